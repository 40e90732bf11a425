// Heroscape behind the per-game interface: the loader section, decide, the reports, and
// `arbiter check` against the Heroscape `expect` block (docs/format.md).
#include <algorithm>
#include <set>
#include <sstream>

#include "solver/games/authoring.hpp"
#include "solver/games/game.hpp"
#include "solver/heroscape/report.hpp"
#include "solver/heroscape/rules.hpp"
#include "solver/heroscape/scenario.hpp"
#include "solver/heroscape/state.hpp"

namespace arbiter::games {
namespace {

namespace hs = heroscape;

class HeroscapeScenario final : public LoadedScenario {
 public:
  explicit HeroscapeScenario(hs::Scenario s) : s_(std::move(s)), st_(hs::build_state(s_)) {}

  std::string_view game() const override { return "heroscape"; }
  const std::string& name() const override { return s_.envelope.name; }

  std::vector<std::string> expected_rule_sets() const override {
    std::vector<std::string> out;
    for (const auto& [rules, e] : s_.expect) out.emplace_back(hs::kRuleSetNames[rules]);
    return out;
  }

  std::string solve(const SolveRequest& r, Workspace& ws) const override {
    const int rules = rule_set(r.rules);
    const hs::Decision d = hs::decide(st_, hs::profile(rules), s_.objective, ws.heroscape);
    const hs::ReportContext c{s_, st_, d, hs::kRuleSetNames[rules]};
    std::optional<hs::CellIndex> cell;
    if (r.explain_hex) {
      const auto x = st_.board.find(s_.envelope.coordinates.to_axial(*r.explain_hex));
      if (!x) {
        throw scenario::ScenarioError(s_.path, "(--explain-hex)",
                                      "hex [" + std::to_string(r.explain_hex->q) + ", " +
                                          std::to_string(r.explain_hex->r) + "] is not on the map");
      }
      cell = *x;
    }
    if (r.json) {
      std::string out = hs::decision_json(c, cell);
      if (cell) {
        out.pop_back();  // the closing brace
        out += ",\"explain_hex\":" +
               nlohmann::ordered_json(hs::explain_cell(c, *cell, ws.heroscape)).dump() + "}";
      }
      return out + "\n";
    }
    std::string out = hs::render_text(c, std::nullopt);
    if (cell) out += hs::explain_cell(c, *cell, ws.heroscape);
    return out;
  }

  std::string render_svg(const std::optional<std::string>& rules, bool legend,
                         Workspace& ws) const override {
    const int rs = rule_set(rules);
    const hs::Decision d = hs::decide(st_, hs::profile(rs), s_.objective, ws.heroscape);
    return hs::render_svg(hs::ReportContext{s_, st_, d, hs::kRuleSetNames[rs]}, legend);
  }

  CheckCase check(const std::string& rules, Workspace& ws) const override;

  std::string file_rule_set() const override {
    return s_.envelope.rules ? std::string(hs::kRuleSetNames[*s_.envelope.rules]) : std::string();
  }

  ExpectUpdate expect_update(const std::string& rules, Workspace& ws) const override;

  std::vector<lint::Finding> lint(Workspace&) const override { return {}; }

 private:
  int rule_set(const std::optional<std::string>& forced) const {
    if (forced) return hs::parse_rule_set(*forced).value();
    return s_.envelope.rules ? static_cast<int>(*s_.envelope.rules) : 0;
  }

  // A destination as text, its hexes in the file's coordinates, sorted (pairs are sets).
  std::string dest_text(std::vector<pathing::Coord> axial) const {
    std::vector<std::string> parts;
    for (pathing::Coord a : axial) {
      const pathing::Coord w = s_.envelope.coordinates.from_axial(a);
      parts.push_back("[" + std::to_string(w.q) + ", " + std::to_string(w.r) + "]");
    }
    std::sort(parts.begin(), parts.end());
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : "+") + p;
    return out;
  }
  std::string dest_text(const std::array<hs::CellIndex, 2>& cells) const {
    std::vector<pathing::Coord> a;
    for (hs::CellIndex c : cells) {
      if (c != hs::kNoCell) a.push_back(st_.board.coord(c));
    }
    return dest_text(a);
  }

