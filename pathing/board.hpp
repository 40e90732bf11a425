// A board: the cells of a map indexed densely 0..N-1, with flat per-cell arrays and a
// precomputed neighbour table. Walls are not cells: anything that is not a cell is outside
// the map and blocks movement, sight and proximity. Thin walls block one shared edge.
#pragma once

#include <cassert>
#include <cstdint>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

#include "pathing/hex.hpp"

namespace arbiter::pathing {

using CellIndex = std::uint32_t;
inline constexpr CellIndex kNoCell = std::numeric_limits<CellIndex>::max();

enum class Terrain : std::uint8_t { Open, Obstacle, Trap, Hazardous, Difficult, Icy };
inline constexpr int kTerrainCount = 6;

// True for the hexes that harm a figure entering them (the focus rule's "negative hexes").
constexpr bool is_negative(Terrain t) {
  return t == Terrain::Trap || t == Terrain::Hazardous;
}

// Starts the load of a row of neighbours (kMaxDirectionCount entries) without waiting for
// it: its first and its last entry, since a row (24 bytes) lies across two cache lines one
// time in four, and a prefetch of its first line alone left the search to stall on the
// second (perf: Heroscape's move searches spent a quarter of their time on the loads of
// the rows' later entries).
[[gnu::always_inline]] inline void prefetch_row(const CellIndex* row) {
  __builtin_prefetch(row);
  __builtin_prefetch(row + kMaxDirectionCount - 1);
}

class Board {
 public:
  class Builder;

  Topology topology() const { return topology_; }
  int directions() const { return direction_count(topology_); }
  CellIndex size() const { return static_cast<CellIndex>(coords_.size()); }

  Coord coord(CellIndex c) const {
    assert(c < size());
    return coords_[c];
  }
  Terrain terrain(CellIndex c) const {
    assert(c < size());
    return terrain_[c];
  }
  // The neighbour of c in direction d: kNoCell when outside the map. A thin wall does not
  // remove a neighbour; ask `open_edge` for that.
  CellIndex neighbour(CellIndex c, Direction d) const {
    assert(c < size() && d < directions());
    return neighbours_[static_cast<std::size_t>(c) * kMaxDirectionCount + d];
  }
  // The kMaxDirectionCount neighbours of c, direction by direction (kNoCell outside the map;
  // entries past directions() are kNoCell too): for loops that read them all.
  const CellIndex* neighbour_row(CellIndex c) const {
    assert(c < size());
    return neighbours_.data() + static_cast<std::size_t>(c) * kMaxDirectionCount;
  }
  // Starts the load of c's row of neighbours without waiting for it (a search does so a few
  // queue entries ahead): see prefetch_row.
  void prefetch_row(CellIndex c) const { pathing::prefetch_row(neighbour_row(c)); }
  // True when a figure can cross from c towards direction d: the neighbour exists and no
  // thin wall stands on the shared edge.
  bool open_edge(CellIndex c, Direction d) const {
    assert(c < size() && d < directions());
    return (closed_edges_[c] & (1u << d)) == 0;
  }
  // The directions open_edge allows from c, as bits (bit d for direction d).
  std::uint32_t open_directions(CellIndex c) const {
    assert(c < size());
    return ~static_cast<std::uint32_t>(closed_edges_[c]) & ((1u << directions()) - 1u);
  }
  bool thin_wall(CellIndex c, Direction d) const {
    assert(c < size() && d < directions());
    return (thin_walls_[c] & (1u << d)) != 0;
  }
  // True when the edge faces a wall hex the map names, as opposed to beyond the map's edge.
  // Both block; line of sight treats a touch of the two differently.
  bool faces_wall(CellIndex c, Direction d) const {
    assert(c < size() && d < directions());
    return (wall_edges_[c] & (1u << d)) != 0;
  }
  // The cell at a coordinate, or nullopt when it is not on the map.
  std::optional<CellIndex> find(Coord x) const {
    const std::int64_t col = static_cast<std::int64_t>(x.q) - min_.q;
    const std::int64_t row = static_cast<std::int64_t>(x.r) - min_.r;
    if (col < 0 || row < 0 || col >= width_ || row >= height_) return std::nullopt;
    if (lookup_.empty()) return find_sparse(row * width_ + col);
    const CellIndex c = lookup_[static_cast<std::size_t>((row + 1) * stride() + col + 1)];
    if (c == kNoCell) return std::nullopt;
    return c;
  }

