// decide_turn on small positions built in code: the focus table and the stage that decides,
// the movement step rules, area attacks, extra targets, the trace, and every rule-set flag
// (its value per edition, and a position where flipping it alone changes the answer).
// Every expected answer below is worked out by hand from docs/rules/gloomhaven.md; the
// comments give the reasoning.
#include "solver/gloomhaven/decide.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "solver/gloomhaven/rules.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven {
namespace {

using json = nlohmann::json;
using scenario::RuleSet;
using Options = std::set<std::string>;

// ------------------------------------------------------------------ building positions

// An axial parallelogram map: every [q, r] with 0 <= q < w, 0 <= r < h. In axial
// coordinates the neighbours of [q, r] are [q±1, r], [q+1, r-1], [q, r-1], [q-1, r+1],
// [q, r+1], so the "rows" r = const are straight lines (east-west).
json axial_position(int w = 8, int h = 7) {
  json hexes = json::array();
  for (int q = 0; q < w; ++q)
    for (int r = 0; r < h; ++r) hexes.push_back(json::array({q, r}));
  return json{{"format", 1},
              {"game", "gloomhaven"},
              {"name", "decide-test"},
              {"coordinates", "axial"},
              {"map", {{"hexes", hexes}}},
              {"figures", json::array()},
              {"turn", json::object()}};
}

json even_q_position(int columns = 8, int rows = 5) {
  json j = axial_position();
  j["coordinates"] = "even-q";
  j["map"] = {{"hexes", {{"columns", columns}, {"rows", rows}}}};
  return j;
}

json hex(int q, int r) {
  return json::array({q, r});
}

json figure(const std::string& id, const std::string& side, const std::string& kind, int q, int r,
            json extra) {
  json f = {{"id", id}, {"side", side}, {"kind", kind}, {"hex", hex(q, r)}};
  f.update(extra);
  return f;
}
json character(const std::string& id, int q, int r, json extra = json::object()) {
  return figure(id, "players", "character", q, r, std::move(extra));
}
json monster(const std::string& id, int q, int r, json extra = json::object()) {
  return figure(id, "monsters", "monster", q, r, std::move(extra));
}
void terrain(json& j, const std::string& type, const std::vector<std::pair<int, int>>& hexes) {
  json& list = j["map"]["terrain"][type];
  if (list.is_null()) list = json::array();
  for (auto [q, r] : hexes) list.push_back(hex(q, r));
}
json attack(int range, json targets = 1) {
  return {{"range", range}, {"targets", targets}};
}
json turn(const std::string& who, int move, json att, const std::string& movement = "normal") {
  return {{"figure", who}, {"move", move}, {"movement", movement}, {"attack", att}};
}

// A solved position. Options are written "q,r:T1+T2" in the file's coordinates, targets
// sorted, "-" for no target.
struct Solved {
  scenario::Scenario s;
  pathing::Board b;
  Decision d;

  Solved(const json& j, const RuleProfile& p)
      : s(scenario::parse_scenario(j.dump(), "<decide_test>")),
        b(scenario::build_board(s)),
        d(decide_turn(s, b, p)) {}
  Solved(const json& j, RuleSet r) : Solved(j, profile_for(r)) {}

