// Searches on model graphs: BFS and lexicographic Dijkstra and the step rules of WalkModel
// (terrain, figures, flying, ice). Expected costs are worked by hand on small drawn maps.
// The reverse graph, workspace reuse, path_to and the direct searches are in
// search_graph_test.cpp.
#include "pathing/search.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/pathing/search_fixture.hpp"

using namespace arbiter::pathing;
using namespace search_fixture;
using arbiter::gloomhaven::Occupancy;
using arbiter::gloomhaven::Occupant;
using arbiter::gloomhaven::WalkModel;

// ---------------------------------------------------------------- BFS

TEST(SearchBfs, HandCheckedDistancesAroundAWallRow) {
  // The wall row leaves one gap, at [3, 1]: [0, 2] is 2 hexes from [0, 0] as the crow
  // flies but 7 steps around.
  const Map m = draw({". . . . .", "# # # . #", ". . . . ."});
  const int kX = -1;  // wall
  const int expected[3][5] = {{0, 1, 2, 3, 4}, {kX, kX, kX, 4, kX}, {7, 6, 5, 5, 6}};
  const SearchResult r = bfs_from(m.board, m.at({0, 0}));
  for (int row = 0; row < 3; ++row) {
    for (int q = 0; q < 5; ++q) {
      if (expected[row][q] == kX) continue;
      const CellIndex c = m.at({q, row});
      ASSERT_TRUE(r.reached(c)) << q << "," << row;
      EXPECT_EQ(r.cost(c), cost(0, expected[row][q])) << "[" << q << ", " << row << "]";
    }
  }
  // Every cell on the map was reached, each once.
  EXPECT_EQ(r.reached_cells().size(), m.board.size());
  // The BFS tree is consistent: a predecessor is a neighbour one step closer.
  for (CellIndex c = 0; c < m.board.size(); ++c) {
    const CellIndex p = r.predecessor(c);
    if (c == m.at({0, 0})) {
      EXPECT_EQ(p, kNoCell);
      continue;
    }
    ASSERT_NE(p, kNoCell);
    EXPECT_EQ(m.board.distance(p, c), 1);
    EXPECT_EQ(r.cost(p).length + 1, r.cost(c).length);
  }
}

TEST(SearchBfs, ThinWallForcesADetour) {
  // A thin wall runs along the whole boundary between rows 0 and 1 except the edge
  // [3, 0]-[3, 1]: the way from [0, 0] to [0, 1] (neighbours) goes round its end.
  std::vector<ThinWall> wall;
  for (int q = 0; q < 3; ++q) {
    wall.push_back({{q, 0}, {q, 1}});
    wall.push_back({{q + 1, 0}, {q, 1}});
  }
  const Map m = draw({". . . .", ". . . ."}, wall);
  const SearchResult r = bfs_from(m.board, m.at({0, 0}));
  const int row1[4] = {7, 6, 5, 4};
  for (int q = 0; q < 4; ++q) {
    EXPECT_EQ(r.cost(m.at({q, 0})), cost(0, q));
    EXPECT_EQ(r.cost(m.at({q, 1})), cost(0, row1[q])) << q;
  }
  // Without the wall they are neighbours.
  const Map open = draw({". . . .", ". . . ."});
  EXPECT_EQ(bfs_from(open.board, open.at({0, 0})).cost(open.at({0, 1})), cost(0, 1));
}

TEST(SearchBfs, IgnoresStepCostsButNotBlockedSteps) {
  // BFS counts steps whatever they cost, on any model.
  const Map m = draw({". . .", ". T ."});
  const WalkModel walk = walking(m);
  SearchResult r(m.board.size());
  search_bfs(ForwardGraph<WalkModel>{&walk}, m.at({0, 1}), r);
  EXPECT_EQ(r.cost(m.at({2, 1})), cost(0, 2));
  const Map blocked = draw({". o .", "# # #"});
  const WalkModel walk2 = walking(blocked);
  SearchResult r2(blocked.board.size());
  search_bfs(ForwardGraph<WalkModel>{&walk2}, blocked.at({0, 0}), r2);
  EXPECT_FALSE(r2.reached(blocked.at({2, 0})));
}

