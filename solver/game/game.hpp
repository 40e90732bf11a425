// The game interface, shared below the games: every command (solve, check, render, lint)
// loads a file through the registry (solver/games/games.hpp), which reads the envelope's
// `game` and hands the file to that game's loader; the result is a LoadedScenario, and the
// command talks to it only through the virtual functions below. Each game implements them
// in its own folder (solver/<game>/adapter.cpp) and describes itself in one Game entry;
// the CLI, the server and the batch check name no game.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "pathing/hex.hpp"
#include "solver/game/workspace.hpp"
#include "solver/lint/finding.hpp"
#include "solver/report/picture.hpp"
#include "solver/scenario/rule_sets.hpp"

namespace arbiter::game {

// `--board auto` past its limit crops the board to this many hexes around the action.
inline constexpr int kAutoCrop = 3;

// Whether text output draws the board: Auto draws it up to auto_board_hexes hexes.
enum class BoardMode : std::uint8_t { Auto, Always, Never };

struct SolveRequest {
  std::optional<std::string> rules;  // a rule set of the file's game; nullopt: the file's own
  bool json = false;                 // solve(): one JSON object (a line) instead of text
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
  // --all: every entry of the text lists that are otherwise cut to their first ones (each
  // cut list ends with a line saying how many more there are: report::more_line).
  bool all = false;
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
  // A round file (`arbiter round`): the monsters' part of a whole round, not a single turn.
  virtual bool is_round() const { return false; }
  virtual const std::string& name() const = 0;
  // The rule sets `expect` names, in the game's own order of rule sets.
  virtual std::vector<std::string> expected_rule_sets() const = 0;
  // The decision as text (board, ranking, explanation).
  virtual std::string solve_text(const SolveRequest& r, Workspace& ws) const = 0;
  // The decision as one JSON object (r.json is not read): what `solve --format json` prints
  // on one line and what the server's answer holds, built once as a value so that neither
  // reads the other's text.
  virtual nlohmann::ordered_json solve_json(const SolveRequest& r, Workspace& ws) const = 0;
  // solve_json(r, ws).dump(), the line the command prints: a game whose largest answers
  // run to millions of values writes the same bytes without building them (the values and
  // their memory cost several times the search that found them).
  virtual std::string solve_json_text(const SolveRequest& r, Workspace& ws) const {
    return solve_json(r, ws).dump();
  }
  // As the command line prints it: with r.json the object on one line, else the text.
  std::string solve(const SolveRequest& r, Workspace& ws) const;
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
// A solve's text board follows the same options (games that draw it as `show` does).
inline SketchOptions sketch_options(const SolveRequest& r) {
  return SketchOptions{r.color, r.board, r.auto_board_hexes, r.crop};
}

// `arbiter import NAME SOURCE`: a format another tool writes, read into one of this game's
// files. The command line reads SOURCE's options the same way for every format.
struct Importer {
  std::string_view name;          // the subcommand
  std::string_view source_help;   // what SOURCE is
  std::string_view description;   // the subcommand's line in --help
  std::string_view default_name;  // when neither -o nor the source gives one
  // SOURCE (a file, "-" for standard input, or a link where the format takes one) as the
  // text of a format-1 file named `name`. Throws scenario::ScenarioError.
  std::string (*convert)(const std::string& source, const std::string& name) = nullptr;
};

// `arbiter generate`: a large deterministic position (benchmarks, batch runs).
struct GenerateRequest {
  int columns = 100, rows = 100, figures = 10;
  unsigned seed = 1;
  std::string attack;  // one of Generator::attacks
  int move = 4;
};
struct Generator {
  std::span<const std::string_view> attacks;  // the acting figure's abilities, default first
  // The file's text. Throws std::invalid_argument for a request it cannot meet.
  std::string (*generate)(const GenerateRequest& r) = nullptr;
};

// Real scenarios from another tool's layouts with its monster data (`arbiter import vgb`,
// and the server's scenario library, `arbiter serve --vgb DIR --data DIR`).
struct LayoutRequest {
  int characters = 3;
  int level = 1;
  std::string data;                // the monster data folder
  std::vector<std::string> cards;  // "TYPE=ID": this round's card of a monster type
  std::uint64_t seed = 1;          // the other types' card draws
};
// What a layout command ends with, as the command line's exit status reads it.
enum class Outcome : std::uint8_t { Ok, Failures, BadInput };
struct LayoutImporter {
  // The layout files under `paths` (folders searched recursively), sorted per folder.
  std::vector<std::string> (*files)(const std::vector<std::string>& paths) = nullptr;
  // A layout's number and title.
  std::pair<int, std::string> (*title)(const std::string& file) = nullptr;
  // A layout imported as a round file's text (what is written loads), and the words the
  // command prints of it ("scenario 901 (Two Rooms), 19 hexes, 1 doors").
  struct Imported {
    std::string text, summary;
    // What the importer repaired or where its sources disagree: shown, never silent.
    std::vector<std::string> warnings;
  };
  Imported (*import_one)(const LayoutRequest& r, const std::string& file) = nullptr;
  // Every monster type's ability deck of a layout, as JSON.
  nlohmann::json (*decks)(const LayoutRequest& r, const std::string& file) = nullptr;
  // Import, load back and lint every file, one line a file and the refusals' reasons.
  Outcome (*batch)(const LayoutRequest& r, const std::vector<std::string>& files, std::ostream& out,
                   std::ostream& err) = nullptr;
  // Compare each layout's standees with the data's own room lists.
  Outcome (*cross_check)(const LayoutRequest& r, const std::vector<std::string>& files,
                         std::ostream& out, std::ostream& err) = nullptr;
};

struct Game {
  std::string_view name = {};                    // the envelope's `game`
  std::span<const std::string_view> rules = {};  // its rule sets, the default first
  // The same rule sets with a line on each (`arbiter rules`, the page); both lists are
  // derived from the game's one array of rule profiles (its rules.hpp).
  std::span<const scenario::RuleSetInfo> rule_sets = {};
  // The game's loader section: `root` is the parsed file (an object whose `game` is name).
  std::unique_ptr<LoadedScenario> (*load)(const nlohmann::json& root,
                                          const std::string& file) = nullptr;
  // `arbiter new`. Throws OptionError for an option this game refuses.
  StartingFile (*starting_file)(const NewRequest& r) = nullptr;
  // `arbiter show`: `root` is the parsed file. Throws scenario::ScenarioError.
  Sketch (*sketch)(const nlohmann::json& root, const std::string& file,
                   const SketchOptions& o) = nullptr;
  // What the game offers beyond the interface's common part, for the commands' messages
  // ("--overlay draws on gloomhaven files"): whether its files draw overlays, explain sight
  // between two hexes (--explain-sight), and play a whole round (`arbiter round`), where
  // `round_files` says which of its files do and `round_format` where the format describes
  // them.
  bool draws_overlays = false;
  bool explains_sight = false;
  std::string_view round_files = {}, round_format = {};
  // The server's overlays of a position (`overlays=1`): the acting figure's sight, reach
  // and range as JSON, or null when they cost more than the solve they decorate. nullptr
  // for a game that draws none.
  nlohmann::json (*overlays)(const nlohmann::json& root, const std::string& file,
                             const std::string& rules) = nullptr;
  // The formats `arbiter import` reads into this game's files, and `arbiter generate` when
  // the game writes generated positions (nullptr otherwise).
  std::span<const Importer> importers = {};
  const Generator* generator = nullptr;
  const LayoutImporter* layouts = nullptr;
};

}  // namespace arbiter::game
