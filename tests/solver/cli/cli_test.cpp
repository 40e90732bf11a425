// The `arbiter` command as users run it: the built binary (ARBITER_BINARY), its output and
// its exit status (0 ok, 1 check failures, 2 bad input or usage).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::cli {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::lines;
using arbiter::testing::Outcome;
using arbiter::testing::quote;
using arbiter::testing::slurp;

class Cli : public arbiter::testing::CliFixture {
 protected:
  static std::string data(const std::string& name) {
    return std::string(ARBITER_SOURCE_DIR) + "/tests/data/report/" + name;
  }
};

TEST_F(Cli, SolveText) {
  const Outcome r = run("solve " + quote(data("ranged-steps-back.json")));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  for (const char* part :
       {"ranged-steps-back [gloomhaven]: A acts", "Focus ranking (step 2)", "negative hexes",
        "dropped at", "1. destination [5, 1]", "2. destination [6, 1]", "3. destination [6, 2]",
        "Explanation", "A focuses on C1"})
    EXPECT_NE(r.out.find(part), std::string::npos) << part << "\n" << r.out;
  EXPECT_EQ(r.out.find('\x1b'), std::string::npos) << "not a terminal: no colour";
  // The numbered trace only on request, after the explanation.
  EXPECT_EQ(r.out.find("2.5  focus: C1"), std::string::npos) << r.out;
  const Outcome traced = run("solve --trace " + quote(data("ranged-steps-back.json")));
  ASSERT_EQ(traced.status, 0) << traced.err;
  const auto heading = traced.out.find("Trace (numbered as the rules digest)\n");
  EXPECT_NE(heading, std::string::npos) << traced.out;
  EXPECT_GT(traced.out.find("2.5  focus: C1"), heading) << traced.out;
  EXPECT_LT(traced.out.find("Explanation"), heading) << traced.out;
}

TEST_F(Cli, SolveColourFlags) {
  const std::string f = quote(data("pointy-area.json"));
  const Outcome colour = run("solve --color " + f);
  ASSERT_EQ(colour.status, 0) << colour.err;
  EXPECT_NE(colour.out.find("\x1b["), std::string::npos);
  const Outcome plain = run("solve --color --no-color " + f);
  ASSERT_EQ(plain.status, 0) << plain.err;
  EXPECT_EQ(plain.out.find('\x1b'), std::string::npos);
  EXPECT_EQ(run("solve --no-color " + f).out.find('\x1b'), std::string::npos);
}

TEST_F(Cli, SolveJsonLines) {
  const Outcome r = run("solve --format json " + quote(data("ranged-steps-back.json")) + " " +
                        quote(data("pointy-area.json")) + " " + quote(data("axial-tie.json")));
  ASSERT_EQ(r.status, 0) << r.err;
  const auto ls = lines(r.out);
  ASSERT_EQ(ls.size(), 3u) << r.out;
  const char* names[] = {"ranged-steps-back", "pointy-area", "axial-tie"};
  const char* actors[] = {"A", "A", "G"};
  for (std::size_t i = 0; i < ls.size(); ++i) {
    const auto j = nlohmann::json::parse(ls[i]);
    EXPECT_EQ(j.at("scenario"), names[i]);
    EXPECT_EQ(j.at("rules"), "gloomhaven");
    EXPECT_EQ(j.at("figure"), actors[i]);
    ASSERT_TRUE(j.at("options").is_array());
    ASSERT_FALSE(j.at("options").empty());
    for (const auto& o : j.at("options")) {
      EXPECT_TRUE(o.at("destination").is_array());
      EXPECT_EQ(o.at("destination").size(), 2u);
      EXPECT_TRUE(o.at("targets").is_array());
      EXPECT_TRUE(o.contains("focus"));
    }
    EXPECT_TRUE(j.at("ranking").is_array());
    EXPECT_TRUE(j.at("trace").is_array());
  }
  const auto first = nlohmann::json::parse(ls[0]);
  EXPECT_EQ(first.at("options").size(), 3u);
}

TEST_F(Cli, SolveJsonRulesOverrideAndExplainHex) {
  const Outcome r = run("solve --format json --rules frosthaven --explain-hex 6,3 " +
                        quote(data("ranged-steps-back.json")));
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(lines(r.out).at(0));
  EXPECT_EQ(j.at("rules"), "frosthaven");
  EXPECT_EQ(j.at("explain_hex").at("hex"), nlohmann::json::parse("[6, 3]"));
  EXPECT_EQ(j.at("explain_hex").at("verdict"), "farther");
}

TEST_F(Cli, SolveExplainHexText) {
  const std::string f = quote(data("ranged-steps-back.json"));
  const Outcome opt = run("solve --explain-hex 6,1 " + f);
  ASSERT_EQ(opt.status, 0) << opt.err;
  EXPECT_NE(opt.out.find("Hex [6, 1]\n  is option 2"), std::string::npos) << opt.out;
  const Outcome wall = run("solve --explain-hex '[40, 40]' " + f);
  EXPECT_NE(wall.out.find("not on the map"), std::string::npos) << wall.out;
  const Outcome bad = run("solve --explain-hex 6 " + f);
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("--explain-hex"), std::string::npos) << bad.err;
}

