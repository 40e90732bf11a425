// `arbiter check` on many files and `arbiter lint`, as users run them: the built binary
// (ARBITER_BINARY), its output, the report files it writes and its exit status.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::cli {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::lines;
using arbiter::testing::Outcome;
using arbiter::testing::quote;
using arbiter::testing::slurp;

using arbiter::testing::source;

// Times are the only thing allowed to differ between two runs' reports.
std::string without_times(const std::string& text) {
  static const std::regex xml_time(R"(time="[0-9.]+")");
  static const std::regex json_time(R"("seconds": [0-9.e-]+)");
  return std::regex_replace(std::regex_replace(text, xml_time, "time=\"T\""), json_time,
                            "\"seconds\": T");
}

class BatchCli : public arbiter::testing::CliFixture {
 protected:
  // More than the progress bar's threshold of files, in nested folders: the batch data
  // under new names, `broken` of them broken.
  fs::path make_book(int n, bool with_broken) const {
    const fs::path book = dir_ / "book";
    std::vector<std::string> sources = {"steps-back.json", "nested/melee-walks.json",
                                        "nested/wrong-expect.json"};
    if (with_broken) sources.push_back("broken.json");
    for (int i = 0; i < n; ++i) {
      const fs::path sub = book / ("part-" + std::to_string(i % 4));
      fs::create_directories(sub);
      std::string text = slurp(source("tests/data/batch/") + sources[i % sources.size()]);
      const std::string tag = "\"name\": \"batch";
      if (auto at = text.find(tag); at != std::string::npos)
        text.insert(at + tag.size(), "-" + std::to_string(i));
      std::ofstream(sub / ("s" + std::to_string(i) + ".json"), std::ios::binary) << text;
    }
    return book;
  }
};

TEST_F(BatchCli, JobsOneAndFourPrintTheSame) {
  const std::string book = quote(make_book(30, true).string());
  const Outcome one = run("check -v --jobs 1 " + book);
  const Outcome four = run("check -v --jobs 4 " + book);
  const Outcome dflt = run("check -v " + book);
  EXPECT_EQ(one.status, 2) << one.err;  // broken files
  EXPECT_EQ(four.status, 2);
  EXPECT_EQ(one.out, four.out);
  EXPECT_EQ(one.err, four.err);
  EXPECT_EQ(one.out, dflt.out);
  // 30 files: 8 steps-back (2 cases each), 8 melee-walks, 7 wrong, 7 broken.
  EXPECT_EQ(lines(one.out).back(), "24 passed, 7 failed, 7 errors");
  EXPECT_EQ(std::count(one.err.begin(), one.err.end(), '\n'), 7) << one.err;
  EXPECT_EQ(one.err.find('\r'), std::string::npos) << "no progress bar when stderr is a file";
  EXPECT_TRUE(std::regex_search(one.err, std::regex("/s3\\.json: line 3, column 1: invalid JSON")))
      << one.err;

  const Outcome failures = run("check --jobs 3 " + quote(source("tests/data/batch/nested")));
  EXPECT_EQ(failures.status, 1);
  EXPECT_EQ(lines(failures.out).back(), "1 passed, 1 failed");
  const Outcome fine = run("check --jobs 2 " + quote(source("tests/data/batch/steps-back.json")));
  EXPECT_EQ(fine.status, 0);
  EXPECT_EQ(fine.out, "2 passed, 0 failed\n");
}

