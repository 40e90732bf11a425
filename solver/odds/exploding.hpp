// Exploding dice, exactly: a die whose crit face counts as a success and adds one more
// die, again on a crit (Arcadia Quest's attack and defence dice). Counts have no upper
// bound, so the distributions here are of a count capped at a value the caller needs
// (a target's remaining hit points); every probability is an exact rational, in
// odds::Exact, which turns to arbitrary precision when long chains of crits make
// denominators outgrow 64 bits.
#pragma once

#include <string>
#include <vector>

#include "solver/odds/exact.hpp"

namespace arbiter::odds {

// "3/8", "0", "1".
std::string exact_str(const Exact& x);
// "0.375", rounded to `digits` decimals (for reading; exact_str is the value).
std::string decimal_str(const Exact& x, int digits = 3);

// One die kind for one kind of roll: `hits` faces that are plain successes and `crits`
// faces that are successes and add a die, of `faces` (crits < faces).
struct ExplodingDie {
  int faces = 6;
  int hits = 0;
  int crits = 0;
};

// A capped count: p[k] = P(min(X, cap) = k), k = 0..cap.
using Capped = std::vector<Exact>;

// P(S = k) for the successes S of `dice` exploding dice.
Exact exploding_pmf(const ExplodingDie& die, int dice, int k);

// min(max(0, A - D), cap) where A is the successes of `attack_dice` dice of `attack` and D
// those of `defence_dice` dice of `defence`: the wounds of an attack (each success of the
// defence cancels one of the attack), capped. cap >= 1.
Capped exploding_excess(const ExplodingDie& attack, int attack_dice, const ExplodingDie& defence,
                        int defence_dice, int cap);

// A point mass at 0 with cap `cap`.
Capped capped_zero(int cap);
// min(X + Y, cap) for independent capped X and Y (both already capped at `cap` or more).
Capped capped_sum(const Capped& a, const Capped& b, int cap);
// With probability p the count is x, else 0.
Capped capped_mix(const Exact& p, const Capped& x);
Exact capped_expected(const Capped& x);
Exact capped_at_least(const Capped& x, int k);

}  // namespace arbiter::odds