  // The named fields of a choice, as "key value" text.
  std::string fields_text(const hs::ExpectedChoice& want, const hs::Decision& d,
                          const hs::Choice* got) const {
    std::string out;
    const auto frac = [&](const char* key, const std::optional<odds::Fraction>& w,
                          odds::Fraction hs::Choice::*member) {
      if (!w) return;
      out += std::string(" ") + key + " " + (got ? (got->*member).str() : w->str());
    };
    const auto count = [&](const char* key, const std::optional<int>& w, int value) {
      if (!w) return;
      out += std::string(" ") + key + " " + std::to_string(got ? value : *w);
    };
    frac("score", want.score, &hs::Choice::score);
    frac("expected", want.expected, &hs::Choice::expected_dealt);
    frac("p_wound", want.p_wound, &hs::Choice::p_wound);
    frac("p_destroy", want.p_destroy, &hs::Choice::p_destroy);
    frac("p_destroyed", want.p_destroyed, &hs::Choice::p_destroyed);
    const bool att = got && got->attack;
    count("attack_dice", want.attack_dice, att ? got->attack->attack_dice : 0);
    count("defense_dice", want.defense_dice, att ? got->attack->defense_dice : 0);
    (void)d;
    // The path the choice is weighed on (the least-risk one that fits).
    count("cost", want.cost, got ? got->cost.length : 0);
    count("dice", want.dice, got ? got->cost.dice : 0);
    return out;
  }

  // A destination as the file writes it: one hex, or the pair of a double-space figure.
  nlohmann::ordered_json dest_json(const std::array<hs::CellIndex, 2>& cells) const {
    nlohmann::ordered_json hexes = nlohmann::ordered_json::array();
    for (hs::CellIndex c : cells) {
      if (c == hs::kNoCell) continue;
      const pathing::Coord w = s_.envelope.coordinates.from_axial(st_.board.coord(c));
      hexes.push_back(nlohmann::ordered_json::array({w.q, w.r}));
    }
    return hexes.size() == 1 ? hexes[0] : hexes;
  }

  std::string choice_head(const std::string& dest, const std::optional<std::string>& target,
                          bool special = false,
                          const std::optional<std::string>& eat = std::nullopt) const {
    return dest + " " + (eat ? "eat " + *eat + ", " : std::string()) +
           (target ? (special ? "special attack " : "attack ") + *target
                   : std::string("no attack"));
  }
  // The figure a choice eats first (Grimnak), if any.
  std::optional<std::string> eaten_id(const hs::Choice& ch) const {
    return ch.eaten == hs::kNoFigure ? std::nullopt
                                     : std::optional<std::string>(st_.figures[ch.eaten].id);
  }

