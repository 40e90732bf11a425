// A special rule's stat effect on a GHS monster's data (see ghs_stat_effect.hpp). Field
// meanings from the GHS JSON Schema (ScenarioStatEffect, MonsterStat) and the way GHS shows a
// changed stat card: facts only, written anew.
#include "solver/gloomhaven/import/ghs_stat_effect.hpp"

#include <algorithm>
#include <map>
#include <string_view>

#include "solver/gloomhaven/import/formula.hpp"
#include "solver/gloomhaven/import/ghs.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven::import {

using nlohmann::json;

namespace {

// The stat fields a value changes, each with the letter its formula reads the printed value
// by; "move" is the data's other spelling of "movement".
struct StatField {
  const char* effect_key;
  const char* stat_key;
  char letter;
};
constexpr StatField kValues[] = {{"health", "health", 'H'},
                                 {"movement", "movement", 'M'},
                                 {"move", "movement", 'M'},
                                 {"attack", "attack", 'A'},
                                 {"range", "range", 'R'}};

// A number or formula's value with `known`; nullopt: a letter without one (or not a formula).
std::optional<int> value_of(const json& v, const std::map<char, int>& known) {
  constexpr long long kLimit = 1000000;  // as a formula's values: sums never overflow
  if (v.is_number_integer()) {
    const long long n = v.is_number_unsigned() && v.get<unsigned long long>() > kLimit
                            ? kLimit + 1
                            : v.get<long long>();
    if (n > kLimit || n < -kLimit) return std::nullopt;
    return static_cast<int>(n);
  }
  if (!v.is_string()) return std::nullopt;
  const auto f = evaluate_formula(v.get<std::string>(), known);
  return f ? f->value : std::nullopt;
}

// "*" every monster; otherwise ".*" in `who` is any text, the rest is itself.
bool glob(std::string_view who, std::string_view key) {
  const auto star = who.find(".*");
  if (star == std::string_view::npos) return who == key;
  if (key.substr(0, star) != who.substr(0, star)) return false;
  const std::string_view rest = who.substr(star + 2);
  for (std::size_t from = star; from <= key.size(); ++from)
    if (glob(rest, key.substr(from))) return true;
  return false;
}

// Adds `extra` (a stat line's actions) to `actions`: a shield, retaliate or pierce the line
// has already is summed with it (one Shield 3, not Shield 1 and Shield 2), others appended.
void add_actions(json& actions, const json& extra, const std::map<char, int>& known) {
  if (actions.is_null()) actions = json::array();
  if (!actions.is_array()) return;  // the monster reader refuses it
  for (const json& a : extra) {
    const json* t = a.is_object() && a.contains("type") ? &a.at("type") : nullptr;
    const bool sums = t && (*t == "shield" || *t == "retaliate" || *t == "pierce");
    auto same = sums ? std::find_if(actions.begin(), actions.end(),
                                    [&](const json& b) {
                                      return b.is_object() && b.value("type", json()) == *t &&
                                             !b.contains("subActions") && !a.contains("subActions");
                                    })
                     : actions.end();
    const auto value = [&](const json& x) {
      return x.contains("value") ? value_of(x.at("value"), known) : std::nullopt;
    };
    const auto mine = same != actions.end() ? value(*same) : std::nullopt;
    const auto theirs = same != actions.end() ? value(a) : std::nullopt;
    if (mine && theirs)
      (*same)["value"] = *mine + *theirs;
    else
      actions.push_back(a);
  }
}

void add_immunities(json& to, const json& extra) {
  if (to.is_null()) to = json::array();
  if (!to.is_array()) return;  // the monster reader refuses it
  for (const json& i : extra)
    if (std::find(to.begin(), to.end(), i) == to.end()) to.push_back(i);
}

// One stat line (its fields merged over the monster's baseStat) changed by `e`.
void apply_to_line(json& line, const json& e, bool absolute, std::map<char, int> known,
                   std::vector<std::string>& notes) {
  for (const StatField& f : kValues) {
    const json* v = e.contains(f.effect_key) ? &e[f.effect_key] : nullptr;
    if (v == nullptr) continue;
    if (*v == "-") {
      if (std::string_view(f.stat_key) == "attack") {
        line.erase("attack");  // "-": never attacks
      } else {
        notes.push_back(std::string(f.effect_key) +
                        " \"-\": the printed value is kept (a round file's stat card has one)");
      }
      continue;
    }
    const json printed = line.contains(f.stat_key) ? line[f.stat_key] : json(0);
    const auto p = value_of(printed, known);
    if (p) known[f.letter] = *p;
    const auto x = value_of(*v, known);
    if (!x || !p) {
      notes.push_back(std::string(f.effect_key) + " " + v->dump() +
                      ": a letter only the scenario defines; the printed value is kept");
      continue;
    }
    // A formula of the printed value itself ("HxC") is the new value, as the book words it
    // ("HxC hit points, where H is its regular hit point value") and as every other such
    // rule of the data is marked; adding it to the printed value would count H twice.
    const bool names_printed =
        v->is_string() && v->get<std::string>().find(f.letter) != std::string::npos;
    if (names_printed && !absolute)
      notes.push_back(std::string(f.effect_key) + " " + v->dump() +
                      ": a formula of the printed value, so it replaces it (the data does not "
                      "mark it absolute)");
    if (absolute || names_printed)
      line[f.stat_key] = std::max(*x, 0);
    else if (std::string_view(f.stat_key) != "range" || *p > 0)  // melee stays melee
      line[f.stat_key] = std::max(*p + *x, 0);
  }
  if (const auto it = e.find("actions"); it != e.end() && it->is_array()) {
    // A stat card's shield has no "to allies": such an action shields the monster only.
    for (const json& a : *it)
      if (a.is_object() && a.contains("subActions") && a.value("type", json()) != "retaliate")
        notes.push_back(a.value("type", json()).dump() + " " + a.at("subActions").dump() +
                        ": the stat card's, for the monster itself only");
    if (absolute)
      line["actions"] = *it;
    else
      add_actions(line["actions"], *it, known);
  }
  if (const auto it = e.find("immunities"); it != e.end() && it->is_array()) {
    if (absolute)
      line["immunities"] = *it;
    else
      add_immunities(line["immunities"], *it);
  }
}

}  // namespace

