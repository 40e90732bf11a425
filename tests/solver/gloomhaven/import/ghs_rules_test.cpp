// A GHS scenario's allies, objectives, start of round 1 and spawns: read from hand-written
// GHS-shaped files (never the real data's), placed on a layout, written into the round file
// and loaded back; bad data names its file and place. The real data is read from ../shared
// when present and skipped with the reason otherwise.
#include "solver/gloomhaven/import/ghs_rules.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>
#include <set>

#include "solver/gloomhaven/import/editions.hpp"
#include "solver/gloomhaven/import/ghs_setup.hpp"
#include "solver/gloomhaven/import/import.hpp"
#include "solver/gloomhaven/import/vgb_command.hpp"
#include "solver/gloomhaven/round_file.hpp"
#include "solver/scenario/json_reader.hpp"
#include "tests/support/source_files.hpp"

namespace arbiter::gloomhaven::import {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

using arbiter::testing::load;
using arbiter::testing::src;
bool said(const std::vector<std::string>& lines, const std::string& text) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& w) { return w.find(text) != std::string::npos; });
}

TEST(GhsRules, RoundConditionsAreEvaluated) {
  EXPECT_EQ(ghs_round_holds("R == 1", 1, 3), true);
  EXPECT_EQ(ghs_round_holds("true", 7, 3), true);
  EXPECT_EQ(ghs_round_holds("R % 2 == 0", 1, 3), false);
  EXPECT_EQ(ghs_round_holds("R > 3 && R % 3 == 1", 4, 3), true);
  EXPECT_EQ(ghs_round_holds("R > 3 && R % 3 == 1", 1, 3), false);
  EXPECT_EQ(ghs_round_holds("R == 5 || R == 10", 10, 3), true);
  EXPECT_EQ(ghs_round_holds("R % 2 == 0 || C > 2", 1, 3), true);
  EXPECT_EQ(ghs_round_holds("R % 2 == 0 || C > 2", 1, 2), false);
  EXPECT_FALSE(ghs_round_holds("R ==", 1, 3));
  EXPECT_FALSE(ghs_round_holds("R % 0 == 1", 1, 3));
  EXPECT_FALSE(ghs_round_holds("X > 1", 1, 3));
}

// A scenario of our own, in the data's shape: every kind of rule the importer reads.
const char* kScenario = R"json({
  "allies": ["test-guard"],
  "allied": ["test-demon"],
  "objectives": [
    {"name": "Altar", "health": "4+(CxL)", "marker": "a"},
    {"name": "Hail", "escort": true, "health": "[2+(LxC/2){$math.floor}]", "initiative": 50},
    {"name": "Door", "health": "X+1", "count": 2},
    {"name": "Pump", "health": 0}],
  "rooms": [{"roomNumber": 1, "objectives": [1, 2, "4:C > 2", "1-a"]}],
  "rules": [
    {"round": "R == 1", "start": true, "figures": [
      {"identifier": {"type": "character", "name": ".*"}, "type": "gainCondition", "value": "muddle"},
      {"identifier": {"type": "character", "name": ".*"}, "type": "amAdd", "value": "curse:3"}]},
    {"round": "true", "start": true, "elements": [{"type": "light", "state": "strong"}]},
    {"round": "R % 2 == 0", "start": true, "elements": [{"type": "fire", "state": "strong"}]},
    {"round": "true", "start": true, "figures": [
      {"identifier": {"type": "monster", "name": "test-imp"}, "type": "gainCondition", "value": "immobilize"}]},
    {"round": "R % 2 == 1", "spawns": [
      {"monster": {"name": "test-imp", "player2": "normal", "player4": "elite"}, "marker": "a", "count": "C-1"}]},
    {"round": "true", "once": true, "requiredRooms": [3], "spawns": [
      {"monster": {"name": "test-brute", "type": "normal"}, "count": "F"}]},
    {"round": "true", "always": true, "requiredRooms": [2], "statEffects": [
      {"identifier": {"type": "monster", "name": "test-brute"}, "statEffect": {"health": "HxC"}}]},
    {"round": "true", "always": true, "statEffects": [
      {"identifier": {"type": "monster", "name": "test-imp"},
       "statEffect": {"actions": [{"type": "condition", "value": "poison"}]}}]}]})json";

