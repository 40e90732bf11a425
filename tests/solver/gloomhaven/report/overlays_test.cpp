// The acting figure's sight, reach and attack range (solver/gloomhaven/report/overlays.cpp)
// as the command line draws them: the same hexes in `solve --format json`, `render --overlay`
// and `solve --overlay`'s board, sight stopped by walls, and the overlay names and games
// checked.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <utility>

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

class OverlaysCli : public arbiter::testing::CliFixture {};

// ranged-steps-back: A at [5, 2], move 2, range 3; C1 at [4, 2]; an obstacle at [3, 2].
TEST_F(OverlaysCli, OverlaysAgreeAcrossJsonSvgAndText) {
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
  for (const auto& h : reach) EXPECT_LE(distance_even_q({5, 2}, parse_hex(h)), 2) << h;
  EXPECT_FALSE(reach.count("3,2"));
  EXPECT_FALSE(reach.count("4,2"));
  // Range: C1's hex (it is attacked), and hexes 5 away (2 moves + range 3), none farther.
  EXPECT_TRUE(range.count("4,2"));
  int farthest = 0;
  for (const auto& h : range) farthest = std::max(farthest, distance_even_q({5, 2}, parse_hex(h)));
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

TEST_F(OverlaysCli, SightOverlayStopsAtWalls) {
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

TEST_F(OverlaysCli, OverlayNamesAndGamesAreChecked) {
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

}  // namespace
}  // namespace arbiter::gloomhaven::report
