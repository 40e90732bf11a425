#include "solver/gloomhaven/lint.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <set>
#include <tuple>
#include <utility>

#include "pathing/graph.hpp"
#include "pathing/search.hpp"
#include "solver/gloomhaven/initiative.hpp"
#include "solver/gloomhaven/movement.hpp"

namespace arbiter::gloomhaven {
namespace {

using lint::Finding;
using lint::Severity;
using pathing::Board;
using pathing::CellIndex;
using pathing::Coord;

// How many example hexes a finding about many hexes names.
constexpr std::size_t kExamples = 3;

std::string hex_text(const Scenario& s, Coord axial) {
  const Coord w = s.coordinates.from_axial(axial);
  return "[" + std::to_string(w.q) + ", " + std::to_string(w.r) + "]";
}

std::string figure_place(std::size_t i) {
  return "figures[" + std::to_string(i) + "]";
}

std::string side_name(Side side) {
  return side == Side::Players ? "players" : "monsters";
}

// "A", "A and B", "A, B and C"
std::string join_words(const std::vector<std::string>& words) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) out += i + 1 == words.size() ? " and " : ", ";
    out += words[i];
  }
  return out;
}

std::string plural(std::size_t n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

Finding finding(const Scenario& s, Severity severity, std::string check, std::string place,
                std::string message) {
  return Finding{severity, std::move(check), s.path, std::move(place), std::move(message)};
}

// The cells the figures stand on (the loader puts every figure on an open map hex).
std::vector<CellIndex> figure_cells(const Scenario& s, const Board& board) {
  std::vector<CellIndex> cells;
  for (const Figure& f : s.figures)
    if (const auto c = board.find(f.hex)) cells.push_back(*c);
  return cells;
}

// Cells reached from the figures stepping across every open edge: walls and thin walls
// block, terrain and figures do not. Whatever this misses no figure can ever get to.
pathing::SearchResult open_reach(const Scenario& s, const Board& board) {
  const pathing::OpenModel open(board);
  const pathing::ForwardGraph<pathing::OpenModel> graph{&open};
  pathing::SearchResult r(board.size());
  const auto sources = figure_cells(s, board);
  pathing::search_bfs(graph, sources.begin(), sources.end(), r);
  return r;
}

RuleSet default_rules(const Scenario& s) {
  return s.rules.value_or(RuleSet::Gloomhaven);
}

// How the lint let a figure move, in the finding's words.
std::string how_it_moves(const Scenario& s, bool acting) {
  if (!acting) return "moving normally with a melee attack";
  std::string out;
  switch (s.turn.movement) {
    case Movement::Normal:
      out = "moving normally";
      break;
    case Movement::Jump:
      out = "jumping";
      break;
    case Movement::Flying:
      out = "flying";
      break;
    case Movement::Teleport:
      out = "teleporting";
      break;
  }
  if (s.turn.flying && s.turn.movement != Movement::Flying) out += " (flying)";
  const bool ranged = s.turn.attack && s.turn.attack->range > 0;
  return out + (ranged ? " with its ranged attack" : " with a melee attack");
}

// The acting figure teleports: walls and thin walls do not stop it.
bool actor_teleports(const Scenario& s) {
  return s.turn.movement == Movement::Teleport && s.find_figure(s.turn.figure) != nullptr;
}

}  // namespace

