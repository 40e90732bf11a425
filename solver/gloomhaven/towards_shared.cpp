// Step 3 towards the destinations by one search for all of them (towards.cpp explains the
// keys, and why this order of the search settles the same labels as a plain Dijkstra). The
// search is a class: its state the members, each of its parts a short function.
#include <algorithm>
#include <bit>

#include "solver/gloomhaven/towards.hpp"
#include "solver/gloomhaven/turn_solver.hpp"

namespace arbiter::gloomhaven::detail {

class SharedTowards {
 public:
  using Best = TurnSolver::TowardsBest;
  SharedTowards(TurnSolver& solver, const std::vector<CellIndex>& candidates,
                const std::vector<CellIndex>& destinations);
  // 1. The search, until every destination is settled.
  void search();
  // 2.-4. Each destination's best end cells and key; leaves the workspace clean.
  void collect(std::vector<Best>& out);

 private:
  TowardsLabel start_key(CellIndex e) const {
    const auto here = solver_.end_cost(e);
    return TowardsLabel{here.negatives, 0, here.length};
  }
  void choose_centre();
  // The order of an offer: movement left plus the estimate of what remains.
  std::int32_t order(const TowardsEntry& e) const {
    return estimate_ ? e.label.left + std::max(0, b_.distance(e.cell, centre_) - spread_)
                     : e.label.left;
  }
  std::vector<TowardsEntry>& bucket(std::int32_t o) {
    return ring_[static_cast<std::size_t>(o) & (ring_.size() - 1)];
  }
  void widen_ring();
  void place(const TowardsEntry& e, std::int32_t o);
  void offer(CellIndex v, TowardsLabel l, std::uint64_t set, std::int32_t o = -1);
  void seed();
  void start_level();
  void search_level();
  void expand(TowardsEntry e);
  void expand_unit(const TowardsEntry& e, std::uint64_t set);
  void take_by_merge();

