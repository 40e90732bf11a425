// Large boards stop their searches once the decision is settled. The options and focuses
// must be exactly those of complete searches: checked on generated maps of every attack
// kind, several seeds and figure counts.
#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>

#include "solver/gloomhaven/decide.hpp"
#include "solver/scenario/generate.hpp"

namespace arbiter::gloomhaven {
namespace {

using scenario::GeneratedAttack;

std::vector<std::tuple<CellIndex, FigureIndex, std::vector<FigureIndex>>> keys(const Decision& d) {
  std::vector<std::tuple<CellIndex, FigureIndex, std::vector<FigureIndex>>> out;
  for (const Option& o : d.options) {
    auto t = o.attack.targets;
    std::sort(t.begin(), t.end());
    out.emplace_back(o.destination, o.focus, t);
  }
  std::sort(out.begin(), out.end());
  return out;
}

TEST(DecideBoundedSearch, SameOptionsAsCompleteSearches) {
  int compared = 0, bounded_rows = 0;
  for (auto attack : {GeneratedAttack::Melee, GeneratedAttack::Ranged, GeneratedAttack::Area,
                      GeneratedAttack::MultiTarget, GeneratedAttack::Flying}) {
    for (std::uint32_t seed : {1u, 2u, 3u}) {
      for (int figures : {6, 40}) {
        scenario::GeneratorOptions o;
        o.columns = 150;
        o.rows = 150;  // above the exact-table threshold of 16384 cells
        o.figures = figures;
        o.seed = seed;
        o.attack = attack;
        const auto s = scenario::generate_scenario(o);
        const auto board = scenario::build_board(s);
        ASSERT_GT(board.size(), 16384u);
        for (auto rules : scenario::kAllRuleSets) {
          const auto profile = profile_for(rules);
          TurnWorkspace ws;
          const Decision fast = decide_turn(s, board, profile, ws);
          const Decision full = decide_turn(s, board, profile, ws, DecideOptions{true});
          EXPECT_EQ(keys(fast), keys(full)) << s.name << " " << scenario::rule_set_name(rules);
          EXPECT_EQ(fast.focuses, full.focuses) << s.name;
          for (const FocusRow& r : fast.ranking) bounded_rows += r.path_exact ? 0 : 1;
          for (const FocusRow& r : full.ranking) EXPECT_TRUE(r.path_exact);
          ++compared;
        }
      }
    }
  }
  EXPECT_EQ(compared, 5 * 3 * 2 * 4);
  // The bound must actually cut searches short somewhere, or this test proves nothing.
  EXPECT_GT(bounded_rows, 0);
}

}  // namespace
}  // namespace arbiter::gloomhaven