  std::string at(CellIndex c) const {
    const pathing::Coord w = s.coordinates.from_axial(b.coord(c));
    return std::to_string(w.q) + "," + std::to_string(w.r);
  }
  std::string id(FigureIndex f) const { return s.figures[static_cast<std::size_t>(f)].id; }
  Options options() const {
    Options out;
    for (const Option& o : d.options) {
      std::vector<std::string> t;
      for (FigureIndex f : o.attack.targets) t.push_back(id(f));
      std::sort(t.begin(), t.end());
      std::string key = at(o.destination) + ":";
      if (t.empty()) key += "-";
      for (std::size_t i = 0; i < t.size(); ++i) key += (i ? "+" : "") + t[i];
      out.insert(key);
    }
    return out;
  }
  std::vector<std::string> focuses() const {
    std::vector<std::string> out;
    for (FigureIndex f : d.focuses) out.push_back(id(f));
    std::sort(out.begin(), out.end());
    return out;
  }
  const FocusRow& row(const std::string& who) const {
    for (const FocusRow& r : d.ranking)
      if (id(r.figure) == who) return r;
    ADD_FAILURE() << "no focus row for " << who;
    static const FocusRow none;
    return none;
  }
  bool trace_has(const std::string& step, const std::string& text) const {
    for (const TraceLine& t : d.trace)
      if ((step.empty() || t.step == step) && t.text.find(text) != std::string::npos) return true;
    return false;
  }
  std::string trace() const {
    std::string out;
    for (const TraceLine& t : d.trace) out += "  " + t.step + " " + t.text + "\n";
    return out;
  }
};

// The path keys of a focus row: exactly these when the row says its path is exact, else
// (the search stopped early, the candidate being out anyway) a lower bound of them.
void expect_path(const FocusRow& row, int negatives, int length) {
  const pathing::StepCost want{negatives, length};
  if (row.path_exact) {
    EXPECT_EQ(row.path.negatives, negatives);
    EXPECT_EQ(row.path.length, length);
  } else {
    EXPECT_LE(row.path, want) << "a lower bound: " << row.path.negatives << " negative, length "
                              << row.path.length;
  }
}

RuleProfile flipped(RuleSet base, auto change) {
  RuleProfile p = profile_for(base);
  change(p);
  return p;
}

// ------------------------------------------------------------------ focus table

// C1's every attack hex is a trap: 1 negative hex (path length 1). C2 needs 2 moves with no
// negative hex. Stage 1 decides, although C1 is nearer and acts first.
TEST(DecideFocus, FewestNegativeHexesDecidesFirst) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 3, 1, {{"initiative", 10}}),
                  character("C2", 6, 3, {{"initiative", 20}})};
  terrain(j, "trap", {{4, 1}, {4, 0}, {3, 0}, {2, 1}, {2, 2}, {3, 2}});
  j["turn"] = turn("A", 2, attack(0));
  for (RuleSet r : scenario::kAllRuleSets) {
    const Solved v(j, r);
    expect_path(v.row("C1"), 1, 1);
    expect_path(v.row("C2"), 0, 2);
    EXPECT_TRUE(v.row("C2").path_exact);  // the focus
    EXPECT_EQ(v.row("C1").dropped_at, 1);
    EXPECT_EQ(v.row("C2").dropped_at, 0);
    EXPECT_EQ(v.focuses(), std::vector<std::string>{"C2"});
    // [5, 3] via [4, 3]: the only hex next to C2 within 2.
    EXPECT_EQ(v.options(), (Options{"5,3:C2"})) << v.trace();
  }
}

// C1 needs 1 move ([3, 2]), C2 needs 2 ([5, 3]); C2 has the lower initiative, so only the
// path can put C1 first.
TEST(DecideFocus, ShortestPathDecidesSecond) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 3, 1, {{"initiative", 20}}),
                  character("C2", 6, 3, {{"initiative", 10}})};
  j["turn"] = turn("A", 3, attack(0));
  const Solved v(j, RuleSet::Gloomhaven);
  expect_path(v.row("C1"), 0, 1);
  expect_path(v.row("C2"), 0, 2);
  EXPECT_EQ(v.row("C2").dropped_at, 2);
  EXPECT_EQ(v.row("C1").dropped_at, 0);
  EXPECT_EQ(v.options(), (Options{"3,2:C1"})) << v.trace();
}

// Ranged 3: both in range from where A stands (paths 0). C1 is 2 hexes away, C2 3 but with
// the lower initiative: proximity decides where the rule set uses it; jotl skips it.
json proximity_position() {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 3, 1, {{"initiative", 60}}),
                  character("C2", 6, 3, {{"initiative", 10}})};
  j["turn"] = turn("A", 2, attack(3));
  return j;
}

TEST(DecideFocus, ProximityDecidesThird) {
  for (RuleSet r : {RuleSet::Gloomhaven, RuleSet::Frosthaven, RuleSet::Gloomhaven2e}) {
    const Solved v(proximity_position(), r);
    expect_path(v.row("C1"), 0, 0);
    expect_path(v.row("C2"), 0, 0);
    EXPECT_EQ(v.row("C1").proximity, 2);
    EXPECT_EQ(v.row("C2").proximity, 3);
    EXPECT_EQ(v.row("C2").dropped_at, 3);
    EXPECT_EQ(v.options(), (Options{"3,3:C1"})) << v.trace();
  }
}

TEST(DecideFocus, JotlSkipsProximity) {
  const Solved v(proximity_position(), RuleSet::Jotl);
  EXPECT_EQ(v.row("C1").dropped_at, 4);
  EXPECT_EQ(v.row("C1").acts_after, 1);
  EXPECT_EQ(v.row("C2").dropped_at, 0);
  EXPECT_TRUE(v.trace_has("2.3", "skipped")) << v.trace();
  EXPECT_EQ(v.options(), (Options{"3,3:C2"})) << v.trace();
}

