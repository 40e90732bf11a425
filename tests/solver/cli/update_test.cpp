// `check --update` (solver/cli/update.cpp) in every game: the engine's answers written into
// `expect` under the right rule sets, the rest of the file kept byte for byte, a new file
// given its `expect`, and `expect` read back in the form `solve --format json` prints.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/cli_fixture.hpp"
#include "tests/support/expect_fixture.hpp"

namespace arbiter::cli {
namespace {

namespace fs = std::filesystem;
using arbiter::testing::contains;
using arbiter::testing::lines;
using arbiter::testing::Outcome;
using arbiter::testing::quote;
using arbiter::testing::slurp;
using arbiter::testing::source;
using json = nlohmann::json;

class UpdateCli : public arbiter::testing::ExpectFixture {};

TEST_F(UpdateCli, UpdateWritesAnswersAndKeepsTheRest) {
  // A wrong expectation: only the value of its rule-set entry is rewritten.
  const fs::path f = copy("scenarios/examples/ranged-steps-back.json", "steps.json");
  std::string text = slurp(f);
  const auto entry = text.find("\"gloomhaven\": [", text.find("\"expect\""));
  ASSERT_NE(entry, std::string::npos);
  const std::string before = text.substr(0, entry + 14);
  const auto wrong = text.find("[6, 1]", entry);
  ASSERT_NE(wrong, std::string::npos);
  text.replace(wrong, 6, "[0, 0]");
  std::ofstream(f, std::ios::binary) << text;
  ASSERT_EQ(run("check " + quote(f.string())).status, 1);

  const Outcome up = run("check --update " + quote(f.string()));
  ASSERT_EQ(up.status, 0) << up.err;
  EXPECT_EQ(up.out, "updated " + f.string() + " (gloomhaven)\n1 updated, 0 unchanged\n");
  const std::string after = slurp(f);
  EXPECT_EQ(after.substr(0, before.size()), before);
  EXPECT_EQ(after.substr(after.size() - 5), "]}\n}\n");
  EXPECT_EQ(run("check " + quote(f.string())).status, 0);
  // Once right, nothing is written.
  EXPECT_EQ(run("check --update " + quote(f.string())).out, "0 updated, 1 unchanged\n");
  EXPECT_EQ(slurp(f), after);
}

TEST_F(UpdateCli, UpdateAddsExpectToANewFile) {
  const fs::path f = dir_ / "p.json";
  ASSERT_EQ(run("new " + quote(f.string())).status, 0);
  const std::string original = slurp(f);
  const Outcome up = run("check --update --rules all " + quote(f.string()));
  ASSERT_EQ(up.status, 0) << up.err;
  EXPECT_TRUE(contains(up.out, "(gloomhaven, jotl, frosthaven, gloomhaven2e, gloomhaven-seed)"))
      << up.out;
  const std::string updated = slurp(f);
  // The original text up to its last member is a prefix of the new one.
  const auto cut = original.rfind('}', original.rfind('}') - 1);
  EXPECT_EQ(updated.substr(0, cut + 1), original.substr(0, cut + 1));
  const Outcome checked = run("check " + quote(f.string()));
  EXPECT_EQ(checked.status, 0);
  EXPECT_EQ(lines(checked.out).back(), "5 passed, 0 failed");
  // Every game's expectations are updated the same way (authoring_cli_test.cpp): a
  // committed, correct Arcadia Quest file is unchanged.
  const fs::path h = copy("scenarios/arcadia/f01-full-cell.json", "h.json");
  const std::string before = slurp(h);
  const Outcome aq = run("check --update " + quote(h.string()));
  EXPECT_EQ(aq.status, 0) << aq.err;
  EXPECT_EQ(aq.out, "0 updated, 1 unchanged\n");
  EXPECT_EQ(slurp(h), before);
}

TEST_F(UpdateCli, ExpectAcceptsSolveOutput) {
  const fs::path f = copy("scenarios/examples/area-attack.json", "area.json");
  const Outcome solved = run("solve " + quote(f.string()) + " --rules jotl --format json");
  ASSERT_EQ(solved.status, 0);
  json doc = json::parse(slurp(f));
  doc["expect"] = {{"jotl", json::parse(solved.out).at("options")}};
  std::ofstream(f) << doc.dump(2);
  const Outcome r = run("check " + quote(f.string()));
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "1 passed, 0 failed\n");
}

TEST_F(UpdateCli, HeroscapeUpdateRepairsAWrongExpectationAndKeepsTheRest) {
  const fs::path f = copy("scenarios/heroscape/e04-leaving-engagement.json", "e04.json");
  const std::string original = slurp(f);
  expect_update_leaves(f);
  // A wrong score and a wrong cost: check fails, --update writes today's answers.
  replace_in(f, "\"choices\"", "\"score\": \"1/12\"", "\"score\": \"1/5\"");
  const json e = repaired(f, original, "heroscape");
  // The shape of the old expectation: reachable, best, the pinned choices with their fields.
  EXPECT_EQ(e.at("reachable").size(), 5u);
  EXPECT_EQ(e.at("best").size(), 2u);
  ASSERT_EQ(e.at("choices").size(), 2u);
  EXPECT_EQ(e.at("choices")[0].at("score"), "1/12");
  EXPECT_EQ(e.at("choices")[1].at("p_destroyed"), "0");
}

TEST_F(UpdateCli, HeroscapeUpdateWritesBestIntoANewFile) {
  const fs::path f = dir_ / "new.json";
  ASSERT_EQ(run("new --game heroscape --columns 6 --rows 3 " + quote(f.string())).status, 0);
  EXPECT_TRUE(contains(run("check " + quote(f.string())).out, "1 file with no expectation"));
  ASSERT_EQ(run("check --update " + quote(f.string())).status, 0);
  const json d = solved(f);
  const json best = json::parse(slurp(f)).at("expect").at("heroscape").at("best");
  EXPECT_EQ(best.size(), rank_one(d));
  EXPECT_EQ(best[0].at("target"), "E1");
  EXPECT_TRUE(contains(run("check " + quote(f.string())).out, "1 passed, 0 failed"));
  // solve --rules all still prints each rule set's full text for Heroscape.
  const Outcome all = run("solve --no-color --rules all " + quote(f.string()));
  EXPECT_EQ(all.status, 0) << all.err;
  EXPECT_TRUE(contains(all.out, "heroscape-3dice")) << all.out;
}

// --- check --update -------------------------------------------------------------------------

TEST_F(UpdateCli, UpdateRepairsAWrongArcadiaQuestExpectationAndKeepsTheRest) {
  const fs::path f = copy("scenarios/arcadia/g01-guard-ranged-far-target.json", "g01.json");
  const std::string original = slurp(f);
  expect_update_leaves(f);
  // Wrong: the Bow on the Orc costs 3/2 expected wounds, not 1/2.
  replace_in(f, "\"options\"", "\"expected_taken\": \"3/2\"", "\"expected_taken\": \"1/2\"");
  const json e = repaired(f, original, "arcadia-quest");
  // The engine's rank-1 options, as solve gives them.
  std::set<std::string> best, rank1;
  for (const auto& b : e.at("best"))
    best.insert(b.at("card").get<std::string>() + b.at("target").get<std::string>());
  const json d = solved(f);
  for (const auto& o : d.at("options")) {
    if (o.at("rank") == 1)
      rank1.insert(o.at("card").get<std::string>() + o.at("target").get<std::string>());
  }
  EXPECT_EQ(best, rank1);
  EXPECT_EQ(best.size(), 4u);
  // The pinned options keep the fields they pinned, with the engine's values.
  ASSERT_EQ(e.at("options").size(), 2u);
  const json& bow = e.at("options")[0];
  EXPECT_EQ(bow.at("target"), "Orc");
  EXPECT_EQ(bow.at("expected_taken"), "3/2");
  EXPECT_EQ(bow.at("guards"), json::parse(R"(["G1", "G2"])"));
  EXPECT_EQ(bow.at("payback_moves"), json::parse("[[2, 2]]"));
  EXPECT_EQ(bow.at("p_kill"), "0");
  EXPECT_FALSE(bow.contains("coins")) << "fields the file did not pin are not added";
  EXPECT_EQ(e.at("absent").size(), 1u);
}

TEST_F(UpdateCli, UpdateRefreshesRespawnChancesUnderTheFilesRuleSet) {
  const fs::path f = copy("scenarios/arcadia/s01-respawn.json", "s01.json");
  const std::string original = slurp(f);
  replace_in(f, "\"respawn\": [", "\"p\": \"11/12\"", "\"p\": \"1/12\"");
  const json e = repaired(f, original, "arcadia-quest-respawn");
  // The chances worked out by hand, every entry in its place.
  EXPECT_EQ(e.at("respawn"),
            json::parse(original).at("expect").at("arcadia-quest-respawn").at("respawn"));
}

TEST_F(UpdateCli, UpdateFillsANewArcadiaQuestFileAndHonoursRules) {
  const fs::path f = dir_ / "aq.json";
  ASSERT_EQ(run("new --game arcadia-quest " + quote(f.string())).status, 0);
  const std::string original = slurp(f);
  Outcome r = run("check --update --rules arcadia-quest-respawn " + quote(f.string()));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "updated " + f.string() + " (arcadia-quest-respawn)\n1 updated, 0 unchanged\n");
  json e = json::parse(slurp(f)).at("expect");
  EXPECT_EQ(e.size(), 1u);
  EXPECT_TRUE(e.contains("arcadia-quest-respawn")) << e;
  // The rest of the file stays as written: its text up to its last member.
  const auto cut = original.rfind('}', original.rfind('}') - 1);
  EXPECT_EQ(slurp(f).substr(0, cut + 1), original.substr(0, cut + 1));
  r = run("check --update --rules all " + quote(f.string()));
  // --rules all: the two rule sets not written yet (the rulebook's and the seed's guard).
  EXPECT_EQ(r.out, "updated " + f.string() +
                       " (arcadia-quest, arcadia-quest-seed)\n1 updated, 0 unchanged\n");
  EXPECT_EQ(run("check --rules all " + quote(f.string())).out, "3 passed, 0 failed\n");
  // A rule set of another game is refused for this file.
  const Outcome wrong = run("check --update --rules jotl " + quote(f.string()));
  EXPECT_EQ(wrong.status, 2);
  EXPECT_TRUE(contains(wrong.err, "--rules jotl is not a rule set of arcadia-quest")) << wrong.err;
}

