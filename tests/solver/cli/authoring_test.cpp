// `new` and `show` (solver/cli/authoring.cpp) in every game: `new` writes a file that loads,
// documents itself and solves, in every coordinate system, and never overwrites without
// --force; `show` draws the game's board with its figures, even before a turn is written;
// options a game has no use for, unknown games and broken files are refused with exit 2.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/cli_fixture.hpp"
#include "tests/support/expect_fixture.hpp"

namespace arbiter::cli {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::contains;
using arbiter::testing::lines;
using arbiter::testing::Outcome;
using arbiter::testing::quote;
using arbiter::testing::slurp;
using arbiter::testing::source;
using json = nlohmann::json;

class AuthoringCli : public arbiter::testing::ExpectFixture {};

TEST_F(AuthoringCli, NewWritesAValidFileInEverySystem) {
  for (const char* cs : {"axial", "odd-q", "even-q", "odd-r", "even-r"}) {
    const fs::path f = dir_ / (std::string(cs) + ".json");
    const Outcome r = run("new " + quote(f.string()) + " --columns 9 --rows 6 --coordinates " + cs);
    ASSERT_EQ(r.status, 0) << cs << r.err;
    EXPECT_TRUE(contains(r.out, "wrote " + f.string() + ": a 9 x 6 " + cs + " map")) << r.out;
    EXPECT_TRUE(contains(r.out, "C1")) << r.out;
    const Outcome solved = run("solve " + quote(f.string()) + " --format json");
    ASSERT_EQ(solved.status, 0) << cs << solved.err;
    EXPECT_EQ(json::parse(solved.out).at("figure"), "M1");
    const Outcome lint = run("lint " + quote(f.string()));
    EXPECT_EQ(lint.status, 0) << lint.out;
  }
  // The map drawn with its column labels 0..8 on top.
  const Outcome r = run("new - --columns 3 --rows 2");
  ASSERT_EQ(r.status, 0);
  EXPECT_EQ(json::parse(r.out).at("map").at("hexes"), json::parse(R"({"columns": 3, "rows": 2})"));
}

TEST_F(AuthoringCli, NewRefusesToOverwrite) {
  const fs::path f = dir_ / "p.json";
  ASSERT_EQ(run("new " + quote(f.string())).status, 0);
  std::ofstream(f, std::ios::app) << " ";
  const Outcome again = run("new " + quote(f.string()));
  EXPECT_EQ(again.status, 2);
  EXPECT_TRUE(contains(again.err, "already exists; --force")) << again.err;
  EXPECT_EQ(run("new " + quote(f.string()) + " --force").status, 0);
  EXPECT_EQ(run("init " + quote((dir_ / "q.json").string())).status, 0) << "init is an alias";
}

TEST_F(AuthoringCli, ShowDrawsALayoutWithoutTurn) {
  const fs::path f = dir_ / "layout.json";
  std::ofstream(f) << R"({"format": 1, "game": "gloomhaven", "name": "layout",
    "coordinates": "odd-r", "map": {"hexes": {"columns": 12, "rows": 3},
    "terrain": {"wall": [[11, 2]]}}})";
  const Outcome r = run("show " + quote(f.string()));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "layout: 36 hexes, odd-r coordinates [col, row]")) << r.out;
  EXPECT_TRUE(contains(r.out, "11")) << "column labels up to 11:\n" << r.out;
  EXPECT_TRUE(contains(r.out, "###")) << r.out;
  EXPECT_TRUE(contains(r.out, "(no figures yet)")) << r.out;
  EXPECT_TRUE(contains(r.out, "(no turn yet)")) << r.out;
  // What is present is checked as always.
  std::ofstream(f) << R"({"format": 1, "game": "gloomhaven", "name": "layout",
    "coordinates": "odd-r", "map": {"hexes": {"columns": 2, "rows": 2}},
    "figures": [{"id": "C1", "side": "players", "kind": "character", "hex": [5, 0]}]})";
  const Outcome bad = run("show " + quote(f.string()));
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(bad.err, f.string() + ": figures[0].hex: hex [5, 0] is not on the map\n");
}

