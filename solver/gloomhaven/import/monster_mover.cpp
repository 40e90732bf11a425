// The Monster Mover's link format, read from its map editor's share and load code (facts
// only; see the header for the layout). Every check the editor makes on loading is made
// here too, with the place it failed; what the editor accepts is accepted.
#include "solver/gloomhaven/import/monster_mover.hpp"

#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>
#include <sstream>

#include "solver/gloomhaven/scenario.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven::monster_mover {

using scenario::ScenarioError;

namespace {

// A JSON string; text that is not UTF-8 (a file name, a map's name) is repaired, never
// an exception.
std::string json_text(const std::string& s) {
  return nlohmann::json(s).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

constexpr int kGridSize = kColumns * kRows;  // 725
constexpr int kGridBits = 10;                // enough for 0..725 (725: no acting figure)
// Before data version 1.3 the map was 23 columns of 20 cells, placed inside today's map.
constexpr int kOldRows = 20;
constexpr int kOldGridSize = 23 * kOldRows;  // 460
constexpr int kOldGridBits = 9;
constexpr int kOldRowShift = 3;     // (25 - 20) / 2 + 1
constexpr int kOldColumnShift = 3;  // (29 - 23) / 4 * 2 + 1
constexpr int kAoeSide = 7, kAoeSize = kAoeSide * kAoeSide, kAoeBits = 6;
constexpr int kAoeCenter = (kAoeSize - 1) / 2;
// Cells of the 7 x 7 area grid that are not drawn (its corners), which a link may not name.
constexpr std::array<int, 12> kAoeSkipped = {0, 1, 6, 7, 13, 14, 28, 35, 41, 42, 43, 48};
constexpr int kMaxInitiative = 9;
constexpr std::size_t kMaxAoeHexes = 19;  // format 1's limit (docs/format.md, "Limits")

constexpr std::string_view kTerrainNames[] = {"",          "obstacle",  "wall", "trap",
                                              "hazardous", "difficult", "icy"};
constexpr std::string_view kRuleSets[] = {"frosthaven", "gloomhaven", "jotl"};

// Bits, least significant first within each byte, as the editor writes them.
class BitReader {
 public:
  BitReader(const std::vector<std::uint8_t>& bytes, const std::string& source)
      : bytes_(bytes), source_(source) {}
  int read(int bits, std::string_view what) {
    const std::size_t at = pos_;
    if (pos_ + static_cast<std::size_t>(bits) > bytes_.size() * 8) {
      throw ScenarioError(source_, "bit " + std::to_string(at),
                          "the link ends early, in the middle of " + std::string(what) +
                              " (the link is incomplete: was it cut when copied?)");
    }
    int value = 0;
    for (int i = 0; i < bits; ++i, ++pos_) {
      if ((bytes_[pos_ / 8] >> (pos_ % 8)) & 1) value |= 1 << i;
    }
    return value;
  }
  // Reads and checks a value against the editor's range.
  int read_in(int bits, int lo, int hi, std::string_view what) {
    const std::size_t at = pos_;
    const int v = read(bits, what);
    if (v < lo || v > hi) {
      throw ScenarioError(source_, "bit " + std::to_string(at),
                          std::string(what) + " is " + std::to_string(v) + ", outside " +
                              std::to_string(lo) + ".." + std::to_string(hi));
    }
    return v;
  }
  std::size_t position() const { return pos_; }

 private:
  const std::vector<std::uint8_t>& bytes_;
  const std::string& source_;
  std::size_t pos_ = 0;
};

int base64_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-' || c == '+') return 62;
  if (c == '_' || c == '/') return 63;
  return -1;
}

std::vector<std::uint8_t> base64_decode(std::string_view s, const std::string& source) {
  while (!s.empty() && s.back() == '=') s.remove_suffix(1);
  if (s.size() % 4 == 1) {
    throw ScenarioError(source, "character " + std::to_string(s.size()),
                        "the link's length (" + std::to_string(s.size()) +
                            " characters) is not one base64 can have: it was cut short");
  }
  std::vector<std::uint8_t> out;
  out.reserve(s.size() * 3 / 4);
  std::uint32_t acc = 0;
  int bits = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const int v = base64_value(s[i]);
    if (v < 0) {
      throw ScenarioError(source, "character " + std::to_string(i + 1),
                          scenario::quote(std::string_view(&s[i], 1)) +
                              " is not a character of a Monster Mover link (A-Z, a-z, 0-9, "
                              "- and _)");
    }
    acc = (acc << 6) | static_cast<std::uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push_back(static_cast<std::uint8_t>((acc >> bits) & 0xFF));
    }
  }
  return out;
}

