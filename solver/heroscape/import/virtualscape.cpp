// Reading Virtualscape's .hsc files (layout in the header) and laying their pieces out as a
// format-1 Heroscape map.
#include "solver/heroscape/import/virtualscape.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>

#include "solver/heroscape/import/virtualscape_pieces.hpp"
#include "solver/heroscape/scenario.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::heroscape::virtualscape {

using scenario::ScenarioError;

namespace {

// A JSON string; text that is not UTF-8 (a file name, a map's name) is repaired, never
// an exception.
std::string json_text(const std::string& s) {
  return nlohmann::json(s).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// --- reading ---------------------------------------------------------------------------

class Reader {
 public:
  Reader(std::string_view bytes, const std::string& source) : b_(bytes), source_(source) {}

  std::size_t pos() const { return pos_; }
  std::size_t left() const { return b_.size() - pos_; }
  void set_context(std::string c) { context_ = std::move(c); }

  [[noreturn]] void fail(std::size_t at, const std::string& problem) const {
    throw ScenarioError(source_, "byte " + std::to_string(at) + context_, problem);
  }
  void need(std::size_t n, std::string_view what) const {
    if (left() < n) {
      fail(pos_, "the file ends in the middle of " + std::string(what) + " (truncated: " +
                     std::to_string(left()) + " bytes left, " + std::to_string(n) + " needed)");
    }
  }
  std::uint8_t u8(std::string_view what) {
    need(1, what);
    return static_cast<std::uint8_t>(b_[pos_++]);
  }
  std::uint32_t u32(std::string_view what) {
    need(4, what);
    std::uint32_t v = 0;
    for (int i = 3; i >= 0; --i) v = (v << 8) | static_cast<std::uint8_t>(b_[pos_ + i]);
    pos_ += 4;
    return v;
  }
  std::int32_t i32(std::string_view what) { return static_cast<std::int32_t>(u32(what)); }
  double f64(std::string_view what) {
    need(8, what);
    std::uint64_t v = 0;
    for (int i = 7; i >= 0; --i) v = (v << 8) | static_cast<std::uint8_t>(b_[pos_ + i]);
    pos_ += 8;
    double d;
    std::memcpy(&d, &v, sizeof d);
    return d;
  }
  void skip(std::size_t n, std::string_view what) {
    need(n, what);
    pos_ += n;
  }
  // An MFC archive string: a length (1 byte; 0xFF: 2 bytes, 0xFFFE marking UTF-16 and
  // starting over, 0xFFFF: 4 bytes), then the characters. Returned as UTF-8.
  std::string str(std::string_view what) {
    const std::size_t at = pos_;
    bool wide = false;
    std::uint32_t length = u8(what);
    if (length == 0xFF) {
      std::uint32_t w = u8(what) | (std::uint32_t{u8(what)} << 8);
      if (w == 0xFFFE) {
        wide = true;
        length = u8(what);
        if (length == 0xFF) {
          w = u8(what) | (std::uint32_t{u8(what)} << 8);
          length = w == 0xFFFF ? u32(what) : w;
          if (w == 0xFFFE) fail(at, std::string(what) + ": a text's UTF-16 marker is repeated");
        }
      } else {
        length = w == 0xFFFF ? u32(what) : w;
      }
    }
    const std::uint64_t bytes = std::uint64_t{length} * (wide ? 2 : 1);
    if (bytes > left()) {
      fail(at, std::string(what) + ": a text of " + std::to_string(length) +
                   " characters runs past the end of the file (truncated)");
    }
    std::string out;
    if (wide) {
      for (std::uint32_t i = 0; i < length; ++i) {
        std::uint32_t c = static_cast<std::uint8_t>(b_[pos_]) |
                          (std::uint32_t{static_cast<std::uint8_t>(b_[pos_ + 1])} << 8);
        pos_ += 2;
        if (c >= 0xD800 && c <= 0xDFFF) c = 0xFFFD;  // surrogates: not worth pairing here
        append_utf8(out, c);
      }
    } else {
      for (std::uint32_t i = 0; i < length; ++i)
        append_utf8(out, static_cast<std::uint8_t>(b_[pos_++]));
    }
    return out;
  }

 private:
  static void append_utf8(std::string& s, std::uint32_t c) {
    if (c < 0x80) {
      s += static_cast<char>(c);
    } else if (c < 0x800) {
      s += static_cast<char>(0xC0 | (c >> 6));
      s += static_cast<char>(0x80 | (c & 0x3F));
    } else {
      s += static_cast<char>(0xE0 | (c >> 12));
      s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (c & 0x3F));
    }
  }

  std::string_view b_;
  const std::string& source_;
  std::size_t pos_ = 0;
  std::string context_;
};

// A version double (0.0001 .. 0.000N) as N, or nullopt.
std::optional<int> version_number(double v, int highest) {
  if (!std::isfinite(v)) return std::nullopt;
  const double n = v * 10000.0;
  const double r = std::round(n);
  if (std::fabs(n - r) > 1e-6 || r < 1 || r > highest) return std::nullopt;
  return static_cast<int>(r);
}

Tile read_tile(Reader& in, std::size_t index) {
  Tile t;
  t.offset = in.pos();
  in.set_context(" (tile " + std::to_string(index + 1) + ")");
  t.type = in.i32("the tile's type");
  const std::size_t version_at = in.pos();
  const auto version = version_number(in.f64("the tile's version"), 3);
  if (!version)
    in.fail(version_at, "tile version is not one Virtualscape writes (0.0001 to 0.0003)");
  const std::size_t rotation_at = in.pos();
  t.rotation = in.i32("the rotation");
  if (t.rotation < 0 || t.rotation > 5) {
    in.fail(rotation_at, "rotation " + std::to_string(t.rotation) + " is not 0..5");
  }
  const std::size_t xyz_at = in.pos();
  t.x = in.i32("x");
  t.y = in.i32("y");
  t.z = in.i32("z");
  if (std::abs(static_cast<std::int64_t>(t.x)) > kMaxCoordinate ||
      std::abs(static_cast<std::int64_t>(t.y)) > kMaxCoordinate) {
    in.fail(xyz_at, "anchor (" + std::to_string(t.x) + ", " + std::to_string(t.y) +
                        ") is too far out (limit " + std::to_string(kMaxCoordinate) + ")");
  }
  if (t.z < 0 || t.z > kMaxZ) {
    in.fail(xyz_at + 8, "level z = " + std::to_string(t.z) + " is outside 0.." +
                            std::to_string(kMaxZ) + " (limit " + std::to_string(kMaxZ) + ")");
  }
  t.glyph = static_cast<char>(t.type / 1000 == 14 ? t.type % 1000 : '?');
  if (*version >= 2) {
    const std::uint8_t letter = in.u8("the glyph letter");
    if (t.type / 1000 == 14 && letter >= 'A' && letter <= 'Z') t.glyph = static_cast<char>(letter);
    in.str("the glyph name");
    t.zone = in.str("the start zone's name");
  }
  if (t.type == 14001 || t.glyph < 0x21 || t.glyph > 0x7E) t.glyph = '?';
  if (*version >= 3) {
    for (auto& c : t.colour) c = in.u8("the colour");
    in.u8("the colour");
    if (t.type == 17000) {
      const std::size_t at = in.pos();
      t.personal_size = in.i32("the personal tile's size");
      if (t.personal_size != 1 && t.personal_size != 2 && t.personal_size != 3 &&
          t.personal_size != 7 && t.personal_size != 24) {
        in.fail(at, "a personal tile of " + std::to_string(t.personal_size) +
                        " hexes; Virtualscape makes them of 1, 2, 3, 7 or 24");
      }
      in.str("the personal tile's top texture");
      in.str("the personal tile's side texture");
      const std::string label = in.str("the personal tile's label");
      const std::string name = in.str("the personal tile's name");
      t.label = name.empty() ? label : name;
    } else if (t.type / 1000 == 18) {
      t.label = in.str("the figure's name");
      in.str("the figure's model");
    }
  }
  if (!piece_of(t)) in.fail(t.offset, "unknown tile type " + std::to_string(t.type));
  return t;
}

}  // namespace

