// The tables of sight lines (pathing/sight_table.hpp): on random walled maps they answer as
// the exact search does for every offset they cover, under both models; their symmetric
// copies answer for the mirrored and turned map; pruning lines changes no answer; and the
// board flags they read say what the board blocks.
#include "pathing/sight_table.hpp"

#include <gtest/gtest.h>

#include <array>
#include <random>
#include <set>
#include <thread>
#include <vector>

#include "pathing/sight.hpp"
#include "tests/support/hex_maps.hpp"

using namespace arbiter::pathing;
using arbiter::testing::make_board;
using arbiter::testing::random_sized_map;

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr int kScale = 10;
#else
constexpr int kScale = 1;
#endif

// A cell of `b` exactly `distance` from x, drawn at random; kNoCell when there is none.
CellIndex at_distance(const Board& b, CellIndex x, int distance, std::mt19937& rng) {
  std::vector<CellIndex> ring;
  for (CellIndex y = 0; y < b.size(); ++y)
    if (b.distance(x, y) == distance) ring.push_back(y);
  return ring.empty() ? kNoCell : ring[rng() % ring.size()];
}

// The map turned (k < 6: k sixths of a turn) or mirrored and turned (k >= 6) about [0, 0].
Coord transformed(Coord c, int k) {
  return rotate_hex(k >= 6 ? mirror_hex(c) : c, k % 6);
}
Board transformed(const Board& b, const std::vector<Coord>& walls, int k) {
  Board::Builder out(Topology::Hex);
  for (CellIndex c = 0; c < b.size(); ++c) out.add_cell(transformed(b.coord(c), k));
  for (Coord w : walls) out.add_wall(transformed(w, k));
  for (CellIndex c = 0; c < b.size(); ++c) {
    for (Direction d = 0; d < 3; ++d) {
      if (!b.thin_wall(c, d)) continue;
      out.add_thin_wall(transformed(b.coord(c), k), transformed(b.coord(c) + kHexDirections[d], k));
    }
  }
  return out.build();
}

}  // namespace

// Every offset up to the table's radius, under both models, on random maps with walls, thin
// walls and holes: the tables answer exactly as the exact search (no tables, no proofs).
TEST(SightTable, AgreesWithTheExactSearchOnRandomMaps) {
  std::mt19937 rng(20261126);
  std::array<int, 2> visible{}, hidden{};
  std::set<std::pair<int, int>> offsets;
  const int kMaps = 240 / kScale;
  for (int m = 0; m < kMaps; ++m) {
    const Board b = random_sized_map(rng);
    if (b.size() < 2) continue;
    for (SightModel model : {SightModel::CornerToCorner, SightModel::HexToHex}) {
      const Sight tables(b, model);
      const Sight exact(b, model, SightMethod::Exact);
      for (int k = 0; k < 24; ++k) {
        const CellIndex x = static_cast<CellIndex>(rng() % b.size());
        const CellIndex y = at_distance(b, x, 1 + k % kSightTableRadius, rng);
        if (y == kNoCell) continue;
        const Coord d = b.coord(y) - b.coord(x);
        offsets.insert({d.q, d.r});
        const bool want = exact.visible(x, y);
        ASSERT_EQ(tables.visible(x, y), want)
            << "[" << b.coord(x).q << ", " << b.coord(x).r << "] - [" << b.coord(y).q << ", "
            << b.coord(y).r << "] on map " << m
            << (model == SightModel::HexToHex ? " hex" : " corner");
        ++(want ? visible : hidden)[static_cast<std::size_t>(model)];
      }
    }
  }
  std::printf(
      "[ pairs    ] corner to corner %d visible, %d hidden; hex to hex %d visible, %d "
      "hidden; %zu offsets\n",
      visible[0], hidden[0], visible[1], hidden[1], offsets.size());
  for (int model = 0; model < 2; ++model) {
    EXPECT_GT(visible[static_cast<std::size_t>(model)], kMaps * 5);
    EXPECT_GT(hidden[static_cast<std::size_t>(model)], kMaps * 5);
  }
  EXPECT_GT(offsets.size(), 150u / static_cast<unsigned>(kScale));
}

