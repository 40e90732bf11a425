// `arbiter import vgb`: real Gloomhaven scenarios in (Virtual Gloomhaven Board layouts with
// Gloomhaven Secretariat monster data), as round files. Registered under `import` beside the
// formats of import.cpp's table; its own options (character count, level, data folder).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "solver/game/game.hpp"

namespace CLI {
class App;
}

namespace arbiter::cli {

struct VgbOptions {
  std::vector<std::string> files;  // layout files or folders
  game::LayoutRequest request;     // character count, level, data folder, cards, seed
  std::string output;              // file to write (one input); empty: stdout
  bool cross_check = false;        // compare standee counts with the data's room lists
  bool batch = false;              // import, load back and lint every file; print a summary
};

// Adds `vgb` under the `import` command; `o` receives what was given.
CLI::App* add_import_vgb(CLI::App& import, VgbOptions& o);
int run_import_vgb(const VgbOptions& o, std::ostream& out, std::ostream& err);

}  // namespace arbiter::cli
