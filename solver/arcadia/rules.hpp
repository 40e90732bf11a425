// Rule profiles for Arcadia Quest: the points the digest marks (ext) or leaves open are
// named flags here, one struct per rule set, never `if (ruleset == ...)` in the decision.
#pragma once

#include <optional>
#include <string_view>

namespace arbiter::arcadia {

struct Profile {
  std::string_view name;
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

inline constexpr Profile kDigest{"arcadia-quest"};
inline constexpr Profile kWithRespawn{"arcadia-quest-respawn", true, true, true, true, false};
inline constexpr Profile kSeedGuard{"arcadia-quest-seed", false, true, true, true, true};

inline constexpr std::string_view kRuleSetNames[] = {"arcadia-quest", "arcadia-quest-respawn",
                                                     "arcadia-quest-seed"};
inline constexpr int kRuleSetCount = 3;
const Profile& profile(int rule_set);  // index into kRuleSetNames
std::optional<int> parse_rule_set(std::string_view name);

}  // namespace arbiter::arcadia
