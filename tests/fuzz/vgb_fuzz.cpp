// libFuzzer target for Virtual Gloomhaven Board layouts (solver/gloomhaven/import/vgb.cpp):
// any JSON is placed or refused with a ScenarioError naming the place, and a placed layout
// keeps read_vgb's promises (the map sorted and unique, every placed standee on it, every
// door's room a room). Every other exception or a sanitizer report crashes. Seeds:
// tests/fuzz/corpus-vgb/ (real VGB layouts, CC BY 4.0: see its README.md).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "solver/gloomhaven/import/vgb.hpp"
#include "solver/scenario/json_reader.hpp"
#include "tests/fuzz/fuzz_json.hpp"

namespace gi = arbiter::gloomhaven::import;
using arbiter::scenario::ScenarioError;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string file = "layout.json";
  const auto parsed = arbiter::fuzz::parse_input(data, size, file);
  if (!parsed) return 0;
  const nlohmann::json& j = *parsed;
  try {
    const gi::Layout l = gi::read_vgb(j, file);
    if (!std::is_sorted(l.hexes.begin(), l.hexes.end()) ||
        std::adjacent_find(l.hexes.begin(), l.hexes.end()) != l.hexes.end())
      __builtin_trap();
    if (l.rooms.size() > gi::kMaxVgbRooms) __builtin_trap();
    for (const gi::Room& r : l.rooms)
      for (const gi::Standee& s : r.standees)
        for (int c = 2; c <= 4; ++c)
          if (s.rank_for(c) != gi::StandeeRank::None &&
              !std::binary_search(l.hexes.begin(), l.hexes.end(), s.cell))
            __builtin_trap();
    for (const gi::Door& d : l.doors)
      if (d.room <= 0 || d.room >= static_cast<int>(l.rooms.size())) __builtin_trap();
  } catch (const ScenarioError&) {
  }
  return 0;
}
