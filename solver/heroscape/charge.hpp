// Berserker Charge (the seed, special cases 2): after its move the figure rolls the d20 and
// on 15 or more (6 faces of 20: 3/10) moves again, as long as the rolls succeed. Its reach
// is a probability per destination: one needing k moves at least is reached with
// (3/10)^(k-1).
#pragma once

#include <array>
#include <vector>

#include "solver/heroscape/move.hpp"
#include "solver/odds/odds.hpp"

namespace arbiter::heroscape {

struct ChargeReach {
  std::array<CellIndex, 2> cells{kNoCell, kNoCell};
  int moves = 1;     // the fewest moves that reach it
  odds::Fraction p;  // (3/10)^(moves - 1)
};

// A charge is followed for this many moves at most (P of the last: (3/10)^11, about 2e-6);
// destinations further away are not listed.
inline constexpr int kMaxChargeMoves = 12;

// The destinations reached in 2 or more moves (those of one move are the decision's own),
// nearest first; `first` are the cells of the destinations of the first move.
std::vector<ChargeReach> charge_reach(MoveModel& model, ParetoSearch& search,
                                      const std::vector<std::array<CellIndex, 2>>& first);

}  // namespace arbiter::heroscape
