// Grumblestone behind the per-game interface: the loader section, decide, the reports, and
// `arbiter check` against the Grumblestone `expect` block (docs/format.md).
#include "solver/grumblestone/adapter.hpp"

#include <algorithm>
#include <map>
#include <sstream>
#include <stdexcept>

#include "solver/game/authoring.hpp"
#include "solver/grumblestone/decide.hpp"
#include "solver/grumblestone/lint.hpp"
#include "solver/grumblestone/report.hpp"
#include "solver/grumblestone/rules.hpp"
#include "solver/grumblestone/scenario.hpp"
#include "solver/report/output.hpp"

namespace arbiter::grumblestone {
namespace {

namespace authoring = game::authoring;
namespace gs = grumblestone;
using game::CheckCase;
using game::compare_facts;
using game::LoadedScenario;
using game::NewRequest;
using game::Sketch;
using game::SketchOptions;
using game::SolveRequest;
using game::StartingFile;
using game::Workspace;

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

  std::string solve_text(const SolveRequest& r, Workspace&) const override {
    const int rs = rule_set(r.rules);
    const gs::Decision d = decide(rs);
    const gs::ReportContext c{s_, d, gs::kRuleSetNames[rs]};
    const auto cell = cell_to_explain(r);
    std::string out = gs::render_text(c, r.all ? report::kListAll : 8);
    if (r.explain) out += gs::explain_ranking(c);
    if (cell) out += gs::explain_cell(c, cell->first, cell->second);
    return out;
  }

  nlohmann::ordered_json solve_json(const SolveRequest& r, Workspace&) const override {
    const int rs = rule_set(r.rules);
    const gs::Decision d = decide(rs);
    const gs::ReportContext c{s_, d, gs::kRuleSetNames[rs]};
    const auto cell = cell_to_explain(r);
    auto j = gs::decision_json(c);
    if (r.explain) j["explain"] = gs::explain_ranking(c);
    if (cell) j["explain_hex"] = gs::explain_cell(c, cell->first, cell->second);
    return j;
  }

  std::string render_svg(const std::optional<std::string>& rules, bool legend,
                         Workspace&) const override {
    const int rs = rule_set(rules);
    const gs::Decision d = decide(rs);
    return gs::render_svg(gs::ReportContext{s_, d, gs::kRuleSetNames[rs]}, legend);
  }

  CheckCase check(const std::string& rules, Workspace& ws) const override;

  std::string file_rule_set() const override {
    return s_.envelope.rules ? std::string(gs::kRuleSetNames[*s_.envelope.rules]) : std::string();
  }

  ExpectUpdate expect_update(const std::string& rules, Workspace& ws) const override;

  std::vector<lint::Finding> lint(Workspace&) const override { return gs::lint_scenario(s_); }

