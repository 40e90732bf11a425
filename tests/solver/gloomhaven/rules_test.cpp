// decide_turn under each rule set: every rule-set flag, its value per edition, and a position
// where flipping it alone changes the answer. Every expected answer below is worked out by
// hand from docs/rules/gloomhaven.md; the comments give the reasoning.
#include "solver/gloomhaven/rules.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/scenario.hpp"
#include "tests/solver/gloomhaven/decide_fixture.hpp"

namespace arbiter::gloomhaven {
namespace {

using namespace decide_fixture;

// ------------------------------------------------------------------ rule-set flags

TEST(RuleProfiles, FlagsFollowTheRuleSetTable) {
  using pathing::SightModel;
  const RuleProfile gh = profile_for(RuleSet::Gloomhaven);
  const RuleProfile jotl = profile_for(RuleSet::Jotl);
  const RuleProfile fh = profile_for(RuleSet::Frosthaven);
  const RuleProfile gh2 = profile_for(RuleSet::Gloomhaven2e);
  EXPECT_EQ(gh.rules, RuleSet::Gloomhaven);
  EXPECT_EQ(jotl.rules, RuleSet::Jotl);
  EXPECT_EQ(fh.rules, RuleSet::Frosthaven);
  EXPECT_EQ(gh2.rules, RuleSet::Gloomhaven2e);

  EXPECT_EQ(gh.sight, SightModel::CornerToCorner);
  EXPECT_EQ(jotl.sight, SightModel::HexToHex);
  EXPECT_EQ(fh.sight, SightModel::HexToHex);
  EXPECT_EQ(gh2.sight, SightModel::HexToHex);

  EXPECT_TRUE(gh.proximity_in_focus);
  EXPECT_FALSE(jotl.proximity_in_focus);
  EXPECT_TRUE(fh.proximity_in_focus);
  EXPECT_TRUE(gh2.proximity_in_focus);

  EXPECT_TRUE(gh.jump_pays_last_difficult);
  EXPECT_FALSE(jotl.jump_pays_last_difficult);
  EXPECT_FALSE(fh.jump_pays_last_difficult);
  EXPECT_FALSE(gh2.jump_pays_last_difficult);

  EXPECT_TRUE(gh.icy_slides);
  EXPECT_TRUE(jotl.icy_slides);
  EXPECT_TRUE(fh.icy_slides);
  EXPECT_FALSE(gh2.icy_slides);

  EXPECT_TRUE(gh.rank_secondary_targets);
  EXPECT_TRUE(jotl.rank_secondary_targets);
  EXPECT_FALSE(fh.rank_secondary_targets);
  EXPECT_FALSE(gh2.rank_secondary_targets);

  EXPECT_FALSE(gh.targets_before_focus_disadvantage);
  EXPECT_FALSE(jotl.targets_before_focus_disadvantage);
  EXPECT_TRUE(fh.targets_before_focus_disadvantage);
  EXPECT_TRUE(gh2.targets_before_focus_disadvantage);

  EXPECT_EQ(gh.unreachable, UnreachableMultiTarget::BestFutureHex);
  EXPECT_EQ(jotl.unreachable, UnreachableMultiTarget::BestFutureHex);
  EXPECT_EQ(fh.unreachable, UnreachableMultiTarget::NearestFocusHex);
  EXPECT_EQ(gh2.unreachable, UnreachableMultiTarget::NearestFocusHex);

  EXPECT_EQ(gh.invisible, InvisibleEnemies::Obstacle);
  EXPECT_EQ(jotl.invisible, InvisibleEnemies::Obstacle);
  EXPECT_EQ(fh.invisible, InvisibleEnemies::PassNotStop);
  EXPECT_EQ(gh2.invisible, InvisibleEnemies::PassNotStop);

  // The format has no pushes or pulls yet, so no decision reads this flag.
  EXPECT_FALSE(gh.forced_movement_full);
  EXPECT_FALSE(jotl.forced_movement_full);
  EXPECT_TRUE(fh.forced_movement_full);
  EXPECT_TRUE(gh2.forced_movement_full);

  // The "—" cells of the table: kept 1st-edition behaviour, named for the explanation.
  EXPECT_TRUE(gh.is_unruled(Unruled::IcyTerrain));
  EXPECT_TRUE(gh.is_unruled(Unruled::ForcedMovement));
  EXPECT_FALSE(gh.is_unruled(Unruled::InvisibleEnemies));
  EXPECT_TRUE(jotl.is_unruled(Unruled::IcyTerrain));
  EXPECT_TRUE(jotl.is_unruled(Unruled::InvisibleEnemies));
  EXPECT_TRUE(jotl.is_unruled(Unruled::ForcedMovement));
  EXPECT_TRUE(fh.unruled.empty());
  EXPECT_TRUE(gh2.unruled.empty());
}

// sight: two wall hexes [6, 6] and [7, 4] pinch A's hex [7, 5]. Every corner-to-corner line
// to C1 [6, 3] touches a wall; a line from inside the hex passes between them. A cannot
// move (move 0): corner-to-corner it has no attack; hex-to-hex it attacks C1 (3 hexes
// around the walls, range 3).
TEST(RuleFlags, SightModelChangesTheAnswer) {
  json j = axial_position(13, 13);
  j["figures"] = {monster("A", 7, 5), character("C1", 6, 3, {{"initiative", 20}})};
  terrain(j, "wall", {{6, 6}, {7, 4}});
  j["turn"] = turn("A", 0, attack(3));
  EXPECT_EQ(Solved(j, RuleSet::Gloomhaven).options(), (Options{"7,5:-"}));
  for (RuleSet r : {RuleSet::Jotl, RuleSet::Frosthaven, RuleSet::Gloomhaven2e})
    EXPECT_EQ(Solved(j, r).options(), (Options{"7,5:C1"}));
  const auto p =
      flipped(RuleSet::Gloomhaven, [](RuleProfile& x) { x.sight = pathing::SightModel::HexToHex; });
  EXPECT_EQ(Solved(j, p).options(), (Options{"7,5:C1"}));
}

TEST(RuleFlags, ProximityInFocusChangesTheAnswer) {
  const auto p = flipped(RuleSet::Gloomhaven, [](RuleProfile& x) { x.proximity_in_focus = false; });
  EXPECT_EQ(Solved(proximity_position(), RuleSet::Gloomhaven).options(), (Options{"3,3:C1"}));
  EXPECT_EQ(Solved(proximity_position(), p).options(), (Options{"3,3:C2"}));
  const auto q = flipped(RuleSet::Jotl, [](RuleProfile& x) { x.proximity_in_focus = true; });
  EXPECT_EQ(Solved(proximity_position(), q).options(), (Options{"3,3:C1"}));
}

// A jumps 3; the hexes next to C1 within 3 are [3, 2] (difficult) and [3, 3]. Paying for
// the difficult landing, [3, 2] costs 4.
TEST(RuleFlags, JumpPaysLastDifficultChangesTheAnswer) {
  json j = axial_position();
  j["figures"] = {monster("A", 0, 3), character("C1", 4, 2, {{"initiative", 20}})};
  terrain(j, "difficult", {{3, 2}});
  j["turn"] = turn("A", 3, attack(0), "jump");
  EXPECT_EQ(Solved(j, RuleSet::Gloomhaven).options(), (Options{"3,3:C1"}));
  for (RuleSet r : {RuleSet::Jotl, RuleSet::Frosthaven, RuleSet::Gloomhaven2e})
    EXPECT_EQ(Solved(j, r).options(), (Options{"3,2:C1", "3,3:C1"}));
  const auto p =
      flipped(RuleSet::Gloomhaven, [](RuleProfile& x) { x.jump_pays_last_difficult = false; });
  EXPECT_EQ(Solved(j, p).options(), (Options{"3,2:C1", "3,3:C1"}));
}

// Icy [1, 3] and [2, 3] east of A: stepping on, A slides to [3, 3], next to C1. Without
// sliding it takes one plain step, [1, 3], the only neighbour 2 from [3, 3].
TEST(RuleFlags, IcySlidesChangesTheAnswer) {
  json j = axial_position();
  j["figures"] = {monster("A", 0, 3), character("C1", 4, 3, {{"initiative", 20}})};
  terrain(j, "icy", {{1, 3}, {2, 3}});
  j["turn"] = turn("A", 1, attack(0));
  for (RuleSet r : {RuleSet::Gloomhaven, RuleSet::Jotl, RuleSet::Frosthaven})
    EXPECT_EQ(Solved(j, r).options(), (Options{"3,3:C1"}));
  EXPECT_EQ(Solved(j, RuleSet::Gloomhaven2e).options(), (Options{"1,3:-"}));
  const auto p = flipped(RuleSet::Frosthaven, [](RuleProfile& x) { x.icy_slides = false; });
  EXPECT_EQ(Solved(j, p).options(), (Options{"1,3:-"}));
}

TEST(RuleFlags, RankSecondaryTargetsChangesTheAnswer) {
  const auto p =
      flipped(RuleSet::Gloomhaven, [](RuleProfile& x) { x.rank_secondary_targets = false; });
  EXPECT_EQ(Solved(extra_target_position(), p).options(), (Options{"3,3:C1+C2", "3,3:C1+C3"}));
  const auto q =
      flipped(RuleSet::Frosthaven, [](RuleProfile& x) { x.rank_secondary_targets = true; });
  EXPECT_EQ(Solved(extra_target_position(), q).options(), (Options{"3,3:C1+C2"}));
}

// Ranged 2, two targets, move 1; A starts next to its focus C1 ([3, 2] is an obstacle).
// From [3, 3] or [4, 2] it also reaches C2 but C1 is adjacent (disadvantage); from [2, 3]
// and [2, 4] C1 is 2 away (no disadvantage) and C2 3 away (out of range).
// Disadvantage first: [2, 3] or [2, 4], C1 alone. Targets first: two targets, then the
// fewest at disadvantage: staying (only C1) beats [4, 2] (both adjacent).
TEST(RuleFlags, TargetsBeforeFocusDisadvantageChangesTheAnswer) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 4, 3, {{"initiative", 20}}),
                  character("C2", 5, 1, {{"initiative", 30}})};
  terrain(j, "obstacle", {{3, 2}});
  j["turn"] = turn("A", 1, attack(2, 2));
  for (RuleSet r : {RuleSet::Gloomhaven, RuleSet::Jotl})
    EXPECT_EQ(Solved(j, r).options(), (Options{"2,3:C1", "2,4:C1"}));
  for (RuleSet r : {RuleSet::Frosthaven, RuleSet::Gloomhaven2e})
    EXPECT_EQ(Solved(j, r).options(), (Options{"3,3:C1+C2"}));
  const auto p = flipped(RuleSet::Gloomhaven,
                         [](RuleProfile& x) { x.targets_before_focus_disadvantage = true; });
  EXPECT_EQ(Solved(j, p).options(), (Options{"3,3:C1+C2"}));
}

