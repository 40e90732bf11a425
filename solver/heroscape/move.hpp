// Heroscape movement (digest, movement 1-14) as an implicit Boost.Graph over move states:
// a state is the cell (or the pair of cells of a double-space figure) plus what the rules
// need to remember on the way: whether the move is still "road only" (movement 14) and,
// for a double-space figure, whether water has stopped it (both hexes in water at once,
// or under the seed's other reading a second water hex: movement 11). An edge is one step
// with its cost: movement points (each space 1, plus the levels climbed) and the risk dice
// it costs (a fall, leaving engagement). A lexicographic Dijkstra (movement, then risk
// dice) finds every destination's cheapest cost; ParetoSearch finds every path the player
// may choose (not worse in both movement and risk dice) within the budget.
//
// The searches' inner loop is MoveModel::steps: for a single-space mover it reads one packed
// word per place (level, terrain, whether it may be entered, walls on its edges, engagement)
// built with the model, instead of the State's separate arrays. On a board laid out by slots
// (pathing::Board::laid_out) a single-space mover's places are the board's slots, so that a
// neighbour's place is the place plus a fixed offset: a step loads the neighbour's word and
// its cost, and no row of the neighbour table before them. MoveSearch has the Boost
// Dijkstra (`run`) and the same search by hand over a bucket queue (`run_direct`, what the
// program uses); tests/solver/heroscape/move_direct_test.cpp compares them state by state.
#pragma once

#include <array>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/iterator/counting_iterator.hpp>
#include <boost/iterator/iterator_facade.hpp>
#include <boost/property_map/property_map.hpp>
#include <cassert>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "solver/heroscape/state.hpp"

namespace arbiter::heroscape {

using StateId = std::uint32_t;
inline constexpr StateId kNoState = 0xffffffffu;

struct MoveCost {
  std::int32_t length = 0;  // movement points
  std::int32_t dice = 0;    // risk dice rolled against the mover on the way
  friend constexpr auto operator<=>(MoveCost, MoveCost) = default;
  friend constexpr MoveCost operator+(MoveCost a, MoveCost b) {
    return {a.length + b.length, a.dice + b.dice};
  }
};
inline constexpr MoveCost kNoCost{std::numeric_limits<std::int32_t>::max(),
                                  std::numeric_limits<std::int32_t>::max()};

// What one step does, for costs and for the reasons shown to players.
struct StepInfo {
  std::array<CellIndex, 2> cells{kNoCell, kNoCell};  // where the figure stands after it
  int climb = 0;                                     // levels climbed (movement 3)
  int drop = 0;                                      // levels dropped (movement 5, 6, 7)
  int fall_dice = 0;                                 // movement 6-8
  int left = 0;        // enemies whose engagement it leaves (engagement 4, 5)
  bool stops = false;  // water (9, 11) or a glyph (10) ends the move here
  MoveCost cost;
};

// One step out of a state as the searches take it: where to and what it costs.
struct MoveStep {
  StateId to = kNoState;
  MoveCost cost;
};

struct MoveEdge {
  StateId source = kNoState, target = kNoState;
  MoveCost cost;
  friend bool operator==(const MoveEdge& a, const MoveEdge& b) {
    return a.source == b.source && a.target == b.target;
  }
};

// The packed cell words (MoveModel's, below) kept from one model of a State to the next, so
// that a model does not copy the State's ground words (4 bytes a place, a fifth of a walk's
// search on a 256 x 256 map): the first model copies them, each later one restores the few
// places the last one changed (where figures stand, the cells enemies engage) and changes
// its own. A decision's workspace holds one. At most one model at a time may use it (a
// new model's words are the older one's too); a model built without one keeps its own.
class CellWords {
 private:
  friend class MoveModel;
  // The State's ground words as these copied (State::ground or ground_slots), else empty.
  std::uint32_t* ready(const State& st, const std::vector<std::uint32_t>& ground);
  void changed(CellIndex x) { changed_.push_back(x); }
  std::vector<std::uint32_t> words_;
  // What they copy: the State's ground by its id (State::ground_id) and its words' address;
  // 0, nothing yet.
  std::uint64_t id_ = 0;
  const std::uint32_t* from_ = nullptr;
  std::vector<CellIndex> changed_;  // the places the last model changed
  bool whole_ = false;              // the last model changed every place (a flyer's)
};

// The rules of one figure's move on one state, with the tables that make a step O(1):
// the enemies a figure of the mover's Height would be engaged with on each cell, and
// which cells it may pass through.
class MoveModel {
 public:
  // `words`: where to keep the cell words (CellWords), else the model's own.
  MoveModel(const State& st, const Profile& p, FigureIndex mover, CellWords* words = nullptr);
  // The cell words may live in a CellWords: a copy would share them.
  MoveModel(const MoveModel&) = delete;
  MoveModel& operator=(const MoveModel&) = delete;
  // The part of the packed cell words (below) that depends on the map alone, for every
  // mover: level, terrain, hex obstacles (no passing) and walls, and the sentinel word past
  // the last cell. build_state keeps it in State::ground, so that a model copies it (or a
  // CellWords holds a copy) instead of packing the State's arrays each time.
  static std::vector<std::uint32_t> pack_ground(const State& st);
  // pack_ground's words by slot (a laid-out board; State::ground_slots): one a slot and the
  // sentinel past them, 0 on the slots with no cell.
  static std::vector<std::uint32_t> ground_by_slot(const State& st,
                                                   const std::vector<std::uint32_t>& words);
  // The lowest level of pack_ground's words (State::ground_lowest).
  static std::int32_t lowest_level(const std::vector<std::uint32_t>& words);

