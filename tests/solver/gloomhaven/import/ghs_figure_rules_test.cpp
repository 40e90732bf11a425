// A GHS scenario's rules about figures (ghs_figure_rules.cpp): rules waiting for a figure's
// condition written as map.rules' `present` and `killed`, a condition for the whole scenario
// written never to expire, and the states the round does not play named in a warning; read
// from a hand-written GHS-shaped file (never the real data's), and the real data's scenarios
// 36, 79, 61 and solo 14 (read from ../shared when present, skipped with the reason otherwise).
#include "solver/gloomhaven/import/ghs_figure_rules.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "solver/gloomhaven/import/ghs_rules.hpp"
#include "solver/gloomhaven/import/import.hpp"
#include "solver/gloomhaven/import/vgb_command.hpp"
#include "solver/gloomhaven/round.hpp"
#include "solver/gloomhaven/round_file.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "tests/support/source_files.hpp"

namespace arbiter::gloomhaven::import {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::load;
using arbiter::testing::src;
using nlohmann::json;

bool said(const std::vector<std::string>& lines, const std::string& text) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& w) { return w.find(text) != std::string::npos; });
}

// Rules waiting for a figure's condition the round tells: one objective standing (`present`),
// one objective destroyed or every standee of a type killed in a standing rule (`killed`);
// any other condition stays a warning. A condition for the whole scenario is never expiring.
constexpr const char* kFigureRules = R"({
  "objectives": [{"name": "Door", "health": 5, "marker": "b"},
                 {"name": "Altar", "health": 3, "count": 2}],
  "rooms": [{"roomNumber": 1, "ref": "A1a"}, {"roomNumber": 2, "ref": "A2b"}],
  "rules": [
    {"round": "true", "figures": [
      {"type": "present", "identifier": {"type": "objective", "name": "Door", "marker": "b"}},
      {"type": "damage", "value": "(2xC)+L-2", "identifier": {"type": "monster", "name": "test-brute"}}]},
    {"round": "true", "always": true, "once": true, "rooms": [2], "figures": [
      {"identifier": {"type": "monster", "name": "test-golem"}, "type": "killed", "value": "all"}]},
    {"round": "true", "always": true, "once": true, "rooms": [2], "figures": [
      {"identifier": {"type": "objective", "name": "Door"}, "type": "dead"}]},
    {"round": "R > 1", "start": true, "figures": [
      {"type": "present", "identifier": {"type": "objective", "name": "Altar", "hp": "HP > 0"}},
      {"type": "heal", "value": "2", "identifier": {"type": "monster", "name": "test-brute"}}]},
    {"round": "true", "always": true, "once": true, "rooms": [2], "figures": [
      {"identifier": {"type": "monster", "name": "test-golem", "marker": "c"}, "type": "killed"}]},
    {"round": "true", "rooms": [2], "figures": [
      {"identifier": {"type": "objective", "name": "Door"}, "type": "dead"}]},
    {"round": "true", "always": true, "once": true, "figures": [
      {"identifier": {"type": "monster", "name": "test-hound"}, "type": "permanentCondition",
       "value": "invisible"}]}
  ]})";

