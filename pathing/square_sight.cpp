#include "pathing/square_sight.hpp"

#include <cstdlib>
#include <deque>

namespace arbiter::pathing {
namespace {

// Square directions are east, north, west, south (hex.hpp).
constexpr Direction kEast = 0, kNorth = 1, kWest = 2, kSouth = 3;

Direction x_step(int sx) {
  return sx > 0 ? kEast : kWest;
}
Direction y_step(int sy) {
  return sy > 0 ? kSouth : kNorth;
}

// The cell reached from c across d, or kNoCell when the edge is closed (wall, door or
// the board's edge).
CellIndex across(const Board& b, CellIndex c, Direction d) {
  if (c == kNoCell || !b.open_edge(c, d)) return kNoCell;
  return b.neighbour(c, d);
}

}  // namespace

SquareSight square_sight(const Board& board, CellIndex from, CellIndex to) {
  SquareSight out;
  const Coord a = board.coord(from), z = board.coord(to);
  const int dx = z.q - a.q, dy = z.r - a.r;
  const int sx = dx > 0 ? 1 : -1, sy = dy > 0 ? 1 : -1;
  const long nx = std::labs(dx), ny = std::labs(dy);
  CellIndex cell = from;
  long i = 1, j = 1;
  // The line crosses the i-th vertical grid line at t = (2i - 1) / (2 nx) and the j-th
  // horizontal one at (2j - 1) / (2 ny); comparing (2i - 1) ny with (2j - 1) nx in
  // integers tells which comes first, and equality is an exact corner.
  while (i <= nx || j <= ny) {
    const long tx = i <= nx ? (2 * i - 1) * ny : -1;
    const long ty = j <= ny ? (2 * j - 1) * nx : -1;
    const bool vertical = ty < 0 || (tx >= 0 && tx < ty);
    const bool horizontal = tx < 0 || (ty >= 0 && ty < tx);
    CellIndex next = kNoCell;
    if (vertical || horizontal) {
      const Direction d = vertical ? x_step(sx) : y_step(sy);
      next = across(board, cell, d);
      if (next == kNoCell) {
        out.clear = false;
        out.block = board.neighbour(cell, d) == kNoCell ? SquareSightBlock::OffBoard
                                                        : SquareSightBlock::Wall;
        out.at = board.coord(cell);
        return out;
      }
      vertical ? ++i : ++j;
    } else {
      // Exactly through a corner: the two sides are the cells beside the diagonal step,
      // each with its two edges. A side is blocked when either edge is closed (a missing
      // cell closes both); the line is blocked only when both sides are.
      const auto diag = board.find(board.coord(cell) + Coord{sx, sy});
      if (!diag) {
        out.clear = false;
        out.block = SquareSightBlock::OffBoard;
        out.at = board.coord(cell);
        return out;
      }
      const CellIndex side_x = across(board, cell, x_step(sx));
      const CellIndex side_y = across(board, cell, y_step(sy));
      const CellIndex via_x = across(board, side_x, y_step(sy));
      const CellIndex via_y = across(board, side_y, x_step(sx));
      if (via_x == kNoCell && via_y == kNoCell) {
        out.clear = false;
        out.block = SquareSightBlock::Corner;
        out.at = board.coord(cell);
        return out;
      }
      next = *diag;
      ++i, ++j;
    }
    cell = next;
  }
  return out;
}

std::vector<std::int32_t> square_steps(const Board& board, CellIndex from, int budget,
                                       const std::function<bool(CellIndex)>& may_enter) {
  std::vector<std::int32_t> steps(board.size(), -1);
  std::deque<CellIndex> queue{from};
  steps[from] = 0;
  while (!queue.empty()) {
    const CellIndex c = queue.front();
    queue.pop_front();
    if (steps[c] >= budget) continue;
    for (int d = 0; d < board.directions(); ++d) {
      const CellIndex n = across(board, c, static_cast<Direction>(d));
      if (n == kNoCell || steps[n] >= 0 || !may_enter(n)) continue;
      steps[n] = steps[c] + 1;
      queue.push_back(n);
    }
  }
  return steps;
}

bool square_close(const Board& board, CellIndex a, CellIndex b) {
  if (a == b) return true;
  for (int d = 0; d < board.directions(); ++d) {
    if (across(board, a, static_cast<Direction>(d)) == b) return true;
  }
  return false;
}

}  // namespace arbiter::pathing
