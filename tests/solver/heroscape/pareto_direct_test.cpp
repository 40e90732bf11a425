// ParetoSearch against the loop it had over step(), label by label (its order is what the
// report prints among equal paths), on the move searches' random boards.
#include <gtest/gtest.h>

#include <limits>
#include <unordered_map>

#include "pathing/deadline.hpp"
#include "solver/heroscape/move.hpp"
#include "solver/heroscape/scenario.hpp"
#include "tests/solver/heroscape/move_boards.hpp"

namespace arbiter::heroscape {
namespace {

using namespace move_boards;

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

class ParetoDirect : public testing::TestWithParam<Options> {};

TEST_P(ParetoDirect, ParetoKeepsTheSameLabelsInTheSameOrder) {
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

// The 8-byte records (CompactRecords, what run() takes on these boards) and the 16-byte ones
// keep the same labels as the reference, one after the other on the same arrays, a move of
// one point between two whole moves: a search on the other kind of records must not read
// the records the last search on them left, and a search after a short move on the same
// kind resets only the records of the short move's labels (every state it offered takes
// one), after a whole move all of them.
TEST_P(ParetoDirect, ParetoKeepsTheSameLabelsOnEitherRecords) {
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

// Searches on the same arrays across the wraps of the records' biases (no search resets
// the records: each writes them above a lower bias than the last one's, until a bias would
// go below 0 and every record is cleared). A move of thousands of points (its movement bias
// wraps every few dozen searches) and a move of one point in turn, so that a search reads
// records the searches before it left where it offers nothing itself; and the dice bias
// lowered to its last step, so that the next search takes it and the one after wraps.
TEST_P(ParetoDirect, ParetoAcrossTheBiasesWrapsKeepsTheSameLabels) {
  std::size_t labels = 0;
  for (unsigned seed = 1; seed <= 8; ++seed) {
    Scenario sc = random_board(seed, GetParam());
    sc.figures[0].move = 3000;
    const State st = build_state(sc);
    sc.figures[0].move = 1;
    const State near = build_state(sc);
    const Profile& p = profile(static_cast<int>(seed % kRuleSetCount));
    const MoveModel whole(st, p, st.acting), short_move(near, p, near.acting);
    const auto want_whole = reference_pareto(whole, {whole.start()});
    const auto want_short = reference_pareto(short_move, {short_move.start()});
    for (const bool compact : {true, false}) {
      ParetoSearch search;
      search.compact_records = compact;
      for (int i = 0; i < 60; ++i) {
        const bool shorter = i % 3 == 1;
        search.run(shorter ? short_move : whole);
        expect_same_labels(search, shorter ? want_short : want_whole, seed, labels);
        if (i % 20 == 5) search.skip_to_last_biases();
      }
    }
  }
  EXPECT_GT(labels, 8u * 2 * 40 * 5);
}

// From a road-only start (the upper half of the states) and from elsewhere, in turn on the
// same arrays: after a move from elsewhere the reset fills only the lower half, so a search
// that wrote the upper half must be reset there before it.
TEST_P(ParetoDirect, RoadOnlyStartsBetweenOthersKeepTheSameLabels) {
  if (GetParam().double_space) GTEST_SKIP() << "a double-space figure's states are not halves";
  std::size_t labels = 0;
  int road_only = 0;
  for (unsigned seed = 1; seed <= 40; ++seed) {
    const State st = build_state(random_board(seed, GetParam()));
    const Profile& p = profile(static_cast<int>(seed % kRuleSetCount));
    ParetoSearch search;
    for (const State& moved : starts_on_and_off_road(st)) {
      const MoveModel model(moved, p, moved.acting);
      const auto want = reference_pareto(model, {model.start()});
      search.run(model);
      road_only += model.road_only(model.start()) && want.size() > 1 ? 1 : 0;
      expect_same_labels(search, want, seed, labels);
    }
  }
  EXPECT_GT(road_only, 40);
  EXPECT_GT(labels, 40u * 5);
}

// From several starts at once (a Berserker Charge's later moves), twice on the same arrays
// with different starts: offers from different starts meet, and the second search must not
// see the first one's records.
TEST_P(ParetoDirect, ParetoFromSeveralStartsKeepsTheSameLabels) {
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
TEST_P(ParetoDirect, ParetoKeepsTheSameLabelsOnLargeBoards) {
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

// ParetoSearch (a walker's steps unrolled as in run_direct) after a search cut short by the
// time limit on the same arrays: the labels of a fresh search, against reference_pareto.
TEST_P(ParetoDirect, ParetoAfterACutShortSearchKeepsTheSameLabels) {
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

// Low rolling ground (levels 1 to 3) under a move that crosses a 40 x 40 board: a walker's
// labels mostly lie within the move by its Height and too low to fall, and take their six
// steps in walk's own loop; the rest (engaged cells, water, glyphs, road-only states, the
// level too high, near the budget) go by expand_other. Both ways against the reference,
// twice on the same arrays.
TEST_P(ParetoDirect, ParetoOnLowGroundKeepsTheSameLabelsBothWays) {
  std::size_t labels = 0;
  std::uint32_t common = 0, other = 0;
  for (unsigned seed = 1; seed <= 4; ++seed) {
    Options o = GetParam();
    o.side = 40;
    Scenario sc = random_board(seed, o);
    for (int& level : sc.levels) level = 1 + level % 3;
    sc.figures[0].move = 60;
    const State st = build_state(sc);
    MoveModel model(st, profile(static_cast<int>(seed % kRuleSetCount)), st.acting);
    const auto want = reference_pareto(model, {model.start()});
    ParetoSearch search;
    for (int round = 0; round < 2; ++round) {
      search.run(model);
      expect_same_labels(search, want, seed, labels);
      ASSERT_LE(search.other_count(), search.kept_count());
      other += search.other_count();
      common += search.kept_count() - search.other_count();
    }
  }
  EXPECT_GT(labels, 4u * 2 * 1000);
  if (!GetParam().double_space && !GetParam().flying) {
    EXPECT_GT(common, labels / 2);  // most labels by the loop's own steps
    EXPECT_GT(other, 4u * 2 * 20);  // and many by expand_other
  } else {
    EXPECT_EQ(other, 0u);  // only a walker on slots takes walk's loop
  }
}

INSTANTIATE_TEST_SUITE_P(Movers, ParetoDirect, kMovers, mover_name);

}  // namespace
}  // namespace arbiter::heroscape
