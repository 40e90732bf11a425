// The legend under the picture: a swatch of each mark the picture uses, the heading, the
// options in words and the figures' conditions.
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "solver/gloomhaven/report/explain.hpp"
#include "solver/gloomhaven/report/story.hpp"
#include "solver/gloomhaven/report/svg_layers.hpp"

namespace arbiter::gloomhaven::report::svg_layers {
namespace {

std::string join_ids(const Scenario& s, const std::vector<FigureIndex>& v) {
  std::string out;
  for (FigureIndex f : v)
    out += (out.empty() ? "" : ", ") + s.figures[static_cast<std::size_t>(f)].id;
  return out;
}

}  // namespace

// The legend lists only what the picture uses, so that no one looks for a mark that is not
// there: the labels of the items drawn.
std::vector<LegendItem> Layers::legend_items() const {
  std::vector<LegendItem> items = {
      {"hex", terrain_fill(std::nullopt), "open hex"},
      {"hex", terrain_fill(TerrainType::Wall), "wall"},
      {"hex", terrain_fill(TerrainType::Obstacle), "obstacle"},
      {"hex", terrain_fill(TerrainType::Trap), "trap"},
      {"hex", terrain_fill(TerrainType::Hazardous), "hazardous"},
      {"hex", terrain_fill(TerrainType::Difficult), "difficult"},
      {"hex", terrain_fill(TerrainType::Icy), "icy"},
      {"thin", kThinWallStroke, "thin wall"},
      {"door", kDoorColour, "closed door"},
      {"door-open", kDoorColour, "open door"},
      {"acting", kMonstersFill, "acting figure"},
      {"figure", kPlayersFill, "players' figure"},
      {"figure", kMonstersFill, "monsters' figure"},
      {"focus", kTargetStroke, "focus"},
      {"target", kTargetStroke, "target"},
      {"aoe", kAoeFill, "area of effect"},
      {"path", option_colour(1), "path (per option)"},
      {"sight", option_colour(1), "line of sight"},
      {"option", option_colour(1), "option (numbered)"},
      {"heading", kHeadingStroke, "heads for (later turn)"},
      {"disadvantage", kTargetStroke, "at disadvantage"},
      {"initiative", "#ffffff", "initiative"},
      {"see", kSeeFill, "seen from its hex"},
      {"range", kRangeStroke, "in attack range"},
      {"reach", kReachStroke, "reachable this turn"},
  };
  std::set<std::string> used;
  bool figures_drawn = false;
  for (const HexFacts& h : m.hexes) {
    const bool door = s.is_door(h.hex);
    if (door) used.insert(h.terrain == TerrainType::Wall ? "closed door" : "open door");
    if (!door || h.terrain != TerrainType::Wall)
      used.insert(h.terrain ? std::string(terrain_name(*h.terrain)) : "open hex");
    if (h.heading) used.insert("heads for (later turn)");
    if (covers(overlay.see, h.cell)) used.insert("seen from its hex");
    if (covers(overlay.range, h.cell)) used.insert("in attack range");
    if (covers(overlay.reach, h.cell)) used.insert("reachable this turn");
    if (h.cell == pathing::kNoCell) continue;
    for (int dir = 0; dir < b.directions(); ++dir)
      if (b.thin_wall(h.cell, static_cast<pathing::Direction>(dir))) used.insert("thin wall");
  }
  for (std::size_t i = 0; i < s.figures.size(); ++i) {
    const Figure& f = s.figures[i];
    const FigureRoles& r = m.roles[i];
    if (!drawn(f.hex)) continue;
    figures_drawn = true;
    if (r.acting)
      used.insert("acting figure");
    else
      used.insert(f.side == Side::Players ? "players' figure" : "monsters' figure");
    if (r.focus) used.insert("focus");
    if (r.target) used.insert("target");
    if (r.disadvantaged) used.insert("at disadvantage");
    if (f.initiative || f.long_rest) used.insert("initiative");
  }
  for (const auto& opt : d.options) {
    used.insert("option (numbered)");
    if (opt.path.size() >= 2) used.insert("path (per option)");
    if (!opt.attack.aoe.empty()) used.insert("area of effect");
    if (o.sight_lines && !opt.attack.targets.empty() && figures_drawn) used.insert("line of sight");
  }
  std::erase_if(items, [&](const LegendItem& it) { return used.count(it.label) == 0; });
  return items;
}

LegendLayout Layers::legend_layout(const std::vector<LegendItem>& items) const {
  LegendLayout l;
  const double legend_col = l.col, legend_row = l.row;
  l.picture_width = std::max(g.width(), 3 * legend_col + R);
  l.per_row = std::max(1, static_cast<int>((l.picture_width - R * 0.5) / legend_col));
  l.rows = o.legend ? (static_cast<int>(items.size()) + l.per_row - 1) / l.per_row : 0;
  // The figures' conditions, one line under the options (they change what figures do).
  std::string& conditions = l.conditions;
  for (const Figure& f : s.figures) {
    const std::string c = condition_list(f);
    if (!c.empty()) conditions += (conditions.empty() ? "" : "; ") + f.id + " " + c;
  }
  const int text_lines =
      o.legend ? 1 + static_cast<int>(d.options.size()) + (conditions.empty() ? 0 : 1) : 0;
  l.top = g.height();
  l.picture_height =
      g.height() + (o.legend ? l.rows * legend_row + (text_lines + 1) * 18.0 + 10.0 : 0.0);
  return l;
}

void Layers::legend_swatch(const LegendItem& it, double x, double y) const {
  if (it.kind == "hex") {
    os << "<rect class=\"legend-swatch\" x=\"" << num(x) << "\" y=\"" << num(y - 8)
       << "\" width=\"22\" height=\"16\" fill=\"" << it.colour << "\" stroke=\"#78716c\"/>";
  } else if (it.kind == "door" || it.kind == "door-open") {
    os << "<rect class=\"legend-swatch\" x=\"" << num(x + 6) << "\" y=\"" << num(y - 8)
       << "\" width=\"10\" height=\"16\" stroke=\"" << it.colour << "\" stroke-width=\"2\" fill=\""
       << (it.kind == "door" ? it.colour : "none") << "\"/>";
  } else if (it.kind == "thin") {
    os << "<line x1=\"" << num(x) << "\" y1=\"" << num(y) << "\" x2=\"" << num(x + 22) << "\" y2=\""
       << num(y) << "\" stroke=\"" << it.colour
       << "\" stroke-width=\"5\" stroke-linecap=\"round\"/>";
  } else if (it.kind == "acting" || it.kind == "figure") {
    os << "<circle cx=\"" << num(x + 11) << "\" cy=\"" << num(y) << "\" r=\"8\" fill=\""
       << it.colour << "\" stroke=\"" << (it.kind == "acting" ? kActingStroke : "#ffffff")
       << "\" stroke-width=\"" << (it.kind == "acting" ? "3" : "1") << "\"/>";
  } else if (it.kind == "focus" || it.kind == "target") {
    os << "<circle cx=\"" << num(x + 11) << "\" cy=\"" << num(y) << "\" r=\"7\" fill=\"none\" "
       << "stroke=\"" << it.colour << "\" stroke-width=\"2.5\"/>";
    if (it.kind == "focus")
      os << "<circle cx=\"" << num(x + 11) << "\" cy=\"" << num(y)
         << "\" r=\"10\" fill=\"none\" stroke=\"" << it.colour << "\" stroke-width=\"1.5\"/>";
  } else if (it.kind == "aoe") {
    os << "<rect x=\"" << num(x) << "\" y=\"" << num(y - 8)
       << "\" width=\"22\" height=\"16\" fill=\"" << it.colour
       << "\" fill-opacity=\"0.22\" stroke=\"" << it.colour << "\" stroke-dasharray=\"5 3\"/>";
  } else if (it.kind == "path") {
    os << "<line x1=\"" << num(x) << "\" y1=\"" << num(y) << "\" x2=\"" << num(x + 20) << "\" y2=\""
       << num(y) << "\" stroke=\"" << it.colour
       << "\" stroke-width=\"3\" marker-end=\"url(#arrow-0)\"/>";
  } else if (it.kind == "see") {
    os << "<rect x=\"" << num(x) << "\" y=\"" << num(y - 8)
       << "\" width=\"22\" height=\"16\" fill=\"" << it.colour
       << "\" fill-opacity=\"0.3\" stroke=\"#78716c\"/>";
  } else if (it.kind == "range" || it.kind == "reach" || it.kind == "heading") {
    os << "<rect x=\"" << num(x + 2) << "\" y=\"" << num(y - 6)
       << "\" width=\"18\" height=\"12\" fill=\"none\" stroke=\"" << it.colour
       << "\" stroke-width=\"2.5\""
       << (it.kind == "reach"   ? ""
           : it.kind == "range" ? " stroke-dasharray=\"4 3\""
                                : " stroke-dasharray=\"6 3\"")
       << "/>";
  } else if (it.kind == "disadvantage" || it.kind == "initiative") {
    const bool dis = it.kind == "disadvantage";
    os << "<rect x=\"" << num(x) << "\" y=\"" << num(y - 7)
       << "\" width=\"22\" height=\"14\" rx=\"3\" fill=\"" << it.colour << "\""
       << (dis ? "" : " stroke=\"#44403c\"") << "/><text x=\"" << num(x + 11) << "\" y=\""
       << num(y + 4) << "\" font-size=\"10\" font-weight=\"bold\" text-anchor=\"middle\" fill=\""
       << (dis ? "#ffffff" : "#1c1917") << "\">" << (dis ? "dis" : "12") << "</text>";
  } else if (it.kind == "sight") {
    os << "<line x1=\"" << num(x) << "\" y1=\"" << num(y) << "\" x2=\"" << num(x + 22) << "\" y2=\""
       << num(y) << "\" stroke=\"" << it.colour
       << "\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>";
  } else {
    os << "<rect x=\"" << num(x + 2) << "\" y=\"" << num(y - 8)
       << "\" width=\"18\" height=\"16\" rx=\"8\" fill=\"" << it.colour << "\"/>"
       << "<text x=\"" << num(x + 11) << "\" y=\"" << num(y + 4)
       << "\" font-size=\"11\" font-weight=\"bold\" fill=\"#ffffff\" "
          "text-anchor=\"middle\">1</text>";
  }
}

void Layers::legend(const std::vector<LegendItem>& items, const LegendLayout& l,
                    const std::string& heading) const {
  const double legend_col = l.col, legend_row = l.row, legend_top = l.top;
  const int per_row = l.per_row, legend_rows = l.rows;
  const std::string& conditions = l.conditions;
  os << "  <g id=\"legend\" font-size=\"13\" fill=\"#1c1917\">\n";
  for (std::size_t i = 0; i < items.size(); ++i) {
    const auto& it = items[i];
    const int col = static_cast<int>(i) % per_row, row = static_cast<int>(i) / per_row;
    const double x = R * 0.5 + col * legend_col;
    const double y = legend_top + row * legend_row + 12.0;  // centre line of the row
    os << "    <g class=\"legend-item\">";
    legend_swatch(it, x, y);
    os << "<text x=\"" << num(x + 30) << "\" y=\"" << num(y + 4.5) << "\">" << esc(it.label)
       << "</text></g>\n";
  }
  double y = legend_top + legend_rows * legend_row + 22.0;
  os << "    <text class=\"heading\" x=\"" << num(R * 0.5) << "\" y=\"" << num(y)
     << "\" font-weight=\"bold\">" << esc(heading) << "</text>\n";
  for (std::size_t i = 0; i < d.options.size(); ++i) {
    y += 18.0;
    const auto& opt = d.options[i];
    std::string text = std::to_string(i + 1) + ": move to " + hex_name(s, b.coord(opt.destination));
    text +=
        opt.attack.targets.empty() ? ", no attack" : ", attack " + join_ids(s, opt.attack.targets);
    if (!opt.attack.disadvantaged.empty())
      text += " (disadvantage against " + join_ids(s, opt.attack.disadvantaged) + ")";
    os << "    <text class=\"option-text\" x=\"" << num(R * 0.5) << "\" y=\"" << num(y)
       << "\" fill=\"" << option_colour(static_cast<int>(i) + 1) << "\">" << esc(text)
       << "</text>\n";
  }
  if (!conditions.empty()) {
    y += 18.0;
    os << "    <text class=\"conditions\" x=\"" << num(R * 0.5) << "\" y=\"" << num(y) << "\">"
       << esc("conditions: " + conditions) << "</text>\n";
  }
  os << "  </g>\n";
}

}  // namespace arbiter::gloomhaven::report::svg_layers
