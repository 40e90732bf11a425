// The format-1 loader: the limits, the valid forms, build_board and every conformance file.
// Bad input, one test per class, is in scenario_bad_input_test.cpp.
#include "solver/gloomhaven/scenario.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/generate.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "tests/solver/gloomhaven/scenario_fixture.hpp"

namespace arbiter::gloomhaven {
namespace {

using json = nlohmann::json;
using pathing::Coord;
using scenario::ScenarioError;
using ::testing::HasSubstr;
using namespace fixture;

// ---------------------------------------------------------------------------------------
// Sizes beyond any real game (docs/format.md, "Limits"): refused with the limit named.

// A turn searches the whole map a few times: 1048576 hexes at most, in any shape, refused
// before a hex is stored. The limit itself is accepted.
TEST(ScenarioLimits, MapHexes) {
  expect_doc_error(
      [](json& j) {
        j["map"]["hexes"] = {{"columns", 2048}, {"rows", 513}};
      },
      "map.hexes", "a map of 1050624 hexes is beyond what a turn is solved on (limit 1048576)");
  json j = json::parse(kDocExample);
  j["map"]["hexes"] = {{"columns", 4096}, {"rows", 256}};
  EXPECT_EQ(parse_scenario(j.dump(), "x.json").map.hexes.size(), 1048576u);
  GeneratorOptions o;
  o.columns = 4096;
  o.rows = 4096;
  EXPECT_THROW(generate_scenario(o), std::invalid_argument);
}

TEST(ScenarioLimits, AttackRange) {
  expect_doc_error([](json& j) { j["turn"]["attack"]["range"] = 21; }, "turn.attack.range",
                   "range 21 is beyond any ability card (limit 20)");
  json j = json::parse(kDocExample);
  j["turn"]["attack"]["range"] = 20;
  EXPECT_EQ(parse(j.dump()).turn.attack->range, 20);
}

TEST(ScenarioLimits, AreaOfEffectSizeAndReach) {
  const auto area = [](int hexes, int far) {
    return [=](json& j) {
      json offsets = json::array();
      for (int i = 1; i <= hexes; ++i) offsets.push_back({i % 4 + 1, -(i / 4)});
      if (far > 0) offsets.back() = {far, 0};
      j["turn"]["attack"] = {
          {"range", 0}, {"targets", 1}, {"aoe", {{"melee", true}, {"hexes", offsets}}}};
    };
  };
  expect_doc_error(area(20, 0), "turn.attack.aoe.hexes",
                   "20 hexes, a larger area than any ability card's (limit 19)");
  expect_doc_error(area(3, 7), "turn.attack.aoe.hexes[2]",
                   "offset [7, 0] is 7 hexes from [0, 0], farther than any ability card's area "
                   "reaches (limit 6)");
  // The drawn form counts from its origin.
  expect_doc_error(
      [](json& j) {
        j["turn"]["attack"]["aoe"] = {
            {"melee", false},
            {"pattern", {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {7, 0}}}};
      },
      "turn.attack.aoe.pattern[7]", "is 7 hexes from [0, 0]");
}

TEST(ScenarioLimits, FigureCount) {
  json j = json::parse(kDocExample);
  j["map"]["hexes"] = {{"columns", 200}, {"rows", 60}};
  json figures = json::array();
  figures.push_back(j["figures"][0]);
  for (int i = 0; i < 10000; ++i) {
    figures.push_back({{"id", "S" + std::to_string(i)},
                       {"side", "monsters"},
                       {"kind", "monster"},
                       {"hex", {10 + i % 190, i / 190}}});
  }
  j["figures"] = figures;
  expect_error(error_of(j.dump()), "figures",
               "10001 figures, more than Arbiter weighs in one turn (limit 10000)");
}

// The read limit: a file past it is refused before it is parsed; an endless stream after
// reading no more than the limit.
TEST(ScenarioLimits, FileSize) {
  const auto path = std::filesystem::temp_directory_path() / "arbiter-limit-test.json";
  std::ofstream(path) << kDocExample;
  const std::uint64_t saved = scenario::file_size_limit();
  scenario::set_file_size_limit(100);
  try {
    scenario::read_file_text(path.string());
    ADD_FAILURE() << "no error";
  } catch (const ScenarioError& e) {
    EXPECT_EQ(e.place(), "(file)");
    EXPECT_EQ(e.problem(),
              "the file is larger than Arbiter reads; --max-file-size raises the limit (limit "
              "100 bytes)");
  }
  scenario::set_file_size_limit(1 << 16);
  try {
    scenario::read_file_text("/dev/zero");
    ADD_FAILURE() << "no error";
  } catch (const ScenarioError& e) {
    EXPECT_EQ(e.file(), "/dev/zero");
    EXPECT_THAT(e.problem(), HasSubstr("(limit 65536 bytes)"));
  }
  scenario::set_file_size_limit(saved);
  EXPECT_EQ(scenario::read_file_text(path.string()), kDocExample);
  std::filesystem::remove(path);
}

// ---------------------------------------------------------------------------------------
// Valid input.

TEST(ScenarioLoad, DocExample) {
  const Scenario s = parse(kDocExample);
  EXPECT_EQ(s.path, "<memory>");
  EXPECT_EQ(s.game, "gloomhaven");
  EXPECT_EQ(s.name, "ranged-steps-back");
  EXPECT_THAT(s.notes, HasSubstr("steps away"));
  EXPECT_FALSE(s.rules.has_value());
  EXPECT_FALSE(s.coordinates.axial);
  EXPECT_EQ(s.coordinates.offset, pathing::OffsetSystem::EvenQ);
  ASSERT_TRUE(s.map.rectangle.has_value());
  EXPECT_EQ(*s.map.rectangle, std::make_pair(8, 5));
  ASSERT_EQ(s.map.terrain.size(), 1u);
  EXPECT_EQ(s.map.terrain[0].first, (Coord{3, 0}));  // even-q [3, 2]
  EXPECT_EQ(s.map.terrain[0].second, TerrainType::Obstacle);
  ASSERT_EQ(s.figures.size(), 2u);
  EXPECT_EQ(s.figures[0].id, "C1");
  EXPECT_EQ(s.figures[0].hex, (Coord{4, 0}));
  EXPECT_EQ(s.figures[0].initiative, 20);
  EXPECT_EQ(s.figures[1].hex, (Coord{5, -1}));  // even-q [5, 2]
  EXPECT_EQ(s.figures[1].kind, Kind::Monster);
  EXPECT_EQ(s.figures[1].side, Side::Monsters);
  EXPECT_EQ(s.figures[1].rank, Rank::Normal);
  EXPECT_EQ(s.figures[1].standee, 1);
  EXPECT_EQ(s.turn.figure, "A");
  EXPECT_EQ(s.turn.move, 2);
  EXPECT_EQ(s.turn.movement, Movement::Normal);
  ASSERT_TRUE(s.turn.attack.has_value());
  EXPECT_EQ(s.turn.attack->range, 3);
  EXPECT_EQ(s.turn.attack->targets, 1);
  EXPECT_FALSE(s.turn.attack->all_targets);
  ASSERT_EQ(s.expect.size(), 1u);
  const auto& options = s.expect.at(RuleSet::Gloomhaven);
  ASSERT_EQ(options.size(), 3u);
  EXPECT_EQ(options[0].destination, (Coord{6, -1}));  // even-q [6, 2]
  EXPECT_EQ(options[1].destination, (Coord{6, -2}));  // even-q [6, 1]
  EXPECT_EQ(options[2].destination, (Coord{5, -2}));  // even-q [5, 1]
  EXPECT_EQ(options[0].targets, std::vector<std::string>{"C1"});
  EXPECT_FALSE(options[0].focus.has_value());
}

TEST(ScenarioLoad, AllFieldsAxial) {
  const Scenario s = parse(kAxialBase);
  EXPECT_EQ(s.title, "All the parts");
  EXPECT_EQ(s.rules, RuleSet::Frosthaven);
  EXPECT_TRUE(s.coordinates.axial);
  EXPECT_FALSE(s.map.rectangle.has_value());
  EXPECT_EQ(s.map.hexes.size(), 8u);
  EXPECT_EQ(s.map.hexes[6], (Coord{-1, 2}));
  ASSERT_EQ(s.map.thin_walls.size(), 1u);
  EXPECT_EQ(s.map.thin_walls[0], std::make_pair(Coord{0, 0}, Coord{1, 0}));
  const Figure* c1 = s.find_figure("C1");
  ASSERT_NE(c1, nullptr);
  EXPECT_EQ(c1->secondary_initiative, 40);
  EXPECT_EQ(c1->hp, 8);
  EXPECT_EQ(c1->max_hp, 10);
  EXPECT_TRUE(c1->has(Condition::Poison));
  EXPECT_TRUE(c1->has(Condition::Ward));
  EXPECT_FALSE(c1->has(Condition::Muddle));
  const Figure* s1 = s.find_figure("S1");
  ASSERT_NE(s1, nullptr);
  EXPECT_EQ(s1->kind, Kind::Summon);
  EXPECT_EQ(s1->summoner, "C1");
  EXPECT_EQ(s1->summon_order, 1);
  const Figure* m1 = s.find_figure("M1");
  ASSERT_NE(m1, nullptr);
  EXPECT_EQ(m1->type, "Bandit Guard");
  EXPECT_EQ(m1->rank, Rank::Elite);
  EXPECT_EQ(m1->standee, 3);
  EXPECT_TRUE(m1->has(Condition::Muddle));
  EXPECT_EQ(s.find_figure("nobody"), nullptr);
  EXPECT_EQ(s.turn.movement, Movement::Jump);
  EXPECT_TRUE(s.turn.flying);
  ASSERT_TRUE(s.turn.attack.has_value());
  EXPECT_TRUE(s.turn.attack->all_targets);
  ASSERT_TRUE(s.turn.attack->aoe.has_value());
  EXPECT_TRUE(s.turn.attack->aoe->melee);
  EXPECT_EQ(s.turn.attack->aoe->hexes, (std::vector<Coord>{{-1, 0}, {-1, 1}}));
}

TEST(ScenarioLoad, ExpectParsing) {
  const Scenario s = parse(kAxialBase);
  ASSERT_EQ(s.expect.size(), 2u);
  const auto& fh = s.expect.at(RuleSet::Frosthaven);
  ASSERT_EQ(fh.size(), 1u);
  EXPECT_EQ(fh[0].destination, (Coord{1, 0}));
  EXPECT_EQ(fh[0].targets, (std::vector<std::string>{"C1", "S1"}));
  EXPECT_EQ(fh[0].focus, "C1");
  const auto& jotl = s.expect.at(RuleSet::Jotl);
  ASSERT_EQ(jotl.size(), 1u);
  EXPECT_TRUE(jotl[0].targets.empty());
  EXPECT_FALSE(jotl[0].focus.has_value());
  EXPECT_EQ(s.expect.count(RuleSet::Gloomhaven), 0u);
}

TEST(ScenarioLoad, NullAttackAndNoExpect) {
  json j = json::parse(kDocExample);
  j["turn"]["attack"] = nullptr;
  j.erase("expect");
  const Scenario s = parse(j.dump());
  EXPECT_FALSE(s.turn.attack.has_value());
  EXPECT_TRUE(s.expect.empty());
}

// A one-figure scenario in `system` whose map is just `hex`; returns the figure's axial hex.
Coord figure_hex_in(const std::string& system, Coord hex) {
  json j = json::parse(kDocExample);
  j["coordinates"] = system;
  j["map"] = {{"hexes", {{hex.q, hex.r}}}};
  j["figures"] = {
      {{"id", "A"}, {"side", "monsters"}, {"kind", "monster"}, {"hex", {hex.q, hex.r}}}};
  j.erase("expect");
  return parse(j.dump()).figures.at(0).hex;
}

TEST(ScenarioLoad, OffsetConversion) {
  // Worked by hand from the format's formulas.
  EXPECT_EQ(figure_hex_in("even-q", {5, 2}), (Coord{5, -1}));  // r = 2 - (5 + 1) / 2
  EXPECT_EQ(figure_hex_in("odd-q", {5, 2}), (Coord{5, 0}));    // r = 2 - (5 - 1) / 2
  EXPECT_EQ(figure_hex_in("odd-r", {2, 5}), (Coord{0, 5}));    // q = 2 - (5 - 1) / 2
  EXPECT_EQ(figure_hex_in("even-r", {2, 5}), (Coord{-1, 5}));  // q = 2 - (5 + 1) / 2
  EXPECT_EQ(figure_hex_in("even-q", {4, 3}), (Coord{4, 1}));   // r = 3 - (4 + 0) / 2
  EXPECT_EQ(figure_hex_in("axial", {5, 2}), (Coord{5, 2}));
}

TEST(ScenarioLoad, RectangleExpansion) {
  json j = json::parse(kDocExample);
  j["map"]["hexes"] = {{"columns", 7}, {"rows", 3}};
  j["map"].erase("terrain");
  j["figures"][0]["hex"] = {6, 2};
  j["figures"][1]["hex"] = {0, 0};
  j.erase("expect");
  const Scenario s = parse(j.dump());
  ASSERT_EQ(s.map.hexes.size(), 21u);
  // Every [col, row] of the rectangle, once.
  for (int col = 0; col < 7; ++col) {
    for (int row = 0; row < 3; ++row) {
      const Coord a = s.coordinates.to_axial({col, row});
      EXPECT_EQ(std::count(s.map.hexes.begin(), s.map.hexes.end(), a), 1) << col << "," << row;
    }
  }
  EXPECT_EQ(s.figures[0].hex, (Coord{6, -1}));
}

TEST(ScenarioLoad, IsWallCoversWallsAndOutside) {
  const Scenario s = parse(kAxialBase);
  EXPECT_TRUE(s.is_wall({2, 1}));
  EXPECT_FALSE(s.is_wall({0, 0}));
  EXPECT_FALSE(s.is_wall({0, 2}));  // a trap
  EXPECT_TRUE(s.is_wall({5, 5}));   // outside the map behaves as a wall
  const Scenario doc = parse(kDocExample);
  EXPECT_FALSE(doc.is_wall({7, -3}));  // even-q [7, 1]
  EXPECT_TRUE(doc.is_wall({8, 0}));
}

TEST(ScenarioLoad, BuildBoard) {
  const Scenario s = parse(kAxialBase);
  const pathing::Board b = build_board(s);
  EXPECT_EQ(b.topology(), pathing::Topology::Hex);
  EXPECT_EQ(b.size(), 7u);  // eight map hexes, one of them a wall
  EXPECT_FALSE(b.find({2, 1}).has_value());
  // Cells in file order, walls skipped.
  EXPECT_EQ(b.coord(0), (Coord{0, 0}));
  EXPECT_EQ(b.coord(5), (Coord{-1, 2}));
  EXPECT_EQ(b.terrain(*b.find({0, 2})), pathing::Terrain::Trap);
  EXPECT_EQ(b.terrain(*b.find({-1, 2})), pathing::Terrain::Icy);
  EXPECT_EQ(b.terrain(*b.find({0, 0})), pathing::Terrain::Open);
  const auto a = *b.find({0, 0});
  const auto east = *pathing::direction_between(pathing::Topology::Hex, {0, 0}, {1, 0});
  EXPECT_TRUE(b.thin_wall(a, east));
  EXPECT_FALSE(b.open_edge(a, east));
  const auto south = *pathing::direction_between(pathing::Topology::Hex, {0, 0}, {0, 1});
  EXPECT_FALSE(b.thin_wall(a, south));
  EXPECT_TRUE(b.open_edge(a, south));

  const pathing::Board doc = build_board(parse(kDocExample));
  EXPECT_EQ(doc.size(), 40u);
  EXPECT_EQ(doc.terrain(*doc.find({3, 0})), pathing::Terrain::Obstacle);
}

// build_board looks terrain up over the hexes' bounding box, or by hash where the box is
// much larger than the map: either way a hex listed twice keeps its first terrain (a
// Scenario assembled by hand; the loader refuses it) and terrain far from the map is read.
TEST(ScenarioLoad, BuildBoardLooksTerrainUpTheSameDenseOrSparse) {
  for (const bool sparse : {false, true}) {
    Scenario s = parse(kAxialBase);
    s.map.terrain.push_back({{0, 0}, TerrainType::Difficult});
    s.map.terrain.push_back({{0, 0}, TerrainType::Trap});
    if (sparse) {
      s.map.hexes.push_back({5000, 5000});
      s.map.terrain.push_back({{5000, 5000}, TerrainType::Hazardous});
    }
    // A wall off the map (outside the box): a thin wall along it adds nothing.
    s.map.terrain.push_back({{-7000, 9}, TerrainType::Wall});
    s.map.thin_walls.push_back({{-7000, 9}, {0, 0}});
    const pathing::Board b = build_board(s);
    EXPECT_EQ(b.size(), sparse ? 8u : 7u);
    EXPECT_EQ(b.terrain(*b.find({0, 0})), pathing::Terrain::Difficult) << sparse;
    EXPECT_EQ(b.terrain(*b.find({0, 2})), pathing::Terrain::Trap) << sparse;
    EXPECT_FALSE(b.find({2, 1}).has_value()) << sparse;  // a wall
    if (sparse) {
      EXPECT_EQ(b.terrain(*b.find({5000, 5000})), pathing::Terrain::Hazardous);
    }
  }
}

TEST(ScenarioLoad, ThinWallAlongAWallIsAccepted) {
  json j = json::parse(kAxialBase);
  j["map"]["thin_walls"].push_back({{1, 1}, {2, 1}});  // [2, 1] is a wall
  const Scenario s = parse(j.dump());
  const pathing::Board b = build_board(s);
  EXPECT_EQ(b.size(), 7u);
}

TEST(ScenarioLoad, Names) {
  for (RuleSet r : kAllRuleSets) EXPECT_EQ(parse_rule_set(rule_set_name(r)), r);
  EXPECT_EQ(rule_set_name(RuleSet::Gloomhaven2e), "gloomhaven2e");
  EXPECT_FALSE(parse_rule_set("gloomhaven3").has_value());
  for (int i = 0; i < static_cast<int>(Condition::Count); ++i) {
    const auto c = static_cast<Condition>(i);
    EXPECT_EQ(parse_condition(condition_name(c)), c);
  }
  EXPECT_EQ(condition_name(Condition::Enfeeble), "enfeeble");
  EXPECT_EQ(parse_condition("immobilize"), Condition::Immobilize);
  EXPECT_FALSE(parse_condition("Poison").has_value());
  EXPECT_EQ(terrain_name(TerrainType::Hazardous), "hazardous");
  EXPECT_EQ(parse_terrain("icy"), TerrainType::Icy);
  EXPECT_FALSE(parse_terrain("lava").has_value());
}

TEST(ScenarioLoad, LoadFileSetsPath) {
  const auto dir = std::filesystem::temp_directory_path() / "arbiter_scenario_test";
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "doc.json").string();
  {
    std::ofstream out(path, std::ios::binary);
    out << kDocExample;
  }
  const Scenario s = load_scenario(path);
  EXPECT_EQ(s.path, path);
  EXPECT_EQ(s.name, "ranged-steps-back");
  std::filesystem::remove_all(dir);
}

TEST(ScenarioLoad, LargeMapLoadsQuickly) {
  // A million hexes in list form: the loader must stay linear.
  std::string text = R"({"format": 1, "game": "gloomhaven", "name": "big", "coordinates": "axial",
    "figures": [{"id": "A", "side": "monsters", "kind": "monster", "hex": [999, 999]}],
    "turn": {"figure": "A", "move": 1, "movement": "normal", "attack": null},
    "map": {"hexes": [)";
  text.reserve(14'000'000);
  for (int q = 0; q < 1000; ++q) {
    for (int r = 0; r < 1000; ++r) {
      if (q + r > 0) text += ',';
      text += '[' + std::to_string(q) + ',' + std::to_string(r) + ']';
    }
  }
  text += "]}}";
  const auto start = std::chrono::steady_clock::now();
  const Scenario s = parse(text);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(s.map.hexes.size(), 1'000'000u);
  EXPECT_LT(seconds, 10.0);  // generous for sanitizer builds; typically well under 2 s
}

TEST(ScenarioLoad, ConformanceFiles) {
  const std::filesystem::path dir =
      std::filesystem::path(ARBITER_SOURCE_DIR) / ".." / "shared" / "conformance" / "gloomhaven";
  if (!std::filesystem::is_directory(dir)) GTEST_SKIP() << "no conformance folder at " << dir;
  int loaded = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".json") continue;
    try {
      const Scenario s = load_scenario(entry.path().string());
      EXPECT_EQ(s.path, entry.path().string());
      EXPECT_FALSE(s.expect.empty()) << entry.path();
      build_board(s);
      ++loaded;
    } catch (const ScenarioError& e) {
      ADD_FAILURE() << e.what();
    }
  }
  EXPECT_GT(loaded, 0);
}

