// Coordinates: distances, the four offset systems, directions, rotation and mirroring.
// Known values are worked by hand from the definitions in docs/scenario-format.md and
// Red Blob Games' tables, so that a wrong formula cannot agree with itself.
#include "pathing/hex.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <set>
#include <utility>
#include <vector>

using namespace arbiter::pathing;

// gtest prints coordinates with this on failure (static: no clash with other test files).
namespace arbiter::pathing {
static void PrintTo(const Coord& c, std::ostream* os) {
  *os << "[" << c.q << ", " << c.r << "]";
}
}  // namespace arbiter::pathing

namespace {

constexpr std::array<OffsetSystem, 4> kAllOffsets = {OffsetSystem::OddQ, OffsetSystem::EvenQ,
                                                     OffsetSystem::OddR, OffsetSystem::EvenR};

std::pair<int, int> key(Coord c) {
  return {c.q, c.r};
}

// Every axial cell within `radius` of the origin.
std::vector<Coord> hexes_around_origin(int radius) {
  std::vector<Coord> out;
  for (int q = -radius; q <= radius; ++q) {
    for (int r = -radius; r <= radius; ++r) {
      if (hex_distance({0, 0}, {q, r}) <= radius) out.push_back({q, r});
    }
  }
  return out;
}

}  // namespace

// ---------------------------------------------------------------- distance

TEST(HexDistance, HandWorkedValues) {
  EXPECT_EQ(hex_distance({0, 0}, {0, 0}), 0);
  // dq = 3, dr = -1, ds = 2: (3 + 1 + 2) / 2.
  EXPECT_EQ(hex_distance({0, 0}, {3, -1}), 3);
  // Moving along +q and +r together is not a straight line in axial: dq + dr adds up.
  EXPECT_EQ(hex_distance({0, 0}, {2, 1}), 3);
  // Along the (1, -1) diagonal the distance is just |dq|.
  EXPECT_EQ(hex_distance({0, 0}, {4, -4}), 4);
  EXPECT_EQ(hex_distance({-2, 3}, {1, -1}), 4);
  EXPECT_EQ(hex_distance({5, -7}, {-3, 2}), 9);
}

TEST(HexDistance, MetricProperties) {
  const std::vector<Coord> cells = hexes_around_origin(4);
  for (Coord a : cells) {
    for (Coord b : cells) {
      EXPECT_EQ(hex_distance(a, b), hex_distance(b, a));
      EXPECT_EQ(hex_distance(a, b) == 0, a == b);
      // Translation invariance: axial coordinates are a lattice.
      EXPECT_EQ(hex_distance(a + Coord{7, -3}, b + Coord{7, -3}), hex_distance(a, b));
    }
  }
  // Triangle inequality on a sample of triples.
  for (std::size_t i = 0; i < cells.size(); i += 5) {
    for (std::size_t j = 0; j < cells.size(); j += 3) {
      for (std::size_t k = 0; k < cells.size(); k += 7) {
        EXPECT_LE(hex_distance(cells[i], cells[k]),
                  hex_distance(cells[i], cells[j]) + hex_distance(cells[j], cells[k]));
      }
    }
  }
}

TEST(HexDistance, RingsHoldSixKCells) {
  // On a hex grid the ring at distance k >= 1 has exactly 6k cells; a square-ish or
  // octagonal metric would give other counts.
  for (int k = 0; k <= 6; ++k) {
    int count = 0;
    for (Coord c : hexes_around_origin(6)) count += hex_distance({0, 0}, c) == k ? 1 : 0;
    EXPECT_EQ(count, k == 0 ? 1 : 6 * k) << "ring " << k;
  }
}

// ---------------------------------------------------------------- offsets

