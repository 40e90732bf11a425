// finish_dijkstra_by_buckets_flat by slots: the same bucket queue, walking a laid-out board
// (Board::laid_out()) by fixed offsets, as the limit BFS of the benchmarks does, rather than
// through the board's table of neighbours.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

#include "pathing/search.hpp"
#include "pathing/search_buckets.hpp"

namespace arbiter::pathing {

// finish_dijkstra_by_buckets_flat on a laid-out board of six directions, given the model's
// flat table of entry costs by slot (`slot_enter`: the table by cell copied to each cell's
// slot, 0 at every slot with no cell) and `slot_cost`, a packed cost per slot that is all
// unreached (detail::packed_cost(kUnreachable)) between uses, sized by the first use.
// The same queue takes the same cells in the same order and gives the same costs,
// predecessors and order of discovery (tests compare the two result for result).
//
// Why: on the exact table's boards the queue settles most of the map every turn, and there
// the table of neighbours (24 bytes a cell, read before a neighbour's cost can be) was the
// largest single cost of a walking turn (a third of BM_TurnMelee at 128). By slots a
// neighbour is the slot plus an offset: its entry cost and its cost are read from two
// arrays indexed by the same slot, with no dependent load; its cell is read only when it is
// offered a cheaper cost (to record its predecessor and its place in the order).
// Invariant: slot_cost[slot(c)] == packed_cost(r.cost(c)) for every cell c while the
// search runs; the costs by cell are written as they change, so that a search the time
// limit stops leaves the result as finish_dijkstra_by_buckets_flat would.
// With `predecessors` false the queue writes no predecessor: a caller that reads paths only
// to cells the search settled before it (cost up to `within`) saves a store per cell
// reached, and the predecessors of the cells the queue reaches are then left stale.
template <class Enough>
void finish_dijkstra_by_slots(const Board& board, SearchResult& r, Enough enough,
                              std::int32_t within, const std::uint8_t* slot_enter,
                              std::vector<std::uint64_t>& slot_cost, bool predecessors);

namespace detail {
inline constexpr std::uint64_t kWhiteKey = (std::uint64_t{0x7FFFFFFF} << 32) | 0x7FFFFFFFu;

// The queue of finish_dijkstra_by_slots, its state in members (each part a short function).
template <class Enough>
class SlotBuckets {
 public:
  SlotBuckets(const Board& board, SearchResult& r, Enough& enough, std::int32_t within,
              const std::uint8_t* slot_enter, std::uint64_t* slot_cost, bool predecessors)
      : board_(board),
        r_(r),
        enough_(enough),
        within_(within),
        enter_(slot_enter),
        scost_(slot_cost),
        cell_at_(board.slot_cells()),
        thin_(board.slot_thin_walls()),
        cost_(r.cost_.data()),
        pred_(predecessors ? r.pred_.data() : nullptr) {
    for (int d = 0; d < kMaxDirectionCount; ++d)
      step_[d] = board.slot_step(static_cast<Direction>(d));
  }

  // finish_by_buckets' loop of levels and lengths, the queues holding slots.
  void run() {
    std::vector<HeapEntry>& later = r_.later_;
    std::vector<HeapEntry> seeds;
    while (!later.empty()) {
      const std::int32_t negatives = next_level(later, seeds, later_least_);
      std::size_t next_seed = 0;
      in_ring_ = 0;
      std::int32_t length = packed_length(seeds.front().key);
      while (next_seed < seeds.size() || in_ring_ > 0) {
        if (in_ring_ == 0) length = std::max(length, packed_length(seeds[next_seed].key));
        // Every cell up to `within` is settled (finish_by_buckets says why).
        if (enough_said_ && length > within_ && later_least_ > within_) return;
        const std::size_t slot = static_cast<std::size_t>(length) % 3;
        std::vector<CellIndex>& bucket = r_.buckets_[slot];
        ahead_[0] = &bucket;
        ahead_[1] = &r_.buckets_[(slot + 1) % 3];
        ahead_[2] = &r_.buckets_[(slot + 2) % 3];
        while (next_seed < seeds.size() && packed_length(seeds[next_seed].key) == length) {
          bucket.push_back(board_.slot(seeds[next_seed++].cell));
          ++in_ring_;
        }
        const std::uint64_t here = packed_cost(StepCost{negatives, length});
        // Steps go to the next two lengths or the next level: walked by index while read.
        for (std::size_t i = 0; i < bucket.size(); ++i) expand(bucket[i], here);
        in_ring_ -= bucket.size();
        bucket.clear();
        ++length;
      }
    }
  }

