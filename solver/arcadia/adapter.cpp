// Arcadia Quest behind the per-game interface: the loader section, decide, the reports,
// and `arbiter check` against the Arcadia Quest `expect` block (docs/format.md).
#include "solver/arcadia/adapter.hpp"

#include <algorithm>
#include <sstream>

#include "solver/arcadia/decide.hpp"
#include "solver/arcadia/report.hpp"
#include "solver/arcadia/rules.hpp"
#include "solver/arcadia/scenario.hpp"
#include "solver/arcadia/state.hpp"
#include "solver/game/authoring.hpp"
#include "solver/report/output.hpp"

namespace arbiter::arcadia {
namespace {

namespace authoring = game::authoring;
namespace aq = arcadia;
using game::CheckCase;
using game::compare_facts;
using game::LoadedScenario;
using game::NewRequest;
using game::OptionError;
using game::Sketch;
using game::SketchOptions;
using game::SolveRequest;
using game::StartingFile;
using game::Workspace;
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

  std::string solve_text(const SolveRequest& r, Workspace&) const override {
    const int rules = rule_set(r.rules);
    const aq::Decision d = aq::decide(st_, aq::profile(rules), s_->objective);
    const aq::ReportContext c{*s_, st_, d, aq::kRuleSetNames[rules]};
    const auto cell = cell_to_explain(r);
    std::string out = aq::render_text(c, r.all ? report::kListAll : 12);
    if (cell) out += aq::explain_cell(c, *cell);
    return out;
  }

  nlohmann::ordered_json solve_json(const SolveRequest& r, Workspace&) const override {
    const int rules = rule_set(r.rules);
    const aq::Decision d = aq::decide(st_, aq::profile(rules), s_->objective);
    const aq::ReportContext c{*s_, st_, d, aq::kRuleSetNames[rules]};
    const auto cell = cell_to_explain(r);
    auto j = aq::decision_json(c);
    if (cell) j["explain_hex"] = aq::explain_cell(c, *cell);
    return j;
  }

  std::string render_svg(const std::optional<std::string>& rules, bool legend,
                         Workspace&) const override {
    const int rs = rule_set(rules);
    const aq::Decision d = aq::decide(st_, aq::profile(rs), s_->objective);
    return aq::render_svg(aq::ReportContext{*s_, st_, d, aq::kRuleSetNames[rs]}, legend);
  }

  CheckCase check(const std::string& rules, Workspace& ws) const override;

  std::string file_rule_set() const override {
    return s_->envelope.rules ? std::string(aq::kRuleSetNames[*s_->envelope.rules]) : std::string();
  }

  ExpectUpdate expect_update(const std::string& rules, Workspace& ws) const override;

  std::vector<lint::Finding> lint(Workspace&) const override;

 private:
  // --explain-hex's cell, which must be on the board.
  std::optional<pathing::Coord> cell_to_explain(const SolveRequest& r) const {
    if (!r.explain_hex) return std::nullopt;
    if (std::find(s_->cells.begin(), s_->cells.end(), *r.explain_hex) == s_->cells.end()) {
      throw scenario::ScenarioError(
          s_->path, "(--explain-hex)",
          "cell " + scenario::hex_text(*r.explain_hex) + " is not on the board");
    }
    return r.explain_hex;
  }

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
  // Every field an expected option may pin, as the option `o` has it.
  aq::ExpectedOption observed(const aq::Option& o) const {
    aq::ExpectedOption v;
    v.rank = o.rank;
    v.guards.emplace();
    for (std::size_t m : o.guards) v.guards->push_back(st_.monster(m).id);
    v.payback_moves.emplace();
    v.payback_hits.emplace();
    const aq::Payback* pb = o.payback.get();
    if (pb) {
      for (const auto& mv : pb->moves) {
        if (mv.preferred) v.payback_moves->push_back(st_.board.coord(mv.cell));
      }
      if (pb->chosen().attacks) {
        for (std::size_t x : pb->chosen().hits) v.payback_hits->push_back(st_.hero(x).id);
      }
    }
    v.payback_attacks = pb != nullptr && pb->chosen().attacks;
    v.p_kill = o.p_kill;
    v.p_payback = o.p_payback;
    v.expected_dealt = o.expected_dealt;
    v.expected_taken = o.expected_taken;
    v.p_hero_killed = o.p_hero_killed;
    v.graveyard_slot = o.graveyard_slot;
    for (std::size_t p = 0; p < s_->players.size(); ++p) v.coins[s_->players[p]] = o.coins[p];
    return v;
  }

