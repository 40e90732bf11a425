// The Gloomhaven monster turn solver, shared by the files that implement its steps:
// decide.cpp (set-up, steps 1 and 2), attack.cpp (what can be attacked from where) and
// step3.cpp (movement and the choice of the attack). What it keeps between turns is in
// workspace.hpp. Internal to solver/gloomhaven/.
#pragma once

#include <cassert>
#include <charconv>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <unordered_set>
#include <utility>
#include <vector>

#include "pathing/flood.hpp"
#include "pathing/search.hpp"
#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/movement.hpp"
#include "solver/gloomhaven/workspace.hpp"

namespace arbiter::gloomhaven {

namespace detail {

constexpr int kAllTargets = 1 << 20;
// Boards up to this many cells get complete searches and an exact focus table; larger
// ones stop each search once the decision is settled (see search_travel).
constexpr pathing::CellIndex kExactTableCells = 1 << 14;
// Choosing extra targets among equals can explode combinatorially; past this many equally
// good target sets at one hex the rest are not listed (the trace says so).
constexpr std::size_t kMaxPlansPerHex = 256;

class SharedTowards;  // towards_shared.cpp: the search of towards_shared
class BoundedTravel;  // paths.cpp: the stop of search_travel past kExactTableCells

// Hit sets past 64 candidates (no masks) are told apart by hashing: a sorted vector each.
struct HitsHash {
  std::size_t operator()(const std::vector<std::size_t>& v) const {
    std::size_t h = v.size();
    for (std::size_t k : v) h = h * 0x9E3779B97F4A7C15ULL + k;
    return h;
  }
};
using HitSets = std::unordered_set<std::vector<std::size_t>, HitsHash>;

std::string join_ids(const std::vector<FigureIndex>& ids, const std::vector<Figure>& figs);

class TurnSolver {
 public:
  TurnSolver(const Scenario& s, const pathing::Board& b, const RuleProfile& p,
             TurnWorkspace::Arrays& ws, const DecideOptions& options = {})
      : exact_(options.exact_table || (!options.options_only && b.size() <= kExactTableCells)),
        options_only_(options.options_only && !exact_),
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
    // step3_move's answers of earlier turns are void: their stamps are older than this one.
    if (++known_serial_ == 0) {
      std::fill(known_at_.begin(), known_at_.end(), 0);
      known_serial_ = 1;
    }
    layout_again_ = ws_.last_layout == b.serial();
    ws_.last_layout = b.serial();
  }

  virtual ~TurnSolver() = default;
  TurnSolver(const TurnSolver&) = delete;
  TurnSolver& operator=(const TurnSolver&) = delete;

  Decision run(bool focus_only = false);

  // Protected, and the five searches below virtual, for the reference searches the tests
  // compare these with (tests/reference/): this is the solver's only method of each.
 protected:
  friend class SharedTowards;
  friend class BoundedTravel;

  // --- set-up ---
  void trace(std::string step, std::string text) {
    d_.trace.push_back({std::move(step), std::move(text)});
  }
  CellIndex cell_of(FigureIndex f) const {
    return *b_.find(figs_[static_cast<std::size_t>(f)].hex);
  }
  std::string cell_name(CellIndex c) const {
    std::string s;
    append_cell_name(s, c);
    return s;
  }
  // Appends "[q, r]" (the file's coordinates) to `out`: a trace line of step 3 lists dozens.
  void append_cell_name(std::string& out, CellIndex c) const {
    const Coord w = s_.coordinates.from_axial(b_.coord(c));
    char q[12], r[12];  // an int's digits and sign
    const char* const q_end = std::to_chars(q, q + sizeof q, w.q).ptr;
    const char* const r_end = std::to_chars(r, r + sizeof r, w.r).ptr;
    out += '[';
    out.append(q, static_cast<std::size_t>(q_end - q));
    out += ", ";
    out.append(r, static_cast<std::size_t>(r_end - r));
    out += ']';
  }
  void step1_first_checks();
  void build_occupancy();
  void note_unruled();
  // The model of this turn's walking, flying or jumping searches (with the flat table of
  // entry costs on the exact table's boards and from a layout's second turn on).
  virtual WalkModel walk_model();
  virtual void search_travel();
  void search_travel_bounded(const pathing::ForwardGraph<WalkModel>& graph,
                             std::int32_t exact_within, bool heap_only = false);
  // The bounded search again by the heap alone, after search_travel_bounded split it.
  void travel_bounded_by_heap();
  bool travel_by_slots(const WalkModel& model);
  template <class Stop, class SlotStop>
  void search_travel_slots(const pathing::ForwardGraph<WalkModel>& graph, std::int32_t within,
                           Stop stop, SlotStop&& slot_stop);
  pathing::StepCost travel_cost(CellIndex c) const;
  bool travel_reached(CellIndex c) const { return travel_cost(c) != pathing::kUnreachable; }
  template <class Graph>
  void search_travel_exact(const Graph& graph);
  bool slides_on_board() const;
  std::vector<CellIndex> travel_path(CellIndex e);
  const std::vector<CellIndex>& travel_order();
  void travel_whole();
  bool travel_exact(CellIndex e) const;
  bool can_stop(CellIndex e) const;
  pathing::StepCost end_cost(CellIndex e) const;
  pathing::StepCost landing(CellIndex e) const;

