// The importers of real Gloomhaven data: VGB layouts (placement, overlays, doors, standees),
// GHS stat cards and decks, the round file they make together, and the cross-check. Our own
// small files under tests/data/import/ always run; the real files in ../shared/data are
// read when present and skipped with the reason otherwise.
#include "solver/gloomhaven/import/import.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "solver/games/games.hpp"
#include "solver/gloomhaven/import/editions.hpp"
#include "solver/gloomhaven/round.hpp"
#include "solver/gloomhaven/round_file.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/scenario/json_reader.hpp"
#include "tests/support/source_files.hpp"

namespace arbiter::gloomhaven::import {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

using arbiter::testing::load;
using arbiter::testing::src;
const std::string kShared = std::string(ARBITER_SOURCE_DIR) + "/../shared/data";

ImportOptions fixture_options(int characters, int level) {
  ImportOptions o;
  o.characters = characters;
  o.level = level;
  o.data.dir = src("tests/data/import/ghs");
  o.source = "two-rooms.json";
  return o;
}

TEST(VgbCoordinates, SixTurnsComeBackAndOneTurnIsASixth) {
  const Cell about{2, 3};
  for (const Cell c : {Cell{0, 0}, Cell{5, 1}, Cell{-2, 4}, Cell{3, -3}}) {
    EXPECT_EQ(vgb_rotate(c, about, 6), c);
    EXPECT_EQ(vgb_rotate(vgb_rotate(c, about, 2), about, 4), c);
  }
  // East of the pivot, one turn: south-east (odd-r: row 1 of column 0 lies right of row 0).
  EXPECT_EQ(vgb_rotate(Cell{1, 0}, Cell{0, 0}, 1), (Cell{0, 1}));
  // Negative counts turn the same way as their absolute value (VGB's Hexagon.rotate).
  EXPECT_EQ(vgb_rotate(Cell{1, 0}, Cell{0, 0}, -1), (Cell{0, 1}));
  // Placing: the origin lands on the reference point whatever the turns.
  for (int t = 0; t < 6; ++t)
    EXPECT_EQ(vgb_place(t, Cell{4, 2}, Cell{0, 1}, Cell{0, 1}), (Cell{4, 2}));
}

TEST(VgbLayout, OurTwoRoomFileIsPlacedAsWorkedByHand) {
  const std::string file = src("tests/data/import/vgb/two-rooms.json");
  const Layout l = read_vgb(load(file), file);
  EXPECT_EQ(l.id, 901);
  ASSERT_EQ(l.rooms.size(), 2u);
  ASSERT_EQ(l.doors.size(), 1u);
  EXPECT_EQ(l.doors[0].cell, (Cell{4, 2}));
  EXPECT_EQ(l.doors[0].room, 1);
  // Room 2's cell [3, 2] (cube x 2, z 2) moved by the door (origin [0, 1] onto [4, 2]): cube
  // x 5, z 3, which odd-r writes [6, 3].
  ASSERT_EQ(l.rooms[1].standees.size(), 1u);
  EXPECT_EQ(l.rooms[1].standees[0].cell, (Cell{6, 3}));
  EXPECT_EQ(l.hazardous, (std::vector<Cell>{{5, 3}}));
  // An overlay outside every tile still adds its hex (VGB draws overlays as tiles).
  EXPECT_EQ(l.difficult, (std::vector<Cell>{{-1, 2}}));
  EXPECT_TRUE(std::binary_search(l.hexes.begin(), l.hexes.end(), Cell{-1, 2}));
  // a1a's 9 cells + two overlay hexes outside it ([-1, 2], the coin's [4, 1]); a2b's 9 cells
  // less the door's hex, which is a1a's.
  EXPECT_EQ(l.hexes.size(), 11u + 8u);
  EXPECT_EQ(l.rooms[1].cells.size(), 8u);
  ASSERT_EQ(l.traps.size(), 2u);
  EXPECT_EQ(l.traps[0].kind, TrapKind::Bear);
  EXPECT_EQ(l.starts.size(), 3u);
}

TEST(VgbLayout, BadFilesNameTheirPlace) {
  const auto problem = [](const std::string& name) -> std::string {
    const std::string file = src("tests/data/import/bad/" + name);
    try {
      read_vgb(load(file), file);
    } catch (const scenario::ScenarioError& e) {
      EXPECT_EQ(e.file(), file);
      return e.place() + ": " + e.problem();
    }
    return "accepted";
  };
  EXPECT_EQ(problem("unknown-tile.json")
                .find("mapTileData.doors[0].mapTileData.ref: unknown map tile \"z9z\""),
            0u)
      << problem("unknown-tile.json");
  EXPECT_NE(problem("rift-overlay.json").find("overlay kind \"rift\" has no meaning"),
            std::string::npos);
}

TEST(GhsData, OurStatLineAndCardsComeThroughExactly) {
  const std::string file = src("tests/data/import/ghs/gh/monster/test-brute.json");
  const GhsMonster m = read_ghs_monster(load(file), file, 1, 3);
  EXPECT_EQ(m.stats.at("normal"), json::parse(R"({"hp": 9, "move": 3, "attack": 3, "shield": 1})"));
  EXPECT_EQ(m.stats.at("elite"),
            json::parse(R"({"hp": 12, "move": 3, "attack": 4, "range": 2, "retaliate": 2,
                           "conditions": ["wound"]})"));
  ASSERT_EQ(m.not_modelled.size(), 1u);
  EXPECT_EQ(m.not_modelled[0], "elite: advantage");
  const std::string deck_file = src("tests/data/import/ghs/gh/monster/deck/test-brute.json");
  const GhsDeck d = read_ghs_deck(load(deck_file), deck_file, nullptr);
  ASSERT_EQ(d.cards.size(), 2u);
  EXPECT_EQ(d.cards[0].initiative, 11);
  EXPECT_EQ(d.cards[0].actions, json::parse(R"([{"move": "+1"},
      {"attack": "-1", "range": 3, "conditions": ["poison"]}])"));
  EXPECT_TRUE(d.cards[0].not_modelled.empty());
  // The area (odd-r hexes: the attacker's grey hex at column 0 of row 1, the target at
  // column 1 of row 0) becomes the axial offset [1, -1]; the heal on itself and the infusion
  // map; a summon the players size, with no words saying where, is kept as not modelled.
  EXPECT_TRUE(d.cards[1].shuffle);
  EXPECT_EQ(d.cards[1].actions,
            json::parse(R"([{"attack": "+0", "aoe": {"melee": true, "hexes": [[1, -1]]}},
                            {"heal": 2}, {"infuse": "fire"}])"));
  ASSERT_EQ(d.cards[1].not_modelled.size(), 1u);
  EXPECT_NE(d.cards[1].not_modelled[0].find("action 4: summon"), std::string::npos);
}

// A range, push or pull printed among a stat card's specials (the High Flame's "Range 4", the
// elite Valrath Tracker's "Push 1") is the stat card's, never a special left unplayed.
TEST(GhsData, RangePushAndPullAmongTheSpecialsAreTheStatCards) {
  const json m = json::parse(R"({"name": "test-flame", "count": 2, "stats": [
    {"level": 1, "health": 4, "movement": 0, "attack": 2, "actions": [{"type": "range", "value": 4}]},
    {"type": "elite", "level": 1, "health": 6, "movement": 1, "attack": 3, "range": 2,
     "actions": [{"type": "push", "value": 1}, {"type": "pull", "value": 2}]}]})");
  const GhsMonster g = read_ghs_monster(m, "test-flame.json", 1, 3);
  EXPECT_EQ(g.stats.at("normal"), json::parse(R"({"hp": 4, "move": 0, "attack": 2, "range": 4})"));
  EXPECT_EQ(g.stats.at("elite"), json::parse(R"({"hp": 6, "move": 1, "attack": 3, "range": 2,
                                                 "push": 1, "pull": 2})"));
  EXPECT_TRUE(g.not_modelled.empty());
}

