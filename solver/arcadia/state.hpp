// What an Arcadia Quest decision reads: the square board (blocked cells left out of it,
// walls and closed doors as thin walls), the figures' cells as board indices, figures per
// cell, and the players in turn order. Built once from the file's Scenario.
#pragma once

#include <cstdint>
#include <vector>

#include "pathing/board.hpp"
#include "solver/arcadia/scenario.hpp"

namespace arbiter::arcadia {

using pathing::CellIndex;
using pathing::kNoCell;

struct State {
  const Scenario* scenario = nullptr;
  pathing::Board board;
  std::vector<CellIndex> hero_cell, monster_cell;  // parallel to scenario->heroes, monsters
  std::vector<int> hero_player;                    // index into scenario->players
  std::vector<std::uint8_t> count;                 // figures per cell
  std::size_t acting = 0;                          // index of the acting hero

  const HeroSpec& hero(std::size_t i) const { return scenario->heroes[i]; }
  const MonsterSpec& monster(std::size_t i) const { return scenario->monsters[i]; }
  std::size_t players() const { return scenario->players.size(); }
  // Payback: the player to the right of `player`. Players are listed in turn order and play
  // passes to the left, so the right-hand player is the one listed before.
  int right_hand(int player) const {
    const int n = static_cast<int>(players());
    return (player + n - 1) % n;
  }
  std::optional<CellIndex> cell_at(Coord c) const { return board.find(c); }
};

State build_state(const Scenario& s);

}  // namespace arbiter::arcadia
