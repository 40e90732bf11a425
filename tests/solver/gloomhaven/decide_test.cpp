// decide_turn on small positions built in code: the focus table and the stage that decides,
// the movement step rules, area attacks, extra targets and the trace. The rule-set flags are
// in decide_rules_test.cpp. Every expected answer below is worked out by hand from
// docs/rules/gloomhaven.md; the comments give the reasoning.
#include "solver/gloomhaven/decide.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include "pathing/deadline.hpp"
#include "solver/gloomhaven/generate.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/gloomhaven/scenario.hpp"
#include "tests/solver/gloomhaven/decide_fixture.hpp"

namespace arbiter::gloomhaven {
namespace {

using namespace decide_fixture;

// ------------------------------------------------------------------ focus table

// C1's every attack hex is a trap: 1 negative hex (path length 1). C2 needs 2 moves with no
// negative hex. Stage 1 decides, although C1 is nearer and acts first.
TEST(DecideFocus, FewestNegativeHexesDecidesFirst) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 3, 1, {{"initiative", 10}}),
                  character("C2", 6, 3, {{"initiative", 20}})};
  terrain(j, "trap", {{4, 1}, {4, 0}, {3, 0}, {2, 1}, {2, 2}, {3, 2}});
  j["turn"] = turn("A", 2, attack(0));
  for (RuleSet r : kAllRuleSets) {
    const Solved v(j, r);
    expect_path(v.row("C1"), 1, 1);
    expect_path(v.row("C2"), 0, 2);
    EXPECT_TRUE(v.row("C2").path_exact);  // the focus
    EXPECT_EQ(v.row("C1").dropped_at, 1);
    EXPECT_EQ(v.row("C2").dropped_at, 0);
    EXPECT_EQ(v.focuses(), std::vector<std::string>{"C2"});
    // [5, 3] via [4, 3]: the only hex next to C2 within 2.
    EXPECT_EQ(v.options(), (Options{"5,3:C2"})) << v.trace();
  }
}

// C1 needs 1 move ([3, 2]), C2 needs 2 ([5, 3]); C2 has the lower initiative, so only the
// path can put C1 first.
TEST(DecideFocus, ShortestPathDecidesSecond) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 3, 1, {{"initiative", 20}}),
                  character("C2", 6, 3, {{"initiative", 10}})};
  j["turn"] = turn("A", 3, attack(0));
  const Solved v(j, RuleSet::Gloomhaven);
  expect_path(v.row("C1"), 0, 1);
  expect_path(v.row("C2"), 0, 2);
  EXPECT_EQ(v.row("C2").dropped_at, 2);
  EXPECT_EQ(v.row("C1").dropped_at, 0);
  EXPECT_EQ(v.options(), (Options{"3,2:C1"})) << v.trace();
}

TEST(DecideFocus, ProximityDecidesThird) {
  for (RuleSet r : {RuleSet::Gloomhaven, RuleSet::Frosthaven, RuleSet::Gloomhaven2e}) {
    const Solved v(proximity_position(), r);
    expect_path(v.row("C1"), 0, 0);
    expect_path(v.row("C2"), 0, 0);
    EXPECT_EQ(v.row("C1").proximity, 2);
    EXPECT_EQ(v.row("C2").proximity, 3);
    EXPECT_EQ(v.row("C2").dropped_at, 3);
    EXPECT_EQ(v.options(), (Options{"3,3:C1"})) << v.trace();
  }
}

TEST(DecideFocus, JotlSkipsProximity) {
  const Solved v(proximity_position(), RuleSet::Jotl);
  EXPECT_EQ(v.row("C1").dropped_at, 4);
  EXPECT_EQ(v.row("C1").acts_after, 1);
  EXPECT_EQ(v.row("C2").dropped_at, 0);
  EXPECT_TRUE(v.trace_has("2.3", "skipped")) << v.trace();
  EXPECT_EQ(v.options(), (Options{"3,3:C2"})) << v.trace();
}

// Both adjacent: the same path (0) and proximity (1); C2 acts first.
TEST(DecideFocus, InitiativeDecidesFourth) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 3, 2, {{"initiative", 20}}),
                  character("C2", 4, 3, {{"initiative", 10}})};
  j["turn"] = turn("A", 2, attack(0));
  const Solved v(j, RuleSet::Gloomhaven);
  EXPECT_EQ(v.row("C1").proximity, 1);
  EXPECT_EQ(v.row("C2").proximity, 1);
  EXPECT_EQ(v.row("C1").dropped_at, 4);
  EXPECT_EQ(v.row("C1").acts_after, 1);
  EXPECT_EQ(v.row("C1").order_rule, "lower initiative");
  EXPECT_EQ(v.row("C2").acts_after, 0);
  EXPECT_EQ(v.options(), (Options{"3,3:C2"})) << v.trace();
}

