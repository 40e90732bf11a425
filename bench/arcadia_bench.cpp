// Arcadia Quest: the whole decision of one hero (every cell, card and target with its guard
// reaction, payback choices and exact outcome) on square boards of growing size, and the
// exact odds of one attack with exploding dice.
#include <benchmark/benchmark.h>

#include <map>
#include <memory>
#include <random>

#include "solver/arcadia/decide.hpp"

namespace {

using namespace arbiter;

// A side x side board with walls on 5% of the edges, `monsters` monsters of 2-6 hp and
// move 1-4, dice of 6 faces with a crit; the hero (move 6, a melee and a ranged card) in
// the middle.
struct AqPosition {
  arcadia::Scenario scenario;
  arcadia::State state;
};

const AqPosition& aq_position(int side, int monsters) {
  static std::map<std::pair<int, int>, std::unique_ptr<AqPosition>> cache;
  auto& slot = cache[{side, monsters}];
  if (slot) return *slot;
  std::mt19937 rng(5);
  slot = std::make_unique<AqPosition>();
  arcadia::Scenario& s = slot->scenario;
  s.envelope.name = "bench";
  for (int y = 0; y < side; ++y) {
    for (int x = 0; x < side; ++x) {
      s.cells.push_back({x, y});
      if (x + 1 < side && rng() % 20 == 0) s.walls.push_back({{x, y}, {x + 1, y}});
    }
  }
  s.dice = {6, 2, 2, 1, 6, 2, 1, 0};
  s.players = {"yellow", "blue"};
  arcadia::HeroSpec h;
  h.id = "B";
  h.player = "blue";
  h.cell = {side / 2, side / 2};
  h.hp = 6;
  h.defense = 2;
  h.attacks = {{"Sword", arcadia::AttackKind::Melee, 3, false},
               {"Bow", arcadia::AttackKind::Ranged, 3, false}};
  s.heroes.push_back(h);
  for (int i = 0; i < monsters; ++i) {
    arcadia::MonsterSpec m;
    m.id = "M" + std::to_string(i);
    m.cell = {static_cast<int>(rng() % side), static_cast<int>(rng() % side)};
    if (m.cell == h.cell) m.cell.q = (m.cell.q + 1) % side;
    m.hp = 2 + static_cast<int>(rng() % 5);
    m.move = 1 + static_cast<int>(rng() % 4);
    m.defense = 1 + static_cast<int>(rng() % 3);
    m.overkill = 2 + static_cast<int>(rng() % 4);
    m.coins = 1;
    m.attack = {"", rng() % 2 ? arcadia::AttackKind::Melee : arcadia::AttackKind::Ranged,
                2 + static_cast<int>(rng() % 3), rng() % 5 == 0};
    s.monsters.push_back(m);
  }
  s.acting = "B";
  s.move = 6;
  slot->state = arcadia::build_state(s);
  return *slot;
}

void BM_AqDecide(benchmark::State& state) {
  const AqPosition& pos =
      aq_position(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  std::size_t options = 0;
  for (auto _ : state) {
    const auto d = arcadia::decide(pos.state, arcadia::profile(0), arcadia::Objective::Net);
    options = d.options.size();
    benchmark::DoNotOptimize(options);
  }
  state.counters["options"] = static_cast<double>(options);
}
BENCHMARK(BM_AqDecide)
    ->ArgNames({"side", "monsters"})
    ->Args({12, 8})
    ->Args({40, 30})
    ->Unit(benchmark::kMillisecond);

void BM_AqExplodingOdds(benchmark::State& state) {
  const odds::ExplodingDie attack{6, 2, 1}, defence{6, 2, 1};
  for (auto _ : state) {
    benchmark::DoNotOptimize(odds::exploding_excess(attack, static_cast<int>(state.range(0)),
                                                    defence, static_cast<int>(state.range(1)), 6));
  }
}
BENCHMARK(BM_AqExplodingOdds)
    ->ArgNames({"attack", "defense"})
    ->Args({3, 2})
    ->Args({6, 4})
    ->Unit(benchmark::kMicrosecond);

}  // namespace
