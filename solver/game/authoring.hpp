// What the games' `new` and `show` hooks share: the options every game reads the same way,
// the hex maps' starting layout (Gloomhaven and Heroscape), and the lines `show` prints
// around a game's own text board.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "pathing/hex.hpp"
#include "solver/game/game.hpp"

namespace arbiter::game::authoring {

// The `notes` of every starting file: where to edit and what to run next; `what` names the
// game's own fields ("map, figures and the monster's turn").
std::string starting_notes(std::string_view what);

// A starting file's first lines, up to and with its `notes` (each member on its line, a
// comma after the last): `{`, format, game, name, an empty title, starting_notes(what).
std::string envelope(std::string_view game, const std::string& name, std::string_view what);

// Throws OptionError("OPTION: WHY") when the option was given: the game has no use for it.
void refuse(bool given, std::string_view option, std::string_view why);

// --columns / --rows: the value given, else `fallback`; each within [lo, hi].
struct Size {
  int columns, rows;
};
Size map_size(const NewRequest& r, Size fallback, int lo, int hi);

// --players: the value given, else `fallback`, within [lo, hi].
int player_count(const NewRequest& r, int fallback, int lo, int hi);

// The hex maps' start (Gloomhaven, Heroscape): the coordinate system asked for (even-q by
// default; "square" is refused), the map's hexes as the file writes them (an axial file
// lists the rectangle of an odd-r map, the others write {"columns", "rows"}), and the left
// and right edges' middle hexes, in the file's coordinates, where the two figures start.
struct HexStart {
  std::string coordinates;
  int columns = 0, rows = 0;
  std::string hexes;
  pathing::Coord left, right;
  // "a 7 x 5 even-q map" (`kind`: "map", "heroscape map"), for `new`'s summary.
  std::string words(std::string_view kind) const {
    return "a " + std::to_string(columns) + " x " + std::to_string(rows) + " " + coordinates + " " +
           std::string(kind);
  }
};
HexStart hex_start(const NewRequest& r, std::string_view game);

// `show`'s board for a hex game, as --board and --crop say: `draw(crop, box_limit)` draws the
// whole map (crop < 0) or the hexes within `crop` of the acting figure, or nullopt when the
// drawing would span more than box_limit hexes (0: no limit). Under --board auto, a map of
// more than o.auto_board_hexes hexes is drawn cropped (o.crop, else kAutoCrop) or left out,
// with a line saying which; `has_actor`: whether there is an acting figure to crop around.
using DrawBoard = std::function<std::optional<std::string>(int crop, std::size_t box_limit)>;
// A `sparse` map (a few hexes far apart) counts as past the limit whatever its hexes: its
// whole drawing would follow its bounding box.
std::string sketch_board(const SketchOptions& o, std::size_t hexes, bool sparse, bool has_actor,
                         const DrawBoard& draw);

// "even-q coordinates [col, row]", "axial coordinates [q, r]".
std::string coordinates_text(pathing::CoordinateSystem cs);

// `show`'s first line, "NAME: N hexes, even-q coordinates [col, row]" plus the game when it
// is not Gloomhaven, then the title when there is one.
std::string heading(const std::string& name, const std::string& size,
                    const std::string& coordinates, std::string_view game,
                    const std::string& title);

// A line of `show`'s listing: "  ID WHAT WHERE (acts)".
std::string figure_line(const std::string& id, const std::string& what, const std::string& where,
                        bool acts);

}  // namespace arbiter::game::authoring
