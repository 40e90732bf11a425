// Exact hex-to-hex line of sight, checked against an independent brute force: dense points
// in both hexes, every pair tested with segment-versus-wall checks written here (none of
// Sight's private logic is used), on random walled maps and on hand-built thin wedges.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "pathing/sight.hpp"
#include "tests/support/hex_maps.hpp"

using namespace arbiter::pathing;
using arbiter::testing::make_board;
using arbiter::testing::random_map;
using arbiter::testing::random_sized_map;

namespace {

const double kRoot3 = std::sqrt(3.0);

// Under AddressSanitizer the brute force runs some 30 times slower: the random test then
// checks fewer maps (same seed, so a prefix of the same positions).
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif

// ------------------------------------------------------------ independent geometry

// Centre and corners of a pointy-top hex of circumradius 1 (rows grow downwards).
Point centre_of(Coord c) {
  return {kRoot3 * (c.q + c.r / 2.0), 1.5 * c.r};
}
Point corner_of(Coord c, int i) {
  const double angle = (-30.0 - 60.0 * i) * M_PI / 180.0;
  return centre_of(c) + Point(std::cos(angle), std::sin(angle));
}

double dist_point_segment(const Point& p, const Segment& s) {
  const Point d = s.b - s.a;
  const double len2 = d.squaredNorm();
  const double t = len2 == 0 ? 0.0 : std::clamp((p - s.a).dot(d) / len2, 0.0, 1.0);
  return (s.a + t * d - p).norm();
}

double side(const Point& o, const Point& a, const Point& b) {
  return (a.x() - o.x()) * (b.y() - o.y()) - (a.y() - o.y()) * (b.x() - o.x());
}

// Two closed segments touch when they cross properly, or when some endpoint lies on
// (within 1e-9 of) the other segment. That covers every way two segments can meet.
bool touch(const Segment& s, const Segment& t) {
  constexpr double kTouch = 1e-9;
  // Boxes more than kTouch apart: no point of one is near the other.
  if (std::max(s.a.x(), s.b.x()) + kTouch < std::min(t.a.x(), t.b.x()) ||
      std::max(t.a.x(), t.b.x()) + kTouch < std::min(s.a.x(), s.b.x()) ||
      std::max(s.a.y(), s.b.y()) + kTouch < std::min(t.a.y(), t.b.y()) ||
      std::max(t.a.y(), t.b.y()) + kTouch < std::min(s.a.y(), s.b.y()))
    return false;
  const double d1 = side(s.a, s.b, t.a), d2 = side(s.a, s.b, t.b);
  const double d3 = side(t.a, t.b, s.a), d4 = side(t.a, t.b, s.b);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)))
    return true;
  return dist_point_segment(t.a, s) <= kTouch || dist_point_segment(t.b, s) <= kTouch ||
         dist_point_segment(s.a, t) <= kTouch || dist_point_segment(s.b, t) <= kTouch;
}

// True when p lies in the closed hex c (six half-planes, a hair of tolerance).
bool in_hex(const Point& p, Coord c, double tol = 1e-9) {
  const Point rel = p - centre_of(c);
  for (int d = 0; d < 6; ++d) {
    const Point n =
        (centre_of(kHexDirections[static_cast<std::size_t>(d)]) - centre_of({0, 0})) / kRoot3;
    if (n.dot(rel) > kRoot3 / 2 + tol) return false;
  }
  return true;
}

// What the brute force knows about a map: its cells, the segments a line may not touch
// (edges facing a wall hex, thin walls) and the map's outer edge.
struct World {
  std::vector<Coord> cells;
  std::vector<Segment> walls;
  std::vector<Segment> rim;
};

World world_of(const Board& b) {
  World w;
  for (CellIndex c = 0; c < b.size(); ++c) {
    const Coord x = b.coord(c);
    w.cells.push_back(x);
    for (int d = 0; d < 6; ++d) {
      const auto dir = static_cast<Direction>(d);
      const Segment e{corner_of(x, (d + 5) % 6), corner_of(x, d)};
      if (b.faces_wall(c, dir) || b.thin_wall(c, dir))
        w.walls.push_back(e);
      else if (b.neighbour(c, dir) == kNoCell)
        w.rim.push_back(e);
    }
  }
  return w;
}

