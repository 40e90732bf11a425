// A tile's orientations (board.cpp): every turn and mirror image, each distinct one once.
#include "solver/grumblestone/board.hpp"

#include <gtest/gtest.h>

namespace arbiter::grumblestone {
namespace {

TEST(GrumbleBoard, OrientationsAreDistinct) {
  const TileCells bar{{0, 0, Icon::Attack}, {1, 0, Icon::None}};
  EXPECT_EQ(orientations(bar).size(), 4u);  // the icon tells both ends apart
  const TileCells dot{{0, 0, Icon::Heal}};
  EXPECT_EQ(orientations(dot).size(), 1u);
  const TileCells ell{{0, 0, Icon::None}, {0, 1, Icon::None}, {1, 1, Icon::None}};
  EXPECT_EQ(orientations(ell).size(), 4u);
  const TileCells skew{
      {0, 0, Icon::None}, {1, 0, Icon::None}, {1, 1, Icon::None}, {2, 1, Icon::None}};
  EXPECT_EQ(orientations(skew).size(), 4u);  // S and Z, each in two turns
}

}  // namespace
}  // namespace arbiter::grumblestone
