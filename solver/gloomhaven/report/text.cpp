#include "solver/gloomhaven/report/text.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <map>
#include <set>
#include <sstream>

#include "solver/gloomhaven/report/explain.hpp"
#include "solver/gloomhaven/report/story.hpp"
#include "solver/gloomhaven/report/text_ink.hpp"

namespace arbiter::gloomhaven::report {

namespace {

using text_ink::Ink;
using text_ink::paint;

std::string attack_summary(const Turn& t) {
  std::ostringstream os;
  os << "move " << t.move;
  switch (t.movement) {
    case Movement::Normal:
      break;
    case Movement::Jump:
      os << " (jump)";
      break;
    case Movement::Flying:
      os << " (flying)";
      break;
    case Movement::Teleport:
      os << " (teleport)";
      break;
  }
  if (t.flying && t.movement != Movement::Flying) os << " (flies)";
  if (!t.attack) {
    os << ", no attack";
  } else {
    os << ", "
       << (t.attack->range == 0 ? std::string("melee attack")
                                : "ranged attack, range " + std::to_string(t.attack->range));
    if (t.attack->all_targets)
      os << ", all targets";
    else
      os << ", " << t.attack->targets << (t.attack->targets == 1 ? " target" : " targets");
    if (t.attack->aoe)
      os << ", " << (t.attack->aoe->melee ? "melee" : "ranged") << " area of "
         << t.attack->aoe->hexes.size() << (t.attack->aoe->hexes.size() == 1 ? " hex" : " hexes");
  }
  return os.str();
}

// Columns padded to their widest cell, two spaces apart; the last column is not padded.
std::string table(const std::vector<std::vector<std::string>>& rows, bool color) {
  std::vector<std::size_t> width;
  for (const auto& r : rows) {
    if (width.size() < r.size()) width.resize(r.size(), 0);
    for (std::size_t i = 0; i < r.size(); ++i) width[i] = std::max(width[i], r[i].size());
  }
  std::string out;
  for (std::size_t k = 0; k < rows.size(); ++k) {
    std::string line = "  ";
    for (std::size_t i = 0; i < rows[k].size(); ++i) {
      std::string cell = rows[k][i];
      if (i + 1 < rows[k].size()) cell += std::string(width[i] - cell.size() + 2, ' ');
      line += cell;
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += (k == 0 ? paint(line, Ink::Heading, color) : line) + "\n";
  }
  return out;
}

std::string ids(const Scenario& s, const std::vector<FigureIndex>& v) {
  std::string out;
  for (FigureIndex f : v)
    out += (out.empty() ? "" : ", ") + s.figures[static_cast<std::size_t>(f)].id;
  return out.empty() ? "none" : out;
}

// The focus ranking of step 2, one row a candidate: what it was ranked on and where it
// dropped out.
void write_ranking(std::ostream& os, const Scenario& s, const Decision& d, bool color) {
  os << "\n" << paint("Focus ranking (step 2)", Ink::Heading, color) << "\n";
  if (d.ranking.empty()) {
    os << "  (no candidates)\n";
  } else {
    std::vector<std::vector<std::string>> rows;
    rows.push_back({"figure", "negative hexes", "path length", "proximity", "initiative", "order",
                    "dropped at", "tie rule"});
    for (const auto& r : d.ranking) {
      const Figure& f = s.figures[static_cast<std::size_t>(r.figure)];
      std::string init = "-";
      if (f.long_rest)
        init = "long rest";
      else if (f.initiative)
        init = std::to_string(*f.initiative);
      const bool known = r.candidate && r.reachable;
      std::string dropped;
      if (!r.candidate)
        dropped = "1.2 (invisible)";
      else if (!r.reachable)
        dropped = "1.3 (no attack hex)";
      else if (r.dropped_at == 0)
        dropped = "focus";
      else if (!r.path_exact && r.dropped_at == 2)
        dropped = "2.1/2.2";  // keys are bounds
      else
        dropped = "2." + std::to_string(r.dropped_at);
      std::string order = "-";
      if (!r.order_rule.empty())
        order = r.acts_after == 0 ? "first" : "after " + std::to_string(r.acts_after);
      // A lower bound (the search stopped before this candidate's attack hexes) shows as
      // ">=N".
      const std::string at_least = r.path_exact ? "" : ">=";
      rows.push_back({f.id, known ? at_least + std::to_string(r.path.negatives) : "-",
                      known ? at_least + std::to_string(r.path.length) : "-",
                      r.proximity < 0 ? "-" : std::to_string(r.proximity), init, order, dropped,
                      r.order_rule.empty() ? "-" : r.order_rule});
    }
    os << table(rows, color);
  }
}

// The options, each with its path, focus, targets and area of effect.
void write_options(std::ostream& os, const Scenario& s, const pathing::Board& b, const Decision& d,
                   bool color) {
  os << "\n"
     << paint(d.options.size() == 1 ? "Option" : "Options (the players choose)", Ink::Heading,
              color)
     << "\n";
  if (d.options.empty()) os << "  (none)\n";
  for (std::size_t i = 0; i < d.options.size(); ++i) {
    const auto& opt = d.options[i];
    os << "  " << paint(std::to_string(i + 1) + ".", Ink::Option, color) << " destination "
       << hex_name(s, b.coord(opt.destination)) << "; path ";
    if (opt.path.size() <= 1) {
      os << "stays";
    } else {
      for (std::size_t k = 0; k < opt.path.size(); ++k)
        os << (k ? " > " : "") << hex_name(s, b.coord(opt.path[k]));
      // Movement points beside the steps when terrain makes them differ: the card's move
      // is counted in points.
      const int steps = static_cast<int>(opt.path.size()) - 1;
      const int points = movement_points(s, b, d, opt);
      os << " (" << steps << (steps == 1 ? " step" : " steps");
      if (points != steps)
        os << ", " << points << (points == 1 ? " movement point" : " movement points");
      os << ")";
    }
    os << "; focus "
       << (opt.focus == kNoFigure ? std::string("none")
                                  : s.figures[static_cast<std::size_t>(opt.focus)].id)
       << "; targets " << ids(s, opt.attack.targets) << "; disadvantage "
       << ids(s, opt.attack.disadvantaged);
    if (!opt.attack.aoe.empty()) {
      os << "; area of effect";
      for (std::size_t k = 0; k < opt.attack.aoe.size(); ++k)
        os << (k ? ", " : " ") << hex_name(s, b.coord(opt.attack.aoe[k]));
    }
    os << "\n";
  }
}

}  // namespace

std::string render_text(const Scenario& s, const pathing::Board& b, const Decision& d,
                        const TextOptions& o) {
  std::ostringstream os;
  const bool color = o.color;
  const std::string actor = d.actor == kNoFigure ? std::string("nobody")
                                                 : s.figures[static_cast<std::size_t>(d.actor)].id;
  os << paint(s.name + " [" + std::string(rule_set_name(d.rules)) + "]: " + actor + " acts",
              Ink::Heading, color)
     << " (" << attack_summary(s.turn) << ")\n";
  std::optional<std::string> board;
  if (o.board) {
    BoardOptions bo;
    bo.color = color;
    bo.crop = o.crop;
    bo.overlays = o.overlays;
    if (o.auto_board_hexes > 0) {
      bo.box_limit = o.auto_board_hexes;
      if (bo.crop < 0) bo.crop = kAutoCrop;
    }
    board = draw_board(s, b, d, bo);
    // Said right after the heading line, so that it is seen first.
    const std::string hexes = std::to_string(s.map.hexes.size());
    if (o.auto_board_hexes > 0 && board) {
      os << "  (board of " << hexes << " hexes: only the hexes within " << bo.crop
         << " of the action are drawn; --board always draws it whole)\n";
    } else if (o.auto_board_hexes > 0) {
      os << "  (board of " << hexes << " hexes not drawn; --board always draws it)\n";
    }
  }
  if (!s.title.empty()) os << "  " << s.title << "\n";
  if (board) os << "\n" << *board;

  write_ranking(os, s, d, color);
  write_options(os, s, b, d, color);

  // The explanation as the rulebook argues; the numbered trace on request.
  os << "\n" << paint("Explanation", Ink::Heading, color) << "\n";
  for (const auto& sentence : decision_story(s, b, d)) os << "  " << sentence << "\n";
  if (o.trace) {
    os << "\n" << paint("Trace (numbered as the rules digest)", Ink::Heading, color) << "\n";
    std::size_t step_width = 0;
    for (const auto& t : d.trace) step_width = std::max(step_width, t.step.size());
    for (const auto& t : d.trace)
      os << "  " << t.step << std::string(step_width - t.step.size() + 2, ' ') << t.text << "\n";
  }

  if (o.explain_hex) {
    const HexExplanation e = explain_hex(s, b, d, *o.explain_hex);
    os << "\n"
       << paint("Hex " + hex_name(s, e.hex), Ink::Heading, color) << "\n  " << e.text << "\n";
  }
  return os.str();
}

}  // namespace arbiter::gloomhaven::report
