#include "solver/report/batch.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <mutex>
#include <thread>

#include "pathing/deadline.hpp"
#include "solver/games/game.hpp"
#include "solver/report/report.hpp"

namespace arbiter::report {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::ordered_json;
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
                      games::Workspace& ws);

// check_file under the time limit: a file stopped at the limit keeps the cases it finished
// and gets one error case; the workspace, which may hold a half-finished search, is renewed.
FileResult check_file_limited(const std::string& file, const BatchOptions& options,
                              games::Workspace& ws) {
  const auto start = Clock::now();
  try {
    const pathing::deadline::Scope limit(options.time_limit);
    return check_file(file, options.only, ws);
  } catch (const pathing::deadline::TimeLimitExceeded& e) {
    ws = games::Workspace();
    FileResult result;
    result.cases.push_back(error_case(file, "(time limit)", e.what()));
    result.cases.back().seconds = seconds_since(start);
    result.timed_out = true;
    return result;
  }
}

FileResult check_file(const std::string& file, const std::optional<std::string>& only,
                      games::Workspace& ws) {
  FileResult result;
  std::vector<CaseResult>& out = result.cases;
  const auto load_start = Clock::now();
  // collect_scenario_files keeps a folder that holds no scenario file: most often a wrong
  // path, which a CI must not count as "0 failed".
  if (std::error_code ec; fs::is_directory(file, ec)) {
    out.push_back(error_case(file, "(folder)", std::string(kNoScenarioFiles)));
    return result;
  }
  std::unique_ptr<games::LoadedScenario> s;
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
      games::CheckCase k = s->check(rules, ws);
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

// Times in reports: microseconds are plenty, and fewer digits keep reports readable.
double shown_seconds(double seconds, const ReportOptions& o) {
  return o.timings ? std::round(seconds * 1e6) / 1e6 : 0.0;
}

std::string xml_seconds(double seconds, const ReportOptions& o) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6f", shown_seconds(seconds, o));
  return buf;
}

// Options on one line, for a failure's message attribute: "[6, 2] {C1}, [6, 1] {C1}".
std::string one_line(const json& options) {
  // Games whose answer is not a list of options (a Gloomhaven round) give an object.
  if (!options.is_array()) return options.dump();
  if (options.empty()) return "(no options)";
  std::string out;
  for (const auto& o : options) {
    if (!out.empty()) out += ", ";
    // Games whose check compares lines of text (Heroscape) give strings.
    if (o.is_string()) {
      out += o.get<std::string>();
      continue;
    }
    const auto& d = o.at("destination");
    out += "[" + std::to_string(d.at(0).get<int>()) + ", " + std::to_string(d.at(1).get<int>()) +
           "] {";
    bool first = true;
    for (const auto& t : o.at("targets")) {
      if (!first) out += ", ";
      first = false;
      out += t.get<std::string>();
    }
    out += "}";
  }
  return out;
}

// Decodes one UTF-8 sequence at text[i]; returns its length, or 0 when it is not valid
// (truncated, overlong, a surrogate or beyond U+10FFFF).
std::size_t utf8_sequence(std::string_view text, std::size_t i, char32_t& cp) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char b0 = byte(i);
  std::size_t len;
  char32_t min;
  if (b0 < 0x80) {
    cp = b0;
    return 1;
  } else if ((b0 & 0xE0) == 0xC0) {
    len = 2, cp = b0 & 0x1F, min = 0x80;
  } else if ((b0 & 0xF0) == 0xE0) {
    len = 3, cp = b0 & 0x0F, min = 0x800;
  } else if ((b0 & 0xF8) == 0xF0) {
    len = 4, cp = b0 & 0x07, min = 0x10000;
  } else {
    return 0;
  }
  if (i + len > text.size()) return 0;
  for (std::size_t k = 1; k < len; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return len;
}