  // The fields `want` pins, valued as `v` has them (`want` itself, or observed()), in the
  // form the file writes them; sets sorted. `check` compares these and `--update` writes them.
  static nlohmann::ordered_json pinned(const aq::ExpectedOption& want,
                                       const aq::ExpectedOption& v) {
    nlohmann::ordered_json o = nlohmann::ordered_json::object();
    const auto ids = [](std::vector<std::string> x) {
      std::sort(x.begin(), x.end());
      return nlohmann::ordered_json(x);
    };
    if (want.rank) o["rank"] = *v.rank;
    if (want.guards) o["guards"] = ids(*v.guards);
    if (want.payback_moves) {
      std::vector<std::pair<int, int>> cells;
      for (pathing::Coord c : *v.payback_moves) cells.emplace_back(c.q, c.r);
      std::sort(cells.begin(), cells.end());
      cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
      o["payback_moves"] = nlohmann::ordered_json::array();
      for (const auto& [x, y] : cells) o["payback_moves"].push_back({x, y});
    }
    if (want.payback_attacks) o["payback_attacks"] = *v.payback_attacks;
    if (want.payback_hits) o["payback_hits"] = ids(*v.payback_hits);
    const auto frac = [&](const char* key, const std::optional<odds::Exact>& w,
                          const std::optional<odds::Exact>& x) {
      if (w) o[key] = exact_str(*x);
    };
    frac("p_kill", want.p_kill, v.p_kill);
    frac("p_payback", want.p_payback, v.p_payback);
    frac("expected_dealt", want.expected_dealt, v.expected_dealt);
    frac("expected_taken", want.expected_taken, v.expected_taken);
    frac("p_hero_killed", want.p_hero_killed, v.p_hero_killed);
    for (const auto& [player, value] : want.coins)
      o["coins"][player] = exact_str(v.coins.at(player));
    if (want.graveyard_slot) {
      const int g = *v.graveyard_slot;
      o["graveyard_slot"] = g < 0    ? nlohmann::ordered_json(nullptr)
                            : g == 0 ? nlohmann::ordered_json("box")
                                     : nlohmann::ordered_json(g);
    }
    return o;
  }

  // " rank 1 guards [G1, G2] p_kill 1/2": pinned fields for check's text.
  static std::string fields(const nlohmann::ordered_json& pins) {
    std::string out;
    const auto plain = [](const auto& self, const nlohmann::ordered_json& x) -> std::string {
      if (x.is_string()) return x.get<std::string>();
      std::string t;
      if (x.is_object()) {
        for (const auto& [k, y] : x.items()) t += (t.empty() ? "" : " ") + k + " " + self(self, y);
        return t;
      }
      if (!x.is_array()) return x.dump();
      for (const auto& y : x) t += (t.empty() ? "" : ", ") + self(self, y);
      return "[" + t + "]";
    };
    for (const auto& [k, x] : pins.items()) out += " " + k + " " + plain(plain, x);
    return out;
  }

  nlohmann::ordered_json key_json(const aq::Option& o) const {
    const pathing::Coord c = st_.board.coord(o.destination);
    return {{"destination", {c.q, c.r}},
            {"card", st_.hero(st_.acting).attacks[o.card].name},
            {"target", aq::target_name(st_, o)}};
  }
  static nlohmann::ordered_json key_json(const aq::OptionKey& k) {
    return {{"destination", {k.destination.q, k.destination.r}},
            {"card", k.card},
            {"target", k.target}};
  }

  // The option of `d` with the key `k`, or nullptr.
  const aq::Option* find(const aq::Decision& d, const aq::OptionKey& k) const {
    for (const auto& o : d.options) {
      if (key_text(o) == key_text(k)) return &o;
    }
    return nullptr;
  }

