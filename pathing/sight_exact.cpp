// Exact hex-to-hex line of sight (Jaws of the Lion, Frosthaven, Gloomhaven 2nd edition):
// is there a segment from some point of hex A to some point of hex B that touches no wall
// (wall-hex edge or thin wall, a corner or tip included) and does not pass through the
// inside of the area beyond the map's edge (running along that edge is allowed)?
//
// Method.
//  1. Reduction to lines. For a line L meeting both (closed) hexes, call "between part"
//     the shortest piece of L joining L ∩ A to L ∩ B: from where L leaves A to where it
//     enters B, or one point of A ∩ B when the two chords meet (neighbours). Every segment
//     from A to B along L contains it, and it is itself such a segment; so a free segment
//     exists iff some line has a free between part.
//  2. Critical points: the corners of A and B, the ends of every wall, and the corners of
//     the map's outer edge, taken only inside the convex hull of A ∪ B (a between part
//     stays in the hull; the hull is at least sqrt(3) wide and walls are 1 long, so a wall
//     meeting the hull has an end in it). All of them are corners of the hex grid, and
//     grid edges meet only at grid corners; so whether a line's between part is free
//     depends only on which side of each critical point the line passes (the sign
//     vector). Lines through critical points split the plane of lines into cells (an
//     arrangement): 2-dimensional faces, edges (lines through one critical point) and
//     vertices (lines through two or more); freeness is constant on each.
//  3. Candidates. Every face has a vertex V (a line through critical points p1 .. pk,
//     sorted along it) in its closure, and the faces round V are exactly: V shifted a
//     little to either side, and V turned a little (either way) about a point between two
//     consecutive p's. A free line that lies on no free face has a free between part that
//     touches the map's outer edge (walls block on a touch, so their constraint is open),
//     and then it runs through a corner of that edge: it is a vertex (tried as is) or lies
//     on an edge of the arrangement through such a corner p, and the edge is reached by
//     turning a vertex through p a little about p. So the candidates, for every line
//     through two critical points that meets both hexes, are: both shifts, both turns
//     about every gap between consecutive critical points on it, and, when a corner of
//     the outer edge lies on it, the line itself and both turns about each such corner.
//     Each is tested with the ordinary blocking test (segments_touch, leaves_map).
//  4. Precision. Critical points have integer coordinates on the lattice u = 2x/sqrt(3),
//     v = 2y (centres (2q + r, 3r), corners at (±1, ±1) and (0, ±2) from them), so
//     collinearity, the hull and the line-meets-hex tests are exact integer arithmetic.
//     A lattice cross product is a nonzero integer or zero, and the real one is sqrt(3)/4
//     times it; so a critical point off a line through two others lies at least
//     (sqrt(3)/4) / D from it, D the hull's diameter. Distinct critical points on one line
//     are at least 1 apart. The perturbation is delta = 0.1 / D^2 (radians or length): it
//     moves the line by at most D * delta = 0.1 / D at any point of the hull, less than
//     the gap to every off-line point, so each candidate lies in the face it was made for,
//     and it passes every on-line critical point at 0.05 / D^2 or more. Up to D = 200
//     (hexes up to 114 apart) that is 1.25e-6 or more, far above the 1e-9 tolerance of the
//     segment predicates and the 1e-7 of leaves_map, and far below any feature of the
//     grid. Beyond that bound the caller falls back to the old sampled search.
//  5. Whole lines blocked. If the line through two critical points crosses a wall (its two
//     ends strictly on either side, exact on the lattice) at a point X strictly inside the
//     line's between part, every candidate made from that line is blocked too, and none is
//     tried. A candidate stays within 0.1 / D of the line in the hull, less than the gap to
//     every lattice point off the line, so it crosses the same wall, and it crosses it
//     between its own two chords: the points where a line crosses two grid edges coincide
//     only at a corner they share, which neither the line nor a candidate passes through
//     (X is inside the wall, and a chord's end on the line at a corner of A or B lies
//     at least sqrt(3)/2 from any edge not ending there, far beyond how far a chord's end
//     or X moves). X is compared with the chords' ends with a margin of 1e-7; closer calls
//     are left to the candidates.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "pathing/lattice.hpp"
#include "pathing/sight.hpp"

