// What every game's list of rule sets shares. A game writes its rule profiles once, as one
// constexpr array of profiles (the default first), each holding its own name and a line
// saying what it is; everything else (the names the loader accepts, the list `arbiter rules`
// prints and the page shows, lookups) is derived from that array here, so that no second
// list can drift from it.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace arbiter::scenario {

// A rule set as `arbiter rules` and the page list it.
struct RuleSetInfo {
  std::string_view name;
  std::string_view description;  // one line
};

// The profiles' names, in their order (the default first).
template <class Profile, std::size_t N>
constexpr std::array<std::string_view, N> profile_names(const std::array<Profile, N>& profiles) {
  std::array<std::string_view, N> out{};
  for (std::size_t i = 0; i < N; ++i) out[i] = profiles[i].name;
  return out;
}

// The profiles' names and descriptions, in their order.
template <class Profile, std::size_t N>
constexpr std::array<RuleSetInfo, N> profile_infos(const std::array<Profile, N>& profiles) {
  std::array<RuleSetInfo, N> out{};
  for (std::size_t i = 0; i < N; ++i) out[i] = {profiles[i].name, profiles[i].description};
  return out;
}

// True when every profile has a name and a description and no two share a name: checked by
// each game's static_assert, so that a lookup by name is never ambiguous.
template <class Profile, std::size_t N>
constexpr bool profiles_well_named(const std::array<Profile, N>& profiles) {
  for (std::size_t i = 0; i < N; ++i) {
    if (profiles[i].name.empty() || profiles[i].description.empty()) return false;
    for (std::size_t j = 0; j < i; ++j)
      if (profiles[i].name == profiles[j].name) return false;
  }
  return N > 0;
}

// The index of the profile named `name`, or nullopt.
template <class Profile, std::size_t N>
constexpr std::optional<int> find_profile(const std::array<Profile, N>& profiles,
                                          std::string_view name) {
  for (std::size_t i = 0; i < N; ++i)
    if (profiles[i].name == name) return static_cast<int>(i);
  return std::nullopt;
}

// The profile named `name`, for a game's code and tests that name one profile. In a constant
// expression (a constexpr reference) a name not in the list fails to compile.
template <class Profile, std::size_t N>
constexpr const Profile& profile_named(const std::array<Profile, N>& profiles,
                                       std::string_view name) {
  for (const Profile& p : profiles)
    if (p.name == name) return p;
  throw std::out_of_range("no rule set of that name");
}

// The profile at `index`. An index outside the list is a programming error, never a
// silent fallback to the default: throws std::out_of_range naming the game and the index.
template <class Profile, std::size_t N>
const Profile& profile_at(const std::array<Profile, N>& profiles, int index,
                          std::string_view game) {
  if (index < 0 || static_cast<std::size_t>(index) >= N) {
    throw std::out_of_range(std::string(game) + ": no rule set at index " + std::to_string(index) +
                            " (there are " + std::to_string(N) + ")");
  }
  return profiles[static_cast<std::size_t>(index)];
}

}  // namespace arbiter::scenario