  TurnSolver& solver_;
  const pathing::Board& b_;
  const std::vector<CellIndex>& candidates_;
  const std::vector<CellIndex>& destinations_;
  std::vector<TowardsLabel>& label_;
  std::vector<std::uint32_t>& slot_;
  const WalkModel model_;
  const pathing::ForwardGraph<WalkModel> forward_{&model_};
  // Where every step costs {0, 1} (unit_lengths()), a cell's steps are read from the board's
  // row of neighbours and open directions, each entered as may_enter() says: the steps
  // step() gives, in the same order, without its reloads of the board's arrays per step.
  const bool unit_;
  // Up to 64 end cells, their sets ride along the search as bit masks (bit i:
  // candidates_[i]).
  const bool along_;
  std::vector<CellIndex> touched_;  // every cell given a label, to leave the arrays clean
  // The estimate (none where a slide on ice goes several hexes for one movement): the hex
  // distance to a central destination less the farthest any destination lies from it.
  bool estimate_ = false;
  CellIndex centre_ = 0;
  int spread_ = 0;
  Coord centre_at_{};
  std::vector<std::uint64_t>& bits_;
  std::vector<std::vector<TowardsEntry>>& ring_;
  std::vector<TowardsEntry>& later_;
  std::vector<TowardsEntry>& level_offers_;
  std::vector<TowardsEntry>& same_;
  std::int32_t level_ = -1;  // negatives being searched (none before the first level)
  std::int32_t at_ = 0;      // order being searched
  bool expanding_ = false;   // bucket(at_) is being expanded (taken by movement left)
  std::size_t in_ring_ = 0;
  std::size_t next_ = 0;  // level_offers_ not yet in the ring
  std::size_t unsettled_ = 0;
  // The span of the destinations' cells: a cell settled outside it is none of them, which
  // two comparisons tell without reading its slot (most settled cells lie outside it).
  CellIndex first_destination_ = pathing::kNoCell, last_destination_ = 0;
};

SharedTowards::SharedTowards(TurnSolver& solver, const std::vector<CellIndex>& candidates,
                             const std::vector<CellIndex>& destinations)
    : solver_(solver),
      b_(solver.b_),
      candidates_(candidates),
      destinations_(destinations),
      label_(solver.ws_.towards_label),
      slot_(solver.ws_.towards_slot),
      model_(solver.b_, solver.occ_, solver.flying_ || solver.jumping_, solver.p_.icy_slides),
      unit_(model_.unit_lengths()),
      along_(candidates.size() <= 64),
      bits_(solver.ws_.towards_bits),
      ring_(solver.ws_.towards_ring),
      later_(solver.ws_.turn.towards_later),
      level_offers_(solver.ws_.turn.towards_level),
      same_(solver.ws_.turn.towards_same) {
  if (label_.size() != b_.size()) {
    label_.assign(b_.size(), TowardsLabel{});
    slot_.assign(b_.size(), kNoSlot);
  }
  choose_centre();
  if (along_ && bits_.size() < b_.size()) bits_.assign(b_.size(), 0);  // all zero
  if (ring_.size() < 4) ring_.resize(4);
  later_.clear();
  same_.clear();
}

// A step changes the distance to the centre by at most one, for at least one movement, so
// the estimate never outruns what remains; the centre is, of the first 64 destinations, the
// one whose farthest destination (of all) is nearest.
void SharedTowards::choose_centre() {
  const bool slides = solver_.p_.icy_slides && !(solver_.flying_ || solver_.jumping_) &&
                      b_.has_terrain(Terrain::Icy);
  estimate_ = !slides && !destinations_.empty();
  centre_ = estimate_ ? destinations_.front() : 0;
  if (estimate_) {
    spread_ = std::numeric_limits<int>::max();
    const std::size_t tried = std::min<std::size_t>(destinations_.size(), 64);
    for (std::size_t i = 0; i < tried; ++i) {
      int far = 0;
      for (CellIndex t : destinations_) far = std::max(far, b_.distance(destinations_[i], t));
      if (far < spread_) spread_ = far, centre_ = destinations_[i];
    }
  }
  centre_at_ = b_.coord(centre_);
}

// The labels are settled in buckets of (negatives, order) rather than through a heap. A
// step adds at least one movement and takes the estimate down by at most that, so every
// offer made while a bucket is expanded goes to that bucket or a later one; within a bucket
// the cells are taken by movement left, so a cell is expanded after every cell that offers
// it its label. Offers with the negatives being searched go to a ring of buckets by order (a
// step adds at most the ring's size less one; it grows otherwise), those with more
// negatives wait in later_ until their level is searched.
void SharedTowards::widen_ring() {
  // A bucket holds one order, so the one being expanded moves whole, in its order.
  std::vector<std::vector<TowardsEntry>> wider(ring_.size() * 2);
  for (auto& b : ring_)
    for (const TowardsEntry& x : b)
      wider[static_cast<std::size_t>(order(x)) & (wider.size() - 1)].push_back(x);
  ring_.swap(wider);
}

// o: order(e), which the caller may know without reading e's coordinates.
// Precondition: e.label.negatives == level_.
void SharedTowards::place(const TowardsEntry& e, std::int32_t o) {
  if (expanding_ && o == at_) {
    same_.push_back(e);
    ++in_ring_;
    return;
  }
  while (static_cast<std::size_t>(o - at_) >= ring_.size()) widen_ring();
  std::vector<TowardsEntry>& b = bucket(o);
  b.push_back(e);
  ++in_ring_;
}

// A better offer replaces the cell's set, an equal one joins it. Every offer comes from a
// settled cell, so a cell's set is complete when it is settled. o: the order of the entry
// {v, l} where the caller knows it, else -1 (orders are not negative).
void SharedTowards::offer(CellIndex v, TowardsLabel l, std::uint64_t set, std::int32_t o) {
  if (l == label_[v] && along_) bits_[v] |= set;
  if (!(l < label_[v])) return;
  if (label_[v] == TowardsLabel{}) touched_.push_back(v);
  label_[v] = l;
  if (along_) bits_[v] = set;
  if (l.negatives == level_)
    place({v, l}, o >= 0 ? o : order({v, l}));
  else
    later_.push_back({v, l});
}

// Every end cell starts at its own key with nothing left to walk; the destinations are
// marked in their slots.
void SharedTowards::seed() {
  for (std::size_t i = 0; i < candidates_.size(); ++i)
    offer(candidates_[i], start_key(candidates_[i]), along_ ? std::uint64_t{1} << i : 0);
  for (CellIndex t : destinations_) {
    if (slot_[t] != kDestination) slot_[t] = kDestination, ++unsettled_;
    first_destination_ = std::min(first_destination_, t);
    last_destination_ = std::max(last_destination_, t);
  }
}

void SharedTowards::search() {
  seed();
  while (unsettled_ > 0 && !later_.empty()) {
    start_level();
    search_level();
  }
}

// The next level: the offers with the fewest negatives, by order (only they are sorted: the
// others wait for their own level).
void SharedTowards::start_level() {
  const auto by_negatives = [](const TowardsEntry& a, const TowardsEntry& b) {
    return a.label.negatives < b.label.negatives;
  };
  level_ = std::min_element(later_.begin(), later_.end(), by_negatives)->label.negatives;
  const auto rest = std::partition(later_.begin(), later_.end(), [&](const TowardsEntry& e) {
    return e.label.negatives == level_;
  });
  level_offers_.assign(later_.begin(), rest);
  later_.erase(later_.begin(), rest);
  std::stable_sort(
      level_offers_.begin(), level_offers_.end(),
      [&](const TowardsEntry& a, const TowardsEntry& b) { return order(a) < order(b); });
  next_ = 0;
  at_ = order(level_offers_.front());
}

// The buckets of one level in order, until the level is done or every destination settled.
void SharedTowards::search_level() {
  while (unsettled_ > 0) {
    while (next_ < level_offers_.size() && order(level_offers_[next_]) == at_) {
      place(level_offers_[next_], at_);
      ++next_;
    }
    expanding_ = true;
    take_by_merge();
    expanding_ = false;
    bucket(at_).clear();
    if (in_ring_ == 0) {
      if (next_ == level_offers_.size()) break;  // the level is done
      at_ = order(level_offers_[next_]);
    } else {
      ++at_;
    }
  }
}

// By value: the offers it makes may move the vectors it was read from.
void SharedTowards::expand(const TowardsEntry e) {
  --in_ring_;
  if (e.label != label_[e.cell]) return;  // a later, better offer replaced it
  if (e.cell >= first_destination_ && e.cell <= last_destination_ && slot_[e.cell] == kDestination)
    --unsettled_;
  const std::uint64_t set = along_ ? bits_[e.cell] : 0;
  if (unit_) {
    expand_unit(e, set);
    return;
  }
  auto [it, end] = out_edges(e.cell, forward_);
  for (; it != end; ++it) offer(it->target, after(e.label, it->cost), set);
}

// A cell a step may not enter is never offered a label: where v's label is not above l,
// offer() would only add to an equal one's set, and may_enter is not read. The neighbour's
// order from its coordinates, which are this cell's plus the direction's offset
// (Board::Builder::build): one read of the coordinates a cell.
void SharedTowards::expand_unit(const TowardsEntry& e, std::uint64_t set) {
  const TowardsLabel l{e.label.negatives, e.label.left + 1, e.label.used};
  const std::uint32_t open = b_.open_directions(e.cell);
  const CellIndex* const row = b_.neighbour_row(e.cell);
  const Coord here = b_.coord(e.cell);
  for (int d = 0; d < pathing::kMaxDirectionCount; ++d) {
    if (((open >> d) & 1u) == 0) continue;
    const CellIndex v = row[d];
    const TowardsLabel lv = label_[v];
    if (l == lv) {
      if (along_) bits_[v] |= set;
    } else if (l < lv && model_.may_enter(v)) {
      const Coord there =
          here + pathing::direction_offset(b_.topology(), static_cast<Direction>(d));
      offer(v, l, set,
            estimate_
                ? l.left + std::max(0, pathing::grid_distance(b_.topology(), there, centre_at_) -
                                           spread_)
                : l.left);
    }
  }
}

// A bucket is taken by movement left without a heap: what it
// holds when its expansion starts is sorted by movement left, and what its own cells offer
// it goes to same_, in the order offered; every such offer has more movement left than the
// cell that made it, so same_ stays in order, and the two are taken merged. A bucket of the
// search towards a far focus holds most of the cells it settles: a heap's sifts over it cost
// more than the rest of the search.
void SharedTowards::take_by_merge() {
  {
    std::vector<TowardsEntry>& b = bucket(at_);
    const auto by_left = [](const TowardsEntry& x, const TowardsEntry& y) {
      return x.label.left < y.label.left;
    };
    if (!std::is_sorted(b.begin(), b.end(), by_left)) std::stable_sort(b.begin(), b.end(), by_left);
  }
  // bucket(at_)'s entries before `held` are taken (kept in place: a ring rebuilt while it is
  // expanded moves them, in order, with the rest), as are same_'s before `offered`.
  std::size_t held = 0, offered = 0;
  constexpr std::size_t kAhead = 8;
  while (unsettled_ > 0) {
    pathing::deadline::poll();
    const std::vector<TowardsEntry>& h = bucket(at_);
    const bool from_held = held < h.size();
    const bool from_same = offered < same_.size();
    if (!from_held && !from_same) break;
    // The cell taken kAhead later from the same queue is fetched ahead (its label and row
    // of neighbours): on a large map each is a cache miss.
    const bool take_same =
        from_same && (!from_held || same_[offered].label.left < h[held].label.left);
    const std::vector<TowardsEntry>& q = take_same ? same_ : h;
    const std::size_t i = take_same ? offered++ : held++;
    if (i + kAhead < q.size()) {
      const CellIndex c = q[i + kAhead].cell;
      __builtin_prefetch(&label_[c]);
      b_.prefetch_row(c);
    }
    expand(q[i]);
  }
  in_ring_ -= (bucket(at_).size() - held) + (same_.size() - offered);
  same_.clear();
}

void SharedTowards::collect(std::vector<Best>& out) {
  const TowardsLabel none{};
  for (auto& b : ring_) b.clear();  // a search stopped early leaves offers in it
  for (CellIndex t : destinations_) slot_[t] = kNoSlot;
  if (along_) {
    for (std::size_t d = 0; d < destinations_.size(); ++d) {
      const CellIndex t = destinations_[d];
      if (label_[t] == none) continue;
      for (std::uint64_t b = bits_[t]; b != 0; b &= b - 1)
        out[d].cells.push_back(candidates_[static_cast<std::size_t>(std::countr_zero(b))]);
    }
    for (CellIndex c : touched_) bits_[c] = 0;
  } else {
    solver_.towards_cone(candidates_, destinations_, out);
  }

  // 4. The keys: a jump pays its landing on the destination (the same for every end cell).
  for (std::size_t d = 0; d < destinations_.size(); ++d) {
    const CellIndex t = destinations_[d];
    if (label_[t] == none) continue;
    const pathing::StepCost land = solver_.jumping_ ? solver_.landing(t) : pathing::StepCost{0, 0};
    out[d].key = {label_[t].negatives + land.negatives, label_[t].left + land.length,
                  label_[t].used};
  }
  for (CellIndex c : touched_) label_[c] = none, slot_[c] = kNoSlot;
}

void TurnSolver::towards_shared(const std::vector<CellIndex>& candidates,
                                const std::vector<CellIndex>& destinations,
                                std::vector<TowardsBest>& out) {
  if (towards_from_travel(candidates, destinations, out)) return;
  towards_search(candidates, destinations, out);
}

void TurnSolver::towards_search(const std::vector<CellIndex>& candidates,
                                const std::vector<CellIndex>& destinations,
                                std::vector<TowardsBest>& out) {
  SharedTowards search(*this, candidates, destinations);
  search.search();
  search.collect(out);
}

}  // namespace arbiter::gloomhaven::detail
