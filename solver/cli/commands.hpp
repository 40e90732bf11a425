// The subcommands of `arbiter`, callable from tests with their own streams.
// Exit status: 0 success, 1 check failures, 2 bad input or usage.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

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
};
int run_solve(const SolveOptions& o, std::ostream& out, std::ostream& err);

struct CheckOptions {
  std::vector<std::string> paths;
  std::string rules = "all";
  bool verbose = false;
};
int run_check(const CheckOptions& o, std::ostream& out, std::ostream& err);

struct RenderOptions {
  std::string file;
  std::string rules;   // empty: the file's, else gloomhaven
  std::string output;  // empty: standard output
  bool no_legend = false;
};
int run_render(const RenderOptions& o, std::ostream& out, std::ostream& err);

}  // namespace arbiter::cli
