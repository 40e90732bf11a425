// The Arcadia Quest loader section: every field of a valid file, and one bad input per
// field (exact place, key fact of the message).
#include "solver/arcadia/scenario.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <functional>

#include "solver/odds/parse_rational.hpp"
#include "tests/support/loader_errors.hpp"

namespace arbiter::arcadia {
namespace {

using json = nlohmann::json;
using ::testing::HasSubstr;

json base() {
  return json::parse(R"json({
    "format": 1, "game": "arcadia-quest", "name": "t", "rules": "arcadia-quest-respawn",
    "coordinates": "square",
    "board": {"cells": {"columns": 4, "rows": 3}, "blocked": [[3, 2]],
              "walls": [[[0, 0], [1, 0]]], "doors": [[[1, 1], [1, 2]]]},
    "dice": {"attack": {"faces": 6, "melee": 2, "ranged": 2, "crit": 1},
             "defense": {"faces": 6, "shield": 2, "crit": 1}, "black": {"faces": 6}},
    "players": ["yellow", "blue"],
    "heroes": [
      {"id": "B", "player": "blue", "cell": [0, 0], "hp": 5, "wounds": 1, "defense": 2,
       "attacks": [{"name": "Bow", "kind": "ranged", "dice": 3}]},
      {"id": "Y", "player": "yellow", "cell": [0, 0], "hp": 4, "defense": 1, "attacks": []}
    ],
    "monsters": [
      {"id": "V", "cell": [2, 1], "hp": 6, "wounds": 2, "move": 2,
       "attack": {"kind": "melee", "dice": 3, "effects": ["every-close-hero"]},
       "defense": 2, "overkill": 4, "coins": 5, "villain": true, "damaged_by": ["Y"]}
    ],
    "respawn": {"tokens": [{"cell": [1, 0], "roll": [2, 5]}], "graveyard": ["G9"], "slots": 4},
    "turn": {"hero": "B", "move": 2, "objective": "kill"},
    "expect": {"arcadia-quest": {
      "best": [{"destination": [0, 0], "card": "Bow", "target": "V"}],
      "absent": [{"destination": [1, 0], "card": "Bow", "target": "Y"}],
      "options": [{"destination": [0, 0], "card": "Bow", "target": "V", "rank": 1,
                   "guards": [], "payback_moves": [[1, 1]], "payback_attacks": true,
                   "payback_hits": ["B", "Y"], "p_kill": "1/3", "p_payback": 1,
                   "expected_dealt": "2/3", "expected_taken": "1/2", "p_hero_killed": 0,
                   "coins": {"blue": "5/3"}}],
      "respawn": [{"monster": "G9", "cell": [1, 0], "p": "1/18"},
                  {"monster": "G9", "cell": null, "p": "17/18"}]}}
  })json");
}

void expect_error(const std::function<void(json&)>& edit, const std::string& place,
                  const std::string& fact) {
  testing::expect_load_error(
      [](const json& j, const std::string& f) { return read_scenario(j, f); }, base(), edit, place,
      fact, "t.json");
}

TEST(ArcadiaLoad, EveryPartOfTheValidFile) {
  const Scenario s = read_scenario(base(), "t.json");
  EXPECT_EQ(s.cells.size(), 12u);
  EXPECT_EQ(s.blocked.size(), 1u);
  EXPECT_EQ(s.walls.size(), 1u);
  EXPECT_EQ(s.doors.size(), 1u);
  EXPECT_EQ(s.dice.attack_die(AttackKind::Ranged).hits, 2);
  EXPECT_EQ(s.dice.defense_die().crits, 1);
  EXPECT_EQ(s.dice.black_faces, 6);
  ASSERT_EQ(s.heroes.size(), 2u);
  EXPECT_EQ(s.heroes[0].wounds, 1);
  EXPECT_EQ(s.heroes[0].attacks[0].kind, AttackKind::Ranged);
  ASSERT_EQ(s.monsters.size(), 1u);
  EXPECT_TRUE(s.monsters[0].villain);
  EXPECT_TRUE(s.monsters[0].attack.every_close_hero);
  EXPECT_EQ(s.monsters[0].damaged_by, std::vector<std::string>{"Y"});
  EXPECT_EQ(s.tokens.size(), 1u);
  EXPECT_EQ(s.graveyard, std::vector<std::string>{"G9"});
  EXPECT_EQ(s.graveyard_slots, 4);
  EXPECT_EQ(s.objective, Objective::Kill);
  EXPECT_EQ(s.move, 2);
  const Expectation& e = s.expect.at(0);
  ASSERT_TRUE(e.best.has_value());
  EXPECT_EQ(e.options[0].p_kill, Exact(1, 3));
  EXPECT_EQ(e.options[0].coins.at("blue"), Exact(5, 3));
  EXPECT_EQ((*e.options[0].payback_hits), (std::vector<std::string>{"B", "Y"}));
  EXPECT_FALSE((*e.respawn)[1].cell.has_value());
}

TEST(ArcadiaLoad, EnvelopeAndTopLevel) {
  expect_error([](json& j) { j["coordinates"] = "axial"; }, "coordinates", "expected \"square\"");
  expect_error([](json& j) { j["game"] = "arcadia"; }, "game", "unsupported game");
  expect_error([](json& j) { j["rules"] = "gloomhaven"; }, "rules", "unknown rule set");
  expect_error([](json& j) { j["heros"] = json::array(); }, "heros", "unknown field");
  expect_error([](json& j) { j.erase("dice"); }, "dice", "missing required field");
}

TEST(ArcadiaLoad, Board) {
  expect_error([](json& j) { j["board"]["cells"] = 3; }, "board.cells", "a list of cells");
  expect_error(
      [](json& j) {
        j["board"]["cells"] = {{0, 0}, {0, 0}};
      },
      "board.cells[1]", "listed twice");
  expect_error([](json& j) { j["board"]["cells"]["rows"] = 0; }, "board.cells.rows", "");
  expect_error(
      [](json& j) {
        j["board"]["blocked"] = {{9, 9}};
      },
      "board.blocked[0]", "not on the board");
  expect_error(
      [](json& j) {
        j["board"]["walls"] = {{{0, 0}, {1, 1}}};
      },
      "board.walls[0]", "do not share an edge");
  expect_error(
      [](json& j) {
        j["board"]["doors"] = {{{1, 0}, {0, 0}}};
      },
      "board.doors[0]", "already has a wall or door");
  expect_error([](json& j) { j["board"]["walls"] = {{0, 0}}; }, "board.walls[0][0]", "[x, y]");
  expect_error([](json& j) { j["board"]["shape"] = 1; }, "board.shape", "unknown field");
}

// Sizes past the real game are refused before any work, the limit named.
TEST(ArcadiaLoad, Limits) {
  expect_error(
      [](json& j) {
        j["board"]["cells"] = {{"columns", 65}, {"rows", 3}};
      },
      "board.cells.columns", "columns 65 is beyond anything the game prints (limit 64)");
  expect_error(
      [](json& j) {
        j["board"]["cells"] = {{"columns", 4}, {"rows", 256}};
      },
      "board.cells.rows", "(limit 64)");
  expect_error(
      [](json& j) {
        json cells = json::array();
        for (int i = 0; i < 4097; ++i) cells.push_back({i % 100, i / 100});
        j["board"]["cells"] = cells;
      },
      "board.cells", "4097 cells on the board, more than any real game has (limit 4096)");
  expect_error(
      [](json& j) {
        j["board"]["cells"] = {{0, 0}, {300, 0}};
      },
      "board.cells[1]", "(limit 256)");
  expect_error([](json& j) { j["turn"]["move"] = 30; }, "turn.move",
               "move 30 is beyond anything the game prints (limit 6)");
  expect_error([](json& j) { j["monsters"][0]["move"] = 5; }, "monsters[0].move", "(limit 4)");
  expect_error([](json& j) { j["heroes"][0]["hp"] = 17; }, "heroes[0].hp", "(limit 16)");
  expect_error([](json& j) { j["monsters"][0]["overkill"] = 100; }, "monsters[0].overkill",
               "(limit 16)");
  expect_error([](json& j) { j["dice"]["attack"]["faces"] = 13; }, "dice.attack.faces",
               "(limit 12)");
  expect_error(
      [](json& j) {
        for (int i = 0; i < 24; ++i) {
          json m = j["monsters"][0];
          m["id"] = "Z" + std::to_string(i);
          j["monsters"].push_back(m);
        }
      },
      "monsters", "(limit 24)");
  expect_error(
      [](json& j) {
        for (int i = 0; i < 3; ++i)
          j["heroes"][0]["attacks"].push_back(
              {{"name", "Extra" + std::to_string(i)}, {"kind", "melee"}, {"dice", 1}});
      },
      "heroes[0].attacks", "(limit 3)");
  expect_error(
      [](json& j) {
        for (int i = 0; i < 8; ++i) j["players"].push_back("p" + std::to_string(i));
      },
      "players", "(limit 8)");
}

TEST(ArcadiaLoad, Dice) {
  expect_error([](json& j) { j["dice"]["attack"].erase("crit"); }, "dice.attack.crit", "missing");
  expect_error([](json& j) { j["dice"]["attack"]["melee"] = 6; }, "dice.attack.melee",
               "add up to more than 6 faces");
  expect_error([](json& j) { j["dice"]["attack"]["crit"] = 6; }, "dice.attack.crit", "");
  expect_error([](json& j) { j["dice"]["defense"]["shield"] = 6; }, "dice.defense.shield",
               "add up to more than");
  expect_error([](json& j) { j["dice"]["defense"]["faces"] = 1; }, "dice.defense.faces", "");
  expect_error([](json& j) { j["dice"].erase("black"); }, "respawn", "black die");
}

TEST(ArcadiaLoad, PlayersAndFigures) {
  expect_error([](json& j) { j["players"] = {"a", "a"}; }, "players[1]", "listed twice");
  expect_error([](json& j) { j["heroes"][0]["player"] = "red"; }, "heroes[0].player",
               "no player \"red\"");
  expect_error([](json& j) { j["heroes"][1]["id"] = "B"; }, "heroes[1].id", "duplicate");
  expect_error([](json& j) { j["heroes"][0]["cell"] = {3, 2}; }, "heroes[0].cell", "blocked");
  expect_error([](json& j) { j["heroes"][0]["wounds"] = 5; }, "heroes[0].wounds", "");
  expect_error([](json& j) { j["heroes"][0]["attacks"][0]["kind"] = "magic"; },
               "heroes[0].attacks[0].kind", "unknown attack kind");
  expect_error([](json& j) { j["heroes"][0]["attacks"][0]["dice"] = 0; },
               "heroes[0].attacks[0].dice", "");
  expect_error([](json& j) { j["heroes"][0]["attacks"].push_back(j["heroes"][0]["attacks"][0]); },
               "heroes[0].attacks[1].name", "twice");
  expect_error(
      [](json& j) {
        j["monsters"][0]["cell"] = {0, 0};
      },
      "monsters[0].cell", "already holds two figures");
  expect_error([](json& j) { j["monsters"][0]["attack"]["effects"] = {"fly"}; },
               "monsters[0].attack.effects[0]", "unknown effect");
  expect_error([](json& j) { j["monsters"][0]["overkill"] = 0; }, "monsters[0].overkill", "");
  expect_error([](json& j) { j["monsters"][0]["villain"] = false; }, "monsters[0].damaged_by",
               "only a villain");
  expect_error([](json& j) { j["monsters"][0]["damaged_by"] = {"Z"}; }, "monsters[0].damaged_by[0]",
               "no hero");
  expect_error([](json& j) { j["monsters"][0].erase("move"); }, "monsters[0].move", "missing");
  expect_error([](json& j) { j["heroes"][0]["hp"] = 0; }, "heroes[0].hp", "between 1 and 16");
  expect_error([](json& j) { j["heroes"][0]["defense"] = 13; }, "heroes[0].defense",
               "between 0 and 12");
  expect_error([](json& j) { j["monsters"][0]["coins"] = -1; }, "monsters[0].coins", "");
  expect_error([](json& j) { j["monsters"][0]["attack"]["kind"] = "bite"; },
               "monsters[0].attack.kind", "unknown attack kind");
  expect_error([](json& j) { j["monsters"][0]["attack"]["name"] = "Claw"; },
               "monsters[0].attack.name", "unknown field");
  expect_error([](json& j) { j["heroes"][0]["attacks"][0]["effects"] = json::array(); },
               "heroes[0].attacks[0].effects", "unknown field");
  expect_error([](json& j) { j["monsters"][0]["hp"] = "6"; }, "monsters[0].hp", "integer");
}

TEST(ArcadiaLoad, ExpectValuesOfAnySizeAndGraveyardSlots) {
  json j = base();
  auto& o = j["expect"]["arcadia-quest"]["options"][0];
  o["p_kill"] = "123456789012345678901234567890/123456789012345678901234567891";
  o["graveyard_slot"] = "box";
  j["expect"]["arcadia-quest-seed"] = json::parse(R"({"options": [{"destination": [0, 0],
      "card": "Bow", "target": "V", "graveyard_slot": 2}]})");
  const Scenario s = read_scenario(j, "t.json");
  const auto& e = s.expect.at(0).options.at(0);
  EXPECT_EQ(odds::rational_str(*e.p_kill),
            "123456789012345678901234567890/123456789012345678901234567891");
  EXPECT_EQ(e.graveyard_slot, 0);
  EXPECT_EQ(s.expect.at(2).options.at(0).graveyard_slot, 2);
}