// C1 is invisible (not a candidate), C2 is walled in (no attack hex at all): only C3 is in.
TEST(DecideFocus, InvisibleAndUnreachableCandidatesAreNeverIn) {
  json j = axial_position();
  j["figures"] = {
      monster("A", 1, 3), character("C1", 5, 3, {{"initiative", 5}, {"conditions", {"invisible"}}}),
      character("C2", 6, 0, {{"initiative", 6}}), character("C3", 1, 5, {{"initiative", 90}})};
  terrain(j, "wall", {{7, 0}, {5, 0}, {5, 1}, {6, 1}});
  j["turn"] = turn("A", 2, attack(0));
  const Solved v(j, RuleSet::Gloomhaven);
  EXPECT_FALSE(v.row("C1").candidate);
  EXPECT_EQ(v.row("C1").dropped_at, -1);
  EXPECT_TRUE(v.row("C2").candidate);
  EXPECT_FALSE(v.row("C2").reachable);
  EXPECT_EQ(v.row("C2").dropped_at, -1);
  EXPECT_TRUE(v.row("C3").reachable);
  EXPECT_TRUE(v.trace_has("1.2", "C1 is invisible")) << v.trace();
  // [1, 4] is the only hex next to C3 one move away.
  EXPECT_EQ(v.options(), (Options{"1,4:C3"})) << v.trace();
}

// Tied on everything, the players choose the focus, and the trace says so.
TEST(DecideFocus, TraceNamesThePlayersChoice) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3),
                  character("C1", 3, 2, {{"initiative", 40}, {"secondary_initiative", 25}}),
                  character("C2", 4, 3, {{"initiative", 40}, {"secondary_initiative", 25}})};
  j["turn"] = turn("A", 2, attack(0));
  for (RuleSet r : kAllRuleSets) {
    const Solved v(j, r);
    EXPECT_TRUE(v.d.players_choose_focus());
    EXPECT_EQ(v.focuses(), (std::vector<std::string>{"C1", "C2"}));
    EXPECT_TRUE(v.trace_has("2.5", "players choose")) << v.trace();
    EXPECT_EQ(v.options(), (Options{"3,3:C1", "3,3:C2"})) << v.trace();
  }
}

// ------------------------------------------------------------------ first checks

TEST(DecideFirstChecks, StunnedDoesNothingDisarmedAttacksNoOne) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 4, 3, {{"initiative", 20}})};
  j["turn"] = turn("A", 2, attack(0));
  EXPECT_EQ(Solved(j, RuleSet::Gloomhaven).options(), (Options{"3,3:C1"}));
  j["figures"][0]["conditions"] = {"stun"};
  const Solved stunned(j, RuleSet::Gloomhaven);
  EXPECT_EQ(stunned.options(), (Options{"3,3:-"}));
  EXPECT_TRUE(stunned.d.focuses.empty());
  j["figures"][0]["conditions"] = {"disarm"};
  const Solved disarmed(j, RuleSet::Gloomhaven);
  EXPECT_EQ(disarmed.options(), (Options{"3,3:-"}));
  EXPECT_EQ(disarmed.focuses(), std::vector<std::string>{"C1"});
  EXPECT_TRUE(disarmed.trace_has("1.1", "disarmed")) << disarmed.trace();
}

// ------------------------------------------------------------------ movement step rules

// Out of reach: 2 steps along the only shortest line east; each step shortens the path to
// [5, 3], the nearest hex next to C1.
TEST(DecideMovement, EachStepShortensThePath) {
  json j = axial_position();
  j["figures"] = {monster("A", 0, 3), character("C1", 6, 3, {{"initiative", 20}})};
  j["turn"] = turn("A", 2, attack(0));
  const Solved v(j, RuleSet::Gloomhaven);
  ASSERT_EQ(v.options(), (Options{"2,3:-"})) << v.trace();
  const Option& o = v.d.options.front();
  ASSERT_EQ(o.path.size(), 3u);
  const CellIndex goal = *v.b.find({5, 3});
  for (std::size_t i = 1; i < o.path.size(); ++i)
    EXPECT_LT(v.b.distance(o.path[i], goal), v.b.distance(o.path[i - 1], goal));
}

