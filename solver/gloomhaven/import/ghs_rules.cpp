// A GHS scenario's allies, objectives and rules (see ghs_rules.hpp). Field meanings from the
// GHS JSON Schema (ScenarioData, ObjectiveData, ScenarioRule, ScenarioFigureRule,
// MonsterSpawnData): facts only, written anew.
#include "solver/gloomhaven/import/ghs_rules.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <stdexcept>

#include "solver/gloomhaven/import/formula.hpp"
#include "solver/gloomhaven/import/ghs_figure_rules.hpp"
#include "solver/gloomhaven/import/ghs_setup.hpp"
#include "solver/gloomhaven/scenario.hpp"
#include "solver/scenario/json_reader.hpp"
#include "solver/scenario/limits.hpp"

namespace arbiter::gloomhaven::import {

using nlohmann::json;
using scenario::Path;
using scenario::quote;

namespace {

constexpr std::string_view kElements[] = {"fire", "ice", "air", "earth", "light", "dark"};
constexpr std::string_view kStates[] = {"strong", "waning", "inert"};

class RulesReader : public scenario::JsonReader {
 public:
  RulesReader(const std::string& file, int chars, int level)
      : JsonReader(file), chars_(chars), level_(level) {}

  GhsRules read(const json& top) {
    const Path root = Path::root();
    if (!top.is_object()) fail_type(root, "an object (a GHS scenario)", top);
    if (const json* a = find_field(top, "allies")) out_.allies = strings(*a, root.field("allies"));
    if (const json* a = find_field(top, "allied"))
      for (const std::string& m : strings(*a, root.field("allied")))
        out_.not_set_up.push_back(m +
                                  ": GHS lists it as \"allied\" (a monster allied to the other "
                                  "monsters' enemies by a special rule); placed as a monster");
    if (const json* o = find_field(top, "objectives")) objectives(*o, top, root);
    if (const json* r = find_field(top, "rules")) {
      const Path rat = root.field("rules");
      require_list(*r, rat);
      scenario::check_count(*this, r->size(), rat, 256, "rules");
      for (std::size_t k = 0; k < r->size(); ++k) rule((*r)[k], rat.item(k), k + 1, top);
    }
    resolve_ghs_toggles(out_, chars_);
    return std::move(out_);
  }

 private:
  std::vector<std::string> strings(const json& v, const Path& at) const {
    require_list(v, at);
    scenario::check_count(*this, v.size(), at, 256, "names");
    std::vector<std::string> out;
    for (std::size_t i = 0; i < v.size(); ++i) out.push_back(get_nonempty_string(v[i], at.item(i)));
    return out;
  }

  // A number or a formula of C and L: its value, or the letter it lacks.
  FormulaValue value(const json& v, const Path& at) const {
    FormulaValue out;
    if (v.is_number()) {
      out.value = get_int_in(v, at, 0, 100000);
      return out;
    }
    const std::string& text = get_nonempty_string(v, at);
    const auto plain = ghs_plain_formula(text);
    const auto f = plain ? evaluate_formula(*plain, {{'C', chars_}, {'L', level_}}) : std::nullopt;
    if (!f) fail(at, quote(text) + " is not a number or a formula (as \"4+(CxL)\")");
    if (f->value && (*f->value < 0 || *f->value > 100000))
      fail(at, quote(text) + " gives " + std::to_string(*f->value) + ", outside 0..100000");
    return *f;
  }

