// The command line as a user meets it: writing a position (new, show),
// checking and updating expectations, JSON for scripts (versions, names, errors), and the
// manners of a well-kept tool (did-you-mean, --jobs 0, "-" for stdin, NO_COLOR, --board,
// completions and the man page).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::cli {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::lines;
using arbiter::testing::Outcome;
using arbiter::testing::quote;
using arbiter::testing::slurp;
using json = nlohmann::json;

using arbiter::testing::source;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

class UsersCli : public arbiter::testing::CliFixture {
 protected:
  // A shell command line run in the scratch folder, `arbiter` standing for the binary.
  Outcome shell(const std::string& line) const {
    const fs::path out = dir_ / "stdout", err = dir_ / "stderr", script = dir_ / "cmd.sh";
    std::ofstream(script) << "arbiter() { " << quote(ARBITER_BINARY) << " \"$@\"; }\ncd "
                          << quote(dir_.string()) << "\n"
                          << line << "\n";
    const int raw = std::system(("bash " + quote(script.string()) + " >" + quote(out.string()) +
                                 " 2>" + quote(err.string()))
                                    .c_str());
    Outcome r;
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    r.out = slurp(out);
    r.err = slurp(err);
    return r;
  }
  fs::path copy(const std::string& rel, const std::string& as) const {
    const fs::path to = dir_ / as;
    fs::copy_file(source(rel), to, fs::copy_options::overwrite_existing);
    return to;
  }
};

// --- writing a position -----------------------------------------------------------------

TEST_F(UsersCli, NewWritesAValidFileInEverySystem) {
  for (const char* cs : {"axial", "odd-q", "even-q", "odd-r", "even-r"}) {
    const fs::path f = dir_ / (std::string(cs) + ".json");
    const Outcome r = run("new " + quote(f.string()) + " --columns 9 --rows 6 --coordinates " + cs);
    ASSERT_EQ(r.status, 0) << cs << r.err;
    EXPECT_TRUE(contains(r.out, "wrote " + f.string() + ": a 9 x 6 " + cs + " map")) << r.out;
    EXPECT_TRUE(contains(r.out, "C1")) << r.out;
    const Outcome solved = run("solve " + quote(f.string()) + " --format json");
    ASSERT_EQ(solved.status, 0) << cs << solved.err;
    EXPECT_EQ(json::parse(solved.out).at("figure"), "M1");
    const Outcome lint = run("lint " + quote(f.string()));
    EXPECT_EQ(lint.status, 0) << lint.out;
  }
  // The map drawn with its column labels 0..8 on top.
  const Outcome r = run("new - --columns 3 --rows 2");
  ASSERT_EQ(r.status, 0);
  EXPECT_EQ(json::parse(r.out).at("map").at("hexes"), json::parse(R"({"columns": 3, "rows": 2})"));
}

TEST_F(UsersCli, NewRefusesToOverwrite) {
  const fs::path f = dir_ / "p.json";
  ASSERT_EQ(run("new " + quote(f.string())).status, 0);
  std::ofstream(f, std::ios::app) << " ";
  const Outcome again = run("new " + quote(f.string()));
  EXPECT_EQ(again.status, 2);
  EXPECT_TRUE(contains(again.err, "already exists; --force")) << again.err;
  EXPECT_EQ(run("new " + quote(f.string()) + " --force").status, 0);
  EXPECT_EQ(run("init " + quote((dir_ / "q.json").string())).status, 0) << "init is an alias";
}

TEST_F(UsersCli, ShowDrawsALayoutWithoutTurn) {
  const fs::path f = dir_ / "layout.json";
  std::ofstream(f) << R"({"format": 1, "game": "gloomhaven", "name": "layout",
    "coordinates": "odd-r", "map": {"hexes": {"columns": 12, "rows": 3},
    "terrain": {"wall": [[11, 2]]}}})";
  const Outcome r = run("show " + quote(f.string()));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "layout: 36 hexes, odd-r coordinates [col, row]")) << r.out;
  EXPECT_TRUE(contains(r.out, "11")) << "column labels up to 11:\n" << r.out;
  EXPECT_TRUE(contains(r.out, "###")) << r.out;
  EXPECT_TRUE(contains(r.out, "(no figures yet)")) << r.out;
  EXPECT_TRUE(contains(r.out, "(no turn yet)")) << r.out;
  // What is present is checked as always.
  std::ofstream(f) << R"({"format": 1, "game": "gloomhaven", "name": "layout",
    "coordinates": "odd-r", "map": {"hexes": {"columns": 2, "rows": 2}},
    "figures": [{"id": "C1", "side": "players", "kind": "character", "hex": [5, 0]}]})";
  const Outcome bad = run("show " + quote(f.string()));
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(bad.err, f.string() + ": figures[0].hex: hex [5, 0] is not on the map\n");
}

// --- check: no expectation, errors, --update, solve output as expect -----------------------

