#include "solver/gloomhaven/report/round.hpp"

#include <algorithm>
#include <sstream>

#include "solver/gloomhaven/report/json.hpp"
#include "solver/gloomhaven/report/text.hpp"

namespace arbiter::gloomhaven::report {
namespace {

using ojson = nlohmann::ordered_json;
using pathing::Coord;

std::string hex_of(const LoadedRound& r, Coord axial) {
  return scenario::hex_text(r.position.coordinates.from_axial(axial));
}

ojson hex_j(const LoadedRound& r, Coord axial) {
  const Coord w = r.position.coordinates.from_axial(axial);
  return ojson::array({w.q, w.r});
}

std::vector<std::string> condition_names(ConditionSet c) {
  std::vector<std::string> v;
  for (int k = 0; k < static_cast<int>(Condition::Count); ++k)
    if (c & bit(static_cast<Condition>(k)))
      v.emplace_back(condition_name(static_cast<Condition>(k)));
  return v;
}

std::string join(const std::vector<std::string>& v, const std::string& sep = ", ") {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : sep) + x;
  return s;
}

std::string figure_line(const LoadedRound& r, const FigureEnd& f) {
  if (f.removed) return f.id + " removed";
  std::string s = f.id + " " + hex_of(r, f.hex);
  if (f.hp)
    s += " " + std::to_string(*f.hp) + "/" + std::to_string(f.max_hp.value_or(*f.hp)) + " hp";
  const auto c = condition_names(f.conditions);
  if (!c.empty()) s += " " + join(c);
  return s;
}

// Every attack of the round that has odds (the monster deck's), in the order made.
std::vector<const AttackRecord*> round_attacks(const RoundOutcome& o) {
  std::vector<const AttackRecord*> v;
  for (const Activation& a : o.timeline)
    for (const ActionRecord& rec : a.actions)
      for (const AttackRecord& ar : rec.attacks)
        if (!ar.odds.damage.empty()) v.push_back(&ar);
  return v;
}

std::string number_of(const ActionRecord& a) {
  if (a.number == 0) return a.kind;
  if (a.kind == "move+attack")
    return std::to_string(a.number) + "-" + std::to_string(a.number + 1) + " " + a.kind;
  return std::to_string(a.number) + " " + a.kind;
}

}  // namespace

