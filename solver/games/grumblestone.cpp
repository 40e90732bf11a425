// Grumblestone behind the per-game interface: the loader section, decide, the reports, and
// `arbiter check` against the Grumblestone `expect` block (docs/format.md).
#include <algorithm>
#include <stdexcept>

#include "solver/games/game.hpp"
#include "solver/grumblestone/decide.hpp"
#include "solver/grumblestone/lint.hpp"
#include "solver/grumblestone/report.hpp"
#include "solver/grumblestone/rules.hpp"
#include "solver/grumblestone/scenario.hpp"

namespace arbiter::games {
namespace {

namespace gs = grumblestone;

class GrumblestoneScenario final : public LoadedScenario {
 public:
  explicit GrumblestoneScenario(gs::Scenario s) : s_(std::move(s)) {}

  std::string_view game() const override { return "grumblestone"; }
  const std::string& name() const override { return s_.envelope.name; }

  std::vector<std::string> expected_rule_sets() const override {
    std::vector<std::string> out;
    for (const auto& [rules, e] : s_.expect) out.emplace_back(gs::kRuleSetNames[rules]);
    return out;
  }

  std::string solve(const SolveRequest& r, Workspace&) const override {
    const int rs = rule_set(r.rules);
    const gs::Decision d = decide(rs);
    const gs::ReportContext c{s_, d, gs::kRuleSetNames[rs]};
    std::optional<std::pair<int, int>> cell;
    if (r.explain_hex) {
      // A board cell is [column, row], 1..6 each, the numbers of the dice.
      const int col = r.explain_hex->q, row = r.explain_hex->r;
      if (col < 1 || col > gs::kSide || row < 1 || row > gs::kSide) {
        throw scenario::ScenarioError(
            s_.path, "(--explain-hex)",
            "cell [" + std::to_string(col) + ", " + std::to_string(row) +
                "] is not on the 6x6 golem board; write COLUMN,ROW with each 1..6");
      }
      cell = std::pair{col - 1, row - 1};
    }
    if (r.json) {
      auto j = gs::decision_json(c);
      if (r.explain) j["explain"] = gs::explain_ranking(c);
      if (cell) j["explain_hex"] = gs::explain_cell(c, cell->first, cell->second);
      return j.dump() + "\n";
    }
    std::string out = gs::render_text(c);
    if (r.explain) out += gs::explain_ranking(c);
    if (cell) out += gs::explain_cell(c, cell->first, cell->second);
    return out;
  }

  std::string render_svg(const std::optional<std::string>& rules, bool legend,
                         Workspace&) const override {
    const int rs = rule_set(rules);
    const gs::Decision d = decide(rs);
    return gs::render_svg(gs::ReportContext{s_, d, gs::kRuleSetNames[rs]}, legend);
  }

  CheckCase check(const std::string& rules, Workspace& ws) const override;

  std::vector<lint::Finding> lint(Workspace&) const override { return gs::lint_scenario(s_); }

 private:
  int rule_set(const std::optional<std::string>& forced) const {
    if (forced) return gs::parse_rule_set(*forced).value();
    return s_.envelope.rules ? static_cast<int>(*s_.envelope.rules) : 0;
  }
  gs::Decision decide(int rs) const {
    try {
      return gs::decide(s_, gs::profile(rs, s_.attack_all));
    } catch (const std::overflow_error&) {
      // Values are exact 64-bit fractions outside the reroll search; weights with large
      // unrelated denominators can outgrow them.
      throw scenario::ScenarioError(s_.path, "objective.weights",
                                    "these weights make the plans' exact values too large for "
                                    "64 bits; use smaller denominators");
    }
  }