namespace arbiter::pathing {
namespace {

using namespace lattice;
// Hull diameter (in hex circumradii) up to which the perturbation bound above holds.
constexpr double kMaxSpan = 200.0;

}  // namespace

// Every segment from a point p of A to a point q of B lies in the hull H of A and B. Take
// away the insides of A and B: what is left of H is a disc D (bounded by A's inner arc,
// the long side L between A and B, B's inner arc and the other long side R) with "hairs":
// the parts of A's and B's outlines on H's boundary, which touch D only at their ends. The
// part of a segment between leaving A and entering B is a path in D from A's inner arc to
// B's. Let K be a connected set of walls inside D meeting L and R (their parts outside A
// and B): by the crossing lemma every such path meets K, so every segment touches a wall.
// Walls are grid edges and the hexes grid hexes, so a wall lies on a hair exactly when it
// has a corner of the hair other than its ends, or is an edge of A or B on H's boundary;
// such walls are left out (a smaller K is still a proof). The wall pieces inside H are
// joined where two walls share an end inside H. All of it is exact integer arithmetic on
// the lattice of hex corners.
bool Sight::walled_off(Coord ca, Coord cb) const {
  if (hex_distance(ca, cb) <= 1) return false;  // the shape below needs hexes apart
  const std::array<Lattice, 12> corners = pair_corners(ca, cb);
  const Hull convex(corners);
  const auto& hull = convex.p;
  const std::size_t h = convex.n;
  auto of_a = [&](const Lattice& p) {
    return std::find(corners.begin(), corners.begin() + 6, p) != corners.begin() + 6;
  };
  auto of_b = [&](const Lattice& p) {
    return std::find(corners.begin() + 6, corners.end(), p) != corners.end();
  };
  auto on_edge = [](const Lattice& p, const Lattice& q, const Lattice& x) {
    return cross(p, q, x) == 0 && std::min(p.u, q.u) <= x.u && x.u <= std::max(p.u, q.u) &&
           std::min(p.v, q.v) <= x.v && x.v <= std::max(p.v, q.v);
  };
  auto on_boundary = [&](const Lattice& x) {
    for (std::size_t k = 0; k < h; ++k)
      if (on_edge(hull[k], hull[(k + 1) % h], x)) return true;
    return false;
  };
  // The long sides: the hull edges joining a corner of A to a corner of B, cut down to
  // their part outside A and B (an edge of A or B may lie along them).
  std::array<std::pair<Lattice, Lattice>, 2> side;
  std::size_t sides = 0;
  for (std::size_t k = 0; k < h; ++k) {
    Lattice p = hull[k];
    Lattice q = hull[(k + 1) % h];
    if (!((of_a(p) && of_b(q)) || (of_b(p) && of_a(q)))) continue;
    if (sides == 2) return false;  // not the shape assumed
    if (of_b(p)) std::swap(p, q);  // p on A, q on B
    const Lattice far_a = p, far_b = q;
    auto dist2 = [](const Lattice& x, const Lattice& y) {
      return (x.u - y.u) * (x.u - y.u) + 3 * (x.v - y.v) * (x.v - y.v);
    };
    for (std::size_t i = 0; i < 6; ++i) {
      const Lattice& c = corners[i];
      if (on_edge(far_a, far_b, c) && dist2(c, far_a) > dist2(p, far_a)) p = c;
      const Lattice& d = corners[6 + i];
      if (on_edge(far_a, far_b, d) && dist2(d, far_b) > dist2(q, far_b)) q = d;
    }
    side[sides++] = {p, q};
  }
  if (sides != 2) return false;
  // The hairs: corners of A or B on H's boundary other than the sides' ends.
  std::array<Lattice, 12> hair;
  std::size_t hairs = 0;
  for (const Lattice& c : corners) {
    if (!on_boundary(c)) continue;
    bool end = false;
    for (const auto& [p, q] : side) end = end || c == p || c == q;
    if (!end) hair[hairs++] = c;
  }
  auto on_hair = [&](const Lattice& p, const Lattice& q) {
    for (std::size_t i = 0; i < hairs; ++i)
      if (hair[i] == p || hair[i] == q) return true;
    // An edge of A or B along H's boundary, between two sides' ends.
    const bool edge_of_a = of_a(p) && of_a(q), edge_of_b = of_b(p) && of_b(q);
    return (edge_of_a || edge_of_b) && on_boundary(p) && on_boundary(q);
  };
  auto in_hull = [&](const Lattice& p) { return convex.contains(p); };
  // Walls inside H and off the hairs, as lattice segments.
  near_lattice_.clear();
  for (const Segment& w : scratch_) {
    const Lattice p = to_lattice(w.a), q = to_lattice(w.b);
    if (on_hair(p, q) || !convex.meets(p, q)) continue;
    near_lattice_.push_back({p.u, p.v, false});
    near_lattice_.push_back({q.u, q.v, false});
  }
  const std::size_t n = near_lattice_.size() / 2;
  if (n == 0) return false;
  parent_.resize(n);
  sides_.assign(n, 0);
  for (std::size_t i = 0; i < n; ++i) parent_[i] = static_cast<std::uint32_t>(i);
  auto find = [&](std::uint32_t x) {
    while (parent_[x] != x) x = parent_[x] = parent_[parent_[x]];
    return x;
  };
  auto end = [&](std::size_t i, int e) {
    const LatticePoint& l = near_lattice_[2 * i + static_cast<std::size_t>(e)];
    return Lattice{l.u, l.v};
  };
  for (std::size_t i = 0; i < n; ++i) {
    const Lattice p = end(i, 0), q = end(i, 1);
    for (std::size_t s = 0; s < 2; ++s)
      if (lattice_touch(p, q, side[s].first, side[s].second))
        sides_[i] = static_cast<std::uint8_t>(sides_[i] | (1u << s));
  }
  // Walls sharing an end inside H are joined: the ends sorted, each run of equal ends (in H)
  // joins its walls.
  ends_.resize(2 * n);
  for (std::size_t k = 0; k < 2 * n; ++k) ends_[k] = static_cast<std::uint32_t>(k);
  auto point_less = [&](std::uint32_t x, std::uint32_t y) {
    const LatticePoint& a = near_lattice_[x];
    const LatticePoint& b = near_lattice_[y];
    return a.u != b.u ? a.u < b.u : a.v < b.v;
  };
  std::sort(ends_.begin(), ends_.end(), point_less);
  for (std::size_t k = 0; k < ends_.size();) {
    std::size_t run = k + 1;
    while (run < ends_.size() && !point_less(ends_[k], ends_[run])) ++run;
    const LatticePoint& x = near_lattice_[ends_[k]];
    if (run - k > 1 && in_hull(Lattice{x.u, x.v})) {
      const std::uint32_t first = ends_[k] / 2;
      for (std::size_t m = k + 1; m < run; ++m) parent_[find(ends_[m] / 2)] = find(first);
    }
    k = run;
  }
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t r = find(static_cast<std::uint32_t>(i));
    sides_[r] = static_cast<std::uint8_t>(sides_[r] | sides_[i]);
    if (sides_[r] == 3) return true;
  }
  return false;
}

