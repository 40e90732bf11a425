// Step 3 when the focus cannot be attacked this turn (docs/rules/gloomhaven.md,
// "Movement"): the monster moves towards each best destination as far as it can, along a
// path with the fewest negative hexes, shortening the remaining path, using the least
// movement. Equally good destinations are the players' choice.
//
// For an end cell e this turn can reach and a destination t the key is
//   (negative hexes to e and on from e to t, movement left from e to t, movement used to e)
// and the best cells towards t are those of the least key. One search answers every
// destination at once (towards_shared): a Dijkstra from all end cells together, each
// starting at its own key with nothing left to walk, (here.negatives, 0, here.length); a
// step adds (its negative hexes, its movement, 0). Every step raises a key and keys compare
// lexicographically on a sum, so this is a plain Dijkstra over these keys, and the label it
// settles on t is the least key over all end cells. The end cells achieving it are those
// from which a path of tight steps (label(u) + step = label(v)) leads to t and whose label
// is their starting key. Up to 64 end cells (move 4 or less on open ground) those sets ride
// along the search as bit masks; past that they flow after it along tight steps in the order
// of the labels (every tight step goes up), over the cells from which some destination is
// reached by tight steps only, 64 end cells at a time.
//
// The search is goal-directed (A*): it takes offers in the order of (negatives, movement
// left plus an estimate of what remains, movement left), the estimate being the hex
// distance to the destinations (less their spread), which no step outruns where every
// step moves one hex for at least one movement (no slides on ice; there the estimate is
// zero). Along every step that order goes up, and it ranks one cell's labels as the labels
// do, so this is a Dijkstra over the same labels with other priorities: every cell it
// settles has the same label and set as before, and it settles far fewer cells than the
// plain order when the destinations are far away (a monster heading for a far focus).
#include <algorithm>
#include <bit>

#include "solver/gloomhaven/turn_solver.hpp"

