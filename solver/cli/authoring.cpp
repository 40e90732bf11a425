// Writing a position quickly: `arbiter new` writes a valid starting file and draws its
// labelled grid, so that no one works out offset neighbours by hand; `arbiter show` draws a
// file's board with its coordinates while the figures and turn are still being written.
// Both go through the game's hooks (game::Game::starting_file, sketch): one path for every
// game.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "solver/cli/atomic_file.hpp"
#include "solver/cli/commands.hpp"
#include "solver/game/terminal_text.hpp"
#include "solver/games/games.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::cli {

bool use_color(bool no_color, bool force_color, const std::ostream& out) {
  if (no_color) return false;
  if (force_color) return true;
  // https://no-color.org: a non-empty NO_COLOR turns colour off unless asked for.
  const char* env = std::getenv("NO_COLOR");
  if (env != nullptr && *env != '\0') return false;
  return game::stdout_is_terminal() && &out == &std::cout;
}

int run_new(const NewOptions& o, std::ostream& out, std::ostream& err) {
  const game::Game* g = games::find_game(o.game);
  if (g == nullptr) {
    std::string names;
    for (const game::Game& x : games::all_games())
      names += (names.empty() ? "" : ", ") + std::string(x.name);
    err << "arbiter new: --game: unknown game '" << o.game << "' (" << names << ")\n";
    return kExitBadInput;
  }
  const bool to_stdout = o.file == "-";
  game::NewRequest r = o.request;
  if (r.name.empty())
    r.name = to_stdout ? "new-position" : std::filesystem::path(o.file).stem().string();
  if (r.name.empty()) r.name = "new-position";
  // What is written must load and be drawn: the starting file is a valid position by
  // construction, and the game's own loader says so before anything is written.
  const std::string shown = scenario::display_name(o.file);
  game::StartingFile start;
  game::Sketch sketch;
  try {
    start = g->starting_file(r);
    games::load_text(start.text, shown);
    game::SketchOptions so;
    so.color = use_color(o.no_color, false, out);
    sketch = g->sketch(scenario::parse_json(start.text, shown), shown, so);
  } catch (const game::OptionError& e) {
    err << "arbiter new: " << e.what() << " (--game " << g->name << ")\n";
    return kExitBadInput;
  } catch (const scenario::ScenarioError& e) {
    err << e.what() << "\n";
    return kExitBadInput;
  }
  if (to_stdout) {
    out << start.text;
    return kExitOk;
  }
  std::error_code ec;
  if (std::filesystem::exists(o.file, ec) && !o.force) {
    err << o.file << ": (file): already exists; --force overwrites it\n";
    return kExitBadInput;
  }
  try {
    write_file_atomically(o.file, start.text);
  } catch (const WriteError& e) {
    err << e.what() << "\n";
    return kExitBadInput;
  }
  out << "wrote " << o.file << ": " << start.summary << "\n"
      << game::terminal_safe(sketch.board, use_color(o.no_color, false, out));
  out << "next: edit " << o.file << " (docs/format.md), then arbiter show " << o.file
      << ", arbiter solve " << o.file << "\n";
  return kExitOk;
}

int run_show(const ShowOptions& o, std::ostream& out, std::ostream& err) {
  const std::string file = scenario::display_name(o.file);
  try {
    const nlohmann::json root = scenario::parse_json(scenario::read_file_text(o.file), file);
    game::SketchOptions so;
    so.color = use_color(o.no_color, o.force_color, out);
    so.board = o.board == "always"  ? game::BoardMode::Always
               : o.board == "never" ? game::BoardMode::Never
                                    : game::BoardMode::Auto;
    so.auto_board_hexes = kAutoBoardHexes;
    so.crop = o.crop;
    const game::Sketch k = games::game_of(root).sketch(root, file, so);
    out << game::terminal_safe(k.heading + k.board + k.listing, so.color);
  } catch (const scenario::ScenarioError& e) {
    err << e.what() << "\n";
    return kExitBadInput;
  }
  return kExitOk;
}

}  // namespace arbiter::cli
