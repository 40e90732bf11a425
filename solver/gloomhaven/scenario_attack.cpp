// The loader section's ability-card part (../shared/docs/scenario-format.md, "turn"): a
// turn's `attack`, its range and targets, and its area of effect as listed offsets or as a
// pattern drawn in the file's own coordinates.
#include "solver/gloomhaven/scenario_attack.hpp"

#include <algorithm>
#include <limits>
#include <string>

namespace arbiter::gloomhaven {

using json = nlohmann::json;
using scenario::describe;
using scenario::hex_text;
using scenario::JsonReader;
using scenario::Path;
using scenario::quote;
using scenario::ScenarioError;

namespace {

// Sizes beyond any printed card, refused up front with "(limit N)": past them a solve's work,
// which grows with the square of the range and with the area's size times its placements
// (docs/format.md, "Limits"), would run to minutes. Each is a generous multiple of the
// largest the games print.
constexpr int kMaxAttackRange = 20;
constexpr std::size_t kMaxAoeHexes = 19;
constexpr int kMaxAoeReach = 6;  // every offset of a pattern within this many hexes of [0, 0]

class AttackReader : public JsonReader {
 public:
  AttackReader(const std::string& file, pathing::CoordinateSystem cs) : JsonReader(file), cs_(cs) {}

  Attack read_attack(const json& v, const Path& at) {
    if (!v.is_object()) fail_type(at, "an object or null", v);
    const json& o = require_object(v, at, {"range", "targets", "aoe"});
    Attack a;
    a.range = get_non_negative(required(o, at, "range"), at.field("range"));
    if (a.range > kMaxAttackRange) {
      fail(at.field("range"), "range " + std::to_string(a.range) +
                                  " is beyond any ability card (limit " +
                                  std::to_string(kMaxAttackRange) + ")");
    }
    const Path targets_at = at.field("targets");
    const json& targets = required(o, at, "targets");
    if (targets.is_string() && targets.get_ref<const std::string&>() == "all") {
      a.all_targets = true;
    } else if (targets.is_number_integer()) {
      a.targets = get_int_in(targets, targets_at, 1, std::numeric_limits<int>::max());
    } else {
      fail(targets_at, "expected an integer >= 1 or \"all\", got " +
                           (targets.is_string() ? quote(targets.get_ref<const std::string&>())
                                                : describe(targets)));
    }
    if (const json* aoe = find_field(o, "aoe")) a.aoe = read_aoe(*aoe, at.field("aoe"));
    return a;
  }

  // `hexes`: axial offsets whatever the file's system (offset coordinates are not
  // translation-invariant). `pattern` (with `origin` for a melee pattern): the same pattern
  // drawn in the file's own coordinates, as an author reads it off a map; each hex becomes
  // the axial offset of that hex from `origin` (a ranged pattern: from its first hex).
  AreaOfEffect read_aoe(const json& v, const Path& at) const {
    const json& o = require_object(v, at, {"melee", "hexes", "pattern", "origin"});
    AreaOfEffect aoe;
    aoe.melee = get_bool(required(o, at, "melee"), at.field("melee"));
    const json* listed = find_field(o, "hexes");
    const json* drawn = find_field(o, "pattern");
    const json* origin_v = find_field(o, "origin");
    if (listed == nullptr && drawn == nullptr) {
      fail(at.field("hexes"),
           "missing required field \"hexes\" (axial offsets; or \"pattern\": the hexes in the "
           "file's coordinates)");
    }
    if (listed != nullptr && drawn != nullptr) {
      fail(at,
           "an area of effect has exactly one of \"hexes\" (axial offsets) or \"pattern\" "
           "(hexes in the file's coordinates)");
    }
    if (listed != nullptr && origin_v != nullptr) {
      fail(at.field("origin"), "\"origin\" goes with \"pattern\"; \"hexes\" are offsets already");
    }
    if (drawn != nullptr && aoe.melee && origin_v == nullptr) {
      fail(at.field("origin"),
           "missing required field \"origin\": the attacker's hex in the drawing of a melee "
           "pattern");
    }
    const Path hexes_at = at.field(listed != nullptr ? "hexes" : "pattern");
    const json& hexes = require_list(listed != nullptr ? *listed : *drawn, hexes_at);
    if (hexes.empty()) fail(hexes_at, "an area of effect needs at least one hex");
    if (hexes.size() > kMaxAoeHexes) {
      fail(hexes_at, std::to_string(hexes.size()) +
                         " hexes, a larger area than any ability card's (limit " +
                         std::to_string(kMaxAoeHexes) + ")");
    }
    std::optional<Coord> origin;
    if (origin_v != nullptr) origin = parse_hex(*origin_v, at.field("origin"));
    for (std::size_t i = 0; i < hexes.size(); ++i) {
      const Path item_at = hexes_at.item(i);
      Coord d;
      if (listed != nullptr) {
        d = parse_pair(hexes[i], item_at, "offset [dq, dr]");
      } else {
        const Coord h = parse_hex(hexes[i], item_at);
        if (!origin) origin = h;
        d = {h.q - origin->q, h.r - origin->r};
      }
      if (aoe.melee && d == Coord{0, 0}) {
        fail(item_at, listed != nullptr
                          ? "[0, 0] is the attacker's own hex, which a melee area of effect does "
                            "not include"
                          : "this is the origin, the attacker's own hex, which a melee area of "
                            "effect does not include");
      }
      const auto dup = std::find(aoe.hexes.begin(), aoe.hexes.end(), d);
      if (dup != aoe.hexes.end()) {
        fail(item_at, "offset " + hex_text(d) + " is listed twice (first at " +
                          hexes_at.item(static_cast<std::size_t>(dup - aoe.hexes.begin())).str() +
                          ")");
      }
      if (pathing::hex_distance({0, 0}, d) > kMaxAoeReach) {
        fail(item_at, "offset " + hex_text(d) + " is " +
                          std::to_string(pathing::hex_distance({0, 0}, d)) +
                          " hexes from [0, 0], farther than any ability card's area reaches "
                          "(limit " +
                          std::to_string(kMaxAoeReach) + ")");
      }
      aoe.hexes.push_back(d);
    }
    return aoe;
  }

 private:
  // A hex in the file's coordinate system, returned axial.
  Coord parse_hex(const json& v, const Path& at) const {
    return cs_.to_axial(parse_pair(v, at, cs_.axial ? "[q, r]" : "[col, row]"));
  }

  pathing::CoordinateSystem cs_;
};

}  // namespace

Attack read_attack(const std::string& file, pathing::CoordinateSystem coordinates,
                   const nlohmann::json& v, const Path& at) {
  return AttackReader(file, coordinates).read_attack(v, at);
}

}  // namespace arbiter::gloomhaven
