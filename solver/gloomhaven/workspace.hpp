// The Gloomhaven turn solver's storage: what a TurnWorkspace keeps from one turn to the
// next (search results, per-cell arrays, the line-of-sight cache, the solver's lists) and
// the small types those hold. The procedure that uses them is TurnSolver
// (turn_solver.hpp). Internal to solver/gloomhaven/.
#pragma once

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdint>
#include <deque>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "pathing/flood.hpp"
#include "pathing/search.hpp"
#include "pathing/search_lengths.hpp"
#include "pathing/sight.hpp"
#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/movement.hpp"

namespace arbiter::gloomhaven {

namespace detail {

using pathing::Coord;
using pathing::kNoCell;
using pathing::SearchResult;

// The twelve orientations of an area pattern (six rotations, mirrored or not), deduplicated.
std::vector<std::vector<Coord>> orientations(const std::vector<Coord>& pattern);

// The answers of SightCache past its flat table: (cell pair, answer) in an open-addressing
// table of 8-byte entries, probed linearly from a multiplicative hash. A turn asks its
// attack hexes about each candidate a thousand times on a far focus's range: a node-based
// map's lookups (a division and two dependent loads each) cost a sixth of such a turn.
class SightAnswers {
 public:
  void clear() {
    slots_.clear();
    used_ = 0;
  }
  // The answer for key (a pair's cells, a < b: (a << 32) | b), or -1 when not known.
  int find(std::uint64_t key) const {
    if (slots_.empty()) return -1;
    const std::uint64_t want = (key + 1) << 1;
    for (std::size_t i = home(key);; i = (i + 1) & (slots_.size() - 1)) {
      const std::uint64_t s = slots_[i];
      if (s == 0) return -1;
      if ((s & ~std::uint64_t{1}) == want) return static_cast<int>(s & 1);
    }
  }
  // Adds a key not in the table.
  void add(std::uint64_t key, bool visible) {
    if (2 * (used_ + 1) > slots_.size()) grow();
    place(((key + 1) << 1) | (visible ? 1 : 0));
    ++used_;
  }

 private:
  // An entry is ((key + 1) << 1) | answer: never 0, the mark of an empty slot (cells are
  // below 2^31, so key + 1 is below 2^63).
  std::size_t home(std::uint64_t key) const {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> shift_);
  }
  void place(std::uint64_t entry) {
    std::size_t i = home((entry >> 1) - 1);
    while (slots_[i] != 0) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = entry;
  }
  void grow() {
    std::vector<std::uint64_t> old = std::move(slots_);
    const std::size_t size = old.empty() ? 1024 : 2 * old.size();
    slots_.assign(size, 0);
    shift_ = 64 - std::countr_zero(size);
    for (std::uint64_t e : old)
      if (e != 0) place(e);
  }
  std::vector<std::uint64_t> slots_;  // a power of two of them, at most half used
  std::size_t used_ = 0;
  int shift_ = 64;
};

// Line of sight between the cells of one board under one model, kept across turns on that
// board: the answers depend on its layout alone (Board::serial). Boards up to
// kFlatSightCells cells get a flat table (one byte a pair), larger ones a hash table. The
// Sight itself (its list of blocking edges) is built at the first question, so that a turn
// that asks none (melee) pays nothing, and is kept for every board of the same layout.
class SightCache {
 public:
  static constexpr CellIndex kFlatSightCells = 2048;
  void prepare(const pathing::Board& b, pathing::SightModel m) {
    if (board_ != b.serial() || model_ != m || n_ != b.size()) {
      board_ = b.serial();
      model_ = m;
      n_ = b.size();
      table_.clear();
      map_.clear();
      if (n_ <= kFlatSightCells) table_.assign(static_cast<std::size_t>(n_) * n_, 0);
      sight_.reset();
    } else if (sight_ && address_ != &b) {
      sight_->rebind(b);
    }
    address_ = &b;
  }
  // The cache of the other model in the same workspace: a Sight built there for the same
  // layout lends this one its list of edges.
  void pair_with(SightCache& other) {
    sibling_ = &other;
    other.sibling_ = this;
  }
  bool sees(CellIndex a, CellIndex b) {
    if (a > b) std::swap(a, b);
    if (!table_.empty()) {
      std::uint8_t& v = table_[static_cast<std::size_t>(a) * n_ + b];
      if (v == 0) v = sight().visible(a, b) ? 1 : 2;
      return v == 1;
    }
    assert(b < (CellIndex{1} << 31));
    const std::uint64_t key = (static_cast<std::uint64_t>(a) << 32) | b;
    if (const int known = map_.find(key); known >= 0) return known == 1;
    const bool v = sight().visible(a, b);
    map_.add(key, v);
    return v;
  }

