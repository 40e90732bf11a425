// The `arbiter` command: solve, round, check, lint, render, generate, new, show, import,
// rules, completions, man, serve. Exit status: 0 success, 1 check failures (lint: errors), 2 bad
// input or usage, 3 a solve stopped at --time-limit. Compiled with the other commands (in
// their batch) rather than in main.cpp, so that CLI11 and the JSON headers are read once.
#include "solver/cli/app.hpp"

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <iostream>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/cli/commands.hpp"
#include "solver/cli/docs_gen.hpp"
#include "solver/cli/import.hpp"
#include "solver/cli/import_vgb.hpp"
#include "solver/cli/rules_command.hpp"
#include "solver/games/games.hpp"
#include "solver/scenario/json_reader.hpp"
#include "solver/serve/server.hpp"

namespace {

// An allocation that fails inside a function that may not throw (nlohmann::json builds its
// values in some) ends in std::terminate, past every catch. Out of memory is then still
// said plainly, without allocating, with exit status 2; anything else aborts as before.
[[noreturn]] void say_out_of_memory_on_terminate() {
  if (const std::exception_ptr e = std::current_exception()) {
    try {
      std::rethrow_exception(e);
    } catch (const std::bad_alloc&) {
      static constexpr char kMessage[] =
          "arbiter: out of memory: the input needs more memory than this machine gives "
          "(docs/format.md, \"Limits\")\n";
      (void)!::write(STDERR_FILENO, kMessage, sizeof kMessage - 1);
      ::_exit(arbiter::cli::kExitBadInput);
    } catch (...) {
    }
  }
  std::abort();
}

}  // namespace

namespace arbiter::cli {
namespace {

// The command line: every command's options, registered in the order --help, the man page
// and the completions list them, then parsed and run. One method per command.
class CommandLine {
 public:
  CommandLine(int argc, char** argv) : first_(argc > 1 ? argv[1] : "") {
    lazy_ = first_ == "init" ||
            std::find(std::begin(kLazy), std::end(kLazy), first_) != std::end(kLazy);
    if (first_ == "init") first_ = "new";
    app.require_subcommand(1);
    app.set_version_flag("--version", "arbiter 0.1.0");
    // Every option's default shows in --help and in the man page.
    app.option_defaults()->always_capture_default();
    add_solve();
    add_round();
    add_check();
    add_lint();
    add_render();
    add_generate();
    add_new();
    add_show();
    add_import();
    rules_cmd = add_rules_command(app, rules_options, choices);
    add_docs();
    add_serve();
  }

  // The exit status of a failed parse (usage printed), or nullopt to run the command.
  std::optional<int> parse(int argc, char** argv) {
    // An unknown first word is most often a misspelt command: say so, with the list.
    if (argc > 1 && argv[1][0] != '-') {
      if (const auto msg = unknown_command_message(app, argv[1])) {
        std::cerr << *msg << "\n";
        return kExitBadInput;
      }
    }
    try {
      app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
      const int code = app.exit(e);
      if (code != 0) {
        for (CLI::App* sub : app.get_subcommands([](CLI::App* a) { return a->parsed(); })) {
          const std::vector<std::string> args(argv + 2, argv + argc);
          for (const auto& hint : misspelt_flag_hints(*sub, args)) std::cerr << hint << "\n";
        }
      }
      return code == 0 ? kExitOk : kExitBadInput;
    }
    return std::nullopt;
  }

  // The VGB layouts that ship with Arbiter (data/vgb/scenarios/ of the clone), found from
  // the program's own place: build/arbiter or any folder one level below the clone. Empty
  // when not there (an installed copy without the data).
  static std::string shipped_layouts() {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (ec) return {};
    for (const fs::path& dir : {exe.parent_path(), exe.parent_path().parent_path()})
      if (const fs::path p = dir / "data" / "vgb" / "scenarios"; fs::is_directory(p, ec))
        return p.string();
    return {};
  }

