// Board: dense indexing, lookups, the neighbour table, closed edges at the map's rim and
// at thin walls, and the builder's refusals.
#include "pathing/board.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

using namespace arbiter::pathing;

namespace {

// An axial parallelogram q in [0, w), r in [0, h), added row by row.
Board::Builder parallelogram(int w, int h) {
  Board::Builder b(Topology::Hex);
  for (int r = 0; r < h; ++r) {
    for (int q = 0; q < w; ++q) b.add_cell({q, r});
  }
  return b;
}

CellIndex at(const Board& b, Coord c) {
  const auto i = b.find(c);
  EXPECT_TRUE(i.has_value()) << "[" << c.q << ", " << c.r << "] is not on the map";
  return i.value_or(kNoCell);
}

}  // namespace

TEST(BoardIndex, CellsAreIndexedDenselyInInsertionOrder) {
  Board::Builder builder(Topology::Hex);
  // Deliberately not in row-major order, with negative coordinates.
  const Coord cells[] = {{3, -2}, {-1, 4}, {0, 0}, {2, 1}, {-5, -5}};
  for (Coord c : cells) builder.add_cell(c);
  const Board b = builder.build();
  ASSERT_EQ(b.size(), 5u);
  for (CellIndex i = 0; i < b.size(); ++i) {
    EXPECT_EQ(b.coord(i), cells[i]);
    EXPECT_EQ(b.find(cells[i]), i);
    EXPECT_EQ(b.terrain(i), Terrain::Open);
  }
}

TEST(BoardIndex, FindOnAndOffTheMap) {
  Board::Builder builder = parallelogram(4, 3);
  const Board b = builder.build();
  EXPECT_EQ(b.size(), 12u);
  EXPECT_EQ(b.find({0, 0}), 0u);
  EXPECT_EQ(b.find({3, 2}), 11u);
  EXPECT_EQ(b.find({1, 2}), 9u);
  EXPECT_FALSE(b.find({4, 0}).has_value());
  EXPECT_FALSE(b.find({-1, 0}).has_value());
  EXPECT_FALSE(b.find({0, 3}).has_value());
  EXPECT_FALSE(b.find({0, -1}).has_value());
  // Far outside, where an unchecked row * width + col would wrap into the table.
  EXPECT_FALSE(b.find({-2147483647, 5}).has_value());
  EXPECT_FALSE(b.find({2147483647, 2147483647}).has_value());
}

TEST(BoardIndex, HolesInsideTheBoundingBoxAreNotCells) {
  Board::Builder builder(Topology::Hex);
  builder.add_cell({0, 0});
  builder.add_cell({2, 2});
  const Board b = builder.build();
  EXPECT_FALSE(b.find({1, 1}).has_value());
  EXPECT_FALSE(b.find({2, 0}).has_value());
  EXPECT_TRUE(b.find({2, 2}).has_value());
}

TEST(BoardIndex, EmptyBoard) {
  const Board b = Board::Builder(Topology::Hex).build();
  EXPECT_EQ(b.size(), 0u);
  EXPECT_FALSE(b.find({0, 0}).has_value());
}

TEST(BoardIndex, TerrainFromAddAndOverride) {
  Board::Builder builder = parallelogram(3, 1);
  builder.set_terrain({1, 0}, Terrain::Trap);
  builder.add_cell({0, 1}, Terrain::Icy);
  builder.set_terrain({0, 1}, Terrain::Difficult);  // overrides win over add_cell's terrain
  const Board b = builder.build();
  EXPECT_EQ(b.terrain(at(b, {0, 0})), Terrain::Open);
  EXPECT_EQ(b.terrain(at(b, {1, 0})), Terrain::Trap);
  EXPECT_EQ(b.terrain(at(b, {0, 1})), Terrain::Difficult);
  EXPECT_TRUE(is_negative(Terrain::Trap));
  EXPECT_TRUE(is_negative(Terrain::Hazardous));
  EXPECT_FALSE(is_negative(Terrain::Difficult));
  EXPECT_FALSE(is_negative(Terrain::Icy));
  EXPECT_FALSE(is_negative(Terrain::Obstacle));
}

