#include "solver/cli/options.hpp"

#include <gtest/gtest.h>

#include <string>

namespace arbiter::cli {
namespace {

using pathing::Coord;

TEST(ParseHexArgument, Forms) {
  EXPECT_EQ(parse_hex_argument("6,2"), (Coord{6, 2}));
  EXPECT_EQ(parse_hex_argument(" 6, 2 "), (Coord{6, 2}));
  EXPECT_EQ(parse_hex_argument("[-1,3]"), (Coord{-1, 3}));
  EXPECT_FALSE(parse_hex_argument("6"));
  EXPECT_FALSE(parse_hex_argument("a,b"));
  EXPECT_FALSE(parse_hex_argument("1,"));
  EXPECT_FALSE(parse_hex_argument(""));
}

TEST(ParseOverlays, NamesListsAndAll) {
  std::string bad;
  const auto one = parse_overlays("see", bad);
  ASSERT_TRUE(one);
  EXPECT_TRUE(one->see);
  EXPECT_FALSE(one->range);
  EXPECT_FALSE(one->reach);
  const auto two = parse_overlays("range,reach", bad);
  ASSERT_TRUE(two);
  EXPECT_FALSE(two->see);
  EXPECT_TRUE(two->range);
  EXPECT_TRUE(two->reach);
  const auto all = parse_overlays("all", bad);
  ASSERT_TRUE(all);
  EXPECT_TRUE(all->see && all->range && all->reach);
}

TEST(ParseOverlays, UnknownNameIsNamed) {
  std::string bad;
  EXPECT_FALSE(parse_overlays("see,sight", bad));
  EXPECT_EQ(bad, "sight");
  EXPECT_FALSE(parse_overlays("", bad));
  EXPECT_EQ(bad, "");
}

}  // namespace
}  // namespace arbiter::cli