std::string trim(std::string_view s) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return std::string(s);
}

// The Monster Mover counts rows upwards with odd columns half a hex higher; format 1's
// even-q counts them downwards with even columns half a hex lower: the same board.
std::array<int, 2> hex_of(int location) {
  return {location / kRows, kRows - 1 - location % kRows};
}
std::string hex_json(int location) {
  const auto [c, r] = hex_of(location);
  return "[" + std::to_string(c) + ", " + std::to_string(r) + "]";
}

// The neighbour of a cell across its wall edge k (0 upper, 1 upper-right, 2 lower-right), in
// the Monster Mover's numbering, or -1 off the map.
int wall_neighbour(int location, int k) {
  const int column = location / kRows, row = location % kRows;
  const int even = column % 2 == 0 ? 1 : 0;
  int c = column, r = row;
  if (k == 0) {
    r = row + 1;
  } else if (k == 1) {
    c = column + 1;
    r = row + 1 - even;
  } else {
    c = column + 1;
    r = row - even;
  }
  if (c < 0 || c >= kColumns || r < 0 || r >= kRows) return -1;
  return c * kRows + r;
}

// An area cell (column * 7 + row of the 7 x 7 grid, read with the map's own geometry) as an
// axial offset from the grid's centre.
std::array<int, 2> aoe_offset(int index) {
  const auto axial = [](int column, int row_up) {
    const int row = kAoeSide - 1 - row_up;  // downwards, even-q
    return std::array<int, 2>{column, row - (column + (column & 1)) / 2};
  };
  const auto a = axial(index / kAoeSide, index % kAoeSide);
  const auto o = axial(kAoeCenter / kAoeSide, kAoeCenter % kAoeSide);
  return {a[0] - o[0], a[1] - o[1]};
}

std::string join(const std::vector<std::string>& items) {
  std::string s;
  for (const auto& x : items) s += (s.empty() ? "" : ", ") + x;
  return s;
}

}  // namespace

std::string payload_of(std::string_view text, const std::string& source) {
  if (text.size() > kMaxLinkChars) {
    throw ScenarioError(source, "(link)",
                        "the link has " + std::to_string(text.size()) +
                            " characters; a Monster Mover link has fewer (limit " +
                            std::to_string(kMaxLinkChars) + ")");
  }
  std::string s = trim(text);
  if (const auto cut = s.find_first_of("?#"); cut != std::string::npos) s.resize(cut);
  // The address's host is not the position: keep only the path after it.
  if (const auto scheme = s.find("://"); scheme != std::string::npos) {
    const auto path = s.find('/', scheme + 3);
    s = path == std::string::npos ? std::string() : s.substr(path);
  }
  while (!s.empty() && s.back() == '/') s.pop_back();
  if (const auto slash = s.rfind('/'); slash != std::string::npos) s = s.substr(slash + 1);
  if (s.empty()) {
    throw ScenarioError(source, "(link)",
                        "no position in the link: a shared Monster Mover link ends in a code "
                        "such as https://gloom.aluminumangel.org/UcgI5AgAgUfAEIMhBgGCMqCxAnTKIEAA");
  }
  return s;
}

