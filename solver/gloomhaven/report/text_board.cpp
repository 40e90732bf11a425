// The board of the text report: the map drawn with hexes as 5x3 tiles of characters
// (flat-topped for *-q files, pointy-topped for *-r and axial ones), each hex labelled
// with its figure, option number or terrain, and the legend below it.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <map>
#include <set>
#include <sstream>

#include "solver/gloomhaven/report/explain.hpp"
#include "solver/gloomhaven/report/story.hpp"
#include "solver/gloomhaven/report/text.hpp"
#include "solver/gloomhaven/report/text_ink.hpp"
#include "solver/report/hex_text.hpp"

namespace arbiter::gloomhaven::report {

namespace {

namespace hex_text = arbiter::report::hex_text;
using pathing::Coord;
using text_ink::Ink;
using text_ink::paint;

char terrain_symbol(TerrainType t) {
  switch (t) {
    case TerrainType::Wall:
      return '#';
    case TerrainType::Obstacle:
      return 'O';
    case TerrainType::Trap:
      return '^';
    case TerrainType::Hazardous:
      return '~';
    case TerrainType::Difficult:
      return ':';
    case TerrainType::Icy:
      return '*';
  }
  return '?';
}

Ink terrain_ink(TerrainType t) {
  switch (t) {
    case TerrainType::Wall:
      return Ink::Wall;
    case TerrainType::Obstacle:
      return Ink::Obstacle;
    case TerrainType::Trap:
      return Ink::Trap;
    case TerrainType::Hazardous:
      return Ink::Hazardous;
    case TerrainType::Difficult:
      return Ink::Difficult;
    case TerrainType::Icy:
      return Ink::Icy;
  }
  return Ink::None;
}

std::string join_numbers(const std::vector<int>& v, const std::string& sep) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? sep : "") + std::to_string(v[i]);
  return s;
}

const char* ink_ansi(hex_text::Ink ink) {
  return ansi(static_cast<Ink>(ink));
}
constexpr hex_text::Ink ink(Ink i) {
  return static_cast<hex_text::Ink>(i);
}
const hex_text::Palette kPalette{&ink_ansi, ink(Ink::Edge), ink(Ink::Axis), ink(Ink::ThinWall)};

std::string figure_label(const std::string& label, const FigureRoles& r, const HexFacts& h,
                         Ink& ink) {
  std::string s = label;
  char marker = 0;
  if (r.acting) {
    marker = '@';
    ink = Ink::Acting;
  } else if (r.focus) {
    marker = '!';
    ink = Ink::Focus;
  } else if (r.target) {
    marker = r.disadvantaged ? '-' : '+';
    ink = Ink::Target;
  } else {
    ink = r.enemy ? Ink::Enemy : Ink::Ally;
  }
  // A focus attacked at disadvantage: '-' after '!' where the id leaves room for both, else
  // '-' alone (the focus is named in every option line; the disadvantage only here).
  if (r.focus && !r.acting && r.disadvantaged) {
    if (s.size() + 2 <= 3) s += '!';
    marker = '-';
  }
  if (marker && s.size() < 3) s += marker;
  if (r.acting && !h.options.empty() && s.size() < 3) s += std::to_string(h.options.front());
  return s;
}

}  // namespace

std::string render_board(const Scenario& s, const pathing::Board& b, const gloomhaven::Decision& d,
                         bool color) {
  BoardOptions o;
  o.color = color;
  return *draw_board(s, b, d, o);
}

