// The Gloomhaven Secretariat's card actions mapped onto a round file's card actions (see
// ghs_actions.hpp). Field meanings from the GHS JSON Schema (Ability, Action, ActionType,
// ActionSpecialTarget): facts only, written anew. Each ability maps onto the round's own
// (docs/format.md, "Card actions"); a card's own rule becomes `text` in the players' words.
#include "solver/gloomhaven/import/ghs_actions.hpp"

#include <algorithm>
#include <cctype>
#include <map>

#include "solver/gloomhaven/import/formula.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven::import::ghs_detail {

using nlohmann::json;
using scenario::Path;

namespace {

constexpr std::string_view kElements[] = {"fire", "ice", "air", "earth", "light", "dark"};

// A subaction aiming at the acting monster itself ({"type": "specialTarget", "value": "self"}).
bool is_self_target(const json& s) {
  return string_field(s, "type") == "specialTarget" && string_field(s, "value") == "self";
}

class ActionMapper : public scenario::JsonReader {
 public:
  ActionMapper(const std::string& file, int level, int characters)
      : JsonReader(file), level_(level), characters_(characters) {}

  // An action's integer value; a formula (formula.hpp) is computed with C (characters) and L
  // (level); one with a letter only the scenario defines ("X") is not modelled.
  int ival(const json& a, const Path& at, int lo, int hi) const {
    const json& v = required(a, at, "value");
    if (!v.is_string()) return get_int_in(v, at.field("value"), lo, hi);
    const auto f = evaluate_formula(v.get<std::string>(),
                                    {{'C', std::clamp(characters_, 1, 4)}, {'L', level_}});
    // A formula the round cannot use (an unknown letter, a value out of range) is kept.
    if (!f || !f->value || *f->value < lo || *f->value > hi) throw NotModelled{describe(a)};
    return *f->value;
  }

  // An integer as ival reads it, or, where `named` and the formula uses a letter only the
  // scenario defines ("X", "3+V"), the formula with C and L put in: a named unknown the
  // round asks for (docs/format.md, round.unknowns).
  json jval(const json& a, const Path& at, int lo, int hi, bool named = true) const {
    const json& v = required(a, at, "value");
    if (named && v.is_string()) {
      const std::map<char, int> known = {{'C', std::clamp(characters_, 1, 4)}, {'L', level_}};
      const auto f = evaluate_formula(v.get<std::string>(), known);
      if (f && !f->value) return with_known_letters(v.get<std::string>(), known);
    }
    return ival(a, at, lo, hi);
  }

  // "+N" / "-N" relative to the stat card, or an absolute integer (or formula, where
  // `named`: see jval).
  json value(const json& a, const Path& at, bool named = false) const {
    const json j = jval(a, at, 0, 1000, named);
    const std::string v = j.is_string() ? j.get<std::string>() : std::to_string(j.get<int>());
    const json* t = find_field(a, "valueType");
    if (t == nullptr) return j;
    const std::string& type = get_string(*t, at.field("valueType"));
    if (type == "plus" || type == "add") return "+" + v;
    if (type == "minus" || type == "subtract") return "-" + v;
    if (type == "fixed") return j;
    fail(at.field("valueType"),
         "unknown value type " + quote(type) +
             "; expected \"plus\", \"minus\", \"add\", \"subtract\" or \"fixed\"");
  }

  std::string condition(const json& v, const Path& at) const {
    const std::string& c = get_nonempty_string(v, at);
    if (!parse_condition(c)) throw NotModelled{"condition " + c};
    return c;
  }

  // One action of a card (or a boss's special) to round-file actions; appends to `out`.

