// The shared workspace keeps one slot per game's type: a game finds its own arrays again on
// the next call, and never another game's.
#include "solver/game/workspace.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace arbiter::game {
namespace {

struct FirstGame {
  std::vector<int> cells;
};
struct SecondGame {
  int calls = 0;
};

TEST(Workspace, EachTypeKeepsItsOwnSlot) {
  Workspace ws;
  ws.get<FirstGame>().cells.assign(5, 7);
  ws.get<SecondGame>().calls = 3;
  EXPECT_EQ(ws.get<FirstGame>().cells.size(), 5u);
  EXPECT_EQ(ws.get<SecondGame>().calls, 3);
  // The same object each time: a game's arrays carry over from one call to the next.
  EXPECT_EQ(&ws.get<FirstGame>(), &ws.get<FirstGame>());
}

TEST(Workspace, AFreshWorkspaceStartsEveryGameAfresh) {
  Workspace ws;
  ws.get<SecondGame>().calls = 9;
  ws = Workspace();
  EXPECT_EQ(ws.get<SecondGame>().calls, 0);
}

TEST(Workspace, MovingKeepsTheSlots) {
  Workspace a;
  a.get<FirstGame>().cells.push_back(1);
  Workspace b = std::move(a);
  ASSERT_EQ(b.get<FirstGame>().cells.size(), 1u);
  EXPECT_EQ(b.get<FirstGame>().cells[0], 1);
}

}  // namespace
}  // namespace arbiter::game
