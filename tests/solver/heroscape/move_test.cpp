// MoveModel's steps: steps() (and the searches' fast paths behind it) against step(), the
// rules one step at a time, state by state on the move searches' random boards.
#include "solver/heroscape/move.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "solver/heroscape/move_steps.hpp"
#include "solver/heroscape/scenario.hpp"
#include "tests/solver/heroscape/move_boards.hpp"

namespace arbiter::heroscape {
namespace {

using namespace move_boards;

class MoveSteps : public testing::TestWithParam<Options> {};

TEST_P(MoveSteps, StepsAreStepsOrder) {
  int steps_seen = 0, dice_seen = 0;
  for (unsigned seed = 1; seed <= 40; ++seed) {
    const State st = build_state(random_board(seed, GetParam()));
    const Profile& p = profile(static_cast<int>(seed % kRuleSetCount));
    MoveModel model(st, p, st.acting);
    // Later moves' starts too (water and glyphs do not hold them; flyers take off there).
    if (!GetParam().double_space) {
      for (CellIndex c = 0; c < st.board.size(); c += 3) model.restart({c, kNoCell});
    }
    // Single-space: every state. Double-space: the states a search reaches.
    MoveSearch search;
    model.unbounded = true;
    search.run(model);
    std::vector<StateId> states(search.reached().begin(), search.reached().end());
    if (!GetParam().double_space) {
      states.clear();
      for (StateId s = 0; s < model.state_count(); ++s) states.push_back(s);
    }
    MoveStep out[MoveModel::kMaxSteps];
    for (StateId s : states) {
      const auto want = reference_steps(model, s);
      const int count = model.steps(s, out);
      ASSERT_EQ(static_cast<std::size_t>(count), want.size()) << "seed " << seed << " state " << s;
      for (int i = 0; i < count; ++i) {
        EXPECT_EQ(out[i].to, want[static_cast<std::size_t>(i)].first) << "seed " << seed;
        EXPECT_EQ(out[i].cost, want[static_cast<std::size_t>(i)].second) << "seed " << seed;
        dice_seen += out[i].cost.dice > 0 ? 1 : 0;
      }
      steps_seen += count;
    }
  }
  EXPECT_GT(steps_seen, 1000);
  EXPECT_GT(dice_seen, 10);  // falls or leaving engagement were among them
}

// Models of one CellWords in turn, each of another mover or another State (the figures'
// cells and the cells enemies engage change from one to the next): each model steps as a
// model with its own words does, so a word the model before changed is restored first.
TEST_P(MoveSteps, ModelsSharingCellWordsStepAsTheirOwn) {
  CellWords words;
  int steps_seen = 0;
  for (unsigned seed = 1; seed <= 20; ++seed) {
    const State boards[] = {build_state(random_board(seed, GetParam())),
                            build_state(random_board(seed + 100, GetParam()))};
    const Profile& p = profile(static_cast<int>(seed % kRuleSetCount));
    for (FigureIndex mover = 0; mover < 7; ++mover) {
      const State& st = boards[mover % 2];
      if (mover >= st.figures.size()) continue;
      const MoveModel shared(st, p, mover, &words), own(st, p, mover);
      // Single-space: every state. Double-space: the states a search reaches.
      std::vector<StateId> states;
      if (own.double_space()) {
        MoveSearch search;
        search.run_direct(own);
        states.assign(search.reached().begin(), search.reached().end());
      } else {
        for (StateId s = 0; s < own.state_count(); ++s) states.push_back(s);
      }
      MoveStep a[MoveModel::kMaxSteps], b[MoveModel::kMaxSteps];
      for (StateId s : states) {
        const int count = own.steps(s, b);
        ASSERT_EQ(shared.steps(s, a), count) << "seed " << seed << " mover " << mover;
        for (int i = 0; i < count; ++i) {
          ASSERT_EQ(a[i].to, b[i].to) << "seed " << seed << " mover " << mover;
          ASSERT_EQ(a[i].cost, b[i].cost) << "seed " << seed << " mover " << mover;
        }
        steps_seen += count;
      }
    }
  }
  EXPECT_GT(steps_seen, 1000);
}

// The walkers' loops find a neighbour's slot from one row's count of slots (hex_slot): on
// every slot of boards of several widths, the slot the board's own step gives.
TEST(HexSlot, IsTheBoardsStepInEveryDirection) {
  int boards = 0;
  for (unsigned seed = 1; seed <= 6; ++seed) {
    Options o;
    o.side = static_cast<int>(5 + 7 * seed);
    const State st = build_state(random_board(seed, o));
    ASSERT_TRUE(st.board.laid_out()) << "seed " << seed;
    const std::ptrdiff_t row = st.board.slot_step(static_cast<pathing::Direction>(5));
    for (CellIndex c = 0; c < st.board.size(); ++c) {
      const std::size_t u = st.board.slot(c);
      for (int d = 0; d < pathing::kHexDirectionCount; ++d) {
        const auto step = st.board.slot_step(static_cast<pathing::Direction>(d));
        ASSERT_EQ(hex_slot(u, row, d), u + static_cast<std::size_t>(std::ptrdiff_t{step}))
            << "seed " << seed << " cell " << c << " direction " << d;
      }
    }
    ++boards;
  }
  EXPECT_EQ(boards, 6);
}

INSTANTIATE_TEST_SUITE_P(Movers, MoveSteps, kMovers, mover_name);

}  // namespace
}  // namespace arbiter::heroscape
