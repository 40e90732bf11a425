// A golem board as the search sees it: the icon that fires in each cell (a tile's icon over
// the printed one), which cells tiles cover, the lines the dice may name, the expected yield
// of the next turn's roll over every dice outcome, progress toward the golem's power, and
// every placement of a tile.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "solver/grumblestone/rules.hpp"
#include "solver/grumblestone/scenario.hpp"

namespace arbiter::grumblestone {

// A line: 0..5 the columns 1..6, 6..11 the rows 1..6.
using Line = std::int8_t;
inline constexpr Line kNoLine = -1;
constexpr Line column_line(int number) {
  return static_cast<Line>(number - 1);
}
constexpr Line row_line(int number) {
  return static_cast<Line>(kSide + number - 1);
}
// Two lines the dice fire (a column and a row, or two rows or two columns with Rockbottom's
// superpower); {kNoLine, line} when one die is blocked, {kNoLine, kNoLine} when both are.
struct LinePair {
  Line a = kNoLine, b = kNoLine;
  friend auto operator<=>(const LinePair&, const LinePair&) = default;
};
LinePair make_pair(Line x, Line y);  // sorted
std::string lines_text(LinePair p);  // "column 3 + row 5", "rows 2 + 4", "nothing"
bool in_line(Line l, int cell);

struct BoardState {
  std::array<Icon, kCells> icon{};
  std::array<bool, kCells> covered{};
};
BoardState board_state(const Player& p);

// How many times each icon kind fires for the pair (the crossing cell twice).
std::array<int, kIconKinds> fired(const BoardState& b, LinePair p);

// What the dice of a player may be assigned to: the legal line pairs for two dice values.
struct AssignRules {
  bool rockbottom_super = false;  // both dice on one line (see Profile)
  bool parallel = false;          // Profile::rockbottom_parallel_lines
};
AssignRules assign_rules(const Player& p, const Profile& prof, Power power);
// Appends the line pairs for a die showing x on the first line and y on the second.
void pairs_for(int x, int y, const AssignRules& r, std::vector<LinePair>& out);

// Icon values in integer units of 1/scale (scale the common denominator of the weights).
struct IconValues {
  std::array<std::int64_t, kIconKinds> unit{};
  std::int64_t scale = 1;
};
IconValues icon_values(const Weights& w);

// E[best assignment's value] over the next roll with no changes: 36 outcomes of two dice, or
// 216 when a third (light-blue) die may be assigned. Returned as the exact sum over outcomes
// in units of 1/scale; divide by outcomes() and scale.
struct YieldModel {
  AssignRules rules;
  int dice = 2;
  int outcomes() const { return dice == 3 ? 216 : 36; }
};
std::int64_t yield_sum(const BoardState& b, const IconValues& v, const YieldModel& m);
odds::Fraction yield_value(const BoardState& b, const IconValues& v, const YieldModel& m);

// Progress toward the power: (6 - fewest uncovered cells of a line) + (11 - fewest uncovered
// cells of a row and a column together); 17 when the superpower is unlocked.
int progress(const std::array<bool, kCells>& covered);

struct Placement {
  int orientation = 0;
  TileCells cells;  // absolute, sorted
};
// Every placement of every orientation of `shape` inside the board, on no tile.
std::vector<Placement> placements(const BoardState& b, const std::vector<TileCells>& shapes);
void place(BoardState& b, const TileCells& cells);
std::string cells_text(const TileCells& cells);  // "[1, 1] A, [2, 1] _"

}  // namespace arbiter::grumblestone
