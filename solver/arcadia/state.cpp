#include "solver/arcadia/state.hpp"

#include <algorithm>
#include <unordered_set>

namespace arbiter::arcadia {

State build_state(const Scenario& s) {
  State st;
  st.scenario = &s;
  pathing::Board::Builder b(pathing::Topology::Square);
  const std::unordered_set<Coord, pathing::CoordHash> blocked(s.blocked.begin(), s.blocked.end());
  const auto open = [&](Coord c) { return blocked.count(c) == 0; };
  for (Coord c : s.cells) {
    if (open(c)) {
      b.add_cell(c);
    } else {
      b.add_wall(c);  // blocked: not a cell, so it blocks movement and sight
    }
  }
  // A wall or closed door beside a blocked cell changes nothing: that edge is closed already.
  for (const auto* edges : {&s.walls, &s.doors}) {
    for (const Edge& e : *edges) {
      if (open(e.a) && open(e.b)) b.add_thin_wall(e.a, e.b);
    }
  }
  st.board = b.build();
  st.count.assign(st.board.size(), 0);
  for (const HeroSpec& h : s.heroes) {
    const CellIndex c = *st.board.find(h.cell);
    st.hero_cell.push_back(c);
    st.hero_player.push_back(static_cast<int>(
        std::find(s.players.begin(), s.players.end(), h.player) - s.players.begin()));
    ++st.count[c];
    if (h.id == s.acting) st.acting = st.hero_cell.size() - 1;
  }
  for (const MonsterSpec& m : s.monsters) {
    const CellIndex c = *st.board.find(m.cell);
    st.monster_cell.push_back(c);
    ++st.count[c];
  }
  return st;
}

}  // namespace arbiter::arcadia
