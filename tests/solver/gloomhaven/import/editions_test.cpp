// Which editions of the data a scenario reads: its own book's, in the table's order, and
// never another game's monster of the same name.
#include "solver/gloomhaven/import/editions.hpp"

#include <gtest/gtest.h>

#include "solver/gloomhaven/import/import.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven::import {
namespace {

using nlohmann::json;

std::string src(const std::string& rel) {
  return std::string(ARBITER_SOURCE_DIR) + "/" + rel;
}
json load(const std::string& path) {
  return scenario::parse_json(scenario::read_file_text(path), path);
}

TEST(ScenarioBooks, EachNumberHasOneBookAndForgottenCirclesReadsGloomhavenFirst) {
  EXPECT_EQ(scenario_book(1, false)->editions, (std::vector<std::string_view>{"gh"}));
  EXPECT_EQ(scenario_book(95, false)->editions, (std::vector<std::string_view>{"gh"}));
  EXPECT_EQ(scenario_book(96, false)->editions, (std::vector<std::string_view>{"gh", "fc"}));
  EXPECT_EQ(scenario_book(115, false)->editions, (std::vector<std::string_view>{"gh", "fc"}));
  EXPECT_EQ(scenario_book(116, false), nullptr);
  EXPECT_EQ(scenario_book(17, true)->editions, (std::vector<std::string_view>{"gh"}));
  EXPECT_EQ(scenario_book(18, true)->editions, (std::vector<std::string_view>{"gh", "fc"}));
  // No number belongs to two books.
  for (const bool solo : {false, true})
    for (int id = 0; id <= 120; ++id) {
      int books = 0;
      for (const ScenarioBook& b : kScenarioBooks)
        books += b.solo == solo && id >= b.first && id <= b.last;
      EXPECT_LE(books, 1) << id;
    }
}

// The data folder has a "test-brute" in gh (9 hit points at level 1) and in jotl (99), and a
// "test-imp" in jotl only. A Gloomhaven scenario reads gh's brute and finds no imp.
TEST(ScenarioBooks, AScenarioReadsItsOwnEditionsOnly) {
  const std::string file = src("tests/data/import/vgb/two-rooms.json");
  Layout l = read_vgb(load(file), file);
  ImportOptions o;
  o.characters = 2;
  o.level = 1;
  o.data.dir = src("tests/data/import/ghs");
  o.data.editions = {"gh"};
  o.source = "two-rooms.json";
  const json gh = import_vgb(l, o);
  EXPECT_EQ(gh["monster_types"]["Test Brute"]["normal"]["hp"], 9);
  o.data.editions = {"jotl", "gh"};
  EXPECT_EQ(import_vgb(l, o)["monster_types"]["Test Brute"]["normal"]["hp"], 99);

  l.rooms[0].standees[0].monster = "test-imp";
  o.data.editions = {"gh"};
  try {
    import_vgb(l, o);
    ADD_FAILURE() << "a monster only jotl has was taken for a gh scenario";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_NE(e.problem().find("has no monster \"test-imp\" in the editions this scenario reads "
                               "(gh;"),
              std::string::npos)
        << e.problem();
  }
  // Its deck ("test-brute") is found beside it in jotl when the scenario reads jotl.
  o.data.editions = {"gh", "jotl"};
  EXPECT_EQ(import_vgb(l, o)["monster_types"]["Test Imp"]["normal"]["hp"], 3);
}

TEST(ScenarioBooks, EditionListReadsAsAPlayerWritesIt) {
  EXPECT_EQ(edition_list({"gh", "fc"}), "gh, fc");
  EXPECT_EQ(edition_list({}), "");
}

}  // namespace
}  // namespace arbiter::gloomhaven::import
