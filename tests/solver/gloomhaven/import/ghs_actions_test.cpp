// The Secretariat's card actions as round-file actions, on decks of our own written in its
// shape: a range printed for one rank, a condition printed under a heal, values over a
// letter the scenario defines (kept for round.unknowns), and a card at initiative 100; a
// stat card's "attack V" kept, not taken as 0; consumes that infuse, targets counted by
// characters, "all enemies", a target given in words, summons beside the characters and of a
// boss.
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

GhsDeck deck_for(const std::string& abilities, int characters) {
  return read_ghs_deck(
      json::parse(R"({"name": "test", "edition": "fc", "abilities": )" + abilities + "}"),
      "deck.json", nullptr, 1, characters);
}

// "Attack +1; consume light: infuse dark": the infusion is performed only when light is
// consumed, after the attack.
TEST(GhsActions, AConsumeThatInfusesAnotherElementIsPerformedOnlyWhenConsumed) {
  const GhsDeck d = deck_of(R"([{"cardId": 1, "initiative": 36, "actions": [
      {"type": "attack", "value": 1, "valueType": "plus", "subActions": [
        {"type": "element", "value": "light", "valueType": "minus",
         "subActions": [{"type": "element", "value": "dark"}]}]}]}])");
  ASSERT_TRUE(d.cards[0].not_modelled.empty()) << d.cards[0].not_modelled[0];
  EXPECT_EQ(d.cards[0].actions, json::parse(R"([{"attack": "+1"},
      {"on_consume": "light", "then": [{"infuse": "dark"}]}])"));
}

// "Stun, Range +0, Target C-1": C-1 of the enemies within the stat card's range (two for three
// characters, none for one); "Curse, all enemies within Range -1": the stat card's range less 1.
TEST(GhsActions, ConditionsOnTargetsCountedByCharactersAndARelativeRange) {
  const std::string card = R"([{"cardId": 1, "initiative": 15, "actions": [
      {"type": "condition", "value": "stun", "subActions": [
        {"type": "range", "value": 0, "valueType": "plus"}, {"type": "target", "value": "C-1"}]},
      {"type": "condition", "value": "curse", "subActions": [
        {"type": "specialTarget", "value": "enemiesRange:-1"}]}]}])";
  const GhsDeck three = deck_for(card, 3);
  ASSERT_TRUE(three.cards[0].not_modelled.empty()) << three.cards[0].not_modelled[0];
  EXPECT_EQ(three.cards[0].actions, json::parse(R"([
      {"give": ["stun"], "range": "+0", "targets": 2, "to": "enemies"},
      {"give": ["curse"], "range": "-1", "to": "enemies"}])"));
  EXPECT_EQ(deck_for(card, 4).cards[0].actions[0].at("targets"), 3);
  const GhsDeck one = deck_for(card, 1);
  ASSERT_TRUE(one.cards[0].not_modelled.empty()) << one.cards[0].not_modelled[0];
  EXPECT_TRUE(one.cards[0].actions[0].contains("text"));
}

// "Disarm all enemies" (no range printed): every enemy on the map.
TEST(GhsActions, AConditionOnAllEnemiesReachesTheWholeMap) {
  const GhsDeck d = deck_of(R"([{"cardId": 1, "initiative": 50, "actions": [
      {"type": "condition", "value": "disarm",
       "subActions": [{"type": "specialTarget", "value": "enemies"}]}]}])");
  ASSERT_TRUE(d.cards[0].not_modelled.empty()) << d.cards[0].not_modelled[0];
  EXPECT_EQ(d.cards[0].actions,
            json::parse(R"([{"give": ["disarm"], "range": "all", "to": "enemies"}])"));
}

// A pull whose target only a label's words give ("Target all enemies within Range 4"): read
// from the words; an unknown label stays not modelled.
TEST(GhsActions, APullsTargetGivenInWordsIsRead) {
  const auto pull = [](const std::string& label) {
    return deck_of(R"([{"cardId": 1, "initiative": 17, "actions": [{"type": "pull", "value": 3,
        "subActions": [{"type": "custom", "value": ")" +
                   label + R"("}]}]}])")
        .cards[0];
  };
  const GhsCard known = pull("%data.custom.fc.manifestation-of-corruption.12%");
  ASSERT_TRUE(known.not_modelled.empty()) << known.not_modelled[0];
  EXPECT_EQ(known.actions, json::parse(R"([{"pull": 3, "range": 4, "to": "enemies"}])"));
  EXPECT_EQ(pull("%data.custom.fc.no-such-label.1%").not_modelled.size(), 1u);
}

// A summon the players size (the data's "manual", up to C) whose words put one beside each enemy
// character within a range; a boss summoned with its boss stat card.
TEST(GhsActions, SummonsBesideEachEnemyCharacterAndOfABoss) {
  const GhsDeck d = deck_of(R"([{"cardId": 1, "initiative": 50, "actions": [
      {"type": "summon", "value": "monsterStandee",
       "valueObject": [{"monster": {"name": "valrath-savage", "type": "normal"},
                        "manual": true, "manualMax": "C"}],
       "subActions": [{"type": "custom",
                       "value": "%data.custom.fc.manifestation-of-corruption.17%"}]},
      {"type": "summon", "value": "monsterStandee",
       "valueObject": [{"monster": {"name": "naaret", "type": "boss"}}]}]}])");
  ASSERT_TRUE(d.cards[0].not_modelled.empty()) << d.cards[0].not_modelled[0];
  EXPECT_EQ(d.cards[0].actions, json::parse(R"([
      {"summon": "Valrath Savage", "rank": "normal", "adjacent_to": "enemy characters",
       "range": 5},
      {"summon": "Naaret", "rank": "boss"}])"));
  const GhsDeck unplaced = deck_of(R"([{"cardId": 1, "initiative": 50, "actions": [
      {"type": "summon", "value": "monsterStandee",
       "valueObject": [{"monster": {"name": "valrath-savage", "type": "normal"},
                        "manual": true, "manualMax": "C"}]}]}])");
  EXPECT_EQ(unplaced.cards[0].not_modelled.size(), 1u);
}

}  // namespace
}  // namespace arbiter::gloomhaven::import
