// The per-game dispatch: files reach their game's loader by `game`, errors keep the shared
// "file: place: problem" form, and the unsupported-game error lists every game.
#include "solver/games/games.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "solver/scenario/json_reader.hpp"

namespace arbiter::games {
namespace {

using game::Game;
using game::Workspace;
using ::testing::HasSubstr;

constexpr const char* kGloomhaven = R"json({
  "format": 1, "game": "gloomhaven", "name": "g", "coordinates": "axial",
  "map": {"hexes": [[0, 0], [1, 0], [2, 0]]},
  "figures": [
    {"id": "C1", "side": "players", "kind": "character", "hex": [0, 0], "initiative": 20},
    {"id": "A", "side": "monsters", "kind": "monster", "hex": [2, 0]}
  ],
  "turn": {"figure": "A", "move": 1, "movement": "normal", "attack": {"range": 0, "targets": 1}},
  "expect": {"jotl": [{"destination": [1, 0], "targets": ["C1"]}]}
})json";

TEST(Games, GloomhavenFileGoesToItsLoaderAndChecks) {
  const auto s = load_text(kGloomhaven, "g.json");
  EXPECT_EQ(s->game(), "gloomhaven");
  EXPECT_EQ(s->name(), "g");
  ASSERT_EQ(s->expected_rule_sets(), std::vector<std::string>{"jotl"});
  Workspace ws;
  EXPECT_TRUE(s->check("jotl", ws).pass);
}

TEST(Games, UnsupportedGameListsTheSupportedOnes) {
  std::string text = kGloomhaven;
  text.replace(text.find("\"gloomhaven\""), 12, "\"chess\"");
  try {
    load_text(text, "c.json");
    FAIL() << "loaded";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.place(), "game");
    EXPECT_THAT(e.problem(), HasSubstr("unsupported game \"chess\"; supported games: "));
    for (const Game& g : all_games())
      EXPECT_THAT(e.problem(), HasSubstr('"' + std::string(g.name) + '"'));
  }
}

TEST(Games, SyntaxErrorsAndDuplicatesKeepTheirPlaces) {
  try {
    load_text("{\"format\": 1,\n \"format\": 1}", "d.json");
    FAIL() << "loaded";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.place(), "format");
    EXPECT_THAT(e.problem(), HasSubstr("duplicate field"));
  }
  try {
    load_text("{\"format\": 1,\n  x}", "s.json");
    FAIL() << "loaded";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.place(), "line 2, column 3");
  }
}

// `arbiter rules --format json` and GET /api/rules: every game, its rule sets in the table's
// order, each with its line.
TEST(Games, RuleSetsJsonListsEveryGamesTable) {
  const auto j = rule_sets_json();
  ASSERT_EQ(j.at("games").size(), all_games().size());
  for (std::size_t i = 0; i < all_games().size(); ++i) {
    const Game& g = all_games()[i];
    const auto& jg = j.at("games")[i];
    EXPECT_EQ(jg.at("game"), g.name);
    EXPECT_EQ(jg.at("default"), g.rules.front());
    ASSERT_EQ(jg.at("rule_sets").size(), g.rules.size());
    ASSERT_EQ(g.rule_sets.size(), g.rules.size());
    for (std::size_t k = 0; k < g.rules.size(); ++k) {
      EXPECT_EQ(jg.at("rule_sets")[k].at("name"), g.rules[k]);
      EXPECT_EQ(g.rule_sets[k].name, g.rules[k]);
      EXPECT_FALSE(jg.at("rule_sets")[k].at("description").get<std::string>().empty());
    }
  }
}

TEST(Games, RuleSetsBelongToOneGame) {
  EXPECT_EQ(game_of_rule_set("frosthaven"), find_game("gloomhaven"));
  EXPECT_EQ(game_of_rule_set("chess"), nullptr);
  EXPECT_THAT(rule_set_list(),
              HasSubstr("gloomhaven, jotl, frosthaven, gloomhaven2e, gloomhaven-seed"));
}

// The commands' messages name the games whose entries offer a feature, so that no command
// names a game itself; a game that offers it answers through its entry.
TEST(Games, FeaturesAreNamedFromTheEntries) {
  EXPECT_EQ(games_that(&Game::draws_overlays), "gloomhaven");
  EXPECT_EQ(games_that(&Game::explains_sight), "gloomhaven");
  EXPECT_EQ(round_files(false), "a Gloomhaven file with \"round\"");
  EXPECT_EQ(round_files(true),
            "a Gloomhaven file with \"round\" (docs/format.md, Gloomhaven rounds)");
  for (const Game& g : all_games()) {
    EXPECT_NE(g.load, nullptr) << g.name;
    EXPECT_NE(g.starting_file, nullptr) << g.name;
    EXPECT_NE(g.sketch, nullptr) << g.name;
    EXPECT_EQ(g.overlays != nullptr, g.draws_overlays) << g.name;
    EXPECT_FALSE(g.rules.empty()) << g.name;
  }
}

TEST(Games, OnlyRoundFilesSayTheyAreRounds) {
  EXPECT_FALSE(load_text(kGloomhaven, "g.json")->is_round());
  const auto round =
      load_file(std::string(ARBITER_SOURCE_DIR) +
                "/scenarios/gloomhaven/rounds/revealed-monsters-act-after-opener.json");
  EXPECT_TRUE(round->is_round());
  EXPECT_EQ(round->game(), "gloomhaven");
}

TEST(Games, AFileNamingNoGameIsTheFirstGames) {
  const nlohmann::json none = nlohmann::json::parse(R"({"format": 1})");
  EXPECT_EQ(game_of(none).name, all_games().front().name);
  const nlohmann::json hs = nlohmann::json::parse(R"({"format": 1, "game": "heroscape"})");
  EXPECT_EQ(game_of(hs).name, "heroscape");
}

}  // namespace
}  // namespace arbiter::games