std::vector<Finding> lint_unreachable_enemies(const Scenario& s, const Board& board,
                                              TurnWorkspace& ws) {
  std::vector<Finding> out;
  // Each figure takes a turn of its own in a copy of the scenario: the question is about
  // the layout, so every figure moves normally with a melee single-target attack, and
  // this round's conditions are dropped (an invisible enemy is no candidate and a stunned
  // figure searches nothing, which says nothing about the map).
  // The acting figure keeps its turn's movement and attack: a flying, jumping or
  // teleporting monster reaches what a walking one cannot (and a ranged one attacks from
  // farther), and warning about it would be a false alarm.
  Scenario probe = s;
  probe.expect.clear();
  for (Figure& f : probe.figures) f.conditions = 0;
  const auto profile = profile_for(default_rules(s));
  for (std::size_t i = 0; i < s.figures.size(); ++i) {
    const Figure& f = s.figures[i];
    const bool acting = f.id == s.turn.figure;
    probe.turn.move = 1;  // reachability is "in any number of turns": the move is irrelevant
    probe.turn.movement = acting ? s.turn.movement : Movement::Normal;
    probe.turn.flying = acting && s.turn.flying;
    probe.turn.attack = acting && s.turn.attack ? *s.turn.attack : Attack{};
    std::vector<std::string> enemies;
    for (const Figure& g : s.figures)
      if (g.side != f.side) enemies.push_back(g.id);
    if (enemies.empty()) {
      out.push_back(finding(s, Severity::Warning, "unreachable-enemy", figure_place(i),
                            f.id + " has no enemy on the map (no figure of the other side)"));
      continue;
    }
    probe.turn.figure = f.id;
    const auto d = decide_focus(probe, board, profile, ws);
    const bool any = std::any_of(d.ranking.begin(), d.ranking.end(),
                                 [](const FocusRow& r) { return r.reachable; });
    if (!any) {
      out.push_back(finding(s, Severity::Warning, "unreachable-enemy", figure_place(i),
                            f.id +
                                " can never reach or attack an enemy: " + how_it_moves(s, acting) +
                                ", it reaches no hex from which to attack " + join_words(enemies)));
    }
  }
  return out;
}

std::vector<Finding> lint_unreachable_hexes(const Scenario& s, const Board& board) {
  if (actor_teleports(s)) return {};  // it can get to every hex of the map
  const auto r = open_reach(s, board);
  std::vector<CellIndex> lost;
  for (CellIndex c = 0; c < board.size(); ++c)
    if (!r.reached(c)) lost.push_back(c);
  if (lost.empty()) return {};
  std::vector<std::string> examples;
  for (std::size_t k = 0; k < lost.size() && k < kExamples; ++k)
    examples.push_back(hex_text(s, board.coord(lost[k])));
  const bool one = lost.size() == 1;
  return {finding(s, Severity::Warning, "unreachable-hexes", "map.hexes",
                  plural(lost.size(), "hex", "hexes") + (one ? " is" : " are") +
                      " cut off from every figure by walls and thin walls" +
                      (lost.size() <= kExamples ? ": " : ", e.g. ") + join_words(examples))};
}

std::vector<Finding> lint_disconnected_map(const Scenario& s, const Board& board) {
  const pathing::OpenModel open(board);
  const pathing::ForwardGraph<pathing::OpenModel> graph{&open};
  pathing::SearchResult r(board.size());
  std::vector<bool> seen(board.size(), false);
  struct Piece {
    CellIndex first;
    std::size_t size;
  };
  std::vector<Piece> pieces;
  for (CellIndex c = 0; c < board.size(); ++c) {
    if (seen[c]) continue;
    pathing::search_bfs(graph, c, r);
    for (CellIndex x : r.reached_cells()) seen[x] = true;
    pieces.push_back({c, r.reached_cells().size()});
  }
  if (pieces.size() <= 1) return {};
  std::vector<std::string> described;
  for (std::size_t k = 0; k < pieces.size() && k <= kExamples; ++k)
    described.push_back(plural(pieces[k].size, "hex", "hexes") + " with " +
                        hex_text(s, board.coord(pieces[k].first)));
  if (pieces.size() > kExamples + 1) described.push_back("more");
  return {finding(s, Severity::Warning, "disconnected-map", "map.hexes",
                  "the map is in " + std::to_string(pieces.size()) +
                      " pieces that no path joins (walls and thin walls ignoring figures "
                      "and terrain): " +
                      join_words(described))};
}