 private:
  std::uint64_t board_ = 0;
  pathing::SightModel model_ = pathing::SightModel::CornerToCorner;
  CellIndex n_ = 0;
  const pathing::Board* address_ = nullptr;
  SightCache* sibling_ = nullptr;
  std::optional<pathing::Sight> sight_;
  std::vector<std::uint8_t> table_;
  SightAnswers map_;

  const pathing::Sight& sight() {
    if (!sight_) {
      if (sibling_ && sibling_->sight_ && sibling_->board_ == board_ && sibling_->n_ == n_ &&
          sibling_->sight_->edges()) {
        sight_.emplace(*address_, model_, sibling_->sight_->edges());
      } else {
        sight_.emplace(*address_, model_);
      }
    }
    return *sight_;
  }
};

// Drops the least recently used entries (lowest `used`) of a cache until what they hold
// (`size(entry)` each) and `more` fit within `budget`; returns what the rest hold.
template <class Entry, class Size>
std::size_t evict_least_used(std::vector<Entry>& entries, std::size_t more, std::size_t budget,
                             Size size) {
  std::size_t held = 0;
  for (const Entry& e : entries) held += size(e);
  while (!entries.empty() && held + more > budget) {
    const auto oldest =
        std::min_element(entries.begin(), entries.end(),
                         [](const Entry& a, const Entry& b) { return a.used < b.used; });
    held -= size(*oldest);
    entries.erase(oldest);
  }
  return held;
}

// Distances around walls (every step counts 1) from one cell to every cell, kept across
// turns on one layout (Board::serial): the exact table's proximity of a monster to a
// candidate is the distance from the candidate's cell to the monster's (open edges are
// shared by both cells, so the distance is the same both ways). The candidates of a round
// are few and stand still while the monsters act: a search from each, once, serves every
// monster's turn, where a search from each monster served one. The least recently used
// entry goes first past kBudget cells of distances in all.
class ProximityCache {
 public:
  static constexpr std::size_t kBudget = std::size_t{1} << 22;  // 16 MB of distances
  // The distance from `from` to every cell (-1: unreached), searched with `scratch` the
  // first time it is asked on this layout. The distances of other layouts are kept within
  // the budget too: a round that springs a trap or opens a door moves to another layout
  // and, the next round, back (BoardCache gives the first one its board back).
  const std::vector<std::int32_t>& from(const pathing::Board& b, CellIndex from,
                                        pathing::DepthResult& scratch) {
    ++clock_;
    for (Entry& e : entries_)
      if (e.cell == from && e.layout == b.serial() && e.dist.size() == b.size()) {
        e.used = clock_;
        return e.dist;
      }
    // The least recently used entries go first, until this one fits.
    evict_least_used(entries_, b.size(), kBudget, [](const Entry& e) { return e.dist.size(); });
    Entry& slot = entries_.emplace_back();
    slot.layout = b.serial();
    slot.cell = from;
    slot.used = clock_;
    slot.dist.assign(b.size(), -1);
    pathing::OpenModel open(b);
    pathing::search_bfs_direct(pathing::ForwardGraph<pathing::OpenModel>{&open}, from, scratch);
    for (CellIndex c : scratch.reached_cells()) slot.dist[c] = scratch.depth(c);
    return slot.dist;
  }

