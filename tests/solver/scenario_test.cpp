// The format-1 loader: one test per class of bad input (exact place, key fact in the
// message), the valid forms, build_board, and every conformance file.
#include "solver/scenario/scenario.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "solver/scenario/generate.hpp"

namespace arbiter::scenario {
namespace {

using json = nlohmann::json;
using pathing::Coord;
using ::testing::HasSubstr;

// The example of the format document, verbatim.
constexpr const char* kDocExample = R"json({
  "format": 1,
  "game": "gloomhaven",
  "name": "ranged-steps-back",
  "notes": "With a ranged attack the monster steps away from its target to avoid disadvantage.",
  "coordinates": "even-q",
  "map": {"hexes": {"columns": 8, "rows": 5},
          "terrain": {"obstacle": [[3, 2]]}},
  "figures": [
    {"id": "C1", "side": "players", "kind": "character", "hex": [4, 2], "initiative": 20},
    {"id": "A", "side": "monsters", "kind": "monster", "hex": [5, 2], "rank": "normal", "standee": 1}
  ],
  "turn": {"figure": "A", "move": 2, "movement": "normal",
           "attack": {"range": 3, "targets": 1}},
  "expect": {"gloomhaven": [{"destination": [6, 2], "targets": ["C1"]},
                            {"destination": [6, 1], "targets": ["C1"]},
                            {"destination": [5, 1], "targets": ["C1"]}]}
})json";

// A small axial map with a list of hexes, walls, terrain, thin walls and an AoE attack.
constexpr const char* kAxialBase = R"json({
  "format": 1,
  "game": "gloomhaven",
  "name": "axial-base",
  "title": "All the parts",
  "rules": "frosthaven",
  "coordinates": "axial",
  "map": {"hexes": [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1], [-1, 2], [0, 2]],
          "terrain": {"wall": [[2, 1]], "trap": [[0, 2]], "icy": [[-1, 2]]},
          "thin_walls": [[[0, 0], [1, 0]]]},
  "figures": [
    {"id": "C1", "side": "players", "kind": "character", "hex": [0, 0], "initiative": 10,
     "secondary_initiative": 40, "hp": 8, "max_hp": 10, "conditions": ["poison", "ward"]},
    {"id": "S1", "side": "players", "kind": "summon", "hex": [1, 1], "summoner": "C1",
     "summon_order": 1},
    {"id": "M1", "side": "monsters", "kind": "monster", "hex": [2, 0], "type": "Bandit Guard",
     "rank": "elite", "standee": 3, "conditions": ["muddle"]}
  ],
  "turn": {"figure": "M1", "move": 3, "movement": "jump", "flying": true,
           "attack": {"range": 0, "targets": "all",
                      "aoe": {"melee": true, "hexes": [[-1, 0], [-1, 1]]}}},
  "expect": {"frosthaven": [{"destination": [1, 0], "targets": ["C1", "S1"], "focus": "C1"}],
             "jotl": [{"destination": [2, 0], "targets": [], "focus": null}]}
})json";

Scenario parse(std::string_view text) {
  return parse_scenario(text, "test.json");
}

// The error that parsing `text` raises; fails the test when there is none.
ScenarioError error_of(std::string_view text) {
  try {
    parse(text);
  } catch (const ScenarioError& e) {
    return e;
  }
  ADD_FAILURE() << "no error for:\n" << text;
  return ScenarioError("", "", "");
}

// The error raised by `base` after `mutate` changed it.
ScenarioError error_after(const char* base, const std::function<void(json&)>& mutate) {
  json j = json::parse(base);
  mutate(j);
  return error_of(j.dump());
}

void expect_error(const ScenarioError& e, const std::string& place, const std::string& fact) {
  EXPECT_EQ(e.file(), "test.json");
  EXPECT_EQ(e.place(), place) << e.what();
  EXPECT_THAT(e.problem(), HasSubstr(fact)) << e.what();
  EXPECT_EQ(std::string(e.what()), "test.json: " + e.place() + ": " + e.problem());
}

void expect_doc_error(const std::function<void(json&)>& mutate, const std::string& place,
                      const std::string& fact) {
  expect_error(error_after(kDocExample, mutate), place, fact);
}

