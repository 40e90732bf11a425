// Breadth-first and lexicographic Dijkstra searches on model graphs, through BGL, writing
// into a reusable workspace. A workspace is sized once per board; each search resets only
// the cells the previous search touched, so a search costs what it explores, not the map.
#pragma once

#include <algorithm>
#include <bit>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <cassert>
#include <cstdint>
#include <limits>
#include <vector>

#include "pathing/deadline.hpp"
#include "pathing/graph.hpp"

namespace arbiter::pathing {

// Thrown by a search's visitor to end it early (the way BGL's documentation suggests).
struct StopSearch {};

// Never stops a search.
struct NeverStop {
  bool operator()(CellIndex) const { return false; }
};

class SearchResult;
class SlotLengths;  // search_lengths.hpp
namespace detail {
template <class Enough, bool kPredecessors>
class SlotBuckets;  // search_slots.hpp
// An entry of search_dijkstra_direct's heap: a cell and its cost, packed.
struct HeapEntry {
  std::uint64_t key;
  CellIndex cell;
};
// SearchResult::slot_ of a cell taken out of the heap or the buckets (settled). A heap
// holds each cell once, so a slot is below the board's cell count: it fits a CellIndex.
inline constexpr std::uint32_t kNotQueued = std::numeric_limits<std::uint32_t>::max();
template <class Model, class Stop>
void settle_by_length(const Model& m, SearchResult& r, Stop& stop, std::int32_t at);
template <class Model, class It, class Stop, class Past>
void dijkstra_heap(const ForwardGraph<Model>& g, It first, It last, SearchResult& r, Stop& stop,
                   std::int32_t exact_within, Past&& past);
// How finish_by_buckets tells a settled cell and reads a cell's steps.
enum class Settled {
  // By a mark per cell (SearchResult::slot_: kNotQueued once taken out), the steps read by
  // for_each_step: any model whose steps finish_dijkstra_by_buckets takes.
  kByMark,
  // By its cost alone, the steps read from the model's flat table of entry costs. The queue
  // settles cells in order of cost and every step adds at least one length, so a settled
  // neighbour's cost is never above the cost offered to it (the offer is refused by the
  // comparison that refuses a dearer one), and a cell is queued once per cost it is offered
  // (an offer must be strictly cheaper): an entry whose cost still matches is the cell's
  // first time out. The marks are 4 bytes a cell, read for each neighbour: on the exact
  // table's boards the queue settles most of the map each turn, and that array is half as
  // large as the costs'.
  kByCost,
};

template <Settled kHow>
void seed_finish(SearchResult& r);
template <Settled kHow, class Model, class Enough, bool kStopAtOnce = false>
void finish_by_buckets(const Model& m, SearchResult& r, Enough& enough, std::int32_t within,
                       const std::uint8_t* enter);
// Sets a search's per-cell array back to `value` at the cells it touched. Past an eighth of
// the board one sequential fill of the whole array is cheaper than a scattered write per
// touched cell (a cache miss each on large maps).
template <class T>
void reset_touched(std::vector<T>& cells, const std::vector<CellIndex>& touched, T value) {
  if (touched.size() > cells.size() / 8)
    std::fill(cells.begin(), cells.end(), value);
  else
    for (CellIndex c : touched) cells[c] = value;
}
}  // namespace detail

// finish_dijkstra_by_slots's work arrays, kept by the caller from one search to the next
// (sized by the first use on a board; a search writes every slot's state before reading one).
struct SlotQueueWork {
  std::vector<std::uint32_t> cost;       // per slot: its state, all written at each search
  std::vector<std::uint32_t> ring;       // the ring's three buckets, board.size() slots each
  std::vector<std::uint32_t> found;      // the slots the queue reached first, in order
  std::vector<detail::HeapEntry> seeds;  // a level's first cells (detail::next_level)
};

template <class G, class It, class Stop = NeverStop>
void search_bfs(const G& g, It first, It last, SearchResult& r, Stop stop = {});
template <class Model, class It, class Stop = NeverStop>
void search_dijkstra_direct(const ForwardGraph<Model>& g, It first, It last, SearchResult& r,
                            Stop stop = {},
                            std::int32_t exact_within = std::numeric_limits<std::int32_t>::max());
template <class G, class It, class Stop = NeverStop>
void search_dijkstra(const G& g, It first, It last, SearchResult& r, Stop stop = {});
template <class Model, class Enough = NeverStop>
void finish_dijkstra_by_buckets(const ForwardGraph<Model>& g, SearchResult& r, Enough enough = {},
                                std::int32_t within = std::numeric_limits<std::int32_t>::max());
template <class Model, class Enough = NeverStop>
void finish_dijkstra_by_buckets_flat(
    const ForwardGraph<Model>& g, SearchResult& r, Enough enough = {},
    std::int32_t within = std::numeric_limits<std::int32_t>::max());
template <class Model, class Stop>
void continue_dijkstra_by_buckets(const ForwardGraph<Model>& g, SearchResult& r, Stop stop);

// The results of one search: a cost and a predecessor per cell. Reusable: `search_*`
// functions reset it themselves.
class SearchResult {
 public:
  SearchResult() = default;
  explicit SearchResult(CellIndex cells) { resize(cells); }

