// The 3-D sight test: columns block below their tops, grazing does not, edge walls block
// below their tops, and nothing blocks over cells that are not on the board.
#include "pathing/solid.hpp"

#include <gtest/gtest.h>

namespace arbiter::pathing {
namespace {

Board row(int n, int skip = -1) {
  Board::Builder b(Topology::Hex);
  for (int q = 0; q < n; ++q) {
    if (q != skip) b.add_cell({q, 0});
  }
  return b.build();
}

TEST(Solids, ColumnBlocksBelowItsTopOnly) {
  const Board b = row(3);
  Solids s(b, 3.0);
  s.set_top(1, 5.0);
  EXPECT_FALSE(s.clear(s.point(0, 4.0), s.point(2, 4.0), 0, 2));
  EXPECT_TRUE(s.clear(s.point(0, 5.5), s.point(2, 5.5), 0, 2));
  // Exactly at the top: grazing, not entering.
  EXPECT_TRUE(s.clear(s.point(0, 5.0), s.point(2, 5.0), 0, 2));
  // A slope that enters the column near its far side.
  EXPECT_FALSE(s.clear(s.point(0, 6.0), s.point(2, 3.0), 0, 2));
}

TEST(Solids, EndCellsAreIgnored) {
  const Board b = row(2);
  Solids s(b, 3.0);
  s.set_top(0, 9.0);
  s.set_top(1, 9.0);
  EXPECT_TRUE(s.clear(s.point(0, 1.0), s.point(1, 1.0), 0, 1));
}

TEST(Solids, EdgeWallBlocksBelowItsTop) {
  const Board b = row(2);
  Solids s(b, 3.0);
  s.set_edge_top(0, 0, 4.0);  // direction 0 is [q+1, r]
  EXPECT_FALSE(s.clear(s.point(0, 2.0), s.point(1, 2.0), 0, 1));
  EXPECT_TRUE(s.clear(s.point(0, 4.5), s.point(1, 4.5), 0, 1));
  // The wall is stored on both sides of the edge.
  EXPECT_EQ(s.edge_top(1, opposite(Topology::Hex, 0)), 4.0);
}

TEST(Solids, GapsDoNotBlock) {
  // [0,0] [1,0] [2,0] [3,0], every column up to 1: a low line from [1,0] to [3,0] crosses
  // [2,0]'s column; with [2,0] missing from the map it crosses nothing.
  const Board full = row(4);
  Solids s(full, 3.0);
  for (CellIndex c = 0; c < full.size(); ++c) s.set_top(c, 1.0);
  EXPECT_FALSE(s.clear(s.point(1, 0.5), s.point(3, 0.5), 1, 3));
  const Board gap = row(4, 2);
  Solids g(gap, 3.0);
  for (CellIndex c = 0; c < gap.size(); ++c) g.set_top(c, 1.0);
  EXPECT_TRUE(g.clear(g.point(1, 0.5), g.point(2, 0.5), 1, 2));
}

// clear() keeps scratch space between calls (cells stamped with the call's number): a
// query's answer must not depend on the queries before it. Every pair of a short hilly row,
// at several heights, asked of one Solids forwards and backwards and of a fresh one.
TEST(Solids, AnswersDoNotDependOnEarlierQueries) {
  const Board b = row(9);
  const auto build = [&] {
    Solids s(b, 3.0);
    for (CellIndex c = 0; c < b.size(); ++c) s.set_top(c, static_cast<double>((c * 5) % 7));
    s.set_edge_top(4, 0, 8.0);
    return s;
  };
  struct Query {
    CellIndex from, to;
    double z0, z1;
  };
  std::vector<Query> queries;
  for (CellIndex i = 0; i < b.size(); ++i) {
    for (CellIndex j = 0; j < b.size(); ++j) {
      for (double z : {2.0, 5.5, 9.0}) queries.push_back({i, j, z, 11.0 - z});
    }
  }
  std::vector<bool> fresh;
  for (const Query& q : queries) {
    const Solids s = build();
    fresh.push_back(s.clear(s.point(q.from, q.z0), s.point(q.to, q.z1), q.from, q.to));
  }
  const Solids shared = build();
  int blocked = 0;
  for (std::size_t k = 0; k < queries.size(); ++k) {
    const Query& q = queries[k];
    EXPECT_EQ(shared.clear(shared.point(q.from, q.z0), shared.point(q.to, q.z1), q.from, q.to),
              fresh[k]);
    blocked += fresh[k] ? 0 : 1;
  }
  for (std::size_t k = queries.size(); k-- > 0;) {
    const Query& q = queries[k];
    EXPECT_EQ(shared.clear(shared.point(q.from, q.z0), shared.point(q.to, q.z1), q.from, q.to),
              fresh[k]);
  }
  // Both answers occur, so the comparison means something.
  EXPECT_GT(blocked, 0);
  EXPECT_LT(blocked, static_cast<int>(queries.size()));
}

// A line above a wall's top at both of its ends is never blocked by it, and a line that dips
// below the top where it crosses the edge is, whichever end is lower.
TEST(Solids, WallBelowBothEndsNeverBlocks) {
  const Board b = row(3);
  Solids s(b, 3.0);
  s.set_edge_top(1, 0, 4.0);  // between [1,0] and [2,0]
  EXPECT_TRUE(s.clear(s.point(0, 4.5), s.point(2, 6.0), 0, 2));
  EXPECT_FALSE(s.clear(s.point(0, 2.0), s.point(2, 4.5), 0, 2));  // 3.875 at the edge
  EXPECT_FALSE(s.clear(s.point(2, 3.5), s.point(0, 4.5), 2, 0));
}

}  // namespace
}  // namespace arbiter::pathing
