// A lint's finding, as every game's lints report it (`arbiter lint`): what is most likely
// a mistake of a file's author, where in the file, and how sure (error or warning). Each
// game's lints live in its own folder (solver/gloomhaven/lint.hpp,
// solver/grumblestone/lint.hpp).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace arbiter::lint {

enum class Severity : std::uint8_t { Error, Warning };
std::string_view severity_name(Severity s);  // "error", "warning"

struct Finding {
  Severity severity = Severity::Warning;
  std::string check;    // the lint's name, e.g. "thin-wall"
  std::string file;     // Scenario::path
  std::string place;    // JSON path in the file, e.g. "figures[2]" or "map.thin_walls[0]"
  std::string message;  // hexes in the file's coordinates
};

// "file: place: severity: message [check]"
std::string format_finding(const Finding& f);
// {"file", "place", "severity", "check", "message"}
nlohmann::ordered_json finding_json(const Finding& f);

}  // namespace arbiter::lint
