// The explanation a player reads (decision_story): for each rule it names, a position where
// that rule decides, and the sentence that says so in the rulebook's order ("avoiding
// negative hexes comes before extra targets"). Positions are the committed rule scenarios
// or small axial maps built here; the reasoning is in the comments.
#include "solver/gloomhaven/report/story.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/report/text.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven::report {
namespace {

using json = nlohmann::json;

struct Told {
  Scenario s;
  pathing::Board b;
  Decision d;
  std::vector<std::string> lines;
  std::string all() const {
    std::string out;
    for (const auto& l : lines) out += l + "\n";
    return out;
  }
  bool says(const std::string& sentence) const {
    for (const auto& l : lines)
      if (l == sentence) return true;
    return false;
  }
};

Told tell(Scenario s, RuleSet rules) {
  Told t{std::move(s), {}, {}, {}};
  t.b = build_board(t.s);
  t.d = decide_turn(t.s, t.b, profile_for(rules));
  t.lines = decision_story(t.s, t.b, t.d);
  return t;
}

Told tell_file(const std::string& name, RuleSet rules) {
  return tell(load_scenario(std::string(ARBITER_SOURCE_DIR) + "/scenarios/gloomhaven/turns/" +
                            name + ".json"),
              rules);
}

Told tell_json(const json& j, RuleSet rules = RuleSet::Gloomhaven) {
  return tell(parse_scenario(j.dump(), "story-test.json"), rules);
}

// An axial parallelogram, every [q, r] with 0 <= q < 8, 0 <= r < 7; the neighbours of
// [q, r] are [q+1, r], [q+1, r-1], [q, r-1], [q-1, r], [q-1, r+1], [q, r+1].
json axial(json figures, json turn, json terrain = json::object()) {
  json hexes = json::array();
  for (int q = 0; q < 8; ++q)
    for (int r = 0; r < 7; ++r) hexes.push_back({q, r});
  return json{{"format", 1},
              {"game", "gloomhaven"},
              {"name", "story"},
              {"coordinates", "axial"},
              {"map", {{"hexes", hexes}, {"terrain", terrain}}},
              {"figures", figures},
              {"turn", turn}};
}

json monster(const std::string& id, int q, int r) {
  return {{"id", id}, {"side", "monsters"}, {"kind", "monster"}, {"hex", {q, r}}};
}
json character(const std::string& id, int q, int r, int initiative) {
  return {{"id", id},
          {"side", "players"},
          {"kind", "character"},
          {"hex", {q, r}},
          {"initiative", initiative}};
}

TEST(Story, FocusByNegativeHexes) {
  // C1 at [3, 3] has a trap on every neighbour, so attacking it means standing on a trap;
  // C2 at [7, 3] is farther but costs no negative hex: focus stage 2.1 decides for C2.
  json ring = json::array({{4, 3}, {4, 2}, {3, 2}, {2, 3}, {2, 4}, {3, 4}});
  const Told t =
      tell_json(axial({monster("A", 0, 3), character("C1", 3, 3, 10), character("C2", 7, 3, 20)},
                      {{"figure", "A"}, {"move", 2}, {"attack", {{"range", 0}, {"targets", 1}}}},
                      {{"trap", ring}}));
  EXPECT_TRUE(
      t.says("A focuses on C2: the way to attack C1 crosses 1 negative hex, to attack C2 "
             "0, and the fewest negative hexes come first."))
      << t.all();
}

TEST(Story, FocusByPathThenProximityThenInitiative) {
  // proximity-skipped-in-jotl: both in range without moving (path 0). Proximity decides in
  // gloomhaven (C1 2 hexes, C2 3); jotl skips it and initiative decides (C2 10, C1 60).
  const Told gh = tell_file("proximity-skipped-in-jotl", RuleSet::Gloomhaven);
  EXPECT_TRUE(
      gh.says("A focuses on C1: C2 is as near by path but farther by proximity (3 hexes "
              "against 2, counted around walls), which decides next."))
      << gh.all();
  const Told jotl = tell_file("proximity-skipped-in-jotl", RuleSet::Jotl);
  EXPECT_TRUE(
      jotl.says("A focuses on C2: C1 is as near, but C2 acts first (initiative 10 "
                "against 60), and the first to act decides last (this rule set skips "
                "proximity)."))
      << jotl.all();
}

TEST(Story, NegativeHexesComeBeforeExtraTargets) {
  // Melee, target 2, move 3, A at [1, 3]. [3, 4] touches both C1 [3, 3] and C2 [3, 5] and
  // is 3 moves away, but it is a trap; A attacks C1 alone from [2, 3] (1 move). The sentence
  // a player needs, word for word but for the names.
  const Told t =
      tell_json(axial({monster("A", 1, 3), character("C1", 3, 3, 10), character("C2", 3, 5, 20)},
                      {{"figure", "A"}, {"move", 3}, {"attack", {{"range", 0}, {"targets", 2}}}},
                      {{"trap", json::array({{3, 4}})}}));
  EXPECT_TRUE(
      t.says("A could attack both C1 and C2 from [3, 4], but the way there crosses a "
             "trap; avoiding negative hexes comes before extra targets."))
      << t.all();
  EXPECT_TRUE(t.says("A moves 1 hex to [2, 3] and attacks C1.")) << t.all();
  // Without the trap the same hex is the answer, and nothing is said against it.
  const Told open =
      tell_json(axial({monster("A", 1, 3), character("C1", 3, 3, 10), character("C2", 3, 5, 20)},
                      {{"figure", "A"}, {"move", 3}, {"attack", {{"range", 0}, {"targets", 2}}}}));
  EXPECT_TRUE(open.says("A moves 3 hexes to [3, 4] and attacks C1 and C2.")) << open.all();
  EXPECT_EQ(open.all().find("comes before"), std::string::npos) << open.all();
}

TEST(Story, DisadvantageAgainstTheFocusComesBeforeLessMovement) {
  // ranged-steps-out-of-adjacency: A could shoot C1 from where it stands, but adjacent, at
  // disadvantage; it steps to [4, 2].
  const Told t = tell_file("ranged-steps-out-of-adjacency", RuleSet::Gloomhaven);
  EXPECT_TRUE(
      t.says("A could attack C1 without moving, from [3, 2], but there it would attack "
             "C1 at disadvantage; avoiding disadvantage against the focus comes before "
             "less movement."))
      << t.all();
  EXPECT_TRUE(t.says("A moves 1 hex to [4, 2] and attacks C1.")) << t.all();
  // Muddled, it has disadvantage anyway: it stays, and no such sentence is told.
  const Told muddled = tell_file("muddled-does-not-step-away", RuleSet::Gloomhaven);
  EXPECT_EQ(muddled.all().find("comes before"), std::string::npos) << muddled.all();
  EXPECT_TRUE(muddled.says("A stays on [3, 2] and attacks C1 (C1 at disadvantage).") ||
              muddled.says("A stays on [3, 2] and attacks C1."))
      << muddled.all();
}

TEST(Story, PlayersChooseAndFirstChecks) {
  const Told tie = tell_file("invisible-enemy-not-a-candidate", RuleSet::Gloomhaven);
  EXPECT_TRUE(tie.says("C1 is invisible, so it is no candidate for A's focus.")) << tie.all();
  EXPECT_TRUE(tie.says("A focuses on C2, the only enemy it can reach and attack.")) << tie.all();
  EXPECT_TRUE(
      tie.says("A attacks C2 from [3, 2] or [3, 3]: the rules rank these hexes equal, "
               "so the players choose."))
      << tie.all();
  const Told stunned = tell_file("stun-does-nothing", RuleSet::Gloomhaven);
  EXPECT_EQ(stunned.all(),
            "A is stunned: it loses its turn, with no focus, no move and no "
            "attack.\n");
  const Told players = tell_file("characters-tied-players-choose", RuleSet::Gloomhaven);
  EXPECT_NE(players.all().find("C1 and C2 tie on every focus rule (negative hexes, path, "
                               "proximity, initiative), so the players choose A's focus"),
            std::string::npos)
      << players.all();
}

TEST(Story, OutOfReachThisTurn) {
  const Told t = tell_file("immobilize-cannot-reach", RuleSet::Gloomhaven);
  EXPECT_TRUE(t.says("A is immobilized: it ignores its move.")) << t.all();
  EXPECT_NE(t.all().find("C1 is out of reach this turn, so A moves as close as it can to "
                         "attacking it"),
            std::string::npos)
      << t.all();
}

TEST(Story, MovementPointsBesideSteps) {
  // A corridor [0, 0] .. [5, 0], difficult terrain on [1, 0]: 3 steps to [3, 0], next to
  // C1, cost 4 movement points; the text shows both, and only when they differ.
  json hexes = json::array();
  for (int q = 0; q <= 5; ++q) hexes.push_back({q, 0});
  json j = {{"format", 1},
            {"game", "gloomhaven"},
            {"name", "points"},
            {"coordinates", "axial"},
            {"map", {{"hexes", hexes}, {"terrain", {{"difficult", json::array({{1, 0}})}}}}},
            {"figures", json::array({monster("A", 0, 0), character("C1", 4, 0, 10)})},
            {"turn", {{"figure", "A"}, {"move", 4}, {"attack", {{"range", 0}, {"targets", 1}}}}}};
  const Told t = tell_json(j);
  ASSERT_EQ(t.d.options.size(), 1u);
  EXPECT_EQ(movement_points(t.s, t.b, t.d, t.d.options[0]), 4);
  TextOptions o;
  o.board = false;
  EXPECT_NE(render_text(t.s, t.b, t.d, o).find("(3 steps, 4 movement points)"), std::string::npos)
      << render_text(t.s, t.b, t.d, o);
  j["map"].erase("terrain");
  const Told plain = tell_json(j);
  EXPECT_EQ(movement_points(plain.s, plain.b, plain.d, plain.d.options[0]), 3);
  EXPECT_NE(render_text(plain.s, plain.b, plain.d, o).find("(3 steps);"), std::string::npos);
}

TEST(Story, ConditionsOnTheBoardAndTheTraceOnRequest) {
  const Told t = tell_file("invisible-enemy-not-a-candidate", RuleSet::Gloomhaven);
  TextOptions o;
  const std::string text = render_text(t.s, t.b, t.d, o);
  EXPECT_NE(text.find("  conditions: C1 (invisible)\n"), std::string::npos) << text;
  EXPECT_EQ(text.find("Trace (numbered"), std::string::npos);
  o.trace = true;
  const std::string traced = render_text(t.s, t.b, t.d, o);
  ASSERT_FALSE(t.d.trace.empty());
  EXPECT_NE(traced.find("Trace (numbered as the rules digest)\n  " + t.d.trace.front().step),
            std::string::npos)
      << traced;
  EXPECT_NE(traced.find(t.d.trace.back().text), std::string::npos) << traced;
}

}  // namespace
}  // namespace arbiter::gloomhaven::report
