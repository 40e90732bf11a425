// The decision as text for a terminal: the board drawn with hexes (flat-topped for *-q
// files, pointy-topped for *-r and axial ones), a legend, the focus ranking table, the
// numbered options and the explanation trace. ANSI colour on request; deterministic.
#pragma once

#include <optional>
#include <string>

#include "solver/gloomhaven/decide.hpp"
#include "solver/scenario/scenario.hpp"

namespace arbiter::report {

struct TextOptions {
  bool color = false;
  bool board = true;  // draw the board
  // A hex (axial) to explain: why it is or is not an option (explain_hex), shown last.
  std::optional<pathing::Coord> explain_hex;
};

bool stdout_is_terminal();

// The board alone, as hexes with 3-character labels, and its legend.
std::string render_board(const scenario::Scenario& s, const pathing::Board& b,
                         const gloomhaven::Decision& d, bool color);

std::string render_text(const scenario::Scenario& s, const pathing::Board& b,
                        const gloomhaven::Decision& d, const TextOptions& o);

}  // namespace arbiter::report
