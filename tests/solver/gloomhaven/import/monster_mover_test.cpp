// `arbiter import monster-mover`: links built here by a small encoder of the Monster Mover's
// format (written from the format's description, bit by bit), the conformance suite's
// positions sent through a link and solved again, the Monster Mover's own example links
// (when a copy of its repository is named by ARBITER_MONSTER_MOVER_SOURCE), and bad links.
#include "solver/gloomhaven/import/monster_mover.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <regex>
#include <set>
#include <sstream>

#include "solver/game/workspace.hpp"
#include "solver/games/games.hpp"
#include "solver/scenario/json_reader.hpp"
#include "tests/solver/gloomhaven/import/link_encoder.hpp"
#include "tests/support/cli_fixture.hpp"

namespace arbiter::gloomhaven::monster_mover {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

using link_encoder::BitWriter;
using link_encoder::cell_at;
using link_encoder::encode;
using link_encoder::location;

std::string import(const std::string& link) {
  return import_link(link, "t", "link");
}

std::vector<std::string> solve_destinations(const std::string& text, const std::string& rules) {
  auto s = games::load_text(text, "imported");
  game::Workspace ws;
  game::SolveRequest r;
  r.rules = rules;
  r.json = true;
  const json out = json::parse(s->solve(r, ws));
  std::vector<std::string> d;
  for (const auto& o : out.at("options")) d.push_back(o.at("destination").dump());
  std::sort(d.begin(), d.end());
  return d;
}

// --- links built here -------------------------------------------------------------------

TEST(MonsterMover, EncodedPositionDecodesToTheSameFields) {
  Position p;
  p.move = 3, p.range = 4, p.target = 2, p.flying = 1, p.muddled = true, p.rules = 2;
  p.active = location(5, 5);
  p.aoe = {17, 24, 31};
  cell_at(p, p.active).figure = 2;
  Cell& c = cell_at(p, location(9, 5));
  c.figure = 1, c.initiative = 7, c.walls[1] = true;
  cell_at(p, location(0, 0)).terrain = 6;
  cell_at(p, location(28, 24)).terrain = 2;
  const Position q = decode(payload_of(encode(p), "link"), "link");
  EXPECT_EQ(q.move, 3);
  EXPECT_EQ(q.range, 4);
  EXPECT_EQ(q.target, 2);
  EXPECT_EQ(q.flying, 1);
  EXPECT_TRUE(q.muddled);
  EXPECT_EQ(q.rules, 2);
  EXPECT_EQ(q.active, p.active);
  EXPECT_EQ(q.aoe, p.aoe);
  ASSERT_EQ(q.cells.size(), p.cells.size());
  for (std::size_t i = 0; i < q.cells.size(); ++i) {
    EXPECT_EQ(q.cells[i].location, p.cells[i].location);
    EXPECT_EQ(q.cells[i].terrain, p.cells[i].terrain);
    EXPECT_EQ(q.cells[i].figure, p.cells[i].figure);
    EXPECT_EQ(q.cells[i].walls[1], p.cells[i].walls[1]);
  }
}

TEST(MonsterMover, TurnFileHasTheMapFiguresInitiativesAndCard) {
  Position p;
  p.move = 2, p.range = 3, p.target = 1, p.rules = 0, p.muddled = true;
  p.active = location(2, 3);
  cell_at(p, p.active).figure = 2;
  Cell& c1 = cell_at(p, location(6, 3));
  c1.figure = 1, c1.initiative = 4;
  Cell& c2 = cell_at(p, location(6, 1));
  c2.figure = 1, c2.initiative = 2;
  cell_at(p, location(4, 3)).terrain = 1;  // an obstacle
  cell_at(p, location(4, 2)).terrain = 3;  // a trap
  const json f = json::parse(import(encode(p)));
  EXPECT_EQ(f.at("rules"), "frosthaven");
  EXPECT_EQ(f.at("coordinates"), "even-q");
  EXPECT_EQ(f.at("map").at("hexes"), json::parse(R"({"columns": 29, "rows": 25})"));
  EXPECT_EQ(f.at("map").at("terrain").at("obstacle"), json::parse("[[4, 3]]"));
  EXPECT_EQ(f.at("map").at("terrain").at("trap"), json::parse("[[4, 2]]"));
  ASSERT_EQ(f.at("figures").size(), 3u);
  // Listed in column-then-row order: M1 at [2, 3], C1 at [6, 1], C2 at [6, 3].
  EXPECT_EQ(f.at("figures")[0].at("id"), "M1");
  EXPECT_FALSE(f.at("figures")[0].contains("initiative"));  // the Monster Mover reads none
  EXPECT_EQ(f.at("figures")[0].at("conditions"), json::parse(R"(["muddle"])"));
  EXPECT_EQ(f.at("figures")[1].at("id"), "C1");
  EXPECT_EQ(f.at("figures")[1].at("initiative"), 2);
  EXPECT_EQ(f.at("figures")[2].at("hex"), json::parse("[6, 3]"));
  EXPECT_EQ(f.at("figures")[2].at("initiative"), 4);
  EXPECT_EQ(f.at("turn"), json::parse(R"({"figure": "M1", "move": 2, "movement": "normal",
                                          "attack": {"range": 3, "targets": 1}})"));
}

// A thin wall on an edge the position depends on: the monster must walk around it, and the
// answer changes when the wall is there. Also checks which edge the link's wall bits name.
TEST(MonsterMover, ThinWallsLieOnTheEdgeTheLinkNames) {
  Position p;
  p.move = 1, p.range = 0, p.target = 1;
  p.active = location(4, 4);
  cell_at(p, p.active).figure = 2;
  Cell& c = cell_at(p, location(4, 1));
  c.figure = 1;
  const auto open = solve_destinations(import(encode(p)), "gloomhaven");
  EXPECT_EQ(open, std::vector<std::string>{"[4,3]"});
  // Edge 0 of the monster's hex is its upper edge: the wall between [4, 4] and [4, 3].
  cell_at(p, p.active).walls[0] = true;
  const std::string text = import(encode(p));
  EXPECT_EQ(json::parse(text).at("map").at("thin_walls"), json::parse("[[[4, 4], [4, 3]]]"));
  const auto walled = solve_destinations(text, "gloomhaven");
  EXPECT_EQ(walled.size(), 2u);  // around the wall, either side
  EXPECT_EQ(std::count(walled.begin(), walled.end(), "[4,3]"), 0);
}

TEST(MonsterMover, CharactersActingAndMovementKinds) {
  Position p;
  p.characters_act = true, p.move = 4, p.flying = 2, p.teleport = true, p.target = 6;
  p.active = location(1, 1);
  cell_at(p, p.active).figure = 1;
  Cell& m = cell_at(p, location(3, 1));
  m.figure = 2, m.initiative = 9;
  const json f = json::parse(import(encode(p)));
  EXPECT_EQ(f.at("turn").at("figure"), "C1");
  EXPECT_EQ(f.at("turn").at("monster_ai"), true);
  EXPECT_EQ(f.at("turn").at("movement"), "teleport");
  EXPECT_EQ(f.at("turn").at("flying"), true);
  EXPECT_EQ(f.at("turn").at("attack").at("targets"), "all");
  EXPECT_EQ(f.at("figures")[1].at("initiative"), 9);  // the monsters are the enemies now
  EXPECT_FALSE(f.at("figures")[0].contains("initiative"));
  p.target = 0;  // no attack
  EXPECT_TRUE(json::parse(import(encode(p))).at("turn").at("attack").is_null());
}

TEST(MonsterMover, AreaOfEffectOffsetsAreAxial) {
  Position p;
  p.move = 0, p.range = 0, p.target = 1;
  // The grid's centre is cell 24 (column 3, row 3, rows counted upwards); 25 is the cell
  // above it, 31 the next column's cell of the same row, which is its lower-right neighbour
  // (odd columns sit half a hex higher).
  p.aoe = {24, 25, 31};
  p.active = location(5, 5);
  cell_at(p, p.active).figure = 2;
  cell_at(p, location(8, 8)).figure = 1;
  const json a = json::parse(import(encode(p))).at("turn").at("attack").at("aoe");
  EXPECT_EQ(a.at("melee"), true);
  // The centre is the attacker's own hex, left out; 25 is one up, 31 down to the right.
  EXPECT_EQ(a.at("hexes"), json::parse("[[0, -1], [1, 0]]"));
}

// Whatever surrounds the link (found by the fuzzer: bytes that are not UTF-8), the notes keep
// its canonical form.
TEST(MonsterMover, NotesKeepTheLinkInItsCanonicalForm) {
  Position p;
  cell_at(p, location(3, 3)).figure = 2;
  const std::string link = encode(p);
  const std::string payload = payload_of(link, "link");
  const json f = json::parse(import("\xc3(\xff " + link + "\n"));
  EXPECT_EQ(f.at("notes").get<std::string>().find("https://gloom.aluminumangel.org/" + payload),
            68u)
      << f.at("notes");
}

TEST(MonsterMover, LinkWithoutActingFigureIsAMapToShow) {
  Position p;
  cell_at(p, location(3, 3)).figure = 2;
  const json f = json::parse(import(encode(p)));
  EXPECT_FALSE(f.contains("turn"));
  EXPECT_NE(f.at("notes").get<std::string>().find("no acting figure"), std::string::npos);
}

// Old links (data version 1.0 to 1.2) use a 23 x 20 map placed inside today's 29 x 25 one.
TEST(MonsterMover, OldMapLinksArePlacedAsTheMonsterMoverPlacesThem) {
  BitWriter w;
  w.write(4, 1), w.write(3, 0), w.write(3, 0);                 // 1.0.0: no rule set, no teleport
  w.write(4, 2), w.write(4, 0), w.write(3, 1), w.write(2, 0);  // move 2, melee, 1 target
  w.write(1, 0), w.write(1, 0), w.write(1, 0);
  w.write(9, 0);                                               // the acting figure in old cell 0
  w.write(6, 0);                                               // no area
  w.write(9, 1);                                               // one cell
  w.write(1, 0), w.write(2, 0);                                // at old cell 0
  w.write(3, 0), w.write(2, 2), w.write(4, 1), w.write(1, 0);  // a monster
  const Position p = decode(w.base64url(), "link");
  // Old column 0 becomes column 3; old row 0 becomes row 3 - 1 (column 3 is odd).
  EXPECT_EQ(p.active, 3 * kRows + 2);
  EXPECT_EQ(p.rules, 1);
}

// --- the conformance suite, through a link ---------------------------------------------

// A conformance position (16 x 7, even-q) as a Monster Mover position: placed at column 6
// (even, so the same board) and row 9, every other cell a wall; nullopt when the link cannot
// say it (initiatives beyond 9 ranks, conditions, summons, areas off the 7 x 7 grid).
struct Embedded {
  Position p;
  std::map<std::string, std::string> id_by_hex;  // conformance id -> hex text "[c,r]" there
};
constexpr int kDc = 6, kDr = 9;

std::optional<Embedded> embed(const json& f) {
  if (f.at("coordinates") != "even-q" || !f.at("map").at("hexes").is_object()) return {};
  const int w = f.at("map").at("hexes").at("columns"), h = f.at("map").at("hexes").at("rows");
  if (w + kDc > kColumns || h + kDr > kRows) return {};
  Embedded e;
  Position& p = e.p;
  for (int c = 0; c < kColumns; ++c) {
    for (int r = 0; r < kRows; ++r) {
      if (c < kDc || c >= kDc + w || r < kDr || r >= kDr + h)
        cell_at(p, location(c, r)).terrain = 2;
    }
  }
  const auto loc = [&](const json& hex) {
    return location(hex[0].get<int>() + kDc, hex[1].get<int>() + kDr);
  };
  static const std::map<std::string, int> kTerrain = {
      {"obstacle", 1}, {"wall", 2}, {"trap", 3}, {"hazardous", 4}, {"difficult", 5}, {"icy", 6}};
  if (f.at("map").contains("terrain")) {
    for (const auto& [k, list] : f.at("map").at("terrain").items()) {
      for (const auto& hex : list) cell_at(p, loc(hex)).terrain = kTerrain.at(k);
    }
  }
  if (f.at("map").contains("thin_walls")) {
    for (const auto& wall : f.at("map").at("thin_walls")) {
      const int a = loc(wall[0]), b = loc(wall[1]);
      bool done = false;
      for (int k = 0; k < 3 && !done; ++k) {
        for (const auto& [x, y] : {std::pair{a, b}, std::pair{b, a}}) {
          const int column = x / kRows, row = x % kRows, even = column % 2 == 0;
          const int n = k == 0 ? x + 1 : k == 1 ? x + kRows + 1 - even : x + kRows - even;
          if (!done && n == y && (k != 0 || row + 1 < kRows)) {
            cell_at(p, x).walls[k] = true;
            done = true;
          }
        }
      }
      if (!done) return {};
    }
  }
  const json& t = f.at("turn");
  const json* acting = nullptr;
  for (const auto& fig : f.at("figures")) {
    if (fig.at("id") == t.at("figure")) acting = &fig;
  }
  const bool characters_act = acting->at("kind") == "character";
  // Enemies' initiatives as ranks 1..9 (ties kept); absent on every enemy: all 1.
  std::set<int> initiatives;
  int without = 0, enemies = 0;
  for (const auto& fig : f.at("figures")) {
    const std::string kind = fig.at("kind");
    if (kind == "summon") return {};
    if ((kind == "character") != (fig.at("side") == "players")) return {};
    if (fig.contains("conditions") && &fig != acting) return {};
    if (fig.contains("long_rest") || fig.contains("secondary_initiative")) return {};
    if ((kind == "character") == characters_act) continue;
    ++enemies;
    if (fig.contains("initiative"))
      initiatives.insert(fig.at("initiative").get<int>());
    else
      ++without;
  }
  if (without != 0 && without != enemies) return {};
  if (initiatives.size() > 9) return {};
  for (const auto& fig : f.at("figures")) {
    Cell& c = cell_at(p, loc(fig.at("hex")));
    c.figure = fig.at("kind") == "character" ? 1 : 2;
    if (fig.contains("initiative") && ((fig.at("kind") == "character") != characters_act)) {
      c.initiative =
          1 + static_cast<int>(std::distance(initiatives.begin(),
                                             initiatives.find(fig.at("initiative").get<int>())));
    }
    e.id_by_hex[fig.at("id")] = "[" + std::to_string(fig.at("hex")[0].get<int>() + kDc) + "," +
                                std::to_string(fig.at("hex")[1].get<int>() + kDr) + "]";
  }
  if (acting->contains("conditions")) {
    if (acting->at("conditions") != json::parse(R"(["muddle"])")) return {};
    p.muddled = true;
  }
  p.characters_act = characters_act;
  p.active = loc(acting->at("hex"));
  p.move = t.at("move");
  if (p.move > 9) return {};
  const std::string movement = t.value("movement", "normal");
  p.flying = movement == "jump" ? 1 : movement == "flying" ? 2 : 0;
  p.teleport = movement == "teleport";
  if (t.value("flying", false)) {
    if (!p.teleport) return {};
    p.flying = 2;
  }
  const json attack = t.value("attack", json());
  if (attack.is_null()) {
    p.target = 0;
  } else {
    p.range = attack.at("range");
    if (p.range > 9) return {};
    const json& n = attack.at("targets");
    p.target = n.is_string() ? 6 : n.get<int>();
    if (p.target > 5 && !n.is_string()) return {};
    if (attack.contains("aoe")) {
      const json& a = attack.at("aoe");
      if (!a.contains("hexes")) return {};
      if (a.at("melee").get<bool>() != (p.range == 0)) return {};
      for (const auto& o : a.at("hexes")) {
        // Inverse of the importer's offsets: axial from the centre (3, 3) to the grid's cell.
        const int q = o[0].get<int>() + 3;
        const int row_down = o[1].get<int>() + (3 - (3 + 1) / 2) + (q + (q & 1)) / 2;
        if (q < 0 || q > 6 || row_down < 0 || row_down > 6) return {};
        const int index = q * 7 + (6 - row_down);
        static const std::set<int> kSkipped = {0, 1, 6, 7, 13, 14, 28, 35, 41, 42, 43, 48};
        if (kSkipped.count(index) != 0) return {};
        p.aoe.push_back(index);
      }
      std::sort(p.aoe.begin(), p.aoe.end());
    }
  }
  p.rules = 1;
  return e;
}

TEST(MonsterMover, ConformancePositionsSolveTheSameThroughALink) {
  const fs::path dir =
      fs::path(ARBITER_SOURCE_DIR) / ".." / "shared" / "conformance" / "gloomhaven";
  if (!fs::is_directory(dir)) {
    GTEST_SKIP() << "no conformance suite at " << dir << " (../shared is not beside the clone)";
  }
  int compared = 0, skipped = 0;
  game::Workspace ws;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.path().extension() != ".json") continue;
    const json f = json::parse(testing::slurp(entry.path()));
    const auto e = embed(f);
    if (!e) {
      ++skipped;
      continue;
    }
    const std::string link = encode(e->p);
    json imported = json::parse(import(link));
    // The suite's answers, moved to the embedded place and its ids to the imported ones.
    std::map<std::string, std::string> imported_id;  // hex text -> id
    for (const auto& fig : imported.at("figures")) imported_id[fig.at("hex").dump()] = fig.at("id");
    const auto id_of = [&](const json& id) { return imported_id.at(e->id_by_hex.at(id)); };
    json expect = json::object();
    for (const auto& [rules, options] : f.at("expect").items()) {
      json list = json::array();
      for (const auto& o : options) {
        json x = {
            {"destination",
             {o.at("destination")[0].get<int>() + kDc, o.at("destination")[1].get<int>() + kDr}}};
        json targets = json::array();
        for (const auto& t : o.at("targets")) targets.push_back(id_of(t));
        x["targets"] = targets;
        if (o.contains("focus"))
          x["focus"] = o.at("focus").is_null() ? json() : json(id_of(o.at("focus")));
        list.push_back(x);
      }
      expect[rules] = list;
    }
    imported["expect"] = expect;
    const auto s = games::load_text(imported.dump(), entry.path().filename().string());
    for (const std::string& rules : s->expected_rule_sets()) {
      const game::CheckCase c = s->check(rules, ws);
      // Walls in place of the map's edge change one answer: under the rulebook's vertex line
      // of sight, a line along the bottom edge of aa-037's map passes, one touching the wall
      // hexes below it does not. The Monster Mover's own solver gives the same answer as
      // Arbiter on this link ([12, 12] or [12, 13]); the other rule sets agree with the suite.
      if (entry.path().stem() == "aa-037" && rules == "gloomhaven") {
        EXPECT_FALSE(c.pass) << c.got_text;
        EXPECT_NE(c.got_text.find("[12, 12]"), std::string::npos) << c.got_text;
        continue;
      }
      EXPECT_TRUE(c.pass) << entry.path().filename() << " under " << rules << " via " << link
                          << "\n expected:\n"
                          << c.expected_text << " got:\n"
                          << c.got_text;
      ++compared;
    }
  }
  std::cout << "[ conformance through links: " << compared << " cases compared, " << skipped
            << " positions a link cannot say ]\n";
  EXPECT_GT(compared, 150);
}