TEST_F(UsersCli, CheckCountsFilesWithoutExpectation) {
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

TEST_F(UsersCli, CheckCountsLoadFailuresAsErrors) {
  std::ofstream(dir_ / "broken.json") << "{";
  const Outcome r = run("check " + quote(dir_.string()) + " " +
                        quote(source("tests/data/batch/steps-back.json")));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(lines(r.out).back(), "2 passed, 0 failed, 1 error");
}

TEST_F(UsersCli, UpdateWritesAnswersAndKeepsTheRest) {
  // A wrong expectation: only the value of its rule-set entry is rewritten.
  const fs::path f = copy("scenarios/examples/ranged-steps-back.json", "steps.json");
  std::string text = slurp(f);
  const auto entry = text.find("\"gloomhaven\": [", text.find("\"expect\""));
  ASSERT_NE(entry, std::string::npos);
  const std::string before = text.substr(0, entry + 14);
  const auto wrong = text.find("[6, 1]", entry);
  ASSERT_NE(wrong, std::string::npos);
  text.replace(wrong, 6, "[0, 0]");
  std::ofstream(f, std::ios::binary) << text;
  ASSERT_EQ(run("check " + quote(f.string())).status, 1);

  const Outcome up = run("check --update " + quote(f.string()));
  ASSERT_EQ(up.status, 0) << up.err;
  EXPECT_EQ(up.out, "updated " + f.string() + " (gloomhaven)\n1 updated, 0 unchanged\n");
  const std::string after = slurp(f);
  EXPECT_EQ(after.substr(0, before.size()), before);
  EXPECT_EQ(after.substr(after.size() - 5), "]}\n}\n");
  EXPECT_EQ(run("check " + quote(f.string())).status, 0);
  // Once right, nothing is written.
  EXPECT_EQ(run("check --update " + quote(f.string())).out, "0 updated, 1 unchanged\n");
  EXPECT_EQ(slurp(f), after);
}

TEST_F(UsersCli, UpdateAddsExpectToANewFile) {
  const fs::path f = dir_ / "p.json";
  ASSERT_EQ(run("new " + quote(f.string())).status, 0);
  const std::string original = slurp(f);
  const Outcome up = run("check --update --rules all " + quote(f.string()));
  ASSERT_EQ(up.status, 0) << up.err;
  EXPECT_TRUE(contains(up.out, "(gloomhaven, jotl, frosthaven, gloomhaven2e, gloomhaven-seed)"))
      << up.out;
  const std::string updated = slurp(f);
  // The original text up to its last member is a prefix of the new one.
  const auto cut = original.rfind('}', original.rfind('}') - 1);
  EXPECT_EQ(updated.substr(0, cut + 1), original.substr(0, cut + 1));
  const Outcome checked = run("check " + quote(f.string()));
  EXPECT_EQ(checked.status, 0);
  EXPECT_EQ(lines(checked.out).back(), "5 passed, 0 failed");
  // Every game's expectations are updated the same way (authoring_cli_test.cpp): a
  // committed, correct Arcadia Quest file is unchanged.
  const fs::path h = copy("scenarios/arcadia/f01-full-cell.json", "h.json");
  const std::string before = slurp(h);
  const Outcome aq = run("check --update " + quote(h.string()));
  EXPECT_EQ(aq.status, 0) << aq.err;
  EXPECT_EQ(aq.out, "0 updated, 1 unchanged\n");
  EXPECT_EQ(slurp(h), before);
}

TEST_F(UsersCli, ExpectAcceptsSolveOutput) {
  const fs::path f = copy("scenarios/examples/area-attack.json", "area.json");
  const Outcome solved = run("solve " + quote(f.string()) + " --rules jotl --format json");
  ASSERT_EQ(solved.status, 0);
  json doc = json::parse(slurp(f));
  doc["expect"] = {{"jotl", json::parse(solved.out).at("options")}};
  std::ofstream(f) << doc.dump(2);
  const Outcome r = run("check " + quote(f.string()));
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "1 passed, 0 failed\n");
}

// --- JSON for scripts -------------------------------------------------------------------

