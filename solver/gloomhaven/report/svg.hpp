// The decision as a standalone SVG picture: the map (flat-topped hexes for *-q files,
// pointy-topped for *-r and axial ones) with terrain, walls and thin walls, the figures,
// the numbered options with their paths, targets, areas of effect, the line of sight of
// each attack, and a legend.
//
// Structure (relied on by tests and tools): every map hex is one <polygon class="hex">
// (walls included) with data-hex="COL,ROW"; figures are <g class="figure" data-id=...>;
// options are <g class="option" data-options="1 2">; paths are <polyline class="path">,
// sight lines <line class="sight">, area hexes <polygon class="aoe">, all with
// data-option="N". Hexes the monster heads for when it cannot attack this turn are
// <polygon class="heading">; figures carry <g class="initiative"> and <g class="disadvantage">.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <string>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/report/overlays.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven::report {

struct SvgOptions {
  double hex_radius = 32.0;  // pixels from a hex's centre to its corners
  bool legend = true;
  bool sight_lines = true;
  // Draw only the hexes within this many hexes of the action (the acting figure, its
  // focuses, the options' destinations, paths, targets and areas); negative: the whole map.
  int crop = -1;
  // Overlays of the acting figure's turn: the hexes it sees, can reach, can attack
  // (<polygon class="overlay-see|overlay-reach|overlay-range" data-hex=...>).
  OverlaySet overlays;
};

std::string render_svg(const Scenario& s, const pathing::Board& b, const Decision& d,
                       const SvgOptions& o = {});
// The same picture written to `out` as it is drawn (no whole document is held in memory).
void write_svg(std::ostream& out, const Scenario& s, const pathing::Board& b, const Decision& d,
               const SvgOptions& o = {});
// `render` draws a whole map up to this many hexes (a 512 x 512 map: some 60 MB of SVG);
// larger maps only with a crop, which keeps the picture near the action.
inline constexpr std::size_t kMaxRenderHexes = std::size_t{1} << 18;

}  // namespace arbiter::gloomhaven::report
