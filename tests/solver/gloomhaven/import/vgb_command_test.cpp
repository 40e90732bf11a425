// Every shipped layout at every character count (2..4) and every level (0..7), imported as
// `arbiter import vgb` imports it and loaded back, against the Gloomhaven Secretariat's own
// data read here, independently of the importer: each placed standee's stat card (its type,
// rank and level, the level offset a room list gives, a boss's hit points with C) and the
// standee counts per monster, rank and character count of the GHS room lists. Each import
// also plays its round. GHS data is AGPL: it is read from ../shared when present (never
// copied into the repository), and the test is skipped with the reason otherwise.
#include "solver/gloomhaven/import/vgb_command.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "solver/gloomhaven/round.hpp"
#include "solver/gloomhaven/round_file.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "tests/support/source_files.hpp"

namespace arbiter::gloomhaven::import {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::load;
using arbiter::testing::src;
using nlohmann::json;

const std::string kGhs = std::string(ARBITER_SOURCE_DIR) + "/../shared/data/ghs";

// Known exceptions, the one list: scenarios whose special rules change a stat card once set
// up (a named elite's own card, hit points set by a rule, "hound" played as "ghost-wolf"; a
// section's rule naming the monsters of the room it sets up, as 105's Abominations and 106's
// Avatars). Their standees are compared with the data's printed card, and a difference there
// is counted as a known exception, not a failure. VGB numbers; solo scenarios as "solo N"
// (solo 14's GHS setup changes four types' cards by "statEffects" too).
const std::set<std::string> kStatRuleScenarios = {
    "14", "22", "36", "67", "78", "105", "106", "110", "111", "113", "114", "solo 14", "solo 15"};

// --- an independent reader of the GHS values ------------------------------------------------

// A value of the data: an integer, or a formula over + - x * / and parentheses with C and L
// (division rounds down). nullopt: a letter only the scenario defines (X, V).
struct Eval {
  const std::string& s;
  int c, l;
  std::size_t i = 0;
  bool unknown = false;
  int factor() {
    if (i < s.size() && s[i] == '(') {
      ++i;
      const int v = expr();
      ++i;  // ')'
      return v;
    }
    if (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) {
      int v = 0;
      while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])))
        v = v * 10 + s[i++] - '0';
      return v;
    }
    const char letter = i < s.size() ? s[i++] : '?';
    if (letter == 'C') return c;
    if (letter == 'L') return l;
    unknown = true;
    return 1;
  }
  int term() {
    int v = factor();
    while (i < s.size() && (s[i] == 'x' || s[i] == '*' || s[i] == '/')) {
      const char op = s[i++];
      const int r = factor();
      v = op == '/' ? (r == 0 ? 0 : v / r) : v * r;
    }
    return v;
  }
  int expr() {
    int v = term();
    while (i < s.size() && (s[i] == '+' || s[i] == '-')) {
      const char op = s[i++];
      const int r = term();
      v = op == '+' ? v + r : v - r;
    }
    return v;
  }
};

std::optional<int> value(const json& v, int c, int l) {
  if (v.is_number_integer()) return v.get<int>();
  const std::string s = v.get<std::string>();
  Eval e{s, c, l};
  const int r = e.expr();
  if (e.unknown || e.i != s.size()) return std::nullopt;
  return r;
}

// A stat card as the round plays it: each field the round file models, nullopt where the
// data's value is a letter the scenario defines.
using Card = std::map<std::string, std::optional<int>>;

struct Monster {
  json file;
  bool boss = false;
};

std::optional<Monster> monster_data(const std::string& key, const std::vector<std::string>& eds) {
  for (const std::string& e : eds)
    if (const fs::path p = fs::path(kGhs) / e / "monster" / (key + ".json"); fs::exists(p)) {
      Monster m{load(p.string())};
      m.boss = m.file.value("boss", false);
      return m;
    }
  return std::nullopt;
}

