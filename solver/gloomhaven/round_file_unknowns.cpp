// Named unknowns of a round file (docs/format.md, `round.unknowns`): a stat card's or an
// ability card's value may be a formula over a letter that a scenario's special rules define
// ("V", "3+X", "+X"). The letters given in `round.unknowns` are put in and the formula is
// computed as the file loads; a letter not given leaves the value a placeholder, recorded as
// pending with its place, and the round asks for the letter when a monster that needs the
// value is played (round_queries.cpp). So an imported file always loads, and only a round
// that plays such a card or stat card needs the letter.
#include <algorithm>

#include "solver/gloomhaven/import/formula.hpp"
#include "solver/gloomhaven/round_file_reader.hpp"

namespace arbiter::gloomhaven::round_file_detail {

namespace {

// The values that may be formulas: a stat card's, and a card action's own value and options.
constexpr std::string_view kStatValues[] = {
    "hp", "move", "attack", "range", "shield", "retaliate", "retaliate_range", "pierce", "target"};
constexpr std::string_view kActionValues[] = {"move",      "attack", "heal", "shield",
                                              "retaliate", "suffer", "loot", "range",
                                              "targets",   "pierce", "push", "pull"};

bool has_letter(const std::string& t) {
  return std::any_of(t.begin(), t.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

// A boss's hit points "NxC" / "N+MxC" keep their own form (round_file_types.cpp).
bool boss_hp_form(const std::string& t) {
  const auto x = t.find("xC");
  if (x == std::string::npos || x + 2 != t.size()) return false;
  return std::all_of(t.begin(), t.begin() + static_cast<std::ptrdiff_t>(x),
                     [](char c) { return (c >= '0' && c <= '9') || c == '+'; });
}

// The least value the field allows: a pending value reads as it until its letter is given.
int least(std::string_view key) {
  return key == "hp" || key == "target" || key == "targets" || key == "push" || key == "pull" ||
                 key == "retaliate_range"
             ? 1
             : 0;
}

}  // namespace

void RoundReader::read_unknowns(const json& top) {
  const json* round = find_field(top, "round");
  if (round == nullptr || !round->is_object()) return;  // read_round names the problem
  const json* u = find_field(*round, "unknowns");
  if (u == nullptr) return;
  const Path root = Path::root();
  const Path rat = root.field("round");
  const Path uat = rat.field("unknowns");
  if (!u->is_object()) fail_type(uat, "an object (letter -> value, e.g. {\"V\": 3})", *u);
  for (const auto& [name, v] : u->items()) {
    const Path at = uat.field(name);
    if (name.size() != 1 || name[0] < 'A' || name[0] > 'Z')
      fail(at, "a named unknown is one capital letter (\"X\", \"V\"), got " + quote(name));
    if (name == "C") fail(at, "C is the number of characters: give it as round.characters");
    r_.unknowns[name[0]] = get_int_in(v, at, 0, kMaxValue);
  }
}

// `v` (a value at `at` under the key `key`) with the given letters put in: a number (or
// "+N" / "-N" when written relative), or the placeholder of a letter not given, recorded in
// `pending`.
json RoundReader::known_value(const json& v, const Path& at, std::string_view key, int characters,
                              std::vector<PendingUnknown>& pending) {
  if (!v.is_string()) return v;
  const std::string& t = v.get_ref<const std::string&>();
  if (!has_letter(t) || (key == "hp" && boss_hp_form(t))) return v;
  const bool relative = !t.empty() && (t[0] == '+' || t[0] == '-');
  const std::string body = relative ? t.substr(1) : t;
  std::map<char, int> known = r_.unknowns;
  known['C'] = characters;
  const auto f = import::evaluate_formula(body, known);
  if (!f)
    fail(at, "the value " + quote(t) +
                 " is not a number or a formula (integers, + - x / and parentheses over "
                 "capital letters given in round.unknowns)");
  used_.insert(f->unknown.empty() ? 0 : f->unknown[0]);
  for (const char c : body)
    if (known.count(c)) used_.insert(c);
  int n = least(key);
  if (f->value) {
    n = *f->value;
  } else {
    pending.push_back({f->unknown[0], at.str(), t});
  }
  if (!relative) return n;
  return std::string(t[0] == '-' ? "-" : "+") + std::to_string(n);
}

// A card's actions (and those an element unlocks, `then`) with the letters put in.
void RoundReader::known_actions(json& actions, const Path& at, int characters,
                                std::vector<PendingUnknown>& pending, int depth) {
  if (!actions.is_array() || depth > 2) return;  // deeper: the reader refuses the nesting
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (!actions[i].is_object()) continue;
    const Path iat = at.item(i);
    for (const std::string_view key : kActionValues)
      if (actions[i].contains(key))
        actions[i][std::string(key)] =
            known_value(actions[i][std::string(key)], iat.field(key), key, characters, pending);
    if (actions[i].contains("then"))
      known_actions(actions[i]["then"], iat.field("then"), characters, pending, depth + 1);
  }
}

// The monster types with the given letters put in (see known_value); the placeholders'
// places into `pending_` ("type" -> its card's, "type/rank" -> a stat card's).
json RoundReader::resolve_unknowns(const json& top, const json& types, const Path& at) {
  if (!types.is_object()) return types;  // read_types names the problem
  int characters = 0;
  for (const Figure& f : s_.figures) characters += f.kind == Kind::Character ? 1 : 0;
  if (const json* r = find_field(top, "round"); r && r->is_object())
    if (const json* c = find_field(*r, "characters"); c && c->is_number_integer())
      characters = c->get<int>();
  json out = types;
  for (auto& [name, t] : out.items()) {
    if (!t.is_object()) continue;
    const Path tat = at.field(name);
    for (const std::string_view rank : kRankFields) {
      const Path rat = tat.field(rank);
      json* card = t.contains(rank) ? &t.at(std::string(rank)) : nullptr;
      if (card == nullptr || !card->is_object()) continue;
      for (const std::string_view key : kStatValues)
        if (card->contains(key))
          (*card)[std::string(key)] =
              known_value((*card)[std::string(key)], rat.field(key), key, characters,
                          pending_[name + "/" + std::string(rank)]);
    }
    json* card = t.contains("card") ? &t.at("card") : nullptr;
    if (card == nullptr || !card->is_object() || !card->contains("actions") ||
        !card->at("actions").is_array())
      continue;
    const Path cat = tat.field("card");
    known_actions(card->at("actions"), cat.field("actions"), characters, pending_[name], 0);
  }
  // A letter given that no value uses is a slip (a misspelt letter would otherwise be lost).
  for (const auto& [letter, value] : r_.unknowns)
    if (!used_.count(letter))
      fail(Path::root().field("round").field("unknowns").field(std::string(1, letter)),
           "no value of monster_types uses " + std::string(1, letter));
  return out;
}

// The pending values onto the types read (after read_types).
void RoundReader::attach_unknowns() {
  for (auto& [name, m] : r_.types) {
    m.card.unknowns = pending_[name];
    for (const std::string_view rank : kRankFields) {
      auto& card = rank == "normal" ? m.normal : rank == "elite" ? m.elite : m.boss;
      if (card) card->unknowns = pending_[name + "/" + std::string(rank)];
    }
  }
}

}  // namespace arbiter::gloomhaven::round_file_detail
