// The scenario model: one board position and whose turn it is, as read from a format-1
// file (../shared/docs/scenario-format.md). Every hex here is axial; the file's own
// coordinate system is kept to print answers back in it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "pathing/board.hpp"
#include "pathing/hex.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven {

using pathing::Coord;

// GloomhavenSeed: the 1st edition as the seed text reads it where it differs from the
// rulebook (docs/format.md, "gloomhaven and gloomhaven-seed").
enum class RuleSet : std::uint8_t { Gloomhaven, Jotl, Frosthaven, Gloomhaven2e, GloomhavenSeed };
inline constexpr int kRuleSetCount = 5;
inline constexpr RuleSet kAllRuleSets[kRuleSetCount] = {RuleSet::Gloomhaven, RuleSet::Jotl,
                                                        RuleSet::Frosthaven, RuleSet::Gloomhaven2e,
                                                        RuleSet::GloomhavenSeed};
std::optional<RuleSet> parse_rule_set(std::string_view name);
std::string_view rule_set_name(RuleSet r);

enum class Side : std::uint8_t { Players, Monsters };
enum class Kind : std::uint8_t { Character, Summon, Monster };
enum class Rank : std::uint8_t { Normal, Elite, Boss };
enum class Movement : std::uint8_t { Normal, Jump, Flying, Teleport };

// Conditions of Gloomhaven, Jaws of the Lion, Frosthaven and Gloomhaven 2nd edition.
enum class Condition : std::uint8_t {
  Invisible,
  Poison,
  Wound,
  Muddle,
  Disarm,
  Immobilize,
  Stun,
  Curse,
  Bless,
  Strengthen,
  Regenerate,
  Ward,
  Brittle,
  Bane,
  Impair,
  Infect,
  Rupture,
  Safeguard,
  Dodge,
  Empower,
  Enfeeble,
  Count
};
using ConditionSet = std::uint32_t;  // bit per Condition
static_assert(static_cast<int>(Condition::Count) <= 32);
constexpr ConditionSet bit(Condition c) {
  return ConditionSet{1} << static_cast<int>(c);
}
std::optional<Condition> parse_condition(std::string_view name);
std::string_view condition_name(Condition c);

struct Figure {
  std::string id;
  Side side = Side::Players;
  Kind kind = Kind::Character;
  Coord hex;  // axial
  std::optional<int> initiative;
  std::optional<int> secondary_initiative;
  bool long_rest = false;
  std::optional<std::string> summoner;
  std::optional<int> summon_order;
  std::optional<std::string> type;
  std::optional<Rank> rank;
  std::optional<int> standee;
  std::optional<int> hp;
  std::optional<int> max_hp;
  ConditionSet conditions = 0;

  bool has(Condition c) const { return (conditions & bit(c)) != 0; }
};

struct AreaOfEffect {
  bool melee = false;
  std::vector<Coord> hexes;  // axial offsets, as written
};

struct Attack {
  int range = 0;    // 0: melee
  int targets = 1;  // ignored when all_targets
  bool all_targets = false;
  std::optional<AreaOfEffect> aoe;
};

struct Turn {
  std::string figure;
  int move = 0;
  Movement movement = Movement::Normal;
  bool flying = false;           // flies also while it jumps or teleports
  std::optional<Attack> attack;  // nullopt: the ability has no attack
};

struct ExpectedOption {
  Coord destination;  // axial
  std::vector<std::string> targets;
  std::optional<std::string> focus;
};

// Terrain types as written in a file; `Wall` cells are not part of the board.
enum class TerrainType : std::uint8_t { Wall, Obstacle, Trap, Hazardous, Difficult, Icy };
std::optional<TerrainType> parse_terrain(std::string_view name);
std::string_view terrain_name(TerrainType t);

struct MapSpec {
  std::vector<Coord> hexes;  // axial, in file order; includes wall hexes
  std::vector<std::pair<Coord, TerrainType>> terrain;
  std::vector<std::pair<Coord, Coord>> thin_walls;
  // The hexes of a round file's doors, for the drawings only: a door is closed while its hex
  // is a wall (the round walls each closed door and opens it by removing the wall).
  std::vector<Coord> doors;
  // The rectangle form, when the file used it (offset systems only).
  std::optional<std::pair<int, int>> rectangle;  // columns, rows
  friend bool operator==(const MapSpec&, const MapSpec&) = default;
};

struct Scenario {
  std::string path;  // file it came from ("<memory>" when parsed from text)
  std::string game;  // "gloomhaven"
  std::string name;
  std::string title;
  std::string notes;
  std::optional<RuleSet> rules;
  pathing::CoordinateSystem coordinates;
  MapSpec map;
  std::vector<Figure> figures;
  Turn turn;
  std::map<RuleSet, std::vector<ExpectedOption>> expect;

  const Figure* find_figure(std::string_view id) const;
  bool is_wall(Coord axial) const;
  bool is_door(Coord axial) const;
};

// Parses and validates format-1 text of a Gloomhaven file (`"game": "gloomhaven"`; other
// games' files are read by games::load_file). `file` names the source in errors.
// Throws ScenarioError for anything the format does not allow.
Scenario parse_scenario(std::string_view text, const std::string& file);
// The same from an already parsed file (the per-game dispatch parses once).
Scenario read_scenario(const nlohmann::json& root, const std::string& file);
// The same, with `figures` and `turn` optional (a position being written, for `show`);
// whatever is present is checked as usual. turn.figure is empty when there is no turn.
Scenario read_layout(const nlohmann::json& root, const std::string& file);
// The position of a Gloomhaven round file (a file with `round` instead of `turn`): map and
// figures, read as in a turn file; the round's own fields are allowed and left to the
// round's loader section (solver/gloomhaven/round_file.hpp). turn.figure is empty.
Scenario read_round_position(const nlohmann::json& root, const std::string& file);
// Reads and parses a file. Throws ScenarioError (also when the file cannot be read).
Scenario load_scenario(const std::string& path);

// The board of a scenario: every non-wall hex a cell, with its terrain and thin walls.
pathing::Board build_board(const Scenario& s);

}  // namespace arbiter::gloomhaven
