// A single-space mover's steps from the packed cell words (move.hpp), for the searches by
// hand (move_direct.cpp, pareto_direct.cpp): each_step_single, step()'s rules for all six
// directions at once, and each_step_fast, its common case. Internal to the move searches.
#pragma once

#include <algorithm>
#include <cstddef>

#include "solver/heroscape/move.hpp"

namespace arbiter::heroscape {

using pathing::Direction;
using pathing::kHexDirectionCount;

// A walker's state u (of `cells` places; a road-only state reads as engaged) on a cell no
// enemy engages, neither water nor a glyph, below `fast_level` and with `fast_len` (every
// step within the budget): its six steps need no test of the budget, of a fall or of the
// rarer rules (walk_direct's and ParetoSearch::walk's common case). wx, lx: its cell's word
// and level.
[[gnu::always_inline]] inline bool MoveModel::common_walker(StateId u, CellIndex cells,
                                                            const std::uint32_t* cell,
                                                            bool fast_len, int fast_level,
                                                            std::uint32_t& wx, int& lx) {
  wx = u < cells ? cell[u] : kCellEngaged;
  lx = cell_level(wx);
  return (wx & (kCellEngaged | kCellWater | kCellGlyph)) == 0 && fast_len && lx < fast_level;
}

// The slot next to slot u in direction d on a hex board laid out by slots (Board::slot_step:
// the direction's rows times a row's slots `row`, plus its columns). As 64-bit indices, so
// that with d a constant the compiler folds the columns into the loads' addresses: the
// walkers' loops hold one row register where six offsets spilled to the stack.
[[gnu::always_inline]] constexpr std::size_t hex_slot(std::size_t u, std::ptrdiff_t row, int d) {
  const pathing::Coord o = pathing::kHexDirections[static_cast<std::size_t>(d)];
  return u + static_cast<std::size_t>(o.r * row + o.q);
}

template <class F>
[[gnu::always_inline]] inline void MoveModel::walker_steps(CellIndex u, std::ptrdiff_t row,
                                                           const std::uint32_t* cell,
                                                           std::uint32_t wx, int lx, int height,
                                                           int big_fall, bool checked, F&& f) {
#pragma GCC unroll 6
  for (int d = 0; d < pathing::kHexDirectionCount; ++d) {
    const auto n = static_cast<CellIndex>(hex_slot(u, row, d));
    int length, dice;
    if (walker_step(wx, lx, d, cell[n], height, big_fall, length, dice, checked))
      f(n, length, dice);
  }
}

namespace move_detail {
// A step's entry pushed into the ring of buckets of the walkers' loops (walk_direct's and
// ParetoSearch::walk's): a one-point step (most) into the next bucket through the loop's own
// cursor `next`, kept in registers; a longer one through the ring's cursors `cur`, into the
// bucket `length` on from `here`. `grow(b)` and `grow_from(b, end)` are the search's own.
template <class Cursor, class Entry, class Grow, class GrowFrom>
[[gnu::always_inline]] inline void push_step(Cursor& next, Cursor* cur, std::size_t ahead,
                                             std::size_t here, std::size_t span, int length,
                                             const Entry& entry, Grow&& grow,
                                             GrowFrom&& grow_from) {
  if (length == 1) {
    if (next.end == next.cap) [[unlikely]]
      next = grow_from(ahead, next.end);
    *next.end++ = entry;
    return;
  }
  std::size_t bi = here + static_cast<std::size_t>(length);
  if (bi >= span) bi -= span;
  if (cur[bi].end == cur[bi].cap) [[unlikely]]
    grow(bi);
  *cur[bi].end++ = entry;
}

}  // namespace move_detail

// step() for a single-space mover (its state the place, plus the place count while road only),
// all six directions at once: the same rules in the same order, each cell's level and
// terrain from one word. `emit(to, cost)` takes each step; the search passes its relaxation,
// so that a step goes from the cell words to the distance array without a copy between.
template <class Emit>
[[gnu::always_inline]] inline void MoveModel::each_step_single(StateId s, Emit&& emit) const {
  const Figure& f = mover();
  const CellIndex cells = place_count_;
  const bool road = s >= cells;
  const CellIndex x = road ? s - cells : s;
  const bool start = starts_here(s);
  const std::uint32_t wx = cell_[x];
  const std::uint32_t* cell = cell_;
  if (f.flying) {
    // Over everything, one point a space; engagement is left once, on taking off.
    const int dice = start ? leave_count({cell_at(x), kNoCell}, {kNoCell, kNoCell}) : 0;
    for (int d = 0; d < kHexDirectionCount; ++d) {
      const CellIndex n = next_place(x, d);
      if (!holds_cell(n)) continue;
      const bool road_after = road && (cell[n] & kCellRoad) != 0;
      emit(road_after ? n + cells : n, MoveCost{1, dice});
    }
    return;
  }
  // Movement 9, 10: a move that entered water or a glyph has ended.
  if (!start && (wx & (kCellWater | kCellGlyph)) != 0) return;
  const int lx = cell_level(wx);
  const int height = f.height;
  const int big_fall = p_->big_fall_dice;
  const bool engaged = (wx & kCellEngaged) != 0;
  for (int d = 0; d < kHexDirectionCount; ++d) {
    // A missing neighbour reads a word that lets nothing in (a slot off the map, or the
    // sentinel past the last cell): one test fewer in the loop.
    const CellIndex n = next_place(x, d);
    const std::uint32_t wn = cell[n];
    const int climb = cell_level(wn) - lx;
    // 13 (a wall on the edge), 1, 13 and glyphs 3 (may enter), 4 (a climb of its Height).
    if (((wx >> (kCellEdgeShift + d)) & 1u) != 0 || (wn & kCellEnter) == 0 || climb >= height) {
      continue;
    }
    // 6, 7, 8: a drop of the figure's Height or more rolls dice, unless it lands in water.
    int dice = (wn & kCellWater) == 0 ? fall_dice(-climb, height, big_fall) : 0;
    if (engaged) dice += leave_count({cell_at(x), kNoCell}, {cell_at(n), kNoCell});  // 5
    const bool road_after = road && (wn & kCellRoad) != 0;
    // 3: one point a space, plus the levels climbed.
    emit(road_after ? n + cells : n, MoveCost{1 + std::max(climb, 0), dice});
  }
}

template <class Emit>
[[gnu::always_inline]] inline void MoveModel::each_step_fast(StateId s, Emit&& emit) const {
  const CellIndex cells = place_count_;
  const std::uint32_t wx = s < cells ? cell_[s] : kCellEngaged;
  if ((wx & kCellEngaged) != 0 || mover().flying) {
    each_step_single(
        s, [&](StateId to, MoveCost c) __attribute__((always_inline)) { emit(to, c, false); });
    return;
  }
  // Movement 9, 10: a move that entered water or a glyph has ended.
  if ((wx & (kCellWater | kCellGlyph)) != 0 && !starts_here(s)) return;
  const std::uint32_t* const cell = cell_;
  // Every neighbour's place at once, before any step is emitted: without slots, loads of the
  // board's table with no store between them (the emits store into the queue).
  CellIndex nb[kHexDirectionCount];
  for (int d = 0; d < kHexDirectionCount; ++d) nb[d] = next_place(s, d);
  const int height = mover().height;
  const int lx = cell_level(wx);
  for (int d = 0; d < kHexDirectionCount; ++d) {
    // A missing neighbour reads a word that lets nothing in.
    const CellIndex n = nb[d];
    const std::uint32_t wn = cell[n];
    const int climb = cell_level(wn) - lx;
    if (((wx >> (kCellEdgeShift + d)) & 1u) != 0 || (wn & kCellEnter) == 0 || climb >= height) {
      continue;
    }
    const int dice = (wn & kCellWater) == 0 ? fall_dice(-climb, height, p_->big_fall_dice) : 0;
    emit(n, MoveCost{1 + std::max(climb, 0), dice}, true);
  }
}

}  // namespace arbiter::heroscape
