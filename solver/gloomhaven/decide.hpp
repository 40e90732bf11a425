// The Gloomhaven monster turn: first checks, focus, movement and attack, as numbered in
// docs/rules/gloomhaven.md ("A monster's turn"). The answer is every option the rules
// leave to the players, the focus ranking and a trace of each step.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pathing/board.hpp"
#include "pathing/graph.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/gloomhaven/scenario.hpp"

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

// Step 3 chooses the attack in two stages (docs/rules/gloomhaven.md, "Movement"):
// 3.1 the target groups — over every (hex it can attack the focus from, largest target set
// there that includes the focus) pair, the best pairs by the rule set's keys; 3.2 the
// destinations — over every hex as good on the keys that come before the target count,
// every attack whose target set is exactly a chosen group, the fewest targets at
// disadvantage, then the shortest path. Step3Stage says where a hex was set apart.
enum class Step3Stage : std::uint8_t {
  Chosen,                   // a destination of the options
  MoreNegative,             // 3: more negative hexes on the way than the best hexes
  NotThisTurn,              // 3: out of reach this turn while other hexes are in reach
  FocusDisadvantage,        // 3.1: at disadvantage against the focus (gloomhaven, jotl)
  FewerTargets,             // 3.1: its largest target set is smaller
  MoreDisadvantaged,        // 3.1: more targets at disadvantage (frosthaven, gloomhaven2e)
  LongerPath,               // 3.1: a longer path than the hexes the groups were chosen at
  LowerRanks,               // 3.1: its targets rank lower by the focus rules
  NoChosenGroup,            // 3.2: none of its attacks has a chosen group as target set
  DestinationDisadvantage,  // 3.2: more targets of a chosen group at disadvantage
  DestinationPath,          // 3.2: a longer path to it
  FocusOnlyDisadvantage,    // 3.1 (focus out of reach, frosthaven): at disadvantage against it
  FocusOnlyPath,            // 3.1 (focus out of reach, frosthaven): a longer path
};

// One hex from which the focus can be attacked, as step 3 weighed it.
struct Step3Hex {
  CellIndex cell = pathing::kNoCell;
  pathing::StepCost cost;
  bool now = false;                  // reachable this turn
  bool focus_disadvantaged = false;  // the focus attacked at disadvantage from it
  int targets = 0;                   // its largest target set including the focus (3.1)
  int disadvantaged = -1;            // 3.2: fewest at disadvantage in a chosen group; -1 none
  Step3Stage group_stage = Step3Stage::Chosen;  // where its best pair lost in 3.1
  Step3Stage stage = Step3Stage::Chosen;        // where the hex itself was set apart
};

// Step 3 for one focus: the chosen groups and every hex weighed.
struct Step3Record {
  FigureIndex focus = kNoFigure;
  bool now = false;         // the focus can be attacked this turn
  bool focus_only = false;  // out of reach, and the rule set heeds only the focus
  std::vector<std::vector<FigureIndex>> groups;  // 3.1: chosen target groups
  int group_targets = 0;                         // their size
  int group_path = 0;                            // path length of the best pairs
  int destination_disadvantaged = 0;             // 3.2 winners' key
  int destination_path = 0;
  std::vector<Step3Hex> hexes;
  const Step3Hex* find(CellIndex c) const;
};

struct TraceLine {
  std::string step;  // rules digest numbering, e.g. "2.1"
  std::string text;
};

struct Decision {
  RuleSet rules = RuleSet::Gloomhaven;
  FigureIndex actor = kNoFigure;
  std::vector<FigureIndex> focuses;  // more than one: the players choose
  std::vector<FocusRow> ranking;
  std::vector<Option> options;
  std::vector<TraceLine> trace;
  std::vector<Step3Record> step3;  // one per focus whose step 3 ran
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
  // Moved into after a solve stopped halfway (the time limit), so that nothing of it remains.
  TurnWorkspace(TurnWorkspace&&) noexcept;
  TurnWorkspace& operator=(TurnWorkspace&&) noexcept;
  struct Arrays;
  Arrays& arrays() { return *arrays_; }
  // Bytes held per map cell once sized (for the memory statement of docs/speed.md).
  static std::size_t bytes_per_cell();

 private:
  std::unique_ptr<Arrays> arrays_;
};

// What a user chooses about a turn's search; the answer (the options) is the same either way.
struct DecideOptions {
  // Run every search to the end even on large boards, so that the focus table holds exact
  // keys for every candidate (boards up to 16384 cells always get this). Off: a large
  // board's searches stop once the decision is settled, and the focus table shows lower
  // bounds for the candidates that lost at 2.1/2.2; the options are the same.
  bool exact_table = false;
  // The caller reads the options and focuses, never the focus table's keys (a round's
  // timeline): every board's searches stop once the decision is settled, as past
  // kExactTableCells, rather than completing the travel costs over the whole board. The
  // options are the same; exact_table wins when both are set.
  bool options_only = false;
};

// Decides the turn of `s.turn.figure` on `board` (built from `s`) under `profile`.
Decision decide_turn(const Scenario& s, const pathing::Board& board, const RuleProfile& profile);
Decision decide_turn(const Scenario& s, const pathing::Board& board, const RuleProfile& profile,
                     TurnWorkspace& workspace, const DecideOptions& options = {});
// Steps 1 and 2 only: the focus ranking and focuses, no options.
Decision decide_focus(const Scenario& s, const pathing::Board& board, const RuleProfile& profile,
                      TurnWorkspace& workspace);

}  // namespace arbiter::gloomhaven