// ---------------------------------------------------------------- Dijkstra costs

TEST(SearchDijkstra, TrapOnTheShortPathIsAvoided) {
  // Through the trap: 2 steps, 1 negative. Round it over the top row: 3 steps, none.
  const Map m = draw({". . .", ". T ."});
  const SearchResult r = dijkstra_from(walking(m), m.at({0, 1}));
  EXPECT_EQ(r.cost(m.at({2, 1})), cost(0, 3));
  EXPECT_EQ(coords(m, path_to(r, m.at({2, 1}))),
            (std::vector<Coord>{{0, 1}, {1, 0}, {2, 0}, {2, 1}}));
  EXPECT_EQ(r.cost(m.at({1, 1})), cost(1, 1));
  // Same map with the trap gone: the straight path.
  const Map open = draw({". . .", ". . ."});
  const SearchResult o = dijkstra_from(walking(open), open.at({0, 1}));
  EXPECT_EQ(o.cost(open.at({2, 1})), cost(0, 2));
  EXPECT_EQ(coords(open, path_to(o, open.at({2, 1}))),
            (std::vector<Coord>{{0, 1}, {1, 1}, {2, 1}}));
}

TEST(SearchDijkstra, FewerNegativesBeatsAMuchShorterPath) {
  // Through the trap [1, 2]: 2 steps. Avoiding it: up, along the top row, down the far
  // side and back along the bottom row, 12 steps. Negatives come first.
  const Map m = draw({". . . . . . .", ". # # # # # .", ". T . . . . ."});
  const SearchResult r = dijkstra_from(walking(m), m.at({0, 2}));
  EXPECT_EQ(r.cost(m.at({2, 2})), cost(0, 12));
  EXPECT_EQ(r.cost(m.at({1, 2})), cost(1, 1));
  const std::vector<CellIndex> path = path_to(r, m.at({2, 2}));
  ASSERT_EQ(path.size(), 13u);
  for (CellIndex c : path) EXPECT_FALSE(is_negative(m.board.terrain(c)));
  // Hazardous terrain counts as negative just like a trap.
  const Map hz = draw({". . . . . . .", ". # # # # # .", ". H . . . . ."});
  EXPECT_EQ(dijkstra_from(walking(hz), hz.at({0, 2})).cost(hz.at({2, 2})), cost(0, 12));
  // With only the trap route open, the negative is paid.
  const Map forced = draw({". # . . . . .", "# # # # # # .", ". T . . . . ."});
  EXPECT_EQ(dijkstra_from(walking(forced), forced.at({0, 2})).cost(forced.at({2, 2})), cost(1, 2));
}

TEST(SearchDijkstra, DifficultTerrainCostsTwoAndChangesThePath) {
  // Straight along row 1 through two difficult hexes costs 2 + 2 + 1 = 5; round the top
  // costs 4.
  const Map m = draw({". . . .", ". d d ."});
  const SearchResult r = dijkstra_from(walking(m), m.at({0, 1}));
  EXPECT_EQ(r.cost(m.at({3, 1})), cost(0, 4));
  EXPECT_EQ(coords(m, path_to(r, m.at({3, 1}))),
            (std::vector<Coord>{{0, 1}, {1, 0}, {2, 0}, {3, 0}, {3, 1}}));
  EXPECT_EQ(r.cost(m.at({1, 1})), cost(0, 2));  // entering difficult terrain costs 2
  EXPECT_EQ(r.cost(m.at({2, 1})), cost(0, 4));
  // Leaving it costs 1: from the difficult hex to its neighbour.
  EXPECT_EQ(dijkstra_from(walking(m), m.at({1, 1})).cost(m.at({0, 1})), cost(0, 1));
  // Flying ignores it.
  EXPECT_EQ(dijkstra_from(flying(m), m.at({0, 1})).cost(m.at({3, 1})), cost(0, 3));
}

