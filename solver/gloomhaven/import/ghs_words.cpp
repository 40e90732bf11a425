// A card's own rules and the abilities printed under them, in the players' words (see
// ghs_actions.hpp): a label the Secretariat's data names by key becomes a sentence a player
// reads, never the key itself.
#include <algorithm>
#include <cctype>
#include <map>

#include "solver/gloomhaven/import/ghs_actions.hpp"

namespace arbiter::gloomhaven::import::ghs_detail {

using nlohmann::json;

// The data's slip of a field written twice, once misspelt with a letter left out and the same
// value (the Manifestation of Corruption's card 616: "valuType" beside "valueType"): the copy
// says nothing the field does not, so it is left out; any other unknown field stays an error.
json without_misspelt_copies(const json& a, std::span<const std::string_view> known) {
  if (!a.is_object()) return a;
  json out = a;
  for (const auto& [k, v] : a.items()) {
    if (std::find(known.begin(), known.end(), k) != known.end()) continue;
    for (const std::string_view full : known) {
      if (full.size() != k.size() + 1 || !a.contains(full) || a.at(std::string(full)) != v)
        continue;
      for (std::size_t drop = 0; drop < full.size(); ++drop)
        if (std::string(full.substr(0, drop)) + std::string(full.substr(drop + 1)) == k) {
          out.erase(k);
          break;
        }
    }
  }
  return out;
}

// A string field of `v` when `v` is an object holding one there; anything else (a missing
// field, a number, `v` not an object) is nullopt. For the lenient tests of a data file's
// optional shapes, which must never throw on malformed data.
std::optional<std::string> string_field(const json& v, std::string_view key) {
  if (!v.is_object()) return std::nullopt;
  const auto it = v.find(key);
  if (it == v.end() || !it->is_string()) return std::nullopt;
  return it->get<std::string>();
}

// A short human reading of a GHS action, for not-modelled lists; any JSON value is read.
std::string describe(const json& a) {
  if (!a.is_object()) {
    const std::string d = a.dump();
    return d.size() > 200 ? d.substr(0, 197) + "..." : d;
  }
  std::string s = string_field(a, "type").value_or("?");
  if (a.contains("value")) {
    const json& v = a.at("value");
    s += " " + (v.is_string() ? v.get<std::string>() : v.dump());
  }
  if (a.contains("valueType") && a.at("valueType").is_string())
    s += " (" + a.at("valueType").get<std::string>() + ")";
  if (a.contains("subActions") && a.at("subActions").is_array() && !a.at("subActions").empty()) {
    s += " [";
    bool first = true;
    for (const json& x : a.at("subActions")) {
      if (!first) s += ", ";
      first = false;
      s += describe(x);
    }
    s += "]";
  }
  return s.size() > 200 ? s.substr(0, 197) + "..." : s;
}

namespace {

std::string ability_words(const json& x);

std::string label(const std::string& key) {
  static const std::map<std::string, std::string, std::less<>> kGame = {
      {"game.custom.ondeath", "On death"},
      {"game.target.all", "all"},
      {"game.custom.perRound", "once each round"},
      {"game.custom.instead", "instead"},
      {"game.custom.advantage", "Advantage"},
      {"game.custom.disadvantage", "Disadvantage"},
      // The cards' own words where the data keeps only a label key (the labels are not in
      // the monster data): Gloomhaven's decks the book's scenarios play.
      {"data.custom.gh.harrower-infester.1", "Perform \"Heal 2, Self\" for each target damaged"},
      {"data.custom.gh.flame-demon.2",
       "Create a 4 damage trap in an adjacent empty hex closest to an enemy"},
      // Forgotten Circles' Manifestation of Corruption (scenario 115), its own deck's words.
      {"data.custom.fc.manifestation-of-corruption.2",
       "Perform this action at once when revealed, not in initiative order"},
      {"data.custom.fc.manifestation-of-corruption.3",
       "The character with the highest initiative acts this round as if its enemies were its "
       "allies and its allies its enemies: Move 2, then the top action of its leading card; "
       "both its played cards are then discarded"},
      {"data.custom.fc.manifestation-of-corruption.12", "Target all enemies within Range 4"},
      {"data.custom.fc.manifestation-of-corruption.13", "All adjacent enemies suffer 3 damage"},
      {"data.custom.fc.manifestation-of-corruption.14",
       "On the next three sources of damage from attacks targeting it, it gains Shield 3"},
      {"data.custom.fc.manifestation-of-corruption.15",
       "Create one Disarm and Poison trap in each adjacent empty hex"},
      {"data.custom.fc.manifestation-of-corruption.16",
       "Teleport to the hex of the farthest enemy within Range +1 and at the same time "
       "teleport that enemy to the hex it occupies"},
      {"data.custom.fc.manifestation-of-corruption.17",
       "Summon one normal Valrath Savage adjacent to each enemy character within Range 5"},
      {"data.custom.fc.manifestation-of-corruption.18", "All attackers targeting it gain Curse"},
      {"data.custom.fc.manifestation-of-corruption.19",
       "All attackers targeting it gain Disadvantage for the attack"},
      {"data.custom.fc.manifestation-of-corruption.22",
       "On the next three sources of damage to it, it suffers no damage instead"}};
  if (const auto it = kGame.find(key); it != kGame.end()) return it->second;
  return "a rule printed on the card (its words are in the Secretariat's labels, not in its "
         "monster data)";
}

// The target hexes of a GHS area ("(0,1,target)|(1,1,active)": 1).
std::size_t targets_in(const std::string& area) {
  std::size_t n = 0;
  for (auto p = area.find("target"); p != std::string::npos; p = area.find("target", p + 1)) ++n;
  return n;
}

// An ability in a player's words: "Attack +2", "Range 3", "Muddle".
std::string ability_words(const json& x) {
  std::string t = string_field(x, "type").value_or("ability");
  std::string v;
  if (x.is_object() && x.contains("value")) {
    const json& val = x.at("value");
    v = val.is_string() ? val.get<std::string>() : val.dump();
    if (string_field(x, "valueType") == "plus") v = "+" + v;
    if (string_field(x, "valueType") == "minus") v = "-" + v;
  }
  if (t == "custom" || (v.size() > 2 && v.front() == '%')) return card_words(x);
  if (t == "area") return "an area of " + std::to_string(targets_in(v)) + " hexes";
  if (t == "condition" || t == "element") return v;
  if (t == "sufferDamage") t = "suffer damage";
  if (t == "specialTarget") return "targets: " + v;
  t[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(t[0])));
  std::string s = t + (v.empty() ? "" : " " + v);
  const json* subs = x.is_object() ? scenario::JsonReader::find_field(x, "subActions") : nullptr;
  if (subs && subs->is_array())
    for (const json& y : *subs) s += ", " + ability_words(y);
  return s;
}

}  // namespace

