// Exact fractions with a machine-word fast path. Almost every probability and expectation the
// games work out fits a 64-bit numerator and denominator, but some do not (a long chain of
// exploding crits, a deep expectimax over rerolls), and arbitrary precision everywhere cost
// Arcadia Quest and Grumblestone most of their time in big-integer division and gcd. So a
// value is an int64 fraction in lowest terms while it fits, and a Boost cpp_rational only
// when an operation's exact result would not: every operation first tries 64-bit operands
// with 128-bit products (reducing by gcds before multiplying, as Knuth does), and on
// overflow redoes itself in arbitrary precision. A result that fits again returns to the
// fast form, so a value has exactly one representation and the answers are those of
// cpp_rational, bit for bit (to_double rounds as Boost does: to nearest, ties to even).
//
// The big form lives in exact.cpp (exact_big.hpp converts to and from cpp_rational), so that
// this header stays free of the multiprecision headers.
#pragma once

#include <compare>
#include <concepts>
#include <cstdint>
#include <iosfwd>
#include <limits>
#include <string>
#include <utility>

namespace arbiter::odds {

// 128-bit intermediates: products of two 64-bit operands (a GCC and Clang extension).
__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

class Exact {
 public:
  Exact() = default;
  template <std::integral T>
  Exact(T v) {  // NOLINT: an integer is a fraction (p == 0, 1 - p)
    if (std::in_range<std::int64_t>(v) && static_cast<std::int64_t>(v) != kMin) {
      num_ = static_cast<std::int64_t>(v);
      den_ = 1;
    } else {
      set_wide(v < 0, wide_abs(v), 1);
    }
  }
  // num/den reduced to lowest terms; den != 0 (std::invalid_argument otherwise).
  template <std::integral N, std::integral D>
  Exact(N num, D den) {
    if (den == 0) zero_denominator();
    const bool negative = (num < 0) != (den < 0);
    set_wide(negative && num != 0, wide_abs(num), wide_abs(den));
  }

  Exact(const Exact& o) : den_(o.den_) {
    if (o.is_big()) {
      big_ = clone(o.big_);
    } else {
      num_ = o.num_;
    }
  }
  Exact(Exact&& o) noexcept : den_(o.den_) { take(o); }
  Exact& operator=(const Exact& o) {
    if (this != &o) *this = Exact(o);
    return *this;
  }
  Exact& operator=(Exact&& o) noexcept {
    if (this != &o) {
      if (is_big()) release(big_);
      take(o);
    }
    return *this;
  }
  ~Exact() {
    if (is_big()) release(big_);
  }

  // True while the value is held in machine words (numerator() / denominator() valid).
  bool is_small() const { return !is_big(); }
  std::int64_t numerator() const { return num_; }
  std::int64_t denominator() const { return den_; }
  // Decimal text of the numerator (sign included) and of the denominator, in lowest terms.
  std::string numerator_str() const;
  std::string denominator_str() const;
  // "7/12", "0", "-3".
  std::string str() const;
  // The nearest double (ties to even), as cpp_rational::convert_to<double>.
  double to_double() const {
    constexpr std::int64_t kExactDouble = std::int64_t{1} << 53;
    if (is_small() && num_ <= kExactDouble && num_ >= -kExactDouble && den_ <= kExactDouble) {
      // Both exact as doubles: IEEE division rounds the quotient correctly.
      return static_cast<double>(num_) / static_cast<double>(den_);
    }
    return to_double_slow();
  }

