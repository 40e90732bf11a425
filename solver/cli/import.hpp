// `arbiter import <source> ...`: real game data in. Each source is one subcommand in a table
// (import.cpp, kImporters): add a source by adding its registration there.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "solver/cli/docs_gen.hpp"

namespace arbiter::cli {

// The `import` command and its subcommands, registered on `app`.
class ImportCommand {
 public:
  ImportCommand(CLI::App& app, OptionChoices& choices);
  bool parsed() const { return cmd_->parsed(); }
  // Runs the subcommand given; exit status as every command's.
  int run(std::ostream& out, std::ostream& err) const;

  struct Sub {
    CLI::App* cmd;
    std::function<int(std::ostream&, std::ostream&)> run;
  };

 private:
  CLI::App* cmd_;
  std::vector<Sub> subs_;
};

// `import vgb`, callable from tests.
struct VgbOptions {
  std::vector<std::string> files;  // VGB scenario files or folders
  int characters = 3;
  int level = 1;
  std::string data;                // GHS data folder
  std::vector<std::string> cards;  // "TYPE=ID"
  std::uint64_t seed = 1;
  std::string output;              // file to write (one input); empty: stdout
  bool cross_check = false;        // compare standee counts with GHS scenario room lists
  bool batch = false;              // import, load back and lint every file; print a summary
};
int run_import_vgb(const VgbOptions& o, std::ostream& out, std::ostream& err);

}  // namespace arbiter::cli