TEST(GhsFigureRules, RulesWaitingForAFiguresConditionBecomeMapRules) {
  const std::string file = src("tests/data/import/vgb/two-rooms.json");
  const Layout l = read_vgb(load(file), file);
  const json ghs = json::parse(kFigureRules);
  GhsRules rules = read_ghs_rules(ghs, "s.json", 3, 1);
  resolve_ghs_reveals(l, ghs, "s.json", rules);
  const json r = round_rules_json(rules, 902);
  ASSERT_EQ(r.size(), 3u) << r.dump();
  EXPECT_EQ(r[0], json::parse(R"({"name": "scenario 902, special rule 1", "rounds": "true",
      "start": false, "present": "Door", "who": "Test Brute", "damage": 5})"));
  EXPECT_EQ(r[1], json::parse(R"({"name": "scenario 902, special rule 2", "rounds": "true",
      "killed": "Test Golem", "reveal": [0]})"));
  EXPECT_EQ(r[2]["killed"], "Door");
  // Two Altars: which one stands is not told; a marked golem; a death checked at the end of
  // a round only.
  EXPECT_TRUE(said(rules.not_set_up,
                   "rule 4 (start of rounds where \"R > 1\", when its figures' "
                   "condition holds): monster test-brute: heal \"2\""));
  EXPECT_TRUE(
      said(rules.not_set_up, "rule 5 (always, when its figures' condition holds): rooms 2"));
  EXPECT_TRUE(said(rules.not_set_up,
                   "rule 6 (end of rounds where \"true\", when its figures' "
                   "condition holds): rooms 2"));
  EXPECT_EQ(rules.monster_permanent_conditions["test-hound"],
            std::vector<std::string>{"invisible"});
  EXPECT_FALSE(said(rules.not_set_up, "permanentCondition"));
  // The round file loads them back.
  json round = json::parse(R"({"format": 1, "game": "gloomhaven", "name": "t",
    "coordinates": "even-q", "map": {"hexes": {"columns": 3, "rows": 1},
    "doors": [{"hex": [1, 0], "room": [[2, 0]]}]}, "monster_types": {}, "figures": [], "round": {}})");
  round["map"]["rules"] = r;
  const LoadedRound loaded = read_round(round, "t.json");
  ASSERT_EQ(loaded.round.rules.size(), 3u);
  EXPECT_EQ(loaded.round.rules[0].present, "Door");
  EXPECT_EQ(loaded.round.rules[1].killed, "Test Golem");
}

// One rule a marker's token (scenario 115's shape: rules 1 and 2 for altars a and b), with a
// hit-point test: merged into one rule for each Altar (`each`), its damage on that Altar
// alone, the negative damage of the data read as damage and said so; a rule for marker a
// alone, or a hit-point test the round cannot read, stays a warning saying why.
constexpr const char* kMarkerRules = R"({
  "objectives": [{"name": "Altar", "health": 4}],
  "rooms": [{"roomNumber": 1, "ref": "A1a", "objectives": ["1-a", "1-b"]}],
  "rules": [
    {"round": "R == 10", "start": true, "figures": [
      {"type": "present", "identifier": {"type": "objective", "name": "Altar", "marker": "a", "hp": "HP > 1"}},
      {"type": "damage", "value": -1, "identifier": {"type": "objective", "name": "Altar", "marker": "a", "hp": "HP > 1"}},
      {"type": "heal", "value": "[C/2{$math.floor}]", "identifier": {"type": "monster", "name": "test-brute"}}]},
    {"round": "R == 10", "start": true, "figures": [
      {"type": "present", "identifier": {"type": "objective", "name": "Altar", "marker": "b", "hp": "HP > 1"}},
      {"type": "damage", "value": -1, "identifier": {"type": "objective", "name": "Altar", "marker": "b", "hp": "HP > 1"}},
      {"type": "heal", "value": "[C/2{$math.floor}]", "identifier": {"type": "monster", "name": "test-brute"}}]},
    {"round": "true", "start": true, "figures": [
      {"type": "present", "identifier": {"type": "objective", "name": "Altar", "marker": "a"}},
      {"type": "heal", "value": "3", "identifier": {"type": "monster", "name": "test-brute"}}]},
    {"round": "true", "start": true, "figures": [
      {"type": "present", "identifier": {"type": "objective", "name": "Altar", "marker": "b", "hp": "HP % 2 == 1"}},
      {"type": "heal", "value": "3", "identifier": {"type": "monster", "name": "test-brute"}}]}
  ]})";

