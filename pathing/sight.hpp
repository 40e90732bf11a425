// Line of sight on hex boards, by exact segment geometry on hex corners (Eigen vectors).
// Blocking geometry: wall hexes, thin walls, and the inside of the area beyond the map's
// edge. Figures, obstacles and traps never block.
#pragma once

#include <Eigen/Core>
#include <array>
#include <cassert>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

#include "pathing/board.hpp"
#include "pathing/sight_table.hpp"

namespace arbiter::pathing {

namespace lattice {
struct Lattice;
}

enum class SightModel : std::uint8_t {
  // Gloomhaven 1st edition: a line from any corner of one hex to any corner of the other
  // that touches no wall (a wall's corner or a thin wall's tip is enough to block).
  CornerToCorner,
  // Jaws of the Lion, Frosthaven, Gloomhaven 2nd edition: a line from any point of one hex
  // to any point of the other, by the same blocking rule (touching a wall hex or a thin
  // wall blocks). Decided exactly: corner-to-corner lines first, then every class of lines
  // through the arrangement of wall ends and map-edge corners (see Sight::exact_witness).
  HexToHex,
};

using Point = Eigen::Vector2d;

// Pointy-top geometry with unit circumradius: centre of an axial cell and its corners.
// Corner i sits between directions i and i+1 (see kHexDirections), so the edge facing
// direction d runs from corner (d+5)%6 to corner d.
Point hex_center(Coord c);
Point hex_corner(Coord c, int i);
// The hex containing a point (either one for a point on an edge).
Coord hex_at(const Point& p);

struct Segment {
  Point a, b;
};

// True when the closed segments share at least one point (touching counts; collinear
// segments count only when they overlap).
bool segments_touch(const Segment& s, const Segment& t);
// True when the segments cross at a single point interior to both.
bool segments_cross(const Segment& s, const Segment& t);

// What every Sight of a board reads, whatever its model, so that two models of one board
// build it once: the board's lattice flags (for the tables of sight lines), and on a small
// board every blocking edge (wall-hex edges and thin walls; separately the map's outer
// edge), each list sorted by the edges' lower ends, listed at the first search (queries
// the tables answer never need them).
class SightEdges {
 public:
  explicit SightEdges(const Board& b) : flags(b) {}
  SightEdges(const SightEdges&) = delete;
  SightEdges& operator=(const SightEdges&) = delete;
  const LatticeFlags flags;
  // `b`: a board of this layout.
  const std::vector<Segment>& walls(const Board& b) const {
    std::call_once(once_, [&] { list(b); });
    return walls_;
  }
  const std::vector<Segment>& outside(const Board& b) const {
    std::call_once(once_, [&] { list(b); });
    return outside_;
  }

 private:
  void list(const Board& b) const;
  mutable std::once_flag once_;
  mutable std::vector<Segment> walls_, outside_;
};

// How visible() decides (witness() always searches, as the middle one does):
//   Tables  the tables of sight lines (sight_table.hpp) for hexes up to kSightTableRadius
//           apart, the search below for farther ones;
//   Proofs  corner lines, then more sampled lines and two cheap proofs that a pair is hidden
//           (walled_off, separated), then the exact search; in it, whole lines a wall
//           crosses are skipped (sight_exact.cpp, step 5);
//   Exact   corner lines, then the exact search alone.
// All three give the same answers; tests compare them.
enum class SightMethod : std::uint8_t { Tables, Proofs, Exact };

class Sight {
 public:
  Sight(const Board& board, SightModel model, SightMethod method = SightMethod::Tables);
  // Boards up to this many cells keep a list of all their blocking edges (SightEdges).
  static constexpr CellIndex kListAllEdgesUpTo = 4096;
  // A Sight on `board` that reads the edges another Sight listed for a board of the same
  // layout (Board::serial), instead of listing them again.
  Sight(const Board& board, SightModel model, std::shared_ptr<const SightEdges> edges);
  const std::shared_ptr<const SightEdges>& edges() const { return listed_; }
  SightModel model() const { return model_; }
  // Points this Sight at another board of the same layout (the same Board::serial, as a
  // copy has): what it listed from the first one holds for it.
  void rebind(const Board& board) {
    assert(board.serial() == board_->serial());
    board_ = &board;
  }
  // True when b is in line of sight from a. Symmetric; a cell always sees itself.
  bool visible(CellIndex a, CellIndex b) const;
  // A sight line that proves visibility (for drawing), or nullopt-like: ok=false.
  struct Line {
    bool ok = false;
    Segment segment;
  };
  Line witness(CellIndex a, CellIndex b) const;
  // How many queries reached the exact search (after the tables, corner lines and the proofs).
  std::size_t exact_searches() const { return exact_searches_; }

