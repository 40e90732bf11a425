// Hostile files in every game: JSON nested far past any scenario is refused by the reader
// with its limit named (exit 2, in every command), a huge unknown key is refused without the
// "did you mean" hint comparing it in full, and ids holding terminal escape sequences are
// printed escaped in the text output.
#include <gtest/gtest.h>

#include <chrono>
#include <iostream>
#include <string>

#include "solver/scenario/json_reader.hpp"
#include "tests/support/cli_fixture.hpp"

namespace arbiter::testing {
namespace {

struct GameFile {
  const char* game;
  const char* file;  // under scenarios/
  const char* id;    // a figure or player id in it
};
constexpr GameFile kGames[] = {
    {"gloomhaven", "examples/area-attack.json", "C1"},
    {"heroscape", "heroscape/a01-height-advantage-ten-levels.json", "A"},
    {"arcadia-quest", "arcadia/f01-full-cell.json", "G1"},
    {"grumblestone", "grumblestone/t01-crossing-fires-twice.json", "P2"},
};

// The file with `replacement` put in place of its "notes" value (kept valid JSON).
std::string with_notes(const std::string& file, const std::string& value) {
  std::string text = slurp(source("scenarios/" + std::string(file)));
  const auto at = text.find("\"notes\":");
  EXPECT_NE(at, std::string::npos) << file;
  const auto open = text.find('"', at + 8);
  const auto close = text.find("\",\n", open + 1);
  text.replace(open, close + 1 - open, value);
  return text;
}

class HostileInput : public CliFixture {
 protected:
  fs::path put(const std::string& name, const std::string& text) const {
    const fs::path p = dir_ / name;
    std::ofstream(p, std::ios::binary) << text;
    return p;
  }
};

TEST_F(HostileInput, DeepNestingIsRefusedInEveryGameAndCommand) {
  const std::string limit = "(limit " + std::to_string(scenario::kMaxJsonDepth) + ")";
  for (const GameFile& g : kGames) {
    const std::string deep = std::string(60000, '[') + std::string(60000, ']');
    const fs::path p = put(std::string(g.game) + "-deep.json", with_notes(g.file, deep));
    for (const char* command : {"solve", "show", "lint", "render", "check"}) {
      const Outcome r = run(std::string(command) + " " + quote(p.string()));
      EXPECT_EQ(r.status, 2) << g.game << " " << command << ": " << r.err;
      EXPECT_NE(r.err.find(limit), std::string::npos) << g.game << " " << command << ": " << r.err;
      EXPECT_NE(r.err.find("notes"), std::string::npos)
          << g.game << " " << command << ": " << r.err;
    }
    // An object nested as deep, and at exactly the limit (still valid JSON, so the loader's
    // own message about the field, not the nesting one).
    std::string objects;
    for (int i = 0; i < 60000; ++i) objects += "{\"a\":";
    objects += "1" + std::string(60000, '}');
    const Outcome o =
        run("solve " + quote(put("objects.json", with_notes(g.file, objects)).string()));
    EXPECT_EQ(o.status, 2) << g.game;
    EXPECT_NE(o.err.find(limit), std::string::npos) << g.game << ": " << o.err;
    const std::size_t at_limit = scenario::kMaxJsonDepth - 1;  // notes is one level down
    const std::string just = std::string(at_limit, '[') + std::string(at_limit, ']');
    const Outcome j = run("solve " + quote(put("just.json", with_notes(g.file, just)).string()));
    EXPECT_EQ(j.status, 2) << g.game;
    EXPECT_EQ(j.err.find(limit), std::string::npos) << g.game << ": " << j.err;
    EXPECT_NE(j.err.find("notes"), std::string::npos) << g.game << ": " << j.err;
  }
}

TEST_F(HostileInput, AHugeUnknownKeyIsRefusedWithoutComparingItInFull) {
  for (const GameFile& g : kGames) {
    std::string text = slurp(source("scenarios/" + std::string(g.file)));
    const std::string key(40 << 20, 'k');
    text.insert(text.find('{') + 1, "\"" + key + "\": 1, ");
    const fs::path p = put("huge-key.json", text);
    const auto t0 = std::chrono::steady_clock::now();
    const Outcome r = run("solve " + quote(p.string()));
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::cout << g.game << ": a 40 MB unknown key refused in " << s << " s\n";
    EXPECT_EQ(r.status, 2) << g.game;
    EXPECT_NE(r.err.find("unknown field"), std::string::npos)
        << g.game << ": " << r.err.substr(0, 400);
    EXPECT_LT(r.err.size(), 4000u) << g.game;  // the key is shortened in the message
  }
  // Close misspellings still get their hint.
  std::string text = slurp(source("scenarios/examples/area-attack.json"));
  text.replace(text.find("\"figures\""), 9, "\"figurse\"");
  const Outcome r = run("solve " + quote(put("typo.json", text).string()));
  EXPECT_NE(r.err.find("did you mean \"figures\"?"), std::string::npos) << r.err;
}

TEST_F(HostileInput, IdsWithTerminalEscapesArePrintedEscaped) {
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
