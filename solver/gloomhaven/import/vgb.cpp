// Virtual Gloomhaven Board layouts (see vgb.hpp). The placing follows that project's own
// rules (reference/Scenario.elm, Hexagon.elm, BoardMapTile.elm): facts only, written anew.
#include "solver/gloomhaven/import/vgb.hpp"

#include <algorithm>
#include <set>

#include "solver/scenario/json_reader.hpp"
#include "solver/scenario/limits.hpp"

namespace arbiter::gloomhaven::import {

using nlohmann::json;
using scenario::Path;
using scenario::quote;

namespace {

// ---- coordinates (VGB's Hexagon.elm: odd-row offset <-> cube) ----------------------------

struct Cube {
  int x, y, z;
};
Cube to_cube(Cell c) {
  const int x = c.col - (c.row - (c.row & 1)) / 2;
  return {x, -x - c.row, c.row};
}
Cell to_cell(Cube c) {
  return {c.x + (c.z - (c.z & 1)) / 2, c.z};
}

// ---- tile shapes (BoardMapTile.elm): one string a row, '#' part of the map ---------------

using Grid = std::vector<std::string_view>;
const Grid kA = {".....", "####.", "#####", "....."};
const Grid kB = {"####", "###.", "####", "###."};
const Grid kC = {".##.", "###.", "####", "###."};
const Grid kD = {".###.", "####.", "#####", "####.", ".###."};
const Grid kE = {".####", "#####", ".####", "#####", ".####"};
const Grid kF = {"###", "##.", "###", "##.", "###", "##.", "###", "##.", "###"};
const Grid kG = {"########", "#######.", "########"};
const Grid kH = {".######", "#######", "...##..", "..###..", "...##..", "..###..", "...##.."};
const Grid kI = {"######", "#####.", "######", "#####.", "######"};
const Grid kJ = {"......#.", ".....###", ".....###", "....###.",
                 "#######.", "######..", "#####..."};
const Grid kJ1ba = {"........", "....##..", "....###.", "....###.",
                    ".....###", ".....#..", "........"};
const Grid kJ1bb = {"#####...", "####....", "####....", "........",
                    "........", "........", "........"};
const Grid kK = {"..####..", ".#####..", ".######.", "###.###.", "###..###", "##...##."};
const Grid kL = {"#####", "####.", "#####", "####.", "#####", "####.", "#####"};
const Grid kM = {".####.", "#####.", "######", "#####.", "######", "#####.", ".####."};
const Grid kN = {"########", "#######.", "########", "#######.",
                 "########", "#######.", "########"};
const Grid kEmpty = {"#"};

std::optional<Grid> grid_of(std::string_view t) {
  if (t == "empty") return kEmpty;
  if (t == "j1ba") return kJ1ba;
  if (t == "j1bb") return kJ1bb;
  if (t.size() != 3 || t[1] < '1' || t[1] > '4' || (t[2] != 'a' && t[2] != 'b'))
    return std::nullopt;
  const int n = t[1] - '0';
  const bool b = t[2] == 'b';
  const auto upto = [&](int most) { return n <= most; };
  switch (t[0]) {
    case 'a':
      return upto(4) ? std::optional(kA) : std::nullopt;
    case 'b':
      return upto(4) ? std::optional(kB) : std::nullopt;
    case 'c':
      return upto(2) ? std::optional(kC) : std::nullopt;
    case 'd':
      return upto(2) ? std::optional(kD) : std::nullopt;
    case 'e':
      return upto(1) ? std::optional(kE) : std::nullopt;
    case 'f':
      return upto(1) ? std::optional(kF) : std::nullopt;
    case 'g':
      return upto(2) ? std::optional(kG) : std::nullopt;
    case 'h':
      return upto(3) ? std::optional(kH) : std::nullopt;
    case 'i':
      return upto(2) ? std::optional(kI) : std::nullopt;
    case 'j':
      if (!upto(2)) return std::nullopt;
      if (b) return Grid(kJ.rbegin(), kJ.rend());  // J1b and J2b: J's rows upside down
      return kJ;
    case 'k':
      return upto(2) ? std::optional(kK) : std::nullopt;
    case 'l':
      return upto(3) ? std::optional(kL) : std::nullopt;
    case 'm':
      return upto(1) ? std::optional(kM) : std::nullopt;
    case 'n':
      return upto(1) ? std::optional(kN) : std::nullopt;
    default:
      return std::nullopt;
  }
}

constexpr std::string_view kRankNames[] = {"none", "normal", "elite"};
constexpr std::string_view kObstacles[] = {
    "altar",       "barrel",  "bookcase", "boulder-1",   "boulder-2",   "boulder-3",
    "bush",        "cabinet", "crate",    "crystal",     "dark-pit",    "fountain",
    "mirror",      "nest",    "pillar",   "rock-column", "sarcophagus", "shelf",
    "stalagmites", "stump",   "table",    "totem",       "tree-3",      "wall-section"};
constexpr std::string_view kDifficult[] = {"log", "rubble", "stairs", "stairs-vert", "water"};
constexpr std::string_view kHazards[] = {"hot-coals", "thorns"};
constexpr std::string_view kWalls[] = {"huge-rock", "iron", "large-rock", "obsidian-glass", "rock"};
constexpr std::string_view kTraps[] = {"spike", "bear", "poison"};
constexpr std::string_view kDoors[] = {"stone",    "wooden", "dark-fog",      "light-fog",
                                       "corridor", "altar",  "breakable-wall"};

bool in(std::span<const std::string_view> names, std::string_view s) {
  return std::find(names.begin(), names.end(), s) != names.end();
}

class VgbReader : public scenario::JsonReader {
 public:
  explicit VgbReader(const std::string& file) : JsonReader(file) {}

