// A scenario's special rules by round in a round (round_rules.cpp, round_file_rules.cpp):
// each effect on the figures `who` names, the figures' conditions a rule waits for (`present`,
// `killed`), the notes naming the rule, and the new fields' bad values refused naming the
// place. The rules' moments in the round are pinned by the
// hand-worked rounds in scenarios/gloomhaven/rounds/ (rule-*).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "solver/gloomhaven/round.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "tests/support/loader_errors.hpp"
#include "tests/support/source_files.hpp"

namespace arbiter::gloomhaven {
namespace {

using nlohmann::json;

// C1 and an Inox Guard I1 (5 of 8 hit points) far apart, an Altar objective; round 3.
json base() {
  return json::parse(R"({
    "format": 1, "game": "gloomhaven", "name": "t", "coordinates": "even-q",
    "map": {"hexes": {"columns": 8, "rows": 5},
            "objectives": [{"name": "Altar", "hex": [7, 4], "hp": 6}],
            "rules": [{"name": "r", "rounds": "R % 3 == 0", "start": true, "who": "monsters",
                       "heal": 2}]},
    "monster_types": {
      "Inox Guard": {"normal": {"hp": 8, "move": 1, "attack": 2}, "standees": 2,
                     "card": {"initiative": 40, "actions": [{"shield": 1}]}}
    },
    "figures": [
      {"id": "C1", "side": "players", "kind": "character", "hex": [0, 0], "initiative": 30, "hp": 10, "max_hp": 10},
      {"id": "I1", "side": "monsters", "kind": "monster", "hex": [6, 0], "type": "Inox Guard", "rank": "normal", "standee": 1, "hp": 5}
    ],
    "round": {"number": 3}
  })");
}

RoundOutcome play(const json& j) {
  TurnWorkspace ws;
  return play_round(read_round(j, "t.json"), profile_for(RuleSet::Gloomhaven), RoundRequest{}, ws);
}

std::string notes_of(const RoundOutcome& o) {
  std::string s;
  for (const auto& n : o.notes) s += n + "\n";
  return s;
}

const FigureEnd& end_of(const RoundOutcome& o, const std::string& id) {
  for (const FigureEnd& f : o.end)
    if (f.id == id) return f;
  throw std::runtime_error("no figure " + id);
}

TEST(RoundRules, EachEffectActsOnTheFiguresItNames) {
  const RoundOutcome healed = play(base());
  EXPECT_EQ(end_of(healed, "I1").hp, 7);
  EXPECT_EQ(end_of(healed, "C1").hp, 10);  // a character is not a monster
  EXPECT_EQ(end_of(healed, "Altar 1").hp, 6);
  EXPECT_THAT(notes_of(healed), ::testing::HasSubstr("scenario rule 1 (r, start of the rounds "
                                                     "where R % 3 == 0): I1 heals 2"));
  json j = base();
  j["map"]["rules"] = json::parse(R"([
    {"name": "a", "who": "Altar", "damage": 2},
    {"name": "b", "who": "figures", "damage": 1},
    {"name": "c", "who": "characters", "conditions": ["poison"], "start": true},
    {"name": "d", "who": "Ooze", "damage": 1}])");
  const RoundOutcome o = play(j);
  EXPECT_EQ(end_of(o, "Altar 1").hp, 4);  // "figures" leaves the objectives out
  EXPECT_EQ(end_of(o, "I1").hp, 4);
  // Poisoned at the start; the end's 1 damage is suffered, not an attack: no +1.
  EXPECT_EQ(end_of(o, "C1").hp, 9);
  EXPECT_TRUE(end_of(o, "C1").conditions & bit(Condition::Poison));
  EXPECT_THAT(notes_of(o), ::testing::HasSubstr("no figure on the board is Ooze"));
}

