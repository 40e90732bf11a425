// Heroscape's `show`: the map's hexes and figures on the shared text hex board (a
// double-space figure's id on both its hexes; the acting figure's side in one colour, the
// others in another once a crop names the acting figure), then the figures listed. Levels,
// terrain and obstacles are in `render`'s picture and `solve`'s text.
#include "solver/heroscape/sketch.hpp"

#include <algorithm>
#include <limits>

#include "pathing/board.hpp"
#include "solver/game/authoring.hpp"
#include "solver/heroscape/scenario.hpp"
#include "solver/report/hex_text.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::heroscape {

namespace {

namespace hex_text = report::hex_text;
using pathing::Coord;

// The board's inks, as the other hex games colour the same marks.
enum Ink : hex_text::Ink { kNone, kEdge, kAxis, kThinWall, kActing, kEnemy, kAlly };

const char* ansi(hex_text::Ink ink) {
  static constexpr const char* kAnsi[] = {"", "2", "2;36", "1;31", "1;30;43", "36", "34"};
  return ink < std::size(kAnsi) ? kAnsi[ink] : "";
}
constexpr hex_text::Palette kPalette{&ansi, kEdge, kAxis, kThinWall};

// One figure's standee on one hex.
struct Standee {
  const FigureSpec* figure;
  Coord hex;
};

// The hexes within `crop` of the acting standee (all of them when crop < 0), in file order.
std::vector<Coord> kept(const Scenario& h, const Standee* actor, int crop) {
  if (crop < 0) return h.hexes;
  std::vector<Coord> out;
  for (Coord c : h.hexes)
    if (pathing::hex_distance(actor->hex, c) <= crop) out.push_back(c);
  return out;
}

// Whether the kept hexes, in the file's coordinates, span more than box_limit hexes.
bool past_limit(const Scenario& h, const std::vector<Coord>& hexes, std::size_t box_limit) {
  if (box_limit == 0 || hexes.empty()) return false;
  int q0 = std::numeric_limits<int>::max(), r0 = q0, q1 = std::numeric_limits<int>::min(), r1 = q1;
  for (Coord c : hexes) {
    const Coord w = h.envelope.coordinates.from_axial(c);
    q0 = std::min(q0, w.q), q1 = std::max(q1, w.q), r0 = std::min(r0, w.r), r1 = std::max(r1, w.r);
  }
  return static_cast<std::size_t>(q1 - q0 + 1) * static_cast<std::size_t>(r1 - r0 + 1) > box_limit;
}

// The board, cropped around `actor` when crop >= 0 (the standee marked @ and the sides told
// apart), or nullopt past box_limit.
std::optional<std::string> draw(const Scenario& h, const std::vector<Standee>& standees,
                                const Standee* actor, int crop, std::size_t box_limit, bool color) {
  const std::vector<Coord> hexes = kept(h, crop >= 0 ? actor : nullptr, crop);
  if (crop >= 0 && past_limit(h, hexes, box_limit)) return std::nullopt;
  if (hexes.empty()) return std::string("(empty map)\n");
  const bool flat = h.envelope.coordinates.flat_topped();
  if (box_limit > 0 && hex_text::box_hexes(hexes, flat) > box_limit) return std::nullopt;
  const Standee* marked = crop >= 0 ? actor : nullptr;
  std::vector<hex_text::Hex> tiles;
  tiles.reserve(hexes.size());
  for (Coord c : hexes) {
    hex_text::Hex t;
    t.hex = c;
    t.written = h.envelope.coordinates.from_axial(c);
    // The last standee on a hex is the one drawn (a hex holds one).
    const auto on = std::find_if(standees.rbegin(), standees.rend(),
                                 [&](const Standee& s) { return s.hex == c; });
    if (on != standees.rend()) {
      t.label = on->figure->id;
      if (&*on == marked) {
        if (t.label.size() < 3) t.label += '@';
        t.label_ink = kActing;
      } else {
        t.label_ink =
            marked != nullptr && on->figure->side != marked->figure->side ? kEnemy : kAlly;
      }
    }
    tiles.push_back(std::move(t));
  }
  std::string out = hex_text::draw(tiles, flat, color, kPalette);
  if (marked != nullptr) out += "  " + hex_text::paint("@", kActing, color, kPalette) + " acting\n";
  return out;
}

}  // namespace

game::Sketch sketch(const nlohmann::json& root, const std::string& file,
                    const game::SketchOptions& o) {
  namespace authoring = game::authoring;
  const Scenario h = read_scenario(root, file);
  game::Sketch k;
  std::vector<Standee> standees;
  for (const auto& f : h.figures) {
    std::string where;
    for (Coord c : f.hexes) {
      standees.push_back({&f, c});
      where +=
          (where.empty() ? "" : " ") + scenario::hex_text(h.envelope.coordinates.from_axial(c));
    }
    k.listing += authoring::figure_line(f.id, f.side, where, f.id == h.acting);
  }
  k.heading = authoring::heading(h.envelope.name, std::to_string(h.hexes.size()) + " hexes",
                                 authoring::coordinates_text(h.envelope.coordinates), "heroscape",
                                 h.envelope.title);
  // What --crop centres on: the acting figure's last standee.
  const Standee* actor = nullptr;
  for (const Standee& s : standees)
    if (s.figure->id == h.acting) actor = &s;
  // Whether the map's hexes lie far apart for their bounding box (the board's own test).
  pathing::Board::Builder builder(pathing::Topology::Hex);
  for (Coord c : h.hexes) builder.add_cell(c);
  const bool sparse = o.board == game::BoardMode::Auto && builder.build().sparse();
  k.board = authoring::sketch_board(o, h.hexes.size(), sparse, actor != nullptr,
                                    [&](int crop, std::size_t box_limit) {
                                      return draw(h, standees, actor, crop, box_limit, o.color);
                                    });
  return k;
}

}  // namespace arbiter::heroscape
