// A scenario's map as the solvers' board (pathing::Board): every non-wall hex a cell with
// its terrain, and the thin walls between cells.
#include <optional>
#include <stdexcept>
#include <unordered_map>

#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::scenario {

using pathing::Coord;
using pathing::CoordHash;

namespace {

// Wall has no board terrain: walls are not cells.
pathing::Terrain board_terrain(TerrainType t) {
  switch (t) {
    case TerrainType::Obstacle:
      return pathing::Terrain::Obstacle;
    case TerrainType::Trap:
      return pathing::Terrain::Trap;
    case TerrainType::Hazardous:
      return pathing::Terrain::Hazardous;
    case TerrainType::Difficult:
      return pathing::Terrain::Difficult;
    case TerrainType::Icy:
      return pathing::Terrain::Icy;
    case TerrainType::Wall:
      break;
  }
  return pathing::Terrain::Open;
}

}  // namespace

pathing::Board build_board(const Scenario& s) {
  std::unordered_map<Coord, TerrainType, CoordHash> terrain;
  terrain.reserve(s.map.terrain.size());
  for (const auto& [hex, type] : s.map.terrain) terrain.emplace(hex, type);
  const auto type_of = [&](Coord c) -> std::optional<TerrainType> {
    const auto it = terrain.find(c);
    if (it == terrain.end()) return std::nullopt;
    return it->second;
  };

  pathing::Board::Builder b(pathing::Topology::Hex);
  for (Coord c : s.map.hexes) {
    const auto t = type_of(c);
    if (!t) {
      b.add_cell(c);
    } else if (*t != TerrainType::Wall) {
      b.add_cell(c, board_terrain(*t));
    } else {
      b.add_wall(c);
    }
  }
  for (const auto& [a, c] : s.map.thin_walls) {
    // Walls are not cells; a thin wall along one adds nothing to the closed edge.
    if (type_of(a) == TerrainType::Wall || type_of(c) == TerrainType::Wall) continue;
    b.add_thin_wall(a, c);
  }
  try {
    return b.build();
  } catch (const std::invalid_argument& e) {
    // Only reachable for a Scenario assembled by hand: the loader rejects such maps.
    throw ScenarioError(s.path, "map", e.what());
  }
}

}  // namespace arbiter::scenario
