#include "solver/games/solve.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "solver/games/games.hpp"
#include "tests/support/small_turn.hpp"

namespace arbiter::games {
namespace {

using pathing::Coord;
using ::testing::HasSubstr;
using ::testing::StartsWith;

SolveOptions json_options(const std::string& rules = "") {
  SolveOptions o;
  o.format = "json";
  o.rules = rules;
  return o;
}

TEST(ParseHexArgument, Forms) {
  EXPECT_EQ(parse_hex_argument("6,2"), (Coord{6, 2}));
  EXPECT_EQ(parse_hex_argument(" 6, 2 "), (Coord{6, 2}));
  EXPECT_EQ(parse_hex_argument("[-1,3]"), (Coord{-1, 3}));
  EXPECT_FALSE(parse_hex_argument("6"));
  EXPECT_FALSE(parse_hex_argument("a,b"));
  EXPECT_FALSE(parse_hex_argument("1,"));
  EXPECT_FALSE(parse_hex_argument(""));
}

TEST(ParseOverlays, NamesListsAndAll) {
  std::string bad;
  const auto one = parse_overlays("see", bad);
  ASSERT_TRUE(one);
  EXPECT_TRUE(one->see);
  EXPECT_FALSE(one->range);
  EXPECT_FALSE(one->reach);
  const auto two = parse_overlays("range,reach", bad);
  ASSERT_TRUE(two);
  EXPECT_FALSE(two->see);
  EXPECT_TRUE(two->range);
  EXPECT_TRUE(two->reach);
  const auto all = parse_overlays("all", bad);
  ASSERT_TRUE(all);
  EXPECT_TRUE(all->see && all->range && all->reach);
}

TEST(ParseOverlays, UnknownNameIsNamed) {
  std::string bad;
  EXPECT_FALSE(parse_overlays("see,sight", bad));
  EXPECT_EQ(bad, "sight");
  EXPECT_FALSE(parse_overlays("", bad));
  EXPECT_EQ(bad, "");
}

TEST(SolveScenario, JsonIsTheGamesObjectAsTheCommandPrintsIt) {
  game::Workspace ws;
  const Solved s = solve_scenario("t.json", arbiter::testing::kSmallTurn, json_options("jotl"), ws);
  ASSERT_EQ(s.status, kExitOk) << s.error.message;
  ASSERT_EQ(s.json.size(), 1u);
  EXPECT_EQ(s.json[0].at("rules"), "jotl");
  EXPECT_EQ(s.json[0].at("figure"), "A");
  EXPECT_TRUE(s.text.empty());
  EXPECT_TRUE(s.svg.empty());
  // The same object the game prints on one line: nothing is read back from text.
  game::SolveRequest r;
  r.rules = "jotl";
  r.json = true;
  EXPECT_EQ(s.json[0].dump() + "\n",
            load_text(arbiter::testing::kSmallTurn, "t.json")->solve(r, ws));
}

TEST(SolveScenario, EveryRuleSetIsOneObjectEachInTheGamesOrder) {
  game::Workspace ws;
  const Solved s = solve_scenario("t.json", arbiter::testing::kSmallTurn, json_options("all"), ws);
  ASSERT_EQ(s.status, kExitOk) << s.error.message;
  const auto& rules = find_game("gloomhaven")->rules;
  ASSERT_EQ(s.json.size(), rules.size());
  for (std::size_t i = 0; i < rules.size(); ++i) EXPECT_EQ(s.json[i].at("rules"), rules[i]);
}

TEST(SolveScenario, TextAndPictureOnRequest) {
  game::Workspace ws;
  SolveOptions o;
  o.no_color = true;
  const Solved s = solve_scenario("t.json", arbiter::testing::kSmallTurn, o, ws, true);
  ASSERT_EQ(s.status, kExitOk) << s.error.message;
  EXPECT_TRUE(s.json.empty());
  EXPECT_THAT(s.text, HasSubstr("C1"));
  EXPECT_EQ(s.text.find('\x1b'), std::string::npos);  // no colour asked for
  EXPECT_THAT(s.svg, HasSubstr("<svg xmlns="));
}

TEST(SolveScenario, ABadFileIsItsFilePlaceAndProblem) {
  game::Workspace ws;
  const Solved s = solve_scenario("t.json", "{\"format\": 1}", json_options(), ws);
  EXPECT_EQ(s.status, kExitBadInput);
  EXPECT_TRUE(s.json.empty());
  EXPECT_THAT(s.error.message, StartsWith("t.json: "));
  EXPECT_EQ(s.error.message.back(), '\n');
  EXPECT_EQ(s.error.json.at("error").at("file"), "t.json");
}

TEST(SolveScenario, ARuleSetOfAnotherGameIsRefusedAfterLoading) {
  game::Workspace ws;
  const Solved s =
      solve_scenario("t.json", arbiter::testing::kSmallTurn, json_options("heroscape"), ws);
  EXPECT_EQ(s.status, kExitBadInput);
  EXPECT_THAT(s.error.message, HasSubstr("(rules): --rules heroscape is not a rule set of "
                                         "gloomhaven"));
}

TEST(SolveScenario, UsageErrorsComeBeforeAnyFileAndNameTheOption) {
  game::Workspace ws;
  SolveOptions o = json_options("nonsense");
  Solved s = solve_scenario("never-read.json", std::nullopt, o, ws);
  EXPECT_EQ(s.status, kExitBadInput);
  EXPECT_THAT(s.error.message, StartsWith("arbiter solve: --rules: unknown rule set 'nonsense'"));
  EXPECT_EQ(s.error.json.at("error").at("file"), "(command line)");
  EXPECT_EQ(s.error.json.at("error").at("place"), "--rules");
  o = json_options();
  o.explain_hex = "1;2";
  s = solve_scenario("never-read.json", std::nullopt, o, ws);
  EXPECT_EQ(s.error.json.at("error").at("place"), "--explain-hex");
  o = json_options();
  o.choose = "M1=0";
  s = solve_scenario("never-read.json", std::nullopt, o, ws);
  EXPECT_EQ(s.error.json.at("error").at("place"), "--choose");
}

TEST(SolveScenario, ATurnFileIsNotARound) {
  game::Workspace ws;
  SolveOptions o = json_options();
  o.round = true;
  const Solved s = solve_scenario("t.json", arbiter::testing::kSmallTurn, o, ws);
  EXPECT_EQ(s.status, kExitBadInput);
  EXPECT_THAT(s.error.message, HasSubstr("t.json: round: not a round file"));
}

}  // namespace
}  // namespace arbiter::games
