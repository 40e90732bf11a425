// Line of sight's rule-set option: figures blocking sight like terrain, or only terrain.
#include <gtest/gtest.h>

#include <algorithm>

#include "solver/heroscape/decide.hpp"
#include "solver/heroscape/scenario.hpp"

namespace arbiter::heroscape {
namespace {

TEST(HeroscapeSight, FiguresBlockOnlyInTheirRuleSet) {
  Scenario s;
  s.envelope.name = "sight";
  s.envelope.coordinates = *pathing::parse_coordinate_system("axial");
  for (int q = 0; q < 4; ++q) {
    s.hexes.push_back({q, 0});
    s.levels.push_back(1);
    s.terrain.push_back(TerrainKind::Grass);
  }
  const auto figure = [&](const char* id, const char* side, int q, int height) {
    FigureSpec f;
    f.id = id;
    f.side = side;
    f.hexes = {{q, 0}};
    f.height = height;
    f.range = 4;
    f.attack = 2;
    f.life = 2;
    s.figures.push_back(f);
  };
  figure("A", "red", 0, 5);
  figure("F", "red", 2, 5);
  figure("E", "blue", 3, 5);
  s.acting = "A";
  const auto attacks = [&](const Profile& p) {
    const State st = build_state(s);
    Workspace ws;
    const Decision d = decide(st, p, Objective::Net, ws);
    return std::any_of(d.choices.begin(), d.choices.end(),
                       [](const Choice& c) { return c.attack.has_value(); });
  };
  EXPECT_TRUE(attacks(kRulebook));
  EXPECT_FALSE(attacks(kFiguresBlockSight));
  // A short friend leaves the line clear: it passes above F's Height.
  s.figures[1].height = 2;
  EXPECT_TRUE(attacks(kFiguresBlockSight));
}

}  // namespace
}  // namespace arbiter::heroscape