 private:
  struct Entry {
    std::uint64_t layout = 0;  // Board::serial
    CellIndex cell = kNoCell;
    std::uint64_t used = 0;
    std::vector<std::int32_t> dist;
  };
  std::uint64_t clock_ = 0;
  std::vector<Entry> entries_;
};

// One area placement from one hex: the candidates it hits (sorted) and its hexes on the map,
// as ranges of the workspace's pools (area_hits, area_cells), and the hits as a mask
// (TurnSolver::use_masks()).
struct Area {
  std::uint32_t hit_first = 0, hit_count = 0;
  std::uint32_t cell_first = 0, cell_count = 0;
  std::uint64_t mask = 0;
};
// What can be attacked from one hex, whatever the focus: computed once per hex a turn.
struct HexAttacks {
  std::vector<std::size_t> singles;  // candidates a single-target attack reaches
  std::vector<Area> areas;           // distinct area placements (first: none)
  std::uint64_t singles_mask = 0;    // singles as a mask (use_masks())
  std::uint64_t dis_mask = 0;        // the candidates it attacks at disadvantage (masks)
  std::uint64_t areas_mask = 0;      // the candidates some area hits (masks)
};

// The key of the search towards the destinations (towards.cpp): negative hexes on the
// whole way, movement from the end cell on, movement used this turn.
struct TowardsLabel {
  std::int32_t negatives = std::numeric_limits<std::int32_t>::max();
  std::int32_t left = std::numeric_limits<std::int32_t>::max();
  std::int32_t used = std::numeric_limits<std::int32_t>::max();
  friend constexpr auto operator<=>(TowardsLabel, TowardsLabel) = default;
};

// An offer of the search towards the destinations: a cell and the label offered to it.
struct TowardsEntry {
  CellIndex cell;
  TowardsLabel label;
};

// A target set: candidates, sorted.
using Group = std::vector<std::size_t>;
// 3.1 key of a (hex, target set) pair beyond the hex's own keys.
struct GroupKey {
  int targets = 0;
  int disadvantaged = 0;   // weighed in 3.1 only where the focus has no priority of its own
  std::vector<int> ranks;  // dense ranks of the targets, ascending (ranked rule sets)
  void clear() {           // as a new key, keeping the memory of its ranks
    targets = disadvantaged = 0;
    ranks.clear();
  }
};
// A ranged area placement anchored on a candidate (TurnSolver::prepare_placements): the
// candidates on its hexes, and its hexes on the map.
struct Placement {
  std::uint64_t mask = 0;              // candidates on its hexes
  std::uint32_t first = 0, count = 0;  // its hexes: placement_cells_[first, first + count)
};
// step3_move's answer at one hex for the chosen groups: whether some attack is on a group,
// with how many at disadvantage, and the attacks as (group index, placement).
struct KnownAnswer {
  bool ok = false;
  int dis = -1;
  std::vector<std::pair<std::size_t, const Area*>> attacks;
};

// The turn solver's lists, kept in the workspace so that their memory serves every turn (a
// solve allocated about 170 times before). Every turn starts with each of them empty, as
// fresh ones: TurnWorkspace::Arrays::prepare, which the TurnSolver constructor calls, calls
// clear(), which keeps only their capacity.
// Lists of lists that are indexed (in_range, may_hit, known_answer, step3_keys) keep their
// inner lists too, and their users clear an entry before filling it; each says below which
// entries are valid this turn.
struct TurnBuffers {
  std::vector<FigureIndex> cands;
  std::vector<int> cand_of_figure;
  std::vector<std::pair<int, std::size_t>> cands_by_q;
  std::vector<std::vector<std::pair<CellIndex, int>>> in_range;  // entries < cands.size()
  std::vector<std::pair<CellIndex, std::size_t>> near;
  std::vector<pathing::StepCost> focus_path;
  std::vector<bool> path_exact;
  std::vector<int> order_rank;
  std::vector<std::pair<int, int>> rank_key;
  std::vector<int> dense_rank;
  std::vector<std::uint8_t> dis_scratch;
  std::vector<std::size_t> scratch_pool, scratch_base, scratch_fixed, scratch_group, scratch_chosen,
      scratch_idx;
  std::vector<std::uint64_t> listed_masks;
  GroupKey listing_key;
  std::vector<std::uint64_t> seen_masks;
  std::vector<std::size_t> scratch_hits;
  std::vector<CellIndex> scratch_cells;
  std::vector<Coord> scratch_pattern;
  std::vector<std::uint8_t> placed;
  std::vector<std::size_t> placed_marks;
  std::vector<Placement> placements;
  std::vector<CellIndex> placement_cells;
  std::vector<std::uint32_t> placement_of;
  std::vector<std::uint32_t> placement_order;
  std::vector<std::uint64_t> hit_slots;
  std::vector<std::uint32_t> hit_stamps;
  std::vector<std::uint64_t> area_reach;
  std::vector<std::vector<CellIndex>> may_hit;  // entries where may_hit_listed is set
  std::vector<char> may_hit_listed;
  std::vector<std::uint64_t> around_bits;
  std::vector<std::uint64_t> placement_bits;
  std::vector<std::uint64_t> group_masks;
  std::vector<GroupKey> step3_keys;  // entries step3_move has set for this focus
  std::vector<std::pair<const Group*, const Area*>> step3_attacks, scratch_attacks;
  std::vector<Group> known_groups;
  // step3_move's stamps per cell, kept across turns with their serial (each turn takes a new
  // one, so that none of an earlier turn's is read): a clear here cost each turn a pass over
  // both arrays, a tenth of a round on the 1000 x 1000 map.
  std::vector<std::uint32_t> known_at;
  std::uint32_t known_serial = 0;
  std::vector<KnownAnswer> known_answer;  // entries < known_at.size()
  std::vector<std::uint64_t> rank_masks;
  std::vector<std::pair<pathing::StepCost, CellIndex>> focus_order;  // step2_focus
  std::vector<int> cand_proximity;     // search_proximity: per candidate, -1 unreached
  std::vector<char> proximity_needed;  // search_proximity
  std::vector<std::pair<CellIndex, std::size_t>> proximity_wanted;  // search_proximity
  std::vector<TowardsEntry> towards_later, towards_level;           // towards_shared
  std::vector<TowardsEntry> towards_same;     // towards_shared: offers to the bucket expanded
  std::vector<CellIndex> towards_candidates;  // step3_towards
  std::vector<CellIndex> towards_tight;       // towards_from_travel
  std::vector<CellIndex> travel_needed;       // search_travel_exact
  std::vector<char> step3_has;                // step3_move
  GroupKey step3_again;                       // step3_move
  std::vector<FigureIndex> merge_targets;     // run: identical options merged
  std::vector<std::size_t> merge_first, merge_order;