 private:
  // --explain-hex's cell as 0-based (column, row): a board cell is [column, row], 1..6 each,
  // the numbers of the dice.
  std::optional<std::pair<int, int>> cell_to_explain(const SolveRequest& r) const {
    if (!r.explain_hex) return std::nullopt;
    const int col = r.explain_hex->q, row = r.explain_hex->r;
    if (col < 1 || col > gs::kSide || row < 1 || row > gs::kSide) {
      throw scenario::ScenarioError(
          s_.path, "(--explain-hex)",
          "cell [" + std::to_string(col) + ", " + std::to_string(row) +
              "] is not on the 6x6 golem board; write COLUMN,ROW with each 1..6");
    }
    return std::pair{col - 1, row - 1};
  }

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

// What an `expect` entry may say of the best assign-now plan, as the decision has it; `check`
// compares these and `--update` writes them.
struct PlanFacts {
  std::vector<std::string> targets;  // the players attacked (none: no target)
  int boost = 0, damage = 0;
  std::vector<int> buy_slots;  // 0-based
  int attack_tokens = 0, shield_tokens = 0;
  std::string power_after;
  // Per market slot, the rank-1 placements of its tile alone (nullopt: discarding it).
  std::map<int, std::vector<std::optional<gs::TileCells>>> placements;
  // The plan's bought tiles, each laid (several in one turn) or discarded (nullopt).
  std::vector<std::pair<int, std::optional<gs::TileCells>>> laid;
};

PlanFacts plan_facts(const gs::Scenario& s, const gs::Decision& d) {
  PlanFacts f;
  const gs::Plan* plan = d.plans.empty() ? nullptr : &d.plans.front();
  const gs::Purchase* buy = plan && !plan->purchases.empty() ? &plan->purchases.front() : nullptr;
  if (plan) {
    for (std::size_t i : plan->rumble.targets) f.targets.push_back(s.players[i].id);
    f.boost = plan->rumble.boost;
    for (int x : plan->rumble.damage) f.damage += x;
  }
  if (buy) {
    f.buy_slots = buy->slots;
    f.attack_tokens = buy->attack_tokens;
    f.shield_tokens = buy->shield_tokens;
    for (std::size_t i = 0; i < buy->slots.size(); ++i) {
      f.laid.emplace_back(buy->slots[i], i < buy->placed.size() ? buy->placed[i] : std::nullopt);
    }
  }
  f.power_after = gs::kPowerNames[int(buy ? buy->power_after : s.players[s.acting].power)];
  for (const auto& sp : d.placements) {
    auto& list = f.placements[sp.slot];
    for (const auto& r : sp.ranked) {
      if (r.rank == 1) list.push_back(r.cells);
    }
  }
  return f;
}

// A first action as `expect` writes it (read back to the same action_text by the loader).
nlohmann::ordered_json action_json(const gs::Action& a) {
  nlohmann::ordered_json o = nlohmann::ordered_json::object();
  const auto number = [](gs::Line l) { return l % gs::kSide + 1; };
  const auto is_row = [](gs::Line l) { return l >= gs::kSide; };
  if (a.kind == gs::ActionKind::Assign) {
    o["action"] = "assign";
    const gs::LinePair l = a.lines;
    if (l.b == gs::kNoLine) return o;
    if (l.a == gs::kNoLine) {
      o[is_row(l.b) ? "row" : "column"] = number(l.b);
    } else if (is_row(l.a) == is_row(l.b)) {
      o[is_row(l.a) ? "rows" : "columns"] = {number(l.a), number(l.b)};
    } else {
      o["column"] = number(l.a);  // sorted: the column comes first
      o["row"] = number(l.b);
    }
    return o;
  }
  o["action"] = a.kind == gs::ActionKind::Reroll ? "reroll" : "shift";
  o["die"] = a.face;
  if (a.kind == gs::ActionKind::Shift) o["to"] = a.to;
  if (a.blue) o["blue"] = true;
  if (a.free) o["free"] = true;
  return o;
}

std::string slots_text(const std::vector<int>& v) {
  std::string out;
  for (int x : v) out += (out.empty() ? "" : ",") + std::to_string(x + 1);
  return out.empty() ? std::string("none") : out;
}

std::string targets_text(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  std::string t;
  for (const auto& id : v) t += (t.empty() ? "" : "+") + id;
  return t.empty() ? std::string("none") : t;
}

CheckCase GrumblestoneScenario::check(const std::string& rules, Workspace&) const {
  const int rs = gs::parse_rule_set(rules).value();
  const gs::Expectation& e = s_.expect.at(rs);
  const gs::Decision d = decide(rs);
  const PlanFacts f = plan_facts(s_, d);
  std::vector<std::string> want, got;
  if (e.value) {
    want.push_back("value " + odds::rational_str(*e.value));
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
    want.push_back("action " + a.text + " value " + odds::rational_str(*a.value));
    const auto it = std::find_if(d.actions.begin(), d.actions.end(),
                                 [&](const gs::Action& x) { return gs::action_text(x) == a.text; });
    got.push_back(it == d.actions.end()
                      ? "missing action " + a.text
                      : "action " + a.text + " value " + odds::rational_str(it->value));
  }
  for (const auto& a : e.absent) {
    want.push_back("absent action " + a.text);
    const bool made = std::any_of(d.actions.begin(), d.actions.end(), [&](const gs::Action& x) {
      return gs::action_text(x) == a.text;
    });
    got.push_back((made ? "present action " : "absent action ") + a.text);
  }
  if (e.target) {
    want.push_back("target " + targets_text(*e.target));
    got.push_back("target " + targets_text(f.targets));
  }
  const auto count = [&](const char* what, const std::optional<int>& w, int value) {
    if (!w) return;
    want.push_back(std::string(what) + " " + std::to_string(*w));
    got.push_back(std::string(what) + " " + std::to_string(value));
  };
  count("boost", e.boost, f.boost);
  count("damage", e.damage, f.damage);
  if (e.buy_slots) {
    want.push_back("buy slots " + slots_text(*e.buy_slots));
    got.push_back("buy slots " + slots_text(f.buy_slots));
  }
  count("buy attack tokens", e.attack_tokens, f.attack_tokens);
  count("buy shield tokens", e.shield_tokens, f.shield_tokens);
  for (const auto& [slot, list] : e.placements) {
    for (const auto& p : list) {
      want.push_back(p.discard ? "placement slot " + std::to_string(slot + 1) + " discard"
                               : placement_text(slot, p.cells));
    }
    const auto it = f.placements.find(slot);
    if (it == f.placements.end()) continue;
    for (const auto& cells : it->second) {
      got.push_back(cells ? placement_text(slot, *cells)
                          : "placement slot " + std::to_string(slot + 1) + " discard");
    }
  }
  if (e.laid) {
    // Every tile the plan buys, laid together or discarded.
    const auto laid_text = [](int slot, std::optional<gs::TileCells> cells) {
      if (cells) std::sort(cells->begin(), cells->end());
      return "laid slot " + std::to_string(slot + 1) + " " +
             (cells ? gs::cells_text(*cells) : std::string("discard"));
    };
    for (const auto& p : *e.laid) {
      want.push_back(
          laid_text(p.slot, p.discard ? std::nullopt : std::optional<gs::TileCells>(p.cells)));
    }
    for (const auto& [slot, cells] : f.laid) got.push_back(laid_text(slot, cells));
  }
  if (e.power_after) {
    want.push_back("power after " + *e.power_after);
    got.push_back("power after " + f.power_after);
  }
  return compare_facts(std::move(want), std::move(got));
}

// `check --update`: `value` and `best` always; the pinned `actions` still possible with
// today's values (those no longer possible are dropped), the `absent` actions still absent;
// the best plan's `target` (one id, or a list when it attacks several), `boost`, `damage`,
// `buy`, `placements` (a discarded tile as `"discard": true`), `laid` and `power_after` when
// the file named them. A file without an expectation also gets the best plan's target and
// damage, and what it buys.
LoadedScenario::ExpectUpdate GrumblestoneScenario::expect_update(const std::string& rules,
                                                                 Workspace& ws) const {
  using ojson = nlohmann::ordered_json;
  const int rs = gs::parse_rule_set(rules).value();
  ExpectUpdate u;
  const gs::Expectation* e = expectation_for(s_.expect, rs, rules, ws, u);
  const gs::Decision d = decide(rs);
  const PlanFacts f = plan_facts(s_, d);
  const bool fresh = e == nullptr;
  ojson v = ojson::object();
  if (!d.actions.empty()) v["value"] = odds::rational_str(d.actions.front().value);
  v["best"] = ojson::array();
  for (const auto& a : d.actions) {
    if (a.rank == 1) v["best"].push_back(action_json(a));
  }
  if (e != nullptr && !e->actions.empty()) {
    ojson list = ojson::array();
    for (const auto& w : e->actions) {
      for (const auto& a : d.actions) {
        if (gs::action_text(a) != w.text) continue;
        ojson o = action_json(a);
        o["value"] = odds::rational_str(a.value);
        list.push_back(std::move(o));
      }
    }
    if (!list.empty()) v["actions"] = std::move(list);
  }
  if (e != nullptr && !e->absent.empty()) {
    // The first actions still absent are kept, as the file wrote them.
    ojson list = ojson::array();
    for (const auto& w : e->absent) {
      const bool made = std::any_of(d.actions.begin(), d.actions.end(), [&](const gs::Action& x) {
        return gs::action_text(x) == w.text;
      });
      if (!made) list.push_back(ojson::parse(w.written.dump()));
    }
    if (!list.empty()) v["absent"] = std::move(list);
  }
  if (fresh || e->target) {
    v["target"] = f.targets.empty()       ? ojson(nullptr)
                  : f.targets.size() == 1 ? ojson(f.targets.front())
                                          : ojson(f.targets);
  }
  if (!fresh && e->boost) v["boost"] = f.boost;
  if (fresh || e->damage) v["damage"] = f.damage;
  const bool buys = !f.buy_slots.empty() || f.attack_tokens + f.shield_tokens > 0;
  if ((fresh && buys) || (!fresh && (e->buy_slots || e->attack_tokens || e->shield_tokens))) {
    ojson b = ojson::object();
    if (fresh || e->buy_slots) {
      b["slots"] = ojson::array();
      for (int x : f.buy_slots) b["slots"].push_back(x + 1);
    }
    if (fresh || e->attack_tokens) b["attack_tokens"] = f.attack_tokens;
    if (fresh || e->shield_tokens) b["shield_tokens"] = f.shield_tokens;
    v["buy"] = std::move(b);
  }
  if (!fresh && !e->placements.empty()) {
    ojson list = ojson::array();
    for (const auto& [slot, old] : e->placements) {
      const auto p = f.placements.find(slot);
      if (p == f.placements.end()) continue;
      for (const auto& cells : p->second) {
        ojson o = ojson::object();
        o["slot"] = slot + 1;
        if (cells) {
          o.update(gs::cells_json(*cells));
        } else {
          o["discard"] = true;
        }
        list.push_back(std::move(o));
      }
    }
    if (!list.empty()) v["placements"] = std::move(list);
  }
  if (!fresh && e->laid) {
    ojson list = ojson::array();
    for (const auto& [slot, cells] : f.laid) {
      ojson o = ojson::object();
      o["slot"] = slot + 1;
      if (cells) {
        o.update(gs::cells_json(*cells));
      } else {
        o["discard"] = true;
      }
      list.push_back(std::move(o));
    }
    v["laid"] = std::move(list);
  }
  if (!fresh && e->power_after) v["power_after"] = f.power_after;
  u.value = std::move(v);
  return u;
}

// `new`: the acting player P1 (Amber) with a printed board of every icon, the opponents with
// only what an attack on them needs, one market tile, a roll of two dice. Its hearts are few
// so that the changes' search stays small while the file is edited.
StartingFile new_file(const NewRequest& r) {
  authoring::refuse(r.columns.has_value() || r.rows.has_value(), r.columns ? "--columns" : "--rows",
                    "a grumblestone golem board is always 6 x 6 (cells [column, row], 1..6)");
  authoring::refuse(r.coordinates.has_value(), "--coordinates",
                    "a grumblestone board is written [column, row], 1..6; it has no coordinate "
                    "system to choose");
  const int players = authoring::player_count(r, 2, 2, 8);
  std::ostringstream f;
  f << authoring::envelope("grumblestone", r.name,
                           "players (golems, hearts, grumble, the acting player's board icons and "
                           "tiles), market, turn (the dice) and objective")
    << "  \"players\": [\n"
    << "    {\"id\": \"P1\", \"golem\": \"amber\", \"hearts\": 3, \"grumble\": 3,\n"
    << "     \"board\": {\"icons\": [\"A....H\", \".A..G.\", \"..A...\", \"...H..\", \".G..S.\", "
       "\"H....A\"],\n"
    << "               \"tiles\": []}}";
  for (int p = 1; p < players; ++p) {
    // The opponents' golems in the order of the format's list, after the acting Amber.
    const auto golem = gs::kGolemNames[static_cast<std::size_t>(p) % std::size(gs::kGolemNames)];
    f << ",\n    {\"id\": \"P" << p + 1 << "\", \"golem\": \"" << golem << "\", \"hearts\": 10}";
  }
  f << "\n  ],\n"
    << "  \"market\": {\"slots\": [{\"cost\": 3, \"tile\": {\"name\": \"spike\", \"rows\": "
       "[\"A_\"]}}]},\n"
    << "  \"turn\": {\"player\": \"P1\", \"dice\": [2, 5]},\n"
    << "  \"objective\": \"mix\"\n"
    << "}\n";
  return {f.str(), "a grumblestone turn: P1 (amber) rolls 2 and 5 on its 6 x 6 golem board, " +
                       std::to_string(players) + " players, 1 market tile"};
}

// `show`: the acting player's golem board as `solve` draws it, without a decision's marks;
// then the players and the market.
Sketch sketch(const nlohmann::json& root, const std::string& file, const SketchOptions&) {
  const gs::Scenario s = gs::read_scenario(root, file);
  const gs::Player& me = s.players[s.acting];
  Sketch k;
  k.heading = authoring::heading(s.envelope.name,
                                 "the 6 x 6 golem board of " + me.id + " (" +
                                     std::string(gs::kGolemNames[int(me.golem)]) + ")",
                                 "", "grumblestone", s.envelope.title);
  k.board = gs::board_text(s, nullptr);
  for (std::size_t i = 0; i < s.players.size(); ++i) {
    const gs::Player& p = s.players[i];
    std::string what = std::string(gs::kGolemNames[int(p.golem)]) + ", hearts " +
                       std::to_string(p.hearts) + ", grumble " + std::to_string(p.grumble);
    if (i == s.acting) {
      what += ", dice";
      for (int x : s.dice) what += " " + std::to_string(x);
    }
    k.listing += authoring::figure_line(p.id, what, "", i == s.acting);
  }
  for (std::size_t i = 0; i < s.market.slots.size(); ++i) {
    const auto& slot = s.market.slots[i];
    k.listing += "  market slot " + std::to_string(i + 1) + ": \"" + slot.tile_name + "\", " +
                 std::to_string(slot.cost) + " grumble\n";
  }
  return k;
}

std::unique_ptr<LoadedScenario> load(const nlohmann::json& root, const std::string& file) {
  return std::make_unique<GrumblestoneScenario>(gs::read_scenario(root, file));
}

}  // namespace

game::Game game_entry() {
  return {.name = "grumblestone",
          .rules = kRuleSetNames,
          .rule_sets = kRuleSets,
          .load = &load,
          .starting_file = &new_file,
          .sketch = &sketch};
}

}  // namespace arbiter::grumblestone
