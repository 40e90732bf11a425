// A GHS scenario's special rules about figures (ghs_figure_rules.hpp). Field meanings from the
// GHS JSON Schema (ScenarioFigureRule, ScenarioRule): facts only, written anew.
#include "solver/gloomhaven/import/ghs_figure_rules.hpp"

#include <algorithm>

#include "solver/gloomhaven/import/formula.hpp"
#include "solver/gloomhaven/import/ghs.hpp"
#include "solver/gloomhaven/round_expression.hpp"
#include "solver/scenario/json_reader.hpp"
#include "solver/scenario/limits.hpp"

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

// GHS's hit-point test "HP > n" (or "HP >= n"), spaces anywhere, as "more than m hit points";
// nullopt: any other test.
std::optional<int> hp_above_of(const std::string& test) {
  std::string t;
  for (const char c : test)
    if (c != ' ') t += c;
  const bool at_least = t.rfind("HP>=", 0) == 0;
  if (!at_least && t.rfind("HP>", 0) != 0) return std::nullopt;
  const std::string n = t.substr(at_least ? 4 : 3);
  if (n.empty() || n.size() > 4 || n.find_first_not_of("0123456789") != std::string::npos)
    return std::nullopt;
  return std::max(0, std::stoi(n) - (at_least ? 1 : 0));
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
  if (id == nullptr || !id->is_object() || JsonReader::find_field(*id, "tags")) return out;
  const std::string type = text_of(JsonReader::find_field(rule, "type"));
  const std::string what = text_of(JsonReader::find_field(*id, "type"));
  const std::string name = text_of(JsonReader::find_field(*id, "name"));
  const std::string marker = text_of(JsonReader::find_field(*id, "marker"));
  const json* value = JsonReader::find_field(rule, "value");
  const json* hp = JsonReader::find_field(*id, "hp");
  std::optional<int> above;
  if (hp != nullptr) {
    above = hp->is_string() ? hp_above_of(hp->get<std::string>()) : std::nullopt;
    if (!above || type != "present" || what != "objective") return out;
  }
  // One objective of that name, one token (the round's "<name> 1"), or the one token of a
  // marker among tokens of their own markers (merge_marker_rules).
  const auto named = [&](const GhsObjective& o) { return o.name == name; };
  const auto found = std::find_if(objectives.begin(), objectives.end(), named);
  // The objective's one token (its marker, if given, is that token's), or one token of several
  // with their own markers.
  const bool one =
      found != objectives.end() &&
      (found->count == 1 ||
       (!marker.empty() && std::count(found->markers.begin(), found->markers.end(), marker) == 1));
  const bool objective = what == "objective" && one &&
                         std::count_if(objectives.begin(), objectives.end(), named) == 1 &&
                         (marker.empty() || type == "present" || found->count == 1);
  const bool monster = what == "monster" && !name.empty() && name.find(".*") == std::string::npos &&
                       marker.empty() && (value == nullptr || *value == "all");
  if (!objective && !monster) return out;
  out.monster = monster;
  out.marker = marker;
  if (above && *above > 0) out.hp_above = above;
  if (type == "present")
    out.present = name;
  else if (always)
    out.killed = name;
  return out;
}

namespace {

// A GHS value of X and C as a count expression: a number, a formula ("X", "2xX"), or one in
// brackets rounded down ("[X/2{$math.floor}]") or up ("[X/2{$math.ceil}]": "(X+1)/2", a
// division by an integer alone). Empty: none of these.
std::string count_expression_of(const json& v) {
  if (v.is_number_integer())
    return std::to_string(std::clamp<long long>(v.get<long long>(), -1000, 1000));
  if (!v.is_string()) return "";
  std::string t = v.get<std::string>();
  bool up = false;
  const std::string ceil = "{$math.ceil}]";
  if (t.size() > ceil.size() + 1 && t.front() == '[' &&
      t.compare(t.size() - ceil.size(), ceil.size(), ceil) == 0) {
    t = t.substr(1, t.size() - ceil.size() - 1);
    up = true;
  } else if (const auto plain = ghs_plain_formula(t)) {
    t = *plain;
  } else {
    return "";
  }
  std::replace(t.begin(), t.end(), 'x', '*');
  if (up) {
    const auto slash = t.rfind('/');
    const std::string q = slash == std::string::npos ? "" : t.substr(slash + 1);
    if (q.empty() || q.size() > 3 || q.find_first_not_of("0123456789") != std::string::npos ||
        q == "0")
      return "";
    t = "((" + t.substr(0, slash) + ")+" + std::to_string(std::stoi(q) - 1) + ")/" + q;
  }
  return count_expression_error(t) ? "" : t;
}

}  // namespace