// A solo scenario's setup is the GHS file of the layout's title: VGB and GHS number some of
// them differently. Without a file of that title (or without a title), the number decides.
TEST(GhsData, ASoloScenarioIsFoundByItsTitle) {
  const fs::path dir =
      fs::temp_directory_path() / ("arbiter-solo-title-" + std::to_string(::getpid()));
  fs::create_directories(dir / "gh" / "scenarios");
  const auto write = [&](const char* name, const char* title) {
    std::ofstream(dir / "gh" / "scenarios" / name) << json{{"name", title}}.dump();
  };
  write("solo1_first.json", "First Steps");
  write("solo2_second.json", "Caravan Escort");
  GhsData data;
  data.dir = dir.string();
  const ScenarioBook* book = scenario_book(1, true);
  ASSERT_NE(book, nullptr);
  const auto file = [&](int id, std::string_view title) {
    const auto f = data.scenario_file(*book, id, title);
    return f ? fs::path(*f).filename().string() : std::string("none");
  };
  EXPECT_EQ(file(1, "Caravan escort"), "solo2_second.json");  // letters compared, case aside
  EXPECT_EQ(file(2, "First Steps"), "solo1_first.json");
  EXPECT_EQ(file(1, ""), "solo1_first.json");
  EXPECT_EQ(file(1, "No Such Title"), "solo1_first.json");
  EXPECT_EQ(file(3, "No Such Title"), "none");
  fs::remove_all(dir);
}

