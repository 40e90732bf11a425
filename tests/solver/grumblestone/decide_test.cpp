// The Grumblestone decision against brute force: next-turn yields over every dice outcome,
// the tumble's expectimax against a plain recursion over every sequence of changes, and one
// position per rule where getting the rule wrong changes the answer.
#include "solver/grumblestone/decide.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "solver/grumblestone/market.hpp"

namespace arbiter::grumblestone {
namespace {

using json = nlohmann::json;
using odds::Fraction;
using odds::Rational;

std::string random_rows(std::mt19937& rng) {
  const char icons[] = ".AHSG";
  json rows = json::array();
  for (int r = 0; r < kSide; ++r) {
    std::string row;
    for (int c = 0; c < kSide; ++c) row += icons[rng() % 5];
    rows.push_back(row);
  }
  return rows.dump();
}

// A two-player position whose rumble never saturates (the opponent has 50 hearts and no
// shield) and whose market is empty, so a plan is worth exactly its icons' weights.
Scenario position(const std::string& rows, int hearts, std::vector<int> dice,
                  const std::string& golem = "amber", const std::string& weights = "{}") {
  json j = json::parse(R"({"format": 1, "game": "grumblestone", "name": "t",
    "players": [{"id": "P1", "golem": "amber", "hearts": 3, "board": {"icons": []}},
                {"id": "P2", "golem": "cyclonia", "hearts": 50}],
    "turn": {"player": "P1", "dice": []}})");
  j["players"][0]["board"]["icons"] = json::parse(rows);
  j["players"][0]["hearts"] = hearts;
  j["players"][0]["golem"] = golem;
  j["turn"]["dice"] = dice;
  j["objective"] = {{"kind", "mix"}, {"weights", json::parse(weights)}};
  return read_scenario(j, "t.json");
}

// The value of firing column `col` and row `row` (1-based), counted cell by cell.
Fraction brute_lines(const Scenario& s, int col, int row) {
  const Player& me = s.players[s.acting];
  const Weights& w = s.weights;
  Fraction v;
  for (int r = 0; r < kSide; ++r) {
    for (int c = 0; c < kSide; ++c) {
      const int times = int{c == col - 1} + int{r == row - 1};
      const Icon i = me.printed[r * kSide + c];
      const Fraction per = i == Icon::Attack    ? w.damage
                           : i == Icon::Heal    ? w.hearts
                           : i == Icon::Shield  ? w.shield
                           : i == Icon::Grumble ? w.grumble
                                                : Fraction{};
      v = v + per * Fraction{times, 1};
    }
  }
  return v;
}

Rational brute_value(const Scenario& s, std::vector<int> dice, int hearts) {
  Rational best;
  bool have = false;
  const auto offer = [&](const Rational& v) {
    if (!have || best < v) best = v, have = true;
  };
  for (std::size_t i = 0; i < dice.size(); ++i) {
    for (std::size_t j = 0; j < dice.size(); ++j) {
      if (i != j) offer(odds::to_rational(brute_lines(s, dice[i], dice[j])));
    }
  }
  const Rational wh = odds::to_rational(s.weights.hearts);
  for (std::size_t k = 0; k < dice.size(); ++k) {
    if (hearts - 1 >= 1) {
      Rational sum;
      for (int f = 1; f <= 6; ++f) {
        auto next = dice;
        next[k] = f;
        sum += brute_value(s, next, hearts - 1);
      }
      offer(sum / 6 - wh);
    }
    for (int step : {-1, 1}) {
      if (hearts - 2 < 1 || dice[k] + step < 1 || dice[k] + step > 6) continue;
      auto next = dice;
      next[k] += step;
      offer(brute_value(s, next, hearts - 2) - 2 * wh);
    }
  }
  return best;
}

TEST(GrumbleDecide, ExpectimaxMatchesEverySequenceOfChanges) {
  std::mt19937 rng(13);
  for (int trial = 0; trial < 6; ++trial) {
    const std::string rows = random_rows(rng);
    const int hearts = 1 + trial % 4;
    const std::vector<int> dice{1 + static_cast<int>(rng() % 6), 1 + static_cast<int>(rng() % 6)};
    const Scenario s = position(rows, hearts, dice, "amber",
                                trial % 2 ? R"({"hearts": "1/5", "grumble": "2/3"})" : "{}");
    const Decision d = decide(s, profile(0, false));
    const Rational want = brute_value(s, dice, hearts);
    ASSERT_FALSE(d.actions.empty());
    EXPECT_EQ(odds::rational_str(d.actions.front().value), odds::rational_str(want))
        << "trial " << trial << " board " << rows;
    // Every first action too: a reroll's value is the mean of its six continuations.
    for (const Action& a : d.actions) {
      if (a.kind != ActionKind::Reroll) continue;
      Rational sum;
      for (int f = 1; f <= 6; ++f) {
        auto next = dice;
        *std::find(next.begin(), next.end(), a.face) = f;
        sum += brute_value(s, next, hearts - 1);
      }
      EXPECT_EQ(odds::rational_str(a.value),
                odds::rational_str(sum / 6 - odds::to_rational(s.weights.hearts)));
    }
  }
}

TEST(GrumbleDecide, YieldMatchesEveryOutcome) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 5; ++trial) {
    const Scenario s = position(random_rows(rng), 3, {1, 2}, "amber", R"({"shield": "2/7"})");
    const BoardState b = board_state(s.players[0]);
    const IconValues iv = icon_values(s.weights);
    YieldModel two;
    Fraction sum2;
    for (int x = 1; x <= 6; ++x) {
      for (int y = 1; y <= 6; ++y) {
        const Fraction a = brute_lines(s, x, y), c = brute_lines(s, y, x);
        sum2 = sum2 + (a < c ? c : a);
      }
    }
    EXPECT_EQ(yield_value(b, iv, two), (sum2 * Fraction{1, 36}));
    YieldModel three;
    three.dice = 3;
    Fraction sum3;
    for (int x = 1; x <= 6; ++x) {
      for (int y = 1; y <= 6; ++y) {
        for (int z = 1; z <= 6; ++z) {
          const int f[3] = {x, y, z};
          Fraction top = brute_lines(s, x, y);
          for (int i = 0; i < 3; ++i) {
            for (int j = 0; j < 3; ++j) {
              if (i != j && top < brute_lines(s, f[i], f[j])) top = brute_lines(s, f[i], f[j]);
            }
          }
          sum3 = sum3 + top;
        }
      }
    }
    EXPECT_EQ(yield_value(b, iv, three), (sum3 * Fraction{1, 216}));
  }
}

