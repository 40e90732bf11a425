// Rule profiles for Arcadia Quest: the points the digest marks (ext) or leaves open are
// named flags here, one struct per rule set, never `if (ruleset == ...)` in the decision.
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "solver/scenario/rule_sets.hpp"

namespace arbiter::arcadia {

struct Profile {
  std::string_view name;         // as files and --rules write it
  std::string_view description;  // one line, for `arbiter rules` and the page
  // Respawn (ext: not confirmed in the published rulebook): at the start of the turn each
  // monster of the graveyard, lowest slot first, rolls two black dice for a token.
  bool respawn_step = false;
  // Respawn: a token's two numbers match a roll in either order (true) or only as written.
  bool respawn_pair_unordered = true;
  // Board (ext): a move may pass through a cell that already holds two figures; it may
  // never end there.
  bool pass_through_full_cells = true;
  // Payback (ext): the payback comes even when the hero's attack did no damage.
  bool payback_after_failed_attack = true;
  // Guard: an attack on a target close to the hero sets off no guard. The rulebook spares
  // only a close monster (false): an attack on a rival hero, close or not, is guarded by
  // every monster close to the hero. The seed text names "the monster (or the hero who is
  // not an ally)" as the target that must be close, so it also spares a close rival hero
  // (true).
  bool guard_spares_close_rival_hero = false;
};

// Every rule set, the default first. Each profile names only what differs from the defaults
// above (the rulebook's guard, no respawn step).
inline constexpr std::array kProfiles{
    Profile{.name = "arcadia-quest", .description = "the rulebook's guard, no respawn step"},
    Profile{.name = "arcadia-quest-respawn",
            .description = "the same, plus the respawn step at the start of the turn",
            .respawn_step = true},
    Profile{.name = "arcadia-quest-seed",
            .description = "the seed text's guard: an attack on a close rival hero sets off no "
                           "guard",
            .guard_spares_close_rival_hero = true},
};
static_assert(scenario::profiles_well_named(kProfiles));

inline constexpr auto kRuleSetNames = scenario::profile_names(kProfiles);
inline constexpr auto kRuleSets = scenario::profile_infos(kProfiles);
inline constexpr int kRuleSetCount = static_cast<int>(kProfiles.size());
// The profiles the tests name.
inline constexpr const Profile& kDigest = scenario::profile_named(kProfiles, "arcadia-quest");
inline constexpr const Profile& kWithRespawn =
    scenario::profile_named(kProfiles, "arcadia-quest-respawn");
inline constexpr const Profile& kSeedGuard =
    scenario::profile_named(kProfiles, "arcadia-quest-seed");
// The profile at an index of kProfiles; throws std::out_of_range for any other index.
const Profile& profile(int rule_set);
// The index of the rule set named `name`, or nullopt.
std::optional<int> parse_rule_set(std::string_view name);

}  // namespace arbiter::arcadia
