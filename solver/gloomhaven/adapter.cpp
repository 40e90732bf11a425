// Gloomhaven behind the game interface: a turn file and a round file, each routed to the
// loader, the decision or the round, and the reports; the registry's entry.
#include "solver/gloomhaven/adapter.hpp"

#include <filesystem>
#include <optional>
#include <sstream>

#include "solver/gloomhaven/authoring.hpp"
#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/generate.hpp"
#include "solver/gloomhaven/import/monster_mover.hpp"
#include "solver/gloomhaven/import/vgb_command.hpp"
#include "solver/gloomhaven/lint.hpp"
#include "solver/gloomhaven/report/explain.hpp"
#include "solver/gloomhaven/report/json.hpp"
#include "solver/gloomhaven/report/overlays.hpp"
#include "solver/gloomhaven/report/round.hpp"
#include "solver/gloomhaven/report/sight_explain.hpp"
#include "solver/gloomhaven/report/story.hpp"
#include "solver/gloomhaven/report/svg.hpp"
#include "solver/gloomhaven/report/text.hpp"
#include "solver/gloomhaven/round.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven {
namespace {

using game::BoardMode;
using game::CheckCase;
using game::LoadedScenario;
using game::SolveRequest;
using game::Workspace;

nlohmann::ordered_json options_json(const gloomhaven::Scenario& s,
                                    const std::vector<gloomhaven::report::OptionKey>& keys) {
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
  explicit GloomhavenScenario(gloomhaven::Scenario s)
      : s_(std::move(s)), board_(gloomhaven::build_board(s_)) {}

  std::string_view game() const override { return "gloomhaven"; }
  const std::string& name() const override { return s_.name; }

  std::vector<std::string> expected_rule_sets() const override {
    std::vector<std::string> out;
    for (const auto& [rules, options] : s_.expect) {
      out.emplace_back(gloomhaven::rule_set_name(rules));
    }
    return out;
  }

  std::string solve_text(const SolveRequest& r, Workspace& ws) const override {
    const auto d = decide(r.rules, ws);
    const auto [hex, sight] = explanations(r, d);
    gloomhaven::report::TextOptions to;
    to.color = r.color;
    to.trace = r.trace;
    to.explain_hex = hex;
    to.crop = r.crop;
    to.overlays = r.overlays;
    const std::size_t hexes = s_.map.hexes.size();
    to.board = r.board != BoardMode::Never;
    // Above the limit, auto draws the board cropped to the action, or says it does not.
    // A sparse map too: its whole drawing would follow its bounding box, not its hexes.
    if (r.board == BoardMode::Auto && (hexes > r.auto_board_hexes || board_.sparse()))
      to.auto_board_hexes = r.auto_board_hexes;
    std::string text = gloomhaven::report::render_text(s_, board_, d, to);
    if (sight) text += "\n" + gloomhaven::report::sight_text(s_, *sight);
    return text;
  }

  nlohmann::ordered_json solve_json(const SolveRequest& r, Workspace& ws) const override {
    const auto d = decide(r.rules, ws);
    const auto [hex, sight] = explanations(r, d);
    auto j = gloomhaven::report::decision_json(s_, board_, d);
    if (hex) {
      j["explain_hex"] = gloomhaven::report::explanation_json(
          s_, gloomhaven::report::explain_hex(s_, board_, d, *hex));
    }
    if (sight) j["explain_sight"] = gloomhaven::report::sight_json(s_, *sight);
    if (r.overlays.any()) {
      j["overlays"] = gloomhaven::report::overlays_json(
          s_, board_,
          gloomhaven::report::compute_overlays(s_, board_, gloomhaven::profile_for(d.rules),
                                               r.overlays));
    }
    return j;
  }

  std::string render_svg(const std::optional<std::string>& rules, bool legend,
                         Workspace& ws) const override {
    gloomhaven::report::SvgOptions so;
    so.legend = legend;
    return gloomhaven::report::render_svg(s_, board_, decide(rules, ws), so);
  }

  std::string render_svg_cropped(const std::optional<std::string>& rules, bool legend, int crop,
                                 Workspace& ws) const override {
    gloomhaven::report::SvgOptions so;
    so.legend = legend;
    so.crop = crop;
    return gloomhaven::report::render_svg(s_, board_, decide(rules, ws), so);
  }

  bool draws_overlays() const override { return true; }

  std::string render_svg_overlaid(const std::optional<std::string>& rules, bool legend, int crop,
                                  const report::OverlaySet& overlays,
                                  Workspace& ws) const override {
    gloomhaven::report::SvgOptions so;
    so.legend = legend;
    so.crop = crop;
    so.overlays = overlays;
    return gloomhaven::report::render_svg(s_, board_, decide(rules, ws), so);
  }

  void write_svg(std::ostream& out, const std::optional<std::string>& rules, bool legend, int crop,
                 Workspace& ws) const override {
    if (crop < 0 && s_.map.hexes.size() > gloomhaven::report::kMaxRenderHexes) {
      throw scenario::ScenarioError(
          s_.path, "map.hexes",
          "the map has " + std::to_string(s_.map.hexes.size()) +
              " hexes, too many to draw whole; --crop N draws those within N hexes of the "
              "action (limit " +
              std::to_string(gloomhaven::report::kMaxRenderHexes) + " hexes)");
    }
    gloomhaven::report::SvgOptions so;
    so.legend = legend;
    so.crop = crop;
    gloomhaven::report::write_svg(out, s_, board_, decide(rules, ws), so);
  }

  CheckCase check(const std::string& rules, Workspace& ws) const override {
    const RuleSet rs = gloomhaven::parse_rule_set(rules).value();
    CheckCase c;
    const auto want = gloomhaven::report::expected_keys(s_.expect.at(rs));
    c.expected = options_json(s_, want);
    c.expected_text = report::describe(s_, want);
    const auto d =
        gloomhaven::decide_turn(s_, board_, gloomhaven::profile_for(rs), ws.get<TurnWorkspace>());
    const auto got = report::option_keys(s_, board_, d);
    c.got = options_json(s_, got);
    c.got_text = gloomhaven::report::describe(s_, got);
    c.pass = got == want;
    return c;
  }

  std::string file_rule_set() const override {
    return s_.rules ? std::string(gloomhaven::rule_set_name(*s_.rules)) : std::string();
  }

  bool one_line_per_rule_set() const override { return true; }

  ExpectUpdate expect_update(const std::string& rules, Workspace& ws) const override {
    const RuleSet rs = parse_rule_set(rules).value();
    const auto d =
        gloomhaven::decide_turn(s_, board_, gloomhaven::profile_for(rs), ws.get<TurnWorkspace>());
    const auto got = report::option_keys(s_, board_, d);
    ExpectUpdate u;
    u.value = options_json(s_, got);
    const auto it = s_.expect.find(rs);
    u.unchanged = it != s_.expect.end() && gloomhaven::report::expected_keys(it->second) == got;
    return u;
  }

  std::vector<lint::Finding> lint(Workspace& ws) const override {
    return lint_scenario(s_, board_, ws.get<TurnWorkspace>());
  }

 private:
  gloomhaven::Decision decide(const std::optional<std::string>& rules, Workspace& ws) const {
    const RuleSet rs =
        rules ? parse_rule_set(*rules).value() : s_.rules.value_or(RuleSet::Gloomhaven);
    return gloomhaven::decide_turn(s_, board_, gloomhaven::profile_for(rs),
                                   ws.get<TurnWorkspace>());
  }

  // --explain-hex's hex (axial) and --explain-sight's explanation, each when asked for.
  struct Explanations {
    std::optional<pathing::Coord> hex;
    std::optional<gloomhaven::report::SightExplanation> sight;
  };
  Explanations explanations(const SolveRequest& r, const gloomhaven::Decision& d) const {
    Explanations e;
    if (r.explain_hex) e.hex = s_.coordinates.to_axial(*r.explain_hex);
    if (r.explain_sight) {
      const auto [from, to] = gloomhaven::report::parse_sight_pair(s_, *r.explain_sight);
      e.sight = gloomhaven::report::explain_sight(s_, board_,
                                                  gloomhaven::profile_for(d.rules).sight, from, to);
    }
    return e;
  }

  gloomhaven::Scenario s_;
  pathing::Board board_;
};

// A round file: the monsters' part of a whole round (`arbiter round`; `solve` and `check`
// read it too).
class GloomhavenRound final : public LoadedScenario {
 public:
  explicit GloomhavenRound(gloomhaven::LoadedRound r) : r_(std::move(r)) {}