std::string round_text(const LoadedRound& r, const RoundOutcome& o, const RoundTextOptions& opt) {
  std::ostringstream s;
  s << r.position.name << ": a Gloomhaven round under the " << rule_set_name(o.rules) << " rules\n";
  std::vector<std::string> order;
  for (const Activation& a : o.timeline)
    order.push_back(a.figure + (a.revealed ? " (revealed)" : ""));
  s << "Order: " << join(order) << "\n";
  // What a card holds that the round does not play (an importer's `not_modelled`): shown, so
  // that the timeline is never mistaken for the whole card.
  for (const auto& [name, type] : r.round.types)
    for (const std::string& n : type.card.not_modelled)
      s << "Not modelled on " << name << "'s card: " << n << "\n";
  for (std::size_t i = 0; i < o.timeline.size(); ++i) {
    const Activation& a = o.timeline[i];
    s << "\n" << i + 1 << ". " << a.figure << ": " << a.why << "\n";
    for (const ActionRecord& rec : a.actions) {
      s << "   " << number_of(rec) << "\n";
      for (const auto& line : rec.lines) s << "     " << line << "\n";
      if (rec.choice) {
        const RoundChoice& c = o.choices[*rec.choice];
        s << "     players choose (" << c.key << "): " << c.alternatives.size()
          << " options, option " << c.chosen + 1 << " taken (--choose " << c.key << "=N)\n";
        for (std::size_t k = 0; k < c.alternatives.size(); ++k)
          s << "       " << k + 1 << ". " << c.alternatives[k]
            << (static_cast<int>(k) == c.chosen ? "  <- taken" : "") << "\n";
      }
    }
    // What changed on the board, against the board before this activation.
    std::vector<std::string> changed;
    const std::vector<FigureEnd>* before = i > 0 ? &o.timeline[i - 1].after : &o.start;
    for (const FigureEnd& f : a.after) {
      const FigureEnd* b = nullptr;
      for (const FigureEnd& g : *before)
        if (g.id == f.id) b = &g;
      const bool same = b && b->hex == f.hex && b->hp == f.hp && b->conditions == f.conditions &&
                        b->removed == f.removed;
      if (!same) changed.push_back(figure_line(r, f));
    }
    s << "   board after: " << (changed.empty() ? "unchanged" : join(changed, "; ")) << "\n";
  }
  s << "\nEnd of the round\n";
  for (const FigureEnd& f : o.end) s << "  " << figure_line(r, f) << "\n";
  if (!o.summoned.empty()) {
    std::vector<std::string> v;
    for (const auto& [id, h] : o.summoned) v.push_back(id + " " + hex_of(r, h));
    s << "  placed this round: " << join(v) << "\n";
  }
  {
    std::vector<std::string> v;
    for (Coord c : o.money) v.push_back(hex_of(r, c));
    s << "  money tokens: " << (v.empty() ? "none" : join(v)) << "\n";
  }
  if (!o.looted.empty()) {
    std::vector<std::string> v;
    for (const auto& [id, n] : o.looted) v.push_back(id + " " + std::to_string(n));
    s << "  looted: " << join(v) << "\n";
  }
  {
    std::vector<std::string> v;
    for (int e = 0; e < kElementCount; ++e) {
      const ElementState st = o.elements[static_cast<std::size_t>(e)];
      if (st != ElementState::Inert)
        v.push_back(std::string(element_name(static_cast<Element>(e))) + " " +
                    std::string(element_state_name(st)));
    }
    s << "  elements: " << (v.empty() ? "all inert" : join(v)) << "\n";
  }
  std::vector<std::string> other;
  for (const auto& c : o.choices)
    if (!c.key.empty() && c.key.rfind("order/", 0) == 0)
      other.push_back(c.key + ": " + c.alternatives[static_cast<std::size_t>(c.chosen)] + " (" +
                      std::to_string(c.chosen + 1) + " of " +
                      std::to_string(c.alternatives.size()) + ")");
  if (!other.empty()) s << "\nTied orders (the players choose)\n  " << join(other, "\n  ") << "\n";
  if (!o.choices.empty()) {
    s << "\nChoice points: " << o.choices.size() << " (arbiter round --branches walks them all)\n";
  }
  for (const auto& n : o.notes) s << "Note: " << n << "\n";
  if (opt.board) {
    const Scenario& end = o.final_position;
    const pathing::Board b = build_board(end);
    Decision none;
    s << "\nThe board at the end of the round\n" << render_board(end, b, none, opt.color);
  }
  return s.str();
}

namespace {

ojson attack_json(const AttackRecord& a) {
  ojson j = ojson::object();
  j["attacker"] = a.attacker;
  j["target"] = a.target;
  j["attack"] = a.attack;
  j["shield"] = a.shield;
  j["advantage"] = a.advantage;
  j["disadvantage"] = a.disadvantage;
  ojson dist = ojson::object();
  for (const auto& [dmg, p] : a.odds.damage) dist[std::to_string(dmg)] = odds::rational_str(p);
  j["damage_odds"] = dist;
  j["expected_damage"] = odds::rational_str(a.odds.expected);
  j["kill_chance"] =
      a.target_hp ? ojson(odds::rational_str(a.odds.at_least(*a.target_hp))) : ojson(nullptr);
  j["drawn"] = a.drawn;
  j["damage"] = a.damage ? ojson(*a.damage) : ojson(nullptr);
  j["killed"] = a.killed;
  j["conditions"] = condition_names(a.conditions);
  j["retaliated"] = a.retaliated;
  return j;
}

ojson figure_json(const LoadedRound& r, const FigureEnd& f) {
  ojson j = ojson::object();
  j["id"] = f.id;
  j["hex"] = hex_j(r, f.hex);
  j["hp"] = f.hp ? ojson(*f.hp) : ojson(nullptr);
  j["max_hp"] = f.max_hp ? ojson(*f.max_hp) : ojson(nullptr);
  j["conditions"] = condition_names(f.conditions);
  j["removed"] = f.removed;
  return j;
}

ojson elements_json(const Elements& e) {
  ojson j = ojson::object();
  for (int k = 0; k < kElementCount; ++k)
    j[std::string(element_name(static_cast<Element>(k)))] =
        std::string(element_state_name(e[static_cast<std::size_t>(k)]));
  return j;
}

}  // namespace

