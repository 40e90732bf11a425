// The smallest Gloomhaven turn the solve-level tests share: on three hexes in a row, monster A
// steps to [1, 0] and attacks C1 under every rule set.
#pragma once

namespace arbiter::testing {

inline constexpr const char* kSmallTurn = R"json({
  "format": 1, "game": "gloomhaven", "name": "g", "coordinates": "axial",
  "map": {"hexes": [[0, 0], [1, 0], [2, 0]]},
  "figures": [
    {"id": "C1", "side": "players", "kind": "character", "hex": [0, 0], "initiative": 20},
    {"id": "A", "side": "monsters", "kind": "monster", "hex": [2, 0]}
  ],
  "turn": {"figure": "A", "move": 1, "movement": "normal", "attack": {"range": 0, "targets": 1}}
})json";

}  // namespace arbiter::testing