  std::string_view game() const override { return "gloomhaven"; }
  bool is_round() const override { return true; }
  const std::string& name() const override { return r_.position.name; }

  std::vector<std::string> expected_rule_sets() const override {
    std::vector<std::string> out;
    for (const auto& [rules, e] : r_.round.expect)
      out.emplace_back(gloomhaven::rule_set_name(rules));
    return out;
  }

  std::string solve_text(const SolveRequest& r, Workspace& ws) const override {
    const RuleSet rs = checked_rule_set(r);
    const auto profile = gloomhaven::profile_for(rs);
    if (r.branches) {
      const auto b =
          gloomhaven::enumerate_branches(r_, profile, r.max_branches, ws.get<TurnWorkspace>());
      return gloomhaven::report::branches_text(r_, b, r.max_branches);
    }
    gloomhaven::RoundRequest q = request(r.choose);
    const auto o = gloomhaven::play_round(r_, profile, q, ws.get<TurnWorkspace>());
    report::RoundTextOptions to;
    to.color = r.color;
    const std::size_t hexes = r_.position.map.hexes.size();
    // Auto leaves out a sparse map too: its drawing would follow its bounding box.
    to.board = r.board == BoardMode::Always ||
               (r.board == BoardMode::Auto && hexes <= r.auto_board_hexes &&
                !build_board(r_.position).sparse());
    return gloomhaven::report::round_text(r_, o, to);
  }