  // `target` is a specialTarget given beside it (a concatenation's), or null.
  void action(const json& given, const Path& at, json& out, const json* target = nullptr) const {
    const json a = without_misspelt_copies(given, kActionFields);
    require_object(a, at, kActionFields);
    const std::string& type = get_nonempty_string(required(a, at, "type"), at.field("type"));
    json subs = json::array();
    if (const json* s = find_field(a, "subActions"))
      subs = require_list(*s, at.field("subActions"));
    const Path sat = at.field("subActions");
    if (type == "move" || type == "attack") {
      (type == "move" ? move_action(a, at, subs, out) : attack_action(a, at, subs, out));
    } else if (type == "heal") {
      heal_action(a, at, subs, out);
    } else if (type == "shield" || type == "retaliate") {
      json r;
      r[type] = jval(a, at, 0, 100);
      under(at, subs, type, [&](const json& s, const Path& p, const std::string& t, json&) {
        if (type == "retaliate" && t == "range")
          r["range"] = ival(s, p, 1, 100);
        else if (t == "element" && r[type].is_number())
          r["consume"] = consume(s, p, r[type].get<int>());
        else
          return (t == "specialTarget" && is_self_target(s)) ||
                 (type == "shield" && t == "specialTarget" && allies_target(s, r));
        return true;
      });
      out.push_back(std::move(r));
    } else if (type == "loot") {
      if (!subs.empty()) throw NotModelled{describe(a)};
      out.push_back({{"loot", ival(a, at, 0, 100)}});
    } else if (type == "element") {
      element_action(a, at, subs, out);
    } else if (type == "condition" || type == "push" || type == "pull") {
      affecting_action(a, at, type, subs, target, out);
    } else if (type == "sufferDamage") {
      out.push_back({{"suffer", jval(a, at, 0, 100)}});
    } else if (type == "summon") {
      // The rules printed under it that say where the summons go are read with it.
      for (const std::size_t i : summon_action(*this, a, subs, at, characters_, out, summons_))
        action(subs[i], sat.item(i), out);
    } else if (type == "monsterType") {
      // "Elite only" and "normal only": the abilities under it, for that rank.
      const std::string& rank = get_string(required(a, at, "value"), at.field("value"));
      if (rank != "normal" && rank != "elite") throw NotModelled{describe(a)};
      json part = json::array();
      for (std::size_t i = 0; i < subs.size(); ++i) action(subs[i], sat.item(i), part);
      for (json& x : part) {
        x["only"] = rank;
        out.push_back(std::move(x));
      }
    } else if (type == "concatenation" || type == "grid") {
      // Abilities printed side by side: each in turn; a target given among them is theirs.
      const json* shared = nullptr;
      for (const json& s : subs)
        if (string_field(s, "type") == "specialTarget") shared = &s;
      for (std::size_t i = 0; i < subs.size(); ++i) {
        if (&subs[i] == shared) continue;
        // "Attack ...; consume air: +1 attack and a larger area" printed beside it: its bonus.
        if (string_field(subs[i], "type") == "element" &&
            string_field(subs[i], "valueType") == "minus" && !out.empty() &&
            out.back().contains("attack") && !out.back().contains("consume")) {
          out.back()["consume"] = consume(subs[i], sat.item(i));
          continue;
        }
        action(subs[i], sat.item(i), out, shared);
      }
    } else if (type == "custom" || type == "hint" || type == "nonCalc" || type == "grant" ||
               type == "switchType" || type == "teleport" || type == "card" ||
               type == "elementHalf" || type == "damage") {
      out.push_back({{"text", card_words(a)}});
    } else if (type == "specialTarget") {
      throw NotModelled{describe(a)};
    } else {
      throw NotModelled{describe(a)};
    }
  }

  void move_action(const json& a, const Path& at, const json& subs, json& out) const {
    json r;
    r["move"] = value(a, at, true);
    json after = under(at, subs, "move",
                       [&](const json& s, const Path& p, const std::string& t, json& later) {
                         if (t == "jump")
                           r["movement"] = "jump";
                         else if (t == "element")
                           r["consume"] = consume(s, p);
                         else if (t == "custom")  // a rule printed under it, performed after it
                           later.push_back({{"text", card_words(s)}});
                         else
                           return false;
                         return true;
                       });
    out.push_back(std::move(r));
    for (json& x : after) out.push_back(std::move(x));
  }

  void attack_action(const json& a, const Path& at, const json& subs, json& out) const {
    // "Range 4" printed for normal monsters only (the Ice Wraith's): the attack once for
    // each rank, each with the abilities printed for it, under "only".
    json shared = json::array(), by_rank = json::object();
    for (const json& s : subs) {
      if (string_field(s, "type") != "monsterType") {
        shared.push_back(s);
        continue;
      }
      const std::string rank = string_field(s, "value").value_or("");
      const json* own = find_field(s, "subActions");
      if ((rank != "normal" && rank != "elite") || by_rank.contains(rank) || own == nullptr ||
          !own->is_array())
        throw NotModelled{"attack with " + describe(s)};
      by_rank[rank] = *own;
    }
    if (by_rank.empty()) return attack_of_rank(a, at, subs, out, "");
    for (const std::string rank : {"normal", "elite"}) {
      json mine = shared;
      if (by_rank.contains(rank))
        for (const json& x : by_rank[rank]) mine.push_back(x);
      attack_of_rank(a, at, mine, out, rank);
    }
  }

