// Files of the source tree the tests read: a path below the clone, and a JSON file parsed as
// the loaders parse it (a bad file fails the test with the loader's own message).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "solver/scenario/json_reader.hpp"

namespace arbiter::testing {

inline std::string src(const std::string& rel) {
  return std::string(ARBITER_SOURCE_DIR) + "/" + rel;
}

inline nlohmann::json load(const std::string& path) {
  return scenario::parse_json(scenario::read_file_text(path), path);
}

}  // namespace arbiter::testing
