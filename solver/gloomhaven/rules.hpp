// Rule-set profiles: everything an edition changes in the monster AI, as named flags.
// The decision procedure reads these flags; it never asks which edition it runs.
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "pathing/sight.hpp"
#include "solver/gloomhaven/scenario.hpp"
#include "solver/odds/draw_rules.hpp"

namespace arbiter::gloomhaven {

enum class InvisibleEnemies : unsigned char {
  Obstacle,     // block movement like obstacles
  PassNotStop,  // may be passed, not stopped on
};
enum class UnreachableMultiTarget : unsigned char {
  BestFutureHex,    // move towards the hex that maximises the attack
  NearestFocusHex,  // move towards the nearest hex that attacks the focus
};

// A decision the edition has published no ruling for (a "—" in the rules digest's table).
enum class Unruled : unsigned char { IcyTerrain, InvisibleEnemies, ForcedMovement };
std::string_view unruled_text(Unruled u);

// Scenario-level tables of the damage traps and hazardous terrain deal, by scenario level 0..7.
// A round file states the trap damage (round.trap_damage); the level it belongs to gives the
// hazardous terrain's damage, unless the file states that too (round.hazard_damage).
inline constexpr int kScenarioLevels = 8;
using LevelTable = std::array<int, kScenarioLevels>;
struct TerrainDamage {
  LevelTable trap{2, 3, 4, 5, 6, 7, 8, 9};    // 2 + level in every edition
  LevelTable hazard{1, 1, 2, 2, 3, 3, 4, 4};  // 1st edition: half a trap's, rounded down
  // The hazardous terrain's damage at the scenario level whose trap deals `trap_damage`;
  // nullopt when no level's trap deals that much (a scenario's own trap).
  std::optional<int> hazard_for_trap(int trap_damage) const;
};

struct RuleProfile {
  RuleSet rules = RuleSet::Gloomhaven;
  pathing::SightModel sight = pathing::SightModel::CornerToCorner;
  bool proximity_in_focus = true;                  // focus stage 3
  bool jump_pays_last_difficult = true;            // a jump's last hex pays for difficult terrain
  bool icy_slides = true;                          // figures slide over icy terrain
  bool rank_secondary_targets = true;              // extra targets ranked by the focus rules
  bool targets_before_focus_disadvantage = false;  // more targets beat avoiding disadvantage
  UnreachableMultiTarget unreachable = UnreachableMultiTarget::BestFutureHex;
  InvisibleEnemies invisible = InvisibleEnemies::Obstacle;
  bool forced_movement_full = false;  // pushes and pulls use the full amount
  // A long rest's initiative: 99, so that a resting character acts before a monster at 99 and
  // ties a character at 99 (the rulebooks); false: after every initiative, 99 included (the
  // seed text, "after 99" and "the latest": rule set gloomhaven-seed).
  bool long_rest_at_99 = true;
  // How attack modifiers are drawn with advantage and disadvantage (solver/odds/modifiers.hpp).
  odds::DrawRules draws;
  // Damage of traps and hazardous terrain by scenario level.
  TerrainDamage terrain_damage;
  // Decisions this edition has no published ruling for, where 1st-edition behaviour is
  // kept: the explanation says so when the position raises one of them.
  std::vector<Unruled> unruled;
  bool is_unruled(Unruled u) const;
};

RuleProfile profile_for(RuleSet r);

}  // namespace arbiter::gloomhaven
