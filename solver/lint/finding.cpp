#include "solver/lint/finding.hpp"

namespace arbiter::lint {

std::string_view severity_name(Severity s) {
  return s == Severity::Error ? "error" : "warning";
}

std::string format_finding(const Finding& f) {
  return f.file + ": " + f.place + ": " + std::string(severity_name(f.severity)) + ": " +
         f.message + " [" + f.check + "]";
}

nlohmann::ordered_json finding_json(const Finding& f) {
  nlohmann::ordered_json j;
  j["file"] = f.file;
  j["place"] = f.place;
  j["severity"] = std::string(severity_name(f.severity));
  j["check"] = f.check;
  j["message"] = f.message;
  return j;
}

}  // namespace arbiter::lint
