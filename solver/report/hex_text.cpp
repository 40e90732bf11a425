#include "solver/report/hex_text.hpp"

#include <algorithm>
#include <cctype>
#include <limits>
#include <map>
#include <set>

namespace arbiter::report::hex_text {

namespace {

using pathing::Coord;

// A grid of ASCII characters, each with an ink.
class Canvas {
 public:
  Canvas(int width, int height)
      : width_(width),
        chars_(static_cast<std::size_t>(height), std::string(width, ' ')),
        inks_(static_cast<std::size_t>(width) * height, 0) {}
  void put(int line, int x, char c, Ink ink) {
    if (line < 0 || x < 0 || line >= static_cast<int>(chars_.size()) || x >= width_) return;
    chars_[static_cast<std::size_t>(line)][static_cast<std::size_t>(x)] = c;
    inks_[static_cast<std::size_t>(line) * width_ + x] = ink;
  }
  void text(int line, int x, const std::string& s, Ink ink) {
    for (std::size_t i = 0; i < s.size(); ++i) put(line, x + static_cast<int>(i), s[i], ink);
  }
  std::string render(bool color, const Palette& p) const {
    std::string out;
    for (std::size_t line = 0; line < chars_.size(); ++line) {
      const std::string& row = chars_[line];
      std::size_t end = row.find_last_not_of(' ');
      end = end == std::string::npos ? 0 : end + 1;
      Ink current = 0;
      for (std::size_t x = 0; x < end; ++x) {
        const Ink ink = row[x] == ' ' ? Ink{0} : inks_[line * width_ + x];
        if (color && ink != current) {
          out += current == 0 ? "" : "\x1b[0m";
          if (ink != 0) out += std::string("\x1b[") + p.ansi(ink) + "m";
          current = ink;
        }
        out += row[x];
      }
      if (color && current != 0) out += "\x1b[0m";
      out += '\n';
    }
    return out;
  }

 private:
  int width_;
  std::vector<std::string> chars_;
  std::vector<Ink> inks_;
};

std::string centred(const std::string& s, std::size_t width) {
  if (s.size() >= width) return s.substr(0, width);
  const std::size_t left = (width - s.size()) / 2;
  return std::string(left, ' ') + s + std::string(width - s.size() - left, ' ');
}

// Where a hex's 5x3 tile sits: the column of its left edge and the line of its top.
struct Tile {
  int x = 0;
  int line = 0;
};

// Flat hexes stand in columns 4 characters apart, each column half a hex (one line) lower
// than the last; pointy hexes stand in rows 2 lines apart, each row half a hex (2
// characters) further right.
Tile raw_tile(Coord a, bool flat) {
  if (flat) return {4 * a.q, 2 * a.r + a.q};
  return {2 * (2 * a.q + a.r), 2 * a.r};
}

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
  // Directions as pathing numbers them: flat 0 south-east, 1 north-east, 2 north, 3
  // north-west, 4 south-west, 5 south; pointy 0 east, 1 north-east, 2 north-west, 3 west, 4
  // south-west, 5 south-east.
  static constexpr struct {
    int dl, dx;
    char g;
  } kFlat[] = {{2, 4, '/'}, {1, 4, '\\'}, {0, 0, 0}, {1, 0, '/'}, {2, 0, '\\'}, {2, 0, 0}},
    kPointy[] = {{1, 4, '|'}, {0, 3, '\\'}, {0, 1, '/'}, {1, 0, '|'}, {2, 1, '\\'}, {2, 3, '/'}};
  const auto& k = (flat ? kFlat : kPointy)[d];
  if (k.g == 0)
    three(k.dl);
  else
    one(k.dl, k.dx, k.g);
  return e;
}

// The axis numbers: rows on the left (label line -> row), columns on top (centre x ->
// column).
struct Axes {
  std::map<int, int> rows, columns;
};

Axes axes(const std::vector<Hex>& hexes, bool flat, int min_x) {
  Axes a;
  int top_line = std::numeric_limits<int>::max();
  for (const Hex& h : hexes) top_line = std::min(top_line, raw_tile(h.hex, flat).line);
  for (const Hex& h : hexes) {
    const Tile t = raw_tile(h.hex, flat);
    const int line = t.line + 1;
    if (flat) {
      if (t.x == min_x) a.rows[line] = h.written.r;
      a.columns[t.x + 2] = h.written.q;
    } else {
      if (a.rows.find(line) == a.rows.end()) a.rows[line] = h.written.r;
      if (t.line == top_line) a.columns[t.x + 2] = h.written.q;
    }
  }
  return a;
}

}  // namespace

std::size_t box_hexes(const std::vector<Coord>& axial, bool flat) {
  int min_x = std::numeric_limits<int>::max(), min_line = min_x;
  int max_x = std::numeric_limits<int>::min(), max_line = max_x;
  for (Coord c : axial) {
    const Tile t = raw_tile(c, flat);
    min_x = std::min(min_x, t.x), max_x = std::max(max_x, t.x);
    min_line = std::min(min_line, t.line), max_line = std::max(max_line, t.line);
  }
  if (axial.empty()) return 0;
  // Columns stand 4 characters apart and rows 2 lines apart, flat or pointy.
  return static_cast<std::size_t>((max_x - min_x) / 4 + 1) *
         static_cast<std::size_t>((max_line - min_line) / 2 + 1);
}