namespace arbiter::gloomhaven::detail {
namespace {

constexpr std::uint32_t kNoSlot = std::numeric_limits<std::uint32_t>::max();
constexpr std::uint32_t kDestination = kNoSlot - 1;  // during the search
constexpr std::uint32_t kTight = kNoSlot - 2;        // reaches a destination by tight steps

TowardsLabel after(TowardsLabel l, pathing::StepCost step) {
  return {l.negatives + step.negatives, l.left + step.length, l.used};
}

}  // namespace

void TurnSolver::step3_towards(std::size_t focus, const std::vector<CellIndex>& destinations) {
  const Figure& f = figs_[static_cast<std::size_t>(cands_[focus])];
  trace("3", "cannot attack " + f.id + " this turn: moves towards " +
                 std::to_string(destinations.size()) + " best destination" +
                 (destinations.size() > 1 ? "s" : ""));
  // The cells this turn can end on are the same for every destination.
  std::vector<CellIndex>& candidates = ws_.turn.towards_candidates;
  candidates.clear();
  auto consider = [&](CellIndex e) {
    if (!can_stop(e)) return;
    const auto here = end_cost(e);
    if (here != pathing::kUnreachable && here.length <= move_) candidates.push_back(e);
  };
  if (teleport_) {
    for (CellIndex e = 0; e < b_.size(); ++e)
      if (b_.distance(start_, e) <= move_) consider(e);
  } else {
    const std::vector<CellIndex>& order = travel_order();
    const std::size_t near = std::min(order.size(), travel_near_);  // the rest lie past it
    for (std::size_t i = 0; i < near; ++i)
      if (travel_.cost(order[i]).length <= move_) consider(order[i]);
  }
  std::vector<TowardsBest> best(destinations.size());
  // Teleport needs no search: the hex distance to each destination.
  if (teleport_ || !shared_towards_)
    towards_each(candidates, destinations, best);
  else
    towards_shared(candidates, destinations, best);
  std::vector<CellIndex> chosen;
  for (std::size_t i = 0; i < destinations.size(); ++i) {
    const TowardsBest& b = best[i];
    chosen.insert(chosen.end(), b.cells.begin(), b.cells.end());
    std::string line = "towards " + cell_name(destinations[i]) + ": ";
    for (CellIndex e : b.cells) line += cell_name(e) + " ";
    line += "(negative hexes " + std::to_string(std::get<0>(b.key)) + ", then " +
            std::to_string(std::get<1>(b.key)) + " movement left to it, using " +
            std::to_string(std::get<2>(b.key)) + ")";
    trace("3", std::move(line));
  }
  std::sort(chosen.begin(), chosen.end());
  chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
  for (CellIndex e : chosen) {
    Option o;
    o.destination = e;
    o.focus = cands_[focus];
    o.path = teleport_ || e == start_ ? std::vector<CellIndex>{start_} : travel_path(e);
    if (teleport_ && e != start_) o.path.push_back(e);
    d_.options.push_back(std::move(o));
  }
}

// The reference method: the remaining cost from every cell to each destination by its own
// reverse search, then every end cell weighed against it. Used for teleport (distances,
// no search) and by the tests that compare towards_shared with it.
void TurnSolver::towards_each(const std::vector<CellIndex>& candidates,
                              const std::vector<CellIndex>& destinations,
                              std::vector<TowardsBest>& out) {
  if (!teleport_ && reverse_.size() != b_.size()) reverse_.resize(b_.size());
  for (std::size_t i = 0; i < destinations.size(); ++i) {
    const CellIndex target = destinations[i];
    pathing::deadline::poll();
    auto remaining = [&](CellIndex e) -> pathing::StepCost {
      if (e == target) return {0, 0};
      if (teleport_) return pathing::StepCost{0, b_.distance(e, target)} + landing(target);
      if (!reverse_.reached(e)) return pathing::kUnreachable;
      if (jumping_) return pathing::StepCost{0, reverse_.cost(e).length} + landing(target);
      return reverse_.cost(e);
    };
    if (!teleport_) {
      WalkModel model(b_, occ_, flying_ || jumping_, p_.icy_slides);
      pathing::search_dijkstra(pathing::ReverseGraph<WalkModel>{&model}, &target, &target + 1,
                               reverse_);
    }
    TowardsBest& best = out[i];
    for (CellIndex e : candidates) {
      const auto here = end_cost(e);
      const auto rest = remaining(e);
      if (rest == pathing::kUnreachable) continue;
      const TowardsKey k{here.negatives + rest.negatives, rest.length, here.length};
      if (k < best.key) {
        best.key = k;
        best.cells = {e};
      } else if (k == best.key) {
        best.cells.push_back(e);
      }
    }
  }
}

void TurnSolver::towards_shared(const std::vector<CellIndex>& candidates,
                                const std::vector<CellIndex>& destinations,
                                std::vector<TowardsBest>& out) {
  std::vector<TowardsLabel>& label = ws_.towards_label;
  std::vector<std::uint32_t>& slot = ws_.towards_slot;
  if (label.size() != b_.size()) {
    label.assign(b_.size(), TowardsLabel{});
    slot.assign(b_.size(), kNoSlot);
  }
  const TowardsLabel none{};
  WalkModel model(b_, occ_, flying_ || jumping_, p_.icy_slides);
  const pathing::ForwardGraph<WalkModel> forward{&model};
  // Where every step costs {0, 1} (towards_flat_), a cell's steps are read from the board's
  // row of neighbours and open directions, each entered as may_enter() says: the steps
  // step() gives, in the same order, without its reloads of the board's arrays per step.
  const bool unit = towards_flat_ && model.unit_lengths();
  // Every cell given a label, to leave both arrays clean at the end.
  std::vector<CellIndex> touched;
  auto start_key = [&](CellIndex e) {
    const auto here = end_cost(e);
    return TowardsLabel{here.negatives, 0, here.length};
  };
  // What remains at least from a cell to the nearest destination: the hex distance to a
  // central destination less the farthest any destination lies from it (a step changes
  // that distance by at most one, for at least one movement). None where a slide on ice
  // goes several hexes for one movement.
  const bool slides = p_.icy_slides && !(flying_ || jumping_) && b_.has_terrain(Terrain::Icy);
  const bool estimate = !slides && !destinations.empty();
  CellIndex centre = estimate ? destinations.front() : 0;
  int spread = 0;
  if (estimate) {
    // The centre: of the first 64 destinations, the one whose farthest destination (of
    // all) is nearest.
    spread = std::numeric_limits<int>::max();
    const std::size_t tried = std::min<std::size_t>(destinations.size(), 64);
    for (std::size_t i = 0; i < tried; ++i) {
      int far = 0;
      for (CellIndex t : destinations) far = std::max(far, b_.distance(destinations[i], t));
      if (far < spread) spread = far, centre = destinations[i];
    }
  }
  const Coord centre_at = b_.coord(centre);
  auto order = [&](const TowardsEntry& e) {
    return estimate ? e.label.left + std::max(0, b_.distance(e.cell, centre) - spread)
                    : e.label.left;
  };

  // 1. The search, until every destination is settled. Up to 64 end cells, their sets
  // ride along as bit masks (bit i: candidates[i]): a better offer replaces the set, an
  // equal one joins it. Every offer comes from a settled cell, so a cell's set is complete
  // when it is settled.
  //
  // The labels are settled in buckets of (negatives, order: movement left plus the
  // estimate) rather than through a heap. A step adds at least one movement and takes the
  // estimate down by at most that, so every offer made while a bucket is expanded goes to
  // that bucket or a later one; within a bucket the cells are taken by movement left (a
  // small heap), so a cell is expanded after every cell that offers it its label. Offers
  // with the negatives being searched go to a ring of buckets by order (a step adds at
  // most the ring's size less one; it grows otherwise), those with more negatives wait in
  // `later` until their level is searched.
  //
  // By merge (towards_by_merge_), a bucket is taken by movement left without a heap: what
  // it holds when its expansion starts is sorted by movement left, and what its own cells
  // offer it goes to `same`, in the order offered; every such offer has more movement left
  // than the cell that made it, so `same` stays in order, and the two are taken merged. A
  // bucket of the search towards a far focus holds most of the cells it settles: a heap's
  // sifts over it cost more than the rest of the search.
  const bool along = candidates.size() <= 64;
  std::vector<std::uint64_t>& bits = ws_.towards_bits;
  if (along && bits.size() != b_.size()) bits.assign(b_.size(), 0);
  std::vector<std::vector<TowardsEntry>>& ring = ws_.towards_ring;
  if (ring.size() < 4) ring.resize(4);
  std::vector<TowardsEntry>& later = ws_.turn.towards_later;
  std::vector<TowardsEntry>& level_offers = ws_.turn.towards_level;
  std::vector<TowardsEntry>& same = ws_.turn.towards_same;
  later.clear();
  same.clear();
  const bool merge = towards_by_merge_;
  std::int32_t level = -1;  // negatives being searched (none before the first level)
  std::int32_t at = 0;      // order being searched
  bool expanding = false;   // bucket(at) is a heap by movement left, being expanded
  const auto more_left = [](const TowardsEntry& a, const TowardsEntry& b) {
    return a.label.left > b.label.left;  // std heaps keep the greatest first: the least left
  };
  std::size_t in_ring = 0;
  auto bucket = [&](std::int32_t o) -> std::vector<TowardsEntry>& {
    return ring[static_cast<std::size_t>(o) & (ring.size() - 1)];
  };
  // o: order(e), which the caller may know without reading e's coordinates.
  auto place = [&](const TowardsEntry& e, std::int32_t o) {  // e.label.negatives == level
    if (merge && expanding && o == at) {
      same.push_back(e);
      ++in_ring;
      return;
    }
    while (static_cast<std::size_t>(o - at) >= ring.size()) {
      // A bucket holds one order, so the one being expanded moves whole, its heap intact.
      std::vector<std::vector<TowardsEntry>> wider(ring.size() * 2);
      for (auto& b : ring)
        for (const TowardsEntry& x : b)
          wider[static_cast<std::size_t>(order(x)) & (wider.size() - 1)].push_back(x);
      ring.swap(wider);
    }
    std::vector<TowardsEntry>& b = bucket(o);
    b.push_back(e);
    if (expanding && o == at) std::push_heap(b.begin(), b.end(), more_left);
    ++in_ring;
  };
  // o: the order of the entry {v, l} where the caller knows it, else -1 (orders are not
  // negative).
  auto offer = [&](CellIndex v, TowardsLabel l, std::uint64_t set, std::int32_t o = -1) {
    if (l == label[v] && along) bits[v] |= set;
    if (!(l < label[v])) return;
    if (label[v] == none) touched.push_back(v);
    label[v] = l;
    if (along) bits[v] = set;
    if (l.negatives == level)
      place({v, l}, o >= 0 ? o : order({v, l}));
    else
      later.push_back({v, l});
  };
  for (std::size_t i = 0; i < candidates.size(); ++i)
    offer(candidates[i], start_key(candidates[i]), along ? std::uint64_t{1} << i : 0);
  std::size_t unsettled = 0;
  // The span of the destinations' cells: a cell settled outside it is none of them, which
  // two comparisons tell without reading its slot (most settled cells lie outside it).
  CellIndex first_destination = pathing::kNoCell, last_destination = 0;
  for (CellIndex t : destinations) {
    if (slot[t] != kDestination) slot[t] = kDestination, ++unsettled;
    first_destination = std::min(first_destination, t);
    last_destination = std::max(last_destination, t);
  }
  const auto by_negatives = [](const TowardsEntry& a, const TowardsEntry& b) {
    return a.label.negatives < b.label.negatives;
  };
  const auto by_order = [&](const TowardsEntry& a, const TowardsEntry& b) {
    return order(a) < order(b);
  };
  while (unsettled > 0 && !later.empty()) {
    // The next level: the offers with the fewest negatives, by order (only they are
    // sorted: the others wait for their own level).
    level = std::min_element(later.begin(), later.end(), by_negatives)->label.negatives;
    const auto rest = std::partition(later.begin(), later.end(), [&](const TowardsEntry& e) {
      return e.label.negatives == level;
    });
    level_offers.assign(later.begin(), rest);
    later.erase(later.begin(), rest);
    std::stable_sort(level_offers.begin(), level_offers.end(), by_order);
    std::size_t next = 0;  // level_offers not yet in the ring
    at = order(level_offers.front());
    while (unsettled > 0) {
      while (next < level_offers.size() && order(level_offers[next]) == at) {
        place(level_offers[next], at);
        ++next;
      }
      // By merge: bucket(at)'s entries before `held` are taken (kept in place: a ring
      // rebuilt while it is expanded moves them, in order, with the rest), as are
      // same's before `offered`.
      std::size_t held = 0, offered = 0;
      // By value: the offers it makes may move the vectors it was read from.
      auto expand = [&](const TowardsEntry e) {
        --in_ring;
        if (e.label != label[e.cell]) return;  // a later, better offer replaced it
        if (e.cell >= first_destination && e.cell <= last_destination &&
            slot[e.cell] == kDestination)
          --unsettled;
        const std::uint64_t set = along ? bits[e.cell] : 0;
        if (unit) {
          // A cell a step may not enter is never offered a label: where v's label is not
          // above l, offer() would only add to an equal one's set, and may_enter is not read.
          // The neighbour's order from its coordinates, which are this cell's plus the
          // direction's offset (Board::Builder::build): one read of the coordinates a cell.
          const TowardsLabel l{e.label.negatives, e.label.left + 1, e.label.used};
          const std::uint32_t open = b_.open_directions(e.cell);
          const CellIndex* const row = b_.neighbour_row(e.cell);
          const Coord here = b_.coord(e.cell);
          for (int d = 0; d < pathing::kMaxDirectionCount; ++d) {
            if (((open >> d) & 1u) == 0) continue;
            const CellIndex v = row[d];
            const TowardsLabel lv = label[v];
            if (l == lv) {
              if (along) bits[v] |= set;
            } else if (l < lv && model.may_enter(v)) {
              const Coord there =
                  here + pathing::direction_offset(b_.topology(), static_cast<Direction>(d));
              offer(v, l, set,
                    estimate ? l.left + std::max(0, pathing::grid_distance(b_.topology(), there,
                                                                           centre_at) -
                                                        spread)
                             : l.left);
            }
          }
          return;
        }
        auto [it, end] = out_edges(e.cell, forward);
        for (; it != end; ++it) offer(it->target, after(e.label, it->cost), set);
      };
      if (merge) {
        std::vector<TowardsEntry>& b = bucket(at);
        const auto by_left = [](const TowardsEntry& x, const TowardsEntry& y) {
          return x.label.left < y.label.left;
        };
        if (!std::is_sorted(b.begin(), b.end(), by_left))
          std::stable_sort(b.begin(), b.end(), by_left);
        expanding = true;
        constexpr std::size_t kAhead = 8;
        while (unsettled > 0) {
          pathing::deadline::poll();
          const std::vector<TowardsEntry>& h = bucket(at);
          const bool from_held = held < h.size();
          const bool from_same = offered < same.size();
          if (!from_held && !from_same) break;
          // The cell taken kAhead later from the same queue is fetched ahead (its label
          // and row of neighbours): on a large map each is a cache miss.
          const bool take_same =
              from_same && (!from_held || same[offered].label.left < h[held].label.left);
          const std::vector<TowardsEntry>& q = take_same ? same : h;
          const std::size_t i = take_same ? offered++ : held++;
          if (i + kAhead < q.size()) {
            const CellIndex c = q[i + kAhead].cell;
            __builtin_prefetch(&label[c]);
            b_.prefetch_row(c);
          }
          expand(q[i]);
        }
        in_ring -= (bucket(at).size() - held) + (same.size() - offered);
        same.clear();
      } else {
        std::make_heap(bucket(at).begin(), bucket(at).end(), more_left);
        expanding = true;
        while (!bucket(at).empty() && unsettled > 0) {
          pathing::deadline::poll();
          std::vector<TowardsEntry>& b = bucket(at);
          std::pop_heap(b.begin(), b.end(), more_left);
          const TowardsEntry e = b.back();
          b.pop_back();
          expand(e);
        }
        in_ring -= bucket(at).size();
      }
      expanding = false;
      bucket(at).clear();
      if (in_ring == 0) {
        if (next == level_offers.size()) break;  // the level is done
        at = order(level_offers[next]);
      } else {
        ++at;
      }
    }
  }
  for (auto& b : ring) b.clear();  // a search stopped early leaves offers in it
  for (CellIndex t : destinations) slot[t] = kNoSlot;
  if (along) {
    for (std::size_t d = 0; d < destinations.size(); ++d) {
      const CellIndex t = destinations[d];
      if (label[t] == none) continue;
      for (std::uint64_t b = bits[t]; b != 0; b &= b - 1)
        out[d].cells.push_back(candidates[static_cast<std::size_t>(std::countr_zero(b))]);
    }
    for (CellIndex c : touched) bits[c] = 0;
  } else {
    towards_cone(candidates, destinations, out);
  }

  // 4. The keys: a jump pays its landing on the destination (the same for every end cell).
  for (std::size_t d = 0; d < destinations.size(); ++d) {
    const CellIndex t = destinations[d];
    if (label[t] == none) continue;
    const pathing::StepCost land = jumping_ ? landing(t) : pathing::StepCost{0, 0};
    out[d].key = {label[t].negatives + land.negatives, label[t].left + land.length, label[t].used};
  }
  for (CellIndex c : touched) label[c] = none, slot[c] = kNoSlot;
}

// Past 64 end cells: the sets of the best end cells, found after the search (towards_shared
// step 1 left every destination's label settled).
void TurnSolver::towards_cone(const std::vector<CellIndex>& candidates,
                              const std::vector<CellIndex>& destinations,
                              std::vector<TowardsBest>& out) {
  std::vector<TowardsLabel>& label = ws_.towards_label;
  std::vector<std::uint32_t>& slot = ws_.towards_slot;
  const TowardsLabel none{};
  WalkModel model(b_, occ_, flying_ || jumping_, p_.icy_slides);
  const pathing::ReverseGraph<WalkModel> reverse{&model};
  auto start_key = [&](CellIndex e) {
    const auto here = end_cost(e);
    return TowardsLabel{here.negatives, 0, here.length};
  };

  // 2. The cells from which a destination is reached by tight steps, from the destinations
  // backwards. A tight predecessor's label is below its successor's, so it was settled.
  auto tight = [&](CellIndex u, pathing::StepCost step, CellIndex v) {
    return label[u] != none && after(label[u], step) == label[v];
  };
  std::vector<CellIndex> cone;  // those cells
  for (CellIndex t : destinations)
    if (label[t] != none && slot[t] != kTight) slot[t] = kTight, cone.push_back(t);
  for (std::size_t next = 0; next < cone.size(); ++next) {
    pathing::deadline::poll();
    const CellIndex v = cone[next];
    auto [it, end] = out_edges(v, reverse);
    for (; it != end; ++it) {
      const CellIndex u = it->target;
      if (slot[u] != kTight && tight(u, it->cost, v)) slot[u] = kTight, cone.push_back(u);
    }
  }
  // By label: every tight step goes up, so a cell's tight predecessors come before it.
  std::sort(cone.begin(), cone.end(), [&](CellIndex a, CellIndex b) {
    return label[a] != label[b] ? label[a] < label[b] : a < b;
  });
  for (std::size_t i = 0; i < cone.size(); ++i) slot[cone[i]] = static_cast<std::uint32_t>(i);

  // 3. The end cells that can be best for some destination (in the cone, at their starting
  // key), in the order of `candidates`; their sets flow forward 64 at a time.
  std::vector<CellIndex> sources;
  std::vector<std::int32_t> source_of(cone.size(), -1);  // by cone index
  for (CellIndex e : candidates)
    if (slot[e] != kNoSlot && label[e] == start_key(e)) {
      source_of[slot[e]] = static_cast<std::int32_t>(sources.size());
      sources.push_back(e);
    }
  std::vector<std::uint64_t> bits(cone.size());
  for (std::size_t first = 0; first < sources.size(); first += 64) {
    for (std::size_t i = 0; i < cone.size(); ++i) {
      pathing::deadline::poll();
      const CellIndex v = cone[i];
      std::uint64_t b = 0;
      const std::int64_t own = source_of[i] - static_cast<std::int64_t>(first);
      if (own >= 0 && own < 64) b = std::uint64_t{1} << own;
      auto [it, end] = out_edges(v, reverse);
      for (; it != end; ++it) {
        const CellIndex u = it->target;
        if (slot[u] != kNoSlot && tight(u, it->cost, v)) b |= bits[slot[u]];
      }
      bits[i] = b;
    }
    for (std::size_t d = 0; d < destinations.size(); ++d) {
      const CellIndex t = destinations[d];
      if (slot[t] == kNoSlot) continue;
      for (std::uint64_t b = bits[slot[t]]; b != 0; b &= b - 1)
        out[d].cells.push_back(sources[first + static_cast<std::size_t>(std::countr_zero(b))]);
    }
  }

  for (CellIndex c : cone) slot[c] = kNoSlot;
}

}  // namespace arbiter::gloomhaven::detail
