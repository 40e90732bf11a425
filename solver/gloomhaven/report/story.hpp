// A Gloomhaven decision told as the rulebook argues it (`solve`'s "Explanation"): whom the
// monster focuses on and which focus rule decided it, where it ends its move and what it
// attacks, and, for the alternatives a player would ask about (more targets, less
// movement), the rule that set them apart and the rule it comes before:
//   "M1 could attack both C1 and C2 from [4, 2], but the way there crosses a trap; avoiding
//    negative hexes comes before extra targets."
// The numbered trace (`--trace`, and `trace` in JSON) keeps every step for those who want
// it; this says only what decided.
#pragma once

#include <string>
#include <vector>

#include "pathing/board.hpp"
#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven::report {

// One sentence a line, in the order a player asks: conditions, focus, move and attack,
// the alternatives. `b` is the board `d` was decided on.
std::vector<std::string> decision_story(const Scenario& s, const pathing::Board& b,
                                        const Decision& d);

// The movement points an option's path costs the acting figure (difficult terrain 2 when
// walking, a jump's last hex as the rule set says, a teleport the hex distance), which a
// player compares with the move on the card; it differs from the steps the path takes.
int movement_points(const Scenario& s, const pathing::Board& b, const Decision& d, const Option& o);

// A figure's conditions as the file names them, "invisible, poison"; empty without any.
std::string condition_list(const Figure& f);

}  // namespace arbiter::gloomhaven::report
