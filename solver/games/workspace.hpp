// Each game's reusable work arrays, one set per thread (a batch check gives every worker
// its own). A game uses only its own member.
#pragma once

#include "solver/gloomhaven/decide.hpp"
#include "solver/heroscape/decide.hpp"

namespace arbiter::games {

struct Workspace {
  gloomhaven::TurnWorkspace gloomhaven;
  heroscape::Workspace heroscape;
};

}  // namespace arbiter::games
