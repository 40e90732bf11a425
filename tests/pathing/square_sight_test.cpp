// Square-board sight and movement: the corner rule (clear with one side blocked, blocked
// with both), walls and doors as closed edges, never leaving the board, symmetry on random
// boards, and the bounded step search with its entry predicate.
#include "pathing/square_sight.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>

namespace arbiter::pathing {
namespace {

struct Layout {
  int w = 5, h = 5;
  std::set<std::pair<int, int>> blocked;
  std::vector<std::pair<Coord, Coord>> walls;
};

Board build(const Layout& l) {
  Board::Builder b(Topology::Square);
  for (int y = 0; y < l.h; ++y) {
    for (int x = 0; x < l.w; ++x) {
      if (l.blocked.count({x, y})) {
        b.add_wall({x, y});
      } else {
        b.add_cell({x, y});
      }
    }
  }
  for (const auto& [a, c] : l.walls) b.add_thin_wall(a, c);
  return b.build();
}

bool sees(const Board& b, Coord a, Coord c) {
  return square_sight(b, *b.find(a), *b.find(c)).clear;
}

TEST(SquareSight, OpenBoardSeesEverything) {
  const Board b = build({});
  for (CellIndex a = 0; a < b.size(); ++a) {
    for (CellIndex c = 0; c < b.size(); ++c) EXPECT_TRUE(square_sight(b, a, c).clear);
  }
}

TEST(SquareSight, CornerWithOneSideBlockedIsClear) {
  Layout l;
  l.blocked = {{1, 0}};
  const Board b = build(l);
  EXPECT_TRUE(sees(b, {0, 0}, {2, 2}));  // skims the corner beside [1, 0]
  l.blocked = {{1, 0}, {0, 1}};
  const Board both = build(l);
  const auto s = square_sight(both, *both.find({0, 0}), *both.find({2, 2}));
  EXPECT_FALSE(s.clear);
  EXPECT_EQ(s.block, SquareSightBlock::Corner);
}

TEST(SquareSight, CornerWithWallsOnBothSidesIsBlocked) {
  // A straight wall through the corner point (above and below it) blocks; an L of walls
  // around one side cell leaves the other side open.
  Layout l;
  l.walls = {{{0, 0}, {1, 0}}, {{0, 1}, {1, 1}}};
  EXPECT_FALSE(sees(build(l), {0, 0}, {1, 1}));
  l.walls = {{{0, 0}, {1, 0}}, {{1, 0}, {1, 1}}};
  EXPECT_TRUE(sees(build(l), {0, 0}, {1, 1}));
}

TEST(SquareSight, WallsAndBlockedCellsOnTheWay) {
  Layout l;
  l.walls = {{{1, 2}, {2, 2}}};
  l.blocked = {{2, 0}};
  const Board b = build(l);
  const auto wall = square_sight(b, *b.find({0, 2}), *b.find({4, 2}));
  EXPECT_FALSE(wall.clear);
  EXPECT_EQ(wall.block, SquareSightBlock::Wall);
  EXPECT_EQ(wall.at, (Coord{1, 2}));
  const auto cell = square_sight(b, *b.find({0, 0}), *b.find({4, 0}));
  EXPECT_FALSE(cell.clear);
  EXPECT_EQ(cell.block, SquareSightBlock::OffBoard);
  // A shallow line: [0, 0] to [4, 1] passes [1, 0], [2, 0]... the blocked [2, 0] is crossed.
  EXPECT_FALSE(sees(b, {0, 0}, {4, 1}));
  EXPECT_TRUE(sees(b, {0, 1}, {4, 1}));
}

TEST(SquareSight, NeverLeavesTheBoard) {
  // An L-shaped board: the line from one arm to the other crosses the missing corner.
  Board::Builder bb(Topology::Square);
  for (int x = 0; x < 4; ++x) bb.add_cell({x, 0});
  for (int y = 1; y < 4; ++y) bb.add_cell({0, y});
  const Board b = bb.build();
  EXPECT_FALSE(sees(b, {3, 0}, {0, 3}));
  EXPECT_TRUE(sees(b, {1, 0}, {0, 1}));  // through the corner: one side is a cell
}

TEST(SquareSight, SymmetricOnRandomBoards) {
  std::mt19937 rng(12);
  for (int round = 0; round < 30; ++round) {
    Layout l;
    l.w = 7;
    l.h = 6;
    for (int i = 0; i < 6; ++i)
      l.blocked.insert({static_cast<int>(rng() % 7), static_cast<int>(rng() % 6)});
    for (int i = 0; i < 6; ++i) {
      const Coord a{static_cast<int>(rng() % 6), static_cast<int>(rng() % 5)};
      const Coord c = rng() % 2 ? a + Coord{1, 0} : a + Coord{0, 1};
      if (!l.blocked.count({a.q, a.r}) && !l.blocked.count({c.q, c.r})) l.walls.push_back({a, c});
    }
    const Board b = build(l);
    for (CellIndex a = 0; a < b.size(); ++a) {
      for (CellIndex c = 0; c < b.size(); ++c) {
        EXPECT_EQ(square_sight(b, a, c).clear, square_sight(b, c, a).clear)
            << "round " << round << " " << a << " " << c;
      }
    }
  }
}

TEST(SquareSteps, FourNeighboursWallsAndEntry) {
  Layout l;
  l.walls = {{{0, 0}, {1, 0}}};
  const Board b = build(l);
  const CellIndex from = *b.find({0, 0});
  const auto all = square_steps(b, from, 3, [](CellIndex) { return true; });
  EXPECT_EQ(all[*b.find({1, 0})], 3);  // around the wall: down, right, up
  EXPECT_EQ(all[*b.find({1, 1})], 2);  // no diagonals
  EXPECT_EQ(all[*b.find({3, 3})], -1);
  const CellIndex stop = *b.find({0, 1});
  const auto blocked = square_steps(b, from, 3, [&](CellIndex c) { return c != stop; });
  EXPECT_EQ(blocked[*b.find({1, 1})], -1);
  EXPECT_TRUE(square_close(b, from, from));
  EXPECT_FALSE(square_close(b, from, *b.find({1, 0})));  // across the wall
  EXPECT_TRUE(square_close(b, from, stop));
  EXPECT_FALSE(square_close(b, from, *b.find({1, 1})));
}

}  // namespace
}  // namespace arbiter::pathing
