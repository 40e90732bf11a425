// Arcadia Quest behind the per-game interface: the loader section, decide, the reports,
// and `arbiter check` against the Arcadia Quest `expect` block (docs/format.md).
#include <algorithm>

#include "solver/arcadia/decide.hpp"
#include "solver/arcadia/report.hpp"
#include "solver/arcadia/rules.hpp"
#include "solver/arcadia/scenario.hpp"
#include "solver/arcadia/state.hpp"
#include "solver/games/game.hpp"

namespace arbiter::games {
namespace {

namespace aq = arcadia;
using odds::exact_str;

class ArcadiaScenario final : public LoadedScenario {
 public:
  // The state points at the scenario, so the scenario lives on the heap and never moves.
  explicit ArcadiaScenario(aq::Scenario s)
      : s_(std::make_unique<aq::Scenario>(std::move(s))), st_(aq::build_state(*s_)) {}

  std::string_view game() const override { return "arcadia-quest"; }
  const std::string& name() const override { return s_->envelope.name; }

  std::vector<std::string> expected_rule_sets() const override {
    std::vector<std::string> out;
    for (const auto& [rules, e] : s_->expect) out.emplace_back(aq::kRuleSetNames[rules]);
    return out;
  }

  std::string solve(const SolveRequest& r, Workspace&) const override {
    const int rules = rule_set(r.rules);
    const aq::Decision d = aq::decide(st_, aq::profile(rules), s_->objective);
    const aq::ReportContext c{*s_, st_, d, aq::kRuleSetNames[rules]};
    std::optional<pathing::Coord> cell;
    if (r.explain_hex) {
      cell = *r.explain_hex;
      if (std::find(s_->cells.begin(), s_->cells.end(), *cell) == s_->cells.end()) {
        throw scenario::ScenarioError(s_->path, "(--explain-hex)",
                                      "cell " + scenario::hex_text(*cell) + " is not on the board");
      }
    }
    if (r.json) {
      auto j = aq::decision_json(c);
      if (cell) j["explain_hex"] = aq::explain_cell(c, *cell);
      return j.dump() + "\n";
    }
    std::string out = aq::render_text(c);
    if (cell) out += aq::explain_cell(c, *cell);
    return out;
  }

  std::string render_svg(const std::optional<std::string>& rules, bool legend,
                         Workspace&) const override {
    const int rs = rule_set(rules);
    const aq::Decision d = aq::decide(st_, aq::profile(rs), s_->objective);
    return aq::render_svg(aq::ReportContext{*s_, st_, d, aq::kRuleSetNames[rs]}, legend);
  }

  CheckCase check(const std::string& rules, Workspace& ws) const override;

  std::vector<lint::Finding> lint(Workspace&) const override;

 private:
  int rule_set(const std::optional<std::string>& forced) const {
    if (forced) return aq::parse_rule_set(*forced).value();
    return s_->envelope.rules ? static_cast<int>(*s_->envelope.rules) : 0;
  }

  static std::string key_text(const aq::OptionKey& k) {
    return scenario::hex_text(k.destination) + " " + k.card + " on " + k.target;
  }
  std::string key_text(const aq::Option& o) const {
    return scenario::hex_text(st_.board.coord(o.destination)) + " " +
           st_.hero(st_.acting).attacks[o.card].name + " on " + aq::target_name(st_, o);
  }
  static std::string list_text(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    std::string out = "[";
    for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + v[i];
    return out + "]";
  }

  // The named fields of an expected option, from the expectation or from `got`.
  std::string fields(const aq::ExpectedOption& want, const aq::Option* got) const {
    std::string out;
    if (want.rank) out += " rank " + std::to_string(got ? got->rank : *want.rank);
    if (want.guards) {
      std::vector<std::string> g = *want.guards;
      if (got) {
        g.clear();
        for (std::size_t m : got->guards) g.push_back(st_.monster(m).id);
      }
      out += " guards " + list_text(g);
    }
    const aq::Payback* pb = got && got->payback ? &*got->payback : nullptr;
    if (want.payback_moves) {
      std::vector<std::string> cells;
      if (got) {
        if (pb) {
          for (const auto& mv : pb->moves) {
            if (mv.preferred) cells.push_back(scenario::hex_text(st_.board.coord(mv.cell)));
          }
        }
      } else {
        for (pathing::Coord c : *want.payback_moves) cells.push_back(scenario::hex_text(c));
      }
      std::sort(cells.begin(), cells.end());
      cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
      out += " payback_moves " + list_text(cells);
    }
    if (want.payback_attacks) {
      const bool v = got ? pb != nullptr && pb->chosen().attacks : *want.payback_attacks;
      out += std::string(" payback_attacks ") + (v ? "true" : "false");
    }
    if (want.payback_hits) {
      std::vector<std::string> h = *want.payback_hits;
      if (got) {
        h.clear();
        if (pb && pb->chosen().attacks) {
          for (std::size_t x : pb->chosen().hits) h.push_back(st_.hero(x).id);
        }
      }
      out += " payback_hits " + list_text(h);
    }
    const auto frac = [&](const char* key, const std::optional<odds::Exact>& w,
                          const odds::Exact& value) {
      if (w) out += std::string(" ") + key + " " + exact_str(got ? value : *w);
    };
    const odds::Exact none = 0;
    frac("p_kill", want.p_kill, got ? got->p_kill : none);
    frac("p_payback", want.p_payback, got ? got->p_payback : none);
    frac("expected_dealt", want.expected_dealt, got ? got->expected_dealt : none);
    frac("expected_taken", want.expected_taken, got ? got->expected_taken : none);
    frac("p_hero_killed", want.p_hero_killed, got ? got->p_hero_killed : none);
    for (const auto& [player, value] : want.coins) {
      const auto idx = static_cast<std::size_t>(
          std::find(s_->players.begin(), s_->players.end(), player) - s_->players.begin());
      out += " coins " + player + " " + exact_str(got ? got->coins[idx] : value);
    }
    return out;
  }

