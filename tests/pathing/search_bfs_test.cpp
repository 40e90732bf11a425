// search_unit_astar (pathing/search_bfs.hpp): the depth of one target by A*, against the
// breadth-first search's depths on random maps of both grids, with walls and thin walls, on
// a result reused by both searches; and how little of an open map it reads.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "pathing/search.hpp"
#include "tests/pathing/search_fixture.hpp"

namespace arbiter::pathing {
namespace {

// Every (source, target) pair of the board: A*'s depth of the target is the BFS's from the
// source, unreached alike; A* runs on the result the BFS then reuses, so a reset that
// missed a cell A* wrote would show in the next BFS. Returns the pairs joined and not.
std::pair<int, int> expect_astar_matches_bfs(const Board& b, const std::string& what) {
  const OpenModel open(b);
  const ForwardGraph<OpenModel> g{&open};
  const CellIndex n = b.size();
  DepthResult bfs(n), fresh(n), shared(n);
  int joined = 0, apart = 0;
  for (CellIndex s = 0; s < n; ++s) {
    search_bfs_direct(g, s, bfs);
    for (CellIndex t = 0; t < n; ++t) {
      const std::int32_t got = search_unit_astar(g, s, t, shared);
      EXPECT_EQ(got, bfs.depth(t)) << what << " from " << s << " to " << t;
      (got == DepthResult::kUnreached ? apart : joined) += 1;
    }
    search_bfs_direct(g, s, shared);  // after A*: the same depths as a fresh result's
    search_bfs_direct(g, s, fresh);
    for (CellIndex c = 0; c < n; ++c)
      EXPECT_EQ(shared.depth(c), fresh.depth(c)) << what << " " << c;
  }
  return {joined, apart};
}

TEST(SearchUnitAstar, HexDepthsAreTheBreadthFirstSearchs) {
  int joined = 0, apart = 0;
  for (std::uint32_t seed = 1; seed <= 30; ++seed) {
    // Wall hexes (a fifth) and thin walls: detours, and cells walled off from others.
    const search_fixture::Map m =
        search_fixture::random_map(seed, 5 + static_cast<int>(seed % 6),
                                   4 + static_cast<int>(seed % 5), {{20, '#'}, {30, 'o'}});
    const auto [j, a] = expect_astar_matches_bfs(m.board, "hex seed " + std::to_string(seed));
    joined += j;
    apart += a;
  }
  EXPECT_GT(joined, 1000);
  EXPECT_GT(apart, 100);  // unreachable targets were asked for
}

TEST(SearchUnitAstar, SquareDepthsAreTheBreadthFirstSearchs) {
  int joined = 0, apart = 0;
  for (std::uint32_t seed = 1; seed <= 30; ++seed) {
    std::mt19937 rng(seed);
    const int w = 4 + static_cast<int>(seed % 6), h = 3 + static_cast<int>(seed % 5);
    Board::Builder builder(Topology::Square);
    std::vector<Coord> cells;
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        if (rng() % 5 == 0) continue;  // a hole: not on the map
        builder.add_cell({x, y});
        cells.push_back({x, y});
      }
    }
    for (const Coord c : cells) {
      const Coord right{c.q + 1, c.r}, down{c.q, c.r + 1};
      for (const Coord o : {right, down}) {
        if (rng() % 6 == 0 && std::find(cells.begin(), cells.end(), o) != cells.end())
          builder.add_thin_wall(c, o);
      }
    }
    const Board b = builder.build();
    const auto [j, a] = expect_astar_matches_bfs(b, "square seed " + std::to_string(seed));
    joined += j;
    apart += a;
  }
  EXPECT_GT(joined, 1000);
  EXPECT_GT(apart, 100);
}

// On open ground A* walks the straight line: from one side of a 200 x 200 map to the other
// (and to a far corner), it reaches a few cells per step, where a breadth-first search
// reaches nearly the whole map first.
TEST(SearchUnitAstar, OnOpenGroundReadsLittleOfTheMap) {
  const int side = 200;
  Board::Builder builder(Topology::Hex);
  for (int r = 0; r < side; ++r)
    for (int q = 0; q < side; ++q) builder.add_cell({q - r / 2, r});  // odd-r rows
  const Board b = builder.build();
  const OpenModel open(b);
  const ForwardGraph<OpenModel> g{&open};
  DepthResult r(b.size());
  const auto at = [&](int col, int row) { return *b.find({col - row / 2, row}); };
  for (const auto& [from, to] : {std::pair{at(0, side / 2), at(side - 1, side / 2)},
                                 std::pair{at(0, 0), at(side - 1, side - 1)},
                                 std::pair{at(side - 1, 0), at(side / 3, side - 1)}}) {
    EXPECT_EQ(search_unit_astar(g, from, to, r), b.distance(from, to));
    EXPECT_LT(r.reached_cells().size(), 8u * static_cast<std::size_t>(b.distance(from, to)));
  }
  EXPECT_EQ(search_unit_astar(g, at(5, 5), at(5, 5), r), 0);
}

}  // namespace
}  // namespace arbiter::pathing
