// Gloomhaven behind the per-game interface: routes to the loader, decide_turn and the
// reports exactly as the commands did before the dispatch existed.
#include <optional>

#include "solver/games/game.hpp"
#include "solver/gloomhaven/decide.hpp"
#include "solver/report/explain.hpp"
#include "solver/report/report.hpp"
#include "solver/report/sight_explain.hpp"
#include "solver/report/svg.hpp"
#include "solver/report/text.hpp"
#include "solver/scenario/scenario.hpp"

namespace arbiter::games {
namespace {

using scenario::RuleSet;

nlohmann::ordered_json options_json(const scenario::Scenario& s,
                                    const std::vector<report::OptionKey>& keys) {
  nlohmann::ordered_json a = nlohmann::ordered_json::array();
  for (const auto& k : keys) {
    const pathing::Coord w = s.coordinates.from_axial(k.destination);
    nlohmann::ordered_json o = nlohmann::ordered_json::object();
    o["destination"] = nlohmann::ordered_json::array({w.q, w.r});
    o["targets"] = k.targets;
    a.push_back(std::move(o));
  }
  return a;
}

class GloomhavenScenario final : public LoadedScenario {
 public:
  explicit GloomhavenScenario(scenario::Scenario s)
      : s_(std::move(s)), board_(scenario::build_board(s_)) {}

  std::string_view game() const override { return "gloomhaven"; }
  const std::string& name() const override { return s_.name; }

  std::vector<std::string> expected_rule_sets() const override {
    std::vector<std::string> out;
    for (const auto& [rules, options] : s_.expect) {
      out.emplace_back(scenario::rule_set_name(rules));
    }
    return out;
  }

  std::string solve(const SolveRequest& r, Workspace& ws) const override {
    const auto d = decide(r.rules, ws);
    std::optional<pathing::Coord> hex;
    if (r.explain_hex) hex = s_.coordinates.to_axial(*r.explain_hex);
    std::optional<report::SightExplanation> sight;
    if (r.explain_sight) {
      const auto [from, to] = report::parse_sight_pair(s_, *r.explain_sight);
      sight = report::explain_sight(s_, board_, gloomhaven::profile_for(d.rules).sight, from, to);
    }
    if (r.json) {
      auto j = report::decision_json(s_, board_, d);
      if (hex) {
        j["explain_hex"] = report::explanation_json(s_, report::explain_hex(s_, board_, d, *hex));
      }
      if (sight) j["explain_sight"] = report::sight_json(s_, *sight);
      return j.dump() + "\n";
    }
    report::TextOptions to;
    to.color = r.color;
    to.explain_hex = hex;
    const std::size_t hexes = s_.map.hexes.size();
    to.board =
        r.board == BoardMode::Always || (r.board == BoardMode::Auto && hexes <= r.auto_board_hexes);
    std::string text = report::render_text(s_, board_, d, to);
    if (!to.board && r.board == BoardMode::Auto) {
      // Said right after the heading line, so that it is seen first.
      const std::size_t eol = text.find('\n');
      text.insert(eol + 1, "  (board of " + std::to_string(hexes) +
                               " hexes not drawn; --board always draws it)\n");
    }
    if (sight) text += "\n" + report::sight_text(s_, *sight);
    return text;
  }

  std::string render_svg(const std::optional<std::string>& rules, bool legend,
                         Workspace& ws) const override {
    report::SvgOptions so;
    so.legend = legend;
    return report::render_svg(s_, board_, decide(rules, ws), so);
  }

  std::string render_svg_cropped(const std::optional<std::string>& rules, bool legend, int crop,
                                 Workspace& ws) const override {
    report::SvgOptions so;
    so.legend = legend;
    so.crop = crop;
    return report::render_svg(s_, board_, decide(rules, ws), so);
  }

  void write_svg(std::ostream& out, const std::optional<std::string>& rules, bool legend, int crop,
                 Workspace& ws) const override {
    if (crop < 0 && s_.map.hexes.size() > report::kMaxRenderHexes) {
      throw scenario::ScenarioError(
          s_.path, "map.hexes",
          "the map has " + std::to_string(s_.map.hexes.size()) +
              " hexes, too many to draw whole; --crop N draws those within N hexes of the "
              "action (limit " +
              std::to_string(report::kMaxRenderHexes) + " hexes)");
    }
    report::SvgOptions so;
    so.legend = legend;
    so.crop = crop;
    report::write_svg(out, s_, board_, decide(rules, ws), so);
  }

  CheckCase check(const std::string& rules, Workspace& ws) const override {
    const RuleSet rs = scenario::parse_rule_set(rules).value();
    CheckCase c;
    const auto want = report::expected_keys(s_.expect.at(rs));
    c.expected = options_json(s_, want);
    c.expected_text = report::describe(s_, want);
    const auto d = gloomhaven::decide_turn(s_, board_, gloomhaven::profile_for(rs), ws.gloomhaven);
    const auto got = report::option_keys(s_, board_, d);
    c.got = options_json(s_, got);
    c.got_text = report::describe(s_, got);
    c.pass = got == want;
    return c;
  }

  std::string file_rule_set() const override {
    return s_.rules ? std::string(scenario::rule_set_name(*s_.rules)) : std::string();
  }

  std::optional<ExpectUpdate> expect_update(const std::string& rules,
                                            Workspace& ws) const override {
    const RuleSet rs = scenario::parse_rule_set(rules).value();
    const auto d = gloomhaven::decide_turn(s_, board_, gloomhaven::profile_for(rs), ws.gloomhaven);
    const auto got = report::option_keys(s_, board_, d);
    ExpectUpdate u;
    u.value = options_json(s_, got);
    const auto it = s_.expect.find(rs);
    u.unchanged = it != s_.expect.end() && report::expected_keys(it->second) == got;
    return u;
  }

  std::vector<lint::Finding> lint(Workspace& ws) const override {
    return lint::lint_scenario(s_, board_, ws.gloomhaven);
  }

 private:
  gloomhaven::Decision decide(const std::optional<std::string>& rules, Workspace& ws) const {
    const RuleSet rs =
        rules ? scenario::parse_rule_set(*rules).value() : s_.rules.value_or(RuleSet::Gloomhaven);
    return gloomhaven::decide_turn(s_, board_, gloomhaven::profile_for(rs), ws.gloomhaven);
  }

  scenario::Scenario s_;
  pathing::Board board_;
};

}  // namespace

std::unique_ptr<LoadedScenario> load_gloomhaven(const nlohmann::json& root,
                                                const std::string& file) {
  scenario::Scenario s = scenario::read_scenario(root, file);
  s.path = file;
  return std::make_unique<GloomhavenScenario>(std::move(s));
}

}  // namespace arbiter::games
