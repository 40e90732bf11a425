// Reachability within a number of steps through open edges, on bit sets (a "bit board", as
// chess engines keep one): a board's cells laid out row by row over their axial bounding
// box, one bit each. One step of a flood from a set of cells is, per direction, the set's
// cells whose edge that way is open, shifted by that direction's offset in the layout: a few
// word operations per direction, whatever the number of cells in the set. It answers what
// search_bfs_within on OpenModel answers (which cells are within `depth` steps), without the
// costs; tests compare the two.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <vector>

#include "pathing/board.hpp"

namespace arbiter::pathing {

class BitBoard {
 public:
  // Boards whose box holds up to this many cells get one: a step costs a few operations per
  // 64 cells of the box, on the board's whole box.
  static constexpr std::size_t kMaxBits = 4096;
  static bool fits(const Board& b);

  explicit BitBoard(const Board& b);
  std::size_t words() const { return words_; }
  void add(std::uint64_t* set, CellIndex c) const {
    const std::uint32_t k = bit_of(c);
    set[k / 64] |= std::uint64_t{1} << (k % 64);
  }
  bool has(const std::uint64_t* set, CellIndex c) const {
    const std::uint32_t k = bit_of(c);
    return (set[k / 64] >> (k % 64) & 1) != 0;
  }
  // Grows `set` (words() words) to every cell within `depth` steps of one of its cells,
  // stepping through open edges only (no thin wall, a cell on the other side). It works in
  // the BitBoard's own buffers: one thread at a time.
  void flood(std::uint64_t* set, int depth) const;

 private:
  std::uint32_t bit_of(CellIndex c) const {
    assert(c < bit_of_.size());
    return bit_of_[c];
  }
  int directions_ = 0;
  std::size_t words_ = 0;
  std::vector<std::uint32_t> bit_of_;    // per cell: its place in the box
  std::array<std::int64_t, 6> shift_{};  // per direction: the neighbour's place, relative
  std::vector<std::uint64_t> open_;      // directions x words: cells with that edge open
  mutable std::vector<std::uint64_t> frontier_, next_, masked_;  // flood()'s work
};

}  // namespace arbiter::pathing
