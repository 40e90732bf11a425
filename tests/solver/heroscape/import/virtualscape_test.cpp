// `arbiter import virtualscape`: .hsc files written here byte by byte (the layout in
// solver/heroscape/import/virtualscape.hpp), the committed fixture, the sample maps of
// ../shared/data/hsc when they are beside the clone, and damaged files.
#include "solver/heroscape/import/virtualscape.hpp"

#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "solver/game/workspace.hpp"
#include "solver/games/games.hpp"
#include "solver/scenario/json_reader.hpp"
#include "tests/support/cli_fixture.hpp"

namespace arbiter::heroscape::virtualscape {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

// --- a writer ---------------------------------------------------------------------------

class Writer {
 public:
  Writer& i32(std::int32_t v) {
    for (int i = 0; i < 4; ++i)
      b_ += static_cast<char>((static_cast<std::uint32_t>(v) >> (8 * i)) & 0xFF);
    return *this;
  }
  Writer& f64(double d) {
    std::uint64_t v;
    std::memcpy(&v, &d, sizeof v);
    for (int i = 0; i < 8; ++i) b_ += static_cast<char>((v >> (8 * i)) & 0xFF);
    return *this;
  }
  Writer& u8(int v) {
    b_ += static_cast<char>(v);
    return *this;
  }
  // With the UTF-16 marker, as every sample has.
  Writer& str(const std::string& ascii) {
    u8(0xFF).u8(0xFE).u8(0xFF).u8(static_cast<int>(ascii.size()));
    for (char c : ascii) u8(c).u8(0);
    return *this;
  }
  Writer& tile(int type, int rot, int x, int y, int z, char letter = 0,
               const std::string& zone = "", std::array<int, 3> colour = {0, 0, 0}) {
    i32(type).f64(0.0003).i32(rot).i32(x).i32(y).i32(z).u8(letter).str("").str(zone);
    return u8(colour[0]).u8(colour[1]).u8(colour[2]).u8(0);
  }
  Writer& header(int tiles) {
    f64(0.0007).str("Test map").str("tests").str("2").i32(0);
    return i32(6).i32(70).i32(0).i32(0).i32(0).i32(tiles);
  }
  const std::string& bytes() const { return b_; }

