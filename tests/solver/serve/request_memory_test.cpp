// The per-request memory budget: allocations past it fail as the machine's own would, freed
// memory is given back, the nothrow forms answer nullptr, and each thread has its own.
#include "solver/serve/request_memory.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <new>
#include <thread>
#include <vector>

namespace arbiter::serve::request_memory {
namespace {

constexpr std::size_t kMiB = std::size_t{1} << 20;

// Allocates `bytes` and reads them back, so that no compiler may elide the allocation.
std::size_t hold(std::size_t bytes) {
  std::vector<char> v(bytes, 1);
  const volatile char* p = v.data();
  return v.size() - 1 + static_cast<std::size_t>(p[bytes - 1]);
}

TEST(RequestMemory, WithoutAScopeNothingIsCounted) {
  EXPECT_EQ(hold(64 * kMiB), 64 * kMiB);
  EXPECT_FALSE(detail::budget().armed);
  EXPECT_EQ(detail::budget().used, 0u);
}

TEST(RequestMemory, AnAllocationPastTheBudgetFailsAsOutOfMemory) {
  const Scope limit(4 * kMiB);
  std::vector<char> fits(1 * kMiB, 1);
  EXPECT_FALSE(limit.refused());
  EXPECT_THROW(hold(8 * kMiB), std::bad_alloc);
  EXPECT_TRUE(limit.refused());
  EXPECT_TRUE(refused_now());
  EXPECT_GE(limit.peak(), 1 * kMiB);
  EXPECT_LT(limit.peak(), 4 * kMiB);
}

TEST(RequestMemory, FreedMemoryIsGivenBack) {
  const Scope limit(4 * kMiB);
  for (int i = 0; i < 10; ++i) EXPECT_EQ(hold(3 * kMiB), 3 * kMiB);  // never 2 at once
  EXPECT_FALSE(limit.refused());
  // Held at once, the same sizes fail.
  std::vector<std::unique_ptr<char[]>> held;
  EXPECT_THROW(
      {
        for (int i = 0; i < 10; ++i) held.emplace_back(new char[kMiB]{1});
      },
      std::bad_alloc);
  EXPECT_LE(held.size(), 4u);
  EXPECT_GE(held.size(), 3u);
}

TEST(RequestMemory, TheNothrowFormsAnswerNull) {
  const Scope limit(1 * kMiB);
  char* p = new (std::nothrow) char[2 * kMiB];
  EXPECT_EQ(p, nullptr);
  char* q = new (std::nothrow) char[1024];
  ASSERT_NE(q, nullptr);
  delete[] q;
}

TEST(RequestMemory, AScopeRestoresTheBudgetAroundIt) {
  const Scope outer(64 * kMiB);
  {
    const Scope inner(1 * kMiB);
    EXPECT_THROW(hold(2 * kMiB), std::bad_alloc);
  }
  EXPECT_EQ(hold(8 * kMiB), 8 * kMiB);  // the outer budget again
  EXPECT_FALSE(outer.refused());
}

TEST(RequestMemory, EachThreadHasItsOwnBudget) {
  const Scope limit(1 * kMiB);
  bool other_ok = false;
  std::thread t([&] {
    other_ok = hold(16 * kMiB) == 16 * kMiB;  // no Scope on this thread
  });
  t.join();
  EXPECT_TRUE(other_ok);
}

}  // namespace
}  // namespace arbiter::serve::request_memory