  hs::Scenario s_;
  hs::State st_;
};

CheckCase HeroscapeScenario::check(const std::string& rules, Workspace& ws) const {
  const int rs = hs::parse_rule_set(rules).value();
  const hs::Expectation& e = s_.expect.at(rs);
  const hs::Decision d = hs::decide(st_, hs::profile(rs), s_.objective, ws.heroscape);
  std::vector<std::string> want, got;

  std::set<std::string> reached;
  for (const auto& dest : d.destinations) reached.insert(dest_text(dest.cells));
  if (e.reachable) {
    const bool dice = std::all_of(e.reachable->begin(), e.reachable->end(),
                                  [](const hs::ExpectedReach& r) { return r.dice.has_value(); });
    const bool safe =
        std::all_of(e.reachable->begin(), e.reachable->end(), [](const hs::ExpectedReach& r) {
          return r.least_risk_cost.has_value() && r.least_risk_dice.has_value();
        });
    for (const auto& r : *e.reachable) {
      want.push_back("reach " + dest_text(r.destination) + " cost " + std::to_string(r.cost) +
                     (dice ? " dice " + std::to_string(*r.dice) : "") +
                     (safe ? " least risk cost " + std::to_string(*r.least_risk_cost) + " dice " +
                                 std::to_string(*r.least_risk_dice)
                           : ""));
    }
    for (const auto& dest : d.destinations) {
      got.push_back("reach " + dest_text(dest.cells) + " cost " + std::to_string(dest.cost.length) +
                    (dice ? " dice " + std::to_string(dest.cost.dice) : "") +
                    (safe ? " least risk cost " + std::to_string(dest.least_risk.length) +
                                " dice " + std::to_string(dest.least_risk.dice)
                          : ""));
    }
  }
  for (const auto& u : e.unreachable) {
    const std::string t = dest_text(u);
    want.push_back("unreachable " + t);
    got.push_back((reached.count(t) ? "reachable " : "unreachable ") + t);
  }
  const auto find_choice = [&](const std::string& dest, const std::optional<std::string>& target,
                               bool best_only, bool special,
                               const std::optional<std::string>& eat) -> const hs::Choice* {
    for (const auto& ch : d.choices) {
      if (best_only && ch.rank != 1) continue;
      if (ch.special != special || eaten_id(ch) != eat) continue;
      if (dest_text(d.destinations[ch.destination].cells) != dest) continue;
      const std::optional<std::string> t =
          ch.attack ? std::optional<std::string>(st_.figures[ch.attack->target].id) : std::nullopt;
      if (t == target) return &ch;
    }
    return nullptr;
  };
  if (e.best) {
    // The set of rank-1 choices; the fields each expected one names are compared too.
    for (const auto& w : *e.best) {
      const std::string dest = dest_text(w.destination);
      const std::string head = choice_head(dest, w.target, w.special, w.eat);
      want.push_back("best " + head + fields_text(w, d, nullptr));
      const hs::Choice* g = find_choice(dest, w.target, true, w.special, w.eat);
      if (g != nullptr) got.push_back("best " + head + fields_text(w, d, g));
    }
    for (const auto& ch : d.choices) {
      if (ch.rank != 1) continue;
      const std::string dest = dest_text(d.destinations[ch.destination].cells);
      const std::optional<std::string> t =
          ch.attack ? std::optional<std::string>(st_.figures[ch.attack->target].id) : std::nullopt;
      const bool named = std::any_of(e.best->begin(), e.best->end(), [&](const auto& w) {
        return dest_text(w.destination) == dest && w.target == t && w.special == ch.special &&
               w.eat == eaten_id(ch);
      });
      if (!named) got.push_back("best " + choice_head(dest, t, ch.special, eaten_id(ch)));
    }
  }
  for (const auto& w : e.choices) {
    const std::string dest = dest_text(w.destination);
    const std::string head = choice_head(dest, w.target, w.special, w.eat);
    want.push_back("choice " + head + fields_text(w, d, nullptr));
    const hs::Choice* g = find_choice(dest, w.target, false, w.special, w.eat);
    got.push_back(g ? "choice " + head + fields_text(w, d, g) : "missing choice " + head);
  }
  for (const auto& w : e.charge) {
    const std::string dest = dest_text(w.destination);
    want.push_back("charge " + dest + " p " + w.p.str());
    const auto it = std::find_if(d.charge.begin(), d.charge.end(), [&](const hs::ChargeReach& r) {
      return dest_text(r.cells) == dest;
    });
    got.push_back(it != d.charge.end() ? "charge " + dest + " p " + it->p.str()
                                       : "no charge to " + dest);
  }
  for (const auto& w : e.absent) {
    const std::string dest = dest_text(w.destination);
    const std::string head = choice_head(dest, w.target, w.special, w.eat);
    want.push_back("absent " + head);
    got.push_back((find_choice(dest, w.target, false, w.special, w.eat) ? "present " : "absent ") +
                  head);
  }
  return compare_facts(std::move(want), std::move(got));
}

// `check --update`: the answers in the shape of the file's own expectation. `best` is always
// written (the rank-1 choices, each with the fields its old entry pinned, `score` for a new
// one); `reachable` when the file had it; the `unreachable` hexes still unreachable and the
// pinned `choices` still made are kept, with today's values.
LoadedScenario::ExpectUpdate HeroscapeScenario::expect_update(const std::string& rules,
                                                              Workspace& ws) const {
  using ojson = nlohmann::ordered_json;
  const int rs = hs::parse_rule_set(rules).value();
  ExpectUpdate u;
  const hs::Expectation* e = expectation_for(s_.expect, rs, rules, ws, u);
  const hs::Decision d = hs::decide(st_, hs::profile(rs), s_.objective, ws.heroscape);
  const auto target_of = [&](const hs::Choice& ch) {
    return ch.attack ? std::optional<std::string>(st_.figures[ch.attack->target].id) : std::nullopt;
  };
  const auto choice_json = [&](const hs::Choice& ch, const hs::ExpectedChoice* pinned) {
    const hs::Destination& dest = d.destinations[ch.destination];
    ojson o = ojson::object();
    o["destination"] = dest_json(dest.cells);
    const auto t = target_of(ch);
    o["target"] = t ? ojson(*t) : ojson(nullptr);
    if (ch.special) o["special"] = true;
    if (const auto eat = eaten_id(ch)) o["eat"] = *eat;
    const auto frac = [&](const char* key, bool named, const odds::Fraction& v) {
      if (named) o[key] = v.str();
    };
    const auto count = [&](const char* key, bool named, int v) {
      if (named) o[key] = v;
    };
    frac("score", pinned == nullptr || pinned->score.has_value(), ch.score);
    if (pinned == nullptr) return o;
    frac("expected", pinned->expected.has_value(), ch.expected_dealt);
    frac("p_wound", pinned->p_wound.has_value(), ch.p_wound);
    frac("p_destroy", pinned->p_destroy.has_value(), ch.p_destroy);
    frac("p_destroyed", pinned->p_destroyed.has_value(), ch.p_destroyed);
    count("attack_dice", pinned->attack_dice.has_value(), ch.attack ? ch.attack->attack_dice : 0);
    count("defense_dice", pinned->defense_dice.has_value(),
          ch.attack ? ch.attack->defense_dice : 0);
    count("cost", pinned->cost.has_value(), ch.cost.length);
    count("dice", pinned->dice.has_value(), ch.cost.dice);
    return o;
  };
  // The old entry naming the same destination and target, if any.
  const auto same = [&](const hs::ExpectedChoice& w, const hs::Choice& ch) {
    return dest_text(w.destination) == dest_text(d.destinations[ch.destination].cells) &&
           w.target == target_of(ch) && w.special == ch.special && w.eat == eaten_id(ch);
  };
  const auto pinned_in = [&](const std::vector<hs::ExpectedChoice>& list,
                             const hs::Choice& ch) -> const hs::ExpectedChoice* {
    for (const auto& w : list)
      if (same(w, ch)) return &w;
    return nullptr;
  };

  ojson v = ojson::object();
  if (e != nullptr && e->reachable) {
    v["reachable"] = ojson::array();
    for (const auto& dest : d.destinations) {
      ojson r = ojson::object();
      r["destination"] = dest_json(dest.cells);
      r["cost"] = dest.cost.length;
      r["dice"] = dest.cost.dice;
      const bool safe =
          std::all_of(e->reachable->begin(), e->reachable->end(),
                      [](const hs::ExpectedReach& x) { return x.least_risk_cost.has_value(); });
      if (safe && !e->reachable->empty()) {
        r["least_risk_cost"] = dest.least_risk.length;
        r["least_risk_dice"] = dest.least_risk.dice;
      }
      v["reachable"].push_back(std::move(r));
    }
  }
  if (e != nullptr && !e->unreachable.empty()) {
    std::set<std::string> reached;
    for (const auto& dest : d.destinations) reached.insert(dest_text(dest.cells));
    ojson list = ojson::array();
    for (const auto& w : e->unreachable) {
      if (reached.count(dest_text(w))) continue;
      ojson hexes = ojson::array();
      for (pathing::Coord a : w) {
        const pathing::Coord c = s_.envelope.coordinates.from_axial(a);
        hexes.push_back(ojson::array({c.q, c.r}));
      }
      list.push_back(hexes.size() == 1 ? hexes[0] : hexes);
    }
    if (!list.empty()) v["unreachable"] = std::move(list);
  }
  v["best"] = ojson::array();
  static const std::vector<hs::ExpectedChoice> kNone;
  for (const auto& ch : d.choices) {
    if (ch.rank != 1) continue;
    v["best"].push_back(choice_json(ch, pinned_in(e && e->best ? *e->best : kNone, ch)));
  }
  if (e != nullptr && !e->choices.empty()) {
    ojson list = ojson::array();
    for (const auto& w : e->choices) {
      for (const auto& ch : d.choices) {
        if (!same(w, ch)) continue;
        list.push_back(choice_json(ch, &w));
        break;
      }
    }
    if (!list.empty()) v["choices"] = std::move(list);
  }
  if (e != nullptr && !e->charge.empty()) {
    // The charge destinations still reached, with today's chances.
    ojson list = ojson::array();
    for (const auto& w : e->charge) {
      for (const auto& r : d.charge) {
        if (dest_text(r.cells) != dest_text(w.destination)) continue;
        list.push_back({{"destination", dest_json(r.cells)}, {"p", r.p.str()}});
      }
    }
    if (!list.empty()) v["charge"] = std::move(list);
  }
  if (e != nullptr && !e->absent.empty()) {
    // The choices still absent are kept.
    ojson list = ojson::array();
    for (const auto& w : e->absent) {
      const bool made = std::any_of(d.choices.begin(), d.choices.end(),
                                    [&](const hs::Choice& ch) { return same(w, ch); });
      if (made) continue;
      ojson o = ojson::object();
      ojson hexes = ojson::array();
      for (pathing::Coord a : w.destination) {
        const pathing::Coord c = s_.envelope.coordinates.from_axial(a);
        hexes.push_back(ojson::array({c.q, c.r}));
      }
      o["destination"] = hexes.size() == 1 ? hexes[0] : hexes;
      o["target"] = w.target ? ojson(*w.target) : ojson(nullptr);
      if (w.special) o["special"] = true;
      if (w.eat) o["eat"] = *w.eat;
      list.push_back(std::move(o));
    }
    if (!list.empty()) v["absent"] = std::move(list);
  }
  u.value = std::move(v);
  return u;
}

}  // namespace

