// A GHS scenario's special rules that the round plays at the start or the end of given rounds
// (ghs_rules.hpp's GhsRoundRule), as the round file's map.rules (docs/format.md, "Scenario
// rules"): the rooms a rule reveals found on the layout, and the entries written.
#include <algorithm>

#include "solver/gloomhaven/import/ghs.hpp"
#include "solver/gloomhaven/import/ghs_rules.hpp"
#include "solver/gloomhaven/import/ghs_setup.hpp"

namespace arbiter::gloomhaven::import {

using nlohmann::json;

namespace {

// The layout's doors that reveal the book's room `number`: the doors of the VGB rooms on the
// GHS room's tile (VGB draws a tile entered by two doors as two rooms: both open). Empty,
// with the reason in `why`, when there is none or the tile is a starting room's.
std::vector<int> doors_of_room(const Layout& layout, const std::vector<GhsRoom>& rooms, int number,
                               std::string& why) {
  const auto g = std::find_if(rooms.begin(), rooms.end(),
                              [&](const GhsRoom& r) { return r.number == number; });
  if (g == rooms.end() || g->tile.empty()) {
    why = "the data gives no tile for room " + std::to_string(number);
    return {};
  }
  std::vector<int> doors;
  for (const Room& r : layout.rooms)
    if (r.tile == g->tile && std::find(doors.begin(), doors.end(), r.door) == doors.end())
      doors.push_back(r.door);
  const bool starting = std::find(doors.begin(), doors.end(), -1) != doors.end();
  if (doors.empty() || starting) {
    why = "room " + std::to_string(number) + " (tile " + g->tile + ") is " +
          (doors.empty() ? "not on the layout" : "a starting room");
    return {};
  }
  return doors;
}

}  // namespace

void resolve_ghs_reveals(const Layout& layout, const json& ghs, const std::string& file,
                         GhsRules& rules) {
  const std::vector<GhsRoom> rooms = read_ghs_rooms(ghs, file);
  std::vector<GhsRoundRule> kept;
  for (GhsRoundRule& g : rules.round_rules) {
    std::string why;
    bool found = true;
    for (const int n : g.rooms) {
      const std::vector<int> doors = doors_of_room(layout, rooms, n, why);
      found = found && !doors.empty();
      for (const int d : doors)
        if (std::find(g.doors.begin(), g.doors.end(), d) == g.doors.end()) g.doors.push_back(d);
    }
    if (g.effect == "reveal" && !found) {
      std::string numbers;
      for (const int n : g.rooms) numbers += (numbers.empty() ? "" : ", ") + std::to_string(n);
      rules.not_set_up.push_back("rule " + std::to_string(g.number) + " (" +
                                 (g.start ? "start" : "end") + " of rounds where \"" + g.rounds +
                                 "\"): rooms " + numbers + " are revealed; not set up (" + why +
                                 ")");
      continue;
    }
    kept.push_back(std::move(g));
  }
  rules.round_rules = std::move(kept);
}

// One entry of map.rules a rule; a monster key written as its type's name.
json round_rules_json(const GhsRules& rules, int scenario) {
  json out = json::array();
  for (const GhsRoundRule& g : rules.round_rules) {
    json r = {{"name", "scenario " + std::to_string(scenario) + ", special rule " +
                           std::to_string(g.number)},
              {"rounds", g.rounds}};
    if (g.killed.empty()) r["start"] = g.start;  // a rule set off by a death acts then
    if (!g.present.empty()) r["present"] = g.trigger_monster ? ghs_type_name(g.present) : g.present;
    if (!g.killed.empty()) r["killed"] = g.trigger_monster ? ghs_type_name(g.killed) : g.killed;
    if (g.effect == "elements") {
      r["elements"] = g.elements;
    } else if (g.effect == "reveal") {
      r["reveal"] = g.doors;
    } else {
      r["who"] = g.who_monster ? ghs_type_name(g.who) : g.who;
      if (g.effect == "conditions")
        r["conditions"] = g.conditions;
      else
        r[g.effect] = g.amount;
    }
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace arbiter::gloomhaven::import
