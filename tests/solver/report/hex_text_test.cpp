// The shared text hex board lays tiles out by their axial coordinates, numbers the axes from
// the written coordinates, and draws labels, marks and thin walls where each belongs.
#include "solver/report/hex_text.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace arbiter::report::hex_text {
namespace {

const char* test_ansi(Ink ink) {
  return ink == 1 ? "2" : ink == 2 ? "2;36" : ink == 3 ? "1;31" : "34";
}
constexpr Palette kPalette{&test_ansi, 1, 2, 3};

Hex hex(int q, int r, std::string label = "") {
  Hex h;
  h.hex = {q, r};
  h.written = {q, r};
  h.label = std::move(label);
  h.label_ink = 4;
  return h;
}

TEST(HexText, FlatTilesStandInColumnsWithTheirLabels) {
  // Two flat hexes side by side: q 0 and q 1 (the second half a hex lower).
  const std::string board = draw({hex(0, 0, "A"), hex(1, 0, "B")}, true, false, kPalette);
  EXPECT_EQ(board,
            "    0   1\n"
            "   ___\n"
            "0 / A \\___\n"
            "  \\___/ B \\\n"
            "      \\___/\n");
}

TEST(HexText, PointyTilesStandInRows) {
  const std::string board = draw({hex(0, 0, "A"), hex(0, 1, "C")}, false, false, kPalette);
  // The second row stands half a hex to the right.
  EXPECT_NE(board.find("| A |"), std::string::npos) << board;
  EXPECT_NE(board.find("| C |"), std::string::npos) << board;
  EXPECT_LT(board.find("| A |") % 20, board.find("| C |") % 20 + 20);
}

TEST(HexText, AThinWallReplacesItsEdge) {
  Hex a = hex(0, 0, "A");
  a.thin_walls = 1 << 2;  // flat: the north edge
  // The north edge drawn as a wall, the south edge as an edge.
  EXPECT_EQ(draw({a}, true, false, kPalette),
            "    0\n"
            "   ===\n"
            "0 / A \\\n"
            "  \\___/\n");
}

TEST(HexText, MarksAndCornerGoInTheirPlaces) {
  Hex a = hex(0, 0);
  a.marks = {'s', 0, 'r'};
  a.corner = '^';
  const std::string board = draw({a}, true, false, kPalette);
  EXPECT_NE(board.find("/s r\\"), std::string::npos) << board;
  EXPECT_NE(board.find("\\_^_/"), std::string::npos) << board;
}

TEST(HexText, AFillShowsInTheLabelsBlankPlaces) {
  Hex a = hex(0, 0, "3");
  a.fill = '~';
  Hex b = hex(1, 0, "E1");
  b.fill = '~';
  Hex c = hex(2, 0);
  c.fill = '#';
  const std::string board = draw({a, b, c}, true, false, kPalette);
  EXPECT_NE(board.find("/~3~\\"), std::string::npos) << board;
  EXPECT_NE(board.find("/E1~\\"), std::string::npos) << board;
  EXPECT_NE(board.find("/###\\"), std::string::npos) << board;
}

TEST(HexText, ALegendLineListsItsItemsOrNothing) {
  EXPECT_EQ(legend_line("ground:", {{"~", 4, "water"}, {"=", 0, "road"}}, false, kPalette),
            "  ground: ~ water  = road\n");
  EXPECT_EQ(legend_line("", {{"@", 4, "acting"}}, true, kPalette), "  \x1b[34m@\x1b[0m acting\n");
  EXPECT_EQ(legend_line("ground:", {}, false, kPalette), "");
}

TEST(HexText, ShortLabelsTellLongIdsApart) {
  EXPECT_EQ(short_labels({"C1", "Test Brute 1", "Test Brute 2", "Living Bones 12", "Archer"}),
            (std::vector<std::string>{"C1", "TB1", "TB2", "L12", "Arc"}));
  // Initials and number taken (by an id or another label): the first character and a free
  // number.
  EXPECT_EQ(short_labels({"TB1", "Test Brute 1", "Tall Bear 1"}),
            (std::vector<std::string>{"TB1", "T1", "T2"}));
}

TEST(HexText, ColourWrapsEachRunOfOneInk) {
  const std::string board = draw({hex(0, 0, "A")}, true, true, kPalette);
  EXPECT_NE(board.find("\x1b[34mA\x1b[0m"), std::string::npos) << board;
  EXPECT_EQ(paint("@", 4, true, kPalette), "\x1b[34m@\x1b[0m");
  EXPECT_EQ(paint("@", 4, false, kPalette), "@");
}

TEST(HexText, TheBoxCountsColumnsTimesRows) {
  EXPECT_EQ(box_hexes({{0, 0}}, true), 1u);
  EXPECT_EQ(box_hexes({{0, 0}, {3, 0}}, true), 4u * 2u);  // 4 columns; q 3 sits 1.5 rows lower
  EXPECT_EQ(box_hexes({}, true), 0u);
}

}  // namespace
}  // namespace arbiter::report::hex_text
