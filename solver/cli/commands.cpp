#include "solver/cli/commands.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>

#include "solver/gloomhaven/decide.hpp"
#include "solver/report/explain.hpp"
#include "solver/report/report.hpp"
#include "solver/report/svg.hpp"
#include "solver/report/text.hpp"

namespace arbiter::cli {
namespace {

namespace fs = std::filesystem;
using scenario::RuleSet;

constexpr const char* kRuleSetList = "gloomhaven, jotl, frosthaven, gloomhaven2e";

// Scenario files named by the user: files as given, folders searched recursively for
// *.json, in a stable order.
std::vector<std::string> collect_files(const std::vector<std::string>& paths, std::ostream& err,
                                       bool& bad) {
  std::vector<std::string> files;
  for (const auto& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<std::string> found;
      for (auto it = fs::recursive_directory_iterator(p, ec); !ec && it != fs::end(it);
           it.increment(ec)) {
        if (it->is_regular_file() && it->path().extension() == ".json")
          found.push_back(it->path().string());
      }
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
    } else if (fs::exists(p, ec)) {
      files.push_back(p);
    } else {
      err << p << ": (file): no such file or folder\n";
      bad = true;
    }
  }
  return files;
}

// --rules for solve and render: empty means the file's own rule set.
bool parse_forced_rules(const std::string& command, const std::string& rules,
                        std::optional<RuleSet>& forced, std::ostream& err) {
  if (rules.empty()) return true;
  forced = scenario::parse_rule_set(rules);
  if (forced) return true;
  err << "arbiter " << command << ": --rules: unknown rule set '" << rules << "' ("
      << kRuleSetList << ")\n";
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
        to.color = !o.no_color &&
                   (o.force_color || (report::stdout_is_terminal() && &out == &std::cout));
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
  std::optional<RuleSet> only;
  if (o.rules != "all") {
    only = scenario::parse_rule_set(o.rules);
    if (!only) {
      err << "arbiter check: --rules: unknown rule set '" << o.rules << "' (" << kRuleSetList
          << ", all)\n";
      return kExitBadInput;
    }
  }
  bool bad = false;
  const auto files = collect_files(o.paths, err, bad);
  int passed = 0, failed = 0;
  for (const auto& file : files) {
    scenario::Scenario s;
    try {
      s = scenario::load_scenario(file);
    } catch (const scenario::ScenarioError& e) {
      err << e.what() << "\n";
      bad = true;
      ++failed;
      continue;
    }
    const pathing::Board board = scenario::build_board(s);
    for (const auto& [rules, expected] : s.expect) {
      if (only && rules != *only) continue;
      const auto d = gloomhaven::decide_turn(s, board, gloomhaven::profile_for(rules));
      const auto got = report::option_keys(s, board, d);
      const auto want = report::expected_keys(expected);
      const std::string label = s.name + " [" + std::string(scenario::rule_set_name(rules)) + "]";
      if (got == want) {
        ++passed;
        if (o.verbose) out << "pass " << label << "\n";
      } else {
        ++failed;
        out << "FAIL " << label << " (" << file << ")\n  expected:\n"
            << report::describe(s, want) << "  got:\n"
            << report::describe(s, got);
      }
    }
  }
  out << passed << " passed, " << failed << " failed\n";
  if (bad) return kExitBadInput;
  return failed == 0 ? kExitOk : kExitFailures;
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

}  // namespace arbiter::cli