// Both adjacent: the same path (0) and proximity (1); C2 acts first.
TEST(DecideFocus, InitiativeDecidesFourth) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 3, 2, {{"initiative", 20}}),
                  character("C2", 4, 3, {{"initiative", 10}})};
  j["turn"] = turn("A", 2, attack(0));
  const Solved v(j, RuleSet::Gloomhaven);
  EXPECT_EQ(v.row("C1").proximity, 1);
  EXPECT_EQ(v.row("C2").proximity, 1);
  EXPECT_EQ(v.row("C1").dropped_at, 4);
  EXPECT_EQ(v.row("C1").acts_after, 1);
  EXPECT_EQ(v.row("C1").order_rule, "lower initiative");
  EXPECT_EQ(v.row("C2").acts_after, 0);
  EXPECT_EQ(v.options(), (Options{"3,3:C2"})) << v.trace();
}

// C1 is invisible (not a candidate), C2 is walled in (no attack hex at all): only C3 is in.
TEST(DecideFocus, InvisibleAndUnreachableCandidatesAreNeverIn) {
  json j = axial_position();
  j["figures"] = {
      monster("A", 1, 3), character("C1", 5, 3, {{"initiative", 5}, {"conditions", {"invisible"}}}),
      character("C2", 6, 0, {{"initiative", 6}}), character("C3", 1, 5, {{"initiative", 90}})};
  terrain(j, "wall", {{7, 0}, {5, 0}, {5, 1}, {6, 1}});
  j["turn"] = turn("A", 2, attack(0));
  const Solved v(j, RuleSet::Gloomhaven);
  EXPECT_FALSE(v.row("C1").candidate);
  EXPECT_EQ(v.row("C1").dropped_at, -1);
  EXPECT_TRUE(v.row("C2").candidate);
  EXPECT_FALSE(v.row("C2").reachable);
  EXPECT_EQ(v.row("C2").dropped_at, -1);
  EXPECT_TRUE(v.row("C3").reachable);
  EXPECT_TRUE(v.trace_has("1.2", "C1 is invisible")) << v.trace();
  // [1, 4] is the only hex next to C3 one move away.
  EXPECT_EQ(v.options(), (Options{"1,4:C3"})) << v.trace();
}

// Tied on everything, the players choose the focus, and the trace says so.
TEST(DecideFocus, TraceNamesThePlayersChoice) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3),
                  character("C1", 3, 2, {{"initiative", 40}, {"secondary_initiative", 25}}),
                  character("C2", 4, 3, {{"initiative", 40}, {"secondary_initiative", 25}})};
  j["turn"] = turn("A", 2, attack(0));
  for (RuleSet r : scenario::kAllRuleSets) {
    const Solved v(j, r);
    EXPECT_TRUE(v.d.players_choose_focus());
    EXPECT_EQ(v.focuses(), (std::vector<std::string>{"C1", "C2"}));
    EXPECT_TRUE(v.trace_has("2.5", "players choose")) << v.trace();
    EXPECT_EQ(v.options(), (Options{"3,3:C1", "3,3:C2"})) << v.trace();
  }
}

// ------------------------------------------------------------------ first checks

TEST(DecideFirstChecks, StunnedDoesNothingDisarmedAttacksNoOne) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 4, 3, {{"initiative", 20}})};
  j["turn"] = turn("A", 2, attack(0));
  EXPECT_EQ(Solved(j, RuleSet::Gloomhaven).options(), (Options{"3,3:C1"}));
  j["figures"][0]["conditions"] = {"stun"};
  const Solved stunned(j, RuleSet::Gloomhaven);
  EXPECT_EQ(stunned.options(), (Options{"3,3:-"}));
  EXPECT_TRUE(stunned.d.focuses.empty());
  j["figures"][0]["conditions"] = {"disarm"};
  const Solved disarmed(j, RuleSet::Gloomhaven);
  EXPECT_EQ(disarmed.options(), (Options{"3,3:-"}));
  EXPECT_EQ(disarmed.focuses(), std::vector<std::string>{"C1"});
  EXPECT_TRUE(disarmed.trace_has("1.1", "disarmed")) << disarmed.trace();
}

// ------------------------------------------------------------------ movement step rules

