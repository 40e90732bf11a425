// `arbiter import vgb`: Virtual Gloomhaven Board layouts with Gloomhaven Secretariat monster
// data to round files (solver/gloomhaven/import/). A subcommand of `import` (import.cpp) with
// options of its own (character count, level, data folder, cards, batch and cross-check).
#include "solver/cli/import_vgb.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>

#include "solver/cli/atomic_file.hpp"
#include "solver/cli/commands.hpp"
#include "solver/cli/import_text.hpp"
#include "solver/games/game.hpp"
#include "solver/gloomhaven/import/import.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::cli {

namespace gi = gloomhaven::import;
using nlohmann::json;

namespace {

std::vector<std::string> collect(const std::vector<std::string>& paths) {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  for (const std::string& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<std::string> here;
      for (const auto& e : fs::recursive_directory_iterator(p, ec))
        if (e.is_regular_file() && e.path().extension() == ".json") here.push_back(e.path().string());
      std::sort(here.begin(), here.end());
      files.insert(files.end(), here.begin(), here.end());
    } else {
      files.push_back(p);
    }
  }
  return files;
}

// The layout, its size checked before it is parsed (a layout is tens of kilobytes).
gi::Layout read_layout(const std::string& file) {
  const std::string text = scenario::read_file_text(file);
  if (text.size() > gi::kMaxVgbFileBytes)
    throw scenario::ScenarioError(file, "(file)",
                                  std::to_string(text.size()) + " bytes, far more than any VGB "
                                  "layout (limit " + std::to_string(gi::kMaxVgbFileBytes) + ")");
  return gi::read_vgb(scenario::parse_json(text, file), file);
}

gi::ImportOptions import_options(const VgbOptions& o, const std::string& file) {
  gi::ImportOptions io;
  io.characters = o.characters;
  io.level = o.level;
  io.data.dir = o.data;
  io.seed = o.seed;
  io.source = std::filesystem::path(file).filename().string();
  for (const std::string& c : o.cards) {
    const auto eq = c.find('=');
    int id = -1;
    if (eq != std::string::npos && eq > 0) {
      try {
        std::size_t used = 0;
        id = std::stoi(c.substr(eq + 1), &used);
        if (used != c.size() - eq - 1) id = -1;
      } catch (const std::exception&) {
        id = -1;
      }
    }
    if (id < 0)
      throw scenario::ScenarioError("--card", c, "expected TYPE=ID, e.g. bandit-guard=517");
    io.cards[c.substr(0, eq)] = id;
  }
  return io;
}

// The round file as text, loaded back through the loader (what is written must load).
std::string round_text(const gi::Layout& layout, const gi::ImportOptions& io, const std::string& file,
                       games::Workspace* lint_ws, std::size_t* warnings) {
  const json j = gi::import_vgb(layout, io);
  std::string text = j.dump(1) + "\n";
  const auto loaded = games::load_text(text, file + " (imported)");
  if (lint_ws != nullptr) *warnings = loaded->lint(*lint_ws).size();
  return text;
}

std::string problem(const scenario::ScenarioError& e) {
  return e.file() + ": " + e.place() + ": " + e.problem();
}

int cross_check_files(const VgbOptions& o, const std::vector<std::string>& files, std::ostream& out,
                      std::ostream& err) {
  if (o.data.empty()) {
    err << "import vgb --cross-check: needs --data DIR (the GHS data with <edition>/scenarios/)\n";
    return kExitBadInput;
  }
  gi::GhsData data;
  data.dir = o.data;
  int compared = 0, agree = 0, skipped = 0;
  bool bad = false;
  for (const std::string& file : files) {
    try {
      const gi::Layout layout = read_layout(file);
      const std::string where = std::filesystem::path(file).parent_path().filename().string();
      const auto ghs = where == "solo" ? std::nullopt : data.scenario_file("gh", layout.id);
      if (!ghs) {
        ++skipped;
        out << file << ": scenario " << layout.id << " not compared: "
            << (where == "solo" ? "a solo scenario" : "no gh/scenarios file for it in --data")
            << "\n";
        continue;
      }
      const json g = gi::read_ghs_file(*ghs);
      const gi::CrossCheck c = gi::cross_check(layout, g, *ghs, data);
      ++compared;
      if (c.disagreements.empty()) {
        ++agree;
        out << "scenario " << layout.id << " (" << layout.title << "): VGB and GHS agree\n";
        continue;
      }
      out << "scenario " << layout.id << " (" << layout.title << "): VGB and GHS disagree\n";
      for (const gi::Disagreement& d : c.disagreements)
        out << "  scenario " << d.scenario << ", " << d.monster << " " << d.rank << ", "
            << d.characters << " characters: VGB " << d.vgb << ", GHS " << d.ghs << "\n";
    } catch (const scenario::ScenarioError& e) {
      err << problem(e) << "\n";
      bad = true;
    }
  }
  out << compared << " scenarios compared: " << agree << " agree, " << compared - agree
      << " disagree";
  if (skipped > 0) out << "; " << skipped << " not compared";
  out << "\n";
  if (bad) return kExitBadInput;
  return compared == agree ? kExitOk : kExitFailures;
}

