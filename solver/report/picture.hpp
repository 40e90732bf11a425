// What a game's picture can be asked to draw besides the position itself, shared by the
// games' pictures, the games' table (game::Game) and the command line that parses it.
#pragma once

namespace arbiter::report {

// Which overlays a picture draws (`--overlay see,range,reach`).
struct OverlaySet {
  bool see = false;
  bool range = false;
  bool reach = false;
  bool any() const { return see || range || reach; }
};

}  // namespace arbiter::report
