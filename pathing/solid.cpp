#include "pathing/solid.hpp"

#include <algorithm>
#include <cmath>

namespace arbiter::pathing {
namespace {

constexpr double kEps = 1e-9;

// Pointy-topped layout with unit distance between neighbouring centres: the drawing
// orientation never changes an answer (the format says so), only which hexes touch.
Eigen::Vector2d unit_centre(Coord c) {
  return {c.q + c.r * 0.5, c.r * std::sqrt(3.0) / 2.0};
}

// Corner k (0..6, the last equal to the first) of a hex of unit centre distance
// (circumradius 1/sqrt(3)), pointy-topped; computed once, read on every clip.
struct Corners {
  Eigen::Vector2d at[7];
  Corners() {
    for (int k = 0; k < 7; ++k) {
      const double a = (60.0 * k - 30.0) * M_PI / 180.0;
      at[k] = Eigen::Vector2d(std::cos(a), std::sin(a)) / std::sqrt(3.0);
    }
  }
};
const Corners kCorners;

const Eigen::Vector2d& corner(int k) {
  return kCorners.at[k];
}

// The parameter interval of the segment p + t (q - p), t in [0, 1], strictly inside the
// convex polygon (Cyrus-Beck). False when the segment misses the interior.
bool clip(const Eigen::Vector2d& p, const Eigen::Vector2d& q, const Eigen::Vector2d& c,
          double scale, double& t0, double& t1) {
  t0 = 0;
  t1 = 1;
  const Eigen::Vector2d d = q - p;
  for (int k = 0; k < 6; ++k) {
    const Eigen::Vector2d a = c + corner(k) * scale;
    const Eigen::Vector2d b = c + corner(k + 1) * scale;
    const Eigen::Vector2d e = b - a;
    const Eigen::Vector2d inward(-e.y(), e.x());  // corners run counter-clockwise
    const double num = inward.dot(p - a);
    const double den = inward.dot(d);
    if (std::abs(den) < kEps) {
      if (num <= kEps) return false;  // parallel, on or outside this side
      continue;
    }
    const double t = -num / den;
    if (den > 0) {
      t0 = std::max(t0, t);
    } else {
      t1 = std::min(t1, t);
    }
    if (t1 - t0 <= kEps) return false;
  }
  return true;
}

}  // namespace

Solids::Solids(const Board& b, double hex_width)
    : board_(&b),
      hex_width_(hex_width),
      top_(b.size(), 0.0),
      edge_top_(static_cast<std::size_t>(b.size()) * kMaxDirectionCount, 0.0),
      walled_(b.size(), 0),
      stamp_(b.size(), 0) {}

void Solids::set_edge_top(CellIndex c, Direction d, double z) {
  auto& here = edge_top_[static_cast<std::size_t>(c) * kMaxDirectionCount + d];
  here = std::max(here, z);
  if (here > 0) walled_[c] = 1;
  const CellIndex n = board_->neighbour(c, d);
  if (n != kNoCell) {
    const Direction back = opposite(Topology::Hex, d);
    auto& there = edge_top_[static_cast<std::size_t>(n) * kMaxDirectionCount + back];
    there = std::max(there, z);
    if (there > 0) walled_[n] = 1;
  }
}

Eigen::Vector2d Solids::centre(Coord axial) const {
  return unit_centre(axial) * hex_width_;
}

Eigen::Vector3d Solids::point(CellIndex c, double z) const {
  const Eigen::Vector2d p = centre(board_->coord(c));
  return {p.x(), p.y(), z};
}

bool Solids::clear(const Eigen::Vector3d& a, const Eigen::Vector3d& b, CellIndex ignore_a,
                   CellIndex ignore_b) const {
  const Eigen::Vector2d p = a.head<2>(), q = b.head<2>();
  const double length = (q - p).norm() / hex_width_;
  // Candidate cells: those around points sampled along the line (every quarter hex), each
  // with its neighbours, so that no hex the segment crosses is missed.
  if (++epoch_ == 0) {  // wrapped: no stamp may look current
    std::fill(stamp_.begin(), stamp_.end(), 0);
    epoch_ = 1;
  }
  std::vector<CellIndex>& cells = cells_;
  cells.clear();
  const int samples = static_cast<int>(std::ceil(length * 4)) + 1;
  const double s3 = std::sqrt(3.0);
  Coord last{};  // the hex of the last sample
  for (int i = 0; i <= samples; ++i) {
    const Eigen::Vector2d x = (p + (q - p) * (static_cast<double>(i) / samples)) / hex_width_;
    // Inverse of unit_centre, then cube rounding.
    const double rf = x.y() * 2.0 / s3;
    const double qf = x.x() - rf * 0.5;
    const double sf = -qf - rf;
    double rq = std::round(qf), rr = std::round(rf), rs = std::round(sf);
    const double dq = std::abs(rq - qf), dr = std::abs(rr - rf), ds = std::abs(rs - sf);
    if (dq > dr && dq > ds) {
      rq = -rr - rs;
    } else if (dr > ds) {
      rr = -rq - rs;
    }
    const Coord c{static_cast<int>(rq), static_cast<int>(rr)};
    // Samples a quarter hex apart mostly share a hex, whose neighbours the last one
    // stamped already: the same cells in the same order, without their lookups.
    if (i > 0 && c == last) continue;
    last = c;
    for (int d = -1; d < kHexDirectionCount; ++d) {
      const Coord n = d < 0 ? c : c + kHexDirections[static_cast<std::size_t>(d)];
      if (const auto cell = board_->find(n); cell && stamp_[*cell] != epoch_) {
        stamp_[*cell] = epoch_;
        cells.push_back(*cell);
      }
    }
  }

  const auto z_at = [&](double t) { return a.z() + (b.z() - a.z()) * t; };
  // z is linear along the segment, so no column or wall at or below its lower end blocks.
  const double low = std::min(a.z(), b.z());
  for (CellIndex c : cells) {
    if (top_[c] - kEps <= low && !walled_[c]) continue;
    const Eigen::Vector2d centre_c = centre(board_->coord(c));
    double t0, t1;
    if (c != ignore_a && c != ignore_b && top_[c] - kEps > low &&
        clip(p, q, centre_c, hex_width_, t0, t1)) {
      // z is linear along the segment: its lowest point inside the column is at an end.
      if (std::min(z_at(t0), z_at(t1)) < top_[c] - kEps) return false;
    }
    // Edge walls: the segment crossing the edge's segment below the wall's top.
    if (!walled_[c]) continue;
    for (int d = 0; d < kHexDirectionCount; ++d) {
      const double wall = edge_top(c, static_cast<Direction>(d));
      if (wall - kEps <= low) continue;
      // The edge between c and its neighbour d: corners d-? In this layout, direction d's
      // neighbour centre is at angle -60 d degrees... computed from the centres instead.
      const Eigen::Vector2d mid =
          (centre_c + centre(board_->coord(c) + kHexDirections[static_cast<std::size_t>(d)])) / 2;
      const Eigen::Vector2d along = mid - centre_c;
      const Eigen::Vector2d half(-along.y(), along.x());  // perpendicular, length 1/2 width
      const Eigen::Vector2d e0 = mid + half / s3, e1 = mid - half / s3;
      // Segment p-q against segment e0-e1.
      const Eigen::Vector2d r = q - p, s = e1 - e0;
      const double den = r.x() * s.y() - r.y() * s.x();
      if (std::abs(den) < kEps) continue;
      const Eigen::Vector2d w = e0 - p;
      const double t = (w.x() * s.y() - w.y() * s.x()) / den;
      const double u = (w.x() * r.y() - w.y() * r.x()) / den;
      if (t <= kEps || t >= 1 - kEps || u <= kEps || u >= 1 - kEps) continue;
      if (z_at(t) < wall - kEps) return false;
    }
  }
  return true;
}

}  // namespace arbiter::pathing
