// The game-neutral half of the format-1 loader: JSON text to a value with careful errors
// (syntax errors at line and column, duplicate keys, numbers too large), JSON paths for
// messages, the typed field readers every game's loader section uses, and the envelope
// (`format`, `game`, `name`, `title`, `notes`, `rules`, `coordinates`) read once for all
// games. Every error is a ScenarioError: "file: place: problem".
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "pathing/hex.hpp"

namespace arbiter::scenario {

// A problem with a scenario file: which file, where in it (a JSON path such as
// `figures[2].hex`, or `line 3, column 7` for a syntax error) and what is wrong.
class ScenarioError : public std::runtime_error {
 public:
  ScenarioError(std::string file, std::string place, std::string problem);
  const std::string& file() const { return file_; }
  const std::string& place() const { return place_; }
  const std::string& problem() const { return problem_; }

 private:
  std::string file_, place_, problem_;
};

// Limits that keep every later computation far from int32 overflow and a board's dense
// lookup table (4 bytes a hex of the bounding box) within reason.
inline constexpr int kMaxRectangleSide = 4096;
// The range of every integer field, unless the field states a smaller one (docs/format.md):
// 2^24, so that sums of up to 127 values (hit points plus a heal, costs along a path, dice
// totals) never leave 32 bits.
inline constexpr int kMaxInteger = 1 << 24;
inline constexpr int kMaxCoordinate = 1 << 24;
inline constexpr std::int64_t kMaxBoundingBox = std::int64_t{1} << 26;
// Hexes on one map (1024 x 1024): a monster turn searches the whole map a few times (its
// paths, proximity, the way towards a far focus) and keeps per-hex work arrays, so this
// bounds the worst valid file at about 1.3 s and 200 MB (docs/bounds.md).
inline constexpr std::int64_t kMaxMapHexes = std::int64_t{1} << 20;

// Lists and objects nested deeper than this are refused while the text is parsed, before
// anything walks the value (the deepest scenario field is about 6 levels down).
inline constexpr std::size_t kMaxJsonDepth = 64;

// The games format 1 knows, in the order error messages list them.
struct GameName {
  std::string_view name;         // the `game` value
  std::string_view description;  // the games it covers, for messages
};
inline constexpr GameName kGames[] = {
    {"gloomhaven", "Gloomhaven, Jaws of the Lion, Frosthaven, Gloomhaven 2nd edition"},
    {"heroscape", "Heroscape"},
    {"arcadia-quest", "Arcadia Quest"},
    {"grumblestone", "Grumblestone"},
};
// `unsupported game "x"; supported games: "gloomhaven" (...), "heroscape" (...)`.
std::string unsupported_game_message(std::string_view game);

// Text from the file, quoted for a message (valid UTF-8 whatever the input, shortened).
std::string quote(std::string_view s);
// "expected one of "a", "b""
std::string one_of(std::span<const std::string_view> names);
// "an object", "a list", "an integer"...
std::string describe(const nlohmann::json& v);
// "[q, r]"
std::string hex_text(pathing::Coord c);

// The name of `names` closest to `s` by edit distance, when it is close enough to be a
// likely misspelling (at most a third of its letters differ, at least 1 and at most 3), for
// "did you mean" hints.
std::optional<std::string_view> closest_name(std::string_view s,
                                             std::span<const std::string_view> names);

// The index of `s` in `names`, or nullopt.
std::optional<std::size_t> lookup_name(std::span<const std::string_view> names, std::string_view s);

// A JSON path, linked through the stack so that no string is built unless an error needs
// it (a map of a million hexes would otherwise build a million place strings).
class Path {
 public:
  static Path root() { return Path(nullptr, {}, 0, false); }
  Path field(std::string_view key) const { return Path(this, key, 0, false); }
  Path item(std::size_t index) const { return Path(this, {}, index, true); }
  // Iterative, and elided in the middle, since a hostile file may nest very deeply.
  std::string str() const;

 private:
  static constexpr std::size_t kShownSegments = 16;
  Path(const Path* parent, std::string_view key, std::size_t index, bool is_index)
      : parent_(parent), key_(key), index_(index), is_index_(is_index) {}
  void append_to(std::string& out) const;