// The pieces of `w` that can matter between two hexes (within their box, one unit more).
World near(const World& w, Coord a, Coord b) {
  const Point pa = centre_of(a), pb = centre_of(b);
  const double x0 = std::min(pa.x(), pb.x()) - 2, x1 = std::max(pa.x(), pb.x()) + 2;
  const double y0 = std::min(pa.y(), pb.y()) - 2, y1 = std::max(pa.y(), pb.y()) + 2;
  auto inside = [&](const Point& p) {
    return p.x() >= x0 && p.x() <= x1 && p.y() >= y0 && p.y() <= y1;
  };
  World out;
  for (Coord c : w.cells) {
    if (inside(centre_of(c))) out.cells.push_back(c);
  }
  for (const Segment& s : w.walls) {
    if (inside(s.a) || inside(s.b)) out.walls.push_back(s);
  }
  for (const Segment& s : w.rim) {
    if (inside(s.a) || inside(s.b)) out.rim.push_back(s);
  }
  return out;
}

// A segment passes through the inside of the area beyond the map's edge when some open
// piece of it lies in no cell. Cut it wherever it meets the outer edge; each piece between
// cuts is then inside one cell, along an edge, or off the map, and its midpoint tells.
bool leaves_map(const World& w, const Segment& s) {
  const Point d = s.b - s.a;
  const double len2 = d.squaredNorm();
  if (len2 == 0) return false;
  std::vector<double> cuts = {0.0, 1.0};
  for (const Segment& e : w.rim) {
    if (!touch(s, e)) continue;
    for (const Point& p : {e.a, e.b}) cuts.push_back((p - s.a).dot(d) / len2);
    const Point f = e.b - e.a;
    const double den = d.x() * f.y() - d.y() * f.x();
    if (std::abs(den) > 1e-12) {
      const Point g = e.a - s.a;
      cuts.push_back((g.x() * f.y() - g.y() * f.x()) / den);
    }
  }
  std::sort(cuts.begin(), cuts.end());
  for (std::size_t k = 0; k + 1 < cuts.size(); ++k) {
    const double t0 = std::clamp(cuts[k], 0.0, 1.0), t1 = std::clamp(cuts[k + 1], 0.0, 1.0);
    if (t1 - t0 < 1e-9) continue;
    const Point m = s.a + d * ((t0 + t1) / 2);
    bool on_map = false;
    for (Coord c : w.cells) on_map = on_map || in_hex(m, c);
    if (!on_map) return true;
  }
  return false;
}

bool free_segment(const World& w, const Segment& s) {
  for (const Segment& x : w.walls) {
    if (touch(s, x)) return false;
  }
  return !leaves_map(w, s);
}

// A triangular grid over a hex: its six triangles (centre, corner i, corner i+1) cut into
// n x n small triangles; 1 + 3 n (n + 1) points, the outline included.
std::vector<Point> hex_points(Coord c, int n) {
  std::vector<Point> out;
  const Point o = centre_of(c);
  out.push_back(o);
  for (int i = 0; i < 6; ++i) {
    const Point u = corner_of(c, i) - o, v = corner_of(c, (i + 1) % 6) - o;
    // Points j u + k v (j >= 1, k < j... ) of this sector, the ray of v left to the next.
    for (int j = 1; j <= n; ++j) {
      for (int k = 0; k < j; ++k) {
        out.push_back(o + u * (static_cast<double>(j - k) / n) + v * (static_cast<double>(k) / n));
      }
    }
  }
  return out;
}