  nlohmann::ordered_json solve_json(const SolveRequest& r, Workspace& ws) const override {
    const RuleSet rs = checked_rule_set(r);
    const auto profile = gloomhaven::profile_for(rs);
    if (r.branches) {
      const auto b =
          gloomhaven::enumerate_branches(r_, profile, r.max_branches, ws.get<TurnWorkspace>());
      nlohmann::ordered_json j = nlohmann::ordered_json::object();
      j["version"] = arbiter::report::kOutputVersion;
      j["game"] = "gloomhaven";
      j["scenario"] = r_.position.name;
      j["rules"] = std::string(gloomhaven::rule_set_name(rs));
      j["kind"] = "branches";
      j["branches"] = gloomhaven::report::branches_json(b, r.max_branches);
      return j;
    }
    gloomhaven::RoundRequest q = request(r.choose);
    const auto o = gloomhaven::play_round(r_, profile, q, ws.get<TurnWorkspace>());
    return report::round_json(r_, o);
  }

  std::string render_svg(const std::optional<std::string>& rules, bool legend,
                         Workspace& ws) const override {
    return render(rules, legend, -1, ws);
  }
  std::string render_svg_cropped(const std::optional<std::string>& rules, bool legend, int crop,
                                 Workspace& ws) const override {
    return render(rules, legend, crop, ws);
  }

  CheckCase check(const std::string& rules, Workspace& ws) const override {
    const RuleSet rs = parse_rule_set(rules).value();
    const auto o = gloomhaven::play_round(r_, gloomhaven::profile_for(rs), request({}),
                                          ws.get<TurnWorkspace>());
    const auto c = report::compare_round(r_, o, r_.round.expect.at(rs));
    CheckCase out;
    out.pass = c.pass;
    out.expected = c.expected;
    out.got = c.got;
    out.expected_text = c.expected_text;
    out.got_text = c.got_text;
    return out;
  }

  std::string file_rule_set() const override {
    return r_.position.rules ? std::string(gloomhaven::rule_set_name(*r_.position.rules))
                             : std::string();
  }

  bool one_line_per_rule_set() const override { return true; }

  ExpectUpdate expect_update(const std::string& rules, Workspace& ws) const override {
    const RuleSet rs = parse_rule_set(rules).value();
    const auto o = gloomhaven::play_round(r_, gloomhaven::profile_for(rs), request({}),
                                          ws.get<TurnWorkspace>());
    ExpectUpdate u;
    u.value = gloomhaven::report::round_expect_json(r_, o);
    const auto it = r_.round.expect.find(rs);
    u.unchanged =
        it != r_.round.expect.end() && gloomhaven::report::compare_round(r_, o, it->second).pass;
    return u;
  }

  std::vector<lint::Finding> lint(Workspace&) const override { return {}; }

 private:
  // The request's rule set; a round has no single turn for --explain-hex or --explain-sight.
  RuleSet checked_rule_set(const SolveRequest& r) const {
    if (r.explain_hex || r.explain_sight) {
      throw scenario::ScenarioError(r_.position.path,
                                    r.explain_hex ? "(--explain-hex)" : "(--explain-sight)",
                                    "a round file has no single turn to explain; the round's "
                                    "timeline explains each decision");
    }
    return rule_set(r.rules);
  }

  RuleSet rule_set(const std::optional<std::string>& rules) const {
    return rules ? gloomhaven::parse_rule_set(*rules).value()
                 : r_.position.rules.value_or(RuleSet::Gloomhaven);
  }
  gloomhaven::RoundRequest request(const std::map<std::string, int>& extra) const {
    gloomhaven::RoundRequest q;
    q.choose = r_.round.choose;
    for (const auto& [k, v] : extra) q.choose[k] = v;
    return q;
  }
  std::string render(const std::optional<std::string>& rules, bool legend, int crop,
                     Workspace& ws) const {
    gloomhaven::RoundRequest q = request({});
    q.keep_positions = true;
    const auto o = gloomhaven::play_round(r_, gloomhaven::profile_for(rule_set(rules)), q,
                                          ws.get<TurnWorkspace>());
    report::SvgOptions so;
    so.legend = legend;
    so.crop = crop;
    return gloomhaven::report::round_svg(o, so);
  }