TEST_F(UpdateCli, UpdateRepairsAWrongGrumblestoneExpectationAndKeepsTheRest) {
  const fs::path f = copy("scenarios/grumblestone/t01-crossing-fires-twice.json", "t01.json");
  const std::string original = slurp(f);
  // Wrong: the crossing fires twice, so column 4 + row 3 is worth 3 and deals 3.
  replace_in(f, "\"expect\"", "\"value\": 3", "\"value\": 2");
  replace_in(f, "\"target\"", "\"damage\": 3", "\"damage\": 2");
  const json e = repaired(f, original, "grumblestone");
  const json d = solved(f);
  EXPECT_EQ(e.at("value"), d.at("value"));
  EXPECT_EQ(e.at("value"), "3");
  EXPECT_EQ(e.at("best"), json::parse(R"([{"action": "assign", "column": 4, "row": 3}])"));
  EXPECT_EQ(e.at("actions"),
            json::parse(R"([{"action": "assign", "column": 3, "row": 4, "value": "2"}])"));
  EXPECT_EQ(e.at("target"), "P2");
  EXPECT_EQ(e.at("damage"), 3);
}

TEST_F(UpdateCli, UpdateRewritesGrumblestonePlacements) {
  const fs::path f = copy("scenarios/grumblestone/t15-placement-by-yield.json", "t15.json");
  const std::string original = slurp(f);
  // [3, 3] is on the diagonal: worth 1/3, not 11/18.
  replace_in(f, "\"placements\"", "              2,\n              1\n",
             "              3,\n              3\n");
  const json e = repaired(f, original, "grumblestone");
  EXPECT_EQ(e.at("placements"), json::parse(R"([{"slot": 1, "cells": [[2, 1]], "icons": "A"}])"));
  EXPECT_EQ(e.at("buy"), json::parse(R"({"slots": [1]})"));
}

