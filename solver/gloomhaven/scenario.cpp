// Format-1 loader (../shared/docs/scenario-format.md). Every check names the JSON path
// of the offending value so that an author can find it without reading this code.
#include "solver/gloomhaven/scenario.hpp"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <unordered_map>
#include <utility>

#include "solver/gloomhaven/rules.hpp"
#include "solver/gloomhaven/scenario_attack.hpp"

namespace arbiter::gloomhaven {

using json = nlohmann::json;
using pathing::CoordHash;
using pathing::CoordinateSystem;
// The shared reader's names this loader uses.
using scenario::describe, scenario::Envelope, scenario::hex_text, scenario::JsonReader,
    scenario::kMaxBoundingBox, scenario::kMaxMapHexes, scenario::kMaxRectangleSide,
    scenario::lookup_name, scenario::one_of, scenario::parse_json, scenario::Path, scenario::quote,
    scenario::read_file_text, scenario::ScenarioError;

namespace {

// Beyond any printed scenario, refused up front with "(limit N)": a solve's work grows with
// the square of the number of figures (docs/format.md, "Limits"), and this is a generous
// multiple of the most the games print. The ability card's limits are in scenario_attack.cpp.
constexpr std::size_t kMaxFigures = 10000;

}  // namespace

namespace {

// ---------------------------------------------------------------------------------------
// Enum names. One table per enum, indexed by the enum value, so that parse and name can
// never disagree.

constexpr std::array<std::string_view, static_cast<int>(Condition::Count)> kConditionNames = {
    "invisible", "poison", "wound",      "muddle",     "disarm", "immobilize", "stun",
    "curse",     "bless",  "strengthen", "regenerate", "ward",   "brittle",    "bane",
    "impair",    "infect", "rupture",    "safeguard",  "dodge",  "empower",    "enfeeble"};
constexpr std::array<std::string_view, 6> kTerrainNames = {"wall",      "obstacle",  "trap",
                                                           "hazardous", "difficult", "icy"};
constexpr std::array<std::string_view, 2> kSideNames = {"players", "monsters"};
constexpr std::array<std::string_view, 3> kKindNames = {"character", "summon", "monster"};
constexpr std::array<std::string_view, 3> kRankNames = {"normal", "elite", "boss"};
constexpr std::array<std::string_view, 4> kMovementNames = {"normal", "jump", "flying", "teleport"};

template <class E, std::size_t N>
std::optional<E> lookup(const std::array<std::string_view, N>& names, std::string_view s) {
  const auto i = lookup_name(names, s);
  if (!i) return std::nullopt;
  return static_cast<E>(*i);
}

template <class E, std::size_t N>
std::string_view name_of(const std::array<std::string_view, N>& names, E e) {
  const auto i = static_cast<std::size_t>(e);
  return i < N ? names[i] : std::string_view("?");
}

}  // namespace

std::optional<RuleSet> parse_rule_set(std::string_view name) {
  const auto i = scenario::find_profile(gloomhaven::kProfiles, name);
  return i ? std::optional(static_cast<RuleSet>(*i)) : std::nullopt;
}
std::string_view rule_set_name(RuleSet r) {
  return gloomhaven::profile_for(r).name;
}
std::optional<Condition> parse_condition(std::string_view name) {
  return lookup<Condition>(kConditionNames, name);
}
std::string_view condition_name(Condition c) {
  return name_of(kConditionNames, c);
}
std::optional<TerrainType> parse_terrain(std::string_view name) {
  return lookup<TerrainType>(kTerrainNames, name);
}
std::string_view terrain_name(TerrainType t) {
  return name_of(kTerrainNames, t);
}

// ---------------------------------------------------------------------------------------

const Figure* Scenario::find_figure(std::string_view id) const {
  for (const Figure& f : figures) {
    if (f.id == id) return &f;
  }
  return nullptr;
}

// The format says that anything not in the map "behaves as a wall", so a hex outside the
// map counts as one here too: callers asking "can anything be here" get the safe answer.
// Linear in the map size; solvers should ask the Board instead.
bool Scenario::is_door(Coord axial) const {
  return std::find(map.doors.begin(), map.doors.end(), axial) != map.doors.end();
}

bool Scenario::is_wall(Coord axial) const {
  for (const auto& [hex, type] : map.terrain) {
    if (hex == axial && type == TerrainType::Wall) return true;
  }
  if (map.rectangle) {
    const Coord o = coordinates.from_axial(axial);
    return o.q < 0 || o.r < 0 || o.q >= map.rectangle->first || o.r >= map.rectangle->second;
  }
  return std::find(map.hexes.begin(), map.hexes.end(), axial) == map.hexes.end();
}

namespace {

// ---------------------------------------------------------------------------------------
// Which hexes are on the map, answered in O(1): the rectangle by arithmetic, a list by a
// hash map that also remembers where each hex was first listed.

class MapIndex {
 public:
  MapIndex(CoordinateSystem cs, std::optional<std::pair<int, int>> rect) : cs_(cs), rect_(rect) {}

