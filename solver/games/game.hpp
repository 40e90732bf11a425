// The per-game dispatch: every command (solve, check, render, lint) loads a file with
// load_file, which reads the envelope's `game` and hands the file to that game's loader
// section; the result is a LoadedScenario, and the command talks to it only through the
// virtual functions below. A new game adds one Game entry (games.cpp) and one
// LoadedScenario implementation; the CLI and the batch check do not change.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "pathing/hex.hpp"
#include "solver/games/workspace.hpp"
#include "solver/lint/finding.hpp"
#include "solver/report/picture.hpp"

namespace arbiter::games {

// Whether text output draws the board: Auto draws it up to auto_board_hexes hexes.
enum class BoardMode : std::uint8_t { Auto, Always, Never };

struct SolveRequest {
  std::optional<std::string> rules;  // a rule set of the file's game; nullopt: the file's own
  bool json = false;                 // one JSON object (a line) instead of text
  bool color = false;                // ANSI colour in text
  // A hex to explain, in the file's coordinates.
  std::optional<pathing::Coord> explain_hex;
  // Why each option ranks where it does, when the game explains its ranking.
  bool explain = false;
  // Gloomhaven: the numbered trace of every step (`--trace`) after the explanation.
  bool trace = false;
  // "A,B" for --explain-sight (figure ids or COL,ROW hexes); Gloomhaven only.
  std::optional<std::string> explain_sight;
  BoardMode board = BoardMode::Always;
  std::size_t auto_board_hexes = 0;
  // Gloomhaven round files (`arbiter round`): the players' choices by key (over the file's
  // `round.choose`), and --branches, every combination of them up to max_branches paths.
  std::map<std::string, int> choose;
  bool branches = false;
  std::size_t max_branches = 1000;
  // --crop N: the text board only within N hexes of the action (games that can crop).
  int crop = -1;
  // --overlay: the acting figure's sight, reach and attack range on the text board (games
  // whose draws_overlays() is true).
  report::OverlaySet overlays;
};

// One (scenario, rule set) comparison with the file's `expect`.
struct CheckCase {
  bool pass = false;
  nlohmann::ordered_json expected = nlohmann::ordered_json::array();
  nlohmann::ordered_json got = nlohmann::ordered_json::array();
  std::string expected_text, got_text;  // indented lines, for the text output
};

// A check that compares facts as lines ("best [1, 0] E1", "absent ..."): both sides sorted,
// the case passes when they are equal, each line listed as it is in both outputs.
CheckCase compare_facts(std::vector<std::string> want, std::vector<std::string> got);

class LoadedScenario {
 public:
  virtual ~LoadedScenario() = default;
  virtual std::string_view game() const = 0;
  virtual const std::string& name() const = 0;
  // The rule sets `expect` names, in the game's own order of rule sets.
  virtual std::vector<std::string> expected_rule_sets() const = 0;
  // The decision as text (board, ranking, explanation) or as one JSON line.
  virtual std::string solve(const SolveRequest& r, Workspace& ws) const = 0;
  virtual std::string render_svg(const std::optional<std::string>& rules, bool legend,
                                 Workspace& ws) const = 0;
  // render --crop N: only the hexes within N of the action. Games that cannot crop draw
  // the whole map (the default, so that a game need not implement it).
  virtual std::string render_svg_cropped(const std::optional<std::string>& rules, bool legend,
                                         int crop, Workspace& ws) const {
    (void)crop;
    return render_svg(rules, legend, ws);
  }
  // --overlay: whether this game draws the acting figure's sight, reach and range, and the
  // picture with them (the default: without, so that a game need not implement it).
  virtual bool draws_overlays() const { return false; }
  virtual std::string render_svg_overlaid(const std::optional<std::string>& rules, bool legend,
                                          int crop, const report::OverlaySet& overlays,
                                          Workspace& ws) const {
    (void)overlays;
    return crop >= 0 ? render_svg_cropped(rules, legend, crop, ws) : render_svg(rules, legend, ws);
  }
  // `render`: the picture (crop < 0: the whole map) written to `out` as it is drawn. Games
  // whose maps stay small write render_svg's string (the default); Gloomhaven streams, and
  // refuses to draw a whole map too large to look at (gloomhaven::report::kMaxRenderHexes).
  virtual void write_svg(std::ostream& out, const std::optional<std::string>& rules, bool legend,
                         int crop, Workspace& ws) const {
    out << (crop >= 0 ? render_svg_cropped(rules, legend, crop, ws)
                      : render_svg(rules, legend, ws));
  }
  // Solves under `rules` (one of expected_rule_sets()) and compares with `expect`.
  virtual CheckCase check(const std::string& rules, Workspace& ws) const = 0;
  virtual std::vector<lint::Finding> lint(Workspace& ws) const = 0;

  // `check --update`. The file's own rule set (its `rules`), or empty when it names none.
  virtual std::string file_rule_set() const = 0;
  // The answers under `rules` in the form of this game's `expect` entry, and whether the
  // file's `expect` already says exactly that. Every game writes its own `expect`, so that
  // `check --update` has one path for all of them.
  struct ExpectUpdate {
    nlohmann::ordered_json value;
    bool unchanged = false;
  };
  virtual ExpectUpdate expect_update(const std::string& rules, Workspace& ws) const = 0;
  // `solve --rules all` in text: whether each rule set's answer fits on one line, drawn from
  // expect_update's value (a list of options, or a round's order and ends); games whose
  // answers do not (the default) print their full text per rule set.
  virtual bool one_line_per_rule_set() const { return false; }

