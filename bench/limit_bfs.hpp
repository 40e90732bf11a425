// The limit baseline of the benchmarks: the plainest breadth-first search this machine can
// run over a map, against which every `x_limit` ratio is measured. No Boost, no model, no
// allocation once built: a flat neighbour table (closed edges already left out), a queue
// array sized once, and a distance array reset by the cells the last search reached (the
// queue itself). Missing neighbours point at a sentinel cell that counts as reached, so the
// inner loop has one test per neighbour.
#pragma once

#include <cstdint>
#include <vector>

#include "pathing/board.hpp"

namespace arbiter::bench {

class LimitBfs {
 public:
  // The open-edge graph of the board (OpenModel's: every open edge one step).
  explicit LimitBfs(const pathing::Board& b)
      : cells_(b.size()),
        next_(static_cast<std::size_t>(cells_) * kDirs, b.size()),
        dist_(static_cast<std::size_t>(cells_) + 1, -1),
        queue_(cells_) {
    const int dirs = b.directions();
    for (pathing::CellIndex c = 0; c < cells_; ++c)
      for (int d = 0; d < dirs; ++d)
        if (b.open_edge(c, static_cast<pathing::Direction>(d)))
          next_[static_cast<std::size_t>(c) * kDirs + static_cast<std::size_t>(d)] =
              b.neighbour(c, static_cast<pathing::Direction>(d));
    dist_[cells_] = 0;  // the sentinel: always reached
  }

  // One search from `source`; returns the cells reached.
  std::uint32_t run(pathing::CellIndex source) {
    for (std::uint32_t i = 0; i < reached_; ++i) dist_[queue_[i]] = -1;
    std::int32_t* dist = dist_.data();
    std::uint32_t* queue = queue_.data();
    const pathing::CellIndex* next = next_.data();
    std::uint32_t head = 0, tail = 0;
    dist[source] = 0;
    queue[tail++] = source;
    while (head < tail) {
      const std::uint32_t u = queue[head++];
      const std::int32_t du = dist[u] + 1;
      const pathing::CellIndex* row = next + static_cast<std::size_t>(u) * kDirs;
      for (std::size_t d = 0; d < kDirs; ++d) {
        const std::uint32_t v = row[d];
        if (dist[v] < 0) {
          dist[v] = du;
          queue[tail++] = v;
        }
      }
    }
    reached_ = tail;
    return tail;
  }
  std::int32_t distance(pathing::CellIndex c) const { return dist_[c]; }

 private:
  static constexpr std::size_t kDirs = 6;  // hex maps; a square board uses the first 4
  pathing::CellIndex cells_;
  std::vector<pathing::CellIndex> next_;  // cells_ x kDirs; cells_ (the sentinel) if closed
  std::vector<std::int32_t> dist_;        // cells_ + 1; -1 unreached
  std::vector<std::uint32_t> queue_;
  std::uint32_t reached_ = 0;
};

}  // namespace arbiter::bench
