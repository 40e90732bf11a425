// The Gloomhaven monster turn solver, shared by the files that implement its steps:
// decide.cpp (set-up, steps 1 and 2), attack.cpp (what can be attacked from where) and
// step3.cpp (movement and the choice of the attack). Internal to solver/gloomhaven/.
#pragma once

#include <cassert>
#include <cstdint>
#include <deque>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include "pathing/flood.hpp"
#include "pathing/search.hpp"
#include "pathing/sight.hpp"
#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/movement.hpp"

namespace arbiter::gloomhaven {

namespace detail {

using pathing::Coord;
using pathing::kNoCell;
using pathing::SearchResult;
using scenario::Condition;
using scenario::Figure;
using scenario::Movement;

constexpr int kAllTargets = 1 << 20;
// Boards up to this many cells get complete searches and an exact focus table; larger
// ones stop each search once the decision is settled (see search_travel).
constexpr pathing::CellIndex kExactTableCells = 1 << 14;
// Choosing extra targets among equals can explode combinatorially; past this many equally
// good target sets at one hex the rest are not listed (the trace says so).
constexpr std::size_t kMaxPlansPerHex = 256;

// The twelve orientations of an area pattern (six rotations, mirrored or not), deduplicated.
std::vector<std::vector<Coord>> orientations(const std::vector<Coord>& pattern);
std::string join_ids(const std::vector<FigureIndex>& ids, const std::vector<Figure>& figs);

}  // namespace detail

namespace detail {

// Line of sight between the cells of one board under one model, kept across turns on that
// board: the answers depend on its layout alone (Board::serial). Boards up to
// kFlatSightCells cells get a flat table (one byte a pair), larger ones a hash map. The
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
    const std::uint64_t key = (static_cast<std::uint64_t>(a) << 32) | b;
    const auto it = map_.find(key);
    if (it != map_.end()) return it->second;
    const bool v = sight().visible(a, b);
    map_.emplace(key, v);
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
  std::unordered_map<std::uint64_t, bool> map_;

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
// fresh ones: the TurnSolver constructor calls clear(), which keeps only their capacity.
// Lists of lists that are indexed (in_range, may_hit, known_answer, step3_keys) keep their
// inner lists too, and their users clear an entry before filling it; each says below which
// entries are valid this turn.
struct TurnBuffers {
  std::vector<FigureIndex> cands;
  std::vector<int> cand_of_figure;
  std::vector<std::pair<int, std::size_t>> cands_by_q;
  std::vector<std::vector<std::pair<CellIndex, int>>> in_range;  // entries < cands.size()
  std::vector<std::uint16_t> prox_flat;
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
  std::vector<std::uint32_t> known_at;
  std::vector<KnownAnswer> known_answer;  // entries < known_at.size()
  std::vector<std::uint64_t> rank_masks;
  std::vector<std::pair<pathing::StepCost, CellIndex>> focus_order;  // step2_focus
  std::vector<char> proximity_needed;                                // search_proximity
  std::vector<std::pair<CellIndex, std::size_t>> proximity_wanted;   // search_proximity
  std::vector<std::pair<TowardsLabel, CellIndex>> towards_heap;      // towards_shared
  std::vector<CellIndex> towards_candidates;                         // step3_towards
  std::vector<char> step3_has;                                       // step3_move
  GroupKey step3_again;                                              // step3_move
  std::vector<FigureIndex> merge_targets;  // run: identical options merged
  std::vector<std::size_t> merge_first, merge_order;

