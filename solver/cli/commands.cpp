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
#include "solver/cli/options.hpp"
#include "solver/game/terminal_text.hpp"
#include "solver/games/batch.hpp"
#include "solver/games/games.hpp"
#include "solver/lint/finding.hpp"
#include "solver/report/output.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::cli {
namespace {

// --rules for solve and render: empty means the file's own rule set; otherwise a rule set
// of some game (checked again against each file's game once it is loaded).
bool parse_forced_rules(const std::string& command, const std::string& rules,
                        std::optional<std::string>& forced, std::ostream& err) {
  if (rules.empty()) return true;
  if (games::game_of_rule_set(rules) != nullptr) {
    forced = rules;
    return true;
  }
  err << "arbiter " << command << ": --rules: unknown rule set '" << rules << "' ("
      << games::rule_set_list() << ")\n";
  return false;
}

// A forced rule set must belong to the file's game.
void check_rules_fit(const std::string& file, const game::LoadedScenario& s,
                     const std::optional<std::string>& forced) {
  if (!forced) return;
  const game::Game* g = games::find_game(s.game());
  if (g != nullptr && std::find(g->rules.begin(), g->rules.end(), *forced) != g->rules.end()) {
    return;
  }
  std::string names;
  if (g != nullptr) {
    for (std::string_view r : g->rules) names += (names.empty() ? "" : ", ") + std::string(r);
  }
  throw scenario::ScenarioError(
      file, "(rules)",
      "--rules " + *forced + " is not a rule set of " + std::string(s.game()) + " (" + names + ")");
}

// `solve --rules all`: JSON, one line per rule set; text, the options of every rule set
// one under the other, compact, so that rule sets compare at a glance (games whose options
// have no compact form print their full text per rule set).
std::string solve_every_rule_set(const game::LoadedScenario& s, game::SolveRequest r,
                                 game::Workspace& ws) {
  const game::Game* g = games::find_game(s.game());
  std::string out;
  if (r.json) {
    for (std::string_view rules : g->rules) {
      r.rules = std::string(rules);
      out += s.solve(r, ws);
    }
    return out;
  }
  std::size_t width = 0;
  for (std::string_view rules : g->rules) width = std::max(width, rules.size());
  out = s.name() +
        (s.is_round() ? ": the round under every rule set\n" : ": options under every rule set\n");
  for (std::string_view rules : g->rules) {
    if (!s.one_line_per_rule_set()) {
      r.rules = std::string(rules);
      out += s.solve(r, ws);
      continue;
    }
    const auto u = s.expect_update(std::string(rules), ws);
    // A round: the order and where each figure ends, one line per rule set.
    if (s.is_round()) {
      std::string line = "  " + std::string(rules) + std::string(width - rules.size() + 2, ' ');
      std::string order, ends;
      for (const auto& id : u.value.at("order"))
        order += (order.empty() ? "" : " ") + id.get<std::string>();
      for (const auto& [id, f] : u.value.at("figures").items()) {
        ends += (ends.empty() ? "" : ", ") + id + " ";
        if (f.contains("removed")) {
          ends += "removed";
          continue;
        }
        const auto& h = f.at("hex");
        ends += "[" + std::to_string(h.at(0).get<int>()) + ", " +
                std::to_string(h.at(1).get<int>()) + "]";
        if (f.contains("hp")) ends += " " + std::to_string(f.at("hp").get<int>()) + " hp";
      }
      out += line + "order " + order + "; " + ends + "\n";
      continue;
    }
    std::string line = "  " + std::string(rules) + std::string(width - rules.size() + 2, ' ');
    if (u.value.empty()) line += "(no options)";
    for (std::size_t i = 0; i < u.value.size(); ++i) {
      const auto& opt = u.value[i];
      const auto& d = opt.at("destination");
      line += (i ? "; " : "") + std::string("[") + std::to_string(d.at(0).get<int>()) + ", " +
              std::to_string(d.at(1).get<int>()) + "]";
      std::string targets;
      for (const auto& t : opt.at("targets"))
        targets += (targets.empty() ? "" : ", ") + t.get<std::string>();
      line += targets.empty() ? " no attack" : " attacks " + targets;
    }
    out += line + "\n";
  }
  return out;
}

}  // namespace

