// The cost of every size issue 16 named, swept up to the loader's limits (docs/format.md,
// "Limits"): area-of-effect size (melee and ranged), attack range, summons of one summoner,
// icy runs, the map size `render` draws, and the map size under far targets. Each position is a
// format-1 file built here and loaded as the command line loads it; the README's "Speed" section
// fits the growth.
#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdlib>
#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <ostream>
#include <streambuf>
#include <string>
#include <utility>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/report/svg.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace {

using namespace arbiter;
using nlohmann::json;

struct Loaded {
  scenario::Scenario scenario;
  pathing::Board board;
};

// Offsets within `reach` of [0, 0], nearest first, the first `n` of them (not [0, 0]).
json area(int n, bool ranged) {
  json out = json::array();
  if (ranged) out.push_back({0, 0});
  for (int d = 1; static_cast<int>(out.size()) < n; ++d)
    for (int dq = -d; dq <= d && static_cast<int>(out.size()) < n; ++dq)
      for (int dr = -d; dr <= d && static_cast<int>(out.size()) < n; ++dr)
        if (pathing::hex_distance({0, 0}, {dq, dr}) == d) out.push_back({dq, dr});
  return out;
}

json monster(const std::string& id, int c, int r) {
  return {
      {"id", id}, {"side", "monsters"}, {"kind", "monster"}, {"hex", {c, r}}, {"initiative", 50}};
}
json character(const std::string& id, int c, int r, int initiative) {
  return {{"id", id},
          {"side", "players"},
          {"kind", "character"},
          {"hex", {c, r}},
          {"initiative", initiative}};
}

json file(int columns, int rows, json figures, json turn, json terrain = json::object()) {
  return {{"format", 1},
          {"game", "gloomhaven"},
          {"name", "bounds"},
          {"coordinates", "even-q"},
          {"map", {{"hexes", {{"columns", columns}, {"rows", rows}}}, {"terrain", terrain}}},
          {"figures", std::move(figures)},
          {"turn", std::move(turn)}};
}

const Loaded& load(const std::string& key, const std::function<json()>& make) {
  static std::map<std::string, std::unique_ptr<Loaded>> cache;
  auto& slot = cache[key];
  if (!slot) {
    auto s = scenario::parse_scenario(make().dump(), key);
    auto b = scenario::build_board(s);
    slot = std::make_unique<Loaded>(Loaded{std::move(s), std::move(b)});
  }
  return *slot;
}

// The acting monster in the middle of a 31 x 31 map, 200 characters on every other hex
// around it: every placement of the area touches several enemies.
json crowded(int hexes, bool ranged, int range) {
  json figures = json::array({monster("A", 15, 15)});
  int i = 0;
  for (int c = 3; c < 28; ++c)
    for (int r = 3; r < 28; ++r)
      if ((c + r) % 2 == 0 && std::abs(c - 15) + std::abs(r - 15) > 3 && i < 200)
        figures.push_back(character("C" + std::to_string(i), c, r, 10 + i % 80)), ++i;
  return file(31, 31, figures,
              {{"figure", "A"},
               {"move", 3},
               {"attack",
                {{"range", range},
                 {"targets", 2},
                 {"aoe", {{"melee", !ranged}, {"hexes", area(hexes, ranged)}}}}}});
}

void decide(benchmark::State& state, const Loaded& p) {
  const auto profile = gloomhaven::profile_for(scenario::RuleSet::Gloomhaven);
  gloomhaven::TurnWorkspace ws;
  std::size_t options = 0;
  for (auto _ : state) {
    const auto d = gloomhaven::decide_turn(p.scenario, p.board, profile, ws);
    options = d.options.size();
    benchmark::DoNotOptimize(options);
  }
  state.counters["options"] = static_cast<double>(options);
}

// Sizes swept up to the loader's limit of 19 hexes.
void area_sizes(benchmark::internal::Benchmark* b) {
  b->ArgName("hexes")->Unit(benchmark::kMillisecond);
  for (int hexes : {2, 4, 7, 13, 19}) b->Arg(hexes);
}

void BM_AreaMelee(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  decide(state, load("melee" + std::to_string(n), [&] { return crowded(n, false, 0); }));
}
BENCHMARK(BM_AreaMelee)->Apply(area_sizes);

void BM_AreaRanged(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  decide(state, load("ranged" + std::to_string(n), [&] { return crowded(n, true, 5); }));
}
BENCHMARK(BM_AreaRanged)->Apply(area_sizes);

// The worst ranged area the loader accepts: 19 hexes reaching 6 from [0, 0], range 20.
void BM_AreaRangedAtLimits(benchmark::State& state) {
  decide(state, load("ranged-limits", [] {
           json j = crowded(19, true, 20);
           json& hexes = j["turn"]["attack"]["aoe"]["hexes"];
           hexes.back() = {6, 0};
           return j;
         }));
}
BENCHMARK(BM_AreaRangedAtLimits)->Unit(benchmark::kMillisecond);

