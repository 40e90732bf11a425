// The commands of solver/cli/commands.cpp as users run them: `solve` and `round` (text, JSON
// lines, every rule set, explanations, errors), `check` on many files (jobs, JUnit and JSON
// reports, exit statuses), `lint`, `render` and `generate`, through the built binary
// (ARBITER_BINARY): its output, the files it writes and its exit status (0 ok, 1 check
// failures, 2 bad input or usage).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::cli {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::contains;
using arbiter::testing::lines;
using arbiter::testing::Outcome;
using arbiter::testing::quote;
using arbiter::testing::slurp;
using arbiter::testing::source;
using json = nlohmann::json;

// Times are the only thing allowed to differ between two runs' reports.
std::string without_times(const std::string& text) {
  static const std::regex xml_time(R"(time="[0-9.]+")");
  static const std::regex json_time(R"("seconds": [0-9.e-]+)");
  return std::regex_replace(std::regex_replace(text, xml_time, "time=\"T\""), json_time,
                            "\"seconds\": T");
}

class CommandsCli : public arbiter::testing::CliFixture {
 protected:
  static std::string data(const std::string& name) {
    return std::string(ARBITER_SOURCE_DIR) + "/tests/data/report/" + name;
  }
  // More than the progress bar's threshold of files, in nested folders: the batch data
  // under new names, `broken` of them broken.
  fs::path make_book(int n, bool with_broken) const {
    const fs::path book = dir_ / "book";
    std::vector<std::string> sources = {"steps-back.json", "nested/melee-walks.json",
                                        "nested/wrong-expect.json"};
    if (with_broken) sources.push_back("broken.json");
    for (int i = 0; i < n; ++i) {
      const fs::path sub = book / ("part-" + std::to_string(i % 4));
      fs::create_directories(sub);
      std::string text = slurp(source("tests/data/batch/") + sources[i % sources.size()]);
      const std::string tag = "\"name\": \"batch";
      if (auto at = text.find(tag); at != std::string::npos)
        text.insert(at + tag.size(), "-" + std::to_string(i));
      std::ofstream(sub / ("s" + std::to_string(i) + ".json"), std::ios::binary) << text;
    }
    return book;
  }
};

