// Game-neutral 3-D geometry over a hex board: every cell is a solid column from 0 up to a
// height (its ground, plus anything standing on it), every edge may carry a thin vertical
// wall up to a height, and a line of sight is a 3-D segment that must pass above all of
// them. Hex centres are one unit apart in the plane times `hex_width` (the game says how
// many height units a hex is wide). Built on Eigen.
#pragma once

#include <Eigen/Core>
#include <cstdint>
#include <vector>

#include "pathing/board.hpp"

namespace arbiter::pathing {

class Solids {
 public:
  Solids(const Board& b, double hex_width);
  const Board& board() const { return *board_; }

  void set_top(CellIndex c, double z) { top_[c] = z; }
  double top(CellIndex c) const { return top_[c]; }
  // A wall on the edge of c towards direction d (and the same edge seen from the other side).
  void set_edge_top(CellIndex c, Direction d, double z);
  double edge_top(CellIndex c, Direction d) const {
    return edge_top_[static_cast<std::size_t>(c) * kMaxDirectionCount + d];
  }

  // The point above the centre of c at height z.
  Eigen::Vector3d point(CellIndex c, double z) const;
  // True when the open segment from a to b passes strictly above every column and edge
  // wall, except the columns of the cells in `ignore` (the ends' own cells). Grazing a
  // surface (touching without entering) does not block. Over cells that are not on the
  // board (gaps, beyond the edge) nothing blocks. Not safe to call from two threads at once
  // on one Solids (it reuses scratch space); every solve builds its own.
  bool clear(const Eigen::Vector3d& a, const Eigen::Vector3d& b, CellIndex ignore_a,
             CellIndex ignore_b) const;

 private:
  Eigen::Vector2d centre(Coord axial) const;

  const Board* board_;
  double hex_width_;
  std::vector<double> top_;
  std::vector<double> edge_top_;      // cells * kMaxDirectionCount; 0: no wall
  std::vector<std::uint8_t> walled_;  // per cell: some edge of it carries a wall
  // clear()'s scratch: the candidate cells of one segment, deduplicated by stamping each
  // cell with the call's number (no allocation or sort per call once warm).
  mutable std::vector<CellIndex> cells_;
  mutable std::vector<std::uint32_t> stamp_;
  mutable std::uint32_t epoch_ = 0;
};

}  // namespace arbiter::pathing
