// `arbiter import monster-mover`: a position shared as a link by the Gloomhaven Monster Mover
// (gloom.aluminumangel.org) becomes a format-1 Gloomhaven turn file.
//
// A link's last path segment is a base64url string of bits, least significant bit of each
// byte first: the data version (1.0.0 to 1.5.0), the ability (move, range, targets, jump or
// flying, muddled, which side acts, the editor's rotation, the rule set, teleport), the
// acting figure's cell, the area-of-effect cells of a 7 x 7 grid, then the occupied cells of
// a 29 x 25 map (25 rows a column; 23 x 20 before version 1.3), each with its terrain, its
// figure and that figure's initiative (1..9), and its thin walls. The Monster Mover counts
// rows upwards with odd columns half a hex higher; the file writes them downwards in
// even-q, which is the same board.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::gloomhaven::monster_mover {

// A link longer than this is refused before decoding: the largest position the Monster
// Mover can write (every cell of its map in use) is under 3000 characters.
inline constexpr std::size_t kMaxLinkChars = 8192;

// The Monster Mover's map: 29 columns of 25 cells, a cell numbered column * 25 + row.
inline constexpr int kColumns = 29;
inline constexpr int kRows = 25;

// What a link says, in the Monster Mover's terms (cells numbered as above, rows upwards).
struct Cell {
  int location = 0;
  int terrain = 0;     // 0 empty, 1 obstacle, 2 wall, 3 trap, 4 hazardous, 5 difficult, 6 icy
  int figure = 0;      // 0 none, 1 character, 2 monster
  int initiative = 1;  // 1..9 when figure != 0
  bool walls[3] = {false, false, false};  // the cell's upper, upper-right, lower-right edges
};
struct Position {
  int version[3] = {0, 0, 0};
  int move = 0, range = 0, target = 1, flying = 0;  // flying: 0 normal, 1 jump, 2 flying
  bool muddled = false, characters_act = false, rotated = false, teleport = false;
  int rules = 1;            // 0 Frosthaven, 1 Gloomhaven, 2 Jaws of the Lion
  int active = -1;          // the acting figure's cell, -1 none
  std::vector<int> aoe;     // cells of the 7 x 7 grid (column * 7 + row), ascending
  std::vector<Cell> cells;  // ascending locations
};

// The base64url payload of a link: the text after the last '/' (a query or fragment
// dropped), surrounding whitespace trimmed. Throws scenario::ScenarioError naming `source`.
std::string payload_of(std::string_view text, const std::string& source);

// Decodes a payload as the Monster Mover does, refusing what it refuses (and nothing it
// accepts). Throws scenario::ScenarioError: source, the place (a character, or a bit with
// what was being read), the problem.
Position decode(std::string_view payload, const std::string& source);

// The position as a format-1 turn file (text, ending in a newline). `link` is recorded in
// the notes. Throws scenario::ScenarioError for what format 1 cannot say (an area of effect
// over its limit, a figure on a wall), and checks that the result loads.
std::string to_turn_file(const Position& p, const std::string& name, std::string_view link,
                         const std::string& source);

// text: a link, or a file's contents holding one. The whole import.
std::string import_link(std::string_view text, const std::string& name, const std::string& source);

}  // namespace arbiter::gloomhaven::monster_mover