bool stat_effect_applies(const std::string& who, const std::string& key) {
  return who == "*" || glob(who, key);
}

std::vector<std::string> apply_stat_effect(json& monster, const GhsStatEffect& e, int level,
                                           int characters) {
  std::vector<std::string> notes;
  if (!monster.is_object() || !e.effect.is_object()) return notes;  // the readers say why
  const json& x = e.effect;
  const bool absolute = x.value("absolute", false) == true;
  const std::map<char, int> known = {{'C', characters}, {'L', level}};
  if (const auto c = x.find("count"); c != x.end())
    if (const auto n = value_of(*c, known)) monster["count"] = std::clamp(*n, 0, 100);
  if (const auto d = x.find("deck"); d != x.end() && d->is_string()) monster["deck"] = *d;
  if (const auto f = x.find("flying"); f != x.end() && f->is_boolean()) monster["flying"] = *f;
  json* stats = monster.contains("stats") ? &monster["stats"] : nullptr;
  if (stats == nullptr || !stats->is_array()) return notes;
  const json base = monster.contains("baseStat") && monster["baseStat"].is_object()
                        ? monster["baseStat"]
                        : json::object();
  for (json& line : *stats) {
    if (!line.is_object() || line.value("level", json()) != level) continue;
    json merged = base;
    for (const auto& [k, v] : line.items()) merged[k] = v;
    std::vector<std::string> mine;
    apply_to_line(merged, x, absolute, known, mine);
    for (std::string& n : mine)  // each rank's line says the same: once
      if (std::find(notes.begin(), notes.end(), n) == notes.end()) notes.push_back(std::move(n));
    line = std::move(merged);
  }
  return notes;
}

std::vector<std::string> apply_stat_effects(json& monster, const std::string& key,
                                            const std::vector<GhsStatEffect>& effects, int level,
                                            int characters) {
  std::vector<std::string> notes;
  const std::string name = ghs_type_name(stat_effect_name(key, effects));
  for (const GhsStatEffect& e : effects) {
    if (!stat_effect_applies(e.who, key)) continue;
    std::string what;
    for (const auto& [k, v] : e.effect.items())
      if (k != "note" && k != "absolute") what += (what.empty() ? "" : ", ") + k;
    std::string n =
        name + ": its stat cards are changed by the scenario's " + e.rule + " (" + what +
        (e.effect.value("absolute", false) == true ? ", replacing the printed"
                                                   : ", added to the printed") +
        (ghs_type_name(key) != name ? "; " + ghs_type_name(key) + "'s card changed" : "") + ")";
    for (const std::string& x : apply_stat_effect(monster, e, level, characters)) n += "; " + x;
    notes.push_back(std::move(n));
  }
  return notes;
}