// Step 2: the critical points inside the hull of the pair's twelve corners (into
// critical_, sorted, each once, `rim` when one is a corner of the map's outer edge), and
// the walls (near_walls_) and outer edges (outside_, filtered in place) that reach into it.
void Sight::collect_critical(const std::array<Lattice, 12>& corners) const {
  const Hull hull(corners);  // of A ∪ B
  critical_.clear();
  near_walls_.clear();
  for (const Lattice& p : corners) critical_.push_back({p.u, p.v, false});
  auto add = [&](const Point& p, bool rim) {
    const Lattice l = to_lattice(p);
    if (!hull.contains(l)) return false;
    critical_.push_back({l.u, l.v, rim});
    return true;
  };
  for (const Segment& w : scratch_) {
    const bool in_a = add(w.a, false);
    const bool in_b = add(w.b, false);
    if (in_a || in_b) near_walls_.push_back(w);
  }
  std::size_t kept = 0;
  outside();  // the map's outer edge near the pair, listed now if it was not yet
  for (const Segment& e : outside_) {
    const bool in_a = add(e.a, true);
    const bool in_b = add(e.b, true);
    if (in_a || in_b) outside_[kept++] = e;
  }
  outside_.resize(kept);
  std::sort(critical_.begin(), critical_.end(), [](const LatticePoint& x, const LatticePoint& y) {
    return x.u != y.u ? x.u < y.u : x.v < y.v;
  });
  std::size_t n = 0;
  for (const LatticePoint& p : critical_) {
    if (n > 0 && critical_[n - 1].u == p.u && critical_[n - 1].v == p.v) {
      critical_[n - 1].rim = critical_[n - 1].rim || p.rim;
    } else {
      critical_[n++] = p;
    }
  }
  critical_.resize(n);
}

