// The Gloomhaven monster turn: first checks, focus, movement and attack, as numbered in
// docs/rules/gloomhaven.md ("A monster's turn"). The answer is every option the rules
// leave to the players, the focus ranking and a trace of each step.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "pathing/board.hpp"
#include "pathing/graph.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/scenario/scenario.hpp"

namespace arbiter::gloomhaven {

using pathing::CellIndex;
using FigureIndex = std::int32_t;  // index into Scenario::figures
inline constexpr FigureIndex kNoFigure = -1;

struct AttackPlan {
  std::vector<FigureIndex> targets;        // the focus first, then in rank order
  std::vector<FigureIndex> disadvantaged;  // targets attacked at disadvantage
  std::vector<CellIndex> aoe;              // hexes of the area of effect, empty without one
};

struct Option {
  CellIndex destination = pathing::kNoCell;
  std::vector<CellIndex> path;  // from the start to the destination (start alone: no move)
  FigureIndex focus = kNoFigure;
  AttackPlan attack;
};

// One row of the focus table: a candidate and the keys of the focus rules.
struct FocusRow {
  FigureIndex figure = kNoFigure;
  bool candidate = true;   // false: invisible (not a candidate)
  bool reachable = false;  // some attack hex can be reached in any number of turns
  pathing::StepCost path;  // negative hexes and movement to its best attack hex
  bool path_exact = true;  // false: the search stopped before it; `path` is a lower bound
  int proximity = -1;      // hexes from the monster around walls; -1: unknown/unused
  int acts_after = 0;      // candidates still in at stage 4 that act before it
  std::string order_rule;  // the ordering rule that placed it (stage 4)
  int dropped_at = 0;      // 0: a focus; 1..4: the focus stage that dropped it; -1: never in
};

struct TraceLine {
  std::string step;  // rules digest numbering, e.g. "2.1"
  std::string text;
};

struct Decision {
  scenario::RuleSet rules = scenario::RuleSet::Gloomhaven;
  FigureIndex actor = kNoFigure;
  std::vector<FigureIndex> focuses;  // more than one: the players choose
  std::vector<FocusRow> ranking;
  std::vector<Option> options;
  std::vector<TraceLine> trace;
  bool players_choose_focus() const { return focuses.size() > 1; }
};

// Work arrays of a turn, sized once per board and reused: a turn then costs what its
// searches explore, not the size of the map. One per thread.
class TurnWorkspace {
 public:
  TurnWorkspace();
  ~TurnWorkspace();
  TurnWorkspace(const TurnWorkspace&) = delete;
  TurnWorkspace& operator=(const TurnWorkspace&) = delete;
  struct Arrays;
  Arrays& arrays() { return *arrays_; }
  // Bytes held per map cell once sized (for the memory statement of the README).
  static std::size_t bytes_per_cell();

 private:
  std::unique_ptr<Arrays> arrays_;
};

struct DecideOptions {
  // Run every search to the end even on large boards, so that the focus table holds exact
  // keys for every candidate (boards up to 16384 cells always get this). Off: a large
  // board's searches stop once the decision is settled; the options are the same.
  bool exact_table = false;
};

// Decides the turn of `s.turn.figure` on `board` (built from `s`) under `profile`.
Decision decide_turn(const scenario::Scenario& s, const pathing::Board& board,
                     const RuleProfile& profile);
Decision decide_turn(const scenario::Scenario& s, const pathing::Board& board,
                     const RuleProfile& profile, TurnWorkspace& workspace,
                     const DecideOptions& options = {});
// Steps 1 and 2 only: the focus ranking and focuses, no options.
Decision decide_focus(const scenario::Scenario& s, const pathing::Board& board,
                      const RuleProfile& profile, TurnWorkspace& workspace);

}  // namespace arbiter::gloomhaven
