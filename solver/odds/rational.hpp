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
// Parses what rational_str writes ("a/b" or "a", a possibly negative, b > 0), of any size;
// false when the text is not one.
inline bool parse_rational(const std::string& text, Rational& out) {
  const auto digits = [](const std::string& t, std::size_t from, std::size_t to) {
    if (from >= to) return false;
    for (std::size_t i = from; i < to; ++i) {
      if (t[i] < '0' || t[i] > '9') return false;
    }
    return true;
  };
  const std::size_t slash = text.find('/');
  const std::size_t end_num = slash == std::string::npos ? text.size() : slash;
  const std::size_t sign = !text.empty() && text[0] == '-' ? 1 : 0;
  if (!digits(text, sign, end_num)) return false;
  boost::multiprecision::cpp_int num(text.substr(sign, end_num - sign)), den(1);
  if (sign) num = -num;
  if (slash != std::string::npos) {
    if (!digits(text, slash + 1, text.size())) return false;
    den = boost::multiprecision::cpp_int(text.substr(slash + 1));
    if (den == 0) return false;
  }
  out = Rational(num, den);
  return true;
}
inline double rational_value(const Rational& r) {
  return r.convert_to<double>();
}

}  // namespace arbiter::odds
