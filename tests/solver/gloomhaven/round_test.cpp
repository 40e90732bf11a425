// A whole Gloomhaven round: the loader's round section, the order of the round, the players'
// choices and their branches, and attacks with the stated draws. The rules each ability
// follows are pinned by the hand-worked rounds in scenarios/gloomhaven/rounds/ (checked by
// rules.check); these tests cover what those files cannot: choices, branches, bounds, errors.
#include "solver/gloomhaven/round.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "solver/gloomhaven/initiative.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/scenario/json_reader.hpp"
#include "tests/support/loader_errors.hpp"

namespace arbiter::gloomhaven {
namespace {

using nlohmann::json;

// Two monster types at initiative 30 (tied: the players order them) on a 7 x 5 map; a Guard
// and a Hound that each have two equally good hexes next to C1, unless the other took one.
json base() {
  return json::parse(R"({
    "format": 1, "game": "gloomhaven", "name": "t", "coordinates": "even-q",
    "map": {"hexes": {"columns": 7, "rows": 5}},
    "monster_types": {
      "Guard": {"normal": {"hp": 6, "move": 2, "attack": 2}, "standees": 2,
                "card": {"initiative": 30, "actions": [{"move": "+0"}, {"attack": "+0"}]}},
      "Hound": {"normal": {"hp": 4, "move": 3, "attack": 2},
                "card": {"initiative": 30, "actions": [{"move": "+0"}, {"attack": "+0"}]}}
    },
    "figures": [
      {"id": "G1", "side": "monsters", "kind": "monster", "hex": [1, 2], "type": "Guard", "rank": "normal", "standee": 1},
      {"id": "H1", "side": "monsters", "kind": "monster", "hex": [1, 3], "type": "Hound", "rank": "normal", "standee": 1},
      {"id": "C1", "side": "players", "kind": "character", "hex": [4, 2], "initiative": 50, "hp": 10, "max_hp": 10}
    ],
    "round": {}
  })");
}

LoadedRound load(const json& j) {
  return read_round(j, "t.json");
}

RoundOutcome play(const json& j, std::map<std::string, int> choose = {},
                  RuleSet rs = RuleSet::Gloomhaven) {
  TurnWorkspace ws;
  RoundRequest q;
  const LoadedRound r = load(j);
  q.choose = r.round.choose;
  for (const auto& [k, v] : choose) q.choose[k] = v;
  return play_round(r, profile_for(rs), q, ws);
}

std::vector<std::string> order_of(const RoundOutcome& o) {
  std::vector<std::string> v;
  for (const auto& a : o.timeline) v.push_back(a.figure);
  return v;
}

const FigureEnd& end_of(const RoundOutcome& o, const std::string& id) {
  for (const auto& f : o.end)
    if (f.id == id) return f;
  throw std::runtime_error("no figure " + id);
}

TEST(Round, TiedTypesActInTheOrderThePlayersChoose) {
  const RoundOutcome first = play(base());
  EXPECT_EQ(order_of(first), (std::vector<std::string>{"G1", "H1", "C1"}));
  const auto tie = std::find_if(first.choices.begin(), first.choices.end(),
                                [](const RoundChoice& c) { return c.key == "order/30"; });
  ASSERT_NE(tie, first.choices.end());
  EXPECT_EQ(tie->alternatives, (std::vector<std::string>{"Guard then Hound", "Hound then Guard"}));
  const RoundOutcome second = play(base(), {{"order/30", 2}});
  EXPECT_EQ(order_of(second), (std::vector<std::string>{"H1", "G1", "C1"}));
}

TEST(Round, TheFirstMoveChangesTheSecondMonstersHex) {
  // G1 has two equal hexes next to C1; whichever it takes, H1 takes another: the choice
  // changes both monsters' end hexes.
  const RoundOutcome one = play(base());
  const RoundOutcome two = play(base(), {{"G1/1", 2}});
  EXPECT_NE(end_of(one, "G1").hex, end_of(two, "G1").hex);
  EXPECT_NE(end_of(one, "H1").hex, end_of(two, "H1").hex);
  EXPECT_NE(end_of(one, "H1").hex, end_of(one, "G1").hex);
}

TEST(Round, BranchesCountDistinctEndBoards) {
  TurnWorkspace ws;
  const LoadedRound r = load(base());
  const RoundBranches b = enumerate_branches(r, profile_for(RuleSet::Gloomhaven), 1000, ws);
  EXPECT_FALSE(b.bound_hit);
  // Every path ends on some board; boards are distinct by their summaries.
  std::size_t paths = 0;
  std::set<std::string> summaries;
  for (const auto& e : b.boards) {
    paths += e.paths;
    summaries.insert(e.summary);
  }
  EXPECT_EQ(paths, b.paths);
  EXPECT_EQ(summaries.size(), b.boards.size());
  // Two orders of the tied types, each with at least two options for the first mover.
  EXPECT_GE(b.paths, 4u);
  EXPECT_GE(b.boards.size(), 2u);
  // A path's first child reuses its parent's round: one play per complete path.
  EXPECT_EQ(b.plays, b.paths);
  // Replaying a board's recorded choices gives that board.
  for (const auto& e : b.boards) {
    RoundRequest q;
    q.choose = e.first_choices;
    q.strict_keys = false;
    EXPECT_EQ(end_summary(r, play_round(r, profile_for(RuleSet::Gloomhaven), q, ws)), e.summary);
  }
  const RoundBranches bounded = enumerate_branches(r, profile_for(RuleSet::Gloomhaven), 1, ws);
  EXPECT_TRUE(bounded.bound_hit);
  EXPECT_EQ(bounded.paths, 1u);
}

TEST(Round, AStatedChoiceMustFit) {
  try {
    play(base(), {{"G1/1", 9}});
    FAIL() << "played";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.place(), "choose G1/1");
    EXPECT_THAT(e.problem(), ::testing::HasSubstr("option 9 asked"));
  }
  try {
    play(base(), {{"G9/1", 1}});
    FAIL() << "played";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.place(), "choose G9/1");
    EXPECT_THAT(e.problem(), ::testing::HasSubstr("no choice point"));
  }
}

