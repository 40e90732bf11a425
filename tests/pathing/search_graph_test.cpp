// Searches on model graphs, continued: the reverse graph (checked against forward searches
// on random maps), workspace reuse, several sources, path_to, and the hand-written
// searches against Boost's.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "pathing/search.hpp"
#include "tests/pathing/search_fixture.hpp"

using namespace arbiter::pathing;
using namespace search_fixture;
using arbiter::gloomhaven::Occupancy;
using arbiter::gloomhaven::Occupant;
using arbiter::gloomhaven::WalkModel;

// ---------------------------------------------------------------- reverse graph

namespace {

// A random parallelogram with every kind of terrain, figures and thin walls (without
// `negatives`, traps and hazardous hexes are plain ones).
Map random_map(std::uint32_t seed, int w, int h, bool negatives = true) {
  return search_fixture::random_map(seed, w, h,
                                    {{8, '#'},
                                     {16, 'o'},
                                     {22, negatives ? 'T' : '.'},
                                     {26, negatives ? 'H' : '.'},
                                     {36, 'd'},
                                     {58, 'i'},
                                     {63, 'E'},
                                     {68, 'A'},
                                     {70, 'h'}});
}

// For every pair (u, v): reverse search from v, read at u == forward search from u, read
// at v. Returns the number of reachable pairs, so a caller can check the test saw some.
template <class Model>
int expect_reverse_matches_forward(const Model& model, const char* what) {
  const Board& b = model.board();
  const CellIndex n = b.size();
  std::vector<std::vector<StepCost>> forward(n);
  SearchResult r(n);
  for (CellIndex u = 0; u < n; ++u) {
    search_dijkstra(ForwardGraph<Model>{&model}, u, r);
    for (CellIndex v = 0; v < n; ++v) forward[u].push_back(r.cost(v));
  }
  int reachable = 0;
  SearchResult back(n);
  for (CellIndex v = 0; v < n; ++v) {
    search_dijkstra(ReverseGraph<Model>{&model}, v, back);
    for (CellIndex u = 0; u < n; ++u) {
      EXPECT_EQ(back.cost(u), forward[u][v])
          << what << ": from [" << b.coord(u).q << ", " << b.coord(u).r << "] to [" << b.coord(v).q
          << ", " << b.coord(v).r << "]";
      reachable += forward[u][v] != kUnreachable ? 1 : 0;
    }
  }
  return reachable;
}

}  // namespace

TEST(SearchReverse, HandCheckedSlideIsFoundBackwards) {
  // The forward step [0, 0] -> [3, 0] slides over two icy hexes; the reverse graph must
  // find [0, 0] as a predecessor of [3, 0] three hexes away.
  const Map m = draw({". i i . ."});
  const WalkModel model = sliding(m);
  SearchResult r(m.board.size());
  search_dijkstra(ReverseGraph<WalkModel>{&model}, m.at({3, 0}), r);
  EXPECT_EQ(r.cost(m.at({0, 0})), cost(0, 1));
  EXPECT_EQ(r.cost(m.at({4, 0})), cost(0, 1));
  // Stepping east from an icy hex also ends on [3, 0]: from [2, 0] directly, from [1, 0]
  // by sliding over [2, 0].
  EXPECT_EQ(r.cost(m.at({2, 0})), cost(0, 1));
  EXPECT_EQ(r.cost(m.at({1, 0})), cost(0, 1));
  // So every other cell of the corridor is one step from [3, 0].
  for (CellIndex c = 0; c < m.board.size(); ++c) {
    if (c != m.at({3, 0})) {
      EXPECT_EQ(r.cost(c).length, 1) << c;
    }
  }
}

// A slide's end is remembered per occupancy (Occupancy::slides): figures that move make it
// stale, and forget_slides() is what the turn solver calls before the next turn.
TEST(SearchSlides, RememberedEndsAreForgottenWhenFiguresMove) {
  Map m = draw({". i i i i ."});
  const WalkModel model = sliding(m);
  EXPECT_EQ(dijkstra_from(model, m.at({0, 0})).cost(m.at({5, 0})), cost(0, 1));
  EXPECT_FALSE(m.occ.slides.empty());
  m.occ.cell[m.at({4, 0})] = Occupant::Ally;  // a slide stops before any figure
  m.occ.forget_slides();
  const SearchResult r = dijkstra_from(model, m.at({0, 0}));
  EXPECT_EQ(r.cost(m.at({3, 0})), cost(0, 1));
  EXPECT_EQ(r.cost(m.at({5, 0})), cost(0, 2));  // to [3, 0], then over the ally's icy hex
}