  void resize(CellIndex cells) {
    cost_.assign(cells, kUnreachable);
    pred_.assign(cells, kNoCell);
    color_.assign(cells, boost::white_color);
    slot_.assign(cells, 0);
    heap_index_.clear();  // sized by the first search_dijkstra
    touched_.clear();
  }
  CellIndex size() const { return static_cast<CellIndex>(cost_.size()); }

  StepCost cost(CellIndex c) const {
    assert(c < size());
    return cost_[c];
  }
  bool reached(CellIndex c) const { return cost(c) != kUnreachable; }
  // The previous cell on a cheapest path (kNoCell for a source or an unreached cell). A
  // search writes the predecessor of each cell it reaches (kNoCell for its sources) and
  // reset() leaves the array alone, so it is read only for reached cells.
  CellIndex predecessor(CellIndex c) const {
    assert(c < size());
    return reached(c) ? pred_[c] : kNoCell;
  }
  // Cells reached by the last search, in the order they were first discovered.
  const std::vector<CellIndex>& reached_cells() const { return touched_; }

  // Forgets the last search. Costs O(cells it touched): their costs, and their colours
  // only after a BGL search (the searches by hand read costs alone).
  void reset() {
    if (colored_) {
      detail::reset_touched(color_, touched_, boost::white_color);
      colored_ = false;
    }
    detail::reset_touched(cost_, touched_, kUnreachable);
    touched_.clear();
  }

 private:
  template <class G, class It, class Stop>
  friend void search_dijkstra(const G&, It, It, SearchResult&, Stop);
  template <class G, class It, class Stop>
  friend void search_bfs(const G&, It, It, SearchResult&, Stop);
  template <class Model, class It, class Stop, class Past>
  friend void detail::dijkstra_heap(const ForwardGraph<Model>&, It, It, SearchResult&, Stop&,
                                    std::int32_t, Past&&);
  friend class SlotLengths;
  template <detail::Settled kHow>
  friend void detail::seed_finish(SearchResult&);
  template <detail::Settled kHow, class Model, class Enough, bool kStopAtOnce>
  friend void detail::finish_by_buckets(const Model&, SearchResult&, Enough&, std::int32_t,
                                        const std::uint8_t*);
  template <class Stop>
  friend struct TouchRecorder;
  template <class Model, class Stop>
  friend void detail::settle_by_length(const Model&, SearchResult&, Stop&, std::int32_t);
  template <class Enough, bool kPredecessors>
  friend class detail::SlotBuckets;
  template <class Enough>
  friend std::int32_t finish_dijkstra_by_slots(const Board&, SearchResult&, Enough, std::int32_t,
                                               const std::uint8_t*, SlotQueueWork&, bool);

