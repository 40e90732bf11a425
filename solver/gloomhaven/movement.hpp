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

struct Occupancy {
  std::vector<Occupant> cell;  // per board cell
  bool hidden_enemies_block = true;

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
      // Sliding: keep going the same way while on ice, stopping before anything that
      // would block the slide (a wall, an obstacle, any figure). Sliding costs nothing.
      while (b.terrain(to) == Terrain::Icy && b.open_edge(to, d)) {
        const CellIndex next = b.neighbour(to, d);
        if (b.terrain(next) == Terrain::Obstacle || !occ_->empty(next)) break;
        to = next;
        if (pathing::is_negative(b.terrain(to))) ++cost.negatives;
      }
    }
    return true;
  }
  bool slides_over(CellIndex x) const { return slides_ && board_->terrain(x) == Terrain::Icy; }

 private:
  bool walkable(CellIndex v) const {
    return board_->terrain(v) != Terrain::Obstacle && !occ_->blocks_walking(v);
  }

  const Board* board_;
  const Occupancy* occ_;
  bool ignore_terrain_;
  bool slides_;
};

}  // namespace arbiter::gloomhaven