// In a long icy corridor every hex slides to its end: the reverse search finds all of them
// as predecessors of the end, each one step away, as the forward search does.
TEST(SearchSlides, LongIcyCorridorBothWays) {
  std::string row = ".";
  for (int i = 0; i < 400; ++i) row += " i";
  row += " .";
  const Map m = draw({row});
  const WalkModel model = sliding(m);
  const CellIndex end = m.at({401, 0});
  SearchResult back(m.board.size());
  search_dijkstra(ReverseGraph<WalkModel>{&model}, end, back);
  for (int q = 0; q <= 400; ++q) ASSERT_EQ(back.cost(m.at({q, 0})), cost(0, 1)) << q;
  EXPECT_EQ(dijkstra_from(model, m.at({0, 0})).cost(end), cost(0, 1));
  EXPECT_EQ(dijkstra_from(model, end).cost(m.at({0, 0})), cost(0, 1));
}

TEST(SearchReverse, OutEdgesOverALongSlideMatchForwardSteps) {
  // Every hex of the icy corridor slides east onto [9, 0]: nine predecessors from one
  // direction, more than the reverse iterator buffers at once (kMaxDirectionCount), so the
  // walk must resume where the buffer filled up. Reverse out-edges of each cell must be
  // exactly the forward steps that end on it, with their costs.
  const Map m = draw({". i i i i i i i i . ."});
  const WalkModel model = sliding(m);
  const CellIndex n = m.board.size();
  std::vector<std::vector<std::pair<CellIndex, StepCost>>> into(n);
  for (CellIndex u = 0; u < n; ++u) {
    auto [e, end] = out_edges(u, ForwardGraph<WalkModel>{&model});
    for (; e != end; ++e) into[e->target].push_back({u, e->cost});
  }
  for (CellIndex v = 0; v < n; ++v) {
    std::vector<std::pair<CellIndex, StepCost>> back;
    auto [e, end] = out_edges(v, ReverseGraph<WalkModel>{&model});
    for (; e != end; ++e) {
      EXPECT_EQ(e->source, v);
      back.push_back({e->target, e->cost});
    }
    auto by_cell = [](const auto& a, const auto& b) { return a.first < b.first; };
    std::sort(back.begin(), back.end(), by_cell);
    std::sort(into[v].begin(), into[v].end(), by_cell);
    EXPECT_EQ(back, into[v]) << "cell " << v;
  }
  EXPECT_EQ(into[m.at({9, 0})].size(), 10u);  // the corridor's nine hexes and [10, 0]
}

TEST(SearchReverse, MatchesForwardOnRandomMaps) {
  int pairs = 0;
  for (std::uint32_t seed = 1; seed <= 12; ++seed) {
    const Map m = random_map(seed, 8, 6);
    pairs += expect_reverse_matches_forward(sliding(m), "sliding");
    pairs += expect_reverse_matches_forward(walking(m), "walking");
    pairs += expect_reverse_matches_forward(flying(m), "flying");
    const OpenModel open(m.board);
    pairs += expect_reverse_matches_forward(open, "open");
    if (HasFailure()) {
      ADD_FAILURE() << "seed " << seed;
      break;
    }
  }
  EXPECT_GT(pairs, 1000);
}

// ---------------------------------------------------------------- workspace reuse

