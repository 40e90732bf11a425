// The breadth-first search by hand, for the solver's hot loops (proximity, range around
// walls, areas of effect), and its result: a depth of four bytes a cell and the cells in
// the order reached. No predecessor: none of its callers follows a path, and a BFS that
// writes only its depths writes a third of the bytes per cell the general SearchResult
// does (an 8-byte cost and a 4-byte predecessor): on maps past the L2 cache those bytes are
// its cost (BM_BfsDirect against BM_LimitBfs, which writes 4).
// Included by search.hpp.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "pathing/deadline.hpp"
#include "pathing/graph.hpp"
#include "pathing/search.hpp"

namespace arbiter::pathing {

class DepthResult;
template <class Model, class It, class Stop = NeverStop>
void search_bfs_direct(const ForwardGraph<Model>& g, It first, It last, DepthResult& r,
                       Stop stop = {},
                       std::int32_t expand_below = std::numeric_limits<std::int32_t>::max());

// The result of search_bfs_direct: each reached cell's number of steps from the nearest
// source. Reusable: a search resets what the last one touched.
class DepthResult {
 public:
  static constexpr std::int32_t kUnreached = -1;

  DepthResult() = default;
  explicit DepthResult(CellIndex cells) { resize(cells); }

  void resize(CellIndex cells) {
    depth_.assign(cells, kUnreached);
    touched_.clear();
  }
  CellIndex size() const { return static_cast<CellIndex>(depth_.size()); }

  // Steps from the nearest source; kUnreached for a cell the last search did not reach.
  std::int32_t depth(CellIndex c) const {
    assert(c < size());
    return depth_[c];
  }
  bool reached(CellIndex c) const { return depth(c) != kUnreached; }
  // Cells reached by the last search, in the order they were first discovered.
  const std::vector<CellIndex>& reached_cells() const { return touched_; }

  // Forgets the last search, in O(cells it touched).
  void reset() {
    detail::reset_touched(depth_, touched_, kUnreached);
    touched_.clear();
  }

 private:
  template <class Model, class It, class Stop>
  friend void search_bfs_direct(const ForwardGraph<Model>&, It, It, DepthResult&, Stop,
                                std::int32_t);
  template <class Model>
  friend std::int32_t search_unit_astar(const ForwardGraph<Model>&, CellIndex, CellIndex,
                                        DepthResult&);

  // Sets each source's depth to zero, once: a source given twice is one source.
  template <class It>
  void unique_sources(It first, It last) {
    sources_.clear();
    for (It it = first; it != last; ++it) {
      assert(*it < size());
      if (depth_[*it] == 0) continue;
      depth_[*it] = 0;
      sources_.push_back(*it);
    }
  }

  std::vector<std::int32_t> depth_;
  std::vector<CellIndex> touched_;
  std::vector<CellIndex> sources_;  // this search's sources, each once
  std::vector<CellIndex> queue_;    // the queue over unit steps: a cell each, sized once
  // search_unit_astar's open cells by estimated total modulo 3 (a step changes it by 0, 1
  // or 2), each a cell and the depth it was offered at (a later, shorter offer makes it stale).
  std::vector<std::pair<CellIndex, std::int32_t>> open_[3];
};

// Breadth-first search from several sources: search_bfs's visit, by hand (FIFO; `stop`
// asked as each cell is taken from the queue; cells reached in the same order), reading the
// model's steps directly; a step's cost is ignored, each counts one. Tests (SearchBfsDirect)
// compare it with search_bfs cell by cell; BM_Bfs / BM_BfsDirect time both.
// `expand_below`: cells that many steps away (or more) are reached but not expanded (a
// search within a range).
template <class Model, class It, class Stop>
void search_bfs_direct(const ForwardGraph<Model>& g, It first, It last, DepthResult& r, Stop stop,
                       std::int32_t expand_below) {
  const Model& m = *g.model;
  assert(r.size() == m.board().size());
  r.reset();
  r.unique_sources(first, last);
  const Board& board = m.board();
  std::int32_t* const depth = r.depth_.data();
  if constexpr (requires(CellIndex c) { m.unit_steps(c); }) {
    // Every step costs one and goes through an open edge: a fixed loop over the directions,
    // unrolled (a loop over the set bits ends at a different count each cell and
    // mispredicts), reading the cell's row of neighbours through a pointer held outside the
    // loop (board.neighbour() reloads the table each step: the stores into the depths may
    // alias it as far as the compiler knows). The queue is a plain array sized once. At the
    // end, a search that reached over half the board hands its queue over as the reached
    // cells by a swap, not a copy: the next search then zeroes a new queue of the board's
    // size once, a sequential fill cheaper than the copy it saves. A smaller search copies
    // what it reached and keeps its queue (zeroing a large board's queue after each small
    // search would cost more than the search itself).
    std::vector<CellIndex>& storage = r.queue_;
    if (storage.size() < board.size()) storage.resize(board.size());
    CellIndex* const queue = storage.data();
    std::size_t tail = 0;
    for (CellIndex s : r.sources_) queue[tail++] = s;
    const auto finish = [&] {
      if (tail * 2 > storage.size()) {
        storage.resize(tail);  // shrinking a vector of integers frees and writes nothing
        r.touched_.swap(storage);
      } else {
        r.touched_.assign(queue, queue + tail);
      }
    };
    try {
      // No prefetch of the rows of the cells ahead in the queue: the limit BFS has none, and
      // on this project's machine at 512 and 1024 a side one 8 cells ahead made this search
      // 15 to 30% slower (BM_BfsDirect: 1.25 limit BFS at 1024 without it, 1.43 with it),
      // where the heap's prefetch of a queued cell's row (search_heap.hpp) still pays.
      for (std::size_t head = 0; head < tail; ++head) {
        const CellIndex u = queue[head];
        deadline::poll();
        if (stop(u)) break;
        const std::int32_t next = depth[u] + 1;
        if (next > expand_below) continue;
        const std::uint32_t open = m.unit_steps(u);
        const CellIndex* const row = board.neighbour_row(u);
#pragma GCC unroll 6
        for (int d = 0; d < kMaxDirectionCount; ++d) {
          if (((open >> d) & 1u) == 0) continue;
          const CellIndex to = row[d];
          if (depth[to] != DepthResult::kUnreached) continue;
          depth[to] = next;
          queue[tail++] = to;
        }
      }
    } catch (...) {
      // A time limit (deadline::poll) or a stop that throws: the next reset() must still
      // find every cell this search wrote.
      finish();
      throw;
    }
    finish();
  } else {
    // The cells reached, in the order reached, are the FIFO queue itself: `head` walks it.
    std::vector<CellIndex>& queue = r.touched_;
    queue.insert(queue.end(), r.sources_.begin(), r.sources_.end());
    const int dirs = board.directions();
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const CellIndex u = queue[head];
      deadline::poll();
      if (stop(u)) break;
      const std::int32_t next = depth[u] + 1;
      if (next > expand_below) continue;
      for (int d = 0; d < dirs; ++d) {
        CellIndex to;
        StepCost step;
        if (!m.step(u, static_cast<Direction>(d), to, step) || depth[to] != DepthResult::kUnreached)
          continue;
        depth[to] = next;
        queue.push_back(to);
      }
    }
  }
}