  gs::Scenario s_;
};

std::string placement_text(int slot, const gs::TileCells& cells) {
  return "placement slot " + std::to_string(slot + 1) + " " + gs::cells_text(cells);
}

CheckCase GrumblestoneScenario::check(const std::string& rules, Workspace&) const {
  const int rs = gs::parse_rule_set(rules).value();
  const gs::Expectation& e = s_.expect.at(rs);
  const gs::Decision d = decide(rs);
  std::vector<std::string> want, got;
  if (e.value) {
    want.push_back("value " + e.value->str());
    got.push_back("value " + (d.actions.empty() ? std::string("none")
                                                : odds::rational_str(d.actions.front().value)));
  }
  if (e.best) {
    for (const auto& a : *e.best) want.push_back("best " + a.text);
    for (const auto& a : d.actions) {
      if (a.rank == 1) got.push_back("best " + gs::action_text(a));
    }
  }
  for (const auto& a : e.actions) {
    want.push_back("action " + a.text + " value " + a.value->str());
    const auto it = std::find_if(d.actions.begin(), d.actions.end(),
                                 [&](const gs::Action& x) { return gs::action_text(x) == a.text; });
    got.push_back(it == d.actions.end()
                      ? "missing action " + a.text
                      : "action " + a.text + " value " + odds::rational_str(it->value));
  }
  const gs::Plan* plan = d.plans.empty() ? nullptr : &d.plans.front();
  const gs::Purchase* buy = plan && !plan->purchases.empty() ? &plan->purchases.front() : nullptr;
  if (e.target) {
    want.push_back("target " + (e.target->empty() ? std::string("none") : *e.target));
    std::string t = "none";
    if (plan && !plan->rumble.targets.empty()) {
      t.clear();
      for (std::size_t i : plan->rumble.targets) t += (t.empty() ? "" : "+") + s_.players[i].id;
    }
    got.push_back("target " + t);
  }
  if (e.boost) {
    want.push_back("boost " + std::to_string(*e.boost));
    got.push_back("boost " + std::to_string(plan ? plan->rumble.boost : 0));
  }
  if (e.damage) {
    int dealt = 0;
    if (plan) {
      for (int x : plan->rumble.damage) dealt += x;
    }
    want.push_back("damage " + std::to_string(*e.damage));
    got.push_back("damage " + std::to_string(dealt));
  }
  const auto slots_text = [](const std::vector<int>& v) {
    std::string out;
    for (int x : v) out += (out.empty() ? "" : ",") + std::to_string(x + 1);
    return out.empty() ? std::string("none") : out;
  };
  if (e.buy_slots) {
    want.push_back("buy slots " + slots_text(*e.buy_slots));
    got.push_back("buy slots " + (buy ? slots_text(buy->slots) : std::string("none")));
  }
  if (e.attack_tokens) {
    want.push_back("buy attack tokens " + std::to_string(*e.attack_tokens));
    got.push_back("buy attack tokens " + std::to_string(buy ? buy->attack_tokens : 0));
  }
  if (e.shield_tokens) {
    want.push_back("buy shield tokens " + std::to_string(*e.shield_tokens));
    got.push_back("buy shield tokens " + std::to_string(buy ? buy->shield_tokens : 0));
  }
  for (const auto& [slot, list] : e.placements) {
    for (const auto& p : list) want.push_back(placement_text(slot, p.cells));
    for (const auto& sp : d.placements) {
      if (sp.slot != slot) continue;
      for (const auto& r : sp.ranked) {
        if (r.rank != 1) continue;
        got.push_back(r.cells ? placement_text(slot, *r.cells)
                              : "placement slot " + std::to_string(slot + 1) + " discard");
      }
    }
  }
  if (e.power_after) {
    want.push_back("power after " + *e.power_after);
    const gs::Power p = buy ? buy->power_after : s_.players[s_.acting].power;
    got.push_back("power after " + std::string(gs::kPowerNames[int(p)]));
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

std::unique_ptr<LoadedScenario> load_grumblestone(const nlohmann::json& root,
                                                  const std::string& file) {
  return std::make_unique<GrumblestoneScenario>(gs::read_scenario(root, file));
}

}  // namespace arbiter::games