TEST(SearchResultReuse, SecondSearchEqualsAFreshOne) {
  const Map m = random_map(99, 9, 7);
  const WalkModel model = sliding(m);
  const ForwardGraph<WalkModel> g{&model};
  const CellIndex n = m.board.size();
  SearchResult reused(n);
  for (CellIndex a = 0; a < n; a += 3) {
    const CellIndex b = (a * 7 + 5) % n;
    search_dijkstra(g, a, reused);  // leaves costs, colours and predecessors behind
    search_bfs(g, b, reused);       // and a BFS in between, on the same workspace
    search_dijkstra(g, b, reused);
    SearchResult fresh(n);
    search_dijkstra(g, b, fresh);
    for (CellIndex c = 0; c < n; ++c) {
      ASSERT_EQ(reused.cost(c), fresh.cost(c)) << "after " << a << ", cell " << c;
      ASSERT_EQ(reused.predecessor(c), fresh.predecessor(c));
    }
    EXPECT_EQ(reused.reached_cells(), fresh.reached_cells());
    // And the same holds for BFS.
    search_bfs(g, a, reused);
    SearchResult fresh_bfs(n);
    search_bfs(g, a, fresh_bfs);
    for (CellIndex c = 0; c < n; ++c) ASSERT_EQ(reused.cost(c), fresh_bfs.cost(c));
  }
}

// reset() clears a small search's cells one by one and a large search's whole arrays at
// once, and leaves colours alone after the searches by hand: whatever mix of searches ran
// on a workspace before, each gives what it gives on a fresh one, every cell's cost and
// predecessor alike (kNoCell for the cells it did not reach). The same holds for the BFS by
// hand's depths, within a few steps (a small search) and unbounded.
TEST(SearchResultReuse, SmallAndWholeMapSearchesInTurnEqualFreshOnes) {
  const Map m = random_map(5, 40, 30);
  const CellIndex n = m.board.size();
  const OpenModel open(m.board);
  const WalkModel walk = sliding(m);
  const ForwardGraph<OpenModel> og{&open};
  const ForwardGraph<WalkModel> wg{&walk};
  SearchResult reused(n);
  DepthResult reused_depths(n);
  auto same_as_fresh = [&](const auto& search, const char* what, CellIndex source) {
    search(reused, source);
    SearchResult fresh(n);
    search(fresh, source);
    for (CellIndex c = 0; c < n; ++c) {
      ASSERT_EQ(reused.cost(c), fresh.cost(c)) << what << " from " << source << ", cell " << c;
      ASSERT_EQ(reused.predecessor(c), fresh.predecessor(c)) << what << ", cell " << c;
    }
    ASSERT_EQ(reused.reached_cells(), fresh.reached_cells()) << what;
  };
  auto same_depths_as_fresh = [&](const auto& search, const char* what, CellIndex source) {
    search(reused_depths, source);
    DepthResult fresh(n);
    search(fresh, source);
    for (CellIndex c = 0; c < n; ++c)
      ASSERT_EQ(reused_depths.depth(c), fresh.depth(c))
          << what << " from " << source << ", cell " << c;
    ASSERT_EQ(reused_depths.reached_cells(), fresh.reached_cells()) << what;
  };
  int small = 0, small_depths = 0;
  for (CellIndex a = 0; a < n; a += 97) {
    same_as_fresh([&](SearchResult& r, CellIndex s) { search_bfs(og, s, r); }, "bfs", a);
    same_depths_as_fresh([&](DepthResult& r, CellIndex s) { search_bfs_within(og, s, 1, r); },
                         "within 1", a);
    small_depths += reused_depths.reached_cells().size() <= n / 8 ? 1 : 0;
    // A BFS stopped after a few cells: a small search on the general workspace.
    same_as_fresh(
        [&](SearchResult& r, CellIndex s) {
          int taken = 0;
          search_bfs(og, s, r, [&taken](CellIndex) { return ++taken > 4; });
        },
        "stopped bfs", (a * 5) % n);
    small += reused.reached_cells().size() <= n / 8 ? 1 : 0;
    same_as_fresh([&](SearchResult& r, CellIndex s) { search_dijkstra_direct(wg, s, r); },
                  "dijkstra by hand", a);
    same_depths_as_fresh([&](DepthResult& r, CellIndex s) { search_bfs_within(og, s, 2, r); },
                         "within 2", (a * 7) % n);
    same_as_fresh([&](SearchResult& r, CellIndex s) { search_dijkstra(wg, s, r); }, "dijkstra",
                  (a * 7) % n);
    same_depths_as_fresh([&](DepthResult& r, CellIndex s) { search_bfs_direct(og, s, r); },
                         "bfs by hand", (a * 3) % n);
  }
  EXPECT_GT(small, 5);         // the cell-by-cell reset was exercised
  EXPECT_GT(small_depths, 5);  // and the depths'
}