TEST(GhsFigureRules, OneRuleForEachMarkerIsOneRuleForEachToken) {
  GhsRules rules = read_ghs_rules(json::parse(kMarkerRules), "s.json", 3, 1);
  ASSERT_EQ(rules.objectives.size(), 1u);
  EXPECT_EQ(rules.objectives[0].markers, (std::vector<std::string>{"a", "b"}));
  const json r = round_rules_json(rules, 903);
  ASSERT_EQ(r.size(), 2u) << r.dump();
  EXPECT_EQ(r[0], json::parse(R"({"name": "scenario 903, special rules 1 and 2",
      "rounds": "R == 10", "start": true, "present": "Altar", "hp_above": 1, "each": true,
      "who": "Altar", "damage": 1})"));
  EXPECT_EQ(r[1]["who"], "Test Brute");
  EXPECT_EQ(r[1]["heal"], 1);  // 3 characters: C/2 rounded down
  EXPECT_EQ(r[1]["each"], true);
  EXPECT_TRUE(said(rules.not_set_up,
                   "objective Altar at marker a: the data's damage \"-1\" is "
                   "read as 1 damage to it"));
  EXPECT_TRUE(said(rules.not_set_up,
                   "rule 3 (start of rounds where \"true\", while the Altar at "
                   "marker a stands): monster test-brute: heal 3; not set up (the "
                   "layout does not tell the Altar of marker a from the others"));
  EXPECT_TRUE(said(rules.not_set_up,
                   "rule 4 (start of rounds where \"true\", when its figures' "
                   "condition holds): monster test-brute: heal \"3\""));
  // The round file loads them back.
  json round = json::parse(R"({"format": 1, "game": "gloomhaven", "name": "t",
    "coordinates": "even-q", "map": {"hexes": {"columns": 3, "rows": 1}}, "monster_types": {},
    "figures": [], "round": {}})");
  round["map"]["rules"] = r;
  const LoadedRound loaded = read_round(round, "t.json");
  ASSERT_EQ(loaded.round.rules.size(), 2u);
  EXPECT_TRUE(loaded.round.rules[0].each);
  EXPECT_EQ(loaded.round.rules[0].hp_above, 1);
}

// An objective the layout gives no hex: the round cannot tell it stands, the rule is a
// warning. A monster key, or an objective on a hex, stays.
TEST(GhsFigureRules, ARuleWaitingForAnObjectiveWithoutAHexIsAWarning) {
  GhsRules rules;
  rules.objectives.push_back({});
  rules.objectives[0].name = "Door";
  GhsRoundRule g;
  g.number = 2;
  g.effect = "reveal";
  g.killed = "Door";
  rules.round_rules = {g, g};
  rules.round_rules[1].killed = "test-golem";
  rules.round_rules[1].trigger_monster = true;
  drop_unplaced_figure_rules(rules);
  ASSERT_EQ(rules.round_rules.size(), 1u);
  EXPECT_EQ(rules.round_rules[0].killed, "test-golem");
  EXPECT_TRUE(said(rules.not_set_up,
                   "rule 2 (when the Door is destroyed): reveal; not set up "
                   "(the Door has no hex on the layout"));
  rules.objectives[0].cells.push_back({});
  rules.round_rules = {g};
  drop_unplaced_figure_rules(rules);
  EXPECT_EQ(rules.round_rules.size(), 1u);
}

// A permanent condition replaces the same one given as round 1 starts.
TEST(GhsFigureRules, APermanentConditionNeverExpires) {
  GhsRules rules;
  rules.monster_permanent_conditions["*"] = {"invisible"};
  json out = json::parse(R"(["invisible", "poison"])");
  add_permanent_conditions(out, "test-hound", rules);
  EXPECT_EQ(out, json::parse(R"(["poison", {"name": "invisible", "expires": "never"}])"));
  EXPECT_EQ(ghs_unplayed_state("damage"), "");
  EXPECT_THAT(ghs_unplayed_state("dormant"), ::testing::HasSubstr("toggled-off state"));
}

