// Step models of a moving figure for the pathing engine: what a Gloomhaven figure may
// enter and what each step costs, for walking (with sliding on ice), flying and jumping.
#pragma once

#include <cstdint>
#include <vector>

#include "pathing/board.hpp"
#include "pathing/graph.hpp"

namespace arbiter::gloomhaven {

using pathing::Board;
using pathing::CellIndex;
using pathing::Direction;
using pathing::StepCost;
using pathing::Terrain;

// What stands on a cell, as seen by the moving figure.
enum class Occupant : std::uint8_t {
  None,
  Ally,         // may be passed, not stopped on
  Enemy,        // blocks
  HiddenEnemy,  // an invisible enemy: blocks or passable-not-stoppable, per rule set
};

// Where a slide that has entered an icy cell stops, going one way (WalkModel).
struct SlideEnd {
  CellIndex end = pathing::kNoCell;  // kNoCell: not known yet
  std::int32_t negatives = 0;        // negative hexes entered after the icy cell
};

struct Occupancy {
  std::vector<Occupant> cell;  // per board cell
  bool hidden_enemies_block = true;
  // The slides of this board and these occupants, filled as WalkModel meets them (index
  // cell * directions + direction): each icy run is walked once, not once per step into it,
  // so that searching an icy map costs what a plain one does. Slides stop at figures:
  // whoever changes `cell` calls forget_slides().
  mutable std::vector<SlideEnd> slides;
  void forget_slides() { slides.clear(); }

  bool blocks_walking(CellIndex c) const {
    const Occupant o = cell[c];
    return o == Occupant::Enemy || (o == Occupant::HiddenEnemy && hidden_enemies_block);
  }
  bool empty(CellIndex c) const { return cell[c] == Occupant::None; }
};

// A figure walking (or, with ignore_terrain, flying or jumping over everything but walls).
class WalkModel {
 public:
  WalkModel(const Board& b, const Occupancy& occ, bool ignore_terrain, bool slides)
      : board_(&b),
        occ_(&occ),
        ignore_terrain_(ignore_terrain),
        slides_(slides && !ignore_terrain) {}

  const Board& board() const { return *board_; }

  bool step(CellIndex from, Direction d, CellIndex& to, StepCost& cost) const {
    const Board& b = *board_;
    if (!b.open_edge(from, d)) return false;
    const CellIndex v = b.neighbour(from, d);
    if (ignore_terrain_) {
      to = v;
      cost = {0, 1};
      return true;
    }
    if (!walkable(v)) return false;
    const Terrain t = b.terrain(v);
    cost = {pathing::is_negative(t) ? 1 : 0, t == Terrain::Difficult ? 2 : 1};
    to = v;
    if (slides_ && t == Terrain::Icy) {
      const SlideEnd s = slide(v, d);
      to = s.end;
      cost.negatives += s.negatives;
    }
    return true;
  }
  bool slides_over(CellIndex x) const { return slides_ && board_->terrain(x) == Terrain::Icy; }
  // True when every step costs {0, 1}: flying or jumping, or no difficult terrain, negative
  // hex or slide on the board. A search by length is then a BFS (pathing's
  // settle_by_length reads these two).
  bool unit_lengths() const {
    if (ignore_terrain_) return true;
    const Board& b = *board_;
    return !b.has_terrain(Terrain::Difficult) && !b.has_terrain(Terrain::Trap) &&
           !b.has_terrain(Terrain::Hazardous) && !(slides_ && b.has_terrain(Terrain::Icy));
  }
  // Where unit_lengths(): whether a step may enter v (through an open edge, which the
  // caller checks).
  bool may_enter(CellIndex v) const { return ignore_terrain_ || walkable(v); }

  // The searches' flat loop (pathing::detail::for_each_step): `out` filled with the cost of
  // entering each cell in one step as step() gives it (0: not entered; else negatives * 4 +
  // length), for this board and these occupants. Not with slides on an icy board (a slide
  // is a step of many cells): the model then keeps to step().
  void fill_entry_table(std::vector<std::uint8_t>& out) const {
    out.resize(board_->size());
    for (CellIndex c = 0; c < board_->size(); ++c) out[c] = entry_cost(c);
  }
  // One cell of that table.
  std::uint8_t entry_cost(CellIndex c) const {
    if (ignore_terrain_) return 1;
    if (!walkable(c)) return 0;
    const Terrain t = board_->terrain(c);
    return static_cast<std::uint8_t>((pathing::is_negative(t) ? 4 : 0) |
                                     (t == Terrain::Difficult ? 2 : 1));
  }
  // Hands the searches a table fill_entry_table() filled for this model (nullptr: none).
  void use_entry_table(const std::uint8_t* table) {
    entry_ = slides_ && board_->has_terrain(Terrain::Icy) ? nullptr : table;
  }
  const std::uint8_t* entry_table() const { return entry_; }

 private:
  // Sliding: keep going the same way while on ice, stopping before anything that would
  // block the slide (a wall, an obstacle, any figure). Sliding costs nothing. The icy cells
  // passed share the answer (ice is never negative): the chain walked is filled at once.
  SlideEnd slide(CellIndex v, Direction d) const {
    const Board& b = *board_;
    const std::size_t dirs = static_cast<std::size_t>(b.directions());
    std::vector<SlideEnd>& memo = occ_->slides;
    if (memo.empty()) memo.assign(static_cast<std::size_t>(b.size()) * dirs, SlideEnd{});
    const auto at = [&](CellIndex c) -> SlideEnd& {
      return memo[static_cast<std::size_t>(c) * dirs + static_cast<std::size_t>(d)];
    };
    if (at(v).end != pathing::kNoCell) return at(v);
    SlideEnd out{v, 0};
    CellIndex x = v;  // icy, entered
    chain_.clear();
    while (true) {
      chain_.push_back(x);
      if (!b.open_edge(x, d)) break;
      const CellIndex next = b.neighbour(x, d);
      if (b.terrain(next) == Terrain::Obstacle || !occ_->empty(next)) break;
      if (b.terrain(next) != Terrain::Icy) {
        out = {next, pathing::is_negative(b.terrain(next)) ? 1 : 0};
        break;
      }
      if (at(next).end != pathing::kNoCell) {
        out = at(next);
        break;
      }
      out.end = x = next;
    }
    for (CellIndex c : chain_) at(c) = out;
    return out;
  }
  bool walkable(CellIndex v) const {
    return board_->terrain(v) != Terrain::Obstacle && !occ_->blocks_walking(v);
  }

  const Board* board_;
  const Occupancy* occ_;
  bool ignore_terrain_;
  bool slides_;
  const std::uint8_t* entry_ = nullptr;   // use_entry_table()
  mutable std::vector<CellIndex> chain_;  // slide(): the icy cells walked
};

}  // namespace arbiter::gloomhaven