TEST(SearchResultReuse, SearchTouchesOnlyWhatItReaches) {
  // Two rooms with no way between them.
  const Map m = draw({". . . .", "# # # #", ". . . .", ". . . ."});
  const OpenModel open(m.board);
  const ForwardGraph<OpenModel> g{&open};
  SearchResult r(m.board.size());
  search_bfs(g, m.at({1, 0}), r);
  // Exactly the four cells of the top room, the source first.
  ASSERT_EQ(r.reached_cells().size(), 4u);
  EXPECT_EQ(r.reached_cells().front(), m.at({1, 0}));
  std::set<CellIndex> top(r.reached_cells().begin(), r.reached_cells().end());
  for (int q = 0; q < 4; ++q) EXPECT_TRUE(top.count(m.at({q, 0})));
  // Then the bottom room: the top room's results are gone.
  search_dijkstra(g, m.at({0, 3}), r);
  EXPECT_EQ(r.reached_cells().size(), 8u);
  for (int q = 0; q < 4; ++q) {
    EXPECT_FALSE(r.reached(m.at({q, 0})));
    EXPECT_EQ(r.predecessor(m.at({q, 0})), kNoCell);
  }
  EXPECT_EQ(r.cost(m.at({3, 2})), cost(0, 3));  // [0, 3] -> [1, 2] -> [2, 2] -> [3, 2]
  // reset() forgets everything.
  r.reset();
  EXPECT_TRUE(r.reached_cells().empty());
  for (CellIndex c = 0; c < m.board.size(); ++c) EXPECT_FALSE(r.reached(c));
}

TEST(SearchResultReuse, BfsDiscoveryOrderIsByDistance) {
  const Map m = random_map(7, 10, 8);
  const OpenModel open(m.board);
  SearchResult r(m.board.size());
  search_bfs(ForwardGraph<OpenModel>{&open}, CellIndex{0}, r);
  int last = 0;
  for (CellIndex c : r.reached_cells()) {
    EXPECT_GE(r.cost(c).length, last);
    last = r.cost(c).length;
  }
}

TEST(SearchMultiSource, CostIsTheMinimumOverSources) {
  const Map m = random_map(5, 9, 7);
  const WalkModel model = walking(m);
  const ForwardGraph<WalkModel> g{&model};
  const CellIndex n = m.board.size();
  const std::vector<CellIndex> sources = {0, n / 2, n - 1};
  SearchResult both(n);
  search_dijkstra(g, sources.begin(), sources.end(), both);
  std::vector<SearchResult> single;
  for (CellIndex s : sources) single.push_back(dijkstra_from(model, s));
  for (CellIndex c = 0; c < n; ++c) {
    StepCost best = kUnreachable;
    for (const SearchResult& s : single) best = std::min(best, s.cost(c));
    EXPECT_EQ(both.cost(c), best) << c;
  }
  for (CellIndex s : sources) EXPECT_EQ(both.cost(s), cost(0, 0));
  // BFS too.
  SearchResult bfs(n);
  search_bfs(g, sources.begin(), sources.end(), bfs);
  for (CellIndex s : sources) EXPECT_EQ(bfs.cost(s), cost(0, 0));
}

// Known failure, reported: a source given twice is discovered twice, so reached_cells()
// lists it twice (search_bfs's check for repeated sources looks at colours that are only
// set later, inside breadth_first_visit). Costs are right. Enable once the searches skip
// repeated sources.
TEST(SearchMultiSource, RepeatedSourceIsReachedOnce) {
  const Map m = draw({". . . .", ". . . ."});
  const OpenModel open(m.board);
  const ForwardGraph<OpenModel> g{&open};
  const std::vector<CellIndex> sources = {m.at({0, 0}), m.at({0, 0}), m.at({3, 1})};
  SearchResult r(m.board.size());
  search_bfs(g, sources.begin(), sources.end(), r);
  EXPECT_EQ(r.reached_cells().size(), m.board.size());
  search_dijkstra(g, sources.begin(), sources.end(), r);
  EXPECT_EQ(r.reached_cells().size(), m.board.size());
}

// ---------------------------------------------------------------- path_to

