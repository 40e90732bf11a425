#include "solver/heroscape/text_board.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <optional>

#include "pathing/board.hpp"
#include "solver/game/authoring.hpp"
#include "solver/report/hex_text.hpp"

namespace arbiter::heroscape {

namespace {

namespace hex_text = report::hex_text;
using pathing::Coord;

// The board's inks, as the other hex games colour the same marks.
enum Ink : hex_text::Ink {
  kNone,
  kEdge,
  kAxis,
  kThinWall,
  kActing,
  kEnemy,
  kAlly,
  kReach,
  kWaterInk,
  kRoadInk,
  kGroundInk,
  kObstacleInk,
  kGlyphInk
};

const char* ansi(hex_text::Ink ink) {
  static constexpr const char* kAnsi[] = {"",   "2",  "2;36", "1;31", "1;30;43", "36", "34",
                                          "32", "94", "33",   "2;37", "1;33",    "35"};
  return ink < std::size(kAnsi) ? kAnsi[ink] : "";
}
constexpr hex_text::Palette kPalette{&ansi, kEdge, kAxis, kThinWall};

// Each ground's fill, in kTerrainNames' order: grass and dungeon floors are left blank.
constexpr char kTerrainMark[] = {0, '^', ':', '=', '~', '%', '+', '-', '"', 0};
static_assert(std::size(kTerrainMark) == static_cast<std::size_t>(TerrainKind::Count));
Ink terrain_ink(TerrainKind t) {
  return is_water(t) ? kWaterInk : is_road(t) ? kRoadInk : kGroundInk;
}
// Each hex obstacle's fill, in kObstacleNames' order.
constexpr char kObstacleMark[] = {'#', 'W', 'T', 'O', 'G', 'X'};
static_assert(std::size(kObstacleMark) == std::size(kObstacleNames));
// Each glyph's mark in the corner, in kGlyphKindNames' order.
constexpr char kGlyphMark[] = {'g', 'a', 'd', 'r', 'm', 'h'};
static_assert(std::size(kGlyphMark) == static_cast<std::size_t>(GlyphKind::Count));

// One figure's standee on one hex.
struct Standee {
  const FigureSpec* figure;
  Coord hex;
  const std::string* label;  // hex_text::short_labels of the figure's id
};

// What one drawing used, so that its legend names those marks and no others.
struct Used {
  bool acting = false, reach = false, thin_wall = false;
  std::vector<std::string> labels;  // "LABEL ID" of each figure drawn under a short label
  std::vector<bool> terrain = std::vector<bool>(static_cast<std::size_t>(TerrainKind::Count));
  std::vector<bool> obstacle = std::vector<bool>(std::size(kObstacleNames));
  std::vector<bool> glyph = std::vector<bool>(static_cast<std::size_t>(GlyphKind::Count));
  std::vector<bool> edge_obstacle = std::vector<bool>(std::size(kObstacleNames));
};

// The map's facts by hex: where each hex stands in the file, its hex obstacle, its glyph,
// its thin walls, whether it is reachable.
struct MapIndex {
  std::map<std::pair<int, int>, std::size_t> at;  // axial (q, r) -> index into h.hexes
  std::vector<int> obstacle;                      // per hex: kind of its hex obstacle, or -1
  std::vector<int> glyph;                         // per hex: kind of its glyph, or -1
  std::vector<std::uint8_t> walls;  // per hex: bit d, an obstacle on the edge in direction d
  std::vector<int> wall_kind;       // per hex: the kind of an obstacle on one of its edges
  std::vector<char> reach;
};

MapIndex index_map(const Scenario& h, const BoardView& v) {
  MapIndex m;
  const std::size_t n = h.hexes.size();
  for (std::size_t i = 0; i < n; ++i) m.at.emplace(std::pair{h.hexes[i].q, h.hexes[i].r}, i);
  m.obstacle.assign(n, -1);
  m.glyph.assign(n, -1);
  m.walls.assign(n, 0);
  m.wall_kind.assign(n, -1);
  m.reach.assign(n, 0);
  const auto find = [&](Coord c) -> std::optional<std::size_t> {
    const auto it = m.at.find({c.q, c.r});
    return it == m.at.end() ? std::nullopt : std::optional<std::size_t>(it->second);
  };
  for (const Obstacle& o : h.obstacles) {
    const auto a = find(o.hex);
    if (!a) continue;
    if (!o.other) {
      m.obstacle[*a] = o.kind;
      continue;
    }
    const auto b = find(*o.other);
    const auto d = pathing::direction_between(pathing::Topology::Hex, o.hex, *o.other);
    if (!b || !d) continue;
    m.walls[*a] |= static_cast<std::uint8_t>(1 << *d);
    m.walls[*b] |= static_cast<std::uint8_t>(1 << pathing::opposite(pathing::Topology::Hex, *d));
    m.wall_kind[*a] = m.wall_kind[*b] = o.kind;
  }
  for (std::size_t i = 0; i < h.glyphs.size(); ++i) {
    if (const auto a = find(h.glyphs[i]))
      m.glyph[*a] = i < h.glyph_kinds.size() ? static_cast<int>(h.glyph_kinds[i]) : 0;
  }
  for (Coord c : v.reachable)
    if (const auto a = find(c)) m.reach[*a] = 1;
  return m;
}

// The hexes within `crop` of the acting standee (all of them when crop < 0), in file order.
std::vector<std::size_t> kept(const Scenario& h, const Standee* actor, int crop) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < h.hexes.size(); ++i)
    if (crop < 0 || pathing::hex_distance(actor->hex, h.hexes[i]) <= crop) out.push_back(i);
  return out;
}

