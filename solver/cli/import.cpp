// `arbiter import`: the formats of other tools read into format 1. One table row a format.
#include "solver/cli/import.hpp"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string_view>

#include "solver/cli/atomic_file.hpp"
#include "solver/cli/commands.hpp"
#include "solver/cli/import_text.hpp"
#include "solver/gloomhaven/import/monster_mover.hpp"
#include "solver/heroscape/import/virtualscape.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::cli {

namespace {

// Refuses what is not a regular file (a fifo would be waited on for ever, a device read
// without end): standard input is "-".
void require_regular_file(const std::string& path) {
  std::error_code ec;
  const auto st = std::filesystem::status(path, ec);
  if (std::filesystem::is_directory(st))
    throw scenario::ScenarioError(path, "(file)", "is a folder, not a file");
  if (std::filesystem::exists(st) && !std::filesystem::is_regular_file(st))
    throw scenario::ScenarioError(path, "(file)",
                                  "is not a regular file (a fifo or a device); import reads "
                                  "files, or standard input as -");
}

// Reads at most `limit` bytes of `path` ("-": standard input); more is refused, with the
// limit named, before anything else is read.
std::string read_bounded(const std::string& path, std::size_t limit) {
  const std::string shown = scenario::display_name(path);
  std::ifstream file;
  std::istream* in = &std::cin;
  if (path != "-") {
    require_regular_file(path);
    file.open(path, std::ios::binary);
    if (!file) throw scenario::ScenarioError(shown, "(file)", "cannot be read (no such file?)");
    in = &file;
  }
  std::string text(limit + 1, '\0');
  in->read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in->gcount()));
  if (text.size() > limit) {
    throw scenario::ScenarioError(
        shown, "(file)", "larger than an import reads (limit " + std::to_string(limit) + " bytes)");
  }
  return text;
}

// A Monster Mover source is a link unless a file of that name exists (or it is "-").
std::string monster_mover(const std::string& source, const std::string& name) {
  std::error_code ec;
  const bool file = source == "-" || std::filesystem::exists(source, ec);
  if (file) {
    const std::string text = read_bounded(source, gloomhaven::monster_mover::kMaxLinkChars);
    return gloomhaven::monster_mover::import_link(text, name, scenario::display_name(source));
  }
  if (source.find("://") == std::string::npos && source.find('/') == std::string::npos &&
      source.find('.') != std::string::npos) {
    throw scenario::ScenarioError(source, "(file)",
                                  "no such file, and not a Monster Mover link either");
  }
  return gloomhaven::monster_mover::import_link(source, name, "link");
}

std::string virtualscape(const std::string& source, const std::string& name) {
  const std::string bytes = read_bounded(source, heroscape::virtualscape::kMaxFileBytes);
  return heroscape::virtualscape::import_file(bytes, name, scenario::display_name(source));
}

struct ImportFormat {
  std::string_view name;          // the subcommand
  std::string_view source_help;   // what SOURCE is
  std::string_view description;   // the subcommand's line in --help
  std::string_view default_name;  // when neither -o nor the source gives one
  std::string (*convert)(const std::string& source, const std::string& name);
};

// The formats `arbiter import` reads.
constexpr ImportFormat kImportFormats[] = {
    {"monster-mover", "A link shared by the Gloomhaven Monster Mover, or a file holding one",
     "A Gloomhaven Monster Mover link as a Gloomhaven turn file", "monster-mover", &monster_mover},
    {"virtualscape", "A Virtualscape map file (.hsc)",
     "A Virtualscape Heroscape map (.hsc) as a Heroscape file", "virtualscape-map", &virtualscape},
};

const ImportFormat* find_format(std::string_view name) {
  for (const ImportFormat& f : kImportFormats) {
    if (f.name == name) return &f;
  }
  return nullptr;
}

}  // namespace

CLI::App* add_import_command(CLI::App& app, ImportOptions& o) {
  auto* cmd = app.add_subcommand(
      "import", "Read another tool's position or map into a format-1 file (docs/import.md)");
  cmd->require_subcommand(1);
  for (const ImportFormat& f : kImportFormats) {
    auto* sub = cmd->add_subcommand(std::string(f.name), std::string(f.description));
    sub->add_option("source", o.source, std::string(f.source_help) + " (- reads standard input)")
        ->required();
    sub->add_option("-o,--output", o.output, "File to write (default: standard output)");
    sub->add_option("--name", o.name,
                    "The scenario's name (default: the output's file name, else the source's)");
    const std::string name(f.name);
    sub->callback([&o, name] { o.format = name; });
  }
  return cmd;
}

int run_import(const ImportOptions& o, std::ostream& out, std::ostream& err) {
  const ImportFormat* f = find_format(o.format);
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
    err << games::terminal_safe(e.what()) << "\n";
    return kExitBadInput;
  }
  if (o.output.empty()) {
    out << json_terminal_safe(text);
    return kExitOk;
  }
  try {
    write_file_atomically(o.output, text);
  } catch (const WriteError& e) {
    err << "arbiter import: " << games::terminal_safe(e.what()) << "\n";
    return kExitBadInput;
  }
  out << games::terminal_safe("wrote " + o.output) << "\n";
  return kExitOk;
}

}  // namespace arbiter::cli
