// libFuzzer target for a Gloomhaven Secretariat monster file (solver/gloomhaven/import/ghs.cpp)
// read at every scenario level and character count, as printed and changed by a special
// rule's stat effect of each kind (ghs_stat_effect.cpp): any JSON is read or refused with a
// ScenarioError naming the place. Every other exception (an uncaught type error of the JSON
// library, say) or a sanitizer report crashes. Seeds: tests/fuzz/corpus-ghs/monster/ (files
// written for the project, never copied from GHS's data).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "solver/gloomhaven/import/ghs.hpp"
#include "solver/gloomhaven/import/ghs_stat_effect.hpp"
#include "solver/scenario/json_reader.hpp"
#include "tests/fuzz/fuzz_json.hpp"

namespace gi = arbiter::gloomhaven::import;
using arbiter::scenario::ScenarioError;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string file = "monster.json";
  const auto parsed = arbiter::fuzz::parse_input(data, size, file);
  if (!parsed) return 0;
  // Stat effects as the data writes them (checked by read_ghs_rules): replacing, and added.
  static const nlohmann::json kEffects[] = {
      nlohmann::json::parse(R"({"name": "x", "health": "[CxH/2{$math.ceil}]", "move": "M+1",
          "attack": "-", "range": "R+1", "count": 1, "deck": "d", "absolute": true,
          "actions": [{"type": "shield", "value": 2}], "immunities": ["stun"]})"),
      nlohmann::json::parse(R"({"health": "HxC", "attack": "1", "range": 2, "movement": "X",
          "actions": [{"type": "shield", "value": 1}, {"type": "condition", "value": "poison"}],
          "immunities": ["wound"]})")};
  for (int level = 0; level <= 7; ++level) {
    const nlohmann::json& effect = kEffects[level % 2];
    nlohmann::json j = *parsed;
    if (level >= 2) gi::apply_stat_effect(j, {"*", effect, "rule 1"}, level, 1 + level % 4);
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
