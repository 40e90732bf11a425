#include "solver/grumblestone/report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "solver/report/output.hpp"

namespace arbiter::grumblestone {

using ojson = nlohmann::ordered_json;
using odds::Fraction;

std::string decimal(const odds::Rational& r) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", odds::rational_value(r));
  return buf;
}
std::string decimal(Fraction f) {
  return decimal(odds::to_rational(f));
}

namespace {

std::string exact(const odds::Rational& r) {
  return odds::rational_str(r);
}

const Plan* best_plan(const Decision& d) {
  return d.plans.empty() ? nullptr : &d.plans.front();
}

// The cells the best plan's purchase lays this turn.
std::array<char, kCells> laid_cells(const Decision& d) {
  std::array<char, kCells> laid{};
  const Plan* p = best_plan(d);
  if (p == nullptr || p->purchases.empty()) return laid;
  for (const auto& cells : p->purchases.front().placed) {
    if (!cells) continue;
    for (const TileCell& c : *cells) {
      laid[c.row * kSide + c.col] = c.icon == Icon::None ? '_' : kIconChars[int(c.icon)];
    }
  }
  return laid;
}

std::string slot_name(const Scenario& s, int slot) {
  return "slot " + std::to_string(slot + 1) + " \"" + s.market.slots[slot].tile_name + "\" (" +
         std::to_string(s.market.slots[slot].cost) + " grumble)";
}

std::string rumble_text(const Scenario& s, const Rumble& r) {
  std::string out = "fires attack " + std::to_string(r.icons[int(Icon::Attack)]) + ", heal " +
                    std::to_string(r.heal) + ", shield " +
                    std::to_string(r.icons[int(Icon::Shield)]) + ", grumble " +
                    std::to_string(r.grumble);
  const Player& me = s.players[s.acting];
  if (me.attack_tokens + me.shield_tokens > 0) {
    out += " (tokens: attack +" + std::to_string(me.attack_tokens) + ", shield +" +
           std::to_string(me.shield_tokens) + ")";
  }
  if (r.boost > 0) {
    out += "; Crumbleclad pays " + std::to_string(r.boost_cost) + " grumble for attack +" +
           std::to_string(r.boost);
  }
  for (std::size_t i = 0; i < r.targets.size(); ++i) {
    const Player& o = s.players[r.targets[i]];
    out += "; attack " + std::to_string(r.attack) + " on " + o.id + " (shield " +
           std::to_string(o.shield) + "): " + std::to_string(r.damage[i]) + " damage";
    if (r.damage[i] == o.hearts) out += ", eliminated";
  }
  if (r.retaliation > 0)
    out += "; Amber strikes back: -" + std::to_string(r.retaliation) + " hearts";
  if (r.self_eliminated) out += "; the player is eliminated";
  return out;
}

std::string purchase_text(const Scenario& s, const Purchase& p) {
  std::string out;
  if (p.slots.empty() && p.attack_tokens + p.shield_tokens == 0) {
    out = "buys nothing";
  } else {
    out = "buys";
    for (std::size_t i = 0; i < p.slots.size(); ++i) {
      out += (i ? "; " : " ") + slot_name(s, p.slots[i]) +
             (p.placed[i] ? ", laid on " + cells_text(*p.placed[i]) : ", discarded: heals 1");
    }
    if (p.attack_tokens > 0) out += "; " + std::to_string(p.attack_tokens) + " attack token(s)";
    if (p.shield_tokens > 0) out += "; " + std::to_string(p.shield_tokens) + " shield token(s)";
    out += "; cost " + std::to_string(p.cost);
  }
  out += "; next-turn yield " + decimal(p.yield_before) + " -> " + decimal(p.yield_after) +
         ", progress " + std::to_string(p.progress_before) + " -> " +
         std::to_string(p.progress_after);
  if (p.power_after != s.players[s.acting].power) {
    out += " (unlocks the " + std::string(kPowerNames[int(p.power_after)]) + ")";
  }
  if (!p.exhaustive) out += " [tiles placed one after another: joint search too large]";
  return out;
}

Icon icon_of(char ch) {
  for (int i = 1; i < kIconKinds; ++i) {
    if (kIconChars[i] == ch) return static_cast<Icon>(i);
  }
  return Icon::None;
}

}  // namespace