const std::string kPlain = R"(["......", "......", "......", "......", "......", "......"])";

bool has_action(const Decision& d, const std::string& text) {
  return std::any_of(d.actions.begin(), d.actions.end(),
                     [&](const Action& a) { return action_text(a) == text; });
}

TEST(GrumbleDecide, ShiftNeverWraps) {
  const Decision d = decide(position(kPlain, 5, {6, 1}), profile(0, false));
  EXPECT_TRUE(has_action(d, "shift 6 to 5"));
  EXPECT_TRUE(has_action(d, "shift 1 to 2"));
  EXPECT_FALSE(has_action(d, "shift 6 to 1"));
  EXPECT_FALSE(has_action(d, "shift 1 to 6"));
}

TEST(GrumbleDecide, PayingStopsAtOneHeart) {
  const Decision d = decide(position(kPlain, 2, {3, 4}), profile(0, false));
  EXPECT_TRUE(has_action(d, "reroll 3"));
  EXPECT_FALSE(has_action(d, "shift 3 to 2"));  // 2 hearts would leave 0
}

TEST(GrumbleDecide, CrossingFiresTwice) {
  const std::string rows = R"(["......", "......", "..H...", "......", "......", "......"])";
  const Decision d = decide(position(rows, 1, {3, 3}), profile(0, false));
  ASSERT_EQ(d.plans.size(), 1u);
  EXPECT_EQ(d.plans[0].rumble.heal, 2);
}