// The number of steps from `source` to `target` on a model whose steps all cost one and
// join neighbours of the board's grid (unit_steps): A*, with the grid distance to the target
// as its estimate of the steps left. That estimate never exceeds them and falls by at most
// one a step (it is consistent), so a cell taken out with the least estimated total has its
// final depth, and the search ends when it takes out the target: a breadth-first search
// would have settled every cell nearer than it, all round the source. Within one estimated
// total the latest cell reached is taken out first (a stack), so that on open ground the
// search heads straight for the target rather than widening over every shortest path.
// Returns DepthResult::kUnreached when no path joins them (having settled every cell the
// source reaches). Only the target's depth is final: other cells reached hold depths along
// some path (at least their true depths), and reached_cells() lists them in no set order.
template <class Model>
std::int32_t search_unit_astar(const ForwardGraph<Model>& g, CellIndex source, CellIndex target,
                               DepthResult& r);

template <class Model, class Stop = NeverStop>
void search_bfs_direct(const ForwardGraph<Model>& g, CellIndex source, DepthResult& r,
                       Stop stop = {}) {
  search_bfs_direct(g, &source, &source + 1, r, stop);
}
// Every cell within `depth` steps of source (and no further).
template <class Model>
void search_bfs_within(const ForwardGraph<Model>& g, CellIndex source, std::int32_t depth,
                       DepthResult& r) {
  search_bfs_direct(g, &source, &source + 1, r, NeverStop{}, depth);
}

template <class Model>
std::int32_t search_unit_astar(const ForwardGraph<Model>& g, CellIndex source, CellIndex target,
                               DepthResult& r) {
  const Model& m = *g.model;
  const Board& board = m.board();
  assert(r.size() == board.size() && source < board.size() && target < board.size());
  r.reset();
  std::int32_t* const depth = r.depth_.data();
  std::vector<CellIndex>& reached = r.touched_;
  const Coord goal = board.coord(target);
  const Topology topology = board.topology();
  for (auto& bucket : r.open_) bucket.clear();
  depth[source] = 0;
  reached.push_back(source);
  std::int32_t f = grid_distance(topology, board.coord(source), goal);  // the bucket read
  r.open_[f % 3].push_back({source, 0});
  for (;;) {
    auto& bucket = r.open_[f % 3];
    if (bucket.empty()) {
      if (r.open_[(f + 1) % 3].empty() && r.open_[(f + 2) % 3].empty()) {
        return DepthResult::kUnreached;
      }
      ++f;
      continue;
    }
    const auto [u, du] = bucket.back();
    bucket.pop_back();
    if (du != depth[u]) continue;  // stale: reached by a shorter path since
    if (u == target) return du;
    deadline::poll();
    const std::uint32_t open = m.unit_steps(u);
    const CellIndex* const row = board.neighbour_row(u);
    const std::int32_t next = du + 1;
    for (int d = 0; d < kMaxDirectionCount; ++d) {
      if (((open >> d) & 1u) == 0) continue;
      const CellIndex v = row[d];
      const std::int32_t dv = depth[v];
      if (dv != DepthResult::kUnreached && dv <= next) continue;
      if (dv == DepthResult::kUnreached) reached.push_back(v);
      depth[v] = next;
      // The total through v is f, f + 1 or f + 2: the estimate falls by at most one a step.
      const std::int32_t fv = next + grid_distance(topology, board.coord(v), goal);
      assert(fv >= f && fv <= f + 2);
      r.open_[fv % 3].push_back({v, next});
    }
  }
}

}  // namespace arbiter::pathing