  void clear() {
    auto empty = [](auto&... v) { (v.clear(), ...); };
    empty(cands, cand_of_figure, cands_by_q, near, focus_path, path_exact, order_rank, rank_key,
          dense_rank, dis_scratch, scratch_pool, scratch_base, scratch_fixed, scratch_group,
          scratch_chosen, scratch_idx, listed_masks, listing_key, seen_masks, scratch_hits,
          scratch_cells, scratch_pattern, placed, placed_marks, placements, placement_cells,
          placement_of, placement_order, hit_slots, hit_stamps, area_reach, may_hit_listed,
          around_bits, placement_bits, group_masks, step3_attacks, scratch_attacks, known_groups,
          rank_masks, focus_order, cand_proximity, proximity_needed, proximity_wanted,
          towards_later, towards_level, towards_same, towards_candidates, towards_tight,
          travel_needed, step3_has, step3_again, merge_targets, merge_first, merge_order);
  }
};

// Boards built from a round's map, kept across the rounds played on one workspace (the
// page's plays, --branches replaying a round for each choice, a benchmark's repetitions):
// the same map gets the same board back, and with it its serial, so that every cache keyed
// by the serial (sight, the exact table's proximities, the entry costs) carries over from
// one round to the next where a board built anew had voided them all. A map the round
// changed (a trap sprung, a door opened) is another map. The boards kept hold at most
// kCells cells together, the last used kept first.
class BoardCache {
 public:
  static constexpr std::size_t kCells = std::size_t{1} << 21;
  std::shared_ptr<const pathing::Board> board(const Scenario& s) {
    ++clock_;
    for (Entry& e : entries_) {
      if (e.map == s.map) {
        e.used = clock_;
        return e.board;
      }
    }
    auto board = std::make_shared<const pathing::Board>(build_board(s));
    const std::size_t held = evict_least_used(entries_, board->size(), kCells,
                                              [](const Entry& e) { return e.board->size(); });
    if (held + board->size() <= kCells) entries_.push_back({s.map, board, clock_, nullptr});
    return board;
  }
  // What every Sight of board `b` (one this cache gave) reads, listed once for all rounds.
  std::shared_ptr<const pathing::SightEdges> edges(const pathing::Board& b) {
    for (Entry& e : entries_) {
      if (e.board.get() != &b) continue;
      if (!e.edges) e.edges = std::make_shared<const pathing::SightEdges>(b);
      return e.edges;
    }
    return std::make_shared<const pathing::SightEdges>(b);
  }

 private:
  struct Entry {
    MapSpec map;
    std::shared_ptr<const pathing::Board> board;
    std::uint64_t used = 0;
    std::shared_ptr<const pathing::SightEdges> edges;  // at the first Sight (edges())
  };
  std::vector<Entry> entries_;
  std::uint64_t clock_ = 0;
};

// An area pattern's orientations, kept while the turns' pattern stays the same.
struct OrientationMemo {
  std::vector<Coord> pattern;
  std::vector<std::vector<Coord>> orientations;
  const std::vector<std::vector<Coord>>& of(const std::vector<Coord>& p) {
    if (orientations.empty() || pattern != p) {
      pattern = p;
      orientations = detail::orientations(p);
    }
    return orientations;
  }
};

}  // namespace detail

