// The bucket queues that complete a lexicographic Dijkstra past its heap: Dial's
// algorithm by length where no step costs a negative hex (search_dijkstra_direct's
// `exact_within`), and level of negatives by level after a stopped search
// (finish_dijkstra_by_buckets). Costs equal the heap's; ties among equal costs differ.
// Included by search.hpp, whose declarations these define.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>
#include <vector>

#include "pathing/bits_as.hpp"
#include "pathing/search.hpp"

namespace arbiter::pathing {

namespace detail {
// search_dijkstra_direct past exact_within: its heap (r.entries_, every key a length from
// `at` to `at` plus the longest step) emptied into buckets by length, then the buckets
// taken in order of length. A step adds at least one, so a bucket's cells are final when
// it is reached and every offer goes to a later bucket; an offer that improves a queued
// cell leaves its old entry behind, skipped when taken (its cost no longer matches).
// Where every step costs {0, 1} (the model says so: unit_lengths) and the heap holds one
// length, the buckets are a FIFO queue: a BFS from the heap's cells, each cell queued once
// when first reached (its cost then final), its steps read through the board's flat row
// of neighbours. Same costs, settled in the same order of length, as the buckets. The
// queue is the list of reached cells itself (no copy of it written besides).
template <class Model, class Stop>
void settle_by_length(const Model& m, SearchResult& r, Stop& stop, std::int32_t at) {
  if constexpr (requires(CellIndex c) {
                  m.unit_lengths();
                  m.may_enter(c);
                }) {
    bool one_length = m.unit_lengths();
    for (const HeapEntry& e : r.entries_) one_length &= e.key == static_cast<std::uint64_t>(at);
    if (one_length) {
      const Board& board = m.board();
      StepCost* const cost = r.cost_.data();
      CellIndex* const pred = r.pred_.data();
      // The cells reached, in the order reached, are the FIFO queue past the heap's cells:
      // those first (in the heap's order: one length), then touched_ from where it stood.
      std::vector<CellIndex>& reached = r.touched_;
      const std::size_t from = reached.size();
      // Every cell is reached once: room for them all, so that push_back never moves them.
      if (reached.capacity() < board.size()) reached.reserve(board.size());
      // where[] is left as it is: it is read only within a heap search (set at each push) and
      // by finish_dijkstra_by_buckets, which never follows a search by length.
      // Returns true when the stop ends the search.
      const auto visit = [&](CellIndex u) {
        deadline::poll();
        if (stop(u)) return true;
        const std::int32_t length = cost[u].length + 1;
        const std::uint32_t open = board.open_directions(u);
        const CellIndex* const row = board.neighbour_row(u);
#pragma GCC unroll 6
        for (int d = 0; d < kMaxDirectionCount; ++d) {
          if (((open >> d) & 1u) == 0) continue;
          const CellIndex v = row[d];
          if (cost[v].length != kUnreachable.length || !m.may_enter(v)) continue;
          cost[v] = {0, length};
          pred[v] = u;
          reached.push_back(v);
        }
        return false;
      };
      bool stopped = false;
      for (const HeapEntry& e : r.entries_)
        if ((stopped = visit(e.cell))) break;
      r.entries_.clear();
      if (stopped) return;
      // The queue's next cells' rows of neighbours are fetched ahead: each is a cache miss
      // on a large map (the queue goes round the search's frontier, not along the rows).
      constexpr std::size_t kAhead = 8;
      for (std::size_t head = from; head < reached.size(); ++head) {
        if (head + kAhead < reached.size()) board.prefetch_row(reached[head + kAhead]);
        if (visit(reached[head])) break;
      }
      return;
    }
  }
  // Each entry keeps the length it was queued at: a bucket holds one length.
  std::vector<std::vector<HeapEntry>>& ring = r.length_ring_;
  if (ring.size() < 4) ring.resize(4);
  std::size_t mask = ring.size() - 1;  // ring.size() is a power of two
  std::size_t queued = 0;
  StepCost* const cost = r.cost_.data();
  std::uint32_t* const where = r.slot_.data();
  constexpr std::uint32_t kNotInHeap = kNotQueued;
  auto place = [&](CellIndex v, std::int32_t length) {
    while (static_cast<std::size_t>(length - at) > mask) {  // a longer step than the ring
      std::vector<std::vector<HeapEntry>> wider(ring.size() * 2);
      for (auto& b : ring)
        for (const HeapEntry& x : b) wider[x.key & (wider.size() - 1)].push_back(x);
      ring.swap(wider);
      mask = ring.size() - 1;
    }
    ring[static_cast<std::size_t>(length) & mask].push_back(
        {static_cast<std::uint64_t>(length), v});
    ++queued;
  };
  for (const HeapEntry& e : r.entries_) place(e.cell, static_cast<std::int32_t>(e.key));
  r.entries_.clear();
  const Board& board = m.board();
  bool stopped = false;
  for (; queued > 0 && !stopped; ++at) {
    // Indexing, not iterating: nothing is added to this bucket while it is expanded, but
    // the ring may be rebuilt (then this bucket's entries move, in order, to a new one).
    for (std::size_t i = 0; i < ring[static_cast<std::size_t>(at) & mask].size(); ++i) {
      const CellIndex u = ring[static_cast<std::size_t>(at) & mask][i].cell;
      if (cost[u].length != at || where[u] == kNotInHeap) continue;  // left behind, or settled
      where[u] = kNotInHeap;
      deadline::poll();
      if (stop(u)) {
        stopped = true;
        break;
      }
      for_each_step(m, board, u, [&](CellIndex v, StepCost w) {
        assert(w.negatives == 0 && w.length > 0);
        const bool white = cost[v] == kUnreachable;
        if (!white && where[v] == kNotInHeap) return;  // settled
        const std::int32_t through = at + w.length;
        if (white) {
          r.touched_.push_back(v);
          where[v] = 0;  // queued
        } else if (through >= cost[v].length) {
          return;
        }
        cost[v] = {0, through};
        r.pred_[v] = u;
        place(v, through);
      });
    }
    std::vector<HeapEntry>& done = ring[static_cast<std::size_t>(at) & mask];
    queued -= done.size();
    done.clear();
  }
  for (auto& b : ring) b.clear();  // a stopped search leaves cells queued
}
}  // namespace detail

namespace detail {
// Costs read, compared and written as one integer: negatives above length (both
// non-negative, so that integer order is cost order), as the heap's keys.
[[gnu::always_inline]] inline std::uint64_t packed_cost(StepCost c) {
  if constexpr (std::endian::native == std::endian::little)
    return std::rotl(bits_as<std::uint64_t>(c), 32);
  else
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(c.negatives)) << 32) |
           static_cast<std::uint32_t>(c.length);
}
[[gnu::always_inline]] inline StepCost unpacked_cost(std::uint64_t k) {
  if constexpr (std::endian::native == std::endian::little)
    return bits_as<StepCost>(std::rotr(k, 32));
  else
    return StepCost{static_cast<std::int32_t>(k >> 32), static_cast<std::int32_t>(k & 0xFFFFFFFFu)};
}
[[gnu::always_inline]] inline std::int32_t packed_length(std::uint64_t k) {
  return static_cast<std::int32_t>(k & 0xFFFFFFFFu);
}

