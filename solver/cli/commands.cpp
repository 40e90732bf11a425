#include "solver/cli/commands.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <new>
#include <optional>
#include <sstream>

#include "pathing/deadline.hpp"
#include "solver/cli/atomic_file.hpp"
#include "solver/cli/bounded_output.hpp"
#include "solver/game/terminal_text.hpp"
#include "solver/games/batch.hpp"
#include "solver/games/games.hpp"
#include "solver/lint/finding.hpp"
#include "solver/report/output.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::cli {

namespace {

// One file's answer printed: the decision (under --format json one line per rule set,
// written by the solve: games::SolveOptions::json_lines), or its error on `err` (and as a
// JSON line on `out` under --format json). A decision that has no JSON text (invalid UTF-8)
// or no memory for it is the file's error, reported by the solve as any other failure.
int print_solved(const games::Solved& s, bool json, std::ostream& out, std::ostream& err) {
  if (s.status == kExitOk) {
    out << s.text;
    return kExitOk;
  }
  err << s.error.message;
  if (json) out << s.error.json.dump() << "\n";
  return s.status;
}

}  // namespace

int run_solve(const SolveOptions& o, std::ostream& out, std::ostream& err) {
  const bool json = o.format == "json";
  games::SolveFlags f;
  games::SolveError usage;
  if (games::parse_solve_flags(o, f, usage) != kExitOk) {
    if (json) out << usage.json.dump() << "\n";
    err << usage.message;
    return kExitBadInput;
  }
  int status = kExitOk;
  game::Workspace ws;
  const bool color = use_color(o.no_color, o.force_color, out);
  // Each decision written as its line, not built as a value and dumped: the same bytes
  // (LoadedScenario::solve_json_text), and a failure to write them is the solve's own.
  SolveOptions lines = o;
  lines.json_lines = true;
  // Bad input outranks a time limit in the exit status: it needs fixing, a limit raising.
  for (const auto& file : o.files) {
    const int one =
        print_solved(games::solve_file(file, std::nullopt, lines, f, color, ws), json, out, err);
    if (one == kExitBadInput || (one == kExitTimeLimit && status == kExitOk)) status = one;
  }
  return status;
}

void throw_if_folder(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw scenario::ScenarioError(path, "(folder)", std::string(report::kNoScenarioFiles));
}

int run_check(const CheckOptions& o, std::ostream& out, std::ostream& err) {
  if (o.jobs_given && o.jobs == 0) {
    err << "arbiter check: --jobs must be at least 1; leave it out to use one job per "
           "hardware thread ("
        << report::default_jobs() << " here)\n";
    return kExitBadInput;
  }
  report::BatchOptions batch;
  if (!o.rules.empty() && o.rules != "all") {
    if (games::game_of_rule_set(o.rules) == nullptr) {
      err << "arbiter check: --rules: unknown rule set '" << o.rules << "' ("
          << games::rule_set_list() << ", all)\n";
      return kExitBadInput;
    }
    batch.only = o.rules;
  }
  if (o.update) return run_update(o, out, err);
  const auto files = report::collect_scenario_files(o.paths);
  batch.jobs = o.jobs == 0 ? report::default_jobs() : o.jobs;
  batch.time_limit = o.time_limit;
  // A bar for short runs would only flicker; redrawn in place and erased at the end, so
  // that stderr keeps nothing of it.
  constexpr std::size_t kProgressMinFiles = 20;
  constexpr std::size_t kBarWidth = 30;
  const bool bar = o.progress && files.size() > kProgressMinFiles;
  std::size_t bar_chars = 0;
  if (bar) {
    batch.progress = [&](std::size_t done, std::size_t total) {
      const std::size_t filled = done * kBarWidth / total;
      const std::string line = "\r[" + std::string(filled, '#') +
                               std::string(kBarWidth - filled, ' ') + "] " + std::to_string(done) +
                               "/" + std::to_string(total);
      bar_chars = line.size() - 1;
      err << line << std::flush;
    };
  }
  const report::BatchResult r = report::run_batch(files, batch);
  if (bar) err << "\r" << std::string(bar_chars, ' ') << "\r" << std::flush;

  for (const auto& c : r.cases) {
    const std::string label = c.scenario + " [" + c.rules + "]";
    switch (c.status) {
      case report::CaseStatus::Pass:
        if (o.verbose) out << "pass " << label << "\n";
        break;
      case report::CaseStatus::Fail:
        out << game::terminal_safe("FAIL " + label + " (" + c.file + ")\n  expected:\n" +
                                   c.expected_text + "  got:\n" + c.got_text);
        break;
      case report::CaseStatus::Error:
        err << c.file << ": " << c.place << ": " << c.problem << "\n";
        break;
      case report::CaseStatus::Skipped:
        break;  // listed below with --verbose, counted in the summary
    }
  }
  bool bad = r.errors > 0;
  const auto write = [&](const std::string& path, const std::string& text) {
    if (path.empty()) return;
    try {
      write_file_atomically(path, text);
    } catch (const WriteError& e) {
      err << e.what() << "\n";
      bad = true;
    }
  };
  write(o.junit, report::junit_xml(r));
  write(o.report, report::report_json_text(r));
  if (o.verbose) {
    for (const auto& f : r.files_without_expectation) out << "no expectation " << f << "\n";
  }
  // Errors (files that could not be loaded or solved) are counted apart from mismatches, as
  // in --report; both are left out of the line when there are none.
  out << r.passed << " passed, " << r.failed << " failed";
  if (r.errors > 0) out << ", " << r.errors << (r.errors == 1 ? " error" : " errors");
  if (r.no_expectation > 0) {
    out << ", " << r.no_expectation << (r.no_expectation == 1 ? " file" : " files")
        << " with no expectation";
  }
  out << "\n";
  // A run that compared nothing proves nothing: a CI pointed at a folder of imported or new
  // files must not pass by checking none of them.
  const bool nothing_compared = r.passed == 0 && r.failed == 0 && r.errors == 0;
  if (nothing_compared && r.no_expectation > 0 && !o.allow_empty) {
    err << "arbiter check: nothing was compared: no file has an `expect`"
        << (batch.only ? " for the rule set " + *batch.only : std::string())
        << " (`check --update` records the current answers as one; --allow-empty accepts a "
           "run with nothing to compare)\n";
    return kExitFailures;
  }
  // Files stopped at --time-limit are errors too, with their own status when nothing else
  // was wrong with the input.
  if (bad && r.errors > r.timed_out) return kExitBadInput;
  if (r.timed_out > 0) return kExitTimeLimit;
  if (bad) return kExitBadInput;
  return r.failed == 0 ? kExitOk : kExitFailures;
}