// A one-hex corridor with an ally in front: the only shortening step would end on the ally,
// so with move 1 it is not taken; with more movement the ally is passed.
TEST(DecideMovement, StaysWhenTheStepWouldEndOnAnAlly) {
  json j = axial_position();
  json hexes = json::array();
  for (int q = 0; q < 8; ++q) hexes.push_back(hex(q, 3));
  j["map"]["hexes"] = hexes;
  j["figures"] = {monster("A", 1, 3), monster("M2", 2, 3),
                  character("C1", 5, 3, {{"initiative", 20}})};
  j["turn"] = turn("A", 1, attack(0));
  EXPECT_EQ(Solved(j, RuleSet::Gloomhaven).options(), (Options{"1,3:-"}));
  j["turn"]["move"] = 2;
  EXPECT_EQ(Solved(j, RuleSet::Gloomhaven).options(), (Options{"3,3:-"}));
  j["turn"]["move"] = 3;
  EXPECT_EQ(Solved(j, RuleSet::Gloomhaven).options(), (Options{"4,3:C1"}));
}

// Two hexes next to C1 one move away; a trap on one of them leaves the other.
TEST(DecideMovement, AvoidsATrap) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 5, 2, {{"initiative", 20}})};
  j["turn"] = turn("A", 1, attack(0));
  EXPECT_EQ(Solved(j, RuleSet::Gloomhaven).options(), (Options{"4,2:C1", "4,3:C1"}));
  terrain(j, "trap", {{4, 3}});
  for (RuleSet r : kAllRuleSets) EXPECT_EQ(Solved(j, r).options(), (Options{"4,2:C1"}));
}

// Even-q. Traps fill column 3 except [3, 4]. Straight on, A would reach [4, 2] in 3 moves
// through one trap; without one, the path goes round by [2, 3], [3, 4], [4, 3] (5 moves).
// The first two steps of the direct path are clean, but the negative hexes are counted over
// the whole path, later turns included: with move 2 A goes to [2, 3] (3 moves left).
TEST(DecideMovement, FewestNegativeHexesOverLaterTurns) {
  json j = even_q_position();
  j["figures"] = {monster("A", 1, 2), character("C1", 5, 2, {{"initiative", 20}})};
  terrain(j, "trap", {{3, 0}, {3, 1}, {3, 2}, {3, 3}});
  j["turn"] = turn("A", 2, attack(0));
  for (RuleSet r : kAllRuleSets) {
    const Solved v(j, r);
    expect_path(v.row("C1"), 0, 5);
    EXPECT_EQ(v.options(), (Options{"2,3:-"})) << v.trace();
  }
}

// ------------------------------------------------------------------ area attacks

// A melee line of two hexes, written pointing east ([1, 0], [2, 0]); the enemies stand in a
// line to the north-west ([3, 2], [3, 1]). Only a rotation of the pattern covers both.
TEST(DecideArea, MeleePatternIsRotated) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 3, 2, {{"initiative", 20}}),
                  character("C2", 3, 1, {{"initiative", 30}})};
  json att = attack(0);
  att["aoe"] = {{"melee", true}, {"hexes", {hex(1, 0), hex(2, 0)}}};
  j["turn"] = turn("A", 2, att);
  for (RuleSet r : kAllRuleSets) {
    const Solved v(j, r);
    ASSERT_EQ(v.options(), (Options{"3,3:C1+C2"})) << v.trace();
    std::set<std::string> cells;
    for (CellIndex c : v.d.options.front().attack.aoe) cells.insert(v.at(c));
    EXPECT_EQ(cells, (std::set<std::string>{"3,2", "3,1"}));
  }
}

// A chiral melee pattern [1, 0], [2, 0], [2, -1]; the enemies stand on its mirror image
// [1, 0], [2, 0], [1, 1] around A. No rotation covers more than two of them; the mirrored
// pattern covers all three. Move 0: only A's own hex counts.
TEST(DecideArea, MeleePatternIsMirrored) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 4, 3, {{"initiative", 20}}),
                  character("C2", 5, 3, {{"initiative", 30}}),
                  character("C3", 4, 4, {{"initiative", 40}})};
  json att = attack(0);
  att["aoe"] = {{"melee", true}, {"hexes", {hex(1, 0), hex(2, 0), hex(2, -1)}}};
  j["turn"] = turn("A", 0, att);
  for (RuleSet r : kAllRuleSets) EXPECT_EQ(Solved(j, r).options(), (Options{"3,3:C1+C2+C3"}));
}