Map read_hsc(std::string_view bytes, const std::string& source) {
  if (bytes.size() > kMaxFileBytes) {
    throw ScenarioError(
        source, "(file)",
        "larger than a Virtualscape map (limit " + std::to_string(kMaxFileBytes) + " bytes)");
  }
  Reader in(bytes, source);
  Map m;
  const auto version = version_number(in.f64("the document version"), 7);
  if (!version) {
    in.fail(0,
            "not a Virtualscape map: it does not start with a document version 0.0001 to "
            "0.0007");
  }
  m.version = *version;
  if (m.version >= 2) {
    m.name = in.str("the map's name");
    m.author = in.str("the author");
    if (m.version >= 3) m.players = in.str("the number of players");
    if (m.version == 3) {
      in.str("the scenario");
    } else if (m.version >= 4) {
      const std::size_t at = in.pos();
      const std::int32_t n = in.i32("the scenario's length");
      if (n < 0) in.fail(at, "the scenario's length is negative");
      in.skip(static_cast<std::size_t>(n), "the scenario");
    }
    const int options = m.version >= 7 ? 5 : m.version >= 5 ? 4 : 3;
    for (int i = 0; i < options; ++i) in.i32("the print options");
  }
  const std::size_t count_at = in.pos();
  const std::int32_t count = in.i32("the tile count");
  if (count < 0 || count > kMaxTiles) {
    in.fail(count_at, "tile count " + std::to_string(count) + " is outside 0.." +
                          std::to_string(kMaxTiles) + " (limit " + std::to_string(kMaxTiles) + ")");
  }
  // The smallest record is 28 bytes: a count the file cannot hold is refused at once.
  if (static_cast<std::uint64_t>(count) * 28 > in.left()) {
    in.fail(count_at, "the file says " + std::to_string(count) + " tiles but has room for " +
                          std::to_string(in.left() / 28) + " at most (truncated)");
  }
  for (std::int32_t i = 0; i < count; ++i)
    m.tiles.push_back(read_tile(in, static_cast<std::size_t>(i)));
  in.set_context("");
  if (in.left() != 0) {
    in.fail(in.pos(), std::to_string(in.left()) + " bytes after the last tile (tile count " +
                          std::to_string(count) + ")");
  }
  return m;
}