  // Returns the index of an earlier listing of the same hex, if any.
  std::optional<std::size_t> add(Coord axial, std::size_t index) {
    const auto [it, fresh] = listed_.emplace(axial, index);
    if (fresh) return std::nullopt;
    return it->second;
  }
  void reserve(std::size_t n) { listed_.reserve(n); }
  bool contains(Coord axial) const {
    if (rect_) {
      const Coord o = cs_.from_axial(axial);
      return o.q >= 0 && o.r >= 0 && o.q < rect_->first && o.r < rect_->second;
    }
    return listed_.count(axial) != 0;
  }

 private:
  CoordinateSystem cs_;
  std::optional<std::pair<int, int>> rect_;
  std::unordered_map<Coord, std::size_t, CoordHash> listed_;
};

// Where a hex's terrain was given, for "listed twice" messages. `key` views the json
// document, which outlives the reader.
struct TerrainEntry {
  TerrainType type;
  std::string_view key;
  std::size_t index;

  std::string place() const {
    return Path::root().field("map").field("terrain").field(key).item(index).str();
  }
};

// ---------------------------------------------------------------------------------------

class Reader : public JsonReader {
 public:
  explicit Reader(const std::string& file, bool layout_only = false, bool round = false)
      : JsonReader(file), layout_only_(layout_only), round_(round) {}

  Scenario read(const json& root_value) {
    const Path root = Path::root();
    static constexpr std::string_view kTurnFields[] = {"$schema", "format",  "game",  "name",
                                                       "title",   "notes",   "rules", "coordinates",
                                                       "map",     "figures", "turn",  "expect"};
    // A round file has `round` where a turn file has `turn`, and the round's own fields;
    // those are read by the round's loader section (solver/gloomhaven/round_file.cpp).
    static constexpr std::string_view kRoundFields[] = {
        "$schema",     "format", "game",    "name",  "title",         "notes",    "rules",
        "coordinates", "map",    "figures", "round", "monster_types", "elements", "expect"};
    const json& top = round_ ? require_object(root_value, root, kRoundFields)
                             : require_object(root_value, root, kTurnFields);
    read_envelope(top, root);
    read_map(required(top, root, "map"), root.field("map"));
    // A layout (`arbiter show`) may be drawn before its figures and turn are written.
    if (const json* f = layout_only_ ? find_field(top, "figures") : &required(top, root, "figures"))
      read_figures(*f, root.field("figures"));
    if (round_) return std::move(s_);
    if (const json* t = layout_only_ ? find_field(top, "turn") : &required(top, root, "turn"))
      read_turn(*t, root.field("turn"));
    if (const json* e = find_field(top, "expect")) read_expect(*e, root.field("expect"));
    return std::move(s_);
  }

 private:
  // A hex in the file's coordinate system, returned axial.
  Coord parse_hex(const json& v, const Path& at) const {
    return s_.coordinates.to_axial(
        parse_pair(v, at, s_.coordinates.axial ? "[q, r]" : "[col, row]"));
  }

  // The hex as the author wrote it, for messages.
  std::string written(Coord axial) const { return hex_text(s_.coordinates.from_axial(axial)); }

  Coord parse_map_hex(const json& v, const Path& at) const {
    const Coord h = parse_hex(v, at);
    if (!on_map_->contains(h)) fail(at, "hex " + written(h) + " is not on the map");
    return h;
  }

  // A hex where a figure can be: on the map and not a wall.
  Coord parse_open_hex(const json& v, const Path& at) const {
    const Coord h = parse_map_hex(v, at);
    const auto t = terrain_.find(h);
    if (t != terrain_.end() && t->second.type == TerrainType::Wall) {
      fail(at, "hex " + written(h) + " is a wall (" + t->second.place() + ")");
    }
    return h;
  }

