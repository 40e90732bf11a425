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

inline bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
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

  // Runs the shell command `cmd` (its own redirections allowed), its standard output and
  // error captured into files of the scratch folder, so never a terminal.
  Outcome capture(const std::string& cmd) const {
    const fs::path out = dir_ / "stdout", err = dir_ / "stderr";
    const int raw =
        std::system((cmd + " >" + quote(out.string()) + " 2>" + quote(err.string())).c_str());
    Outcome r;
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    r.out = slurp(out);
    r.err = slurp(err);
    return r;
  }

  // Runs `arbiter ARGS` (ARGS already quoted as needed) with stdin closed.
  Outcome run(const std::string& args) const {
    return capture(quote(ARBITER_BINARY) + " " + args + " </dev/null");
  }

  // A new file of `game` solved: the list is cut, and its last line says how many `noun`
  // ("option", "placements") more and how to see them; `--all` lists every one, uncut.
  void expect_cut_list_and_all(const std::string& game, const std::string& noun) const {
    const fs::path f = dir_ / "new.json";
    ASSERT_EQ(run("new --game " + game + " " + quote(f.string())).status, 0);
    const Outcome cut = run("solve " + quote(f.string()) + " --no-color");
    ASSERT_EQ(cut.status, 0) << cut.err;
    const std::size_t at = cut.out.find("  ... ");
    ASSERT_NE(at, std::string::npos) << cut.out;
    const std::string line = cut.out.substr(at, cut.out.find('\n', at) - at);
    EXPECT_NE(line.find(" more " + noun), std::string::npos) << line;
    EXPECT_NE(line.find("(--all lists every one)"), std::string::npos) << line;
    const Outcome all = run("solve " + quote(f.string()) + " --no-color --all");
    ASSERT_EQ(all.status, 0) << all.err;
    EXPECT_EQ(all.out.find("  ... "), std::string::npos) << all.out;
    EXPECT_GT(all.out.size(), cut.out.size());
  }

  // A bash script run with stdin closed.
  Outcome run_shell(const std::string& script) const {
    return capture("bash -c " + quote(script) + " </dev/null");
  }

  // A shell command line run in the scratch folder, `arbiter` standing for the binary (its
  // standard input left as the test's, for commands that read a pipe of their own).
  Outcome shell(const std::string& line) const {
    const fs::path script = dir_ / "cmd.sh";
    std::ofstream(script) << "arbiter() { " << quote(ARBITER_BINARY) << " \"$@\"; }\ncd "
                          << quote(dir_.string()) << "\n"
                          << line << "\n";
    return capture("bash " + quote(script.string()));
  }

  // A file of the scratch folder holding `text`.
  fs::path put(const std::string& name, const std::string& text) const {
    const fs::path p = dir_ / name;
    std::ofstream(p, std::ios::binary) << text;
    return p;
  }

  // The source tree's file `rel` copied into the scratch folder as `as`.
  fs::path copy(const std::string& rel, const std::string& as) const {
    const fs::path to = dir_ / as;
    fs::copy_file(source(rel), to, fs::copy_options::overwrite_existing);
    return to;
  }

  fs::path dir_;
};

}  // namespace arbiter::testing