  int run(int argc, char** argv, ServeCommand serve_command) {
    arbiter::scenario::set_file_size_limit(max_file_size);
    // Every command bounds its memory before asking for it (docs/format.md, "Limits"); an
    // allocation that fails all the same (a machine with less memory than the limits assume)
    // is a clear error and exit status 2, never an abort.
    try {
      if (solve_cmd->parsed()) return run_solve(solve, std::cout, std::cerr);
      if (round_cmd->parsed()) return run_solve(round, std::cout, std::cerr);
      if (check_cmd->parsed()) {
        check.progress = ::isatty(STDERR_FILENO) == 1;
        check.jobs_given = jobs_opt->count() > 0;
        return run_check(check, std::cout, std::cerr);
      }
      if (lint_cmd->parsed()) return run_lint(lint, std::cout, std::cerr);
      if (render_cmd->parsed()) return run_render(render, std::cout, std::cerr);
      if (generate_cmd->parsed()) return run_generate(generate, std::cout, std::cerr);
      if (serve_cmd->parsed()) {
        if (!serve.data_dir.empty() && serve.vgb_dir.empty()) {
          serve.vgb_dir = shipped_layouts();
          if (serve.vgb_dir.empty()) {
            std::cerr << "serve: --data without --vgb uses the layouts shipped in the "
                         "repository's data/vgb/scenarios/, not found beside this program; "
                         "pass --vgb DIR\n";
            return kExitBadInput;
          }
        }
        return serve_command(serve, argc, argv, std::cout, std::cerr);
      }
      if (new_cmd->parsed()) {
        if (new_columns_opt->count()) fresh.request.columns = new_columns;
        if (new_rows_opt->count()) fresh.request.rows = new_rows;
        if (new_coordinates_opt->count()) fresh.request.coordinates = new_coordinates;
        if (new_players_opt->count()) fresh.request.players = new_players;
        return run_new(fresh, std::cout, std::cerr);
      }
      if (show_cmd->parsed()) return run_show(show, std::cout, std::cerr);
      if (import_vgb_cmd != nullptr && import_vgb_cmd->parsed())
        return run_import_vgb(vgb_options, std::cout, std::cerr);
      if (import_cmd->parsed()) return run_import(import_options, std::cout, std::cerr);
      if (rules_cmd->parsed()) return run_rules(rules_options, std::cout);
      if (completions_cmd->parsed()) {
        std::cout << (shell == "bash"  ? bash_completion(app, choices)
                      : shell == "zsh" ? zsh_completion(app, choices)
                                       : fish_completion(app, choices));
        return kExitOk;
      }
      if (man_cmd->parsed()) {
        std::cout << man_page(app, choices);
        return kExitOk;
      }
    } catch (const std::bad_alloc&) {
      std::cerr << "arbiter: out of memory: the input needs more memory than this machine "
                   "gives (docs/format.md, \"Limits\")\n";
      return kExitBadInput;
    }
    return kExitBadInput;
  }

 private:
  // Only the command being run needs its options: registering every command's (about a
  // hundred options, each a handful of allocations) cost more CPU than a small solve itself.
  // Every command is still registered by name, so the top level's --help and the misspelt
  // command message are unchanged; the completions and the man page, which read every
  // command's options, are not in kLazy and register everything.
  static constexpr std::string_view kLazy[] = {"solve",    "round", "check", "lint",   "render",
                                               "generate", "new",   "show",  "import", "serve"};
  bool wants_options(std::string_view command) const { return !lazy_ || first_ == command; }

  // Every command that reads scenario files refuses one larger than max_file_size (bytes),
  // before parsing it: an endless stream (/dev/zero, a fifo) is refused at once.
  void add_max_file_size(CLI::App* cmd) {
    cmd->add_option("--max-file-size", max_file_size,
                    "Largest scenario file read, in bytes (suffixes KiB, MiB allowed); larger "
                    "files and endless streams are refused (default 64 MiB)")
        ->transform(CLI::AsSizeValue(false))
        ->check(CLI::PositiveNumber);
  }
  void add_time_limit(CLI::App* cmd, double& seconds) {
    cmd->add_option("--time-limit", seconds,
                    "Stop a file's solve after SECONDS (0: no limit); the file is reported and "
                    "the exit status is 3")
        ->check(CLI::NonNegativeNumber);
  }