// Whether the kept hexes, in the file's coordinates, span more than box_limit hexes.
bool past_limit(const Scenario& h, const std::vector<std::size_t>& hexes, std::size_t box_limit) {
  if (box_limit == 0 || hexes.empty()) return false;
  int q0 = std::numeric_limits<int>::max(), r0 = q0, q1 = std::numeric_limits<int>::min(), r1 = q1;
  for (std::size_t i : hexes) {
    const Coord w = h.envelope.coordinates.from_axial(h.hexes[i]);
    q0 = std::min(q0, w.q), q1 = std::max(q1, w.q), r0 = std::min(r0, w.r), r1 = std::max(r1, w.r);
  }
  return static_cast<std::size_t>(q1 - q0 + 1) * static_cast<std::size_t>(r1 - r0 + 1) > box_limit;
}

// The label of a figure's hex: its id, @ after the acting one where the id leaves room.
void label_figure(hex_text::Hex& t, const Standee& on, const Standee* marked, Used& used) {
  t.label = *on.label;
  if (*on.label != on.figure->id) used.labels.push_back(*on.label + " " + on.figure->id);
  if (marked != nullptr && on.figure == marked->figure) {
    if (t.label.size() < 3) t.label += '@';
    t.label_ink = kActing;
    used.acting = true;
  } else {
    t.label_ink = marked != nullptr && on.figure->side != marked->figure->side ? kEnemy : kAlly;
  }
}

// One hex's tile: its ground (or hex obstacle) as the fill, its figure or its level (with *
// when reachable) as the label, its glyph in the corner, its edge obstacles as thin walls.
hex_text::Hex tile(const Scenario& h, const MapIndex& m, std::size_t i,
                   const std::vector<Standee>& standees, const Standee* marked, Used& used) {
  hex_text::Hex t;
  t.hex = h.hexes[i];
  t.written = h.envelope.coordinates.from_axial(t.hex);
  const TerrainKind ground = h.terrain[i];
  if (m.obstacle[i] >= 0) {
    t.fill = kObstacleMark[m.obstacle[i]];
    t.fill_ink = kObstacleInk;
    used.obstacle[static_cast<std::size_t>(m.obstacle[i])] = true;
  } else if (kTerrainMark[static_cast<int>(ground)] != 0) {
    t.fill = kTerrainMark[static_cast<int>(ground)];
    t.fill_ink = terrain_ink(ground);
    used.terrain[static_cast<std::size_t>(ground)] = true;
  }
  // The last standee on a hex is the one drawn (a hex holds one).
  const auto on = std::find_if(standees.rbegin(), standees.rend(),
                               [&](const Standee& s) { return s.hex == t.hex; });
  if (on != standees.rend()) {
    label_figure(t, *on, marked, used);
  } else {
    t.label = std::to_string(h.levels[i]);
    if (m.reach[i] != 0) {
      t.label += '*';
      t.label_ink = kReach;
      used.reach = true;
    }
  }
  if (m.glyph[i] >= 0) {
    t.corner = kGlyphMark[m.glyph[i]];
    t.corner_ink = kGlyphInk;
    used.glyph[static_cast<std::size_t>(m.glyph[i])] = true;
  }
  t.thin_walls = m.walls[i];
  if (m.walls[i] != 0) {
    used.thin_wall = true;
    used.edge_obstacle[static_cast<std::size_t>(m.wall_kind[i])] = true;
  }
  return t;
}