  std::vector<StepCost> cost_;
  std::vector<CellIndex> pred_;
  std::vector<boost::default_color_type> color_;
  // BGL's heap's index of each cell (search_dijkstra only: its "not in the heap" mark is a
  // full-width -1), sized at its first use.
  std::vector<std::size_t> heap_index_;
  // The searches by hand: a cell's slot in the heap, or a queued or settled mark for the
  // bucket queues. Four bytes, not eight: on a large map the heap's moves write it at
  // scattered cells, and half the bytes is half the cache lines.
  std::vector<std::uint32_t> slot_;
  std::vector<CellIndex> touched_;
  std::vector<CellIndex> sources_;          // this search's sources, each once
  std::vector<CellIndex> queue_;            // search_bfs's queue storage, reused
  std::vector<CellIndex> heap_;             // search_dijkstra's heap storage, reused
  std::vector<detail::HeapEntry> entries_;  // search_dijkstra_direct's heap, reused
  // search_dijkstra_direct stopped: the cell taken from the heap and not expanded (kNoCell
  // when it ran to the end); finish_dijkstra_by_buckets starts from it.
  CellIndex stopped_at_ = kNoCell;
  std::vector<detail::HeapEntry> later_;  // finish_dijkstra_by_buckets's later levels
  std::vector<CellIndex> buckets_[3];     // and its ring of lengths within a level
  bool colored_ = false;                  // color_ written since the last reset
  // search_dijkstra_direct's buckets past exact_within, reused
  std::vector<std::vector<detail::HeapEntry>> length_ring_;

  // Sets each source's cost to zero, once: a source given twice is one source.
  template <class It>
  void unique_sources(It first, It last) {
    sources_.clear();
    for (It it = first; it != last; ++it) {
      assert(*it < size());
      if (cost_[*it] == StepCost{0, 0}) continue;
      cost_[*it] = {0, 0};
      pred_[*it] = kNoCell;
      sources_.push_back(*it);
    }
  }
};

namespace detail {
// The Dijkstra heap's storage, borrowed from a SearchResult: BGL's heap keeps its values in
// a Container it owns by value; this one forwards to a vector that outlives the search, so
// a search allocates nothing once the vector has grown (a small board's search otherwise
// paid several reallocations each time). Implements what d_ary_heap_indirect uses.
class BorrowedHeapStorage {
 public:
  using value_type = CellIndex;
  using size_type = std::size_t;
  explicit BorrowedHeapStorage(std::vector<CellIndex>* v = nullptr) : v_(v) {}
  size_type size() const { return v_->size(); }
  bool empty() const { return v_->empty(); }
  void push_back(CellIndex c) { v_->push_back(c); }
  void pop_back() { v_->pop_back(); }
  CellIndex& back() { return v_->back(); }
  CellIndex& operator[](size_type i) { return (*v_)[i]; }
  const CellIndex& operator[](size_type i) const { return (*v_)[i]; }

 private:
  std::vector<CellIndex>* v_;
};

// A FIFO over a vector borrowed from a SearchResult, for breadth_first_visit: a BFS pushes
// each cell once, so the vector only grows (to the cells reached) and is never wrapped;
// boost::queue's deque allocated and freed blocks as the front moved on. Implements what
// breadth_first_visit uses.
class BorrowedFifo {
 public:
  explicit BorrowedFifo(std::vector<CellIndex>* v) : v_(v) { v_->clear(); }
  bool empty() const { return head_ == v_->size(); }
  CellIndex top() const { return (*v_)[head_]; }
  void pop() { ++head_; }
  void push(CellIndex c) { v_->push_back(c); }

