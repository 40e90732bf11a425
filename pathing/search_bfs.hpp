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
#include "pathing/slot_sides.hpp"

namespace arbiter::pathing {

class DepthResult;
template <class Stop>
void detail_bfs_by_slots(const Board& board, DepthResult& r, Stop& stop, std::int32_t expand_below);
// True for a model whose steps are exactly the board's open edges (OpenModel::kOpenEdges).
template <class Model>
concept OpenEdgeModel = requires {
  requires Model::kOpenEdges;
};
template <class Model, class It, class Stop = NeverStop>
void search_bfs_direct(const ForwardGraph<Model>& g, It first, It last, DepthResult& r,
                       Stop stop = {},
                       std::int32_t expand_below = std::numeric_limits<std::int32_t>::max());

// The result of search_bfs_direct: each reached cell's number of steps from the nearest
// source. Reusable: a search forgets the last one without a pass over what it reached.
//
// The depths are held by slot, not by cell: on a board laid out by slots
// (Board::laid_out()) a search walks its neighbours by fixed offsets, and a slot with no
// cell holds kBlocked, which reads as reached, so a neighbour costs one load and one test
// (as the limit BFS of the benchmarks). On any other board a cell's slot is the cell
// itself. The slot of each cell is copied from the board the first time a search meets it
// (bind), so that reading a depth never reads the board.
//
// Each slot of a cell holds a value below base_ (unreached) or base_ plus its depth. Each
// search moves base_ past every value the last one may have written (depths are below the
// number of cells), so no search resets what the last one reached: a pass as long as the
// search over the depths and its queue, which the limit BFS makes. Every 2^32 / (cells + 1)
// searches or so the values are refilled. The same scheme as SlotLengths
// (search_lengths.hpp).
class DepthResult {
 public:
  static constexpr std::int32_t kUnreached = -1;

  DepthResult() = default;
  explicit DepthResult(CellIndex cells) { resize(cells); }

  void resize(CellIndex cells) {
    cells_ = cells;
    bound_serial_ = 0;
    bound_slots_ = nullptr;
    slot_of_.resize(cells);
    for (CellIndex c = 0; c < cells; ++c) slot_of_[c] = c;
    depth_.assign(cells, 0);
    base_ = 1;
    slots_.assign(cells, 0);
    touched_.clear();
  }
  CellIndex size() const { return cells_; }

  // Steps from the nearest source; kUnreached for a cell the last search did not reach.
  std::int32_t depth(CellIndex c) const {
    assert(c < size());
    const std::uint32_t v = depth_[slot_of_[c]];  // never kBlocked: c has a cell
    return v >= base_ ? static_cast<std::int32_t>(v - base_) : kUnreached;
  }
  bool reached(CellIndex c) const { return depth(c) != kUnreached; }
  // Cells reached by the last search, in the order they were first discovered.
  const std::vector<CellIndex>& reached_cells() const { return touched_; }

  // Forgets the last search: moves base_ past its values (O(1) but for the refill).
  void reset() {
    touched_.clear();
    const std::uint64_t span = std::uint64_t{cells_} + 1;  // depths are below the cells
    if (std::uint64_t{base_} + 2 * span >= kBlocked) {
      for (std::uint32_t& v : depth_)
        if (v != kBlocked) v = 0;
      base_ = 1;
    } else {
      base_ += static_cast<std::uint32_t>(span);
    }
  }

 private:
  // A slot with no cell (laid-out boards): reads as reached to a search, never to depth().
  static constexpr std::uint32_t kBlocked = std::numeric_limits<std::uint32_t>::max();

  template <class Model, class It, class Stop>
  friend void search_bfs_direct(const ForwardGraph<Model>&, It, It, DepthResult&, Stop,
                                std::int32_t);
  template <class Model>
  friend std::int32_t search_unit_astar(const ForwardGraph<Model>&, CellIndex, CellIndex,
                                        DepthResult&);
  template <class Stop>
  friend void detail_bfs_by_slots(const Board&, DepthResult&, Stop&, std::int32_t);

  // Takes the slots of board b, unless they are already this result's (the same layout:
  // the same serial, and the same table of slots still in memory). Forgets the last search.
  void bind(const Board& b) {
    assert(b.size() == cells_);
    reset();
    const CellIndex* const slots = b.laid_out() ? b.slot_cells() : nullptr;
    if (b.serial() == bound_serial_ && slots == bound_slots_) return;
    bound_serial_ = b.serial();
    bound_slots_ = slots;
    base_ = 1;
    if (slots == nullptr) {
      for (CellIndex c = 0; c < cells_; ++c) slot_of_[c] = c;
      depth_.assign(cells_, 0);
      return;
    }
    depth_.assign(b.slot_count(), kBlocked);
    for (CellIndex c = 0; c < cells_; ++c) {
      slot_of_[c] = b.slot(c);
      depth_[slot_of_[c]] = 0;
    }
  }

