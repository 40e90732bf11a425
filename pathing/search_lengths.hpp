// The travel search by length on a laid-out board: the heap of search_dijkstra_direct up
// to a length, then a breadth-first search by slots with 4-byte lengths, as the limit BFS
// of the benchmarks runs (bench/limit_bfs.hpp), rather than by cells through the board's
// table of neighbours with 8-byte costs, predecessors and a list of the cells reached.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "pathing/deadline.hpp"
#include "pathing/search.hpp"
#include "pathing/slot_sides.hpp"

namespace arbiter::pathing {

// Lengths by slot for a model whose every step costs {0, 1} (a unit-length model: flying,
// or walking where no step costs more), kept from one search to the next.
//
// Each slot holds kBlocked (no cell, or a cell the model may not enter: it reads as
// reached, so a neighbour costs one load and one test), or a value below base_
// (unreached), or base_ plus its length. Each search moves base_ past every value the last
// one wrote, so no search resets what the last one reached (on a large map, a pass as long
// as the search); every 2^32 / (cells + 2) searches or so the table is refilled.
//
// Which cells a model may enter is read once per board and model (`kind`), then patched at
// the cells the caller names as changed (the figures of this turn and the last).
class SlotLengths {
 public:
  static constexpr std::int32_t kUnreached = -1;

  // Whether a board can be searched by slots: laid out, six directions.
  static bool fits(const Board& b) { return b.laid_out() && b.directions() == kMaxDirectionCount; }

  // Readies the table for searches on `b` (fits(b)) by a model whose entries are
  // `may_enter(cell)`, told apart from other models by `kind`. Every cell whose entry may
  // have changed since the last prepare of the same board and kind is in `changed` (the
  // cells patched then are re-read as well). Forgets the last search.
  template <class MayEnter>
  void prepare(const Board& b, std::uint32_t kind, MayEnter may_enter,
               const std::vector<CellIndex>& changed) {
    assert(fits(b));
    board_ = &b;
    searched_ = false;
    if (b.serial() != serial_ || b.slot_cells() != slots_ || kind != kind_ ||
        len_.size() != b.slot_count()) {
      serial_ = b.serial();
      slots_ = b.slot_cells();
      kind_ = kind;
      len_.assign(b.slot_count(), kBlocked);
      for (CellIndex c = 0; c < b.size(); ++c)
        if (may_enter(c)) len_[b.slot(c)] = 0;
      base_ = 1;
      used_ = false;
      patched_.clear();
    }
    for (CellIndex c : patched_) len_[b.slot(c)] = may_enter(c) ? 0 : kBlocked;
    patched_ = changed;
    for (CellIndex c : patched_) len_[b.slot(c)] = may_enter(c) ? 0 : kBlocked;
  }

  // After search(): c's length from the source, where the breadth-first part reached it or
  // the heap had reached it when it handed over; kUnreached otherwise (or before search()).
  std::int32_t length(CellIndex c) const { return length_at(board_->slot(c)); }
  std::int32_t length_at(std::uint32_t s) const {
    const std::uint32_t v = len_[s];
    return searched_ && v >= base_ && v != kBlocked ? static_cast<std::int32_t>(v - base_)
                                                    : kUnreached;
  }

  // search_dijkstra_direct from `source` with `stop`, on the model of the last prepare()
  // (unit lengths: the caller's promise), until every queued cell lies more than `within`
  // away; then, where the heap's cells were not all settled, a breadth-first search by
  // slots from the cells it holds, in the order the search by length
  // (detail::settle_by_length) takes them: the heap's array, then each cell as reached.
  // `r` keeps the heap's part (costs, predecessors, the cells reached in order); the
  // lengths of every cell reached, the heap's included, are then read from here. Asks
  // `slot_stop(slot, length)` about each cell the breadth-first part takes out, in that
  // order (true ends the search: the lengths of the cells reached stay exact). Returns true
  // when the breadth-first part ran.
  template <class Model, class Stop, class SlotStop>
  bool search(const ForwardGraph<Model>& g, CellIndex source, SearchResult& r, Stop stop,
              std::int32_t within, SlotStop&& slot_stop) {
    const Board& b = g.model->board();
    assert(&b == board_);
    next_search(b);
    bool handed = false;
    detail::dijkstra_heap(g, &source, &source + 1, r, stop, within, [&](std::int32_t at) {
      handed = true;
      breadth_first(b, r, slot_stop, at);
    });
    return handed;
  }