  gloomhaven::LoadedRound r_;
};

// The server's overlays: above this many hexes the range overlay's cost (reachable hexes
// times hexes in range) would outgrow the solve it decorates.
constexpr pathing::CellIndex kMaxOverlayCells = 4000;

nlohmann::json server_overlays(const nlohmann::json& root, const std::string& file,
                               const std::string& rules) {
  try {
    const Scenario s = read_scenario(root, file);
    const pathing::Board b = build_board(s);
    if (b.size() > kMaxOverlayCells) return nullptr;
    if (s.find_figure(s.turn.figure) == nullptr) return nullptr;
    const auto rs =
        rules.empty() ? s.rules.value_or(RuleSet::Gloomhaven) : parse_rule_set(rules).value();
    report::OverlaySet all;
    all.see = all.range = all.reach = true;
    return report::overlays_json(s, b, report::compute_overlays(s, b, profile_for(rs), all));
  } catch (const std::exception&) {
    // The solve has already accepted the position; an overlay is only a picture.
    return nullptr;
  }
}

std::unique_ptr<LoadedScenario> load(const nlohmann::json& root, const std::string& file) {
  if (gloomhaven::is_round_file(root)) {
    gloomhaven::LoadedRound r = gloomhaven::read_round(root, file);
    r.position.path = file;
    for (const Door& d : r.round.doors) r.position.map.doors.push_back(d.hex);
    return std::make_unique<GloomhavenRound>(std::move(r));
  }
  gloomhaven::Scenario s = gloomhaven::read_scenario(root, file);
  s.path = file;
  return std::make_unique<GloomhavenScenario>(std::move(s));
}

// `arbiter import monster-mover`: a source is a link unless a file of that name exists (or
// it is "-").
std::string monster_mover_file(const std::string& source, const std::string& name) {
  std::error_code ec;
  const bool file = source == "-" || std::filesystem::exists(source, ec);
  if (file) {
    const std::string text = scenario::read_bounded(source, monster_mover::kMaxLinkChars);
    return monster_mover::import_link(text, name, scenario::display_name(source));
  }
  if (source.find("://") == std::string::npos && source.find('/') == std::string::npos &&
      source.find('.') != std::string::npos) {
    throw scenario::ScenarioError(source, "(file)",
                                  "no such file, and not a Monster Mover link either");
  }
  return monster_mover::import_link(source, name, "link");
}

constexpr game::Importer kImporters[] = {
    {.name = "monster-mover",
     .source_help = "A link shared by the Gloomhaven Monster Mover, or a file holding one",
     .description = "A Gloomhaven Monster Mover link as a Gloomhaven turn file",
     .default_name = "monster-mover",
     .convert = &monster_mover_file},
};

// `arbiter generate`: rooms and corridors with figures, the acting monster's ability as asked.
constexpr std::string_view kGeneratedAttacks[] = {"melee", "ranged", "area", "multi", "flying"};

std::string generate_file(const game::GenerateRequest& r) {
  GeneratorOptions g;
  g.columns = r.columns;
  g.rows = r.rows;
  g.figures = r.figures;
  g.seed = r.seed;
  g.move = r.move;

  g.attack = r.attack == "ranged"   ? GeneratedAttack::Ranged
             : r.attack == "area"   ? GeneratedAttack::Area
             : r.attack == "multi"  ? GeneratedAttack::MultiTarget
             : r.attack == "flying" ? GeneratedAttack::Flying
                                    : GeneratedAttack::Melee;
  return scenario_to_json(generate_scenario(g));
}

constexpr game::Generator kGenerator{.attacks = kGeneratedAttacks, .generate = &generate_file};

}  // namespace

game::Game game_entry() {
  return {.name = "gloomhaven",
          .rules = kRuleSetNames,
          .rule_sets = kRuleSets,
          .load = &load,
          .starting_file = &new_file,
          .sketch = &sketch,
          .draws_overlays = true,
          .explains_sight = true,
          .round_files = "a Gloomhaven file with \"round\"",
          .round_format = "docs/format.md, Gloomhaven rounds",
          .overlays = &server_overlays,
          .importers = kImporters,
          .generator = &kGenerator,
          .layouts = &import::kVgbImporter};
}

}  // namespace arbiter::gloomhaven
