// A whole Gloomhaven round on the board (rules digest: "The round", "A monster's turn",
// "Other abilities", "Moving", "Opening a door"): every figure in order, each monster's
// card top to bottom, each move and attack decided by the monster AI (decide_turn) on the
// board as it stands at that moment, and the board updated between activations.
//
// Where the rules leave a choice to the players (focus ties, equal hexes, equal target
// sets, heal and summon ties, tied orders), the round follows a stated choice (by key, see
// docs/format.md) or the first option, and records the alternatives; enumerate_branches
// walks every combination.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/round_file.hpp"

namespace arbiter::gloomhaven {

// One point where the players choose.
struct RoundChoice {
  std::string key;  // "M1/2", "order/35", ...
  std::string what;
  std::vector<std::string> alternatives;  // one line per option, in option order
  int chosen = 0;                         // 0-based
};

// One attack on one target, with its odds from the monster modifier deck.
struct AttackRecord {
  std::string attacker, target;
  int attack = 0;  // its value before the modifier (poison included)
  int shield = 0;  // the target's shield less pierce
  bool advantage = false, disadvantage = false;
  odds::AttackOdds odds;
  std::optional<int> target_hp;    // before the attack
  std::optional<int> damage;       // applied when the draws were given (or scripted)
  std::vector<std::string> drawn;  // the cards it took from `round.draws`
  bool killed = false;
  ConditionSet conditions = 0;  // given to the target
  int retaliated = 0;           // damage the attacker took back
};

struct ActionRecord {
  int number = 0;                    // the card's action number (1-based); 0: start or end of turn
  std::string kind;                  // "move", "attack", "move+attack", "heal", ...
  std::vector<std::string> lines;    // what happened, in words
  std::optional<Decision> decision;  // move and attack: the monster AI's decision
  std::optional<std::size_t> position;  // index into RoundOutcome::positions (render)
  std::optional<std::size_t> option;    // the option taken, into decision->options
  std::vector<Coord> path;              // axial, start first (moves)
  std::vector<AttackRecord> attacks;
  std::optional<std::size_t> choice;  // index into RoundOutcome::choices
};

struct FigureEnd {
  std::string id;
  Coord hex;  // axial
  std::optional<int> hp, max_hp;
  ConditionSet conditions = 0;
  int shield = 0, retaliate = 0;
  bool removed = false;
};

struct Activation {
  std::string figure;
  int initiative = 0;     // a long rest: 99, or 100 under gloomhaven-seed (after every initiative)
  std::string why;        // why it acts now
  std::string tie;        // the tie rule that placed it among its initiative's units, if any
  bool revealed = false;  // placed this round by a door
  std::vector<ActionRecord> actions;
  std::vector<FigureEnd> after;  // every figure on the board after it
};

struct RoundOutcome {
  RuleSet rules = RuleSet::Gloomhaven;
  std::vector<Activation> timeline;
  std::vector<RoundChoice> choices;
  std::vector<FigureEnd> start;                         // every figure as the round begins
  std::vector<FigureEnd> end;                           // every figure, file order then new
  std::vector<std::pair<std::string, Coord>> summoned;  // placed this round (summons, doors)
  std::map<std::string, int> looted;
  Elements elements{};  // after the end-of-round waning
  std::vector<Coord> money;
  Scenario final_position;  // the board at the end: open doors, living figures
  // Positions at each decision (only with RoundRequest::keep_positions), for pictures.
  std::vector<Scenario> positions;
  std::vector<std::string> notes;  // rule-set caveats raised (unruled cells, ...)
};

struct RoundRequest {
  std::map<std::string, int> choose;  // key -> option (1-based); the file's, then --choose's
  bool keep_positions = false;
  // Keys not met during the round are an error (a misspelt key never passes silently);
  // off when walking branches, whose forced keys belong to other branches.
  bool strict_keys = true;
  // Decides each monster's turn: decide_turn when empty. The tests hand in the reference
  // searches (tests/reference/) to compare whole rounds with them.
  std::function<Decision(const Scenario&, const pathing::Board&, const RuleProfile&,
                         TurnWorkspace&)>
      decide;
};

// Plays the round. Throws scenario::ScenarioError for a stated choice that does not fit
// (an option number too large, a key no choice point has).
RoundOutcome play_round(const LoadedRound& r, const RuleProfile& profile,
                        const RoundRequest& request, TurnWorkspace& ws);

struct RoundBranches {
  struct EndBoard {
    std::string summary;                       // the end state, in words (its identity)
    std::size_t paths = 0;                     // choice paths that lead to it
    std::map<std::string, int> first_choices;  // the first path found (1-based options)
  };
  std::vector<EndBoard> boards;  // in the order first reached
  std::size_t paths = 0;         // complete choice paths walked
  std::size_t plays = 0;         // rounds played or resumed from a snapshot (one a path at most)
  bool bound_hit = false;        // stopped at max_paths
};

// Every combination of the players' choices, up to max_paths complete paths.
RoundBranches enumerate_branches(const LoadedRound& r, const RuleProfile& profile,
                                 std::size_t max_paths, TurnWorkspace& ws);

// The end state in words, one line a figure, then tokens and elements: two outcomes are the
// same board exactly when their summaries are equal.
std::string end_summary(const LoadedRound& r, const RoundOutcome& o);

}  // namespace arbiter::gloomhaven
