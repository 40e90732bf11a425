// The per-thread time limit: poll() throws once the limit has passed (noticed within
// kPollStride polls), never without a limit, and a scope restores the limit around it.
#include "pathing/deadline.hpp"

#include <gtest/gtest.h>

#include <thread>

namespace arbiter::pathing::deadline {
namespace {

// Polls until the limit is noticed; the number of polls it took, or `most` when it was not.
std::uint32_t polls_until_stopped(std::uint32_t most) {
  for (std::uint32_t i = 1; i <= most; ++i) {
    try {
      poll();
    } catch (const TimeLimitExceeded&) {
      return i;
    }
  }
  return most;
}

TEST(Deadline, WithoutALimitPollNeverThrowsNorReadsTheClock) {
  const std::uint64_t reads = detail::t_state.polls;
  EXPECT_EQ(polls_until_stopped(100000), 100000u);
  EXPECT_FALSE(expired_now());
  EXPECT_EQ(detail::t_state.polls, reads);
}

TEST(Deadline, APassedLimitIsNoticedWithinOneStride) {
  const Scope limit(1e-9);
  std::this_thread::sleep_for(std::chrono::microseconds(10));
  EXPECT_TRUE(expired_now());
  EXPECT_EQ(polls_until_stopped(10 * detail::kPollStride), detail::kPollStride);
}

TEST(Deadline, CheckReadsTheClockEveryCall) {
  EXPECT_NO_THROW(check());  // no limit set
  const Scope limit(1e-9);
  std::this_thread::sleep_for(std::chrono::microseconds(10));
  EXPECT_THROW(check(), TimeLimitExceeded);
}

TEST(Deadline, TheMessageNamesTheLimitAndTheOption) {
  const Scope limit(1e-9);
  std::this_thread::sleep_for(std::chrono::microseconds(10));
  try {
    for (std::uint32_t i = 0; i <= detail::kPollStride; ++i) poll();
    FAIL() << "no exception";
  } catch (const TimeLimitExceeded& e) {
    EXPECT_STREQ(e.what(), "stopped at the time limit of 1e-09 s (--time-limit)");
    EXPECT_DOUBLE_EQ(e.seconds(), 1e-9);
  }
}

TEST(Deadline, AScopeRestoresTheLimitAroundIt) {
  {
    const Scope outer(3600);
    {
      const Scope inner(1e-9);
      std::this_thread::sleep_for(std::chrono::microseconds(10));
      EXPECT_TRUE(expired_now());
    }
    EXPECT_FALSE(expired_now());  // the hour is back
    EXPECT_TRUE(detail::t_state.armed);
  }
  EXPECT_FALSE(detail::t_state.armed);
}

TEST(Deadline, EachThreadHasItsOwnLimit) {
  const Scope limit(1e-9);
  std::this_thread::sleep_for(std::chrono::microseconds(10));
  bool other_expired = true;
  std::thread([&] { other_expired = expired_now(); }).join();
  EXPECT_FALSE(other_expired);
  EXPECT_TRUE(expired_now());
}

}  // namespace
}  // namespace arbiter::pathing::deadline