std::string draw(const std::vector<Hex>& hexes, bool flat, bool color, const Palette& p) {
  int min_x = std::numeric_limits<int>::max(), min_line = min_x;
  int max_x = std::numeric_limits<int>::min(), max_line = max_x;
  for (const Hex& h : hexes) {
    const Tile t = raw_tile(h.hex, flat);
    min_x = std::min(min_x, t.x), max_x = std::max(max_x, t.x);
    min_line = std::min(min_line, t.line), max_line = std::max(max_line, t.line);
  }
  const Axes a = axes(hexes, flat, min_x);
  int margin = 0;
  for (const auto& [line, row] : a.rows)
    margin = std::max(margin, static_cast<int>(std::to_string(row).size()));
  margin += 1;
  const int top = 1;
  Canvas c(margin + (max_x - min_x) + 6, top + (max_line - min_line) + 3);
  const auto place = [&](Coord h) -> Tile {
    const Tile t = raw_tile(h, flat);
    return {t.x - min_x + margin, t.line - min_line + top};
  };
  for (const auto& [x, col] : a.columns) {
    const std::string n = std::to_string(col);
    c.text(0, x - min_x + margin - (static_cast<int>(n.size()) - 1) / 2, n, p.axis);
  }
  for (const auto& [line, row] : a.rows) {
    const std::string n = std::to_string(row);
    c.text(line - min_line + top, margin - 1 - static_cast<int>(n.size()), n, p.axis);
  }
  // Edges, then thin walls over them, then labels and marks.
  for (const Hex& h : hexes) {
    for (int d = 0; d < 6; ++d) {
      const EdgeCells e = edge_cells(flat, place(h.hex), d);
      for (int i = 0; i < e.count; ++i) c.put(e.line[i], e.x[i], e.glyph, p.edge);
    }
  }
  for (const Hex& h : hexes) {
    for (int d = 0; d < 6; ++d) {
      if ((h.thin_walls >> d & 1) == 0) continue;
      const EdgeCells e = edge_cells(flat, place(h.hex), d);
      for (int i = 0; i < e.count; ++i)
        c.put(e.line[i], e.x[i], e.horizontal ? '=' : '#', p.thin_wall);
    }
  }
  for (const Hex& h : hexes) {
    const Tile t = place(h.hex);
    const std::string label = h.label.empty() ? std::string(3, ' ') : centred(h.label, 3);
    for (int i = 0; i < 3; ++i) {
      if (label[i] != ' ')
        c.put(t.line + 1, t.x + 1 + i, label[i], h.label_ink);
      else if (h.fill != 0)
        c.put(t.line + 1, t.x + 1 + i, h.fill, h.fill_ink);
    }
    for (int i = 0; i < 3; ++i)
      if (h.marks[i] != 0) c.put(t.line + 1, t.x + 1 + i, h.marks[i], h.mark_inks[i]);
    if (h.corner != 0) {
      if (flat)
        c.put(t.line + 2, t.x + 2, h.corner, h.corner_ink);
      else
        c.put(t.line, t.x + 2, h.corner, h.corner_ink);
    }
  }
  return c.render(color, p);
}

std::string paint(const std::string& text, Ink ink, bool color, const Palette& p) {
  if (!color || ink == 0 || text.empty()) return text;
  return std::string("\x1b[") + p.ansi(ink) + "m" + text + "\x1b[0m";
}

namespace {

// "Test Brute 12" -> "T12", "Bandit Guard 3" -> "BG3", "Archer" -> "Arc".
std::string abbreviation(const std::string& id) {
  std::size_t digits = id.size();
  while (digits > 0 && std::isdigit(static_cast<unsigned char>(id[digits - 1])) != 0) --digits;
  const std::string number = id.substr(digits);
  std::string initials;
  bool start = true;
  for (std::size_t i = 0; i < digits; ++i) {
    const char c = id[i];
    if (c == ' ' || c == '_' || c == '-') {
      start = true;
    } else if (start) {
      initials += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      start = false;
    }
  }
  if (number.size() >= 3) return number.substr(number.size() - 3);
  if (initials.size() <= 1 && number.empty()) return id.substr(0, 3);
  return initials.substr(0, 3 - number.size()) + number;
}

}  // namespace

std::vector<std::string> short_labels(const std::vector<std::string>& ids) {
  std::vector<std::string> out(ids.size());
  std::set<std::string> taken;
  for (std::size_t i = 0; i < ids.size(); ++i)
    if (ids[i].size() <= 3) out[i] = ids[i], taken.insert(ids[i]);
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (ids[i].size() <= 3) continue;
    std::string label = abbreviation(ids[i]);
    // Past 99 numbers free of one first character, the label is cut as before.
    for (int k = 1; (label.empty() || taken.count(label) != 0) && k < 100; ++k)
      label = ids[i].substr(0, 1) + std::to_string(k);
    out[i] = label;
    taken.insert(label);
  }
  return out;
}

std::string legend_line(const std::string& heading, const std::vector<LegendItem>& items,
                        bool color, const Palette& p) {
  if (items.empty()) return "";
  std::string out = "  " + heading;
  for (std::size_t i = 0; i < items.size(); ++i) {
    out += i > 0 ? "  " : heading.empty() ? "" : " ";
    out += paint(items[i].symbol, items[i].ink, color, p) + " " + items[i].what;
  }
  return out + "\n";
}

}  // namespace arbiter::report::hex_text
