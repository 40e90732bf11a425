// `arbiter import vgb`: real scenarios in (Virtual Gloomhaven Board layouts with Gloomhaven
// Secretariat monster data), as round files. A subcommand of `import` (import.cpp) with
// options of its own; the layouts are read by the game that imports them, through the
// registry (game::LayoutImporter), and this file writes what it returns.
#include "solver/cli/import_vgb.hpp"

#include <CLI/CLI.hpp>
#include <iostream>

#include "solver/cli/atomic_file.hpp"
#include "solver/cli/commands.hpp"
#include "solver/game/import_text.hpp"
#include "solver/games/games.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::cli {

namespace {

int exit_status(game::Outcome o) {
  switch (o) {
    case game::Outcome::Ok:
      return kExitOk;
    case game::Outcome::Failures:
      return kExitFailures;
    case game::Outcome::BadInput:
      break;
  }
  return kExitBadInput;
}

}  // namespace

int run_import_vgb(const VgbOptions& o, std::ostream& out, std::ostream& err) {
  const game::LayoutImporter& layouts = *games::layout_importer();
  const std::vector<std::string> files = layouts.files(o.files);
  // The batch and cross-check reports, their text made safe for a terminal line by line.
  game::TerminalSafeStream safe_out(out), safe_err(err);
  if (o.cross_check) return exit_status(layouts.cross_check(o.request, files, safe_out, safe_err));
  if (o.batch || files.size() != 1) {
    if (!o.output.empty()) {
      err << "import vgb: -o writes one file; with several files use --batch without -o\n";
      return kExitBadInput;
    }
    return exit_status(layouts.batch(o.request, files, safe_out, safe_err));
  }
  if (o.request.data.empty()) {
    err << "import vgb: needs --data DIR (the Gloomhaven Secretariat data folder) for the "
           "monsters' stat cards and ability decks\n";
    return kExitBadInput;
  }
  try {
    const auto imported = layouts.import_one(o.request, files[0]);
    for (const std::string& w : imported.warnings)
      err << game::terminal_safe("warning: " + w) << "\n";
    if (o.output.empty() || o.output == "-") {
      out << game::json_terminal_safe(imported.text);
    } else {
      write_file_atomically(o.output, imported.text);
      out << game::terminal_safe("wrote " + o.output + ": " + imported.summary + ", ")
          << o.request.characters << " characters, level " << o.request.level << "\n";
    }
    return kExitOk;
  } catch (const scenario::ScenarioError& e) {
    err << game::terminal_safe(e.what()) << "\n";
    return kExitBadInput;
  } catch (const WriteError& e) {
    err << game::terminal_safe(e.what()) << "\n";
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
  cmd->add_option("--characters", o.request.characters,
                  "Number of characters (standees, boss hit points)")
      ->check(CLI::Range(1, 4));
  cmd->add_option("--level", o.request.level,
                  "Scenario level: monster level, trap and hazardous damage")
      ->check(CLI::Range(0, 7));
  cmd->add_option("--data", o.request.data,
                  "Gloomhaven Secretariat data folder (its <edition>/monster/ files)");
  cmd->add_option("--card", o.request.cards,
                  "This round's card of a monster type: TYPE=ID (the GHS key or the type's name "
                  "as the file writes it, and the cardId, e.g. bandit-guard=517 or "
                  "\"Bandit Guard=517\"); types not named draw one with --seed");
  cmd->add_option("--seed", o.request.seed, "Seed of the card draws (stated in the file's notes)");
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