// Dormant monsters (solo scenario 3's shape): the tagged standees of some rooms made dormant
// once a room is revealed and activated when a marked standee is killed. The warning names the
// standees by their tag and rooms, the rooms placing untagged ones of the same types (which a
// type's inactive would take too), and the condition the round cannot tell.
TEST(GhsFigureRules, DormantMonstersAreNamedByTheirTagAndRooms) {
  const json ghs = json::parse(R"({"rooms": [
    {"roomNumber": 1, "monster": [{"name": "test-imp", "type": "normal", "tags": ["off"]},
                                  {"name": "test-drake", "type": "normal", "tags": ["off"]}]},
    {"roomNumber": 2, "monster": [{"name": "test-imp", "type": "elite", "tags": ["off"]}]},
    {"roomNumber": 3, "monster": [{"name": "test-imp", "type": "normal"}]},
    {"roomNumber": 4, "monster": [{"name": "test-golem", "type": "normal"}]}],
    "rules": [
    {"round": "true", "always": true, "once": true, "requiredRooms": [3], "figures": [
      {"identifier": {"type": "monster", "name": ".*", "tags": ["off"]}, "type": "dormant"}]},
    {"round": "true", "always": true, "once": true, "rooms": [4], "figures": [
      {"identifier": {"type": "monster", "name": "test-golem", "marker": "c"}, "type": "killed"},
      {"identifier": {"type": "monster", "name": ".*", "tags": ["off"]}, "type": "activate"}]}]})");
  const GhsRules r = read_ghs_rules(ghs, "setup.json", 3, 1);
  std::string all;
  for (const std::string& w : r.not_set_up) all += w + "\n";
  EXPECT_THAT(all, ::testing::HasSubstr(
                       "rule 1 (always, once room 3 is revealed): the Test Imp and Test Drake "
                       "standees tagged \"off\" (rooms 1 and 2), not those of room 3, while "
                       "monster_types' inactive takes every standee of a type: made dormant"));
  EXPECT_THAT(all, ::testing::HasSubstr("activated (dormant no more)"));
  EXPECT_THAT(all, ::testing::HasSubstr("it waits for the test-golem at marker c killed, which "
                                        "the round cannot tell: a standee with a marker"));
  EXPECT_THAT(all, ::testing::HasSubstr("rooms 4 are revealed; not set up (it waits for the "
                                        "test-golem at marker c killed"));
  // No tag: every standee of the types the name takes.
  EXPECT_EQ(ghs_tagged_standees(ghs, "test-golem", ""), "the Test Golem standees (room 4)");
  EXPECT_EQ(ghs_tagged_standees(ghs, "test-ooze", ""), "no standee of the rooms");
}

// A standing rule played once that waits for nothing and reveals a room (scenarios 90 and 92):
// the data gives no condition, which the warning says; its spawns come with the room's
// reveal (on_reveal, waiting for the room's doors); one that waits for a round does not.
TEST(GhsFigureRules, AnUnconditionedRevealTakesItsSpawnsAlong) {
  const GhsRules r = read_ghs_rules(json::parse(R"({"rules": [
    {"round": "true", "always": true, "once": true, "rooms": [2], "spawns": [
      {"monster": {"name": "test-imp", "type": "normal"}}]},
    {"round": "true", "always": true, "once": true, "rooms": [2, 3], "spawns": [
      {"monster": {"name": "test-imp", "type": "normal"}}]},
    {"round": "R == 2", "rooms": [3], "spawns": [
      {"monster": {"name": "test-imp", "type": "normal"}}]}]})"),
                                    "setup.json", 3, 1);
  ASSERT_EQ(r.spawns.size(), 3u);
  EXPECT_EQ(r.spawns[0].rooms, std::vector<int>{2});
  EXPECT_TRUE(r.spawns[0].on_reveal);
  EXPECT_EQ(r.spawns[1].rooms, (std::vector<int>{2, 3}));
  EXPECT_FALSE(r.spawns[1].on_reveal);
  EXPECT_TRUE(r.spawns[2].rooms.empty());
  std::string all;
  for (const std::string& w : r.not_set_up) all += w + "\n";
  EXPECT_THAT(all, ::testing::HasSubstr("rule 1 (always): rooms 2 are revealed; not set up (the "
                                        "data gives it no condition"));
  EXPECT_THAT(all, ::testing::HasSubstr("the round reveals them as a character opens their doors"));
}

