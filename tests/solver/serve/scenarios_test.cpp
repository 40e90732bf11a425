// Real scenarios as the server (and the static page's engine) lists and imports them, on the
// project's own small layout and data: the list says which layouts import; without monster
// data every layout is still listed, each refused with the reason given, and the decks and
// the import answer 400 with it.
#include "solver/serve/scenarios.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::serve {
namespace {

const std::string kVgb = testing::source("tests/data/import/vgb");
const std::string kGhs = testing::source("tests/data/import/ghs");

ImportQuery two_rooms() {
  ImportQuery q;
  q.fields = {{"scenario", "two-rooms.json"}, {"characters", "2"}, {"level", "1"}};
  return q;
}

TEST(ScenarioLibrary, ListsAndImportsWithData) {
  ScenarioLibrary library(kVgb, kGhs);
  const Answer list = library.list();
  ASSERT_EQ(list.status, 200) << list.body;
  const auto j = nlohmann::json::parse(list.body);
  ASSERT_EQ(j["scenarios"].size(), 1u);
  EXPECT_EQ(j["scenarios"][0]["id"], "two-rooms.json");
  EXPECT_TRUE(j["scenarios"][0]["refused"].is_null());
  const Answer imported = library.import(two_rooms());
  ASSERT_EQ(imported.status, 200) << imported.body;
  EXPECT_EQ(nlohmann::json::parse(imported.body)["round"]["characters"], 2);
}

TEST(ScenarioLibrary, WithoutDataListsEveryLayoutRefusedWithTheReason) {
  const std::string why = "no monster data yet: pick a folder";
  ScenarioLibrary library(kVgb, kGhs + "/absent", why);
  const Answer list = library.list();
  ASSERT_EQ(list.status, 200) << list.body;
  const auto j = nlohmann::json::parse(list.body);
  ASSERT_EQ(j["scenarios"].size(), 1u);
  // The same entry as with the data (its number and title read from the layout alone), but
  // refused with the reason given.
  auto with_data = nlohmann::json::parse(ScenarioLibrary(kVgb, kGhs).list().body)["scenarios"][0];
  with_data["refused"] = why;
  EXPECT_EQ(j["scenarios"][0], with_data);
  for (const Answer& a : {library.import(two_rooms()), library.decks(two_rooms())}) {
    EXPECT_EQ(a.status, 400);
    EXPECT_NE(a.body.find(why), std::string::npos) << a.body;
  }
}

TEST(ScenarioLibrary, WithoutFoldersEveryRouteSaysHowToStart) {
  ScenarioLibrary library("", "");
  EXPECT_EQ(library.list().status, 404);
  EXPECT_EQ(library.import(two_rooms()).status, 404);
}

}  // namespace
}  // namespace arbiter::serve
