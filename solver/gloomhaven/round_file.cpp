// The round's section of the Gloomhaven loader (docs/format.md, "Gloomhaven rounds"): every
// field a round file adds to a turn file, with the same "file: place: problem" errors.
// This file: the reader's entry, its value parsers and the round header (elements, round:
// characters, the monster deck and its stated draws, trap and hazard damage, choices).
// The other sections: round_file_types.cpp (monster types: stat and ability cards),
// round_file_map.cpp (doors and money), round_file_rules.cpp (scenario rules by round),
// round_file_figures.cpp (what a round adds to a figure: stated bonuses, the characters'
// scripted actions) and round_file_expect.cpp.
#include "solver/gloomhaven/round_file.hpp"

#include <algorithm>
#include <limits>

#include "solver/gloomhaven/round_file_reader.hpp"

namespace arbiter::gloomhaven::round_file_detail {

namespace {

std::vector<std::string_view> condition_names() {
  std::vector<std::string_view> names;
  for (int i = 0; i < static_cast<int>(Condition::Count); ++i)
    names.push_back(condition_name(static_cast<Condition>(i)));
  return names;
}

}  // namespace

RoundReader::RoundReader(const std::string& file, const Scenario& s)
    : JsonReader(file), s_(s), conditions_(condition_names()) {}

RoundFile RoundReader::read(const json& top) {
  const Path root = Path::root();
  check_round_work(top, root);
  read_unknowns(top);
  const Path tat = root.field("monster_types");
  read_types(resolve_unknowns(top, required(top, root, "monster_types"), tat), tat);
  attach_unknowns();
  if (const json* e = find_field(top, "elements")) read_elements(*e, root.field("elements"));
  read_round(required(top, root, "round"), root.field("round"));
  apply_initiative_changes(tat);
  apply_inactive(tat);
  const json& map = top.at("map");
  if (const json* d = find_field(map, "doors")) read_doors(*d, root.field("map").field("doors"));
  check_door_changes(tat);
  read_inactive_doors(tat);
  if (const json* m = find_field(map, "money")) read_money(*m, root.field("map").field("money"));
  if (const json* t = find_field(map, "traps")) read_traps(*t, root.field("map").field("traps"));
  if (const json* s = find_field(map, "starting_hexes"))
    read_starting_hexes(*s, root.field("map").field("starting_hexes"));
  if (const json* t = find_field(map, "treasure"))
    read_treasure(*t, root.field("map").field("treasure"));
  if (const json* o = find_field(map, "objectives"))
    read_objectives(*o, root.field("map").field("objectives"));
  if (const json* s = find_field(map, "spawns")) read_spawns(*s, root.field("map").field("spawns"));
  if (const json* s = find_field(map, "rules")) read_rules(*s, root.field("map").field("rules"));
  read_figures(top.at("figures"), root.field("figures"));
  if (const json* e = find_field(top, "expect")) read_expect(*e, root.field("expect"));
  return std::move(r_);
}

void RoundReader::check_round_work(const json& top, const Path& root) const {
  std::uint64_t figures = s_.figures.size();
  const json& map = top.at("map");
  if (const json* d = find_field(map, "doors"); d != nullptr && d->is_array()) {
    scenario::check_count(*this, d->size(), root.field("map").field("doors"), kMaxDoors, "doors");
    for (const json& door : *d) {
      if (!door.is_object()) continue;
      if (const json* m = find_field(door, "monsters"); m != nullptr && m->is_array())
        figures += m->size();
    }
  }
  const std::uint64_t hexes = s_.map.hexes.size();
  if (figures * hexes > static_cast<std::uint64_t>(kMaxRoundWork)) {
    fail(root.field("figures"),
         std::to_string(figures) + " figures (with the doors' monsters) on a map of " +
             std::to_string(hexes) + " hexes: a round plays a turn for each over the whole map, " +
             std::to_string(figures * hexes) +
             " figure-hexes in all, more than a round is played on (limit " +
             std::to_string(kMaxRoundWork) + ")");
  }
}

// --- values ------------------------------------------------------------------------------

Coord RoundReader::parse_hex(const json& v, const Path& at) const {
  return s_.coordinates.to_axial(parse_pair(v, at, s_.coordinates.axial ? "[q, r]" : "[col, row]"));
}
std::string RoundReader::written(Coord axial) const {
  return scenario::hex_text(s_.coordinates.from_axial(axial));
}
Coord RoundReader::parse_open_hex(const json& v, const Path& at) const {
  const Coord h = parse_hex(v, at);
  if (s_.is_wall(h)) fail(at, "hex " + written(h) + " is a wall or not on the map");
  return h;
}

// "+1", "-2", "+0": relative to the stat card; an integer: absolute.
CardValue RoundReader::card_value(const json& v, const Path& at) const {
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

ConditionSet RoundReader::conditions(const json& v, const Path& at) const {
  require_list(v, at);
  ConditionSet set = 0;
  for (std::size_t i = 0; i < v.size(); ++i)
    set |= bit(get_enum<Condition>(v[i], at.item(i), "condition", conditions_));
  return set;
}

Element RoundReader::element(const json& v, const Path& at) const {
  return get_enum<Element>(v, at, "element", kElementNames);
}

// An optional integer field of at least `lo`: `out` keeps its default when it is absent.
void RoundReader::optional_int(const json& o, const Path& at, const char* name, int lo,
                               int& out) const {
  if (const json* x = find_field(o, name)) {
    const std::string_view n = name;
    // Ranges as the turn file limits them.
    out = n == "range" || n == "retaliate_range"
              ? scenario::get_int_limited(*this, *x, at.field(name), lo, kMaxRange, "range")
              : get_int_in(*x, at.field(name), lo, kMaxValue);
  }
}

// --- elements, round ----------------------------------------------------------------------

void RoundReader::read_elements(const json& v, const Path& at) {
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

void RoundReader::read_round(const json& v, const Path& at) {
  const json& o = require_object(v, at,
                                 {"characters", "draws", "deck", "trap_damage", "hazard_damage",
                                  "choose", "unknowns", "number"});
  int chars = 0;
  for (const Figure& f : s_.figures) chars += f.kind == Kind::Character ? 1 : 0;
  r_.characters = chars;
  if (const json* c = find_field(o, "characters"))
    r_.characters = get_int_in(*c, at.field("characters"), 1, 4);
  if (const json* n = find_field(o, "number"))
    r_.number = get_int_in(*n, at.field("number"), 1, 1000);
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
      const auto rolling = std::count_if(r_.deck_cards.begin(), r_.deck_cards.end(),
                                         [](const odds::ModifierCard& c) { return c.rolling; });
      if (static_cast<std::size_t>(rolling) > kMaxRollingCards)
        fail(cat, std::to_string(rolling) +
                      " rolling cards in the draw pile: the exact odds follow "
                      "every order of a rolling run (limit " +
                      std::to_string(kMaxRollingCards) + ")");
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
      const bool monster_card = std::find(std::begin(kMonsterCards), std::end(kMonsterCards), t) !=
                                std::end(kMonsterCards);
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

}  // namespace arbiter::gloomhaven::round_file_detail

namespace arbiter::gloomhaven {

using round_file_detail::kActionNames;
using round_file_detail::kElementNames;
using round_file_detail::kElementStateNames;
using round_file_detail::RoundReader;

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
  r.position = read_round_position(root, file);
  r.round = RoundReader(file, r.position).read(root);
  return r;
}

}  // namespace arbiter::gloomhaven
