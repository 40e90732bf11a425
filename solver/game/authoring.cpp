#include "solver/game/authoring.hpp"

#include <nlohmann/json.hpp>
#include <vector>

namespace arbiter::game::authoring {

std::string starting_notes(std::string_view what) {
  return "A starting position written by arbiter new: edit " + std::string(what) +
         " (docs/format.md), draw it with arbiter show, solve it with arbiter solve, then "
         "record the answer you checked by hand with arbiter check --update. Replace these "
         "notes with the position's reasoning.";
}

std::string envelope(std::string_view game, const std::string& name, std::string_view what) {
  return "{\n  \"format\": 1,\n  \"game\": \"" + std::string(game) +
         "\",\n  \"name\": " + nlohmann::json(name).dump() +
         ",\n  \"title\": \"\",\n  \"notes\": " + nlohmann::json(starting_notes(what)).dump() +
         ",\n";
}

void refuse(bool given, std::string_view option, std::string_view why) {
  if (given) throw OptionError(std::string(option) + ": " + std::string(why));
}

namespace {

int within(std::optional<int> given, int fallback, int lo, int hi, std::string_view option) {
  const int v = given.value_or(fallback);
  if (v < lo || v > hi) {
    throw OptionError(std::string(option) + ": " + std::to_string(v) + " is outside " +
                      std::to_string(lo) + ".." + std::to_string(hi));
  }
  return v;
}

std::string hex_list(const std::vector<pathing::Coord>& hexes, std::size_t per_line) {
  std::string out = "[";
  for (std::size_t i = 0; i < hexes.size(); ++i) {
    if (i) out += i % per_line == 0 ? ",\n                     " : ", ";
    out += "[" + std::to_string(hexes[i].q) + ", " + std::to_string(hexes[i].r) + "]";
  }
  return out + "]";
}

}  // namespace

Size map_size(const NewRequest& r, Size fallback, int lo, int hi) {
  return {within(r.columns, fallback.columns, lo, hi, "--columns"),
          within(r.rows, fallback.rows, lo, hi, "--rows")};
}

int player_count(const NewRequest& r, int fallback, int lo, int hi) {
  return within(r.players, fallback, lo, hi, "--players");
}

HexStart hex_start(const NewRequest& r, std::string_view game) {
  HexStart h;
  h.coordinates = r.coordinates.value_or("even-q");
  const auto cs = pathing::parse_coordinate_system(h.coordinates);
  if (!cs) {
    throw OptionError("--coordinates: " +
                      std::string(h.coordinates == "square"
                                      ? "square is Arcadia Quest's; a "
                                      : "unknown coordinate system '" + h.coordinates + "'; a ") +
                      std::string(game) +
                      " map is written in axial, odd-q, even-q, odd-r or even-r");
  }
  const Size size = map_size(r, {7, 5}, 2, 200);
  h.columns = size.columns, h.rows = size.rows;
  const int mid = (h.rows - 1) / 2;
  h.left = {0, mid}, h.right = {h.columns - 1, mid};
  if (cs->axial) {
    // The rectangle of an odd-r map written in axial: rows of columns, drawn pointy.
    const auto odd_r = *pathing::parse_coordinate_system("odd-r");
    std::vector<pathing::Coord> list;
    for (int row = 0; row < h.rows; ++row) {
      for (int col = 0; col < h.columns; ++col) list.push_back(odd_r.to_axial({col, row}));
    }
    h.hexes = hex_list(list, static_cast<std::size_t>(h.columns));
    h.left = odd_r.to_axial(h.left);
    h.right = odd_r.to_axial(h.right);
  } else {
    h.hexes = "{\"columns\": " + std::to_string(h.columns) +
              ", \"rows\": " + std::to_string(h.rows) + "}";
  }
  return h;
}

std::string sketch_board(const SketchOptions& o, std::size_t hexes, bool sparse, bool has_actor,
                         const DrawBoard& draw) {
  if (o.board == BoardMode::Never) return "";
  int crop = o.crop;
  std::size_t box_limit = 0;
  const bool limited = o.board == BoardMode::Auto && o.auto_board_hexes > 0 &&
                       (hexes > o.auto_board_hexes || sparse);
  if (limited) {
    box_limit = o.auto_board_hexes;
    if (crop < 0) crop = kAutoCrop;
  }
  const std::string size = "  (board of " + std::to_string(hexes) + " hexes";
  // The crop centres on the turn's figure (marked @); without one there is nothing to
  // centre on.
  if (crop >= 0 && !has_actor) {
    if (!limited) return *draw(-1, 0);
    return size + " not drawn: no acting figure to crop around; --board always draws it)\n";
  }
  const auto drawn = draw(crop, box_limit);
  if (!limited) return *drawn;
  if (!drawn) return size + " not drawn; --board always draws it)\n";
  return size + ": only the hexes within " + std::to_string(crop) +
         " of the acting figure are drawn; --board always draws it whole)\n" + *drawn;
}

std::string coordinates_text(pathing::CoordinateSystem cs) {
  return std::string(pathing::coordinate_system_name(cs)) + " coordinates " +
         (cs.axial ? "[q, r]" : "[col, row]");
}

std::string heading(const std::string& name, const std::string& size,
                    const std::string& coordinates, std::string_view game,
                    const std::string& title) {
  std::string out = name + ": " + size;
  if (!coordinates.empty()) out += ", " + coordinates;
  if (game != "gloomhaven") out += ", " + std::string(game);
  out += "\n";
  if (!title.empty()) out += "  " + title + "\n";
  return out;
}

std::string figure_line(const std::string& id, const std::string& what, const std::string& where,
                        bool acts) {
  return "  " + id + " " + what + (where.empty() ? "" : " " + where) + (acts ? " (acts)" : "") +
         "\n";
}

}  // namespace arbiter::game::authoring
