// Tables of sight lines per offset (sight_table.hpp).
//
// Which lines are listed. Put hex A at the origin and hex B at the offset.
//  - Corner to corner: the 36 segments from a corner of A to a corner of B, the whole test of
//    that model (Sight::search).
//  - Hex to hex: those 36, and the candidate lines of the exact search (sight_exact.cpp,
//    steps 1 to 4) made with every corner of the hex grid inside the hull of A and B as a
//    critical point, and every such corner treated as a corner of the map's outer edge. The
//    exact search's critical points on any board are among these, so the arrangement of
//    lines here is finer than the one the exact search cuts on that board: each of its faces
//    lies inside one of the search's faces, freeness is constant on those, and every
//    candidate the search would try has its counterpart here (a finer face, or the same
//    line or turn about a corner). Every candidate here is a segment from A to B, so a free
//    one proves sight. Hence some line here is free exactly when the search finds one.
//    Step 4's precision bound holds as it does there (hexes up to kSightTableRadius apart).
//
// What blocks a line. A listed segment is blocked on a board exactly when Sight::blocked
// says so: it touches a wall hex's edge or a thin wall (each a lattice edge), or a piece of
// it lies inside the area beyond the map's edge. Cut at every lattice edge it touches, each
// piece of it lies inside one hex or runs along one edge; a piece leaves the map when that
// hex is not on the board, or when neither hex of that edge is (a piece along the outer
// edge itself, with a cell on one side, does not: as in Sight::leaves_map). So each line is
// listed as its set of elements: touched edges (blocking when a wall), hexes it passes
// through (blocking when off the board) and edges it runs along (blocking when both sides
// are). Lines whose set contains another line's set are dropped: whenever they are free,
// that line is free too.
#include "pathing/sight_table.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cassert>
#include <cmath>
#include <memory>
#include <mutex>
#include <numeric>

#include "pathing/lattice.hpp"
#include "pathing/sight.hpp"

namespace arbiter::pathing {
namespace {

using namespace lattice;

// A lattice edge near the pair: its ends on the lattice and as points, and its owner (the
// hex whose edge towards direction `dir`, 0..2, it is).
struct NearEdge {
  Lattice p, q;
  Segment seg;
  Coord owner;
  int dir = 0;
};

// Up to this many elements of one offset's lines, before the unused ones are dropped.
constexpr std::size_t kSetWords = 8;
using ElementSet = std::array<std::uint64_t, kSetWords>;

class TableBuilder {
 public:
  TableBuilder(SightModel model, Coord offset)
      : model_(model), b_(offset), corners_(pair_corners({0, 0}, offset)), hull_(corners_) {
    collect_region();
  }

  SightLines build(bool prune) {
    // The corner-to-corner lines, each with the edges its line touches.
    for (int i = 0; i < 6; ++i) {
      for (int j = 0; j < 6; ++j) {
        const Lattice p = corners_[static_cast<std::size_t>(i)];
        const Lattice q = corners_[static_cast<std::size_t>(6 + j)];
        edges_touching(p, q);
        add_line({to_point(p.u, p.v), to_point(q.u, q.v)});
      }
    }
    if (model_ == SightModel::HexToHex) arrangement_lines();
    return finish(prune);
  }

 private:
  SightModel model_;
  Coord b_;
  std::array<Lattice, 12> corners_;
  Hull hull_;
  Coord grid_min_{};
  int grid_width_ = 0;
  std::vector<std::int32_t> ids_;  // per (grid position, flag bit): element id, or -1
  std::vector<NearEdge> edges_;
  std::vector<Lattice> critical_;
  std::vector<SightLines::Element> elements_;
  std::vector<ElementSet> sets_;
  std::vector<const NearEdge*> near_;  // edges the current line touches
  std::vector<double> cuts_;
  std::vector<const NearEdge*> touched_;  // touched edges collinear with the current line

