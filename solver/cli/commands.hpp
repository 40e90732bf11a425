// The subcommands of `arbiter`, callable from tests with their own streams.
// Exit status: 0 success, 1 check failures (lint: errors), 2 bad input or usage.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::games {
struct Workspace;
}

namespace arbiter::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailures = 1;
inline constexpr int kExitBadInput = 2;

struct SolveOptions {
  std::vector<std::string> files;
  std::string rules;  // empty: the file's, else gloomhaven
  std::string format = "text";
  bool no_color = false;     // plain text even on a terminal (wins over force_color)
  bool force_color = false;  // colour even when stdout is not a terminal
  std::string explain_hex;   // "COL,ROW" in the file's coordinates, or empty
  bool explain = false;      // why each option ranks where it does (games that support it)
};
int run_solve(const SolveOptions& o, std::ostream& out, std::ostream& err);

// One scenario solved exactly as `arbiter solve` solves each of its files (o.files is not
// read): the decision goes to `out`, a "file: place: problem" line to `err`, and the exit
// status is returned. `text` is the file's contents when the caller already holds them
// (`arbiter serve` passes the request body); nullopt reads `file`. With `svg`, the picture
// `arbiter render` draws for the same rule set is also written there. This is the one solve
// path of the command line and the server, so that both give the same answer and message.
int solve_scenario(const std::string& file, const std::optional<std::string_view>& text,
                   const SolveOptions& o, games::Workspace& ws, std::ostream& out,
                   std::ostream& err, std::string* svg = nullptr);

struct CheckOptions {
  std::vector<std::string> paths;
  std::string rules = "all";
  bool verbose = false;
  unsigned jobs = 0;   // worker threads; 0: std::thread::hardware_concurrency()
  std::string junit;   // JUnit XML file to write, or empty
  std::string report;  // JSON report file to write, or empty
  // Progress bar on `err`: only when it is the terminal and the run is long enough.
  bool progress = false;
};
int run_check(const CheckOptions& o, std::ostream& out, std::ostream& err);

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
};
int run_render(const RenderOptions& o, std::ostream& out, std::ostream& err);

struct GenerateOptions {
  int columns = 100;
  int rows = 100;
  int figures = 10;
  unsigned seed = 1;
  std::string attack = "melee";
  int move = 4;
  std::string output;  // empty: stdout
};
int run_generate(const GenerateOptions& o, std::ostream& out, std::ostream& err);

}  // namespace arbiter::cli