// The queue's start: the stopped heap's cells and the cell the stop took out unexpanded, in
// `later` (their costs packed as keys); the heap and the ring emptied.
template <Settled kHow>
void seed_finish(SearchResult& r) {
  std::vector<HeapEntry>& later = r.later_;
  later.clear();
  for (const HeapEntry& e : r.entries_) later.push_back({packed_cost(r.cost_[e.cell]), e.cell});
  r.entries_.clear();
  if (r.stopped_at_ != kNoCell) {
    later.push_back({packed_cost(r.cost_[r.stopped_at_]), r.stopped_at_});
    if constexpr (kHow == Settled::kByMark) r.slot_[r.stopped_at_] = 0;  // queued
    r.stopped_at_ = kNoCell;
  }
  for (auto& b : r.buckets_) b.clear();
}

// Moves the next level's entries (the fewest negatives) from `later` into `seeds`, by
// length; the rest stays for later levels. Returns the level and sets `later_least` to the
// least length still queued for a later level.
inline std::int32_t next_level(std::vector<HeapEntry>& later, std::vector<HeapEntry>& seeds,
                               std::int32_t& later_least) {
  std::sort(later.begin(), later.end(),
            [](const HeapEntry& a, const HeapEntry& b) { return a.key < b.key; });
  const std::uint32_t level = static_cast<std::uint32_t>(later.front().key >> 32);
  std::size_t n = 0;
  while (n < later.size() && static_cast<std::uint32_t>(later[n].key >> 32) == level) ++n;
  seeds.assign(later.begin(), later.begin() + static_cast<std::ptrdiff_t>(n));
  later.erase(later.begin(), later.begin() + static_cast<std::ptrdiff_t>(n));
  later_least = std::numeric_limits<std::int32_t>::max();
  for (const HeapEntry& e : later) later_least = std::min(later_least, packed_length(e.key));
  return static_cast<std::int32_t>(level);
}

