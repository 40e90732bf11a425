// A round file's `expect` (docs/format.md, "Gloomhaven rounds"): per rule set, the order,
// the figures' end states, the summoned and revealed figures, loot, elements and money
// the round must end with.
#include "solver/gloomhaven/round_file_reader.hpp"

namespace arbiter::gloomhaven::round_file_detail {

void RoundReader::read_expect(const json& v, const Path& at) {
  if (!v.is_object()) fail_type(at, "an object (rule set -> expected round)", v);
  for (const auto& [key, e] : v.items()) {
    const Path eat = at.field(key);
    const auto rules = scenario::parse_rule_set(key);
    if (!rules) fail(eat, "unknown rule set " + quote(key));
    if (!e.is_object())
      fail_type(eat,
                "an object with order, figures, summoned, looted, elements (a round's "
                "expectation)",
                e);
    const json& o =
        require_object(e, eat, {"order", "figures", "summoned", "looted", "elements", "money"});
    RoundExpect x;
    if (const json* ord = find_field(o, "order")) {
      const Path oat = eat.field("order");
      require_list(*ord, oat);
      x.order.emplace();
      for (std::size_t i = 0; i < ord->size(); ++i)
        x.order->push_back(get_nonempty_string((*ord)[i], oat.item(i)));
    }
    if (const json* fs = find_field(o, "figures")) {
      const Path fat = eat.field("figures");
      if (!fs->is_object()) fail_type(fat, "an object (figure id -> end state)", *fs);
      for (const auto& [id, fe] : fs->items()) {
        const Path iat = fat.field(id);
        const json& fo = require_object(fe, iat, {"hex", "hp", "conditions", "removed"});
        ExpectedFigure ef;
        if (const json* h = find_field(fo, "hex")) ef.hex = parse_hex(*h, iat.field("hex"));
        if (const json* h = find_field(fo, "hp"))
          ef.hp = get_int_in(*h, iat.field("hp"), 0, kMaxValue);
        if (const json* c = find_field(fo, "conditions")) {
          const ConditionSet set = conditions(*c, iat.field("conditions"));
          std::vector<std::string> names;
          for (int k = 0; k < static_cast<int>(Condition::Count); ++k)
            if (set & scenario::bit(static_cast<Condition>(k)))
              names.emplace_back(scenario::condition_name(static_cast<Condition>(k)));
          ef.conditions = names;
        }
        if (const json* r = find_field(fo, "removed"))
          ef.removed = get_bool(*r, iat.field("removed"));
        x.figures[id] = ef;
      }
    }
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
      for (std::size_t i = 0; i < m->size(); ++i)
        x.money->push_back(parse_hex((*m)[i], mat.item(i)));
    }
    r_.expect[*rules] = std::move(x);
  }
}

}  // namespace arbiter::gloomhaven::round_file_detail