std::vector<Finding> lint_thin_walls(const Scenario& s) {
  std::vector<Finding> out;
  std::map<std::tuple<int, int, int, int>, std::size_t> first_at;
  for (std::size_t i = 0; i < s.map.thin_walls.size(); ++i) {
    auto [a, b] = s.map.thin_walls[i];
    const std::string place = "map.thin_walls[" + std::to_string(i) + "]";
    const std::string wall = "thin wall between " + hex_text(s, a) + " and " + hex_text(s, b);
    if (std::tie(b.q, b.r) < std::tie(a.q, a.r)) std::swap(a, b);  // one key per edge
    const auto [it, fresh] = first_at.emplace(std::make_tuple(a.q, a.r, b.q, b.r), i);
    if (!fresh) {
      out.push_back(
          finding(s, Severity::Warning, "thin-wall", place,
                  "the " + wall + " repeats map.thin_walls[" + std::to_string(it->second) + "]"));
      continue;
    }
    std::vector<std::string> walls;
    for (Coord h : {a, b})
      if (s.is_wall(h)) walls.push_back(hex_text(s, h));
    if (!walls.empty()) {
      out.push_back(finding(s, Severity::Warning, "thin-wall", place,
                            "the " + wall + " changes nothing: " + join_words(walls) +
                                (walls.size() == 1 ? " is a wall hex" : " are wall hexes") +
                                ", which already blocks that edge"));
    }
  }
  return out;
}

std::vector<Finding> lint_unreachable_terrain(const Scenario& s, const Board& board) {
  std::vector<Finding> out;
  // Walking ignores the figures (they move during a scenario) and ice slides (every hex
  // a slide passes can also be walked to step by step), so that this reaches at least
  // every hex a walking figure ever enters: a warning is never a false alarm about them.
  Occupancy occ;
  occ.cell.assign(board.size(), Occupant::None);
  const WalkModel walk(board, occ, /*ignore_terrain=*/false, /*slides=*/false);
  const pathing::ForwardGraph<WalkModel> graph{&walk};
  pathing::SearchResult walked(board.size());
  const auto sources = figure_cells(s, board);
  pathing::search_bfs(graph, sources.begin(), sources.end(), walked);
  // The acting figure moves as its turn says: a jump passes over obstacles and traps (it
  // lands on whatever it reaches that way), a teleport lands anywhere.
  std::vector<bool> reached(board.size(), false);
  for (CellIndex c = 0; c < board.size(); ++c) reached[c] = walked.reached(c);
  const Figure* actor = s.find_figure(s.turn.figure);
  const auto actor_cell = actor ? board.find(actor->hex) : std::nullopt;
  if (actor_cell && s.turn.movement == Movement::Teleport) {
    reached.assign(board.size(), true);
  } else if (actor_cell && s.turn.movement == Movement::Jump) {
    const WalkModel jump(board, occ, /*ignore_terrain=*/true, /*slides=*/false);
    const pathing::ForwardGraph<WalkModel> jump_graph{&jump};
    pathing::SearchResult jumped(board.size());
    pathing::search_bfs(jump_graph, *actor_cell, jumped);
    for (CellIndex c : jumped.reached_cells()) reached[c] = true;
  }
  // Hexes nothing reaches at all are the unreachable-hexes lint's; not repeated here.
  const auto open = open_reach(s, board);

  std::map<TerrainType, std::size_t> index;  // place within each terrain list
  for (const auto& [hex, type] : s.map.terrain) {
    const std::size_t i = index[type]++;
    const auto cell = board.find(hex);
    if (!cell || !open.reached(*cell)) continue;
    const std::string name(terrain_name(type));
    const std::string place = "map.terrain." + name + "[" + std::to_string(i) + "]";
    if (type == TerrainType::Obstacle) {
      bool touched = false;
      for (int d = 0; d < board.directions() && !touched; ++d) {
        const auto dir = static_cast<pathing::Direction>(d);
        touched = board.open_edge(*cell, dir) && reached[board.neighbour(*cell, dir)];
      }
      if (!touched) {
        out.push_back(finding(s, Severity::Warning, "unreachable-terrain", place,
                              "obstacle " + hex_text(s, hex) +
                                  " has no neighbour a walking figure can reach: it never "
                                  "stands in anyone's way"));
      }
    } else if (!reached[*cell]) {
      out.push_back(finding(s, Severity::Warning, "unreachable-terrain", place,
                            name + " hex " + hex_text(s, hex) +
                                " cannot be walked onto from any figure's hex: it never "
                                "affects a walking figure"));
    }
  }
  return out;
}