  void clear() {
    auto empty = [](auto&... v) { (v.clear(), ...); };
    empty(cands, cand_of_figure, cands_by_q, prox_flat, near, focus_path, path_exact, order_rank,
          rank_key, dense_rank, dis_scratch, scratch_pool, scratch_base, scratch_fixed,
          scratch_group, scratch_chosen, scratch_idx, listed_masks, listing_key, seen_masks,
          scratch_hits, scratch_cells, scratch_pattern, placed, placed_marks, placements,
          placement_cells, placement_of, placement_order, hit_slots, hit_stamps, area_reach,
          may_hit_listed, around_bits, placement_bits, group_masks, step3_attacks, scratch_attacks,
          known_groups, known_at, rank_masks, focus_order, proximity_needed, proximity_wanted,
          towards_heap, towards_candidates, step3_has, step3_again, merge_targets, merge_first,
          merge_order);
  }
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
  detail::SightCache sight[2];  // by pathing::SightModel
  CellIndex cells = 0;
  pathing::SearchResult travel;     // from the start, this mover's costs
  pathing::SearchResult reverse;    // towards one destination (the reference method only)
  pathing::SearchResult proximity;  // from the start, around walls only
  pathing::SearchResult around;     // range from one attack hex, around walls
  Occupancy occ;
  std::vector<FigureIndex> figure_at;     // per cell
  std::vector<std::int32_t> attack_slot;  // per cell: index into the attack pool, or -1
  std::vector<CellIndex> dirty;           // cells whose occ/figure_at/attack_slot are set
  // Step 3 out of reach (towards.cpp), sized at first use and left clean after each use:
  // per cell its label (unreached: the default) and its place in the set-up of the answer.
  std::vector<detail::TowardsLabel> towards_label;
  std::vector<std::uint32_t> towards_slot;
  std::vector<std::uint64_t> towards_bits;  // up to 64 end cells: the best of them, as bits
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

namespace detail {

class TurnSolver {
 public:
  TurnSolver(const scenario::Scenario& s, const pathing::Board& b, const RuleProfile& p,
             TurnWorkspace::Arrays& ws, const DecideOptions& options = {})
      : exact_(options.exact_table || b.size() <= kExactTableCells),
        bit_masks_(options.bit_masks),
        shared_towards_(options.shared_towards),
        s_(s),
        b_(b),
        p_(p),
        figs_(s.figures),
        ws_((ws.prepare(b.size()), ws)),
        sight_(ws.sight[static_cast<int>(p.sight)]),
        occ_(ws.occ),
        figure_at_(ws.figure_at),
        attack_slot_(ws.attack_slot),
        travel_(ws.travel),
        reverse_(ws.reverse),
        proximity_(ws.proximity) {
    sight_.prepare(b, p.sight);
  }

  Decision run(bool focus_only = false);

 private:
  // --- set-up ---
  void trace(std::string step, std::string text) {
    d_.trace.push_back({std::move(step), std::move(text)});
  }
  CellIndex cell_of(FigureIndex f) const {
    return *b_.find(figs_[static_cast<std::size_t>(f)].hex);
  }
  std::string cell_name(CellIndex c) const {
    const Coord w = s_.coordinates.from_axial(b_.coord(c));
    return "[" + std::to_string(w.q) + ", " + std::to_string(w.r) + "]";
  }
  void step1_first_checks();
  void build_occupancy();
  void note_unruled();
  void search_travel();
  bool travel_exact(CellIndex e) const;
  bool can_stop(CellIndex e) const;
  pathing::StepCost end_cost(CellIndex e) const;
  pathing::StepCost landing(CellIndex e) const;

  // --- attacks ---
  void prepare_attack_geometry();
  int proximity_between(std::size_t cand, CellIndex e) const;
  bool single_hits(CellIndex e, std::size_t cand);
  bool disadvantaged(CellIndex e, std::size_t cand, bool ranged) const;
  // How an extra target ranks, by the focus rules' later stages seen from where the monster
  // stands: proximity (where the rule set uses it), then initiative order.
  std::pair<int, int> target_rank(std::size_t cand) const {
    const CellIndex c = cell_of(cands_[cand]);
    const int prox = !p_.proximity_in_focus  ? 0
                     : proximity_.reached(c) ? proximity_.cost(c).length
                                             : std::numeric_limits<int>::max();
    return {prox, order_rank_[cand]};
  }
  // Up to 64 candidates, target sets are also kept as bit masks (bit k: candidate k), so
  // that comparing sets in the inner loops of step 3 is a few word operations.
  static constexpr std::size_t kMaskCandidates = 64;
  bool use_masks() const { return bit_masks_ && cands_.size() <= kMaskCandidates; }
  static std::uint64_t bit(std::size_t k) {
    assert(k < kMaskCandidates);
    return std::uint64_t{1} << k;
  }
  // An area placement's candidates hit and hexes, read from the workspace's pools.
  std::span<const std::size_t> hits(const Area& a) const {
    return {ws_.area_hits.data() + a.hit_first, a.hit_count};
  }
  std::span<const CellIndex> cells(const Area& a) const {
    return {ws_.area_cells.data() + a.cell_first, a.cell_count};
  }
  // Appends an area to `out`, its lists to the pools.
  void add_area(HexAttacks& out, std::span<const std::size_t> hit,
                std::span<const CellIndex> on_map, std::uint64_t mask);
  const HexAttacks& attacks_from(CellIndex e);
  // True when some attack from e can include candidate k (any target set).
  bool can_attack(CellIndex e, std::size_t k) {
    // Without an area the answer is the one single-target check: the other candidates'
    // sight from e is left for when step 3 weighs e's target sets.
    if (!aoe_ && attack_slot_[e] < 0) return targets_ >= 1 && single_hits(e, k);
    const HexAttacks& a = attacks_from(e);
    const int singles_allowed = aoe_ ? targets_ - 1 : targets_;
    if (use_masks()) return ((singles_allowed >= 1 ? a.singles_mask : 0) | a.areas_mask) & bit(k);
    if (singles_allowed >= 1 && std::binary_search(a.singles.begin(), a.singles.end(), k))
      return true;
    for (const Area& area : a.areas) {
      const auto h = hits(area);
      if (std::binary_search(h.begin(), h.end(), k)) return true;
    }
    return false;
  }
  // can_attack for one candidate without computing every attack from e (when attacks_from
  // has not run for e): its single-target attack, then only the area placements that cover
  // it, orientations x pattern hexes, instead of those of every enemy near. Step 3 asks it of
  // every hex around the focus; the full attacks are then built only for the hexes weighed.
  bool can_attack_one(CellIndex e, std::size_t k);
  // Line of sight, cached per pair for the turn.
  bool sees(CellIndex a, CellIndex b);
  const std::vector<CellIndex>& hexes_that_may_hit(std::size_t cand);

