#include "solver/grumblestone/board.hpp"

#include <algorithm>
#include <numeric>

namespace arbiter::grumblestone {

// Tiles and the golem's power (declared with the scenario's types in scenario.hpp).

std::vector<TileCells> orientations(const TileCells& shape) {
  std::vector<TileCells> out;
  for (int mirror = 0; mirror < 2; ++mirror) {
    for (int rot = 0; rot < 4; ++rot) {
      TileCells t;
      for (TileCell c : shape) {
        int x = mirror ? -c.col : c.col, y = c.row;
        for (int k = 0; k < rot; ++k) {  // a quarter turn clockwise: (x, y) -> (-y, x)
          const int nx = -y;
          y = x;
          x = nx;
        }
        t.push_back({static_cast<std::int8_t>(x), static_cast<std::int8_t>(y), c.icon});
      }
      int minx = 127, miny = 127;
      for (const TileCell& c : t)
        minx = std::min<int>(minx, c.col), miny = std::min<int>(miny, c.row);
      for (TileCell& c : t) {
        c.col = static_cast<std::int8_t>(c.col - minx);
        c.row = static_cast<std::int8_t>(c.row - miny);
      }
      std::sort(t.begin(), t.end());
      if (std::find(out.begin(), out.end(), t) == out.end()) out.push_back(std::move(t));
    }
  }
  return out;
}

Power power_of_covered(const std::array<bool, kCells>& covered) {
  bool row = false, col = false;
  for (int i = 0; i < kSide; ++i) {
    bool r = true, c = true;
    for (int j = 0; j < kSide; ++j) {
      r = r && covered[i * kSide + j];
      c = c && covered[j * kSide + i];
    }
    row = row || r;
    col = col || c;
  }
  return row && col ? Power::Superpower : (row || col) ? Power::Power : Power::None;
}

Power power_of(const std::vector<PlacedTile>& tiles) {
  std::array<bool, kCells> covered{};
  for (const PlacedTile& t : tiles) {
    for (const TileCell& c : t.cells) covered[c.row * kSide + c.col] = true;
  }
  return power_of_covered(covered);
}

LinePair make_pair(Line x, Line y) {
  return x <= y ? LinePair{x, y} : LinePair{y, x};
}

std::string lines_text(LinePair p) {
  const auto num = [](Line l) { return std::to_string(l % kSide + 1); };
  if (p.b == kNoLine) return "nothing";
  if (p.a == kNoLine) return std::string(p.b >= kSide ? "row " : "column ") + num(p.b);
  const bool ra = p.a >= kSide, rb = p.b >= kSide;
  if (ra == rb) return std::string(ra ? "rows " : "columns ") + num(p.a) + " + " + num(p.b);
  return "column " + num(p.a) + " + row " + num(p.b);  // sorted: the column comes first
}

bool in_line(Line l, int cell) {
  if (l == kNoLine) return false;
  return l < kSide ? cell % kSide == l : cell / kSide == l - kSide;
}

BoardState board_state(const Player& p) {
  BoardState b;
  b.icon = p.printed;
  for (const PlacedTile& t : p.tiles) {
    for (const TileCell& c : t.cells) {
      b.icon[c.row * kSide + c.col] = c.icon;
      b.covered[c.row * kSide + c.col] = true;
    }
  }
  return b;
}

std::array<int, kIconKinds> fired(const BoardState& b, LinePair p) {
  std::array<int, kIconKinds> n{};
  for (int cell = 0; cell < kCells; ++cell) {
    n[static_cast<int>(b.icon[cell])] += int{in_line(p.a, cell)} + int{in_line(p.b, cell)};
  }
  n[0] = 0;
  return n;
}

AssignRules assign_rules(const Player& p, const Profile& prof, Power power) {
  AssignRules r;
  r.rockbottom_super = p.golem == Golem::Rockbottom && power == Power::Superpower;
  r.parallel = prof.rockbottom_parallel_lines;
  return r;
}

void pairs_for(int x, int y, const AssignRules& r, std::vector<LinePair>& out) {
  out.push_back(make_pair(column_line(x), row_line(y)));
  if (!r.rockbottom_super) return;
  if (r.parallel || x == y) {
    out.push_back(make_pair(column_line(x), column_line(y)));
    out.push_back(make_pair(row_line(x), row_line(y)));
  }
}

IconValues icon_values(const Weights& w) {
  IconValues v;
  const odds::Fraction per[kIconKinds] = {odds::Fraction{0, 1}, w.damage, w.hearts, w.shield,
                                          w.grumble};
  for (const auto& f : per) v.scale = std::lcm(v.scale, f.den);
  for (int i = 0; i < kIconKinds; ++i) v.unit[i] = per[i].num * (v.scale / per[i].den);
  return v;
}

namespace {

// The value of every line (each icon once) in units of 1/scale.
std::array<std::int64_t, 2 * kSide> line_values(const BoardState& b, const IconValues& v) {
  std::array<std::int64_t, 2 * kSide> lv{};
  for (int cell = 0; cell < kCells; ++cell) {
    const std::int64_t u = v.unit[static_cast<int>(b.icon[cell])];
    lv[cell % kSide] += u;
    lv[kSide + cell / kSide] += u;
  }
  return lv;
}

}  // namespace

std::int64_t yield_sum(const BoardState& b, const IconValues& v, const YieldModel& m) {
  const auto lv = line_values(b, v);
  // best[x][y]: the best pair with x on the first line and y on the second.
  std::int64_t best[kSide + 1][kSide + 1];
  std::vector<LinePair> pairs;
  for (int x = 1; x <= kSide; ++x) {
    for (int y = 1; y <= kSide; ++y) {
      pairs.clear();
      pairs_for(x, y, m.rules, pairs);
      std::int64_t top = INT64_MIN;
      for (LinePair p : pairs) top = std::max(top, lv[p.a] + lv[p.b]);
      best[x][y] = top;
    }
  }
  std::int64_t sum = 0;
  if (m.dice == 2) {
    for (int x = 1; x <= kSide; ++x) {
      for (int y = 1; y <= kSide; ++y) sum += std::max(best[x][y], best[y][x]);
    }
    return sum;
  }
  for (int x = 1; x <= kSide; ++x) {
    for (int y = 1; y <= kSide; ++y) {
      for (int z = 1; z <= kSide; ++z) {
        sum += std::max({best[x][y], best[y][x], best[x][z], best[z][x], best[y][z], best[z][y]});
      }
    }
  }
  return sum;
}

odds::Fraction yield_value(const BoardState& b, const IconValues& v, const YieldModel& m) {
  return odds::Fraction::make(yield_sum(b, v, m), std::int64_t{m.outcomes()} * v.scale);
}

int progress(const std::array<bool, kCells>& covered) {
  int open[2 * kSide] = {};
  for (int cell = 0; cell < kCells; ++cell) {
    if (covered[cell]) continue;
    ++open[cell % kSide];
    ++open[kSide + cell / kSide];
  }
  int line = kSide, both = 2 * kSide - 1;
  for (int l = 0; l < 2 * kSide; ++l) line = std::min(line, open[l]);
  for (int c = 0; c < kSide; ++c) {
    for (int r = 0; r < kSide; ++r) {
      both = std::min(both, open[c] + open[kSide + r] - (covered[r * kSide + c] ? 0 : 1));
    }
  }
  return (kSide - line) + (2 * kSide - 1 - both);
}

std::vector<Placement> placements(const BoardState& b, const std::vector<TileCells>& shapes) {
  std::vector<Placement> out;
  for (std::size_t o = 0; o < shapes.size(); ++o) {
    int w = 0, h = 0;
    for (const TileCell& c : shapes[o]) w = std::max(w, c.col + 1), h = std::max(h, c.row + 1);
    for (int row = 0; row + h <= kSide; ++row) {
      for (int col = 0; col + w <= kSide; ++col) {
        Placement p;
        p.orientation = static_cast<int>(o);
        bool free = true;
        for (const TileCell& c : shapes[o]) {
          const int x = col + c.col, y = row + c.row;
          if (b.covered[y * kSide + x]) {
            free = false;
            break;
          }
          p.cells.push_back({static_cast<std::int8_t>(x), static_cast<std::int8_t>(y), c.icon});
        }
        if (!free) continue;
        std::sort(p.cells.begin(), p.cells.end());
        out.push_back(std::move(p));
      }
    }
  }
  return out;
}

void place(BoardState& b, const TileCells& cells) {
  for (const TileCell& c : cells) {
    b.icon[c.row * kSide + c.col] = c.icon;
    b.covered[c.row * kSide + c.col] = true;
  }
}

std::string cells_text(const TileCells& cells) {
  std::string out;
  for (const TileCell& c : cells) {
    if (!out.empty()) out += ", ";
    out += cell_text(c.col, c.row) + " " + (c.icon == Icon::None ? '_' : kIconChars[int(c.icon)]);
  }
  return out;
}

}  // namespace arbiter::grumblestone
