// The turn's attack as the loader reads it (solver/gloomhaven/scenario_attack.cpp): no
// `attack` means none, area patterns drawn in the file's own coordinates equal their axial
// offsets, a ranged pattern needs no origin, and each bad range, target count or pattern is
// refused at its place.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/scenario.hpp"
#include "tests/solver/gloomhaven/scenario_fixture.hpp"

namespace arbiter::gloomhaven {
namespace {

using json = nlohmann::json;
using pathing::Coord;
using scenario::ScenarioError;
using ::testing::HasSubstr;
using namespace fixture;

TEST(ScenarioAttack, AttackOmittedMeansNoAttack) {
  json j = defaults_base("odd-q");
  j["turn"].erase("attack");
  EXPECT_FALSE(load(j).turn.attack.has_value());
}

// The same melee pattern drawn in each offset system at an origin in an odd and an even
// column (row), against the axial offsets it stands for.
TEST(ScenarioAttack, PatternInFileCoordinatesEqualsAxialOffsets) {
  const std::vector<Coord> axial = {{1, -1}, {1, 0}, {2, -1}};
  for (const char* cs : {"odd-q", "even-q", "odd-r", "even-r"}) {
    const auto system = *pathing::parse_coordinate_system(cs);
    for (const Coord origin : {Coord{3, 3}, Coord{2, 2}, Coord{3, 2}}) {
      json j = defaults_base(cs);
      json pattern = json::array();
      const Coord o = system.to_axial(origin);
      for (Coord d : axial) {
        const Coord w = system.from_axial({o.q + d.q, o.r + d.r});
        pattern.push_back({w.q, w.r});
      }
      j["turn"]["attack"] = {
          {"range", 0},
          {"targets", 1},
          {"aoe", {{"melee", true}, {"origin", {origin.q, origin.r}}, {"pattern", pattern}}}};
      const Scenario s = load(j);
      ASSERT_TRUE(s.turn.attack && s.turn.attack->aoe) << cs;
      EXPECT_EQ(s.turn.attack->aoe->hexes, axial)
          << cs << " origin " << origin.q << "," << origin.r;
    }
  }
}

TEST(ScenarioAttack, RangedPatternNeedsNoOrigin) {
  json j = defaults_base("even-r");
  j["turn"]["attack"] = {{"range", 3},
                         {"targets", 1},
                         {"aoe", {{"melee", false}, {"pattern", {{2, 2}, {3, 2}, {2, 3}}}}}};
  const Scenario s = load(j);
  const auto cs = *pathing::parse_coordinate_system("even-r");
  const Coord a = cs.to_axial({2, 2});
  std::vector<Coord> want;
  for (Coord w : {Coord{2, 2}, Coord{3, 2}, Coord{2, 3}}) {
    const Coord h = cs.to_axial(w);
    want.push_back({h.q - a.q, h.r - a.r});
  }
  EXPECT_EQ(s.turn.attack->aoe->hexes, want);
}

TEST(ScenarioAttack, PatternErrors) {
  json j = defaults_base("odd-q");
  j["turn"]["attack"] = {{"range", 0}, {"targets", 1}, {"aoe", {{"melee", true}}}};
  EXPECT_THAT(error_of_json(j).problem(), HasSubstr("or \"pattern\""));
  j["turn"]["attack"]["aoe"]["pattern"] = {{4, 2}};
  auto e = error_of_json(j);
  EXPECT_EQ(e.place(), "turn.attack.aoe.origin");
  j["turn"]["attack"]["aoe"]["origin"] = {4, 2};
  e = error_of_json(j);
  EXPECT_EQ(e.place(), "turn.attack.aoe.pattern[0]");
  EXPECT_THAT(e.problem(), HasSubstr("the origin"));
  j["turn"]["attack"]["aoe"]["hexes"] = {{1, 0}};
  EXPECT_THAT(error_of_json(j).problem(), HasSubstr("exactly one of"));
}

TEST(ScenarioAttack, NegativeRange) {
  expect_doc_error([](json& j) { j["turn"]["attack"]["range"] = -2; }, "turn.attack.range",
                   "at least 0, got -2");
}

TEST(ScenarioAttack, BadTargets) {
  expect_doc_error([](json& j) { j["turn"]["attack"]["targets"] = 0; }, "turn.attack.targets",
                   "at least 1, got 0");
  expect_doc_error([](json& j) { j["turn"]["attack"]["targets"] = "some"; }, "turn.attack.targets",
                   "expected an integer >= 1 or \"all\", got \"some\"");
  expect_doc_error([](json& j) { j["turn"]["attack"]["targets"] = 2.5; }, "turn.attack.targets",
                   "expected an integer >= 1 or \"all\"");
}

TEST(ScenarioAttack, AoeHexesNotPairs) {
  expect_axial_error([](json& j) { j["turn"]["attack"]["aoe"]["hexes"] = json::array(); },
                     "turn.attack.aoe.hexes", "at least one hex");
  expect_axial_error(
      [](json& j) {
        j["turn"]["attack"]["aoe"]["hexes"] = {1, 0};
      },
      "turn.attack.aoe.hexes[0]", "pair of integers");
  expect_axial_error(
      [](json& j) {
        j["turn"]["attack"]["aoe"]["hexes"][1] = {1, 0.5};
      },
      "turn.attack.aoe.hexes[1][1]", "expected an integer");
  expect_axial_error([](json& j) { j["turn"]["attack"]["aoe"].erase("hexes"); },
                     "turn.attack.aoe.hexes", "missing required field");
}

TEST(ScenarioAttack, AoeMeleeNotBool) {
  expect_axial_error([](json& j) { j["turn"]["attack"]["aoe"]["melee"] = "yes"; },
                     "turn.attack.aoe.melee", "expected a bool, got a string");
}

TEST(ScenarioAttack, AoeDuplicateOffset) {
  expect_axial_error(
      [](json& j) {
        j["turn"]["attack"]["aoe"]["hexes"].push_back({-1, 0});
      },
      "turn.attack.aoe.hexes[2]",
      "offset [-1, 0] is listed twice (first at turn.attack.aoe.hexes[0])");
}

TEST(ScenarioAttack, AoeMeleeOwnHex) {
  expect_axial_error(
      [](json& j) {
        j["turn"]["attack"]["aoe"]["hexes"].push_back({0, 0});
      },
      "turn.attack.aoe.hexes[2]", "attacker's own hex");
  // A ranged pattern may contain its origin.
  json j = json::parse(kAxialBase);
  j["turn"]["attack"]["aoe"] = {{"melee", false}, {"hexes", {{0, 0}, {1, 0}}}};
  j["turn"]["attack"]["range"] = 3;
  EXPECT_NO_THROW(parse(j.dump()));
}

}  // namespace
}  // namespace arbiter::gloomhaven