  // --- step 3 (step3.cpp; what one hex offers it: step3_hex.cpp) ---
  // A hex from which the focus can be attacked, with the keys that are the same for every
  // attack from it.
  struct Spot {
    CellIndex cell;
    pathing::StepCost cost;
    bool now;              // reachable this turn
    bool focus_dis;        // the focus attacked at disadvantage from it
    std::uint32_t record;  // its entry in the Step3Record's hexes
  };
  using Group = detail::Group;
  using GroupKey = detail::GroupKey;
  int compare_pairs(const Spot& a, const GroupKey& ka, const Spot& b, const GroupKey& kb) const;
  Step3Stage pair_lost_at(const Spot& s, const GroupKey& k, const Spot& w,
                          const GroupKey& kw) const;
  // 3.1 at one hex: the largest target sets including the focus that are best by the rule
  // set's keys. False when no attack from the hex includes the focus.
  // With `out` null, only the key is computed (no target set is listed).
  bool best_groups_at(CellIndex e, std::size_t focus, GroupKey& key, std::vector<Group>* out);
  // One target and no area: every target set is the focus alone, so 3.1 and 3.2 read only
  // the focus's own attack from a hex, never the other candidates' line of sight.
  bool focus_alone() const { return !aoe_ && targets_ == 1; }
  // best_groups_at's key alone, on masks (use_masks(), and not both ranking rules at once).
  bool best_key_by_masks(const HexAttacks& geometry, std::size_t focus, GroupKey& best);
  // 3.2 at one hex: the attacks whose target set is one of `groups`, with the fewest targets
  // at disadvantage; false when there is none.
  bool attacks_on_groups(CellIndex e, const std::vector<Group>& groups, int& disadvantaged,
                         std::vector<std::pair<const Group*, const Area*>>& out);
  std::vector<Spot> step3_spots(std::size_t focus, Step3Record& rec);
  void step3_move(std::size_t focus);
  void step3_focus_only(std::size_t focus, std::vector<Spot>& spots, Step3Record& rec);
  void step3_towards(std::size_t focus, const std::vector<CellIndex>& destinations);
  // step3_towards' answer per destination: the key of the best end cells and the cells.
  using TowardsKey = std::tuple<int, int, int>;
  struct TowardsBest {
    TowardsKey key{std::numeric_limits<int>::max(), 0, 0};
    std::vector<CellIndex> cells;  // in the order of `candidates`
  };
  void towards_shared(const std::vector<CellIndex>& candidates,
                      const std::vector<CellIndex>& destinations, std::vector<TowardsBest>& out);
  void towards_cone(const std::vector<CellIndex>& candidates,
                    const std::vector<CellIndex>& destinations, std::vector<TowardsBest>& out);
  void towards_each(const std::vector<CellIndex>& candidates,
                    const std::vector<CellIndex>& destinations, std::vector<TowardsBest>& out);
  AttackPlan plan_for(CellIndex e, std::size_t focus, const Group& g, const Area* aoe) const;
  std::string group_name(const Group& g) const;

