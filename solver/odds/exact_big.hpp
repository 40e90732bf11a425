// Between odds::Exact and Boost's cpp_rational, for code that builds a value from big
// integers (a sum over every ordering of a deck) and for tests checking Exact against it.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>

#include "solver/odds/exact.hpp"

namespace arbiter::odds {

boost::multiprecision::cpp_rational to_big(const Exact& x);
Exact from_big(const boost::multiprecision::cpp_rational& x);

}  // namespace arbiter::odds
