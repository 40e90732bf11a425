#include "solver/odds/exploding.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <tuple>

#include "solver/odds/exact_big.hpp"

namespace arbiter::odds {
namespace {

using boost::multiprecision::cpp_int;

Exact binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  // r stays C(n - k + i, i), an integer, at every step; 64 bits unless the dice are many.
  std::uint64_t r = 1;
  bool wide = false;
  for (int i = 1; i <= k && !wide; ++i) {
    wide = __builtin_mul_overflow(r, static_cast<std::uint64_t>(n - k + i), &r);
    r /= static_cast<std::uint64_t>(i);
  }
  if (!wide) return Exact(r);
  cpp_int big = 1;
  for (int i = 1; i <= k; ++i) big = big * (n - k + i) / i;
  return from_big(boost::multiprecision::cpp_rational(big));
}

Exact power(const Exact& x, int n) {
  Exact r = 1;
  for (int i = 0; i < n; ++i) r *= x;
  return r;
}

struct Faces {
  Exact crit, hit, miss;
  explicit Faces(const ExplodingDie& d)
      : crit(Exact(d.crits) / d.faces),
        hit(Exact(d.hits) / d.faces),
        miss(Exact(d.faces - d.hits - d.crits) / d.faces) {}
};

// The distribution of min(max(0, x + A - D), cap) with qa attack and qd defence dice still
// to roll. Dice are rolled one of each kind at a time: unless both crit, a pair uses up at
// least one die; both critting repeats the same state, which is solved for directly
// (f = rest + p f, so f = rest / (1 - p)).
class Excess {
 public:
  Excess(const ExplodingDie& a, const ExplodingDie& d, int cap)
      : a_(a), d_(d), fa_(a), fd_(d), cap_(cap) {}

  Capped run(int qa, int qd, int x) {
    const auto key = std::make_tuple(qa, qd, x);
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
    Capped out(static_cast<std::size_t>(cap_) + 1, Exact(0));
    if (qa == 0 || qd == 0) {
      base(qa, qd, x, out);
    } else {
      const Exact* pa[3] = {&fa_.crit, &fa_.hit, &fa_.miss};
      const Exact* pd[3] = {&fd_.crit, &fd_.hit, &fd_.miss};
      for (int i = 0; i < 3; ++i) {
        for (int k = 0; k < 3; ++k) {
          if (i == 0 && k == 0) continue;
          const Exact p = *pa[i] * *pd[k];
          if (p == 0) continue;
          const int na = i == 0 ? qa : qa - 1, nd = k == 0 ? qd : qd - 1;
          const int nx = x + (i < 2 ? 1 : 0) - (k < 2 ? 1 : 0);
          const Capped sub = run(na, nd, nx);
          for (std::size_t v = 0; v < out.size(); ++v) out[v] += p * sub[v];
        }
      }
      const Exact stay = 1 - fa_.crit * fd_.crit;
      for (auto& v : out) v /= stay;
    }
    memo_.emplace(key, out);
    return out;
  }

 private:
  // One kind left: the remaining count's distribution is a finite sum per value; the
  // open-ended value (0 below, cap above) takes the complement.
  void base(int qa, int qd, int x, Capped& out) {
    Exact rest = 0;
    if (qd > 0) {  // x - D
      for (int v = 1; v <= cap_; ++v) {
        Exact p = 0;
        if (v < cap_) {
          if (x - v >= 0) p = pmf(false, qd, x - v);
        } else {
          for (int k = 0; k <= x - cap_; ++k) p += pmf(false, qd, k);
        }
        out[static_cast<std::size_t>(v)] = p;
        rest += p;
      }
      out[0] = 1 - rest;
    } else {  // x + A (qa may be 0)
      for (int v = 0; v < cap_; ++v) {
        Exact p = 0;
        if (v > 0) {
          if (v - x >= 0) p = pmf(true, qa, v - x);
        } else {
          for (int k = 0; k <= -x; ++k) p += pmf(true, qa, k);
        }
        out[static_cast<std::size_t>(v)] = p;
        rest += p;
      }
      out[static_cast<std::size_t>(cap_)] = 1 - rest;
    }
  }

  // The same values recur across the base states of one run.
  const Exact& pmf(bool attack, int dice, int k) {
    const auto key = std::make_tuple(attack ? 1 : 0, dice, k);
    auto it = pmf_.find(key);
    if (it == pmf_.end()) it = pmf_.emplace(key, exploding_pmf(attack ? a_ : d_, dice, k)).first;
    return it->second;
  }

  ExplodingDie a_, d_;
  Faces fa_, fd_;
  int cap_;
  std::map<std::tuple<int, int, int>, Capped> memo_;
  std::map<std::tuple<int, int, int>, Exact> pmf_;
};

}  // namespace

std::string exact_str(const Exact& x) {
  return x.str();
}

