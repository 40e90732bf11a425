// The round file's reader, shared by the files of its sections (round_file.cpp and
// round_file_*.cpp, one per section of docs/format.md's "Gloomhaven rounds"). Not part of
// the public API: include round_file.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "solver/gloomhaven/round_file.hpp"
#include "solver/scenario/json_reader.hpp"
#include "solver/scenario/limits.hpp"

namespace arbiter::gloomhaven::round_file_detail {

using json = nlohmann::json;
using scenario::Path;
using scenario::quote;

inline constexpr std::array<std::string_view, kElementCount> kElementNames = {
    "fire", "ice", "air", "earth", "light", "dark"};
inline constexpr std::array<std::string_view, 3> kElementStateNames = {"inert", "waning", "strong"};
inline constexpr std::array<std::string_view, 15> kActionNames = {
    "move", "attack", "heal", "summon", "loot", "shield", "retaliate", "infuse",
    "self", "suffer", "give", "push",   "pull", "text",   "on_consume"};
inline constexpr std::array<std::string_view, 3> kAffectsNames = {"enemies", "allies",
                                                                  "self-and-allies"};
inline constexpr std::array<std::string_view, 2> kSummonRanks = {"normal", "elite"};
// A summon's rank: a card may summon a boss (with its boss stat card).
inline constexpr std::array<std::string_view, 3> kSummonedRanks = {"normal", "elite", "boss"};
// Where a summon goes: beside the summoner (default), or one beside each enemy character
// within its range ("adjacent to each enemy character within Range 5").
inline constexpr std::array<std::string_view, 1> kSummonPlaces = {"enemy characters"};
inline constexpr std::array<std::string_view, 3> kDoorRanks = {"none", "normal", "elite"};
inline constexpr std::array<std::string_view, 4> kMovementNames = {"normal", "jump", "flying",
                                                                   "teleport"};
inline constexpr std::array<std::string_view, 3> kExpiryNames = {"turn", "round-end", "never"};
inline constexpr std::array<std::string_view, 2> kBonusFrom = {"start", "turn"};
inline constexpr std::array<std::string_view, 3> kRankFields = {"normal", "elite", "boss"};

// Limits far above any real card, so that arithmetic on them never overflows.
inline constexpr int kMaxValue = 1000;
// A give, push or pull on "Target N": each target is a choice of the players', one after
// another; no card targets more than a party's figures.
inline constexpr int kMaxTargets = 10;

// The turn file's limits hold in a round too (docs/format.md, "Limits"): a round plays
// turns, each as the single-turn solver does, so a range or area a turn file refuses is
// refused here, whether written on the stat card, the ability card or an element bonus
// (their sum is what an attack reaches).
inline constexpr int kMaxRange = 20;
inline constexpr std::size_t kMaxAoeHexes = 19;
inline constexpr int kMaxAoeReach = 6;
// A round plays a turn for each figure, each searching the whole map: the figures (with the
// monsters the doors may place) times the map's hexes is bounded, so that the round stays
// within the budget one turn has on the largest map. A real scenario has a few hundred
// hexes and a few dozen figures (about 10^4); 2^19 is 32 figures on 128 x 128 hexes.
inline constexpr std::int64_t kMaxRoundWork = std::int64_t{1} << 19;
// Real scenarios have a handful of monster types, doors and money tokens.
inline constexpr std::size_t kMaxTypes = 32;
inline constexpr std::size_t kMaxDoors = 64;
inline constexpr std::size_t kMaxMoney = 256;
inline constexpr std::size_t kMaxCardActions = 16;
// A push or pull offers every longest path of single steps away from (towards) the
// attacker, about 2.2^n of them for n steps on open ground: the printed cards push 1 to 5.
inline constexpr int kMaxForcedMove = 10;
// The exact odds of an attack follow every order of a rolling run; distinct rolling cards
// multiply them (8 distinct: 0.1 s an attack, 11: 19 s). A monster deck prints none; a
// stated pile may hold a few.
inline constexpr std::size_t kMaxRollingCards = 8;

class RoundReader : public scenario::JsonReader {
 public:
  RoundReader(const std::string& file, const Scenario& s);

  RoundFile read(const json& top);

