// `arbiter` on Grumblestone files: solve (text, JSON, --explain-hex), render, check, and bad
// input with the "file: place: problem" line and exit 2.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::cli {
namespace {

namespace fs = std::filesystem;
using testing::CliFixture;
using testing::quote;

std::string scenario(const std::string& name) {
  return testing::scenario_arg("grumblestone", name);
}

class GrumbleCli : public CliFixture {};

TEST_F(GrumbleCli, SolveTextShowsTheDicePlanAndTheBoard) {
  const auto r = run("solve " + scenario("t02-reroll-for-a-heart") + " --no-color");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("  1. reroll the 1 (1 heart): expected value 1.00 \u2192 1.50 (3/2)"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("  1. reroll the 2 (1 heart)"), std::string::npos) << r.out;
  const auto cross = run("solve " + scenario("t01-crossing-fires-twice") + " --no-color");
  EXPECT_NE(cross.out.find("{a}"), std::string::npos) << cross.out;  // the crossing cell
  const auto place = run("solve " + scenario("t15-placement-by-yield") + " --no-color");
  EXPECT_NE(place.out.find("laid on [2, 1] A"), std::string::npos) << place.out;
}

TEST_F(GrumbleCli, SolveJsonAndExplainACell) {
  const auto r = run("solve " + scenario("t12-frostbite-third-die") +
                     " --rules grumblestone-blue-blocks --format json --explain-hex 5,1");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["game"], "grumblestone");
  EXPECT_EQ(j["rules"], "grumblestone-blue-blocks");
  EXPECT_EQ(j["value"], "1");
  EXPECT_EQ(j["options"][0]["action"], "assign column 2 + row 1");
  EXPECT_NE(j["explain_hex"].get<std::string>().find("printed icon: attack"), std::string::npos);
  const auto off = run("solve " + scenario("t12-frostbite-third-die") + " --explain-hex 7,1");
  EXPECT_EQ(off.status, 2);
  EXPECT_NE(off.err.find("not on the 6x6 golem board"), std::string::npos) << off.err;
}

TEST_F(GrumbleCli, RenderDrawsTheChosenLinesAndPlacement) {
  const auto r = run("render " + scenario("t15-placement-by-yield"));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("data-cell=\"2,1\""), std::string::npos);
  EXPECT_NE(r.out.find("#ffe599"), std::string::npos);  // the tile laid this turn
}

TEST_F(GrumbleCli, BadFileExitsTwoWithThePlace) {
  const fs::path bad = dir_ / "bad.json";
  std::ofstream(bad) << R"({"format": 1, "game": "grumblestone", "name": "b",
    "players": [{"id": "P1", "golem": "amber", "hearts": 3,
                 "board": {"icons": ["......", "......", "......", "......", "......", "......"]}},
                {"id": "P2", "golem": "amber", "hearts": 3}],
    "turn": {"player": "P1", "dice": [0, 3]}})";
  const auto r = run("solve " + quote(bad.string()));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, bad.string() + ": turn.dice[0]: must be between 1 and 6, got 0\n");
}

TEST_F(GrumbleCli, CheckFindsAMismatch) {
  const fs::path src =
      fs::path(ARBITER_SOURCE_DIR) / "scenarios/grumblestone/t03-shift-never-wraps.json";
  std::ifstream in(src);
  auto j = nlohmann::json::parse(in);
  j["expect"]["grumblestone"]["value"] = "13/2";
  const fs::path wrong = dir_ / "wrong.json";
  std::ofstream(wrong) << j.dump();
  const auto r = run("check " + quote(wrong.string()));
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("value 13/2"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("value 19/8"), std::string::npos) << r.out;
}

TEST_F(GrumbleCli, ACutListSaysHowManyMoreAndAllListsThem) {
  expect_cut_list_and_all("grumblestone", "placements");
}

}  // namespace
}  // namespace arbiter::cli