  std::unique_ptr<aq::Scenario> s_;
  aq::State st_;
};

// Layout problems that are not format errors: a hero with nothing to attack, walls or doors
// beside blocked cells (they change nothing), a single player controlling its own reactions.
std::vector<lint::Finding> ArcadiaScenario::lint(Workspace&) const {
  std::vector<lint::Finding> out;
  const auto add = [&](const char* check, std::string place, std::string message) {
    out.push_back({lint::Severity::Warning, check, s_->path, std::move(place), std::move(message)});
  };
  const aq::Decision d = aq::decide(st_, aq::profile(rule_set(std::nullopt)), s_->objective);
  if (d.options.empty()) {
    add("no-option", "turn.hero",
        s_->acting + " cannot attack anything this turn (no target in reach or in sight)");
  }
  const auto blocked = [&](pathing::Coord c) {
    return std::find(s_->blocked.begin(), s_->blocked.end(), c) != s_->blocked.end();
  };
  for (const auto& [edges, name] :
       {std::pair{&s_->walls, "walls"}, std::pair{&s_->doors, "doors"}}) {
    for (std::size_t i = 0; i < edges->size(); ++i) {
      const aq::Edge& e = (*edges)[i];
      if (blocked(e.a) || blocked(e.b)) {
        add("useless-edge", "board." + std::string(name) + "[" + std::to_string(i) + "]",
            "the edge between " + scenario::hex_text(e.a) + " and " + scenario::hex_text(e.b) +
                " touches a blocked cell: it changes nothing");
      }
    }
  }
  if (s_->players.size() == 1) {
    add("one-player", "players",
        "with one player, the player to the attacker's right is the attacker's own");
  }
  return out;
}

CheckCase ArcadiaScenario::check(const std::string& rules, Workspace&) const {
  const int rs = aq::parse_rule_set(rules).value();
  const aq::Expectation& e = s_->expect.at(rs);
  const aq::Decision d = aq::decide(st_, aq::profile(rs), s_->objective);
  std::vector<std::string> want, got;
  const auto find = [&](const aq::OptionKey& k) -> const aq::Option* {
    for (const auto& o : d.options) {
      if (key_text(o) == key_text(k)) return &o;
    }
    return nullptr;
  };
  if (e.best) {
    for (const auto& k : *e.best) want.push_back("best " + key_text(k));
    for (const auto& o : d.options) {
      if (o.rank == 1) got.push_back("best " + key_text(o));
    }
  }
  for (const auto& w : e.options) {
    want.push_back("option " + key_text(w.key) + fields(w, nullptr));
    const aq::Option* g = find(w.key);
    got.push_back(g ? "option " + key_text(w.key) + fields(w, g)
                    : "missing option " + key_text(w.key));
  }
  for (const auto& k : e.absent) {
    want.push_back("absent " + key_text(k));
    got.push_back((find(k) ? "present " : "absent ") + key_text(k));
  }
  if (e.respawn) {
    for (const auto& r : *e.respawn) {
      const std::string where = r.cell ? scenario::hex_text(*r.cell) : std::string("box");
      want.push_back("respawn " + r.monster + " " + where + " " + exact_str(r.p));
      odds::Exact p = 0;
      for (const auto& out : d.respawn) {
        if (s_->graveyard[out.monster] != r.monster) continue;
        if (!r.cell) p = out.box;
        for (const auto& [c, pr] : out.cells) {
          if (r.cell && st_.board.coord(c) == *r.cell) p = pr;
        }
      }
      got.push_back("respawn " + r.monster + " " + where + " " + exact_str(p));
    }
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

std::unique_ptr<LoadedScenario> load_arcadia(const nlohmann::json& root, const std::string& file) {
  return std::make_unique<ArcadiaScenario>(aq::read_scenario(root, file));
}

}  // namespace arbiter::games