TEST(SearchDijkstra, ObstaclesBlockWalkingButNotFlying) {
  const Map m = draw({". . . . .", ". . o . ."});
  // Walking goes round the obstacle through the top row.
  const SearchResult walk = dijkstra_from(walking(m), m.at({0, 1}));
  EXPECT_EQ(walk.cost(m.at({4, 1})), cost(0, 5));
  EXPECT_FALSE(walk.reached(m.at({2, 1})));
  // Flying crosses it and may even stop on it.
  const SearchResult fly = dijkstra_from(flying(m), m.at({0, 1}));
  EXPECT_EQ(fly.cost(m.at({4, 1})), cost(0, 4));
  EXPECT_EQ(fly.cost(m.at({2, 1})), cost(0, 2));

  // In a corridor walking cannot get past at all.
  const Map corridor = draw({". . o . ."});
  EXPECT_FALSE(dijkstra_from(walking(corridor), corridor.at({0, 0})).reached(corridor.at({4, 0})));
  EXPECT_EQ(dijkstra_from(flying(corridor), corridor.at({0, 0})).cost(corridor.at({4, 0})),
            cost(0, 4));
}

TEST(SearchDijkstra, FlyingIgnoresTrapsButNotWalls) {
  const Map traps = draw({". T T ."});
  EXPECT_EQ(dijkstra_from(walking(traps), traps.at({0, 0})).cost(traps.at({3, 0})), cost(2, 3));
  EXPECT_EQ(dijkstra_from(flying(traps), traps.at({0, 0})).cost(traps.at({3, 0})), cost(0, 3));
  // A wall hex and a thin wall stop a flyer as well.
  const Map wall = draw({". . # . ."});
  EXPECT_FALSE(dijkstra_from(flying(wall), wall.at({0, 0})).reached(wall.at({3, 0})));
  const Map thin = draw({". . . . ."}, {{{2, 0}, {3, 0}}});
  EXPECT_FALSE(dijkstra_from(flying(thin), thin.at({0, 0})).reached(thin.at({3, 0})));
  EXPECT_TRUE(dijkstra_from(flying(thin), thin.at({0, 0})).reached(thin.at({2, 0})));
}

TEST(SearchDijkstra, EnemiesBlockAndAlliesArePassable) {
  const Map enemy = draw({". . E . ."});
  const SearchResult e = dijkstra_from(walking(enemy), enemy.at({0, 0}));
  EXPECT_FALSE(e.reached(enemy.at({2, 0})));
  EXPECT_FALSE(e.reached(enemy.at({4, 0})));
  EXPECT_EQ(e.cost(enemy.at({1, 0})), cost(0, 1));
  // A flyer passes over enemies.
  EXPECT_EQ(dijkstra_from(flying(enemy), enemy.at({0, 0})).cost(enemy.at({4, 0})), cost(0, 4));

  const Map ally = draw({". . A . ."});
  const SearchResult a = dijkstra_from(walking(ally), ally.at({0, 0}));
  EXPECT_EQ(a.cost(ally.at({4, 0})), cost(0, 4));

  // An enemy in the open makes walkers go round it.
  const Map round = draw({". . . . .", ". . E . ."});
  EXPECT_EQ(dijkstra_from(walking(round), round.at({0, 1})).cost(round.at({4, 1})), cost(0, 5));
}

TEST(SearchDijkstra, HiddenEnemiesFollowTheRuleSet) {
  Map m = draw({". . h . ."});
  m.occ.hidden_enemies_block = true;  // Gloomhaven: invisible enemies are obstacles
  EXPECT_FALSE(dijkstra_from(walking(m), m.at({0, 0})).reached(m.at({4, 0})));
  m.occ.hidden_enemies_block = false;  // Frosthaven: may be passed
  EXPECT_EQ(dijkstra_from(walking(m), m.at({0, 0})).cost(m.at({4, 0})), cost(0, 4));
}

// ---------------------------------------------------------------- ice