  friend Exact operator+(const Exact& a, const Exact& b) {
    if (a.is_small() && b.is_small()) {
      Exact r;
      if (add_small(a.num_, a.den_, b.num_, b.den_, r)) return r;
    }
    return arith(a, b, '+');
  }
  friend Exact operator-(const Exact& a, const Exact& b) {
    if (a.is_small() && b.is_small()) {
      Exact r;
      if (add_small(a.num_, a.den_, -b.num_, b.den_, r)) return r;
    }
    return arith(a, b, '-');
  }
  friend Exact operator*(const Exact& a, const Exact& b) {
    if (a.is_small() && b.is_small()) {
      Exact r;
      if (mul_small(a.num_, a.den_, b.num_, b.den_, r)) return r;
    }
    return arith(a, b, '*');
  }
  // Throws std::overflow_error on division by zero, as cpp_rational does.
  friend Exact operator/(const Exact& a, const Exact& b) {
    if (a.is_small() && b.is_small() && b.num_ != 0) {
      Exact r;
      // a/b * d/c with the sign carried by the numerator.
      const std::int64_t c = b.num_ < 0 ? -b.num_ : b.num_;
      if (mul_small(a.num_, a.den_, b.num_ < 0 ? -b.den_ : b.den_, c, r)) return r;
    }
    return arith(a, b, '/');
  }
  Exact operator-() const {
    if (is_small()) {
      Exact r;
      r.num_ = -num_;
      r.den_ = den_;
      return r;
    }
    return arith(Exact(), *this, '-');
  }
  Exact& operator+=(const Exact& o) { return *this = *this + o; }
  Exact& operator-=(const Exact& o) { return *this = *this - o; }
  Exact& operator*=(const Exact& o) { return *this = *this * o; }
  Exact& operator/=(const Exact& o) { return *this = *this / o; }

  // One representation per value, so equal values have equal forms.
  friend bool operator==(const Exact& a, const Exact& b) {
    if (a.is_small() && b.is_small()) return a.num_ == b.num_ && a.den_ == b.den_;
    if (a.is_small() != b.is_small()) return false;
    return equal_big(a, b);
  }
  friend std::strong_ordering operator<=>(const Exact& a, const Exact& b) {
    if (a.is_small() && b.is_small()) {
      // |num| < 2^63 and den < 2^63: the cross products fit in 127 bits.
      const Int128 l = static_cast<Int128>(a.num_) * b.den_;
      const Int128 r = static_cast<Int128>(b.num_) * a.den_;
      return l <=> r;
    }
    return compare_big(a, b) <=> 0;
  }

  friend std::ostream& operator<<(std::ostream& os, const Exact& x);

 private:
  struct Big;  // exact.cpp: a cpp_rational outside the fast range
  friend struct ExactAccess;

  static constexpr std::int64_t kMin = std::numeric_limits<std::int64_t>::min();
  static constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max();
  using u64 = std::uint64_t;
  using u128 = UInt128;

  bool is_big() const { return den_ == 0; }

  // Takes o's value (its big number, if any, changes owner) and leaves o zero. The caller
  // has released what this held.
  void take(Exact& o) noexcept {
    den_ = o.den_;
    if (o.is_big()) {
      big_ = o.big_;
    } else {
      num_ = o.num_;
    }
    o.num_ = 0;
    o.den_ = 1;
  }

  template <std::integral T>
  static u128 wide_abs(T v) {
    if constexpr (std::is_signed_v<T>) {
      return v < 0 ? static_cast<u128>(-static_cast<Int128>(v)) : static_cast<u128>(v);
    } else {
      return static_cast<u128>(v);
    }
  }

  static u64 gcd(u64 a, u64 b) {  // binary gcd; gcd(0, b) = b
    if (a == 0) return b;
    if (b == 0) return a;
    const int shift = __builtin_ctzll(a | b);
    a >>= __builtin_ctzll(a);
    do {
      b >>= __builtin_ctzll(b);
      if (a > b) std::swap(a, b);
      b -= a;
    } while (b != 0);
    return a << shift;
  }
  static u64 mag(std::int64_t v) { return v < 0 ? 0 - static_cast<u64>(v) : static_cast<u64>(v); }