// The data's card of `rank` ("normal", "elite", "boss") at `level` for `c` characters, with
// the conditions a whole-scenario special rule adds to every attack.
Card reference_card(const Monster& m, const std::string& rank, int level, int c,
                    const std::vector<std::string>& added) {
  const json base = m.file.value("baseStat", json::object());
  json line;
  for (const json& s : m.file.at("stats")) {
    json merged = base;
    for (const auto& [k, v] : s.items()) merged[k] = v;
    if (merged.value("type", std::string("normal")) == rank && merged.at("level") == level)
      line = merged;
  }
  EXPECT_FALSE(line.is_null()) << m.file.at("name") << " has no " << rank << " line at " << level;
  if (line.is_null()) return {};
  const auto v = [&](const char* k, int absent) -> std::optional<int> {
    return line.contains(k) ? value(line.at(k), c, level) : absent;
  };
  Card card{{"hp", v("health", 0)},
            {"move", v("movement", 0)},
            {"attack", v("attack", -1)},
            {"range", v("range", 0)},
            {"shield", 0},
            {"retaliate", 0},
            {"retaliate_range", 1},
            {"pierce", 0},
            {"targets", 1},
            {"flying", m.file.value("flying", false) ? 1 : 0}};
  std::set<std::string> conditions(added.begin(), added.end()), immune;
  for (const json& a : line.value("actions", json::array())) {
    const std::string t = a.at("type");
    const json x = a.value("value", json(0));
    if (t == "condition" && parse_condition(x.get<std::string>())) conditions.insert(x);
    if (t == "custom" && x == "%game.custom.advantage%") card["advantage"] = 1;
    if (t == "custom" && x == "%game.custom.disadvantage%") card["attackers_disadvantage"] = 1;
    if (t == "shield" || t == "retaliate" || t == "pierce" || t == "range" || t == "push" ||
        t == "pull")
      card[t] = value(x, c, level);
    if (t == "target") card["targets"] = value(x, c, level);
    for (const json& sub : a.value("subActions", json::array()))
      if (t == "retaliate" && sub.at("type") == "range") card["retaliate_range"] = sub.at("value");
  }
  for (const json& i : line.value("immunities", json::array())) immune.insert(i);
  for (const std::string& n : conditions) card["condition " + n] = 1;
  for (const std::string& n : immune) card["immune " + n] = 1;
  return card;
}

// The round file's card, in the same words.
Card round_card(const StatCard& s, int c) {
  Card card{{"hp", s.hp_per_character ? s.hp_base.value_or(0) + *s.hp_per_character * c : s.hp},
            {"move", s.move},
            {"attack", s.attack.value_or(-1)},
            {"range", s.range},
            {"shield", s.shield},
            {"retaliate", s.retaliate},
            {"retaliate_range", s.retaliate_range},
            {"pierce", s.pierce},
            {"push", s.push},
            {"pull", s.pull},
            {"targets", s.targets},
            {"flying", s.flying ? 1 : 0}};
  if (s.advantage) card["advantage"] = 1;
  if (s.attackers_disadvantage) card["attackers_disadvantage"] = 1;
  for (int i = 0; i < static_cast<int>(Condition::Count); ++i) {
    const auto cond = static_cast<Condition>(i);
    const std::string n(condition_name(cond));
    if (s.conditions & bit(cond)) card["condition " + n] = 1;
    if (s.immune & bit(cond)) card["immune " + n] = 1;
  }
  if (s.immune_push) card["immune push"] = 1;
  if (s.immune_pull) card["immune pull"] = 1;
  for (const PendingUnknown& u : s.unknowns) {
    const std::string field = u.place.substr(u.place.rfind('.') + 1);
    card[field == "hp" ? "hp" : field] = std::nullopt;
  }
  return card;
}

// --- the scenario's GHS setup, read here -----------------------------------------------------