// A two-hex melee pattern [1, 0], [1, -1] with two targets (the area and one more target),
// move 0, C1 and C2 on A's neighbours [4, 3] and [4, 2]. {C1, C2} is attacked in several
// ways: the pattern over both, or over one of them with the other as the extra target. All
// are one choice for the players (same destination, focus and targets): one option, with the
// first attack's area.
TEST(DecideArea, AttacksOnTheSameTargetsAreOneOption) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 4, 3, {{"initiative", 20}}),
                  character("C2", 4, 2, {{"initiative", 30}})};
  json att = attack(0, 2);
  att["aoe"] = {{"melee", true}, {"hexes", {hex(1, 0), hex(1, -1)}}};
  j["turn"] = turn("A", 0, att);
  for (RuleSet r : kAllRuleSets) {
    const Solved v(j, r);
    ASSERT_EQ(v.d.options.size(), 1u) << v.trace();
    EXPECT_EQ(v.options(), (Options{"3,3:C1+C2"}));
    EXPECT_EQ(v.d.options.front().path.size(), 1u);  // stays
    EXPECT_EQ(v.d.options.front().attack.aoe.size(), 2u);
  }
  // With no initiatives both are focuses (the players choose): one option each.
  j["figures"] = {monster("A", 3, 3), character("C1", 4, 3), character("C2", 4, 2)};
  for (RuleSet r : kAllRuleSets) {
    const Solved v(j, r);
    std::set<std::pair<FigureIndex, std::vector<FigureIndex>>> seen;
    for (const Option& o : v.d.options) {
      EXPECT_EQ(o.path.size(), 1u);
      std::vector<FigureIndex> t = o.attack.targets;
      std::sort(t.begin(), t.end());
      EXPECT_TRUE(seen.insert({o.focus, t}).second) << "a repeated option\n" << v.trace();
    }
    EXPECT_EQ(v.d.options.size(), 2u) << v.trace();
  }
}

// ------------------------------------------------------------------ extra targets

TEST(DecideTargets, ExtraTargetsByRankOrPlayersChoice) {
  {
    const Solved v(extra_target_position(), RuleSet::Gloomhaven);
    EXPECT_EQ(v.focuses(), std::vector<std::string>{"C1"});
    ASSERT_EQ(v.options(), (Options{"3,3:C1+C2"})) << v.trace();
    // The focus is attacked first.
    EXPECT_EQ(v.id(v.d.options.front().attack.targets.front()), "C1");
  }
  {
    // jotl skips proximity: the focus is C2 (initiative 20), the extra target by initiative
    // C3 (30) before C1 (50).
    const Solved v(extra_target_position(), RuleSet::Jotl);
    EXPECT_EQ(v.focuses(), std::vector<std::string>{"C2"});
    ASSERT_EQ(v.options(), (Options{"3,3:C2+C3"})) << v.trace();
    EXPECT_EQ(v.id(v.d.options.front().attack.targets.front()), "C2");
  }
  for (RuleSet r : {RuleSet::Frosthaven, RuleSet::Gloomhaven2e})
    EXPECT_EQ(Solved(extra_target_position(), r).options(), (Options{"3,3:C1+C2", "3,3:C1+C3"}));
}

// --time-limit stops a turn and leaves a workspace that the next turn can use.
std::vector<std::tuple<CellIndex, FigureIndex, std::vector<FigureIndex>>> keys(const Decision& d) {
  std::vector<std::tuple<CellIndex, FigureIndex, std::vector<FigureIndex>>> out;
  for (const Option& o : d.options) out.emplace_back(o.destination, o.focus, o.attack.targets);
  std::sort(out.begin(), out.end());
  return out;
}

TEST(DecideTimeLimit, StopsATurnAndTheWorkspaceServesTheNext) {
  GeneratorOptions o;
  o.columns = o.rows = 200;
  o.figures = 30;
  o.attack = GeneratedAttack::Area;
  const auto s = generate_scenario(o);
  const auto board = build_board(s);
  const auto profile = profile_for(RuleSet::Frosthaven);
  TurnWorkspace ws;
  {
    const pathing::deadline::Scope limit(1e-9);
    std::this_thread::sleep_for(std::chrono::microseconds(10));
    EXPECT_THROW(decide_turn(s, board, profile, ws), pathing::deadline::TimeLimitExceeded);
  }
  // Without a limit the same workspace, left mid-search, gives a fresh workspace's answer.
  TurnWorkspace fresh;
  const Decision again = decide_turn(s, board, profile, ws);
  EXPECT_EQ(keys(again), keys(decide_turn(s, board, profile, fresh)));
  EXPECT_FALSE(again.options.empty());
  // So does one moved in (what the command line does after a time limit).
  ws = TurnWorkspace();
  EXPECT_EQ(keys(decide_turn(s, board, profile, ws)), keys(again));
}

}  // namespace
}  // namespace arbiter::gloomhaven
