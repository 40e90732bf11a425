// libFuzzer target for a Gloomhaven Secretariat monster file (solver/gloomhaven/import/ghs.cpp)
// read at every scenario level and character count: any JSON is read or refused with a
// ScenarioError naming the place. Every other exception (an uncaught type error of the JSON
// library, say) or a sanitizer report crashes. Seeds: tests/fuzz/corpus-ghs/monster/ (files
// written for the project, never copied from GHS's data).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "solver/gloomhaven/import/ghs.hpp"
#include "solver/scenario/json_reader.hpp"
#include "tests/fuzz/fuzz_json.hpp"

namespace gi = arbiter::gloomhaven::import;
using arbiter::scenario::ScenarioError;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string file = "monster.json";
  const auto parsed = arbiter::fuzz::parse_input(data, size, file);
  if (!parsed) return 0;
  const nlohmann::json& j = *parsed;
  for (int level = 0; level <= 7; ++level) {
    try {
      const gi::GhsMonster m = gi::read_ghs_monster(j, file, level, 1 + level % 4);
      // What the reader promises: a stat line, and each one's hit points.
      if (m.stats.empty()) __builtin_trap();
      for (const auto& [rank, card] : m.stats)
        if (!card.contains("hp")) __builtin_trap();
    } catch (const ScenarioError&) {
    }
  }
  return 0;
}
