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

}  // namespace arbiter::gloomhaven