Position decode(std::string_view payload, const std::string& source) {
  const std::vector<std::uint8_t> bytes = base64_decode(payload, source);
  BitReader in(bytes, source);
  Position p;
  p.version[0] = in.read(4, "the data version");
  p.version[1] = in.read(3, "the data version");
  p.version[2] = in.read(3, "the data version");
  const std::string version = std::to_string(p.version[0]) + "." + std::to_string(p.version[1]) +
                              "." + std::to_string(p.version[2]);
  if (p.version[0] != 1 || p.version[1] > 5 || p.version[2] != 0) {
    throw ScenarioError(source, "bit 0",
                        "data version " + version +
                            " is not a Monster Mover link version this importer reads (1.0.0 "
                            "to 1.5.0)");
  }
  const int minor = p.version[1];
  p.move = in.read_in(4, 0, 9, "the move");
  p.range = in.read_in(4, 0, 9, "the range");
  p.target = in.read_in(3, 0, 6, "the targets");
  p.flying = in.read_in(2, 0, 2, "the movement (normal, jump, flying)");
  p.muddled = in.read_in(1, 0, 1, "muddled") == 1;
  p.characters_act = in.read_in(1, 0, 1, "the acting side") == 1;
  p.rotated = in.read_in(1, 0, 1, "the rotation") == 1;
  if (minor == 0) {
    p.rules = 1;
  } else if (minor == 1) {
    p.rules = in.read_in(1, 0, 1, "the Jaws of the Lion switch") == 0 ? 1 : 2;
  } else {
    p.rules = in.read_in(2, 0, 2, "the rule set");
  }
  if (minor >= 5) p.teleport = in.read_in(1, 0, 1, "teleport") == 1;

  const bool old_grid = minor <= 2;
  const int grid_size = old_grid ? kOldGridSize : kGridSize;
  const int grid_bits = old_grid ? kOldGridBits : kGridBits;
  const auto adjust = [&](int location) {
    if (!old_grid) return location;
    const int column = location / kOldRows + kOldColumnShift;
    const int row = location % kOldRows + kOldRowShift - column % 2;
    return column * kRows + row;
  };

  const int active = in.read_in(grid_bits, 0, grid_size, "the acting figure's cell");
  p.active = active == grid_size ? -1 : adjust(active);

  const int aoe_count = in.read(kAoeBits, "the area of effect");
  for (int i = 0; i < aoe_count; ++i) {
    const std::size_t at = in.position();
    const int index = in.read_in(kAoeBits, 0, kAoeSize - 1, "an area-of-effect cell");
    if (std::find(kAoeSkipped.begin(), kAoeSkipped.end(), index) != kAoeSkipped.end()) {
      throw ScenarioError(source, "bit " + std::to_string(at),
                          "area-of-effect cell " + std::to_string(index) +
                              " is a corner of the 7 x 7 grid, which the editor never sets");
    }
    p.aoe.push_back(index);
  }
  std::sort(p.aoe.begin(), p.aoe.end());
  p.aoe.erase(std::unique(p.aoe.begin(), p.aoe.end()), p.aoe.end());

  const int count = in.read(grid_bits, "the number of map cells");
  int last = -1;
  for (int i = 0; i < count; ++i) {
    const std::string what = "map cell " + std::to_string(i + 1) + " of " + std::to_string(count);
    const std::size_t at = in.position();
    const int delta = in.read(1, what) == 0 ? in.read(2, what) : in.read(grid_bits, what);
    const int read = last + delta + 1;
    if (read >= grid_size) {
      throw ScenarioError(source, "bit " + std::to_string(at),
                          what + " is at cell " + std::to_string(read) + ", past the map's " +
                              std::to_string(grid_size) + " cells");
    }
    last = read;
    Cell c;
    c.location = adjust(read);
    c.terrain = in.read_in(3, 0, 6, what + ": its terrain");
    c.figure = in.read_in(2, 0, 2, what + ": its figure (0 none, 1 character, 2 monster)");
    if (c.figure != 0) c.initiative = in.read_in(4, 1, kMaxInitiative, what + ": its initiative");
    if (in.read(1, what) == 1) {
      for (bool& w : c.walls) w = in.read(1, what) == 1;
    }
    p.cells.push_back(c);
  }
  if (p.active >= 0) {
    const auto it = std::find_if(p.cells.begin(), p.cells.end(),
                                 [&](const Cell& c) { return c.location == p.active; });
    const int wanted = p.characters_act ? 1 : 2;
    if (it == p.cells.end() || it->figure != wanted) {
      throw ScenarioError(source, "the acting figure",
                          "cell " + hex_json(p.active) + " holds no " +
                              (p.characters_act ? "character" : "monster") +
                              ", the side the link says acts");
    }
  }
  return p;
}