 protected:
  // What every expect_update starts from: the file's entry for rule set `rs` of its `expect`
  // (rule set index -> expectation), or nullptr, and in `u` whether it passes as it is.
  template <class Expectation>
  const Expectation* expectation_for(const std::map<int, Expectation>& expect, int rs,
                                     const std::string& rules, Workspace& ws,
                                     ExpectUpdate& u) const {
    const auto it = expect.find(rs);
    const Expectation* e = it == expect.end() ? nullptr : &it->second;
    u.unchanged = e != nullptr && check(rules, ws).pass;
    return e;
  }
};

// `arbiter new`: what the writer asked for; an option left unset takes the game's default.
// A game refuses an option that means nothing for it (a Grumblestone board is always 6 x 6)
// by throwing OptionError, so that nothing is silently ignored.
struct NewRequest {
  std::string name;
  std::optional<int> columns, rows;        // the map's size
  std::optional<std::string> coordinates;  // how the file writes its cells
  std::optional<int> players;              // players (guilds) around the table
};
struct OptionError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;  // "--columns: ..."
};
// The starting file and what `new` says of it after "wrote FILE: " ("a 7 x 5 even-q map,
// character C1 at [0, 2], monster M1 at [6, 2]"). The text loads with the game's loader and
// solves; its `notes` say what to edit.
struct StartingFile {
  std::string text;
  std::string summary;
};
// `arbiter show`: a file drawn with the game's own text board. `heading` and `listing` are
// whole lines; `new` prints the board alone under its summary.
struct Sketch {
  std::string heading, board, listing;
};
// How `show` draws the board, as `solve` does: --board auto|always|never and --crop N.
struct SketchOptions {
  bool color = false;
  BoardMode board = BoardMode::Always;
  // Auto: a map of more hexes than this is drawn cropped to the acting figure (kAutoCrop
  // hexes around it, or --crop), or not at all when even that is too large; a line says so.
  std::size_t auto_board_hexes = 0;
  int crop = -1;  // >= 0: only the hexes within N hexes of the acting figure (hex games)
};

struct Game {
  std::string_view name;                    // the envelope's `game`
  std::span<const std::string_view> rules;  // its rule sets, the default first
  // The game's loader section: `root` is the parsed file (an object whose `game` is name).
  std::unique_ptr<LoadedScenario> (*load)(const nlohmann::json& root, const std::string& file);
  // `arbiter new`. Throws OptionError for an option this game refuses.
  StartingFile (*starting_file)(const NewRequest& r);
  // `arbiter show`: `root` is the parsed file. Throws scenario::ScenarioError.
  Sketch (*sketch)(const nlohmann::json& root, const std::string& file, const SketchOptions& o);
};

// Every game, in the order of scenario::kGames.
std::span<const Game> all_games();
const Game* find_game(std::string_view name);
// The game whose rule sets include `rules`, or nullptr.
const Game* game_of_rule_set(std::string_view rules);
// "gloomhaven, jotl, ..., heroscape, ..." (every game's rule sets).
std::string rule_set_list();

// Reads, parses and loads a file of any game. Throws scenario::ScenarioError.
std::unique_ptr<LoadedScenario> load_text(std::string_view text, const std::string& file);
std::unique_ptr<LoadedScenario> load_file(const std::string& path);

// True for a Gloomhaven round file (`arbiter round`).
bool is_round(const LoadedScenario& s);

// The game a parsed file names, for commands that read a file before loading it (`show`):
// the game of its `game`, and Gloomhaven's otherwise, whose loader reports a missing or
// unknown game with the list of games (as load_text does).
const Game& game_of(const nlohmann::json& root);

// The game-specific loaders (games/<game>.cpp).
std::unique_ptr<LoadedScenario> load_gloomhaven(const nlohmann::json& root,
                                                const std::string& file);
std::unique_ptr<LoadedScenario> load_heroscape(const nlohmann::json& root, const std::string& file);
std::unique_ptr<LoadedScenario> load_arcadia(const nlohmann::json& root, const std::string& file);
std::unique_ptr<LoadedScenario> load_grumblestone(const nlohmann::json& root,
                                                  const std::string& file);

// Each game's `new` and `show` (games/<game>.cpp).
StartingFile new_gloomhaven(const NewRequest& r);
StartingFile new_heroscape(const NewRequest& r);
StartingFile new_arcadia(const NewRequest& r);
StartingFile new_grumblestone(const NewRequest& r);
Sketch sketch_gloomhaven(const nlohmann::json& root, const std::string& file,
                         const SketchOptions& o);
Sketch sketch_heroscape(const nlohmann::json& root, const std::string& file,
                        const SketchOptions& o);
Sketch sketch_arcadia(const nlohmann::json& root, const std::string& file, const SketchOptions& o);
Sketch sketch_grumblestone(const nlohmann::json& root, const std::string& file,
                           const SketchOptions& o);

}  // namespace arbiter::games