// Out of reach: 2 steps along the only shortest line east; each step shortens the path to
// [5, 3], the nearest hex next to C1.
TEST(DecideMovement, EachStepShortensThePath) {
  json j = axial_position();
  j["figures"] = {monster("A", 0, 3), character("C1", 6, 3, {{"initiative", 20}})};
  j["turn"] = turn("A", 2, attack(0));
  const Solved v(j, RuleSet::Gloomhaven);
  ASSERT_EQ(v.options(), (Options{"2,3:-"})) << v.trace();
  const Option& o = v.d.options.front();
  ASSERT_EQ(o.path.size(), 3u);
  const CellIndex goal = *v.b.find({5, 3});
  for (std::size_t i = 1; i < o.path.size(); ++i)
    EXPECT_LT(v.b.distance(o.path[i], goal), v.b.distance(o.path[i - 1], goal));
}

// A one-hex corridor with an ally in front: the only shortening step would end on the ally,
// so with move 1 it is not taken; with more movement the ally is passed.
TEST(DecideMovement, StaysWhenTheStepWouldEndOnAnAlly) {
  json j = axial_position();
  json hexes = json::array();
  for (int q = 0; q < 8; ++q) hexes.push_back(hex(q, 3));
  j["map"]["hexes"] = hexes;
  j["figures"] = {monster("A", 1, 3), monster("M2", 2, 3),
                  character("C1", 5, 3, {{"initiative", 20}})};
  j["turn"] = turn("A", 1, attack(0));
  EXPECT_EQ(Solved(j, RuleSet::Gloomhaven).options(), (Options{"1,3:-"}));
  j["turn"]["move"] = 2;
  EXPECT_EQ(Solved(j, RuleSet::Gloomhaven).options(), (Options{"3,3:-"}));
  j["turn"]["move"] = 3;
  EXPECT_EQ(Solved(j, RuleSet::Gloomhaven).options(), (Options{"4,3:C1"}));
}

// Two hexes next to C1 one move away; a trap on one of them leaves the other.
TEST(DecideMovement, AvoidsATrap) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 5, 2, {{"initiative", 20}})};
  j["turn"] = turn("A", 1, attack(0));
  EXPECT_EQ(Solved(j, RuleSet::Gloomhaven).options(), (Options{"4,2:C1", "4,3:C1"}));
  terrain(j, "trap", {{4, 3}});
  for (RuleSet r : scenario::kAllRuleSets) EXPECT_EQ(Solved(j, r).options(), (Options{"4,2:C1"}));
}

// Even-q. Traps fill column 3 except [3, 4]. Straight on, A would reach [4, 2] in 3 moves
// through one trap; without one, the path goes round by [2, 3], [3, 4], [4, 3] (5 moves).
// The first two steps of the direct path are clean, but the negative hexes are counted over
// the whole path, later turns included: with move 2 A goes to [2, 3] (3 moves left).
TEST(DecideMovement, FewestNegativeHexesOverLaterTurns) {
  json j = even_q_position();
  j["figures"] = {monster("A", 1, 2), character("C1", 5, 2, {{"initiative", 20}})};
  terrain(j, "trap", {{3, 0}, {3, 1}, {3, 2}, {3, 3}});
  j["turn"] = turn("A", 2, attack(0));
  for (RuleSet r : scenario::kAllRuleSets) {
    const Solved v(j, r);
    expect_path(v.row("C1"), 0, 5);
    EXPECT_EQ(v.options(), (Options{"2,3:-"})) << v.trace();
  }
}

// ------------------------------------------------------------------ area attacks

// A melee line of two hexes, written pointing east ([1, 0], [2, 0]); the enemies stand in a
// line to the north-west ([3, 2], [3, 1]). Only a rotation of the pattern covers both.
TEST(DecideArea, MeleePatternIsRotated) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 3, 2, {{"initiative", 20}}),
                  character("C2", 3, 1, {{"initiative", 30}})};
  json att = attack(0);
  att["aoe"] = {{"melee", true}, {"hexes", {hex(1, 0), hex(2, 0)}}};
  j["turn"] = turn("A", 2, att);
  for (RuleSet r : scenario::kAllRuleSets) {
    const Solved v(j, r);
    ASSERT_EQ(v.options(), (Options{"3,3:C1+C2"})) << v.trace();
    std::set<std::string> cells;
    for (CellIndex c : v.d.options.front().attack.aoe) cells.insert(v.at(c));
    EXPECT_EQ(cells, (std::set<std::string>{"3,2", "3,1"}));
  }
}

