// A TurnWorkspace keeps its buffers from one solve to the next (their memory is reused, so a
// turn allocates little): whatever a solve leaves in them must never reach the next one.
// Positions of every kind are solved in turn with one workspace, in two orders, and each
// result (options, ranking, trace: the whole "Result of a solve" object) must equal the one a
// fresh workspace gives.
#include "solver/gloomhaven/workspace.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/generate.hpp"
#include "solver/gloomhaven/report/json.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven {
namespace {

namespace fs = std::filesystem;

struct Position {
  std::string name;
  std::shared_ptr<Scenario> s;
  std::shared_ptr<pathing::Board> board;
  RuleSet rules;
};

// Gloomhaven single-turn files of a folder (round files and other games are left out).
void add_files(const fs::path& dir, std::vector<Position>& out) {
  if (!fs::is_directory(dir)) return;
  std::vector<fs::path> files;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".json") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const fs::path& f : files) {
    std::ifstream in(f);
    const nlohmann::json j = nlohmann::json::parse(in);
    if (j.value("game", "gloomhaven") != "gloomhaven" || !j.contains("turn")) continue;
    auto s = std::make_shared<Scenario>(load_scenario(f.string()));
    auto b = std::make_shared<pathing::Board>(build_board(*s));
    for (RuleSet r : kAllRuleSets) out.push_back({f.string(), s, b, r});
  }
}

// One generated position (columns x rows, that many figures) under every rule set; returns
// it for variants.
Position add_generated_one(int columns, int rows, int figures, GeneratedAttack kind,
                           std::uint32_t seed, std::vector<Position>& out) {
  GeneratorOptions o;
  o.columns = columns;
  o.rows = rows;
  o.figures = figures;
  o.attack = kind;
  o.seed = seed;
  auto s = std::make_shared<Scenario>(generate_scenario(o));
  auto b = std::make_shared<pathing::Board>(build_board(*s));
  const std::string name = "generated " + std::to_string(columns) + "x" + std::to_string(rows) +
                           ", " + std::to_string(figures) + " figures, seed " +
                           std::to_string(seed);
  for (RuleSet r : kAllRuleSets) out.push_back({name, s, b, r});
  return out.back();
}

// Generated positions of each attack kind, on boards of several sizes (the small ones use
// the flat tables and bit boards, the large ones the sorted lists), walking, jumping and
// teleporting, and with more than 64 candidates.
void add_generated(std::vector<Position>& out) {
  const GeneratedAttack kinds[] = {GeneratedAttack::Melee, GeneratedAttack::Ranged,
                                   GeneratedAttack::Area, GeneratedAttack::MultiTarget,
                                   GeneratedAttack::Flying};
  const int sizes[][3] = {{12, 10, 8}, {20, 16, 12}, {70, 70, 14}};
  std::uint32_t seed = 1;
  for (const auto& size : sizes) {
    for (GeneratedAttack kind : kinds) {
      for (int i = 0; i < 3; ++i) {
        const Position p = add_generated_one(size[0], size[1], size[2], kind, seed++, out);
        // The same position jumping and teleporting (no travel search; landing costs).
        for (Movement m : {Movement::Jump, Movement::Teleport}) {
          auto moved = std::make_shared<Scenario>(*p.s);
          moved->turn.movement = m;
          out.push_back({p.name + ", movement " + std::to_string(static_cast<int>(m)), moved,
                         p.board, kAllRuleSets[i % kRuleSetCount]});
        }
      }
    }
  }
  // More than 64 candidates: step 3 leaves the bit masks for the general code.
  for (GeneratedAttack kind : {GeneratedAttack::Area, GeneratedAttack::MultiTarget})
    add_generated_one(30, 24, 160, kind, seed++, out);
}

std::string result(const Position& p, TurnWorkspace& ws) {
  const Decision d = decide_turn(*p.s, *p.board, profile_for(p.rules), ws);
  return report::decision_json(*p.s, *p.board, d).dump();
}