ojson round_json(const LoadedRound& r, const RoundOutcome& o) {
  ojson j = ojson::object();
  j["version"] = arbiter::report::kOutputVersion;
  j["game"] = "gloomhaven";
  j["scenario"] = r.position.name;
  j["rules"] = std::string(rule_set_name(o.rules));
  j["kind"] = "round";
  ojson order = ojson::array();
  for (const Activation& a : o.timeline) order.push_back(a.figure);
  j["order"] = order;
  ojson timeline = ojson::array();
  for (const Activation& a : o.timeline) {
    ojson aj = ojson::object();
    aj["figure"] = a.figure;
    aj["initiative"] = a.initiative;
    aj["why"] = a.why;
    ojson actions = ojson::array();
    for (const ActionRecord& rec : a.actions) {
      ojson x = ojson::object();
      x["number"] = rec.number;
      x["kind"] = rec.kind;
      x["lines"] = rec.lines;
      ojson path = ojson::array();
      for (Coord c : rec.path) path.push_back(hex_j(r, c));
      x["path"] = path;
      x["choice"] = rec.choice ? ojson(o.choices[*rec.choice].key) : ojson(nullptr);
      x["option"] = rec.option ? ojson(*rec.option + 1) : ojson(nullptr);
      x["options"] = rec.decision ? ojson(rec.decision->options.size()) : ojson(nullptr);
      ojson attacks = ojson::array();
      for (const AttackRecord& at : rec.attacks) attacks.push_back(attack_json(at));
      x["attacks"] = attacks;
      actions.push_back(x);
    }
    aj["actions"] = actions;
    ojson after = ojson::array();
    for (const FigureEnd& f : a.after) after.push_back(figure_json(r, f));
    aj["after"] = after;
    timeline.push_back(aj);
  }
  j["timeline"] = timeline;
  ojson end = ojson::object();
  ojson figs = ojson::array();
  for (const FigureEnd& f : o.end) figs.push_back(figure_json(r, f));
  end["figures"] = figs;
  ojson money = ojson::array();
  for (Coord c : o.money) money.push_back(hex_j(r, c));
  end["money"] = money;
  ojson looted = ojson::object();
  for (const auto& [id, n] : o.looted) looted[id] = n;
  end["looted"] = looted;
  end["elements"] = elements_json(o.elements);
  ojson summoned = ojson::array();
  for (const auto& [id, h] : o.summoned) summoned.push_back({{"id", id}, {"hex", hex_j(r, h)}});
  end["summoned"] = summoned;
  j["end"] = end;
  ojson choices = ojson::array();
  for (const auto& c : o.choices)
    choices.push_back(
        {{"key", c.key}, {"what", c.what}, {"options", c.alternatives}, {"chosen", c.chosen + 1}});
  j["choices"] = choices;
  j["notes"] = o.notes;
  return j;
}

std::string branches_text(const LoadedRound& r, const RoundBranches& b, std::size_t max_paths) {
  std::ostringstream s;
  s << r.position.name << ": " << b.boards.size() << " distinct end-of-round board"
    << (b.boards.size() == 1 ? "" : "s") << " from " << b.paths << " choice path"
    << (b.paths == 1 ? "" : "s") << "\n";
  if (b.bound_hit)
    s << "stopped at --max-branches " << max_paths
      << " complete paths: more exist; raise the bound to walk them all\n";
  for (std::size_t i = 0; i < b.boards.size(); ++i) {
    const auto& e = b.boards[i];
    std::vector<std::string> ch;
    for (const auto& [k, v] : e.first_choices) ch.push_back(k + "=" + std::to_string(v));
    s << "\n"
      << i + 1 << ". " << e.paths << " path" << (e.paths == 1 ? "" : "s")
      << (ch.empty() ? std::string(" (no choice)") : "; e.g. --choose " + join(ch, ",")) << "\n";
    std::istringstream lines(e.summary);
    for (std::string line; std::getline(lines, line);) s << "   " << line << "\n";
  }
  return s.str();
}