// --- the Monster Mover's own example links ---------------------------------------------

// Its map editor's source lists example links of every data version in comments; the same
// position written by several versions must import to the same file (the notes aside), and
// a position shown under several rule sets must differ only in `rules`. Read from a copy of
// the repository AluminumAngel/gloom named by ARBITER_MONSTER_MOVER_SOURCE.
TEST(MonsterMover, TheMonsterMoversOwnExampleLinksImport) {
  const char* root = std::getenv("ARBITER_MONSTER_MOVER_SOURCE");
  if (root == nullptr || !fs::exists(fs::path(root) / "js" / "MapEditor.jsx")) {
    GTEST_SKIP() << "set ARBITER_MONSTER_MOVER_SOURCE to a copy of the repository "
                    "AluminumAngel/gloom to import its example links";
  }
  const std::string editor = testing::slurp(fs::path(root) / "js" / "MapEditor.jsx");
  const std::regex link(R"(// - (http://localhost:5000/([A-Za-z0-9_-]+))( \[([^\]]+)\])?)");
  std::map<std::string, std::vector<json>> by_tag;
  int imported = 0;
  for (auto it = std::sregex_iterator(editor.begin(), editor.end(), link);
       it != std::sregex_iterator(); ++it) {
    std::string text;
    try {
      text = import((*it)[1].str());
    } catch (const scenario::ScenarioError& e) {
      ADD_FAILURE() << e.what();
      continue;
    }
    ++imported;
    json f = json::parse(text);
    f.erase("notes");
    if ((*it)[4].matched) {
      const std::string tag = (*it)[4].str();
      const std::string rules = tag == "Gloom rules"   ? "gloomhaven"
                                : tag == "JotL rules"  ? "jotl"
                                : tag == "Frost rules" ? "frosthaven"
                                                       : "";
      if (!rules.empty()) {
        EXPECT_EQ(f.at("rules"), rules) << (*it)[1].str();
        f.erase("rules");
        by_tag["rules"].push_back(f);
      }
    }
  }
  EXPECT_GE(imported, 20);
  // Each version's "[... rules]" group shows one position: every rule-set example of the
  // links, without its rule set, is one of at most (versions) distinct files.
  std::set<std::string> distinct;
  for (const auto& f : by_tag["rules"]) distinct.insert(f.dump());
  EXPECT_FALSE(by_tag["rules"].empty());
  EXPECT_LE(distinct.size(), 2u) << "the rule-set examples should be one position";
}

