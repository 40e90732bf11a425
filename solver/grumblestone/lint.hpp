// Lints for Grumblestone files (`arbiter lint`): what the format allows but is most likely
// a mistake of the file's author.
//   tile-fits-nowhere   warning  a market tile with no placement on the acting player's
//                                board: buying it can only discard it.
//   eliminated-player   warning  a player at 0 hearts: skipped by every rule, so its other
//                                fields change nothing.
//   expect-placement    error    an expected placement that is not a placement of that
//                                slot's tile on the board (another shape or icons, or over
//                                a tile): no solver can give it.
#pragma once

#include <vector>

#include "solver/grumblestone/scenario.hpp"
#include "solver/lint/finding.hpp"

namespace arbiter::grumblestone {

std::vector<lint::Finding> lint_scenario(const Scenario& s);

}  // namespace arbiter::grumblestone