  // The chance that the graveyard's `monster` respawns on `cell` (nullopt: goes to the box).
  odds::Exact respawn_p(const aq::Decision& d, const std::string& monster,
                        const std::optional<pathing::Coord>& cell) const {
    for (const auto& out : d.respawn) {
      if (s_->graveyard[out.monster] != monster) continue;
      if (!cell) return out.box;
      for (const auto& [c, pr] : out.cells) {
        if (st_.board.coord(c) == *cell) return pr;
      }
    }
    return 0;
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
  if (e.best) {
    for (const auto& k : *e.best) want.push_back("best " + key_text(k));
    for (const auto& o : d.options) {
      if (o.rank == 1) got.push_back("best " + key_text(o));
    }
  }
  for (const auto& w : e.options) {
    want.push_back("option " + key_text(w.key) + fields(pinned(w, w)));
    const aq::Option* g = find(d, w.key);
    got.push_back(g ? "option " + key_text(w.key) + fields(pinned(w, observed(*g)))
                    : "missing option " + key_text(w.key));
  }
  for (const auto& k : e.absent) {
    want.push_back("absent " + key_text(k));
    got.push_back((find(d, k) ? "present " : "absent ") + key_text(k));
  }
  if (e.respawn) {
    for (const auto& r : *e.respawn) {
      const std::string where = r.cell ? scenario::hex_text(*r.cell) : std::string("box");
      want.push_back("respawn " + r.monster + " " + where + " " + exact_str(r.p));
      got.push_back("respawn " + r.monster + " " + where + " " +
                    exact_str(respawn_p(d, r.monster, r.cell)));
    }
  }
  return compare_facts(std::move(want), std::move(got));
}

// `check --update`: the answers in the shape of the file's own expectation. `best` is always
// written (the rank-1 options); the pinned `options` still offered are kept with today's
// values of the fields they pin (those no longer offered are dropped), the `absent` options
// still absent are kept, and `respawn` entries get today's chances. A file without an
// expectation also gets every respawn outcome of a rule set that has the respawn step.
LoadedScenario::ExpectUpdate ArcadiaScenario::expect_update(const std::string& rules,
                                                            Workspace& ws) const {
  using ojson = nlohmann::ordered_json;
  const int rs = aq::parse_rule_set(rules).value();
  ExpectUpdate u;
  const aq::Expectation* e = expectation_for(s_->expect, rs, rules, ws, u);
  const aq::Decision d = aq::decide(st_, aq::profile(rs), s_->objective);
  ojson v = ojson::object();
  v["best"] = ojson::array();
  for (const auto& o : d.options) {
    if (o.rank == 1) v["best"].push_back(key_json(o));
  }
  ojson options = ojson::array(), absent = ojson::array(), respawn = ojson::array();
  if (e != nullptr) {
    for (const auto& w : e->options) {
      const aq::Option* g = find(d, w.key);
      if (g == nullptr) continue;
      ojson o = key_json(w.key);
      o.update(pinned(w, observed(*g)));
      options.push_back(std::move(o));
    }
    for (const auto& k : e->absent) {
      if (find(d, k) == nullptr) absent.push_back(key_json(k));
    }
  }
  const auto respawn_entry = [&](const std::string& monster,
                                 const std::optional<pathing::Coord>& cell) {
    respawn.push_back({{"monster", monster},
                       {"cell", cell ? ojson::array({cell->q, cell->r}) : ojson(nullptr)},
                       {"p", exact_str(respawn_p(d, monster, cell))}});
  };
  if (e != nullptr && e->respawn) {
    for (const auto& r : *e->respawn) respawn_entry(r.monster, r.cell);
  } else if (e == nullptr) {
    for (const auto& out : d.respawn) {
      const std::string& monster = s_->graveyard[out.monster];
      for (const auto& [c, p] : out.cells) respawn_entry(monster, st_.board.coord(c));
      respawn_entry(monster, std::nullopt);
    }
  }
  if (!options.empty()) v["options"] = std::move(options);
  if (!absent.empty()) v["absent"] = std::move(absent);
  if (!respawn.empty()) v["respawn"] = std::move(respawn);
  u.value = std::move(v);
  return u;
}

// `new`: a board of square cells, the acting hero H1 of the first guild on the left edge's
// middle cell with a melee and a ranged card, a monster M1 on the right edge's middle cell,
// and illustrative dice (the file always says what its dice are: docs/format.md).
StartingFile new_file(const NewRequest& r) {
  if (r.coordinates && *r.coordinates != "square") {
    throw OptionError(
        "--coordinates: an arcadia-quest board is written in square cells [x, y] "
        "(\"square\"), not " +
        *r.coordinates);
  }
  const authoring::Size size = authoring::map_size(r, {7, 5}, 2, 200);
  static constexpr const char* kGuilds[] = {"blue", "yellow", "red", "green"};
  const int players = authoring::player_count(r, 2, 2, 4);
  const pathing::Coord left{0, (size.rows - 1) / 2}, right{size.columns - 1, (size.rows - 1) / 2};
  std::string guilds;
  for (int p = 0; p < players; ++p) guilds += std::string(p ? ", " : "") + "\"" + kGuilds[p] + "\"";
  std::ostringstream f;
  f << authoring::envelope("arcadia-quest", r.name,
                           "board (cells, blocked, walls, doors), dice (these are illustrative), "
                           "players, heroes, monsters and turn")
    << "  \"coordinates\": \"square\",\n"
    << "  \"board\": {\"cells\": {\"columns\": " << size.columns << ", \"rows\": " << size.rows
    << "},\n"
    << "            \"blocked\": [], \"walls\": [], \"doors\": []},\n"
    << "  \"dice\": {\"attack\": {\"faces\": 6, \"melee\": 2, \"ranged\": 2, \"crit\": 1},\n"
    << "           \"defense\": {\"faces\": 6, \"shield\": 2, \"crit\": 1}},\n"
    << "  \"players\": [" << guilds << "],\n"
    << "  \"heroes\": [\n"
    << "    {\"id\": \"H1\", \"player\": \"blue\", \"cell\": " << scenario::hex_text(left)
    << ", \"hp\": 6, \"defense\": 2,\n"
    << "     \"attacks\": [{\"name\": \"Sword\", \"kind\": \"melee\", \"dice\": 3},\n"
    << "                 {\"name\": \"Bow\", \"kind\": \"ranged\", \"dice\": 2}]}\n"
    << "  ],\n"
    << "  \"monsters\": [\n"
    << "    {\"id\": \"M1\", \"cell\": " << scenario::hex_text(right)
    << ", \"hp\": 3, \"move\": 2, \"attack\": {\"kind\": \"melee\", \"dice\": 2},\n"
    << "     \"defense\": 1, \"overkill\": 3, \"coins\": 1}\n"
    << "  ],\n"
    << "  \"turn\": {\"hero\": \"H1\", \"move\": 3}\n"
    << "}\n";
  return {f.str(), "a " + std::to_string(size.columns) + " x " + std::to_string(size.rows) +
                       " square board, hero H1 (blue) at " + scenario::hex_text(left) +
                       ", monster M1 at " + scenario::hex_text(right)};
}

// `show`: the board as `solve` draws it (the cells the hero can attack from under the file's
// rule set marked), then the figures.
Sketch sketch(const nlohmann::json& root, const std::string& file, const SketchOptions&) {
  const aq::Scenario s = aq::read_scenario(root, file);
  const aq::State st = aq::build_state(s);
  const int rs = s.envelope.rules ? static_cast<int>(*s.envelope.rules) : 0;
  Sketch k;
  k.heading = authoring::heading(s.envelope.name, std::to_string(s.cells.size()) + " cells",
                                 "square coordinates [x, y]", "arcadia-quest", s.envelope.title);
  k.board = aq::board_text(st, aq::decide(st, aq::profile(rs), s.objective));
  if (k.board.empty())
    k.board = "  (a board spanning more than 2500 cells is not drawn; render draws it)\n";
  for (const auto& h : s.heroes) {
    k.listing += authoring::figure_line(h.id, "hero of " + h.player, scenario::hex_text(h.cell),
                                        h.id == s.acting);
  }
  for (const auto& m : s.monsters) {
    k.listing += authoring::figure_line(m.id, "monster", scenario::hex_text(m.cell), false);
  }
  return k;
}

std::unique_ptr<LoadedScenario> load(const nlohmann::json& root, const std::string& file) {
  return std::make_unique<ArcadiaScenario>(aq::read_scenario(root, file));
}

}  // namespace

game::Game game_entry() {
  return {.name = "arcadia-quest",
          .rules = kRuleSetNames,
          .rule_sets = kRuleSets,
          .load = &load,
          .starting_file = &new_file,
          .sketch = &sketch};
}

}  // namespace arbiter::arcadia
