// Generated positions (solver/gloomhaven/generate.cpp): the same options give the same
// scenario and another seed another; the figures split into characters with distinct
// initiatives and monsters, the first monster acting, each on its own open hex of the map; the
// written file loads back to the same position; impossible requests are refused.
#include "solver/gloomhaven/generate.hpp"

#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/rules.hpp"

namespace arbiter::gloomhaven {
namespace {

GeneratorOptions small(std::uint32_t seed) {
  GeneratorOptions o;
  o.columns = 30;
  o.rows = 20;
  o.figures = 9;
  o.seed = seed;
  return o;
}

TEST(Generate, TheSameSeedTheSameFileAnotherSeedAnother) {
  const std::string a = scenario_to_json(generate_scenario(small(5)));
  EXPECT_EQ(a, scenario_to_json(generate_scenario(small(5))));
  EXPECT_NE(a, scenario_to_json(generate_scenario(small(6))));
}

TEST(Generate, CharactersWithDistinctInitiativesAndTheFirstMonsterActs) {
  const Scenario s = generate_scenario(small(3));
  ASSERT_EQ(s.figures.size(), 9u);
  std::set<int> initiatives;
  std::set<std::pair<int, int>> hexes;
  int characters = 0;
  const Figure* first_monster = nullptr;
  for (const Figure& f : s.figures) {
    EXPECT_TRUE(hexes.insert({f.hex.q, f.hex.r}).second) << f.id << " shares a hex";
    if (f.kind == Kind::Character) {
      ++characters;
      ASSERT_TRUE(f.initiative) << f.id;
      EXPECT_TRUE(initiatives.insert(*f.initiative).second) << f.id << "'s initiative repeats";
    } else if (first_monster == nullptr && f.kind == Kind::Monster) {
      first_monster = &f;
    }
  }
  EXPECT_EQ(characters, 4);  // half of 9, rounded down
  ASSERT_NE(first_monster, nullptr);
  EXPECT_EQ(s.turn.figure, first_monster->id);
}

TEST(Generate, TheWrittenFileLoadsBackToTheSamePositionAndSolves) {
  for (const GeneratedAttack attack :
       {GeneratedAttack::Melee, GeneratedAttack::Ranged, GeneratedAttack::Area,
        GeneratedAttack::MultiTarget, GeneratedAttack::Flying}) {
    GeneratorOptions o = small(11);
    o.attack = attack;
    const Scenario s = generate_scenario(o);
    const std::string text = scenario_to_json(s);
    const Scenario back = parse_scenario(text, "generated.json");
    EXPECT_EQ(scenario_to_json(back), text);
    ASSERT_EQ(back.figures.size(), s.figures.size());
    for (std::size_t i = 0; i < s.figures.size(); ++i) {
      EXPECT_EQ(back.figures[i].id, s.figures[i].id);
      EXPECT_EQ(back.figures[i].hex, s.figures[i].hex);
    }
    TurnWorkspace ws;
    const Decision d = decide_turn(back, build_board(back), profile_for(RuleSet::Gloomhaven), ws);
    EXPECT_FALSE(d.options.empty()) << static_cast<int>(attack);
  }
}

TEST(Generate, ImpossibleRequestsAreRefused) {
  GeneratorOptions o = small(1);
  o.figures = 1;
  EXPECT_THROW(generate_scenario(o), std::invalid_argument);
  o = small(1);
  o.columns = 1;
  EXPECT_THROW(generate_scenario(o), std::invalid_argument);
  o = small(1);
  o.columns = o.rows = 3;
  o.figures = 50;
  EXPECT_THROW(generate_scenario(o), std::invalid_argument);
}

}  // namespace
}  // namespace arbiter::gloomhaven
