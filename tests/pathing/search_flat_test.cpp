// The searches' flat loop over a table of entry costs (WalkModel::fill_entry_table, read by
// pathing::detail::for_each_step) against the model's step(): on random maps (every kind
// of terrain, ice too; figures of every kind; thin walls) the table gives every step
// step() gives, and the Dijkstra searches (whole, stopped and finished by the bucket
// queue, settled by length past a bound) give the same costs, predecessors and order of
// discovery either way. A model that slides on an icy map refuses the table.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "pathing/search.hpp"
#include "tests/pathing/search_fixture.hpp"

using namespace arbiter::pathing;
using namespace search_fixture;
using arbiter::gloomhaven::WalkModel;

namespace {

// A random parallelogram with every kind of terrain (ice only with `ice`), figures of
// every kind and thin walls.
Map random_map(std::uint32_t seed, int w, int h, bool ice) {
  return search_fixture::random_map(seed, w, h,
                                    {{8, '#'},
                                     {14, 'o'},
                                     {22, 'T'},
                                     {26, 'H'},
                                     {40, 'd'},
                                     {45, 'E'},
                                     {50, 'A'},
                                     {52, 'h'},
                                     {60, ice ? 'i' : '.'}});
}

void expect_same_search(const SearchResult& a, const SearchResult& b, const std::string& what) {
  ASSERT_EQ(a.reached_cells(), b.reached_cells()) << what;
  for (CellIndex c = 0; c < a.size(); ++c) {
    ASSERT_EQ(a.cost(c), b.cost(c)) << what << " cell " << c;
    ASSERT_EQ(a.predecessor(c), b.predecessor(c)) << what << " cell " << c;
  }
}

TEST(SearchFlatSteps, TheTableGivesTheModelsSteps) {
  int steps = 0;
  for (std::uint32_t seed = 1; seed <= 60; ++seed) {
    const Map m = random_map(seed, 5 + static_cast<int>(seed % 9), 4 + static_cast<int>(seed % 6),
                             seed % 2 == 0);
    for (WalkModel model : {walking(m), flying(m), sliding(m)}) {
      std::vector<std::uint8_t> table;
      model.fill_entry_table(table);
      model.use_entry_table(table.data());
      if (model.entry_table() == nullptr) continue;  // sliding on ice: step() only
      for (CellIndex u = 0; u < m.board.size(); ++u) {
        std::vector<std::pair<CellIndex, StepCost>> by_step, by_table;
        for (int d = 0; d < m.board.directions(); ++d) {
          CellIndex v;
          StepCost w;
          if (model.step(u, static_cast<Direction>(d), v, w)) by_step.push_back({v, w});
        }
        detail::for_each_step(model, m.board, u, [&](CellIndex v, StepCost w) {
          by_table.push_back({v, w});
        });
        ASSERT_EQ(by_step.size(), by_table.size()) << seed << " cell " << u;
        for (std::size_t k = 0; k < by_step.size(); ++k) {
          ASSERT_EQ(by_step[k].first, by_table[k].first) << seed << " cell " << u;
          ASSERT_EQ(by_step[k].second, by_table[k].second) << seed << " cell " << u;
        }
        steps += static_cast<int>(by_step.size());
      }
    }
  }
  EXPECT_GT(steps, 5000);
}

TEST(SearchFlatSteps, SlidingOnIceRefusesTheTable) {
  const Map m = draw({". . i i . ."});
  WalkModel model = sliding(m);
  std::vector<std::uint8_t> table;
  model.fill_entry_table(table);
  model.use_entry_table(table.data());
  EXPECT_EQ(model.entry_table(), nullptr);
  WalkModel walk = walking(m);  // the same map without the ice rules: a plain step each
  walk.use_entry_table(table.data());
  EXPECT_NE(walk.entry_table(), nullptr);
}

TEST(SearchFlatSteps, SearchesGiveTheSameResults) {
  int searches = 0;
  for (std::uint32_t seed = 1; seed <= 80; ++seed) {
    const Map m = random_map(seed, 6 + static_cast<int>(seed % 11), 5 + static_cast<int>(seed % 7),
                             seed % 3 == 0);
    const CellIndex n = m.board.size();
    const CellIndex source = (seed * 7 + 3) % n;
    for (const WalkModel& plain : {walking(m), flying(m), sliding(m)}) {
      WalkModel flat = plain;
      std::vector<std::uint8_t> table;
      flat.fill_entry_table(table);
      flat.use_entry_table(table.data());
      const ForwardGraph<WalkModel> g{&plain}, f{&flat};
      bool slides = false;
      for (CellIndex c = 0; c < n; ++c) slides = slides || plain.slides_over(c);
      SearchResult a(n), b(n);
      const std::string what = "seed " + std::to_string(seed);
      search_dijkstra_direct(g, source, a);
      search_dijkstra_direct(f, source, b);
      expect_same_search(a, b, what + " whole");
      for (const StepCost bound : {cost(0, 0), cost(0, 3), cost(1, 1)}) {
        auto stop_a = [&](CellIndex u) { return bound < a.cost(u); };
        auto stop_b = [&](CellIndex u) { return bound < b.cost(u); };
        search_dijkstra_direct(g, &source, &source + 1, a, stop_a);
        search_dijkstra_direct(f, &source, &source + 1, b, stop_b);
        expect_same_search(a, b, what + " stopped");
        if (slides) continue;  // a slide is a step of many cells: not for the bucket queue
        finish_dijkstra_by_buckets(g, a);
        finish_dijkstra_by_buckets(f, b);
        expect_same_search(a, b, what + " finished");
        ++searches;
      }
    }
    {  // past a length, by buckets: a model none of whose steps costs negatives (flying)
      const WalkModel plain = flying(m);
      WalkModel flat = plain;
      std::vector<std::uint8_t> table;
      flat.fill_entry_table(table);
      flat.use_entry_table(table.data());
      SearchResult a(n), b(n);
      search_dijkstra_direct(ForwardGraph<WalkModel>{&plain}, source, a, NeverStop{}, 2);
      search_dijkstra_direct(ForwardGraph<WalkModel>{&flat}, source, b, NeverStop{}, 2);
      expect_same_search(a, b, "seed " + std::to_string(seed) + " flying by length");
      ++searches;
    }
  }
  EXPECT_GT(searches, 500);
}

}  // namespace
