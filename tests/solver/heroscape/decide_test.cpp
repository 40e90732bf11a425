// The Heroscape decision: every hand-worked scenario through `check`, the search against a
// brute-force enumeration of every path, and rule options that change answers.
#include "solver/heroscape/decide.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <random>

#include "solver/games/games.hpp"
#include "solver/heroscape/scenario.hpp"

namespace arbiter::heroscape {
namespace {

TEST(HeroscapeScenarios, EveryHandWorkedPositionChecks) {
  const std::filesystem::path dir =
      std::filesystem::path(ARBITER_SOURCE_DIR) / "scenarios/heroscape";
  game::Workspace ws;
  int files = 0, cases = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".json") continue;
    ++files;
    const auto s = games::load_file(entry.path().string());
    ASSERT_EQ(s->game(), "heroscape");
    for (const auto& rules : s->expected_rule_sets()) {
      ++cases;
      const auto c = s->check(rules, ws);
      EXPECT_TRUE(c.pass) << entry.path() << " [" << rules << "]\nexpected:\n"
                          << c.expected_text << "got:\n"
                          << c.got_text;
    }
  }
  EXPECT_GE(files, 15);
  EXPECT_GE(cases, files);
}

// A random leveled map with water, road, a glyph, ruins, walls, friends and enemies.
Scenario random_map(unsigned seed, bool double_space, bool flying) {
  std::mt19937 rng(seed);
  Scenario s;
  s.envelope.name = "random";
  s.envelope.coordinates = *pathing::parse_coordinate_system("axial");
  for (int r = 0; r < 5; ++r) {
    for (int q = 0; q < 6; ++q) {
      s.hexes.push_back({q, r});
      s.levels.push_back(static_cast<int>(rng() % 7));
      const unsigned t = rng() % 10;
      s.terrain.push_back(t == 0  ? TerrainKind::Water
                          : t < 4 ? TerrainKind::Road
                                  : TerrainKind::Grass);
    }
  }
  s.levels[0] = s.levels[1] = 2;
  s.terrain[0] = s.terrain[1] = TerrainKind::Road;
  s.glyphs.push_back({3, 3});
  s.obstacles.push_back({0, {4, 1}, std::nullopt, 2});
  s.obstacles.push_back({1, {2, 2}, pathing::Coord{3, 2}, 3});
  FigureSpec a;
  a.id = "A";
  a.side = "red";
  a.hexes = double_space ? std::vector<pathing::Coord>{{0, 0}, {1, 0}}
                         : std::vector<pathing::Coord>{{0, 0}};
  a.height = 3 + static_cast<int>(seed % 3);
  a.move = 5;
  a.flying = flying;
  s.figures.push_back(a);
  const pathing::Coord others[] = {{2, 1}, {4, 3}, {1, 2}, {5, 0}};
  for (int i = 0; i < 4; ++i) {
    FigureSpec f;
    f.id = "F" + std::to_string(i);
    f.side = i % 2 == 0 ? "blue" : "red";
    f.hexes = {others[i]};
    f.height = 2 + i;
    s.figures.push_back(f);
  }
  s.acting = "A";
  return s;
}

// Every path within the budget, depth first, keeping the lexicographic minimum (movement,
// risk dice) at each ending state: the answer the Dijkstra must give.
void enumerate(const MoveModel& m, StateId s, MoveCost so_far, std::map<StateId, MoveCost>& best) {
  const auto it = best.find(s);
  if (it != best.end() && !(so_far < it->second)) return;
  best[s] = so_far;
  for (int k = 0; k < MoveModel::kMaxSteps; ++k) {
    StateId to;
    StepInfo info;
    if (!m.step(s, k, to, info)) continue;
    const MoveCost next = so_far + info.cost;
    if (next.length > m.allowance(to)) continue;
    enumerate(m, to, next, best);
  }
}

TEST(HeroscapeMove, SearchMatchesBruteForceOnRandomMaps) {
  int moved = 0;  // cases where the figure can go somewhere: the comparison is not vacuous
  for (unsigned seed = 1; seed <= 12; ++seed) {
    for (int variant = 0; variant < 3; ++variant) {
      const Scenario sc = random_map(seed, variant == 1, variant == 2);
      const State st = build_state(sc);
      const Profile& p = profile(static_cast<int>(seed % kRuleSetCount));
      MoveModel model(st, p, st.acting);
      std::map<StateId, MoveCost> brute;
      enumerate(model, model.start(), {0, 0}, brute);
      std::map<std::array<CellIndex, 2>, MoveCost> want;
      for (const auto& [s, c] : brute) {
        if (!model.may_end(s)) continue;
        auto cells = model.cells(s);
        if (cells[1] != kNoCell && cells[1] < cells[0]) std::swap(cells[0], cells[1]);
        auto [it, fresh] = want.emplace(cells, c);
        if (!fresh) it->second = std::min(it->second, c);
      }
      Workspace ws;
      const Decision d = decide(st, p, Objective::Net, ws);
      std::map<std::array<CellIndex, 2>, MoveCost> got;
      for (const auto& dest : d.destinations) {
        auto cells = dest.cells;
        if (cells[1] != kNoCell && cells[1] < cells[0]) std::swap(cells[0], cells[1]);
        got[cells] = dest.cost;
        // The path's steps add up to its cost.
        MoveCost sum{0, 0};
        for (const auto& step : dest.path) sum = sum + step.cost;
        EXPECT_EQ(sum, dest.cost) << "seed " << seed << " variant " << variant;
      }
      EXPECT_EQ(got, want) << "seed " << seed << " variant " << variant;
      if (want.size() > 1) ++moved;
    }
  }
  EXPECT_GE(moved, 24);
}

TEST(HeroscapeRisk, LargestDicePoolsStayExact) {
  // 20 dice from a card plus 2 for height advantage, on both sides.
  const odds::Distribution w = attack_wounds(22, 22);
  EXPECT_EQ(w.max(), 22);
  EXPECT_EQ(attack_wounds(2, 1).expected().str(), "3/4");
  EXPECT_TRUE(w.at_least(0) == (odds::Fraction{1, 1}));
}

TEST(HeroscapeRisk, WoundsTakenAreBinomialHalf) {
  const odds::Distribution w = risk_wounds(4);
  EXPECT_EQ(w.p(0).str(), "1/16");
  EXPECT_EQ(w.p(2).str(), "3/8");
  EXPECT_EQ(w.expected().str(), "2");
}

}  // namespace
}  // namespace arbiter::heroscape
