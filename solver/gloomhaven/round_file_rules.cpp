// map.rules: a scenario's special rules that act at the start or the end of given rounds
// (docs/format.md, "Scenario rules"), played by the round (round_rules.cpp). Each entry has
// exactly one effect of a closed set, so that a file that loads says what it means. Also the
// rules that change a type's stat cards once a door opens (monster_types.<type>.door_changes).
#include <algorithm>

#include "solver/gloomhaven/round_expression.hpp"
#include "solver/gloomhaven/round_file_reader.hpp"

namespace arbiter::gloomhaven::round_file_detail {

namespace {

constexpr std::array<std::string_view, 5> kEffectNames = {"elements", "damage", "heal",
                                                          "conditions", "reveal"};
constexpr std::size_t kMaxRules = 256;

}  // namespace

void RoundReader::read_rules(const json& v, const Path& at) {
  require_list(v, at);
  scenario::check_count(*this, v.size(), at, kMaxRules, "rules");
  for (std::size_t i = 0; i < v.size(); ++i) {
    const Path rat = at.item(i);
    const json& o =
        require_object(v[i], rat,
                       {"name", "rounds", "start", "who", "elements", "damage", "heal",
                        "conditions", "reveal", "present", "killed", "hp_above", "each"});
    MapRule m;
    m.name = get_nonempty_string(required(o, rat, "name"), rat.field("name"));
    if (const json* w = find_field(o, "rounds"))
      m.rounds = rounds_expression(*w, rat.field("rounds"));
    if (const json* s = find_field(o, "start")) m.start = get_bool(*s, rat.field("start"));
    rule_figure_condition(o, rat, m);
    rule_effect(o, rat, m);
    r_.rules.push_back(std::move(m));
  }
}

// What figure rule `o` waits for: one of `present` (while such a figure is on the board, with
// `hp_above` while one has more hit points than that; `each`: once for each such figure) and
// `killed` (as the last one is killed: not at the start or the end of a round).
void RoundReader::rule_figure_condition(const json& o, const Path& at, MapRule& m) const {
  figure_condition(o, at, m.present, m.killed);
  if (const json* h = find_field(o, "hp_above")) {
    if (m.present.empty())
      fail(at.field("hp_above"), "\"hp_above\" belongs to a rule with \"present\"");
    m.hp_above = get_int_in(*h, at.field("hp_above"), 0, kMaxValue);
  }
  if (const json* e = find_field(o, "each")) {
    if (m.present.empty()) fail(at.field("each"), "\"each\" belongs to a rule with \"present\"");
    m.each = get_bool(*e, at.field("each"));
  }
  if (!m.killed.empty() && m.start)
    fail(at.field("start"),
         "a rule that acts as a figure is killed acts then, not at the start of a round");
}

// A figure's condition, in map.rules' words and in monster_types' inactive: `present` or
// `killed` (at most one), each naming figures as a rule's `who` does.
void RoundReader::figure_condition(const json& o, const Path& at, std::string& present,
                                   std::string& killed) const {
  if (const json* p = find_field(o, "present"))
    present = get_nonempty_string(*p, at.field("present"));
  if (const json* k = find_field(o, "killed")) {
    if (!present.empty())
      fail(at.field("killed"), "a rule waits for \"present\" or for \"killed\", not both");
    killed = get_nonempty_string(*k, at.field("killed"));
  }
}

// The one effect of rule `o`, and its `who` where the effect acts on figures.
void RoundReader::rule_effect(const json& o, const Path& at, MapRule& m) const {
  std::vector<std::size_t> given;
  for (std::size_t k = 0; k < kEffectNames.size(); ++k)
    if (find_field(o, std::string(kEffectNames[k])) != nullptr) given.push_back(k);
  if (given.size() != 1)
    fail(at, "expected exactly one effect, " + scenario::one_of(kEffectNames) + " (" +
                 std::to_string(given.size()) + " given)");
  m.effect = static_cast<RuleEffect>(given[0]);
  const std::string key(kEffectNames[given[0]]);
  const json& e = o.at(key);
  const Path eat = at.field(key);
  const bool on_figures = m.effect == RuleEffect::Damage || m.effect == RuleEffect::Heal ||
                          m.effect == RuleEffect::Conditions;
  if (on_figures)
    m.who = get_nonempty_string(required(o, at, "who"), at.field("who"));
  else if (find_field(o, "who") != nullptr)
    fail(at.field("who"), "\"who\" belongs to damage, heal and conditions, not to " + key);
  switch (m.effect) {
    case RuleEffect::Elements:
      if (!e.is_object() || e.empty()) fail_type(eat, "an object (element -> state)", e);
      for (const auto& [name, state] : e.items()) {
        const auto el = scenario::lookup_name(kElementNames, name);
        if (!el)
          fail(eat.field(name),
               "unknown element " + quote(name) + "; " + scenario::one_of(kElementNames));
        m.elements.emplace_back(
            static_cast<Element>(*el),
            get_enum<ElementState>(state, eat.field(name), "element state", kElementStateNames));
      }
      break;
    case RuleEffect::Damage:
    case RuleEffect::Heal:
      m.amount = get_int_in(e, eat, 1, kMaxValue);
      break;
    case RuleEffect::Conditions:
      m.conditions = conditions(e, eat);
      if (m.conditions == 0) fail(eat, "expected at least one condition");
      break;
    case RuleEffect::Reveal:
      m.doors = door_indexes(e, eat);
      break;
  }
}

std::vector<std::size_t> RoundReader::door_indexes(const json& v, const Path& at) const {
  std::vector<std::size_t> out;
  require_list(v, at);
  if (v.empty()) fail(at, "expected at least one door (an index into map.doors)");
  scenario::check_count(*this, v.size(), at, kMaxDoors, "doors");
  for (std::size_t k = 0; k < v.size(); ++k) {
    const int n = get_int_in(v[k], at.item(k), 0, static_cast<int>(kMaxDoors) - 1);
    const auto d = static_cast<std::size_t>(n);
    if (d >= r_.doors.size())
      fail(at.item(k), "door " + std::to_string(n) + " is not in map.doors (" +
                           std::to_string(r_.doors.size()) + " given)");
    if (std::find(out.begin(), out.end(), d) != out.end())
      fail(at.item(k), "door " + std::to_string(n) + " is listed twice");
    out.push_back(d);
  }
  return out;
}

// A stat change's "doors": a list of indexes below kMaxDoors, checked against map.doors
// later (check_door_changes), since the types are read before the map.
std::vector<std::size_t> RoundReader::unchecked_doors(const json& v, const Path& at) const {
  require_list(v, at);
  scenario::check_count(*this, v.size(), at, kMaxDoors, "doors");
  std::vector<std::size_t> out;
  for (std::size_t k = 0; k < v.size(); ++k)
    out.push_back(
        static_cast<std::size_t>(get_int_in(v[k], at.item(k), 0, static_cast<int>(kMaxDoors) - 1)));
  return out;
}

// monster_types.<type>.door_changes: each a name, the doors whose opening starts it and the
// stat cards it gives (one rank at least). The doors are checked against map.doors later
// (check_door_changes): the types are read first.
std::vector<DoorStatChange> RoundReader::door_changes(const json& v, const Path& at) const {
  require_list(v, at);
  scenario::check_count(*this, v.size(), at, 16, "door changes");
  std::vector<DoorStatChange> out;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const Path cat = at.item(i);
    const json& o = require_object(v[i], cat, {"name", "doors", "normal", "elite", "boss"});
    DoorStatChange c;
    c.name = get_nonempty_string(required(o, cat, "name"), cat.field("name"));
    const Path dat = cat.field("doors");
    const json& doors = require_list(required(o, cat, "doors"), dat);
    if (doors.empty()) fail(dat, "expected at least one door (an index into map.doors)");
    c.doors = unchecked_doors(doors, dat);
    for (std::size_t k = 0; k < kRankFields.size(); ++k)
      if (const json* s = find_field(o, kRankFields[k]))
        (k == 0   ? c.normal
         : k == 1 ? c.elite
                  : c.boss) = stat_card(*s, cat.field(kRankFields[k]), k == 2);
    if (!c.normal && !c.elite && !c.boss)
      fail(cat, "a door change needs at least one stat card (\"normal\", \"elite\", \"boss\")");
    out.push_back(std::move(c));
  }
  return out;
}

