// `arbiter` on Arcadia Quest files: solve (text, JSON, --explain-hex), render, check, lint,
// and bad input with the "file: place: problem" line and exit 2.
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
  return testing::scenario_arg("arcadia", name);
}

class ArcadiaCli : public CliFixture {};

TEST_F(ArcadiaCli, SolveTextSpellsOutTheReactions) {
  const auto g = run("solve " + scenario("g01-guard-ranged-far-target") + " --no-color");
  ASSERT_EQ(g.status, 0) << g.err;
  EXPECT_NE(g.out.find("Bow (ranged 1 vs 0) on Orc, not close: G1 and G2 guard (in the order "
                       "yellow chooses)"),
            std::string::npos)
      << g.out;
  const auto p = run("solve " + scenario("p03-every-close-hero-spared") + " --no-color");
  ASSERT_EQ(p.status, 0) << p.err;
  EXPECT_NE(p.out.find("yellow may move Boss up to 1 cell"), std::string::npos) << p.out;
  EXPECT_NE(p.out.find("to spare their hero"), std::string::npos) << p.out;
  // s01's graveyard holds 2 of 3 slots: the respawn step (its first rule set) empties it
  // before the attack, so M goes to slot 1; without that step, to slot 3.
  const auto s = run("solve " + scenario("s01-respawn") + " --no-color");
  EXPECT_NE(s.out.find("P(kill) 1/2 (0.500) (if killed: to graveyard slot 1)"), std::string::npos)
      << s.out;
  const auto s3 = run("solve " + scenario("s01-respawn") + " --rules arcadia-quest --no-color");
  EXPECT_NE(s3.out.find("P(kill) 1/2 (0.500) (if killed: to graveyard slot 3)"), std::string::npos)
      << s3.out;
  const auto f = run("solve " + scenario("p04-payback-forfeited-moving-away") + " --no-color");
  EXPECT_NE(f.out.find("would rather not attack"), std::string::npos) << f.out;
}

TEST_F(ArcadiaCli, OptionsThatDifferOnlyByTheCellShareALine) {
  // f01: B may attack G1 or G2 with its Sword from [0, 0], [2, 0] or [1, 1], with the same
  // dice, payback and outcome from each: two lines, each listing the three cells; JSON and
  // --explain-hex keep one option per cell.
  const auto r = run("solve " + scenario("f01-full-cell") + " --no-color");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("Options (6, best first; equal ranks are ties)\n"
                       "  1. [0, 0], [2, 0] or [1, 1] Sword (melee 1 vs 0) on G1, close: no "
                       "guard\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("  1. [0, 0], [2, 0] or [1, 1] Sword (melee 1 vs 0) on G2, close: no "
                       "guard\n"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("  1. [2, 0] Sword"), std::string::npos) << r.out;
  const auto j =
      nlohmann::json::parse(run("solve " + scenario("f01-full-cell") + " --format json").out);
  EXPECT_EQ(j["options"].size(), 6u);
  EXPECT_EQ(j["version"], 1);
  // Options that differ in more than the cell keep a line each (g01: five options).
  const auto g = run("solve " + scenario("g01-guard-ranged-far-target") + " --no-color");
  EXPECT_NE(g.out.find("  5. [1, 2] Bow (ranged 1 vs 0) on Orc"), std::string::npos) << g.out;
}

TEST_F(ArcadiaCli, SolveJsonAndExplainCell) {
  const auto r =
      run("solve " + scenario("w01-walls-and-doors") + " --format json --explain-hex 1,1");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["game"], "arcadia-quest");
  EXPECT_EQ(j["figure"], "B");
  ASSERT_FALSE(j["options"].empty());
  EXPECT_EQ(j["options"][0]["targets"].size(), 1u);
  const std::string why = j["explain_hex"];
  EXPECT_NE(why.find("Sword cannot target Orc: melee reaches close figures only"),
            std::string::npos)
      << why;
  EXPECT_NE(why.find("Bow cannot target D: no line of sight: a wall or closed door"),
            std::string::npos)
      << why;
  const auto far = run("solve " + scenario("f01-full-cell") + " --explain-hex 1,0 --no-color");
  EXPECT_NE(far.out.find("already holds two figures"), std::string::npos) << far.out;
  const auto off = run("solve " + scenario("f01-full-cell") + " --explain-hex 9,9");
  EXPECT_EQ(off.status, 2);
  EXPECT_NE(off.err.find("not on the board"), std::string::npos) << off.err;
}

TEST_F(ArcadiaCli, RenderCheckAndLint) {
  const auto svg =
      run("render " + scenario("w01-walls-and-doors") + " -o " + quote((dir_ / "w.svg").string()));
  ASSERT_EQ(svg.status, 0) << svg.err;
  const std::string text = testing::slurp(dir_ / "w.svg");
  EXPECT_NE(text.find("<svg"), std::string::npos);
  EXPECT_NE(text.find("class=\"wall\""), std::string::npos);
  EXPECT_NE(text.find("class=\"door\""), std::string::npos);
  const auto check =
      run("check " + quote((fs::path(ARBITER_SOURCE_DIR) / "scenarios/arcadia").string()) +
          " --rules all");
  EXPECT_EQ(check.status, 0) << check.out << check.err;
  const auto lint = run("lint " + scenario("g01-guard-ranged-far-target"));
  EXPECT_EQ(lint.status, 0) << lint.out << lint.err;
}

TEST_F(ArcadiaCli, BadInputNamesFilePlaceAndProblem) {
  std::ifstream in(fs::path(ARBITER_SOURCE_DIR) /
                   "scenarios/arcadia/o01-overkill-reached-or-missed.json");
  auto j = nlohmann::json::parse(in);
  j["monsters"][0]["overkill"] = 0;
  const fs::path bad = dir_ / "bad.json";
  std::ofstream(bad) << j.dump();
  const auto r = run("solve " + quote(bad.string()));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, bad.string() + ": monsters[0].overkill: must be between 1 and 16, got 0\n");
}

TEST_F(ArcadiaCli, ACutListSaysHowManyMoreAndAllListsThem) {
  expect_cut_list_and_all("arcadia-quest", "option");
}

}  // namespace
}  // namespace arbiter::cli

namespace arbiter::cli {
namespace {

TEST_F(ArcadiaCli, LintFindsLayoutProblems) {
  std::ifstream in(fs::path(ARBITER_SOURCE_DIR) / "scenarios/arcadia/w01-walls-and-doors.json");
  auto j = nlohmann::json::parse(in);
  j["players"] = {"blue"};
  j["board"]["blocked"] = {{3, 0}};
  j["board"]["walls"].push_back({{2, 0}, {3, 0}});
  j.erase("expect");
  const fs::path file = dir_ / "lint.json";
  std::ofstream(file) << j.dump();
  const auto r = run("lint " + quote(file.string()));
  EXPECT_NE(r.out.find("one-player"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("useless-edge"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("board.walls[1]"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace arbiter::cli
