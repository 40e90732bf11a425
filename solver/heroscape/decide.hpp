// The Heroscape decision for the acting figure, in the digest's order: reachable
// destinations with their cheapest cost and least-risk path (movement 1-14), the risk on
// the way as an exact distribution (falls, leaving engagement), engagement and legal
// targets at each destination (engagement 1-3, 6; attack: range, sight, height), the dice
// and exact odds of each attack, and the choices ranked by the objective, ties kept.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "pathing/solid.hpp"
#include "solver/heroscape/move.hpp"
#include "solver/odds/odds.hpp"

namespace arbiter::heroscape {

struct Workspace {
  MoveSearch search;
  std::vector<FigureIndex> scratch;
};

struct Destination {
  std::array<CellIndex, 2> cells{kNoCell, kNoCell};
  StateId state = kNoState;
  MoveCost cost;                     // movement points, risk dice on the least-risk path
  std::vector<StepInfo> path;        // the steps of that path, in order
  std::vector<FigureIndex> engaged;  // enemies it is engaged with there
};

struct AttackOdds {
  FigureIndex target = kNoFigure;
  int range = 0;             // hexes counted (around gaps in the map)
  CellIndex from = kNoCell;  // the attacker's hex the sight line starts from
  CellIndex to = kNoCell;    // the target's hex it reaches
  int attack_dice = 0, defense_dice = 0;
  int attack_bonus = 0, defense_bonus = 0;  // height advantage
  odds::Distribution wounds;                // wounds dealt, given that the attack is made
};

struct Choice {
  std::size_t destination = 0;       // index into Decision::destinations
  std::optional<AttackOdds> attack;  // nullopt: moves without attacking
  odds::Fraction expected_taken;     // E[wounds taken on the way]
  odds::Fraction p_destroyed;        // P(destroyed on the way)
  odds::Fraction expected_dealt;     // P(survives) * E[min(wounds, target's remaining life)]
  odds::Fraction p_wound;            // P(survives) * P(at least one wound)
  odds::Fraction p_destroy;          // P(survives) * P(wounds >= target's remaining life)
  odds::Fraction score;              // the objective's value (net: dealt - taken)
  int rank = 1;                      // 1 = best; equal ranks are ties
};

// Why a target was not possible from a destination (for explanations).
struct Refusal {
  FigureIndex target;
  std::string reason;
};

struct Decision {
  const Profile* profile = nullptr;
  FigureIndex acting = 0;
  Objective objective = Objective::Net;
  std::vector<Destination> destinations;  // sorted by cells
  std::vector<Choice> choices;            // ranked, best first
};

// Everything above for the acting figure. `with_paths` false skips the per-destination
// path and engagement lists (benchmarks of the search alone).
Decision decide(const State& st, const Profile& p, Objective objective, Workspace& ws);

// The wounds the mover takes on a path with `dice` risk dice: each die is a skull (1 wound)
// with probability 1/2 (digest: 3 skulls of 6 faces).
odds::Distribution risk_wounds(int dice);
// Wounds dealt by `attack` dice against `defense` dice (skull 3/6, shield 2/6).
odds::Distribution attack_wounds(int attack, int defense);

// The attack of the acting figure standing on `cells` against `target`, or why there is
// none (engagement 6, range, range 1 adjacency, sight).
std::optional<AttackOdds> attack_from(const State& st, const Profile& p,
                                      const pathing::Solids& solids,
                                      const std::array<CellIndex, 2>& cells,
                                      const std::vector<FigureIndex>& engaged, FigureIndex target,
                                      std::string* why_not);

// The 3-D model of the map for sight: columns up to each hex's ground, hex obstacles up to
// their tops, edge obstacles as walls.
pathing::Solids build_solids(const State& st, const Profile& p);

// Heroscape's line of sight: from the eye of a figure on `from` to any point of the hit zone
// of a figure on `to` (digest: attack, line of sight).
bool line_of_sight(const State& st, const pathing::Solids& solids, CellIndex from, int from_height,
                   CellIndex to, int to_height);

// Hexes from a to b for range: straight when the line stays over the map, else around the
// gap along the map (digest: a line over a gap is measured along the map's edge).
int range_between(const State& st, CellIndex a, CellIndex b);

}  // namespace arbiter::heroscape
