#include "solver/cli/commands.hpp"

#include <fstream>
#include <iostream>
#include <optional>

#include "solver/gloomhaven/decide.hpp"
#include "solver/lint/lint.hpp"
#include "solver/report/batch.hpp"
#include "solver/report/explain.hpp"
#include "solver/report/report.hpp"
#include "solver/report/svg.hpp"
#include "solver/report/text.hpp"
#include "solver/scenario/generate.hpp"

namespace arbiter::cli {
namespace {

using scenario::RuleSet;

constexpr const char* kRuleSetList = "gloomhaven, jotl, frosthaven, gloomhaven2e";

// --rules for solve and render: empty means the file's own rule set.
bool parse_forced_rules(const std::string& command, const std::string& rules,
                        std::optional<RuleSet>& forced, std::ostream& err) {
  if (rules.empty()) return true;
  forced = scenario::parse_rule_set(rules);
  if (forced) return true;
  err << "arbiter " << command << ": --rules: unknown rule set '" << rules << "' (" << kRuleSetList
      << ")\n";
  return false;
}

}  // namespace

int run_solve(const SolveOptions& o, std::ostream& out, std::ostream& err) {
  std::optional<RuleSet> forced;
  if (!parse_forced_rules("solve", o.rules, forced, err)) return kExitBadInput;
  std::optional<pathing::Coord> explain;
  if (!o.explain_hex.empty()) {
    explain = report::parse_hex_argument(o.explain_hex);
    if (!explain) {
      err << "arbiter solve: --explain-hex: expected COL,ROW (the file's coordinates), got '"
          << o.explain_hex << "'\n";
      return kExitBadInput;
    }
  }
  int status = kExitOk;
  for (const auto& file : o.files) {
    try {
      const scenario::Scenario s = scenario::load_scenario(file);
      const pathing::Board board = scenario::build_board(s);
      const RuleSet rules = forced.value_or(s.rules.value_or(RuleSet::Gloomhaven));
      const auto decision = gloomhaven::decide_turn(s, board, gloomhaven::profile_for(rules));
      std::optional<pathing::Coord> hex;
      if (explain) hex = s.coordinates.to_axial(*explain);
      if (o.format == "json") {
        auto j = report::decision_json(s, board, decision);
        if (hex) {
          j["explain_hex"] =
              report::explanation_json(s, report::explain_hex(s, board, decision, *hex));
        }
        out << j.dump() << "\n";
      } else {
        report::TextOptions to;
        to.color =
            !o.no_color && (o.force_color || (report::stdout_is_terminal() && &out == &std::cout));
        to.explain_hex = hex;
        out << report::render_text(s, board, decision, to);
      }
    } catch (const scenario::ScenarioError& e) {
      err << e.what() << "\n";
      status = kExitBadInput;
    } catch (const std::exception& e) {
      err << file << ": (solve): " << e.what() << "\n";
      status = kExitBadInput;
    }
  }
  return status;
}

int run_check(const CheckOptions& o, std::ostream& out, std::ostream& err) {
  report::BatchOptions batch;
  if (o.rules != "all") {
    batch.only = scenario::parse_rule_set(o.rules);
    if (!batch.only) {
      err << "arbiter check: --rules: unknown rule set '" << o.rules << "' (" << kRuleSetList
          << ", all)\n";
      return kExitBadInput;
    }
  }
  const auto files = report::collect_scenario_files(o.paths);
  batch.jobs = o.jobs == 0 ? report::default_jobs() : o.jobs;
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
        out << "FAIL " << label << " (" << c.file << ")\n  expected:\n"
            << c.expected_text << "  got:\n"
            << c.got_text;
        break;
      case report::CaseStatus::Error:
        err << c.file << ": " << c.place << ": " << c.problem << "\n";
        break;
    }
  }
  bool bad = r.errors > 0;
  const auto write = [&](const std::string& path, const std::string& text) {
    if (path.empty()) return;
    std::ofstream f(path, std::ios::binary);
    f << text;
    f.close();
    if (!f) {
      err << path << ": (file): cannot write\n";
      bad = true;
    }
  };
  write(o.junit, report::junit_xml(r));
  write(o.report, report::report_json_text(r));
  // As before the reports existed, a file that could not be checked counts as failed here.
  out << r.passed << " passed, " << (r.failed + r.errors) << " failed\n";
  if (bad) return kExitBadInput;
  return r.failed == 0 ? kExitOk : kExitFailures;
}

