// The round's section of the Gloomhaven loader (docs/format.md, "Gloomhaven rounds"): every
// field a round file adds to a turn file, with the same "file: place: problem" errors.
#include "solver/gloomhaven/round_file.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <set>
#include <unordered_set>

#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven {
namespace {

using json = nlohmann::json;
using scenario::ConditionSet;
using scenario::Figure;
using scenario::Kind;
using scenario::Path;
using scenario::quote;
using scenario::Rank;
using scenario::Side;

constexpr std::array<std::string_view, kElementCount> kElementNames = {"fire",  "ice",   "air",
                                                                       "earth", "light", "dark"};
constexpr std::array<std::string_view, 3> kElementStateNames = {"inert", "waning", "strong"};
constexpr std::array<std::string_view, 9> kActionNames = {
    "move", "attack", "heal", "summon", "loot", "shield", "retaliate", "infuse", "self"};
constexpr std::array<std::string_view, 2> kSummonRanks = {"normal", "elite"};
constexpr std::array<std::string_view, 3> kDoorRanks = {"none", "normal", "elite"};
constexpr std::array<std::string_view, 4> kMovementNames = {"normal", "jump", "flying", "teleport"};
constexpr std::array<std::string_view, 3> kExpiryNames = {"turn", "round-end", "never"};
constexpr std::array<std::string_view, 2> kBonusFrom = {"start", "turn"};
constexpr std::array<std::string_view, 3> kRankFields = {"normal", "elite", "boss"};

// Limits far above any real card, so that arithmetic on them never overflows.
constexpr int kMaxValue = 1000;

std::vector<std::string_view> condition_names() {
  std::vector<std::string_view> names;
  for (int i = 0; i < static_cast<int>(Condition::Count); ++i)
    names.push_back(scenario::condition_name(static_cast<Condition>(i)));
  return names;
}

class RoundReader : public scenario::JsonReader {
 public:
  RoundReader(const std::string& file, const scenario::Scenario& s)
      : JsonReader(file), s_(s), conditions_(condition_names()) {}

  RoundFile read(const json& top) {
    const Path root = Path::root();
    read_types(required(top, root, "monster_types"), root.field("monster_types"));
    if (const json* e = find_field(top, "elements")) read_elements(*e, root.field("elements"));
    read_round(required(top, root, "round"), root.field("round"));
    const json& map = top.at("map");
    if (const json* d = find_field(map, "doors")) read_doors(*d, root.field("map").field("doors"));
    if (const json* m = find_field(map, "money")) read_money(*m, root.field("map").field("money"));
    read_figures(top.at("figures"), root.field("figures"));
    if (const json* e = find_field(top, "expect")) read_expect(*e, root.field("expect"));
    return std::move(r_);
  }

 private:
  // --- values ---------------------------------------------------------------------------

  Coord parse_hex(const json& v, const Path& at) const {
    return s_.coordinates.to_axial(
        parse_pair(v, at, s_.coordinates.axial ? "[q, r]" : "[col, row]"));
  }
  std::string written(Coord axial) const {
    return scenario::hex_text(s_.coordinates.from_axial(axial));
  }
  Coord parse_open_hex(const json& v, const Path& at) const {
    const Coord h = parse_hex(v, at);
    if (s_.is_wall(h)) fail(at, "hex " + written(h) + " is a wall or not on the map");
    return h;
  }