namespace {

// What a cropped board keeps: the hexes within o.crop of the action, or nullopt when the
// whole map is drawn. A crop whose box passes o.box_limit is refused (`refused`) before
// any drawing, so that a huge map's board costs what it shows.
std::optional<HexSet> kept_hexes(const Scenario& s, const pathing::Board& b,
                                 const gloomhaven::Decision& d, const BoardOptions& o,
                                 bool& refused) {
  refused = false;
  std::optional<HexSet> keep;
  if (o.crop >= 0) {
    keep = hexes_near_action(s, b, d, o.crop);
    if (o.box_limit > 0) {
      int q0 = std::numeric_limits<int>::max(), r0 = q0, q1 = std::numeric_limits<int>::min(),
          r1 = q1;
      for (Coord c : *keep) {
        if (!b.find(c)) continue;
        const Coord w = s.coordinates.from_axial(c);
        q0 = std::min(q0, w.q), q1 = std::max(q1, w.q), r0 = std::min(r0, w.r),
        r1 = std::max(r1, w.r);
      }
      if (q0 <= q1 &&
          static_cast<std::size_t>(q1 - q0 + 1) * static_cast<std::size_t>(r1 - r0 + 1) >
              o.box_limit)
        refused = true;
    }
  }
  return keep;
}

// The tiles of the hexes drawn, each labelled with its figure, option number, path, area or
// terrain, and what the legend will need to say.
struct Tiles {
  std::vector<hex_text::Hex> tiles;
  bool heads = false, see_mark = false, reach_mark = false, range_mark = false;
  bool thin_walls_drawn = false;
  bool closed_door = false, open_door = false;
  std::string shown_marks;          // the markers the figure labels show (a long id leaves no room)
  std::vector<std::string> labels;  // per figure: its label (hex_text::short_labels)
  std::vector<char> drawn;          // per figure: whether its hex is drawn
};

Tiles lay_tiles(const Scenario& s, const pathing::Board& b, const gloomhaven::Decision& d,
                const DecisionMap& m, const BoardOptions& o) {
  OverlayCells overlay;
  if (o.overlays.any()) {
    std::vector<char> only(b.size(), 0);
    for (const HexFacts& h : m.hexes)
      if (h.cell != pathing::kNoCell) only[h.cell] = 1;
    overlay = compute_overlays(s, b, gloomhaven::profile_for(d.rules), o.overlays, &only);
  }
  const auto covers = [](const std::vector<char>& v, pathing::CellIndex c) {
    return c != pathing::kNoCell && !v.empty() && v[c] != 0;
  };
  Tiles out;
  std::vector<std::string> ids;
  ids.reserve(s.figures.size());
  for (const Figure& f : s.figures) ids.push_back(f.id);
  out.labels = hex_text::short_labels(ids);
  out.drawn.assign(s.figures.size(), 0);
  bool& heads = out.heads;
  bool& see_mark = out.see_mark;
  bool& reach_mark = out.reach_mark;
  bool& range_mark = out.range_mark;
  bool& thin_walls_drawn = out.thin_walls_drawn;
  std::string& shown_marks = out.shown_marks;
  std::vector<hex_text::Hex>& tiles = out.tiles;
  tiles.reserve(m.hexes.size());
  for (const HexFacts& h : m.hexes) {
    hex_text::Hex t;
    t.hex = h.hex;
    t.written = h.written;
    if (h.cell != pathing::kNoCell) {
      for (int d6 = 0; d6 < 6; ++d6)
        if (b.thin_wall(h.cell, static_cast<pathing::Direction>(d6))) t.thin_walls |= 1 << d6;
      thin_walls_drawn |= t.thin_walls != 0;
    }
    Ink label_ink = Ink::None;
    const bool door = s.is_door(h.hex);
    if (door && h.terrain == TerrainType::Wall) {
      // A closed door: a wall to movement until it opens.
      t.label = "[D]";
      label_ink = Ink::Door;
      out.closed_door = true;
    } else if (h.terrain == TerrainType::Wall) {
      t.label = "###";
      label_ink = Ink::Wall;
    } else if (h.figure != kNoFigure) {
      const std::string& label = out.labels[static_cast<std::size_t>(h.figure)];
      t.label = figure_label(label, m.roles[static_cast<std::size_t>(h.figure)], h, label_ink);
      shown_marks += t.label.substr(std::min(t.label.size(), label.size()));
      out.drawn[static_cast<std::size_t>(h.figure)] = 1;
    } else if (!h.options.empty()) {
      t.label = join_numbers(h.options, ",");
      if (t.label.size() > 3) t.label = std::to_string(h.options.front()) + "+";
      label_ink = Ink::Option;
    } else if (h.heading) {
      t.label = ">";
      label_ink = Ink::Heads;
      heads = true;
    } else if (h.on_path) {
      t.label = ".";
      label_ink = Ink::Path;
    } else if (h.aoe) {
      t.label = "x";
      label_ink = Ink::Aoe;
    }
    t.label_ink = ink(label_ink);
    if (t.label.empty() && h.terrain != TerrainType::Wall) {
      // Overlays, each in its own place of the label: s(ees), m(oves there), r(ange).
      const bool marks[3] = {covers(overlay.see, h.cell), covers(overlay.reach, h.cell),
                             covers(overlay.range, h.cell)};
      static constexpr char kMark[3] = {'s', 'm', 'r'};
      static constexpr Ink kMarkInk[3] = {Ink::SeeMark, Ink::ReachMark, Ink::RangeMark};
      for (int i = 0; i < 3; ++i)
        if (marks[i]) t.marks[i] = kMark[i], t.mark_inks[i] = ink(kMarkInk[i]);
      see_mark |= marks[0];
      reach_mark |= marks[1];
      range_mark |= marks[2];
    }
    if (h.terrain && h.terrain != TerrainType::Wall) {
      t.corner = terrain_symbol(*h.terrain);
      t.corner_ink = ink(terrain_ink(*h.terrain));
    } else if (door && h.terrain != TerrainType::Wall) {
      t.corner = 'd';  // an open door: an open hex now
      t.corner_ink = ink(Ink::Door);
      out.open_door = true;
    }
    tiles.push_back(std::move(t));
  }
  return out;
}

// The legend's lines of marks, overlays and terrain: only what this picture uses, so that a
// reader never looks for a mark that is not there.
std::string legend_marks(const Scenario& s, const DecisionMap& m, const Tiles& t, bool color) {
  const bool flat = m.flat;
  std::string out;
  auto item = [&](const std::string& sym, Ink ink, const std::string& what) {
    return paint(sym, ink, color) + " " + what;
  };
  bool acting = false, focus = false, target = false, disadvantaged = false;
  for (const FigureRoles& r : m.roles) {
    acting |= r.acting;
    focus |= r.focus;
    target |= r.target;
    disadvantaged |= r.disadvantaged;
  }
  bool option = false, path = false, aoe = false, wall = false;
  std::set<TerrainType> used;
  for (const HexFacts& h : m.hexes) {
    option |= !h.options.empty();
    path |= h.on_path;
    aoe |= h.aoe;
    if (h.terrain == TerrainType::Wall && !s.is_door(h.hex)) wall = true;
    if (h.terrain && h.terrain != TerrainType::Wall) used.insert(*h.terrain);
  }
  std::vector<std::string> marks;
  if (acting) marks.push_back(item("@", Ink::Acting, "acting"));
  const auto shown = [&](char mark) { return t.shown_marks.find(mark) != std::string::npos; };
  if (focus && shown('!')) marks.push_back(item("!", Ink::Focus, "focus"));
  if (target && shown('+')) marks.push_back(item("+", Ink::Target, "target"));
  if (disadvantaged && shown('-')) marks.push_back(item("-", Ink::Target, "at disadvantage"));
  if (option) marks.push_back(item("1", Ink::Option, "option"));
  if (path) marks.push_back(item(".", Ink::Path, "path"));
  if (t.heads) marks.push_back(item(">", Ink::Heads, "heads for (attacks a later turn)"));
  if (aoe) marks.push_back(item("x", Ink::Aoe, "area of effect"));
  if (wall) marks.push_back(item("###", Ink::Wall, "wall"));
  if (t.closed_door) marks.push_back(item("[D]", Ink::Door, "closed door"));
  if (t.open_door)
    marks.push_back(
        item("d", Ink::Door,
             std::string("open door (") + (flat ? "under the label" : "in the top corner") + ")"));
  if (t.thin_walls_drawn) marks.push_back(item("= #", Ink::ThinWall, "thin wall"));
  if (!marks.empty()) {
    for (const auto& mark : marks) out += "  " + mark;
    out += "\n";
  }
  if (t.see_mark || t.reach_mark || t.range_mark) {
    out += "  overlays (on unmarked hexes):";
    if (t.see_mark) out += " " + item("s", Ink::SeeMark, "seen");
    if (t.reach_mark) out += (t.see_mark ? "  " : " ") + item("m", Ink::ReachMark, "reachable");
    if (t.range_mark)
      out +=
          (t.see_mark || t.reach_mark ? "  " : " ") + item("r", Ink::RangeMark, "in attack range");
    out += "\n";
  }
  if (!used.empty()) {
    out += std::string("  terrain (") + (flat ? "under the label" : "in the top corner") + "):";
    for (TerrainType x : used) {
      out += (x == *used.begin() ? " " : "  ") +
             item(std::string(1, terrain_symbol(x)), terrain_ink(x), std::string(terrain_name(x)));
    }
    out += "\n";
  }
  return out;
}

// The figures drawn whose label is not their id (a long id), so that each is told apart.
std::string legend_labels(const Scenario& s, const Tiles& t) {
  std::string out;
  for (std::size_t i = 0; i < s.figures.size(); ++i)
    if (t.drawn[i] != 0 && t.labels[i] != s.figures[i].id)
      out += "  " + t.labels[i] + " " + s.figures[i].id;
  return out.empty() ? out : "  labels:" + out.substr(1) + "\n";
}

// The initiatives and conditions of the figures drawn, in the order of the file.
std::string legend_figures(const Scenario& s, const DecisionMap& m, const BoardOptions& o) {
  std::string out;
  std::string initiatives;
  for (const Figure& f : s.figures) {
    if (!f.initiative && !f.long_rest) continue;
    if (o.crop >= 0 && m.at(f.hex) == nullptr) continue;
    initiatives += "  " + f.id + " " + (f.long_rest ? "long rest" : std::to_string(*f.initiative));
  }
  if (!initiatives.empty()) out += "  initiative:" + initiatives.substr(1) + "\n";
  // Conditions of the figures drawn: they change what the figures do this round.
  std::string conditions;
  for (const Figure& f : s.figures) {
    if (o.crop >= 0 && m.at(f.hex) == nullptr) continue;
    const std::string c = condition_list(f);
    if (!c.empty()) conditions += "  " + f.id + " (" + c + ")";
  }
  if (!conditions.empty()) out += "  conditions:" + conditions.substr(1) + "\n";
  return out;
}

}  // namespace

std::optional<std::string> draw_board(const Scenario& s, const pathing::Board& b,
                                      const gloomhaven::Decision& d, const BoardOptions& o) {
  bool refused = false;
  const std::optional<HexSet> keep = kept_hexes(s, b, d, o, refused);
  if (refused) return std::nullopt;
  const DecisionMap m = keep ? map_decision(s, b, d, [&](Coord c) { return keep->count(c) != 0; })
                             : map_decision(s, b, d);
  if (m.hexes.empty()) return std::string("(empty map)\n");
  std::vector<Coord> shown;
  shown.reserve(m.hexes.size());
  for (const HexFacts& h : m.hexes) shown.push_back(h.hex);
  if (o.box_limit > 0 && hex_text::box_hexes(shown, m.flat) > o.box_limit) return std::nullopt;
  const Tiles t = lay_tiles(s, b, d, m, o);
  return hex_text::draw(t.tiles, m.flat, o.color, kPalette) + legend_marks(s, m, t, o.color) +
         legend_labels(s, t) + legend_figures(s, m, o);
}

}  // namespace arbiter::gloomhaven::report
