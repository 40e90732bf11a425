// The monster types of a round file (docs/format.md, "Gloomhaven rounds"): each type's
// stat cards (normal, elite, boss with its hit points by character count) and this round's
// ability card, action by action, with its area of effect and element bonuses.
#include <algorithm>
#include <stdexcept>

#include "solver/gloomhaven/round_expression.hpp"
#include "solver/gloomhaven/round_file_reader.hpp"

namespace arbiter::gloomhaven::round_file_detail {

void RoundReader::read_types(const json& v, const Path& at) {
  if (!v.is_object()) fail_type(at, "an object (type name -> stat cards and card)", v);
  scenario::check_count(*this, v.size(), at, kMaxTypes, "monster types");
  for (const auto& [name, t] : v.items()) {
    const Path tat = at.field(name);
    if (name.empty()) fail(tat, "a monster type needs a name");
    const json& o =
        require_object(t, tat,
                       {"normal", "elite", "boss", "standees", "card", "initiative_changes",
                        "door_changes", "inactive", "figure_changes"});
    MonsterType m;
    m.name = name;
    for (std::size_t k = 0; k < kRankFields.size(); ++k) {
      const json* c = find_field(o, kRankFields[k]);
      if (c == nullptr) continue;
      StatCard sc = stat_card(*c, tat.field(kRankFields[k]), k == 2);
      (k == 0 ? m.normal : k == 1 ? m.elite : m.boss) = sc;
    }
    if (!m.normal && !m.elite && !m.boss)
      fail(tat, "a monster type needs at least one stat card (\"normal\", \"elite\", \"boss\")");
    if (const json* s = find_field(o, "standees"))
      m.standees = get_int_in(*s, tat.field("standees"), 1, kMaxValue);
    if (const json* c = find_field(o, "initiative_changes"))
      m.initiative_changes = initiative_changes(*c, tat.field("initiative_changes"));
    if (const json* c = find_field(o, "inactive")) inactive(*c, tat.field("inactive"), m);
    const Path dat = tat.field("door_changes");
    if (const json* c = find_field(o, "door_changes")) m.door_changes = door_changes(*c, dat);
    const Path fat = tat.field("figure_changes");
    if (const json* c = find_field(o, "figure_changes")) m.figure_changes = figure_changes(*c, fat);
    const Path cat = tat.field("card");
    m.card = ability_card(required(o, tat, "card"), cat);
    // A Path points to its parent: each level is a named object that outlives its children.
    const Path actions_at = cat.field("actions");
    for (std::size_t i = 0; i < m.card.actions.size(); ++i) {
      const Path aat = actions_at.item(i);
      for (const auto* stats : {&m.normal, &m.elite, &m.boss}) {
        if (*stats) check_attack_range(**stats, m.card.actions[i], aat);
      }
      for (const DoorStatChange& d : m.door_changes)
        for (const auto* stats : {&d.normal, &d.elite, &d.boss})
          if (*stats) check_attack_range(**stats, m.card.actions[i], aat);
    }
    r_.types.emplace(name, std::move(m));
  }
  // Summons must name a type listed here.
  for (const auto& [name, m] : r_.types) {
    for (std::size_t i = 0; i < m.card.actions.size(); ++i) {
      const CardAction& a = m.card.actions[i];
      if (a.kind != ActionKind::Summon) continue;
      // Each level named: a Path points to its parent, which a temporary would not outlive.
      const Path tat = at.field(name);
      const Path cat = tat.field("card");
      const Path actions_at = cat.field("actions");
      const Path iat = actions_at.item(i);
      const Path sat = iat.field("summon");
      const auto it = r_.types.find(a.summon_type);
      if (it == r_.types.end())
        fail(sat, "no monster type " + quote(a.summon_type) + " in monster_types");
      if (it->second.stats(a.summon_rank) == nullptr)
        fail(sat, "monster type " + quote(a.summon_type) + " has no " +
                      std::string(kSummonedRanks[static_cast<std::size_t>(a.summon_rank)]) +
                      " stat card");
    }
  }
}

void RoundReader::check_attack_range(const StatCard& stats, const CardAction& a,
                                     const Path& at) const {
  if (a.kind != ActionKind::Attack) return;
  int reach = stats.range;
  if (a.range) reach = a.range->relative ? stats.range + a.range->value : a.range->value;
  if (a.consume) reach += a.consume->range;
  if (reach > kMaxRange) {
    fail(a.range ? at.field("range") : at, "range " + std::to_string(reach) +
                                               " (stat card, card and element bonus) is beyond "
                                               "any ability card (limit " +
                                               std::to_string(kMaxRange) + ")");
  }
}

std::vector<InitiativeChange> RoundReader::initiative_changes(const json& v, const Path& at) const {
  require_list(v, at);
  scenario::check_count(*this, v.size(), at, 16, "initiative changes");
  std::vector<InitiativeChange> out;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const Path cat = at.item(i);
    const json& o = require_object(v[i], cat, {"rounds", "change"});
    InitiativeChange c;
    c.rounds = rounds_expression(required(o, cat, "rounds"), cat.field("rounds"));
    c.change = get_int_in(required(o, cat, "change"), cat.field("change"), -99, 99);
    out.push_back(std::move(c));
  }
  return out;
}

