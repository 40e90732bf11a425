// Writing Heroscape, Arcadia Quest and Grumblestone positions from the command line, as
// Gloomhaven ones are written (users_cli_test.cpp): `new --game` writes a file that loads,
// documents itself and solves; `show` draws the game's board with its figures; `check --update`
// writes the engine's answers into `expect` and keeps the rest of the file byte for byte; options a
// game has no use for, unknown games and broken files are refused with exit 2 and a clear message.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::cli {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::Outcome;
using arbiter::testing::quote;
using arbiter::testing::slurp;
using arbiter::testing::source;
using json = nlohmann::json;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

class AuthoringCli : public arbiter::testing::CliFixture {
 protected:
  fs::path copy(const std::string& rel, const std::string& as) const {
    const fs::path to = dir_ / as;
    fs::copy_file(source(rel), to);
    return to;
  }
  // Replaces the first `from` after `after` in the file; the file must hold both.
  static void replace_in(const fs::path& f, const std::string& after, const std::string& from,
                         const std::string& to) {
    std::string text = slurp(f);
    const auto at = text.find(from, text.find(after));
    ASSERT_NE(text.find(after), std::string::npos) << after;
    ASSERT_NE(at, std::string::npos) << from;
    text.replace(at, from.size(), to);
    std::ofstream(f, std::ios::binary) << text;
  }
  // The text of the file up to its `expect` member (everything --update must keep).
  static std::string before_expect(const std::string& text) {
    return text.substr(0, text.find("\"expect\""));
  }
  // `check --update` on a file whose expectation is right: nothing is written.
  void expect_update_leaves(const fs::path& f) const {
    const std::string before = slurp(f);
    const Outcome r = run("check --update " + quote(f.string()));
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out, "0 updated, 1 unchanged\n");
    EXPECT_EQ(slurp(f), before);
  }
  // After the test broke the file's expectation: check fails, --update writes the engine's
  // answers under `rules` (that entry only), check passes, and everything before `expect` is
  // as in `original`. Returns the rule set's new entry.
  json repaired(const fs::path& f, const std::string& original, const std::string& rules) const {
    EXPECT_EQ(run("check " + quote(f.string())).status, 1) << "the broken file fails";
    const Outcome r = run("check --update " + quote(f.string()));
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out, "updated " + f.string() + " (" + rules + ")\n1 updated, 0 unchanged\n");
    const Outcome checked = run("check " + quote(f.string()));
    EXPECT_EQ(checked.status, 0);
    EXPECT_TRUE(contains(checked.out, " passed, 0 failed\n")) << checked.out;
    const std::string now = slurp(f);
    EXPECT_EQ(before_expect(now), before_expect(original));
    return json::parse(now).at("expect").at(rules);
  }
  // How many options of `solve --format json`'s answer rank first.
  static std::size_t rank_one(const json& d) {
    std::size_t n = 0;
    for (const auto& o : d.at("options")) n += o.at("rank") == 1 ? 1 : 0;
    return n;
  }
  json solved(const fs::path& f, const std::string& rules = "") const {
    const Outcome r = run("solve --format json " + (rules.empty() ? "" : "--rules " + rules + " ") +
                          quote(f.string()));
    EXPECT_EQ(r.status, 0) << r.err;
    return json::parse(r.out);
  }
};

// --- new ------------------------------------------------------------------------------------

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

TEST_F(AuthoringCli, HeroscapeUpdateRepairsAWrongExpectationAndKeepsTheRest) {
  const fs::path f = copy("scenarios/heroscape/e04-leaving-engagement.json", "e04.json");
  const std::string original = slurp(f);
  expect_update_leaves(f);
  // A wrong score and a wrong cost: check fails, --update writes today's answers.
  replace_in(f, "\"choices\"", "\"score\": \"1/12\"", "\"score\": \"1/5\"");
  const json e = repaired(f, original, "heroscape");
  // The shape of the old expectation: reachable, best, the pinned choices with their fields.
  EXPECT_EQ(e.at("reachable").size(), 5u);
  EXPECT_EQ(e.at("best").size(), 2u);
  ASSERT_EQ(e.at("choices").size(), 2u);
  EXPECT_EQ(e.at("choices")[0].at("score"), "1/12");
  EXPECT_EQ(e.at("choices")[1].at("p_destroyed"), "0");
}