namespace {

// The flags of a solve, checked once: the forced rule set (none: the file's own, or every
// rule set with --rules all) and the hex to explain.
struct SolveFlags {
  std::optional<std::string> forced;
  bool all_rules = false;
  std::optional<pathing::Coord> explain;
  std::map<std::string, int> choose;
  report::OverlaySet overlays;
};

// --choose KEY=N,KEY=N (keys as the round's timeline prints them, N from 1).
bool parse_choose(const std::string& text, std::map<std::string, int>& out) {
  std::size_t start = 0;
  while (start <= text.size() && !text.empty()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    const std::string item = text.substr(start, comma - start);
    const std::size_t eq = item.rfind('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == item.size()) return false;
    const std::string n = item.substr(eq + 1);
    if (n.size() > 6 ||
        !std::all_of(n.begin(), n.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return false;
    const int v = std::stoi(n);
    if (v < 1) return false;
    out[item.substr(0, eq)] = v;
    start = comma + 1;
  }
  return true;
}

// --overlay NAMES for solve and render: false (with the message on `why`) for an unknown name.
bool parse_overlay_flag(const std::string& command, const std::string& text,
                        report::OverlaySet& overlays, std::ostream& why) {
  if (text.empty()) return true;
  std::string bad;
  const auto parsed = parse_overlays(text, bad);
  if (!parsed) {
    why << "arbiter " << command << ": --overlay: unknown overlay '" << bad << "' ("
        << kOverlayNames << ")\n";
    return false;
  }
  overlays = *parsed;
  return true;
}

// Overlays are drawn for the games that compute them; asking another game is an error, not
// a picture silently without them.
void check_overlays_fit(const std::string& file, const game::LoadedScenario& s,
                        const report::OverlaySet& overlays) {
  if (!overlays.any() || s.draws_overlays()) return;
  throw scenario::ScenarioError(scenario::display_name(file), "(--overlay)",
                                "--overlay draws on " +
                                    games::games_that(&game::Game::draws_overlays) +
                                    " files, not " + std::string(s.game()) + " ones");
}

// A usage error is reported before any file is read; under --format json it is also one
// JSON error line on stdout, with "(command line)" for a file.
int usage_error(const SolveOptions& o, const std::string& text, std::ostream& out,
                std::ostream& err) {
  if (o.format == "json") {
    std::string problem = text.substr(text.find(": ") + 2);
    if (!problem.empty() && problem.back() == '\n') problem.pop_back();
    const std::string option = problem.substr(0, problem.find(':'));
    out << report::error_json("(command line)", option, problem.substr(option.size() + 2)).dump()
        << "\n";
  }
  err << text;
  return kExitBadInput;
}

// kExitOk, or the status of the usage error it reported.
int parse_solve_flags(const SolveOptions& o, SolveFlags& f, std::ostream& out, std::ostream& err) {
  f.all_rules = o.rules == "all";
  if (!f.all_rules) {
    std::ostringstream why;
    if (!parse_forced_rules("solve", o.rules, f.forced, why))
      return usage_error(o, why.str(), out, err);
  }
  if (!o.choose.empty() && !parse_choose(o.choose, f.choose)) {
    return usage_error(o,
                       "arbiter round: --choose: expected KEY=N[,KEY=N...] (keys as the "
                       "timeline prints them, N from 1), got '" +
                           o.choose + "'\n",
                       out, err);
  }
  if (!o.explain_hex.empty()) {
    f.explain = parse_hex_argument(o.explain_hex);
    if (!f.explain) {
      return usage_error(
          o,
          "arbiter solve: --explain-hex: expected COL,ROW (the file's coordinates), got '" +
              o.explain_hex + "'\n",
          out, err);
    }
  }
  {
    std::ostringstream why;
    if (!parse_overlay_flag("solve", o.overlay, f.overlays, why))
      return usage_error(o, why.str(), out, err);
  }
  return kExitOk;
}

// One file (or the text given for it): the command line's solve and the server's.
int solve_one(const std::string& file, const std::optional<std::string_view>& text,
              const SolveOptions& o, const SolveFlags& f, game::Workspace& ws, std::ostream& out,
              std::ostream& err, std::string* svg) {
  const bool json = o.format == "json";
  // Under --format json a script reads stdout only: an error is one JSON line there too
  // (and the usual line on stderr for a person watching).
  const auto report_error = [&](const std::string& where, const std::string& place,
                                const std::string& problem) {
    err << where << ": " << place << ": " << problem << "\n";
    if (json) out << report::error_json(where, place, problem).dump() << "\n";
    return kExitBadInput;
  };
  try {
    const pathing::deadline::Scope limit(o.time_limit);
    const auto s = text ? games::load_text(*text, file) : games::load_file(file);
    check_rules_fit(file, *s, f.forced);
    if (o.round && !s->is_round()) {
      throw scenario::ScenarioError(scenario::display_name(file), "round",
                                    "not a round file: `arbiter round` plays " +
                                        games::round_files(true) +
                                        "; `arbiter solve` decides a file's single turn");
    }
    game::SolveRequest r;
    r.choose = f.choose;
    r.branches = o.branches;
    r.max_branches = o.max_branches;
    r.rules = f.forced;
    r.json = json;
    r.color = use_color(o.no_color, o.force_color, out);
    r.explain_hex = f.explain;
    r.explain = o.explain;
    r.trace = o.trace;
    if (!o.explain_sight.empty()) {
      if (!games::find_game(s->game())->explains_sight) {
        throw scenario::ScenarioError(scenario::display_name(file), "(--explain-sight)",
                                      "--explain-sight explains " +
                                          games::games_that(&game::Game::explains_sight) +
                                          " files");
      }
      r.explain_sight = o.explain_sight;
    }
    r.board = o.board == "always"  ? game::BoardMode::Always
              : o.board == "never" ? game::BoardMode::Never
                                   : game::BoardMode::Auto;
    r.auto_board_hexes = kAutoBoardHexes;
    r.crop = o.crop;
    r.all = o.all;
    check_overlays_fit(file, *s, f.overlays);
    r.overlays = f.overlays;
    std::string answer = f.all_rules ? solve_every_rule_set(*s, r, ws) : s->solve(r, ws);
    // Text for a terminal: ids, names and notes from the file never reach it raw (JSON
    // escapes control characters itself).
    if (!json) answer = game::terminal_safe(answer, r.color);
    out << answer;
    if (svg != nullptr) *svg = s->render_svg(f.forced, true, ws);
  } catch (const scenario::ScenarioError& e) {
    return report_error(e.file(), e.place(), e.problem());
  } catch (const pathing::deadline::TimeLimitExceeded& e) {
    // The workspace may hold a half-finished search: the next file starts afresh.
    ws = game::Workspace();
    report_error(scenario::display_name(file), "(time limit)", e.what());
    return kExitTimeLimit;
  } catch (const std::bad_alloc&) {
    // Limits keep every valid file far below the machine's memory (docs/format.md,
    // "Limits"); should an allocation fail all the same, the file is named, never an abort.
    ws = game::Workspace();
    return report_error(scenario::display_name(file), "(memory)",
                        "out of memory while solving this file");
  } catch (const std::exception& e) {
    return report_error(scenario::display_name(file), "(solve)", e.what());
  }
  return kExitOk;
}

}  // namespace

int solve_scenario(const std::string& file, const std::optional<std::string_view>& text,
                   const SolveOptions& o, game::Workspace& ws, std::ostream& out, std::ostream& err,
                   std::string* svg) {
  SolveFlags f;
  if (const int status = parse_solve_flags(o, f, out, err); status != kExitOk) return status;
  return solve_one(file, text, o, f, ws, out, err, svg);
}

int run_solve(const SolveOptions& o, std::ostream& out, std::ostream& err) {
  SolveFlags f;
  if (const int status = parse_solve_flags(o, f, out, err); status != kExitOk) return status;
  int status = kExitOk;
  game::Workspace ws;
  // Bad input outranks a time limit in the exit status: it needs fixing, a limit raising.
  for (const auto& file : o.files) {
    const int one = solve_one(file, std::nullopt, o, f, ws, out, err, nullptr);
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
  if (!parse_forced_rules("render", o.rules, forced, err)) return kExitBadInput;
  report::OverlaySet overlays;
  if (!parse_overlay_flag("render", o.overlay, overlays, err)) return kExitBadInput;
  // The picture is drawn into memory up to the output limit, then written whole: to standard
  // output, or beside the file and renamed over it, so that a refused, failed or killed
  // render never leaves half a picture, and a picture past the limit is refused, never cut.
  const bool to_stdout = o.output.empty() || o.output == "-";
  BoundedOutput picture(o.max_output);
  try {
    const auto s = games::load_file(o.file);
    check_rules_fit(o.file, *s, forced);
    if (o.round && !s->is_round()) {
      throw scenario::ScenarioError(o.file, "round",
                                    "render --round draws a round file (" +
                                        games::round_files(false) +
                                        "); this file has a single turn");
    }
    game::Workspace ws;
    check_overlays_fit(o.file, *s, overlays);
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
