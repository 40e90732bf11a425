// `arbiter import virtualscape`: a Heroscape map saved by the Virtualscape editor (.hsc)
// becomes a format-1 Heroscape file.
//
// An .hsc file is an MFC archive, little-endian, without magic number: the document version
// (a double, 0.0001 to 0.0007), a header that grew with the versions (name, author, number
// of players, the scenario text, print options), the tile count, then one record a tile: its
// type (family * 1000 + subtype), its own version, rotation (0..5), anchor x, y (odd-r
// offset coordinates, rows downwards) and z (the level its base stands on), and from tile
// version 0.0002 the glyph letter and the start zone's name, from 0.0003 its colour and the
// extras of personal tiles and figures. A piece covers its anchor plus offsets that depend
// on its shape and rotation.
//
// In format 1 (odd-r, the same hexes): a hex's level is the top of the highest piece on it
// (land pieces are one level thick; water, ice, glyphs and start zones are thin and lie on
// the land); its terrain is that piece's; trees, ruins, walls, glaciers, outcrops and hives
// are obstacles of their printed height; glyphs are listed; start zones are listed in the
// notes by colour. Two placeholder figures stand on the first start zones (else the first
// free hexes), so that the file can be shown and solved at once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::heroscape::virtualscape {

// Bounded cost: real maps are a few kilobytes and at most a few hundred tiles.
inline constexpr std::size_t kMaxFileBytes = std::size_t{4} << 20;
inline constexpr std::int32_t kMaxTiles = 20000;
inline constexpr std::int32_t kMaxCoordinate = 10000;  // |x|, |y| of an anchor
inline constexpr std::int32_t kMaxZ = 900;             // format 1's levels go to 1000

struct Tile {
  std::int32_t type = 0;
  std::int32_t rotation = 0, x = 0, y = 0, z = 0;
  char glyph = '?';  // the glyph's letter (glyph tiles)
  std::string zone;  // a start zone's name (free text)
  std::uint8_t colour[3] = {0, 0, 0};
  std::int32_t personal_size = 0;  // a personal tile's hex count
  std::string label;               // a personal tile's label and name, a figure's name
  std::size_t offset = 0;          // where its record starts in the file
};
struct Map {
  int version = 0;  // 1..7: 0.0001 .. 0.0007
  std::string name, author, players;
  std::vector<Tile> tiles;
};

// Reads the file's bytes. Throws scenario::ScenarioError: source, the place (byte offset and
// tile), the problem.
Map read_hsc(std::string_view bytes, const std::string& source);

// The map as a format-1 Heroscape file (text ending in a newline); checks that it loads.
std::string to_heroscape_file(const Map& m, const std::string& name, const std::string& source);

std::string import_file(std::string_view bytes, const std::string& name, const std::string& source);

}  // namespace arbiter::heroscape::virtualscape
