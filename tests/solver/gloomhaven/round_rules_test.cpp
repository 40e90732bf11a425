// Rules of the round that the hand-worked rounds in scenarios/gloomhaven/rounds/ pin by their
// answers, tested here where a file cannot: both readings of one position side by side (the long
// rest), the choice a push leaves open, and the loader's checks of `expect.attacks`.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "solver/gloomhaven/initiative.hpp"
#include "solver/gloomhaven/round.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "tests/support/loader_errors.hpp"

namespace arbiter::gloomhaven {
namespace {

using nlohmann::json;

RoundOutcome play(const json& j, const RuleProfile& p, std::map<std::string, int> choose = {}) {
  TurnWorkspace ws;
  RoundRequest q;
  const LoadedRound r = read_round(j, "t.json");
  q.choose = std::move(choose);
  return play_round(r, p, q, ws);
}

std::vector<std::string> order_of(const RoundOutcome& o) {
  std::vector<std::string> v;
  for (const auto& a : o.timeline) v.push_back(a.figure);
  return v;
}

const FigureEnd& end_of(const RoundOutcome& o, const std::string& id) {
  for (const auto& f : o.end)
    if (f.id == id) return f;
  throw std::runtime_error("no figure " + id);
}

// A Hound at 99 whose card is only a shield, a long-resting C1 and C2 at 99.
json long_rest_round() {
  return json::parse(R"({
    "format": 1, "game": "gloomhaven", "name": "t", "coordinates": "axial",
    "map": {"hexes": [[0, 0], [1, 0], [2, 0], [3, 0]]},
    "monster_types": {
      "Hound": {"normal": {"hp": 4, "move": 3, "attack": 2},
                "card": {"initiative": 99, "actions": [{"shield": 1}]}}
    },
    "figures": [
      {"id": "H1", "side": "monsters", "kind": "monster", "hex": [0, 0], "type": "Hound", "rank": "normal", "standee": 1},
      {"id": "C1", "side": "players", "kind": "character", "hex": [2, 0], "long_rest": true, "hp": 5, "max_hp": 10},
      {"id": "C2", "side": "players", "kind": "character", "hex": [3, 0], "initiative": 99, "secondary_initiative": 10}
    ],
    "round": {}
  })");
}

TEST(RoundRules, ALongRestIsInitiative99InTheRulebookAndLastInTheSeed) {
  RuleProfile rulebook = profile_for(RuleSet::Gloomhaven);
  ASSERT_TRUE(rulebook.long_rest_at_99);
  // Rulebook: C1 ties C2 at 99 (a long rest has no second card: the players order them, C1
  // first as listed), and both characters act before the monster at 99.
  const RoundOutcome a = play(long_rest_round(), rulebook);
  EXPECT_EQ(order_of(a), (std::vector<std::string>{"C1", "C2", "H1"}));
  EXPECT_THAT(a.timeline[0].why, ::testing::HasSubstr("long rest: initiative 99"));
  EXPECT_THAT(a.timeline[0].why, ::testing::HasSubstr("a long rest has no second card"));
  EXPECT_THAT(a.timeline[2].why,
              ::testing::HasSubstr("a character acts before a monster of equal initiative"));
  const RoundOutcome b = play(long_rest_round(), rulebook, {{"order/99", 2}});
  EXPECT_EQ(order_of(b), (std::vector<std::string>{"C2", "C1", "H1"}));
  // The seed: after everyone, 99 included.
  RuleProfile seed = rulebook;
  seed.long_rest_at_99 = false;
  const RoundOutcome c = play(long_rest_round(), seed);
  EXPECT_EQ(order_of(c), (std::vector<std::string>{"C2", "H1", "C1"}));
  EXPECT_EQ(end_of(c, "C1").hp, 7);  // the rest heals 2 whenever it comes
}

TEST(RoundRules, TurnOrderReadsALongRestAsTheProfileSays) {
  std::vector<Figure> f(2);
  f[0].id = "C1";
  f[0].kind = Kind::Character;
  f[0].long_rest = true;
  f[1].id = "M1";
  f[1].kind = Kind::Monster;
  f[1].side = Side::Monsters;
  f[1].initiative = 99;
  EXPECT_EQ(TurnOrder(f, true).compare(0, 1).order, Order::Before);
  EXPECT_EQ(TurnOrder(f, false).compare(0, 1).order, Order::After);
  f[1].initiative = 98;
  EXPECT_EQ(TurnOrder(f, true).compare(0, 1).order, Order::After);
}

// B1 pushes C1 2 hexes on an open board: several paths lead as far; the players choose one.
TEST(RoundRules, APushWithSeveralPathsIsThePlayersChoice) {
  const json j = json::parse(R"({
    "format": 1, "game": "gloomhaven", "name": "t", "coordinates": "even-q",
    "map": {"hexes": {"columns": 7, "rows": 7}},
    "monster_types": {
      "Brute": {"normal": {"hp": 6, "move": 0, "attack": 1},
                "card": {"initiative": 10, "actions": [{"attack": "+0", "push": 2}]}}
    },
    "figures": [
      {"id": "B1", "side": "monsters", "kind": "monster", "hex": [3, 3], "type": "Brute", "rank": "normal", "standee": 1},
      {"id": "C1", "side": "players", "kind": "character", "hex": [3, 2], "initiative": 50}
    ],
    "round": {}
  })");
  const RoundOutcome first = play(j, profile_for(RuleSet::Gloomhaven));
  const auto push = std::find_if(first.choices.begin(), first.choices.end(),
                                 [](const RoundChoice& c) { return c.key == "B1/1/C1"; });
  ASSERT_NE(push, first.choices.end());
  ASSERT_GT(push->alternatives.size(), 1u);
  std::set<std::pair<int, int>> ends;
  for (int k = 1; k <= static_cast<int>(push->alternatives.size()); ++k) {
    const RoundOutcome o = play(j, profile_for(RuleSet::Gloomhaven), {{"B1/1/C1", k}});
    const Coord h = end_of(o, "C1").hex;
    // Every path goes the full 2 hexes away from B1.
    EXPECT_EQ(pathing::hex_distance(h, end_of(o, "B1").hex), 3) << push->alternatives[k - 1];
    ends.insert({h.q, h.r});
  }
  EXPECT_GT(ends.size(), 1u);
}

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

TEST(RoundRules, ExpectedOddsAreExactFractionsOfAnySize) {
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

TEST(RoundRules, ExpectedOddsErrors) {
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