nlohmann::ordered_json cells_json(const TileCells& cells) {
  ojson a = ojson::array();
  std::string icons;
  for (const TileCell& c : cells) {
    a.push_back(ojson::array({c.col + 1, c.row + 1}));
    icons += c.icon == Icon::None ? '_' : kIconChars[int(c.icon)];
  }
  return ojson{{"cells", a}, {"icons", icons}};
}

std::string board_text(const Scenario& s, const Decision* d) {
  const Player& me = s.players[s.acting];
  const Plan* best = d != nullptr ? best_plan(*d) : nullptr;
  const auto laid = d != nullptr ? laid_cells(*d) : std::array<char, kCells>{};
  std::ostringstream o;
  o << "Board (printed icons lower case, tiles upper case, _ a blank tile cell; [x] the best "
       "plan's lines, {x} their crossing, +X laid this turn)\n     ";
  for (int col = 1; col <= kSide; ++col) o << "  " << col << " ";
  o << "\n";
  const BoardState b = board_state(me);
  for (int row = 0; row < kSide; ++row) {
    o << "  " << row + 1 << "  ";
    for (int col = 0; col < kSide; ++col) {
      const int cell = row * kSide + col;
      char ch = kIconChars[int(b.icon[cell])];
      if (b.covered[cell] && b.icon[cell] == Icon::None) ch = '_';
      if (!b.covered[cell] && ch != '.') ch = static_cast<char>(ch - 'A' + 'a');
      const int times =
          best ? int{in_line(best->lines.a, cell)} + int{in_line(best->lines.b, cell)} : 0;
      std::string box = times == 2   ? std::string("{") + ch + "}"
                        : times == 1 ? std::string("[") + ch + "]"
                                     : std::string(" ") + ch + " ";
      if (laid[cell] != 0) box = std::string("+") + laid[cell] + " ";
      o << " " << box;
    }
    o << "\n";
  }
  return o.str();
}

namespace {

// How many of a list's `size` entries a text cut to its first `shown` leaves out.
std::size_t left_out(std::size_t size, int shown) {
  return size > static_cast<std::size_t>(shown) ? size - static_cast<std::size_t>(shown) : 0;
}

// The first actions (assign the dice, or change one first), best first, each against
// assigning now.
void dice_plan_text(std::ostringstream& o, const Decision& d, int shown) {
  o << "Dice plan (" << d.actions.size() << " first actions, best first; equal ranks are ties)\n";
  odds::Rational assign_now;
  bool have_assign = false;
  for (const Action& a : d.actions) {
    if (a.kind == ActionKind::Assign && (!have_assign || assign_now < a.value)) {
      assign_now = a.value, have_assign = true;
    }
  }
  int n = 0;
  for (const Action& a : d.actions) {
    if (++n > shown) break;
    o << "  " << a.rank << ". " << action_words(a) << ": ";
    if (a.kind == ActionKind::Assign) {
      o << "value " << decimal(a.value);
    } else {
      o << "expected value " << decimal(assign_now) << " \u2192 " << decimal(a.value);
    }
    o << " (" << exact(a.value) << ")\n";
  }
  o << report::more_line(left_out(d.actions.size(), shown), "first action", "first actions");
}

// The assign-now plans, the purchases of the best one and each slot's placements alone.
void plans_text(std::ostringstream& o, const Scenario& s, const Decision& d, int shown) {
  o << "Assign-now plans (" << d.plans.size() << ", best first)\n";
  int n = 0;
  for (const Plan& p : d.plans) {
    if (++n > shown) break;
    o << "  " << p.rank << ". " << lines_text(p.lines) << ": value " << decimal(p.value) << " ("
      << p.value.str() << ")\n       " << rumble_text(s, p.rumble) << "\n";
    for (const Rumble& t : p.rumble_ties) o << "       or, as good: " << rumble_text(s, t) << "\n";
    if (!p.purchases.empty()) o << "       " << purchase_text(s, p.purchases.front()) << "\n";
  }
  o << report::more_line(left_out(d.plans.size(), shown), "plan", "plans");
  const Plan* best = best_plan(d);
  if (best != nullptr && best->purchases.size() > 1) {
    o << "Purchases of plan 1 (" << best->purchases.size() << ", best first)\n";
    n = 0;
    for (const Purchase& p : best->purchases) {
      if (++n > shown) break;
      o << "  " << p.rank << ". value " << decimal(p.value) << " (" << p.value.str()
        << "): " << purchase_text(s, p) << "\n";
    }
    o << report::more_line(left_out(best->purchases.size(), shown), "purchase", "purchases");
  }
  // Each slot's placements alone: the first five unless --all.
  const int placements_shown = shown >= report::kListAll ? shown : std::min(shown, 5);
  for (const SlotPlacements& sp : d.placements) {
    o << "Placements of " << slot_name(s, sp.slot) << " alone (" << sp.ranked.size()
      << ", best first)\n";
    n = 0;
    for (const RankedPlacement& r : sp.ranked) {
      if (++n > placements_shown) break;
      o << "  " << r.rank << ". " << (r.cells ? cells_text(*r.cells) : "discard it: heals 1")
        << ": value " << r.value.str() << " (yield " << (r.yield_delta < Fraction{} ? "" : "+")
        << r.yield_delta.str() << ", progress " << (r.progress_delta < 0 ? "" : "+")
        << r.progress_delta << ")\n";
    }
    o << report::more_line(left_out(sp.ranked.size(), placements_shown), "placement", "placements");
  }
}

}  // namespace