// The Secretariat's deck order: in the monster's own edition a deck named by its "deck" or by
// its own name, before another edition's "deck". Forgotten Circles' Manifestation of
// Corruption names the generic "boss" deck (Gloomhaven's) and has its own beside it.
TEST(GhsData, AMonstersOwnDeckBeatsAnotherEditionsDeckOfItsDeckName) {
  const fs::path dir =
      fs::temp_directory_path() / ("arbiter-own-deck-" + std::to_string(::getpid()));
  for (const char* e : {"gh", "fc"}) fs::create_directories(dir / e / "monster" / "deck");
  const auto touch = [&](const std::string& path) { std::ofstream(dir / path) << "{}"; };
  touch("gh/monster/deck/boss.json");
  touch("fc/monster/test-lord.json");
  touch("fc/monster/deck/test-lord.json");
  touch("fc/monster/test-knight.json");
  GhsData data;
  data.dir = dir.string();
  data.editions = {"gh", "fc"};
  const auto deck = [&](const std::string& monster, const std::string& name) {
    const auto f =
        data.deck_file((dir / "fc" / "monster" / (monster + ".json")).string(), name, monster);
    return f ? fs::relative(*f, dir).string() : std::string("none");
  };
  EXPECT_EQ(deck("test-lord", "boss"), "fc/monster/deck/test-lord.json");
  EXPECT_EQ(deck("test-knight", "boss"), "gh/monster/deck/boss.json");  // no deck of its own
  touch("fc/monster/deck/boss.json");  // its "deck" in its own edition comes first
  EXPECT_EQ(deck("test-lord", "boss"), "fc/monster/deck/boss.json");
  EXPECT_EQ(deck("test-lord", "../boss"), "none");
  fs::remove_all(dir);
}

TEST(GhsData, MalformedAndMissingDataNameFileAndPlace) {
  const std::string file = src("tests/data/import/bad/ghs-malformed/gh/monster/test-brute.json");
  try {
    read_ghs_monster(load(file), file, 1, 3);
    FAIL() << "accepted";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.place(), "stats[1].movement");
    EXPECT_NE(e.problem().find("\"fast\""), std::string::npos);
  }
  const std::string vgb = src("tests/data/import/bad/missing-monster.json");
  ImportOptions o = fixture_options(3, 1);
  try {
    import_vgb(read_vgb(load(vgb), vgb), o);
    FAIL() << "accepted";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_NE(e.problem().find("has no monster \"no-such-monster\""), std::string::npos)
        << e.problem();
  }
}

// The round file our two files make loads, holds the standees for the character count, and
// its traps, money and starting hexes.
TEST(ImportVgb, OurFilesMakeARoundFileThatLoadsAndPlays) {
  const std::string file = src("tests/data/import/vgb/two-rooms.json");
  const Layout l = read_vgb(load(file), file);
  for (int chars = 2; chars <= 4; ++chars) {
    ImportOptions o = fixture_options(chars, 1);
    o.cards["test-brute"] = 7001;
    const json j = import_vgb(l, o);
    EXPECT_EQ(j["round"]["trap_damage"], 3);
    EXPECT_EQ(j["round"]["hazard_damage"], 1);
    EXPECT_NE(j["notes"].get<std::string>().find("CC BY 4.0"), std::string::npos);
    const json& brute = j["monster_types"]["Test Brute"];
    EXPECT_EQ(brute["card"]["initiative"], 11);
    int monsters = 0;
    for (const json& f : j["figures"])
      if (f["kind"] == "monster") {
        ++monsters;
        EXPECT_EQ(f["rank"], chars == 2 ? "normal" : "elite");
        EXPECT_EQ(f["hex"], json::parse("[4, 1]"));  // [3, 1] moved one column right
      }
    EXPECT_EQ(monsters, 1);
    ASSERT_EQ(j["map"]["doors"].size(), 1u);
    EXPECT_EQ(j["map"]["doors"][0]["monsters"][0]["hex"], json::parse("[7, 3]"));
    const std::string text = j.dump();
    const auto loaded = games::load_text(text, "imported.json");
    const LoadedRound r = read_round(json::parse(text), "imported.json");
    EXPECT_EQ(r.round.traps.size(), 2u);
    EXPECT_EQ(r.round.starting_hexes.size(), 3u);
    EXPECT_EQ(r.round.treasure.size(), 1u);
    EXPECT_EQ(r.round.money.size(), 1u);
    EXPECT_EQ(r.round.types.at("Test Brute").elite->conditions, bit(Condition::Wound));
    game::Workspace ws;
    game::SolveRequest req;
    req.json = true;
    (void)loaded->solve(req, ws);
  }
  // The card is drawn with the seed when not chosen, the same for the same seed.
  ImportOptions a = fixture_options(3, 1), b = a;
  EXPECT_EQ(import_vgb(l, a)["monster_types"], import_vgb(l, b)["monster_types"]);
  ImportOptions bad = a;
  bad.cards["test-brute"] = 99;
  EXPECT_THROW(import_vgb(l, bad), scenario::ScenarioError);
}