  const State& state() const { return *st_; }
  const Profile& profile() const { return *p_; }
  const Figure& mover() const { return st_->figures[mover_]; }
  bool double_space() const { return double_; }
  StateId state_count() const { return state_count_; }
  StateId start() const { return start_; }
  static constexpr int kMaxSteps = 12;  // 6 directions, from either end of a double figure

  // The cells of a state (second kNoCell for a single-space mover).
  std::array<CellIndex, 2> cells(StateId s) const;
  bool road_only(StateId s) const {
    return double_ ? (s / kWaterStates) % 2 == 1 : s >= place_count_;
  }
  // Movement points the state may have used (move, plus the road bonus while road only).
  int allowance(StateId s) const;
  // Double-space: 0 no water yet, 1 crossed one (counted only under the one-water-per-move
  // reading), 2 stopped.
  static constexpr int kWaterStates = 3;
  // Step k from s: false when there is none. Does not look at the budget.
  bool step(StateId s, int k, StateId& to, StepInfo& info) const;
  // Every step from s in the order of step's k, without the budget; returns how many (none
  // from a slot off the map).
  int steps(StateId s, MoveStep* out) const;
  // The most movement one step costs (a climb is less than the mover's Height).
  int max_step_length() const;
  // May the move end on this state? (No other figure, same level for a double figure.)
  bool may_end(StateId s) const;
  // A new move of the same figure from `cells` (Berserker Charge): its start state, marked
  // as a start (water or a glyph it stands on does not hold it; flying takes off there).
  StateId restart(const std::array<CellIndex, 2>& cells);
  void clear_restarts();
  // The enemies engaged with the mover standing on `cells` (engagement 1-3).
  void engaged(const std::array<CellIndex, 2>& cells, std::vector<FigureIndex>& out) const;
  // The place of cell c (states and the packed words are by place; see place_count_) and the
  // cell of place x (kNoCell: a slot off the map).
  CellIndex place(CellIndex c) const { return slots_ ? st_->board.slot(c) : c; }
  CellIndex cell_at(CellIndex x) const { return slots_ ? place_cell_[x] : x; }

  // Search support: the distance array the graph reads to prune steps beyond the budget.
  mutable const std::vector<MoveCost>* dist = nullptr;
  mutable bool unbounded = false;  // explanations: search without the budget

 private:
  StateId encode(CellIndex a, CellIndex b, bool road, int water) const;
  bool passable(CellIndex c) const;
  bool may_enter_glyph(CellIndex c) const;
  int leave_count(const std::array<CellIndex, 2>& from, const std::array<CellIndex, 2>& to) const;
  // The enemies engaged with a figure of the mover's Height on c, as [begin, end) in eng_.
  std::pair<std::uint32_t, std::uint32_t> eng_range(CellIndex c) const;
  friend class MoveSearch;
  friend class ParetoSearch;
  int steps_single(StateId s, MoveStep* out) const;
  template <class Emit>
  void each_step_single(StateId s, Emit&& emit) const;
  // each_step_single for the searches: `emit(to, cost, plain)`, plain when `to` is known not
  // to be road only; a walking mover on a cell no enemy engages, in a move not road only
  // (nearly every state), by a loop with no branch on the rare cases.
  template <class Emit>
  void each_step_fast(StateId s, Emit&& emit) const;