namespace {

// What a turn file lists of a position: terrain, thin walls and figures, in the file's
// column-then-row order, and the acting figure's id.
struct FileParts {
  std::vector<std::string> terrain[7];
  std::vector<std::string> thin_walls;
  std::vector<std::string> figures;
  std::string acting_id;
};

FileParts file_parts(const Position& p, const std::string& source) {
  FileParts parts;
  std::vector<const Cell*> cells;
  for (const Cell& c : p.cells) cells.push_back(&c);
  std::sort(cells.begin(), cells.end(),
            [](const Cell* a, const Cell* b) { return hex_of(a->location) < hex_of(b->location); });
  int characters = 0, monsters = 0;
  for (const Cell* c : cells) {
    if (c->terrain != 0) parts.terrain[c->terrain].push_back(hex_json(c->location));
    for (int k = 0; k < 3; ++k) {
      if (!c->walls[k]) continue;
      const int n = wall_neighbour(c->location, k);
      // An edge of the map's border needs no wall: outside the map already blocks.
      if (n >= 0)
        parts.thin_walls.push_back("[" + hex_json(c->location) + ", " + hex_json(n) + "]");
    }
    if (c->figure == 0) continue;
    if (c->terrain == 2) {
      throw ScenarioError(source, "the figure at " + hex_json(c->location),
                          "a figure stands on a wall, which the Monster Mover's editor never "
                          "allows");
    }
    const bool character = c->figure == 1;
    const std::string id =
        character ? "C" + std::to_string(++characters) : "M" + std::to_string(++monsters);
    const bool acting = c->location == p.active;
    if (acting) parts.acting_id = id;
    // Initiatives break focus ties between the acting figure's enemies; the Monster Mover
    // reads no other, so no other is written.
    const bool enemy = character != p.characters_act;
    std::string f = "    {\"id\": \"" + id + "\", \"side\": \"" +
                    (character ? "players" : "monsters") + "\", \"kind\": \"" +
                    (character ? "character" : "monster") + "\", \"hex\": " + hex_json(c->location);
    if (enemy) f += ", \"initiative\": " + std::to_string(c->initiative);
    if (acting && p.muddled) f += ", \"conditions\": [\"muddle\"]";
    parts.figures.push_back(f + "}");
  }
  return parts;
}

// The turn's attack as JSON ("null" when the link gives none).
std::string attack_json(const Position& p, const std::string& source) {
  if (p.target <= 0) return "null";
  std::string attack = "{\"range\": " + std::to_string(p.range) + ", \"targets\": " +
                       (p.target == 6 ? std::string("\"all\"") : std::to_string(p.target));
  std::vector<std::string> offsets;
  for (int index : p.aoe) {
    // A melee area's centre is the attacker's own hex, which the Monster Mover ignores.
    if (index == kAoeCenter && p.range == 0) continue;
    const auto o = aoe_offset(index);
    offsets.push_back("[" + std::to_string(o[0]) + ", " + std::to_string(o[1]) + "]");
  }
  if (offsets.size() > kMaxAoeHexes) {
    throw ScenarioError(source, "the area of effect",
                        std::to_string(offsets.size()) + " hexes; format 1 takes at most " +
                            std::to_string(kMaxAoeHexes) + " (limit " +
                            std::to_string(kMaxAoeHexes) + ")");
  }
  if (!offsets.empty()) {
    attack += std::string(", \"aoe\": {\"melee\": ") + (p.range == 0 ? "true" : "false") +
              ", \"hexes\": [" + join(offsets) + "]}";
  }
  return attack + "}";
}

std::string movement_name(const Position& p) {
  if (p.teleport) return "teleport";
  if (p.flying == 1) return "jump";
  if (p.flying == 2) return "flying";
  return "normal";
}

std::string notes_of(const Position& p, std::string_view link) {
  const std::string version = std::to_string(p.version[0]) + "." + std::to_string(p.version[1]) +
                              "." + std::to_string(p.version[2]);
  std::string notes = "Imported from a Gloomhaven Monster Mover link (data version " + version +
                      "): " + std::string(link) + ".";
  if (p.active < 0) notes += " The link names no acting figure: add a turn to solve it.";
  if (p.rotated) notes += " The Monster Mover showed it rotated a quarter turn.";
  return notes;
}

void write_map(std::ostream& o, const FileParts& parts) {
  o << "  \"map\": {\n"
    << "    \"hexes\": {\"columns\": " << kColumns << ", \"rows\": " << kRows << "}";
  bool any_terrain = false;
  for (const auto& t : parts.terrain) any_terrain = any_terrain || !t.empty();
  if (any_terrain) {
    o << ",\n    \"terrain\": {";
    bool first = true;
    for (int k = 1; k < 7; ++k) {
      if (parts.terrain[k].empty()) continue;
      o << (first ? "\n" : ",\n") << "      \"" << kTerrainNames[k] << "\": ["
        << join(parts.terrain[k]) << "]";
      first = false;
    }
    o << "\n    }";
  }
  if (!parts.thin_walls.empty()) o << ",\n    \"thin_walls\": [" << join(parts.thin_walls) << "]";
  o << "\n  },\n";
}

}  // namespace

