// What a round file adds to the map (docs/format.md, "Gloomhaven rounds"): closed doors
// with their rooms and the monsters placed when one opens (by number of characters), and
// money tokens.
#include <algorithm>
#include <array>
#include <cstdint>
#include <set>
#include <string_view>

#include "solver/gloomhaven/round_file_reader.hpp"

namespace arbiter::gloomhaven::round_file_detail {

namespace {
constexpr std::array<std::string_view, 2> kSides = {"players", "monsters"};
}  // namespace

void RoundReader::read_doors(const json& v, const Path& at) {
  require_list(v, at);
  std::set<std::pair<int, int>> doors;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const Path dat = at.item(i);
    const json& o = require_object(v[i], dat, {"hex", "room", "monsters", "locked"});
    Door d;
    if (const json* l = find_field(o, "locked")) d.locked = get_bool(*l, dat.field("locked"));
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

DoorPlacement RoundReader::placement(const json& v, const Path& at, const Door& d) const {
  const json& o = require_object(v, at, {"hex", "type", "rank", "ranks", "id", "side"});
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
  if (const json* s = find_field(o, "side"))
    p.side = get_name(*s, at.field("side"), "side", kSides) == 0 ? Side::Players : Side::Monsters;
  return p;
}

void RoundReader::read_money(const json& v, const Path& at) {
  require_list(v, at);
  scenario::check_count(*this, v.size(), at, kMaxMoney, "money tokens");
  for (std::size_t i = 0; i < v.size(); ++i) {
    const Coord h = parse_open_hex(v[i], at.item(i));
    if (std::find(r_.money.begin(), r_.money.end(), h) != r_.money.end())
      fail(at.item(i), "hex " + written(h) + " already has a money token");
    r_.money.push_back(h);
  }
}

// Extensions an importer writes (docs/format.md, "Map additions"): each trap's effect, the
// starting hexes and treasure tiles. Every hex must be a trap / open hex of the map.
void RoundReader::read_traps(const json& v, const Path& at) {
  require_list(v, at);
  for (std::size_t i = 0; i < v.size(); ++i) {
    const Path tat = at.item(i);
    const json& o = require_object(v[i], tat, {"hex", "damage", "conditions", "kind"});
    TrapEffect t;
    t.hex = parse_open_hex(required(o, tat, "hex"), tat.field("hex"));
    const bool trap = std::any_of(s_.map.terrain.begin(), s_.map.terrain.end(), [&](const auto& e) {
      return e.first == t.hex && e.second == TerrainType::Trap;
    });
    if (!trap)
      fail(tat.field("hex"), "hex " + written(t.hex) + " is not a trap (map.terrain.trap)");
    for (const TrapEffect& e : r_.traps)
      if (e.hex == t.hex)
        fail(tat.field("hex"), "hex " + written(t.hex) + " already has an effect");
    if (const json* d = find_field(o, "damage")) t.damage = get_bool(*d, tat.field("damage"));
    if (const json* c = find_field(o, "conditions"))
      t.conditions = conditions(*c, tat.field("conditions"));
    if (const json* k = find_field(o, "kind")) get_nonempty_string(*k, tat.field("kind"));
    r_.traps.push_back(t);
  }
}

void RoundReader::read_starting_hexes(const json& v, const Path& at) {
  require_list(v, at);
  for (std::size_t i = 0; i < v.size(); ++i) {
    const Coord h = parse_open_hex(v[i], at.item(i));
    if (std::find(r_.starting_hexes.begin(), r_.starting_hexes.end(), h) != r_.starting_hexes.end())
      fail(at.item(i), "hex " + written(h) + " is listed twice");
    r_.starting_hexes.push_back(h);
  }
}

void RoundReader::read_treasure(const json& v, const Path& at) {
  require_list(v, at);
  for (std::size_t i = 0; i < v.size(); ++i) {
    const Path tat = at.item(i);
    const json& o = require_object(v[i], tat, {"hex", "id"});
    Treasure t;
    t.hex = parse_open_hex(required(o, tat, "hex"), tat.field("hex"));
    t.id = get_nonempty_string(required(o, tat, "id"), tat.field("id"));
    r_.treasure.push_back(std::move(t));
  }
}

// Extensions an importer writes from a scenario's special rules: its objectives and its
// spawns, played by the round (round_objectives.cpp, round_spawns.cpp) where the file says
// enough; each is checked, so that a file that loads says what it means.
void RoundReader::read_objectives(const json& v, const Path& at) {
  require_list(v, at);
  scenario::check_count(*this, v.size(), at, 256, "objectives");
  for (std::size_t i = 0; i < v.size(); ++i) {
    const Path oat = at.item(i);
    const json& o = require_object(
        v[i], oat, {"name", "escort", "hp", "hp_formula", "marker", "initiative", "hex"});
    MapObjective m;
    m.name = get_nonempty_string(required(o, oat, "name"), oat.field("name"));
    if (const json* e = find_field(o, "escort")) m.escort = get_bool(*e, oat.field("escort"));
    if (const json* h = find_field(o, "hp")) m.hp = get_int_in(*h, oat.field("hp"), 0, kMaxValue);
    if (const json* f = find_field(o, "hp_formula"))
      get_nonempty_string(*f, oat.field("hp_formula"));
    if (const json* k = find_field(o, "marker")) get_string(*k, oat.field("marker"));
    if (const json* n = find_field(o, "initiative"))
      m.initiative = get_int_in(*n, oat.field("initiative"), 0, 99);
    if (const json* h = find_field(o, "hex")) {
      const Coord c = parse_hex(*h, oat.field("hex"));
      if (std::find(s_.map.hexes.begin(), s_.map.hexes.end(), c) == s_.map.hexes.end())
        fail(oat.field("hex"), "hex " + written(c) + " is not on the map");
      m.hex = c;
    }
    r_.objectives.push_back(std::move(m));
  }
}

void RoundReader::read_spawns(const json& v, const Path& at) {
  require_list(v, at);
  scenario::check_count(*this, v.size(), at, 256, "spawns");
  std::uint64_t placed = 0;  // the most figures the spawns may place in one round
  for (std::size_t i = 0; i < v.size(); ++i) {
    const Path sat = at.item(i);
    const json& o = require_object(v[i], sat,
                                   {"type", "ranks", "count", "rounds", "start", "once", "rooms",
                                    "doors", "on_reveal", "marker", "hexes"});
    MapSpawn s;
    s.type = get_nonempty_string(required(o, sat, "type"), sat.field("type"));
    const auto type = r_.types.find(s.type);
    const Path rat = sat.field("ranks");
    const json& r = require_object(required(o, sat, "ranks"), rat, {"2", "3", "4"});
    for (int c = 2; c <= 4; ++c) {
      const std::string key = std::to_string(c);
      const std::size_t k = get_name(required(r, rat, key), rat.field(key), "rank", kDoorRanks);
      if (k == 0) continue;
      const Rank rank = k == 2 ? Rank::Elite : Rank::Normal;
      // A type the file does not give is reported by the round, not refused: an importer
      // lists every spawn of the book, and a round that never reaches it needs no stat card.
      if (type != r_.types.end() && type->second.stats(rank) == nullptr)
        fail(rat.field(key), "monster type " + quote(s.type) + " has no " +
                                 std::string(kDoorRanks[k]) + " stat card");
      s.ranks[static_cast<std::size_t>(c - 2)] = rank;
    }
    const json& n = required(o, sat, "count");
    if (n.is_string())
      s.count_letter = get_nonempty_string(n, sat.field("count"));
    else
      s.count = get_int_in(n, sat.field("count"), 0, 64);
    if (const json* w = find_field(o, "rounds"))
      s.rounds = rounds_expression(*w, sat.field("rounds"));
    read_spawn_timing(o, sat, s);
    if (const json* k = find_field(o, "marker")) s.marker = get_string(*k, sat.field("marker"));
    if (const json* h = find_field(o, "hexes")) {
      const Path hat = sat.field("hexes");
      require_list(*h, hat);
      scenario::check_count(*this, h->size(), hat, 64, "hexes");
      for (std::size_t k = 0; k < h->size(); ++k) {
        const Coord c = parse_open_hex((*h)[k], hat.item(k));
        if (std::find(s.hexes.begin(), s.hexes.end(), c) != s.hexes.end())
          fail(hat.item(k), "hex " + written(c) + " is listed twice");
        s.hexes.push_back(c);
      }
    }
    placed += static_cast<std::uint64_t>(s.count.value_or(0)) * s.hexes.size();
    r_.spawns.push_back(std::move(s));
  }
  check_spawn_work(placed, at);
}

// When a spawn happens: `start`, `once`, the rooms it waits for and their doors, and
// `on_reveal` (at the moment one of those doors opens: it needs them, and is at no round's
// start).
void RoundReader::read_spawn_timing(const json& o, const Path& at, MapSpawn& s) {
  if (const json* x = find_field(o, "start")) s.start = get_bool(*x, at.field("start"));
  if (const json* x = find_field(o, "once")) s.once = get_bool(*x, at.field("once"));
  if (const json* rooms = find_field(o, "rooms")) {
    require_list(*rooms, at.field("rooms"));
    scenario::check_count(*this, rooms->size(), at.field("rooms"), 64, "rooms");
    for (std::size_t k = 0; k < rooms->size(); ++k)
      s.rooms.push_back(get_int_in((*rooms)[k], at.field("rooms").item(k), 0, 1000));
  }
  if (const json* d = find_field(o, "doors")) s.doors = door_indexes(*d, at.field("doors"));
  if (const json* x = find_field(o, "on_reveal")) s.on_reveal = get_bool(*x, at.field("on_reveal"));
  if (s.on_reveal && s.doors.empty())
    fail(at.field("on_reveal"),
         "a spawn on a room's reveal needs \"doors\": the doors whose opening it waits for");
  if (s.on_reveal && s.start)
    fail(at.field("start"),
         "a spawn on a room's reveal happens as its door opens, not at the start of a round");
}

// The spawns' figures join the round's work (kMaxRoundWork): each is a turn over the map.
void RoundReader::check_spawn_work(std::uint64_t placed, const Path& at) const {
  std::uint64_t figures = s_.figures.size() + placed;
  for (const Door& d : r_.doors) figures += d.monsters.size();
  const std::uint64_t hexes = s_.map.hexes.size();
  if (figures * hexes > static_cast<std::uint64_t>(kMaxRoundWork))
    fail(at, std::to_string(figures) + " figures (with the doors' monsters and up to " +
                 std::to_string(placed) + " spawned) on a map of " + std::to_string(hexes) +
                 " hexes: more than a round is played on (limit " + std::to_string(kMaxRoundWork) +
                 " figure-hexes)");
}

}  // namespace arbiter::gloomhaven::round_file_detail