TEST(GhsRules, AlliesObjectivesStartAndSpawnsAreRead) {
  const GhsRules r = read_ghs_rules(json::parse(kScenario), "setup.json", 3, 2);
  EXPECT_EQ(r.allies, std::vector<std::string>{"test-guard"});
  ASSERT_EQ(r.objectives.size(), 4u);
  // Altar: 4 + 3x2 = 10, placed twice (1 and "1-a").
  EXPECT_EQ(r.objectives[0].hp, 10);
  EXPECT_EQ(r.objectives[0].count, 2);
  EXPECT_EQ(r.objectives[0].marker, "a");
  // Hail: 2 + (2x3)/2 = 5, an escort at initiative 50.
  EXPECT_EQ(r.objectives[1].hp, 5);
  EXPECT_TRUE(r.objectives[1].escort);
  EXPECT_EQ(r.objectives[1].initiative, 50);
  // Door: no room places it, so its own count; X is the scenario's.
  EXPECT_EQ(r.objectives[2].count, 2);
  EXPECT_FALSE(r.objectives[2].hp);
  EXPECT_EQ(r.objectives[2].unknown, "X");
  // Pump: "4:C > 2", placed with three characters, not with two.
  EXPECT_EQ(r.objectives[3].count, 1);
  EXPECT_EQ(r.objectives[3].hp, 0);
  EXPECT_EQ(read_ghs_rules(json::parse(kScenario), "setup.json", 2, 2).objectives[3].count, 0);
  // The start of round 1: light (every round), not fire (even rounds); muddle on every
  // character, immobilize on the imps.
  EXPECT_EQ(r.elements, (std::map<std::string, std::string>{{"light", "strong"}}));
  EXPECT_EQ(r.character_conditions, std::vector<std::string>{"muddle"});
  EXPECT_EQ(r.monster_conditions.at("test-imp"), std::vector<std::string>{"immobilize"});
  // Every attack of the imps adds poison: set up, not a warning.
  ASSERT_EQ(r.stat_effects.size(), 1u);
  EXPECT_EQ(r.stat_effects[0].who, "test-imp");
  EXPECT_EQ(r.stat_effects[0].effect["actions"][0]["value"], "poison");
  EXPECT_FALSE(said(r.not_set_up, "test-imp: a special rule"));
  ASSERT_EQ(r.spawns.size(), 2u);
  EXPECT_EQ(r.spawns[0].rounds, "R % 2 == 1");
  EXPECT_FALSE(r.spawns[0].start);
  EXPECT_EQ(r.spawns[0].ranks,
            (std::array{StandeeRank::Normal, StandeeRank::None, StandeeRank::Elite}));
  EXPECT_EQ(r.spawns[0].count, "2");  // C-1 with 3 characters
  EXPECT_EQ(r.spawns[1].rooms, std::vector<int>{3});
  EXPECT_TRUE(r.spawns[1].once);
  EXPECT_EQ(r.spawns[1].count, "F");
  for (const char* text :
       {"every character: \"curse:3\" (3 curse cards) go into each character's attack modifier",
        "test-demon", "spawns F test-brute", "once room 3 is revealed"})
    EXPECT_TRUE(said(r.not_set_up, text)) << text;
  // The brute's hit points once room 2 is revealed: a door change, its doors found on a layout.
  EXPECT_FALSE(said(r.not_set_up, "test-brute: a special rule changes its stat card"));
  ASSERT_EQ(r.room_stat_effects.size(), 1u);
  EXPECT_EQ(r.room_stat_effects[0].room, 2);
  EXPECT_EQ(r.room_stat_effects[0].effect.who, "test-brute");
  // Fire in even rounds: a rule the round plays (map.rules), not a warning; light in every
  // round: set up for round 1 and played in the others.
  EXPECT_FALSE(said(r.not_set_up, "fire becomes strong"));
  ASSERT_EQ(r.round_rules.size(), 2u);
  EXPECT_EQ(r.round_rules[0].rounds, "true");
  EXPECT_EQ(r.round_rules[0].elements, (std::map<std::string, std::string>{{"light", "strong"}}));
  EXPECT_EQ(r.round_rules[1].rounds, "R % 2 == 0");
  EXPECT_EQ(r.round_rules[1].elements, (std::map<std::string, std::string>{{"fire", "strong"}}));
  // The imps spawn for 2 and 4 characters: with 3 there is nothing to name.
  EXPECT_FALSE(said(r.not_set_up, "spawns 2 test-imp"));
}