TEST(SearchPathTo, FollowsPredecessorsFromTheSource) {
  const Map m = draw({". . . . .", "# # # . #", ". . . . ."});
  const SearchResult r = bfs_from(m.board, m.at({0, 0}));
  const std::vector<CellIndex> p = path_to(r, m.at({0, 2}));
  ASSERT_EQ(p.size(), 8u);  // cost 7
  EXPECT_EQ(p.front(), m.at({0, 0}));
  EXPECT_EQ(p.back(), m.at({0, 2}));
  for (std::size_t i = 0; i + 1 < p.size(); ++i) {
    const auto d = direction_between(Topology::Hex, m.board.coord(p[i]), m.board.coord(p[i + 1]));
    ASSERT_TRUE(d.has_value());
    EXPECT_TRUE(m.board.open_edge(p[i], *d));
    EXPECT_EQ(r.cost(p[i + 1]).length, static_cast<int>(i) + 1);
  }
  // The path must use the gap.
  EXPECT_NE(std::find(p.begin(), p.end(), m.at({3, 1})), p.end());
  // The source alone; an unreached or unknown cell gives nothing.
  EXPECT_EQ(path_to(r, m.at({0, 0})), (std::vector<CellIndex>{m.at({0, 0})}));
  EXPECT_TRUE(path_to(r, m.board.size()).empty());
  const Map rooms = draw({". .", "# #", ". ."});
  const SearchResult r2 = bfs_from(rooms.board, rooms.at({0, 0}));
  EXPECT_TRUE(path_to(r2, rooms.at({1, 2})).empty());
}

// Two searches that reached the same cells in the same order, with the same costs and
// predecessors.
::testing::AssertionResult same_search(const SearchResult& a, const SearchResult& b) {
  if (a.reached_cells() != b.reached_cells())
    return ::testing::AssertionFailure() << "different cells reached, or in another order";
  for (CellIndex c = 0; c < a.size(); ++c) {
    if (a.cost(c) != b.cost(c)) return ::testing::AssertionFailure() << "cost of cell " << c;
    if (a.predecessor(c) != b.predecessor(c))
      return ::testing::AssertionFailure() << "predecessor of cell " << c;
  }
  return ::testing::AssertionSuccess();
}
// A BFS by hand's depths against BGL's BFS: the same cells in the same order, each at the
// BFS's depth (its cost's length).
::testing::AssertionResult same_search(const SearchResult& a, const DepthResult& b) {
  if (a.reached_cells() != b.reached_cells())
    return ::testing::AssertionFailure() << "different cells reached, or in another order";
  for (CellIndex c = 0; c < a.size(); ++c) {
    if (a.reached(c) != b.reached(c)) return ::testing::AssertionFailure() << "reach of cell " << c;
    if (a.reached(c) && (a.cost(c).negatives != 0 || a.cost(c).length != b.depth(c)))
      return ::testing::AssertionFailure() << "depth of cell " << c;
  }
  return ::testing::AssertionSuccess();
}

// One random comparison of a reference search with its hand-written copy, on the same
// model: from one source, from three, and from another stopped when it takes `stop_at`
// from its queue. Each pair of results must agree; `ref` holds the last reference result.
struct SearchCase {
  std::uint32_t seed;
  std::vector<CellIndex> sources;
  CellIndex stop_at;
  SearchCase(std::uint32_t s, CellIndex n)
      : seed(s), sources{s % n, (s * 7 + 3) % n, (s * 13) % n}, stop_at((s * 5 + 1) % n) {}
  // `reference` and `direct` take (first source, past the last, result, stop).
  template <class Reference, class Direct, class Mine>
  void compare(Reference reference, Direct direct, SearchResult& ref, Mine& mine,
               const char* what) const {
    const CellIndex* all = sources.data();
    auto never = [](CellIndex) { return false; };
    auto stop = [this](CellIndex c) { return c == stop_at; };
    reference(all, all + 1, ref, never);
    direct(all, all + 1, mine, never);
    ASSERT_TRUE(same_search(ref, mine)) << what << " one source, seed " << seed;
    reference(all, all + sources.size(), ref, never);
    direct(all, all + sources.size(), mine, never);
    ASSERT_TRUE(same_search(ref, mine)) << what << " several sources, seed " << seed;
    reference(all + 1, all + 2, ref, stop);
    direct(all + 1, all + 2, mine, stop);
    ASSERT_TRUE(same_search(ref, mine)) << what << " stopped, seed " << seed;
  }
};