// Walls are tried most recently blocking first: a hidden pair's candidates are mostly
// stopped by the same few walls.
bool Sight::touches_near_wall(const Segment& s) const {
  for (std::size_t k = 0; k < near_walls_.size(); ++k) {
    if (segments_touch(s, near_walls_[k])) {
      if (k > 0) std::swap(near_walls_[k], near_walls_[0]);
      return true;
    }
  }
  return false;
}

// Step 3's test of a candidate, the line m + t e between the hexes centred at centre_a and
// centre_b: on success `found` holds a witness.
bool Sight::free_candidate(const Point& centre_a, const Point& centre_b, const Point& m,
                           const Point& e, Line& found) const {
  double a0, a1, b0, b1;
  if (!chord(centre_a, m, e, a0, a1) || !chord(centre_b, m, e, b0, b1)) return false;
  Segment between;
  if (a1 <= b0) {
    between = {m + e * a1, m + e * b0};
  } else if (b1 <= a0) {
    between = {m + e * a0, m + e * b1};
  } else {
    const Point p = m + e * ((std::max(a0, b0) + std::min(a1, b1)) / 2);
    between = {p, p};
  }
  if (touches_near_wall(between) || leaves_map(between)) return false;
  // For drawing, run the line on to the middle of both chords: the added pieces lie
  // inside the hexes (or along a free edge), so they block nothing; checked anyway.
  Segment drawn{m + e * ((a0 + a1) / 2), m + e * ((b0 + b1) / 2)};
  found = {true, blocked(drawn, near_walls_) ? between : drawn};
  return true;
}

// Step 5: whether the line through p and q (o + t dir) crosses a wall of near_lattice_
// strictly inside its between part.
bool Sight::crossed_between(const Point& centre_a, const Point& centre_b, const Lattice& p,
                            const Lattice& q, const Point& o, const Point& dir) const {
  double a0, a1, b0, b1;
  if (!chord(centre_a, o, dir, a0, a1) || !chord(centre_b, o, dir, b0, b1)) return false;
  double lo, hi;  // the between part, in t
  if (a1 <= b0) {
    lo = a1;
    hi = b0;
  } else if (b1 <= a0) {
    lo = b1;
    hi = a0;
  } else {
    return false;
  }
  constexpr double kMargin = 1e-7;
  for (std::size_t k = 0; k + 1 < near_lattice_.size(); k += 2) {
    const Lattice wa{near_lattice_[k].u, near_lattice_[k].v};
    const Lattice wb{near_lattice_[k + 1].u, near_lattice_[k + 1].v};
    if (sign(cross(p, q, wa)) * sign(cross(p, q, wb)) >= 0) continue;
    // Where o + t dir meets the wall's line.
    const Point x0 = to_point(wa.u, wa.v);
    const Point ew = to_point(wb.u, wb.v) - x0;
    const double denom = dir.x() * ew.y() - dir.y() * ew.x();
    const Point rel = x0 - o;
    const double t = (rel.x() * ew.y() - rel.y() * ew.x()) / denom;
    if (t > lo + kMargin && t < hi - kMargin) return true;
  }
  return false;
}