// A standing rule played once, waiting for one room alone (the book's "when door 1 is opened,
// spawn ..."), spawns as the room is revealed; one that waits for a treasure too, or one that is
// not standing (at the end of the round the room is revealed in), does not.
TEST(GhsRules, ASpawnOfAStandingRuleOnOneRoomHappensOnItsReveal) {
  const GhsRules r = read_ghs_rules(json::parse(R"({"rules": [
    {"round": "true", "always": true, "once": true, "requiredRooms": [3], "spawns": [
      {"monster": {"name": "test-imp", "type": "normal"}, "marker": "c"}]},
    {"round": "true", "always": true, "once": true, "requiredRooms": [3], "treasures": ["G"],
     "spawns": [{"monster": {"name": "test-imp", "type": "normal"}, "marker": "d"}]},
    {"round": "true", "once": true, "requiredRooms": [3], "spawns": [
      {"monster": {"name": "test-imp", "type": "normal"}, "marker": "e"}]},
    {"round": "true", "always": true, "once": true, "requiredRooms": [3, 4], "spawns": [
      {"monster": {"name": "test-imp", "type": "normal"}, "marker": "f"}]}]})"),
                                    "setup.json", 3, 1);
  ASSERT_EQ(r.spawns.size(), 4u);
  EXPECT_TRUE(r.spawns[0].on_reveal);
  EXPECT_FALSE(r.spawns[1].on_reveal);
  EXPECT_FALSE(r.spawns[2].on_reveal);
  EXPECT_FALSE(r.spawns[3].on_reveal);
  // Written with the room's doors only: without them the round file could not load it.
  GhsRules with_doors = r;
  with_doors.spawns[0].doors = {1};
  const json j = spawns_json(with_doors);
  EXPECT_EQ(j[0]["on_reveal"], true);
  EXPECT_EQ(j[0]["doors"], json::parse("[1]"));
  EXPECT_FALSE(spawns_json(r)[0].contains("on_reveal"));
  EXPECT_FALSE(j[2].contains("on_reveal"));
}

// Level offsets a rule gives: a spawned type no room places ("infiltrator:+1", scenario 57),
// and every figure of a type moved a level up as round 1 starts ("transfer" to
// "bandit-guard:+1", scenario 105). A room's standees keep their type's level: the spawn's
// offset of a type a room places is not the type's.
TEST(GhsRules, LevelOffsetsOfSpawnsAndOfTypesMovedUpAtTheStart) {
  const GhsRules r = read_ghs_rules(json::parse(R"({
    "rooms": [{"roomNumber": 1, "monster": [{"name": "test-brute", "type": "normal"}]}],
    "rules": [
      {"round": "true", "always": true, "spawns": [{"monster": {"name": "test-imp:+1", "type": "normal"}},
                                                    {"monster": {"name": "test-brute:+2", "type": "normal"}}]},
      {"round": "R == 1", "start": true, "figures": [{"identifier": {"type": "monster", "name": "test-guard"},
                                                      "type": "transfer", "value": "test-guard:-1"}]}]})"),
                                    "setup.json", 3, 2);
  EXPECT_EQ(r.level_offsets, (std::map<std::string, int>{{"test-imp", 1}, {"test-guard", -1}}));
  ASSERT_EQ(r.spawns.size(), 2u);
  EXPECT_EQ(r.spawns[0].monster, "test-imp");
  EXPECT_EQ(r.spawns[0].level_offset, 1);
  EXPECT_TRUE(said(r.not_set_up, "spawns 1 test-imp (level +1)"));
  EXPECT_FALSE(said(r.not_set_up, "transfer"));
  // A transfer later than the start of round 1 stays a rule not set up.
  const GhsRules later = read_ghs_rules(json::parse(R"({"rules": [{"round": "R == 2", "start": true,
    "figures": [{"identifier": {"type": "monster", "name": "test-guard"}, "type": "transfer",
                 "value": "test-guard:+1"}]}]})"),
                                        "setup.json", 3, 2);
  EXPECT_TRUE(later.level_offsets.empty());
  EXPECT_TRUE(said(later.not_set_up, "transfer"));
}

