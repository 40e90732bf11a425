// Heroscape's map on the shared text hex board, as `show` and `solve` draw it: each hex's
// level as its label, its ground as a fill (~ water, = road, ^ rock, ...), a hex obstacle
// filling its hex with its kind's mark (# ruin), an obstacle on an edge as a thin wall, a
// glyph's kind in the corner, the figures by id, and for a solve the hexes the acting figure
// can end its move on (* after the level). The legend below names each mark drawn.
#pragma once

#include <string>
#include <vector>

#include "pathing/hex.hpp"
#include "solver/game/game.hpp"
#include "solver/heroscape/scenario.hpp"

namespace arbiter::heroscape {

struct BoardView {
  std::vector<pathing::Coord> reachable;  // axial; empty: none marked (`show`)
  // The acting figure marked @ and the sides told apart by colour; `show` does so only when
  // it crops around the acting figure.
  bool mark_acting = false;
};

// The board as --board and --crop say (o), with its legend, or a line saying why it is not
// drawn; "" under --board never.
std::string board_text(const Scenario& h, const BoardView& v, const game::SketchOptions& o);

// "level 2" for a figure on one level, "levels 2 and 3" for a double-space figure on two.
std::string figure_level(const Scenario& h, const FigureSpec& f);

}  // namespace arbiter::heroscape