std::string to_turn_file(const Position& p, const std::string& name, std::string_view link,
                         const std::string& source) {
  const FileParts parts = file_parts(p, source);
  const std::string attack = attack_json(p, source);
  std::ostringstream o;
  o << "{\n"
    << "  \"format\": 1,\n"
    << "  \"game\": \"gloomhaven\",\n"
    << "  \"name\": " << json_text(name) << ",\n"
    << "  \"title\": \"Imported from the Gloomhaven Monster Mover\",\n"
    << "  \"notes\": " << json_text(notes_of(p, link)) << ",\n"
    << "  \"rules\": \"" << kRuleSets[p.rules] << "\",\n"
    << "  \"coordinates\": \"even-q\",\n";
  write_map(o, parts);
  o << "  \"figures\": [";
  for (std::size_t i = 0; i < parts.figures.size(); ++i)
    o << (i ? ",\n" : "\n") << parts.figures[i];
  o << (parts.figures.empty() ? "]" : "\n  ]");
  if (!parts.acting_id.empty()) {
    o << ",\n  \"turn\": {\"figure\": \"" << parts.acting_id << "\", \"move\": " << p.move
      << ", \"movement\": \"" << movement_name(p) << "\"";
    if (p.flying == 2 && p.teleport) o << ", \"flying\": true";
    if (p.characters_act) o << ", \"monster_ai\": true";
    o << ", \"attack\": " << attack << "}";
  }
  o << "\n}\n";
  const std::string text = o.str();
  if (!parts.acting_id.empty()) {
    // What is written must load: the turn file goes through the Gloomhaven loader.
    try {
      arbiter::gloomhaven::parse_scenario(text, source);
    } catch (const ScenarioError& e) {
      throw ScenarioError(source, "the imported position",
                          "format 1 refuses it: " + e.place() + ": " + e.problem());
    }
  }
  return text;
}

std::string import_link(std::string_view text, const std::string& name, const std::string& source) {
  const std::string payload = payload_of(text, source);
  const Position p = decode(payload, source);
  // The notes keep the link in its canonical form: the payload has been checked character
  // by character, whatever else the text held has not.
  return to_turn_file(p, name, "https://gloom.aluminumangel.org/" + payload, source);
}

}  // namespace arbiter::gloomhaven::monster_mover