// Brute force: some pair of grid points, one in each hex, joined by a free segment.
bool brute_sees(const World& world, Coord a, Coord b, int n) {
  World w = near(world, a, b);
  const std::vector<Point> pa = hex_points(a, n), pb = hex_points(b, n);
  auto on_wall = [&](const Point& p) {
    return std::any_of(w.walls.begin(), w.walls.end(), [&](const Segment& x) {
      return touch({p, p}, x);
    });
  };
  for (const Point& p : pa) {
    if (on_wall(p)) continue;  // every segment from p touches that wall
    for (const Point& q : pb) {
      const Segment s{p, q};
      bool hit = false;
      for (std::size_t k = 0; k < w.walls.size() && !hit; ++k) {
        if (touch(s, w.walls[k])) {
          std::swap(w.walls[k], w.walls[0]);  // the same walls block most pairs
          hit = true;
        }
      }
      if (!hit && !leaves_map(w, s)) return true;
    }
  }
  return false;
}

// The old sampled search, for the record: each hex's centre and two points per edge,
// pulled 1e-6 inside, every pair (after corner-to-corner lines, which Sight tries first).
bool old_sampling_sees(const World& world, Coord a, Coord b) {
  const World w = near(world, a, b);
  auto samples = [](Coord c) {
    std::vector<Point> pts = {centre_of(c)};
    for (int i = 0; i < 6; ++i) {
      for (int k = 0; k < 2; ++k) {
        const Point p = corner_of(c, i) + (corner_of(c, (i + 1) % 6) - corner_of(c, i)) * (k / 2.0);
        pts.push_back(p + (centre_of(c) - p) * 1e-6);
      }
    }
    for (int i = 0; i < 6; ++i) pts.push_back(corner_of(c, i));
    return pts;
  };
  for (const Point& p : samples(a)) {
    for (const Point& q : samples(b)) {
      if (free_segment(w, {p, q})) return true;
    }
  }
  return false;
}

// A witness is good when it joins a point of each hex and is free.
::testing::AssertionResult good_witness(const World& world, Coord a, Coord b, const Segment& s) {
  if (!in_hex(s.a, a, 1e-7) || !in_hex(s.b, b, 1e-7))
    return ::testing::AssertionFailure() << "witness endpoints are not in the two hexes";
  if (!free_segment(near(world, a, b), s))
    return ::testing::AssertionFailure() << "witness (" << s.a.x() << ", " << s.a.y() << ")-("
                                         << s.b.x() << ", " << s.b.y() << ") is blocked";
  return ::testing::AssertionSuccess();
}

// ------------------------------------------------------------ maps

CellIndex cell_at(const Board& b, Coord c) {
  const auto i = b.find(c);
  EXPECT_TRUE(i.has_value()) << "[" << c.q << ", " << c.r << "] is not on the map";
  return i.value_or(kNoCell);
}

}  // namespace

// ------------------------------------------------------------ the brute force itself

TEST(SightExactBruteForce, GridCoversTheHexAndItsOutline) {
  const std::vector<Point> pts = hex_points({2, 1}, 8);
  EXPECT_EQ(pts.size(), 1u + 3u * 8u * 9u);
  for (const Point& p : pts) EXPECT_TRUE(in_hex(p, {2, 1}));
  for (int i = 0; i < 6; ++i) {
    const Point c = corner_of({2, 1}, i);
    EXPECT_TRUE(std::any_of(pts.begin(), pts.end(),
                            [&](const Point& p) { return (p - c).norm() < 1e-12; }));
    // And the geometry written here is the library's.
    EXPECT_LT((c - hex_corner({2, 1}, i)).norm(), 1e-12);
  }
}

