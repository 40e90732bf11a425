// Full monster turns and focus alone on generated rooms-and-corridors maps, and the whole
// conformance folder. Every turn benchmark also reports `x_limit` and `x_bfs`: its median
// thread CPU time over that of the limit BFS (bench/limit_bfs.hpp) and of one Boost BFS of
// the same map, timed alternately with it (bench/bench_stats.hpp).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "bench/bench_stats.hpp"
#include "pathing/graph.hpp"
#include "pathing/search.hpp"
#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/generate.hpp"

namespace {

using namespace arbiter;

struct Position {
  gloomhaven::Scenario scenario;
  pathing::Board board;
};

// Hexes as the command line counts them (`generate --columns C --rows R`: C x R, walls
// included, the loader's limit), and those a figure can stand on (the board's cells).
void count_hexes(benchmark::State& state, const Position& p) {
  state.counters["hexes"] = static_cast<double>(p.scenario.map.hexes.size());
  state.counters["open_hexes"] = static_cast<double>(p.board.size());
}

using bench::median_of;

// Generated once per parameter set and kept for the whole run.
const Position& position(int side, int figures, gloomhaven::GeneratedAttack attack) {
  static std::map<std::tuple<int, int, int>, std::unique_ptr<Position>> cache;
  auto& slot = cache[{side, figures, static_cast<int>(attack)}];
  if (!slot) {
    gloomhaven::GeneratorOptions o;
    o.columns = side == 16 ? 16 : side;
    o.rows = side == 16 ? 7 : side;
    o.figures = figures;
    o.seed = 7;
    o.attack = attack;
    auto s = gloomhaven::generate_scenario(o);
    auto b = gloomhaven::build_board(s);
    slot = std::make_unique<Position>(Position{std::move(s), std::move(b)});
  }
  return *slot;
}

bool fits(int side, int figures) {
  const long cells = side == 16 ? 16L * 7 : static_cast<long>(side) * side;
  return figures * 4 <= cells;
}

template <bool kFocusOnly>
void run_turns(benchmark::State& state, gloomhaven::GeneratedAttack attack) {
  const int side = static_cast<int>(state.range(0));
  const int figures = static_cast<int>(state.range(1));
  if (!fits(side, figures)) {
    state.SkipWithError("too many figures for the map");
    return;
  }
  const Position& p = position(side, figures, attack);
  const auto profile = gloomhaven::profile_for(gloomhaven::RuleSet::Gloomhaven);
  gloomhaven::TurnWorkspace workspace;
  bench::Yardstick y(p.board);
  bench::interleave(state, y, [&] {
    auto d = kFocusOnly ? gloomhaven::decide_focus(p.scenario, p.board, profile, workspace)
                        : gloomhaven::decide_turn(p.scenario, p.board, profile, workspace);
    benchmark::DoNotOptimize(d);
  });
  count_hexes(state, p);
  // Memory held per map hex: the board's tables and the turn's reusable work arrays.
  state.counters["bytes_per_hex"] = static_cast<double>(
      pathing::Board::bytes_per_cell() + gloomhaven::TurnWorkspace::bytes_per_cell());
}

// One Boost BFS of the generated map (what `x_bfs` divides by), against the limit.
void BM_PlainBfs(benchmark::State& state) {
  const Position& p =
      position(static_cast<int>(state.range(0)), 2, gloomhaven::GeneratedAttack::Melee);
  pathing::OpenModel open(p.board);
  pathing::SearchResult r(p.board.size());
  bench::Yardstick y(p.board);
  bench::interleave(state, y, [&] {
    pathing::search_bfs(pathing::ForwardGraph<pathing::OpenModel>{&open}, 0, r);
    benchmark::DoNotOptimize(r.reached_cells().size());
  });
  count_hexes(state, p);
}

void BM_Focus(benchmark::State& s) {
  run_turns<true>(s, gloomhaven::GeneratedAttack::Melee);
}
void BM_TurnMelee(benchmark::State& s) {
  run_turns<false>(s, gloomhaven::GeneratedAttack::Melee);
}
void BM_TurnRanged(benchmark::State& s) {
  run_turns<false>(s, gloomhaven::GeneratedAttack::Ranged);
}
void BM_TurnArea(benchmark::State& s) {
  run_turns<false>(s, gloomhaven::GeneratedAttack::Area);
}
void BM_TurnMultiTarget(benchmark::State& s) {
  run_turns<false>(s, gloomhaven::GeneratedAttack::MultiTarget);
}
void BM_TurnFlying(benchmark::State& s) {
  run_turns<false>(s, gloomhaven::GeneratedAttack::Flying);
}

// A 16 x 7 room; the size sweep 128 .. 1024 with 10 figures; the 1000 x 1000 map of the
// targets with 10, 100 and 1000.
void turn_sizes(benchmark::internal::Benchmark* b) {
  b->ArgNames({"side", "figures"});
  b->Args({16, 10});
  for (int side : {128, 256, 512, 1024}) b->Args({side, 10});
  for (int figures : {10, 100, 1000}) b->Args({1000, figures});
  b->UseManualTime()->Unit(benchmark::kMillisecond);
}

BENCHMARK(BM_PlainBfs)
    ->ArgName("side")
    ->Arg(16)
    ->Arg(128)
    ->Arg(256)
    ->Arg(512)
    ->Arg(1000)
    ->Arg(1024)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Focus)->Apply(turn_sizes);