std::string stat_effect_name(const std::string& key, const std::vector<GhsStatEffect>& effects) {
  std::string name = key;
  for (const GhsStatEffect& e : effects)
    if (e.who == key && e.effect.contains("name") && e.effect.at("name").is_string())
      name = e.effect.at("name").get<std::string>();
  return name;
}

bool stat_effect_changes_deck(const std::string& key, const std::vector<GhsStatEffect>& effects) {
  return std::any_of(effects.begin(), effects.end(), [&](const GhsStatEffect& e) {
    return stat_effect_applies(e.who, key) && e.effect.is_object() && e.effect.contains("deck");
  });
}

int stat_effect_initiative(const std::string& key, int printed,
                           const std::vector<GhsStatEffect>& effects, int level, int characters) {
  int v = printed;
  for (const GhsStatEffect& e : effects) {
    if (!stat_effect_applies(e.who, key) || !e.effect.contains("initiative")) continue;
    const auto x = value_of(e.effect.at("initiative"), {{'C', characters}, {'L', level}});
    if (!x) continue;  // a letter only the scenario defines: the card's own
    v = e.effect.value("absolute", false) == true ? *x : v + *x;
    v = std::clamp(v, -1000, 1000);
  }
  return std::clamp(v, 1, 99);
}

std::string stat_effect_room_reason(const json& e, const std::vector<int>& rooms) {
  if (rooms.size() > 1) {
    std::string s;
    for (const int r : rooms) s += (s.empty() ? "" : ", ") + std::to_string(r);
    return "it waits for rooms " + s +
           " together, and a round file's door change waits for one room's doors";
  }
  for (const char* k : {"count", "deck", "initiative"})
    if (e.contains(k))
      return std::string("its ") + k +
             " changes once a room is revealed, and a round file's door change gives stat "
             "cards only";
  return kStatEffectOneRoom;
}

bool all_standees_tagged(const json& top, const std::string& monster, const std::string& tag) {
  using scenario::JsonReader;
  const json* rooms = top.is_object() ? JsonReader::find_field(top, "rooms") : nullptr;
  if (rooms == nullptr || !rooms->is_array()) return false;
  for (const json& room : *rooms) {
    const json* ms = room.is_object() ? JsonReader::find_field(room, "monster") : nullptr;
    if (ms == nullptr || !ms->is_array()) continue;
    for (const json& m : *ms) {
      if (!m.is_object() || m.value("name", json()) != monster) continue;
      const json* t = JsonReader::find_field(m, "tags");
      if (t == nullptr || !t->is_array() || std::find(t->begin(), t->end(), tag) == t->end())
        return false;
    }
  }
  return true;
}

std::optional<std::pair<std::string, std::string>> stat_effect_error(const json& e) {
  const std::map<char, int> printed = {{'C', 1}, {'L', 1}, {'H', 1}, {'M', 1}, {'A', 1}, {'R', 1}};
  for (const char* k : {"health", "movement", "move", "attack", "range", "initiative", "count"}) {
    const auto it = e.find(k);
    if (it == e.end() ||
        (it->is_number_integer() && it->get<long long>() > -1000 && it->get<long long>() < 1000))
      continue;
    if (it->is_string() && (*it == "-" || evaluate_formula(it->get<std::string>(), printed)))
      continue;
    return std::pair{std::string(k),
                     "expected an integer of -999..999 or a formula (as \"Hx2\", "
                     "\"[CxH/2{$math.ceil}]\", \"M+1\"), got " +
                         it->dump()};
  }
  for (const char* k : {"actions", "immunities"}) {
    const auto it = e.find(k);
    if (it == e.end()) continue;
    if (!it->is_array() || it->size() > 64)
      return std::pair{std::string(k), "expected a list of at most 64, got " + it->dump()};
    for (const json& x : *it)
      if (std::string_view(k) == "actions" ? !x.is_object() || !x.contains("type") : !x.is_string())
        return std::pair{std::string(k),
                         std::string("expected ") +
                             (std::string_view(k) == "actions" ? "actions (objects with a \"type\")"
                                                               : "condition names") +
                             ", got " + x.dump()};
  }
  for (const char* k : {"name", "deck"})
    if (const auto it = e.find(k);
        it != e.end() && (!it->is_string() || it->empty() || it->get<std::string>().empty()))
      return std::pair{std::string(k), "expected a non-empty name, got " + it->dump()};
  for (const char* k : {"absolute", "flying"})
    if (const auto it = e.find(k); it != e.end() && !it->is_boolean())
      return std::pair{std::string(k), "expected true or false, got " + it->dump()};
  return std::nullopt;
}

}  // namespace arbiter::gloomhaven::import
