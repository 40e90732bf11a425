#include "solver/arcadia/rules.hpp"

namespace arbiter::arcadia {

const Profile& profile(int rule_set) {
  return scenario::profile_at(kProfiles, rule_set, "arcadia-quest");
}

std::optional<int> parse_rule_set(std::string_view name) {
  return scenario::find_profile(kProfiles, name);
}

}  // namespace arbiter::arcadia
