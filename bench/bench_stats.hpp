// Small statistics for benchmarks that report a ratio against a baseline measured in the
// same process (the `x_...` counters).
#pragma once

#include <algorithm>
#include <chrono>
#include <vector>

#include "pathing/graph.hpp"
#include "pathing/search.hpp"

namespace arbiter::bench {

// The median of the samples (the upper one of an even count); 0 without samples.
inline double median_of(std::vector<double> v) {
  if (v.empty()) return 0;
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
  return v[v.size() / 2];
}

// The median time of one plain breadth-first search over the whole board (the `x_bfs`
// baseline), in seconds.
inline double plain_bfs_seconds(const pathing::Board& b, int runs = 7) {
  pathing::OpenModel open(b);
  pathing::SearchResult r(b.size());
  std::vector<double> times;
  for (int i = 0; i < runs; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    pathing::search_bfs(pathing::ForwardGraph<pathing::OpenModel>{&open}, 0, r);
    times.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  return median_of(times);
}

}  // namespace arbiter::bench
