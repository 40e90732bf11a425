// One scenario solved as `arbiter solve` and `arbiter round` solve each file, above the games
// and below the commands: the command line prints the answer, the server (solver/serve/)
// and the WebAssembly engine embed it in their own JSON. The answer is a value (the game's
// JSON object, or its text), so that no caller reads another's printed output, and every
// caller gives the same answer and the same message for the same input.
#pragma once

#include <cstddef>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pathing/hex.hpp"
#include "solver/game/game.hpp"
#include "solver/report/picture.hpp"

namespace arbiter::games {

// The exit status of every command: 0 success, 1 check failures (lint: errors), 2 bad input
// or usage, 3 a solve stopped at its time limit.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailures = 1;
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitTimeLimit = 3;

struct SolveOptions {
  std::vector<std::string> files;
  std::string rules;  // empty: the file's, else gloomhaven
  std::string format = "text";
  bool no_color = false;      // plain text even on a terminal (wins over force_color)
  bool force_color = false;   // colour even when stdout is not a terminal
  std::string explain_hex;    // "COL,ROW" in the file's coordinates, or empty
  bool explain = false;       // why each option ranks where it does (games that support it)
  bool trace = false;         // Gloomhaven: the numbered trace after the explanation
  std::string explain_sight;  // "A,B": figure ids or COL:ROW hexes, or empty
  // The board in text output: always, never, or auto (only up to kAutoBoardHexes hexes,
  // since a large map's drawing runs to megabytes).
  std::string board = "auto";
  // `arbiter round`: the file must be a Gloomhaven round file; the players' choices
  // ("KEY=N,KEY=N"), and --branches with its bound.
  bool round = false;
  std::string choose;
  bool branches = false;
  std::size_t max_branches = 1000;
  int crop = -1;          // >= 0: the text board only within this many hexes of the action
  std::string overlay;    // "see,range,reach" (any of them, or all), or empty
  bool all = false;       // every entry of the text's cut lists
  double time_limit = 0;  // seconds per file (loading and solving); 0: none
  // --format json: each decision as its line of text in Solved::text (solve_json_text, what
  // the command prints) rather than as a value in Solved::json (what the server embeds).
  bool json_lines = false;
};
inline constexpr std::size_t kAutoBoardHexes = 2500;

// Parses a comma-separated list of overlay names ("see", "range", "reach", "all"); nullopt,
// with the offending name in `bad`, when a name is unknown.
std::optional<report::OverlaySet> parse_overlays(std::string_view text, std::string& bad);
inline constexpr std::string_view kOverlayNames = "see, range, reach, all";

// Parses "COL,ROW" (also "COL, ROW" or "[COL,ROW]") as written in a scenario file.
std::optional<pathing::Coord> parse_hex_argument(std::string_view text);

// What went wrong, as the command line reports it: `message` for standard error (whole
// lines, "file: place: problem\n"), `json` the error object `--format json` prints on
// standard output instead of a decision.
struct SolveError {
  std::string message;
  nlohmann::ordered_json json;
};
// "file: place: problem" with its JSON object.
SolveError solve_error(const std::string& file, const std::string& place,
                       const std::string& problem);
// The error of a file whose solve, or the printing of its answer, ran out of memory.
SolveError out_of_memory_error(const std::string& file);

// --rules for solve and render: empty means the file's own rule set; otherwise a rule set
// of some game (checked again against each file's game once it is loaded). False with the
// message ("arbiter COMMAND: --rules: ...\n") in `why` for an unknown one.
bool parse_forced_rules(const std::string& command, const std::string& rules,
                        std::optional<std::string>& forced, std::string& why);
// --overlay NAMES for solve and render: false, with the message in `why`, for an unknown name.
bool parse_overlay_flag(const std::string& command, const std::string& text,
                        report::OverlaySet& overlays, std::string& why);
// A forced rule set must belong to the file's game; throws scenario::ScenarioError.
void check_rules_fit(const std::string& file, const game::LoadedScenario& s,
                     const std::optional<std::string>& forced);
// Overlays are drawn for the games that compute them; asking another game is an error
// (scenario::ScenarioError), not a picture silently without them.
void check_overlays_fit(const std::string& file, const game::LoadedScenario& s,
                        const report::OverlaySet& overlays);

// The flags of a solve, checked once: the forced rule set (none: the file's own, or every
// rule set with --rules all), the hex to explain, the round's choices and the overlays.
struct SolveFlags {
  std::optional<std::string> forced;
  bool all_rules = false;
  std::optional<pathing::Coord> explain;
  std::map<std::string, int> choose;
  report::OverlaySet overlays;
};
// kExitOk, or kExitBadInput with the usage error in `error` (its JSON names "(command line)"
// for a file).
int parse_solve_flags(const SolveOptions& o, SolveFlags& f, SolveError& error);

// One file's answer. With kExitOk: under --format json one object per rule set solved (every
// rule set of the game with --rules all, else one; with json_lines each as a line of `text`
// instead), otherwise the text, safe for a terminal;
// with want_svg also the picture `arbiter render` draws for the same rule set. Any other
// status (kExitBadInput, kExitTimeLimit) comes with its error.
struct Solved {
  int status = kExitOk;
  std::vector<nlohmann::ordered_json> json;
  std::string text;
  std::string svg;
  SolveError error;
};
// One file (or `text`, its contents, when the caller holds them), with flags already parsed.
// `color`: ANSI colour in text. A time limit or a failed allocation leaves `ws` afresh.
Solved solve_file(const std::string& file, const std::optional<std::string_view>& text,
                  const SolveOptions& o, const SolveFlags& f, bool color, game::Workspace& ws,
                  bool want_svg = false);
// Both steps for one scenario, in plain text (the server's and the WebAssembly engine's solve).
Solved solve_scenario(const std::string& file, const std::optional<std::string_view>& text,
                      const SolveOptions& o, game::Workspace& ws, bool want_svg = false);

}  // namespace arbiter::games
