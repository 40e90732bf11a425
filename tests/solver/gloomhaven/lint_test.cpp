// Layout lints: for each lint a position where it fires and a near-identical one where it
// does not. Positions are axial on a parallelogram q 0..5, r 0..3 unless said otherwise;
// the neighbours of [q, r] are [q+1, r], [q+1, r-1], [q, r-1], [q-1, r], [q-1, r+1], [q, r+1].
#include "solver/gloomhaven/lint.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace arbiter::gloomhaven {
namespace {

using lint::Finding;
using lint::finding_json;
using lint::format_finding;
using lint::Severity;
using lint::severity_name;
using nlohmann::json;

json base() {
  json hexes = json::array();
  for (int q = 0; q <= 5; ++q)
    for (int r = 0; r <= 3; ++r) hexes.push_back({q, r});
  return json{
      {"format", 1},
      {"game", "gloomhaven"},
      {"name", "lint-base"},
      {"coordinates", "axial"},
      {"map", {{"hexes", hexes}}},
      {"figures",
       json::array({json{{"id", "A"}, {"side", "monsters"}, {"kind", "monster"}, {"hex", {1, 1}}},
                    json{{"id", "C1"},
                         {"side", "players"},
                         {"kind", "character"},
                         {"hex", {4, 1}},
                         {"initiative", 20}}})},
      {"turn",
       {{"figure", "A"},
        {"move", 2},
        {"movement", "normal"},
        {"attack", {{"range", 0}, {"targets", 1}}}}},
  };
}

struct Loaded {
  Scenario s;
  pathing::Board board;
};

Loaded load(const json& j) {
  Loaded x{parse_scenario(j.dump(), "lint-test.json"), {}};
  x.board = build_board(x.s);
  return x;
}

// The six neighbours of an axial hex.
json ring(int q, int r) {
  return json::array(
      {{q + 1, r}, {q + 1, r - 1}, {q, r - 1}, {q - 1, r}, {q - 1, r + 1}, {q, r + 1}});
}

std::string all(const std::vector<Finding>& v) {
  std::string out;
  for (const auto& f : v) out += format_finding(f) + "\n";
  return out;
}

TEST(Lint, CleanPositionHasNoFindings) {
  const Loaded x = load(base());
  TurnWorkspace ws;
  EXPECT_EQ(all(lint_scenario(x.s, x.board, ws)), "");
}

TEST(Lint, UnreachableEnemy) {
  // C1 walled in by obstacles: no figure can walk to the other, although proximity can.
  json j = base();
  j["map"]["terrain"]["obstacle"] = ring(4, 1);
  TurnWorkspace ws;
  const Loaded fires = load(j);
  const auto f = lint_unreachable_enemies(fires.s, fires.board, ws);
  ASSERT_EQ(f.size(), 2u) << all(f);
  EXPECT_EQ(f[0].place, "figures[0]");
  EXPECT_EQ(f[0].severity, Severity::Warning);
  EXPECT_EQ(f[0].check, "unreachable-enemy");
  EXPECT_NE(f[0].message.find("A can never reach or attack an enemy"), std::string::npos);
  EXPECT_NE(f[0].message.find("C1"), std::string::npos);
  EXPECT_EQ(f[1].place, "figures[1]");
  EXPECT_NE(f[0].message.find("moving normally with a melee attack"), std::string::npos);
  // The acting figure moves as its turn says. Obstacles on every map hex 2 away from C1
  // (C1's neighbours free): walking, A and C1 never meet; flying, jumping or teleporting
  // over them, A lands next to C1; C1, a walker, still cannot get out to A.
  json far = base();
  far["map"]["terrain"]["obstacle"] = json::array();
  for (int q = 0; q <= 5; ++q)
    for (int r = 0; r <= 3; ++r) {
      const int dq = q - 4, dr = r - 1;
      if ((std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2 == 2)
        far["map"]["terrain"]["obstacle"].push_back({q, r});
    }
  const Loaded walls_in = load(far);
  EXPECT_EQ(lint_unreachable_enemies(walls_in.s, walls_in.board, ws).size(), 2u);
  for (const char* movement : {"flying", "jump", "teleport"}) {
    json k = far;
    k["turn"]["movement"] = movement;
    const Loaded moving = load(k);
    const auto g = lint_unreachable_enemies(moving.s, moving.board, ws);
    ASSERT_EQ(g.size(), 1u) << movement << "\n" << all(g);
    EXPECT_EQ(g[0].place, "figures[1]") << movement;
  }
  // So does its attack: at range 5 it shoots over the obstacles from where it stands.
  json ranged = far;
  ranged["turn"]["attack"]["range"] = 5;
  const Loaded shoots = load(ranged);
  const auto g = lint_unreachable_enemies(shoots.s, shoots.board, ws);
  ASSERT_EQ(g.size(), 1u) << all(g);
  EXPECT_EQ(g[0].place, "figures[1]");
  // Flying may even end on an obstacle: over the tight ring of the first position too.
  json flying = j;
  flying["turn"]["movement"] = "flying";
  const Loaded flies = load(flying);
  EXPECT_EQ(lint_unreachable_enemies(flies.s, flies.board, ws).size(), 1u);
  // Jumping may not: next to C1 every hex is an obstacle, so A is still told.
  json jumping = j;
  jumping["turn"]["movement"] = "jump";
  const Loaded jumps = load(jumping);
  EXPECT_EQ(lint_unreachable_enemies(jumps.s, jumps.board, ws).size(), 2u);

  // One gap in the ring: both can reach each other.
  j["map"]["terrain"]["obstacle"].erase(0);
  const Loaded clear = load(j);
  EXPECT_EQ(all(lint_unreachable_enemies(clear.s, clear.board, ws)), "");
  EXPECT_EQ(all(lint_scenario(clear.s, clear.board, ws)), "");
}

TEST(Lint, UnreachableEnemyIgnoresThisRoundsConditions) {
  // An invisible enemy is no focus candidate this round, but the layout is fine.
  json j = base();
  j["figures"][1]["conditions"] = {"invisible"};
  j["figures"][0]["conditions"] = {"stun"};
  TurnWorkspace ws;
  const Loaded x = load(j);
  EXPECT_EQ(all(lint_unreachable_enemies(x.s, x.board, ws)), "");
  // No enemy at all.
  j["figures"][1]["side"] = "monsters";
  j["figures"][1]["kind"] = "monster";
  j["figures"][1].erase("initiative");
  j["figures"][1].erase("conditions");
  const Loaded alone = load(j);
  const auto f = lint_unreachable_enemies(alone.s, alone.board, ws);
  ASSERT_EQ(f.size(), 2u) << all(f);
  EXPECT_NE(f[0].message.find("has no enemy"), std::string::npos);
}

TEST(Lint, UnreachableHexes) {
  // Walls along q = 3 cut q = 4, 5 off; both figures stand on the near side.
  json j = base();
  j["figures"][1]["hex"] = {2, 1};
  j["map"]["terrain"]["wall"] = json::array({{3, 0}, {3, 1}, {3, 2}, {3, 3}});
  const Loaded fires = load(j);
  const auto f = lint_unreachable_hexes(fires.s, fires.board);
  ASSERT_EQ(f.size(), 1u) << all(f);
  EXPECT_EQ(f[0].place, "map.hexes");
  EXPECT_EQ(f[0].check, "unreachable-hexes");
  EXPECT_NE(f[0].message.find("8 hexes are cut off"), std::string::npos) << f[0].message;
  EXPECT_NE(f[0].message.find("[4, 0]"), std::string::npos) << f[0].message;

  j["map"]["terrain"]["wall"].erase(0);  // a gap at [3, 0]
  const Loaded clear = load(j);
  EXPECT_EQ(all(lint_unreachable_hexes(clear.s, clear.board)), "");
}

TEST(Lint, UnreachableHexesThroughThinWalls) {
  // Thin walls around the corner [5, 0] (neighbours on the map: [4, 0], [4, 1], [5, 1]).
  json j = base();
  j["map"]["thin_walls"] =
      json::array({json::array({{5, 0}, {4, 0}}), json::array({{5, 0}, {4, 1}}),
                   json::array({{5, 0}, {5, 1}})});
  j["figures"][1]["hex"] = {3, 1};
  const Loaded fires = load(j);
  const auto f = lint_unreachable_hexes(fires.s, fires.board);
  ASSERT_EQ(f.size(), 1u) << all(f);
  EXPECT_NE(f[0].message.find("1 hex is cut off from every figure by walls and thin walls: [5, 0]"),
            std::string::npos)
      << f[0].message;
  j["map"]["thin_walls"].erase(2);
  const Loaded clear = load(j);
  EXPECT_EQ(all(lint_unreachable_hexes(clear.s, clear.board)), "");
}

TEST(Lint, DisconnectedMap) {
  // The same wall line, with a figure on each side: every hex is some figure's, but the
  // map is in two pieces (and the figures can never meet).
  json j = base();
  j["map"]["terrain"]["wall"] = json::array({{3, 0}, {3, 1}, {3, 2}, {3, 3}});
  const Loaded fires = load(j);
  const auto f = lint_disconnected_map(fires.s, fires.board);
  ASSERT_EQ(f.size(), 1u) << all(f);
  EXPECT_EQ(f[0].check, "disconnected-map");
  EXPECT_NE(f[0].message.find("2 pieces"), std::string::npos) << f[0].message;
  EXPECT_NE(f[0].message.find("12 hexes with [0, 0] and 8 hexes with [4, 0]"), std::string::npos)
      << f[0].message;
  EXPECT_EQ(all(lint_unreachable_hexes(fires.s, fires.board)), "");

  j["map"]["terrain"]["wall"].erase(3);  // a gap at [3, 3]
  const Loaded clear = load(j);
  EXPECT_EQ(all(lint_disconnected_map(clear.s, clear.board)), "");
}

TEST(Lint, ThinWalls) {
  json j = base();
  j["map"]["terrain"]["wall"] = json::array({{3, 0}});
  j["map"]["thin_walls"] = json::array({json::array({{2, 0}, {3, 0}}),    // along a wall hex
                                        json::array({{2, 1}, {2, 2}}),    // fine
                                        json::array({{2, 2}, {2, 1}})});  // the same edge again
  const Loaded fires = load(j);
  const auto f = lint_thin_walls(fires.s);
  ASSERT_EQ(f.size(), 2u) << all(f);
  EXPECT_EQ(f[0].place, "map.thin_walls[0]");
  EXPECT_EQ(f[0].check, "thin-wall");
  EXPECT_NE(f[0].message.find("[3, 0] is a wall hex"), std::string::npos) << f[0].message;
  EXPECT_EQ(f[1].place, "map.thin_walls[2]");
  EXPECT_NE(f[1].message.find("repeats map.thin_walls[1]"), std::string::npos) << f[1].message;

  // The same walls one hex over, and no repeat.
  j["map"]["thin_walls"] =
      json::array({json::array({{2, 0}, {2, 1}}), json::array({{2, 1}, {2, 2}}),
                   json::array({{2, 2}, {3, 1}})});
  const Loaded clear = load(j);
  EXPECT_EQ(all(lint_thin_walls(clear.s)), "");
}

TEST(Lint, ThinWallsTheLoaderRejects) {
  // Not neighbours, or off the map: these never reach the lint.
  json j = base();
  j["map"]["thin_walls"] = json::array({json::array({{0, 0}, {2, 0}})});
  EXPECT_THROW(load(j), scenario::ScenarioError);
  j["map"]["thin_walls"] = json::array({json::array({{5, 0}, {6, 0}})});
  EXPECT_THROW(load(j), scenario::ScenarioError);
}

TEST(Lint, TerrainOnAWallIsALoaderError) {
  // Why unreachable-terrain stands in for "terrain under a wall".
  json j = base();
  j["map"]["terrain"]["wall"] = json::array({{3, 0}});
  j["map"]["terrain"]["trap"] = json::array({{3, 0}});
  EXPECT_THROW(load(j), scenario::ScenarioError);
}

TEST(Lint, UnreachableTerrain) {
  // A trap ringed by obstacles, and an obstacle in the middle of such a ring: no walking
  // figure ever meets either. Every hex of the ring itself has a free outer neighbour.
  json j = base();
  j["figures"][1]["hex"] = {0, 3};
  j["map"]["terrain"]["trap"] = json::array({{3, 1}});
  j["map"]["terrain"]["obstacle"] = ring(3, 1);
  const Loaded fires = load(j);
  auto f = lint_unreachable_terrain(fires.s, fires.board);
  ASSERT_EQ(f.size(), 1u) << all(f);
  EXPECT_EQ(f[0].place, "map.terrain.trap[0]");
  EXPECT_EQ(f[0].check, "unreachable-terrain");
  EXPECT_NE(f[0].message.find("trap hex [3, 1] cannot be walked onto"), std::string::npos)
      << f[0].message;

  j["map"]["terrain"].erase("trap");
  j["map"]["terrain"]["obstacle"].push_back({3, 1});
  const Loaded centre = load(j);
  f = lint_unreachable_terrain(centre.s, centre.board);
  ASSERT_EQ(f.size(), 1u) << all(f);
  EXPECT_EQ(f[0].place, "map.terrain.obstacle[6]");
  EXPECT_NE(f[0].message.find("obstacle [3, 1] has no neighbour"), std::string::npos)
      << f[0].message;

  // A gap in the ring: the trap can be stepped on, the centre obstacle stood next to.
  j["map"]["terrain"]["obstacle"].erase(3);  // [2, 1]
  const Loaded gap = load(j);
  EXPECT_EQ(all(lint_unreachable_terrain(gap.s, gap.board)), "");
  j["map"]["terrain"]["obstacle"].erase(j["map"]["terrain"]["obstacle"].size() - 1);
  j["map"]["terrain"]["trap"] = json::array({{3, 1}});
  const Loaded trap = load(j);
  EXPECT_EQ(all(lint_unreachable_terrain(trap.s, trap.board)), "");
}

TEST(Lint, UnreachableTerrainCountsTheActorsJumpAndTeleport) {
  // The trap ringed by obstacles of UnreachableTerrain: the acting figure jumping over the
  // ring or teleporting lands on it, so it is not dead terrain.
  json j = base();
  j["figures"][1]["hex"] = {0, 3};
  j["map"]["terrain"]["trap"] = json::array({{3, 1}});
  j["map"]["terrain"]["obstacle"] = ring(3, 1);
  for (const char* movement : {"jump", "teleport"}) {
    j["turn"]["movement"] = movement;
    const Loaded x = load(j);
    EXPECT_EQ(all(lint_unreachable_terrain(x.s, x.board)), "") << movement;
  }
  // Flying over a trap never springs it: still a warning.
  j["turn"]["movement"] = "flying";
  const Loaded flies = load(j);
  EXPECT_EQ(lint_unreachable_terrain(flies.s, flies.board).size(), 1u);
}

TEST(Lint, TeleportingActorIsNotWalledOff) {
  // A wall line at q = 2 splits the map, A alone on the left. Walking, A and C1 never meet;
  // teleporting, A gets to C1 (C1, walking, still cannot get to A).
  json j = base();
  json walls = json::array();
  for (int r = 0; r <= 3; ++r) walls.push_back({2, r});
  j["map"]["terrain"]["wall"] = walls;
  j["figures"][0]["hex"] = {0, 1};
  TurnWorkspace ws;
  const Loaded walks = load(j);
  EXPECT_EQ(lint_unreachable_enemies(walks.s, walks.board, ws).size(), 2u);
  j["turn"]["movement"] = "teleport";
  const Loaded teleports = load(j);
  const auto f = lint_unreachable_enemies(teleports.s, teleports.board, ws);
  ASSERT_EQ(f.size(), 1u) << all(f);
  EXPECT_EQ(f[0].place, "figures[1]");  // C1 walks: it never gets to A
}

TEST(Lint, MissingInitiative) {
  // A at [2, 1]; C1 at [4, 1] and C2 at [0, 1] are equally far in every focus stage.
  json j = base();
  j["figures"][0]["hex"] = {2, 1};
  j["figures"][1].erase("initiative");
  j["figures"].push_back(
      {{"id", "C2"}, {"side", "players"}, {"kind", "character"}, {"hex", {0, 1}}});
  TurnWorkspace ws;
  const Loaded fires = load(j);
  auto f = lint_missing_initiative(fires.s, fires.board, ws);
  ASSERT_EQ(f.size(), 1u) << all(f);
  EXPECT_EQ(f[0].check, "missing-initiative");
  EXPECT_EQ(f[0].place, "figures[1]");
  EXPECT_NE(f[0].message.find("A's focus is tied between C1 and C2"), std::string::npos)
      << f[0].message;
  EXPECT_NE(f[0].message.find("neither has an initiative"), std::string::npos) << f[0].message;

  // One initiative given: still unknown who acts first.
  j["figures"][1]["initiative"] = 10;
  const Loaded half = load(j);
  f = lint_missing_initiative(half.s, half.board, ws);
  ASSERT_EQ(f.size(), 1u) << all(f);
  EXPECT_EQ(f[0].place, "figures[2]");
  EXPECT_NE(f[0].message.find("C2 has no initiative"), std::string::npos) << f[0].message;

  j["figures"][2]["initiative"] = 30;
  const Loaded clear = load(j);
  EXPECT_EQ(all(lint_missing_initiative(clear.s, clear.board, ws)), "");

  // Without initiatives but not tied (C2 one hex farther): the focus is C1 anyway.
  j["figures"][1].erase("initiative");
  j["figures"][2].erase("initiative");
  j["figures"][2]["hex"] = {0, 0};
  j["figures"][0]["hex"] = {2, 0};
  j["figures"][1]["hex"] = {3, 0};
  const Loaded untied = load(j);
  EXPECT_EQ(all(lint_missing_initiative(untied.s, untied.board, ws)), "");
}

TEST(Lint, ExpectTargets) {
  json j = base();
  j["figures"].push_back(
      {{"id", "A2"}, {"side", "monsters"}, {"kind", "monster"}, {"hex", {0, 3}}});
  j["expect"]["gloomhaven"] =
      json::array({{{"destination", {3, 1}}, {"targets", {"C1", "A2"}}, {"focus", "A"}},
                   {{"destination", {4, 1}}, {"targets", json::array()}}});
  const Loaded fires = load(j);
  const auto f = lint_expect(fires.s);
  ASSERT_EQ(f.size(), 3u) << all(f);
  for (const auto& x : f) {
    EXPECT_EQ(x.severity, Severity::Error);
    EXPECT_EQ(x.check, "expect-target");
  }
  EXPECT_EQ(f[0].place, "expect.gloomhaven[0].targets[1]");
  EXPECT_NE(f[0].message.find("A2 is not an enemy of A"), std::string::npos) << f[0].message;
  EXPECT_EQ(f[1].place, "expect.gloomhaven[0].focus");
  EXPECT_NE(f[1].message.find("acting figure itself"), std::string::npos) << f[1].message;
  EXPECT_EQ(f[2].place, "expect.gloomhaven[1].destination");
  EXPECT_NE(f[2].message.find("holds C1"), std::string::npos) << f[2].message;

  j["expect"]["gloomhaven"] = json::array(
      {{{"destination", {3, 1}}, {"targets", {"C1"}}, {"focus", "C1"}},
       {{"destination", {1, 1}}, {"targets", json::array()}}});  // its own hex: staying put
  const Loaded clear = load(j);
  EXPECT_EQ(all(lint_expect(clear.s)), "");
}

TEST(Lint, ExpectNamingAMissingFigureIsALoaderError) {
  json j = base();
  j["expect"]["gloomhaven"] = json::array({{{"destination", {3, 1}}, {"targets", {"C9"}}}});
  EXPECT_THROW(load(j), scenario::ScenarioError);
}

TEST(Lint, FormatAndJson) {
  const Finding f{Severity::Error, "expect-target", "a.json", "expect.jotl[0].focus", "bad"};
  EXPECT_EQ(format_finding(f), "a.json: expect.jotl[0].focus: error: bad [expect-target]");
  EXPECT_EQ(finding_json(f).dump(),
            R"({"file":"a.json","place":"expect.jotl[0].focus","severity":"error",)"
            R"("check":"expect-target","message":"bad"})");
  EXPECT_EQ(severity_name(Severity::Warning), "warning");
}

// Swapped coordinates: an odd-q 8 x 8 map cut in two by a wall down column 4; the monster
// stands right of it at [6, 1].
json split_map(int c1_col, int c1_row) {
  json walls = json::array();
  for (int row = 0; row < 8; ++row) walls.push_back({4, row});
  json j = base();
  j["coordinates"] = "odd-q";
  j["map"] = {{"hexes", {{"columns", 8}, {"rows", 8}}}, {"terrain", {{"wall", walls}}}};
  j["figures"][0]["hex"] = {6, 1};
  j["figures"][1]["hex"] = {c1_col, c1_row};
  // A second character beside the monster, so that only C1 can be the stranded one.
  j["figures"].push_back(
      {{"id", "C2"}, {"side", "players"}, {"kind", "character"}, {"hex", {7, 1}}});
  return j;
}

TEST(LintSwappedCoordinates, FiresOnlyWhenTheSwapJoinsAnEnemy) {
  const auto at = [](int c, int r) {
    const Loaded x = load(split_map(c, r));
    return lint_swapped_coordinates(x.s, x.board);
  };
  const auto fired = at(2, 6);  // [6, 2] is right of the wall, next to the monster
  ASSERT_EQ(fired.size(), 1u) << all(fired);
  EXPECT_EQ(fired[0].check, "swapped-coordinates");
  EXPECT_EQ(fired[0].place, "figures[1].hex");
  EXPECT_NE(fired[0].message.find("[2, 6]"), std::string::npos) << fired[0].message;
  EXPECT_NE(fired[0].message.find("[6, 2]"), std::string::npos) << fired[0].message;
  EXPECT_TRUE(at(1, 3).empty()) << "[3, 1] is on the same side of the wall";
  EXPECT_TRUE(at(2, 2).empty()) << "swapping changes nothing";
  EXPECT_TRUE(at(1, 6).empty()) << "[6, 1] is taken by the monster";
  EXPECT_TRUE(at(6, 2).empty()) << "not cut off";
  const Loaded whole = load(base());
  EXPECT_TRUE(lint_swapped_coordinates(whole.s, whole.board).empty());
}

}  // namespace
}  // namespace arbiter::gloomhaven