// Melee, two targets, move 1, nothing attackable this turn. The nearest hex next to the
// focus C1 is [4, 1] (3 away, reached only by stepping to [2, 1]); the only hex next to both
// C1 and C2 is [5, 2] (5 away: [2, 1] or [1, 2] are on the way).
TEST(RuleFlags, UnreachableMultiTargetChangesTheAnswer) {
  json j = axial_position();
  j["figures"] = {monster("A", 1, 1), character("C1", 5, 1, {{"initiative", 20}}),
                  character("C2", 5, 3, {{"initiative", 30}})};
  j["turn"] = turn("A", 1, attack(0, 2));
  for (RuleSet r : {RuleSet::Gloomhaven, RuleSet::Jotl}) {
    const Solved v(j, r);
    EXPECT_EQ(v.focuses(), std::vector<std::string>{"C1"});
    EXPECT_EQ(v.options(), (Options{"2,1:-", "1,2:-"})) << v.trace();
  }
  for (RuleSet r : {RuleSet::Frosthaven, RuleSet::Gloomhaven2e})
    EXPECT_EQ(Solved(j, r).options(), (Options{"2,1:-"}));
  const auto p = flipped(RuleSet::Gloomhaven, [](RuleProfile& x) {
    x.unreachable = UnreachableMultiTarget::NearestFocusHex;
  });
  EXPECT_EQ(Solved(j, p).options(), (Options{"2,1:-"}));
}

