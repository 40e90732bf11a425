// Rule profiles for Heroscape: one struct of named flags per rule set, so that the rules'
// uncertain or edition-dependent points (marked (ext) in the digest) are choices of the
// scenario, never `if (ruleset == ...)` in the decision code.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace arbiter::heroscape {

struct Profile {
  std::string_view name;
  // Engagement 2: not adjacent when the ground levels differ by at least (true, the current
  // rulebook and its rulings) or by more than (false, the seed text) the lower figure's
  // Height.
  bool height_gap_equal_blocks = true;
  // Movement 7: dice rolled for a big fall (fall_dice: 2 in the rulebook; one digital
  // implementation rolls 3).
  int big_fall_dice = 2;
  // Attack (ext): a defender on higher ground adds the same height advantage to its
  // defence dice (+1, or +2 at 10 levels).
  bool defence_height_advantage = true;
  // Movement 14 (ext): the road bonus needs the move to start on road too (true), or only
  // every space entered to be road (false).
  bool road_bonus_needs_start_on_road = true;
  int road_bonus = 3;
  // Geometry for 3-D sight (ext: the rules measure with the real pieces): the distance
  // between neighbouring hex centres, in levels (a level is one tile's thickness).
  double hex_width_in_levels = 3.0;
  // Movement 11: "a double-space figure need not stop for one water hex's worth". The
  // rulebook's reading (false): it stops only when both of its hexes stand in water at
  // once, and crosses single water hexes between land as often as its move allows. The
  // other reading of the seed's words (true): one water hex in the whole move, a second
  // one ends it.
  bool double_space_one_water_per_move = false;
  // Attack, line of sight: the rulebook's figures block sight like terrain (true: each
  // other figure a column from its ground up to its Height; the mover has left its hexes,
  // the target's own hex never blocks), or only terrain does (false: the digest is silent
  // and the painted figures are thinner than their hexes).
  bool figures_block_sight = false;
};

// Movement 6, 7: a drop of the figure's Height or more is a fall (one die); a drop of its
// Height plus kBigFallLevels or more is a big fall (Profile::big_fall_dice).
inline constexpr int kBigFallLevels = 10;
// The dice a drop of `drop` levels rolls for a figure of Height `height` landing on land
// (movement 8, a landing in water rolls none, is the caller's test).
[[gnu::always_inline]] constexpr int fall_dice(int drop, int height, int big_fall_dice) {
  return drop < height ? 0 : drop >= height + kBigFallLevels ? big_fall_dice : 1;
}

inline constexpr Profile kRulebook{"heroscape"};
inline constexpr Profile kSeedText{"heroscape-seed", false, 2, false, true, 3, 3.0, true, false};
inline constexpr Profile kThreeDiceFalls{
    "heroscape-3dice", true, 3, true, true, 3, 3.0, false, false};
inline constexpr Profile kFiguresBlockSight{
    "heroscape-sight-figures", true, 2, true, true, 3, 3.0, false, true};

inline constexpr std::string_view kRuleSetNames[] = {"heroscape", "heroscape-seed",
                                                     "heroscape-3dice", "heroscape-sight-figures"};
inline constexpr int kRuleSetCount = 4;
const Profile& profile(int rule_set);  // index into kRuleSetNames
std::optional<int> parse_rule_set(std::string_view name);

}  // namespace arbiter::heroscape
