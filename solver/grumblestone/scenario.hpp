// The Grumblestone payload of a format-1 file ("game": "grumblestone") and its loader
// section. A golem board is a 6x6 grid whose cells are written [column, row], each 1..6:
// the numbers on the dice. docs/format.md describes every field.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/odds/odds.hpp"
#include "solver/odds/rational.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::grumblestone {

inline constexpr int kSide = 6;  // a golem board is kSide x kSide, a die has kSide faces
inline constexpr int kCells = kSide * kSide;

// The four icons; None is a cell (printed or on a tile) without one.
enum class Icon : std::uint8_t { None, Attack, Heal, Shield, Grumble };
inline constexpr int kIconKinds = 5;
// How icons are written: printed board rows use '.' for no icon; tile rows use '_' for a
// tile cell without an icon and '.' for "not part of the tile".
inline constexpr char kIconChars[kIconKinds] = {'.', 'A', 'H', 'S', 'G'};
inline constexpr std::string_view kIconNames[kIconKinds] = {"none", "attack", "heal", "shield",
                                                            "grumble"};

enum class Golem : std::uint8_t { Amber, Cyclonia, Crumbleclad, Frostbite, Rockbottom };
inline constexpr std::string_view kGolemNames[] = {"amber", "cyclonia", "crumbleclad", "frostbite",
                                                   "rockbottom"};

enum class Power : std::uint8_t { None, Power, Superpower };
inline constexpr std::string_view kPowerNames[] = {"none", "power", "superpower"};

// A cell of a tile, 0-based; for a shape the smallest column and row are 0.
struct TileCell {
  std::int8_t col = 0, row = 0;
  Icon icon = Icon::None;
  friend auto operator<=>(const TileCell&, const TileCell&) = default;
};
using TileCells = std::vector<TileCell>;

struct PlacedTile {
  std::string id;
  TileCells cells;  // on the board, 0-based
};

struct Player {
  std::string id;
  Golem golem = Golem::Amber;
  int hearts = 0, grumble = 0, shield = 0;
  int attack_tokens = 0, shield_tokens = 0;
  bool has_board = false;
  std::array<Icon, kCells> printed{};  // index row * kSide + col, 0-based
  std::vector<PlacedTile> tiles;
  Power power = Power::None;  // from the tiles when there is a board, else as written
};

struct Slot {
  int cost = 3;
  std::string tile_name;
  TileCells shape;
};

struct Market {
  std::vector<Slot> slots;  // left to right; slot numbers in messages count from 1
  int attack_token_price = 7, shield_token_price = 7;
};

struct Blocked {
  int number = 1;
  std::string by;  // the Frostbite player who blocked it
};

// What a plan is worth: a weighted sum of the turn's outcomes (docs/format.md).
struct Weights {
  odds::Fraction damage, hearts, grumble, shield, yield, progress, elimination;
};
enum class ObjectiveKind : std::uint8_t { Mix, Damage, Hearts, Grumble, Power };
inline constexpr std::string_view kObjectiveNames[] = {"mix", "damage", "hearts", "grumble",
                                                       "power"};
Weights preset_weights(ObjectiveKind k);

// The first action of a turn, as `expect` writes it (see ActionKey in decide.hpp).
struct ExpectedAction {
  std::string text;  // canonical text, e.g. "assign column 3 + row 5", "reroll 2"
  std::optional<odds::Rational> value;  // exact, of any size (as `solve` prints it)
  nlohmann::json written;               // as the file writes it (for `check --update`)
};
struct ExpectedPlacement {
  int slot = 0;                 // 0-based
  std::vector<TileCell> cells;  // absolute, sorted
  bool discard = false;         // the tile is bought and discarded (heals 1), not laid
};
struct Expectation {
  std::optional<odds::Rational> value;
  std::optional<std::vector<ExpectedAction>> best;  // the set of rank-1 first actions
  std::vector<ExpectedAction> actions;              // each must exist, with its value
  std::vector<ExpectedAction> absent;               // each must not be a first action
  // The assign-now plan ranked first: its rumble and its purchases.
  // The players attacked (empty: no target; several with the attack-all variant).
  std::optional<std::vector<std::string>> target;
  std::optional<int> boost, damage;
  std::optional<std::vector<int>> buy_slots;  // 0-based, sorted
  std::optional<int> attack_tokens, shield_tokens;
  // Per slot: the set of rank-1 placements of that tile alone on the board.
  std::map<int, std::vector<ExpectedPlacement>> placements;
  std::optional<std::string> power_after;  // the player's power once the plan's tiles lie
  // Every tile the plan buys, where it is laid (several in one turn) or its discard.
  std::optional<std::vector<ExpectedPlacement>> laid;
};

struct Scenario {
  std::string path;
  scenario::Envelope envelope;
  std::vector<Player> players;
  std::size_t acting = 0;  // index into players
  Market market;
  std::vector<int> dice;  // 2 white, or 2 white then the light-blue one
  std::vector<Blocked> blocked;
  bool attack_all = false, random_icons = false;
  ObjectiveKind objective = ObjectiveKind::Mix;
  Weights weights;
  std::map<int, Expectation> expect;  // rule set index -> expectation
};

// "[3, 5]" for a 0-based cell (written 1-based).
std::string cell_text(int col, int row);
// The 8 orientations (4 rotations x 2 mirror images) of a shape, normalised and distinct.
std::vector<TileCells> orientations(const TileCells& shape);
// The power a set of placed tiles unlocks: a full row or column, or a full row and a full
// column.
Power power_of(const std::vector<PlacedTile>& tiles);
Power power_of_covered(const std::array<bool, kCells>& covered);

// The loader section. Throws scenario::ScenarioError.
Scenario read_scenario(const nlohmann::json& root, const std::string& file);

}  // namespace arbiter::grumblestone
