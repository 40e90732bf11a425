// Gloomhaven through its adapter (solver/gloomhaven/adapter.cpp), as the built command uses
// it: `arbiter check` passes every rule case of scenarios/gloomhaven/turns/ under every rule
// set, and `arbiter round` and `render --round` play the hand-worked rounds of
// scenarios/gloomhaven/rounds/.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <string>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::gloomhaven {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::Outcome;
using arbiter::testing::quote;
using arbiter::testing::scenario_arg;
using ::testing::HasSubstr;

// The (file, rule set) pairs the folder holds: one per key of each file's "expect".
int expected_pairs(const fs::path& dir, int& files) {
  int pairs = 0;
  files = 0;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (!e.is_regular_file() || e.path().extension() != ".json") continue;
    std::ifstream in(e.path());
    const nlohmann::json j = nlohmann::json::parse(in);
    ++files;
    if (j.contains("expect")) pairs += static_cast<int>(j["expect"].size());
  }
  return pairs;
}

class RoundCli : public arbiter::testing::CliFixture {};

TEST(RuleCases, ArbiterCheckPassesEveryPair) {
  const fs::path dir = fs::path(ARBITER_SOURCE_DIR) / "scenarios" / "gloomhaven" / "turns";
  ASSERT_TRUE(fs::is_directory(dir)) << dir;
  int files = 0;
  const int pairs = expected_pairs(dir, files);
  ASSERT_GT(files, 0);
  ASSERT_GE(pairs, files);

  const std::string command =
      quote(ARBITER_BINARY) + " check " + quote(dir.string()) + " --rules all 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr) << command;
  std::string out;
  char buffer[4096];
  while (std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
  const int status = pclose(pipe);
  ASSERT_TRUE(WIFEXITED(status)) << command << "\n" << out;
  EXPECT_EQ(WEXITSTATUS(status), 0) << out;

  // The last non-empty line is the summary.
  std::istringstream lines(out);
  std::string line, last;
  while (std::getline(lines, line))
    if (!line.empty()) last = line;
  std::smatch m;
  ASSERT_TRUE(std::regex_match(last, m, std::regex(R"((\d+) passed, (\d+) failed)"))) << out;
  EXPECT_GE(std::stoi(m[1].str()), pairs) << out;
  EXPECT_EQ(m[2].str(), "0") << out;
}

TEST_F(RoundCli, TimelineNamesEachActivationAndItsReason) {
  const Outcome r =
      run("round " + scenario_arg("gloomhaven/rounds", "revealed-monsters-act-after-opener") +
          " --no-color --board never");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("opens the door"));
  EXPECT_THAT(r.out, HasSubstr("acts before the round resumes"));
  EXPECT_THAT(r.out, HasSubstr("End of the round"));
}

TEST_F(RoundCli, ChooseChangesTheEndBoardAndBadChoicesAreRefused) {
  const std::string file = scenario_arg("gloomhaven/rounds", "players-choose-second-destination");
  const Outcome one = run("round " + file + " --format json --choose G1/1=1");
  const Outcome two = run("round " + file + " --format json");  // the file says G1/1=2
  ASSERT_EQ(one.status, 0) << one.err;
  ASSERT_EQ(two.status, 0) << two.err;
  const auto a = nlohmann::json::parse(one.out), b = nlohmann::json::parse(two.out);
  EXPECT_NE(a["end"]["figures"], b["end"]["figures"]);
  EXPECT_EQ(b["choices"][0]["key"], "G1/1");
  EXPECT_EQ(b["choices"][0]["chosen"], 2);

  const Outcome syntax = run("round " + file + " --choose G1/1");
  EXPECT_EQ(syntax.status, 2);
  EXPECT_THAT(syntax.err, HasSubstr("--choose: expected KEY=N"));
  const Outcome range = run("round " + file + " --choose G1/1=7");
  EXPECT_EQ(range.status, 2);
  EXPECT_THAT(range.err, HasSubstr("choose G1/1: option 7 asked"));
  const Outcome key = run("round " + file + " --choose X9/1=1");
  EXPECT_EQ(key.status, 2);
  EXPECT_THAT(key.err, HasSubstr("no choice point of this round has this key"));
}

