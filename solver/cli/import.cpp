// `arbiter import`: the formats of other tools read into format 1. One table row a format.
#include "solver/cli/import.hpp"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string_view>
#include <vector>

#include "solver/cli/atomic_file.hpp"
#include "solver/cli/commands.hpp"
#include "solver/game/import_text.hpp"
#include "solver/games/games.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::cli {

namespace {

// The formats `arbiter import` reads: every game's, in the order of the games.
std::vector<const game::Importer*> import_formats() {
  std::vector<const game::Importer*> out;
  for (const game::Game& g : games::all_games())
    for (const game::Importer& f : g.importers) out.push_back(&f);
  return out;
}

const game::Importer* find_format(std::string_view name) {
  for (const game::Importer* f : import_formats()) {
    if (f->name == name) return f;
  }
  return nullptr;
}

}  // namespace

CLI::App* add_import_command(CLI::App& app, ImportOptions& o, bool with_formats) {
  auto* cmd = app.add_subcommand(
      "import", "Read another tool's position or map into a format-1 file (docs/import.md)");
  if (!with_formats) return cmd;
  cmd->require_subcommand(1);
  for (const game::Importer* f : import_formats()) {
    auto* sub = cmd->add_subcommand(std::string(f->name), std::string(f->description));
    sub->add_option("source", o.source, std::string(f->source_help) + " (- reads standard input)")
        ->required();
    sub->add_option("-o,--output", o.output, "File to write (default: standard output)");
    sub->add_option("--name", o.name,
                    "The scenario's name (default: the output's file name, else the source's)");
    const std::string name(f->name);
    sub->callback([&o, name] { o.format = name; });
  }
  return cmd;
}

int run_import(const ImportOptions& o, std::ostream& out, std::ostream& err) {
  const game::Importer* f = find_format(o.format);
  if (f == nullptr) {
    err << "arbiter import: unknown format '" << o.format << "'\n";
    return kExitBadInput;
  }
  std::string name = o.name;
  if (name.empty() && !o.output.empty()) name = std::filesystem::path(o.output).stem().string();
  std::error_code ec;
  if (name.empty() && o.source != "-" && std::filesystem::is_regular_file(o.source, ec)) {
    name = std::filesystem::path(o.source).stem().string();
  }
  if (name.empty()) name = std::string(f->default_name);
  std::string text;
  try {
    text = f->convert(o.source, name);
  } catch (const scenario::ScenarioError& e) {
    err << game::terminal_safe(e.what()) << "\n";
    return kExitBadInput;
  }
  if (o.output.empty()) {
    out << game::json_terminal_safe(text);
    return kExitOk;
  }
  try {
    write_file_atomically(o.output, text);
  } catch (const WriteError& e) {
    err << "arbiter import: " << game::terminal_safe(e.what()) << "\n";
    return kExitBadInput;
  }
  out << game::terminal_safe("wrote " + o.output) << "\n";
  return kExitOk;
}

}  // namespace arbiter::cli
