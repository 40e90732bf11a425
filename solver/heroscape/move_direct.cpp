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
// all six directions at once:
// the same rules in the same order, each cell's level and terrain from one word.
// Inline: the searches of this file call it once a state.
[[gnu::always_inline]] inline int MoveModel::steps_single(StateId s, MoveStep* out) const {
  const Figure& f = mover();
  const pathing::Board& board = st_->board;
  const CellIndex cells = cell_count_;
  const bool road = s >= cells;
  const CellIndex x = road ? s - cells : s;
  const bool start = starts_here(s);
  const std::uint32_t wx = cell_[x];
  const std::uint32_t* cell = cell_.data();
  int count = 0;
  if (f.flying) {
    // Over everything, one point a space; engagement is left once, on taking off.
    const int dice = start ? leave_count({x, kNoCell}, {kNoCell, kNoCell}) : 0;
    for (int d = 0; d < kHexDirectionCount; ++d) {
      const CellIndex n = board.neighbour(x, static_cast<Direction>(d));
      if (n == kNoCell) continue;
      const bool road_after = road && (cell[n] & kCellRoad) != 0;
      out[count++] = {road_after ? n + cells : n, {1, dice}};
    }
    return count;
  }
  // Movement 9, 10: a move that entered water or a glyph has ended.
  if (!start && (wx & (kCellWater | kCellGlyph)) != 0) return 0;
  const int lx = cell_level(wx);
  const int height = f.height;
  const int big_fall = p_->big_fall_dice;
  const bool engaged = (wx & kCellEngaged) != 0;
  // Without branches on the terrain (they follow the map's random levels and would stall
  // the loads of the next directions): a missing neighbour reads the sentinel word past
  // the last cell, which nothing may enter, and every direction writes its step, kept by
  // advancing the count only when it is one.
  for (int d = 0; d < kHexDirectionCount; ++d) {
    const CellIndex nb = board.neighbour(x, static_cast<Direction>(d));
    const CellIndex n = nb == kNoCell ? cells : nb;
    const std::uint32_t wn = cell[n];
    const int climb = cell_level(wn) - lx;
    // 13 (a wall on the edge), 1, 13 and glyphs 3 (may enter), 4 (a climb of its Height).
    const bool ok = ((wx >> (kCellEdgeShift + d)) & 1u) == 0 && (wn & kCellEnter) != 0 &&
                    climb < height;
    // 6, 7, 8: a drop of the figure's Height or more rolls dice, unless it lands in water.
    const bool falls = -climb >= height && (wn & kCellWater) == 0;
    int dice = falls ? (-climb >= height + 10 ? big_fall : 1) : 0;
    if (engaged && ok) dice += leave_count({x, kNoCell}, {n, kNoCell});  // 5
    const bool road_after = road && (wn & kCellRoad) != 0;
    // 3: one point a space, plus the levels climbed.
    out[count] = {road_after ? n + cells : n, {1 + std::max(climb, 0), dice}};
    count += ok ? 1 : 0;
  }
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

template <class Steps>
void MoveSearch::direct(const MoveModel& m, Steps&& steps) {
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
  MoveStep out[MoveModel::kMaxSteps];
  for (std::int32_t len = 0; pending > 0; ++len) {
    std::vector<Entry>& bucket = buckets_[static_cast<std::size_t>(len) % span];
    // Steps from this bucket land in the others (1 <= cost < span), so it does not grow
    // while it is read; every offer of this movement was made before it is read, so the
    // first entry of a state still matching its distance settles it.
    for (std::size_t j = 0; j < bucket.size(); ++j) {
      const StateId u = bucket[j].state;
      const MoveCost du = dist[u];
      // Stale: offered again since, cheaper (offers are strictly better, so no two
      // entries of a state carry the same cost).
      if (du.length != len || du.dice != bucket[j].dice) continue;
      const int count = steps(u, out);
      for (int i = 0; i < count; ++i) {
        const StateId v = out[i].to;
        const MoveCost c = du + out[i].cost;
        // The budget: the move, plus the road bonus while the move is road only.
        if (bounded && c.length > move + (m.road_only(v) ? road_bonus : 0)) continue;
        const MoveCost dv = dist[v];
        if (!(c < dv)) continue;
        if (dv.length == kNoCost.length) touched_.push_back(v);
        dist[v] = c;
        buckets_[static_cast<std::size_t>(c.length) % span].push_back({v, c.dice});
        ++pending;
      }
    }
    pending -= bucket.size();
    bucket.clear();
  }
}

void MoveSearch::run_direct(const MoveModel& m) {
  reset(m.state_count(), false);
  if (m.double_space()) {
    direct(m, [&](StateId s, MoveStep* out) { return m.steps(s, out); });
  } else {
    direct(m, [&](StateId s, MoveStep* out) {
      pathing::deadline::poll();
      return m.steps_single(s, out);
    });
  }
}

}  // namespace arbiter::heroscape
