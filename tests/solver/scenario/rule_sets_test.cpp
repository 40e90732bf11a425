// Each game's one list of rule profiles: names and lookups derived from it, the default
// first, and a bad name or index an error rather than the default profile.
#include "solver/scenario/rule_sets.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "solver/arcadia/rules.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/grumblestone/rules.hpp"
#include "solver/heroscape/rules.hpp"

namespace arbiter::scenario {
namespace {

template <class Profiles, class Names, class Infos>
void expect_derived(const Profiles& profiles, const Names& names, const Infos& infos) {
  ASSERT_EQ(names.size(), profiles.size());
  ASSERT_EQ(infos.size(), profiles.size());
  for (std::size_t i = 0; i < profiles.size(); ++i) {
    EXPECT_EQ(names[i], profiles[i].name);
    EXPECT_EQ(infos[i].name, profiles[i].name);
    EXPECT_EQ(infos[i].description, profiles[i].description);
    EXPECT_EQ(find_profile(profiles, profiles[i].name), static_cast<int>(i));
  }
  EXPECT_FALSE(find_profile(profiles, "chess").has_value());
  EXPECT_FALSE(find_profile(profiles, "").has_value());
}

TEST(RuleSets, NamesAndLookupsComeFromTheProfiles) {
  expect_derived(gloomhaven::kProfiles, gloomhaven::kRuleSetNames, gloomhaven::kRuleSets);
  expect_derived(heroscape::kProfiles, heroscape::kRuleSetNames, heroscape::kRuleSets);
  expect_derived(arcadia::kProfiles, arcadia::kRuleSetNames, arcadia::kRuleSets);
  expect_derived(grumblestone::kProfiles, grumblestone::kRuleSetNames, grumblestone::kRuleSets);
}

TEST(RuleSets, TheDefaultIsTheGamesOwnName) {
  EXPECT_EQ(gloomhaven::kRuleSetNames.front(), "gloomhaven");
  EXPECT_EQ(heroscape::kRuleSetNames.front(), "heroscape");
  EXPECT_EQ(arcadia::kRuleSetNames.front(), "arcadia-quest");
  EXPECT_EQ(grumblestone::kRuleSetNames.front(), "grumblestone");
}

TEST(RuleSets, ABadIndexIsAnErrorNotTheDefault) {
  EXPECT_THROW(heroscape::profile(heroscape::kRuleSetCount), std::out_of_range);
  EXPECT_THROW(heroscape::profile(-1), std::out_of_range);
  EXPECT_THROW(arcadia::profile(arcadia::kRuleSetCount), std::out_of_range);
  EXPECT_THROW(grumblestone::profile(grumblestone::kRuleSetCount, false), std::out_of_range);
  EXPECT_THROW(
      gloomhaven::profile_for(static_cast<gloomhaven::RuleSet>(gloomhaven::kProfiles.size())),
      std::out_of_range);
  try {
    heroscape::profile(7);
    FAIL() << "no error";
  } catch (const std::out_of_range& e) {
    EXPECT_EQ(std::string(e.what()), "heroscape: no rule set at index 7 (there are 4)");
  }
  // Every index in range is its own profile, the last one included.
  const int last = heroscape::kRuleSetCount - 1;
  EXPECT_EQ(heroscape::profile(last).name, heroscape::kRuleSetNames[last]);
}

TEST(RuleSets, EachGloomhavenProfileIsItsEnumsAndNamesItself) {
  for (gloomhaven::RuleSet r : gloomhaven::kAllRuleSets) {
    EXPECT_EQ(gloomhaven::profile_for(r).rules, r);
    EXPECT_EQ(gloomhaven::parse_rule_set(gloomhaven::rule_set_name(r)), r);
  }
  EXPECT_FALSE(gloomhaven::parse_rule_set("gloomhaven3").has_value());
}

TEST(RuleSets, WellNamedRefusesDuplicatesAndBlanks) {
  struct P {
    std::string_view name, description;
  };
  EXPECT_TRUE(profiles_well_named(std::array{P{"a", "x"}, P{"b", "y"}}));
  EXPECT_FALSE(profiles_well_named(std::array{P{"a", "x"}, P{"a", "y"}}));
  EXPECT_FALSE(profiles_well_named(std::array{P{"a", "x"}, P{"", "y"}}));
  EXPECT_FALSE(profiles_well_named(std::array{P{"a", ""}}));
}

}  // namespace
}  // namespace arbiter::scenario
