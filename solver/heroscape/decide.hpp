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
#include "solver/heroscape/charge.hpp"
#include "solver/heroscape/move.hpp"
#include "solver/heroscape/sight.hpp"
#include "solver/odds/odds.hpp"

namespace arbiter::heroscape {

struct Workspace {
  MoveSearch search;
  ParetoSearch pareto;
  CellWords words;  // the decision's move model's cell words
  std::vector<FigureIndex> scratch;
  std::vector<std::uint32_t> chain;                                      // labels of one path
  std::vector<std::pair<std::array<CellIndex, 2>, std::uint32_t>> ends;  // cells, label
};

struct Destination {
  std::array<CellIndex, 2> cells{kNoCell, kNoCell};
  StateId state = kNoState;
  MoveCost cost;               // the cheapest: movement points, then fewest risk dice
  std::vector<StepInfo> path;  // the steps of that path, in order
  // The player chooses the path: every path not worse in both movement and risk dice, by
  // movement used (the first is `cost`); the last is the least-risk path that fits the Move.
  std::vector<MoveCost> paths;
  MoveCost least_risk;
  std::vector<StepInfo> least_risk_path;
  std::vector<FigureIndex> engaged;  // enemies it is engaged with there
  // The glyph it stops on (one of its hexes), or kNoCell: it acts at once (glyphs 2).
  CellIndex glyph = kNoCell;
};

// What a glyph the figure stops on adds to this turn's attack (glyphs 2).
struct GlyphBoost {
  int attack = 0, range = 0;
};

struct AttackOdds {
  FigureIndex target = kNoFigure;
  int range = 0;             // hexes counted (around gaps in the map)
  CellIndex from = kNoCell;  // the attacker's hex the sight line starts from
  CellIndex to = kNoCell;    // the target's hex it reaches
  int attack_dice = 0, defense_dice = 0;
  int attack_bonus = 0, defense_bonus = 0;  // height advantage
  int glyph_attack = 0, glyph_range = 0;    // from a glyph it stopped on
  odds::Distribution wounds;                // wounds dealt, given that the attack is made
};

struct Choice {
  std::size_t destination = 0;       // index into Decision::destinations
  MoveCost cost;                     // the path it is weighed on (the least-risk one)
  std::optional<AttackOdds> attack;  // nullopt: moves without attacking
  // The figure's special attack (grenade, explosion): it also hits every other figure on
  // the hexes next to the target's (both of a double-space target's), friends included.
  bool special = false;
  std::vector<FigureIndex> also_hit;
  odds::Fraction expected_friendly;  // P(survives) * E[wounds to its own side, itself too]
  // Grimnak's eat before the attack: the figure eaten (kNoFigure: none) and the chance it is
  // destroyed; its remaining life counts as wounds dealt.
  FigureIndex eaten = kNoFigure;
  odds::Fraction p_eaten;
  odds::Fraction expected_taken;   // E[wounds taken on the way]
  odds::Fraction p_destroyed;      // P(destroyed on the way)
  odds::Fraction expected_dealt;   // P(survives) * E[min(wounds, each one's remaining life)]
  odds::Fraction p_wound;          // P(survives) * P(at least one wound)
  odds::Fraction p_destroy;        // P(survives) * P(wounds >= target's remaining life)
  odds::Fraction expected_healed;  // a healing glyph: P(survives) * E[wounds removed]
  odds::Fraction score;            // the objective's value (net: dealt - taken + healed)
  int rank = 1;                    // 1 = best; equal ranks are ties
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
  // Berserker Charge: destinations beyond the first move, each with its chance.
  std::vector<ChargeReach> charge;
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
                                      std::string* why_not, GlyphBoost boost = {});
// The special attack of the acting figure standing on `cells` against `target` (the same
// engagement, range and sight rules; no modifiers), or why there is none.
std::optional<AttackOdds> special_from(const State& st, const Profile& p,
                                       const pathing::Solids& solids,
                                       const std::array<CellIndex, 2>& cells,
                                       const std::vector<FigureIndex>& engaged, FigureIndex target,
                                       std::string* why_not);
// The figures other than the target on the hexes next to its hexes (special cases 1), the
// acting figure on `cells`.
void area_hits(const State& st, const std::array<CellIndex, 2>& cells, FigureIndex target,
               std::vector<FigureIndex>& out);
// What the glyph on `cell` adds to an attack made from there (the figure's range 1 stays
// an adjacent attack: a range glyph helps ranged figures only).
GlyphBoost glyph_boost(const State& st, CellIndex cell);

}  // namespace arbiter::heroscape