  Layout read(const json& top) {
    const Path root = Path::root();
    const json& o =
        require_object(top, root, {"id", "title", "mapTileData", "angle", "additionalMonsters"});
    if (const json* id = find_field(o, "id")) l_.id = get_int_in(*id, root.field("id"), 0, 100000);
    if (const json* t = find_field(o, "title")) l_.title = get_string(*t, root.field("title"));
    if (const json* a = find_field(o, "angle"); a && !a->is_number())
      fail_type(root.field("angle"), "a number (the drawing's angle)", *a);
    if (const json* m = find_field(o, "additionalMonsters")) {
      const Path mat = root.field("additionalMonsters");
      require_list(*m, mat);
      for (std::size_t i = 0; i < m->size(); ++i)
        note_monster(get_nonempty_string((*m)[i], mat.item(i)));
    }
    room(required(o, root, "mapTileData"), root.field("mapTileData"), 0, {0, 0}, {0, 0}, -1);
    finish(root);
    return std::move(l_);
  }

 private:
  void note_monster(const std::string& m) {
    if (std::find(l_.monsters.begin(), l_.monsters.end(), m) == l_.monsters.end())
      l_.monsters.push_back(m);
  }

  Cell cell(const json& v, const Path& at) const {
    const auto c = parse_pair(v, at, "[x, y]");
    if (std::abs(c.q) > 1000 || std::abs(c.r) > 1000) fail(at, "a cell beyond 1000 hexes");
    return {c.q, c.r};
  }

  // Claims `c` (already placed) for room `r` unless an earlier room has it.
  void claim(Cell c, int r) { owner_.emplace(c, r); }

