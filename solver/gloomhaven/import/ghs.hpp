// Monster stat cards and ability decks in the Gloomhaven Secretariat (GHS) data format
// (editions gh, jotl, fh, gh2e), turned into a round file's monster types
// (docs/format.md, "monster_types"): each rank's line at the scenario level, and each
// deck card's actions mapped onto the round file's card actions. An action the engine
// cannot model is kept, described, in the card's `not_modelled` list, never dropped.
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/gloomhaven/import/editions.hpp"

namespace arbiter::gloomhaven::import {

// One monster at one scenario level, its stat cards written as a round file writes them.
struct GhsMonster {
  std::string name;  // "bandit-archer"
  std::string deck;  // its ability deck ("archer"; bosses "boss")
  int count = 0;     // standees in the box
  bool boss = false;
  // GHS "firstActiveAction": "bottom": each card's bottom actions act first, then its top.
  bool bottom_first = false;
  // "normal", "elite" or "boss" -> the stat card as round-file JSON.
  std::map<std::string, nlohmann::json> stats;
  // What the stat cards hold that the round file cannot (e.g. "elite: advantage").
  std::vector<std::string> not_modelled;
  // Values kept as formulas over a letter the scenario defines ("boss attack V: ..."): the
  // round asks for the letter (round.unknowns).
  std::vector<std::string> unknowns;
  // A boss's special actions (its deck's "Special 1" / "Special 2"), as GHS writes them.
  std::vector<nlohmann::json> specials;
};

struct GhsCard {
  int id = 0;  // cardId
  int initiative = 0;
  bool shuffle = false;
  std::string name;
  nlohmann::json actions = nlohmann::json::array();  // round-file card actions
  std::vector<std::string> not_modelled;             // "action 2: summon ..."
};

struct GhsDeck {
  std::string name;
  std::vector<GhsCard> cards;
  // The monsters its cards summon (GHS names, "living-bones"): a round file lists their types.
  std::vector<std::string> summons;
  // Some card's bottom actions were played first (its monster's firstActiveAction "bottom").
  bool bottom_first = false;
};

// "bandit-guard" -> "Bandit Guard": the type name a player reads (a round file's type).
std::string ghs_type_name(const std::string& key);

// The largest data file read (monster, deck, scenario): the real ones are a few kilobytes
// (the largest 35 KB), so a larger one is refused before it is parsed.
inline constexpr std::size_t kMaxGhsFileBytes = std::size_t{1} << 20;
// A data file's JSON, its size checked first. Throws scenario::ScenarioError.
nlohmann::json read_ghs_file(const std::string& path);

// A monster file at `level` (0..7) for `characters` (1..4; bosses' "C"). Throws
// scenario::ScenarioError ("file: place: problem").
GhsMonster read_ghs_monster(const nlohmann::json& root, const std::string& file, int level,
                            int characters);
// A deck file; `boss` (or nullptr) supplies the special actions a boss deck names. `level`
// and `characters` compute the cards' formulas and pick the summons that depend on the
// character count.
GhsDeck read_ghs_deck(const nlohmann::json& root, const std::string& file, const GhsMonster* boss,
                      int level = 1, int characters = 2);

// The data folder's layout: DIR/<edition>/monster/<name>.json and
// DIR/<edition>/monster/deck/<deck>.json, or DIR itself an edition's folder
// (DIR/monster/...). Files are looked up in `editions` order, and only there: a scenario
// reads its own book's editions (editions.hpp), never another game's monster of the same
// name.
struct GhsData {
  std::string dir;
  std::vector<std::string> editions = {"gh"};
  // The monster's file, or nullopt when no edition has it.
  std::optional<std::string> monster_file(const std::string& name) const;
  // The deck file beside a monster file (MONSTER_DIR/deck/<deck>.json), else one of the
  // monster's own name there (`own`, the monster's key: a monster with its own deck, as the
  // Manifestation of Corruption, whose `deck` names the generic "boss" deck that its own
  // edition does not hold), else <deck> in `editions` order, or nullopt. This is the
  // Secretariat's own order: a deck named by either, in the monster's edition, before any
  // other edition's.
  std::optional<std::string> deck_file(const std::string& monster_file, const std::string& deck,
                                       const std::string& own = {}) const;
  // A scenario's room list: DIR/<edition>/scenarios/01.json (gh, jotl) or 001.json.
  std::optional<std::string> scenario_file(const std::string& edition, int number) const;
  // The GHS setup of VGB scenario `id` of `book`: DIR/<edition>/scenarios/NN.json, or for a
  // solo scenario the solo<N>_<class>.json whose "name" is the layout's `title` (letters and
  // digits compared, case aside): VGB and GHS number five of Gloomhaven's solo scenarios
  // differently (VGB's 8, "Unnatural Insults", is GHS's solo 12). Without a file of that
  // name, solo<N>_<class>.json with N numbered from the book's ghs_first.
  std::optional<std::string> scenario_file(const ScenarioBook& book, int id,
                                           std::string_view title = {}) const;
};

}  // namespace arbiter::gloomhaven::import
