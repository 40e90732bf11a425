// Named unknowns (round.unknowns): a value written over a letter a scenario defines is
// computed with the letter's value; without it the file still loads, and the round asks for
// the letter only when a monster that needs it is played; bad values are refused.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "solver/gloomhaven/round.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/scenario/json_reader.hpp"
#include "tests/support/loader_errors.hpp"

namespace arbiter::gloomhaven {
namespace {

using nlohmann::json;

// A row of six hexes: the Overseer (move 1 "+X" on its card, attack "V") at [0, 0], C1 with
// 3 hit points at [3, 0]. With X = 1 it moves 2 to [2, 0] and attacks V; with X = 0 it stops
// at [1, 0], out of reach. A closed door at [5, 0] hides a Guard whose stat card needs "K".
json base() {
  return json::parse(R"({
    "format": 1, "game": "gloomhaven", "name": "t", "coordinates": "axial",
    "map": {"hexes": [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0]],
            "doors": [{"hex": [5, 0], "room": [[6, 0]],
                       "monsters": [{"hex": [6, 0], "type": "Guard", "rank": "normal"}]}]},
    "monster_types": {
      "Overseer": {"normal": {"hp": 10, "move": 1, "attack": "V"},
                   "card": {"initiative": 30, "actions": [{"move": "+X"}, {"attack": "+0"}]}},
      "Guard": {"normal": {"hp": "2+K", "move": 2, "attack": 2},
                "card": {"initiative": 40, "actions": [{"attack": "+0"}]}}
    },
    "figures": [
      {"id": "O1", "side": "monsters", "kind": "monster", "hex": [0, 0], "type": "Overseer", "rank": "normal", "standee": 1},
      {"id": "C1", "side": "players", "kind": "character", "hex": [3, 0], "initiative": 50, "hp": 3, "max_hp": 10}
    ],
    "round": {"draws": ["+0"], "unknowns": {"V": 3, "X": 1}}
  })");
}

RoundOutcome play(const json& j) {
  TurnWorkspace ws;
  return play_round(read_round(j, "t.json"), profile_for(RuleSet::Gloomhaven), RoundRequest{}, ws);
}

bool removed(const RoundOutcome& o, const std::string& id) {
  for (const auto& f : o.end)
    if (f.id == id) return f.removed;
  return true;
}

TEST(RoundUnknowns, TheGivenValuesDecideTheRound) {
  EXPECT_TRUE(removed(play(base()), "C1"));  // moves 2, attack 3: C1's 3 hit points gone
  json weaker = base();
  weaker["round"]["unknowns"]["V"] = 2;
  EXPECT_FALSE(removed(play(weaker), "C1"));
  json slower = base();
  slower["round"]["unknowns"]["X"] = 0;  // the old "taken as 0": out of reach
  EXPECT_FALSE(removed(play(slower), "C1"));
}

// Without V the file loads (an import loads back), and the round asks when O1 is played.
TEST(RoundUnknowns, AMissingLetterIsAskedForWhenItsMonsterPlays) {
  json j = base();
  j["round"]["unknowns"].erase("V");
  EXPECT_NO_THROW(read_round(j, "t.json"));
  try {
    play(j);
    ADD_FAILURE() << "played without V";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.place(), "monster_types.Overseer.normal.attack");
    EXPECT_NE(e.problem().find("V has no value"), std::string::npos) << e.problem();
    EXPECT_NE(e.problem().find("O1 (Overseer)"), std::string::npos) << e.problem();
    EXPECT_NE(e.problem().find("round.unknowns"), std::string::npos) << e.problem();
  }
  // A card's letter likewise.
  json card = base();
  card["round"]["unknowns"].erase("X");
  try {
    play(card);
    ADD_FAILURE() << "played without X";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.place(), "monster_types.Overseer.card.actions[0].move");
  }
}

// The Guard behind the closed door needs K (its hit points, and a heal its card unlocks
// with fire); the door stays closed, so K is never asked for.
TEST(RoundUnknowns, ALetterOfAMonsterNotPlayedIsNotAskedFor) {
  json j = base();
  j["monster_types"]["Guard"]["card"]["actions"].push_back(
      {{"on_consume", "fire"}, {"then", json::array({{{"heal", "K"}}})}});
  EXPECT_NO_THROW(play(j));
  const LoadedRound r = read_round(j, "t.json");
  const auto& unknowns = r.round.types.at("Guard").card.unknowns;
  ASSERT_EQ(unknowns.size(), 1u);
  EXPECT_EQ(unknowns[0].place, "monster_types.Guard.card.actions[1].then[0].heal");
}

void expect_error(const std::function<void(json&)>& edit, const std::string& place,
                  const std::string& fact) {
  arbiter::testing::expect_load_error([](const json& f, const std::string& n) { read_round(f, n); },
                                      base(), edit, place, fact);
}

TEST(RoundUnknowns, BadValuesAreRefused) {
  expect_error([](json& j) { j["round"]["unknowns"] = json::array({3}); }, "round.unknowns",
               "an object");
  expect_error([](json& j) { j["round"]["unknowns"]["VV"] = 1; }, "round.unknowns.VV",
               "one capital letter");
  expect_error([](json& j) { j["round"]["unknowns"]["v"] = 1; }, "round.unknowns.v",
               "one capital letter");
  expect_error([](json& j) { j["round"]["unknowns"]["C"] = 2; }, "round.unknowns.C",
               "round.characters");
  expect_error([](json& j) { j["round"]["unknowns"]["V"] = -1; }, "round.unknowns.V", "between");
  expect_error([](json& j) { j["round"]["unknowns"]["V"] = 1001; }, "round.unknowns.V", "between");
  expect_error([](json& j) { j["round"]["unknowns"]["V"] = "three"; }, "round.unknowns.V",
               "integer");
  expect_error([](json& j) { j["round"]["unknowns"]["Q"] = 1; }, "round.unknowns.Q",
               "no value of monster_types uses Q");
  expect_error([](json& j) { j["monster_types"]["Overseer"]["normal"]["attack"] = "3+V+"; },
               "monster_types.Overseer.normal.attack", "not a number or a formula");
  // A computed value outside its field's range is the field's own error.
  expect_error([](json& j) { j["monster_types"]["Overseer"]["normal"]["attack"] = "Vx1000"; },
               "monster_types.Overseer.normal.attack", "between");
}

}  // namespace
}  // namespace arbiter::gloomhaven