  // One room: its tile, its overlays, its monsters, then the rooms behind its doors.
  void room(const json& v, const Path& at, int depth, Cell ref_point, Cell origin, int door) {
    if (depth > 64) fail(at, "rooms nested more than 64 doors deep");
    const json& o = require_object(v, at, {"ref", "doors", "overlays", "monsters", "turns"});
    const Path tat = at.field("ref");
    const std::string tile = get_nonempty_string(required(o, at, "ref"), tat);
    std::string lower = tile;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    const auto grid = grid_of(lower);
    if (!grid)
      fail(tat,
           "unknown map tile " + quote(tile) + " (VGB's tiles are a1a..n1b, j1ba, j1bb, empty)");
    const int turns =
        o.contains("turns") ? get_int_in(o.at("turns"), at.field("turns"), -12, 12) : 0;
    if (l_.rooms.size() >= kMaxVgbRooms)
      fail(at, "more than " + std::to_string(kMaxVgbRooms) +
                   " rooms, far more than any scenario has (limit " + std::to_string(kMaxVgbRooms) +
                   ")");
    const int index = static_cast<int>(l_.rooms.size());
    l_.rooms.push_back(Room{lower, {}, {}, door});
    const auto place = [&](Cell c) { return vgb_place(turns, ref_point, origin, c); };
    std::vector<Cell> cells;
    for (int y = 0; y < static_cast<int>(grid->size()); ++y)
      for (int x = 0; x < static_cast<int>((*grid)[y].size()); ++x)
        if ((*grid)[y][x] == '#') cells.push_back(place({x, y}));
    // Overlays: each of their cells is a hex of the map too (VGB adds them as tiles).
    if (const json* ov = find_field(o, "overlays")) {
      const Path oat = at.field("overlays");
      require_list(*ov, oat);
      scenario::check_count(*this, ov->size(), oat, kMaxVgbItems, "overlays");
      for (std::size_t i = 0; i < ov->size(); ++i) overlay((*ov)[i], oat.item(i), place, cells);
    }
    for (Cell c : cells) claim(c, index);
    l_.rooms[index].cells = cells;
    if (const json* ms = find_field(o, "monsters")) {
      const Path mat = at.field("monsters");
      require_list(*ms, mat);
      scenario::check_count(*this, ms->size(), mat, kMaxVgbItems, "standees");
      for (std::size_t i = 0; i < ms->size(); ++i)
        l_.rooms[index].standees.push_back(standee((*ms)[i], mat.item(i), place));
    }
    if (const json* ds = find_field(o, "doors")) {
      const Path dat = at.field("doors");
      require_list(*ds, dat);
      scenario::check_count(*this, ds->size(), dat, kMaxVgbItems, "doors");
      for (std::size_t i = 0; i < ds->size(); ++i) {
        const Path d = dat.item(i);
        const json& dv = require_object((*ds)[i], d,
                                        {"subType", "direction", "room1X", "room1Y", "room2X",
                                         "room2Y", "mapTileData", "material", "size"});
        const std::string& kind =
            get_nonempty_string(required(dv, d, "subType"), d.field("subType"));
        if (!in(kDoors, kind))
          fail(d.field("subType"),
               "unknown door kind " + quote(kind) + "; " + scenario::one_of(kDoors));
        const Cell r1{get_int_in(required(dv, d, "room1X"), d.field("room1X"), -1000, 1000),
                      get_int_in(required(dv, d, "room1Y"), d.field("room1Y"), -1000, 1000)};
        const Cell r2{get_int_in(required(dv, d, "room2X"), d.field("room2X"), -1000, 1000),
                      get_int_in(required(dv, d, "room2Y"), d.field("room2Y"), -1000, 1000)};
        const Cell at_door = place(r1);
        claim(at_door, index);  // VGB adds the door's cell as a tile of this room
        int behind_door = door;
        if (kind != "corridor") {
          behind_door = static_cast<int>(l_.doors.size());
          // A breakable wall is destroyed by attacks, an altar opened by a special rule:
          // neither opens when a character enters it.
          const bool locked = kind == "breakable-wall" || kind == "altar";
          l_.doors.push_back(Door{at_door, kind, static_cast<int>(l_.rooms.size()), locked, door});
        }
        room(required(dv, d, "mapTileData"), d.field("mapTileData"), depth + 1, at_door, r2,
             behind_door);
      }
    }
  }

