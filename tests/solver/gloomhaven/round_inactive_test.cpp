// monster_types' `inactive` switched by the round's events (round_inactive.cpp): from the
// moment one of its doors opens (`doors`), while a figure it names stands (`present`), until
// the last one is killed (`killed`); each change a line of the action that caused it, and the
// reader's refusals naming the place. Its rounds alone are pinned by round_rules_test.cpp.
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

constexpr const char* kDoorFile =
    "scenarios/gloomhaven/rounds/inactive-once-a-door-opens-while-a-figure-stands.json";

RoundOutcome play(const json& j) {
  TurnWorkspace ws;
  return play_round(read_round(j, "t.json"), profile_for(RuleSet::Gloomhaven), RoundRequest{}, ws);
}

std::vector<std::string> order_of(const RoundOutcome& o) {
  std::vector<std::string> out;
  for (const Activation& a : o.timeline) out.push_back(a.figure);
  return out;
}

std::string lines_of(const RoundOutcome& o) {
  std::string s;
  for (const Activation& a : o.timeline)
    for (const ActionRecord& r : a.actions)
      for (const std::string& l : r.lines) s += l + "\n";
  for (const std::string& n : o.notes) s += n + "\n";
  return s;
}

const FigureEnd& end_of(const RoundOutcome& o, const std::string& id) {
  for (const FigureEnd& f : o.end)
    if (f.id == id) return f;
  throw std::runtime_error("no figure " + id);
}

// The hand-worked door: active until C1 opens it (the Guard heals the Imp), inactive from then
// while the Golem the door reveals stands (no turn). Each trigger read otherwise changes it.
TEST(RoundInactive, InactiveFromTheDoorsOpeningWhileTheNamedFigureStands) {
  const json file = arbiter::testing::load(arbiter::testing::src(kDoorFile));
  const RoundOutcome o = play(file);
  EXPECT_EQ(order_of(o), (std::vector<std::string>{"Guard 1", "C1", "G1"}));
  EXPECT_EQ(end_of(o, "Imp 1").hp, 5);  // healed while still active
  EXPECT_EQ(end_of(o, "C1").hp, 10);
  EXPECT_THAT(lines_of(o), ::testing::HasSubstr("Imp becomes inactive (the laboratory's rule)"));
  EXPECT_THAT(lines_of(o), ::testing::HasSubstr("active as the round starts, until the door at "
                                                "[4, 1] opens"));
  // No Golem behind the door: `present` never holds, the Imp acts and hits C1.
  json no_golem = file;
  no_golem["map"]["doors"][0]["monsters"] = json::array();
  const RoundOutcome a = play(no_golem);
  EXPECT_EQ(order_of(a), (std::vector<std::string>{"Guard 1", "C1", "Imp 1"}));
  EXPECT_EQ(end_of(a, "C1").hp, 8);
  // Its doors alone: inactive from the opening, the Golem or not.
  json doors_only = no_golem;
  doors_only["monster_types"]["Imp"]["inactive"].erase("present");
  EXPECT_EQ(order_of(play(doors_only)), (std::vector<std::string>{"Guard 1", "C1"}));
  // Its `present` alone: inactive once the Golem stands, and active as the round starts (no
  // Golem yet), so healed.
  json present_only = file;
  present_only["monster_types"]["Imp"]["inactive"].erase("doors");
  const RoundOutcome p = play(present_only);
  EXPECT_EQ(end_of(p, "Imp 1").hp, 5);
  EXPECT_EQ(order_of(p), (std::vector<std::string>{"Guard 1", "C1", "G1"}));
  // Active again before its turn (C1 kills the Golem the door revealed): the Imp kept its
  // place in the order, and acts.
  json again = file;
  again["figures"][0]["actions"] =
      json::parse(R"([{"move": [[4, 1]]}, {"attack": "G1", "damage": 8}])");
  const RoundOutcome g = play(again);
  EXPECT_THAT(lines_of(g), ::testing::HasSubstr("Imp is active again (the laboratory's rule): it "
                                                "takes its turn in its type's place"));
  EXPECT_EQ(order_of(g), (std::vector<std::string>{"Guard 1", "C1", "Imp 1"}));
  EXPECT_EQ(end_of(g, "C1").hp, 8);
  // Rounds that do not hold: the doors and the Golem do nothing.
  json other_round = file;
  other_round["monster_types"]["Imp"]["inactive"]["rounds"] = "R == 2";
  EXPECT_EQ(end_of(play(other_round), "C1").hp, 8);
}

