// A scenario rule's spawns and objectives in a round (round_spawns.cpp, round_objectives.cpp):
// what the round cannot decide is said in its notes, never dropped; the new fields' bad
// values are refused naming the place. The rules themselves are pinned by the hand-worked
// rounds in scenarios/gloomhaven/rounds/ (spawn-*, objective-*, escort-*).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "solver/gloomhaven/round.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "tests/support/loader_errors.hpp"

namespace arbiter::gloomhaven {
namespace {

using nlohmann::json;

// One character at [1, 2] on a 6 x 5 map, an Inox Guard type, one spawn at the end of odd
// rounds on [4, 2], round 3.
json base() {
  return json::parse(R"({
    "format": 1, "game": "gloomhaven", "name": "t", "coordinates": "even-q",
    "map": {"hexes": {"columns": 6, "rows": 5},
            "spawns": [{"type": "Inox Guard", "ranks": {"2": "normal", "3": "normal", "4": "normal"},
                        "count": 1, "rounds": "R % 2 == 1", "start": false, "marker": "a",
                        "hexes": [[4, 2]]}]},
    "monster_types": {
      "Inox Guard": {"normal": {"hp": 5, "move": 2, "attack": 2}, "standees": 2,
                     "card": {"initiative": 40, "actions": [{"move": "+0"}, {"attack": "+0"}]}}
    },
    "figures": [
      {"id": "C1", "side": "players", "kind": "character", "hex": [1, 2], "initiative": 30, "hp": 10, "max_hp": 10}
    ],
    "round": {"number": 3}
  })");
}

RoundOutcome play(const json& j, std::map<std::string, int> choose = {}) {
  TurnWorkspace ws;
  RoundRequest q;
  q.choose = std::move(choose);
  return play_round(read_round(j, "t.json"), profile_for(RuleSet::Gloomhaven), q, ws);
}

std::string notes_of(const RoundOutcome& o) {
  std::string s;
  for (const auto& n : o.notes) s += n + "\n";
  return s;
}

void expect_error(const std::function<void(json&)>& edit, const std::string& place,
                  const std::string& fact) {
  testing::expect_load_error(read_round, base(), edit, place, fact);
}

TEST(RoundSpawns, WhatTheRoundCannotDecideIsSaidNotDropped) {
  const auto note_for = [](const std::function<void(json&)>& edit) {
    json j = base();
    edit(j);
    const RoundOutcome o = play(j);
    EXPECT_TRUE(o.summoned.empty());
    return notes_of(o);
  };
  EXPECT_THAT(note_for([](json& j) { j["map"]["spawns"][0].erase("hexes"); }),
              ::testing::HasSubstr("the file gives no hexes for marker a (map.spawns[0].hexes"));
  EXPECT_THAT(note_for([](json& j) { j["round"].erase("number"); }),
              ::testing::HasSubstr("round.number is not given"));
  EXPECT_THAT(note_for([](json& j) { j["map"]["spawns"][0]["count"] = "F"; }),
              ::testing::HasSubstr("its count is F"));
  EXPECT_THAT(note_for([](json& j) { j["map"]["spawns"][0]["rooms"] = {3}; }),
              ::testing::HasSubstr("room 3 to be revealed"));
  EXPECT_THAT(note_for([](json& j) { j["map"]["spawns"][0]["type"] = "Ooze"; }),
              ::testing::HasSubstr("Ooze has no stat cards in monster_types: not placed"));
  EXPECT_THAT(note_for([](json& j) { j["round"]["number"] = 4; }),
              ::testing::HasSubstr("R % 2 == 1 is false in round 4"));
}

TEST(RoundSpawns, StandeesLimitTheSpawnAndAKilledSpawnLeavesNoToken) {
  json j = base();
  j["map"]["spawns"][0]["count"] = 3;
  const RoundOutcome o = play(j);
  ASSERT_EQ(o.summoned.size(), 2u);
  EXPECT_THAT(notes_of(o), ::testing::HasSubstr("no Inox Guard standee left"));
  // A spawn at the start that dies of C1's retaliate: "if the monster was not summoned or
  // spawned", no money token.
  json k = base();
  k["map"]["spawns"][0]["start"] = true;
  k["figures"][0]["hex"] = {3, 2};
  k["figures"][0]["retaliate"] = 5;
  const RoundOutcome ko = play(k);
  ASSERT_EQ(ko.summoned.size(), 1u);
  bool removed = false;
  for (const FigureEnd& f : ko.end) removed = removed || (f.id == "Inox Guard 1" && f.removed);
  EXPECT_TRUE(removed);
  EXPECT_TRUE(ko.money.empty());
}

TEST(RoundSpawns, TiedNearestHexesAreThePlayersChoice) {
  json j = base();
  j["figures"][0]["hex"] = {4, 2};  // C1 on the marker: its six neighbours tie
  const RoundOutcome first = play(j);
  const RoundOutcome second = play(j, {{"spawn/1/1", 2}});
  ASSERT_EQ(first.summoned.size(), 1u);
  ASSERT_EQ(second.summoned.size(), 1u);
  EXPECT_NE(first.summoned[0].second, second.summoned[0].second);
  EXPECT_THAT(notes_of(first), ::testing::HasSubstr("the players choose (spawn/1/1)"));
}

TEST(RoundSpawns, BadFieldsAreRefusedNamingThePlace) {
  expect_error([](json& j) { j["round"]["number"] = 0; }, "round.number", "");
  expect_error([](json& j) { j["round"]["number"] = "3"; }, "round.number", "");
  expect_error([](json& j) { j["map"]["spawns"][0]["rounds"] = "R %% 2"; }, "map.spawns[0].rounds",
               "not an expression of R and C");
  expect_error([](json& j) { j["map"]["spawns"][0]["rounds"] = "X == 1"; }, "map.spawns[0].rounds",
               "unknown name \"X\"");
  expect_error(
      [](json& j) {
        j["map"]["spawns"][0]["hexes"] = {{9, 9}};
      },
      "map.spawns[0].hexes[0]", "");
  expect_error(
      [](json& j) {
        j["map"]["spawns"][0]["hexes"] = {{4, 2}, {4, 2}};
      },
      "map.spawns[0].hexes[1]", "listed twice");
  expect_error(
      [](json& j) {
        j["map"]["spawns"][0]["hexes"] = {4, 2};
      },
      "map.spawns[0].hexes[0]", "");
  expect_error([](json& j) { j["map"]["spawns"][0]["hexes"] = "a"; }, "map.spawns[0].hexes", "");
  expect_error([](json& j) { j["map"]["spawns"][0]["ranks"]["4"] = "elite"; },
               "map.spawns[0].ranks.4", "no elite stat card");
  expect_error([](json& j) { j["map"]["spawns"][0]["start"] = "yes"; }, "map.spawns[0].start", "");
  expect_error(
      [](json& j) {
        j["map"]["hexes"] = {{"columns", 256}, {"rows", 256}};
        j["map"]["spawns"][0]["count"] = 64;
        j["map"]["spawns"][0]["hexes"] = json::array();
        for (int c = 0; c < 64; ++c) j["map"]["spawns"][0]["hexes"].push_back({c, 0});
      },
      "map.spawns", "4096 spawned");
  // A division by zero that only the round's number reveals: exit 2 naming the field.
  json j = base();
  j["map"]["spawns"][0]["rounds"] = "R % (R - 3) == 0";
  try {
    play(j);
    ADD_FAILURE() << "played";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.place(), "map.spawns[0].rounds");
    EXPECT_THAT(e.problem(), ::testing::HasSubstr("division by zero"));
  }
}

