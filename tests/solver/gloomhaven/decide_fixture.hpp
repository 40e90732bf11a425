// The decide tests' positions (decide_test.cpp, decide_rules_test.cpp): maps and figures
// built in code, and a solved position whose options, focuses and trace read as text.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven::decide_fixture {

using json = nlohmann::json;
using Options = std::set<std::string>;

// ------------------------------------------------------------------ building positions

// An axial parallelogram map: every [q, r] with 0 <= q < w, 0 <= r < h. In axial
// coordinates the neighbours of [q, r] are [q±1, r], [q+1, r-1], [q, r-1], [q-1, r+1],
// [q, r+1], so the "rows" r = const are straight lines (east-west).
inline json axial_position(int w = 8, int h = 7) {
  json hexes = json::array();
  for (int q = 0; q < w; ++q)
    for (int r = 0; r < h; ++r) hexes.push_back(json::array({q, r}));
  return json{{"format", 1},
              {"game", "gloomhaven"},
              {"name", "decide-test"},
              {"coordinates", "axial"},
              {"map", {{"hexes", hexes}}},
              {"figures", json::array()},
              {"turn", json::object()}};
}

inline json even_q_position(int columns = 8, int rows = 5) {
  json j = axial_position();
  j["coordinates"] = "even-q";
  j["map"] = {{"hexes", {{"columns", columns}, {"rows", rows}}}};
  return j;
}

inline json hex(int q, int r) {
  return json::array({q, r});
}

inline json figure(const std::string& id, const std::string& side, const std::string& kind, int q,
                   int r, json extra) {
  json f = {{"id", id}, {"side", side}, {"kind", kind}, {"hex", hex(q, r)}};
  f.update(extra);
  return f;
}
inline json character(const std::string& id, int q, int r, json extra = json::object()) {
  return figure(id, "players", "character", q, r, std::move(extra));
}
inline json monster(const std::string& id, int q, int r, json extra = json::object()) {
  return figure(id, "monsters", "monster", q, r, std::move(extra));
}
inline void terrain(json& j, const std::string& type,
                    const std::vector<std::pair<int, int>>& hexes) {
  json& list = j["map"]["terrain"][type];
  if (list.is_null()) list = json::array();
  for (auto [q, r] : hexes) list.push_back(hex(q, r));
}
inline json attack(int range, json targets = 1) {
  return {{"range", range}, {"targets", targets}};
}
inline json turn(const std::string& who, int move, json att,
                 const std::string& movement = "normal") {
  return {{"figure", who}, {"move", move}, {"movement", movement}, {"attack", att}};
}

// A solved position. Options are written "q,r:T1+T2" in the file's coordinates, targets
// sorted, "-" for no target.
struct Solved {
  Scenario s;
  pathing::Board b;
  Decision d;

  Solved(const json& j, const RuleProfile& p)
      : s(parse_scenario(j.dump(), "<decide_test>")), b(build_board(s)), d(decide_turn(s, b, p)) {}
  Solved(const json& j, RuleSet r) : Solved(j, profile_for(r)) {}

  std::string at(CellIndex c) const {
    const pathing::Coord w = s.coordinates.from_axial(b.coord(c));
    return std::to_string(w.q) + "," + std::to_string(w.r);
  }
  std::string id(FigureIndex f) const { return s.figures[static_cast<std::size_t>(f)].id; }
  Options options() const {
    Options out;
    for (const Option& o : d.options) {
      std::vector<std::string> t;
      for (FigureIndex f : o.attack.targets) t.push_back(id(f));
      std::sort(t.begin(), t.end());
      std::string key = at(o.destination) + ":";
      if (t.empty()) key += "-";
      for (std::size_t i = 0; i < t.size(); ++i) key += (i ? "+" : "") + t[i];
      out.insert(key);
    }
    return out;
  }
  std::vector<std::string> focuses() const {
    std::vector<std::string> out;
    for (FigureIndex f : d.focuses) out.push_back(id(f));
    std::sort(out.begin(), out.end());
    return out;
  }
  const FocusRow& row(const std::string& who) const {
    for (const FocusRow& r : d.ranking)
      if (id(r.figure) == who) return r;
    ADD_FAILURE() << "no focus row for " << who;
    static const FocusRow none;
    return none;
  }
  bool trace_has(const std::string& step, const std::string& text) const {
    for (const TraceLine& t : d.trace)
      if ((step.empty() || t.step == step) && t.text.find(text) != std::string::npos) return true;
    return false;
  }
  std::string trace() const {
    std::string out;
    for (const TraceLine& t : d.trace) out += "  " + t.step + " " + t.text + "\n";
    return out;
  }
};

// The path keys of a focus row: exactly these when the row says its path is exact, else
// (the search stopped early, the candidate being out anyway) a lower bound of them.
inline void expect_path(const FocusRow& row, int negatives, int length) {
  const pathing::StepCost want{negatives, length};
  if (row.path_exact) {
    EXPECT_EQ(row.path.negatives, negatives);
    EXPECT_EQ(row.path.length, length);
  } else {
    EXPECT_LE(row.path, want) << "a lower bound: " << row.path.negatives << " negative, length "
                              << row.path.length;
  }
}

RuleProfile flipped(RuleSet base, auto change) {
  RuleProfile p = profile_for(base);
  change(p);
  return p;
}

// Positions that both the stage tests and the rule-flag tests solve.

// Ranged 3: both in range from where A stands (paths 0). C1 is 2 hexes away, C2 3 but with
// the lower initiative: proximity decides where the rule set uses it; jotl skips it.
inline json proximity_position() {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 3, 1, {{"initiative", 60}}),
                  character("C2", 6, 3, {{"initiative", 10}})};
  j["turn"] = turn("A", 2, attack(3));
  return j;
}

// Ranged 3, two targets. Focus C1 (2 hexes; C2 and C3 are 3 away, all in range; jotl: see
// the tests). The extra target: gloomhaven takes C2 (same proximity as C3, lower initiative);
// frosthaven and gloomhaven2e do not rank extra targets, so the players choose.
inline json extra_target_position() {
  json j = axial_position();
  j["figures"] = {monster("A", 3, 3), character("C1", 3, 1, {{"initiative", 50}}),
                  character("C2", 6, 3, {{"initiative", 20}}),
                  character("C3", 0, 3, {{"initiative", 30}})};
  j["turn"] = turn("A", 2, attack(3, 2));
  return j;
}

}  // namespace arbiter::gloomhaven::decide_fixture
