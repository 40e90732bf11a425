// What the pictures show, as a user of the command line meets them: overlays of
// the acting figure's sight, reach and attack range on `render` and on `solve`'s board, the
// hex the monster heads for when it cannot attack this turn, disadvantage on the target,
// initiatives on the figures, a legend of what is drawn only, and `solve --crop`.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <utility>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::cli {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::Outcome;
using arbiter::testing::quote;
using arbiter::testing::source;
using json = nlohmann::json;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::size_t count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// The data-hex values of the SVG elements of one class, as "COL,ROW".
std::set<std::string> hexes_of(const std::string& svg, const std::string& cls) {
  std::set<std::string> out;
  const std::string key = "class=\"" + cls + "\" data-hex=\"";
  for (auto at = svg.find(key); at != std::string::npos; at = svg.find(key, at + 1)) {
    const std::size_t begin = at + key.size();
    out.insert(svg.substr(begin, svg.find('"', begin) - begin));
  }
  return out;
}

std::set<std::string> hexes_of(const json& list) {
  std::set<std::string> out;
  for (const auto& h : list)
    out.insert(std::to_string(h.at(0).get<int>()) + "," + std::to_string(h.at(1).get<int>()));
  return out;
}

int distance_even_q(std::pair<int, int> a, std::pair<int, int> b) {
  // even-q offset to axial, then the hex distance.
  const auto axial = [](std::pair<int, int> c) {
    return std::pair<int, int>{c.first, c.second - (c.first + (c.first & 1)) / 2};
  };
  const auto [aq, ar] = axial(a);
  const auto [bq, br] = axial(b);
  return (std::abs(aq - bq) + std::abs(ar - br) + std::abs(aq + ar - bq - br)) / 2;
}

std::pair<int, int> parse(const std::string& hex) {
  const auto comma = hex.find(',');
  return {std::stoi(hex.substr(0, comma)), std::stoi(hex.substr(comma + 1))};
}

class PicturesCli : public arbiter::testing::CliFixture {};

// ranged-steps-back: A at [5, 2], move 2, range 3; C1 at [4, 2]; an obstacle at [3, 2].
TEST_F(PicturesCli, OverlaysAgreeAcrossJsonSvgAndText) {
  const std::string f = quote(source("scenarios/examples/ranged-steps-back.json"));
  const Outcome j = run("solve --format json --overlay see,range,reach " + f);
  ASSERT_EQ(j.status, 0) << j.err;
  const json d = json::parse(j.out);
  const auto see = hexes_of(d.at("overlays").at("see"));
  const auto reach = hexes_of(d.at("overlays").at("reach"));
  const auto range = hexes_of(d.at("overlays").at("range"));
  // Reach: its own hex, every option's destination, nothing past 2 steps, not the obstacle
  // nor C1's hex.
  EXPECT_TRUE(reach.count("5,2"));
  for (const auto& o : d.at("options"))
    EXPECT_TRUE(reach.count(std::to_string(o.at("destination").at(0).get<int>()) + "," +
                            std::to_string(o.at("destination").at(1).get<int>())));
  for (const auto& h : reach) EXPECT_LE(distance_even_q({5, 2}, parse(h)), 2) << h;
  EXPECT_FALSE(reach.count("3,2"));
  EXPECT_FALSE(reach.count("4,2"));
  // Range: C1's hex (it is attacked), and hexes 5 away (2 moves + range 3), none farther.
  EXPECT_TRUE(range.count("4,2"));
  int farthest = 0;
  for (const auto& h : range) farthest = std::max(farthest, distance_even_q({5, 2}, parse(h)));
  EXPECT_EQ(farthest, 5);
  EXPECT_TRUE(see.count("4,2"));

  // The SVG draws exactly those hexes, and only those asked for.
  const Outcome svg = run("render --overlay see,range,reach " + f);
  ASSERT_EQ(svg.status, 0) << svg.err;
  EXPECT_EQ(hexes_of(svg.out, "overlay-see"), see);
  EXPECT_EQ(hexes_of(svg.out, "overlay-reach"), reach);
  EXPECT_EQ(hexes_of(svg.out, "overlay-range"), range);
  EXPECT_TRUE(contains(svg.out, ">reachable this turn</text>"));
  const Outcome only_reach = run("render --overlay reach " + f);
  EXPECT_EQ(hexes_of(only_reach.out, "overlay-reach"), reach);
  EXPECT_EQ(count(only_reach.out, "overlay-see"), 0u);
  EXPECT_FALSE(contains(only_reach.out, ">in attack range</text>")) << "legend: only what is drawn";
  const Outcome none = run("render " + f);
  EXPECT_EQ(count(none.out, "class=\"overlay-"), 0u);

  // The text board: an 'm' in the middle of the label of every reachable hex with no other
  // mark (the acting figure's and the options' hexes have their own).
  const Outcome text = run("solve --no-color --overlay reach " + f);
  ASSERT_EQ(text.status, 0) << text.err;
  const std::size_t marked = count(text.out, "/ m \\");
  EXPECT_EQ(marked, reach.size() - 1 - d.at("options").size()) << text.out;
  EXPECT_TRUE(contains(text.out, "overlays (on unmarked hexes): m reachable")) << text.out;
  EXPECT_FALSE(contains(run("solve --no-color " + f).out, "overlays ("));
}

