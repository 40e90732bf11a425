// Heroscape's `arbiter show` (sketch.cpp).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "solver/game/game.hpp"

namespace arbiter::heroscape {

// The map's hexes and figures on the text hex board, then the figures listed.
game::Sketch sketch(const nlohmann::json& root, const std::string& file,
                    const game::SketchOptions& o);

}  // namespace arbiter::heroscape
