// Presenting a Gloomhaven decision: JSON (one object a line) and comparison with a file's
// `expect`. What every game's output shares is in solver/report/output.hpp.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/scenario.hpp"
#include "solver/report/output.hpp"

namespace arbiter::gloomhaven::report {

// A ranking row's `dropped_at` as a name ("focus", "invisible", "no-attack-hex",
// "negative-hexes", "path", "proximity", "initiative") and the digest step that set it
// ("2.5" for a focus).
std::string_view dropped_at_name(const FocusRow& r);
std::string_view dropped_at_step(const FocusRow& r);

// A hex written back in the scenario file's own coordinate system.
nlohmann::json hex_json(const Scenario& s, pathing::Coord axial);

// The "Result of a solve" object of the format, with ranking and trace.
nlohmann::json decision_json(const Scenario& s, const pathing::Board& b, const Decision& d);

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
std::vector<OptionKey> option_keys(const Scenario& s, const pathing::Board& b, const Decision& d);
std::vector<OptionKey> expected_keys(const std::vector<ExpectedOption>& e);
std::string describe(const Scenario& s, const std::vector<OptionKey>& keys);

}  // namespace arbiter::gloomhaven::report