  // Stores n/d, already in lowest terms, when it is within the fast range.
  static bool fits(Int128 n, Int128 d, Exact& r) {
    if (n < -kMax || n > kMax || d > kMax) return false;
    r.num_ = static_cast<std::int64_t>(n);
    r.den_ = static_cast<std::int64_t>(d);
    return true;
  }
  static bool narrow(Int128 v) { return v >= kMin && v <= kMax; }
  // gcd(|t|, g) for g > 0, and t / g exactly; 64-bit arithmetic whenever t fits.
  static u64 gcd_wide(Int128 t, u64 g) {
    if (narrow(t)) return gcd(mag(static_cast<std::int64_t>(t)), g);
    const u128 at = t < 0 ? static_cast<u128>(-t) : static_cast<u128>(t);
    return gcd(static_cast<u64>(at % g), g);
  }
  static Int128 div_wide(Int128 t, u64 g) {
    if (g == 1) return t;
    if (narrow(t)) return static_cast<std::int64_t>(t) / static_cast<std::int64_t>(g);
    return t / static_cast<Int128>(g);
  }

  // a/b + c/d for b, d > 0 (c = -INT64_MAX at least, since fast numerators exclude INT64_MIN).
  static bool add_small(std::int64_t a, std::int64_t b, std::int64_t c, std::int64_t d, Exact& r) {
    if (b == d) {  // sums along a distribution share denominators
      const Int128 n = static_cast<Int128>(a) + c;
      if (n == 0) return fits(0, 1, r);
      const u64 g = gcd_wide(n, static_cast<u64>(b));
      return fits(div_wide(n, g), b / static_cast<std::int64_t>(g), r);
    }
    // Knuth: with g = gcd(b, d), t = a (d/g) + c (b/g) and g2 = gcd(t, g), the sum is
    // (t/g2) / ((b/g) (d/g2)) in lowest terms; the products fit in 127 bits.
    const u64 g = gcd(static_cast<u64>(b), static_cast<u64>(d));
    const std::int64_t bg = b / static_cast<std::int64_t>(g);
    const std::int64_t dg = d / static_cast<std::int64_t>(g);
    const Int128 t = static_cast<Int128>(a) * dg + static_cast<Int128>(c) * bg;
    if (t == 0) return fits(0, 1, r);
    const u64 g2 = g == 1 ? 1 : gcd_wide(t, g);
    return fits(div_wide(t, g2), static_cast<Int128>(bg) * (d / static_cast<std::int64_t>(g2)), r);
  }
  // (a/b) (c/d) for b, d > 0, cross-reduced first so that the result is in lowest terms.
  static bool mul_small(std::int64_t a, std::int64_t b, std::int64_t c, std::int64_t d, Exact& r) {
    if (a == 0 || c == 0) return fits(0, 1, r);
    const bool negative = (a < 0) != (c < 0);
    const u64 ua = mag(a), ub = static_cast<u64>(b), uc = mag(c), ud = static_cast<u64>(d);
    const u64 g1 = gcd(ua, ud), g2 = gcd(uc, ub);
    const u128 n = static_cast<u128>(ua / g1) * (uc / g2);
    const u128 den = static_cast<u128>(ub / g2) * (ud / g1);
    if (n > static_cast<u128>(kMax) || den > static_cast<u128>(kMax)) return false;
    const auto sn = static_cast<std::int64_t>(n);
    return fits(negative ? -sn : sn, static_cast<Int128>(den), r);
  }

  // The arbitrary-precision paths (exact.cpp).
  void set_wide(bool negative, u128 num, u128 den);  // reduces
  static Exact arith(const Exact& a, const Exact& b, char op);
  static int compare_big(const Exact& a, const Exact& b);
  static bool equal_big(const Exact& a, const Exact& b);  // both big
  double to_double_slow() const;
  static Big* clone(const Big* b);
  static void release(Big* b);
  [[noreturn]] static void zero_denominator();

  union {
    std::int64_t num_ = 0;
    Big* big_;
  };
  std::int64_t den_ = 1;  // > 0 in the fast form; 0 marks big_
};

}  // namespace arbiter::odds