TEST(BoardNeighbours, TableMatchesCoordinates) {
  const Board b = parallelogram(5, 4).build();
  for (CellIndex c = 0; c < b.size(); ++c) {
    for (int d = 0; d < b.directions(); ++d) {
      const Coord n = b.coord(c) + kHexDirections[d];
      const auto expected = b.find(n);
      const CellIndex got = b.neighbour(c, static_cast<Direction>(d));
      if (expected) {
        EXPECT_EQ(got, *expected);
        EXPECT_TRUE(b.open_edge(c, static_cast<Direction>(d)));
        EXPECT_EQ(b.distance(c, got), 1);
      } else {
        EXPECT_EQ(got, kNoCell);
        // The rim of the map is closed: outside behaves as a wall.
        EXPECT_FALSE(b.open_edge(c, static_cast<Direction>(d)));
      }
      EXPECT_FALSE(b.thin_wall(c, static_cast<Direction>(d)));
    }
  }
}

TEST(BoardNeighbours, CornerAndInteriorCellsHaveTheRightEdgeCount) {
  const Board b = parallelogram(5, 4).build();
  auto open_edges = [&](Coord c) {
    int n = 0;
    for (int d = 0; d < 6; ++d) n += b.open_edge(at(b, c), static_cast<Direction>(d)) ? 1 : 0;
    return n;
  };
  EXPECT_EQ(open_edges({2, 1}), 6);
  // [0, 0]: neighbours [1, 0] and [0, 1] only ([-1, 1] is off the map).
  EXPECT_EQ(open_edges({0, 0}), 2);
  // [4, 0]: [3, 0], [3, 1], [4, 1] - the acute corner of the parallelogram has three.
  EXPECT_EQ(open_edges({4, 0}), 3);
  EXPECT_EQ(open_edges({4, 3}), 2);
  EXPECT_EQ(open_edges({0, 3}), 3);
  EXPECT_EQ(open_edges({2, 0}), 4);
}

TEST(BoardNeighbours, WallHexClosesTheEdgesFacingIt) {
  Board::Builder builder(Topology::Hex);
  for (int r = 0; r < 3; ++r) {
    for (int q = 0; q < 3; ++q) {
      if (q == 1 && r == 1) continue;  // a wall: simply not a cell
      builder.add_cell({q, r});
    }
  }
  const Board b = builder.build();
  EXPECT_EQ(b.size(), 8u);
  // [0, 1] faces the wall eastwards (direction 0).
  EXPECT_FALSE(b.open_edge(at(b, {0, 1}), 0));
  EXPECT_EQ(b.neighbour(at(b, {0, 1}), 0), kNoCell);
  // [2, 0] faces it south-west (direction 4).
  EXPECT_FALSE(b.open_edge(at(b, {2, 0}), 4));
  // [1, 0] faces it south (direction 5) but [2, 0] east is open.
  EXPECT_FALSE(b.open_edge(at(b, {1, 0}), 5));
  EXPECT_TRUE(b.open_edge(at(b, {1, 0}), 0));
}

