// Placing a GHS scenario's objectives on a VGB layout (see ghs_rules.hpp): a door to destroy
// on the closed doors out of the starting rooms, another on the obstacles of its name.
#include <algorithm>
#include <cctype>
#include <map>
#include <string>
#include <vector>

#include "solver/gloomhaven/import/ghs_rules.hpp"
#include "solver/scenario/json_reader.hpp"
#include "solver/scenario/limits.hpp"

namespace arbiter::gloomhaven::import {

using nlohmann::json;

namespace {

// A room's objective reference: its 1-based index and whether the book places it for the
// characters (a condition "2:C > 2" holding).
std::pair<int, bool> reference(const scenario::JsonReader& reader, const json& v,
                               const scenario::Path& at, int chars) {
  if (v.is_number()) return {reader.get_int_in(v, at, 1, 256), true};
  const std::string& t = reader.get_nonempty_string(v, at);
  std::size_t used = 0;
  int index = 0;
  while (used < t.size() && used < 4 && std::isdigit(static_cast<unsigned char>(t[used])))
    index = index * 10 + (t[used++] - '0');
  if (used == 0) reader.fail(at, scenario::quote(t) + " does not start with an objective's number");
  if (used == t.size() || t[used] == '-') return {index, true};
  const auto holds =
      t[used] == ':' ? ghs_round_holds(t.substr(used + 1), 1, chars) : std::optional<bool>();
  if (!holds) reader.fail(at, scenario::quote(t) + ": expected N, \"N-marker\" or \"N:condition\"");
  return {index, *holds};
}

// "Rock Column" -> "rock-column": the VGB obstacle kind an objective's name would be.
std::string kind_of(const std::string& name) {
  std::string k;
  for (const char c : name)
    k += c == ' ' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return k;
}

std::string hp_text(const GhsObjective& o) {
  if (o.health.empty() && !o.hp) return "no hit points given";
  const std::string f =
      o.health.find_first_not_of("0123456789") == std::string::npos ? "" : " (" + o.health + ")";
  return (o.hp ? std::to_string(*o.hp) + " hit points" : "hit points unknown: " + o.unknown) + f;
}

// Why an escort takes no turn in the round. The rulebook (p. 34, "Objective and scenario
// aid tokens") has objective tokens stand for allied figures that activate, their randomized
// token numbers giving the activation order; what an escort does on its turn and when (the
// Captive Orchid on initiative 50, moving and attacking; Hail moving towards an exit) are its
// scenario's special rules, partly in words only the Secretariat's labels hold. The round
// plays an objective as a figure without a turn, so the warning names what to play by hand.
std::string escort_turn(const GhsObjective& o) {
  std::string s =
      "an allied figure that activates by its scenario's special rules (rulebook "
      "p. 34: objective tokens as allied figures, their numbers the activation order";
  if (o.initiative) s += "; here on initiative " + std::to_string(*o.initiative);
  return s + "); the round gives it no turn: play it by the scenario book";
}

}  // namespace

// The pieces of one kind (doors to destroy, or obstacles) are shared among the objectives of
// that kind in their order, when the pieces are exactly as many as the objectives' tokens.
void place_ghs_objectives(Layout& layout, GhsRules& rules, std::vector<std::string>& warnings) {
  const std::string where = "scenario " + std::to_string(layout.id) + ", ";
  std::map<std::string, int> tokens;  // kind -> tokens of every objective of that kind
  for (const GhsObjective& o : rules.objectives) tokens[kind_of(o.name)] += o.count;
  std::vector<std::size_t> doors;
  for (std::size_t d = 0; d < layout.doors.size(); ++d)
    if (layout.doors[d].from == -1 && !layout.doors[d].locked) doors.push_back(d);
  std::map<std::string, std::size_t> next;  // kind -> its next piece
  for (GhsObjective& o : rules.objectives) {
    const std::string what = where + (o.escort ? "escort " : "objective ") + o.name + " x" +
                             std::to_string(o.count) + ", " + hp_text(o);
    if (o.escort) warnings.push_back(what + ": " + escort_turn(o));
    const std::string kind = kind_of(o.name);
    std::vector<Cell> pieces;
    std::string seen;
    if (kind == "door") {
      for (const std::size_t d : doors) pieces.push_back(layout.doors[d].cell);
      seen = " closed doors out of the starting rooms";
    } else {
      for (const ObstaclePiece& p : layout.obstacle_pieces)
        if (p.kind == kind || p.kind.rfind(kind + "-", 0) == 0) pieces.push_back(p.cells.front());
      seen = " " + kind + " obstacles";
    }
    if (o.count == 0 || pieces.size() != static_cast<std::size_t>(tokens[kind])) {
      warnings.push_back(what + ": the layout gives no hex for it (" +
                         std::to_string(pieces.size()) + seen + " for " +
                         std::to_string(tokens[kind]) +
                         " tokens); listed in map.objectives without one, not on the board");
      continue;
    }
    std::size_t& n = next[kind];
    for (int i = 0; i < o.count; ++i) o.cells.push_back(pieces[n++]);
    if (kind != "door") {
      warnings.push_back(what + ": on the layout's" + seen +
                         "; in map.objectives, a figure of the round (no turn)");
      continue;
    }
    for (const std::size_t d : doors)
      if (std::find(o.cells.begin(), o.cells.end(), layout.doors[d].cell) != o.cells.end())
        layout.doors[d].locked = true;
    warnings.push_back(what + ": a door to destroy, on the" + seen +
                       " (locked: attacks open it, entering does not)");
  }
}

// Rooms' "objectives": 1-based indexes into the list, as 2, "2:C > 2" (placed when the
// condition holds) or "1-a" (with its marker): how many of each the book places; -1 for
// one no room names.
std::vector<int> ghs_objective_counts(const scenario::JsonReader& reader, const json& top,
                                      std::size_t n, int chars,
                                      std::vector<std::vector<std::string>>& markers) {
  std::vector<int> count(n, -1);
  markers.assign(n, {});
  const json* rooms = scenario::JsonReader::find_field(top, "rooms");
  if (rooms == nullptr || !rooms->is_array()) return count;  // read_ghs_rooms checks it
  const scenario::Path root = scenario::Path::root();
  const scenario::Path rat = root.field("rooms");
  for (std::size_t i = 0; i < rooms->size() && i < 256; ++i) {
    const json* o = (*rooms)[i].is_object()
                        ? scenario::JsonReader::find_field((*rooms)[i], "objectives")
                        : nullptr;
    if (o == nullptr) continue;
    const scenario::Path room = rat.item(i);  // a Path refers to its parent: each is kept
    const scenario::Path oat = room.field("objectives");
    reader.require_list(*o, oat);
    scenario::check_count(reader, o->size(), oat, 256, "objectives in one room");
    for (std::size_t k = 0; k < o->size(); ++k) {
      const auto [index, here] = reference(reader, (*o)[k], oat.item(k), chars);
      if (index < 1 || index > static_cast<int>(n))
        reader.fail(oat.item(k), "objective " + std::to_string(index) +
                                     " is not in \"objectives\" (" + std::to_string(n) + " given)");
      int& c = count[static_cast<std::size_t>(index - 1)];
      c = std::max(c, 0) + (here ? 1 : 0);
      const std::string t = (*o)[k].is_string() ? (*o)[k].get<std::string>() : "";
      if (here && t.find('-') != std::string::npos)
        markers[static_cast<std::size_t>(index - 1)].push_back(t.substr(t.find('-') + 1));
    }
  }
  return count;
}

}  // namespace arbiter::gloomhaven::import
