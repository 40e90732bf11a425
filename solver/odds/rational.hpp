// Unbounded exact fractions for the searches whose denominators grow with their depth (an
// expectimax over rerolls divides by 6 at every die rolled again). The fixed-width
// odds::Fraction stays the type of every finished figure that fits; this one is for sums
// and means along the way, converted back with to_fraction when a result is small enough.
#pragma once

#include <string>

#include "solver/odds/exact.hpp"
#include "solver/odds/odds.hpp"

namespace arbiter::odds {

// The same type as Exact: 64-bit while a value fits, arbitrary precision when not.
using Rational = Exact;

inline Rational to_rational(Fraction f) {
  return Rational(f.num, f.den);
}
// "7/12", "0", "-3": the same text as Fraction::str.
inline std::string rational_str(const Rational& r) {
  return r.str();
}
inline double rational_value(const Rational& r) {
  return r.to_double();
}

}  // namespace arbiter::odds
