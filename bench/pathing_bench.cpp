// Pathing engine benchmarks: the limit BFS (bench/limit_bfs.hpp), BFS, Dijkstra (forward
// and reverse) and line of sight on generated maps from 16 x 16 to 1024 x 1024 hexes. Items
// processed are cells reached by a search (or sight checks for BM_Sight and
// BM_SightBlocked), so the tables show cells/s. The searches report `x_limit` and `x_bfs`,
// timed alternately with the limit BFS and Boost's BFS from the same cell
// (bench/bench_stats.hpp), and `ns_per_cell`: thread CPU nanoseconds per cell reached.
//
// This file also holds BENCHMARK_MAIN() for the whole arbiter_bench program (it is not
// linked with benchmark_main): other bench/*.cpp files only register benchmarks.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "bench/bench_maps.hpp"
#include "bench/bench_stats.hpp"
#include "pathing/graph.hpp"
#include "pathing/search.hpp"
#include "pathing/sight.hpp"
#include "solver/gloomhaven/movement.hpp"

namespace {

using arbiter::bench::bench_cell;
using arbiter::bench::make_bench_board;
using arbiter::gloomhaven::Occupancy;
using arbiter::gloomhaven::Occupant;
using arbiter::gloomhaven::WalkModel;
using namespace arbiter::pathing;

constexpr std::uint32_t kSeed = 20240611;

// Boards are built once per side: building a 1000 x 1000 board takes longer than the
// searches measured on it, and Google Benchmark calls each function several times.
const Board& board_for(int side) {
  static std::map<int, Board> cache;
  auto it = cache.find(side);
  if (it == cache.end()) it = cache.emplace(side, make_bench_board(side, side, kSeed)).first;
  return it->second;
}

CellIndex corner_cell(const Board& b) {
  return *b.find(bench_cell(0, 0));
}
CellIndex centre_cell(const Board& b, int side) {
  return *b.find(bench_cell(side / 2, side / 2));
}

void count_cells(benchmark::State& state, const Board& b, std::size_t reached,
                 const std::vector<double>& times) {
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(reached));
  state.counters["cells"] = static_cast<double>(b.size());
  state.counters["reached"] = static_cast<double>(reached);
  state.counters["ns_per_cell"] = arbiter::bench::median_of(times) * 1e9 /
                                  static_cast<double>(std::max<std::size_t>(reached, 1));
}

// The limit baseline itself, beside Boost's BFS (x_bfs here is Boost's over the limit's;
// x_limit is 1 by construction, the limit timed against itself), and the same loop in plain C
// (BM_LimitBfsC: x_limit is then C's over C++'s, both on the same arrays). ns_per_cell is
// the time over the cells reached.
template <bool kC>
void limit_benchmark(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  const Board& b = board_for(side);
  arbiter::bench::LimitBfs limit(b);
  const CellIndex source = corner_cell(b);
  arbiter::bench::Yardstick y(b, source);
  std::uint32_t reached = 0;
  const auto times = arbiter::bench::interleave(
      state, y, [&] { reached = kC ? limit.run_c(source) : limit.run(source); });
  count_cells(state, b, reached, times);
  state.counters["x_bfs"] = y.boost_median() / arbiter::bench::median_of(times);
}
void BM_LimitBfs(benchmark::State& state) {
  limit_benchmark<false>(state);
}
void BM_LimitBfsC(benchmark::State& state) {
  limit_benchmark<true>(state);
}

// BM_Bfs: BGL's breadth_first_visit; BM_BfsDirect: the same visit by hand
// (search_bfs_direct), which the Gloomhaven solver uses in its hot loops.
template <bool kDirect>
void bfs_benchmark(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  const Board& b = board_for(side);
  const OpenModel model(b);
  const ForwardGraph<OpenModel> g{&model};
  // Reused: each search resets only what the last one touched. The search by hand writes
  // a depth per cell, BGL's a cost and a predecessor.
  using Result = std::conditional_t<kDirect, DepthResult, SearchResult>;
  Result r(b.size());
  const CellIndex source = corner_cell(b);
  arbiter::bench::Yardstick y(b, source);
  const auto times = arbiter::bench::interleave(state, y, [&] {
    if constexpr (kDirect)
      search_bfs_direct(g, source, r);
    else
      search_bfs(g, source, r);
    benchmark::DoNotOptimize(r.reached_cells().data());
  });
  count_cells(state, b, r.reached_cells().size(), times);
}

