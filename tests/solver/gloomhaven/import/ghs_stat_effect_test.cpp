// A special rule's stat effect on a monster's stat cards, each kind on hand-written GHS-shaped
// data (never the real data's): hit points as a formula of the printed ones, move, attack,
// range, actions, immunities, count, deck, a named elite's own name, initiative; the rules
// that wait for a round or a figure stay warnings saying why, those that wait for a room are
// the types' door changes. The real data is read from
// ../shared when present and skipped with the reason otherwise.
#include "solver/gloomhaven/import/ghs_stat_effect.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "solver/gloomhaven/import/editions.hpp"
#include "solver/gloomhaven/import/ghs.hpp"
#include "solver/gloomhaven/import/ghs_rules.hpp"
#include "solver/gloomhaven/import/import.hpp"
#include "solver/gloomhaven/import/vgb_command.hpp"
#include "solver/gloomhaven/round_file.hpp"
#include "solver/scenario/json_reader.hpp"
#include "tests/support/source_files.hpp"

namespace arbiter::gloomhaven::import {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::load;
using arbiter::testing::src;
using nlohmann::json;

// A monster of our own: normal 9 hp, move 3, attack 3, melee, shield 1; elite 12 hp, move 3,
// attack 4, range 2, retaliate 2, wound.
const char* kMonster = R"({"name": "test-brute", "edition": "gh", "count": 4,
  "baseStat": {"type": "normal"},
  "stats": [
    {"level": 1, "health": 9, "movement": 3, "attack": 3,
     "actions": [{"type": "shield", "value": 1}]},
    {"type": "elite", "level": 1, "health": 12, "movement": 3, "attack": 4, "range": 2,
     "actions": [{"type": "retaliate", "value": 2}, {"type": "condition", "value": "wound"}]},
    {"level": 2, "health": 11, "movement": 3, "attack": 4}]})";

// The stat cards of kMonster at level 1 for 3 characters, changed by `effect`.
GhsMonster changed(const char* effect, std::vector<std::string>* notes = nullptr) {
  json m = json::parse(kMonster);
  const auto n = apply_stat_effect(m, {"test-brute", json::parse(effect), "rule 1"}, 1, 3);
  if (notes != nullptr) *notes = n;
  return read_ghs_monster(m, "test-brute.json", 1, 3);
}

TEST(StatEffect, AbsoluteValuesReplaceThePrintedOnesReadingThemByTheirLetters) {
  // ceil(3 x 9 / 2) = 14; ceil(3 x 12 / 2) = 18; M+1 (the data's "move" spelling) = 4.
  const GhsMonster m = changed(R"({"health": "[CxH/2{$math.ceil}]", "move": "M+1",
                                   "attack": 5, "range": "R+1", "absolute": true})");
  EXPECT_EQ(m.stats.at("normal")["hp"], 14);
  EXPECT_EQ(m.stats.at("elite")["hp"], 18);
  EXPECT_EQ(m.stats.at("normal")["move"], 4);
  EXPECT_EQ(m.stats.at("normal")["attack"], 5);
  EXPECT_EQ(m.stats.at("normal")["range"], 1);  // R is 0 (melee): 0 + 1
  EXPECT_EQ(m.stats.at("elite")["range"], 3);
  // Only the scenario level's line changes.
  json raw = json::parse(kMonster);
  apply_stat_effect(raw, {"test-brute", json::parse(R"({"health": 50, "absolute": true})"), ""}, 1,
                    3);
  EXPECT_EQ(raw["stats"][2]["health"], 11);
}

TEST(StatEffect, OtherValuesAreAddedAndAMeleeCardStaysMelee) {
  // Attack "1" and "M-1" without "absolute": 3 + 1; the move formula names the printed value.
  const GhsMonster m = changed(R"({"attack": "1", "range": 2, "health": 2})");
  EXPECT_EQ(m.stats.at("normal")["hp"], 11);
  EXPECT_EQ(m.stats.at("elite")["hp"], 14);
  EXPECT_EQ(m.stats.at("normal")["attack"], 4);
  EXPECT_FALSE(m.stats.at("normal").contains("range"));  // melee: no range added
  EXPECT_EQ(m.stats.at("elite")["range"], 4);
}