TEST(HexOffset, HandWorkedValues) {
  // even-q: r = row - (col + (col & 1)) / 2, from the scenario format.
  EXPECT_EQ(offset_to_axial(OffsetSystem::EvenQ, 5, 2), (Coord{5, -1}));
  EXPECT_EQ(offset_to_axial(OffsetSystem::EvenQ, 4, 2), (Coord{4, 0}));
  // odd-q: r = row - (col - (col & 1)) / 2.
  EXPECT_EQ(offset_to_axial(OffsetSystem::OddQ, 5, 2), (Coord{5, 0}));
  EXPECT_EQ(offset_to_axial(OffsetSystem::OddQ, 4, 2), (Coord{4, 0}));
  // odd-r: q = col - (row - (row & 1)) / 2; even-r: q = col - (row + (row & 1)) / 2.
  EXPECT_EQ(offset_to_axial(OffsetSystem::OddR, 2, 5), (Coord{0, 5}));
  EXPECT_EQ(offset_to_axial(OffsetSystem::EvenR, 2, 5), (Coord{-1, 5}));
  EXPECT_EQ(offset_to_axial(OffsetSystem::OddR, 3, 4), (Coord{1, 4}));
  EXPECT_EQ(offset_to_axial(OffsetSystem::EvenR, 3, 4), (Coord{1, 4}));
  // Negative columns: -1 is odd, so odd-q shoves it down (below-left of [0, 0] is axial
  // [-1, 1]) and even-q leaves it up (above-left is axial [-1, 0]). A formula using `%`
  // instead of `& 1` gets these wrong.
  EXPECT_EQ(offset_to_axial(OffsetSystem::OddQ, -1, 0), (Coord{-1, 1}));
  EXPECT_EQ(offset_to_axial(OffsetSystem::EvenQ, -1, 0), (Coord{-1, 0}));
  EXPECT_EQ(offset_to_axial(OffsetSystem::OddR, 0, -1), (Coord{1, -1}));
  EXPECT_EQ(offset_to_axial(OffsetSystem::EvenR, 0, -1), (Coord{0, -1}));
  // And back.
  EXPECT_EQ(axial_to_offset(OffsetSystem::EvenQ, {5, -1}), (Coord{5, 2}));
  EXPECT_EQ(axial_to_offset(OffsetSystem::OddQ, {5, 0}), (Coord{5, 2}));
  EXPECT_EQ(axial_to_offset(OffsetSystem::EvenR, {-1, 5}), (Coord{2, 5}));
}

TEST(HexOffset, RoundTripAllSystems) {
  for (OffsetSystem s : kAllOffsets) {
    std::set<std::pair<int, int>> seen;
    for (int col = -9; col <= 9; ++col) {
      for (int row = -9; row <= 9; ++row) {
        const Coord a = offset_to_axial(s, col, row);
        EXPECT_EQ(axial_to_offset(s, a), (Coord{col, row}))
            << "system " << static_cast<int>(s) << " [" << col << ", " << row << "]";
        seen.insert(key(a));
      }
    }
    // Injective: no two offset cells land on one axial cell.
    EXPECT_EQ(seen.size(), 19u * 19u);
    for (int q = -9; q <= 9; ++q) {
      for (int r = -9; r <= 9; ++r) {
        const Coord o = axial_to_offset(s, {q, r});
        EXPECT_EQ(offset_to_axial(s, o.q, o.r), (Coord{q, r}));
      }
    }
  }
}

TEST(HexOffset, OffsetNeighboursMatchRedBlobTables) {
  // Red Blob Games' offset neighbour tables, [dcol, drow], in the order of kHexDirections.
  // The parity is that of the column (-q systems) or row (-r systems).
  using Table = std::array<std::array<int, 2>, 6>;
  struct Case {
    OffsetSystem s;
    Table even, odd;
  };
  const Case cases[] = {
      {OffsetSystem::OddQ,
       {{{1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {0, 1}}},
       {{{1, 1}, {1, 0}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}}},
      {OffsetSystem::EvenQ,
       {{{1, 1}, {1, 0}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}},
       {{{1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {0, 1}}}},
      {OffsetSystem::OddR,
       {{{1, 0}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}}},
       {{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {0, 1}, {1, 1}}}},
      {OffsetSystem::EvenR,
       {{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {0, 1}, {1, 1}}},
       {{{1, 0}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}}}},
  };
  for (const Case& k : cases) {
    const bool by_column = is_flat_topped(k.s);
    for (int col = -4; col <= 4; ++col) {
      for (int row = -4; row <= 4; ++row) {
        const int parity = (by_column ? col : row) & 1;
        const Table& t = parity ? k.odd : k.even;
        const Coord here = offset_to_axial(k.s, col, row);
        for (int d = 0; d < 6; ++d) {
          const Coord there = offset_to_axial(k.s, col + t[d][0], row + t[d][1]);
          EXPECT_EQ(there - here, kHexDirections[d])
              << "system " << static_cast<int>(k.s) << " at [" << col << ", " << row
              << "] direction " << d;
        }
      }
    }
  }
}

