// Gloomhaven's layout lints (`arbiter lint`): problems of a scenario that the format allows but
// that are most likely mistakes of its author. The loader already rejects everything the format
// forbids; a lint looks at a scenario that loaded.
//
// The lints (check names as printed):
//   unreachable-enemy    warning  a figure that, acting with a normal move and a melee
//                                 single-target attack, has no enemy it can ever reach and
//                                 attack (the solver's own focus search, step 1.3). The
//                                 acting figure moves and attacks as its turn says (flying,
//                                 jumping, teleporting, ranged).
//   unreachable-hexes    warning  map hexes that no figure can reach even ignoring terrain
//                                 and figures (proximity steps: walls and thin walls block);
//                                 none when the acting figure teleports.
//   disconnected-map     warning  the map falls into several pieces that no path joins.
//   thin-wall            warning  a thin wall along a wall hex (it changes nothing: the wall
//                                 hex already blocks), or the same thin wall twice. A thin
//                                 wall between hexes that are not neighbours or off the map
//                                 cannot reach a lint: the loader rejects it.
//   unreachable-terrain  warning  a trap that no walking figure can step on, or an obstacle
//                                 that no walking figure can stand next to: it never affects
//                                 anyone (the acting figure's jump or teleport counts too). This
//                                 stands in for "terrain under a wall", which the loader makes
//                                 impossible (a hex has at most one terrain type, and `wall` is one
//                                 of them).
//   missing-initiative   warning  enemies of the acting figure still tied after focus
//                                 stages 2.1-2.3 whose order is unknown because an
//                                 initiative is not given: the players must decide.
//   expect-target        error    an `expect` option whose target or focus is not an enemy
//                                 of the acting figure, or whose destination holds another
//                                 figure: no solver can give it. (A figure id that does not
//                                 exist is already rejected by the loader.)
#pragma once

#include <string>
#include <vector>

#include "pathing/board.hpp"
#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/gloomhaven/scenario.hpp"
#include "solver/lint/finding.hpp"

namespace arbiter::gloomhaven {

// Every lint, in the order listed above. `board` is build_board(s); `ws` is the calling
// thread's workspace (the solver-based lints run decide_focus).
std::vector<lint::Finding> lint_scenario(const Scenario& s, const pathing::Board& board,
                                         TurnWorkspace& ws);

// The lints one by one, for tests.
std::vector<lint::Finding> lint_unreachable_enemies(const Scenario& s, const pathing::Board& board,
                                                    TurnWorkspace& ws);
std::vector<lint::Finding> lint_unreachable_hexes(const Scenario& s, const pathing::Board& board);
std::vector<lint::Finding> lint_disconnected_map(const Scenario& s, const pathing::Board& board);
std::vector<lint::Finding> lint_thin_walls(const Scenario& s);
std::vector<lint::Finding> lint_unreachable_terrain(const Scenario& s, const pathing::Board& board);
std::vector<lint::Finding> lint_missing_initiative(const Scenario& s, const pathing::Board& board,
                                                   TurnWorkspace& ws);
std::vector<lint::Finding> lint_expect(const Scenario& s);
// A figure walled off from every enemy whose hex, with column and row swapped, is open,
// free and joined to an enemy: most likely a typo ([5, 2] for [2, 5]).
std::vector<lint::Finding> lint_swapped_coordinates(const Scenario& s, const pathing::Board& board);

}  // namespace arbiter::gloomhaven