// Even-q. Walls [2, 0], [2, 1], [2, 3]; the invisible C1 stands in the gap [2, 2]. As an
// obstacle it forces the way round by the bottom row (5 moves to [3, 3] or [4, 3] next to
// C2); passable, A goes through it to [3, 2] or [3, 3] (2 moves).
TEST(RuleFlags, InvisibleEnemiesChangesTheAnswer) {
  json j = even_q_position();
  j["figures"] = {monster("A", 1, 2),
                  character("C1", 2, 2, {{"initiative", 10}, {"conditions", {"invisible"}}}),
                  character("C2", 4, 2, {{"initiative", 80}})};
  terrain(j, "wall", {{2, 0}, {2, 1}, {2, 3}});
  j["turn"] = turn("A", 5, attack(0));
  for (RuleSet r : {RuleSet::Gloomhaven, RuleSet::Jotl})
    EXPECT_EQ(Solved(j, r).options(), (Options{"3,3:C2", "4,3:C2"}));
  for (RuleSet r : {RuleSet::Frosthaven, RuleSet::Gloomhaven2e})
    EXPECT_EQ(Solved(j, r).options(), (Options{"3,2:C2", "3,3:C2"}));
  const auto p = flipped(RuleSet::Gloomhaven,
                         [](RuleProfile& x) { x.invisible = InvisibleEnemies::PassNotStop; });
  EXPECT_EQ(Solved(j, p).options(), (Options{"3,2:C2", "3,3:C2"}));
}

}  // namespace
}  // namespace arbiter::gloomhaven
