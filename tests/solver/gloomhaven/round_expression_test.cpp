// The rounds' expression language (round_expression.hpp): the data's forms hold when they
// should, and every malformed, too long, too deep or overflowing text is refused at once.
#include "solver/gloomhaven/round_expression.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

namespace arbiter::gloomhaven {
namespace {

TEST(RoundExpression, TheDatasFormsHoldInTheirRounds) {
  EXPECT_TRUE(round_expression_holds("true", 7, 3));
  EXPECT_FALSE(round_expression_holds("false", 7, 3));
  EXPECT_TRUE(round_expression_holds("R % 2 == 1", 3, 2));
  EXPECT_FALSE(round_expression_holds("R % 2 == 1", 4, 2));
  EXPECT_TRUE(round_expression_holds("R == 5 || R == 10", 10, 2));
  EXPECT_FALSE(round_expression_holds("R == 5 || R == 10", 6, 2));
  EXPECT_TRUE(round_expression_holds("R > 3 && R % 3 == 1", 7, 2));
  EXPECT_FALSE(round_expression_holds("R > 3 && R % 3 == 1", 1, 2));
  EXPECT_TRUE(round_expression_holds("R <= C", 3, 3));
  EXPECT_FALSE(round_expression_holds("R >= C + 1", 3, 3));
  EXPECT_TRUE(round_expression_holds("!(R != 2)", 2, 4));
  EXPECT_TRUE(round_expression_holds("(R - 1) * 2 / 4 == 1", 3, 2));
  EXPECT_TRUE(round_expression_holds("-R + 4 == 1", 3, 2));
}

TEST(RoundExpression, BadTextsAreRefusedWithTheProblem) {
  const auto problem = [](const std::string& t) {
    const auto e = round_expression_error(t);
    return e ? *e : std::string("accepted");
  };
  EXPECT_THAT(problem(""), ::testing::HasSubstr("ends too soon"));
  EXPECT_THAT(problem("R %"), ::testing::HasSubstr("ends too soon"));
  EXPECT_THAT(problem("R == X"), ::testing::HasSubstr("unknown name \"X\""));
  EXPECT_THAT(problem("(R == 1"), ::testing::HasSubstr("missing \")\""));
  EXPECT_THAT(problem("R == 1)"), ::testing::HasSubstr("unexpected \")\""));
  EXPECT_THAT(problem("R = 1"), ::testing::HasSubstr("unexpected \"=\""));
  EXPECT_THAT(problem("R == 10000000"), ::testing::HasSubstr("an integer above 1000000"));
  EXPECT_THAT(problem(std::string(201, ' ')), ::testing::HasSubstr("(limit 200)"));
  EXPECT_THAT(problem(std::string(17, '(') + "1" + std::string(17, ')')),
              ::testing::HasSubstr("nested more than 16"));
  EXPECT_EQ(problem(std::string(16, '(') + "1" + std::string(16, ')')), "accepted");
  // Products are bounded before they are taken: no overflow, however they are nested.
  EXPECT_THAT(problem("(1000000*1000000)*(1000000*1000000)"), ::testing::HasSubstr("out of range"));
  // A division by zero is found when evaluated (it may depend on R).
  EXPECT_EQ(problem("R % (R - 3) == 0"), "accepted");
  EXPECT_THROW(round_expression_holds("R % (R - 3) == 0", 3, 2), std::invalid_argument);
  EXPECT_TRUE(round_expression_holds("R % (R - 3) == 0", 4, 2));
  EXPECT_THROW(round_expression_holds("R ==", 1, 2), std::invalid_argument);
}

// A count expression (a stat change's value): X the figures counted, C; no R. Division
// rounds down, so "rounded up" is written (X+1)/2.
TEST(RoundExpression, CountExpressionsGiveAValueOfX) {
  EXPECT_EQ(count_expression_value("X", 4, 2), 4);
  EXPECT_EQ(count_expression_value("(X+1)/2", 3, 2), 2);
  EXPECT_EQ(count_expression_value("(X+1)/2", 4, 2), 2);
  EXPECT_EQ(count_expression_value("X*C - 1", 2, 3), 5);
  EXPECT_EQ(count_expression_value("5000*5000", 0, 2), 1000);  // kept within -1000..1000
  EXPECT_THAT(count_expression_error("R + X").value_or("accepted"),
              ::testing::HasSubstr("unknown name \"R\" (known: X, C, true, false)"));
  EXPECT_THAT(count_expression_error("Y").value_or("accepted"),
              ::testing::HasSubstr("unknown name \"Y\""));
  EXPECT_FALSE(count_expression_error("X / (X - 2)"));
  EXPECT_THROW(count_expression_value("X / (X - 2)", 2, 2), std::invalid_argument);
}

}  // namespace
}  // namespace arbiter::gloomhaven
