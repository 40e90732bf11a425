// Large boards stop their searches once the decision is settled. The options and focuses
// must be exactly those of complete searches: checked on generated maps of every attack
// kind, several seeds and figure counts.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <tuple>

#include "pathing/flood.hpp"
#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/generate.hpp"
#include "tests/reference/gloomhaven/turn_reference.hpp"
#include "tests/solver/gloomhaven/decide_fixture.hpp"

namespace arbiter::gloomhaven {
namespace {

std::vector<std::tuple<CellIndex, FigureIndex, std::vector<FigureIndex>>> keys(const Decision& d) {
  std::vector<std::tuple<CellIndex, FigureIndex, std::vector<FigureIndex>>> out;
  for (const Option& o : d.options) {
    auto t = o.attack.targets;
    std::sort(t.begin(), t.end());
    out.emplace_back(o.destination, o.focus, t);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Decides s under every rule set twice, with the searches stopping once the decision is
// settled and complete, expects the same options and focuses, and hands both decisions to
// `more` for further checks.
template <class More>
void compare_with_complete(const Scenario& s, const pathing::Board& board, More more) {
  ASSERT_GT(board.size(), 16384u);  // above the exact-table threshold: searches may stop
  for (auto rules : kAllRuleSets) {
    const auto profile = profile_for(rules);
    TurnWorkspace ws;
    const Decision fast = decide_turn(s, board, profile, ws);
    const Decision full = decide_turn(s, board, profile, ws, DecideOptions{true});
    EXPECT_EQ(keys(fast), keys(full)) << s.name << " " << rule_set_name(rules);
    EXPECT_EQ(fast.focuses, full.focuses) << s.name;
    more(fast, full, rules);
  }
}

// The whole decision, as every report reads it: options with their paths, the focus table,
// step 3's hexes and the trace.
void expect_same_decision(const Decision& a, const Decision& b, const std::string& what) {
  ASSERT_EQ(a.options.size(), b.options.size()) << what;
  for (std::size_t i = 0; i < a.options.size(); ++i) {
    EXPECT_EQ(a.options[i].destination, b.options[i].destination) << what;
    EXPECT_EQ(a.options[i].path, b.options[i].path) << what << " option " << i;
    EXPECT_EQ(a.options[i].focus, b.options[i].focus) << what;
    EXPECT_EQ(a.options[i].attack.targets, b.options[i].attack.targets) << what;
    EXPECT_EQ(a.options[i].attack.aoe, b.options[i].attack.aoe) << what;
  }
  EXPECT_EQ(a.focuses, b.focuses) << what;
  ASSERT_EQ(a.ranking.size(), b.ranking.size()) << what;
  for (std::size_t i = 0; i < a.ranking.size(); ++i) {
    EXPECT_EQ(a.ranking[i].figure, b.ranking[i].figure) << what;
    EXPECT_EQ(a.ranking[i].path, b.ranking[i].path) << what << " row " << i;
    EXPECT_EQ(a.ranking[i].path_exact, b.ranking[i].path_exact) << what << " row " << i;
    EXPECT_EQ(a.ranking[i].proximity, b.ranking[i].proximity) << what;
    EXPECT_EQ(a.ranking[i].dropped_at, b.ranking[i].dropped_at) << what;
  }
  ASSERT_EQ(a.step3.size(), b.step3.size()) << what;
  for (std::size_t i = 0; i < a.step3.size(); ++i) {
    ASSERT_EQ(a.step3[i].hexes.size(), b.step3[i].hexes.size()) << what;
    for (std::size_t h = 0; h < a.step3[i].hexes.size(); ++h) {
      const Step3Hex &x = a.step3[i].hexes[h], &y = b.step3[i].hexes[h];
      EXPECT_EQ(x.cell, y.cell) << what;
      EXPECT_EQ(x.cost, y.cost) << what << " hex " << x.cell;
      EXPECT_EQ(x.now, y.now) << what;
      EXPECT_EQ(x.stage, y.stage) << what;
      EXPECT_EQ(x.group_stage, y.group_stage) << what;
    }
  }
  ASSERT_EQ(a.trace.size(), b.trace.size()) << what;
  for (std::size_t i = 0; i < a.trace.size(); ++i) {
    EXPECT_EQ(a.trace[i].step, b.trace[i].step) << what;
    EXPECT_EQ(a.trace[i].text, b.trace[i].text) << what;
  }
}

// Where no step costs a negative hex, the travel search settles the cells beyond this
// turn's movement by length from buckets (reference::Methods::far_by_length): paths, end cells,
// the focus table, step 3 and the trace must be those of the heap's order everywhere. On
// generated maps with their traps and hazardous hexes made plain (walking, and flying past
// what would block walking), with stopping searches and complete ones, moves short and
// long; and with the traps kept, where the heap alone must run. The positions must include
// monsters that cannot reach their focus this turn (step 3 moving towards it), or the far
// part of the search would decide nothing.
TEST(DecideFarByLength, SameDecisionAsTheHeapEverywhere) {
  int compared = 0, towards = 0;
  for (auto attack : {GeneratedAttack::Melee, GeneratedAttack::Ranged, GeneratedAttack::Area,
                      GeneratedAttack::MultiTarget, GeneratedAttack::Flying}) {
    for (std::uint32_t seed : {1u, 2u, 3u, 4u}) {
      GeneratorOptions o;
      o.columns = 150;
      o.rows = 120;  // above the exact-table threshold
      o.figures = seed % 2 == 0 ? 2 : 8;
      o.seed = seed;
      o.attack = attack;
      o.move = static_cast<int>(2 + 3 * (seed % 3));
      auto s = generate_scenario(o);
      const bool keep_traps = seed == 4;
      if (!keep_traps)
        std::erase_if(s.map.terrain, [](const auto& t) {
          return t.second == TerrainType::Trap || t.second == TerrainType::Hazardous;
        });
      const auto board = build_board(s);
      for (auto rules : kAllRuleSets) {
        const auto profile = profile_for(rules);
        for (bool exact : {false, true}) {
          TurnWorkspace ws;
          reference::Methods heap;
          heap.exact_table = exact;
          heap.far_by_length = false;
          const Decision a =
              decide_turn(s, board, profile, ws, DecideOptions{.exact_table = exact});
          const Decision b = reference::decide_turn(s, board, profile, ws, heap);
          expect_same_decision(
              a, b, s.name + " " + std::string(rule_set_name(rules)) + (exact ? " exact" : ""));
          for (const Step3Record& r : a.step3) towards += r.now ? 0 : 1;
          ++compared;
        }
      }
    }
  }
  EXPECT_EQ(compared, 5 * 4 * 2 * static_cast<int>(std::size(kAllRuleSets)));
  EXPECT_GT(towards, 20);
}

// Where every step costs one movement and no negative hex, the cells past this turn's
// movement are settled by a BFS instead of the heap. On generated maps with traps, hazardous,
// difficult and icy hexes made plain (walking, so that the BFS must go around obstacles and enemies
// and through allies as a step would), the decision must be the buckets' and the heap's: a BFS that
// entered what a step may not, or stopped elsewhere, prints other costs in the focus table and
// step 3.
TEST(DecideFarByLength, BfsOnUnitStepsSameDecisionAsTheHeap) {
  int compared = 0, towards = 0;
  for (auto attack : {GeneratedAttack::Melee, GeneratedAttack::Ranged, GeneratedAttack::Area,
                      GeneratedAttack::MultiTarget, GeneratedAttack::Flying}) {
    for (std::uint32_t seed : {5u, 6u, 7u}) {
      GeneratorOptions o;
      o.columns = 150;
      o.rows = 120;  // above the exact-table threshold
      o.figures = seed % 2 == 0 ? 3 : 9;
      o.seed = seed;
      o.attack = attack;
      o.move = static_cast<int>(2 + 3 * (seed % 3));
      auto s = generate_scenario(o);
      std::erase_if(s.map.terrain, [](const auto& t) {
        return t.second != TerrainType::Wall && t.second != TerrainType::Obstacle;
      });
      const auto board = build_board(s);
      for (auto rules : kAllRuleSets) {
        const auto profile = profile_for(rules);
        for (bool exact : {false, true}) {
          TurnWorkspace ws;
          reference::Methods heap;
          heap.exact_table = exact;
          heap.far_by_length = false;
          const Decision a =
              decide_turn(s, board, profile, ws, DecideOptions{.exact_table = exact});
          const Decision c = reference::decide_turn(s, board, profile, ws, heap);
          const std::string what =
              s.name + " " + std::string(rule_set_name(rules)) + (exact ? " exact" : "");
          expect_same_decision(a, c, what + " (heap)");
          for (const Step3Record& r : a.step3) towards += r.now ? 0 : 1;
          ++compared;
        }
      }
    }
  }
  EXPECT_EQ(compared, 5 * 3 * 2 * static_cast<int>(std::size(kAllRuleSets)));
  EXPECT_GT(towards, 20);
}

// Past this turn's movement the search by length runs by the board's slots, its lengths
// kept by slot (reference::Methods::lengths_by_slots off: by cells). On the same unit-step
// maps, near and far, bounded and exact, with one workspace for every turn of a map (the
// table of lengths kept, patched where the figures stand, from one turn to the next, its
// marks and bits left clean), the whole decision must be the one by cells.
TEST(DecideFarByLength, BySlotsSameDecisionAsByCells) {
  int compared = 0, towards = 0;
  for (auto attack : {GeneratedAttack::Melee, GeneratedAttack::Ranged, GeneratedAttack::Area,
                      GeneratedAttack::MultiTarget, GeneratedAttack::Flying}) {
    for (std::uint32_t seed : {5u, 8u, 9u}) {
      GeneratorOptions o;
      o.columns = seed == 8 ? 100 : 150;  // 100 x 100: the exact table's boards
      o.rows = seed == 8 ? 100 : 120;
      o.figures = seed % 2 == 0 ? 3 : 9;
      o.seed = seed;
      o.attack = attack;
      o.move = static_cast<int>(2 + 3 * (seed % 3));
      auto s = generate_scenario(o);
      std::erase_if(s.map.terrain, [](const auto& t) {
        return t.second != TerrainType::Wall && t.second != TerrainType::Obstacle;
      });
      const auto board = build_board(s);
      TurnWorkspace ws;
      for (auto rules : kAllRuleSets) {
        const auto profile = profile_for(rules);
        for (bool exact : {false, true}) {
          reference::Methods by_cells;
          by_cells.exact_table = exact;
          by_cells.lengths_by_slots = false;
          const Decision a =
              decide_turn(s, board, profile, ws, DecideOptions{.exact_table = exact});
          const Decision c = reference::decide_turn(s, board, profile, ws, by_cells);
          const std::string what =
              s.name + " " + std::string(rule_set_name(rules)) + (exact ? " exact" : "");
          expect_same_decision(a, c, what + " (by cells)");
          for (const Step3Record& r : a.step3) towards += r.now ? 0 : 1;
          ++compared;
        }
      }
    }
  }
  EXPECT_EQ(compared, 5 * 3 * 2 * static_cast<int>(std::size(kAllRuleSets)));
  EXPECT_GT(towards, 20);
}

TEST(DecideBoundedSearch, SameOptionsAsCompleteSearches) {
  int compared = 0, bounded_rows = 0, proximities = 0;
  for (auto attack : {GeneratedAttack::Melee, GeneratedAttack::Ranged, GeneratedAttack::Area,
                      GeneratedAttack::MultiTarget, GeneratedAttack::Flying}) {
    for (std::uint32_t seed : {1u, 2u, 3u}) {
      for (int figures : {6, 40}) {
        GeneratorOptions o;
        o.columns = 150;
        o.rows = 150;  // above the exact-table threshold of 16384 cells
        o.figures = figures;
        o.seed = seed;
        o.attack = attack;
        const auto s = generate_scenario(o);
        const auto board = build_board(s);
        compare_with_complete(s, board, [&](const Decision& fast, const Decision& full, auto) {
          for (const FocusRow& r : fast.ranking) bounded_rows += r.path_exact ? 0 : 1;
          for (const FocusRow& r : full.ranking) EXPECT_TRUE(r.path_exact);
          // A proximity the bounded decision found is the complete one's; it finds those of
          // the candidates tied on the focus's path at least (stage 2.3 reads them).
          ASSERT_EQ(fast.ranking.size(), full.ranking.size());
          for (std::size_t i = 0; i < fast.ranking.size(); ++i) {
            const FocusRow &a = fast.ranking[i], &b = full.ranking[i];
            if (a.proximity >= 0) {
              EXPECT_EQ(a.proximity, b.proximity) << s.name << " row " << i;
              ++proximities;
            }
            if (a.dropped_at == 0 || a.dropped_at >= 3) {
              EXPECT_EQ(a.proximity, b.proximity) << s.name << " row " << i;
            }
          }
          ++compared;
        });
      }
    }
  }
  EXPECT_EQ(compared, 5 * 3 * 2 * static_cast<int>(std::size(kAllRuleSets)));
  // The bound must actually cut searches short somewhere, or this test proves nothing.
  EXPECT_GT(bounded_rows, 0);
  EXPECT_GT(proximities, 100);
}

// Past the exact table's boards the proximity of a candidate the decision reads is found by
// A* towards it (search_unit_astar), not by a breadth-first search all round the monster.
// Both characters are out of reach, each behind a cup open on its far side and mirrored
// about the monster: C1's of obstacles, C2's of wall hexes. The paths round the cups tie
// (2.2), so proximity decides (2.3): over C1's obstacles it is the straight 20 hexes; C2's
// walls bend it. A search that took the grid distance for the proximity (20 for both) would
// tie them and pass the focus to C2 on initiative.
TEST(DecideBoundedSearch, ProximityAroundWallsDecidesOnALargeBoard) {
  using namespace decide_fixture;
  json j = axial_position(140, 130);  // 18200 hexes: past the exact table's 16384
  const int aq = 70, ar = 65, far = 20;
  j["figures"] = {monster("A", aq, ar), character("C1", aq - far, ar, {{"initiative", 60}}),
                  character("C2", aq + far, ar, {{"initiative", 10}})};
  json kept = json::array();
  std::vector<std::pair<int, int>> obstacles;
  for (const json& h : j["map"]["hexes"]) {
    const int q = h[0], r = h[1];
    // C2's cup: within 2 of it, on the monster's side (2 dq + dr <= 0, west in the picture).
    const int dq = q - (aq + far), dr = r - ar;
    const int d2 = pathing::hex_distance({q, r}, {aq + far, ar});
    if (d2 >= 1 && d2 <= 2 && 2 * dq + dr <= 0) continue;  // a wall hex: left off the map
    kept.push_back(h);
    // C1's, the mirror image ((dq, dr) -> (-dq - dr, dr)) in obstacles.
    const int eq = q - (aq - far), er = r - ar;
    const int d1 = pathing::hex_distance({q, r}, {aq - far, ar});
    if (d1 >= 1 && d1 <= 2 && 2 * eq + er >= 0) obstacles.push_back({q, r});
  }
  j["map"]["hexes"] = kept;
  terrain(j, "obstacle", obstacles);
  j["turn"] = turn("A", 2, attack(0));
  const Solved v(j, RuleSet::Gloomhaven);
  ASSERT_GT(v.b.size(), 16384u);
  const Decision full = [&] {
    TurnWorkspace ws;
    return decide_turn(v.s, v.b, profile_for(RuleSet::Gloomhaven), ws, DecideOptions{true});
  }();
  EXPECT_EQ(v.row("C1").path, v.row("C2").path) << v.trace();
  EXPECT_EQ(v.row("C1").proximity, far);
  EXPECT_GT(v.row("C2").proximity, far);
  for (std::size_t i = 0; i < full.ranking.size(); ++i)
    EXPECT_EQ(v.d.ranking[i].proximity, full.ranking[i].proximity) << "row " << i;
  EXPECT_EQ(v.row("C2").dropped_at, 3) << v.trace();
  EXPECT_EQ(v.focuses(), std::vector<std::string>{"C1"}) << v.trace();
}

// A hex among a focus's attack hexes that is itself a trap costs a negative more than the
// way into it: the travel search does not wait for such a hex once none of the cells with
// fewer negatives than the best attack hex reaches it with as few as the best. With lines
// of traps across the map, focuses are reached only through traps (the best attack hex
// has negatives) and trap hexes with the best's negatives are among the attack hexes.
// Every hex step 3 keeps past the negative-hex stage, and its cost, must be that of the
// complete search: a search that stopped without waiting for the attack hexes, or that
// gave up on any hex (not only traps) its cells of fewer negatives do not reach cheaply
// enough, fails here (the first test's options alone do not see it).
TEST(DecideBoundedSearch, TrapAttackHexesWithTheBestNegativesAreWaitedFor) {
  int compared = 0, with_negatives = 0, trap_spots = 0;
  for (auto attack : {GeneratedAttack::Area, GeneratedAttack::Melee, GeneratedAttack::Ranged}) {
    for (std::uint32_t seed = 1; seed <= 6; ++seed) {
      GeneratorOptions o;
      o.columns = 160;
      o.rows = 130;  // above the exact-table threshold
      o.figures = 6;
      o.seed = seed;
      o.attack = attack;
      auto s = generate_scenario(o);
      // Lines of traps across the map, every other column (walls and obstacles kept): every
      // way to a focus crosses them, and a focus between two lines is attacked from the
      // line before it as cheaply as from beside it.
      auto on_line = [&](pathing::Coord c) {
        return (s.coordinates.from_axial(c).q + static_cast<int>(seed)) % 2 == 0;
      };
      std::set<std::pair<int, int>> taken;
      for (const Figure& f : s.figures) taken.insert({f.hex.q, f.hex.r});
      std::erase_if(s.map.terrain, [&](const auto& t) {
        const bool blocks = t.second == TerrainType::Wall || t.second == TerrainType::Obstacle;
        if (blocks) taken.insert({t.first.q, t.first.r});
        return !blocks && on_line(t.first);
      });
      for (pathing::Coord c : s.map.hexes)
        if (!taken.count({c.q, c.r}) && on_line(c)) s.map.terrain.push_back({c, TerrainType::Trap});
      const auto board = build_board(s);
      compare_with_complete(s, board, [&](const Decision& fast, const Decision& full, auto rules) {
        ASSERT_EQ(fast.step3.size(), full.step3.size()) << s.name;
        for (std::size_t i = 0; i < full.step3.size(); ++i) {
          for (const Step3Hex& h : full.step3[i].hexes) {
            if (h.stage == Step3Stage::MoreNegative) continue;
            with_negatives += h.cost.negatives > 0 ? 1 : 0;
            trap_spots +=
                h.cost.negatives > 0 && board.terrain(h.cell) == pathing::Terrain::Trap ? 1 : 0;
            const Step3Hex* f = fast.step3[i].find(h.cell);
            ASSERT_NE(f, nullptr) << s.name << " " << rule_set_name(rules);
            EXPECT_EQ(f->cost, h.cost) << s.name;
            EXPECT_EQ(f->stage, h.stage) << s.name;
            EXPECT_EQ(f->group_stage, h.group_stage) << s.name;
          }
        }
        ++compared;
      });
    }
  }
  EXPECT_EQ(compared, 3 * 6 * static_cast<int>(std::size(kAllRuleSets)));
  // The positions must weigh attack hexes behind traps, some of them traps themselves.
  EXPECT_GT(with_negatives, 0);
  EXPECT_GT(trap_spots, 0);
}

// Step 3 compares target sets as bit masks up to 64 candidates, with the general code past
// that: both must give the same options, groups and hexes' stages on many positions with
// multi-target and area attacks, where the target sets vary most: generated ones, the
// project's rule cases, and the conformance suite when it is beside the repository.
int compare_masks(const Scenario& s, int& with_groups) {
  const auto board = build_board(s);
  int compared = 0;
  for (auto rules : kAllRuleSets) {
    const auto profile = profile_for(rules);
    TurnWorkspace ws;
    reference::Methods general;
    general.bit_masks = false;
    const Decision fast = decide_turn(s, board, profile, ws);
    const Decision slow = reference::decide_turn(s, board, profile, ws, general);
    EXPECT_EQ(keys(fast), keys(slow)) << s.name << " " << rule_set_name(rules);
    EXPECT_EQ(fast.step3.size(), slow.step3.size()) << s.name;
    for (std::size_t i = 0; i < std::min(fast.step3.size(), slow.step3.size()); ++i) {
      EXPECT_EQ(fast.step3[i].groups, slow.step3[i].groups) << s.name;
      EXPECT_EQ(fast.step3[i].hexes.size(), slow.step3[i].hexes.size()) << s.name;
      for (std::size_t h = 0; h < std::min(fast.step3[i].hexes.size(), slow.step3[i].hexes.size());
           ++h) {
        EXPECT_EQ(fast.step3[i].hexes[h].stage, slow.step3[i].hexes[h].stage) << s.name;
        EXPECT_EQ(fast.step3[i].hexes[h].group_stage, slow.step3[i].hexes[h].group_stage) << s.name;
      }
      with_groups += fast.step3[i].group_targets > 1 ? 1 : 0;
    }
    ++compared;
  }
  return compared;
}

TEST(DecideBitMasks, SameDecisionAsTheGeneralCode) {
  namespace fs = std::filesystem;
  int compared = 0, with_groups = 0;
  for (auto attack : {GeneratedAttack::Area, GeneratedAttack::MultiTarget, GeneratedAttack::Ranged,
                      GeneratedAttack::Melee}) {
    for (std::uint32_t seed = 1; seed <= 12; ++seed) {
      GeneratorOptions o;
      o.columns = 24;
      o.rows = 16;
      o.figures = 8 + static_cast<int>(seed % 4) * 6;
      o.seed = seed;
      o.attack = attack;
      compared += compare_masks(generate_scenario(o), with_groups);
    }
  }
  // Maps too large for a bit board (pathing/flood.hpp): ranged areas on masks fall back to
  // searching each hex's range.
  for (std::uint32_t seed = 1; seed <= 3; ++seed) {
    GeneratorOptions o;
    o.columns = 90;
    o.rows = 60;
    o.figures = 14;
    o.seed = seed;
    o.attack = GeneratedAttack::Area;
    const auto s = generate_scenario(o);
    EXPECT_FALSE(pathing::BitBoard::fits(build_board(s)));
    compared += compare_masks(s, with_groups);
  }
  const fs::path source(ARBITER_SOURCE_DIR);
  for (const fs::path& dir :
       {source / "scenarios" / "gloomhaven" / "turns", source / "scenarios" / "examples",
        source / ".." / "shared" / "conformance" / "gloomhaven"}) {
    if (!fs::is_directory(dir)) continue;
    for (const auto& e : fs::directory_iterator(dir)) {
      if (e.path().extension() != ".json") continue;
      compared += compare_masks(load_scenario(e.path().string()), with_groups);
    }
  }
  EXPECT_GE(compared, 4 * 12 * 4);
  EXPECT_GT(with_groups, 10);  // many positions must weigh sets of several targets
}

}  // namespace
}  // namespace arbiter::gloomhaven
