#include "pathing/sight.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <stdexcept>
#include <utility>

#include "pathing/lattice.hpp"

namespace arbiter::pathing {
namespace {

using lattice::distance_to_segment;

constexpr double kEps = 1e-9;
const double kSqrt3 = std::sqrt(3.0);

double cross(const Point& o, const Point& a, const Point& b) {
  return (a.x() - o.x()) * (b.y() - o.y()) - (a.y() - o.y()) * (b.x() - o.x());
}
int orientation(const Point& o, const Point& a, const Point& b) {
  const double c = cross(o, a, b);
  if (c > kEps) return 1;
  if (c < -kEps) return -1;
  return 0;
}
// p lies on the closed segment [a, b], given that the three are collinear.
bool on_segment(const Point& a, const Point& b, const Point& p) {
  return p.x() <= std::max(a.x(), b.x()) + kEps && p.x() >= std::min(a.x(), b.x()) - kEps &&
         p.y() <= std::max(a.y(), b.y()) + kEps && p.y() >= std::min(a.y(), b.y()) - kEps;
}
double low_y(const Segment& s) {
  return std::min(s.a.y(), s.b.y());
}

}  // namespace

Coord hex_at(const Point& p) {
  // Inverse of hex_center, then cube rounding.
  const double fq = (kSqrt3 / 3.0 * p.x() - p.y() / 3.0);
  const double fr = 2.0 / 3.0 * p.y();
  const double fs = -fq - fr;
  double q = std::round(fq), r = std::round(fr), s = std::round(fs);
  const double dq = std::abs(q - fq), dr = std::abs(r - fr), ds = std::abs(s - fs);
  if (dq > dr && dq > ds)
    q = -r - s;
  else if (dr > ds)
    r = -q - s;
  return {static_cast<std::int32_t>(q), static_cast<std::int32_t>(r)};
}

Point hex_center(Coord c) {
  return {kSqrt3 * (c.q + c.r / 2.0), 1.5 * c.r};
}

Point hex_corner(Coord c, int i) {
  // Direction d points at angle -60 d degrees; corner i lies between directions i and i+1,
  // at angle -30 - 60 i degrees.
  static const std::array<Point, 6> kCorner = [] {
    std::array<Point, 6> a;
    for (int k = 0; k < 6; ++k) {
      const double angle = (-30.0 - 60.0 * k) * M_PI / 180.0;
      a[static_cast<std::size_t>(k)] = Point(std::cos(angle), std::sin(angle));
    }
    return a;
  }();
  return hex_center(c) + kCorner[static_cast<std::size_t>(((i % 6) + 6) % 6)];
}

bool segments_touch(const Segment& s, const Segment& t) {
  // Disjoint bounding boxes cannot touch: the common case, decided without products.
  if (std::max(s.a.x(), s.b.x()) < std::min(t.a.x(), t.b.x()) - kEps ||
      std::max(t.a.x(), t.b.x()) < std::min(s.a.x(), s.b.x()) - kEps ||
      std::max(s.a.y(), s.b.y()) < std::min(t.a.y(), t.b.y()) - kEps ||
      std::max(t.a.y(), t.b.y()) < std::min(s.a.y(), s.b.y()) - kEps)
    return false;
  const int o1 = orientation(s.a, s.b, t.a);
  const int o2 = orientation(s.a, s.b, t.b);
  const int o3 = orientation(t.a, t.b, s.a);
  const int o4 = orientation(t.a, t.b, s.b);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  if (o1 == 0 && on_segment(s.a, s.b, t.a)) return true;
  if (o2 == 0 && on_segment(s.a, s.b, t.b)) return true;
  if (o3 == 0 && on_segment(t.a, t.b, s.a)) return true;
  if (o4 == 0 && on_segment(t.a, t.b, s.b)) return true;
  return false;
}

bool segments_cross(const Segment& s, const Segment& t) {
  const int o1 = orientation(s.a, s.b, t.a);
  const int o2 = orientation(s.a, s.b, t.b);
  const int o3 = orientation(t.a, t.b, s.a);
  const int o4 = orientation(t.a, t.b, s.b);
  return o1 * o2 < 0 && o3 * o4 < 0;
}

Sight::Sight(const Board& board, SightModel model, SightMethod method)
    : board_(&board),
      model_(model),
      shortcuts_(method != SightMethod::Exact),
      tables_(method == SightMethod::Tables) {
  if (board.topology() != Topology::Hex)
    throw std::invalid_argument("line of sight is defined for hex boards only");
  listed_ = std::make_shared<const SightEdges>(board);
  listing_ = board.size() <= kListAllEdgesUpTo;
}

// On small boards every blocking edge is listed once, and each query filters the list by its
// box instead of scanning cells.
void SightEdges::list(const Board& board) const {
  if (board.size() > Sight::kListAllEdgesUpTo) return;
  for (CellIndex cell = 0; cell < board.size(); ++cell) {
    const Coord c = board.coord(cell);
    for (int d = 0; d < kHexDirectionCount; ++d) {
      const auto dir = static_cast<Direction>(d);
      if (board.open_edge(cell, dir)) continue;
      const Segment edge{hex_corner(c, (d + 5) % 6), hex_corner(c, d)};
      if (board.thin_wall(cell, dir) || board.faces_wall(cell, dir))
        walls_.push_back(edge);
      else
        outside_.push_back(edge);
    }
  }
  // By their lower end, so that a query reads only the rows of its box. (The order among
  // equal ends is immaterial: no answer or witness depends on which wall is met first.)
  auto by_low = [](const Segment& x, const Segment& y) { return low_y(x) < low_y(y); };
  std::sort(walls_.begin(), walls_.end(), by_low);
  std::sort(outside_.begin(), outside_.end(), by_low);
}

Sight::Sight(const Board& board, SightModel model, std::shared_ptr<const SightEdges> edges)
    : board_(&board),
      model_(model),
      listed_(std::move(edges)),
      listing_(board.size() <= kListAllEdgesUpTo) {
  assert(listed_);
}

bool Sight::QueryBox::holds(const Segment& e) const {
  if (std::max(e.a.x(), e.b.x()) < x0 || std::min(e.a.x(), e.b.x()) > x1 ||
      std::max(e.a.y(), e.b.y()) < y0 || std::min(e.a.y(), e.b.y()) > y1)
    return false;
  const double reach = 1.0 + 1e-6;
  const Point p = e.a - pa, q = e.b - pa;
  const double tp = p.dot(along), tq = q.dot(along);
  const double np = p.dot(across), nq = q.dot(across);
  return !((tp < -reach && tq < -reach) || (tp > length + reach && tq > length + reach) ||
           (np < -reach && nq < -reach) || (np > reach && nq > reach));
}

// The listed edges of one list that reach into the query's box. An edge is at most 1 high:
// one reaching into [y0, y1] has its lower end in [y0 - 1, y1].
void Sight::scan_listed(const std::vector<Segment>& edges, std::vector<Segment>& into) const {
  auto it = std::lower_bound(edges.begin(), edges.end(), box_.y0 - 1.0 - kEps,
                             [](const Segment& e, double y) { return low_y(e) < y; });
  for (; it != edges.end() && low_y(*it) <= box_.y1; ++it)
    if (box_.holds(*it)) into.push_back(*it);
}

const std::vector<Segment>& Sight::outside() const {
  if (!outside_ready_) {
    scan_listed(listed_->outside(*board_), outside_);
    outside_ready_ = true;
  }
  return outside_;
}

void Sight::collect_walls(CellIndex a, CellIndex b, std::vector<Segment>& out) const {
  out.clear();
  outside_.clear();
  const Coord ca = board_->coord(a);
  const Coord cb = board_->coord(b);
  // Every sight line between the two hexes lies in the box around both; only edges that
  // reach into that box can block. Those belong to cells at most one step outside the
  // axial box of the two hexes.
  const Point pa = hex_center(ca), pb = hex_center(cb);
  box_.x0 = std::min(pa.x(), pb.x()) - 1.0 - kEps;
  box_.x1 = std::max(pa.x(), pb.x()) + 1.0 + kEps;
  box_.y0 = std::min(pa.y(), pb.y()) - 1.0 - kEps;
  box_.y1 = std::max(pa.y(), pb.y()) + 1.0 + kEps;
  // The hull of the two hexes also lies within one circumradius of the segment joining the
  // centres: a rectangle round it (1 wide on each side, 1 beyond each end) holds it, and an
  // edge wholly beyond one of its sides cannot touch a sight line either (long diagonal
  // pairs keep far fewer edges than by the box alone).
  const Point d = pb - pa;
  box_.pa = pa;
  box_.length = d.norm();
  box_.along = d / box_.length;
  box_.across = Point(-box_.along.y(), box_.along.x());
  if (listing_) {
    // The map's outer edge is read only when a line gets past every wall (outside()):
    // most hidden pairs never need it.
    scan_listed(listed_->walls(*board_), out);
    outside_ready_ = false;
    return;
  }
  outside_ready_ = true;
  const double x0 = box_.x0, x1 = box_.x1, y0 = box_.y0, y1 = box_.y1;
  const int q0 = std::min(ca.q, cb.q) - 2, q1 = std::max(ca.q, cb.q) + 2;
  const int r0 = std::min(ca.r, cb.r) - 1, r1 = std::max(ca.r, cb.r) + 1;
  for (int r = r0; r <= r1; ++r) {
    for (int q = q0; q <= q1; ++q) {
      const Coord c{q, r};
      const Point centre = hex_center(c);
      if (centre.x() < x0 - 1.0 || centre.x() > x1 + 1.0 || centre.y() < y0 - 1.0 ||
          centre.y() > y1 + 1.0)
        continue;
      const auto cell = board_->find(c);
      if (!cell) continue;
      for (int d = 0; d < kHexDirectionCount; ++d) {
        const auto dir = static_cast<Direction>(d);
        if (board_->open_edge(*cell, dir)) continue;
        const Segment edge{hex_corner(c, (d + 5) % 6), hex_corner(c, d)};
        if (!box_.holds(edge)) continue;
        if (board_->thin_wall(*cell, dir) || board_->faces_wall(*cell, dir))
          out.push_back(edge);
        else
          outside_.push_back(edge);
      }
    }
  }
}

// A sight line is blocked when it touches a wall hex or a thin wall (a corner or a tip is
// enough: conformance position aa-055), or when it passes through the inside of the area
// beyond the map's edge. Merely touching the map's outer edge does not block (aa-037: a
// target on the map's jagged bottom row is seen through its corner there); the outer edge
// of a test map is where the table ends, not a wall printed on a tile.
bool Sight::blocked(const Segment& s, const std::vector<Segment>& walls) const {
  for (const Segment& w : walls) {
    if (segments_touch(s, w)) return true;
  }
  return leaves_map(s);
}

// blocked(s, scratch_), trying first the wall that blocked the last line: the lines of one
// pair are mostly stopped by the same few walls. (Reordering scratch_ changes no answer.)
bool Sight::blocked_first(const Segment& s) const {
  for (std::size_t k = 0; k < scratch_.size(); ++k) {
    if (segments_touch(s, scratch_[k])) {
      if (k > 0) std::swap(scratch_[k], scratch_[0]);
      return true;
    }
  }
  return leaves_map(s);
}

bool Sight::leaves_map(const Segment& s) const {
  // Split the line where it meets the outer edge; each piece then lies inside one hex or
  // along an edge, so its midpoint tells whether the piece is off the map.
  std::vector<double>& ts = cuts_;
  ts.assign({0.0, 1.0});
  const Point d = s.b - s.a;
  const double len2 = d.squaredNorm();
  if (len2 == 0) return false;
  bool any = false;
  const std::vector<Segment>& rim = outside();
  for (const Segment& w : rim) {
    if (!segments_touch(s, w)) continue;
    any = true;
    const Point e = w.b - w.a;
    const double denom = d.x() * e.y() - d.y() * e.x();
    if (std::abs(denom) > kEps) {
      const Point ap = w.a - s.a;
      ts.push_back((ap.x() * e.y() - ap.y() * e.x()) / denom);
    } else {  // collinear: cut at the shared stretch's ends
      ts.push_back((w.a - s.a).dot(d) / len2);
      ts.push_back((w.b - s.a).dot(d) / len2);
    }
  }
  if (!any) return false;
  std::sort(ts.begin(), ts.end());
  for (std::size_t i = 0; i + 1 < ts.size(); ++i) {
    const double t0 = std::clamp(ts[i], 0.0, 1.0), t1 = std::clamp(ts[i + 1], 0.0, 1.0);
    if (t1 - t0 < 1e-9) continue;
    const Point m = s.a + d * ((t0 + t1) / 2);
    bool on_edge = false;
    for (const Segment& w : rim) {
      if (distance_to_segment(m, w) < 1e-7) {
        on_edge = true;
        break;
      }
    }
    if (!on_edge && !board_->find(hex_at(m))) return true;
  }
  return false;
}

Sight::Line Sight::witness(CellIndex a, CellIndex b) const {
  return search(a, b, false);
}

Sight::Line Sight::search(CellIndex a, CellIndex b, bool any_line) const {
  if (a == b) return {true, {hex_center(board_->coord(a)), hex_center(board_->coord(a))}};
  collect_walls(a, b, scratch_);
  const Coord ca = board_->coord(a);
  const Coord cb = board_->coord(b);
  // Corner to corner first: the whole test in the 1st edition, and in the others the fast
  // path that proves most visible pairs at once.
  std::array<Point, 6> corners_a, corners_b;
  for (int i = 0; i < 6; ++i) {
    corners_a[static_cast<std::size_t>(i)] = hex_corner(ca, i);
    corners_b[static_cast<std::size_t>(i)] = hex_corner(cb, i);
  }
  if (const Line line = first_free_line(corners_a.data(), 6, corners_b.data(), 6); line.ok)
    return line;
  if (model_ == SightModel::CornerToCorner) return {};
  // Any free segment proves the pair visible; only witness() must find the one the exact
  // search finds (it is drawn), so visible() first tries a few more lines between points
  // of the two outlines.
  if (shortcuts_ && walled_off(ca, cb)) return {};
  if (any_line && shortcuts_) {
    const Line line = sampled_lines(ca, cb);
    if (line.ok) return line;
  }
  if (shortcuts_ && separated(a, b)) return {};
  bool decided = false;
  ++exact_searches_;
  const Line line = exact_witness(ca, cb, decided);
  if (decided) return line;
  return sampled_witness(ca, cb);
}

// A sight line's part between the two hexes lies in the convex hull H of both. Followed
// from A to B it passes through a chain of cells, each the next one's neighbour across an
// edge or a corner (cells that share a corner share an edge ending there). It never enters
// a wall hex or the area beyond the map (touching a wall blocks; off the map it may only
// run along the edge, which belongs to a map cell), and it crosses from cell to cell
// through a point of their shared edge that touches no wall, so that edge carries no thin
// wall (a thin wall's tip blocks as well). A straight line also crosses only forwards: with
// v its direction, every step from X to Y has v . (centre Y - centre X) > 0 (through a
// corner as well; running along an edge needs no step). v lies in the cone of directions
// from points of A to points of B; inside one piece of that cone cut at the directions
// perpendicular to a hex direction, the set of forward steps is fixed. So if for every
// piece no chain of map cells, joined by open edges in forward steps and all meeting H,
// leads from A to B, no line exists. Cells meeting H are over-approximated by cells whose
// centre lies within one circumradius of H, and steps at right angles to v are allowed both
// ways: a weaker filter, never a wrong one.
bool Sight::separated(CellIndex a, CellIndex b) const {
  const Coord ca = board_->coord(a), cb = board_->coord(b);
  std::array<Point, 12> pts;
  for (int i = 0; i < 6; ++i) {
    pts[static_cast<std::size_t>(i)] = hex_corner(ca, i);
    pts[static_cast<std::size_t>(6 + i)] = hex_corner(cb, i);
  }
  std::sort(pts.begin(), pts.end(), [](const Point& x, const Point& y) {
    return x.x() != y.x() ? x.x() < y.x() : x.y() < y.y();
  });
  std::array<Point, 24> hull;
  std::size_t h = 0;
  for (int pass = 0; pass < 2; ++pass) {  // monotone chain, counter-clockwise
    const std::size_t start = h;
    for (std::size_t k = 0; k < pts.size(); ++k) {
      const Point& p = pass == 0 ? pts[k] : pts[pts.size() - 1 - k];
      while (h >= start + 2 && cross(hull[h - 2], hull[h - 1], p) <= kEps) --h;
      hull[h++] = p;
    }
    --h;
  }
  auto near_hull = [&](const Point& p) {
    bool inside = true;
    for (std::size_t k = 0; k < h && inside; ++k)
      inside = cross(hull[k], hull[(k + 1) % h], p) >= -kEps;
    if (inside) return true;
    for (std::size_t k = 0; k < h; ++k) {
      if (distance_to_segment(p, {hull[k], hull[(k + 1) % h]}) <= 1.0 + 1e-6) return true;
    }
    return false;
  };

  // The cone of directions from A to B: B - A is the hexagon of circumradius 2 round
  // centre B - centre A; its corners give the cone's edges, as angles about that centre.
  const Point w = hex_center(cb) - hex_center(ca);
  const double heading = std::atan2(w.y(), w.x());
  double lo = 0, hi = 0;
  for (int i = 0; i < 6; ++i) {
    const Point p = w + 2.0 * (hex_corner({0, 0}, i) - hex_center({0, 0}));
    const double t = std::atan2(w.x() * p.y() - w.y() * p.x(), w.dot(p));
    lo = std::min(lo, t);
    hi = std::max(hi, t);
  }
  static const std::array<double, kHexDirectionCount> kAngle = [] {
    std::array<double, kHexDirectionCount> a;
    for (int d = 0; d < kHexDirectionCount; ++d) {
      const Point u = hex_center(kHexDirections[static_cast<std::size_t>(d)]);
      a[static_cast<std::size_t>(d)] = std::atan2(u.y(), u.x());
    }
    return a;
  }();
  std::array<std::uint8_t, 2 * kHexDirectionCount + 1> masks{};
  std::size_t mask_count = 0;
  if (hi - lo >= M_PI / 2 - 1e-9) {
    masks[mask_count++] = (1u << kHexDirectionCount) - 1;  // too wide to matter: any step
  } else {
    std::array<double, 2 * kHexDirectionCount + 2> cuts{};
    std::size_t n = 0;
    cuts[n++] = lo;
    for (double phi : kAngle) {
      for (double side : {M_PI / 2, -M_PI / 2}) {
        double t = std::remainder(phi + side - heading, 2 * M_PI);
        if (t > lo && t < hi) cuts[n++] = t;
      }
    }
    cuts[n++] = hi;
    std::sort(cuts.begin(), cuts.begin() + static_cast<std::ptrdiff_t>(n));
    for (std::size_t k = 0; k + 1 < n; ++k) {
      std::uint8_t mask = 0;
      for (int d = 0; d < kHexDirectionCount; ++d) {
        const double phi = kAngle[static_cast<std::size_t>(d)] - heading;
        const double m = (cuts[k] + cuts[k + 1]) / 2;
        if (std::cos(cuts[k] - phi) >= -1e-9 || std::cos(m - phi) >= -1e-9 ||
            std::cos(cuts[k + 1] - phi) >= -1e-9)
          mask = static_cast<std::uint8_t>(mask | (1u << d));
      }
      if (std::find(masks.begin(), masks.begin() + static_cast<std::ptrdiff_t>(mask_count), mask) ==
          masks.begin() + static_cast<std::ptrdiff_t>(mask_count))
        masks[mask_count++] = mask;
    }
  }

  if (stamp_.size() != board_->size()) {
    stamp_.assign(board_->size(), 0);
    generation_ = 0;
  }
  for (std::size_t m = 0; m < mask_count; ++m) {
    if (++generation_ == 0) {  // wrapped: clear the marks once
      std::fill(stamp_.begin(), stamp_.end(), 0);
      generation_ = 1;
    }
    frontier_.clear();
    frontier_.push_back(a);
    stamp_[a] = generation_;
    for (std::size_t i = 0; i < frontier_.size(); ++i) {
      const CellIndex c = frontier_[i];
      for (Direction d = 0; d < kHexDirectionCount; ++d) {
        if ((masks[m] & (1u << d)) == 0 || !board_->open_edge(c, d)) continue;
        const CellIndex next = board_->neighbour(c, d);
        if (stamp_[next] == generation_) continue;
        stamp_[next] = generation_;
        if (next == b) return false;
        if (!near_hull(hex_center(board_->coord(next)))) continue;
        frontier_.push_back(next);
      }
    }
  }
  return true;
}

Sight::Line Sight::sampled_witness(Coord ca, Coord cb) const {
  // Beyond the exact search's precision bound only (hexes over a hundred apart): sample
  // each hex's outline (corners and points along each edge) pulled a hair inside, so that
  // no sample lies on a wall, and try every pair. It may miss a thin wedge of lines, never
  // claims a line that is not there.
  constexpr int kPerEdge = 2;
  constexpr double kInset = 1e-6;
  auto samples = [&](Coord c, std::vector<Point>& pts) {
    pts.clear();
    const Point centre = hex_center(c);
    pts.push_back(centre);
    for (int i = 0; i < 6; ++i) {
      const Point p0 = hex_corner(c, i);
      const Point p1 = hex_corner(c, (i + 1) % 6);
      for (int k = 0; k < kPerEdge; ++k) {
        const Point p = p0 + (p1 - p0) * (static_cast<double>(k) / kPerEdge);
        pts.push_back(p + (centre - p) * kInset);
      }
    }
  };
  samples(ca, samples_a_);
  samples(cb, samples_b_);
  return first_free_line(samples_a_.data(), samples_a_.size(), samples_b_.data(),
                         samples_b_.size());
}

bool Sight::visible(CellIndex a, CellIndex b) const {
  if (tables_ && a != b) {
    const Coord ca = board_->coord(a);
    if (const SightLines* lines = sight_lines_when_asked_often(model_, board_->coord(b) - ca))
      return lines->any_free(listed_->flags, ca);
  }
  return search(a, b, true).ok;
}

// Lines between the centres and edge midpoints of the two hexes: in the pairs the corner
// lines miss, a free line mostly passes between two walls near the middle of the hexes.
Sight::Line Sight::sampled_lines(Coord ca, Coord cb) const {
  auto points = [](Coord c, std::array<Point, 7>& pts) {
    const Point centre = hex_center(c);
    pts[0] = centre;
    for (int i = 0; i < 6; ++i)
      pts[static_cast<std::size_t>(i + 1)] = (hex_corner(c, i) + hex_corner(c, (i + 1) % 6)) / 2;
  };
  std::array<Point, 7> pa, pb;
  points(ca, pa);
  points(cb, pb);
  return first_free_line(pa.data(), pa.size(), pb.data(), pb.size());
}

Sight::Line Sight::first_free_line(const Point* pa, std::size_t na, const Point* pb,
                                   std::size_t nb) const {
  for (std::size_t i = 0; i < na; ++i) {
    for (std::size_t j = 0; j < nb; ++j) {
      const Segment s{pa[i], pb[j]};
      if (!blocked_first(s)) return {true, s};
    }
  }
  return {};
}

}  // namespace arbiter::pathing