struct TurnWorkspace::Arrays {
  Arrays() { sight[0].pair_with(sight[1]); }
  Arrays(const Arrays&) = delete;  // the sight caches point at each other
  Arrays& operator=(const Arrays&) = delete;
  detail::SightCache sight[2];            // by pathing::SightModel
  detail::ProximityCache proximity_from;  // the exact table's proximities (search_proximity)
  detail::BoardCache boards;              // the rounds' boards (RoundPlayer::board)
  CellIndex cells = 0;
  pathing::SearchResult travel;  // from the start, this mover's costs
  // The travel search's lengths by slot past the heap (unit lengths on a laid-out board)
  pathing::SlotLengths travel_lengths;
  pathing::SearchResult reverse;   // towards one destination (the reference method only)
  pathing::DepthResult proximity;  // from the start, around walls only
  pathing::DepthResult around;     // range from one attack hex, around walls
  Occupancy occ;
  std::vector<FigureIndex> figure_at;     // per cell
  std::vector<std::int32_t> attack_slot;  // per cell: index into the attack pool, or -1
  std::vector<CellIndex> dirty;           // cells whose occ/figure_at/attack_slot are set
  // WalkModel's table of entry costs (TurnSolver::walk_model), kept across turns on one
  // layout: filled whole for a new layout or way of moving, else only the cells whose
  // occupants may have changed (those of walk_entry_patched, set a turn ago, and this turn's).
  std::vector<std::uint8_t> walk_entry;
  std::vector<CellIndex> walk_entry_patched;  // cells whose entry reflects a figure
  std::uint64_t walk_entry_layout = 0;        // Board::serial it was filled for
  int walk_entry_kind = -1;                   // -1: none; else 1 when it ignores terrain
  // walk_entry by the board's slots (laid-out boards: 0 at slots with no cell), kept with it,
  // and the work arrays of finish_dijkstra_by_slots (pathing/search_slots.hpp).
  std::vector<std::uint8_t> walk_entry_slots;
  pathing::SlotQueueWork travel_slots;
  std::uint64_t last_layout = 0;                 // Board::serial of the last turn's board
  std::vector<std::uint8_t> travel_needed_mark;  // search_travel_exact, all zero between uses
  std::vector<std::uint64_t> near_bits;          // search_travel: a bit per cell, all zero
  // prepare_attack_geometry's flat table of distances to the candidates (small boards), kept
  // across turns: zero but for the entries of prox_set, which the next turn clears. It only
  // grows (its entries past this turn's candidates are zero).
  std::vector<std::uint16_t> prox_table;
  std::vector<std::uint32_t> prox_set;
  std::vector<CellIndex> prox_cells;     // this turn's cells in reach of some candidate
  std::vector<std::uint64_t> prox_bits;  // prox_cells as a bit per cell: all zero between uses
  // Step 3 out of reach (towards.cpp), sized at first use and left clean after each use:
  // per cell its label (unreached: the default) and its place in the set-up of the answer.
  std::vector<detail::TowardsLabel> towards_label;
  std::vector<std::uint32_t> towards_slot;
  std::vector<std::uint64_t> towards_bits;  // up to 64 end cells: the best of them, as bits
  // towards_shared's buckets of offers by movement left (a ring), each left empty after use.
  std::vector<std::vector<detail::TowardsEntry>> towards_ring;
  // What each hex can attack (TurnSolver::attacks_from): the first `attacks_used` entries are
  // this turn's; the others keep their lists' memory for later turns. A deque: the entries
  // do not move.
  std::deque<detail::HexAttacks> attacks;
  std::size_t attacks_used = 0;
  std::vector<std::size_t> area_hits;    // every Area's hits, this turn
  std::vector<CellIndex> area_cells;     // every Area's hexes, this turn
  detail::TurnBuffers turn;              // the solver's lists (see TurnBuffers)
  detail::OrientationMemo orientations;  // the last area pattern's orientations

  // Sizes the arrays for a board, or clears what the last turn wrote.
  void prepare(CellIndex n) {
    if (cells != n) {
      cells = n;
      travel.resize(n);
      reverse = {};
      towards_label = {};
      towards_slot = {};
      towards_bits = {};
      proximity.resize(n);
      around.resize(n);
      occ.cell.assign(n, Occupant::None);
      figure_at.assign(n, kNoFigure);
      attack_slot.assign(n, -1);
    } else {
      for (CellIndex c : dirty) {
        occ.cell[c] = Occupant::None;
        figure_at[c] = kNoFigure;
        attack_slot[c] = -1;
      }
    }
    dirty.clear();
    attacks_used = 0;
    area_hits.clear();
    area_cells.clear();
    turn.clear();
    occ.forget_slides();  // they depend on the board and the figures
  }
};

}  // namespace arbiter::gloomhaven