  const State* st_;
  const Profile* p_;
  FigureIndex mover_;
  bool double_ = false;
  // A single-space mover's state is its place, plus the place count while the move is road
  // only (the search then reads one dense half of the state arrays, not every other entry).
  // Its places are the board's slots when the board is laid out (slots_: every neighbour
  // the place plus offset_[d], a place off the map holding the word 0, which lets nothing
  // in), else the cells (a missing neighbour then reads the sentinel word at place_count_,
  // which lets nothing in either). A double-space mover's places are the cells.
  CellIndex place_count_ = 0;
  bool slots_ = false;
  const CellIndex* place_cell_ = nullptr;  // the board's cell of each slot (slots_ only)
  std::array<std::int32_t, pathing::kHexDirectionCount> offset_{};  // slot_step(d) (slots_)
  std::ptrdiff_t row() const { return offset_[5]; }  // a row's slots (hex_slot: move_steps)
  CellIndex next_place(CellIndex x, int d) const {   // the place next to x in direction d
    if (slots_) return x + static_cast<CellIndex>(offset_[d]);  // modulo 2^32: a step back
    const CellIndex n = st_->board.neighbour(x, static_cast<pathing::Direction>(d));
    return n == kNoCell ? place_count_ : n;
  }
  // Whether place x holds a cell of the map.
  bool holds_cell(CellIndex x) const {
    return slots_ ? place_cell_[x] != kNoCell : x < place_count_;
  }
  StateId state_count_ = 0;
  StateId start_ = kNoState;
  // The bits of cell_ above its level (the low 16 bits, the int16 level).
  static constexpr std::uint32_t kCellWater = 1u << 16, kCellRoad = 1u << 17, kCellGlyph = 1u << 18,
                                 kCellPass = 1u << 19,  // movement 1, 13
      kCellEnter = 1u << 20,    // passable and not a healing glyph a 1-life mover may not enter
      kCellEngaged = 1u << 21;  // enemies engage a figure of the mover's Height there
  static constexpr int kCellEdgeShift = 24;  // bit d above it: a wall on edge d
  static int cell_level(std::uint32_t w) { return static_cast<std::int16_t>(w & 0xffffu); }
  // Whether the walkers' loops take state u's common steps (move_steps.hpp); wx, lx its cell's.
  static bool common_walker(StateId u, CellIndex cells, const std::uint32_t* cell, bool fast_len,
                            int fast_level, std::uint32_t& wx, int& lx);
  // A walker's step (each_step_fast's common case, unrolled by the searches) from a cell of
  // word `wx` at level `lx` through direction `d` into the cell of word `wn`: false where it
  // may not go (a wall, a hex it may not enter, a climb of its Height or more); else the
  // step's length (one, plus the levels climbed) and its fall dice (a fall of its Height or
  // more onto land; `may_fall` false: the caller knows the drop is less than the Height).
  [[gnu::always_inline]] static bool walker_step(std::uint32_t wx, int lx, int d, std::uint32_t wn,
                                                 int height, int big_fall, int& length, int& dice,
                                                 bool may_fall = true) {
    const int climb = cell_level(wn) - lx;
    if (((wx >> (kCellEdgeShift + d)) & 1u) != 0 || (wn & kCellEnter) == 0 || climb >= height) {
      return false;
    }
    dice = 0;
    if (may_fall && -climb >= height) [[unlikely]] {
      if ((wn & kCellWater) == 0) dice = fall_dice(-climb, height, big_fall);
    }
    length = 1 + (climb > 0 ? climb : 0);
    return true;
  }
  // A walker's six steps from slot u of word wx at level lx, unrolled (both searches'
  // common step, slots_ only): f(n, length, dice) for each neighbouring slot n it may step
  // to (`row`, row(); a slot off the map has the word 0, which lets nothing in).
  // `checked` false: the caller knows no step leaves the budget and none is a fall
  // (walker_step's may_fall).
  template <class F>
  [[gnu::always_inline]] static void walker_steps(CellIndex u, std::ptrdiff_t row,
                                                  const std::uint32_t* cell, std::uint32_t wx,
                                                  int lx, int height, int big_fall, bool checked,
                                                  F&& f);
  bool starts_here(StateId s) const { return s == start_ || (!fresh_.empty() && fresh_[s]); }
  // Which steps both searches take from state u (`cells`, the place count, and `cell` as the
  // searches hold them; `fused` false for a flyer or without slots): a walker's on a cell no
  // enemy engages, unrolled
  // (kWalk, its cell's word in wx), none (kStops: water or a glyph ends the move there and
  // u is no start) or each_step_fast's (kOther: an engaged cell, a road-only state, a flyer).
  enum class Steps : std::uint8_t { kWalk, kStops, kOther };
  [[gnu::always_inline]] Steps steps_from(StateId u, CellIndex cells, const std::uint32_t* cell,
                                          bool fused, std::uint32_t& wx) const {
    wx = u < cells ? cell[u] : kCellEngaged;
    if ((wx & kCellEngaged) != 0 || !fused) return Steps::kOther;
    if ((wx & (kCellWater | kCellGlyph)) != 0 && !starts_here(u)) return Steps::kStops;
    return Steps::kWalk;
  }
  std::vector<std::uint8_t> fresh_;  // per state: 1 for the starts of later moves
  std::int32_t min_level_ = 0;       // the lowest cell's level (walker_step's may_fall)
  // Per place, packed (the bits below, move_direct.cpp): its level, terrain, whether the mover
  // may pass through it, which of its edges have walls, whether enemies engage it there; one
  // more word past the places (the sentinel, 0). In own_, or in a CellWords (words_).
  std::uint32_t* cell_ = nullptr;
  std::vector<std::uint32_t> own_;
  CellWords* words_ = nullptr;
  // cell_[x] &= mask, noted in the CellWords (the next model restores it).
  void clear_bits(CellIndex x, std::uint32_t mask) {
    cell_[x] &= mask;
    if (words_ != nullptr) words_->changed(x);
  }
  // Engagement, kept only for the cells next to enemies: those cells (ascending), the
  // offsets of their lists in eng_ (one more than the cells), the enemies.
  std::vector<CellIndex> eng_cells_;
  std::vector<std::uint32_t> eng_off_;
  std::vector<FigureIndex> eng_;
};

// The graph (a thin handle on the model) for BGL.
struct MoveGraph {
  const MoveModel* model;
};

class MoveOutEdgeIterator
    : public boost::iterator_facade<MoveOutEdgeIterator, MoveEdge, boost::forward_traversal_tag,
                                    const MoveEdge&> {
 public:
  MoveOutEdgeIterator() = default;
  MoveOutEdgeIterator(const MoveModel* m, StateId u, int k) : m_(m), u_(u), k_(k) { settle(); }

 private:
  friend class boost::iterator_core_access;
  void settle();
  void increment() {
    ++k_;
    settle();
  }
  bool equal(const MoveOutEdgeIterator& o) const { return k_ == o.k_ && u_ == o.u_; }
  const MoveEdge& dereference() const { return edge_; }

  const MoveModel* m_ = nullptr;
  StateId u_ = kNoState;
  int k_ = 0;
  MoveEdge edge_;
};

std::pair<MoveOutEdgeIterator, MoveOutEdgeIterator> out_edges(StateId u, const MoveGraph& g);
std::size_t out_degree(StateId u, const MoveGraph& g);
inline StateId source(const MoveEdge& e, const MoveGraph&) {
  return e.source;
}
inline StateId target(const MoveEdge& e, const MoveGraph&) {
  return e.target;
}
std::pair<boost::counting_iterator<StateId>, boost::counting_iterator<StateId>> vertices(
    const MoveGraph& g);
std::size_t num_vertices(const MoveGraph& g);

// What the searches by hand share (move_direct.cpp, pareto_direct.cpp).
namespace move_detail {
// How many queue entries ahead the searches prefetch (about the entries expanded while a
// row comes from the next cache level).
constexpr std::ptrdiff_t kPrefetch = 8;
// Searches of fewer states than this prefetch nothing: their arrays stay in the caches, where
// the prefetches' addresses and tests are pure cost (with 2 MB of L2 a core, at 256 x 256 a
// sixth of the cheapest move's instructions: without them 8% less time, 4% for every Pareto
// path; from 512 x 512 on they pay). States: two per slot.
constexpr std::uint32_t kPrefetchStates = 1u << 18;
}  // namespace move_detail

// Reusable search arrays: sized once per model size; a search resets what it touched.
class MoveSearch {
 public:
  // BGL's Dijkstra over the implicit graph (kept as the reference of run_direct).
  void run(const MoveModel& m);
  // The same distances by hand: a bucket queue by movement used (every step costs 1 to
  // max_step_length()), each bucket's states settled on first taking out. Predecessors may
  // differ from run's among equally cheap ones; the distances and the states reached do not.
  void run_direct(const MoveModel& m);
  // run_direct as it was before it compared costs as packed words: the same states in the
  // same order (tests/solver/heroscape/move_direct_test.cpp holds them to it).
  void run_direct_reference(const MoveModel& m);
  // Every state's cost after the last search (kNoCost: unreached).
  std::vector<MoveCost> costs() const;
  MoveCost cost(StateId s) const {
    if (!compact_) return dist_[s];
    const std::uint32_t k = key_[s];
    return k == kNoKey ? kNoCost
                       : MoveCost{static_cast<std::int32_t>(k >> 16),
                                  static_cast<std::int32_t>(k & 0xffffu)};
  }
  // Whether run_direct may keep costs in 4 bytes a state (key_) where they allow (the tests
  // turn it off to check the 8-byte ones), and whether the last search did.
  bool compact_costs = true;
  bool compact() const { return compact_; }
  // run's predecessors (run_direct keeps none: no caller walks them back).
  StateId predecessor(StateId s) const { return pred_[s]; }
  // The states the last search reached, in state order (listed from the costs when first
  // asked: run_direct's walk records none), and how many (known without the list).
  const std::vector<StateId>& reached() const;
  std::size_t reached_count() const { return walked_ ? walked_count_ : touched_.size(); }
  // States from the start to s (after run).
  std::vector<StateId> path(StateId s) const;

