// Exact dice odds against brute-force enumeration of every face of every die.
#include "solver/odds/odds.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

namespace arbiter::odds {
namespace {

// Heroscape combat die: faces 0-2 skulls, 3-4 shields, 5 blank.
bool skull(int face) {
  return face < 3;
}
bool shield(int face) {
  return face == 3 || face == 4;
}

// Counts of max(0, skulls - shields) over all 6^(a+d) rolls.
std::vector<std::uint64_t> brute_force(int attack, int defense) {
  const int n = attack + defense;
  std::uint64_t total = 1;
  for (int i = 0; i < n; ++i) total *= 6;
  std::vector<std::uint64_t> counts(static_cast<std::size_t>(attack) + 1, 0);
  for (std::uint64_t roll = 0; roll < total; ++roll) {
    std::uint64_t r = roll;
    int skulls = 0, shields = 0;
    for (int i = 0; i < n; ++i) {
      const int face = static_cast<int>(r % 6);
      r /= 6;
      if (i < attack) {
        skulls += skull(face);
      } else {
        shields += shield(face);
      }
    }
    counts[static_cast<std::size_t>(std::max(0, skulls - shields))]++;
  }
  return counts;
}

TEST(Odds, AttackAgainstDefenceMatchesEveryRoll) {
  for (int a = 0; a <= 4; ++a) {
    for (int d = 0; d <= 4; ++d) {
      const Distribution w = excess(Distribution::dice(a, 3, 6), Distribution::dice(d, 2, 6));
      const auto counts = brute_force(a, d);
      std::uint64_t total = 0;
      for (auto c : counts) total += c;
      for (int k = 0; k <= a; ++k) {
        EXPECT_EQ(w.p(k), Fraction::make(static_cast<std::int64_t>(counts[k]),
                                         static_cast<std::int64_t>(total)))
            << a << " vs " << d << ", " << k << " wounds";
      }
      Fraction mean{0, 1};
      for (int k = 0; k <= a; ++k) {
        mean = mean + Fraction::make(static_cast<std::int64_t>(counts[k]) * k,
                                     static_cast<std::int64_t>(total));
      }
      EXPECT_EQ(w.expected(), mean);
    }
  }
}

TEST(Odds, HandWorkedValues) {
  const Distribution two_vs_one = excess(Distribution::dice(2, 3, 6), Distribution::dice(1, 2, 6));
  EXPECT_EQ(two_vs_one.expected().str(), "3/4");
  EXPECT_EQ(two_vs_one.at_least(1).str(), "7/12");
  EXPECT_EQ(two_vs_one.at_least(2).str(), "1/6");
  const Distribution three_vs_one =
      excess(Distribution::dice(3, 3, 6), Distribution::dice(1, 2, 6));
  EXPECT_EQ(three_vs_one.expected().str(), "29/24");
  const Distribution risk = Distribution::dice(3, 1, 2);
  EXPECT_EQ(risk.at_least(2).str(), "1/2");
  EXPECT_EQ(risk.expected_capped(1).str(), "7/8");
}

TEST(Odds, Fractions) {
  Fraction f;
  ASSERT_TRUE(parse_fraction("-6/8", f));
  EXPECT_EQ(f, Fraction::make(-3, 4));
  EXPECT_EQ(f.str(), "-3/4");
  EXPECT_FALSE(parse_fraction("1/0", f));
  EXPECT_FALSE(parse_fraction("1/", f));
  EXPECT_FALSE(parse_fraction("x", f));
  EXPECT_TRUE(Fraction::make(1, 3) < Fraction::make(1, 2));
}

TEST(Odds, HugePoolsThrowInsteadOfOverflowing) {
  EXPECT_THROW(Distribution::dice(40, 3, 6), std::overflow_error);
  EXPECT_NO_THROW(Distribution::dice(60, 1, 2));
}

}  // namespace
}  // namespace arbiter::odds