  // What solve and round share: the files, the rule set, the output (format, colour, board)
  // and the limits. Each command's own options are added by `own` between the two groups,
  // where --help, the man page and the completions have always listed them.
  template <class Own>
  void add_solve_options(CLI::App* cmd, SolveOptions& o, const std::string& files,
                         const std::string& rules_all, const std::string& board, const Own& own) {
    cmd->add_option("files", o.files, files + " (- reads standard input)")->required();
    cmd->add_option("--rules", o.rules, rule_help + "; all: " + rules_all);
    with_choices(cmd->add_option("--format", o.format, "Output: text or json"), {"text", "json"},
                 choices);
    cmd->add_flag("--no-color", o.no_color, "Plain text even on a terminal");
    cmd->add_flag("--color", o.force_color,
                  "Colour (ANSI) even when the output is not a terminal or NO_COLOR is set");
    own();
    cmd->add_flag("--all", o.all,
                  "List every entry of the text's ranked lists (by default each is cut to its "
                  "first entries, with a line saying how many more there are)");
    with_choices(cmd->add_option("--board", o.board,
                                 board + ": auto (up to " + std::to_string(kAutoBoardHexes) +
                                     " hexes), always, never"),
                 {"auto", "always", "never"}, choices);
    add_time_limit(cmd, o.time_limit);
    add_max_file_size(cmd);
  }

  void add_solve() {
    solve_cmd = app.add_subcommand("solve", "Solve scenario files and print the decision");
    if (!wants_options("solve")) return;
    add_solve_options(
        solve_cmd, solve, "Scenario files", "every rule set of the file's game, one after another",
        "Draw the board in text output", [&] {
          solve_cmd->add_option(
              "--explain-hex", solve.explain_hex,
              "Explain why the hex COL,ROW (in the file's coordinates) is or is not an option");
          solve_cmd->add_flag("--explain", solve.explain,
                              "Explain why each option ranks where it does (Grumblestone)");
          solve_cmd->add_flag("--trace", solve.trace,
                              "After the explanation, every step of the decision numbered as in "
                              "the rules digest (Gloomhaven)");
          solve_cmd->add_option("--explain-sight", solve.explain_sight,
                                "Show the line of sight tested between A and B (figure ids, or "
                                "hexes COL,ROW), e.g. --explain-sight M1,C1 or M1,5,1");
        });
    solve_cmd
        ->add_option("--crop", solve.crop,
                     "Draw only the board's hexes within N hexes of the action (the acting figure, "
                     "focus, options, paths, targets); -1: the whole map (auto: " +
                         std::to_string(arbiter::game::kAutoCrop) + " past the auto limit)")
        ->check(CLI::Range(-1, 1000000));
    solve_cmd->add_option("--overlay", solve.overlay,
                          "Mark on the board the hexes the acting figure sees, can attack this "
                          "turn, can reach this turn: see,range,reach (any of them, or all)");
  }

  void add_round() {
    round.round = true;
    round_cmd = app.add_subcommand(
        "round", "Play the monsters' part of a whole Gloomhaven round and print its timeline");
    if (!wants_options("round")) return;
    add_solve_options(
        round_cmd, round, "Round files", "every rule set, one after another",
        "Draw the end-of-round board", [&] {
          round_cmd->add_option("--choose", round.choose,
                                "The players' choices, KEY=N[,KEY=N...] with the keys the "
                                "timeline prints (over the file's round.choose; default option 1)");
          round_cmd->add_flag("--branches", round.branches,
                              "Every combination of the players' choices: the distinct "
                              "end-of-round boards and how many choice paths lead to each");
          round_cmd
              ->add_option("--max-branches", round.max_branches,
                           "Stop --branches after this many complete choice paths")
              ->check(CLI::Range(std::size_t{1}, std::size_t{1000000}));
        });
  }

