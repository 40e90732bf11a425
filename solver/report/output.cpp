// What every game's output shares: the version of the JSON documents, the error object,
// text safe inside XML (the pictures and JUnit), and the results of a check (`arbiter
// check`) written as JUnit XML and as JSON.
#include "solver/report/output.hpp"

#include <cmath>
#include <cstdio>

namespace arbiter::report {
namespace {

using ojson = nlohmann::ordered_json;

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
std::string one_line(const ojson& options) {
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

nlohmann::ordered_json error_json(const std::string& file, const std::string& place,
                                  const std::string& problem) {
  nlohmann::ordered_json j;
  j["version"] = kOutputVersion;
  j["error"] = {{"file", file}, {"place", place}, {"problem", problem}};
  return j;
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
    const std::string name = !c.rules.empty()                  ? c.rules
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

ojson report_json(const BatchResult& r, const ReportOptions& o) {
  ojson cases = ojson::array();
  for (const auto& c : r.cases) {
    ojson j;
    j["file"] = c.file;
    j["scenario"] = c.scenario.empty() ? ojson(nullptr) : ojson(c.scenario);
    j["rules"] = c.rules.empty() ? ojson(nullptr) : ojson(c.rules);
    j["status"] = std::string(case_status_name(c.status));
    j["expected"] = c.expected;
    j["got"] = c.got;
    j["seconds"] = shown_seconds(c.seconds, o);
    if (c.status == CaseStatus::Error) j["error"] = {{"place", c.place}, {"problem", c.problem}};
    cases.push_back(std::move(j));
  }
  ojson out;
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
  return report_json(r, o).dump(2, ' ', false, ojson::error_handler_t::replace) + "\n";
}

}  // namespace arbiter::report