// Each type's initiative changes whose rounds hold in round.number: added to its card's
// initiative, kept within 1..99 (a card of 100, acting after every figure, is not moved).
// They read R: a file with any needs round.number.
void RoundReader::apply_initiative_changes(const Path& at) {
  for (auto& [name, m] : r_.types) {
    if (m.initiative_changes.empty()) continue;
    const Path tat = at.field(name);  // a Path refers to its parent: each level is kept
    const Path cat = tat.field("initiative_changes");
    if (!r_.number)
      fail(cat, "a change of the initiative by round needs round.number (the round played)");
    const int printed = m.card.initiative;
    for (std::size_t i = 0; i < m.initiative_changes.size(); ++i) {
      const InitiativeChange& c = m.initiative_changes[i];
      bool holds = false;
      try {
        holds = round_expression_holds(c.rounds, *r_.number, r_.characters);
      } catch (const std::invalid_argument& e) {
        fail(cat.item(i).field("rounds"), e.what());
      }
      if (!holds || printed == 100) continue;
      m.card.initiative = std::clamp(m.card.initiative + c.change, 1, 99);
      m.initiative_note += (m.initiative_note.empty() ? "printed " + std::to_string(printed) : "") +
                           "; " + (c.change > 0 ? "+" : "") + std::to_string(c.change) +
                           " by a scenario rule in rounds where " + quote(c.rounds);
    }
  }
}

std::string RoundReader::rounds_expression(const json& v, const Path& at) const {
  std::string text = get_nonempty_string(v, at);
  if (const auto e = round_expression_error(text))
    fail(at, "not an expression of R and C (" + *e + ")");
  return text;
}

// monster_types.<type>.inactive: its triggers are map.rules' and map.spawns' own (`rounds`,
// a spawn's `doors`, a rule's `present` and `killed`), read by their readers; the doors are
// read after map.doors (read_inactive_doors).
void RoundReader::inactive(const json& v, const Path& at, MonsterType& m) {
  const json& o = require_object(v, at, {"rounds", "name", "doors", "present", "killed"});
  if (find_field(o, "rounds") == nullptr && find_field(o, "doors") == nullptr &&
      find_field(o, "present") == nullptr && find_field(o, "killed") == nullptr)
    fail(at,
         "an inactive rule needs at least one of \"rounds\", \"doors\", \"present\" and "
         "\"killed\" (when the type is inactive)");
  m.inactive_rounds = "true";
  if (const json* r = find_field(o, "rounds"))
    m.inactive_rounds = rounds_expression(*r, at.field("rounds"));
  if (const json* n = find_field(o, "name"))
    m.inactive_name = get_nonempty_string(*n, at.field("name"));
  figure_condition(o, at, m.inactive_present, m.inactive_killed);
  if (const json* d = find_field(o, "doors")) inactive_doors_[m.name] = *d;
}

