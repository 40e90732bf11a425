// Deterministic maps for benchmarks: a rectangle of hexes with scattered walls, difficult
// terrain, traps and a few thin walls, the same for a given (columns, rows, seed) on every
// machine, so timings of different runs and programs measure the same work.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "pathing/board.hpp"
#include "pathing/hex.hpp"

namespace arbiter::bench {

// Benchmark maps are laid out in odd-r offset coordinates, so that columns x rows is a
// rectangle on screen rather than an axial parallelogram. This gives the axial cell of
// [col, row].
inline pathing::Coord bench_cell(int col, int row) {
  return pathing::offset_to_axial(pathing::OffsetSystem::OddR, col, row);
}

// A columns x rows map: about 10% wall hexes, 6% difficult terrain, 3% traps, and a
// thin wall on about 1% of the cells. The corner [0, 0] and the centre
// [columns / 2, rows / 2] are always open cells, for use as sources.
//
// Only raw std::mt19937 output is used: the standard fixes its sequence, while the
// std::*_distribution classes differ between standard libraries.
inline pathing::Board make_bench_board(int columns, int rows, std::uint32_t seed) {
  using pathing::Coord;
  using pathing::Terrain;
  std::mt19937 rng(seed);
  auto roll = [&rng] { return static_cast<int>(rng() % 1000); };  // per mille

  const auto index = [columns](int col, int row) {
    return static_cast<std::size_t>(row) * static_cast<std::size_t>(columns) +
           static_cast<std::size_t>(col);
  };
  std::vector<bool> is_cell(static_cast<std::size_t>(columns) * static_cast<std::size_t>(rows));
  pathing::Board::Builder builder(pathing::Topology::Hex);
  for (int row = 0; row < rows; ++row) {
    for (int col = 0; col < columns; ++col) {
      const int x = roll();
      const bool keep = (col == 0 && row == 0) || (col == columns / 2 && row == rows / 2);
      if (x < 100 && !keep) {
        builder.add_wall(bench_cell(col, row));
        continue;
      }
      const Terrain t = keep      ? Terrain::Open
                        : x < 160 ? Terrain::Difficult
                        : x < 190 ? Terrain::Trap
                                  : Terrain::Open;
      builder.add_cell(bench_cell(col, row), t);
      is_cell[index(col, row)] = true;
    }
  }
  // Thin walls between existing neighbours; the offset of the neighbour tells whether it
  // is on the map.
  for (int row = 0; row < rows; ++row) {
    for (int col = 0; col < columns; ++col) {
      const int x = roll();
      const int d = static_cast<int>(rng() % pathing::kHexDirectionCount);
      if (x >= 10 || !is_cell[index(col, row)]) continue;
      const Coord a = bench_cell(col, row);
      const Coord b = a + pathing::kHexDirections[static_cast<std::size_t>(d)];
      const Coord o = pathing::axial_to_offset(pathing::OffsetSystem::OddR, b);
      if (o.q < 0 || o.r < 0 || o.q >= columns || o.r >= rows || !is_cell[index(o.q, o.r)])
        continue;
      builder.add_thin_wall(a, b);
    }
  }
  return builder.build();
}

}  // namespace arbiter::bench
