// A round file's `expect.attacks` (solver/gloomhaven/round_file_expect.cpp): the expected
// odds of each attack as exact fractions of any size, and the loader's checks of them.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "solver/gloomhaven/round.hpp"
#include "solver/gloomhaven/round_file.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "tests/support/loader_errors.hpp"

namespace arbiter::gloomhaven {
namespace {

using nlohmann::json;

json odds_file() {
  return json::parse(R"({
    "format": 1, "game": "gloomhaven", "name": "t", "coordinates": "axial",
    "map": {"hexes": [[0, 0], [1, 0]]},
    "monster_types": {
      "Guard": {"normal": {"hp": 6, "move": 0, "attack": 2},
                "card": {"initiative": 50, "actions": [{"attack": "+0"}]}}
    },
    "figures": [
      {"id": "G1", "side": "monsters", "kind": "monster", "hex": [0, 0], "type": "Guard", "rank": "normal", "standee": 1},
      {"id": "C1", "side": "players", "kind": "character", "hex": [1, 0], "initiative": 10, "hp": 4}
    ],
    "round": {},
    "expect": {"gloomhaven": {"attacks": [{"attacker": "G1", "target": "C1"}]}}
  })");
}

void expect_error(const std::function<void(json&)>& edit, const std::string& place,
                  const std::string& fact) {
  arbiter::testing::expect_load_error([](const json& f, const std::string& n) { read_round(f, n); },
                                      odds_file(), edit, place, fact);
}

TEST(RoundFileExpect, ExpectedOddsAreExactFractionsOfAnySize) {
  json j = odds_file();
  auto& a = j["expect"]["gloomhaven"]["attacks"][0];
  a["expected"] = "80/40";
  a["kill"] = "2/20";
  a["damage"] = {{"0", "4/40"}, {"4", 0}};
  const std::string big = "1/" + std::string(300, '9');
  j["expect"]["gloomhaven"]["attacks"].push_back(
      {{"attacker", "G1"}, {"target", "C1"}, {"kill", big}});
  const LoadedRound r = read_round(j, "t.json");
  const auto& got = *r.round.expect.at(RuleSet::Gloomhaven).attacks;
  ASSERT_EQ(got.size(), 2u);
  EXPECT_EQ(got[0].expected, "2");  // in lowest terms
  EXPECT_EQ(got[0].kill, "1/10");
  EXPECT_EQ(*got[0].damage, (std::vector<std::pair<int, std::string>>{{0, "1/10"}, {4, "0"}}));
  EXPECT_EQ(got[1].kill, big);
}

TEST(RoundFileExpect, ExpectedOddsErrors) {
  const auto at = [](json& j) -> json& { return j["expect"]["gloomhaven"]["attacks"][0]; };
  expect_error([&](json& j) { at(j)["kill"] = "3/2"; }, "expect.gloomhaven.attacks[0].kill",
               "from 0 to 1");
  expect_error([&](json& j) { at(j)["expected"] = "1/0"; }, "expect.gloomhaven.attacks[0].expected",
               "denominator is 0");
  expect_error([&](json& j) { at(j)["expected"] = "0.5"; }, "expect.gloomhaven.attacks[0].expected",
               "exact non-negative fraction");
  expect_error(
      [&](json& j) {
        at(j)["damage"] = {{"x", "1"}};
      },
      "expect.gloomhaven.attacks[0].damage.x", "whole number");
  expect_error([&](json& j) { at(j).erase("target"); }, "expect.gloomhaven.attacks[0].target",
               "missing required field");
  expect_error(
      [&](json& j) {
        j["expect"]["gloomhaven"]["reasons"] = {{"C1", 3}};
      },
      "expect.gloomhaven.reasons.C1", "");
}

}  // namespace
}  // namespace arbiter::gloomhaven
