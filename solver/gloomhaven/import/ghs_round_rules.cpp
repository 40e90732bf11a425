// A GHS scenario's special rules that the round plays at the start or the end of given rounds
// (ghs_rules.hpp's GhsRoundRule), as the round file's map.rules (docs/format.md, "Scenario
// rules"): the rooms a rule reveals, a stat change or a spawn waits for, found on the layout,
// and the entries of map.rules and map.spawns written.
#include <algorithm>
#include <array>
#include <set>
#include <stdexcept>

#include "solver/gloomhaven/import/ghs.hpp"
#include "solver/gloomhaven/import/ghs_rules.hpp"
#include "solver/gloomhaven/import/ghs_setup.hpp"
#include "solver/gloomhaven/round_expression.hpp"

namespace arbiter::gloomhaven::import {

using nlohmann::json;

namespace {

// Each standee a room places, as its monster and its ranks for 2, 3 and 4 characters.
using Placed = std::multiset<std::pair<std::string, std::array<StandeeRank, 3>>>;

// The standees of the layout's rooms behind door `door`.
Placed placed_behind(const Layout& layout, int door) {
  Placed out;
  for (const Room& r : layout.rooms)
    if (r.door == door)
      for (const Standee& s : r.standees) out.insert({s.monster, s.ranks});
  return out;
}

// A GHS room without a tile: the doors of the layout's rooms whose standees are the same
// monsters as the GHS room's (whatever their ranks), when those rooms are behind one door
// alone; when several doors' rooms are, the one door whose standees are the room list's,
// monster, rank and character count each (a solo scenario's rooms of Black Imps and Giant
// Vipers in different numbers). Empty, with the reason in `why`, otherwise.
std::vector<int> doors_by_monsters(const Layout& layout, const GhsRoom& g, std::string& why) {
  std::set<std::string> want;
  Placed exact;
  for (const GhsStandee& s : g.standees) {
    want.insert(s.monster);
    if (std::any_of(s.ranks.begin(), s.ranks.end(),
                    [](StandeeRank k) { return k != StandeeRank::None; }))
      exact.insert({s.monster, s.ranks});
  }
  std::vector<int> doors;
  for (const Room& r : layout.rooms) {
    std::set<std::string> have;
    for (const Standee& s : r.standees) have.insert(s.monster);
    if (!want.empty() && have == want &&
        std::find(doors.begin(), doors.end(), r.door) == doors.end())
      doors.push_back(r.door);
  }
  if (doors.size() > 1) {
    std::vector<int> same;
    for (const int d : doors)
      if (placed_behind(layout, d) == exact) same.push_back(d);
    if (same.size() == 1) return same;
  }
  if (doors.size() == 1) return doors;
  why = "the data gives no tile for room " + std::to_string(g.number) + ", and " +
        (doors.empty() ? std::string("no room of the layout holds its monsters alone")
                       : std::to_string(doors.size()) + " of the layout's rooms hold its monsters");
  return {};
}

// The layout's doors that reveal the book's room `number`: the doors of the VGB rooms on the
// GHS room's tile (VGB draws a tile entered by two doors as two rooms: both open), or, for a
// room without a tile, of the room holding its monsters (doors_by_monsters). Empty, with the
// reason in `why`, when there is none or the room is a starting room.
std::vector<int> doors_of_room(const Layout& layout, const std::vector<GhsRoom>& rooms, int number,
                               std::string& why) {
  const auto g = std::find_if(rooms.begin(), rooms.end(),
                              [&](const GhsRoom& r) { return r.number == number; });
  if (g == rooms.end()) {
    why = "the data has no room " + std::to_string(number);
    return {};
  }
  std::vector<int> doors;
  if (g->tile.empty()) {
    doors = doors_by_monsters(layout, *g, why);
    if (doors.empty()) return {};
  }
  for (const Room& r : layout.rooms)
    if (!g->tile.empty() && r.tile == g->tile &&
        std::find(doors.begin(), doors.end(), r.door) == doors.end())
      doors.push_back(r.door);
  const std::string tile = g->tile.empty() ? "by its monsters" : "tile " + g->tile;
  const bool starting = std::find(doors.begin(), doors.end(), -1) != doors.end();
  if (doors.empty() || starting) {
    why = "room " + std::to_string(number) + " (" + tile + ") is " +
          (doors.empty() ? "not on the layout" : "a starting room");
    return {};
  }
  return doors;
}

// Each spawn waiting for one room: the room's doors, which the round waits for; its warning
// says which, or why the layout has none (a spawn waiting for several rooms keeps waiting).
void resolve_spawn_rooms(const Layout& layout, const std::vector<GhsRoom>& rooms, GhsRules& rules) {
  for (GhsSpawn& s : rules.spawns) {
    if (s.rooms.empty()) continue;
    std::string why = s.precondition
                          ? "it waits for a figure's condition too, which the round does not follow"
                          : "it waits for rooms together, which a round file's doors do not say";
    if (s.rooms.size() == 1 && !s.precondition)
      s.doors = doors_of_room(layout, rooms, s.rooms[0], why);
    if (s.warning >= rules.not_set_up.size()) continue;
    std::string doors;
    for (const int d : s.doors) doors += (doors.empty() ? "" : ", ") + std::to_string(d);
    rules.not_set_up[s.warning] +=
        s.doors.empty() ? "; it waits for its room's reveal, not played (" + why + ")"
        : s.on_reveal   ? "; its room's doors are map.doors " + doors +
                            ", and it happens as the first of them opens (on_reveal)"
                      : "; its room's doors are map.doors " + doors;
  }
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
  std::vector<GhsRoomStatEffect> changes;
  for (GhsRoomStatEffect& e : rules.room_stat_effects) {
    std::string why;
    e.doors = doors_of_room(layout, rooms, e.room, why);
    if (!e.doors.empty()) {
      changes.push_back(std::move(e));
      continue;
    }
    rules.not_set_up.push_back(
        e.effect.rule + " (once room " + std::to_string(e.room) +
        " is revealed): " + (e.effect.who == "*" ? "every monster" : e.effect.who) +
        ": a special rule changes its stat card; not set up (" + why +
        "), its stat card is the data's");
  }
  rules.room_stat_effects = std::move(changes);
  std::vector<GhsFigureStatEffect> counted;
  for (GhsFigureStatEffect& e : rules.figure_stat_effects) {
    std::string why;
    if (e.room != 0) e.doors = doors_of_room(layout, rooms, e.room, why);
    if (e.room == 0 || !e.doors.empty()) {
      counted.push_back(std::move(e));
      continue;
    }
    rules.not_set_up.push_back("rule " + std::to_string(e.number) + " (once room " +
                               std::to_string(e.room) + " is revealed): " + e.who +
                               ": a special rule changes its stat card by the " + e.present +
                               " standing; not set up (" + why + "), its stat card is the data's");
  }
  rules.figure_stat_effects = std::move(counted);
  resolve_spawn_rooms(layout, rooms, rules);
}

json figure_changes_json(const GhsRules& rules, const std::string& key, int scenario) {
  json out = json::array();
  for (const GhsFigureStatEffect& e : rules.figure_stat_effects) {
    if (!stat_effect_applies(e.who, key)) continue;
    json c = {{"name", "scenario " + std::to_string(scenario) + ", special rule " +
                           std::to_string(e.number)},
              {"present", e.present}};
    if (!e.doors.empty()) c["doors"] = e.doors;
    for (const auto& [k, v] : e.values) c[k] = v;
    out.push_back(std::move(c));
  }
  return out;
}

// One entry of map.rules a rule; a monster key written as its type's name.
json round_rules_json(const GhsRules& rules, int scenario) {
  json out = json::array();
  for (const GhsRoundRule& g : rules.round_rules) {
    std::string which = "special rule " + std::to_string(g.number);
    if (g.numbers.size() > 1) {
      which = "special rules ";
      for (std::size_t k = 0; k < g.numbers.size(); ++k)
        which += (k == 0                      ? ""
                  : k + 1 == g.numbers.size() ? " and "
                                              : ", ") +
                 std::to_string(g.numbers[k]);
    }
    json r = {{"name", "scenario " + std::to_string(scenario) + ", " + which},
              {"rounds", g.rounds}};
    if (g.killed.empty()) r["start"] = g.start;  // a rule set off by a death acts then
    if (!g.present.empty()) r["present"] = g.trigger_monster ? ghs_type_name(g.present) : g.present;
    if (g.hp_above) r["hp_above"] = *g.hp_above;
    if (g.each) r["each"] = true;
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

// map.spawns: each spawn rule's monster, as the data gives it.
json spawns_json(const GhsRules& rules) {
  json out = json::array();
  for (const GhsSpawn& s : rules.spawns) {
    json ranks;
    for (int c = 2; c <= 4; ++c)
      ranks[std::to_string(c)] = standee_rank_name(s.ranks[static_cast<std::size_t>(c - 2)]);
    json e = {{"type", ghs_type_name(stat_effect_name(s.monster, rules.stat_effects))},
              {"ranks", ranks},
              {"rounds", s.rounds},
              {"start", s.start},
              {"once", s.once}};
    if (s.count.find_first_not_of("0123456789") == std::string::npos && s.count.size() < 6)
      e["count"] = std::stoi(s.count);
    else
      e["count"] = s.count;
    if (!s.rooms.empty()) e["rooms"] = s.rooms;
    if (!s.doors.empty()) e["doors"] = s.doors;
    if (s.on_reveal && !s.doors.empty()) e["on_reveal"] = true;
    if (!s.marker.empty()) e["marker"] = s.marker;
    out.push_back(e);
  }
  return out;
}

// The round's own reader of these expressions (round_expression.hpp): one grammar for the
// import and the round that plays the spawns.
std::optional<bool> ghs_round_holds(const std::string& text, int round, int characters) {
  if (round_expression_error(text)) return std::nullopt;
  try {
    return round_expression_holds(text, round, characters);
  } catch (const std::invalid_argument&) {
    return std::nullopt;  // a division by zero in this round
  }
}

}  // namespace arbiter::gloomhaven::import