// Each type's inactive doors, once map.doors is read: indexes into it, as a spawn's doors.
void RoundReader::read_inactive_doors(const Path& at) {
  for (const auto& [name, doors] : inactive_doors_) {
    const Path tat = at.field(name);  // a Path refers to its parent: each level is kept
    const Path iat = tat.field("inactive");
    r_.types.at(name).inactive_doors = door_indexes(doors, iat.field("doors"));
  }
}

// Whether each type with `inactive` is inactive in round.number by its rounds: rounds that
// read R need round.number.
void RoundReader::apply_inactive(const Path& at) {
  for (auto& [name, m] : r_.types) {
    if (m.inactive_rounds.empty()) continue;
    const Path tat = at.field(name);  // a Path refers to its parent: each level is kept
    const Path iat = tat.field("inactive");
    const bool reads_r = m.inactive_rounds.find('R') != std::string::npos;
    if (reads_r && !r_.number)
      fail(iat, "a monster inactive by round needs round.number (the round played)");
    try {
      m.inactive = round_expression_holds(m.inactive_rounds, r_.number.value_or(1), r_.characters);
    } catch (const std::invalid_argument& e) {
      fail(iat.field("rounds"), e.what());
    }
  }
}

StatCard RoundReader::stat_card(const json& v, const Path& at, bool boss) const {
  const json& o = require_object(
      v, at,
      {"hp", "move", "attack", "range", "shield", "retaliate", "retaliate_range", "pierce", "push",
       "pull", "target", "flying", "immune", "conditions", "advantage", "attackers_disadvantage"});
  StatCard c;
  read_hp(required(o, at, "hp"), at.field("hp"), boss, c);
  c.move = get_int_in(required(o, at, "move"), at.field("move"), 0, kMaxValue);
  const json& a = required(o, at, "attack");
  if (!a.is_null()) c.attack = get_int_in(a, at.field("attack"), 0, kMaxValue);
  optional_int(o, at, "range", 0, c.range);
  optional_int(o, at, "shield", 0, c.shield);
  optional_int(o, at, "retaliate", 0, c.retaliate);
  optional_int(o, at, "retaliate_range", 1, c.retaliate_range);
  optional_int(o, at, "pierce", 0, c.pierce);
  optional_int(o, at, "push", 0, c.push);
  optional_int(o, at, "pull", 0, c.pull);
  optional_int(o, at, "target", 1, c.targets);
  if (const json* x = find_field(o, "flying")) c.flying = get_bool(*x, at.field("flying"));
  if (const json* x = find_field(o, "immune")) read_immune(*x, at.field("immune"), c);
  if (const json* x = find_field(o, "advantage")) c.advantage = get_bool(*x, at.field("advantage"));
  if (const json* x = find_field(o, "attackers_disadvantage"))
    c.attackers_disadvantage = get_bool(*x, at.field("attackers_disadvantage"));
  if (const json* x = find_field(o, "conditions"))
    c.conditions = conditions(*x, at.field("conditions"));
  return c;
}

// A stat card's immunities: condition names, and "push" and "pull" (forced movement), which
// the printed card shows among them.
void RoundReader::read_immune(const json& v, const Path& at, StatCard& c) const {
  require_list(v, at);
  std::vector<std::string_view> names = conditions_;
  names.insert(names.end(), {"push", "pull"});
  for (std::size_t i = 0; i < v.size(); ++i) {
    const std::size_t k = get_name(v[i], at.item(i), "immunity", names);
    if (k < conditions_.size())
      c.immune |= bit(static_cast<Condition>(k));
    else
      (k == conditions_.size() ? c.immune_push : c.immune_pull) = true;
  }
}