std::string render_text(const ReportContext& c, int shown) {
  const Scenario& s = c.scenario;
  const Decision& d = c.decision;
  const Player& me = s.players[s.acting];
  std::ostringstream o;
  o << "Grumblestone " << s.envelope.name << " (rules " << c.rules << ", objective "
    << kObjectiveNames[int(s.objective)] << (d.profile.attack_all ? ", attacks hit all" : "")
    << ")\n";
  o << me.id << " (" << kGolemNames[int(me.golem)] << ", " << kPowerNames[int(me.power)]
    << "): hearts " << me.hearts;
  if (d.start_heal > 0) o << " +" << d.start_heal << " at the start = " << d.hearts;
  o << ", grumble " << me.grumble << ", tokens attack " << me.attack_tokens << " shield "
    << me.shield_tokens << "; dice";
  for (std::size_t i = 0; i < s.dice.size(); ++i) o << (i == 2 ? " light-blue " : " ") << s.dice[i];
  for (const Blocked& b : s.blocked) o << "; " << b.number << " blocked by " << b.by;
  o << "\n";
  for (std::size_t i = 0; i < s.players.size(); ++i) {
    if (i == s.acting) continue;
    const Player& p = s.players[i];
    o << "  " << p.id << " (" << kGolemNames[int(p.golem)] << ", " << kPowerNames[int(p.power)]
      << "): hearts " << p.hearts << ", shield " << p.shield << "\n";
  }
  o << board_text(s, &d);
  o << "Next-turn yield now " << decimal(d.yield_now) << " (" << d.yield_now.str() << "), progress "
    << d.progress_now << " of 17\n";

  dice_plan_text(o, d, shown);
  plans_text(o, s, d, shown);
  o << "Search: " << d.states << " tumble states, " << d.terminals << " rumbles, " << d.boards
    << " boards valued\n";
  return o.str();
}