TEST(Round, DrawsAreTakenInOrderUntilTheyRunOut) {
  json j = base();
  j["round"]["draws"] = {"+1"};
  const RoundOutcome o = play(j);
  std::vector<const AttackRecord*> attacks;
  for (const auto& a : o.timeline)
    for (const auto& rec : a.actions)
      for (const auto& at : rec.attacks) attacks.push_back(&at);
  ASSERT_EQ(attacks.size(), 2u);
  EXPECT_EQ(attacks[0]->damage, 3);  // attack 2, +1
  EXPECT_EQ(attacks[0]->drawn, (std::vector<std::string>{"+1"}));
  EXPECT_FALSE(attacks[1]->damage.has_value());  // the draws ran out
  EXPECT_EQ(end_of(o, "C1").hp, 7);
  // Odds are exact and complete.
  odds::Rational total = 0;
  for (const auto& [d, p] : attacks[1]->odds.damage) total += p;
  EXPECT_EQ(total, odds::Rational(1));
  // Standard deck less the +1 drawn, attack 2, no shield: 0 damage from the null or the -2
  // (2 cards of the 19 left).
  EXPECT_EQ(attacks[1]->odds.damage.front().first, 0);
  EXPECT_EQ(attacks[1]->odds.damage.front().second, odds::Rational(2, 19));
}

TEST(Round, AdvantageTakesTwoCardsAndTheBetter) {
  json j = base();
  j["figures"][0]["conditions"] = {"strengthen"};
  j["round"]["draws"] = {"-1", "+2", "+0"};
  const RoundOutcome o = play(j);
  const auto attack_of = [&](std::size_t activation) -> const AttackRecord& {
    for (const auto& rec : o.timeline.at(activation).actions)
      if (!rec.attacks.empty()) return rec.attacks[0];
    throw std::runtime_error("no attack");
  };
  const AttackRecord& g = attack_of(0);
  EXPECT_TRUE(g.advantage);
  EXPECT_EQ(g.drawn, (std::vector<std::string>{"-1", "+2"}));
  EXPECT_EQ(g.damage, 4);
  // H1 then takes the third card.
  EXPECT_EQ(attack_of(1).drawn, (std::vector<std::string>{"+0"}));
  // Strengthen ends with G1's turn: it was on G1 when the round started.
  EXPECT_EQ(end_of(o, "G1").conditions, 0u);
}

