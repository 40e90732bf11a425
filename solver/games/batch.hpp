// Checking many scenario files at once (`arbiter check`): the files are solved in
// parallel, each worker thread with its own game::Workspace, and the results are collected
// per file and kept in the order the files were given, so that every output (text, JSON,
// JUnit) is the same whatever the number of threads. Lives outside the CLI so that tests
// can run and compare batches without starting the binary; above the games, since it
// dispatches each file on its `game` (games::load_file). Its results are written by
// solver/report/output.hpp.
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "solver/report/output.hpp"

namespace arbiter::report {

// The scenario files named by `paths`: folders searched recursively for *.json, files as
// given. The result is sorted and without repeats, so that a batch's order never depends
// on the order of the arguments or of the file system. A path that does not exist is kept:
// loading it fails, and the batch reports it like any other broken file.
// Below a folder named, files and folders whose names start with '.' are not read. A folder
// that holds no scenario file is kept, like a missing path: checking it fails with
// kNoScenarioFiles, so that a CI given a wrong folder fails.
std::vector<std::string> collect_scenario_files(const std::vector<std::string>& paths);
inline constexpr std::string_view kNoScenarioFiles =
    "no scenario files (*.json) in this folder or below it (hidden folders are not read)";
// True for a name starting with '.' (not "." or ".."): hidden, not read below a folder.
bool hidden_name(const std::filesystem::path& p);

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

// std::thread::hardware_concurrency(), at least 1.
unsigned default_jobs();

// Loads and checks each file against its `expect`. Never throws for a bad file: a file
// that fails to load is one Error case; the others are still checked.
BatchResult run_batch(const std::vector<std::string>& files, const BatchOptions& options);

}  // namespace arbiter::report
