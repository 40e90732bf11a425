#include "solver/arcadia/report.hpp"

#include <algorithm>
#include <map>
#include <sstream>

#include "pathing/deadline.hpp"
#include "pathing/square_sight.hpp"
#include "solver/report/output.hpp"

namespace arbiter::arcadia {
namespace {

using ojson = nlohmann::ordered_json;
using odds::decimal_str;
using odds::Exact;
using odds::exact_str;

// "7/9 (0.778)"; whole numbers as they are.
std::string prob(const Exact& x) {
  const std::string e = exact_str(x);
  return e.find('/') == std::string::npos ? e : e + " (" + decimal_str(x) + ")";
}

std::string names(const std::vector<std::string>& ids) {
  std::string out;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    out += (i == 0 ? "" : i + 1 == ids.size() ? " and " : ", ") + ids[i];
  }
  return out;
}

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

ojson cell_json(const State& st, CellIndex c) {
  const Coord x = st.board.coord(c);
  return ojson::array({x.q, x.r});
}

std::string player(const State& st, int p) {
  return st.scenario->players[static_cast<std::size_t>(p)];
}

std::vector<std::string> hero_ids(const State& st, const std::vector<std::size_t>& hs) {
  std::vector<std::string> out;
  for (std::size_t h : hs) out.push_back(st.hero(h).id);
  return out;
}

}  // namespace

std::string cell_text(const State& st, CellIndex c) {
  return scenario::hex_text(st.board.coord(c));
}

std::string target_name(const State& st, const Option& o) {
  return o.target_monster ? st.monster(o.target).id : st.hero(o.target).id;
}

std::string option_head(const ReportContext& c, const Option& o) {
  return cell_text(c.state, o.destination) + " " + option_action(c, o);
}

std::string option_action(const ReportContext& c, const Option& o) {
  const State& st = c.state;
  const Attack& a = st.hero(st.acting).attacks[o.card];
  std::string out = a.name + " (" + std::string(kAttackKindNames[static_cast<int>(a.kind)]) + " " +
                    std::to_string(o.attack_dice) + " vs " + std::to_string(o.defense_dice) +
                    ") on " + target_name(st, o);
  const bool spared = o.target_monster || c.decision.profile->guard_spares_close_rival_hero;
  if (o.close && spared) return out + ", close: no guard";
  // The rulebook: only a close monster as target spares the hero its guards.
  out += o.close ? ", close but not a monster: " : ", not close: ";
  if (o.guards.empty()) return out + "no monster is close to " + st.hero(st.acting).id;
  std::vector<std::string> ids;
  for (std::size_t g : o.guards) ids.push_back(st.monster(g).id);
  out += names(ids) + (ids.size() == 1 ? " guards" : " guard");
  if (ids.size() > 1) {
    out += " (in the order " + player(st, st.right_hand(st.hero_player[st.acting])) + " chooses)";
  }
  return out;
}

std::string payback_text(const ReportContext& c, const Option& o) {
  const State& st = c.state;
  if (!o.target_monster) return "no payback: the target is a hero";
  const Payback& pb = *o.payback;
  const MonsterSpec& m = st.monster(pb.monster);
  const std::string me = st.hero(st.acting).id;
  const std::string ctl = player(st, pb.controller);
  std::string out = "payback (P " + prob(o.p_reaction) + " that " + m.id + " reacts; " +
                    "overkill " + std::to_string(m.overkill) + ", P(overkill) " +
                    prob(o.p_overkill) + "): ";
  if (!pb.reachable) {
    return out + m.id + " cannot reach " + me + " within " + plural(m.move, "cell", "cells") +
           ": no payback attack";
  }
  const PaybackMove& ch = pb.chosen();
  int attack_cells = 0;
  bool some_own_hit = false, some_own_close = false;
  for (const PaybackMove& mv : pb.moves) {
    attack_cells += mv.attacks ? 1 : 0;
    some_own_hit |= mv.attacks && mv.own_hit > 0;
    some_own_close |= mv.own_close > 0;
  }
  if (m.move == 0) {
    out += ctl + " controls " + m.id + " (move 0) and may attack " + me;
  } else {
    out += ctl + " may move " + m.id + " up to " + plural(m.move, "cell", "cells") +
           " and attack " + me + " from " + plural(attack_cells, "place", "places");
  }
  std::vector<std::string> cells;
  for (const PaybackMove& mv : pb.moves) {
    if (mv.preferred) {
      cells.push_back(cell_text(st, mv.cell) + " (" + plural(mv.steps, "step", "steps") + ")");
    }
  }
  if (!ch.attacks) {
    return out + "; " + ctl + " would rather not attack: every attack on " + me +
           " also hits their own hero; preferred: " + names(cells) +
           (ch.own_close == 0 && some_own_close ? ", away from their hero" : "") +
           ", no attack (forfeited)";
  }
  out += "; preferred: ";
  out += names(cells) + " then attack " + names(hero_ids(st, ch.hits));
  std::vector<std::string> why;
  if (some_own_hit) why.push_back("to spare their hero");
  if (ch.rivals_hit > 0) why.push_back("to hit another rival");
  if (some_own_close && ch.own_close == 0) why.push_back("to leave their hero free of guards");
  if (!why.empty()) out += ", " + names(why);
  out += "; P(payback attack) " + prob(o.p_payback);
  return out;
}

