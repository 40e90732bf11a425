// A GHS scenario's special rules about figures (ghs_figure_rules.hpp). Field meanings from the
// GHS JSON Schema (ScenarioFigureRule, ScenarioRule): facts only, written anew.
#include "solver/gloomhaven/import/ghs_figure_rules.hpp"

#include <algorithm>

#include "solver/gloomhaven/import/ghs.hpp"
#include "solver/gloomhaven/round_expression.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven::import {

using nlohmann::json;

namespace {

std::string text_of(const json* j) {
  return j && j->is_string() ? j->get<std::string>() : "";
}

bool is_condition_rule(const json& f) {
  const std::string t = f.is_object() ? text_of(scenario::JsonReader::find_field(f, "type")) : "";
  return t == "present" || t == "dead" || t == "killed";
}

}  // namespace

GhsFigureTrigger ghs_figure_trigger(const json& figures, bool always,
                                    const std::vector<GhsObjective>& objectives) {
  using scenario::JsonReader;
  GhsFigureTrigger out;
  if (!figures.is_array() || std::count_if(figures.begin(), figures.end(), is_condition_rule) != 1)
    return out;
  const json& rule = *std::find_if(figures.begin(), figures.end(), is_condition_rule);
  const json* id = JsonReader::find_field(rule, "identifier");
  if (id == nullptr || !id->is_object() || JsonReader::find_field(*id, "hp") ||
      JsonReader::find_field(*id, "tags"))
    return out;
  const std::string type = text_of(JsonReader::find_field(rule, "type"));
  const std::string what = text_of(JsonReader::find_field(*id, "type"));
  const std::string name = text_of(JsonReader::find_field(*id, "name"));
  const json* value = JsonReader::find_field(rule, "value");
  // One objective of that name, one token: the round's "<name> 1" is that one.
  const auto named = [&](const GhsObjective& o) { return o.name == name; };
  const auto found = std::find_if(objectives.begin(), objectives.end(), named);
  const bool objective = what == "objective" && found != objectives.end() && found->count == 1 &&
                         std::count_if(objectives.begin(), objectives.end(), named) == 1;
  const bool monster = what == "monster" && !name.empty() && name.find(".*") == std::string::npos &&
                       !JsonReader::find_field(*id, "marker") &&
                       (value == nullptr || *value == "all");
  if (!objective && !monster) return out;
  out.monster = monster;
  if (type == "present")
    out.present = name;
  else if (always)
    out.killed = name;
  return out;
}

std::string ghs_unplayed_state(const std::string& type) {
  if (type == "toggleOn" || type == "toggleOff")
    return std::string("toggled ") + (type == "toggleOn" ? "on" : "off") +
           " (the scenario book: in the rounds it is off, it does not activate and is "
           "unaffected by all abilities); not set up: its toggles do not set its state as each "
           "round starts by the round's number alone (monster_types' inactive), so the round "
           "plays the type in every round";
  // The Secretariat's toggled-off state is its dormant one (toggling off makes every standee
  // dormant): the book's inactive monster.
  if (type == "dormant" || type == "activate")
    return std::string(type == "dormant" ? "made dormant" : "activated (dormant no more)") +
           " (the Secretariat's dormant is its toggled-off state: the scenario book's inactive "
           "monster, which does not activate and is unaffected by all abilities)";
  return "";
}

namespace {

std::string names_text(const std::vector<std::string>& v) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i)
    s += (i == 0 ? "" : i + 1 == v.size() ? " and " : ", ") + v[i];
  return s;
}

bool has_tag(const json& standee, const std::string& tag) {
  const json* t = scenario::JsonReader::find_field(standee, "tags");
  return t && t->is_array() && std::find(t->begin(), t->end(), json(tag)) != t->end();
}

}  // namespace

