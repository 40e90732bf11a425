#include "solver/gloomhaven/report/json.hpp"

#include <algorithm>

#include "solver/gloomhaven/report/story.hpp"

namespace arbiter::gloomhaven::report {

using nlohmann::json;

json hex_json(const Scenario& s, pathing::Coord axial) {
  const pathing::Coord w = s.coordinates.from_axial(axial);
  return json::array({w.q, w.r});
}

namespace {
std::string id_of(const Scenario& s, FigureIndex f) {
  return s.figures[static_cast<std::size_t>(f)].id;
}
json ids_json(const Scenario& s, const std::vector<FigureIndex>& v) {
  json a = json::array();
  for (auto f : v) a.push_back(id_of(s, f));
  return a;
}
}  // namespace

std::string_view dropped_at_name(const FocusRow& r) {
  if (!r.candidate) return "invisible";
  if (!r.reachable) return "no-attack-hex";
  switch (r.dropped_at) {
    case 0:
      return "focus";
    case 1:
      return "negative-hexes";
    case 2:
      return "path";
    case 3:
      return "proximity";
    case 4:
      return "initiative";
    default:
      return "unknown";
  }
}

std::string_view dropped_at_step(const FocusRow& r) {
  if (!r.candidate) return "1.2";
  if (!r.reachable) return "1.3";
  static constexpr std::string_view kSteps[] = {"2.5", "2.1", "2.2", "2.3", "2.4"};
  if (r.dropped_at >= 0 && r.dropped_at <= 4) return kSteps[r.dropped_at];
  return "?";
}

json decision_json(const Scenario& s, const pathing::Board& b, const Decision& d) {
  json out;
  out["version"] = arbiter::report::kOutputVersion;
  out["game"] = "gloomhaven";
  out["scenario"] = s.name;
  out["rules"] = std::string(rule_set_name(d.rules));
  out["figure"] = id_of(s, d.actor);
  out["focuses"] = ids_json(s, d.focuses);
  json options = json::array();
  int number = 1;
  for (const auto& o : d.options) {
    json j;
    j["number"] = number++;
    j["destination"] = hex_json(s, b.coord(o.destination));
    j["targets"] = ids_json(s, o.attack.targets);
    j["focus"] = o.focus == kNoFigure ? json(nullptr) : json(id_of(s, o.focus));
    json path = json::array();
    for (auto c : o.path) path.push_back(hex_json(s, b.coord(c)));
    j["path"] = path;
    j["disadvantage"] = ids_json(s, o.attack.disadvantaged);
    j["movement_points"] = movement_points(s, b, d, o);
    if (!o.attack.aoe.empty()) {
      json aoe = json::array();
      for (auto c : o.attack.aoe) aoe.push_back(hex_json(s, b.coord(c)));
      j["aoe"] = aoe;
    }
    options.push_back(j);
  }
  out["options"] = options;
  json ranking = json::array();
  for (const auto& r : d.ranking) {
    json j;
    j["figure"] = id_of(s, r.figure);
    j["candidate"] = r.candidate;
    j["reachable"] = r.reachable;
    if (r.reachable) {
      j["negative_hexes"] = r.path.negatives;
      j["path_length"] = r.path.length;
      j["path_exact"] = r.path_exact;  // false: both are lower bounds
    }
    j["proximity"] = r.proximity < 0 ? json(nullptr) : json(r.proximity);
    j["acts_after"] = r.acts_after;
    if (!r.order_rule.empty()) j["order_rule"] = r.order_rule;
    j["dropped_at"] = std::string(dropped_at_name(r));
    j["dropped_step"] = std::string(dropped_at_step(r));
    ranking.push_back(j);
  }
  out["ranking"] = ranking;
  json trace = json::array();
  for (const auto& t : d.trace) trace.push_back({{"step", t.step}, {"text", t.text}});
  out["trace"] = trace;
  out["explanation"] = decision_story(s, b, d);
  return out;
}

std::vector<OptionKey> option_keys(const Scenario& s, const pathing::Board& b, const Decision& d) {
  std::vector<OptionKey> keys;
  for (const auto& o : d.options) {
    OptionKey k{b.coord(o.destination), {}};
    for (auto f : o.attack.targets) k.targets.push_back(id_of(s, f));
    std::sort(k.targets.begin(), k.targets.end());
    keys.push_back(std::move(k));
  }
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  return keys;
}

std::vector<OptionKey> expected_keys(const std::vector<ExpectedOption>& e) {
  std::vector<OptionKey> keys;
  for (const auto& o : e) {
    OptionKey k{o.destination, o.targets};
    std::sort(k.targets.begin(), k.targets.end());
    keys.push_back(std::move(k));
  }
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  return keys;
}

std::string describe(const Scenario& s, const std::vector<OptionKey>& keys) {
  std::string out;
  for (const auto& k : keys) {
    const pathing::Coord w = s.coordinates.from_axial(k.destination);
    out += "  [" + std::to_string(w.q) + ", " + std::to_string(w.r) + "] targets {";
    for (std::size_t i = 0; i < k.targets.size(); ++i) out += (i ? ", " : "") + k.targets[i];
    out += "}\n";
  }
  if (keys.empty()) out = "  (no options)\n";
  return out;
}

}  // namespace arbiter::gloomhaven::report