// A table is built for one offset of each symmetry class and carried to the others: on a map
// turned or mirrored, the image of a pair sees exactly when the pair does.
TEST(SightTable, TurnedAndMirroredMapsAgree) {
  std::mt19937 rng(99);
  int pairs = 0;
  for (int m = 0; m < 24 / kScale + 2; ++m) {
    // Walls are not cells: keep their list to build the images.
    const int w = 10, h = 8;
    std::vector<Coord> walls;
    for (int r = 0; r < h; ++r)
      for (int q = 0; q < w; ++q)
        if (rng() % 100 < 18) walls.push_back({q, r});
    const Board b = make_board(w, h, walls);
    for (int k = 1; k < 12; ++k) {
      const Board image = transformed(b, walls, k);
      for (SightModel model : {SightModel::CornerToCorner, SightModel::HexToHex}) {
        const Sight here(b, model), there(image, model);
        for (int t = 0; t < 6; ++t) {
          const CellIndex x = static_cast<CellIndex>(rng() % b.size());
          const CellIndex y = static_cast<CellIndex>(rng() % b.size());
          const CellIndex x2 = *image.find(transformed(b.coord(x), k));
          const CellIndex y2 = *image.find(transformed(b.coord(y), k));
          ASSERT_EQ(there.visible(x2, y2), here.visible(x, y)) << "symmetry " << k;
          ++pairs;
        }
      }
    }
  }
  EXPECT_GT(pairs, 1000 / kScale);
}

// Dropping the lines whose blockers include another line's changes no answer.
TEST(SightTable, PrunedLinesAnswerAsAllLines) {
  std::mt19937 rng(5);
  for (SightModel model : {SightModel::CornerToCorner, SightModel::HexToHex}) {
    for (Coord offset : {Coord{1, 0}, Coord{3, -1}, Coord{2, 2}, Coord{6, -3}, Coord{-4, 7}}) {
      const SightLines all = build_sight_lines(model, offset, false);
      const SightLines pruned = build_sight_lines(model, offset, true);
      EXPECT_LT(pruned.lines(), all.lines());
      int answers = 0;
      for (int m = 0; m < 40 / kScale; ++m) {
        const Board b = random_sized_map(rng);
        const LatticeFlags flags(b);
        for (CellIndex x = 0; x < b.size(); ++x) {
          if (!b.find(b.coord(x) + offset)) continue;
          ASSERT_EQ(pruned.any_free(flags, b.coord(x)), all.any_free(flags, b.coord(x)));
          ++answers;
        }
      }
      EXPECT_GT(answers, 100 / kScale);
    }
  }
}

// The flags of a hand-made board: a wall hex, a thin wall, a hole and the map's edge.
TEST(SightTable, LatticeFlagsSayWhatBlocks) {
  // 4 x 3 parallelogram; [1, 1] a wall hex, [3, 0] a hole, a thin wall [0, 0] | [1, 0].
  const Board b = make_board(4, 3, {{1, 1}}, {{{0, 0}, {1, 0}}}, {{3, 0}});
  const LatticeFlags f(b);
  EXPECT_EQ(f.at({0, 0}) & LatticeFlags::kOff, 0);
  EXPECT_NE(f.at({1, 1}) & LatticeFlags::kOff, 0);    // a wall hex is not a cell
  EXPECT_NE(f.at({3, 0}) & LatticeFlags::kOff, 0);    // nor is a hole
  EXPECT_NE(f.at({40, 40}) & LatticeFlags::kOff, 0);  // far outside the box
  // The thin wall is [0, 0]'s edge towards direction 0 (east).
  EXPECT_NE(f.at({0, 0}) & LatticeFlags::wall_bit(0), 0);
  // The wall hex's edges facing cells block: [0, 1] east, [1, 1] towards [1, 0] (dir 2).
  EXPECT_NE(f.at({0, 1}) & LatticeFlags::wall_bit(0), 0);
  EXPECT_NE(f.at({1, 1}) & LatticeFlags::wall_bit(2), 0);
  // An edge between two cells blocks nothing; the hole's edges are the map's edge, not walls.
  EXPECT_EQ(f.at({0, 2}) & LatticeFlags::wall_bit(0), 0);
  EXPECT_EQ(f.at({2, 0}) & LatticeFlags::wall_bit(0), 0);
  // No cell on either side: beyond the map, and between the hole and the space above it.
  EXPECT_NE(f.at({3, -1}) & LatticeFlags::dead_bit(0), 0);
  EXPECT_NE(f.at({3, 0}) & LatticeFlags::dead_bit(2), 0);
  EXPECT_EQ(f.at({2, 0}) & LatticeFlags::dead_bit(0), 0);
}

// Tables are built at first use, from any thread: every thread gets the same one.
TEST(SightTable, BuiltOnceAcrossThreads) {
  const Coord offset{9, -2};
  std::array<const SightLines*, 4> got{};
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < got.size(); ++t)
    threads.emplace_back([&, t] { got[t] = sight_lines(SightModel::HexToHex, offset); });
  for (auto& t : threads) t.join();
  ASSERT_NE(got[0], nullptr);
  for (const SightLines* g : got) EXPECT_EQ(g, got[0]);
  EXPECT_EQ(sight_lines(SightModel::HexToHex, {kSightTableRadius + 1, 0}), nullptr);
  EXPECT_EQ(sight_lines(SightModel::HexToHex, {0, 0}), nullptr);
}
