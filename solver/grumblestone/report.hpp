// A Grumblestone decision shown to players: the golem board with the chosen row and column
// and the crossing cell, the dice plan, the assign-now plans with their rumble and
// purchase, every tile placement ranked, one JSON object, an SVG picture, and what one cell
// does (--explain-hex).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "solver/grumblestone/decide.hpp"

namespace arbiter::grumblestone {

struct ReportContext {
  const Scenario& scenario;
  const Decision& decision;
  std::string_view rules;
};

std::string render_text(const ReportContext& c, int shown = 8);
// The acting player's golem board with its column and row numbers; with a decision, the
// best plan's lines, their crossing and the cells its purchase lays are marked.
std::string board_text(const Scenario& s, const Decision* d);
nlohmann::ordered_json decision_json(const ReportContext& c);
// Why each first action ranks where it does: its value taken apart (the rumble's and the
// purchase's weighted parts; a change's continuation for each face).
std::string explain_ranking(const ReportContext& c);
// What the cell [col, row] (0-based) holds and does in this decision.
std::string explain_cell(const ReportContext& c, int col, int row);
std::string render_svg(const ReportContext& c, bool legend);
// {"cells": [[column, row], ...], "icons": "A_G"}: tile cells as `expect` writes them.
nlohmann::ordered_json cells_json(const TileCells& cells);
// "4.17"
std::string decimal(const odds::Rational& r);
std::string decimal(odds::Fraction f);

}  // namespace arbiter::grumblestone
