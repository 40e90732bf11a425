// The game-neutral half of the format-1 loader (json_reader.hpp). Moved here from the
// Gloomhaven loader unchanged in behaviour: every message is the one it gave before.
#include "solver/scenario/json_reader.hpp"

#include <algorithm>
#include <cstring>
#include <iostream>
#include <limits>
#include <sstream>
#include <utility>

namespace arbiter::scenario {

using json = nlohmann::json;
using pathing::Coord;

namespace {

constexpr std::size_t kMaxQuoted = 48;
constexpr std::string_view kCoordinateNames[] = {"axial", "odd-q", "even-q", "odd-r", "even-r"};

// The length of the valid UTF-8 sequence at the start of `s`, or 0 when it is not one.
std::size_t utf8_length(std::string_view s) {
  const auto b = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char c = b(0);
  if (c < 0x80) return 1;
  // Lead byte: sequence length and its payload bits.
  const std::size_t n = c >= 0xc2 && c <= 0xdf   ? 2
                        : c >= 0xe0 && c <= 0xef ? 3
                        : c >= 0xf0 && c <= 0xf4 ? 4
                                                 : 0;
  if (n == 0 || s.size() < n) return 0;
  char32_t cp = c & (0x7f >> n);
  for (std::size_t i = 1; i < n; ++i) {
    if ((b(i) & 0xc0) != 0x80) return 0;
    cp = (cp << 6) | (b(i) & 0x3f);
  }
  const bool overlong = (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000);
  const bool invalid = cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff);
  return overlong || invalid ? 0 : n;
}

// Text for a message: valid UTF-8 whatever the input (messages may end up in JSON
// output), with control and invalid bytes as \xNN and, when `quote_marks`, `"` and `\`
// escaped. At most `limit` bytes of the input are shown.
std::string printable(std::string_view s, bool quote_marks, std::size_t limit) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  std::size_t i = 0;
  while (i < s.size() && i < limit) {
    const auto c = static_cast<unsigned char>(s[i]);
    const std::size_t n = utf8_length(s.substr(i));
    if (n == 1 && c >= 0x20 && c != 0x7f) {
      if (quote_marks && (c == '"' || c == '\\')) out += '\\';
      out += static_cast<char>(c);
    } else if (n > 1) {
      out.append(s.substr(i, n));
    } else {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
    i += n > 0 ? n : 1;
  }
  if (i < s.size()) out += "...";
  return out;
}

bool plain_key(std::string_view k) {
  if (k.empty() || k.size() > kMaxQuoted) return false;
  return std::all_of(k.begin(), k.end(), [](char ch) {
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
           ch == '_' || ch == '-';
  });
}

// ---------------------------------------------------------------------------------------
// JSON text to a json value, with syntax errors at "line L, column C" and duplicate keys
// (which nlohmann_json would silently resolve to the last one) reported by path.

struct Position {
  std::size_t line = 1, column = 1;
};

Position position_of(std::string_view text, std::size_t offset) {
  offset = std::min(offset, text.size());
  Position p;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < offset; ++i) {
    if (text[i] == '\n') {
      ++p.line;
      line_start = i + 1;
    }
  }
  p.column = offset - line_start + 1;
  return p;
}

// nlohmann's message without its "[json.exception.x.n] " tag and "parse error at line L,
// column C: " prefix, since the place is reported separately.
std::string syntax_problem(std::string_view what) {
  if (!what.empty() && what.front() == '[') {
    const std::size_t tag_end = what.find("] ");
    if (tag_end != std::string_view::npos) what.remove_prefix(tag_end + 2);
  }
  if (what.substr(0, 11) == "parse error") {
    const std::size_t colon = what.find(": ");
    if (colon != std::string_view::npos) what.remove_prefix(colon + 2);
  }
  // nlohmann quotes the bytes it read, which need not be valid UTF-8.
  return "invalid JSON: " + printable(what, false, 400);
}