// finish_dijkstra_by_buckets, settled cells told as kHow says; `enter` is the model's flat
// table of entry costs (kByCost only). Both ways take the same cells in the same order and
// give the same costs, predecessors and order of discovery. kStopAtOnce
// (continue_dijkstra_by_buckets): `enough` is a stop, the search ending at the first cell it
// is true of, that cell not expanded; no predecessors are written.
template <Settled kHow, class Model, class Enough, bool kStopAtOnce>
void finish_by_buckets(const Model& m, SearchResult& r, Enough& enough, std::int32_t within,
                       [[maybe_unused]] const std::uint8_t* enter) {
  constexpr bool kMarks = kHow == Settled::kByMark;
  constexpr std::uint64_t kWhite = (std::uint64_t{0x7FFFFFFF} << 32) | 0x7FFFFFFFu;
  static_assert(kUnreachable.negatives == 0x7FFFFFFF && kUnreachable.length == 0x7FFFFFFF);
  seed_finish<kHow>(r);
  std::vector<HeapEntry>& later = r.later_;
  if (later.empty()) return;  // the heap ran to the end: nothing to finish
  // Held here, through pointers in registers: the stores into the queues' vectors may alias
  // the board's and the result's own as far as the compiler knows, which would reload them
  // for each cell.
  StepCost* const cost = r.cost_.data();
  CellIndex* const pred = r.pred_.data();
  [[maybe_unused]] std::uint32_t* const where = r.slot_.data();
  std::vector<CellIndex>& touched = r.touched_;
  const Board& board = m.board();
  const CellIndex* const neighbours = board.neighbour_row(0);
  std::vector<HeapEntry> seeds;
  bool enough_said = false;
  // The least length queued for a later level: a cell of that level within `within` can
  // only be reached through such a seed (lengths only grow along a path).
  std::int32_t later_least = std::numeric_limits<std::int32_t>::max();
  while (!later.empty()) {
    const std::int32_t negatives = next_level(later, seeds, later_least);
    std::size_t next_seed = 0, in_ring = 0;
    std::int32_t length = packed_length(seeds.front().key);
    while (next_seed < seeds.size() || in_ring > 0) {
      if (in_ring == 0)  // nothing pending nearer: jump to the next seed's length
        length = std::max(length, packed_length(seeds[next_seed].key));
      // Every cell up to `within` is settled: those of this level (the ring and the seeds
      // left are at `length` or more) and those of the later levels (later_least).
      if (enough_said && length > within && later_least > within) return;
      const std::size_t slot = static_cast<std::size_t>(length) % 3;
      std::vector<CellIndex>& bucket = r.buckets_[slot];
      // The ring's buckets one and two lengths on.
      std::vector<CellIndex>* const ahead[3] = {&bucket, &r.buckets_[(slot + 1) % 3],
                                                &r.buckets_[(slot + 2) % 3]};
      while (next_seed < seeds.size() && packed_length(seeds[next_seed].key) == length) {
        bucket.push_back(seeds[next_seed++].cell);
        ++in_ring;
      }
      const std::uint64_t here = packed_cost(StepCost{negatives, length});
      // Steps from this length go to the next two lengths or the next level, never back to
      // this bucket: it can be walked by index while it is read.
      for (std::size_t i = 0; i < bucket.size(); ++i) {
        const CellIndex u = bucket[i];
        if (packed_cost(cost[u]) != here) continue;  // a stale entry: the cell left cheaper
        if constexpr (kMarks) {
          if (where[u] == kNotQueued) continue;  // settled
          where[u] = kNotQueued;
        }
        deadline::poll();
        if constexpr (kStopAtOnce) {
          if (enough(u)) return;
        } else if (!enough_said) {
          enough_said = enough(u);
        }
        // The step into v of entry cost e (negatives * 4 + length, as the flat table's).
        const auto offer = [&](CellIndex v, std::uint32_t e) __attribute__((always_inline)) {
          assert((e >> 2) <= 1 && (e & 3) >= 1 && (e & 3) <= 2);
          const std::uint64_t through = here + ((std::uint64_t{e >> 2} << 32) | (e & 3u));
          const std::uint64_t was = packed_cost(cost[v]);
          if constexpr (kMarks) {
            if (was != kWhite && where[v] == kNotQueued) return;  // settled
          }
          if (through >= was) return;  // dearer (kByCost: or settled)
          if (was == kWhite) {
            // On a large map v's row of neighbours is a cache miss when v is taken, unless
            // fetched now (as search_dijkstra_direct does).
            if constexpr (kStopAtOnce) board.prefetch_row(v);
            touched.push_back(v);
            if constexpr (kMarks) where[v] = 0;  // queued
          }
          cost[v] = unpacked_cost(through);
          if constexpr (!kStopAtOnce) pred[v] = u;
          if ((e >> 2) == 0) {
            ahead[e & 3u]->push_back(v);
            ++in_ring;
          } else {
            later.push_back({through, v});
            later_least = std::min(later_least, packed_length(through));
          }
        };
        if constexpr (kMarks) {
          for_each_step(
              m, board, u, [&](CellIndex v, StepCost w) __attribute__((always_inline)) {
                offer(v, static_cast<std::uint32_t>(w.negatives * 4 + w.length));
              });
        } else {
          const std::uint32_t open = board.open_directions(u);
          const CellIndex* const row =
              neighbours + static_cast<std::size_t>(u) * kMaxDirectionCount;
#pragma GCC unroll 6
          for (int d = 0; d < kMaxDirectionCount; ++d) {
            if (((open >> d) & 1u) == 0) continue;
            const CellIndex v = row[d];
            const std::uint32_t e = enter[v];
            if (e != 0) offer(v, e);
          }
        }
      }
      in_ring -= bucket.size();
      bucket.clear();
      ++length;
    }
  }
}
}  // namespace detail