TEST(TurnWorkspace, ReusedGivesWhatAFreshOneGives) {
  std::vector<Position> positions;
  const fs::path source(ARBITER_SOURCE_DIR);
  add_files(source / "scenarios" / "gloomhaven" / "turns", positions);
  add_files(source / "scenarios" / "examples", positions);
  add_files(source / ".." / "shared" / "conformance" / "gloomhaven", positions);
  add_generated(positions);
  ASSERT_GT(positions.size(), 300u);

  std::vector<std::string> fresh;
  for (const Position& p : positions) {
    TurnWorkspace ws;
    fresh.push_back(result(p, ws));
  }
  // Forwards, then backwards (a board is followed by a larger and by a smaller one).
  TurnWorkspace reused;
  for (std::size_t i = 0; i < positions.size(); ++i)
    ASSERT_EQ(result(positions[i], reused), fresh[i])
        << positions[i].name << " " << rule_set_name(positions[i].rules);
  for (std::size_t i = positions.size(); i-- > 0;)
    ASSERT_EQ(result(positions[i], reused), fresh[i])
        << positions[i].name << " " << rule_set_name(positions[i].rules);
}

// The rounds' boards (BoardCache): one map gets its board back, with its serial, so that the
// caches keyed by the serial carry over; a changed map (a trap sprung) gets another, and
// the first comes back after it; past kCells cells in all the least recently used goes.
// A generated map and the same with its last terrain gone (as a sprung trap goes).
std::pair<Scenario, Scenario> map_and_sprung() {
  GeneratorOptions o;
  o.columns = 30;
  o.rows = 20;
  o.figures = 6;
  o.seed = 5;
  std::pair<Scenario, Scenario> out{generate_scenario(o), {}};
  out.second = out.first;
  EXPECT_FALSE(out.second.map.terrain.empty());
  if (!out.second.map.terrain.empty()) out.second.map.terrain.pop_back();
  return out;
}

TEST(BoardCache, TheSameMapGetsItsBoardBack) {
  const auto [s, sprung] = map_and_sprung();
  ASSERT_NE(s.map, sprung.map);
  detail::BoardCache cache;
  const auto a = cache.board(s);
  const auto b = cache.board(sprung);
  EXPECT_NE(a, b);
  EXPECT_NE(a->serial(), b->serial());
  EXPECT_EQ(cache.board(s), a);
  EXPECT_EQ(cache.board(sprung), b);
  EXPECT_EQ(cache.edges(*a), cache.edges(*a));  // listed once
  EXPECT_NE(cache.edges(*a), cache.edges(*b));
  // Two maps of half the budget each: the second puts out the two least recently used.
  Scenario big;
  big.path = "<big>";
  for (int r = 0; r < 1024; ++r)
    for (int q = 0; q < 1024; ++q) big.map.hexes.push_back({q, r});
  Scenario other = big;
  other.map.terrain.push_back({{0, 0}, TerrainType::Obstacle});
  ASSERT_EQ(detail::BoardCache::kCells, std::size_t{2} * 1024 * 1024);
  const auto big_board = cache.board(big);
  const auto other_board = cache.board(other);  // a's and b's go
  EXPECT_EQ(cache.board(big), big_board);
  EXPECT_NE(cache.board(s), a);                // built again; other's goes for it
  EXPECT_NE(cache.board(other), other_board);  // built again; big's goes for it
  EXPECT_EQ(cache.board(s)->serial(), cache.board(s)->serial());
}

