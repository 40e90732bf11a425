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

// What one hex shows, in the order drawn: its fill, then its label, then (on an unlabelled
// hex) up to three marks in the label's places, then a mark in its corner (flat: the bottom
// edge's middle; pointy: the top corner).
struct Hex {
  pathing::Coord hex;      // axial: where the tile stands
  pathing::Coord written;  // as the file writes it: the axis numbers
  // What the whole hex is (its ground, say), drawn in each of the label's three places that
  // the label leaves blank, so that it still shows beside a short label. 0: none.
  char fill = 0;
  Ink fill_ink = 0;
  std::string label;  // centred, cut to 3 characters; empty: none
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

// Labels of at most three characters that tell the figures apart, in the order of `ids`
// (distinct): an id that fits is its own label; a longer one is its words' initials and its
// number ("Test Brute 1" -> "TB1", "Living Bones 12" -> "L12"), or, where that is taken, its
// first character and the first number free. A board whose labels differ from the ids lists
// them in its legend.
std::vector<std::string> short_labels(const std::vector<std::string>& ids);

// A legend's line: "  " then each item ("SYMBOL what", the symbol in its ink) two spaces
// apart, or nothing when there is no item. Games list only the marks their drawing uses.
struct LegendItem {
  std::string symbol;
  Ink ink = 0;
  std::string what;
};
std::string legend_line(const std::string& heading, const std::vector<LegendItem>& items,
                        bool color, const Palette& p);

}  // namespace arbiter::report::hex_text
