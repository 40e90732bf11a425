// `arbiter generate`: deterministic large scenarios that load, solve and lint.
#include <gtest/gtest.h>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::cli {
namespace {

using arbiter::testing::Outcome;
using arbiter::testing::quote;
using arbiter::testing::slurp;

class Generate : public arbiter::testing::CliFixture {};

TEST_F(Generate, SameSeedSameFileOtherSeedOtherFile) {
  const auto a = run("generate --columns 40 --rows 30 --figures 12 --seed 5");
  const auto b = run("generate --columns 40 --rows 30 --figures 12 --seed 5");
  const auto c = run("generate --columns 40 --rows 30 --figures 12 --seed 6");
  ASSERT_EQ(a.status, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.out, c.out);
  EXPECT_NE(a.out.find("\"wall\""), std::string::npos);
  EXPECT_NE(a.out.find("\"thin_walls\""), std::string::npos);
}

TEST_F(Generate, WrittenFileLoadsAndSolvesUnderEveryAttack) {
  for (const char* attack : {"melee", "ranged", "area", "multi", "flying"}) {
    const auto file = (dir_ / (std::string(attack) + ".json")).string();
    const auto g = run(std::string("generate --columns 60 --rows 40 --figures 20 --attack ") +
                       attack + " -o " + quote(file));
    ASSERT_EQ(g.status, 0) << g.err;
    const auto s = run("solve --format json " + quote(file));
    EXPECT_EQ(s.status, 0) << attack << ": " << s.err;
    EXPECT_NE(s.out.find("\"options\""), std::string::npos) << attack;
    const auto l = run("lint " + quote(file));
    EXPECT_LE(l.status, 1) << attack << ": " << l.err;
  }
}

TEST_F(Generate, ImpossibleRequestsAreBadInput) {
  const auto crowded = run("generate --columns 3 --rows 3 --figures 50");
  EXPECT_EQ(crowded.status, 2);
  EXPECT_NE(crowded.err.find("too many figures"), std::string::npos) << crowded.err;
  EXPECT_EQ(run("generate --attack laser").status, 2);
  EXPECT_EQ(run("generate --columns 1").status, 2);
}

}  // namespace
}  // namespace arbiter::cli
