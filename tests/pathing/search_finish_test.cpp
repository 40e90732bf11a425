// finish_dijkstra_by_buckets: a search_dijkstra_direct stopped early, then completed by the
// bucket queue, against the complete heap search on random maps (traps, hazardous and
// difficult terrain, figures, thin walls; walking and flying): the same costs everywhere,
// the same predecessors and discovery order for every cell settled before the stop, and a
// cheapest predecessor for the rest.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "pathing/search.hpp"
#include "tests/pathing/search_fixture.hpp"

using namespace arbiter::pathing;
using namespace search_fixture;
using arbiter::gloomhaven::WalkModel;

namespace {

Map random_map(std::uint32_t seed, int w, int h) {
  return random_map_without_ice(seed, w, h);
}

// The same cells reached in the same order, and per cell the same cost and predecessor.
::testing::AssertionResult same_search(const SearchResult& a, const SearchResult& b) {
  if (a.reached_cells() != b.reached_cells())
    return ::testing::AssertionFailure() << "other cells reached, or in another order";
  for (CellIndex c = 0; c < a.size(); ++c) {
    if (a.cost(c) != b.cost(c) || a.predecessor(c) != b.predecessor(c))
      return ::testing::AssertionFailure() << "cell " << c << " differs";
  }
  return ::testing::AssertionSuccess();
}

TEST(FinishDijkstraByBuckets, CompletesTheCostsOfTheHeapSearch) {
  int finished = 0, beyond = 0;
  for (std::uint32_t seed = 1; seed <= 120; ++seed) {
    const Map m = random_map(seed, 6 + static_cast<int>(seed % 11), 5 + static_cast<int>(seed % 7));
    const CellIndex n = m.board.size();
    SearchResult full(n), split(n);  // split is reused: each search must reset it
    for (const WalkModel& model : {walking(m), flying(m)}) {
      const ForwardGraph<WalkModel> g{&model};
      const CellIndex source = (seed * 7 + 3) % n;
      search_dijkstra_direct(g, source, full);
      for (const StepCost bound : {cost(0, 0), cost(0, 2), cost(0, 5), cost(1, 1), cost(2, 0)}) {
        search_dijkstra_direct(g, &source, &source + 1, split,
                               [&](CellIndex u) { return bound < split.cost(u); });
        const std::size_t settled_prefix = split.reached_cells().size();
        finish_dijkstra_by_buckets(g, split);
        ++finished;
        // Discovery order: the part before the stop is the complete search's.
        ASSERT_GE(full.reached_cells().size(), settled_prefix);
        for (std::size_t i = 0; i < settled_prefix; ++i)
          ASSERT_EQ(split.reached_cells()[i], full.reached_cells()[i]) << seed << " at " << i;
        ASSERT_EQ(split.reached_cells().size(), full.reached_cells().size()) << seed;
        for (CellIndex c = 0; c < n; ++c) {
          ASSERT_EQ(split.cost(c), full.cost(c)) << seed << " cell " << c;
          if (!full.reached(c) || c == source) continue;
          if (!(bound < full.cost(c))) {
            ASSERT_EQ(split.predecessor(c), full.predecessor(c)) << seed << " cell " << c;
            continue;
          }
          ++beyond;
          // Past the stop: some cheapest predecessor.
          const CellIndex p = split.predecessor(c);
          ASSERT_NE(p, kNoCell);
          bool tight = false;
          for (int d = 0; d < m.board.directions(); ++d) {
            CellIndex to;
            StepCost w;
            if (model.step(p, static_cast<Direction>(d), to, w) && to == c &&
                split.cost(p) + w == split.cost(c))
              tight = true;
          }
          ASSERT_TRUE(tight) << seed << " cell " << c;
        }
      }
    }
  }
  EXPECT_GT(finished, 1000);
  EXPECT_GT(beyond, 10000);  // the bucket queue settled most cells
}

// Stopped once `enough` said true and every cell up to a length is settled: those cells
// and every cell settled before `enough` said true hold the complete search's costs; no
// other cell holds a cost of that length or less.
TEST(FinishDijkstraByBuckets, StopsOnceEnoughAndWithin) {
  int stopped_early = 0, checked = 0;
  for (std::uint32_t seed = 1; seed <= 120; ++seed) {
    const Map m = random_map(seed, 6 + static_cast<int>(seed % 11), 5 + static_cast<int>(seed % 7));
    const CellIndex n = m.board.size();
    SearchResult full(n), split(n);
    for (const WalkModel& model : {walking(m), flying(m)}) {
      const ForwardGraph<WalkModel> g{&model};
      const CellIndex source = (seed * 5 + 1) % n;
      search_dijkstra_direct(g, source, full);
      for (const int within : {0, 2, 4}) {
        for (const std::size_t after : {std::size_t{0}, std::size_t{3}, std::size_t{20}}) {
          const StepCost bound{0, within};
          search_dijkstra_direct(g, &source, &source + 1, split,
                                 [&](CellIndex u) { return bound < split.cost(u); });
          std::vector<CellIndex> settled;
          auto enough = [&](CellIndex u) {
            settled.push_back(u);
            return settled.size() > after;
          };
          finish_dijkstra_by_buckets(g, split, enough, within);
          ++checked;
          if (split.reached_cells().size() < full.reached_cells().size()) ++stopped_early;
          for (CellIndex c : settled)
            ASSERT_EQ(split.cost(c), full.cost(c)) << seed << " cell " << c;
          for (CellIndex c = 0; c < n; ++c) {
            if (full.reached(c) && full.cost(c).length <= within) {
              ASSERT_EQ(split.cost(c), full.cost(c)) << seed << " cell " << c;
            } else if (split.reached(c)) {
              ASSERT_TRUE(split.cost(c).length > within || split.cost(c) == full.cost(c))
                  << seed << " cell " << c;
            }
          }
        }
      }
    }
  }
  EXPECT_GT(checked, 1000);
  EXPECT_GT(stopped_early, 100);  // the stop happened, or the test says nothing
}

// finish_dijkstra_by_buckets_flat, which tells settled cells by their costs and reads the
// flat table of entry costs, against finish_dijkstra_by_buckets on the same stopped
// searches (walking and flying, every bound, run to the end or stopped by `enough` at a
// length): the same costs, predecessors and order of discovery for every cell, and the
// same cells offered to `enough` in the same order. Each side's SearchResult is reused
// across searches, as the turn's is.
TEST(FinishDijkstraByBucketsFlat, TakesTheSameCellsAsTheQueueWithSlots) {
  int compared = 0, stopped_early = 0;
  for (std::uint32_t seed = 1; seed <= 150; ++seed) {
    const Map m = random_map(seed, 6 + static_cast<int>(seed % 13), 5 + static_cast<int>(seed % 9));
    const CellIndex n = m.board.size();
    SearchResult a(n), b(n), full(n);
    for (WalkModel model : {walking(m), flying(m)}) {
      std::vector<std::uint8_t> table;
      model.fill_entry_table(table);
      model.use_entry_table(table.data());
      ASSERT_NE(model.entry_table(), nullptr);
      const ForwardGraph<WalkModel> g{&model};
      for (const CellIndex source : {(seed * 7 + 3) % n, (seed * 3 + 1) % n}) {
        search_dijkstra_direct(g, source, full);
        for (const StepCost bound : {cost(0, 0), cost(0, 2), cost(0, 5), cost(1, 1), cost(2, 0)}) {
          for (const std::size_t after : {std::size_t{0}, std::size_t{4}, std::size_t{1} << 30}) {
            search_dijkstra_direct(g, &source, &source + 1, a,
                                   [&](CellIndex u) { return bound < a.cost(u); });
            search_dijkstra_direct(g, &source, &source + 1, b,
                                   [&](CellIndex u) { return bound < b.cost(u); });
            std::vector<CellIndex> asked_a, asked_b;
            auto enough_a = [&](CellIndex u) {
              asked_a.push_back(u);
              return asked_a.size() > after;
            };
            auto enough_b = [&](CellIndex u) {
              asked_b.push_back(u);
              return asked_b.size() > after;
            };
            finish_dijkstra_by_buckets(g, a, enough_a, bound.length);
            finish_dijkstra_by_buckets_flat(g, b, enough_b, bound.length);
            const std::string what = "seed " + std::to_string(seed) + " source " +
                                     std::to_string(source) + " after " + std::to_string(after);
            ASSERT_EQ(asked_a, asked_b) << what;
            ASSERT_TRUE(same_search(a, b)) << what;
            ++compared;
            if (a.reached_cells().size() < full.reached_cells().size()) ++stopped_early;
          }
        }
      }
    }
  }
  EXPECT_GT(compared, 4000);
  EXPECT_GT(stopped_early, 200);  // `enough` ended some queues early, or that half says nothing
}

// Without a table (a model that slides, or none filled) it is the queue with slots.
TEST(FinishDijkstraByBucketsFlat, WithoutATableIsTheQueueWithSlots) {
  int compared = 0;
  for (std::uint32_t seed = 1; seed <= 40; ++seed) {
    const Map m = random_map(seed, 6 + static_cast<int>(seed % 11), 5 + static_cast<int>(seed % 7));
    const CellIndex n = m.board.size();
    SearchResult a(n), b(n);
    const WalkModel model = walking(m);
    const ForwardGraph<WalkModel> g{&model};
    const CellIndex source = (seed * 5 + 2) % n;
    for (const StepCost bound : {cost(0, 1), cost(0, 4), cost(1, 0)}) {
      search_dijkstra_direct(g, &source, &source + 1, a,
                             [&](CellIndex u) { return bound < a.cost(u); });
      search_dijkstra_direct(g, &source, &source + 1, b,
                             [&](CellIndex u) { return bound < b.cost(u); });
      finish_dijkstra_by_buckets(g, a);
      finish_dijkstra_by_buckets_flat(g, b);
      ASSERT_TRUE(same_search(a, b)) << seed;
      ++compared;
    }
  }
  EXPECT_GT(compared, 100);
}

// The heap search reads the model's flat table of entry costs where it has one (a round on
// a large board, from its second turn): the same cells, costs, predecessors and order as
// each step asked of the model, whole and stopped part way.
TEST(SearchDijkstraDirect, TheTableTakesTheModelsSteps) {
  int compared = 0;
  for (std::uint32_t seed = 1; seed <= 80; ++seed) {
    const Map m = random_map(seed, 6 + static_cast<int>(seed % 13), 5 + static_cast<int>(seed % 9));
    const CellIndex n = m.board.size();
    SearchResult a(n), b(n);
    for (const WalkModel& plain : {walking(m), flying(m)}) {
      WalkModel tabled = plain;
      std::vector<std::uint8_t> table;
      tabled.fill_entry_table(table);
      tabled.use_entry_table(table.data());
      ASSERT_NE(tabled.entry_table(), nullptr);
      ASSERT_EQ(plain.entry_table(), nullptr);
      const ForwardGraph<WalkModel> ga{&plain}, gb{&tabled};
      const CellIndex source = (seed * 7 + 3) % n;
      for (const StepCost bound : {cost(0, 2), cost(1, 1), cost(1 << 20, 0)}) {
        search_dijkstra_direct(ga, &source, &source + 1, a,
                               [&](CellIndex u) { return bound < a.cost(u); });
        search_dijkstra_direct(gb, &source, &source + 1, b,
                               [&](CellIndex u) { return bound < b.cost(u); });
        const std::string what = "seed " + std::to_string(seed);
        ASSERT_TRUE(same_search(a, b)) << what;
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 400);
}

// continue_dijkstra_by_buckets after a heap search stopped past a bound, ended by a stop
// asked of each cell it settles: the cells asked come in order of cost, each at its cost in
// the complete search; every cell cheaper than the one the stop took is asked; and every
// cell reached holds the least cost over the cells expanded before the stop (those asked
// but the last), as the heap leaves its tentative costs: with a table of entry costs, the
// cell's own cost. Run to the end, every cost is the complete search's.
TEST(ContinueDijkstraByBuckets, StopsAsTheHeapWouldAtTheSameCost) {
  int stopped = 0, left = 0;
  for (std::uint32_t seed = 1; seed <= 120; ++seed) {
    const Map m = random_map(seed, 6 + static_cast<int>(seed % 13), 5 + static_cast<int>(seed % 9));
    const CellIndex n = m.board.size();
    SearchResult full(n), split(n);
    for (WalkModel model : {walking(m), flying(m)}) {
      std::vector<std::uint8_t> table;
      model.fill_entry_table(table);
      model.use_entry_table(table.data());
      const ForwardGraph<WalkModel> g{&model};
      const CellIndex source = (seed * 7 + 3) % n;
      search_dijkstra_direct(g, source, full);
      for (const StepCost bound : {cost(0, 0), cost(0, 3)}) {
        for (const std::size_t after :
             {std::size_t{0}, std::size_t{5}, std::size_t{40}, std::size_t{1} << 30}) {
          std::vector<CellIndex> asked;  // the heap's cells within the bound, then the queue's
          search_dijkstra_direct(g, &source, &source + 1, split, [&](CellIndex u) {
            if (bound < split.cost(u)) return true;
            asked.push_back(u);
            return false;
          });
          const std::size_t by_heap = asked.size();
          continue_dijkstra_by_buckets(g, split, [&](CellIndex u) {
            asked.push_back(u);
            return asked.size() - by_heap > after;
          });
          const std::string what =
              "seed " + std::to_string(seed) + " after " + std::to_string(after);
          std::vector<char> expanded(n, 0);
          for (std::size_t i = 0; i < asked.size(); ++i) {
            ASSERT_EQ(split.cost(asked[i]), full.cost(asked[i])) << what;
            if (i > 0) {
              ASSERT_FALSE(split.cost(asked[i]) < split.cost(asked[i - 1])) << what;
            }
            expanded[asked[i]] = 1;
          }
          const bool stop_said = asked.size() - by_heap > after;
          if (stop_said) expanded[asked.back()] = 0;  // taken, not expanded
          const StepCost last = asked.empty() ? cost(0, 0) : split.cost(asked.back());
          stopped += stop_said ? 1 : 0;
          for (CellIndex v = 0; v < n; ++v) {
            if (!stop_said) {
              ASSERT_EQ(split.cost(v), full.cost(v)) << what << " cell " << v;
              continue;
            }
            if (full.reached(v) && full.cost(v) < last) {
              ASSERT_TRUE(expanded[v]) << what;
            }
            if (v == source) continue;
            StepCost least = kUnreachable;
            for (CellIndex u = 0; u < n; ++u) {
              if (!expanded[u]) continue;
              for (int d = 0; d < m.board.directions(); ++d) {
                CellIndex to;
                StepCost w;
                if (model.step(u, static_cast<Direction>(d), to, w) && to == v)
                  least = std::min(least, split.cost(u) + w);
              }
            }
            ASSERT_EQ(split.cost(v), least) << what << " cell " << v;
            // Every step into v costs what v's entry says: a cell reached holds its cost.
            if (split.reached(v)) {
              ASSERT_EQ(split.cost(v), full.cost(v)) << what << " cell " << v;
            } else if (full.reached(v)) {
              ++left;
            }
          }
        }
      }
    }
  }
  EXPECT_GT(stopped, 500);
  EXPECT_GT(left, 500);  // the stop left cells unreached, or the test says little
}

}  // namespace
