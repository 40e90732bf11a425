// Small statistics for benchmarks that report a ratio against a baseline measured in the
// same process (the `x_...` counters).
#pragma once

#include <algorithm>
#include <vector>

namespace arbiter::bench {

// The median of the samples (the upper one of an even count); 0 without samples.
inline double median_of(std::vector<double> v) {
  if (v.empty()) return 0;
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
  return v[v.size() / 2];
}

}  // namespace arbiter::bench
