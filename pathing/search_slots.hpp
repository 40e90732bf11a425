// finish_dijkstra_by_buckets_flat by slots: the same bucket queue, walking a laid-out board
// (Board::laid_out()) by fixed offsets, as the limit BFS of the benchmarks does, rather than
// through the board's table of neighbours, with 4-byte costs by slot.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "pathing/search.hpp"
#include "pathing/search_buckets.hpp"

namespace arbiter::pathing {

// The largest board finish_dijkstra_by_slots takes: its costs by slot are 4 bytes, the
// negatives above the length in 16 bits each. A step enters at most one negative hex and
// costs at most two movement (the flat table's entries), so no cost offered on a board of
// this many cells reaches 65536 in either.
inline constexpr CellIndex kSlotQueueCells = CellIndex{1} << 14;

// finish_dijkstra_by_buckets_flat on a laid-out board of six directions and at most
// kSlotQueueCells cells, given the model's flat table of entry costs by slot (`slot_enter`:
// the table by cell copied to each cell's slot, 0 at every slot with no cell). The same
// queue takes the same cells in the same order and gives the same costs, predecessors and
// order of discovery (tests compare the two result for result).
//
// Why: on the exact table's boards the queue settles most of the map every turn (85% of a
// walking turn at 128 x 128). By slots a neighbour is the slot plus an offset: its entry
// cost and its cost are one 4-byte word by slot (detail::kSlotOpen), read with no dependent
// load, as the limit BFS reads its depth. The queue's buckets and the
// list of cells it reaches are arrays of the work, written through pointers held in
// registers (no vector's end and capacity loaded and stored per push); the cells' costs
// and the list of cells reached (SearchResult) are written once, at the end, also when the
// time limit stops the search (then as finish_dijkstra_by_buckets_flat would leave them).
//
// Every step into a cell costs what its entry says, whoever steps in, and the queue takes
// cells in order of cost: the first offer a cell gets is its cheapest. So a cell is offered
// a cost once (it is then queued once, never left behind) and the cells it reaches are
// reached unreached: the list of them is the queue's order of discovery.
// `enough` is asked about the slot of each cell as it is settled (not its cell: the queue
// reads no cell but to record it), as finish_dijkstra_by_buckets_flat asks about the cell.
// With `predecessors` false the queue writes no predecessor: a caller that reads paths only
// to cells the search settled before it (cost up to `within`) saves a store per cell
// reached, and the predecessors of the cells the queue reaches are then left stale.
// Returns the least length of the cells the queue reached (appended to reached_cells();
// the maximum when none): where it is above `within`, every cell reached with a length of
// `within` or less was reached before the queue started (it is among the heap's cells).
template <class Enough>
std::int32_t finish_dijkstra_by_slots(const Board& board, SearchResult& r, Enough enough,
                                      std::int32_t within, const std::uint8_t* slot_enter,
                                      SlotQueueWork& work, bool predecessors);

namespace detail {
// During a search a slot the model may enter and the queue has not reached holds kSlotOpen
// and its entry (the flat table's, 1 to 6); one reached, its packed cost (below kSlotOpen:
// a cost's negatives are at most the board's cells, kSlotQueueCells); any other slot (no
// cell, or one not entered) 0. So whether a neighbour is to be reached, and at what cost,
// is one load and one test.
inline constexpr std::uint32_t kSlotOpen = 0xFFFFFFF8u;

[[gnu::always_inline]] inline std::uint32_t slot_packed(StepCost c) {
  return (static_cast<std::uint32_t>(c.negatives) << 16) | static_cast<std::uint32_t>(c.length);
}
[[gnu::always_inline]] inline StepCost slot_unpacked(std::uint32_t k) {
  return StepCost{static_cast<std::int32_t>(k >> 16), static_cast<std::int32_t>(k & 0xFFFFu)};
}

// The queue of finish_dijkstra_by_slots: its levels in run(), a level's lengths in level().
template <class Enough, bool kPredecessors>
class SlotBuckets {
 public:
  SlotBuckets(const Board& board, SearchResult& r, Enough enough, std::int32_t within,
              const std::uint8_t* slot_enter, SlotQueueWork& work)
      : board_(board),
        r_(r),
        enough_(std::move(enough)),
        within_(within),
        enter_(slot_enter),
        scost_(work.cost.data()),
        ring_(work.ring.data()),
        found_(work.found.data()),
        found_end_(work.found.data()),
        room_(board.size()),
        seeds_(work.seeds) {}

