// The Heroscape payload of a format-1 file ("game": "heroscape"), as written (hexes axial),
// and its loader section. docs/format.md describes every field.
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "pathing/hex.hpp"
#include "solver/odds/odds.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::heroscape {

using pathing::Coord;

// Terrain kinds; only two carry rules (water ends a move and cushions falls; road gives the
// road bonus). The others are plain ground with a name.
enum class TerrainKind : std::uint8_t {
  Grass,
  Rock,
  Sand,
  Road,
  Water,
  LavaField,
  Snow,
  Ice,
  Swamp,
  Dungeon,
  Count
};
inline constexpr std::string_view kTerrainNames[] = {
    "grass", "rock", "sand", "road", "water", "lava-field", "snow", "ice", "swamp", "dungeon"};
constexpr bool is_water(TerrainKind t) {
  return t == TerrainKind::Water;
}
constexpr bool is_road(TerrainKind t) {
  return t == TerrainKind::Road;
}

inline constexpr std::string_view kObstacleNames[] = {"ruin",    "wall",    "tree",
                                                      "outcrop", "glacier", "other"};
struct Obstacle {
  std::uint8_t kind = 0;       // index into kObstacleNames
  Coord hex{};                 // a hex obstacle stands on hex
  std::optional<Coord> other;  // an edge obstacle stands on the edge between hex and other
  int height = 1;              // levels above the higher of its hexes' ground
};

// Glyphs (the seed: a figure that enters one stops, and the glyph acts at once; a figure
// with 1 life cannot enter a healing glyph). `plain` only stops the move.
enum class GlyphKind : std::uint8_t { Plain, Attack, Defense, Range, Move, Healing, Count };
inline constexpr std::string_view kGlyphKindNames[] = {"plain", "attack", "defense",
                                                       "range", "move",   "healing"};
// The bonus of each kind when the file names none: +1 attack die (Astrid), +1 defence die
// (Gerda), +1 range (Ullar), +2 move (Valda); healing (Kelda) removes every wound (0).
inline constexpr int kGlyphDefaultBonus[] = {0, 1, 1, 1, 2, 0};

// berserker-charge (the seed, special cases 2): after its move the figure rolls the d20
// and on 15 or more moves again, as long as the rolls succeed.
// A special attack that also hits every figure next to the target (the seed, special cases
// 1: on a double-space target, the hexes around both of its hexes). Special attacks take
// no modifiers (no height advantage).
enum class SpecialKind : std::uint8_t { Grenade, Explosion, Count };
inline constexpr std::string_view kSpecialNames[] = {"grenade", "explosion"};
struct SpecialAttack {
  SpecialKind kind = SpecialKind::Grenade;
  int range = 1, attack = 0;
};

enum class Trait : std::uint8_t { Flying, BerserkerCharge, Count };
inline constexpr std::string_view kTraitNames[] = {"flying", "berserker-charge"};

struct FigureSpec {
  std::string id;
  std::string side;
  std::vector<Coord> hexes;  // 1, or 2 neighbours (double-space)
  int height = 1, move = 0, range = 1, attack = 0, defense = 0, life = 1, wounds = 0;
  bool flying = false;
  bool berserker_charge = false;
  std::optional<SpecialAttack> special;
  // Grimnak's eat (the seed, special cases 3: it may both eat and attack in one turn):
  // before attacking it may eat one adjacent single-space enemy; a squad figure is
  // destroyed, any other on a d20 roll of `eat_roll` or more (0: no eat).
  int eat_roll = 0;
  bool squad = false;  // a squad figure (eaten for certain)
};

enum class Objective : std::uint8_t { Net, Damage, Safety };
inline constexpr std::string_view kObjectiveNames[] = {"net", "damage", "safety"};

// A destination as the file writes it: one hex or a pair (order free).
using WrittenDestination = std::vector<Coord>;

struct ExpectedReach {
  WrittenDestination destination;
  int cost = 0;
  std::optional<int> dice;  // risk dice on the least-risk cheapest path
  // The least-risk path that fits the Move (the player chooses the path): its cost, dice.
  std::optional<int> least_risk_cost, least_risk_dice;
};
struct ExpectedChoice {
  WrittenDestination destination;
  std::optional<std::string> target;  // nullopt: no attack
  std::optional<odds::Fraction> score, expected, p_wound, p_destroy, p_destroyed;
  std::optional<int> attack_dice, defense_dice, cost, dice;
  bool special = false;            // the figure's special attack (grenade, explosion)
  std::optional<std::string> eat;  // the figure eaten before the attack (Grimnak)
};
// Berserker Charge: a destination beyond the first move and its chance.
struct ExpectedCharge {
  WrittenDestination destination;
  odds::Fraction p;
};
struct Expectation {
  std::optional<std::vector<ExpectedReach>> reachable;  // the whole set
  std::vector<WrittenDestination> unreachable;
  std::optional<std::vector<ExpectedChoice>> best;  // the set of top-ranked choices
  std::vector<ExpectedChoice> choices;              // each must be among the choices
  std::vector<ExpectedChoice> absent;               // each must not be a choice
  std::vector<ExpectedCharge> charge;               // each with its chance
};

struct Scenario {
  std::string path;
  scenario::Envelope envelope;
  std::vector<Coord> hexes;  // axial, file order
  std::optional<std::pair<int, int>> rectangle;
  std::vector<int> levels;           // parallel to hexes
  std::vector<TerrainKind> terrain;  // parallel to hexes
  std::vector<Obstacle> obstacles;
  std::vector<Coord> glyphs;
  std::vector<GlyphKind> glyph_kinds;  // parallel to glyphs
  std::vector<int> glyph_bonus;        // parallel to glyphs (healing: 0 heals every wound)
  std::vector<FigureSpec> figures;
  std::string acting;  // turn.figure
  Objective objective = Objective::Net;
  std::map<int, Expectation> expect;  // rule set index -> expectation

  const FigureSpec* find_figure(std::string_view id) const;
};

// The loader section: `root` is the whole file, already parsed; the envelope is read here
// with the shared reader. Throws scenario::ScenarioError.
Scenario read_scenario(const nlohmann::json& root, const std::string& file);

}  // namespace arbiter::heroscape