  // An attack with the abilities printed under it (`subs`), for monsters of `rank` only
  // (empty: every rank), and what is performed after it.
  void attack_of_rank(const json& a, const Path& at, const json& subs, json& out,
                      const std::string& rank) const {
    json r;
    r["attack"] = value(a, at, true);
    json after = under(at, subs, "attack",
                       [&](const json& s, const Path& p, const std::string& t, json& later) {
                         return attack_sub(s, p, t, r, later);
                       });
    if (!rank.empty()) r["only"] = rank;
    out.push_back(std::move(r));
    for (json& x : after) {
      if (!rank.empty()) x["only"] = rank;
      out.push_back(std::move(x));
    }
  }

  // One ability printed under an attack (see under); abilities performed after it go in
  // `after`.
  bool attack_sub(const json& s, const Path& p, const std::string& t, json& r, json& after) const {
    if (t == "range")
      r["range"] = value(s, p, true);
    else if (t == "target")
      r["targets"] = targets(s, p);
    else if (t == "pierce" || t == "push" || t == "pull")
      r[t] = ival(s, p, 0, 100);
    else if (t == "condition")
      r["conditions"].push_back(condition(required(s, p, "value"), p.field("value")));
    else if (t == "element" && only_words(s))
      after.push_back(
          {{"on_consume", consumed_element(s, p)}, {"then", {{{"text", card_words(s)}}}}});
    else if (const auto infusions = t == "element" ? consumed_infusions(s) : std::nullopt)
      after.push_back({{"on_consume", consumed_element(s, p)}, {"then", *infusions}});
    else if (t == "element")
      r["consume"] = consume(s, p);
    else if (t == "area")
      r["aoe"] = area(s, p);
    else if (t == "specialTarget")
      attack_target(s, p, r);
    else if (t == "custom" || t == "sufferDamage" || t == "summon")
      action(s, p, after);
    else if (t == "concatenation" && s.contains("subActions") && s.at("subActions").is_array())
      for (const json& c : s.at("subActions"))
        r["conditions"].push_back(concatenated_condition(c, p));
    else
      return false;
    return true;
  }

  // Each ability printed under an ability (`subs`, at `at`'s subActions), read by
  // `read(sub, place, type, after)`, which appends to `after` what is performed after the
  // ability and returns false for a sub-ability it does not model. Returns `after`.
  template <class Read>
  json under(const Path& at, const json& subs, const std::string& what, Read&& read) const {
    json after = json::array();
    const Path sat = at.field("subActions");
    for (std::size_t i = 0; i < subs.size(); ++i) {
      const json& s = subs[i];
      const Path p = sat.item(i);
      const std::string& t = get_string(required(s, p, "type"), p.field("type"));
      if (!read(s, p, t, after)) throw NotModelled{what + " with " + describe(s)};
    }
    return after;
  }

  // The element a consume names, as a round file writes it ("any" for GHS's "wild").
  std::string consumed_element(const json& s, const Path& p) const {
    const std::string& e = get_string(required(s, p, "value"), p.field("value"));
    const json* vt = find_field(s, "valueType");
    if (vt == nullptr || !vt->is_string() || vt->get<std::string>() != "minus" ||
        (!scenario::lookup_name(kElements, e) && e != "wild"))
      throw NotModelled{describe(s)};
    return e == "wild" ? "any" : e;
  }

  // A condition printed among others under an attack ("Poison and Wound").
  std::string concatenated_condition(const json& c, const Path& p) const {
    if (string_field(c, "type") != "condition") throw NotModelled{"attack with " + describe(c)};
    return condition(required(c, p, "value"), p.field("value"));
  }

  // "Target one enemy with all attacks", "all adjacent enemies", "all enemies within range N".
  void attack_target(const json& s, const Path& p, json& r) const {
    const std::string v = string_field(s, "value").value_or("");
    if (v == "enemyOneAll") {
      r["one_target"] = true;
    } else if (v == "enemiesAdjacent") {
      r["targets"] = "all";
      r["range"] = 1;
    } else if (v.rfind("enemiesRange:", 0) == 0 && range_of(v)) {
      r["targets"] = "all";
      r["range"] = *range_of(v);
    } else if (v == "enemiesRange:") {
      r["targets"] = "all";  // within the stat card's range
    } else {
      (void)p;
      throw NotModelled{"attack with " + describe(s)};
    }
  }

