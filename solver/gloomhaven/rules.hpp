// Rule-set profiles: everything an edition changes in the monster AI, as named flags.
// The decision procedure reads these flags; it never asks which edition it runs.
#pragma once

#include <array>
#include <initializer_list>
#include <optional>
#include <string_view>

#include "pathing/sight.hpp"
#include "solver/gloomhaven/scenario.hpp"
#include "solver/odds/draw_rules.hpp"
#include "solver/scenario/rule_sets.hpp"

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

// The decisions a rule set has no ruling for: a set of Unruled, written as a braced list.
class UnruledSet {
 public:
  constexpr UnruledSet() = default;
  constexpr UnruledSet(std::initializer_list<Unruled> list) {
    for (Unruled u : list) bits_ = static_cast<unsigned char>(bits_ | bit(u));
  }
  constexpr bool contains(Unruled u) const { return (bits_ & bit(u)) != 0; }
  constexpr bool empty() const { return bits_ == 0; }

 private:
  static constexpr unsigned bit(Unruled u) { return 1u << static_cast<unsigned>(u); }
  unsigned char bits_ = 0;
};

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

// What an empty hex holds besides no figure (a summon's hex, a figure's landing): the
// rulebook's "no figures, tokens, or overlay tiles (corridors, pressure plates and open doors
// act as empty hexes)"; Frosthaven's "unoccupied and featureless" names the same hexes by the
// sources read, so every profile keeps the defaults.
struct EmptyHexRule {
  bool no_tokens = true;         // a money (loot) token makes a hex not empty
  bool no_overlay_tiles = true;  // a trap, obstacle, difficult, hazardous or icy hex is not empty
};

struct RuleProfile {
  std::string_view name;         // as files and --rules write it
  std::string_view description;  // one line, for `arbiter rules` and the page
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
  EmptyHexRule empty_hex{};
  // How attack modifiers are drawn with advantage and disadvantage (solver/odds/modifiers.hpp).
  odds::DrawRules draws{};
  // Damage of traps and hazardous terrain by scenario level.
  TerrainDamage terrain_damage{};
  // Decisions this edition has no published ruling for, where 1st-edition behaviour is
  // kept: the explanation says so when the position raises one of them.
  UnruledSet unruled{};
  constexpr bool is_unruled(Unruled u) const { return unruled.contains(u); }
};

// One profile per edition, from the table "Rule sets" of docs/rules/gloomhaven.md, in the
// order of RuleSet (the default first). Each names only what differs from the
// defaults above (the 1st edition's rulebook).
inline constexpr std::array kProfiles{
    RuleProfile{.name = "gloomhaven",
                .description = "Gloomhaven, 1st edition: the rulebook",
                .rules = RuleSet::Gloomhaven,
                .unruled = {Unruled::IcyTerrain, Unruled::ForcedMovement}},
    // Advantage and disadvantage: no text differing from the 1st edition was found, so the
    // profile keeps the 1st-edition draw (docs in solver/odds/modifiers.hpp).
    RuleProfile{
        .name = "jotl",
        .description = "Jaws of the Lion",
        .rules = RuleSet::Jotl,
        .sight = pathing::SightModel::HexToHex,
        .proximity_in_focus = false,
        .jump_pays_last_difficult = false,
        .unruled = {Unruled::IcyTerrain, Unruled::InvisibleEnemies, Unruled::ForcedMovement}},
    // Hazardous terrain: one more than a third of the scenario level, rounded up (the
    // Frosthaven scenario level table; the 2nd edition is taken to follow it).
    RuleProfile{.name = "frosthaven",
                .description = "Frosthaven",
                .rules = RuleSet::Frosthaven,
                .sight = pathing::SightModel::HexToHex,
                .jump_pays_last_difficult = false,
                .rank_secondary_targets = false,
                .targets_before_focus_disadvantage = true,
                .unreachable = UnreachableMultiTarget::NearestFocusHex,
                .invisible = InvisibleEnemies::PassNotStop,
                .forced_movement_full = true,
                .draws = {.rolling_run_then_pair = true},  // a rolling first draw, then a pair
                .terrain_damage = {.hazard = {1, 2, 2, 2, 3, 3, 3, 4}}},
    // The 2nd edition follows Frosthaven in every row of the table but icy terrain.
    RuleProfile{.name = "gloomhaven2e",
                .description = "Gloomhaven, 2nd edition (Frosthaven's rules, no icy sliding)",
                .rules = RuleSet::Gloomhaven2e,
                .sight = pathing::SightModel::HexToHex,
                .jump_pays_last_difficult = false,
                .icy_slides = false,
                .rank_secondary_targets = false,
                .targets_before_focus_disadvantage = true,
                .unreachable = UnreachableMultiTarget::NearestFocusHex,
                .invisible = InvisibleEnemies::PassNotStop,
                .forced_movement_full = true,
                .draws = {.rolling_run_then_pair = true},
                .terrain_damage = {.hazard = {1, 2, 2, 2, 3, 3, 3, 4}}},
    // The 1st edition as the seed text reads it where it differs from the rulebook: a long
    // rest acts after every initiative, 99 included.
    RuleProfile{.name = "gloomhaven-seed",
                .description = "the 1st edition as the seed text reads it (a long rest acts last)",
                .rules = RuleSet::GloomhavenSeed,
                .long_rest_at_99 = false,
                .unruled = {Unruled::IcyTerrain, Unruled::ForcedMovement}},
};

// Each profile sits at its rule set's enum value, so that the enum indexes the list.
constexpr bool profiles_in_enum_order() {
  for (std::size_t i = 0; i < kProfiles.size(); ++i)
    if (static_cast<std::size_t>(kProfiles[i].rules) != i) return false;
  return kProfiles.size() == static_cast<std::size_t>(kRuleSetCount);
}
static_assert(scenario::profiles_well_named(kProfiles));
static_assert(profiles_in_enum_order());

inline constexpr auto kRuleSetNames = scenario::profile_names(kProfiles);
inline constexpr auto kRuleSets = scenario::profile_infos(kProfiles);

// The profile of rule set `r`; a value outside the enum throws std::out_of_range.
const RuleProfile& profile_for(RuleSet r);

}  // namespace arbiter::gloomhaven
