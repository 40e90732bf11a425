// libFuzzer target for the importers of real Gloomhaven data (solver/gloomhaven/import/): the
// same bytes read as a Virtual Gloomhaven Board layout, a GHS monster file at every level, a
// GHS deck and a GHS scenario's room lists. Any input is either read or refused with a
// ScenarioError; every other exception, a sanitizer report or a broken invariant crashes.
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>

#include "solver/gloomhaven/import/import.hpp"
#include "solver/scenario/json_reader.hpp"

namespace gi = arbiter::gloomhaven::import;
using arbiter::scenario::ScenarioError;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::string file = "fuzz.json";
  nlohmann::json j;
  try {
    j = arbiter::scenario::parse_json(text, file);
  } catch (const ScenarioError&) {
    return 0;
  }
  try {
    const gi::Layout l = gi::read_vgb(j, file);
    // What read_vgb promises: the map sorted and unique, every standee on it.
    const std::set<gi::Cell> hexes(l.hexes.begin(), l.hexes.end());
    if (hexes.size() != l.hexes.size()) __builtin_trap();
    for (const gi::Room& r : l.rooms)
      for (const gi::Standee& s : r.standees)
        for (int c = 2; c <= 4; ++c)
          if (s.rank_for(c) != gi::StandeeRank::None && !hexes.contains(s.cell)) __builtin_trap();
    for (const gi::Door& d : l.doors)
      if (d.room <= 0 || d.room >= static_cast<int>(l.rooms.size())) __builtin_trap();
    gi::GhsData none;
    (void)gi::cross_check(l, j, file, none);
  } catch (const ScenarioError&) {
  }
  for (int level = 0; level <= 7; ++level) {
    try {
      const gi::GhsMonster m = gi::read_ghs_monster(j, file, level, 1 + level % 4);
      if (m.stats.empty()) __builtin_trap();
      (void)gi::read_ghs_deck(j, file, m.boss ? &m : nullptr);
    } catch (const ScenarioError&) {
    }
  }
  try {
    (void)gi::read_ghs_deck(j, file, nullptr);
  } catch (const ScenarioError&) {
  }
  return 0;
}
