// A check that compares facts as lines passes when both sides hold the same lines in any
// order, and lists each side sorted, so that a failure reads line by line.
#include "solver/game/game.hpp"

#include <gtest/gtest.h>

namespace arbiter::game {
namespace {

TEST(CompareFacts, TheSameLinesInAnyOrderPass) {
  const CheckCase c =
      compare_facts({"best [1, 0] E1", "absent E2"}, {"absent E2", "best [1, 0] E1"});
  EXPECT_TRUE(c.pass);
  EXPECT_EQ(c.expected_text, "    absent E2\n    best [1, 0] E1\n");
  EXPECT_EQ(c.expected, c.got);
}

TEST(CompareFacts, ALineMissingOrExtraFails) {
  const CheckCase missing = compare_facts({"a", "b"}, {"a"});
  EXPECT_FALSE(missing.pass);
  EXPECT_EQ(missing.got_text, "    a\n");
  EXPECT_FALSE(compare_facts({"a"}, {"a", "a"}).pass);
}

}  // namespace
}  // namespace arbiter::game