void expect_axial_error(const std::function<void(json&)>& mutate, const std::string& place,
                        const std::string& fact) {
  expect_error(error_after(kAxialBase, mutate), place, fact);
}

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
  const std::uint64_t saved = file_size_limit();
  set_file_size_limit(100);
  try {
    read_file_text(path.string());
    ADD_FAILURE() << "no error";
  } catch (const ScenarioError& e) {
    EXPECT_EQ(e.place(), "(file)");
    EXPECT_EQ(e.problem(),
              "the file is larger than Arbiter reads; --max-file-size raises the limit (limit "
              "100 bytes)");
  }
  set_file_size_limit(1 << 16);
  try {
    read_file_text("/dev/zero");
    ADD_FAILURE() << "no error";
  } catch (const ScenarioError& e) {
    EXPECT_EQ(e.file(), "/dev/zero");
    EXPECT_THAT(e.problem(), HasSubstr("(limit 65536 bytes)"));
  }
  set_file_size_limit(saved);
  EXPECT_EQ(read_file_text(path.string()), kDocExample);
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

// ---------------------------------------------------------------------------------------
// Bad input: the file as a whole.

TEST(ScenarioBadInput, EmptyFile) {
  expect_error(error_of(""), "(file)", "empty");
  expect_error(error_of(" \n\t "), "(file)", "empty");
}

TEST(ScenarioBadInput, InvalidJsonLineAndColumn) {
  expect_error(error_of("{\n  \"format\": 1,,\n}"), "line 2, column 15", "invalid JSON");
  expect_error(error_of("{\"format\": 1"), "line 1, column 13", "invalid JSON");
  expect_error(error_of("{} ]"), "line 1, column 4", "invalid JSON");
  // nlohmann reports a number too large for a double as out_of_range, not parse_error.
  expect_error(error_of("{\"format\": 1e400}"), "line 1, column 16", "number overflow");
  // Bytes that are not UTF-8 are escaped so the message itself stays valid UTF-8.
  expect_error(error_of("{\"name\": \"\xff\"}"), "line 1, column 11", "\\xff");
}

TEST(ScenarioBadInput, DeepNestingIsNotACrash) {
  // Refused while parsing, at the place it passes the limit (elided in the middle), before
  // anything walks the value.
  constexpr int kDepth = 200'000;
  const ScenarioError lists = error_of(std::string(kDepth, '[') + std::string(kDepth, ']'));
  EXPECT_THAT(lists.place(), HasSubstr("[0][0][...][0][0]"));
  EXPECT_LT(lists.place().size(), 200u);
  EXPECT_EQ(lists.problem(), "lists and objects nested more than 64 deep (limit 64)");
  std::string text;
  for (int i = 0; i < kDepth; ++i) text += "{\"a\":";
  text += "{\"x\": 1, \"x\": 2}" + std::string(kDepth, '}');
  const ScenarioError e = error_of(text);
  EXPECT_THAT(e.place(), HasSubstr("a.a[...].a.a"));
  EXPECT_LT(e.place().size(), 200u);
  EXPECT_THAT(e.problem(), HasSubstr("(limit 64)"));
  // Within the limit, the file's own problem is found at its place.
  text.clear();
  for (std::size_t i = 0; i + 2 < kMaxJsonDepth; ++i) text += "{\"a\":";
  text += "{\"x\": 1, \"x\": 2}" + std::string(kMaxJsonDepth - 2, '}');
  const ScenarioError d = error_of(text);
  EXPECT_THAT(d.place(), HasSubstr("a.a[...].a.a"));
  EXPECT_THAT(d.place(), ::testing::EndsWith(".a.x"));
  EXPECT_THAT(d.problem(), HasSubstr("duplicate field \"x\""));
}

TEST(ScenarioBadInput, TopLevelNotAnObject) {
  expect_error(error_of("[1, 2]"), "(top level)", "expected an object, got a list");
  expect_error(error_of("42"), "(top level)", "expected an object, got an integer");
}

TEST(ScenarioBadInput, DuplicateKey) {
  std::string text = kDocExample;
  text.replace(text.find("\"hex\": [4, 2]"), 13, "\"hex\": [4, 2], \"hex\": [4, 3]");
  expect_error(error_of(text), "figures[0].hex", "duplicate field \"hex\"");
}