  // finish_by_buckets' loop of levels.
  void run() {
    std::vector<HeapEntry>& later = r_.later_;
    while (!later.empty()) {
      const std::int32_t negatives = next_level(later, seeds_, later_least_);
      if (!level(negatives)) return;
    }
  }
  // The cells reached, appended to the result's list in the order reached, and their costs.
  // Returns the least length among them (the maximum when none).
  std::int32_t write_found() {
    const CellIndex* const cell_at = board_.slot_cells();
    std::vector<CellIndex>& touched = r_.touched_;
    StepCost* const cost = r_.cost_.data();
    const std::size_t from = touched.size();
    touched.resize(from + static_cast<std::size_t>(found_end_ - found_));
    CellIndex* out = touched.data() + from;
    std::uint32_t least = 0xFFFFu;
    for (const std::uint32_t* s = found_; s != found_end_; ++s) {
      const CellIndex c = cell_at[*s];
      const std::uint32_t k = s[room_];  // its cost, kept beside it (expand_bucket)
      *out++ = c;
      cost[c] = slot_unpacked(k);
      least = std::min(least, k & 0xFFFFu);
    }
    found_end_ = found_;
    return least == 0xFFFFu ? std::numeric_limits<std::int32_t>::max()
                            : static_cast<std::int32_t>(least);
  }

 private:
  // One level (cells of `negatives` negative hexes) from its seeds, by length in a ring of
  // three buckets (a step costs one or two movement): the current length's, then the next
  // two's. Returns false once every cell up to `within` is settled after `enough` said so
  // (finish_by_buckets says why). What the loop reads is held in locals, so that the
  // compiler keeps it in registers (a store through `enough` may alias any member).
  bool level(std::int32_t negatives) {
    const std::vector<HeapEntry>& seeds = seeds_;
    const std::size_t room = board_.size();  // a bucket holds a cell once at most
    std::uint32_t *now = ring_, *now_end = now;
    std::uint32_t *next = ring_ + room, *next_end = next;
    std::uint32_t *after = ring_ + 2 * room, *after_end = after;
    std::uint32_t* found_end = found_end_;
    std::size_t next_seed = 0;
    std::int32_t length = packed_length(seeds.front().key);
    const std::uint32_t level_bits = static_cast<std::uint32_t>(negatives) << 16;
    bool done = true;
    for (;;) {
      if (now == now_end && next == next_end && after == after_end) {
        if (next_seed == seeds.size()) break;
        length = std::max(length, packed_length(seeds[next_seed].key));
      }
      if (enough_said_ && length > within_ && later_least_ > within_) {
        done = false;
        break;
      }
      while (next_seed < seeds.size() && packed_length(seeds[next_seed].key) == length)
        *now_end++ = board_.slot(seeds[next_seed++].cell);
      const std::uint32_t here = level_bits | static_cast<std::uint32_t>(length);
      // Steps go to the next two lengths or the next level, never to this bucket.
      found_end_ = found_end;  // where the time limit finds it
      deadline::poll();
      found_end = expand_bucket(now, now_end, here, next_end, after_end, found_end);
      std::uint32_t* const emptied = now;
      now = next, now_end = next_end;
      next = after, next_end = after_end;
      after = after_end = emptied;
      ++length;
    }
    found_end_ = found_end;
    return done;
  }

  // Expands the cells of one bucket (cost `here`), each once: pushes what they reach to the
  // next two buckets or the later levels. Returns the new end of the list of cells reached.
  std::uint32_t* expand_bucket(const std::uint32_t* first, const std::uint32_t* last,
                               std::uint32_t here, std::uint32_t*& next_end,
                               std::uint32_t*& after_end, std::uint32_t* found_end) {
    std::uint32_t* const scost = scost_;
    [[maybe_unused]] const std::uint8_t* const enter = enter_;  // (asserts: scost holds it)
    const std::uint8_t* const thin = board_.slot_thin_walls();
    const CellIndex* const cell_at = board_.slot_cells();
    std::int32_t step[kMaxDirectionCount];
    for (int d = 0; d < kMaxDirectionCount; ++d)
      step[d] = board_.slot_step(static_cast<Direction>(d));
    std::uint32_t* n_end = next_end;
    std::uint32_t* a_end = after_end;
    const std::size_t room = room_;
    bool said = enough_said_;
    for (const std::uint32_t* p = first; p != last; ++p) {
      const std::uint32_t us = *p;
      assert(scost[us] == here);  // a cell is queued once (finish_dijkstra_by_slots)
      [[maybe_unused]] const CellIndex u = kPredecessors ? cell_at[us] : kNoCell;
      if (!said) [[unlikely]]
        said = enough_(us);
      const auto offer = [&](std::uint32_t vs) __attribute__((always_inline)) {
        // Its state tells both whether it is open and unreached and what entering it costs:
        // one load and one test per neighbour (kSlotOpen). The first offer a cell gets is its
        // cheapest (finish_dijkstra_by_slots): a reached cell is never offered again.
        const std::uint32_t was = scost[vs];
        if (was < kSlotOpen) return;  // reached, no cell, or not entered
        const std::uint32_t e = was & 7u;
        assert((e >> 2) <= 1 && (e & 3u) >= 1 && (e & 3u) <= 2 && enter[vs] == e);
        const std::uint32_t through = here + (((e >> 2) << 16) | (e & 3u));
        scost[vs] = through;
        found_end[room] = through;  // read back in order by write_found, not by slot
        *found_end++ = vs;
        if constexpr (kPredecessors) r_.pred_[cell_at[vs]] = u;
        if ((e >> 2) == 0) [[likely]] {
          const bool one = (e & 3u) == 1;  // else two: difficult terrain
          *(one ? n_end : a_end) = vs;
          n_end += one;
          a_end += !one;
        } else {
          later(through, cell_at[vs]);
        }
      };
      const std::uint32_t walls = thin[us];
      if (walls == 0) [[likely]] {
#pragma GCC unroll 6
        for (int d = 0; d < kMaxDirectionCount; ++d)
          offer(static_cast<std::uint32_t>(static_cast<std::int64_t>(us) + step[d]));
      } else {
        for (int d = 0; d < kMaxDirectionCount; ++d)
          if (!((walls >> d) & 1u))
            offer(static_cast<std::uint32_t>(static_cast<std::int64_t>(us) + step[d]));
      }
    }
    next_end = n_end;
    after_end = a_end;
    enough_said_ = said;
    return found_end;
  }

