// Special cases 2, Berserker Charge: its reach as a chance per destination, against moves
// enumerated one after another.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "solver/heroscape/decide.hpp"
#include "solver/heroscape/scenario.hpp"

namespace arbiter::heroscape {
namespace {

using Cells = std::array<CellIndex, 2>;

// An open 5x4 map with a few levels, water and an enemy; A charges (move 1 or 2).
Scenario field(int move, bool double_space) {
  Scenario s;
  s.envelope.name = "field";
  s.envelope.coordinates = *pathing::parse_coordinate_system("axial");
  for (int r = 0; r < 4; ++r) {
    for (int q = 0; q < 5; ++q) {
      s.hexes.push_back({q, r});
      s.levels.push_back((q * 7 + r * 3) % 4 == 0 ? 3 : 1);
      s.terrain.push_back((q + r) % 5 == 3 ? TerrainKind::Water : TerrainKind::Grass);
    }
  }
  s.levels[0] = s.levels[1] = 1;
  s.terrain[0] = s.terrain[1] = TerrainKind::Grass;
  FigureSpec a;
  a.id = "A";
  a.side = "red";
  a.hexes = double_space ? std::vector<Coord>{{0, 0}, {1, 0}} : std::vector<Coord>{{0, 0}};
  a.height = 5;
  a.move = move;
  a.life = 3;
  a.berserker_charge = true;
  s.figures.push_back(a);
  FigureSpec e;
  e.id = "E";
  e.side = "blue";
  e.hexes = {{4, 3}};
  s.figures.push_back(e);
  s.acting = "A";
  return s;
}

Cells sorted(Cells c) {
  if (c[1] != kNoCell && c[1] < c[0]) std::swap(c[0], c[1]);
  return c;
}

// The fewest moves to each place, by moving the figure: a decision from every place of
// the last round of moves, one place at a time.
std::map<Cells, int> fewest_moves(Scenario s) {
  using Place = std::vector<std::pair<int, int>>;  // the figure's hexes (q, r)
  std::map<Cells, int> out;
  Place start;
  for (Coord c : s.figures[0].hexes) start.emplace_back(c.q, c.r);
  std::set<Place> frontier{start};
  for (int moves = 1; moves <= kMaxChargeMoves && !frontier.empty(); ++moves) {
    std::set<Place> next;
    for (const auto& at : frontier) {
      s.figures[0].hexes.clear();
      for (const auto& [q, r] : at) s.figures[0].hexes.push_back({q, r});
      const State st = build_state(s);
      Workspace ws;
      const Decision d = decide(st, kRulebook, Objective::Net, ws);
      for (const Destination& dest : d.destinations) {
        // Cell indexes are the file order, the same in every State built from s.
        if (!out.emplace(sorted(dest.cells), moves).second) continue;
        Place hexes;
        for (CellIndex c : dest.cells) {
          if (c != kNoCell) hexes.emplace_back(st.board.coord(c).q, st.board.coord(c).r);
        }
        next.insert(hexes);
      }
    }
    frontier = std::move(next);
  }
  return out;
}

TEST(HeroscapeCharge, ReachMatchesMovesMadeOneAfterAnother) {
  for (const bool double_space : {false, true}) {
    for (int move : {1, 2}) {
      const Scenario s = field(move, double_space);
      const std::map<Cells, int> want = fewest_moves(s);
      const State st = build_state(s);
      Workspace ws;
      const Decision d = decide(st, kRulebook, Objective::Net, ws);
      std::map<Cells, int> got;
      for (const Destination& dest : d.destinations) got[sorted(dest.cells)] = 1;
      odds::Fraction p{1, 1};
      int last = 1;
      for (const ChargeReach& r : d.charge) {
        got[sorted(r.cells)] = r.moves;
        ASSERT_GE(r.moves, last);  // nearest first
        for (; last < r.moves; ++last) p = p * odds::Fraction::make(3, 10);
        EXPECT_EQ(r.p, p);
      }
      EXPECT_EQ(got, want) << "move " << move << " double " << double_space;
      EXPECT_GT(d.charge.size(), 3u);  // the comparison is not vacuous
    }
  }
}

}  // namespace
}  // namespace arbiter::heroscape
