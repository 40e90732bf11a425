#include "solver/odds/odds.hpp"

#include <charconv>
#include <numeric>
#include <stdexcept>

namespace arbiter::odds {
namespace {

// 128-bit intermediates (a GCC and Clang extension) keep products of 64-bit weights exact.
__extension__ typedef __int128 Wide;
__extension__ typedef unsigned __int128 UWide;

std::int64_t narrow(Wide v) {
  if (v > INT64_MAX || v < INT64_MIN) throw std::overflow_error("odds: fraction too large");
  return static_cast<std::int64_t>(v);
}

std::uint64_t mul(std::uint64_t a, std::uint64_t b) {
  const UWide p = static_cast<UWide>(a) * b;
  if (p > UINT64_MAX) throw std::overflow_error("odds: dice pool too large");
  return static_cast<std::uint64_t>(p);
}

std::uint64_t add(std::uint64_t a, std::uint64_t b) {
  if (a > UINT64_MAX - b) throw std::overflow_error("odds: dice pool too large");
  return a + b;
}

Fraction reduce(Wide num, Wide den) {
  if (den < 0) num = -num, den = -den;
  Wide a = num < 0 ? -num : num, b = den;
  while (b != 0) {
    const Wide t = a % b;
    a = b;
    b = t;
  }
  if (a > 1) num /= a, den /= a;
  return Fraction{narrow(num), narrow(den)};
}

}  // namespace

Fraction Fraction::make(std::int64_t num, std::int64_t den) {
  if (den == 0) throw std::invalid_argument("odds: zero denominator");
  return reduce(num, den);
}

std::string Fraction::str() const {
  return den == 1 ? std::to_string(num) : std::to_string(num) + "/" + std::to_string(den);
}

Fraction operator+(Fraction a, Fraction b) {
  return reduce(Wide{a.num} * b.den + Wide{b.num} * a.den, Wide{a.den} * b.den);
}
Fraction operator-(Fraction a, Fraction b) {
  return reduce(Wide{a.num} * b.den - Wide{b.num} * a.den, Wide{a.den} * b.den);
}
Fraction operator*(Fraction a, Fraction b) {
  return reduce(Wide{a.num} * b.num, Wide{a.den} * b.den);
}
bool operator<(Fraction a, Fraction b) {
  return Wide{a.num} * b.den < Wide{b.num} * a.den;
}

bool parse_fraction(const std::string& text, Fraction& out) {
  const char* first = text.data();
  const char* last = first + text.size();
  std::int64_t num = 0, den = 1;
  auto r = std::from_chars(first, last, num);
  if (r.ec != std::errc() || r.ptr == first) return false;
  if (r.ptr != last) {
    if (*r.ptr != '/') return false;
    const char* d = r.ptr + 1;
    auto r2 = std::from_chars(d, last, den);
    if (r2.ec != std::errc() || r2.ptr != last || r2.ptr == d || den <= 0) return false;
  }
  out = Fraction::make(num, den);
  return true;
}

Distribution Distribution::dice(int dice, int hits, int faces) {
  if (dice < 0 || hits < 0 || faces <= 0 || hits > faces) {
    throw std::invalid_argument("odds: bad die");
  }
  // One die: P(hit) = hits/faces; n dice: the n-fold convolution, done as Pascal's rule
  // on integer weights (each row multiplies the denominator by `faces`).
  Distribution d;
  const Distribution one(
      {static_cast<std::uint64_t>(faces - hits), static_cast<std::uint64_t>(hits)},
      static_cast<std::uint64_t>(faces));
  for (int i = 0; i < dice; ++i) d = convolve(d, one);
  return d;
}

Distribution convolve(const Distribution& a, const Distribution& b) {
  std::vector<std::uint64_t> w(a.weights_.size() + b.weights_.size() - 1, 0);
  for (std::size_t i = 0; i < a.weights_.size(); ++i) {
    for (std::size_t j = 0; j < b.weights_.size(); ++j) {
      w[i + j] = add(w[i + j], mul(a.weights_[i], b.weights_[j]));
    }
  }
  return Distribution(std::move(w), mul(a.denominator_, b.denominator_));
}

Distribution excess(const Distribution& a, const Distribution& b) {
  std::vector<std::uint64_t> w(a.weights_.size(), 0);
  for (std::size_t i = 0; i < a.weights_.size(); ++i) {
    for (std::size_t j = 0; j < b.weights_.size(); ++j) {
      const std::size_t k = i > j ? i - j : 0;
      w[k] = add(w[k], mul(a.weights_[i], b.weights_[j]));
    }
  }
  return Distribution(std::move(w), mul(a.denominator_, b.denominator_));
}

Fraction Distribution::p(int k) const {
  return reduce(weight(k), denominator_);
}

Fraction Distribution::at_least(int k) const {
  UWide s = 0;
  for (int i = std::max(k, 0); i <= max(); ++i) s += weights_[static_cast<std::size_t>(i)];
  return reduce(static_cast<Wide>(s), denominator_);
}

Fraction Distribution::expected() const {
  return expected_capped(max());
}

Fraction Distribution::expected_capped(int cap) const {
  UWide s = 0;
  for (int i = 0; i <= max(); ++i) {
    s += static_cast<UWide>(weights_[static_cast<std::size_t>(i)]) *
         static_cast<unsigned>(std::min(i, std::max(cap, 0)));
  }
  return reduce(static_cast<Wide>(s), denominator_);
}

}  // namespace arbiter::odds
