// --explain-sight (solver/gloomhaven/report/sight_explain.cpp) as the command line prints it:
// the line between two figures or hexes, the corners it passes and what blocks it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::gloomhaven::report {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::contains;
using arbiter::testing::Outcome;
using arbiter::testing::quote;
using arbiter::testing::source;
using json = nlohmann::json;

class SightExplainCli : public arbiter::testing::CliFixture {};

TEST_F(SightExplainCli, ExplainSightShowsTheLine) {
  // odd-r, 5 x 3, a wall down column 2 except the bottom row's hex.
  const fs::path f = dir_ / "sight.json";
  std::ofstream(f) << R"({"format": 1, "game": "gloomhaven", "name": "sight",
    "coordinates": "odd-r", "map": {"hexes": {"columns": 5, "rows": 3},
      "terrain": {"wall": [[2, 0], [2, 1]]}},
    "figures": [{"id": "C1", "side": "players", "kind": "character", "hex": [0, 0]},
                {"id": "M1", "side": "monsters", "kind": "monster", "hex": [4, 0]},
                {"id": "C2", "side": "players", "kind": "character", "hex": [4, 2]}],
    "turn": {"figure": "M1", "move": 0, "attack": {"range": 5, "targets": 1}}})";
  const Outcome hidden = run("solve --board never " + quote(f.string()) + " --explain-sight M1,C1");
  ASSERT_EQ(hidden.status, 0) << hidden.err;
  EXPECT_TRUE(contains(hidden.out, "Sight M1 [4, 0] to C1 [0, 0] (corner to corner): hidden"))
      << hidden.out;
  EXPECT_TRUE(contains(hidden.out, "blocked: the wall at [2, 0]")) << hidden.out;
  EXPECT_TRUE(contains(hidden.out, "line between the centres: [4, 0] [3, 0] [2, 0]")) << hidden.out;
  const Outcome seen = run("solve " + quote(f.string()) + " --format json --explain-sight 4:0,4:2");
  ASSERT_EQ(seen.status, 0) << seen.err;
  const json j = json::parse(seen.out).at("explain_sight");
  EXPECT_EQ(j.at("visible"), true);
  EXPECT_EQ(j.at("through").front(), json::parse("[4, 0]"));
  EXPECT_EQ(j.at("through").back(), json::parse("[4, 2]"));
  const Outcome bad = run("solve " + quote(f.string()) + " --explain-sight M1");
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(contains(bad.err, "(--explain-sight): expected A,B")) << bad.err;
}

}  // namespace
}  // namespace arbiter::gloomhaven::report
