// What the data readers' fuzz targets share: the input as JSON, or nothing when the shared
// parser refuses it (that refusal is the scenario fuzz target's to test), so that each
// target exercises only its own reader.
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "solver/scenario/json_reader.hpp"

namespace arbiter::fuzz {

inline std::optional<nlohmann::json> parse_input(const std::uint8_t* data, std::size_t size,
                                                 const std::string& file) {
  try {
    return scenario::parse_json(std::string_view(reinterpret_cast<const char*>(data), size), file);
  } catch (const scenario::ScenarioError&) {
    return std::nullopt;
  }
}

}  // namespace arbiter::fuzz
