// Grumblestone's lints: a tile that fits nowhere, an eliminated player, an expected
// placement that cannot be made.
#include "solver/grumblestone/lint.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "solver/grumblestone/scenario.hpp"

namespace arbiter::grumblestone {
namespace {

using json = nlohmann::json;

TEST(GrumbleLint, FindsEachProblem) {
  json j = json::parse(R"({"format": 1, "game": "grumblestone", "name": "t",
    "players": [{"id": "P1", "golem": "amber", "hearts": 1,
                 "board": {"icons": ["......", "......", "......", "......", "......", "......"],
                           "tiles": [{"at": [1, 1], "rows": ["______", "______", "______", "______", "______", "_____."]}]}},
                {"id": "P2", "golem": "amber", "hearts": 0}],
    "market": {"slots": [{"cost": 3, "tile": {"rows": ["AA"]}}, {"cost": 3, "tile": {"rows": ["A"]}}]},
    "turn": {"player": "P1", "dice": [1, 1]},
    "expect": {"grumblestone": {"placements": [{"slot": 2, "cells": [[1, 1]], "icons": "A"}]}}})");
  const auto f = lint_scenario(read_scenario(j, "t.json"));
  ASSERT_EQ(f.size(), 3u);
  EXPECT_EQ(f[0].check, "tile-fits-nowhere");
  EXPECT_EQ(f[0].place, "market.slots[0]");
  EXPECT_EQ(f[1].check, "eliminated-player");
  EXPECT_EQ(f[2].check, "expect-placement");
  EXPECT_EQ(f[2].severity, lint::Severity::Error);
}

}  // namespace
}  // namespace arbiter::grumblestone