// Completes a search_dijkstra_direct that its `stop` ended: every cell reached then gets
// its cheapest cost, as the complete search would give it, and a predecessor on a cheapest
// path, not necessarily the one the complete search's heap order would pick; the cells it
// reaches are appended to reached_cells(). Costs are unique, the order among equal costs
// is not: the cells settled before the stop keep the complete search's predecessors and
// order, the others only its costs. A bucket queue instead of the heap: the negatives
// level by level (a step enters at most one negative hex: level n's cells come from level
// n - 1 or from n itself), within a level a ring of three lengths (a step costs one or two
// movement). Model steps outside that (a slide, a jump) are not for this function.
// `enough(u)`, asked as each cell is settled: once it has said true, the search ends as
// soon as every cell of length `within` or less (of any negatives) is settled too; the
// cells settled by then keep the costs the complete search gives them, the others stay
// unreached or keep tentative costs (above `within` in length). Never (the default): the
// search runs to the end.
template <class Model, class Enough>
void finish_dijkstra_by_buckets(const ForwardGraph<Model>& g, SearchResult& r, Enough enough,
                                std::int32_t within) {
  detail::finish_by_buckets<detail::Settled::kByMark>(*g.model, r, enough, within, nullptr);
}

// finish_dijkstra_by_buckets for a model that offers a flat table of entry costs (for
// another model, or one without its table, it is that function): the same queue, the same
// cells taken in the same order, the same costs, predecessors and order of discovery, but a
// settled cell is told by its cost alone and the steps read from the table
// (detail::Settled::kByCost). Tests (FinishDijkstraByBucketsFlat) compare the two result
// for result.
template <class Model, class Enough>
void finish_dijkstra_by_buckets_flat(const ForwardGraph<Model>& g, SearchResult& r, Enough enough,
                                     std::int32_t within) {
  const Model& m = *g.model;
  const std::uint8_t* enter = nullptr;
  if constexpr (requires { m.entry_table(); }) enter = m.entry_table();
  if (enter == nullptr) {
    detail::finish_by_buckets<detail::Settled::kByMark>(m, r, enough, within, nullptr);
  } else {
    detail::finish_by_buckets<detail::Settled::kByCost>(m, r, enough, within, enter);
  }
}

// Goes on with a search_dijkstra_direct that its `stop` ended, for a model with a flat table
// of entry costs, until `stop(u)` says true of a cell as it is settled (that cell is not
// expanded, as search_dijkstra_direct leaves it): the bucket queue of
// finish_dijkstra_by_buckets_flat, taking cells in order of cost as the heap would, cells of
// equal cost in another order. So the cells settled before the stop are those of cost below
// the stopping cell's and some of equal cost; a cell reached and not settled has a tentative
// cost, the least over its settled neighbours (as the heap's; with entry costs, its own).
// No predecessors are written
// past the heap's cells (their paths are the heap's to give: a caller that needs one runs
// the heap). `stop` is asked of every cell the queue settles, including the cell the heap's
// stop took out.
template <class Model, class Stop>
void continue_dijkstra_by_buckets(const ForwardGraph<Model>& g, SearchResult& r, Stop stop) {
  const Model& m = *g.model;
  const std::uint8_t* const enter = m.entry_table();
  assert(enter != nullptr);
  detail::finish_by_buckets<detail::Settled::kByCost, Model, Stop, true>(
      m, r, stop, std::numeric_limits<std::int32_t>::max(), enter);
}

}  // namespace arbiter::pathing
