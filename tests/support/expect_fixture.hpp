// The command-level tests of files whose `expect` the command line writes (`new`, `show`,
// `check --update`): editing a file in place, what must stay byte for byte, and the answers
// `check --update` writes and `solve --format json` prints.
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::testing {

class ExpectFixture : public CliFixture {
 protected:
  using json = nlohmann::json;

  // Replaces the first `from` after `after` in the file; the file must hold both.
  static void replace_in(const fs::path& f, const std::string& after, const std::string& from,
                         const std::string& to) {
    std::string text = slurp(f);
    const auto at = text.find(from, text.find(after));
    ASSERT_NE(text.find(after), std::string::npos) << after;
    ASSERT_NE(at, std::string::npos) << from;
    text.replace(at, from.size(), to);
    std::ofstream(f, std::ios::binary) << text;
  }
  // The text of the file up to its `expect` member (everything --update must keep).
  static std::string before_expect(const std::string& text) {
    return text.substr(0, text.find("\"expect\""));
  }
  // `check --update` on a file whose expectation is right: nothing is written.
  void expect_update_leaves(const fs::path& f) const {
    const std::string before = slurp(f);
    const Outcome r = run("check --update " + quote(f.string()));
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out, "0 updated, 1 unchanged\n");
    EXPECT_EQ(slurp(f), before);
  }
  // After the test broke the file's expectation: check fails, --update writes the engine's
  // answers under `rules` (that entry only), check passes, and everything before `expect` is
  // as in `original`. Returns the rule set's new entry.
  json repaired(const fs::path& f, const std::string& original, const std::string& rules) const {
    EXPECT_EQ(run("check " + quote(f.string())).status, 1) << "the broken file fails";
    const Outcome r = run("check --update " + quote(f.string()));
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out, "updated " + f.string() + " (" + rules + ")\n1 updated, 0 unchanged\n");
    const Outcome checked = run("check " + quote(f.string()));
    EXPECT_EQ(checked.status, 0);
    EXPECT_TRUE(contains(checked.out, " passed, 0 failed\n")) << checked.out;
    const std::string now = slurp(f);
    EXPECT_EQ(before_expect(now), before_expect(original));
    return json::parse(now).at("expect").at(rules);
  }
  // How many options of `solve --format json`'s answer rank first.
  static std::size_t rank_one(const json& d) {
    std::size_t n = 0;
    for (const auto& o : d.at("options")) n += o.at("rank") == 1 ? 1 : 0;
    return n;
  }
  json solved(const fs::path& f, const std::string& rules = "") const {
    const Outcome r = run("solve --format json " + (rules.empty() ? "" : "--rules " + rules + " ") +
                          quote(f.string()));
    EXPECT_EQ(r.status, 0) << r.err;
    return json::parse(r.out);
  }
};

}  // namespace arbiter::testing
