// The shared JSON reader (solver/scenario/json_reader.cpp) on hostile files of every game,
// through every command: JSON nested far past any scenario is refused with its limit named
// (exit 2), and a huge unknown key is refused without the "did you mean" hint comparing it in
// full.
#include "solver/scenario/json_reader.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <iostream>
#include <string>

#include "tests/support/cli_fixture.hpp"
#include "tests/support/game_files.hpp"

namespace arbiter::testing {
namespace {

class HostileJson : public CliFixture {};

TEST_F(HostileJson, DeepNestingIsRefusedInEveryGameAndCommand) {
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

TEST_F(HostileJson, AHugeUnknownKeyIsRefusedWithoutComparingItInFull) {
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

}  // namespace
}  // namespace arbiter::testing
