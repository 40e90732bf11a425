// Exact dice odds, shared by every game: distributions of counts as exact fractions
// (a common denominator and integer weights), built by convolution. A die is described by
// how many of its faces count (e.g. the Heroscape combat die: 3 skulls of 6 faces).
// Everything is exact; an input that would overflow 64-bit weights throws
// std::overflow_error (far beyond any real dice pool: about 40 dice).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace arbiter::odds {

// A reduced fraction num/den, den > 0.
struct Fraction {
  std::int64_t num = 0;
  std::int64_t den = 1;
  static Fraction make(std::int64_t num, std::int64_t den);
  long double value() const { return static_cast<long double>(num) / den; }
  std::string str() const;  // "3/8", "0", "1"
  friend bool operator==(const Fraction&, const Fraction&) = default;
  friend Fraction operator+(Fraction a, Fraction b);
  friend Fraction operator-(Fraction a, Fraction b);
  friend Fraction operator*(Fraction a, Fraction b);
  friend bool operator<(Fraction a, Fraction b);
};
// Parses "a/b" or "a" (a may be negative); false when it is not one.
bool parse_fraction(const std::string& text, Fraction& out);

// P(X = k) = weight[k] / denominator, for k = 0..size-1.
class Distribution {
 public:
  // X = 0 with certainty.
  Distribution() : weights_{1}, denominator_(1) {}
  // The count of faces that hit when rolling `dice` dice with `hits` hitting faces of `faces`.
  static Distribution dice(int dice, int hits, int faces);

  int max() const { return static_cast<int>(weights_.size()) - 1; }
  std::uint64_t denominator() const { return denominator_; }
  std::uint64_t weight(int k) const {
    return k >= 0 && k <= max() ? weights_[static_cast<std::size_t>(k)] : 0;
  }
  Fraction p(int k) const;                  // P(X = k)
  Fraction at_least(int k) const;           // P(X >= k)
  Fraction expected() const;                // E[X]
  Fraction expected_capped(int cap) const;  // E[min(X, cap)]

  // The sum of two independent counts.
  friend Distribution convolve(const Distribution& a, const Distribution& b);
  // max(0, A - B) for independent A and B: hits not cancelled by blocks.
  friend Distribution excess(const Distribution& a, const Distribution& b);

 private:
  Distribution(std::vector<std::uint64_t> w, std::uint64_t den)
      : weights_(std::move(w)), denominator_(den) {}
  std::vector<std::uint64_t> weights_;
  std::uint64_t denominator_;
};

}  // namespace arbiter::odds
