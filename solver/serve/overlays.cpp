#include "solver/serve/overlays.hpp"

#include <vector>

#include "pathing/graph.hpp"
#include "pathing/search.hpp"
#include "pathing/sight.hpp"
#include "solver/gloomhaven/movement.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/scenario/scenario.hpp"

namespace arbiter::serve {
namespace {

using pathing::CellIndex;
using scenario::Condition;

// Beyond this many hexes the range overlay's cost (reachable hexes times hexes in range)
// would outgrow the solve it decorates.
constexpr CellIndex kMaxOverlayCells = 4000;

}  // namespace

nlohmann::json overlays_json(const nlohmann::json& root, const std::string& file,
                             const std::string& rules) {
  try {
    const scenario::Scenario s = scenario::read_scenario(root, file);
    const pathing::Board b = scenario::build_board(s);
    if (b.size() > kMaxOverlayCells) return nullptr;
    const auto rs = rules.empty() ? s.rules.value_or(scenario::RuleSet::Gloomhaven)
                                  : scenario::parse_rule_set(rules).value();
    const gloomhaven::RuleProfile p = gloomhaven::profile_for(rs);
    const scenario::Figure* me = s.find_figure(s.turn.figure);
    if (me == nullptr) return nullptr;
    const CellIndex start = *b.find(me->hex);
    const pathing::Sight sight(b, p.sight);

    // Who stands where, as the movement rules see the acting figure's way.
    gloomhaven::Occupancy occ;
    occ.cell.assign(b.size(), gloomhaven::Occupant::None);
    occ.hidden_enemies_block = p.invisible == gloomhaven::InvisibleEnemies::Obstacle;
    for (const auto& f : s.figures) {
      if (&f == me) continue;
      const CellIndex c = *b.find(f.hex);
      occ.cell[c] = f.side == me->side            ? gloomhaven::Occupant::Ally
                    : f.has(Condition::Invisible) ? gloomhaven::Occupant::HiddenEnemy
                                                  : gloomhaven::Occupant::Enemy;
    }
    const auto& t = s.turn;
    const bool flying = t.movement == scenario::Movement::Flying || t.flying;
    const bool jumping = t.movement == scenario::Movement::Jump;
    const bool teleport = t.movement == scenario::Movement::Teleport;
    const bool stunned = me->has(Condition::Stun);
    const int move = (me->has(Condition::Immobilize) || stunned) ? 0 : t.move;
    const auto can_stop = [&](CellIndex c) {
      if (c == start) return true;
      return occ.empty(c) && (flying || b.terrain(c) != pathing::Terrain::Obstacle);
    };

    std::vector<char> reach(b.size(), 0);
    reach[start] = 1;
    if (move > 0 && teleport) {
      for (CellIndex c = 0; c < b.size(); ++c)
        if (b.distance(start, c) <= move && can_stop(c)) reach[c] = 1;
    } else if (move > 0) {
      gloomhaven::WalkModel model(b, occ, flying || jumping, p.icy_slides);
      pathing::SearchResult r(b.size());
      pathing::search_dijkstra(pathing::ForwardGraph<gloomhaven::WalkModel>{&model}, start, r);
      for (CellIndex c : r.reached_cells()) {
        int cost = r.cost(c).length;
        // A jump pays for difficult terrain where it lands (in the rule sets that say so).
        if (jumping && !flying && p.jump_pays_last_difficult &&
            b.terrain(c) == pathing::Terrain::Difficult)
          ++cost;
        if (cost <= move && can_stop(c)) reach[c] = 1;
      }
    }

    std::vector<char> in_range(b.size(), 0);
    const bool attacks = t.attack.has_value() && !me->has(Condition::Disarm) && !stunned;
    if (attacks) {
      const int range = t.attack->range;
      for (CellIndex x = 0; x < b.size(); ++x) {
        if (!reach[x]) continue;
        if (range == 0) {
          // Melee: the neighbours not behind a thin wall.
          for (int d = 0; d < b.directions(); ++d) {
            const auto dir = static_cast<pathing::Direction>(d);
            if (b.open_edge(x, dir)) in_range[b.neighbour(x, dir)] = 1;
          }
          continue;
        }
        for (CellIndex c = 0; c < b.size(); ++c) {
          if (c == x || in_range[c] || b.distance(x, c) > range) continue;
          if (sight.visible(x, c)) in_range[c] = 1;
        }
      }
    }

    nlohmann::json j;
    j["see"] = nlohmann::json::array();
    j["reach"] = nlohmann::json::array();
    j["range"] = nlohmann::json::array();
    for (CellIndex c = 0; c < b.size(); ++c) {
      const pathing::Coord w = s.coordinates.from_axial(b.coord(c));
      const nlohmann::json hex = nlohmann::json::array({w.q, w.r});
      if (sight.visible(start, c)) j["see"].push_back(hex);
      if (reach[c]) j["reach"].push_back(hex);
      if (in_range[c]) j["range"].push_back(hex);
    }
    return j;
  } catch (const std::exception&) {
    // The solve has already accepted the position; an overlay is only a picture.
    return nullptr;
  }
}

}  // namespace arbiter::serve
