// A GHS scenario's special rules about figures (ghs_figure_rules.hpp). Field meanings from the
// GHS JSON Schema (ScenarioFigureRule, ScenarioRule): facts only, written anew.
#include "solver/gloomhaven/import/ghs_figure_rules.hpp"

#include <algorithm>

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
  if (type == "dormant" || type == "activate")
    return std::string(type == "dormant" ? "made dormant" : "activated") +
           " (no rule text found for what a dormant monster may do or suffer); not set up: "
           "the round plays it as any monster";
  return "";
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