namespace {

// A plan's first purchase: the tiles placed or discarded, the tokens, and what it changes.
ojson purchase_json(const Purchase& pu) {
  ojson tiles = ojson::array();
  for (std::size_t i = 0; i < pu.slots.size(); ++i) {
    ojson t{{"slot", pu.slots[i] + 1}};
    if (pu.placed[i]) {
      t.update(cells_json(*pu.placed[i]));
    } else {
      t["discarded"] = true;
    }
    tiles.push_back(t);
  }
  return {{"tiles", tiles},
          {"attack_tokens", pu.attack_tokens},
          {"shield_tokens", pu.shield_tokens},
          {"cost", pu.cost},
          {"yield_before", pu.yield_before.str()},
          {"yield_after", pu.yield_after.str()},
          {"progress_before", pu.progress_before},
          {"progress_after", pu.progress_after},
          {"power_after", std::string(kPowerNames[int(pu.power_after)])},
          {"exhaustive", pu.exhaustive}};
}

// An assign-now plan: its lines, its value and rank, the rumble, the best purchase and the
// rumbles as good as it.
ojson plan_json(const Scenario& s, const Plan& p) {
  ojson targets = ojson::array();
  for (std::size_t i = 0; i < p.rumble.targets.size(); ++i) {
    targets.push_back(
        {{"player", s.players[p.rumble.targets[i]].id}, {"damage", p.rumble.damage[i]}});
  }
  ojson pj{{"lines", lines_text(p.lines)},
           {"value", p.value.str()},
           {"rank", p.rank},
           {"attack", p.rumble.attack},
           {"heal", p.rumble.heal},
           {"shield", p.rumble.shield},
           {"grumble", p.rumble.grumble},
           {"boost", p.rumble.boost},
           {"targets", targets},
           {"retaliation", p.rumble.retaliation},
           {"eliminated", p.rumble.eliminated},
           {"self_eliminated", p.rumble.self_eliminated}};
  if (!p.purchases.empty()) pj["buy"] = purchase_json(p.purchases.front());
  ojson ties = ojson::array();
  for (const Rumble& t : p.rumble_ties) {
    ojson tt = ojson::array();
    for (std::size_t i = 0; i < t.targets.size(); ++i) {
      tt.push_back({{"player", s.players[t.targets[i]].id}, {"damage", t.damage[i]}});
    }
    ties.push_back({{"targets", tt}, {"boost", t.boost}});
  }
  pj["rumble_ties"] = ties;
  return pj;
}

}  // namespace

ojson decision_json(const ReportContext& c) {
  const Scenario& s = c.scenario;
  const Decision& d = c.decision;
  ojson j;
  j["version"] = report::kOutputVersion;
  j["scenario"] = s.envelope.name;
  j["game"] = "grumblestone";
  j["rules"] = std::string(c.rules);
  j["figure"] = s.players[s.acting].id;
  j["objective"] = std::string(kObjectiveNames[int(s.objective)]);
  j["hearts"] = d.hearts;
  j["start_heal"] = d.start_heal;
  j["dice"] = s.dice;
  j["value"] = d.actions.empty() ? "0" : exact(d.actions.front().value);
  ojson opts = ojson::array();
  for (const Action& a : d.actions) {
    opts.push_back({{"action", action_text(a)},
                    {"words", action_words(a)},
                    {"cost", a.cost},
                    {"value", exact(a.value)},
                    {"value_decimal", odds::rational_value(a.value)},
                    {"rank", a.rank}});
  }
  j["options"] = opts;
  ojson plans = ojson::array();
  for (const Plan& p : d.plans) plans.push_back(plan_json(s, p));
  j["plans"] = plans;
  ojson pl = ojson::array();
  for (const SlotPlacements& sp : d.placements) {
    ojson ranked = ojson::array();
    for (const RankedPlacement& r : sp.ranked) {
      ojson x = r.cells ? cells_json(*r.cells) : ojson{{"discard", true}};
      x["value"] = r.value.str();
      x["yield_delta"] = r.yield_delta.str();
      x["progress_delta"] = r.progress_delta;
      x["rank"] = r.rank;
      ranked.push_back(x);
    }
    pl.push_back({{"slot", sp.slot + 1}, {"placements", ranked}});
  }
  j["placements"] = pl;
  j["yield_now"] = d.yield_now.str();
  j["progress_now"] = d.progress_now;
  j["states"] = d.states;
  j["terminals"] = d.terminals;
  j["boards"] = d.boards;
  return j;
}