  template <class>
  friend struct MoveRecorder;

 private:
  std::vector<MoveCost> dist_;
  // run_direct's costs in 4 bytes a state when no cost can reach 0xffff movement points or
  // dice (nearly every search: run_direct_compact), movement in the high 16 bits and dice
  // in the low, so that the word's order is the costs' (kNoKey: unreached). Half the bytes
  // of dist_ a state: on maps past the L2 cache, what a state's test reads and writes.
  static constexpr std::uint32_t kNoKey = 0xffffffffu;
  std::vector<std::uint32_t> key_;
  bool compact_ = false;  // the last search's costs are in key_
  std::vector<StateId> pred_;
  std::vector<boost::default_color_type> color_;
  std::vector<std::size_t> heap_index_;
  std::vector<StateId> touched_;          // settled or discovered (not by walk_direct: walked_)
  mutable std::vector<StateId> reached_;  // reached()'s list, once asked (reached_ready_)
  mutable bool reached_ready_ = false;
  bool walked_ = false;  // the last search was walk_direct's: reset fills what it may write
  std::size_t walked_count_ = 0;  // the states it settled
  // run_direct's queue: a ring of buckets by movement used; an entry, a state and its dice.
  struct Entry {
    StateId state;
    std::int32_t dice;
  };
  // Each bucket's storage (its size is its capacity: entries are written through the
  // cursors, so that a step's push is a store and a compare, not a vector's push_back).
  std::vector<std::vector<Entry>> buckets_;
  struct Cursor {
    Entry* end;  // one past the bucket's last entry
    Entry* cap;  // the end of its storage
  };
  std::vector<Cursor> cursors_;  // per bucket
  void grow(std::size_t bucket);
  // grow() for a bucket whose cursor a loop holds as a local (its end `end`): its new cursor.
  Cursor grow_from(std::size_t bucket, Entry* end);
  void ready_buckets(std::size_t span);        // cursors at their storage's start, `span` at least
  bool buckets_empty(std::size_t span) const;  // whether the first `span` hold no entry
  void reset(StateId n, bool boost, bool compact = false);
  // run_direct's costs as words (move_direct.cpp): Costs<uint64_t> dist_, <uint32_t> key_.
  template <class Word>
  struct Costs;
  // run_direct records a state when it settles: a search cut short (the time limit) leaves
  // offered states out of touched_, so the next reset clears every state instead.
  bool settled_all_ = true;
  // The states the last search may have written are below this: a single-space mover's
  // road-only states (the upper half) are reached only from a road-only start.
  StateId written_ = 0;
  template <bool Packed, class Word>
  void run_direct_as(const MoveModel& m);
  template <bool Packed, class Word, class Expand, class Prefetch>
  void direct(const MoveModel& m, Expand&& expand, Prefetch&& prefetch);
  // run_direct for a walking single-space mover on slots (move_direct.cpp; kFetch: with the
  // prefetches): direct's loop with a state's common steps, the others' by expand_other.
  template <class Word, bool kFetch>
  void walk_direct(const MoveModel& m);
  template <class Word>
  void expand_other(const MoveModel& m, StateId u, Word ku, std::size_t here, std::size_t span);
};

// Every path the player may choose (movement: the player chooses the path): for each move
// state, the paths not worse in both movement used and risk dice (a Pareto set), each within
// the budget. Labels are taken out in order of movement used (a bucket queue: every step
// costs at least 1), so a label is kept exactly when it has fewer risk dice than every label
// of its state kept before it. Its arrays keep their memory from one search to the next.
class ParetoSearch {
 public:
  struct Label {
    StateId state = kNoState;
    MoveCost cost;
    std::uint32_t pred = kNone;  // the label it extends
    static constexpr std::uint32_t kNone = 0xffffffffu;
  };
  void run(const MoveModel& m);
  // From several starts at once, each at cost 0 (the later moves of a Berserker Charge).
  void run(const MoveModel& m, const std::vector<StateId>& starts);
  // How many labels the search kept (each a non-dominated path to its state): labels 0 to
  // one before the count, in order of movement used. Of them, how many a walker on slots
  // expanded by expand_other (the tests check both ways are taken).
  std::uint32_t kept_count() const { return count_; }
  std::uint32_t other_count() const { return other_count_; }
  Label label(std::uint32_t i) const {
    assert(i < count_);
    if (!packed_last_) return labels_[i];
    const PackedLabel& l = packed_[i];
    return {l.state,
            {static_cast<std::int32_t>(l.cost >> 16), static_cast<std::int32_t>(l.cost & 0xffffu)},
            l.pred};
  }
  // The labels from the start's to label i.
  void path(std::uint32_t i, std::vector<std::uint32_t>& out) const;
  // Whether run() may keep its per-state records in 8 bytes (CompactRecords) where the costs
  // allow; the tests turn it off to check the 16-byte ones on the same searches.
  bool compact_records = true;
  // Lowers both records' dice biases as though so many searches had run on them that the
  // next search takes the lowest one and the search after it clears every record (tests:
  // searches across that wrap).
  void skip_to_last_biases();