TEST_F(AuthoringCli, NewArcadiaQuestWritesASolvableSelfDocumentedFile) {
  const fs::path f = dir_ / "aq.json";
  const Outcome r = run("new --game arcadia-quest --no-color --columns 6 --rows 3 --players 3 " +
                        quote(f.string()));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "wrote " + f.string() +
                                  ": a 6 x 3 square board, hero H1 (blue) at [0, 1], monster M1 "
                                  "at [5, 1]\n"))
      << r.out;
  // The board is Arcadia Quest's own text board, with both figures on the middle row.
  EXPECT_TRUE(contains(r.out, "Board (x to the right, y down")) << r.out;
  EXPECT_TRUE(contains(r.out, "   H1 ")) << r.out;
  EXPECT_TRUE(contains(r.out, " M1\n")) << r.out;
  const json file = json::parse(slurp(f));
  EXPECT_EQ(file.at("game"), "arcadia-quest");
  EXPECT_EQ(file.at("coordinates"), "square");
  EXPECT_EQ(file.at("players"), json::parse(R"(["blue", "yellow", "red"])"));
  EXPECT_EQ(file.at("board").at("cells"), json::parse(R"({"columns": 6, "rows": 3})"));
  EXPECT_TRUE(contains(file.at("notes").get<std::string>(), "edit board")) << file.at("notes");
  const json d = solved(f);
  EXPECT_EQ(d.at("game"), "arcadia-quest");
  EXPECT_EQ(d.at("figure"), "H1");
  // Move 3 on an open board: the Bow reaches M1 from many cells (the Sword from none).
  ASSERT_GT(d.at("options").size(), 3u);
  for (const auto& o : d.at("options")) EXPECT_EQ(o.at("target"), "M1");
  EXPECT_EQ(run("lint " + quote(f.string())).status, 0);
  EXPECT_EQ(run("check --allow-empty " + quote(f.string())).out,
            "0 passed, 0 failed, 1 file with no expectation\n");
}

TEST_F(AuthoringCli, NewGrumblestoneWritesASolvableSelfDocumentedFile) {
  const fs::path f = dir_ / "gs.json";
  const Outcome r = run("new --game grumblestone --no-color --players 4 " + quote(f.string()));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "wrote " + f.string() +
                                  ": a grumblestone turn: P1 (amber) rolls 2 and 5 on its 6 x 6 "
                                  "golem board, 4 players, 1 market tile\n"))
      << r.out;
  // Grumblestone's own board: column numbers on top, the printed icons in lower case.
  EXPECT_TRUE(contains(r.out, "       1   2   3   4   5   6")) << r.out;
  EXPECT_TRUE(contains(r.out, "  1    a   .   .   .   .   h")) << r.out;
  const json file = json::parse(slurp(f));
  EXPECT_EQ(file.at("game"), "grumblestone");
  ASSERT_EQ(file.at("players").size(), 4u);
  std::set<std::string> ids;
  for (const auto& p : file.at("players")) ids.insert(p.at("id").get<std::string>());
  EXPECT_EQ(ids, (std::set<std::string>{"P1", "P2", "P3", "P4"}));
  EXPECT_TRUE(contains(file.at("notes").get<std::string>(), "edit players")) << file.at("notes");
  const json d = solved(f);
  EXPECT_EQ(d.at("game"), "grumblestone");
  EXPECT_EQ(d.at("figure"), "P1");
  EXPECT_EQ(d.at("dice"), json::parse("[2, 5]"));
  EXPECT_FALSE(d.at("options").empty());
  EXPECT_EQ(run("lint " + quote(f.string())).status, 0);
}

TEST_F(AuthoringCli, NewPrintsEveryGamesFileToStandardOutput) {
  for (const char* game : {"gloomhaven", "heroscape", "arcadia-quest", "grumblestone"}) {
    const Outcome r = run(std::string("new - --game ") + game);
    ASSERT_EQ(r.status, 0) << game << ": " << r.err;
    const json file = json::parse(r.out);
    EXPECT_EQ(file.at("game"), game);
    EXPECT_EQ(file.at("name"), "new-position");
    EXPECT_TRUE(contains(file.at("notes").get<std::string>(), "arbiter check --update")) << game;
    // What is printed is what a file would hold: it solves.
    const fs::path f = dir_ / (std::string(game) + ".json");
    std::ofstream(f, std::ios::binary) << r.out;
    EXPECT_EQ(run("solve --format json " + quote(f.string())).status, 0) << game;
  }
}