std::optional<GhsFigureStatEffect> ghs_figure_stat_effect(
    const json& effect, const std::string& who, const std::vector<GhsObjective>& objectives) {
  using scenario::JsonReader;
  const json* ref = JsonReader::find_field(effect, "reference");
  const json* e = JsonReader::find_field(effect, "statEffect");
  if (ref == nullptr || !ref->is_object() || e == nullptr || !e->is_object() ||
      text_of(JsonReader::find_field(*ref, "type")) != "present" ||
      JsonReader::find_field(*ref, "value"))
    return std::nullopt;
  const json* id = JsonReader::find_field(*ref, "identifier");
  if (id == nullptr || !id->is_object() ||
      text_of(JsonReader::find_field(*id, "type")) != "objective")
    return std::nullopt;
  for (const auto& [k, x] : id->items())
    if (k != "type" && k != "name" && k != "edition") return std::nullopt;
  GhsFigureStatEffect out;
  out.who = who;
  out.present = text_of(JsonReader::find_field(*id, "name"));
  if (std::none_of(objectives.begin(), objectives.end(),
                   [&](const GhsObjective& o) { return o.name == out.present; }))
    return std::nullopt;
  for (const auto& [k, x] : e->items()) {
    if (k == "note") continue;
    const std::string field = k == "health" ? "hp" : k == "movement" ? "move" : k;
    if (field != "hp" && field != "move" && field != "attack" && field != "range")
      return std::nullopt;  // "absolute" among them: a replaced card, not an addition
    const std::string v = count_expression_of(x);
    if (v.empty()) return std::nullopt;
    out.values[field] = v;
  }
  if (out.values.empty()) return std::nullopt;
  return out;
}

bool ghs_names_condition_token(const json* id, const std::string& who_type, const std::string& who,
                               const std::string& present, const std::string& marker,
                               const std::vector<GhsObjective>& objectives) {
  using scenario::JsonReader;
  const json* m = id != nullptr ? JsonReader::find_field(*id, "marker") : nullptr;
  const bool hp = id != nullptr && JsonReader::find_field(*id, "hp") != nullptr;
  // An objective placed once: its marker is its one token's.
  const bool single =
      who_type == "objective" &&
      std::count_if(objectives.begin(), objectives.end(),
                    [&](const GhsObjective& o) { return o.name == who && o.count == 1; }) == 1;
  if (!hp && (m == nullptr || single)) return true;
  return m != nullptr && m->is_string() && *m == marker && !marker.empty() &&
         who_type == "objective" && who == present;
}

std::optional<std::pair<int, std::string>> ghs_negative_damage(
    const std::string& val, const std::string& who, const std::string& marker,
    const std::vector<GhsObjective>& objectives) {
  if (val.size() < 2 || val.size() > 5 || val[0] != '-' ||
      val.find_first_not_of("0123456789", 1) != std::string::npos)
    return std::nullopt;
  const int n = std::stoi(val.substr(1));
  const auto o = std::find_if(objectives.begin(), objectives.end(),
                              [&](const GhsObjective& x) { return x.name == who; });
  return std::pair{
      n, "objective " + who + " at marker " + marker + ": the data's damage \"" + val +
             "\" is read as " + std::to_string(n) + " damage to it" +
             (o != objectives.end() && !o->hp
                  ? " (the data gives the " + who + " no hit points: the file's " + who +
                        " stand off the board, and the rule does nothing, until map.objectives "
                        "gives them the book's)"
                  : "")};
}

