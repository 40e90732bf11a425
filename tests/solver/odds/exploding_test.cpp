// Exploding dice against brute-force enumeration of the rolls: exact equality wherever a
// value is decided by finitely many rolls (one kind of die; a defence without crits; an
// attack without crits), and tight two-sided bounds when both sides explode.
#include "solver/odds/exploding.hpp"

#include <gtest/gtest.h>

#include <functional>

namespace arbiter::odds {
namespace {

// Every sequence of rolls of `dice` dice (a crit adds a die), stopping a branch once its
// successes exceed `bound`: out[k] = P(S = k) for k <= bound exactly, out[bound + 1] the rest.
std::vector<Exact> enumerate(const ExplodingDie& d, int dice, int bound) {
  std::vector<Exact> out(static_cast<std::size_t>(bound) + 2, Exact(0));
  std::function<void(int, int, Exact)> roll = [&](int left, int successes, Exact p) {
    if (successes > bound) {
      out[static_cast<std::size_t>(bound) + 1] += p;
      return;
    }
    if (left == 0) {
      out[static_cast<std::size_t>(successes)] += p;
      return;
    }
    for (int face = 0; face < d.faces; ++face) {
      const Exact q = p / d.faces;
      if (face < d.crits) {
        roll(left, successes + 1, q);  // a success and one more die
      } else if (face < d.crits + d.hits) {
        roll(left - 1, successes + 1, q);
      } else {
        roll(left - 1, successes, q);
      }
    }
  };
  roll(dice, 0, Exact(1));
  return out;
}

TEST(ExplodingDice, PmfMatchesEnumeration) {
  for (const ExplodingDie d : {ExplodingDie{6, 2, 1}, ExplodingDie{6, 1, 2}, ExplodingDie{4, 0, 1},
                               ExplodingDie{2, 1, 0}}) {
    for (int dice = 0; dice <= 3; ++dice) {
      const auto brute = enumerate(d, dice, 5);
      for (int k = 0; k <= 5; ++k) {
        EXPECT_EQ(exploding_pmf(d, dice, k), brute[static_cast<std::size_t>(k)])
            << d.faces << "/" << d.hits << "/" << d.crits << " dice " << dice << " k " << k;
      }
    }
  }
}

// The capped excess from enumerated distributions, exact when one side is bounded:
// bound_a and bound_d must cover every value that matters.
Capped brute_excess(const std::vector<Exact>& a, const std::vector<Exact>& d, int cap) {
  Capped out(static_cast<std::size_t>(cap) + 1, Exact(0));
  for (std::size_t i = 0; i + 1 < a.size(); ++i) {
    for (std::size_t j = 0; j + 1 < d.size(); ++j) {
      const int z = std::min(std::max(0, static_cast<int>(i) - static_cast<int>(j)), cap);
      out[static_cast<std::size_t>(z)] += a[i] * d[j];
    }
  }
  return out;
}

TEST(ExplodingDice, ExcessExactWhenOneSideCannotExplode) {
  const ExplodingDie attack{6, 2, 1}, plain_attack{6, 3, 0};
  const ExplodingDie defence{6, 2, 1}, plain_defence{6, 2, 0};
  for (int na = 1; na <= 3; ++na) {
    for (int nd = 0; nd <= 2; ++nd) {
      for (int cap = 1; cap <= 3; ++cap) {
        // Attack explodes, defence has at most nd successes: values of A above nd + cap
        // only ever land in the cap.
        {
          const auto a = enumerate(attack, na, nd + cap);
          auto d = enumerate(plain_defence, nd, nd);
          Capped brute = brute_excess(a, d, cap);
          brute[static_cast<std::size_t>(cap)] += a.back();  // A > nd + cap: always >= cap
          EXPECT_EQ(exploding_excess(attack, na, plain_defence, nd, cap), brute)
              << na << " vs " << nd << " cap " << cap;
        }
        // Defence explodes, attack has at most na successes: D above na only lands in 0.
        {
          const auto a = enumerate(plain_attack, na, na);
          const auto d = enumerate(defence, nd, na);
          Capped brute = brute_excess(a, d, cap);
          brute[0] += d.back();
          EXPECT_EQ(exploding_excess(plain_attack, na, defence, nd, cap), brute)
              << na << " vs " << nd << " cap " << cap;
        }
      }
    }
  }
}

TEST(ExplodingDice, BothExplodingWithinEnumerationBounds) {
  const ExplodingDie attack{6, 2, 1}, defence{6, 2, 1};
  const int bound = 11;
  for (int na = 1; na <= 3; ++na) {
    for (int nd = 1; nd <= 2; ++nd) {
      const int cap = 3;
      const Capped exact = exploding_excess(attack, na, defence, nd, cap);
      Exact total = 0;
      for (const Exact& p : exact) total += p;
      EXPECT_EQ(total, 1);
      const auto a = enumerate(attack, na, bound), d = enumerate(defence, nd, bound);
      // Every (A, D) pair with both within the bound is counted exactly; what is left is the
      // mass of A or D beyond it.
      const Capped low = brute_excess(a, d, cap);
      const Exact slack = a.back() + d.back();
      for (int z = 0; z <= cap; ++z) {
        EXPECT_LE(low[static_cast<std::size_t>(z)], exact[static_cast<std::size_t>(z)]);
        EXPECT_LE(exact[static_cast<std::size_t>(z)], low[static_cast<std::size_t>(z)] + slack);
      }
      EXPECT_LT(slack, Exact(1, 100000));
    }
  }
}

TEST(ExplodingDice, CappedHelpers) {
  Capped coin{Exact(1, 2), Exact(1, 2), Exact(0)};
  const Capped two = capped_sum(coin, coin, 2);
  EXPECT_EQ(two, (Capped{Exact(1, 4), Exact(1, 2), Exact(1, 4)}));
  const Capped capped = capped_sum(two, coin, 2);
  EXPECT_EQ(capped, (Capped{Exact(1, 8), Exact(3, 8), Exact(1, 2)}));
  EXPECT_EQ(capped_expected(capped), Exact(11, 8));
  EXPECT_EQ(capped_at_least(capped, 1), Exact(7, 8));
  EXPECT_EQ(capped_mix(Exact(1, 2), coin), (Capped{Exact(3, 4), Exact(1, 4), Exact(0)}));
  EXPECT_EQ(exact_str(Exact(6, 8)), "3/4");
  EXPECT_EQ(decimal_str(Exact(2, 3)), "0.667");
  EXPECT_EQ(decimal_str(Exact(-1, 8), 2), "-0.13");
  EXPECT_THROW(exploding_pmf(ExplodingDie{6, 0, 6}, 1, 1), std::invalid_argument);
}

}  // namespace
}  // namespace arbiter::odds
