// A scenario's map as the solvers' board (pathing::Board): every non-wall hex a cell with
// its terrain, and the thin walls between cells.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven {

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

// The terrain of each hex, looked up once per hex and once per thin wall's side. Over the
// hexes' bounding box where it is not much larger than the map (a byte per place: a hash
// lookup per hex was most of the cost of building a large map's board); else by hash.
class TerrainLookup {
 public:
  explicit TerrainLookup(const MapSpec& map) {
    if (!map.hexes.empty()) {
      Coord lo = map.hexes.front(), hi = lo;
      for (Coord c : map.hexes) {
        lo = {std::min(lo.q, c.q), std::min(lo.r, c.r)};
        hi = {std::max(hi.q, c.q), std::max(hi.r, c.r)};
      }
      const std::int64_t width = std::int64_t{hi.q} - lo.q + 1;
      const std::int64_t area = width * (std::int64_t{hi.r} - lo.r + 1);
      if (area <= 4 * static_cast<std::int64_t>(map.hexes.size()) + 4096) {
        min_ = lo;
        width_ = width;
        height_ = area / width;
        flat_.assign(static_cast<std::size_t>(area), 0);
        // A hex listed twice keeps its first terrain, as the hash's emplace does; terrain
        // outside the box (a Scenario assembled by hand) goes to the hash.
        for (const auto& [hex, type] : map.terrain) {
          if (const auto i = index(hex)) {
            if (flat_[*i] == 0) flat_[*i] = static_cast<std::uint8_t>(type) + 1;
          } else {
            hashed_.emplace(hex, type);
          }
        }
        return;
      }
    }
    hashed_.reserve(map.terrain.size());
    for (const auto& [hex, type] : map.terrain) hashed_.emplace(hex, type);
  }

  std::optional<TerrainType> operator()(Coord c) const {
    if (!flat_.empty()) {
      if (const auto i = index(c)) {
        if (flat_[*i] == 0) return std::nullopt;
        return static_cast<TerrainType>(flat_[*i] - 1);
      }
    }
    if (hashed_.empty()) return std::nullopt;
    const auto it = hashed_.find(c);
    if (it == hashed_.end()) return std::nullopt;
    return it->second;
  }

 private:
  std::optional<std::size_t> index(Coord c) const {
    const std::int64_t q = std::int64_t{c.q} - min_.q, r = std::int64_t{c.r} - min_.r;
    if (q < 0 || r < 0 || q >= width_ || r >= height_) return std::nullopt;
    return static_cast<std::size_t>(r * width_ + q);
  }

  Coord min_{};
  std::int64_t width_ = 0, height_ = 0;
  std::vector<std::uint8_t> flat_;  // TerrainType + 1 per place of the box; 0: none
  std::unordered_map<Coord, TerrainType, CoordHash> hashed_;
};

}  // namespace

pathing::Board build_board(const Scenario& s) {
  const TerrainLookup type_of(s.map);

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
    throw scenario::ScenarioError(s.path, "map", e.what());
  }
}

}  // namespace arbiter::gloomhaven
