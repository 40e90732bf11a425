// The rule-case positions of scenarios/gloomhaven/turns/ through the built command:
// `arbiter check scenarios/gloomhaven/turns --rules all` must pass every (file, rule set) pair.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;

std::string quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// The (file, rule set) pairs the folder holds: one per key of each file's "expect".
int expected_pairs(const fs::path& dir, int& files) {
  int pairs = 0;
  files = 0;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (!e.is_regular_file() || e.path().extension() != ".json") continue;
    std::ifstream in(e.path());
    const nlohmann::json j = nlohmann::json::parse(in);
    ++files;
    if (j.contains("expect")) pairs += static_cast<int>(j["expect"].size());
  }
  return pairs;
}

TEST(RuleCases, ArbiterCheckPassesEveryPair) {
  const fs::path dir = fs::path(ARBITER_SOURCE_DIR) / "scenarios" / "gloomhaven" / "turns";
  ASSERT_TRUE(fs::is_directory(dir)) << dir;
  int files = 0;
  const int pairs = expected_pairs(dir, files);
  ASSERT_GT(files, 0);
  ASSERT_GE(pairs, files);

  const std::string command =
      quote(ARBITER_BINARY) + " check " + quote(dir.string()) + " --rules all 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr) << command;
  std::string out;
  char buffer[4096];
  while (std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
  const int status = pclose(pipe);
  ASSERT_TRUE(WIFEXITED(status)) << command << "\n" << out;
  EXPECT_EQ(WEXITSTATUS(status), 0) << out;

  // The last non-empty line is the summary.
  std::istringstream lines(out);
  std::string line, last;
  while (std::getline(lines, line))
    if (!line.empty()) last = line;
  std::smatch m;
  ASSERT_TRUE(std::regex_match(last, m, std::regex(R"((\d+) passed, (\d+) failed)"))) << out;
  EXPECT_GE(std::stoi(m[1].str()), pairs) << out;
  EXPECT_EQ(m[2].str(), "0") << out;
}

}  // namespace
