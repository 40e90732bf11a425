// The batch runner behind `arbiter check`: the same results, text for text, for any number
// of threads; a broken file reported while the others are still checked; the JUnit XML and
// JSON reports.
#include "solver/games/batch.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

namespace arbiter::report {
namespace {

namespace fs = std::filesystem;

const std::string kData = std::string(ARBITER_SOURCE_DIR) + "/tests/data/batch";

std::string slurp(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

bool have_xmllint() {
  return std::system("command -v xmllint >/dev/null 2>&1") == 0;
}

// Runs xmllint on the text; true when it is well-formed.
bool well_formed(const std::string& xml, const fs::path& where) {
  std::ofstream(where, std::ios::binary) << xml;
  const std::string cmd = "xmllint --noout '" + where.string() + "' 2>/dev/null";
  return std::system(cmd.c_str()) == 0;
}

class Batch : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() /
           ("arbiter-batch-test-" + std::to_string(::getpid()) + "-" + info->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // A book of `n` scenarios in nested folders: copies of the batch data under new names
  // (passing, failing and broken ones), so that threads have enough to interleave.
  fs::path make_book(int n) const {
    const fs::path book = dir_ / "book";
    const char* sources[] = {"steps-back.json", "nested/melee-walks.json",
                             "nested/wrong-expect.json", "broken.json"};
    for (int i = 0; i < n; ++i) {
      const fs::path sub = book / ("chapter-" + std::to_string(i % 3)) / (i % 2 ? "odd" : "even");
      fs::create_directories(sub);
      std::string text = slurp(fs::path(kData) / sources[i % 4]);
      const std::string tag = "\"name\": \"batch";
      if (auto at = text.find(tag); at != std::string::npos)
        text.insert(at + tag.size(), "-" + std::to_string(i));
      std::ofstream(sub / ("case-" + std::to_string(i) + ".json"), std::ios::binary) << text;
    }
    return book;
  }
  fs::path dir_;
};

TEST_F(Batch, CollectsFilesSortedRecursiveAndOnce) {
  const auto files = collect_scenario_files(
      {kData, kData + "/steps-back.json", kData + "/nested", kData + "/missing.json"});
  const std::vector<std::string> want = {
      kData + "/broken.json", kData + "/missing.json", kData + "/nested/melee-walks.json",
      kData + "/nested/wrong-expect.json", kData + "/steps-back.json"};
  EXPECT_EQ(files, want);
}

TEST_F(Batch, HiddenFoldersAndFilesAreNotRead) {
  // A broken file in a hidden folder (as .git or an editor's backups would hold) and a
  // hidden file: neither is collected; a hidden folder named on the command line is read.
  const fs::path book = dir_ / "book";
  fs::create_directories(book / ".backup" / "deeper");
  fs::copy_file(fs::path(kData) / "steps-back.json", book / "steps-back.json");
  fs::copy_file(fs::path(kData) / "broken.json", book / ".backup" / "deeper" / "broken.json");
  fs::copy_file(fs::path(kData) / "broken.json", book / ".scratch.json");
  EXPECT_EQ(collect_scenario_files({book.string()}),
            std::vector<std::string>{(book / "steps-back.json").string()});
  EXPECT_EQ(collect_scenario_files({(book / ".backup").string()}),
            std::vector<std::string>{(book / ".backup" / "deeper" / "broken.json").string()});
  const BatchResult r = run_batch(collect_scenario_files({book.string()}), {});
  EXPECT_EQ(r.errors, 0);
  EXPECT_EQ(r.passed, 2);
}

TEST_F(Batch, FolderWithoutScenarioFilesIsAnError) {
  // Empty, or holding only files of other kinds or hidden ones: a wrong path in a CI's
  // command must not pass as "0 passed, 0 failed".
  const fs::path empty = dir_ / "empty", other = dir_ / "other";
  fs::create_directories(empty);
  fs::create_directories(other / ".hidden");
  std::ofstream(other / "notes.txt") << "not a scenario";
  fs::copy_file(fs::path(kData) / "steps-back.json", other / ".hidden" / "steps-back.json");
  const auto files = collect_scenario_files({empty.string(), other.string()});
  ASSERT_EQ(files, (std::vector<std::string>{empty.string(), other.string()}));
  const BatchResult r = run_batch(files, {});
  EXPECT_EQ(r.errors, 2);
  EXPECT_EQ(r.passed + r.failed, 0);
  ASSERT_EQ(r.cases.size(), 2u);
  for (const CaseResult& c : r.cases) {
    EXPECT_EQ(c.status, CaseStatus::Error);
    EXPECT_EQ(c.place, "(folder)");
    EXPECT_EQ(c.problem, kNoScenarioFiles);
  }
  // A folder with a scenario somewhere below it is no error.
  EXPECT_EQ(collect_scenario_files({kData}).size(), 4u);
}

TEST_F(Batch, FileWithoutExpectationIsSkippedInJunit) {
  // steps-back.json with its expect removed: loaded, nothing to compare.
  std::string text = slurp(fs::path(kData) / "steps-back.json");
  const auto j = nlohmann::ordered_json::parse(text);
  auto bare = j;
  bare.erase("expect");
  std::ofstream(dir_ / "bare.json", std::ios::binary) << bare.dump(2);
  fs::copy_file(fs::path(kData) / "steps-back.json", dir_ / "with.json");
  const BatchResult r = run_batch(collect_scenario_files({dir_.string()}), {});
  EXPECT_EQ(r.passed, 2);
  EXPECT_EQ(r.no_expectation, 1);
  ASSERT_EQ(r.cases.size(), 3u);
  EXPECT_EQ(r.cases[0].status, CaseStatus::Skipped);
  EXPECT_EQ(r.cases[0].file, (dir_ / "bare.json").string());
  EXPECT_EQ(r.cases[0].scenario, "batch-steps-back");
  const std::string xml = junit_xml(r, ReportOptions{false});
  EXPECT_NE(xml.find("tests=\"3\" failures=\"0\" errors=\"0\" skipped=\"1\""), std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<testcase classname=\"batch-steps-back\" name=\"expect\" file=\"" +
                     (dir_ / "bare.json").string() +
                     "\" time=\"0.000000\">\n    <skipped message=\"no expect: nothing to "
                     "compare\"/>\n  </testcase>"),
            std::string::npos)
      << xml;
  if (have_xmllint()) {
    EXPECT_TRUE(well_formed(xml, dir_ / "skipped.xml"));
  }
  const auto report = nlohmann::json::parse(report_json_text(r));
  EXPECT_EQ(report.at("cases").at(0).at("status"), "skipped");
  EXPECT_TRUE(report.at("cases").at(0).at("rules").is_null());
  EXPECT_EQ(report.at("no_expectation"), 1);
  // Under --rules jotl neither file has an expectation: both skipped, and said why.
  BatchOptions only;
  only.only = "jotl";
  const BatchResult jotl = run_batch(collect_scenario_files({dir_.string()}), only);
  ASSERT_EQ(jotl.cases.size(), 2u);
  EXPECT_EQ(jotl.cases[1].status, CaseStatus::Skipped);
  EXPECT_EQ(jotl.cases[1].problem, "no expect for the rule set jotl");
}

TEST_F(Batch, BrokenFileReportedOthersStillChecked) {
  BatchOptions o;
  o.jobs = 2;
  const BatchResult r = run_batch(collect_scenario_files({kData}), o);
  EXPECT_EQ(r.passed, 3);
  EXPECT_EQ(r.failed, 1);
  EXPECT_EQ(r.errors, 1);
  ASSERT_EQ(r.cases.size(), 5u);
  const CaseResult& broken = r.cases[0];
  EXPECT_EQ(broken.file, kData + "/broken.json");
  EXPECT_EQ(broken.status, CaseStatus::Error);
  EXPECT_EQ(broken.scenario, "");
  EXPECT_EQ(broken.place.rfind("line ", 0), 0u) << broken.place;
  EXPECT_NE(broken.problem.find("invalid JSON"), std::string::npos) << broken.problem;
  EXPECT_EQ(r.cases[1].scenario, "batch-melee-walks");
  EXPECT_EQ(r.cases[1].status, CaseStatus::Pass);
  EXPECT_EQ(r.cases[2].status, CaseStatus::Fail);
  EXPECT_EQ(r.cases[2].expected_text, "  [0, 0] targets {}\n");
  EXPECT_EQ(r.cases[2].got_text, "  [1, 0] targets {}\n");
  // A file's rule sets in enum order: gloomhaven before frosthaven.
  EXPECT_EQ(r.cases[3].rules, "gloomhaven");
  EXPECT_EQ(r.cases[4].rules, "frosthaven");

  BatchOptions only;
  only.only = "frosthaven";
  const BatchResult fh = run_batch(collect_scenario_files({kData}), only);
  EXPECT_EQ(fh.passed, 1);
  EXPECT_EQ(fh.failed, 0);
  EXPECT_EQ(fh.errors, 1);  // the broken file is still one error
}

TEST_F(Batch, SerialAndParallelGiveIdenticalReports) {
  const auto files = collect_scenario_files({make_book(48).string()});
  ASSERT_EQ(files.size(), 48u);
  BatchOptions serial;
  serial.jobs = 1;
  const BatchResult one = run_batch(files, serial);
  EXPECT_EQ(one.passed, 36);
  EXPECT_EQ(one.failed, 12);
  EXPECT_EQ(one.errors, 12);
  const ReportOptions no_times{false};
  const std::string junit = junit_xml(one, no_times);
  const std::string json = report_json_text(one, no_times);
  for (unsigned jobs : {2u, 4u, 7u, 64u}) {
    SCOPED_TRACE(jobs);
    BatchOptions parallel;
    parallel.jobs = jobs;
    const BatchResult many = run_batch(files, parallel);
    EXPECT_EQ(junit_xml(many, no_times), junit);
    EXPECT_EQ(report_json_text(many, no_times), json);
    ASSERT_EQ(many.cases.size(), one.cases.size());
    for (std::size_t i = 0; i < many.cases.size(); ++i) {
      EXPECT_EQ(many.cases[i].file, one.cases[i].file);
      EXPECT_EQ(many.cases[i].expected_text, one.cases[i].expected_text);
      EXPECT_EQ(many.cases[i].got_text, one.cases[i].got_text);
    }
  }
}

TEST_F(Batch, ProgressCountsEveryFileOnce) {
  const auto files = collect_scenario_files({make_book(25).string()});
  std::vector<std::pair<std::size_t, std::size_t>> calls;
  BatchOptions o;
  o.jobs = 4;
  o.progress = [&](std::size_t done, std::size_t total) { calls.push_back({done, total}); };
  run_batch(files, o);
  ASSERT_EQ(calls.size(), files.size());
  for (std::size_t i = 0; i < calls.size(); ++i) {
    EXPECT_EQ(calls[i].first, i + 1);
    EXPECT_EQ(calls[i].second, files.size());
  }
  EXPECT_GE(default_jobs(), 1u);
  EXPECT_EQ(run_batch({}, o).cases.size(), 0u);
}

TEST_F(Batch, JUnitXml) {
  const BatchResult r = run_batch(collect_scenario_files({kData}), {});
  const std::string x = junit_xml(r, ReportOptions{false});
  EXPECT_EQ(x.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"arbiter check\" "
                    "tests=\"5\" failures=\"1\" errors=\"1\" skipped=\"0\" time=\"0.000000\">\n",
                    0),
            0u)
      << x;
  EXPECT_NE(x.find("<testcase classname=\"batch-steps-back\" name=\"frosthaven\" file=\"" + kData +
                   "/steps-back.json\" time=\"0.000000\"/>"),
            std::string::npos)
      << x;
  // The failing scenario's name holds markup characters; both answers are in the message.
  EXPECT_NE(
      x.find("classname=\"batch &lt;wrong&gt; &amp; &quot;expect&quot;\" name=\"gloomhaven\""),
      std::string::npos)
      << x;
  EXPECT_NE(x.find("<failure message=\"expected [0, 0] {}; got [1, 0] {}\" type=\"mismatch\">"
                   "expected:\n  [0, 0] targets {}\ngot:\n  [1, 0] targets {}\n</failure>"),
            std::string::npos)
      << x;
  EXPECT_NE(x.find("<testcase classname=\"" + kData + "/broken.json\" name=\"load\""),
            std::string::npos)
      << x;
  EXPECT_NE(x.find("<error message=\"line 3, column 1: invalid JSON"), std::string::npos) << x;
  EXPECT_EQ(x.substr(x.size() - 13), "</testsuite>\n");
  if (have_xmllint()) {
    EXPECT_TRUE(well_formed(x, dir_ / "no-times.xml")) << x;
    EXPECT_TRUE(well_formed(junit_xml(r), dir_ / "times.xml"));
  } else {
    GTEST_SKIP() << "xmllint not installed: well-formedness not checked";
  }
}

TEST_F(Batch, JUnitSurvivesHostileNamesAndFiles) {
  // A file name with markup, a quote, a control character and invalid UTF-8.
  const fs::path odd = dir_ / std::string("we<ird>&\"na'me\x01\xff.json");
  std::string text = slurp(fs::path(kData) / "nested/wrong-expect.json");
  std::ofstream(odd, std::ios::binary) << text;
  const BatchResult r = run_batch({odd.string()}, {});
  ASSERT_EQ(r.cases.size(), 1u);
  EXPECT_EQ(r.cases[0].status, CaseStatus::Fail);
  const std::string x = junit_xml(r);
  EXPECT_NE(x.find("we&lt;ird&gt;&amp;&quot;na&apos;me\xEF\xBF\xBD\xEF\xBF\xBD.json"),
            std::string::npos)
      << x;
  const auto j = nlohmann::json::parse(report_json_text(r));  // invalid UTF-8 replaced
  EXPECT_EQ(j.at("cases").at(0).at("status"), "fail");
  if (have_xmllint()) {
    EXPECT_TRUE(well_formed(x, dir_ / "odd.xml")) << x;
  }
}

TEST(XmlEscape, MarkupControlsAndLineBreaks) {
  EXPECT_EQ(xml_escape("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&apos;");
  EXPECT_EQ(xml_escape("one\ntwo\tthree\r"), "one&#10;two&#9;three&#13;");
  EXPECT_EQ(xml_escape("one\ntwo\t", false), "one\ntwo\t");
  EXPECT_EQ(xml_escape(std::string("nul\0bell\x07", 9)),
            "nul\xEF\xBF\xBD"
            "bell\xEF\xBF\xBD");
  EXPECT_EQ(xml_escape("h\xC3\xA9x \xE2\x86\x92 \xF0\x9F\x8E\xB2"),
            "h\xC3\xA9x \xE2\x86\x92 \xF0\x9F\x8E\xB2");
  EXPECT_EQ(xml_escape("\xC0\xAF"), "\xEF\xBF\xBD\xEF\xBF\xBD");                  // overlong '/'
  EXPECT_EQ(xml_escape("\xED\xA0\x80"), "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");  // surrogate
  EXPECT_EQ(xml_escape("\xE2\x82"), "\xEF\xBF\xBD\xEF\xBF\xBD");                  // truncated
  EXPECT_EQ(xml_escape("\xEF\xBF\xBE"), "\xEF\xBF\xBD");  // U+FFFE: not an XML char
}

TEST_F(Batch, ReportJsonFields) {
  const BatchResult r = run_batch(collect_scenario_files({kData}), {});
  const auto j = nlohmann::json::parse(report_json_text(r));
  EXPECT_EQ(j.at("passed"), 3);
  EXPECT_EQ(j.at("failed"), 1);
  EXPECT_EQ(j.at("errors"), 1);
  const auto& cases = j.at("cases");
  ASSERT_EQ(cases.size(), 5u);
  for (const auto& c : cases) {
    for (const char* key : {"file", "scenario", "rules", "status", "expected", "got", "seconds"})
      EXPECT_TRUE(c.contains(key)) << key << " in " << c.dump();
    EXPECT_TRUE(c.at("seconds").is_number());
    EXPECT_GE(c.at("seconds").get<double>(), 0.0);
    EXPECT_TRUE(c.at("expected").is_array());
    EXPECT_TRUE(c.at("got").is_array());
  }
  EXPECT_EQ(cases[0].at("status"), "error");
  EXPECT_TRUE(cases[0].at("scenario").is_null());
  EXPECT_TRUE(cases[0].at("rules").is_null());
  EXPECT_EQ(cases[0].at("error").at("place"), "line 3, column 1");
  EXPECT_EQ(cases[2].at("status"), "fail");
  EXPECT_EQ(cases[2].at("scenario"), "batch <wrong> & \"expect\"");
  EXPECT_EQ(cases[2].at("expected"),
            nlohmann::json::parse(R"([{"destination": [0, 0], "targets": []}])"));
  EXPECT_EQ(cases[2].at("got"),
            nlohmann::json::parse(R"([{"destination": [1, 0], "targets": []}])"));
  // Options in the file's own (even-q) coordinates, sorted as the comparison sorts them.
  EXPECT_EQ(cases[3].at("scenario"), "batch-steps-back");
  EXPECT_EQ(cases[3].at("status"), "pass");
  EXPECT_EQ(cases[3].at("got"), cases[3].at("expected"));
  std::vector<nlohmann::json> dests;
  for (const auto& o : cases[3].at("got")) {
    EXPECT_EQ(o.at("targets"), nlohmann::json::parse(R"(["C1"])"));
    dests.push_back(o.at("destination"));
  }
  std::sort(dests.begin(), dests.end());
  EXPECT_EQ(nlohmann::json(dests), nlohmann::json::parse("[[5, 1], [6, 1], [6, 2]]"));
  // Key order as documented.
  const std::string text = report_json_text(r, ReportOptions{false});
  EXPECT_EQ(
      text.rfind("{\n  \"version\": 1,\n  \"passed\": 3,\n  \"failed\": 1,\n  \"errors\": 1,\n"
                 "  \"no_expectation\": 0,\n  \"files_without_expectation\": [],\n  \"cases\": [",
                 0),
      0u)
      << text;
  EXPECT_EQ(text.back(), '\n');
  EXPECT_EQ(text.find("\"seconds\": 0.0,"), text.find("\"seconds\""));
}

}  // namespace
}  // namespace arbiter::report