std::string explain_cell(const ReportContext& c, int col, int row) {
  const Scenario& s = c.scenario;
  const Decision& d = c.decision;
  const Player& me = s.players[s.acting];
  const int cell = row * kSide + col;
  const BoardState b = board_state(me);
  std::ostringstream o;
  o << "Cell " << cell_text(col, row) << " (column " << col + 1 << ", row " << row + 1 << ")\n";
  o << "  printed icon: " << kIconNames[int(me.printed[cell])] << "\n";
  if (b.covered[cell]) {
    for (const PlacedTile& t : me.tiles) {
      for (const TileCell& x : t.cells) {
        if (x.col == col && x.row == row) {
          o << "  under " << t.id << ", which shows " << kIconNames[int(x.icon)]
            << " here; no tile may be laid on it\n";
        }
      }
    }
  }
  o << "  fires when a die on column " << col + 1 << " or row " << row + 1
    << " is assigned; twice at their crossing\n";
  if (const Plan* p = best_plan(d)) {
    const int times = int{in_line(p->lines.a, cell)} + int{in_line(p->lines.b, cell)};
    o << "  plan 1 (" << lines_text(p->lines) << ") fires it " << times
      << (times == 1 ? " time" : " times") << "\n";
  }
  for (const SlotPlacements& sp : d.placements) {
    int covering = 0, best_rank = 0;
    for (const RankedPlacement& r : sp.ranked) {
      if (!r.cells) continue;
      for (const TileCell& x : *r.cells) {
        if (x.col == col && x.row == row) {
          ++covering;
          if (best_rank == 0) best_rank = r.rank;
        }
      }
    }
    o << "  " << slot_name(s, sp.slot) << ": " << covering << " placements cover it";
    if (covering > 0) o << ", the best of them ranked " << best_rank;
    o << "\n";
  }
  return o.str();
}

std::string render_svg(const ReportContext& c, bool legend) {
  const Scenario& s = c.scenario;
  const Decision& d = c.decision;
  const Player& me = s.players[s.acting];
  const BoardState b = board_state(me);
  const Plan* best = best_plan(d);
  const auto laid = laid_cells(d);
  constexpr int kCell = 48, kPad = 30;
  const int w = 2 * kPad + kSide * kCell, h = 2 * kPad + kSide * kCell + (legend ? 70 : 0);
  std::ostringstream o;
  o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << w << "\" height=\"" << h
    << "\" viewBox=\"0 0 " << w << " " << h << "\">\n";
  o << "<title>" << report::xml_escape(s.envelope.name, false) << "</title>\n";
  const char* colour[kIconKinds] = {"#ffffff", "#cc0000", "#e06666", "#3d85c6", "#6aa84f"};
  for (int i = 1; i <= kSide; ++i) {
    o << "<text x=\"" << kPad + (i - 1) * kCell + kCell / 2 << "\" y=\"" << kPad - 8
      << "\" font-size=\"12\" text-anchor=\"middle\">" << i << "</text>\n";
    o << "<text x=\"" << kPad - 12 << "\" y=\"" << kPad + (i - 1) * kCell + kCell / 2 + 4
      << "\" font-size=\"12\" text-anchor=\"middle\">" << i << "</text>\n";
  }
  for (int row = 0; row < kSide; ++row) {
    for (int col = 0; col < kSide; ++col) {
      const int cell = row * kSide + col;
      const int x = kPad + col * kCell, y = kPad + row * kCell;
      const int times =
          best ? int{in_line(best->lines.a, cell)} + int{in_line(best->lines.b, cell)} : 0;
      const char* fill = laid[cell] ? "#ffe599" : b.covered[cell] ? "#d9d2c5" : "#f3f3f3";
      o << "<rect class=\"cell\" data-cell=\"" << col + 1 << "," << row + 1 << "\" x=\"" << x
        << "\" y=\"" << y << "\" width=\"" << kCell << "\" height=\"" << kCell << "\" fill=\""
        << fill << "\" stroke=\""
        << (times == 2   ? "#000"
            : times == 1 ? "#e69138"
                         : "#999")
        << "\" stroke-width=\""
        << (times == 2   ? 4
            : times == 1 ? 3
                         : 1)
        << "\"/>\n";
      const Icon icon = laid[cell] ? icon_of(laid[cell]) : b.icon[cell];
      if (icon != Icon::None) {
        o << "<circle cx=\"" << x + kCell / 2 << "\" cy=\"" << y + kCell / 2
          << "\" r=\"14\" fill=\"" << colour[int(icon)] << "\"/><text x=\"" << x + kCell / 2
          << "\" y=\"" << y + kCell / 2 + 5
          << "\" font-size=\"14\" fill=\"#fff\" text-anchor=\"middle\">" << kIconChars[int(icon)]
          << "</text>\n";
      }
    }
  }
  if (legend) {
    const int y = kPad + kSide * kCell + 20;
    o << "<text x=\"" << kPad << "\" y=\"" << y << "\" font-size=\"11\">"
      << report::xml_escape(me.id, false) << ": "
      << (best ? report::xml_escape(lines_text(best->lines), false) : std::string("-"))
      << " (orange: the lines, black: the crossing), yellow: laid this turn</text>\n";
    o << "<text x=\"" << kPad << "\" y=\"" << y + 18 << "\" font-size=\"11\">A attack, H heal, "
      << "S shield, G grumble; grey: tiles</text>\n";
    if (!d.actions.empty()) {
      o << "<text x=\"" << kPad << "\" y=\"" << y + 36 << "\" font-size=\"11\">best first action: "
        << report::xml_escape(action_words(d.actions.front()), false) << "</text>\n";
    }
  }
  o << "</svg>\n";
  return o.str();
}

}  // namespace arbiter::grumblestone

