// The Secretariat's card actions as round-file actions, on decks of our own written in its
// shape: a range printed for one rank, a condition printed under a heal, values over a
// letter the scenario defines (kept for round.unknowns), and a card at initiative 100; and
// a stat card's "attack V" kept, not taken as 0.
#include "solver/gloomhaven/import/ghs_actions.hpp"

#include <gtest/gtest.h>

#include <array>

#include "solver/gloomhaven/import/ghs.hpp"
#include "solver/gloomhaven/round_file.hpp"

namespace arbiter::gloomhaven::import {
namespace {

using nlohmann::json;

// The data's slip of a field written twice, once misspelt with a letter left out and the same
// value, is left out; a misspelling with another value, or without the field beside it, stays
// (and the reader refuses it as an unknown field).
TEST(GhsActions, AMisspeltCopyOfAFieldIsLeftOut) {
  static constexpr std::array<std::string_view, 3> kKnown = {"type", "value", "valueType"};
  const auto fields = [](const json& a) {
    std::string out;
    const json kept = ghs_detail::without_misspelt_copies(a, kKnown);
    for (const auto& [k, v] : kept.items()) out += k + " ";
    return out;
  };
  EXPECT_EQ(fields(json::parse(R"({"type": "attack", "valueType": "plus", "valuType": "plus"})")),
            "type valueType ");
  EXPECT_EQ(fields(json::parse(R"({"valueType": "plus", "valuType": "minus"})")),
            "valuType valueType ");
  EXPECT_EQ(fields(json::parse(R"({"valuType": "plus"})")), "valuType ");
  EXPECT_EQ(fields(json::parse(R"({"valueType": "plus", "valueTypes": "plus"})")),
            "valueType valueTypes ");
}

GhsDeck deck_of(const std::string& abilities) {
  return read_ghs_deck(
      json::parse(R"({"name": "test", "edition": "gh", "abilities": )" + abilities + "}"),
      "deck.json", nullptr, 1, 3);
}

TEST(GhsActions, ARangePrintedForNormalMonstersOnlyIsTheAttackOnceForEachRank) {
  const GhsDeck d = deck_of(R"([{"cardId": 1, "initiative": 16, "actions": [
      {"type": "attack", "value": 0, "valueType": "plus", "subActions": [
        {"type": "condition", "value": "poison"},
        {"type": "monsterType", "value": "normal", "subActions": [{"type": "range", "value": 4}]}]}]}])");
  ASSERT_TRUE(d.cards[0].not_modelled.empty()) << d.cards[0].not_modelled[0];
  EXPECT_EQ(d.cards[0].actions, json::parse(R"([
      {"attack": "+0", "conditions": ["poison"], "range": 4, "only": "normal"},
      {"attack": "+0", "conditions": ["poison"], "only": "elite"}])"));
}

TEST(GhsActions, AConditionUnderAHealGoesToTheFigureHealed) {
  const GhsDeck d = deck_of(R"([{"cardId": 1, "initiative": 21, "actions": [
      {"type": "heal", "value": 3, "subActions": [{"type": "range", "value": 3},
                                                  {"type": "condition", "value": "safeguard"}]}]}])");
  ASSERT_TRUE(d.cards[0].not_modelled.empty()) << d.cards[0].not_modelled[0];
  EXPECT_EQ(d.cards[0].actions,
            json::parse(R"([{"heal": 3, "range": 3, "conditions": ["safeguard"]}])"));
}

// "Heal 3, Range 3; consume light: target all" reaches itself and every ally in range.
TEST(GhsActions, AConsumedElementsTargetAllWidensAHeal) {
  const GhsDeck d = deck_of(R"([{"cardId": 1, "initiative": 17, "actions": [
      {"type": "heal", "value": 3, "subActions": [{"type": "range", "value": 3},
        {"type": "element", "value": "light", "valueType": "minus",
         "subActions": [{"type": "target", "value": "%game.target.all%"}]}]}]}])");
  ASSERT_TRUE(d.cards[0].not_modelled.empty()) << d.cards[0].not_modelled[0];
  EXPECT_EQ(d.cards[0].actions, json::parse(R"([{"heal": 3, "range": 3,
      "consume": {"element": "light", "to": "self-and-allies"}}])"));
}

// X is the scenario's (or the card's own words'): kept, with L put in, for the round to ask.
TEST(GhsActions, ValuesOverALetterTheScenarioDefinesAreKept) {
  const GhsDeck d = deck_of(R"([{"cardId": 1, "initiative": 100, "actions": [
      {"type": "attack", "value": "X+L", "valueType": "plus",
       "subActions": [{"type": "range", "value": "X"}]},
      {"type": "heal", "value": "X", "subActions": [{"type": "specialTarget", "value": "self"}]}]}])");
  EXPECT_EQ(d.cards[0].initiative, 100);  // a scenario's own card, after every figure
  ASSERT_TRUE(d.cards[0].not_modelled.empty()) << d.cards[0].not_modelled[0];
  EXPECT_EQ(d.cards[0].actions,
            json::parse(R"([{"attack": "+X+1", "range": "X"}, {"heal": "X"}])"));
  EXPECT_THROW(deck_of(R"([{"cardId": 1, "initiative": 101, "actions": []}])"),
               scenario::ScenarioError);
}

TEST(GhsActions, AStatCardsAttackVIsKeptForTheRoundToAsk) {
  const GhsMonster m = read_ghs_monster(json::parse(R"({
      "name": "overseer", "edition": "gh", "deck": "boss", "boss": true,
      "baseStat": {"type": "boss", "attack": "V"},
      "stats": [{"level": 1, "health": "7xC", "movement": 2}]})"),
                                        "overseer.json", 1, 3);
  EXPECT_EQ(m.stats.at("boss").at("attack"), "V");
  ASSERT_EQ(m.unknowns.size(), 1u);
  EXPECT_NE(m.unknowns[0].find("round.unknowns"), std::string::npos) << m.unknowns[0];
  EXPECT_TRUE(m.not_modelled.empty());
}

}  // namespace
}  // namespace arbiter::gloomhaven::import
