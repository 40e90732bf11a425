// `arbiter import vgb` and the server's scenario library: Virtual Gloomhaven Board layouts
// with Gloomhaven Secretariat monster data to round files, one at a time, in a batch, or
// compared with the data's own room lists. Reached through Gloomhaven's entry in the
// registry (game::LayoutImporter); the command line adds the options and writes the files.
#include "solver/gloomhaven/import/vgb_command.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <iomanip>
#include <map>
#include <ostream>
#include <sstream>

#include "solver/gloomhaven/import/editions.hpp"
#include "solver/gloomhaven/import/ghs_figure_rules.hpp"
#include "solver/gloomhaven/import/ghs_rename.hpp"
#include "solver/gloomhaven/import/ghs_rules.hpp"
#include "solver/gloomhaven/import/ghs_setup.hpp"
#include "solver/gloomhaven/import/import.hpp"
#include "solver/gloomhaven/round_file.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven::import {

namespace {

using nlohmann::json;

std::vector<std::string> collect(const std::vector<std::string>& paths) {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  for (const std::string& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<std::string> here;
      for (const auto& e : fs::recursive_directory_iterator(p, ec))
        if (e.is_regular_file() && e.path().extension() == ".json")
          here.push_back(e.path().string());
      std::sort(here.begin(), here.end());
      files.insert(files.end(), here.begin(), here.end());
    } else {
      files.push_back(p);
    }
  }
  return files;
}

// The layout, its size checked before it is parsed (a layout is tens of kilobytes).
Layout read_layout(const std::string& file) {
  const std::string text = scenario::read_file_text(file);
  if (text.size() > kMaxVgbFileBytes)
    throw scenario::ScenarioError(file, "(file)",
                                  std::to_string(text.size()) +
                                      " bytes, far more than any VGB layout (limit " +
                                      std::to_string(kMaxVgbFileBytes) + ")");
  return read_vgb(scenario::parse_json(text, file), file);
}

// VGB keeps its solo scenarios in scenarios/solo/, numbered from 1 like the book's.
bool is_solo_file(const std::string& file) {
  return std::filesystem::path(file).parent_path().filename() == "solo";
}

// The data editions the scenario's book reads (editions.hpp), Gloomhaven's for a number no
// book has.
GhsData data_for(const std::string& dir, const Layout& layout, const std::string& file) {
  GhsData d;
  d.dir = dir;
  const ScenarioBook* book = scenario_book(layout.id, is_solo_file(file));
  d.editions.clear();
  for (const std::string_view e : (book ? *book : default_book()).editions)
    d.editions.emplace_back(e);
  return d;
}