  // --- attacks ---
  virtual void prepare_attack_geometry();
  int proximity_between(std::size_t cand, CellIndex e) const;
  bool single_hits(CellIndex e, std::size_t cand);
  bool disadvantaged(CellIndex e, std::size_t cand, bool ranged) const;
  // How an extra target ranks, by the focus rules' later stages seen from where the monster
  // stands: proximity (where the rule set uses it), then initiative order.
  std::pair<int, int> target_rank(std::size_t cand) const {
    const int prox = !p_.proximity_in_focus       ? 0
                     : cand_proximity_[cand] >= 0 ? cand_proximity_[cand]
                                                  : std::numeric_limits<int>::max();
    return {prox, order_rank_[cand]};
  }
  // Up to 64 candidates, target sets are also kept as bit masks (bit k: candidate k), so
  // that comparing sets in the inner loops of step 3 is a few word operations.
  static constexpr std::size_t kMaskCandidates = 64;
  bool use_masks() const { return cands_.size() <= mask_candidates_; }
  std::size_t mask_candidates_ = kMaskCandidates;  // the tests' reference: 0, never masks
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
  void single_attacks_from(CellIndex e, HexAttacks& out);
  void note_disadvantage(CellIndex e, HexAttacks& out, const std::vector<std::size_t>& ks);
  void consider_placement(CellIndex e, HexAttacks& out, HitSets& seen);
  void ranged_placements(CellIndex e, const std::vector<Coord>& pattern, HexAttacks& out,
                         HitSets& seen);
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
  bool focus_alone_at(CellIndex e, std::size_t focus, GroupKey& best, std::vector<Group>* out);
  bool spot_groups(const Spot& s, std::size_t focus, GroupKey& best, std::vector<Group>* out);
  void mark_disadvantaged(CellIndex e, const HexAttacks& geometry);
  // The key an extra target is taken by: its rank, or whether it is at disadvantage (by the
  // rule set), else none (dis_scratch_ marked for the hex).
  int pool_key(std::size_t k) const {
    return p_.rank_secondary_targets              ? dense_rank_[k]
           : p_.targets_before_focus_disadvantage ? static_cast<int>(dis_scratch_[k])
                                                  : 0;
  }
  bool place_extra_targets(const Area& area, const std::vector<std::size_t>& singles,
                           std::size_t focus, std::size_t& need);
  void placement_key(std::size_t need, GroupKey& key) const;
  bool list_choices(std::size_t need, std::vector<Group>& out);
  void finish_listing(std::vector<Group>& out);
  // One target and no area: every target set is the focus alone, so 3.1 and 3.2 read only
  // the focus's own attack from a hex, never the other candidates' line of sight.
  bool focus_alone() const { return !aoe_ && targets_ == 1; }
  bool spot_keys() const { return spot_keys_ && focus_alone(); }
  // best_groups_at's key alone, on masks (use_masks(), and not both ranking rules at once).
  bool best_key_by_masks(const HexAttacks& geometry, std::size_t focus, GroupKey& best);
  // 3.2 at one hex: the attacks whose target set is one of `groups`, with the fewest targets
  // at disadvantage; false when there is none.
  bool attacks_on_groups(CellIndex e, const std::vector<Group>& groups, int& disadvantaged,
                         std::vector<std::pair<const Group*, const Area*>>& out);
  std::vector<Spot> step3_spots(std::size_t focus, Step3Record& rec);
  void step3_move(std::size_t focus);
  // 3.1's answer: the index of a best spot, the chosen groups, how many pairs lost at each
  // stage; then 3.2's counts of hexes out before the ranking.
  struct Step3Pairs {
    std::size_t best = 0;
    std::vector<Group> chosen;
    std::size_t lost[16] = {};
    std::size_t focus_out = 0, none_out = 0;
  };
  // A destination of 3.2: its spot, its targets at disadvantage, and its attacks on the
  // chosen groups, step3_attacks_[first, first + count).
  struct Step3Dest {
    std::size_t spot;
    int dis;
    std::size_t first, count;
    std::span<const std::pair<const Group*, const Area*>> attacks(
        const std::vector<std::pair<const Group*, const Area*>>& pool) const {
      return {pool.data() + first, count};
    }
  };
  bool step3_best_pairs(std::size_t focus, const std::vector<Spot>& spots, Step3Record& rec,
                        Step3Pairs& pairs);
  void trace_best_pairs(std::size_t focus, const std::vector<Spot>& spots, const Step3Pairs& pairs,
                        Step3Record& rec);
  std::string group_line(const Group& g, const GroupKey& wk, int path) const;
  bool attacks_on_chosen(CellIndex e, const std::vector<Group>& chosen, int& dis);
  bool spot_attacks_on_chosen(const Spot& s, const std::vector<Group>& chosen, int& dis);
  void keep_answers_for(const std::vector<Group>& chosen);
  void step3_destinations(const std::vector<Spot>& spots, Step3Pairs& pairs, Step3Record& rec,
                          std::vector<Step3Dest>& dests);
  std::vector<const Step3Dest*> step3_best_destinations(std::size_t focus,
                                                        const std::vector<Spot>& spots,
                                                        const Step3Pairs& pairs,
                                                        const std::vector<Step3Dest>& dests,
                                                        Step3Record& rec);
  void trace_destinations(const std::vector<Spot>& spots,
                          const std::vector<const Step3Dest*>& winners);
  void step3_attack_now(std::size_t focus, const std::vector<Spot>& spots,
                        const std::vector<const Step3Dest*>& winners);
  void step3_focus_only(std::size_t focus, std::vector<Spot>& spots, Step3Record& rec);
  void step3_towards(std::size_t focus, const std::vector<CellIndex>& destinations);
  // step3_towards' answer per destination: the key of the best end cells and the cells.
  using TowardsKey = std::tuple<int, int, int>;
  struct TowardsBest {
    TowardsKey key{std::numeric_limits<int>::max(), 0, 0};
    std::vector<CellIndex> cells;  // in the order of `candidates`
  };
  virtual void towards_shared(const std::vector<CellIndex>& candidates,
                              const std::vector<CellIndex>& destinations,
                              std::vector<TowardsBest>& out);
  // towards_shared's first try: true when the answer was read from the travel table.
  bool towards_from_travel(const std::vector<CellIndex>& candidates,
                           const std::vector<CellIndex>& destinations,
                           std::vector<TowardsBest>& out);
  void tight_steps_back(std::int32_t from);
  void towards_search(const std::vector<CellIndex>& candidates,
                      const std::vector<CellIndex>& destinations, std::vector<TowardsBest>& out);
  void towards_cone(const std::vector<CellIndex>& candidates,
                    const std::vector<CellIndex>& destinations, std::vector<TowardsBest>& out);
  void towards_each(const std::vector<CellIndex>& candidates,
                    const std::vector<CellIndex>& destinations, std::vector<TowardsBest>& out);
  AttackPlan plan_for(CellIndex e, std::size_t focus, const Group& g, const Area* aoe) const;
  std::string group_name(const Group& g) const;