  void objectives(const json& v, const json& top, const Path& root) {
    const Path oat = root.field("objectives");
    require_list(v, oat);
    scenario::check_count(*this, v.size(), oat, 64, "objectives");
    std::vector<std::vector<std::string>> markers;
    const std::vector<int> count = ghs_objective_counts(*this, top, v.size(), chars_, markers);
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path at = oat.item(i);
      if (!v[i].is_object()) fail_type(at, "an object (an objective)", v[i]);
      GhsObjective o;
      o.name = get_nonempty_string(required(v[i], at, "name"), at.field("name"));
      if (const json* e = find_field(v[i], "escort")) o.escort = get_bool(*e, at.field("escort"));
      if (const json* h = find_field(v[i], "health")) {
        const FormulaValue f = value(*h, at.field("health"));
        o.health = h->is_string() ? h->get<std::string>() : h->dump();
        o.hp = f.value;
        o.unknown = f.unknown;
      }
      if (const json* m = find_field(v[i], "marker")) o.marker = get_string(*m, at.field("marker"));
      if (const json* n = find_field(v[i], "initiative"))
        o.initiative = get_int_in(*n, at.field("initiative"), 0, 99);
      o.count = count[i];
      o.markers = markers[i];
      if (o.count < 0) {  // no room names it: its own count
        const json* c = find_field(v[i], "count");
        const FormulaValue f = c ? value(*c, at.field("count")) : FormulaValue{1, ""};
        if (!f.value || *f.value > 64)
          fail(at.field("count"), "expected a count of 0..64 for " + std::to_string(chars_) +
                                      " characters at level " + std::to_string(level_));
        o.count = *f.value;
      }
      out_.objectives.push_back(std::move(o));
    }
  }

  // One rule: what holds at the start of round 1 is set up; its spawns are listed; the rest
  // is a sentence in not_set_up.
  void rule(const json& v, const Path& at, std::size_t k, const json& top) {
    if (!v.is_object()) fail_type(at, "an object (a rule)", v);
    Rule r;
    r.number = k;
    if (const json* t = find_field(v, "round")) r.rounds = get_string(*t, at.field("round"));
    if (const json* s = find_field(v, "start")) r.start = get_bool(*s, at.field("start"));
    if (const json* s = find_field(v, "once")) r.once = get_bool(*s, at.field("once"));
    if (const json* s = find_field(v, "always")) r.always = get_bool(*s, at.field("always"));
    if (const json* q = find_field(v, "requiredRooms"))
      r.rooms = numbers(*q, at.field("requiredRooms"));
    if (const json* q = find_field(v, "requiredScenarios"))
      r.required = ghs_scenarios_text(*this, *q, at.field("requiredScenarios"));
    const auto holds = ghs_round_holds(r.rounds.empty() ? "true" : r.rounds, 1, chars_);
    if (!holds) fail(at.field("round"), quote(r.rounds) + " is not a round condition");
    const json* figures = find_field(v, "figures");
    if (figures != nullptr) require_list(*figures, at.field("figures"));
    r.precondition =
        figures != nullptr && std::any_of(figures->begin(), figures->end(), [](const json& f) {
          const json* t = f.is_object() ? find_field(f, "type") : nullptr;
          return t && t->is_string() && (*t == "present" || *t == "dead" || *t == "killed");
        });
    if (r.precondition) {
      const GhsFigureTrigger t = ghs_figure_trigger(*figures, r.always, out_.objectives);
      r.present = t.present;
      r.killed = t.killed;
      r.trigger_monster = t.monster;
      r.marker = t.marker;
      r.hp_above = t.hp_above;
    }
    r.now = r.start && *holds && r.rooms.empty() && !r.precondition;
    // A standing rule played once, waiting for one room alone (no figure, no treasure looted),
    // acts as the room is revealed.
    r.on_reveal = r.always && r.once && r.rooms.size() == 1 && !r.precondition &&
                  (r.rounds.empty() || r.rounds == "true") && find_field(v, "treasures") == nullptr;
    if (const json* e = find_field(v, "elements")) elements(*e, at.field("elements"), r);
    if (figures != nullptr) figure_rules(*figures, at.field("figures"), r, top);
    // A standing rule played once that waits for nothing and reveals rooms (the Secretariat
    // offers it to the players until it is applied or the rooms are revealed): its spawns
    // come with those rooms' reveal.
    std::vector<int> reveals;
    if (const json* s = find_field(v, "rooms")) reveals = numbers(*s, at.field("rooms"));
    if (unconditioned(r, v) && !reveals.empty()) {
      r.spawn_rooms = reveals;
      r.on_reveal = reveals.size() == 1;
    }
    if (const json* s = find_field(v, "spawns")) spawns(*s, at.field("spawns"), r);
    if (const json* s = find_field(v, "statEffects"))
      stat_effects(*s, at.field("statEffects"), r, top);
    if (!reveals.empty()) reveal_rule(reveals, r, v);
    if (find_field(v, "randomDungeon") != nullptr)
      out_.not_set_up.push_back(when(r) + ": a random dungeon is drawn; not set up");
  }