TEST(RoundRules, ARuleNotInThisRoundOrWithoutTheRoundSaysWhy) {
  json j = base();
  j["round"]["number"] = 4;
  EXPECT_EQ(end_of(play(j), "I1").hp, 5);
  EXPECT_THAT(notes_of(play(j)), ::testing::HasSubstr("R % 3 == 0 is false in round 4"));
  j["round"].erase("number");
  EXPECT_EQ(end_of(play(j), "I1").hp, 5);
  EXPECT_THAT(notes_of(play(j)), ::testing::HasSubstr("round.number is not given"));
  // An element at the end of the round is set before the clean-up: waning next round.
  j["map"]["rules"] = json::parse(R"([{"name": "e", "elements": {"fire": "strong"}}])");
  EXPECT_EQ(play(j).elements[static_cast<std::size_t>(Element::Fire)], ElementState::Waning);
}

// `present`: the rule acts only while a figure it names stands, checked when it would act.
TEST(RoundRules, APresentRuleActsOnlyWhileItsFigureStands) {
  json j = base();
  j["map"]["rules"][0]["present"] = "Altar";
  EXPECT_EQ(end_of(play(j), "I1").hp, 7);
  j["map"]["rules"][0]["present"] = "Tree";
  const RoundOutcome o = play(j);
  EXPECT_EQ(end_of(o, "I1").hp, 5);
  EXPECT_THAT(notes_of(o), ::testing::HasSubstr("while Tree is on the board): no figure on the "
                                                "board is Tree: not played"));
}

// `each`: once for each figure holding `present` (and `hp_above`), as the moment begins; on
// that figure alone when `who` names the same figures. Two Altars (6 and 2 hit points).
TEST(RoundRules, AnEachRuleActsOnceForEachFigureItsConditionHolds) {
  json j = base();
  j["map"]["objectives"].push_back(json::parse(R"({"name": "Altar", "hex": [7, 0], "hp": 2})"));
  j["map"]["rules"] = json::parse(R"([
    {"name": "a", "start": true, "present": "Altar", "each": true, "who": "Altar", "damage": 2},
    {"name": "b", "start": true, "present": "Altar", "each": true, "who": "Inox Guard",
     "heal": 1},
    {"name": "c", "start": true, "present": "Altar", "hp_above": 3, "each": true,
     "who": "Inox Guard", "heal": 1}])");
  const RoundOutcome o = play(j);
  EXPECT_EQ(end_of(o, "Altar 1").hp, 4);  // its own damage, not Altar 2's too
  EXPECT_TRUE(end_of(o, "Altar 2").removed);
  // Rules b and c were judged as the round began: b for both Altars (Altar 2 then stood), c
  // for Altar 1 alone (6 > 3, 2 is not): three heals of 1.
  EXPECT_EQ(end_of(o, "I1").hp, 8);
  EXPECT_THAT(notes_of(o), ::testing::HasSubstr("for each Altar on the board): for Altar 1: "
                                                "Altar 1 suffers 2 damage"));
  EXPECT_THAT(notes_of(o), ::testing::HasSubstr("for each Altar with more than 3 hit points on "
                                                "the board): for Altar 1: I1 heals 1"));
  // Without `each`, one heal whatever the number of Altars; above every Altar's hit points,
  // none, and the note says why.
  j["map"]["rules"][1].erase("each");
  j["map"]["rules"][2]["hp_above"] = 6;
  const RoundOutcome p = play(j);
  EXPECT_EQ(end_of(p, "I1").hp, 6);
  EXPECT_THAT(notes_of(p), ::testing::HasSubstr("no Altar on the board has more than 6 hit "
                                                "points: not played"));
}

