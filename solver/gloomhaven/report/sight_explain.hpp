// `solve --explain-sight A,B`: whether B is in line of sight from A under the rule set's
// sight model, and the line tested: the line that proves sight, or, when there is none,
// what blocks the line between the two centres (a wall hex, the map's edge, a thin wall).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pathing/sight.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven::report {

struct SightExplanation {
  pathing::Coord from, to;           // axial
  std::string from_label, to_label;  // "C1 [4, 1]" or "[4, 1]"
  pathing::SightModel model = pathing::SightModel::CornerToCorner;
  bool visible = false;
  std::optional<pathing::Segment> line;  // the proving line, when visible
  std::vector<pathing::Coord> through;   // hexes the line shown passes (axial)
  std::string blocked_by;                // when hidden: what stops the centre line, in words
};

// "A,B": each a figure id or a hex written COL:ROW in the file's coordinates. Throws
// scenario::ScenarioError (place "(--explain-sight)") for anything else.
std::pair<pathing::Coord, pathing::Coord> parse_sight_pair(const Scenario& s,
                                                           std::string_view text);

SightExplanation explain_sight(const Scenario& s, const pathing::Board& b,
                               pathing::SightModel model, pathing::Coord from, pathing::Coord to);
std::string sight_text(const Scenario& s, const SightExplanation& e);
nlohmann::json sight_json(const Scenario& s, const SightExplanation& e);

}  // namespace arbiter::gloomhaven::report