std::string decimal_str(const Exact& x, int digits) {
  std::string whole, frac;
  bool negative = false;
  if (x.is_small() && digits >= 0 && digits <= 18) {
    // |num| < 2^63 and scale <= 10^18 < 2^60: the rounding below fits in 125 bits.
    using u128 = UInt128;
    u128 scale = 1;
    for (int i = 0; i < digits; ++i) scale *= 10;
    const std::int64_t n = x.numerator();
    const auto d = static_cast<u128>(x.denominator());
    negative = n < 0;
    const u128 a = negative ? static_cast<u128>(-static_cast<Int128>(n)) : static_cast<u128>(n);
    const u128 r = (a * scale * 2 + d) / (d * 2);  // rounded half up
    const auto text = [](u128 v) {
      std::string t;
      do {
        t.insert(t.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
        v /= 10;
      } while (v != 0);
      return t;
    };
    negative = negative && r != 0;
    whole = text(r / scale);
    frac = text(r % scale);
  } else {
    cpp_int scale = 1;
    for (int i = 0; i < digits; ++i) scale *= 10;
    const boost::multiprecision::cpp_rational b = to_big(x);
    const cpp_int n = boost::multiprecision::numerator(b),
                  d = boost::multiprecision::denominator(b);
    negative = n < 0;
    const cpp_int a = negative ? cpp_int(-n) : n;
    const cpp_int r = (a * scale * 2 + d) / (d * 2);  // rounded half up
    negative = negative && r != 0;
    whole = cpp_int(r / scale).str();
    frac = cpp_int(r % scale).str();
  }
  frac.insert(0, static_cast<std::size_t>(digits) - frac.size(), '0');
  return (negative ? "-" : "") + whole + (digits > 0 ? "." + frac : "");
}

Exact exploding_pmf(const ExplodingDie& die, int dice, int k) {
  if (die.faces <= 0 || die.hits < 0 || die.crits < 0 || die.hits + die.crits > die.faces ||
      die.crits >= die.faces) {
    throw std::invalid_argument("odds: bad exploding die");
  }
  if (k < 0) return 0;
  if (dice == 0) return k == 0 ? 1 : 0;
  // j of the dice's final (non-crit) rolls are hits and k - j rolls are crits; a crit roll
  // never ends a chain, so the k - j crits fall among the rolls before each final roll:
  // C(k - j + n - 1, n - 1) arrangements.
  const Faces f(die);
  Exact p = 0;
  for (int j = 0; j <= std::min(dice, k); ++j) {
    p += binomial(dice, j) * power(f.hit, j) * power(f.miss, dice - j) *
         binomial(k - j + dice - 1, dice - 1) * power(f.crit, k - j);
  }
  return p;
}

Capped exploding_excess(const ExplodingDie& attack, int attack_dice, const ExplodingDie& defence,
                        int defence_dice, int cap) {
  if (cap < 1 || attack_dice < 0 || defence_dice < 0) throw std::invalid_argument("odds: cap");
  (void)exploding_pmf(attack, 0, 0);  // validates the dice
  (void)exploding_pmf(defence, 0, 0);
  return Excess(attack, defence, cap).run(attack_dice, defence_dice, 0);
}

Capped capped_zero(int cap) {
  Capped c(static_cast<std::size_t>(cap) + 1, Exact(0));
  c[0] = 1;
  return c;
}

namespace {

// capped_sum when some probability is past 64 bits: each side over a common denominator, the
// products summed as integers, and each total reduced once (rather than two gcds for every
// product and sum); the values are the same.
Capped capped_sum_wide(const Capped& a, const Capped& b, int cap) {
  using boost::multiprecision::cpp_rational;
  const auto integers = [](const Capped& x, cpp_int& den) {
    std::vector<cpp_rational> r;
    r.reserve(x.size());
    den = 1;
    for (const Exact& v : x) {
      r.push_back(to_big(v));
      den = boost::multiprecision::lcm(den, boost::multiprecision::denominator(r.back()));
    }
    std::vector<cpp_int> w;
    w.reserve(x.size());
    for (const cpp_rational& v : r) {
      w.push_back(boost::multiprecision::numerator(v) *
                  (den / boost::multiprecision::denominator(v)));
    }
    return w;
  };
  cpp_int da, db;
  const std::vector<cpp_int> wa = integers(a, da), wb = integers(b, db);
  std::vector<cpp_int> sum(static_cast<std::size_t>(cap) + 1, cpp_int(0));
  for (std::size_t i = 0; i < wa.size(); ++i) {
    if (wa[i] == 0) continue;
    for (std::size_t j = 0; j < wb.size(); ++j) {
      const std::size_t k = std::min<std::size_t>(i + j, static_cast<std::size_t>(cap));
      sum[k] += wa[i] * wb[j];
    }
  }
  const cpp_int den = da * db;
  Capped out;
  out.reserve(sum.size());
  for (const cpp_int& s : sum) out.push_back(from_big(cpp_rational(s, den)));
  return out;
}

}  // namespace

Capped capped_sum(const Capped& a, const Capped& b, int cap) {
  const auto small = [](const Capped& x) {
    return std::all_of(x.begin(), x.end(), [](const Exact& v) { return v.is_small(); });
  };
  if (!small(a) || !small(b)) return capped_sum_wide(a, b, cap);
  Capped out = capped_zero(cap);
  out[0] = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] == 0) continue;
    for (std::size_t j = 0; j < b.size(); ++j) {
      const std::size_t k = std::min<std::size_t>(i + j, static_cast<std::size_t>(cap));
      out[k] += a[i] * b[j];
    }
  }
  return out;
}

Capped capped_mix(const Exact& p, const Capped& x) {
  Capped out(x.size(), Exact(0));
  for (std::size_t i = 0; i < x.size(); ++i) out[i] = p * x[i];
  out[0] += 1 - p;
  return out;
}

Exact capped_expected(const Capped& x) {
  Exact e = 0;
  for (std::size_t i = 1; i < x.size(); ++i) e += x[i] * static_cast<int>(i);
  return e;
}

Exact capped_at_least(const Capped& x, int k) {
  Exact p = 0;
  for (std::size_t i = static_cast<std::size_t>(std::max(k, 0)); i < x.size(); ++i) p += x[i];
  return p;
}

}  // namespace arbiter::odds
