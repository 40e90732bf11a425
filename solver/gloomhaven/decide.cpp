#include "solver/gloomhaven/decide.hpp"

#include <algorithm>
#include <cassert>
#include <deque>
#include <map>
#include <set>
#include <sstream>
#include <unordered_map>

#include "pathing/search.hpp"
#include "pathing/sight.hpp"
#include "solver/gloomhaven/initiative.hpp"
#include "solver/gloomhaven/movement.hpp"

namespace arbiter::gloomhaven {
namespace {

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

// How good an attack from one hex is, by the movement priorities of the rule set.
struct Quality {
  bool focus_ok = true;  // not at disadvantage against the focus
  int targets = 0;       // how many targets
  // Rank keys of the targets, best first (ranked rule sets): proximity from the attacking
  // hex (where the rule set uses proximity), then place in the initiative order.
  std::vector<std::pair<int, int>> ranks;
  std::vector<int> disadvantage;  // disadvantage flags in rank order (ranked rule sets)
  int disadvantaged = 0;          // how many targets at disadvantage
};

int cmp3(auto x, auto y) {
  return x < y ? -1 : (y < x ? 1 : 0);
}

// Movement priorities 3.1-3.4 (docs/rules/gloomhaven.md): no disadvantage against the focus
// and the most targets (in the rule set's order), then the best-ranked extra targets (empty
// where the rule set does not rank them), then the fewest targets at disadvantage. Negative
// when a is better. The conformance positions aa-166 and aa-068 pin "fewest at
// disadvantage" as a count weighed before the least movement; which of equally many
// disadvantaged targets it is matters only after movement (compare_disadvantage_order).
int compare_attack(const Quality& a, const Quality& b, const RuleProfile& p) {
  if (p.targets_before_focus_disadvantage) {
    if (int c = cmp3(b.targets, a.targets)) return c;
    if (int c = cmp3(b.focus_ok, a.focus_ok)) return c;
  } else {
    if (int c = cmp3(b.focus_ok, a.focus_ok)) return c;
    if (int c = cmp3(b.targets, a.targets)) return c;
  }
  if (int c = cmp3(a.ranks, b.ranks)) return c;
  return cmp3(a.disadvantaged, b.disadvantaged);
}
// After the least movement: disadvantage against the higher-ranked targets.
int compare_disadvantage_order(const Quality& a, const Quality& b) {
  return cmp3(a.disadvantage, b.disadvantage);
}
int compare_quality(const Quality& a, const Quality& b, const RuleProfile& p) {
  if (int c = compare_attack(a, b, p)) return c;
  return compare_disadvantage_order(a, b);
}

// The twelve orientations of an area pattern (six rotations, mirrored or not), deduplicated.
std::vector<std::vector<Coord>> orientations(const std::vector<Coord>& pattern) {
  std::vector<std::vector<Coord>> out;
  for (int mirror = 0; mirror < 2; ++mirror) {
    for (int rot = 0; rot < 6; ++rot) {
      std::vector<Coord> v;
      for (Coord o : pattern)
        v.push_back(pathing::rotate_hex(mirror ? pathing::mirror_hex(o) : o, rot));
      auto sorted = v;
      std::sort(sorted.begin(), sorted.end(),
                [](Coord a, Coord b) { return a.q != b.q ? a.q < b.q : a.r < b.r; });
      bool seen = false;
      for (const auto& w : out) {
        auto ws = w;
        std::sort(ws.begin(), ws.end(),
                  [](Coord a, Coord b) { return a.q != b.q ? a.q < b.q : a.r < b.r; });
        if (ws == sorted) seen = true;
      }
      if (!seen) out.push_back(std::move(v));
    }
  }
  return out;
}

std::string join_ids(const std::vector<FigureIndex>& ids, const std::vector<Figure>& figs) {
  std::string s;
  for (FigureIndex i : ids) {
    if (!s.empty()) s += ", ";
    s += figs[static_cast<std::size_t>(i)].id;
  }
  return s.empty() ? "none" : s;
}

}  // namespace

struct TurnWorkspace::Arrays {
  CellIndex cells = 0;
  SearchResult travel;     // from the start, this mover's costs
  SearchResult reverse;    // towards one destination
  SearchResult proximity;  // from the start, around walls only
  Occupancy occ;
  std::vector<FigureIndex> figure_at;     // per cell
  std::vector<std::int32_t> attack_slot;  // per cell: index into the attack pool, or -1
  std::vector<CellIndex> dirty;           // cells whose occ/figure_at/attack_slot are set

  // Sizes the arrays for a board, or clears what the last turn wrote.
  void prepare(CellIndex n) {
    if (cells != n) {
      cells = n;
      travel.resize(n);
      reverse.resize(n);
      proximity.resize(n);
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
  }
};

TurnWorkspace::TurnWorkspace() : arrays_(std::make_unique<Arrays>()) {}
TurnWorkspace::~TurnWorkspace() = default;
std::size_t TurnWorkspace::bytes_per_cell() {
  const std::size_t search = sizeof(pathing::StepCost) + sizeof(CellIndex) +
                             sizeof(boost::default_color_type) + sizeof(std::size_t);
  return 3 * search + sizeof(Occupant) + sizeof(FigureIndex) + sizeof(std::int32_t);
}

namespace {

class TurnSolver {
 public:
  TurnSolver(const scenario::Scenario& s, const pathing::Board& b, const RuleProfile& p,
             TurnWorkspace::Arrays& ws, const DecideOptions& options = {})
      : exact_(options.exact_table || b.size() <= kExactTableCells),
        s_(s),
        b_(b),
        p_(p),
        figs_(s.figures),
        sight_(b, p.sight),
        ws_((ws.prepare(b.size()), ws)),
        occ_(ws.occ),
        figure_at_(ws.figure_at),
        attack_slot_(ws.attack_slot),
        travel_(ws.travel),
        reverse_(ws.reverse),
        proximity_(ws.proximity) {}

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
  struct Area {
    std::vector<std::size_t> hits;  // candidates hit, sorted
    std::vector<CellIndex> cells;   // the pattern's hexes on the map
  };
  // What can be attacked from one hex, whatever the focus: computed once per hex a turn.
  struct HexAttacks {
    std::vector<std::size_t> singles;  // candidates a single-target attack reaches
    std::vector<Area> areas;           // distinct area placements (first: none)
  };
  const HexAttacks& attacks_from(CellIndex e);
  // True when some attack from e can include candidate k (any target set).
  bool can_attack(CellIndex e, std::size_t k) {
    const HexAttacks& a = attacks_from(e);
    const int singles_allowed = aoe_ ? targets_ - 1 : targets_;
    if (singles_allowed >= 1 && std::binary_search(a.singles.begin(), a.singles.end(), k))
      return true;
    for (const Area& area : a.areas)
      if (std::binary_search(area.hits.begin(), area.hits.end(), k)) return true;
    return false;
  }
  // Line of sight, cached per pair for the turn.
  bool sees(CellIndex a, CellIndex b);
  // Every target set an attack from e can have that includes candidate `focus`, keeping
  // only the best by the rule set's priorities.
  bool best_plans(CellIndex e, std::size_t focus, Quality& best, std::vector<AttackPlan>& plans);
  std::vector<CellIndex> hexes_that_may_hit(std::size_t cand) const;