// The decks the page picks the drawn card from: every card of the type's deck, each exactly
// the card import_vgb writes when that card is chosen.
TEST(ImportVgb, EachTypesDeckListsTheCardsImportWrites) {
  const std::string file = src("tests/data/import/vgb/two-rooms.json");
  const Layout l = read_vgb(load(file), file);
  const json decks = monster_decks(l, fixture_options(2, 1));
  ASSERT_EQ(decks.size(), 1u);
  const json& brute = decks.at("Test Brute");
  EXPECT_EQ(brute.at("key"), "test-brute");
  ASSERT_EQ(brute.at("cards").size(), 2u);
  for (const json& card : brute.at("cards")) {
    ImportOptions o = fixture_options(2, 1);
    o.cards["test-brute"] = card.at("id").get<int>();
    json written = card;
    written.erase("id");
    EXPECT_EQ(import_vgb(l, o)["monster_types"]["Test Brute"]["card"], written) << card.dump();
  }
  // A card the engine cannot play whole keeps what it cannot play.
  EXPECT_TRUE(brute.at("cards")[1].contains("not_modelled"));
}

TEST(CrossCheck, OurFilesAgreeAndADifferenceIsNamed) {
  const std::string file = src("tests/data/import/vgb/two-rooms.json");
  const Layout l = read_vgb(load(file), file);
  const std::string g = src("tests/data/import/ghs/gh/scenarios/901.json");
  GhsData data;
  data.dir = src("tests/data/import/ghs");
  json ghs = load(g);
  const CrossCheck same = cross_check(l, ghs, g, data);
  EXPECT_TRUE(same.disagreements.empty());
  ghs["rooms"][1]["monster"][0]["player4"] = "normal";
  const CrossCheck differ = cross_check(l, ghs, g, data);
  ASSERT_EQ(differ.disagreements.size(), 2u);
  const Disagreement& d = differ.disagreements[0];
  EXPECT_EQ(d.monster, "test-brute");
  EXPECT_EQ(d.rank, "elite");
  EXPECT_EQ(d.characters, 4);
  EXPECT_EQ(d.vgb, 2);
  EXPECT_EQ(d.ghs, 1);
  EXPECT_EQ(differ.disagreements[1].rank, "normal");
}

