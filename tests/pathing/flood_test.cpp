// BitBoard floods (pathing/flood.hpp) reach exactly the cells search_bfs_within reaches on
// OpenModel, from one cell or several, on hex maps with walls, holes and thin walls and on
// square maps.
#include "pathing/flood.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "pathing/graph.hpp"
#include "pathing/search.hpp"
#include "tests/support/hex_maps.hpp"

using namespace arbiter::pathing;

namespace {

// The flood's cells, and the search's, from `sources` within `depth` steps.
void expect_same_reach(const Board& b, const std::vector<CellIndex>& sources, int depth) {
  const BitBoard bits(b);
  std::vector<std::uint64_t> set(bits.words(), 0);
  for (CellIndex c : sources) bits.add(set.data(), c);
  bits.flood(set.data(), depth);
  OpenModel open(b);
  DepthResult r(b.size());
  search_bfs_direct(ForwardGraph<OpenModel>{&open}, sources.begin(), sources.end(), r, NeverStop{},
                    depth);
  for (CellIndex c = 0; c < b.size(); ++c)
    ASSERT_EQ(bits.has(set.data(), c), r.reached(c))
        << "cell [" << b.coord(c).q << ", " << b.coord(c).r << "], depth " << depth;
}

}  // namespace

TEST(BitBoard, FloodReachesWhatTheSearchReaches) {
  std::mt19937 rng(17);
  int floods = 0;
  for (int m = 0; m < 120; ++m) {
    const Board b = arbiter::testing::random_sized_map(rng);
    if (b.size() == 0 || !BitBoard::fits(b)) continue;
    for (int k = 0; k < 8; ++k) {
      std::vector<CellIndex> sources(1 + rng() % 3);
      for (CellIndex& c : sources) c = static_cast<CellIndex>(rng() % b.size());
      expect_same_reach(b, sources, static_cast<int>(rng() % 12));
      ++floods;
    }
  }
  EXPECT_GT(floods, 800);
}

TEST(BitBoard, SquareMapsAndWideBoxes) {
  // A square map with a gap, and a hex map far from the origin whose box spans many words.
  Board::Builder sq(Topology::Square);
  for (int y = 0; y < 9; ++y)
    for (int x = 0; x < 13; ++x)
      if (x != 6 || y == 4) sq.add_cell({x, y});
  const Board square = sq.build();
  for (int depth : {0, 1, 5, 20}) expect_same_reach(square, {0}, depth);
  Board::Builder far(Topology::Hex);
  for (int r = 100; r < 140; ++r)
    for (int q = -300; q < -250; ++q)
      if ((q + 2 * r) % 7 != 0) far.add_cell({q, r});
  const Board wide = far.build();
  ASSERT_TRUE(BitBoard::fits(wide));
  EXPECT_GT(BitBoard(wide).words(), 20u);
  for (int depth : {1, 7, 40}) expect_same_reach(wide, {0, 5, wide.size() - 1}, depth);
}

TEST(BitBoard, LargeBoardsDoNotFit) {
  Board::Builder b(Topology::Hex);
  for (int r = 0; r < 70; ++r)
    for (int q = 0; q < 70; ++q) b.add_cell({q, r});
  EXPECT_FALSE(BitBoard::fits(b.build()));
}