ojson branches_json(const RoundBranches& b, std::size_t max_paths) {
  ojson j = ojson::object();
  j["paths"] = b.paths;
  j["bound"] = max_paths;
  j["bound_hit"] = b.bound_hit;
  ojson boards = ojson::array();
  for (const auto& e : b.boards) {
    ojson x = ojson::object();
    x["paths"] = e.paths;
    ojson ch = ojson::object();
    for (const auto& [k, v] : e.first_choices) ch[k] = v;
    x["choose"] = ch;
    x["summary"] = e.summary;
    boards.push_back(x);
  }
  j["boards"] = boards;
  return j;
}

std::string round_svg(const RoundOutcome& o, const SvgOptions& so) {
  // Each panel is a whole SVG picture of its own, nested at its place.
  std::ostringstream body;
  double width = 0, y = 0;
  const auto attr = [](const std::string& svg, const std::string& name) {
    const auto p = svg.find(" " + name + "=\"");
    if (p == std::string::npos) return 0.0;
    return std::stod(svg.substr(p + name.size() + 3));
  };
  std::size_t panel = 0;
  for (std::size_t i = 0; i < o.timeline.size(); ++i) {
    const Activation& a = o.timeline[i];
    for (const ActionRecord& rec : a.actions) {
      if (!rec.decision || !rec.position) continue;
      const Scenario& pos = o.positions[*rec.position];
      const pathing::Board b = build_board(pos);
      Decision d = *rec.decision;
      // The option taken first, so that it is drawn as option 1.
      if (rec.option && *rec.option > 0)
        std::rotate(d.options.begin(), d.options.begin() + static_cast<std::ptrdiff_t>(*rec.option),
                    d.options.begin() + static_cast<std::ptrdiff_t>(*rec.option) + 1);
      std::string svg = render_svg(pos, b, d, so);
      const double w = attr(svg, "width"), h = attr(svg, "height");
      // Nested as it is: an <svg> inside an <svg> keeps its own viewBox.
      svg = svg.substr(svg.find("<svg"));
      svg.insert(4, " x=\"0\" y=\"" + std::to_string(static_cast<int>(y + 30)) + "\"");
      ++panel;
      body << "<text x=\"8\" y=\"" << y + 22 << "\" font-family=\"sans-serif\" font-size=\"16\">"
           << panel << ". activation " << i + 1 << ": " << a.figure << ", action " << number_of(rec)
           << (rec.option ? ", option " + std::to_string(*rec.option + 1) + " taken" : "")
           << "</text>\n";
      body << svg;
      y += h + 40;
      width = std::max(width, w);
    }
  }
  std::ostringstream out;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
         "width=\""
      << std::max(width, 320.0) << "\" height=\"" << std::max(y, 40.0) << "\" viewBox=\"0 0 "
      << std::max(width, 320.0) << " " << std::max(y, 40.0) << "\">\n";
  if (panel == 0)
    out << "<text x=\"8\" y=\"24\" font-family=\"sans-serif\" font-size=\"16\">no move or "
           "attack this round</text>\n";
  out << body.str() << "</svg>\n";
  return out.str();
}