  const Path* parent_;
  std::string_view key_;
  std::size_t index_;
  bool is_index_;
};

// JSON text to a value. Throws ScenarioError for an empty file, a syntax error (at "line L,
// column C"), a duplicate key (at its path), a number too large, or nesting deeper than
// kMaxJsonDepth (at the path where it passes the limit).
nlohmann::json parse_json(std::string_view text, const std::string& file);
// The whole file as text ("-": standard input). Throws ScenarioError when it cannot be read
// or holds more than file_size_limit() bytes: it is read in chunks and refused as soon as it
// passes the limit, so an endless stream (/dev/zero, a fifo fed forever) costs at most the
// limit in memory and is never read to its end. A fifo no one writes to reads as empty (it
// is opened without waiting for a writer).
// At most `limit` bytes of `path` ("-": standard input), for importers whose formats have
// their own limit; more is refused, with the limit named, before anything else is read.
std::string read_bounded(const std::string& path, std::size_t limit);
std::string read_file_text(const std::string& path);
// The largest file read_file_text accepts, in bytes: kDefaultMaxFileBytes unless set (the
// command line's --max-file-size). Process-wide; set before any file is read.
inline constexpr std::uint64_t kDefaultMaxFileBytes = std::uint64_t{64} << 20;
std::uint64_t file_size_limit();
void set_file_size_limit(std::uint64_t bytes);

// How a path is named in messages: "-" is "<stdin>".
inline std::string display_name(const std::string& path) {
  return path == "-" ? "<stdin>" : path;
}

// What every game's file has around its payload.
struct Envelope {
  std::string game;
  std::string name;
  std::string title;
  std::string notes;
  std::optional<std::size_t> rules;  // index into the game's rule-set names
  pathing::CoordinateSystem coordinates;
};

// The typed readers of one file: each fails with "file: place: problem". Games' loader
// sections derive from it.
class JsonReader {
 public:
  explicit JsonReader(const std::string& file) : file_(file) {}
  const std::string& file() const { return file_; }

  [[noreturn]] void fail(const Path& at, std::string problem) const;
  [[noreturn]] void fail_type(const Path& at, std::string_view expected,
                              const nlohmann::json& v) const;
  // Unknown fields are errors so that a misspelt optional field never passes silently.
  void check_known_fields(const nlohmann::json& obj, const Path& at,
                          std::span<const std::string_view> known) const;
  // `v` must be an object whose fields are all in `known`.
  const nlohmann::json& require_object(const nlohmann::json& v, const Path& at,
                                       std::span<const std::string_view> known) const;
  const nlohmann::json& require_object(const nlohmann::json& v, const Path& at,
                                       std::initializer_list<std::string_view> known) const {
    return require_object(v, at, std::span<const std::string_view>(known.begin(), known.size()));
  }
  const nlohmann::json& required(const nlohmann::json& obj, const Path& at,
                                 std::string_view key) const;
  static const nlohmann::json* find_field(const nlohmann::json& obj, std::string_view key);
  const nlohmann::json& require_list(const nlohmann::json& v, const Path& at) const;
  int get_int(const nlohmann::json& v, const Path& at) const;
  int get_int_in(const nlohmann::json& v, const Path& at, int lo, int hi) const;
  int get_non_negative(const nlohmann::json& v, const Path& at) const;
  bool get_bool(const nlohmann::json& v, const Path& at) const;
  const std::string& get_string(const nlohmann::json& v, const Path& at) const;
  const std::string& get_nonempty_string(const nlohmann::json& v, const Path& at) const;
  // A name from `names`: "unknown <what> "x"; expected one of ...".
  std::size_t get_name(const nlohmann::json& v, const Path& at, std::string_view what,
                       std::span<const std::string_view> names) const;
  template <class E>
  E get_enum(const nlohmann::json& v, const Path& at, std::string_view what,
             std::span<const std::string_view> names) const {
    return static_cast<E>(get_name(v, at, what, names));
  }
  // A pair of integers as written, each within kMaxCoordinate.
  pathing::Coord parse_pair(const nlohmann::json& v, const Path& at, std::string_view form) const;

  // The envelope: `format` 1, `game` equal to `game` (else the unsupported-game error),
  // `name`, optional `title` and `notes`, `rules` (one of `rule_sets`), `coordinates`.
  Envelope read_envelope(const nlohmann::json& top, const Path& root, std::string_view game,
                         std::span<const std::string_view> rule_sets) const;

 private:
  const std::string& file_;
};

// The envelope fields every game's top-level object allows, before its own payload.
// `$schema` names the JSON Schema of the format for editors (docs/schema/); it is read as
// a string and otherwise ignored.
inline constexpr std::string_view kEnvelopeFields[] = {"$schema", "format", "game",  "name",
                                                       "title",   "notes",  "rules", "coordinates"};

}  // namespace arbiter::scenario
