// The round's machinery, shared by the files of the round's rules: round.cpp (set-up, the
// whole round, clean-up), round_order.cpp (the order of the round and each activation),
// round_turn.cpp (a figure's turn), round_queries.cpp (what the rules ask of the round as it
// stands), and the files of what each ability does to the board: round_attack.cpp (move,
// attack, forced movement), round_abilities.cpp (heal, summon, loot), round_effects.cpp
// (damage, conditions, retaliate, entering a hex) and round_characters.cpp (the characters'
// stated actions, doors). Not part of the public API: include round.hpp.
#pragma once

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "pathing/search.hpp"
#include "pathing/sight.hpp"
#include "solver/gloomhaven/round.hpp"

namespace arbiter::gloomhaven::round_detail {

// "1 hex", "3 hexes": the timeline's distances (every file of the round's abilities).
inline std::string hexes(std::size_t n) {
  return std::to_string(n) + (n == 1 ? " hex" : " hexes");
}

// "a, b, c": the timeline's lists (conditions, tied units' orders, choice keys).
inline std::string join(const std::vector<std::string>& v, std::string_view sep = ", ") {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : std::string(sep)) + x;
  return s;
}

// A figure during the round.
struct Live {
  Figure f;
  RoundFigure script;
  std::size_t order = 0;  // file order (new figures after the file's)
  bool removed = false;
  bool acted = false;
  // Summoned this round: it does not act this round, and drops no money token.
  bool summoned = false;
  bool spawned = false;    // set up by a scenario rule's spawn: drops no money token
  bool objective = false;  // a scenario's objective or escort: no turn, no money token
  // Placed this round by a door its opener opened: "revealed by the door at [c, r] (C1)".
  std::string revealed;
  int shield_bonus = 0;
  int retaliate_bonus = 0;
  int retaliate_range = 1;
  ConditionSet expiring = 0;  // conditions that end at the end of its next turn
};

// A group that takes one place in the order: a character (with its summons just before
// it) or a monster type (its figures elites first, then by standee number).
struct Unit {
  bool character = false;
  std::string key;  // character id or type name
  int initiative = 0;
  std::optional<int> secondary;
  bool long_rest = false;
  std::size_t order = 0;
  bool done = false;
  std::string tie;  // how the tie rules placed it among units of its initiative (empty: none)
};

// Per monster type, what its first activation of the round settled.
struct TypeRound {
  bool first_done = false;
  std::vector<bool> consumed;  // per card action: its element was consumed
};

class RoundPlayer;

// The conditions figure `x` is immune to as a scenario's objective (round_objectives.cpp).
ConditionSet objective_immunity(const Live& x);

// The round as it stood at the start of one unit's turn (branches resume from it): the
// player's state without the outcome's timeline and choices, of which it keeps the counts
// (the prefix is the same in every path through this point).
struct RoundSnapshot {
  std::shared_ptr<const RoundPlayer> state;
  std::size_t cursor = 0;    // the unit about to act
  std::size_t timeline = 0;  // activations played so far
  std::size_t choices = 0;   // choice points met so far
};
using RoundSnapshots = std::vector<std::shared_ptr<const RoundSnapshot>>;

class RoundPlayer {
 public:
  RoundPlayer(const LoadedRound& r, const RuleProfile& p, const RoundRequest& q, TurnWorkspace& ws);
  // A copy of `from` answering to request `q`, its outcome so far without the timeline and
  // choices (a snapshot's).
  RoundPlayer(const RoundPlayer& from, const RoundRequest& q);
  RoundOutcome play();
  // Plays on from a snapshot: `prefix` is an outcome of a path through it (its timeline
  // and choices up to the snapshot are this path's too).
  static RoundOutcome resume(const RoundSnapshot& s, const RoundOutcome& prefix,
                             const RoundRequest& q, RoundSnapshots* capture);
  // When set, a snapshot is taken before every unit's turn.
  RoundSnapshots* capture = nullptr;