  std::uint32_t id(Coord c, std::uint8_t test) {
    const int bit = std::countr_zero(static_cast<unsigned>(test));
    const auto k = static_cast<std::size_t>(
        ((c.r - grid_min_.r) * grid_width_ + (c.q - grid_min_.q)) * 8 + bit);
    assert(k < ids_.size());
    if (ids_[k] < 0) {
      ids_[k] = static_cast<std::int32_t>(elements_.size());
      elements_.push_back({static_cast<std::int16_t>(c.q), static_cast<std::int16_t>(c.r), test});
      assert(elements_.size() <= kSetWords * 64);
    }
    return static_cast<std::uint32_t>(ids_[k]);
  }

  // Hexes whose centre lies within one circumradius of the hull (every hex meeting it), their
  // edges, and the grid corners inside the hull.
  void collect_region() {
    std::vector<Point> hull_points;
    for (std::size_t k = 0; k < hull_.n; ++k)
      hull_points.push_back(to_point(hull_.p[k].u, hull_.p[k].v));
    auto near_hull = [&](const Point& p) {
      const std::size_t h = hull_points.size();
      bool inside = true;
      for (std::size_t k = 0; k < h && inside; ++k) {
        const Point& a = hull_points[k];
        const Point& b = hull_points[(k + 1) % h];
        inside = (b.x() - a.x()) * (p.y() - a.y()) - (b.y() - a.y()) * (p.x() - a.x()) >= -1e-9;
      }
      if (inside) return true;
      for (std::size_t k = 0; k < h; ++k)
        if (distance_to_segment(p, {hull_points[k], hull_points[(k + 1) % h]}) <= 1.0 + 1e-6)
          return true;
      return false;
    };
    const int q0 = std::min(0, b_.q) - 2, q1 = std::max(0, b_.q) + 2;
    const int r0 = std::min(0, b_.r) - 2, r1 = std::max(0, b_.r) + 2;
    // Element ids over the box one wider (an edge's owner may lie one step out).
    grid_min_ = {q0 - 1, r0 - 1};
    grid_width_ = q1 - q0 + 3;
    const int grid_height = r1 - r0 + 3;
    ids_.assign(static_cast<std::size_t>(grid_width_ * grid_height * 8), -1);
    std::vector<std::uint8_t> edge_seen(static_cast<std::size_t>(grid_width_ * grid_height), 0);
    std::vector<Lattice> corners;
    for (int r = r0; r <= r1; ++r) {
      for (int q = q0; q <= q1; ++q) {
        const Coord c{q, r};
        if (!near_hull(hex_center(c))) continue;
        for (int d = 0; d < kHexDirectionCount; ++d) {
          const Coord owner = d < 3 ? c : c + kHexDirections[static_cast<std::size_t>(d)];
          const int dir = d % 3;
          std::uint8_t& seen = edge_seen[static_cast<std::size_t>(
              (owner.r - grid_min_.r) * grid_width_ + (owner.q - grid_min_.q))];
          if (seen & (1u << dir)) continue;
          seen = static_cast<std::uint8_t>(seen | (1u << dir));
          const Lattice p = lattice_corner(c, (d + 5) % 6), e = lattice_corner(c, d);
          edges_.push_back({p, e, {to_point(p.u, p.v), to_point(e.u, e.v)}, owner, dir});
        }
        for (int i = 0; i < 6; ++i) corners.push_back(lattice_corner(c, i));
      }
    }
    std::sort(corners.begin(), corners.end());
    corners.erase(std::unique(corners.begin(), corners.end()), corners.end());
    for (const Lattice& l : corners)
      if (hull_.contains(l)) critical_.push_back(l);
  }

  // The edges the line through p and q touches (exact): the only ones a line within a
  // lattice gap of it can touch (see sight_exact.cpp, step 4).
  void edges_touching(const Lattice& p, const Lattice& q) {
    near_.clear();
    for (const NearEdge& e : edges_)
      if (sign(cross(p, q, e.p)) * sign(cross(p, q, e.q)) <= 0) near_.push_back(&e);
  }