int run_lint(const LintOptions& o, std::ostream& out, std::ostream& err) {
  const auto files = report::collect_scenario_files(o.paths);
  std::vector<lint::Finding> findings;
  int errors = 0, warnings = 0;
  bool bad = false;
  game::Workspace ws;
  for (const auto& file : files) {
    try {
      throw_if_folder(file);
      const auto s = games::load_file(file);
      for (auto& f : s->lint(ws)) findings.push_back(std::move(f));
    } catch (const scenario::ScenarioError& e) {
      err << e.file() << ": " << e.place() << ": " << e.problem() << "\n";
      findings.push_back({lint::Severity::Error, "load", file, e.place(), e.problem()});
      bad = true;
    } catch (const std::exception& e) {
      err << file << ": (lint): " << e.what() << "\n";
      findings.push_back({lint::Severity::Error, "load", file, "(lint)", e.what()});
      bad = true;
    }
  }
  for (const auto& f : findings) (f.severity == lint::Severity::Error ? errors : warnings)++;
  if (o.format == "json") {
    nlohmann::ordered_json j;
    j["version"] = report::kOutputVersion;
    j["errors"] = errors;
    j["warnings"] = warnings;
    j["files"] = files.size();
    j["findings"] = nlohmann::ordered_json::array();
    for (const auto& f : findings) j["findings"].push_back(lint::finding_json(f));
    out << j.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << "\n";
  } else {
    // Load errors are already on stderr, in the "file: place: problem" form of every command.
    for (const auto& f : findings)
      if (f.check != "load") out << game::terminal_safe(lint::format_finding(f)) << "\n";
    out << errors << " errors, " << warnings << " warnings in " << files.size() << " files\n";
  }
  if (bad) return kExitBadInput;
  return errors > 0 ? kExitFailures : kExitOk;
}

int run_render(const RenderOptions& o, std::ostream& out, std::ostream& err) {
  std::optional<std::string> forced;
  report::OverlaySet overlays;
  std::string why;
  if (!games::parse_forced_rules("render", o.rules, forced, why) ||
      !games::parse_overlay_flag("render", o.overlay, overlays, why)) {
    err << why;
    return kExitBadInput;
  }
  // The picture is drawn into memory up to the output limit, then written whole: to standard
  // output, or beside the file and renamed over it, so that a refused, failed or killed
  // render never leaves half a picture, and a picture past the limit is refused, never cut.
  const bool to_stdout = o.output.empty() || o.output == "-";
  BoundedOutput picture(o.max_output);
  try {
    const auto s = games::load_file(o.file);
    games::check_rules_fit(o.file, *s, forced);
    if (o.round && !s->is_round()) {
      throw scenario::ScenarioError(o.file, "round",
                                    "render --round draws a round file (" +
                                        games::round_files(false) +
                                        "); this file has a single turn");
    }
    game::Workspace ws;
    games::check_overlays_fit(o.file, *s, overlays);
    if (overlays.any()) {
      picture << s->render_svg_overlaid(forced, !o.no_legend, o.crop, overlays, ws);
    } else {
      s->write_svg(picture, forced, !o.no_legend, o.crop, ws);
    }
  } catch (const scenario::ScenarioError& e) {
    err << e.what() << "\n";
    return kExitBadInput;
  } catch (const OutputTooLarge& e) {
    err << o.file << ": (render): " << e.what() << "; --crop N draws a part of the board\n";
    return kExitBadInput;
  } catch (const std::exception& e) {
    err << o.file << ": (render): " << e.what() << "\n";
    return kExitBadInput;
  }
  if (to_stdout) {
    out << picture.text();
    if (!out.flush()) {
      err << "<stdout>: (output): cannot write\n";
      return kExitBadInput;
    }
    return kExitOk;
  }
  try {
    write_file_atomically(o.output, picture.text());
  } catch (const WriteError& e) {
    err << e.what() << "\n";
    return kExitBadInput;
  }
  return kExitOk;
}

int run_generate(const GenerateOptions& o, std::ostream& out, std::ostream& err) {
  const game::Generator* generator = games::generator();
  game::GenerateRequest g;
  g.columns = o.columns;
  g.rows = o.rows;
  g.figures = o.figures;
  g.seed = o.seed;
  g.attack = o.attack;
  g.move = o.move;
  std::string text;
  try {
    text = generator->generate(g);
  } catch (const std::invalid_argument& e) {
    err << "arbiter generate: " << e.what() << "\n";
    return 2;
  }
  if (o.output.empty()) {
    out << text;
    return 0;
  }
  try {
    write_file_atomically(o.output, text);
  } catch (const WriteError& e) {
    err << e.what() << "\n";
    return 2;
  }
  return 0;
}

}  // namespace arbiter::cli