namespace {

// Rewards: where a killed target goes (decide.cpp, step 6).
std::string graveyard_text(const Option& o) {
  if (o.graveyard_slot < 0) return "";
  if (o.graveyard_slot == 0) return "if killed: to the box, the graveyard is full";
  return "if killed: to graveyard slot " + std::to_string(o.graveyard_slot);
}

std::string outcome_text(const ReportContext& c, const Option& o) {
  const State& st = c.state;
  std::string out = "wounds to " + target_name(st, o) + ": expected " + prob(o.expected_dealt) +
                    ", P(kill) " + prob(o.p_kill);
  if (const std::string g = graveyard_text(o); !g.empty()) out += " (" + g + ")";
  out += "; " + st.hero(st.acting).id + " takes: expected " + prob(o.expected_taken) +
         ", P(killed) " + prob(o.p_hero_killed);
  for (const auto& [h, p] : o.others) out += "; " + st.hero(h).id + " P(killed) " + prob(p);
  out += "; coins:";
  for (std::size_t p = 0; p < o.coins.size(); ++p) {
    out += std::string(p == 0 ? " " : ", ") + st.scenario->players[p] + " " + prob(o.coins[p]);
  }
  return out + "; score " + prob(o.score);
}

}  // namespace

std::string board_text(const State& st, const Decision& d) {
  const Scenario& s = *st.scenario;
  int x0 = 1 << 30, x1 = -(1 << 30), y0 = 1 << 30, y1 = -(1 << 30);
  for (Coord c : s.cells) {
    x0 = std::min(x0, c.q), x1 = std::max(x1, c.q), y0 = std::min(y0, c.r), y1 = std::max(y1, c.r);
  }
  if (static_cast<long>(x1 - x0 + 1) * (y1 - y0 + 1) > 2500) return "";
  std::map<std::pair<int, int>, std::string> label;
  std::size_t width = 3;
  const auto put = [&](Coord c, const std::string& id) {
    std::string& l = label[{c.q, c.r}];
    l += (l.empty() ? "" : "+") + id.substr(0, 4);
    width = std::max(width, l.size());
  };
  for (const HeroSpec& h : s.heroes) put(h.cell, h.id);
  for (const MonsterSpec& m : s.monsters) put(m.cell, m.id);
  const auto edge = [&](Coord a, Coord b) -> char {
    for (const Edge& e : s.walls) {
      if ((e.a == a && e.b == b) || (e.a == b && e.b == a)) return 'w';
    }
    for (const Edge& e : s.doors) {
      if ((e.a == a && e.b == b) || (e.a == b && e.b == a)) return 'd';
    }
    return ' ';
  };
  std::ostringstream o;
  o << "Board (x to the right, y down; . cell, * a cell the hero can attack from, # blocked, "
       "| and --- walls, D and === closed doors)\n";
  for (int y = y0; y <= y1; ++y) {
    std::string row = "  ", under = "  ";
    for (int x = x0; x <= x1; ++x) {
      const Coord c{x, y};
      const bool on = std::find(s.cells.begin(), s.cells.end(), c) != s.cells.end();
      const bool blocked = std::find(s.blocked.begin(), s.blocked.end(), c) != s.blocked.end();
      const char left = edge({x - 1, y}, c);
      row += left == 'w' ? '|' : left == 'd' ? 'D' : ' ';
      std::string l = !on ? " " : blocked ? "#" : ".";
      if (const auto it = label.find({x, y}); it != label.end()) {
        l = it->second;
      } else if (on && !blocked) {
        const auto cell = st.board.find(c);
        bool from = false;
        for (const Option& op : d.options) from |= op.destination == *cell;
        if (from) l = "*";
      }
      row += l + std::string(width - l.size(), ' ');
      const char below = edge(c, {x, y + 1});
      under += " " + std::string(width, below == 'w' ? '-' : below == 'd' ? '=' : ' ');
    }
    while (!row.empty() && row.back() == ' ') row.pop_back();
    while (!under.empty() && under.back() == ' ') under.pop_back();
    o << row << "\n";
    if (under.size() > 2) o << under << "\n";
  }
  return o.str();
}