std::string ghs_tagged_standees(const json& top, const std::string& name, const std::string& tag) {
  using scenario::JsonReader;
  std::vector<std::string> types, tagged_rooms, other_rooms;
  const json* rooms = top.is_object() ? JsonReader::find_field(top, "rooms") : nullptr;
  // First pass: the types the rule takes; second: the rooms placing them, tagged or not.
  for (int pass = 0; pass < 2 && rooms && rooms->is_array(); ++pass) {
    for (const json& r : *rooms) {
      const json* m = r.is_object() ? JsonReader::find_field(r, "monster") : nullptr;
      const json* n = r.is_object() ? JsonReader::find_field(r, "roomNumber") : nullptr;
      if (!m || !m->is_array()) continue;
      const std::string number = n && n->is_number_integer() ? n->dump() : "?";
      for (const json& x : *m) {
        const json* k = x.is_object() ? JsonReader::find_field(x, "name") : nullptr;
        if (!k || !k->is_string()) continue;
        const std::string type = ghs_type_name(k->get<std::string>());
        const bool named = name == ".*" || k->get<std::string>() == name;
        const bool taken = named && (tag.empty() || has_tag(x, tag));
        std::vector<std::string>& in = taken ? tagged_rooms : other_rooms;
        if (pass == 0 && taken && std::find(types.begin(), types.end(), type) == types.end())
          types.push_back(type);
        if (pass == 1 && (taken || std::find(types.begin(), types.end(), type) != types.end()) &&
            std::find(in.begin(), in.end(), number) == in.end())
          in.push_back(number);
      }
    }
  }
  if (types.empty()) return "no standee of the rooms";
  std::string s = "the " + names_text(types) + " standees" +
                  (tag.empty() ? "" : " tagged \"" + tag + "\"") + " (room" +
                  (tagged_rooms.size() > 1 ? "s " : " ") + names_text(tagged_rooms) + ")";
  if (!other_rooms.empty())
    s += ", not those of room" + std::string(other_rooms.size() > 1 ? "s " : " ") +
         names_text(other_rooms) + ", while monster_types' inactive takes every standee of a type";
  return s;
}

namespace {

// The figures' condition of a rule in words ("the stone-golem at marker c killed").
std::string condition_text(const json& figures) {
  using scenario::JsonReader;
  if (!figures.is_array()) return "a figure's condition";
  for (const json& f : figures) {
    const std::string t = f.is_object() ? text_of(JsonReader::find_field(f, "type")) : "";
    if (t != "present" && t != "dead" && t != "killed") continue;
    const json* id = JsonReader::find_field(f, "identifier");
    if (id == nullptr || !id->is_object()) return "a figure " + t;
    std::string s = "the " + text_of(JsonReader::find_field(*id, "name"));
    if (const std::string m = text_of(JsonReader::find_field(*id, "marker")); !m.empty())
      s += " at marker " + m;
    if (JsonReader::find_field(*id, "tags")) s += " (tagged)";
    if (JsonReader::find_field(*id, "hp") || JsonReader::find_field(*id, "health"))
      s += " (by its hit points)";
    return s + (t == "present" ? " on the board" : " killed");
  }
  return "a figure's condition";
}

}  // namespace

std::string ghs_untold_condition(const json& figures) {
  return "it waits for " + condition_text(figures) +
         ", which the round cannot tell: a standee with a marker or a tag, or hit points";
}

std::string ghs_dormancy_text(const json& figures, const json& id, const std::string& who,
                              const std::string& type, bool untold, const json& top) {
  std::string tag;
  if (const json* t = scenario::JsonReader::find_field(id, "tags");
      t && t->is_array() && !t->empty() && (*t)[0].is_string())
    tag = (*t)[0].get<std::string>();
  return ghs_tagged_standees(top, who.empty() ? ".*" : who, tag) + ": " + ghs_unplayed_state(type) +
         "; not set up: " + (untold ? ghs_untold_condition(figures) + "; " : "") +
         "the round plays them as any monster";
}

