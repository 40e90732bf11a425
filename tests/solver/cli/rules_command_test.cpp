// `arbiter rules` (solver/cli/rules_command.cpp): every game's rule sets once, in the game's
// order with the default first and marked; under --format json the registry's own list.
#include "solver/cli/rules_command.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "solver/games/games.hpp"

namespace arbiter::cli {
namespace {

std::string rules_output(const std::string& format) {
  RulesOptions o;
  o.format = format;
  std::ostringstream out;
  EXPECT_EQ(run_rules(o, out), 0);
  return out.str();
}

TEST(RulesCommand, TextListsEveryRuleSetUnderItsGameWithTheDefaultFirst) {
  const std::string text = rules_output("text");
  std::size_t at = 0;
  for (const game::Game& g : games::all_games()) {
    at = text.find(std::string(g.name) + "\n", at);
    ASSERT_NE(at, std::string::npos) << g.name;
    bool first = true;
    for (const auto& r : g.rule_sets) {
      const std::size_t line = text.find("  " + std::string(r.name) + " ", at);
      ASSERT_NE(line, std::string::npos) << r.name;
      const std::string row = text.substr(line, text.find('\n', line) - line);
      EXPECT_NE(row.find(r.description), std::string::npos) << row;
      EXPECT_EQ(row.ends_with(" (default)"), first) << row;
      first = false;
      at = line;
    }
  }
}

TEST(RulesCommand, JsonIsTheRegistrysList) {
  const std::string text = rules_output("json");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.back(), '\n');
  const auto j = nlohmann::ordered_json::parse(text);
  EXPECT_EQ(j, games::rule_sets_json());
  ASSERT_EQ(j.at("games").size(), games::all_games().size());
  for (std::size_t i = 0; i < j["games"].size(); ++i) {
    const game::Game& g = games::all_games()[i];
    EXPECT_EQ(j["games"][i].at("game"), g.name);
    EXPECT_EQ(j["games"][i].at("default"), g.rules.front());
    EXPECT_EQ(j["games"][i].at("rule_sets").size(), g.rules.size());
  }
}

}  // namespace
}  // namespace arbiter::cli
