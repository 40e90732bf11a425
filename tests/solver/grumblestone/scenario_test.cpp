// The Grumblestone loader section: the valid form, and one test per class of bad input
// (the exact place and the key fact of the message).
#include "solver/grumblestone/scenario.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <functional>

#include "solver/games/games.hpp"
#include "tests/support/loader_errors.hpp"

namespace arbiter::grumblestone {
namespace {

using json = nlohmann::json;
using ::testing::HasSubstr;

json base() {
  return json::parse(R"json({
    "format": 1, "game": "grumblestone", "name": "t", "rules": "grumblestone",
    "variants": {"attack": "one", "icons": "fixed"},
    "players": [
      {"id": "P1", "golem": "crumbleclad", "hearts": 5, "grumble": 3, "shield": 0,
       "tokens": {"attack": 1, "shield": 0},
       "board": {"icons": ["A.H.G.", ".A.S..", "G..A.H", "..S.G.", "H.A..S", ".G..A."],
                 "tiles": [{"id": "t1", "at": [1, 1], "rows": ["__", "_."]}]}},
      {"id": "P2", "golem": "frostbite", "hearts": 4, "shield": 1, "power": "power"}
    ],
    "market": {"slots": [{"cost": 3, "tile": {"name": "L", "rows": ["A_", "G."]}}],
               "token_prices": {"attack": 7, "shield": 8}},
    "turn": {"player": "P1", "dice": [2, 5], "blocked": [{"number": 3, "by": "P2"}]},
    "objective": {"kind": "mix", "weights": {"damage": 2, "grumble": "1/4"}},
    "expect": {"grumblestone": {"value": "3/2", "best": [{"action": "assign", "column": 2, "row": 5}],
               "actions": [{"action": "reroll", "die": 2, "value": "1"},
                           {"action": "shift", "die": 5, "to": 6, "free": true, "value": 0}],
               "target": "P2", "boost": 0, "damage": 1, "buy": {"slots": [1]},
               "placements": [{"slot": 1, "cells": [[3, 3], [4, 3], [3, 4]], "icons": "A_G"}],
               "power_after": "none"}}
  })json");
}

void expect_error(const std::function<void(json&)>& edit, const std::string& place,
                  const std::string& fact) {
  testing::expect_load_error(
      [](const json& j, const std::string& f) { return read_scenario(j, f); }, base(), edit, place,
      fact, "f.json");
}

TEST(GrumbleScenario, ReadsEveryField) {
  const Scenario s = read_scenario(base(), "f.json");
  ASSERT_EQ(s.players.size(), 2u);
  EXPECT_EQ(s.acting, 0u);
  const Player& me = s.players[0];
  EXPECT_EQ(me.golem, Golem::Crumbleclad);
  EXPECT_EQ(me.attack_tokens, 1);
  EXPECT_EQ(me.printed[0], Icon::Attack);
  EXPECT_EQ(me.printed[2 * kSide + 5], Icon::Heal);
  ASSERT_EQ(me.tiles.size(), 1u);
  EXPECT_EQ(me.tiles[0].cells.size(), 3u);
  EXPECT_EQ(s.players[1].power, Power::Power);
  ASSERT_EQ(s.market.slots.size(), 1u);
  EXPECT_EQ(s.market.slots[0].shape.size(), 3u);
  EXPECT_EQ(s.market.shield_token_price, 8);
  EXPECT_EQ(s.dice, (std::vector<int>{2, 5}));
  ASSERT_EQ(s.blocked.size(), 1u);
  EXPECT_EQ(s.weights.damage, (odds::Fraction{2, 1}));
  EXPECT_EQ(s.weights.grumble, (odds::Fraction{1, 4}));
  EXPECT_EQ(s.weights.hearts, (odds::Fraction{1, 1}));  // the mix preset
  const Expectation& e = s.expect.at(0);
  ASSERT_TRUE(e.best);
  EXPECT_EQ(e.best->front().text, "assign column 2 + row 5");
  EXPECT_EQ(e.actions[0].text, "reroll 2");
  EXPECT_EQ(e.actions[1].text, "shift 5 to 6 free");
  EXPECT_EQ(e.placements.at(0).front().cells.size(), 3u);
}

TEST(GrumbleScenario, LoadsThroughTheGameTable) {
  const auto loaded = games::load_text(base().dump(), "f.json");
  EXPECT_EQ(loaded->game(), "grumblestone");
  EXPECT_EQ(loaded->expected_rule_sets(), std::vector<std::string>{"grumblestone"});
}

TEST(GrumbleScenario, BadInput) {
  expect_error([](json& j) { j["coordinates"] = "axial"; }, "coordinates", "leave out");
  expect_error([](json& j) { j["variants"]["attack"] = "some"; }, "variants.attack",
               "unknown attack variant");
  expect_error([](json& j) { j["variants"]["icons"] = 1; }, "variants.icons", "string");
  expect_error([](json& j) { j["players"].erase(1); }, "players", "2 to 8 players");
  expect_error([](json& j) { j["players"][1]["id"] = "P1"; }, "players[1].id", "listed twice");
  expect_error([](json& j) { j["players"][0]["golem"] = "hurricane"; }, "players[0].golem",
               "unknown golem");
  expect_error([](json& j) { j["players"][0]["hearts"] = 61; }, "players[0].hearts", "60");
  expect_error([](json& j) { j["players"][0]["grumble"] = -1; }, "players[0].grumble", "");
  expect_error([](json& j) { j["players"][0]["shield"] = "x"; }, "players[0].shield", "integer");
  expect_error([](json& j) { j["players"][0]["tokens"]["fire"] = 1; }, "players[0].tokens.fire",
               "unknown field");
  expect_error([](json& j) { j["players"][0]["board"]["icons"].erase(0); },
               "players[0].board.icons", "6 rows");
  expect_error([](json& j) { j["players"][0]["board"]["icons"][2] = "A.H.G"; },
               "players[0].board.icons[2]", "6 characters");
  expect_error([](json& j) { j["players"][0]["board"]["icons"][2] = "A.H.GX"; },
               "players[0].board.icons[2]", "unknown icon \"X\"");
  expect_error(
      [](json& j) {
        j["players"][0]["board"]["tiles"][0]["at"] = json::array({0, 1});
      },
      "players[0].board.tiles[0].at[0]", "between 1 and 6");
  expect_error(
      [](json& j) {
        j["players"][0]["board"]["tiles"][0]["at"] = json::array({6, 1});
      },
      "players[0].board.tiles[0]", "leaves the 6x6 board");
  expect_error(
      [](json& j) {
        j["players"][0]["board"]["tiles"].push_back(
            json::parse(R"({"at": [2, 1], "rows": ["A"]})"));
      },
      "players[0].board.tiles[1]", "already under players[0].board.tiles[0]");
  expect_error(
      [](json& j) {
        j["players"][0]["board"]["tiles"][0]["rows"] = {"..", ".."};
      },
      "players[0].board.tiles[0].rows", "at least one cell");
  expect_error([](json& j) { j["players"][0]["power"] = "power"; }, "players[0].power",
               "the board's tiles give");
  expect_error([](json& j) { j["market"]["slots"][0]["cost"] = 100; }, "market.slots[0].cost", "");
  expect_error([](json& j) { j["market"]["slots"][0]["tile"]["rows"] = {"AAAAAAA"}; },
               "market.slots[0].tile.rows[0]", "at most 6");
  expect_error([](json& j) { j["market"]["token_prices"]["heal"] = 7; }, "market.token_prices.heal",
               "unknown field");
  expect_error([](json& j) { j["turn"]["player"] = "P9"; }, "turn.player", "no player");
  expect_error([](json& j) { j["turn"]["player"] = "P2"; }, "turn.player", "needs a \"board\"");
  expect_error([](json& j) { j["players"][0]["hearts"] = 0; }, "turn.player", "eliminated");
  expect_error([](json& j) { j["turn"]["dice"] = {2, 5, 1}; }, "turn.dice", "rolls 2 dice");
  expect_error([](json& j) { j["turn"]["dice"] = {2, 7}; }, "turn.dice[1]", "between 1 and 6");
  expect_error([](json& j) { j["turn"]["blocked"][0]["by"] = "P1"; }, "turn.blocked[0].by",
               "only the others");
  expect_error([](json& j) { j["players"][1]["power"] = "none"; }, "turn.blocked[0].by",
               "only a Frostbite with its power");
  expect_error([](json& j) { j["turn"]["blocked"][0]["number"] = 0; }, "turn.blocked[0].number",
               "between 1 and 6");
  expect_error([](json& j) { j["objective"] = "fastest"; }, "objective", "unknown objective");
  expect_error([](json& j) { j["objective"]["weights"]["damage"] = "1/0"; },
               "objective.weights.damage", "exact fraction");
  expect_error([](json& j) { j["objective"]["weights"]["luck"] = 1; }, "objective.weights.luck",
               "unknown field");
  expect_error([](json& j) { j["expect"]["chess"] = json::object(); }, "expect.chess",
               "unknown rule set");
  expect_error([](json& j) { j["expect"]["grumblestone"]["best"][0]["action"] = "pass"; },
               "expect.grumblestone.best[0].action", "unknown action");
  expect_error([](json& j) { j["expect"]["grumblestone"]["actions"][0].erase("value"); },
               "expect.grumblestone.actions[0]", "\"value\"");
  expect_error([](json& j) { j["expect"]["grumblestone"]["target"] = "P7"; },
               "expect.grumblestone.target", "no player");
  expect_error([](json& j) { j["expect"]["grumblestone"]["buy"]["slots"] = json::array({2}); },
               "expect.grumblestone.buy.slots[0]", "between 1 and 1");
  expect_error([](json& j) { j["expect"]["grumblestone"]["placements"][0]["icons"] = "A_"; },
               "expect.grumblestone.placements[0].icons", "one icon character per cell");
  expect_error([](json& j) { j["expect"]["grumblestone"]["power_after"] = "ultra"; },
               "expect.grumblestone.power_after", "unknown power");
}

TEST(GrumbleScenario, FrostbiteRollsThreeDice) {
  json j = base();
  j["players"][0]["golem"] = "frostbite";
  // A full column of tiles: column 1 covered.
  j["players"][0]["board"]["tiles"] =
      json::parse(R"([{"at": [1, 1], "rows": ["_", "_", "_", "_", "_", "_"]}])");
  j["turn"].erase("blocked");
  j["players"][1]["golem"] = "amber";
  expect_error([&](json& x) { x = j; }, "turn.dice", "rolls 3 dice");
  j["turn"]["dice"] = {2, 5, 3};
  const Scenario s = read_scenario(j, "f.json");
  EXPECT_EQ(s.players[0].power, Power::Power);
  EXPECT_EQ(s.dice.size(), 3u);
}

}  // namespace
}  // namespace arbiter::grumblestone
