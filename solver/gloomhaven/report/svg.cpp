#include "solver/gloomhaven/report/svg.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <set>
#include <sstream>
#include <unordered_set>

#include "pathing/sight.hpp"
#include "solver/gloomhaven/report/explain.hpp"
#include "solver/gloomhaven/report/overlays.hpp"
#include "solver/gloomhaven/report/story.hpp"
#include "solver/gloomhaven/report/svg_layers.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/report/output.hpp"
#include "solver/report/svg_geometry.hpp"

namespace arbiter::gloomhaven::report {
namespace {

using pathing::Coord;
using svg_layers::esc;
using svg_layers::Geometry;
using svg_layers::kOptionColourCount;
using svg_layers::kOptionColours;
using svg_layers::num;

// Every hex (on the map or not) within `crop` of the action, by a breadth-first walk of the
// plane from the action's hexes: its cost is the hexes it finds, not the map's size. More than
// kMaxRenderHexes of them would be a picture too large to look at: refused.
std::unordered_set<Coord, pathing::CoordHash> within(const Scenario& s, const pathing::Board& b,
                                                     const Decision& d, int crop) {
  std::unordered_set<Coord, pathing::CoordHash> seen;
  std::vector<Coord> frontier = action_hexes(s, b, d), next;
  seen.insert(frontier.begin(), frontier.end());
  for (int depth = 0; depth < crop && !frontier.empty(); ++depth) {
    next.clear();
    for (Coord c : frontier) {
      for (int k = 0; k < 6; ++k) {
        const Coord n = c + pathing::kHexDirections[static_cast<std::size_t>(k)];
        if (seen.insert(n).second) next.push_back(n);
      }
    }
    if (seen.size() > kMaxRenderHexes) {
      throw scenario::ScenarioError(s.path, "(--crop)",
                                    "--crop " + std::to_string(crop) +
                                        " would draw more hexes than a picture holds; use "
                                        "a smaller one (limit " +
                                        std::to_string(kMaxRenderHexes) + " hexes)");
    }
    std::swap(frontier, next);
  }
  return seen;
}

}  // namespace

std::string render_svg(const Scenario& s, const pathing::Board& b, const Decision& d,
                       const SvgOptions& o) {
  std::ostringstream os;
  write_svg(os, s, b, d, o);
  return os.str();
}

void write_svg(std::ostream& os, const Scenario& s, const pathing::Board& b, const Decision& d,
               const SvgOptions& o) {
  // On a map too large to draw whole (only drawn cropped), the hexes near the action are
  // found from the action outwards, and the facts of the others are never built.
  std::unordered_set<Coord, pathing::CoordHash> near_action;
  if (o.crop >= 0 && s.map.hexes.size() > kMaxRenderHexes) near_action = within(s, b, d, o.crop);
  DecisionMap m = near_action.empty()
                      ? map_decision(s, b, d)
                      : map_decision(s, b, d, [&](Coord c) { return near_action.count(c) != 0; });
  const double R = o.hex_radius;
  Geometry g(m.flat, R);
  // Cropping keeps the hexes near the action; everything drawn per hex, per cell or per
  // figure below is then limited to them, so that a huge map gives a small picture.
  std::vector<Coord> shown;
  if (o.crop < 0) shown = s.map.hexes;
  std::unordered_set<Coord, pathing::CoordHash> kept;
  if (o.crop >= 0) {
    crop_to_action(m, s, b, d, o.crop);
    shown.clear();
    for (const HexFacts& h : m.hexes) {
      shown.push_back(h.hex);
      kept.insert(h.hex);
    }
  }
  g.fit(shown, R * 0.5);
  const RuleProfile profile = profile_for(d.rules);
  const pathing::Sight sight(b, profile.sight);
  // Overlays (--overlay), computed for the drawn hexes only.
  OverlayCells overlay;
  if (o.overlays.any()) {
    std::vector<char> only(b.size(), 0);
    for (const HexFacts& h : m.hexes)
      if (h.cell != pathing::kNoCell) only[h.cell] = 1;
    overlay = compute_overlays(s, b, profile, o.overlays, &only);
  }
  const std::string actor = d.actor == kNoFigure ? std::string("nobody")
                                                 : s.figures[static_cast<std::size_t>(d.actor)].id;
  const std::string heading =
      s.name + " [" + std::string(rule_set_name(d.rules)) + "]: " + actor + " acts";
  const svg_layers::Layers layers{os, s, b, d, o, m, g, R, overlay, kept, sight};
  const std::vector<svg_layers::LegendItem> items = layers.legend_items();
  const svg_layers::LegendLayout l = layers.legend_layout(items);

  os << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  os << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << num(l.picture_width)
     << "\" height=\"" << num(l.picture_height) << "\" viewBox=\"0 0 " << num(l.picture_width)
     << " " << num(l.picture_height) << "\" font-family=\"DejaVu Sans, Arial, sans-serif\">\n";
  os << "  <title>" << esc(heading) << "</title>\n";
  if (!s.notes.empty()) os << "  <desc>" << esc(s.notes) << "</desc>\n";
  os << "  <defs>\n";
  for (std::size_t i = 0; i < kOptionColourCount; ++i) {
    os << "    <marker id=\"arrow-" << i << "\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" "
       << "markerWidth=\"4\" markerHeight=\"4\" orient=\"auto-start-reverse\">"
       << "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"" << kOptionColours[i] << "\"/></marker>\n";
  }
  os << "  </defs>\n";
  os << "  <rect x=\"0\" y=\"0\" width=\"" << num(l.picture_width) << "\" height=\""
     << num(l.picture_height) << "\" fill=\"#ffffff\"/>\n";

  layers.hexes();
  layers.overlays();
  layers.coordinates();
  layers.areas();
  layers.thin_walls();
  layers.paths();
  layers.sight_lines();
  layers.figures();
  layers.heads_for();
  layers.options();
  if (o.legend) layers.legend(items, l, heading);
  os << "</svg>\n";
}

namespace svg_layers {

// Hexes.
void Layers::hexes() const {
  os << "  <g id=\"hexes\" stroke=\"#78716c\" stroke-width=\"1\">\n";
  for (const HexFacts& h : m.hexes) {
    os << "    <polygon class=\"hex\" data-hex=\"" << h.written.q << "," << h.written.r
       << "\" data-terrain=\""
       << (h.terrain ? std::string(terrain_name(*h.terrain)) : std::string("open"))
       << "\" points=\"" << g.points(h.hex) << "\" fill=\"" << terrain_fill(h.terrain) << "\"/>\n";
  }
  os << "  </g>\n";
  doors();
}

// Doors: a door leaf across the hex, filled while closed (a wall to movement), outlined once
// open.
void Layers::doors() const {
  bool any = false;
  for (const HexFacts& h : m.hexes) {
    if (!s.is_door(h.hex)) continue;
    if (!any) os << "  <g id=\"doors\" stroke=\"" << kDoorColour << "\" stroke-width=\"2\">\n";
    any = true;
    const Point c = g.centre(h.hex);
    const bool closed = h.terrain == TerrainType::Wall;
    os << "    <rect class=\"door\" data-hex=\"" << h.written.q << "," << h.written.r
       << "\" data-door=\"" << (closed ? "closed" : "open") << "\" x=\"" << num(c.x() - R * 0.3)
       << "\" y=\"" << num(c.y() - R * 0.45) << "\" width=\"" << num(R * 0.6) << "\" height=\""
       << num(R * 0.9) << "\" fill=\"" << (closed ? kDoorColour : "none") << "\"/>\n";
  }
  if (any) os << "  </g>\n";
}

// Overlays: seen hexes tinted, hexes in attack range in a dashed ring, reachable ones in a
// solid inner ring, so that the three read apart where they overlap.
void Layers::overlays() const {
  if (o.overlays.any()) {
    os << "  <g id=\"overlays\">\n";
    for (const HexFacts& h : m.hexes) {
      const std::string where =
          "data-hex=\"" + std::to_string(h.written.q) + "," + std::to_string(h.written.r) + "\"";
      if (covers(overlay.see, h.cell))
        os << "    <polygon class=\"overlay-see\" " << where << " points=\"" << g.points(h.hex)
           << "\" fill=\"" << kSeeFill << "\" fill-opacity=\"0.3\"/>\n";
      if (covers(overlay.range, h.cell))
        os << "    <polygon class=\"overlay-range\" " << where << " points=\""
           << g.points(h.hex, 0.94) << "\" fill=\"none\" stroke=\"" << kRangeStroke
           << "\" stroke-width=\"" << num(R * 0.06) << "\" stroke-dasharray=\"4 3\"/>\n";
      if (covers(overlay.reach, h.cell))
        os << "    <polygon class=\"overlay-reach\" " << where << " points=\""
           << g.points(h.hex, 0.55) << "\" fill=\"none\" stroke=\"" << kReachStroke
           << "\" stroke-width=\"" << num(R * 0.08) << "\"/>\n";
    }
    os << "  </g>\n";
  }
}

// Coordinates, small, at the bottom of each hex: dark enough to read on every terrain
// tint and overlay but walls (light there).
void Layers::coordinates() const {
  os << "  <g id=\"coordinates\" font-size=\"" << num(R * 0.3) << "\" fill=\"#44403c\" "
     << "text-anchor=\"middle\">\n";
  for (const HexFacts& h : m.hexes) {
    const Point c = g.centre(h.hex);
    const bool dark = h.terrain == TerrainType::Wall;
    os << "    <text x=\"" << num(c.x()) << "\" y=\"" << num(c.y() + R * 0.76) << "\""
       << (dark ? " fill=\"#d4d4d8\"" : "") << ">" << h.written.q << "," << h.written.r
       << "</text>\n";
  }
  os << "  </g>\n";
}

// Areas of effect.
void Layers::areas() const {
  os << "  <g id=\"areas\">\n";
  for (std::size_t i = 0; i < d.options.size(); ++i) {
    for (CellIndex c : d.options[i].attack.aoe) {
      const Coord w = s.coordinates.from_axial(b.coord(c));
      os << "    <polygon class=\"aoe\" data-option=\"" << i + 1 << "\" data-hex=\"" << w.q << ","
         << w.r << "\" points=\"" << g.points(b.coord(c), 0.86) << "\" fill=\"" << kAoeFill
         << "\" fill-opacity=\"0.22\" stroke=\"" << kAoeFill
         << "\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>\n";
    }
  }
  os << "  </g>\n";
}

// Thin walls, once per edge.
void Layers::thin_walls() const {
  os << "  <g id=\"thin-walls\" stroke=\"" << kThinWallStroke << "\" stroke-width=\""
     << num(R * 0.2) << "\" stroke-linecap=\"round\">\n";
  for (CellIndex c = 0; c < b.size(); ++c) {
    for (int dir = 0; dir < b.directions(); ++dir) {
      const auto dd = static_cast<pathing::Direction>(dir);
      if (!b.thin_wall(c, dd) || !drawn(b.coord(c))) continue;
      const CellIndex n = b.neighbour(c, dd);
      if (n != pathing::kNoCell && n < c) continue;
      const Point p = g.corner(b.coord(c), (dir + 5) % 6);
      const Point q = g.corner(b.coord(c), dir);
      const Coord w1 = s.coordinates.from_axial(b.coord(c));
      os << "    <line class=\"thin-wall\" data-hex=\"" << w1.q << "," << w1.r << "\" x1=\""
         << num(p.x()) << "\" y1=\"" << num(p.y()) << "\" x2=\"" << num(q.x()) << "\" y2=\""
         << num(q.y()) << "\"/>\n";
    }
  }
  os << "  </g>\n";
}

// Paths: one polyline an option, shifted a little apart so that shared steps stay visible.
void Layers::paths() const {
  os << "  <g id=\"paths\" fill=\"none\" stroke-width=\"" << num(R * 0.1)
     << "\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\n";
  const double spread = d.options.size() > 1 ? R * 0.12 : 0.0;
  for (std::size_t i = 0; i < d.options.size(); ++i) {
    const auto& opt = d.options[i];
    if (opt.path.size() < 2) continue;
    const double shift =
        spread * (static_cast<double>(i % 5) - 2.0) * (d.options.size() >= 5 ? 1.0 : 0.5);
    std::vector<Point> pts;
    for (CellIndex c : opt.path) pts.push_back(g.centre(b.coord(c)) + Point(shift, shift));
    // Stop short of the destination's centre so the arrowhead shows beside the number.
    Point& last = pts.back();
    const Point dir = last - pts[pts.size() - 2];
    if (dir.norm() > 1e-9) last -= dir / dir.norm() * (R * 0.42);
    std::string points;
    for (std::size_t k = 0; k < pts.size(); ++k)
      points += (k ? " " : "") + num(pts[k].x()) + "," + num(pts[k].y());
    const int number = static_cast<int>(i) + 1;
    os << "    <polyline class=\"path\" data-option=\"" << number << "\" points=\"" << points
       << "\" stroke=\"" << option_colour(number)
       << "\" stroke-opacity=\"0.85\" marker-end=\"url(#arrow-" << (i % kOptionColourCount)
       << ")\"/>\n";
  }
  os << "  </g>\n";
}

// Sight lines: from each option's destination to each target.
void Layers::sight_lines() const {
  os << "  <g id=\"sight-lines\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\">\n";
  if (o.sight_lines) {
    for (std::size_t i = 0; i < d.options.size(); ++i) {
      const auto& opt = d.options[i];
      const int number = static_cast<int>(i) + 1;
      for (FigureIndex t : opt.attack.targets) {
        const auto tc = b.find(s.figures[static_cast<std::size_t>(t)].hex);
        if (!tc) continue;
        const auto line = sight.witness(opt.destination, *tc);
        if (!line.ok) continue;
        const Point p = g.map(line.segment.a), q = g.map(line.segment.b);
        os << "    <line class=\"sight\" data-option=\"" << number << "\" data-target=\""
           << esc(s.figures[static_cast<std::size_t>(t)].id) << "\" x1=\"" << num(p.x())
           << "\" y1=\"" << num(p.y()) << "\" x2=\"" << num(q.x()) << "\" y2=\"" << num(q.y())
           << "\" stroke=\"" << option_colour(number) << "\"/>\n";
      }
    }
  }
  os << "  </g>\n";
}

// Figures.
void Layers::figures() const {
  os << "  <g id=\"figures\" text-anchor=\"middle\">\n";
  for (std::size_t i = 0; i < s.figures.size(); ++i) {
    const Figure& f = s.figures[i];
    const FigureRoles& r = m.roles[i];
    if (!drawn(f.hex)) continue;
    const Point c = g.centre(f.hex);
    const bool players = f.side == Side::Players;
    const bool invisible = f.has(Condition::Invisible);
    os << "    <g class=\"figure\" data-id=\"" << esc(f.id) << "\""
       << (invisible ? " opacity=\"0.5\"" : "") << ">";
    if (r.focus) {
      os << "<circle class=\"focus-ring\" cx=\"" << num(c.x()) << "\" cy=\"" << num(c.y())
         << "\" r=\"" << num(R * 0.8) << "\" fill=\"none\" stroke=\"" << kTargetStroke
         << "\" stroke-width=\"" << num(R * 0.07) << "\"/>";
    }
    if (r.target || r.focus) {
      os << "<circle class=\"target-ring\" cx=\"" << num(c.x()) << "\" cy=\"" << num(c.y())
         << "\" r=\"" << num(R * 0.66) << "\" fill=\"none\" stroke=\"" << kTargetStroke
         << "\" stroke-width=\"" << num(R * 0.09) << "\"/>";
    }
    os << "<circle cx=\"" << num(c.x()) << "\" cy=\"" << num(c.y()) << "\" r=\"" << num(R * 0.5)
       << "\" fill=\"" << (players ? kPlayersFill : kMonstersFill) << "\" stroke=\""
       << (r.acting ? kActingStroke : "#ffffff") << "\" stroke-width=\""
       << num(r.acting ? R * 0.12 : R * 0.04) << "\"/>";
    const double size = f.id.size() <= 2 ? R * 0.42 : f.id.size() == 3 ? R * 0.34 : R * 0.26;
    os << "<text x=\"" << num(c.x()) << "\" y=\"" << num(c.y() + size * 0.36) << "\" font-size=\""
       << num(size) << "\" font-weight=\"bold\" fill=\"#ffffff\">" << esc(f.id) << "</text>";
    // Initiative at the top left (a long rest acts at 99), disadvantage at the bottom left.
    if (f.initiative || f.long_rest) {
      const std::string init = f.long_rest ? "LR" : std::to_string(*f.initiative);
      const Point p = c + Point(-R * 0.55, -R * 0.42);
      const double w = R * 0.2 * static_cast<double>(init.size()) + R * 0.16;
      os << "<g class=\"initiative\"><rect x=\"" << num(p.x() - w / 2) << "\" y=\""
         << num(p.y() - R * 0.19) << "\" width=\"" << num(w) << "\" height=\"" << num(R * 0.38)
         << "\" rx=\"" << num(R * 0.08) << "\" fill=\"#ffffff\" stroke=\"#44403c\" "
         << "stroke-width=\"1\"/><text x=\"" << num(p.x()) << "\" y=\"" << num(p.y() + R * 0.11)
         << "\" font-size=\"" << num(R * 0.3) << "\" font-weight=\"bold\" fill=\"#1c1917\">" << init
         << "</text></g>";
    }
    if (r.disadvantaged) {
      const Point p = c + Point(-R * 0.55, R * 0.4);
      os << "<g class=\"disadvantage\"><rect x=\"" << num(p.x() - R * 0.3) << "\" y=\""
         << num(p.y() - R * 0.17) << "\" width=\"" << num(R * 0.6) << "\" height=\""
         << num(R * 0.34) << "\" rx=\"" << num(R * 0.08) << "\" fill=\"" << kTargetStroke
         << "\"/><text x=\"" << num(p.x()) << "\" y=\"" << num(p.y() + R * 0.1) << "\" font-size=\""
         << num(R * 0.26) << "\" font-weight=\"bold\" fill=\"#ffffff\">dis</text></g>";
    }
    os << "</g>\n";
  }
  os << "  </g>\n";
}

// Where the monster heads when it cannot attack this turn: the hexes step 3 chose, ringed
// in dashes, with a dashed line from each option's destination to the nearest of them.
void Layers::heads_for() const {
  std::vector<const HexFacts*> heads;
  for (const HexFacts& h : m.hexes)
    if (h.heading) heads.push_back(&h);
  if (!heads.empty()) {
    os << "  <g id=\"heading\" fill=\"none\" stroke=\"" << kHeadingStroke << "\">\n";
    for (std::size_t i = 0; i < d.options.size(); ++i) {
      const Coord from = b.coord(d.options[i].destination);
      if (!drawn(from)) continue;
      const HexFacts* best = heads.front();
      for (const HexFacts* h : heads)
        if (pathing::hex_distance(from, h->hex) < pathing::hex_distance(from, best->hex)) best = h;
      const Point p = g.centre(from), q = g.centre(best->hex);
      os << "    <line class=\"heading-line\" data-option=\"" << i + 1 << "\" x1=\"" << num(p.x())
         << "\" y1=\"" << num(p.y()) << "\" x2=\"" << num(q.x()) << "\" y2=\"" << num(q.y())
         << "\" stroke-width=\"1.5\" stroke-dasharray=\"2 4\"/>\n";
    }
    for (const HexFacts* h : heads)
      os << "    <polygon class=\"heading\" data-hex=\"" << h->written.q << "," << h->written.r
         << "\" points=\"" << g.points(h->hex, 0.7) << "\" stroke-width=\"" << num(R * 0.09)
         << "\" stroke-dasharray=\"" << num(R * 0.2) << " " << num(R * 0.12) << "\"/>\n";
    os << "  </g>\n";
  }
}

// Options: a numbered badge on each destination (beside the figure when it stays).
void Layers::options() const {
  os << "  <g id=\"options\" text-anchor=\"middle\" font-weight=\"bold\">\n";
  for (const HexFacts& h : m.hexes) {
    if (h.options.empty()) continue;
    std::string label, numbers;
    for (std::size_t k = 0; k < h.options.size(); ++k) {
      label += (k ? "," : "") + std::to_string(h.options[k]);
      numbers += (k ? " " : "") + std::to_string(h.options[k]);
    }
    Point c = g.centre(h.hex);
    if (h.figure != kNoFigure) c += Point(R * 0.5, -R * 0.5);
    const double size = R * 0.36;
    const double w = std::max(R * 0.56, size * 0.62 * static_cast<double>(label.size()) + R * 0.24);
    const double ht = R * 0.52;
    os << "    <g class=\"option\" data-options=\"" << numbers << "\"><rect x=\""
       << num(c.x() - w / 2) << "\" y=\"" << num(c.y() - ht / 2) << "\" width=\"" << num(w)
       << "\" height=\"" << num(ht) << "\" rx=\"" << num(ht / 2) << "\" fill=\""
       << option_colour(h.options.front()) << "\" stroke=\"#ffffff\" stroke-width=\"1.5\"/>"
       << "<text x=\"" << num(c.x()) << "\" y=\"" << num(c.y() + size * 0.36) << "\" font-size=\""
       << num(size) << "\" fill=\"#ffffff\">" << label << "</text></g>\n";
  }
  os << "  </g>\n";
}

}  // namespace svg_layers
}  // namespace arbiter::gloomhaven::report
