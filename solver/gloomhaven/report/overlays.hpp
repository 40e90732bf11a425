// Overlays of a Gloomhaven position, as the players ask for them at the table: the hexes the
// acting figure can see from where it stands, those it can end its move on this turn, and
// those it could attack from one of them (range and line of sight). The decision itself does
// not carry them; the pictures (solve's text board, render's SVG, the served page) draw them
// on request.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pathing/board.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/gloomhaven/scenario.hpp"
#include "solver/report/picture.hpp"

namespace arbiter::gloomhaven::report {

// The overlays a picture may draw are the same for every game.
using arbiter::report::OverlaySet;

// Per board cell (index = CellIndex): 1 where the overlay covers the cell.
struct OverlayCells {
  std::vector<char> see, reach, range;
};

// The overlays `want` asks for (the others stay empty), for the turn of s.turn.figure under
// profile `p`. `only` (per cell, optional) limits the cells computed, so that a cropped
// picture of a huge map costs what it shows: `see` and `range` are then set for those cells
// only (`reach` is a search from the figure and is set wherever it reaches). Without an
// acting figure on the map every overlay is empty.
OverlayCells compute_overlays(const Scenario& s, const pathing::Board& b, const RuleProfile& p,
                              const OverlaySet& want, const std::vector<char>* only = nullptr);

// {"see": [hex...], "reach": [...], "range": [...]} in the file's coordinates, with the
// overlays that were computed only.
nlohmann::json overlays_json(const Scenario& s, const pathing::Board& b, const OverlayCells& o);

}  // namespace arbiter::gloomhaven::report