std::string words(const std::string& t) {
  std::string out;
  for (const char ch : t)
    if (std::isalnum(static_cast<unsigned char>(ch)))
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

struct BookSetup {
  std::string label;  // "28", "solo 8"
  bool solo = false;  // one character, who places the standees of two (warned at two only)
  std::vector<std::string> editions;
  bool found = false;                                               // GHS has the scenario
  std::map<std::string, int> offsets;                               // "living-corpse" -> 2
  std::map<std::tuple<std::string, std::string, int>, int> counts;  // monster, rank, C
  std::map<std::string, std::vector<std::string>> added;            // conditions on every attack
};

// The GHS scenario of a layout: Gloomhaven's by number (gh 1-95, fc 96-115); a solo
// scenario by its title, which both sources print (their numbers differ).
std::optional<fs::path> ghs_scenario(const json& layout, bool solo) {
  const int id = layout.at("id");
  if (!solo) {
    char name[32];
    std::snprintf(name, sizeof name, id <= 95 ? "gh/scenarios/%02d.json" : "fc/scenarios/%03d.json",
                  id);
    const fs::path p = fs::path(kGhs) / name;
    return fs::exists(p) ? std::optional(p) : std::nullopt;
  }
  for (const char* e : {"gh", "fc"})
    for (const auto& f : fs::directory_iterator(fs::path(kGhs) / e / "scenarios"))
      if (f.path().filename().string().rfind("solo", 0) == 0 &&
          words(load(f.path().string()).value("name", "")) == words(layout.value("title", "")))
        return f.path();
  return std::nullopt;
}

void read_rules(const json& g, BookSetup& s) {
  for (const json& r : g.value("rules", json::array()))
    // Every figure of a type moved a level up as round 1 starts (scenario 105's Bandit
    // Guards, "transfer" to "bandit-guard:+1"): a level offset, as a room list's.
    for (const json& f : r.value("figures", json::array()))
      if (r.value("round", "") == "R == 1" && r.value("start", false) &&
          f.value("type", "") == "transfer") {
        const std::string to = f.value("value", ""), who = f.at("identifier").value("name", "");
        if (to.rfind(who + ":", 0) == 0) s.offsets[who] = std::stoi(to.substr(who.size() + 1));
      }
  // A spawned monster's offset ("infiltrator:+1"): its type's, when no room places it.
  for (const json& r : g.value("rules", json::array()))
    for (const json& sp : r.value("spawns", json::array())) {
      const std::string n = sp.at("monster").at("name");
      if (const auto colon = n.find(':'); colon != std::string::npos)
        s.offsets.emplace(n.substr(0, colon), std::stoi(n.substr(colon + 1)));
    }
  for (const json& r : g.value("rules", json::array()))
    for (const json& e : r.value("statEffects", json::array())) {
      const json& eff = e.at("statEffect");
      if (!r.value("always", false) || r.contains("requiredRooms") || eff.size() != 1 ||
          !eff.contains("actions"))
        continue;
      for (const json& a : eff.at("actions"))
        if (a.at("type") == "condition")
          s.added[e.at("identifier").at("name")].push_back(a.at("value"));
    }
}

// The scenario's rooms as the book sets them up: the scenario file's, then each section's
// (the files of sections/ beside scenarios/ whose "parent" is the scenario's "index" and whose
// "group" is its own: Forgotten Circles reveals its rooms by sections), but a room the scenario
// file numbers already (monsters arriving there during the play, never placed at the start).
std::vector<json> book_rooms(const fs::path& file, const json& g) {
  std::vector<json> rooms = g.value("rooms", json::array());
  std::set<int> own;
  for (const json& r : rooms) own.insert(r.value("roomNumber", 0));
  const auto text = [](const json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); };
  const fs::path dir = file.parent_path().parent_path() / "sections";
  if (!fs::is_directory(dir) || !g.contains("index")) return rooms;
  std::vector<json> sections;
  std::map<int, std::set<std::string>> setting;  // room -> the sections that set it up
  for (const auto& f : fs::directory_iterator(dir)) {
    const json sec = load(f.path().string());
    if (!sec.contains("parent") || text(sec.at("parent")) != text(g.at("index")) ||
        sec.value("group", "") != g.value("group", ""))
      continue;
    sections.push_back(sec);
    for (const json& r : sec.value("rooms", json::array()))
      setting[r.value("roomNumber", 0)].insert(text(sec.at("index")));
  }
  // A section read after another that sets up the same room (it names it among its
  // parentSections) changes that room later in the play.
  for (const json& sec : sections) {
    std::set<std::string> after;
    for (const json& group : sec.value("parentSections", json::array()))
      for (const json& p : group) after.insert(text(p));
    for (const json& r : sec.value("rooms", json::array())) {
      const int n = r.value("roomNumber", 0);
      const bool later = std::any_of(setting[n].begin(), setting[n].end(), [&](const auto& o) {
        return o != text(sec.at("index")) && after.contains(o);
      });
      if (!own.contains(n) && !later) rooms.push_back(r);
    }
  }
  return rooms;
}