  // --- steps ---
  void step2_focus();
  void step2_cheapest_attack_hexes();
  std::vector<std::size_t> focus_table();
  template <class KeyOf>
  void focus_stage(std::vector<std::size_t>& alive, int number, const std::string& name,
                   KeyOf key_of);
  void step2_4_initiative(std::vector<std::size_t>& alive);
  void search_proximity();
  // Each candidate's proximity (cand_proximity_), as search_proximity ranks them.
  virtual void proximities();
  void search_proximity_from_start();

  const bool exact_;  // complete searches (exact focus table)
  // Only the options, the focuses and steps 1 and 2.5 of the trace are read (a round's
  // timeline): step 3's record of the hexes that lost on negative hexes, whose tentative
  // costs depend on the order in which the travel search took cells of equal cost, is not.
  const bool options_only_;
  // What ws_.walk_entry holds this turn: -1 nothing yet, else flying_ || jumping_ when filled.
  int walk_entry_for_ = -1;
  // The workspace's last turn was on this layout (a round): what is kept for the layout
  // across turns pays for itself.
  bool layout_again_ = false;
  const Scenario& s_;
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
  std::optional<AreaOfEffect> aoe_;
  std::span<const std::vector<Coord>> aoe_orientations_;  // from the workspace's memo
  int aoe_span_ = 0;  // largest distance of a pattern hex from the pattern's origin

