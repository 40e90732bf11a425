// The text board every hex game draws in a terminal: each hex a 5 x 3 tile of characters
// (flat-topped for *-q files, pointy-topped for *-r and axial ones) with a label of up to
// three characters, marks in its corners and thin walls on its edges, the column numbers on
// top and the row numbers on the left. What a label says and its colour are the game's; this
// module only lays the tiles out. Nothing here knows a game.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "pathing/hex.hpp"

namespace arbiter::report::hex_text {

// An ink is the game's colour index; 0 is no colour. `ansi` turns one into the ANSI
// colour's parameters ("1;31").
using Ink = std::uint8_t;
struct Palette {
  const char* (*ansi)(Ink ink);
  Ink edge, axis, thin_wall;
};

// What one hex shows, in the order drawn: its label, then (on an unlabelled hex) up to
// three marks in the label's places, then a mark in its corner (flat: the bottom edge's
// middle; pointy: the top corner).
struct Hex {
  pathing::Coord hex;      // axial: where the tile stands
  pathing::Coord written;  // as the file writes it: the axis numbers
  std::string label;       // centred, cut to 3 characters; empty: none
  Ink label_ink = 0;
  std::array<char, 3> marks{};  // 0: no mark in that place
  std::array<Ink, 3> mark_inks{};
  char corner = 0;
  Ink corner_ink = 0;
  std::uint8_t thin_walls = 0;  // bit d: a thin wall on the edge in pathing direction d
};

// Columns times rows of the tiles' bounding box: what a drawing of these hexes spans.
std::size_t box_hexes(const std::vector<pathing::Coord>& axial, bool flat);

// The board, one line per text line (trailing spaces cut), colours as ANSI when `color`.
// The hexes are drawn in the order given; `hexes` is not empty.
std::string draw(const std::vector<Hex>& hexes, bool flat, bool color, const Palette& p);

// `text` in `ink` (as a legend shows a mark), or as it is without colour.
std::string paint(const std::string& text, Ink ink, bool color, const Palette& p);

}  // namespace arbiter::report::hex_text