  // "+1", "-2", "+0": relative to the stat card; an integer: absolute.
  CardValue card_value(const json& v, const Path& at) const {
    if (v.is_number_integer()) return {false, get_int_in(v, at, 0, kMaxValue)};
    if (v.is_string()) {
      const std::string& t = v.get_ref<const std::string&>();
      if (t.size() >= 2 && (t[0] == '+' || t[0] == '-') &&
          std::all_of(t.begin() + 1, t.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
          t.size() <= 5) {
        const int n = std::stoi(t.substr(1));
        return {true, t[0] == '-' ? -n : n};
      }
    }
    fail(at,
         "expected a value relative to the stat card (\"+1\", \"-1\", \"+0\") or an "
         "absolute integer, got " +
             (v.is_string() ? quote(v.get_ref<const std::string&>()) : scenario::describe(v)));
  }

  ConditionSet conditions(const json& v, const Path& at) const {
    require_list(v, at);
    ConditionSet set = 0;
    for (std::size_t i = 0; i < v.size(); ++i)
      set |= scenario::bit(get_enum<Condition>(v[i], at.item(i), "condition", conditions_));
    return set;
  }

  Element element(const json& v, const Path& at) const {
    return get_enum<Element>(v, at, "element", kElementNames);
  }

  // --- monster types ----------------------------------------------------------------------

  void read_types(const json& v, const Path& at) {
    if (!v.is_object()) fail_type(at, "an object (type name -> stat cards and card)", v);
    for (const auto& [name, t] : v.items()) {
      const Path tat = at.field(name);
      if (name.empty()) fail(tat, "a monster type needs a name");
      const json& o = require_object(t, tat, {"normal", "elite", "boss", "standees", "card"});
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
      m.card = ability_card(required(o, tat, "card"), tat.field("card"));
      r_.types.emplace(name, std::move(m));
    }
    // Summons must name a type listed here.
    for (const auto& [name, m] : r_.types) {
      for (std::size_t i = 0; i < m.card.actions.size(); ++i) {
        const CardAction& a = m.card.actions[i];
        if (a.kind != ActionKind::Summon) continue;
        const Path sat = at.field(name).field("card").field("actions").item(i).field("summon");
        const auto it = r_.types.find(a.summon_type);
        if (it == r_.types.end())
          fail(sat, "no monster type " + quote(a.summon_type) + " in monster_types");
        if (it->second.stats(a.summon_rank) == nullptr)
          fail(sat, "monster type " + quote(a.summon_type) + " has no " +
                        std::string(kSummonRanks[a.summon_rank == Rank::Elite]) + " stat card");
      }
    }
  }

  // An optional integer field of at least `lo`: `out` keeps its default when it is absent.
  void optional_int(const json& o, const Path& at, const char* name, int lo, int& out) const {
    if (const json* x = find_field(o, name)) out = get_int_in(*x, at.field(name), lo, kMaxValue);
  }

  StatCard stat_card(const json& v, const Path& at, bool boss) const {
    const json& o = require_object(v, at,
                                   {"hp", "move", "attack", "range", "shield", "retaliate",
                                    "retaliate_range", "pierce", "target", "flying", "immune"});
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
    optional_int(o, at, "target", 1, c.targets);
    if (const json* x = find_field(o, "flying")) c.flying = get_bool(*x, at.field("flying"));
    if (const json* x = find_field(o, "immune")) c.immune = conditions(*x, at.field("immune"));
    return c;
  }

  // An integer, or for a boss "NxC" / "N+MxC" (C: the number of characters).
  void read_hp(const json& v, const Path& at, bool boss, StatCard& c) const {
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

  AbilityCard ability_card(const json& v, const Path& at) const {
    const json& o = require_object(v, at, {"initiative", "actions", "name"});
    AbilityCard c;
    c.initiative = get_int_in(required(o, at, "initiative"), at.field("initiative"), 1, 99);
    if (const json* n = find_field(o, "name")) get_string(*n, at.field("name"));
    const Path aat = at.field("actions");
    const json& actions = require_list(required(o, at, "actions"), aat);
    for (std::size_t i = 0; i < actions.size(); ++i)
      c.actions.push_back(card_action(actions[i], aat.item(i)));
    return c;
  }

  CardAction card_action(const json& v, const Path& at) const {
    if (!v.is_object()) fail_type(at, "an action object such as {\"move\": \"+1\"}", v);
    std::optional<std::size_t> kind;
    for (std::size_t k = 0; k < kActionNames.size(); ++k) {
      if (find_field(v, kActionNames[k]) == nullptr) continue;
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
        require_object(v, at, {"move", "movement", "consume"});
        a.value = card_value(value, vat);
        if (const json* m = find_field(v, "movement")) {
          a.movement =
              get_enum<scenario::Movement>(*m, at.field("movement"), "movement", kMovementNames);
          a.movement_given = true;
        }
        break;
      }
      case ActionKind::Attack: {
        require_object(v, at,
                       {"attack", "range", "targets", "aoe", "pierce", "push", "pull", "conditions",
                        "consume"});
        a.value = card_value(value, vat);
        if (const json* r = find_field(v, "range")) a.range = card_value(*r, at.field("range"));
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
          a.push = get_int_in(*x, at.field("push"), 0, kMaxValue);
        if (const json* x = find_field(v, "pull"))
          a.pull = get_int_in(*x, at.field("pull"), 0, kMaxValue);
        if (a.push > 0 && a.pull > 0) fail(at, "an attack either pushes or pulls, not both");
        if (const json* x = find_field(v, "conditions"))
          a.conditions = conditions(*x, at.field("conditions"));
        break;
      }
      case ActionKind::Heal:
        require_object(v, at, {"heal", "range", "consume"});
        a.value = {false, get_int_in(value, vat, 0, kMaxValue)};
        if (const json* r = find_field(v, "range"))
          a.range = CardValue{false, get_int_in(*r, at.field("range"), 0, kMaxValue)};
        break;
      case ActionKind::Summon:
        require_object(v, at, {"summon", "rank"});
        a.summon_type = get_nonempty_string(value, vat);
        if (const json* r = find_field(v, "rank"))
          a.summon_rank = get_name(*r, at.field("rank"), "summon rank", kSummonRanks) == 1
                              ? Rank::Elite
                              : Rank::Normal;
        break;
      case ActionKind::Loot:
        require_object(v, at, {"loot"});
        a.value = {false, get_int_in(value, vat, 0, kMaxValue)};
        break;
      case ActionKind::Shield:
        require_object(v, at, {"shield"});
        a.value = {false, get_int_in(value, vat, 0, kMaxValue)};
        break;
      case ActionKind::Retaliate:
        require_object(v, at, {"retaliate", "range"});
        a.value = {false, get_int_in(value, vat, 0, kMaxValue)};
        a.range = CardValue{false, 1};
        if (const json* r = find_field(v, "range"))
          a.range = CardValue{false, get_int_in(*r, at.field("range"), 1, kMaxValue)};
        break;
      case ActionKind::Infuse:
        require_object(v, at, {"infuse"});
        a.element = element(value, vat);
        break;
      case ActionKind::Self:
        require_object(v, at, {"self"});
        a.conditions = conditions(value, vat);
        break;
    }
    if (const json* c = find_field(v, "consume")) a.consume = consume(*c, at.field("consume"));
    return a;
  }

  scenario::AreaOfEffect aoe(const json& v, const Path& at) const {
    const json& o = require_object(v, at, {"melee", "hexes"});
    scenario::AreaOfEffect a;
    a.melee = get_bool(required(o, at, "melee"), at.field("melee"));
    const Path hat = at.field("hexes");
    const json& hexes = require_list(required(o, at, "hexes"), hat);
    if (hexes.empty()) fail(hat, "an area of effect needs at least one hex");
    for (std::size_t i = 0; i < hexes.size(); ++i) {
      const Coord d = parse_pair(hexes[i], hat.item(i), "offset [dq, dr]");
      if (a.melee && d == Coord{0, 0})
        fail(hat.item(i), "[0, 0] is the attacker's own hex, which a melee area does not include");
      if (std::find(a.hexes.begin(), a.hexes.end(), d) != a.hexes.end())
        fail(hat.item(i), "offset " + scenario::hex_text(d) + " is listed twice");
      a.hexes.push_back(d);
    }
    return a;
  }

  ConsumeBonus consume(const json& v, const Path& at) const {
    const json& o = require_object(
        v, at, {"element", "attack", "move", "heal", "range", "targets", "pierce", "conditions"});
    ConsumeBonus b;
    b.element = element(required(o, at, "element"), at.field("element"));
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
    bonus("targets", b.targets);
    bonus("pierce", b.pierce);
    if (const json* x = find_field(o, "conditions"))
      b.conditions = conditions(*x, at.field("conditions"));
    return b;
  }

  // --- elements, round --------------------------------------------------------------------

  void read_elements(const json& v, const Path& at) {
    if (!v.is_object()) fail_type(at, "an object (element -> state)", v);
    for (const auto& [name, state] : v.items()) {
      const auto e = scenario::lookup_name(kElementNames, name);
      if (!e)
        fail(at.field(name),
             "unknown element " + quote(name) + "; " + scenario::one_of(kElementNames));
      r_.elements[*e] =
          get_enum<ElementState>(state, at.field(name), "element state", kElementStateNames);
    }
  }

  void read_round(const json& v, const Path& at) {
    const json& o = require_object(
        v, at, {"characters", "draws", "deck", "trap_damage", "hazard_damage", "choose"});
    int chars = 0;
    for (const Figure& f : s_.figures) chars += f.kind == Kind::Character ? 1 : 0;
    r_.characters = chars;
    if (const json* c = find_field(o, "characters"))
      r_.characters = get_int_in(*c, at.field("characters"), 1, 4);
    if (const json* d = find_field(o, "deck")) {
      const Path dat = at.field("deck");
      const json& deck = require_object(*d, dat, {"cards", "bless", "curse"});
      if (const json* cards = find_field(deck, "cards")) {
        const Path cat = dat.field("cards");
        require_list(*cards, cat);
        if (cards->empty()) fail(cat, "a draw pile needs at least one card");
        for (std::size_t i = 0; i < cards->size(); ++i) {
          const std::string& t = get_string((*cards)[i], cat.item(i));
          const auto card = odds::parse_modifier(t);
          if (!card) fail(cat.item(i), "unknown modifier card " + quote(t));
          r_.deck_cards.push_back(*card);
        }
      }
      if (const json* b = find_field(deck, "bless"))
        r_.deck_bless = get_int_in(*b, dat.field("bless"), 0, 10);
      if (const json* c = find_field(deck, "curse"))
        r_.deck_curse = get_int_in(*c, dat.field("curse"), 0, 10);
    }
    if (const json* d = find_field(o, "draws")) {
      const Path dat = at.field("draws");
      require_list(*d, dat);
      r_.draws_given = true;
      for (std::size_t i = 0; i < d->size(); ++i) {
        const std::string& t = get_string((*d)[i], dat.item(i));
        // Only the cards a monster deck holds: its twenty, and blessings and curses.
        static constexpr std::string_view kMonsterCards[] = {"+0", "+1", "-1",   "+2",    "-2",
                                                             "2x", "x2", "null", "bless", "curse"};
        // With a stated pile (deck.cards), any card of it.
        const bool monster_card = std::find(std::begin(kMonsterCards), std::end(kMonsterCards),
                                            t) != std::end(kMonsterCards);
        auto card = odds::parse_modifier(t);
        if (card && !monster_card &&
            std::find(r_.deck_cards.begin(), r_.deck_cards.end(), *card) == r_.deck_cards.end())
          card.reset();
        if (!card) {
          fail(dat.item(i), "unknown modifier card " + quote(t) +
                                "; expected \"+0\", \"+1\", \"-1\", \"+2\", \"-2\", \"2x\", "
                                "\"null\", \"bless\", \"curse\" or a card of deck.cards");
        }
        r_.draws.push_back(*card);
      }
    }
    if (const json* t = find_field(o, "trap_damage"))
      r_.trap_damage = get_int_in(*t, at.field("trap_damage"), 0, kMaxValue);
    if (const json* h = find_field(o, "hazard_damage"))
      r_.hazard_damage = get_int_in(*h, at.field("hazard_damage"), 0, kMaxValue);
    if (const json* c = find_field(o, "choose")) {
      const Path cat = at.field("choose");
      if (!c->is_object()) fail_type(cat, "an object (choice key -> option number)", *c);
      for (const auto& [key, n] : c->items())
        r_.choose[key] = get_int_in(n, cat.field(key), 1, std::numeric_limits<int>::max());
    }
  }

  // --- map additions ------------------------------------------------------------------------

  void read_doors(const json& v, const Path& at) {
    require_list(v, at);
    std::set<std::pair<int, int>> doors;
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path dat = at.item(i);
      const json& o = require_object(v[i], dat, {"hex", "room", "monsters"});
      Door d;
      d.hex = parse_open_hex(required(o, dat, "hex"), dat.field("hex"));
      if (!doors.insert({d.hex.q, d.hex.r}).second)
        fail(dat.field("hex"), "hex " + written(d.hex) + " is already a door");
      const Path rat = dat.field("room");
      const json& room = require_list(required(o, dat, "room"), rat);
      for (std::size_t k = 0; k < room.size(); ++k)
        d.room.push_back(parse_open_hex(room[k], rat.item(k)));
      if (const json* m = find_field(o, "monsters")) {
        const Path mat = dat.field("monsters");
        require_list(*m, mat);
        for (std::size_t k = 0; k < m->size(); ++k)
          d.monsters.push_back(placement((*m)[k], mat.item(k), d));
      }
      r_.doors.push_back(std::move(d));
    }
  }