// Builds the json value from the parser's events. Doing it ourselves (rather than with
// json::parse) gives every error as a return value with its byte position, including the
// out_of_range that nlohmann raises for a number too large for a double, and lets us see
// duplicate keys, which json::parse would silently resolve to the last one.
class DomBuilder : public nlohmann::json_sax<json> {
 public:
  bool null() override { return add(json(nullptr)); }
  bool boolean(bool b) override { return add(json(b)); }
  bool number_integer(number_integer_t i) override { return add(json(i)); }
  bool number_unsigned(number_unsigned_t u) override { return add(json(u)); }
  bool number_float(number_float_t f, const string_t&) override { return add(json(f)); }
  bool string(string_t& s) override { return add(json(std::move(s))); }
  bool binary(binary_t& b) override { return add(json::binary(std::move(b))); }
  bool start_object(std::size_t) override { return open(json::object()); }
  bool start_array(std::size_t) override { return open(json::array()); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }

  bool key(string_t& k) override {
    json& obj = *stack_.back().container;
    if (obj.contains(k)) {
      duplicate_place_ = place_of(k);
      duplicate_key_ = k;
      return false;
    }
    stack_.back().key = k;
    slot_ = &obj[std::move(k)];
    return true;
  }

  bool parse_error(std::size_t position, const std::string&, const json::exception& e) override {
    error_position_ = position;
    error_ = syntax_problem(e.what());
    return false;
  }

  json& root() { return root_; }
  // Set when the text is not JSON: the byte count read so far and the problem.
  const std::optional<std::string>& error() const { return error_; }
  std::size_t error_position() const { return error_position_; }
  // Set when an object repeats a key.
  const std::optional<std::string>& duplicate_key() const { return duplicate_key_; }
  const std::string& duplicate_place() const { return duplicate_place_; }
  // Set when the nesting passes kMaxJsonDepth: where.
  const std::optional<std::string>& too_deep_place() const { return too_deep_place_; }

 private:
  struct Level {
    json* container;
    std::string key = {};  // the latest key, for objects
  };

  // Puts a value where the parser is: the root, the end of a list or an object's slot.
  json* put(json&& v) {
    if (stack_.empty()) {
      root_ = std::move(v);
      return &root_;
    }
    json& top = *stack_.back().container;
    if (top.is_array()) {
      top.push_back(std::move(v));
      return &top.back();
    }
    *slot_ = std::move(v);
    return slot_;
  }
  bool add(json&& v) {
    put(std::move(v));
    return true;
  }
  bool open(json&& container) {
    // Refused before the value is built: every later walk of the value (a loader's, a copy,
    // a dump) may recurse once per level.
    if (stack_.size() >= kMaxJsonDepth) {
      too_deep_place_ = place_of_next();
      return false;
    }
    stack_.push_back(Level{put(std::move(container))});
    return true;
  }
  bool close() {
    stack_.pop_back();
    return true;
  }

  // The JSON path of the value the parser is about to put.
  std::string place_of_next() const {
    if (stack_.empty()) return Path::root().str();
    const Level& top = stack_.back();
    if (!top.container->is_array()) return place_of(top.key);
    std::vector<Path> chain;
    chain.reserve(stack_.size() + 1);
    chain.push_back(Path::root());
    for (std::size_t i = 1; i < stack_.size(); ++i) {
      const Level& parent = stack_[i - 1];
      chain.push_back(parent.container->is_array() ? chain.back().item(parent.container->size() - 1)
                                                   : chain.back().field(parent.key));
    }
    return chain.back().item(top.container->size()).str();
  }

  // The JSON path of `key` in the innermost object.
  std::string place_of(std::string_view key) const {
    std::vector<Path> chain;  // reserved: each Path points at the one before it
    chain.reserve(stack_.size() + 1);
    chain.push_back(Path::root());
    for (std::size_t i = 1; i < stack_.size(); ++i) {
      const Level& parent = stack_[i - 1];
      chain.push_back(parent.container->is_array() ? chain.back().item(parent.container->size() - 1)
                                                   : chain.back().field(parent.key));
    }
    return chain.back().field(key).str();
  }