TEST_F(CommandsCli, SolveText) {
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

TEST_F(CommandsCli, SolveColourFlags) {
  const std::string f = quote(data("pointy-area.json"));
  const Outcome colour = run("solve --color " + f);
  ASSERT_EQ(colour.status, 0) << colour.err;
  EXPECT_NE(colour.out.find("\x1b["), std::string::npos);
  const Outcome plain = run("solve --color --no-color " + f);
  ASSERT_EQ(plain.status, 0) << plain.err;
  EXPECT_EQ(plain.out.find('\x1b'), std::string::npos);
  EXPECT_EQ(run("solve --no-color " + f).out.find('\x1b'), std::string::npos);
}

TEST_F(CommandsCli, SolveJsonLines) {
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

TEST_F(CommandsCli, SolveJsonRulesOverrideAndExplainHex) {
  const Outcome r = run("solve --format json --rules frosthaven --explain-hex 6,3 " +
                        quote(data("ranged-steps-back.json")));
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(lines(r.out).at(0));
  EXPECT_EQ(j.at("rules"), "frosthaven");
  EXPECT_EQ(j.at("explain_hex").at("hex"), nlohmann::json::parse("[6, 3]"));
  EXPECT_EQ(j.at("explain_hex").at("verdict"), "farther");
}

TEST_F(CommandsCli, SolveExplainHexText) {
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

TEST_F(CommandsCli, BadFileExitsTwoWithFilePlaceProblem) {
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

TEST_F(CommandsCli, UnknownRulesExitTwo) {
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

TEST_F(CommandsCli, CheckFolderWithAMismatch) {
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

TEST_F(CommandsCli, RenderWritesAFileOrStdout) {
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

// --- check: no expectation, errors, --update, solve output as expect -----------------------

TEST_F(CommandsCli, CheckCountsFilesWithoutExpectation) {
  const fs::path f = dir_ / "p.json";
  ASSERT_EQ(run("new " + quote(f.string())).status, 0);
  const Outcome r = run("check -v " + quote(dir_.string()));
  EXPECT_EQ(lines(r.out).back(), "0 passed, 0 failed, 1 file with no expectation");
  EXPECT_TRUE(contains(r.out, "no expectation " + f.string())) << r.out;
  // Nothing was compared: said, and not a pass unless --allow-empty.
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_TRUE(contains(r.err, "nothing was compared: no file has an `expect`")) << r.err;
  EXPECT_TRUE(contains(r.err, "--allow-empty")) << r.err;
  const Outcome allowed = run("check --allow-empty " + quote(dir_.string()));
  EXPECT_EQ(allowed.status, 0) << allowed.err;
  EXPECT_EQ(allowed.err, "");
  // One file with an expectation beside it: something was compared, the run passes.
  const Outcome mixed = run("check " + quote(dir_.string()) + " " +
                            quote(source("tests/data/batch/steps-back.json")));
  EXPECT_EQ(mixed.status, 0) << mixed.err;
}

TEST_F(CommandsCli, CheckCountsLoadFailuresAsErrors) {
  std::ofstream(dir_ / "broken.json") << "{";
  const Outcome r = run("check " + quote(dir_.string()) + " " +
                        quote(source("tests/data/batch/steps-back.json")));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(lines(r.out).back(), "2 passed, 0 failed, 1 error");
}

// --- JSON for scripts -------------------------------------------------------------------

TEST_F(CommandsCli, JsonHasVersionAndNames) {
  const Outcome r =
      run("solve " + quote(source("scenarios/gloomhaven/turns/proximity-skipped-in-jotl.json")) +
          " --rules gloomhaven --format json");
  ASSERT_EQ(r.status, 0);
  const json j = json::parse(r.out);
  EXPECT_EQ(j.at("version"), 1);
  EXPECT_EQ(j.at("game"), "gloomhaven");
  bool focus = false, dropped = false;
  for (const auto& row : j.at("ranking")) {
    ASSERT_TRUE(row.at("dropped_at").is_string()) << row;
    focus |= row.at("dropped_at") == "focus" && row.at("dropped_step") == "2.5";
    dropped |= row.at("dropped_at") == "proximity" && row.at("dropped_step") == "2.3";
  }
  EXPECT_TRUE(focus && dropped) << j.at("ranking");
  const Outcome lint = run("lint --format json " + quote(source("scenarios/examples")));
  EXPECT_EQ(json::parse(lint.out).at("version"), 1);
}

TEST_F(CommandsCli, JsonErrorsUnderFormatJson) {
  const std::string bad = source("tests/data/bad/figure-on-wall.json");
  const Outcome r = run("solve " + quote(bad) + " --format json");
  EXPECT_EQ(r.status, 2);
  const json j = json::parse(r.out);
  EXPECT_EQ(j.at("version"), 1);
  EXPECT_EQ(j.at("error").at("file"), bad);
  EXPECT_EQ(j.at("error").at("place"), "figures[1].hex");
  EXPECT_TRUE(contains(j.at("error").at("problem").get<std::string>(), "is a wall"));
  EXPECT_TRUE(contains(r.err, "figures[1].hex: hex [2, 1] is a wall")) << "people read stderr";
  EXPECT_EQ(run("solve " + quote(bad)).out, "") << "text output keeps stdout clean";
  // Usage errors too.
  const Outcome usage = run("solve " + quote(bad) + " --format json --rules jotl2");
  EXPECT_EQ(usage.status, 2);
  const json u = json::parse(usage.out);
  EXPECT_EQ(u.at("error").at("file"), "(command line)");
  EXPECT_EQ(u.at("error").at("place"), "--rules");
  EXPECT_EQ(u.at("error").at("problem").get<std::string>().rfind("unknown rule set 'jotl2'", 0), 0u)
      << u;
}

TEST_F(CommandsCli, JobsZeroSaysWhy) {
  const Outcome r = run("check --jobs 0 " + quote(source("tests/data/batch/steps-back.json")));
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(contains(r.err, "arbiter check: --jobs must be at least 1")) << r.err;
}

TEST_F(CommandsCli, DashReadsStandardInput) {
  const std::string f = quote(source("scenarios/examples/ranged-steps-back.json"));
  const Outcome piped = shell("arbiter solve - --format json < " + f);
  ASSERT_EQ(piped.status, 0) << piped.err;
  EXPECT_EQ(piped.out, run("solve " + f + " --format json").out);
  const Outcome bad = shell("echo '{' | arbiter solve -");
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(contains(bad.err, "<stdin>: line")) << bad.err;
  EXPECT_EQ(shell("arbiter check - < " + f).out, "1 passed, 0 failed\n");
}

TEST_F(CommandsCli, BoardAutoSkipsLargeMaps) {
  const fs::path big = dir_ / "big.json";
  ASSERT_EQ(run("generate --columns 60 --rows 60 --figures 4 -o " + quote(big.string())).status, 0);
  // Cropped to 100 hexes around the action, the board still spans the whole map: not drawn
  // (the default crop draws a small board: pictures_cli_test.cpp).
  const Outcome dflt = run("solve --crop 100 " + quote(big.string()));
  ASSERT_EQ(dflt.status, 0) << dflt.err;
  EXPECT_TRUE(contains(dflt.out, "(board of 3600 hexes not drawn; --board always draws it)"))
      << dflt.out.substr(0, 300);
  const Outcome always = run("solve --board always " + quote(big.string()));
  EXPECT_FALSE(contains(always.out, "not drawn"));
  EXPECT_GT(always.out.size(), dflt.out.size() + 3600 * 4);
  const std::string small = quote(source("scenarios/examples/area-attack.json"));
  const Outcome drawn = run("solve " + small);
  const Outcome never = run("solve --board never " + small);
  EXPECT_TRUE(contains(drawn.out, "### wall")) << "the legend goes with the board";
  EXPECT_FALSE(contains(never.out, "### wall"));
  EXPECT_FALSE(contains(never.out, "not drawn"));
}

TEST_F(CommandsCli, SolveEveryRuleSet) {
  const std::string f = quote(source("scenarios/gloomhaven/turns/proximity-skipped-in-jotl.json"));
  const Outcome all = run("solve " + f + " --rules all --format json");
  ASSERT_EQ(all.status, 0) << all.err;
  const auto rows = lines(all.out);
  ASSERT_EQ(rows.size(), 5u);
  const char* names[] = {"gloomhaven", "jotl", "frosthaven", "gloomhaven2e", "gloomhaven-seed"};
  for (std::size_t i = 0; i < 5; ++i) {
    EXPECT_EQ(rows[i] + "\n", run("solve " + f + " --format json --rules " + names[i]).out);
  }
  const Outcome text = run("solve " + f + " --rules all");
  ASSERT_EQ(text.status, 0);
  const auto t = lines(text.out);
  ASSERT_EQ(t.size(), 6u) << text.out;
  for (std::size_t i = 0; i < 5; ++i) {
    EXPECT_EQ(t[i + 1].rfind("  " + std::string(names[i]) + " ", 0), 0u) << t[i + 1];
    EXPECT_TRUE(contains(t[i + 1], "attacks C")) << t[i + 1];
  }
}

TEST_F(CommandsCli, LegendListsOnlyWhatTheBoardUses) {
  const Outcome area =
      run("solve --no-color " + quote(source("scenarios/examples/area-attack.json")));
  EXPECT_TRUE(contains(area.out, "  x area of effect  ### wall  = # thin wall\n")) << area.out;
  EXPECT_TRUE(contains(area.out, "terrain (under the label): O obstacle  ^ trap\n")) << area.out;
  const Outcome plain =
      run("solve --no-color " + quote(source("scenarios/examples/ranged-steps-back.json")));
  EXPECT_FALSE(contains(plain.out, "area of effect")) << plain.out;
  EXPECT_FALSE(contains(plain.out, "thin wall")) << plain.out;
  EXPECT_FALSE(contains(plain.out, "^ trap")) << plain.out;
  const Outcome layout = run("new " + quote((dir_ / "n.json").string()) + " --no-color");
  EXPECT_FALSE(contains(layout.out, "acting")) << "nothing acts on a drawn layout:\n" << layout.out;
}

TEST_F(CommandsCli, RenderCropsToTheAction) {
  const fs::path big = dir_ / "big.json";
  ASSERT_EQ(run("generate --columns 80 --rows 80 --figures 6 -o " + quote(big.string())).status, 0);
  const Outcome whole = run("render " + quote(big.string()));
  const Outcome crop = run("render --crop 2 " + quote(big.string()));
  ASSERT_EQ(crop.status, 0) << crop.err;
  const auto count = [](const std::string& svg, const std::string& part) {
    std::size_t n = 0;
    for (auto at = svg.find(part); at != std::string::npos; at = svg.find(part, at + 1)) ++n;
    return n;
  };
  EXPECT_EQ(count(whole.out, "class=\"hex\""), 6400u);
  const std::size_t kept = count(crop.out, "class=\"hex\"");
  EXPECT_GT(kept, 7u);
  EXPECT_LT(kept, 6400u / 4);
  // Every option and the acting figure stay in the picture.
  EXPECT_EQ(count(crop.out, "class=\"option\""), count(whole.out, "class=\"option\""));
  const json solved = json::parse(run("solve --format json " + quote(big.string())).out);
  EXPECT_TRUE(contains(crop.out, "data-id=\"" + solved.at("figure").get<std::string>() + "\""));
}

TEST_F(CommandsCli, JobsOneAndFourPrintTheSame) {
  const std::string book = quote(make_book(30, true).string());
  const Outcome one = run("check -v --jobs 1 " + book);
  const Outcome four = run("check -v --jobs 4 " + book);
  const Outcome dflt = run("check -v " + book);
  EXPECT_EQ(one.status, 2) << one.err;  // broken files
  EXPECT_EQ(four.status, 2);
  EXPECT_EQ(one.out, four.out);
  EXPECT_EQ(one.err, four.err);
  EXPECT_EQ(one.out, dflt.out);
  // 30 files: 8 steps-back (2 cases each), 8 melee-walks, 7 wrong, 7 broken.
  EXPECT_EQ(lines(one.out).back(), "24 passed, 7 failed, 7 errors");
  EXPECT_EQ(std::count(one.err.begin(), one.err.end(), '\n'), 7) << one.err;
  EXPECT_EQ(one.err.find('\r'), std::string::npos) << "no progress bar when stderr is a file";
  EXPECT_TRUE(std::regex_search(one.err, std::regex("/s3\\.json: line 3, column 1: invalid JSON")))
      << one.err;

  const Outcome failures = run("check --jobs 3 " + quote(source("tests/data/batch/nested")));
  EXPECT_EQ(failures.status, 1);
  EXPECT_EQ(lines(failures.out).back(), "1 passed, 1 failed");
  const Outcome fine = run("check --jobs 2 " + quote(source("tests/data/batch/steps-back.json")));
  EXPECT_EQ(fine.status, 0);
  EXPECT_EQ(fine.out, "2 passed, 0 failed\n");
}

TEST_F(CommandsCli, JunitAndReportFiles) {
  const std::string book = quote(make_book(24, true).string());
  const fs::path j1 = dir_ / "one.xml", r1 = dir_ / "one.json";
  const fs::path j4 = dir_ / "four.xml", r4 = dir_ / "four.json";
  const Outcome one = run("check --jobs 1 --junit " + quote(j1.string()) + " --report " +
                          quote(r1.string()) + " " + book);
  const Outcome four = run("check --jobs 4 " + book + " --junit " + quote(j4.string()) +
                           " --report " + quote(r4.string()));
  EXPECT_EQ(one.status, 2);
  EXPECT_EQ(one.out, four.out);
  ASSERT_TRUE(fs::exists(j1) && fs::exists(r1) && fs::exists(j4) && fs::exists(r4));
  EXPECT_EQ(without_times(slurp(j1)), without_times(slurp(j4)));
  EXPECT_EQ(without_times(slurp(r1)), without_times(slurp(r4)));

  const auto report = nlohmann::json::parse(slurp(r1));
  EXPECT_EQ(report.at("passed"), 18);
  EXPECT_EQ(report.at("failed"), 6);
  EXPECT_EQ(report.at("errors"), 6);
  EXPECT_EQ(report.at("cases").size(), 30u);
  EXPECT_EQ(lines(one.out).back(), "18 passed, 6 failed, 6 errors");
  const std::string xml = slurp(j1);
  EXPECT_NE(xml.find("<testsuite name=\"arbiter check\" tests=\"30\" failures=\"6\" errors=\"6\""),
            std::string::npos);
  if (std::system("command -v xmllint >/dev/null 2>&1") == 0) {
    EXPECT_EQ(std::system(("xmllint --noout " + quote(j1.string())).c_str()), 0);
    EXPECT_EQ(std::system(("xmllint --noout " + quote(j4.string())).c_str()), 0);
  }

  const Outcome unwritable = run("check --report " + quote((dir_ / "no" / "dir.json").string()) +
                                 " " + quote(source("tests/data/batch/steps-back.json")));
  EXPECT_EQ(unwritable.status, 2);
  EXPECT_NE(unwritable.err.find("cannot write"), std::string::npos) << unwritable.err;
}

TEST_F(CommandsCli, CheckUsageErrors) {
  const std::string f = quote(source("tests/data/batch/steps-back.json"));
  EXPECT_EQ(run("check --jobs 0 " + f).status, 2);
  EXPECT_EQ(run("check --jobs many " + f).status, 2);
  const Outcome missing = run("check " + quote((dir_ / "nothing").string()) + " " + f);
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("nothing: (file): "), std::string::npos) << missing.err;
  EXPECT_EQ(lines(missing.out).back(),
            "2 passed, 0 failed, 1 error");  // the other file still checked
  const Outcome help = run("check --help");
  EXPECT_NE(help.out.find("--jobs"), std::string::npos);
  EXPECT_NE(help.out.find("--junit"), std::string::npos);
  EXPECT_NE(help.out.find("--report"), std::string::npos);
}

TEST_F(CommandsCli, CiGradeExitStatusAndEmptyFolders) {
  // Each outcome its own status, so that a CI tells them apart without reading the output:
  // 0 all pass, 1 an answer differs, 2 a file did not load (also with failures beside it).
  const std::string pass = quote(source("tests/data/batch/steps-back.json"));
  const std::string fail = quote(source("tests/data/batch/nested/wrong-expect.json"));
  const std::string broken = quote(source("tests/data/batch/broken.json"));
  EXPECT_EQ(run("check " + pass).status, 0);
  EXPECT_EQ(run("check " + pass + " " + fail).status, 1);
  EXPECT_EQ(run("check " + pass + " " + broken).status, 2);
  EXPECT_EQ(run("check " + fail + " " + broken).status, 2);

  // A folder with no scenario file: a message naming it, status 2 (with lint and
  // --update too); the files given beside it are still checked.
  fs::create_directories(dir_ / "empty" / ".git");
  fs::copy_file(source("tests/data/batch/steps-back.json"), dir_ / "empty" / ".git" / "x.json");
  const std::string empty = quote((dir_ / "empty").string());
  const Outcome none = run("check " + empty);
  EXPECT_EQ(none.status, 2);
  EXPECT_EQ(none.err, (dir_ / "empty").string() +
                          ": (folder): no scenario files (*.json) in this folder or below it "
                          "(hidden folders are not read)\n");
  EXPECT_EQ(none.out, "0 passed, 0 failed, 1 error\n");
  const Outcome beside = run("check " + empty + " " + pass);
  EXPECT_EQ(beside.status, 2);
  EXPECT_EQ(beside.out, "2 passed, 0 failed, 1 error\n");
  const Outcome lint = run("lint " + empty);
  EXPECT_EQ(lint.status, 2);
  EXPECT_NE(lint.err.find("(folder): no scenario files"), std::string::npos) << lint.err;
  const Outcome update = run("check --update " + empty);
  EXPECT_EQ(update.status, 2);
  EXPECT_NE(update.err.find("(folder): no scenario files"), std::string::npos) << update.err;

  // The exit statuses are documented where a CI author looks: check --help and the man page.
  const Outcome help = run("check --help");
  EXPECT_NE(help.out.find("Exit status: 0 every case passed"), std::string::npos) << help.out;
  EXPECT_NE(run("man").out.find("2 outranks 3 and 3 outranks 1"), std::string::npos);
}

TEST_F(CommandsCli, LintExitCodes) {
  const auto data = [](const std::string& name) {
    return quote(source("tests/data/lint/" + name));
  };
  const Outcome clean = run("lint " + data("clean.json"));
  EXPECT_EQ(clean.status, 0) << clean.out << clean.err;
  EXPECT_EQ(clean.out, "0 errors, 0 warnings in 1 files\n");

  const Outcome warnings = run("lint " + data("warnings.json"));
  EXPECT_EQ(warnings.status, 0) << warnings.out;
  EXPECT_EQ(lines(warnings.out).back(), "0 errors, 2 warnings in 1 files");
  EXPECT_NE(warnings.out.find("warnings.json: map.hexes: warning: "), std::string::npos);
  EXPECT_NE(warnings.out.find("[disconnected-map]"), std::string::npos);

  const Outcome errors = run("lint " + data("expect-errors.json") + " " + data("clean.json"));
  EXPECT_EQ(errors.status, 1) << errors.out;
  EXPECT_EQ(lines(errors.out).back(), "2 errors, 0 warnings in 2 files");
  EXPECT_NE(
      errors.out.find("expect-errors.json: expect.gloomhaven[0].targets[0]: error: target A2"),
      std::string::npos)
      << errors.out;

  // A broken file: reported on stderr and counted; the others are still linted.
  const Outcome bad = run("lint " + quote(source("tests/data/lint")) + " " +
                          quote(source("tests/data/batch/broken.json")));
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(lines(bad.out).back(), "3 errors, 2 warnings in 4 files");
  EXPECT_NE(bad.err.find("broken.json: line 3, column 1: invalid JSON"), std::string::npos)
      << bad.err;
  EXPECT_NE(bad.out.find("[expect-target]"), std::string::npos);

  EXPECT_EQ(run("lint --format yaml " + data("clean.json")).status, 2);
  EXPECT_EQ(run("lint").status, 2);
  EXPECT_EQ(run("lint --help").status, 0);
}

TEST_F(CommandsCli, LintJson) {
  const Outcome r = run("lint --format json " + quote(source("tests/data/lint")) + " " +
                        quote(source("tests/data/batch/broken.json")));
  EXPECT_EQ(r.status, 2);
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j.at("errors"), 3);
  EXPECT_EQ(j.at("warnings"), 2);
  EXPECT_EQ(j.at("files"), 4);
  ASSERT_EQ(j.at("findings").size(), 5u);
  for (const auto& f : j.at("findings")) {
    for (const char* key : {"file", "place", "severity", "check", "message"})
      EXPECT_TRUE(f.at(key).is_string()) << key;
  }
  EXPECT_EQ(j.at("findings").at(0).at("check"), "load");
  EXPECT_EQ(j.at("findings").at(0).at("severity"), "error");
}

TEST_F(CommandsCli, SameSeedSameFileOtherSeedOtherFile) {
  const auto a = run("generate --columns 40 --rows 30 --figures 12 --seed 5");
  const auto b = run("generate --columns 40 --rows 30 --figures 12 --seed 5");
  const auto c = run("generate --columns 40 --rows 30 --figures 12 --seed 6");
  ASSERT_EQ(a.status, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.out, c.out);
  EXPECT_NE(a.out.find("\"wall\""), std::string::npos);
  EXPECT_NE(a.out.find("\"thin_walls\""), std::string::npos);
}

TEST_F(CommandsCli, WrittenFileLoadsAndSolvesUnderEveryAttack) {
  for (const char* attack : {"melee", "ranged", "area", "multi", "flying"}) {
    const auto file = (dir_ / (std::string(attack) + ".json")).string();
    const auto g = run(std::string("generate --columns 60 --rows 40 --figures 20 --attack ") +
                       attack + " -o " + quote(file));
    ASSERT_EQ(g.status, 0) << g.err;
    const auto s = run("solve --format json " + quote(file));
    EXPECT_EQ(s.status, 0) << attack << ": " << s.err;
    EXPECT_NE(s.out.find("\"options\""), std::string::npos) << attack;
    const auto l = run("lint " + quote(file));
    EXPECT_LE(l.status, 1) << attack << ": " << l.err;
  }
}

TEST_F(CommandsCli, ImpossibleRequestsAreBadInput) {
  const auto crowded = run("generate --columns 3 --rows 3 --figures 50");
  EXPECT_EQ(crowded.status, 2);
  EXPECT_NE(crowded.err.find("too many figures"), std::string::npos) << crowded.err;
  EXPECT_EQ(run("generate --attack laser").status, 2);
  EXPECT_EQ(run("generate --columns 1").status, 2);
}

}  // namespace
}  // namespace arbiter::cli
