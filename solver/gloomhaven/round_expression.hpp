// The small expression language of a scenario rule's rounds (map.spawns' `rounds`, as the
// Secretariat's data writes it: "R % 2 == 1", "R > 3 && R % 3 == 1", "R == 5 || R == 10",
// "true"): integers, R (the round's number) and C (the number of characters), + - * / %,
// comparisons, ! && || and parentheses. Bounded so that any text is refused or evaluated at
// once: at most kMaxExpressionLength characters, parentheses nested kMaxExpressionDepth deep,
// integers up to 1000000 (every value stays far inside 64 bits).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace arbiter::gloomhaven {

inline constexpr std::size_t kMaxExpressionLength = 200;
inline constexpr int kMaxExpressionDepth = 16;

// Why the text is not an expression of the language (nullopt: it is one).
std::optional<std::string> round_expression_error(std::string_view text);

// Whether the expression holds in round `round` with `characters` characters. Throws
// std::invalid_argument naming the problem (a text round_expression_error refuses, a
// division by zero).
bool round_expression_holds(std::string_view text, int round, int characters);

// The same language over X (a number of figures a scenario rule counts: scenario 22's
// "for each altar standing") and C, without R: a stat change's value ("X", "(X+1)/2", the
// division rounding down). Why the text is not one (nullopt: it is).
std::optional<std::string> count_expression_error(std::string_view text);

// Its value with X = `count`, kept within -1000..1000. Throws std::invalid_argument as
// round_expression_holds does.
int count_expression_value(std::string_view text, int count, int characters);

}  // namespace arbiter::gloomhaven
