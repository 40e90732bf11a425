// Rule profiles for Heroscape: one struct of named flags per rule set, so that the rules'
// uncertain or edition-dependent points (marked (ext) in the digest) are choices of the
// scenario, never `if (ruleset == ...)` in the decision code.
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "solver/scenario/rule_sets.hpp"

namespace arbiter::heroscape {

struct Profile {
  std::string_view name;         // as files and --rules write it
  std::string_view description;  // one line, for `arbiter rules` and the page
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

// Every rule set, the default first. Each profile names only what differs from the defaults
// above (the rulebook's).
inline constexpr std::array kProfiles{
    Profile{.name = "heroscape", .description = "the current rulebook and its rulings"},
    Profile{.name = "heroscape-seed",
            .description = "the seed text: a height gap must exceed Height, no defence height "
                           "bonus, one water hex a move",
            .height_gap_equal_blocks = false,
            .defence_height_advantage = false,
            .double_space_one_water_per_move = true},
    Profile{.name = "heroscape-3dice",
            .description = "the rulebook, with 3 dice for a fall of Height + 10 levels",
            .big_fall_dice = 3},
    Profile{.name = "heroscape-sight-figures",
            .description = "the rulebook, with figures blocking line of sight like terrain",
            .figures_block_sight = true},
};
static_assert(scenario::profiles_well_named(kProfiles));

inline constexpr auto kRuleSetNames = scenario::profile_names(kProfiles);
inline constexpr auto kRuleSets = scenario::profile_infos(kProfiles);
inline constexpr int kRuleSetCount = static_cast<int>(kProfiles.size());
// The profiles the tests name.
inline constexpr const Profile& kRulebook = scenario::profile_named(kProfiles, "heroscape");
inline constexpr const Profile& kSeedText = scenario::profile_named(kProfiles, "heroscape-seed");
inline constexpr const Profile& kFiguresBlockSight =
    scenario::profile_named(kProfiles, "heroscape-sight-figures");
// The profile at an index of kProfiles; throws std::out_of_range for any other index.
const Profile& profile(int rule_set);
// The index of the rule set named `name`, or nullopt.
std::optional<int> parse_rule_set(std::string_view name);

}  // namespace arbiter::heroscape
