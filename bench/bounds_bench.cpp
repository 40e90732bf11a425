// The cost of every size an input may grow in, swept up to the loader's limits (docs/format.md,
// "Limits"): area-of-effect size (melee and ranged), attack range, summons of one summoner,
// icy runs, the map size `render` draws, and the map size under far targets. Each position is a
// format-1 file built here and loaded as the command line loads it; the README's "Speed" section
// fits the growth. The other games and the round follow, each parameter swept up to its
// limit (BM_Bounds*): a file loaded with games::load_text and solved to JSON, as `solve` does.
#include <benchmark/benchmark.h>

#include <algorithm>
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

#include "bench/bench_stats.hpp"
#include "solver/games/games.hpp"
#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/report/svg.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace {

using namespace arbiter;
using nlohmann::json;

struct Loaded {
  gloomhaven::Scenario scenario;
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
    auto s = gloomhaven::parse_scenario(make().dump(), key);
    auto b = gloomhaven::build_board(s);
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
  const auto profile = gloomhaven::profile_for(gloomhaven::RuleSet::Gloomhaven);
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
// of best end cells are found after the search, towards_cone). A monster heading for a
// focus it cannot reach this turn: `x_limit` and `x_bfs` as the turn benchmarks report them
// (thread CPU, timed alternately with the baselines; bench/bench_stats.hpp).
void far_targets(benchmark::State& state, int move) {
  const int side = static_cast<int>(state.range(0));
  const Loaded& p = load("far" + std::to_string(side) + "-" + std::to_string(move), [&] {
    return file(side, side,
                json::array({monster("A", 0, side / 2), character("C", side - 1, side / 2, 10)}),
                {{"figure", "A"}, {"move", move}, {"attack", {{"range", 20}, {"targets", 1}}}});
  });
  const auto profile = gloomhaven::profile_for(gloomhaven::RuleSet::Gloomhaven);
  gloomhaven::TurnWorkspace ws;
  std::size_t options = 0;
  bench::Yardstick y(p.board);
  bench::interleave(state, y, [&] {
    const auto d = gloomhaven::decide_turn(p.scenario, p.board, profile, ws);
    options = d.options.size();
    benchmark::DoNotOptimize(options);
  });
  state.counters["options"] = static_cast<double>(options);
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
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FarTargetsMove8)
    ->ArgName("side")
    ->RangeMultiplier(2)
    ->Range(128, 1024)
    ->UseManualTime()
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
      p.scenario, p.board, gloomhaven::profile_for(gloomhaven::RuleSet::Gloomhaven), ws);
  std::size_t bytes = 0;
  for (auto _ : state) {
    CountingBuf buf;
    std::ostream out(&buf);
    gloomhaven::report::write_svg(out, p.scenario, p.board, d);
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

// --- The other games and the round, each parameter up to its limit ----------------------

// Solves a file of any game as `solve --format json` does, the file loaded once.
void solve_file(benchmark::State& state, const std::string& key,
                const std::function<json()>& make) {
  static std::map<std::string, std::unique_ptr<game::LoadedScenario>> cache;
  auto& slot = cache[key];
  if (!slot) slot = games::load_text(make().dump(), key);
  game::Workspace ws;
  game::SolveRequest r;
  r.json = true;
  std::size_t bytes = 0;
  for (auto _ : state) {
    bytes = slot->solve(r, ws).size();
    benchmark::DoNotOptimize(bytes);
  }
  state.counters["KB"] = static_cast<double>(bytes) / 1e3;
}

json hs_figure(const std::string& id, const std::string& side, int c, int r, int move, int range) {
  return {{"id", id},       {"side", side}, {"hexes", {{c, r}}}, {"height", 5}, {"move", move},
          {"range", range}, {"attack", 3},  {"defense", 3},      {"life", 4}};
}

// A side x side Heroscape map, the mover in the middle, `enemies` enemies around it within
// reach of every destination.
json hs_file(int side, int move, int range, int enemies) {
  json figures = json::array({hs_figure("A", "red", side / 2, side / 2, move, range)});
  for (int i = 0; i < enemies; ++i) {
    const int c = side / 2 - 8 + 2 * (i % 8), r = side / 2 + 3 + i / 8;
    figures.push_back(hs_figure("E" + std::to_string(i), "blue", c, r, 3, 1));
  }
  return {{"format", 1},
          {"game", "heroscape"},
          {"name", "bounds"},
          {"coordinates", "even-q"},
          {"map", {{"hexes", {{"columns", side}, {"rows", side}}}}},
          {"figures", figures},
          {"turn", {{"figure", "A"}}}};
}

// Move up to the limit of 20: the destinations grow with the square of Move.
void BM_BoundsHeroscapeMove(benchmark::State& state) {
  const int move = static_cast<int>(state.range(0));
  solve_file(state, "hs-move" + std::to_string(move), [&] { return hs_file(64, move, 10, 16); });
}
BENCHMARK(BM_BoundsHeroscapeMove)
    ->ArgName("move")
    ->Arg(5)
    ->Arg(10)
    ->Arg(20)
    ->Unit(benchmark::kMillisecond);

// Enemies up to the limit of 128 figures: each destination weighs an attack on each.
void BM_BoundsHeroscapeEnemies(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  solve_file(state, "hs-enemies" + std::to_string(n), [&] { return hs_file(64, 10, 20, n); });
}
BENCHMARK(BM_BoundsHeroscapeEnemies)
    ->ArgName("enemies")
    ->Arg(16)
    ->Arg(32)
    ->Arg(64)
    ->Arg(127)
    ->Unit(benchmark::kMillisecond);

// The map up to the limit of 65536 hexes (256 x 256), Move 10.
void BM_BoundsHeroscapeMap(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  solve_file(state, "hs-map" + std::to_string(side), [&] { return hs_file(side, 10, 10, 16); });
}
BENCHMARK(BM_BoundsHeroscapeMap)
    ->ArgName("side")
    ->Arg(64)
    ->Arg(128)
    ->Arg(256)
    ->Unit(benchmark::kMillisecond);

json aq_file(int side, int move, int monsters) {
  json heroes = json::array();
  for (int i = 0; i < 4; ++i) {
    heroes.push_back({{"id", "H" + std::to_string(i)},
                      {"player", i % 2 ? "blue" : "red"},
                      {"cell", {side / 2 + i, side / 2}},
                      {"hp", 6},
                      {"defense", 2},
                      {"attacks",
                       {{{"name", "Sword"}, {"kind", "melee"}, {"dice", 3}},
                        {{"name", "Bow"}, {"kind", "ranged"}, {"dice", 2}}}}});
  }
  json ms = json::array();
  for (int i = 0; i < monsters; ++i) {
    ms.push_back({{"id", "M" + std::to_string(i)},
                  {"cell", {side / 2 - 8 + i % 16, side / 2 + 2 + i / 16}},
                  {"hp", 4},
                  {"move", std::min(move, 4)},  // the monsters' limit
                  {"attack", {{"kind", "melee"}, {"dice", 3}}},
                  {"defense", 2},
                  {"overkill", 2},
                  {"coins", 1}});
  }
  return {{"format", 1},
          {"game", "arcadia-quest"},
          {"name", "bounds"},
          {"coordinates", "square"},
          {"board", {{"cells", {{"columns", side}, {"rows", side}}}}},
          {"dice",
           {{"attack", {{"faces", 6}, {"melee", 2}, {"ranged", 2}, {"crit", 1}}},
            {"defense", {{"faces", 6}, {"shield", 3}, {"crit", 1}}}}},
          {"players", {"red", "blue"}},
          {"heroes", heroes},
          {"monsters", ms},
          {"turn", {{"hero", "H0"}, {"move", move}}}};
}

// The hero's move up to the limit of 6 (the monsters' up to their 4): destinations and
// payback moves grow with its square.
void BM_BoundsArcadiaMove(benchmark::State& state) {
  const int move = static_cast<int>(state.range(0));
  solve_file(state, "aq-move" + std::to_string(move), [&] { return aq_file(64, move, 8); });
}
BENCHMARK(BM_BoundsArcadiaMove)
    ->ArgName("move")
    ->Arg(2)
    ->Arg(4)
    ->Arg(6)
    ->Unit(benchmark::kMillisecond);

// Monsters up to the limit of 24: each is a target from every destination.
void BM_BoundsArcadiaMonsters(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  solve_file(state, "aq-monsters" + std::to_string(n), [&] { return aq_file(64, 6, n); });
}
BENCHMARK(BM_BoundsArcadiaMonsters)
    ->ArgName("monsters")
    ->Arg(4)
    ->Arg(8)
    ->Arg(16)
    ->Arg(24)
    ->Unit(benchmark::kMillisecond);

// Hearts up to the limit of 60, with six one-cell tiles in the market and grumble to buy
// them: the expectimax over rerolls grows with the hearts.
void BM_BoundsGrumblestoneHearts(benchmark::State& state) {
  const int hearts = static_cast<int>(state.range(0));
  solve_file(state, "gs-hearts" + std::to_string(hearts), [&] {
    json slots = json::array();
    for (int i = 0; i < 6; ++i) slots.push_back({{"cost", 1}, {"tile", {{"rows", {"A"}}}}});
    json me = {{"id", "P1"}, {"golem", "cyclonia"}, {"hearts", hearts}, {"grumble", 20}};
    me["board"]["icons"] = {"A.H.S.", ".G.A.H", "S.A.G.", ".H.S.A", "G.A.H.", ".S.G.A"};
    json other = {{"id", "P2"}, {"golem", "amber"}, {"hearts", 10}};
    json f = {{"format", 1}, {"game", "grumblestone"}, {"name", "bounds"}};
    f["players"] = json::array({me, other});
    f["market"]["slots"] = slots;
    f["turn"] = {{"player", "P1"}, {"dice", {3, 4}}};
    return f;
  });
}
BENCHMARK(BM_BoundsGrumblestoneHearts)
    ->ArgName("hearts")
    ->Arg(8)
    ->Arg(30)
    ->Arg(60)
    ->Unit(benchmark::kMillisecond);

// A round on a side x side map: `monsters` monsters of 4 types move and attack, one
// character far away. Figures x hexes is limited to 2^19.
json round_file(int side, int monsters) {
  json types = json::object();
  for (int t = 0; t < 4; ++t) {
    types["T" + std::to_string(t)] = {
        {"normal", {{"hp", 6}, {"move", 3}, {"attack", 2}, {"range", 0}}},
        {"card", {{"initiative", 10 + t}, {"actions", {{{"move", "+0"}}, {{"attack", "+0"}}}}}}};
  }
  json figures = json::array();
  for (int i = 0; i < monsters; ++i) {
    figures.push_back({{"id", "M" + std::to_string(i)},
                       {"side", "monsters"},
                       {"kind", "monster"},
                       {"hex", {2 * (i % (side / 2)), 2 * (i / (side / 2))}},
                       {"type", "T" + std::to_string(i % 4)},
                       {"rank", "normal"},
                       {"standee", 1 + i / 4}});
  }
  figures.push_back({{"id", "C1"},
                     {"side", "players"},
                     {"kind", "character"},
                     {"hex", {side - 1, side - 1}},
                     {"initiative", 99}});
  return {{"format", 1},
          {"game", "gloomhaven"},
          {"name", "bounds"},
          {"coordinates", "even-q"},
          {"map", {{"hexes", {{"columns", side}, {"rows", side}}}}},
          {"monster_types", types},
          {"figures", figures},
          {"round", json::object()}};
}

void BM_BoundsRoundFigures(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  solve_file(state, "round-figures" + std::to_string(n), [&] { return round_file(64, n); });
}
BENCHMARK(BM_BoundsRoundFigures)
    ->ArgName("monsters")
    ->Arg(4)
    ->Arg(8)
    ->Arg(16)
    ->Arg(32)
    ->Unit(benchmark::kMillisecond);

void BM_BoundsRoundMap(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  solve_file(state, "round-map" + std::to_string(side), [&] { return round_file(side, 8); });
}
BENCHMARK(BM_BoundsRoundMap)
    ->ArgName("side")
    ->Arg(32)
    ->Arg(64)
    ->Arg(128)
    ->Arg(240)
    ->Unit(benchmark::kMillisecond);

}  // namespace
