// Picture primitives for the games' SVG pictures of hex maps: numbers as SVG writes them and
// the drawing geometry of a hex map. Nothing here knows a game.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "pathing/hex.hpp"
#include "pathing/sight.hpp"

namespace arbiter::report::svg {

using pathing::Coord;
using pathing::Point;

// A length or coordinate with one decimal ("12.5"); values within 0.05 of zero are "0.0",
// never "-0.0".
std::string num(double v);

// Drawing coordinates: the pointy-top unit geometry of pathing/sight.hpp, turned by 30
// degrees for flat-topped maps, scaled and moved into the picture. Sight lines computed in
// that geometry therefore land exactly on the drawn hexes.
class Geometry {
 public:
  Geometry(bool flat, double radius) : flat_(flat), radius_(radius) {}
  void fit(const std::vector<Coord>& hexes, double pad) {
    double x0 = std::numeric_limits<double>::max(), y0 = x0;
    double x1 = std::numeric_limits<double>::lowest(), y1 = x1;
    for (Coord c : hexes) {
      for (int i = 0; i < 6; ++i) {
        const Point p = raw(pathing::hex_corner(c, i));
        x0 = std::min(x0, p.x());
        y0 = std::min(y0, p.y());
        x1 = std::max(x1, p.x());
        y1 = std::max(y1, p.y());
      }
    }
    if (hexes.empty()) x0 = y0 = x1 = y1 = 0;
    ox_ = pad - x0;
    oy_ = pad - y0;
    width_ = (x1 - x0) + 2 * pad;
    height_ = (y1 - y0) + 2 * pad;
  }
  Point map(const Point& unit) const {
    const Point p = raw(unit);
    return {p.x() + ox_, p.y() + oy_};
  }
  Point centre(Coord c) const { return map(pathing::hex_center(c)); }
  Point corner(Coord c, int i) const { return map(pathing::hex_corner(c, i)); }
  std::string points(Coord c, double scale = 1.0) const {
    const Point m = centre(c);
    std::string s;
    for (int i = 0; i < 6; ++i) {
      const Point p = m + (corner(c, i) - m) * scale;
      s += (i ? " " : "") + num(p.x()) + "," + num(p.y());
    }
    return s;
  }
  double width() const { return width_; }
  double height() const { return height_; }
  double radius() const { return radius_; }

 private:
  Point raw(const Point& unit) const {
    const double c = std::sqrt(3.0) / 2.0;
    const Point p =
        flat_ ? Point(c * unit.x() - 0.5 * unit.y(), 0.5 * unit.x() + c * unit.y()) : unit;
    return p * radius_;
  }
  bool flat_;
  double radius_;
  double ox_ = 0, oy_ = 0, width_ = 0, height_ = 0;
};

}  // namespace arbiter::report::svg
