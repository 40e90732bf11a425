// libFuzzer target for a Gloomhaven Secretariat ability deck (solver/gloomhaven/import/ghs.cpp),
// read as a monster's deck and as a boss's (whose "special" actions name the boss's
// specials): any JSON is read or refused with a ScenarioError naming the place. Every other
// exception or a sanitizer report crashes. Seeds: tests/fuzz/corpus-ghs/deck/ (files
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

namespace {

// A boss with two specials: an attack with a range, and a move with a jump.
gi::GhsMonster boss() {
  gi::GhsMonster b;
  b.name = "fuzz-boss";
  b.boss = true;
  b.specials.push_back(nlohmann::json::parse(
      R"([{"type": "attack", "value": 2, "valueType": "plus",
           "subActions": [{"type": "range", "value": 3}]}])"));
  b.specials.push_back(
      nlohmann::json::parse(R"([{"type": "move", "value": 1, "subActions": [{"type": "jump"}]}])"));
  return b;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const gi::GhsMonster kBoss = boss();
  const std::string file = "deck.json";
  const auto parsed = arbiter::fuzz::parse_input(data, size, file);
  if (!parsed) return 0;
  const nlohmann::json& j = *parsed;
  for (const gi::GhsMonster* b : {static_cast<const gi::GhsMonster*>(nullptr), &kBoss}) {
    try {
      const gi::GhsDeck d = gi::read_ghs_deck(j, file, b);
      // What the reader promises: at least one card, each with an initiative of 1..99.
      if (d.cards.empty()) __builtin_trap();
      for (const gi::GhsCard& c : d.cards)
        if (c.initiative < 1 || c.initiative > 99 || !c.actions.is_array()) __builtin_trap();
    } catch (const ScenarioError&) {
    }
  }
  return 0;
}
