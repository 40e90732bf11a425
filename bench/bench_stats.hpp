// Small statistics for benchmarks that report a ratio against baselines measured in the
// same run (the `x_...` counters): `x_limit` against the limit BFS (bench/limit_bfs.hpp),
// `x_bfs` against one Boost breadth-first search over the same board.
//
// Times are CPU time of the benchmark's thread (CLOCK_THREAD_CPUTIME_ID): other processes
// on a shared machine change the wall clock of a run by up to 2x, but much less the CPU
// time the thread itself used. The subject and both baselines are timed alternately
// within each iteration, so a slow stretch of the machine slows all three alike; each
// ratio is of their medians.
#pragma once

#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>
#include <vector>

#include "bench/limit_bfs.hpp"
#include "pathing/graph.hpp"
#include "pathing/search.hpp"

namespace arbiter::bench {

// The median of the samples (the upper one of an even count); 0 without samples.
inline double median_of(std::vector<double> v) {
  if (v.empty()) return 0;
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
  return v[v.size() / 2];
}

// CPU seconds used by the calling thread so far.
inline double thread_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// The thread CPU seconds `f` takes.
template <class F>
double thread_time(F&& f) {
  const double t0 = thread_seconds();
  f();
  return thread_seconds() - t0;
}

// The two baselines of one board, sampled once per iteration of a benchmark beside its
// subject, from the same source cell.
class Yardstick {
 public:
  explicit Yardstick(const pathing::Board& b, pathing::CellIndex source = 0)
      : board_(&b), source_(source), limit_(b), open_(b), boost_result_(b.size()) {}

  // Times one limit BFS and one Boost BFS.
  void sample() {
    limit_times_.push_back(thread_time([&] { benchmark::DoNotOptimize(limit_.run(source_)); }));
    boost_times_.push_back(thread_time([&] {
      pathing::search_bfs(pathing::ForwardGraph<pathing::OpenModel>{&open_}, source_,
                          boost_result_);
      benchmark::DoNotOptimize(boost_result_.reached_cells().data());
    }));
  }
  void forget() {
    limit_times_.clear();
    boost_times_.clear();
  }
  double limit_median() const { return median_of(limit_times_); }
  double boost_median() const { return median_of(boost_times_); }

  // x_limit and x_bfs of the subject's samples; limit_ms and the limit's ns per cell.
  void report(benchmark::State& state, const std::vector<double>& subject) const {
    const double s = median_of(subject);
    const double limit = limit_median();
    state.counters["x_limit"] = limit > 0 ? s / limit : 0;
    state.counters["x_bfs"] = boost_median() > 0 ? s / boost_median() : 0;
    state.counters["cpu_ms"] = s * 1e3;
    state.counters["limit_ms"] = limit * 1e3;
  }
  const pathing::Board& board() const { return *board_; }

 private:
  const pathing::Board* board_;
  pathing::CellIndex source_;
  LimitBfs limit_;
  pathing::OpenModel open_;
  pathing::SearchResult boost_result_;
  std::vector<double> limit_times_;
  std::vector<double> boost_times_;
};

// Runs the benchmark loop: each iteration times `subject` (thread CPU; also the iteration's
// manual time, so the benchmark must UseManualTime()) and then samples the yardstick.
// Returns the subject's samples. The subject and the baselines run once untimed first:
// a large map's first turn spends as long again faulting in the pages of its fresh work
// arrays, which a solver reusing its workspace pays once, and a repetition that runs a
// single iteration would measure nothing else.
template <class F>
std::vector<double> interleave(benchmark::State& state, Yardstick& y, F&& subject) {
  subject();
  y.sample();
  y.forget();
  std::vector<double> times;
  for (auto _ : state) {
    const double t = thread_time(subject);
    times.push_back(t);
    state.SetIterationTime(t);
    y.sample();
  }
  y.report(state, times);
  return times;
}

}  // namespace arbiter::bench
