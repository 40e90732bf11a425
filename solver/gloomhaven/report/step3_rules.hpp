// Step 3's rules as the story tells them (digest, "3. Movement"): each rule the movement
// weighs, named in the rulebook's words, and its place in the rule set's order.
#pragma once

#include <string>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/rules.hpp"

namespace arbiter::gloomhaven::report::step3_rules {

// The rules step 3 weighs, in the rulebook's words. An alternative is told only when the
// rule it lost on comes before the rule it would have won on, which is what a player
// needs to hear ("avoiding negative hexes comes before extra targets").
enum class Rule {
  NegativeHexes,
  ThisTurn,
  FocusDisadvantage,
  MoreTargets,
  TargetRanks,
  FewerDisadvantaged,
  ChosenGroup,
  LessMovement,
};

// The rule that decided, as the subject of "... comes before ..." ("avoiding negative hexes").
std::string rule_words(Rule r);
// What the alternative would have gained, as the object of "... comes before ...".
std::string gain_words(Rule r);
// Where a rule stands in the rule set's order (Frosthaven and the 2nd edition count targets
// before disadvantage against the focus).
int rule_order(Rule r, const RuleProfile& p);
// The rule a step 3 record's stage stands for.
Rule rule_of(Step3Stage stage);

}  // namespace arbiter::gloomhaven::report::step3_rules