std::vector<Finding> lint_missing_initiative(const Scenario& s, const Board& board,
                                             TurnWorkspace& ws) {
  std::vector<Finding> out;
  // The focus may tie under one rule set only (2e skips proximity): ask each rule set the
  // file speaks of, and report each distinct tie once with the rule sets that have it.
  std::set<RuleSet> rule_sets{default_rules(s)};
  for (const auto& [rules, options] : s.expect) rule_sets.insert(rules);
  std::map<std::vector<FigureIndex>, std::vector<std::string>> ties;
  for (RuleSet rules : rule_sets) {
    const auto d = decide_focus(s, board, profile_for(rules), ws);
    // Rows with an order rule are the candidates still tied after stages 2.1-2.3. A pair of
    // them whose order rests on a missing initiative matters when one of the two is a focus.
    std::vector<const FocusRow*> stage4;
    for (const auto& row : d.ranking)
      if (!row.order_rule.empty()) stage4.push_back(&row);
    std::set<FigureIndex> tied;
    const TurnOrder order(s.figures);
    for (const auto* a : stage4) {
      for (const auto* b : stage4) {
        if (a->figure >= b->figure || (a->dropped_at != 0 && b->dropped_at != 0)) continue;
        const auto v =
            order.compare(static_cast<std::size_t>(a->figure), static_cast<std::size_t>(b->figure));
        if (v.order == Order::Tie &&
            v.rule.find("initiative not given") != std::string_view::npos) {
          tied.insert(a->figure);
          tied.insert(b->figure);
        }
      }
    }
    if (tied.size() >= 2)
      ties[{tied.begin(), tied.end()}].push_back(std::string(rule_set_name(rules)));
  }
  const Figure* actor = s.find_figure(s.turn.figure);
  for (const auto& [tied, rules] : ties) {
    std::vector<std::string> ids, missing;
    std::size_t place = static_cast<std::size_t>(tied.front());
    bool placed = false;
    for (FigureIndex fi : tied) {
      const Figure& f = s.figures[static_cast<std::size_t>(fi)];
      ids.push_back(f.id);
      // A summon acts by its summoner's initiative.
      const Figure* owner = &f;
      if (f.summoner)
        if (const Figure* boss = s.find_figure(*f.summoner)) owner = boss;
      if (!owner->initiative && !owner->long_rest) {
        missing.push_back(owner == &f ? f.id : f.id + " (summoner " + owner->id + ")");
        if (!placed) place = static_cast<std::size_t>(owner - s.figures.data());
        placed = true;
      }
    }
    out.push_back(finding(
        s, Severity::Warning, "missing-initiative", figure_place(place),
        (actor ? actor->id : s.turn.figure) + "'s focus is tied between " + join_words(ids) +
            " after stages 2.1-2.3 under " + join_words(rules) + ", and " +
            (missing.size() == ids.size()
                 ? std::string(ids.size() == 2 ? "neither has" : "none of them has") +
                       " an initiative"
                 : join_words(missing) + (missing.size() == 1 ? " has" : " have") +
                       " no initiative") +
            ": the players decide who acts first; give initiatives if the scenario means a "
            "single focus"));
  }
  return out;
}

