// The benchmarks' yardstick (bench/limit_bfs.hpp), in C++ and in C, against the engine's
// searches: from each source it must reach the same cells at the same depths as
// search_bfs_direct and Boost's breadth-first search (search_bfs) over OpenModel, on the
// maps the benchmarks build and on irregular hex maps with walls, holes and thin walls at
// coordinates of either parity and sign; one LimitBfs runs every search in turn, so a
// reset that missed a cell shows in the next one.
#include "bench/limit_bfs.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "bench/bench_maps.hpp"
#include "pathing/graph.hpp"
#include "pathing/search.hpp"
#include "solver/gloomhaven/generate.hpp"

namespace arbiter::bench {
namespace {

using pathing::Board;
using pathing::CellIndex;

// Every source of `sources` by both loops of one LimitBfs against both engine searches.
// Adds the cells reached over all searches to `total` (so a caller can tell the maps were
// not empty).
void expect_limit_matches(const Board& b, const std::vector<CellIndex>& sources,
                          const std::string& what, std::size_t& total) {
  const pathing::OpenModel open(b);
  const pathing::ForwardGraph<pathing::OpenModel> g{&open};
  pathing::DepthResult direct(b.size());
  pathing::SearchResult boost(b.size());
  LimitBfs limit(b);
  for (std::size_t i = 0; i < sources.size(); ++i) {
    const CellIndex s = sources[i];
    pathing::search_bfs_direct(g, s, direct);
    pathing::search_bfs(g, s, boost);
    // Alternate the loops, so each resets after the other.
    const bool c_first = i % 2 == 1;
    for (const bool use_c : {c_first, !c_first}) {
      const std::uint32_t reached = use_c ? limit.run_c(s) : limit.run(s);
      const std::string run = what + (use_c ? " (C)" : " (C++)") + " from " + std::to_string(s);
      ASSERT_EQ(reached, direct.reached_cells().size()) << run;
      for (CellIndex c = 0; c < b.size(); ++c) {
        ASSERT_EQ(limit.distance(c), direct.depth(c)) << run << ", cell " << c;
        const std::int32_t bgl = boost.reached(c) ? boost.cost(c).length : -1;
        ASSERT_EQ(limit.distance(c), bgl) << run << ", cell " << c << " (Boost)";
      }
    }
    total += direct.reached_cells().size();
  }
}

// The corner and centre cells the benchmarks start from, and a few more at random.
std::vector<CellIndex> sources_of(const Board& b, std::mt19937& rng) {
  std::vector<CellIndex> out = {0, b.size() / 2, b.size() - 1};
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<CellIndex>(rng() % b.size()));
  return out;
}

TEST(LimitBfs, MatchesTheEngineOnTheBenchmarkMaps) {
  std::mt19937 rng(3);
  for (const int side : {1, 2, 7, 16, 33, 128, 256}) {
    const Board b = make_bench_board(side, side, 42);
    std::size_t total = 0;
    expect_limit_matches(b, sources_of(b, rng), "bench map " + std::to_string(side), total);
    EXPECT_GT(total, 0u);
  }
  const Board wide = make_bench_board(61, 9, 5);
  std::size_t total = 0;
  expect_limit_matches(wide, sources_of(wide, rng), "bench map 61 x 9", total);
  EXPECT_GT(total, 100u);
}

// The turn and round benchmarks' maps: generated scenarios' rooms and corridors.
TEST(LimitBfs, MatchesTheEngineOnGeneratedScenarios) {
  std::mt19937 rng(5);
  for (const int side : {16, 64, 128}) {
    gloomhaven::GeneratorOptions o;
    o.columns = side;
    o.rows = side;
    o.figures = 10;
    o.seed = 7;
    const Board b = gloomhaven::build_board(gloomhaven::generate_scenario(o));
    std::size_t total = 0;
    expect_limit_matches(b, sources_of(b, rng), "generated " + std::to_string(side), total);
    EXPECT_GT(total, static_cast<std::size_t>(side));
  }
}

// An irregular map in axial coordinates from (q0, r0): holes (no cell), wall hexes, and
// thin walls between neighbours, all at random.
Board irregular_map(int q0, int r0, int width, int height, std::mt19937& rng) {
  Board::Builder builder(pathing::Topology::Hex);
  std::vector<pathing::Coord> cells;
  for (int r = r0; r < r0 + height; ++r) {
    for (int q = q0 - r / 2; q < q0 - r / 2 + width; ++q) {
      const unsigned x = rng() % 100;
      if (x < 8) continue;  // a hole: nothing there
      if (x < 20) {
        builder.add_wall({q, r});
        continue;
      }
      builder.add_cell({q, r});
      cells.push_back({q, r});
    }
  }
  for (const pathing::Coord c : cells) {
    if (rng() % 100 >= 15) continue;
    const pathing::Coord n = c + pathing::kHexDirections[rng() % pathing::kHexDirectionCount];
    if (std::find(cells.begin(), cells.end(), n) != cells.end()) builder.add_thin_wall(c, n);
  }
  return builder.build();
}

TEST(LimitBfs, MatchesTheEngineOnIrregularMapsWithWalls) {
  std::mt19937 rng(11);
  for (const auto& [q0, r0] : std::vector<std::pair<int, int>>{{0, 0}, {-7, -3}, {5, 1}, {-2, 8}}) {
    for (int i = 0; i < 3; ++i) {
      const Board b = irregular_map(q0, r0, 5 + static_cast<int>(rng() % 20),
                                    3 + static_cast<int>(rng() % 20), rng);
      if (b.size() == 0) continue;
      std::size_t total = 0;
      expect_limit_matches(b, sources_of(b, rng),
                           "irregular at " + std::to_string(q0) + ", " + std::to_string(r0), total);
      EXPECT_GT(total, 0u);
    }
  }
}

}  // namespace
}  // namespace arbiter::bench