TEST(GhsRules, BadDataNamesTheFileAndThePlace) {
  const auto place = [](const char* text) -> std::string {
    try {
      read_ghs_rules(json::parse(text), "setup.json", 3, 1);
    } catch (const scenario::ScenarioError& e) {
      EXPECT_EQ(e.file(), "setup.json");
      return e.place();
    }
    return "accepted";
  };
  EXPECT_EQ(place(R"({"allies": "x"})"), "allies");
  EXPECT_EQ(place(R"({"objectives": {}})"), "objectives");
  EXPECT_EQ(place(R"({"objectives": [{"name": "A", "health": true}]})"), "objectives[0].health");
  EXPECT_EQ(place(R"({"objectives": [{"name": "A", "health": 1e30}]})"), "objectives[0].health");
  EXPECT_EQ(place(R"({"objectives": [{"name": "A", "health": "4+(CxL"}]})"),
            "objectives[0].health");
  EXPECT_EQ(place(R"({"objectives": [{"name": "A", "health": "999999x999"}]})"),
            "objectives[0].health");
  EXPECT_EQ(place(R"({"objectives": [{"name": "A"}], "rooms": [{"objectives": [5]}]})"),
            "rooms[0].objectives[0]");
  EXPECT_EQ(place(R"({"objectives": [{"name": "A"}], "rooms": [{"objectives": "1"}]})"),
            "rooms[0].objectives");
  EXPECT_EQ(place(R"({"rules": [{"round": "R ==="}]})"), "rules[0].round");
  EXPECT_EQ(place(R"({"rules": [{"round": 3}]})"), "rules[0].round");
  EXPECT_EQ(place(R"({"rules": [{"spawns": {"monster": {}}}]})"), "rules[0].spawns");
  EXPECT_EQ(place(R"({"rules": [{"spawns": [{"monster": {"name": "a", "type": "huge"}}]}]})"),
            "rules[0].spawns[0].monster.type");
  EXPECT_EQ(place(R"({"rules": [{"spawns": [{"monster": {"name": "a"}, "count": 1e12}]}]})"),
            "rules[0].spawns[0].count");
  EXPECT_EQ(place(R"({"rules": [{"spawns": [{"monster": {"name": "a"}, "count": "Cx50"}]}]})"),
            "rules[0].spawns[0].count");
  EXPECT_EQ(place(R"({"rules": [{"elements": [{"type": "plasma", "state": "strong"}]}]})"),
            "rules[0].elements[0].type");
  EXPECT_EQ(place(R"({"rules": [{"figures": [{"type": 3}]}]})"), "rules[0].figures[0].type");
  EXPECT_EQ(place(R"({"rules": [{"requiredRooms": [1e40]}]})"), "rules[0].requiredRooms[0]");
  EXPECT_EQ(place(R"({"rules": "all"})"), "rules");
  EXPECT_EQ(place(R"({"allies": ["a"], "rules": [{"round": "true"}]})"), "accepted");
}

GhsObjective objective(const std::string& name, int count, std::optional<int> hp = {}) {
  GhsObjective o;
  o.name = name;
  o.count = count;
  o.hp = hp;
  return o;
}

// Doors out of the starting rooms (from -1) carry a "Door" objective when their number is its
// count, and are locked; obstacles named as an objective carry it; the rest stand nowhere.
TEST(GhsRules, ObjectivesStandOnTheirDoorsAndObstacles) {
  Layout l;
  l.id = 7;
  l.doors = {Door{{1, 0}, "stone", 1, false, -1}, Door{{2, 0}, "wooden", 2, false, -1},
             Door{{5, 5}, "stone", 3, false, 1}};
  l.obstacle_pieces = {{"totem", {{3, 3}}}, {"tree-3", {{4, 4}, {4, 5}, {5, 4}}}};
  GhsRules r;
  r.objectives = {objective("Door", 2, 5), objective("Totem", 1), objective("Tree", 1),
                  objective("Hail", 1)};
  r.objectives[3].escort = true;
  std::vector<std::string> warnings;
  place_ghs_objectives(l, r, warnings);
  EXPECT_EQ(r.objectives[0].cells, (std::vector<Cell>{{1, 0}, {2, 0}}));
  EXPECT_TRUE(l.doors[0].locked);
  EXPECT_TRUE(l.doors[1].locked);
  EXPECT_FALSE(l.doors[2].locked);
  EXPECT_EQ(r.objectives[1].cells, (std::vector<Cell>{{3, 3}}));
  EXPECT_EQ(r.objectives[2].cells, (std::vector<Cell>{{4, 4}}));
  EXPECT_TRUE(r.objectives[3].cells.empty());
  EXPECT_TRUE(said(warnings, "scenario 7, objective Door x2, 5 hit points: a door to destroy"));
  EXPECT_TRUE(said(warnings, "escort Hail x1, no hit points given: the layout gives no hex"));
  // An escort activates by its scenario's rules, which the round does not play: the warning
  // says so and gives the data's initiative when there is one.
  EXPECT_TRUE(said(warnings,
                   "escort Hail x1, no hit points given: an allied figure that "
                   "activates by its scenario's special rules"));
  EXPECT_FALSE(said(warnings, "objective Totem x1, no hit points given: an allied figure"));
  r.objectives = {objective("Orchid", 1)};
  r.objectives[0].escort = true;
  r.objectives[0].initiative = 50;
  warnings.clear();
  place_ghs_objectives(l, r, warnings);
  EXPECT_TRUE(said(warnings,
                   "the activation order; here on initiative 50); the round gives it "
                   "no turn"));
  // Three doors to destroy and two doors out of the starting rooms: none is taken.
  Layout two = l;
  two.doors[0].locked = two.doors[1].locked = false;
  GhsRules three;
  three.objectives = {objective("Door", 3)};
  warnings.clear();
  place_ghs_objectives(two, three, warnings);
  EXPECT_TRUE(three.objectives[0].cells.empty());
  EXPECT_FALSE(two.doors[0].locked);
  EXPECT_TRUE(
      said(warnings, "no hex for it (2 closed doors out of the starting rooms for 3 tokens)"));
}

// A card a rule takes out of a monster's deck when the party has completed other scenarios:
// the campaign is the players', so the deck keeps it and the warning names the condition.
TEST(GhsRules, ACardRemovedForACompletedScenarioIsNamed) {
  const json ghs = json::parse(R"({"rules": [{"round": "true", "always": true, "once": true,
    "figures": [{"identifier": {"type": "monster", "name": "test-boss"},
                 "type": "removeAbility", "value": "618"}],
    "requiredScenarios": [{"edition": "fc", "index": "110"}, {"edition": "fc", "index": 111}]}]})");
  const GhsRules r = read_ghs_rules(ghs, "setup.json", 3, 1);
  EXPECT_TRUE(said(r.not_set_up,
                   "monster test-boss: card 618 leaves its ability deck if the party has "
                   "completed scenario fc 110 and fc 111; the import does not know the campaign"));
  json bad = ghs;
  bad["rules"][0]["requiredScenarios"] = "fc 110";
  try {
    read_ghs_rules(bad, "setup.json", 3, 1);
    ADD_FAILURE() << "accepted";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.place(), "rules[0].requiredScenarios") << e.what();
  }
}

