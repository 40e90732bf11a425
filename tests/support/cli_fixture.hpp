// Shared plumbing of the command-level tests: run the built `arbiter` (ARBITER_BINARY) in a
// scratch folder per test, with stdin closed, capturing both streams and the exit status.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace arbiter::testing {

namespace fs = std::filesystem;

struct Outcome {
  int status = -1;
  std::string out, err;
};

inline std::string slurp(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// Single-quoted for the shell.
inline std::string quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// A path inside the source tree (ARBITER_SOURCE_DIR), unquoted.
inline std::string source(const std::string& rel) {
  return std::string(ARBITER_SOURCE_DIR) + "/" + rel;
}

// The committed scenario scenarios/FOLDER/NAME.json, quoted for the shell.
inline std::string scenario_arg(const std::string& folder, const std::string& name) {
  return quote(source("scenarios/" + folder + "/" + name + ".json"));
}

inline std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> v;
  std::stringstream ss(text);
  for (std::string l; std::getline(ss, l);) v.push_back(l);
  return v;
}

class CliFixture : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() / ("arbiter-test-" + std::to_string(::getpid()) + "-" +
                                        info->test_suite_name() + "-" + info->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Runs `arbiter ARGS` (ARGS already quoted as needed) with stdin closed; stderr is a file,
  // so never a terminal.
  Outcome run(const std::string& args) const {
    const fs::path out = dir_ / "stdout", err = dir_ / "stderr";
    const std::string cmd = quote(ARBITER_BINARY) + " " + args + " </dev/null >" +
                            quote(out.string()) + " 2>" + quote(err.string());
    const int raw = std::system(cmd.c_str());
    Outcome r;
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    r.out = slurp(out);
    r.err = slurp(err);
    return r;
  }

  fs::path dir_;
};

}  // namespace arbiter::testing