  // A hex from which the focus can be attacked, with its path cost and attack quality.
  struct Spot {
    CellIndex cell;
    pathing::StepCost cost;
    bool now;  // reachable this turn
    Quality q;
    std::vector<AttackPlan> plans;
  };
  // Traces, priority by priority, how many attack hexes each movement priority removed.
  void explain_spots(const Figure& focus, const std::vector<Spot>& spots, const Spot& winner);

  // --- steps ---
  void step2_focus();
  void search_proximity();
  void step3_move(std::size_t focus);

  const bool exact_;  // complete searches (exact focus table)
  const scenario::Scenario& s_;
  const pathing::Board& b_;
  const RuleProfile& p_;
  const std::vector<Figure>& figs_;
  pathing::Sight sight_;
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
  std::vector<std::vector<Coord>> aoe_orientations_;
  int aoe_span_ = 0;  // largest distance of a pattern hex from the pattern's origin
  std::deque<HexAttacks> attack_pool_;  // stable addresses
  std::unordered_map<std::uint64_t, bool> sight_cache_;

  TurnWorkspace::Arrays& ws_;
  Occupancy& occ_;
  std::vector<FigureIndex>& figure_at_;
  std::vector<std::int32_t>& attack_slot_;
  SearchResult& travel_;
  SearchResult& reverse_;
  SearchResult& proximity_;
  bool hidden_enemies_ = false;
  bool travel_bounded_ = false;    // the travel search stopped early...
  pathing::StepCost travel_stop_;  // ...at this cost: costs below it are exact

