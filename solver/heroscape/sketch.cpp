// Heroscape's `show`: the map on the shared text hex board (text_board.cpp: levels, ground,
// obstacles, glyphs and figures; the acting figure's side in one colour, the others in
// another once a crop names the acting figure), then the figures listed with their levels.
#include "solver/heroscape/sketch.hpp"

#include "solver/game/authoring.hpp"
#include "solver/heroscape/scenario.hpp"
#include "solver/heroscape/text_board.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::heroscape {

game::Sketch sketch(const nlohmann::json& root, const std::string& file,
                    const game::SketchOptions& o) {
  namespace authoring = game::authoring;
  const Scenario h = read_scenario(root, file);
  game::Sketch k;
  for (const auto& f : h.figures) {
    std::string where;
    for (Coord c : f.hexes)
      where +=
          (where.empty() ? "" : " ") + scenario::hex_text(h.envelope.coordinates.from_axial(c));
    const std::string level = figure_level(h, f);
    if (!level.empty()) where += " " + level;
    k.listing += authoring::figure_line(f.id, f.side, where, f.id == h.acting);
  }
  k.heading = authoring::heading(h.envelope.name, std::to_string(h.hexes.size()) + " hexes",
                                 authoring::coordinates_text(h.envelope.coordinates), "heroscape",
                                 h.envelope.title);
  k.board = board_text(h, BoardView{}, o);
  return k;
}

}  // namespace arbiter::heroscape
