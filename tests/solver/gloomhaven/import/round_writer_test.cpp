// The stat cards' printed rules as the round writer carries them into a round file: "Advantage",
// "Attackers gain Disadvantage", immunity to push and pull, the cards' bottom halves first
// (firstActiveAction), and a special rule's level offset. Read from hand-written GHS-shaped
// data (never the real data's); the real data is read from ../shared when present and
// skipped with the reason otherwise.
#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>

#include "solver/gloomhaven/import/editions.hpp"
#include "solver/gloomhaven/import/ghs_rules.hpp"
#include "solver/gloomhaven/import/import.hpp"
#include "solver/gloomhaven/import/vgb_command.hpp"
#include "solver/scenario/json_reader.hpp"
#include "tests/support/source_files.hpp"

namespace arbiter::gloomhaven::import {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

using arbiter::testing::load;
using arbiter::testing::src;

// A GHS-shaped monster: a normal line with "Advantage", an elite one with "Attackers gain
// Disadvantage", a boss line immune to push and pull.
const char* kMonster = R"({"name": "test-demon", "edition": "gh", "count": 4,
  "stats": [
    {"level": 1, "health": 5, "movement": 2, "attack": 2,
     "actions": [{"type": "custom", "value": "%game.custom.advantage%", "small": true}]},
    {"type": "elite", "level": 1, "health": 8, "movement": 2, "attack": 3,
     "actions": [{"type": "custom", "value": "%game.custom.disadvantage%", "small": true}]},
    {"type": "boss", "level": 1, "health": "8xC", "movement": 2, "attack": 3,
     "immunities": ["stun", "push", "pull"]}]})";

TEST(StatCardRules, AdvantageDisadvantageAndForcedMovementImmunityAreWritten) {
  const GhsMonster m = read_ghs_monster(json::parse(kMonster), "test-demon.json", 1, 3);
  EXPECT_TRUE(m.not_modelled.empty()) << m.not_modelled.front();
  EXPECT_EQ(m.stats.at("normal").value("advantage", false), true);
  EXPECT_FALSE(m.stats.at("normal").contains("attackers_disadvantage"));
  EXPECT_EQ(m.stats.at("elite").value("attackers_disadvantage", false), true);
  EXPECT_FALSE(m.stats.at("elite").contains("advantage"));
  EXPECT_EQ(m.stats.at("boss").at("immune"), json::parse(R"(["stun", "push", "pull"])"));
}

// A boss whose cards' bottom halves act first: the bottom actions, then the top ones; a
// monster without the rule keeps a card's bottom half as not modelled.
TEST(StatCardRules, BottomActionsFirstOrdersTheCard) {
  json monster = json::parse(kMonster);
  monster["boss"] = true;
  monster["firstActiveAction"] = "bottom";
  const GhsMonster boss = read_ghs_monster(monster, "test-demon.json", 1, 3);
  EXPECT_TRUE(boss.bottom_first);
  const json deck = json::parse(R"({"name": "test-demon", "abilities": [
    {"cardId": 1, "initiative": 30,
     "actions": [{"type": "attack", "value": 1, "valueType": "plus"}],
     "bottomActions": [{"type": "move", "value": 2, "valueType": "plus"}]}]})");
  const GhsDeck first = read_ghs_deck(deck, "deck.json", &boss, 1, 3);
  EXPECT_EQ(first.cards[0].actions, json::parse(R"([{"move": "+2"}, {"attack": "+1"}])"));
  EXPECT_TRUE(first.cards[0].not_modelled.empty());
  EXPECT_TRUE(first.bottom_first);
  const GhsDeck plain = read_ghs_deck(deck, "deck.json", nullptr, 1, 3);
  EXPECT_EQ(plain.cards[0].actions, json::parse(R"([{"attack": "+1"}])"));
  ASSERT_EQ(plain.cards[0].not_modelled.size(), 1u);
  EXPECT_FALSE(plain.bottom_first);
}

TEST(StatCardRules, BadFirstActiveActionNamesTheFileAndField) {
  for (const json& bad : {json("middle"), json(2), json::array()}) {
    json monster = json::parse(kMonster);
    monster["firstActiveAction"] = bad;
    try {
      read_ghs_monster(monster, "test-demon.json", 1, 3);
      ADD_FAILURE() << "accepted " << bad.dump();
    } catch (const scenario::ScenarioError& e) {
      EXPECT_EQ(e.file(), "test-demon.json");
      EXPECT_EQ(e.place(), "firstActiveAction");
    }
  }
}

// A special rule's level offset reads the type's stat cards at that level, with a note.
TEST(StatCardRules, ALevelOffsetReadsTheStatCardsAtThatLevel) {
  const std::string vgb = src("tests/data/import/vgb/two-rooms.json");
  ImportOptions o;
  o.characters = 3;
  o.level = 1;
  o.data.dir = src("tests/data/import/ghs");
  o.source = "two-rooms.json";
  const json plain = import_vgb(read_vgb(load(vgb), vgb), o);
  o.rules.level_offsets["test-brute"] = 1;
  const json raised = import_vgb(read_vgb(load(vgb), vgb), o);
  // test-brute.json: normal hit points 9 at level 1, 11 at level 2.
  EXPECT_EQ(plain["monster_types"]["Test Brute"]["normal"]["hp"], 9);
  EXPECT_EQ(raised["monster_types"]["Test Brute"]["normal"]["hp"], 11);
  EXPECT_NE(raised["notes"].get<std::string>().find(
                "Test Brute: its stat cards are level 2's (a special rule places it at the "
                "scenario level +1)"),
            std::string::npos);
}

