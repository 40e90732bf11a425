// The Arcadia Quest payload of a format-1 file ("game": "arcadia-quest"), as written
// (cells [x, y], x to the right, y downwards), and its loader section. docs/format.md
// describes every field.
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "pathing/hex.hpp"
#include "solver/odds/exploding.hpp"
#include "solver/odds/odds.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::arcadia {

using odds::Exact;
using pathing::Coord;

enum class AttackKind : std::uint8_t { Melee, Ranged };
inline constexpr std::string_view kAttackKindNames[] = {"melee", "ranged"};

// Named special effects of a monster's attack.
enum class Effect : std::uint8_t { EveryCloseHero };
inline constexpr std::string_view kEffectNames[] = {"every-close-hero"};

enum class Objective : std::uint8_t { Net, Kill, Damage, Safety, Coins };
inline constexpr std::string_view kObjectiveNames[] = {"net", "kill", "damage", "safety", "coins"};

struct Attack {
  std::string name;  // a hero's card name; a monster's attack is unnamed
  AttackKind kind = AttackKind::Melee;
  int dice = 1;
  bool every_close_hero = false;
};

struct HeroSpec {
  std::string id, player;
  Coord cell{};
  int hp = 1, wounds = 0, defense = 0;
  std::vector<Attack> attacks;
};

struct MonsterSpec {
  std::string id;
  Coord cell{};
  int hp = 1, wounds = 0, move = 0, defense = 0, overkill = 1, coins = 0;
  bool villain = false;
  Attack attack;
  std::vector<std::string> damaged_by;  // heroes whose guild token is on a villain
};

// The dice as the file gives them: faces of each kind and what each face counts as.
struct Dice {
  int attack_faces = 6, melee = 0, ranged = 0, attack_crit = 0;
  int defense_faces = 6, shield = 0, defense_crit = 0;
  int black_faces = 0;  // 0: not given (needed only by the respawn step)
  odds::ExplodingDie attack_die(AttackKind k) const {
    return {attack_faces, k == AttackKind::Melee ? melee : ranged, attack_crit};
  }
  odds::ExplodingDie defense_die() const { return {defense_faces, shield, defense_crit}; }
};

struct Edge {
  Coord a, b;
};

struct RespawnToken {
  Coord cell;
  int first = 1, second = 1;
};

struct OptionKey {
  Coord destination;
  std::string card, target;
};

struct ExpectedOption {
  OptionKey key;
  std::optional<int> rank;
  std::optional<std::vector<std::string>> guards, payback_hits;
  std::optional<std::vector<Coord>> payback_moves;
  std::optional<bool> payback_attacks;
  std::optional<Exact> p_kill, p_payback, expected_dealt, expected_taken, p_hero_killed;
  std::map<std::string, Exact> coins;  // player -> expected coins
  std::optional<int> graveyard_slot;   // where it goes if killed: slot, 0 the box, -1 unknown
};

struct ExpectedRespawn {
  std::string monster;
  std::optional<Coord> cell;  // nullopt: back to the box
  Exact p;
};

struct Expectation {
  std::optional<std::vector<OptionKey>> best;  // the exact set of rank-1 options
  std::vector<ExpectedOption> options;         // each must exist, with these values
  std::vector<OptionKey> absent;               // each must not be an option
  std::optional<std::vector<ExpectedRespawn>> respawn;
};

struct Scenario {
  std::string path;
  scenario::Envelope envelope;
  std::vector<Coord> cells;  // file order, blocked ones included
  std::optional<std::pair<int, int>> rectangle;
  std::vector<Coord> blocked;
  std::vector<Edge> walls, doors;
  Dice dice;
  std::vector<std::string> players;  // turn order; play passes to the left
  std::vector<HeroSpec> heroes;
  std::vector<MonsterSpec> monsters;
  std::vector<RespawnToken> tokens;
  std::vector<std::string> graveyard;  // lowest slot first
  int graveyard_slots = 0;             // 0: not given
  std::string acting;                  // turn.hero
  int move = 0;                        // turn.move
  Objective objective = Objective::Net;
  std::map<int, Expectation> expect;  // rule set index -> expectation

  const HeroSpec* find_hero(std::string_view id) const;
  const MonsterSpec* find_monster(std::string_view id) const;
};

// The loader section: `root` is the whole file, already parsed. Throws
// scenario::ScenarioError ("file: place: problem").
Scenario read_scenario(const nlohmann::json& root, const std::string& file);

}  // namespace arbiter::arcadia