  void add_check() {
    check_cmd = app.add_subcommand(
        "check", "Solve every scenario under the rule sets of its `expect` and compare");
    if (!wants_options("check")) return;
    check_cmd
        ->add_option("paths", check.paths,
                     "Scenario files or folders (searched recursively; - reads standard input)")
        ->required();
    check_cmd->add_option("--rules", check.rules,
                          "A rule set, or all (default: every rule set the file's expect names)");
    check_cmd->add_flag("--verbose,-v", check.verbose,
                        "Print every case and every file with no expectation, not only mismatches");
    jobs_opt = check_cmd->add_option(
        "--jobs,-j", check.jobs,
        "Files checked in parallel (default: the number of hardware threads)");
    check_cmd->add_option("--junit", check.junit, "Also write the results as JUnit XML to FILE");
    check_cmd->add_option("--report", check.report, "Also write the results as JSON to FILE");
    check_cmd->add_flag("--update", check.update,
                        "Write the current answers into each file's expect (only the rule-set "
                        "entries that changed; the rest of the file is kept byte for byte)");
    check_cmd->add_flag("--allow-empty", check.allow_empty,
                        "Exit 0 even when no file has an expect to compare (by default such a "
                        "run says so and exits 1)");
    add_time_limit(check_cmd, check.time_limit);
    add_max_file_size(check_cmd);
    check_cmd->footer(
        "Exit status: 0 every case passed (files without expect are skipped); 1 some answer "
        "differs from the file's expect, or no file had an expect to compare (unless "
        "--allow-empty); 2 a file could not be loaded, a folder holds no "
        "scenario files, or bad usage; 3 a file stopped at --time-limit. 2 outranks 3, 3 "
        "outranks 1. Below a folder, names starting with '.' are not read.");
  }

  void add_lint() {
    lint_cmd = app.add_subcommand(
        "lint", "Report layout problems the format allows but that are likely mistakes");
    if (!wants_options("lint")) return;
    lint_cmd->add_option("paths", lint.paths, "Scenario files or folders (searched recursively)")
        ->required();
    with_choices(lint_cmd->add_option("--format", lint.format, "Output: text or json"),
                 {"text", "json"}, choices);
    add_max_file_size(lint_cmd);
  }

  void add_render() {
    render_cmd = app.add_subcommand("render",
                                    "Draw a scenario and its decision as a standalone SVG picture");
    if (!wants_options("render")) return;
    render_cmd->add_option("file", render.file, "Scenario file (- reads standard input)")
        ->required();
    render_cmd->add_option("--rules", render.rules, rule_help);
    render_cmd->add_flag("--round", render.round,
                         "A round file: one panel per move or attack decision of the round, the "
                         "option taken drawn as option 1");
    render_cmd->add_option("-o,--output", render.output, "SVG file to write (default: stdout)");
    render_cmd->add_flag("--no-legend", render.no_legend, "Leave out the legend");
    render_cmd
        ->add_option("--crop", render.crop,
                     "Draw only the hexes within N hexes of the action (the acting figure, "
                     "focus, options, paths, targets); -1: the whole map")
        ->check(CLI::Range(-1, 1000000));
    render_cmd->add_option("--overlay", render.overlay,
                           "Draw the hexes the acting figure sees, can attack this turn, can "
                           "reach this turn: see,range,reach (any of them, or all)");
    add_max_file_size(render_cmd);
    render_cmd
        ->add_option("--max-output-size", render.max_output,
                     "Largest picture in bytes; a larger one is refused before anything is "
                     "written (default 256 MiB)")
        ->check(CLI::PositiveNumber);
  }

  void add_generate() {
    generate_cmd = app.add_subcommand(
        "generate",
        "Write a large deterministic rooms-and-corridors scenario (benchmarks, batch runs)");
    if (!wants_options("generate")) return;
    generate_cmd->add_option("--columns", generate.columns, "Map width in hexes")
        ->check(CLI::Range(2, 4096));
    generate_cmd->add_option("--rows", generate.rows, "Map height in hexes")
        ->check(CLI::Range(2, 4096));
    generate_cmd->add_option("--figures", generate.figures, "Characters and monsters together")
        ->check(CLI::Range(2, 10000));  // the loader's limit
    generate_cmd->add_option("--seed", generate.seed, "Random seed (same seed, same scenario)");
    // The abilities the game that generates positions offers, its default first.
    const auto attacks = arbiter::games::generator()->attacks;
    generate.attack = std::string(attacks.front());
    with_choices(
        generate_cmd->add_option("--attack", generate.attack, "The acting monster's ability"),
        std::vector<std::string>(attacks.begin(), attacks.end()), choices);
    generate_cmd->add_option("--move", generate.move, "Movement points")->check(CLI::Range(0, 100));
    generate_cmd->add_option("-o,--output", generate.output, "File to write (default: stdout)");
  }

