// The monster's paths (1.3, 2.1, 2.2: the travel search and what ending a move on a hex
// costs), which step 2 ranks the focus by and step 3 reads; the proximity (2.3) is in
// proximity.cpp. Numbered as in docs/rules/gloomhaven.md ("A monster's turn").
#include <algorithm>
#include <limits>
#include <utility>
#include <vector>

#include "pathing/search_slots.hpp"
#include "solver/gloomhaven/turn_solver.hpp"

namespace arbiter::gloomhaven::detail {

// Unchanged within a turn: the table of entry costs is brought up to date at its first use.
WalkModel TurnSolver::walk_model() {
  WalkModel model(b_, occ_, flying_ || jumping_, p_.icy_slides);
  // On the exact table's boards, where the bucket queue settles most cells; past them from
  // a layout's second turn on (a round), where the table is patched, not filled: a single
  // turn's search of a large board reads fewer cells than a whole fill writes.
  if (exact_ || layout_again_) {
    // The occupants are set once a turn (build_occupancy): the table is brought up to date
    // once a turn. Every cell outside ws_.dirty (this turn's figures) has no occupant now, and
    // the table holds its terrain's cost unless it was patched for an earlier turn's figure.
    std::vector<std::uint8_t>& table = ws_.walk_entry;
    const int kind = flying_ || jumping_ ? 1 : 0;
    if (walk_entry_for_ != kind) {
      // The copy by slots (search_travel_exact's queue) is patched where the table is.
      const bool by_slots = b_.laid_out();
      std::vector<std::uint8_t>& slots = ws_.walk_entry_slots;
      const auto patch = [&](CellIndex c) {
        table[c] = model.entry_cost(c);
        if (by_slots) slots[b_.slot(c)] = table[c];
      };
      if (ws_.walk_entry_layout != b_.serial() || ws_.walk_entry_kind != kind ||
          table.size() != b_.size()) {
        model.fill_entry_table(table);
        ws_.walk_entry_layout = b_.serial();
        ws_.walk_entry_kind = kind;
        if (by_slots) {
          slots.assign(b_.slot_count(), 0);
          for (CellIndex c = 0; c < b_.size(); ++c) slots[b_.slot(c)] = table[c];
        }
      } else {
        for (CellIndex c : ws_.walk_entry_patched) patch(c);
      }
      ws_.walk_entry_patched.clear();
      for (CellIndex c : ws_.dirty) {
        patch(c);
        ws_.walk_entry_patched.push_back(c);
      }
    }
    walk_entry_for_ = kind;
    model.use_entry_table(table.data());
  }
  return model;
}

// The stop of search_travel's bounded search (maps past kExactTableCells), asked about every
// cell settled: it settles the cheapest attack hexes, then waits for every hex that might
// attack a candidate tied for them. What it does for the cells far from any candidate (most
// of them) is a few comparisons, inlined into the search's loop; what it does near the
// candidates, or once, is called (the search's loop has no room for it).
class BoundedTravel {
 public:
  // by_slots: the search past the movement runs by slots (stop_slot), the marks by slot.
  BoundedTravel(TurnSolver& s, bool by_length, bool by_slots)
      : s_(s), by_length_(by_length), by_slots_(by_slots), tied_(s.cands_.size(), false) {
    // A bit per cell (or slot) marks the cells of near_: on a large map their span is most
    // of the map (the candidates stand far apart), and a binary search for every cell in it
    // cost more than the rest of the test. All zero between uses.
    std::vector<std::uint64_t>& near_bits = s.ws_.near_bits;
    const std::size_t marks = by_slots ? s.b_.slot_count() : s.b_.size();
    if (near_bits.size() < (marks + 63) / 64) near_bits.assign((marks + 63) / 64, 0);
    near_bit_ = near_bits.data();
    for (const auto& n : s.near_) mark(n.first);
    cell_at_ = by_slots ? s.b_.slot_cells() : nullptr;
  }
  // The marks are left clean for the next turn, also when the time limit stops the search.
  ~BoundedTravel() {
    for (const auto& n : s_.near_) near_bit_[index(n.first) >> 6] = 0;
    if (by_slots_)
      for (CellIndex e : needed_) near_bit_[index(e) >> 6] = 0;
  }
  BoundedTravel(const BoundedTravel&) = delete;
  BoundedTravel& operator=(const BoundedTravel&) = delete;

