// The move searches' hand-written parts against their references, on random boards with
// levels (climbs, falls and big falls), water, roads, glyphs (healing ones a 1-life mover may
// not enter), hex and edge obstacles, holes in the map, enemies and engaged friends:
// MoveModel::steps against step() state by state, MoveSearch::run_direct against BGL's
// Dijkstra (run) state by state, and ParetoSearch against the loop it had over step(),
// label by label (its order is what the report prints among equal paths).
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <random>
#include <unordered_map>

#include "pathing/deadline.hpp"
#include "solver/heroscape/move.hpp"
#include "solver/heroscape/scenario.hpp"

namespace arbiter::heroscape {
namespace {

struct Options {
  bool double_space = false;
  bool flying = false;
  int side = 7;
};

Scenario random_board(unsigned seed, Options o) {
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
std::vector<std::pair<StateId, MoveCost>> reference_steps(const MoveModel& m, StateId s) {
  std::vector<std::pair<StateId, MoveCost>> out;
  for (int k = 0; k < MoveModel::kMaxSteps; ++k) {
    StateId to;
    StepInfo info;
    if (m.step(s, k, to, info)) out.emplace_back(to, info.cost);
  }
  return out;
}

// ParetoSearch's loop as it was over step(): the labels it keeps, in order, each pred the
// position in that order of the label it extends (ParetoSearch drops offers it knows to be
// dominated, so its label numbers differ; the labels kept and what each extends do not).
std::vector<ParetoSearch::Label> reference_pareto(const MoveModel& m,
                                                  const std::vector<StateId>& starts) {
  constexpr std::int32_t kNoDice = std::numeric_limits<std::int32_t>::max();
  std::vector<std::int32_t> least(m.state_count(), kNoDice);
  std::vector<ParetoSearch::Label> labels, kept;
  std::vector<std::uint32_t> position;  // per label offered: its place among the kept
  const auto top = static_cast<std::size_t>(m.mover().move + m.profile().road_bonus);
  std::vector<std::vector<std::uint32_t>> buckets(top + 1);
  const auto offer = [&](StateId s, MoveCost c, std::uint32_t pred) {
    if (c.dice >= least[s]) return;
    labels.push_back({s, c, pred});
    position.push_back(ParetoSearch::Label::kNone);
    buckets[static_cast<std::size_t>(c.length)].push_back(
        static_cast<std::uint32_t>(labels.size() - 1));
  };
  for (StateId s : starts) offer(s, {0, 0}, ParetoSearch::Label::kNone);
  for (std::size_t len = 0; len <= top; ++len) {
    for (std::size_t j = 0; j < buckets[len].size(); ++j) {
      const std::uint32_t i = buckets[len][j];
      const ParetoSearch::Label here = labels[i];
      if (here.cost.dice >= least[here.state]) continue;
      least[here.state] = here.cost.dice;
      position[i] = static_cast<std::uint32_t>(kept.size());
      kept.push_back(here);
      if (here.pred != ParetoSearch::Label::kNone) kept.back().pred = position[here.pred];
      for (const auto& [to, cost] : reference_steps(m, here.state)) {
        const MoveCost c = here.cost + cost;
        if (c.length > m.allowance(to)) continue;
        offer(to, c, i);
      }
    }
  }
  return kept;
}

// The kept labels of a search, in order, with preds as reference_pareto gives them.
std::vector<ParetoSearch::Label> kept_labels(const ParetoSearch& search) {
  std::unordered_map<std::uint32_t, std::uint32_t> position;
  std::vector<ParetoSearch::Label> out;
  for (std::uint32_t i = 0; i < search.kept_count(); ++i) {
    position[i] = static_cast<std::uint32_t>(out.size());
    out.push_back(search.label(i));
    if (out.back().pred != ParetoSearch::Label::kNone) {
      const auto p = position.find(out.back().pred);
      // A pred not kept before: marked so that the comparison fails.
      out.back().pred = p == position.end() ? ParetoSearch::Label::kNone - 1 : p->second;
    }
  }
  return out;
}

// Compares a search's kept labels with the reference's; adds how many to `labels`.
void expect_same_labels(const ParetoSearch& search, const std::vector<ParetoSearch::Label>& want,
                        unsigned seed, std::size_t& labels) {
  const auto got = kept_labels(search);
  ASSERT_EQ(got.size(), want.size()) << "seed " << seed;
  for (std::size_t i = 0; i < want.size(); ++i) {
    ASSERT_EQ(got[i].state, want[i].state) << "seed " << seed << " label " << i;
    ASSERT_EQ(got[i].cost, want[i].cost) << "seed " << seed << " label " << i;
    ASSERT_EQ(got[i].pred, want[i].pred) << "seed " << seed << " label " << i;
  }
  labels += want.size();
}

class MoveDirect : public testing::TestWithParam<Options> {};

TEST_P(MoveDirect, StepsAreStepsOrder) {
  int steps_seen = 0, dice_seen = 0;
  for (unsigned seed = 1; seed <= 40; ++seed) {
    const State st = build_state(random_board(seed, GetParam()));
    const Profile& p = profile(static_cast<int>(seed % kRuleSetCount));
    MoveModel model(st, p, st.acting);
    // Later moves' starts too (water and glyphs do not hold them; flyers take off there).
    if (!GetParam().double_space) {
      for (CellIndex c = 0; c < st.board.size(); c += 3) model.restart({c, kNoCell});
    }
    // Single-space: every state. Double-space: the states a search reaches.
    MoveSearch search;
    model.unbounded = true;
    search.run(model);
    std::vector<StateId> states = search.reached();
    if (!GetParam().double_space) {
      states.clear();
      for (StateId s = 0; s < model.state_count(); ++s) states.push_back(s);
    }
    MoveStep out[MoveModel::kMaxSteps];
    for (StateId s : states) {
      const auto want = reference_steps(model, s);
      const int count = model.steps(s, out);
      ASSERT_EQ(static_cast<std::size_t>(count), want.size()) << "seed " << seed << " state " << s;
      for (int i = 0; i < count; ++i) {
        EXPECT_EQ(out[i].to, want[static_cast<std::size_t>(i)].first) << "seed " << seed;
        EXPECT_EQ(out[i].cost, want[static_cast<std::size_t>(i)].second) << "seed " << seed;
        dice_seen += out[i].cost.dice > 0 ? 1 : 0;
      }
      steps_seen += count;
    }
  }
  EXPECT_GT(steps_seen, 1000);
  EXPECT_GT(dice_seen, 10);  // falls or leaving engagement were among them
}

// run_direct against run on one board, twice each (the second time on reused arrays), under
// each budget, and for a single-space mover also with later moves' starts marked (water and
// glyphs do not hold them); adds the states reached to `reached`.
// The move models a comparison runs through: each budget, and for a single-space mover
// also with later moves' starts marked at every `stride`th cell from `first`.
template <class F>
void for_each_model(const State& st, const Profile& p, CellIndex first, CellIndex stride, F&& f) {
  const bool single = !st.figures[st.acting].double_space();
  for (const bool restarts : {false, true}) {
    if (restarts && !single) continue;
    for (const bool unbounded : {false, true}) {
      MoveModel model(st, p, st.acting);
      model.unbounded = unbounded;
      if (restarts) {
        for (CellIndex c = first; c < st.board.size(); c += stride) model.restart({c, kNoCell});
      }
      f(model);
    }
  }
}

void compare_dijkstra(const State& st, const Profile& p, unsigned seed, std::size_t& reached) {
  for_each_model(st, p, 1, 3, [&](const MoveModel& model) {
    MoveSearch boost, direct;
    // Twice each, the second time on reused arrays.
    for (int round = 0; round < 2; ++round) {
      boost.run(model);
      direct.run_direct(model);
      ASSERT_EQ(boost.costs().size(), direct.costs().size());
      for (StateId s = 0; s < model.state_count(); ++s) {
        ASSERT_EQ(boost.cost(s), direct.cost(s)) << "seed " << seed << " state " << s;
      }
      auto a = boost.reached(), b = direct.reached();
      std::sort(a.begin(), a.end());
      std::sort(b.begin(), b.end());
      EXPECT_EQ(a, b) << "seed " << seed;
      reached += b.size();
    }
  });
}

// run_direct's costs in 4 bytes and in 8, in turn on one search's arrays, from a far-moving
// mover and a near one (move 1): every state's cost is a fresh search's. The array of the
// other width holds an older search's costs, which touched_ no longer lists: without its
// reset whole, a near search after a far one would show the far one's costs.
TEST_P(MoveDirect, SwitchingBetweenCostWidthsKeepsTheSameCosts) {
  int compact = 0, wide = 0;
  for (unsigned seed = 1; seed <= 20; ++seed) {
    const State st = build_state(random_board(seed, GetParam()));
    State near = st;
    near.figures[near.acting].move = 1;
    const Profile& p = profile(static_cast<int>(seed % kRuleSetCount));
    const MoveModel far_model(st, p, st.acting), near_model(near, p, near.acting);
    MoveSearch reused;
    const std::pair<const MoveModel*, bool> runs[] = {
        {&far_model, true},  {&near_model, false}, {&near_model, true}, {&far_model, false},
        {&near_model, true}, {&far_model, true},   {&near_model, false}};
    for (const auto& [model, four] : runs) {
      reused.compact_costs = four;
      reused.run_direct(*model);
      (reused.compact() ? compact : wide) += 1;
      EXPECT_EQ(reused.compact(), four) << "seed " << seed;
      MoveSearch fresh;
      fresh.compact_costs = !four;
      fresh.run_direct(*model);
      ASSERT_EQ(reused.costs(), fresh.costs()) << "seed " << seed;
      auto a = reused.reached(), b = fresh.reached();
      std::sort(a.begin(), a.end());
      std::sort(b.begin(), b.end());
      ASSERT_EQ(a, b) << "seed " << seed;
    }
  }
  EXPECT_GT(compact, 50);
  EXPECT_GT(wide, 50);
}

TEST_P(MoveDirect, DirectDijkstraMatchesBoostStateByState) {
  std::size_t reached = 0;
  for (unsigned seed = 1; seed <= 40; ++seed) {
    const State st = build_state(random_board(seed, GetParam()));
    compare_dijkstra(st, profile(static_cast<int>(seed % kRuleSetCount)), seed, reached);
  }
  EXPECT_GT(reached, 40u * 2 * 2 * 5);  // not boxed in (a few movers are: height 1, cliffs)
}

// A State put together without build_state's packed ground (State::ground empty): its model
// packs the State's arrays itself, to the words build_state kept (and finds their lowest
// level), and searches the same states and keeps the same labels as a model of the kept
// ground.
TEST_P(MoveDirect, AStateWithoutItsKeptGroundSearchesTheSame) {
  std::size_t reached = 0, labels = 0;
  for (unsigned seed = 1; seed <= 20; ++seed) {
    const State st = build_state(random_board(seed, GetParam()));
    State bare = st;
    bare.ground.clear();
    ASSERT_EQ(st.ground.size(), st.board.size() + 1u);
    ASSERT_EQ(st.ground, MoveModel::pack_ground(bare)) << "seed " << seed;
    // The kept lowest level (the models' fall test) is the lowest of the State's levels.
    ASSERT_EQ(st.ground_lowest, *std::min_element(st.level.begin(), st.level.end()))
        << "seed " << seed;
    const Profile& p = profile(static_cast<int>(seed % kRuleSetCount));
    const MoveModel kept(st, p, st.acting), packed(bare, p, bare.acting);
    MoveSearch a, b;
    a.run_direct(kept);
    b.run_direct(packed);
    ASSERT_EQ(a.costs(), b.costs()) << "seed " << seed;
    EXPECT_EQ(a.reached(), b.reached()) << "seed " << seed;
    reached += a.reached().size();
    ParetoSearch pa, pb;
    pa.run(kept);
    pb.run(packed);
    ASSERT_EQ(pa.kept_count(), pb.kept_count()) << "seed " << seed;
    for (std::uint32_t i = 0; i < pa.kept_count(); ++i) {
      const auto& x = pa.label(i);
      const auto& y = pb.label(i);
      EXPECT_EQ(x.state, y.state) << "seed " << seed;
      EXPECT_EQ(x.cost, y.cost) << "seed " << seed;
      EXPECT_EQ(x.pred, y.pred) << "seed " << seed;
    }
    labels += pa.kept_count();
  }
  EXPECT_GT(reached, 20u * 5);
  EXPECT_GT(labels, 20u * 5);
}

// Boards of 40 x 40 with movers that cross them: the queue's buckets outgrow their first
// storage mid-search (entries written before the growth must survive it).
TEST_P(MoveDirect, DirectDijkstraMatchesBoostOnLargeBoards) {
  std::size_t reached = 0;
  for (unsigned seed = 1; seed <= 6; ++seed) {
    Options o = GetParam();
    o.side = 40;
    Scenario sc = random_board(seed, o);
    sc.figures[0].move = 60;
    const State st = build_state(sc);
    compare_dijkstra(st, profile(static_cast<int>(seed % kRuleSetCount)), seed, reached);
  }
  EXPECT_GT(reached, 6u * 2 * 2 * 400);
}

TEST_P(MoveDirect, ParetoKeepsTheSameLabelsInTheSameOrder) {
  std::size_t labels = 0;
  for (unsigned seed = 1; seed <= 40; ++seed) {
    const State st = build_state(random_board(seed, GetParam()));
    const Profile& p = profile(static_cast<int>(seed % kRuleSetCount));
    MoveModel model(st, p, st.acting);
    const auto want = reference_pareto(model, {model.start()});
    ParetoSearch search;
    search.run(model);
    expect_same_labels(search, want, seed, labels);
  }
  EXPECT_GT(labels, 40u * 5);  // small boards, often walled in by water and figures
}

// The 8-byte records (CompactBest, what run() takes on these boards) and the 12-byte ones
// keep the same labels as the reference, one after the other on the same arrays, a move of
// one point between two whole moves: a search on the other kind of records must not read
// the records the last search on them left, and a search after a short move on the same
// kind resets only the records of the short move's labels (every state it offered takes
// one), after a whole move all of them.
TEST_P(MoveDirect, ParetoKeepsTheSameLabelsOnEitherRecords) {
  std::size_t labels = 0;
  for (unsigned seed = 1; seed <= 40; ++seed) {
    Scenario sc = random_board(seed, GetParam());
    const State st = build_state(sc);
    sc.figures[0].move = 1;
    const State near = build_state(sc);
    const Profile& p = profile(static_cast<int>(seed % kRuleSetCount));
    const MoveModel whole(st, p, st.acting), short_move(near, p, near.acting);
    ASSERT_EQ(whole.state_count(), short_move.state_count());
    const auto want_whole = reference_pareto(whole, {whole.start()});
    const auto want_short = reference_pareto(short_move, {short_move.start()});
    ParetoSearch search;
    for (const auto& [compact, shorter] :
         {std::pair{true, false}, std::pair{false, true}, std::pair{true, false},
          std::pair{false, false}, std::pair{true, true}, std::pair{true, false},
          std::pair{true, true}, std::pair{false, true}, std::pair{false, false},
          std::pair{false, true}}) {
      search.compact_records = compact;
      search.run(shorter ? short_move : whole);
      expect_same_labels(search, shorter ? want_short : want_whole, seed, labels);
    }
  }
  EXPECT_GT(labels, 40u * 5 * 5);
}

// From several starts at once (a Berserker Charge's later moves), twice on the same arrays
// with different starts: offers from different starts meet, and the second search must not
// see the first one's records.
TEST_P(MoveDirect, ParetoFromSeveralStartsKeepsTheSameLabels) {
  if (GetParam().double_space) GTEST_SKIP() << "restarts are single-space here";
  std::size_t labels = 0;
  for (unsigned seed = 1; seed <= 40; ++seed) {
    const State st = build_state(random_board(seed, GetParam()));
    const Profile& p = profile(static_cast<int>(seed % kRuleSetCount));
    MoveModel model(st, p, st.acting);
    ParetoSearch search;
    for (CellIndex first = 1; first <= 2; ++first) {
      model.clear_restarts();
      std::vector<StateId> starts;
      for (CellIndex c = first; c < st.board.size(); c += 7) {
        starts.push_back(model.restart({c, kNoCell}));
      }
      const auto want = reference_pareto(model, starts);
      search.run(model, starts);
      expect_same_labels(search, want, seed, labels);
    }
  }
  EXPECT_GT(labels, 40u * 2 * 10);
}

// The same on boards of 40 x 40 crossed by the move: the label array and the buckets
// outgrow their first storage mid-search.
TEST_P(MoveDirect, ParetoKeepsTheSameLabelsOnLargeBoards) {
  std::size_t most = 0;  // the most labels kept by one search
  for (unsigned seed = 1; seed <= 4; ++seed) {
    Options o = GetParam();
    o.side = 40;
    Scenario sc = random_board(seed, o);
    sc.figures[0].move = 60;
    const State st = build_state(sc);
    MoveModel model(st, profile(static_cast<int>(seed % kRuleSetCount)), st.acting);
    const auto want = reference_pareto(model, {model.start()});
    ParetoSearch search;
    std::size_t labels = 0;
    for (int round = 0; round < 2; ++round) {  // the second time on reused arrays
      search.run(model);
      expect_same_labels(search, want, seed, labels);
    }
    most = std::max(most, want.size());
  }
  EXPECT_GT(most, 1024u);  // past the label array's first storage
}

// A search cut short by the time limit (deadline::poll throws mid-search) leaves offered
// states it never settled: the next search on the same arrays must still give what a fresh
// one gives (run_direct records a state as it settles, so its reset cannot go by that list).
TEST_P(MoveDirect, DirectDijkstraAfterASearchCutShortIsAsFresh) {
  std::size_t reached = 0;
  for (unsigned seed = 1; seed <= 3; ++seed) {
    Options o = GetParam();
    o.side = 60;
    const State st = build_state(random_board(seed, o));
    MoveModel model(st, profile(static_cast<int>(seed % kRuleSetCount)), st.acting);
    model.unbounded = true;
    MoveSearch fresh, reused;
    fresh.run_direct(model);
    ASSERT_GT(fresh.reached().size(), 2u * pathing::deadline::detail::kPollStride)
        << "seed " << seed << ": too small a search to be cut short";
    {
      const pathing::deadline::Scope limit(1e-9);  // passed at the first clock read
      EXPECT_THROW(reused.run_direct(model), pathing::deadline::TimeLimitExceeded);
    }
    reused.run_direct(model);
    for (StateId s = 0; s < model.state_count(); ++s)
      ASSERT_EQ(fresh.cost(s), reused.cost(s)) << "seed " << seed << " state " << s;
    auto a = fresh.reached(), b = reused.reached();
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    EXPECT_EQ(a, b) << "seed " << seed;
    reached += b.size();
  }
  EXPECT_GT(reached, 3u * 2 * pathing::deadline::detail::kPollStride);
}

// run_direct (costs compared as packed words; a walker's steps unrolled) against
// run_direct_reference, the search as it was: the same cost for every state and the same
// states reached in the same order (what a report lists), under each budget, with later
// moves' starts, on reused arrays, and after a search cut short by the time limit.
void compare_with_reference(const State& st, const Profile& p, unsigned seed, bool cut,
                            std::size_t& reached, int& cuts) {
  for_each_model(st, p, 2, 5, [&](const MoveModel& model) {
    MoveSearch want, got;
    for (int round = 0; round < 2; ++round) {
      if (cut && round == 1) {
        const pathing::deadline::Scope limit(1e-9);  // passed at the first clock read
        try {
          got.run_direct(model);
        } catch (const pathing::deadline::TimeLimitExceeded&) {
          ++cuts;
        }
      }
      want.run_direct_reference(model);
      got.run_direct(model);
      for (StateId s = 0; s < model.state_count(); ++s) {
        ASSERT_EQ(want.cost(s), got.cost(s)) << "seed " << seed << " state " << s;
      }
      ASSERT_EQ(want.reached(), got.reached()) << "seed " << seed;
      reached += got.reached().size();
    }
  });
}

TEST_P(MoveDirect, DirectDijkstraMatchesItsReferenceInOrder) {
  std::size_t reached = 0;
  int cuts = 0;
  for (unsigned seed = 1; seed <= 60; ++seed) {
    const State st = build_state(random_board(seed, GetParam()));
    compare_with_reference(st, profile(static_cast<int>(seed % kRuleSetCount)), seed, false,
                           reached, cuts);
  }
  EXPECT_GT(reached, 60u * 2 * 2 * 5);
}

// A 60 x 60 board the move (90) crosses: searches long enough for the time limit to cut.
State crossed_board(unsigned seed, Options o) {
  o.side = 60;
  Scenario sc = random_board(seed, o);
  sc.figures[0].move = 90;
  return build_state(sc);
}

// On 60 x 60 boards crossed by the move, each second search preceded by one cut short on
// the same arrays (the time limit passed at its first clock read).
TEST_P(MoveDirect, DirectDijkstraMatchesItsReferenceAfterACutShortSearch) {
  std::size_t reached = 0;
  int cuts = 0;
  for (unsigned seed = 1; seed <= 6; ++seed) {
    const State st = crossed_board(seed, GetParam());
    compare_with_reference(st, profile(static_cast<int>(seed % kRuleSetCount)), seed, true, reached,
                           cuts);
  }
  EXPECT_GT(reached, 6u * 2 * 2 * pathing::deadline::detail::kPollStride);
  EXPECT_GT(cuts, 6);  // most of those searches were long enough to be cut short
}

// ParetoSearch (a walker's steps unrolled as in run_direct) after a search cut short by the
// time limit on the same arrays: the labels of a fresh search, against reference_pareto.
TEST_P(MoveDirect, ParetoAfterACutShortSearchKeepsTheSameLabels) {
  std::size_t labels = 0;
  int cuts = 0;
  for (unsigned seed = 1; seed <= 6; ++seed) {
    const State st = crossed_board(seed, GetParam());
    MoveModel model(st, profile(static_cast<int>(seed % kRuleSetCount)), st.acting);
    const auto want = reference_pareto(model, {model.start()});
    ParetoSearch search;
    for (int round = 0; round < 2; ++round) {
      {
        const pathing::deadline::Scope limit(1e-9);  // passed at the first clock read
        try {
          search.run(model);
        } catch (const pathing::deadline::TimeLimitExceeded&) {
          ++cuts;
        }
      }
      search.run(model);
      expect_same_labels(search, want, seed, labels);
    }
  }
  EXPECT_GT(labels, 6u * 2 * pathing::deadline::detail::kPollStride);
  EXPECT_GT(cuts, 6);
}

INSTANTIATE_TEST_SUITE_P(Movers, MoveDirect,
                         testing::Values(Options{false, false}, Options{true, false},
                                         Options{false, true}),
                         [](const testing::TestParamInfo<Options>& i) {
                           return std::string(i.param.double_space ? "Double" : "Single") +
                                  (i.param.flying ? "Flying" : "Walking");
                         });

}  // namespace
}  // namespace arbiter::heroscape
