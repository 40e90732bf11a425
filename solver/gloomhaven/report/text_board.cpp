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

namespace arbiter::gloomhaven::report {

namespace {

using pathing::Coord;
using text_ink::Ink;
using text_ink::paint;

// A grid of ASCII characters, each with an ink.
class Canvas {
 public:
  Canvas(int width, int height)
      : width_(width),
        chars_(static_cast<std::size_t>(height), std::string(width, ' ')),
        inks_(static_cast<std::size_t>(width) * height, Ink::None) {}
  void put(int line, int x, char c, Ink ink) {
    if (line < 0 || x < 0 || line >= static_cast<int>(chars_.size()) || x >= width_) return;
    chars_[static_cast<std::size_t>(line)][static_cast<std::size_t>(x)] = c;
    inks_[static_cast<std::size_t>(line) * width_ + x] = ink;
  }
  void text(int line, int x, const std::string& s, Ink ink) {
    for (std::size_t i = 0; i < s.size(); ++i) put(line, x + static_cast<int>(i), s[i], ink);
  }
  std::string render(bool color) const {
    std::string out;
    for (std::size_t line = 0; line < chars_.size(); ++line) {
      const std::string& row = chars_[line];
      std::size_t end = row.find_last_not_of(' ');
      end = end == std::string::npos ? 0 : end + 1;
      Ink current = Ink::None;
      for (std::size_t x = 0; x < end; ++x) {
        const Ink ink = row[x] == ' ' ? Ink::None : inks_[line * width_ + x];
        if (color && ink != current) {
          out += current == Ink::None ? "" : "\x1b[0m";
          if (ink != Ink::None) out += std::string("\x1b[") + ansi(ink) + "m";
          current = ink;
        }
        out += row[x];
      }
      if (color && current != Ink::None) out += "\x1b[0m";
      out += '\n';
    }
    return out;
  }

 private:
  int width_;
  std::vector<std::string> chars_;
  std::vector<Ink> inks_;
};

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

std::string centred(const std::string& s, std::size_t width) {
  if (s.size() >= width) return s.substr(0, width);
  const std::size_t left = (width - s.size()) / 2;
  return std::string(left, ' ') + s + std::string(width - s.size() - left, ' ');
}

std::string join_numbers(const std::vector<int>& v, const std::string& sep) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? sep : "") + std::to_string(v[i]);
  return s;
}

// Where a hex's 5x3 tile sits: the column of its left edge and the line of its top.
struct Tile {
  int x = 0;
  int line = 0;
};

// The character cells of one edge of a tile (flat or pointy), by board direction.
struct EdgeCells {
  int count = 0;
  int line[3] = {0, 0, 0};
  int x[3] = {0, 0, 0};
  char glyph = ' ';
  bool horizontal = false;
};

EdgeCells edge_cells(bool flat, Tile t, int d) {
  EdgeCells e;
  auto one = [&](int dl, int dx, char g) {
    e.count = 1;
    e.line[0] = t.line + dl;
    e.x[0] = t.x + dx;
    e.glyph = g;
  };
  auto three = [&](int dl) {
    e.count = 3;
    for (int i = 0; i < 3; ++i) {
      e.line[i] = t.line + dl;
      e.x[i] = t.x + 1 + i;
    }
    e.glyph = '_';
    e.horizontal = true;
  };
  if (flat) {
    switch (d) {
      case 0:
        one(2, 4, '/');
        break;  // south-east
      case 1:
        one(1, 4, '\\');
        break;  // north-east
      case 2:
        three(0);
        break;  // north
      case 3:
        one(1, 0, '/');
        break;  // north-west
      case 4:
        one(2, 0, '\\');
        break;  // south-west
      default:
        three(2);
        break;  // south
    }
  } else {
    switch (d) {
      case 0:
        one(1, 4, '|');
        break;  // east
      case 1:
        one(0, 3, '\\');
        break;  // north-east
      case 2:
        one(0, 1, '/');
        break;  // north-west
      case 3:
        one(1, 0, '|');
        break;  // west
      case 4:
        one(2, 1, '\\');
        break;  // south-west
      default:
        one(2, 3, '/');
        break;  // south-east
    }
  }
  return e;
}