// A chiral melee pattern [1, 0], [2, 0], [2, -1]; the enemies stand on its mirror image
// [1, 0], [2, 0], [1, 1] around A. No rotation covers more than two of them; the mirrored
// pattern covers all three. Move 0: only A's own hex counts.
TEST(DecideArea, MeleePatternIsMirrored) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 4, 3, {{"initiative", 20}}),
                  character("C2", 5, 3, {{"initiative", 30}}),
                  character("C3", 4, 4, {{"initiative", 40}})};
  json att = attack(0);
  att["aoe"] = {{"melee", true}, {"hexes", {hex(1, 0), hex(2, 0), hex(2, -1)}}};
  j["turn"] = turn("A", 0, att);
  for (RuleSet r : scenario::kAllRuleSets)
    EXPECT_EQ(Solved(j, r).options(), (Options{"3,3:C1+C2+C3"}));
}

// A two-hex melee pattern [1, 0], [1, -1] with two targets (the area and one more target),
// move 0, C1 and C2 on A's neighbours [4, 3] and [4, 2]. {C1, C2} is attacked in several
// ways: the pattern over both, or over one of them with the other as the extra target. All
// are one choice for the players (same destination, focus and targets): one option, with the
// first attack's area.
TEST(DecideArea, AttacksOnTheSameTargetsAreOneOption) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 4, 3, {{"initiative", 20}}),
                  character("C2", 4, 2, {{"initiative", 30}})};
  json att = attack(0, 2);
  att["aoe"] = {{"melee", true}, {"hexes", {hex(1, 0), hex(1, -1)}}};
  j["turn"] = turn("A", 0, att);
  for (RuleSet r : scenario::kAllRuleSets) {
    const Solved v(j, r);
    ASSERT_EQ(v.d.options.size(), 1u) << v.trace();
    EXPECT_EQ(v.options(), (Options{"3,3:C1+C2"}));
    EXPECT_EQ(v.d.options.front().path.size(), 1u);  // stays
    EXPECT_EQ(v.d.options.front().attack.aoe.size(), 2u);
  }
  // With no initiatives both are focuses (the players choose): one option each.
  j["figures"] = {monster("A", 3, 3), character("C1", 4, 3), character("C2", 4, 2)};
  for (RuleSet r : scenario::kAllRuleSets) {
    const Solved v(j, r);
    std::set<std::pair<FigureIndex, std::vector<FigureIndex>>> seen;
    for (const Option& o : v.d.options) {
      EXPECT_EQ(o.path.size(), 1u);
      std::vector<FigureIndex> t = o.attack.targets;
      std::sort(t.begin(), t.end());
      EXPECT_TRUE(seen.insert({o.focus, t}).second) << "a repeated option\n" << v.trace();
    }
    EXPECT_EQ(v.d.options.size(), 2u) << v.trace();
  }
}

// ------------------------------------------------------------------ extra targets

// Ranged 3, two targets. Focus C1 (2 hexes; C2 and C3 are 3 away, all in range; jotl: see
// below). The extra target: gloomhaven takes C2 (same proximity as C3, lower initiative);
// frosthaven and gloomhaven2e do not rank extra targets, so the players choose.
json extra_target_position() {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 3, 1, {{"initiative", 50}}),
                  character("C2", 6, 3, {{"initiative", 20}}),
                  character("C3", 0, 3, {{"initiative", 30}})};
  j["turn"] = turn("A", 2, attack(3, 2));
  return j;
}

TEST(DecideTargets, ExtraTargetsByRankOrPlayersChoice) {
  {
    const Solved v(extra_target_position(), RuleSet::Gloomhaven);
    EXPECT_EQ(v.focuses(), std::vector<std::string>{"C1"});
    ASSERT_EQ(v.options(), (Options{"3,3:C1+C2"})) << v.trace();
    // The focus is attacked first.
    EXPECT_EQ(v.id(v.d.options.front().attack.targets.front()), "C1");
  }
  {
    // jotl skips proximity: the focus is C2 (initiative 20), the extra target by initiative
    // C3 (30) before C1 (50).
    const Solved v(extra_target_position(), RuleSet::Jotl);
    EXPECT_EQ(v.focuses(), std::vector<std::string>{"C2"});
    ASSERT_EQ(v.options(), (Options{"3,3:C2+C3"})) << v.trace();
    EXPECT_EQ(v.id(v.d.options.front().attack.targets.front()), "C2");
  }
  for (RuleSet r : {RuleSet::Frosthaven, RuleSet::Gloomhaven2e})
    EXPECT_EQ(Solved(extra_target_position(), r).options(), (Options{"3,3:C1+C2", "3,3:C1+C3"}));
}