// Each difference says why: GHS's own figure standing where VGB draws the monster it stands
// in for (its name begins with that monster's), and the surplus standee it replaces; counts
// that differ otherwise. A level offset is the same monster; a solo scenario compares two
// characters' counts only.
TEST(CrossCheck, EachDifferenceSaysWhy) {
  const std::string file = src("tests/data/import/vgb/two-rooms.json");
  const Layout l = read_vgb(load(file), file);
  const std::string g = src("tests/data/import/ghs/gh/scenarios/901.json");
  GhsData data;
  data.dir = src("tests/data/import/ghs");
  json ghs = load(g);
  ghs["rooms"][0]["monster"][0]["name"] = "test-brute:+1";
  EXPECT_TRUE(cross_check(l, ghs, g, data).disagreements.empty());
  ghs["rooms"][1]["monster"][0]["name"] = "test-brute-named";
  ghs["rooms"][0]["monster"][0]["player2"] = "elite";
  const CrossCheck c = cross_check(l, ghs, g, data);
  std::map<std::tuple<std::string, std::string, int>, std::string> why;
  for (const Disagreement& d : c.disagreements) why[{d.monster, d.rank, d.characters}] = d.reason;
  ASSERT_EQ(why.size(), 6u);
  EXPECT_EQ(why.at({"test-brute-named", "normal", 3}),
            "GHS's own figure with its own stat card, standing where VGB draws test-brute; the "
            "import places it on that hex");
  EXPECT_EQ(why.at({"test-brute", "normal", 3}),
            "VGB's standee where GHS places its own figure test-brute-named");
  // Two characters: VGB's normal brute is GHS's elite one (a rank drawn otherwise).
  EXPECT_EQ(why.at({"test-brute", "normal", 2}),
            "VGB draws normal where GHS places elite; the import follows GHS");
  EXPECT_EQ(why.at({"test-brute", "elite", 2}),
            "GHS places elite where VGB draws normal; the import follows GHS");
  // Four characters: the surplus elite brute is GHS's own figure's hex.
  EXPECT_EQ(why.at({"test-brute", "elite", 4}),
            "VGB's standee where GHS places its own figure test-brute-named");
  // A count more with nothing to stand for: a standee GHS does not place.
  ghs["rooms"][1]["monster"][0]["name"] = "test-brute";
  ghs["rooms"][1]["monster"][0].erase("player3");
  ghs["rooms"][0]["monster"][0]["player2"] = "normal";
  const CrossCheck more = cross_check(l, ghs, g, data);
  ASSERT_EQ(more.disagreements.size(), 1u);
  EXPECT_EQ(more.disagreements[0].reason, "VGB places more than GHS; the import follows GHS");
  // The solo comparison: two characters only.
  for (const Disagreement& d : cross_check(l, ghs, g, data, true).disagreements)
    EXPECT_EQ(d.characters, 2) << d.monster;
}

// A locked door (an altar, a breakable wall) does not open when a character enters it: the
// same round that opens the door unlocked refuses the scripted move locked.
TEST(VgbLayout, ALockedDoorIsNotOpenedByEntering) {
  const std::string file = src("scenarios/gloomhaven/rounds/door-opener-finishes-its-move.json");
  json j = load(file);
  const auto play = [&](const json& round) {
    TurnWorkspace ws;
    RoundRequest q;
    const LoadedRound r = read_round(round, file);
    q.choose = r.round.choose;
    return play_round(r, profile_for(RuleSet::Gloomhaven), q, ws);
  };
  EXPECT_NO_THROW(play(j));
  j["map"]["doors"][0]["locked"] = true;
  try {
    play(j);
    ADD_FAILURE() << "a character opened a locked door";
  } catch (const scenario::ScenarioError& e) {
    EXPECT_NE(e.problem().find("is a locked door"), std::string::npos) << e.problem();
  }
  j["map"]["doors"][0]["locked"] = "yes";
  EXPECT_THROW(read_round(j, file), scenario::ScenarioError);
}

// --- the real files, when present --------------------------------------------------------

TEST(RealData, BanditArcherStatLineAndArcherCard) {
  const std::string m = kShared + "/ghs/gh/monster/bandit-archer.json";
  const std::string d = kShared + "/ghs/gh/monster/deck/archer.json";
  if (!fs::exists(m) || !fs::exists(d)) GTEST_SKIP() << "no GHS data at " << kShared << "/ghs";
  const GhsMonster a = read_ghs_monster(load(m), m, 1, 3);
  EXPECT_EQ(a.stats.at("normal"), json::parse(R"({"hp": 5, "move": 2, "attack": 2, "range": 4})"));
  const GhsMonster a4 = read_ghs_monster(load(m), m, 4, 3);
  EXPECT_EQ(
      a4.stats.at("elite"),
      json::parse(R"({"hp": 10, "move": 3, "attack": 4, "range": 6, "conditions": ["poison"]})"));
  const GhsDeck deck = read_ghs_deck(load(d), d, nullptr);
  const auto card = std::find_if(deck.cards.begin(), deck.cards.end(),
                                 [](const GhsCard& c) { return c.id == 534; });
  ASSERT_NE(card, deck.cards.end());
  EXPECT_EQ(card->initiative, 32);
  EXPECT_EQ(card->actions, json::parse(R"([{"move": "+0"}, {"attack": "+1", "range": "-1"}])"));
}