TEST_F(UsersCli, JsonHasVersionAndNames) {
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

TEST_F(UsersCli, JsonErrorsUnderFormatJson) {
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

// --- command-line manners ---------------------------------------------------------------

TEST_F(UsersCli, UnknownCommandSuggests) {
  const Outcome r = run("slove x.json");
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(contains(r.err, "arbiter: unknown command 'slove'; did you mean 'solve'?")) << r.err;
  EXPECT_TRUE(contains(r.err, "commands: solve, round, check, lint, render, generate, new, show"))
      << r.err;
  const Outcome far = run("frobnicate");
  EXPECT_EQ(far.status, 2);
  EXPECT_TRUE(contains(far.err, "unknown command 'frobnicate'")) << far.err;
  EXPECT_FALSE(contains(far.err, "did you mean")) << far.err;
}

TEST_F(UsersCli, MisspeltFlagAndFieldSuggest) {
  const std::string f = quote(source("scenarios/examples/area-attack.json"));
  const Outcome r = run("solve " + f + " --rulse jotl");
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(contains(r.err, "--rulse: no such option of solve; did you mean --rules?")) << r.err;
  const fs::path p = dir_ / "p.json";
  json doc = json::parse(slurp(source("scenarios/examples/area-attack.json")));
  doc["turn"]["movment"] = "jump";
  std::ofstream(p) << doc.dump();
  const Outcome field = run("solve " + quote(p.string()));
  EXPECT_EQ(field.status, 2);
  EXPECT_TRUE(contains(field.err, "did you mean \"movement\"?")) << field.err;
}

TEST_F(UsersCli, JobsZeroSaysWhy) {
  const Outcome r = run("check --jobs 0 " + quote(source("tests/data/batch/steps-back.json")));
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(contains(r.err, "arbiter check: --jobs must be at least 1")) << r.err;
}

TEST_F(UsersCli, DashReadsStandardInput) {
  const std::string f = quote(source("scenarios/examples/ranged-steps-back.json"));
  const Outcome piped = shell("arbiter solve - --format json < " + f);
  ASSERT_EQ(piped.status, 0) << piped.err;
  EXPECT_EQ(piped.out, run("solve " + f + " --format json").out);
  const Outcome bad = shell("echo '{' | arbiter solve -");
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(contains(bad.err, "<stdin>: line")) << bad.err;
  EXPECT_EQ(shell("arbiter check - < " + f).out, "1 passed, 0 failed\n");
}

TEST_F(UsersCli, NoColorRespectedOnATerminal) {
  if (std::system("command -v script >/dev/null 2>&1") != 0) GTEST_SKIP() << "no script(1)";
  const std::string f = quote(source("scenarios/examples/area-attack.json"));
  const auto on_tty = [&](const std::string& env) {
    return shell(env + " script -qec " + quote(quote(ARBITER_BINARY) + " solve " + f) +
                 " /dev/null");
  };
  const Outcome coloured = on_tty("");
  ASSERT_EQ(coloured.status, 0) << coloured.err;
  EXPECT_TRUE(contains(coloured.out, "\x1b[")) << "colour on a terminal";
  const Outcome plain = on_tty("NO_COLOR=1");
  EXPECT_FALSE(contains(plain.out, "\x1b[")) << "NO_COLOR set";
  EXPECT_TRUE(contains(shell("NO_COLOR=1 arbiter solve --color " + f).out, "\x1b["))
      << "--color wins over NO_COLOR";
}

TEST_F(UsersCli, BoardAutoSkipsLargeMaps) {
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

TEST_F(UsersCli, CompletionsAndManPageFromTheOptions) {
  for (const char* sh : {"bash", "zsh", "fish"}) {
    const Outcome r = run(std::string("completions ") + sh);
    ASSERT_EQ(r.status, 0) << sh;
    // fish names long options without their dashes (-l explain-hex).
    for (const char* word : {"solve", "check", "show", "explain-hex", "update", "board"})
      EXPECT_TRUE(contains(r.out, word)) << sh << " lacks " << word;
    const fs::path script = dir_ / (std::string("completion.") + sh);
    std::ofstream(script) << r.out;
    const std::string checker =
        std::string(sh) == "fish" ? "fish --no-execute" : std::string(sh) + " -n";
    if (std::system(("command -v " + std::string(sh) + " >/dev/null 2>&1").c_str()) == 0) {
      EXPECT_EQ(std::system((checker + " " + quote(script.string())).c_str()), 0) << r.out;
    }
  }
  // bash: the completion offers the values of --format.
  const Outcome words = shell(
      "source <(arbiter completions bash); COMP_WORDS=(arbiter solve --format ''); "
      "COMP_CWORD=3; _arbiter; echo \"${COMPREPLY[*]}\"");
  EXPECT_EQ(words.out, "text json\n") << words.err;
  const Outcome man = run("man");
  ASSERT_EQ(man.status, 0);
  EXPECT_EQ(man.out.rfind(".TH arbiter 1", 0), 0u) << man.out.substr(0, 80);
  for (const char* part : {".SS solve", ".SS new", "\\-\\-board", "NO_COLOR", "[default: 7]"})
    EXPECT_TRUE(contains(man.out, part)) << part;
}

TEST_F(UsersCli, SolveEveryRuleSet) {
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

TEST_F(UsersCli, ExplainSightShowsTheLine) {
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

TEST_F(UsersCli, ExplainHexNamesTheWallThatBlocksSight) {
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

TEST_F(UsersCli, LegendListsOnlyWhatTheBoardUses) {
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

TEST_F(UsersCli, RenderCropsToTheAction) {
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

TEST_F(UsersCli, GenerateHelpShowsDefaults) {
  const Outcome r = run("generate --help");
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(contains(r.out, "--columns INT:INT in [2 - 4096]=100")) << r.out;
  EXPECT_TRUE(contains(r.out, "=melee")) << r.out;
}

}  // namespace
}  // namespace arbiter::cli