TEST(SightExactBruteForce, TouchingRules) {
  const Segment wall{Point(0, 0), Point(1, 0)};
  EXPECT_TRUE(touch({Point(0.5, -1), Point(0.5, 1)}, wall));  // crossing
  EXPECT_TRUE(touch({Point(1, 0), Point(2, 3)}, wall));       // at a tip
  EXPECT_TRUE(touch({Point(-1, 0), Point(3, 0)}, wall));      // along it
  EXPECT_FALSE(touch({Point(1.001, -1), Point(1.001, 1)}, wall));
  EXPECT_FALSE(touch({Point(2, 0), Point(3, 0)}, wall));
  // The map's edge: along it is allowed, across it is not.
  const Board notch = make_board(9, 4, {}, {}, {{4, 0}});
  const World w = world_of(notch);
  EXPECT_FALSE(leaves_map(w, {corner_of({3, 0}, 4), corner_of({5, 0}, 4)}));
  EXPECT_TRUE(leaves_map(w, {centre_of({3, 0}), centre_of({5, 0})}));
}

// ------------------------------------------------------------ hand-built thin wedge

// A thin wedge. A = [0, 0] (centre (0, 0)) looks at B = [10, 2] (centre (11 sqrt3, 3) =
// (19.053, 3)) past two wall hexes whose corners lie on one row of corners, y = 1/2:
// T = (1.5 sqrt3, 0.5) = (2.598, 0.5), the top corner of the wall [1, 1] below the row,
// and L = (2.5 sqrt3, 0.5) = (4.330, 0.5), the lower-left corner of the wall [3, 0] above
// it. Going right and down (y grows downwards) a line must pass above T and under the
// wall [3, 0], whose bottom corner is D = (3 sqrt3, 1) = (5.196, 1): so it crosses the row
// y = 1/2 between T and L and its slope s (dy/dx) satisfies, from y(2.598) < 0.5 and
// y(5.196) > 1, s > 0.5 / (1.5 sqrt3) = 0.1925. It must still be inside B, whose lowest
// point is the bottom corner (19.053, 4): y(19.053) <= 4, with y(5.196) > 1, gives
// s < 3 / (8 sqrt3) = 0.2165. So the clear lines form a wedge of slopes 0.1925 .. 0.2165
// (about 1.3 degrees) through a gap of height 0.5 - y(2.598), and at A's end they leave
// A's upper half, between y = -1 and y = 0 at x = 0. The 36 corner lines all touch a
// wall, and none of the 13 x 13 sampled pairs of the old search (centre and two points
// per edge, a hair inside) falls in the wedge; the exact search finds a line, and the
// dense brute force (217 points per hex) agrees.
TEST(SightExact, ThinWedgeBetweenTwoWallCornersOnOneRow) {
  const Board b = make_board(11, 4, {{3, 0}, {1, 1}});
  const World world = world_of(b);
  const CellIndex a = cell_at(b, {0, 0}), c = cell_at(b, {10, 2});
  EXPECT_FALSE(Sight(b, SightModel::CornerToCorner).visible(a, c));
  EXPECT_FALSE(old_sampling_sees(world, {0, 0}, {10, 2}));
  const Sight hex(b, SightModel::HexToHex);
  ASSERT_TRUE(hex.visible(a, c));
  EXPECT_TRUE(hex.visible(c, a));
  const Sight::Line line = hex.witness(a, c);
  ASSERT_TRUE(line.ok);
  EXPECT_TRUE(good_witness(world, {0, 0}, {10, 2}, line.segment));
  // The witness crosses the row y = 1/2 between T and L, at a slope inside the wedge.
  const Point d = line.segment.b - line.segment.a;
  const double slope = d.y() / d.x();
  EXPECT_GT(slope, 0.5 / (1.5 * kRoot3));
  EXPECT_LT(slope, 3.0 / (8 * kRoot3));
  const double x_row = line.segment.a.x() + (0.5 - line.segment.a.y()) / slope;
  EXPECT_GT(x_row, 1.5 * kRoot3);
  EXPECT_LT(x_row, 2.5 * kRoot3);
  EXPECT_TRUE(brute_sees(world, {0, 0}, {10, 2}, 8));
  // Either wall alone leaves a corner line.
  EXPECT_TRUE(Sight(make_board(11, 4, {{3, 0}}), SightModel::CornerToCorner).visible(a, c));
  EXPECT_TRUE(Sight(make_board(11, 4, {{1, 1}}), SightModel::CornerToCorner).visible(a, c));
}

