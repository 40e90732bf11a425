// Grumblestone: the full-turn solve (tumble expectimax over rerolls, rumble, market with
// joint tile placement) on a worst case: a board dense with icons, a full market of four
// tiles, grumble enough to buy all of them, and a sweep of hearts (each heart deepens the
// reroll search). `dice:3` is a Frostbite with its power (216-outcome yields, three dice
// to change). Counters: tumble states, rumbles valued, boards whose yield was computed.
#include <benchmark/benchmark.h>

#include <nlohmann/json.hpp>

#include "solver/grumblestone/decide.hpp"

namespace {

using namespace arbiter::grumblestone;

Scenario worst_case(int hearts, int dice, int grumble) {
  nlohmann::json j = nlohmann::json::parse(R"({"format": 1, "game": "grumblestone",
    "name": "bench",
    "players": [{"id": "P1", "golem": "cyclonia", "hearts": 1, "grumble": 0,
                 "board": {"icons": ["AH.GS.", ".SAG.H", "G.HA.S", "HA.S.G", ".GS.AH", "S.GH.A"],
                           "tiles": [{"at": [1, 1], "rows": ["A", "_", "G"]}]}},
                {"id": "P2", "golem": "amber", "hearts": 9, "shield": 1, "power": "power"},
                {"id": "P3", "golem": "crumbleclad", "hearts": 7}],
    "market": {"slots": [{"cost": 3, "tile": {"rows": ["A_", "G."]}},
                         {"cost": 3, "tile": {"rows": ["HS"]}},
                         {"cost": 4, "tile": {"rows": ["A_A"]}},
                         {"cost": 5, "tile": {"rows": ["GG", "H."]}}]},
    "turn": {"player": "P1", "dice": [2, 5]}})");
  j["players"][0]["hearts"] = hearts;
  j["players"][0]["grumble"] = grumble;
  if (dice == 3) {
    j["players"][0]["golem"] = "frostbite";
    j["players"][0]["board"]["tiles"][0] = {{"at", {1, 1}},
                                            {"rows", {"A", "_", "G", "_", "_", "_"}}};
    j["turn"]["dice"] = {2, 5, 3};
  }
  return read_scenario(j, "bench.json");
}

void BM_GrumbleTurn(benchmark::State& state) {
  const Scenario s = worst_case(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)),
                                static_cast<int>(state.range(2)));
  Decision d;
  for (auto _ : state) {
    d = decide(s, profile(0, false));
    benchmark::DoNotOptimize(d.actions.data());
  }
  state.counters["states"] = static_cast<double>(d.states);
  state.counters["rumbles"] = static_cast<double>(d.terminals);
  state.counters["boards"] = static_cast<double>(d.boards);
}
BENCHMARK(BM_GrumbleTurn)
    ->ArgNames({"hearts", "dice", "grumble"})
    ->ArgsProduct({{1, 2, 4, 8, 16, 32}, {2, 3}, {0}})
    ->Args({8, 2, 15})
    ->Args({8, 3, 15})
    ->Args({32, 3, 15})
    ->Unit(benchmark::kMillisecond);

}  // namespace