// ------------------------------------------------------------------ rule-set flags

TEST(RuleProfiles, FlagsFollowTheRuleSetTable) {
  using pathing::SightModel;
  const RuleProfile gh = profile_for(RuleSet::Gloomhaven);
  const RuleProfile jotl = profile_for(RuleSet::Jotl);
  const RuleProfile fh = profile_for(RuleSet::Frosthaven);
  const RuleProfile gh2 = profile_for(RuleSet::Gloomhaven2e);
  EXPECT_EQ(gh.rules, RuleSet::Gloomhaven);
  EXPECT_EQ(jotl.rules, RuleSet::Jotl);
  EXPECT_EQ(fh.rules, RuleSet::Frosthaven);
  EXPECT_EQ(gh2.rules, RuleSet::Gloomhaven2e);

  EXPECT_EQ(gh.sight, SightModel::CornerToCorner);
  EXPECT_EQ(jotl.sight, SightModel::HexToHex);
  EXPECT_EQ(fh.sight, SightModel::HexToHex);
  EXPECT_EQ(gh2.sight, SightModel::HexToHex);

  EXPECT_TRUE(gh.proximity_in_focus);
  EXPECT_FALSE(jotl.proximity_in_focus);
  EXPECT_TRUE(fh.proximity_in_focus);
  EXPECT_TRUE(gh2.proximity_in_focus);

  EXPECT_TRUE(gh.jump_pays_last_difficult);
  EXPECT_FALSE(jotl.jump_pays_last_difficult);
  EXPECT_FALSE(fh.jump_pays_last_difficult);
  EXPECT_FALSE(gh2.jump_pays_last_difficult);

  EXPECT_TRUE(gh.icy_slides);
  EXPECT_TRUE(jotl.icy_slides);
  EXPECT_TRUE(fh.icy_slides);
  EXPECT_FALSE(gh2.icy_slides);

  EXPECT_TRUE(gh.rank_secondary_targets);
  EXPECT_TRUE(jotl.rank_secondary_targets);
  EXPECT_FALSE(fh.rank_secondary_targets);
  EXPECT_FALSE(gh2.rank_secondary_targets);

  EXPECT_FALSE(gh.targets_before_focus_disadvantage);
  EXPECT_FALSE(jotl.targets_before_focus_disadvantage);
  EXPECT_TRUE(fh.targets_before_focus_disadvantage);
  EXPECT_TRUE(gh2.targets_before_focus_disadvantage);

  EXPECT_EQ(gh.unreachable, UnreachableMultiTarget::BestFutureHex);
  EXPECT_EQ(jotl.unreachable, UnreachableMultiTarget::BestFutureHex);
  EXPECT_EQ(fh.unreachable, UnreachableMultiTarget::NearestFocusHex);
  EXPECT_EQ(gh2.unreachable, UnreachableMultiTarget::NearestFocusHex);

  EXPECT_EQ(gh.invisible, InvisibleEnemies::Obstacle);
  EXPECT_EQ(jotl.invisible, InvisibleEnemies::Obstacle);
  EXPECT_EQ(fh.invisible, InvisibleEnemies::PassNotStop);
  EXPECT_EQ(gh2.invisible, InvisibleEnemies::PassNotStop);

  // The format has no pushes or pulls yet, so no decision reads this flag.
  EXPECT_FALSE(gh.forced_movement_full);
  EXPECT_FALSE(jotl.forced_movement_full);
  EXPECT_TRUE(fh.forced_movement_full);
  EXPECT_TRUE(gh2.forced_movement_full);

  // The "—" cells of the table: kept 1st-edition behaviour, named for the explanation.
  EXPECT_TRUE(gh.is_unruled(Unruled::IcyTerrain));
  EXPECT_TRUE(gh.is_unruled(Unruled::ForcedMovement));
  EXPECT_FALSE(gh.is_unruled(Unruled::InvisibleEnemies));
  EXPECT_TRUE(jotl.is_unruled(Unruled::IcyTerrain));
  EXPECT_TRUE(jotl.is_unruled(Unruled::InvisibleEnemies));
  EXPECT_TRUE(jotl.is_unruled(Unruled::ForcedMovement));
  EXPECT_TRUE(fh.unruled.empty());
  EXPECT_TRUE(gh2.unruled.empty());
}