 private:
  // Fills out (into scratch_) with the walls that reach into the pair's box, and sets the
  // box; the map's outer edge in the box is listed at its first use (outside()).
  void collect_walls(CellIndex a, CellIndex b, std::vector<Segment>& out) const;
  const std::vector<Segment>& outside() const;
  // The area every sight line between the last pair lies in: an axis box, and a rectangle
  // one circumradius round the segment joining the centres.
  struct QueryBox {
    double x0 = 0, x1 = 0, y0 = 0, y1 = 0;
    Point pa = Point::Zero(), along = Point::Zero(), across = Point::Zero();
    double length = 0;
    bool holds(const Segment& e) const;  // e reaches into it
  };
  void scan_listed(const std::vector<Segment>& edges, std::vector<Segment>& into) const;
  // witness() (any_line false) and visible() (true: any free line will do, not only the
  // one the exact search would draw).
  Line search(CellIndex a, CellIndex b, bool any_line) const;
  Line sampled_lines(Coord ca, Coord cb) const;
  // The first segment from a point of pa to a point of pb (pa outer, pb inner) that is not
  // blocked (by scratch_ or the map's edge).
  Line first_free_line(const Point* pa, std::size_t na, const Point* pb, std::size_t nb) const;
  bool blocked(const Segment& s, const std::vector<Segment>& walls) const;
  bool blocked_first(const Segment& s) const;
  // The part of blocked() about the area beyond the map's edge (outside()).
  bool leaves_map(const Segment& s) const;
  // Hex to hex, once no corner-to-corner line is free: the exact search (sight.cpp).
  // `decided` is false when the two hexes are too far apart for its precision bound.
  Line exact_witness(Coord ca, Coord cb, bool& decided) const;
  // Its steps (numbered as sight_exact.cpp's method): 2, the critical points of the pair's
  // twelve corners (pair_corners); 3, one candidate line tested; 5, a whole line blocked.
  void collect_critical(const std::array<lattice::Lattice, 12>& corners) const;
  bool touches_near_wall(const Segment& s) const;
  bool free_candidate(const Point& centre_a, const Point& centre_b, const Point& m, const Point& e,
                      Line& found) const;
  bool crossed_between(const Point& centre_a, const Point& centre_b, const lattice::Lattice& p,
                       const lattice::Lattice& q, const Point& o, const Point& dir) const;
  // A proof that no segment joins the two hexes: no chain of map cells joined by open edges
  // leads from one to the other within reach of their convex hull (sight.cpp).
  bool separated(CellIndex a, CellIndex b) const;
  // A proof that no segment joins the two hexes: a connected run of walls (from scratch_),
  // none touching either hex, meets both long sides of their convex hull (sight_exact.cpp).
  bool walled_off(Coord ca, Coord cb) const;
  // The old sampled search, kept only for pairs beyond that bound.
  Line sampled_witness(Coord ca, Coord cb) const;

  // A point of the exact search on the lattice of hex corners: u = 2x / sqrt(3), v = 2y.
  struct LatticePoint {
    std::int64_t u = 0, v = 0;
    bool rim = false;  // a corner of the map's outer edge (a touch there does not block)
  };

  const Board* board_;
  SightModel model_;
  bool shortcuts_ = true;  // method Tables or Proofs
  bool tables_ = true;     // method Tables
  mutable std::size_t exact_searches_ = 0;
  std::shared_ptr<const SightEdges> listed_;  // edges listed only up to kListAllEdgesUpTo cells
  bool listing_ = false;                      // the board has at most kListAllEdgesUpTo cells
  mutable std::vector<Segment> scratch_;      // wall-hex edges and thin walls near the line
  mutable std::vector<Segment> outside_;      // edges of the map's outer boundary near the line
  mutable bool outside_ready_ = false;        // outside_ holds them for the last pair
  mutable QueryBox box_;
  mutable std::vector<double> cuts_;
  mutable std::vector<Point> samples_a_, samples_b_;
  mutable std::vector<LatticePoint> critical_;  // exact search: points lines turn about
  mutable std::vector<Segment> near_walls_;     // exact search: walls meeting the hull
  mutable std::vector<std::uint32_t> stamp_;    // separated(): visited mark per cell, lazily
  mutable std::uint32_t generation_ = 0;
  mutable std::vector<CellIndex> frontier_;
  mutable std::vector<std::uint32_t> parent_;  // walled_off(): union-find over walls
  mutable std::vector<std::uint8_t> sides_;    // walled_off(): bit 0 left side, bit 1 right
  mutable std::vector<std::uint32_t> ends_;    // walled_off(): wall ends, sorted
  mutable std::vector<LatticePoint>
      near_lattice_;  // walled_off(), exact step 5: wall ends, two a wall
};

}  // namespace arbiter::pathing
