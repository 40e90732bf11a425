// One Grumblestone rule at a time, each in a position where getting it wrong changes the
// answer, and the grumble phase's joint placement against brute force.
#include <gtest/gtest.h>

#include <algorithm>

#include "solver/games/games.hpp"
#include "solver/grumblestone/decide.hpp"
#include "solver/grumblestone/market.hpp"

namespace arbiter::grumblestone {
namespace {

using json = nlohmann::json;
using odds::Fraction;

// P1 (golem given) attacks with column 1 + row 1 firing [1, 2] and [1, 3]; P2 and P3 as
// given.
json rumble_position(const std::string& golem, const json& p2, const json& p3) {
  json j = json::parse(R"({"format": 1, "game": "grumblestone", "name": "t",
    "players": [{"id": "P1", "golem": "amber", "hearts": 3,
                 "board": {"icons": ["......", "A.....", "A.....", "......", "......", "......"]}}],
    "turn": {"player": "P1", "dice": [1, 1]},
    "objective": {"kind": "mix", "weights": {"damage": 1, "hearts": 1, "grumble": "1/2",
                  "shield": 0, "yield": 0, "progress": 0, "elimination": 0}}})");
  j["players"][0]["golem"] = golem;
  j["players"].push_back(p2);
  j["players"].push_back(p3);
  return j;
}

Decision solve(const json& j, int rules = 0) {
  const Scenario s = read_scenario(j, "t.json");
  return decide(s, profile(rules, s.attack_all));
}

TEST(GrumbleRules, ShieldsSubtractAndTheTargetIsChosen) {
  const Decision d = solve(
      rumble_position("amber", {{"id", "P2"}, {"golem", "amber"}, {"hearts", 5}, {"shield", 1}},
                      {{"id", "P3"}, {"golem", "amber"}, {"hearts", 5}}));
  ASSERT_EQ(d.plans[0].rumble.targets.size(), 1u);
  EXPECT_EQ(d.plans[0].rumble.targets[0], 2u);  // P3, no shield: 2 damage against 1
  EXPECT_EQ(d.plans[0].rumble.damage[0], 2);
}

TEST(GrumbleRules, AttackAllHitsEveryone) {
  json j =
      rumble_position("amber", {{"id", "P2"}, {"golem", "amber"}, {"hearts", 5}, {"shield", 1}},
                      {{"id", "P3"}, {"golem", "amber"}, {"hearts", 5}});
  j["variants"] = {{"attack", "all"}};
  const Decision d = solve(j);
  EXPECT_EQ(d.plans[0].rumble.targets.size(), 2u);
  EXPECT_EQ(d.plans[0].value, (Fraction{3, 1}));  // 1 + 2
}

TEST(GrumbleRules, AmberRetaliationCanEliminateTheAttacker) {
  // P1 has 1 heart; attacking the Amber (power) costs it: 2 damage - 1 heart and P1 is out.
  json j = rumble_position("crumbleclad",
                           {{"id", "P2"}, {"golem", "amber"}, {"hearts", 5}, {"power", "power"}},
                           {{"id", "P3"}, {"golem", "amber"}, {"hearts", 5}, {"shield", 1}});
  j["players"][0]["hearts"] = 1;
  j["objective"]["weights"]["elimination"] = 5;
  const Decision d = solve(j);
  EXPECT_EQ(d.plans[0].rumble.targets[0], 2u);  // P3: 1 damage, safe
  EXPECT_EQ(d.plans[0].value, (Fraction{1, 1}));
}

TEST(GrumbleRules, CrumblecladBoostNeedsItsPower) {
  const json p2 = {{"id", "P2"}, {"golem", "amber"}, {"hearts", 9}};
  const json p3 = {{"id", "P3"}, {"golem", "amber"}, {"hearts", 9}};
  json j = rumble_position("crumbleclad", p2, p3);
  j["players"][0]["grumble"] = 2;
  EXPECT_EQ(solve(j).plans[0].rumble.boost, 0);  // no tiles, no power
  j["players"][0]["board"]["tiles"] =
      json::parse(R"([{"at": [6, 1], "rows": ["_", "_", "_", "_", "_", "_"]}])");
  EXPECT_EQ(solve(j).plans[0].rumble.boost, 1);  // +1 for 1/2
  j["players"][0]["board"]["tiles"].push_back(json::parse(R"({"at": [1, 6], "rows": ["_____"]})"));
  const Decision d = solve(j);
  EXPECT_EQ(d.plans[0].rumble.boost, 3);
  EXPECT_EQ(d.plans[0].rumble.grumble_after, 0);
  EXPECT_EQ(d.plans[0].value, (Fraction{4, 1}));  // 5 damage - 2 x 1/2
}

TEST(GrumbleRules, CycloniaFreeChangesFollowThePowerLevel) {
  json j = rumble_position("cyclonia", {{"id", "P2"}, {"golem", "amber"}, {"hearts", 9}},
                           {{"id", "P3"}, {"golem", "amber"}, {"hearts", 9}});
  j["players"][0]["hearts"] = 1;
  j["players"][0]["board"]["tiles"] =
      json::parse(R"([{"at": [6, 1], "rows": ["_", "_", "_", "_", "_", "_"]}])");
  const auto has = [](const Decision& d, const std::string& t) {
    return std::any_of(d.actions.begin(), d.actions.end(),
                       [&](const Action& a) { return action_text(a) == t; });
  };
  Decision d = solve(j);
  EXPECT_TRUE(has(d, "reroll 1 free"));
  EXPECT_FALSE(has(d, "shift 1 to 2 free"));
  j["players"][0]["board"]["tiles"].push_back(json::parse(R"({"at": [1, 6], "rows": ["_____"]})"));
  d = solve(j);
  EXPECT_FALSE(has(d, "reroll 1 free"));  // the superpower replaces the power
  EXPECT_TRUE(has(d, "shift 1 to 2 free"));
}

TEST(GrumbleRules, JointPlacementMatchesBruteForce) {
  json j = json::parse(R"({"format": 1, "game": "grumblestone", "name": "t",
    "players": [{"id": "P1", "golem": "amber", "hearts": 1, "grumble": 7,
                 "board": {"icons": ["A.H...", "..G.S.", "......", ".A..H.", "......", "G....A"],
                           "tiles": [{"at": [2, 2], "rows": ["____", "____", "____", "____"]}]}},
                {"id": "P2", "golem": "amber", "hearts": 9}],
    "market": {"slots": [{"cost": 3, "tile": {"rows": ["A_"]}}, {"cost": 4, "tile": {"rows": ["H", "G"]}}]},
    "turn": {"player": "P1", "dice": [1, 1]}})");
  const Scenario s = read_scenario(j, "t.json");
  const Profile p = profile(0, false);
  MarketSearch m(s, p, s.weights);
  const std::vector<Purchase> all = m.purchases(7);
  const auto both = std::find_if(all.begin(), all.end(), [](const Purchase& x) {
    return x.slots.size() == 2 && x.attack_tokens + x.shield_tokens == 0;
  });
  ASSERT_NE(both, all.end());
  // Brute force: every pair of placements (or discards), valued from scratch.
  const BoardState b0 = board_state(s.players[0]);
  const IconValues iv = icon_values(s.weights);
  const YieldModel model;
  const Fraction y0 = yield_value(b0, iv, model);
  const int p0 = progress(b0.covered);
  const auto o1 = orientations(s.market.slots[0].shape), o2 = orientations(s.market.slots[1].shape);
  Fraction best;
  bool have = false;
  auto first = placements(b0, o1);
  first.push_back({});  // discard
  for (const Placement& a : first) {
    BoardState b1 = b0;
    place(b1, a.cells);
    auto second = placements(b1, o2);
    second.push_back({});
    for (const Placement& c : second) {
      BoardState b2 = b1;
      place(b2, c.cells);
      const int discards = int{a.cells.empty()} + int{c.cells.empty()};
      const Fraction v = s.weights.yield * (yield_value(b2, iv, model) - y0) +
                         s.weights.progress * Fraction{progress(b2.covered) - p0, 1} +
                         s.weights.hearts * Fraction{discards, 1} -
                         s.weights.grumble * Fraction{7, 1};
      if (!have || best < v) best = v, have = true;
    }
  }
  EXPECT_EQ(both->value, best);
  EXPECT_TRUE(both->exhaustive);
}

}  // namespace
}  // namespace arbiter::grumblestone

namespace arbiter::grumblestone {
namespace {

TEST(GrumbleRules, HugeWeightsAreABadInputNotACrash) {
  json j = json::parse(R"({"format": 1, "game": "grumblestone", "name": "t",
    "players": [{"id": "P1", "golem": "frostbite", "hearts": 3, "grumble": 20,
                 "board": {"icons": ["AHSGAH", "SGAHSG", "AHSGAH", "SGAHSG", "AHSGAH", "SGAHSG"]}},
                {"id": "P2", "golem": "amber", "hearts": 9}],
    "market": {"slots": [{"cost": 3, "tile": {"rows": ["A_"]}}]},
    "turn": {"player": "P1", "dice": [1, 1]},
    "objective": {"kind": "mix", "weights": {"damage": "999999/997", "hearts": "999998/991",
                  "shield": "999997/983", "grumble": "999996/977", "yield": "999995/971",
                  "progress": "999994/967", "elimination": "999993/953"}}})");
  const auto loaded = games::load_text(j.dump(), "t.json");
  game::Workspace ws;
  try {
    (void)loaded->solve(game::SolveRequest{}, ws);
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.place(), "objective.weights");
  }
}

}  // namespace
}  // namespace arbiter::grumblestone
