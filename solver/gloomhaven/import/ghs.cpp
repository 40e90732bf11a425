// Gloomhaven Secretariat monster data (see ghs.hpp). Field meanings from the GHS JSON Schema
// (MonsterData, MonsterStat, DeckData, Ability, Action): facts only, written anew.
#include "solver/gloomhaven/import/ghs.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

#include "solver/gloomhaven/import/formula.hpp"
#include "solver/gloomhaven/import/ghs_actions.hpp"
#include "solver/gloomhaven/scenario.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven::import {

using nlohmann::json;
using scenario::Path;
using scenario::quote;

namespace {

using ghs_detail::describe;

class GhsReader : public scenario::JsonReader {
 public:
  GhsReader(const std::string& file, int characters) : JsonReader(file), characters_(characters) {}

  // hp: an integer, or a boss's "NxC" / "N+MxC" (kept as a formula: the round computes it);
  // any other value a formula (formula.hpp) computed with C (characters) and L (level). A
  // letter only the scenario defines (X, V) is a named unknown: the formula is kept, C and L
  // put in ("V"), for the round to ask for the letter (round.unknowns), and noted in `nm`.
  json formula(const json& v, const Path& at, bool keep_c, std::vector<std::string>&) const {
    if (v.is_number_integer()) return get_int_in(v, at, 0, 1000);
    const std::string& t = get_string(v, at);
    const auto digits = [](std::string_view s) {
      return !s.empty() && s.size() <= 4 &&
             std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    if (keep_c) {
      const auto x = t.find("xC");
      if (x != std::string::npos && x + 2 == t.size()) {
        const auto plus = t.find('+');
        const std::string per =
            plus == std::string::npos ? t.substr(0, x) : t.substr(plus + 1, x - plus - 1);
        const std::string base = plus == std::string::npos ? "0" : t.substr(0, plus);
        if (digits(per) && digits(base)) return t;
      }
    }
    const auto f = evaluate_formula(t, {{'C', characters_}, {'L', level_}});
    if (!f)
      fail(at, "the value " + quote(t) +
                   " is not a number or a formula this importer reads (integers, + - x / and "
                   "parentheses over letters: C characters, L level, X, V... set by the "
                   "scenario)");
    if (!f->value) {
      unknowns_.push_back(at.str() + " " + t + ": " + f->unknown +
                          " is set by the scenario's special rules; the round asks for it "
                          "(round.unknowns)");
      return with_known_letters(t, {{'C', characters_}, {'L', level_}});
    }
    if (*f->value < 0 || *f->value > 1000)
      fail(at, "the value " + quote(t) + " comes to " + std::to_string(*f->value) +
                   "; expected 0 to 1000");
    return *f->value;
  }

  GhsMonster monster(const json& top, int level) {
    level_ = level;
    const Path root = Path::root();
    const json& o = require_object(
        top, root,
        {"name", "edition", "deck", "count", "baseStat", "stats", "flying", "boss", "hidden",
         "standeeShare", "standeeShareEdition", "thumbnail", "thumbnailUrl", "catching", "immortal",
         "noArea", "pet", "errata", "firstActiveAction"});
    GhsMonster m;
    m.name = get_nonempty_string(required(o, root, "name"), root.field("name"));
    m.deck = m.name;
    if (const json* d = find_field(o, "deck")) m.deck = get_nonempty_string(*d, root.field("deck"));
    if (const json* c = find_field(o, "count"))
      m.count = get_int_in(*c, root.field("count"), 0, 100);
    if (const json* b = find_field(o, "boss")) m.boss = get_bool(*b, root.field("boss"));
    if (const json* f = find_field(o, "firstActiveAction")) {
      const std::string& first = get_string(*f, root.field("firstActiveAction"));
      if (first != "top" && first != "bottom")
        fail(root.field("firstActiveAction"),
             "expected \"top\" or \"bottom\" (the half of its cards that acts first), got " +
                 quote(first));
      m.bottom_first = first == "bottom";
    }
    bool flying = false;
    if (const json* f = find_field(o, "flying")) flying = get_bool(*f, root.field("flying"));
    json base = json::object();
    if (const json* b = find_field(o, "baseStat"))
      base = require_object(*b, root.field("baseStat"), kStatFields);
    const Path sat = root.field("stats");
    const json& stats = require_list(required(o, root, "stats"), sat);
    for (std::size_t i = 0; i < stats.size(); ++i) {
      const Path p = sat.item(i);
      const json& s = require_object(stats[i], p, kStatFields);
      if (get_int_in(required(s, p, "level"), p.field("level"), 0, 7) != level) continue;
      json merged = base;
      for (const auto& [k, v] : s.items()) merged[k] = v;
      const std::string type = rank_of(merged, p);
      if (type != "normal" && type != "elite" && type != "boss")
        fail(p.field("type"),
             "unknown rank " + quote(type) + "; expected \"normal\", \"elite\" or \"boss\"");
      if (m.stats.contains(type))
        fail(p, "a second " + type + " stat line for level " + std::to_string(level));
      m.stats[type] = stat(merged, p, type == "boss", flying, m.not_modelled);
      if (type == "boss" && merged.contains("special")) {
        const Path spat = p.field("special");
        const json& sp = require_list(merged.at("special"), spat);
        for (std::size_t k = 0; k < sp.size(); ++k)
          m.specials.push_back(require_list(sp[k], spat.item(k)));
      }
    }
    if (m.stats.empty()) fail(sat, "no stat line for level " + std::to_string(level));
    m.unknowns = unknowns_;
    return m;
  }

  json stat(const json& s, const Path& p, bool boss, bool flying,
            std::vector<std::string>& nm) const {
    const std::string rank = rank_of(s, p);
    json c;
    c["hp"] = formula(required(s, p, "health"), p.field("health"), boss, nm);
    if (c["hp"].is_number() && c["hp"].get<int>() < 1)
      fail(p.field("health"), "hit points must be at least 1");
    c["move"] = s.contains("movement") ? formula(s.at("movement"), p.field("movement"), false, nm)
                                       : json(0);
    if (const json* a = find_field(s, "attack"))
      c["attack"] = formula(*a, p.field("attack"), false, nm);
    else
      c["attack"] = nullptr;  // "-": never attacks
    if (const json* r = find_field(s, "range"))
      c["range"] = formula(*r, p.field("range"), false, nm);
    if (flying) c["flying"] = true;
    if (const json* im = find_field(s, "immunities")) {
      const Path iat = p.field("immunities");
      require_list(*im, iat);
      for (std::size_t i = 0; i < im->size(); ++i) {
        const std::string& n = get_nonempty_string((*im)[i], iat.item(i));
        // Push and pull stand among the printed immunities; the round file reads them there.
        if (parse_condition(n) || n == "push" || n == "pull")
          c["immune"].push_back(n);
        else
          nm.push_back(rank + ": immune to " + n);
      }
    }
    if (const json* acts = find_field(s, "actions")) {
      const Path aat = p.field("actions");
      require_list(*acts, aat);
      for (std::size_t i = 0; i < acts->size(); ++i) {
        const Path ap = aat.item(i);
        const json& a =
            require_object((*acts)[i], ap, {"type", "value", "valueType", "subActions", "small"});
        const std::string& t = get_nonempty_string(required(a, ap, "type"), ap.field("type"));
        const json* v = find_field(a, "value");
        // A number, or a formula ("C": as many targets as characters).
        const auto num = [&] {
          if (v == nullptr) fail(ap, "a stat action needs a \"value\"");
          if (!v->is_string()) return json(get_int_in(*v, ap.field("value"), 0, 100));
          return formula(*v, ap.field("value"), false, nm);
        };
        if (t == "shield")
          c["shield"] = num();
        else if (t == "retaliate") {
          c["retaliate"] = num();
          if (const json* sub = find_field(a, "subActions"))
            retaliate_range(*sub, ap.field("subActions"), c);
        } else if (t == "pierce")
          c["pierce"] = num();
        else if ((t == "push" || t == "pull") && v && v->is_number_integer())
          c[t] = num();  // every attack's, with the card's own
        else if (t == "range" && v && v->is_number_integer())
          c["range"] = num();  // printed among the specials (the High Flame's "Range 4")
        else if (t == "target")
          c["target"] = num();
        else if (t == "condition" && v && v->is_string() && parse_condition(v->get<std::string>()))
          c["conditions"].push_back(v->get<std::string>());
        else if (t == "custom" && v && *v == "%game.custom.advantage%")
          c["advantage"] = true;  // "Advantage": its attacks gain advantage
        else if (t == "custom" && v && *v == "%game.custom.disadvantage%")
          c["attackers_disadvantage"] = true;  // "Attackers gain Disadvantage"
        else if (t == "custom")                // its words, never the data's key
          nm.push_back(rank + ": " + ghs_detail::card_words(a));
        else
          nm.push_back(rank + ": " + describe(a));
      }
    }
    return c;
  }

  // A stat line's rank: "type", "normal" when absent.
  std::string rank_of(const json& s, const Path& p) const {
    const json* t = find_field(s, "type");
    return t == nullptr ? std::string("normal") : get_string(*t, p.field("type"));
  }

  // A stat card's retaliate reaching past melee: its "range" subaction, 1 to 100 (a number
  // past int never wraps into range). A formula or another subaction is not read.
  void retaliate_range(const json& subs, const Path& at, json& c) const {
    require_list(subs, at);
    for (std::size_t i = 0; i < subs.size(); ++i) {
      const Path p = at.item(i);
      if (!subs[i].is_object()) fail_type(p, "an object (a subaction)", subs[i]);
      const json* t = find_field(subs[i], "type");
      const json* v = find_field(subs[i], "value");
      if (t == nullptr || get_string(*t, p.field("type")) != "range" || v == nullptr ||
          !v->is_number())
        continue;
      c["retaliate_range"] = get_int_in(*v, p.field("value"), 1, 100);
    }
  }

  void set_level(int level) { level_ = level; }

  GhsDeck deck(const json& top, const GhsMonster* boss) const {
    const Path root = Path::root();
    const json& o = require_object(top, root, {"name", "edition", "abilities", "character"});
    GhsDeck d;
    d.name = get_nonempty_string(required(o, root, "name"), root.field("name"));
    const Path aat = root.field("abilities");
    const json& abilities = require_list(required(o, root, "abilities"), aat);
    if (abilities.empty()) fail(aat, "a deck needs at least one card");
    for (std::size_t i = 0; i < abilities.size(); ++i) {
      const Path p = aat.item(i);
      const json& a = require_object(
          abilities[i], p,
          {"cardId", "initiative", "actions", "name", "shuffle", "level", "hint", "bottomActions",
           "bottomShuffle", "lost", "bottomLost", "revealed", "xp", "bottomXp"});
      // A card of a scenario level of its own (the Manifestation of Corruption's 611 to 617,
      // levels 1 to 7) joins the deck at that level, as the Secretariat builds it; a lettered
      // one ("A", its Legendary cards) is always in it.
      if (const json* l = find_field(a, "level");
          l != nullptr && l->is_number_integer() && get_int(*l, p.field("level")) > level_)
        continue;
      GhsCard c;
      // A solo scenario's deck numbers no card: its place in the deck (1, 2, ...) is its id.
      c.id = static_cast<int>(i + 1);
      if (const json* id = find_field(a, "cardId"))
        c.id = get_int_in(*id, p.field("cardId"), 0, 1000000);
      // 100: a scenario's own card that acts after every figure (the solo City Guards).
      c.initiative = get_int_in(required(a, p, "initiative"), p.field("initiative"), 1, 100);
      if (const json* s = find_field(a, "shuffle")) c.shuffle = get_bool(*s, p.field("shuffle"));
      if (const json* n = find_field(a, "name")) c.name = get_string(*n, p.field("name"));
      const auto map = [&](const json& list, const Path& at) {
        ghs_detail::map_card_actions(list, at, file(), level_, characters_, boss, c.actions,
                                     c.not_modelled, d.summons);
      };
      // A monster whose cards' bottom halves act first (firstActiveAction "bottom", the
      // Manifestation of Corruption's): the bottom actions, then the top ones, in one list.
      const json* b = find_field(a, "bottomActions");
      const bool bottom = b != nullptr && !b->empty();
      if (bottom && boss != nullptr && boss->bottom_first) {
        map(*b, p.field("bottomActions"));
        d.bottom_first = true;
      }
      map(required(a, p, "actions"), p.field("actions"));
      if (bottom && (boss == nullptr || !boss->bottom_first))
        c.not_modelled.push_back("bottom actions (a character's card)");
      d.cards.push_back(std::move(c));
    }
    if (d.cards.empty())
      fail(aat, "no card of the deck is in it at level " + std::to_string(level_) +
                    " (each card's \"level\" is higher)");
    return d;
  }

 private:
  static constexpr std::string_view kStatFields[] = {"type",    "level", "health",  "movement",
                                                     "attack",  "range", "actions", "immunities",
                                                     "special", "note"};
  int characters_;
  int level_ = 0;
  mutable std::vector<std::string> unknowns_;  // see GhsMonster::unknowns
};

bool is_file(const std::filesystem::path& p) {
  std::error_code ec;
  return std::filesystem::is_regular_file(p, ec);
}

// A title's letters and digits, lower case: "Caravan escort" and "Caravan Escort" are one.
std::string title_words(std::string_view t) {
  std::string out;
  for (const char c : t)
    if (std::isalnum(static_cast<unsigned char>(c)))
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// A GHS solo scenario's "name", as title_words; empty when the file has none (a malformed
// file is refused when it is read as the setup, naming its place).
std::string solo_title(const std::filesystem::path& p) {
  try {
    const json j = read_ghs_file(p.string());
    const json* n = j.is_object() ? scenario::JsonReader::find_field(j, "name") : nullptr;
    return n && n->is_string() ? title_words(n->get<std::string>()) : std::string();
  } catch (const scenario::ScenarioError&) {
    return "";
  }
}

}  // namespace

std::string ghs_type_name(const std::string& key) {
  std::string out;
  bool up = true;
  for (char c : key) {
    if (c == '-') {
      out += ' ';
      up = true;
    } else {
      out += up ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
      up = false;
    }
  }
  return out;
}

json read_ghs_file(const std::string& path) {
  const std::string text = scenario::read_file_text(path);
  if (text.size() > kMaxGhsFileBytes)
    throw scenario::ScenarioError(path, "(file)",
                                  std::to_string(text.size()) +
                                      " bytes, far more than any data file of the Secretariat "
                                      "(limit " +
                                      std::to_string(kMaxGhsFileBytes) + ")");
  return scenario::parse_json(text, path);
}

GhsMonster read_ghs_monster(const json& root, const std::string& file, int level, int characters) {
  return GhsReader(file, characters).monster(root, level);
}

GhsDeck read_ghs_deck(const json& root, const std::string& file, const GhsMonster* boss, int level,
                      int characters) {
  GhsReader r(file, characters);
  r.set_level(level);
  return r.deck(root, boss);
}

std::optional<std::string> GhsData::monster_file(const std::string& name) const {
  namespace fs = std::filesystem;
  if (name.empty() || name.find('/') != std::string::npos || name.find("..") != std::string::npos)
    return std::nullopt;
  if (const fs::path p = fs::path(dir) / "monster" / (name + ".json"); is_file(p))
    return p.string();
  for (const std::string& e : editions)
    if (const fs::path p = fs::path(dir) / e / "monster" / (name + ".json"); is_file(p))
      return p.string();
  return std::nullopt;
}

std::optional<std::string> GhsData::deck_file(const std::string& monster_file,
                                              const std::string& deck,
                                              const std::string& own) const {
  namespace fs = std::filesystem;
  const auto unsafe = [](const std::string& n) {
    return n.empty() || n.find('/') != std::string::npos || n.find("..") != std::string::npos;
  };
  if (unsafe(deck)) return std::nullopt;
  // Beside the monster first (its own edition), then in the editions the scenario reads:
  // Forgotten Circles' Aesther Scout plays Gloomhaven's "scout" deck.
  const fs::path p = fs::path(monster_file).parent_path() / "deck" / (deck + ".json");
  if (is_file(p)) return p.string();
  if (!unsafe(own))
    if (const fs::path q = fs::path(monster_file).parent_path() / "deck" / (own + ".json");
        is_file(q))
      return q.string();
  for (const std::string& e : editions)
    if (const fs::path q = fs::path(dir) / e / "monster" / "deck" / (deck + ".json"); is_file(q))
      return q.string();
  return std::nullopt;
}

std::optional<std::string> GhsData::scenario_file(const std::string& edition, int number) const {
  namespace fs = std::filesystem;
  for (const int width : {2, 3}) {
    std::string n = std::to_string(number);
    while (static_cast<int>(n.size()) < width) n = "0" + n;
    if (const fs::path p = fs::path(dir) / edition / "scenarios" / (n + ".json"); is_file(p))
      return p.string();
  }
  return std::nullopt;
}

std::optional<std::string> GhsData::scenario_file(const ScenarioBook& book, int id,
                                                  std::string_view title) const {
  namespace fs = std::filesystem;
  const std::string edition(book.scenario_edition);
  const int number = id - book.first + book.ghs_first;
  if (!book.solo) return scenario_file(edition, number);
  // solo<N>_<class>.json: the class name is not in the layout, so the folder is searched, in
  // name order (a directory's own order is the file system's).
  const std::string prefix = "solo" + std::to_string(number) + "_";
  std::error_code ec;
  std::vector<fs::path> solos;
  for (const auto& e : fs::directory_iterator(fs::path(dir) / edition / "scenarios", ec))
    if (e.path().filename().string().rfind("solo", 0) == 0 && e.path().extension() == ".json")
      solos.push_back(e.path());
  std::sort(solos.begin(), solos.end());
  const auto numbered = std::find_if(solos.begin(), solos.end(), [&](const fs::path& p) {
    return p.filename().string().rfind(prefix, 0) == 0;
  });
  const std::string want = title_words(title);
  if (want.empty() || (numbered != solos.end() && solo_title(*numbered) == want))
    return numbered == solos.end() ? std::nullopt : std::optional(numbered->string());
  for (const fs::path& p : solos)
    if (solo_title(p) == want) return p.string();
  return numbered == solos.end() ? std::nullopt : std::optional(numbered->string());
}

}  // namespace arbiter::gloomhaven::import