TEST(Round, AKilledFigureIsRemovedAndLeavesAToken) {
  json j = base();
  j["figures"][2]["initiative"] = 10;
  j["figures"][2]["actions"] = {{{"attack", "H1"}, {"damage", 4}}};
  j["figures"][2]["hex"] = {2, 3};
  const RoundOutcome o = play(j);
  EXPECT_TRUE(end_of(o, "H1").removed);
  EXPECT_EQ(order_of(o), (std::vector<std::string>{"C1", "G1"}));
  ASSERT_EQ(o.money.size(), 1u);
  EXPECT_EQ(o.money[0], load(j).position.figures[1].hex);
}

// --- hazardous terrain, the players' shield and retaliate ---------------------------------

TEST(Round, HazardousTerrainDamageIsTheRuleSetsAtTheTrapsLevel) {
  // The scenario level tables: a trap of 3 is level 1.
  EXPECT_EQ(profile_for(RuleSet::Gloomhaven).terrain_damage.hazard_for_trap(3), 1);
  EXPECT_EQ(profile_for(RuleSet::Jotl).terrain_damage.hazard_for_trap(9), 4);
  EXPECT_EQ(profile_for(RuleSet::Frosthaven).terrain_damage.hazard_for_trap(3), 2);
  EXPECT_EQ(profile_for(RuleSet::Gloomhaven2e).terrain_damage.hazard_for_trap(8), 3);
  EXPECT_FALSE(profile_for(RuleSet::Gloomhaven).terrain_damage.hazard_for_trap(11).has_value());

  // C1 steps onto hazardous terrain on its turn (after both monsters, which have no draws).
  json j = base();
  j["map"]["terrain"] = {{"hazardous", {{5, 2}}}};
  j["figures"][2]["actions"] = {{{"move", {{5, 2}}}}};
  j["round"]["trap_damage"] = 3;
  EXPECT_EQ(end_of(play(j), "C1").hp, 9);
  EXPECT_EQ(end_of(play(j, {}, RuleSet::Frosthaven), "C1").hp, 8);
  // A stated damage wins over the table.
  j["round"]["hazard_damage"] = 4;
  EXPECT_EQ(end_of(play(j), "C1").hp, 6);
  EXPECT_EQ(end_of(play(j, {}, RuleSet::Frosthaven), "C1").hp, 6);
  // A trap of no scenario level gives no hazardous damage: listed, not applied.
  j["round"].erase("hazard_damage");
  j["round"]["trap_damage"] = 11;
  const RoundOutcome o = play(j);
  EXPECT_EQ(end_of(o, "C1").hp, 10);
  bool listed = false;
  for (const auto& rec : o.timeline.back().actions)
    for (const auto& line : rec.lines)
      listed = listed || line.find("hazardous terrain's damage is not given") != std::string::npos;
  EXPECT_TRUE(listed);
}

TEST(Round, FlyingIgnoresHazardousTerrainWalkingDoesNot) {
  // Every hex but the figures' is hazardous: G1 flies to C1, H1 walks.
  json j = base();
  j["monster_types"]["Guard"]["normal"]["flying"] = true;
  json hazards = json::array();
  for (int c = 0; c < 7; ++c)
    for (int r = 0; r < 5; ++r)
      if (!((c == 1 && r == 2) || (c == 1 && r == 3) || (c == 4 && r == 2)))
        hazards.push_back({c, r});
  j["map"]["terrain"] = {{"hazardous", hazards}};
  j["round"]["hazard_damage"] = 1;
  const RoundOutcome o = play(j);
  EXPECT_NE(end_of(o, "G1").hex, load(j).position.figures[0].hex);
  EXPECT_EQ(end_of(o, "G1").hp, 6);
  EXPECT_NE(end_of(o, "H1").hex, load(j).position.figures[1].hex);
  EXPECT_LT(*end_of(o, "H1").hp, 4);
}

const AttackRecord& first_attack_on(const RoundOutcome& o, const std::string& target) {
  for (const auto& a : o.timeline)
    for (const auto& rec : a.actions)
      for (const auto& at : rec.attacks)
        if (at.target == target) return at;
  throw std::runtime_error("no attack on " + target);
}