// `killed`: the rule acts as the last figure it names dies, once, within the killer's turn;
// one of two killed leaves the other: nothing.
TEST(RoundRules, AKilledRuleActsAsTheLastOfItsFiguresDies) {
  json j = base();
  j["figures"][0]["actions"] = json::parse(R"([{"attack": "I1", "damage": 5}])");
  j["map"]["rules"] = json::parse(R"([
    {"name": "k", "killed": "Inox Guard", "who": "Altar", "damage": 2},
    {"name": "p", "killed": "Altar", "who": "characters", "heal": 1}])");
  const RoundOutcome o = play(j);
  EXPECT_TRUE(end_of(o, "I1").removed);
  EXPECT_EQ(end_of(o, "Altar 1").hp, 4);
  EXPECT_THAT(notes_of(o), ::testing::HasSubstr("scenario rule 1 (k, when the last Inox Guard is "
                                                "killed): Altar 1 suffers 2 damage"));
  EXPECT_THAT(notes_of(o), ::testing::Not(::testing::HasSubstr("scenario rule 2")));
  // A second Guard still standing: the rule waits.
  j["figures"].push_back(json::parse(R"({"id": "I2", "side": "monsters", "kind": "monster",
      "hex": [6, 4], "type": "Inox Guard", "rank": "normal", "standee": 2})"));
  const RoundOutcome two = play(j);
  EXPECT_TRUE(end_of(two, "I1").removed);
  EXPECT_EQ(end_of(two, "Altar 1").hp, 6);
  // A damage rule that kills sets off the rule waiting for that death.
  j = base();
  j["map"]["rules"] = json::parse(R"([
    {"name": "d", "who": "Altar", "damage": 6, "start": true},
    {"name": "k", "killed": "Altar", "who": "monsters", "damage": 1}])");
  EXPECT_EQ(end_of(play(j), "I1").hp, 4);
}

// A room a death reveals in the killer's turn: a monster of lower initiative than the killer's
// acts right after that turn (as one a door's opener revealed), before the round resumes.
TEST(RoundRules, ARoomAKillRevealsActsAfterTheKillersTurnWhenItsInitiativeIsLower) {
  json j = base();
  j["map"]["doors"] = json::parse(R"([{"hex": [3, 2], "room": [[4, 2]],
      "monsters": [{"hex": [4, 2], "type": "Imp", "rank": "normal", "id": "M1"}]}])");
  j["monster_types"]["Imp"] = json::parse(
      R"({"normal": {"hp": 3, "move": 1, "attack": 1}, "card": {"initiative": 5, "actions": []}})");
  j["map"]["rules"] = json::parse(R"([{"name": "k", "killed": "Inox Guard", "reveal": [0]}])");
  j["figures"][0]["actions"] = json::parse(R"([{"attack": "I1", "damage": 5}])");
  const RoundOutcome o = play(j);
  ASSERT_EQ(o.timeline.size(), 2u);
  EXPECT_EQ(o.timeline[0].figure, "C1");
  EXPECT_EQ(o.timeline[1].figure, "M1");
  EXPECT_THAT(o.timeline[1].why, ::testing::HasSubstr("opened by a scenario rule; card initiative "
                                                      "5 is lower than the opener's 30"));
}

void expect_error(const std::function<void(json&)>& edit, const std::string& place,
                  const std::string& fact) {
  testing::expect_load_error(read_round, base(), edit, place, fact);
}