  json root_;
  std::vector<Level> stack_;
  json* slot_ = nullptr;
  std::optional<std::string> error_;
  std::size_t error_position_ = 0;
  std::optional<std::string> duplicate_key_;
  std::string duplicate_place_;
  std::optional<std::string> too_deep_place_;
};

}  // namespace

ScenarioError::ScenarioError(std::string file, std::string place, std::string problem)
    : std::runtime_error(file + ": " + place + ": " + problem),
      file_(std::move(file)),
      place_(std::move(place)),
      problem_(std::move(problem)) {}

std::string quote(std::string_view s) {
  return '"' + printable(s, true, kMaxQuoted) + '"';
}

std::string one_of(std::span<const std::string_view> names) {
  std::string out = "expected one of ";
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += ", ";
    out += quote(names[i]);
  }
  return out;
}

std::string unsupported_game_message(std::string_view game) {
  std::string out = "unsupported game " + quote(game) + "; supported games: ";
  bool first = true;
  for (const GameName& g : kGames) {
    if (!first) out += ", ";
    first = false;
    out += quote(g.name) + " (" + std::string(g.description) + ")";
  }
  return out;
}

std::string describe(const json& v) {
  switch (v.type()) {
    case json::value_t::object:
      return "an object";
    case json::value_t::array:
      return "a list";
    case json::value_t::string:
      return "a string";
    case json::value_t::boolean:
      return "a bool";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
      return "an integer";
    case json::value_t::number_float:
      return "a non-integer number (" + v.dump() + ")";
    case json::value_t::null:
      return "null";
    default:
      return "an unsupported value";
  }
}

std::string hex_text(Coord c) {
  return "[" + std::to_string(c.q) + ", " + std::to_string(c.r) + "]";
}

std::optional<std::size_t> lookup_name(std::span<const std::string_view> names,
                                       std::string_view s) {
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names[i] == s) return i;
  }
  return std::nullopt;
}

std::string Path::str() const {
  if (parent_ == nullptr) return "(top level)";
  std::vector<const Path*> chain;
  for (const Path* p = this; p->parent_ != nullptr; p = p->parent_) chain.push_back(p);
  std::reverse(chain.begin(), chain.end());
  std::string out;
  for (std::size_t i = 0; i < chain.size(); ++i) {
    if (chain.size() > 2 * kShownSegments && i == kShownSegments) {
      out += "[...]";
      i = chain.size() - kShownSegments - 1;
      continue;
    }
    chain[i]->append_to(out);
  }
  return out;
}

void Path::append_to(std::string& out) const {
  if (is_index_) {
    out += "[" + std::to_string(index_) + "]";
  } else if (plain_key(key_)) {
    if (!out.empty()) out += '.';
    out += key_;
  } else {
    out += "[" + quote(key_) + "]";
  }
}

json parse_json(std::string_view text, const std::string& file) {
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
    throw ScenarioError(file, "(file)", "the file is empty; expected a JSON object");
  }
  DomBuilder dom;
  if (json::sax_parse(text.begin(), text.end(), &dom)) return std::move(dom.root());
  if (dom.too_deep_place()) {
    throw ScenarioError(file, *dom.too_deep_place(),
                        "lists and objects nested more than " + std::to_string(kMaxJsonDepth) +
                            " deep (limit " + std::to_string(kMaxJsonDepth) + ")");
  }
  if (dom.duplicate_key()) {
    throw ScenarioError(file, dom.duplicate_place(),
                        "duplicate field " + quote(*dom.duplicate_key()));
  }
  // The position counts the bytes read, the offending one included.
  const std::size_t pos = dom.error_position();
  const Position p = position_of(text, pos == 0 ? 0 : pos - 1);
  throw ScenarioError(file,
                      "line " + std::to_string(p.line) + ", column " + std::to_string(p.column),
                      dom.error().value_or("invalid JSON"));
}

