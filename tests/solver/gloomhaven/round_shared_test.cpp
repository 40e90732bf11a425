// What the round's searches share between activations must not change the round: the
// exact table's proximities kept across turns (ProximityCache) and the travel search
// finished by a bucket queue (search_travel_exact). Rounds on generated rooms-and-corridors
// maps (traps, hazardous and difficult terrain, thin walls) with ten monster types, played
// with both and with neither (the reference: a search from each monster, the heap to the
// end), and again on the same workspace (its cache already filled by the first round),
// must give the same timeline: every decision's trace, focus table, options and paths.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "solver/gloomhaven/generate.hpp"
#include "solver/gloomhaven/round.hpp"
#include "tests/reference/gloomhaven/turn_reference.hpp"

namespace arbiter::gloomhaven {
namespace {

CardAction action(ActionKind k, int value, bool relative = true) {
  CardAction a;
  a.kind = k;
  a.value = {relative, value};
  return a;
}

// As bench/round_bench.cpp: `types` monster types of `standees` standees and 4 characters.
LoadedRound make_round(int side, std::uint32_t seed, int types, int standees) {
  GeneratorOptions o;
  o.columns = side;
  o.rows = side;
  o.figures = 2 * types * standees;
  o.seed = seed;
  LoadedRound r;
  r.position = generate_scenario(o);
  std::vector<Figure> kept;
  int characters = 0, monsters = 0;
  for (auto& f : r.position.figures) {
    if (f.kind == Kind::Character) {
      if (characters++ >= 4) continue;
      f.hp = 10;
      f.max_hp = 10;
      kept.push_back(f);
      continue;
    }
    if (monsters >= types * standees) continue;
    const int t = monsters / standees;
    f.type = "Type " + std::to_string(t);
    f.rank = Rank::Normal;
    f.standee = monsters % standees + 1;
    f.initiative.reset();
    f.conditions = 0;
    ++monsters;
    kept.push_back(f);
  }
  r.position.figures = kept;
  for (int t = 0; t < types; ++t) {
    MonsterType m;
    m.name = "Type " + std::to_string(t);
    StatCard s;
    s.hp = 6;
    s.move = 2 + t % 4;
    s.attack = 2;
    s.range = t % 3 == 0 ? 3 : 0;
    m.normal = s;
    m.standees = standees + 2;
    m.card.initiative = 10 + 7 * t;
    m.card.actions = {action(ActionKind::Move, 0), action(ActionKind::Attack, 0)};
    if (t == 1) {
      auto h = action(ActionKind::Heal, 2, false);
      h.range = CardValue{false, 3};
      m.card.actions.push_back(h);
    }
    if (t == 2) m.card.actions.push_back(action(ActionKind::Loot, 1, false));
    r.round.types.emplace(m.name, m);
  }
  r.round.figures.resize(r.position.figures.size());
  r.round.characters = 4;
  return r;
}

// Compares two outcomes decision by decision; returns the number of decisions compared.
int expect_same(const RoundOutcome& a, const RoundOutcome& b, const std::string& what) {
  int decisions = 0;
  EXPECT_EQ(a.timeline.size(), b.timeline.size()) << what;
  for (std::size_t i = 0; i < std::min(a.timeline.size(), b.timeline.size()); ++i) {
    const Activation& x = a.timeline[i];
    const Activation& y = b.timeline[i];
    EXPECT_EQ(x.figure, y.figure) << what;
    EXPECT_EQ(x.actions.size(), y.actions.size()) << what << " " << x.figure;
    for (std::size_t k = 0; k < std::min(x.actions.size(), y.actions.size()); ++k) {
      const ActionRecord& p = x.actions[k];
      const ActionRecord& q = y.actions[k];
      EXPECT_EQ(p.lines, q.lines) << what << " " << x.figure;
      EXPECT_EQ(p.path, q.path) << what << " " << x.figure;
      EXPECT_EQ(p.decision.has_value(), q.decision.has_value());
      if (!p.decision || !q.decision) continue;
      ++decisions;
      const Decision& d = *p.decision;
      const Decision& e = *q.decision;
      EXPECT_EQ(d.trace.size(), e.trace.size()) << what << " " << x.figure;
      for (std::size_t t = 0; t < std::min(d.trace.size(), e.trace.size()); ++t)
        EXPECT_EQ(d.trace[t].text, e.trace[t].text) << what << " " << x.figure;
      EXPECT_EQ(d.ranking.size(), e.ranking.size());
      for (std::size_t t = 0; t < std::min(d.ranking.size(), e.ranking.size()); ++t) {
        EXPECT_EQ(d.ranking[t].proximity, e.ranking[t].proximity) << what << " " << x.figure;
        EXPECT_EQ(d.ranking[t].path, e.ranking[t].path) << what << " " << x.figure;
      }
      EXPECT_EQ(d.options.size(), e.options.size()) << what << " " << x.figure;
      for (std::size_t t = 0; t < std::min(d.options.size(), e.options.size()); ++t) {
        EXPECT_EQ(d.options[t].destination, e.options[t].destination) << what;
        EXPECT_EQ(d.options[t].path, e.options[t].path) << what << " " << x.figure;
        EXPECT_EQ(d.options[t].attack.targets, e.options[t].attack.targets) << what;
      }
    }
  }
  return decisions;
}

// Plays r with `options` (twice in `ws`: the second time with what the first kept) and with
// `reference` in a fresh workspace, and expects the same decisions, lines and end; returns
// the decisions compared, and the first play in `played` when asked.
// The round's own decisions stop their searches once settled, which leaves lower bounds in the
// focus table these tests compare: without a decider of its own, `options` is played with the
// single turn's searches (decide_turn, exact table on these boards), and
// TheRoundsSearchesThatStopPrintTheSame compares the two.
int same_rounds(const LoadedRound& r, const RuleProfile& profile, const RoundRequest& options,
                const RoundRequest& reference, TurnWorkspace& ws, const std::string& what,
                RoundOutcome* played = nullptr) {
  RoundRequest exact = options;
  if (!exact.decide)
    exact.decide = [](const Scenario& s, const pathing::Board& b, const RuleProfile& p,
                      TurnWorkspace& w) { return decide_turn(s, b, p, w); };
  const RoundOutcome a = play_round(r, profile, exact, ws);
  const RoundOutcome again = play_round(r, profile, exact, ws);
  TurnWorkspace fresh;
  const RoundOutcome b = play_round(r, profile, reference, fresh);
  const int decisions = expect_same(a, b, what);
  expect_same(again, b, what + " (again)");
  EXPECT_EQ(end_summary(r, a), end_summary(r, b)) << what;
  if (played != nullptr) *played = a;
  return decisions;
}

TEST(RoundShared, SharingBetweenActivationsChangesNothing) {
  int decisions = 0, moved = 0;
  for (std::uint32_t seed = 1; seed <= 6; ++seed) {
    for (int side : {24, 40, 64}) {
      const LoadedRound r = make_round(side, seed, 6, 3);
      for (auto rules : {RuleSet::Gloomhaven, RuleSet::Frosthaven}) {
        const auto profile = profile_for(rules);
        const std::string what = "seed " + std::to_string(seed) + " side " + std::to_string(side);
        // The reference: every method the searches replaced, at once (each is also
        // compared alone below and in the turn's tests).
        RoundRequest shared, reference;
        reference::Methods m;
        m.split_travel = false;
        m.cached_proximity = false;
        m.far_by_length = false;
        m.shared_towards = false;
        m.flat_steps = false;
        m.travel_needs_only = false;
        m.settled_by_cost = false;
        m.proximity_by_touched = false;
        reference.decide = reference::decider(m);
        TurnWorkspace ws;
        RoundOutcome a;
        decisions += same_rounds(r, profile, shared, reference, ws, what, &a);
        for (const Activation& x : a.timeline)
          for (const ActionRecord& p : x.actions) moved += p.path.size() > 1 ? 1 : 0;
      }
    }
  }
  // The rounds must decide and move monsters, or the comparison says nothing.
  EXPECT_GT(decisions, 300);
  EXPECT_GT(moved, 150);
}

// The flat table of entry costs the walking searches read (reference::Methods::flat_steps),
// kept across turns and patched where figures stand, against each step asked of the model:
// the same rounds, on the exact table's boards and on larger ones (the searches that stop),
// with and without ice (a slide keeps to the model's steps), walking and flying, one
// workspace going from layout to layout.
TEST(RoundShared, FlatStepsChangeNothing) {
  int decisions = 0;
  TurnWorkspace ws;  // one for all: the table kept across layouts and rounds must follow them
  for (std::uint32_t seed = 1; seed <= 4; ++seed) {
    for (int side : {24, 48, 150}) {
      if (side == 150 && seed > 2) continue;  // two large rounds are enough
      LoadedRound r = make_round(side, seed, 6, 3);
      if (seed % 2 == 0)  // every other difficult hex icy
        for (std::size_t i = 0, k = 0; i < r.position.map.terrain.size(); ++i)
          if (r.position.map.terrain[i].second == TerrainType::Difficult && k++ % 2 == 0)
            r.position.map.terrain[i].second = TerrainType::Icy;
      if (seed == 3) r.round.types.begin()->second.normal->flying = true;
      for (auto rules : {RuleSet::Gloomhaven, RuleSet::Frosthaven}) {
        const auto profile = profile_for(rules);
        const std::string what = "seed " + std::to_string(seed) + " side " + std::to_string(side);
        RoundRequest flat, reference;
        reference.decide = reference::decider({.flat_steps = false});
        decisions += same_rounds(r, profile, flat, reference, ws, what);
      }
    }
  }
  EXPECT_GT(decisions, 300);
}

// The travel search's bucket queue stopped once what the turn reads is settled
// (reference::Methods::travel_needs_only) against the queue run to the end: the same rounds,
// melee and ranged, with traps and hazardous hexes behind which cells within movement are
// settled only by the queue.
TEST(RoundShared, TravelNeedsOnlyChangesNothing) {
  int decisions = 0;
  for (std::uint32_t seed = 1; seed <= 6; ++seed) {
    for (int side : {24, 40, 64}) {
      const LoadedRound r = make_round(side, seed, 6, 3);
      for (auto rules : {RuleSet::Gloomhaven, RuleSet::Frosthaven}) {
        const auto profile = profile_for(rules);
        const std::string what = "seed " + std::to_string(seed) + " side " + std::to_string(side);
        RoundRequest stopping, reference;
        reference.decide = reference::decider({.travel_needs_only = false});
        TurnWorkspace ws;
        decisions += same_rounds(r, profile, stopping, reference, ws, what);
      }
    }
  }
  EXPECT_GT(decisions, 300);
}

// The travel search's bucket queue telling settled cells by cost alone
// (reference::Methods::settled_by_cost) against the queue that reads the heap's slots: the same
// rounds, stopped once what the turn reads is settled or run to the end, on the exact
// table's boards (traps and hazardous hexes, so that some cells are settled level by level
// of negatives) and past them (no bucket queue), walking and flying, one workspace reused.
TEST(RoundShared, SettledByCostChangesNothing) {
  int decisions = 0;
  TurnWorkspace ws;
  for (std::uint32_t seed = 1; seed <= 6; ++seed) {
    for (int side : {24, 40, 64, 130}) {
      if (side == 130 && seed > 2) continue;
      LoadedRound r = make_round(side, seed, 6, 3);
      if (seed == 4) r.round.types.begin()->second.normal->flying = true;
      for (auto rules : {RuleSet::Gloomhaven, RuleSet::Frosthaven}) {
        const auto profile = profile_for(rules);
        for (bool needs_only : {true, false}) {
          const std::string what = "seed " + std::to_string(seed) + " side " +
                                   std::to_string(side) + (needs_only ? "" : " whole");
          RoundRequest by_cost, reference;
          by_cost.decide = reference::decider({.travel_needs_only = needs_only});
          reference.decide =
              reference::decider({.travel_needs_only = needs_only, .settled_by_cost = false});
          decisions += same_rounds(r, profile, by_cost, reference, ws, what);
        }
      }
    }
  }
  EXPECT_GT(decisions, 600);
}

// The flat table of distances to the candidates kept across turns and cleared by what the
// last turn set (reference::Methods::proximity_by_touched) against the table zeroed whole and
// read cell by cell each turn: the same rounds, melee and ranged, one workspace going from
// board to board (the table's layout, candidates x cells, changes with them), and boards
// past the table's size (none kept).
TEST(RoundShared, ProximityByTouchedChangesNothing) {
  int decisions = 0;
  TurnWorkspace ws;
  for (std::uint32_t seed = 1; seed <= 6; ++seed) {
    for (int side : {24, 64, 40, 280}) {
      if (side == 280 && seed > 1) continue;
      const LoadedRound r = make_round(side, seed, 6, 3);
      for (auto rules : {RuleSet::Gloomhaven, RuleSet::Frosthaven}) {
        const auto profile = profile_for(rules);
        const std::string what = "seed " + std::to_string(seed) + " side " + std::to_string(side);
        RoundRequest touched, reference;
        reference.decide = reference::decider({.proximity_by_touched = false});
        decisions += same_rounds(r, profile, touched, reference, ws, what);
      }
    }
  }
  EXPECT_GT(decisions, 300);
}

// A round's decisions (DecideOptions::options_only) against the single turn's (the exact
// focus table on boards up to 16384 cells): the same timeline, every line, path, option and
// choice the reports print, and the same end; only the focus table may show lower bounds.
// Rounds with traps and hazardous hexes, walking and flying, both rule sets.
TEST(RoundShared, TheRoundsSearchesThatStopPrintTheSame) {
  int decisions = 0, bounded_rows = 0;
  TurnWorkspace ws;
  for (std::uint32_t seed = 1; seed <= 6; ++seed) {
    for (int side : {24, 40, 64, 100}) {
      if (side == 100 && seed > 3) continue;
      LoadedRound r = make_round(side, seed, 6, 3);
      if (seed == 2) r.round.types.begin()->second.normal->flying = true;
      for (auto rules : {RuleSet::Gloomhaven, RuleSet::Frosthaven}) {
        const auto profile = profile_for(rules);
        const std::string what = "seed " + std::to_string(seed) + " side " + std::to_string(side);
        RoundRequest exact;
        exact.decide = [](const Scenario& s, const pathing::Board& b, const RuleProfile& p,
                          TurnWorkspace& w) { return decide_turn(s, b, p, w); };
        const RoundOutcome a = play_round(r, profile, {}, ws);
        const RoundOutcome b = play_round(r, profile, exact, ws);
        ASSERT_EQ(a.timeline.size(), b.timeline.size()) << what;
        for (std::size_t i = 0; i < a.timeline.size(); ++i) {
          const Activation& x = a.timeline[i];
          const Activation& y = b.timeline[i];
          EXPECT_EQ(x.figure, y.figure) << what;
          ASSERT_EQ(x.actions.size(), y.actions.size()) << what << " " << x.figure;
          for (std::size_t k = 0; k < x.actions.size(); ++k) {
            const ActionRecord& p = x.actions[k];
            const ActionRecord& q = y.actions[k];
            EXPECT_EQ(p.lines, q.lines) << what << " " << x.figure;
            EXPECT_EQ(p.path, q.path) << what << " " << x.figure;
            EXPECT_EQ(p.option, q.option) << what << " " << x.figure;
            ASSERT_EQ(p.decision.has_value(), q.decision.has_value()) << what;
            if (!p.decision) continue;
            ++decisions;
            ASSERT_EQ(p.decision->options.size(), q.decision->options.size()) << what;
            for (std::size_t t = 0; t < p.decision->options.size(); ++t) {
              const Option& o = p.decision->options[t];
              const Option& e = q.decision->options[t];
              EXPECT_EQ(o.destination, e.destination) << what << " " << x.figure;
              EXPECT_EQ(o.path, e.path) << what << " " << x.figure;
              EXPECT_EQ(o.focus, e.focus) << what << " " << x.figure;
              EXPECT_EQ(o.attack.targets, e.attack.targets) << what << " " << x.figure;
            }
            EXPECT_EQ(p.decision->focuses, q.decision->focuses) << what << " " << x.figure;
            for (const FocusRow& row : p.decision->ranking) bounded_rows += row.path_exact ? 0 : 1;
          }
        }
        ASSERT_EQ(a.choices.size(), b.choices.size()) << what;
        for (std::size_t i = 0; i < a.choices.size(); ++i)
          EXPECT_EQ(a.choices[i].alternatives, b.choices[i].alternatives) << what;
        EXPECT_EQ(end_summary(r, a), end_summary(r, b)) << what;
      }
    }
  }
  EXPECT_GT(decisions, 300);
  // The round's searches did stop early (lower bounds in its focus tables), or the
  // comparison says nothing.
  EXPECT_GT(bounded_rows, 0);
}

// The round's bounded travel search past this turn's movement by a bucket queue
// (reference::Methods::bounded_by_buckets), against its heap alone: a round reads only the
// options, the focuses and steps 1 and 2 of the trace, and those must be the same, with the
// same focus table (its lower bounds too), on maps with traps and hazardous hexes where the
// queue runs (walking; flying and larger maps too), one workspace for every round.
TEST(RoundShared, TheBoundedSearchsBucketQueueChangesNothing) {
  int decisions = 0, negative_rows = 0, bounded_rows = 0;
  TurnWorkspace ws;
  for (std::uint32_t seed = 1; seed <= 5; ++seed) {
    for (int side : {24, 40, 64, 100}) {
      if (side == 100 && seed > 2) continue;
      LoadedRound r = make_round(side, seed, 6, 3);
      if (seed == 3) r.round.types.begin()->second.normal->flying = true;
      // Traps where the monsters walk (every 5th or 9th hex without terrain or a figure), so
      // that ways across negative hexes compete with the others.
      std::set<std::pair<int, int>> taken;
      for (const auto& [h, t] : r.position.map.terrain) taken.insert({h.q, h.r});
      for (const Figure& f : r.position.figures) taken.insert({f.hex.q, f.hex.r});
      const std::size_t every = seed % 2 ? 5 : 9;
      for (std::size_t i = 0; i < r.position.map.hexes.size(); i += every) {
        const Coord h = r.position.map.hexes[i];
        if (taken.insert({h.q, h.r}).second)
          r.position.map.terrain.push_back({h, TerrainType::Trap});
      }
      for (auto rules : {RuleSet::Gloomhaven, RuleSet::Frosthaven}) {
        const auto profile = profile_for(rules);
        const std::string what = "seed " + std::to_string(seed) + " side " + std::to_string(side);
        RoundRequest heap;
        heap.decide = reference::decider({.options_only = true, .bounded_by_buckets = false});
        const RoundOutcome a = play_round(r, profile, {}, ws);
        TurnWorkspace fresh;
        const RoundOutcome b = play_round(r, profile, heap, fresh);
        ASSERT_EQ(a.timeline.size(), b.timeline.size()) << what;
        for (std::size_t i = 0; i < a.timeline.size(); ++i) {
          const Activation& x = a.timeline[i];
          const Activation& y = b.timeline[i];
          ASSERT_EQ(x.actions.size(), y.actions.size()) << what << " " << x.figure;
          for (std::size_t k = 0; k < x.actions.size(); ++k) {
            const ActionRecord& p = x.actions[k];
            const ActionRecord& q = y.actions[k];
            EXPECT_EQ(p.lines, q.lines) << what << " " << x.figure;
            EXPECT_EQ(p.path, q.path) << what << " " << x.figure;
            ASSERT_EQ(p.decision.has_value(), q.decision.has_value()) << what;
            if (!p.decision) continue;
            ++decisions;
            const Decision& d = *p.decision;
            const Decision& e = *q.decision;
            ASSERT_EQ(d.options.size(), e.options.size()) << what << " " << x.figure;
            for (std::size_t t = 0; t < d.options.size(); ++t) {
              EXPECT_EQ(d.options[t].destination, e.options[t].destination) << what;
              EXPECT_EQ(d.options[t].path, e.options[t].path) << what << " " << x.figure;
              EXPECT_EQ(d.options[t].focus, e.options[t].focus) << what;
              EXPECT_EQ(d.options[t].attack.targets, e.options[t].attack.targets) << what;
            }
            EXPECT_EQ(d.focuses, e.focuses) << what << " " << x.figure;
            std::vector<std::string> early_d, early_e;
            for (const TraceLine& t : d.trace)
              if (t.step[0] == '1' || t.step[0] == '2') early_d.push_back(t.step + " " + t.text);
            for (const TraceLine& t : e.trace)
              if (t.step[0] == '1' || t.step[0] == '2') early_e.push_back(t.step + " " + t.text);
            EXPECT_EQ(early_d, early_e) << what << " " << x.figure;
            ASSERT_EQ(d.ranking.size(), e.ranking.size()) << what;
            for (std::size_t t = 0; t < d.ranking.size(); ++t) {
              EXPECT_EQ(d.ranking[t].path, e.ranking[t].path) << what << " " << x.figure;
              EXPECT_EQ(d.ranking[t].path_exact, e.ranking[t].path_exact) << what;
              EXPECT_EQ(d.ranking[t].proximity, e.ranking[t].proximity) << what;
              if (d.ranking[t].reachable && d.ranking[t].path.negatives > 0) ++negative_rows;
              if (!d.ranking[t].path_exact) ++bounded_rows;
            }
          }
        }
        EXPECT_EQ(end_summary(r, a), end_summary(r, b)) << what;
      }
    }
  }
  EXPECT_GT(decisions, 300);
  // Negative hexes on the way to some candidates (where the queue runs), and searches that
  // stopped early, or the comparison says little.
  EXPECT_GT(negative_rows, 0);
  EXPECT_GT(bounded_rows, 0);
}

}  // namespace
}  // namespace arbiter::gloomhaven