TEST(Round, AStatedShieldReducesTheOddsAndTheDraws) {
  json j = base();
  j["round"]["draws"] = {"+1", "+0"};
  const RoundOutcome plain = play(j);
  j["figures"][2]["shield"] = 1;
  const RoundOutcome shielded = play(j);
  const AttackRecord& a = first_attack_on(plain, "C1");
  const AttackRecord& b = first_attack_on(shielded, "C1");
  EXPECT_EQ(a.shield, 0);
  EXPECT_EQ(b.shield, 1);
  EXPECT_EQ(*a.damage - 1, *b.damage);
  EXPECT_LT(b.odds.expected, a.odds.expected);
  // Two attacks (3 and 2 damage unshielded), one less each with the shield.
  EXPECT_EQ(*end_of(shielded, "C1").hp, *end_of(plain, "C1").hp + 2);
  // Pierce cancels it.
  j["monster_types"]["Guard"]["normal"]["pierce"] = 1;
  j["monster_types"]["Hound"]["normal"]["pierce"] = 1;
  EXPECT_EQ(end_of(play(j), "C1").hp, end_of(plain, "C1").hp);
}

TEST(Round, AStatedRetaliateHitsAttackersInItsRange) {
  json j = base();
  j["figures"][2]["retaliate"] = 5;  // more than the Hound's 4 hp, less than the Guard's 6
  const RoundOutcome o = play(j);
  EXPECT_TRUE(end_of(o, "H1").removed);
  EXPECT_EQ(end_of(o, "G1").hp, 1);
  EXPECT_EQ(first_attack_on(o, "C1").retaliated, 5);
  // A ranged attacker out of the retaliate's range is not hit; within a longer range it is.
  j["monster_types"]["Guard"]["normal"]["range"] = 3;
  j["monster_types"]["Hound"]["normal"]["range"] = 3;
  j["monster_types"]["Guard"]["normal"]["move"] = 0;
  j["monster_types"]["Hound"]["normal"]["move"] = 0;
  EXPECT_EQ(end_of(play(j), "G1").hp, 6);
  j["figures"][2]["retaliate_range"] = 3;
  EXPECT_EQ(end_of(play(j), "G1").hp, 1);
}

TEST(Round, APlayerSummonsStatedShieldAddsToItsStatLine) {
  json j = base();
  j["figures"][2]["hex"] = {6, 0};
  j["figures"].push_back(json::parse(R"({"id": "S1", "side": "players", "kind": "summon",
      "summoner": "C1", "hex": [4, 2], "stats": {"hp": 5, "move": 0, "attack": 1, "shield": 1},
      "shield": 2})"));
  j["round"]["draws"] = {"+2"};
  const RoundOutcome o = play(j);
  const AttackRecord& a = first_attack_on(o, "S1");
  EXPECT_EQ(a.shield, 3);
  EXPECT_EQ(a.damage, 1);  // attack 2, +2, less shield 3
}

// --- the loader's round section -----------------------------------------------------------

void expect_error(const std::function<void(json&)>& edit, const std::string& place,
                  const std::string& fact) {
  arbiter::testing::expect_load_error([](const json& f, const std::string& n) { read_round(f, n); },
                                      base(), edit, place, fact);
}

TEST(RoundFile, Errors) {
  expect_error([](json& j) { j["figures"][0]["initiative"] = 20; }, "figures[0].initiative",
               "type's card");
  expect_error([](json& j) { j["figures"][0]["type"] = "Ghost"; }, "figures[0].type",
               "no monster type \"Ghost\"");
  expect_error([](json& j) { j["monster_types"]["Guard"]["normal"]["hp"] = "8xC"; },
               "monster_types.Guard.normal.hp", "formulas with C are for bosses");
  expect_error([](json& j) { j["monster_types"]["Guard"]["card"]["actions"][0]["attack"] = "+1"; },
               "monster_types.Guard.card.actions[0]", "exactly one of");
  expect_error([](json& j) { j["monster_types"]["Guard"]["card"]["actions"][0]["move"] = "fast"; },
               "monster_types.Guard.card.actions[0].move", "relative to the stat card");
  expect_error([](json& j) { j["round"]["draws"] = {"+3"}; }, "round.draws[0]",
               "unknown modifier card");
  expect_error(
      [](json& j) {
        j["map"]["doors"] = json::parse(
            R"([{"hex": [5, 2], "room": [[6, 2]],
                 "monsters": [{"hex": [6, 1], "type": "Guard", "rank": "normal"}]}])");
      },
      "map.doors[0].monsters[0].hex", "not in the door's room");
  expect_error(
      [](json& j) {
        j["turn"] = {{"figure", "G1"}, {"move", 1}};
      },
      "turn", "unknown field");
  expect_error(
      [](json& j) {
        j["figures"][2]["actions"] = {{{"move", {{6, 4}}}}};
      },
      "figures[2].actions[0].move[0]", "not a neighbour");
  expect_error(
      [](json& j) {
        j["figures"].push_back({{"id", "S1"},
                                {"side", "players"},
                                {"kind", "summon"},
                                {"summoner", "C1"},
                                {"hex", {0, 0}}});
      },
      "figures[3]", "\"stats\"");
  expect_error(
      [](json& j) {
        j["expect"] = {{"gloomhaven", json::array()}};
      },
      "expect.gloomhaven", "a round's expectation");
}

