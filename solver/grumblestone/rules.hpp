// Rule profiles for Grumblestone: the points the seed text leaves open are named flags here,
// so the decision code reads a flag instead of asking which rule set it runs under. The
// file's variant flags (attack one player or all; fixed or random icons) are data of the
// scenario and are copied into the profile when a solve starts.
#pragma once

#include <optional>
#include <string_view>

namespace arbiter::grumblestone {

struct Profile {
  std::string_view name;
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

inline constexpr Profile kDefaultRules{"grumblestone"};
inline constexpr Profile kBlueBlocksOnly{"grumblestone-blue-blocks", false};
inline constexpr Profile kParallelLines{"grumblestone-parallel", true, true};

inline constexpr std::string_view kRuleSetNames[] = {"grumblestone", "grumblestone-blue-blocks",
                                                     "grumblestone-parallel"};
inline constexpr int kRuleSetCount = 3;
// The profile of a rule set (index into kRuleSetNames) with the file's variant flags.
Profile profile(int rule_set, bool attack_all);
std::optional<int> parse_rule_set(std::string_view name);

}  // namespace arbiter::grumblestone
