// The command line's options (solver/cli/app.cpp, with CLI11): every subcommand's --help,
// the defaults it shows, and colour only where a person reads it.
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

class AppCli : public arbiter::testing::CliFixture {};

TEST_F(AppCli, HelpOnEverySubcommand) {
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

TEST_F(AppCli, NoColorRespectedOnATerminal) {
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

TEST_F(AppCli, GenerateHelpShowsDefaults) {
  const Outcome r = run("generate --help");
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(contains(r.out, "--columns INT:INT in [2 - 4096]=100")) << r.out;
  EXPECT_TRUE(contains(r.out, "=melee")) << r.out;
}

}  // namespace
}  // namespace arbiter::cli
