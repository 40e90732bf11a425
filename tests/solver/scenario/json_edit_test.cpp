// Editing JSON text in place: replaced and added members leave every other byte alone,
// strings holding brackets or quotes do not confuse the scanner, and the result parses.
#include "solver/scenario/json_edit.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "solver/scenario/json_reader.hpp"

namespace arbiter::scenario {
namespace {

const auto fixed = [](std::string v) { return [v](std::size_t) { return v; }; };

TEST(JsonEdit, ScansMembersPastTrickyStrings) {
  const std::string t = R"( {"a": "x}\"]", "b" : [1, {"c": "]"}], "d": true} )";
  const JsonObjectSpan o = scan_object(t);
  ASSERT_EQ(o.members.size(), 3u);
  EXPECT_EQ(o.members[0].key, "a");
  EXPECT_EQ(t.substr(o.members[1].value_begin, o.members[1].value_end - o.members[1].value_begin),
            R"([1, {"c": "]"}])");
  EXPECT_EQ(t.substr(o.members[2].value_begin, 4), "true");
  EXPECT_EQ(t[o.close], '}');
  EXPECT_THROW(scan_object("[1]"), std::invalid_argument);
  EXPECT_THROW(scan_object(R"({"a": [1, 2})"), std::invalid_argument);
}

TEST(JsonEdit, ReplacesOnlyTheValue) {
  const std::string t = "{\n  \"x\": 1,\n  \"e\": {\"g\": [1,\n         2]},\n  \"z\": 3\n}\n";
  const JsonObjectSpan top = scan_object(t);  // find() points into it
  const auto e = top.find("e");
  ASSERT_NE(e, nullptr);
  const std::string out = set_member(t, e->value_begin, "g", [](std::size_t col) {
    EXPECT_EQ(col, 13u);  // where the value starts on its line
    return std::string("[7]");
  });
  EXPECT_EQ(out, "{\n  \"x\": 1,\n  \"e\": {\"g\": [7]},\n  \"z\": 3\n}\n");
}

TEST(JsonEdit, AddsAMemberOnItsOwnLineOrInline) {
  const std::string lines = "{\n  \"a\": 1,\n  \"b\": [2]\n}\n";
  EXPECT_EQ(set_member(lines, 0, "c", fixed("{}")),
            "{\n  \"a\": 1,\n  \"b\": [2],\n  \"c\": {}\n}\n");
  const std::string inline_obj = R"({"a": 1})";
  EXPECT_EQ(set_member(inline_obj, 0, "c", fixed("2")), R"({"a": 1, "c": 2})");
  EXPECT_EQ(set_member("{ }", 0, "c", fixed("2")), R"({"c": 2})");
  for (const std::string& t : {lines, inline_obj}) {
    EXPECT_NO_THROW(parse_json(set_member(t, 0, "k", fixed("[1, 2]")), "t.json"));
  }
}

}  // namespace
}  // namespace arbiter::scenario