TEST(StatEffect, AFormulaOfThePrintedValueReplacesItEvenUnmarked) {
  // The book's "HxC hit points, where H is its regular hit point value": 9 x 3 = 27, not
  // 9 + 27; the import says the data did not mark it absolute.
  std::vector<std::string> notes;
  const GhsMonster m = changed(R"({"health": "HxC", "attack": "A+2"})", &notes);
  EXPECT_EQ(m.stats.at("normal")["hp"], 27);
  EXPECT_EQ(m.stats.at("elite")["hp"], 36);
  EXPECT_EQ(m.stats.at("normal")["attack"], 5);
  ASSERT_EQ(notes.size(), 2U);
  EXPECT_NE(notes[0].find("\"HxC\": a formula of the printed value, so it replaces it"),
            std::string::npos)
      << notes[0];
}

TEST(StatEffect, ActionsAndImmunitiesAreAddedOrReplaced) {
  const GhsMonster added = changed(R"({"actions": [{"type": "shield", "value": 2},
      {"type": "condition", "value": "poison"}, {"type": "pierce", "value": 10},
      {"type": "target", "value": "C"}], "immunities": ["stun"]})");
  EXPECT_EQ(added.stats.at("normal")["shield"], 3);  // Shield 1 and Shield 2: Shield 3
  EXPECT_EQ(added.stats.at("elite")["shield"], 2);
  EXPECT_EQ(added.stats.at("elite")["retaliate"], 2);
  EXPECT_EQ(added.stats.at("elite")["conditions"], json::parse(R"(["wound", "poison"])"));
  EXPECT_EQ(added.stats.at("normal")["pierce"], 10);
  EXPECT_EQ(added.stats.at("normal")["target"], 3);  // C, three characters
  EXPECT_EQ(added.stats.at("normal")["immune"], json::parse(R"(["stun"])"));
  const GhsMonster replaced = changed(R"({"actions": [{"type": "shield", "value": 2}],
      "immunities": ["disarm", "immobilize"], "absolute": true})");
  EXPECT_EQ(replaced.stats.at("normal")["shield"], 2);
  EXPECT_FALSE(replaced.stats.at("elite").contains("retaliate"));
  EXPECT_FALSE(replaced.stats.at("elite").contains("conditions"));
  EXPECT_EQ(replaced.stats.at("elite")["immune"], json::parse(R"(["disarm", "immobilize"])"));
}

TEST(StatEffect, CountDeckAndDashesAreRead) {
  std::vector<std::string> notes;
  const GhsMonster m = changed(R"({"count": 1, "deck": "other-deck", "attack": "-",
                                   "health": "-", "absolute": true})",
                               &notes);
  EXPECT_EQ(m.count, 1);
  EXPECT_EQ(m.deck, "other-deck");
  EXPECT_TRUE(m.stats.at("normal")["attack"].is_null());  // "-": never attacks
  EXPECT_EQ(m.stats.at("normal")["hp"], 9);               // kept, and said
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_NE(notes[0].find("health \"-\""), std::string::npos);
  // A letter only the scenario defines keeps the printed value, and says so.
  const GhsMonster x = changed(R"({"health": "X", "absolute": true})", &notes);
  EXPECT_EQ(x.stats.at("normal")["hp"], 9);
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_NE(notes[0].find("a letter only the scenario defines"), std::string::npos);
}

TEST(StatEffect, NamesAndPatternsPickTheirMonsters) {
  EXPECT_TRUE(stat_effect_applies("*", "test-brute"));
  EXPECT_TRUE(stat_effect_applies("test-brute", "test-brute"));
  EXPECT_FALSE(stat_effect_applies("test-brute", "test-brute-2"));
  EXPECT_TRUE(stat_effect_applies(".*demon.*", "flame-demon"));
  EXPECT_TRUE(stat_effect_applies(".*demon.*", "demon"));
  EXPECT_TRUE(stat_effect_applies(".*demon.*", "demon-lord"));
  EXPECT_FALSE(stat_effect_applies(".*demon.*", "cultist"));
  EXPECT_TRUE(stat_effect_applies("a.*c.*e", "abcde"));
  EXPECT_FALSE(stat_effect_applies("a.*c.*e", "abcd"));
}