namespace arbiter::grumblestone {

namespace {

// "3 x 1/2" terms of a weighted sum, zero weights left out.
void term(std::string& out, const char* what, Fraction count, Fraction weight) {
  if (weight == Fraction{} || count == Fraction{}) return;
  out += std::string(out.empty() ? "" : " + ") + what + " " + count.str() + " x " + weight.str();
}

}  // namespace

std::string explain_ranking(const ReportContext& c) {
  const Decision& d = c.decision;
  const Weights& w = d.weights;
  std::ostringstream o;
  o << "Why the first actions rank as they do (value = the objective's weighted sum)\n";
  for (const Action& a : d.actions) {
    o << "  " << a.rank << ". " << action_words(a) << " = " << exact(a.value);
    if (a.rank > 1) o << ", " << decimal(d.actions.front().value - a.value) << " below rank 1";
    o << "\n";
    if (a.kind == ActionKind::Assign) {
      const auto plan = std::find_if(d.plans.begin(), d.plans.end(),
                                     [&](const Plan& p) { return p.lines == a.lines; });
      if (plan == d.plans.end()) continue;
      const Rumble& r = plan->rumble;
      int dealt = 0;
      for (int x : r.damage) dealt += x;
      std::string parts;
      term(parts, "damage", Fraction{dealt, 1}, w.damage);
      term(parts, "hearts", Fraction{r.heal - r.retaliation, 1}, w.hearts);
      term(parts, "shield", Fraction{r.shield, 1}, w.shield);
      term(parts, "grumble", Fraction{r.grumble - r.boost_cost, 1}, w.grumble);
      term(parts, "eliminations", Fraction{r.eliminated - (r.self_eliminated ? 1 : 0), 1},
           w.elimination);
      o << "       rumble " << r.value.str() << (parts.empty() ? "" : " = " + parts) << "\n";
      if (!plan->purchases.empty()) {
        const Purchase& p = plan->purchases.front();
        std::string buy;
        term(buy, "yield", p.yield_after - p.yield_before, w.yield);
        term(buy, "progress", Fraction{p.progress_after - p.progress_before, 1}, w.progress);
        term(buy, "grumble", Fraction{-p.cost, 1}, w.grumble);
        term(buy, "attack tokens", Fraction{p.attack_tokens, 1}, w.yield * w.damage);
        term(buy, "shield tokens", Fraction{p.shield_tokens, 1}, w.yield * w.shield);
        int discards = 0;
        for (const auto& x : p.placed) discards += x ? 0 : 1;
        term(buy, "discards", Fraction{discards, 1}, w.hearts);
        o << "       grumble phase " << p.value.str() << (buy.empty() ? "" : " = " + buy) << "\n";
      }
    } else if (a.kind == ActionKind::Reroll) {
      o << "       mean over the faces of the best continuation:";
      for (std::size_t f = 0; f < a.continuations.size(); ++f) {
        o << " " << f + 1 << ": " << exact(a.continuations[f]) << (f + 1 < 6 ? "," : "");
      }
      if (a.cost > 0) o << "; minus " << a.cost << " heart x " << w.hearts.str();
      o << "\n";
    } else if (!a.continuations.empty()) {
      o << "       then worth " << exact(a.continuations.front());
      if (a.cost > 0) o << "; minus " << a.cost << " hearts x " << w.hearts.str();
      o << "\n";
    }
  }
  return o.str();
}

}  // namespace arbiter::grumblestone
