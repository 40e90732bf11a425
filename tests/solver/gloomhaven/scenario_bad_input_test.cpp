// The format-1 loader on bad input: one test per class of bad input (exact place, key fact in
// the message), from the file as a whole down to `expect`.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "solver/gloomhaven/generate.hpp"
#include "solver/gloomhaven/scenario.hpp"
#include "tests/solver/gloomhaven/scenario_fixture.hpp"

namespace arbiter::gloomhaven {
namespace {

using json = nlohmann::json;
using pathing::Coord;
using scenario::kMaxJsonDepth;
using ::testing::HasSubstr;
using namespace fixture;

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
}  // namespace arbiter::gloomhaven
