// The Heroscape loader section: the valid forms and one test per class of bad input (exact
// place, key fact of the message).
#include "solver/heroscape/scenario.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <functional>

#include "tests/support/loader_errors.hpp"

namespace arbiter::heroscape {
namespace {

using json = nlohmann::json;
using ::testing::HasSubstr;

json base() {
  return json::parse(R"json({
    "format": 1, "game": "heroscape", "name": "t", "rules": "heroscape-seed",
    "coordinates": "odd-q",
    "map": {"hexes": {"columns": 4, "rows": 3}, "default_level": 2,
            "levels": {"5": [[1, 1]], "0": [[3, 2]]},
            "terrain": {"water": [[2, 0]], "road": [[0, 0], [0, 1]]},
            "obstacles": [{"kind": "ruin", "hex": [3, 0], "height": 3},
                          {"kind": "wall", "edge": [[0, 2], [1, 2]], "height": 2}],
            "glyphs": [[2, 2]]},
    "figures": [
      {"id": "A", "side": "red", "hexes": [[0, 0], [0, 1]], "height": 5, "move": 4, "range": 1,
       "attack": 3, "defense": 2, "life": 4, "wounds": 1},
      {"id": "E", "side": "blue", "hexes": [[2, 1]], "height": 4, "move": 5, "range": 6,
       "attack": 2, "defense": 3, "life": 1, "traits": ["flying"]}
    ],
    "turn": {"figure": "A", "objective": "damage"},
    "expect": {"heroscape": {"reachable": [{"destination": [[0, 0], [0, 1]], "cost": 0}],
                             "unreachable": [[3, 1]],
                             "best": [{"destination": [[0, 1], [0, 0]], "target": "E",
                                       "expected": "3/4", "attack_dice": 3}],
                             "choices": [{"destination": [[0, 0], [0, 1]], "target": null,
                                          "score": 0}]}}
  })json");
}

void expect_error(const std::function<void(json&)>& edit, const std::string& place,
                  const std::string& fact) {
  testing::expect_load_error(
      [](const json& j, const std::string& f) { return read_scenario(j, f); }, base(), edit, place,
      fact, "t.json");
}

TEST(HeroscapeLoad, EveryPartOfTheValidFile) {
  const Scenario s = read_scenario(base(), "t.json");
  EXPECT_EQ(s.hexes.size(), 12u);
  EXPECT_EQ(*s.envelope.rules, 1u);
  const auto idx = [&](pathing::Coord written) {
    const auto a = s.envelope.coordinates.to_axial(written);
    return std::find(s.hexes.begin(), s.hexes.end(), a) - s.hexes.begin();
  };
  EXPECT_EQ(s.levels[idx({1, 1})], 5);
  EXPECT_EQ(s.levels[idx({3, 2})], 0);
  EXPECT_EQ(s.levels[idx({1, 0})], 2);
  EXPECT_EQ(s.terrain[idx({2, 0})], TerrainKind::Water);
  ASSERT_EQ(s.obstacles.size(), 2u);
  EXPECT_TRUE(s.obstacles[1].other.has_value());
  ASSERT_EQ(s.figures.size(), 2u);
  EXPECT_EQ(s.figures[0].hexes.size(), 2u);
  EXPECT_EQ(s.figures[0].wounds, 1);
  EXPECT_TRUE(s.figures[1].flying);
  EXPECT_EQ(s.objective, Objective::Damage);
  const Expectation& e = s.expect.at(0);
  ASSERT_TRUE(e.best.has_value());
  EXPECT_EQ(e.best->front().expected, odds::Fraction::make(3, 4));
  EXPECT_FALSE(e.choices.front().target.has_value());
}

TEST(HeroscapeBadInput, Map) {
  expect_error([](json& j) { j["map"]["levels"]["x"] = json::array(); }, "map.levels.x",
               "whole number");
  expect_error(
      [](json& j) {
        j["map"]["levels"]["7"] = {{1, 1}};
      },
      "map.levels.7[0]", "two levels");
  expect_error([](json& j) { j["map"]["terrain"]["lava"] = json::array(); }, "map.terrain.lava",
               "unknown terrain kind");
  expect_error(
      [](json& j) {
        j["map"]["terrain"]["sand"] = {{2, 0}};
      },
      "map.terrain.water[0]", "already has a terrain");  // keys are read in name order
  expect_error(
      [](json& j) {
        j["map"]["obstacles"][0]["edge"] = {{0, 0}, {1, 0}};
      },
      "map.obstacles[0]", "exactly one of");
  expect_error(
      [](json& j) {
        j["map"]["obstacles"][1]["edge"] = {{0, 0}, {3, 0}};
      },
      "map.obstacles[1].edge", "not neighbours");
  expect_error([](json& j) { j["map"]["obstacles"][0]["height"] = 0; }, "map.obstacles[0].height",
               "between 1 and");
  expect_error([](json& j) { j["map"]["obstacles"][0]["kind"] = "hill"; }, "map.obstacles[0].kind",
               "unknown obstacle kind");
  expect_error([](json& j) { j["map"]["glyphs"] = {{9, 9}}; }, "map.glyphs[0]", "not on the map");
  expect_error([](json& j) { j["map"]["default_level"] = -1; }, "map.default_level",
               "between 0 and");
}

TEST(HeroscapeBadInput, Figures) {
  expect_error(
      [](json& j) {
        j["figures"][0]["hexes"] = {{0, 0}, {2, 2}};
      },
      "figures[0].hexes", "neighbours");
  expect_error(
      [](json& j) {
        j["figures"][0]["hexes"] = {{0, 1}, {1, 1}};
      },
      "figures[0].hexes", "same level");
  expect_error([](json& j) { j["figures"][0]["hexes"] = json::array(); }, "figures[0].hexes",
               "1 hex, or 2");
  expect_error(
      [](json& j) {
        j["figures"][1]["hexes"] = {{0, 1}};
      },
      "figures[1].hexes[0]", "already holds figures[0]");
  expect_error(
      [](json& j) {
        j["figures"][1]["hexes"] = {{3, 0}};
      },
      "figures[1].hexes[0]", "obstacle");
  expect_error([](json& j) { j["figures"][0]["wounds"] = 4; }, "figures[0].wounds",
               "between 0 and 3");
  expect_error([](json& j) { j["figures"][0]["attack"] = 21; }, "figures[0].attack",
               "between 0 and 20");
  expect_error([](json& j) { j["figures"][0]["height"] = 1e40; }, "figures[0].height",
               "expected an integer");
  expect_error([](json& j) { j["figures"][1]["traits"] = {"swim"}; }, "figures[1].traits[0]",
               "unknown trait");
  expect_error([](json& j) { j["figures"][1]["id"] = "A"; }, "figures[1].id", "duplicate");
  expect_error([](json& j) { j["figures"][0].erase("life"); }, "figures[0].life",
               "missing required field");
  expect_error([](json& j) { j["figures"][0]["colour"] = 1; }, "figures[0].colour",
               "unknown field");
}

// Sizes past the real game are refused before any work, the limit named.
TEST(HeroscapeBadInput, Limits) {
  expect_error([](json& j) { j["figures"][0]["move"] = 21; }, "figures[0].move", "(limit 20)");
  expect_error([](json& j) { j["figures"][1]["range"] = 10000; }, "figures[1].range", "(limit 20)");
  expect_error(
      [](json& j) {
        j["map"]["hexes"] = {{"columns", 257}, {"rows", 256}};
      },
      "map.hexes", "65792 hexes on the map, more than any real game has (limit 65536)");
  expect_error(
      [](json& j) {
        json hexes = json::array();
        for (int c = 0; c < 300; ++c)
          for (int r = 0; r < 220; ++r) hexes.push_back({c, r});
        j["map"]["hexes"] = hexes;
      },
      "map.hexes", "(limit 65536)");
  expect_error(
      [](json& j) {
        json glyphs = json::array();
        for (int i = 0; i < 65; ++i) glyphs.push_back({0, 0});
        j["map"]["glyphs"] = glyphs;
      },
      "map.glyphs", "65 glyphs, more than any real game has (limit 64)");
  expect_error(
      [](json& j) {
        json obstacles = json::array();
        for (int i = 0; i < 4097; ++i)
          obstacles.push_back({{"kind", "tree"}, {"hex", {0, 0}}, {"height", 1}});
        j["map"]["obstacles"] = obstacles;
      },
      "map.obstacles", "(limit 4096)");
  expect_error(
      [](json& j) {
        for (int i = 0; i < 127; ++i) {
          json f = j["figures"][1];
          f["id"] = "X" + std::to_string(i);
          j["figures"].push_back(f);
        }
      },
      "figures", "129 figures, more than any real game has (limit 128)");
  // At the limits themselves the file loads; a second obstacle on a hex is still found
  // (the check that replaced a scan of every earlier obstacle).
  json ok = base();
  ok["figures"][0]["move"] = 20;
  ok["figures"][1]["range"] = 20;
  EXPECT_NO_THROW(read_scenario(ok, "t.json"));
  expect_error(
      [](json& j) {
        j["map"]["obstacles"].push_back({{"kind", "tree"}, {"hex", {3, 0}}, {"height", 1}});
      },
      "map.obstacles[2].hex", "already has an obstacle (map.obstacles[0])");
}

TEST(HeroscapeBadInput, TurnAndExpect) {
  expect_error([](json& j) { j["turn"]["figure"] = "Z"; }, "turn.figure", "no figure");
  expect_error([](json& j) { j["turn"]["objective"] = "fun"; }, "turn.objective",
               "unknown objective");
  expect_error([](json& j) { j["expect"]["jotl"] = json::object(); }, "expect.jotl",
               "unknown rule set");
  expect_error([](json& j) { j["expect"]["heroscape"]["best"][0]["expected"] = "0.75"; },
               "expect.heroscape.best[0].expected", "exact fraction");
  expect_error([](json& j) { j["expect"]["heroscape"]["best"][0]["target"] = "Q"; },
               "expect.heroscape.best[0].target", "no figure");
  expect_error(
      [](json& j) {
        j["expect"]["heroscape"]["unreachable"] = {{{0, 0}, {2, 2}}};
      },
      "expect.heroscape.unreachable[0]", "neighbours");
  expect_error([](json& j) { j["rules"] = "gloomhaven"; }, "rules", "unknown rule set");
}

// Glyph kinds, a special attack, Berserker Charge and the expect fields that go with them.
TEST(HeroscapeLoad, GlyphKindsSpecialAttackAndCharge) {
  json j = base();
  j["map"]["glyphs"] = json::parse(
      R"([[2, 2], {"hex": [1, 0], "kind": "attack"}, {"hex": [3, 1], "kind": "healing", "bonus": 3}])");
  j["figures"][0]["traits"] = {"berserker-charge"};
  j["figures"][0]["special"] = {{"kind", "explosion"}, {"range", 4}, {"attack", 2}};
  j["expect"]["heroscape"]["absent"] =
      json::parse(R"([{"destination": [1, 1], "target": "E", "special": true}])");
  j["expect"]["heroscape"]["charge"] =
      json::parse(R"([{"destination": [[1, 0], [1, 1]], "p": "3/10"}])");
  j["expect"]["heroscape"]["reachable"][0]["least_risk_cost"] = 0;
  j["expect"]["heroscape"]["reachable"][0]["least_risk_dice"] = 0;
  const Scenario s = read_scenario(j, "t.json");
  ASSERT_EQ(s.glyph_kinds.size(), 3u);
  EXPECT_EQ(s.glyph_kinds[0], GlyphKind::Plain);
  EXPECT_EQ(s.glyph_kinds[1], GlyphKind::Attack);
  EXPECT_EQ(s.glyph_bonus[1], 1);  // the attack glyph's default
  EXPECT_EQ(s.glyph_kinds[2], GlyphKind::Healing);
  EXPECT_EQ(s.glyph_bonus[2], 3);
  EXPECT_TRUE(s.figures[0].berserker_charge);
  ASSERT_TRUE(s.figures[0].special.has_value());
  EXPECT_EQ(s.figures[0].special->kind, SpecialKind::Explosion);
  EXPECT_EQ(s.figures[0].special->range, 4);
  const Expectation& e = s.expect.at(0);
  ASSERT_EQ(e.absent.size(), 1u);
  EXPECT_TRUE(e.absent[0].special);
  ASSERT_EQ(e.charge.size(), 1u);
  EXPECT_EQ(e.charge[0].p, odds::Fraction::make(3, 10));
  EXPECT_EQ(e.reachable->front().least_risk_dice, 0);
}

TEST(HeroscapeBadInput, GlyphsSpecialAndNewExpectFields) {
  expect_error(
      [](json& j) { j["map"]["glyphs"] = json::parse(R"([{"hex": [1, 0], "kind": "luck"}])"); },
      "map.glyphs[0].kind", "unknown glyph kind");
  expect_error(
      [](json& j) {
        j["map"]["glyphs"] = json::parse(R"([{"hex": [1, 0], "kind": "attack", "bonus": 3}])");
      },
      "map.glyphs[0].bonus", "between 1 and 2");
  expect_error(
      [](json& j) {
        j["map"]["glyphs"] = json::parse(R"([{"hex": [1, 0], "kind": "plain", "bonus": 1}])");
      },
      "map.glyphs[0].bonus", "no bonus");
  expect_error([](json& j) { j["map"]["glyphs"] = json::parse(R"([{"kind": "move"}])"); },
               "map.glyphs[0].hex", "missing required field");
  expect_error(
      [](json& j) {
        j["figures"][0]["special"] = {{"kind", "fireball"}, {"range", 2}, {"attack", 1}};
      },
      "figures[0].special.kind", "unknown special attack");
  expect_error(
      [](json& j) {
        j["figures"][0]["special"] = {{"kind", "grenade"}, {"range", 0}, {"attack", 1}};
      },
      "figures[0].special.range", "between 1 and");
  expect_error(
      [](json& j) {
        j["expect"]["heroscape"]["absent"] =
            json::parse(R"([{"destination": [1, 1], "target": "E", "score": 0}])");
      },
      "expect.heroscape.absent[0].score", "unknown field");
  expect_error(
      [](json& j) {
        j["expect"]["heroscape"]["charge"] =
            json::parse(R"([{"destination": [1, 1], "p": "0.3"}])");
      },
      "expect.heroscape.charge[0].p", "exact fraction");
}

}  // namespace
}  // namespace arbiter::heroscape