TEST(RoundRules, BadFieldsAreRefusedNamingThePlace) {
  const auto rule = [](const char* text) {
    return [text](json& j) { j["map"]["rules"][0] = json::parse(text); };
  };
  expect_error([](json& j) { j["map"]["rules"] = json::object(); }, "map.rules", "");
  expect_error(rule(R"({"who": "monsters", "heal": 2})"), "map.rules[0].name", "");
  expect_error(rule(R"({"name": "r"})"), "map.rules[0]", "exactly one effect");
  expect_error(rule(R"({"name": "r", "heal": 2, "damage": 1, "who": "monsters"})"), "map.rules[0]",
               "(2 given)");
  expect_error(rule(R"({"name": "r", "heal": 2})"), "map.rules[0].who", "");
  expect_error(rule(R"({"name": "r", "heal": 0, "who": "monsters"})"), "map.rules[0].heal", "");
  expect_error(rule(R"({"name": "r", "damage": 1e9, "who": "monsters"})"), "map.rules[0].damage",
               "");
  expect_error(rule(R"({"name": "r", "damage": "2", "who": "monsters"})"), "map.rules[0].damage",
               "");
  expect_error(rule(R"({"name": "r", "elements": {"ice": "strong"}, "who": "monsters"})"),
               "map.rules[0].who", "not to elements");
  expect_error(rule(R"({"name": "r", "elements": {"mud": "strong"}})"), "map.rules[0].elements.mud",
               "unknown element");
  expect_error(rule(R"({"name": "r", "elements": {"ice": "hot"}})"), "map.rules[0].elements.ice",
               "");
  expect_error(rule(R"({"name": "r", "elements": {}})"), "map.rules[0].elements", "");
  expect_error(rule(R"({"name": "r", "conditions": [], "who": "monsters"})"),
               "map.rules[0].conditions", "at least one");
  expect_error(rule(R"({"name": "r", "conditions": ["sleepy"], "who": "monsters"})"),
               "map.rules[0].conditions[0]", "");
  expect_error(rule(R"({"name": "r", "reveal": [0]})"), "map.rules[0].reveal[0]",
               "not in map.doors (0 given)");
  expect_error(rule(R"({"name": "r", "reveal": []})"), "map.rules[0].reveal", "at least one");
  expect_error(rule(R"({"name": "r", "reveal": 0})"), "map.rules[0].reveal", "");
  expect_error(rule(R"({"name": "r", "rounds": "X == 1", "heal": 1, "who": "monsters"})"),
               "map.rules[0].rounds", "unknown name \"X\"");
  expect_error(rule(R"({"name": "r", "start": 1, "heal": 1, "who": "monsters"})"),
               "map.rules[0].start", "");
  expect_error(rule(R"({"name": "r", "heal": 1, "who": "monsters", "when": "now"})"),
               "map.rules[0].when", "");
  expect_error(rule(R"({"name": "r", "heal": 1, "who": "monsters", "present": ""})"),
               "map.rules[0].present", "");
  expect_error(rule(R"({"name": "r", "heal": 1, "who": "monsters", "killed": 3})"),
               "map.rules[0].killed", "");
  expect_error(
      rule(R"({"name": "r", "heal": 1, "who": "monsters", "present": "A", "killed": "B"})"),
      "map.rules[0].killed", "not both");
  expect_error(rule(R"({"name": "r", "heal": 1, "who": "monsters", "start": true, "killed": "B"})"),
               "map.rules[0].start", "not at the start of a round");
  expect_error(rule(R"({"name": "r", "heal": 1, "who": "monsters", "hp_above": 1})"),
               "map.rules[0].hp_above", "belongs to a rule with \"present\"");
  expect_error(rule(R"({"name": "r", "heal": 1, "who": "monsters", "killed": "A", "each": true})"),
               "map.rules[0].each", "belongs to a rule with \"present\"");
  expect_error(rule(R"({"name": "r", "heal": 1, "who": "monsters", "present": "A",
                        "hp_above": -1})"),
               "map.rules[0].hp_above", "");
  expect_error(rule(R"({"name": "r", "heal": 1, "who": "monsters", "present": "A",
                        "hp_above": 1e9})"),
               "map.rules[0].hp_above", "");
  expect_error(rule(R"({"name": "r", "heal": 1, "who": "monsters", "present": "A",
                        "each": "yes"})"),
               "map.rules[0].each", "");
  // A division by zero only round 3 reveals: exit 2 naming the field.
  json j = base();
  j["map"]["rules"][0]["rounds"] = "R % (R - 3) == 0";
  try {
    play(j);
    ADD_FAILURE() << "played";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.place(), "map.rules[0].rounds");
    EXPECT_THAT(e.problem(), ::testing::HasSubstr("division by zero"));
  }
}