  // Sets each source's depth to zero, once: a source given twice is one source.
  template <class It>
  void unique_sources(It first, It last) {
    sources_.clear();
    for (It it = first; it != last; ++it) {
      assert(*it < size());
      if (depth(*it) == 0) continue;
      depth_[slot_of_[*it]] = base_;
      sources_.push_back(*it);
    }
  }

  CellIndex cells_ = 0;
  std::uint64_t bound_serial_ = 0;          // the board whose slots slot_of_ holds
  const CellIndex* bound_slots_ = nullptr;  // its table of slots (nullptr: not laid out)
  std::vector<std::uint32_t> slot_of_;      // per cell: its slot
  std::vector<std::uint32_t> depth_;        // per slot: base_ + depth, below base_, kBlocked
  std::uint32_t base_ = 1;                  // the depth 0 of the last search
  std::vector<std::uint32_t> slots_;        // the FIFO of slots of the search by slots
  std::vector<CellIndex> touched_;
  std::vector<CellIndex> sources_;  // this search's sources, each once
  std::vector<CellIndex> queue_;    // the cells reached by slots, handed over as touched_
  // search_unit_astar's open cells by estimated total modulo 3 (a step changes it by 0, 1
  // or 2), each a cell and the depth it was offered at (a later, shorter offer makes it stale).
  std::vector<std::pair<CellIndex, std::int32_t>> open_[3];
};

// The breadth-first search of search_bfs_direct on a laid-out board, for a model whose unit
// steps are the board's open edges (OpenModel): by slots, level by level, as the limit BFS
// of the benchmarks (bench/limit_bfs.hpp) runs, rather than through Boost's visitor or the
// board's table of neighbours. A neighbour is the slot plus a fixed offset (six additions,
// unrolled), a slot with no cell reads as reached, and thin walls, none on nearly every
// cell, pick the six unchecked steps with one well-predicted branch; the depth is a
// register, one level at a time. The table of neighbours cost a dependent load of 24 bytes
// per cell before its depths could be read (BM_BfsDirect 2.4 limit BFS at 1024; see
// docs/speed.md).
//
// The queue holds slots only, as the limit BFS's does. The cells the caller reads
// (reached_cells(), stop) are written in the queue's order as each slot is taken out, from
// the board's word of that slot (Board::slot_words), the load that also gives its thin
// walls: no second array is read per cell reached, and no store is made when a cell is
// reached but its depth. The cells reached but not taken out (a stop) are read at the end.
// `stop` is asked as each cell is taken out, in the order of the plain FIFO search; cells
// expand_below steps away are reached but not expanded. The time limit is polled once per
// level, for as many steps as the level's cells.
template <class Stop>
void detail_bfs_by_slots(const Board& board, DepthResult& r, Stop& stop,
                         std::int32_t expand_below) {
  std::uint32_t* const depth = r.depth_.data();
  const std::uint32_t* const word = board.slot_words();
  constexpr std::uint32_t kCell = (std::uint32_t{1} << Board::kSlotCellBits) - 1;
  std::vector<CellIndex>& storage = r.queue_;
  if (storage.size() < board.size()) storage.resize(board.size());
  CellIndex* const cells = storage.data();
  std::uint32_t* const slots = r.slots_.data();
  std::int32_t step[kMaxDirectionCount] = {};
  for (int d = 0; d < board.directions(); ++d) step[d] = board.slot_step(static_cast<Direction>(d));
  const SlotSides sides{step[0], step[1], step[2], step[3], step[4], step[5]};
  const std::uint32_t base = r.base_;
  std::uint32_t tail = 0;
  for (CellIndex s : r.sources_) slots[tail++] = r.slot_of_[s];
  std::uint32_t next = base;  // the value of the level being reached: base + its depth
  const auto visit = [&](std::int32_t v) __attribute__((always_inline)) {
    if (depth[v] < base) {
      depth[v] = next;
      slots[tail++] = static_cast<std::uint32_t>(v);
    }
  };
  // On a board whose depths and slot words (8 bytes a slot) pass a core's 2 MB L2 cache, the
  // word and the row of depths ahead (the neighbours first reached from it) of the slot
  // kAhead entries on are fetched before it is taken out: the open search at 512 x 512 from
  // 1.4 to 1.06 times the limit BFS, 1024 from 1.23 to 0.90 (docs/speed.md). Below it they
  // stay in the caches and the fetches would be pure cost. A slot's neighbours lie within
  // the slots (the board's border), so the address is one of the array's.
  constexpr std::uint32_t kAhead = 16;
  const bool fetch = board.slot_count() >= (std::size_t{1} << 18);
  const std::int32_t ahead_row = *std::max_element(step, step + board.directions());
  std::uint32_t head = 0;
  std::int32_t level = 0;  // the depth of the cells being reached
  bool stopped = false;
  while (head < tail && !stopped) {
    const std::uint32_t level_end = tail;
    ++next;
    ++level;
    deadline::poll(level_end - head);
    const bool expand = level <= expand_below;
    for (; head < level_end; ++head) {
      if (fetch && head + kAhead < tail) {
        const std::uint32_t a = slots[head + kAhead];
        __builtin_prefetch(word + a);
        __builtin_prefetch(depth + a + ahead_row);
      }
      const auto u = static_cast<std::int32_t>(slots[head]);
      const std::uint32_t w = word[u];
      cells[head] = w & kCell;
      if (stop(static_cast<CellIndex>(w & kCell))) {
        stopped = true;
        ++head;
        break;
      }
      if (!expand) continue;
      visit_open_sides(sides, u, w >> Board::kSlotCellBits, visit);
    }
  }
  // The cells reached but not taken out (only after a stop).
  for (std::uint32_t i = head; i < tail; ++i) cells[i] = word[slots[i]] & kCell;
  // A search that reached over half the board hands its cells over as the reached cells by
  // a swap, not a copy: the next search then zeroes the rest of a queue of the board's size,
  // a sequential fill cheaper than the copy it saves. A smaller search copies what it
  // reached and keeps its queue (zeroing a large board's queue after each small search
  // would cost more than the search itself).
  if (std::size_t{tail} * 2 > storage.size()) {
    storage.resize(tail);  // shrinking a vector of integers frees and writes nothing
    r.touched_.swap(storage);
  } else {
    r.touched_.assign(cells, cells + tail);
  }
}

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
  const Board& board = m.board();
  assert(r.size() == board.size());
  r.bind(board);
  r.unique_sources(first, last);
  if constexpr (OpenEdgeModel<Model>) {
    if (board.slot_words() != nullptr) {
      detail_bfs_by_slots(board, r, stop, expand_below);
      return;
    }
  }
  // A board not laid out (or a model with steps of its own): the cells' slots are read
  // through slot_of_ (the cells themselves when not laid out).
  std::uint32_t* const depth = r.depth_.data();
  const std::uint32_t base = r.base_;
  const std::uint32_t* const slot_of = r.slot_of_.data();
  // The cells reached, in the order reached, are the FIFO queue itself: `head` walks it.
  std::vector<CellIndex>& queue = r.touched_;
  queue.insert(queue.end(), r.sources_.begin(), r.sources_.end());
  const int dirs = board.directions();
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const CellIndex u = queue[head];
    deadline::poll();
    if (stop(u)) break;
    const std::uint32_t next = depth[slot_of[u]] + 1;
    if (static_cast<std::int64_t>(next - base) > expand_below) continue;
    for (int d = 0; d < dirs; ++d) {
      CellIndex to;
      StepCost step;
      if (!m.step(u, static_cast<Direction>(d), to, step) || depth[slot_of[to]] >= base) continue;
      depth[slot_of[to]] = next;
      queue.push_back(to);
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
  r.bind(board);
  std::uint32_t* const depth = r.depth_.data();
  const std::uint32_t base = r.base_;
  const std::uint32_t* const slot_of = r.slot_of_.data();
  std::vector<CellIndex>& reached = r.touched_;
  const Coord goal = board.coord(target);
  const Topology topology = board.topology();
  for (auto& bucket : r.open_) bucket.clear();
  depth[slot_of[source]] = base;
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
    // stale: reached by a shorter path since
    if (base + static_cast<std::uint32_t>(du) != depth[slot_of[u]]) continue;
    if (u == target) return du;
    deadline::poll();
    const std::uint32_t open = m.unit_steps(u);
    const CellIndex* const row = board.neighbour_row(u);
    const std::int32_t next = du + 1;
    for (int d = 0; d < kMaxDirectionCount; ++d) {
      if (((open >> d) & 1u) == 0) continue;
      const CellIndex v = row[d];
      const std::uint32_t dv = depth[slot_of[v]];
      const bool unreached = dv < base;
      if (!unreached && dv - base <= static_cast<std::uint32_t>(next)) continue;
      if (unreached) reached.push_back(v);
      depth[slot_of[v]] = base + static_cast<std::uint32_t>(next);
      // The total through v is f, f + 1 or f + 2: the estimate falls by at most one a step.
      const std::int32_t fv = next + grid_distance(topology, board.coord(v), goal);
      assert(fv >= f && fv <= f + 2);
      r.open_[fv % 3].push_back({v, next});
    }
  }
}

}  // namespace arbiter::pathing