  struct Rule {
    std::size_t number = 0;
    std::string rounds;
    bool start = false, once = false, always = false, precondition = false, now = false;
    bool on_reveal = false;  // a spawn of it happens as its one room is revealed
    std::vector<int> rooms;
    // The figures' condition as map.rules' `present` or `killed` (ghs_figure_trigger); both
    // empty: none, or one the round cannot tell.
    std::string present, killed;
    bool trigger_monster = false;
    std::string marker;           // `present`: that marker's token alone
    std::optional<int> hp_above;  // `present`: with more hit points than this
    std::string required;  // the scenarios the party must have completed ("fc 110"); empty: none
    // The rooms whose reveal its spawns come with, when it is one (unconditioned) that reveals
    // them; empty: `rooms`.
    std::vector<int> spawn_rooms;
  };

  // A standing rule played once that waits for no round, room, figure or treasure.
  static bool unconditioned(const Rule& r, const json& v) {
    return r.always && r.once && r.rooms.empty() && !r.precondition &&
           (r.rounds.empty() || r.rounds == "true") && find_field(v, "treasures") == nullptr &&
           find_field(v, "requiredRules") == nullptr;
  }

  std::vector<int> numbers(const json& v, const Path& at) const {
    require_list(v, at);
    scenario::check_count(*this, v.size(), at, 64, "rooms");
    std::vector<int> out;
    for (std::size_t i = 0; i < v.size(); ++i) out.push_back(get_int_in(v[i], at.item(i), 0, 1000));
    return out;
  }
  static std::string numbers_text(const std::vector<int>& v) {
    std::string s;
    for (int n : v) s += (s.empty() ? "" : ", ") + std::to_string(n);
    return s;
  }
  std::string when(const Rule& r) const {
    const std::string rounds = r.rounds.empty() ? "true" : r.rounds;
    std::string s = "rule " + std::to_string(r.number) + " (";
    if (r.always && rounds == "true")
      s += "always";
    else
      s += std::string(r.start ? "start" : "end") + " of rounds where " + quote(rounds);
    if (!r.rooms.empty()) s += ", once room " + numbers_text(r.rooms) + " is revealed";
    if (r.precondition) s += ", when its figures' condition holds";
    return s + ")";
  }

  // The start of round 1's states are set up; a rule of other rounds (also) goes into
  // map.rules, so that a file set to a later round plays it (setting an element to the state
  // the file starts with is no change in round 1).
  void elements(const json& v, const Path& at, const Rule& r) {
    require_list(v, at);
    scenario::check_count(*this, v.size(), at, 16, "elements");
    std::map<std::string, std::string> by_round;
    const bool later = by_rounds(r) && !(r.now && r.rounds == "R == 1");
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path eat = at.item(i);
      if (!v[i].is_object()) fail_type(eat, "an object (an element)", v[i]);
      const std::string e(kElements[get_name(required(v[i], eat, "type"), eat.field("type"),
                                             "element", kElements)]);
      const std::string s(
          kStates[get_name(required(v[i], eat, "state"), eat.field("state"), "state", kStates)]);
      if (r.now && s == "inert")
        out_.elements.erase(e);  // absent is inert
      else if (r.now)
        out_.elements[e] = s;
      if (later)
        by_round[e] = s;
      else if (!r.now)
        out_.not_set_up.push_back(when(r) + ": " + e + " becomes " + s + "; not set up");
    }
    if (!by_round.empty()) round_rule(r, "elements").elements = by_round;
  }