TEST_F(BatchCli, JunitAndReportFiles) {
  const std::string book = quote(make_book(24, true).string());
  const fs::path j1 = dir_ / "one.xml", r1 = dir_ / "one.json";
  const fs::path j4 = dir_ / "four.xml", r4 = dir_ / "four.json";
  const Outcome one = run("check --jobs 1 --junit " + quote(j1.string()) + " --report " +
                          quote(r1.string()) + " " + book);
  const Outcome four = run("check --jobs 4 " + book + " --junit " + quote(j4.string()) +
                           " --report " + quote(r4.string()));
  EXPECT_EQ(one.status, 2);
  EXPECT_EQ(one.out, four.out);
  ASSERT_TRUE(fs::exists(j1) && fs::exists(r1) && fs::exists(j4) && fs::exists(r4));
  EXPECT_EQ(without_times(slurp(j1)), without_times(slurp(j4)));
  EXPECT_EQ(without_times(slurp(r1)), without_times(slurp(r4)));

  const auto report = nlohmann::json::parse(slurp(r1));
  EXPECT_EQ(report.at("passed"), 18);
  EXPECT_EQ(report.at("failed"), 6);
  EXPECT_EQ(report.at("errors"), 6);
  EXPECT_EQ(report.at("cases").size(), 30u);
  EXPECT_EQ(lines(one.out).back(), "18 passed, 6 failed, 6 errors");
  const std::string xml = slurp(j1);
  EXPECT_NE(xml.find("<testsuite name=\"arbiter check\" tests=\"30\" failures=\"6\" errors=\"6\""),
            std::string::npos);
  if (std::system("command -v xmllint >/dev/null 2>&1") == 0) {
    EXPECT_EQ(std::system(("xmllint --noout " + quote(j1.string())).c_str()), 0);
    EXPECT_EQ(std::system(("xmllint --noout " + quote(j4.string())).c_str()), 0);
  }

  const Outcome unwritable = run("check --report " + quote((dir_ / "no" / "dir.json").string()) +
                                 " " + quote(source("tests/data/batch/steps-back.json")));
  EXPECT_EQ(unwritable.status, 2);
  EXPECT_NE(unwritable.err.find("cannot write"), std::string::npos) << unwritable.err;
}

TEST_F(BatchCli, CheckUsageErrors) {
  const std::string f = quote(source("tests/data/batch/steps-back.json"));
  EXPECT_EQ(run("check --jobs 0 " + f).status, 2);
  EXPECT_EQ(run("check --jobs many " + f).status, 2);
  const Outcome missing = run("check " + quote((dir_ / "nothing").string()) + " " + f);
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("nothing: (file): "), std::string::npos) << missing.err;
  EXPECT_EQ(lines(missing.out).back(),
            "2 passed, 0 failed, 1 error");  // the other file still checked
  const Outcome help = run("check --help");
  EXPECT_NE(help.out.find("--jobs"), std::string::npos);
  EXPECT_NE(help.out.find("--junit"), std::string::npos);
  EXPECT_NE(help.out.find("--report"), std::string::npos);
}

TEST_F(BatchCli, CiGradeExitStatusAndEmptyFolders) {
  // Each outcome its own status, so that a CI tells them apart without reading the output:
  // 0 all pass, 1 an answer differs, 2 a file did not load (also with failures beside it).
  const std::string pass = quote(source("tests/data/batch/steps-back.json"));
  const std::string fail = quote(source("tests/data/batch/nested/wrong-expect.json"));
  const std::string broken = quote(source("tests/data/batch/broken.json"));
  EXPECT_EQ(run("check " + pass).status, 0);
  EXPECT_EQ(run("check " + pass + " " + fail).status, 1);
  EXPECT_EQ(run("check " + pass + " " + broken).status, 2);
  EXPECT_EQ(run("check " + fail + " " + broken).status, 2);

  // A folder with no scenario file: a message naming it, status 2 (with lint and
  // --update too); the files given beside it are still checked.
  fs::create_directories(dir_ / "empty" / ".git");
  fs::copy_file(source("tests/data/batch/steps-back.json"), dir_ / "empty" / ".git" / "x.json");
  const std::string empty = quote((dir_ / "empty").string());
  const Outcome none = run("check " + empty);
  EXPECT_EQ(none.status, 2);
  EXPECT_EQ(none.err, (dir_ / "empty").string() +
                          ": (folder): no scenario files (*.json) in this folder or below it "
                          "(hidden folders are not read)\n");
  EXPECT_EQ(none.out, "0 passed, 0 failed, 1 error\n");
  const Outcome beside = run("check " + empty + " " + pass);
  EXPECT_EQ(beside.status, 2);
  EXPECT_EQ(beside.out, "2 passed, 0 failed, 1 error\n");
  const Outcome lint = run("lint " + empty);
  EXPECT_EQ(lint.status, 2);
  EXPECT_NE(lint.err.find("(folder): no scenario files"), std::string::npos) << lint.err;
  const Outcome update = run("check --update " + empty);
  EXPECT_EQ(update.status, 2);
  EXPECT_NE(update.err.find("(folder): no scenario files"), std::string::npos) << update.err;

  // The exit statuses are documented where a CI author looks: check --help and the man page.
  const Outcome help = run("check --help");
  EXPECT_NE(help.out.find("Exit status: 0 every case passed"), std::string::npos) << help.out;
  EXPECT_NE(run("man").out.find("2 outranks 3 and 3 outranks 1"), std::string::npos);
}

