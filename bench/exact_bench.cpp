// odds::Exact (64-bit fractions, arbitrary precision only past 64 bits) against Boost's
// cpp_rational (arbitrary precision always), the type it replaced, on the same sums in the
// same run: `Big` is cpp_rational, `Exact` the new type. Registered together, so
// --benchmark_enable_random_interleaving runs them in alternation.
//
// BM_ExactSum: a chain of crits, the probability of each multiplied by 1/6 and renormalised
// by 35/36 every third die, summed with its count as weight (the shape of exploding dice's
// expectation). `terms` 8 stays within 64 bits; 24 passes them, so that the overflow and
// the return to the fast form are in the measure too.
// BM_ExactConvolve: the capped sum of two distributions over dice denominators (6^k), as
// Arcadia's wounds of guards and payback are added.
#include <benchmark/benchmark.h>

#include <vector>

#include "solver/odds/exact_big.hpp"

namespace {

using Big = boost::multiprecision::cpp_rational;
using arbiter::odds::Exact;

template <class T>
T fraction(long n, long d) {
  if constexpr (std::is_same_v<T, Big>) {
    return Big(n, d);
  } else {
    return Exact(n, d);
  }
}

template <class T>
void BM_ExactSum(benchmark::State& state) {
  const int terms = static_cast<int>(state.range(0));
  const T crit = fraction<T>(1, 6), stay = fraction<T>(35, 36);
  for (auto _ : state) {
    T total = 0, p = 1;
    for (int k = 0; k < terms; ++k) {
      total += p * k;
      p *= crit;
      if (k % 3 == 0) p /= stay;
    }
    benchmark::DoNotOptimize(total);
  }
}
BENCHMARK_TEMPLATE(BM_ExactSum, Big)->ArgName("terms")->Arg(8)->Arg(24);
BENCHMARK_TEMPLATE(BM_ExactSum, Exact)->ArgName("terms")->Arg(8)->Arg(24);

template <class T>
void BM_ExactConvolve(benchmark::State& state) {
  const int cap = static_cast<int>(state.range(0));
  std::vector<T> a, b;
  long den = 1;
  for (int k = 0; k <= cap; ++k, den *= 6) {
    a.push_back(fraction<T>(1 + k % 5, den * 2));
    b.push_back(fraction<T>(5 - k % 5, den * 3));
  }
  for (auto _ : state) {
    std::vector<T> out(a.size(), T(0));
    for (std::size_t i = 0; i < a.size(); ++i) {
      for (std::size_t j = 0; j < b.size(); ++j) {
        out[std::min(i + j, a.size() - 1)] += a[i] * b[j];
      }
    }
    benchmark::DoNotOptimize(out.data());
  }
}
BENCHMARK_TEMPLATE(BM_ExactConvolve, Big)->ArgName("cap")->Arg(6)->Arg(16);
BENCHMARK_TEMPLATE(BM_ExactConvolve, Exact)->ArgName("cap")->Arg(6)->Arg(16);

}  // namespace
