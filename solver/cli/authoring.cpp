// Writing a position quickly: `arbiter new` writes a valid starting file and draws its
// labelled grid, so that no one works out offset neighbours by hand; `arbiter show` draws a
// file's board with its coordinates while the figures and turn are still being written.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "solver/cli/commands.hpp"
#include "solver/gloomhaven/decide.hpp"
#include "solver/heroscape/scenario.hpp"
#include "solver/report/text.hpp"
#include "solver/scenario/json_reader.hpp"
#include "solver/scenario/scenario.hpp"

namespace arbiter::cli {
namespace {

std::string hex_list(const std::vector<pathing::Coord>& hexes, std::size_t per_line) {
  std::string out = "[";
  for (std::size_t i = 0; i < hexes.size(); ++i) {
    if (i) out += i % per_line == 0 ? ",\n                     " : ", ";
    out += "[" + std::to_string(hexes[i].q) + ", " + std::to_string(hexes[i].r) + "]";
  }
  return out + "]";
}

// The map's hexes as the file writes them and where the two figures start (the left and
// right edges' middle hexes, in the file's coordinates): an axial file lists the rectangle
// of an odd-r map, the others write {"columns", "rows"}.
struct StartLayout {
  std::string hexes;
  pathing::Coord left, right;
};

StartLayout start_layout(const NewOptions& o) {
  const auto cs = *pathing::parse_coordinate_system(o.coordinates);
  const int mid = (o.rows - 1) / 2;
  StartLayout l{"", {0, mid}, {o.columns - 1, mid}};
  if (cs.axial) {
    // The rectangle of an odd-r map written in axial: rows of columns, drawn pointy.
    const auto odd_r = *pathing::parse_coordinate_system("odd-r");
    std::vector<pathing::Coord> list;
    for (int row = 0; row < o.rows; ++row) {
      for (int col = 0; col < o.columns; ++col) list.push_back(odd_r.to_axial({col, row}));
    }
    l.hexes = hex_list(list, static_cast<std::size_t>(o.columns));
    l.left = odd_r.to_axial(l.left);
    l.right = odd_r.to_axial(l.right);
  } else {
    l.hexes = "{\"columns\": " + std::to_string(o.columns) +
              ", \"rows\": " + std::to_string(o.rows) + "}";
  }
  return l;
}

std::string hex_text(pathing::Coord c) {
  return "[" + std::to_string(c.q) + ", " + std::to_string(c.r) + "]";
}

// Heroscape: a level map, the acting figure A (red) on the left, an enemy E1 (blue) on the
// right, with the numbers of a common card; every field the format asks for is there.
std::string heroscape_starting_file(const NewOptions& o, const std::string& name) {
  const StartLayout l = start_layout(o);
  const auto figure = [](const std::string& id, const std::string& side, pathing::Coord c) {
    return "    {\"id\": \"" + id + "\", \"side\": \"" + side + "\", \"hexes\": [" + hex_text(c) +
           "], \"height\": 5, \"move\": 5, \"range\": 1, \"attack\": 3, \"defense\": 2, "
           "\"life\": 1}";
  };
  std::ostringstream f;
  f << "{\n"
    << "  \"format\": 1,\n"
    << "  \"game\": \"heroscape\",\n"
    << "  \"name\": " << nlohmann::json(name).dump() << ",\n"
    << "  \"title\": \"\",\n"
    << "  \"coordinates\": \"" << o.coordinates << "\",\n"
    << "  \"map\": {\"hexes\": " << l.hexes << ",\n"
    << "          \"default_level\": 1, \"levels\": {}, \"terrain\": {}, \"obstacles\": []},\n"
    << "  \"figures\": [\n"
    << figure("A", "red", l.left) << ",\n"
    << figure("E1", "blue", l.right) << "\n"
    << "  ],\n"
    << "  \"turn\": {\"figure\": \"A\"}\n"
    << "}\n";
  return f.str();
}

// The starting file: the map, a character on the left edge's middle hex, a monster on the
// right edge's middle hex, and a melee turn for the monster.
std::string starting_file(const NewOptions& o, const std::string& name) {
  if (o.game == "heroscape") return heroscape_starting_file(o, name);
  const StartLayout l = start_layout(o);
  std::ostringstream f;
  f << "{\n"
    << "  \"format\": 1,\n"
    << "  \"game\": \"gloomhaven\",\n"
    << "  \"name\": " << nlohmann::json(name).dump() << ",\n"
    << "  \"title\": \"\",\n"
    << "  \"coordinates\": \"" << o.coordinates << "\",\n"
    << "  \"map\": {\"hexes\": " << l.hexes << ",\n"
    << "          \"terrain\": {}, \"thin_walls\": []},\n"
    << "  \"figures\": [\n"
    << "    {\"id\": \"C1\", \"side\": \"players\", \"kind\": \"character\", \"hex\": "
    << hex_text(l.left) << ", \"initiative\": 50},\n"
    << "    {\"id\": \"M1\", \"side\": \"monsters\", \"kind\": \"monster\", \"hex\": "
    << hex_text(l.right) << "}\n"
    << "  ],\n"
    << "  \"turn\": {\"figure\": \"M1\", \"move\": 2, \"attack\": {\"range\": 0, \"targets\": 1}}\n"
    << "}\n";
  return f.str();
}

std::string board_of(const scenario::Scenario& s, bool color) {
  const pathing::Board b = scenario::build_board(s);
  gloomhaven::Decision none;
  return report::render_board(s, b, none, color);
}

// A Heroscape map drawn by the same board: its hexes and figures (a double-space figure's
// id on both its hexes; the acting figure's side as the monsters' colour). Levels, terrain
// and obstacles are in `render`'s picture and `solve`'s text.
scenario::Scenario heroscape_layout(const heroscape::Scenario& h) {
  scenario::Scenario s;
  s.name = h.envelope.name;
  s.title = h.envelope.title;
  s.coordinates = h.envelope.coordinates;
  s.map.hexes = h.hexes;
  const heroscape::FigureSpec* acting = h.find_figure(h.acting);
  for (const auto& f : h.figures) {
    for (pathing::Coord c : f.hexes) {
      scenario::Figure x;
      x.id = f.id;
      x.side = acting != nullptr && f.side == acting->side ? scenario::Side::Monsters
                                                           : scenario::Side::Players;
      x.hex = c;
      s.figures.push_back(std::move(x));
    }
  }
  return s;
}

int show_heroscape(const nlohmann::json& root, const std::string& file, bool color,
                   std::ostream& out) {
  const heroscape::Scenario h = heroscape::read_scenario(root, file);
  const scenario::Scenario s = heroscape_layout(h);
  out << s.name << ": " << s.map.hexes.size() << " hexes, "
      << pathing::coordinate_system_name(s.coordinates) << " coordinates "
      << (s.coordinates.axial ? "[q, r]" : "[col, row]") << ", heroscape\n";
  if (!s.title.empty()) out << "  " << s.title << "\n";
  out << board_of(s, color);
  for (const auto& f : h.figures) {
    out << "  " << f.id << " " << f.side;
    for (pathing::Coord c : f.hexes) out << " " << scenario::hex_text(s.coordinates.from_axial(c));
    out << (f.id == h.acting ? " (acts)" : "") << "\n";
  }
  return kExitOk;
}

}  // namespace

bool use_color(bool no_color, bool force_color, const std::ostream& out) {
  if (no_color) return false;
  if (force_color) return true;
  // https://no-color.org: a non-empty NO_COLOR turns colour off unless asked for.
  const char* env = std::getenv("NO_COLOR");
  if (env != nullptr && *env != '\0') return false;
  return report::stdout_is_terminal() && &out == &std::cout;
}

int run_new(const NewOptions& o, std::ostream& out, std::ostream& err) {
  const auto cs = pathing::parse_coordinate_system(o.coordinates);
  if (!cs) {
    err << "arbiter new: --coordinates: unknown coordinate system '" << o.coordinates
        << "' (axial, odd-q, even-q, odd-r, even-r)\n";
    return kExitBadInput;
  }
  const bool to_stdout = o.file == "-";
  std::string name = o.name;
  if (name.empty())
    name = to_stdout ? "new-position" : std::filesystem::path(o.file).stem().string();
  if (name.empty()) name = "new-position";
  const std::string text = starting_file(o, name);
  // What is written must load: the starting file is a valid position by construction.
  const std::string shown = scenario::display_name(o.file);
  const scenario::Scenario s =
      o.game == "heroscape"
          ? heroscape_layout(heroscape::read_scenario(scenario::parse_json(text, shown), shown))
          : scenario::parse_scenario(text, shown);
  if (to_stdout) {
    out << text;
    return kExitOk;
  }
  std::error_code ec;
  if (std::filesystem::exists(o.file, ec) && !o.force) {
    err << o.file << ": (file): already exists; --force overwrites it\n";
    return kExitBadInput;
  }
  std::ofstream f(o.file, std::ios::binary);
  f << text;
  f.close();
  if (!f) {
    err << o.file << ": (file): cannot write\n";
    return kExitBadInput;
  }
  const bool hs = o.game == "heroscape";
  out << "wrote " << o.file << ": a " << o.columns << " x " << o.rows << " " << o.coordinates
      << (hs ? " heroscape map, figure A at " : " map, character C1 at ")
      << scenario::hex_text(s.coordinates.from_axial(s.figures[0].hex))
      << (hs ? ", enemy E1 at " : ", monster M1 at ")
      << scenario::hex_text(s.coordinates.from_axial(s.figures[1].hex)) << "\n";
  out << board_of(s, use_color(o.no_color, false, out));
  out << "next: edit " << o.file << " (docs/format.md), then arbiter show " << o.file
      << ", arbiter solve " << o.file << "\n";
  return kExitOk;
}

int run_show(const ShowOptions& o, std::ostream& out, std::ostream& err) {
  const std::string file = scenario::display_name(o.file);
  try {
    const nlohmann::json root = scenario::parse_json(scenario::read_file_text(o.file), file);
    if (root.is_object()) {
      const auto g = root.find("game");
      if (g != root.end() && *g == "heroscape")
        return show_heroscape(root, file, use_color(o.no_color, o.force_color, out), out);
      if (g != root.end() && g->is_string() && *g != "gloomhaven") {
        throw scenario::ScenarioError(file, "game",
                                      "show draws gloomhaven and heroscape files; `arbiter "
                                      "solve` draws " +
                                          g->get<std::string>() + " positions");
      }
    }
    const scenario::Scenario s = scenario::read_layout(root, file);
    out << s.name << ": " << s.map.hexes.size() << " hexes, "
        << pathing::coordinate_system_name(s.coordinates) << " coordinates "
        << (s.coordinates.axial ? "[q, r]" : "[col, row]") << "\n";
    if (!s.title.empty()) out << "  " << s.title << "\n";
    out << board_of(s, use_color(o.no_color, o.force_color, out));
    for (const auto& f : s.figures) {
      out << "  " << f.id << " " << (f.side == scenario::Side::Players ? "players" : "monsters")
          << " " << scenario::hex_text(s.coordinates.from_axial(f.hex))
          << (f.id == s.turn.figure ? " (acts)" : "") << "\n";
    }
    if (s.figures.empty()) out << "  (no figures yet)\n";
    if (s.turn.figure.empty()) out << "  (no turn yet)\n";
  } catch (const scenario::ScenarioError& e) {
    err << e.what() << "\n";
    return kExitBadInput;
  }
  return kExitOk;
}

}  // namespace arbiter::cli
