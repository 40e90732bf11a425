// A Heroscape decision shown to players: the text board (text_board.hpp: levels, ground,
// obstacles, figures, reachable hexes), the ranked choices with their reasons, one JSON object, an
// SVG picture, and why one hex is or is not a destination (--explain-hex).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "solver/game/game.hpp"
#include "solver/heroscape/decide.hpp"

namespace arbiter::heroscape {

struct ReportContext {
  const Scenario& scenario;
  const State& state;
  const Decision& decision;
  std::string_view rules;
};

// The reasons of a path, one per step that matters ("climbs 3 levels: cost 4").
std::vector<std::string> path_reasons(const State& st, const std::vector<StepInfo>& path);
inline std::vector<std::string> path_reasons(const State& st, const Destination& d) {
  return path_reasons(st, d.path);
}
// The reason lines of an attack ("E1: range 2 of 4, sight from [2, 3]; height +1 die").
std::string attack_reason(const ReportContext& c, const AttackOdds& a);

// What the glyph on cell c does to a figure that stops on it.
std::string glyph_text(const State& st, CellIndex c);
std::string destination_text(const ReportContext& c, std::size_t destination);
// The text `solve` prints: the board as `board` says (--board, --crop, colour), the figures,
// and the first `shown` choices (every first-ranked one), with a line on those left out.
std::string render_text(const ReportContext& c, const game::SketchOptions& board, int shown = 12);
// The decision as the object `solve --format json` prints (--explain-hex's text is added by
// the caller, which holds the workspace explain_cell needs).
nlohmann::ordered_json decision_json(const ReportContext& c);
// decision_json(c), with `explain` as its last member "explain_hex" when given, as the text
// dump() writes of it, byte for byte: the long lists written without building their values.
std::string decision_json_text(const ReportContext& c, const std::string* explain);
std::string explain_cell(const ReportContext& c, CellIndex cell, Workspace& ws);
std::string render_svg(const ReportContext& c, bool legend);

}  // namespace arbiter::heroscape