TEST_F(AuthoringCli, HeroscapeUpdateWritesBestIntoANewFile) {
  const fs::path f = dir_ / "new.json";
  ASSERT_EQ(run("new --game heroscape --columns 6 --rows 3 " + quote(f.string())).status, 0);
  EXPECT_TRUE(contains(run("check " + quote(f.string())).out, "1 file with no expectation"));
  ASSERT_EQ(run("check --update " + quote(f.string())).status, 0);
  const json d = solved(f);
  const json best = json::parse(slurp(f)).at("expect").at("heroscape").at("best");
  EXPECT_EQ(best.size(), rank_one(d));
  EXPECT_EQ(best[0].at("target"), "E1");
  EXPECT_TRUE(contains(run("check " + quote(f.string())).out, "1 passed, 0 failed"));
  // solve --rules all still prints each rule set's full text for Heroscape.
  const Outcome all = run("solve --no-color --rules all " + quote(f.string()));
  EXPECT_EQ(all.status, 0) << all.err;
  EXPECT_TRUE(contains(all.out, "heroscape-3dice")) << all.out;
}

// --- check --update -------------------------------------------------------------------------

TEST_F(AuthoringCli, UpdateRepairsAWrongArcadiaQuestExpectationAndKeepsTheRest) {
  const fs::path f = copy("scenarios/arcadia/g01-guard-ranged-far-target.json", "g01.json");
  const std::string original = slurp(f);
  expect_update_leaves(f);
  // Wrong: the Bow on the Orc costs 3/2 expected wounds, not 1/2.
  replace_in(f, "\"options\"", "\"expected_taken\": \"3/2\"", "\"expected_taken\": \"1/2\"");
  const json e = repaired(f, original, "arcadia-quest");
  // The engine's rank-1 options, as solve gives them.
  std::set<std::string> best, rank1;
  for (const auto& b : e.at("best"))
    best.insert(b.at("card").get<std::string>() + b.at("target").get<std::string>());
  const json d = solved(f);
  for (const auto& o : d.at("options")) {
    if (o.at("rank") == 1)
      rank1.insert(o.at("card").get<std::string>() + o.at("target").get<std::string>());
  }
  EXPECT_EQ(best, rank1);
  EXPECT_EQ(best.size(), 4u);
  // The pinned options keep the fields they pinned, with the engine's values.
  ASSERT_EQ(e.at("options").size(), 2u);
  const json& bow = e.at("options")[0];
  EXPECT_EQ(bow.at("target"), "Orc");
  EXPECT_EQ(bow.at("expected_taken"), "3/2");
  EXPECT_EQ(bow.at("guards"), json::parse(R"(["G1", "G2"])"));
  EXPECT_EQ(bow.at("payback_moves"), json::parse("[[2, 2]]"));
  EXPECT_EQ(bow.at("p_kill"), "0");
  EXPECT_FALSE(bow.contains("coins")) << "fields the file did not pin are not added";
  EXPECT_EQ(e.at("absent").size(), 1u);
}

TEST_F(AuthoringCli, UpdateRefreshesRespawnChancesUnderTheFilesRuleSet) {
  const fs::path f = copy("scenarios/arcadia/s01-respawn.json", "s01.json");
  const std::string original = slurp(f);
  replace_in(f, "\"respawn\": [", "\"p\": \"11/12\"", "\"p\": \"1/12\"");
  const json e = repaired(f, original, "arcadia-quest-respawn");
  // The chances worked out by hand, every entry in its place.
  EXPECT_EQ(e.at("respawn"),
            json::parse(original).at("expect").at("arcadia-quest-respawn").at("respawn"));
}