// Every real layout imports with the real data, its own book's editions (editions.hpp),
// for every character count: nothing refused, and the file loads back.
TEST(RealData, EveryVgbFileImportsWithItsBooksData) {
  const fs::path dir = kShared + "/vgb/scenarios";
  const fs::path ghs = kShared + "/ghs";
  if (!fs::is_directory(dir) || !fs::is_directory(ghs))
    GTEST_SKIP() << "no VGB scenarios at " << dir << " or no GHS data at " << ghs;
  int imported = 0;
  std::size_t repairs = 0;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (e.path().extension() != ".json") continue;
    const std::string file = e.path().string();
    const Layout l = read_vgb(load(file), file);
    std::set<Cell> hexes(l.hexes.begin(), l.hexes.end());
    EXPECT_EQ(hexes.size(), l.hexes.size()) << file;
    const bool solo = e.path().parent_path().filename() == "solo";
    const ScenarioBook* book = scenario_book(l.id, solo);
    for (int chars = 1; chars <= 4; ++chars) {
      ImportOptions o;
      o.characters = chars;
      o.data.dir = ghs.string();
      o.data.editions.clear();
      for (const auto ed : (book ? *book : default_book()).editions)
        o.data.editions.emplace_back(ed);
      o.source = e.path().filename().string();
      std::vector<std::string> warnings;
      try {
        const json j = import_vgb(l, o, &warnings);
        read_round(j, file + " (imported)");
        ++imported;
      } catch (const scenario::ScenarioError& err) {
        ADD_FAILURE() << file << ", " << chars << " characters: " << err.what();
      }
      repairs += warnings.size();
    }
  }
  EXPECT_EQ(imported, 132 * 4);
  EXPECT_GT(repairs, 0u);  // the data's known slips (scenarios 74, 79, 88, 101, 111) repaired
}

// The data's slips, each repaired by its stated rule and listed; locked doors kept closed.
TEST(VgbLayout, TheDatasSlipsAreRepairedAndListed) {
  json v = load(src("tests/data/import/vgb/two-rooms.json"));
  json& top = v["mapTileData"];
  const auto overlay = [](const char* type, const char* sub, json cell) {
    return json{{"ref", {{"type", type}, {"subType", sub}}},
                {"direction", "default"},
                {"cells", json::array({cell})}};
  };
  // Obstacle and difficult terrain on [1, 1]; two coins on [4, 1]; a second trap on [2, 1].
  top["overlays"].push_back(overlay("difficult-terrain", "rubble", {1, 1}));
  top["overlays"].push_back(overlay("treasure", "coin", {4, 1}));
  top["overlays"].push_back(overlay("trap", "spike", {2, 1}));
  // A second standee on the first one's hex for 3 and 4 characters.
  top["monsters"].push_back({{"monster", "test-brute"},
                             {"initialX", 3},
                             {"initialY", 1},
                             {"twoPlayer", "none"},
                             {"threePlayer", "normal"},
                             {"fourPlayer", "normal"}});
  top["doors"][0]["subType"] = "altar";
  const Layout l = read_vgb(v, "slips.json");
  EXPECT_EQ(l.obstacles, (std::vector<Cell>{{1, 1}}));
  EXPECT_EQ(l.difficult, (std::vector<Cell>{{-1, 2}}));
  EXPECT_EQ(l.coins.size(), 1u);
  ASSERT_EQ(l.traps.size(), 2u);
  EXPECT_EQ(l.traps[0].kind, TrapKind::Bear);  // the first trap on [2, 1] stays
  ASSERT_EQ(l.rooms[0].standees.size(), 2u);
  EXPECT_EQ(l.rooms[0].standees[1].ranks,
            (std::array<StandeeRank, 3>{StandeeRank::None, StandeeRank::None, StandeeRank::None}));
  EXPECT_EQ(l.repairs.size(), 5u);  // terrain, two standee counts, trap, coin
  ASSERT_EQ(l.doors.size(), 1u);
  EXPECT_TRUE(l.doors[0].locked);

  std::vector<std::string> warnings;
  const json j = import_vgb(l, fixture_options(3, 1), &warnings);
  EXPECT_EQ(warnings, l.repairs);
  EXPECT_EQ(j["map"]["doors"][0]["locked"], true);
  EXPECT_NE(j["notes"].get<std::string>().find("Repaired: two money tokens on hex [4, 1]"),
            std::string::npos);
  read_round(j, "slips.json (imported)");
}

}  // namespace
}  // namespace arbiter::gloomhaven::import
