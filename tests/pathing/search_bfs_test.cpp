// search_unit_astar (pathing/search_bfs.hpp): the depth of one target by A*, against the
// breadth-first search's depths on random maps of both grids, with walls and thin walls, on
// a result reused by both searches; and how little of an open map it reads. And
// search_bfs_direct's walk by slots against Boost's BFS on the boards the other tests do not
// build: square grids, sparse boards, one result reused across boards.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
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

// A square board with holes and thin walls (a fifth of the places missing, a sixth of the
// edges walled), columns x rows.
Board square_board(std::uint32_t seed, int w, int h) {
  std::mt19937 rng(seed);
  Board::Builder builder(Topology::Square);
  std::vector<Coord> cells;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (rng() % 5 == 0) continue;
      builder.add_cell({x, y});
      cells.push_back({x, y});
    }
  }
  for (const Coord c : cells) {
    for (const Coord o : {Coord{c.q + 1, c.r}, Coord{c.q, c.r + 1}}) {
      if (rng() % 6 == 0 && std::find(cells.begin(), cells.end(), o) != cells.end())
        builder.add_thin_wall(c, o);
    }
  }
  return builder.build();
}

// search_bfs_direct on OpenModel from every cell of b into `r` (reused): the cells Boost's
// BFS reaches, in its order, at its depths. Returns the cells reached in all.
std::size_t expect_direct_matches_boost(const Board& b, DepthResult& r, const std::string& what) {
  const OpenModel open(b);
  const ForwardGraph<OpenModel> g{&open};
  SearchResult boost_r(b.size());
  std::size_t reached = 0;
  for (CellIndex s = 0; s < b.size(); ++s) {
    search_bfs(g, s, boost_r);
    search_bfs_direct(g, s, r);
    EXPECT_EQ(r.reached_cells(), boost_r.reached_cells()) << what << " from " << s;
    for (CellIndex c = 0; c < b.size(); ++c) {
      const std::int32_t expected = boost_r.reached(c) ? boost_r.cost(c).length : -1;
      EXPECT_EQ(r.depth(c), expected) << what << " from " << s << " cell " << c;
    }
    reached += r.reached_cells().size();
  }
  return reached;
}

// The walk by slots (Board::laid_out) covers square boards (four directions: the other two
// read as walled) and hex ones; a sparse board (a few cells far apart, not laid out) takes
// the model's steps. One result serves them all in turn, and a copy of a board whose
// original is gone (the same serial, other memory): each search rebinds to its board's slots.
TEST(SearchBfsDirect, WalksSquareSparseAndSwappedBoardsAsBoostDoes) {
  DepthResult r;
  std::size_t reached = 0;
  for (std::uint32_t seed = 1; seed <= 12; ++seed) {
    const Board square =
        square_board(seed, 4 + static_cast<int>(seed % 6), 3 + static_cast<int>(seed % 5));
    ASSERT_TRUE(square.laid_out());
    r.resize(square.size());
    reached += expect_direct_matches_boost(square, r, "square seed " + std::to_string(seed));
    const search_fixture::Map m =
        search_fixture::random_map(seed, 5 + static_cast<int>(seed % 6),
                                   4 + static_cast<int>(seed % 5), {{20, '#'}, {30, 'o'}});
    std::optional<Board> copy;
    {
      const Board original = m.board;
      r.resize(original.size());
      reached += expect_direct_matches_boost(original, r, "hex seed " + std::to_string(seed));
      copy.emplace(original);
    }
    reached += expect_direct_matches_boost(*copy, r, "copied hex seed " + std::to_string(seed));
  }
  Board::Builder sparse(Topology::Hex);
  for (const Coord c : {Coord{0, 0}, Coord{1, 0}, Coord{0, 1}, Coord{5000, 0}, Coord{5001, 0},
                        Coord{0, 4000}, Coord{1, 3999}})
    sparse.add_cell(c);
  const Board b = sparse.build();
  ASSERT_FALSE(b.laid_out());
  r.resize(b.size());
  reached += expect_direct_matches_boost(b, r, "sparse");
  EXPECT_GT(reached, 5000u);
}