  DoorPlacement placement(const json& v, const Path& at, const Door& d) const {
    const json& o = require_object(v, at, {"hex", "type", "rank", "ranks", "id"});
    DoorPlacement p;
    p.hex = parse_open_hex(required(o, at, "hex"), at.field("hex"));
    if (std::find(d.room.begin(), d.room.end(), p.hex) == d.room.end())
      fail(at.field("hex"), "hex " + written(p.hex) + " is not in the door's room");
    p.type = get_nonempty_string(required(o, at, "type"), at.field("type"));
    const auto type = r_.types.find(p.type);
    if (type == r_.types.end())
      fail(at.field("type"), "no monster type " + quote(p.type) + " in monster_types");
    const json* rank = find_field(o, "rank");
    const json* ranks = find_field(o, "ranks");
    if ((rank == nullptr) == (ranks == nullptr))
      fail(at,
           "a placement has exactly one of \"rank\" (for every character count) or "
           "\"ranks\" ({\"2\": r, \"3\": r, \"4\": r})");
    const auto door_rank = [&](const json& x, const Path& xat) -> std::optional<Rank> {
      const std::size_t k = get_name(x, xat, "rank", kDoorRanks);
      if (k == 0) return std::nullopt;
      const Rank r = k == 2 ? Rank::Elite : Rank::Normal;
      if (type->second.stats(r) == nullptr)
        fail(xat, "monster type " + quote(p.type) + " has no " + std::string(kDoorRanks[k]) +
                      " stat card");
      return r;
    };
    if (rank != nullptr) {
      p.ranks.fill(door_rank(*rank, at.field("rank")));
    } else {
      const Path rat = at.field("ranks");
      const json& r = require_object(*ranks, rat, {"2", "3", "4"});
      for (int c = 2; c <= 4; ++c) {
        const std::string key = std::to_string(c);
        p.ranks[static_cast<std::size_t>(c - 2)] = door_rank(required(r, rat, key), rat.field(key));
      }
    }
    if (const json* id = find_field(o, "id")) p.id = get_nonempty_string(*id, at.field("id"));
    return p;
  }

