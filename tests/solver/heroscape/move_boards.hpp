// The random boards the move searches' tests run on: levels (climbs, falls and big falls),
// water, roads, glyphs (healing ones a 1-life mover may not enter), hex and edge obstacles,
// holes in the map, enemies and engaged friends; and step()'s steps, the reference the
// hand-written searches are compared with.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "solver/heroscape/move.hpp"
#include "solver/heroscape/scenario.hpp"

namespace arbiter::heroscape::move_boards {

struct Options {
  bool double_space = false;
  bool flying = false;
  int side = 7;
};

inline Scenario random_board(unsigned seed, Options o) {
  std::mt19937 rng(seed);
  Scenario s;
  s.envelope.name = "random";
  s.envelope.coordinates = *pathing::parse_coordinate_system("axial");
  const int side = o.side;
  for (int r = 0; r < side; ++r) {
    for (int q = 0; q < side; ++q) {
      // Holes (missing neighbours), but never under the mover's start.
      if (r + q > 1 && rng() % 12 == 0) continue;
      s.hexes.push_back({q, r});
      // Mostly rolling ground, now and then a cliff of 10 or more (big falls).
      const int level =
          rng() % 16 == 0 ? 12 + static_cast<int>(rng() % 3) : r / 2 + static_cast<int>(rng() % 2);
      s.levels.push_back(level);
      const unsigned t = rng() % 10;
      s.terrain.push_back(t == 0   ? TerrainKind::Water
                          : t <= 2 ? TerrainKind::Road
                                   : TerrainKind::Grass);
    }
  }
  const auto n = s.hexes.size();
  std::vector<char> used(n, 0);
  used[0] = used[1] = 1;  // the mover's
  const auto free_hex = [&] {
    std::size_t h = rng() % n;
    while (used[h]) h = (h + 1) % n;
    used[h] = 1;
    return h;
  };
  for (int i = 0; i < 3; ++i) {
    const std::size_t h = free_hex();
    s.glyphs.push_back(s.hexes[h]);
    s.glyph_kinds.push_back(
        i == 0 ? GlyphKind::Healing
               : static_cast<GlyphKind>(rng() % static_cast<unsigned>(GlyphKind::Count)));
    s.glyph_bonus.push_back(1);
  }
  for (int i = 0; i < 3; ++i) s.obstacles.push_back({0, s.hexes[free_hex()], std::nullopt, 2});
  // Edge obstacles between neighbouring hexes.
  for (int i = 0; i < 6; ++i) {
    const std::size_t a = rng() % n;
    const Coord c = s.hexes[a];
    const Coord other{c.q + 1, c.r};
    if (std::find(s.hexes.begin(), s.hexes.end(), other) == s.hexes.end()) continue;
    s.obstacles.push_back({0, c, other, 1 + static_cast<int>(rng() % 3)});
  }
  FigureSpec a;
  a.id = "A";
  a.side = "red";
  a.hexes =
      o.double_space ? std::vector<Coord>{s.hexes[0], s.hexes[1]} : std::vector<Coord>{s.hexes[0]};
  a.height = 2 + static_cast<int>(rng() % 4);  // 1 would be boxed in by rolling ground
  a.move = 4 + static_cast<int>(rng() % 6);
  a.life = rng() % 3 == 0 ? 1 : 4;
  a.flying = o.flying;
  s.figures.push_back(a);
  for (int i = 0; i < 6; ++i) {
    FigureSpec f;
    f.id = "F" + std::to_string(i);
    f.side = i % 3 == 0 ? "red" : "blue";  // friends (engaged or not) and enemies
    f.hexes = {s.hexes[free_hex()]};
    f.height = 1 + static_cast<int>(rng() % 5);
    s.figures.push_back(f);
  }
  s.acting = "A";
  return s;
}

// The steps of s as step() gives them, in order.
inline std::vector<std::pair<StateId, MoveCost>> reference_steps(const MoveModel& m, StateId s) {
  std::vector<std::pair<StateId, MoveCost>> out;
  for (int k = 0; k < MoveModel::kMaxSteps; ++k) {
    StateId to;
    StepInfo info;
    if (m.step(s, k, to, info)) out.emplace_back(to, info.cost);
  }
  return out;
}

// A 60 x 60 board the move (90) crosses: searches long enough for the time limit to cut.
inline State crossed_board(unsigned seed, Options o) {
  o.side = 60;
  Scenario sc = random_board(seed, o);
  sc.figures[0].move = 90;
  return build_state(sc);
}

// The movers every search is tried with, and their names in the tests' names.
// A single-space acting figure moved to each free cell of `st` that is road, then to one that
// is not, in turn (road first): the States, so that a search from a road-only start (whose
// states lie in the upper half of the model's) can follow one from elsewhere on the same
// arrays.
inline std::vector<State> starts_on_and_off_road(const State& st) {
  std::vector<State> out;
  const CellIndex from = st.figures[st.acting].cells[0];
  std::vector<CellIndex> road, plain;
  for (CellIndex c = 0; c < st.board.size(); ++c) {
    if (c == from || st.occupant[c] != kNoFigure || (st.flags[c] & (kObstacle | kWater)) != 0) {
      continue;
    }
    ((st.flags[c] & kRoad) != 0 ? road : plain).push_back(c);
  }
  for (std::size_t i = 0; i < std::min(road.size(), plain.size()) && i < 3; ++i) {
    for (CellIndex c : {road[i], plain[i]}) {
      State moved = st;
      moved.occupant[from] = kNoFigure;
      moved.occupant[c] = moved.acting;
      moved.figures[moved.acting].cells = {c, kNoCell};
      out.push_back(std::move(moved));
    }
  }
  return out;
}

inline const auto kMovers =
    testing::Values(Options{false, false}, Options{true, false}, Options{false, true});
inline std::string mover_name(const testing::TestParamInfo<Options>& i) {
  return std::string(i.param.double_space ? "Double" : "Single") +
         (i.param.flying ? "Flying" : "Walking");
}

}  // namespace arbiter::heroscape::move_boards
