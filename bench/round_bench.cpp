// A whole Gloomhaven round: 10 monster types with 4 standees each (40 monsters) and 4
// characters on generated rooms-and-corridors maps, reported as `x_limit` and `x_bfs`, its
// median thread CPU time over the limit BFS's and a Boost BFS's of the same map, timed
// alternately with it (bench/bench_stats.hpp), and per activation; and
// the growth of `--branches` with the number of monster types tied at one initiative.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "bench/bench_stats.hpp"
#include "solver/gloomhaven/generate.hpp"
#include "solver/gloomhaven/round.hpp"

namespace {

using namespace arbiter;

gloomhaven::CardAction action(gloomhaven::ActionKind k, int value, bool relative = true) {
  gloomhaven::CardAction a;
  a.kind = k;
  a.value = {relative, value};
  return a;
}

struct RoundPosition {
  gloomhaven::LoadedRound round;
  pathing::Board board;        // the round's map, for the baselines
  std::size_t hexes = 0;       // the map's hexes, walls included (C x R)
  std::size_t open_hexes = 0;  // those a figure can stand on
};

// `types` monster types of `standees` standees each and 4 characters. Type t has
// initiative 10 + 7t (all `tied` types share initiative 50 instead); its card moves and
// attacks (every third type ranged, one heals, one loots).
gloomhaven::LoadedRound make_round(int side, int types, int standees, int tied) {
  gloomhaven::GeneratorOptions o;
  o.columns = side;
  o.rows = side;
  o.figures = 2 * types * standees;  // half characters, half monsters
  o.seed = 11;
  gloomhaven::LoadedRound r;
  r.position = gloomhaven::generate_scenario(o);
  auto& figs = r.position.figures;
  std::vector<gloomhaven::Figure> kept;
  int characters = 0, monsters = 0;
  for (auto& f : figs) {
    if (f.kind == gloomhaven::Kind::Character) {
      if (characters++ >= 4) continue;
      f.hp = 10;
      f.max_hp = 10;
      kept.push_back(f);
      continue;
    }
    if (monsters >= types * standees) continue;
    const int t = monsters / standees;
    f.type = "Type " + std::to_string(t);
    f.rank = gloomhaven::Rank::Normal;
    f.standee = monsters % standees + 1;
    f.initiative.reset();
    f.conditions = 0;
    ++monsters;
    kept.push_back(f);
  }
  figs = kept;
  for (int t = 0; t < types; ++t) {
    gloomhaven::MonsterType m;
    m.name = "Type " + std::to_string(t);
    gloomhaven::StatCard s;
    s.hp = 6;
    s.move = 2 + t % 3;
    s.attack = 2;
    s.range = t % 3 == 0 ? 3 : 0;
    m.normal = s;
    m.standees = standees + 2;
    m.card.initiative = t < tied ? 50 : 10 + 7 * t;
    m.card.actions = {action(gloomhaven::ActionKind::Move, 0),
                      action(gloomhaven::ActionKind::Attack, 0)};
    if (t == 1) {
      auto h = action(gloomhaven::ActionKind::Heal, 2, false);
      h.range = gloomhaven::CardValue{false, 3};
      m.card.actions.push_back(h);
    }
    if (t == 2) m.card.actions.push_back(action(gloomhaven::ActionKind::Loot, 1, false));
    r.round.types.emplace(m.name, m);
  }
  r.round.figures.resize(figs.size());
  r.round.characters = 4;
  return r;
}

const RoundPosition& position(int side) {
  static std::map<int, std::unique_ptr<RoundPosition>> cache;
  auto& slot = cache[side];
  if (!slot) {
    slot = std::make_unique<RoundPosition>();
    slot->round = make_round(side, 10, 4, 0);
    slot->board = gloomhaven::build_board(slot->round.position);
    slot->hexes = slot->round.position.map.hexes.size();  // as the command line counts
    slot->open_hexes = slot->board.size();
  }
  return *slot;
}

void BM_Round(benchmark::State& state) {
  const RoundPosition& p = position(static_cast<int>(state.range(0)));
  const auto profile = gloomhaven::profile_for(gloomhaven::RuleSet::Gloomhaven);
  gloomhaven::TurnWorkspace ws;
  std::size_t activations = 0;
  bench::Yardstick y(p.board);
  bench::interleave(state, y, [&] {
    const auto o = gloomhaven::play_round(p.round, profile, {}, ws);
    activations = o.timeline.size();
    benchmark::DoNotOptimize(o);
  });
  const double per = static_cast<double>(std::max<std::size_t>(activations, 1));
  state.counters["hexes"] = static_cast<double>(p.hexes);
  state.counters["open_hexes"] = static_cast<double>(p.open_hexes);
  state.counters["activations"] = static_cast<double>(activations);
  state.counters["x_limit_per_activation"] = state.counters["x_limit"] / per;
  state.counters["x_bfs_per_activation"] = state.counters["x_bfs"] / per;
}

// k monster types tied at one initiative: k! orders for the players to choose, each
// replayed to its end board.
void BM_RoundBranches(benchmark::State& state) {
  const int tied = static_cast<int>(state.range(0));
  const gloomhaven::LoadedRound r = make_round(24, tied, 1, tied);
  const auto profile = gloomhaven::profile_for(gloomhaven::RuleSet::Gloomhaven);
  gloomhaven::TurnWorkspace ws;
  gloomhaven::RoundBranches b;
  for (auto _ : state) {
    b = gloomhaven::enumerate_branches(r, profile, 100000, ws);
    benchmark::DoNotOptimize(b);
  }
  state.counters["paths"] = static_cast<double>(b.paths);
  state.counters["boards"] = static_cast<double>(b.boards.size());
  state.counters["plays"] = static_cast<double>(b.plays);
}

// The baseline of BM_RoundBranches: the walk as it was before enumerate_branches reused a
// parent's outcome for its first child, replaying the round at every node of the choice
// tree (end boards summarised the same way). Kept here only to measure against.
void BM_RoundBranchesReplayEveryNode(benchmark::State& state) {
  const int tied = static_cast<int>(state.range(0));
  const gloomhaven::LoadedRound r = make_round(24, tied, 1, tied);
  const auto profile = gloomhaven::profile_for(gloomhaven::RuleSet::Gloomhaven);
  gloomhaven::TurnWorkspace ws;
  std::size_t plays = 0, paths = 0, boards = 0;
  for (auto _ : state) {
    plays = paths = 0;
    std::map<std::string, std::size_t> seen;
    std::vector<std::map<std::string, int>> stack{{}};
    while (!stack.empty()) {
      const std::map<std::string, int> forced = std::move(stack.back());
      stack.pop_back();
      gloomhaven::RoundRequest q;
      q.choose = forced;
      q.strict_keys = false;
      const gloomhaven::RoundOutcome o = gloomhaven::play_round(r, profile, q, ws);
      ++plays;
      const auto next = std::find_if(o.choices.begin(), o.choices.end(), [&](const auto& c) {
        return !forced.count(c.key) && c.alternatives.size() > 1;
      });
      if (next == o.choices.end()) {
        ++paths;
        ++seen[gloomhaven::end_summary(r, o)];
        continue;
      }
      for (std::size_t k = next->alternatives.size(); k-- > 0;) {
        stack.push_back(forced);
        stack.back()[next->key] = static_cast<int>(k + 1);
      }
    }
    boards = seen.size();
    benchmark::DoNotOptimize(boards);
  }
  state.counters["paths"] = static_cast<double>(paths);
  state.counters["boards"] = static_cast<double>(boards);
  state.counters["plays"] = static_cast<double>(plays);
}

}  // namespace

BENCHMARK(BM_Round)
    ->ArgName("side")
    ->Arg(100)
    ->Arg(128)
    ->Arg(256)
    ->Arg(512)
    ->Arg(1000)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RoundBranches)->ArgName("tied")->DenseRange(1, 5)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RoundBranchesReplayEveryNode)
    ->ArgName("tied")
    ->DenseRange(1, 5)
    ->Unit(benchmark::kMillisecond);