  // The walk back along tight steps (u to v with length(v) = length(u) + 1) over the last
  // search's lengths: `slots` holds the slots of length `from`, each with its bits set in
  // `bits` (by slot); adds the slots of each length down to `down_to` from which a tight
  // step leads to a slot of the next, each with the bits of the slots it leads to.
  void tight_back(std::vector<std::uint32_t>& slots, std::uint64_t* bits, std::int32_t from,
                  std::int32_t down_to) const {
    const Board& b = *board_;
    const std::uint8_t* const thin = b.slot_thin_walls();
    const std::uint32_t* const len = len_.data();
    std::int32_t step[kMaxDirectionCount];
    int back[kMaxDirectionCount];
    for (int d = 0; d < kMaxDirectionCount; ++d) {
      step[d] = b.slot_step(static_cast<Direction>(d));
      back[d] = static_cast<int>(opposite(b.topology(), static_cast<Direction>(d)));
    }
    std::size_t level = 0;  // slots[level, end) are the slots of length `at`
    for (std::int32_t at = from; at > down_to; --at) {
      deadline::poll();
      const std::uint32_t before = base_ + static_cast<std::uint32_t>(at - 1);
      const std::size_t end = slots.size();
      for (std::size_t i = level; i < end; ++i) {
        const std::uint32_t v = slots[i];
        const std::uint64_t set = bits[v];
        const std::uint32_t walls = thin[v];
#pragma GCC unroll 6
        for (int d = 0; d < kMaxDirectionCount; ++d) {
          const auto u = static_cast<std::uint32_t>(static_cast<std::int64_t>(v) + step[d]);
          // A slot with no cell, or one not entered, is kBlocked: never a length.
          if (len[u] != before || ((walls >> d) & 1u) != 0) continue;
          if (((thin[u] >> back[d]) & 1u) != 0) continue;  // a thin wall one way only
          if (bits[u] == 0) slots.push_back(u);
          bits[u] |= set;
        }
      }
      level = end;
    }
  }

 private:
  static constexpr std::uint32_t kBlocked = std::numeric_limits<std::uint32_t>::max();

  // Moves base_ past every value the last search may have written (it may have been
  // stopped anywhere: by the time limit too), refilling the table when base_ would wrap.
  void next_search(const Board& b) {
    const std::uint64_t span = std::uint64_t{b.size()} + 2;  // lengths are below size()
    if (std::uint64_t{base_} + 2 * span >= kBlocked) {
      for (std::uint32_t& v : len_)
        if (v != kBlocked) v = 0;
      base_ = 1;
    } else if (used_) {
      base_ += static_cast<std::uint32_t>(span);
    }
    used_ = true;
    searched_ = true;
    if (queue_.size() < b.size()) queue_.resize(b.size());
  }

  // The breadth-first part: the heap's cells (r.entries_, all of length `at`) first.
  template <class SlotStop>
  void breadth_first(const Board& b, SearchResult& r, SlotStop& slot_stop, std::int32_t at) {
    std::uint32_t* const len = len_.data();
    const std::uint32_t base = base_;
    for (CellIndex c : r.touched_)
      len[b.slot(c)] = base + static_cast<std::uint32_t>(r.cost_[c].length);
    std::uint32_t* const queue = queue_.data();  // each cell once: room for them all
    std::size_t tail = 0;
    for (const detail::HeapEntry& e : r.entries_) {
      assert(e.key == static_cast<std::uint64_t>(at));
      queue[tail++] = b.slot(e.cell);
    }
    r.entries_.clear();
    const std::uint8_t* const thin = b.slot_thin_walls();
    std::int32_t step[kMaxDirectionCount];
    for (int d = 0; d < kMaxDirectionCount; ++d) step[d] = b.slot_step(static_cast<Direction>(d));
    const SlotSides sides{step[0], step[1], step[2], step[3], step[4], step[5]};
    std::uint32_t next = 0;
    const auto visit = [&](std::int32_t v) __attribute__((always_inline)) {
      if (len[v] < base) {
        len[v] = next;
        queue[tail++] = static_cast<std::uint32_t>(v);
      }
    };
    std::size_t head = 0;
    for (std::int32_t length = at; head < tail; ++length) {
      deadline::poll();  // once a length: a level is a ring of the map
      const std::size_t level_end = tail;
      next = base + static_cast<std::uint32_t>(length) + 1;
      for (; head < level_end; ++head) {
        const auto u = static_cast<std::int32_t>(queue[head]);
        if (slot_stop(static_cast<std::uint32_t>(u), length)) return;
        visit_open_sides(sides, u, thin[u], visit);
      }
    }
  }

  const Board* board_ = nullptr;
  std::uint64_t serial_ = 0;          // the board whose slots the table follows
  const CellIndex* slots_ = nullptr;  // its table of slots
  std::uint32_t kind_ = 0;            // and the model's kind
  std::vector<std::uint32_t> len_;    // per slot
  std::uint32_t base_ = 1;            // the length 0 of the last search
  bool used_ = false;                 // a search wrote at base_
  bool searched_ = false;             // search() ran since prepare()
  std::vector<CellIndex> patched_;    // cells patched at the last prepare()
  std::vector<std::uint32_t> queue_;  // the FIFO of slots, a cell each
};

}  // namespace arbiter::pathing
