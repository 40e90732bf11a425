// Heroscape behind the game interface (solver/game/game.hpp): its entry in the
// registry of games.
#pragma once

#include "solver/game/game.hpp"

namespace arbiter::heroscape {

// The game's name, rule sets, loader, `new` and `show`, and what it offers the commands.
game::Game game_entry();

}  // namespace arbiter::heroscape