// A door in column 4 (the wall's only gap) with an elite Inox Guard behind it; the type's door
// change (elite 20 hit points, attack 5; normal 4 hit points) holds once the door opens. C1
// opens it in its turn (or a rule reveals it at the start of the round).
json door_change_base() {
  json j = base();
  j["map"].erase("rules");
  j["map"].erase("objectives");
  j["map"]["terrain"] = json::parse(R"({"wall": [[4, 0], [4, 1], [4, 3], [4, 4]]})");
  j["map"]["doors"] = json::parse(R"([{"hex": [4, 2], "room": [[5, 2], [6, 2], [7, 2]],
      "monsters": [{"hex": [5, 2], "type": "Inox Guard", "rank": "elite"}]}])");
  json& t = j["monster_types"]["Inox Guard"];
  t["elite"] = json::parse(R"({"hp": 12, "move": 1, "attack": 3})");
  t["door_changes"] = json::parse(R"([{"name": "the guards grow", "doors": [0],
      "normal": {"hp": 4, "move": 1, "attack": 2}, "elite": {"hp": 20, "move": 1, "attack": 5}}])");
  j["figures"][0]["hex"] = json::parse("[3, 2]");
  j["figures"][0]["actions"] = json::parse(R"([{"move": [[4, 2]]}])");
  return j;
}

TEST(RoundRules, ADoorChangeHoldsFromTheDoorsOpening) {
  const RoundOutcome o = play(door_change_base());
  // The revealed elite at the changed 20; I1 (5 of the printed 8) at most the changed 4.
  EXPECT_EQ(end_of(o, "Inox Guard 2").hp, 20);
  EXPECT_EQ(end_of(o, "Inox Guard 2").max_hp, 20);
  EXPECT_EQ(end_of(o, "I1").hp, 4);
  EXPECT_EQ(end_of(o, "I1").max_hp, 4);
  std::string lines;
  for (const auto& a : o.timeline)
    for (const auto& r : a.actions)
      for (const auto& l : r.lines) lines += l + "\n";
  EXPECT_THAT(lines, ::testing::HasSubstr("Inox Guard's normal, elite stat cards change (the "
                                          "guards grow)"));
  EXPECT_THAT(lines,
              ::testing::HasSubstr("I1 keeps 4 hit points of 5, the changed card's maximum"));
  // The door not opened: the printed cards.
  json shut = door_change_base();
  shut["figures"][0].erase("actions");
  const RoundOutcome s = play(shut);
  EXPECT_EQ(end_of(s, "I1").hp, 5);
  EXPECT_EQ(end_of(s, "I1").max_hp, 8);
  // A rule revealing the room at the start of the round starts the change too.
  shut["map"]["rules"] = json::parse(R"([{"name": "r", "start": true, "reveal": [0]}])");
  EXPECT_EQ(end_of(play(shut), "Inox Guard 2").max_hp, 20);
}

TEST(RoundRules, BadDoorChangesAreRefusedNamingThePlace) {
  const std::string at = "monster_types[\"Inox Guard\"].door_changes";
  const auto change = [](const char* text) {
    return [text](json& j) {
      j["monster_types"]["Inox Guard"]["door_changes"][0] = json::parse(text);
    };
  };
  const auto expect = [](const std::function<void(json&)>& edit, const std::string& place,
                         const std::string& fact) {
    testing::expect_load_error(read_round, door_change_base(), edit, place, fact);
  };
  expect(change(R"({"name": "c", "doors": [1], "normal": {"hp": 1, "move": 1, "attack": 1}})"),
         at + "[0].doors[0]", "not in map.doors (1 given)");
  expect(change(R"({"name": "c", "doors": [0, 0], "normal": {"hp": 1, "move": 1, "attack": 1}})"),
         at + "[0].doors[1]", "listed twice");
  expect(change(R"({"name": "c", "doors": [], "normal": {"hp": 1, "move": 1, "attack": 1}})"),
         at + "[0].doors", "at least one");
  expect(change(R"({"name": "c", "doors": [0]})"), at + "[0]", "at least one stat card");
  expect(change(R"({"doors": [0], "normal": {"hp": 1, "move": 1, "attack": 1}})"), at + "[0].name",
         "");
  expect(change(R"({"name": "c", "doors": [0], "normal": {"hp": 0, "move": 1, "attack": 1}})"),
         at + "[0].normal.hp", "");
  expect(
      change(
          R"({"name": "c", "doors": [0], "when": 1, "normal": {"hp": 1, "move": 1, "attack": 1}})"),
      at + "[0].when", "");
  expect([](json& j) { j["monster_types"]["Inox Guard"]["door_changes"] = json::object(); }, at,
         "");
}

