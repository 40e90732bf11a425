// A per-thread time limit for one solve (`--time-limit`): the searches and the solvers'
// loops call deadline::poll(), which costs a counter increment and reads the steady clock
// only every kPollStride calls; once the limit has passed it throws TimeLimitExceeded, which
// unwinds the solve. Per thread, so that the workers of a batch each time their own file.
// With no limit set (the default) poll() never reads the clock.
#pragma once

#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace arbiter::pathing::deadline {

using Clock = std::chrono::steady_clock;

class TimeLimitExceeded : public std::runtime_error {
 public:
  explicit TimeLimitExceeded(double seconds);
  double seconds() const { return seconds_; }

 private:
  double seconds_;
};

namespace detail {
// Polls between clock reads: a search step is tens of nanoseconds, so a limit is noticed
// within about a millisecond of work.
inline constexpr std::uint32_t kPollStride = 1024;
struct State {
  bool armed = false;
  std::uint32_t tick = 0;
  Clock::time_point until;
  double seconds = 0;
  std::uint64_t polls = 0;  // clock reads, for tests
};
inline thread_local State t_state;
[[noreturn]] void expired();
}  // namespace detail

inline void poll() {
  detail::State& s = detail::t_state;
  if (!s.armed || (++s.tick & (detail::kPollStride - 1)) != 0) return;
  ++s.polls;
  if (Clock::now() >= s.until) detail::expired();
}

// `steps` polls at once, for a loop that polls once per batch of light steps (a level of a
// breadth-first search): reads the clock where one of those polls would have, when the
// count crosses a multiple of kPollStride, so a limit is noticed as soon (within the batch).
inline void poll(std::uint32_t steps) {
  detail::State& s = detail::t_state;
  if (!s.armed) return;
  const std::uint32_t before = s.tick;
  s.tick += steps;
  if (before / detail::kPollStride == s.tick / detail::kPollStride) return;
  ++s.polls;
  if (Clock::now() >= s.until) detail::expired();
}

// poll() for loops whose every turn is heavy (a report's line, say): reads the clock each call.
inline void check() {
  const detail::State& s = detail::t_state;
  if (s.armed && Clock::now() >= s.until) detail::expired();
}

// Whether the calling thread's limit has passed, read now (no exception).
inline bool expired_now() {
  const detail::State& s = detail::t_state;
  return s.armed && Clock::now() >= s.until;
}

// Sets the calling thread's limit to `seconds` from now for its lifetime (seconds <= 0: no
// limit), restoring the previous one after.
class Scope {
 public:
  explicit Scope(double seconds) : saved_(detail::t_state) {
    detail::State& s = detail::t_state;
    s.armed = seconds > 0;
    s.tick = 0;
    s.seconds = seconds;
    if (s.armed)
      s.until = Clock::now() +
                std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  }
  ~Scope() { detail::t_state = saved_; }
  Scope(const Scope&) = delete;
  Scope& operator=(const Scope&) = delete;

 private:
  detail::State saved_;
};

}  // namespace arbiter::pathing::deadline
