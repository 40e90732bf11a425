// UninitVector: a std::vector whose growth default-initialises its new elements. It keeps
// what it holds across growth and shrinking, as a vector does, and compares as one.
#include "pathing/uninit_vector.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

namespace arbiter::pathing {
namespace {

TEST(UninitVector, KeepsItsElementsAcrossGrowthAndShrinking) {
  UninitVector<std::uint32_t> v{7, 8, 9};
  v.resize(1000);  // new elements indeterminate until written
  for (std::uint32_t i = 3; i < 1000; ++i) v[i] = i * 3;
  EXPECT_EQ(v[0], 7u);
  EXPECT_EQ(v[2], 9u);
  EXPECT_EQ(v[999], 2997u);
  v.resize(2);
  v.push_back(5);
  const UninitVector<std::uint32_t> want{7, 8, 5};
  EXPECT_EQ(v, want);
  v.reserve(1u << 16);
  EXPECT_EQ(v, want);
}

// Types with constructors of their own are still constructed (default-initialisation runs
// them): only the trivial ones are left unwritten.
TEST(UninitVector, ConstructsElementsThatHaveConstructors) {
  UninitVector<std::string> v(3);
  EXPECT_EQ(v[1], "");
  v.emplace_back(4, 'x');
  EXPECT_EQ(v.back(), "xxxx");
}

}  // namespace
}  // namespace arbiter::pathing
