// A round file's `expect` (docs/format.md, "Gloomhaven rounds"): per rule set, the order,
// the figures' end states, the summoned and revealed figures, loot, elements and money
// the round must end with.
#include <algorithm>
#include <exception>
#include <string>

#include "solver/gloomhaven/round_file_reader.hpp"
#include "solver/odds/exact_big.hpp"

namespace arbiter::gloomhaven::round_file_detail {

// An exact fraction "N" or "N/D" (D > 0), at most 1 when it is a probability, written back in
// lowest terms as odds::rational_str writes it, so that any value `round` prints can be
// pinned, however large its denominator.
std::string RoundReader::probability(const json& v, const Path& at, bool at_most_one) const {
  const std::string what = at_most_one ? "a probability, an exact fraction from 0 to 1 such as "
                                         "\"3/20\""
                                       : "an exact non-negative fraction such as \"21/20\"";
  if (v.is_number_integer() && v.get<long long>() >= 0) {
    if (at_most_one && v.get<long long>() > 1) fail(at, what + ", got " + v.dump());
    return std::to_string(v.get<long long>());
  }
  if (!v.is_string()) fail_type(at, what, v);
  const std::string t = v.get<std::string>();
  const auto slash = t.find('/');
  const std::string num = t.substr(0, slash);
  const std::string den = slash == std::string::npos ? "1" : t.substr(slash + 1);
  const auto digits = [](const std::string& x) {
    return !x.empty() && x.size() <= 4000 &&
           std::all_of(x.begin(), x.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  if (!digits(num) || !digits(den)) fail(at, what + ", got " + quote(t));
  const boost::multiprecision::cpp_int d(den);
  if (d == 0) fail(at, "the denominator is 0 in " + quote(t));
  const boost::multiprecision::cpp_rational r(boost::multiprecision::cpp_int(num), d);
  if (at_most_one && r > 1) fail(at, what + ", got " + quote(t));
  return odds::from_big(r).str();
}

void RoundReader::read_expect(const json& v, const Path& at) {
  if (!v.is_object()) fail_type(at, "an object (rule set -> expected round)", v);
  for (const auto& [key, e] : v.items()) {
    const Path eat = at.field(key);
    const auto rules = parse_rule_set(key);
    if (!rules) fail(eat, "unknown rule set " + quote(key));
    if (!e.is_object())
      fail_type(eat,
                "an object with order, figures, summoned, looted, elements (a round's "
                "expectation)",
                e);
    const json& o = require_object(
        e, eat,
        {"order", "reasons", "attacks", "figures", "summoned", "looted", "elements", "money"});
    RoundExpect x;
    read_expected_order(o, eat, x);
    if (const json* as = find_field(o, "attacks")) {
      const Path aat = eat.field("attacks");
      require_list(*as, aat);
      x.attacks.emplace();
      for (std::size_t i = 0; i < as->size(); ++i)
        x.attacks->push_back(expected_attack((*as)[i], aat.item(i)));
    }
    if (const json* fs = find_field(o, "figures")) {
      const Path fat = eat.field("figures");
      if (!fs->is_object()) fail_type(fat, "an object (figure id -> end state)", *fs);
      for (const auto& [id, fe] : fs->items()) x.figures[id] = expected_figure(fe, fat.field(id));
    }
    read_expected_board(o, eat, x);
    r_.expect[*rules] = std::move(x);
  }
}

// The order the figures act in, and why each acts when it does.
void RoundReader::read_expected_order(const json& o, const Path& eat, RoundExpect& x) const {
  if (const json* ord = find_field(o, "order")) {
    const Path oat = eat.field("order");
    require_list(*ord, oat);
    x.order.emplace();
    for (std::size_t i = 0; i < ord->size(); ++i)
      x.order->push_back(get_nonempty_string((*ord)[i], oat.item(i)));
  }
  if (const json* rs = find_field(o, "reasons")) {
    const Path rat = eat.field("reasons");
    if (!rs->is_object()) fail_type(rat, "an object (figure id -> why it acts then)", *rs);
    x.reasons.emplace();
    for (const auto& [id, why] : rs->items())
      (*x.reasons)[id] = get_nonempty_string(why, rat.field(id));
  }
}

// An attack's odds: its expected damage, the chance it kills, and the chance of each damage.
ExpectedAttack RoundReader::expected_attack(const json& v, const Path& iat) const {
  const json& ao = require_object(v, iat, {"attacker", "target", "expected", "kill", "damage"});
  ExpectedAttack ea;
  ea.attacker = get_nonempty_string(required(ao, iat, "attacker"), iat.field("attacker"));
  ea.target = get_nonempty_string(required(ao, iat, "target"), iat.field("target"));
  if (const json* e = find_field(ao, "expected"))
    ea.expected = probability(*e, iat.field("expected"), false);
  if (const json* k = find_field(ao, "kill")) ea.kill = probability(*k, iat.field("kill"), true);
  if (const json* d = find_field(ao, "damage")) {
    const Path dat = iat.field("damage");
    if (!d->is_object()) fail_type(dat, "an object (damage -> probability)", *d);
    ea.damage.emplace();
    for (const auto& [dmg, pr] : d->items()) {
      int n = -1;
      try {
        std::size_t used = 0;
        n = std::stoi(dmg, &used);
        if (used != dmg.size()) n = -1;
      } catch (const std::exception&) {
        n = -1;
      }
      if (n < 0 || n > kMaxValue)
        fail(dat.field(dmg), "a damage is a whole number from 0 to " + std::to_string(kMaxValue) +
                                 ", got " + quote(dmg));
      ea.damage->push_back({n, probability(pr, dat.field(dmg), true)});
    }
    std::sort(ea.damage->begin(), ea.damage->end());
  }
  return ea;
}

// A figure's end state: its hex, hit points, conditions, or that it was removed.
ExpectedFigure RoundReader::expected_figure(const json& fe, const Path& iat) const {
  const json& fo = require_object(fe, iat, {"hex", "hp", "conditions", "removed"});
  ExpectedFigure ef;
  if (const json* h = find_field(fo, "hex")) ef.hex = parse_hex(*h, iat.field("hex"));
  if (const json* h = find_field(fo, "hp")) ef.hp = get_int_in(*h, iat.field("hp"), 0, kMaxValue);
  if (const json* c = find_field(fo, "conditions")) {
    const ConditionSet set = conditions(*c, iat.field("conditions"));
    std::vector<std::string> names;
    for (int k = 0; k < static_cast<int>(Condition::Count); ++k)
      if (set & bit(static_cast<Condition>(k)))
        names.emplace_back(condition_name(static_cast<Condition>(k)));
    ef.conditions = names;
  }
  if (const json* r = find_field(fo, "removed")) ef.removed = get_bool(*r, iat.field("removed"));
  return ef;
}

// What the round leaves on the board: the summoned figures, the loot, the elements, the money.
void RoundReader::read_expected_board(const json& o, const Path& eat, RoundExpect& x) const {
  if (const json* sm = find_field(o, "summoned")) {
    const Path sat = eat.field("summoned");
    require_list(*sm, sat);
    x.summoned.emplace();
    for (std::size_t i = 0; i < sm->size(); ++i) {
      const json& so = require_object((*sm)[i], sat.item(i), {"id", "hex", "type"});
      x.summoned->push_back(
          {get_nonempty_string(required(so, sat.item(i), "id"), sat.item(i).field("id")),
           parse_hex(required(so, sat.item(i), "hex"), sat.item(i).field("hex"))});
    }
  }
  if (const json* l = find_field(o, "looted")) {
    const Path lat = eat.field("looted");
    if (!l->is_object()) fail_type(lat, "an object (figure id -> tokens)", *l);
    x.looted.emplace();
    for (const auto& [id, n] : l->items())
      (*x.looted)[id] = get_int_in(n, lat.field(id), 0, kMaxValue);
  }
  if (const json* el = find_field(o, "elements")) {
    const Path lat = eat.field("elements");
    if (!el->is_object()) fail_type(lat, "an object (element -> state)", *el);
    x.elements.emplace();
    for (const auto& [name, st] : el->items()) {
      const auto k = scenario::lookup_name(kElementNames, name);
      if (!k) fail(lat.field(name), "unknown element " + quote(name));
      (*x.elements)[static_cast<Element>(*k)] =
          get_enum<ElementState>(st, lat.field(name), "element state", kElementStateNames);
    }
  }
  if (const json* m = find_field(o, "money")) {
    const Path mat = eat.field("money");
    require_list(*m, mat);
    x.money.emplace();
    for (std::size_t i = 0; i < m->size(); ++i) x.money->push_back(parse_hex((*m)[i], mat.item(i)));
  }
}

}  // namespace arbiter::gloomhaven::round_file_detail