TEST_F(PicturesCli, SightOverlayStopsAtWalls) {
  // melee-along-a-wall: corner-to-corner sight (1st edition) does not reach [5, 1] from A's
  // hex; any-point sight (jotl) does (docs/gloomhaven.md's --explain-sight example).
  const std::string f = quote(source("scenarios/gloomhaven/turns/melee-along-a-wall.json"));
  const auto see = [&](const std::string& rules) {
    const Outcome r = run("solve --format json --overlay see --rules " + rules + " " + f);
    EXPECT_EQ(r.status, 0) << r.err;
    return hexes_of(json::parse(r.out).at("overlays").at("see"));
  };
  EXPECT_FALSE(see("gloomhaven").count("5,1"));
  EXPECT_TRUE(see("jotl").count("5,1"));
}

TEST_F(PicturesCli, OverlayNamesAndGamesAreChecked) {
  const std::string f = quote(source("scenarios/examples/ranged-steps-back.json"));
  const Outcome bad = run("render --overlay see,sight " + f);
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(contains(bad.err, "--overlay: unknown overlay 'sight' (see, range, reach, all)"))
      << bad.err;
  EXPECT_EQ(run("solve --overlay rnage " + f).status, 2);
  const std::string hs = quote(source("scenarios/heroscape/e04-leaving-engagement.json"));
  const Outcome other = run("solve --overlay reach " + hs);
  EXPECT_EQ(other.status, 2);
  EXPECT_TRUE(contains(other.err, "--overlay draws on gloomhaven files")) << other.err;
  EXPECT_EQ(run("render --overlay all " + hs).status, 2);
}

// far-focus: A at [1, 2] with move 2 cannot reach C1 at [8, 2]: it heads for the hex next to
// C1 it would attack from, and stops 2 hexes along the way.
TEST_F(PicturesCli, HeadingMarkedWhenTheFocusIsOutOfReach) {
  const std::string f = quote(source("tests/data/report/far-focus.json"));
  const Outcome svg = run("render " + f);
  ASSERT_EQ(svg.status, 0) << svg.err;
  const auto heads = hexes_of(svg.out, "heading");
  ASSERT_FALSE(heads.empty()) << svg.out;
  const json d = json::parse(run("solve --format json " + f).out);
  for (const auto& h : heads) {
    EXPECT_EQ(distance_even_q(parse(h), {8, 2}), 1) << h << " is where it attacks C1 from";
    for (const auto& o : d.at("options")) {
      EXPECT_NE(h, std::to_string(o.at("destination").at(0).get<int>()) + "," +
                       std::to_string(o.at("destination").at(1).get<int>()));
    }
  }
  EXPECT_EQ(count(svg.out, "class=\"heading-line\""), d.at("options").size());
  EXPECT_TRUE(contains(svg.out, ">heads for (later turn)</text>"));
  const Outcome text = run("solve --no-color " + f);
  EXPECT_TRUE(contains(text.out, "/ > \\")) << text.out;
  EXPECT_TRUE(contains(text.out, "> heads for (attacks a later turn)")) << text.out;
  // Where it attacks this turn, nothing heads anywhere.
  const std::string now = quote(source("scenarios/examples/ranged-steps-back.json"));
  EXPECT_TRUE(hexes_of(run("render " + now).out, "heading").empty());
  EXPECT_FALSE(contains(run("solve --no-color " + now).out, "heads for"));
  EXPECT_FALSE(contains(run("render " + now).out, "heads for"));
}

