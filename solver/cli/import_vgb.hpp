// `arbiter import vgb`: real Gloomhaven scenarios in (Virtual Gloomhaven Board layouts with
// Gloomhaven Secretariat monster data), as round files. Registered under `import` beside the
// formats of import.cpp's table; its own options (character count, level, data folder).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

namespace CLI {
class App;
}

namespace arbiter::scenario {
class ScenarioError;
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

// For `arbiter serve --vgb DIR --data DIR` (o.files and o.output are not read). Each throws
// scenario::ScenarioError as the command does; vgb_problem is the line the command prints.
// The VGB files under `paths` (folders searched recursively), sorted.
std::vector<std::string> vgb_files(const std::vector<std::string>& paths);
// A layout's number and title.
std::pair<int, std::string> vgb_title(const std::string& file);
// Exactly what `arbiter import vgb FILE` writes with these options.
std::string vgb_round_text(const VgbOptions& o, const std::string& file);
// Every monster type's ability deck (gloomhaven::import::monster_decks).
nlohmann::json vgb_decks(const VgbOptions& o, const std::string& file);
// "file: place: problem", the command's line for an error.
std::string vgb_problem(const scenario::ScenarioError& e);

}  // namespace arbiter::cli