  json targets(const json& s, const Path& p) const {
    if (string_field(s, "value") == "%game.target.all%") return "all";
    return ival(s, p, 1, 100);
  }

  void heal_action(const json& a, const Path& at, const json& subs, json& out) const {
    json r;
    r["heal"] = jval(a, at, 0, 1000);
    // "Self" may be printed after a condition the heal also gives: it applies to them all.
    bool self =
        std::any_of(subs.begin(), subs.end(), [](const json& x) { return is_self_target(x); });
    json after = under(
        at, subs, "heal", [&](const json& s, const Path& p, const std::string& t, json& later) {
          if (t == "range")
            r["range"] = ival(s, p, 0, 100);
          else if (t == "specialTarget" && (is_self_target(s) || allies_target(s, r)))
            return true;
          else if (t == "specialTarget" && string_field(s, "value") == "selfAlliesAffect")
            r["to"] = "self-and-allies", r["range"] = "all";  // "and all allies"
          else if (t == "element")
            r["consume"] = consume(s, p);
          else if (t == "condition" && self)
            later.push_back(
                {{"self", json::array({condition(required(s, p, "value"), p.field("value"))})}});
          else if (t == "condition")  // "Heal 3, Range 3, Safeguard": to the one healed
            r["conditions"].push_back(condition(required(s, p, "value"), p.field("value")));
          else
            return false;
          return true;
        });
    // "Consume light: target all": the heal reaches every figure it could target in range,
    // itself and its allies.
    if (r.contains("consume") && r["consume"].value("targets", json()) == "all") {
      r["consume"].erase("targets");
      r["consume"]["to"] = "self-and-allies";
    }
    if (self)
      r.erase("range");
    else if (!r.contains("range") && !r.contains("to"))
      throw NotModelled{"heal without a range or self target"};
    out.push_back(std::move(r));
    for (json& x : after) out.push_back(std::move(x));
  }

  // Infuse (plus or no value type) or, with "minus", consume: what follows happens only then.
  void element_action(const json& a, const Path& at, const json& subs, json& out) const {
    const std::string& e = get_string(required(a, at, "value"), at.field("value"));
    const json* vt = find_field(a, "valueType");
    const bool infuse = vt == nullptr || (vt->is_string() && vt->get<std::string>() == "plus");
    const bool minus = vt && vt->is_string() && vt->get<std::string>() == "minus";
    if (e.find(':') != std::string::npos && infuse && subs.empty()) {
      out.push_back({{"text", "Infuse " + e.substr(0, e.find(':')) + " or " +
                                  e.substr(e.find(':') + 1) + " (one of them)"}});
      return;
    }
    if ((!scenario::lookup_name(kElements, e) && e != "wild") || (!infuse && !minus))
      throw NotModelled{describe(a)};
    const std::string element = e == "wild" ? "any" : e;
    if (infuse) {
      if (!subs.empty()) throw NotModelled{describe(a)};
      out.push_back({{"infuse", element}});
      return;
    }
    json then = json::array();
    const Path sat = at.field("subActions");
    const json* shared = nullptr;  // a target printed beside the abilities is theirs
    for (const json& x : subs)
      if (string_field(x, "type") == "specialTarget") shared = &x;
    for (std::size_t i = 0; i < subs.size(); ++i)
      if (&subs[i] != shared) action(subs[i], sat.item(i), then, shared);
    // "Consume air: Attack +0": an attack made only when the element is consumed.
    if (then.size() == 1 && then[0].contains("attack") && !then[0].contains("consume")) {
      then[0]["consume"] = {{"element", element}, {"required", true}};
      out.push_back(std::move(then[0]));
      return;
    }
    for (const json& t : then)
      if (t.contains("move") || t.contains("attack") || t.contains("on_consume") ||
          t.contains("consume"))
        throw NotModelled{"consume " + e + ": " + describe(a)};
    out.push_back({{"on_consume", element}, {"then", then}});
  }

  // Whom a condition, push or pull reaches, as its subactions say.
  struct Reach {
    std::string to = "enemies";
    std::optional<int> range;  // absolute; a relative or "all" range is in the action itself
    bool all = false, self = false;
  };