  void figure_rules(const json& v, const Path& at, const Rule& r, const json& top) {
    scenario::check_count(*this, v.size(), at, 64, "figure rules");
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path fat = at.item(i);
      if (!v[i].is_object()) fail_type(fat, "an object (a figure rule)", v[i]);
      const json* id = find_field(v[i], "identifier");
      if (id != nullptr && !id->is_object()) fail_type(fat.field("identifier"), "an object", *id);
      std::string who_type, who;
      if (id != nullptr) {
        if (const json* t = find_field(*id, "type"))
          who_type = get_string(*t, fat.field("identifier").field("type"));
        if (const json* n = find_field(*id, "name"))
          who = get_string(*n, fat.field("identifier").field("name"));
      }
      std::string type = "present", val;
      if (const json* t = find_field(v[i], "type")) type = get_string(*t, fat.field("type"));
      if (const json* x = find_field(v[i], "value"))
        val = x->is_string() ? x->get<std::string>() : x->is_number() ? x->dump() : "";
      if (type == "present" || type == "dead" || type == "killed")
        continue;  // the rule's condition
      // Every figure of a type becomes that type a level higher (or lower) as round 1 starts
      // ("transfer" to "bandit-guard:+1"): for the round, the type's stat cards are that
      // level's, as a room list's offset makes them.
      if (type == "transfer" && r.now && who_type == "monster" && val.rfind(who + ":", 0) == 0) {
        std::string to = val;
        if (const int off = split_level_offset(*this, to, fat.field("value")); off != 0) {
          out_.level_offsets[who] = off;
          continue;
        }
      }
      const std::string whom = who_type == "character"
                                   ? "every character"
                                   : (who == ".*" ? "every " + who_type : who_type + " " + who);
      if (type == "gainCondition" && r.now && parse_condition(val)) {
        if (who_type == "character")
          out_.character_conditions.push_back(val);
        else if (who_type == "monster")
          out_.monster_conditions[who == ".*" ? "*" : who].push_back(val);
        continue;
      }
      // A condition for the whole scenario ("the Hounds are permanently invisible"): on the
      // type's standees from the start, never expiring.
      if (type == "permanentCondition" && who_type == "monster" && parse_condition(val) &&
          r.rooms.empty() && !r.precondition && (r.rounds.empty() || r.rounds == "true")) {
        out_.monster_permanent_conditions[who == ".*" ? "*" : who].push_back(val);
        continue;
      }
      if (figure_round_rule(type, who_type, who, val, r, id)) continue;
      // A card taken out of a monster's deck when the party has completed other scenarios
      // (scenario 115's Manifestation of Corruption loses a Legendary card for each of 110 to
      // 113): the campaign is the players', so the deck keeps it and the warning says when not.
      if (type == "removeAbility" && who_type == "monster" && !r.required.empty()) {
        out_.not_set_up.push_back(when(r) + ": " + whom + ": card " + val +
                                  " leaves its ability deck if the party has completed scenario " +
                                  r.required +
                                  "; the import does not know the campaign: the deck keeps it "
                                  "(--card chooses the card drawn)");
        continue;
      }
      if ((type == "toggleOn" || type == "toggleOff") && who_type == "monster" && who != ".*" &&
          !find_field(*id, "marker") && !find_field(*id, "tags")) {
        const bool plain = r.start && r.rooms.empty() && !r.precondition && !r.once && !r.always;
        out_.toggles.push_back({who, r.rounds.empty() ? "true" : r.rounds, type == "toggleOn",
                                plain, static_cast<int>(r.number), when(r)});
        continue;
      }
      if (type == "dormant" || type == "activate") {
        const bool untold = r.precondition && r.present.empty() && r.killed.empty();
        out_.not_set_up.push_back(when(r) + ": " +
                                  ghs_dormancy_text(v, *id, who, type, untold, top));
        continue;
      }
      if (const auto why = ghs_unplayed_state(type); !why.empty()) {
        out_.not_set_up.push_back(when(r) + ": " + whom + ": " + why);
        continue;
      }
      if (type == "amAdd" && who_type == "character") {
        out_.not_set_up.push_back(when(r) + ": " + whom + ": " + ghs_character_deck_words(val));
        continue;
      }
      out_.not_set_up.push_back(when(r) + ": " + whom + ": " + type +
                                (val.empty() ? "" : " " + quote(val)) + "; not set up");
    }
  }

  void spawns(const json& v, const Path& at, const Rule& r) {
    require_list(v, at);
    scenario::check_count(*this, v.size(), at, 64, "spawns");
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path sat = at.item(i);
      if (!v[i].is_object()) fail_type(sat, "an object (a spawn)", v[i]);
      GhsSpawn s;
      s.rounds = r.rounds.empty() ? "true" : r.rounds;
      s.start = r.start;
      s.rooms = r.spawn_rooms.empty() ? r.rooms : r.spawn_rooms;
      s.once = r.once;
      s.on_reveal = r.on_reveal;
      s.precondition = r.precondition;
      const Path mat = sat.field("monster");
      const json& m = required(v[i], sat, "monster");
      if (!m.is_object()) fail_type(mat, "an object (a monster standee)", m);
      s.monster = get_nonempty_string(required(m, mat, "name"), mat.field("name"));
      s.level_offset = split_level_offset(*this, s.monster, mat.field("name"));
      for (int c = 2; c <= 4; ++c)
        if (const auto w = ghs_rank_word(*this, m, mat, c))
          s.ranks[static_cast<std::size_t>(c - 2)] =
              *w == "elite" ? StandeeRank::Elite : StandeeRank::Normal;
      s.count = "1";
      if (const json* c = find_field(v[i], "count")) {
        // A number, or a formula of C and L computed; a letter the scenario defines stays.
        const FormulaValue f = value(*c, sat.field("count"));
        if (f.value && *f.value > 64)
          fail(sat.field("count"), std::to_string(*f.value) + " monsters; expected 0 to 64");
        s.count = f.value ? std::to_string(*f.value) : c->get<std::string>();
      }
      if (const json* k = find_field(v[i], "marker"))
        s.marker = get_string(*k, sat.field("marker"));
      // Named for the character count it places at (the others' entries are in the file).
      if (s.ranks[static_cast<std::size_t>(std::clamp(chars_, 2, 4) - 2)] != StandeeRank::None) {
        s.warning = out_.not_set_up.size();
        out_.not_set_up.push_back(
            when(r) + ": spawns " + s.count + " " + s.monster +
            (s.level_offset == 0 ? ""
                                 : std::string(" (level ") + (s.level_offset > 0 ? "+" : "") +
                                       std::to_string(s.level_offset) + ")") +
            (s.marker.empty() ? "" : " at marker " + s.marker) +
            "; in map.spawns, played by the round once its \"hexes\" give the marker's hexes "
            "from the book (VGB draws none)");
      }
      out_.spawns.push_back(std::move(s));
    }
  }

  // Each stat effect: one for the whole scenario (every round, no room, figure or objective
  // condition) is kept to change the stat cards (ghs_stat_effect.hpp); any other, or one of a
  // field the round file cannot set up, is a warning naming what it would change and when.
  void stat_effects(const json& v, const Path& at, const Rule& r, const json& top) {
    require_list(v, at);
    scenario::check_count(*this, v.size(), at, 64, "stat effects");
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path sat = at.item(i);
      if (!v[i].is_object()) fail_type(sat, "an object (a stat effect)", v[i]);
      std::string who = "*", tag, what;
      if (const json* id = find_field(v[i], "identifier"); id && id->is_object()) {
        if (const json* n = find_field(*id, "name"); n && n->is_string() && *n != ".*") who = *n;
        if (const json* t = find_field(*id, "tag"); t && t->is_string()) tag = *t;
      }
      const json* e = find_field(v[i], "statEffect");
      if (e && e->is_object())
        for (const auto& [key, x] : e->items()) what += (what.empty() ? "" : ", ") + key;
      const Path eat = sat.field("statEffect");
      if (e && e->is_object())
        if (const auto bad = stat_effect_error(*e)) fail(eat.field(bad->first), bad->second);
      const std::string whom = who == "*" ? "every monster" : who;
      if (figure_stat_effect(v[i], who, tag, r)) continue;
      const std::string why = unset_fields(e, who, tag, r, find_field(v[i], "reference"), top);
      if (why.empty()) {
        out_.stat_effects.push_back({who, *e, "rule " + std::to_string(r.number)});
        continue;
      }
      if (why == kStatEffectOneRoom) {  // resolve_ghs_reveals finds the room's doors
        out_.room_stat_effects.push_back({{who, *e, "rule " + std::to_string(r.number)},
                                          static_cast<int>(r.number),
                                          r.rooms[0],
                                          {}});
        continue;
      }
      if (why == kSomeRounds && tag.empty() && by_round(*e, who, r)) continue;
      out_.not_set_up.push_back(when(r) + ": " + whom + ": a special rule changes its stat card (" +
                                (what.empty() ? "back to the printed one" : what) +
                                "); not set up (" + why + "), its stat card is the data's");
    }
  }

  // A stat effect counting the objectives standing, always or once one room is revealed.
  bool figure_stat_effect(const json& v, const std::string& who, const std::string& tag,
                          const Rule& r) {
    const bool plain = tag.empty() && !r.precondition && r.rooms.size() < 2 &&
                       (r.rounds.empty() || r.rounds == "true");
    auto f = plain ? ghs_figure_stat_effect(v, who, out_.objectives) : std::nullopt;
    if (f) out_.figure_stat_effects.push_back(std::move(*f));
    if (f) out_.figure_stat_effects.back().number = static_cast<int>(r.number);
    if (f && !r.rooms.empty()) out_.figure_stat_effects.back().room = r.rooms[0];
    return f.has_value();
  }

  // A stat effect of some rounds the round file sets up: a change of the initiative (added),
  // kept for the round to apply by round.number, or the printed card back (an empty effect)
  // after such a change, which a change of some rounds implies.
  bool by_round(const json& e, const std::string& who, const Rule& r) {
    if (!r.rooms.empty() || r.precondition || r.rounds.empty() || r.rounds == "true") return false;
    if (e.empty() || (e.size() == 1 && e.contains("note")))
      return std::any_of(out_.initiative_changes.begin(), out_.initiative_changes.end(),
                         [&](const GhsInitiativeChange& c) { return c.who == who; });
    const json* i = find_field(e, "initiative");
    bool only = true;
    for (const auto& [k, x] : e.items())
      only = only && (k == "initiative" || k == "note" || (k == "absolute" && x == false));
    if (i == nullptr || !only || !i->is_number_integer()) return false;
    out_.initiative_changes.push_back({who, r.rounds, std::clamp(i->get<int>(), -99, 99)});
    return true;
  }

  static constexpr const char* kSomeRounds =
      "it holds in some rounds only, and a round file has no stat change by round but an "
      "initiative's";

  // Why a stat effect is not set up; empty when it is. A name pattern takes at most four
  // ".*" (each a search of the rest): the data's have one.
  std::string unset_fields(const json* e, const std::string& who, const std::string& tag,
                           const Rule& r, const json* reference, const json& top) const {
    if (e == nullptr || !e->is_object()) return "no statEffect object";
    if (r.precondition || reference != nullptr) return "it waits for a figure's condition";
    if (!r.rounds.empty() && r.rounds != "true") return kSomeRounds;
    std::size_t stars = 0;
    for (auto s = who.find(".*"); s != std::string::npos; s = who.find(".*", s + 2)) ++stars;
    if (stars > 4) return "a name pattern of more than four \".*\"";
    for (const auto& item : e->items()) {
      const std::string& key = item.key();  // not a structured binding: the lambda captures it
      if (std::find_if(std::begin(kStatEffectFields), std::end(kStatEffectFields),
                       [&](const char* f) { return key == f; }) == std::end(kStatEffectFields))
        return "its " + key + " is not read";
    }
    if ((e->contains("name") || e->contains("count") || e->contains("deck")) && stars > 0)
      return "a name, count or deck for a name pattern";
    if (!tag.empty() && !all_standees_tagged(top, who, tag))
      return "it changes the standees tagged " + quote(tag) + ", not every one of its type";
    return r.rooms.empty() ? "" : stat_effect_room_reason(*e, r.rooms);
  }

  // Whether the round plays rule `r` by its rounds alone: no figures' condition, no room's
  // reveal awaited, not a standing rule ("always"), not a "once" the round cannot tell has
  // happened (any but "R == n").
  // A figures' condition the round tells (ghs_figure_trigger) is played with the rule: `present`
  // each time its rounds come, `killed` once, as the death happens.
  static bool by_rounds(const Rule& r) {
    const bool once_known = !r.once || r.rounds.rfind("R == ", 0) == 0 || !r.killed.empty();
    const bool told = !r.precondition || !r.present.empty() || !r.killed.empty();
    return told && r.rooms.empty() && (!r.always || !r.killed.empty()) && once_known;
  }
  GhsRoundRule& round_rule(const Rule& r, const std::string& effect) {
    GhsRoundRule g;
    g.number = static_cast<int>(r.number);
    g.rounds = r.rounds.empty() ? "true" : r.rounds;
    g.start = r.start;
    g.effect = effect;
    g.present = r.present;
    g.killed = r.killed;
    g.trigger_monster = r.trigger_monster;
    g.marker = r.marker;
    g.hp_above = r.hp_above;
    out_.round_rules.push_back(std::move(g));
    return out_.round_rules.back();
  }
  void reveal_rule(const std::vector<int>& rooms, const Rule& r, const json& v) {
    if (by_rounds(r)) {
      round_rule(r, "reveal").rooms = rooms;
      return;
    }
    std::string why;
    if (unconditioned(r, v))
      why =
          "the data gives it no condition: a standing rule played once that waits for no "
          "round, room, figure or treasure, which the Secretariat offers the players until "
          "the rooms are revealed; when, only the scenario book's words say";
    else if (r.precondition && r.present.empty() && r.killed.empty())
      why = ghs_untold_condition(*find_field(v, "figures"));
    else if (!r.rooms.empty())
      why = "it waits for room " + numbers_text(r.rooms) +
            " to be revealed, which a map.rules reveal does not wait for";
    else
      why = "it holds once in the first of its rounds, which a round alone cannot tell";
    out_.not_set_up.push_back(when(r) + ": rooms " + numbers_text(rooms) +
                              " are revealed; not set up (" + why +
                              "): the round reveals them as a character opens their doors");
  }

  // A figure rule the round plays (damage, heal, a condition gained) on figures map.rules'
  // `who` names; false: not one (the caller lists it as not set up).
  bool figure_round_rule(const std::string& type, const std::string& who_type,
                         const std::string& who, const std::string& val, const Rule& r,
                         const json* id) {
    if (!by_rounds(r)) return false;
    if (!ghs_names_condition_token(id, who_type, who, r.present, r.marker, out_.objectives))
      return false;
    std::string whom;
    if (who_type == "all")
      whom = "figures";
    else if (who_type == "character" && (who.empty() || who == ".*"))
      whom = "characters";
    else if (who_type == "monster")
      whom = who == ".*" ? "monsters" : who;
    else if (who_type == "objective" && !who.empty())
      whom = who;
    if (whom.empty()) return false;
    std::optional<int> amount;
    if (const auto plain = ghs_plain_formula(val))
      if (const auto f = evaluate_formula(*plain, {{'C', chars_}, {'L', level_}}); f && f->value)
        amount = f->value;
    if (type == "damage" && id != nullptr && find_field(*id, "marker") != nullptr)
      if (const auto n = ghs_negative_damage(val, who, r.marker, out_.objectives)) {
        amount = n->first;
        out_.not_set_up.push_back(when(r) + ": " + n->second);
      }
    const bool counted = amount && *amount >= 1 && *amount <= 1000;
    if (type == "gainCondition" ? !parse_condition(val)
                                : !((type == "damage" || type == "heal") && counted))
      return false;
    GhsRoundRule& g = round_rule(r, type == "gainCondition" ? "conditions" : type);
    g.who = whom;
    g.who_monster = who_type == "monster" && who != ".*";
    if (type == "gainCondition") {
      g.conditions.push_back(val);
    } else {
      g.amount = *amount;
      g.formula = val;
    }
    return true;
  }

  int chars_, level_;
  GhsRules out_;
};

}  // namespace

GhsRules read_ghs_rules(const json& root, const std::string& file, int characters, int level) {
  GhsRules rules = RulesReader(file, std::clamp(characters, 1, 4), level).read(root);
  merge_marker_rules(rules);
  std::set<std::string> placed;
  for (const GhsRoom& r : read_ghs_rooms(root, file))
    for (const GhsStandee& s : r.standees) {
      placed.insert(s.monster);
      if (s.level_offset != 0) rules.level_offsets[s.monster] = s.level_offset;
    }
  // A spawned type's offset ("infiltrator:+1") is the type's when no room places it (one type
  // has one stat card a rank: a room's standees keep theirs).
  for (const GhsSpawn& s : rules.spawns)
    if (s.level_offset != 0 && !placed.contains(s.monster))
      rules.level_offsets.emplace(s.monster, s.level_offset);
  return rules;
}

}  // namespace arbiter::gloomhaven::import
