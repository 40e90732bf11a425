// What a Gloomhaven Secretariat scenario file sets up beyond its room lists: the monsters on
// the characters' side (allies), the objectives and escorts with their hit points, the
// elements and conditions at the start of the first round, and the spawns. What the data
// holds that a round file cannot set up is kept as a sentence in `not_set_up`, never
// dropped.
#pragma once

#include <array>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "solver/gloomhaven/import/ghs_stat_effect.hpp"
#include "solver/gloomhaven/import/vgb.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven::import {

// An objective or escort (GHS ObjectiveData) as the book places it for one character count.
struct GhsObjective {
  std::string name;       // "Altar", "Door", "Hail"
  bool escort = false;    // on the characters' side
  std::string health;     // the data's formula as written ("4+(CxL)"); empty: none given
  std::optional<int> hp;  // evaluated with C and L; nullopt: a letter the scenario defines
  std::string unknown;    // that letter ("X")
  int count = 1;          // tokens placed for the character count
  std::string marker;     // the map's letter for it ("a"); empty: none
  // Each token's marker as the rooms place it ("1-a", "1-b": "a", "b"); empty: none given.
  std::vector<std::string> markers;
  std::optional<int> initiative;
  std::vector<Cell> cells;  // where each token stands (place_ghs_objectives); empty: unknown
};

// A spawn rule's monster (GHS MonsterSpawnData): when, where and what.
struct GhsSpawn {
  std::string rounds;      // the data's round condition ("R % 2 == 1", "true")
  bool start = false;      // at the start of those rounds (else at their end)
  std::vector<int> rooms;  // the book's room numbers whose reveal it needs
  bool once = false;
  // At the moment its one room is revealed (a standing rule, "always", played once, waiting
  // for nothing else: the book's "when door 1 is opened, spawn ..."), not at a round's end.
  bool on_reveal = false;
  bool precondition = false;           // the rule waits for a figure's condition too
  std::string monster;                 // GHS key
  int level_offset = 0;                // "infiltrator:+1": its stat cards are the level + 1's
  std::array<StandeeRank, 3> ranks{};  // for 2, 3, 4 characters
  std::string count;                   // "1", "2", "F" (a letter the scenario defines)
  std::string marker;
  std::vector<int> doors;  // the layout's doors revealing `rooms` (one room: resolve_ghs_reveals)
  // Its warning's place in GhsRules::not_set_up, which resolve_ghs_reveals completes with the
  // room's doors or why it has none; npos: no warning (placed for no character count).
  std::size_t warning = std::string::npos;
};

// A special rule the round plays at the start or the end of given rounds (map.rules): one
// effect of the round file's closed set, as the data gives it.
struct GhsRoundRule {
  int number = 0;      // the rule's place in the data's "rules" (1-based)
  std::string rounds;  // the data's round condition ("R % 4 == 2", "true")
  bool start = false;  // at the start of those rounds (else at their end)
  std::string effect;  // "elements", "damage", "heal", "conditions", "reveal"
  std::map<std::string, std::string> elements;  // element -> state
  int amount = 0;                               // damage, heal: with C and L evaluated
  std::string formula;                          // the data's amount as written ("(2xC)+L-2")
  std::vector<std::string> conditions;
  // damage, heal, conditions: "monsters", "characters", "figures", a GHS monster key or an
  // objective's name.
  std::string who;
  bool who_monster = false;  // `who` is a monster key (written as its type's name)
  std::vector<int> rooms;    // reveal: the book's room numbers
  std::vector<int> doors;    // reveal: their doors in the layout (resolve_ghs_reveals)
  // The figure's condition it waits for (map.rules' `present`, `killed`): an objective's name
  // or a monster key; empty: none.
  std::string present, killed;
  bool trigger_monster = false;  // `present` or `killed` is a monster key
  std::string marker;            // `present`: that marker's token alone (merge_marker_rules)
  std::optional<int> hp_above;   // `present`: with more hit points than this
  bool each = false;             // once for each token `present` names (merge_marker_rules)
  std::vector<int> numbers;      // the data's rules written as this one; empty: `number`
};

// A special rule's change of a card's initiative in the rounds where `rounds` holds.
struct GhsInitiativeChange {
  std::string who;     // as GhsStatEffect::who
  std::string rounds;  // the data's round condition ("R < 3")
  int change = 0;      // added to the card's initiative
};

// A monster type switched on or off at the start of given rounds (GHS "toggleOn",
// "toggleOff"; scenario 61's lighthouse: the book's "do not activate and are unaffected by all
// abilities" in alternate rounds).
struct GhsToggle {
  std::string monster;  // GHS key
  std::string rounds;   // the rule's round condition ("R % 2 == 0")
  bool on = false;      // toggleOn (active) or toggleOff (inactive)
  // The rule acts at the start of its rounds and waits for nothing else (no room, figure,
  // once or always): its rounds alone tell when it holds.
  bool plain = false;
  int number = 0;    // the rule's place in the data's "rules" (1-based)
  std::string when;  // the rule as its warnings name it
};

// A special rule's stat effect that holds once one room is revealed ("once room 3 is
// revealed, the Stone Golem's hit points are multiplied by the characters"): written on the
// types it names as monster_types.<type>.door_changes, the doors being those that reveal the
// room on the layout (resolve_ghs_reveals).
struct GhsRoomStatEffect {
  GhsStatEffect effect;
  int number = 0;          // the rule's place in the data's "rules" (1-based)
  int room = 0;            // the book's room number
  std::vector<int> doors;  // its doors in the layout (resolve_ghs_reveals)
};

