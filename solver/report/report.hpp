// Presenting a decision: JSON (one object a line) and comparison with a file's `expect`.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "solver/gloomhaven/decide.hpp"
#include "solver/scenario/scenario.hpp"

namespace arbiter::report {

// A hex written back in the scenario file's own coordinate system.
nlohmann::json hex_json(const scenario::Scenario& s, pathing::Coord axial);

// The "Result of a solve" object of the format, with ranking and trace.
nlohmann::json decision_json(const scenario::Scenario& s, const pathing::Board& b,
                             const gloomhaven::Decision& d);

// One option as the players see it: destination and the set of targets (ids, sorted).
struct OptionKey {
  pathing::Coord destination;  // axial
  std::vector<std::string> targets;
  friend bool operator==(const OptionKey&, const OptionKey&) = default;
  friend bool operator<(const OptionKey& a, const OptionKey& b) {
    if (a.destination.q != b.destination.q) return a.destination.q < b.destination.q;
    if (a.destination.r != b.destination.r) return a.destination.r < b.destination.r;
    return a.targets < b.targets;
  }
};
std::vector<OptionKey> option_keys(const scenario::Scenario& s, const pathing::Board& b,
                                   const gloomhaven::Decision& d);
std::vector<OptionKey> expected_keys(const std::vector<scenario::ExpectedOption>& e);
std::string describe(const scenario::Scenario& s, const std::vector<OptionKey>& keys);

}  // namespace arbiter::report