std::vector<Finding> lint_expect(const Scenario& s) {
  std::vector<Finding> out;
  const Figure* actor = s.find_figure(s.turn.figure);
  if (actor == nullptr) return out;  // the loader guarantees it; a hand-built Scenario may not
  const auto not_enemy = [&](const std::string& id, const std::string& what) -> std::string {
    const Figure* f = s.find_figure(id);
    if (f == nullptr || f->side != actor->side) return {};
    if (f == actor)
      return what + " " + id + " is the acting figure itself: it never attacks itself";
    return what + " " + id + " is not an enemy of " + actor->id + " (both on the " +
           side_name(f->side) + "' side): the monster AI only attacks enemies";
  };
  for (const auto& [rules, options] : s.expect) {
    const std::string base = "expect." + std::string(rule_set_name(rules));
    for (std::size_t i = 0; i < options.size(); ++i) {
      const auto& o = options[i];
      const std::string at = base + "[" + std::to_string(i) + "]";
      for (std::size_t j = 0; j < o.targets.size(); ++j) {
        const std::string m = not_enemy(o.targets[j], "target");
        if (!m.empty())
          out.push_back(finding(s, Severity::Error, "expect-target",
                                at + ".targets[" + std::to_string(j) + "]", m));
      }
      if (o.focus) {
        const std::string m = not_enemy(*o.focus, "focus");
        if (!m.empty())
          out.push_back(finding(s, Severity::Error, "expect-target", at + ".focus", m));
      }
      for (const Figure& f : s.figures) {
        if (&f != actor && f.hex == o.destination) {
          out.push_back(finding(s, Severity::Error, "expect-target", at + ".destination",
                                "destination " + hex_text(s, o.destination) + " holds " + f.id +
                                    ": " + actor->id + " cannot end its move there"));
        }
      }
    }
  }
  return out;
}

std::vector<Finding> lint_swapped_coordinates(const Scenario& s, const Board& board) {
  // The pieces of the map that walls and thin walls separate (figures and terrain ignored).
  const pathing::OpenModel open(board);
  const pathing::ForwardGraph<pathing::OpenModel> graph{&open};
  pathing::SearchResult r(board.size());
  constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();
  std::vector<std::size_t> piece(board.size(), kNone);
  std::size_t pieces = 0;
  for (CellIndex c = 0; c < board.size(); ++c) {
    if (piece[c] != kNone) continue;
    pathing::search_bfs(graph, c, r);
    for (CellIndex x : r.reached_cells()) piece[x] = pieces;
    ++pieces;
  }
  std::vector<Finding> out;
  if (pieces <= 1) return out;  // every hex joins every other: no figure is stranded
  std::vector<bool> occupied(board.size(), false);
  for (const Figure& f : s.figures)
    if (const auto c = board.find(f.hex)) occupied[*c] = true;
  for (std::size_t i = 0; i < s.figures.size(); ++i) {
    const Figure& f = s.figures[i];
    const auto cell = board.find(f.hex);
    if (!cell) continue;
    // Stranded: no enemy in its piece. Sensible when swapped: [row, col] is an open, free hex
    // of the map in the piece of some enemy. Both must hold, so that a figure cut off on
    // purpose is flagged only when the swap explains it.
    const auto joins_enemy = [&](CellIndex c) {
      for (const Figure& g : s.figures) {
        if (g.side == f.side) continue;
        const auto gc = board.find(g.hex);
        if (gc && piece[*gc] == piece[c]) return true;
      }
      return false;
    };
    if (joins_enemy(*cell)) continue;
    if (f.id == s.turn.figure && actor_teleports(s)) continue;  // walls do not hold it
    const Coord w = s.coordinates.from_axial(f.hex);
    if (w.q == w.r) continue;
    const auto swapped = board.find(s.coordinates.to_axial({w.r, w.q}));
    if (!swapped || occupied[*swapped] || !joins_enemy(*swapped)) continue;
    out.push_back(finding(
        s, Severity::Warning, "swapped-coordinates", figure_place(i) + ".hex",
        f.id + " at " + hex_text(s, f.hex) + " is walled off from every enemy, while " +
            hex_text(s, board.coord(*swapped)) +
            " (the same numbers swapped) is open and joins them: are column and row swapped?"));
  }
  return out;
}

std::vector<Finding> lint_scenario(const Scenario& s, const Board& board, TurnWorkspace& ws) {
  std::vector<Finding> out;
  const auto add = [&](std::vector<Finding> more) {
    out.insert(out.end(), std::make_move_iterator(more.begin()),
               std::make_move_iterator(more.end()));
  };
  add(lint_unreachable_enemies(s, board, ws));
  add(lint_unreachable_hexes(s, board));
  add(lint_disconnected_map(s, board));
  add(lint_thin_walls(s));
  add(lint_unreachable_terrain(s, board));
  add(lint_missing_initiative(s, board, ws));
  add(lint_expect(s));
  add(lint_swapped_coordinates(s, board));
  return out;
}

}  // namespace arbiter::gloomhaven
