// finish_dijkstra_by_slots against finish_dijkstra_by_buckets_flat: on random maps (every
// kind of terrain, figures of every kind, thin walls), after a heap search stopped at
// several bounds, both finish with the same costs, predecessors and order of discovery,
// run to the end or stopped by `enough` past a length; whatever an earlier search (or
// anything) left in the work's slot states, they are all written before they are read.
#include "pathing/search_slots.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
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

void expect_same_search(const SearchResult& a, const SearchResult& b, const std::string& what) {
  ASSERT_EQ(a.reached_cells(), b.reached_cells()) << what;
  for (CellIndex c = 0; c < a.size(); ++c) {
    ASSERT_EQ(a.cost(c), b.cost(c)) << what << " cell " << c;
    ASSERT_EQ(a.predecessor(c), b.predecessor(c)) << what << " cell " << c;
  }
}

// The table by cell copied to the cells' slots, 0 at the slots with no cell.
std::vector<std::uint8_t> by_slots(const Board& board, const std::vector<std::uint8_t>& table) {
  std::vector<std::uint8_t> out(board.slot_count(), 0);
  for (CellIndex c = 0; c < board.size(); ++c) out[board.slot(c)] = table[c];
  return out;
}

TEST(SearchBySlots, FinishesAsTheBucketQueueByCells) {
  int searches = 0, stopped_early = 0;
  SlotQueueWork work;
  for (std::uint32_t seed = 1; seed <= 80; ++seed) {
    const Map m = random_map(seed, 6 + static_cast<int>(seed % 13), 5 + static_cast<int>(seed % 9));
    ASSERT_TRUE(m.board.laid_out());
    const CellIndex n = m.board.size();
    const CellIndex source = (seed * 7 + 3) % n;
    for (WalkModel model : {walking(m), flying(m)}) {
      std::vector<std::uint8_t> table;
      model.fill_entry_table(table);
      model.use_entry_table(table.data());
      ASSERT_NE(model.entry_table(), nullptr);
      const std::vector<std::uint8_t> slot_table = by_slots(m.board, table);
      const ForwardGraph<WalkModel> g{&model};
      const std::string what = "seed " + std::to_string(seed);
      for (const StepCost bound : {cost(0, 0), cost(0, 2), cost(0, 4), cost(1, 1)}) {
        // Run to the end, or stopped once a far cell is settled and every cell of length
        // `within` or less is.
        for (const bool stop : {false, true}) {
          SearchResult a(n), b(n), c(n);
          auto stop_a = [&](CellIndex u) { return bound < a.cost(u); };
          auto stop_b = [&](CellIndex u) { return bound < b.cost(u); };
          auto stop_c = [&](CellIndex u) { return bound < c.cost(u); };
          search_dijkstra_direct(g, &source, &source + 1, a, stop_a);
          search_dijkstra_direct(g, &source, &source + 1, b, stop_b);
          search_dijkstra_direct(g, &source, &source + 1, c, stop_c);
          const CellIndex far = (source + n / 2) % n;
          bool said_a = false, said_b = false, said_c = false;
          auto enough_a = [&](CellIndex u) { return !stop || (said_a = said_a || u == far); };
          // The queue by slots asks about slots.
          const std::size_t far_slot = m.board.slot(far);
          auto enough_b = [&](std::size_t u) {
            return !stop || (said_b = said_b || u == far_slot);
          };
          auto enough_c = [&](std::size_t u) {
            return !stop || (said_c = said_c || u == far_slot);
          };
          const std::int32_t within =
              stop ? bound.length : std::numeric_limits<std::int32_t>::max();
          finish_dijkstra_by_buckets_flat(g, a, enough_a, within);
          const std::size_t heap_reached = b.reached_cells().size();
          const std::int32_t least =
              finish_dijkstra_by_slots(m.board, b, enough_b, within, slot_table.data(), work, true);
          expect_same_search(a, b, what + (stop ? " stopped" : " whole"));
          // The least length the queue reached, as the cells it appended say.
          std::int32_t appended = std::numeric_limits<std::int32_t>::max();
          for (std::size_t i = heap_reached; i < b.reached_cells().size(); ++i)
            appended = std::min(appended, b.cost(b.reached_cells()[i]).length);
          ASSERT_EQ(least, appended) << what;
          // Without predecessors: the same costs and order; the paths to the cells the heap
          // settled (cost up to the bound) still the complete search's.
          finish_dijkstra_by_slots(m.board, c, enough_c, within, slot_table.data(), work, false);
          ASSERT_EQ(c.reached_cells(), a.reached_cells()) << what;
          for (CellIndex x : a.reached_cells()) {
            ASSERT_EQ(c.cost(x), a.cost(x)) << what;
            if (!(bound < a.cost(x))) {
              ASSERT_EQ(c.predecessor(x), a.predecessor(x)) << what;
            }
          }
          if (a.reached_cells().size() < n) ++stopped_early;
          ++searches;
          // The states a search leaves are the next one's to overwrite (no reset pass): every
          // other search finds them scrambled, as states of no search would be.
          if (searches % 2 == 0)
            for (std::size_t i = 0; i < work.cost.size(); ++i)
              work.cost[i] = static_cast<std::uint32_t>(i * 2654435761u + seed);
        }
      }
    }
  }
  EXPECT_GT(searches, 1000);
  EXPECT_GT(stopped_early, 100);  // walls and figures, and the stop, leave cells unreached
}

}  // namespace
