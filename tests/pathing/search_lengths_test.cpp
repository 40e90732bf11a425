// SlotLengths::search against search_dijkstra_direct's search by length (by cells): on
// random maps of unit steps (walls, obstacles, thin walls, enemies, allies and hidden
// enemies; walking and flying), one table kept across boards, models and changed figures,
// both ask their stops about the same cells in the same order and give every cell the same
// length, the heap's part the same costs, predecessors and order; the walk back along tight
// steps finds the cells of shortest ways.
#include "pathing/search_lengths.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "pathing/search.hpp"
#include "tests/pathing/search_fixture.hpp"

using namespace arbiter::pathing;
using namespace search_fixture;
using arbiter::gloomhaven::Occupant;
using arbiter::gloomhaven::WalkModel;

namespace {

Map unit_map(std::uint32_t seed, int w, int h) {
  return random_map(seed, w, h, {{8, '#'}, {14, 'o'}, {20, 'E'}, {26, 'A'}, {28, 'h'}});
}

struct Compared {
  int searches = 0;
  int stopped = 0;     // stopped by the far cell, past the heap
  int handed = 0;      // the breadth-first part ran
  int tight_ways = 0;  // walks back that found a cell at the bound
};

// One search both ways from `source`, the heap up to `within`, stopped at `far` when it
// is taken (kNoCell: never).
void compare_one(const Map& m, const WalkModel& model, SlotLengths& lengths, CellIndex source,
                 std::int32_t within, CellIndex far, const std::string& what, Compared& x) {
  const CellIndex n = m.board.size();
  const ForwardGraph<WalkModel> g{&model};
  SearchResult a(n), b(n);
  std::vector<CellIndex> asked_a, asked_b;
  auto stop_a = [&](CellIndex u) {
    asked_a.push_back(u);
    return a.cost(u).length > within && u == far;
  };
  search_dijkstra_direct(g, &source, &source + 1, a, stop_a, within);
  const CellIndex* const cell_at = m.board.slot_cells();
  bool stopped = false;
  const bool handed = lengths.search(
      g, source, b,
      [&](CellIndex u) {
        asked_b.push_back(u);
        return b.cost(u).length > within && u == far;
      },
      within,
      [&](std::uint32_t s, std::int32_t length) {
        asked_b.push_back(cell_at[s]);
        EXPECT_EQ(length, lengths.length_at(s)) << what;
        return stopped = cell_at[s] == far;
      });
  ASSERT_EQ(asked_a, asked_b) << what;
  for (CellIndex c = 0; c < n; ++c) {
    const std::int32_t want = a.reached(c) ? a.cost(c).length : SlotLengths::kUnreached;
    ASSERT_EQ(lengths.length(c), want) << what << " cell " << c;
    if (b.reached(c) && b.cost(c).length <= within) {
      ASSERT_EQ(b.predecessor(c), a.predecessor(c)) << what << " cell " << c;
    }
  }
  const auto& heap = b.reached_cells();
  ASSERT_LE(heap.size(), a.reached_cells().size()) << what;
  ASSERT_TRUE(std::equal(heap.begin(), heap.end(), a.reached_cells().begin())) << what;
  ++x.searches;
  x.stopped += stopped ? 1 : 0;
  x.handed += handed ? 1 : 0;
  if (!handed || far == kNoCell || !a.reached(far) || a.cost(far).length <= within + 1) return;
  // The walk back from the far cell: a cell of length L is on a shortest way from the
  // source to `far` exactly when some neighbour one longer is (or it is `far`).
  const std::int32_t to = a.cost(far).length;
  std::vector<std::uint64_t> bits(m.board.slot_count(), 0);
  std::vector<std::uint32_t> slots{m.board.slot(far)};
  bits[slots[0]] = 1;
  lengths.tight_back(slots, bits.data(), to, within);
  for (std::uint32_t s : slots) {
    const CellIndex c = cell_at[s];
    ASSERT_GE(a.cost(c).length, within) << what;
    if (c == far) continue;
    bool leads = false;
    for (int d = 0; d < m.board.directions(); ++d) {
      if (!m.board.open_edge(c, static_cast<Direction>(d))) continue;
      const CellIndex v = m.board.neighbour(c, static_cast<Direction>(d));
      leads |= bits[m.board.slot(v)] != 0 && a.cost(v).length == a.cost(c).length + 1 &&
               model.may_enter(v);
    }
    ASSERT_TRUE(leads) << what << " cell " << c;
  }
  x.tight_ways += slots.size() > 1 ? 1 : 0;
}

}  // namespace

TEST(SlotLengths, SearchesAsByCells) {
  SlotLengths lengths;  // one table for every board, model and search
  Compared x;
  for (std::uint32_t seed = 1; seed <= 60; ++seed) {
    Map m = unit_map(seed, 6 + static_cast<int>(seed % 17), 5 + static_cast<int>(seed % 11));
    ASSERT_TRUE(SlotLengths::fits(m.board));
    const CellIndex n = m.board.size();
    // Each model twice on each board: the second time with some figures changed (enemies
    // made allies and allies enemies), which the table patches; then changed back.
    for (const bool fly : {false, true}) {
      for (int round = 0; round < 2; ++round) {
        std::vector<CellIndex> changed;
        if (round == 1)
          for (CellIndex c = seed % 3; c < n; c += 5) {
            const Occupant o = m.occ.cell[c];
            m.occ.cell[c] = o == Occupant::Enemy  ? Occupant::Ally
                            : o == Occupant::Ally ? Occupant::Enemy
                                                  : o;
            changed.push_back(c);
          }
        const WalkModel model = fly ? flying(m) : walking(m);
        ASSERT_TRUE(model.unit_lengths());
        lengths.prepare(
            m.board, fly ? 1 : 0, [&](CellIndex c) { return model.may_enter(c); }, changed);
        const CellIndex source = (seed * 7 + 3) % n;
        for (const std::int32_t within : {0, 2, 4}) {
          for (const CellIndex far : {kNoCell, (source + n / 2) % n, (source + n / 3) % n}) {
            const std::string what = "seed " + std::to_string(seed) + " round " +
                                     std::to_string(round) + (fly ? " flying" : " walking") +
                                     " within " + std::to_string(within);
            compare_one(m, model, lengths, source, within, far, what, x);
          }
        }
        for (CellIndex c : changed) {
          const Occupant o = m.occ.cell[c];
          m.occ.cell[c] = o == Occupant::Enemy  ? Occupant::Ally
                          : o == Occupant::Ally ? Occupant::Enemy
                                                : o;
        }
      }
    }
  }
  EXPECT_EQ(x.searches, 60 * 2 * 2 * 3 * 3);
  EXPECT_GT(x.handed, 500);
  EXPECT_GT(x.stopped, 150);
  EXPECT_GT(x.tight_ways, 100);
}