// A barrier of wall hexes right across a two-row map: [q, 1] for q >= 2 and [q, 0] for
// q >= 3, [2, 1] and [3, 0] sharing an edge. Going round it means leaving the map, so no
// cell left of it sees any cell right of it, by either search.
TEST(SightExact, NoLineRoundABarrier) {
  std::vector<Coord> walls;
  for (int q = 2; q < 7; ++q) walls.push_back({q, 1});
  for (int q = 3; q < 7; ++q) walls.push_back({q, 0});
  const Board b = make_board(9, 2, walls);
  const World world = world_of(b);
  for (Coord x : {Coord{0, 0}, Coord{1, 0}, Coord{0, 1}, Coord{1, 1}}) {
    for (Coord y : {Coord{7, 0}, Coord{8, 0}, Coord{7, 1}, Coord{8, 1}}) {
      EXPECT_FALSE(Sight(b, SightModel::HexToHex).visible(cell_at(b, x), cell_at(b, y)));
      EXPECT_FALSE(brute_sees(world, x, y, 8));
    }
  }
}

// ------------------------------------------------------------ random walled positions

TEST(SightExact, AgreesWithBruteForceOnRandomMaps) {
  std::mt19937 rng(20261123);
  int pairs = 0, corner_blocked = 0, exact_visible = 0, exact_only = 0, old_missed = 0;
  const int kMaps = kSanitized ? 12 : 110;
  constexpr int kPairsPerMap = 20;
  for (int m = 0; m < kMaps; ++m) {
    const Board b = random_map(rng, 12, 7, 4 + static_cast<int>(rng() % 12));
    if (b.size() < 2) continue;
    const World world = world_of(b);
    const Sight hex(b, SightModel::HexToHex);
    const Sight corner(b, SightModel::CornerToCorner);
    for (int k = 0; k < kPairsPerMap; ++k) {
      const CellIndex x = static_cast<CellIndex>(rng() % b.size());
      const int want = 1 + static_cast<int>(rng() % 8);
      std::vector<CellIndex> ring;
      for (CellIndex y = 0; y < b.size(); ++y) {
        if (b.distance(x, y) == want) ring.push_back(y);
      }
      if (ring.empty()) continue;
      const CellIndex y = ring[rng() % ring.size()];
      const Coord a = b.coord(x), c = b.coord(y);
      ++pairs;
      const Sight::Line line = hex.witness(x, y);
      ASSERT_EQ(line.ok, hex.visible(y, x)) << "not symmetric";
      if (line.ok) {
        ++exact_visible;
        ASSERT_TRUE(good_witness(world, a, c, line.segment))
            << "[" << a.q << ", " << a.r << "] - [" << c.q << ", " << c.r << "] map " << m;
      }
      if (corner.visible(x, y)) {
        ASSERT_TRUE(line.ok);
        continue;
      }
      ++corner_blocked;
      const bool brute = brute_sees(world, a, c, 8);
      if (brute) {
        ASSERT_TRUE(line.ok) << "the brute force sees [" << a.q << ", " << a.r << "] - [" << c.q
                             << ", " << c.r << "] on map " << m << ", the exact search does not";
      }
      if (line.ok && !brute) ++exact_only;
      if (line.ok && !old_sampling_sees(world, a, c)) ++old_missed;
    }
  }
  std::printf(
      "[ pairs    ] %d pairs, %d with every corner line blocked, %d visible; the exact search "
      "sees %d the brute force misses and %d the old sampling missed\n",
      pairs, corner_blocked, exact_visible, exact_only, old_missed);
  EXPECT_GT(pairs, kMaps * 18);
  EXPECT_GT(corner_blocked, kMaps * 4);
  if (!kSanitized) {
    EXPECT_GT(old_missed, 0);
  }
}

