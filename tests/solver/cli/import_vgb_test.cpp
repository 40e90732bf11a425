// `arbiter import vgb` as users run it: our own small files always; the real VGB and GHS
// copies in ../shared/data when present (skipped with the reason otherwise).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::cli {
namespace {

using arbiter::testing::Outcome;
using arbiter::testing::quote;
using arbiter::testing::source;
using ::testing::HasSubstr;
namespace fs = std::filesystem;

class ImportCli : public arbiter::testing::CliFixture {
 protected:
  std::string fixture(const std::string& rel) const {
    return quote(source("tests/data/import/" + rel));
  }
  const std::string shared_ = source("../shared/data");
};

TEST_F(ImportCli, OurLayoutImportsWritesAtomicallyAndPlaysARound) {
  const std::string out = (dir_ / "round.json").string();
  const Outcome w =
      run("import vgb " + fixture("vgb/two-rooms.json") + " --characters 3 --level 2 --data " +
          fixture("ghs") + " --card test-brute=7001 -o " + quote(out));
  ASSERT_EQ(w.status, 0) << w.err;
  EXPECT_THAT(w.out, HasSubstr("wrote " + out));
  const auto j = nlohmann::json::parse(arbiter::testing::slurp(out));
  EXPECT_EQ(j["round"]["trap_damage"], 4);
  EXPECT_EQ(j["round"]["hazard_damage"], 2);
  const Outcome r = run("round " + quote(out) + " --no-color --board never");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("End of the round"));
}

TEST_F(ImportCli, BadInputExitsTwoNamingFilePlaceAndProblem) {
  const auto bad = [&](const std::string& args, const std::string& want) {
    const Outcome r = run("import vgb " + args);
    EXPECT_EQ(r.status, 2) << args << "\n" << r.out;
    EXPECT_THAT(r.err, HasSubstr(want)) << args;
  };
  bad(fixture("bad/unknown-tile.json") + " --data " + fixture("ghs"),
      "unknown-tile.json: mapTileData.doors[0].mapTileData.ref: unknown map tile \"z9z\"");
  bad(fixture("bad/rift-overlay.json") + " --data " + fixture("ghs"),
      "overlays[9].ref.type: overlay kind \"rift\" has no meaning in a round file");
  bad(fixture("bad/missing-monster.json") + " --data " + fixture("ghs"),
      "has no monster \"no-such-monster\"");
  bad(fixture("vgb/two-rooms.json") + " --data " + fixture("bad/ghs-malformed"),
      "test-brute.json: stats[1].movement: the value \"fast\"");
  bad(fixture("vgb/two-rooms.json") + " --data " + fixture("ghs") + " --card test-brute=1",
      "has no card 1; its cards: 7001, 7002");
  bad(fixture("vgb/two-rooms.json"), "needs --data DIR");
}

TEST_F(ImportCli, CardTakesTheTypesNameAndListsTheTypesOnError) {
  const std::string out = (dir_ / "round.json").string();
  const std::string base = "import vgb " + fixture("vgb/two-rooms.json") +
                           " --characters 3 --level 1 --data " + fixture("ghs") + " -o " +
                           quote(out);
  // The type's name as the round file writes it, in any case, names the same deck.
  const Outcome named = run(base + " --card " + quote("Test Brute=7002"));
  ASSERT_EQ(named.status, 0) << named.err;
  const auto j = nlohmann::json::parse(arbiter::testing::slurp(out));
  EXPECT_THAT(j["notes"].get<std::string>(), HasSubstr("Test Brute: card 7002 chosen"));
  EXPECT_EQ(run(base + " --card " + quote("test brute=7002")).status, 0);
  // An unknown type is refused with the types the scenario places, under both names.
  const Outcome wrong = run(base + " --card Brute=7002");
  EXPECT_EQ(wrong.status, 2);
  EXPECT_THAT(wrong.err, HasSubstr("--card Brute: the scenario places no monster \"Brute\"; its "
                                   "monster types: \"Test Brute\" (test-brute)"));
}

