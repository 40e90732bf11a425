// Scenario layouts of Virtual Gloomhaven Board (VGB; Creative Commons Attribution 4.0,
// "Virtual Gloomhaven Board" by Purple Kingdom Games): map tiles joined through doors, their
// overlays and monsters with their rank for two, three and four characters. read_vgb places
// every tile's hexes as that project does (its tile shapes, and each room's cells moved so
// that the door's cell in the new room lies on the door's cell in the room before, then
// turned about it) and says what each hex is. Coordinates are VGB's own odd-row offset
// [col, row] (odd rows shoved right: "odd-r"), the starting room's cell [0, 0] at [0, 0].
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pathing/hex.hpp"

namespace arbiter::gloomhaven::import {

// [col, row] in VGB's odd-r offset system.
struct Cell {
  int col = 0, row = 0;
  friend auto operator<=>(const Cell&, const Cell&) = default;
};

// A standee's rank for one character count; None: not placed.
enum class StandeeRank : std::uint8_t { None, Normal, Elite };
std::string_view standee_rank_name(StandeeRank r);

struct Standee {
  std::string monster;  // the Secretariat's key, e.g. "bandit-guard"
  Cell cell;
  std::array<StandeeRank, 3> ranks{};  // for 2, 3 and 4 characters
  StandeeRank rank_for(int characters) const {
    return ranks[static_cast<std::size_t>(std::clamp(characters, 2, 4) - 2)];
  }
};

enum class TrapKind : std::uint8_t { Spike, Bear, Poison };
std::string_view trap_kind_name(TrapKind k);

struct Trap {
  Cell cell;
  TrapKind kind;
};

struct Coins {
  Cell cell;
  int amount = 1;
};

struct Chest {
  Cell cell;
  std::string id;  // the scenario book's treasure number, "goal", or "locked"
};

// One map tile as placed: its hexes and the standees on them. Room 0 is the starting room;
// rooms joined to it through corridors are revealed with it.
struct Room {
  std::string tile;         // "l1a"
  std::vector<Cell> cells;  // every hex of the tile (and of its overlays) as placed
  std::vector<Standee> standees;
  int door = -1;  // the door that reveals it; -1: revealed at the start
};

struct Door {
  Cell cell;
  std::string kind;  // "stone", "wooden", "dark-fog", "light-fog"
  int room = 0;      // the room behind it (index into Layout::rooms)
  // Closed until a scenario rule opens it (an altar; a breakable wall, destroyed by
  // attacks): entering it does not open it.
  bool locked = false;
  int from = -1;  // the door that reveals the room it stands in; -1: a starting room's
};

// An obstacle overlay: its kind ("altar", "tree-3") and the cells it covers.
struct ObstaclePiece {
  std::string kind;
  std::vector<Cell> cells;
};

struct Layout {
  int id = 0;
  std::string title;
  std::vector<Room> rooms;
  std::vector<Door> doors;
  std::vector<Cell> hexes;  // the whole map, sorted, each once
  std::vector<Cell> obstacles, walls, hazardous, difficult, starts;
  std::vector<Trap> traps;
  std::vector<Coins> coins;
  std::vector<Chest> chests;
  std::vector<ObstaclePiece> obstacle_pieces;  // in drawing order
  std::vector<std::string> monsters;  // every monster named (standees and additionalMonsters)
  // The data's errors read_vgb repaired, each with the rule it used ("two standees on hex
  // [-1, 0] for 3 characters ...: kept the first").
  std::vector<std::string> repairs;
};

// What a layout may hold (docs/format.md, "Limits"): VGB's largest scenario has 24 rooms in
// 61 KB, about 60 overlays and 40 standees; past these the layout is refused before the
// rest is read, never imported and loaded back whole.
inline constexpr std::size_t kMaxVgbFileBytes = std::size_t{1} << 20;
inline constexpr std::size_t kMaxVgbRooms = 256;
inline constexpr std::size_t kMaxVgbItems = 1024;  // overlays, standees, doors of one room
inline constexpr std::size_t kMaxVgbOverlayCells = 64;

// Reads a VGB scenario file. Throws scenario::ScenarioError ("file: place: problem") for
// malformed JSON, an unknown tile, an overlay or door kind with no meaning in a round file,
// or a standee off the map. The data's own slips (two terrains on a hex, two standees or
// two money tokens on one) are repaired by a stated rule and listed in Layout::repairs.
Layout read_vgb(const nlohmann::json& root, const std::string& file);

// VGB's coordinate rules (reference/Hexagon.elm, Scenario.elm), exposed for tests.
Cell vgb_rotate(Cell c, Cell about, int turns);
Cell vgb_place(int turns, Cell ref_point, Cell origin, Cell c);

}  // namespace arbiter::gloomhaven::import
