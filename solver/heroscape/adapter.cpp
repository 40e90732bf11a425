// Heroscape behind the per-game interface: the loader section, decide, the reports, and
// `arbiter check` against the Heroscape `expect` block (docs/format.md).
#include "solver/heroscape/adapter.hpp"

#include <algorithm>
#include <set>
#include <sstream>

#include "solver/game/authoring.hpp"
#include "solver/heroscape/expect.hpp"
#include "solver/heroscape/import/virtualscape.hpp"
#include "solver/heroscape/report.hpp"
#include "solver/heroscape/rules.hpp"
#include "solver/heroscape/scenario.hpp"
#include "solver/heroscape/sketch.hpp"
#include "solver/heroscape/state.hpp"
#include "solver/report/output.hpp"

namespace arbiter::heroscape {
namespace {

namespace authoring = game::authoring;
namespace hs = heroscape;
using game::BoardMode;
using game::CheckCase;
using game::compare_facts;
using game::LoadedScenario;
using game::NewRequest;
using game::SolveRequest;
using game::StartingFile;

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

  // The request's decision, then `report(context, hex to explain)`: the one preamble of the
  // three answers (text, JSON values, JSON text).
  template <class Report>
  auto decided(const SolveRequest& r, game::Workspace& ws, Report&& report) const {
    const int rules = rule_set(r.rules);
    const hs::Decision d =
        hs::decide(st_, hs::profile(rules), s_.objective, ws.get<hs::Workspace>());
    return report(hs::ReportContext{s_, st_, d, hs::kRuleSetNames[rules]}, cell_to_explain(r));
  }

  std::string solve_text(const SolveRequest& r, game::Workspace& ws) const override {
    return decided(r, ws, [&](const hs::ReportContext& c, const auto& cell) {
      std::string out = hs::render_text(c, game::sketch_options(r), r.all ? report::kListAll : 12);
      if (cell) out += hs::explain_cell(c, *cell, ws.get<hs::Workspace>());
      return out;
    });
  }

  nlohmann::ordered_json solve_json(const SolveRequest& r, game::Workspace& ws) const override {
    return decided(r, ws, [&](const hs::ReportContext& c, const auto& cell) {
      auto j = hs::decision_json(c);
      if (cell) j["explain_hex"] = hs::explain_cell(c, *cell, ws.get<hs::Workspace>());
      return j;
    });
  }

  // solve_json's text without its values: the largest decisions list hundreds of thousands
  // of options and charge destinations (41 MB of JSON).
  std::string solve_json_text(const SolveRequest& r, game::Workspace& ws) const override {
    return decided(r, ws, [&](const hs::ReportContext& c, const auto& cell) {
      if (!cell) return hs::decision_json_text(c, nullptr);
      const std::string explain = hs::explain_cell(c, *cell, ws.get<hs::Workspace>());
      return hs::decision_json_text(c, &explain);
    });
  }

  std::string render_svg(const std::optional<std::string>& rules, bool legend,
                         game::Workspace& ws) const override {
    const int rs = rule_set(rules);
    const hs::Decision d = hs::decide(st_, hs::profile(rs), s_.objective, ws.get<hs::Workspace>());
    return hs::render_svg(hs::ReportContext{s_, st_, d, hs::kRuleSetNames[rs]}, legend);
  }

  CheckCase check(const std::string& rules, game::Workspace& ws) const override {
    const int rs = hs::parse_rule_set(rules).value();
    const hs::Decision d = hs::decide(st_, hs::profile(rs), s_.objective, ws.get<hs::Workspace>());
    auto f = hs::ExpectView(s_, st_, d).facts(s_.expect.at(rs));
    return compare_facts(std::move(f.want), std::move(f.got));
  }

  std::string file_rule_set() const override {
    return s_.envelope.rules ? std::string(hs::kRuleSetNames[*s_.envelope.rules]) : std::string();
  }

  ExpectUpdate expect_update(const std::string& rules, game::Workspace& ws) const override {
    const int rs = hs::parse_rule_set(rules).value();
    ExpectUpdate u;
    const hs::Expectation* e = expectation_for(s_.expect, rs, rules, ws, u);
    const hs::Decision d = hs::decide(st_, hs::profile(rs), s_.objective, ws.get<hs::Workspace>());
    u.value = hs::ExpectView(s_, st_, d).update(e);
    return u;
  }

  std::vector<lint::Finding> lint(game::Workspace&) const override { return {}; }

 private:
  // --explain-hex's cell, which must be on the map.
  std::optional<hs::CellIndex> cell_to_explain(const SolveRequest& r) const {
    if (!r.explain_hex) return std::nullopt;
    const auto x = st_.board.find(s_.envelope.coordinates.to_axial(*r.explain_hex));
    if (!x) {
      throw scenario::ScenarioError(s_.path, "(--explain-hex)",
                                    "hex [" + std::to_string(r.explain_hex->q) + ", " +
                                        std::to_string(r.explain_hex->r) + "] is not on the map");
    }
    return *x;
  }

  int rule_set(const std::optional<std::string>& forced) const {
    if (forced) return hs::parse_rule_set(*forced).value();
    return s_.envelope.rules ? static_cast<int>(*s_.envelope.rules) : 0;
  }

  hs::Scenario s_;
  hs::State st_;
};

std::unique_ptr<LoadedScenario> load(const nlohmann::json& root, const std::string& file) {
  return std::make_unique<HeroscapeScenario>(hs::read_scenario(root, file));
}

// `new`: a level map, the acting figure A (red) on the left, an enemy E1 (blue) on the
// right, with the numbers of a common card; every field the format asks for is there.
StartingFile new_file(const NewRequest& r) {
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

// `arbiter import virtualscape`: a Virtualscape map file.
std::string virtualscape_file(const std::string& source, const std::string& name) {
  const std::string bytes = scenario::read_bounded(source, virtualscape::kMaxFileBytes);
  return virtualscape::import_file(bytes, name, scenario::display_name(source));
}

constexpr game::Importer kImporters[] = {
    {.name = "virtualscape",
     .source_help = "A Virtualscape map file (.hsc)",
     .description = "A Virtualscape Heroscape map (.hsc) as a Heroscape file",
     .default_name = "virtualscape-map",
     .convert = &virtualscape_file},
};

}  // namespace

game::Game game_entry() {
  return {.name = "heroscape",
          .rules = kRuleSetNames,
          .rule_sets = kRuleSets,
          .load = &load,
          .starting_file = &new_file,
          .sketch = &sketch,
          .importers = kImporters};
}

}  // namespace arbiter::heroscape
