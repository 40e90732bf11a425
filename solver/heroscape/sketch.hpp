// Heroscape's `arbiter show` (sketch.cpp).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "solver/game/game.hpp"

namespace arbiter::heroscape {

// The map (levels, ground, obstacles, glyphs, figures) on the text hex board with its legend,
// then the figures listed with their levels.
game::Sketch sketch(const nlohmann::json& root, const std::string& file,
                    const game::SketchOptions& o);

}  // namespace arbiter::heroscape
