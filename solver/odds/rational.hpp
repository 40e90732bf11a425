// Unbounded exact fractions for the searches whose denominators grow with their depth (an
// expectimax over rerolls divides by 6 at every die rolled again). The fixed-width
// odds::Fraction stays the type of every finished figure that fits; this one is for sums
// and means along the way, converted back with to_fraction when a result is small enough.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <string>

#include "solver/odds/odds.hpp"

namespace arbiter::odds {

using Rational = boost::multiprecision::cpp_rational;

inline Rational to_rational(Fraction f) {
  return Rational(boost::multiprecision::cpp_int(f.num), boost::multiprecision::cpp_int(f.den));
}
// "7/12", "0", "-3": the same text as Fraction::str.
inline std::string rational_str(const Rational& r) {
  const auto num = boost::multiprecision::numerator(r);
  const auto den = boost::multiprecision::denominator(r);
  return den == 1 ? num.str() : num.str() + "/" + den.str();
}
inline double rational_value(const Rational& r) {
  return r.convert_to<double>();
}

}  // namespace arbiter::odds
