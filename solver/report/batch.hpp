// Checking many scenario files at once (`arbiter check`): the files are solved in
// parallel, each worker thread with its own games::Workspace, and the results are collected
// per file and kept in the order the files were given, so that every output (text, JSON,
// JUnit) is the same whatever the number of threads. Lives outside the CLI so that tests
// can run and compare batches without starting the binary.
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/scenario/scenario.hpp"

namespace arbiter::report {

// The scenario files named by `paths`: folders searched recursively for *.json, files as
// given. Below a folder named, files and folders whose names start with '.' are not read.
// The result is sorted and without repeats, so that a batch's order never depends
// on the order of the arguments or of the file system. A path that does not exist is kept:
// loading it fails, and the batch reports it like any other broken file. So is a folder
// that holds no scenario file (kNoScenarioFiles): a CI given a wrong folder must fail.
std::vector<std::string> collect_scenario_files(const std::vector<std::string>& paths);
inline constexpr std::string_view kNoScenarioFiles =
    "no scenario files (*.json) in this folder or below it (hidden folders are not read)";
// True for a name starting with '.' (not "." or ".."): hidden, not read below a folder.
bool hidden_name(const std::filesystem::path& p);

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
  // The same options as indented text lines (report::describe), for the text output.
  std::string expected_text, got_text;
  // Errors: where in the file and what is wrong (ScenarioError's place and problem).
  // Skipped: `problem` says what is missing ("no expect").
  std::string place, problem;
  double seconds = 0;  // time spent solving and comparing this case
};

struct BatchOptions {
  std::optional<std::string>
      only;           // a rule set name; nullopt: every rule set of each file's expect
  unsigned jobs = 1;  // worker threads; 0 counts as 1
  // Called after each file with (files done, files in all); calls never overlap. May be
  // called from any worker thread.
  std::function<void(std::size_t, std::size_t)> progress;
  // Seconds each file may take (loading and every rule set); 0: no limit. A file stopped at
  // the limit is an Error case with place "(time limit)"; the batch goes on with the next.
  double time_limit = 0;
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

// std::thread::hardware_concurrency(), at least 1.
unsigned default_jobs();

// Loads and checks each file against its `expect`. Never throws for a bad file: a file
// that fails to load is one Error case; the others are still checked.
BatchResult run_batch(const std::vector<std::string>& files, const BatchOptions& options);

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