TEST(ScenarioBadInput, CannotReadFile) {
  const auto expect_unreadable = [](const std::string& path) {
    try {
      load_scenario(path);
      ADD_FAILURE() << "no error for " << path;
    } catch (const ScenarioError& e) {
      EXPECT_EQ(e.file(), path);
      EXPECT_EQ(e.place(), "(file)");
      EXPECT_THAT(e.problem(), HasSubstr("cannot read file"));
    }
  };
  expect_unreadable("/nonexistent/arbiter/none.json");
  expect_unreadable(std::filesystem::temp_directory_path().string());  // a directory
}

// Bad input: fields in general.

TEST(ScenarioBadInput, MissingRequiredField) {
  expect_doc_error([](json& j) { j.erase("turn"); }, "turn", "missing required field \"turn\"");
  expect_doc_error([](json& j) { j.erase("format"); }, "format", "missing required field");
  expect_doc_error([](json& j) { j["figures"][1].erase("hex"); }, "figures[1].hex",
                   "missing required field \"hex\"");
  expect_doc_error([](json& j) { j["turn"]["attack"].erase("targets"); }, "turn.attack.targets",
                   "missing required field");
  expect_doc_error([](json& j) { j["expect"]["gloomhaven"][2].erase("targets"); },
                   "expect.gloomhaven[2].targets", "missing required field");
}

TEST(ScenarioBadInput, UnknownFieldAtEveryLevel) {
  const auto add = [](const char* where_pointer, const char* key) {
    return [=](json& j) { j[json::json_pointer(where_pointer)][key] = 1; };
  };
  expect_axial_error(add("", "colour"), "colour", "unknown field \"colour\"");
  expect_axial_error(add("/map", "walls"), "map.walls", "unknown field \"walls\"");
  expect_axial_error(add("/figures/2", "speed"), "figures[2].speed", "unknown field \"speed\"");
  expect_axial_error(add("/turn", "pierce"), "turn.pierce", "unknown field \"pierce\"");
  expect_axial_error(add("/turn/attack", "push"), "turn.attack.push", "unknown field \"push\"");
  expect_axial_error(add("/turn/attack/aoe", "shape"), "turn.attack.aoe.shape",
                     "unknown field \"shape\"");
  expect_axial_error(add("/expect/frosthaven/0", "why"), "expect.frosthaven[0].why",
                     "unknown field \"why\"");
  expect_doc_error(add("/map/hexes", "cols"), "map.hexes.cols", "unknown field \"cols\"");
}

TEST(ScenarioBadInput, WrongType) {
  expect_doc_error([](json& j) { j["format"] = "1"; }, "format",
                   "expected an integer, got a string");
  expect_doc_error([](json& j) { j["name"] = 7; }, "name", "expected a string, got an integer");
  expect_doc_error([](json& j) { j["figures"] = json::object(); }, "figures",
                   "expected a list, got an object");
  expect_doc_error([](json& j) { j["turn"] = json::array(); }, "turn",
                   "expected an object, got a list");
  expect_doc_error([](json& j) { j["turn"]["attack"] = 3; }, "turn.attack",
                   "expected an object or null, got an integer");
  expect_doc_error([](json& j) { j["figures"][0]["long_rest"] = "yes"; }, "figures[0].long_rest",
                   "expected a bool, got a string");
  expect_doc_error([](json& j) { j["notes"] = nullptr; }, "notes", "expected a string, got null");
  expect_doc_error([](json& j) { j["map"]["hexes"] = "all"; }, "map.hexes", "got a string");
}