TEST(BoardNeighbours, NamedWallHexesAreToldApartFromTheMapsEdge) {
  // The same hole at [1, 1], once named as a wall hex and once simply left off the map:
  // movement sees no difference, line of sight asks faces_wall.
  Board::Builder named(Topology::Hex);
  Board::Builder hole(Topology::Hex);
  for (int r = 0; r < 3; ++r) {
    for (int q = 0; q < 3; ++q) {
      if (q == 1 && r == 1) {
        named.add_wall({q, r});
        continue;
      }
      named.add_cell({q, r});
      hole.add_cell({q, r});
    }
  }
  const Board a = named.build();
  const Board b = hole.build();
  ASSERT_EQ(a.size(), 8u);
  EXPECT_FALSE(a.find({1, 1}).has_value());  // a wall hex is not a cell
  for (CellIndex c = 0; c < a.size(); ++c) {
    for (int d = 0; d < 6; ++d) {
      const auto dir = static_cast<Direction>(d);
      EXPECT_EQ(a.open_edge(c, dir), b.open_edge(c, dir));
      EXPECT_EQ(a.neighbour(c, dir), b.neighbour(c, dir));
      EXPECT_FALSE(b.faces_wall(c, dir));
      const bool towards_wall = a.coord(c) + kHexDirections[d] == Coord{1, 1};
      EXPECT_EQ(a.faces_wall(c, dir), towards_wall) << c << " " << d;
      if (towards_wall) {
        EXPECT_FALSE(a.open_edge(c, dir));
        EXPECT_FALSE(a.thin_wall(c, dir));
      }
    }
  }
  // Six cells touch [1, 1]: [0, 1], [2, 1], [1, 0], [2, 0], [0, 2], [1, 2].
  int facing = 0;
  for (CellIndex c = 0; c < a.size(); ++c) {
    for (int d = 0; d < 6; ++d) facing += a.faces_wall(c, static_cast<Direction>(d)) ? 1 : 0;
  }
  EXPECT_EQ(facing, 6);
}

TEST(BoardBuilder, WallOnACellThrows) {
  Board::Builder b = parallelogram(2, 2);
  b.add_wall({1, 1});
  EXPECT_THROW(b.build(), std::invalid_argument);
  // A wall off the map's bounding box is fine: it faces nothing.
  Board::Builder c = parallelogram(2, 2);
  c.add_wall({5, 5});
  EXPECT_NO_THROW(c.build());
}

TEST(BoardThinWall, ClosesBothSidesButKeepsTheNeighbour) {
  Board::Builder builder = parallelogram(3, 3);
  builder.add_thin_wall({1, 1}, {2, 0});  // direction 1 from [1, 1]
  const Board b = builder.build();
  const CellIndex a = at(b, {1, 1});
  const CellIndex c = at(b, {2, 0});
  EXPECT_EQ(b.neighbour(a, 1), c);
  EXPECT_EQ(b.neighbour(c, 4), a);
  EXPECT_FALSE(b.open_edge(a, 1));
  EXPECT_FALSE(b.open_edge(c, 4));
  EXPECT_TRUE(b.thin_wall(a, 1));
  EXPECT_TRUE(b.thin_wall(c, 4));
  // Nothing else changed.
  for (int d = 0; d < 6; ++d) {
    if (d != 1) {
      EXPECT_TRUE(b.open_edge(a, static_cast<Direction>(d))) << d;
      EXPECT_FALSE(b.thin_wall(a, static_cast<Direction>(d))) << d;
    }
  }
  EXPECT_TRUE(b.open_edge(c, 3));
  EXPECT_TRUE(b.open_edge(c, 5));
  // A rim edge is closed but is not a thin wall.
  EXPECT_FALSE(b.open_edge(c, 0));
  EXPECT_FALSE(b.thin_wall(c, 0));
  EXPECT_FALSE(b.faces_wall(c, 0));
  EXPECT_FALSE(b.faces_wall(a, 1));  // a thin wall is not a wall hex
}

TEST(BoardThinWall, OrderOfTheTwoCellsDoesNotMatter) {
  Board::Builder one = parallelogram(3, 3);
  one.add_thin_wall({0, 1}, {0, 2});
  Board::Builder two = parallelogram(3, 3);
  two.add_thin_wall({0, 2}, {0, 1});
  const Board a = one.build();
  const Board b = two.build();
  for (CellIndex c = 0; c < a.size(); ++c) {
    for (int d = 0; d < 6; ++d) {
      EXPECT_EQ(a.open_edge(c, static_cast<Direction>(d)),
                b.open_edge(c, static_cast<Direction>(d)));
      EXPECT_EQ(a.thin_wall(c, static_cast<Direction>(d)),
                b.thin_wall(c, static_cast<Direction>(d)));
    }
  }
}

