// Exact attack-modifier odds (solver/odds/modifiers.hpp): one attack's damage distribution
// from the standard monster deck with 0, 5 or 10 bless and as many curse cards, in each
// draw mode, under the 1st-edition and the Frosthaven draw rules; and the same with three
// rolling cards added (a character's deck), where rolling runs make the draw longer.
// `x_normal` is the median time over the median of the plain normal draw from the standard
// deck, measured in the same process.
#include <benchmark/benchmark.h>

#include <chrono>
#include <vector>

#include "bench/bench_stats.hpp"
#include "solver/odds/modifiers.hpp"

namespace {

using namespace arbiter;
using bench::median_of;

odds::ModifierDeck deck_for(int extra, bool rolling) {
  odds::ModifierDeck d = odds::ModifierDeck::standard_monster();
  d.add_bless(extra);
  d.add_curse(extra);
  if (rolling) {
    for (const char* t : {"+1 rolling", "+1 rolling", "+2 rolling"})
      d.cards.push_back(*odds::parse_modifier(t));
  }
  return d;
}

double time_once(const odds::ModifierDeck& d, const odds::AttackInput& in,
                 const odds::DrawRules& r) {
  const auto t0 = std::chrono::steady_clock::now();
  benchmark::DoNotOptimize(odds::attack_odds(d, in, r));
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// The plain normal draw from the standard deck, the baseline of `x_normal`.
double baseline_seconds() {
  static const double seconds = [] {
    const odds::ModifierDeck d = deck_for(0, false);
    std::vector<double> t;
    for (int i = 0; i < 2001; ++i) t.push_back(time_once(d, {3}, {}));
    return median_of(t);
  }();
  return seconds;
}

// Arguments: bless (= curse) cards, mode (0 normal, 1 advantage, 2 disadvantage), rules
// (0 1st edition, 1 Frosthaven), rolling cards (0 none, 1 three).
void BM_ModifierOdds(benchmark::State& state) {
  const odds::ModifierDeck d = deck_for(static_cast<int>(state.range(0)), state.range(3) != 0);
  odds::AttackInput in{3, 0, 1, true};
  in.mode = static_cast<odds::DrawMode>(state.range(1));
  const odds::DrawRules rules{state.range(2) != 0, true};
  const double base = baseline_seconds();
  std::vector<double> times;
  for (auto _ : state) {
    const double t = time_once(d, in, rules);
    times.push_back(t);
    state.SetIterationTime(t);
  }
  state.counters["cards"] = static_cast<double>(d.cards.size());
  state.counters["x_normal"] = median_of(times) / base;
}

void sweep(benchmark::internal::Benchmark* b) {
  b->ArgNames({"bless_curse", "mode", "fh", "rolling"});
  for (int rolling : {0, 1}) {
    for (int fh : {0, 1}) {
      if (rolling == 0 && fh == 1) continue;  // without rolling cards the rules agree
      for (int mode : {0, 1, 2}) {
        if (mode == 0 && fh == 1) continue;  // the normal draw is the same in every edition
        for (int extra : {0, 5, 10}) b->Args({extra, mode, fh, rolling});
      }
    }
  }
}

BENCHMARK(BM_ModifierOdds)->Apply(sweep)->UseManualTime()->Unit(benchmark::kMicrosecond);

}  // namespace
