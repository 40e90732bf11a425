// Square-board movement and line of sight, game-neutral. Cells are unit squares on a
// Board of Topology::Square; anything that is not a cell (outside the map or a blocked
// space left out of it) blocks, and a thin wall on an edge (a wall or a closed door)
// blocks that edge.
//
// Sight runs centre to centre. It is blocked by an edge wall it crosses, by a cell it
// passes through that is not on the board, and at a corner it passes exactly through
// only when both sides of the corner are blocked; a line that merely skims a corner with
// one blocked side stays clear.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "pathing/board.hpp"

namespace arbiter::pathing {

// Why a square sight line is blocked, for explanations.
enum class SquareSightBlock : std::uint8_t { None, Wall, OffBoard, Corner };

struct SquareSight {
  bool clear = true;
  SquareSightBlock block = SquareSightBlock::None;
  Coord at{};  // the cell entered, or the corner's cell before it, where the line stopped
};

// The line from the centre of `from` to the centre of `to` (both cells of a square board).
SquareSight square_sight(const Board& board, CellIndex from, CellIndex to);

// Cells a mover reaches in at most `budget` steps to close (edge-sharing) cells through
// open edges; `may_enter(cell)` says whether a step may go into a cell at all. Returns
// steps per cell, -1 where unreached. `from` gets 0.
std::vector<std::int32_t> square_steps(const Board& board, CellIndex from, int budget,
                                       const std::function<bool(CellIndex)>& may_enter);

// True when the two cells are close: the same cell, or neighbours across an open edge.
bool square_close(const Board& board, CellIndex a, CellIndex b);

}  // namespace arbiter::pathing