// Our two-room layout with rules of our own: the ally on the players' side (in the starting
// room and behind the door), the start of round 1, the objectives and the spawns, loaded
// back by the round's loader.
TEST(GhsRules, TheRulesGoIntoTheRoundFileAndLoadBack) {
  const std::string file = src("tests/data/import/vgb/two-rooms.json");
  const Layout l = read_vgb(load(file), file);
  ImportOptions o;
  o.characters = 4;
  o.data.dir = src("tests/data/import/ghs");
  o.source = "two-rooms.json";
  o.rules = read_ghs_rules(json::parse(kScenario), "setup.json", 4, 1);
  o.rules.allies = {"test-brute"};
  o.rules.stat_effects.push_back(
      {"test-brute", json::parse(R"({"actions": [{"type": "condition", "value": "poison"}]})"),
       "rule 8"});
  o.rules.objectives[0].cells = {l.doors[0].cell};
  const json j = import_vgb(l, o);
  for (const json& f : j["figures"]) {
    if (f["kind"] == "monster") {
      EXPECT_EQ(f["side"], "players");
    }
    if (f["kind"] == "character") {
      EXPECT_EQ(f["conditions"], json::parse(R"(["muddle"])"));
    }
  }
  EXPECT_EQ(j["map"]["doors"][0]["monsters"][0]["side"], "players");
  EXPECT_EQ(j["elements"], json::parse(R"({"light": "strong"})"));
  EXPECT_EQ(j["monster_types"]["Test Brute"]["normal"]["conditions"], json::parse(R"(["poison"])"));
  EXPECT_EQ(j["monster_types"]["Test Brute"]["elite"]["conditions"],
            json::parse(R"(["wound", "poison"])"));
  // Altar x2 (hp 4 + 4x1), Hail, Door x2, Pump: six tokens; the first on the door's hex.
  ASSERT_EQ(j["map"]["objectives"].size(), 6u);
  EXPECT_EQ(j["map"]["objectives"][0]["hp"], 8);
  EXPECT_EQ(j["map"]["objectives"][0]["hex"], j["map"]["doors"][0]["hex"]);
  EXPECT_FALSE(j["map"]["objectives"][1].contains("hex"));
  EXPECT_EQ(j["map"]["spawns"][0]["type"], "Test Imp");
  EXPECT_EQ(j["map"]["spawns"][0]["ranks"], json::parse(R"({"2": "normal", "3": "none",
                                                              "4": "elite"})"));
  EXPECT_EQ(j["map"]["spawns"][1]["count"], "F");
  const LoadedRound r = read_round(json::parse(j.dump()), "imported.json");
  EXPECT_EQ(r.round.doors[0].monsters[0].side, Side::Players);
  EXPECT_EQ(r.round.objectives.size(), 6u);
  EXPECT_EQ(r.round.spawns.size(), 2u);
  EXPECT_EQ(r.round.elements[static_cast<std::size_t>(Element::Light)], ElementState::Strong);
  // The first round: the spawns' "R % 2 == 1" is read for round 1. Test Imp is only a spawn's
  // (no room places it): in an edition the scenario reads, its stat cards are written and the
  // round knows it; else it stays out, and the round says the spawn is not placed.
  EXPECT_EQ(j["round"]["number"], 1);
  EXPECT_FALSE(j["monster_types"].contains("Test Imp"));
  o.data.editions = {"gh", "jotl"};
  const json with_imp = import_vgb(l, o);
  ASSERT_TRUE(with_imp["monster_types"].contains("Test Imp"));
  EXPECT_TRUE(with_imp["monster_types"]["Test Imp"].contains("card"));
  EXPECT_NO_THROW(read_round(json::parse(with_imp.dump()), "imported.json"));
}

