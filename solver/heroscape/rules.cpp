#include "solver/heroscape/rules.hpp"

namespace arbiter::heroscape {

const Profile& profile(int rule_set) {
  return scenario::profile_at(kProfiles, rule_set, "heroscape");
}

std::optional<int> parse_rule_set(std::string_view name) {
  return scenario::find_profile(kProfiles, name);
}

}  // namespace arbiter::heroscape