// A special rule's stat effect counting the objectives standing (GHS "reference": present,
// its X: scenario 22's demons gain X hit points and attack, X/2 rounded up move and range,
// X the altars standing), once one room is revealed or always: written on the types it names
// as monster_types.<type>.figure_changes.
struct GhsFigureStatEffect {
  std::string who;                            // as GhsStatEffect::who
  std::string present;                        // the objective's name X counts
  std::map<std::string, std::string> values;  // "hp", "move", "attack", "range" -> of X and C
  int number = 0;                             // the rule's place in the data's "rules"
  int room = 0;                               // the book's room it waits for; 0: none
  std::vector<int> doors;                     // its doors in the layout (resolve_ghs_reveals)
};

struct GhsRules {
  std::vector<std::string> allies;  // monster keys on the characters' side
  std::vector<GhsObjective> objectives;
  std::vector<GhsSpawn> spawns;
  std::map<std::string, std::string> elements;    // element -> state as round 1 starts
  std::vector<std::string> character_conditions;  // every character's as round 1 starts
  // Monster key -> conditions as round 1 starts; the key "*" is every monster.
  std::map<std::string, std::vector<std::string>> monster_conditions;
  // Monster key -> conditions it has for the whole scenario, never expiring ("permanent
  // invisible"); the key "*" is every monster.
  std::map<std::string, std::vector<std::string>> monster_permanent_conditions;
  // The special rules' changes to monster types' stat cards for the whole scenario ("every
  // attack adds Poison", a named elite's own card, another ability deck), in the data's
  // order: the round writer applies each to the types it names.
  std::vector<GhsStatEffect> stat_effects;
  // The changes of the cards' initiatives in some rounds only (scenario 114: every monster's
  // 10 lower in rounds 1 and 2), written for the round to apply by round.number.
  std::vector<GhsInitiativeChange> initiative_changes;
  // The stat effects that wait for a room's reveal, in the data's order.
  std::vector<GhsRoomStatEffect> room_stat_effects;
  std::vector<GhsFigureStatEffect> figure_stat_effects;  // in the data's order
  std::vector<std::string> not_set_up;  // each rule a round file does not set up, in words
  // Monster key -> the level offset a special rule gives the type ("living-corpse:+2" in the
  // rooms: its stat cards are the scenario level + 2's).
  std::map<std::string, int> level_offsets;
  std::vector<GhsRoundRule> round_rules;  // played by the round (map.rules)
  std::vector<GhsToggle> toggles;         // in the data's order (resolve_ghs_toggles)
  // Monster key -> the rounds in which every standee of it is inactive, and the rules that
  // say so ("scenario 61, special rules 1 and 2"): monster_types.<type>.inactive.
  std::map<std::string, std::pair<std::string, std::string>> inactive;
};

// Reads `root`'s allies, objectives and rules for `characters` (1..4) at `level` (0..7).
// Throws scenario::ScenarioError naming the file and the place for a field of the wrong
// type, a non-list where a list belongs, a number out of range.
GhsRules read_ghs_rules(const nlohmann::json& root, const std::string& file, int characters,
                        int level);

// Rooms' "objectives" (`top`'s "rooms"): 1-based indexes into the scenario's `n` objectives,
// as 2, "2:C > 2" (placed when the condition holds for `chars` characters) or "1-a" (with
// its marker): how many of each the book places; -1 for one no room names. `markers` gets
// each objective's markers of the tokens placed ("a", "b"). Errors are `reader`'s, naming the
// place.
std::vector<int> ghs_objective_counts(const scenario::JsonReader& reader, const nlohmann::json& top,
                                      std::size_t n, int chars,
                                      std::vector<std::vector<std::string>>& markers);

// Places the objectives on the layout: a "Door" objective on the closed doors out of the
// starting rooms (then locked: destroyed, not opened), any other on the obstacles whose kind
// is its name ("Totem" on "totem", "Tree" on "tree-3"), when the numbers agree. Appends one
// warning an objective: where it stands, or why it stands nowhere.
void place_ghs_objectives(Layout& layout, GhsRules& rules, std::vector<std::string>& warnings);

// Each reveal rule's and room stat effect's book rooms as the layout's doors (a GHS room's
// tile is a VGB room's; a GHS room without a tile is the VGB room behind a door whose
// standees are the same monsters, when one door's rooms alone are); a rule with a room the
// layout cannot place (no such tile, a starting room) moves to `rules.not_set_up` with the
// reason. Before the rules are written (round_rules_json, import_vgb).
void resolve_ghs_reveals(const Layout& layout, const nlohmann::json& ghs, const std::string& file,
                         GhsRules& rules);

// map.rules for the round file: each round rule with its scenario's name for it.
nlohmann::json round_rules_json(const GhsRules& rules, int scenario);

// monster_types.<type>.figure_changes for monster `key`: each figure stat effect naming it
// (its doors found), with its scenario's name for it.
nlohmann::json figure_changes_json(const GhsRules& rules, const std::string& key, int scenario);

// map.spawns for the round file: each spawn rule's monster, as the data gives it (a monster
// key written as its type's name).
nlohmann::json spawns_json(const GhsRules& rules);

// Whether GHS's round condition ("R > 3 && R % 3 == 1", "true", "R == 5 || R == 10", with
// C the characters) holds in round `round`; nullopt: not of that grammar.
std::optional<bool> ghs_round_holds(const std::string& text, int round, int characters);

}  // namespace arbiter::gloomhaven::import
