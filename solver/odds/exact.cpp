#include "solver/odds/exact.hpp"

#include <ostream>
#include <stdexcept>

#include "solver/odds/exact_big.hpp"

namespace arbiter::odds {

using boost::multiprecision::cpp_int;
using boost::multiprecision::cpp_rational;

struct Exact::Big {
  cpp_rational v;
};

struct ExactAccess {
  static cpp_rational big(const Exact& x) {
    cpp_rational tmp;
    return view(x, tmp);
  }
  // x as a cpp_rational: its own when big (no copy), else built in `tmp`.
  static const cpp_rational& view(const Exact& x, cpp_rational& tmp) {
    if (x.is_big()) return x.big_->v;
    tmp = cpp_rational(cpp_int(x.num_), cpp_int(x.den_));
    return tmp;
  }
  // The fast form when the value is within its range (|num|, den <= INT64_MAX), else big.
  static Exact make(cpp_rational v) {
    Exact r;
    const cpp_int& n = boost::multiprecision::numerator(v);
    const cpp_int& d = boost::multiprecision::denominator(v);
    static const cpp_int kMax(Exact::kMax);
    if (n <= kMax && n >= -kMax && d <= kMax) {
      r.num_ = n.convert_to<std::int64_t>();
      r.den_ = d.convert_to<std::int64_t>();
    } else {
      r.big_ = new Exact::Big{std::move(v)};
      r.den_ = 0;
    }
    return r;
  }
};

cpp_rational to_big(const Exact& x) {
  return ExactAccess::big(x);
}
Exact from_big(const cpp_rational& x) {
  return ExactAccess::make(x);
}

namespace {

cpp_int from_u128(UInt128 v) {
  cpp_int r = static_cast<std::uint64_t>(v >> 64);
  r <<= 64;
  r += static_cast<std::uint64_t>(v);
  return r;
}

}  // namespace

void Exact::set_wide(bool negative, u128 num, u128 den) {
  // A 128-bit gcd is rare enough (only out-of-range integers come here) to leave to Boost.
  if (num <= static_cast<u128>(kMax) && den <= static_cast<u128>(kMax)) {
    const u64 g = gcd(static_cast<u64>(num), static_cast<u64>(den));
    const auto n = static_cast<std::int64_t>(static_cast<u64>(num) / g);
    num_ = negative ? -n : n;
    den_ = static_cast<std::int64_t>(static_cast<u64>(den) / g);
    return;
  }
  cpp_int n = from_u128(num);
  if (negative) n = -n;
  *this = ExactAccess::make(cpp_rational(n, from_u128(den)));
}

Exact Exact::arith(const Exact& a, const Exact& b, char op) {
  cpp_rational ta, tb;
  const cpp_rational& x = ExactAccess::view(a, ta);
  const cpp_rational& y = ExactAccess::view(b, tb);
  switch (op) {
    case '+':
      return ExactAccess::make(x + y);
    case '-':
      return ExactAccess::make(x - y);
    case '*':
      return ExactAccess::make(x * y);
    default:
      return ExactAccess::make(x / y);  // throws std::overflow_error on zero
  }
}

int Exact::compare_big(const Exact& a, const Exact& b) {
  // Cross products: two multiplications, where cpp_rational's comparison divides.
  cpp_rational ta, tb;
  const cpp_rational& x = ExactAccess::view(a, ta);
  const cpp_rational& y = ExactAccess::view(b, tb);
  const auto& p = x.backend().data();  // boost::rational<cpp_int>: its parts by reference
  const auto& q = y.backend().data();
  const cpp_int l = p.numerator() * q.denominator();
  const cpp_int r = q.numerator() * p.denominator();
  return l.compare(r);
}

bool Exact::equal_big(const Exact& a, const Exact& b) {
  // Both in lowest terms: equal parts (cpp_rational's own == orders the two, dividing).
  const auto& p = a.big_->v.backend().data();
  const auto& q = b.big_->v.backend().data();
  return p.denominator() == q.denominator() && p.numerator() == q.numerator();
}

double Exact::to_double_slow() const {
  cpp_rational tmp;
  return ExactAccess::view(*this, tmp).convert_to<double>();
}

Exact::Big* Exact::clone(const Big* b) {
  return new Big(*b);
}
void Exact::release(Big* b) {
  delete b;
}
void Exact::zero_denominator() {
  throw std::invalid_argument("odds: a fraction with denominator 0");
}

std::string Exact::numerator_str() const {
  return is_big() ? big_->v.backend().data().numerator().str() : std::to_string(num_);
}
std::string Exact::denominator_str() const {
  return is_big() ? big_->v.backend().data().denominator().str() : std::to_string(den_);
}
std::string Exact::str() const {
  const bool whole = is_big() ? big_->v.backend().data().denominator() == 1 : den_ == 1;
  return whole ? numerator_str() : numerator_str() + "/" + denominator_str();
}

std::ostream& operator<<(std::ostream& os, const Exact& x) {
  return os << x.str();
}

}  // namespace arbiter::odds
