// Writing and updating Heroscape positions from the command line (issue 15): `new --game
// heroscape` writes a file that loads and solves, `show` draws a Heroscape map with its
// figures, and `check --update` writes the answers in the shape of the file's expectation,
// keeping the rest of the file byte for byte.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::cli {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::Outcome;
using arbiter::testing::quote;
using arbiter::testing::slurp;
using arbiter::testing::source;
using json = nlohmann::json;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

class HeroscapeAuthoringCli : public arbiter::testing::CliFixture {};

TEST_F(HeroscapeAuthoringCli, NewWritesASolvableFileInEverySystem) {
  for (const char* cs : {"axial", "odd-q", "even-q", "odd-r", "even-r"}) {
    const fs::path f = dir_ / (std::string(cs) + ".json");
    const Outcome r = run("new --game heroscape --no-color --columns 7 --rows 4 --coordinates " +
                          std::string(cs) + " " + quote(f.string()));
    ASSERT_EQ(r.status, 0) << cs << ": " << r.err;
    EXPECT_TRUE(contains(r.out, "heroscape map, figure A at ")) << r.out;
    EXPECT_TRUE(contains(r.out, " A ")) << "the board shows the figures:\n" << r.out;
    EXPECT_TRUE(contains(r.out, "E1 ")) << r.out;
    const json d = json::parse(run("solve --format json " + quote(f.string())).out);
    EXPECT_EQ(d.at("game"), "heroscape") << cs;
    EXPECT_EQ(d.at("figure"), "A") << cs;
    // 28 hexes, move 5 from one edge: A reaches many hexes, and can attack E1 at the end.
    EXPECT_GT(d.at("destinations").size(), 10u) << cs;
  }
}

TEST_F(HeroscapeAuthoringCli, ShowDrawsTheMapAndFigures) {
  const Outcome r =
      run("show --no-color " + quote(source("scenarios/heroscape/e04-leaving-engagement.json")));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out,
                       "e04-leaving-engagement: 7 hexes, axial coordinates [q, r], "
                       "heroscape"))
      << r.out;
  EXPECT_TRUE(contains(r.out, "  A red [1, 0] (acts)\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "  E2 blue [1, -1]\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "|E2 |E1 |")) << r.out;
}

TEST_F(HeroscapeAuthoringCli, UpdateRepairsAWrongExpectationAndKeepsTheRest) {
  const fs::path f = dir_ / "e04.json";
  fs::copy_file(source("scenarios/heroscape/e04-leaving-engagement.json"), f);
  const std::string original = slurp(f);
  // Already right: nothing is written.
  Outcome r = run("check --update " + quote(f.string()));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "0 updated, 1 unchanged")) << r.out;
  EXPECT_EQ(slurp(f), original);
  // A wrong score and a wrong cost: check fails, --update writes today's answers.
  std::string broken = original;
  const std::string score = "\"score\": \"1/4\"";
  ASSERT_NE(broken.find(score), std::string::npos);
  broken.replace(broken.find(score), score.size(), "\"score\": \"1/5\"");
  std::ofstream(f, std::ios::binary) << broken;
  EXPECT_EQ(run("check " + quote(f.string())).status, 1);
  r = run("check --update " + quote(f.string()));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "updated ")) << r.out;
  EXPECT_EQ(run("check " + quote(f.string())).status, 0);
  const std::string now = slurp(f);
  // Everything before `expect` is as written.
  const std::size_t expect_at = original.find("\"expect\"");
  EXPECT_EQ(now.substr(0, expect_at), original.substr(0, expect_at));
  const json e = json::parse(now).at("expect").at("heroscape");
  // The shape of the old expectation: reachable, best, the pinned choices with their fields.
  EXPECT_EQ(e.at("reachable").size(), 5u);
  EXPECT_EQ(e.at("best").size(), 2u);
  ASSERT_EQ(e.at("choices").size(), 2u);
  EXPECT_EQ(e.at("choices")[0].at("score"), "1/4");
  EXPECT_EQ(e.at("choices")[1].at("p_destroyed"), "0");
}

TEST_F(HeroscapeAuthoringCli, UpdateWritesBestIntoANewFile) {
  const fs::path f = dir_ / "new.json";
  ASSERT_EQ(run("new --game heroscape --columns 6 --rows 3 " + quote(f.string())).status, 0);
  EXPECT_TRUE(contains(run("check " + quote(f.string())).out, "1 file with no expectation"));
  ASSERT_EQ(run("check --update " + quote(f.string())).status, 0);
  const json d = json::parse(run("solve --format json " + quote(f.string())).out);
  const json best = json::parse(slurp(f)).at("expect").at("heroscape").at("best");
  std::size_t rank1 = 0;
  for (const auto& o : d.at("options")) rank1 += o.at("rank") == 1 ? 1 : 0;
  EXPECT_EQ(best.size(), rank1);
  EXPECT_EQ(best[0].at("target"), "E1");
  EXPECT_TRUE(contains(run("check " + quote(f.string())).out, "1 passed, 0 failed"));
  // solve --rules all still prints each rule set's full text for Heroscape.
  const Outcome all = run("solve --no-color --rules all " + quote(f.string()));
  EXPECT_EQ(all.status, 0) << all.err;
  EXPECT_TRUE(contains(all.out, "heroscape-3dice")) << all.out;
}

}  // namespace
}  // namespace arbiter::cli