  template <class Place>
  void overlay(const json& v, const Path& at, const Place& place, std::vector<Cell>& cells) {
    const json& o = require_object(v, at, {"ref", "direction", "cells"});
    const Path rat = at.field("ref");
    const json& ref =
        require_object(required(o, at, "ref"), rat, {"type", "subType", "amount", "id"});
    const std::string& type = get_nonempty_string(required(ref, rat, "type"), rat.field("type"));
    std::string sub;
    if (const json* s = find_field(ref, "subType")) sub = get_string(*s, rat.field("subType"));
    const Path cat = at.field("cells");
    const json& cs = require_list(required(o, at, "cells"), cat);
    if (cs.empty()) fail(cat, "an overlay needs at least one cell");
    scenario::check_count(*this, cs.size(), cat, kMaxVgbOverlayCells, "cells in one overlay");
    std::vector<Cell> here;
    for (std::size_t i = 0; i < cs.size(); ++i) here.push_back(place(cell(cs[i], cat.item(i))));
    cells.insert(cells.end(), here.begin(), here.end());
    const auto add = [&](std::vector<Cell>& to) { to.insert(to.end(), here.begin(), here.end()); };
    const auto need = [&](std::span<const std::string_view> names, const char* what) {
      if (!in(names, sub))
        fail(rat.field("subType"),
             "unknown " + std::string(what) + " " + quote(sub) + "; " + scenario::one_of(names));
    };
    if (type == "obstacle") {
      need(kObstacles, "obstacle");
      add(l_.obstacles);
      l_.obstacle_pieces.push_back({sub, here});
    } else if (type == "wall") {
      need(kWalls, "wall");
      add(l_.walls);
    } else if (type == "difficult-terrain") {
      need(kDifficult, "difficult terrain");
      add(l_.difficult);
    } else if (type == "hazard") {
      need(kHazards, "hazardous terrain");
      add(l_.hazardous);
    } else if (type == "trap") {
      need(kTraps, "trap");
      const auto k = static_cast<TrapKind>(*scenario::lookup_name(kTraps, sub));
      for (Cell c : here) l_.traps.push_back({c, k});
    } else if (type == "starting-location") {
      add(l_.starts);
    } else if (type == "treasure") {
      if (sub == "coin") {
        int amount = 1;
        if (const json* a = find_field(ref, "amount"))
          amount = get_int_in(*a, rat.field("amount"), 1, 100);
        for (Cell c : here) l_.coins.push_back({c, amount});
      } else if (sub == "chest") {
        std::string id = "locked";
        if (const json* x = find_field(ref, "id")) id = get_string(*x, rat.field("id"));
        for (Cell c : here) l_.chests.push_back({c, id});
      } else {
        fail(rat.field("subType"),
             "unknown treasure " + quote(sub) + "; expected \"coin\" or \"chest\"");
      }
    } else {
      // rift, token-*, highlight, door overlays written by hand: nothing a round file holds.
      fail(rat.field("type"), "overlay kind " + quote(type) +
                                  " has no meaning in a round file (known: obstacle, wall, "
                                  "difficult-terrain, hazard, trap, treasure, starting-location)");
    }
  }

  template <class Place>
  Standee standee(const json& v, const Path& at, const Place& place) {
    const json& o = require_object(
        v, at, {"monster", "initialX", "initialY", "twoPlayer", "threePlayer", "fourPlayer"});
    Standee s;
    s.monster = get_nonempty_string(required(o, at, "monster"), at.field("monster"));
    note_monster(s.monster);
    s.cell =
        place(Cell{get_int_in(required(o, at, "initialX"), at.field("initialX"), -1000, 1000),
                   get_int_in(required(o, at, "initialY"), at.field("initialY"), -1000, 1000)});
    constexpr const char* keys[] = {"twoPlayer", "threePlayer", "fourPlayer"};
    for (std::size_t k = 0; k < 3; ++k)
      s.ranks[k] = static_cast<StandeeRank>(
          get_name(required(o, at, keys[k]), at.field(keys[k]), "rank", kRankNames));
    return s;
  }

  // Checks that need the whole map: every standee on the map; then the repairs (one
  // terrain, one standee and one money token a hex).
  void finish(const Path& root) {
    for (const auto& [c, r] : owner_) l_.hexes.push_back(c);
    one_terrain_a_hex();
    for (auto* v : {&l_.obstacles, &l_.walls, &l_.hazardous, &l_.difficult, &l_.starts}) {
      std::sort(v->begin(), v->end());
      v->erase(std::unique(v->begin(), v->end()), v->end());
    }
    // Each hidden room's hexes: those it was first to claim.
    for (std::size_t r = 0; r < l_.rooms.size(); ++r) {
      std::vector<Cell> own;
      for (Cell c : l_.rooms[r].cells)
        if (owner_.at(c) == static_cast<int>(r)) own.push_back(c);
      std::sort(own.begin(), own.end());
      own.erase(std::unique(own.begin(), own.end()), own.end());
      l_.rooms[r].cells = std::move(own);
    }
    for (const Room& r : l_.rooms)
      for (const Standee& s : r.standees)
        if (s.ranks != std::array<StandeeRank, 3>{} && !owner_.contains(s.cell))
          fail(root, "a " + s.monster + " standee stands outside every tile, at " + at(s.cell));
    one_standee_a_hex();
    one_trap_a_hex();
    one_money_token_a_hex();
  }

  static std::string at(Cell c) {
    return "[" + std::to_string(c.col) + ", " + std::to_string(c.row) + "]";
  }