TEST(GhsRules, TheRoundFilesNewFieldsAreChecked) {
  const std::string file = src("tests/data/import/vgb/two-rooms.json");
  const Layout l = read_vgb(load(file), file);
  ImportOptions o;
  o.data.dir = src("tests/data/import/ghs");
  o.source = "two-rooms.json";
  const json good = import_vgb(l, o);
  const auto place = [&](const char* pointer, const json& value) -> std::string {
    json j = good;
    j[json::json_pointer(pointer)] = value;
    try {
      read_round(j, "r.json");
    } catch (const scenario::ScenarioError& e) {
      return e.place();
    }
    return "accepted";
  };
  EXPECT_EQ(place("/map/doors/0/monsters/0/side", "neutral"), "map.doors[0].monsters[0].side");
  EXPECT_EQ(place("/map/objectives", json::object()), "map.objectives");
  EXPECT_EQ(place("/map/objectives", json::parse(R"([{"name": "A", "hp": 1e9}])")),
            "map.objectives[0].hp");
  EXPECT_EQ(place("/map/objectives", json::parse(R"([{"name": "A", "hex": [900, 900]}])")),
            "map.objectives[0].hex");
  EXPECT_EQ(place("/map/spawns", json::parse(R"([{"type": "A", "count": 1}])")),
            "map.spawns[0].ranks");
  EXPECT_EQ(place("/map/spawns", json::parse(R"([{"type": "A", "count": 1e9,
      "ranks": {"2": "normal", "3": "normal", "4": "normal"}}])")),
            "map.spawns[0].count");
  EXPECT_EQ(place("/map/spawns", json::parse(R"([{"type": "A", "count": "F", "rounds": "true",
      "ranks": {"2": "normal", "3": "none", "4": "elite"}}])")),
            "accepted");
}

