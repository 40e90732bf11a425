#include "solver/gloomhaven/report/overlays.hpp"

#include "pathing/graph.hpp"
#include "pathing/search.hpp"
#include "pathing/sight.hpp"
#include "solver/gloomhaven/movement.hpp"

namespace arbiter::gloomhaven::report {
namespace {

using pathing::CellIndex;

}  // namespace

OverlayCells compute_overlays(const Scenario& s, const pathing::Board& b, const RuleProfile& p,
                              const OverlaySet& want, const std::vector<char>* only) {
  OverlayCells out;
  const Figure* me = s.find_figure(s.turn.figure);
  if (me == nullptr || !want.any()) return out;
  const auto found = b.find(me->hex);
  if (!found) return out;
  const CellIndex start = *found;
  const pathing::Sight sight(b, p.sight);
  const auto wanted = [&](CellIndex c) { return only == nullptr || (*only)[c] != 0; };

  if (want.see) {
    out.see.assign(b.size(), 0);
    for (CellIndex c = 0; c < b.size(); ++c)
      if (wanted(c) && sight.visible(start, c)) out.see[c] = 1;
  }
  if (!want.reach && !want.range) return out;

  // Who stands where, as the movement rules see the acting figure's way.
  Occupancy occ;
  occ.cell.assign(b.size(), Occupant::None);
  occ.hidden_enemies_block = p.invisible == InvisibleEnemies::Obstacle;
  for (const auto& f : s.figures) {
    if (&f == me) continue;
    const auto c = b.find(f.hex);
    if (!c) continue;
    occ.cell[*c] = f.side == me->side            ? Occupant::Ally
                   : f.has(Condition::Invisible) ? Occupant::HiddenEnemy
                                                 : Occupant::Enemy;
  }
  const auto& t = s.turn;
  const bool flying = t.movement == Movement::Flying || t.flying;
  const bool jumping = t.movement == Movement::Jump;
  const bool teleport = t.movement == Movement::Teleport;
  const bool stunned = me->has(Condition::Stun);
  const int move = (me->has(Condition::Immobilize) || stunned) ? 0 : t.move;
  const auto can_stop = [&](CellIndex c) {
    if (c == start) return true;
    return occ.empty(c) && (flying || b.terrain(c) != pathing::Terrain::Obstacle);
  };

  std::vector<char> reach(b.size(), 0);
  std::vector<CellIndex> reached = {start};
  reach[start] = 1;
  if (move > 0 && teleport) {
    for (CellIndex c = 0; c < b.size(); ++c)
      if (c != start && b.distance(start, c) <= move && can_stop(c)) reach[c] = 1;
  } else if (move > 0) {
    WalkModel model(b, occ, flying || jumping, p.icy_slides);
    pathing::SearchResult r(b.size());
    pathing::search_dijkstra(pathing::ForwardGraph<WalkModel>{&model}, start, r);
    for (CellIndex c : r.reached_cells()) {
      int cost = r.cost(c).length;
      // A jump pays for difficult terrain where it lands (in the rule sets that say so).
      if (jumping && !flying && p.jump_pays_last_difficult &&
          b.terrain(c) == pathing::Terrain::Difficult)
        ++cost;
      if (cost <= move && can_stop(c)) reach[c] = 1;
    }
  }
  if (move > 0) {
    reached.clear();
    for (CellIndex c = 0; c < b.size(); ++c)
      if (reach[c]) reached.push_back(c);
  }

  const bool attacks = t.attack.has_value() && !me->has(Condition::Disarm) && !stunned;
  if (want.range) {
    out.range.assign(b.size(), 0);
    const int range = attacks ? t.attack->range : -1;
    // The hexes within `range` of x: listed around x when that is fewer than the map's.
    const std::int64_t around = 3LL * range * (range + 1) + 1;
    const bool local = around < static_cast<std::int64_t>(b.size());
    for (CellIndex x : reached) {
      if (range < 0) break;
      if (range == 0) {
        // Melee: the neighbours not behind a thin wall.
        for (int d = 0; d < b.directions(); ++d) {
          const auto dir = static_cast<pathing::Direction>(d);
          if (b.open_edge(x, dir) && wanted(b.neighbour(x, dir)))
            out.range[b.neighbour(x, dir)] = 1;
        }
        continue;
      }
      const auto consider = [&](CellIndex c) {
        if (c == x || out.range[c] || !wanted(c) || b.distance(x, c) > range) return;
        if (sight.visible(x, c)) out.range[c] = 1;
      };
      if (local) {
        const pathing::Coord o = b.coord(x);
        for (int dq = -range; dq <= range; ++dq) {
          for (int dr = std::max(-range, -dq - range); dr <= std::min(range, -dq + range); ++dr)
            if (const auto c = b.find({o.q + dq, o.r + dr})) consider(*c);
        }
      } else {
        for (CellIndex c = 0; c < b.size(); ++c) consider(c);
      }
    }
  }
  if (want.reach) out.reach = std::move(reach);
  return out;
}

nlohmann::json overlays_json(const Scenario& s, const pathing::Board& b, const OverlayCells& o) {
  nlohmann::json j = nlohmann::json::object();
  // Only the overlays computed (their vectors hold one entry a cell).
  const std::pair<const char*, const std::vector<char>*> kinds[] = {
      {"see", &o.see}, {"reach", &o.reach}, {"range", &o.range}};
  for (const auto& [name, cells] : kinds) {
    if (cells->empty()) continue;
    nlohmann::json list = nlohmann::json::array();
    for (CellIndex c = 0; c < b.size(); ++c) {
      if (!(*cells)[c]) continue;
      const pathing::Coord w = s.coordinates.from_axial(b.coord(c));
      list.push_back(nlohmann::json::array({w.q, w.r}));
    }
    j[name] = std::move(list);
  }
  return j;
}

}  // namespace arbiter::gloomhaven::report