// Toggles (scenario 61's lighthouse): a type switched off at the start of exactly the rounds
// it is not switched on in is inactive in those rounds (monster_types' inactive); a toggle at
// the end of a round, or one that leaves some round's state to the round before, stays a
// warning saying what the book means.
TEST(GhsFigureRules, TogglesThatSetEachRoundBecomeInactiveRounds) {
  const json ghs = json::parse(R"({"rules": [
    {"round": "R % 2 == 1", "start": true, "figures": [
      {"identifier": {"type": "monster", "name": "test-brute"}, "type": "toggleOn"},
      {"identifier": {"type": "monster", "name": "test-hound"}, "type": "toggleOff"}]},
    {"round": "R % 2 == 0", "start": true, "figures": [
      {"identifier": {"type": "monster", "name": "test-brute"}, "type": "toggleOff"},
      {"identifier": {"type": "monster", "name": "test-hound"}, "type": "toggleOn"}]},
    {"round": "R > 2", "start": true, "figures": [
      {"identifier": {"type": "monster", "name": "test-imp"}, "type": "toggleOff"}]},
    {"round": "R < 3", "start": true, "figures": [
      {"identifier": {"type": "monster", "name": "test-imp"}, "type": "toggleOn"}]},
    {"round": "R == 3", "figures": [
      {"identifier": {"type": "monster", "name": "test-golem"}, "type": "toggleOff"}]},
    {"round": "R == 1", "start": true, "figures": [
      {"identifier": {"type": "monster", "name": "test-golem"}, "type": "toggleOn"},
      {"identifier": {"type": "monster", "name": "test-rat"}, "type": "toggleOn"}]},
    {"round": "R == 4", "start": true, "figures": [
      {"identifier": {"type": "monster", "name": "test-rat"}, "type": "toggleOff"}]}]})");
  const GhsRules rules = read_ghs_rules(ghs, "s.json", 3, 1);
  using Inactive = std::pair<std::string, std::string>;
  EXPECT_EQ(rules.inactive.at("test-brute"), Inactive("R % 2 == 0", "special rules 1 and 2"));
  EXPECT_EQ(rules.inactive.at("test-hound"), Inactive("R % 2 == 1", "special rules 1 and 2"));
  EXPECT_EQ(rules.inactive.at("test-imp"), Inactive("R > 2", "special rules 3 and 4"));
  // At the end of round 3: the state it leaves is the next round's, not a round's own.
  EXPECT_FALSE(rules.inactive.contains("test-golem"));
  EXPECT_TRUE(said(rules.not_set_up,
                   "rule 5 (end of rounds where \"R == 3\"): monster "
                   "test-golem: toggled off (the scenario book"));
  // Rounds 2, 3 and 5 on are set by no toggle: their state carries over.
  EXPECT_FALSE(rules.inactive.contains("test-rat"));
  EXPECT_TRUE(said(rules.not_set_up, "monster test-rat: toggled on"));
  EXPECT_FALSE(said(rules.not_set_up, "test-brute"));
}