 private:
  // --- round.cpp: set-up, the whole round, clean-up
  Live& add_figure(Figure f, bool summoned);
  // Throws ScenarioError when the monster's stat card or card needs a letter not given.
  void require_known(const Live& x) const;
  void finish();
  // --- round_inactive.cpp: monster_types' inactive, as the round's events switch it
  void note_inactive();
  // Each type's inactivity as the board now stands; a change is a line of `rec` (null: as
  // the round starts, before any turn).
  void update_inactive(ActionRecord* rec);
  bool inactive_holds(const MonsterType& t) const;
  RoundOutcome run(std::size_t from);
  // --- round_order.cpp: the order of the round and each activation
  void build_units();
  std::vector<std::size_t> unit_order(std::vector<std::size_t> pending);
  void activate_unit(Unit& u);
  void activate(Live& x, const std::string& why);
  void run_revealed(const std::vector<std::size_t>& revealed, int opener_initiative);
  std::vector<std::size_t> type_figures(const std::string& type) const;
  // --- round_turn.cpp: a figure's turn
  void character_turn(Live& c, Activation& a);
  void monster_turn(Live& m, Activation& a);
  void first_of_type(Live& m, const std::vector<CardAction>& card, TypeRound& tr, Activation& a);
  std::optional<Element> consumable(Element e, bool any, const std::string& key, ActionRecord& rec);
  void start_of_turn(Live& x, Activation& a);
  void end_of_turn(Live& x, ConditionSet expiring_now, Activation& a);

