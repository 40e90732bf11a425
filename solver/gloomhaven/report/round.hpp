// A Gloomhaven round as text (a timeline, activation by activation), as one JSON object,
// as a stepped SVG (one panel per decision), and compared with a round file's `expect`.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "solver/gloomhaven/report/svg.hpp"
#include "solver/gloomhaven/round.hpp"

namespace arbiter::gloomhaven::report {

struct RoundTextOptions {
  bool color = false;
  bool board = true;  // draw the board at the end of the round
};

std::string round_text(const LoadedRound& r, const RoundOutcome& o, const RoundTextOptions& opt);
nlohmann::ordered_json round_json(const LoadedRound& r, const RoundOutcome& o);

std::string branches_text(const LoadedRound& r, const RoundBranches& b, std::size_t max_paths);
nlohmann::ordered_json branches_json(const RoundBranches& b, std::size_t max_paths);

// One panel per move or attack decision (the board as the monster saw it, its options and
// the one taken), stacked top to bottom in one SVG document. Needs the outcome's positions
// (RoundRequest::keep_positions).
std::string round_svg(const RoundOutcome& o, const SvgOptions& so);

struct RoundComparison {
  bool pass = false;
  nlohmann::ordered_json expected = nlohmann::ordered_json::object();
  nlohmann::ordered_json got = nlohmann::ordered_json::object();
  std::string expected_text, got_text;  // the fields that differ, indented
};
// Compares only what `expect` gives.
RoundComparison compare_round(const LoadedRound& r, const RoundOutcome& o, const RoundExpect& e);
// The outcome in the form of a round's `expect` entry (check --update).
nlohmann::ordered_json round_expect_json(const LoadedRound& r, const RoundOutcome& o);

}  // namespace arbiter::gloomhaven::report