  void add_new() {
    new_cmd = app.add_subcommand(
        "new",
        "Write a valid starting position of a game (its board, its figures, a turn) and draw it");
    new_cmd->alias("init");
    if (!wants_options("new")) return;
    std::vector<std::string> game_names;
    for (const auto& g : arbiter::games::all_games()) game_names.emplace_back(g.name);
    new_cmd->add_option("file", fresh.file, "File to write (- prints it instead)")->required();
    new_columns_opt =
        new_cmd
            ->add_option("--columns", new_columns, "Map width in hexes (cells for arcadia-quest)")
            ->check(CLI::Range(2, 200));
    new_rows_opt =
        new_cmd->add_option("--rows", new_rows, "Map height in hexes (cells for arcadia-quest)")
            ->check(CLI::Range(2, 200));
    new_coordinates_opt =
        with_choices(new_cmd->add_option("--coordinates", new_coordinates,
                                         "How the file writes hexes (docs/format.md); square for "
                                         "arcadia-quest, its only system"),
                     {"axial", "odd-q", "even-q", "odd-r", "even-r", "square"}, choices);
    new_players_opt =
        new_cmd
            ->add_option("--players", new_players,
                         "Players around the table: arcadia-quest 1..4 guilds, grumblestone 2..8")
            ->check(CLI::Range(1, 8));
    new_cmd->add_option("--name", fresh.request.name,
                        "The scenario's name (default: the file's stem)");
    with_choices(new_cmd->add_option("--game", fresh.game, "The game of the position"), game_names,
                 choices);
    new_cmd->add_flag("--force", fresh.force, "Overwrite an existing file");
    new_cmd->add_flag("--no-color", fresh.no_color, "Plain text even on a terminal");
  }

  void add_show() {
    show_cmd = app.add_subcommand(
        "show", "Draw a file's board with coordinates (figures and turn may still be missing)");
    if (!wants_options("show")) return;
    show_cmd->add_option("file", show.file, "Scenario file (- reads standard input)")->required();
    show_cmd->add_flag("--no-color", show.no_color, "Plain text even on a terminal");
    show_cmd->add_flag("--color", show.force_color, "Colour even when not on a terminal");
    with_choices(
        show_cmd->add_option("--board", show.board,
                             "Draw the board: auto (up to " + std::to_string(kAutoBoardHexes) +
                                 " hexes, else cropped), always, never"),
        {"auto", "always", "never"}, choices);
    show_cmd
        ->add_option("--crop", show.crop,
                     "Draw only the hexes within N hexes of the acting figure; -1: the whole map")
        ->check(CLI::Range(-1, 1000000));
    add_max_file_size(show_cmd);
  }

  void add_import() {
    import_cmd = add_import_command(app, import_options, wants_options("import"));
    if (wants_options("import")) import_vgb_cmd = add_import_vgb(*import_cmd, vgb_options);
  }

  void add_docs() {
    completions_cmd = app.add_subcommand(
        "completions", "Print a shell completion script (e.g. arbiter completions bash > file)");
    with_choices(completions_cmd->add_option("shell", shell, "The shell")->required(),
                 {"bash", "zsh", "fish"}, choices);
    man_cmd = app.add_subcommand("man", "Print the man page (roff): arbiter man | man -l -");
  }