  // --- round_attack.cpp: the monster's move and attack
  // Card action i (a move, paired with the attack after it, or an attack alone), decided by
  // the monster AI on the board as it stands.
  void move_and_attack(Live& m, const StatCard& st, const std::vector<CardAction>& card,
                       std::size_t i, bool paired, Activation& a, const ConsumeBonus* move_bonus,
                       const ConsumeBonus* attack_bonus);
  void resolve_attack(Live& m, Live& t, const CardAction& act, const ConsumeBonus* bonus,
                      int attack, int pierce, bool disadvantaged, ActionRecord& rec);
  bool still_in_reach(Live& m, const Live& t, int range);
  std::size_t choose_option(Live& m, const Decision& d, int value, int pierce,
                            const std::string& key, ActionRecord& rec);
  odds::AttackInput attack_input(const Live& m, const Live& t, int attack, int pierce,
                                 bool disadvantaged) const;
  std::string draw_mode_text(const Live& m, const Live& t, odds::DrawMode mode) const;
  odds::AttackOdds odds_of(const odds::AttackInput& in);
  void forced_move(Live& m, Live& t, int steps, bool push, const std::string& key,
                   ActionRecord& rec);
  // --- round_abilities.cpp: other abilities
  void heal(Live& m, const CardAction& act, int bonus, const std::string& key, ActionRecord& rec);
  void summon(Live& m, const CardAction& act, const std::string& key, ActionRecord& rec);
  void summon_beside_characters(Live& m, const CardAction& act, const std::string& key,
                                ActionRecord& rec);
  std::vector<Coord> empty_neighbours(Coord h, ActionRecord& rec);
  Live& place_standee(const MonsterType& type, Side side, Rank rank, int standee, Coord h,
                      bool summoned);
  void loot(Live& m, int range, ActionRecord& rec);
  int free_standee(const MonsterType& type) const;
  bool empty_hex(Coord h, pathing::CellIndex c, std::string* why);
  std::string summon_others(const std::vector<Coord>& free,
                            const std::vector<std::pair<int, int>>& keys,
                            std::pair<int, int> best) const;
  // --- round_card.cpp: a card's abilities other than move and attack
  void card_ability(Live& m, const StatCard& st, const CardAction& c, std::size_t i,
                    const ConsumeBonus* bonus, bool consumed, ActionRecord& rec);
  void suffer(Live& m, int amount, ActionRecord& rec);
  // Every figure the ability affects: of its side, within its range (around walls) and sight.
  std::vector<Live*> affected(Live& m, const CardAction& c);
  int reach_of(const Live& m, const CardAction& c) const;
  std::vector<Live*> announce(Live& m, const CardAction& c, const std::string& what,
                              ActionRecord& rec);
  void give(Live& m, const CardAction& c, ActionRecord& rec);
  void push_pull(Live& m, const CardAction& c, const std::string& key, ActionRecord& rec);
  void heal_figure(Live& x, int amount, ActionRecord& rec);
  // --- round_characters.cpp: the characters' stated actions, doors
  void scripted_move(Live& c, const ScriptedAction& s, ActionRecord& rec,
                     std::vector<std::size_t>& revealed);
  void scripted_attack(Live& c, const ScriptedAction& s, ActionRecord& rec);
  void open_door(std::size_t door, Live& opener, ActionRecord& rec,
                 std::vector<std::size_t>& revealed);
  void unwall_door(std::size_t d);
  Live& add_door_monster(const DoorPlacement& p, Rank rank, int standee);
  // --- round_objectives.cpp: a scenario's objectives and escorts as figures
  void place_objectives();
  std::string objective_left_off(const MapObjective& o, std::size_t i) const;
  // --- round_spawns.cpp: a scenario rule's spawns, at the start or the end of the round
  void place_spawns(bool start);
  // Door `d` has just opened: the spawns waiting for it (`on_reveal`) placed, each a line of
  // the opening; those placed go into `revealed` (null: none acts before its type's place).
  void place_reveal_spawns(std::size_t d, ActionRecord& rec, std::vector<std::size_t>* revealed);
  void note_unrevealed_spawns();
  std::string spawn_blocked(const MapSpawn& s, std::size_t i, bool& happens) const;
  std::string doors_closed(const MapSpawn& s) const;
  std::string spawn_one(const MapSpawn& s, Coord h, const std::string& key);
  // --- round_rules.cpp: a scenario's special rules, at the start or the end of the round
  void play_rules(bool start);
  bool rule_acts(const MapRule& m, std::size_t i, std::string& why) const;
  void rule_effect(const MapRule& m, ActionRecord& rec, Live* only = nullptr);
  void rule_each(const MapRule& m, const std::vector<Live*>& held, ActionRecord& rec);
  std::vector<Live*> present_figures(const MapRule& m) const;
  std::vector<Live*> rule_figures(const std::string& who);
  bool any_named(const std::string& who) const;
  void reveal_by_rule(std::size_t d, ActionRecord& rec);
  // The rules waiting for `x`'s death (map.rules' `killed`), played as it is killed.
  void play_killed_rules(const Live& x, ActionRecord& rec);
  // Door `d` has just opened: the types' stat cards a door change gives from now on.
  void apply_door_changes(std::size_t d, ActionRecord& rec);
  // --- round_effects.cpp: effects on a figure
  void damage(Live& x, int amount, ActionRecord& rec, const std::string& cause);
  // Gives what the figure is not immune to; returns what it was given.
  ConditionSet give_conditions(Live& x, ConditionSet c, ActionRecord& rec);
  void enter_hex(Live& x, Coord h, bool ignores_terrain, ActionRecord& rec);
  // A figure that flew onto an obstacle and no longer flies: trap damage, nearest empty hex.
  void lose_flight(Live& x, const std::string& key, ActionRecord& rec);
  // The target's retaliate on its attacker, after an attack that left the target standing:
  // the same for every attacker (monsters, characters, summons).
  void retaliate(Live& attacker, Live& target, AttackRecord& ar, ActionRecord& rec);
  // A players' figure's stated shield and retaliate starting (the file's `shield`, ...).
  void add_stated_bonus(Live& x, ActionRecord* rec);