  std::vector<FigureIndex> cands_;                       // candidate enemies (visible)
  std::vector<int> cand_of_figure_;                      // figure -> candidate index or -1
  std::vector<std::pair<int, std::size_t>> cands_by_q_;  // (axial q, candidate), sorted
  // Hexes within range of each candidate, measured around walls: (cell, hexes) sorted.
  std::vector<std::vector<std::pair<CellIndex, int>>> in_range_;
  // (cell, candidate) for every cell within a candidate's reach, sorted by cell: who might
  // be attacked from a cell, without looking at every candidate.
  std::vector<std::pair<CellIndex, std::size_t>> near_;
  std::vector<pathing::StepCost> focus_path_;  // per candidate
  std::vector<bool> path_exact_;               // per candidate: false: at least focus_path_
  std::vector<int> order_rank_;                // per candidate: candidates acting before it
  std::vector<std::pair<int, int>> rank_key_;  // per candidate: target_rank, once a turn
  std::vector<std::uint8_t> dis_scratch_;      // per candidate, for the hex best_plans weighs
  // Work buffers of best_plans, kept to avoid allocating in its inner loop.
  std::vector<std::size_t> scratch_pool_, scratch_base_, scratch_fixed_, scratch_group_,
      scratch_chosen_;
  std::vector<std::pair<std::pair<int, int>, int>> scratch_rd_;
};

void TurnSolver::step1_first_checks() {
  const scenario::Turn& t = s_.turn;
  for (std::size_t i = 0; i < figs_.size(); ++i)
    if (figs_[i].id == t.figure) actor_ = static_cast<FigureIndex>(i);
  assert(actor_ != kNoFigure);
  const Figure& me = figs_[static_cast<std::size_t>(actor_)];
  start_ = cell_of(actor_);
  move_ = t.move;
  flying_ = t.movement == Movement::Flying || t.flying;
  jumping_ = t.movement == Movement::Jump;
  teleport_ = t.movement == Movement::Teleport;
  muddled_ = me.has(Condition::Muddle);
  const bool disarmed = me.has(Condition::Disarm);
  attacks_ = t.attack.has_value() && !disarmed;
  if (attacks_) {
    range_ = t.attack->range;
    targets_ = t.attack->all_targets ? kAllTargets : t.attack->targets;
    aoe_ = t.attack->aoe;
    if (aoe_) {
      aoe_orientations_ = orientations(aoe_->hexes);
      for (Coord o : aoe_->hexes) aoe_span_ = std::max(aoe_span_, pathing::hex_distance({0, 0}, o));
    }
  } else {
    range_ = 0;
    targets_ = 1;
    trace("1.1", disarmed ? "disarmed: chooses focus and moves as a single-target melee attacker, "
                            "attacks no one"
                          : "no attack: chooses focus and moves as a single-target melee "
                            "attacker, attacks no one");
  }
  if (me.has(Condition::Immobilize)) {
    move_ = 0;
    trace("1.1", "immobilized: ignores its move");
  }
  if (muddled_)
    trace("1.1", "muddled: every attack is at disadvantage, so it never moves to avoid it");
}

void TurnSolver::build_occupancy() {
  const Figure& me = figs_[static_cast<std::size_t>(actor_)];
  occ_.hidden_enemies_block = p_.invisible == InvisibleEnemies::Obstacle;
  cand_of_figure_.assign(figs_.size(), -1);
  for (std::size_t i = 0; i < figs_.size(); ++i) {
    if (static_cast<FigureIndex>(i) == actor_) continue;
    const Figure& f = figs_[i];
    const CellIndex c = cell_of(static_cast<FigureIndex>(i));
    figure_at_[c] = static_cast<FigureIndex>(i);
    ws_.dirty.push_back(c);
    if (f.side == me.side) {
      occ_.cell[c] = Occupant::Ally;
    } else if (f.has(Condition::Invisible)) {
      occ_.cell[c] = Occupant::HiddenEnemy;
      hidden_enemies_ = true;
    } else {
      occ_.cell[c] = Occupant::Enemy;
      cand_of_figure_[i] = static_cast<int>(cands_.size());
      cands_.push_back(static_cast<FigureIndex>(i));
    }
  }
  cands_by_q_.clear();
  for (std::size_t k = 0; k < cands_.size(); ++k)
    cands_by_q_.push_back({figs_[static_cast<std::size_t>(cands_[k])].hex.q, k});
  std::sort(cands_by_q_.begin(), cands_by_q_.end());
  // Place of each candidate in the round's order (ties share a place).
  order_rank_.assign(cands_.size(), 0);
  for (std::size_t a = 0; a < cands_.size(); ++a)
    for (std::size_t b = 0; b < cands_.size(); ++b)
      if (a != b && compare_order(figs_[static_cast<std::size_t>(cands_[b])],
                                  figs_[static_cast<std::size_t>(cands_[a])], figs_)
                            .order == Order::Before)
        ++order_rank_[a];
}

// Says where this position depends on a decision the rule set has no ruling for.
void TurnSolver::note_unruled() {
  auto note = [&](Unruled u) {
    trace("0", "no published ruling in this rule set for " + std::string(unruled_text(u)) +
                   " (the behaviour kept)");
  };
  const bool icy = b_.has_terrain(Terrain::Icy);
  if (icy && p_.is_unruled(Unruled::IcyTerrain)) note(Unruled::IcyTerrain);
  if (icy && !p_.icy_slides)
    trace("0", "icy terrain is not part of this rule set: icy hexes are plain hexes");
  if (p_.is_unruled(Unruled::InvisibleEnemies) && hidden_enemies_) note(Unruled::InvisibleEnemies);
}

// The monster's paths (1.3, 2.1, 2.2). On a walking or flying turn the search stops as
// soon as what the turn can use is settled: every cell within this turn's movement, and
// every hex that might attack a candidate tied for the cheapest attack hex. Cells with
// more negative hexes than that cheapest attack hex are never used (negative hexes are
// compared first everywhere), so the search also stops when it reaches them.
void TurnSolver::search_travel() {
  if (teleport_) return;  // teleport needs no path: hex distance
  WalkModel model(b_, occ_, flying_ || jumping_, p_.icy_slides);
  const pathing::ForwardGraph<WalkModel> graph{&model};
  travel_bounded_ = false;
  // On maps up to kExactTableCells the search runs to the end, so that the focus table
  // shows every candidate's exact keys; past that, candidates that lose at 2.1/2.2 show
  // lower bounds. A jump's landing cost is not monotone in the search order: no bound.
  if (exact_ || jumping_) {
    pathing::search_dijkstra(graph, start_, travel_);
    return;
  }
  bool have_best = false;
  bool tied_final = false;
  pathing::StepCost best;
  std::vector<bool> tied(cands_.size(), false);
  std::vector<CellIndex> needed;  // sorted; attack hexes of tied candidates not yet settled
  std::size_t remaining = 0;
  auto near_of = [&](CellIndex u) {
    return std::equal_range(near_.begin(), near_.end(), std::pair<CellIndex, std::size_t>{u, 0},
                            [](const auto& x, const auto& y) { return x.first < y.first; });
  };
  auto stop = [&](CellIndex u) {
    const pathing::StepCost c = travel_.cost(u);
    if (have_best && c.negatives > best.negatives) return true;
    if (!have_best || c == best) {
      if (can_stop(u)) {
        const auto [first, last] = near_of(u);
        for (auto it = first; it != last; ++it) {
          if (!can_attack(u, it->second)) continue;
          have_best = true;
          best = c;
          tied[it->second] = true;
        }
      }
      return false;
    }
    if (!tied_final) {  // every attack hex at the cheapest cost is settled: the tie is known
      tied_final = true;
      for (std::size_t k = 0; k < cands_.size(); ++k) {
        if (!tied[k]) continue;
        for (CellIndex e : hexes_that_may_hit(k))
          if (can_stop(e) && (flying_ || b_.terrain(e) != Terrain::Obstacle)) needed.push_back(e);
      }
      std::sort(needed.begin(), needed.end());
      needed.erase(std::unique(needed.begin(), needed.end()), needed.end());
      for (CellIndex e : needed)
        if (!(travel_.reached(e) && travel_.cost(e) < c)) ++remaining;  // not settled yet
    }
    if (remaining > 0 && std::binary_search(needed.begin(), needed.end(), u)) --remaining;
    if (remaining == 0 && c.length > move_) {
      travel_bounded_ = true;
      travel_stop_ = c;
      return true;
    }
    return false;
  };
  pathing::search_dijkstra(graph, &start_, &start_ + 1, travel_, stop);
  if (have_best && !travel_bounded_) {
    // Stopped on the negative-hex rule, or ran out of cells.
    travel_bounded_ = true;
    travel_stop_ = {best.negatives + 1, 0};
  }
}

// A cost from the travel search that is exact: settled before the search stopped.
bool TurnSolver::travel_exact(CellIndex e) const {
  return travel_.reached(e) && (!travel_bounded_ || travel_.cost(e) < travel_stop_);
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
  if (!travel_.reached(e)) return pathing::kUnreachable;
  if (jumping_) return pathing::StepCost{0, travel_.cost(e).length} + landing(e);
  return travel_.cost(e);
}

void TurnSolver::prepare_attack_geometry() {
  // Range is counted in hexes around walls (proximity), never through them.
  in_range_.assign(cands_.size(), {});
  // Far enough for every target an attack can have: range, plus the pattern's span for AoE.
  int span = 0;
  if (aoe_)
    for (Coord o : aoe_->hexes) span = std::max(span, pathing::hex_distance({0, 0}, o));
  const int reach = std::max(range_, 1) + (aoe_ ? 2 * span + 1 : 0);
  pathing::OpenModel open(b_);
  SearchResult& bfs = reverse_;  // borrowed as scratch
  for (std::size_t k = 0; k < cands_.size(); ++k) {
    // Bounded BFS: stop expanding at `reach` hexes.
    struct Bounded {
      const pathing::OpenModel* m;
      const SearchResult* r;
      int limit;
      const pathing::Board& board() const { return m->board(); }
      bool step(CellIndex from, Direction d, CellIndex& to, StepCost& cost) const {
        if (r->cost(from).length >= limit) return false;
        return m->step(from, d, to, cost);
      }
      bool slides_over(CellIndex) const { return false; }
    } bounded{&open, &bfs, reach};
    pathing::search_bfs(pathing::ForwardGraph<Bounded>{&bounded}, cell_of(cands_[k]), bfs);
    auto& list = in_range_[k];
    for (CellIndex c : bfs.reached_cells()) {
      list.push_back({c, bfs.cost(c).length});
      near_.push_back({c, k});
    }
    std::sort(list.begin(), list.end());
  }
  std::sort(near_.begin(), near_.end());
  bfs.reset();
}

int TurnSolver::proximity_between(std::size_t cand, CellIndex e) const {
  const auto& list = in_range_[cand];
  auto it = std::lower_bound(list.begin(), list.end(), std::pair<CellIndex, int>{e, -1});
  if (it == list.end() || it->first != e) return -1;
  return it->second;
}

bool TurnSolver::single_hits(CellIndex e, std::size_t cand) {
  const int dist = proximity_between(cand, e);
  if (dist < 1) return false;  // not in range (or the same hex)
  if (range_ == 0) return dist == 1;
  return dist <= range_ && sees(e, cell_of(cands_[cand]));
}

bool TurnSolver::disadvantaged(CellIndex e, std::size_t cand, bool ranged) const {
  if (!ranged || muddled_) return false;  // muddled: disadvantage everywhere, never avoided
  return proximity_between(cand, e) == 1;
}

// Cells from which candidate `cand` might be hit (a superset; best_plans decides).
std::vector<CellIndex> TurnSolver::hexes_that_may_hit(std::size_t cand) const {
  std::vector<CellIndex> out;
  if (!aoe_) {
    for (const auto& [c, dist] : in_range_[cand]) {
      if (dist >= 1 && (range_ == 0 ? dist == 1 : dist <= range_)) out.push_back(c);
    }
    return out;
  }
  const Coord target = figs_[static_cast<std::size_t>(cands_[cand])].hex;
  std::set<CellIndex> cells;
  if (targets_ > 1) {
    for (const auto& [c, dist] : in_range_[cand])
      if (dist >= 1 && (range_ == 0 ? dist == 1 : dist <= range_)) cells.insert(c);
  }
  int span = 0;
  for (Coord o : aoe_->hexes) span = std::max(span, pathing::hex_distance({0, 0}, o));
  const int radius = aoe_->melee ? span : range_ + 2 * span;
  for (int dq = -radius; dq <= radius; ++dq) {
    for (int dr = -radius; dr <= radius; ++dr) {
      const Coord c{target.q + dq, target.r + dr};
      if (pathing::hex_distance(c, target) > radius) continue;
      if (auto cell = b_.find(c)) cells.insert(*cell);
    }
  }
  out.assign(cells.begin(), cells.end());
  return out;
}

const TurnSolver::HexAttacks& TurnSolver::attacks_from(CellIndex e) {
  if (attack_slot_[e] >= 0) return attack_pool_[static_cast<std::size_t>(attack_slot_[e])];
  attack_slot_[e] = static_cast<std::int32_t>(attack_pool_.size());
  ws_.dirty.push_back(e);
  HexAttacks& out = attack_pool_.emplace_back();
  const Coord at = b_.coord(e);
  // Single-target attacks possible from e: only candidates with e within their reach.
  const auto [first, last] =
      std::equal_range(near_.begin(), near_.end(), std::pair<CellIndex, std::size_t>{e, 0},
                       [](const auto& x, const auto& y) { return x.first < y.first; });
  for (auto it = first; it != last; ++it)
    if (single_hits(e, it->second)) out.singles.push_back(it->second);
  // Area placements: the candidates each distinct placement hits.
  out.areas.push_back({});  // no area (or an area that hits no one)
  if (!aoe_) return out;
  std::set<std::vector<std::size_t>> seen;
  std::vector<Coord> cells;
  auto consider = [&]() {
    Area a;
    for (Coord c : cells) {
      auto cell = b_.find(c);
      if (!cell) continue;
      a.cells.push_back(*cell);
      const FigureIndex f = figure_at_[*cell];
      if (f == kNoFigure || cand_of_figure_[static_cast<std::size_t>(f)] < 0) continue;
      if (!sees(e, *cell)) continue;
      a.hits.push_back(static_cast<std::size_t>(cand_of_figure_[static_cast<std::size_t>(f)]));
    }
    if (a.hits.empty()) return;
    std::sort(a.hits.begin(), a.hits.end());
    if (!seen.insert(a.hits).second) return;
    out.areas.push_back(std::move(a));
  };
  for (const auto& pattern : aoe_orientations_) {
    if (aoe_->melee) {
      cells.clear();
      for (Coord o : pattern) cells.push_back(at + o);
      consider();
      continue;
    }
    // Place the pattern so that one of its hexes lies on an enemy and one is within range;
    // only placements touching an enemy matter.
    const int radius = range_ + 2 * aoe_span_;
    const auto from = std::lower_bound(cands_by_q_.begin(), cands_by_q_.end(),
                                       std::pair<int, std::size_t>{at.q - radius, 0});
    for (auto it = from; it != cands_by_q_.end() && it->first <= at.q + radius; ++it) {
      const std::size_t k = it->second;
      const Coord target = figs_[static_cast<std::size_t>(cands_[k])].hex;
      if (pathing::hex_distance(at, target) > radius) continue;
      for (std::size_t j = 0; j < pattern.size(); ++j) {
        cells.clear();
        bool in_range = false;
        for (Coord o : pattern) {
          const Coord c = target + o - pattern[j];
          if (c == at) {  // the pattern may not cover the attacker's own hex
            in_range = false;
            break;
          }
          cells.push_back(c);
          if (pathing::hex_distance(at, c) <= range_) in_range = true;
        }
        if (in_range) consider();
      }
    }
  }
  return out;
}

bool TurnSolver::sees(CellIndex a, CellIndex b) {
  if (a > b) std::swap(a, b);
  const std::uint64_t key = (static_cast<std::uint64_t>(a) << 32) | b;
  const auto it = sight_cache_.find(key);
  if (it != sight_cache_.end()) return it->second;
  const bool v = sight_.visible(a, b);
  sight_cache_.emplace(key, v);
  return v;
}

bool TurnSolver::best_plans(CellIndex e, std::size_t focus, Quality& best,
                            std::vector<AttackPlan>& plans) {
  plans.clear();
  const bool ranged = range_ > 0;
  const HexAttacks& geometry = attacks_from(e);
  const std::vector<std::size_t>& singles = geometry.singles;
  const std::vector<Area>& areas = geometry.areas;
  const int singles_allowed = aoe_ ? targets_ - 1 : targets_;
  // Disadvantage against each candidate this hex can attack, looked up once.
  dis_scratch_.resize(cands_.size());
  for (std::size_t k : singles) dis_scratch_[k] = disadvantaged(e, k, ranged) ? 1 : 0;
  for (const Area& area : areas)
    for (std::size_t k : area.hits) dis_scratch_[k] = disadvantaged(e, k, ranged) ? 1 : 0;

  bool found = false;
  bool truncated = false;
  const bool ranked = p_.rank_secondary_targets;
  for (const Area& area : areas) {
    const bool focus_in_area = std::binary_search(area.hits.begin(), area.hits.end(), focus);
    auto dis_of = [&](std::size_t k) { return dis_scratch_[k] != 0; };
    std::vector<std::size_t>& pool = scratch_pool_;
    pool.clear();
    bool focus_single = false;
    for (std::size_t k : singles) {
      if (std::binary_search(area.hits.begin(), area.hits.end(), k)) continue;
      if (k == focus) {
        focus_single = true;
        continue;
      }
      pool.push_back(k);
    }
    if (!focus_in_area && (!focus_single || singles_allowed < 1)) continue;
    std::vector<std::size_t>& base = scratch_base_;
    base.assign(area.hits.begin(), area.hits.end());
    int free = singles_allowed;
    if (!focus_in_area) {
      base.push_back(focus);
      --free;
    }
    free = std::max(free, 0);
    // Order the pool: ranked rule sets by rank, then no disadvantage; otherwise by
    // disadvantage alone. Equal keys are interchangeable: the players choose.
    auto key = [&](std::size_t k) {
      const int dis = dis_scratch_[k];
      return ranked ? std::tuple<std::pair<int, int>, int>{rank_key_[k], dis}
                    : std::tuple<std::pair<int, int>, int>{{0, 0}, dis};
    };
    std::stable_sort(pool.begin(), pool.end(),
                     [&](std::size_t a, std::size_t b) { return key(a) < key(b); });
    const std::size_t take = std::min<std::size_t>(pool.size(), static_cast<std::size_t>(free));
    // Everything strictly better than the boundary key is taken; the boundary group is
    // chosen from in every way.
    std::vector<std::size_t>& fixed = scratch_fixed_;
    std::vector<std::size_t>& group = scratch_group_;
    fixed.clear();
    group.clear();
    std::size_t need = 0;
    if (take > 0) {
      const auto boundary = key(pool[take - 1]);
      for (std::size_t k : pool) {
        if (key(k) < boundary)
          fixed.push_back(k);
        else if (key(k) == boundary)
          group.push_back(k);
      }
      need = take - fixed.size();
    }
    // Enumerate combinations of `need` from `group`.
    std::vector<std::size_t> idx(need);
    for (std::size_t i = 0; i < need; ++i) idx[i] = i;
    while (true) {
      std::vector<std::size_t>& chosen = scratch_chosen_;
      chosen.assign(base.begin(), base.end());
      chosen.insert(chosen.end(), fixed.begin(), fixed.end());
      for (std::size_t i : idx) chosen.push_back(group[i]);
      // Quality of this target set.
      Quality q;
      q.targets = static_cast<int>(chosen.size());
      std::sort(chosen.begin(), chosen.end(), [&](std::size_t a, std::size_t b) {
        if (a == focus || b == focus) return a == focus && b != focus;
        return rank_key_[a] < rank_key_[b];
      });
      q.focus_ok = !dis_of(focus);
      int dis_count = 0;
      auto& rd = scratch_rd_;
      rd.clear();
      for (std::size_t k : chosen) {
        const int dis = dis_of(k) ? 1 : 0;
        dis_count += dis;
        rd.push_back({rank_key_[k], dis});
      }
      q.disadvantaged = dis_count;
      if (ranked) {
        // The focus is in every set: only the extra targets' ranks tell sets apart.
        rd.erase(rd.begin());
        std::sort(rd.begin(), rd.end());
        for (auto [r, dis] : rd) {
          q.ranks.push_back(r);
          q.disadvantage.push_back(dis);
        }
      }
      const int c = found ? compare_quality(q, best, p_) : -1;
      if (c <= 0) {
        if (c < 0) {
          plans.clear();
          best = q;
        }
        found = true;
        AttackPlan plan;
        for (std::size_t k : chosen) {
          plan.targets.push_back(cands_[k]);
          if (dis_of(k)) plan.disadvantaged.push_back(cands_[k]);
        }
        plan.aoe = area.cells;
        if (plans.size() < kMaxPlansPerHex)
          plans.push_back(std::move(plan));
        else
          truncated = true;
      }
      // Next combination.
      if (need == 0 || need > group.size()) break;
      std::size_t i = need;
      while (i > 0 && idx[i - 1] == group.size() - need + (i - 1)) --i;
      if (i == 0) break;
      ++idx[i - 1];
      for (std::size_t j = i; j < need; ++j) idx[j] = idx[j - 1] + 1;
    }
  }
  if (truncated)
    trace("3", "more equally good target sets exist at " + cell_name(e) + " than are listed");
  return found;
}

// Proximity from where the monster stands, around walls; every other hex counts 1. It
// ranks the candidates tied after 2.2 (stage 2.3) and the extra targets an attack on one of
// them can add, which stand within two attack reaches of it: the search stops once all of
// those are found.
void TurnSolver::search_proximity() {
  const pathing::StepCost* best = nullptr;
  for (std::size_t k = 0; k < cands_.size(); ++k)
    if (path_exact_[k] && focus_path_[k] != pathing::kUnreachable &&
        (!best || focus_path_[k] < *best))
      best = &focus_path_[k];
  std::vector<bool> needed(cands_.size(), best == nullptr);
  if (best) {
    const int reach = std::max(range_, 1) + (aoe_ ? 2 * aoe_span_ + 1 : 0);
    for (std::size_t t = 0; t < cands_.size(); ++t) {
      if (!path_exact_[t] || focus_path_[t] != *best) continue;
      const Coord ct = figs_[static_cast<std::size_t>(cands_[t])].hex;
      for (std::size_t k = 0; k < cands_.size(); ++k)
        if (pathing::hex_distance(ct, figs_[static_cast<std::size_t>(cands_[k])].hex) <=
            2 * reach + 1)
          needed[k] = true;
    }
  }
  std::size_t remaining = 0;
  std::vector<std::pair<CellIndex, std::size_t>> wanted;
  for (std::size_t k = 0; k < cands_.size(); ++k)
    if (needed[k]) wanted.push_back({cell_of(cands_[k]), k});
  std::sort(wanted.begin(), wanted.end());
  remaining = wanted.size();
  auto all_found = [&](CellIndex u) {
    auto it =
        std::lower_bound(wanted.begin(), wanted.end(), std::pair<CellIndex, std::size_t>{u, 0});
    for (; it != wanted.end() && it->first == u; ++it) --remaining;
    return remaining == 0;
  };
  pathing::OpenModel open(b_);
  const pathing::ForwardGraph<pathing::OpenModel> graph{&open};
  if (exact_) {
    pathing::search_bfs(graph, start_, proximity_);  // every candidate's proximity
  } else {
    pathing::search_bfs(graph, &start_, &start_ + 1, proximity_, all_found);
  }
  rank_key_.resize(cands_.size());
  for (std::size_t k = 0; k < cands_.size(); ++k) rank_key_[k] = target_rank(k);
}

void TurnSolver::step2_focus() {
  focus_path_.assign(cands_.size(), pathing::kUnreachable);
  path_exact_.assign(cands_.size(), true);
  // 1.3 + 2.1/2.2: each candidate's cheapest attack hex, trying hexes cheapest first.
  std::vector<std::pair<pathing::StepCost, CellIndex>> order;
  for (std::size_t k = 0; k < cands_.size(); ++k) {
    order.clear();
    for (CellIndex e : hexes_that_may_hit(k)) {
      if (!can_stop(e)) continue;
      const auto cost = end_cost(e);
      if (cost != pathing::kUnreachable) order.push_back({cost, e});
    }
    std::sort(order.begin(), order.end());
    for (const auto& [cost, e] : order) {
      if (can_attack(e, k)) {
        focus_path_[k] = cost;
        // Beyond where the search stopped the cost is only an upper bound; the candidate
        // is known to cost more than the focus, and at least the stopping cost.
        path_exact_[k] = teleport_ || e == start_ || travel_exact(e);
        if (!path_exact_[k]) focus_path_[k] = travel_stop_;
        break;
      }
    }
    if (focus_path_[k] == pathing::kUnreachable && travel_bounded_) {
      focus_path_[k] = travel_stop_;  // not met before the search stopped
      path_exact_[k] = false;
    }
  }

  search_proximity();

  // The table, and the stages.
  std::vector<std::size_t> alive;
  for (std::size_t k = 0; k < cands_.size(); ++k) {
    FocusRow row;
    row.figure = cands_[k];
    row.path = focus_path_[k];
    row.path_exact = path_exact_[k];
    row.reachable = focus_path_[k] != pathing::kUnreachable;
    const CellIndex c = cell_of(cands_[k]);
    row.proximity = proximity_.reached(c) ? proximity_.cost(c).length : -1;
    row.dropped_at = row.reachable ? 0 : -1;
    d_.ranking.push_back(row);
    if (row.reachable) alive.push_back(k);
  }
  for (std::size_t i = 0; i < figs_.size(); ++i) {
    if (figs_[i].side != figs_[static_cast<std::size_t>(actor_)].side &&
        figs_[i].has(Condition::Invisible)) {
      FocusRow row;
      row.figure = static_cast<FigureIndex>(i);
      row.candidate = false;
      row.dropped_at = -1;
      d_.ranking.push_back(row);
      trace("1.2", figs_[i].id + " is invisible: not a candidate");
    }
  }
  for (std::size_t k = 0; k < cands_.size(); ++k) {
    if (focus_path_[k] == pathing::kUnreachable)
      trace("1.3",
            figs_[static_cast<std::size_t>(cands_[k])].id + ": no reachable hex to attack it from");
  }

  auto stage = [&](int number, const std::string& name, auto key_of) {
    if (alive.size() <= 1) return;
    auto best = key_of(alive[0]);
    for (std::size_t k : alive) best = std::min(best, key_of(k));
    std::ostringstream os;
    os << name << ":";
    std::vector<std::size_t> kept;
    for (std::size_t k : alive) {
      os << " " << figs_[static_cast<std::size_t>(cands_[k])].id << " " << key_of(k);
      if (key_of(k) == best)
        kept.push_back(k);
      else
        d_.ranking[k].dropped_at = number;
    }
    if (kept.size() < alive.size()) {
      os << " →";
      for (std::size_t k : alive)
        if (key_of(k) != best) os << " " << figs_[static_cast<std::size_t>(cands_[k])].id;
      os << " out";
    } else {
      os << " → tied";
    }
    alive = kept;
    trace("2." + std::to_string(number), os.str());
  };
  stage(1, "fewest negative hexes", [&](std::size_t k) { return focus_path_[k].negatives; });
  stage(2, "shortest path", [&](std::size_t k) { return focus_path_[k].length; });
  if (p_.proximity_in_focus) {
    stage(3, "closest by proximity", [&](std::size_t k) { return d_.ranking[k].proximity; });
  } else if (alive.size() > 1) {
    trace("2.3", "proximity is skipped in this rule set");
  }
  // Stage 4: initiative order. Keep those no other remaining candidate acts before.
  if (alive.size() > 1) {
    std::vector<std::size_t> kept;
    std::ostringstream os;
    os << "lowest initiative:";
    for (std::size_t a : alive) {
      int before = 0;
      std::string rule;
      for (std::size_t b : alive) {
        if (a == b) continue;
        const auto v = compare_order(figs_[static_cast<std::size_t>(cands_[b])],
                                     figs_[static_cast<std::size_t>(cands_[a])], figs_);
        if (v.order == Order::Before) {
          ++before;
          rule = std::string(v.rule);
        } else if (rule.empty()) {
          rule = std::string(v.rule);
        }
      }
      d_.ranking[a].acts_after = before;
      d_.ranking[a].order_rule = rule;
      if (before == 0)
        kept.push_back(a);
      else
        d_.ranking[a].dropped_at = 4;
      os << " " << figs_[static_cast<std::size_t>(cands_[a])].id << " ("
         << (before == 0 ? "first" : std::to_string(before) + " before it") << "; " << rule << ")";
    }
    alive = kept;
    trace("2.4", os.str());
  }
  for (std::size_t k : alive) d_.focuses.push_back(cands_[k]);
  if (alive.size() > 1) {
    trace("2.5", "still tied: the players choose the focus among " + join_ids(d_.focuses, figs_));
  } else if (alive.size() == 1) {
    trace("2.5", "focus: " + figs_[static_cast<std::size_t>(cands_[alive[0]])].id);
  }
}

void TurnSolver::explain_spots(const Figure& focus, const std::vector<Spot>& spots, const Spot& w) {
  // The priority at which a hex first loses to the winner, in the order `better` weighs.
  enum Stage { Negatives, ThisTurn, FocusOk, Targets, Ranks, Disadvantaged, Movement, Order, Kept };
  const bool weigh = w.now || p_.unreachable == UnreachableMultiTarget::BestFutureHex;
  auto lost_at = [&](const Spot& s) {
    if (s.cost.negatives != w.cost.negatives) return Negatives;
    if (s.now != w.now) return ThisTurn;
    if (weigh) {
      const Stage first = p_.targets_before_focus_disadvantage ? Targets : FocusOk;
      const Stage second = p_.targets_before_focus_disadvantage ? FocusOk : Targets;
      auto differs = [&](Stage st) {
        return st == FocusOk ? s.q.focus_ok != w.q.focus_ok : s.q.targets != w.q.targets;
      };
      if (differs(first)) return first;
      if (differs(second)) return second;
      if (s.q.ranks != w.q.ranks) return Ranks;
      if (s.q.disadvantaged != w.q.disadvantaged) return Disadvantaged;
    }
    if (s.cost.length != w.cost.length) return Movement;
    if (weigh && s.q.disadvantage != w.q.disadvantage) return Order;
    return Kept;
  };
  int out[Kept + 1] = {};
  for (const Spot& s : spots) ++out[lost_at(s)];
  struct Line {
    Stage stage;
    const char* step;
    std::string text;
  };
  const std::string wins_focus = w.q.focus_ok ? "not at disadvantage against " + focus.id
                                              : "at disadvantage against " + focus.id;
  const Line lines[] = {
      {Negatives, "3", "fewest negative hexes on the path: " + std::to_string(w.cost.negatives)},
      {ThisTurn, "3", w.now ? "can attack this turn" : "cannot attack this turn"},
      {FocusOk, "3.1", wins_focus},
      {Targets, "3.2", "most targets: " + std::to_string(w.q.targets)},
      {Ranks, "3.3", "extra targets ranked by proximity, then initiative"},
      {Disadvantaged, "3.4",
       "fewest targets at disadvantage: " + std::to_string(w.q.disadvantaged)},
      {Movement, "3.5", "least movement: " + std::to_string(w.cost.length)},
      {Order, "3.4", "no disadvantage against the higher-ranked targets"},
  };
  for (const Line& l : lines) {
    if (out[l.stage] == 0) continue;
    trace(l.step, l.text + " → " + std::to_string(out[l.stage]) + " hex" +
                      (out[l.stage] > 1 ? "es" : "") + " out");
  }
}

void TurnSolver::step3_move(std::size_t focus) {
  const Figure& f = figs_[static_cast<std::size_t>(cands_[focus])];
  // Only hexes that can win need their attack weighed: the fewest negative hexes first,
  // then (if any such hex is in reach this turn) those in reach.
  std::vector<std::pair<CellIndex, pathing::StepCost>> attack_hexes;
  int fewest = std::numeric_limits<int>::max();
  bool any_now = false;
  for (CellIndex e : hexes_that_may_hit(focus)) {
    if (!can_stop(e) || !can_attack(e, focus)) continue;
    const auto cost = end_cost(e);
    if (cost == pathing::kUnreachable) continue;
    attack_hexes.push_back({e, cost});
    if (cost.negatives < fewest) {
      fewest = cost.negatives;
      any_now = false;
    }
    if (cost.negatives == fewest && cost.length <= move_) any_now = true;
  }
  std::vector<Spot> spots;
  for (const auto& [e, cost] : attack_hexes) {
    const bool now = cost.length <= move_;
    if (cost.negatives != fewest || (any_now && !now)) continue;
    Spot s{e, cost, now, {}, {}};
    if (!best_plans(e, focus, s.q, s.plans)) continue;
    spots.push_back(std::move(s));
  }
  if (spots.empty()) return;
  // 3.1-3.5: fewest negative hexes first; then a hex it can attack from this turn; then the
  // attack's quality (while out of reach only where the rule set aims for the best future
  // hex); then the least movement.
  auto better = [&](const Spot& a, const Spot& b) -> int {
    if (a.cost.negatives != b.cost.negatives) return a.cost.negatives < b.cost.negatives ? -1 : 1;
    if (a.now != b.now) return a.now ? -1 : 1;
    const bool weigh_attack = a.now || p_.unreachable == UnreachableMultiTarget::BestFutureHex;
    if (weigh_attack) {
      if (int c = compare_attack(a.q, b.q, p_)) return c;
    }
    if (a.cost.length != b.cost.length) return a.cost.length < b.cost.length ? -1 : 1;
    if (weigh_attack) return compare_disadvantage_order(a.q, b.q);
    return 0;
  };
  std::vector<const Spot*> best{&spots[0]};
  for (std::size_t i = 1; i < spots.size(); ++i) {
    const int c = better(spots[i], *best[0]);
    if (c < 0)
      best = {&spots[i]};
    else if (c == 0)
      best.push_back(&spots[i]);
  }

  explain_spots(f, spots, *best[0]);
  if (best[0]->now) {
    std::ostringstream os;
    os << "can attack " << f.id << " this turn from " << best.size() << " best hex"
       << (best.size() > 1 ? "es (the players choose)" : "");
    std::size_t sets = 0;
    for (const Spot* s : best) sets += s->plans.size();
    if (sets > best.size()) os << "; " << sets << " equally good target sets (the players choose)";
    trace("3", os.str());
    for (const Spot* s : best) {
      for (const AttackPlan& plan : s->plans) {
        Option o;
        o.destination = s->cell;
        o.focus = cands_[focus];
        o.path = teleport_ || s->cell == start_ ? std::vector<CellIndex>{start_}
                                                : pathing::path_to(travel_, s->cell);
        if (teleport_ && s->cell != start_) o.path.push_back(s->cell);
        if (attacks_) o.attack = plan;
        d_.options.push_back(std::move(o));
      }
    }
    return;
  }

  // Out of reach this turn: move towards each best destination as far as it can along a
  // path with the fewest negative hexes, shortening the remaining path, using the least
  // movement. Equally good destinations are the players' choice.
  trace("3", "cannot attack " + f.id + " this turn: moves towards " + std::to_string(best.size()) +
                 " best destination" + (best.size() > 1 ? "s" : "") +
                 (p_.unreachable == UnreachableMultiTarget::NearestFocusHex
                      ? " (the nearest hexes that attack the focus)"
                      : " (the hexes that maximise the attack)"));
  std::set<CellIndex> chosen;
  for (const Spot* dest : best) {
    const CellIndex target = dest->cell;
    // Remaining cost from every cell to `target`.
    auto remaining = [&](CellIndex e) -> pathing::StepCost {
      if (e == target) return {0, 0};
      if (teleport_) return pathing::StepCost{0, b_.distance(e, target)} + landing(target);
      if (!reverse_.reached(e)) return pathing::kUnreachable;
      if (jumping_) return pathing::StepCost{0, reverse_.cost(e).length} + landing(target);
      return reverse_.cost(e);
    };
    if (!teleport_) {
      // Only the cells this turn can reach need their cost to the target: stop once all
      // of them are settled.
      std::size_t in_reach = 0;
      for (CellIndex e : travel_.reached_cells())
        if (travel_.cost(e).length <= move_) ++in_reach;
      std::size_t settled = 0;
      auto all_settled = [&](CellIndex u) {
        if (travel_.reached(u) && travel_.cost(u).length <= move_) ++settled;
        return settled > in_reach;
      };
      WalkModel model(b_, occ_, flying_ || jumping_, p_.icy_slides);
      pathing::search_dijkstra(pathing::ReverseGraph<WalkModel>{&model}, &target, &target + 1,
                               reverse_, all_settled);
    }
    std::vector<CellIndex> candidates;
    if (teleport_) {
      for (CellIndex e = 0; e < b_.size(); ++e)
        if (b_.distance(start_, e) <= move_) candidates.push_back(e);
    } else {
      candidates = travel_.reached_cells();
    }
    using Key = std::tuple<int, int, int>;
    Key best_key{std::numeric_limits<int>::max(), 0, 0};
    std::vector<CellIndex> best_cells;
    for (CellIndex e : candidates) {
      if (!can_stop(e)) continue;
      const auto here = end_cost(e);
      if (here == pathing::kUnreachable || here.length > move_) continue;
      const auto rest = remaining(e);
      if (rest == pathing::kUnreachable) continue;
      const Key k{here.negatives + rest.negatives, rest.length, here.length};
      if (k < best_key) {
        best_key = k;
        best_cells = {e};
      } else if (k == best_key) {
        best_cells.push_back(e);
      }
    }
    for (CellIndex e : best_cells) chosen.insert(e);
    std::ostringstream os;
    os << "towards " << cell_name(target) << ": ";
    for (CellIndex e : best_cells) os << cell_name(e) << " ";
    os << "(negative hexes " << std::get<0>(best_key) << ", then " << std::get<1>(best_key)
       << " movement left to it, using " << std::get<2>(best_key) << ")";
    trace("3", os.str());
  }
  for (CellIndex e : chosen) {
    Option o;
    o.destination = e;
    o.focus = cands_[focus];
    o.path =
        teleport_ || e == start_ ? std::vector<CellIndex>{start_} : pathing::path_to(travel_, e);
    if (teleport_ && e != start_) o.path.push_back(e);
    d_.options.push_back(std::move(o));
  }
}

Decision TurnSolver::run(bool focus_only) {
  d_.rules = p_.rules;
  step1_first_checks();
  d_.actor = actor_;
  const Figure& me = figs_[static_cast<std::size_t>(actor_)];
  auto stay = [&]() {
    Option o;
    o.destination = start_;
    o.path = {start_};
    d_.options.push_back(std::move(o));
  };
  if (me.has(Condition::Stun)) {
    trace("1.1", "stunned: no focus, no move, nothing on its card");
    stay();
    return std::move(d_);
  }
  build_occupancy();
  note_unruled();
  prepare_attack_geometry();
  search_travel();
  step2_focus();
  if (focus_only) return std::move(d_);
  if (d_.focuses.empty()) {
    trace("1.3",
          "no candidate can be attacked from any reachable hex: no focus, no move, no attack");
    stay();
    return std::move(d_);
  }
  for (FigureIndex fi : d_.focuses)
    step3_move(static_cast<std::size_t>(cand_of_figure_[static_cast<std::size_t>(fi)]));
  if (!attacks_) {
    for (Option& o : d_.options) o.attack = {};
  }
  // Identical options (same destination and targets) reached through different placements
  // or focuses are one choice for the players.
  std::vector<Option> unique;
  for (Option& o : d_.options) {
    auto same = [&](const Option& u) {
      auto a = u.attack.targets, b = o.attack.targets;
      std::sort(a.begin(), a.end());
      std::sort(b.begin(), b.end());
      return u.destination == o.destination && a == b && u.focus == o.focus;
    };
    if (std::none_of(unique.begin(), unique.end(), same)) unique.push_back(std::move(o));
  }
  d_.options = std::move(unique);
  return std::move(d_);
}

}  // namespace

Decision decide_turn(const scenario::Scenario& s, const pathing::Board& board,
                     const RuleProfile& profile, TurnWorkspace& workspace,
                     const DecideOptions& options) {
  TurnSolver solver(s, board, profile, workspace.arrays(), options);
  return solver.run();
}

Decision decide_turn(const scenario::Scenario& s, const pathing::Board& board,
                     const RuleProfile& profile) {
  TurnWorkspace workspace;
  return decide_turn(s, board, profile, workspace);
}

Decision decide_focus(const scenario::Scenario& s, const pathing::Board& board,
                      const RuleProfile& profile, TurnWorkspace& workspace) {
  TurnSolver solver(s, board, profile, workspace.arrays());
  return solver.run(true);
}

}  // namespace arbiter::gloomhaven