  void read_money(const json& v, const Path& at) {
    require_list(v, at);
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Coord h = parse_open_hex(v[i], at.item(i));
      if (std::find(r_.money.begin(), r_.money.end(), h) != r_.money.end())
        fail(at.item(i), "hex " + written(h) + " already has a money token");
      r_.money.push_back(h);
    }
  }

  // --- figures ------------------------------------------------------------------------------

  void read_figures(const json& v, const Path& at) {
    r_.figures.resize(s_.figures.size());
    for (std::size_t i = 0; i < s_.figures.size(); ++i) {
      const Figure& f = s_.figures[i];
      const json& o = v[i];
      const Path fat = at.item(i);
      RoundFigure& rf = r_.figures[i];
      for (const Door& d : r_.doors)
        if (d.hex == f.hex) fail(fat.field("hex"), "hex " + written(f.hex) + " is a closed door");
      if (f.kind == Kind::Monster) {
        if (find_field(o, "initiative") != nullptr)
          fail(fat.field("initiative"),
               "in a round file a monster's initiative is its type's card's "
               "(monster_types.<type>.card.initiative)");
        if (!f.type)
          fail(fat, "missing required field \"type\" (a monster's type in monster_types)");
        const auto t = r_.types.find(*f.type);
        if (t == r_.types.end())
          fail(fat.field("type"), "no monster type " + quote(*f.type) + " in monster_types");
        if (!f.rank) fail(fat, "missing required field \"rank\"");
        if (t->second.stats(*f.rank) == nullptr)
          fail(fat.field("rank"), "monster type " + quote(*f.type) + " has no " +
                                      std::string(kRankFields[static_cast<int>(*f.rank)]) +
                                      " stat card");
        if (!f.standee) fail(fat, "missing required field \"standee\"");
      } else if (f.kind == Kind::Character) {
        if (!f.initiative && !f.long_rest)
          fail(fat, "missing required field \"initiative\" (or \"long_rest\": true)");
      }
      if (const json* s = find_field(o, "stats")) {
        if (f.kind != Kind::Summon || f.side != Side::Players)
          fail(fat.field("stats"), "only a player's summon has a stat line in the file");
        rf.stats = stat_card(*s, fat.field("stats"), false);
      } else if (f.kind == Kind::Summon && f.side == Side::Players) {
        fail(fat, "missing required field \"stats\" (a player summon's move, attack, range, hp)");
      }
      read_bonus(o, fat, f, rf);
      if (const json* a = find_field(o, "actions")) {
        if (f.kind != Kind::Character)
          fail(fat.field("actions"),
               "only a character's turn is scripted; monsters and summons "
               "act by the monster rules");
        rf.actions = scripted(*a, fat.field("actions"), f);
      }
      if (const json* c = find_field(o, "conditions")) {
        for (std::size_t k = 0; k < c->size(); ++k) {
          const json& e = (*c)[k];
          if (!e.is_object()) continue;
          const json* x = find_field(e, "expires");
          if (x == nullptr) continue;
          const Condition cond = *scenario::parse_condition(e.at("name").get<std::string>());
          const std::size_t n = get_name(*x, fat.field("conditions").item(k).field("expires"),
                                         "expiry", kExpiryNames);
          rf.expiry.push_back({cond, n == 0 ? Expiry::EndOfTurn : Expiry::Never});
        }
      }
    }
  }