TEST(SearchIce, SlideContinuesToTheFirstHexPastTheIce) {
  const Map m = draw({". i i . ."});
  const SearchResult r = dijkstra_from(sliding(m), m.at({0, 0}));
  // One step east lands on [3, 0]: the two icy hexes are slid over, for free.
  EXPECT_EQ(r.cost(m.at({3, 0})), cost(0, 1));
  EXPECT_EQ(r.cost(m.at({4, 0})), cost(0, 2));
  EXPECT_FALSE(r.reached(m.at({1, 0})));
  EXPECT_FALSE(r.reached(m.at({2, 0})));
  EXPECT_EQ(coords(m, path_to(r, m.at({4, 0}))), (std::vector<Coord>{{0, 0}, {3, 0}, {4, 0}}));
  // Without the ice rule, ice is plain ground.
  const SearchResult plain = dijkstra_from(walking(m), m.at({0, 0}));
  EXPECT_EQ(plain.cost(m.at({1, 0})), cost(0, 1));
  EXPECT_EQ(plain.cost(m.at({3, 0})), cost(0, 3));
  // A flyer does not slide either.
  EXPECT_EQ(dijkstra_from(WalkModel(m.board, m.occ, true, true), m.at({0, 0})).cost(m.at({1, 0})),
            cost(0, 1));
}

TEST(SearchIce, SlideStopsBeforeAnObstacle) {
  const Map m = draw({". i i o ."});
  const SearchResult r = dijkstra_from(sliding(m), m.at({0, 0}));
  EXPECT_EQ(r.cost(m.at({2, 0})), cost(0, 1));
  EXPECT_FALSE(r.reached(m.at({1, 0})));
  EXPECT_FALSE(r.reached(m.at({4, 0})));
}

TEST(SearchIce, SlideStopsBeforeAFigure) {
  for (const char* row : {". i i A .", ". i i E ."}) {
    const Map m = draw({row});
    const SearchResult r = dijkstra_from(sliding(m), m.at({0, 0}));
    EXPECT_EQ(r.cost(m.at({2, 0})), cost(0, 1)) << row;
    EXPECT_FALSE(r.reached(m.at({1, 0}))) << row;
    // Past an ally it walks on normally; an enemy stops it.
    EXPECT_EQ(r.reached(m.at({4, 0})), row[6] == 'A') << row;
    if (row[6] == 'A') {
      EXPECT_EQ(r.cost(m.at({4, 0})), cost(0, 3)) << row;
    }
  }
}

TEST(SearchIce, SlideStopsBeforeAWall) {
  const Map edge = draw({". i i"});
  EXPECT_EQ(dijkstra_from(sliding(edge), edge.at({0, 0})).cost(edge.at({2, 0})), cost(0, 1));
  const Map hex_wall = draw({". i i # ."});
  EXPECT_EQ(dijkstra_from(sliding(hex_wall), hex_wall.at({0, 0})).cost(hex_wall.at({2, 0})),
            cost(0, 1));
  const Map thin = draw({". i i . ."}, {{{2, 0}, {3, 0}}});
  const SearchResult r = dijkstra_from(sliding(thin), thin.at({0, 0}));
  EXPECT_EQ(r.cost(thin.at({2, 0})), cost(0, 1));
  EXPECT_FALSE(r.reached(thin.at({3, 0})));
}

TEST(SearchIce, SlideOntoATrapCountsTheNegative) {
  const Map m = draw({". i i T ."});
  EXPECT_EQ(dijkstra_from(sliding(m), m.at({0, 0})).cost(m.at({3, 0})), cost(1, 1));
}

TEST(SearchIce, SlideKeepsTheDirectionOfTheStep) {
  // Centre hex icy. Stepping south from [1, 0] onto it slides on south to [1, 2]; stepping
  // east from [0, 1] slides on east to [2, 1].
  const Map m = draw({". . .", ". i .", ". . ."});
  const SearchResult r = dijkstra_from(sliding(m), m.at({1, 0}));
  EXPECT_EQ(r.cost(m.at({1, 2})), cost(0, 1));
  EXPECT_FALSE(r.reached(m.at({1, 1})));
  const SearchResult w = dijkstra_from(sliding(m), m.at({0, 1}));
  EXPECT_EQ(w.cost(m.at({2, 1})), cost(0, 1));
  // [0, 2] from [1, 0]: [1, 0] -> [0, 1] -> [0, 2], two steps; the ice offers no short
  // cut in that direction.
  EXPECT_EQ(r.cost(m.at({0, 2})), cost(0, 2));
}