// Walking with terrain costs (traps, difficult, the map's walls), no figures.
template <bool kReverse, bool kDirect = false>
void dijkstra_benchmark(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  const Board& b = board_for(side);
  Occupancy occ;
  occ.cell.assign(b.size(), Occupant::None);
  const WalkModel model(b, occ, /*ignore_terrain=*/false, /*slides=*/false);
  SearchResult r(b.size());
  // Forward from the corner (a monster's moves), reverse to the centre (every cell's cost
  // to reach one destination).
  const CellIndex source = kReverse ? centre_cell(b, side) : corner_cell(b);
  arbiter::bench::Yardstick y(b, source);
  const auto times = arbiter::bench::interleave(state, y, [&] {
    if constexpr (kReverse) {
      search_dijkstra(ReverseGraph<WalkModel>{&model}, source, r);
    } else if constexpr (kDirect) {
      search_dijkstra_direct(ForwardGraph<WalkModel>{&model}, source, r);
    } else {
      search_dijkstra(ForwardGraph<WalkModel>{&model}, source, r);
    }
    benchmark::DoNotOptimize(r.reached_cells().data());
  });
  count_cells(state, b, r.reached_cells().size(), times);
}

void BM_Dijkstra(benchmark::State& state) {
  dijkstra_benchmark<false>(state);
}
// The same search by hand (search_dijkstra_direct), as the Gloomhaven solver runs it.
void BM_DijkstraDirect(benchmark::State& state) {
  dijkstra_benchmark<false, true>(state);
}
void BM_ReverseDijkstra(benchmark::State& state) {
  dijkstra_benchmark<true>(state);
}

// Pairs of cells exactly `distance` apart, both on the map, drawn deterministically.
std::vector<std::pair<CellIndex, CellIndex>> sight_pairs(const Board& b, int distance,
                                                         std::size_t count) {
  std::mt19937 rng(kSeed + static_cast<std::uint32_t>(distance));
  std::vector<std::pair<CellIndex, CellIndex>> out;
  while (out.size() < count) {
    const CellIndex a = static_cast<CellIndex>(rng() % b.size());
    // A cell of the ring at `distance`: `distance` steps one way, then up to
    // distance - 1 steps along the ring.
    const int k = static_cast<int>(rng() % 6);
    const int j = static_cast<int>(rng() % static_cast<std::uint32_t>(distance));
    const Coord c = b.coord(a) +
                    Coord{kHexDirections[static_cast<std::size_t>(k)].q * distance,
                          kHexDirections[static_cast<std::size_t>(k)].r * distance} +
                    Coord{kHexDirections[static_cast<std::size_t>((k + 2) % 6)].q * j,
                          kHexDirections[static_cast<std::size_t>((k + 2) % 6)].r * j};
    if (const auto bc = b.find(c)) out.push_back({a, *bc});
  }
  return out;
}

// How visible() decides: 0 the tables of sight lines (the default), 1 the search with its
// proofs (the method before the tables, kept as the baseline).
SightMethod method_arg(std::int64_t arg) {
  return arg == 0 ? SightMethod::Tables : SightMethod::Proofs;
}
std::string sight_label(SightModel model, SightMethod method) {
  return std::string(model == SightModel::CornerToCorner ? "corner-to-corner" : "hex-to-hex") +
         (method == SightMethod::Tables ? ", tables" : ", search");
}

void BM_Sight(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  const int distance = static_cast<int>(state.range(1));
  const auto model = state.range(2) == 0 ? SightModel::CornerToCorner : SightModel::HexToHex;
  const SightMethod method = method_arg(state.range(3));
  const Board& b = board_for(side);
  const Sight sight(b, model, method);
  const auto pairs = sight_pairs(b, distance, 256);
  std::size_t i = 0;
  std::int64_t visible = 0;
  for (auto _ : state) {
    const auto& [a, c] = pairs[i];
    i = (i + 1) % pairs.size();
    const bool v = sight.visible(a, c);
    visible += v ? 1 : 0;
    benchmark::DoNotOptimize(v);
  }
  state.SetItemsProcessed(state.iterations());
  state.SetLabel(sight_label(model, method));
  state.counters["visible_%"] = 100.0 * static_cast<double>(visible) /
                                static_cast<double>(std::max<std::int64_t>(1, state.iterations()));
}