bool xml_char(char32_t cp) {
  return cp == 0x9 || cp == 0xA || cp == 0xD || (cp >= 0x20 && cp <= 0xD7FF) ||
         (cp >= 0xE000 && cp <= 0xFFFD) || (cp >= 0x10000 && cp <= 0x10FFFF);
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

std::string_view case_status_name(CaseStatus s) {
  switch (s) {
    case CaseStatus::Pass:
      return "pass";
    case CaseStatus::Fail:
      return "fail";
    case CaseStatus::Error:
      return "error";
    case CaseStatus::Skipped:
      return "skipped";
  }
  return "error";
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
    games::Workspace ws;  // one per thread: it is not shareable
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
    std::vector<std::jthread> threads;
    threads.reserve(jobs);
    for (std::size_t t = 0; t < jobs; ++t) threads.emplace_back(worker);
  }  // jthreads join here

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

std::string xml_escape(std::string_view text, bool attribute) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    char32_t cp = 0;
    const std::size_t len = utf8_sequence(text, i, cp);
    if (len == 0 || !xml_char(cp)) {
      out += "\xEF\xBF\xBD";  // U+FFFD
      i += len == 0 ? 1 : len;
      continue;
    }
    switch (cp) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      case '\n':
        out += attribute ? "&#10;" : "\n";
        break;
      case '\r':
        out += "&#13;";  // a parser would turn a literal CR into LF
        break;
      case '\t':
        out += attribute ? "&#9;" : "\t";
        break;
      default:
        out.append(text.substr(i, len));
    }
    i += len;
  }
  return out;
}

std::string junit_xml(const BatchResult& r, const ReportOptions& o) {
  double total = 0;
  for (const auto& c : r.cases) total += c.seconds;
  std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  x += "<testsuite name=\"arbiter check\" tests=\"" + std::to_string(r.cases.size()) +
       "\" failures=\"" + std::to_string(r.failed) + "\" errors=\"" + std::to_string(r.errors) +
       "\" skipped=\"" + std::to_string(r.no_expectation) + "\" time=\"" + xml_seconds(total, o) +
       "\">\n";
  for (const auto& c : r.cases) {
    // A file that did not load has no scenario name or rule set: name it by its file.
    const std::string classname = c.scenario.empty() ? c.file : c.scenario;
    const std::string name = !c.rules.empty()                   ? c.rules
                             : c.status == CaseStatus::Skipped ? "expect"
                                                               : "load";
    x += "  <testcase classname=\"" + xml_escape(classname) + "\" name=\"" + xml_escape(name) +
         "\" file=\"" + xml_escape(c.file) + "\" time=\"" + xml_seconds(c.seconds, o) + "\"";
    switch (c.status) {
      case CaseStatus::Pass:
        x += "/>\n";
        break;
      case CaseStatus::Fail: {
        const std::string message = "expected " + one_line(c.expected) + "; got " + one_line(c.got);
        x += ">\n    <failure message=\"" + xml_escape(message) + "\" type=\"mismatch\">" +
             xml_escape("expected:\n" + c.expected_text + "got:\n" + c.got_text, false) +
             "</failure>\n  </testcase>\n";
        break;
      }
      case CaseStatus::Error:
        x += ">\n    <error message=\"" + xml_escape(c.place + ": " + c.problem) + "\" type=\"" +
             (c.rules.empty() ? "load" : "solve") + "\">" +
             xml_escape(c.file + ": " + c.place + ": " + c.problem, false) +
             "</error>\n  </testcase>\n";
        break;
      case CaseStatus::Skipped:
        x += ">\n    <skipped message=\"" + xml_escape(c.problem + ": nothing to compare") +
             "\"/>\n  </testcase>\n";
        break;
    }
  }
  x += "</testsuite>\n";
  return x;
}

json report_json(const BatchResult& r, const ReportOptions& o) {
  json cases = json::array();
  for (const auto& c : r.cases) {
    json j;
    j["file"] = c.file;
    j["scenario"] = c.scenario.empty() ? json(nullptr) : json(c.scenario);
    j["rules"] = c.rules.empty() ? json(nullptr) : json(c.rules);
    j["status"] = std::string(case_status_name(c.status));
    j["expected"] = c.expected;
    j["got"] = c.got;
    j["seconds"] = shown_seconds(c.seconds, o);
    if (c.status == CaseStatus::Error) j["error"] = {{"place", c.place}, {"problem", c.problem}};
    cases.push_back(std::move(j));
  }
  json out;
  out["version"] = kOutputVersion;
  out["passed"] = r.passed;
  out["failed"] = r.failed;
  out["errors"] = r.errors;
  out["no_expectation"] = r.no_expectation;
  out["files_without_expectation"] = r.files_without_expectation;
  out["cases"] = std::move(cases);
  return out;
}

std::string report_json_text(const BatchResult& r, const ReportOptions& o) {
  return report_json(r, o).dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

}  // namespace arbiter::report