 private:
  std::string b_;
};

json import_json(const std::string& bytes) {
  return json::parse(import_file(bytes, "t", "t.hsc"));
}

// The hexes of a map list, as "[x, y]" strings.
std::set<std::string> hexes_of(const json& list) {
  std::set<std::string> s;
  for (const auto& h : list) s.insert(h.dump());
  return s;
}
int level_of(const json& f, const std::string& hex) {
  for (const auto& [level, list] : f.at("map").at("levels").items()) {
    if (hexes_of(list).count(hex)) return std::stoi(level);
  }
  return f.at("map").at("default_level");
}
std::string terrain_of(const json& f, const std::string& hex) {
  for (const auto& [kind, list] : f.at("map").at("terrain").items()) {
    if (hexes_of(list).count(hex)) return kind;
  }
  return "grass";
}

void solves(const std::string& text) {
  auto s = games::load_text(text, "imported");
  game::Workspace ws;
  game::SolveRequest r;
  r.json = true;
  const json out = json::parse(s->solve(r, ws));
  EXPECT_TRUE(out.is_object());
}

// --- maps written here ------------------------------------------------------------------

TEST(Virtualscape, LevelsTerrainObstaclesGlyphsAndStartZones) {
  Writer w;
  w.header(9)
      .tile(1007, 0, 0, 0, 0)        // grass hexagon, level 1
      .tile(2002, 0, 0, 2, 1)        // rock on it: [0, 2], [1, 2] level 2
      .tile(4001, 0, 1, 1, 1)        // water on the grass: level 1
      .tile(10012, 0, 1, 0, 1)       // a tree, 11 levels
      .tile(14065, 0, 0, 1, 1, 'A')  // glyph A
      .tile(15001, 0, 0, 0, 1, 0, "Red", {255, 0, 0})
      .tile(15001, 0, 1, 2, 2, 0, "Blue", {0, 0, 255})
      .tile(8001, 0, 3, 3, 0)    // a road hex on the table, apart
      .tile(16402, 0, 3, 3, 1);  // a ladder: left out
  const json f = import_json(w.bytes());
  EXPECT_EQ(f.at("coordinates"), "odd-r");
  // The hexagon anchored at [0, 0] (an even row): [0,0] [1,0] [-1,1] [0,1] [1,1] [0,2] [1,2].
  EXPECT_EQ(hexes_of(f.at("map").at("hexes")),
            (std::set<std::string>{"[0,0]", "[1,0]", "[-1,1]", "[0,1]", "[1,1]", "[0,2]", "[1,2]",
                                   "[3,3]"}));
  EXPECT_EQ(level_of(f, "[0,0]"), 1);
  EXPECT_EQ(level_of(f, "[0,2]"), 2);
  EXPECT_EQ(terrain_of(f, "[0,2]"), "rock");
  EXPECT_EQ(level_of(f, "[1,1]"), 1);
  EXPECT_EQ(terrain_of(f, "[1,1]"), "water");
  EXPECT_EQ(terrain_of(f, "[3,3]"), "road");
  EXPECT_EQ(f.at("map").at("obstacles"),
            json::parse(R"([{"kind": "tree", "hex": [1, 0], "height": 11}])"));
  EXPECT_EQ(f.at("map").at("glyphs"), json::parse("[[0, 1]]"));
  const std::string notes = f.at("notes");
  EXPECT_NE(notes.find("Start zones: red: [0, 0]; blue: [1, 2]."), std::string::npos) << notes;
  EXPECT_NE(notes.find("A (Astrid) at [0, 1]"), std::string::npos) << notes;
  EXPECT_NE(notes.find("1 x ladder"), std::string::npos) << notes;
  // The placeholders stand on the start zones, sides named by their colours.
  EXPECT_EQ(f.at("figures")[0].at("hexes"), json::parse("[[0, 0]]"));
  EXPECT_EQ(f.at("figures")[0].at("side"), "red");
  EXPECT_EQ(f.at("figures")[1].at("hexes"), json::parse("[[1, 2]]"));
  EXPECT_EQ(f.at("figures")[1].at("side"), "blue");
  EXPECT_EQ(f.at("title"), "Test map");
  solves(f.dump());
}

TEST(Virtualscape, OddRowsShiftOddStepsRight) {
  // A 2-hex piece at rotation 2 reaches south-west: from the odd row 1, that is [x, 2].
  Writer w;
  w.header(2).tile(1002, 2, 5, 1, 0).tile(1002, 2, 5, 2, 0);
  const json f = import_json(w.bytes());
  EXPECT_EQ(hexes_of(f.at("map").at("hexes")), (std::set<std::string>{"[5,1]", "[5,2]", "[4,3]"}));
}

TEST(Virtualscape, OldestDocumentVersionReads) {
  Writer w;
  w.f64(0.0001).i32(2);
  w.i32(1001).f64(0.0001).i32(0).i32(0).i32(0).i32(0);
  w.i32(3001).f64(0.0001).i32(0).i32(1).i32(0).i32(0);
  const json f = import_json(w.bytes());
  EXPECT_EQ(terrain_of(f, "[1,0]"), "sand");
  EXPECT_EQ(f.at("figures").size(), 2u);  // the first free hexes when there is no start zone
}

// --- damaged files ----------------------------------------------------------------------

std::string error_of(const std::string& bytes) {
  try {
    import_file(bytes, "t", "t.hsc");
  } catch (const scenario::ScenarioError& e) {
    return e.what();
  }
  return "no error";
}

TEST(Virtualscape, EveryTruncationIsRefusedWithItsPlace) {
  Writer w;
  w.header(2).tile(1007, 0, 0, 0, 0).tile(15001, 0, 0, 0, 1, 0, "Red", {255, 0, 0});
  const std::string& full = w.bytes();
  for (std::size_t n = 0; n < full.size(); ++n) {
    const std::string e = error_of(full.substr(0, n));
    EXPECT_EQ(e.rfind("t.hsc: byte ", 0), 0u) << n << ": " << e;
  }
  EXPECT_NE(error_of(full.substr(0, full.size() - 3)).find("(tile 2)"), std::string::npos);
  EXPECT_NE(error_of(full.substr(0, full.size() - 3)).find("truncated"), std::string::npos);
  EXPECT_NE(error_of(full + "x").find("1 bytes after the last tile"), std::string::npos);
}

TEST(Virtualscape, UnknownTypesAndOutOfRangeFieldsAreNamed) {
  Writer a;
  a.header(1).tile(99001, 0, 0, 0, 0);
  Writer header_only;
  header_only.header(1);
  EXPECT_EQ(error_of(a.bytes()), "t.hsc: byte " + std::to_string(header_only.bytes().size()) +
                                     " (tile 1): unknown tile type 99001");
  Writer b;
  b.header(1).tile(1001, 7, 0, 0, 0);
  EXPECT_NE(error_of(b.bytes()).find("rotation 7 is not 0..5"), std::string::npos);
  Writer c;
  c.header(1).tile(1001, 0, 0, 0, 5000);
  EXPECT_NE(error_of(c.bytes()).find("(limit 900)"), std::string::npos);
  Writer d;
  d.header(kMaxTiles + 1);
  EXPECT_NE(error_of(d.bytes()).find("(limit 20000)"), std::string::npos);
  Writer e;
  e.f64(0.5);
  EXPECT_NE(error_of(e.bytes()).find("not a Virtualscape map"), std::string::npos);
  EXPECT_NE(error_of(std::string(kMaxFileBytes + 1, '\0')).find("(limit 4194304 bytes)"),
            std::string::npos);
  Writer g;
  g.header(1).tile(15001, 0, 0, 0, 0);  // a start zone alone: room for one figure only
  EXPECT_NE(error_of(g.bytes()).find("fewer than 2 hexes"), std::string::npos);
}

// --- the sample maps --------------------------------------------------------------------

TEST(Virtualscape, SampleMapsImportShowAndSolve) {
  const fs::path dir = fs::path(ARBITER_SOURCE_DIR) / ".." / "shared" / "data" / "hsc";
  if (!fs::is_directory(dir)) {
    GTEST_SKIP() << "no sample maps at " << dir << " (../shared is not beside the clone)";
  }
  std::map<std::string, json> files;
  for (const auto& e : fs::directory_iterator(dir)) {
    if (e.path().extension() != ".hsc") continue;
    const std::string text =
        import_file(testing::slurp(e.path()), e.path().stem().string(), e.path().string());
    solves(text);
    files[e.path().filename().string()] = json::parse(text);
  }
  EXPECT_EQ(files.size(), 6u);
  // Facts of FORMAT.md: five 1-hex grass pieces stacked at (6, 2), z 0 to 4; the file also
  // lays a 5-hex road at z 5 from (2, 2) to (6, 2) across them: level 6.
  EXPECT_EQ(level_of(files.at("ladders.hsc"), "[6,2]"), 6);
  EXPECT_EQ(terrain_of(files.at("ladders.hsc"), "[6,2]"), "road");
  // The glyph at (9, 6) lies on a 7-hex rock at z 5: level 6, rock, a glyph.
  const json& t = files.at("testMap-313b9afe.hsc");
  EXPECT_EQ(level_of(t, "[9,6]"), 6);
  EXPECT_EQ(terrain_of(t, "[9,6]"), "rock");
  EXPECT_EQ(hexes_of(t.at("map").at("glyphs")).count("[9,6]"), 1u);
  EXPECT_NE(t.at("notes").get<std::string>().find("B (Brandar)"), std::string::npos);
  // A tree at (0, 0), z 5, on grass at z 4: ground level 5 and the tree on it.
  const json& b = files.at("buildup-8a84b7dd.hsc");
  EXPECT_EQ(level_of(b, "[0,0]"), 5);
  bool tree = false;
  for (const auto& o : b.at("map").at("obstacles"))
    tree = tree || (o.at("hex").dump() == "[0,0]" && o.at("kind") == "tree");
  EXPECT_TRUE(tree);
  EXPECT_EQ(b.at("title"), "Build Up");
  // Fifteen single water hexes on the table; the one at (5, 3) lies under a stack of land
  // with a road on top (level 5), the other fourteen are water at level 0.
  const json& land = files.at("land-882edc91.hsc");
  EXPECT_EQ(land.at("map").at("terrain").at("water").size(), 14u);
  EXPECT_EQ(level_of(land, "[6,4]"), 0);
  EXPECT_EQ(terrain_of(land, "[6,4]"), "water");
  EXPECT_EQ(level_of(land, "[5,3]"), 5);
  EXPECT_EQ(terrain_of(land, "[5,3]"), "road");
  // Seven start zones of seven colours.
  const std::string notes = files.at("ladders-3f3a13db.hsc").at("notes");
  for (const char* colour :
       {"red:", "green:", "blue:", "yellow:", "magenta:", "cyan:", "orange:"}) {
    EXPECT_NE(notes.find(colour), std::string::npos) << colour << " in " << notes;
  }
}

class VirtualscapeCli : public testing::CliFixture {};

TEST_F(VirtualscapeCli, ImportShowAndSolveTheFixture) {
  const std::string fixture =
      testing::quote(testing::source("tests/data/import/virtualscape-small.hsc"));
  const std::string out = testing::quote((dir_ / "small.json").string());
  const auto r = run("import virtualscape " + fixture + " -o " + out);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(run("show --no-color " + out).status, 0);
  EXPECT_EQ(run("solve --board never " + out).status, 0);
  const json f = json::parse(testing::slurp(dir_ / "small.json"));
  EXPECT_EQ(f.at("name"), "small");
  const auto bad = run("import virtualscape " + testing::quote(testing::source("README.md")));
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("README.md: byte 0: not a Virtualscape map"), std::string::npos)
      << bad.err;
}

}  // namespace
}  // namespace arbiter::heroscape::virtualscape