// search_bfs_direct is search_bfs by hand: on random maps, with every step model (open,
// walking with figures and ice, flying), from one and several sources, stopped early or
// not, and on a reused workspace, both reach the same cells in the same order, each at the
// same depth.
TEST(SearchBfsDirect, VisitsAsBoostsBreadthFirstVisitDoes) {
  int stopped_early = 0;
  for (std::uint32_t seed = 1; seed <= 60; ++seed) {
    const Map m = random_map(seed, 6 + static_cast<int>(seed % 7), 5 + static_cast<int>(seed % 5));
    const CellIndex n = m.board.size();
    const OpenModel open(m.board);
    const WalkModel walk = sliding(m);
    const WalkModel fly = flying(m);
    SearchResult boost_r(n);
    DepthResult direct_r(n);
    const SearchCase sc(seed, n);
    auto run = [&](const auto& model, const char* what) {
      using Model = std::decay_t<decltype(model)>;
      const ForwardGraph<Model> g{&model};
      sc.compare(
          [&](auto f, auto l, SearchResult& r, auto stop) { search_bfs(g, f, l, r, stop); },
          [&](auto f, auto l, DepthResult& r, auto stop) { search_bfs_direct(g, f, l, r, stop); },
          boost_r, direct_r, what);
      if (boost_r.reached_cells().size() < n && boost_r.reached(sc.stop_at)) ++stopped_early;
    };
    run(open, "open");
    run(walk, "walking");
    run(fly, "flying");
  }
  EXPECT_GT(stopped_early, 10);  // the stop case was exercised
}

// search_bfs_within(depth) reaches exactly the cells at most `depth` steps away, at the
// depths of the unlimited search.
TEST(SearchBfsDirect, WithinADepthKeepsTheNearCellsOfTheFullSearch) {
  for (std::uint32_t seed = 1; seed <= 30; ++seed) {
    const Map m = random_map(seed, 9, 7);
    const CellIndex n = m.board.size();
    const OpenModel open(m.board);
    const ForwardGraph<OpenModel> g{&open};
    DepthResult full(n), near(n);
    search_bfs_direct(g, seed % n, full);
    for (std::int32_t depth : {0, 1, 3, 6}) {
      search_bfs_within(g, seed % n, depth, near);
      std::size_t expected = 0;
      for (CellIndex c = 0; c < n; ++c) {
        const bool in = full.reached(c) && full.depth(c) <= depth;
        expected += in ? 1 : 0;
        ASSERT_EQ(near.reached(c), in) << seed << " depth " << depth << " cell " << c;
        if (!in) continue;
        ASSERT_EQ(near.depth(c), full.depth(c));
      }
      EXPECT_EQ(near.reached_cells().size(), expected);
    }
  }
}

// search_dijkstra_direct is search_dijkstra by hand: on random maps (traps, hazardous,
// difficult and icy terrain, figures, thin walls), walking, sliding and flying, from one
// and several sources, stopped early or not, on a reused workspace, both give the same
// costs, the same predecessors (ties broken alike) and the same discovery order.
TEST(SearchDijkstraDirect, VisitsAsBoostsDijkstraDoes) {
  int stopped_early = 0, tied = 0;
  for (std::uint32_t seed = 1; seed <= 80; ++seed) {
    const Map m = random_map(seed, 5 + static_cast<int>(seed % 9), 4 + static_cast<int>(seed % 6));
    const CellIndex n = m.board.size();
    SearchResult boost_r(n), direct_r(n);
    const SearchCase sc(seed, n);
    auto run = [&](const WalkModel& model, const char* what) {
      const ForwardGraph<WalkModel> g{&model};
      sc.compare(
          [&](auto f, auto l, SearchResult& r, auto stop) { search_dijkstra(g, f, l, r, stop); },
          [&](auto f, auto l, SearchResult& r, auto stop) {
            search_dijkstra_direct(g, f, l, r, stop);
          },
          boost_r, direct_r, what);
      if (boost_r.reached(sc.stop_at) && boost_r.reached_cells().size() > 1) ++stopped_early;
      // A cell with two cheapest predecessors (from the first source alone): the tie must
      // have been broken alike.
      search_dijkstra(g, sc.sources[0], boost_r);
      for (CellIndex c = 0; c < n; ++c) {
        if (!boost_r.reached(c) || boost_r.predecessor(c) == kNoCell) continue;
        int best = 0;
        for (CellIndex u = 0; u < n; ++u) {
          if (!boost_r.reached(u)) continue;
          for (int d = 0; d < m.board.directions(); ++d) {
            CellIndex to;
            StepCost w;
            if (model.step(u, static_cast<Direction>(d), to, w) && to == c &&
                boost_r.cost(u) + w == boost_r.cost(c))
              ++best;
          }
        }
        if (best > 1) ++tied;
      }
    };
    run(walking(m), "walking");
    run(sliding(m), "sliding");
    run(flying(m), "flying");
  }
  EXPECT_GT(stopped_early, 20);
  EXPECT_GT(tied, 100);  // many cells had a choice of predecessor
}