// A round has the turn file's limits (a range the turn file refuses is refused
// here, wherever it is written), and its own on the figures times the map.
TEST(RoundFile, Limits) {
  expect_error([](json& j) { j["monster_types"]["Guard"]["normal"]["range"] = 1000; },
               "monster_types.Guard.normal.range",
               "range 1000 is beyond anything the game prints (limit 20)");
  expect_error(
      [](json& j) {
        j["monster_types"]["Guard"]["normal"]["range"] = 10;
        j["monster_types"]["Guard"]["card"]["actions"][1]["range"] = "+11";
      },
      "monster_types.Guard.card.actions[1].range", "range 21 (stat card, card and element bonus)");
  expect_error([](json& j) { j["monster_types"]["Guard"]["card"]["actions"][1]["range"] = 21; },
               "monster_types.Guard.card.actions[1].range", "(limit 20)");
  expect_error(
      [](json& j) {
        j["monster_types"]["Guard"]["card"]["actions"][1]["consume"] = {{"element", "fire"},
                                                                        {"range", "+21"}};
      },
      "monster_types.Guard.card.actions[1]", "(limit 20)");
  expect_error(
      [](json& j) {
        j["monster_types"]["Guard"]["card"]["actions"][1]["aoe"] = {{"melee", true},
                                                                    {"hexes", {{7, 0}}}};
      },
      "monster_types.Guard.card.actions[1].aoe.hexes[0]", "(limit 6)");
  expect_error(
      [](json& j) {
        j["map"]["hexes"] = {{"columns", 512}, {"rows", 512}};
      },
      "figures", "3 figures (with the doors' monsters) on a map of 262144 hexes");
  // The place of a summon of an unknown type is named in full (its path once outlived the
  // temporaries it pointed into, and named garbage such as "[94500365974545].summon").
  expect_error(
      [](json& j) {
        j["monster_types"]["Guard"]["card"]["actions"].push_back({{"summon", "Ghost"}});
      },
      "monster_types.Guard.card.actions[2].summon", "no monster type \"Ghost\"");
  // At the limit itself: 2 figures on 512 x 512 = 2^19.
  json ok = base();
  ok["map"]["hexes"] = {{"columns", 512}, {"rows", 512}};
  ok["figures"].erase(1);
  EXPECT_NO_THROW(load(ok));
}

TEST(RoundFile, HazardAndStatedBonusErrors) {
  expect_error([](json& j) { j["round"]["hazard_damage"] = -1; }, "round.hazard_damage", "");
  expect_error([](json& j) { j["round"]["hazard_damage"] = "half"; }, "round.hazard_damage", "");
  expect_error([](json& j) { j["figures"][0]["shield"] = 1; }, "figures[0].shield",
               "a monster's are its stat card's");
  expect_error([](json& j) { j["figures"][1]["retaliate_range"] = 2; },
               "figures[1].retaliate_range", "a monster's are its stat card's");
  expect_error([](json& j) { j["figures"][2]["shield"] = -2; }, "figures[2].shield", "");
  expect_error([](json& j) { j["figures"][2]["retaliate"] = true; }, "figures[2].retaliate", "");
  expect_error([](json& j) { j["figures"][2]["retaliate_range"] = 2; },
               "figures[2].retaliate_range", "needs \"retaliate\"");
  expect_error(
      [](json& j) {
        j["figures"][2]["retaliate"] = 1;
        j["figures"][2]["retaliate_range"] = 0;
      },
      "figures[2].retaliate_range", "");
  expect_error([](json& j) { j["figures"][2]["bonus_from"] = "turn"; }, "figures[2].bonus_from",
               "needs \"shield\" or \"retaliate\"");
  expect_error(
      [](json& j) {
        j["figures"][2]["shield"] = 1;
        j["figures"][2]["bonus_from"] = "later";
      },
      "figures[2].bonus_from", "\"later\"");
}