TEST(HexOffset, CoordinateSystemNamesAndConversion) {
  for (const char* name : {"axial", "odd-q", "even-q", "odd-r", "even-r"}) {
    const auto cs = parse_coordinate_system(name);
    ASSERT_TRUE(cs.has_value()) << name;
    EXPECT_EQ(coordinate_system_name(*cs), name);
  }
  EXPECT_FALSE(parse_coordinate_system("cube").has_value());
  EXPECT_FALSE(parse_coordinate_system("Even-Q").has_value());
  EXPECT_FALSE(parse_coordinate_system("").has_value());

  const CoordinateSystem axial = *parse_coordinate_system("axial");
  EXPECT_EQ(axial.to_axial({5, 2}), (Coord{5, 2}));
  EXPECT_FALSE(axial.flat_topped());
  const CoordinateSystem even_q = *parse_coordinate_system("even-q");
  EXPECT_EQ(even_q.to_axial({5, 2}), (Coord{5, -1}));
  EXPECT_EQ(even_q.from_axial({5, -1}), (Coord{5, 2}));
  EXPECT_TRUE(even_q.flat_topped());
  EXPECT_FALSE(parse_coordinate_system("odd-r")->flat_topped());
}

// ---------------------------------------------------------------- directions

TEST(HexDirection, NeighboursAreSixDistinctAtDistanceOne) {
  std::set<std::pair<int, int>> seen;
  for (int d = 0; d < kHexDirectionCount; ++d) {
    const Coord n = Coord{3, -2} + kHexDirections[d];
    EXPECT_EQ(hex_distance({3, -2}, n), 1);
    seen.insert(key(n));
    // Opposite directions cancel.
    const Direction back = opposite(Topology::Hex, static_cast<Direction>(d));
    EXPECT_EQ(back, (d + 3) % 6);
    EXPECT_EQ(kHexDirections[d] + kHexDirections[back], (Coord{0, 0}));
  }
  EXPECT_EQ(seen.size(), 6u);
  // And they are all the cells at distance 1.
  int at_one = 0;
  for (Coord c : hexes_around_origin(2)) at_one += hex_distance({0, 0}, c) == 1 ? 1 : 0;
  EXPECT_EQ(at_one, 6);
}

TEST(HexDirection, NeighboursFollowTheScenarioFormatOrder) {
  // The list in docs/scenario-format.md, in order.
  const Coord q{4, 7};
  const Coord expected[] = {{5, 7}, {5, 6}, {4, 6}, {3, 7}, {3, 8}, {4, 8}};
  for (int d = 0; d < 6; ++d) EXPECT_EQ(q + direction_offset(Topology::Hex, d), expected[d]);
}

TEST(HexDirection, DirectionBetween) {
  const Coord a{-2, 5};
  for (int d = 0; d < kHexDirectionCount; ++d) {
    const auto got = direction_between(Topology::Hex, a, a + kHexDirections[d]);
    ASSERT_TRUE(got.has_value());
    EXPECT_EQ(*got, d);
    EXPECT_EQ(*direction_between(Topology::Hex, a + kHexDirections[d], a), (d + 3) % 6);
  }
  EXPECT_FALSE(direction_between(Topology::Hex, a, a).has_value());
  // (1, 1) is two steps away on a hex grid, not a neighbour.
  EXPECT_FALSE(direction_between(Topology::Hex, a, a + Coord{1, 1}).has_value());
  EXPECT_FALSE(direction_between(Topology::Hex, a, a + Coord{2, 0}).has_value());
  // (1, -1) is a hex neighbour but a diagonal on a square grid.
  EXPECT_TRUE(direction_between(Topology::Hex, a, a + Coord{1, -1}).has_value());
  EXPECT_FALSE(direction_between(Topology::Square, a, a + Coord{1, -1}).has_value());
}

// ---------------------------------------------------------------- rotation and mirror

TEST(HexRotate, SixTurnsAreTheIdentity) {
  for (Coord c : hexes_around_origin(4)) {
    EXPECT_EQ(rotate_hex(c, 6), c);
    EXPECT_EQ(rotate_hex(c, 0), c);
    EXPECT_EQ(rotate_hex(c, -6), c);
    EXPECT_EQ(rotate_hex(c, 7), rotate_hex(c, 1));
    EXPECT_EQ(rotate_hex(c, -1), rotate_hex(c, 5));
    EXPECT_EQ(rotate_hex(rotate_hex(c, 2), 3), rotate_hex(c, 5));
    // Rotation about the origin keeps the distance to the origin.
    for (int k = 1; k < 6; ++k)
      EXPECT_EQ(hex_distance({0, 0}, rotate_hex(c, k)), hex_distance({0, 0}, c));
  }
}

