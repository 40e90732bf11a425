// The `arbiter` command: solve, check, lint, render, generate, serve. Exit status: 0 success, 1
// check failures (lint: errors), 2 bad input or usage.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <iostream>
#include <string>
#include <vector>

#include "solver/cli/commands.hpp"
#include "solver/serve/server.hpp"

int main(int argc, char** argv) {
  using namespace arbiter::cli;
  CLI::App app{"arbiter: decides what the monsters of tactical board games do, and shows why"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "arbiter 0.1.0");
  const std::string rule_help =
      "Rule set: gloomhaven, jotl, frosthaven, gloomhaven2e (default: the file's)";

  SolveOptions solve;
  auto* solve_cmd = app.add_subcommand("solve", "Solve scenario files and print the decision");
  solve_cmd->add_option("files", solve.files, "Scenario files")->required();
  solve_cmd->add_option("--rules", solve.rules, rule_help);
  solve_cmd->add_option("--format", solve.format, "Output: text or json")
      ->check(CLI::IsMember({"text", "json"}));
  solve_cmd->add_flag("--no-color", solve.no_color, "Plain text even on a terminal");
  solve_cmd->add_flag("--color", solve.force_color,
                      "Colour (ANSI) even when the output is not a terminal");
  solve_cmd->add_option(
      "--explain-hex", solve.explain_hex,
      "Explain why the hex COL,ROW (in the file's coordinates) is or is not an option");
  solve_cmd->add_flag("--explain", solve.explain,
                      "Explain why each option ranks where it does (Grumblestone)");

  CheckOptions check;
  auto* check_cmd = app.add_subcommand(
      "check", "Solve every scenario under the rule sets of its `expect` and compare");
  check_cmd->add_option("paths", check.paths, "Scenario files or folders (searched recursively)")
      ->required();
  check_cmd->add_option("--rules", check.rules, "A rule set, or all (default)");
  check_cmd->add_flag("--verbose,-v", check.verbose, "Print every case, not only mismatches");
  check_cmd
      ->add_option("--jobs,-j", check.jobs,
                   "Files checked in parallel (default: the number of hardware threads)")
      ->check(CLI::PositiveNumber);
  check_cmd->add_option("--junit", check.junit, "Also write the results as JUnit XML to FILE");
  check_cmd->add_option("--report", check.report, "Also write the results as JSON to FILE");

  LintOptions lint;
  auto* lint_cmd = app.add_subcommand(
      "lint", "Report layout problems the format allows but that are likely mistakes");
  lint_cmd->add_option("paths", lint.paths, "Scenario files or folders (searched recursively)")
      ->required();
  lint_cmd->add_option("--format", lint.format, "Output: text or json")
      ->check(CLI::IsMember({"text", "json"}));

  RenderOptions render;
  auto* render_cmd =
      app.add_subcommand("render", "Draw a scenario and its decision as a standalone SVG picture");
  render_cmd->add_option("file", render.file, "Scenario file")->required();
  render_cmd->add_option("--rules", render.rules, rule_help);
  render_cmd->add_option("-o,--output", render.output, "SVG file to write (default: stdout)");
  render_cmd->add_flag("--no-legend", render.no_legend, "Leave out the legend");

  GenerateOptions generate;
  auto* generate_cmd = app.add_subcommand(
      "generate",
      "Write a large deterministic rooms-and-corridors scenario (benchmarks, batch runs)");
  generate_cmd->add_option("--columns", generate.columns, "Map width in hexes")
      ->check(CLI::Range(2, 4096));
  generate_cmd->add_option("--rows", generate.rows, "Map height in hexes")
      ->check(CLI::Range(2, 4096));
  generate_cmd->add_option("--figures", generate.figures, "Characters and monsters together")
      ->check(CLI::Range(2, 1000000));
  generate_cmd->add_option("--seed", generate.seed, "Random seed (same seed, same scenario)");
  generate_cmd
      ->add_option("--attack", generate.attack,
                   "The acting monster's ability: melee, ranged, area, multi, flying")
      ->check(CLI::IsMember({"melee", "ranged", "area", "multi", "flying"}));
  generate_cmd->add_option("--move", generate.move, "Movement points")->check(CLI::Range(0, 100));
  generate_cmd->add_option("-o,--output", generate.output, "File to write (default: stdout)");

  arbiter::serve::Options serve;
  auto* serve_cmd = app.add_subcommand(
      "serve", "Serve the interactive page and its JSON API over HTTP (127.0.0.1 by default)");
  serve_cmd->add_option("--port", serve.port, "TCP port (0: any free port; default 8080)")
      ->check(CLI::Range(0, 65535));
  serve_cmd->add_option("--host", serve.host,
                        "Address to listen on (default 127.0.0.1: this machine only)");
  serve_cmd->add_option("--max-body", serve.max_body,
                        "Largest request body in bytes; larger ones get 413 (default 8 MiB)");
  serve_cmd
      ->add_option("--solve-timeout-ms", serve.solve_timeout_ms,
                   "A solve taking longer answers 503 (default 10000)")
      ->check(CLI::PositiveNumber);
  serve_cmd->add_option("--threads", serve.threads, "HTTP worker threads (default 8)")
      ->check(CLI::Range(1, 256));

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? kExitOk : kExitBadInput;
  }
  if (solve_cmd->parsed()) return run_solve(solve, std::cout, std::cerr);
  if (check_cmd->parsed()) {
    check.progress = ::isatty(STDERR_FILENO) == 1;
    return run_check(check, std::cout, std::cerr);
  }
  if (lint_cmd->parsed()) return run_lint(lint, std::cout, std::cerr);
  if (render_cmd->parsed()) return run_render(render, std::cout, std::cerr);
  if (generate_cmd->parsed()) return run_generate(generate, std::cout, std::cerr);
  if (serve_cmd->parsed()) return arbiter::serve::run_serve(serve, std::cout, std::cerr);
  return kExitBadInput;
}