ImportOptions import_options(const game::LayoutRequest& o, const Layout& layout,
                             const std::string& file) {
  ImportOptions io;
  io.characters = o.characters;
  io.level = o.level;
  io.data = data_for(o.data, layout, file);
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

// The layout with the GHS setup of its book's scenario, when the data folder has one: the
// standees' ranks of its room lists (ghs_setup.hpp), each difference a warning; its allies,
// objectives (placed), start of round 1 and spawns into `io.rules` (ghs_rules.hpp), each one
// a round file does not set up a warning.
Layout with_ghs_setup(const Layout& layout, ImportOptions& io, const std::string& file,
                      std::vector<std::string>& warnings) {
  const ScenarioBook* book = scenario_book(layout.id, is_solo_file(file));
  const auto setup = book ? io.data.scenario_file(*book, layout.id, layout.title) : std::nullopt;
  if (!setup) return layout;
  Layout l = layout;
  const json ghs = read_ghs_file(*setup);
  std::vector<std::string> section_notes;
  const std::vector<GhsRoom> rooms = read_ghs_setup_rooms(ghs, *setup, section_notes);
  apply_ghs_setup(l, rooms, warnings, is_solo_file(file));
  const std::string where = "scenario " + std::to_string(layout.id) + ", ";
  for (const std::string& n : section_notes) warnings.push_back(where + n);
  io.rules = read_ghs_rules(ghs, *setup, io.characters, io.level);
  for (const std::string& n :
       resolve_ghs_renames(rooms, read_ghs_section_renames(ghs, *setup), io.rules))
    warnings.push_back(where + n);
  for (const std::string& a : io.rules.allies)
    warnings.push_back(where + a + ": an ally (GHS \"allies\"): on the characters' side");
  place_ghs_objectives(l, io.rules, warnings);
  resolve_ghs_reveals(l, ghs, *setup, io.rules);
  drop_unplaced_figure_rules(io.rules);
  for (const std::string& n : io.rules.not_set_up) warnings.push_back(where + n);
  return l;
}

// The round file as text, loaded back through the round's loader (what is written must
// load). A round file has no layout lints: its findings are none.
std::string round_text(const Layout& vgb, ImportOptions io, const std::string& file,
                       std::vector<std::string>* warnings) {
  std::vector<std::string> setup;
  const Layout layout = with_ghs_setup(vgb, io, file, setup);
  json j;
  try {
    j = import_vgb(layout, io, warnings);
  } catch (const scenario::ScenarioError& e) {
    // A monster only the GHS setup names (a solo scenario's own figure) whose data this
    // importer cannot read: the layout's own standees stand, and the reason is shown.
    if (setup.empty()) throw;
    setup.assign(1, "the GHS setup is not applied (" + e.file() + ": " + e.place() + ": " +
                        e.problem() + "); VGB's standees stand as drawn");
    io.rules = GhsRules{};
    j = import_vgb(vgb, io, warnings);
  }
  if (warnings != nullptr) warnings->insert(warnings->begin(), setup.begin(), setup.end());
  std::string text = j.dump(1) + "\n";
  const std::string shown = file + " (imported)";
  read_round(scenario::parse_json(text, shown), shown);
  return text;
}

std::string problem(const scenario::ScenarioError& e) {
  return e.file() + ": " + e.place() + ": " + e.problem();
}

game::Outcome cross_check_files(const game::LayoutRequest& o, const std::vector<std::string>& files,
                                std::ostream& out, std::ostream& err) {
  if (o.data.empty()) {
    err << "import vgb --cross-check: needs --data DIR (the GHS data with <edition>/scenarios/)\n";
    return game::Outcome::BadInput;
  }
  int compared = 0, agree = 0, skipped = 0;
  std::map<std::string, int> reasons;  // each kind of reason, and its count
  bool bad = false;
  for (const std::string& file : files) {
    try {
      const Layout layout = read_layout(file);
      const GhsData data = data_for(o.data, layout, file);
      // A number no book has (a layout of one's own) is looked up as Gloomhaven's.
      const ScenarioBook* found = scenario_book(layout.id, is_solo_file(file));
      const ScenarioBook& book = found ? *found : default_book();
      const auto ghs = data.scenario_file(book, layout.id, layout.title);
      if (!ghs) {
        ++skipped;
        out << file << ": scenario " << layout.id << " not compared: no scenario file for it in "
            << "--data (" << book.name << ", " << book.scenario_edition << "/scenarios/)\n";
        continue;
      }
      const json g = read_ghs_file(*ghs);
      const CrossCheck c = cross_check(layout, g, *ghs, data, is_solo_file(file));
      ++compared;
      const std::string name = "scenario " + std::to_string(layout.id) + " (" + layout.title + ")";
      if (c.disagreements.empty()) {
        ++agree;
        out << name << ": VGB and GHS agree\n";
      } else {
        out << name << ": VGB and GHS disagree\n";
      }
      for (const Disagreement& d : c.disagreements) {
        out << "  scenario " << d.scenario << ", " << d.monster << " " << d.rank << ", "
            << d.characters << " characters: VGB " << d.vgb << ", GHS " << d.ghs << " (" << d.reason
            << ")\n";
        ++reasons[d.kind];
      }
      for (const std::string& n : c.notes)
        out << "  note: scenario " << layout.id << ", " << n << "\n";
    } catch (const scenario::ScenarioError& e) {
      err << problem(e) << "\n";
      bad = true;
    }
  }
  out << compared << " scenarios compared: " << agree << " agree, " << compared - agree
      << " disagree";
  if (skipped > 0) out << "; " << skipped << " not compared";
  out << "\n";
  for (const auto& [why, n] : reasons) out << "  " << n << " x " << why << "\n";
  if (bad) return game::Outcome::BadInput;
  return compared == agree ? game::Outcome::Ok : game::Outcome::Failures;
}

game::Outcome batch(const game::LayoutRequest& o, const std::vector<std::string>& files,
                    std::ostream& out, std::ostream& err) {
  const auto wall0 = std::chrono::steady_clock::now();
  const std::clock_t cpu0 = std::clock();
  int imported = 0, layouts = 0;
  std::size_t warnings_total = 0;
  std::map<std::string, int> reasons;
  for (const std::string& file : files) {
    try {
      const Layout layout = read_layout(file);
      ++layouts;
      if (o.data.empty()) {
        out << file << ": layout read (" << layout.hexes.size() << " hexes, " << layout.doors.size()
            << " doors); no --data: monsters not imported\n";
        continue;
      }
      std::vector<std::string> warnings;
      round_text(layout, import_options(o, layout, file), file, &warnings);
      ++imported;
      warnings_total += warnings.size();
      out << file << ": imported (" << layout.hexes.size() << " hexes, " << layout.doors.size()
          << " doors), " << warnings.size() << " warnings\n";
      for (const std::string& w : warnings)
        out << "  warning: scenario " << layout.id << ": " << w << "\n";
    } catch (const scenario::ScenarioError& e) {
      out << file << ": refused: " << problem(e) << "\n";
      // The reason without the file and the numbers that differ between files.
      std::string why = e.problem();
      if (why.rfind("the data folder", 0) == 0)
        why = "a monster missing from --data";
      else if (why.size() > 90)
        why = why.substr(0, 87) + "...";
      ++reasons[why];
    }
  }
  const double wall =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
  const double cpu = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
  const int refused = static_cast<int>(files.size()) - (o.data.empty() ? layouts : imported);
  out << files.size() << " files: ";
  if (o.data.empty())
    out << layouts << " layouts read";
  else
    out << imported << " imported and loaded back (" << warnings_total
        << " warnings: the data's slips repaired, the sources' disagreements)";
  out << ", " << refused << " refused\n";
  for (const auto& [why, n] : reasons) out << "  " << n << " x " << why << "\n";
  std::ostringstream t;
  t << std::fixed << std::setprecision(2) << "time: " << wall << " s wall, " << cpu << " s CPU\n";
  err << t.str();
  return refused == 0 ? game::Outcome::Ok : game::Outcome::Failures;
}

std::pair<int, std::string> layout_title(const std::string& file) {
  const Layout layout = read_layout(file);
  return {layout.id, layout.title};
}

game::LayoutImporter::Imported import_one(const game::LayoutRequest& o, const std::string& file) {
  const Layout layout = read_layout(file);
  game::LayoutImporter::Imported i;
  std::vector<std::string> warnings;
  i.text = round_text(layout, import_options(o, layout, file), file, &warnings);
  for (const std::string& w : warnings) i.warnings.push_back(w);
  i.summary = "scenario " + std::to_string(layout.id) + " (" + layout.title + "), " +
              std::to_string(layout.hexes.size()) + " hexes, " +
              std::to_string(layout.doors.size()) + " doors";
  return i;
}

json layout_decks(const game::LayoutRequest& o, const std::string& file) {
  const Layout layout = read_layout(file);
  return monster_decks(layout, import_options(o, layout, file));
}

}  // namespace

const game::LayoutImporter kVgbImporter{.files = &collect,
                                        .title = &layout_title,
                                        .import_one = &import_one,
                                        .decks = &layout_decks,
                                        .batch = &batch,
                                        .cross_check = &cross_check_files};

}  // namespace arbiter::gloomhaven::import