int batch(const VgbOptions& o, const std::vector<std::string>& files, std::ostream& out,
          std::ostream& err) {
  const auto wall0 = std::chrono::steady_clock::now();
  const std::clock_t cpu0 = std::clock();
  games::Workspace ws;
  int imported = 0, layouts = 0;
  std::size_t warnings_total = 0;
  std::map<std::string, int> reasons;
  for (const std::string& file : files) {
    try {
      const gi::Layout layout = read_layout(file);
      ++layouts;
      if (o.data.empty()) {
        out << file << ": layout read (" << layout.hexes.size() << " hexes, "
            << layout.doors.size() << " doors); no --data: monsters not imported\n";
        continue;
      }
      std::size_t warnings = 0;
      round_text(layout, import_options(o, file), file, &ws, &warnings);
      ++imported;
      warnings_total += warnings;
      out << file << ": imported (" << layout.hexes.size() << " hexes, " << layout.doors.size()
          << " doors), lint: " << warnings << " findings\n";
    } catch (const scenario::ScenarioError& e) {
      out << file << ": refused: " << problem(e) << "\n";
      // The reason without the file and the numbers that differ between files.
      std::string why = e.problem();
      if (why.rfind("the data folder", 0) == 0) why = "a monster missing from --data";
      else if (why.size() > 90) why = why.substr(0, 87) + "...";
      ++reasons[why];
    }
  }
  const double wall =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
  const double cpu = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
  const int refused = static_cast<int>(files.size()) - (o.data.empty() ? layouts : imported);
  out << files.size() << " files: ";
  if (o.data.empty()) out << layouts << " layouts read";
  else out << imported << " imported and linted (" << warnings_total << " lint findings)";
  out << ", " << refused << " refused\n";
  for (const auto& [why, n] : reasons) out << "  " << n << " x " << why << "\n";
  std::ostringstream t;
  t << std::fixed << std::setprecision(2) << "time: " << wall << " s wall, " << cpu << " s CPU\n";
  err << t.str();
  return refused == 0 ? kExitOk : kExitFailures;
}

// The batch and cross-check reports, their text made safe for a terminal line by line.
int safe_report(int (*report)(const VgbOptions&, const std::vector<std::string>&, std::ostream&,
                              std::ostream&),
                const VgbOptions& o, const std::vector<std::string>& files, std::ostream& out,
                std::ostream& err) {
  TerminalSafeStream safe_out(out), safe_err(err);
  return report(o, files, safe_out, safe_err);
}

}  // namespace

std::vector<std::string> vgb_files(const std::vector<std::string>& paths) {
  return collect(paths);
}

std::pair<int, std::string> vgb_title(const std::string& file) {
  const gi::Layout layout = read_layout(file);
  return {layout.id, layout.title};
}

std::string vgb_round_text(const VgbOptions& o, const std::string& file) {
  return round_text(read_layout(file), import_options(o, file), file, nullptr, nullptr);
}

nlohmann::json vgb_decks(const VgbOptions& o, const std::string& file) {
  return gi::monster_decks(read_layout(file), import_options(o, file));
}

std::string vgb_problem(const scenario::ScenarioError& e) {
  return problem(e);
}

int run_import_vgb(const VgbOptions& o, std::ostream& out, std::ostream& err) {
  const std::vector<std::string> files = collect(o.files);
  if (o.cross_check) return safe_report(cross_check_files, o, files, out, err);
  if (o.batch || files.size() != 1) {
    if (!o.output.empty()) {
      err << "import vgb: -o writes one file; with several files use --batch without -o\n";
      return kExitBadInput;
    }
    return safe_report(batch, o, files, out, err);
  }
  if (o.data.empty()) {
    err << "import vgb: needs --data DIR (the Gloomhaven Secretariat data folder) for the "
           "monsters' stat cards and ability decks\n";
    return kExitBadInput;
  }
  try {
    const gi::Layout layout = read_layout(files[0]);
    const std::string text = round_text(layout, import_options(o, files[0]), files[0], nullptr, nullptr);
    if (o.output.empty() || o.output == "-") {
      out << json_terminal_safe(text);
    } else {
      write_file_atomically(o.output, text);
      out << games::terminal_safe("wrote " + o.output + ": scenario " + std::to_string(layout.id) +
                                  " (" + layout.title + "), ")
          << layout.hexes.size() << " hexes, " << layout.doors.size() << " doors, "
          << o.characters << " characters, level " << o.level << "\n";
    }
    return kExitOk;
  } catch (const scenario::ScenarioError& e) {
    err << games::terminal_safe(problem(e)) << "\n";
    return kExitBadInput;
  } catch (const WriteError& e) {
    err << games::terminal_safe(e.what()) << "\n";
    return kExitBadInput;
  }
}

CLI::App* add_import_vgb(CLI::App& import, VgbOptions& o) {
  auto* cmd = import.add_subcommand(
      "vgb",
      "A Virtual Gloomhaven Board scenario (layout) with Gloomhaven Secretariat monster data "
      "(--data) to a round file");
  cmd->add_option("files", o.files, "VGB scenario files (several, or folders: --batch)")
      ->required();
  cmd->add_option("--characters", o.characters, "Number of characters (standees, boss hit points)")
      ->check(CLI::Range(1, 4));
  cmd->add_option("--level", o.level, "Scenario level: monster level, trap and hazardous damage")
      ->check(CLI::Range(0, 7));
  cmd->add_option("--data", o.data,
                  "Gloomhaven Secretariat data folder (its <edition>/monster/ files)");
  cmd->add_option("--card", o.cards,
                  "This round's card of a monster type: TYPE=ID (the GHS key and cardId, e.g. "
                  "bandit-guard=517); types not named draw one with --seed");
  cmd->add_option("--seed", o.seed, "Seed of the card draws (stated in the file's notes)");
  cmd->add_option("-o,--output", o.output, "Round file to write (default: stdout)");
  cmd->add_flag("--cross-check", o.cross_check,
                "Compare each scenario's standees (monster, rank, character count) with the GHS "
                "scenario room lists in --data");
  cmd->add_flag("--batch", o.batch,
                "Import, load back and lint every file; print one line a file, the refusals' "
                "reasons and the time taken");
  return cmd;
}

}  // namespace arbiter::cli