BookSetup read_setup(const json& layout, bool solo) {
  BookSetup s;
  const int id = layout.at("id");
  s.label = (solo ? "solo " : "") + std::to_string(id);
  s.solo = solo;
  s.editions = {"gh"};
  if ((solo && id == 18) || (!solo && id >= 96)) s.editions.push_back("fc");
  const auto g_file = ghs_scenario(layout, solo);
  if (!g_file) return s;
  s.found = true;
  const json g = load(g_file->string());
  for (const json& room : book_rooms(*g_file, g))
    for (const json& m : room.value("monster", json::array())) {
      std::string key = m.at("name");
      if (const auto colon = key.find(':'); colon != std::string::npos) {
        s.offsets[key.substr(0, colon)] = std::stoi(key.substr(colon + 1));
        key.resize(colon);
      }
      const auto data = monster_data(key, s.editions);
      for (int c = 2; c <= 4; ++c) {
        const std::string p = "player" + std::to_string(c);
        const json* rank = m.contains(p) ? &m.at(p) : m.contains("type") ? &m.at("type") : nullptr;
        if (rank == nullptr) continue;
        ++s.counts[{key, data && data->boss ? "boss" : rank->get<std::string>(), c}];
      }
    }
  read_rules(g, s);
  return s;
}

// --- the comparison ---------------------------------------------------------------------------

struct Tally {
  long facts = 0, agree = 0;
  long known = 0;    // differences in kStatRuleScenarios (their special rules' stat changes)
  long allowed = 0;  // GHS places more than the layout has hexes for, as the import warns
  long rounds = 0;
  long stat_facts = 0, count_facts = 0;  // of `facts`
  long unplaced_facts = 0;  // of `stat_facts`: the types no standee is (summoned, spawned)
  std::vector<std::string> wrong;
  std::map<std::string, Monster> monsters;  // by GHS key
};

std::string key_of(const std::string& type) {
  std::string k;
  for (const char ch : type)
    k += ch == ' ' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return k;
}

struct Placed {
  std::string type;
  Rank rank;       // as placed: a boss behind a door is placed "normal" (the boss's line)
  std::string id;  // a figure on the board as the round begins; empty behind a door
};

std::vector<Placed> placed_standees(const LoadedRound& r, int c) {
  std::vector<Placed> out;
  for (const Figure& f : r.position.figures)
    if (f.kind == Kind::Monster && f.type && f.rank) out.push_back({*f.type, *f.rank, f.id});
  for (const Door& d : r.round.doors)
    for (const DoorPlacement& p : d.monsters)
      if (const auto rank = p.ranks[static_cast<std::size_t>(c - 2)])
        out.push_back({p.type, *rank, ""});
  return out;
}

void compare_cards(const Card& want, const Card& got, const std::string& where, bool known,
                   Tally& t) {
  std::set<std::string> keys;
  for (const auto& [k, v] : want) keys.insert(k);
  for (const auto& [k, v] : got) keys.insert(k);
  for (const std::string& k : keys) {
    ++t.facts;
    ++t.stat_facts;
    const auto a = want.contains(k) ? want.at(k) : std::optional<int>(0);
    const auto b = got.contains(k) ? got.at(k) : std::optional<int>(0);
    if (a == b) {
      ++t.agree;
    } else if (known) {
      ++t.known;
    } else {
      t.wrong.push_back(where + " " + k + ": GHS " + (a ? std::to_string(*a) : "?") +
                        ", round file " + (b ? std::to_string(*b) : "?"));
    }
  }
}

// How many standees of `key` the import warned it had no hex for, at `c` characters.
int unplaced(const std::vector<std::string>& warnings, const std::string& key, int c) {
  const std::string tail = ", " + std::to_string(c) + " characters: GHS places one more";
  int n = 0;
  for (const std::string& w : warnings)
    if (w.find(", " + key + " ") != std::string::npos && w.find(tail) != std::string::npos) ++n;
  return n;
}