TEST_F(AuthoringCli, NewRefusesOptionsAGameHasNoUseFor) {
  const fs::path f = dir_ / "x.json";
  const auto refused = [&](const std::string& args, const std::string& message) {
    const Outcome r = run("new " + args + " " + quote(f.string()));
    EXPECT_EQ(r.status, 2) << args;
    EXPECT_TRUE(contains(r.err, message)) << args << ": " << r.err;
    EXPECT_FALSE(fs::exists(f)) << args << ": nothing is written";
  };
  refused("--game grumblestone --columns 8",
          "arbiter new: --columns: a grumblestone golem board is always 6 x 6");
  refused("--game grumblestone --rows 3", "arbiter new: --rows: a grumblestone golem board");
  refused("--game grumblestone --coordinates odd-q", "arbiter new: --coordinates: a grumblestone");
  refused("--game grumblestone --players 9", "--players");
  refused("--game arcadia-quest --coordinates even-q",
          "arbiter new: --coordinates: an arcadia-quest board is written in square cells");
  refused("--game arcadia-quest --players 5", "arbiter new: --players: 5 is outside 2..4");
  refused("--game gloomhaven --coordinates square",
          "arbiter new: --coordinates: square is Arcadia Quest's");
  refused("--coordinates square --game heroscape", "a heroscape map is written in axial");
  refused("--game gloomhaven --players 2",
          "arbiter new: --players: a gloomhaven position has no players");
  refused("--game heroscape --players 2", "--players: heroscape figures have sides");
  refused("--game chess", "--game: chess not in {gloomhaven,heroscape,arcadia-quest,grumblestone}");
  refused("--game grumblestone --columns 1", "--columns");
}

// --- show -----------------------------------------------------------------------------------