// search_dijkstra_direct with exact_within, where no step costs a negative hex (random maps
// with their traps and hazards made plain, walking and sliding; flying on maps with them):
// every cell gets the heap's cost, and every cell within exact_within the heap's
// predecessor and place in the discovery order. Stopped at a cell past exact_within, every
// cell cheaper than it still has the heap's cost. The travel search's paths and end cells
// (solver/gloomhaven/paths.cpp) rest on this.
TEST(SearchDijkstraDirect, BeyondExactWithinTheSameCosts) {
  int by_length = 0, stopped = 0;
  for (std::uint32_t seed = 1; seed <= 60; ++seed) {
    const int w = 6 + static_cast<int>(seed % 11), h = 5 + static_cast<int>(seed % 7);
    const Map plain = random_map(seed, w, h, false);
    const Map full = random_map(seed, w, h);
    auto run = [&](const WalkModel& model) {
      const CellIndex n = model.board().size();
      const ForwardGraph<WalkModel> g{&model};
      const CellIndex source = seed % n;
      SearchResult heap_r(n), far_r(n);
      for (std::int32_t within : {0, 1, 2, 4}) {
        search_dijkstra_direct(g, source, heap_r);
        search_dijkstra_direct(g, source, far_r, NeverStop{}, within);
        auto near_order = [&](const SearchResult& r) {
          std::vector<CellIndex> out;
          for (CellIndex c : r.reached_cells())
            if (r.cost(c).length <= within) out.push_back(c);
          return out;
        };
        ASSERT_EQ(near_order(far_r), near_order(heap_r)) << seed << " within " << within;
        CellIndex farthest = source;
        for (CellIndex c = 0; c < n; ++c) {
          ASSERT_EQ(far_r.cost(c), heap_r.cost(c)) << seed << " within " << within << " " << c;
          if (!heap_r.reached(c)) continue;
          if (heap_r.cost(c).length <= within)
            ASSERT_EQ(far_r.predecessor(c), heap_r.predecessor(c)) << seed << " " << c;
          else
            ++by_length;
          if (heap_r.cost(farthest) < heap_r.cost(c)) farthest = c;
        }
        ASSERT_EQ(far_r.reached_cells().size(), heap_r.reached_cells().size());
        // Stopped at the farthest cell: the cells cheaper than it are settled alike.
        const StepCost at = heap_r.cost(farthest);
        auto stop = [&](CellIndex u) { return u == farthest; };
        search_dijkstra_direct(g, source, heap_r, stop);
        search_dijkstra_direct(g, source, far_r, stop, within);
        for (CellIndex c = 0; c < n; ++c) {
          if (!(heap_r.reached(c) && heap_r.cost(c) < at)) continue;
          ASSERT_EQ(far_r.cost(c), heap_r.cost(c)) << seed << " stopped, cell " << c;
        }
        stopped += at.length > within ? 1 : 0;
      }
    };
    run(walking(plain));
    run(sliding(plain));
    run(flying(full));
  }
  // The buckets must have settled many cells, and many stops must have fallen past the heap.
  EXPECT_GT(by_length, 1000);
  EXPECT_GT(stopped, 200);
}