BENCHMARK(BM_TurnMelee)->Apply(turn_sizes);
BENCHMARK(BM_TurnRanged)->Apply(turn_sizes);
BENCHMARK(BM_TurnArea)->Apply(turn_sizes);
BENCHMARK(BM_TurnMultiTarget)->Apply(turn_sizes);
BENCHMARK(BM_TurnFlying)->Apply(turn_sizes);

using bench::thread_seconds;

// Every conformance position under every rule set it names, loaded once; one iteration
// solves them all. Each solve is also timed alone (thread CPU time): `us_per_solve` is the
// median solve of the folder, `max_solve_us` the slowest position's median solve (both in
// microseconds).
void BM_ConformanceFolder(benchmark::State& state) {
  namespace fs = std::filesystem;
  // ARBITER_CONFORMANCE_DIR points it at another folder (a subset, when profiling).
  const char* env = std::getenv("ARBITER_CONFORMANCE_DIR");
  const fs::path dir =
      env ? fs::path(env)
          : fs::path(ARBITER_SOURCE_DIR) / ".." / "shared" / "conformance" / "gloomhaven";
  if (!fs::is_directory(dir)) {
    state.SkipWithError("conformance folder absent");
    return;
  }
  struct Case {
    gloomhaven::Scenario s;
    pathing::Board b;
    gloomhaven::RuleSet rules;
    std::vector<double> times;
  };
  std::vector<std::shared_ptr<Case>> cases;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.path().extension() != ".json") continue;
    auto s = gloomhaven::load_scenario(entry.path().string());
    auto b = gloomhaven::build_board(s);
    for (const auto& [rules, expected] : s.expect)
      cases.push_back(std::make_shared<Case>(Case{s, b, rules, {}}));
  }
  gloomhaven::TurnWorkspace workspace;
  for (auto _ : state) {
    for (const auto& c : cases) {
      const double t0 = thread_seconds();
      auto d = gloomhaven::decide_turn(c->s, c->b, gloomhaven::profile_for(c->rules), workspace);
      c->times.push_back(thread_seconds() - t0);
      benchmark::DoNotOptimize(d);
    }
  }
  std::vector<double> medians;
  for (const auto& c : cases) medians.push_back(median_of(c->times));
  // ARBITER_BENCH_SLOWEST=N: the N slowest positions (median solve each) on stderr.
  if (const char* slowest = std::getenv("ARBITER_BENCH_SLOWEST")) {
    std::vector<std::size_t> order(cases.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](std::size_t x, std::size_t y) { return medians[x] > medians[y]; });
    order.resize(std::min(order.size(), static_cast<std::size_t>(std::atoi(slowest))));
    for (std::size_t i : order)
      std::fprintf(stderr, "slowest: %s %s %.1f us\n", cases[i]->s.name.c_str(),
                   std::string(gloomhaven::rule_set_name(cases[i]->rules)).c_str(),
                   medians[i] * 1e6);
  }
  state.counters["positions"] = static_cast<double>(cases.size());
  state.counters["us_per_solve"] = median_of(medians) * 1e6;
  state.counters["max_solve_us"] =
      medians.empty() ? 0 : *std::max_element(medians.begin(), medians.end()) * 1e6;
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * cases.size()));
}
BENCHMARK(BM_ConformanceFolder)->Unit(benchmark::kMillisecond);

// The worst case of step 3's target groups: `candidates` characters with no initiatives
// (so every extra target ties with every other) around a monster on an open map, all in
// range, attacked with `targets` targets (0: "all"). The groups it may choose grow as
// binomial coefficients; 3.1 weighs each hex's best key from counts and lists the sets of
// the winning hexes only.
void BM_TargetGroups(benchmark::State& state) {
  const int candidates = static_cast<int>(state.range(0));
  const int targets = static_cast<int>(state.range(1));
  std::string figures;
  int placed = 0;
  for (int r = 0; r < 11 && placed < candidates; ++r) {
    for (int q = 0; q < 11 && placed < candidates; ++q) {
      if ((q + r) % 2 != 0 || (q == 5 && r == 5)) continue;
      figures += "{\"id\": \"C" + std::to_string(++placed) +
                 "\", \"side\": \"players\", \"kind\": \"character\", \"hex\": [" +
                 std::to_string(q) + ", " + std::to_string(r) + "]},";
    }
  }
  const std::string text =
      std::string(
          R"({"format": 1, "game": "gloomhaven", "name": "groups", "coordinates": "even-q",)") +
      R"("map": {"hexes": {"columns": 11, "rows": 11}}, "figures": [)" + figures +
      R"({"id": "A", "side": "monsters", "kind": "monster", "hex": [5, 5]}],)" +
      R"("turn": {"figure": "A", "move": 2, "movement": "normal", "attack": {"range": 8, "targets": )" +
      (targets == 0 ? std::string("\"all\"") : std::to_string(targets)) + "}}}";
  const auto s = gloomhaven::parse_scenario(text, "groups");
  const auto board = gloomhaven::build_board(s);
  gloomhaven::TurnWorkspace workspace;
  std::size_t options = 0;
  for (auto _ : state) {
    auto d = gloomhaven::decide_turn(s, board, gloomhaven::profile_for(gloomhaven::RuleSet::Jotl),
                                     workspace);
    options = d.options.size();
    benchmark::DoNotOptimize(d);
  }
  state.counters["candidates"] = placed;
  state.counters["options"] = static_cast<double>(options);
}
BENCHMARK(BM_TargetGroups)
    ->ArgNames({"candidates", "targets"})
    ->Args({6, 6})
    ->Args({12, 6})
    ->Args({30, 6})
    ->Args({12, 0})
    ->Args({30, 0})
    ->Unit(benchmark::kMillisecond);

}  // namespace