// An objective with a hex and hit points is a figure; one without either is in the notes.
TEST(RoundObjectives, OnlyWhatTheFileLocatesIsOnTheBoard) {
  json j = base();
  j["map"].erase("spawns");
  j["map"]["objectives"] = json::parse(R"json([
    {"name": "Altar", "hex": [3, 0], "hp": 7},
    {"name": "Altar", "hp": 7},
    {"name": "Hail", "escort": true, "hex": [0, 4], "hp_formula": "4+(2xX)"}])json");
  const RoundOutcome o = play(j);
  bool altar = false;
  for (const FigureEnd& f : o.end) altar = altar || (f.id == "Altar 1" && f.hp == 7);
  EXPECT_TRUE(altar);
  const std::string n = notes_of(o);
  EXPECT_THAT(n,
              ::testing::HasSubstr("objective 2 (Altar): not on the board: the file gives no hex"));
  EXPECT_THAT(n, ::testing::HasSubstr("objective 3 (Hail, an escort): not on the board: its hit "
                                      "points are a formula"));
  json taken = j;
  taken["map"]["objectives"][0]["hex"] = {1, 2};
  try {
    play(taken);
    ADD_FAILURE() << "played";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.place(), "map.objectives[0].hex");
    EXPECT_THAT(e.problem(), ::testing::HasSubstr("already holds C1"));
  }
}