// A special rule giving a type another ability deck for the whole scenario is set up; one
// that waits for a room stays a warning.
TEST(StatCardRules, ADeckGivenByASpecialRuleIsRead) {
  const json setup = json::parse(R"({"rules": [
    {"round": "true", "always": true, "statEffects": [
      {"identifier": {"type": "monster", "name": "test-brute"},
       "statEffect": {"deck": "test-brute-scenario-9"}}]},
    {"round": "true", "always": true, "requiredRooms": [2], "statEffects": [
      {"identifier": {"type": "monster", "name": "test-imp"},
       "statEffect": {"deck": "test-imp-scenario-9"}}]}]})");
  const GhsRules rules = read_ghs_rules(setup, "setup.json", 3, 1);
  ASSERT_EQ(rules.stat_effects.size(), 1u);
  EXPECT_EQ(rules.stat_effects[0].who, "test-brute");
  EXPECT_EQ(rules.stat_effects[0].effect["deck"], "test-brute-scenario-9");
  ASSERT_EQ(rules.not_set_up.size(), 1u);
  EXPECT_NE(rules.not_set_up[0].find("test-imp: a special rule changes its stat card (deck)"),
            std::string::npos);
  json bad = setup;
  bad["rules"][0]["statEffects"][0]["statEffect"]["deck"] = 7;
  try {
    read_ghs_rules(bad, "setup.json", 3, 1);
    ADD_FAILURE() << "accepted";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.place(), "rules[0].statEffects[0].statEffect.deck");
  }
}

// Every shipped layout with the real data at levels 1 and 7: no stat card's rule is left
// "not modelled" but the one only GHS's label files hold (a boss's rule printed on the card);
// the Sun Demon's, Night Demon's and Elder Drake's rules are on their stat cards; the Living
// Corpse of scenario 28 (the scenario level +2) has level 3's hit points at level 1.
TEST(StatCardRules, RealLayoutsLeaveNoStatCardRuleUnmodelled) {
  const fs::path ghs = std::string(ARBITER_SOURCE_DIR) + "/../shared/data/ghs";
  if (!fs::is_directory(ghs)) GTEST_SKIP() << "no GHS data at " << ghs;
  int layouts = 0, advantage = 0, disadvantage = 0, immune = 0;
  json corpse;
  for (const int level : {1, 7}) {
    game::LayoutRequest req;
    req.data = ghs.string();
    req.level = level;
    for (const std::string& file : kVgbImporter.files({src("data/vgb/scenarios")})) {
      const json j = json::parse(kVgbImporter.import_one(req, file).text);
      ++layouts;
      const std::string notes = j["notes"];
      // At level 1 the only stat card rule left is the one in GHS's labels; at every level
      // no advantage, disadvantage, push or pull immunity or order of actions is left.
      for (std::size_t at = notes.find("stat card, not modelled"); at != std::string::npos;
           at = notes.find("stat card, not modelled", at + 1)) {
        const std::string note = notes.substr(at, notes.find('.', at) - at);
        // A value only the scenario defines (the Merciless Overseer's attack V) is a named
        // unknown, not a printed rule.
        const bool unknown = notes.find("is set by the scenario's special rules", at) <
                             notes.find('.', at + note.size() + 1);
        if (level == 1 && !unknown) {
          EXPECT_NE(note.find(": a rule printed on the card"), std::string::npos)
              << file << ": " << note;
        }
        for (const char* rule : {"dvantage", "immune to", "firstActiveAction", "acts first"})
          EXPECT_EQ(note.find(rule), std::string::npos)
              << file << ", level " << level << ": " << note;
      }
      for (const auto& [name, t] : j["monster_types"].items())
        for (const char* rank : {"normal", "elite", "boss"}) {
          if (!t.contains(rank)) continue;
          advantage += t[rank].value("advantage", false);
          disadvantage += t[rank].value("attackers_disadvantage", false);
          const json im = t[rank].value("immune", json::array());
          immune += std::find(im.begin(), im.end(), "push") != im.end();
          if (name == "Sun Demon") {
            EXPECT_TRUE(t[rank].value("advantage", false)) << file;
          }
          if (name == "Night Demon") {
            EXPECT_TRUE(t[rank].value("attackers_disadvantage", false)) << file;
          }
        }
      if (level == 1 && j["name"] == "vgb-28") corpse = j["monster_types"]["Living Corpse"];
    }
  }
  std::cout << layouts << " imports: stat cards with advantage " << advantage
            << ", attackers gain disadvantage " << disadvantage << ", immune to push " << immune
            << "\n";
  EXPECT_GT(advantage, 0);
  EXPECT_GT(disadvantage, 0);
  EXPECT_GT(immune, 0);
  ASSERT_TRUE(corpse.is_object());
  const json data = load((ghs / "gh/monster/living-corpse.json").string());
  for (const json& s : data["stats"]) {
    if (s["level"] == 3 && s.value("type", "normal") == "normal") {
      EXPECT_EQ(corpse["normal"]["hp"], s["health"]);
    }
  }
}

}  // namespace
}  // namespace arbiter::gloomhaven::import