// --- bad links --------------------------------------------------------------------------

std::string error_of(const std::string& link) {
  try {
    import(link);
  } catch (const scenario::ScenarioError& e) {
    return e.what();
  }
  return "no error";
}

TEST(MonsterMover, BadLinksNameThePlaceAndTheProblem) {
  Position p;
  p.active = location(3, 3);
  cell_at(p, p.active).figure = 2;
  cell_at(p, location(5, 3)).figure = 1;
  const std::string good = encode(p);
  EXPECT_EQ(error_of(good + "!"),
            "link: character " + std::to_string(payload_of(good, "x").size() + 1) +
                ": \"!\" is not a character of a Monster Mover link (A-Z, a-z, 0-9, - and _)");
  EXPECT_NE(error_of(good.substr(0, good.size() - 6)).find("the link ends early"),
            std::string::npos);
  EXPECT_NE(error_of("https://gloom.aluminumangel.org/").find("no position in the link"),
            std::string::npos);
  EXPECT_NE(error_of(std::string(kMaxLinkChars + 1, 'A')).find("(limit 8192)"), std::string::npos);
  // Version 2.0.0 does not exist.
  EXPECT_NE(error_of("AgAA").find("data version 2.0.0"), std::string::npos);
  // The acting figure's cell holding a character while monsters act.
  Position q = p;
  q.active = location(5, 3);
  EXPECT_NE(error_of(encode(q)).find("holds no monster"), std::string::npos);
  // A figure on a wall.
  Position r = p;
  cell_at(r, location(5, 3)).terrain = 2;
  EXPECT_EQ(error_of(encode(r)),
            "link: the figure at [5, 3]: a figure stands on a wall, which the Monster Mover's "
            "editor never allows");
  // An area larger than format 1 takes.
  Position s = p;
  s.range = 2;
  for (int i = 0; i < 49; ++i) {
    if (i != 0 && i != 1 && i != 6 && i != 7 && i != 13 && i != 14 && i != 28 && i != 35 &&
        i != 41 && i != 42 && i != 43 && i != 48)
      s.aoe.push_back(i);
  }
  EXPECT_NE(error_of(encode(s)).find("(limit 19)"), std::string::npos);
}

