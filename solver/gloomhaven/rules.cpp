#include "solver/gloomhaven/rules.hpp"

#include <cstddef>
#include <string_view>

namespace arbiter::gloomhaven {

std::string_view unruled_text(Unruled u) {
  switch (u) {
    case Unruled::IcyTerrain:
      return "icy terrain: figures slide as in Frosthaven";
    case Unruled::InvisibleEnemies:
      return "invisible enemies: they block movement like obstacles";
    case Unruled::ForcedMovement:
      return "forced movement by monsters";
  }
  return "";
}

std::optional<int> TerrainDamage::hazard_for_trap(int trap_damage) const {
  for (std::size_t level = 0; level < trap.size(); ++level)
    if (trap[level] == trap_damage) return hazard[level];
  return std::nullopt;
}

bool RuleProfile::is_unruled(Unruled u) const {
  for (Unruled x : unruled)
    if (x == u) return true;
  return false;
}

// One profile per edition, from the table "Rule sets" of docs/rules/gloomhaven.md.
RuleProfile profile_for(RuleSet r) {
  RuleProfile p;
  p.rules = r;
  switch (r) {
    case RuleSet::Gloomhaven:
      p.unruled = {Unruled::IcyTerrain, Unruled::ForcedMovement};
      break;
    case RuleSet::GloomhavenSeed:
      // The 1st edition as the seed text reads it where it differs from the rulebook: a long
      // rest acts after every initiative, 99 included.
      p.unruled = {Unruled::IcyTerrain, Unruled::ForcedMovement};
      p.long_rest_at_99 = false;
      break;
    case RuleSet::Jotl:
      // Advantage and disadvantage: no text differing from the 1st edition was found, so
      // p.draws keeps the 1st-edition draw (docs in solver/odds/modifiers.hpp).
      p.sight = pathing::SightModel::HexToHex;
      p.proximity_in_focus = false;
      p.jump_pays_last_difficult = false;
      p.unruled = {Unruled::IcyTerrain, Unruled::InvisibleEnemies, Unruled::ForcedMovement};
      break;
    case RuleSet::Frosthaven:
    case RuleSet::Gloomhaven2e:
      // The 2nd edition follows Frosthaven in every row of the table but icy terrain.
      p.sight = pathing::SightModel::HexToHex;
      p.jump_pays_last_difficult = false;
      p.icy_slides = r == RuleSet::Frosthaven;
      p.rank_secondary_targets = false;
      p.targets_before_focus_disadvantage = true;
      p.unreachable = UnreachableMultiTarget::NearestFocusHex;
      p.invisible = InvisibleEnemies::PassNotStop;
      p.forced_movement_full = true;
      p.draws.rolling_run_then_pair = true;  // a rolling first draw, then a compared pair
      // Hazardous terrain: one more than a third of the scenario level, rounded up (the
      // Frosthaven scenario level table; the 2nd edition is taken to follow it).
      p.terrain_damage.hazard = {1, 2, 2, 2, 3, 3, 3, 4};
      break;
  }
  return p;
}

}  // namespace arbiter::gloomhaven
