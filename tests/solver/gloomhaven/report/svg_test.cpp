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
#include <sstream>
#include <string>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven::report {
namespace {

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

std::size_t count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
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

}  // namespace
}  // namespace arbiter::gloomhaven::report