// The two quick proofs that a pair is hidden (a run of walls across the pair's hull; no
// forward chain of open cells) must never hide a pair the full exact search sees, and they
// must decide a good share of the hidden pairs on their own (or they are not worth having).
TEST(SightExact, HiddenProofsNeverHideAVisiblePair) {
  std::mt19937 rng(7);
  int hidden = 0, pairs = 0;
  std::size_t quick_searches = 0, full_searches = 0;
  const int kMaps = kSanitized ? 40 : 400;
  for (int m = 0; m < kMaps; ++m) {
    const Board b = random_sized_map(rng);
    if (b.size() < 2) continue;
    const Sight quick(b, SightModel::HexToHex, SightMethod::Proofs);
    const Sight full(b, SightModel::HexToHex, SightMethod::Exact);
    for (int k = 0; k < 40; ++k) {
      const CellIndex x = static_cast<CellIndex>(rng() % b.size());
      const CellIndex y = static_cast<CellIndex>(rng() % b.size());
      ++pairs;
      const bool seen = full.visible(x, y);
      ASSERT_EQ(quick.visible(x, y), seen)
          << "[" << b.coord(x).q << ", " << b.coord(x).r << "] - [" << b.coord(y).q << ", "
          << b.coord(y).r << "] on map " << m;
      hidden += seen ? 0 : 1;
    }
    quick_searches += quick.exact_searches();
    full_searches += full.exact_searches();
  }
  std::printf(
      "[ pairs    ] %d pairs, %d hidden; exact searches: %zu with the proofs, %zu without\n", pairs,
      hidden, quick_searches, full_searches);
  EXPECT_GT(hidden, pairs / 10);
  EXPECT_LT(quick_searches * 2, full_searches);  // the proofs spare most exact searches
}

// visible() may stop at any free line (more sampled lines between the two outlines, tried
// before the exact search): it must answer as the exact search alone does, spare it on most
// visible pairs the corner lines miss, and leave witness() (the line drawn) unchanged.
TEST(SightExact, SampledLinesAgreeWithTheExactSearch) {
  std::mt19937 rng(11);
  int visible_after_corners = 0;
  std::size_t searches_with = 0, searches_without = 0;
  const int kMaps = kSanitized ? 30 : 300;
  for (int m = 0; m < kMaps; ++m) {
    const Board b = random_sized_map(rng);
    if (b.size() < 2) continue;
    const Sight corner(b, SightModel::CornerToCorner);
    const Sight quick(b, SightModel::HexToHex, SightMethod::Proofs);
    const Sight full(b, SightModel::HexToHex, SightMethod::Exact);
    for (int k = 0; k < 40; ++k) {
      const CellIndex x = static_cast<CellIndex>(rng() % b.size());
      const CellIndex y = static_cast<CellIndex>(rng() % b.size());
      const Sight::Line drawn = full.witness(x, y);
      const Sight::Line line = quick.witness(x, y);
      ASSERT_EQ(line.ok, drawn.ok);
      if (line.ok) {
        EXPECT_EQ(line.segment.a, drawn.segment.a);
        EXPECT_EQ(line.segment.b, drawn.segment.b);
      }
      if (!drawn.ok || corner.visible(x, y)) continue;
      ++visible_after_corners;
      const std::size_t q0 = quick.exact_searches(), f0 = full.exact_searches();
      ASSERT_TRUE(quick.visible(x, y)) << "[" << b.coord(x).q << ", " << b.coord(x).r << "] - ["
                                       << b.coord(y).q << ", " << b.coord(y).r << "] map " << m;
      ASSERT_TRUE(full.visible(y, x));
      searches_with += quick.exact_searches() - q0;
      searches_without += full.exact_searches() - f0;
    }
  }
  std::printf(
      "[ pairs    ] %d visible past the corner lines; exact searches: %zu with the "
      "sampled lines, %zu without\n",
      visible_after_corners, searches_with, searches_without);
  EXPECT_GT(visible_after_corners, kMaps / 5);
  EXPECT_LT(searches_with * 2, searches_without);
}
