#include "solver/gloomhaven/report/step3_rules.hpp"

namespace arbiter::gloomhaven::report::step3_rules {

// The rule that decided, as the subject of "... comes before ...".
std::string rule_words(Rule r) {
  switch (r) {
    case Rule::NegativeHexes:
      return "avoiding negative hexes";
    case Rule::ThisTurn:
      return "attacking this turn";
    case Rule::FocusDisadvantage:
      return "avoiding disadvantage against the focus";
    case Rule::MoreTargets:
      return "attacking more targets";
    case Rule::TargetRanks:
      return "attacking the higher-ranked targets";
    case Rule::FewerDisadvantaged:
      return "having fewer targets at disadvantage";
    case Rule::ChosenGroup:
      return "attacking the chosen targets";
    case Rule::LessMovement:
      return "moving less";
  }
  return "";
}

// What the alternative would have gained, as the object of "... comes before ...".
std::string gain_words(Rule r) {
  return r == Rule::MoreTargets    ? "extra targets"
         : r == Rule::LessMovement ? "less movement"
                                   : rule_words(r);
}

// Where a rule stands in the rule set's order (digest, "3. Movement"; Frosthaven and the
// 2nd edition count targets before disadvantage against the focus).
int rule_order(Rule r, const RuleProfile& p) {
  switch (r) {
    case Rule::NegativeHexes:
      return 0;
    case Rule::ThisTurn:
      return 1;
    case Rule::FocusDisadvantage:
      return p.targets_before_focus_disadvantage ? 3 : 2;
    case Rule::MoreTargets:
      return p.targets_before_focus_disadvantage ? 2 : 3;
    case Rule::TargetRanks:
      return 4;
    case Rule::FewerDisadvantaged:
      return 5;
    case Rule::ChosenGroup:
      return 6;
    case Rule::LessMovement:
      return 7;
  }
  return 7;
}

Rule rule_of(Step3Stage stage) {
  switch (stage) {
    case Step3Stage::MoreNegative:
      return Rule::NegativeHexes;
    case Step3Stage::NotThisTurn:
      return Rule::ThisTurn;
    case Step3Stage::FocusDisadvantage:
    case Step3Stage::FocusOnlyDisadvantage:
      return Rule::FocusDisadvantage;
    case Step3Stage::FewerTargets:
      return Rule::MoreTargets;
    case Step3Stage::MoreDisadvantaged:
    case Step3Stage::DestinationDisadvantage:
      return Rule::FewerDisadvantaged;
    case Step3Stage::LowerRanks:
      return Rule::TargetRanks;
    case Step3Stage::LongerPath:
    case Step3Stage::DestinationPath:
    case Step3Stage::FocusOnlyPath:
      return Rule::LessMovement;
    case Step3Stage::NoChosenGroup:
    case Step3Stage::Chosen:
      return Rule::ChosenGroup;
  }
  return Rule::ChosenGroup;
}

}  // namespace arbiter::gloomhaven::report::step3_rules
