#include "solver/heroscape/move.hpp"

#include <algorithm>
#include <boost/graph/detail/d_ary_heap.hpp>
#include <cstring>

#include "pathing/deadline.hpp"
#include "solver/heroscape/move_steps.hpp"

namespace arbiter::heroscape {

using pathing::Direction;
using pathing::kHexDirectionCount;
using pathing::Topology;

namespace {

// Engagement table: enemies a figure of the mover's Height on c would be engaged with, for
// the cells next to an enemy's hexes only (hex neighbours are mutual), each list in the
// order of c's directions: a pass over every cell's neighbours costs as much as a search.
void engagement_table(const State& st, const Profile& p, FigureIndex mover,
                      std::vector<CellIndex>& cells, std::vector<std::uint32_t>& off,
                      std::vector<FigureIndex>& eng) {
  for (FigureIndex e = 0; e < st.figures.size(); ++e) {
    if (e == mover || !st.enemies(mover, e)) continue;
    for (CellIndex ec : st.figures[e].cells) {
      if (ec == kNoCell) continue;
      for (int d = 0; d < kHexDirectionCount; ++d) {
        const CellIndex c = st.board.neighbour(ec, static_cast<Direction>(d));
        if (c != kNoCell) cells.push_back(c);
      }
    }
  }
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  for (CellIndex c : cells) {
    const auto begin = static_cast<std::uint32_t>(eng.size());
    off.push_back(begin);
    for (int d = 0; d < kHexDirectionCount; ++d) {
      const CellIndex nb = st.board.neighbour(c, static_cast<Direction>(d));
      if (nb == kNoCell) continue;
      const FigureIndex e = st.occupant[nb];
      if (e == kNoFigure || e == mover || !st.enemies(mover, e)) continue;
      if (!adjacent(st, p, c, st.figures[mover].height, nb, st.figures[e].height,
                    static_cast<Direction>(d))) {
        continue;
      }
      if (std::find(eng.begin() + begin, eng.end(), e) == eng.end()) eng.push_back(e);
    }
  }
  off.push_back(static_cast<std::uint32_t>(eng.size()));
}

// Movement 1: the mover's friends that are engaged (1), which it may not pass.
std::vector<std::uint8_t> engaged_friends(const State& st, const Profile& p, FigureIndex mover) {
  std::vector<std::uint8_t> friend_engaged(st.figures.size(), 0);
  for (FigureIndex g = 0; g < st.figures.size(); ++g) {
    const Figure& fg = st.figures[g];
    if (g == mover || st.enemies(mover, g)) continue;
    for (CellIndex c : fg.cells) {
      if (c == kNoCell) continue;
      for (int d = 0; d < kHexDirectionCount; ++d) {
        const CellIndex nb = st.board.neighbour(c, static_cast<Direction>(d));
        if (nb == kNoCell) continue;
        const FigureIndex e = st.occupant[nb];
        if (e != kNoFigure && st.enemies(g, e) &&
            adjacent(st, p, c, fg.height, nb, st.figures[e].height, static_cast<Direction>(d))) {
          friend_engaged[g] = 1;
        }
      }
    }
  }
  return friend_engaged;
}

}  // namespace

std::uint32_t* CellWords::ready(const State& st, const std::vector<std::uint32_t>& ground) {
  if (whole_ || st.ground_id != id_ || ground.data() != from_ || words_.size() != ground.size()) {
    words_ = ground;
    id_ = st.ground_id;
    from_ = ground.data();
    whole_ = false;
  } else {
    for (CellIndex x : changed_) words_[x] = ground[x];
  }
  changed_.clear();
  return words_.data();
}

MoveModel::MoveModel(const State& st, const Profile& p, FigureIndex mover, CellWords* words)
    : st_(&st), p_(&p), mover_(mover) {
  const Figure& f = st.figures[mover];
  double_ = f.double_space();
  const CellIndex n = st.board.size();
  slots_ = !double_ && st.board.laid_out() && st.board.topology() == pathing::Topology::Hex;
  place_count_ = slots_ ? static_cast<CellIndex>(st.board.slot_count()) : n;
  if (slots_) {
    place_cell_ = st.board.slot_cells();
    for (int d = 0; d < kHexDirectionCount; ++d)
      offset_[d] = st.board.slot_step(static_cast<Direction>(d));
    // The walkers find a neighbour by hex_slot from row() (kHexDirections[5]: one row on).
    for (int d = 0; d < kHexDirectionCount; ++d)
      assert(offset_[d] == static_cast<std::int32_t>(hex_slot(0, row(), d)));
  }
  state_count_ = double_ ? n * kHexDirectionCount * 2 * kWaterStates : place_count_ * 2;

  engagement_table(st, p, mover, eng_cells_, eng_off_, eng_);

  // Movement 1: friendly figures that are not engaged may be passed; enemies, engaged
  // friends and hex obstacles (13) may not. Flying figures pass over everything.
  const std::vector<std::uint8_t> friend_engaged = engaged_friends(st, p, mover);
  // The packed cell words: the map's part (pack_ground, kept in the State by build_state),
  // then what the mover may pass: everything when it flies; what figures and healing glyphs
  // forbid is then taken out where they are.
  const std::uint32_t open = kCellPass | kCellEnter;
  // The lowest cell's level (walker_step's may_fall): a walker standing less than its Height
  // above it cannot fall on a step (movement 6), so that the searches' steps from there skip
  // that test. The model changes no level, so it is the ground's (build_state keeps it).
  const std::vector<std::uint32_t>* ground = nullptr;  // the State's words by place, if kept
  if (st.ground.size() == static_cast<std::size_t>(n) + 1) {
    const bool by_slot = slots_ && st.ground_slots.size() == std::size_t{place_count_} + 1;
    ground = !slots_ ? &st.ground : by_slot ? &st.ground_slots : nullptr;
    min_level_ = st.ground_lowest;
  }
  if (ground != nullptr && words != nullptr && st.ground_id != 0) {
    words_ = words;
    cell_ = words->ready(st, *ground);
  } else {
    if (ground != nullptr) {
      own_ = *ground;
    } else if (st.ground.size() == static_cast<std::size_t>(n) + 1) {
      own_ = ground_by_slot(st, st.ground);
    } else {
      own_ = pack_ground(st);
      min_level_ = lowest_level(own_);
      if (slots_) own_ = ground_by_slot(st, own_);
    }
    cell_ = own_.data();
  }
  if (f.flying) {
    for (CellIndex c = 0; c < n; ++c) cell_[place(c)] |= open;
    if (words_ != nullptr) words_->whole_ = true;
  } else {
    for (FigureIndex o = 0; o < st.figures.size(); ++o) {
      if (o == mover || !(st.enemies(mover, o) || friend_engaged[o])) continue;
      for (CellIndex c : st.figures[o].cells) {
        if (c != kNoCell && st.occupant[c] == o) clear_bits(place(c), ~open);
      }
    }
  }
  if (f.life == 1) {
    // Glyphs 3, as may_enter_glyph.
    for (CellIndex c = 0; c < n; ++c) {
      if ((st.flags[c] & kGlyph) != 0 && st.glyph_kind[c] == GlyphKind::Healing) {
        clear_bits(place(c), ~kCellEnter);
      }
    }
  }
  for (std::size_t i = 0; i < eng_cells_.size(); ++i) {
    if (eng_off_[i + 1] > eng_off_[i]) {
      cell_[place(eng_cells_[i])] |= kCellEngaged;
      if (words_ != nullptr) words_->changed(place(eng_cells_[i]));
    }
  }
  bool road = true;
  if (p.road_bonus_needs_start_on_road) {
    for (CellIndex c : f.cells) {
      if (c != kNoCell && (st.flags[c] & kRoad) == 0) road = false;
    }
  }
  start_ = encode(f.cells[0], f.cells[1], road, 0);
}

std::vector<std::uint32_t> MoveModel::pack_ground(const State& st) {
  // One pass over the State's level, terrain and edge arrays in cell order (the flags'
  // water, road and glyph bits are the word's, shifted); a hex obstacle's cell is not open.
  static_assert(kCellWater == kWater << 16 && kCellRoad == kRoad << 16 &&
                kCellGlyph == kGlyph << 16);
  const CellIndex n = st.board.size();
  std::vector<std::uint32_t> words(static_cast<std::size_t>(n) + 1);
  words[n] = 0;  // the sentinel steps_single reads for a missing neighbour: no entry
  const std::uint32_t open = kCellPass | kCellEnter;
  for (CellIndex c = 0; c < n; ++c) {
    const std::uint8_t fl = st.flags[c];
    std::uint32_t w = static_cast<std::uint16_t>(st.level[c]) |
                      static_cast<std::uint32_t>(fl & (kWater | kRoad | kGlyph)) << 16;
    if ((fl & kObstacle) == 0) w |= open;
    const std::int16_t* edges =
        &st.edge_height[static_cast<std::size_t>(c) * pathing::kMaxDirectionCount];
    // Most cells have no edge obstacle: their six heights are read as two words first.
    std::uint64_t first4 = 0;
    std::uint32_t last2 = 0;
    std::memcpy(&first4, edges, sizeof first4);
    std::memcpy(&last2, edges + 4, sizeof last2);
    if ((first4 | last2) != 0) {
      for (int d = 0; d < kHexDirectionCount; ++d) {
        w |= static_cast<std::uint32_t>(edges[d] > 0) << (kCellEdgeShift + d);
      }
    }
    words[c] = w;
  }
  return words;
}

std::vector<std::uint32_t> MoveModel::ground_by_slot(const State& st,
                                                     const std::vector<std::uint32_t>& words) {
  const pathing::Board& b = st.board;
  std::vector<std::uint32_t> out(b.slot_count() + 1, 0);  // 0: nothing may enter
  for (CellIndex c = 0; c < b.size(); ++c) out[b.slot(c)] = words[c];
  return out;
}

std::int32_t MoveModel::lowest_level(const std::vector<std::uint32_t>& words) {
  std::int32_t lowest = std::numeric_limits<std::int32_t>::max();
  for (std::size_t c = 0; c + 1 < words.size(); ++c) {
    lowest = std::min(lowest, cell_level(words[c]));  // not the sentinel past the last cell
  }
  return lowest;
}

StateId MoveModel::restart(const std::array<CellIndex, 2>& cells) {
  bool road = true;
  if (p_->road_bonus_needs_start_on_road) {
    for (CellIndex c : cells) {
      if (c != kNoCell && (st_->flags[c] & kRoad) == 0) road = false;
    }
  }
  const StateId s = encode(cells[0], cells[1], road, 0);
  if (fresh_.empty()) fresh_.assign(state_count_, 0);
  fresh_[s] = 1;
  return s;
}

void MoveModel::clear_restarts() {
  std::fill(fresh_.begin(), fresh_.end(), 0);
}

StateId MoveModel::encode(CellIndex a, CellIndex b, bool road, int water) const {
  if (!double_) return road ? place(a) + place_count_ : place(a);
  if (b < a) std::swap(a, b);
  const auto d =
      pathing::direction_between(Topology::Hex, st_->board.coord(a), st_->board.coord(b));
  return ((a * kHexDirectionCount + *d) * 2 + (road ? 1 : 0)) * kWaterStates + water;
}

int MoveModel::allowance(StateId s) const {
  return mover().move + (road_only(s) ? p_->road_bonus : 0);
}

std::array<CellIndex, 2> MoveModel::cells(StateId s) const {
  if (!double_) return {cell_at(s < place_count_ ? s : s - place_count_), kNoCell};
  const StateId pair = s / kWaterStates / 2;
  const CellIndex a = pair / kHexDirectionCount;
  return {a, st_->board.neighbour(a, static_cast<Direction>(pair % kHexDirectionCount))};
}

void MoveModel::engaged(const std::array<CellIndex, 2>& cs, std::vector<FigureIndex>& out) const {
  out.clear();
  for (CellIndex c : cs) {
    if (c == kNoCell) continue;
    const auto [begin, end] = eng_range(c);
    for (std::uint32_t i = begin; i < end; ++i) {
      if (std::find(out.begin(), out.end(), eng_[i]) == out.end()) out.push_back(eng_[i]);
    }
  }
}

int MoveModel::leave_count(const std::array<CellIndex, 2>& from,
                           const std::array<CellIndex, 2>& to) const {
  // Engagement 4-5: one die for each enemy engaged before the step and not after it.
  const auto has = [&](const std::array<CellIndex, 2>& cs, FigureIndex e) {
    for (CellIndex c : cs) {
      if (c == kNoCell) continue;
      const auto [begin, end] = eng_range(c);
      for (std::uint32_t i = begin; i < end; ++i) {
        if (eng_[i] == e) return true;
      }
    }
    return false;
  };
  int left = 0;
  for (std::size_t k = 0; k < from.size(); ++k) {
    const CellIndex c = from[k];
    if (c == kNoCell) continue;
    const auto [begin, end] = eng_range(c);
    for (std::uint32_t i = begin; i < end; ++i) {
      const FigureIndex e = eng_[i];
      // Count each enemy once even when both hexes touch it.
      if (k == 1 && has({from[0], kNoCell}, e)) continue;
      if (!has(to, e)) ++left;
    }
  }
  return left;
}

bool MoveModel::step(StateId s, int k, StateId& to, StepInfo& info) const {
  pathing::deadline::poll();
  const State& st = *st_;
  const Figure& f = mover();
  const auto here = cells(s);
  if (!double_ && k >= kHexDirectionCount) return false;
  if (here[0] == kNoCell) return false;  // a slot off the map: no state of a move
  const bool road = road_only(s);
  const int water = double_ ? static_cast<int>(s % kWaterStates) : 0;
  // Movement 9, 10 (and 11): a move that entered water or a glyph has ended.
  if (!f.flying && !starts_here(s)) {
    if (double_ ? water == 2 : (st.flags[here[0]] & (kWater | kGlyph)) != 0) return false;
  }
  const CellIndex x = double_ && k >= kHexDirectionCount ? here[1] : here[0];  // the end that leads
  const CellIndex y = double_ ? (x == here[0] ? here[1] : here[0]) : kNoCell;
  const auto d = static_cast<Direction>(k % kHexDirectionCount);
  const CellIndex n = st.board.neighbour(x, d);
  if (n == kNoCell || n == y) return false;
  info = StepInfo{};
  info.cells = {n, double_ ? x : kNoCell};
  const bool road_after = road && (st.flags[n] & kRoad) != 0;
  int water_after = water;
  if (f.flying) {
    // Flying (ext): each space costs 1 whatever the levels; over figures, obstacles, water
    // and glyphs without stopping; engagement is left once, on taking off.
    info.cost = {1, starts_here(s) ? leave_count(here, {kNoCell, kNoCell}) : 0};
    info.left = info.cost.dice;
  } else {
    if (st.edge(x, d) > 0) return false;  // 13: it does not fit past a wall on the edge
    if (!(cell_[place(n)] & kCellPass)) return false;  // 1 and 13
    if (!may_enter_glyph(n)) return false;  // glyphs 3: a 1-life figure and a healing glyph
    const int climb = st.level[n] - st.level[x];
    if (climb >= f.height) return false;  // 4
    info.climb = std::max(climb, 0);
    info.drop = std::max(-climb, 0);
    const bool into_water = (st.flags[n] & kWater) != 0;
    // 6, 7, 8: a drop of the figure's Height or more rolls dice, unless it lands in water.
    if (!into_water) info.fall_dice = fall_dice(info.drop, f.height, p_->big_fall_dice);
    info.left = leave_count(here, info.cells);
    // 3, 5: one point a space, plus the levels climbed; a drop costs nothing extra.
    info.cost = {1 + info.climb, info.fall_dice + info.left};
    if (double_) {
      // 11: the rulebook stops the figure when both its hexes stand in water at once (the
      // trailing hex x is where the leading one stood); the seed's other reading lets it
      // cross one water hex in the whole move and stops it on a second. A glyph (10)
      // stops it either way.
      if (p_->double_space_one_water_per_move) {
        if (into_water) water_after = water == 0 ? 1 : 2;
      } else if (into_water && (st.flags[x] & kWater) != 0) {
        water_after = 2;
      }
      if ((st.flags[n] & kGlyph) != 0) water_after = 2;
      info.stops = water_after == 2;
    } else {
      info.stops = (st.flags[n] & (kWater | kGlyph)) != 0;  // 9, 10
    }
  }
  to = encode(n, double_ ? x : kNoCell, road_after, water_after);
  return true;
}

bool MoveModel::may_enter_glyph(CellIndex c) const {
  // Glyphs 3: "a figure with 1 life cannot enter a healing glyph" (its card's life).
  return !((st_->flags[c] & kGlyph) != 0 && st_->glyph_kind[c] == GlyphKind::Healing &&
           mover().life == 1);
}

bool MoveModel::may_end(StateId s) const {
  const auto cs = cells(s);
  if (cs[0] == kNoCell) return false;  // a slot off the map
  for (CellIndex c : cs) {
    if (c == kNoCell) continue;
    const FigureIndex o = st_->occupant[c];
    if (o != kNoFigure && o != mover_) return false;     // 2
    if ((st_->flags[c] & kObstacle) != 0) return false;  // 13 (flyers pass over only)
    if (!may_enter_glyph(c)) return false;               // glyphs 3 (flyers too)
  }
  // 12: a double-space figure ends on two hexes of the same level.
  return cs[1] == kNoCell || st_->level[cs[0]] == st_->level[cs[1]];
}

void MoveOutEdgeIterator::settle() {
  for (; k_ < MoveModel::kMaxSteps; ++k_) {
    StepInfo info;
    if (!m_->step(u_, k_, edge_.target, info)) continue;
    // The budget: the graph reads the settled distance of u (Dijkstra examines u's edges
    // only once its distance is final), so steps beyond the allowance are never offered.
    if (!m_->unbounded && (*m_->dist)[u_].length + info.cost.length > m_->allowance(edge_.target)) {
      continue;
    }
    edge_.source = u_;
    edge_.cost = info.cost;
    return;
  }
}

std::pair<MoveOutEdgeIterator, MoveOutEdgeIterator> out_edges(StateId u, const MoveGraph& g) {
  return {MoveOutEdgeIterator(g.model, u, 0),
          MoveOutEdgeIterator(g.model, u, MoveModel::kMaxSteps)};
}
std::size_t out_degree(StateId u, const MoveGraph& g) {
  auto [b, e] = out_edges(u, g);
  return static_cast<std::size_t>(std::distance(b, e));
}
std::pair<boost::counting_iterator<StateId>, boost::counting_iterator<StateId>> vertices(
    const MoveGraph& g) {
  return {boost::counting_iterator<StateId>(0),
          boost::counting_iterator<StateId>(g.model->state_count())};
}
std::size_t num_vertices(const MoveGraph& g) {
  return g.model->state_count();
}

namespace {
struct MoveCostMap {
  using key_type = MoveEdge;
  using value_type = MoveCost;
  using reference = MoveCost;
  using category = boost::readable_property_map_tag;
};
MoveCost get(MoveCostMap, const MoveEdge& e) {
  return e.cost;
}
}  // namespace

template <class>
struct MoveRecorder : boost::default_dijkstra_visitor {
  MoveSearch* s;
  explicit MoveRecorder(MoveSearch* ms) : s(ms) {}
  void discover_vertex(StateId v, const MoveGraph&) const { s->touched_.push_back(v); }
};

void MoveSearch::run(const MoveModel& m) {
  reset(m.state_count(), true);
  m.dist = &dist_;
  const MoveGraph g{&m};
  using Index = boost::typed_identity_property_map<StateId>;
  auto dist = boost::make_iterator_property_map(dist_.begin(), Index());
  auto pred = boost::make_iterator_property_map(pred_.begin(), Index());
  auto color = boost::make_iterator_property_map(color_.begin(), Index());
  auto heap_index = boost::make_iterator_property_map(heap_index_.begin(), Index());
  using Compare = std::less<MoveCost>;
  using Combine = std::plus<MoveCost>;
  // BGL's dijkstra_shortest_paths_no_init body, with the heap's index map taken from the
  // reusable arrays instead of allocated per call (as pathing/search.hpp does).
  using Queue =
      boost::d_ary_heap_indirect<StateId, 4, decltype(heap_index), decltype(dist), Compare>;
  Queue q(dist, heap_index, Compare());
  MoveRecorder<void> vis(this);
  boost::detail::dijkstra_bfs_visitor<MoveRecorder<void>, Queue, MoveCostMap, decltype(pred),
                                      decltype(dist), Combine, Compare>
      bfs_vis(vis, q, MoveCostMap(), pred, dist, Combine(), Compare(), MoveCost{0, 0});
  const StateId start = m.start();
  dist_[start] = {0, 0};
  boost::breadth_first_visit(g, &start, &start + 1, q, bfs_vis, color);
}

void ParetoSearch::path(std::uint32_t i, std::vector<std::uint32_t>& out) const {
  out.clear();
  for (std::uint32_t l = i; l != Label::kNone; l = label(l).pred) out.push_back(l);
  std::reverse(out.begin(), out.end());
}

const std::vector<StateId>& MoveSearch::reached() const {
  if (reached_ready_) return reached_;
  reached_.clear();
  if (walked_) {
    // What walk_direct may have written (written_) holds every state it reached.
    for (StateId s = 0; s < written_; ++s) {
      if (compact_ ? key_[s] != kNoKey : dist_[s] != kNoCost) reached_.push_back(s);
    }
  } else {
    reached_ = touched_;
    std::sort(reached_.begin(), reached_.end());
  }
  reached_ready_ = true;
  return reached_;
}

std::vector<MoveCost> MoveSearch::costs() const {
  if (!compact_) return dist_;
  std::vector<MoveCost> out(key_.size());
  for (StateId s = 0; s < key_.size(); ++s) out[s] = cost(s);
  return out;
}

std::vector<StateId> MoveSearch::path(StateId s) const {
  std::vector<StateId> out;
  for (StateId v = s; v != kNoState; v = pred_[v]) out.push_back(v);
  std::reverse(out.begin(), out.end());
  return out;
}

}  // namespace arbiter::heroscape
