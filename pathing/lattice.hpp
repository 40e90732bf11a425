// The lattice of hex corners, for exact line-of-sight geometry (internal to pathing/):
// a corner at real (x, y) has integer coordinates u = 2x / sqrt(3), v = 2y; centres are at
// (2q + r, 3r) and corners at (±1, ±1) and (0, ±2) from them. Cross products of lattice
// points are exact integers (the real one is sqrt(3)/4 times it).
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>

#include "pathing/sight.hpp"

namespace arbiter::pathing::lattice {

inline const double kSqrt3 = std::sqrt(3.0);

// The distance from p to the closed segment s (real coordinates).
inline double distance_to_segment(const Point& p, const Segment& s) {
  const Point d = s.b - s.a;
  const double len2 = d.squaredNorm();
  double t = len2 > 0 ? (p - s.a).dot(d) / len2 : 0.0;
  t = std::clamp(t, 0.0, 1.0);
  return (s.a + t * d - p).norm();
}

struct Lattice {
  std::int64_t u = 0, v = 0;
};

inline Lattice to_lattice(const Point& p) {
  return {std::llround(p.x() * 2.0 / kSqrt3), std::llround(p.y() * 2.0)};
}
inline Point to_point(std::int64_t u, std::int64_t v) {
  return {static_cast<double>(u) * kSqrt3 / 2.0, static_cast<double>(v) / 2.0};
}
inline std::int64_t cross(const Lattice& o, const Lattice& a, const Lattice& b) {
  return (a.u - o.u) * (b.v - o.v) - (a.v - o.v) * (b.u - o.u);
}
inline bool operator<(const Lattice& a, const Lattice& b) {
  return a.u != b.u ? a.u < b.u : a.v < b.v;
}

// Corner offsets in lattice units, in hex_corner's order.
constexpr std::array<Lattice, 6> kCornerOffset = {
    {{1, -1}, {0, -2}, {-1, -1}, {-1, 1}, {0, 2}, {1, 1}}};

inline Lattice lattice_corner(Coord c, int i) {
  const Lattice o = kCornerOffset[static_cast<std::size_t>(i)];
  return {2 * static_cast<std::int64_t>(c.q) + c.r + o.u, 3 * static_cast<std::int64_t>(c.r) + o.v};
}

// True when the line through p and q meets the closed hexagon with these corners.
inline bool line_meets(const Lattice& p, const Lattice& q, const Lattice* corners) {
  bool pos = false, neg = false;
  for (int k = 0; k < 6; ++k) {
    const std::int64_t c = cross(p, q, corners[k]);
    if (c >= 0) pos = true;
    if (c <= 0) neg = true;
  }
  return pos && neg;
}

// The chord of a hex on the line m + t e (e a unit vector): [lo, hi] in t, false if the
// line misses the hex.
inline bool chord(const Point& centre, const Point& m, const Point& e, double& lo, double& hi) {
  // Three slabs, one per pair of opposite edges: -apothem <= n . (m + t e - centre) <= apothem.
  static const std::array<Point, 3> kNormal = [] {
    std::array<Point, 3> n;
    for (std::size_t d = 0; d < 3; ++d) n[d] = hex_center(kHexDirections[d]) / kSqrt3;
    return n;
  }();
  const double apothem = kSqrt3 / 2.0;
  lo = -std::numeric_limits<double>::infinity();
  hi = std::numeric_limits<double>::infinity();
  const Point rel = m - centre;
  for (const Point& n : kNormal) {
    const double a = n.dot(e);
    const double r = n.dot(rel);
    if (std::abs(a) < 1e-12) {
      if (std::abs(r) > apothem + 1e-9) return false;
      continue;
    }
    const double inv = 1.0 / a;
    double t0 = (-apothem - r) * inv, t1 = (apothem - r) * inv;
    if (t0 > t1) std::swap(t0, t1);
    lo = std::max(lo, t0);
    hi = std::min(hi, t1);
  }
  if (lo > hi + 1e-9) return false;
  if (lo > hi) lo = hi = (lo + hi) / 2;
  return true;
}

inline bool operator==(const Lattice& a, const Lattice& b) {
  return a.u == b.u && a.v == b.v;
}

inline int sign(std::int64_t x) {
  return (x > 0) - (x < 0);
}
// Closed segments [p, q] and [r, s] share a point (exact, on the lattice).
inline bool lattice_touch(const Lattice& p, const Lattice& q, const Lattice& r, const Lattice& s) {
  const int o1 = sign(cross(p, q, r)), o2 = sign(cross(p, q, s));
  const int o3 = sign(cross(r, s, p)), o4 = sign(cross(r, s, q));
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  auto within = [](const Lattice& a, const Lattice& b, const Lattice& x) {
    return std::min(a.u, b.u) <= x.u && x.u <= std::max(a.u, b.u) && std::min(a.v, b.v) <= x.v &&
           x.v <= std::max(a.v, b.v);
  };
  return (o1 == 0 && within(p, q, r)) || (o2 == 0 && within(p, q, s)) ||
         (o3 == 0 && within(r, s, p)) || (o4 == 0 && within(r, s, q));
}

// The twelve corners of two hexes: A's in hex_corner's order, then B's.
inline std::array<Lattice, 12> pair_corners(Coord ca, Coord cb) {
  std::array<Lattice, 12> corners;
  for (int i = 0; i < 6; ++i) {
    corners[static_cast<std::size_t>(i)] = lattice_corner(ca, i);
    corners[static_cast<std::size_t>(6 + i)] = lattice_corner(cb, i);
  }
  return corners;
}

// The convex hull of the two hexes, counter-clockwise in (u, v) (monotone chain).
struct Hull {
  std::array<Lattice, 24> p;
  std::size_t n = 0;
  explicit Hull(const std::array<Lattice, 12>& corners) {
    std::array<Lattice, 12> sorted = corners;
    std::sort(sorted.begin(), sorted.end());
    for (int pass = 0; pass < 2; ++pass) {
      const std::size_t start = n;
      for (std::size_t k = 0; k < sorted.size(); ++k) {
        const Lattice& x = pass == 0 ? sorted[k] : sorted[sorted.size() - 1 - k];
        while (n >= start + 2 && cross(p[n - 2], p[n - 1], x) <= 0) --n;
        p[n++] = x;
      }
      --n;  // the last point starts the other chain
    }
  }
  const Lattice& next(std::size_t k) const { return p[k + 1 == n ? 0 : k + 1]; }
  bool contains(const Lattice& x) const {
    for (std::size_t k = 0; k < n; ++k)
      if (cross(p[k], next(k), x) < 0) return false;
    return true;
  }
  // The closed segment [a, b] shares a point with the closed hull.
  bool meets(const Lattice& a, const Lattice& b) const {
    if (contains(a) || contains(b)) return true;
    for (std::size_t k = 0; k < n; ++k)
      if (lattice_touch(a, b, p[k], next(k))) return true;
    return false;
  }
};

}  // namespace arbiter::pathing::lattice
