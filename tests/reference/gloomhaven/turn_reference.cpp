#include "tests/reference/gloomhaven/turn_reference.hpp"

#include <algorithm>
#include <limits>
#include <vector>

#include "solver/gloomhaven/turn_solver.hpp"

namespace arbiter::gloomhaven::reference {
namespace {

using detail::TurnSolver;

class ReferenceSolver : public TurnSolver {
 public:
  ReferenceSolver(const Scenario& s, const pathing::Board& b, const RuleProfile& p,
                  TurnWorkspace::Arrays& ws, const Methods& m)
      : TurnSolver(s, b, p, ws,
                   DecideOptions{.exact_table = m.exact_table, .options_only = m.options_only}),
        m_(m) {
    if (!m.bit_masks) mask_candidates_ = 0;
    lengths_by_slots_ = m.lengths_by_slots;
    spot_keys_ = m.spot_keys;
  }

 private:
  WalkModel walk_model() override {
    if (m_.flat_steps) return TurnSolver::walk_model();
    return WalkModel(b_, occ_, flying_ || jumping_, p_.icy_slides);
  }

  void search_travel() override;
  template <class Graph>
  void search_travel_exact_reference(const Graph& graph);

  void proximities() override {
    if (m_.cached_proximity) return TurnSolver::proximities();
    search_proximity_from_start();
  }

  void towards_shared(const std::vector<CellIndex>& candidates,
                      const std::vector<CellIndex>& destinations,
                      std::vector<TowardsBest>& out) override {
    if (!m_.shared_towards) return towards_each(candidates, destinations, out);
    if (!m_.towards_from_travel) return towards_search(candidates, destinations, out);
    TurnSolver::towards_shared(candidates, destinations, out);
  }

  void prepare_attack_geometry() override;

  const Methods m_;
  std::vector<std::uint16_t> prox_flat_;  // the turn's own table (proximity_by_touched off)
};

// The travel search with the methods named: the heap everywhere (split_travel and
// far_by_length off), or the exact table's bucket queue to the end or reading the heap's
// slots.
void ReferenceSolver::search_travel() {
  if (teleport_) return;
  if (m_.split_travel && m_.far_by_length && m_.travel_needs_only && m_.settled_by_cost &&
      m_.bounded_by_buckets)
    return TurnSolver::search_travel();
  WalkModel model = walk_model();
  const pathing::ForwardGraph<WalkModel> graph{&model};
  travel_bounded_ = false;
  travel_near_ = std::numeric_limits<std::size_t>::max();
  const bool no_negatives = flying_ || jumping_ ||
                            (!b_.has_terrain(Terrain::Trap) && !b_.has_terrain(Terrain::Hazardous));
  const std::int32_t exact_within =
      m_.far_by_length && no_negatives ? move_ : std::numeric_limits<std::int32_t>::max();
  if (exact_ || jumping_) {
    if (jumping_ || !m_.split_travel || (slides_on_board() && !flying_))
      pathing::search_dijkstra_direct(graph, start_, travel_, pathing::NeverStop{}, exact_within);
    else
      search_travel_exact_reference(graph);
    return;
  }
  search_travel_bounded(graph, exact_within, !m_.bounded_by_buckets);
}

// TurnSolver::search_travel_exact, its bucket queue run to the end (travel_needs_only off)
// or reading the heap's slots (settled_by_cost off).
template <class Graph>
void ReferenceSolver::search_travel_exact_reference(const Graph& graph) {
  travel_within_ = {0, std::max(move_, 0)};
  const pathing::StepCost within = travel_within_;
  pathing::search_dijkstra_direct(graph, &start_, &start_ + 1, travel_,
                                  [&](CellIndex u) { return within < travel_.cost(u); });
  travel_prefix_ = travel_.reached_cells().size();
  travel_split_ = true;
  auto finish = [&](auto enough, std::int32_t until) {
    if (m_.settled_by_cost)
      pathing::finish_dijkstra_by_buckets_flat(graph, travel_, enough, until);
    else
      pathing::finish_dijkstra_by_buckets(graph, travel_, enough, until);
  };
  if (!m_.travel_needs_only) {
    finish(pathing::NeverStop{}, std::numeric_limits<std::int32_t>::max());
    return;
  }
  std::vector<char> mark(b_.size(), 0);
  std::size_t remaining = 0;
  for (std::size_t k = 0; k < cands_.size(); ++k)
    for (CellIndex e : hexes_that_may_hit(k))
      if (!mark[e] && can_stop(e) && !(travel_.reached(e) && travel_.cost(e) <= within)) {
        mark[e] = 1;
        ++remaining;
      }
  auto enough = [&](CellIndex u) {
    if (mark[u]) {
      mark[u] = 0;
      --remaining;
    }
    return remaining == 0;
  };
  finish(enough, within.length);
}

// The table of each candidate's distances zeroed whole each turn and read cell by cell
// (proximity_by_touched off), on the boards where the solver keeps one.
void ReferenceSolver::prepare_attack_geometry() {
  const int reach = std::max(range_, 1) + (aoe_ ? 2 * aoe_span_ + 1 : 0);
  const std::size_t n = b_.size();
  const bool flat = cands_.size() * n <= kFlatProximity && reach < 0xFFFF;
  if (m_.proximity_by_touched || !flat) return TurnSolver::prepare_attack_geometry();
  if (in_range_.size() < cands_.size()) in_range_.resize(cands_.size());
  for (std::size_t k = 0; k < cands_.size(); ++k) in_range_[k].clear();
  pathing::OpenModel open(b_);
  pathing::DepthResult& bfs = ws_.around;
  prox_flat_.assign(cands_.size() * n, 0);
  std::uint16_t* const table = prox_flat_.data();
  prox_ = table;
  for (std::size_t k = 0; k < cands_.size(); ++k) {
    pathing::search_bfs_within(pathing::ForwardGraph<pathing::OpenModel>{&open}, cell_of(cands_[k]),
                               reach, bfs);
    for (CellIndex c : bfs.reached_cells())
      table[k * n + c] = static_cast<std::uint16_t>(bfs.depth(c) + 1);
  }
  // The lists read from the table cell by cell come out sorted.
  for (CellIndex c = 0; c < n; ++c) {
    for (std::size_t k = 0; k < cands_.size(); ++k) {
      const std::uint16_t v = table[k * n + c];
      if (v == 0) continue;
      in_range_[k].push_back({c, static_cast<int>(v) - 1});
      near_.push_back({c, k});
    }
  }
  bfs.reset();
}

}  // namespace

Decision decide_turn(const Scenario& s, const pathing::Board& board, const RuleProfile& profile,
                     TurnWorkspace& workspace, const Methods& m) {
  ReferenceSolver solver(s, board, profile, workspace.arrays(), m);
  return solver.run();
}

decltype(RoundRequest::decide) decider(const Methods& m) {
  return [m](const Scenario& s, const pathing::Board& board, const RuleProfile& profile,
             TurnWorkspace& ws) { return decide_turn(s, board, profile, ws, m); };
}

}  // namespace arbiter::gloomhaven::reference