TEST_F(RoundCli, BranchesListEveryEndBoard) {
  const std::string file = scenario_arg("gloomhaven/rounds", "players-choose-second-destination");
  const Outcome r = run("round " + file + " --branches --format json");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["kind"], "branches");
  EXPECT_EQ(j["branches"]["paths"], 2);
  EXPECT_EQ(j["branches"]["boards"].size(), 2u);
  const Outcome bounded = run("round " + file + " --branches --max-branches 1");
  ASSERT_EQ(bounded.status, 0) << bounded.err;
  EXPECT_THAT(bounded.out, HasSubstr("stopped at --max-branches 1"));
}

TEST_F(RoundCli, DoorsAreDrawnAsDoorsOnEveryBoardAndPicture) {
  const std::string file = scenario_arg("gloomhaven/rounds", "door-opener-finishes-its-move");
  // Before the round: the door closed, drawn as a door (not as a wall) and in the legend.
  const Outcome show = run("show " + file + " --no-color");
  ASSERT_EQ(show.status, 0) << show.err;
  EXPECT_THAT(show.out, HasSubstr("/[D]\\"));
  EXPECT_THAT(show.out, HasSubstr("[D] closed door"));
  // C1 opens it: at the end of the round it is an open door.
  const Outcome round = run("round " + file + " --no-color --board always");
  ASSERT_EQ(round.status, 0) << round.err;
  EXPECT_THAT(round.out, HasSubstr("\\_d_/"));
  EXPECT_THAT(round.out, HasSubstr("d open door (under the label)"));
  const Outcome svg = run("render --round " + file);
  ASSERT_EQ(svg.status, 0) << svg.err;
  EXPECT_THAT(svg.out, HasSubstr("class=\"door\" data-hex=\"4,2\" data-door=\"open\""));
  EXPECT_THAT(svg.out, HasSubstr(">open door</text>"));
}

TEST_F(RoundCli, ATurnFileIsNotARound) {
  const Outcome r = run("round " + scenario_arg("examples", "ranged-steps-back"));
  EXPECT_EQ(r.status, 2);
  EXPECT_THAT(r.err, HasSubstr("round: not a round file"));
  const Outcome svg = run("render --round " + scenario_arg("examples", "ranged-steps-back"));
  EXPECT_EQ(svg.status, 2);
  EXPECT_THAT(svg.err, HasSubstr("render --round draws a round file"));
}

TEST_F(RoundCli, RenderRoundDrawsOnePanelPerDecision) {
  const std::string file = scenario_arg("gloomhaven/rounds", "first-move-changes-second-focus");
  const Outcome r = run("render --round " + file);
  ASSERT_EQ(r.status, 0) << r.err;
  const Outcome json = run("round " + file + " --format json");
  const auto j = nlohmann::json::parse(json.out);
  std::size_t decisions = 0;
  for (const auto& a : j["timeline"])
    for (const auto& x : a["actions"]) decisions += x["options"].is_null() ? 0 : 1;
  ASSERT_GT(decisions, 0u);
  std::size_t panels = 0;
  for (std::size_t p = r.out.find(". activation "); p != std::string::npos;
       p = r.out.find(". activation ", p + 1))
    ++panels;
  EXPECT_EQ(panels, decisions);
  // A well-formed document: xmllint (libxml2-utils) reads it.
  std::ofstream(dir_ / "round.svg") << r.out;
  EXPECT_EQ(std::system(("xmllint --noout " + quote((dir_ / "round.svg").string())).c_str()), 0);
}

}  // namespace
}  // namespace arbiter::gloomhaven
