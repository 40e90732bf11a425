// The text report: the board, the focus table, the options, the trace, colour on and off,
// and the explanation of single hexes (explain_hex).
#include "solver/gloomhaven/report/text.hpp"

#include <gtest/gtest.h>

#include <string>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/report/explain.hpp"
#include "solver/gloomhaven/report/story.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven::report {
namespace {

using pathing::Coord;

struct Solved {
  Scenario s;
  pathing::Board board;
  Decision d;
};

Solved solve(const std::string& name, RuleSet rules = RuleSet::Gloomhaven) {
  Solved x{load_scenario(std::string(ARBITER_SOURCE_DIR) + "/tests/data/report/" + name), {}, {}};
  x.board = build_board(x.s);
  x.d = decide_turn(x.s, x.board, profile_for(rules));
  return x;
}

std::string plain(const Solved& x) {
  return render_text(x.s, x.board, x.d, TextOptions{});
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

const char* const kFiles[] = {"ranged-steps-back.json", "pointy-area.json", "axial-tie.json"};

TEST(TextReport, PlainHasTableHeadersOptionsAndTrace) {
  for (const char* file : kFiles) {
    SCOPED_TRACE(file);
    const Solved x = solve(file);
    const std::string t = plain(x);
    EXPECT_FALSE(contains(t, "\x1b[")) << t;
    for (const char* header :
         {"Focus ranking", "figure", "negative hexes", "path length", "proximity", "initiative",
          "order", "dropped at", "tie rule", "Explanation"})
      EXPECT_TRUE(contains(t, header)) << header << "\n" << t;
    ASSERT_FALSE(x.d.options.empty());
    for (std::size_t i = 0; i < x.d.options.size(); ++i) {
      const auto& o = x.d.options[i];
      EXPECT_TRUE(contains(t, "  " + std::to_string(i + 1) + ". destination " +
                                  hex_name(x.s, x.board.coord(o.destination)) + "; path "))
          << t;
    }
    // The explanation in words by default; the numbered trace with --trace (o.trace).
    for (const auto& sentence : decision_story(x.s, x.board, x.d))
      EXPECT_TRUE(contains(t, "  " + sentence + "\n")) << sentence;
    TextOptions traced;
    traced.trace = true;
    const std::string tt = render_text(x.s, x.board, x.d, traced);
    for (const auto& line : x.d.trace) {
      EXPECT_TRUE(contains(tt, "  " + line.step + " ")) << line.step;
      EXPECT_TRUE(contains(tt, line.text + "\n")) << line.text;
    }
    for (const auto& f : x.s.figures) EXPECT_TRUE(contains(t, f.id)) << f.id;
    EXPECT_EQ(t, plain(x)) << "deterministic";
  }
}

TEST(TextReport, OptionLinesCarryPathTargetsDisadvantageAndArea) {
  const Solved rsb = solve("ranged-steps-back.json");
  const std::string t = plain(rsb);
  EXPECT_TRUE(contains(t,
                       "1. destination [5, 1]; path [5, 2] > [5, 1] (1 step); focus C1; "
                       "targets C1; disadvantage none\n"))
      << t;
  const Solved area = solve("pointy-area.json");
  const std::string a = plain(area);
  EXPECT_TRUE(contains(a, "targets C1, C2; disadvantage none; area of effect [5, 2], [6, 2]\n"))
      << a;
}

TEST(TextReport, RankingRowsShowStagesAndTieRules) {
  const Solved x = solve("axial-tie.json");
  const std::string t = plain(x);
  // C1 and C2 tie to the end; S1 drops at 2.2; the invisible C4 is no candidate.
  EXPECT_TRUE(contains(t, "focus ")) << t;
  EXPECT_TRUE(contains(t, "2.2")) << t;
  EXPECT_TRUE(contains(t, "1.2 (invisible)")) << t;
  EXPECT_TRUE(contains(t, "characters tied: the players decide")) << t;
  EXPECT_TRUE(contains(t, "Options (the players choose)")) << t;
}

TEST(TextReport, ColourOnlyWhenAsked) {
  const Solved x = solve("ranged-steps-back.json");
  TextOptions colour;
  colour.color = true;
  const std::string c = render_text(x.s, x.board, x.d, colour);
  EXPECT_TRUE(contains(c, "\x1b[")) << c;
  EXPECT_TRUE(contains(c, "\x1b[0m"));
  EXPECT_FALSE(contains(plain(x), "\x1b"));
}

TEST(TextReport, FlatAndPointyHexes) {
  // even-q: flat-topped columns; odd-r and axial: pointy-topped rows.
  const std::string flat =
      render_board(solve("ranged-steps-back.json").s, solve("ranged-steps-back.json").board,
                   solve("ranged-steps-back.json").d, false);
  EXPECT_TRUE(contains(flat, "\\___/")) << flat;
  EXPECT_FALSE(contains(flat, "|")) << flat;
  const Solved p = solve("pointy-area.json");
  const std::string pointy = render_board(p.s, p.board, p.d, false);
  EXPECT_TRUE(contains(pointy, "/ \\ /")) << pointy;
  EXPECT_TRUE(contains(pointy, "|")) << pointy;
  EXPECT_FALSE(contains(pointy, "___")) << pointy;
}

TEST(TextReport, BoardMarksFiguresOptionsPathsTerrainAndWalls) {
  const Solved rsb = solve("ranged-steps-back.json");
  const std::string b = render_board(rsb.s, rsb.board, rsb.d, false);
  EXPECT_TRUE(contains(b, "A@")) << b;   // the acting figure
  EXPECT_TRUE(contains(b, "C1!")) << b;  // the focus
  EXPECT_TRUE(contains(b, "_O_")) << b;  // the obstacle, on the bottom edge of its hex
  for (const char* n : {" 1 ", " 2 ", " 3 "}) EXPECT_TRUE(contains(b, n)) << n << "\n" << b;

  const Solved area = solve("pointy-area.json");
  const std::string a = render_board(area.s, area.board, area.d, false);
  EXPECT_TRUE(contains(a, "###")) << a;    // the wall
  EXPECT_TRUE(contains(a, "/ # /")) << a;  // the thin wall on a slanted edge
  for (const char* roof : {"/O\\", "/^\\", "/~\\", "/:\\", "/*\\"})
    EXPECT_TRUE(contains(a, roof)) << roof << "\n" << a;  // terrain in the top corner
  EXPECT_TRUE(contains(a, "C2+")) << a;                   // a second target
  EXPECT_TRUE(contains(a, "M2")) << a;                    // an ally

  const Solved tie = solve("axial-tie.json");
  const std::string t = render_board(tie.s, tie.board, tie.d, false);
  EXPECT_TRUE(contains(t, " . ")) << t;  // path hexes
}

TEST(TextReport, ExplainedHexIsAppended) {
  const Solved x = solve("ranged-steps-back.json");
  TextOptions o;
  o.explain_hex = x.s.coordinates.to_axial({6, 1});
  const std::string t = render_text(x.s, x.board, x.d, o);
  EXPECT_TRUE(contains(t, "Hex [6, 1]\n  is option 2 (attacks C1)\n")) << t;
}

HexExplanation explain(const Solved& x, Coord written) {
  return explain_hex(x.s, x.board, x.d, x.s.coordinates.to_axial(written));
}

TEST(ExplainHex, EveryVerdictOfTheRangedExample) {
  const Solved x = solve("ranged-steps-back.json");
  EXPECT_EQ(explain(x, {20, 20}).verdict, "off-map");
  const auto opt = explain(x, {6, 2});
  EXPECT_EQ(opt.verdict, "option");
  EXPECT_EQ(opt.options, std::vector<int>{3});
  EXPECT_EQ(explain(x, {4, 2}).verdict, "occupied");
  EXPECT_EQ(explain(x, {3, 2}).verdict, "obstacle");
  // Adjacent to C1: a ranged attack from there is at disadvantage.
  const auto dis = explain(x, {5, 3});
  EXPECT_EQ(dis.verdict, "disadvantage");
  EXPECT_NE(dis.text.find("C1"), std::string::npos) << dis.text;
  EXPECT_EQ(explain(x, {5, 2}).verdict, "disadvantage");  // staying put
  // In range, not adjacent, but two steps where one suffices.
  const auto far = explain(x, {6, 3});
  EXPECT_EQ(far.verdict, "farther") << far.text;
  // Out of range (4 hexes from C1, range 3).
  const auto range = explain(x, {7, 0});
  EXPECT_EQ(range.verdict, "not-attack-hex") << range.text;
  EXPECT_NE(range.text.find("range is 3"), std::string::npos) << range.text;
}

TEST(ExplainHex, WallsUnreachableAndFewerTargets) {
  Solved x = solve("pointy-area.json");
  EXPECT_EQ(explain(x, {3, 0}).verdict, "wall");
  EXPECT_EQ(explain(x, {2, 0}).verdict, "occupied");  // the ally M2

  // A melee cleave: with one more movement point, [3, 1] attacks C1 only, the option both.
  Solved a{
      load_scenario(std::string(ARBITER_SOURCE_DIR) + "/tests/data/report/cleave.json"), {}, {}};
  a.board = build_board(a.s);
  a.s.turn.move = 3;
  a.d = decide_turn(a.s, a.board, profile_for(RuleSet::Gloomhaven));
  EXPECT_EQ(explain(a, {3, 2}).verdict, "option");
  const auto fewer = explain(a, {3, 1});
  EXPECT_EQ(fewer.verdict, "fewer-targets") << fewer.text;
  EXPECT_EQ(explain(a, {2, 1}).verdict, "obstacle");
  // Ringed in by walls and a thin wall: no path leads there.
  EXPECT_EQ(explain(a, {6, 3}).verdict, "unreachable") << explain(a, {6, 3}).text;
}

TEST(ExplainHex, MovingTowardsAFarFocus) {
  const Solved x = solve("far-focus.json");
  ASSERT_FALSE(x.d.options.empty());
  ASSERT_TRUE(x.d.options.front().attack.targets.empty());  // cannot attack this turn
  const auto back = explain(x, {0, 2});
  EXPECT_EQ(back.verdict, "farther") << back.text;
  EXPECT_NE(back.text.find("moves towards it"), std::string::npos) << back.text;
  const auto beyond = explain(x, {6, 2});
  EXPECT_EQ(beyond.verdict, "farther") << beyond.text;
}

TEST(ExplainHex, EveryHexOfEveryFileUnderEveryRuleSet) {
  const char* const files[] = {"ranged-steps-back.json", "pointy-area.json", "axial-tie.json",
                               "cleave.json", "far-focus.json"};
  for (const char* file : files) {
    for (RuleSet rules : kAllRuleSets) {
      SCOPED_TRACE(std::string(file) + " " + std::string(rule_set_name(rules)));
      const Solved x = solve(file, rules);
      for (Coord hex : x.s.map.hexes) {
        const HexExplanation e = explain_hex(x.s, x.board, x.d, hex);
        EXPECT_FALSE(e.verdict.empty());
        EXPECT_FALSE(e.text.empty());
        bool destination = false;
        for (const auto& o : x.d.options)
          destination = destination || x.board.find(hex) == o.destination;
        EXPECT_EQ(e.verdict == "option", destination) << hex_name(x.s, hex) << ": " << e.text;
      }
    }
  }
}

}  // namespace
}  // namespace arbiter::gloomhaven::report