 private:
  // --- values (round_file.cpp)
  Coord parse_hex(const json& v, const Path& at) const;
  std::string written(Coord axial) const;
  Coord parse_open_hex(const json& v, const Path& at) const;
  CardValue card_value(const json& v, const Path& at) const;
  ConditionSet conditions(const json& v, const Path& at) const;
  Element element(const json& v, const Path& at) const;
  void optional_int(const json& o, const Path& at, const char* name, int lo, int& out) const;
  // An exact fraction, in lowest terms (round_file_expect.cpp).
  std::string probability(const json& v, const Path& at, bool at_most_one) const;
  // --- elements, round (round_file.cpp)
  void read_elements(const json& v, const Path& at);
  void read_round(const json& v, const Path& at);
  // --- named unknowns (round_file_unknowns.cpp)
  void read_unknowns(const json& top);
  json known_value(const json& v, const Path& at, std::string_view key, int characters,
                   std::vector<PendingUnknown>& pending);
  void known_actions(json& actions, const Path& at, int characters,
                     std::vector<PendingUnknown>& pending, int depth);
  json resolve_unknowns(const json& top, const json& types, const Path& at);
  void attach_unknowns();
  // --- monster types (round_file_types.cpp)
  void read_types(const json& v, const Path& at);
  std::vector<InitiativeChange> initiative_changes(const json& v, const Path& at) const;
  void apply_initiative_changes(const Path& at);
  void inactive(const json& v, const Path& at, MonsterType& m);
  // After map.doors: each type's inactive doors (door_indexes).
  void read_inactive_doors(const Path& at);
  // A "rounds" field: an expression of R (round.number) and C, refused here if it is not one.
  std::string rounds_expression(const json& v, const Path& at) const;
  void apply_inactive(const Path& at);
  StatCard stat_card(const json& v, const Path& at, bool boss) const;
  void read_hp(const json& v, const Path& at, bool boss, StatCard& c) const;
  void read_immune(const json& v, const Path& at, StatCard& c) const;
  AbilityCard ability_card(const json& v, const Path& at) const;
  CardAction card_action(const json& v, const Path& at) const;
  static bool is_any(const json& v);
  void attack_options(const json& v, const Path& at, CardAction& a) const;
  void allies(const json& v, const Path& at, CardAction& a) const;
  void affecting(const json& v, const Path& at, std::string_view key, CardAction& a) const;
  AreaOfEffect aoe(const json& v, const Path& at) const;
  ConsumeBonus consume(const json& v, const Path& at) const;
  void ally_range(const json& v, const Path& at, CardAction& a) const;
  void summon_options(const json& v, const Path& at, CardAction& a) const;
  // --- map additions (round_file_map.cpp)
  void read_doors(const json& v, const Path& at);
  DoorPlacement placement(const json& v, const Path& at, const Door& d) const;
  void read_money(const json& v, const Path& at);
  // Before any turn is played: the round's work (kMaxRoundWork).
  void check_round_work(const json& top, const Path& root) const;
  // An attack's reach on one stat card: the card's range (absolute or relative) plus the
  // element bonus, within kMaxRange.
  void check_attack_range(const StatCard& stats, const CardAction& a, const Path& at) const;
  void read_traps(const json& v, const Path& at);
  void read_starting_hexes(const json& v, const Path& at);
  void read_treasure(const json& v, const Path& at);
  void read_objectives(const json& v, const Path& at);
  void read_spawns(const json& v, const Path& at);
  void check_spawn_work(std::uint64_t placed, const Path& at) const;
  void read_spawn_timing(const json& o, const Path& at, MapSpawn& s);
  // --- scenario rules (round_file_rules.cpp)
  void read_rules(const json& v, const Path& at);
  void rule_figure_condition(const json& o, const Path& at, MapRule& m) const;
  void figure_condition(const json& o, const Path& at, std::string& present,
                        std::string& killed) const;
  void rule_effect(const json& o, const Path& at, MapRule& m) const;
  // A non-empty list of map.doors' indexes, each once (after map.doors is read).
  std::vector<std::size_t> door_indexes(const json& v, const Path& at) const;
  std::vector<std::size_t> unchecked_doors(const json& v, const Path& at) const;
  std::vector<DoorStatChange> door_changes(const json& v, const Path& at) const;
  // After map.doors: each door change's doors are doors of the map.
  void check_door_changes(const Path& at) const;
  std::vector<FigureStatChange> figure_changes(const json& v, const Path& at) const;
  // --- figures (round_file_figures.cpp)
  void read_figures(const json& v, const Path& at);
  void read_bonus(const json& o, const Path& fat, const Figure& f, RoundFigure& rf) const;
  std::vector<ScriptedAction> scripted(const json& v, const Path& at, const Figure& f) const;
  std::string figure_id(const json& v, const Path& at) const;
  // --- expect (round_file_expect.cpp)
  void read_expect(const json& v, const Path& at);
  void read_expected_order(const json& o, const Path& eat, RoundExpect& x) const;
  ExpectedAttack expected_attack(const json& v, const Path& iat) const;
  ExpectedFigure expected_figure(const json& fe, const Path& iat) const;
  void read_expected_board(const json& o, const Path& eat, RoundExpect& x) const;

  const Scenario& s_;
  std::vector<std::string_view> conditions_;
  RoundFile r_;
  // Named unknowns: the pending values by "type" (its card) and "type/rank" (a stat card),
  // and the letters some value uses.
  std::map<std::string, std::vector<PendingUnknown>> pending_;
  std::set<char> used_;
  // monster_types' inactive doors by type, read once map.doors is (read_inactive_doors).
  std::map<std::string, json> inactive_doors_;
};

}  // namespace arbiter::gloomhaven::round_file_detail
