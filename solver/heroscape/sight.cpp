#include "solver/heroscape/sight.hpp"

#include <algorithm>
#include <cmath>

#include "pathing/deadline.hpp"
#include "pathing/graph.hpp"
#include "pathing/search.hpp"

namespace arbiter::heroscape {

using pathing::Direction;
using pathing::kHexDirectionCount;

namespace {

// Sight geometry (ext: the rules use the painted figures): the eye ("target point") half
// a level below the top of the figure, the hit zone the column over the figure's hex from
// its ground to its Height, tried at eighths of the Height.
constexpr double kEyeBelowTop = 0.5;
constexpr int kHitZoneSamples = 8;

// Whether the straight line from a to b stays over the map (hex by hex).
bool straight_over_map(const State& st, pathing::Coord ca, pathing::Coord cb, int n) {
  for (int i = 1; i < n; ++i) {
    // Cube interpolation, nudged off the corners so that rounding is stable.
    const double t = static_cast<double>(i) / n;
    const double q = ca.q + (cb.q - ca.q) * t + 1e-6;
    const double r = ca.r + (cb.r - ca.r) * t + 2e-6;
    const double s = -q - r;
    double rq = std::round(q), rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds) {
      rq = -rr - rs;
    } else if (dr > ds) {
      rr = -rq - rs;
    }
    if (!st.board.find({static_cast<int>(rq), static_cast<int>(rr)})) return false;
  }
  return true;
}

}  // namespace

pathing::Solids build_solids(const State& st, const Profile& p) {
  pathing::Solids s(st.board, p.hex_width_in_levels);
  for (CellIndex c = 0; c < st.board.size(); ++c) {
    s.set_top(c, std::max<double>(st.level[c], st.obstacle_top[c]));
    for (int d = 0; d < kHexDirectionCount; ++d) {
      const int h = st.edge(c, static_cast<Direction>(d));
      if (h == 0) continue;
      const CellIndex n = st.board.neighbour(c, static_cast<Direction>(d));
      const int base = n == kNoCell ? st.level[c] : std::max(st.level[c], st.level[n]);
      s.set_edge_top(c, static_cast<Direction>(d), base + h);
    }
  }
  if (p.figures_block_sight) {
    // Every figure but the mover (it has left its hexes) as a column up to its Height; the
    // sight test ignores the column of the target's hex it aims at.
    for (FigureIndex f = 0; f < st.figures.size(); ++f) {
      if (f == st.acting) continue;
      for (CellIndex c : st.figures[f].cells) {
        if (c == kNoCell) continue;
        s.set_top(c, std::max<double>(s.top(c), st.level[c] + st.figures[f].height));
      }
    }
  }
  return s;
}

bool line_of_sight(const State& st, const pathing::Solids& solids, CellIndex from, int from_height,
                   CellIndex to, int to_height) {
  const Eigen::Vector3d eye = solids.point(from, st.level[from] + from_height - kEyeBelowTop);
  for (int k = kHitZoneSamples; k >= 1; --k) {
    const double z = st.level[to] + static_cast<double>(to_height) * k / kHitZoneSamples;
    if (solids.clear(eye, solids.point(to, z), from, to)) return true;
  }
  return false;
}

int range_between(const State& st, CellIndex a, CellIndex b) {
  const pathing::Coord ca = st.board.coord(a), cb = st.board.coord(b);
  const int n = pathing::hex_distance(ca, cb);
  if (straight_over_map(st, ca, cb, n)) return n;
  // Over a gap: count the hexes along the map around it.
  pathing::OpenModel model(st.board);
  pathing::SearchResult r(st.board.size());
  pathing::search_bfs(pathing::ForwardGraph<pathing::OpenModel>{&model}, a, r,
                      [&](CellIndex c) { return c == b; });
  return r.reached(b) ? r.cost(b).length : n;
}

int RangeTable::range(CellIndex from, CellIndex to) {
  const State& st = *st_;
  const pathing::Coord ca = st.board.coord(from), cb = st.board.coord(to);
  const int n = pathing::hex_distance(ca, cb);
  // The way along the map is never shorter than the straight line.
  if (n > limit_ || straight_over_map(st, ca, cb, n)) return n;
  auto [it, fresh] = walks_.try_emplace(to);
  std::vector<std::int16_t>& dist = it->second;
  if (fresh) {
    // Breadth first from the target over open edges, no farther than the limit.
    dist.assign(st.board.size(), -1);
    std::vector<CellIndex> frontier{to}, next;
    dist[to] = 0;
    for (int d = 1; d <= limit_ && !frontier.empty(); ++d) {
      next.clear();
      for (CellIndex c : frontier) {
        pathing::deadline::poll();
        for (int k = 0; k < kHexDirectionCount; ++k) {
          const auto dir = static_cast<Direction>(k);
          if (!st.board.open_edge(c, dir)) continue;
          const CellIndex nb = st.board.neighbour(c, dir);
          if (dist[nb] >= 0) continue;
          dist[nb] = static_cast<std::int16_t>(d);
          next.push_back(nb);
        }
      }
      frontier.swap(next);
    }
  }
  if (dist[from] >= 0) return dist[from];
  // Not within the limit along the map: farther, or not joined to it at all, when
  // range_between falls back on the straight count.
  if (part_.empty()) {
    // The map's connected parts, labelled once (a flood over open edges).
    part_.assign(st.board.size(), -1);
    std::vector<CellIndex> stack;
    int label = 0;
    for (CellIndex s = 0; s < st.board.size(); ++s) {
      if (part_[s] >= 0) continue;
      part_[s] = label;
      stack.push_back(s);
      while (!stack.empty()) {
        const CellIndex c = stack.back();
        stack.pop_back();
        for (int k = 0; k < kHexDirectionCount; ++k) {
          const auto dir = static_cast<Direction>(k);
          if (!st.board.open_edge(c, dir)) continue;
          const CellIndex nb = st.board.neighbour(c, dir);
          if (part_[nb] >= 0) continue;
          part_[nb] = label;
          stack.push_back(nb);
        }
      }
      ++label;
    }
  }
  return part_[from] == part_[to] ? limit_ + 1 : n;
}

}  // namespace arbiter::heroscape