// The legend: only what this drawing uses, so that a reader never looks for a mark that is
// not there.
std::string legend(Used& u, bool flat, bool color) {
  using Items = std::vector<hex_text::LegendItem>;
  Items marks{{"1", kNone, "level"}};
  if (u.reach) marks.push_back({"1*", kReach, "reachable"});
  if (u.acting) marks.push_back({"@", kActing, "acting"});
  Items ground;
  for (std::size_t k = 0; k < u.terrain.size(); ++k)
    if (u.terrain[k])
      ground.push_back({std::string(1, kTerrainMark[k]), terrain_ink(TerrainKind(k)),
                        std::string(kTerrainNames[k])});
  for (std::size_t k = 0; k < u.obstacle.size(); ++k)
    if (u.obstacle[k])
      ground.push_back({std::string(1, kObstacleMark[k]), kObstacleInk,
                        std::string(kObstacleNames[k]) + " (obstacle)"});
  Items glyphs;
  for (std::size_t k = 0; k < u.glyph.size(); ++k)
    if (u.glyph[k])
      glyphs.push_back({std::string(1, kGlyphMark[k]), kGlyphInk, std::string(kGlyphKindNames[k])});
  std::string out =
      hex_text::legend_line("", marks, color, kPalette) +
      hex_text::legend_line("ground (around the label):", ground, color, kPalette) +
      hex_text::legend_line(
          std::string("glyphs (") + (flat ? "under the label" : "in the top corner") + "):", glyphs,
          color, kPalette);
  if (u.thin_wall) {
    std::string kinds;
    for (std::size_t k = 0; k < u.edge_obstacle.size(); ++k)
      if (u.edge_obstacle[k]) kinds += (kinds.empty() ? "" : ", ") + std::string(kObstacleNames[k]);
    out += hex_text::legend_line("", {{"= #", kThinWall, "obstacle on an edge: " + kinds}}, color,
                                 kPalette);
  }
  std::sort(u.labels.begin(), u.labels.end());
  u.labels.erase(std::unique(u.labels.begin(), u.labels.end()), u.labels.end());
  std::string labels;
  for (const std::string& l : u.labels) labels += "  " + l;
  if (!labels.empty()) out += "  labels:" + labels.substr(1) + "\n";
  return out;
}

// The board, cropped around `actor` when crop >= 0 (the standee marked @ and the sides told
// apart), or nullopt past box_limit.
std::optional<std::string> draw(const Scenario& h, const MapIndex& m,
                                const std::vector<Standee>& standees, const Standee* actor,
                                bool mark_acting, int crop, std::size_t box_limit, bool color) {
  const std::vector<std::size_t> hexes = kept(h, crop >= 0 ? actor : nullptr, crop);
  if (crop >= 0 && past_limit(h, hexes, box_limit)) return std::nullopt;
  if (hexes.empty()) return std::string("(empty map)\n");
  const bool flat = h.envelope.coordinates.flat_topped();
  std::vector<Coord> axial;
  axial.reserve(hexes.size());
  for (std::size_t i : hexes) axial.push_back(h.hexes[i]);
  if (box_limit > 0 && hex_text::box_hexes(axial, flat) > box_limit) return std::nullopt;
  const Standee* marked = crop >= 0 || mark_acting ? actor : nullptr;
  Used used;
  std::vector<hex_text::Hex> tiles;
  tiles.reserve(hexes.size());
  for (std::size_t i : hexes) tiles.push_back(tile(h, m, i, standees, marked, used));
  return hex_text::draw(tiles, flat, color, kPalette) + legend(used, flat, color);
}

}  // namespace

std::string board_text(const Scenario& h, const BoardView& v, const game::SketchOptions& o) {
  if (o.board == game::BoardMode::Never) return "";
  std::vector<std::string> ids;
  ids.reserve(h.figures.size());
  for (const auto& f : h.figures) ids.push_back(f.id);
  const std::vector<std::string> labels = hex_text::short_labels(ids);
  std::vector<Standee> standees;
  for (std::size_t i = 0; i < h.figures.size(); ++i)
    for (Coord c : h.figures[i].hexes) standees.push_back({&h.figures[i], c, &labels[i]});
  // What --crop centres on: the acting figure's last standee.
  const Standee* actor = nullptr;
  for (const Standee& s : standees)
    if (s.figure->id == h.acting) actor = &s;
  // Whether the map's hexes lie far apart for their bounding box (the board's own test).
  bool sparse = false;
  if (o.board == game::BoardMode::Auto) {
    pathing::Board::Builder builder(pathing::Topology::Hex);
    for (Coord c : h.hexes) builder.add_cell(c);
    sparse = builder.build().sparse();
  }
  const MapIndex m = index_map(h, v);
  return game::authoring::sketch_board(
      o, h.hexes.size(), sparse, actor != nullptr, [&](int crop, std::size_t box_limit) {
        return draw(h, m, standees, actor, v.mark_acting, crop, box_limit, o.color);
      });
}

std::string figure_level(const Scenario& h, const FigureSpec& f) {
  std::vector<int> levels;
  for (Coord c : f.hexes) {
    const auto it = std::find(h.hexes.begin(), h.hexes.end(), c);
    if (it == h.hexes.end()) continue;
    const int l = h.levels[static_cast<std::size_t>(it - h.hexes.begin())];
    if (std::find(levels.begin(), levels.end(), l) == levels.end()) levels.push_back(l);
  }
  if (levels.empty()) return "";
  if (levels.size() == 1) return "level " + std::to_string(levels[0]);
  return "levels " + std::to_string(levels[0]) + " and " + std::to_string(levels[1]);
}

}  // namespace arbiter::heroscape