std::string figure_label(const Figure& f, const FigureRoles& r, const HexFacts& h, Ink& ink) {
  std::string s = f.id;
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

// Whether the kept hexes on the map span, in the file's columns times rows, more than
// `limit` hexes.
bool crop_box_exceeds(const Scenario& s, const pathing::Board& b, const HexSet& keep,
                      std::size_t limit) {
  int q0 = std::numeric_limits<int>::max(), r0 = q0, q1 = std::numeric_limits<int>::min(), r1 = q1;
  for (Coord c : keep) {
    if (!b.find(c)) continue;
    const Coord w = s.coordinates.from_axial(c);
    q0 = std::min(q0, w.q), q1 = std::max(q1, w.q), r0 = std::min(r0, w.r), r1 = std::max(r1, w.r);
  }
  return q0 <= q1 &&
         static_cast<std::size_t>(q1 - q0 + 1) * static_cast<std::size_t>(r1 - r0 + 1) > limit;
}

// Whether a cell is in an overlay (empty: the overlay was not asked for).
bool covers(const std::vector<char>& v, pathing::CellIndex c) {
  return c != pathing::kNoCell && !v.empty() && v[c] != 0;
}

// What the drawing of the hexes showed, for the legend.
struct Drawn {
  bool heads = false, see_mark = false, reach_mark = false, range_mark = false;
  bool thin_walls = false;
  std::string shown_marks;  // the markers the figure labels show (a long id leaves no room)
};

// Edges, then thin walls over them, then labels and terrain marks; `place` gives a hex's
// tile on the canvas.
template <class Place>
Drawn draw_hexes(Canvas& c, const Scenario& s, const pathing::Board& b, const DecisionMap& m,
                 const OverlayCells& overlay, const Place& place) {
  const bool flat = m.flat;
  Drawn drawn;
  bool& heads = drawn.heads;
  bool& see_mark = drawn.see_mark;
  bool& reach_mark = drawn.reach_mark;
  bool& range_mark = drawn.range_mark;
  bool& thin_walls_drawn = drawn.thin_walls;
  std::string& shown_marks = drawn.shown_marks;
  for (const HexFacts& h : m.hexes) {
    const Tile t = place(h.hex);
    for (int d6 = 0; d6 < 6; ++d6) {
      const EdgeCells e = edge_cells(flat, t, d6);
      for (int i = 0; i < e.count; ++i) c.put(e.line[i], e.x[i], e.glyph, Ink::Edge);
    }
  }
  for (const HexFacts& h : m.hexes) {
    if (h.cell == pathing::kNoCell) continue;
    const Tile t = place(h.hex);
    for (int d6 = 0; d6 < 6; ++d6) {
      if (!b.thin_wall(h.cell, static_cast<pathing::Direction>(d6))) continue;
      const EdgeCells e = edge_cells(flat, t, d6);
      for (int i = 0; i < e.count; ++i)
        c.put(e.line[i], e.x[i], e.horizontal ? '=' : '#', Ink::ThinWall);
      thin_walls_drawn = true;
    }
  }
  for (const HexFacts& h : m.hexes) {
    const Tile t = place(h.hex);
    std::string label;
    Ink ink = Ink::None;
    if (h.terrain == TerrainType::Wall) {
      label = "###";
      ink = Ink::Wall;
    } else if (h.figure != kNoFigure) {
      const Figure& f = s.figures[static_cast<std::size_t>(h.figure)];
      label = figure_label(f, m.roles[static_cast<std::size_t>(h.figure)], h, ink);
      shown_marks += label.substr(std::min(label.size(), f.id.size()));
    } else if (!h.options.empty()) {
      label = join_numbers(h.options, ",");
      if (label.size() > 3) label = std::to_string(h.options.front()) + "+";
      ink = Ink::Option;
    } else if (h.heading) {
      label = ">";
      ink = Ink::Heads;
      heads = true;
    } else if (h.on_path) {
      label = ".";
      ink = Ink::Path;
    } else if (h.aoe) {
      label = "x";
      ink = Ink::Aoe;
    }
    if (!label.empty()) c.text(t.line + 1, t.x + 1, centred(label, 3), ink);
    if (label.empty() && h.terrain != TerrainType::Wall) {
      // Overlays, each in its own place of the label: s(ees), m(oves there), r(ange).
      if (covers(overlay.see, h.cell)) c.put(t.line + 1, t.x + 1, 's', Ink::SeeMark);
      if (covers(overlay.reach, h.cell)) c.put(t.line + 1, t.x + 2, 'm', Ink::ReachMark);
      if (covers(overlay.range, h.cell)) c.put(t.line + 1, t.x + 3, 'r', Ink::RangeMark);
      see_mark |= covers(overlay.see, h.cell);
      reach_mark |= covers(overlay.reach, h.cell);
      range_mark |= covers(overlay.range, h.cell);
    }
    if (h.terrain && h.terrain != TerrainType::Wall) {
      // Flat: the middle of the bottom edge; pointy: the top corner.
      if (flat)
        c.put(t.line + 2, t.x + 2, terrain_symbol(*h.terrain), terrain_ink(*h.terrain));
      else
        c.put(t.line, t.x + 2, terrain_symbol(*h.terrain), terrain_ink(*h.terrain));
    }
  }
  return drawn;
}

std::string board_legend(const Scenario& s, const DecisionMap& m, const BoardOptions& o,
                         const Drawn& drawn) {
  const bool color = o.color;
  const bool flat = m.flat;
  const bool heads = drawn.heads, see_mark = drawn.see_mark, reach_mark = drawn.reach_mark,
             range_mark = drawn.range_mark, thin_walls_drawn = drawn.thin_walls;
  const std::string& shown_marks = drawn.shown_marks;
  std::string out;
  // Legend: only what this picture uses, so that a reader never looks for a mark that is
  // not there.
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
    if (h.terrain == TerrainType::Wall) wall = true;
    if (h.terrain && h.terrain != TerrainType::Wall) used.insert(*h.terrain);
  }
  std::vector<std::string> marks;
  if (acting) marks.push_back(item("@", Ink::Acting, "acting"));
  const auto shown = [&](char mark) { return shown_marks.find(mark) != std::string::npos; };
  if (focus && shown('!')) marks.push_back(item("!", Ink::Focus, "focus"));
  if (target && shown('+')) marks.push_back(item("+", Ink::Target, "target"));
  if (disadvantaged && shown('-')) marks.push_back(item("-", Ink::Target, "at disadvantage"));
  if (option) marks.push_back(item("1", Ink::Option, "option"));
  if (path) marks.push_back(item(".", Ink::Path, "path"));
  if (heads) marks.push_back(item(">", Ink::Heads, "heads for (attacks a later turn)"));
  if (aoe) marks.push_back(item("x", Ink::Aoe, "area of effect"));
  if (wall) marks.push_back(item("###", Ink::Wall, "wall"));
  if (thin_walls_drawn) marks.push_back(item("= #", Ink::ThinWall, "thin wall"));
  if (!marks.empty()) {
    for (const auto& mark : marks) out += "  " + mark;
    out += "\n";
  }
  if (see_mark || reach_mark || range_mark) {
    out += "  overlays (on unmarked hexes):";
    if (see_mark) out += " " + item("s", Ink::SeeMark, "seen");
    if (reach_mark) out += (see_mark ? "  " : " ") + item("m", Ink::ReachMark, "reachable");
    if (range_mark)
      out += (see_mark || reach_mark ? "  " : " ") + item("r", Ink::RangeMark, "in attack range");
    out += "\n";
  }
  if (!used.empty()) {
    out += std::string("  terrain (") + (flat ? "under the label" : "in the top corner") + "):";
    for (TerrainType t : used) {
      out += (t == *used.begin() ? " " : "  ") +
             item(std::string(1, terrain_symbol(t)), terrain_ink(t), std::string(terrain_name(t)));
    }
    out += "\n";
  }
  // Initiatives of the figures drawn, in the order of the file.
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

std::string render_board(const Scenario& s, const pathing::Board& b, const Decision& d,
                         bool color) {
  BoardOptions o;
  o.color = color;
  return *draw_board(s, b, d, o);
}

std::optional<std::string> draw_board(const Scenario& s, const pathing::Board& b, const Decision& d,
                                      const BoardOptions& o) {
  const bool color = o.color;
  // Cropped, only the hexes near the action are looked at (a huge map's board then costs
  // what it shows); a crop too wide for box_limit is refused before any drawing.
  std::optional<HexSet> keep;
  if (o.crop >= 0) {
    keep = hexes_near_action(s, b, d, o.crop);
    if (o.box_limit > 0 && crop_box_exceeds(s, b, *keep, o.box_limit)) return std::nullopt;
  }
  const DecisionMap m = keep ? map_decision(s, b, d, [&](Coord c) { return keep->count(c) != 0; })
                             : map_decision(s, b, d);
  if (m.hexes.empty()) return std::string("(empty map)\n");
  const bool flat = m.flat;
  // Tile positions: flat hexes stand in columns 4 characters apart, each column half a hex
  // (one line) lower than the last; pointy hexes stand in rows 2 lines apart, each row
  // half a hex (2 characters) further right.
  auto raw = [&](Coord a) -> Tile {
    if (flat) return {4 * a.q, 2 * a.r + a.q};
    return {2 * (2 * a.q + a.r), 2 * a.r};
  };
  int min_x = std::numeric_limits<int>::max(), min_line = min_x;
  int max_x = std::numeric_limits<int>::min(), max_line = max_x;
  for (const HexFacts& h : m.hexes) {
    const Tile t = raw(h.hex);
    min_x = std::min(min_x, t.x);
    max_x = std::max(max_x, t.x);
    min_line = std::min(min_line, t.line);
    max_line = std::max(max_line, t.line);
  }
  // Columns stand 4 characters apart and rows 2 lines apart, flat or pointy.
  const std::size_t box = static_cast<std::size_t>((max_x - min_x) / 4 + 1) *
                          static_cast<std::size_t>((max_line - min_line) / 2 + 1);
  if (o.box_limit > 0 && box > o.box_limit) return std::nullopt;
  OverlayCells overlay;
  if (o.overlays.any()) {
    std::vector<char> only(b.size(), 0);
    for (const HexFacts& h : m.hexes)
      if (h.cell != pathing::kNoCell) only[h.cell] = 1;
    overlay = compute_overlays(s, b, profile_for(d.rules), o.overlays, &only);
  }
  // Axis labels: rows on the left, columns on top.
  std::map<int, int> row_label;  // label line -> row
  std::map<int, int> col_label;  // label centre x -> column
  {
    int top_line = std::numeric_limits<int>::max();
    for (const HexFacts& h : m.hexes) top_line = std::min(top_line, raw(h.hex).line);
    for (const HexFacts& h : m.hexes) {
      const Tile t = raw(h.hex);
      const int line = t.line + 1;
      if (flat) {
        if (t.x == min_x) row_label[line] = h.written.r;
        col_label[t.x + 2] = h.written.q;
      } else {
        auto it = row_label.find(line);
        if (it == row_label.end()) row_label[line] = h.written.r;
        if (t.line == top_line) col_label[t.x + 2] = h.written.q;
      }
    }
  }
  int margin = 0;
  for (const auto& [line, row] : row_label)
    margin = std::max(margin, static_cast<int>(std::to_string(row).size()));
  margin += 1;
  const int top = 1;
  const int width = margin + (max_x - min_x) + 6;
  const int height = top + (max_line - min_line) + 3;
  Canvas c(width, height);
  auto place = [&](Coord a) -> Tile {
    const Tile t = raw(a);
    return {t.x - min_x + margin, t.line - min_line + top};
  };
  for (const auto& [x, col] : col_label) {
    const std::string n = std::to_string(col);
    c.text(0, x - min_x + margin - (static_cast<int>(n.size()) - 1) / 2, n, Ink::Axis);
  }
  for (const auto& [line, row] : row_label) {
    const std::string n = std::to_string(row);
    c.text(line - min_line + top, margin - 1 - static_cast<int>(n.size()), n, Ink::Axis);
  }

  const Drawn drawn = draw_hexes(c, s, b, m, overlay, place);
  std::string out = c.render(color);

  out += board_legend(s, m, o, drawn);
  return out;
}

}  // namespace arbiter::gloomhaven::report