std::string ghs_character_deck_words(const std::string& val) {
  // "curse:3" -> "3 curse cards"; any other text as written.
  std::string cards = val;
  if (const auto colon = val.find(':'); colon != std::string::npos) {
    const std::string n = val.substr(colon + 1);
    cards = n + " " + val.substr(0, colon) + (n == "1" ? " card" : " cards");
  }
  // The players' side of the round, which draws only the monster modifier deck.
  return "\"" + val + "\" (" + cards +
         ") go into each character's attack modifier deck; outside the monster round, which "
         "draws only the monster modifier deck: not set up, the players add them";
}

std::string ghs_scenarios_text(const scenario::JsonReader& reader, const json& v,
                               const scenario::Path& at) {
  reader.require_list(v, at);
  scenario::check_count(reader, v.size(), at, 64, "scenarios");
  std::string out;
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (!v[i].is_object()) reader.fail_type(at.item(i), "an object (a scenario)", v[i]);
    std::string one;
    for (const char* f : {"edition", "index"})
      if (const json* x = scenario::JsonReader::find_field(v[i], f))
        one += (one.empty() ? "" : " ") + (x->is_number_integer()
                                               ? std::to_string(x->get<long long>())
                                               : reader.get_string(*x, at.item(i).field(f)));
    out += (out.empty() ? "" : " and ") + one;
  }
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

namespace {

// Whether two round rules are one rule but for their marker.
bool same_but_marker(const GhsRoundRule& a, const GhsRoundRule& b) {
  return a.rounds == b.rounds && a.start == b.start && a.effect == b.effect && a.who == b.who &&
         a.who_monster == b.who_monster && a.amount == b.amount && a.present == b.present &&
         a.hp_above == b.hp_above && a.conditions == b.conditions && a.elements == b.elements;
}

std::string effect_words(const GhsRoundRule& g) {
  const std::string who = (g.who_monster ? "monster " : "") + g.who;
  if (g.effect == "damage" || g.effect == "heal")
    return who + ": " + g.effect + " " + std::to_string(g.amount);
  return g.who.empty() ? g.effect : who + ": " + g.effect;
}

}  // namespace

void merge_marker_rules(GhsRules& rules) {
  std::vector<GhsRoundRule> kept;
  std::vector<bool> used(rules.round_rules.size(), false);
  for (std::size_t i = 0; i < rules.round_rules.size(); ++i) {
    GhsRoundRule& g = rules.round_rules[i];
    if (used[i]) continue;
    const std::string& name = g.present.empty() ? g.killed : g.present;
    const auto o = std::find_if(rules.objectives.begin(), rules.objectives.end(),
                                [&](const GhsObjective& x) { return x.name == name; });
    if (o != rules.objectives.end() && o->count == 1) g.marker.clear();  // the one token
    if (g.marker.empty()) {
      kept.push_back(std::move(g));
      continue;
    }
    std::vector<std::string> markers;
    std::vector<int> numbers;
    std::vector<std::size_t> group;
    for (std::size_t k = i; k < rules.round_rules.size(); ++k)
      if (!used[k] && !rules.round_rules[k].marker.empty() &&
          same_but_marker(g, rules.round_rules[k])) {
        used[k] = true;
        group.push_back(k);
        markers.push_back(rules.round_rules[k].marker);
        numbers.push_back(rules.round_rules[k].number);
      }
    std::vector<std::string> all =
        o == rules.objectives.end() ? std::vector<std::string>{} : o->markers;
    std::sort(all.begin(), all.end());
    std::sort(markers.begin(), markers.end());
    if (!all.empty() && markers == all) {
      g.marker.clear();
      g.each = true;
      g.numbers = numbers;
      kept.push_back(std::move(g));
      continue;
    }
    for (const std::size_t k : group) {
      const GhsRoundRule& x = rules.round_rules[k];
      rules.not_set_up.push_back(
          "rule " + std::to_string(x.number) + " (" + (x.start ? "start" : "end") +
          " of rounds where \"" + x.rounds + "\", while the " + x.present + " at marker " +
          x.marker + " stands): " + effect_words(x) + "; not set up (the layout does not tell " +
          "the " + x.present + " of marker " + x.marker + " from the others, and the same rule " +
          "is not given once for each of the others' markers)");
    }
  }
  rules.round_rules = std::move(kept);
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
