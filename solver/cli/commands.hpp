// The subcommands of `arbiter`, callable from tests with their own streams.
// Exit status: 0 success, 1 check failures (lint: errors), 2 bad input or usage, 3 a solve
// stopped at --time-limit.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/games/games.hpp"
#include "solver/games/solve.hpp"

namespace arbiter::cli {

// The exit statuses and the solve's options are the shared solve's (solver/games/solve.hpp),
// which the server answers through too.
using games::kAutoBoardHexes;
using games::kExitBadInput;
using games::kExitFailures;
using games::kExitOk;
using games::kExitTimeLimit;
using games::SolveOptions;
// `solve` and `round`: each file solved by games::solve_file, its answer printed (under
// --format json one line per rule set, an error as one JSON line too).
int run_solve(const SolveOptions& o, std::ostream& out, std::ostream& err);

struct CheckOptions {
  std::vector<std::string> paths;
  std::string rules;  // a rule set, "all", or empty (check: all; update: those of `expect`)
  bool verbose = false;
  unsigned jobs = 0;         // worker threads; 0: std::thread::hardware_concurrency()
  bool jobs_given = false;   // --jobs on the command line (0 then is a usage error)
  bool update = false;       // write the current answers into `expect` instead (update.cpp)
  bool allow_empty = false;  // a run where no file has an `expect` to compare exits 0
  std::string junit;         // JUnit XML file to write, or empty
  std::string report;        // JSON report file to write, or empty
  // Progress bar on `err`: only when it is the terminal and the run is long enough.
  bool progress = false;
  double time_limit = 0;  // seconds per file; 0: none
};
int run_check(const CheckOptions& o, std::ostream& out, std::ostream& err);
// A folder among report::collect_scenario_files' results holds no scenario file: throws
// scenario::ScenarioError(folder, "(folder)", report::kNoScenarioFiles). lint and
// check --update report it as a file that did not load.
void throw_if_folder(const std::string& path);
// `check --update`: exit 0, or 2 when a file could not be loaded or written.
int run_update(const CheckOptions& o, std::ostream& out, std::ostream& err);

// `lint`: exit 0 no errors (warnings allowed), 1 lint errors, 2 a file failed to load.
struct LintOptions {
  std::vector<std::string> paths;
  std::string format = "text";
};
int run_lint(const LintOptions& o, std::ostream& out, std::ostream& err);

struct RenderOptions {
  std::string file;
  std::string rules;   // empty: the file's, else gloomhaven
  std::string output;  // empty: standard output
  bool no_legend = false;
  int crop = -1;        // >= 0: only the hexes within this many hexes of the action
  bool round = false;   // the file must be a round file: one panel per decision of the round
  std::string overlay;  // "see,range,reach" (any of them, or all), or empty
  // The largest picture written: one larger is refused whole, never cut (kMaxOutputBytes).
  std::size_t max_output = std::size_t{256} << 20;
};
int run_render(const RenderOptions& o, std::ostream& out, std::ostream& err);

struct GenerateOptions {
  int columns = 100;
  int rows = 100;
  int figures = 10;
  unsigned seed = 1;
  std::string attack;  // empty: the generating game's first ability
  int move = 4;
  std::string output;  // empty: stdout
};
int run_generate(const GenerateOptions& o, std::ostream& out, std::ostream& err);

// `new FILE`: a valid starting position ("-": printed, not written) and its board. The
// options the writer gave are in `request` (unset: the game's defaults; a game refuses the
// options it has no use for).
struct NewOptions {
  std::string file;
  std::string game = "gloomhaven";  // a name of games::all_games()
  game::NewRequest request;         // its name empty: the file's stem
  bool force = false;
  bool no_color = false;
};
int run_new(const NewOptions& o, std::ostream& out, std::ostream& err);

// `show FILE`: the board with its coordinates; figures and turn may still be missing.
struct ShowOptions {
  std::string file;
  bool no_color = false;
  bool force_color = false;
  std::string board = "auto";  // as solve: auto (up to kAutoBoardHexes hexes), always, never
  int crop = -1;               // >= 0: only the hexes within N of the acting figure
};
int run_show(const ShowOptions& o, std::ostream& out, std::ostream& err);

// Colour for text on `out`: never with --no-color; always with --color; otherwise only on a
// terminal and when NO_COLOR is unset or empty (https://no-color.org).
bool use_color(bool no_color, bool force_color, const std::ostream& out);

}  // namespace arbiter::cli