  // A step into a negative hex: queued for a later level, its cost as the heap's keys.
  __attribute__((noinline)) void later(std::uint32_t through, CellIndex v) {
    const StepCost c = slot_unpacked(through);
    r_.later_.push_back({packed_cost(c), v});
    later_least_ = std::min(later_least_, c.length);
  }

  const Board& board_;
  SearchResult& r_;
  Enough enough_;  // held here: one load from the queue, not two
  const std::int32_t within_;
  const std::uint8_t* const enter_;
  std::uint32_t* const scost_;
  std::uint32_t* const ring_;
  std::uint32_t* const found_;
  std::uint32_t* found_end_;  // up to date between buckets
  // The cost of found_[i] is at found_[room_ + i]: the list is written in the order reached,
  // its costs with it, so that write_found reads both in order rather than each cost by its
  // slot (a load from anywhere on the board per cell reached).
  const std::size_t room_;
  std::vector<HeapEntry>& seeds_;
  bool enough_said_ = false;
  // The least length queued for a later level (finish_by_buckets).
  std::int32_t later_least_ = std::numeric_limits<std::int32_t>::max();
};

// Each slot's state before a search (kSlotOpen): kSlotOpen | entry where the model enters
// it, 0 where it does not (or holds no cell). In blocks of a fixed 16 slots, which the
// compiler turns into vector instructions at -O2 (a loop of unknown count it leaves
// scalar): a pass over every slot of the board at each search.
inline void open_slot_states(std::uint32_t* __restrict state, const std::uint8_t* __restrict enter,
                             std::size_t slots) {
  const auto open = [](std::uint32_t e) __attribute__((always_inline)) {
    return e == 0 ? 0u : kSlotOpen | e;
  };
  std::size_t s = 0;
  for (; s + 16 <= slots; s += 16)
#pragma GCC unroll 16
    for (std::size_t i = 0; i < 16; ++i) state[s + i] = open(enter[s + i]);
  for (; s < slots; ++s) state[s] = open(enter[s]);
}

template <bool kPredecessors, class Enough>
std::int32_t run_slot_buckets(const Board& board, SearchResult& r, Enough enough,
                              std::int32_t within, const std::uint8_t* slot_enter,
                              SlotQueueWork& work) {
  SlotBuckets<Enough, kPredecessors> queue(board, r, std::move(enough), within, slot_enter, work);
  try {
    queue.run();
  } catch (...) {
    queue.write_found();
    throw;
  }
  return queue.write_found();
}
}  // namespace detail

template <class Enough>
std::int32_t finish_dijkstra_by_slots(const Board& board, SearchResult& r, Enough enough,
                                      std::int32_t within, const std::uint8_t* slot_enter,
                                      SlotQueueWork& work, bool predecessors) {
  assert(board.laid_out() && board.directions() == kMaxDirectionCount);
  assert(board.size() <= kSlotQueueCells);
  detail::seed_finish<detail::Settled::kByCost>(r);
  if (r.later_.empty()) return std::numeric_limits<std::int32_t>::max();  // nothing to finish
  if (work.cost.size() != board.slot_count()) work.cost.resize(board.slot_count());
  // A cell is in one bucket at most once, and reached once.
  if (work.ring.size() < 3 * std::size_t{board.size()})
    work.ring.resize(3 * std::size_t{board.size()});
  // The slots reached, then their costs (SlotBuckets::room_).
  if (work.found.size() < 2 * std::size_t{board.size()})
    work.found.resize(2 * std::size_t{board.size()});
  // Every slot's state from its entry (detail::kSlotOpen), then the costs of the cells the
  // heap reached (settled or queued). The pass writes every slot, so a search leaves its
  // costs where they are (also when the time limit stops it): the next one overwrites them.
  detail::open_slot_states(work.cost.data(), slot_enter, work.cost.size());
  for (CellIndex c : r.touched_) work.cost[board.slot(c)] = detail::slot_packed(r.cost_[c]);
  return predecessors
             ? detail::run_slot_buckets<true>(board, r, std::move(enough), within, slot_enter, work)
             : detail::run_slot_buckets<false>(board, r, std::move(enough), within, slot_enter,
                                               work);
}

}  // namespace arbiter::pathing
