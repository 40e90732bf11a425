// A GHS scenario's special rules by round, read from a hand-written GHS-shaped file (never
// the real data's) into map.rules, the rooms a rule reveals found on a layout, and the real
// data's solo scenario 16 played in round 2 (read from ../shared when present, skipped with
// the reason otherwise).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "solver/gloomhaven/import/ghs_rules.hpp"
#include "solver/gloomhaven/import/import.hpp"
#include "solver/gloomhaven/import/vgb_command.hpp"
#include "solver/gloomhaven/round.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "tests/support/source_files.hpp"

namespace arbiter::gloomhaven::import {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::load;
using arbiter::testing::src;
using nlohmann::json;

constexpr const char* kScenario = R"({
  "rooms": [{"roomNumber": 1, "ref": "A1a"}, {"roomNumber": 2, "ref": "A2b"},
            {"roomNumber": 3, "ref": "Z9z"}],
  "rules": [
    {"round": "R % 4 == 2", "start": true, "elements": [{"type": "ice", "state": "strong"}]},
    {"round": "true", "figures": [{"identifier": {"type": "monster", "name": ".*"},
                                   "type": "damage", "value": "(2xC)+L-2"}]},
    {"round": "R % 3 == 0", "figures": [{"identifier": {"type": "monster", "name": "test-brute"},
                                         "type": "gainCondition", "value": "invisible"}]},
    {"round": "R == 1", "start": true, "figures": [{"identifier": {"type": "character", "name": ".*"},
                                                    "type": "amAdd", "value": "curse:3"}]},
    {"round": "R > 1", "start": true,
     "figures": [{"identifier": {"type": "objective", "name": "Altar"}, "type": "present"},
                 {"identifier": {"type": "monster", "name": "test-brute"}, "type": "heal", "value": "2"}]},
    {"round": "R == 2", "start": true, "rooms": [2]},
    {"round": "R == 5", "start": true, "rooms": [3]},
    {"round": "true", "start": true, "figures": [{"identifier": {"type": "all"}, "type": "damage", "value": "X"}]}
  ]})";

bool said(const std::vector<std::string>& lines, const std::string& text) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& w) { return w.find(text) != std::string::npos; });
}

TEST(GhsRoundRules, RulesByRoundBecomeMapRules) {
  const std::string file = src("tests/data/import/vgb/two-rooms.json");
  const Layout l = read_vgb(load(file), file);
  const json ghs = json::parse(kScenario);
  GhsRules rules = read_ghs_rules(ghs, "s.json", 3, 1);
  resolve_ghs_reveals(l, ghs, "s.json", rules);
  const json r = round_rules_json(rules, 901);
  ASSERT_EQ(r.size(), 4u) << r.dump();
  EXPECT_EQ(r[0], json::parse(R"({"name": "scenario 901, special rule 1", "rounds": "R % 4 == 2",
                                  "start": true, "elements": {"ice": "strong"}})"));
  EXPECT_EQ(r[1]["damage"], 5);  // (2 x 3) + 1 - 2
  EXPECT_EQ(r[1]["who"], "monsters");
  EXPECT_EQ(r[1]["start"], false);
  EXPECT_EQ(r[2]["who"], "Test Brute");
  EXPECT_EQ(r[2]["conditions"], json::parse(R"(["invisible"])"));
  EXPECT_EQ(r[3]["reveal"], json::parse("[0]"));  // room 2 is tile a2b, behind door 0
  // What the round does not play stays a warning saying why.
  EXPECT_TRUE(said(rules.not_set_up,
                   "3 curse cards) go into each character's attack modifier "
                   "deck; outside the monster round"));
  EXPECT_TRUE(said(rules.not_set_up, "monster test-brute: heal \"2\"; not set up"));
  EXPECT_TRUE(said(rules.not_set_up,
                   "rooms 3 are revealed; not set up (room 3 (tile z9z) is not "
                   "on the layout)"));
  EXPECT_TRUE(said(rules.not_set_up, "all : damage \"X\"; not set up"));
}

