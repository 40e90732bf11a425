// A rule giving a monster its own name and stat card once a room is revealed (a scenario's
// rule waiting for a room, a section's rule): its standees are the named figure from the start
// exactly when every one of them comes with that room; otherwise the printed name stays, with
// a warning saying why. Bad section data names the section's file and the place.
#include "solver/gloomhaven/import/ghs_rename.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven::import {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// A scenario 105 of its own data folder: room 1 (the start) holds a Test Brute; rule 1 names
// the Test Imp "test-golem" once room 3 is revealed (HxC hit points); the sections' rules name
// the monsters of the rooms they set up.
class Renames : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("arbiter-renames-" + std::to_string(::getpid()));
    fs::create_directories(dir_ / "fc" / "scenarios");
    fs::create_directories(dir_ / "fc" / "sections");
  }
  void TearDown() override { fs::remove_all(dir_); }

  void write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / "fc" / name) << text;
  }
  // A section of scenario 105 setting up room `room` with `monsters` (a JSON list of standees),
  // whose one rule names `who` `name` (`extra`: the rule's other fields, as `"round": "R == 2",`).
  void section(int index, int room, const std::string& monsters, const std::string& who,
               const std::string& name, const std::string& extra = "") {
    const std::string n = std::to_string(index);
    write("sections/0" + n + ".json",
          R"({"index": ")" + n + R"(", "parent": "105", "rules": [{)" + extra +
              R"( "always": true, "statEffects": [{"identifier": {"type": "monster", "name": ")" +
              who + R"("}, "statEffect": {"name": ")" + name +
              R"(", "flying": true}}]}], "rooms": [{"roomNumber": )" + std::to_string(room) +
              R"(, "monster": )" + monsters + "}]}");
  }

  // The scenario read as the import reads it, its renames resolved: the warnings. `room1`
  // and `room3`: the standees of rooms 1 and 3; `more`: further rules.
  std::vector<std::string> resolve(const std::string& room1 = R"([{"name": "test-brute",
                                       "type": "normal"}])",
                                   const std::string& more = "") {
    scenario_ = json::parse(R"({"index": "105", "rules": [{"round": "true", "always": true,
      "requiredRooms": [3], "statEffects": [{"identifier": {"type": "monster",
      "name": "test-imp"}, "statEffect": {"name": "test-golem", "health": "HxC"}}]})" +
                            more + R"(],
      "rooms": [{"roomNumber": 1, "ref": "A1a", "initial": true, "monster": )" +
                            room1 + R"(},
                {"roomNumber": 3, "ref": "C1a", "monster": [{"name": "test-imp",
                 "type": "elite"}]}]})");
    const std::string file = (dir_ / "fc" / "scenarios" / "105.json").string();
    write("scenarios/105.json", scenario_.dump());
    std::vector<std::string> notes;
    rooms_ = read_ghs_setup_rooms(scenario_, file, notes);
    rules_ = read_ghs_rules(scenario_, file, 3, 1);
    return resolve_ghs_renames(rooms_, read_ghs_section_renames(scenario_, file), rules_);
  }

  std::string name_of(const std::string& key) const {
    return stat_effect_name(key, rules_.stat_effects);
  }

  fs::path dir_;
  json scenario_;
  std::vector<GhsRoom> rooms_;
  GhsRules rules_;
};

bool has(const std::vector<std::string>& warnings, const std::string& text) {
  return std::any_of(warnings.begin(), warnings.end(),
                     [&](const std::string& w) { return w.find(text) != std::string::npos; });
}

// Every Test Imp comes with room 3: the rule holds from the moment each is placed, so it is
// the whole scenario's (its own name, HxC hit points), not a change as the door opens.
TEST_F(Renames, AScenarioRuleNamesTheStandeesThatComeWithItsRoom) {
  const auto warnings = resolve();
  EXPECT_EQ(name_of("test-imp"), "test-golem");
  EXPECT_TRUE(rules_.room_stat_effects.empty());
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0],
            "rule 1 (once room 3 is revealed): test-imp is test-golem, with a stat card of its "
            "own; every standee of test-imp the book places comes with room 3, so each is placed "
            "as test-golem with that card (the rule holds from the moment they are placed)");
}

// A Test Imp in the starting room stands on the board before room 3 is revealed: it keeps its
// printed name, and the card changes only as room 3's doors open.
TEST_F(Renames, AStandeeOnTheBoardBeforeTheRevealKeepsThePrintedName) {
  const auto warnings = resolve(R"([{"name": "test-imp", "type": "normal"}])");
  EXPECT_EQ(name_of("test-imp"), "test-imp");
  ASSERT_EQ(rules_.room_stat_effects.size(), 1u);
  EXPECT_EQ(rules_.room_stat_effects[0].room, 3);
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0],
            "rule 1 (once room 3 is revealed): test-imp is test-golem, with a stat card of its "
            "own; the name is not given (standees of test-imp stand in room 1, which the rule "
            "does not wait for, and a round file's type keeps one name): the card changes as "
            "the room's doors open");
}

