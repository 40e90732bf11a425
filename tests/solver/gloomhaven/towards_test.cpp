// Step 3 out of reach weighs every end cell against every best destination with one shared
// search (towards.cpp). It must choose exactly what one reverse search per destination
// chose (the reference method it replaced): the same options and the same trace, listing
// per destination the same best cells and key. Checked on many small random maps with
// negative hexes, difficult and icy terrain, obstacles, allies to pass and enemies to go
// around, every movement kind and ranged attacks, whose many attack hexes around the focus
// give many tied destinations.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <random>
#include <string>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/scenario.hpp"
#include "tests/reference/gloomhaven/turn_reference.hpp"

namespace arbiter::gloomhaven {
namespace {

using nlohmann::json;

// A side x side even-q map; the monster on the left edge, characters on the right, random
// terrain and figures in between. Movement is short so that the focus is out of reach.
// `far`: 40 to 69 columns and no icy hexes, so that the shared search's estimate of what
// remains (towards.cpp) steers it over a long way.
std::string random_position(std::mt19937& rng, const std::string& movement, bool far = false) {
  // A third of the maps are wider, with more movement: past 64 end cells (towards_cone).
  const bool wide = rng() % 3 == 0;
  const int columns = far    ? 40 + static_cast<int>(rng() % 30)
                      : wide ? 22 + static_cast<int>(rng() % 8)
                             : 8 + static_cast<int>(rng() % 9);
  const int rows = wide ? 12 + static_cast<int>(rng() % 6) : 6 + static_cast<int>(rng() % 7);
  std::uniform_int_distribution<int> col(2, columns - 3), row(0, rows - 1), pct(0, 99);
  json terrain = json::object();
  json figures = json::array();
  std::vector<std::vector<char>> used(static_cast<std::size_t>(columns),
                                      std::vector<char>(static_cast<std::size_t>(rows), 0));
  auto take = [&](int c, int r) {
    char& u = used[static_cast<std::size_t>(c)][static_cast<std::size_t>(r)];
    if (u) return false;
    u = 1;
    return true;
  };
  const int monster_row = row(rng);
  take(0, monster_row);
  figures.push_back({{"id", "M"},
                     {"side", "monsters"},
                     {"kind", "monster"},
                     {"hex", {0, monster_row}},
                     {"initiative", 50}});
  const int characters = 1 + static_cast<int>(rng() % 3);
  for (int i = 0; i < characters; ++i) {
    const int c = columns - 1 - static_cast<int>(rng() % 2), r = row(rng);
    if (!take(c, r)) continue;
    figures.push_back({{"id", "C" + std::to_string(i)},
                       {"side", "players"},
                       {"kind", "character"},
                       {"hex", {c, r}},
                       {"initiative", 10 + i}});
  }
  // Blockers in the middle: allies (passed, not stopped on) and enemies (gone around).
  for (int i = 0, n = static_cast<int>(rng() % 5); i < n; ++i) {
    const int c = col(rng), r = row(rng);
    if (!take(c, r)) continue;
    const bool ally = pct(rng) < 50;
    figures.push_back({{"id", (ally ? "A" : "E") + std::to_string(i)},
                       {"side", ally ? "monsters" : "players"},
                       {"kind", ally ? "monster" : "character"},
                       {"hex", {c, r}},
                       {"initiative", ally ? 60 + i : 20 + i}});
  }
  const char* kinds[] = {"obstacle", "trap", "hazardous", "difficult", "icy"};
  const int density = 10 + static_cast<int>(rng() % 30);
  for (int c = 1; c < columns - 1; ++c)
    for (int r = 0; r < rows; ++r)
      if (pct(rng) < density && !used[static_cast<std::size_t>(c)][static_cast<std::size_t>(r)])
        terrain[kinds[rng() % (far ? 4 : 5)]].push_back({c, r});
  const int range = static_cast<int>(rng() % 4);  // 0: melee
  json attack = {{"range", range}, {"targets", 1 + static_cast<int>(rng() % 2)}};
  return json{{"format", 1},
              {"game", "gloomhaven"},
              {"name", "towards"},
              {"coordinates", "even-q"},
              {"map", {{"hexes", {{"columns", columns}, {"rows", rows}}}, {"terrain", terrain}}},
              {"figures", figures},
              {"turn",
               {{"figure", "M"},
                {"move", wide ? 5 + static_cast<int>(rng() % 3) : 1 + static_cast<int>(rng() % 3)},
                {"movement", movement},
                {"attack", attack}}}}
      .dump();
}

// The shared search against one search per destination (reference::Methods::shared_towards)
// on `count` random positions; counts what the comparisons exercised.
struct Exercised {
  int positions = 0, towards = 0, tied_cells = 0, several_destinations = 0, far_moves = 0;
};
Exercised compare_towards(std::uint32_t seed, int count, bool far) {
  std::mt19937 rng(seed);
  Exercised x;
  int& positions = x.positions;
  int& towards = x.towards;
  int& tied_cells = x.tied_cells;
  int& several_destinations = x.several_destinations;
  int& far_moves = x.far_moves;
  for (int i = 0; i < count; ++i) {
    const char* movements[] = {"normal", "normal", "flying", "jump"};
    const std::string movement = movements[i % 4];
    Scenario s;
    try {
      s = parse_scenario(random_position(rng, movement, far), "towards.json");
    } catch (const std::exception&) {
      continue;  // a random layout the loader refuses (none expected, but not the point here)
    }
    const auto board = build_board(s);
    for (auto rules : kAllRuleSets) {
      const auto profile = profile_for(rules);
      TurnWorkspace ws;
      reference::Methods each_destination;
      each_destination.shared_towards = false;
      const Decision shared = decide_turn(s, board, profile, ws);
      const Decision each = reference::decide_turn(s, board, profile, ws, each_destination);
      EXPECT_EQ(shared.options.size(), each.options.size()) << movement << " seed step " << i;
      if (shared.options.size() != each.options.size()) continue;
      for (std::size_t k = 0; k < shared.options.size(); ++k) {
        EXPECT_EQ(shared.options[k].destination, each.options[k].destination);
        EXPECT_EQ(shared.options[k].path, each.options[k].path);
      }
      EXPECT_EQ(shared.trace.size(), each.trace.size());
      if (shared.trace.size() != each.trace.size()) continue;
      int lines = 0;
      for (std::size_t k = 0; k < shared.trace.size(); ++k) {
        EXPECT_EQ(shared.trace[k].text, each.trace[k].text) << movement << " step " << i;
        const std::string& t = shared.trace[k].text;
        if (t.rfind("towards [", 0) != 0) continue;
        ++lines;
        // Several cells listed before the key: a tie among end cells.
        const auto cells = std::count(t.begin(), t.begin() + static_cast<long>(t.find('(')), '[');
        if (cells > 2) ++tied_cells;
      }
      towards += lines > 0 ? 1 : 0;
      far_moves += lines > 0 && s.turn.move >= 5 ? 1 : 0;
      several_destinations += lines > 1 ? 1 : 0;
      ++positions;
    }
  }
  return x;
}

TEST(DecideTowards, SharedSearchChoosesAsOneSearchPerDestination) {
  const Exercised x = compare_towards(16, 1500, false);
  const int positions = x.positions, towards = x.towards, tied_cells = x.tied_cells,
            several_destinations = x.several_destinations, far_moves = x.far_moves;
  // The comparison must actually exercise the out-of-reach step, with ties of both kinds.
  EXPECT_GT(positions, 4000);
  EXPECT_GT(towards, 1000);
  EXPECT_GT(several_destinations, 200);
  EXPECT_GT(tied_cells, 200);
  EXPECT_GT(far_moves, 200);  // move 5 or more: up to 91 end cells
}

// The exact table's shared searches (the travel search's bucket queue past the cells
// within movement, the proximities kept across turns in the workspace) against the
// reference (the heap to the end, a proximity search from the monster): the same trace,
// focus table and options, on the same random maps; one workspace serves every map and
// rule set, so that later turns read proximities an earlier one searched.
TEST(DecideShared, SplitTravelAndKeptProximitiesDecideAsTheReference) {
  std::mt19937 rng(29);
  int positions = 0, proximities = 0, moves = 0;
  // One workspace for every map: its kept proximities must be dropped with each new layout.
  TurnWorkspace ws, reference_ws;
  for (int i = 0; i < 800; ++i) {
    const char* movements[] = {"normal", "normal", "flying", "jump"};
    const std::string movement = movements[i % 4];
    Scenario s;
    try {
      s = parse_scenario(random_position(rng, movement), "shared.json");
    } catch (const std::exception&) {
      continue;
    }
    const auto board = build_board(s);
    for (auto rules : kAllRuleSets) {
      const auto profile = profile_for(rules);
      reference::Methods heap;
      heap.split_travel = false;
      heap.cached_proximity = false;
      heap.far_by_length = false;
      const Decision shared = decide_turn(s, board, profile, ws);
      const Decision each = reference::decide_turn(s, board, profile, reference_ws, heap);
      ASSERT_EQ(shared.options.size(), each.options.size()) << movement << " step " << i;
      for (std::size_t k = 0; k < shared.options.size(); ++k) {
        EXPECT_EQ(shared.options[k].destination, each.options[k].destination);
        EXPECT_EQ(shared.options[k].path, each.options[k].path) << movement << " step " << i;
        moves += shared.options[k].path.size() > 1 ? 1 : 0;
      }
      ASSERT_EQ(shared.trace.size(), each.trace.size());
      for (std::size_t k = 0; k < shared.trace.size(); ++k)
        EXPECT_EQ(shared.trace[k].text, each.trace[k].text) << movement << " step " << i;
      ASSERT_EQ(shared.ranking.size(), each.ranking.size());
      for (std::size_t k = 0; k < shared.ranking.size(); ++k) {
        EXPECT_EQ(shared.ranking[k].proximity, each.ranking[k].proximity);
        EXPECT_EQ(shared.ranking[k].path, each.ranking[k].path);
        proximities += shared.ranking[k].proximity > 0 ? 1 : 0;
      }
      ++positions;
    }
  }
  EXPECT_GT(positions, 3000);
  EXPECT_GT(proximities, 3000);
  EXPECT_GT(moves, 3000);
}

// A wall of traps between the monster and the characters: every end cell past it costs a
// negative hex, so the bucket queue, not the heap, settles them, and the path and the order
// of the cells within movement must come from the heap search run whole.
TEST(DecideShared, PastAWallOfTrapsThePathsAreTheHeapSearchs) {
  int compared = 0, crossed = 0;
  for (int monster_row = 0; monster_row < 9; ++monster_row) {
    for (int target_row = 0; target_row < 9; target_row += 2) {
      for (int move = 2; move <= 6; ++move) {
        json traps = json::array();
        for (int r = 0; r < 9; ++r) traps.push_back({2, r});
        const json j = {
            {"format", 1},
            {"game", "gloomhaven"},
            {"name", "trap wall"},
            {"coordinates", "even-q"},
            {"map", {{"hexes", {{"columns", 16}, {"rows", 9}}}, {"terrain", {{"trap", traps}}}}},
            {"figures",
             {{{"id", "M"},
               {"side", "monsters"},
               {"kind", "monster"},
               {"hex", {0, monster_row}},
               {"initiative", 50}},
              {{"id", "C"},
               {"side", "players"},
               {"kind", "character"},
               {"hex", {15, target_row}},
               {"initiative", 10}}}},
            {"turn",
             {{"figure", "M"}, {"move", move}, {"attack", {{"range", 0}, {"targets", 1}}}}}};
        const Scenario s = parse_scenario(j.dump(), "wall.json");
        const auto board = build_board(s);
        for (auto rules : kAllRuleSets) {
          const auto profile = profile_for(rules);
          TurnWorkspace ws;
          reference::Methods heap;
          heap.split_travel = false;
          const Decision shared = decide_turn(s, board, profile, ws);
          const Decision each = reference::decide_turn(s, board, profile, ws, heap);
          ASSERT_EQ(shared.options.size(), each.options.size());
          for (std::size_t k = 0; k < shared.options.size(); ++k) {
            EXPECT_EQ(shared.options[k].path, each.options[k].path)
                << "monster row " << monster_row << " target row " << target_row << " move "
                << move;
            crossed += shared.options[k].path.size() > 3 ? 1 : 0;
          }
          ASSERT_EQ(shared.trace.size(), each.trace.size());
          for (std::size_t k = 0; k < shared.trace.size(); ++k)
            EXPECT_EQ(shared.trace[k].text, each.trace[k].text);
          ++compared;
        }
      }
    }
  }
  EXPECT_GT(compared, 1000);
  EXPECT_GT(crossed, 500);  // the monsters went past the traps
}

// Far from the focus, without ice: the shared search goes by its estimate of what remains
// (towards.cpp), settling few cells beyond the way to the destinations. Its choices must
// still be those of one search per destination, with ties among end cells and among
// destinations.
TEST(DecideTowards, GoalDirectedSearchChoosesAsOneSearchPerDestination) {
  const Exercised x = compare_towards(29, 300, true);
  EXPECT_GT(x.positions, 800);
  EXPECT_GT(x.towards, 300);
  EXPECT_GT(x.several_destinations, 50);
  EXPECT_GT(x.tied_cells, 50);
  EXPECT_GT(x.far_moves, 30);
}

// Where every step costs one movement and no negative hex, the best end cells are read from
// the travel table (towards_from_travel: the cells at the movement's length on a shortest
// path to each destination) rather than searched (reference::Methods::towards_from_travel
// off): the same options, paths and trace. On the random maps near and far, their terrain
// kept to obstacles (walking then has unit steps, flying always has), with enemies to go
// around and allies passed on the way, which may stand on every such cell (the search then
// decides), and many tied destinations around the focus.
TEST(DecideTowards, TravelTableChoosesAsTheSearch) {
  std::mt19937 rng(55);
  int positions = 0, towards = 0, tied_cells = 0, several_destinations = 0;
  for (int i = 0; i < 1200; ++i) {
    const std::string movement = i % 3 == 2 ? "flying" : "normal";
    Scenario s;
    try {
      s = parse_scenario(random_position(rng, movement, i % 2 == 0), "travel.json");
    } catch (const std::exception&) {
      continue;
    }
    std::erase_if(s.map.terrain, [](const auto& t) {
      return t.second != TerrainType::Obstacle && t.second != TerrainType::Wall;
    });
    const auto board = build_board(s);
    for (auto rules : kAllRuleSets) {
      const auto profile = profile_for(rules);
      TurnWorkspace ws;
      const Decision read = decide_turn(s, board, profile, ws);
      const Decision searched =
          reference::decide_turn(s, board, profile, ws, {.towards_from_travel = false});
      const std::string what = movement + " step " + std::to_string(i);
      ASSERT_EQ(read.options.size(), searched.options.size()) << what;
      for (std::size_t k = 0; k < read.options.size(); ++k) {
        EXPECT_EQ(read.options[k].destination, searched.options[k].destination) << what;
        EXPECT_EQ(read.options[k].path, searched.options[k].path) << what;
      }
      ASSERT_EQ(read.trace.size(), searched.trace.size()) << what;
      int lines = 0;
      for (std::size_t k = 0; k < read.trace.size(); ++k) {
        EXPECT_EQ(read.trace[k].text, searched.trace[k].text) << what;
        const std::string& t = read.trace[k].text;
        if (t.rfind("towards [", 0) != 0) continue;
        ++lines;
        if (std::count(t.begin(), t.begin() + static_cast<long>(t.find('(')), '[') > 2)
          ++tied_cells;
      }
      towards += lines > 0 ? 1 : 0;
      several_destinations += lines > 1 ? 1 : 0;
      ++positions;
    }
  }
  EXPECT_GT(positions, 3000);
  EXPECT_GT(towards, 1000);
  EXPECT_GT(several_destinations, 200);
  EXPECT_GT(tied_cells, 200);
}

// Where every step costs one movement and no negative hex, the shared search reads its
// steps from the board's rows rather than the model's step() (one reverse search per
// destination, reference::Methods::shared_towards off, asks the model for each step):
// a neighbour entered that a step may not enter, or its order (movement left plus the
// estimate, here from the cell's coordinates plus the direction's) other than the cell's
// own, shows as other best cells, keys or paths. The random maps near and far, their
// terrain kept to obstacles in three maps of four (walking then has unit steps too; flying
// and jumping always have), blocked by enemies and passing allies.
TEST(DecideTowards, FlatStepsChooseAsTheModelsSteps) {
  std::mt19937 rng(40);
  int positions = 0, towards = 0, unit_walks = 0, tied_cells = 0;
  for (int i = 0; i < 1200; ++i) {
    const char* movements[] = {"normal", "normal", "flying", "jump"};
    const std::string movement = movements[i % 4];
    Scenario s;
    try {
      s = parse_scenario(random_position(rng, movement, i % 2 == 0), "flat.json");
    } catch (const std::exception&) {
      continue;
    }
    const bool plain = i % 4 != 3;
    if (plain)
      std::erase_if(s.map.terrain, [](const auto& t) {
        return t.second != TerrainType::Obstacle && t.second != TerrainType::Wall;
      });
    const auto board = build_board(s);
    for (auto rules : kAllRuleSets) {
      const auto profile = profile_for(rules);
      TurnWorkspace ws;
      reference::Methods each_destination;
      each_destination.shared_towards = false;
      const Decision flat = decide_turn(s, board, profile, ws);
      const Decision model = reference::decide_turn(s, board, profile, ws, each_destination);
      const std::string what = movement + " step " + std::to_string(i);
      ASSERT_EQ(flat.options.size(), model.options.size()) << what;
      for (std::size_t k = 0; k < flat.options.size(); ++k) {
        EXPECT_EQ(flat.options[k].destination, model.options[k].destination) << what;
        EXPECT_EQ(flat.options[k].path, model.options[k].path) << what;
      }
      ASSERT_EQ(flat.trace.size(), model.trace.size()) << what;
      int lines = 0;
      for (std::size_t k = 0; k < flat.trace.size(); ++k) {
        EXPECT_EQ(flat.trace[k].text, model.trace[k].text) << what;
        const std::string& t = flat.trace[k].text;
        if (t.rfind("towards [", 0) != 0) continue;
        ++lines;
        if (std::count(t.begin(), t.begin() + static_cast<long>(t.find('(')), '[') > 2)
          ++tied_cells;
      }
      towards += lines > 0 ? 1 : 0;
      unit_walks += lines > 0 && plain && movement == "normal" ? 1 : 0;
      ++positions;
    }
  }
  EXPECT_GT(positions, 3000);
  EXPECT_GT(towards, 1000);
  EXPECT_GT(unit_walks, 300);  // walking with unit steps: obstacles and enemies gone around
  EXPECT_GT(tied_cells, 200);
}

}  // namespace

// With one target and no area, step 3 reads each hex's key and attack from what step3_spots
// found there (reference::Methods::spot_keys off: the general procedure, which asks line of
// sight again). On the random maps near and far, melee and ranged, in reach this turn or not,
// every rule set: the same options (targets and disadvantage too), step 3's record of every
// hex and the same trace.
TEST(DecideStep3, SpotKeysDecideAsTheGeneralProcedure) {
  std::mt19937 rng(71);
  int alone = 0, now = 0, later = 0;
  for (int i = 0; i < 600; ++i) {
    const char* movements[] = {"normal", "flying", "jump"};
    const std::string movement = movements[i % 3];
    Scenario s;
    try {
      s = parse_scenario(random_position(rng, movement, i % 2 == 0), "spots.json");
    } catch (const std::exception&) {
      continue;
    }
    if (i % 4 == 0) s.turn.move += 8;  // within reach more often
    const auto board = build_board(s);
    for (auto rules : kAllRuleSets) {
      const auto profile = profile_for(rules);
      TurnWorkspace ws;
      const Decision fast = decide_turn(s, board, profile, ws);
      const Decision general = reference::decide_turn(s, board, profile, ws, {.spot_keys = false});
      const std::string what = movement + " step " + std::to_string(i);
      ASSERT_EQ(fast.options.size(), general.options.size()) << what;
      for (std::size_t k = 0; k < fast.options.size(); ++k) {
        EXPECT_EQ(fast.options[k].destination, general.options[k].destination) << what;
        EXPECT_EQ(fast.options[k].path, general.options[k].path) << what;
        EXPECT_EQ(fast.options[k].attack.targets, general.options[k].attack.targets) << what;
        EXPECT_EQ(fast.options[k].attack.disadvantaged, general.options[k].attack.disadvantaged)
            << what;
      }
      ASSERT_EQ(fast.step3.size(), general.step3.size()) << what;
      for (std::size_t f = 0; f < fast.step3.size(); ++f) {
        const Step3Record &a = fast.step3[f], &b = general.step3[f];
        EXPECT_EQ(a.groups, b.groups) << what;
        EXPECT_EQ(a.group_targets, b.group_targets) << what;
        EXPECT_EQ(a.group_path, b.group_path) << what;
        EXPECT_EQ(a.destination_disadvantaged, b.destination_disadvantaged) << what;
        EXPECT_EQ(a.destination_path, b.destination_path) << what;
        ASSERT_EQ(a.hexes.size(), b.hexes.size()) << what;
        for (std::size_t h = 0; h < a.hexes.size(); ++h) {
          const Step3Hex &x = a.hexes[h], &y = b.hexes[h];
          EXPECT_EQ(x.cell, y.cell) << what;
          EXPECT_EQ(x.targets, y.targets) << what;
          EXPECT_EQ(x.disadvantaged, y.disadvantaged) << what;
          EXPECT_EQ(x.stage, y.stage) << what;
          EXPECT_EQ(x.group_stage, y.group_stage) << what;
        }
        const bool one_target = s.turn.attack && s.turn.attack->targets == 1;
        if (one_target && !a.hexes.empty() && !a.focus_only) {
          ++alone;
          (a.now ? now : later) += 1;
        }
      }
      ASSERT_EQ(fast.trace.size(), general.trace.size()) << what;
      for (std::size_t k = 0; k < fast.trace.size(); ++k)
        EXPECT_EQ(fast.trace[k].text, general.trace[k].text) << what;
    }
  }
  // Both branches of step 3 with one target: the attack this turn and the move towards it.
  EXPECT_GT(alone, 500);
  EXPECT_GT(now, 100);
  EXPECT_GT(later, 100);
}

}  // namespace arbiter::gloomhaven
