// `arbiter` on Heroscape files: solve (text, JSON, --explain-hex), render, check, and bad
// input with the "file: place: problem" line and exit 2.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "solver/game/game.hpp"
#include "solver/games/games.hpp"
#include "solver/heroscape/rules.hpp"
#include "tests/support/cli_fixture.hpp"

namespace arbiter::cli {
namespace {

namespace fs = std::filesystem;
using testing::CliFixture;
using testing::quote;

std::string scenario(const std::string& name) {
  return testing::scenario_arg("heroscape", name);
}

class HeroscapeCli : public CliFixture {};

TEST_F(HeroscapeCli, SolveTextShowsReasonsAndTies) {
  const auto r = run("solve " + scenario("e04-leaving-engagement") + " --no-color");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("  1. [1, 0] cost 0, 0 risk dice, attack E1"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  1. [1, 0] cost 0, 0 risk dice, attack E2"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("leaves engagement with 1 enemy: 1 die"), std::string::npos) << r.out;
  const auto climb = run("solve " + scenario("m03-climb-costs-levels") + " --no-color");
  EXPECT_NE(climb.out.find("climbs 3 levels: cost 4"), std::string::npos) << climb.out;
  const auto fall = run("solve " + scenario("m06-fall-one-die") + " --no-color");
  EXPECT_NE(fall.out.find("falls 6 levels, height 5: 1 die"), std::string::npos) << fall.out;
}

TEST_F(HeroscapeCli, SolveJsonFollowsTheRuleSet) {
  const auto r = run("solve " + scenario("m07-big-fall-dice-option") +
                     " --rules heroscape-3dice --format json --explain-hex 1,0");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["game"], "heroscape");
  EXPECT_EQ(j["rules"], "heroscape-3dice");
  bool found = false;
  for (const auto& d : j["destinations"]) {
    if (d["destination"] == nlohmann::json::array({1, 0})) {
      found = true;
      EXPECT_EQ(d["dice"], 3);
    }
  }
  EXPECT_TRUE(found);
  EXPECT_NE(j["explain_hex"].get<std::string>().find("falls 15 levels"), std::string::npos);
}

TEST_F(HeroscapeCli, ExplainsAnUnreachableHex) {
  const auto r =
      run("solve " + scenario("m03-climb-costs-levels") + " --explain-hex 3,0 --no-color");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("it needs 6 movement points and A has 5"), std::string::npos) << r.out;
}

TEST_F(HeroscapeCli, RenderDrawsLevelsAndSightLines) {
  const auto r = run("render " + scenario("a01-height-advantage-ten-levels"));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("data-level=\"13\""), std::string::npos);
  EXPECT_NE(r.out.find("class=\"sight\""), std::string::npos);
  EXPECT_NE(r.out.find("data-id=\"E\""), std::string::npos);
}

TEST_F(HeroscapeCli, RulesOfAnotherGameAreRefused) {
  const auto r = run("solve " + scenario("m06-fall-one-die") + " --rules jotl");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find(": (rules): --rules jotl is not a rule set of heroscape"), std::string::npos)
      << r.err;
}

TEST_F(HeroscapeCli, BadFileExitsTwoWithThePlace) {
  const fs::path bad = dir_ / "bad.json";
  std::ofstream(bad) << R"({"format": 1, "game": "heroscape", "name": "b", "coordinates": "axial",
    "map": {"hexes": [[0, 0], [1, 0]]},
    "figures": [{"id": "A", "side": "r", "hexes": [[0, 0], [1, 0]], "height": 0, "move": 1,
                 "range": 1, "attack": 1, "defense": 1, "life": 1}],
    "turn": {"figure": "A"}})";
  const auto r = run("solve " + quote(bad.string()));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, bad.string() + ": figures[0].height: must be between 1 and 100, got 0\n");
}

TEST_F(HeroscapeCli, CheckFindsAMismatch) {
  const fs::path src =
      fs::path(ARBITER_SOURCE_DIR) / "scenarios/heroscape/e01-adjacent-engages.json";
  std::ifstream in(src);
  auto j = nlohmann::json::parse(in);
  j["expect"]["heroscape"]["best"][0]["expected"] = "2/3";
  const fs::path wrong = dir_ / "wrong.json";
  std::ofstream(wrong) << j.dump();
  const auto r = run("check " + quote(wrong.string()));
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("expected 2/3"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("expected 7/12"), std::string::npos) << r.out;  // capped at E's 1 life
  EXPECT_NE(r.out.find("0 passed, 1 failed"), std::string::npos) << r.out;
}

// A map with levels up to ten, rock, water, road, a ruin, a wall on an edge and a glyph: every
// mark the text board draws.
constexpr const char* kMarkedMap = R"({"format": 1, "game": "heroscape", "name": "marks",
  "coordinates": "axial",
  "map": {"hexes": [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0]],
          "levels": {"3": [[1, 0]], "10": [[5, 0]], "2": [[6, 0]]},
          "terrain": {"rock": [[1, 0]], "water": [[2, 0]], "road": [[3, 0]]},
          "obstacles": [{"kind": "ruin", "hex": [4, 0], "height": 2},
                        {"kind": "wall", "edge": [[5, 0], [6, 0]], "height": 2}],
          "glyphs": [{"hex": [3, 0], "kind": "attack"}]},
  "figures": [{"id": "A", "side": "red", "hexes": [[0, 0]], "height": 5, "move": 4,
               "range": 1, "attack": 2, "defense": 1, "life": 3},
              {"id": "E1", "side": "blue", "hexes": [[6, 0]], "height": 5, "move": 0,
               "range": 1, "attack": 2, "defense": 1, "life": 1}],
  "turn": {"figure": "A"}})";

