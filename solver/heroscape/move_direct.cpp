// The move searches' hot loop: a state's steps read from the packed cell words (move.hpp),
// and MoveSearch's Dijkstra by hand over a bucket queue. Both give what step() and BGL's
// dijkstra give (tests/solver/heroscape/move_direct_test.cpp checks them state by state);
// they exist because the state graph through BGL costs 20-30 plain breadth-first searches
// of the map, most of it in the heap, the iterator and the State's separate arrays.
#include <algorithm>

#include "pathing/deadline.hpp"
#include "solver/heroscape/move.hpp"

namespace arbiter::heroscape {

using pathing::Direction;
using pathing::kHexDirectionCount;

std::pair<std::uint32_t, std::uint32_t> MoveModel::eng_range(CellIndex c) const {
  if ((cell_[c] & kCellEngaged) == 0) return {0, 0};
  const auto i = static_cast<std::size_t>(
      std::lower_bound(eng_cells_.begin(), eng_cells_.end(), c) - eng_cells_.begin());
  return {eng_off_[i], eng_off_[i + 1]};
}

int MoveModel::max_step_length() const {
  // Flying: one a space. Otherwise one plus the levels climbed, and a climb of the
  // mover's Height or more is no step (movement 3, 4).
  return mover().flying ? 1 : std::max<int>(mover().height, 1);
}

// step() for a single-space mover (its state the cell, plus the cell count while road only),
// all six directions at once: the same rules in the same order, each cell's level and
// terrain from one word. `emit(to, cost)` takes each step; the search passes its relaxation,
// so that a step goes from the cell words to the distance array without a copy between.
template <class Emit>
[[gnu::always_inline]] inline void MoveModel::each_step_single(StateId s, Emit&& emit) const {
  const Figure& f = mover();
  const pathing::Board& board = st_->board;
  const CellIndex cells = cell_count_;
  const bool road = s >= cells;
  const CellIndex x = road ? s - cells : s;
  const bool start = starts_here(s);
  const std::uint32_t wx = cell_[x];
  const std::uint32_t* cell = cell_.data();
  if (f.flying) {
    // Over everything, one point a space; engagement is left once, on taking off.
    const int dice = start ? leave_count({x, kNoCell}, {kNoCell, kNoCell}) : 0;
    for (int d = 0; d < kHexDirectionCount; ++d) {
      const CellIndex n = board.neighbour(x, static_cast<Direction>(d));
      if (n == kNoCell) continue;
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
    // A missing neighbour reads the sentinel word past the last cell, which nothing may
    // enter: one test fewer in the loop.
    const CellIndex nb = board.neighbour(x, static_cast<Direction>(d));
    const CellIndex n = nb == kNoCell ? cells : nb;
    const std::uint32_t wn = cell[n];
    const int climb = cell_level(wn) - lx;
    // 13 (a wall on the edge), 1, 13 and glyphs 3 (may enter), 4 (a climb of its Height).
    if (((wx >> (kCellEdgeShift + d)) & 1u) != 0 || (wn & kCellEnter) == 0 || climb >= height) {
      continue;
    }
    // 6, 7, 8: a drop of the figure's Height or more rolls dice, unless it lands in water.
    const bool falls = -climb >= height && (wn & kCellWater) == 0;
    int dice = falls ? (-climb >= height + 10 ? big_fall : 1) : 0;
    if (engaged) dice += leave_count({x, kNoCell}, {n, kNoCell});  // 5
    const bool road_after = road && (wn & kCellRoad) != 0;
    // 3: one point a space, plus the levels climbed.
    emit(road_after ? n + cells : n, MoveCost{1 + std::max(climb, 0), dice});
  }
}

int MoveModel::steps_single(StateId s, MoveStep* out) const {
  int count = 0;
  each_step_single(s, [&](StateId to, MoveCost c) { out[count++] = {to, c}; });
  return count;
}

int MoveModel::steps(StateId s, MoveStep* out) const {
  if (!double_) {
    pathing::deadline::poll();
    return steps_single(s, out);
  }
  int count = 0;
  StepInfo info;
  for (int k = 0; k < kMaxSteps; ++k) {
    if (step(s, k, out[count].to, info)) out[count++].cost = info.cost;
  }
  return count;
}

void MoveSearch::reset(StateId n, bool boost) {
  if (dist_.size() != n) {
    dist_.assign(n, kNoCost);
    pred_.clear();
    color_.clear();
    heap_index_.clear();
  } else {
    for (StateId v : touched_) dist_[v] = kNoCost;
    if (!color_.empty()) {
      for (StateId v : touched_) {
        pred_[v] = kNoState;
        color_[v] = boost::white_color;
      }
    }
  }
  touched_.clear();
  // BGL's predecessors, colours and heap positions only for run(): 16 bytes a state that
  // run_direct does without.
  if (boost && color_.size() != n) {
    pred_.assign(n, kNoState);
    color_.assign(n, boost::white_color);
    heap_index_.assign(n, 0);
  }
}

template <class Expand>
void MoveSearch::direct(const MoveModel& m, Expand&& expand) {
  // A step costs 1 to max_step_length() movement points: that many buckets and one more
  // hold every offer not yet taken out, by movement used modulo their count.
  const auto span = static_cast<std::size_t>(m.max_step_length()) + 1;
  if (buckets_.size() < span) buckets_.resize(span);
  for (auto& b : buckets_) b.clear();
  const bool bounded = !m.unbounded;
  const int road_bonus = m.profile().road_bonus;
  const int move = m.mover().move;
  MoveCost* dist = dist_.data();
  const StateId start = m.start();
  dist[start] = {0, 0};
  touched_.push_back(start);
  buckets_[0].push_back({start, 0});
  std::size_t pending = 1;
  MoveCost du;
  std::size_t here = 0;  // the bucket being read: len % span (no division a step)
  // Inlined into the steps' loop by force: GCC keeps a lambda passed on as a call otherwise.
  const auto relax = [&](StateId v, MoveCost step) __attribute__((always_inline)) {
    const MoveCost c = du + step;
    // The budget: the move, plus the road bonus while the move is road only.
    if (bounded && c.length > move + (m.road_only(v) ? road_bonus : 0)) return;
    const MoveCost dv = dist[v];
    if (!(c < dv)) return;
    if (dv.length == kNoCost.length) touched_.push_back(v);
    dist[v] = c;
    std::size_t bi = here + static_cast<std::size_t>(step.length);  // c.length % span
    if (bi >= span) bi -= span;
    buckets_[bi].push_back({v, c.dice});
    ++pending;
  };
  for (std::int32_t len = 0; pending > 0; ++len) {
    std::vector<Entry>& bucket = buckets_[here];
    // Steps from this bucket land in the others (1 <= cost < span), so it does not grow
    // while it is read; every offer of this movement was made before it is read, so the
    // entry of a state that still matches its distance settles it.
    for (std::size_t j = 0; j < bucket.size(); ++j) {
      const StateId u = bucket[j].state;
      du = dist[u];
      // Stale: offered again since, cheaper (offers are strictly better, so no two
      // entries of a state carry the same cost).
      if (du.length != len || du.dice != bucket[j].dice) continue;
      expand(u, relax);
    }
    pending -= bucket.size();
    bucket.clear();
    if (++here == span) here = 0;
  }
}

void MoveSearch::run_direct(const MoveModel& m) {
  reset(m.state_count(), false);
  if (m.double_space()) {
    direct(m, [&](StateId u, auto& relax) {
      MoveStep out[MoveModel::kMaxSteps];
      const int count = m.steps(u, out);
      for (int i = 0; i < count; ++i) relax(out[i].to, out[i].cost);
    });
  } else {
    direct(
        m, [&](StateId u, auto& relax) __attribute__((always_inline)) {
          pathing::deadline::poll();
          m.each_step_single(u, relax);
        });
  }
}

}  // namespace arbiter::heroscape