  // A figure id that exists.
  const std::string& get_figure_id(const json& v, const Path& at) const {
    const std::string& id = get_string(v, at);
    if (s_.find_figure(id) == nullptr) fail(at, "no figure has the id " + quote(id));
    return id;
  }

  // --- envelope -------------------------------------------------------------------------

  void read_envelope(const json& top, const Path& root) {
    Envelope e = JsonReader::read_envelope(top, root, "gloomhaven", gloomhaven::kRuleSetNames);
    s_.game = std::move(e.game);
    s_.name = std::move(e.name);
    s_.title = std::move(e.title);
    s_.notes = std::move(e.notes);
    if (e.rules) s_.rules = static_cast<RuleSet>(*e.rules);
    s_.coordinates = e.coordinates;
  }

  // --- map ------------------------------------------------------------------------------

  void read_map(const json& v, const Path& at) {
    const json& m =
        round_ ? require_object(v, at,
                                {"hexes", "terrain", "thin_walls", "doors", "money", "traps",
                                 "starting_hexes", "treasure", "objectives", "spawns", "rules"})
               : require_object(v, at, {"hexes", "terrain", "thin_walls"});
    const Path hexes_at = at.field("hexes");
    const json& hexes = required(m, at, "hexes");
    if (hexes.is_object()) {
      read_rectangle(hexes, hexes_at);
    } else if (hexes.is_array()) {
      read_hex_list(hexes, hexes_at);
    } else {
      fail_type(hexes_at, "a list of hexes or {\"columns\": W, \"rows\": H}", hexes);
    }
    check_bounding_box(hexes_at);
    if (const json* t = find_field(m, "terrain")) read_terrain(*t, at.field("terrain"));
    if (const json* w = find_field(m, "thin_walls")) read_thin_walls(*w, at.field("thin_walls"));
  }

  void read_rectangle(const json& v, const Path& at) {
    const json& r = require_object(v, at, {"columns", "rows"});
    if (s_.coordinates.axial) {
      fail(at,
           "the rectangle form {\"columns\": W, \"rows\": H} needs an offset coordinate "
           "system (odd-q, even-q, odd-r, even-r); this file uses axial");
    }
    const int w = get_int_in(required(r, at, "columns"), at.field("columns"), 1, kMaxRectangleSide);
    const int h = get_int_in(required(r, at, "rows"), at.field("rows"), 1, kMaxRectangleSide);
    check_map_hexes(std::int64_t{w} * h, at);
    s_.map.rectangle = {w, h};
    // Column-major, matching the column systems' natural reading order.
    s_.map.hexes.reserve(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
    for (int col = 0; col < w; ++col) {
      for (int row = 0; row < h; ++row) s_.map.hexes.push_back(s_.coordinates.to_axial({col, row}));
    }
    on_map_.emplace(s_.coordinates, s_.map.rectangle);
  }

  void read_hex_list(const json& v, const Path& at) {
    check_map_hexes(static_cast<std::int64_t>(v.size()), at);
    on_map_.emplace(s_.coordinates, std::nullopt);
    on_map_->reserve(v.size());
    s_.map.hexes.reserve(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path item_at = at.item(i);
      const Coord h = parse_hex(v[i], item_at);
      if (const auto first = on_map_->add(h, i)) {
        fail(item_at,
             "hex " + written(h) + " is listed twice (first at " + at.item(*first).str() + ")");
      }
      s_.map.hexes.push_back(h);
    }
  }

  // Refused before a hex is stored.
  void check_map_hexes(std::int64_t n, const Path& at) const {
    if (n > kMaxMapHexes)
      fail(at, "a map of " + std::to_string(n) +
                   " hexes is beyond what a turn is solved on (limit " +
                   std::to_string(kMaxMapHexes) + ")");
  }

  // The board keeps a dense table over the axial bounding box; refuse maps that would
  // make it absurdly large rather than fail later in build_board.
  void check_bounding_box(const Path& at) const {
    if (s_.map.hexes.empty()) return;
    Coord lo = s_.map.hexes.front(), hi = lo;
    for (Coord c : s_.map.hexes) {
      lo = {std::min(lo.q, c.q), std::min(lo.r, c.r)};
      hi = {std::max(hi.q, c.q), std::max(hi.r, c.r)};
    }
    const std::int64_t w = std::int64_t{hi.q} - lo.q + 1;
    const std::int64_t h = std::int64_t{hi.r} - lo.r + 1;
    if (w * h > kMaxBoundingBox) {
      fail(at, "the map spans " + std::to_string(w) + " x " + std::to_string(h) +
                   " hexes in axial coordinates; at most " + std::to_string(kMaxBoundingBox) +
                   " are supported");
    }
  }

  void read_terrain(const json& v, const Path& at) {
    if (!v.is_object()) fail_type(at, "an object", v);
    for (const auto& [key, hexes] : v.items()) {
      const Path type_at = at.field(key);
      const auto type = parse_terrain(key);
      if (!type) fail(type_at, "unknown terrain type " + quote(key) + "; " + one_of(kTerrainNames));
      require_list(hexes, type_at);
      for (std::size_t i = 0; i < hexes.size(); ++i) {
        const Path item_at = type_at.item(i);
        const Coord h = parse_map_hex(hexes[i], item_at);
        const auto [it, fresh] = terrain_.emplace(h, TerrainEntry{*type, key, i});
        if (!fresh) {
          fail(item_at, "hex " + written(h) + " already has terrain " +
                            quote(terrain_name(it->second.type)) + " (" + it->second.place() +
                            "); a hex has at most one type");
        }
        s_.map.terrain.emplace_back(h, *type);
      }
    }
  }

  void read_thin_walls(const json& v, const Path& at) {
    require_list(v, at);
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path item_at = at.item(i);
      const json& w = v[i];
      if (!w.is_array() || w.size() != 2) {
        const std::string got =
            w.is_array() ? "a list of " + std::to_string(w.size()) + " values" : describe(w);
        fail(item_at, "expected a thin wall [hexA, hexB] (two hexes), got " + got);
      }
      const Coord a = parse_map_hex(w[0], item_at.item(0));
      const Coord b = parse_map_hex(w[1], item_at.item(1));
      if (!pathing::direction_between(pathing::Topology::Hex, a, b)) {
        fail(item_at, "hexes " + written(a) + " and " + written(b) +
                          " are not neighbours; a thin wall lies along a shared edge");
      }
      s_.map.thin_walls.emplace_back(a, b);
    }
  }

