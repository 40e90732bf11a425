// The Arcadia Quest decision: every hand-worked position through `check`; the outcome of
// an option against a brute-force enumeration of every die of the hero, the guards and the
// payback; rule options of the profile that change answers.
#include "solver/arcadia/decide.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>

#include "solver/games/games.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::arcadia {
namespace {

namespace fs = std::filesystem;

fs::path scenario_dir() {
  return fs::path(ARBITER_SOURCE_DIR) / "scenarios/arcadia";
}

Scenario load(const std::string& name) {
  const std::string path = (scenario_dir() / (name + ".json")).string();
  return read_scenario(scenario::parse_json(scenario::read_file_text(path), path), path);
}

const Option* find(const State& st, const Decision& d, Coord at, const std::string& target) {
  for (const Option& o : d.options) {
    const std::string t = o.target_monster ? st.monster(o.target).id : st.hero(o.target).id;
    if (st.board.coord(o.destination) == at && t == target) return &o;
  }
  return nullptr;
}

TEST(ArcadiaScenarios, EveryHandWorkedPositionChecks) {
  game::Workspace ws;
  int files = 0, cases = 0;
  for (const auto& entry : fs::directory_iterator(scenario_dir())) {
    if (entry.path().extension() != ".json") continue;
    ++files;
    const auto s = games::load_file(entry.path().string());
    ASSERT_EQ(s->game(), "arcadia-quest");
    for (const auto& rules : s->expected_rule_sets()) {
      ++cases;
      const auto c = s->check(rules, ws);
      EXPECT_TRUE(c.pass) << entry.path() << " [" << rules << "]\nexpected:\n"
                          << c.expected_text << "got:\n"
                          << c.got_text;
    }
  }
  EXPECT_GE(files, 12);
  EXPECT_GE(cases, files);
}

// Every face of every die rolled in an option with coin dice (no crits): the hero's attack,
// each guard's attack and the payback attack, each die a success with probability 1/2 and
// defence 0. The wounds the hero takes and the chance to kill must match exactly.
TEST(ArcadiaOutcome, MatchesEnumerationOfEveryDie) {
  const Scenario s = load("g01-guard-ranged-far-target");
  const State st = build_state(s);
  const Decision d = decide(st, profile(0), Objective::Net);
  for (const Option& o : d.options) {
    const int life = o.target_monster ? st.monster(o.target).hp - st.monster(o.target).wounds
                                      : st.hero(o.target).hp;
    const int overkill = o.target_monster ? st.monster(o.target).overkill : life;
    const int my_life = st.hero(st.acting).hp - st.hero(st.acting).wounds;
    std::vector<int> guard_dice;
    for (std::size_t g : o.guards) guard_dice.push_back(st.monster(g).attack.dice);
    const int payback_dice =
        o.payback && o.payback->chosen().attacks ? st.monster(o.target).attack.dice : 0;
    int total = o.attack_dice + payback_dice;
    for (int g : guard_dice) total += g;
    Exact kill = 0, taken = 0, dead = 0;
    const Exact each = Exact(1) / (1 << total);
    for (int mask = 0; mask < (1 << total); ++mask) {
      int bit = 0;
      const auto roll = [&](int dice) {
        int hits = 0;
        for (int k = 0; k < dice; ++k) hits += (mask >> bit++) & 1;
        return hits;
      };
      const int dealt = roll(o.attack_dice);
      int wounds = 0;
      for (int g : guard_dice) wounds += roll(g);
      const int payback = roll(payback_dice);
      // Payback unless the attack killed the target and reached its overkill value.
      if (payback_dice > 0 && !(dealt >= life && dealt >= overkill)) wounds += payback;
      if (dealt >= life) kill += each;
      taken += each * std::min(wounds, my_life);
      if (wounds >= my_life) dead += each;
    }
    EXPECT_EQ(o.p_kill, kill);
    EXPECT_EQ(o.expected_taken, taken);
    EXPECT_EQ(o.p_hero_killed, dead);
  }
}

TEST(ArcadiaRules, PassingThroughFullCellsIsAnOption) {
  const Scenario s = load("f01-full-cell");
  const State st = build_state(s);
  Profile strict = profile(0);
  const Decision open = decide(st, strict, Objective::Net);
  EXPECT_NE(find(st, open, {2, 0}, "G1"), nullptr);
  strict.pass_through_full_cells = false;
  const Decision closed = decide(st, strict, Objective::Net);
  EXPECT_EQ(find(st, closed, {2, 0}, "G1"), nullptr);  // 4 steps around: beyond move 2
  EXPECT_NE(find(st, closed, {1, 1}, "G1"), nullptr);
}

TEST(ArcadiaRules, PaybackAfterAFailedAttackIsAnOption) {
  const Scenario s = load("o01-overkill-reached-or-missed");
  const State st = build_state(s);
  Profile p = profile(0);
  const Decision with = decide(st, p, Objective::Net);  // kept: `o` points into it
  const Option* o = find(st, with, {0, 0}, "Orc");
  ASSERT_NE(o, nullptr);
  EXPECT_EQ(o->p_payback, Exact(11, 16));
  p.payback_after_failed_attack = false;
  const Decision d = decide(st, p, Objective::Net);
  const Option* without = find(st, d, {0, 0}, "Orc");
  ASSERT_NE(without, nullptr);
  EXPECT_EQ(without->p_payback, Exact(10, 16));  // without W = 0
}

TEST(ArcadiaRules, RespawnOnlyInItsRuleSet) {
  const Scenario s = load("s01-respawn");
  const State st = build_state(s);
  EXPECT_TRUE(decide(st, profile(0), Objective::Net).respawn.empty());
  const Decision d = decide(st, profile(1), Objective::Net);
  ASSERT_EQ(d.respawn.size(), 2u);
  Exact total = d.respawn[1].box;
  for (const auto& [cell, p] : d.respawn[1].cells) total += p;
  EXPECT_EQ(total, 1);
  Profile ordered = profile(1);
  ordered.respawn_pair_unordered = false;  // 1-2 only as written: half the chance
  const Decision o = decide(st, ordered, Objective::Net);
  EXPECT_EQ(o.respawn[0].cells.front().second, Exact(1, 36));
}

TEST(ArcadiaRules, ObjectivesRankDifferently) {
  const Scenario s = load("r01-rival-hero-guarded");
  const State st = build_state(s);
  const Decision kill = decide(st, profile(0), Objective::Kill);
  // Both targets die with 1/2: tied on the objective, then fewer wounds taken (G) first.
  EXPECT_EQ(kill.options[0].rank, 1);
  EXPECT_EQ(st.monster(kill.options[0].target).id, "G");
  const Decision coins = decide(st, profile(0), Objective::Coins);
  for (const Option& o : coins.options) EXPECT_EQ(o.score, Exact(1, 2));
  EXPECT_EQ(coins.options[1].rank, 2);  // equal coins, G still takes fewer wounds
  const Decision safety = decide(st, profile(0), Objective::Safety);
  EXPECT_EQ(safety.options[0].expected_taken, Exact(1, 4));
}

}  // namespace
}  // namespace arbiter::arcadia