// Pairs exactly `distance` apart that no corner-to-corner line joins: a wall, a thin wall
// or the map's edge is in the way. Under the 1st-edition model every one of the 36 corner
// lines is tried and fails; under the hex-to-hex model these are the pairs that fall
// through to the exact search after the corner lines. Chosen by the corner model only, so
// the pairs do not depend on the hex-to-hex implementation being measured.
std::vector<std::pair<CellIndex, CellIndex>> blocked_pairs(const Board& b, int distance,
                                                           std::size_t count) {
  const Sight corner(b, SightModel::CornerToCorner);
  std::vector<std::pair<CellIndex, CellIndex>> out;
  for (const auto& p : sight_pairs(b, distance, count * 64)) {
    if (!corner.visible(p.first, p.second)) out.push_back(p);
    if (out.size() == count) break;
  }
  return out;
}

void BM_SightBlocked(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  const int distance = static_cast<int>(state.range(1));
  const auto model = state.range(2) == 0 ? SightModel::CornerToCorner : SightModel::HexToHex;
  const SightMethod method = method_arg(state.range(3));
  const Board& b = board_for(side);
  const Sight sight(b, model, method);
  const auto pairs = blocked_pairs(b, distance, 256);
  if (pairs.empty()) {
    state.SkipWithError("no blocked pairs");
    return;
  }
  std::size_t i = 0;
  std::int64_t visible = 0;
  for (auto _ : state) {
    const auto& [a, c] = pairs[i];
    i = (i + 1) % pairs.size();
    const bool v = sight.visible(a, c);
    visible += v ? 1 : 0;
    benchmark::DoNotOptimize(v);
  }
  state.SetItemsProcessed(state.iterations());
  state.SetLabel(sight_label(model, method));
  state.counters["pairs"] = static_cast<double>(pairs.size());
  state.counters["visible_%"] = 100.0 * static_cast<double>(visible) /
                                static_cast<double>(std::max<std::int64_t>(1, state.iterations()));
}

// Building the table of one offset (what the first query at that offset pays once per
// process), for hexes `dist` apart.
void BM_SightTableBuild(benchmark::State& state) {
  const int distance = static_cast<int>(state.range(0));
  const auto model = state.range(1) == 0 ? SightModel::CornerToCorner : SightModel::HexToHex;
  const Coord offset{distance, -distance / 2};
  std::size_t lines = 0;
  for (auto _ : state) {
    const SightLines t = build_sight_lines(model, offset);
    lines = t.lines();
    benchmark::DoNotOptimize(lines);
  }
  state.SetLabel(model == SightModel::CornerToCorner ? "corner-to-corner" : "hex-to-hex");
  state.counters["lines"] = static_cast<double>(lines);
}

void BM_Bfs(benchmark::State& state) {
  bfs_benchmark<false>(state);
}
void BM_BfsDirect(benchmark::State& state) {
  bfs_benchmark<true>(state);
}
// The map sizes every search benchmark sweeps: a small room, then 128 .. 1024.
void side_sweep(benchmark::internal::Benchmark* b) {
  b->ArgName("side")->Arg(16)->Arg(128)->Arg(256)->Arg(512)->Arg(1024)->UseManualTime()->Unit(
      benchmark::kMicrosecond);
}
BENCHMARK(BM_LimitBfs)->Apply(side_sweep);
BENCHMARK(BM_LimitBfsC)->Apply(side_sweep);
BENCHMARK(BM_BfsDirect)->Apply(side_sweep);
BENCHMARK(BM_Bfs)->Apply(side_sweep);
BENCHMARK(BM_DijkstraDirect)->Apply(side_sweep);
BENCHMARK(BM_Dijkstra)->Apply(side_sweep);
BENCHMARK(BM_ReverseDijkstra)->Apply(side_sweep);
BENCHMARK(BM_Sight)
    ->ArgNames({"side", "dist", "hex_to_hex", "search"})
    ->ArgsProduct({{16, 100, 300, 1000}, {5, 15}, {0, 1}, {0, 1}})
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SightBlocked)
    ->ArgNames({"side", "dist", "hex_to_hex", "search"})
    ->ArgsProduct({{100, 1000}, {3, 8, 12}, {0, 1}, {0, 1}})
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SightTableBuild)
    ->ArgNames({"dist", "hex_to_hex"})
    ->ArgsProduct({{1, 3, 6, 9, 12}, {0, 1}})
    ->Unit(benchmark::kMicrosecond);

}  // namespace

// The one main() of arbiter_bench (see the note at the top).
BENCHMARK_MAIN();
