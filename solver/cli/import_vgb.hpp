// `arbiter import vgb`: real Gloomhaven scenarios in (Virtual Gloomhaven Board layouts with
// Gloomhaven Secretariat monster data), as round files. Registered under `import` beside the
// formats of import.cpp's table; its own options (character count, level, data folder).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace arbiter::cli {

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

// Adds `vgb` under the `import` command; `o` receives what was given.
CLI::App* add_import_vgb(CLI::App& import, VgbOptions& o);
int run_import_vgb(const VgbOptions& o, std::ostream& out, std::ostream& err);

}  // namespace arbiter::cli
