// Gloomhaven's layout importer (vgb_command.cpp): Virtual Gloomhaven Board layouts with
// Gloomhaven Secretariat data, for `arbiter import vgb` and the server's scenario library.
#pragma once

#include "solver/game/game.hpp"

namespace arbiter::gloomhaven::import {

extern const game::LayoutImporter kVgbImporter;

}  // namespace arbiter::gloomhaven::import
