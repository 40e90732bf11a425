// A VGB layout and GHS monster data to a round file (see import.hpp). The map is written in
// VGB's own odd-r system, moved so that no coordinate is negative (rows by an even number,
// which keeps every hex's neighbours).
#include <algorithm>
#include <memory>
#include <random>
#include <set>

#include "solver/gloomhaven/import/editions.hpp"
#include "solver/gloomhaven/import/ghs_figure_rules.hpp"
#include "solver/gloomhaven/import/import.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven::import {

using nlohmann::json;
using scenario::ScenarioError;

namespace {

// The type's name as the round file writes it: a special rule's "name" for the whole
// scenario (the Steel Lion standing in for a City Guard) else the data's.
std::string type_name(const std::string& key, const GhsRules& rules) {
  return ghs_type_name(stat_effect_name(key, rules.stat_effects));
}

struct Loaded {
  GhsMonster monster;
  std::shared_ptr<const GhsDeck> deck;  // shared by the types that share a deck file
  std::string file, deck_file;
  std::vector<std::string> changes;  // what the special rules changed on its stat cards
};

// Decks already read, by file, (for a boss, whose specials fill the deck) boss and level: a
// deck shared by many types at one level is read once.
using DeckCache = std::map<std::pair<std::string, std::string>, std::shared_ptr<const GhsDeck>>;

std::string edition_names(const std::vector<std::string>& editions) {
  return edition_list({editions.begin(), editions.end()});
}

// The level a type's stat cards (and its deck's L) are read at: the scenario level plus the
// offset a special rule gives the type, within the cards' levels 0..7.
int level_of(const std::string& key, const ImportOptions& o) {
  const auto it = o.rules.level_offsets.find(key);
  return std::clamp(o.level + (it == o.rules.level_offsets.end() ? 0 : it->second), 0, 7);
}

// A special rule's level offset, as the notes say it; empty without one.
std::string level_note(const std::string& key, const ImportOptions& o) {
  const auto it = o.rules.level_offsets.find(key);
  if (it == o.rules.level_offsets.end()) return "";
  const int off = it->second, level = level_of(key, o);
  const bool capped = level != o.level + off;
  return type_name(key, o.rules) + ": its stat cards are level " + std::to_string(level) +
         "'s (a special rule places it at the scenario level " + (off > 0 ? "+" : "") +
         std::to_string(off) + (capped ? ", capped at the cards' levels 0 to 7" : "") + ")";
}

Loaded load_monster(const std::string& key, const ImportOptions& o, const std::string& vgb,
                    DeckCache& decks) {
  const int level = level_of(key, o);
  const auto file = o.data.monster_file(key);
  if (!file)
    throw ScenarioError(vgb, "monsters",
                        "the data folder " + scenario::quote(o.data.dir) + " has no monster " +
                            scenario::quote(key) + " in the editions this scenario reads (" +
                            edition_names(o.data.editions) + "; looked for <edition>/monster/" +
                            key + ".json)");
  Loaded l;
  l.file = *file;
  json data = read_ghs_file(*file);
  l.changes = apply_stat_effects(data, key, o.rules.stat_effects, level, std::max(o.characters, 1));
  l.monster = read_ghs_monster(data, *file, level, std::max(o.characters, 1));
  const auto deck = o.data.deck_file(
      *file, l.monster.deck, stat_effect_changes_deck(key, o.rules.stat_effects) ? "" : key);
  if (!deck)
    throw ScenarioError(*file, "deck",
                        "no ability deck " + scenario::quote(l.monster.deck) + " beside it (deck/" +
                            l.monster.deck + ".json) nor in the editions " +
                            edition_names(o.data.editions));
  l.deck_file = *deck;
  std::shared_ptr<const GhsDeck>& cached =
      decks[{*deck, (l.monster.boss ? key : std::string()) + "@" + std::to_string(level)}];
  if (!cached)
    cached = std::make_shared<const GhsDeck>(read_ghs_deck(read_ghs_file(*deck), *deck,
                                                           l.monster.boss ? &l.monster : nullptr,
                                                           level, std::max(o.characters, 1)));
  l.deck = cached;
  return l;
}

// A deck card as the round file's monster_types.<type>.card.
json card_json(const GhsDeck& deck, const GhsCard& card) {
  json c;
  c["initiative"] = card.initiative;
  c["name"] = deck.name + " " + std::to_string(card.id) + (card.shuffle ? " (shuffle)" : "") +
              (card.name.empty() ? "" : ": " + card.name);
  c["actions"] = card.actions;
  if (!card.not_modelled.empty()) c["not_modelled"] = card.not_modelled;
  return c;
}

// The layout's monsters, each loaded once (by its GHS key).
std::map<std::string, Loaded> load_monsters(const Layout& layout, const ImportOptions& o) {
  std::map<std::string, Loaded> loaded;
  DeckCache decks;
  for (const Room& r : layout.rooms)
    for (const Standee& s : r.standees)
      if (!loaded.contains(s.monster))
        loaded.emplace(s.monster, load_monster(s.monster, o, o.source, decks));
  return loaded;
}

// A boss behind a door is placed as "normal" (doors place normal and elite): the same
// line, its hit points ("NxC" / "N+MxC", as ghs.cpp keeps them) for this character count.
json boss_as_normal(json normal, int chars) {
  // Another formula (over a letter the scenario defines) stays for the round to ask for.
  if (normal["hp"].is_string() && normal["hp"].get<std::string>().ends_with("xC")) {
    const std::string f = normal["hp"];
    const auto x = f.find("xC");
    const auto plus = f.find('+');
    const int per =
        std::stoi(plus == std::string::npos ? f.substr(0, x) : f.substr(plus + 1, x - plus - 1));
    const int base = plus == std::string::npos ? 0 : std::stoi(f.substr(0, plus));
    normal["hp"] = std::max(1, base + per * std::max(chars, 1));
  }
  return normal;
}

// A door's standee's rank for `chars` characters as the round file writes it. A boss
// listed as elite is the data's slip (a boss has one stat line): it is placed as the boss
// (written "normal", which carries the boss's line), with a repair noted.
std::string placed_rank(const Standee& s, int chars, bool boss, std::vector<std::string>& repairs) {
  const StandeeRank r = s.ranks[static_cast<std::size_t>(chars - 2)];
  if (boss && r == StandeeRank::Elite) {
    repairs.push_back("boss " + s.monster + " listed as elite for " + std::to_string(chars) +
                      " characters: placed as the boss");
    return "normal";
  }
  return std::string(standee_rank_name(r));
}

// The rules of some rounds that name monster `key`, which the round applies by round.number:
// initiative changes (monster_types.<type>.initiative_changes) and its inactive rounds.
void add_initiative_changes(json& t, const std::string& key, const GhsRules& rules, int scenario) {
  for (const GhsInitiativeChange& c : rules.initiative_changes)
    if (stat_effect_applies(c.who, key))
      t["initiative_changes"].push_back({{"rounds", c.rounds}, {"change", c.change}});
  if (const auto it = rules.inactive.find(key); it != rules.inactive.end())
    t["inactive"] = {{"name", "scenario " + std::to_string(scenario) + ", " + it->second.second},
                     {"rounds", it->second.first}};
}

// Monster `key`'s figure changes and door changes (each rule waiting for a room's reveal naming
// it: its stat cards with the scenario's and the rule's effects, from the room's doors on).
void add_door_changes(json& t, const std::string& key, const Loaded& l, const ImportOptions& o,
                      int scenario, std::vector<std::string>& notes) {
  const int level = level_of(key, o), chars = std::max(o.characters, 1);
  for (json& c : figure_changes_json(o.rules, key, scenario)) t["figure_changes"].push_back(c);
  for (const GhsRoomStatEffect& e : o.rules.room_stat_effects) {
    if (!stat_effect_applies(e.effect.who, key)) continue;
    json data = read_ghs_file(l.file);
    apply_stat_effects(data, key, o.rules.stat_effects, level, chars);  // noted with the type
    const auto changed = apply_stat_effects(data, key, {e.effect}, level, chars);
    const GhsMonster m = read_ghs_monster(data, l.file, level, chars);
    const std::string when = "once room " + std::to_string(e.room) + " is revealed (map.doors " +
                             json(e.doors).dump() + ")";
    if (!m.unknowns.empty() || e.doors.empty()) {  // integers, and a door to wait for
      notes.push_back(type_name(key, o.rules) + ": " + e.effect.rule + " " + when +
                      " not written (" + (e.doors.empty() ? "no door" : m.unknowns.front()) + ")");
      continue;
    }
    json c = {{"name", "scenario " + std::to_string(scenario) + ", special " + e.effect.rule},
              {"doors", e.doors}};
    for (const auto& [rank, card] : m.stats) c[rank] = card;
    if (m.boss && c.contains("boss")) c["normal"] = boss_as_normal(c["boss"], o.characters);
    t["door_changes"].push_back(std::move(c));
    for (const std::string& n : changed) notes.push_back(n + ", " + when);
    for (const std::string& n : m.not_modelled)
      if (std::find(l.monster.not_modelled.begin(), l.monster.not_modelled.end(), n) ==
          l.monster.not_modelled.end())
        notes.push_back(type_name(key, o.rules) + " stat card " + when + ", not modelled: " + n);
  }
}

// A type no room places (summoned or spawned): its stat cards and its deck's first card. A
// boss is placed as "normal", which carries the boss's line (as behind a door).
json summoned_type_json(const Loaded& l, int chars) {
  json t;
  for (const auto& [rank, card] : l.monster.stats) t[rank] = card;
  if (l.monster.boss && t.contains("boss")) t["normal"] = boss_as_normal(t["boss"], chars);
  if (l.monster.count > 0) t["standees"] = l.monster.count;
  t["card"] = card_json(*l.deck, l.deck->cards.front());
  return t;
}

// The monster types `types` lacks that the layout's cards summon (and theirs, in turn), with
// their stat cards at the level: a summon names a type of the round file. A summoned monster
// does not act in the round it appears, so no card is drawn for it (its deck's first card is
// written; the rng draws of the other types stay as they were).
json with_summoned(json types, const std::map<std::string, Loaded>& loaded, const ImportOptions& o,
                   int scenario, std::vector<std::string>& notes) {
  DeckCache decks;
  std::map<std::string, Loaded> added;
  std::vector<const Loaded*> todo;
  for (const auto& [key, l] : loaded) todo.push_back(&l);
  // Writes type `n` (its stat cards, its deck's first card) unless the file has it already;
  // its own summons are then looked at in turn.
  auto add = [&](const std::string& n, const std::string& why) {
    if (loaded.contains(n) || added.contains(n)) return;
    const Loaded& l = added.emplace(n, load_monster(n, o, o.source, decks)).first->second;
    todo.push_back(&l);
    json& t = types[type_name(n, o.rules)] = summoned_type_json(l, o.characters);
    add_initiative_changes(t, n, o.rules, scenario);
    notes.insert(notes.end(), l.changes.begin(), l.changes.end());
    add_door_changes(t, n, l, o, scenario, notes);
    notes.push_back(type_name(n, o.rules) + ": " + why);
  };
  // The types the scenario's spawns set up that no room places: the round places them from
  // these stat cards. Like a summoned type's, the card is the deck's first (the rng draws of
  // the other types stay as they were); a type the data lacks stays out, and the round says
  // that spawn is not placed.
  for (const GhsSpawn& s : o.rules.spawns)
    if (o.data.monster_file(s.monster))
      add(s.monster,
          "set up by a spawn; its stat cards are written, and its deck's first card (not drawn)");
  while (!todo.empty()) {
    const Loaded* l = todo.back();
    todo.pop_back();
    for (const std::string& n : l->deck->summons)
      add(n, "summoned by a card; its stat cards are written, its card is not played this round");
  }
  return types;
}

// --card TYPE=ID by the data's key ("bandit-guard") or the type's name as the round file
// writes it ("Bandit Guard", any case): the cards by key. A type the scenario does not place
// is refused with the types it does, under both names.
std::map<std::string, int> card_keys(const std::map<std::string, int>& cards,
                                     const std::map<std::string, Loaded>& loaded,
                                     const ImportOptions& o) {
  const std::string& vgb = o.source;
  const auto lower = [](std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  std::map<std::string, int> out;
  for (const auto& [type, id] : cards) {
    std::string key;
    for (const auto& [k, l] : loaded)
      if (k == type || lower(type_name(k, o.rules)) == lower(type)) key = k;
    if (key.empty()) {
      std::string valid;
      for (const auto& [k, l] : loaded)
        valid +=
            (valid.empty() ? "" : ", ") + scenario::quote(type_name(k, o.rules)) + " (" + k + ")";
      throw ScenarioError(vgb, "--card " + type,
                          "the scenario places no monster " + scenario::quote(type) +
                              "; its monster types: " + (valid.empty() ? "none" : valid));
    }
    out[key] = id;
  }
  return out;
}

// The shift of a layout's cells to the round file's hexes: columns to 0, rows by an even
// number to 0 or 1. Moving rows by an even number keeps odd rows odd; columns then move by
// a whole number.
class Shift {
 public:
  explicit Shift(const Layout& layout) {
    int min_row = 0;
    for (const Cell& c : layout.hexes) {
      min_col_ = std::min(min_col_, c.col);
      min_row = std::min(min_row, c.row);
    }
    drow_ = -min_row + ((min_row & 1) ? 1 : 0);
  }
  json hex(Cell c) const { return json::array({c.col - min_col_, c.row + drow_}); }
  json hexes(const std::vector<Cell>& cs) const {
    json a = json::array();
    for (const Cell& c : cs) a.push_back(hex(c));
    return a;
  }

 private:
  int min_col_ = 0;
  int drow_ = 0;
};

// A monster the scenario puts on the characters' side (GHS "allies").
bool is_ally(const std::string& key, const ImportOptions& o) {
  return std::find(o.rules.allies.begin(), o.rules.allies.end(), key) != o.rules.allies.end();
}

// The conditions a special rule gives monster `key` as round 1 starts, or for the whole
// scenario.
json monster_conditions(const std::string& key, const GhsRules& rules) {
  json out = json::array();
  for (const std::string& k : {std::string("*"), key})
    if (const auto it = rules.monster_conditions.find(k); it != rules.monster_conditions.end())
      for (const std::string& c : it->second)
        if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  add_permanent_conditions(out, key, rules);  // never expiring
  return out;
}

// map.objectives: one entry a token, on its hex when placed.
json objectives_json(const GhsRules& rules, const Shift& shift) {
  json out = json::array();
  for (const GhsObjective& g : rules.objectives)
    for (int i = 0; i < g.count; ++i) {
      json e = {{"name", g.name}, {"escort", g.escort}};
      if (g.hp) e["hp"] = *g.hp;
      if (!g.health.empty()) e["hp_formula"] = g.health;
      if (!g.marker.empty()) e["marker"] = g.marker;
      if (g.initiative) e["initiative"] = *g.initiative;
      if (static_cast<std::size_t>(i) < g.cells.size())
        e["hex"] = shift.hex(g.cells[static_cast<std::size_t>(i)]);
      out.push_back(e);
    }
  return out;
}

// The card a type plays: the one --card names, else one drawn from its deck by `rng`.
const GhsCard& card_of(const std::string& key, const Loaded& l,
                       const std::map<std::string, int>& chosen, std::mt19937_64& rng,
                       const ImportOptions& o, std::vector<std::string>& notes) {
  const std::string name = type_name(key, o.rules);
  if (const auto it = chosen.find(key); it != chosen.end()) {
    for (const GhsCard& c : l.deck->cards) {
      if (c.id != it->second) continue;
      notes.push_back(name + ": card " + std::to_string(c.id) + " chosen");
      return c;
    }
    std::string ids;
    for (const GhsCard& c : l.deck->cards) ids += (ids.empty() ? "" : ", ") + std::to_string(c.id);
    throw ScenarioError(o.source, "--card " + key,
                        "deck " + scenario::quote(l.deck->name) + " (" + l.deck_file +
                            ") has no card " + std::to_string(it->second) + "; its cards: " + ids);
  }
  const GhsCard& card = l.deck->cards[rng() % l.deck->cards.size()];
  notes.push_back(name + ": card " + std::to_string(card.id) + " drawn (seed " +
                  std::to_string(o.seed) + ")");
  return card;
}

// The monster types: stat cards at the level, a card each (and the types they summon).
json monster_types(const std::map<std::string, Loaded>& loaded, const ImportOptions& o,
                   int scenario, std::vector<std::string>& notes) {
  const std::map<std::string, int> chosen = card_keys(o.cards, loaded, o);
  std::mt19937_64 rng(o.seed);
  json types = json::object();
  for (const auto& [key, l] : loaded) {
    const std::string name = type_name(key, o.rules);
    json t;
    const bool boss = l.monster.boss;
    for (const auto& [rank, card] : l.monster.stats) t[rank] = card;
    if (boss && t.contains("boss")) t["normal"] = boss_as_normal(t["boss"], o.characters);
    if (l.monster.count > 0) t["standees"] = l.monster.count;
    if (std::string n = level_note(key, o); !n.empty()) notes.push_back(std::move(n));
    notes.insert(notes.end(), l.changes.begin(), l.changes.end());
    if (l.monster.bottom_first)
      notes.push_back(name + ": each card's bottom actions act first, then its top ones" +
                      (l.deck->bottom_first
                           ? std::string()
                           : " (its deck, " + l.deck->name + ", has no card with bottom actions)"));
    const GhsCard& card = card_of(key, l, chosen, rng, o, notes);
    t["card"] = card_json(*l.deck, card);
    t["card"]["initiative"] = stat_effect_initiative(key, card.initiative, o.rules.stat_effects,
                                                     level_of(key, o), o.characters);
    add_initiative_changes(t, key, o.rules, scenario);
    add_door_changes(t, key, l, o, scenario, notes);
    for (const std::string& n : l.monster.not_modelled)
      notes.push_back(name + " stat card, not modelled: " + n);
    for (const std::string& n : l.monster.unknowns) notes.push_back(name + " stat card: " + n);
    for (const std::string& n : card.not_modelled)
      notes.push_back(name + " card, not modelled: " + n);
    types[name] = t;
  }
  return with_summoned(std::move(types), loaded, o, scenario, notes);
}

// The map's terrain (and the traps' effects into `map`).
json terrain_of(const Layout& layout, const Shift& shift, json& map) {
  json terrain = json::object();
  if (!layout.walls.empty()) terrain["wall"] = shift.hexes(layout.walls);
  if (!layout.obstacles.empty()) terrain["obstacle"] = shift.hexes(layout.obstacles);
  if (!layout.traps.empty()) {
    json t = json::array(), effects = json::array();
    for (const Trap& tr : layout.traps) {
      t.push_back(shift.hex(tr.cell));
      json e;
      e["hex"] = shift.hex(tr.cell);
      // Spike: damage; bear trap: damage and immobilize; poison gas: poison, no damage.
      e["damage"] = tr.kind != TrapKind::Poison;
      if (tr.kind == TrapKind::Bear) e["conditions"] = json::array({"immobilize"});
      if (tr.kind == TrapKind::Poison) e["conditions"] = json::array({"poison"});
      e["kind"] = trap_kind_name(tr.kind);
      effects.push_back(e);
    }
    terrain["trap"] = t;
    map["traps"] = effects;
  }
  if (!layout.hazardous.empty()) terrain["hazardous"] = shift.hexes(layout.hazardous);
  if (!layout.difficult.empty()) terrain["difficult"] = shift.hexes(layout.difficult);
  return terrain;
}

// Door d: its hex and the hexes and standees of every room it reveals (and rooms joined to
// those through corridors).
json door_json(const Layout& layout, std::size_t d, const Shift& shift,
               const std::map<std::string, Loaded>& loaded, const ImportOptions& o,
               std::vector<std::string>& repairs) {
  json door;
  door["hex"] = shift.hex(layout.doors[d].cell);
  if (layout.doors[d].locked) door["locked"] = true;
  std::vector<Cell> room;
  json placements = json::array();
  for (const Room& r : layout.rooms) {
    if (r.door != static_cast<int>(d)) continue;
    for (const Cell& c : r.cells)
      if (c != layout.doors[d].cell &&
          !std::binary_search(layout.walls.begin(), layout.walls.end(), c))
        room.push_back(c);
    for (const Standee& s : r.standees) {
      json p;
      p["hex"] = shift.hex(s.cell);
      p["type"] = type_name(s.monster, o.rules);
      const bool boss = loaded.at(s.monster).monster.boss;
      json ranks;
      for (int c = 2; c <= 4; ++c) ranks[std::to_string(c)] = placed_rank(s, c, boss, repairs);
      p["ranks"] = ranks;
      if (is_ally(s.monster, o)) p["side"] = "players";
      placements.push_back(p);
    }
  }
  std::sort(room.begin(), room.end());
  room.erase(std::unique(room.begin(), room.end()), room.end());
  // A standee on a hex an earlier room drew first (tiles overlap at their edges) is still
  // this room's, as VGB shows it: the hex is revealed with this door too.
  for (const Room& r : layout.rooms)
    if (r.door == static_cast<int>(d))
      for (const Standee& s : r.standees)
        if (std::find(room.begin(), room.end(), s.cell) == room.end()) room.push_back(s.cell);
  door["room"] = shift.hexes(room);
  if (!placements.empty()) door["monsters"] = placements;
  return door;
}

json map_json(const Layout& layout, const Shift& shift, const std::map<std::string, Loaded>& loaded,
              const ImportOptions& o, std::vector<std::string>& repairs) {
  json map;
  map["hexes"] = shift.hexes(layout.hexes);
  json terrain = terrain_of(layout, shift, map);
  if (!terrain.empty()) map["terrain"] = terrain;
  json doors = json::array();
  for (std::size_t d = 0; d < layout.doors.size(); ++d)
    doors.push_back(door_json(layout, d, shift, loaded, o, repairs));
  if (!doors.empty()) map["doors"] = doors;
  json money = json::array();
  for (const Coins& c : layout.coins) {
    if (c.amount != 1)
      repairs.push_back("a coin worth " + std::to_string(c.amount) + " at " +
                        shift.hex(c.cell).dump() +
                        ": written as one money token (a round file holds one a hex)");
    money.push_back(shift.hex(c.cell));
  }
  if (!money.empty()) map["money"] = money;
  if (!layout.starts.empty()) map["starting_hexes"] = shift.hexes(layout.starts);
  if (!layout.chests.empty()) {
    json t = json::array();
    for (const Chest& c : layout.chests) t.push_back({{"hex", shift.hex(c.cell)}, {"id", c.id}});
    map["treasure"] = t;
  }
  if (json obj = objectives_json(o.rules, shift); !obj.empty()) map["objectives"] = obj;
  if (json sp = spawns_json(o.rules); !sp.empty()) map["spawns"] = sp;
  if (json r = round_rules_json(o.rules, layout.id); !r.empty()) map["rules"] = r;
  return map;
}

// The figures: the starting room's standees, and the characters on starting hexes.
json figures_json(const Layout& layout, const Shift& shift, const ImportOptions& o,
                  const std::map<std::string, Loaded>& loaded, std::vector<std::string>& repairs,
                  std::vector<std::string>& notes) {
  const int chars = o.characters;
  json figures = json::array();
  std::map<std::string, int> numbers;
  std::set<Cell> taken;
  for (const Room& r : layout.rooms) {
    if (r.door != -1) continue;
    for (const Standee& s : r.standees) {
      const StandeeRank rank = s.rank_for(chars);
      if (rank == StandeeRank::None) continue;
      const std::string name = type_name(s.monster, o.rules);
      const int n = ++numbers[name];
      const bool boss = loaded.at(s.monster).monster.boss;
      if (boss) placed_rank(s, std::clamp(chars, 2, 4), boss, repairs);
      json f = {{"id", name + " " + std::to_string(n)},
                {"side", is_ally(s.monster, o) ? "players" : "monsters"},
                {"kind", "monster"},
                {"hex", shift.hex(s.cell)},
                {"type", name},
                {"rank", boss ? "boss" : std::string(standee_rank_name(rank))},
                {"standee", n}};
      if (json c = monster_conditions(s.monster, o.rules); !c.empty()) f["conditions"] = c;
      figures.push_back(f);
      taken.insert(s.cell);
    }
  }
  int placed = 0;
  for (const Cell& c : layout.starts) {
    if (placed == chars) break;
    if (taken.contains(c)) continue;
    ++placed;
    json f = {{"id", "C" + std::to_string(placed)},
              {"side", "players"},
              {"kind", "character"},
              {"hex", shift.hex(c)},
              {"initiative", 40 + placed}};
    if (!o.rules.character_conditions.empty()) f["conditions"] = o.rules.character_conditions;
    figures.push_back(f);
  }
  if (placed == 0)
    throw ScenarioError(o.source, "starting-location", "no free starting hex for a character");
  if (placed < chars)
    notes.push_back("only " + std::to_string(placed) +
                    " free starting hexes: " + std::to_string(placed) + " of the " +
                    std::to_string(chars) + " characters placed");
  return figures;
}

std::string notes_text(const Layout& layout, const ImportOptions& o,
                       const std::vector<std::string>& notes,
                       const std::vector<std::string>& repairs) {
  std::string text =
      "Layout from \"Virtual Gloomhaven Board\" by Purple Kingdom Games (scenario " +
      std::to_string(layout.id) + ", " + o.source +
      "), licensed CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), "
      "https://github.com/PurpleKingdomGames/virtual-gloomhaven-board; placed and converted "
      "to a round file by arbiter import vgb. Monster stats and ability cards (game content "
      "by Cephalofair Games) read from the Gloomhaven Secretariat data in " +
      o.data.dir + " at level " + std::to_string(o.level) + ". Characters C1..C" +
      std::to_string(o.characters) +
      " stand on the first free starting hexes with initiatives 41.. and no actions: set "
      "them to the table's.";
  for (const std::string& n : notes) text += " " + n + ".";
  for (const std::string& n : repairs) text += " Repaired: " + n + ".";
  return text;
}

}  // namespace

json import_vgb(const Layout& layout, const ImportOptions& o, std::vector<std::string>* warnings) {
  std::vector<std::string> repairs = layout.repairs;
  const int chars = o.characters;
  const Shift shift(layout);
  json out;
  out["format"] = 1;
  out["game"] = "gloomhaven";
  out["name"] = "vgb-" + std::to_string(layout.id);
  out["title"] = layout.title + " (scenario " + std::to_string(layout.id) + ", " +
                 std::to_string(chars) + " characters, level " + std::to_string(o.level) + ")";
  out["coordinates"] = "odd-r";
  const std::map<std::string, Loaded> loaded = load_monsters(layout, o);
  std::vector<std::string> notes;
  out["monster_types"] = monster_types(loaded, o, layout.id, notes);
  if (!o.rules.elements.empty()) out["elements"] = o.rules.elements;
  out["map"] = map_json(layout, shift, loaded, o, repairs);
  out["figures"] = figures_json(layout, shift, o, loaded, repairs, notes);
  json round;
  round["characters"] = chars;
  // The file is round 1: its spawns', rules', initiative changes', inactive types' rounds.
  if (!o.rules.spawns.empty() || !o.rules.round_rules.empty() ||
      !o.rules.initiative_changes.empty() || !o.rules.inactive.empty())
    round["number"] = 1;
  round["trap_damage"] = trap_damage_at(o.level);
  round["hazard_damage"] = hazard_damage_at(o.level);
  out["round"] = round;
  out["notes"] = notes_text(layout, o, notes, repairs);
  if (warnings != nullptr) *warnings = std::move(repairs);
  return out;
}

json monster_decks(const Layout& layout, const ImportOptions& o) {
  json out = json::object();
  for (const auto& [key, l] : load_monsters(layout, o)) {
    json cards = json::array();
    for (const GhsCard& c : l.deck->cards) {
      json x = card_json(*l.deck, c);
      x["id"] = c.id;
      cards.push_back(x);
    }
    out[type_name(key, o.rules)] = {{"key", key}, {"deck", l.deck->name}, {"cards", cards}};
  }
  return out;
}

}  // namespace arbiter::gloomhaven::import
