// The methods the turn solver's searches replaced, kept as the references the tests compare
// its one method of each with (the same decisions, traces and rounds). Built into the test
// program only. Every flag on (the default) is the solver's own method; off, the method it
// replaced.
#pragma once

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/round.hpp"

namespace arbiter::gloomhaven::reference {

struct Methods {
  // Run every search to the end even on large boards (DecideOptions::exact_table).
  bool exact_table = false;
  // Up to 64 candidates, step 3 compares target sets as bit masks. Off: the general code
  // (the solver's past 64 candidates) for any number.
  bool bit_masks = true;
  // Out of reach this turn, step 3 weighs every end cell against every best destination
  // with one search (towards_shared.cpp: a bucket taken by movement left by merge, the
  // steps of unit lengths read from the board's rows). Off: one reverse search per
  // destination (towards_each, the solver's method for teleport).
  bool shared_towards = true;
  // Where every step costs one movement, that search's answer is read from the travel table
  // (towards_from_travel: the cells at the movement's length on a shortest path to each
  // destination). Off: the shared search always.
  bool towards_from_travel = true;
  // On the exact table's boards, the travel search settles the cells within movement with
  // its heap and the rest with a bucket queue. Off: the heap settles every cell.
  bool split_travel = true;
  // Where no step costs a negative hex, the travel search settles the cells beyond this
  // turn's movement by length (a BFS where every step costs one movement). Off: the heap's
  // order everywhere.
  bool far_by_length = true;
  // That search by length runs by the board's slots past the heap, with 4-byte lengths by
  // slot (pathing::SlotLengths), where the board is laid out. Off: by cells, with the
  // SearchResult's costs and predecessors.
  bool lengths_by_slots = true;
  // The exact table's proximities come from searches from the candidates, kept in the
  // workspace across turns. Off: a search from the monster each turn.
  bool cached_proximity = true;
  // The walking searches read a flat per-cell table of entry costs. Off: each step asks the
  // model (WalkModel::step).
  bool flat_steps = true;
  // On the exact table's boards, the travel search's bucket queue stops once what the turn
  // reads is settled. Off: it settles every cell.
  bool travel_needs_only = true;
  // That bucket queue tells a settled cell by its cost alone
  // (pathing::finish_dijkstra_by_buckets_flat). Off: the queue that reads the heap's slots
  // (pathing::finish_dijkstra_by_buckets).
  bool settled_by_cost = true;
  // The flat table of each candidate's distances is kept in the workspace, cleared by the
  // entries the last turn set and read back by the cells its searches reached. Off: a table
  // of the turn, zeroed whole and read cell by cell.
  bool proximity_by_touched = true;
  // With one target and no area, step 3 reads each hex's key and attack from what
  // step3_spots found there (TurnSolver::spot_groups). Off: the general procedure
  // (best_groups_at, attacks_on_chosen), line of sight asked again.
  bool spot_keys = true;
  // The caller reads only the options (DecideOptions::options_only, as a round does).
  bool options_only = false;
  // Past the exact table's boards, with negative hexes and only the options read, the
  // bounded travel search takes the cells past this turn's movement from a bucket queue.
  // Off: its heap takes every cell.
  bool bounded_by_buckets = true;
};

// decide_turn with the methods `m` names.
Decision decide_turn(const Scenario& s, const pathing::Board& board, const RuleProfile& profile,
                     TurnWorkspace& workspace, const Methods& m);

// What RoundRequest::decide takes: every monster turn of a round decided by decide_turn(m).
decltype(RoundRequest::decide) decider(const Methods& m);

}  // namespace arbiter::gloomhaven::reference