// monster_types' `figure_changes` (scenario 22's "for each altar standing"): the values of X
// added to the card, X counted at each moment; refused fields name their place.
TEST(RoundRules, AFigureChangeCountsTheFiguresStanding) {
  json j = base();
  j["map"]["objectives"].push_back(json::parse(R"({"name": "Altar", "hex": [7, 0], "hp": 2})"));
  j["monster_types"]["Inox Guard"]["figure_changes"] =
      json::parse(R"([{"name": "f", "present": "Altar", "hp": "X", "attack": "2*X"}])");
  j["figures"][1].erase("hp");
  RoundOutcome o = play(j);
  EXPECT_EQ(end_of(o, "I1").hp, 10);  // 8 + 2 Altars, counted once both are on the board
  EXPECT_EQ(end_of(o, "I1").max_hp, 10);
  EXPECT_THAT(notes_of(o), ::testing::HasSubstr("Inox Guard's stat cards change by the Altar on "
                                                "the board (f): X = 2, hit points X = 2, attack "
                                                "2*X = 4"));
  // An Altar destroyed in C1's turn: the maximum falls to 9 at once.
  j["figures"][0]["actions"] = json::parse(R"([{"attack": "Altar 2", "damage": 2}])");
  o = play(j);
  EXPECT_EQ(end_of(o, "I1").hp, 9);
  EXPECT_EQ(end_of(o, "I1").max_hp, 9);
  // Waiting for a door none opens: the printed card, and the note says so.
  j["map"]["doors"] = json::parse(R"([{"hex": [3, 4], "room": [[4, 4]]}])");
  j["monster_types"]["Inox Guard"]["figure_changes"][0]["doors"] = json::parse("[0]");
  o = play(j);
  EXPECT_EQ(end_of(o, "I1").max_hp, 8);
  EXPECT_THAT(notes_of(o), ::testing::HasSubstr("not yet, it waits for the door at"));
  // A division by zero for this round's X: exit 2 naming the field.
  j["monster_types"]["Inox Guard"]["figure_changes"][0].erase("doors");
  j["monster_types"]["Inox Guard"]["figure_changes"][0]["attack"] = "X / (X - 2)";
  j["figures"][0].erase("actions");
  try {
    play(j);
    ADD_FAILURE() << "played";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_THAT(e.place(), ::testing::HasSubstr("figure_changes"));
    EXPECT_THAT(e.problem(), ::testing::HasSubstr("division by zero"));
  }
}