// The format's shorthands, each checked against the long form it abbreviates, so that a
// default can never drift from what it stands for; and the character-acting rule.
TEST(ScenarioDefaults, MovementOmittedMeansNormal) {
  for (const char* m : {"jump", "normal"}) {
    json j = defaults_base("odd-q");
    j["turn"]["movement"] = m;
    const Movement explicit_movement = load(j).turn.movement;
    j["turn"].erase("movement");
    EXPECT_EQ(load(j).turn.movement, Movement::Normal);
    EXPECT_EQ(explicit_movement == Movement::Normal, std::string(m) == "normal");
  }
}

TEST(ScenarioDefaults, SchemaFieldAcceptedAsString) {
  json j = defaults_base("odd-q");
  j["$schema"] = "../docs/schema/scenario-1.schema.json";
  EXPECT_EQ(load(j).name, "defaults");
  j["$schema"] = 3;
  const auto e = error_of_json(j);
  EXPECT_EQ(e.place(), "[\"$schema\"]");  // quoted: not a plain identifier
  EXPECT_THAT(e.problem(), HasSubstr("expected a string"));
}

TEST(ScenarioDefaults, MonsterAllyFightsMonsters) {
  json j = defaults_base("odd-q");
  j["figures"].push_back({{"id", "A1"},
                          {"side", "players"},
                          {"kind", "monster"},
                          {"hex", {2, 3}},
                          {"type", "Hound"},
                          {"rank", "elite"}});
  j["turn"] = {{"figure", "A1"}, {"move", 0}, {"attack", {{"range", 0}, {"targets", 1}}}};
  const Scenario s = load(j);
  const pathing::Board b = build_board(s);
  TurnWorkspace ws;
  const auto d = decide_turn(s, b, profile_for(RuleSet::Gloomhaven), ws);
  ASSERT_EQ(d.options.size(), 1u);
  ASSERT_EQ(d.options[0].attack.targets.size(), 1u);
  EXPECT_EQ(s.figures[static_cast<std::size_t>(d.options[0].attack.targets[0])].id, "M1");
}