std::string render_text(const ReportContext& c, int shown) {
  const State& st = c.state;
  const Decision& d = c.decision;
  const Scenario& s = c.scenario;
  std::ostringstream o;
  o << s.envelope.name << " [" << c.rules << "], objective "
    << kObjectiveNames[static_cast<int>(d.objective)] << "\n";
  o << board_text(st, d);
  o << "Heroes\n";
  for (std::size_t h = 0; h < s.heroes.size(); ++h) {
    const HeroSpec& x = s.heroes[h];
    o << "  " << x.id << " (" << x.player << ") at " << scenario::hex_text(x.cell) << ": hp "
      << x.hp - x.wounds << "/" << x.hp << ", defence " << x.defense;
    for (std::size_t k = 0; k < x.attacks.size(); ++k) {
      const Attack& a = x.attacks[k];
      o << (k == 0 ? "; cards " : ", ") << a.name << " ("
        << kAttackKindNames[static_cast<int>(a.kind)] << " " << a.dice << ")";
    }
    o << "\n";
  }
  o << "Monsters\n";
  for (const MonsterSpec& m : s.monsters) {
    o << "  " << m.id << " at " << scenario::hex_text(m.cell) << ": hp " << m.hp - m.wounds << "/"
      << m.hp << ", move " << m.move << ", attack "
      << kAttackKindNames[static_cast<int>(m.attack.kind)] << " " << m.attack.dice
      << (m.attack.every_close_hero ? " every close hero" : "") << ", defence " << m.defense
      << ", overkill " << m.overkill << ", coins " << m.coins << (m.villain ? ", villain" : "")
      << "\n";
  }
  const HeroSpec& me = st.hero(st.acting);
  o << "Turn: " << me.id << " (" << me.player << "), move " << s.move << "; reactions are "
    << "controlled by " << player(st, st.right_hand(st.hero_player[st.acting]))
    << ", the player to " << me.player << "'s right\n";
  for (const RespawnOutcome& r : d.respawn) {
    o << "Respawn: " << s.graveyard[r.monster] << " rolls two black dice:";
    for (const auto& [cell, p] : r.cells) o << " " << cell_text(st, cell) << " " << prob(p) << ",";
    o << " box " << prob(r.box) << "\n";
  }
  o << "Options (" << d.options.size() << ", best first; equal ranks are ties)\n";
  // Options of one rank that differ only by the cell the hero attacks from (the same card,
  // target, guards, payback and outcome) share a line listing the cells: a player reads
  // one choice with several places to stand, not a column of repeats.
  struct Line {
    int rank;
    std::vector<CellIndex> cells;
    std::string action, payback, outcome;
  };
  std::vector<Line> lines;
  int n = 0;
  for (const Option& op : d.options) {
    if (n >= shown && op.rank != 1) break;
    ++n;
    Line l{
        op.rank, {op.destination}, option_action(c, op), payback_text(c, op), outcome_text(c, op)};
    const auto same = std::find_if(lines.begin(), lines.end(), [&](const Line& x) {
      return x.rank == l.rank && x.action == l.action && x.payback == l.payback &&
             x.outcome == l.outcome;
    });
    if (same != lines.end()) {
      same->cells.push_back(op.destination);
    } else {
      lines.push_back(std::move(l));
    }
  }
  for (const Line& l : lines) {
    std::vector<std::string> cells;
    for (CellIndex cell : l.cells) cells.push_back(cell_text(st, cell));
    std::string where = cells[0];
    for (std::size_t i = 1; i < cells.size(); ++i)
      where += (i + 1 == cells.size() ? " or " : ", ") + cells[i];
    o << "  " << l.rank << ". " << where << " " << l.action << "\n";
    o << "       " << l.payback << "\n";
    o << "       " << l.outcome << "\n";
  }
  o << report::more_line(d.options.size() - static_cast<std::size_t>(n), "option", "options");
  return o.str();
}

