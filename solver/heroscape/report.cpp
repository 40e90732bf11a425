#include "solver/heroscape/report.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>

#include "solver/heroscape/text_board.hpp"
#include "solver/report/output.hpp"

namespace arbiter::heroscape {
namespace {

std::string hex_str(const ReportContext& c, CellIndex cell) {
  const Coord w = c.scenario.envelope.coordinates.from_axial(c.state.board.coord(cell));
  return "[" + std::to_string(w.q) + ", " + std::to_string(w.r) + "]";
}

std::string cells_str(const ReportContext& c, const std::array<CellIndex, 2>& cells) {
  std::string out = hex_str(c, cells[0]);
  if (cells[1] != kNoCell) out += "+" + hex_str(c, cells[1]);
  return out;
}

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string objective_name(Objective o) {
  return std::string(kObjectiveNames[static_cast<int>(o)]);
}

}  // namespace

// "stops on a glyph of attack: +1 attack die" (glyphs 2: it acts at once).
std::string glyph_text(const State& st, CellIndex c) {
  const int b = st.glyph_bonus[c];
  switch (st.glyph_kind[c]) {
    case GlyphKind::Attack:
      return "stops on an attack glyph: +" + plural(b, "attack die", "attack dice");
    case GlyphKind::Defense:
      return "stops on a defence glyph: +" + plural(b, "defence die", "defence dice") +
             " when attacked";
    case GlyphKind::Range:
      return "stops on a range glyph: +" + std::to_string(b) + " range (ranged figures)";
    case GlyphKind::Move:
      return "stops on a move glyph: +" + std::to_string(b) + " move on later turns";
    case GlyphKind::Healing:
      return b > 0 ? "stops on a healing glyph: removes up to " + plural(b, "wound", "wounds")
                   : std::string("stops on a healing glyph: removes every wound");
    default:
      return "stops on a glyph";
  }
}

std::vector<std::string> path_reasons(const State& st, const std::vector<StepInfo>& path) {
  const Figure& me = st.figures[st.acting];
  std::vector<std::string> out;
  for (const StepInfo& s : path) {
    if (s.climb > 0) {
      out.push_back("climbs " + plural(s.climb, "level", "levels") + ": cost " +
                    std::to_string(s.cost.length));
    }
    if (s.fall_dice > 0) {
      out.push_back("falls " + plural(s.drop, "level", "levels") + ", height " +
                    std::to_string(me.height) + ": " + plural(s.fall_dice, "die", "dice"));
    } else if (s.drop >= me.height && !me.flying) {
      out.push_back("drops " + plural(s.drop, "level", "levels") + " into water: no damage");
    }
    if (s.left > 0) {
      out.push_back("leaves engagement with " + plural(s.left, "enemy", "enemies") + ": " +
                    plural(s.left, "die", "dice"));
    }
    if (s.stops) out.push_back("stops: entered water or a glyph");
  }
  return out;
}

std::string attack_reason(const ReportContext& c, const AttackOdds& a) {
  const State& st = c.state;
  std::string out = "attacks " + st.figures[a.target].id + " from " + hex_str(c, a.from) +
                    ": range " + std::to_string(a.range) + " of " +
                    std::to_string(st.figures[st.acting].range) + ", in sight";
  if (a.attack_bonus > 0) {
    out += "; higher by " + std::to_string(st.level[a.from] - st.level[a.to]) + " levels: +" +
           plural(a.attack_bonus, "attack die", "attack dice");
  }
  if (a.glyph_attack > 0) {
    out += "; glyph: +" + plural(a.glyph_attack, "attack die", "attack dice");
  }
  if (a.glyph_range > 0) out += "; glyph: +" + std::to_string(a.glyph_range) + " range";
  if (a.defense_bonus > 0) {
    out += "; defender higher by " + std::to_string(st.level[a.to] - st.level[a.from]) +
           " levels: +" + plural(a.defense_bonus, "defence die", "defence dice");
  }
  out += "; " + std::to_string(a.attack_dice) + " attack vs " + std::to_string(a.defense_dice) +
         " defence";
  return out;
}

namespace {

std::string choice_line(const ReportContext& c, const Choice& ch) {
  const Destination& d = c.decision.destinations[ch.destination];
  std::string out = cells_str(c, d.cells) + " cost " + std::to_string(ch.cost.length) + ", " +
                    plural(ch.cost.dice, "risk die", "risk dice");
  if (!(ch.cost == d.cost))
    out += " (the least-risk path; the cheapest costs " + std::to_string(d.cost.length) + ")";
  if (ch.eaten != kNoFigure) {
    out += ", eats " + c.state.figures[ch.eaten].id + " (P " + ch.p_eaten.str() + ")";
  }
  if (ch.attack) {
    const Figure& me = c.state.figures[c.state.acting];
    out += std::string(", ") +
           (ch.special ? std::string(kSpecialNames[static_cast<int>(me.special->kind)]) + " on "
                       : std::string("attack ")) +
           c.state.figures[ch.attack->target].id + " (" + std::to_string(ch.attack->attack_dice) +
           " vs " + std::to_string(ch.attack->defense_dice) + "): wounds " +
           ch.expected_dealt.str() + ", P(wound) " + ch.p_wound.str() + ", P(destroy) " +
           ch.p_destroy.str();
  } else {
    out += ", no attack";
  }
  if (ch.special) {
    // Special cases 1: every figure around the target (both hexes of a double-space one).
    out += "; also hits";
    if (ch.also_hit.empty()) out += " no other figure";
    for (FigureIndex h : ch.also_hit) out += " " + c.state.figures[h].id;
    if (!(ch.expected_friendly == odds::Fraction{})) {
      out += " (own side: wounds " + ch.expected_friendly.str() + ")";
    }
  }
  out += "; taken " + ch.expected_taken.str() + ", P(destroyed) " + ch.p_destroyed.str();
  if (!(ch.expected_healed == odds::Fraction{})) out += ", healed " + ch.expected_healed.str();
  out += "; score " + ch.score.str();
  return out;
}

}  // namespace

std::string destination_text(const ReportContext& c, std::size_t i) {
  const Destination& d = c.decision.destinations[i];
  std::string out = cells_str(c, d.cells) + ": cost " + std::to_string(d.cost.length) + ", " +
                    plural(d.cost.dice, "risk die", "risk dice");
  if (!(d.least_risk == d.cost)) {
    out += "; least risk: cost " + std::to_string(d.least_risk.length) + ", " +
           plural(d.least_risk.dice, "risk die", "risk dice");
  }
  if (d.glyph != kNoCell) out += "; " + glyph_text(c.state, d.glyph);
  if (!d.engaged.empty()) {
    out += "; engaged with";
    for (FigureIndex e : d.engaged) out += " " + c.state.figures[e].id;
  }
  return out;
}

std::string render_text(const ReportContext& c, const game::SketchOptions& board_options,
                        int shown) {
  const State& st = c.state;
  const Decision& d = c.decision;
  const Figure& me = st.figures[st.acting];
  std::ostringstream o;
  o << c.scenario.envelope.name << " [" << c.rules << "], objective " << objective_name(d.objective)
    << "\n";
  // The board as --board says, with the hexes the acting figure can end on marked.
  BoardView view;
  view.mark_acting = true;
  for (const Destination& dest : d.destinations)
    for (CellIndex x : dest.cells)
      if (x != kNoCell) view.reachable.push_back(st.board.coord(x));
  const std::string board = board_text(c.scenario, view, board_options);
  if (!board.empty()) o << "Board\n" << board;
  o << "Figures\n";
  for (const Figure& f : st.figures) {
    o << "  " << f.id << " (" << st.sides[f.side] << ") at " << cells_str(c, f.cells) << " level "
      << st.level[f.cells[0]] << ": height " << f.height << ", move " << f.move << ", range "
      << f.range << ", attack " << f.attack << ", defence " << f.defense << ", life "
      << f.remaining() << "/" << f.life << (f.flying ? ", flying" : "") << "\n";
  }
  o << me.id << " can reach " << d.destinations.size() << " destinations\n";
  if (!d.charge.empty()) {
    // Berserker Charge: each further move needs a d20 roll of 15 or more (3/10).
    o << "Berserker Charge (a d20 roll of 15 or more moves it again): " << d.charge.size()
      << " more destinations\n";
    for (const ChargeReach& r : d.charge) {
      o << "  " << cells_str(c, r.cells) << " in " << r.moves << " moves: P " << r.p.str() << "\n";
    }
  }
  o << "Choices (" << d.choices.size() << ", best first; equal ranks are ties)\n";
  int n = 0;
  for (const Choice& ch : d.choices) {
    if (n >= shown && ch.rank != 1) break;
    ++n;
    o << "  " << ch.rank << ". " << choice_line(c, ch) << "\n";
    for (const auto& r : path_reasons(st, d.destinations[ch.destination].least_risk_path)) {
      o << "       " << r << "\n";
    }
    if (ch.attack) o << "       " << attack_reason(c, *ch.attack) << "\n";
  }
  o << report::more_line(d.choices.size() - static_cast<std::size_t>(n), "choice", "choices");
  return o.str();
}

std::string explain_cell(const ReportContext& c, CellIndex cell, Workspace& ws) {
  const State& st = c.state;
  const Decision& d = c.decision;
  const Figure& me = st.figures[st.acting];
  std::ostringstream o;
  o << "Hex " << hex_str(c, cell) << "\n";
  bool any = false;
  const pathing::Solids solids = build_solids(st, *d.profile);
  for (std::size_t i = 0; i < d.destinations.size(); ++i) {
    const Destination& dest = d.destinations[i];
    if (dest.cells[0] != cell && dest.cells[1] != cell) continue;
    any = true;
    o << "  reachable: " << destination_text(c, i) << "\n";
    for (const auto& r : path_reasons(st, dest)) o << "    " << r << "\n";
    if (!(dest.least_risk == dest.cost)) {
      o << "    the least-risk path:\n";
      for (const auto& r : path_reasons(st, dest.least_risk_path)) o << "      " << r << "\n";
    }
    for (FigureIndex t = 0; t < st.figures.size(); ++t) {
      if (t == st.acting || !st.enemies(st.acting, t)) continue;
      std::string why;
      const auto a = attack_from(st, *d.profile, solids, dest.cells, dest.engaged, t, &why,
                                 glyph_boost(st, dest.glyph));
      o << "    " << (a ? attack_reason(c, *a) : "cannot attack " + st.figures[t].id + ": " + why)
        << "\n";
    }
  }
  if (any) return o.str();
  const FigureIndex occ = st.occupant[cell];
  if (occ == st.acting) {
    o << "  not a destination: " << me.id << " stands here\n";
  } else if (occ != kNoFigure) {
    o << "  not a destination: " << st.figures[occ].id
      << " stands here (movement 2: no move ends on a figure)\n";
  } else if ((st.flags[cell] & kObstacle) != 0) {
    o << "  not a destination: an obstacle fills it (movement 13)\n";
  } else {
    // The same search without the budget: what it would cost.
    MoveModel model(st, *d.profile, st.acting);
    model.unbounded = true;
    ws.search.run_direct(model);
    MoveCost bestc = kNoCost;
    for (StateId s : ws.search.reached()) {
      const auto cs = model.cells(s);
      if ((cs[0] == cell || cs[1] == cell) && model.may_end(s)) {
        bestc = std::min(bestc, ws.search.cost(s));
      }
    }
    if (bestc == kNoCost) {
      o << "  not a destination: no path reaches it (climbs of its Height or more, enemies, "
           "engaged friends, obstacles, water or glyphs on every way"
        << (me.double_space() ? ", or no two hexes of one level" : "") << ")\n";
    } else {
      o << "  not a destination: it needs " << bestc.length << " movement points and " << me.id
        << " has " << me.move << " (" << me.move + d.profile->road_bonus << " on road only)\n";
    }
  }
  return o.str();
}

std::string render_svg(const ReportContext& c, bool legend) {
  const State& st = c.state;
  const Decision& d = c.decision;
  constexpr double R = 24.0;
  const double s3 = std::sqrt(3.0);
  const auto centre = [&](CellIndex x) {
    const Coord a = st.board.coord(x);
    return std::pair<double, double>{R * s3 * (a.q + a.r / 2.0), R * 1.5 * a.r};
  };
  double xmin = 1e18, ymin = 1e18, xmax = -1e18, ymax = -1e18;
  int lmax = 1;
  for (CellIndex x = 0; x < st.board.size(); ++x) {
    const auto [px, py] = centre(x);
    xmin = std::min(xmin, px), xmax = std::max(xmax, px);
    ymin = std::min(ymin, py), ymax = std::max(ymax, py);
    lmax = std::max<int>(lmax, st.level[x]);
  }
  const double pad = 2 * R;
  const double w = xmax - xmin + 2 * pad, h = ymax - ymin + 2 * pad + (legend ? 60 : 0);
  std::ostringstream o;
  o.setf(std::ios::fixed);
  o.precision(1);
  o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << w << "\" height=\"" << h
    << "\" viewBox=\"" << xmin - pad << " " << ymin - pad << " " << w << " " << h << "\">\n";
  std::vector<int> reach(st.board.size(), -1);
  for (const Destination& dest : d.destinations) {
    for (CellIndex x : dest.cells) {
      if (x != kNoCell) reach[x] = std::max(reach[x], dest.cost.dice > 0 ? 1 : 0);
    }
  }
  for (CellIndex x = 0; x < st.board.size(); ++x) {
    const auto [cx, cy] = centre(x);
    const int shade = 235 - 150 * st.level[x] / lmax;
    std::string fill = "rgb(" + std::to_string(shade) + "," + std::to_string(shade) + "," +
                       std::to_string(shade) + ")";
    if (st.flags[x] & kWater) fill = "#6fa8dc";
    if (st.flags[x] & kRoad) fill = "#d9c79e";
    if (st.flags[x] & kObstacle) fill = "#5b4636";
    o << "<polygon class=\"hex\" data-hex=\"" << hex_str(c, x).substr(1, hex_str(c, x).size() - 2)
      << "\" data-level=\"" << st.level[x] << "\" points=\"";
    for (int k = 0; k < 6; ++k) {
      const double a = (60.0 * k - 30.0) * M_PI / 180.0;
      o << cx + R * std::cos(a) << "," << cy + R * std::sin(a) << " ";
    }
    const char* stroke = reach[x] == 1 ? "#e69138" : reach[x] == 0 ? "#38761d" : "#999";
    o << "\" fill=\"" << fill << "\" stroke=\"" << stroke << "\" stroke-width=\""
      << (reach[x] >= 0 ? 3 : 1) << "\"/>\n";
    o << "<text x=\"" << cx << "\" y=\"" << cy + R * 0.8 << "\" font-size=\"9\" "
      << "text-anchor=\"middle\">" << st.level[x] << ((st.flags[x] & kGlyph) ? " g" : "")
      << "</text>\n";
  }
  for (const Figure& f : st.figures) {
    const auto [cx, cy] = centre(f.cells[0]);
    const bool mine = &f == &st.figures[st.acting];
    o << "<g class=\"figure\" data-id=\"" << report::xml_escape(f.id) << "\"><circle cx=\"" << cx
      << "\" cy=\"" << cy << "\" r=\"" << R * 0.55 << "\" fill=\""
      << (mine                                                                      ? "#3d85c6"
          : st.enemies(st.acting, static_cast<FigureIndex>(&f - st.figures.data())) ? "#cc0000"
                                                                                    : "#6aa84f")
      << "\"/><text x=\"" << cx << "\" y=\"" << cy + 4 << "\" font-size=\"11\" "
      << "text-anchor=\"middle\" fill=\"white\">" << report::xml_escape(f.id, false)
      << "</text></g>\n";
  }
  for (const Choice& ch : d.choices) {
    if (ch.rank != 1 || !ch.attack) continue;
    const auto [x1, y1] = centre(ch.attack->from);
    const auto [x2, y2] = centre(ch.attack->to);
    o << "<line class=\"sight\" x1=\"" << x1 << "\" y1=\"" << y1 << "\" x2=\"" << x2 << "\" y2=\""
      << y2 << "\" stroke=\"#cc0000\" stroke-width=\"2\" "
      << "stroke-dasharray=\"6,3\"/>\n";
  }
  if (legend) {
    o << "<text class=\"legend\" x=\"" << xmin - pad + 8 << "\" y=\"" << ymax + pad + 20
      << "\" font-size=\"12\">darker: higher level; green edge: reachable, orange: reachable "
         "with risk; dashed red: best attacks</text>\n";
  }
  o << "</svg>\n";
  return o.str();
}

}  // namespace arbiter::heroscape