  // --- round_queries.cpp: shared helpers
  int choose(const std::string& key, std::string what, std::vector<std::string> alternatives);
  Decision decide(Live& actor, int move, Movement movement, bool flying,
                  std::optional<Attack> attack);
  const pathing::Board& board();
  const pathing::Sight& sight();
  // Hexes from `from` counted around walls (every other hex counts 1), up to `limit`.
  const pathing::DepthResult& proximity(Coord from);
  // Proximity from `from` to the cells within `within` hexes of it only (the others are
  // left unreached): what an ability with that range asks, without a search of the map.
  const pathing::DepthResult& proximity(Coord from, int within);
  const pathing::DepthResult& proximity(const std::vector<Coord>& from);
  Live* at(Coord h);
  Live* find(const std::string& id);
  // A monster whose type a scenario rule makes inactive this round (monster_types' `inactive`):
  // it takes no turn, is no one's focus or target, is left out of every area and every ability
  // on allies, and any figure moves through its hex (but cannot end there).
  bool inactive(const Live& x) const;
  const StatCard* stats_of(const Live& x) const;
  // Type `t`'s stat card of rank `r` as the doors opened so far leave it (its door changes).
  const StatCard* type_stats(const MonsterType& t, Rank r) const;
  // Card `s` of type `t` with the type's figure changes that hold now (cached: a pointer into
  // figure_cards_); `s` itself when none does.
  const StatCard* with_figure_changes(const MonsterType& t, const StatCard& s) const;
  int count_named(const std::string& who) const;
  void cap_figure_changes(ActionRecord& rec);
  void note_figure_changes();
  int max_hp(const Live& x) const;
  // Shield and retaliate now: the stat card's (if any) plus this round's bonuses.
  int shield_of(const Live& x) const;
  int retaliate_of(const Live& x) const;
  int retaliate_reach(const Live& x) const;
  std::optional<int> initiative_of(const Live& x) const;
  std::string hex(Coord axial) const;
  std::string hp_text(const Live& x) const;
  std::string conditions_text(ConditionSet c) const;
  std::vector<FigureEnd> snapshot() const;
  Live* by_decision(FigureIndex i) const;

  const LoadedRound& r_;
  const RuleProfile& p_;
  const RoundRequest& q_;
  TurnWorkspace& ws_;
  Scenario pos_;  // the board as it stands: map (doors closed as walls), figures
  std::vector<std::unique_ptr<Live>> live_;
  std::vector<Live*> decision_map_;  // pos_.figures[i] -> live figure, for the last decide
  std::vector<Unit> units_;
  std::map<std::string, TypeRound> types_;
  std::vector<bool> door_open_;
  std::vector<Coord> money_;
  Elements elements_{};
  std::optional<int> hazard_damage_;  // the file's, or the rule set's at its trap's level
  std::size_t next_draw_ = 0;
  odds::ModifierDeck deck_;       // the monster deck's draw pile now
  odds::ModifierDeck full_deck_;  // as the round began
  std::set<std::string> met_keys_;
  std::shared_ptr<const pathing::Board> board_;  // from ws_'s BoardCache
  std::unique_ptr<pathing::Sight> sight_;
  pathing::DepthResult proximity_;
  RoundOutcome out_;
  std::vector<Element> pending_infusions_;
  std::vector<std::size_t> schedule_;             // units in the order they act
  std::size_t cursor_ = 0;                        // the unit acting now
  std::vector<std::size_t>* revealed_ = nullptr;  // figures revealed by the acting character
  std::vector<bool> killed_rule_done_;    // per map.rules entry: its `killed` rule has acted
  std::set<std::string> inactive_now_;    // the types inactive as the board now stands
  std::set<std::string> inactive_ended_;  // types whose `killed` figures are all gone
  // Stat cards with figure changes, by the card changed and each change's X: built when asked
  // (a map's elements do not move, so a pointer to one stays good).
  mutable std::map<std::string, StatCard> figure_cards_;
  const std::string* unit_tie_ = nullptr;  // the acting unit's tie rule (activate)
};

}  // namespace arbiter::gloomhaven::round_detail