  void add_serve() {
    serve_cmd = app.add_subcommand(
        "serve", "Serve the interactive page and its JSON API over HTTP (127.0.0.1 by default)");
    if (!wants_options("serve")) return;
    serve_cmd->add_option("--port", serve.port, "TCP port (0: any free port; default 8080)")
        ->check(CLI::Range(0, 65535));
    serve_cmd->add_option("--host", serve.host,
                          "Address to listen on (default 127.0.0.1: this machine only)");
    serve_cmd->add_option("--max-body", serve.max_body,
                          "Largest request body in bytes; larger ones get 413 (default 8 MiB)");
    serve_cmd
        ->add_option("--solve-timeout-ms", serve.solve_timeout_ms,
                     "Time limit of a request's solve, waiting included: the search stops there "
                     "and the answer is 503 (default 10000)")
        ->check(CLI::PositiveNumber);
    serve_cmd
        ->add_option("--request-memory-mb", serve.request_memory_mb,
                     "Memory one request's solve may hold, in MiB; past it the answer is 503 "
                     "(default 1024)")
        ->check(CLI::Range(16, 65536));
    serve_cmd
        ->add_option("--max-solves", serve.max_solves,
                     "Solves running at once (default: one per hardware thread)")
        ->check(CLI::Range(1, 256));
    serve_cmd
        ->add_option("--max-queue", serve.max_queue,
                     "Solves waiting for their turn; more answer 503 at once (default 64)")
        ->check(CLI::Range(0, 4096));
    serve_cmd->add_option("--threads", serve.threads, "Connections served at once (default 96)")
        ->check(CLI::Range(1, 1024));
    serve_cmd
        ->add_option("--request-timeout-ms", serve.request_timeout_ms,
                     "A request (line, headers, body) must arrive within this (default 20000)")
        ->check(CLI::Range(100, 3600000));
    serve_cmd
        ->add_option("--read-timeout-ms", serve.read_timeout_ms,
                     "A client silent this long while sending, or not reading its answer, is "
                     "dropped (default 5000)")
        ->check(CLI::Range(100, 3600000));
    serve_cmd->add_option("--allow-host", serve.allowed_hosts,
                          "A Host name the server answers besides its address (repeatable); "
                          "other names get 421");
    auto* vgb_opt = serve_cmd->add_option(
        "--vgb", serve.vgb_dir,
        "Virtual Gloomhaven Board scenario files (a folder) the page may open, imported as "
        "`arbiter import vgb` does (needs --data; default: the shipped data/vgb/scenarios)");
    auto* data_opt = serve_cmd->add_option(
        "--data", serve.data_dir,
        "Gloomhaven Secretariat data folder for the monsters of the scenarios "
        "(scripts/fetch-data.sh downloads it)");
    vgb_opt->needs(data_opt)->check(CLI::ExistingDirectory);
    data_opt->check(CLI::ExistingDirectory);
  }

  std::string_view first_;  // the first word of the command line
  bool lazy_ = false;       // it names a command of kLazy: only its options are registered
  CLI::App app{"decides what the monsters of tactical board games do, and shows why", "arbiter"};
  OptionChoices choices;
  const std::string rule_help =
      "Rule set: " + arbiter::games::rule_set_list() + " (default: the file's)";
  std::uint64_t max_file_size = arbiter::scenario::kDefaultMaxFileBytes;

  SolveOptions solve, round;
  CheckOptions check;
  LintOptions lint;
  RenderOptions render;
  GenerateOptions generate;
  // `new`: unset options take the game's defaults (shown here for the hex games); a game
  // refuses those it has no use for, so each is read only when given.
  NewOptions fresh;
  int new_columns = 7, new_rows = 5, new_players = 2;
  std::string new_coordinates = "even-q";
  ShowOptions show;
  ImportOptions import_options;
  VgbOptions vgb_options;
  RulesOptions rules_options;
  std::string shell;
  arbiter::serve::Options serve;

  CLI::App *solve_cmd = nullptr, *round_cmd = nullptr, *check_cmd = nullptr, *lint_cmd = nullptr,
           *render_cmd = nullptr, *generate_cmd = nullptr, *new_cmd = nullptr, *show_cmd = nullptr,
           *import_cmd = nullptr, *import_vgb_cmd = nullptr, *rules_cmd = nullptr,
           *completions_cmd = nullptr, *man_cmd = nullptr, *serve_cmd = nullptr;
  CLI::Option *jobs_opt = nullptr, *new_columns_opt = nullptr, *new_rows_opt = nullptr,
              *new_coordinates_opt = nullptr, *new_players_opt = nullptr;
};

}  // namespace

int run_command_line(int argc, char** argv, ServeCommand serve) {
  std::set_terminate(say_out_of_memory_on_terminate);
  CommandLine line(argc, argv);
  if (const auto status = line.parse(argc, argv)) return *status;
  return line.run(argc, argv, serve);
}

}  // namespace arbiter::cli