TEST_F(AuthoringCli, ShowDrawsAnArcadiaQuestBoardAndItsFigures) {
  const Outcome r =
      run("show --no-color " + quote(source("scenarios/arcadia/g01-guard-ranged-far-target.json")));
  ASSERT_EQ(r.status, 0) << r.err;
  const auto ls = arbiter::testing::lines(r.out);
  ASSERT_GE(ls.size(), 8u) << r.out;
  EXPECT_EQ(ls[0],
            "g01-guard-ranged-far-target: 20 cells, square coordinates [x, y], arcadia-quest");
  EXPECT_EQ(ls[1],
            "  Guard reaction: a ranged attack on a target that is not close; both close "
            "goblins guard");
  EXPECT_TRUE(contains(ls[2], "Board (x to the right, y down")) << r.out;
  // The board rows: G1 above B, the Orc two cells to B's right, G2 below B.
  EXPECT_TRUE(contains(ls[4], "G1")) << r.out;
  EXPECT_TRUE(contains(ls[5], "B") && contains(ls[5], "Orc")) << r.out;
  EXPECT_TRUE(contains(ls[6], "G2")) << r.out;
  EXPECT_TRUE(contains(r.out, "\n  B hero of blue [1, 2] (acts)\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "\n  G1 monster [1, 1]\n  G2 monster [1, 3]\n  Orc monster [3, 2]\n"))
      << r.out;  // A board too large for text says so, and still lists its figures.
  const fs::path big = dir_ / "big.json";
  ASSERT_EQ(run("new --game arcadia-quest --columns 60 --rows 50 " + quote(big.string())).status,
            0);
  const Outcome large = run("show " + quote(big.string()));
  ASSERT_EQ(large.status, 0) << large.err;
  EXPECT_TRUE(contains(large.out,
                       "3000 cells, square coordinates [x, y], arcadia-quest\n  (a board "
                       "spanning more than 2500 cells is not drawn; render draws it)\n  "
                       "H1 hero of blue [0, 24] (acts)\n"))
      << large.out;
}

TEST_F(AuthoringCli, ShowDrawsAGrumblestoneBoardItsPlayersAndMarket) {
  const Outcome r = run("show --no-color " +
                        quote(source("scenarios/grumblestone/t01-crossing-fires-twice.json")));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out,
                       "t01-crossing-fires-twice: the 6 x 6 golem board of P1 (amber), "
                       "grumblestone\n  Rumble: the crossing cell fires twice\n"))
      << r.out;
  // The printed attacks at [3, 1], [3, 2], [4, 3], [6, 3]; no plan is marked.
  EXPECT_TRUE(contains(r.out, "  1    .   .   a   .   .   . \n")) << r.out;
  EXPECT_TRUE(contains(r.out, "  3    .   .   .   a   .   a \n")) << r.out;
  // No plan is marked: the only brackets are the legend's "[x]" and "{x}".
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '['), 1) << r.out;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '{'), 1) << r.out;
  EXPECT_TRUE(contains(r.out, "  P1 amber, hearts 1, grumble 0, dice 3 4 (acts)\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "  P2 cyclonia, hearts 5, grumble 0\n")) << r.out;
  const Outcome market =
      run("show " + quote(source("scenarios/grumblestone/t15-placement-by-yield.json")));
  EXPECT_TRUE(contains(market.out, "  market slot 1: \"spike\", 3 grumble\n")) << market.out;
  // Tile cells drawn: the laid tile's blank cells as _.
  EXPECT_TRUE(contains(market.out, "  1    .   .   _   _   _   _ \n")) << market.out;
}

TEST_F(AuthoringCli, ShowRefusesBrokenFilesAndUnknownGames) {
  const fs::path f = dir_ / "aq.json";
  ASSERT_EQ(run("new --game arcadia-quest " + quote(f.string())).status, 0);
  replace_in(f, "\"monsters\"", "\"cell\": [6, 2]", "\"cell\": [9, 2]");
  const Outcome bad = run("show " + quote(f.string()));
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(contains(bad.err, f.string() + ": monsters[0].cell: ")) << bad.err;
  EXPECT_TRUE(bad.out.empty()) << bad.out;
  const fs::path g = dir_ / "chess.json";
  std::ofstream(g) << R"({"format": 1, "game": "chess", "name": "x"})";
  const Outcome unknown = run("show " + quote(g.string()));
  EXPECT_EQ(unknown.status, 2);
  EXPECT_TRUE(contains(unknown.err, g.string() + ": game: ")) << unknown.err;
  EXPECT_TRUE(contains(unknown.err, "grumblestone")) << "the games are listed: " << unknown.err;
}

// A round file is shown as the round starts: the board, each figure with its hit points,
// initiative and monster type, and each door with the room and monsters behind it; a round
// file with a mistake is refused with its place, as `round` refuses it.
TEST_F(AuthoringCli, ShowDrawsARoundFileItsFiguresAndDoors) {
  const std::string file =
      source("scenarios/gloomhaven/rounds/revealed-monsters-act-after-opener.json");
  const Outcome r = run("show --no-color " + quote(file));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "revealed-monsters-act-after-opener: 45 hexes, a round")) << r.out;
  EXPECT_TRUE(contains(r.out, "  C1 players [3, 2], 10/10 hp, initiative 30\n")) << r.out;
  // Its rank and its hit points from its type's stat card (the file gives none).
  EXPECT_TRUE(contains(r.out, "  G1 monsters (Guard, normal) [0, 0], 6/6 hp\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "  door [4, 2]: a room of 20 hexes, 2 monsters behind it\n"))
      << r.out;
  EXPECT_TRUE(contains(r.out, "/G1 \\")) << "the board shows the figures:\n" << r.out;

  const fs::path bad = dir_ / "round.json";
  fs::copy_file(file, bad);
  replace_in(bad, "\"figures\"", "\"type\": \"Guard\"", "\"type\": \"Nobody\"");
  const Outcome refused = run("show " + quote(bad.string()));
  EXPECT_EQ(refused.status, 2);
  EXPECT_TRUE(contains(refused.err, bad.string() + ": figures[2].type: no monster type \"Nobody\""))
      << refused.err;
}

// --- Heroscape: new, show, check --update ---------------------------------------------------

TEST_F(AuthoringCli, HeroscapeNewWritesASolvableFileInEverySystem) {
  for (const char* cs : {"axial", "odd-q", "even-q", "odd-r", "even-r"}) {
    const fs::path f = dir_ / (std::string(cs) + ".json");
    const Outcome r = run("new --game heroscape --no-color --columns 7 --rows 4 --coordinates " +
                          std::string(cs) + " " + quote(f.string()));
    ASSERT_EQ(r.status, 0) << cs << ": " << r.err;
    EXPECT_TRUE(contains(r.out, "heroscape map, figure A at ")) << r.out;
    EXPECT_TRUE(contains(r.out, " A ")) << "the board shows the figures:\n" << r.out;
    EXPECT_TRUE(contains(r.out, "E1 ")) << r.out;
    const json d = solved(f);
    EXPECT_EQ(d.at("game"), "heroscape") << cs;
    EXPECT_EQ(d.at("figure"), "A") << cs;
    // 28 hexes, move 5 from one edge: A reaches many hexes, and can attack E1 at the end.
    EXPECT_GT(d.at("destinations").size(), 10u) << cs;
  }
}

TEST_F(AuthoringCli, HeroscapeShowDrawsTheMapAndFigures) {
  const Outcome r =
      run("show --no-color " + quote(source("scenarios/heroscape/e04-leaving-engagement.json")));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out,
                       "e04-leaving-engagement: 7 hexes, axial coordinates [q, r], "
                       "heroscape"))
      << r.out;
  EXPECT_TRUE(contains(r.out, "  A red [1, 0] level 1 (acts)\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "  E2 blue [1, -1] level 1\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "|E2 |E1 |")) << r.out;
}

}  // namespace
}  // namespace arbiter::cli