// Solo scenario 16 ("R % 4 == 2": ice strong at the start) imported with the real data and
// played as round 2 with only its characters: ice is made strong before any turn, and with no
// figure to consume it, the clean-up leaves it waning.
TEST(GhsRoundRules, RealSolo16MakesIceStrongInRound2) {
  const fs::path ghs = std::string(ARBITER_SOURCE_DIR) + "/../shared/data/ghs";
  if (!fs::is_directory(ghs)) GTEST_SKIP() << "no GHS data at " << ghs;
  game::LayoutRequest req;
  req.data = ghs.string();
  const auto one = kVgbImporter.import_one(req, src("data/vgb/scenarios/solo/16.json"));
  json j = json::parse(one.text);
  ASSERT_TRUE(j["map"].contains("rules")) << one.text.substr(0, 400);
  j["round"]["number"] = 2;
  json characters = json::array();
  for (const json& f : j["figures"])
    if (f["kind"] == "character") characters.push_back(f);
  j["figures"] = characters;
  TurnWorkspace ws;
  const RoundOutcome o = play_round(read_round(j, "solo-16.json"), profile_for(RuleSet::Gloomhaven),
                                    RoundRequest{}, ws);
  std::string notes;
  for (const std::string& n : o.notes) notes += n + "\n";
  EXPECT_THAT(notes, ::testing::HasSubstr("R % 4 == 2): ice becomes strong"));
  EXPECT_THAT(notes, ::testing::HasSubstr("R % 4 == 3 is false in round 2"));
  EXPECT_EQ(o.elements[static_cast<std::size_t>(Element::Ice)], ElementState::Waning);
  // Round 1 (as imported): air, set up as the round starts, wanes; ice is not made strong.
  j["round"]["number"] = 1;
  const RoundOutcome first = play_round(read_round(j, "solo-16.json"),
                                        profile_for(RuleSet::Gloomhaven), RoundRequest{}, ws);
  EXPECT_EQ(first.elements[static_cast<std::size_t>(Element::Ice)], ElementState::Inert);
  EXPECT_EQ(first.elements[static_cast<std::size_t>(Element::Air)], ElementState::Waning);
  // Round 5 (R % 4 == 1): air again, though the file starts with none.
  j["round"]["number"] = 5;
  j.erase("elements");
  const RoundOutcome fifth = play_round(read_round(j, "solo-16.json"),
                                        profile_for(RuleSet::Gloomhaven), RoundRequest{}, ws);
  EXPECT_EQ(fifth.elements[static_cast<std::size_t>(Element::Air)], ElementState::Waning);
}

// The Test Brute's hit points multiplied by the characters once room 2 is revealed (tile a2b,
// behind door 0 of the two-room layout; "HxC" added to the printed 9: 36 for 3 characters).
constexpr const char* kRoomChange = R"({
  "rooms": [{"roomNumber": 1, "ref": "A1a"},
            {"roomNumber": 2, "ref": "A2b", "monster": [{"name": "test-brute", "player3": "normal"}]}],
  "rules": [{"round": "true", "always": true, "requiredRooms": [2], "statEffects": [
    {"identifier": {"type": "monster", "name": "test-brute"}, "statEffect": {"health": "HxC"}}]}]})";

// The layout with no monster in the starting room: only door 0's room holds a Test Brute.
Layout one_brute_behind_the_door() {
  const std::string file = src("tests/data/import/vgb/two-rooms.json");
  Layout l = read_vgb(load(file), file);
  for (Room& r : l.rooms)
    if (r.door == -1) r.standees.clear();
  return l;
}