namespace {

struct Hex {
  int x, y;
  bool operator<(const Hex& o) const { return y != o.y ? y < o.y : x < o.x; }
  bool operator==(const Hex& o) const { return x == o.x && y == o.y; }
};
std::string hex_json(Hex h) {
  return "[" + std::to_string(h.x) + ", " + std::to_string(h.y) + "]";
}

std::vector<Hex> covered(const Tile& t, Shape s) {
  std::vector<Hex> out;
  for (const Offset o : footprint(s, t.rotation)) {
    // Odd rows sit half a hex further right: an odd step down from an odd row shifts one.
    const int k = ((t.y & 1) != 0 && (o.dy & 1) != 0) ? 1 : 0;
    out.push_back({t.x + o.dx + k, t.y + o.dy});
  }
  return out;
}

struct Ground {
  int level = -1;
  std::string_view terrain;
};
struct Blocker {
  std::string_view kind;
  int top = 0;  // the level its top reaches
};

std::string colour_name(const Tile& t) {
  static constexpr struct {
    std::uint8_t r, g, b;
    std::string_view name;
  } kPalette[] = {{255, 0, 0, "red"},      {0, 255, 0, "green"},     {0, 0, 255, "blue"},
                  {255, 255, 0, "yellow"}, {255, 0, 255, "magenta"}, {0, 255, 255, "cyan"},
                  {255, 128, 0, "orange"}, {128, 0, 255, "purple"}};
  for (std::size_t i = 0; i < std::size(kPalette); ++i) {
    const auto& p = kPalette[i];
    if (p.r == t.colour[0] && p.g == t.colour[1] && p.b == t.colour[2]) {
      return std::string(p.name);
    }
  }
  if (!t.zone.empty()) return t.zone;
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", t.colour[0], t.colour[1], t.colour[2]);
  return buf;
}

std::string_view glyph_name(char letter) {
  static constexpr std::pair<char, std::string_view> kNames[] = {
      {'A', "Astrid"},  {'G', "Gerda"},    {'I', "Ivor"},    {'V', "Valda"},     {'D', "Dagmar"},
      {'B', "Brandar"}, {'K', "Kelda"},    {'E', "Erland"},  {'M', "Mitonsoul"}, {'L', "Lodin"},
      {'S', "Sturla"},  {'R', "Rannveig"}, {'J', "Jalgard"}, {'W', "Wannok"},    {'P', "Proftaka"},
      {'O', "Oreld"},   {'N', "Nilrend"},  {'C', "Crevcor"}, {'T', "Thorian"},   {'U', "Ulaniva"}};
  for (const auto& [l, n] : kNames) {
    if (l == letter) return n;
  }
  return "unknown";
}

std::string join(const std::vector<std::string>& items, std::string_view sep = ", ") {
  std::string s;
  for (const auto& x : items) s += (s.empty() ? "" : std::string(sep)) + x;
  return s;
}

// The map laid out as format 1 sees it: the ground's level and terrain per hex, what
// stands on it, and what the format leaves out.
struct Layout {
  std::map<Hex, Ground> ground;
  std::map<Hex, Blocker> blockers;
  std::map<Hex, char> glyphs;
  std::vector<std::pair<std::string, std::vector<Hex>>> zones;  // by colour, first seen first
  std::map<std::string, int> ignored;                           // what, count
};

// One piece's part of the layout, at hex h (one of the hexes it covers).
void lay_piece(const Tile& t, const Piece& p, Hex h, Layout& l) {
  if (p.role == Role::Land || p.role == Role::Thin) {
    Ground& g = l.ground[h];
    const int top = t.z + (p.role == Role::Land ? 1 : 0);
    const bool wins = top > g.level || (top == g.level && p.role == Role::Thin);
    if (!wins) return;
    g.level = top;
    if (p.role == Role::Land || !p.terrain.empty()) g.terrain = p.terrain;
    return;
  }
  // Standing on nothing: a hex at the piece's own level.
  if (l.ground.count(h) == 0) l.ground[h] = Ground{t.z, {}};
  if (p.role == Role::Glyph) {
    l.glyphs[h] = t.glyph;
  } else if (p.role == Role::Start) {
    const std::string colour = colour_name(t);
    auto it = std::find_if(l.zones.begin(), l.zones.end(),
                           [&](const auto& z) { return z.first == colour; });
    if (it == l.zones.end()) it = l.zones.insert(l.zones.end(), {colour, {}});
    if (std::find(it->second.begin(), it->second.end(), h) == it->second.end()) {
      it->second.push_back(h);
    }
  } else {
    Blocker& b = l.blockers[h];
    if (t.z + p.height > b.top || b.kind.empty()) b = Blocker{p.obstacle, t.z + p.height};
  }
}

// Ground first (land is one level thick, thin pieces lie on what is under them), then
// what stands on it.
Layout lay_out(const Map& m, const std::string& source) {
  Layout l;
  for (int pass = 0; pass < 2; ++pass) {
    for (const Tile& t : m.tiles) {
      const Piece p = *piece_of(t);
      const bool is_ground = p.role == Role::Land || p.role == Role::Thin;
      if (is_ground != (pass == 0)) continue;
      if (p.role == Role::Ignored) {
        ++l.ignored[std::string(p.what) + (t.label.empty() ? "" : " " + scenario::quote(t.label))];
        continue;
      }
      for (const Hex h : covered(t, p.shape)) lay_piece(t, p, h, l);
    }
  }
  if (l.ground.empty()) {
    throw ScenarioError(source, "(map)", "the map has no land: nothing to import");
  }
  return l;
}

// The placeholder figures' hexes and sides: on the first two start zones, else the first
// free hexes.
std::vector<std::pair<Hex, std::string>> placeholder_spots(const Layout& l,
                                                           const std::string& source) {
  std::vector<std::pair<Hex, std::string>> spots;  // hex, side
  const auto free = [&](Hex h) {
    if (l.blockers.count(h) != 0) return false;
    return std::none_of(spots.begin(), spots.end(), [&](const auto& s) { return s.first == h; });
  };
  for (const auto& [colour, hexes] : l.zones) {
    if (spots.size() == 2) break;
    for (const Hex h : hexes) {
      if (free(h)) {
        spots.push_back({h, colour});
        break;
      }
    }
  }
  for (const auto& [h, g] : l.ground) {
    if (spots.size() == 2) break;
    if (free(h)) spots.push_back({h, spots.empty() ? "red" : "blue"});
  }
  if (spots.size() < 2) {
    throw ScenarioError(source, "(map)",
                        "fewer than 2 hexes without an obstacle: no room for the two figures a "
                        "format-1 file needs");
  }
  if (spots[0].second == spots[1].second) spots[1].second += " (2)";
  return spots;
}

// The file's notes: where the map comes from, and what format 1 does not hold.
std::string notes_text(const Map& m, const std::string& source, const Layout& l) {
  std::ostringstream notes;
  notes << "Imported from the Virtualscape map " << source << " (document version 0.000"
        << m.version << ", " << m.tiles.size() << " tiles)";
  if (!m.author.empty()) notes << " by " << m.author;
  notes << ".";
  if (!m.players.empty()) notes << " Players: " << m.players << ".";
  if (!l.zones.empty()) {
    std::vector<std::string> z;
    for (const auto& [colour, list] : l.zones) {
      std::vector<std::string> hs;
      for (const Hex h : list) hs.push_back(hex_json(h));
      z.push_back(colour + ": " + join(hs, " "));
    }
    notes << " Start zones: " << join(z, "; ") << ".";
  }
  if (!l.glyphs.empty()) {
    std::vector<std::string> g;
    for (const auto& [h, letter] : l.glyphs) {
      g.push_back(std::string(1, letter) + " (" + std::string(glyph_name(letter)) + ") at " +
                  hex_json(h));
    }
    notes << " Glyphs: " << join(g, "; ") << ".";
  }
  if (!l.ignored.empty()) {
    std::vector<std::string> x;
    for (const auto& [what, n] : l.ignored) x.push_back(std::to_string(n) + " x " + what);
    notes << " Not in format 1, left out: " << join(x) << ".";
  }
  notes << " The figures A and E1 are placeholders: put the game's figures in their place.";
  return notes.str();
}

// The file's "map" object's members: hexes, levels (the commonest the default, the others
// listed), terrain, obstacles and glyphs.
void write_map(std::ostringstream& o, Layout& l) {
  std::map<int, std::vector<std::string>> by_level;
  std::map<std::string_view, std::vector<std::string>> by_terrain;
  std::vector<std::string> hexes;
  for (const auto& [h, g] : l.ground) {
    hexes.push_back(hex_json(h));
    by_level[g.level].push_back(hex_json(h));
    if (!g.terrain.empty()) by_terrain[g.terrain].push_back(hex_json(h));
  }
  int default_level = by_level.begin()->first;
  for (const auto& [level, list] : by_level) {
    if (list.size() > by_level[default_level].size()) default_level = level;
  }
  o << "    \"hexes\": [" << join(hexes) << "],\n"
    << "    \"default_level\": " << default_level << ",\n"
    << "    \"levels\": {";
  bool first = true;
  for (const auto& [level, list] : by_level) {
    if (level == default_level) continue;
    o << (first ? "\n" : ",\n") << "      \"" << level << "\": [" << join(list) << "]";
    first = false;
  }
  o << (first ? "}" : "\n    }") << ",\n    \"terrain\": {";
  first = true;
  for (const auto& [kind, list] : by_terrain) {
    o << (first ? "\n" : ",\n") << "      \"" << kind << "\": [" << join(list) << "]";
    first = false;
  }
  o << (first ? "}" : "\n    }") << ",\n    \"obstacles\": [";
  first = true;
  for (const auto& [h, b] : l.blockers) {
    const int height = std::max(1, b.top - l.ground[h].level);
    o << (first ? "\n" : ",\n") << "      {\"kind\": \"" << b.kind << "\", \"hex\": " << hex_json(h)
      << ", \"height\": " << height << "}";
    first = false;
  }
  o << (first ? "]" : "\n    ]") << ",\n    \"glyphs\": [";
  std::vector<std::string> g;
  for (const auto& [h, letter] : l.glyphs) g.push_back(hex_json(h));
  o << join(g) << "]\n";
}

}  // namespace