// A section's rule holds from the section's reading, as the door to the room it sets up opens:
// its Test Hounds all come with room 2, so they are the named figure (its card flying); a
// section naming the Test Brute, which stands in the starting room, is not set up.
TEST_F(Renames, ASectionsRuleNamesTheStandeesOfTheRoomItSetsUp) {
  section(6, 2, R"([{"name": "test-hound", "type": "normal"}, {"name": "test-hound",
                    "player4": "elite"}])",
          "test-hound", "test-abomination");
  section(7, 4, R"([{"name": "test-brute", "type": "elite"}])", "test-brute", "test-lion");
  const auto warnings = resolve();
  EXPECT_EQ(name_of("test-imp"), "test-golem");
  EXPECT_EQ(name_of("test-hound"), "test-abomination");
  EXPECT_EQ(name_of("test-brute"), "test-brute");
  const auto it = std::find_if(rules_.stat_effects.begin(), rules_.stat_effects.end(),
                               [](const GhsStatEffect& e) { return e.who == "test-hound"; });
  ASSERT_NE(it, rules_.stat_effects.end());
  EXPECT_EQ(it->rule, "rule 1 of section 6");
  json monster = json::parse(R"({"stats": [{"level": 1, "health": 3}]})");
  apply_stat_effect(monster, *it, 1, 3);
  EXPECT_EQ(monster["flying"], true);
  EXPECT_TRUE(has(warnings,
                  "rule 1 of section 6 (read as room 2 is revealed): test-hound is "
                  "test-abomination, with a stat card of its own; every standee of "
                  "test-hound the book places comes with room 2"));
  EXPECT_TRUE(has(warnings,
                  "rule 1 of section 7 (read as room 4 is revealed): test-brute is "
                  "test-lion, with a stat card of its own; not set up (standees of "
                  "test-brute stand in room 1, which the rule does not wait for), its "
                  "standees keep test-brute's name and card"));
}

// Read otherwise, these would rename: a rule of some rounds only, one naming tagged standees,
// one whose monster also stands in another room; one the scenario applies already from the
// start (the Test Brute as "test-lion") is left as it is, with no warning.
TEST_F(Renames, ARenameOfSomeRoundsTagsOrOtherRoomsIsNotSetUp) {
  section(6, 2, R"([{"name": "test-hound", "type": "normal"}])", "test-hound", "test-wolf",
          R"("round": "R == 2",)");
  write("sections/008.json", R"({"index": "8", "parent": "105", "rules": [{"statEffects": [
    {"identifier": {"type": "monster", "name": "test-viper", "tag": "x"},
     "statEffect": {"name": "test-asp"}}]}], "rooms": [{"roomNumber": 5,
     "monster": [{"name": "test-viper", "type": "normal"}]}]})");
  section(9, 6, R"([{"name": "test-imp", "type": "normal"}])", "test-imp", "test-golem");
  section(7, 4, R"([{"name": "test-brute", "type": "elite"}])", "test-brute", "test-lion");
  const auto warnings = resolve(R"([{"name": "test-brute", "type": "normal"}])",
                                R"(, {"statEffects": [{"identifier": {"type": "monster",
      "name": "test-brute"}, "statEffect": {"name": "test-lion"}}]})");
  EXPECT_EQ(name_of("test-hound"), "test-hound");
  EXPECT_EQ(name_of("test-viper"), "test-viper");
  EXPECT_EQ(name_of("test-brute"), "test-lion");
  EXPECT_TRUE(has(warnings, "not set up (it holds in some rounds only (\"R == 2\"))"));
  EXPECT_TRUE(has(warnings, "not set up (it renames the standees tagged \"x\")"));
  EXPECT_FALSE(has(warnings, "section 7"));
  // Section 9 names the Test Imp as rule 1 does, and its imp comes with room 6, not room 3:
  // rule 1's imps are then not all in room 3, nor section 9's all in room 6.
  EXPECT_EQ(name_of("test-imp"), "test-imp");
  EXPECT_TRUE(has(warnings, "the name is not given (standees of test-imp stand in room 6"));
  EXPECT_TRUE(has(warnings,
                  "rule 1 of section 9 (read as room 6 is revealed): test-imp is "
                  "test-golem, with a stat card of its own; not set up (standees of "
                  "test-imp stand in room 3"));
}

TEST_F(Renames, ASpawnOfTheMonsterKeepsThePrintedName) {
  const auto warnings = resolve(R"([])", R"(, {"round": "R == 2", "spawns": [{"monster":
    {"name": "test-imp", "type": "normal"}}]})");
  EXPECT_EQ(name_of("test-imp"), "test-imp");
  EXPECT_TRUE(has(warnings,
                  "(a spawn sets up test-imp too, and a round file's type keeps one "
                  "name)"));
}

TEST_F(Renames, BadSectionDataNamesTheFileAndThePlace) {
  write("sections/006.json", R"({"index": "6", "parent": "105", "rules": [{"statEffects": [
    {"identifier": {"type": "monster", "name": "test-hound"},
     "statEffect": {"name": "test-wolf", "flying": "yes"}}]}]})");
  try {
    resolve();
    ADD_FAILURE() << "accepted";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_NE(e.file().find("006.json"), std::string::npos) << e.what();
    EXPECT_EQ(e.place(), "rules[0].statEffects[0].statEffect.flying");
    EXPECT_NE(e.problem().find("expected true or false"), std::string::npos) << e.problem();
  }
  write("sections/006.json", R"({"index": "6", "parent": "105", "rules": [{"statEffects": 3}]})");
  EXPECT_THROW(resolve(), scenario::ScenarioError);
}

}  // namespace
}  // namespace arbiter::gloomhaven::import