TEST(HexRotate, OneTurnMapsEachDirectionToTheNext) {
  for (int d = 0; d < 6; ++d) {
    EXPECT_EQ(rotate_hex(kHexDirections[d], 1), kHexDirections[(d + 1) % 6]) << d;
    EXPECT_EQ(rotate_hex(kHexDirections[d], -1), kHexDirections[(d + 5) % 6]) << d;
  }
  // A non-direction: [2, -1] lies between directions 0 and 1 and turns to lie between
  // 1 and 2, i.e. [1, -2].
  EXPECT_EQ(rotate_hex({2, -1}, 1), (Coord{1, -2}));
  // A single non-zero cell has six distinct images.
  std::set<std::pair<int, int>> images;
  for (int k = 0; k < 6; ++k) images.insert(key(rotate_hex({2, -1}, k)));
  EXPECT_EQ(images.size(), 6u);
}

TEST(HexMirror, IsAnInvolutionKeepingDistances) {
  const std::vector<Coord> cells = hexes_around_origin(4);
  for (Coord c : cells) {
    EXPECT_EQ(mirror_hex(mirror_hex(c)), c);
    EXPECT_EQ(hex_distance({0, 0}, mirror_hex(c)), hex_distance({0, 0}, c));
    // A reflection conjugates a rotation into the opposite rotation.
    EXPECT_EQ(mirror_hex(rotate_hex(c, 1)), rotate_hex(mirror_hex(c), -1));
    for (Coord b : cells) EXPECT_EQ(hex_distance(mirror_hex(c), mirror_hex(b)), hex_distance(c, b));
  }
  // It maps directions to directions, reversing their order, and is not a rotation.
  for (int d = 0; d < 6; ++d) EXPECT_EQ(mirror_hex(kHexDirections[d]), kHexDirections[(6 - d) % 6]);
}

TEST(HexMirror, GivesOrientationsNoRotationReaches) {
  // An L-shaped (chiral) pattern: its mirror image is none of its six rotations, so
  // mirror + rotations give twelve distinct orientations.
  const std::vector<Coord> pattern = {{0, 0}, {1, 0}, {2, 0}, {2, -1}};
  auto normalised = [](std::vector<Coord> p) {
    std::vector<std::pair<int, int>> k;
    for (Coord c : p) k.push_back(key(c));
    std::sort(k.begin(), k.end());
    return k;
  };
  std::set<std::vector<std::pair<int, int>>> orientations;
  for (int m = 0; m < 2; ++m) {
    for (int k = 0; k < 6; ++k) {
      std::vector<Coord> p;
      for (Coord c : pattern) p.push_back(rotate_hex(m ? mirror_hex(c) : c, k));
      orientations.insert(normalised(p));
    }
  }
  EXPECT_EQ(orientations.size(), 12u);
}

// ---------------------------------------------------------------- square grids

TEST(HexSquareTopology, FourNeighboursAndManhattanDistance) {
  EXPECT_EQ(direction_count(Topology::Square), 4);
  EXPECT_EQ(direction_count(Topology::Hex), 6);
  const Coord c{2, 3};
  std::set<std::pair<int, int>> seen;
  for (int d = 0; d < kSquareDirectionCount; ++d) {
    const Coord n = c + direction_offset(Topology::Square, d);
    EXPECT_EQ(square_distance(c, n), 1);
    EXPECT_EQ(grid_distance(Topology::Square, c, n), 1);
    seen.insert(key(n));
    const Direction back = opposite(Topology::Square, d);
    EXPECT_EQ(back, (d + 2) % 4);
    EXPECT_EQ(direction_offset(Topology::Square, d) + direction_offset(Topology::Square, back),
              (Coord{0, 0}));
    EXPECT_EQ(*direction_between(Topology::Square, c, n), d);
  }
  EXPECT_EQ(seen.size(), 4u);
  // Manhattan: a diagonal step costs 2; on a hex grid [1, 1] costs 2 too but [1, -1]
  // costs 1, which tells the two metrics apart.
  EXPECT_EQ(square_distance({0, 0}, {1, -1}), 2);
  EXPECT_EQ(hex_distance({0, 0}, {1, -1}), 1);
  EXPECT_EQ(grid_distance(Topology::Square, {0, 0}, {3, -4}), 7);
  EXPECT_EQ(grid_distance(Topology::Hex, {0, 0}, {3, -4}), 4);
}

TEST(HexCoordHash, DistinctCoordinatesHashDistinctly) {
  // The hash packs both coordinates into 64 bits, so small grids never collide; a hash
  // that mixed q and r symmetrically would collide on [q, r] vs [r, q].
  std::set<std::size_t> hashes;
  for (int q = -10; q <= 10; ++q) {
    for (int r = -10; r <= 10; ++r) hashes.insert(CoordHash{}({q, r}));
  }
  EXPECT_EQ(hashes.size(), 21u * 21u);
}
