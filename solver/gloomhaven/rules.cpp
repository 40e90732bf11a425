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

const RuleProfile& profile_for(RuleSet r) {
  return scenario::profile_at(kProfiles, static_cast<int>(r), "gloomhaven");
}

}  // namespace arbiter::gloomhaven