// The exact table's proximities (ProximityCache) of one layout outlive a turn on another:
// a round that springs a trap and the next round, back on the first map, search again
// only what they had not searched.
TEST(ProximityCache, KeepsTheDistancesOfEveryLayoutWithinItsBudget) {
  const auto [s, sprung] = map_and_sprung();
  const pathing::Board a = build_board(s), b = build_board(sprung);
  detail::ProximityCache cache;
  pathing::DepthResult scratch(a.size());
  const std::int32_t* first = cache.from(a, 7, scratch).data();
  scratch.resize(b.size());
  const std::vector<std::int32_t> on_b = cache.from(b, 7, scratch);
  scratch.resize(a.size());
  EXPECT_EQ(cache.from(a, 7, scratch).data(), first);  // kept, not searched again
  // And right: the distances a search from cell 7 gives on each board.
  pathing::OpenModel open_a(a), open_b(b);
  pathing::DepthResult fresh(a.size());
  pathing::search_bfs_direct(pathing::ForwardGraph<pathing::OpenModel>{&open_a}, 7, fresh);
  for (CellIndex c = 0; c < a.size(); ++c) ASSERT_EQ(cache.from(a, 7, scratch)[c], fresh.depth(c));
  fresh.resize(b.size());
  pathing::search_bfs_direct(pathing::ForwardGraph<pathing::OpenModel>{&open_b}, 7, fresh);
  for (CellIndex c = 0; c < b.size(); ++c) ASSERT_EQ(on_b[c], fresh.depth(c));
}

// The table of answers past SightCache's flat table: every key added is found with its
// answer, also after the table has grown many times, and no other key is.
TEST(SightAnswers, FindsWhatWasAddedAndNothingElse) {
  detail::SightAnswers answers;
  std::map<std::uint64_t, bool> kept;
  std::mt19937_64 rng(5);
  EXPECT_EQ(answers.find(0), -1);
  for (int i = 0; i < 20000; ++i) {
    // Pairs of cells as SightCache forms them, the pair of cell 0 with itself among them.
    const std::uint64_t a = rng() % 3000, b = a + rng() % 3000;
    const std::uint64_t key = i == 0 ? 0 : (a << 32) | b;
    if (kept.count(key)) continue;
    const bool visible = rng() % 2 == 0;
    answers.add(key, visible);
    kept[key] = visible;
  }
  for (const auto& [key, visible] : kept) ASSERT_EQ(answers.find(key), visible ? 1 : 0) << key;
  for (int i = 0; i < 20000; ++i) {
    const std::uint64_t key = rng() % (std::uint64_t{3000} << 33);
    if (kept.count(key) == 0) {
      ASSERT_EQ(answers.find(key), -1) << key;
    }
  }
  answers.clear();
  EXPECT_EQ(answers.find(kept.begin()->first), -1);
}

// Past its flat table (a board of more than kFlatSightCells cells) SightCache answers as
// the Sight it keeps does, asked first and asked again, either way round.
TEST(SightCache, PastTheFlatTableAnswersAsSightDoes) {
  GeneratorOptions o;
  o.columns = 60;
  o.rows = 50;
  o.figures = 4;
  o.seed = 3;
  const Scenario s = generate_scenario(o);
  const pathing::Board b = build_board(s);
  ASSERT_GT(b.size(), detail::SightCache::kFlatSightCells);
  const pathing::Sight sight(b, pathing::SightModel::CornerToCorner);
  detail::SightCache cache;
  cache.prepare(b, pathing::SightModel::CornerToCorner);
  std::mt19937 rng(11);
  std::vector<std::pair<CellIndex, CellIndex>> pairs;
  int seen = 0;
  for (int i = 0; i < 3000; ++i) {
    const CellIndex x = rng() % b.size();
    // Near pairs, so that both answers come up often.
    const CellIndex y = std::min<CellIndex>(b.size() - 1, x + rng() % 400);
    pairs.push_back({x, y});
    const bool v = sight.visible(x, y);
    seen += v;
    ASSERT_EQ(cache.sees(x, y), v) << x << " " << y;
  }
  EXPECT_GT(seen, 100);
  EXPECT_LT(seen, 2900);
  for (const auto& [x, y] : pairs) ASSERT_EQ(cache.sees(y, x), sight.visible(x, y));
}

}  // namespace
}  // namespace arbiter::gloomhaven
