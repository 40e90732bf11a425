#include "solver/arcadia/rules.hpp"

namespace arbiter::arcadia {

namespace {
constexpr const Profile* kProfiles[kRuleSetCount] = {&kDigest, &kWithRespawn, &kSeedGuard};
}  // namespace

const Profile& profile(int rule_set) {
  return *kProfiles[rule_set >= 0 && rule_set < kRuleSetCount ? rule_set : 0];
}

std::optional<int> parse_rule_set(std::string_view name) {
  for (int i = 0; i < kRuleSetCount; ++i) {
    if (kRuleSetNames[i] == name) return i;
  }
  return std::nullopt;
}

}  // namespace arbiter::arcadia