// The stat card's printed rules: booleans, and push and pull among its immunities.
TEST(RoundFile, StatCardRuleErrors) {
  expect_error([](json& j) { j["monster_types"]["Guard"]["normal"]["advantage"] = "yes"; },
               "monster_types.Guard.normal.advantage", "");
  expect_error([](json& j) { j["monster_types"]["Guard"]["normal"]["attackers_disadvantage"] = 1; },
               "monster_types.Guard.normal.attackers_disadvantage", "");
  expect_error([](json& j) { j["monster_types"]["Guard"]["normal"]["immune"] = {"shove"}; },
               "monster_types.Guard.normal.immune[0]", "\"push\"");
  expect_error([](json& j) { j["monster_types"]["Guard"]["normal"]["immune"] = "push"; },
               "monster_types.Guard.normal.immune", "");
  json ok = base();
  ok["monster_types"]["Guard"]["normal"]["immune"] = {"stun", "push", "pull"};
  ok["monster_types"]["Guard"]["normal"]["advantage"] = true;
  ok["monster_types"]["Guard"]["normal"]["attackers_disadvantage"] = false;
  EXPECT_NO_THROW(load(ok));
}

TEST(RoundFile, RoundFieldsAreUnknownInATurnFile) {
  json j = json::parse(R"({"format": 1, "game": "gloomhaven", "name": "t", "coordinates": "even-q",
    "map": {"hexes": {"columns": 3, "rows": 3}},
    "figures": [{"id": "M1", "side": "monsters", "kind": "monster", "hex": [0, 0]}],
    "turn": {"figure": "M1", "move": 1}, "monster_types": {}})");
  try {
    read_scenario(j, "t.json");
    FAIL() << "loaded";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_THAT(e.problem(), ::testing::HasSubstr("monster_types"));
  }
}

TEST(RoundFile, BossHitPointsFollowTheCharacterCount) {
  json j = base();
  j["monster_types"]["Boss"] = json::parse(R"({"boss": {"hp": "4+3xC", "move": 1, "attack": 3},
      "card": {"initiative": 90, "actions": [{"attack": "+0"}]}})");
  j["figures"].push_back({{"id", "B"},
                          {"side", "monsters"},
                          {"kind", "monster"},
                          {"hex", {6, 4}},
                          {"type", "Boss"},
                          {"rank", "boss"},
                          {"standee", 1}});
  j["round"]["characters"] = 3;
  EXPECT_EQ(end_of(play(j), "B").hp, 13);
  j["round"]["characters"] = 2;
  EXPECT_EQ(end_of(play(j), "B").hp, 10);
}

// The round played under a profile, the players' choices given.
RoundOutcome play(const json& j, const RuleProfile& p, std::map<std::string, int> choose = {}) {
  TurnWorkspace ws;
  RoundRequest q;
  const LoadedRound r = read_round(j, "t.json");
  q.choose = std::move(choose);
  return play_round(r, p, q, ws);
}

// A Hound at 99 whose card is only a shield, a long-resting C1 and C2 at 99.
json long_rest_round() {
  return json::parse(R"({
    "format": 1, "game": "gloomhaven", "name": "t", "coordinates": "axial",
    "map": {"hexes": [[0, 0], [1, 0], [2, 0], [3, 0]]},
    "monster_types": {
      "Hound": {"normal": {"hp": 4, "move": 3, "attack": 2},
                "card": {"initiative": 99, "actions": [{"shield": 1}]}}
    },
    "figures": [
      {"id": "H1", "side": "monsters", "kind": "monster", "hex": [0, 0], "type": "Hound", "rank": "normal", "standee": 1},
      {"id": "C1", "side": "players", "kind": "character", "hex": [2, 0], "long_rest": true, "hp": 5, "max_hp": 10},
      {"id": "C2", "side": "players", "kind": "character", "hex": [3, 0], "initiative": 99, "secondary_initiative": 10}
    ],
    "round": {}
  })");
}

