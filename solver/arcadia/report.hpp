// An Arcadia Quest decision shown to players: the text board (square cells, walls, doors),
// the options ranked with every consequence spelled out, one JSON object, an SVG picture,
// and why a cell is or is not a place to attack from (--explain-hex).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "solver/arcadia/decide.hpp"

namespace arbiter::arcadia {

struct ReportContext {
  const Scenario& scenario;
  const State& state;
  const Decision& decision;
  std::string_view rules;
};

std::string cell_text(const State& st, CellIndex c);
std::string target_name(const State& st, const Option& o);
// "[1, 2] Bow (ranged 1 vs 0) on Orc, not close: G1 and G2 guard (in the order yellow
// chooses)".
std::string option_head(const ReportContext& c, const Option& o);
// option_head without the cell: the card, the dice, the target and who guards.
std::string option_action(const ReportContext& c, const Option& o);
// The payback sentence of an option.
std::string payback_text(const ReportContext& c, const Option& o);

std::string render_text(const ReportContext& c, int shown = 12);
// The board (cells, walls, doors, figures; * the cells the decision's options attack from),
// or nothing above 2500 cells of its bounding box.
std::string board_text(const State& st, const Decision& d);
nlohmann::ordered_json decision_json(const ReportContext& c);
std::string explain_cell(const ReportContext& c, Coord cell);
std::string render_svg(const ReportContext& c, bool legend);

}  // namespace arbiter::arcadia
