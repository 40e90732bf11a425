// Text for a terminal (solver/game/terminal_text.cpp) in every game: ids holding terminal
// escape sequences are printed escaped by `solve` and `show`, while JSON keeps them exact.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "tests/support/cli_fixture.hpp"
#include "tests/support/game_files.hpp"

namespace arbiter::testing {
namespace {

class TerminalEscapes : public CliFixture {};

TEST_F(TerminalEscapes, IdsWithTerminalEscapesArePrintedEscaped) {
  // OSC (retitles the terminal), CSI in its C1 form, a carriage return.
  const std::string hostile = "\\u001b]0;pwned\\u0007\\u009b31m\\r";
  for (const GameFile& g : kGames) {
    std::string text = slurp(source("scenarios/" + std::string(g.file)));
    const std::string from = "\"" + std::string(g.id) + "\"";
    const std::string to = "\"" + std::string(g.id) + hostile + "\"";
    for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
      text.replace(at, from.size(), to);
    }
    const fs::path p = put(std::string(g.game) + "-escapes.json", text);
    for (const std::string command : {"solve --board always", "solve --color", "show"}) {
      const Outcome r = run(command + " " + quote(p.string()));
      EXPECT_EQ(r.status, 0) << g.game << " " << command << ": " << r.err;
      const std::string id_escaped = std::string(g.id) + "\\x1b]0;pwned\\x07\\u009b31m\\x0d";
      EXPECT_NE(r.out.find(id_escaped), std::string::npos) << g.game << " " << command << ":\n"
                                                           << r.out;
      EXPECT_EQ(r.out.find("\x1b]"), std::string::npos) << g.game << " " << command;
      EXPECT_EQ(r.out.find('\x07'), std::string::npos) << g.game << " " << command;
      EXPECT_EQ(r.out.find('\r'), std::string::npos) << g.game << " " << command;
      EXPECT_EQ(r.out.find("\xc2\x9b"), std::string::npos) << g.game << " " << command;
    }
    // JSON output keeps the id exact (JSON escapes it).
    const Outcome j = run("solve --format json " + quote(p.string()));
    EXPECT_EQ(j.status, 0) << g.game << ": " << j.err;
    EXPECT_NE(j.out.find("\\u001b]0;pwned\\u0007"), std::string::npos) << g.game << ": " << j.out;
  }
}

}  // namespace
}  // namespace arbiter::testing