// The real data's rules waiting for figures (read from ../shared when present): scenario 36's
// damage while the door stands, 79's room revealed when the last Stone Golem is killed (played:
// the characters kill every golem, The Betrayer is placed), solo 14's permanently invisible
// Hound.
TEST(GhsFigureRules, RealRulesWaitingForFigures) {
  const fs::path ghs = std::string(ARBITER_SOURCE_DIR) + "/../shared/data/ghs";
  if (!fs::is_directory(ghs)) GTEST_SKIP() << "no GHS data at " << ghs;
  game::LayoutRequest req;
  req.data = ghs.string();
  const auto import = [&](const char* file) {
    return json::parse(kVgbImporter.import_one(req, src(file)).text);
  };
  const auto rule_with = [](const json& j, const char* key) {
    for (const json& r : j["map"].value("rules", json::array()))
      if (r.contains(key)) return r;
    return json();
  };
  const json r36 = rule_with(import("data/vgb/scenarios/36.json"), "present");
  EXPECT_EQ(r36["present"], "Door");
  EXPECT_EQ(r36["who"], "Prime Demon");
  EXPECT_EQ(r36["damage"], 5);  // (2 x 3) + 1 - 2
  json j79 = import("data/vgb/scenarios/79.json");
  const json r79 = rule_with(j79, "killed");
  EXPECT_EQ(r79["killed"], "Stone Golem");
  ASSERT_TRUE(r79.contains("reveal")) << r79.dump();
  json attacks = json::array();
  for (const json& f : j79["figures"])
    if (f.value("type", "") == "Stone Golem")
      attacks.push_back({{"attack", f["id"]}, {"damage", 100}});
  for (json& f : j79["figures"])
    if (f["kind"] == "character") {
      f["actions"] = attacks;
      f["initiative"] = 1;
      break;
    }
  TurnWorkspace ws;
  const RoundOutcome o =
      play_round(read_round(j79, "79.json"), profile_for(RuleSet::Gloomhaven), RoundRequest{}, ws);
  std::string notes;
  for (const std::string& n : o.notes) notes += n + "\n";
  EXPECT_THAT(notes, ::testing::HasSubstr("when the last Stone Golem is killed): the door at"));
  EXPECT_TRUE(std::any_of(o.summoned.begin(), o.summoned.end(), [](const auto& s) {
    return s.first.rfind("The Betrayer", 0) == 0;
  })) << notes;
  const json s14 = import("data/vgb/scenarios/solo/14.json");
  bool hound = false;
  for (const json& f : s14["figures"])
    if (f.value("type", "") == "Ghost Wolf") {  // the Hound under its scenario name
      hound = true;
      EXPECT_EQ(f["conditions"], json::parse(R"([{"name": "invisible", "expires": "never"}])"));
    }
  EXPECT_TRUE(hound);
  // Scenario 115: rules 6 and 7 (altars a and b), 8 and 9 (round 10, more than 1 hit point),
  // each a damage on its altar and a heal of the Manifestation of Corruption for it.
  const json j115 = import("data/vgb/scenarios/115.json");
  std::vector<json> each;
  for (const json& r : j115["map"].value("rules", json::array()))
    if (r.value("each", false)) each.push_back(r);
  ASSERT_EQ(each.size(), 4u) << j115["map"].dump();
  EXPECT_EQ(each[0]["name"], "scenario 115, special rules 6 and 7");
  EXPECT_EQ(each[0]["who"], "Altar");
  EXPECT_EQ(each[0]["damage"], 1);
  EXPECT_EQ(each[1]["who"], "Manifestation Of Corruption");
  EXPECT_EQ(each[1]["heal"], 1);  // C/2 rounded down, 3 characters
  EXPECT_EQ(each[2]["name"], "scenario 115, special rules 8 and 9");
  EXPECT_EQ(each[2]["hp_above"], 1);
  EXPECT_EQ(each[3]["rounds"], "R == 10");
}

// Scenario 61 (read from ../shared when present): the book's two groups that take turns, the
// Oozes and Giant Vipers off in even rounds, the Flame and Frost Demons in odd ones, written
// as each type's inactive rounds with no warning; the imported first round plays no demon,
// the second no Ooze nor Viper.
TEST(GhsFigureRules, RealScenario61TakesTurnsByGroup) {
  const fs::path ghs = std::string(ARBITER_SOURCE_DIR) + "/../shared/data/ghs";
  if (!fs::is_directory(ghs)) GTEST_SKIP() << "no GHS data at " << ghs;
  game::LayoutRequest req;
  req.data = ghs.string();
  const auto imported = kVgbImporter.import_one(req, src("data/vgb/scenarios/61.json"));
  EXPECT_FALSE(said(imported.warnings, "toggled")) << ::testing::PrintToString(imported.warnings);
  json j = json::parse(imported.text);
  const json& types = j["monster_types"];
  EXPECT_EQ(types["Ooze"]["inactive"]["rounds"], "R % 2 == 0");
  EXPECT_EQ(types["Giant Viper"]["inactive"]["rounds"], "R % 2 == 0");
  EXPECT_EQ(types["Flame Demon"]["inactive"]["rounds"], "R % 2 == 1");
  EXPECT_EQ(types["Frost Demon"]["inactive"]["name"], "scenario 61, special rules 1 and 2");
  EXPECT_EQ(j["round"]["number"], 1);
  const auto acting = [&](int round) {
    j["round"]["number"] = round;
    TurnWorkspace ws;
    const LoadedRound r = read_round(j, "61.json");
    const RoundOutcome o = play_round(r, profile_for(RuleSet::Gloomhaven), RoundRequest{}, ws);
    std::set<std::string> out;
    for (const Activation& a : o.timeline)
      for (const Figure& f : r.position.figures)
        if (f.id == a.figure && f.type) out.insert(*f.type);
    return out;
  };
  EXPECT_EQ(acting(1), (std::set<std::string>{"Giant Viper", "Ooze"}));
  EXPECT_EQ(acting(2), (std::set<std::string>{"Flame Demon", "Frost Demon"}));
}

}  // namespace
}  // namespace arbiter::gloomhaven::import
