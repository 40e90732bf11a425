// The limit baseline of the benchmarks: the plainest breadth-first search this machine can
// run over a map, against which every `x_limit` ratio is measured. No Boost, no model, no
// table of neighbours, no allocation once built:
// - the map laid out as a flat array of odd-r rows with a border of blocked slots (a column
//   shared by the ends of two rows, a row above and below), so no neighbour needs a bounds
//   check, and a blocked slot (a wall hex, a slot the board lacks, the border) reads as
//   already reached: one test per neighbour;
// - a neighbour is the slot plus a fixed offset, which depends only on the row's parity; a
//   queue entry carries its row's parity in its low bit (a step east or west keeps it, any
//   other flips it), so the six offsets are additions, unrolled, with no table to load;
// - 4-byte depths, the search level by level (the depth is a register, not a load);
// - a byte of thin walls per slot, zero for nearly every cell: one well-predicted branch
//   picks the six unchecked steps, else the six checked ones;
// - the queue doubles as the list of what the last search reached, which the next resets.
//
// The same loop is written in plain C (limit_bfs_c.c, over these arrays): `run_c`. The
// tests (tests/bench/limit_bfs_test.cpp) hold both to the engine's searches cell by cell.
//
// The yardstick must measure the same in every program and every benchmark, or a ratio
// moves with it rather than with its subject. So `run` is compiled once, in limit_bfs.cpp,
// not inlined, its entry aligned to a cache line, and the arrays start on page boundaries.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

#include "pathing/board.hpp"

namespace arbiter::bench {

class LimitBfs {
 public:
  // The open-edge graph of a hex board (OpenModel's: every open edge one step). Throws
  // std::invalid_argument for a square board.
  explicit LimitBfs(const pathing::Board& b);

  // One search from `source`; returns the cells reached.
  std::uint32_t run(pathing::CellIndex source);
  // The same search by the C loop (limit_bfs_c.c).
  std::uint32_t run_c(pathing::CellIndex source);
  // The last search's steps from its source to c; -1 when it did not reach c.
  std::int32_t distance(pathing::CellIndex c) const { return dist_[entry_[c] >> 1]; }

 private:
  struct Free {
    void operator()(void* p) const { std::free(p); }
  };
  template <class T>
  using Array = std::unique_ptr<T[], Free>;

  std::int32_t stride_ = 0;           // slots per row: the columns and one border slot
  std::vector<std::uint32_t> entry_;  // per board cell: its queue entry (slot * 2 + parity)
  Array<std::int32_t> dist_;          // per slot; -1 open and unreached, >= 0 otherwise
  Array<std::uint8_t> closed_;        // per slot: bit d, a thin wall across direction d
  Array<std::uint32_t> queue_;        // a board cell each
  std::uint32_t reached_ = 0;         // the last search's queue length
};

}  // namespace arbiter::bench