  // --- steps ---
  void step2_focus();
  void search_proximity();

  const bool exact_;  // complete searches (exact focus table)
  const bool bit_masks_;
  const bool shared_towards_;
  const scenario::Scenario& s_;
  const pathing::Board& b_;
  const RuleProfile& p_;
  const std::vector<Figure>& figs_;
  Decision d_;

  FigureIndex actor_ = kNoFigure;
  CellIndex start_ = kNoCell;
  int move_ = 0;
  bool flying_ = false;  // flies now (may end on obstacles; terrain does not affect it)
  bool jumping_ = false;
  bool teleport_ = false;
  bool attacks_ = true;  // false: moves as a melee single-target attacker, attacks no one
  bool muddled_ = false;
  int range_ = 0;  // 0 melee
  int targets_ = 1;
  std::optional<scenario::AreaOfEffect> aoe_;
  std::span<const std::vector<Coord>> aoe_orientations_;  // from the workspace's memo
  int aoe_span_ = 0;  // largest distance of a pattern hex from the pattern's origin

  TurnWorkspace::Arrays& ws_;
  SightCache& sight_;
  Occupancy& occ_;
  std::vector<FigureIndex>& figure_at_;
  std::vector<std::int32_t>& attack_slot_;
  SearchResult& travel_;
  SearchResult& reverse_;
  SearchResult& proximity_;
  bool hidden_enemies_ = false;
  bool travel_bounded_ = false;    // the travel search stopped early...
  pathing::StepCost travel_stop_;  // ...at this cost: costs below it are exact