TEST(RoundRules, ALongRestIsInitiative99InTheRulebookAndLastInTheSeed) {
  RuleProfile rulebook = profile_for(RuleSet::Gloomhaven);
  ASSERT_TRUE(rulebook.long_rest_at_99);
  // Rulebook: C1 ties C2 at 99 (a long rest has no second card: the players order them, C1
  // first as listed), and both characters act before the monster at 99.
  const RoundOutcome a = play(long_rest_round(), rulebook);
  EXPECT_EQ(order_of(a), (std::vector<std::string>{"C1", "C2", "H1"}));
  EXPECT_THAT(a.timeline[0].why, ::testing::HasSubstr("long rest: initiative 99"));
  EXPECT_THAT(a.timeline[0].why, ::testing::HasSubstr("a long rest has no second card"));
  EXPECT_THAT(a.timeline[2].why,
              ::testing::HasSubstr("a character acts before a monster of equal initiative"));
  const RoundOutcome b = play(long_rest_round(), rulebook, {{"order/99", 2}});
  EXPECT_EQ(order_of(b), (std::vector<std::string>{"C2", "C1", "H1"}));
  // The seed: after everyone, 99 included.
  RuleProfile seed = rulebook;
  seed.long_rest_at_99 = false;
  const RoundOutcome c = play(long_rest_round(), seed);
  EXPECT_EQ(order_of(c), (std::vector<std::string>{"C2", "H1", "C1"}));
  EXPECT_EQ(end_of(c, "C1").hp, 7);  // the rest heals 2 whenever it comes
}

TEST(RoundRules, TurnOrderReadsALongRestAsTheProfileSays) {
  std::vector<Figure> f(2);
  f[0].id = "C1";
  f[0].kind = Kind::Character;
  f[0].long_rest = true;
  f[1].id = "M1";
  f[1].kind = Kind::Monster;
  f[1].side = Side::Monsters;
  f[1].initiative = 99;
  EXPECT_EQ(TurnOrder(f, true).compare(0, 1).order, Order::Before);
  EXPECT_EQ(TurnOrder(f, false).compare(0, 1).order, Order::After);
  f[1].initiative = 98;
  EXPECT_EQ(TurnOrder(f, true).compare(0, 1).order, Order::After);
}

// B1 pushes C1 2 hexes on an open board: several paths lead as far; the players choose one.
TEST(RoundRules, APushWithSeveralPathsIsThePlayersChoice) {
  const json j = json::parse(R"({
    "format": 1, "game": "gloomhaven", "name": "t", "coordinates": "even-q",
    "map": {"hexes": {"columns": 7, "rows": 7}},
    "monster_types": {
      "Brute": {"normal": {"hp": 6, "move": 0, "attack": 1},
                "card": {"initiative": 10, "actions": [{"attack": "+0", "push": 2}]}}
    },
    "figures": [
      {"id": "B1", "side": "monsters", "kind": "monster", "hex": [3, 3], "type": "Brute", "rank": "normal", "standee": 1},
      {"id": "C1", "side": "players", "kind": "character", "hex": [3, 2], "initiative": 50}
    ],
    "round": {}
  })");
  const RoundOutcome first = play(j, profile_for(RuleSet::Gloomhaven));
  const auto push = std::find_if(first.choices.begin(), first.choices.end(),
                                 [](const RoundChoice& c) { return c.key == "B1/1/C1"; });
  ASSERT_NE(push, first.choices.end());
  ASSERT_GT(push->alternatives.size(), 1u);
  std::set<std::pair<int, int>> ends;
  for (int k = 1; k <= static_cast<int>(push->alternatives.size()); ++k) {
    const RoundOutcome o = play(j, profile_for(RuleSet::Gloomhaven), {{"B1/1/C1", k}});
    const Coord h = end_of(o, "C1").hex;
    // Every path goes the full 2 hexes away from B1.
    EXPECT_EQ(pathing::hex_distance(h, end_of(o, "B1").hex), 3) << push->alternatives[k - 1];
    ends.insert({h.q, h.r});
  }
  EXPECT_GT(ends.size(), 1u);
}

}  // namespace
}  // namespace arbiter::gloomhaven
