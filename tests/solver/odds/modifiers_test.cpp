// Attack-modifier odds against brute force: every ordered draw of individual cards from the
// pile, with its exact probability, is stopped by this file's own reading of the draw rules,
// resolved by resolve_draws, and the resulting distribution must equal attack_odds exactly
// (normal, advantage, disadvantage; rolling cards, bless and curse; shield, pierce, poison,
// ward and brittle; every DrawRules variant). Hand-worked cases pin the rules themselves.
#include "solver/odds/modifiers.hpp"

#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <stdexcept>

#include "solver/gloomhaven/rules.hpp"

namespace arbiter::odds {
namespace {

ModifierCard card(std::string_view text) {
  const auto c = parse_modifier(text);
  if (!c) throw std::logic_error("bad card in test: " + std::string(text));
  return *c;
}

std::vector<ModifierCard> cards(std::initializer_list<std::string_view> texts) {
  std::vector<ModifierCard> out;
  for (auto t : texts) out.push_back(card(t));
  return out;
}

ModifierDeck deck_of(std::initializer_list<std::string_view> texts) {
  return ModifierDeck{cards(texts)};
}

// Whether the cards drawn so far end the draw, from the rulebook text, counted by the run
// of rolling cards the draw starts with.
bool draw_complete(const std::vector<ModifierCard>& s, DrawMode mode, const DrawRules& rules) {
  const std::size_t n = s.size();
  std::size_t lead = 0;
  while (lead < n && s[lead].rolling) ++lead;
  if (n == 0) return false;
  if (mode == DrawMode::Normal) return lead == n - 1;     // rolling cards, then one that does not
  if (rules.rolling_run_then_pair) return n == lead + 2;  // the run, then two cards
  if (n < 2) return false;
  if (s[0].rolling && s[1].rolling) return lead == n - 1;
  return n == 2;
}

using Dist = std::map<int, Rational>;

// Every ordered draw of distinct cards; each complete draw of length L has probability
// 1 / (N (N-1) ... (N-L+1)). Checks on the way that resolve_draws rejects the draw cut
// short by one card and the draw with one card too many.
Dist brute_force(const ModifierDeck& deck, const AttackInput& in, const DrawRules& rules) {
  Dist out;
  const std::size_t n = deck.cards.size();
  std::vector<bool> taken(n, false);
  std::vector<ModifierCard> seq;
  std::function<void(Rational)> draw = [&](Rational p) {
    if (draw_complete(seq, in.mode, rules)) {
      out[resolve_draws(seq, in, rules).damage] += p;
      std::vector<ModifierCard> shorter(seq.begin(), seq.end() - 1);
      EXPECT_THROW(resolve_draws(shorter, in, rules), std::invalid_argument);
      std::vector<ModifierCard> longer = seq;
      longer.push_back(card("+0"));
      EXPECT_THROW(resolve_draws(longer, in, rules), std::invalid_argument);
      return;
    }
    EXPECT_THROW(resolve_draws(seq, in, rules), std::invalid_argument);
    const Rational q = p / static_cast<int>(n - seq.size());
    for (std::size_t i = 0; i < n; ++i) {
      if (taken[i]) continue;
      taken[i] = true;
      seq.push_back(deck.cards[i]);
      draw(q);
      seq.pop_back();
      taken[i] = false;
    }
  };
  draw(Rational(1));
  return out;
}

Dist as_map(const AttackOdds& o) {
  Dist out;
  for (const auto& [d, p] : o.damage) out[d] = p;
  return out;
}

Rational expectation(const Dist& d) {
  Rational e = 0;
  for (const auto& [k, p] : d) e += p * k;
  return e;
}

std::string describe(const AttackInput& in, const DrawRules& r) {
  return "attack " + std::to_string(in.attack) + " shield " + std::to_string(in.shield) +
         " pierce " + std::to_string(in.pierce) + (in.poisoned ? " poisoned" : "") +
         (in.ward ? " ward" : "") + (in.brittle ? " brittle" : "") + " mode " +
         std::to_string(static_cast<int>(in.mode)) + " run_then_pair " +
         std::to_string(r.rolling_run_then_pair) + " first " +
         std::to_string(r.ambiguous_uses_first);
}

// Attack, pierce, shield, poisoned, ward, brittle: every effect on its own and together.
const std::vector<AttackInput> kEveryEffect = {
    {3, 0, 0, false, false, false}, {2, 0, 1, false, false, false}, {1, 2, 3, true, false, false},
    {4, 0, 1, false, true, false},  {3, 0, 0, false, false, true},  {5, 1, 2, true, true, true},
    {0, 0, 0, false, false, false},
};
// Fewer for the 20- to 40-card decks, which are slow to enumerate card by card.
const std::vector<AttackInput> kSomeEffects = {
    {1, 2, 3, true, false, false}, {4, 0, 1, false, true, false}, {3, 0, 0, false, false, true}};

void expect_matches_brute_force(const ModifierDeck& deck,
                                const std::vector<AttackInput>& inputs = kEveryEffect) {
  for (AttackInput in : inputs) {
    for (DrawMode mode : {DrawMode::Normal, DrawMode::Advantage, DrawMode::Disadvantage}) {
      for (bool pair : {false, true}) {
        for (bool first : {false, true}) {
          in.mode = mode;
          const DrawRules rules{pair, first};
          SCOPED_TRACE(describe(in, rules));
          const AttackOdds odds = attack_odds(deck, in, rules);
          const Dist truth = brute_force(deck, in, rules);
          EXPECT_EQ(as_map(odds), truth);
          EXPECT_EQ(odds.expected, expectation(truth));
        }
      }
    }
  }
}

TEST(ModifierOdds, SmallDeckWithRollingCardsMatchesBruteForce) {
  expect_matches_brute_force(deck_of({"+1 rolling", "+2 rolling", "+0 rolling", "+0", "-1", "2x",
                                      "null", "+1", "bless", "curse"}));
}

TEST(ModifierOdds, RollingCardsOnlyAtTheEndMatchBruteForce) {
  // Rolling cards that follow a card that does not roll, and a doubling after a run.
  expect_matches_brute_force(deck_of({"-2", "+1 rolling", "+1 rolling", "2x", "+2"}));
}

TEST(ModifierOdds, FullDeckWithBlessAndCurseMatchesBruteForce) {
  ModifierDeck deck = ModifierDeck::standard_monster();
  deck.add_bless(10);
  deck.add_curse(10);
  expect_matches_brute_force(deck, kSomeEffects);
}

TEST(ModifierOdds, FullDeckWithRollingCardsMatchesBruteForce) {
  ModifierDeck deck = ModifierDeck::standard_monster();
  deck.cards.push_back(card("+1 rolling"));
  deck.cards.push_back(card("+2 rolling"));
  deck.add_bless(2);
  deck.add_curse(1);
  expect_matches_brute_force(deck, kSomeEffects);
}

// Fourteen +0 rolling cards only delay the draw: the first card that does not roll is any
// of the 20 standard cards with equal chance, so the distribution is the standard deck's.
// The longest draw (15 cards from 34) has 34 x 33 x ... x 20 > 2^64 orderings, so this
// runs the multiprecision walk.
TEST(ModifierOdds, LongRollingRunsUseMultiprecision) {
  ModifierDeck deck = ModifierDeck::standard_monster();
  deck.cards.insert(deck.cards.end(), 14, card("+0 rolling"));
  const AttackOdds with_runs = attack_odds(deck, {3}, {});
  const AttackOdds plain = attack_odds(ModifierDeck::standard_monster(), {3}, {});
  EXPECT_EQ(as_map(with_runs), as_map(plain));
  EXPECT_EQ(with_runs.expected, Rational(3));
}

// Standard deck, attack 3, normal draw: +0 (6 cards) 3, +1 (5) 4, -1 (5) 2, +2 5, -2 1,
// 2x 6, null 0. Expected damage (0 + 1 + 5*2 + 6*3 + 5*4 + 5 + 6) / 20 = 60/20 = 3.
TEST(ModifierOdds, StandardDeckNormalByHand) {
  const AttackOdds o = attack_odds(ModifierDeck::standard_monster(), {3}, DrawRules{});
  const Dist want = {{0, Rational(1, 20)}, {1, Rational(1, 20)}, {2, Rational(1, 4)},
                     {3, Rational(3, 10)}, {4, Rational(1, 4)},  {5, Rational(1, 20)},
                     {6, Rational(1, 20)}};
  EXPECT_EQ(as_map(o), want);
  EXPECT_EQ(o.expected, Rational(3));
  EXPECT_EQ(o.at_least(1), Rational(19, 20));  // only the null misses
  EXPECT_EQ(o.at_least(6), Rational(1, 20));   // only the 2x kills 6 hit points
}

// Shield 2 less pierce 1 against attack 3 of a poisoned target: attack 4 (poison first),
// shield 1, so each card deals what it deals to attack 3 unshielded, except the 2x:
// 4 x 2 - 1 = 7 (the doubling comes before the shield).
TEST(ModifierOdds, ShieldPierceAndPoisonByHand) {
  AttackInput in{3, 1, 2, true};
  const AttackOdds o = attack_odds(ModifierDeck::standard_monster(), in, DrawRules{});
  const Dist want = {{0, Rational(1, 20)}, {1, Rational(1, 20)}, {2, Rational(1, 4)},
                     {3, Rational(3, 10)}, {4, Rational(1, 4)},  {5, Rational(1, 20)},
                     {7, Rational(1, 20)}};
  EXPECT_EQ(as_map(o), want);
}

// Ward halves (rounded down), brittle doubles, both cancel: a +0 card against attack 5.
TEST(ModifierOdds, WardAndBrittleByHand) {
  const auto zero = cards({"+0"});
  AttackInput in{5};
  EXPECT_EQ(resolve_draws(zero, in, {}).damage, 5);
  in.ward = true;
  EXPECT_EQ(resolve_draws(zero, in, {}).damage, 2);
  in.brittle = true;
  EXPECT_EQ(resolve_draws(zero, in, {}).damage, 5);
  in.ward = false;
  EXPECT_EQ(resolve_draws(zero, in, {}).damage, 10);
}

// A doubling after rolling additions doubles them too (the order best for the attacker).
TEST(ModifierOdds, RollingAdditionsBeforeDoubling) {
  const auto drawn = cards({"+1 rolling", "+2 rolling", "2x"});
  const DrawnAttack a = resolve_draws(drawn, {3}, {});
  EXPECT_EQ(a.damage, 12);
  EXPECT_EQ(a.used, (std::vector<int>{0, 1, 2}));
  // A null after rolling additions: no damage at all.
  EXPECT_EQ(resolve_draws(cards({"+2 rolling", "null"}), {3}, {}).damage, 0);
}

// Deck {+1 rolling, +0, -1}, attack 2, the first two cards of six equally likely orders.
// 1st edition, advantage: a rolling card is added to the other: 3 with +0, 2 with -1; two
// plain cards: the better, +0, gives 2. P(3) = 2/6.
// Frosthaven, advantage: rolling first (1/3): the next two compared, +0 better, plus the
// run: 3. +0 first: then the rolling card counts +1 and is better (3) or -1 (2); -1 first:
// then +1 (3) or +0 (2). P(3) = 1/3 + 1/6 + 1/6 = 2/3.
TEST(ModifierOdds, EditionsDrawAdvantageDifferently) {
  const ModifierDeck deck = deck_of({"+1 rolling", "+0", "-1"});
  AttackInput in{2};
  in.mode = DrawMode::Advantage;
  const auto first = gloomhaven::profile_for(gloomhaven::RuleSet::Gloomhaven).draws;
  const auto frost = gloomhaven::profile_for(gloomhaven::RuleSet::Frosthaven).draws;
  const auto jotl = gloomhaven::profile_for(gloomhaven::RuleSet::Jotl).draws;
  const auto second = gloomhaven::profile_for(gloomhaven::RuleSet::Gloomhaven2e).draws;
  EXPECT_EQ(attack_odds(deck, in, first).at_least(3), Rational(1, 3));
  EXPECT_EQ(attack_odds(deck, in, jotl).at_least(3), Rational(1, 3));
  EXPECT_EQ(attack_odds(deck, in, frost).at_least(3), Rational(2, 3));
  EXPECT_EQ(attack_odds(deck, in, second).at_least(3), Rational(2, 3));
  EXPECT_EQ(attack_odds(deck, in, first).expected, Rational(7, 3));
  EXPECT_EQ(attack_odds(deck, in, frost).expected, Rational(8, 3));
}

// Same deck, disadvantage. 1st edition: rolling cards disregarded, so the other card: +0
// (2) or -1 (1); two plain cards: -1. P(2) = 2/6. Frosthaven: rolling first: the worse of
// the next two, -1 (1); +0 first then the rolling card (as +1): +0 (2); otherwise -1.
// P(2) = 1/6.
TEST(ModifierOdds, EditionsDrawDisadvantageDifferently) {
  const ModifierDeck deck = deck_of({"+1 rolling", "+0", "-1"});
  AttackInput in{2};
  in.mode = DrawMode::Disadvantage;
  EXPECT_EQ(attack_odds(deck, in, {false, true}).at_least(2), Rational(1, 3));
  EXPECT_EQ(attack_odds(deck, in, {true, true}).at_least(2), Rational(1, 6));
}

TEST(ModifierOdds, ResolveDrawsByEdition) {
  AttackInput in{2};
  in.mode = DrawMode::Advantage;
  const DrawRules first{false, true}, frost{true, true};
  // +0 then a rolling +1: the 1st edition adds them; Frosthaven compares them.
  const auto plain_then_rolling = cards({"+0", "+1 rolling"});
  EXPECT_EQ(resolve_draws(plain_then_rolling, in, first).used, (std::vector<int>{0, 1}));
  EXPECT_EQ(resolve_draws(plain_then_rolling, in, frost).used, (std::vector<int>{1}));
  // A rolling first card: two cards are a complete draw in the 1st edition, not in Frosthaven.
  const auto rolling_then_plain = cards({"+1 rolling", "-1"});
  EXPECT_EQ(resolve_draws(rolling_then_plain, in, first).damage, 2);
  EXPECT_THROW(resolve_draws(rolling_then_plain, in, frost), std::invalid_argument);
  const auto run_then_pair = cards({"+1 rolling", "-1", "2x"});
  const DrawnAttack a = resolve_draws(run_then_pair, in, frost);
  EXPECT_EQ(a.damage, 6);  // the run is added, then doubled: (2 + 1) x 2
  EXPECT_EQ(a.used, (std::vector<int>{0, 2}));
  EXPECT_THROW(resolve_draws(run_then_pair, in, first), std::invalid_argument);
  // Disadvantage, two rolling cards in the 1st edition: drawn on, only the last counts.
  in.mode = DrawMode::Disadvantage;
  const auto two_rolling = cards({"+1 rolling", "+2 rolling", "+0 rolling", "-1"});
  const DrawnAttack d = resolve_draws(two_rolling, in, first);
  EXPECT_EQ(d.damage, 1);
  EXPECT_EQ(d.used, (std::vector<int>{3}));
}

// Equal cards: the first drawn is used (every edition); the flag's alternative the later.
TEST(ModifierOdds, AmbiguousUsesFirstChangesTheCardUsed) {
  AttackInput in{2};
  in.mode = DrawMode::Advantage;
  const auto tie = cards({"+2", "2x"});  // both make attack 4
  EXPECT_EQ(resolve_draws(tie, in, {false, true}).used, (std::vector<int>{0}));
  EXPECT_EQ(resolve_draws(tie, in, {false, false}).used, (std::vector<int>{1}));
  EXPECT_EQ(resolve_draws(tie, in, {false, false}).damage, 4);
  for (auto set : {gloomhaven::RuleSet::Gloomhaven, gloomhaven::RuleSet::Jotl,
                   gloomhaven::RuleSet::Frosthaven, gloomhaven::RuleSet::Gloomhaven2e}) {
    EXPECT_TRUE(gloomhaven::profile_for(set).draws.ambiguous_uses_first);
  }
}

// Better and worse are by the attack each card makes: at attack 1, +2 (3) beats 2x (2); at
// attack 3, 2x (6) beats +2 (5). A null is worse than any card.
TEST(ModifierOdds, BetterDependsOnTheAttack) {
  AttackInput in{1};
  in.mode = DrawMode::Advantage;
  const auto pair = cards({"2x", "+2"});
  EXPECT_EQ(resolve_draws(pair, in, {}).damage, 3);
  in.attack = 3;
  EXPECT_EQ(resolve_draws(pair, in, {}).damage, 6);
  in.mode = DrawMode::Disadvantage;
  EXPECT_EQ(resolve_draws(pair, in, {}).damage, 5);
  in.attack = 1;
  const auto null_last = cards({"-2", "null"});
  EXPECT_EQ(resolve_draws(null_last, in, {}).used, (std::vector<int>{1}));
}

TEST(ModifierOdds, SumsToOneAndAtLeastIsMonotone) {
  ModifierDeck deck = ModifierDeck::standard_monster();
  deck.add_bless(5);
  deck.add_curse(5);
  deck.cards.push_back(card("+1 rolling"));
  for (bool pair : {false, true}) {
    for (DrawMode mode : {DrawMode::Normal, DrawMode::Advantage, DrawMode::Disadvantage}) {
      AttackInput in{4, 1, 0, true};
      in.mode = mode;
      const AttackOdds o = attack_odds(deck, in, {pair, true});
      Rational sum = 0;
      for (std::size_t i = 0; i < o.damage.size(); ++i) {
        sum += o.damage[i].second;
        EXPECT_GT(o.damage[i].second, 0);
        if (i > 0) {
          EXPECT_LT(o.damage[i - 1].first, o.damage[i].first);
        }
      }
      EXPECT_EQ(sum, 1);
      EXPECT_EQ(o.at_least(0), 1);
      for (int hp = 0; hp <= o.damage.back().first + 1; ++hp) {
        EXPECT_GE(o.at_least(hp), o.at_least(hp + 1));
      }
      EXPECT_EQ(o.at_least(o.damage.back().first + 1), 0);
    }
  }
}

TEST(ModifierOdds, BlessAndCurseShiftTheOdds) {
  ModifierDeck deck = ModifierDeck::standard_monster();
  const Rational plain = attack_odds(deck, {3}, {}).expected;
  deck.add_bless(1);
  EXPECT_GT(attack_odds(deck, {3}, {}).expected, plain);
  deck.add_curse(3);
  EXPECT_LT(attack_odds(deck, {3}, {}).expected, plain);
  EXPECT_EQ(attack_odds(deck, {3}, {}).damage.front(), std::make_pair(0, Rational(4, 24)));
}

TEST(ModifierOdds, PileThatCanRunOutIsRejected) {
  AttackInput in{2};
  in.mode = DrawMode::Advantage;
  EXPECT_THROW(attack_odds(deck_of({"+1"}), in, {}), std::invalid_argument);
  EXPECT_THROW(attack_odds(deck_of({"+1 rolling"}), {2}, {}), std::invalid_argument);
  EXPECT_THROW(attack_odds(ModifierDeck{}, {2}, {}), std::invalid_argument);
  // Frosthaven: a rolling first card needs two cards after its run.
  EXPECT_NO_THROW(attack_odds(deck_of({"+1 rolling", "+0"}), in, {false, true}));
  EXPECT_THROW(attack_odds(deck_of({"+1 rolling", "+0"}), in, {true, true}), std::invalid_argument);
  EXPECT_THROW(attack_odds(ModifierDeck::standard_monster(), {-1}, {}), std::invalid_argument);
  ModifierDeck bad = ModifierDeck::standard_monster();
  bad.cards.push_back({ModifierKind::Double, 0, true});  // a rolling 2x is not a card
  EXPECT_THROW(attack_odds(bad, {2}, {}), std::invalid_argument);
}

TEST(ModifierOdds, ImpossibleSequencesNameTheProblem) {
  AttackInput in{2};
  try {
    resolve_draws(cards({"+1 rolling"}), in, {});
    FAIL() << "a rolling card last was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("+1 rolling"), std::string::npos) << e.what();
  }
  in.mode = DrawMode::Advantage;
  try {
    resolve_draws(cards({"+1", "+0", "-1"}), in, {});
    FAIL() << "three cards for a plain advantage draw were accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("ends after 2 cards"), std::string::npos) << e.what();
  }
  EXPECT_THROW(resolve_draws(cards({"+1"}), in, {}), std::invalid_argument);
  EXPECT_THROW(resolve_draws({}, {2}, {}), std::invalid_argument);
}

TEST(ModifierNames, RoundTrip) {
  std::vector<ModifierCard> all;
  for (int v = -99; v <= 99; ++v) {
    all.push_back({ModifierKind::Add, v});
    all.push_back({ModifierKind::Add, v, true});
  }
  all.push_back({ModifierKind::Double});
  all.push_back({ModifierKind::Null});
  all.push_back({ModifierKind::Double, 0, false, true});
  all.push_back({ModifierKind::Null, 0, false, false, true});
  for (const ModifierCard& c : all) {
    ASSERT_TRUE(valid_modifier(c));
    const auto back = parse_modifier(modifier_name(c));
    ASSERT_TRUE(back.has_value()) << modifier_name(c);
    EXPECT_EQ(*back, c) << modifier_name(c);
  }
}

TEST(ModifierNames, AcceptedSpellings) {
  EXPECT_EQ(parse_modifier("x2"), (ModifierCard{ModifierKind::Double}));
  EXPECT_EQ(parse_modifier(" 2X "), (ModifierCard{ModifierKind::Double}));
  EXPECT_EQ(parse_modifier("Miss"), (ModifierCard{ModifierKind::Null}));
  EXPECT_EQ(parse_modifier("0"), (ModifierCard{ModifierKind::Add, 0}));
  EXPECT_EQ(parse_modifier("+1  Rolling"), (ModifierCard{ModifierKind::Add, 1, true}));
  EXPECT_EQ(modifier_name(*parse_modifier("-0")), "+0");
  EXPECT_EQ(modifier_name(*parse_modifier("BLESS")), "bless");
}

TEST(ModifierNames, BadTextRejected) {
  for (std::string_view bad : {"", "1", "+", "-", "+100", "++1", "+1x", "3x", "2x rolling",
                               "null rolling", "bless rolling", "rolling", "rolling +1",
                               "+1 rolling rolling", "+1 roll", "curse bless", "nul"}) {
    EXPECT_FALSE(parse_modifier(bad).has_value()) << "'" << bad << "'";
  }
}

TEST(ModifierDeckTest, StandardMonsterDeck) {
  const ModifierDeck d = ModifierDeck::standard_monster();
  ASSERT_EQ(d.cards.size(), 20u);
  std::map<std::string, int> count;
  for (const auto& c : d.cards) ++count[modifier_name(c)];
  const std::map<std::string, int> want = {{"+0", 6}, {"+1", 5}, {"-1", 5},  {"+2", 1},
                                           {"-2", 1}, {"2x", 1}, {"null", 1}};
  EXPECT_EQ(count, want);
  ModifierDeck b = d;
  b.add_bless(2);
  b.add_curse(3);
  EXPECT_EQ(b.cards.size(), 25u);
  EXPECT_THROW(b.add_bless(-1), std::invalid_argument);
}

}  // namespace
}  // namespace arbiter::odds