// sight: two wall hexes [6, 6] and [7, 4] pinch A's hex [7, 5]. Every corner-to-corner line
// to C1 [6, 3] touches a wall; a line from inside the hex passes between them. A cannot
// move (move 0): corner-to-corner it has no attack; hex-to-hex it attacks C1 (3 hexes
// around the walls, range 3).
TEST(RuleFlags, SightModelChangesTheAnswer) {
  json j = axial_position(13, 13);
  j["figures"] = {monster("A", 7, 5), character("C1", 6, 3, {{"initiative", 20}})};
  terrain(j, "wall", {{6, 6}, {7, 4}});
  j["turn"] = turn("A", 0, attack(3));
  EXPECT_EQ(Solved(j, RuleSet::Gloomhaven).options(), (Options{"7,5:-"}));
  for (RuleSet r : {RuleSet::Jotl, RuleSet::Frosthaven, RuleSet::Gloomhaven2e})
    EXPECT_EQ(Solved(j, r).options(), (Options{"7,5:C1"}));
  const auto p =
      flipped(RuleSet::Gloomhaven, [](RuleProfile& x) { x.sight = pathing::SightModel::HexToHex; });
  EXPECT_EQ(Solved(j, p).options(), (Options{"7,5:C1"}));
}

TEST(RuleFlags, ProximityInFocusChangesTheAnswer) {
  const auto p = flipped(RuleSet::Gloomhaven, [](RuleProfile& x) { x.proximity_in_focus = false; });
  EXPECT_EQ(Solved(proximity_position(), RuleSet::Gloomhaven).options(), (Options{"3,3:C1"}));
  EXPECT_EQ(Solved(proximity_position(), p).options(), (Options{"3,3:C2"}));
  const auto q = flipped(RuleSet::Jotl, [](RuleProfile& x) { x.proximity_in_focus = true; });
  EXPECT_EQ(Solved(proximity_position(), q).options(), (Options{"3,3:C1"}));
}

// A jumps 3; the hexes next to C1 within 3 are [3, 2] (difficult) and [3, 3]. Paying for
// the difficult landing, [3, 2] costs 4.
TEST(RuleFlags, JumpPaysLastDifficultChangesTheAnswer) {
  json j = axial_position();
  j["figures"] = {monster("A", 0, 3), character("C1", 4, 2, {{"initiative", 20}})};
  terrain(j, "difficult", {{3, 2}});
  j["turn"] = turn("A", 3, attack(0), "jump");
  EXPECT_EQ(Solved(j, RuleSet::Gloomhaven).options(), (Options{"3,3:C1"}));
  for (RuleSet r : {RuleSet::Jotl, RuleSet::Frosthaven, RuleSet::Gloomhaven2e})
    EXPECT_EQ(Solved(j, r).options(), (Options{"3,2:C1", "3,3:C1"}));
  const auto p =
      flipped(RuleSet::Gloomhaven, [](RuleProfile& x) { x.jump_pays_last_difficult = false; });
  EXPECT_EQ(Solved(j, p).options(), (Options{"3,2:C1", "3,3:C1"}));
}

// Icy [1, 3] and [2, 3] east of A: stepping on, A slides to [3, 3], next to C1. Without
// sliding it takes one plain step, [1, 3], the only neighbour 2 from [3, 3].
TEST(RuleFlags, IcySlidesChangesTheAnswer) {
  json j = axial_position();
  j["figures"] = {monster("A", 0, 3), character("C1", 4, 3, {{"initiative", 20}})};
  terrain(j, "icy", {{1, 3}, {2, 3}});
  j["turn"] = turn("A", 1, attack(0));
  for (RuleSet r : {RuleSet::Gloomhaven, RuleSet::Jotl, RuleSet::Frosthaven})
    EXPECT_EQ(Solved(j, r).options(), (Options{"3,3:C1"}));
  EXPECT_EQ(Solved(j, RuleSet::Gloomhaven2e).options(), (Options{"1,3:-"}));
  const auto p = flipped(RuleSet::Frosthaven, [](RuleProfile& x) { x.icy_slides = false; });
  EXPECT_EQ(Solved(j, p).options(), (Options{"1,3:-"}));
}

TEST(RuleFlags, RankSecondaryTargetsChangesTheAnswer) {
  const auto p =
      flipped(RuleSet::Gloomhaven, [](RuleProfile& x) { x.rank_secondary_targets = false; });
  EXPECT_EQ(Solved(extra_target_position(), p).options(), (Options{"3,3:C1+C2", "3,3:C1+C3"}));
  const auto q =
      flipped(RuleSet::Frosthaven, [](RuleProfile& x) { x.rank_secondary_targets = true; });
  EXPECT_EQ(Solved(extra_target_position(), q).options(), (Options{"3,3:C1+C2"}));
}

