#include "solver/grumblestone/rules.hpp"

namespace arbiter::grumblestone {

Profile profile(int rule_set, bool attack_all) {
  Profile p = scenario::profile_at(kProfiles, rule_set, "grumblestone");
  p.attack_all = attack_all;
  return p;
}

std::optional<int> parse_rule_set(std::string_view name) {
  return scenario::find_profile(kProfiles, name);
}

}  // namespace arbiter::grumblestone