int run_lint(const LintOptions& o, std::ostream& out, std::ostream& err) {
  const auto files = report::collect_scenario_files(o.paths);
  std::vector<lint::Finding> findings;
  int errors = 0, warnings = 0;
  bool bad = false;
  gloomhaven::TurnWorkspace ws;
  for (const auto& file : files) {
    try {
      const scenario::Scenario s = scenario::load_scenario(file);
      const pathing::Board board = scenario::build_board(s);
      for (auto& f : lint::lint_scenario(s, board, ws)) findings.push_back(std::move(f));
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
    j["errors"] = errors;
    j["warnings"] = warnings;
    j["files"] = files.size();
    j["findings"] = nlohmann::ordered_json::array();
    for (const auto& f : findings) j["findings"].push_back(lint::finding_json(f));
    out << j.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << "\n";
  } else {
    // Load errors are already on stderr, in the "file: place: problem" form of every command.
    for (const auto& f : findings)
      if (f.check != "load") out << lint::format_finding(f) << "\n";
    out << errors << " errors, " << warnings << " warnings in " << files.size() << " files\n";
  }
  if (bad) return kExitBadInput;
  return errors > 0 ? kExitFailures : kExitOk;
}

int run_render(const RenderOptions& o, std::ostream& out, std::ostream& err) {
  std::optional<RuleSet> forced;
  if (!parse_forced_rules("render", o.rules, forced, err)) return kExitBadInput;
  std::string svg;
  try {
    const scenario::Scenario s = scenario::load_scenario(o.file);
    const pathing::Board board = scenario::build_board(s);
    const RuleSet rules = forced.value_or(s.rules.value_or(RuleSet::Gloomhaven));
    const auto decision = gloomhaven::decide_turn(s, board, gloomhaven::profile_for(rules));
    report::SvgOptions so;
    so.legend = !o.no_legend;
    svg = report::render_svg(s, board, decision, so);
  } catch (const scenario::ScenarioError& e) {
    err << e.what() << "\n";
    return kExitBadInput;
  } catch (const std::exception& e) {
    err << o.file << ": (render): " << e.what() << "\n";
    return kExitBadInput;
  }
  if (o.output.empty() || o.output == "-") {
    out << svg;
    return kExitOk;
  }
  std::ofstream f(o.output, std::ios::binary);
  f << svg;
  f.close();
  if (!f) {
    err << o.output << ": (file): cannot write\n";
    return kExitBadInput;
  }
  return kExitOk;
}

int run_generate(const GenerateOptions& o, std::ostream& out, std::ostream& err) {
  scenario::GeneratorOptions g;
  g.columns = o.columns;
  g.rows = o.rows;
  g.figures = o.figures;
  g.seed = o.seed;
  g.move = o.move;
  using scenario::GeneratedAttack;
  g.attack = o.attack == "ranged"   ? GeneratedAttack::Ranged
             : o.attack == "area"   ? GeneratedAttack::Area
             : o.attack == "multi"  ? GeneratedAttack::MultiTarget
             : o.attack == "flying" ? GeneratedAttack::Flying
                                    : GeneratedAttack::Melee;
  std::string text;
  try {
    text = scenario::scenario_to_json(scenario::generate_scenario(g));
  } catch (const std::invalid_argument& e) {
    err << "arbiter generate: " << e.what() << "\n";
    return 2;
  }
  if (o.output.empty()) {
    out << text;
    return 0;
  }
  std::ofstream file(o.output, std::ios::binary);
  file << text;
  if (!file.flush()) {
    err << o.output << ": (file): cannot write file\n";
    return 2;
  }
  return 0;
}

}  // namespace arbiter::cli