// monster_types.<type>.figure_changes: each a name, the figures counted, the doors whose
// opening starts it (optional, checked with the door changes') and at least one value, an
// expression of X and C.
std::vector<FigureStatChange> RoundReader::figure_changes(const json& v, const Path& at) const {
  require_list(v, at);
  scenario::check_count(*this, v.size(), at, 16, "figure changes");
  std::vector<FigureStatChange> out;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const Path cat = at.item(i);
    const json& o =
        require_object(v[i], cat, {"name", "doors", "present", "hp", "move", "attack", "range"});
    FigureStatChange c;
    c.name = get_nonempty_string(required(o, cat, "name"), cat.field("name"));
    c.present = get_nonempty_string(required(o, cat, "present"), cat.field("present"));
    if (const json* d = find_field(o, "doors")) c.doors = unchecked_doors(*d, cat.field("doors"));
    for (auto [key, field] : {std::pair{"hp", &c.hp}, std::pair{"move", &c.move},
                              std::pair{"attack", &c.attack}, std::pair{"range", &c.range}}) {
      const json* x = find_field(o, key);
      if (x == nullptr) continue;
      *field = get_nonempty_string(*x, cat.field(key));
      if (const auto bad = count_expression_error(*field))
        fail(cat.field(key), quote(*field) + ": " + *bad);
    }
    if (c.hp.empty() && c.move.empty() && c.attack.empty() && c.range.empty())
      fail(cat,
           "a figure change needs at least one value (\"hp\", \"move\", \"attack\", "
           "\"range\")");
    out.push_back(std::move(c));
  }
  return out;
}