TEST_F(Cli, BadFileExitsTwoWithFilePlaceProblem) {
  const fs::path bad = dir_ / "bad.json";
  std::ofstream(bad) << R"({"format": 1, "game": "gloomhaven", "name": "bad", "colour": 3})";
  const Outcome r = run("solve " + quote(bad.string()));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  // "file: place: problem"
  EXPECT_EQ(r.err.rfind(bad.string() + ": colour: ", 0), 0u) << r.err;
  EXPECT_NE(r.err.find("unknown field"), std::string::npos) << r.err;

  const fs::path broken = dir_ / "broken.json";
  std::ofstream(broken) << "{\"format\": 1,";
  const Outcome b = run("solve " + quote(broken.string()));
  EXPECT_EQ(b.status, 2);
  // "file: line L, column C: problem"
  EXPECT_EQ(b.err.rfind(broken.string() + ": line ", 0), 0u) << b.err;
  EXPECT_NE(b.err.find(", column "), std::string::npos) << b.err;
  EXPECT_NE(b.err.find(": invalid JSON"), std::string::npos) << b.err;

  const Outcome missing = run("solve " + quote((dir_ / "missing.json").string()));
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("missing.json: "), std::string::npos);

  const Outcome render = run("render " + quote(bad.string()));
  EXPECT_EQ(render.status, 2);
  EXPECT_EQ(render.err.rfind(bad.string() + ": colour: ", 0), 0u) << render.err;
}

TEST_F(Cli, UnknownRulesExitTwo) {
  const std::string f = quote(data("ranged-steps-back.json"));
  for (const std::string& cmd :
       {"solve --rules chess " + f, "render --rules chess " + f, "check --rules chess " + f}) {
    SCOPED_TRACE(cmd);
    const Outcome r = run(cmd);
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("unknown rule set 'chess'"), std::string::npos) << r.err;
  }
  EXPECT_EQ(run("solve --format yaml " + f).status, 2);
  EXPECT_EQ(run("frobnicate").status, 2);
  EXPECT_EQ(run("").status, 2);
}

TEST_F(Cli, CheckFolderWithAMismatch) {
  // One file whose expect holds, one whose expect is wrong.
  fs::copy_file(data("ranged-steps-back.json"), dir_ / "good.json");
  auto j = nlohmann::json::parse(slurp(data("ranged-steps-back.json")));
  j["name"] = "wrong-expect";
  j["expect"]["gloomhaven"] = nlohmann::json::parse(R"([{"destination": [0, 0], "targets": []}])");
  fs::create_directories(dir_ / "cases" / "nested");
  fs::rename(dir_ / "good.json", dir_ / "cases" / "good.json");
  std::ofstream(dir_ / "cases" / "nested" / "wrong.json") << j.dump(2);

  const Outcome r = run("check " + quote((dir_ / "cases").string()));
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  const auto ls = lines(r.out);
  ASSERT_FALSE(ls.empty());
  EXPECT_EQ(ls.back(), "1 passed, 1 failed");
  EXPECT_NE(r.out.find("FAIL wrong-expect [gloomhaven]"), std::string::npos) << r.out;

  const Outcome ok = run("check -v " + quote((dir_ / "cases" / "good.json").string()));
  EXPECT_EQ(ok.status, 0) << ok.out;
  EXPECT_EQ(lines(ok.out).back(), "1 passed, 0 failed");

  const Outcome missing = run("check " + quote((dir_ / "nothing").string()));
  EXPECT_EQ(missing.status, 2);
}

TEST_F(Cli, HelpOnEverySubcommand) {
  for (const char* args : {"--help", "solve --help", "check --help", "render --help"}) {
    SCOPED_TRACE(args);
    const Outcome r = run(args);
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("Usage"), std::string::npos) << r.out;
  }
  EXPECT_NE(run("render --help").out.find("--output"), std::string::npos);
  EXPECT_NE(run("solve --help").out.find("--explain-hex"), std::string::npos);
  EXPECT_EQ(run("--version").status, 0);
}

TEST_F(Cli, RenderWritesAFileOrStdout) {
  const fs::path out = dir_ / "picture.svg";
  const Outcome r =
      run("render " + quote(data("pointy-area.json")) + " --rules jotl -o " + quote(out.string()));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "");
  ASSERT_TRUE(fs::exists(out));
  const std::string svg = slurp(out);
  EXPECT_EQ(svg.rfind("<?xml", 0), 0u);
  EXPECT_NE(svg.find("pointy-area [jotl]: A acts"), std::string::npos);
  if (std::system("command -v xmllint >/dev/null 2>&1") == 0) {
    EXPECT_EQ(std::system(("xmllint --noout " + quote(out.string())).c_str()), 0);
  }
  const Outcome to_stdout = run("render " + quote(data("pointy-area.json")) + " --rules jotl");
  ASSERT_EQ(to_stdout.status, 0);
  EXPECT_EQ(to_stdout.out, svg);

  const Outcome unwritable = run("render " + quote(data("pointy-area.json")) + " -o " +
                                 quote((dir_ / "no" / "such" / "dir.svg").string()));
  EXPECT_EQ(unwritable.status, 2);
  EXPECT_NE(unwritable.err.find("cannot write"), std::string::npos) << unwritable.err;
}

}  // namespace
}  // namespace arbiter::cli
