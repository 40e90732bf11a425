// Gloomhaven behind the per-game interface: routes to the loader, decide_turn and the
// reports exactly as the commands did before the dispatch existed.
#include <optional>
#include <sstream>

#include "solver/games/authoring.hpp"
#include "solver/games/game.hpp"
#include "solver/gloomhaven/decide.hpp"
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
#include "solver/gloomhaven/scenario.hpp"

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
      if (r.overlays.any()) {
        j["overlays"] = report::overlays_json(
            s_, board_,
            report::compute_overlays(s_, board_, gloomhaven::profile_for(d.rules), r.overlays));
      }
      return j.dump() + "\n";
    }
    report::TextOptions to;
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
    std::string text = report::render_text(s_, board_, d, to);
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

  bool draws_overlays() const override { return true; }

  std::string render_svg_overlaid(const std::optional<std::string>& rules, bool legend, int crop,
                                  const report::OverlaySet& overlays,
                                  Workspace& ws) const override {
    report::SvgOptions so;
    so.legend = legend;
    so.crop = crop;
    so.overlays = overlays;
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

  bool one_line_per_rule_set() const override { return true; }

  ExpectUpdate expect_update(const std::string& rules, Workspace& ws) const override {
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

// A round file: the monsters' part of a whole round (`arbiter round`; `solve` and `check`
// read it too).
class GloomhavenRound final : public LoadedScenario {
 public:
  explicit GloomhavenRound(gloomhaven::LoadedRound r) : r_(std::move(r)) {}

  std::string_view game() const override { return "gloomhaven"; }
  const std::string& name() const override { return r_.position.name; }

  std::vector<std::string> expected_rule_sets() const override {
    std::vector<std::string> out;
    for (const auto& [rules, e] : r_.round.expect) out.emplace_back(scenario::rule_set_name(rules));
    return out;
  }

  std::string solve(const SolveRequest& r, Workspace& ws) const override {
    if (r.explain_hex || r.explain_sight) {
      throw scenario::ScenarioError(r_.position.path,
                                    r.explain_hex ? "(--explain-hex)" : "(--explain-sight)",
                                    "a round file has no single turn to explain; the round's "
                                    "timeline explains each decision");
    }
    const RuleSet rs = rule_set(r.rules);
    const auto profile = gloomhaven::profile_for(rs);
    if (r.branches) {
      const auto b = gloomhaven::enumerate_branches(r_, profile, r.max_branches, ws.gloomhaven);
      if (r.json) {
        nlohmann::ordered_json j = nlohmann::ordered_json::object();
        j["version"] = report::kOutputVersion;
        j["game"] = "gloomhaven";
        j["scenario"] = r_.position.name;
        j["rules"] = std::string(scenario::rule_set_name(rs));
        j["kind"] = "branches";
        j["branches"] = report::branches_json(b, r.max_branches);
        return j.dump() + "\n";
      }
      return report::branches_text(r_, b, r.max_branches);
    }
    gloomhaven::RoundRequest q = request(r.choose);
    const auto o = gloomhaven::play_round(r_, profile, q, ws.gloomhaven);
    if (r.json) return report::round_json(r_, o).dump() + "\n";
    report::RoundTextOptions to;
    to.color = r.color;
    const std::size_t hexes = r_.position.map.hexes.size();
    // Auto leaves out a sparse map too: its drawing would follow its bounding box.
    to.board = r.board == BoardMode::Always ||
               (r.board == BoardMode::Auto && hexes <= r.auto_board_hexes &&
                !scenario::build_board(r_.position).sparse());
    return report::round_text(r_, o, to);
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
    const RuleSet rs = scenario::parse_rule_set(rules).value();
    const auto o =
        gloomhaven::play_round(r_, gloomhaven::profile_for(rs), request({}), ws.gloomhaven);
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
    return r_.position.rules ? std::string(scenario::rule_set_name(*r_.position.rules))
                             : std::string();
  }

  bool one_line_per_rule_set() const override { return true; }

  ExpectUpdate expect_update(const std::string& rules, Workspace& ws) const override {
    const RuleSet rs = scenario::parse_rule_set(rules).value();
    const auto o =
        gloomhaven::play_round(r_, gloomhaven::profile_for(rs), request({}), ws.gloomhaven);
    ExpectUpdate u;
    u.value = report::round_expect_json(r_, o);
    const auto it = r_.round.expect.find(rs);
    u.unchanged = it != r_.round.expect.end() && report::compare_round(r_, o, it->second).pass;
    return u;
  }

  std::vector<lint::Finding> lint(Workspace&) const override { return {}; }

 private:
  RuleSet rule_set(const std::optional<std::string>& rules) const {
    return rules ? scenario::parse_rule_set(*rules).value()
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
    const auto o =
        gloomhaven::play_round(r_, gloomhaven::profile_for(rule_set(rules)), q, ws.gloomhaven);
    report::SvgOptions so;
    so.legend = legend;
    so.crop = crop;
    return report::round_svg(o, so);
  }

  gloomhaven::LoadedRound r_;
};

}  // namespace

bool is_round(const LoadedScenario& s) {
  return dynamic_cast<const GloomhavenRound*>(&s) != nullptr;
}

std::unique_ptr<LoadedScenario> load_gloomhaven(const nlohmann::json& root,
                                                const std::string& file) {
  if (gloomhaven::is_round_file(root)) {
    gloomhaven::LoadedRound r = gloomhaven::read_round(root, file);
    r.position.path = file;
    return std::make_unique<GloomhavenRound>(std::move(r));
  }
  scenario::Scenario s = scenario::read_scenario(root, file);
  s.path = file;
  return std::make_unique<GloomhavenScenario>(std::move(s));
}

// `new`: the map, a character on the left edge's middle hex, a monster on the right edge's
// middle hex, and a melee turn for the monster.
StartingFile new_gloomhaven(const NewRequest& r) {
  authoring::refuse(r.players.has_value(), "--players",
                    "a gloomhaven position has no players: its characters are figures");
  const authoring::HexStart h = authoring::hex_start(r, "gloomhaven");
  std::ostringstream f;
  f << authoring::envelope("gloomhaven", r.name, "map, figures and the monster's turn")
    << "  \"coordinates\": \"" << h.coordinates << "\",\n"
    << "  \"map\": {\"hexes\": " << h.hexes << ",\n"
    << "          \"terrain\": {}, \"thin_walls\": []},\n"
    << "  \"figures\": [\n"
    << "    {\"id\": \"C1\", \"side\": \"players\", \"kind\": \"character\", \"hex\": "
    << scenario::hex_text(h.left) << ", \"initiative\": 50},\n"
    << "    {\"id\": \"M1\", \"side\": \"monsters\", \"kind\": \"monster\", \"hex\": "
    << scenario::hex_text(h.right) << "}\n"
    << "  ],\n"
    << "  \"turn\": {\"figure\": \"M1\", \"move\": 2, \"attack\": {\"range\": 0, \"targets\": 1}}\n"
    << "}\n";
  return {f.str(), h.words("map") + ", character C1 at " + scenario::hex_text(h.left) +
                       ", monster M1 at " + scenario::hex_text(h.right)};
}

// `show` of a round file: the board as the round starts (rooms behind closed doors not
// drawn), each figure with its hit points and conditions, and what each door opens on. A
// round file is read whole (its figures and monster types must be complete).
Sketch sketch_round(const nlohmann::json& root, const std::string& file, const SketchOptions& o) {
  const gloomhaven::LoadedRound r = gloomhaven::read_round(root, file);
  const scenario::Scenario& s = r.position;
  Sketch k;
  k.heading = authoring::heading(s.name, std::to_string(s.map.hexes.size()) + " hexes, a round",
                                 authoring::coordinates_text(s.coordinates), "gloomhaven", s.title);
  k.board = authoring::hex_board(s, o);
  const auto hex = [&](pathing::Coord c) {
    return scenario::hex_text(s.coordinates.from_axial(c));
  };
  for (const auto& f : s.figures) {
    std::string what = f.side == scenario::Side::Players ? "players" : "monsters";
    if (f.type) what += " (" + *f.type + ")";
    std::string where = hex(f.hex);
    if (f.hp)
      where +=
          ", " + std::to_string(*f.hp) + (f.max_hp ? "/" + std::to_string(*f.max_hp) : "") + " hp";
    if (f.initiative) where += ", initiative " + std::to_string(*f.initiative);
    const std::string conditions = report::condition_list(f);
    if (!conditions.empty()) where += ", " + conditions;
    k.listing += authoring::figure_line(f.id, what, where, false);
  }
  for (const auto& d : r.round.doors) {
    k.listing += "  door " + hex(d.hex) + ": a room of " + std::to_string(d.room.size()) +
                 (d.room.size() == 1 ? " hex" : " hexes") + ", " +
                 std::to_string(d.monsters.size()) +
                 (d.monsters.size() == 1 ? " monster" : " monsters") + " behind it\n";
  }
  return k;
}

// `show`: the layout as far as it is written (figures and turn may still be missing).
Sketch sketch_gloomhaven(const nlohmann::json& root, const std::string& file,
                         const SketchOptions& o) {
  if (gloomhaven::is_round_file(root)) return sketch_round(root, file, o);
  const scenario::Scenario s = scenario::read_layout(root, file);
  Sketch k;
  k.heading = authoring::heading(s.name, std::to_string(s.map.hexes.size()) + " hexes",
                                 authoring::coordinates_text(s.coordinates), "gloomhaven", s.title);
  k.board = authoring::hex_board(s, o);
  for (const auto& f : s.figures) {
    // Conditions beside the hex: they change what the figure does this round.
    const std::string conditions = report::condition_list(f);
    k.listing +=
        authoring::figure_line(f.id, f.side == scenario::Side::Players ? "players" : "monsters",
                               scenario::hex_text(s.coordinates.from_axial(f.hex)) +
                                   (conditions.empty() ? "" : ", " + conditions),
                               f.id == s.turn.figure);
  }
  if (s.figures.empty()) k.listing += "  (no figures yet)\n";
  if (s.turn.figure.empty()) k.listing += "  (no turn yet)\n";
  return k;
}

}  // namespace arbiter::games