// Every shipped layout with the real data, as `arbiter import vgb` makes it (3 characters,
// level 1): the books' allies stand on the characters' side, objectives carry their hit
// points, the start of round 1 and the spawns are written; the counts are printed.
TEST(GhsRules, RealScenariosGetTheBooksRules) {
  const fs::path ghs = std::string(ARBITER_SOURCE_DIR) + "/../shared/data/ghs";
  if (!fs::is_directory(ghs)) GTEST_SKIP() << "no GHS data at " << ghs;
  game::LayoutRequest req;
  req.data = ghs.string();
  std::map<int, json> by_id;
  json solo12;
  int allies = 0, objectives = 0, placed = 0, spawns = 0, starts = 0;
  for (const std::string& file : kVgbImporter.files({src("data/vgb/scenarios")})) {
    const auto one = kVgbImporter.import_one(req, file);
    const json j = json::parse(one.text);
    const int id = std::stoi(j["name"].get<std::string>().substr(4));
    bool ally = false;
    for (const json& f : j["figures"]) ally |= f["kind"] == "monster" && f["side"] == "players";
    for (const json& d : j["map"].value("doors", json::array()))
      for (const json& p : d.value("monsters", json::array()))
        ally |= p.value("side", "") == "players";
    allies += ally;
    if (j["map"].contains("objectives")) {
      ++objectives;
      for (const json& o : j["map"]["objectives"]) placed += o.contains("hex");
    }
    spawns += j["map"].contains("spawns");
    starts +=
        j.contains("elements") || j["figures"][j["figures"].size() - 1].contains("conditions");
    if (file.find("/solo/") == std::string::npos) by_id[id] = j;
    if (file.size() >= 13 && file.substr(file.size() - 13) == "/solo/12.json") solo12 = j;
  }
  std::cout << "scenarios with allies " << allies << ", objectives " << objectives << " (" << placed
            << " tokens on a hex), spawns " << spawns << ", a start of round 1 " << starts << "\n";
  ASSERT_TRUE(by_id.contains(12) && by_id.contains(35) && by_id.contains(81) && by_id.contains(3));
  // Scenario 12: the City Guards fight on the characters' side, Jekserah's undead do not.
  for (const json& f : by_id[12]["figures"])
    if (f["kind"] == "monster") {
      EXPECT_EQ(f["side"],
                f["type"].get<std::string>().rfind("City", 0) == 0 ? "players" : "monsters")
          << f.dump();
    }
  // Scenario 35: the door to destroy is an objective of (7+1)x3 = 24 hit points on a locked door.
  const json& door = by_id[35]["map"]["objectives"][0];
  EXPECT_EQ(door["name"], "Door");
  EXPECT_EQ(door["hp"], 24);
  bool on_locked = false;
  for (const json& d : by_id[35]["map"]["doors"])
    on_locked |= d["hex"] == door["hex"] && d.value("locked", false);
  EXPECT_TRUE(on_locked);
  EXPECT_EQ(by_id[81]["elements"], json::parse(R"({"light": "strong", "dark": "strong"})"));
  EXPECT_EQ(by_id[3]["map"]["spawns"][0]["type"], "Inox Guard");
  // Scenario 19: "when door 2 is opened, spawn ... at c" (and d, e): each spawn happens as its
  // room is revealed, waiting for that room's door; 33's Savvas Lavaflow at the end of the round
  // its room is revealed in.
  ASSERT_TRUE(by_id.contains(19) && by_id.contains(33));
  for (const json& sp : by_id[19]["map"]["spawns"]) {
    EXPECT_EQ(sp.value("on_reveal", false), true) << sp.dump();
    EXPECT_EQ(sp["doors"].size(), 1u) << sp.dump();
  }
  for (const json& sp : by_id[33]["map"]["spawns"]) EXPECT_FALSE(sp.contains("on_reveal"));
  // Solo scenario 11 (VGB's 12), "Plagued Crypt": rooms without a tile in the data, each
  // revealed by a rule in its round, found by their standees (two rooms of Black Imps and Giant
  // Vipers told apart by their numbers and ranks): four reveal rules, four different doors.
  ASSERT_TRUE(solo12.is_object());
  std::set<int> revealed;
  for (const json& rule : solo12["map"]["rules"])
    for (const json& d : rule.value("reveal", json::array())) revealed.insert(d.get<int>());
  EXPECT_EQ(revealed.size(), 4u) << solo12["map"]["rules"].dump();
  // Scenario 54: every Cave Bear attack adds poison.
  EXPECT_EQ(by_id[54]["monster_types"]["Cave Bear"]["normal"]["conditions"],
            json::parse(R"(["poison"])"));
  EXPECT_GE(allies, 5);
  EXPECT_GE(objectives, 25);
  EXPECT_GE(spawns, 15);
}

}  // namespace
}  // namespace arbiter::gloomhaven::import