  std::vector<FigureIndex>& cands_ = ws_.turn.cands;            // candidate enemies (visible)
  std::vector<int>& cand_of_figure_ = ws_.turn.cand_of_figure;  // figure -> candidate index or -1
  std::vector<std::pair<int, std::size_t>>& cands_by_q_ =
      ws_.turn.cands_by_q;  // (axial q, candidate), sorted
  // Hexes within range of each candidate, measured around walls: (cell, hexes) sorted.
  std::vector<std::vector<std::pair<CellIndex, int>>>& in_range_ = ws_.turn.in_range;
  // The same distances as a flat table (candidate * cells + cell: distance + 1, 0 beyond
  // reach) when it is small: proximity_between is asked per hex and candidate many times.
  static constexpr std::size_t kFlatProximity = std::size_t{1} << 18;
  std::vector<std::uint16_t>& prox_flat_ = ws_.turn.prox_flat;
  // (cell, candidate) for every cell within a candidate's reach, sorted by cell: who might
  // be attacked from a cell, without looking at every candidate.
  std::vector<std::pair<CellIndex, std::size_t>>& near_ = ws_.turn.near;
  std::vector<pathing::StepCost>& focus_path_ = ws_.turn.focus_path;  // per candidate
  std::vector<bool>& path_exact_ =
      ws_.turn.path_exact;  // per candidate: false: at least focus_path_
  std::vector<int>& order_rank_ =
      ws_.turn.order_rank;  // per candidate: candidates acting before it
  std::vector<std::pair<int, int>>& rank_key_ =
      ws_.turn.rank_key;  // per candidate: target_rank, once a turn
  std::vector<int>& dense_rank_ =
      ws_.turn.dense_rank;  // per candidate: 3.1 rank (equal keys share one)
  std::vector<std::uint8_t>& dis_scratch_ =
      ws_.turn.dis_scratch;  // per candidate, for the hex being weighed
  // Work buffers of best_groups_at, kept to avoid allocating in its inner loop.
  std::vector<std::size_t>& scratch_pool_ = ws_.turn.scratch_pool;
  std::vector<std::size_t>& scratch_base_ = ws_.turn.scratch_base;
  std::vector<std::size_t>& scratch_fixed_ = ws_.turn.scratch_fixed;
  std::vector<std::size_t>& scratch_group_ = ws_.turn.scratch_group;
  std::vector<std::size_t>& scratch_chosen_ = ws_.turn.scratch_chosen;
  std::vector<std::size_t>& scratch_idx_ = ws_.turn.scratch_idx;
  std::vector<std::uint64_t>& listed_masks_ =
      ws_.turn.listed_masks;  // best_groups_at's sets listed, as masks
  GroupKey& listing_key_ = ws_.turn.listing_key;
  // attacks_from's work: the hit sets seen at the hex (masks), the placement being weighed.
  std::vector<std::uint64_t>& seen_masks_ = ws_.turn.seen_masks;
  std::vector<std::size_t>& scratch_hits_ = ws_.turn.scratch_hits;
  std::vector<CellIndex>& scratch_cells_ = ws_.turn.scratch_cells;
  const Area no_area_;  // the (absent) area of a single-target attack
  std::vector<Coord>& scratch_pattern_ =
      ws_.turn.scratch_pattern;  // the placement's hexes, on the map or not
  // Ranged placements already weighed from the hex, by translation (one orientation).
  std::vector<std::uint8_t>& placed_ = ws_.turn.placed;
  std::vector<std::size_t>& placed_marks_ = ws_.turn.placed_marks;
  // Ranged placements on masks, listed once a turn (prepare_placements): those anchored on
  // a candidate, each with its hexes on the map and the candidates standing on them.
  void prepare_placements();
  void ranged_areas_by_masks(CellIndex e, HexAttacks& out);
  std::vector<Placement>& placements_ = ws_.turn.placements;
  std::vector<CellIndex>& placement_cells_ = ws_.turn.placement_cells;
  // (orientation * candidates + k) * pattern hexes + j: the placement with pattern hex j on
  // candidate k.
  std::vector<std::uint32_t>& placement_of_ = ws_.turn.placement_of;
  std::vector<std::uint32_t>& placement_order_ =
      ws_.turn.placement_order;  // the order attacks_from weighs them in
  // ranged_areas_by_masks: the hit sets met at one hex (open addressing; stamp per hex).
  std::vector<std::uint64_t>& hit_slots_ = ws_.turn.hit_slots;
  std::vector<std::uint32_t>& hit_stamps_ = ws_.turn.hit_stamps;
  std::uint32_t hit_stamp_ = 0;
  // can_attack_one, ranged area: the hexes within range of a placement anchored on candidate
  // area_reach_for_, as bits (the bit board's, or one per cell index without one).
  std::vector<std::uint64_t>& area_reach_ = ws_.turn.area_reach;
  std::size_t area_reach_for_ = std::numeric_limits<std::size_t>::max();
  std::vector<std::vector<CellIndex>>& may_hit_ =
      ws_.turn.may_hit;  // per candidate: hexes_that_may_hit, once
  std::vector<char>& may_hit_listed_ =
      ws_.turn.may_hit_listed;  // per candidate: may_hit_ holds its list
  // Ranged areas on small boards: range around walls as floods on bit sets (built at first
  // use, absent on boards too large for it).
  const pathing::BitBoard* bit_board();
  std::optional<pathing::BitBoard> bits_;
  bool bits_tried_ = false;
  std::vector<std::uint64_t>& around_bits_ =
      ws_.turn.around_bits;  // ranged_areas_by_masks: within range of the hex
  std::vector<std::uint64_t>& placement_bits_ =
      ws_.turn.placement_bits;  // per placement: its hexes
  // 3.2: the chosen groups as masks (use_masks()), in the order of the groups.
  std::vector<std::uint64_t>& group_masks_ = ws_.turn.group_masks;
  std::vector<GroupKey>& step3_keys_ =
      ws_.turn.step3_keys;  // step3_move's keys per spot, reused across focuses
  // step3_move's attacks on the chosen groups, every destination's, and one hex's.
  std::vector<std::pair<const Group*, const Area*>>& step3_attacks_ = ws_.turn.step3_attacks;
  std::vector<std::pair<const Group*, const Area*>>& scratch_attacks_ = ws_.turn.scratch_attacks;
  // step3_move's 3.2 answers per hex for the list of groups known_groups_ (valid where
  // known_at_ holds known_serial_): whether some attack is on a group, with how many at
  // disadvantage, and the attacks as (group index, placement).
  std::vector<Group>& known_groups_ = ws_.turn.known_groups;
  std::vector<std::uint32_t>& known_at_ = ws_.turn.known_at;
  std::vector<KnownAnswer>& known_answer_ = ws_.turn.known_answer;
  std::uint32_t known_serial_ = 0;
  std::vector<std::uint64_t>& rank_masks_ =
      ws_.turn.rank_masks;  // per dense rank: its candidates (use_masks())
};
}  // namespace detail
}  // namespace arbiter::gloomhaven