// A card's own rule in the players' words: the label text when the data folder holds the
// labels, the abilities printed under it in words.
std::string card_words(const json& a) {
  std::string s;
  const auto v = string_field(a, "value");
  const std::string type = string_field(a, "type").value_or("");
  if (v && v->size() > 2 && v->front() == '%' && v->back() == '%') {
    s = label(v->substr(1, v->size() - 2));
  } else if (type == "damage" && a.contains("value")) {
    s = "Damage " + a.at("value").dump();
  } else if (type == "elementHalf" && v) {
    s = "Infuse " + *v + " (one of them)";
  } else if (v && !v->empty()) {
    s = *v;
  }
  if (type == "teleport") s = "Teleport" + (s.empty() ? "" : ": " + s);
  if (type == "switchType") s = "Switch between normal and elite: " + s;
  if (type == "card") s = "This card stays in play (" + s + ")";
  const json* subs = scenario::JsonReader::find_field(a, "subActions");
  if (subs && subs->is_array() && !subs->empty()) {
    std::string under;
    for (const json& x : *subs) under += (under.empty() ? "" : ", ") + ability_words(x);
    s += (s.empty() ? "" : ": ") + under;
  }
  return s.empty() ? "a rule printed on the card" : s;
}

// "<what> within Range N" in a card's words: N. The words are the label's sentence, so that a
// target or a place printed only as words ("Target all enemies within Range 4") is read as the
// ability it names.
std::optional<int> words_range(const json& custom, std::string_view what) {
  if (string_field(custom, "type") != "custom") return std::nullopt;
  const std::string words = card_words(custom);
  const std::string key = std::string(what) + " within Range ";
  const auto p = words.find(key);
  if (p == std::string::npos) return std::nullopt;
  std::size_t end = p + key.size();
  int n = 0;
  while (end < words.size() && std::isdigit(static_cast<unsigned char>(words[end])) && n < 100)
    n = n * 10 + (words[end++] - '0');
  if (end == p + key.size() || (end < words.size() && words[end] != ' ')) return std::nullopt;
  return n;
}

// An element consumed for a rule of the card's own alone ("dark: perform Heal 2, self for
// each target damaged"): the rule is shown to the players when the element is consumed.
bool only_words(const json& s) {
  const json* subs = scenario::JsonReader::find_field(s, "subActions");
  return subs && subs->is_array() && !subs->empty() &&
         std::all_of(subs->begin(), subs->end(),
                     [](const json& x) { return string_field(x, "type") == "custom"; });
}

// An element consumed to infuse others ("consume light: infuse dark"): the infusions, as the
// round's actions; nullopt when something else is printed under the consume.
std::optional<json> consumed_infusions(const json& s) {
  static constexpr std::string_view kElements[] = {"fire",  "ice",  "air", "earth",
                                                   "light", "dark", "wild"};
  const json* subs = scenario::JsonReader::find_field(s, "subActions");
  if (subs == nullptr || !subs->is_array() || subs->empty()) return std::nullopt;
  json out = json::array();
  for (const json& x : *subs) {
    const auto e = string_field(x, "value");
    const auto vt = string_field(x, "valueType");
    if (string_field(x, "type") != "element" || !e || (vt && *vt != "plus") ||
        (x.contains("valueType") && !vt) || x.contains("subActions") ||
        std::find(std::begin(kElements), std::end(kElements), *e) == std::end(kElements))
      return std::nullopt;
    out.push_back({{"infuse", *e == "wild" ? "any" : *e}});
  }
  return out;
}

// "Shield 2 instead": a value printed with the words "instead" under it.
bool instead(const json& b) {
  const json* subs = scenario::JsonReader::find_field(b, "subActions");
  return subs && subs->is_array() && std::any_of(subs->begin(), subs->end(), [](const json& x) {
           return string_field(x, "value") == "%game.custom.instead%";
         });
}

}  // namespace arbiter::gloomhaven::import::ghs_detail
