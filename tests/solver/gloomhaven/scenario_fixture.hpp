// The loader tests' shared files and checks (scenario_test.cpp, scenario_bad_input_test.cpp):
// the format document's example, a small axial file, and the check that an edit of one of
// them raises the expected error (file, exact place, the key fact of the problem).
#pragma once

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven::fixture {

using json = nlohmann::json;
using scenario::ScenarioError;
using ::testing::HasSubstr;

// The example of the format document, verbatim.
inline constexpr const char* kDocExample = R"json({
  "format": 1,
  "game": "gloomhaven",
  "name": "ranged-steps-back",
  "notes": "With a ranged attack the monster steps away from its target to avoid disadvantage.",
  "coordinates": "even-q",
  "map": {"hexes": {"columns": 8, "rows": 5},
          "terrain": {"obstacle": [[3, 2]]}},
  "figures": [
    {"id": "C1", "side": "players", "kind": "character", "hex": [4, 2], "initiative": 20},
    {"id": "A", "side": "monsters", "kind": "monster", "hex": [5, 2], "rank": "normal", "standee": 1}
  ],
  "turn": {"figure": "A", "move": 2, "movement": "normal",
           "attack": {"range": 3, "targets": 1}},
  "expect": {"gloomhaven": [{"destination": [6, 2], "targets": ["C1"]},
                            {"destination": [6, 1], "targets": ["C1"]},
                            {"destination": [5, 1], "targets": ["C1"]}]}
})json";

// A small axial map with a list of hexes, walls, terrain, thin walls and an AoE attack.
inline constexpr const char* kAxialBase = R"json({
  "format": 1,
  "game": "gloomhaven",
  "name": "axial-base",
  "title": "All the parts",
  "rules": "frosthaven",
  "coordinates": "axial",
  "map": {"hexes": [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1], [-1, 2], [0, 2]],
          "terrain": {"wall": [[2, 1]], "trap": [[0, 2]], "icy": [[-1, 2]]},
          "thin_walls": [[[0, 0], [1, 0]]]},
  "figures": [
    {"id": "C1", "side": "players", "kind": "character", "hex": [0, 0], "initiative": 10,
     "secondary_initiative": 40, "hp": 8, "max_hp": 10, "conditions": ["poison", "ward"]},
    {"id": "S1", "side": "players", "kind": "summon", "hex": [1, 1], "summoner": "C1",
     "summon_order": 1},
    {"id": "M1", "side": "monsters", "kind": "monster", "hex": [2, 0], "type": "Bandit Guard",
     "rank": "elite", "standee": 3, "conditions": ["muddle"]}
  ],
  "turn": {"figure": "M1", "move": 3, "movement": "jump", "flying": true,
           "attack": {"range": 0, "targets": "all",
                      "aoe": {"melee": true, "hexes": [[-1, 0], [-1, 1]]}}},
  "expect": {"frosthaven": [{"destination": [1, 0], "targets": ["C1", "S1"], "focus": "C1"}],
             "jotl": [{"destination": [2, 0], "targets": [], "focus": null}]}
})json";

inline Scenario parse(std::string_view text) {
  return parse_scenario(text, "test.json");
}

// The error that parsing `text` raises; fails the test when there is none.
inline ScenarioError error_of(std::string_view text) {
  try {
    parse(text);
  } catch (const ScenarioError& e) {
    return e;
  }
  ADD_FAILURE() << "no error for:\n" << text;
  return ScenarioError("", "", "");
}

// The error raised by `base` after `mutate` changed it.
inline ScenarioError error_after(const char* base, const std::function<void(json&)>& mutate) {
  json j = json::parse(base);
  mutate(j);
  return error_of(j.dump());
}

inline void expect_error(const ScenarioError& e, const std::string& place,
                         const std::string& fact) {
  EXPECT_EQ(e.file(), "test.json");
  EXPECT_EQ(e.place(), place) << e.what();
  EXPECT_THAT(e.problem(), HasSubstr(fact)) << e.what();
  EXPECT_EQ(std::string(e.what()), "test.json: " + e.place() + ": " + e.problem());
}

inline void expect_doc_error(const std::function<void(json&)>& mutate, const std::string& place,
                             const std::string& fact) {
  expect_error(error_after(kDocExample, mutate), place, fact);
}

inline void expect_axial_error(const std::function<void(json&)>& mutate, const std::string& place,
                               const std::string& fact) {
  expect_error(error_after(kAxialBase, mutate), place, fact);
}

// A 7 x 7 map in `coordinates`, C1 beside M1, M1's turn a move of 2 without an attack: the
// long form the format's shorthands are checked against.
inline json defaults_base(const char* coordinates) {
  return json::parse(std::string(R"json({
    "format": 1, "game": "gloomhaven", "name": "defaults", "coordinates": ")json") +
                     coordinates + R"json(",
    "map": {"hexes": {"columns": 7, "rows": 7}},
    "figures": [
      {"id": "C1", "side": "players", "kind": "character", "hex": [4, 3], "initiative": 10},
      {"id": "M1", "side": "monsters", "kind": "monster", "hex": [3, 3]}
    ],
    "turn": {"figure": "M1", "move": 2, "movement": "normal", "attack": null}
  })json");
}

// A file given as JSON: what parsing its text gives, and the error it raises.
inline Scenario load(const json& j) {
  return parse(j.dump());
}
inline ScenarioError error_of_json(const json& j) {
  return error_of(j.dump());
}

}  // namespace arbiter::gloomhaven::fixture