TEST_F(BatchCli, LintExitCodes) {
  const auto data = [](const std::string& name) {
    return quote(source("tests/data/lint/" + name));
  };
  const Outcome clean = run("lint " + data("clean.json"));
  EXPECT_EQ(clean.status, 0) << clean.out << clean.err;
  EXPECT_EQ(clean.out, "0 errors, 0 warnings in 1 files\n");

  const Outcome warnings = run("lint " + data("warnings.json"));
  EXPECT_EQ(warnings.status, 0) << warnings.out;
  EXPECT_EQ(lines(warnings.out).back(), "0 errors, 2 warnings in 1 files");
  EXPECT_NE(warnings.out.find("warnings.json: map.hexes: warning: "), std::string::npos);
  EXPECT_NE(warnings.out.find("[disconnected-map]"), std::string::npos);

  const Outcome errors = run("lint " + data("expect-errors.json") + " " + data("clean.json"));
  EXPECT_EQ(errors.status, 1) << errors.out;
  EXPECT_EQ(lines(errors.out).back(), "2 errors, 0 warnings in 2 files");
  EXPECT_NE(
      errors.out.find("expect-errors.json: expect.gloomhaven[0].targets[0]: error: target A2"),
      std::string::npos)
      << errors.out;

  // A broken file: reported on stderr and counted; the others are still linted.
  const Outcome bad = run("lint " + quote(source("tests/data/lint")) + " " +
                          quote(source("tests/data/batch/broken.json")));
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(lines(bad.out).back(), "3 errors, 2 warnings in 4 files");
  EXPECT_NE(bad.err.find("broken.json: line 3, column 1: invalid JSON"), std::string::npos)
      << bad.err;
  EXPECT_NE(bad.out.find("[expect-target]"), std::string::npos);

  EXPECT_EQ(run("lint --format yaml " + data("clean.json")).status, 2);
  EXPECT_EQ(run("lint").status, 2);
  EXPECT_EQ(run("lint --help").status, 0);
}

TEST_F(BatchCli, LintJson) {
  const Outcome r = run("lint --format json " + quote(source("tests/data/lint")) + " " +
                        quote(source("tests/data/batch/broken.json")));
  EXPECT_EQ(r.status, 2);
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j.at("errors"), 3);
  EXPECT_EQ(j.at("warnings"), 2);
  EXPECT_EQ(j.at("files"), 4);
  ASSERT_EQ(j.at("findings").size(), 5u);
  for (const auto& f : j.at("findings")) {
    for (const char* key : {"file", "place", "severity", "check", "message"})
      EXPECT_TRUE(f.at(key).is_string()) << key;
  }
  EXPECT_EQ(j.at("findings").at(0).at("check"), "load");
  EXPECT_EQ(j.at("findings").at(0).at("severity"), "error");
}

}  // namespace
}  // namespace arbiter::cli