namespace {

// The attacks as expected (w) and as played (g), in the order they were made; of an attack
// played, only what the expectation gives (all of it for an unexpected attack).
void attacks_json(const RoundOutcome& o, const RoundExpect& e, ojson& w, ojson& g) {
  const auto got = round_attacks(o);
  for (std::size_t i = 0; i < std::max(e.attacks->size(), got.size()); ++i) {
    if (i < e.attacks->size()) {
      const ExpectedAttack& x = (*e.attacks)[i];
      ojson a = {{"attacker", x.attacker}, {"target", x.target}};
      if (x.expected) a["expected"] = *x.expected;
      if (x.kill) a["kill"] = *x.kill;
      if (x.damage) {
        ojson d = ojson::object();
        for (const auto& [n, pr] : *x.damage) d[std::to_string(n)] = pr;
        a["damage"] = d;
      }
      w.push_back(a);
    }
    if (i < got.size()) {
      const AttackRecord& ar = *got[i];
      ojson a = {{"attacker", ar.attacker}, {"target", ar.target}};
      // Only what the expectation gives is compared (all of it for an unexpected attack).
      const ExpectedAttack* x = i < e.attacks->size() ? &(*e.attacks)[i] : nullptr;
      if (!x || x->expected) a["expected"] = odds::rational_str(ar.odds.expected);
      if ((!x || x->kill) && ar.target_hp)
        a["kill"] = odds::rational_str(ar.odds.at_least(*ar.target_hp));
      if (x && x->kill && !ar.target_hp) a["kill"] = nullptr;
      if (x && x->damage) {
        ojson d = ojson::object();
        for (const auto& [n, pr] : ar.odds.damage) d[std::to_string(n)] = odds::rational_str(pr);
        a["damage"] = d;
      }
      g.push_back(a);
    }
  }
}

// A figure's end of the round as expected (w) and as played (g): only what the expectation
// gives, and whether it was removed when either says so.
void figure_json(const LoadedRound& r, const ExpectedFigure& ef, const FigureEnd& f, ojson& w,
                 ojson& g) {
  if (ef.removed || f.removed) {
    w["removed"] = ef.removed;
    g["removed"] = f.removed;
  }
  if (!f.removed) {
    if (ef.hex) {
      w["hex"] = hex_j(r, *ef.hex);
      g["hex"] = hex_j(r, f.hex);
    }
    if (ef.hp) {
      w["hp"] = *ef.hp;
      g["hp"] = f.hp ? ojson(*f.hp) : ojson(nullptr);
    }
    if (ef.conditions) {
      w["conditions"] = *ef.conditions;
      g["conditions"] = condition_names(f.conditions);
    }
  }
}

}  // namespace