// --- the command ------------------------------------------------------------------------

class MonsterMoverCli : public testing::CliFixture {};

TEST_F(MonsterMoverCli, ImportsAFileOrALinkAndTheResultSolves) {
  const std::string fixture = testing::source("tests/data/import/monster-mover-ranged.link");
  const auto to_stdout = run("import monster-mover " + testing::quote(fixture));
  ASSERT_EQ(to_stdout.status, 0) << to_stdout.err;
  const json f = json::parse(to_stdout.out);
  EXPECT_EQ(f.at("name"), "monster-mover-ranged");
  const std::string link = testing::slurp(fixture);
  const auto written =
      run("import monster-mover " + testing::quote(link.substr(0, link.find('\n'))) + " -o " +
          testing::quote((dir_ / "pos.json").string()));
  ASSERT_EQ(written.status, 0) << written.err;
  EXPECT_EQ(written.out, "wrote " + (dir_ / "pos.json").string() + "\n");
  json g = json::parse(testing::slurp(dir_ / "pos.json"));
  EXPECT_EQ(g.at("name"), "pos");
  g["name"] = f.at("name");
  EXPECT_EQ(g, f);
  const auto solved = run("solve --board never " + testing::quote((dir_ / "pos.json").string()));
  EXPECT_EQ(solved.status, 0) << solved.err;
}

TEST_F(MonsterMoverCli, BadInputExitsTwoNamingTheFile) {
  std::ofstream(dir_ / "cut.link") << "https://gloom.aluminumangel.org/UUgFpFqgi04J\n";
  const auto r = run("import monster-mover " + testing::quote((dir_ / "cut.link").string()));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err.rfind((dir_ / "cut.link").string() + ": bit ", 0), 0u) << r.err;
  const auto missing = run("import monster-mover no-such-file.link");
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("no-such-file.link: (file): no such file"), std::string::npos);
}

}  // namespace
}  // namespace arbiter::gloomhaven::monster_mover