 private:
  std::vector<CellIndex>* v_;
  std::size_t head_ = 0;
};
}  // namespace detail

namespace detail {
// Calls f(v, w) for each step the model allows out of u, direction by direction. A model
// that offers a flat per-cell table of entry costs (entry_table(): 0 where a step may not
// enter, else negatives * 4 + length) is read through it and the board's row of
// neighbours, one byte a neighbour, instead of its step() (which reloads the board's arrays
// per direction: the stores into the search's costs may alias them as far as the compiler
// knows). Same steps, same order: the searches' results are the same either way.
template <class Model, class F>
inline void for_each_step(const Model& m, const Board& board, CellIndex u, F&& f) {
  if constexpr (requires { m.entry_table(); }) {
    // One call of f, whichever way the step is read: the search's body (f) is inlined once,
    // not once per way (a body inlined twice is too large, and called instead).
    const std::uint8_t* const enter = m.entry_table();
    const std::uint32_t open = board.open_directions(u);
    const CellIndex* const row = board.neighbour_row(u);
    const int dirs = board.directions();
#pragma GCC unroll 6
    for (int d = 0; d < kMaxDirectionCount; ++d) {
      CellIndex v = kNoCell;
      StepCost w{};
      if (enter) {
        if (((open >> d) & 1u) == 0) continue;
        v = row[d];
        const std::uint8_t e = enter[v];
        if (e == 0) continue;
        w = StepCost{e >> 2, e & 3};
      } else if (d >= dirs || !m.step(u, static_cast<Direction>(d), v, w)) {
        continue;
      }
      f(v, w);
    }
  } else {
    const int dirs = board.directions();
    for (int d = 0; d < dirs; ++d) {
      CellIndex v;
      StepCost w;
      if (m.step(u, static_cast<Direction>(d), v, w)) f(v, w);
    }
  }
}
}  // namespace detail

// Records discovered cells, and for BFS their depth as cost.length. `stop` is asked about
// each cell as it is settled; true ends the search there (cells settled so far keep
// exact costs; others may hold upper bounds or be unreached).
template <class Stop = NeverStop>
struct TouchRecorder {
  SearchResult* r;
  bool bfs;
  Stop stop;
  TouchRecorder(SearchResult* res, bool is_bfs, Stop s = {}) : r(res), bfs(is_bfs), stop(s) {}
  template <class G>
  void discover_vertex(CellIndex v, const G&) const {
    r->touched_.push_back(v);
  }
  template <class G>
  void tree_edge(const ModelEdge& e, const G&) const {
    if (bfs) {
      r->cost_[e.target] = {0, r->cost_[e.source].length + 1};
      r->pred_[e.target] = e.source;
    }
  }
  // Dijkstra visitor events BGL calls that we do not use.
  template <class G>
  void initialize_vertex(CellIndex, const G&) const {}
  template <class G>
  void examine_vertex(CellIndex v, const G&) const {
    deadline::poll();
    if (stop(v)) throw StopSearch{};
  }
  template <class G>
  void examine_edge(const ModelEdge&, const G&) const {}
  template <class G>
  void edge_relaxed(const ModelEdge&, const G&) const {}
  template <class G>
  void edge_not_relaxed(const ModelEdge&, const G&) const {}
  template <class G>
  void non_tree_edge(const ModelEdge&, const G&) const {}
  template <class G>
  void gray_target(const ModelEdge&, const G&) const {}
  template <class G>
  void black_target(const ModelEdge&, const G&) const {}
  template <class G>
  void finish_vertex(CellIndex, const G&) const {}
};

// Unit-cost breadth-first search from several sources (BGL breadth_first_visit). Step costs
// of the model are ignored: cost(c).length is the number of steps.
template <class G, class It, class Stop>
void search_bfs(const G& g, It first, It last, SearchResult& r, Stop stop) {
  assert(r.size() == num_vertices(g));
  r.reset();
  r.unique_sources(first, last);
  auto color = boost::make_iterator_property_map(r.color_.begin(),
                                                 boost::typed_identity_property_map<CellIndex>());
  r.colored_ = true;
  TouchRecorder<Stop> vis(&r, true, stop);
  detail::BorrowedFifo queue(&r.queue_);  // emptied here, whatever the last search left
  // breadth_first_visit marks sources grey and calls discover_vertex for each.
  try {
    boost::breadth_first_visit(g, r.sources_.begin(), r.sources_.end(), queue, vis, color);
  } catch (const StopSearch&) {
  }
}

// Lexicographic Dijkstra (negatives, then length) from several sources at cost zero, with
// BGL's no-init Dijkstra and work arrays owned by the result (no per-call allocation).
template <class G, class It, class Stop>
void search_dijkstra(const G& g, It first, It last, SearchResult& r, Stop stop) {
  assert(r.size() == num_vertices(g));
  r.reset();
  r.unique_sources(first, last);
  using Index = boost::typed_identity_property_map<CellIndex>;
  auto dist = boost::make_iterator_property_map(r.cost_.begin(), Index());
  auto pred = boost::make_iterator_property_map(r.pred_.begin(), Index());
  auto color = boost::make_iterator_property_map(r.color_.begin(), Index());
  if (r.heap_index_.size() != r.cost_.size()) r.heap_index_.assign(r.cost_.size(), 0);
  auto heap_index = boost::make_iterator_property_map(r.heap_index_.begin(), Index());
  using Compare = std::less<StepCost>;
  using Combine = std::plus<StepCost>;
  // The body of BGL's dijkstra_shortest_paths_no_init, with the heap's index map taken from
  // the workspace instead of allocated per call.
  using Queue = boost::d_ary_heap_indirect<CellIndex, 4, decltype(heap_index), decltype(dist),
                                           Compare, detail::BorrowedHeapStorage>;
  r.colored_ = true;
  r.heap_.clear();  // a search stopped early leaves cells in it
  Queue q(dist, heap_index, Compare(), detail::BorrowedHeapStorage(&r.heap_));
  TouchRecorder<Stop> vis(&r, false, stop);
  boost::detail::dijkstra_bfs_visitor<TouchRecorder<Stop>, Queue, EdgeCostMap, decltype(pred),
                                      decltype(dist), Combine, Compare>
      bfs_vis(vis, q, EdgeCostMap(), pred, dist, Combine(), Compare(), StepCost{0, 0});
  try {
    boost::breadth_first_visit(g, r.sources_.begin(), r.sources_.end(), q, bfs_vis, color);
  } catch (const StopSearch&) {
    // Cells still queued keep tentative costs; the caller asked only about settled ones.
  }
}

template <class G, class Stop = NeverStop>
void search_bfs(const G& g, CellIndex source, SearchResult& r, Stop stop = {}) {
  search_bfs(g, &source, &source + 1, r, stop);
}
template <class Model, class Stop = NeverStop>
void search_dijkstra_direct(const ForwardGraph<Model>& g, CellIndex source, SearchResult& r,
                            Stop stop = {},
                            std::int32_t exact_within = std::numeric_limits<std::int32_t>::max()) {
  search_dijkstra_direct(g, &source, &source + 1, r, stop, exact_within);
}
template <class G, class Stop = NeverStop>
void search_dijkstra(const G& g, CellIndex source, SearchResult& r, Stop stop = {}) {
  search_dijkstra(g, &source, &source + 1, r, stop);
}

// The path to `target` found by the last search, source first; empty when unreached.
std::vector<CellIndex> path_to(const SearchResult& r, CellIndex target);

}  // namespace arbiter::pathing

// The Dijkstra by hand (its heap), the bucket queues that complete a Dijkstra past its
// heap (split off at ~600 lines), and the BFS by hand with its own result.
#include "pathing/search_bfs.hpp"
#include "pathing/search_buckets.hpp"
#include "pathing/search_heap.hpp"