void compare_counts(const BookSetup& s,
                    const std::map<std::tuple<std::string, std::string, int>, int>& got,
                    const std::vector<std::string>& warnings, int c, Tally& t) {
  std::set<std::tuple<std::string, std::string, int>> keys;
  for (const auto& [k, n] : s.counts)
    if (std::get<2>(k) == c) keys.insert(k);
  for (const auto& [k, n] : got) keys.insert(k);
  // A named elite of a stat rule is written under its own name and rank (scenario 111's Husk,
  // GHS's elite Aesther Ashblade): in kStatRuleScenarios a count may move between types, as
  // long as the standees placed are as many as GHS's.
  int want_all = 0, have_all = 0;
  for (const auto& k : keys) {
    want_all += s.counts.contains(k) ? s.counts.at(k) : 0;
    have_all += got.contains(k) ? got.at(k) : 0;
  }
  const bool renamed = kStatRuleScenarios.contains(s.label) && want_all == have_all;
  for (const auto& k : keys) {
    ++t.facts;
    ++t.count_facts;
    const int want = s.counts.contains(k) ? s.counts.at(k) : 0;
    const int have = got.contains(k) ? got.at(k) : 0;
    const auto& [key, rank, chars] = k;
    if (want == have) {
      ++t.agree;
    } else if (have < want && have + unplaced(warnings, key, s.solo ? 2 : c) >= want) {
      ++t.allowed;
    } else if (renamed) {
      ++t.known;
    } else {
      t.wrong.push_back("scenario " + s.label + ", " + std::to_string(c) + " characters: " + key +
                        " " + rank + " standees: GHS " + std::to_string(want) + ", placed " +
                        std::to_string(have));
    }
  }
}

const Monster* monster_of(const std::string& key, const BookSetup& s, Tally& t) {
  if (!t.monsters.contains(key))
    if (const auto m = monster_data(key, s.editions)) t.monsters.emplace(key, *m);
  return t.monsters.contains(key) ? &t.monsters.at(key) : nullptr;
}

// The types the file writes that no standee is (a card's summons, a rule's spawns): each
// rank's card is the data's at the level (the spawn's offset put in).
void check_unplaced_types(const LoadedRound& r, const BookSetup& s, int c, int level,
                          const std::map<std::tuple<std::string, std::string, int>, int>& placed,
                          const std::string& at, Tally& t) {
  for (const auto& [name, type] : r.round.types) {
    const std::string key = key_of(name);
    if (std::any_of(placed.begin(), placed.end(),
                    [&](const auto& p) { return std::get<0>(p.first) == key; }))
      continue;
    const Monster* m = monster_of(key, s, t);
    if (m == nullptr) continue;  // a scenario's own figure GHS keeps elsewhere
    const int off = s.offsets.contains(key) ? s.offsets.at(key) : 0;
    const long before = t.stat_facts;
    for (const auto& [rank, card] :
         {std::pair{"normal", &type.normal}, std::pair{"elite", &type.elite},
          std::pair{"boss", &type.boss}})
      if (*card)
        compare_cards(
            reference_card(*m, m->boss ? "boss" : rank, std::clamp(level + off, 0, 7), c,
                           s.added.contains(key) ? s.added.at(key) : std::vector<std::string>{}),
            round_card(**card, c), at + ", " + name + " " + rank + " (not placed)",
            kStatRuleScenarios.contains(s.label), t);
    t.unplaced_facts += t.stat_facts - before;
  }
}

// The round file `r` (read from `j`) as a player plays it: a value the scenario's special rules
// set and the file keeps as a named unknown (scenario 48's Dark Rider attacks "3+X") is given,
// as the round asks (round.unknowns; 0 here: the value is the table's, not a fact of the data,
// and the cards are compared as the file writes them).
LoadedRound with_unknowns_given(const LoadedRound& r, json j, const std::string& file) {
  std::set<char> letters;
  for (const auto& [name, type] : r.round.types) {
    for (const auto* card : {&type.normal, &type.elite, &type.boss})
      if (*card)
        for (const PendingUnknown& u : (*card)->unknowns) letters.insert(u.letter);
    for (const PendingUnknown& u : type.card.unknowns) letters.insert(u.letter);
  }
  if (letters.empty()) return r;
  for (const char l : letters) j["round"]["unknowns"][std::string(1, l)] = 0;
  return read_round(j, file);
}