TEST(GhsRoundRules, AStatChangeOnARoomsRevealIsTheTypesDoorChange) {
  const Layout l = one_brute_behind_the_door();
  const json ghs = json::parse(kRoomChange);
  ImportOptions o;
  o.characters = 3;
  o.data.dir = src("tests/data/import/ghs");
  o.source = "two-rooms.json";
  o.rules = read_ghs_rules(ghs, "s.json", 3, 1);
  EXPECT_TRUE(o.rules.not_set_up.empty());
  resolve_ghs_reveals(l, ghs, "s.json", o.rules);
  ASSERT_EQ(o.rules.room_stat_effects.size(), 1u);
  EXPECT_EQ(o.rules.room_stat_effects[0].doors, std::vector<int>{0});
  json j = import_vgb(l, o);
  const json& t = j["monster_types"]["Test Brute"];
  EXPECT_EQ(t["normal"]["hp"], 9);  // printed until the door opens
  ASSERT_EQ(t["door_changes"].size(), 1u) << t.dump();
  EXPECT_EQ(t["door_changes"][0]["name"], "scenario 901, special rule 1");
  EXPECT_EQ(t["door_changes"][0]["doors"], json::parse("[0]"));
  // "HxC" names the printed value: 9 x 3 and 12 x 3 (a formula of it replaces it).
  EXPECT_EQ(t["door_changes"][0]["normal"]["hp"], 27);
  EXPECT_EQ(t["door_changes"][0]["elite"]["hp"], 36);
  EXPECT_NE(j["notes"].get<std::string>().find("once room 2 is revealed (map.doors [0])"),
            std::string::npos);
  // Played: C1 steps from the door's west neighbour onto it; the brute is placed at 27.
  const json door = j["map"]["doors"][0]["hex"];
  json c1;
  for (const json& f : j["figures"])
    if (f["id"] == "C1") c1 = f;
  c1["hex"] = json::array({door[0].get<int>() - 1, door[1]});
  c1["actions"] = json::parse("[]");
  c1["actions"].push_back({{"move", json::array({door})}});
  j["figures"] = json::array({c1});
  TurnWorkspace ws;
  const RoundOutcome r = play_round(read_round(j, "two-rooms.json"),
                                    profile_for(RuleSet::Gloomhaven), RoundRequest{}, ws);
  ASSERT_EQ(r.summoned.size(), 1u);
  for (const FigureEnd& f : r.end)
    if (f.id == r.summoned[0].first) {
      EXPECT_EQ(f.max_hp, 27) << f.id;
    }
}

// A room the data gives no tile is the layout's room holding the same monsters, when one
// door's rooms alone hold them; otherwise the change stays a warning saying why.
TEST(GhsRoundRules, ARoomWithoutATileIsFoundByItsMonsters) {
  json ghs = json::parse(kRoomChange);
  ghs["rooms"][1].erase("ref");
  GhsRules rules = read_ghs_rules(ghs, "s.json", 3, 1);
  resolve_ghs_reveals(one_brute_behind_the_door(), ghs, "s.json", rules);
  ASSERT_EQ(rules.room_stat_effects.size(), 1u);
  EXPECT_EQ(rules.room_stat_effects[0].doors, std::vector<int>{0});
  // The starting room holds a Test Brute too: two rooms, not one door's.
  const std::string file = src("tests/data/import/vgb/two-rooms.json");
  rules = read_ghs_rules(ghs, "s.json", 3, 1);
  resolve_ghs_reveals(read_vgb(load(file), file), ghs, "s.json", rules);
  EXPECT_TRUE(rules.room_stat_effects.empty());
  EXPECT_TRUE(said(rules.not_set_up,
                   "rule 1 (once room 2 is revealed): test-brute: a special rule changes its "
                   "stat card; not set up (the data gives no tile for room 2, and 2 of the "
                   "layout's rooms hold its monsters)"));
  // Two rooms together wait for both: a warning.
  ghs["rules"][0]["requiredRooms"] = json::parse("[1, 2]");
  rules = read_ghs_rules(ghs, "s.json", 3, 1);
  EXPECT_TRUE(said(rules.not_set_up, "it waits for rooms 1, 2 together"));
}

}  // namespace
}  // namespace arbiter::gloomhaven::import
