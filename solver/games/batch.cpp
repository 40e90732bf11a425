#include "solver/games/batch.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <filesystem>
#include <mutex>
#include <thread>

#include "pathing/deadline.hpp"
#include "solver/games/games.hpp"
#include "solver/report/output.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::report {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

CaseResult error_case(const std::string& file, std::string place, std::string problem) {
  CaseResult c;
  c.file = file;
  c.status = CaseStatus::Error;
  c.place = std::move(place);
  c.problem = std::move(problem);
  return c;
}

// Every case of one file. Catches everything a bad file can throw, so that one file never
// stops the batch (nor, on a worker thread, the program).
struct FileResult {
  std::vector<CaseResult> cases;
  bool no_expectation = false;  // loaded, but nothing to compare
  bool timed_out = false;       // stopped at the time limit
};

FileResult check_file(const std::string& file, const std::optional<std::string>& only,
                      game::Workspace& ws);

// check_file under the time limit: a file stopped at the limit keeps the cases it finished
// and gets one error case; the workspace, which may hold a half-finished search, is renewed.
FileResult check_file_limited(const std::string& file, const BatchOptions& options,
                              game::Workspace& ws) {
  const auto start = Clock::now();
  try {
    const pathing::deadline::Scope limit(options.time_limit);
    return check_file(file, options.only, ws);
  } catch (const pathing::deadline::TimeLimitExceeded& e) {
    ws = game::Workspace();
    FileResult result;
    result.cases.push_back(error_case(file, "(time limit)", e.what()));
    result.cases.back().seconds = seconds_since(start);
    result.timed_out = true;
    return result;
  }
}

FileResult check_file(const std::string& file, const std::optional<std::string>& only,
                      game::Workspace& ws) {
  FileResult result;
  std::vector<CaseResult>& out = result.cases;
  const auto load_start = Clock::now();
  // collect_scenario_files keeps a folder that holds no scenario file: most often a wrong
  // path, which a CI must not count as "0 failed".
  if (std::error_code ec; fs::is_directory(file, ec)) {
    out.push_back(error_case(file, "(folder)", std::string(kNoScenarioFiles)));
    return result;
  }
  std::unique_ptr<game::LoadedScenario> s;
  try {
    s = games::load_file(file);
  } catch (const scenario::ScenarioError& e) {
    out.push_back(error_case(file, e.place(), e.problem()));
  } catch (const pathing::deadline::TimeLimitExceeded&) {
    throw;
  } catch (const std::exception& e) {
    out.push_back(error_case(file, "(file)", e.what()));
  }
  if (!s) {
    out.back().seconds = seconds_since(load_start);
    return result;
  }
  for (const std::string& rules : s->expected_rule_sets()) {
    if (only && rules != *only) continue;
    const auto start = Clock::now();
    CaseResult c;
    c.file = file;
    c.scenario = s->name();
    c.rules = rules;
    try {
      game::CheckCase k = s->check(rules, ws);
      c.expected = std::move(k.expected);
      c.got = std::move(k.got);
      c.expected_text = std::move(k.expected_text);
      c.got_text = std::move(k.got_text);
      c.status = k.pass ? CaseStatus::Pass : CaseStatus::Fail;
    } catch (const pathing::deadline::TimeLimitExceeded&) {
      throw;  // the whole file stops (check_file_limited)
    } catch (const std::exception& e) {
      c.status = CaseStatus::Error;
      c.place = "(solve)";
      c.problem = e.what();
    }
    c.seconds = seconds_since(start);
    out.push_back(std::move(c));
  }
  if (out.empty()) {
    // Loaded, nothing to compare: one skipped case, so that a CI lists the file.
    result.no_expectation = true;
    CaseResult c;
    c.file = file;
    c.scenario = s->name();
    c.status = CaseStatus::Skipped;
    c.problem = only ? "no expect for the rule set " + *only : "no expect";
    out.push_back(std::move(c));
  }
  return result;
}

}  // namespace

bool hidden_name(const std::filesystem::path& p) {
  const std::string name = p.filename().string();
  return name.size() > 1 && name[0] == '.' && name != "..";
}

std::vector<std::string> collect_scenario_files(const std::vector<std::string>& paths) {
  std::vector<std::string> files;
  for (const auto& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      const std::size_t before = files.size();
      for (auto it = fs::recursive_directory_iterator(p, ec); !ec && it != fs::end(it);
           it.increment(ec)) {
        // Hidden folders (.git, .cache, an editor's backups) are never a book of scenarios;
        // a folder named on the command line is read even when hidden.
        if (hidden_name(it->path())) {
          if (std::error_code dir_ec; it->is_directory(dir_ec)) it.disable_recursion_pending();
          continue;
        }
        std::error_code type_ec;
        if (it->is_regular_file(type_ec) && it->path().extension() == ".json")
          files.push_back(it->path().string());
      }
      if (files.size() == before) files.push_back(p);  // reported: no scenario files in it
    } else {
      files.push_back(p);
    }
  }
  std::sort(files.begin(), files.end());
  files.erase(std::unique(files.begin(), files.end()), files.end());
  return files;
}

unsigned default_jobs() {
  return std::max(1u, std::thread::hardware_concurrency());
}

BatchResult run_batch(const std::vector<std::string>& files, const BatchOptions& options) {
  // Each file's cases land in its own slot: the result's order is the files' order, not
  // the order in which the threads happen to finish.
  std::vector<FileResult> per_file(files.size());
  std::atomic<std::size_t> next{0};
  std::mutex progress_mutex;
  std::size_t done = 0;
  const auto worker = [&] {
    game::Workspace ws;  // one per thread: it is not shareable
    for (std::size_t i; (i = next.fetch_add(1)) < files.size();) {
      per_file[i] = check_file_limited(files[i], options, ws);
      if (options.progress) {
        const std::lock_guard<std::mutex> lock(progress_mutex);
        options.progress(++done, files.size());
      }
    }
  };
  const std::size_t jobs =
      std::min<std::size_t>(std::max(1u, options.jobs), std::max<std::size_t>(1, files.size()));
  if (jobs == 1) {
    worker();
  } else {
    // std::thread joined by hand rather than std::jthread, which some standard libraries
    // (the WebAssembly build's libc++ 14) lack.
    std::vector<std::thread> threads;
    threads.reserve(jobs);
    for (std::size_t t = 0; t < jobs; ++t) threads.emplace_back(worker);
    for (std::thread& t : threads) t.join();
  }

  BatchResult r;
  for (std::size_t i = 0; i < per_file.size(); ++i) {
    if (per_file[i].timed_out) ++r.timed_out;
    if (per_file[i].no_expectation) {
      ++r.no_expectation;
      r.files_without_expectation.push_back(files[i]);
    }
    for (auto& c : per_file[i].cases) {
      switch (c.status) {
        case CaseStatus::Pass:
          ++r.passed;
          break;
        case CaseStatus::Fail:
          ++r.failed;
          break;
        case CaseStatus::Error:
          ++r.errors;
          break;
        case CaseStatus::Skipped:
          break;  // counted as no_expectation above
      }
      r.cases.push_back(std::move(c));
    }
  }
  return r;
}

}  // namespace arbiter::report
