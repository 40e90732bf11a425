// Step 3 when the focus cannot be attacked this turn (docs/rules/gloomhaven.md,
// "Movement"): the monster moves towards each best destination as far as it can, along a
// path with the fewest negative hexes, shortening the remaining path, using the least
// movement. Equally good destinations are the players' choice.
//
// For an end cell e this turn can reach and a destination t the key is
//   (negative hexes to e and on from e to t, movement left from e to t, movement used to e)
// and the best cells towards t are those of the least key. One search answers every
// destination at once (towards_shared, in towards_shared.cpp): a Dijkstra from all end cells
// together, each starting at its own key with nothing left to walk, (here.negatives, 0,
// here.length); a step adds (its negative hexes, its movement, 0). Every step raises a key and keys
// compare lexicographically on a sum, so this is a plain Dijkstra over these keys, and the label it
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
//
// Where every step costs one movement and no negative hex, the search is not run: the
// travel search has already settled every cell on a shortest way to the destinations, and
// towards_from_travel reads the answer from its table.
#include "solver/gloomhaven/towards.hpp"

#include <algorithm>
#include <bit>

#include "solver/gloomhaven/turn_solver.hpp"

namespace arbiter::gloomhaven::detail {

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
      if (travel_cost(order[i]).length <= move_) consider(order[i]);
  }
  std::vector<TowardsBest> best(destinations.size());
  // Teleport needs no search: the hex distance to each destination.
  if (teleport_)
    towards_each(candidates, destinations, best);
  else
    towards_shared(candidates, destinations, best);
  std::vector<CellIndex> chosen;
  for (std::size_t i = 0; i < destinations.size(); ++i) {
    const TowardsBest& b = best[i];
    chosen.insert(chosen.end(), b.cells.begin(), b.cells.end());
    // Appended in place: a far focus has a line for each of some twenty destinations.
    std::string line = "towards ";
    append_cell_name(line, destinations[i]);
    line += ": ";
    for (CellIndex e : b.cells) {
      append_cell_name(line, e);
      line += ' ';
    }
    line += "(negative hexes ";
    line += std::to_string(std::get<0>(b.key));
    line += ", then ";
    line += std::to_string(std::get<1>(b.key));
    line += " movement left to it, using ";
    line += std::to_string(std::get<2>(b.key));
    line += ')';
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

// Where every step costs one movement and no negative hex (WalkModel::unit_lengths; not a
// jump, whose landing is not a step), the travel search has the answer already. Let L be a
// destination's travel length (the destinations tie on it: 3.2 kept the shortest) and m this
// turn's movement, L > m. An end cell e leaves dist(e, t) >= L - dist(start, e) >= L - m to
// walk (a path through e is no shorter than L), and leaves exactly L - m only when it lies
// m steps from the start on a shortest path to t, using m. So where some end cell is such a
// cell, the least key is (0, L - m, m) and the best cells are exactly those. They are found
// from the destinations backwards along the travel table's tight steps (u to v with
// length(v) = length(u) + 1), a length at a time down to m, each cell carrying as bits the
// destinations it leads to: one walk over the cells on shortest paths, where towards_search
// settles those and the cells tied around them, by labels of its own. False (the search
// decides) where a destination has no such end cell (allies stand on all of them) or the
// steps are not all of one movement.
bool TurnSolver::towards_from_travel(const std::vector<CellIndex>& candidates,
                                     const std::vector<CellIndex>& destinations,
                                     std::vector<TowardsBest>& out) {
  if (teleport_ || jumping_ || move_ < 0 || destinations.empty() || destinations.size() > 64)
    return false;
  if (!WalkModel(b_, occ_, flying_, p_.icy_slides).unit_lengths()) return false;
  const std::int32_t length = travel_cost(destinations.front()).length;
  if (length <= move_) return false;
  for (CellIndex t : destinations)
    if (!travel_exact(t) || travel_cost(t) != pathing::StepCost{0, length}) return false;
  // By slot where the travel search ran by slots (its lengths are there), else by cell.
  const bool by_slots = travel_slots_;
  const auto index = [&](CellIndex c) { return by_slots ? b_.slot(c) : c; };
  std::vector<std::uint64_t>& bits = ws_.towards_bits;  // all zero between uses
  const std::size_t places = by_slots ? b_.slot_count() : b_.size();
  if (bits.size() < places) bits.assign(places, 0);
  std::vector<CellIndex>& tight = ws_.turn.towards_tight;  // every cell (slot) given bits
  tight.clear();
  for (std::size_t d = 0; d < destinations.size(); ++d) {
    const CellIndex t = index(destinations[d]);
    if (bits[t] == 0) tight.push_back(t);
    bits[t] |= std::uint64_t{1} << d;
  }
  try {
    if (by_slots)
      ws_.travel_lengths.tight_back(tight, bits.data(), length, move_);
    else
      tight_steps_back(length);
  } catch (...) {  // the time limit: the bits are left clean all the same
    for (CellIndex c : tight) bits[c] = 0;
    throw;
  }
  for (CellIndex e : candidates)
    if (travel_cost(e).length == move_)
      for (std::uint64_t b = bits[index(e)]; b != 0; b &= b - 1)
        out[static_cast<std::size_t>(std::countr_zero(b))].cells.push_back(e);
  for (CellIndex c : tight) bits[c] = 0;
  bool answered = true;
  for (TowardsBest& best : out) {
    answered &= !best.cells.empty();
    best.key = {0, length - move_, move_};
  }
  if (!answered) out.assign(out.size(), TowardsBest{});
  return answered;
}

// towards_from_travel's walk: ws_.turn.towards_tight holds the cells of length `from`, their
// bits set; adds the cells of each length down to move_ from which a tight step leads to a
// cell of the next, each with the bits of the cells it leads to. The travel costs read are
// final: every cell shorter than a destination was settled before it.
void TurnSolver::tight_steps_back(std::int32_t from) {
  std::vector<std::uint64_t>& bits = ws_.towards_bits;
  std::vector<CellIndex>& tight = ws_.turn.towards_tight;
  std::size_t level = 0;  // tight[level, end) are the cells of length `at`
  for (std::int32_t at = from; at > move_; --at) {
    pathing::deadline::poll();
    const std::size_t end = tight.size();
    for (std::size_t i = level; i < end; ++i) {
      const CellIndex v = tight[i];
      const std::uint64_t set = bits[v];
      const std::uint32_t open = b_.open_directions(v);
      const CellIndex* const row = b_.neighbour_row(v);
      for (int d = 0; d < pathing::kMaxDirectionCount; ++d) {
        if (((open >> d) & 1u) == 0) continue;
        const CellIndex u = row[d];
        if (travel_.cost(u).length != at - 1) continue;  // travel_slots_ false
        const auto back =
            static_cast<int>(pathing::opposite(b_.topology(), static_cast<pathing::Direction>(d)));
        if (((b_.open_directions(u) >> back) & 1u) == 0) continue;  // a wall one way only
        if (bits[u] == 0) tight.push_back(u);
        bits[u] |= set;
      }
    }
    level = end;
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