TEST_F(HeroscapeCli, ShowAndSolveDrawLevelsGroundRuinsAndCoordinates) {
  const fs::path f = dir_ / "marks.json";
  std::ofstream(f) << kMarkedMap;
  const auto show = run("show " + quote(f.string()) + " --no-color");
  ASSERT_EQ(show.status, 0) << show.err;
  // Each hex's level is its label, its ground around it, a ruin fills its hex, a wall on an
  // edge is a thin wall, the glyph's kind in the corner, the columns on top.
  EXPECT_NE(show.out.find("    0   1   2   3   4   5   6\n"), std::string::npos) << show.out;
  EXPECT_NE(show.out.find("| A |^3^|~1~|=1=|#1#|10 #E1 |"), std::string::npos) << show.out;
  EXPECT_NE(show.out.find("/a\\"), std::string::npos) << show.out;
  EXPECT_NE(show.out.find("ground (around the label): ^ rock  = road  ~ water  # ruin (obstacle)"),
            std::string::npos)
      << show.out;
  EXPECT_NE(show.out.find("glyphs (in the top corner): a attack"), std::string::npos) << show.out;
  EXPECT_NE(show.out.find("= # obstacle on an edge: wall"), std::string::npos) << show.out;
  EXPECT_NE(show.out.find("  E1 blue [6, 0] level 2\n"), std::string::npos) << show.out;
  // solve draws the same board, with the acting figure and the hexes it can end on.
  const auto solve = run("solve " + quote(f.string()) + " --no-color");
  ASSERT_EQ(solve.status, 0) << solve.err;
  EXPECT_NE(solve.out.find("Board\n    0   1   2   3   4   5   6\n"), std::string::npos)
      << solve.out;
  EXPECT_NE(solve.out.find("|A@ |3*^|1*~|=1=|"), std::string::npos) << solve.out;
  EXPECT_NE(solve.out.find("1* reachable  @ acting"), std::string::npos) << solve.out;
  EXPECT_EQ(run("solve " + quote(f.string()) + " --no-color --board never").out.find("Board\n"),
            std::string::npos);
}

TEST_F(HeroscapeCli, ACutListOfChoicesSaysHowManyMoreAndAllListsThem) {
  const fs::path f = dir_ / "open.json";
  ASSERT_EQ(run("new --game heroscape --columns 7 --rows 5 " + quote(f.string())).status, 0);
  const auto count = [](const std::string& out) {
    int n = 0;
    for (const std::string& l : testing::lines(out))
      n += l.size() > 4 && l[0] == ' ' && l[1] == ' ' && std::isdigit(l[2]) != 0 &&
           l.find(". ") != std::string::npos && l.find(". ") < 6;
    return n;
  };
  const auto cut = run("solve " + quote(f.string()) + " --no-color");
  ASSERT_EQ(cut.status, 0) << cut.err;
  const std::size_t at = cut.out.find("Choices (");
  ASSERT_NE(at, std::string::npos) << cut.out;
  const int total = std::stoi(cut.out.substr(at + 9));
  ASSERT_GT(total, 12);
  EXPECT_NE(cut.out.find("  ... " + std::to_string(total - count(cut.out)) +
                         " more choices (--all lists every one)\n"),
            std::string::npos)
      << cut.out;
  const auto all = run("solve " + quote(f.string()) + " --no-color --all");
  EXPECT_EQ(count(all.out), total) << all.out;
  EXPECT_EQ(all.out.find(" more choice"), std::string::npos) << all.out;
}

// The JSON line written without values (solve_json_text, what `solve --format json` prints)
// holds the same bytes as the value's dump (what the server embeds), on every Heroscape file
// under every rule set: charges, grenades with their other hits, eaten figures, moves without
// an attack, and an explained hex as the last member.
TEST(HeroscapeJsonText, SameBytesAsTheValue) {
  int files = 0, charges = 0, specials = 0, eats = 0;
  for (const auto& e : fs::directory_iterator(testing::source("scenarios/heroscape"))) {
    if (e.path().extension() != ".json") continue;
    const auto s = games::load_file(e.path().string());
    game::Workspace ws;
    for (const auto rules : heroscape::kRuleSetNames) {
      game::SolveRequest r;
      r.rules = std::string(rules);
      const auto value = s->solve_json(r, ws);
      ASSERT_EQ(s->solve_json_text(r, ws), value.dump()) << e.path() << " " << rules;
      charges += value.contains("charge") && !value["charge"].empty();
      for (const auto& o : value["options"]) {
        specials += o.contains("special");
        eats += o.contains("eat");
      }
      ASSERT_FALSE(value["options"].empty()) << e.path();
      // The first option's hex (a double-space figure's first).
      auto at = value["options"][0]["destination"];
      if (at[0].is_array()) at = at[0];
      r.explain_hex = pathing::Coord{at[0].get<int>(), at[1].get<int>()};
      EXPECT_EQ(s->solve_json_text(r, ws), s->solve_json(r, ws).dump()) << e.path();
    }
    ++files;
  }
  EXPECT_GT(files, 30);
  EXPECT_GT(charges, 0);
  EXPECT_GT(specials, 0);
  EXPECT_GT(eats, 0);
}

}  // namespace
}  // namespace arbiter::cli