// An integer, or for a boss "NxC" / "N+MxC" (C: the number of characters).
void RoundReader::read_hp(const json& v, const Path& at, bool boss, StatCard& c) const {
  if (v.is_number_integer()) {
    c.hp = get_int_in(v, at, 1, kMaxValue);
    return;
  }
  if (boss && v.is_string()) {
    const std::string& t = v.get_ref<const std::string&>();
    const auto x = t.find('x');
    const auto plus = t.find('+');
    const auto digits = [](const std::string& s) {
      return !s.empty() && s.size() <= 4 &&
             std::all_of(s.begin(), s.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
    };
    if (x != std::string::npos && t.substr(x) == "xC") {
      const std::string per =
          plus == std::string::npos ? t.substr(0, x) : t.substr(plus + 1, x - plus - 1);
      const std::string base = plus == std::string::npos ? "0" : t.substr(0, plus);
      if (digits(per) && digits(base) && std::stoi(per) >= 1) {
        c.hp_per_character = std::stoi(per);
        c.hp_base = std::stoi(base);
        c.hp = *c.hp_base + *c.hp_per_character;
        return;
      }
    }
    fail(at,
         "expected an integer or a formula \"NxC\" / \"N+MxC\" (C: the number of "
         "characters), got " +
             quote(t));
  }
  fail(at, boss ? "expected an integer >= 1 or a formula such as \"8xC\""
                : "expected an integer >= 1 (formulas with C are for bosses)");
}

AbilityCard RoundReader::ability_card(const json& v, const Path& at) const {
  const json& o = require_object(v, at, {"initiative", "actions", "name", "not_modelled"});
  AbilityCard c;
  // 100: a scenario's own card acting after every figure (round_order.cpp).
  c.initiative = get_int_in(required(o, at, "initiative"), at.field("initiative"), 1, 100);
  if (const json* n = find_field(o, "name")) get_string(*n, at.field("name"));
  const Path aat = at.field("actions");
  const json& actions = require_list(required(o, at, "actions"), aat);
  scenario::check_count(*this, actions.size(), aat, kMaxCardActions, "actions on one card");
  for (std::size_t i = 0; i < actions.size(); ++i)
    c.actions.push_back(card_action(actions[i], aat.item(i)));
  if (const json* n = find_field(o, "not_modelled")) {
    const Path nat = at.field("not_modelled");
    require_list(*n, nat);
    for (std::size_t i = 0; i < n->size(); ++i)
      c.not_modelled.push_back(get_nonempty_string((*n)[i], nat.item(i)));
  }
  return c;
}

CardAction RoundReader::card_action(const json& v, const Path& at) const {
  if (!v.is_object()) fail_type(at, "an action object such as {\"move\": \"+1\"}", v);
  std::optional<std::size_t> kind;
  // An attack's push and pull are its options; without an attack they are abilities.
  const bool attack = find_field(v, "attack") != nullptr;
  for (std::size_t k = 0; k < kActionNames.size(); ++k) {
    if (find_field(v, kActionNames[k]) == nullptr) continue;
    if (attack && (kActionNames[k] == "push" || kActionNames[k] == "pull")) continue;
    if (kind) {
      fail(at, "an action has exactly one of " + scenario::one_of(kActionNames) +
                   "; this one has " + quote(kActionNames[*kind]) + " and " +
                   quote(kActionNames[k]));
    }
    kind = k;
  }
  if (!kind) fail(at, "an action needs one of the keys: " + scenario::one_of(kActionNames));
  CardAction a;
  a.kind = static_cast<ActionKind>(*kind);
  const std::string_view key = kActionNames[*kind];
  const Path vat = at.field(key);
  const json& value = v.at(std::string(key));
  switch (a.kind) {
    case ActionKind::Move: {
      require_object(v, at, {"only", "move", "movement", "consume"});
      a.value = card_value(value, vat);
      if (const json* m = find_field(v, "movement")) {
        a.movement = get_enum<Movement>(*m, at.field("movement"), "movement", kMovementNames);
        a.movement_given = true;
      }
      break;
    }
    case ActionKind::Attack:
      attack_options(v, at, a);
      break;
    case ActionKind::Heal:
      require_object(v, at, {"only", "heal", "range", "consume", "to", "conditions"});
      a.value = {false, get_int_in(value, vat, 0, kMaxValue)};
      // Conditions printed under the heal: given to each figure healed.
      if (const json* x = find_field(v, "conditions"))
        a.conditions = conditions(*x, at.field("conditions"));
      ally_range(v, at, a);
      allies(v, at, a);
      break;
    case ActionKind::Summon:
      summon_options(v, at, a);
      break;
    case ActionKind::Loot:
      require_object(v, at, {"only", "loot"});
      a.value = {false, get_int_in(value, vat, 0, kMaxValue)};
      break;
    case ActionKind::Shield:
      require_object(v, at, {"only", "shield", "to", "range", "consume"});
      a.value = {false, get_int_in(value, vat, 0, kMaxValue)};
      ally_range(v, at, a);
      allies(v, at, a);
      break;
    case ActionKind::Retaliate:
      require_object(v, at, {"only", "retaliate", "range", "consume"});
      a.value = {false, get_int_in(value, vat, 0, kMaxValue)};
      a.range = CardValue{false, 1};
      if (const json* r = find_field(v, "range"))
        a.range = CardValue{
            false, scenario::get_int_limited(*this, *r, at.field("range"), 1, kMaxRange, "range")};
      break;
    case ActionKind::Infuse:
      require_object(v, at, {"only", "infuse"});
      a.any_element = is_any(value);
      if (!a.any_element) a.element = element(value, vat);
      break;
    case ActionKind::Self:
      require_object(v, at, {"only", "self"});
      a.conditions = conditions(value, vat);
      break;
    case ActionKind::Suffer:
      require_object(v, at, {"only", "suffer"});
      a.value = {false, get_int_in(value, vat, 0, kMaxValue)};
      break;
    case ActionKind::Give:
    case ActionKind::Push:
    case ActionKind::Pull:
      affecting(v, at, key, a);
      break;
    case ActionKind::Text:
      require_object(v, at, {"only", "text"});
      a.text = get_nonempty_string(value, vat);
      break;
    case ActionKind::OnConsume: {
      require_object(v, at, {"only", "on_consume", "then"});
      a.any_element = is_any(value);
      if (!a.any_element) a.element = element(value, vat);
      const Path tat = at.field("then");
      const json& then = require_list(required(v, at, "then"), tat);
      scenario::check_count(*this, then.size(), tat, kMaxCardActions, "actions on one card");
      for (std::size_t i = 0; i < then.size(); ++i) {
        CardAction t = card_action(then[i], tat.item(i));
        if (t.kind == ActionKind::OnConsume || t.kind == ActionKind::Move ||
            t.kind == ActionKind::Attack || t.consume)
          fail(tat.item(i),
               "an ability performed on a consumed element is not itself a move, "
               "an attack or another consume");
        a.then.push_back(std::move(t));
      }
      break;
    }
  }
  if (const json* r = find_field(v, "only"))
    a.only = get_name(*r, at.field("only"), "rank", kSummonRanks) == 1 ? Rank::Elite : Rank::Normal;
  if (const json* c = find_field(v, "consume")) a.consume = consume(*c, at.field("consume"));
  return a;
}

// A summon's type, rank (a boss too) and place: beside the summoner, or with `"adjacent_to":
// "enemy characters"` one beside each enemy character within `range` (required then).
void RoundReader::summon_options(const json& v, const Path& at, CardAction& a) const {
  require_object(v, at, {"only", "summon", "rank", "adjacent_to", "range"});
  a.summon_type = get_nonempty_string(v.at("summon"), at.field("summon"));
  if (const json* r = find_field(v, "rank")) {
    const std::size_t k = get_name(*r, at.field("rank"), "summon rank", kSummonedRanks);
    a.summon_rank = k == 2 ? Rank::Boss : k == 1 ? Rank::Elite : Rank::Normal;
  }
  const json* place = find_field(v, "adjacent_to");
  const json* range = find_field(v, "range");
  if (place == nullptr) {
    if (range != nullptr) fail(at.field("range"), "a summon's range needs \"adjacent_to\"");
    return;
  }
  get_name(*place, at.field("adjacent_to"), "summon place", kSummonPlaces);
  a.beside_characters = true;
  if (range == nullptr) fail(at, "a summon \"adjacent_to\" enemy characters needs \"range\"");
  a.range = CardValue{
      false, scenario::get_int_limited(*this, *range, at.field("range"), 1, kMaxRange, "range")};
}

// A heal's or shield's range: a number, or "all" (with `to`: every such figure on the map,
// "self and all allies", without range or sight).
void RoundReader::ally_range(const json& v, const Path& at, CardAction& a) const {
  const json* r = find_field(v, "range");
  if (r == nullptr) return;
  if (r->is_string() && r->get_ref<const std::string&>() == "all") {
    if (find_field(v, "to") == nullptr) fail(at.field("range"), "range \"all\" needs \"to\"");
    a.everywhere = true;
    a.range = CardValue{false, kMaxRange};
    return;
  }
  a.range = CardValue{
      false, scenario::get_int_limited(*this, *r, at.field("range"), 0, kMaxRange, "range")};
}

// Heal and shield on every ally (or itself and every ally) within range: `to` (range 1 unless
// given); without `to`, a heal picks one figure and a shield is the monster's own.
void RoundReader::allies(const json& v, const Path& at, CardAction& a) const {
  const json* t = find_field(v, "to");
  if (t == nullptr) {
    if (a.kind == ActionKind::Shield && a.range)
      fail(at.field("range"), "a shield's range needs \"to\"");
    return;
  }
  a.affects = static_cast<Affects>(get_name(*t, at.field("to"), "to", kAffectsNames));
  if (a.affects == Affects::Enemies)
    fail(at.field("to"), "a heal or shield is for \"allies\" or \"self-and-allies\"");
  if (!a.range) a.range = CardValue{false, 1};
}

// "any": an ability on any element (the players choose which).
bool RoundReader::is_any(const json& v) {
  return v.is_string() && v.get_ref<const std::string&>() == "any";
}

// An attack's value and options: range, targets, area, pierce, push or pull, conditions.
void RoundReader::attack_options(const json& v, const Path& at, CardAction& a) const {
  const Path vat = at.field("attack");
  const json& value = v.at("attack");
  require_object(v, at,
                 {"only", "attack", "range", "targets", "aoe", "pierce", "push", "pull",
                  "conditions", "consume", "one_target"});
  a.value = card_value(value, vat);
  if (const json* r = find_field(v, "range")) {
    a.range = card_value(*r, at.field("range"));
    if (a.range->value > kMaxRange)
      scenario::get_int_limited(*this, *r, at.field("range"), 0, kMaxRange, "range");
  }
  if (const json* t = find_field(v, "targets")) {
    if (t->is_string() && t->get_ref<const std::string&>() == "all") {
      a.all_targets = true;
    } else {
      a.targets = get_int_in(*t, at.field("targets"), 1, kMaxValue);
    }
  }
  if (const json* x = find_field(v, "aoe")) a.aoe = aoe(*x, at.field("aoe"));
  if (const json* x = find_field(v, "pierce"))
    a.pierce = get_int_in(*x, at.field("pierce"), 0, kMaxValue);
  if (const json* x = find_field(v, "push"))
    a.push = scenario::get_int_limited(*this, *x, at.field("push"), 0, kMaxForcedMove, "push");
  if (const json* x = find_field(v, "pull"))
    a.pull = scenario::get_int_limited(*this, *x, at.field("pull"), 0, kMaxForcedMove, "pull");
  if (a.push > 0 && a.pull > 0) fail(at, "an attack either pushes or pulls, not both");
  if (const json* x = find_field(v, "conditions"))
    a.conditions = conditions(*x, at.field("conditions"));
  if (const json* x = find_field(v, "one_target"))
    a.one_target = get_bool(*x, at.field("one_target"));
}

// Give, push and pull: the value, whom they affect and the range (1: the neighbours).
void RoundReader::affecting(const json& v, const Path& at, std::string_view key,
                            CardAction& a) const {
  require_object(v, at, {"only", key, "to", "range", "targets", "consume"});
  const Path vat = at.field(key);
  const json& value = v.at(std::string(key));
  if (a.kind == ActionKind::Give) {
    a.conditions = conditions(value, vat);
  } else {
    a.value = {false,
               scenario::get_int_limited(*this, value, vat, 1, kMaxForcedMove, std::string(key))};
  }
  if (const json* t = find_field(v, "to"))
    a.affects = static_cast<Affects>(get_name(*t, at.field("to"), "to", kAffectsNames));
  if (a.kind != ActionKind::Give && a.affects != Affects::Enemies)
    fail(at.field("to"), std::string(key) + " affects enemies only");
  a.range = CardValue{false, 1};
  const json* r = find_field(v, "range");
  if (r && r->is_string() && r->get_ref<const std::string&>() == "all") {
    // "All enemies": every such figure on the map, no range or sight.
    a.everywhere = true;
    a.range = CardValue{false, kMaxRange};
  } else if (r) {
    a.range = card_value(*r, at.field("range"));
    if (a.range->value > kMaxRange)
      scenario::get_int_limited(*this, *r, at.field("range"), 0, kMaxRange, "range");
  }
  if (const json* t = find_field(v, "targets"))
    a.targets = get_int_in(*t, at.field("targets"), 1, kMaxTargets);
}

AreaOfEffect RoundReader::aoe(const json& v, const Path& at) const {
  const json& o = require_object(v, at, {"melee", "hexes"});
  AreaOfEffect a;
  a.melee = get_bool(required(o, at, "melee"), at.field("melee"));
  const Path hat = at.field("hexes");
  const json& hexes = require_list(required(o, at, "hexes"), hat);
  if (hexes.empty()) fail(hat, "an area of effect needs at least one hex");
  scenario::check_count(*this, hexes.size(), hat, kMaxAoeHexes, "hexes in an area of effect");
  for (std::size_t i = 0; i < hexes.size(); ++i) {
    const Coord d = parse_pair(hexes[i], hat.item(i), "offset [dq, dr]");
    if (pathing::hex_distance(Coord{0, 0}, d) > kMaxAoeReach)
      fail(hat.item(i), "offset " + scenario::hex_text(d) + " is " +
                            std::to_string(pathing::hex_distance(Coord{0, 0}, d)) +
                            " hexes from [0, 0], farther than any ability card's area (limit " +
                            std::to_string(kMaxAoeReach) + ")");
    if (a.melee && d == Coord{0, 0})
      fail(hat.item(i), "[0, 0] is the attacker's own hex, which a melee area does not include");
    if (std::find(a.hexes.begin(), a.hexes.end(), d) != a.hexes.end())
      fail(hat.item(i), "offset " + scenario::hex_text(d) + " is listed twice");
    a.hexes.push_back(d);
  }
  return a;
}

ConsumeBonus RoundReader::consume(const json& v, const Path& at) const {
  const json& o =
      require_object(v, at,
                     {"element", "attack", "move", "heal", "range", "targets", "pierce", "push",
                      "pull", "conditions", "shield", "retaliate", "aoe", "to", "required"});
  ConsumeBonus b;
  b.any = is_any(required(o, at, "element"));
  if (!b.any) b.element = element(required(o, at, "element"), at.field("element"));
  const auto bonus = [&](std::string_view key, int& out) {
    const json* x = find_field(o, key);
    if (x == nullptr) return;
    const CardValue c = card_value(*x, at.field(key));
    if (!c.relative) fail(at.field(key), "a bonus is written \"+N\"");
    out = c.value;
  };
  bonus("attack", b.attack);
  bonus("move", b.move);
  bonus("heal", b.heal);
  bonus("range", b.range);
  const json* t = find_field(o, "targets");
  if (t && t->is_string() && t->get_ref<const std::string&>() == "all")
    b.all_targets = true;
  else
    bonus("targets", b.targets);
  bonus("shield", b.shield);
  bonus("retaliate", b.retaliate);
  if (const json* x = find_field(o, "aoe")) b.aoe = aoe(*x, at.field("aoe"));
  if (const json* x = find_field(o, "to")) {
    b.to = static_cast<Affects>(get_name(*x, at.field("to"), "to", kAffectsNames));
    if (*b.to == Affects::Enemies)
      fail(at.field("to"), "a heal is for \"allies\" or \"self-and-allies\"");
  }
  if (const json* x = find_field(o, "required")) b.required = get_bool(*x, at.field("required"));
  bonus("pierce", b.pierce);
  bonus("push", b.push);
  bonus("pull", b.pull);
  if (const json* x = find_field(o, "conditions"))
    b.conditions = conditions(*x, at.field("conditions"));
  return b;
}

}  // namespace arbiter::gloomhaven::round_file_detail