TEST(ScenarioDefaults, CharacterActsOnlyWhenMarked) {
  json j = defaults_base("odd-q");
  j["turn"]["figure"] = "C1";
  auto e = error_of_json(j);
  EXPECT_EQ(e.place(), "turn.figure");
  EXPECT_THAT(e.problem(), HasSubstr("monster_ai"));
  j["turn"]["monster_ai"] = true;
  EXPECT_EQ(load(j).turn.figure, "C1");
}

TEST(ScenarioDefaults, ExpectAcceptsSolveOutputFields) {
  json j = defaults_base("odd-q");
  j["expect"] = {{"gloomhaven",
                  {{{"number", 1},
                    {"destination", {3, 3}},
                    {"targets", json::array()},
                    {"focus", "C1"},
                    {"path", json::array()},
                    {"disadvantage", json::array()}}}}};
  EXPECT_EQ(load(j).expect.at(RuleSet::Gloomhaven).size(), 1u);
  j["expect"]["gloomhaven"][0]["colour"] = "red";
  EXPECT_THAT(error_of_json(j).problem(), HasSubstr("unknown field"));
}

TEST(ScenarioDefaults, MisspeltFieldsAndNamesSuggest) {
  json j = defaults_base("odd-q");
  j["turn"]["movment"] = "jump";
  auto e = error_of_json(j);
  EXPECT_EQ(e.place(), "turn.movment");
  EXPECT_THAT(e.problem(), HasSubstr("did you mean \"movement\"?"));
  j = defaults_base("odd-q");
  j["turn"]["movement"] = "jumb";
  EXPECT_THAT(error_of_json(j).problem(), HasSubstr("did you mean \"jump\"?"));
  j["turn"]["movement"] = "swim";
  EXPECT_THAT(error_of_json(j).problem(), ::testing::Not(HasSubstr("did you mean")));
}

}  // namespace
}  // namespace arbiter::gloomhaven
