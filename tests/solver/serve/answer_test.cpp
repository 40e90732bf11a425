// The server's answers without HTTP (solver/serve/answer.cpp): the solve's JSON value placed
// in the answer's object, the refusals with the command line's message, and the helpers
// every refusal goes through.
#include "solver/serve/answer.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "solver/games/games.hpp"
#include "solver/games/solve.hpp"
#include "solver/report/output.hpp"
#include "tests/support/small_turn.hpp"

namespace arbiter::serve {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;
using json = nlohmann::json;

using arbiter::testing::kSmallTurn;

std::string read(const std::string& rel) {
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) + "/" + rel, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// What `arbiter solve --format json` prints for the same body, without its newline.
std::string command_line(std::string_view body, const std::string& rules, bool round = false) {
  games::SolveOptions o;
  o.format = "json";
  o.rules = rules;
  o.round = round;
  game::Workspace ws;
  const auto s = games::solve_scenario(std::string(kBodyName), body, o, ws);
  EXPECT_EQ(s.status, games::kExitOk) << s.error.message;
  return s.json.empty() ? std::string() : s.json.front().dump();
}

TEST(AnswerSolve, TheDecisionIsTheCommandLinesObjectWithThePicture) {
  SolveQuery q;
  q.rules = "jotl";
  const Answer a = answer_solve(kSmallTurn, q);
  ASSERT_EQ(a.status, 200) << a.body;
  const json j = json::parse(a.body);
  ASSERT_EQ(j.at("results").size(), 1u);
  EXPECT_EQ(j["results"][0].at("decision"), json::parse(command_line(kSmallTurn, "jotl")));
  EXPECT_THAT(j["results"][0].at("svg").get<std::string>(), HasSubstr("<svg xmlns="));
  // Gloomhaven draws overlays; the page asks for them by default.
  EXPECT_TRUE(j.contains("overlays"));
  // The decision's members keep the command line's order, byte for byte.
  EXPECT_THAT(a.body, HasSubstr("\"decision\":" + command_line(kSmallTurn, "jotl") + ","));
}

TEST(AnswerSolve, NoPictureNoOverlaysWhenNotAsked) {
  SolveQuery q;
  q.svg = false;
  q.overlays = false;
  const json j = json::parse(answer_solve(kSmallTurn, q).body);
  EXPECT_FALSE(j["results"][0].contains("svg"));
  EXPECT_FALSE(j.contains("overlays"));
  EXPECT_EQ(j.at("version"), report::kOutputVersion);
}

TEST(AnswerSolve, AllRulesIsOneResultPerRuleSetOfTheGame) {
  SolveQuery q;
  q.rules = "all";
  q.svg = false;
  const json j = json::parse(answer_solve(kSmallTurn, q).body);
  const auto& rules = games::find_game("gloomhaven")->rules;
  ASSERT_EQ(j.at("results").size(), rules.size());
  for (std::size_t i = 0; i < rules.size(); ++i)
    EXPECT_EQ(j["results"][i]["decision"].at("rules"), rules[i]);
}

TEST(AnswerSolve, RefusalsCarryTheCommandLinesMessage) {
  SolveQuery q;
  Answer a = answer_solve("{\"format\": 1,", q);
  EXPECT_EQ(a.status, 400);
  EXPECT_THAT(json::parse(a.body).at("error").get<std::string>(), StartsWith("request.json: "));
  q.rules = "nonsense";
  a = answer_solve(kSmallTurn, q);
  EXPECT_EQ(a.status, 400);
  EXPECT_THAT(json::parse(a.body).at("error").get<std::string>(),
              StartsWith("arbiter solve: --rules: unknown rule set 'nonsense'"));
  q.rules.clear();
  q.explain = "x";
  a = answer_solve(kSmallTurn, q);
  EXPECT_EQ(a.status, 400) << a.body;
  EXPECT_THAT(a.body, HasSubstr("--explain-hex: expected COL,ROW"));
}

TEST(AnswerRound, IsWhatRoundPrintsAndATurnIsRefused) {
  const std::string body = read("scenarios/gloomhaven/rounds/character-shield-and-retaliate.json");
  ASSERT_FALSE(body.empty());
  RoundQuery q;
  const Answer a = answer_round(body, q);
  ASSERT_EQ(a.status, 200) << a.body;
  EXPECT_EQ(a.body, command_line(body, "", true));
  const Answer turn = answer_round(kSmallTurn, q);
  EXPECT_EQ(turn.status, 400);
  EXPECT_THAT(turn.body, HasSubstr("not a round file"));
}

TEST(ErrorBody, VersionAndMessageWithBadBytesReplaced) {
  const json j = json::parse(error_body("bad \xff byte"));
  EXPECT_EQ(j.at("version"), report::kOutputVersion);
  EXPECT_EQ(j.at("error"), "bad \xef\xbf\xbd byte");
}

TEST(ValidUtf8, RejectsOverlongSurrogatesAndTruncatedForms) {
  EXPECT_TRUE(valid_utf8("plain"));
  EXPECT_TRUE(valid_utf8("\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80"));  // é € 😀
  EXPECT_FALSE(valid_utf8("\xc0\xaf"));                             // overlong '/'
  EXPECT_FALSE(valid_utf8("\xe0\x80\xaf"));                         // overlong, 3 bytes
  EXPECT_FALSE(valid_utf8("\xed\xa0\x80"));                         // a surrogate
  EXPECT_FALSE(valid_utf8("\xf4\x90\x80\x80"));                     // past U+10FFFF
  EXPECT_FALSE(valid_utf8("\xe2\x82"));                             // cut short
  EXPECT_FALSE(valid_utf8("\x80"));                                 // a lone continuation
}

TEST(FirstLine, UpToTheFirstNewline) {
  EXPECT_EQ(first_line("a: b: c\nmore\n"), "a: b: c");
  EXPECT_EQ(first_line("no newline"), "no newline");
  EXPECT_EQ(first_line(""), "");
}

TEST(FindAsset, OnlyTheTablesNames) {
  const Asset* page = find_asset("/");
  ASSERT_NE(page, nullptr);
  EXPECT_STREQ(page->mime, "text/html; charset=utf-8");
  EXPECT_EQ(find_asset("/index.html")->content, page->content);
  EXPECT_EQ(find_asset("/../CMakeLists.txt"), nullptr);
  EXPECT_EQ(find_asset("/no-such-file.js"), nullptr);
}

}  // namespace
}  // namespace arbiter::serve