Sight::Line Sight::exact_witness(Coord ca, Coord cb, bool& decided) const {
  decided = false;
  const std::array<Lattice, 12> corners = pair_corners(ca, cb);
  // Step 4: the hull's diameter is the largest distance between two corners.
  double diameter2 = 0;
  for (const Lattice& p : corners) {
    for (const Lattice& q : corners)
      diameter2 = std::max(diameter2, (to_point(p.u, p.v) - to_point(q.u, q.v)).squaredNorm());
  }
  const double diameter = std::sqrt(diameter2);
  if (diameter > kMaxSpan) return {};
  decided = true;
  const double delta = 0.1 / (diameter * diameter);
  collect_critical(corners);  // step 2
  const std::size_t n = critical_.size();
  const Point centre_a = hex_center(ca), centre_b = hex_center(cb);
  Line found;
  const auto try_line = [&](const Point& m, const Point& e) {
    return free_candidate(centre_a, centre_b, m, e, found);
  };
  const double c = std::cos(delta), s = std::sin(delta);
  const Lattice* corners_a = corners.data();
  const Lattice* corners_b = corners.data() + 6;
  std::vector<std::pair<double, bool>> on_line;  // position along the line, rim corner
  // Step 5: the walls on the lattice.
  near_lattice_.clear();
  for (const Segment& w : near_walls_) {
    const Lattice a = to_lattice(w.a), b = to_lattice(w.b);
    near_lattice_.push_back({a.u, a.v, false});
    near_lattice_.push_back({b.u, b.v, false});
  }
  for (std::size_t i = 0; i < n; ++i) {
    const Lattice p{critical_[i].u, critical_[i].v};
    for (std::size_t j = i + 1; j < n; ++j) {
      const Lattice q{critical_[j].u, critical_[j].v};
      if (!line_meets(p, q, corners_a) || !line_meets(p, q, corners_b)) continue;
      // Each line once: from the two first of the critical points on it.
      const Point o = to_point(p.u, p.v);
      const Point dir = (to_point(q.u, q.v) - o).normalized();
      on_line.clear();
      bool first = true, rim = false;
      for (std::size_t k = 0; k < n; ++k) {
        const Lattice r{critical_[k].u, critical_[k].v};
        if (cross(p, q, r) != 0) continue;
        if (k < j && k != i) {
          first = false;
          break;
        }
        on_line.push_back({(to_point(r.u, r.v) - o).dot(dir), critical_[k].rim});
        rim = rim || critical_[k].rim;
      }
      if (!first) continue;
      if (shortcuts_ && crossed_between(centre_a, centre_b, p, q, o, dir)) continue;  // step 5
      std::sort(on_line.begin(), on_line.end());
      const Point normal(-dir.y(), dir.x());
      const Point turned[2] = {Point(c * dir.x() - s * dir.y(), s * dir.x() + c * dir.y()),
                               Point(c * dir.x() + s * dir.y(), -s * dir.x() + c * dir.y())};
      // Step 3's candidates. Faces: shifted to either side, turned about each gap.
      if (try_line(o + normal * delta, dir) || try_line(o - normal * delta, dir)) return found;
      for (std::size_t k = 0; k + 1 < on_line.size(); ++k) {
        const Point m = o + dir * ((on_line[k].first + on_line[k + 1].first) / 2);
        if (try_line(m, turned[0]) || try_line(m, turned[1])) return found;
      }
      if (!rim) continue;
      // Along the outer edge: the line itself, and turned about each corner of the edge.
      if (try_line(o, dir)) return found;
      for (const auto& [t, is_rim] : on_line) {
        if (!is_rim) continue;
        const Point m = o + dir * t;
        if (try_line(m, turned[0]) || try_line(m, turned[1])) return found;
      }
    }
  }
  return {};
}

}  // namespace arbiter::pathing
