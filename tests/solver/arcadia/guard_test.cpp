// Guard (the rulebook and the seed's reading) over every option of every hand-worked
// position, where a killed target goes with and without the respawn step, and exact
// expectations of any size.
#include <gtest/gtest.h>

#include <filesystem>

#include "pathing/square_sight.hpp"
#include "solver/arcadia/decide.hpp"
#include "solver/odds/parse_rational.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::arcadia {
namespace {

namespace fs = std::filesystem;

Scenario load_path(const std::string& path) {
  return read_scenario(scenario::parse_json(scenario::read_file_text(path), path), path);
}

Scenario load(const std::string& name) {
  return load_path(
      (fs::path(ARBITER_SOURCE_DIR) / "scenarios/arcadia" / (name + ".json")).string());
}

// Every option of every position: guards are the monsters close to the hero other than
// the target, unless the target is a close monster (rulebook) or any close figure (seed).
TEST(ArcadiaGuard, RulebookSparesOnlyACloseMonsterSeedAnyCloseTarget) {
  int rival_close = 0;  // options whose answer differs between the readings
  for (const auto& entry :
       fs::directory_iterator(fs::path(ARBITER_SOURCE_DIR) / "scenarios/arcadia")) {
    if (entry.path().extension() != ".json") continue;
    const Scenario s = load_path(entry.path().string());
    const State st = build_state(s);
    for (const Profile* p : {&kDigest, &kSeedGuard}) {
      const Decision d = decide(st, *p, s.objective);
      for (const Option& o : d.options) {
        std::vector<std::size_t> close;
        for (std::size_t m = 0; m < st.monster_cell.size(); ++m) {
          if (o.target_monster && m == o.target) continue;
          if (pathing::square_close(st.board, o.destination, st.monster_cell[m])) {
            close.push_back(m);
          }
        }
        const bool spared = o.close && (o.target_monster || p->guard_spares_close_rival_hero);
        EXPECT_EQ(o.guards, spared ? std::vector<std::size_t>{} : close) << entry.path();
        if (o.close && !o.target_monster && !close.empty()) ++rival_close;
      }
    }
  }
  EXPECT_GE(rival_close, 2);  // g03 under both readings: the comparison is not vacuous
}

TEST(ArcadiaRespawn, GraveyardEmptiedBeforeTheAttack) {
  const Scenario s = load("s02-respawn-frees-a-full-graveyard");
  const State st = build_state(s);
  const Decision without = decide(st, kDigest, s.objective);
  const Decision with = decide(st, kWithRespawn, s.objective);
  ASSERT_EQ(without.options.size(), 1u);
  ASSERT_EQ(with.options.size(), 1u);
  EXPECT_EQ(without.options[0].graveyard_slot, 0);  // full: the box
  EXPECT_EQ(with.options[0].graveyard_slot, 1);     // emptied at the start of the turn
}

TEST(ArcadiaExpect, ExactValuesOfAnySize) {
  odds::Rational r;
  ASSERT_TRUE(
      odds::parse_rational("123456789012345678901234567890/987654321098765432109876543211", r));
  EXPECT_EQ(odds::rational_str(r), "123456789012345678901234567890/987654321098765432109876543211");
  ASSERT_TRUE(odds::parse_rational("-6/4", r));
  EXPECT_EQ(odds::rational_str(r), "-3/2");
  for (const char* bad : {"", "-", "1/", "/2", "1/0", "1.5", "1/-2", "a", "1 /2"}) {
    EXPECT_FALSE(odds::parse_rational(bad, r)) << bad;
  }
}

}  // namespace
}  // namespace arbiter::arcadia