namespace {

// Whether the type's toggles set its state as each round 1..1000 starts, with one of on or
// off exactly: its inactive rounds then (the off rules' conditions joined), else empty.
std::string inactive_rounds(const std::vector<const GhsToggle*>& ts, int characters) {
  std::vector<std::string> off;
  for (const GhsToggle* t : ts) {
    if (!t->plain) return "";
    if (!t->on && std::find(off.begin(), off.end(), t->rounds) == off.end())
      off.push_back(t->rounds);
  }
  if (off.empty() || off.size() == ts.size()) return "";
  for (int round = 1; round <= 1000; ++round) {
    int on = 0, offs = 0;
    for (const GhsToggle* t : ts) {
      const auto holds = ghs_round_holds(t->rounds, round, characters);
      if (!holds) return "";
      if (*holds) ++(t->on ? on : offs);
    }
    if ((on > 0) == (offs > 0)) return "";  // both, or neither: the state carries over
  }
  std::string text;
  for (const std::string& o : off)
    text += (text.empty() ? "" : " || ") + (off.size() > 1 ? "(" + o + ")" : o);
  return round_expression_error(text) ? "" : text;
}

}  // namespace

void resolve_ghs_toggles(GhsRules& rules, int characters) {
  std::vector<std::string> keys;
  for (const GhsToggle& t : rules.toggles)
    if (std::find(keys.begin(), keys.end(), t.monster) == keys.end()) keys.push_back(t.monster);
  for (const std::string& k : keys) {
    std::vector<const GhsToggle*> ts;
    for (const GhsToggle& t : rules.toggles)
      if (t.monster == k) ts.push_back(&t);
    const std::string rounds = inactive_rounds(ts, characters);
    if (!rounds.empty()) {
      std::vector<int> numbers;
      for (const GhsToggle* t : ts)
        if (std::find(numbers.begin(), numbers.end(), t->number) == numbers.end())
          numbers.push_back(t->number);
      std::string which;
      for (std::size_t i = 0; i < numbers.size(); ++i)
        which += (i == 0                    ? ""
                  : i + 1 == numbers.size() ? " and "
                                            : ", ") +
                 std::to_string(numbers[i]);
      rules.inactive[k] = {rounds,
                           (numbers.size() > 1 ? "special rules " : "special rule ") + which};
      continue;
    }
    for (const GhsToggle* t : ts)
      rules.not_set_up.push_back(t->when + ": monster " + k + ": " +
                                 ghs_unplayed_state(t->on ? "toggleOn" : "toggleOff"));
  }
}

void add_permanent_conditions(json& out, const std::string& key, const GhsRules& rules) {
  for (const std::string& k : {std::string("*"), key}) {
    const auto it = rules.monster_permanent_conditions.find(k);
    if (it == rules.monster_permanent_conditions.end()) continue;
    for (const std::string& c : it->second) {
      out.erase(std::remove(out.begin(), out.end(), json(c)), out.end());
      const json never = {{"name", c}, {"expires", "never"}};
      if (std::find(out.begin(), out.end(), never) == out.end()) out.push_back(never);
    }
  }
}

void drop_unplaced_figure_rules(GhsRules& rules) {
  std::vector<GhsRoundRule> kept;
  for (GhsRoundRule& g : rules.round_rules) {
    const std::string& name = g.present.empty() ? g.killed : g.present;
    const auto o = std::find_if(rules.objectives.begin(), rules.objectives.end(),
                                [&](const GhsObjective& x) { return x.name == name; });
    if (name.empty() || g.trigger_monster || o == rules.objectives.end() || !o->cells.empty()) {
      kept.push_back(std::move(g));
      continue;
    }
    rules.not_set_up.push_back("rule " + std::to_string(g.number) + " (when the " + name + " " +
                               (g.present.empty() ? "is destroyed" : "stands") + "): " + g.effect +
                               "; not set up (the " + name +
                               " has no hex on the layout, so the round cannot tell it)");
  }
  rules.round_rules = std::move(kept);
}

}  // namespace arbiter::gloomhaven::import
