// The decision as text for a terminal: the board drawn with hexes (flat-topped for *-q
// files, pointy-topped for *-r and axial ones), a legend, the focus ranking table, the
// numbered options and the explanation trace. ANSI colour on request; deterministic.
#pragma once

#include <optional>
#include <string>

#include "solver/game/game.hpp"
#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/report/overlays.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven::report {

struct TextOptions {
  bool color = false;
  bool board = true;  // draw the board
  // The numbered trace (`--trace`) after the explanation, for those who want every step.
  bool trace = false;
  // A hex (axial) to explain: why it is or is not an option (explain_hex), shown last.
  std::optional<pathing::Coord> explain_hex;
  // Draw only the hexes within this many hexes of the action (crop_to_action); negative:
  // the whole map.
  int crop = -1;
  OverlaySet overlays;  // letters on the hexes with no other mark
  // `--board auto` on a map of more than this many hexes (0: not in that case): the board is
  // drawn cropped to the action (`crop`, or kAutoCrop when negative) if the cropped drawing
  // spans at most this many hexes, and a line after the heading says which was done.
  std::size_t auto_board_hexes = 0;
};
using game::kAutoCrop;

struct BoardOptions {
  bool color = false;
  int crop = -1;
  OverlaySet overlays;
  // When not 0: no drawing (nullopt) if the drawn hexes' bounding box, in columns times rows,
  // holds more than this many hexes.
  std::size_t box_limit = 0;
};

// The board alone, as hexes with 3-character labels, and its legend.
std::string render_board(const Scenario& s, const pathing::Board& b, const Decision& d, bool color);
std::optional<std::string> draw_board(const Scenario& s, const pathing::Board& b, const Decision& d,
                                      const BoardOptions& o);

std::string render_text(const Scenario& s, const pathing::Board& b, const Decision& d,
                        const TextOptions& o);

}  // namespace arbiter::gloomhaven::report