  // The elements that block segment s (see the file's comment), as a new line; s lies within
  // a lattice gap of the line near_ was collected for.
  void add_line(const Segment& s) {
    ElementSet set{};
    auto put = [&](std::uint32_t k) { set[k / 64] |= std::uint64_t{1} << (k % 64); };
    touched_.clear();
    cuts_.assign({0.0, 1.0});
    const Point d = s.b - s.a;
    const double len2 = d.squaredNorm();
    for (const NearEdge* e : near_) {
      if (!segments_touch(s, e->seg)) continue;
      put(id(e->owner, LatticeFlags::wall_bit(e->dir)));
      if (len2 == 0) continue;
      const Point ev = e->seg.b - e->seg.a;
      const double denom = d.x() * ev.y() - d.y() * ev.x();
      if (std::abs(denom) > 1e-9) {
        const Point ap = e->seg.a - s.a;
        cuts_.push_back((ap.x() * ev.y() - ap.y() * ev.x()) / denom);
      } else {  // collinear: cut at the shared stretch's ends; a piece may run along it
        cuts_.push_back((e->seg.a - s.a).dot(d) / len2);
        cuts_.push_back((e->seg.b - s.a).dot(d) / len2);
        touched_.push_back(e);
      }
    }
    if (len2 > 0) {  // as Sight::leaves_map, which passes a single point
      std::sort(cuts_.begin(), cuts_.end());
      for (std::size_t i = 0; i + 1 < cuts_.size(); ++i) {
        const double t0 = std::clamp(cuts_[i], 0.0, 1.0), t1 = std::clamp(cuts_[i + 1], 0.0, 1.0);
        if (t1 - t0 < 1e-9) continue;
        const Point m = s.a + d * ((t0 + t1) / 2);
        bool along = false;
        for (const NearEdge* e : touched_) {
          if (distance_to_segment(m, e->seg) < 1e-7) {
            put(id(e->owner, LatticeFlags::dead_bit(e->dir)));
            along = true;
          }
        }
        if (!along) put(id(hex_at(m), LatticeFlags::kOff));
      }
    }
    sets_.push_back(set);
  }

  // The between part of the line m + t e (sight_exact.cpp, step 1), listed as a line; nothing
  // when the line misses a hex.
  void add_between(const Point& centre_a, const Point& centre_b, const Point& m, const Point& e) {
    double a0, a1, b0, b1;
    if (!chord(centre_a, m, e, a0, a1) || !chord(centre_b, m, e, b0, b1)) return;
    if (a1 <= b0) {
      add_line({m + e * a1, m + e * b0});
    } else if (b1 <= a0) {
      add_line({m + e * a0, m + e * b1});
    } else {
      const Point p = m + e * ((std::max(a0, b0) + std::min(a1, b1)) / 2);
      add_line({p, p});
    }
  }