TEST(RoundRules, BadFigureChangesAreRefusedNamingThePlace) {
  const std::string at = "monster_types[\"Inox Guard\"].figure_changes";
  const auto change = [](const char* text) {
    return [text](json& j) {
      j["monster_types"]["Inox Guard"]["figure_changes"][0] = json::parse(text);
    };
  };
  const auto expect = [](const std::function<void(json&)>& edit, const std::string& place,
                         const std::string& fact) {
    testing::expect_load_error(read_round, base(), edit, place, fact);
  };
  expect(change(R"({"name": "f", "hp": "X"})"), at + "[0].present", "");
  expect(change(R"({"present": "Altar", "hp": "X"})"), at + "[0].name", "");
  expect(change(R"({"name": "f", "present": "Altar"})"), at + "[0]", "at least one value");
  expect(change(R"({"name": "f", "present": "Altar", "hp": "Y"})"), at + "[0].hp",
         "unknown name \"Y\"");
  expect(change(R"({"name": "f", "present": "Altar", "attack": 2})"), at + "[0].attack", "");
  expect(change(R"({"name": "f", "present": "Altar", "move": "R"})"), at + "[0].move",
         "unknown name \"R\"");
  expect(change(R"({"name": "f", "present": "Altar", "hp": "X", "doors": [0]})"),
         at + "[0].doors[0]", "not in map.doors (0 given)");
  expect(change(R"({"name": "f", "present": "Altar", "hp": "X", "doors": 0})"), at + "[0].doors",
         "");
  expect(change(R"({"name": "f", "present": "Altar", "hp": "X", "when": 1})"), at + "[0].when", "");
  expect([](json& j) { j["monster_types"]["Inox Guard"]["figure_changes"] = json::object(); }, at,
         "");
}

// monster_types' `inactive` (the scenario book's lighthouse: the group that is off "does not
// activate and is unaffected by all abilities"), on the hand-worked corridor of
// inactive-monster-is-passed-by.json: in round 2 the Ooze takes no turn, the Guard's heal
// passes it by, the summon walks through it to the Guard, and C1's attack does nothing. In
// round 1 the same board plays the Ooze as any monster: every one of those answers changes.
TEST(RoundRules, AnInactiveMonsterTakesNoTurnAndIsUnaffectedByAllAbilities) {
  const json file = arbiter::testing::load(
      arbiter::testing::src("scenarios/gloomhaven/rounds/inactive-monster-is-passed-by.json"));
  const RoundOutcome off = play(file);
  std::vector<std::string> order;
  for (const Activation& a : off.timeline) order.push_back(a.figure);
  EXPECT_EQ(order, (std::vector<std::string>{"Guard 1", "S1", "C1"}));
  EXPECT_EQ(end_of(off, "Ooze 1").hp, 3);  // neither healed by the Guard nor hurt by C1
  EXPECT_THAT(notes_of(off), ::testing::HasSubstr("Ooze (the lighthouse's rule, inactive in the "
                                                  "rounds where R % 2 == 0): inactive in this "
                                                  "round: it does not activate"));
  std::string lines;
  for (const ActionRecord& r : off.timeline.back().actions)
    for (const std::string& l : r.lines) lines += l + "\n";
  EXPECT_THAT(lines, ::testing::HasSubstr("attack Ooze 1: inactive this round"));
  // The pictures of the decisions draw the Ooze on its own side.
  RoundRequest pictures;
  pictures.keep_positions = true;
  TurnWorkspace ws;
  const RoundOutcome drawn =
      play_round(read_round(file, "t.json"), profile_for(RuleSet::Gloomhaven), pictures, ws);
  EXPECT_FALSE(drawn.positions.empty());
  for (const Scenario& p : drawn.positions)
    for (const Figure& f : p.figures)
      if (f.id == "Ooze 1") {
        EXPECT_EQ(f.side, Side::Monsters);
      }
  json on = file;
  on["round"]["number"] = 1;
  on["figures"][0].erase("actions");  // C1 may not move through an active Ooze
  const RoundOutcome o = play(on);
  ASSERT_FALSE(o.timeline.empty());
  EXPECT_EQ(o.timeline[0].figure, "Ooze 1");  // initiative 10: first
  EXPECT_EQ(end_of(o, "Ooze 1").hp, 5);       // the Guard heals it (2 lost)
  EXPECT_EQ(end_of(o, "S1").hp, 2);           // the Ooze's attack, +0: 2
  const Coord s1 = read_round(on, "t.json").position.figures[1].hex;
  EXPECT_EQ(end_of(o, "S1").hex, s1);    // it attacks the adjacent Ooze where it stands
  EXPECT_NE(end_of(off, "S1").hex, s1);  // it walked through the Ooze to the Guard
  EXPECT_THAT(notes_of(o), ::testing::HasSubstr("active in this round (R % 2 == 0 is false in "
                                                "round 1)"));
  // Stated moves: through the inactive Ooze, never onto it.
  json onto = file;
  onto["figures"][0]["actions"] = json::parse(R"([{"move": [[1, 0], [2, 0]]}])");
  try {
    play(onto);
    ADD_FAILURE() << "a move ending on an inactive monster was played";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.place(), "C1.actions (move)");
    EXPECT_THAT(e.problem(), ::testing::HasSubstr("cannot end there"));
  }
}