// ---------------------------------------------------------------------------------------

std::optional<std::string_view> closest_name(std::string_view s,
                                             std::span<const std::string_view> names) {
  // Edit distance with adjacent transpositions counted as one edit ("slove" is one typo
  // from "solve"); names are short, so the full table is fine.
  const auto distance = [](std::string_view a, std::string_view b) {
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
    for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
      for (std::size_t j = 1; j <= b.size(); ++j) {
        d[i][j] = std::min(
            {d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
        if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
          d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
    return d[a.size()][b.size()];
  };
  const std::size_t limit = std::clamp<std::size_t>(s.size() / 3, 1, 3);
  std::optional<std::string_view> best;
  std::size_t best_distance = limit + 1;
  for (std::string_view n : names) {
    // Names whose lengths differ by more than the limit are more edits apart than that, so
    // they are never compared: a hostile 40 MB key costs one length comparison a name.
    const std::size_t gap = s.size() > n.size() ? s.size() - n.size() : n.size() - s.size();
    if (gap > limit) continue;
    const std::size_t d = distance(s, n);
    if (d < best_distance) {
      best = n;
      best_distance = d;
    }
  }
  return best;
}

void JsonReader::fail(const Path& at, std::string problem) const {
  throw ScenarioError(file_, at.str(), std::move(problem));
}

void JsonReader::fail_type(const Path& at, std::string_view expected, const json& v) const {
  fail(at, "expected " + std::string(expected) + ", got " + describe(v));
}

void JsonReader::check_known_fields(const json& obj, const Path& at,
                                    std::span<const std::string_view> known) const {
  for (const auto& [key, value] : obj.items()) {
    if (std::find(known.begin(), known.end(), key) != known.end()) continue;
    std::string names;
    for (std::string_view k : known) names += (names.empty() ? "" : ", ") + std::string(k);
    std::string hint;
    if (const auto near = closest_name(key, known)) hint = "; did you mean " + quote(*near) + "?";
    fail(at.field(key), "unknown field " + quote(key) + " (known fields: " + names + ")" + hint);
  }
}

const json& JsonReader::require_object(const json& v, const Path& at,
                                       std::span<const std::string_view> known) const {
  if (!v.is_object()) fail_type(at, "an object", v);
  check_known_fields(v, at, known);
  return v;
}

const json& JsonReader::required(const json& obj, const Path& at, std::string_view key) const {
  const auto it = obj.find(key);
  if (it == obj.end()) fail(at.field(key), "missing required field " + quote(key));
  return *it;
}

const json* JsonReader::find_field(const json& obj, std::string_view key) {
  const auto it = obj.find(key);
  return it == obj.end() ? nullptr : &*it;
}

const json& JsonReader::require_list(const json& v, const Path& at) const {
  if (!v.is_array()) fail_type(at, "a list", v);
  return v;
}

int JsonReader::get_int(const json& v, const Path& at) const {
  // Every integer of every game within kMaxInteger, whatever its field: sums of up to 127 of
  // them (hit points and a heal, costs along a path) stay within 32 bits.
  const auto out_of_range = [&] {
    fail(at, "integer " + v.dump() + " is out of range (limit " + std::to_string(kMaxInteger) +
                 " either way)");
  };
  if (v.is_number_unsigned()) {
    const auto u = v.get<std::uint64_t>();
    if (u > static_cast<std::uint64_t>(kMaxInteger)) out_of_range();
    return static_cast<int>(u);
  }
  if (v.is_number_integer()) {
    const auto i = v.get<std::int64_t>();
    if (i < -kMaxInteger || i > kMaxInteger) out_of_range();
    return static_cast<int>(i);
  }
  fail_type(at, "an integer", v);
}

int JsonReader::get_int_in(const json& v, const Path& at, int lo, int hi) const {
  const int i = get_int(v, at);
  if (i < lo || i > hi) {
    if (hi == std::numeric_limits<int>::max()) {
      fail(at, "must be at least " + std::to_string(lo) + ", got " + std::to_string(i));
    }
    fail(at, "must be between " + std::to_string(lo) + " and " + std::to_string(hi) + ", got " +
                 std::to_string(i));
  }
  return i;
}

int JsonReader::get_non_negative(const json& v, const Path& at) const {
  return get_int_in(v, at, 0, std::numeric_limits<int>::max());
}

bool JsonReader::get_bool(const json& v, const Path& at) const {
  if (!v.is_boolean()) fail_type(at, "a bool", v);
  return v.get<bool>();
}

const std::string& JsonReader::get_string(const json& v, const Path& at) const {
  if (!v.is_string()) fail_type(at, "a string", v);
  return v.get_ref<const std::string&>();
}

const std::string& JsonReader::get_nonempty_string(const json& v, const Path& at) const {
  const std::string& s = get_string(v, at);
  if (s.empty()) fail(at, "must not be an empty string");
  return s;
}

std::size_t JsonReader::get_name(const json& v, const Path& at, std::string_view what,
                                 std::span<const std::string_view> names) const {
  const std::string& s = get_string(v, at);
  const auto e = lookup_name(names, s);
  if (!e) {
    std::string hint;
    if (const auto near = closest_name(s, names)) hint = "; did you mean " + quote(*near) + "?";
    fail(at, "unknown " + std::string(what) + " " + quote(s) + "; " + one_of(names) + hint);
  }
  return *e;
}

Coord JsonReader::parse_pair(const json& v, const Path& at, std::string_view form) const {
  if (!v.is_array() || v.size() != 2) {
    const std::string got =
        v.is_array() ? "a list of " + std::to_string(v.size()) + " values" : describe(v);
    fail(at, "expected a hex " + std::string(form) + " (a pair of integers), got " + got);
  }
  const int a = get_int_in(v[0], at.item(0), -kMaxCoordinate, kMaxCoordinate);
  const int b = get_int_in(v[1], at.item(1), -kMaxCoordinate, kMaxCoordinate);
  return {a, b};
}

Envelope JsonReader::read_envelope(const json& top, const Path& root, std::string_view game,
                                   std::span<const std::string_view> rule_sets) const {
  Envelope e;
  if (const json* sc = find_field(top, "$schema")) get_string(*sc, root.field("$schema"));
  const Path format_at = root.field("format");
  const int format = get_int(required(top, root, "format"), format_at);
  if (format != 1) {
    fail(format_at,
         "unsupported format " + std::to_string(format) + "; this reader knows format 1");
  }
  const Path game_at = root.field("game");
  e.game = get_string(required(top, root, "game"), game_at);
  if (e.game != game) {
    const bool known = std::any_of(std::begin(kGames), std::end(kGames),
                                   [&](const GameName& g) { return g.name == e.game; });
    if (!known) fail(game_at, unsupported_game_message(e.game));
    fail(game_at,
         "this is a " + quote(e.game) + " file; this reader reads " + quote(game) + " files only");
  }
  e.name = get_nonempty_string(required(top, root, "name"), root.field("name"));
  if (const json* t = find_field(top, "title")) e.title = get_string(*t, root.field("title"));
  if (const json* n = find_field(top, "notes")) e.notes = get_string(*n, root.field("notes"));
  if (const json* r = find_field(top, "rules")) {
    e.rules = get_name(*r, root.field("rules"), "rule set", rule_sets);
  }
  const Path coords_at = root.field("coordinates");
  const std::string& coords = get_string(required(top, root, "coordinates"), coords_at);
  const auto cs = pathing::parse_coordinate_system(coords);
  if (!cs) {
    fail(coords_at, "unknown coordinate system " + quote(coords) + "; " + one_of(kCoordinateNames));
  }
  e.coordinates = *cs;
  return e;
}

}  // namespace arbiter::scenario
