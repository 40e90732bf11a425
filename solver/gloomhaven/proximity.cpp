// The monster's proximity to the candidates (2.3: around walls, every hex counting 1), which
// ranks the candidates tied on path and the extra targets an attack may add (3.1). Numbered as
// in docs/rules/gloomhaven.md ("A monster's turn").
#include <algorithm>
#include <utility>
#include <vector>

#include "solver/gloomhaven/turn_solver.hpp"

namespace arbiter::gloomhaven::detail {

// Proximity from where the monster stands, around walls; every other hex counts 1. It
// ranks the candidates tied after 2.2 (stage 2.3) and the extra targets an attack on one of
// them can add, which stand within two attack reaches of it: past the exact table's boards
// the search stops once all of those are found.
void TurnSolver::search_proximity() {
  cand_proximity_.assign(cands_.size(), -1);
  proximities();
  rank_key_.resize(cands_.size());
  for (std::size_t k = 0; k < cands_.size(); ++k) rank_key_[k] = target_rank(k);
  // 3.1 ranks: equal keys share a rank; one rank for all where the rule set ranks none.
  dense_rank_.assign(cands_.size(), 0);
  if (p_.rank_secondary_targets) {
    std::vector<std::pair<int, int>> keys(rank_key_);
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    for (std::size_t k = 0; k < cands_.size(); ++k)
      dense_rank_[k] =
          static_cast<int>(std::lower_bound(keys.begin(), keys.end(), rank_key_[k]) - keys.begin());
  }
  rank_masks_.clear();
  if (use_masks()) {
    for (std::size_t k = 0; k < cands_.size(); ++k) {
      const auto r = static_cast<std::size_t>(dense_rank_[k]);
      if (rank_masks_.size() <= r) rank_masks_.resize(r + 1, 0);
      rank_masks_[r] |= bit(k);
    }
  }
}

// On the exact table's boards every candidate's proximity: the distances from its cell, kept
// across turns (ProximityCache); past them the searches from the monster's hex.
void TurnSolver::proximities() {
  if (!exact_) return search_proximity_from_start();
  for (std::size_t k = 0; k < cands_.size(); ++k)
    cand_proximity_[k] = ws_.proximity_from.from(b_, cell_of(cands_[k]), proximity_)[start_];
}

// The proximities from the monster's hex: on the exact table's boards every candidate's (the
// tests' reference of the cached ones); past them those the decision reads (the candidates tied on
// path and those an attack on them may add), the others left unknown (-1).
void TurnSolver::search_proximity_from_start() {
  const pathing::StepCost* best = nullptr;
  for (std::size_t k = 0; k < cands_.size(); ++k)
    if (path_exact_[k] && focus_path_[k] != pathing::kUnreachable &&
        (!best || focus_path_[k] < *best))
      best = &focus_path_[k];
  std::vector<char>& needed = ws_.turn.proximity_needed;
  // The exact table shows every candidate's proximity: all of them are needed.
  needed.assign(cands_.size(), best == nullptr || exact_ ? 1 : 0);
  if (best && !exact_) {
    const int reach = std::max(range_, 1) + (aoe_ ? 2 * aoe_span_ + 1 : 0);
    for (std::size_t t = 0; t < cands_.size(); ++t) {
      if (!path_exact_[t] || focus_path_[t] != *best) continue;
      const Coord ct = figs_[static_cast<std::size_t>(cands_[t])].hex;
      for (std::size_t k = 0; k < cands_.size(); ++k)
        if (pathing::hex_distance(ct, figs_[static_cast<std::size_t>(cands_[k])].hex) <=
            2 * reach + 1)
          needed[k] = 1;
    }
  }
  std::vector<std::pair<CellIndex, std::size_t>>& wanted = ws_.turn.proximity_wanted;
  for (std::size_t k = 0; k < cands_.size(); ++k)
    if (needed[k]) wanted.push_back({cell_of(cands_[k]), k});
  std::sort(wanted.begin(), wanted.end());
  pathing::OpenModel open(b_);
  const pathing::ForwardGraph<pathing::OpenModel> graph{&open};
  // Past the exact table's boards a few candidates needed (most often one: the focus) are
  // found each by A* (search_unit_astar), which heads for its candidate where the
  // breadth-first search below settles every hex nearer than the farthest of them, all round
  // the monster: on a large map, most of the map (BM_FarTargets). Past a few, the one
  // breadth-first search costs less than a search each.
  constexpr std::size_t kHeadedFor = 4;
  if (!exact_ && wanted.size() <= kHeadedFor) {
    for (const auto& [c, k] : wanted) {
      cand_proximity_[k] = pathing::search_unit_astar(graph, start_, c, proximity_);
    }
    return;
  }
  std::size_t remaining = wanted.size();
  auto all_found = [&](CellIndex u) {
    auto it =
        std::lower_bound(wanted.begin(), wanted.end(), std::pair<CellIndex, std::size_t>{u, 0});
    for (; it != wanted.end() && it->first == u; ++it) --remaining;
    return remaining == 0;
  };
  // A cell's proximity is final once reached (every step counts 1): the search stops once
  // the last candidate needed is taken from the queue.
  pathing::search_bfs_direct(graph, &start_, &start_ + 1, proximity_, all_found);
  for (const auto& [c, k] : wanted) cand_proximity_[k] = proximity_.depth(c);
}

}  // namespace arbiter::gloomhaven::detail