  // A hex the data gives two overlays of terrain keeps the one that restricts most, in this
  // order: wall, obstacle, trap, hazardous, difficult. A hex that cannot be entered is never
  // entered, whatever else lies there (an obstacle on difficult terrain is an obstacle).
  void one_terrain_a_hex() {
    std::map<Cell, int> best;  // hex -> the most restrictive kind's index
    constexpr const char* names[] = {"wall", "obstacle", "trap", "hazardous", "difficult"};
    std::vector<Cell> traps;
    for (const Trap& t : l_.traps) traps.push_back(t.cell);
    const std::vector<Cell>* lists[] = {&l_.walls, &l_.obstacles, &traps, &l_.hazardous,
                                        &l_.difficult};
    for (int k = 0; k < 5; ++k)
      for (Cell c : *lists[k]) {
        auto [it, fresh] = best.emplace(c, k);
        if (!fresh && it->second != k)
          l_.repairs.push_back("hex " + at(c) + " is both " + names[it->second] + " and " +
                               names[k] + ": kept " + names[it->second] +
                               " (a hex has one terrain; the one that restricts most wins)");
      }
    const auto keep = [&](std::vector<Cell>& v, int k) {
      std::erase_if(v, [&](Cell c) { return best.at(c) != k; });
    };
    keep(l_.walls, 0);
    keep(l_.obstacles, 1);
    std::erase_if(l_.traps, [&](const Trap& t) { return best.at(t.cell) != 2; });
    keep(l_.hazardous, 3);
    keep(l_.difficult, 4);
  }

  // Two standees on one hex for one character count is the data's error: the first in
  // VGB's drawing order stays, the later one is not placed for that count.
  void one_standee_a_hex() {
    for (int chars = 2; chars <= 4; ++chars) {
      std::map<Cell, std::string> taken;
      for (Room& r : l_.rooms)
        for (Standee& s : r.standees) {
          if (s.rank_for(chars) == StandeeRank::None) continue;
          const auto [it, fresh] = taken.emplace(s.cell, s.monster);
          if (fresh) continue;
          s.ranks[static_cast<std::size_t>(chars - 2)] = StandeeRank::None;
          l_.repairs.push_back("two standees on hex " + at(s.cell) + " for " +
                               std::to_string(chars) + " characters (" + it->second + ", " +
                               s.monster + "): kept the first, " + s.monster + " not placed there");
        }
    }
  }

  // A hex holds one trap: a second one there is the data's error and dropped.
  void one_trap_a_hex() {
    std::set<Cell> seen;
    std::erase_if(l_.traps, [&](const Trap& t) {
      if (seen.insert(t.cell).second) return false;
      l_.repairs.push_back("two traps on hex " + at(t.cell) + ": kept the first");
      return true;
    });
  }

  // A hex holds one money token: a second token on it is the data's error and dropped.
  void one_money_token_a_hex() {
    std::set<Cell> seen;
    std::erase_if(l_.coins, [&](const Coins& c) {
      if (seen.insert(c.cell).second) return false;
      l_.repairs.push_back("two money tokens on hex " + at(c.cell) + ": kept one");
      return true;
    });
  }

  Layout l_;
  std::map<Cell, int> owner_;  // hex -> the first room to claim it (VGB's drawing order)
};

}  // namespace

std::string_view standee_rank_name(StandeeRank r) {
  return kRankNames[static_cast<int>(r)];
}
std::string_view trap_kind_name(TrapKind k) {
  return kTraps[static_cast<int>(k)];
}

// VGB turns a cell about another by whole sixths, always the same way round; a negative
// count turns the same way as its absolute value (Hexagon.rotate).
Cell vgb_rotate(Cell c, Cell about, int turns) {
  const int n = turns < 0 ? -turns : turns;
  const Cube p = to_cube(about);
  for (int i = 0; i < n; ++i) {
    const Cube o = to_cube(c);
    c = to_cell({-(o.z - p.z) + p.x, -(o.x - p.x) + p.y, -(o.y - p.y) + p.z});
  }
  return c;
}

// A room's cell to the map: moved so that `origin` lies on `ref_point`, then turned about it
// (Scenario.normaliseAndRotatePoint).
Cell vgb_place(int turns, Cell ref_point, Cell origin, Cell c) {
  const Cube r = to_cube(ref_point), o = to_cube(origin), t = to_cube(c);
  return vgb_rotate(to_cell({t.x - o.x + r.x, t.y - o.y + r.y, t.z - o.z + r.z}), ref_point, turns);
}

Layout read_vgb(const json& root, const std::string& file) {
  return VgbReader(file).read(root);
}

}  // namespace arbiter::gloomhaven::import