// A scenario of our own with a rule of each kind: whole-scenario effects are kept, the ones
// waiting for a room, a round, a figure or an objective are warnings saying which.
const char* kRules = R"json({
  "rooms": [{"roomNumber": 1, "monster": [{"name": "test-brute", "type": "elite", "tags": ["boss-a"]},
                                          {"name": "test-imp", "type": "normal", "tags": ["t"]},
                                          {"name": "test-imp", "type": "normal"}]}],
  "rules": [
    {"round": "true", "always": true, "statEffects": [
      {"identifier": {"type": "monster", "name": "test-brute", "tag": "boss-a"},
       "statEffect": {"name": "test-lion", "health": "Hx2", "absolute": true}},
      {"identifier": {"type": "monster", "name": "test-imp", "tag": "t"},
       "statEffect": {"attack": 1}},
      {"identifier": {"type": "monster", "name": ".*"}, "statEffect": {"traits": ["x"]}}]},
    {"round": "true", "always": true, "requiredRooms": [2], "statEffects": [
      {"identifier": {"type": "monster", "name": "test-imp"}, "statEffect": {"attack": 1}}]},
    {"round": "R < 3", "always": true, "statEffects": [
      {"identifier": {"type": "monster", "name": ".*"}, "statEffect": {"initiative": -10}}]},
    {"round": "R > 2", "always": true, "statEffects": [
      {"identifier": {"type": "monster", "name": ".*"}, "statEffect": {}}]},
    {"round": "R > 4", "always": true, "statEffects": [
      {"identifier": {"type": "monster", "name": "test-imp"}, "statEffect": {"attack": 1}}]},
    {"round": "true", "always": true, "statEffects": [
      {"identifier": {"type": "monster", "name": ".*demon.*"},
       "reference": {"identifier": {"type": "objective", "name": "Altar"}, "type": "present"},
       "statEffect": {"health": "X"}},
      {"identifier": {"type": "monster", "name": ".*"}, "statEffect": {"initiative": -5}}]}]})json";

TEST(StatEffect, WholeScenarioRulesAreKeptAndTheOthersSayWhy) {
  const GhsRules r = read_ghs_rules(json::parse(kRules), "setup.json", 3, 1);
  ASSERT_EQ(r.stat_effects.size(), 2u);
  EXPECT_EQ(r.stat_effects[0].who, "test-brute");  // every Test Brute carries the tag
  EXPECT_EQ(r.stat_effects[0].rule, "rule 1");
  EXPECT_EQ(r.stat_effects[1].who, "*");
  EXPECT_EQ(r.stat_effects[1].effect["initiative"], -5);
  const auto said = [&](const std::string& text) {
    return std::any_of(r.not_set_up.begin(), r.not_set_up.end(),
                       [&](const std::string& w) { return w.find(text) != std::string::npos; });
  };
  EXPECT_TRUE(
      said("test-imp: a special rule changes its stat card (attack); not set up (it "
           "changes the standees tagged \"t\""));
  EXPECT_TRUE(
      said("every monster: a special rule changes its stat card (traits); not set up "
           "(its traits is not read)"));
  // The change once room 2 is revealed waits for the layout's doors (resolve_ghs_reveals).
  ASSERT_EQ(r.room_stat_effects.size(), 1u);
  EXPECT_EQ(r.room_stat_effects[0].effect.who, "test-imp");
  EXPECT_EQ(r.room_stat_effects[0].room, 2);
  EXPECT_EQ(r.room_stat_effects[0].effect.rule, "rule 2");
  // The initiative 10 lower in rounds 1 and 2 is kept for the round; the empty effect of
  // rounds 3 on (the printed card back) is implied by it.
  ASSERT_EQ(r.initiative_changes.size(), 1u);
  EXPECT_EQ(r.initiative_changes[0].who, "*");
  EXPECT_EQ(r.initiative_changes[0].rounds, "R < 3");
  EXPECT_EQ(r.initiative_changes[0].change, -10);
  EXPECT_FALSE(said("back to the printed one"));
  EXPECT_TRUE(
      said("\"R > 4\"): test-imp: a special rule changes its stat card (attack); not "
           "set up (it holds in some rounds only"));
  EXPECT_TRUE(
      said(".*demon.*: a special rule changes its stat card (health); not set up (it "
           "waits for a figure's condition)"));
  EXPECT_EQ(r.not_set_up.size(), 4u);
}