std::unique_ptr<LoadedScenario> load_heroscape(const nlohmann::json& root,
                                               const std::string& file) {
  return std::make_unique<HeroscapeScenario>(hs::read_scenario(root, file));
}

// `new`: a level map, the acting figure A (red) on the left, an enemy E1 (blue) on the
// right, with the numbers of a common card; every field the format asks for is there.
StartingFile new_heroscape(const NewRequest& r) {
  authoring::refuse(r.players.has_value(), "--players",
                    "heroscape figures have sides (each figure's `side`), not players");
  const authoring::HexStart h = authoring::hex_start(r, "heroscape");
  const auto figure = [](const std::string& id, const std::string& side, pathing::Coord c) {
    return "    {\"id\": \"" + id + "\", \"side\": \"" + side + "\", \"hexes\": [" +
           scenario::hex_text(c) +
           "], \"height\": 5, \"move\": 5, \"range\": 1, \"attack\": 3, \"defense\": 2, "
           "\"life\": 1}";
  };
  std::ostringstream f;
  f << authoring::envelope("heroscape", r.name,
                           "map (levels, terrain, obstacles), figures and turn")
    << "  \"coordinates\": \"" << h.coordinates << "\",\n"
    << "  \"map\": {\"hexes\": " << h.hexes << ",\n"
    << "          \"default_level\": 1, \"levels\": {}, \"terrain\": {}, \"obstacles\": []},\n"
    << "  \"figures\": [\n"
    << figure("A", "red", h.left) << ",\n"
    << figure("E1", "blue", h.right) << "\n"
    << "  ],\n"
    << "  \"turn\": {\"figure\": \"A\"}\n"
    << "}\n";
  return {f.str(), h.words("heroscape map") + ", figure A at " + scenario::hex_text(h.left) +
                       ", enemy E1 at " + scenario::hex_text(h.right)};
}