TEST(ScenarioBadInput, IntegersRejectFloatsAndOutOfRange) {
  expect_doc_error([](json& j) { j["turn"]["move"] = 1.5; }, "turn.move",
                   "expected an integer, got a non-integer number (1.5)");
  expect_doc_error([](json& j) { j["format"] = 1.0; }, "format", "expected an integer");
  expect_doc_error([](json& j) { j["turn"]["move"] = 3'000'000'000LL; }, "turn.move",
                   "out of range");
  expect_doc_error([](json& j) { j["figures"][0]["hp"] = -3'000'000'000LL; }, "figures[0].hp",
                   "out of range");
  expect_doc_error(
      [](json& j) {
        j["figures"][0]["hex"] = {4, 1e30};
      },
      "figures[0].hex[1]", "expected an integer");
  // Hex coordinates have their own bound, far inside int32.
  expect_doc_error(
      [](json& j) {
        j["figures"][0]["hex"] = {2'000'000'000, 0};
      },
      "figures[0].hex[0]", "out of range (limit 16777216 either way)");
  // So has every integer: 2^24, whatever the field.
  expect_doc_error([](json& j) { j["figures"][0]["hp"] = 2147483647; }, "figures[0].hp",
                   "integer 2147483647 is out of range (limit 16777216 either way)");
}

// Bad input: envelope.

TEST(ScenarioBadInput, UnsupportedFormat) {
  expect_doc_error([](json& j) { j["format"] = 2; }, "format", "unsupported format 2");
}

TEST(ScenarioBadInput, UnsupportedGame) {
  expect_doc_error([](json& j) { j["game"] = "chess"; }, "game",
                   "unsupported game \"chess\"; supported games: \"gloomhaven\"");
  // Another game's file is not a Gloomhaven scenario (games::load_file reads it).
  expect_doc_error([](json& j) { j["game"] = "heroscape"; }, "game",
                   "this is a \"heroscape\" file");
}

TEST(ScenarioBadInput, EmptyName) {
  expect_doc_error([](json& j) { j["name"] = ""; }, "name", "empty");
}

TEST(ScenarioBadInput, UnknownRuleSet) {
  expect_doc_error([](json& j) { j["rules"] = "gloomhaven3"; }, "rules",
                   "unknown rule set \"gloomhaven3\"");
  expect_doc_error([](json& j) { j["expect"]["jaws"] = json::array(); }, "expect.jaws",
                   "unknown rule set \"jaws\"");
}

TEST(ScenarioBadInput, UnknownCoordinateSystem) {
  expect_doc_error([](json& j) { j["coordinates"] = "cube"; }, "coordinates",
                   "unknown coordinate system \"cube\"");
}

// Bad input: map.

TEST(ScenarioBadInput, HexNotAPairOfIntegers) {
  expect_doc_error([](json& j) { j["figures"][1]["hex"] = {5}; }, "figures[1].hex",
                   "pair of integers");
  expect_doc_error(
      [](json& j) {
        j["figures"][1]["hex"] = {5, 2, 0};
      },
      "figures[1].hex", "a list of 3 values");
  expect_doc_error([](json& j) { j["figures"][1]["hex"] = "5,2"; }, "figures[1].hex",
                   "got a string");
  expect_doc_error(
      [](json& j) {
        j["figures"][1]["hex"] = {5, "2"};
      },
      "figures[1].hex[1]", "expected an integer, got a string");
  expect_axial_error(
      [](json& j) {
        j["map"]["hexes"][3] = {{"q", 0}};
      },
      "map.hexes[3]", "pair of integers");
}

TEST(ScenarioBadInput, RectangleWithAxial) {
  expect_axial_error(
      [](json& j) {
        j["map"]["hexes"] = {{"columns", 4}, {"rows", 4}};
      },
      "map.hexes", "offset coordinate system");
}

TEST(ScenarioBadInput, RectangleSizes) {
  expect_doc_error([](json& j) { j["map"]["hexes"]["columns"] = 0; }, "map.hexes.columns",
                   "between 1 and 4096, got 0");
  expect_doc_error([](json& j) { j["map"]["hexes"]["rows"] = -2; }, "map.hexes.rows",
                   "between 1 and 4096, got -2");
  expect_doc_error([](json& j) { j["map"]["hexes"]["rows"] = 5000; }, "map.hexes.rows",
                   "between 1 and 4096, got 5000");
  expect_doc_error([](json& j) { j["map"]["hexes"].erase("rows"); }, "map.hexes.rows",
                   "missing required field");
}

TEST(ScenarioBadInput, DuplicateMapHex) {
  expect_axial_error(
      [](json& j) {
        j["map"]["hexes"].push_back({1, 0});
      },
      "map.hexes[8]", "hex [1, 0] is listed twice (first at map.hexes[1])");
}

TEST(ScenarioBadInput, MapTooWide) {
  expect_axial_error(
      [](json& j) {
        j["map"]["hexes"].push_back({10'000'000, 10'000'000});
      },
      "map.hexes", "at most");
}

TEST(ScenarioBadInput, TerrainNotOnMap) {
  expect_doc_error(
      [](json& j) {
        j["map"]["terrain"]["trap"] = {{8, 0}};
      },
      "map.terrain.trap[0]", "hex [8, 0] is not on the map");
}

TEST(ScenarioBadInput, TerrainTwoTypes) {
  // Keys are read in the order nlohmann's object keeps (sorted): "obstacle" before "trap".
  expect_doc_error(
      [](json& j) {
        j["map"]["terrain"]["trap"] = {{1, 1}, {3, 2}};
      },
      "map.terrain.trap[1]",
      "hex [3, 2] already has terrain \"obstacle\" (map.terrain.obstacle[0])");
  expect_doc_error(
      [](json& j) {
        j["map"]["terrain"]["obstacle"].push_back({3, 2});
      },
      "map.terrain.obstacle[1]", "already has terrain");
}

TEST(ScenarioBadInput, UnknownTerrainType) {
  expect_doc_error(
      [](json& j) {
        j["map"]["terrain"]["lava"] = {{1, 1}};
      },
      "map.terrain.lava", "unknown terrain type \"lava\"");
}

TEST(ScenarioBadInput, ThinWallNotTwoHexes) {
  expect_axial_error(
      [](json& j) {
        j["map"]["thin_walls"][0] = {{0, 0}};
      },
      "map.thin_walls[0]", "two hexes");
  expect_axial_error(
      [](json& j) {
        j["map"]["thin_walls"][0] = {0, 0};
      },
      "map.thin_walls[0][0]", "pair of integers");
}

TEST(ScenarioBadInput, ThinWallNotNeighbours) {
  expect_axial_error(
      [](json& j) {
        j["map"]["thin_walls"].push_back({{0, 0}, {2, 0}});
      },
      "map.thin_walls[1]", "not neighbours");
  expect_axial_error(
      [](json& j) {
        j["map"]["thin_walls"].push_back({{1, 1}, {1, 1}});
      },
      "map.thin_walls[1]", "not neighbours");
}

TEST(ScenarioBadInput, ThinWallNotOnMap) {
  expect_axial_error(
      [](json& j) {
        j["map"]["thin_walls"].push_back({{2, 0}, {3, 0}});
      },
      "map.thin_walls[1][1]", "hex [3, 0] is not on the map");
}

// Bad input: figures.

TEST(ScenarioBadInput, FigureNotOnMap) {
  expect_doc_error(
      [](json& j) {
        j["figures"][0]["hex"] = {8, 2};
      },
      "figures[0].hex", "hex [8, 2] is not on the map");
  expect_doc_error(
      [](json& j) {
        j["figures"][0]["hex"] = {-1, 0};
      },
      "figures[0].hex", "not on the map");
}

TEST(ScenarioBadInput, FigureOnWall) {
  expect_axial_error(
      [](json& j) {
        j["figures"][1]["hex"] = {2, 1};
      },
      "figures[1].hex", "hex [2, 1] is a wall (map.terrain.wall[0])");
}

TEST(ScenarioBadInput, TwoFiguresOnOneHex) {
  expect_doc_error(
      [](json& j) {
        j["figures"][1]["hex"] = {4, 2};
      },
      "figures[1].hex", "already holds figures[0]");
}

TEST(ScenarioBadInput, DuplicateFigureId) {
  expect_doc_error([](json& j) { j["figures"][1]["id"] = "C1"; }, "figures[1].id",
                   "duplicate figure id \"C1\" (also figures[0])");
}

TEST(ScenarioBadInput, EmptyFigureId) {
  expect_doc_error([](json& j) { j["figures"][1]["id"] = ""; }, "figures[1].id", "empty");
}

TEST(ScenarioBadInput, UnknownEnumValues) {
  expect_doc_error([](json& j) { j["figures"][1]["side"] = "enemies"; }, "figures[1].side",
                   "unknown side \"enemies\"");
  expect_doc_error([](json& j) { j["figures"][1]["kind"] = "boss"; }, "figures[1].kind",
                   "unknown kind \"boss\"");
  expect_doc_error([](json& j) { j["figures"][1]["rank"] = "captain"; }, "figures[1].rank",
                   "unknown rank \"captain\"");
  expect_doc_error(
      [](json& j) {
        j["figures"][1]["conditions"] = {"stun", "sleep"};
      },
      "figures[1].conditions[1]", "unknown condition \"sleep\"");
  expect_doc_error([](json& j) { j["figures"][1]["conditions"] = "stun"; }, "figures[1].conditions",
                   "expected a list");
}

TEST(ScenarioBadInput, SideDoesNotMatchKind) {
  expect_doc_error([](json& j) { j["figures"][0]["side"] = "monsters"; }, "figures[0].side",
                   "a character is on the \"players\" side");
}

TEST(ScenarioBadInput, FieldForAnotherKind) {
  expect_doc_error([](json& j) { j["figures"][0]["rank"] = "elite"; }, "figures[0].rank",
                   "only a figure of the monsters' side");
  expect_doc_error([](json& j) { j["figures"][1]["secondary_initiative"] = 30; },
                   "figures[1].secondary_initiative", "only a character");
  expect_doc_error([](json& j) { j["figures"][0]["summoner"] = "A"; }, "figures[0].summoner",
                   "only a summon");
}

TEST(ScenarioBadInput, InitiativeOutOfRange) {
  expect_doc_error([](json& j) { j["figures"][0]["initiative"] = 0; }, "figures[0].initiative",
                   "between 1 and 99, got 0");
  expect_doc_error([](json& j) { j["figures"][0]["initiative"] = 100; }, "figures[0].initiative",
                   "between 1 and 99, got 100");
}

TEST(ScenarioBadInput, NegativeStandeeAndHp) {
  expect_doc_error([](json& j) { j["figures"][1]["standee"] = -1; }, "figures[1].standee",
                   "at least 0, got -1");
  expect_doc_error([](json& j) { j["figures"][1]["hp"] = -4; }, "figures[1].hp",
                   "at least 0, got -4");
  expect_doc_error([](json& j) { j["figures"][1]["max_hp"] = -4; }, "figures[1].max_hp",
                   "at least 0");
}

TEST(ScenarioBadInput, SummonerDoesNotExist) {
  expect_axial_error([](json& j) { j["figures"][1]["summoner"] = "C9"; }, "figures[1].summoner",
                     "no figure has the id \"C9\"");
  expect_axial_error([](json& j) { j["figures"][1]["summoner"] = "S1"; }, "figures[1].summoner",
                     "its own summoner");
  expect_axial_error([](json& j) { j["figures"][1]["summoner"] = "M1"; }, "figures[1].summoner",
                     "other side");
}

// Bad input: turn.

TEST(ScenarioBadInput, TurnFigureUnknown) {
  expect_doc_error([](json& j) { j["turn"]["figure"] = "B"; }, "turn.figure",
                   "no figure has the id \"B\"");
}

TEST(ScenarioBadInput, NegativeMove) {
  expect_doc_error([](json& j) { j["turn"]["move"] = -1; }, "turn.move", "at least 0, got -1");
}

TEST(ScenarioBadInput, UnknownMovement) {
  expect_doc_error([](json& j) { j["turn"]["movement"] = "fly"; }, "turn.movement",
                   "unknown movement \"fly\"");
  expect_doc_error([](json& j) { j["turn"]["flying"] = 1; }, "turn.flying", "expected a bool");
}

TEST(ScenarioBadInput, NegativeRange) {
  expect_doc_error([](json& j) { j["turn"]["attack"]["range"] = -2; }, "turn.attack.range",
                   "at least 0, got -2");
}

TEST(ScenarioBadInput, BadTargets) {
  expect_doc_error([](json& j) { j["turn"]["attack"]["targets"] = 0; }, "turn.attack.targets",
                   "at least 1, got 0");
  expect_doc_error([](json& j) { j["turn"]["attack"]["targets"] = "some"; }, "turn.attack.targets",
                   "expected an integer >= 1 or \"all\", got \"some\"");
  expect_doc_error([](json& j) { j["turn"]["attack"]["targets"] = 2.5; }, "turn.attack.targets",
                   "expected an integer >= 1 or \"all\"");
}

TEST(ScenarioBadInput, AoeHexesNotPairs) {
  expect_axial_error([](json& j) { j["turn"]["attack"]["aoe"]["hexes"] = json::array(); },
                     "turn.attack.aoe.hexes", "at least one hex");
  expect_axial_error(
      [](json& j) {
        j["turn"]["attack"]["aoe"]["hexes"] = {1, 0};
      },
      "turn.attack.aoe.hexes[0]", "pair of integers");
  expect_axial_error(
      [](json& j) {
        j["turn"]["attack"]["aoe"]["hexes"][1] = {1, 0.5};
      },
      "turn.attack.aoe.hexes[1][1]", "expected an integer");
  expect_axial_error([](json& j) { j["turn"]["attack"]["aoe"].erase("hexes"); },
                     "turn.attack.aoe.hexes", "missing required field");
}

TEST(ScenarioBadInput, AoeMeleeNotBool) {
  expect_axial_error([](json& j) { j["turn"]["attack"]["aoe"]["melee"] = "yes"; },
                     "turn.attack.aoe.melee", "expected a bool, got a string");
}

TEST(ScenarioBadInput, AoeDuplicateOffset) {
  expect_axial_error(
      [](json& j) {
        j["turn"]["attack"]["aoe"]["hexes"].push_back({-1, 0});
      },
      "turn.attack.aoe.hexes[2]",
      "offset [-1, 0] is listed twice (first at turn.attack.aoe.hexes[0])");
}

TEST(ScenarioBadInput, AoeMeleeOwnHex) {
  expect_axial_error(
      [](json& j) {
        j["turn"]["attack"]["aoe"]["hexes"].push_back({0, 0});
      },
      "turn.attack.aoe.hexes[2]", "attacker's own hex");
  // A ranged pattern may contain its origin.
  json j = json::parse(kAxialBase);
  j["turn"]["attack"]["aoe"] = {{"melee", false}, {"hexes", {{0, 0}, {1, 0}}}};
  j["turn"]["attack"]["range"] = 3;
  EXPECT_NO_THROW(parse(j.dump()));
}

// Bad input: expect.

TEST(ScenarioBadInput, ExpectDestinationNotOnMap) {
  expect_doc_error(
      [](json& j) {
        j["expect"]["gloomhaven"][1]["destination"] = {9, 9};
      },
      "expect.gloomhaven[1].destination", "hex [9, 9] is not on the map");
  expect_axial_error(
      [](json& j) {
        j["expect"]["jotl"][0]["destination"] = {2, 1};
      },
      "expect.jotl[0].destination", "is a wall");
}

TEST(ScenarioBadInput, ExpectUnknownTarget) {
  expect_axial_error([](json& j) { j["expect"]["frosthaven"][0]["targets"][1] = "C7"; },
                     "expect.frosthaven[0].targets[1]", "no figure has the id \"C7\"");
  expect_axial_error([](json& j) { j["expect"]["frosthaven"][0]["targets"][1] = 7; },
                     "expect.frosthaven[0].targets[1]", "expected a string");
}

TEST(ScenarioBadInput, ExpectFocusNotAFigure) {
  expect_axial_error([](json& j) { j["expect"]["frosthaven"][0]["focus"] = "X"; },
                     "expect.frosthaven[0].focus", "no figure has the id \"X\"");
}

TEST(ScenarioBadInput, ExpectNotAnObject) {
  expect_doc_error([](json& j) { j["expect"] = json::array(); }, "expect",
                   "expected an object, got a list");
  expect_doc_error([](json& j) { j["expect"]["gloomhaven"] = json::object(); }, "expect.gloomhaven",
                   "expected a list, got an object");
}

TEST(ScenarioBadInput, StrangeKeysAreQuotedInPlaces) {
  expect_doc_error([](json& j) { j["map"]["terrain"]["la va"] = json::array(); },
                   "map.terrain[\"la va\"]", "unknown terrain type \"la va\"");
}

}  // namespace
}  // namespace arbiter::scenario