  // The exact search's candidates (sight_exact.cpp, step 3), every critical point a corner of
  // the outer edge.
  void arrangement_lines() {
    double diameter2 = 0;
    for (const Lattice& p : corners_)
      for (const Lattice& q : corners_)
        diameter2 = std::max(diameter2, (to_point(p.u, p.v) - to_point(q.u, q.v)).squaredNorm());
    const double diameter = std::sqrt(diameter2);
    const double delta = 0.1 / (diameter * diameter);
    const double c = std::cos(delta), s = std::sin(delta);
    const Point centre_a = hex_center({0, 0}), centre_b = hex_center(b_);
    const Lattice* corners_a = corners_.data();
    const Lattice* corners_b = corners_.data() + 6;
    const std::size_t n = critical_.size();
    // Each line through two critical points once, from the first of the points on it: per
    // point i, the others grouped by the direction (reduced, up to sign) in which they lie.
    struct Toward {
      std::int64_t du, dv;
      std::size_t k;
      bool operator<(const Toward& o) const {
        return du != o.du ? du < o.du : dv != o.dv ? dv < o.dv : k < o.k;
      }
    };
    std::vector<Toward> toward;
    std::vector<double> on_line;
    for (std::size_t i = 0; i < n; ++i) {
      const Lattice& p = critical_[i];
      toward.clear();
      for (std::size_t k = 0; k < n; ++k) {
        if (k == i) continue;
        std::int64_t du = critical_[k].u - p.u, dv = critical_[k].v - p.v;
        const std::int64_t g = std::gcd(du, dv);
        du /= g;
        dv /= g;
        if (du < 0 || (du == 0 && dv < 0)) {
          du = -du;
          dv = -dv;
        }
        toward.push_back({du, dv, k});
      }
      std::sort(toward.begin(), toward.end());
      for (std::size_t g = 0; g < toward.size();) {
        std::size_t end = g + 1;
        while (end < toward.size() && toward[end].du == toward[g].du &&
               toward[end].dv == toward[g].dv)
          ++end;
        const std::size_t first = g;
        g = end;
        if (toward[first].k < i) continue;  // listed from an earlier point
        const Lattice& q = critical_[toward[first].k];
        if (!line_meets(p, q, corners_a) || !line_meets(p, q, corners_b)) continue;
        const Point o = to_point(p.u, p.v);
        const Point dir = (to_point(q.u, q.v) - o).normalized();
        on_line.assign(1, 0.0);
        for (std::size_t k = first; k < end; ++k) {
          const Lattice& r = critical_[toward[k].k];
          on_line.push_back((to_point(r.u, r.v) - o).dot(dir));
        }
        std::sort(on_line.begin(), on_line.end());
        edges_touching(p, q);
        const Point normal(-dir.y(), dir.x());
        const Point turned[2] = {Point(c * dir.x() - s * dir.y(), s * dir.x() + c * dir.y()),
                                 Point(c * dir.x() + s * dir.y(), -s * dir.x() + c * dir.y())};
        add_between(centre_a, centre_b, o + normal * delta, dir);
        add_between(centre_a, centre_b, o - normal * delta, dir);
        for (std::size_t k = 0; k + 1 < on_line.size(); ++k) {
          const Point m = o + dir * ((on_line[k] + on_line[k + 1]) / 2);
          add_between(centre_a, centre_b, m, turned[0]);
          add_between(centre_a, centre_b, m, turned[1]);
        }
        add_between(centre_a, centre_b, o, dir);
        for (double t : on_line) {
          const Point m = o + dir * t;
          add_between(centre_a, centre_b, m, turned[0]);
          add_between(centre_a, centre_b, m, turned[1]);
        }
      }
    }
  }