TEST(BoardBuilder, BadThinWallThrows) {
  {
    Board::Builder b = parallelogram(3, 3);
    b.add_thin_wall({0, 0}, {2, 0});  // two apart
    EXPECT_THROW(b.build(), std::invalid_argument);
  }
  {
    Board::Builder b = parallelogram(3, 3);
    b.add_thin_wall({0, 0}, {1, 1});  // [1, 1] is two steps from [0, 0] on a hex grid
    EXPECT_THROW(b.build(), std::invalid_argument);
  }
  {
    Board::Builder b = parallelogram(3, 3);
    b.add_thin_wall({1, 1}, {1, 1});  // a cell and itself
    EXPECT_THROW(b.build(), std::invalid_argument);
  }
  {
    Board::Builder b = parallelogram(3, 3);
    b.add_thin_wall({2, 0}, {3, 0});  // neighbours, but [3, 0] is off the map
    EXPECT_THROW(b.build(), std::invalid_argument);
  }
  {
    Board::Builder b = parallelogram(3, 3);
    b.add_thin_wall({1, 1}, {2, 0});  // a good one still builds
    EXPECT_NO_THROW(b.build());
  }
}

TEST(BoardBuilder, DuplicateCellThrows) {
  Board::Builder b = parallelogram(2, 2);
  b.add_cell({1, 0});
  EXPECT_THROW(b.build(), std::invalid_argument);
  // Same coordinate with another terrain is still a duplicate.
  Board::Builder c(Topology::Hex);
  c.add_cell({-3, 7});
  c.add_cell({-3, 7}, Terrain::Trap);
  EXPECT_THROW(c.build(), std::invalid_argument);
}

TEST(BoardBuilder, TerrainOffTheMapThrows) {
  Board::Builder b = parallelogram(2, 2);
  b.set_terrain({5, 5}, Terrain::Trap);
  EXPECT_THROW(b.build(), std::invalid_argument);
}

TEST(BoardSquare, FourNeighboursAndManhattanDistance) {
  Board::Builder builder(Topology::Square);
  for (int y = 0; y < 3; ++y) {
    for (int x = 0; x < 4; ++x) builder.add_cell({x, y});
  }
  builder.add_thin_wall({1, 1}, {1, 2});
  const Board b = builder.build();
  EXPECT_EQ(b.topology(), Topology::Square);
  EXPECT_EQ(b.directions(), 4);
  const CellIndex centre = at(b, {1, 1});
  EXPECT_EQ(b.neighbour(centre, 0), at(b, {2, 1}));
  EXPECT_EQ(b.neighbour(centre, 1), at(b, {1, 0}));
  EXPECT_EQ(b.neighbour(centre, 2), at(b, {0, 1}));
  EXPECT_EQ(b.neighbour(centre, 3), at(b, {1, 2}));
  EXPECT_TRUE(b.open_edge(centre, 0));
  EXPECT_FALSE(b.open_edge(centre, 3));  // the thin wall
  EXPECT_FALSE(b.open_edge(at(b, {1, 2}), 1));
  EXPECT_FALSE(b.open_edge(at(b, {0, 0}), 2));  // rim
  // [0, 0] to [3, 2]: Manhattan 5 (a hex metric would say 5 too in axial, so also check
  // a diagonal where they differ).
  EXPECT_EQ(b.distance(at(b, {0, 0}), at(b, {3, 2})), 5);
  EXPECT_EQ(b.distance(at(b, {0, 2}), at(b, {1, 1})), 2);  // hex distance would be 1
}
