// What every game's output shares: the version of the JSON documents arbiter prints, the
// error object, text made safe inside XML (the games' SVG pictures, JUnit), and the results
// of a check (`arbiter check`: one case per file and rule set) with their JUnit XML and
// JSON writers. Nothing here knows a game.
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::report {

// The version of every JSON document `arbiter` prints (solve, check --report, lint, errors),
// described in docs/output.md and docs/schema/output-<version>.schema.json. Raised when a
// field changes meaning or disappears; new fields do not raise it.
inline constexpr int kOutputVersion = 1;

// A text list cut to its first entries says what it leaves out and how to see it:
// "  ... 28 more choices (--all lists every one)\n" (`one`: "choice", `many`: "choices");
// nothing when nothing is left out. `kListAll` is what a list shows under --all.
inline constexpr int kListAll = 1 << 30;
inline std::string more_line(std::size_t more, std::string_view one, std::string_view many) {
  if (more == 0) return "";
  return "  ... " + std::to_string(more) + " more " + std::string(more == 1 ? one : many) +
         " (--all lists every one)\n";
}

// A load or solve error under --format json: {"version", "error": {"file", "place",
// "problem"}}.
nlohmann::ordered_json error_json(const std::string& file, const std::string& place,
                                  const std::string& problem);

// Skipped: the file loaded but has no `expect` for the rule sets checked.
enum class CaseStatus : std::uint8_t { Pass, Fail, Error, Skipped };
std::string_view case_status_name(CaseStatus s);  // "pass", "fail", "error", "skipped"

// One (scenario, rule set) comparison, or one file that could not be checked at all.
struct CaseResult {
  std::string file;
  std::string scenario;  // the scenario's name; empty when the file did not load
  std::string rules;     // rule set name; empty when the file did not load
  CaseStatus status = CaseStatus::Pass;
  // Options as {"destination": [c, r], "targets": [ids]} in the file's coordinates, sorted.
  nlohmann::ordered_json expected = nlohmann::ordered_json::array();
  nlohmann::ordered_json got = nlohmann::ordered_json::array();
  // The same options as indented text lines (gloomhaven::report::describe), for the text output.
  std::string expected_text, got_text;
  // Errors: where in the file and what is wrong (ScenarioError's place and problem).
  // Skipped: `problem` says what is missing ("no expect").
  std::string place, problem;
  double seconds = 0;  // time spent solving and comparing this case
};

struct BatchResult {
  std::vector<CaseResult> cases;  // file order, then each file's rule sets in enum order
  int passed = 0;
  int failed = 0;     // mismatches
  int errors = 0;     // files (or solves) that could not be checked
  int timed_out = 0;  // of the errors: files stopped at the time limit
  // Files that loaded but have no `expect` for the rule sets asked: nothing was compared,
  // which a summary must say rather than count as nothing at all. Each is also one
  // Skipped case in `cases`.
  int no_expectation = 0;
  std::vector<std::string> files_without_expectation;
};

struct ReportOptions {
  // False writes every time as zero: reports of two runs then compare byte for byte.
  bool timings = true;
};

// JUnit XML: one <testsuite name="arbiter check">, a <testcase> per case (classname: the
// scenario's name, or the file for a file that did not load; name: the rule set), with
// <failure> holding both answers for a mismatch, <error> for a file that did not load and
// <skipped> for a file without an expectation (name "expect").
std::string junit_xml(const BatchResult& r, const ReportOptions& o = {});

// {"version", "passed", "failed", "errors", "no_expectation", "files_without_expectation",
// "cases": [{"file", "scenario", "rules", "status",
// "expected", "got", "seconds"} ...]} in that order; error cases also carry
// "error": {"place", "problem"}; scenario and rules are null when the file did not load;
// a file without an expectation is a case of status "skipped" with rules null.
nlohmann::ordered_json report_json(const BatchResult& r, const ReportOptions& o = {});
// report_json as text, indented, ending in a newline; invalid UTF-8 (a file name) replaced.
std::string report_json_text(const BatchResult& r, const ReportOptions& o = {});

// Text safe inside XML: markup characters escaped, characters XML 1.0 forbids and invalid
// UTF-8 replaced by U+FFFD. In an attribute value line breaks and tabs are written as
// character references, since a parser would otherwise turn them into spaces.
std::string xml_escape(std::string_view text, bool attribute = true);

}  // namespace arbiter::report
