// Exact fractions of any size read back from the text rational_str writes, so that every
// value `solve` prints can be written in an `expect` block and `check --update` reads back
// what it wrote. (Kept apart from rational.hpp, which most of the solver includes.)
#pragma once

#include <string>

#include "solver/odds/exact_big.hpp"
#include "solver/odds/rational.hpp"

namespace arbiter::odds {

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
  out = from_big(boost::multiprecision::cpp_rational(num, den));
  return true;
}

}  // namespace arbiter::odds
