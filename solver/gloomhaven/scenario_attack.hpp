// The loader section's ability-card part (scenario_attack.cpp), for the turn reader in
// scenario.cpp.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven {

// A turn's `attack` object at `at`, its hexes in `coordinates`. Throws ScenarioError naming
// `file` and the place for anything the format does not allow.
Attack read_attack(const std::string& file, pathing::CoordinateSystem coordinates,
                   const nlohmann::json& v, const scenario::Path& at);

}  // namespace arbiter::gloomhaven