// Ranged 2, two targets, move 1; A starts next to its focus C1 ([3, 2] is an obstacle).
// From [3, 3] or [4, 2] it also reaches C2 but C1 is adjacent (disadvantage); from [2, 3]
// and [2, 4] C1 is 2 away (no disadvantage) and C2 3 away (out of range).
// Disadvantage first: [2, 3] or [2, 4], C1 alone. Targets first: two targets, then the
// fewest at disadvantage: staying (only C1) beats [4, 2] (both adjacent).
TEST(RuleFlags, TargetsBeforeFocusDisadvantageChangesTheAnswer) {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 4, 3, {{"initiative", 20}}),
                  character("C2", 5, 1, {{"initiative", 30}})};
  terrain(j, "obstacle", {{3, 2}});
  j["turn"] = turn("A", 1, attack(2, 2));
  for (RuleSet r : {RuleSet::Gloomhaven, RuleSet::Jotl})
    EXPECT_EQ(Solved(j, r).options(), (Options{"2,3:C1", "2,4:C1"}));
  for (RuleSet r : {RuleSet::Frosthaven, RuleSet::Gloomhaven2e})
    EXPECT_EQ(Solved(j, r).options(), (Options{"3,3:C1+C2"}));
  const auto p = flipped(RuleSet::Gloomhaven,
                         [](RuleProfile& x) { x.targets_before_focus_disadvantage = true; });
  EXPECT_EQ(Solved(j, p).options(), (Options{"3,3:C1+C2"}));
}

// Melee, two targets, move 1, nothing attackable this turn. The nearest hex next to the
// focus C1 is [4, 1] (3 away, reached only by stepping to [2, 1]); the only hex next to both
// C1 and C2 is [5, 2] (5 away: [2, 1] or [1, 2] are on the way).
TEST(RuleFlags, UnreachableMultiTargetChangesTheAnswer) {
  json j = axial_position();
  j["figures"] = {monster("A", 1, 1), character("C1", 5, 1, {{"initiative", 20}}),
                  character("C2", 5, 3, {{"initiative", 30}})};
  j["turn"] = turn("A", 1, attack(0, 2));
  for (RuleSet r : {RuleSet::Gloomhaven, RuleSet::Jotl}) {
    const Solved v(j, r);
    EXPECT_EQ(v.focuses(), std::vector<std::string>{"C1"});
    EXPECT_EQ(v.options(), (Options{"2,1:-", "1,2:-"})) << v.trace();
  }
  for (RuleSet r : {RuleSet::Frosthaven, RuleSet::Gloomhaven2e})
    EXPECT_EQ(Solved(j, r).options(), (Options{"2,1:-"}));
  const auto p = flipped(RuleSet::Gloomhaven, [](RuleProfile& x) {
    x.unreachable = UnreachableMultiTarget::NearestFocusHex;
  });
  EXPECT_EQ(Solved(j, p).options(), (Options{"2,1:-"}));
}

// Even-q. Walls [2, 0], [2, 1], [2, 3]; the invisible C1 stands in the gap [2, 2]. As an
// obstacle it forces the way round by the bottom row (5 moves to [3, 3] or [4, 3] next to
// C2); passable, A goes through it to [3, 2] or [3, 3] (2 moves).
TEST(RuleFlags, InvisibleEnemiesChangesTheAnswer) {
  json j = even_q_position();
  j["figures"] = {monster("A", 1, 2),
                  character("C1", 2, 2, {{"initiative", 10}, {"conditions", {"invisible"}}}),
                  character("C2", 4, 2, {{"initiative", 80}})};
  terrain(j, "wall", {{2, 0}, {2, 1}, {2, 3}});
  j["turn"] = turn("A", 5, attack(0));
  for (RuleSet r : {RuleSet::Gloomhaven, RuleSet::Jotl})
    EXPECT_EQ(Solved(j, r).options(), (Options{"3,3:C2", "4,3:C2"}));
  for (RuleSet r : {RuleSet::Frosthaven, RuleSet::Gloomhaven2e})
    EXPECT_EQ(Solved(j, r).options(), (Options{"3,2:C2", "3,3:C2"}));
  const auto p = flipped(RuleSet::Gloomhaven,
                         [](RuleProfile& x) { x.invisible = InvisibleEnemies::PassNotStop; });
  EXPECT_EQ(Solved(j, p).options(), (Options{"3,2:C2", "3,3:C2"}));
}

}  // namespace
}  // namespace arbiter::gloomhaven