namespace {

// A payback's entry in "paybacks": the monster, the destination it answers and its moves.
ojson payback_json(const State& st, const Option& o) {
  ojson moves = ojson::array();
  for (const PaybackMove& mv : o.payback->moves) {
    ojson m;
    m["cell"] = cell_json(st, mv.cell);
    m["steps"] = mv.steps;
    m["attacks"] = mv.attacks;
    m["hits"] = hero_ids(st, mv.hits);
    m["preferred"] = mv.preferred;
    moves.push_back(std::move(m));
  }
  return ojson{{"monster", st.monster(o.payback->monster).id},
               {"destination", cell_json(st, o.destination)},
               {"moves", std::move(moves)}};
}

// One option. Each payback (a monster against the hero on one destination) is the same for
// every card and listed once in `paybacks`, its moves with it; an option names it by index,
// so that the output grows with the options plus the paybacks, not with their product.
ojson option_json(const ReportContext& c, const Option& o, ojson& paybacks,
                  std::map<const Payback*, std::size_t>& payback_index) {
  const State& st = c.state;
  ojson x;
  x["rank"] = o.rank;
  x["destination"] = cell_json(st, o.destination);
  x["targets"] = ojson::array({target_name(st, o)});
  x["focus"] = nullptr;
  x["card"] = st.hero(st.acting).attacks[o.card].name;
  x["target"] = target_name(st, o);
  x["steps"] = o.steps;
  x["close"] = o.close;
  x["guards"] = ojson::array();
  for (std::size_t g : o.guards) x["guards"].push_back(st.monster(g).id);
  // Several guards attack in the order the right-hand player chooses; every order gives
  // the same wounds, so it is shown as that player's choice.
  x["guard_order"] = o.guards.size() > 1
                         ? ojson(player(st, st.right_hand(st.hero_player[st.acting])))
                         : ojson(nullptr);
  x["attack_dice"] = o.attack_dice;
  x["defense_dice"] = o.defense_dice;
  x["wounds"] = ojson::array();
  for (const Exact& p : o.dealt) x["wounds"].push_back(exact_str(p));
  if (const std::string g = graveyard_text(o); !g.empty()) x["if_killed"] = g;
  x["expected_dealt"] = exact_str(o.expected_dealt);
  x["p_kill"] = exact_str(o.p_kill);
  x["p_overkill"] = exact_str(o.p_overkill);
  x["p_reaction"] = exact_str(o.p_reaction);
  x["p_payback"] = exact_str(o.p_payback);
  if (o.payback) {
    auto [it, fresh] = payback_index.try_emplace(o.payback.get(), paybacks.size());
    if (fresh) paybacks.push_back(payback_json(st, o));
    ojson pb;
    pb["monster"] = st.monster(o.payback->monster).id;
    pb["controller"] = player(st, o.payback->controller);
    pb["reachable"] = o.payback->reachable;
    pb["index"] = it->second;  // into "paybacks", where its moves are
    x["payback"] = std::move(pb);
  }
  x["taken"] = ojson::array();
  for (const Exact& p : o.taken) x["taken"].push_back(exact_str(p));
  x["expected_taken"] = exact_str(o.expected_taken);
  x["p_hero_killed"] = exact_str(o.p_hero_killed);
  x["others_killed"] = ojson::object();
  for (const auto& [h, p] : o.others) x["others_killed"][st.hero(h).id] = exact_str(p);
  x["coins"] = ojson::object();
  for (std::size_t p = 0; p < o.coins.size(); ++p) {
    x["coins"][c.scenario.players[p]] = exact_str(o.coins[p]);
  }
  x["score"] = exact_str(o.score);
  x["text"] = option_head(c, o) + "; " + payback_text(c, o);
  return x;
}

// Where each monster of the graveyard may come back, and the chance it stays in the box.
ojson respawn_json(const ReportContext& c) {
  ojson rs = ojson::array();
  for (const RespawnOutcome& r : c.decision.respawn) {
    ojson x;
    x["monster"] = c.scenario.graveyard[r.monster];
    x["cells"] = ojson::array();
    for (const auto& [cell, p] : r.cells) {
      x["cells"].push_back(ojson{{"cell", cell_json(c.state, cell)}, {"p", exact_str(p)}});
    }
    x["box"] = exact_str(r.box);
    rs.push_back(std::move(x));
  }
  return rs;
}

}  // namespace