  TurnWorkspace::Arrays& ws_;
  SightCache& sight_;
  Occupancy& occ_;
  std::vector<FigureIndex>& figure_at_;
  std::vector<std::int32_t>& attack_slot_;
  SearchResult& travel_;
  SearchResult& reverse_;
  pathing::DepthResult& proximity_;
  bool hidden_enemies_ = false;
  bool travel_bounded_ = false;    // the travel search stopped early...
  pathing::StepCost travel_stop_;  // ...at this cost: costs below it are exact
  // search_travel_exact: costs exact everywhere, predecessors the complete heap search's
  // for the cells of cost up to travel_within_ (travel_path).
  bool travel_split_ = false;
  pathing::StepCost travel_within_;
  std::size_t travel_prefix_ = 0;  // cells the heap reached before the bucket queue
  // ...and the bucket queue reached no cell within this turn's movement (all are the heap's)
  bool travel_split_far_ = false;
  // The split was search_travel_bounded's (the heap's order up to travel_within_, then the
  // bucket queue until the stop): where the turn needs the heap's paths or order past
  // travel_within_, the bounded search is run again by the heap alone (travel_bounded_by_heap).
  bool travel_split_bounded_ = false;
  // Where no step costs a negative hex (cells settled by length): the cells reached when
  // the first cell past this turn's movement was settled, among which is every cell within
  // it (step3_towards reads no further); the maximum when not known.
  std::size_t travel_near_ = std::numeric_limits<std::size_t>::max();
  // Where every step costs {0, 1} on a laid-out board: the lengths past the heap are by slot
  // (ws_.travel_lengths), the heap's cells in travel_ as well (travel_cost reads both).
  bool travel_slots_ = false;
  // The reference methods turn the search by slots off (tests/reference).
  bool lengths_by_slots_ = true;
  // With one target and no area, step 3 reads each spot's key and attack from the spot
  // (spot_groups, spot_attacks_on_chosen); the reference methods turn it off (tests/reference).
  bool spot_keys_ = true;

  std::vector<FigureIndex>& cands_ = ws_.turn.cands;            // candidate enemies (visible)
  std::vector<int>& cand_of_figure_ = ws_.turn.cand_of_figure;  // figure -> candidate index or -1
  std::vector<std::pair<int, std::size_t>>& cands_by_q_ =
      ws_.turn.cands_by_q;  // (axial q, candidate), sorted
  // Hexes within range of each candidate, measured around walls: (cell, hexes) sorted.
  std::vector<std::vector<std::pair<CellIndex, int>>>& in_range_ = ws_.turn.in_range;
  // The same distances as a flat table (candidate * cells + cell: distance + 1, 0 beyond
  // reach) when it is small: proximity_between is asked per hex and candidate many times.
  static constexpr std::size_t kFlatProximity = std::size_t{1} << 18;
  // The flat table this turn reads (the workspace's prox_table), nullptr when
  // the board is too large for one.
  const std::uint16_t* prox_ = nullptr;
  // (cell, candidate) for every cell within a candidate's reach, sorted by cell: who might
  // be attacked from a cell, without looking at every candidate.
  std::vector<std::pair<CellIndex, std::size_t>>& near_ = ws_.turn.near;
  std::vector<int>& cand_proximity_ = ws_.turn.cand_proximity;        // per candidate, -1 unreached
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
  std::uint32_t& known_serial_ = ws_.turn.known_serial;
  std::vector<std::uint64_t>& rank_masks_ =
      ws_.turn.rank_masks;  // per dense rank: its candidates (use_masks())
};
}  // namespace detail
}  // namespace arbiter::gloomhaven