  SightLines finish(bool prune) {
    std::sort(sets_.begin(), sets_.end());
    sets_.erase(std::unique(sets_.begin(), sets_.end()), sets_.end());
    auto size = [](const ElementSet& x) {
      int n = 0;
      for (std::uint64_t w : x) n += std::popcount(w);
      return n;
    };
    if (prune) {
      // Fewest elements first: a set is kept unless a kept one lies inside it.
      std::vector<std::pair<int, std::size_t>> order;
      for (std::size_t k = 0; k < sets_.size(); ++k) order.push_back({size(sets_[k]), k});
      std::sort(order.begin(), order.end());
      std::vector<ElementSet> kept;
      for (const auto& [count, index] : order) {
        const ElementSet& set = sets_[index];
        bool dominated = false;
        for (const ElementSet& k : kept) {
          std::uint64_t outside = 0;
          for (std::size_t w = 0; w < kSetWords; ++w) outside |= k[w] & ~set[w];
          if (outside == 0) {
            dominated = true;
            break;
          }
        }
        if (!dominated) kept.push_back(set);
      }
      sets_ = std::move(kept);
    }
    // Only the elements some kept line names, renumbered in order of first use.
    std::vector<std::uint32_t> remap(elements_.size(), UINT32_MAX);
    SightLines out;
    for (const ElementSet& set : sets_) {
      for (std::uint32_t e = 0; e < elements_.size(); ++e) {
        if ((set[e / 64] >> (e % 64) & 1) == 0 || remap[e] != UINT32_MAX) continue;
        remap[e] = static_cast<std::uint32_t>(out.elements.size());
        out.elements.push_back(elements_[e]);
      }
    }
    out.words = std::max<std::size_t>(1, (out.elements.size() + 63) / 64);
    out.masks.assign(sets_.size() * out.words, 0);
    for (std::size_t l = 0; l < sets_.size(); ++l) {
      for (std::uint32_t e = 0; e < elements_.size(); ++e) {
        if ((sets_[l][e / 64] >> (e % 64) & 1) == 0) continue;
        const std::uint32_t k = remap[e];
        out.masks[l * out.words + k / 64] |= std::uint64_t{1} << (k % 64);
      }
    }
    return out;
  }
};

constexpr int kSide = 2 * kSightTableRadius + 1;

struct TableCache {
  std::array<std::atomic<const SightLines*>, 2 * kSide * kSide> slots{};
  std::array<std::atomic<std::uint32_t>, 2 * kSide * kSide> asks{};  // by the class's least offset
  std::mutex build;
  std::vector<std::unique_ptr<const SightLines>> owned;
};

TableCache& table_cache() {
  static TableCache cache;
  return cache;
}

}  // namespace

LatticeFlags::LatticeFlags(const Board& b) {
  if (b.size() == 0) return;
  Coord lo = b.coord(0), hi = lo;
  for (CellIndex c = 0; c < b.size(); ++c) {
    const Coord x = b.coord(c);
    lo = {std::min(lo.q, x.q), std::min(lo.r, x.r)};
    hi = {std::max(hi.q, x.q), std::max(hi.r, x.r)};
  }
  // A margin of two: every element of a pair of cells lies within it.
  min_ = {lo.q - 2, lo.r - 2};
  width_ = static_cast<std::uint64_t>(hi.q - lo.q + 5);
  height_ = static_cast<std::uint64_t>(hi.r - lo.r + 5);
  bits_.assign(width_ * height_, kOff);
  auto index = [&](Coord x) {
    return static_cast<std::size_t>(x.r - min_.r) * width_ + static_cast<std::size_t>(x.q - min_.q);
  };
  for (CellIndex c = 0; c < b.size(); ++c) bits_[index(b.coord(c))] = 0;
  for (std::uint64_t row = 0; row < height_; ++row) {
    for (std::uint64_t col = 0; col < width_; ++col) {
      const Coord x{min_.q + static_cast<std::int32_t>(col),
                    min_.r + static_cast<std::int32_t>(row)};
      std::uint8_t& bits = bits_[row * width_ + col];
      if ((bits & kOff) == 0) continue;
      for (int d = 0; d < 3; ++d)
        if (at(x + kHexDirections[static_cast<std::size_t>(d)]) & kOff)
          bits = static_cast<std::uint8_t>(bits | dead_bit(d));
    }
  }
  for (CellIndex c = 0; c < b.size(); ++c) {
    for (int d = 0; d < kHexDirectionCount; ++d) {
      const auto dir = static_cast<Direction>(d);
      if (b.open_edge(c, dir) || !(b.thin_wall(c, dir) || b.faces_wall(c, dir))) continue;
      const Coord x = b.coord(c);
      const Coord owner = d < 3 ? x : x + kHexDirections[static_cast<std::size_t>(d)];
      std::uint8_t& bits = bits_[index(owner)];
      bits = static_cast<std::uint8_t>(bits | wall_bit(d % 3));
    }
  }
}

// Lazily: a line's elements are read from the board only as the line is tried, each at most
// once, and a line stops at its first blocking element (most pairs are settled by their
// first few lines: a visible pair by a free one, a hidden pair by a few shared walls).
bool SightLines::any_free(const LatticeFlags& flags, Coord a) const {
  constexpr std::size_t kMaxWords = 32;
  assert(words <= kMaxWords);
  std::array<std::uint64_t, kMaxWords> known{}, blocked{};
  const std::uint64_t* m = masks.data();
  const std::size_t n = lines();
  for (std::size_t l = 0; l < n; ++l, m += words) {
    bool free = true;
    for (std::size_t w = 0; w < words && free; ++w) free = (m[w] & blocked[w]) == 0;
    for (std::size_t w = 0; w < words && free; ++w) {
      for (std::uint64_t ask = m[w] & ~known[w]; ask != 0; ask &= ask - 1) {
        const int b = std::countr_zero(ask);
        const Element& e = elements[w * 64 + static_cast<std::size_t>(b)];
        const std::uint64_t bit = std::uint64_t{1} << b;
        known[w] |= bit;
        if ((flags.at({a.q + e.q, a.r + e.r}) & e.test) != 0) {
          blocked[w] |= bit;
          free = false;
          break;
        }
      }
    }
    if (free) return true;
  }
  return false;
}

SightLines build_sight_lines(SightModel model, Coord offset, bool prune) {
  return TableBuilder(model, offset).build(prune);
}

namespace {

// The twelve symmetries of the hex grid that fix hex [0, 0]: six rotations, mirrored or not.
// Each maps hexes to hexes and edges to edges, and keeps every distance and every touch.
constexpr int kSymmetries = 12;
Coord transform(Coord c, int k) {
  return rotate_hex(k >= 6 ? mirror_hex(c) : c, k % 6);
}

// The table of `base` (hex B at `from`) carried by symmetry k to hex B at transform(from, k).
SightLines carried(const SightLines& base, int k) {
  SightLines out = base;
  for (SightLines::Element& e : out.elements) {
    const Coord x{e.q, e.r};
    Coord moved = transform(x, k);
    if (e.test != LatticeFlags::kOff) {
      // An edge: from `x` towards direction d, 0..2, a wall bit or a dead bit.
      const bool wall = e.test < LatticeFlags::dead_bit(0);
      const int d = std::countr_zero(static_cast<unsigned>(e.test)) - (wall ? 1 : 4);
      const Coord step = transform(kHexDirections[static_cast<std::size_t>(d)], k);
      int turned = 0;
      while (kHexDirections[static_cast<std::size_t>(turned)] != step) ++turned;
      if (turned >= 3) {  // owned by the hex on the other side
        moved = moved + step;
        turned -= 3;
      }
      e.test = wall ? LatticeFlags::wall_bit(turned) : LatticeFlags::dead_bit(turned);
    }
    e.q = static_cast<std::int16_t>(moved.q);
    e.r = static_cast<std::int16_t>(moved.r);
  }
  return out;
}

std::size_t slot_of(SightModel model, Coord o) {
  return static_cast<std::size_t>(model == SightModel::HexToHex) * kSide * kSide +
         static_cast<std::size_t>(o.q + kSightTableRadius) * kSide +
         static_cast<std::size_t>(o.r + kSightTableRadius);
}

// The least image of `offset` under the symmetries: one offset names its class.
Coord least_image(Coord offset) {
  auto less = [](Coord a, Coord b) { return a.q != b.q ? a.q < b.q : a.r < b.r; };
  Coord least = offset;
  for (int k = 1; k < kSymmetries; ++k)
    if (less(transform(offset, k), least)) least = transform(offset, k);
  return least;
}

bool in_table_reach(Coord offset) {
  return offset != Coord{0, 0} && hex_distance({0, 0}, offset) <= kSightTableRadius;
}

}  // namespace

// Tables are built for one offset of each class under the symmetries (the least image) and
// carried to the others, so a process builds at most one in twelve of them.
const SightLines* sight_lines(SightModel model, Coord offset) {
  if (!in_table_reach(offset)) return nullptr;
  TableCache& cache = table_cache();
  auto& slot = cache.slots[slot_of(model, offset)];
  if (const SightLines* t = slot.load(std::memory_order_acquire)) return t;
  std::lock_guard lock(cache.build);
  if (const SightLines* t = slot.load(std::memory_order_relaxed)) return t;
  auto keep = [&](SightLines lines, Coord o) {
    cache.owned.push_back(std::make_unique<const SightLines>(std::move(lines)));
    cache.slots[slot_of(model, o)].store(cache.owned.back().get(), std::memory_order_release);
    return cache.owned.back().get();
  };
  const Coord least = least_image(offset);
  const SightLines* base = cache.slots[slot_of(model, least)].load(std::memory_order_relaxed);
  if (!base) base = keep(build_sight_lines(model, least), least);
  if (least == offset) return base;
  int k = 0;
  while (transform(least, k) != offset) ++k;
  return keep(carried(*base, k), offset);
}

const SightLines* sight_lines_when_asked_often(SightModel model, Coord offset) {
  if (!in_table_reach(offset)) return nullptr;
  TableCache& cache = table_cache();
  if (const SightLines* t = cache.slots[slot_of(model, offset)].load(std::memory_order_acquire))
    return t;
  auto& asks = cache.asks[slot_of(model, least_image(offset))];
  if (asks.fetch_add(1, std::memory_order_relaxed) + 1 < kSightTableAfterAsks) return nullptr;
  return sight_lines(model, offset);
}

}  // namespace arbiter::pathing