TEST(ArcadiaLoad, RespawnTurnAndExpect) {
  expect_error(
      [](json& j) {
        j["respawn"]["tokens"][0]["roll"] = {2, 7};
      },
      "respawn.tokens[0].roll[1]", "");
  expect_error(
      [](json& j) {
        j["respawn"]["tokens"].push_back({{"cell", {2, 0}}, {"roll", {5, 2}}});
      },
      "respawn.tokens[1].roll", "combination");
  expect_error([](json& j) { j["respawn"]["graveyard"] = {"V"}; }, "respawn.graveyard[0]",
               "duplicate");
  expect_error(
      [](json& j) {
        j["respawn"]["tokens"][0]["cell"] = {3, 2};
      },
      "respawn.tokens[0].cell", "blocked");
  expect_error([](json& j) { j["turn"]["hero"] = "V"; }, "turn.hero", "no hero");
  expect_error([](json& j) { j["turn"]["move"] = -1; }, "turn.move", "");
  expect_error([](json& j) { j["turn"]["objective"] = "fun"; }, "turn.objective",
               "unknown objective");
  expect_error([](json& j) { j["expect"]["chess"] = json::object(); }, "expect.chess",
               "unknown rule set");
  expect_error([](json& j) { j["expect"]["arcadia-quest"]["options"][0]["p_kill"] = "x"; },
               "expect.arcadia-quest.options[0].p_kill", "exact fraction");
  expect_error([](json& j) { j["expect"]["arcadia-quest"]["options"][0]["p_kill"] = "1/0"; },
               "expect.arcadia-quest.options[0].p_kill", "exact fraction");
  expect_error([](json& j) { j["expect"]["arcadia-quest"]["options"][0]["graveyard_slot"] = 0; },
               "expect.arcadia-quest.options[0].graveyard_slot", "between 1 and");
  expect_error(
      [](json& j) { j["expect"]["arcadia-quest"]["options"][0]["graveyard_slot"] = "grave"; },
      "expect.arcadia-quest.options[0].graveyard_slot", "slot number");
  expect_error([](json& j) { j["expect"]["arcadia-quest"]["options"][0]["target"] = "Q"; },
               "expect.arcadia-quest.options[0].target", "no figure");
  expect_error(
      [](json& j) {
        j["expect"]["arcadia-quest"]["options"][0]["coins"] = {{"red", 1}};
      },
      "expect.arcadia-quest.options[0].coins.red", "no player");
  expect_error([](json& j) { j["expect"]["arcadia-quest"]["respawn"][0]["monster"] = "V"; },
               "expect.arcadia-quest.respawn[0].monster", "graveyard");
  expect_error([](json& j) { j["expect"]["arcadia-quest"]["best"][0]["why"] = 1; },
               "expect.arcadia-quest.best[0].why", "unknown field");
}

}  // namespace
}  // namespace arbiter::arcadia