  // A players' figure's shield and retaliate this round (docs/format.md, "Figures in a round
  // file"). Monsters have theirs from their stat card and ability card.
  void read_bonus(const json& o, const Path& fat, const Figure& f, RoundFigure& rf) const {
    static constexpr std::string_view kFields[] = {"shield", "retaliate", "retaliate_range",
                                                   "bonus_from"};
    const json* given = nullptr;
    std::string_view name;
    for (std::string_view k : kFields)
      if (const json* x = find_field(o, k); x != nullptr && given == nullptr) {
        given = x;
        name = k;
      }
    if (given == nullptr) return;
    if (f.side != Side::Players || f.kind == Kind::Monster)
      fail(fat.field(name),
           "only a character or a player's summon has a stated shield or "
           "retaliate; a monster's are its stat card's and its ability card's");
    StatedBonus b;
    optional_int(o, fat, "shield", 0, b.shield);
    optional_int(o, fat, "retaliate", 0, b.retaliate);
    if (const json* x = find_field(o, "retaliate_range")) {
      if (find_field(o, "retaliate") == nullptr)
        fail(fat.field("retaliate_range"), "a retaliate range needs \"retaliate\"");
      b.retaliate_range = get_int_in(*x, fat.field("retaliate_range"), 1, kMaxValue);
    }
    if (const json* x = find_field(o, "bonus_from")) {
      if (find_field(o, "shield") == nullptr && find_field(o, "retaliate") == nullptr)
        fail(fat.field("bonus_from"), "\"bonus_from\" needs \"shield\" or \"retaliate\"");
      b.from_turn = get_name(*x, fat.field("bonus_from"), "bonus start", kBonusFrom) == 1;
    }
    rf.bonus = b;
  }