TEST_F(AuthoringCli, UpdateFillsANewArcadiaQuestFileAndHonoursRules) {
  const fs::path f = dir_ / "aq.json";
  ASSERT_EQ(run("new --game arcadia-quest " + quote(f.string())).status, 0);
  const std::string original = slurp(f);
  Outcome r = run("check --update --rules arcadia-quest-respawn " + quote(f.string()));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "updated " + f.string() + " (arcadia-quest-respawn)\n1 updated, 0 unchanged\n");
  json e = json::parse(slurp(f)).at("expect");
  EXPECT_EQ(e.size(), 1u);
  EXPECT_TRUE(e.contains("arcadia-quest-respawn")) << e;
  // The rest of the file stays as written: its text up to its last member.
  const auto cut = original.rfind('}', original.rfind('}') - 1);
  EXPECT_EQ(slurp(f).substr(0, cut + 1), original.substr(0, cut + 1));
  r = run("check --update --rules all " + quote(f.string()));
  // --rules all: the two rule sets not written yet (the rulebook's and the seed's guard).
  EXPECT_EQ(r.out, "updated " + f.string() +
                       " (arcadia-quest, arcadia-quest-seed)\n1 updated, 0 unchanged\n");
  EXPECT_EQ(run("check --rules all " + quote(f.string())).out, "3 passed, 0 failed\n");
  // A rule set of another game is refused for this file.
  const Outcome wrong = run("check --update --rules jotl " + quote(f.string()));
  EXPECT_EQ(wrong.status, 2);
  EXPECT_TRUE(contains(wrong.err, "--rules jotl is not a rule set of arcadia-quest")) << wrong.err;
}

TEST_F(AuthoringCli, UpdateRepairsAWrongGrumblestoneExpectationAndKeepsTheRest) {
  const fs::path f = copy("scenarios/grumblestone/t01-crossing-fires-twice.json", "t01.json");
  const std::string original = slurp(f);
  // Wrong: the crossing fires twice, so column 4 + row 3 is worth 3 and deals 3.
  replace_in(f, "\"expect\"", "\"value\": 3", "\"value\": 2");
  replace_in(f, "\"target\"", "\"damage\": 3", "\"damage\": 2");
  const json e = repaired(f, original, "grumblestone");
  const json d = solved(f);
  EXPECT_EQ(e.at("value"), d.at("value"));
  EXPECT_EQ(e.at("value"), "3");
  EXPECT_EQ(e.at("best"), json::parse(R"([{"action": "assign", "column": 4, "row": 3}])"));
  EXPECT_EQ(e.at("actions"),
            json::parse(R"([{"action": "assign", "column": 3, "row": 4, "value": "2"}])"));
  EXPECT_EQ(e.at("target"), "P2");
  EXPECT_EQ(e.at("damage"), 3);
}

TEST_F(AuthoringCli, UpdateRewritesGrumblestonePlacements) {
  const fs::path f = copy("scenarios/grumblestone/t15-placement-by-yield.json", "t15.json");
  const std::string original = slurp(f);
  // [3, 3] is on the diagonal: worth 1/3, not 11/18.
  replace_in(f, "\"placements\"", "              2,\n              1\n",
             "              3,\n              3\n");
  const json e = repaired(f, original, "grumblestone");
  EXPECT_EQ(e.at("placements"), json::parse(R"([{"slot": 1, "cells": [[2, 1]], "icons": "A"}])"));
  EXPECT_EQ(e.at("buy"), json::parse(R"({"slots": [1]})"));
}

TEST_F(AuthoringCli, UpdateFillsANewGrumblestoneFileUnderEveryRuleSet) {
  const fs::path f = dir_ / "gs.json";
  ASSERT_EQ(run("new --game grumblestone " + quote(f.string())).status, 0);
  Outcome r = run("check --update " + quote(f.string()));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "updated " + f.string() + " (grumblestone)\n1 updated, 0 unchanged\n");
  const json e = json::parse(slurp(f)).at("expect").at("grumblestone");
  const json d = solved(f);
  EXPECT_EQ(e.at("value"), d.at("value"));
  EXPECT_EQ(e.at("best").size(), rank_one(d));
  EXPECT_TRUE(e.contains("target") && e.contains("damage")) << e;
  r = run("check --update --rules grumblestone-parallel " + quote(f.string()));
  EXPECT_EQ(r.out, "updated " + f.string() + " (grumblestone-parallel)\n1 updated, 0 unchanged\n");
  EXPECT_EQ(json::parse(slurp(f)).at("expect").at("grumblestone-parallel").at("value"),
            solved(f, "grumblestone-parallel").at("value"));
  EXPECT_EQ(run("check " + quote(f.string())).out, "2 passed, 0 failed\n");
  expect_update_leaves(f);  // updating again changes nothing
}

}  // namespace
}  // namespace arbiter::cli