  // A condition, push or pull on figures other than the monster (or a condition on itself).
  void affecting_action(const json& a, const Path& at, const std::string& type, const json& subs,
                        const json* target, json& out) const {
    json r;
    if (type == "condition")
      r["give"] = json::array({condition(required(a, at, "value"), at.field("value"))});
    else
      r[type] = ival(a, at, 1, 10);
    Reach reach;
    std::vector<const json*> list;
    for (const json& s : subs) list.push_back(&s);
    if (target) list.push_back(target);
    for (const json* s : list) {
      const std::string t = string_field(*s, "type").value_or("");
      const std::string v = string_field(*s, "value").value_or("");
      if (t == "element" && type != "condition" && string_field(*s, "valueType") == "minus") {
        r["consume"] = consume(*s, at, r[type].get<int>());  // "push 4 instead"
      } else if (t == "range" && s->contains("value") && s->at("value").is_number_integer() &&
                 !s->contains("valueType")) {
        reach.range = get_int_in(s->at("value"), at, 0, 20);
      } else if (t == "range" && s->contains("valueType")) {
        r["range"] = value(*s, at);  // "Range +0": the stat card's
        if (r["range"].is_number()) reach.range = r["range"].get<int>();
      } else if (t == "target" && v == "%game.target.all%") {
        reach.all = true;
      } else if (t == "target") {
        reach.all = true;  // "Target C-1": that many of the enemies within range
        r["targets"] = ival(*s, at, 0, 10);
      } else if (t == "custom" && words_range(*s, "Target all enemies")) {
        reach.all = true;  // the target printed as words only
        reach.range = words_range(*s, "Target all enemies");
      } else if (t != "specialTarget" || !special_target(v, type, reach, r)) {
        throw NotModelled{type + " with " + describe(*s)};
      }
    }
    if (reach.self && type == "condition" && !reach.all) {
      out.push_back({{"self", r["give"]}});
      return;
    }
    if (!reach.all || (!reach.range && !r.contains("range"))) throw NotModelled{describe(a)};
    if (r.value("targets", 1) == 0) {  // "Target C-1" for one character: no one
      std::string what = type == "condition" ? r["give"][0].get<std::string>() : type;
      what[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(what[0])));
      out.push_back({{"text", what + ": no target with one character (Target C-1)"}});
      return;
    }
    r["to"] = reach.to;
    if (reach.range) r["range"] = *reach.range;
    out.push_back(std::move(r));
  }

  // A condition's, push's or pull's special target `v` into `reach` (and `r`'s range when
  // relative or the whole map); false for one the round does not play.
  static bool special_target(const std::string& v, const std::string& type, Reach& reach, json& r) {
    const bool enemies_range = v.rfind("enemiesRange:", 0) == 0;
    if (v == "self") {
      reach.self = true;
      return true;
    }
    reach.all = true;
    if (v == "enemies") {
      r["range"] = "all";  // "all enemies": on the whole map
    } else if (v == "enemiesAdjacent") {
      reach.range = 1;
    } else if (enemies_range && range_of(v)) {
      reach.range = range_of(v);
    } else if (v == "enemiesRange:") {
      r["range"] = "+0";  // the stat card's range
    } else if (enemies_range && relative_range(v)) {
      r["range"] = *relative_range(v);  // "enemiesRange:-1": the stat card's range less 1
    } else if (v == "enemyAdjacent") {
      reach.range = 1;
      r["targets"] = 1;
    } else if (type == "condition" &&
               (v.rfind("selfAllies", 0) == 0 || v.rfind("alliesRange", 0) == 0) && range_of(v)) {
      reach.to = v.rfind("self", 0) == 0 ? "self-and-allies" : "allies";
      reach.range = range_of(v);
    } else {
      return false;
    }
    return true;
  }

  // A GHS area (see ghs_area) as the round file's `aoe`.
  json area(const json& s, const Path& p) const {
    const std::string& v = get_string(required(s, p, "value"), p.field("value"));
    auto r = ghs_area(v);
    if (!r) throw NotModelled{"area " + v};
    return *r;
  }

