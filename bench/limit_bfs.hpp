// The limit baseline of the benchmarks: the plainest breadth-first search this machine can
// run over a map, against which every `x_limit` ratio is measured. No Boost, no model, no
// allocation once built: a flat neighbour table (closed edges already left out), a queue
// array sized once, and a distance array reset by the cells the last search reached (the
// queue itself). Missing neighbours point at a sentinel cell that counts as reached, so the
// inner loop has one test per neighbour.
//
// The yardstick must measure the same in every program and every benchmark, or a ratio
// moves with it rather than with its subject. Two things made it move before: each
// translation unit inlined its own copy of the search (so code placement differed between
// benchmarks and between builds), and its arrays took whatever alignment the allocator
// gave. So `run` is compiled once, in limit_bfs.cpp, not inlined, its entry aligned to a
// cache line, and the arrays start on page boundaries.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <memory>

#include "pathing/board.hpp"

namespace arbiter::bench {

class LimitBfs {
 public:
  // The open-edge graph of the board (OpenModel's: every open edge one step).
  explicit LimitBfs(const pathing::Board& b);

  // One search from `source`; returns the cells reached.
  std::uint32_t run(pathing::CellIndex source);
  std::int32_t distance(pathing::CellIndex c) const { return dist_[c]; }

 private:
  struct Free {
    void operator()(void* p) const { std::free(p); }
  };
  template <class T>
  using Array = std::unique_ptr<T[], Free>;

  static constexpr std::size_t kDirs = 6;  // hex maps; a square board uses the first 4
  pathing::CellIndex cells_;
  Array<pathing::CellIndex> next_;  // cells_ x kDirs; cells_ (the sentinel) if closed
  Array<std::int32_t> dist_;        // cells_ + 1; -1 unreached
  Array<std::uint32_t> queue_;      // cells_
  std::uint32_t reached_ = 0;
};

}  // namespace arbiter::bench