std::string to_heroscape_file(const Map& m, const std::string& name, const std::string& source) {
  Layout l = lay_out(m, source);
  const std::vector<std::pair<Hex, std::string>> spots = placeholder_spots(l, source);
  std::ostringstream o;
  o << "{\n"
    << "  \"format\": 1,\n"
    << "  \"game\": \"heroscape\",\n"
    << "  \"name\": " << json_text(name) << ",\n"
    << "  \"title\": "
    << json_text(m.name.empty() ? std::string("Imported from Virtualscape") : m.name) << ",\n"
    << "  \"notes\": " << json_text(notes_text(m, source, l)) << ",\n"
    << "  \"coordinates\": \"odd-r\",\n"
    << "  \"map\": {\n";
  write_map(o, l);
  o << "  },\n  \"figures\": [\n";
  const char* ids[2] = {"A", "E1"};
  for (int i = 0; i < 2; ++i) {
    o << "    {\"id\": \"" << ids[i] << "\", \"side\": " << json_text(spots[i].second)
      << ", \"hexes\": [" << hex_json(spots[i].first)
      << "], \"height\": 5, \"move\": 5, \"range\": 1, \"attack\": 3, \"defense\": 2, "
         "\"life\": 1}"
      << (i == 0 ? ",\n" : "\n");
  }
  o << "  ],\n  \"turn\": {\"figure\": \"A\"}\n}\n";
  const std::string text = o.str();
  try {
    heroscape::read_scenario(arbiter::scenario::parse_json(text, source), source);
  } catch (const ScenarioError& e) {
    throw ScenarioError(source, "the imported map",
                        "format 1 refuses it: " + e.place() + ": " + e.problem());
  }
  return text;
}

std::string import_file(std::string_view bytes, const std::string& name,
                        const std::string& source) {
  return to_heroscape_file(read_hsc(bytes, source), name, source);
}

}  // namespace arbiter::heroscape::virtualscape
