// Heroscape behind the per-game interface: the loader section, decide, the reports, and
// `arbiter check` against the Heroscape `expect` block (docs/format.md).
#include <algorithm>
#include <set>

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
      auto j = hs::decision_json(c, cell);
      if (cell) j["explain_hex"] = hs::explain_cell(c, *cell, ws.heroscape);
      return j.dump() + "\n";
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
    const hs::Destination* dest = got ? &d.destinations[got->destination] : nullptr;
    count("cost", want.cost, dest ? dest->cost.length : 0);
    count("dice", want.dice, dest ? dest->cost.dice : 0);
    return out;
  }

  std::string choice_head(const std::string& dest, const std::optional<std::string>& target) const {
    return dest + " " + (target ? "attack " + *target : std::string("no attack"));
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
    for (const auto& r : *e.reachable) {
      want.push_back("reach " + dest_text(r.destination) + " cost " + std::to_string(r.cost) +
                     (dice ? " dice " + std::to_string(*r.dice) : ""));
    }
    for (const auto& dest : d.destinations) {
      got.push_back("reach " + dest_text(dest.cells) + " cost " + std::to_string(dest.cost.length) +
                    (dice ? " dice " + std::to_string(dest.cost.dice) : ""));
    }
  }
  for (const auto& u : e.unreachable) {
    const std::string t = dest_text(u);
    want.push_back("unreachable " + t);
    got.push_back((reached.count(t) ? "reachable " : "unreachable ") + t);
  }
  const auto find_choice = [&](const std::string& dest, const std::optional<std::string>& target,
                               bool best_only) -> const hs::Choice* {
    for (const auto& ch : d.choices) {
      if (best_only && ch.rank != 1) continue;
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
      want.push_back("best " + choice_head(dest, w.target) + fields_text(w, d, nullptr));
      const hs::Choice* g = find_choice(dest, w.target, true);
      if (g != nullptr) {
        got.push_back("best " + choice_head(dest, w.target) + fields_text(w, d, g));
      }
    }
    for (const auto& ch : d.choices) {
      if (ch.rank != 1) continue;
      const std::string dest = dest_text(d.destinations[ch.destination].cells);
      const std::optional<std::string> t =
          ch.attack ? std::optional<std::string>(st_.figures[ch.attack->target].id) : std::nullopt;
      const bool named = std::any_of(e.best->begin(), e.best->end(), [&](const auto& w) {
        return dest_text(w.destination) == dest && w.target == t;
      });
      if (!named) got.push_back("best " + choice_head(dest, t));
    }
  }
  for (const auto& w : e.choices) {
    const std::string dest = dest_text(w.destination);
    want.push_back("choice " + choice_head(dest, w.target) + fields_text(w, d, nullptr));
    const hs::Choice* g = find_choice(dest, w.target, false);
    got.push_back(g ? "choice " + choice_head(dest, w.target) + fields_text(w, d, g)
                    : "missing choice " + choice_head(dest, w.target));
  }
  std::sort(want.begin(), want.end());
  std::sort(got.begin(), got.end());
  CheckCase c;
  c.pass = want == got;
  for (const auto& x : want) {
    c.expected.push_back(x);
    c.expected_text += "    " + x + "\n";
  }
  for (const auto& x : got) {
    c.got.push_back(x);
    c.got_text += "    " + x + "\n";
  }
  return c;
}

}  // namespace

std::unique_ptr<LoadedScenario> load_heroscape(const nlohmann::json& root,
                                               const std::string& file) {
  return std::make_unique<HeroscapeScenario>(hs::read_scenario(root, file));
}

}  // namespace arbiter::games
