// The Gloomhaven Secretariat's value formulas ("3+X", "V", "(7+L)xC", "11xC/2"): integers,
// + - x * / and parentheses over one-letter unknowns. C is the number of characters and L
// the scenario level; the others (X, V, ...) are defined by a scenario's special rules.
// Division rounds down, as Gloomhaven rounds.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace arbiter::gloomhaven::import {

struct FormulaValue {
  std::optional<int> value;  // nullopt: a letter it uses has no value given
  std::string unknown;       // the first such letter ("X")
};

// Evaluates `text` with the letters' values in `known`. nullopt: not a formula of this
// grammar (the caller names the file and place). Values stay within +-1,000,000.
std::optional<FormulaValue> evaluate_formula(std::string_view text,
                                             const std::map<char, int>& known);

// `text` with each letter of `known` replaced by its value ("X+C" with C = 3: "X+3"): a
// formula kept for a letter only the scenario defines, written without the ones known here.
std::string with_known_letters(std::string_view text, const std::map<char, int>& known);

// "[2+(LxC/2){$math.floor}]" -> "2+(LxC/2)": GHS's brackets mark a computed value, and
// its floor is the formula's own rounding. nullopt: a function the formula has not.
std::optional<std::string> ghs_plain_formula(std::string text);

}  // namespace arbiter::gloomhaven::import