  std::vector<ScriptedAction> scripted(const json& v, const Path& at, const Figure& f) const {
    require_list(v, at);
    std::vector<ScriptedAction> out;
    Coord here = f.hex;
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path aat = at.item(i);
      const json& o = v[i];
      if (!o.is_object()) fail_type(aat, "an action object", o);
      ScriptedAction a;
      if (const json* m = find_field(o, "move")) {
        require_object(o, aat, {"move"});
        a.kind = ScriptKind::Move;
        const Path mat = aat.field("move");
        require_list(*m, mat);
        if (m->empty()) fail(mat, "a move lists at least one hex");
        for (std::size_t k = 0; k < m->size(); ++k) {
          const Coord h = parse_open_hex((*m)[k], mat.item(k));
          if (pathing::hex_distance(here, h) != 1)
            fail(mat.item(k), "hex " + written(h) + " is not a neighbour of " + written(here));
          a.path.push_back(h);
          here = h;
        }
      } else if (const json* t = find_field(o, "attack")) {
        require_object(o, aat, {"attack", "damage", "conditions"});
        a.kind = ScriptKind::Attack;
        a.target = figure_id(*t, aat.field("attack"));
        if (const json* d = find_field(o, "damage"))
          a.damage = get_int_in(*d, aat.field("damage"), 0, kMaxValue);
        if (const json* c = find_field(o, "conditions"))
          a.conditions = conditions(*c, aat.field("conditions"));
      } else if (const json* h = find_field(o, "heal")) {
        require_object(o, aat, {"heal", "target"});
        a.kind = ScriptKind::Heal;
        a.amount = get_int_in(*h, aat.field("heal"), 0, kMaxValue);
        a.target = f.id;
        if (const json* t2 = find_field(o, "target"))
          a.target = figure_id(*t2, aat.field("target"));
      } else {
        fail(aat, "a character's action has one of the keys \"move\", \"attack\", \"heal\"");
      }
      out.push_back(std::move(a));
    }
    return out;
  }

  // An id of a figure of the file or of a door's placement (revealed during the round).
  std::string figure_id(const json& v, const Path& at) const {
    const std::string& id = get_nonempty_string(v, at);
    if (s_.find_figure(id) != nullptr) return id;
    for (const Door& d : r_.doors)
      for (const DoorPlacement& p : d.monsters)
        if (p.id == id) return id;
    fail(at, "no figure has the id " + quote(id));
  }

  // --- expect -------------------------------------------------------------------------------

  void read_expect(const json& v, const Path& at) {
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

  const scenario::Scenario& s_;
  std::vector<std::string_view> conditions_;
  RoundFile r_;
};

}  // namespace

std::string_view element_name(Element e) {
  return kElementNames[static_cast<std::size_t>(e)];
}
std::string_view element_state_name(ElementState s) {
  return kElementStateNames[static_cast<std::size_t>(s)];
}
std::string_view action_kind_name(ActionKind k) {
  return kActionNames[static_cast<std::size_t>(k)];
}

Expiry default_expiry(Condition c) {
  switch (c) {
    case Condition::Stun:
    case Condition::Immobilize:
    case Condition::Disarm:
    case Condition::Muddle:
    case Condition::Invisible:
    case Condition::Strengthen:
    case Condition::Impair:
    case Condition::Safeguard:
    case Condition::Dodge:
      return Expiry::EndOfTurn;
    default:
      return Expiry::Never;
  }
}

bool is_round_file(const nlohmann::json& root) {
  return root.is_object() && root.contains("round");
}

LoadedRound read_round(const nlohmann::json& root, const std::string& file) {
  LoadedRound r;
  r.position = scenario::read_round_position(root, file);
  r.round = RoundReader(file, r.position).read(root);
  return r;
}

}  // namespace arbiter::gloomhaven