// `show`: the map drawn by Gloomhaven's hex board, its hexes and figures (a double-space
// figure's id on both its hexes; the acting figure's side as the monsters' colour). Levels,
// terrain and obstacles are in `render`'s picture and `solve`'s text.
Sketch sketch_heroscape(const nlohmann::json& root, const std::string& file,
                        const SketchOptions& o) {
  const hs::Scenario h = hs::read_scenario(root, file);
  gloomhaven::Scenario s;
  s.name = h.envelope.name;
  s.coordinates = h.envelope.coordinates;
  s.map.hexes = h.hexes;
  const hs::FigureSpec* acting = h.find_figure(h.acting);
  Sketch k;
  for (const auto& f : h.figures) {
    std::string where;
    for (pathing::Coord c : f.hexes) {
      gloomhaven::Figure x;
      x.id = f.id;
      x.side = acting != nullptr && f.side == acting->side ? gloomhaven::Side::Monsters
                                                           : gloomhaven::Side::Players;
      x.hex = c;
      s.figures.push_back(std::move(x));
      where += (where.empty() ? "" : " ") + scenario::hex_text(s.coordinates.from_axial(c));
    }
    k.listing += authoring::figure_line(f.id, f.side, where, f.id == h.acting);
  }
  k.heading =
      authoring::heading(s.name, std::to_string(s.map.hexes.size()) + " hexes",
                         authoring::coordinates_text(s.coordinates), "heroscape", h.envelope.title);
  s.turn.figure = h.acting;  // what --crop centres on
  k.board = authoring::hex_board(s, o);
  return k;
}

}  // namespace arbiter::games
