// compare_order: every ordering rule of the round (rules digest, "The round", step 2) as
// the focus rules' last stage uses it, one test per rule, each in both argument orders.
#include "solver/gloomhaven/initiative.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

namespace arbiter::gloomhaven {
namespace {

Figure character(std::string id, std::optional<int> initiative,
                 std::optional<int> secondary = std::nullopt) {
  Figure f;
  f.id = std::move(id);
  f.side = Side::Players;
  f.kind = Kind::Character;
  f.initiative = initiative;
  f.secondary_initiative = secondary;
  return f;
}

Figure summon(std::string id, std::string summoner, std::optional<int> order = std::nullopt,
              Side side = Side::Players) {
  Figure f;
  f.id = std::move(id);
  f.side = side;
  f.kind = Kind::Summon;
  f.summoner = std::move(summoner);
  f.summon_order = order;
  return f;
}

Figure monster(std::string id, std::optional<int> initiative, std::string type,
               Rank rank = Rank::Normal, std::optional<int> standee = std::nullopt) {
  Figure f;
  f.id = std::move(id);
  f.side = Side::Monsters;
  f.kind = Kind::Monster;
  f.initiative = initiative;
  f.type = std::move(type);
  f.rank = rank;
  f.standee = standee;
  return f;
}

// compare_order looks summoners up in the figure list, so the figures compared are always
// elements of one list, found by id.
struct Round {
  std::vector<Figure> figures;
  const Figure& at(const std::string& id) const {
    for (const Figure& f : figures)
      if (f.id == id) return f;
    ADD_FAILURE() << "no figure " << id;
    return figures.front();
  }
  OrderVerdict order(const std::string& a, const std::string& b) const {
    return compare_order(at(a), at(b), figures);
  }
};

// a before b, b after a, and the same rule named both ways.
void expect_before(const Round& r, const std::string& a, const std::string& b,
                   const std::string& rule_part) {
  const OrderVerdict ab = r.order(a, b);
  const OrderVerdict ba = r.order(b, a);
  EXPECT_EQ(ab.order, Order::Before) << a << " vs " << b << ": " << ab.rule;
  EXPECT_EQ(ba.order, Order::After) << b << " vs " << a << ": " << ba.rule;
  EXPECT_NE(std::string(ab.rule).find(rule_part), std::string::npos)
      << "rule was '" << ab.rule << "', expected it to mention '" << rule_part << "'";
  EXPECT_EQ(ab.rule, ba.rule);
}

void expect_tie(const Round& r, const std::string& a, const std::string& b) {
  EXPECT_EQ(r.order(a, b).order, Order::Tie) << a << " vs " << b << ": " << r.order(a, b).rule;
  EXPECT_EQ(r.order(b, a).order, Order::Tie) << b << " vs " << a << ": " << r.order(b, a).rule;
}

TEST(CompareOrder, LowerInitiativeActsFirst) {
  const Round r{{character("C1", 12), character("C2", 70), monster("M1", 45, "Bandit Guard")}};
  expect_before(r, "C1", "C2", "lower initiative");
  expect_before(r, "C1", "M1", "lower initiative");
  // A monster with a lower initiative than a character acts first: no kind preference
  // unless the initiatives are equal.
  expect_before(r, "M1", "C2", "lower initiative");
  // Secondary initiative never overrides the leading card.
  const Round s{{character("C1", 12, 90), character("C2", 13, 1)}};
  expect_before(s, "C1", "C2", "lower initiative");
}

TEST(CompareOrder, LongRestActsAfterInitiative99) {
  Figure rester = character("C1", std::nullopt);
  rester.long_rest = true;
  const Round r{{rester, character("C2", 99), monster("M1", 99, "Bandit Guard")}};
  expect_before(r, "C2", "C1", "long rest");
  expect_before(r, "M1", "C1", "long rest");
  // Even with an initiative written down, a long rest still comes last.
  Figure rester2 = character("C3", 1);
  rester2.long_rest = true;
  const Round s{{rester2, character("C4", 99)}};
  expect_before(s, "C4", "C3", "long rest");
}

TEST(CompareOrder, SeveralLongRestsAreThePlayersChoice) {
  Figure a = character("C1", std::nullopt);
  a.long_rest = true;
  Figure b = character("C2", std::nullopt);
  b.long_rest = true;
  const Round r{{a, b}};
  expect_tie(r, "C1", "C2");
}

TEST(CompareOrder, CharacterBeforeMonsterOfEqualInitiative) {
  const Round r{{character("C1", 30), monster("M1", 30, "Bandit Guard", Rank::Elite, 1)}};
  expect_before(r, "C1", "M1", "character before a monster");
}

TEST(CompareOrder, SecondaryInitiativeBreaksACharacterTie) {
  const Round r{{character("C1", 40, 70), character("C2", 40, 20)}};
  expect_before(r, "C2", "C1", "secondary initiative");
}

TEST(CompareOrder, CharactersTiedOnBothCardsAreThePlayersChoice) {
  const Round r{{character("C1", 40, 25), character("C2", 40, 25), character("C3", 40)}};
  expect_tie(r, "C1", "C2");
  // Without a secondary initiative on one of them nothing breaks the tie either.
  expect_tie(r, "C1", "C3");
}

TEST(CompareOrder, SummonActsJustBeforeItsSummoner) {
  const Round r{{character("C1", 40), summon("S1", "C1")}};
  expect_before(r, "S1", "C1", "summon acts just before its summoner");
}

TEST(CompareOrder, SummonTakesItsSummonersPlaceAgainstOthers) {
  // C2 (30) acts after C1 (20) and before C3 (35): its summon sits between C1 and C2,
  // so it acts after C1 and before C3 even though it has no initiative of its own.
  const Round r{
      {character("C1", 20), character("C2", 30), character("C3", 35), summon("S2", "C2")}};
  expect_before(r, "C1", "S2", "lower initiative");
  expect_before(r, "S2", "C3", "lower initiative");
  // Tied with the summoner's initiative, the summoner's tie rules place the summon.
  const Round s{{character("C1", 30, 10), character("C2", 30, 50), summon("S2", "C2"),
                 monster("M1", 30, "Bandit Guard")}};
  expect_before(s, "C1", "S2", "secondary initiative");
  expect_before(s, "S2", "M1", "character before a monster");
}

TEST(CompareOrder, MonsterSummonActsJustBeforeItsSummoner) {
  const Round r{{monster("M1", 50, "Necromancer"), summon("MS", "M1", 1, Side::Monsters)}};
  expect_before(r, "MS", "M1", "summon acts just before its summoner");
}

TEST(CompareOrder, SummonsOfOneSummonerInTheOrderSummoned) {
  const Round r{
      {character("C1", 40), summon("S1", "C1", 2), summon("S2", "C1", 1), summon("S3", "C1")}};
  expect_before(r, "S2", "S1", "order summoned");
  // Both still act before their summoner.
  expect_before(r, "S1", "C1", "summon acts just before its summoner");
  // Summoned together without a recorded order: the players decide.
  expect_tie(r, "S3", "S1");
}

TEST(CompareOrder, WithinAMonsterTypeElitesBeforeNormals) {
  // The elite has the higher standee number: rank comes first.
  const Round r{{monster("M1", 45, "Bandit Guard", Rank::Normal, 1),
                 monster("M3", 45, "Bandit Guard", Rank::Elite, 3)}};
  expect_before(r, "M3", "M1", "elites before normals");
}

TEST(CompareOrder, WithinAMonsterTypeAndRankByStandeeNumber) {
  const Round r{{monster("M4", 45, "Bandit Guard", Rank::Normal, 4),
                 monster("M2", 45, "Bandit Guard", Rank::Normal, 2),
                 monster("E5", 45, "Bandit Guard", Rank::Elite, 5),
                 monster("E1", 45, "Bandit Guard", Rank::Elite, 1)}};
  expect_before(r, "M2", "M4", "standee");
  expect_before(r, "E1", "E5", "standee");
  // Same type without standee numbers: the players decide.
  const Round s{{monster("M1", 45, "Bandit Guard"), monster("M2", 45, "Bandit Guard")}};
  expect_tie(s, "M1", "M2");
}

TEST(CompareOrder, DifferentMonsterTypesTiedAreThePlayersChoice) {
  const Round r{{monster("M1", 30, "Bandit Guard", Rank::Elite, 1),
                 monster("M2", 30, "Living Bones", Rank::Normal, 2)}};
  expect_tie(r, "M1", "M2");
  EXPECT_NE(std::string(r.order("M1", "M2").rule).find("players"), std::string::npos);
}

TEST(CompareOrder, MissingInitiativeIsATie) {
  const Round r{{character("C1", std::nullopt), character("C2", 40),
                 monster("M1", std::nullopt, "Bandit Guard")}};
  expect_tie(r, "C1", "C2");
  expect_tie(r, "C1", "M1");
  // A summon whose summoner has no initiative has none either.
  const Round s{{character("C1", std::nullopt), summon("S1", "C1"), character("C2", 40)}};
  expect_tie(s, "S1", "C2");
}

TEST(CompareOrder, AFigureAgainstItselfIsATie) {
  const Round r{{character("C1", 40)}};
  EXPECT_EQ(r.order("C1", "C1").order, Order::Tie);
}

// TurnOrder looks every summoner up once; its verdicts are compare_order's, pair by pair,
// on a round with summons of several summoners listed before and after them.
TEST(TurnOrder, GivesCompareOrdersVerdictForEveryPair) {
  const std::vector<Figure> figures = {summon("S1", "C2", 2),
                                       summon("S2", "C2", 1),
                                       character("C1", 40),
                                       summon("S3", "C2"),
                                       character("C2", 20),
                                       summon("S4", "C1", 1),
                                       monster("M1", 20, "Bandit Guard"),
                                       summon("S5", "M1", 1, Side::Monsters),
                                       summon("S6", "nobody", 1)};
  const TurnOrder order(figures);
  int decided = 0;
  for (std::size_t a = 0; a < figures.size(); ++a) {
    for (std::size_t b = 0; b < figures.size(); ++b) {
      const OrderVerdict fast = order.compare(a, b);
      const OrderVerdict slow = compare_order(figures[a], figures[b], figures);
      EXPECT_EQ(fast.order, slow.order) << figures[a].id << " vs " << figures[b].id;
      EXPECT_EQ(fast.rule, slow.rule) << figures[a].id << " vs " << figures[b].id;
      decided += fast.order != Order::Tie ? 1 : 0;
    }
  }
  // Summons of C2 act before C2 and in summon order; C2 acts at 20, before C1 at 40.
  EXPECT_EQ(order.compare(1, 0).order, Order::Before);  // S2 (1) before S1 (2)
  EXPECT_EQ(order.compare(0, 4).order, Order::Before);  // S1 before its summoner C2
  EXPECT_EQ(order.compare(3, 2).order, Order::Before);  // S3 with C2 at 20, before C1
  EXPECT_GT(decided, 30);
}

}  // namespace
}  // namespace arbiter::gloomhaven