 private:
  __attribute__((always_inline)) void expand(std::uint32_t us, std::uint64_t here) {
    if (scost_[us] != here) return;  // a stale entry: the cell left cheaper
    const CellIndex u = cell_at_[us];
    deadline::poll();
    if (!enough_said_) enough_said_ = enough_(u);
    const auto offer = [&](std::uint32_t vs) __attribute__((always_inline)) {
      const std::uint32_t e = enter_[vs];
      if (e == 0) return;  // no cell, or one the model may not enter
      const std::uint64_t through = here + ((std::uint64_t{e >> 2} << 32) | (e & 3u));
      const std::uint64_t was = scost_[vs];
      if (through >= was) return;  // dearer, or settled
      const CellIndex v = cell_at_[vs];
      if (was == kWhiteKey) r_.touched_.push_back(v);
      scost_[vs] = through;
      cost_[v] = unpacked_cost(through);
      if (pred_ != nullptr) pred_[v] = u;  // the same every time: well predicted
      if ((e >> 2) == 0) {
        ahead_[e & 3u]->push_back(vs);
        ++in_ring_;
      } else {
        r_.later_.push_back({through, v});
        later_least_ = std::min(later_least_, packed_length(through));
      }
    };
    const std::uint32_t walls = thin_[us];
    if (walls == 0) [[likely]] {
#pragma GCC unroll 6
      for (int d = 0; d < kMaxDirectionCount; ++d)
        offer(static_cast<std::uint32_t>(static_cast<std::int64_t>(us) + step_[d]));
    } else {
      for (int d = 0; d < kMaxDirectionCount; ++d)
        if (!((walls >> d) & 1u))
          offer(static_cast<std::uint32_t>(static_cast<std::int64_t>(us) + step_[d]));
    }
  }

  const Board& board_;
  SearchResult& r_;
  Enough& enough_;
  const std::int32_t within_;
  const std::uint8_t* const enter_;
  std::uint64_t* const scost_;
  const CellIndex* const cell_at_;
  const std::uint8_t* const thin_;
  StepCost* const cost_;
  CellIndex* const pred_;  // null: predecessors not kept
  std::int32_t step_[kMaxDirectionCount] = {};
  std::vector<CellIndex>* ahead_[3] = {};
  std::size_t in_ring_ = 0;
  bool enough_said_ = false;
  // The least length queued for a later level (finish_by_buckets).
  std::int32_t later_least_ = std::numeric_limits<std::int32_t>::max();
};
}  // namespace detail

template <class Enough>
void finish_dijkstra_by_slots(const Board& board, SearchResult& r, Enough enough,
                              std::int32_t within, const std::uint8_t* slot_enter,
                              std::vector<std::uint64_t>& slot_cost, bool predecessors) {
  assert(board.laid_out() && board.directions() == kMaxDirectionCount);
  detail::seed_finish<detail::Settled::kByCost>(r);
  if (r.later_.empty()) return;  // the heap ran to the end: nothing to finish
  if (slot_cost.size() != board.slot_count())
    slot_cost.assign(board.slot_count(), detail::kWhiteKey);
  // The cells the heap reached (settled or queued) enter the slots' costs; every slot is
  // set back to unreached at the end, also when the time limit stops the search.
  const auto clean = [&] {
    if (r.touched_.size() > board.size() / 8)
      std::fill(slot_cost.begin(), slot_cost.end(), detail::kWhiteKey);
    else
      for (CellIndex c : r.touched_) slot_cost[board.slot(c)] = detail::kWhiteKey;
  };
  for (CellIndex c : r.touched_) slot_cost[board.slot(c)] = detail::packed_cost(r.cost_[c]);
  try {
    detail::SlotBuckets<Enough> queue(board, r, enough, within, slot_enter, slot_cost.data(),
                                      predecessors);
    queue.run();
  } catch (...) {
    clean();
    throw;
  }
  clean();
}

}  // namespace arbiter::pathing
