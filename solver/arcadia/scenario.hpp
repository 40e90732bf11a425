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

// Sizes refused up front with "(limit N)" (docs/format.md, "Limits"), each a generous
// multiple of the real game: a quest's board is a few tiles of a few dozen spaces, heroes
// move 2 or 3 spaces and monsters 1 or 2, four guilds field three heroes each with two or
// three attack cards, a quest places a dozen or two monsters, and hit points stay near 10.
// The options multiply destinations (the square of the hero's move), cards and targets;
// each weighs exact wounds over the hit points (their square), and each (monster,
// destination) pair walks the monster's payback moves (the square of its move): past these
// a turn would run to minutes and gigabytes.
inline constexpr int kMaxSide = 64;             // columns, rows
inline constexpr std::size_t kMaxCells = 4096;  // cells listed one by one
inline constexpr int kMaxCoordinate = 256;      // |x|, |y| of a listed cell
inline constexpr int kMaxMove = 6;              // the turn's move
inline constexpr int kMaxMonsterMove = 4;       // a monster's move (its payback)
inline constexpr int kMaxHitPoints = 24;        // hp, and a monster's overkill
inline constexpr int kMaxFaces = 12;            // faces of a die
inline constexpr std::size_t kMaxPlayers = 8;
inline constexpr std::size_t kMaxHeroes = 12;
inline constexpr std::size_t kMaxMonsters = 24;
inline constexpr std::size_t kMaxCards = 4;  // attack cards of one hero
inline constexpr std::size_t kMaxRespawnTokens = 12;
inline constexpr std::size_t kMaxGraveyard = 8;

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
