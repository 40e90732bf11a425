// libFuzzer target for a Gloomhaven Secretariat scenario file's room lists, read by the
// cross-check of `arbiter import vgb --cross-check` (solver/gloomhaven/import/cross_check.cpp)
// and by the setup that decides the standees (ghs_setup.cpp) over a fixed two-room layout,
// and its allies, objectives and rules (ghs_rules.cpp, a room's monsters named by a rule:
// ghs_rename.cpp), placed on that layout: any JSON is compared and applied, or refused with
// a ScenarioError; the setup never puts two standees on one hex, and an objective never
// stands on more hexes than its count.
// Every other exception or a sanitizer report crashes. Seeds: tests/fuzz/corpus-ghs/scenario/
// (files written for the project, never copied from GHS's data).
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>

#include "solver/gloomhaven/import/ghs_rename.hpp"
#include "solver/gloomhaven/import/ghs_rules.hpp"
#include "solver/gloomhaven/import/ghs_setup.hpp"
#include "solver/gloomhaven/import/import.hpp"
#include "solver/scenario/json_reader.hpp"
#include "tests/fuzz/fuzz_json.hpp"

namespace gi = arbiter::gloomhaven::import;
using arbiter::scenario::ScenarioError;

namespace {

gi::Layout layout() {
  return gi::read_vgb(nlohmann::json::parse(R"({
    "id": 901, "title": "fuzz",
    "mapTileData": {"ref": "a1a", "turns": 0,
      "monsters": [{"monster": "test-brute", "initialX": 3, "initialY": 1,
                    "twoPlayer": "normal", "threePlayer": "elite", "fourPlayer": "elite"}],
      "doors": [{"subType": "stone", "direction": "default", "room1X": 4, "room1Y": 2,
                 "room2X": 0, "room2Y": 1,
                 "mapTileData": {"ref": "a2b", "turns": 0, "doors": [],
                   "monsters": [{"monster": "test-boss", "initialX": 3, "initialY": 2,
                                 "twoPlayer": "none", "threePlayer": "normal",
                                 "fourPlayer": "elite"}]}}]}})"),
                      "layout.json");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const gi::Layout kLayout = layout();
  const std::string file = "scenario.json";
  const auto parsed = arbiter::fuzz::parse_input(data, size, file);
  if (!parsed) return 0;
  const nlohmann::json& j = *parsed;
  try {
    gi::GhsData none;  // no data folder: no monster is a boss by its file
    const gi::CrossCheck c = gi::cross_check(kLayout, j, file, none);
    for (const gi::Disagreement& d : c.disagreements)
      if (d.vgb == d.ghs || d.characters < 2 || d.characters > 4) __builtin_trap();
  } catch (const ScenarioError&) {
  }
  try {
    gi::Layout l = kLayout;
    std::vector<std::string> warnings;
    gi::apply_ghs_setup(l, gi::read_ghs_rooms(j, file), warnings);
    for (int c = 2; c <= 4; ++c) {
      std::set<gi::Cell> taken;
      for (const gi::Room& r : l.rooms)
        for (const gi::Standee& s : r.standees)
          if (s.rank_for(c) != gi::StandeeRank::None && !taken.insert(s.cell).second)
            __builtin_trap();
    }
  } catch (const ScenarioError&) {
  }
  for (int c = 1; c <= 4; ++c) {
    try {
      gi::Layout l = kLayout;
      gi::GhsRules r = gi::read_ghs_rules(j, file, c, c + 3);
      // A rule naming a room's monsters moves to the whole scenario's stat effects or stays:
      // none is lost or made twice.
      const std::size_t effects = r.stat_effects.size() + r.room_stat_effects.size();
      gi::resolve_ghs_renames(gi::read_ghs_rooms(j, file), {}, r);
      if (r.stat_effects.size() + r.room_stat_effects.size() != effects) __builtin_trap();
      std::vector<std::string> warnings;
      gi::place_ghs_objectives(l, r, warnings);
      for (const gi::GhsObjective& o : r.objectives)
        if (o.count < 0 || o.cells.size() > static_cast<std::size_t>(o.count)) __builtin_trap();
      // Rules by round: each reveal keeps only doors of the layout, and every entry written
      // has the fields the round file's map.rules knows.
      gi::resolve_ghs_reveals(l, j, file, r);
      for (const gi::GhsRoundRule& g : r.round_rules)
        for (const int d : g.doors)
          if (d < 0 || static_cast<std::size_t>(d) >= l.doors.size()) __builtin_trap();
      // name, rounds, start (none for a rule a death sets off: `killed`), at most one of
      // `present` and `killed`, and one effect (with `who` for an effect on figures).
      for (const auto& rule : gi::round_rules_json(r, 1)) {
        const bool killed = rule.contains("killed"), present = rule.contains("present");
        if (rule.size() < 4 || rule.size() > 6 || (killed && present) ||
            killed == rule.contains("start"))
          __builtin_trap();
      }
    } catch (const ScenarioError&) {
    }
  }
  return 0;
}
