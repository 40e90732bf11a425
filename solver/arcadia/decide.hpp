// The Arcadia Quest decision for the acting hero, in the digest's order:
//   0 respawn at the start of the turn (a rule-set option),
//   1 where the hero can stand (board: close cells, two figures a cell),
//   2 which cards reach which targets from there (melee: close; ranged: line of sight),
//   3 the guard reaction (target not close: every other close monster attacks),
//   4 the hero's attack as exact odds (wounds, kill, overkill),
//   5 the payback: every move and attack the right-hand player may choose, the preferred
//     ones marked,
//   6 the outcome: wounds the hero and other heroes take, coins to each player,
//   7 the options ranked by the objective, ties kept.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "solver/arcadia/rules.hpp"
#include "solver/arcadia/state.hpp"
#include "solver/odds/exploding.hpp"

namespace arbiter::arcadia {

using odds::Capped;

// One thing the controlling player may do with the payback monster: end on `cell`
// (`steps` cells away), then attack the hero or not.
struct PaybackMove {
  CellIndex cell = kNoCell;
  int steps = 0;
  bool attacks = false;
  std::vector<std::size_t> hits;  // heroes its attack hits (the attacker first)
  int own_hit = 0;                // the controller's heroes it hits
  int rivals_hit = 0;             // other rival heroes it hits, besides the attacker
  int own_close = 0;              // the controller's heroes left close to it (future guards)
  bool preferred = false;
};

struct Payback {
  std::size_t monster = 0;
  int controller = 0;              // player index
  std::vector<PaybackMove> moves;  // every choice, preferred ones first
  bool reachable = false;          // some move lets it attack the hero
  const PaybackMove& chosen() const { return moves.front(); }
};

struct Option {
  CellIndex destination = kNoCell;
  int steps = 0;
  std::size_t card = 0;  // index into the hero's attacks
  bool target_monster = true;
  std::size_t target = 0;  // index into monsters or heroes
  bool close = false;      // the target is close to the hero
  std::vector<std::size_t> guards;
  int attack_dice = 0, defense_dice = 0;
  Capped dealt;  // min(wounds of the attack, max(remaining, overkill))
  odds::Exact expected_dealt, p_kill, p_overkill, p_reaction, p_payback;
  // Shared by every option with the same monster and destination (any card): one copy of
  // its moves, not one per option, keeps memory linear in the options.
  std::shared_ptr<const Payback> payback;
  Capped taken;  // wounds the hero takes from guards and payback, capped at its remaining
  odds::Exact expected_taken, p_hero_killed;
  std::vector<std::pair<std::size_t, odds::Exact>> others;  // other heroes hit: P(killed)
  std::vector<odds::Exact> coins;                           // expected coins per player
  // Where a killed target goes: its graveyard slot (1 = lowest), 0 for the box, -1 when
  // unknown (a rival hero, a target that cannot die, or no `respawn.slots` in the file).
  int graveyard_slot = -1;
  odds::Exact score;
  int rank = 1;
};

struct RespawnOutcome {
  std::size_t monster = 0;  // index into scenario->graveyard
  std::vector<std::pair<CellIndex, odds::Exact>> cells;
  odds::Exact box;
};

struct Decision {
  const Profile* profile = nullptr;
  Objective objective = Objective::Net;
  std::vector<std::int32_t> steps;  // the hero's steps to each cell (-1: unreachable)
  std::vector<std::uint8_t> may_end;
  std::vector<Option> options;  // ranked, best first
  std::vector<RespawnOutcome> respawn;
};

Decision decide(const State& st, const Profile& p, Objective objective);

// Step 1: steps to every cell and whether the hero may end there.
void hero_moves(const State& st, const Profile& p, std::vector<std::int32_t>& steps,
                std::vector<std::uint8_t>& may_end);
// Step 2: may `card` of the acting hero standing on `from` target a figure on `to`? When
// not, why (for explanations).
bool can_target(const State& st, AttackKind kind, CellIndex from, CellIndex to, std::string* why);
// Step 3: the monsters that guard when the hero on `from` attacks a figure on `target_cell`
// (none when the target is a close monster, or under the seed's reading any close target);
// `target_monster` (nullopt: the target is a rival hero) is excluded.
std::vector<std::size_t> guards(const State& st, const Profile& p, CellIndex from,
                                CellIndex target_cell, std::optional<std::size_t> target_monster);
// Step 5: the payback choices of monster `m` against the acting hero standing on `hero_at`.
Payback payback_moves(const State& st, const Profile& p, std::size_t m, CellIndex hero_at);
// Step 0: where each graveyard monster comes back, exactly.
std::vector<RespawnOutcome> respawn(const State& st, const Profile& p);

}  // namespace arbiter::arcadia
