// odds::Exact against Boost's cpp_rational, the type it replaces: every operation on random
// and boundary operands (numerators at INT64_MIN/MAX, denominators near 2^63, values past the
// 64-bit range and back) gives the same value, the same text and the same double.
#include "solver/odds/exact.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <sstream>
#include <stdexcept>
#include <utility>
#include <vector>

#include "solver/odds/exact_big.hpp"
#include "solver/odds/exploding.hpp"
#include "solver/odds/rational.hpp"

namespace arbiter::odds {
namespace {

using boost::multiprecision::cpp_int;
using boost::multiprecision::cpp_rational;

constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max();
constexpr std::int64_t kMin = std::numeric_limits<std::int64_t>::min();

// The text cpp_rational's own parts give, as the reports printed it before Exact.
std::string big_text(const cpp_rational& r) {
  const cpp_int n = boost::multiprecision::numerator(r), d = boost::multiprecision::denominator(r);
  return d == 1 ? n.str() : n.str() + "/" + d.str();
}
// decimal_str as it was written over cpp_rational.
std::string big_decimal(const cpp_rational& x, int digits) {
  cpp_int scale = 1;
  for (int i = 0; i < digits; ++i) scale *= 10;
  const cpp_int n = boost::multiprecision::numerator(x), d = boost::multiprecision::denominator(x);
  const bool negative = n < 0;
  const cpp_int a = negative ? cpp_int(-n) : n;
  const cpp_int r = (a * scale * 2 + d) / (d * 2);
  std::string frac = cpp_int(r % scale).str();
  frac.insert(0, static_cast<std::size_t>(digits) - frac.size(), '0');
  return (negative && r != 0 ? "-" : "") + cpp_int(r / scale).str() +
         (digits > 0 ? "." + frac : "");
}

// Within the fast form's range: |numerator| and denominator at most INT64_MAX.
bool in_fast_range(const cpp_rational& r) {
  const cpp_int lim(kMax);
  const cpp_int n = boost::multiprecision::numerator(r);
  return n <= lim && n >= -lim && boost::multiprecision::denominator(r) <= lim;
}

// Checks that x holds exactly `want`, in the one form its range calls for.
void expect_same(const Exact& x, const cpp_rational& want, const std::string& what) {
  ASSERT_EQ(to_big(x), want) << what;
  EXPECT_EQ(x.str(), big_text(want)) << what;
  EXPECT_EQ(x.is_small(), in_fast_range(want)) << what << " = " << big_text(want);
  const double d = x.to_double(), w = want.convert_to<double>();
  EXPECT_EQ(std::memcmp(&d, &w, sizeof d), 0) << what << ": " << d << " vs " << w;
  EXPECT_EQ(decimal_str(x), big_decimal(want, 3)) << what;
  EXPECT_EQ(decimal_str(x, 18), big_decimal(want, 18)) << what;
}

// A random numerator or denominator from the ranges where the fast path has edges.
std::int64_t operand(std::mt19937_64& rng, bool denominator) {
  std::uniform_int_distribution<int> kind(0, 6);
  std::uniform_int_distribution<std::int64_t> near(0, 40);
  std::int64_t v = 0;
  switch (kind(rng)) {
    case 0:
      v = std::uniform_int_distribution<std::int64_t>(-40, 40)(rng);
      break;
    case 1: {  // powers of 6 and 2 (dice denominators)
      v = 1;
      const int e = std::uniform_int_distribution<int>(0, 24)(rng);
      for (int i = 0; i < e; ++i) v *= (i % 3 == 0 ? 2 : 6);
      break;
    }
    case 2:
      v = kMax - near(rng);
      break;
    case 3:
      v = kMin + near(rng);
      break;
    case 4:
      v = std::uniform_int_distribution<std::int64_t>(-(std::int64_t{1} << 32),
                                                      std::int64_t{1} << 32)(rng);
      break;
    case 5:  // around 2^53, where a double stops holding every integer
      v = (std::int64_t{1} << 53) + std::uniform_int_distribution<std::int64_t>(-3, 3)(rng);
      break;
    default:
      v = static_cast<std::int64_t>(rng());
      break;
  }
  if (denominator) {
    if (v == kMin) v = kMax;
    v = v < 0 ? -v : v;
    if (v == 0) v = 1;
  }
  return v;
}

// A random value and the same as cpp_rational; some past the 64-bit range (a product of two).
std::pair<Exact, cpp_rational> value(std::mt19937_64& rng) {
  const std::int64_t n = operand(rng, false), d = operand(rng, true);
  Exact x(n, d);
  cpp_rational r = cpp_rational(cpp_int(n), cpp_int(d));
  if (rng() % 4 == 0) {
    const std::int64_t n2 = operand(rng, false), d2 = operand(rng, true);
    x *= Exact(n2, d2);
    r *= cpp_rational(cpp_int(n2), cpp_int(d2));
  }
  return {x, r};
}

TEST(Exact, ArithmeticMatchesCppRationalOnRandomAndBoundaryOperands) {
  std::mt19937_64 rng(29);
  int wide = 0;
  for (int i = 0; i < 20000; ++i) {
    const auto [a, ra] = value(rng);
    const auto [b, rb] = value(rng);
    expect_same(a, ra, "a");
    expect_same(a + b, ra + rb, big_text(ra) + " + " + big_text(rb));
    expect_same(a - b, ra - rb, big_text(ra) + " - " + big_text(rb));
    expect_same(a * b, ra * rb, big_text(ra) + " * " + big_text(rb));
    if (rb != 0) expect_same(a / b, ra / rb, big_text(ra) + " / " + big_text(rb));
    expect_same(-a, -ra, "-" + big_text(ra));
    EXPECT_EQ(a == b, ra == rb);
    EXPECT_EQ(a < b, ra < rb) << big_text(ra) << " < " << big_text(rb);
    EXPECT_EQ(a > b, ra > rb);
    EXPECT_EQ(a <= b, ra <= rb);
    EXPECT_EQ(a == a * 1, true);
    Exact c = a;  // compound forms
    c += b;
    c -= a;
    c *= b;
    expect_same(c, rb * rb, "compound");
    if (!a.is_small() || !b.is_small()) ++wide;
  }
  EXPECT_GT(wide, 2000);  // the big form was exercised too
}

TEST(Exact, ComparesWithIntegers) {
  const Exact half(1, 2);
  EXPECT_TRUE(half < 1);
  EXPECT_TRUE(0 < half);
  EXPECT_TRUE(half != 0);
  EXPECT_TRUE(Exact(4, 2) == 2);
  EXPECT_TRUE(1 - half == half);
  EXPECT_TRUE(Exact(-7, 3) < -2);
  EXPECT_TRUE(Exact(kMax) + 1 > kMax);
  EXPECT_TRUE(Exact(kMin) < kMin + 1);
  EXPECT_EQ(Exact(), 0);
}

TEST(Exact, OverflowsToBigAndComesBack) {
  // One past INT64_MAX, then back.
  Exact x(kMax);
  EXPECT_TRUE(x.is_small());
  x += 1;
  EXPECT_FALSE(x.is_small());
  EXPECT_EQ(x.str(), "9223372036854775808");
  x -= 1;
  EXPECT_TRUE(x.is_small());
  EXPECT_EQ(x, kMax);
  // INT64_MIN's magnitude does not fit: it is held big, and its negation too.
  const Exact m(kMin);
  EXPECT_FALSE(m.is_small());
  EXPECT_EQ(m.str(), "-9223372036854775808");
  EXPECT_EQ((-m).str(), "9223372036854775808");
  EXPECT_TRUE((m + 1).is_small());
  EXPECT_EQ(Exact(kMin, kMin), 1);
  EXPECT_EQ(Exact(kMin, 2).str(), "-4611686018427387904");
  EXPECT_TRUE(Exact(kMin, 2).is_small());
  EXPECT_EQ(Exact(3, kMin).str(), "-3/9223372036854775808");
  // A chain of 1/6 past 2^63 in the denominator, then back by multiplying by 6.
  Exact p = 1;
  cpp_rational rp = 1;
  for (int i = 0; i < 40; ++i) {
    p /= 6;
    rp /= 6;
    expect_same(p, rp, "1/6^" + std::to_string(i + 1));
  }
  EXPECT_FALSE(p.is_small());
  for (int i = 0; i < 40; ++i) p *= 6;
  EXPECT_TRUE(p.is_small());
  EXPECT_EQ(p, 1);
  // A sum whose terms are small and whose total needs more than 64 bits, then cancels.
  const Exact near(kMax - 1, kMax);
  Exact s = near + near;
  expect_same(s, cpp_rational(cpp_int(kMax - 1), cpp_int(kMax)) * 2, "near + near");
  s -= near;
  EXPECT_TRUE(s.is_small());
  EXPECT_EQ(s, near);
  // Unrelated huge denominators: the product denominator overflows, the sum may too.
  const Exact u(1, kMax), v(1, kMax - 1);
  expect_same(u + v, cpp_rational(1, cpp_int(kMax)) + cpp_rational(1, cpp_int(kMax - 1)),
              "1/max + 1/(max-1)");
  expect_same(u - u, 0, "u - u");
  EXPECT_TRUE((u - u).is_small());
}

TEST(Exact, DivisionByZeroIsAnError) {
  EXPECT_THROW((void)(Exact(1) / Exact(0)), std::overflow_error);
  EXPECT_THROW((void)(Exact(kMin) * kMin / 0), std::overflow_error);
  EXPECT_THROW((void)Exact(1, 0), std::invalid_argument);
}

TEST(Exact, CopiesAndMovesOwnTheirBigValues) {
  Exact a = Exact(kMax) * kMax;
  ASSERT_FALSE(a.is_small());
  Exact b = a;
  a += 1;
  EXPECT_EQ(to_big(b), cpp_rational(cpp_int(kMax) * kMax));
  EXPECT_EQ(to_big(a), cpp_rational(cpp_int(kMax) * kMax + 1));
  Exact c = std::move(a);
  EXPECT_EQ(to_big(c), cpp_rational(cpp_int(kMax) * kMax + 1));
  b = c;
  EXPECT_EQ(b, c);
  c = Exact(1, 3);
  EXPECT_EQ(c.str(), "1/3");
  EXPECT_NE(b, c);
  b = std::move(c);
  EXPECT_EQ(b.str(), "1/3");
  std::vector<Exact> many(100, Exact(kMax) * 3);
  many.resize(300, Exact(2, 7));
  EXPECT_EQ(many[99].str(), "27670116110564327421");
  EXPECT_EQ(many[299].str(), "2/7");
}

TEST(Exact, TextIsCppRationalsText) {
  EXPECT_EQ(Exact(6, 8).str(), "3/4");
  EXPECT_EQ(Exact(-6, 8).str(), "-3/4");
  EXPECT_EQ(Exact(6, -8).str(), "-3/4");
  EXPECT_EQ(Exact(0, -5).str(), "0");
  EXPECT_EQ(Exact(-12, 4).str(), "-3");
  EXPECT_EQ(Exact(-12, 5).numerator_str(), "-12");
  EXPECT_EQ(Exact(-12, 5).denominator_str(), "5");
  EXPECT_EQ(exact_str(Exact(1, 3) / Exact(kMax)), "1/27670116110564327421");
  EXPECT_EQ(rational_str(Exact(1, 3) / Exact(kMax)), "1/27670116110564327421");
  EXPECT_EQ(decimal_str(Exact(2, 3)), "0.667");
  EXPECT_EQ(decimal_str(Exact(-1, 8), 2), "-0.13");
  EXPECT_EQ(decimal_str(Exact(-1, 2001)), "0.000");  // no "-0.000"
  EXPECT_EQ(decimal_str(Exact(kMax) * 10, 3), big_decimal(cpp_rational(cpp_int(kMax) * 10), 3));
  EXPECT_EQ(decimal_str(Exact(kMax - 2, 7), 19), big_decimal(cpp_rational(kMax - 2, 7), 19));
  std::ostringstream os;
  os << Exact(5, 10);
  EXPECT_EQ(os.str(), "1/2");
  EXPECT_EQ(to_rational(Fraction{-9, 12}).str(), "-3/4");
  EXPECT_EQ(from_big(cpp_rational(cpp_int(1) << 70, 3)).str(), "1180591620717411303424/3");
  EXPECT_TRUE(from_big(cpp_rational(cpp_int(1) << 70, cpp_int(1) << 69)).is_small());
}

TEST(Exact, DoublesRoundAsCppRationalDoes) {
  // Ties and near-ties past 2^53, where the simple quotient of two doubles would round twice.
  const std::int64_t big = (std::int64_t{1} << 54) + 1;
  for (const auto& [n, d] : std::vector<std::pair<std::int64_t, std::int64_t>>{
           {big, 1}, {big + 2, 1}, {1, big}, {kMax, 3}, {kMax - 1, kMax}, {-big, 7}, {1, 3}}) {
    const Exact x(n, d);
    const double got = x.to_double(),
                 want = cpp_rational(cpp_int(n), cpp_int(d)).convert_to<double>();
    EXPECT_EQ(std::memcmp(&got, &want, sizeof got), 0) << n << "/" << d;
  }
}

}  // namespace
}  // namespace arbiter::odds