  // --- figures --------------------------------------------------------------------------

  void read_figures(const json& v, const Path& at) {
    require_list(v, at);
    if (v.size() > kMaxFigures) {
      fail(at, std::to_string(v.size()) + " figures, more than Arbiter weighs in one turn (limit " +
                   std::to_string(kMaxFigures) + ")");
    }
    std::unordered_map<std::string, std::size_t> ids;
    std::unordered_map<Coord, std::size_t, CoordHash> occupied;
    s_.figures.reserve(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path item_at = at.item(i);
      Figure f = read_figure(v[i], item_at);
      if (const auto [it, fresh] = ids.emplace(f.id, i); !fresh) {
        fail(item_at.field("id"),
             "duplicate figure id " + quote(f.id) + " (also " + at.item(it->second).str() + ")");
      }
      if (const auto [it, fresh] = occupied.emplace(f.hex, i); !fresh) {
        fail(item_at.field("hex"), "hex " + written(f.hex) + " already holds " +
                                       at.item(it->second).str() + "; at most one figure a hex");
      }
      s_.figures.push_back(std::move(f));
    }
    for (std::size_t i = 0; i < s_.figures.size(); ++i) check_summoner(i, at.item(i));
  }

  Figure read_figure(const json& v, const Path& at) {
    static constexpr std::string_view kFields[] = {
        "id",        "side",     "kind",         "hex",  "initiative", "secondary_initiative",
        "long_rest", "summoner", "summon_order", "type", "rank",       "standee",
        "hp",        "max_hp",   "conditions"};
    // Round files add a character's scripted turn, a player summon's stat line, and the
    // shield and retaliate the players' figures have this round.
    static constexpr std::string_view kRoundFields[] = {"id",           "side",
                                                        "kind",         "hex",
                                                        "initiative",   "secondary_initiative",
                                                        "long_rest",    "summoner",
                                                        "summon_order", "type",
                                                        "rank",         "standee",
                                                        "hp",           "max_hp",
                                                        "conditions",   "actions",
                                                        "stats",        "shield",
                                                        "retaliate",    "retaliate_range",
                                                        "bonus_from"};
    const json& o = round_ ? require_object(v, at, kRoundFields) : require_object(v, at, kFields);
    Figure f;
    f.id = get_nonempty_string(required(o, at, "id"), at.field("id"));
    f.side = get_enum<Side>(required(o, at, "side"), at.field("side"), "side", kSideNames);
    f.kind = get_enum<Kind>(required(o, at, "kind"), at.field("kind"), "kind", kKindNames);
    check_side(f, at.field("side"));
    f.hex = parse_open_hex(required(o, at, "hex"), at.field("hex"));
    const auto field = [&](std::string_view key) { return find_field(o, key); };
    if (const json* x = field("initiative"))
      f.initiative = get_int_in(*x, at.field("initiative"), 1, 99);
    if (const json* x = field("secondary_initiative")) {
      restrict_to(f.kind == Kind::Character, at.field("secondary_initiative"), "a character");
      f.secondary_initiative = get_int_in(*x, at.field("secondary_initiative"), 1, 99);
    }
    if (const json* x = field("long_rest")) f.long_rest = get_bool(*x, at.field("long_rest"));
    if (const json* x = field("summoner")) {
      restrict_to(f.kind == Kind::Summon, at.field("summoner"), "a summon");
      f.summoner = get_nonempty_string(*x, at.field("summoner"));
    }
    if (const json* x = field("summon_order")) {
      restrict_to(f.kind == Kind::Summon, at.field("summon_order"), "a summon");
      f.summon_order = get_non_negative(*x, at.field("summon_order"));
    }
    // Monster fields belong to monsters, allies included, and to the monsters' summons.
    const bool monster_side = f.side == Side::Monsters || f.kind == Kind::Monster;
    if (const json* x = field("type")) {
      restrict_to(monster_side, at.field("type"), "a figure of the monsters' side");
      f.type = get_nonempty_string(*x, at.field("type"));
    }
    if (const json* x = field("rank")) {
      restrict_to(monster_side, at.field("rank"), "a figure of the monsters' side");
      f.rank = get_enum<Rank>(*x, at.field("rank"), "rank", kRankNames);
    }
    if (const json* x = field("standee")) {
      restrict_to(monster_side, at.field("standee"), "a figure of the monsters' side");
      f.standee = get_non_negative(*x, at.field("standee"));
    }
    if (const json* x = field("hp")) f.hp = get_non_negative(*x, at.field("hp"));
    if (const json* x = field("max_hp")) f.max_hp = get_non_negative(*x, at.field("max_hp"));
    if (const json* x = field("conditions"))
      f.conditions = read_conditions(*x, at.field("conditions"));
    return f;
  }

