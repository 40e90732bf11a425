// The format's shorthands: what authors naturally write (no `attack`, no
// `movement`, area patterns drawn in the file's own coordinates, monster allies, `$schema`)
// and the character-acting rule. Each extension is checked against the long form it
// abbreviates, so that a default can never drift from what it stands for.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven {
namespace {

using json = nlohmann::json;
using scenario::ScenarioError;
using ::testing::HasSubstr;

json base(const char* coordinates) {
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

Scenario load(const json& j) {
  return parse_scenario(j.dump(), "test.json");
}

ScenarioError error_of(const json& j) {
  try {
    load(j);
  } catch (const ScenarioError& e) {
    return e;
  }
  ADD_FAILURE() << "no error for " << j.dump();
  return ScenarioError("", "", "");
}

TEST(ScenarioDefaults, AttackOmittedMeansNoAttack) {
  json j = base("odd-q");
  j["turn"].erase("attack");
  EXPECT_FALSE(load(j).turn.attack.has_value());
}

TEST(ScenarioDefaults, MovementOmittedMeansNormal) {
  for (const char* m : {"jump", "normal"}) {
    json j = base("odd-q");
    j["turn"]["movement"] = m;
    const Movement explicit_movement = load(j).turn.movement;
    j["turn"].erase("movement");
    EXPECT_EQ(load(j).turn.movement, Movement::Normal);
    EXPECT_EQ(explicit_movement == Movement::Normal, std::string(m) == "normal");
  }
}

TEST(ScenarioDefaults, SchemaFieldAcceptedAsString) {
  json j = base("odd-q");
  j["$schema"] = "../docs/schema/scenario-1.schema.json";
  EXPECT_EQ(load(j).name, "defaults");
  j["$schema"] = 3;
  const auto e = error_of(j);
  EXPECT_EQ(e.place(), "[\"$schema\"]");  // quoted: not a plain identifier
  EXPECT_THAT(e.problem(), HasSubstr("expected a string"));
}

// The same melee pattern drawn in each offset system at an origin in an odd and an even
// column (row), against the axial offsets it stands for.
TEST(ScenarioDefaults, PatternInFileCoordinatesEqualsAxialOffsets) {
  const std::vector<Coord> axial = {{1, -1}, {1, 0}, {2, -1}};
  for (const char* cs : {"odd-q", "even-q", "odd-r", "even-r"}) {
    const auto system = *pathing::parse_coordinate_system(cs);
    for (const Coord origin : {Coord{3, 3}, Coord{2, 2}, Coord{3, 2}}) {
      json j = base(cs);
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

TEST(ScenarioDefaults, RangedPatternNeedsNoOrigin) {
  json j = base("even-r");
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

TEST(ScenarioDefaults, PatternErrors) {
  json j = base("odd-q");
  j["turn"]["attack"] = {{"range", 0}, {"targets", 1}, {"aoe", {{"melee", true}}}};
  EXPECT_THAT(error_of(j).problem(), HasSubstr("or \"pattern\""));
  j["turn"]["attack"]["aoe"]["pattern"] = {{4, 2}};
  auto e = error_of(j);
  EXPECT_EQ(e.place(), "turn.attack.aoe.origin");
  j["turn"]["attack"]["aoe"]["origin"] = {4, 2};
  e = error_of(j);
  EXPECT_EQ(e.place(), "turn.attack.aoe.pattern[0]");
  EXPECT_THAT(e.problem(), HasSubstr("the origin"));
  j["turn"]["attack"]["aoe"]["hexes"] = {{1, 0}};
  EXPECT_THAT(error_of(j).problem(), HasSubstr("exactly one of"));
}

TEST(ScenarioDefaults, MonsterAllyFightsMonsters) {
  json j = base("odd-q");
  j["figures"].push_back({{"id", "A1"},
                          {"side", "players"},
                          {"kind", "monster"},
                          {"hex", {2, 3}},
                          {"type", "Hound"},
                          {"rank", "elite"}});
  j["turn"] = {{"figure", "A1"}, {"move", 0}, {"attack", {{"range", 0}, {"targets", 1}}}};
  const Scenario s = load(j);
  const pathing::Board b = build_board(s);
  TurnWorkspace ws;
  const auto d = decide_turn(s, b, profile_for(RuleSet::Gloomhaven), ws);
  ASSERT_EQ(d.options.size(), 1u);
  ASSERT_EQ(d.options[0].attack.targets.size(), 1u);
  EXPECT_EQ(s.figures[static_cast<std::size_t>(d.options[0].attack.targets[0])].id, "M1");
}

TEST(ScenarioDefaults, CharacterActsOnlyWhenMarked) {
  json j = base("odd-q");
  j["turn"]["figure"] = "C1";
  auto e = error_of(j);
  EXPECT_EQ(e.place(), "turn.figure");
  EXPECT_THAT(e.problem(), HasSubstr("monster_ai"));
  j["turn"]["monster_ai"] = true;
  EXPECT_EQ(load(j).turn.figure, "C1");
}

TEST(ScenarioDefaults, ExpectAcceptsSolveOutputFields) {
  json j = base("odd-q");
  j["expect"] = {{"gloomhaven",
                  {{{"number", 1},
                    {"destination", {3, 3}},
                    {"targets", json::array()},
                    {"focus", "C1"},
                    {"path", json::array()},
                    {"disadvantage", json::array()}}}}};
  EXPECT_EQ(load(j).expect.at(RuleSet::Gloomhaven).size(), 1u);
  j["expect"]["gloomhaven"][0]["colour"] = "red";
  EXPECT_THAT(error_of(j).problem(), HasSubstr("unknown field"));
}

TEST(ScenarioDefaults, MisspeltFieldsAndNamesSuggest) {
  json j = base("odd-q");
  j["turn"]["movment"] = "jump";
  auto e = error_of(j);
  EXPECT_EQ(e.place(), "turn.movment");
  EXPECT_THAT(e.problem(), HasSubstr("did you mean \"movement\"?"));
  j = base("odd-q");
  j["turn"]["movement"] = "jumb";
  EXPECT_THAT(error_of(j).problem(), HasSubstr("did you mean \"jump\"?"));
  j["turn"]["movement"] = "swim";
  EXPECT_THAT(error_of(j).problem(), ::testing::Not(HasSubstr("did you mean")));
}

}  // namespace
}  // namespace arbiter::gloomhaven