TEST_F(ImportCli, ShowOfAnImportedRoundTellsStandeesAndDoorsApart) {
  const std::string out = (dir_ / "round.json").string();
  ASSERT_EQ(run("import vgb " + fixture("vgb/two-rooms.json") +
                " --characters 3 --level 1 --data " + fixture("ghs") + " -o " + quote(out))
                .status,
            0);
  const Outcome r = run("show " + quote(out) + " --no-color");
  ASSERT_EQ(r.status, 0) << r.err;
  // Rank and hit points from the type's stat card; a label of its initials and number,
  // listed under the board; the closed door drawn as a door, not as a wall.
  EXPECT_THAT(r.out, HasSubstr("Test Brute 1 monsters (Test Brute, elite) [4, 1], 12/12 hp"));
  EXPECT_THAT(r.out, HasSubstr("|TB1|"));
  EXPECT_THAT(r.out, HasSubstr("labels: TB1 Test Brute 1"));
  EXPECT_THAT(r.out, HasSubstr("|[D]|"));
  EXPECT_THAT(r.out, HasSubstr("[D] closed door"));
  EXPECT_THAT(r.out, ::testing::Not(HasSubstr("### wall")));
  // `check` of the imported folder compares nothing: said, and exit 1.
  const Outcome c = run("check " + quote(dir_.string()));
  EXPECT_EQ(c.status, 1);
  EXPECT_THAT(c.err, HasSubstr("nothing was compared"));
}

TEST_F(ImportCli, CrossCheckOfOurFilesAgrees) {
  const Outcome r = run("import vgb " + fixture("vgb/two-rooms.json") + " --data " +
                        fixture("ghs") + " --cross-check");
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_THAT(r.out, HasSubstr("1 scenarios compared: 1 agree, 0 disagree"));
}

// A real scenario end to end: scenario 1 for 3 characters at level 1, a card drawn for each type,
// plays a whole round.
TEST_F(ImportCli, RealScenarioOnePlaysAWholeRound) {
  const std::string vgb = shared_ + "/vgb/scenarios/1.json";
  if (!fs::exists(vgb) || !fs::is_directory(shared_ + "/ghs/gh"))
    GTEST_SKIP() << "no VGB/GHS data under " << shared_;
  const std::string out = (dir_ / "s1.json").string();
  const Outcome w = run("import vgb " + quote(vgb) + " --characters 3 --level 1 --seed 7 --data " +
                        quote(shared_ + "/ghs") + " -o " + quote(out));
  ASSERT_EQ(w.status, 0) << w.err;
  const auto j = nlohmann::json::parse(arbiter::testing::slurp(out));
  // Scenario 1's first room for three characters: six bandit guards (VGB's l1a list).
  int guards = 0;
  for (const auto& f : j["figures"]) guards += f.value("type", "") == "Bandit Guard";
  EXPECT_EQ(guards, 6);
  EXPECT_EQ(j["monster_types"].size(), 3u);
  EXPECT_THAT(j["notes"].get<std::string>(), HasSubstr("drawn (seed 7)"));
  const Outcome r = run("round " + quote(out) + " --no-color --board never");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("Bandit Guard 1"));
  EXPECT_THAT(r.out, HasSubstr("End of the round"));
}

TEST_F(ImportCli, RealCrossCheckOfScenariosOneToTenNamesEachDisagreement) {
  if (!fs::is_directory(shared_ + "/vgb/scenarios") ||
      !fs::is_directory(shared_ + "/ghs/gh/scenarios"))
    GTEST_SKIP() << "no VGB/GHS data under " << shared_;
  std::string files;
  for (int i = 1; i <= 10; ++i)
    files += " " + quote(shared_ + "/vgb/scenarios/" + std::to_string(i) + ".json");
  const Outcome r = run("import vgb" + files + " --cross-check --data " + quote(shared_ + "/ghs"));
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_THAT(r.out, HasSubstr("10 scenarios compared:"));
  // Each disagreement names scenario, monster, rank, character count and both counts.
  EXPECT_THAT(r.out, ::testing::ContainsRegex("scenario [0-9]+, [a-z-]+ (normal|elite|boss), [234] "
                                              "characters: VGB [0-9]+, GHS [0-9]+"));
}

}  // namespace
}  // namespace arbiter::cli
