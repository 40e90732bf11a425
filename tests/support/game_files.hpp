// One committed file of every game, with an id in it, for the tests that put the same hostile
// content into each game's file and run every command on it.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::testing {

struct GameFile {
  const char* game;
  const char* file;  // under scenarios/
  const char* id;    // a figure or player id in it
};
inline constexpr GameFile kGames[] = {
    {"gloomhaven", "examples/area-attack.json", "C1"},
    {"heroscape", "heroscape/a01-height-advantage-ten-levels.json", "A"},
    {"arcadia-quest", "arcadia/f01-full-cell.json", "G1"},
    {"grumblestone", "grumblestone/t01-crossing-fires-twice.json", "P2"},
};

// The file with `value` put in place of its "notes" value (kept valid JSON).
inline std::string with_notes(const std::string& file, const std::string& value) {
  std::string text = slurp(source("scenarios/" + std::string(file)));
  const auto at = text.find("\"notes\":");
  EXPECT_NE(at, std::string::npos) << file;
  const auto open = text.find('"', at + 8);
  const auto close = text.find("\",\n", open + 1);
  text.replace(open, close + 1 - open, value);
  return text;
}

}  // namespace arbiter::testing