  // Asked about each cell the heap takes out (by cell: the heap's cells are in travel_).
  __attribute__((always_inline)) bool stop(CellIndex u) {
    const pathing::StepCost c = s_.travel_.cost(u);
    if (by_length_ && c.length > s_.move_ &&
        s_.travel_near_ == std::numeric_limits<std::size_t>::max()) [[unlikely]]
      s_.travel_near_ = s_.travel_.reached_cells().size();
    if (have_best_ && c.negatives > best_.negatives) return true;
    if (!have_best_ || c == best_) {
      // can_stop(u) holds where near_of(u) finds a hex: the mark is asked first.
      const std::size_t i = index(u);
      if ((near_bit_[i >> 6] >> (i & 63)) & 1u) [[unlikely]]
        note_best(u, c);
      return false;
    }
    if (!tied_final_) [[unlikely]]
      final_tie(c);
    if (remaining_ > 0 && u >= needed_.front() && u <= needed_.back()) [[unlikely]]
      settle_needed(u);
    if (remaining_ == 0 && c.length > s_.move_) {
      s_.travel_bounded_ = true;
      s_.travel_stop_ = c;
      return true;
    }
    return false;
  }
  // stop() for each cell the search by slots takes out past the heap (its cost {0,
  // length}: no step costs a negative hex). The marks by slot are near_'s and, once the tie
  // is known, needed_'s: an unmarked cell is neither.
  __attribute__((always_inline)) bool stop_slot(std::uint32_t s, std::int32_t length) {
    const bool marked = (near_bit_[s >> 6] >> (s & 63)) & 1u;
    if (!have_best_ || length == best_.length) {
      if (marked) [[unlikely]]
        note_best(cell_at_[s], {0, length});
      return false;
    }
    if (!tied_final_) [[unlikely]]
      final_tie({0, length});
    if (remaining_ > 0 && marked) [[unlikely]]
      settle_needed(cell_at_[s]);
    if (remaining_ == 0 && length > s_.move_) {
      s_.travel_bounded_ = true;
      s_.travel_stop_ = {0, length};
      return true;
    }
    return false;
  }
  // Stopped on the negative-hex rule, or ran out of cells.
  void finish() {
    if (have_best_ && !s_.travel_bounded_) {
      s_.travel_bounded_ = true;
      s_.travel_stop_ = {best_.negatives + 1, 0};
    }
  }

 private:
  using NearIt = std::vector<std::pair<CellIndex, std::size_t>>::const_iterator;
  // The candidates a cell may hit from, as (cell, candidate) pairs of near_ (sorted).
  std::pair<NearIt, NearIt> near_of(CellIndex u) const {
    const auto& near = s_.near_;
    if (near.empty() || u < near.front().first || u > near.back().first)
      return {near.end(), near.end()};
    return std::equal_range(near.begin(), near.end(), std::pair<CellIndex, std::size_t>{u, 0},
                            [](const auto& x, const auto& y) { return x.first < y.first; });
  }
  // A needed hex that is itself a negative hex (entered on foot) costs one negative more
  // than the cheapest way into any of its neighbours. Once every cell with fewer negatives
  // than the best is settled (the search is past best_), a hex that none of them reaches
  // with best's negatives (its cost is above them, or it is unreached) will cost more
  // negatives than the best: it can only lose (step 3 compares negatives first), and the
  // search need not wait for it. Without this, one trap among an area attack's hexes kept
  // the search going over every cell with the best's negatives.
  bool more_negative(CellIndex e) const {
    if (s_.flying_ || !pathing::is_negative(s_.b_.terrain(e))) return false;
    return !s_.travel_reached(e) || s_.travel_cost(e).negatives > best_.negatives;
  }
  std::size_t index(CellIndex c) const { return by_slots_ ? s_.b_.slot(c) : c; }
  void mark(CellIndex c) {
    const std::size_t i = index(c);
    near_bit_[i >> 6] |= std::uint64_t{1} << (i & 63);
  }
  __attribute__((noinline)) void note_best(CellIndex u, pathing::StepCost c) {
    if (!s_.can_stop(u)) return;
    const auto [first, last] = near_of(u);
    for (auto it = first; it != last; ++it) {
      if (!s_.can_attack(u, it->second)) continue;
      have_best_ = true;
      best_ = c;
      tied_[it->second] = true;
    }
  }
  // Every attack hex at the cheapest cost is settled: the tie is known.
  __attribute__((noinline)) void final_tie(pathing::StepCost c) {
    tied_final_ = true;
    for (std::size_t k = 0; k < s_.cands_.size(); ++k) {
      if (!tied_[k]) continue;
      for (CellIndex e : s_.hexes_that_may_hit(k))
        if (s_.can_stop(e) && (s_.flying_ || s_.b_.terrain(e) != Terrain::Obstacle))
          needed_.push_back(e);
    }
    std::sort(needed_.begin(), needed_.end());
    needed_.erase(std::unique(needed_.begin(), needed_.end()), needed_.end());
    for (CellIndex e : needed_)
      if (!(s_.travel_reached(e) && s_.travel_cost(e) < c) && !more_negative(e)) ++remaining_;
    if (by_slots_)
      for (CellIndex e : needed_) mark(e);
  }
  __attribute__((noinline)) void settle_needed(CellIndex u) {
    if (std::binary_search(needed_.begin(), needed_.end(), u) && !more_negative(u)) --remaining_;
  }