nlohmann::ordered_json decision_json(const ReportContext& c) {
  const State& st = c.state;
  const Decision& d = c.decision;
  ojson j;
  j["version"] = report::kOutputVersion;
  j["scenario"] = c.scenario.envelope.name;
  j["game"] = "arcadia-quest";
  j["rules"] = std::string(c.rules);
  j["figure"] = st.hero(st.acting).id;
  j["objective"] = std::string(kObjectiveNames[static_cast<int>(d.objective)]);
  j["controller"] = player(st, st.right_hand(st.hero_player[st.acting]));
  ojson opts = ojson::array();
  ojson paybacks = ojson::array();
  std::map<const Payback*, std::size_t> payback_index;
  for (const Option& o : d.options) {
    // The report of the worst files is a third of the work: --time-limit covers it too.
    pathing::deadline::check();
    opts.push_back(option_json(c, o, paybacks, payback_index));
  }
  j["options"] = std::move(opts);
  j["paybacks"] = std::move(paybacks);
  j["respawn"] = respawn_json(c);
  return j;
}

std::string explain_cell(const ReportContext& c, Coord cell) {
  const State& st = c.state;
  const Decision& d = c.decision;
  const Scenario& s = c.scenario;
  const HeroSpec& me = st.hero(st.acting);
  std::ostringstream o;
  o << "Cell " << scenario::hex_text(cell) << "\n";
  const auto at = st.board.find(cell);
  if (!at) {
    o << "  not a place to stand: the cell is blocked\n";
    return o.str();
  }
  if (!d.may_end[*at]) {
    if (d.steps[*at] >= 0) {
      o << "  not a place to stand: it already holds two figures\n";
    } else {
      const auto far = pathing::square_steps(st.board, st.hero_cell[st.acting], 1 << 20,
                                             [](CellIndex) { return true; });
      if (far[*at] < 0) {
        o << "  not a place to stand: walls, doors and blocked cells shut it off\n";
      } else {
        o << "  not a place to stand: it is " << plural(far[*at], "step", "steps") << " away and "
          << me.id << " moves " << s.move << "\n";
      }
    }
    return o.str();
  }
  o << "  " << me.id << " can stand here: " << plural(d.steps[*at], "step", "steps") << "\n";
  for (std::size_t k = 0; k < me.attacks.size(); ++k) {
    const Attack& a = me.attacks[k];
    const auto name = [&](bool monster, std::size_t i) {
      return monster ? st.monster(i).id : st.hero(i).id;
    };
    for (int kind = 0; kind < 2; ++kind) {
      const std::size_t n = kind == 0 ? s.monsters.size() : s.heroes.size();
      for (std::size_t t = 0; t < n; ++t) {
        if (kind == 1 && st.hero_player[t] == st.hero_player[st.acting]) continue;
        const CellIndex tc = kind == 0 ? st.monster_cell[t] : st.hero_cell[t];
        std::string why;
        if (!can_target(st, a.kind, *at, tc, &why)) {
          o << "    " << a.name << " cannot target " << name(kind == 0, t) << ": " << why << "\n";
          continue;
        }
        for (const Option& op : d.options) {
          if (op.destination == *at && op.card == k && op.target == t &&
              op.target_monster == (kind == 0)) {
            o << "    " << op.rank << ". " << option_head(c, op) << "\n      "
              << payback_text(c, op) << "\n";
          }
        }
      }
    }
  }
  return o.str();
}

