// `arbiter import FORMAT SOURCE`: another tool's file or link as a format-1 file. Each format
// is one row of the table in import.cpp (its name, what SOURCE is, its converter), so that
// adding a format is adding a row.
#pragma once

#include <iosfwd>
#include <string>

namespace CLI {
class App;
}

namespace arbiter::cli {

struct ImportOptions {
  std::string format;  // the subcommand: a row of the table
  std::string source;  // a file ("-": standard input), or a link where the format takes one
  std::string output;  // empty: standard output
  std::string name;    // the scenario's name; empty: the output's (else the source's) stem
};

// Adds `import` and one subcommand per format to `app`; `o` receives what was given.
// `with_formats` false: the command alone, by name (a command line that runs another one).
CLI::App* add_import_command(CLI::App& app, ImportOptions& o, bool with_formats = true);
// Exit 0, or 2 (bad input, named with its file, place and problem; or a file not written).
int run_import(const ImportOptions& o, std::ostream& out, std::ostream& err);

}  // namespace arbiter::cli