  TurnSolver& s_;
  // By length, every cell within movement was reached from one settled before the first
  // cell past it: they are all among the cells reached by then.
  const bool by_length_;
  const bool by_slots_;
  std::uint64_t* near_bit_ = nullptr;
  const CellIndex* cell_at_ = nullptr;  // the board's cell of each slot (by_slots_)
  bool have_best_ = false;
  bool tied_final_ = false;
  pathing::StepCost best_;
  std::vector<bool> tied_;
  std::vector<CellIndex> needed_;  // sorted; attack hexes of tied candidates not yet settled
  std::size_t remaining_ = 0;
};

// The monster's paths (1.3, 2.1, 2.2). On a walking or flying turn the search stops as
// soon as what the turn can use is settled: every cell within this turn's movement, and
// every hex that might attack a candidate tied for the cheapest attack hex. Cells with
// more negative hexes than that cheapest attack hex are never used (negative hexes are
// compared first everywhere), so the search also stops when it reaches them.
void TurnSolver::search_travel() {
  if (teleport_) return;  // teleport needs no path: hex distance
  WalkModel model = walk_model();
  const pathing::ForwardGraph<WalkModel> graph{&model};
  travel_bounded_ = false;
  travel_near_ = std::numeric_limits<std::size_t>::max();
  // Past this turn's movement only costs are read (the paths printed and the end cells
  // weighed lie within it), so where no step costs a negative hex the search settles the
  // cells beyond it by length from buckets rather than the heap (search_dijkstra_direct,
  // exact_within). With negative hexes, a stop within a cost would leave other tentative
  // costs on the attack hexes it did not wait for (more_negative), which step 3 prints.
  const bool no_negatives = flying_ || jumping_ ||
                            (!b_.has_terrain(Terrain::Trap) && !b_.has_terrain(Terrain::Hazardous));
  const std::int32_t exact_within = no_negatives ? move_ : std::numeric_limits<std::int32_t>::max();
  // On maps up to kExactTableCells the search runs to the end, so that the focus table
  // shows every candidate's exact keys; past that, candidates that lose at 2.1/2.2 show
  // lower bounds. A jump's landing cost is not monotone in the search order: no bound.
  if (exact_ || jumping_) {
    if (jumping_ || (slides_on_board() && !flying_))
      pathing::search_dijkstra_direct(graph, start_, travel_, pathing::NeverStop{}, exact_within);
    else
      search_travel_exact(graph);
    return;
  }
  search_travel_bounded(graph, exact_within);
}

// Past the exact table's boards: the search stops once what the turn reads is settled
// (BoundedTravel), the cells past this turn's movement settled by length from `exact_within`
// on (the maximum: the heap's order everywhere).
//
// With negative hexes on the board (exact_within the maximum) and only the options read
// (options_only_), the heap runs only up to (0 negative hexes, move_), and a bucket queue
// (continue_dijkstra_by_buckets) takes the rest in order of cost until the stop, at a fraction
// of the heap's cost per cell (most cells a turn settles lie past its movement). Both take
// cells in order of cost, so BoundedTravel sees the same costs in the same order of cost: it
// finds the same cheapest attack hexes, the same tied candidates and the same hexes to wait
// for, and stops at a cell of the same cost c (travel_stop_). Only the cells of cost c settled
// before the stop differ, and with them which cells above c are reached (a step costs what
// the cell entered says, so a cell reached holds its own cost either way); the turn reads
// those only as above the stop, and a round's timeline never prints them. Every cell of this
// turn's movement is reached either way or by neither (reached only from cells of cost below
// c, when the stop is past the movement, or below c by its negatives). The
// heap's predecessors and order of discovery hold up to (0, move_); where the turn needs them
// past it (a path or an end cell behind a negative hex), travel_path and travel_order run
// the search again by the heap alone (heap_only), which gives the heap's everything.
void TurnSolver::search_travel_bounded(const pathing::ForwardGraph<WalkModel>& graph,
                                       std::int32_t exact_within, bool heap_only) {
  travel_bounded_ = false;
  travel_near_ = std::numeric_limits<std::size_t>::max();
  travel_split_ = travel_split_bounded_ = false;
  const bool by_length = exact_within != std::numeric_limits<std::int32_t>::max();
  const bool by_slots = by_length && !heap_only && travel_by_slots(*graph.model);
  BoundedTravel bounded(*this, by_length, by_slots);
  auto stop = [&bounded](CellIndex u) __attribute__((always_inline)) {
    return bounded.stop(u);
  };
  if (by_slots) {
    search_travel_slots(
        graph, exact_within,
        stop, [&bounded](std::uint32_t s, std::int32_t length) __attribute__((always_inline)) {
          return bounded.stop_slot(s, length);
        });
    bounded.finish();
    return;
  }
  if (heap_only || by_length || !options_only_ || graph.model->entry_table() == nullptr) {
    pathing::search_dijkstra_direct(graph, &start_, &start_ + 1, travel_, stop, exact_within);
    bounded.finish();
    return;
  }
  travel_within_ = {0, std::max(move_, 0)};
  // BoundedTravel never stops within the movement (it stops past it, or past the cheapest
  // attack hex's negatives): the heap's stop is the first cell past travel_within_.
  bool past = false;
  auto within = [&](CellIndex u) __attribute__((always_inline)) {
    if (travel_within_ < travel_.cost(u)) return past = true;
    return bounded.stop(u);
  };
  pathing::search_dijkstra_direct(graph, &start_, &start_ + 1, travel_, within);
  if (past) {
    travel_prefix_ = travel_.reached_cells().size();
    travel_split_ = travel_split_bounded_ = true;
    travel_split_far_ = false;
    pathing::continue_dijkstra_by_buckets(graph, travel_, stop);
  }
  bounded.finish();
}

// Whether the travel search past this turn's movement runs by slots (every step {0, 1}, a
// board of six directions laid out by slots): the table of lengths by slot made ready.
bool TurnSolver::travel_by_slots(const WalkModel& model) {
  if (!lengths_by_slots_ || jumping_ || !model.unit_lengths() || !pathing::SlotLengths::fits(b_))
    return false;
  ws_.travel_lengths.prepare(
      b_, flying_ ? 1 : 0, [&model](CellIndex c) { return model.may_enter(c); }, ws_.dirty);
  return true;
}

// The travel search by length past `within` (this turn's movement), by slots: the heap
// (asking `stop` by cell) up to it, then the breadth-first search by slots (asking `slot_stop`
// with each slot and its length). The cells reached when the first cell past the movement
// is taken are the heap's (travel_near_).
template <class Stop, class SlotStop>
void TurnSolver::search_travel_slots(const pathing::ForwardGraph<WalkModel>& graph,
                                     std::int32_t within, Stop stop, SlotStop&& slot_stop) {
  travel_slots_ = true;
  if (ws_.travel_lengths.search(graph, start_, travel_, stop, within, slot_stop))
    travel_near_ = travel_.reached_cells().size();
}

// A cell's cost from the travel search: by slot where the search ran by slots and reached
// it there, else the heap's (by cell).
pathing::StepCost TurnSolver::travel_cost(CellIndex c) const {
  if (travel_slots_) {
    const std::int32_t length = ws_.travel_lengths.length(c);
    if (length != pathing::SlotLengths::kUnreached) return {0, length};
  }
  return travel_.cost(c);
}

void TurnSolver::travel_bounded_by_heap() {
  WalkModel model = walk_model();
  search_travel_bounded(pathing::ForwardGraph<WalkModel>{&model},
                        std::numeric_limits<std::int32_t>::max(), true);
}

// The complete search of the exact table, in two parts. The turn reads the travel costs
// of the hexes that may hit a candidate (steps 2 and 3: each candidate's exact keys, every
// attack hex of the focus) and of the cells within this turn's movement, in the order they
// were reached (step 3 out of reach), and the paths to the cells it ends on; only the
// order and the paths depend on the order in which the heap settles cells of equal cost.
// So the heap search runs until every cell of cost up to (0 negative hexes, move_) is
// settled, which gives those cells and every cell they were reached from the complete
// search's costs and predecessors, and the cells reached so far the complete search's
// order of discovery (a Dijkstra stopped early is the complete one cut short); a bucket
// queue then completes the costs of the rest, which are unique
// (finish_dijkstra_by_buckets), at a fraction of the heap's cost. The cells past that
// bound are those behind a negative hex or out of reach: where the turn needs their path
// or their place in the order (travel_path, travel_order), the heap search is run whole.
// Ice is left out (a slide is one step of many hexes), and so is a jump (its landing cost
// is not the search's).
template <class Graph>
void TurnSolver::search_travel_exact(const Graph& graph) {
  travel_within_ = {0, std::max(move_, 0)};
  const pathing::StepCost within = travel_within_;
  // Where every step costs one movement and no negative hex, one search: the heap up to
  // this turn's movement, then a BFS by length (search_dijkstra_direct's exact_within), which
  // gives every cell past it its unique cost at a BFS's price and leaves the heap's order and
  // predecessors within it. Elsewhere the heap, then the bucket queue.
  const bool by_length = graph.model->unit_lengths();
  if (!by_length) {
    pathing::search_dijkstra_direct(graph, &start_, &start_ + 1, travel_,
                                    [&](CellIndex u) { return within < travel_.cost(u); });
    travel_prefix_ = travel_.reached_cells().size();
    travel_split_ = true;
    travel_split_far_ = false;
  }
  // What the turn reads past `within` (by length, searched yet: every such hex is asked for,
  // and those within it are settled by the heap): the costs of the hexes that may hit a candidate
  // and that it can stop on (steps 2 and 3), and every cell within movement (step 3 out of
  // reach: behind a negative hex it may be settled only by the bucket queue). The queue
  // stops once those are settled; a cell it did not settle is unreached or has a cost above
  // the movement, and is never read. An unreachable hex keeps it going to the end.
  // A mark per cell, not a search in a list: the queue asks about every cell it settles. The
  // queue by slots asks about slots: the marks are then by slot.
  const bool by_slots =
      !by_length && b_.laid_out() && b_.directions() == pathing::kMaxDirectionCount &&
      b_.size() <= pathing::kSlotQueueCells && graph.model->entry_table() != nullptr;
  // By length, past the movement by slots where the board allows (search_travel_slots).
  const bool length_slots = by_length && travel_by_slots(*graph.model);
  std::vector<CellIndex>& needed = ws_.turn.travel_needed;    // the marks set: slots or cells
  std::vector<std::uint8_t>& marks = ws_.travel_needed_mark;  // left all zero after use
  const std::size_t mark_count = by_slots || length_slots ? b_.slot_count() : b_.size();
  if (marks.size() < mark_count) marks.assign(mark_count, 0);
  std::uint8_t* const mark = marks.data();  // held, not reloaded after each store
  needed.clear();
  std::size_t remaining = 0;
  for (std::size_t k = 0; k < cands_.size(); ++k)
    for (CellIndex e : hexes_that_may_hit(k)) {
      const CellIndex m = by_slots || length_slots ? b_.slot(e) : e;
      if (!mark[m] && can_stop(e) &&
          (by_length || !(travel_.reached(e) && travel_.cost(e) <= within))) {
        mark[m] = 1;
        needed.push_back(m);
        ++remaining;
      }
    }
  auto enough = [mark, &remaining](std::size_t u) {
    if (mark[u]) {
      mark[u] = 0;
      --remaining;
    }
    return remaining == 0;
  };
  try {
    if (length_slots) {
      // As below: the heap's cells by cell (their marks by slot), then the slots.
      search_travel_slots(
          graph, within.length,
          [&](CellIndex u) { return enough(b_.slot(u)) && within.length < travel_.cost(u).length; },
          [&](std::uint32_t s, std::int32_t length)
              __attribute__((always_inline)) { return enough(s) && within.length < length; });
    } else if (by_length) {
      // Asked of every cell taken, the heap's too: it stops only past the movement. The
      // cells reached when the first cell past it is taken include every cell within it
      // (travel_near_: step 3 out of reach reads no further).
      auto stop = [&](CellIndex u) {
        const std::int32_t length = travel_.cost(u).length;
        if (length > within.length && travel_near_ == std::numeric_limits<std::size_t>::max())
            [[unlikely]]
          travel_near_ = travel_.reached_cells().size();
        return enough(u) && within.length < length;
      };
      pathing::search_dijkstra_direct(graph, &start_, &start_ + 1, travel_, stop, within.length);
    } else if (by_slots) {
      // A settled cell told by its cost alone, the steps read from the flat table by the
      // board's slots (the same cells in the same order as by cells, faster). No
      // predecessors: the queue reaches only cells past `within`, whose paths travel_path
      // takes from the whole heap search.
      const std::int32_t least = pathing::finish_dijkstra_by_slots(
          b_, travel_, enough, within.length, ws_.walk_entry_slots.data(), ws_.travel_slots, false);
      // No cell within movement behind a negative hex: every cell of length move_ or less
      // is among the heap's, in the heap's order (travel_order need not look further).
      if (least > within.length) {
        travel_split_far_ = true;
        travel_near_ = travel_prefix_;
      }
    } else {
      pathing::finish_dijkstra_by_buckets_flat(graph, travel_, enough, within.length);
    }
  } catch (...) {  // the time limit: the marks are left clean for the next turn all the same
    for (CellIndex m : needed) mark[m] = 0;
    throw;
  }
  for (CellIndex m : needed) mark[m] = 0;
}

void TurnSolver::travel_whole() {
  WalkModel model = walk_model();
  pathing::search_dijkstra_direct(pathing::ForwardGraph<WalkModel>{&model}, start_, travel_);
  travel_split_ = false;
  travel_slots_ = false;
  travel_near_ = std::numeric_limits<std::size_t>::max();
}

// The path to e from the travel search, start first. After the two-part search the
// predecessors are the complete search's up to travel_within_; past it (a cell behind a
// negative hex) the heap search is run whole.
std::vector<CellIndex> TurnSolver::travel_path(CellIndex e) {
  if (travel_split_ && !(travel_.cost(e) <= travel_within_)) {
    if (travel_split_bounded_)
      travel_bounded_by_heap();
    else
      travel_whole();
  }
  // By slots only the heap's cells have predecessors: those within the movement.
  if (travel_slots_ && !(travel_.reached(e) && travel_.cost(e).length <= move_)) travel_whole();
  return pathing::path_to(travel_, e);
}

// The cells reached, in the complete search's order as far as the cells of length move_ or
// less go (step 3 out of reach reads those). After the two-part search the cells the heap
// reached come first in its order; when some cell within movement was reached only by the
// bucket queue (behind a negative hex), its place is the heap's to say: the heap search is
// run whole.
const std::vector<CellIndex>& TurnSolver::travel_order() {
  if (travel_split_ && !travel_split_far_) {
    const auto& reached = travel_.reached_cells();
    for (std::size_t i = travel_prefix_; i < reached.size(); ++i)
      if (travel_.cost(reached[i]).length <= move_) {
        if (travel_split_bounded_)
          travel_bounded_by_heap();
        else
          travel_whole();
        break;
      }
  }
  return travel_.reached_cells();
}

bool TurnSolver::slides_on_board() const {
  return p_.icy_slides && b_.has_terrain(Terrain::Icy);
}

// A cost from the travel search that is exact: settled before the search stopped.
bool TurnSolver::travel_exact(CellIndex e) const {
  return travel_reached(e) && (!travel_bounded_ || travel_cost(e) < travel_stop_);
}

bool TurnSolver::can_stop(CellIndex e) const {
  if (e == start_) return true;
  if (!occ_.empty(e)) return false;
  return flying_ || b_.terrain(e) != Terrain::Obstacle;
}

// What ending a jump or teleport on e costs beyond its length: the landing hex counts as a
// normal move (negative hexes; difficult terrain where the rule set says so).
pathing::StepCost TurnSolver::landing(CellIndex e) const {
  if (flying_) return {0, 0};
  const Terrain t = b_.terrain(e);
  const bool pays = teleport_ ? false : p_.jump_pays_last_difficult;
  return {pathing::is_negative(t) ? 1 : 0, (pays && t == Terrain::Difficult) ? 1 : 0};
}

pathing::StepCost TurnSolver::end_cost(CellIndex e) const {
  if (e == start_) return {0, 0};
  if (teleport_) {
    return pathing::StepCost{0, b_.distance(start_, e)} + landing(e);
  }
  if (!travel_reached(e)) return pathing::kUnreachable;
  if (jumping_) return pathing::StepCost{0, travel_cost(e).length} + landing(e);
  return travel_cost(e);
}

}  // namespace arbiter::gloomhaven::detail
