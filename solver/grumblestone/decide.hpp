// The Grumblestone decision for the acting player, in the digest's order:
//   0. start of turn: Rockbottom's power heals 1;
//   1. tumble: every first action at the rolled dice (assign now, reroll a die, shift a die)
//      valued by an exact expectimax over the rerolls that may follow, bounded by hearts;
//   2. rumble: what each assignment fires and does (attack past shields, Amber's
//      retaliation, Crumbleclad's boost, heal, shield, grumble, eliminations);
//   3. grumble: what to buy with the grumble in hand and where to lay each tile, valued by
//      the next turn's expected yield and by progress toward the golem's power.
// Every plan is ranked by the objective's weighted value; equal values share a rank.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "solver/grumblestone/board.hpp"
#include "solver/grumblestone/rules.hpp"
#include "solver/grumblestone/scenario.hpp"
#include "solver/odds/odds.hpp"
#include "solver/odds/rational.hpp"

namespace arbiter::grumblestone {

// Step 2: one way to resolve the rumble of a line pair.
struct Rumble {
  LinePair lines;
  std::array<int, kIconKinds> icons{};  // fired by the dice (crossing twice), tokens apart
  int attack = 0, heal = 0, shield = 0, grumble = 0;  // with tokens and boost
  int boost = 0, boost_cost = 0;                      // Crumbleclad
  std::vector<std::size_t> targets;                   // players attacked
  std::vector<int> damage;                            // parallel to targets, after shields
  int retaliation = 0;                                // Amber's
  int eliminated = 0;
  bool self_eliminated = false;
  int hearts_after = 0, grumble_after = 0;
  odds::Fraction value;  // the rumble's own part of the plan's value
};

// Step 3: what is bought and where each bought tile goes.
struct Purchase {
  std::vector<int> slots;                        // 0-based, ascending
  std::vector<std::optional<TileCells>> placed;  // parallel to slots; nullopt: discarded, heals 1
  int attack_tokens = 0, shield_tokens = 0;
  int cost = 0;
  odds::Fraction yield_before, yield_after;  // expected next-turn value of the board
  int progress_before = 0, progress_after = 0;
  Power power_after = Power::None;
  bool exhaustive = true;  // false: tiles placed one after another (joint search too large)
  odds::Fraction value;    // the purchase's part of the plan's value
  int rank = 1;
};

// One placement of a market tile alone on the board (or its discard), valued.
struct RankedPlacement {
  std::optional<TileCells> cells;  // nullopt: bought and discarded to heal 1
  odds::Fraction value, yield_delta;
  int progress_delta = 0;
  Power power_after = Power::None;
  int rank = 1;
};
struct SlotPlacements {
  int slot = 0;
  std::vector<RankedPlacement> ranked;
};

// An assign-now plan: the line pair, its best rumble, its best purchase.
struct Plan {
  LinePair lines;
  Rumble rumble;
  std::vector<Rumble> rumble_ties;  // other rumbles (target, boost) worth exactly as much
  std::vector<Purchase> purchases;  // every affordable purchase, ranked; [0] is the plan's
  odds::Fraction value;
  int rank = 1;
};

enum class ActionKind : std::uint8_t { Assign, Reroll, Shift };
struct Action {
  ActionKind kind = ActionKind::Assign;
  LinePair lines;     // Assign
  int face = 0;       // Reroll, Shift: the die's number now
  bool blue = false;  // the light-blue die
  int to = 0;         // Shift
  bool free = false;  // Cyclonia's free change
  int cost = 0;       // hearts paid
  odds::Rational value;
  // Why: a reroll's value for each face 1..6 (before the heart paid), a shift's
  // continuation value (one entry).
  std::vector<odds::Rational> continuations;
  int rank = 1;
};
std::string action_text(const Action& a);   // the canonical text `expect` is compared with
std::string action_words(const Action& a);  // for people: "reroll the 2 (1 heart)"

struct Decision {
  Profile profile;
  Weights weights;
  int start_heal = 0;  // step 0
  int hearts = 0;      // after step 0
  Power power = Power::None;
  std::vector<Action> actions;             // every first action at the rolled dice, ranked
  std::vector<Plan> plans;                 // every assign-now pair, ranked
  std::vector<SlotPlacements> placements;  // every market tile alone, ranked
  odds::Fraction yield_now;
  int progress_now = 0;
  std::size_t states = 0;     // expectimax states (dice, hearts, free changes)
  std::size_t terminals = 0;  // (line pair, hearts) rumbles valued
  std::size_t boards = 0;     // boards whose yield was computed in step 3
};

Decision decide(const Scenario& s, const Profile& p);

}  // namespace arbiter::grumblestone