TEST(GrumbleDecide, RockbottomSuperpowerPutsBothDiceOnOneLine) {
  // Row 4 holds three attacks; column 4 none. With the superpower the two 4s may both go
  // on row 4 (it fires twice: 6 attacks) instead of column 4 + row 4 (3 attacks).
  json j = json::parse(R"({"format": 1, "game": "grumblestone", "name": "t",
    "players": [{"id": "P1", "golem": "rockbottom", "hearts": 1,
                 "board": {"icons": ["......", "A.....", "......", "A.A.A.", "......", "......"],
                           "tiles": [{"at": [6, 1], "rows": ["_", "_", "_", "_", "_", "_"]},
                                     {"at": [1, 6], "rows": ["_____"]}]}},
                {"id": "P2", "golem": "cyclonia", "hearts": 50}],
    "turn": {"player": "P1", "dice": [4, 4]}, "objective": "damage"})");
  const Scenario s = read_scenario(j, "t.json");
  ASSERT_EQ(s.players[0].power, Power::Superpower);
  const Decision d = decide(s, profile(0, false));
  EXPECT_EQ(d.start_heal, 1);
  ASSERT_FALSE(d.plans.empty());
  EXPECT_EQ(lines_text(d.plans[0].lines), "rows 4 + 4");
  EXPECT_EQ(d.plans[0].rumble.attack, 6);
  // Under the parallel reading a 4 and a 2 may also take two rows.
  j["turn"]["dice"] = {4, 2};
  const Decision p = decide(read_scenario(j, "t.json"), profile(2, false));
  EXPECT_EQ(lines_text(p.plans[0].lines), "rows 2 + 4");
}

TEST(GrumbleDecide, BlockedNumbersCannotBeAssigned) {
  json j = json::parse(R"({"format": 1, "game": "grumblestone", "name": "t",
    "players": [{"id": "P1", "golem": "amber", "hearts": 1,
                 "board": {"icons": ["......", "......", "......", "......", "......", "......"]}},
                {"id": "P2", "golem": "frostbite", "hearts": 5, "power": "power"}],
    "turn": {"player": "P1", "dice": [3, 3], "blocked": [{"number": 3, "by": "P2"}]}})");
  const Decision d = decide(read_scenario(j, "t.json"), profile(0, false));
  ASSERT_EQ(d.actions.size(), 1u);
  EXPECT_EQ(action_text(d.actions[0]), "assign nothing");
}

TEST(GrumbleDecide, PlacementsNeverCoverATile) {
  json j = json::parse(R"({"format": 1, "game": "grumblestone", "name": "t",
    "players": [{"id": "P1", "golem": "amber", "hearts": 1,
                 "board": {"icons": ["......", "......", "......", "......", "......", "......"],
                           "tiles": [{"at": [1, 1], "rows": ["___"]}]}},
                {"id": "P2", "golem": "frostbite", "hearts": 5}],
    "market": {"slots": [{"cost": 3, "tile": {"rows": ["A"]}}, {"cost": 4, "tile": {"rows": ["A_"]}}]},
    "turn": {"player": "P1", "dice": [3, 3]}})");
  const Decision d = decide(read_scenario(j, "t.json"), profile(0, false));
  ASSERT_EQ(d.placements.size(), 2u);
  EXPECT_EQ(d.placements[0].ranked.size(), 33u + 1);  // 33 free cells and the discard
  // A domino with one icon: 4 orientations; 60 positions on an empty board minus the 7
  // that touch the three covered cells in a row (horizontal 2+1... counted by brute force).
  int want = 0;
  const BoardState b = board_state(read_scenario(j, "t.json").players[0]);
  for (const auto& o : orientations(TileCells{{0, 0, Icon::Attack}, {1, 0, Icon::None}})) {
    for (int dx = 0; dx < kSide; ++dx) {
      for (int dy = 0; dy < kSide; ++dy) {
        bool ok = true;
        for (const TileCell& c : o) {
          const int x = dx + c.col, y = dy + c.row;
          ok = ok && x < kSide && y < kSide && !b.covered[y * kSide + x];
        }
        want += ok;
      }
    }
  }
  EXPECT_EQ(static_cast<int>(d.placements[1].ranked.size()), want + 1);
}

TEST(GrumbleDecide, ProgressCountsLinesAndPairs) {
  std::array<bool, kCells> covered{};
  EXPECT_EQ(progress(covered), 0);
  for (int c = 0; c < kSide; ++c) covered[2 * kSide + c] = true;  // row 3
  EXPECT_EQ(progress(covered), 6 + 6);  // a full row; a row and a column lack 5
  EXPECT_EQ(power_of_covered(covered), Power::Power);
  for (int r = 0; r < kSide; ++r) covered[r * kSide + 4] = true;  // column 5
  EXPECT_EQ(progress(covered), 17);
  EXPECT_EQ(power_of_covered(covered), Power::Superpower);
}

}  // namespace
}  // namespace arbiter::grumblestone
