// Heroscape: reachability with levels (the whole leveled move search of one figure whose
// move covers the map, many figures on it) against one plain breadth-first search of the
// same map, timed alternately with it (`x_limit` against the limit BFS, `x_bfs` against
// Boost's; bench/bench_stats.hpp), and the exact
// odds of one attack (dice distributions by convolution; with sight and range).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <map>
#include <memory>
#include <random>

#include "bench/bench_stats.hpp"
#include "pathing/graph.hpp"
#include "pathing/search.hpp"
#include "solver/heroscape/decide.hpp"

namespace {

using namespace arbiter;
struct HsPosition {
  heroscape::State state;
};

// A side x side map (odd-r): rolling levels 1..6 (neighbours differ by at most 2, so a
// Height-5 figure climbs anywhere and pays for it), a road every 10th row, water and ruins
// on 1% of the hexes each, `figures` figures of two sides; the mover in a corner.
const HsPosition& hs_position(int side, int figures) {
  static std::map<std::pair<int, int>, std::unique_ptr<HsPosition>> cache;
  auto& slot = cache[{side, figures}];
  if (slot) return *slot;
  std::mt19937 rng(11);
  heroscape::Scenario s;
  s.envelope.name = "bench";
  s.envelope.coordinates = *pathing::parse_coordinate_system("odd-r");
  s.hexes.reserve(static_cast<std::size_t>(side) * side);
  // The hexes an obstacle or a figure takes, by index (marked as they are made: a search of
  // the hex list per obstacle made the set-up quadratic in the map).
  std::vector<char> used(static_cast<std::size_t>(side) * side, 0);
  for (int col = 0; col < side; ++col) {
    for (int row = 0; row < side; ++row) {
      s.hexes.push_back(s.envelope.coordinates.to_axial({col, row}));
      const int wave = (col / 3 + row / 4) % 6;
      s.levels.push_back(1 + (wave < 3 ? wave : 5 - wave) * 2 / 2);
      const unsigned t = rng() % 100;
      s.terrain.push_back(row % 10 == 5 ? heroscape::TerrainKind::Road
                          : t == 0      ? heroscape::TerrainKind::Water
                                        : heroscape::TerrainKind::Grass);
      if (t == 1 && col > 2) {
        s.obstacles.push_back({0, s.hexes.back(), std::nullopt, 3});
        used[s.hexes.size() - 1] = 1;
      }
    }
  }
  for (int i = 0; i < figures; ++i) {
    std::size_t h = i == 0 ? 0 : rng() % s.hexes.size();
    while (used[h]) h = (h + 1) % s.hexes.size();
    used[h] = 1;
    heroscape::FigureSpec f;
    f.id = "F" + std::to_string(i);
    f.side = i % 2 == 0 ? "red" : "blue";
    f.hexes = {s.hexes[h]};
    f.height = 5;
    f.move = 3 * side;
    f.range = 3 * side;  // every target in range: the per-target benchmark measures sight
    f.attack = 3;
    f.defense = 2;
    f.life = 4;
    s.figures.push_back(f);
  }
  s.acting = "F0";
  slot = std::make_unique<HsPosition>(HsPosition{heroscape::build_state(s)});
  return *slot;
}

void BM_HsPlainBfs(benchmark::State& state) {
  const auto& p = hs_position(static_cast<int>(state.range(0)), 2);
  const pathing::Board& b = p.state.board;
  pathing::OpenModel open(b);
  pathing::SearchResult r(b.size());
  bench::Yardstick y(b);
  bench::interleave(state, y, [&] {
    pathing::search_bfs(pathing::ForwardGraph<pathing::OpenModel>{&open}, 0, r);
    benchmark::DoNotOptimize(r.reached_cells().data());
  });
  state.counters["hexes"] = static_cast<double>(b.size());
}

// A move search with its model, built per call as decide() builds it; `run` searches and
// returns what the search found (states reached, labels kept).
template <class Search, class Run>
void hs_search_benchmark(benchmark::State& state, const char* found, Run run) {
  const auto& p = hs_position(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  const heroscape::Profile& profile = heroscape::profile(0);
  Search search;
  heroscape::CellWords words;  // as decide()'s workspace keeps them
  std::size_t count = 0;
  bench::Yardstick y(p.state.board);
  bench::interleave(state, y, [&] {
    heroscape::MoveModel model(p.state, profile, p.state.acting, &words);
    count = run(search, model);
  });
  state.counters["hexes"] = static_cast<double>(p.state.board.size());
  state.counters[found] = static_cast<double>(count);
}

// `run_direct`, the search by hand the program uses (the explanations' search without the
// budget).
void BM_HsReach(benchmark::State& state) {
  hs_search_benchmark<heroscape::MoveSearch>(state, "states", [](auto& search, auto& model) {
    search.run_direct(model);
    return search.reached_count();
  });
}

// The same search through BGL's Dijkstra (MoveSearch::run, its reference).
void BM_HsReachBoost(benchmark::State& state) {
  hs_search_benchmark<heroscape::MoveSearch>(state, "states", [](auto& search, auto& model) {
    search.run(model);
    return search.reached_count();
  });
}

// What decide() runs: every path the player may choose (ParetoSearch), with its model.
void BM_HsPareto(benchmark::State& state) {
  hs_search_benchmark<heroscape::ParetoSearch>(state, "labels", [](auto& search, auto& model) {
    search.run(model);
    return search.kept_count();
  });
}

void BM_HsAttackOdds(benchmark::State& state) {
  const int attack = static_cast<int>(state.range(0));
  const int defense = static_cast<int>(state.range(1));
  for (auto _ : state) {
    auto w = heroscape::attack_wounds(attack, defense);
    benchmark::DoNotOptimize(w.expected());
    benchmark::DoNotOptimize(w.at_least(2));
  }
}

// One target from one destination: range, 3-D sight (eight hit-zone points at most) and the
// exact odds, on the 100 x 100 map.
void BM_HsAttackPerTarget(benchmark::State& state) {
  const auto& p = hs_position(100, 100);
  const heroscape::State& st = p.state;
  const heroscape::Profile& profile = heroscape::profile(0);
  const pathing::Solids solids = heroscape::build_solids(st, profile);
  const auto from = st.figures[st.acting].cells;
  heroscape::FigureIndex target = 1;
  int best = 1 << 30;
  for (heroscape::FigureIndex i = 1; i < st.figures.size(); ++i) {
    const int d = st.board.distance(from[0], st.figures[i].cells[0]);
    if (st.enemies(st.acting, i) && d > 1 && d < best) best = d, target = i;
  }
  std::vector<heroscape::FigureIndex> engaged;
  for (auto _ : state) {
    std::string why;
    auto a = heroscape::attack_from(st, profile, solids, from, engaged, target, &why);
    benchmark::DoNotOptimize(a);
  }
  state.counters["distance"] = best;
}

BENCHMARK(BM_HsPlainBfs)
    ->ArgName("side")
    ->RangeMultiplier(2)
    ->Range(128, 1024)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);
void reach_args(benchmark::internal::Benchmark* b) {
  b->ArgNames({"side", "figures"});
  for (const auto& a : std::vector<std::vector<std::int64_t>>{{100, 10},
                                                              {100, 1000},
                                                              {128, 10},
                                                              {256, 10},
                                                              {512, 10},
                                                              {1000, 10},
                                                              {1000, 1000},
                                                              {1000, 10000},
                                                              {1024, 10}}) {
    b->Args(a);
  }
  b->UseManualTime()->Unit(benchmark::kMillisecond);
}
BENCHMARK(BM_HsReach)->Apply(reach_args);
BENCHMARK(BM_HsReachBoost)->Apply(reach_args);
BENCHMARK(BM_HsPareto)->Apply(reach_args);
BENCHMARK(BM_HsAttackOdds)
    ->ArgNames({"attack", "defense"})
    ->Args({3, 2})
    ->Args({8, 6})
    ->Args({22, 22});
BENCHMARK(BM_HsAttackPerTarget)->Unit(benchmark::kMicrosecond);

}  // namespace
