// What solver/cli/docs_gen.cpp derives from the option definitions: did-you-mean for a
// misspelt command, option or field, the shell completions and the man page.
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

class DocsGenCli : public arbiter::testing::CliFixture {};

// --- command-line manners ---------------------------------------------------------------

TEST_F(DocsGenCli, UnknownCommandSuggests) {
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

TEST_F(DocsGenCli, MisspeltFlagAndFieldSuggest) {
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

TEST_F(DocsGenCli, CompletionsAndManPageFromTheOptions) {
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

}  // namespace
}  // namespace arbiter::cli