TEST(StatEffect, BadValuesNameTheFileAndThePlace) {
  json bad = json::parse(kRules);
  bad["rules"][0]["statEffects"][0]["statEffect"]["health"] = "H+";
  try {
    read_ghs_rules(bad, "setup.json", 3, 1);
    ADD_FAILURE() << "accepted";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.file(), "setup.json");
    EXPECT_EQ(e.place(), "rules[0].statEffects[0].statEffect.health");
  }
  bad = json::parse(kRules);
  bad["rules"][0]["statEffects"][0]["statEffect"]["actions"] = 3;
  EXPECT_THROW(read_ghs_rules(bad, "setup.json", 3, 1), scenario::ScenarioError);
}

// The two-room layout with the Test Brute as a named elite of its own (absolute hit points
// and move) and every monster's initiative 10 lower: the round file writes the new name on
// the type, its figures and its door's placements, the changed stat cards, and the card's
// initiative; it loads back.
TEST(StatEffect, ANamedEliteIsWrittenUnderItsOwnName) {
  const std::string file = src("tests/data/import/vgb/two-rooms.json");
  const Layout l = read_vgb(load(file), file);
  ImportOptions o;
  o.characters = 3;
  o.data.dir = src("tests/data/import/ghs");
  o.source = "two-rooms.json";
  const json plain = import_vgb(l, o);
  o.rules.stat_effects = {
      {"test-brute",
       json::parse(R"({"name": "test-lion", "health": "[CxH/2{$math.ceil}]", "movement": "M+1",
                       "absolute": true})"),
       "rule 3"},
      {"*", json::parse(R"({"initiative": -10})"), "rule 4"}};
  o.rules.initiative_changes = {{"test-brute", "R < 3", -5}};
  const json j = import_vgb(l, o);
  ASSERT_TRUE(plain["monster_types"].contains("Test Brute"));
  ASSERT_FALSE(j["monster_types"].contains("Test Brute"));
  const json& lion = j["monster_types"]["Test Lion"];
  EXPECT_EQ(lion["normal"]["hp"], 14);  // ceil(3 x 9 / 2)
  EXPECT_EQ(lion["elite"]["hp"], 18);
  EXPECT_EQ(lion["normal"]["move"], 4);
  EXPECT_EQ(
      lion["card"]["initiative"],
      std::max(1, plain["monster_types"]["Test Brute"]["card"]["initiative"].get<int>() - 10));
  EXPECT_EQ(lion["initiative_changes"], json::parse(R"([{"rounds": "R < 3", "change": -5}])"));
  EXPECT_EQ(j["round"]["number"], 1);
  json placed = j;
  placed.erase("notes");  // which say whose card it was
  EXPECT_EQ(placed.dump().find("Test Brute"), std::string::npos);
  EXPECT_NE(j["notes"].get<std::string>().find(
                "Test Lion: its stat cards are changed by the scenario's rule 3 (health, movement, "
                "name, replacing the printed; Test Brute's card changed)"),
            std::string::npos);
  // Loaded back: round 1 plays the card 5 lower still (R < 3); round 3 as written.
  const int written = lion["card"]["initiative"];
  const LoadedRound one = read_round(json::parse(j.dump()), "imported.json");
  EXPECT_EQ(one.round.types.at("Test Lion").card.initiative, std::max(1, written - 5));
  json three = j;
  three["round"]["number"] = 3;
  const LoadedRound r3 = read_round(three, "imported.json");
  EXPECT_EQ(r3.round.types.at("Test Lion").card.initiative, written);
  EXPECT_TRUE(r3.round.types.at("Test Lion").initiative_note.empty());
}

