// search_dijkstra_direct: the lexicographic Dijkstra by hand over a model graph, on a
// 4-ary heap (split off search.hpp at ~600 lines). Included by search.hpp, whose
// declarations this defines.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>
#include <vector>

#include "pathing/search.hpp"

namespace arbiter::pathing {

namespace detail {
// search_dijkstra_direct's 4-ary heap. `track`: where[] follows each queued cell's slot
// (without it, where[] only marks cells queued and taken out: see search_dijkstra_direct).
inline constexpr std::size_t kHeapArity = 4;

// Puts `moving` in slot i (that slot's entry is overwritten), then moves it up while it is
// strictly cheaper than its parent. The entry is passed by value rather than read back
// from slot i: a load just after the store of its narrower fields stalls the pipeline.
[[gnu::always_inline]] inline void heap_sift_up(std::vector<HeapEntry>& heap,
                                                std::vector<std::uint32_t>& where, bool track,
                                                std::size_t i, const HeapEntry moving) {
  while (i > 0) {
    const std::size_t parent = (i - 1) / kHeapArity;
    if (!(moving.key < heap[parent].key)) break;
    heap[i] = heap[parent];
    if (track) where[heap[i].cell] = static_cast<std::uint32_t>(i);
    i = parent;
  }
  heap[i] = moving;
  where[moving.cell] = static_cast<std::uint32_t>(i);
}

// Removes the root: the last entry takes its place and sinks below every strictly cheaper
// child (the first cheapest child of each level).
[[gnu::always_inline]] inline void heap_pop(std::vector<HeapEntry>& heap,
                                            std::vector<std::uint32_t>& where, bool track) {
  where[heap[0].cell] = kNotQueued;
  const HeapEntry last_entry = heap.back();
  heap.pop_back();
  if (heap.empty()) return;
  const std::size_t n = heap.size();
  std::size_t i = 0;
  while (true) {
    const std::size_t first_child = i * kHeapArity + 1;
    if (first_child >= n) break;
    std::size_t best = first_child;
    if (first_child + kHeapArity <= n) {
      // All four children: the first cheapest by a tournament of selects, not a branch
      // per child (which child wins is a coin toss the predictor misses half the time).
      // (Written as arithmetic: the compiler keeps a conditional expression a branch.)
      const std::size_t a =
          first_child + std::size_t{heap[first_child + 1].key < heap[first_child].key};
      const std::size_t b =
          first_child + 2 + std::size_t{heap[first_child + 3].key < heap[first_child + 2].key};
      const std::size_t b_wins = std::size_t{0} - std::size_t{heap[b].key < heap[a].key};
      best = a ^ ((a ^ b) & b_wins);
    } else {
      for (std::size_t c = first_child + 1; c < n; ++c)
        if (heap[c].key < heap[best].key) best = c;
    }
    if (!(heap[best].key < last_entry.key)) break;
    heap[i] = heap[best];
    if (track) where[heap[i].cell] = static_cast<std::uint32_t>(i);
    i = best;
  }
  heap[i] = last_entry;
  if (track) where[last_entry.cell] = static_cast<std::uint32_t>(i);
}
}  // namespace detail

// search_dijkstra by hand, for the solver's hot loops: the same visit, step for step, as
// BGL's breadth_first_visit with dijkstra_bfs_visitor over d_ary_heap_indirect<4> (the
// same heap moves, so cells of equal cost leave it in the same order and every cell keeps
// the same predecessor), without the visitor and iterator layers. BM_Dijkstra /
// BM_DijkstraDirect measure both; tests (SearchDijkstraDirect) compare them cell by cell.
//
// `exact_within`, for a model none of whose steps costs negatives (the caller's promise;
// every key is then a length): once every queued cell lies more than exact_within away,
// the rest is settled from buckets by length (Dial's algorithm; a step costs a small
// length) instead of the heap. The heap's visit has then settled every cell within
// exact_within, with the same predecessors and discovery order (a cheapest path only
// goes up in length, so such a cell's path never leaves the cells already settled);
// beyond it every cell gets the same cost, settled in increasing order, but cells of equal
// cost leave in another order: other predecessors and another discovery order there, and
// a stop within a cost leaves other tentative costs above it.
template <class Model, class It, class Stop>
void search_dijkstra_direct(const ForwardGraph<Model>& g, It first, It last, SearchResult& r,
                            Stop stop, std::int32_t exact_within) {
  detail::dijkstra_heap(g, first, last, r, stop, exact_within,
                        [&](std::int32_t at) { detail::settle_by_length(*g.model, r, stop, at); });
}

namespace detail {
// search_dijkstra_direct's heap, which hands the cells past exact_within to `past(at)`
// (at: the least length queued; r.entries_ holds the heap) and returns.
template <class Model, class It, class Stop, class Past>
void dijkstra_heap(const ForwardGraph<Model>& g, It first, It last, SearchResult& r, Stop& stop,
                   std::int32_t exact_within, Past&& past) {
  const Model& m = *g.model;
  assert(r.size() == m.board().size());
  r.reset();
  r.unique_sources(first, last);
  constexpr std::uint32_t kNotInHeap = kNotQueued;
  // Each heap entry carries its cell's cost packed in one integer (negatives, then length:
  // both non-negative), so that comparing two entries reads neither the cost array nor
  // two fields; the key of a cell in the heap is updated with its cost.
  auto packed = [](StepCost c) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(c.negatives)) << 32) |
           static_cast<std::uint32_t>(c.length);
  };
  std::vector<HeapEntry>& heap = r.entries_;
  std::vector<std::uint32_t>& where = r.slot_;
  std::vector<StepCost>& cost = r.cost_;
  heap.clear();
  // Where a step's cost depends only on the cell it enters (a model with a flat table of
  // entry costs), a cell's first offer is its cheapest: offers come from cells in the
  // order they leave the heap, which is cost order, each adding the same entry cost. No
  // queued cell is ever offered less, so the heap never moves a cell it holds up and needs
  // no record of where each cell sits: the heap's moves write only the heap (on a large
  // map a record written at scattered cells, a cache miss each). where[] then only marks
  // cells queued (not kNotInHeap) and taken out (kNotInHeap), as the bucket queues read it.
  bool entry_costs = false;
  if constexpr (requires { m.entry_table(); }) entry_costs = m.entry_table() != nullptr;
  const bool track = !entry_costs;
  for (CellIndex s : r.sources_) {
    r.touched_.push_back(s);
    heap.emplace_back();
    heap_sift_up(heap, where, track, heap.size() - 1, {packed(cost[s]), s});
  }
  // A cell is white while unreached, grey while in the heap (where[] is its slot, or with
  // entry costs a mark: set for every cell pushed by this search) and black once taken out
  // (where[] is kNotInHeap).
  const Board& board = m.board();
  // Costs are added and compared packed: both fields stay below 2^31, so the sum of two
  // packed costs carries nothing from length into negatives, and packed order is cost order.
  auto unpacked = [](std::uint64_t k) {
    return StepCost{static_cast<std::int32_t>(k >> 32), static_cast<std::int32_t>(k & 0xFFFFFFFFu)};
  };
  r.stopped_at_ = kNoCell;
  const std::uint64_t heap_until = exact_within == std::numeric_limits<std::int32_t>::max()
                                       ? std::numeric_limits<std::uint64_t>::max()
                                       : static_cast<std::uint64_t>(exact_within);
  while (!heap.empty()) {
    const HeapEntry top = heap[0];  // top.key is packed(cost[top.cell])
    if (top.key > heap_until) {
      past(static_cast<std::int32_t>(top.key));
      return;
    }
    const CellIndex u = top.cell;
    heap_pop(heap, where, track);
    deadline::poll();
    if (stop(u)) {  // cells still queued keep tentative costs
      r.stopped_at_ = u;
      return;
    }
    // The model's steps, from its flat table of entry costs where it has one (one array
    // read per neighbour, where step() reads the terrain and the occupants).
    detail::for_each_step(m, board, u, [&](CellIndex v, StepCost w) {
      const bool white = cost[v] == kUnreachable;
      if (!white && (!track || where[v] == kNotInHeap)) return;  // black, or never cheaper
      const std::uint64_t through = top.key + packed(w);
      if (white) {
        // v's row of neighbours is read when v leaves the heap, long after, in an order
        // that follows the frontier, not the rows: on a large map it is a cache miss then
        // unless fetched now (the frontier's rows stay in cache until they are read).
        board.prefetch_row(v);
        cost[v] = unpacked(through);
        r.pred_[v] = u;
        r.touched_.push_back(v);
        heap.emplace_back();
        heap_sift_up(heap, where, track, heap.size() - 1, {through, v});
      } else if (through < packed(cost[v])) {
        cost[v] = unpacked(through);
        r.pred_[v] = u;
        heap_sift_up(heap, where, track, where[v], {through, v});
      }
    });
  }
}

}  // namespace detail

}  // namespace arbiter::pathing
