#include "solver/heroscape/state.hpp"

#include <algorithm>
#include <atomic>
#include <stdexcept>

#include "solver/heroscape/move.hpp"

namespace arbiter::heroscape {

State build_state(const Scenario& s) {
  State st;
  pathing::Board::Builder b(pathing::Topology::Hex);
  for (Coord c : s.hexes) b.add_cell(c);
  st.board = b.build();  // cells are indexed in file order
  const CellIndex n = st.board.size();
  st.level.resize(n);
  st.flags.assign(n, 0);
  st.obstacle_top.assign(n, 0);
  st.edge_height.assign(static_cast<std::size_t>(n) * pathing::kMaxDirectionCount, 0);
  st.occupant.assign(n, kNoFigure);
  for (CellIndex c = 0; c < n; ++c) {
    st.level[c] = static_cast<std::int16_t>(s.levels[c]);
    if (is_water(s.terrain[c])) st.flags[c] |= kWater;
    if (is_road(s.terrain[c])) st.flags[c] |= kRoad;
  }
  const auto cell = [&](Coord x) {
    const auto c = st.board.find(x);
    if (!c) throw std::logic_error("heroscape: hex off the board");
    return *c;
  };
  st.glyph_kind.assign(n, GlyphKind::Plain);
  st.glyph_bonus.assign(n, 0);
  for (std::size_t i = 0; i < s.glyphs.size(); ++i) {
    const CellIndex c = cell(s.glyphs[i]);
    st.flags[c] |= kGlyph;
    // Files built in code may list glyphs without kinds: plain ones.
    if (i < s.glyph_kinds.size()) {
      st.glyph_kind[c] = s.glyph_kinds[i];
      st.glyph_bonus[c] = static_cast<std::int16_t>(s.glyph_bonus[i]);
    }
  }
  for (const Obstacle& o : s.obstacles) {
    const CellIndex a = cell(o.hex);
    if (!o.other) {
      st.flags[a] |= kObstacle;
      st.obstacle_top[a] = static_cast<std::int16_t>(st.level[a] + o.height);
      continue;
    }
    const CellIndex bc = cell(*o.other);
    const auto d = pathing::direction_between(pathing::Topology::Hex, o.hex, *o.other);
    auto& ab = st.edge_height[static_cast<std::size_t>(a) * pathing::kMaxDirectionCount + *d];
    auto& ba = st.edge_height[static_cast<std::size_t>(bc) * pathing::kMaxDirectionCount +
                              pathing::opposite(pathing::Topology::Hex, *d)];
    ab = ba = static_cast<std::int16_t>(std::max<int>(ab, o.height));
  }
  for (const FigureSpec& f : s.figures) {
    auto side = std::find(st.sides.begin(), st.sides.end(), f.side);
    if (side == st.sides.end()) side = st.sides.insert(st.sides.end(), f.side);
    Figure g;
    g.id = f.id;
    g.side = static_cast<std::uint16_t>(side - st.sides.begin());
    for (std::size_t k = 0; k < f.hexes.size(); ++k) g.cells[k] = cell(f.hexes[k]);
    g.height = static_cast<std::int16_t>(f.height);
    g.move = static_cast<std::int16_t>(f.move);
    g.range = static_cast<std::int16_t>(f.range);
    g.attack = static_cast<std::int16_t>(f.attack);
    g.defense = static_cast<std::int16_t>(f.defense);
    g.life = static_cast<std::int16_t>(f.life);
    g.wounds = static_cast<std::int16_t>(f.wounds);
    g.flying = f.flying;
    g.berserker_charge = f.berserker_charge;
    g.special = f.special;
    g.eat_roll = static_cast<std::int16_t>(f.eat_roll);
    g.squad = f.squad;
    const auto index = static_cast<FigureIndex>(st.figures.size());
    for (CellIndex c : g.cells) {
      if (c != kNoCell) st.occupant[c] = index;
    }
    if (f.id == s.acting) st.acting = index;
    st.figures.push_back(std::move(g));
  }
  st.ground = MoveModel::pack_ground(st);
  st.ground_lowest = MoveModel::lowest_level(st.ground);
  if (st.board.laid_out()) st.ground_slots = MoveModel::ground_by_slot(st, st.ground);
  static std::atomic<std::uint64_t> grounds{0};
  st.ground_id = ++grounds;
  return st;
}

bool adjacent(const State& st, const Profile& p, CellIndex a, int ha, CellIndex b, int hb,
              pathing::Direction a_to_b) {
  const int la = st.level[a], lb = st.level[b];
  // Engagement 2: the ground gap against the lower figure's Height.
  if (la != lb) {
    const int gap = std::abs(la - lb);
    const int lower_height = la < lb ? ha : hb;
    if (p.height_gap_equal_blocks ? gap >= lower_height : gap > lower_height) return false;
  }
  // Engagement 3: an obstacle on the shared edge taller than either figure.
  if (const int h = st.edge(a, a_to_b); h > 0) {
    const int top = std::max(la, lb) + h;
    if (top - la > ha || top - lb > hb) return false;
  }
  return true;
}

}  // namespace arbiter::heroscape