// A reused result forgets a search by moving its base past the values written (no reset
// pass); every 2^32 / (cells + 1) searches the values are refilled. Small searches on a
// map of about 40000 cells run past that refill, on a result whose searches are each
// followed by nothing and on one reset twice more after each (which refills three times as
// often): both give the same cells in the same order at the same depths, and now and then
// the whole map is read (a value left over from before a refill would read as reached).
TEST(SearchBfsDirect, ReusedResultsStayExactPastTheRefillOfTheirValues) {
  const search_fixture::Map m = search_fixture::random_map(7, 220, 220, {{10, '#'}});
  const Board& b = m.board;
  const CellIndex n = b.size();
  const OpenModel open(b);
  const ForwardGraph<OpenModel> g{&open};
  DepthResult once(n), thrice(n);
  const std::uint64_t searches = (std::uint64_t{1} << 32) / (std::uint64_t{n} + 1) + 100;
  std::size_t reached = 0;
  for (std::uint64_t i = 0; i < searches; ++i) {
    const auto source = static_cast<CellIndex>(i * 7919 % n);
    const std::int32_t within = static_cast<std::int32_t>(i % 4);
    search_bfs_within(g, source, within, once);
    search_bfs_within(g, source, within, thrice);
    thrice.reset();
    thrice.reset();
    search_bfs_within(g, source, within, thrice);
    ASSERT_EQ(once.reached_cells(), thrice.reached_cells()) << "search " << i;
    for (CellIndex c : once.reached_cells()) {
      ASSERT_LE(once.depth(c), within) << "search " << i;
      ASSERT_EQ(once.depth(c), thrice.depth(c)) << "search " << i << " cell " << c;
    }
    reached += once.reached_cells().size();
    if (i % 4096 != 0 && i + 1 != searches) continue;
    std::size_t read_reached = 0, read_thrice = 0;
    for (CellIndex c = 0; c < n; ++c) {
      read_reached += once.reached(c) ? 1 : 0;
      read_thrice += thrice.reached(c) ? 1 : 0;
    }
    ASSERT_EQ(read_reached, once.reached_cells().size()) << "search " << i;
    ASSERT_EQ(read_thrice, thrice.reached_cells().size()) << "search " << i;
  }
  EXPECT_GT(n, 30000u);
  EXPECT_GT(reached, searches * 5);  // most searches reached a ring or more
  // And a whole-map search after all that: Boost's cells, order and depths.
  SearchResult boost_r(n);
  search_bfs(g, n / 2, boost_r);
  search_bfs_direct(g, n / 2, once);
  EXPECT_EQ(once.reached_cells(), boost_r.reached_cells());
  EXPECT_GT(once.reached_cells().size(), n / 2);
  for (CellIndex c = 0; c < n; ++c)
    ASSERT_EQ(once.depth(c), boost_r.reached(c) ? boost_r.cost(c).length : -1) << c;
}

// Stopped searches, within a depth or not, from several sources some given twice, on a
// reused result: the cells Boost's BFS reaches before the same stop, in its order, at its
// depths, those past the depth left out (the search by slots reads the cells reached but
// not taken out from the board once stopped).
TEST(SearchBfsDirect, StoppedAndBoundedSearchesFromRepeatedSourcesAreBoosts) {
  int stopped = 0;
  for (std::uint32_t seed = 1; seed <= 40; ++seed) {
    const search_fixture::Map m =
        search_fixture::random_map(seed, 8 + static_cast<int>(seed % 9),
                                   6 + static_cast<int>(seed % 7), {{15, '#'}, {25, 'o'}});
    const Board& b = m.board;
    const CellIndex n = b.size();
    const OpenModel open(b);
    const ForwardGraph<OpenModel> g{&open};
    DepthResult r(n);
    SearchResult boost_r(n);
    for (CellIndex k = 0; k < n; k += 3) {
      const std::vector<CellIndex> sources = {k, (k * 5 + 1) % n, k, (k * 11 + 2) % n};
      const CellIndex stop_at = (k * 7 + seed) % n;
      const auto stop = [stop_at](CellIndex c) { return c == stop_at; };
      search_bfs(g, sources.begin(), sources.end(), boost_r, stop);
      search_bfs_direct(g, sources.begin(), sources.end(), r, stop);
      ASSERT_EQ(r.reached_cells(), boost_r.reached_cells()) << seed << " from " << k;
      for (CellIndex c = 0; c < n; ++c)
        ASSERT_EQ(r.depth(c), boost_r.reached(c) ? boost_r.cost(c).length : -1) << seed << " " << c;
      stopped += boost_r.reached(stop_at) && boost_r.reached_cells().size() < n ? 1 : 0;
      // Within 2 and stopped: the stopped search's cells, less those past 2 steps.
      search_bfs_direct(g, sources.begin(), sources.end(), r, stop, 2);
      std::vector<CellIndex> near;
      for (CellIndex c : boost_r.reached_cells())
        if (boost_r.cost(c).length <= 2) near.push_back(c);
      // Cells up to 2 steps away are queued in the same order either way (by the cells up
      // to 1 step away), whether or not the stop comes before the search within 2 ends.
      ASSERT_EQ(r.reached_cells(), near) << seed << " within 2 from " << k;
      for (CellIndex c : near) ASSERT_EQ(r.depth(c), boost_r.cost(c).length) << seed << " " << c;
    }
  }
  EXPECT_GT(stopped, 100);
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