// immobilize-attacks-where-it-stands: A, immobilized, attacks the adjacent C1 with a ranged
// attack, at disadvantage.
TEST_F(PicturesCli, DisadvantageAndInitiativesOnTheFigures) {
  const std::string f =
      quote(source("scenarios/gloomhaven/turns/immobilize-attacks-where-it-stands.json"));
  const Outcome svg = run("render " + f);
  ASSERT_EQ(svg.status, 0) << svg.err;
  const std::size_t c1 = svg.out.find("<g class=\"figure\" data-id=\"C1\"");
  ASSERT_NE(c1, std::string::npos);
  const std::string c1_group = svg.out.substr(c1, svg.out.find('\n', c1) - c1);
  EXPECT_TRUE(contains(c1_group, "class=\"disadvantage\"")) << c1_group;
  EXPECT_TRUE(contains(c1_group, "class=\"initiative\"")) << c1_group;
  EXPECT_TRUE(contains(c1_group, ">20</text>")) << c1_group;
  EXPECT_EQ(count(svg.out, "class=\"disadvantage\""), 1u);
  EXPECT_EQ(count(svg.out, "class=\"initiative\""), 1u) << "A has no initiative in the file";
  const Outcome text = run("solve --no-color " + f);
  EXPECT_TRUE(contains(text.out, "/C1-\\")) << text.out;
  EXPECT_TRUE(contains(text.out, "- at disadvantage")) << text.out;
  EXPECT_TRUE(contains(text.out, "  initiative: C1 20\n")) << text.out;
  // Without disadvantage, the target's mark is '+'.
  const std::string plain = quote(source("scenarios/examples/ranged-steps-back.json"));
  const Outcome p = run("solve --no-color " + plain);
  EXPECT_TRUE(contains(p.out, "/C1!\\")) << p.out;
  EXPECT_FALSE(contains(p.out, "- at disadvantage")) << p.out;
  EXPECT_FALSE(contains(p.out, "+ target")) << "the legend lists only the marks drawn";
  EXPECT_EQ(count(run("render " + plain).out, "class=\"disadvantage\""), 0u);
}

TEST_F(PicturesCli, SvgLegendListsOnlyWhatIsDrawn) {
  const auto labels = [&](const std::string& rel) {
    const Outcome r = run("render " + quote(source(rel)));
    EXPECT_EQ(r.status, 0) << r.err;
    std::set<std::string> out;
    const std::string key = "<g class=\"legend-item\">";
    for (auto at = r.out.find(key); at != std::string::npos; at = r.out.find(key, at + 1)) {
      const std::size_t end = r.out.find("</text></g>", at);
      const std::size_t begin = r.out.rfind('>', end - 1) + 1;
      out.insert(r.out.substr(begin, end - begin));
    }
    return out;
  };
  const auto plain = labels("scenarios/examples/ranged-steps-back.json");
  EXPECT_TRUE(plain.count("obstacle"));
  EXPECT_TRUE(plain.count("path (per option)"));
  EXPECT_TRUE(plain.count("line of sight"));
  EXPECT_TRUE(plain.count("initiative"));
  for (const char* absent : {"icy", "trap", "wall", "thin wall", "area of effect",
                             "at disadvantage", "heads for (later turn)", "seen from its hex"})
    EXPECT_FALSE(plain.count(absent)) << absent;
  const auto icy = labels("scenarios/gloomhaven/turns/icy-slides-except-gloomhaven2e.json");
  EXPECT_TRUE(icy.count("icy"));
  const auto area = labels("scenarios/examples/area-attack.json");
  EXPECT_TRUE(area.count("area of effect"));
  EXPECT_TRUE(area.count("wall"));
}

TEST_F(PicturesCli, SolveCropsTheBoardToTheAction) {
  const fs::path big = dir_ / "big.json";
  ASSERT_EQ(run("generate --columns 80 --rows 80 --figures 6 -o " + quote(big.string())).status, 0);
  const Outcome whole = run("solve --no-color --board always " + quote(big.string()));
  const Outcome crop = run("solve --no-color --board always --crop 2 " + quote(big.string()));
  ASSERT_EQ(crop.status, 0) << crop.err;
  const json d = json::parse(run("solve --format json " + quote(big.string())).out);
  const std::string actor = d.at("figure").get<std::string>();
  EXPECT_LT(crop.out.size() * 4, whole.out.size());
  EXPECT_TRUE(contains(crop.out, "/" + actor + "@")) << crop.out.substr(0, 2000);
  // Every option's number is still on the board.
  for (std::size_t i = 1; i <= d.at("options").size() && i < 10; ++i)
    EXPECT_TRUE(contains(crop.out, "/ " + std::to_string(i)) ||
                contains(crop.out, "@" + std::to_string(i)))
        << i;
  // --board auto past the limit: the cropped board, said so; a crop spanning more than the
  // limit is not drawn.
  const Outcome dflt = run("solve --no-color " + quote(big.string()));
  EXPECT_TRUE(contains(dflt.out,
                       "(board of 6400 hexes: only the hexes within 3 of the action "
                       "are drawn; --board always draws it whole)"))
      << dflt.out.substr(0, 400);
  EXPECT_TRUE(contains(dflt.out, "/" + actor + "@"));
  const Outcome wide = run("solve --no-color --crop 200 " + quote(big.string()));
  EXPECT_TRUE(contains(wide.out, "(board of 6400 hexes not drawn; --board always draws it)"));
  EXPECT_FALSE(contains(wide.out, "/" + actor + "@"));
}

}  // namespace
}  // namespace arbiter::cli