RoundComparison compare_round(const LoadedRound& r, const RoundOutcome& o, const RoundExpect& e) {
  RoundComparison c;
  c.pass = true;
  std::ostringstream want, got;
  const auto differ = [&](const std::string& what, const ojson& w, const ojson& g) {
    c.expected[what] = w;
    c.got[what] = g;
    if (w != g) {
      c.pass = false;
      want << "    " << what << ": " << w.dump() << "\n";
      got << "    " << what << ": " << g.dump() << "\n";
    }
  };
  if (e.order) {
    ojson g = ojson::array();
    for (const Activation& a : o.timeline) g.push_back(a.figure);
    differ("order", *e.order, g);
  }
  if (e.reasons) {
    ojson w = ojson::object(), g = ojson::object();
    for (const auto& [figure, why] : *e.reasons) {
      const std::string& id = figure;  // a structured binding cannot be captured (C++20)
      w[id] = why;
      const auto it = std::find_if(o.timeline.begin(), o.timeline.end(),
                                   [&](const Activation& a) { return a.figure == id; });
      g[id] = it == o.timeline.end() ? ojson(nullptr) : ojson(it->why);
    }
    differ("reasons", w, g);
  }
  if (e.attacks) {
    ojson w = ojson::array(), g = ojson::array();
    attacks_json(o, e, w, g);
    differ("attacks", w, g);
  }
  for (const auto& [key, ef] : e.figures) {
    const std::string& id = key;  // a name a lambda can capture (clang 14: not a binding)
    const auto it =
        std::find_if(o.end.begin(), o.end.end(), [&](const FigureEnd& f) { return f.id == id; });
    ojson w = ojson::object(), g = ojson::object();
    if (it == o.end.end()) {
      w["present"] = true;
      g["present"] = false;
      differ("figures." + id, w, g);
      continue;
    }
    figure_json(r, ef, *it, w, g);
    differ("figures." + id, w, g);
  }
  if (e.summoned) {
    ojson w = ojson::array(), g = ojson::array();
    // A set: compared in id order.
    auto ws = *e.summoned, gs = o.summoned;
    std::sort(ws.begin(), ws.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::sort(gs.begin(), gs.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [id, h] : ws) w.push_back({{"id", id}, {"hex", hex_j(r, h)}});
    for (const auto& [id, h] : gs) g.push_back({{"id", id}, {"hex", hex_j(r, h)}});
    differ("summoned", w, g);
  }
  if (e.looted) {
    ojson w = ojson::object(), g = ojson::object();
    for (const auto& [id, n] : *e.looted)
      if (n > 0) w[id] = n;
    for (const auto& [id, n] : o.looted) g[id] = n;
    differ("looted", w, g);
  }
  if (e.elements) {
    ojson w = ojson::object(), g = ojson::object();
    for (const auto& [el, st] : *e.elements) {
      w[std::string(element_name(el))] = std::string(element_state_name(st));
      g[std::string(element_name(el))] =
          std::string(element_state_name(o.elements[static_cast<std::size_t>(el)]));
    }
    differ("elements", w, g);
  }
  if (e.money) {
    // A set: compared in hex order.
    const auto sorted = [&](std::vector<Coord> v) {
      std::sort(v.begin(), v.end(),
                [](Coord a, Coord b) { return a.q != b.q ? a.q < b.q : a.r < b.r; });
      ojson j = ojson::array();
      for (Coord c : v) j.push_back(hex_j(r, c));
      return j;
    };
    differ("money", sorted(*e.money), sorted(o.money));
  }
  c.expected_text = want.str();
  c.got_text = got.str();
  if (c.pass) {
    c.expected_text = "    (as expected)\n";
    c.got_text = "    (as expected)\n";
  }
  return c;
}

ojson round_expect_json(const LoadedRound& r, const RoundOutcome& o) {
  ojson j = ojson::object();
  ojson order = ojson::array();
  for (const Activation& a : o.timeline) order.push_back(a.figure);
  j["order"] = order;
  // The reasons of the figures whose place a tie rule decided, or a door revealed.
  ojson reasons = ojson::object();
  for (const Activation& a : o.timeline)
    if (!a.tie.empty() || a.revealed) reasons[a.figure] = a.why;
  if (!reasons.empty()) j["reasons"] = reasons;
  ojson attacks = ojson::array();
  for (const AttackRecord* ar : round_attacks(o)) {
    ojson a = {{"attacker", ar->attacker},
               {"target", ar->target},
               {"expected", odds::rational_str(ar->odds.expected)}};
    if (ar->target_hp) a["kill"] = odds::rational_str(ar->odds.at_least(*ar->target_hp));
    attacks.push_back(a);
  }
  if (!attacks.empty()) j["attacks"] = attacks;
  ojson figs = ojson::object();
  for (const FigureEnd& f : o.end) {
    ojson x = ojson::object();
    if (f.removed) {
      x["removed"] = true;
    } else {
      x["hex"] = hex_j(r, f.hex);
      if (f.hp) x["hp"] = *f.hp;
      x["conditions"] = condition_names(f.conditions);
    }
    figs[f.id] = x;
  }
  j["figures"] = figs;
  ojson summoned = ojson::array();
  for (const auto& [id, h] : o.summoned) summoned.push_back({{"id", id}, {"hex", hex_j(r, h)}});
  j["summoned"] = summoned;
  ojson looted = ojson::object();
  for (const auto& [id, n] : o.looted) looted[id] = n;
  j["looted"] = looted;
  j["elements"] = elements_json(o.elements);
  ojson money = ojson::array();
  for (Coord c : o.money) money.push_back(hex_j(r, c));
  j["money"] = money;
  return j;
}

}  // namespace arbiter::gloomhaven::report
