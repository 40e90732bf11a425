// GHS value formulas: C (characters) and L (level) computed, any other letter a named
// unknown, anything else refused.
#include "solver/gloomhaven/import/formula.hpp"

#include <gtest/gtest.h>

namespace arbiter::gloomhaven::import {
namespace {

std::optional<int> value(const char* text, int c = 3, int l = 2) {
  const auto f = evaluate_formula(text, {{'C', c}, {'L', l}});
  return f ? f->value : std::optional<int>(-999);
}
std::string unknown(const char* text) {
  const auto f = evaluate_formula(text, {{'C', 3}, {'L', 2}});
  return f ? f->unknown : "refused";
}

TEST(Formula, LettersInAnyPosition) {
  EXPECT_EQ(value("7"), 7);
  EXPECT_EQ(value("C"), 3);
  EXPECT_EQ(value("2+C"), 5);
  EXPECT_EQ(value("C+2"), 5);
  EXPECT_EQ(value("8xC"), 24);
  EXPECT_EQ(value("4+2xC", 4), 12);  // x binds before +
  EXPECT_EQ(value("(7+L)xC"), 27);
  EXPECT_EQ(value("Cx(L+1)-1"), 8);
  // Division rounds down: 11 x 3 / 2 = 16.5.
  EXPECT_EQ(value("11xC/2"), 16);
  EXPECT_EQ(value("(11xC)/2", 4), 22);
}

// Frosthaven's rounded form: exact division and decimals inside, rounded once, as it says.
TEST(Formula, TheRoundedFormRoundsOnceAtTheEnd) {
  EXPECT_EQ(value("[8xC/2{$math.floor}]"), 12);
  EXPECT_EQ(value("[12xCx3/2{$math.floor}]"), 54);
  // 3 + 8 x (3/2) = 15 exactly; whole-number division would give 11.
  EXPECT_EQ(value("[3+8x(C/2){$math.floor}]"), 15);
  EXPECT_EQ(value("3+8x(C/2)"), 11);
  // Human Commander's shield: 1 + (L+1)/4 rounded down: level 2 -> 1, level 3 -> 2.
  EXPECT_EQ(value("[1+(L+1)/4{$math.floor}]", 3, 2), 1);
  EXPECT_EQ(value("[1+(L+1)/4{$math.floor}]", 3, 3), 2);
  // Valrath Commander's heal: 0.35 x L + 1.65 rounded up: level 1 -> 2, level 7 -> 5 (4.1).
  EXPECT_EQ(value("[0.35*L+1.65{$math.ceil}]", 3, 1), 2);
  EXPECT_EQ(value("[0.35*L+1.65{$math.ceil}]", 3, 7), 5);
  EXPECT_EQ(value("[0.35*L+1.65{$math.ceil}]", 3, 0), 2);
  // Decimals only inside the rounded form; an unclosed form is refused.
  EXPECT_EQ(value("0.5"), -999);
  EXPECT_EQ(value("[C/2{$math.floor}"), -999);
  EXPECT_EQ(unknown("[X/2{$math.floor}]"), "X");
  // Plain brackets only enclose: "[C-1]" targets one fewer than the characters.
  EXPECT_EQ(value("[C-1]"), 2);
  EXPECT_EQ(value("[C]", 4), 4);
  EXPECT_EQ(value("[C"), -999);
}

TEST(Formula, AScenarioLetterIsANamedUnknown) {
  EXPECT_EQ(unknown("V"), "V");
  EXPECT_EQ(unknown("3+X"), "X");
  EXPECT_EQ(unknown("(X+1)xC"), "X");
  EXPECT_EQ(value("3+X"), std::nullopt);
  EXPECT_EQ(unknown("3+C"), "");
}

TEST(Formula, MalformedOrHugeIsRefused) {
  for (const char* bad : {"", "3+", "+3", "(3", "3)", "3 + 2", "c", "3/0", "99999999",
                          "1000x1000x1000", "((((((((((((((((((1))))))))))))))))))", "3%"})
    EXPECT_EQ(unknown(bad), "refused") << bad;
}

}  // namespace
}  // namespace arbiter::gloomhaven::import