void check_import(const std::string& file, const BookSetup& s, int c, int level, Tally& t) {
  game::LayoutRequest q;
  q.characters = c;
  q.level = level;
  q.data = kGhs;
  const std::string at = "scenario " + s.label + ", " + std::to_string(c) + " characters, level " +
                         std::to_string(level);
  const game::LayoutImporter::Imported imported = kVgbImporter.import_one(q, file);
  const LoadedRound r = read_round(json::parse(imported.text), file);
  std::map<std::string, std::optional<int>> board_hp;  // figure -> its hit points at the start
  try {
    TurnWorkspace ws;
    RoundRequest rq;
    rq.choose = r.round.choose;
    const LoadedRound played = with_unknowns_given(r, json::parse(imported.text), file);
    for (const FigureEnd& f : play_round(played, profile_for(RuleSet::Gloomhaven), rq, ws).start)
      board_hp[f.id] = f.max_hp;
    ++t.rounds;
  } catch (const std::exception& e) {
    t.wrong.push_back(at + ": the round does not play: " + e.what());
  }
  std::map<std::tuple<std::string, std::string, int>, int> counts;
  for (const Placed& p : placed_standees(r, c)) {
    const std::string key = key_of(p.type);
    const Monster* m = monster_of(key, s, t);
    if (m == nullptr) {
      t.wrong.push_back(at + ": " + p.type + " is no monster of " + s.editions.back());
      continue;
    }
    const std::string rank = m->boss ? "boss" : p.rank == Rank::Elite ? "elite" : "normal";
    ++counts[{key, rank, c}];
    const MonsterType& type = r.round.types.at(p.type);
    const auto& card = p.rank == Rank::Boss    ? type.boss
                       : p.rank == Rank::Elite ? type.elite
                                               : type.normal;
    ASSERT_TRUE(card) << at << ": " << p.type << " has no card of its rank";
    const int off = s.offsets.contains(key) ? s.offsets.at(key) : 0;
    const auto added = s.added.contains(key) ? s.added.at(key) : std::vector<std::string>{};
    Card want = reference_card(*m, rank, std::clamp(level + off, 0, 7), c, added);
    Card got = round_card(*card, c);
    // A figure on the board as the round begins: its own hit points are its card's.
    if (!p.id.empty()) {
      want["hp on the board"] = want["hp"];
      got["hp on the board"] = board_hp.contains(p.id) ? board_hp.at(p.id) : std::nullopt;
    }
    compare_cards(want, got, at + ", " + p.type + " " + rank, kStatRuleScenarios.contains(s.label),
                  t);
  }
  if (s.found) compare_counts(s, counts, imported.warnings, c, t);
  check_unplaced_types(r, s, c, level, counts, at, t);
}

TEST(RealData, EveryLayoutAtEveryLevelAndCountHasTheBooksStandeesAndCards) {
  const fs::path dir = src("data/vgb/scenarios");
  if (!fs::is_directory(fs::path(kGhs) / "gh" / "monster"))
    GTEST_SKIP() << "no GHS data at " << kGhs << " (AGPL, not shipped: scripts/fetch-data.sh)";
  Tally t;
  int layouts = 0;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (e.path().extension() != ".json") continue;
    ++layouts;
    const bool solo = e.path().parent_path().filename() == "solo";
    const BookSetup s = read_setup(load(e.path().string()), solo);
    for (int c = 2; c <= 4; ++c)
      for (int level = 0; level <= 7; ++level) check_import(e.path().string(), s, c, level, t);
  }
  EXPECT_EQ(layouts, 132);
  EXPECT_EQ(t.rounds, 132 * 3 * 8);
  std::string shown;
  for (std::size_t i = 0; i < t.wrong.size() && i < 60; ++i) shown += t.wrong[i] + "\n";
  EXPECT_TRUE(t.wrong.empty()) << t.wrong.size() << " facts differ:\n" << shown;
  std::cout << "[ facts    ] " << t.facts << " compared (" << t.stat_facts << " of stat cards, "
            << t.count_facts << " standee counts; " << t.unplaced_facts
            << " of types no standee is), " << t.agree << " agree, " << t.allowed
            << " counts short as warned, " << t.known << " known exceptions, " << t.wrong.size()
            << " differ\n";
}

}  // namespace
}  // namespace arbiter::gloomhaven::import
