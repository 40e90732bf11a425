// Line of sight read from tables of sight lines, one table per offset between the two hexes.
// Which lattice elements (hexes and hex edges) a sight line touches depends on the hex
// lattice alone; only which of those elements block depends on the board. So for each
// offset (hex B minus hex A) and sight model the lines that decide the question are listed
// once per process, each as the set of elements that would block it, and a query on a board
// reads the board's flags of those elements and looks for a line none of them blocks.
// sight_table.cpp says which lines are listed and why they decide exactly what Sight's own
// searches decide.
#pragma once

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "pathing/board.hpp"

namespace arbiter::pathing {

enum class SightModel : std::uint8_t;  // sight.hpp

// What a board blocks at each lattice position (axial coordinate) of a box round it: whether
// no cell is there (beyond the map's edge, or a wall hex), which of the position's three
// edges towards directions 0..2 block a sight line that touches them (a wall hex's edge or a
// thin wall, as Sight lists them), and which of those edges have no cell on either side
// (a line running along one leaves the map). Positions outside the box have no cell.
class LatticeFlags {
 public:
  static constexpr std::uint8_t kOff = 1;
  static constexpr std::uint8_t wall_bit(int d) { return static_cast<std::uint8_t>(2u << d); }
  static constexpr std::uint8_t dead_bit(int d) { return static_cast<std::uint8_t>(16u << d); }
  static constexpr std::uint8_t kNothing = 1 | 16 | 32 | 64;  // kOff and every dead_bit

  LatticeFlags() = default;
  explicit LatticeFlags(const Board& b);
  std::uint8_t at(Coord c) const {
    const auto col = static_cast<std::uint64_t>(static_cast<std::int64_t>(c.q) - min_.q);
    const auto row = static_cast<std::uint64_t>(static_cast<std::int64_t>(c.r) - min_.r);
    if (col >= width_ || row >= height_) return kNothing;
    return bits_[row * width_ + col];
  }

 private:
  Coord min_{};
  std::uint64_t width_ = 0, height_ = 0;
  std::vector<std::uint8_t> bits_;  // row-major over the box
};

// The sight lines of one offset. Line k is free on a board when none of the elements its
// mask names block there; the pair sees each other when some line is free.
struct SightLines {
  struct Element {
    std::int16_t q = 0, r = 0;  // lattice position, relative to hex A
    std::uint8_t test = 0;      // the LatticeFlags bit that makes this element block
  };
  std::vector<Element> elements;
  std::size_t words = 0;             // 64-bit words per line's mask
  std::vector<std::uint64_t> masks;  // line k: masks[k * words .. k * words + words)

  std::size_t lines() const { return words == 0 ? 0 : masks.size() / words; }
  // True when some line is free on the board of `flags`, hex A at `a`.
  bool any_free(const LatticeFlags& flags, Coord a) const;
};

// Offsets up to this hex distance have tables; farther pairs are searched as before.
inline constexpr int kSightTableRadius = 12;

// The lines of `model` for hexes `offset` apart (B minus A), built at the first call for that
// offset (any thread); nullptr beyond kSightTableRadius or for the same hex.
const SightLines* sight_lines(SightModel model, Coord offset);

// The same table once its offset's class (the offsets the grid's symmetries carry into one
// another) has been asked for kSightTableAfterAsks times in this process, nullptr before:
// building a table costs as much as a few dozen searches, which a command that asks a
// handful of pairs never pays back.
inline constexpr std::uint32_t kSightTableAfterAsks = 32;
const SightLines* sight_lines_when_asked_often(SightModel model, Coord offset);

// The lines before the pruning of lines that another line's blockers make useless (every
// line listed, for tests and the benchmark of building a table).
SightLines build_sight_lines(SightModel model, Coord offset, bool prune = true);

}  // namespace arbiter::pathing
