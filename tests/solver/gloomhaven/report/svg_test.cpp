// The SVG picture: well-formed XML (xmllint when installed), one polygon a map hex, the
// figures, the numbered options, paths, sight lines, areas and thin walls; flat or pointy.
#include "solver/gloomhaven/report/svg.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/gloomhaven/scenario.hpp"
#include "tests/support/cli_fixture.hpp"
#include "tests/support/svg_reading.hpp"

namespace arbiter::gloomhaven::report {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::contains;
using arbiter::testing::count;
using arbiter::testing::distance_even_q;
using arbiter::testing::hexes_of;
using arbiter::testing::Outcome;
using arbiter::testing::parse_hex;
using arbiter::testing::quote;
using arbiter::testing::source;
using json = nlohmann::json;

struct Solved {
  Scenario s;
  pathing::Board board;
  Decision d;
  std::string svg;
};

Solved solve(const std::string& name, RuleSet rules = RuleSet::Gloomhaven) {
  Solved x{
      load_scenario(std::string(ARBITER_SOURCE_DIR) + "/tests/data/report/" + name), {}, {}, {}};
  x.board = build_board(x.s);
  x.d = decide_turn(x.s, x.board, profile_for(rules));
  x.svg = render_svg(x.s, x.board, x.d);
  return x;
}

// True when some option badge (data-options="1 2 ...") lists `number`.
bool has_badge(const std::string& svg, int number) {
  const std::string key = "data-options=\"";
  for (std::size_t at = svg.find(key); at != std::string::npos; at = svg.find(key, at + 1)) {
    const std::size_t begin = at + key.size(), end = svg.find('"', begin);
    std::stringstream ss(svg.substr(begin, end - begin));
    for (int n = 0; ss >> n;)
      if (n == number) return true;
  }
  return false;
}

bool have_xmllint() {
  return std::system("command -v xmllint >/dev/null 2>&1") == 0;
}

const char* const kFiles[] = {"ranged-steps-back.json", "pointy-area.json", "axial-tie.json",
                              "cleave.json", "far-focus.json"};

TEST(SvgReport, WellFormedXml) {
  if (!have_xmllint()) GTEST_SKIP() << "xmllint is not installed";
  const auto dir =
      std::filesystem::temp_directory_path() / ("arbiter-svg-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  for (const char* file : kFiles) {
    SCOPED_TRACE(file);
    const auto path = dir / (std::string(file) + ".svg");
    std::ofstream(path) << solve(file).svg;
    const std::string cmd = "xmllint --noout '" + path.string() + "' 2>&1";
    EXPECT_EQ(std::system(cmd.c_str()), 0);
  }
  std::filesystem::remove_all(dir);
}

TEST(SvgReport, OnePolygonAMapHexAndEveryFigureAndOption) {
  for (const char* file : kFiles) {
    SCOPED_TRACE(file);
    const Solved x = solve(file);
    const std::string& svg = x.svg;
    EXPECT_EQ(svg.rfind("<?xml", 0), 0u);
    EXPECT_EQ(count(svg, "<polygon class=\"hex\""), x.s.map.hexes.size());
    for (const auto& f : x.s.figures) {
      EXPECT_EQ(count(svg, "<g class=\"figure\" data-id=\"" + f.id + "\""), 1u) << f.id;
      EXPECT_NE(svg.find(">" + f.id + "</text>"), std::string::npos) << f.id;
    }
    for (std::size_t i = 1; i <= x.d.options.size(); ++i) {
      EXPECT_TRUE(has_badge(svg, static_cast<int>(i))) << "option " << i;
    }
    EXPECT_EQ(svg, render_svg(x.s, x.board, x.d)) << "deterministic";
  }
}

TEST(SvgReport, PathsSightLinesAndAreas) {
  const Solved rsb = solve("ranged-steps-back.json");
  // Three options, each a one-step path with an arrow and one sight line to C1.
  EXPECT_EQ(count(rsb.svg, "<polyline class=\"path\""), 3u);
  EXPECT_EQ(count(rsb.svg, "marker-end=\"url(#arrow-"), 4u);  // 3 paths + the legend
  EXPECT_EQ(count(rsb.svg, "<line class=\"sight\""), 3u);
  EXPECT_EQ(count(rsb.svg, "data-target=\"C1\""), 3u);
  EXPECT_EQ(count(rsb.svg, "class=\"aoe\""), 0u);
  EXPECT_NE(rsb.svg.find("data-terrain=\"obstacle\""), std::string::npos);

  const Solved area = solve("pointy-area.json");
  EXPECT_EQ(count(area.svg, "<polygon class=\"aoe\""), 2u);
  EXPECT_EQ(count(area.svg, "<line class=\"thin-wall\""), 1u);
  EXPECT_EQ(count(area.svg, "<line class=\"sight\""), 2u);  // to C1 and C2
  EXPECT_NE(area.svg.find("data-terrain=\"wall\""), std::string::npos);
  EXPECT_NE(area.svg.find("class=\"focus-ring\""), std::string::npos);
  EXPECT_NE(area.svg.find("class=\"target-ring\""), std::string::npos);
  EXPECT_NE(area.svg.find("id=\"legend\""), std::string::npos);

  SvgOptions bare;
  bare.legend = false;
  bare.sight_lines = false;
  const std::string no_legend = render_svg(area.s, area.board, area.d, bare);
  EXPECT_EQ(no_legend.find("id=\"legend\""), std::string::npos);
  EXPECT_EQ(count(no_legend, "<line class=\"sight\""), 0u);
}

// The corners of the first hex polygon: flat-topped hexes have a horizontal top edge (two
// corners share the least y), pointy-topped ones a single top corner.
int top_corners(const std::string& svg) {
  const std::string tag = "<polygon class=\"hex\"";
  const std::size_t at = svg.find(tag);
  if (at == std::string::npos) return -1;
  const std::size_t from = svg.find(" points=\"", at);
  if (from == std::string::npos) return -1;
  const std::size_t begin = from + 9, end = svg.find('"', begin);
  std::vector<double> ys;
  std::stringstream ss(svg.substr(begin, end - begin));
  std::string pair;
  while (ss >> pair) ys.push_back(std::stod(pair.substr(pair.find(',') + 1)));
  const double top = *std::min_element(ys.begin(), ys.end());
  return static_cast<int>(
      std::count_if(ys.begin(), ys.end(), [&](double y) { return std::abs(y - top) < 0.15; }));
}

TEST(SvgReport, FlatForColumnsPointyForRowsAndAxial) {
  EXPECT_EQ(top_corners(solve("ranged-steps-back.json").svg), 2);  // even-q
  EXPECT_EQ(top_corners(solve("pointy-area.json").svg), 1);        // odd-r
  EXPECT_EQ(top_corners(solve("axial-tie.json").svg), 1);          // axial
}

TEST(SvgReport, EscapesText) {
  Solved x = solve("ranged-steps-back.json");
  x.s.name = "a<b>&\"c\"";
  const std::string svg = render_svg(x.s, x.board, x.d);
  EXPECT_EQ(svg.find("a<b>"), std::string::npos);
  EXPECT_NE(svg.find("a&lt;b&gt;&amp;&quot;c&quot;"), std::string::npos);
}

// What the pictures show as the command line draws them: the hex the monster heads for when
// it cannot attack this turn, disadvantage and initiatives on the figures, a legend of what is
// drawn only, and `solve --crop`.
class SvgCli : public arbiter::testing::CliFixture {};

// far-focus: A at [1, 2] with move 2 cannot reach C1 at [8, 2]: it heads for the hex next to
// C1 it would attack from, and stops 2 hexes along the way.
TEST_F(SvgCli, HeadingMarkedWhenTheFocusIsOutOfReach) {
  const std::string f = quote(source("tests/data/report/far-focus.json"));
  const Outcome svg = run("render " + f);
  ASSERT_EQ(svg.status, 0) << svg.err;
  const auto heads = hexes_of(svg.out, "heading");
  ASSERT_FALSE(heads.empty()) << svg.out;
  const json d = json::parse(run("solve --format json " + f).out);
  for (const auto& h : heads) {
    EXPECT_EQ(distance_even_q(parse_hex(h), {8, 2}), 1) << h << " is where it attacks C1 from";
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
TEST_F(SvgCli, DisadvantageAndInitiativesOnTheFigures) {
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

TEST_F(SvgCli, SvgLegendListsOnlyWhatIsDrawn) {
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

TEST_F(SvgCli, SolveCropsTheBoardToTheAction) {
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
}  // namespace arbiter::gloomhaven::report