// The round file's initiative changes: applied where their rounds hold, refused without a
// round number or with a bad expression.
TEST(StatEffect, TheRoundFilesInitiativeChangesAreChecked) {
  const std::string file = src("tests/data/import/vgb/two-rooms.json");
  const Layout l = read_vgb(load(file), file);
  ImportOptions o;
  o.characters = 3;
  o.data.dir = src("tests/data/import/ghs");
  o.source = "two-rooms.json";
  json j = import_vgb(l, o);
  json& t = j["monster_types"]["Test Brute"];
  t["card"]["initiative"] = 30;
  t["initiative_changes"] = json::parse(R"([{"rounds": "R % 2 == 0", "change": 12},
                                            {"rounds": "C == 3", "change": -50}])");
  j["round"]["number"] = 2;
  const LoadedRound two = read_round(j, "r.json");
  EXPECT_EQ(two.round.types.at("Test Brute").card.initiative, 1);  // 30 + 12 - 50, at least 1
  EXPECT_EQ(two.round.types.at("Test Brute").initiative_note,
            "printed 30; +12 by a scenario rule in rounds where \"R % 2 == 0\"; -50 by a "
            "scenario rule in rounds where \"C == 3\"");
  const auto place = [&](const json& bad) -> std::string {
    try {
      read_round(bad, "r.json");
    } catch (const scenario::ScenarioError& e) {
      return e.place();
    }
    return "accepted";
  };
  json none = j;
  none["round"].erase("number");
  EXPECT_EQ(place(none), "monster_types[\"Test Brute\"].initiative_changes");
  json bad = j;
  bad["monster_types"]["Test Brute"]["initiative_changes"][0]["rounds"] = "R ==";
  EXPECT_EQ(place(bad), "monster_types[\"Test Brute\"].initiative_changes[0].rounds");
  bad = j;
  bad["monster_types"]["Test Brute"]["initiative_changes"][1]["change"] = 100;
  EXPECT_EQ(place(bad), "monster_types[\"Test Brute\"].initiative_changes[1].change");
}