TEST_F(UpdateCli, UpdateFillsANewGrumblestoneFileUnderEveryRuleSet) {
  const fs::path f = dir_ / "gs.json";
  ASSERT_EQ(run("new --game grumblestone " + quote(f.string())).status, 0);
  Outcome r = run("check --update " + quote(f.string()));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "updated " + f.string() + " (grumblestone)\n1 updated, 0 unchanged\n");
  const json e = json::parse(slurp(f)).at("expect").at("grumblestone");
  const json d = solved(f);
  EXPECT_EQ(e.at("value"), d.at("value"));
  EXPECT_EQ(e.at("best").size(), rank_one(d));
  EXPECT_TRUE(e.contains("target") && e.contains("damage")) << e;
  r = run("check --update --rules grumblestone-parallel " + quote(f.string()));
  EXPECT_EQ(r.out, "updated " + f.string() + " (grumblestone-parallel)\n1 updated, 0 unchanged\n");
  EXPECT_EQ(json::parse(slurp(f)).at("expect").at("grumblestone-parallel").at("value"),
            solved(f, "grumblestone-parallel").at("value"));
  EXPECT_EQ(run("check " + quote(f.string())).out, "2 passed, 0 failed\n");
  expect_update_leaves(f);  // updating again changes nothing
}

}  // namespace
}  // namespace arbiter::cli
