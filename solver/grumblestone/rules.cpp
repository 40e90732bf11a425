#include "solver/grumblestone/rules.hpp"

namespace arbiter::grumblestone {

namespace {
constexpr const Profile* kProfiles[kRuleSetCount] = {&kDefaultRules, &kBlueBlocksOnly,
                                                     &kParallelLines};
}  // namespace

Profile profile(int rule_set, bool attack_all) {
  Profile p = *kProfiles[rule_set >= 0 && rule_set < kRuleSetCount ? rule_set : 0];
  p.attack_all = attack_all;
  return p;
}

std::optional<int> parse_rule_set(std::string_view name) {
  for (int i = 0; i < kRuleSetCount; ++i) {
    if (kRuleSetNames[i] == name) return i;
  }
  return std::nullopt;
}

}  // namespace arbiter::grumblestone