std::string render_svg(const ReportContext& c, bool legend) {
  const State& st = c.state;
  const Decision& d = c.decision;
  const Scenario& s = c.scenario;
  constexpr double S = 40.0;
  int x0 = 1 << 30, x1 = -(1 << 30), y0 = 1 << 30, y1 = -(1 << 30);
  for (Coord q : s.cells) {
    x0 = std::min(x0, q.q), x1 = std::max(x1, q.q), y0 = std::min(y0, q.r), y1 = std::max(y1, q.r);
  }
  const double w = (x1 - x0 + 1) * S + 2 * S, h = (y1 - y0 + 1) * S + 2 * S + (legend ? 40 : 0);
  const auto px = [&](int x) { return (x - x0) * S + S; };
  const auto py = [&](int y) { return (y - y0) * S + S; };
  std::ostringstream o;
  o.setf(std::ios::fixed);
  o.precision(1);
  o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << w << "\" height=\"" << h << "\">\n";
  std::vector<std::uint8_t> from(st.board.size(), 0);
  for (const Option& op : d.options) from[op.destination] = 1;
  for (Coord q : s.cells) {
    const auto cell = st.board.find(q);
    const bool mark = cell && from[*cell];
    o << "<rect class=\"cell\" data-cell=\"" << q.q << ", " << q.r << "\" x=\"" << px(q.q)
      << "\" y=\"" << py(q.r) << "\" width=\"" << S << "\" height=\"" << S << "\" fill=\""
      << (cell ? "#f3efe0" : "#444") << "\" stroke=\"" << (mark ? "#38761d" : "#999")
      << "\" stroke-width=\"" << (mark ? 3 : 1) << "\"/>\n";
  }
  const auto edges = [&](const std::vector<Edge>& es, const char* cls, const char* colour) {
    for (const Edge& e : es) {
      const Coord a = e.a, b = e.b;
      // The shared edge: vertical between horizontal neighbours, else horizontal.
      const double ex = a.q != b.q ? px(std::max(a.q, b.q)) : px(a.q);
      const double ey = a.r != b.r ? py(std::max(a.r, b.r)) : py(a.r);
      const double fx = a.q != b.q ? ex : ex + S, fy = a.r != b.r ? ey : ey + S;
      o << "<line class=\"" << cls << "\" x1=\"" << ex << "\" y1=\"" << ey << "\" x2=\"" << fx
        << "\" y2=\"" << fy << "\" stroke=\"" << colour << "\" stroke-width=\"5\"/>\n";
    }
  };
  edges(s.walls, "wall", "#000");
  edges(s.doors, "door", "#8b4513");
  std::map<std::pair<int, int>, int> slot;
  const auto figure = [&](Coord q, const std::string& id, const char* colour) {
    const int k = slot[{q.q, q.r}]++;
    const double cx = px(q.q) + S * (k == 0 ? 0.35 : 0.65),
                 cy = py(q.r) + S * (k == 0 ? 0.35 : 0.65);
    o << "<g class=\"figure\" data-id=\"" << report::xml_escape(id) << "\"><circle cx=\"" << cx
      << "\" cy=\"" << cy << "\" r=\"" << S * 0.3 << "\" fill=\"" << colour << "\"/><text x=\""
      << cx << "\" y=\"" << cy + 4 << "\" font-size=\"9\" text-anchor=\"middle\" fill=\"white\">"
      << report::xml_escape(id.substr(0, 4), false) << "</text></g>\n";
  };
  for (std::size_t i = 0; i < s.heroes.size(); ++i) {
    figure(s.heroes[i].cell, s.heroes[i].id,
           i == st.acting                                   ? "#1c4587"
           : st.hero_player[i] == st.hero_player[st.acting] ? "#3d85c6"
                                                            : "#6aa84f");
  }
  for (const MonsterSpec& m : s.monsters) figure(m.cell, m.id, m.villain ? "#741b47" : "#cc0000");
  for (const Option& op : d.options) {
    if (op.rank != 1) continue;
    const Coord a = st.board.coord(op.destination);
    const Coord b = op.target_monster ? s.monsters[op.target].cell : s.heroes[op.target].cell;
    o << "<line class=\"attack\" x1=\"" << px(a.q) + S / 2 << "\" y1=\"" << py(a.r) + S / 2
      << "\" x2=\"" << px(b.q) + S / 2 << "\" y2=\"" << py(b.r) + S / 2
      << "\" stroke=\"#cc0000\" stroke-width=\"2\" stroke-dasharray=\"6,3\"/>\n";
    for (std::size_t g : op.guards) {
      const Coord q = s.monsters[g].cell;
      o << "<rect class=\"guard\" x=\"" << px(q.q) + 2 << "\" y=\"" << py(q.r) + 2 << "\" width=\""
        << S - 4 << "\" height=\"" << S - 4 << "\" fill=\"none\" stroke=\"#e69138\" "
        << "stroke-width=\"3\"/>\n";
    }
  }
  if (legend) {
    o << "<text class=\"legend\" x=\"8\" y=\"" << h - 14 << "\" font-size=\"11\">green edge: a "
      << "cell to attack from; dashed red: best attacks; orange: guards; black: walls, brown: "
         "closed doors; dark: blocked</text>\n";
  }
  o << "</svg>\n";
  return o.str();
}

}  // namespace arbiter::arcadia