 private:
  // The labels kept, in the order taken out (its size is its capacity): a label's pred is
  // the place of the kept label it extends. Offers wait in the buckets until taken out;
  // most are then dominated and never take a label (12 bytes written and read once each,
  // where a label for every offer and its number in a bucket were 20 written and read back
  // out of order).
  std::vector<Label> labels_;
  // The same in 12 bytes for a search on the compact records (its costs below 0xffff): the
  // cost as one word, movement above dice. A quarter fewer bytes written a label (at 256 x
  // 256 the labels are the largest array a search writes).
  struct PackedLabel {
    StateId state;
    std::uint32_t cost;
    std::uint32_t pred;
  };
  std::vector<PackedLabel> packed_;
  bool packed_last_ = false;  // the last search kept its labels in packed_
  // An offer: its state, its dice (its movement is its bucket's) and the label it extends.
  struct Offer {
    StateId state;
    std::int32_t dice;
    std::uint32_t pred;
  };
  std::uint32_t count_ = 0, other_count_ = 0;  // labels kept by the last search; other_count()
  // By movement used modulo their count (a step costs 1 to max_step_length() movement
  // points: that many buckets and one more hold every offer not yet taken out, and the same
  // few stay in cache): each bucket's storage (its size its capacity) and, per bucket, one
  // past its last entry and the end of its storage (a push is a store and a compare).
  std::vector<std::vector<Offer>> buckets_;
  struct Cursor {
    Offer* end;
    Offer* cap;
  };
  std::vector<Cursor> cursors_;
  void grow(std::size_t bucket);
  // grow() for a bucket whose cursor the loop holds as a local (its end `end`): its cursor
  // after.
  Cursor grow_from(std::size_t bucket, Offer* end);
  // The cursors at the start of each bucket's storage, `span` buckets at least.
  void ready_buckets(std::size_t span);
  // Whether the first `span` buckets hold no offer.
  bool buckets_empty(std::size_t span) const;
  // The labels' storage (labels_ or packed_) doubled (`labels` its data after): its new
  // capacity.
  template <class Stored>
  static std::uint32_t grow_labels(std::vector<Stored>& store, Stored*& labels);
  // Per state, one record of two words: `least`, the fewest dice of a label kept so far, and
  // `offer`, the least offer so far by movement, then dice (one word, movement above dice, so
  // that comparing words compares offers), which drops the offers it dominates before they
  // take a label and a queue entry. One record, so that an offer reads one place (the two in
  // two arrays, `least` alone for the test most neighbours take, ran slower at 128 and 512 x
  // 512: the neighbours ahead then read two cache lines).
  //
  // No search resets the records (a memset of 8 bytes a state, 0.16 of the limit BFS at
  // 256 x 256): each search adds its own biases, lower than every earlier search's, to what
  // it writes, so that what an earlier one wrote reads as no label and no offer. `least`
  // holds dice_bias + the dice, and each search's dice_bias is the last one's less kDice + 1
  // (more than any dice); an offer's movement field holds len_bias + the movement, each
  // search's len_bias the last one's less the most movement it may offer and 1. So a record
  // of an earlier search is above every value this one writes: its least more dice than any
  // label, its offer longer than any offer. Every bit 1 (a record no search wrote, or
  // cleared) is above them too. When a bias would go below 0, every record is cleared
  // (every 65535 searches, or 65535 / (move + 1) for the offers' movement, on the compact
  // records) and both start again from the top.
  template <class K>
  struct Records {
    using Key = K;
    static constexpr int kShift = 4 * static_cast<int>(sizeof(K));
    static constexpr K kDice = (K{1} << kShift) - 1;  // the offer's low half: its dice
    static constexpr K kNone = kDice;  // no offer may cost this many movement points or dice
    struct Rec {
      K least;
      K offer;
    };
    std::vector<Rec> rec;
    K len_bias = kDice;   // the last search's (the top: none yet)
    K dice_bias = ~K{0};  // the last search's (the top: none yet)
  };
  // The compact records for a search whose offers all cost less than 0xffff movement points
  // and dice (nearly every one: a move of hundreds of points on a map of few figures); the
  // wide ones otherwise.
  using CompactRecords = Records<std::uint32_t>;
  using WideRecords = Records<std::uint64_t>;
  WideRecords wide_;
  CompactRecords compact_;
  template <class R>
  void search(const MoveModel& m, const std::vector<StateId>& starts, R& records);
  // search's parts (pareto_direct.cpp): a search's start (its records' biases and buckets
  // ready; its most movement and its buckets); search for a walker on slots, and its rare labels.
  struct Begun {
    std::size_t top, span;
  };
  template <class R>
  Begun begin_search(const MoveModel& m, R& records);
  template <class R>
  void walk(const MoveModel& m, const std::vector<StateId>& starts, R& records);
  template <class R>
  void expand_other(const MoveModel& m, R& records, Label here, std::uint32_t i, std::size_t slot,
                    std::size_t span);
  template <class R>
  void offer_through(R& records, StateId s, MoveCost c, std::uint32_t pred, std::size_t len,
                     std::size_t slot, std::size_t span);
  std::vector<StateId> starts_;
};

}  // namespace arbiter::heroscape

namespace boost {
template <>
struct graph_traits<arbiter::heroscape::MoveGraph> {
  using vertex_descriptor = arbiter::heroscape::StateId;
  using edge_descriptor = arbiter::heroscape::MoveEdge;
  using directed_category = boost::directed_tag;
  using edge_parallel_category = boost::allow_parallel_edge_tag;
  struct traversal_category : boost::incidence_graph_tag, boost::vertex_list_graph_tag {};
  using out_edge_iterator = arbiter::heroscape::MoveOutEdgeIterator;
  using vertex_iterator = boost::counting_iterator<arbiter::heroscape::StateId>;
  using degree_size_type = std::size_t;
  using vertices_size_type = std::size_t;
  using edges_size_type = std::size_t;
  using in_edge_iterator = void;
  using adjacency_iterator = void;
  using edge_iterator = void;
  static vertex_descriptor null_vertex() { return arbiter::heroscape::kNoState; }
};
}  // namespace boost
