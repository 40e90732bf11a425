// Hex maps for the line-of-sight tests: hand-made and random axial parallelograms with wall
// hexes, thin walls and holes (cells missing, so that the map's outer edge runs through the
// middle too).
#pragma once

#include <algorithm>
#include <random>
#include <utility>
#include <vector>

#include "pathing/board.hpp"

namespace arbiter::testing {

using pathing::Board;
using pathing::Coord;

// An axial parallelogram q in [0, w), r in [0, h) with wall hexes, thin walls and holes.
inline Board make_board(int w, int h, const std::vector<Coord>& walls,
                        const std::vector<std::pair<Coord, Coord>>& thin = {},
                        const std::vector<Coord>& holes = {}) {
  Board::Builder b(pathing::Topology::Hex);
  for (int r = 0; r < h; ++r) {
    for (int q = 0; q < w; ++q) {
      const Coord c{q, r};
      if (std::find(walls.begin(), walls.end(), c) != walls.end())
        b.add_wall(c);
      else if (std::find(holes.begin(), holes.end(), c) == holes.end())
        b.add_cell(c);
    }
  }
  for (const auto& [x, y] : thin) b.add_thin_wall(x, y);
  return b.build();
}

// A random w x h parallelogram: about `wall_pct`% wall hexes, 5% holes (off the map, so
// the outer edge runs through the middle too), and thin walls on some edges.
inline Board random_map(std::mt19937& rng, int w, int h, int wall_pct) {
  auto roll = [&rng] { return static_cast<int>(rng() % 100); };
  std::vector<Coord> walls, holes;
  std::vector<std::vector<bool>> cell(static_cast<std::size_t>(h),
                                      std::vector<bool>(static_cast<std::size_t>(w), false));
  for (int r = 0; r < h; ++r) {
    for (int q = 0; q < w; ++q) {
      const int x = roll();
      if (x < wall_pct)
        walls.push_back({q, r});
      else if (x < wall_pct + 5)
        holes.push_back({q, r});
      else
        cell[static_cast<std::size_t>(r)][static_cast<std::size_t>(q)] = true;
    }
  }
  auto is_cell = [&](Coord c) {
    return c.q >= 0 && c.r >= 0 && c.q < w && c.r < h &&
           cell[static_cast<std::size_t>(c.r)][static_cast<std::size_t>(c.q)];
  };
  std::vector<std::pair<Coord, Coord>> thin;
  for (int k = 0; k < w * h / 8; ++k) {
    const Coord a{static_cast<int>(rng() % static_cast<unsigned>(w)),
                  static_cast<int>(rng() % static_cast<unsigned>(h))};
    const Coord c = a + pathing::kHexDirections[rng() % 6];
    if (!is_cell(a) || !is_cell(c)) continue;
    if (std::find(thin.begin(), thin.end(), std::pair{a, c}) != thin.end() ||
        std::find(thin.begin(), thin.end(), std::pair{c, a}) != thin.end())
      continue;
    thin.push_back({a, c});
  }
  return make_board(w, h, walls, thin, holes);
}

// A map of random size (6 to 19 columns, 4 to 11 rows), walls on 4 to 23 % of its hexes.
inline Board random_sized_map(std::mt19937& rng) {
  const int w = 6 + static_cast<int>(rng() % 14), h = 4 + static_cast<int>(rng() % 8);
  return random_map(rng, w, h, 4 + static_cast<int>(rng() % 20));
}

}  // namespace arbiter::testing
