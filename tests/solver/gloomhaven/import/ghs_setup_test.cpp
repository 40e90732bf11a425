// The GHS setup over a VGB layout: GHS's counts decide, VGB's hexes hold them, every
// difference is a warning; bad data names its file and place.
#include "solver/gloomhaven/import/ghs_setup.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "solver/gloomhaven/import/editions.hpp"
#include "solver/gloomhaven/import/import.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven::import {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

std::string src(const std::string& rel) {
  return std::string(ARBITER_SOURCE_DIR) + "/" + rel;
}
json load(const std::string& path) {
  return scenario::parse_json(scenario::read_file_text(path), path);
}

// two-rooms.json: a test-brute in room 0 (normal, elite, elite for 2, 3, 4 characters) and
// one behind the door (none, normal, elite).
TEST(GhsSetup, TheBooksCountsDecideAndEachDifferenceIsNamed) {
  const std::string file = src("tests/data/import/vgb/two-rooms.json");
  Layout l = read_vgb(load(file), file);
  const json ghs = json::parse(R"({"rooms": [
    {"roomNumber": 1, "ref": "A1a", "monster": [{"name": "test-brute", "type": "normal"}]},
    {"roomNumber": 2, "ref": "A2b", "monster": [
      {"name": "test-brute", "player4": "elite"},
      {"name": "test-imp:+1", "player3": "normal", "player4": "normal"}]}]})");
  std::vector<std::string> warnings;
  apply_ghs_setup(l, read_ghs_rooms(ghs, "setup.json"), warnings);
  // 3 characters: GHS 1 normal brute (VGB 1 elite + 1 normal) and a normal imp: the
  // elite brute becomes normal, the surplus normal brute makes room for the imp.
  const Standee& first = l.rooms[0].standees[0];
  EXPECT_EQ(first.rank_for(2), StandeeRank::Normal);
  EXPECT_EQ(first.rank_for(3), StandeeRank::Normal);
  // 4 characters: GHS 1 normal and 1 elite (VGB 2 elites): the later elite becomes normal.
  EXPECT_EQ(first.rank_for(4), StandeeRank::Elite);
  ASSERT_EQ(l.rooms[1].standees.size(), 2u);
  EXPECT_EQ(l.rooms[1].standees[0].rank_for(3), StandeeRank::None);
  EXPECT_EQ(l.rooms[1].standees[0].rank_for(4), StandeeRank::Normal);
  const Standee& imp = l.rooms[1].standees[1];
  EXPECT_EQ(imp.monster, "test-imp");
  EXPECT_EQ(imp.cell, l.rooms[1].standees[0].cell);
  EXPECT_EQ(imp.rank_for(3), StandeeRank::Normal);
  // 4 characters: the brute behind the door keeps its hex, so the imp has none.
  EXPECT_EQ(imp.rank_for(4), StandeeRank::None);
  const auto said = [&](const std::string& text) {
    return std::any_of(warnings.begin(), warnings.end(),
                       [&](const std::string& w) { return w.find(text) != std::string::npos; });
  };
  EXPECT_TRUE(said("scenario 901, test-brute elite, 3 characters: VGB 1, GHS 0; following GHS"));
  EXPECT_TRUE(said("test-imp normal, 3 characters: placed on the hex VGB gives test-brute"));
  EXPECT_TRUE(said("test-imp normal, 4 characters: GHS places one more than the layout has"));
  EXPECT_TRUE(said("test-imp: GHS places it at the scenario level +1"));
}

TEST(GhsSetup, BadDataNamesTheFileAndThePlace) {
  const auto problem = [](const char* text) -> std::string {
    try {
      read_ghs_rooms(json::parse(text), "setup.json");
    } catch (const scenario::ScenarioError& e) {
      EXPECT_EQ(e.file(), "setup.json");
      return e.place() + ": " + e.problem();
    }
    return "accepted";
  };
  EXPECT_EQ(problem(R"({"rooms": {"ref": "A1a"}})").rfind("rooms: ", 0), 0u);
  EXPECT_EQ(
      problem(R"({"rooms": [{"monster": [{"name": 7}]}]})").rfind("rooms[0].monster[0].name", 0),
      0u);
  EXPECT_EQ(problem(R"({"rooms": [{"roomNumber": 1e30}]})").rfind("rooms[0].roomNumber", 0), 0u);
  EXPECT_EQ(problem(R"({"rooms": [{"monster": [{"name": "a", "type": "huge"}]}]})")
                .rfind("rooms[0].monster[0].type: unknown rank", 0),
            0u);
  EXPECT_EQ(problem(R"({"rooms": [{"monster": [{"name": "a:+99"}]}]})")
                .rfind("rooms[0].monster[0].name: the level offset", 0),
            0u);
  EXPECT_EQ(problem(R"({"rooms": [{"monster": [{"name": "a", "player2": "elite"}]}]})"),
            "accepted");
}

// Every real scenario: after the setup, each monster's standees per rank and character
// count are GHS's, but for each one a warning says the layout had no hex for.
TEST(GhsSetup, RealScenariosMatchTheBooksRoomLists) {
  const fs::path dir = std::string(ARBITER_SOURCE_DIR) + "/data/vgb/scenarios";
  const fs::path ghs = std::string(ARBITER_SOURCE_DIR) + "/../shared/data/ghs";
  if (!fs::is_directory(ghs)) GTEST_SKIP() << "no GHS data at " << ghs;
  int compared = 0;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (e.path().extension() != ".json") continue;
    Layout l = read_vgb(load(e.path().string()), e.path().string());
    const ScenarioBook* book = scenario_book(l.id, e.path().parent_path().filename() == "solo");
    if (book == nullptr) continue;  // the template
    GhsData data;
    data.dir = ghs.string();
    const auto setup = data.scenario_file(*book, l.id);
    ASSERT_TRUE(setup) << e.path();
    const std::vector<GhsRoom> rooms = read_ghs_rooms(load(*setup), *setup);
    std::vector<std::string> warnings;
    apply_ghs_setup(l, rooms, warnings);
    std::map<std::tuple<std::string, StandeeRank, int>, int> want, got;
    for (const GhsRoom& r : rooms)
      for (const GhsStandee& s : r.standees)
        for (int c = 2; c <= 4; ++c) ++want[{s.monster, s.ranks[std::size_t(c - 2)], c}];
    for (const Room& r : l.rooms)
      for (const Standee& s : r.standees)
        for (int c = 2; c <= 4; ++c) ++got[{s.monster, s.rank_for(c), c}];
    for (const auto& [k, n] : want) {
      const auto& [m, rank, c] = k;
      if (rank == StandeeRank::None) continue;
      const int have = got.contains(k) ? got.at(k) : 0;
      const std::string unplaced = m + " " + std::string(standee_rank_name(rank)) + ", " +
                                   std::to_string(c) + " characters: GHS places one more";
      const auto short_of = std::count_if(
          warnings.begin(), warnings.end(),
          [&](const std::string& w) { return w.find(unplaced) != std::string::npos; });
      EXPECT_EQ(have + short_of, n)
          << *setup << ": " << m << " " << standee_rank_name(rank) << ", " << c;
    }
    for (const auto& [k, n] : got) {
      if (std::get<1>(k) == StandeeRank::None) continue;
      EXPECT_TRUE(want.contains(k))
          << *setup << ": VGB places " << std::get<0>(k) << " that GHS does not";
    }
    ++compared;
  }
  EXPECT_EQ(compared, 131);
}

}  // namespace
}  // namespace arbiter::gloomhaven::import