void RoundReader::check_door_changes(const Path& at) const {
  for (const auto& [name, m] : r_.types) {
    // A Path refers to its parent: each level is kept.
    const Path tat = at.field(name);
    const Path fat = tat.field("figure_changes");
    for (std::size_t i = 0; i < m.figure_changes.size(); ++i) {
      const Path iat = fat.item(i);
      const Path dat = iat.field("doors");
      const std::vector<std::size_t>& doors = m.figure_changes[i].doors;
      for (std::size_t k = 0; k < doors.size(); ++k)
        if (doors[k] >= r_.doors.size())
          fail(dat.item(k), "door " + std::to_string(doors[k]) + " is not in map.doors (" +
                                std::to_string(r_.doors.size()) + " given)");
    }
    const Path cat = tat.field("door_changes");
    for (std::size_t i = 0; i < m.door_changes.size(); ++i) {
      const Path iat = cat.item(i);
      const Path dat = iat.field("doors");
      const std::vector<std::size_t>& doors = m.door_changes[i].doors;
      for (std::size_t k = 0; k < doors.size(); ++k) {
        if (doors[k] >= r_.doors.size())
          fail(dat.item(k), "door " + std::to_string(doors[k]) + " is not in map.doors (" +
                                std::to_string(r_.doors.size()) + " given)");
        if (std::find(doors.begin(), doors.begin() + static_cast<std::ptrdiff_t>(k), doors[k]) !=
            doors.begin() + static_cast<std::ptrdiff_t>(k))
          fail(dat.item(k), "door " + std::to_string(doors[k]) + " is listed twice");
      }
    }
  }
}

}  // namespace arbiter::gloomhaven::round_file_detail