// The book's scenarios with the real data: each whole-scenario stat change is on the written
// stat cards, computed here from the monster data by the rule's own values; the ones waiting
// for a room are warnings.
TEST(StatEffect, RealScenariosWriteTheRulesStats) {
  const fs::path ghs = std::string(ARBITER_SOURCE_DIR) + "/../shared/data/ghs";
  if (!fs::is_directory(ghs)) GTEST_SKIP() << "no GHS data at " << ghs;
  game::LayoutRequest req;
  req.data = ghs.string();  // 3 characters, level 1
  const auto import = [&](const std::string& vgb) {
    const auto one = kVgbImporter.import_one(req, src("data/vgb/scenarios/" + vgb));
    return std::pair{json::parse(one.text), one.warnings};
  };
  // The printed stat line of a monster at level 1.
  const auto printed = [&](const std::string& path, const std::string& rank) {
    const json m = load((ghs / path).string());
    for (const json& s : m["stats"]) {
      json line = m.value("baseStat", json::object());
      for (const auto& [k, v] : s.items()) line[k] = v;
      if (line["level"] == 1 && line.value("type", "normal") == rank) return line;
    }
    return json();
  };
  // 110: Sraka the Wise (a Vermling Shaman) has ceil(C x H / 2) hit points, 1 standee.
  const auto [s110, w110] = import("110.json");
  for (const auto& [name, key, path] :
       {std::tuple{"Sraka The Wise", "vermling-shaman", "gh/monster/vermling-shaman.json"},
        std::tuple{"The Steel Lion", "city-guard", "gh/monster/city-guard.json"}}) {
    ASSERT_TRUE(s110["monster_types"].contains(name)) << name;
    const json& t = s110["monster_types"][name];
    for (const char* rank : {"normal", "elite"}) {
      if (!t.contains(rank)) continue;
      const int h = printed(path, rank)["health"];
      EXPECT_EQ(t[rank]["hp"], (3 * h + 1) / 2) << name << " " << rank;
    }
    EXPECT_EQ(t["standees"], 1) << name;
  }
  // The Steel Lion: M+1.
  EXPECT_EQ(s110["monster_types"]["The Steel Lion"]["elite"]["move"],
            printed("gh/monster/city-guard.json", "elite")["movement"].get<int>() + 1);
  // 113: the Warden (a Stone Golem) under its own name.
  const auto [s113, w113] = import("113.json");
  EXPECT_TRUE(s113["monster_types"].contains("Warden"));
  EXPECT_FALSE(s113["monster_types"].contains("Stone Golem"));
  EXPECT_EQ(s113["monster_types"]["Warden"]["normal"]["hp"],
            printed("gh/monster/stone-golem.json", "normal")["health"]);  // "-": kept
  // 36: the Prime Demon's hit points doubled ("Hx2", absolute). VGB's layout draws no Prime
  // Demon, so its rule is read from the scenario and applied to its data: 2 x 9 x C.
  const GhsRules r36 =
      read_ghs_rules(load((ghs / "gh/scenarios/36.json").string()), "36.json", 3, 1);
  EXPECT_FALSE(r36.stat_effects.empty());
  json prime_data = load((ghs / "gh/monster/prime-demon.json").string());
  EXPECT_EQ(apply_stat_effects(prime_data, "prime-demon", r36.stat_effects, 1, 3).size(), 1u);
  const json boss = printed("gh/monster/prime-demon.json", "boss");
  const std::string f = boss["health"];  // "NxC"
  const int h = std::stoi(f.substr(0, f.find('x'))) * 3;
  EXPECT_EQ(read_ghs_monster(prime_data, "prime-demon.json", 1, 3).stats.at("boss")["hp"], 2 * h);
  // Solo 14: the Hounds are Ghost Wolves; the Earth Demon is the Deep Earth with its hit
  // points doubled once room 2 is revealed, and every Earth Demon comes with room 2: it is the
  // Deep Earth from the start (never an Earth Demon). The Giant Vipers' attack is 1 higher
  // once room 4 is revealed: a door change on the door of the room holding them (the data
  // gives those rooms no tile), printed before.
  const auto [solo14, w14] = import("solo/14.json");
  EXPECT_TRUE(solo14["monster_types"].contains("Ghost Wolf"));
  EXPECT_FALSE(solo14["monster_types"].contains("Hound"));
  const auto warned = [](const std::vector<std::string>& w, const std::string& text) {
    return std::any_of(w.begin(), w.end(),
                       [&](const std::string& x) { return x.find(text) != std::string::npos; });
  };
  EXPECT_FALSE(warned(w14, "earth-demon: a special rule changes its stat card"));
  EXPECT_TRUE(warned(w14,
                     "earth-demon is deep-earth, with a stat card of its own; every "
                     "standee of earth-demon the book places comes with room 2"));
  EXPECT_FALSE(solo14["monster_types"].contains("Earth Demon"));
  const json& demon = solo14["monster_types"]["Deep Earth"];
  const int demon_hp = printed("gh/monster/earth-demon.json", "elite")["health"];
  EXPECT_EQ(demon["elite"]["hp"], 2 * demon_hp);
  EXPECT_FALSE(demon.contains("door_changes"));
  const json& viper = solo14["monster_types"]["Giant Viper"];
  const int viper_attack = printed("gh/monster/giant-viper.json", "normal")["attack"];
  ASSERT_EQ(viper["door_changes"].size(), 1u) << viper.dump();
  EXPECT_EQ(viper["door_changes"][0]["normal"]["attack"], viper_attack + 1);
  // Each on the door whose room holds the type's standees.
  for (const auto& [type, t] : solo14["monster_types"].items()) {
    if (!t.contains("door_changes")) continue;
    const int d = t["door_changes"][0]["doors"][0];
    const json& placed = solo14["map"]["doors"][static_cast<std::size_t>(d)]["monsters"];
    EXPECT_TRUE(std::any_of(placed.begin(), placed.end(), [&](const json& p) {
      return p["type"] == type;
    })) << type;
  }
  // 78: the scenario's Cultists are immune to immobilize and stun once room 2 is revealed,
  // not before: their door change, on the door that places them.
  const auto [s78, w78] = import("78.json");
  const json& cultist = s78["monster_types"]["Cultist Scenario 78"];
  EXPECT_FALSE(cultist["elite"].contains("immune"));
  ASSERT_EQ(cultist["door_changes"].size(), 1u) << cultist.dump();
  EXPECT_EQ(cultist["door_changes"][0]["elite"]["immune"],
            json::parse(R"(["immobilize", "stun"])"));
  EXPECT_EQ(cultist["door_changes"][0]["elite"]["hp"], cultist["elite"]["hp"]);
  EXPECT_FALSE(warned(w78, "cultist-scenario-78: a special rule changes its stat card"));
  // 22: the demons gain X per altar standing once room 2 is revealed: the printed stats kept,
  // each demon type a figure change counting the Altars (X/2 rounded up: (X+1)/2), no warning.
  const auto [s22, w22] = import("22.json");
  EXPECT_FALSE(warned(w22, ".*demon.*: a special rule changes its stat card"));
  int demons = 0;
  for (const auto& [name, t] : s22["monster_types"].items())
    if (name.find("Demon") != std::string::npos) {
      ++demons;
      if (name == "Earth Demon") {
        EXPECT_EQ(t["normal"]["hp"], printed("gh/monster/earth-demon.json", "normal")["health"]);
      }
      ASSERT_EQ(t["figure_changes"].size(), 1u) << name;
      const json& c = t["figure_changes"][0];
      EXPECT_EQ(c["present"], "Altar");
      EXPECT_EQ(c["hp"], "X");
      EXPECT_EQ(c["attack"], "X");
      EXPECT_EQ(c["move"], "((X)+1)/2");
      EXPECT_EQ(c["range"], "((X)+1)/2");
      EXPECT_EQ(c["doors"].size(), 1u);  // room 2's
    }
  EXPECT_EQ(demons, 4);
  // A rule's deck is read by its name, never as the monster's own-named deck beside it: 105's
  // Hounds (Gloomhaven's, named Wolf-Viper Abominations by section 6) play Forgotten Circles'
  // "wolf-viper-abomination", not Gloomhaven's "hound"; 110's Uyart Ikkuma its own deck.
  const auto [s105, w105] = import("105.json");
  const std::string wolf = s105["monster_types"]["Wolf Viper Abomination"]["card"]["name"];
  EXPECT_EQ(wolf.rfind("wolf-viper-abomination ", 0), 0u) << wolf;
  const std::string uyart = s110["monster_types"]["Uyart Ikkuma"]["card"]["name"];
  EXPECT_EQ(uyart.rfind("uyart-ikkuma ", 0), 0u) << uyart;
}

TEST(StatEffect, ARulesDeckIsKnownByTheMonstersItNames) {
  const std::vector<GhsStatEffect> effects = {
      {"test-brute", json::parse(R"({"deck": "test-brute-scenario-9"})"), "rule 1"},
      {".*imp.*", json::parse(R"({"health": 3})"), "rule 2"}};
  EXPECT_TRUE(stat_effect_changes_deck("test-brute", effects));
  EXPECT_FALSE(stat_effect_changes_deck("test-imp", effects));
  EXPECT_FALSE(stat_effect_changes_deck("test-brute", {effects[1]}));
}

}  // namespace
}  // namespace arbiter::gloomhaven::import