// A ranged single-target attack on a 400 x 400 open map, 12 characters spread far away.
void BM_Range(benchmark::State& state) {
  const int range = static_cast<int>(state.range(0));
  decide(
      state, load("range" + std::to_string(range), [&] {
        json figures = json::array({monster("A", 200, 200)});
        for (int i = 0; i < 12; ++i)
          figures.push_back(character("C" + std::to_string(i), 20 + 30 * i, 380 - 25 * i, 10 + i));
        return file(400, 400, figures,
                    {{"figure", "A"}, {"move", 3}, {"attack", {{"range", range}, {"targets", 1}}}});
      }));
}
BENCHMARK(BM_Range)->ArgName("range")->Arg(2)->Arg(5)->Arg(10)->Arg(20)->Unit(
    benchmark::kMillisecond);

// A range-20 attack on a side x side open map, the focus on the far edge: out of reach, so
// the monster moves towards 21 tied attack hexes around it. Up to the loader's limit of
// 1048576 hexes (1024 x 1024). Move 3 weighs 37 end cells; move 8, 217 (past 64: the sets
// of best end cells are found after the search, towards_cone).
void far_targets(benchmark::State& state, int move) {
  const int side = static_cast<int>(state.range(0));
  decide(state, load("far" + std::to_string(side) + "-" + std::to_string(move), [&] {
           return file(
               side, side,
               json::array({monster("A", 0, side / 2), character("C", side - 1, side / 2, 10)}),
               {{"figure", "A"}, {"move", move}, {"attack", {{"range", 20}, {"targets", 1}}}});
         }));
  state.counters["hexes"] = static_cast<double>(side) * side;
}
void BM_FarTargets(benchmark::State& state) {
  far_targets(state, 3);
}
void BM_FarTargetsMove8(benchmark::State& state) {
  far_targets(state, 8);
}
BENCHMARK(BM_FarTargets)
    ->ArgName("side")
    ->RangeMultiplier(2)
    ->Range(128, 1024)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FarTargetsMove8)
    ->ArgName("side")
    ->RangeMultiplier(2)
    ->Range(128, 1024)
    ->Unit(benchmark::kMillisecond);

// Summons of one summoner listed before it, all at the same distance band from the monster.
void BM_Summons(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  decide(state, load("summons" + std::to_string(n), [&] {
           const int side = 2 * static_cast<int>(std::sqrt(n)) + 8;
           json figures = json::array({monster("A", 0, 0)});
           for (int k = 0, c = 2; c < side; c += 2)
             for (int r = 2; r < side && k < n; r += 2, ++k)
               figures.push_back({{"id", "S" + std::to_string(k)},
                                  {"side", "players"},
                                  {"kind", "summon"},
                                  {"hex", {c, r}},
                                  {"summoner", "C"},
                                  {"summon_order", (k * 7919) % n + 1}});
           figures.push_back(character("C", side - 1, side - 1, 30));
           return file(side, side, figures,
                       {{"figure", "A"}, {"move", 2}, {"attack", {{"range", 0}, {"targets", 1}}}});
         }));
}
BENCHMARK(BM_Summons)
    ->ArgName("summons")
    ->Arg(250)
    ->Arg(1000)
    ->Arg(4000)
    ->Arg(9000)
    ->Unit(benchmark::kMillisecond);

// An all-icy side x side map, move 1, the character in the far corner: every step slides.
void BM_IcyMap(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  decide(state, load("icy" + std::to_string(side), [&] {
           json icy = json::array();
           for (int c = 0; c < side; ++c)
             for (int r = 0; r < side; ++r)
               if ((c != 0 || r != 0) && (c != side - 1 || r != side - 1)) icy.push_back({c, r});
           return file(side, side,
                       json::array({monster("A", 0, 0), character("C", side - 1, side - 1, 10)}),
                       {{"figure", "A"}, {"move", 1}, {"attack", {{"range", 0}, {"targets", 1}}}},
                       {{"icy", icy}});
         }));
}
BENCHMARK(BM_IcyMap)->ArgName("side")->Arg(50)->Arg(100)->Arg(200)->Arg(400)->Unit(
    benchmark::kMillisecond);

// `render` of a whole side x side map, written to a stream that counts and drops the bytes.
class CountingBuf : public std::streambuf {
 public:
  std::size_t bytes = 0;

 protected:
  std::streamsize xsputn(const char*, std::streamsize n) override {
    bytes += static_cast<std::size_t>(n);
    return n;
  }
  int overflow(int c) override {
    ++bytes;
    return c;
  }
};

void BM_RenderMap(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  const Loaded& p = load("render" + std::to_string(side), [&] {
    return file(side, side,
                json::array({monster("A", 0, 0), character("C", side - 1, side - 1, 10)}),
                {{"figure", "A"}, {"move", 3}, {"attack", {{"range", 0}, {"targets", 1}}}});
  });
  gloomhaven::TurnWorkspace ws;
  const auto d = gloomhaven::decide_turn(
      p.scenario, p.board, gloomhaven::profile_for(scenario::RuleSet::Gloomhaven), ws);
  std::size_t bytes = 0;
  for (auto _ : state) {
    CountingBuf buf;
    std::ostream out(&buf);
    report::write_svg(out, p.scenario, p.board, d);
    bytes = buf.bytes;
  }
  state.counters["MB"] = static_cast<double>(bytes) / 1e6;
}
BENCHMARK(BM_RenderMap)
    ->ArgName("side")
    ->Arg(64)
    ->Arg(128)
    ->Arg(256)
    ->Arg(512)
    ->Unit(benchmark::kMillisecond);

}  // namespace