// An area of a monster on the characters' side leaves the inactive monster out: the Archer's
// four hexes along the corridor take the Guard and the Ooze in round 1, the Guard alone in
// round 2.
TEST(RoundRules, AnInactiveMonsterIsLeftOutOfAreas) {
  json j = arbiter::testing::load(
      arbiter::testing::src("scenarios/gloomhaven/rounds/inactive-monster-is-passed-by.json"));
  j["figures"][0].erase("actions");
  j["monster_types"]["Archer"] = json::parse(R"({"normal": {"hp": 4, "move": 0, "attack": 1},
      "card": {"initiative": 5, "actions": [{"attack": "+0", "range": 5,
               "aoe": {"melee": false, "hexes": [[0, 0], [1, -1], [2, -1], [3, -2]]}}]}})");
  j["figures"].push_back(json::parse(R"({"id": "A1", "side": "players", "kind": "monster",
      "hex": [6, 0], "type": "Archer", "rank": "normal", "standee": 1})"));
  const auto targets = [&](int round) {
    j["round"]["number"] = round;
    const RoundOutcome o = play(j);
    std::vector<std::string> out;
    if (o.timeline.empty() || o.timeline[0].figure != "A1") return out;
    for (const ActionRecord& r : o.timeline[0].actions)
      for (const AttackRecord& a : r.attacks) out.push_back(a.target);
    return out;
  };
  EXPECT_EQ(targets(2), std::vector<std::string>{"Guard 1"});
  EXPECT_EQ(targets(1), (std::vector<std::string>{"Guard 1", "Ooze 1"}));
}

TEST(RoundRules, BadInactiveFieldsAreRefusedNamingThePlace) {
  const auto inactive = [](const char* text) {
    return [text](json& j) { j["monster_types"]["Inox Guard"]["inactive"] = json::parse(text); };
  };
  const std::string at = "monster_types[\"Inox Guard\"].inactive";
  expect_error(inactive(R"({"rounds": "X == 1"})"), at + ".rounds", "not an expression");
  expect_error(inactive(R"({"rounds": ""})"), at + ".rounds", "");
  expect_error(inactive(R"({"rounds": 2})"), at + ".rounds", "");
  expect_error(inactive(R"({"name": "r"})"), at, "needs at least one of");
  expect_error(inactive(R"({"rounds": "true", "when": 1})"), at + ".when", "");
  expect_error(inactive(R"("R % 2 == 0")"), at, "");
  expect_error(inactive(R"({"rounds": "R / 0 == 1"})"), at + ".rounds", "");
  expect_error(
      [](json& j) {
        j["monster_types"]["Inox Guard"]["inactive"] = json::parse(R"({"rounds": "R % 2 == 0"})");
        j["round"].erase("number");
      },
      at, "round.number");
  json j = base();  // round 3: "R % 3 == 0" holds, I1 is inactive and takes no turn
  j["monster_types"]["Inox Guard"]["inactive"] = json::parse(R"({"rounds": "R % 3 == 0"})");
  EXPECT_EQ(play(j).timeline.size(), 1u);
  EXPECT_EQ(end_of(play(j), "I1").hp, 7);  // a scenario's own heal is no ability: it still acts
}

}  // namespace
}  // namespace arbiter::gloomhaven
