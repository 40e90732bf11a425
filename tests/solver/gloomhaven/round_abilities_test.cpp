// A monster's abilities other than move and attack, where the players choose (the rules each
// ability follows are pinned by the hand-worked rounds in scenarios/gloomhaven/rounds/): a
// condition on N of the enemies in range, a summon beside each enemy character, and what the
// round file refuses of them.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "pathing/hex.hpp"
#include "solver/gloomhaven/round.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "tests/support/loader_errors.hpp"

namespace arbiter::gloomhaven {
namespace {

using nlohmann::json;

// One row of 9 hexes: M1 at [4, 0] (stat range 2), C1 at [3, 0], C2 at [5, 0], C3 at [6, 0];
// M1's card is `action`; Savage (2 standees) and Naaret (a boss card) may be summoned.
json base(const json& action) {
  json j = json::parse(R"({
    "format": 1, "game": "gloomhaven", "name": "t", "coordinates": "even-q",
    "map": {"hexes": {"columns": 9, "rows": 1}},
    "monster_types": {
      "Caster": {"normal": {"hp": 9, "move": 2, "attack": 2, "range": 2},
                 "card": {"initiative": 20, "actions": []}},
      "Savage": {"normal": {"hp": 4, "move": 2, "attack": 2}, "standees": 2,
                 "card": {"initiative": 80, "actions": [{"shield": 1}]}},
      "Naaret": {"boss": {"hp": "6xC", "move": 3, "attack": 3},
                 "card": {"initiative": 80, "actions": [{"shield": 1}]}}
    },
    "figures": [
      {"id": "M1", "side": "monsters", "kind": "monster", "hex": [4, 0], "type": "Caster", "rank": "normal", "standee": 1},
      {"id": "C1", "side": "players", "kind": "character", "hex": [3, 0], "initiative": 50},
      {"id": "C2", "side": "players", "kind": "character", "hex": [5, 0], "initiative": 60},
      {"id": "C3", "side": "players", "kind": "character", "hex": [6, 0], "initiative": 70}
    ],
    "round": {}
  })");
  j["monster_types"]["Caster"]["card"]["actions"].push_back(action);
  return j;
}

RoundOutcome play(const json& j, std::map<std::string, int> choose = {}) {
  TurnWorkspace ws;
  RoundRequest q;
  const LoadedRound r = read_round(j, "t.json");
  q.choose = choose;
  return play_round(r, profile_for(RuleSet::Gloomhaven), q, ws);
}

const FigureEnd& end_of(const RoundOutcome& o, const std::string& id) {
  for (const auto& f : o.end)
    if (f.id == id) return f;
  throw std::runtime_error("no figure " + id);
}

bool poisoned(const RoundOutcome& o, const std::string& id) {
  return (end_of(o, id).conditions & bit(Condition::Poison)) != 0;
}

// "Poison, Target 2" with three enemies in range: the players choose two, one after another,
// each among those not chosen yet; the first two in the file's order unless told.
TEST(RoundAbilities, ConditionsOnNTargetsAreThePlayersChoiceOneAfterAnother) {
  const json j = base(json::parse(R"({"give": ["poison"], "range": "+0", "targets": 2})"));
  const RoundOutcome first = play(j);
  EXPECT_TRUE(poisoned(first, "C1"));
  EXPECT_TRUE(poisoned(first, "C2"));
  EXPECT_FALSE(poisoned(first, "C3"));
  ASSERT_EQ(first.choices.size(), 2u);
  EXPECT_EQ(first.choices[0].key, "M1/target");
  EXPECT_EQ(first.choices[0].alternatives.size(), 3u);
  EXPECT_EQ(first.choices[1].key, "M1/target/2");
  EXPECT_EQ(first.choices[1].alternatives.size(), 2u);
  const RoundOutcome chosen = play(j, {{"M1/target", 3}, {"M1/target/2", 2}});
  EXPECT_FALSE(poisoned(chosen, "C1"));
  EXPECT_TRUE(poisoned(chosen, "C2"));
  EXPECT_TRUE(poisoned(chosen, "C3"));
  // As many targets as enemies in range: no choice.
  EXPECT_TRUE(play(base(json::parse(R"({"give": ["poison"], "range": "+0", "targets": 3})")))
                  .choices.empty());
}

bool says(const RoundOutcome& o, const std::string& words) {
  for (const auto& a : o.timeline)
    for (const auto& r : a.actions)
      for (const auto& l : r.lines)
        if (l.find(words) != std::string::npos) return true;
  return false;
}

// One summon beside each enemy character in range: beside C1 only [2, 0] is empty (M1 stands
// on [4, 0]), beside C2 none (M1 and C3), beside C3 only [7, 0]. With one standee, the next (C2's)
// finds none.
TEST(RoundAbilities, SummonsBesideEachEnemyCharacterWhileHexesAndStandeesLast) {
  json j =
      base(json::parse(R"({"summon": "Savage", "adjacent_to": "enemy characters", "range": 2})"));
  const RoundOutcome o = play(j);
  ASSERT_EQ(o.summoned.size(), 2u);
  EXPECT_EQ(o.summoned[0].first, "Savage 1");
  EXPECT_EQ(pathing::hex_distance(o.summoned[0].second, end_of(o, "C1").hex), 1);
  EXPECT_EQ(pathing::hex_distance(o.summoned[0].second, end_of(o, "M1").hex), 2);
  EXPECT_EQ(o.summoned[1].first, "Savage 2");
  EXPECT_EQ(pathing::hex_distance(o.summoned[1].second, end_of(o, "C3").hex), 1);
  EXPECT_EQ(pathing::hex_distance(o.summoned[1].second, end_of(o, "C2").hex), 2);
  EXPECT_TRUE(says(o, "no empty hex next to C2"));
  j["monster_types"]["Savage"]["standees"] = 1;
  const RoundOutcome one = play(j);
  EXPECT_EQ(one.summoned.size(), 1u);
  EXPECT_TRUE(says(one, "beside C2: no standee left"));  // checked before its hexes
  // Out of range (range 1 reaches C1 and C2 only): none beside C3.
  j["monster_types"]["Savage"]["standees"] = 2;
  j["monster_types"]["Caster"]["card"]["actions"][0]["range"] = 1;
  EXPECT_EQ(play(j).summoned.size(), 1u);
}

void expect_error(const json& action, const std::string& place, const std::string& fact) {
  arbiter::testing::expect_load_error(
      [](const json& f, const std::string& n) { read_round(f, n); }, base(json::object()),
      [&](json& j) { j["monster_types"]["Caster"]["card"]["actions"][0] = action; }, place, fact);
}

TEST(RoundAbilities, BadSummonsAndTargetsAreRefused) {
  const std::string at = "monster_types.Caster.card.actions[0]";
  expect_error(json::parse(R"({"summon": "Savage", "adjacent_to": "enemy characters"})"), at,
               "needs \"range\"");
  expect_error(json::parse(R"({"summon": "Savage", "range": 3})"), at + ".range",
               "needs \"adjacent_to\"");
  expect_error(json::parse(R"({"summon": "Savage", "adjacent_to": "allies", "range": 3})"),
               at + ".adjacent_to", "enemy characters");
  expect_error(json::parse(R"({"summon": "Savage", "rank": "boss"})"), at + ".summon",
               "no boss stat card");
  expect_error(json::parse(R"({"give": ["poison"], "targets": 11})"), at + ".targets", "10");
}

}  // namespace
}  // namespace arbiter::gloomhaven
