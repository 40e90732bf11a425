// The move searches' hand-written parts against their references, on random boards with
// levels (climbs, falls and big falls), water, roads, glyphs (healing ones a 1-life mover may
// not enter), hex and edge obstacles, holes in the map, enemies and engaged friends:
// MoveSearch::run_direct against BGL's Dijkstra (run) state by state (MoveModel::steps:
// move_test.cpp; ParetoSearch: pareto_direct_test.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>
#include <vector>

#include "pathing/deadline.hpp"
#include "solver/heroscape/move.hpp"
#include "solver/heroscape/scenario.hpp"
#include "tests/solver/heroscape/move_boards.hpp"

namespace arbiter::heroscape {
namespace {

using namespace move_boards;

class MoveDirect : public testing::TestWithParam<Options> {};

// run_direct against run on one board, twice each (the second time on reused arrays), under
// each budget, and for a single-space mover also with later moves' starts marked (water and
// glyphs do not hold them); adds the states reached to `reached`.
// The move models a comparison runs through: each budget, and for a single-space mover
// also with later moves' starts marked at every `stride`th cell from `first`.
template <class F>
void for_each_model(const State& st, const Profile& p, CellIndex first, CellIndex stride, F&& f) {
  const bool single = !st.figures[st.acting].double_space();
  for (const bool restarts : {false, true}) {
    if (restarts && !single) continue;
    for (const bool unbounded : {false, true}) {
      MoveModel model(st, p, st.acting);
      model.unbounded = unbounded;
      if (restarts) {
        for (CellIndex c = first; c < st.board.size(); c += stride) model.restart({c, kNoCell});
      }
      f(model);
    }
  }
}

void compare_dijkstra(const State& st, const Profile& p, unsigned seed, std::size_t& reached) {
  for_each_model(st, p, 1, 3, [&](const MoveModel& model) {
    MoveSearch boost, direct;
    // Twice each, the second time on reused arrays.
    for (int round = 0; round < 2; ++round) {
      boost.run(model);
      direct.run_direct(model);
      ASSERT_EQ(boost.costs().size(), direct.costs().size());
      for (StateId s = 0; s < model.state_count(); ++s) {
        ASSERT_EQ(boost.cost(s), direct.cost(s)) << "seed " << seed << " state " << s;
      }
      auto a = boost.reached(), b = direct.reached();
      EXPECT_TRUE(std::is_sorted(b.begin(), b.end())) << "seed " << seed;  // in state order
      EXPECT_EQ(direct.reached_count(), b.size()) << "seed " << seed;
      EXPECT_EQ(boost.reached_count(), a.size()) << "seed " << seed;
      std::sort(a.begin(), a.end());
      std::sort(b.begin(), b.end());
      EXPECT_EQ(a, b) << "seed " << seed;
      reached += b.size();
    }
  });
}

// run_direct's costs in 4 bytes and in 8, in turn on one search's arrays, from a far-moving
// mover and a near one (move 1): every state's cost is a fresh search's. The array of the
// other width holds an older search's costs, which touched_ no longer lists: without its
// reset whole, a near search after a far one would show the far one's costs.
TEST_P(MoveDirect, SwitchingBetweenCostWidthsKeepsTheSameCosts) {
  int compact = 0, wide = 0;
  for (unsigned seed = 1; seed <= 20; ++seed) {
    const State st = build_state(random_board(seed, GetParam()));
    State near = st;
    near.figures[near.acting].move = 1;
    const Profile& p = profile(static_cast<int>(seed % kRuleSetCount));
    const MoveModel far_model(st, p, st.acting), near_model(near, p, near.acting);
    MoveSearch reused;
    const std::pair<const MoveModel*, bool> runs[] = {
        {&far_model, true},  {&near_model, false}, {&near_model, true}, {&far_model, false},
        {&near_model, true}, {&far_model, true},   {&near_model, false}};
    for (const auto& [model, four] : runs) {
      reused.compact_costs = four;
      reused.run_direct(*model);
      (reused.compact() ? compact : wide) += 1;
      EXPECT_EQ(reused.compact(), four) << "seed " << seed;
      MoveSearch fresh;
      fresh.compact_costs = !four;
      fresh.run_direct(*model);
      ASSERT_EQ(reused.costs(), fresh.costs()) << "seed " << seed;
      auto a = reused.reached(), b = fresh.reached();
      std::sort(a.begin(), a.end());
      std::sort(b.begin(), b.end());
      ASSERT_EQ(a, b) << "seed " << seed;
    }
  }
  EXPECT_GT(compact, 50);
  EXPECT_GT(wide, 50);
}

// run_direct from a road-only start (the upper half of the states) and from elsewhere, in
// turn on one search's arrays: after a move from elsewhere the reset fills only the lower
// half, so a search that wrote the upper half must be reset there before it: every cost is
// a fresh search's.
TEST_P(MoveDirect, RoadOnlyStartsBetweenOthersKeepTheSameCosts) {
  if (GetParam().double_space) GTEST_SKIP() << "a double-space figure's states are not halves";
  int road_only = 0;
  for (unsigned seed = 1; seed <= 40; ++seed) {
    const State st = build_state(random_board(seed, GetParam()));
    const Profile& p = profile(static_cast<int>(seed % kRuleSetCount));
    MoveSearch reused;
    for (const State& moved : starts_on_and_off_road(st)) {
      const MoveModel model(moved, p, moved.acting);
      reused.run_direct(model);
      road_only += model.road_only(model.start()) && reused.reached().size() > 1 ? 1 : 0;
      MoveSearch fresh;
      fresh.run_direct(model);
      ASSERT_EQ(reused.costs(), fresh.costs()) << "seed " << seed;
      ASSERT_EQ(reused.reached(), fresh.reached()) << "seed " << seed;
    }
  }
  EXPECT_GT(road_only, 40);
}

TEST_P(MoveDirect, DirectDijkstraMatchesBoostStateByState) {
  std::size_t reached = 0;
  for (unsigned seed = 1; seed <= 40; ++seed) {
    const State st = build_state(random_board(seed, GetParam()));
    compare_dijkstra(st, profile(static_cast<int>(seed % kRuleSetCount)), seed, reached);
  }
  EXPECT_GT(reached, 40u * 2 * 2 * 5);  // not boxed in (a few movers are: height 1, cliffs)
}

// A State put together without build_state's packed ground (State::ground empty): its model
// packs the State's arrays itself, to the words build_state kept (and finds their lowest
// level), and searches the same states and keeps the same labels as a model of the kept
// ground.
TEST_P(MoveDirect, AStateWithoutItsKeptGroundSearchesTheSame) {
  std::size_t reached = 0, labels = 0;
  for (unsigned seed = 1; seed <= 20; ++seed) {
    const State st = build_state(random_board(seed, GetParam()));
    State bare = st;
    bare.ground.clear();
    ASSERT_EQ(st.ground.size(), st.board.size() + 1u);
    ASSERT_EQ(st.ground, MoveModel::pack_ground(bare)) << "seed " << seed;
    // The kept lowest level (the models' fall test) is the lowest of the State's levels.
    ASSERT_EQ(st.ground_lowest, *std::min_element(st.level.begin(), st.level.end()))
        << "seed " << seed;
    const Profile& p = profile(static_cast<int>(seed % kRuleSetCount));
    const MoveModel kept(st, p, st.acting), packed(bare, p, bare.acting);
    MoveSearch a, b;
    a.run_direct(kept);
    b.run_direct(packed);
    ASSERT_EQ(a.costs(), b.costs()) << "seed " << seed;
    EXPECT_EQ(a.reached(), b.reached()) << "seed " << seed;
    reached += a.reached().size();
    ParetoSearch pa, pb;
    pa.run(kept);
    pb.run(packed);
    ASSERT_EQ(pa.kept_count(), pb.kept_count()) << "seed " << seed;
    for (std::uint32_t i = 0; i < pa.kept_count(); ++i) {
      const auto& x = pa.label(i);
      const auto& y = pb.label(i);
      EXPECT_EQ(x.state, y.state) << "seed " << seed;
      EXPECT_EQ(x.cost, y.cost) << "seed " << seed;
      EXPECT_EQ(x.pred, y.pred) << "seed " << seed;
    }
    labels += pa.kept_count();
  }
  EXPECT_GT(reached, 20u * 5);
  EXPECT_GT(labels, 20u * 5);
}

// A single-space mover's states are by slot on a board laid out by slots, and by cell on a
// sparse one: the same map with one hex far away (which makes the board sparse and is never
// reached) must reach the same cells at the same cheapest costs and keep the same Pareto
// labels in the same order (the order decides ties among answers).
TEST_P(MoveDirect, StatesBySlotSearchAsStatesByCell) {
  std::size_t reached = 0, labels = 0;
  for (unsigned seed = 1; seed <= 20; ++seed) {
    Options o = GetParam();
    o.side = 12;
    Scenario sc = random_board(seed, o);
    sc.figures[0].move = 12;  // across the board: the bucket queue's growth, long paths
    const State slots = build_state(sc);
    sc.hexes.push_back({5000, 5000});
    sc.levels.push_back(1);
    sc.terrain.push_back(TerrainKind::Grass);
    const State cells = build_state(sc);
    ASSERT_TRUE(slots.board.laid_out());
    ASSERT_FALSE(cells.board.laid_out());
    const Profile& p = profile(static_cast<int>(seed % kRuleSetCount));
    const MoveModel a(slots, p, slots.acting), b(cells, p, cells.acting);
    MoveSearch sa, sb;
    sa.run_direct(a);
    sb.run_direct(b);
    // Each search's states as what they are (cells, road only) with their costs, sorted (a
    // double-space mover has several states on the same cells: its water states).
    const auto by_cells = [](const MoveModel& m, const MoveSearch& s) {
      std::vector<std::tuple<std::array<CellIndex, 2>, bool, MoveCost>> out;
      for (StateId x : s.reached()) out.emplace_back(m.cells(x), m.road_only(x), s.cost(x));
      std::sort(out.begin(), out.end());
      return out;
    };
    ASSERT_EQ(by_cells(a, sa), by_cells(b, sb)) << "seed " << seed;
    reached += sa.reached().size();
    ParetoSearch pa, pb;
    pa.run(a);
    pb.run(b);
    ASSERT_EQ(pa.kept_count(), pb.kept_count()) << "seed " << seed;
    for (std::uint32_t i = 0; i < pa.kept_count(); ++i) {
      const auto& x = pa.label(i);
      const auto& y = pb.label(i);
      ASSERT_EQ(a.cells(x.state), b.cells(y.state)) << "seed " << seed;
      EXPECT_EQ(a.may_end(x.state), b.may_end(y.state)) << "seed " << seed;
      EXPECT_EQ(x.cost, y.cost) << "seed " << seed;
      EXPECT_EQ(x.pred, y.pred) << "seed " << seed;
    }
    labels += pa.kept_count();
  }
  EXPECT_GT(reached, 20u * 10);  // a few movers are boxed in (cliffs, enemies)
  EXPECT_GT(labels, 20u * 10);
}

// Boards of 40 x 40 with movers that cross them: the queue's buckets outgrow their first
// storage mid-search (entries written before the growth must survive it).
TEST_P(MoveDirect, DirectDijkstraMatchesBoostOnLargeBoards) {
  std::size_t reached = 0;
  for (unsigned seed = 1; seed <= 6; ++seed) {
    Options o = GetParam();
    o.side = 40;
    Scenario sc = random_board(seed, o);
    sc.figures[0].move = 60;
    const State st = build_state(sc);
    compare_dijkstra(st, profile(static_cast<int>(seed % kRuleSetCount)), seed, reached);
  }
  EXPECT_GT(reached, 6u * 2 * 2 * 400);
}

// A search cut short by the time limit (deadline::poll throws mid-search) leaves offered
// states it never settled: the next search on the same arrays must still give what a fresh
// one gives (run_direct records a state as it settles, so its reset cannot go by that list).
TEST_P(MoveDirect, DirectDijkstraAfterASearchCutShortIsAsFresh) {
  std::size_t reached = 0;
  for (unsigned seed = 1; seed <= 3; ++seed) {
    Options o = GetParam();
    o.side = 60;
    const State st = build_state(random_board(seed, o));
    MoveModel model(st, profile(static_cast<int>(seed % kRuleSetCount)), st.acting);
    model.unbounded = true;
    MoveSearch fresh, reused;
    fresh.run_direct(model);
    ASSERT_GT(fresh.reached().size(), 2u * pathing::deadline::detail::kPollStride)
        << "seed " << seed << ": too small a search to be cut short";
    {
      const pathing::deadline::Scope limit(1e-9);  // passed at the first clock read
      EXPECT_THROW(reused.run_direct(model), pathing::deadline::TimeLimitExceeded);
    }
    reused.run_direct(model);
    for (StateId s = 0; s < model.state_count(); ++s)
      ASSERT_EQ(fresh.cost(s), reused.cost(s)) << "seed " << seed << " state " << s;
    auto a = fresh.reached(), b = reused.reached();
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    EXPECT_EQ(a, b) << "seed " << seed;
    reached += b.size();
  }
  EXPECT_GT(reached, 3u * 2 * pathing::deadline::detail::kPollStride);
}

// run_direct (costs compared as packed words; a walker's steps unrolled) against
// run_direct_reference, the search as it was: the same cost for every state and the same
// states reached in the same order (what a report lists), under each budget, with later
// moves' starts, on reused arrays, and after a search cut short by the time limit.
void compare_with_reference(const State& st, const Profile& p, unsigned seed, bool cut,
                            std::size_t& reached, int& cuts) {
  for_each_model(st, p, 2, 5, [&](const MoveModel& model) {
    MoveSearch want, got;
    for (int round = 0; round < 2; ++round) {
      if (cut && round == 1) {
        const pathing::deadline::Scope limit(1e-9);  // passed at the first clock read
        try {
          got.run_direct(model);
        } catch (const pathing::deadline::TimeLimitExceeded&) {
          ++cuts;
        }
      }
      want.run_direct_reference(model);
      got.run_direct(model);
      for (StateId s = 0; s < model.state_count(); ++s) {
        ASSERT_EQ(want.cost(s), got.cost(s)) << "seed " << seed << " state " << s;
      }
      ASSERT_EQ(want.reached(), got.reached()) << "seed " << seed;
      reached += got.reached().size();
    }
  });
}

TEST_P(MoveDirect, DirectDijkstraMatchesItsReferenceInOrder) {
  std::size_t reached = 0;
  int cuts = 0;
  for (unsigned seed = 1; seed <= 60; ++seed) {
    const State st = build_state(random_board(seed, GetParam()));
    compare_with_reference(st, profile(static_cast<int>(seed % kRuleSetCount)), seed, false,
                           reached, cuts);
  }
  EXPECT_GT(reached, 60u * 2 * 2 * 5);
}

// On 60 x 60 boards crossed by the move, each second search preceded by one cut short on
// the same arrays (the time limit passed at its first clock read).
TEST_P(MoveDirect, DirectDijkstraMatchesItsReferenceAfterACutShortSearch) {
  std::size_t reached = 0;
  int cuts = 0;
  for (unsigned seed = 1; seed <= 6; ++seed) {
    const State st = crossed_board(seed, GetParam());
    compare_with_reference(st, profile(static_cast<int>(seed % kRuleSetCount)), seed, true, reached,
                           cuts);
  }
  EXPECT_GT(reached, 6u * 2 * 2 * pathing::deadline::detail::kPollStride);
  EXPECT_GT(cuts, 6);  // most of those searches were long enough to be cut short
}

// Low rolling ground (levels 1 to 3) under a move that crosses a 50 x 50 board: most states
// lie within the budget by the mover's Height and too low to fall, and take a walker's six
// steps in run_direct's own loop; the rest (engaged cells, water, glyphs, road-only states,
// the level too high above the lowest) go by its general steps. Both against BGL's Dijkstra
// and against run_direct_reference in order.
TEST_P(MoveDirect, DirectDijkstraOnLowGroundMatchesBoostAndItsReference) {
  std::size_t reached = 0;
  int cuts = 0;
  for (unsigned seed = 1; seed <= 4; ++seed) {
    Options o = GetParam();
    o.side = 50;
    Scenario sc = random_board(seed, o);
    for (int& level : sc.levels) level = 1 + level % 3;
    sc.figures[0].move = 120;
    const State st = build_state(sc);
    const Profile& p = profile(static_cast<int>(seed % kRuleSetCount));
    compare_dijkstra(st, p, seed, reached);
    compare_with_reference(st, p, seed, false, reached, cuts);
  }
  EXPECT_GT(reached, 4u * 4 * 1000);
}

INSTANTIATE_TEST_SUITE_P(Movers, MoveDirect, kMovers, mover_name);

}  // namespace
}  // namespace arbiter::heroscape