  // An element consumed for bonuses, as a subaction of the action it improves. `base`: the
  // value of that action, for a bonus printed as a new value ("Shield 2 instead" of 1).
  json consume(const json& s, const Path& p, std::optional<int> base = std::nullopt) const {
    json c;
    c["element"] = consumed_element(s, p);
    const Path sat = p.field("subActions");
    const json* subs = find_field(s, "subActions");
    if (subs == nullptr) throw NotModelled{describe(s)};
    bonuses(require_list(*subs, sat), sat, base, c);
    return c;
  }

  // The bonuses a consumed element gives, into `c` (see consume).
  void bonuses(const json& subs, const Path& sat, std::optional<int> base, json& c) const {
    for (std::size_t i = 0; i < subs.size(); ++i) {
      const json& b = subs[i];
      const Path bp = sat.item(i);
      const std::string& t = get_string(required(b, bp, "type"), bp.field("type"));
      const std::string v = string_field(b, "value").value_or("");
      const auto plus = [&] {
        const json x = value(b, bp);
        return x.is_string() ? x : json("+" + std::to_string(x.get<int>()));
      };
      if ((t == "shield" || t == "push" || t == "pull") && base && instead(b))
        c[t] = "+" + std::to_string(std::max(0, ival(b, bp, 0, 100) - *base));
      else if (t == "attack" || t == "range" || t == "heal" || t == "move" || t == "pierce" ||
               t == "push" || t == "pull" || t == "shield" || t == "retaliate")
        c[t] = plus();
      else if (t == "target" && v == "%game.target.all%")
        c["targets"] = "all";  // every enemy within range (a heal's: see heal_action)
      else if (t == "target")
        c["targets"] = plus();
      else if (t == "condition")
        c["conditions"].push_back(condition(required(b, bp, "value"), bp.field("value")));
      else if (t == "area")
        c["aoe"] = area(b, bp);
      else if (t == "specialTarget" && v.rfind("enemiesRange:", 0) == 0)
        c["targets"] = "all";  // "target all enemies within the attack's range"
      else if (t == "specialTarget" && v.rfind("alliesRange:", 0) == 0)
        c["to"] = "allies";  // "target all allies within the heal's range"
      else if (t == "concatenation" && b.contains("subActions"))
        bonuses(require_list(b.at("subActions"), bp.field("subActions")), bp.field("subActions"),
                base, c);
      else
        throw NotModelled{"consume " + c["element"].get<std::string>() + ": " + describe(b)};
      // An attack bonus with its own larger area ("+1 attack" drawn with its hexes).
      if (t == "attack" && b.contains("subActions") && b.at("subActions").is_array())
        bonuses(b.at("subActions"), bp.field("subActions"), base, c);
    }
  }

  // A card's (or special's) actions: mapped ones in `out`, the rest described in `nm`.
  void actions(const json& list, const Path& at, json& out, std::vector<std::string>& nm,
               const GhsMonster* boss) const {
    require_list(list, at);
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Path p = at.item(i);
      const json& a = list[i];
      if (boss != nullptr && string_field(a, "type") == "special") {
        const int k = get_int_in(required(a, p, "value"), p.field("value"), 1, 9);
        // A boss whose stat card writes no special N (its special is custom text of the
        // scenario book, as the Manifestation of Corruption's) keeps it as not modelled.
        if (k > static_cast<int>(boss->specials.size())) {
          out.push_back({{"text", "Special " + std::to_string(k) +
                                      ": as the scenario book's special rules give it for " +
                                      ghs_type_name(boss->name) + " (its stat card prints none)"}});
          continue;
        }
        actions(boss->specials[k - 1], p, out, nm, nullptr);
        continue;
      }
      try {
        json one = json::array();
        action(a, p, one);
        for (json& x : one) out.push_back(std::move(x));
      } catch (const NotModelled& n) {
        nm.push_back("action " + std::to_string(i + 1) + ": " + n.why);
      }
    }
  }

  mutable std::vector<std::string> summons_;  // GHS names of the monsters summoned

 private:
  int level_;
  int characters_;
};

}  // namespace

void map_card_actions(const json& list, const Path& at, const std::string& file, int level,
                      int characters, const GhsMonster* boss, json& out,
                      std::vector<std::string>& not_modelled, std::vector<std::string>& summons) {
  ActionMapper m(file, level, characters);
  m.actions(list, at, out, not_modelled, boss);
  for (const std::string& n : m.summons_)
    if (std::find(summons.begin(), summons.end(), n) == summons.end()) summons.push_back(n);
}

}  // namespace arbiter::gloomhaven::import::ghs_detail
