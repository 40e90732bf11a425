// --explain-hex (solver/gloomhaven/report/explain.cpp) as the command line prints it: why a
// hex is not a destination, naming the thin wall that blocks its sight.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::gloomhaven::report {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::contains;
using arbiter::testing::Outcome;
using arbiter::testing::quote;
using arbiter::testing::source;

class ExplainCli : public arbiter::testing::CliFixture {};

TEST_F(ExplainCli, ExplainHexNamesTheWallThatBlocksSight) {
  // M1 (range 7) can reach C1 around the wall down column 2, but not see it from [3, 0].
  const fs::path f = dir_ / "hidden.json";
  std::ofstream(f) << R"({"format": 1, "game": "gloomhaven", "name": "hidden",
    "coordinates": "odd-r", "map": {"hexes": {"columns": 5, "rows": 3},
      "terrain": {"wall": [[2, 0], [2, 1]]}},
    "figures": [{"id": "C1", "side": "players", "kind": "character", "hex": [0, 0]},
                {"id": "M1", "side": "monsters", "kind": "monster", "hex": [3, 0]}],
    "turn": {"figure": "M1", "move": 2, "attack": {"range": 7, "targets": 1}}})";
  const Outcome r = run("solve --no-color " + quote(f.string()) + " --explain-hex 3,0");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out,
                       "C1 is within range 7 (6 hexes away around walls) but no line of sight "
                       "joins them: the wall at [2, 0] blocks the line between the centres"))
      << r.out;
}

}  // namespace
}  // namespace arbiter::gloomhaven::report
