// What a Heroscape decision reads: the board (pathing), flat per-cell arrays of level,
// terrain flags and obstacle tops, edge obstacles per cell and direction, and the figures
// by index. Built once from the file's Scenario; the decision never looks at the file.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "pathing/board.hpp"
#include "solver/heroscape/rules.hpp"
#include "solver/heroscape/scenario.hpp"

namespace arbiter::heroscape {

using pathing::CellIndex;
using pathing::kNoCell;
using FigureIndex = std::uint32_t;
inline constexpr FigureIndex kNoFigure = 0xffffffffu;

// Per-cell flags.
enum CellFlag : std::uint8_t {
  kWater = 1,     // movement 8, 9, 11
  kRoad = 2,      // movement 14
  kGlyph = 4,     // movement 10
  kObstacle = 8,  // a hex obstacle: no figure fits (movement 13)
};

struct Figure {
  std::string id;
  std::uint16_t side = 0;  // index of its side name; other sides are enemies
  std::array<CellIndex, 2> cells{kNoCell, kNoCell};  // [1] for double-space figures
  std::int16_t height = 1, move = 0, range = 1, attack = 0, defense = 0, life = 1, wounds = 0;
  bool flying = false;
  bool berserker_charge = false;
  std::optional<SpecialAttack> special;
  std::int16_t eat_roll = 0;  // Grimnak's eat: the d20 roll needed (0: none)
  bool squad = false;
  bool double_space() const { return cells[1] != kNoCell; }
  int remaining() const { return life - wounds; }
};

struct State {
  pathing::Board board;
  std::vector<std::int16_t> level;         // ground level per cell
  std::vector<std::uint8_t> flags;         // CellFlag bits per cell
  std::vector<std::int16_t> obstacle_top;  // level of a hex obstacle's top (0: none)
  // Height of an edge obstacle above the higher ground of its two cells, per cell and
  // direction (0: none).
  std::vector<std::int16_t> edge_height;
  std::vector<GlyphKind> glyph_kind;      // per cell (Plain also where there is no glyph)
  std::vector<std::int16_t> glyph_bonus;  // per cell
  std::vector<FigureIndex> occupant;      // per cell
  // MoveModel::pack_ground of the arrays above, made by build_state (one more than the cells:
  // the sentinel). A State put together otherwise may leave it empty: the move model then
  // packs the arrays itself (it uses this only at its full size).
  std::vector<std::uint32_t> ground;
  // The same words by slot (MoveModel::ground_by_slot) when the board is laid out by slots,
  // else empty: a single-space mover's model copies it (its states are by slot).
  std::vector<std::uint32_t> ground_slots;
  // MoveModel::lowest_level(ground): every model of the State reads it, instead of a pass
  // over the map each (with `ground`, made by build_state).
  std::int32_t ground_lowest = 0;
  // Which build_state made `ground` (a number no other State's ground has; 0: none), so that
  // a CellWords (move.hpp) knows the words it holds are this State's.
  std::uint64_t ground_id = 0;
  std::vector<Figure> figures;
  std::vector<std::string> sides;
  FigureIndex acting = 0;

  std::int16_t edge(CellIndex c, pathing::Direction d) const {
    return edge_height[static_cast<std::size_t>(c) * pathing::kMaxDirectionCount + d];
  }
  bool enemies(FigureIndex a, FigureIndex b) const { return figures[a].side != figures[b].side; }
};

State build_state(const Scenario& s);

// Engagement 1-3: would a figure of height `ha` on cell a be adjacent to one of height `hb`
// on cell b? (Neighbours only; the caller gives neighbouring cells.)
bool adjacent(const State& st, const Profile& p, CellIndex a, int ha, CellIndex b, int hb,
              pathing::Direction a_to_b);

}  // namespace arbiter::heroscape
