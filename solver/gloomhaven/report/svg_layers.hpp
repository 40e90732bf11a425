// The layers of write_svg's picture, each written in drawing order: the board's in svg.cpp,
// the legend's in svg_legend.cpp. Internal to the reports.
#pragma once

#include <cstddef>
#include <iterator>
#include <optional>
#include <ostream>
#include <string>
#include <unordered_set>
#include <vector>

#include "pathing/board.hpp"
#include "pathing/sight.hpp"
#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/report/explain.hpp"
#include "solver/gloomhaven/report/overlays.hpp"
#include "solver/gloomhaven/report/svg.hpp"
#include "solver/gloomhaven/scenario.hpp"
#include "solver/report/output.hpp"
#include "solver/report/svg_geometry.hpp"

namespace arbiter::gloomhaven::report::svg_layers {

using arbiter::report::xml_escape;
using arbiter::report::svg::Geometry;
using arbiter::report::svg::num;
using pathing::CellIndex;
using pathing::Coord;
using pathing::Point;

inline constexpr const char* kOptionColours[] = {"#15803d", "#0e7490", "#7e22ce", "#c2410c",
                                                 "#be185d", "#4d7c0f", "#0f766e", "#a16207"};
inline constexpr std::size_t kOptionColourCount = std::size(kOptionColours);

inline const char* option_colour(int number) {
  return kOptionColours[static_cast<std::size_t>(number - 1) % kOptionColourCount];
}

inline const char* terrain_fill(std::optional<TerrainType> t) {
  if (!t) return "#f5f1e6";
  switch (*t) {
    case TerrainType::Wall:
      return "#3f3f46";
    case TerrainType::Obstacle:
      return "#a8a29e";
    case TerrainType::Trap:
      return "#fca5a5";
    case TerrainType::Hazardous:
      return "#fdba74";
    case TerrainType::Difficult:
      return "#d9c27a";
    case TerrainType::Icy:
      return "#bae6fd";
  }
  return "#f5f1e6";
}

inline constexpr const char* kPlayersFill = "#1d4ed8";
inline constexpr const char* kMonstersFill = "#7f1d1d";
inline constexpr const char* kActingStroke = "#f59e0b";
inline constexpr const char* kTargetStroke = "#dc2626";
inline constexpr const char* kAoeFill = "#c026d3";
inline constexpr const char* kThinWallStroke = "#111827";
inline constexpr const char* kDoorColour = "#b45309";
inline constexpr const char* kSeeFill = "#38bdf8";
inline constexpr const char* kRangeStroke = "#dc2626";
inline constexpr const char* kReachStroke = "#16a34a";
inline constexpr const char* kHeadingStroke = "#b45309";

// SVG text and attributes go through the batch reports' XML escaping (markup, invalid
// UTF-8 and characters XML forbids).
inline std::string esc(const std::string& s) {
  return xml_escape(s);
}

// A swatch of the legend: its kind ("hex", "thin", "figure", ...), colour and words.
struct LegendItem {
  std::string kind, colour, label;
};

// Where the legend goes under the board, and the size of the whole picture.
struct LegendLayout {
  double col = 170.0, row = 24.0;  // a swatch's cell
  double picture_width = 0, picture_height = 0;
  double top = 0;  // the legend's first row
  int per_row = 1, rows = 0;
  std::string conditions;  // the figures' conditions, a line under the options
};

// One picture being written: what every layer reads.
struct Layers {
  std::ostream& os;
  const Scenario& s;
  const pathing::Board& b;
  const Decision& d;
  const SvgOptions& o;
  const DecisionMap& m;
  const Geometry& g;
  const double R;
  const OverlayCells& overlay;
  const std::unordered_set<Coord, pathing::CoordHash>& kept;  // the hexes cropping keeps
  const pathing::Sight& sight;

  bool drawn(Coord h) const { return o.crop < 0 || kept.count(h) != 0; }
  static bool covers(const std::vector<char>& v, CellIndex c) {
    return c != pathing::kNoCell && !v.empty() && v[c] != 0;
  }

  // The board, bottom to top (svg.cpp).
  void hexes() const;
  void doors() const;
  void overlays() const;
  void coordinates() const;
  void areas() const;
  void thin_walls() const;
  void paths() const;
  void sight_lines() const;
  void figures() const;
  void heads_for() const;
  void options() const;

  // The legend (svg_legend.cpp): the items the picture uses, where they go, and the legend
  // itself with the heading, the options in words and the figures' conditions.
  std::vector<LegendItem> legend_items() const;
  LegendLayout legend_layout(const std::vector<LegendItem>& items) const;
  void legend(const std::vector<LegendItem>& items, const LegendLayout& l,
              const std::string& title) const;
  void legend_swatch(const LegendItem& it, double x, double y) const;
};

}  // namespace arbiter::gloomhaven::report::svg_layers
