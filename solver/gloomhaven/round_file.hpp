// A Gloomhaven round file: the board at the start of a round, every monster type's stat
// cards and this round's ability card, the characters' scripted turns, doors, money tokens
// and elements (docs/format.md, "Gloomhaven rounds"). The board position itself is an
// ordinary gloomhaven::Scenario (map and figures); this is what the round adds to it.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/gloomhaven/scenario.hpp"
#include "solver/odds/modifiers.hpp"

namespace arbiter::gloomhaven {

enum class Element : std::uint8_t { Fire, Ice, Air, Earth, Light, Dark, Count };
inline constexpr int kElementCount = static_cast<int>(Element::Count);
enum class ElementState : std::uint8_t { Inert, Waning, Strong };
std::string_view element_name(Element e);
std::string_view element_state_name(ElementState s);
using Elements = std::array<ElementState, kElementCount>;

// Whom a give, push or pull ability affects: every such figure within its range.
enum class Affects : std::uint8_t { Enemies, Allies, SelfAndAllies };

// A card value: relative to the stat card ("+1", "-1") or absolute (3).
struct CardValue {
  bool relative = true;
  int value = 0;
  int apply(int stat) const { return relative ? stat + value : value; }
};

// A value written as a formula over a letter the round file does not give (a scenario's "V",
// "3+X"; docs/format.md, `round.unknowns`): kept, with where it stands, so that the round
// asks for the letter when a monster that needs it is played, and not when the file loads.
struct PendingUnknown {
  char letter = 'X';
  std::string place;    // "monster_types.Merciless Overseer.boss.attack"
  std::string formula;  // as written ("3+X")
};

struct StatCard {
  int hp = 1;
  std::optional<int> hp_base, hp_per_character;  // a boss's "N+MxC"
  int move = 0;
  std::optional<int> attack;  // nullopt: "-", never attacks
  int range = 0;
  int shield = 0;
  int retaliate = 0;
  int retaliate_range = 1;
  int pierce = 0;
  // Every attack's push and pull (a stat card's printed "Push 1"), with the card's own.
  int push = 0, pull = 0;
  int targets = 1;
  bool flying = false;
  ConditionSet immune = 0;
  ConditionSet conditions = 0;           // every attack's conditions (e.g. an elite's poison)
  std::vector<PendingUnknown> unknowns;  // values read as placeholders until given
  // The stat card's printed rules: "Advantage" (its attacks gain advantage), "Attackers gain
  // Disadvantage" (attacks targeting it do), and immunity to push and pull (forced movement
  // does not move it).
  bool advantage = false;
  bool attackers_disadvantage = false;
  bool immune_push = false, immune_pull = false;
  int max_hp(int characters) const {
    return hp_per_character ? hp_base.value_or(0) + *hp_per_character * characters : hp;
  }
};

// Bonuses a consumed element gives every monster of the type this round.
struct ConsumeBonus {
  Element element = Element::Fire;
  bool any = false;  // "any element" (written "any"): the players choose which
  int attack = 0, move = 0, heal = 0, range = 0, targets = 0, pierce = 0, push = 0, pull = 0;
  int shield = 0, retaliate = 0;
  ConditionSet conditions = 0;
  std::optional<AreaOfEffect> aoe;  // the attack's area when consumed, in place of the card's
  bool all_targets = false;         // the attack targets every enemy within its range
  std::optional<Affects> to;        // a heal on every such figure within its range
  bool required = false;            // the action is performed only when the element is consumed
};

enum class ActionKind : std::uint8_t {
  Move,
  Attack,
  Heal,
  Summon,
  Loot,
  Shield,
  Retaliate,
  Infuse,
  Self,
  Suffer,    // the monster suffers damage
  Give,      // conditions given to every figure of a side within range
  Push,      // every enemy within range pushed
  Pull,      // every enemy within range pulled
  Text,      // a card's own rule, shown to the players in its words
  OnConsume  // abilities performed only when the type's first monster consumed the element
};
std::string_view action_kind_name(ActionKind k);

struct CardAction {
  ActionKind kind = ActionKind::Move;
  CardValue value;  // move, attack: relative or absolute; others absolute
  Movement movement = Movement::Normal;
  bool movement_given = false;
  std::optional<CardValue> range;  // attack, heal (absent heal range: itself only), retaliate
  std::optional<int> targets;      // attack; give, push, pull: that many of those in range
  bool all_targets = false;
  std::optional<AreaOfEffect> aoe;
  int pierce = 0, push = 0, pull = 0;
  ConditionSet conditions = 0;  // attack: given to targets; self: to itself
  std::string summon_type;      // summon
  Rank summon_rank = Rank::Normal;
  // summon: one beside each enemy character within `range` instead of beside the summoner.
  bool beside_characters = false;
  Element element = Element::Fire;  // infuse, on_consume
  bool any_element = false;         // infuse, on_consume: "any" (the players choose)
  std::optional<ConsumeBonus> consume;
  // The attack's targets all fall on one enemy: it attacks its focus once per target.
  bool one_target = false;
  Affects affects = Affects::Enemies;  // give, push, pull
  bool everywhere = false;             // heal, shield: every such figure, no range or sight
  std::string text;                    // text: the card's words
  std::vector<CardAction> then;        // on_consume: its abilities, in order
  std::optional<Rank> only;            // performed only by monsters of this rank
};

struct AbilityCard {
  int initiative = 50;
  std::vector<CardAction> actions;
  // What the card does that the round does not play (an importer keeps it, described).
  std::vector<std::string> not_modelled;
  std::vector<PendingUnknown> unknowns;  // values read as placeholders until given
};

// A scenario rule changing a type's card initiative in some rounds ("all monsters' initiatives
// are 10 lower" in rounds 1 and 2): `change` is added in the rounds where `rounds` holds.
struct InitiativeChange {
  std::string rounds;  // an expression of R (round.number) and C, as a spawn's rounds
  int change = 0;
};

// A scenario rule changing a type's stat cards once a room is revealed ("once room 3 is
// revealed, the Stone Golem's hit points are multiplied by the characters"): from the moment
// any of `doors` opens (a character entering it, or a map.rules reveal), each rank's card
// given replaces the type's (monster_types.<type>.door_changes).
struct DoorStatChange {
  std::string name;                // the scenario's rule, as the timeline names it
  std::vector<std::size_t> doors;  // indexes into map.doors (checked once the doors are read)
  std::optional<StatCard> normal, elite, boss;
  const StatCard* stats(Rank r) const {
    const auto& s = r == Rank::Elite ? elite : r == Rank::Boss ? boss : normal;
    return s ? &*s : nullptr;
  }
};

// A scenario rule changing a type's stat cards by the number of figures of a kind on the
// board (scenario 22: each demon gains 1 hit point and 1 attack for each altar standing, 1
// move and 1 range for every two, rounded up), from the moment one of `doors` opens (none:
// from the start): each value, an expression of X (that number) and C, is added to every
// rank's card (monster_types.<type>.figure_changes).
struct FigureStatChange {
  std::string name;                     // the scenario's rule, as the timeline names it
  std::vector<std::size_t> doors;       // indexes into map.doors; empty: it always holds
  std::string present;                  // the figures X counts, named as map.rules' `who`
  std::string hp, move, attack, range;  // count expressions; empty: that stat is not changed
};

struct MonsterType {
  std::string name;
  std::optional<StatCard> normal, elite, boss;
  std::optional<int> standees;  // nullopt: no limit
  AbilityCard card;
  std::vector<InitiativeChange> initiative_changes;
  std::vector<DoorStatChange> door_changes;      // in the file's order: a later one over an earlier
  std::vector<FigureStatChange> figure_changes;  // added to the card, after the door changes
  // Set when a change holds in this round: the card's printed initiative and why it is not
  // the one played ("printed 35; -10 in rounds where \"R < 3\""); shown with the order.
  std::string initiative_note;
  // A scenario rule making every standee of the type inactive (the scenario book: it does "not
  // activate" and is "unaffected by all abilities"): `inactive_rounds` empty: never; else its
  // rounds ("true" when the file gives none) and `inactive` whether they hold in round.number
  // (set as the file is read). The rule's other triggers, each also required (the round
  // follows them as it plays, round.cpp): `inactive_doors` (indexes into map.doors) from the
  // moment one of them opens; `inactive_present` while a figure it names is on the board;
  // `inactive_killed` until the last figure it names on the board is killed. Empty: none.
  std::string inactive_rounds, inactive_name;
  bool inactive = false;
  std::vector<std::size_t> inactive_doors;
  std::string inactive_present, inactive_killed;
  const StatCard* stats(Rank r) const {
    const auto& s = r == Rank::Elite ? elite : r == Rank::Boss ? boss : normal;
    return s ? &*s : nullptr;
  }
};

// A figure's scripted action (characters).
enum class ScriptKind : std::uint8_t { Move, Attack, Heal };
struct ScriptedAction {
  ScriptKind kind = ScriptKind::Move;
  std::vector<Coord> path;  // Move: axial hexes stepped through
  std::string target;       // Attack, Heal
  std::optional<int> damage;
  int amount = 0;  // Heal
  ConditionSet conditions = 0;
};

// When a condition on a figure at the start of the round ends.
enum class Expiry : std::uint8_t { EndOfTurn, Never };

// A shield and retaliate the players' figure has this round, stated by the file (its card's
// or a persistent ability's; the author sums them). A player summon adds them to its stats.
struct StatedBonus {
  int shield = 0;
  int retaliate = 0;
  int retaliate_range = 1;
  bool from_turn = false;  // false: active as the round begins; true: from its turn on
};

// What a round adds to a figure of the file.
struct RoundFigure {
  std::vector<ScriptedAction> actions;
  // Player summons: the stat line they act by.
  std::optional<StatCard> stats;
  // Per condition: overrides of the default expiry.
  std::vector<std::pair<Condition, Expiry>> expiry;
  std::optional<StatedBonus> bonus;  // characters and player summons
};

struct DoorPlacement {
  Coord hex;
  std::string type;
  // By number of characters 2, 3, 4 (index 0..2); nullopt: nothing placed.
  std::array<std::optional<Rank>, 3> ranks;
  std::string id;              // empty: "<type> <standee>"
  Side side = Side::Monsters;  // Side::Players: an ally of the characters
};

struct Door {
  Coord hex;
  std::vector<Coord> room;
  std::vector<DoorPlacement> monsters;
  // Closed until a scenario rule opens it (an altar, a breakable wall): entering it does not
  // open it, and a character's scripted move into it is refused.
  bool locked = false;
};

// A trap's effect when sprung (map.traps): its damage (round.trap_damage) or not, and its
// conditions. A trap hex without an entry deals the damage only.
struct TrapEffect {
  Coord hex;
  bool damage = true;
  ConditionSet conditions = 0;
};

// A treasure tile (map.treasure): listed, never played (monsters do not loot treasure).
struct Treasure {
  Coord hex;
  std::string id;
};

// An objective or escort (map.objectives): with a hex and hit points, a figure of the round
// that takes no turn (round_objectives.cpp); otherwise listed in the round's notes.
struct MapObjective {
  std::string name;
  bool escort = false;
  std::optional<int> hp;
  std::optional<int> initiative;
  std::optional<Coord> hex;
};

// A scenario rule's spawn (map.spawns): monsters set up at the start or the end of the rounds
// `rounds` names, on the hexes `hexes` (or the nearest empty hex). What the round cannot
// decide (no hexes, a count or room it does not know) it reports, and places nothing.
struct MapSpawn {
  std::string type;
  // By number of characters 2, 3, 4 (index 0..2), as a door's; nullopt: nothing spawned.
  std::array<std::optional<Rank>, 3> ranks;
  std::optional<int> count;  // nullopt: a letter the scenario defines (`count_letter`)
  std::string count_letter;
  std::string rounds = "true";  // when, in the data's words ("R % 2 == 1")
  bool start = false;           // at the start of those rounds; false: at their end
  bool once = false;
  std::vector<int> rooms;  // the scenario book's rooms that must be revealed first
  // The doors (indexes into map.doors) that reveal `rooms`: the spawn waits for one to open.
  std::vector<std::size_t> doors;
  // The spawn happens at the moment the first of `doors` opens, with the room's reveal (the
  // book's "when door 1 is opened, spawn ..."), not at the start or the end of a round.
  bool on_reveal = false;
  std::string marker;        // the map's letter
  std::vector<Coord> hexes;  // the marker's hexes (the author's, from the book)
};

// A scenario's special rule that acts at the start or the end of the rounds `rounds` names
// (map.rules), played by the round (round_rules.cpp): exactly one effect, of a closed set.
enum class RuleEffect : std::uint8_t { Elements, Damage, Heal, Conditions, Reveal };
struct MapRule {
  std::string name;             // the scenario's rule, as the timeline names it
  std::string rounds = "true";  // when, in the data's words ("R % 4 == 2")
  bool start = false;           // at the start of those rounds; false: at their end
  RuleEffect effect = RuleEffect::Elements;
  std::vector<std::pair<Element, ElementState>> elements;  // Elements: each element's new state
  int amount = 0;                                          // Damage, Heal
  ConditionSet conditions = 0;                             // Conditions
  // Damage, Heal, Conditions: "monsters", "characters", "figures", a monster type's name
  // or an objective's name.
  std::string who;
  std::vector<std::size_t> doors;  // Reveal: indexes into map.doors, opened in this order
  // A figure's condition the rule waits for, named as `who` names figures; empty: none.
  // `present`: it acts in its rounds only while such a figure is on the board. `killed`: it
  // acts once, not at the start or the end of a round but as the last such figure on the
  // board is killed.
  std::string present, killed;
  // With `present`: a figure counts only while its hit points are above this (the scenario
  // book's "an altar with more than 1 hit point"); nullopt: while it is on the board.
  std::optional<int> hp_above;
  // With `present`: the rule acts once for each figure it names that holds the condition;
  // when `who` names the same figures as `present`, each time its effect reaches only that
  // figure (scenario 115's "each altar suffers 1 damage and the boss heals for it").
  bool each = false;
};

struct ExpectedFigure {
  std::optional<Coord> hex;
  std::optional<int> hp;
  std::optional<std::vector<std::string>> conditions;
  bool removed = false;
};

// One attack's exact odds: the expected damage, the chance to kill and the distribution,
// each an exact fraction written as odds::rational_str writes it ("21/20", "0", "1").
struct ExpectedAttack {
  std::string attacker, target;
  std::optional<std::string> expected;
  std::optional<std::string> kill;
  std::optional<std::vector<std::pair<int, std::string>>> damage;  // damage -> probability
};

struct RoundExpect {
  std::optional<std::vector<std::string>> order;
  // Figure -> why it acts when it does, as the timeline says it ("initiative 40; ...").
  std::optional<std::map<std::string, std::string>> reasons;
  // Every attack of the round that has odds (the monster deck's), in the order made.
  std::optional<std::vector<ExpectedAttack>> attacks;
  std::map<std::string, ExpectedFigure> figures;
  std::optional<std::vector<std::pair<std::string, Coord>>> summoned;
  std::optional<std::map<std::string, int>> looted;
  std::optional<std::map<Element, ElementState>> elements;
  std::optional<std::vector<Coord>> money;  // tokens on the map at the end (a set)
};

struct RoundFile {
  std::map<std::string, MonsterType> types;
  Elements elements{};
  std::vector<RoundFigure> figures;  // parallel to Scenario::figures
  std::vector<Door> doors;
  std::vector<Coord> money;
  std::vector<TrapEffect> traps;
  std::vector<Coord> starting_hexes;  // where the characters may start (listed, not played)
  std::vector<Treasure> treasure;
  std::vector<MapObjective> objectives;
  std::vector<MapSpawn> spawns;
  std::vector<MapRule> rules;
  int characters = 0;
  std::optional<int>
      number;  // round.number: the round being played (R in spawns' and rules' rounds)
  std::vector<odds::ModifierCard> draws;
  bool draws_given = false;
  int deck_bless = 0, deck_curse = 0;
  // The monster deck's draw pile at the start of the round; empty: the standard 20 cards.
  std::vector<odds::ModifierCard> deck_cards;
  std::optional<int> trap_damage;
  // Hazardous terrain's damage; absent: the rule set's, at the level of trap_damage.
  std::optional<int> hazard_damage;
  std::map<std::string, int> choose;  // choice key -> option number (1-based)
  std::map<char, int> unknowns;       // letter -> value (round.unknowns)
  std::map<RuleSet, RoundExpect> expect;
};

// The default expiry of a condition: the ones that last "until the end of the figure's next
// turn" end then; the others stay until removed.
Expiry default_expiry(Condition c);

// True when the parsed file is a round file (it has `round`).
bool is_round_file(const nlohmann::json& root);

// Reads a round file: the position (map and figures, doors as closed) and the round.
// Throws scenario::ScenarioError naming the place and the problem.
struct LoadedRound {
  Scenario position;
  RoundFile round;
};
LoadedRound read_round(const nlohmann::json& root, const std::string& file);

}  // namespace arbiter::gloomhaven
