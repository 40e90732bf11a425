// The search tests' maps (search_test.cpp, search_graph_test.cpp): maps drawn in
// characters, the step models over them, and searches from one cell.
#pragma once

#include <gtest/gtest.h>

#include <ostream>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "pathing/graph.hpp"
#include "pathing/search.hpp"
#include "solver/gloomhaven/movement.hpp"

// gtest prints values with these on failure (static: no clash with other test files; marked
// unused since a file may not print both).
namespace arbiter::pathing {
[[maybe_unused]] static void PrintTo(const StepCost& c, std::ostream* os) {
  *os << "{negatives " << c.negatives << ", length " << c.length << "}";
}
[[maybe_unused]] static void PrintTo(const Coord& c, std::ostream* os) {
  *os << "[" << c.q << ", " << c.r << "]";
}
}  // namespace arbiter::pathing

namespace search_fixture {

using namespace arbiter::pathing;
using arbiter::gloomhaven::Occupancy;
using arbiter::gloomhaven::Occupant;
using arbiter::gloomhaven::WalkModel;

// A map drawn in axial coordinates: row r of the picture is r, the k-th non-space
// character is q = k. (In a pointy-top drawing each row would sit half a hex further
// right than the one above, so [q, r]'s neighbours are [q+1, r], [q+1, r-1], [q, r-1],
// [q-1, r], [q-1, r+1], [q, r+1].)
//   .  open       #  wall hex         o  obstacle   T  trap   H  hazardous
//   d  difficult  i  icy              E  enemy      A  ally   h  hidden enemy
struct Map {
  Board board;
  Occupancy occ;
  CellIndex at(Coord c) const {
    const auto i = board.find(c);
    EXPECT_TRUE(i.has_value()) << "[" << c.q << ", " << c.r << "] is not on the map";
    return i.value_or(kNoCell);
  }
};

struct ThinWall {
  Coord a, b;
};

inline Map draw(const std::vector<std::string>& rows, const std::vector<ThinWall>& thin = {}) {
  Board::Builder builder(Topology::Hex);
  std::vector<std::pair<Coord, Occupant>> figures;
  for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
    int q = 0;
    for (char ch : rows[static_cast<std::size_t>(r)]) {
      if (ch == ' ') continue;
      const Coord c{q++, r};
      switch (ch) {
        case '#':
          builder.add_wall(c);
          break;
        case '.':
          builder.add_cell(c);
          break;
        case 'o':
          builder.add_cell(c, Terrain::Obstacle);
          break;
        case 'T':
          builder.add_cell(c, Terrain::Trap);
          break;
        case 'H':
          builder.add_cell(c, Terrain::Hazardous);
          break;
        case 'd':
          builder.add_cell(c, Terrain::Difficult);
          break;
        case 'i':
          builder.add_cell(c, Terrain::Icy);
          break;
        case 'E':
          builder.add_cell(c);
          figures.push_back({c, Occupant::Enemy});
          break;
        case 'A':
          builder.add_cell(c);
          figures.push_back({c, Occupant::Ally});
          break;
        case 'h':
          builder.add_cell(c);
          figures.push_back({c, Occupant::HiddenEnemy});
          break;
        default:
          ADD_FAILURE() << "unknown map character " << ch;
      }
    }
  }
  for (const ThinWall& w : thin) builder.add_thin_wall(w.a, w.b);
  Map m{builder.build(), {}};
  m.occ.cell.assign(m.board.size(), Occupant::None);
  for (auto [c, o] : figures) m.occ.cell[*m.board.find(c)] = o;
  return m;
}

// Random thin walls for a random map of w x h drawn as `rows`: about one per eight hexes,
// each between a hex and one of its neighbours, neither a wall hex.
inline std::vector<ThinWall> random_thin_walls(std::mt19937& rng,
                                               const std::vector<std::string>& rows, int w, int h) {
  std::uniform_int_distribution<int> pct(0, 99);
  std::vector<ThinWall> thin;
  for (int k = 0; k < w * h / 8; ++k) {
    const Coord a{std::uniform_int_distribution<int>(0, w - 1)(rng),
                  std::uniform_int_distribution<int>(0, h - 1)(rng)};
    const Coord b = a + kHexDirections[static_cast<std::size_t>(pct(rng) % 6)];
    if (b.q < 0 || b.q >= w || b.r < 0 || b.r >= h) continue;
    if (rows[static_cast<std::size_t>(a.r)][static_cast<std::size_t>(a.q)] == '#' ||
        rows[static_cast<std::size_t>(b.r)][static_cast<std::size_t>(b.q)] == '#')
      continue;
    thin.push_back({a, b});
  }
  return thin;
}

// A share of a random map's hexes: a hex drawn below `below` (of 100) and at or above the
// share before is `ch`; past the last share, open.
struct Share {
  int below;
  char ch;
};

// A random w x h parallelogram drawn from `shares` (see Share), with random thin walls.
inline Map random_map(std::uint32_t seed, int w, int h, const std::vector<Share>& shares) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> pct(0, 99);
  std::vector<std::string> rows;
  for (int r = 0; r < h; ++r) {
    std::string row;
    for (int q = 0; q < w; ++q) {
      const int x = pct(rng);
      char ch = '.';
      for (const Share& s : shares) {
        if (x < s.below) {
          ch = s.ch;
          break;
        }
      }
      row += ch;
    }
    rows.push_back(row);
  }
  return draw(rows, random_thin_walls(rng, rows, w, h));
}

// A random parallelogram with every kind of terrain but ice (a slide is one step of many
// hexes: not for the bucket queues), figures and thin walls.
inline Map random_map_without_ice(std::uint32_t seed, int w, int h) {
  return random_map(
      seed, w, h,
      {{8, '#'}, {14, 'o'}, {22, 'T'}, {26, 'H'}, {40, 'd'}, {45, 'E'}, {50, 'A'}, {52, 'h'}});
}

inline std::vector<Coord> coords(const Map& m, const std::vector<CellIndex>& path) {
  std::vector<Coord> out;
  for (CellIndex c : path) out.push_back(m.board.coord(c));
  return out;
}

constexpr StepCost cost(int negatives, int length) {
  return {negatives, length};
}

// Walking, no ice rules (Gloomhaven 1st edition).
inline WalkModel walking(const Map& m) {
  return WalkModel(m.board, m.occ, false, false);
}
inline WalkModel flying(const Map& m) {
  return WalkModel(m.board, m.occ, true, false);
}
inline WalkModel sliding(const Map& m) {
  return WalkModel(m.board, m.occ, false, true);
}

template <class Model>
SearchResult dijkstra_from(const Model& model, CellIndex source) {
  SearchResult r(model.board().size());
  search_dijkstra(ForwardGraph<Model>{&model}, source, r);
  return r;
}

inline SearchResult bfs_from(const Board& b, CellIndex source) {
  const OpenModel open(b);
  SearchResult r(b.size());
  search_bfs(ForwardGraph<OpenModel>{&open}, source, r);
  return r;
}

}  // namespace search_fixture
