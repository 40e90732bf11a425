// The pieces Virtualscape knows (its type codes), what each becomes in format 1, and the
// hexes each shape covers at each rotation (the original editor's hit test, as facts).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "solver/heroscape/import/virtualscape.hpp"

namespace arbiter::heroscape::virtualscape {

enum class Shape {
  One,
  Two,
  Triangle,
  Line3,
  Block4,
  Line4,
  Line5,
  Hive6,
  Marvel6,
  Hexagon7,
  Castle7,
  Castle9,
  Land24
};
struct Offset {
  int dx, dy;
};
using Offsets = std::vector<Offset>;

// The offsets from the anchor of the hexes a shape covers at rotation r (0..5).
Offsets footprint(Shape s, int r);

// Land is one level thick; thin pieces lie on what is under them; glyphs and start zones are
// listed; obstacles stand on the ground; ignored pieces are counted in the notes.
enum class Role { Land, Thin, Glyph, Start, Obstacle, Ignored };
struct Piece {
  Role role = Role::Ignored;
  Shape shape = Shape::One;
  std::string_view terrain;   // format 1's terrain kind ("" plain ground, as grass)
  std::string_view obstacle;  // format 1's obstacle kind
  int height = 0;             // an obstacle's height in levels
  std::string_view what;      // for the notes
};

// The piece of a tile's type code, or nullopt for a code Virtualscape does not know.
std::optional<Piece> piece_of(const Tile& t);

}  // namespace arbiter::heroscape::virtualscape