  // The slot layout, for the searches that walk the board by offsets rather than by its
  // table of neighbours (search_bfs_direct): while the bounding box is dense (not sparse()),
  // each axial place of the box is a slot, row by row, with a border of slots that hold no
  // cell (one column shared by the ends of two rows, a row above and one below and a slot
  // past it). A neighbour's slot is then the slot plus slot_step(d), for every cell and
  // every direction, and a step off the map lands on a slot with no cell: no bounds check.
  bool laid_out() const { return !lookup_.empty(); }
  // Slots in all, the border included (laid_out() only).
  std::size_t slot_count() const {
    assert(laid_out());
    return lookup_.size();
  }
  // The slot of cell c (laid_out() only).
  std::uint32_t slot(CellIndex c) const {
    assert(laid_out() && c < size());
    const Coord x = coords_[c];
    return static_cast<std::uint32_t>((std::int64_t{x.r} - min_.r + 1) * stride() +
                                      (std::int64_t{x.q} - min_.q + 1));
  }
  // The offset from a slot to its neighbour's in direction d (laid_out() only).
  std::int32_t slot_step(Direction d) const {
    assert(laid_out() && d < directions());
    const Coord o = direction_offset(topology_, d);
    return o.r * static_cast<std::int32_t>(stride()) + o.q;
  }
  // Per slot: its cell (kNoCell for a slot with no cell), and the thin walls on its edges
  // (bit d as thin_wall; bits from directions() on set, so that a loop over six
  // directions skips the ones a square board lacks). laid_out() only.
  const CellIndex* slot_cells() const {
    assert(laid_out());
    return lookup_.data();
  }
  const std::uint8_t* slot_thin_walls() const {
    assert(laid_out());
    return slot_thin_.data();
  }
  // Per slot, both of the above in one word: the cell in the low kSlotCellBits bits, the
  // thin walls in the six above (kNoCell at a slot with no cell). The breadth-first search by
  // slots (search_bfs.hpp) reads a cell's walls and its index with one load from one array,
  // where two arrays cost a second stream of cache misses per cell (a fifth of its time on
  // maps past the L2 cache). nullptr unless laid_out() with fewer than 2^kSlotCellBits cells.
  static constexpr int kSlotCellBits = 26;
  const std::uint32_t* slot_words() const {
    return slot_words_.empty() ? nullptr : slot_words_.data();
  }
  // True when the cells are few for their bounding box (a few hexes far apart): the board
  // then finds cells by bisection, and whole-board drawings would follow the box, not the
  // hexes.
  bool sparse() const { return lookup_.empty() && !sparse_.empty(); }
  // True when some cell has terrain t (decided once, when the board is built).
  bool has_terrain(Terrain t) const {
    return (terrain_present_ & (1u << static_cast<int>(t))) != 0;
  }
  int distance(CellIndex a, CellIndex b) const {
    return grid_distance(topology_, coord(a), coord(b));
  }
  // Identifies the board's layout: every build() gives a new serial, copies keep it. Caches
  // of answers that depend only on the layout (line of sight) are keyed by it.
  std::uint64_t serial() const { return serial_; }
  // Bytes held per cell by this board's tables (for the memory statement of the README).
  static constexpr std::size_t bytes_per_cell() {
    return sizeof(Coord) + sizeof(Terrain) + 3 * sizeof(std::uint8_t) +
           kMaxDirectionCount * sizeof(CellIndex);
  }

 private:
  Topology topology_ = Topology::Hex;
  std::uint64_t serial_ = 0;
  std::vector<Coord> coords_;
  std::vector<Terrain> terrain_;
  std::vector<CellIndex> neighbours_;       // size() * kMaxDirectionCount
  std::vector<std::uint8_t> closed_edges_;  // bit d: no neighbour or a thin wall
  std::vector<std::uint8_t> thin_walls_;    // bit d: a thin wall on that edge
  std::vector<std::uint8_t> wall_edges_;    // bit d: the neighbour there is a named wall
  std::uint32_t terrain_present_ = 0;       // bit per Terrain
  Coord min_{};
  std::int64_t width_ = 0;
  std::int64_t height_ = 0;
  // The cell of each slot (the places of the bounding box row-major, with a border: see
  // laid_out()), while the box is not much larger than the map; else empty, and `sparse_`
  // holds (place, cell) sorted by place, so that memory follows the hexes, never their
  // bounding box (four hexes far apart).
  std::vector<CellIndex> lookup_;
  std::vector<std::pair<std::int64_t, CellIndex>> sparse_;
  std::vector<std::uint8_t> slot_thin_;    // per slot of lookup_ (see slot_thin_walls)
  std::vector<std::uint32_t> slot_words_;  // per slot of lookup_ (see slot_words)
  // Slots per row of lookup_: the box's columns and the shared border column.
  std::int64_t stride() const { return width_ + 1; }
  std::optional<CellIndex> find_sparse(std::int64_t place) const;
  void index_cells();
};

// Builds a Board. Cells are indexed in the order they are added.
class Board::Builder {
 public:
  explicit Builder(Topology t) : topology_(t) {}
  void add_cell(Coord c, Terrain t = Terrain::Open) { cells_.push_back({c, t}); }
  // Sets the terrain of a cell added before or after this call (applied by build()).
  void set_terrain(Coord c, Terrain t) { terrain_overrides_.push_back({c, t}); }
  // A wall hex: not a cell, but remembered so that edges facing it are told apart from the
  // map's outer edge.
  void add_wall(Coord c) { walls_.push_back(c); }
  // Records a thin wall between two cells; both must be added before build().
  void add_thin_wall(Coord a, Coord b) { thin_walls_.push_back({a, b}); }
  // Throws std::invalid_argument for a cell added twice, terrain on a cell that is not on
  // the map, or a thin wall between cells that are not neighbours on the map.
  Board build() const;

 private:
  struct ThinWall {
    Coord a, b;
  };
  struct CellSpec {
    Coord c;
    Terrain t;
  };
  Topology topology_;
  std::vector<CellSpec> cells_;
  std::vector<CellSpec> terrain_overrides_;
  std::vector<Coord> walls_;
  std::vector<ThinWall> thin_walls_;
};

}  // namespace arbiter::pathing
