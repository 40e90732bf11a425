// Gloomhaven's authoring hooks (`arbiter new`, `arbiter show`) and the text board they
// draw without a decision.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "solver/game/game.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven {

// `new`: the map, a character on the left edge's middle hex, a monster on the right edge's
// middle hex, and a melee turn for the monster.
game::StartingFile new_file(const game::NewRequest& r);
// `show` of a turn file (as far as it is written) or a round file (as the round starts).
game::Sketch sketch(const nlohmann::json& root, const std::string& file,
                    const game::SketchOptions& o);

// `show`'s board: the hex board with the column numbers on top and the row numbers on the
// left, figures drawn, no decision; as --board and --crop say (crop around the turn's
// figure; above o.auto_board_hexes under --board auto, cropped or left out with a line
// saying so).
std::string hex_board(const Scenario& s, const game::SketchOptions& o);

}  // namespace arbiter::gloomhaven