  // Characters are always players; summons take their summoner's side (check_summoner). A
  // monster is normally on the monsters' side, but some scenarios make monsters allies of
  // the characters: they then fight the monsters and act by the same monster rules, so
  // `"side": "players"` is allowed for a monster (an extension of the shared contract).
  void check_side(const Figure& f, const Path& at) const {
    if (f.kind == Kind::Character && f.side != Side::Players) {
      fail(at, "a character is on the \"players\" side");
    }
  }

  void restrict_to(bool allowed, const Path& at, std::string_view who) const {
    if (!allowed) fail(at, "only " + std::string(who) + " may have this field");
  }

  ConditionSet read_conditions(const json& v, const Path& at) const {
    require_list(v, at);
    ConditionSet set = 0;
    for (std::size_t i = 0; i < v.size(); ++i) {
      // A round file may give a condition with its expiry: {"name": ..., "expires": ...};
      // the round's loader section reads the expiry.
      if (round_ && v[i].is_object()) {
        const json& c = require_object(v[i], at.item(i), {"name", "expires"});
        set |= bit(get_enum<Condition>(required(c, at.item(i), "name"), at.item(i).field("name"),
                                       "condition", kConditionNames));
        continue;
      }
      set |= bit(get_enum<Condition>(v[i], at.item(i), "condition", kConditionNames));
    }
    return set;
  }

  void check_summoner(std::size_t i, const Path& at) const {
    const Figure& f = s_.figures[i];
    if (!f.summoner) return;
    const Path summoner_at = at.field("summoner");
    const Figure* boss = s_.find_figure(*f.summoner);
    if (boss == nullptr) fail(summoner_at, "no figure has the id " + quote(*f.summoner));
    if (boss == &f) fail(summoner_at, "a summon cannot be its own summoner");
    if (boss->side != f.side) {
      fail(summoner_at, "summoner " + quote(boss->id) +
                            " is on the other side; a summon is on its summoner's side");
    }
  }

  // --- turn -----------------------------------------------------------------------------