// A once spawn waiting for room 3 behind the door at [3, 2] (column 3 a wall): placed at the
// end of the round only when C1 opens the door in its turn.
TEST(RoundSpawns, ASpawnWaitingForARoomWaitsForItsDoors) {
  json j = base();
  j["map"]["terrain"] = json::parse(R"({"wall": [[3, 0], [3, 1], [3, 3], [3, 4]]})");
  j["map"]["doors"] = json::parse(R"([{"hex": [3, 2], "room": [[4, 2], [5, 2]]}])");
  json& sp = j["map"]["spawns"][0];
  sp["rooms"] = {3};
  sp["doors"] = {0};
  sp["once"] = true;
  sp["rounds"] = "true";
  const RoundOutcome shut = play(j);
  EXPECT_TRUE(shut.summoned.empty());
  EXPECT_THAT(notes_of(shut),
              ::testing::HasSubstr("it waits for the door at [3, 2] to open, closed at the end of "
                                   "the round: not placed"));
  j["figures"][0]["hex"] = json::parse("[2, 2]");
  j["figures"][0]["actions"] = json::parse(R"([{"move": [[3, 2]]}])");
  const RoundOutcome open = play(j);
  ASSERT_EQ(open.summoned.size(), 1u);
  EXPECT_EQ(open.summoned[0].first, "Inox Guard 1");
  EXPECT_EQ(open.summoned[0].second, (Coord{4, 0}));  // [4, 2] in even-q
  // Refused: a door not in map.doors, or listed twice.
  const auto refused = [&](const char* doors, const std::string& place, const std::string& fact) {
    testing::expect_load_error(
        read_round, j, [&](json& x) { x["map"]["spawns"][0]["doors"] = json::parse(doors); }, place,
        fact);
  };
  refused("[1]", "map.spawns[0].doors[0]", "not in map.doors (1 given)");
  refused("[0, 0]", "map.spawns[0].doors[1]", "listed twice");
  refused("[]", "map.spawns[0].doors", "at least one");
}

// The same spawn on the room's reveal (on_reveal): placed as C1 opens the door, a line of the
// opening, and acting as a revealed monster (the Inox Guard's 40 is higher than C1's 30: in its
// type's place this round); a rule opening the door at the end of the round places it then.
TEST(RoundSpawns, ASpawnOnARoomsRevealHappensAsTheDoorOpens) {
  json j = base();
  j["map"]["terrain"] = json::parse(R"({"wall": [[3, 0], [3, 1], [3, 3], [3, 4]]})");
  j["map"]["doors"] = json::parse(R"([{"hex": [3, 2], "room": [[4, 2], [5, 2]]}])");
  json& sp = j["map"]["spawns"][0];
  sp["rooms"] = {3};
  sp["doors"] = {0};
  sp["once"] = true;
  sp["on_reveal"] = true;
  sp["rounds"] = "true";
  sp["hexes"] = json::parse("[[5, 2]]");
  const RoundOutcome shut = play(j);
  EXPECT_TRUE(shut.summoned.empty());
  EXPECT_THAT(notes_of(shut), ::testing::HasSubstr("as its room is revealed): it waits for the "
                                                   "door at [3, 2] to open, closed: not placed"));
  j["figures"][0]["hex"] = json::parse("[2, 2]");
  j["figures"][0]["actions"] = json::parse(R"([{"move": [[3, 2]]}])");
  const RoundOutcome open = play(j);
  ASSERT_EQ(open.summoned.size(), 1u);
  EXPECT_EQ(open.summoned[0].first, "Inox Guard 1");
  ASSERT_EQ(open.timeline.size(), 2u);  // C1, then the spawned guard in its type's place
  EXPECT_EQ(open.timeline[1].figure, "Inox Guard 1");
  EXPECT_TRUE(open.timeline[1].revealed);
  std::string opening;
  for (const auto& rec : open.timeline[0].actions)
    for (const auto& line : rec.lines) opening += line + "\n";
  EXPECT_THAT(opening, ::testing::HasSubstr("spawn 1 (Inox Guard at a, as its room is revealed): "
                                            "places Inox Guard 1"));
  // Opened by a rule at the end of the round: placed then, acting from the next round on.
  json by_rule = base();
  by_rule["map"]["terrain"] = j["map"]["terrain"];
  by_rule["map"]["doors"] = j["map"]["doors"];
  by_rule["map"]["spawns"] = j["map"]["spawns"];
  by_rule["map"]["rules"] = json::parse(R"([{"name": "r", "reveal": [0]}])");
  const RoundOutcome late = play(by_rule);
  ASSERT_EQ(late.summoned.size(), 1u);
  EXPECT_EQ(late.timeline.size(), 1u);  // C1 alone: the guard acts from the next round on
  // Refused: on_reveal without doors, or at the start of a round.
  const auto refused = [&](const std::function<void(json&)>& edit, const std::string& place,
                           const std::string& fact) {
    testing::expect_load_error(read_round, j, edit, place, fact);
  };
  refused([](json& x) { x["map"]["spawns"][0].erase("doors"); }, "map.spawns[0].on_reveal",
          "needs \"doors\"");
  refused([](json& x) { x["map"]["spawns"][0]["start"] = true; }, "map.spawns[0].start",
          "as its door opens");
  refused([](json& x) { x["map"]["spawns"][0]["on_reveal"] = 1; }, "map.spawns[0].on_reveal", "");
}

}  // namespace
}  // namespace arbiter::gloomhaven
