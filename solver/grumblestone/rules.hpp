// Rule profiles for Grumblestone: the points the seed text leaves open are named flags here,
// so the decision code reads a flag instead of asking which rule set it runs under. The
// file's variant flags (attack one player or all; fixed or random icons) are data of the
// scenario and are copied into the profile when a solve starts.
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "solver/scenario/rule_sets.hpp"

namespace arbiter::grumblestone {

struct Profile {
  std::string_view name;         // as files and --rules write it
  std::string_view description;  // one line, for `arbiter rules` and the page
  // Frostbite's light-blue die: true, it is a third die the player may assign instead of a
  // white one (so the yield of a board is the best two of three dice); false, it only
  // names the blocked number and is never assigned.
  bool blue_die_assignable = true;
  // Rockbottom's superpower "both dice on one line": false, two dice showing the same
  // number may both go on that one row or column (it fires twice); true, the dice may go
  // on two rows or two columns whatever they show.
  bool rockbottom_parallel_lines = false;
  // A paid change may not bring the player to 0 hearts (paying the last heart would
  // eliminate the player at once, which no plan wants): spending stops at 1 heart.
  int min_hearts_after_paying = 1;
  // Crumbleclad's boost is paid at most once a turn, and only when an attack is made.
  int crumbleclad_boosts_per_turn = 1;
  // Variants (from the file's `variants`).
  bool attack_all = false;
};

// Every rule set, the default first. Each profile names only what differs from the defaults
// above.
inline constexpr std::array kProfiles{
    Profile{.name = "grumblestone",
            .description = "the light-blue die may be assigned; Rockbottom's equal dice fire "
                           "one line twice"},
    Profile{.name = "grumblestone-blue-blocks",
            .description = "the light-blue die only names the blocked number",
            .blue_die_assignable = false},
    Profile{.name = "grumblestone-parallel",
            .description = "Rockbottom's superpower puts the dice on two rows or two columns",
            .rockbottom_parallel_lines = true},
};
static_assert(scenario::profiles_well_named(kProfiles));

inline constexpr auto kRuleSetNames = scenario::profile_names(kProfiles);
inline constexpr auto kRuleSets = scenario::profile_infos(kProfiles);
inline constexpr int kRuleSetCount = static_cast<int>(kProfiles.size());
// The profile of a rule set (an index of kProfiles; any other index throws
// std::out_of_range) with the file's variant flags.
Profile profile(int rule_set, bool attack_all);
// The index of the rule set named `name`, or nullopt.
std::optional<int> parse_rule_set(std::string_view name);

}  // namespace arbiter::grumblestone