  void read_turn(const json& v, const Path& at) {
    const json& t =
        require_object(v, at, {"figure", "move", "movement", "flying", "attack", "monster_ai"});
    const Path figure_at = at.field("figure");
    s_.turn.figure = get_figure_id(required(t, at, "figure"), figure_at);
    s_.turn.move = get_non_negative(required(t, at, "move"), at.field("move"));
    // Defaults for what authors naturally leave out: a plain move, no attack. Both were
    // required before; a file that gives them means what it always meant.
    if (const json* m = find_field(t, "movement")) {
      s_.turn.movement = get_enum<Movement>(*m, at.field("movement"), "movement", kMovementNames);
    }
    if (const json* f = find_field(t, "flying")) s_.turn.flying = get_bool(*f, at.field("flying"));
    if (const json* a = find_field(t, "attack"); a != nullptr && !a->is_null()) {
      s_.turn.attack = read_attack(file(), s_.coordinates, *a, at.field("attack"));
    }
    bool monster_ai = false;
    if (const json* m = find_field(t, "monster_ai"))
      monster_ai = get_bool(*m, at.field("monster_ai"));
    // A character's turn is the player's choice; the monster rules decide it only when the
    // game says so (a dominated or mind-controlled character), which the file must state.
    if (s_.find_figure(s_.turn.figure)->kind == Kind::Character && !monster_ai) {
      fail(figure_at, quote(s_.turn.figure) +
                          " is a character, whose turn its player decides; the monster rules "
                          "apply to monsters and summons, or to a character with "
                          "\"monster_ai\": true (e.g. while it is controlled by a monster)");
    }
  }

  // --- expect ---------------------------------------------------------------------------

  void read_expect(const json& v, const Path& at) {
    if (!v.is_object()) fail_type(at, "an object", v);
    for (const auto& [key, options] : v.items()) {
      const Path rules_at = at.field(key);
      const auto rules = parse_rule_set(key);
      if (!rules)
        fail(rules_at, "unknown rule set " + quote(key) + "; " + one_of(gloomhaven::kRuleSetNames));
      require_list(options, rules_at);
      std::vector<ExpectedOption>& out = s_.expect[*rules];
      out.reserve(options.size());
      for (std::size_t i = 0; i < options.size(); ++i) {
        out.push_back(read_option(options[i], rules_at.item(i)));
      }
    }
  }

  ExpectedOption read_option(const json& v, const Path& at) const {
    // The other fields of an option as `solve --format json` prints it are accepted so that
    // a printed option can be pasted here; only destination, targets and focus are compared.
    const json& o = require_object(v, at,
                                   {"destination", "targets", "focus", "number", "path",
                                    "disadvantage", "movement_points", "aoe"});
    ExpectedOption opt;
    opt.destination = parse_open_hex(required(o, at, "destination"), at.field("destination"));
    const Path targets_at = at.field("targets");
    const json& targets = require_list(required(o, at, "targets"), targets_at);
    opt.targets.reserve(targets.size());
    for (std::size_t i = 0; i < targets.size(); ++i) {
      opt.targets.push_back(get_figure_id(targets[i], targets_at.item(i)));
    }
    // null is accepted as "no focus", the way a solve's JSON result writes it.
    if (const json* f = find_field(o, "focus"); f != nullptr && !f->is_null()) {
      opt.focus = get_figure_id(*f, at.field("focus"));
    }
    return opt;
  }

  bool layout_only_ = false;
  bool round_ = false;
  Scenario s_;
  std::optional<MapIndex> on_map_;
  std::unordered_map<Coord, TerrainEntry, CoordHash> terrain_;
};

}  // namespace

Scenario read_scenario(const nlohmann::json& root, const std::string& file) {
  return Reader(file).read(root);
}

Scenario read_round_position(const nlohmann::json& root, const std::string& file) {
  Scenario s = Reader(file, false, true).read(root);
  s.path = file;
  return s;
}

Scenario read_layout(const nlohmann::json& root, const std::string& file) {
  Scenario s = Reader(file, true).read(root);
  s.path = file;
  return s;
}

Scenario parse_scenario(std::string_view text, const std::string& file) {
  const json root = parse_json(text, file);
  Scenario s = Reader(file).read(root);
  s.path = "<memory>";
  return s;
}

Scenario load_scenario(const std::string& path) {
  Scenario s = parse_scenario(read_file_text(path), path);
  s.path = path;
  return s;
}

}  // namespace arbiter::gloomhaven