// `killed`: inactive until the last Golem on the board is killed. The Guard's heal and C1's
// first attack pass the Imp by; C1 kills the Golem, and its second attack hurts the Imp; the
// Imp, active again mid-round, had no place in the order and does not act this round.
TEST(RoundInactive, InactiveUntilTheLastNamedFigureIsKilled) {
  json j = arbiter::testing::load(arbiter::testing::src(kDoorFile));
  j["map"].erase("doors");
  j["monster_types"]["Imp"]["inactive"] = json::parse(R"({"name": "r", "killed": "Golem"})");
  j["figures"].push_back(json::parse(R"({"id": "G1", "side": "monsters", "kind": "monster",
      "hex": [5, 1], "type": "Golem", "rank": "normal", "standee": 1, "hp": 1})"));
  j["figures"][0]["actions"] = json::parse(
      R"([{"attack": "Imp 1", "damage": 2}, {"attack": "G1", "damage": 1},
          {"attack": "Imp 1", "damage": 2}])");
  j["expect"] = json::object();
  const RoundOutcome o = play(j);
  // The Guard's heal passes the inactive Imp by; G1, killed before its turn, takes none.
  EXPECT_EQ(order_of(o), (std::vector<std::string>{"Guard 1", "C1"}));
  EXPECT_EQ(end_of(o, "Imp 1").hp, 1);  // 3, untouched by the heal and the first attack
  EXPECT_EQ(end_of(o, "Guard 1").hp, 6);
  EXPECT_THAT(lines_of(o), ::testing::HasSubstr("Imp is active again (r)"));
  EXPECT_THAT(lines_of(o), ::testing::HasSubstr("inactive until the last Golem is killed): "
                                                "inactive as the round starts"));
  // No Golem on the board as the round starts: the rule has ended, the Imp is active.
  json gone = j;
  gone["figures"].erase(3);
  gone["figures"][0].erase("actions");
  const RoundOutcome g = play(gone);
  EXPECT_THAT(lines_of(g), ::testing::HasSubstr("no Golem is on the board as the round starts"));
  EXPECT_EQ(order_of(g), (std::vector<std::string>{"Guard 1", "C1", "Imp 1"}));
}

void expect_error(const std::function<void(json&)>& edit, const std::string& place,
                  const std::string& fact) {
  const json file = arbiter::testing::load(arbiter::testing::src(kDoorFile));
  testing::expect_load_error(read_round, file, edit, place, fact);
}

TEST(RoundInactive, BadTriggersAreRefusedNamingThePlace) {
  const auto inactive = [](const char* text) {
    return [text](json& j) { j["monster_types"]["Imp"]["inactive"] = json::parse(text); };
  };
  const std::string at = "monster_types.Imp.inactive";
  expect_error(inactive(R"({"name": "r"})"), at, "needs at least one of");
  expect_error(inactive(R"({"doors": [1]})"), at + ".doors[0]", "not in map.doors (1 given)");
  expect_error(inactive(R"({"doors": [0, 0]})"), at + ".doors[1]", "listed twice");
  expect_error(inactive(R"({"doors": []})"), at + ".doors", "at least one door");
  expect_error(inactive(R"({"doors": 0})"), at + ".doors", "");
  expect_error(inactive(R"({"doors": [100]})"), at + ".doors[0]", "");
  expect_error(inactive(R"({"present": ""})"), at + ".present", "");
  expect_error(inactive(R"({"present": "Golem", "killed": "Golem"})"), at + ".killed", "not both");
  expect_error(inactive(R"({"killed": 3})"), at + ".killed", "");
  expect_error(
      [](json& j) {
        j["monster_types"]["Imp"]["inactive"]["rounds"] = "R % 2 == 0";
        j["round"].erase("number");
      },
      at, "round.number");
}

}  // namespace
}  // namespace arbiter::gloomhaven
