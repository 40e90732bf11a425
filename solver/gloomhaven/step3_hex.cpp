// Step 3 at one hex (docs/rules/gloomhaven.md, "Movement"): what the hex offers each stage.
//   3.1 the key of the best (hex, target group) pairs it is part of, and those groups: the
//       most targets including the focus, then, by the rule set, the fewest at disadvantage
//       or the best focus ranks (best_groups_at, or best_key_by_masks on bit masks), and the
//       order in which two pairs compare (compare_pairs, pair_lost_at);
//   3.2 its attacks whose target set is one of the chosen groups, with the fewest targets at
//       disadvantage (attacks_on_groups).
// The procedure that weighs every hex against the others is in step3.cpp.
#include <algorithm>
#include <array>
#include <bit>

#include "solver/gloomhaven/turn_solver.hpp"

namespace arbiter::gloomhaven::detail {
namespace {

int cmp3(const auto& x, const auto& y) {
  return x < y ? -1 : (y < x ? 1 : 0);
}

}  // namespace

// 3.1: negative when pair a is better than pair b.
int TurnSolver::compare_pairs(const Spot& a, const GroupKey& ka, const Spot& b,
                              const GroupKey& kb) const {
  if (int c = cmp3(a.cost.negatives, b.cost.negatives)) return c;
  if (int c = cmp3(b.now, a.now)) return c;
  if (p_.targets_before_focus_disadvantage) {
    if (int c = cmp3(kb.targets, ka.targets)) return c;
    if (int c = cmp3(ka.disadvantaged, kb.disadvantaged)) return c;
  } else {
    if (int c = cmp3(a.focus_dis, b.focus_dis)) return c;
    if (int c = cmp3(kb.targets, ka.targets)) return c;
  }
  if (int c = cmp3(a.cost.length, b.cost.length)) return c;
  // Equal sizes here, so ascending rank lists compare as the counts per rank do.
  if (p_.rank_secondary_targets) return cmp3(ka.ranks, kb.ranks);
  return 0;
}

// The key at which pair (s, k) first loses to the best pair (w, kw), in compare_pairs' order.
Step3Stage TurnSolver::pair_lost_at(const Spot& s, const GroupKey& k, const Spot& w,
                                    const GroupKey& kw) const {
  if (s.cost.negatives != w.cost.negatives) return Step3Stage::MoreNegative;
  if (s.now != w.now) return Step3Stage::NotThisTurn;
  if (p_.targets_before_focus_disadvantage) {
    if (k.targets != kw.targets) return Step3Stage::FewerTargets;
    if (k.disadvantaged != kw.disadvantaged) return Step3Stage::MoreDisadvantaged;
  } else {
    if (s.focus_dis != w.focus_dis) return Step3Stage::FocusDisadvantage;
    if (k.targets != kw.targets) return Step3Stage::FewerTargets;
  }
  if (s.cost.length != w.cost.length) return Step3Stage::LongerPath;
  if (p_.rank_secondary_targets && k.ranks != kw.ranks) return Step3Stage::LowerRanks;
  return Step3Stage::Chosen;
}

// The same key as best_groups_at computes, from masks: per placement, the base (its hits
// and the focus), then the best `take` of the other single targets by the one key that
// orders them (rank, or being at disadvantage), counted per rank with popcounts.
bool TurnSolver::best_key_by_masks(const HexAttacks& geometry, std::size_t focus, GroupKey& best) {
  const bool by_rank = p_.rank_secondary_targets;
  const bool by_dis = p_.targets_before_focus_disadvantage;
  assert(use_masks() && !(by_rank && by_dis));
  const int singles_allowed = aoe_ ? targets_ - 1 : targets_;
  const std::uint64_t f = bit(focus);
  // The ranks are kept as a count per rank: two ascending lists of ranks of one length
  // compare as their counts do at the first rank where they differ, the larger count first.
  const std::size_t ranks = by_rank ? rank_masks_.size() : 0;
  std::array<int, kMaskCandidates> counts{}, best_counts{};
  bool found = false;
  for (const Area& area : geometry.areas) {
    const bool focus_in_area = (area.mask & f) != 0;
    if (!focus_in_area && ((geometry.singles_mask & f) == 0 || singles_allowed < 1)) continue;
    const std::uint64_t base = area.mask | f;
    const int free = std::max(singles_allowed - (focus_in_area ? 0 : 1), 0);
    const std::uint64_t pool = geometry.singles_mask & ~area.mask & ~f;
    const int take = std::min(std::popcount(pool), free);
    const int targets = std::popcount(base) + take;
    const int clean = std::popcount(pool & ~geometry.dis_mask);
    const int disadvantaged = std::popcount(base & geometry.dis_mask) + std::max(0, take - clean);
    int left = take;
    for (std::size_t r = 0; r < ranks; ++r) {
      const int from_pool = std::min(std::popcount(pool & rank_masks_[r]), left);
      left -= from_pool;
      counts[r] = std::popcount(base & rank_masks_[r]) + from_pool;
    }
    if (found) {
      int c = cmp3(best.targets, targets);
      if (c == 0 && by_dis) c = cmp3(disadvantaged, best.disadvantaged);
      for (std::size_t r = 0; c == 0 && r < ranks; ++r)
        if (counts[r] != best_counts[r]) c = counts[r] > best_counts[r] ? -1 : 1;
      if (c >= 0) continue;
    }
    best.targets = targets;
    best.disadvantaged = disadvantaged;
    std::copy(counts.begin(), counts.begin() + static_cast<std::ptrdiff_t>(ranks),
              best_counts.begin());
    found = true;
  }
  best.ranks.clear();
  for (std::size_t r = 0; found && r < ranks; ++r)
    best.ranks.insert(best.ranks.end(), static_cast<std::size_t>(best_counts[r]),
                      static_cast<int>(r));
  return found;
}

bool TurnSolver::best_groups_at(CellIndex e, std::size_t focus, GroupKey& best,
                                std::vector<Group>* out) {
  if (out) out->clear();
  if (focus_alone()) return focus_alone_at(e, focus, best, out);
  const HexAttacks& geometry = attacks_from(e);
  if (!out && use_masks() && !(p_.rank_secondary_targets && p_.targets_before_focus_disadvantage))
    return best_key_by_masks(geometry, focus, best);
  mark_disadvantaged(e, geometry);
  const bool by_rank = p_.rank_secondary_targets;
  const bool by_dis = p_.targets_before_focus_disadvantage;
  bool found = false;
  bool truncated = false;
  listed_masks_.clear();
  GroupKey& key = listing_key_;
  for (const Area& area : geometry.areas) {
    std::size_t need = 0;
    if (!place_extra_targets(area, geometry.singles, focus, need)) continue;
    placement_key(need, key);
    if (found) {
      int c = cmp3(best.targets, key.targets);
      if (c == 0 && by_dis) c = cmp3(key.disadvantaged, best.disadvantaged);
      if (c == 0 && by_rank) c = cmp3(key.ranks, best.ranks);
      if (c > 0) continue;  // worse than a set already found at this hex
      if (c < 0 && out) {
        out->clear();
        listed_masks_.clear();
      }
    }
    best = key;
    found = true;
    if (out && !list_choices(need, *out)) truncated = true;
  }
  if (out) finish_listing(*out);
  if (truncated)
    trace("3.1", "more equally good target sets exist at " + cell_name(e) + " than are listed");
  return found;
}

// best_groups_at at a spot. With one target and no area (focus_alone()) the spot's
// single-target attack reaches the focus (step3_spots kept only such hexes, can_attack_one):
// the focus alone, at disadvantage as the spot says (focus_alone_at, without asking for line
// of sight again).
bool TurnSolver::spot_groups(const Spot& s, std::size_t focus, GroupKey& best,
                             std::vector<Group>* out) {
  if (!spot_keys()) return best_groups_at(s.cell, focus, best, out);
  if (out) out->assign(1, {focus});
  best.targets = 1;
  best.disadvantaged = s.focus_dis ? 1 : 0;
  const std::size_t ranks = p_.rank_secondary_targets ? 1 : 0;
  if (best.ranks.size() != ranks || (ranks == 1 && best.ranks[0] != dense_rank_[focus]))
    best.ranks.assign(ranks, dense_rank_[focus]);  // the same for every spot: mostly kept
  return true;
}

// The general procedure of best_groups_at, with no area and no room for extra targets, comes
// to exactly this: the focus alone, when e's single-target attack reaches it.
bool TurnSolver::focus_alone_at(CellIndex e, std::size_t focus, GroupKey& best,
                                std::vector<Group>* out) {
  if (!single_hits(e, focus)) return false;
  best.targets = 1;
  best.disadvantaged = disadvantaged(e, focus, range_ > 0) ? 1 : 0;
  best.ranks.assign(p_.rank_secondary_targets ? 1 : 0, dense_rank_[focus]);
  if (out) out->push_back({focus});
  return true;
}

// dis_scratch_[k]: 1 where candidate k, attacked from e (alone or in an area), is attacked
// at disadvantage.
void TurnSolver::mark_disadvantaged(CellIndex e, const HexAttacks& geometry) {
  const bool ranged = range_ > 0;
  dis_scratch_.resize(cands_.size());
  for (std::size_t k : geometry.singles) dis_scratch_[k] = disadvantaged(e, k, ranged) ? 1 : 0;
  for (const Area& area : geometry.areas)
    for (std::size_t k : hits(area)) dis_scratch_[k] = disadvantaged(e, k, ranged) ? 1 : 0;
}

// At one hex only the target set varies: 3.1 weighs the most targets, then (by the rule
// set) the fewest at disadvantage or the best ranks. Extra targets are therefore taken best
// first by that one key; those equal to the last one taken are interchangeable, and every
// choice among them is a group of the same key. False when the placement cannot include
// the focus. Otherwise scratch_base_ holds the area's targets (and the focus), scratch_fixed_
// the extra targets every choice takes, scratch_group_ those equal to the last one taken,
// of which `need` are chosen.
bool TurnSolver::place_extra_targets(const Area& area, const std::vector<std::size_t>& singles,
                                     std::size_t focus, std::size_t& need) {
  const int singles_allowed = aoe_ ? targets_ - 1 : targets_;
  const auto area_hits = hits(area);
  const bool focus_in_area = std::binary_search(area_hits.begin(), area_hits.end(), focus);
  std::vector<std::size_t>& pool = scratch_pool_;
  pool.clear();
  bool focus_single = false;
  for (std::size_t k : singles) {
    if (std::binary_search(area_hits.begin(), area_hits.end(), k)) continue;
    if (k == focus) {
      focus_single = true;
      continue;
    }
    pool.push_back(k);
  }
  if (!focus_in_area && (!focus_single || singles_allowed < 1)) return false;
  std::vector<std::size_t>& base = scratch_base_;
  base.assign(area_hits.begin(), area_hits.end());
  int free = singles_allowed;
  if (!focus_in_area) {
    base.push_back(focus);
    --free;
  }
  free = std::max(free, 0);
  // Stable, in place (a pool is at most the candidates).
  for (std::size_t i = 1; i < pool.size(); ++i) {
    const std::size_t x = pool[i];
    const int kx = pool_key(x);
    std::size_t j = i;
    for (; j > 0 && pool_key(pool[j - 1]) > kx; --j) pool[j] = pool[j - 1];
    pool[j] = x;
  }
  const std::size_t take = std::min<std::size_t>(pool.size(), static_cast<std::size_t>(free));
  std::vector<std::size_t>& fixed = scratch_fixed_;
  std::vector<std::size_t>& group = scratch_group_;
  fixed.clear();
  group.clear();
  need = 0;
  if (take > 0) {
    const int boundary = pool_key(pool[take - 1]);
    for (std::size_t k : pool) {
      if (pool_key(k) < boundary)
        fixed.push_back(k);
      else if (pool_key(k) == boundary)
        group.push_back(k);
    }
    need = take - fixed.size();
  }
  return true;
}

// The key of every choice from place_extra_targets' placement (the boundary members share
// their key).
void TurnSolver::placement_key(std::size_t need, GroupKey& key) const {
  const bool by_rank = p_.rank_secondary_targets;
  const std::vector<std::size_t>& base = scratch_base_;
  const std::vector<std::size_t>& fixed = scratch_fixed_;
  const std::vector<std::size_t>& group = scratch_group_;
  key.targets = static_cast<int>(base.size() + fixed.size() + need);
  key.disadvantaged = 0;
  key.ranks.clear();
  for (std::size_t k : base) {
    key.disadvantaged += dis_scratch_[k];
    if (by_rank) key.ranks.push_back(dense_rank_[k]);
  }
  for (std::size_t k : fixed) {
    key.disadvantaged += dis_scratch_[k];
    if (by_rank) key.ranks.push_back(dense_rank_[k]);
  }
  if (need > 0) {
    key.disadvantaged += static_cast<int>(need) * dis_scratch_[group[0]];
    for (std::size_t i = 0; i < need && by_rank; ++i) key.ranks.push_back(dense_rank_[group[0]]);
  }
  std::sort(key.ranks.begin(), key.ranks.end());
}

// Every choice of `need` from the boundary group (as masks where there are masks: the lists
// are made once, for the distinct sets). False when the listing stopped at kMaxPlansPerHex.
bool TurnSolver::list_choices(std::size_t need, std::vector<Group>& out) {
  const std::vector<std::size_t>& base = scratch_base_;
  const std::vector<std::size_t>& fixed = scratch_fixed_;
  const std::vector<std::size_t>& group = scratch_group_;
  const bool masks = use_masks();
  std::vector<std::size_t>& idx = scratch_idx_;
  idx.resize(need);
  for (std::size_t i = 0; i < need; ++i) idx[i] = i;
  std::uint64_t fixed_mask = 0;
  if (masks)
    for (const auto* part : {&base, &fixed})
      for (std::size_t k : *part) fixed_mask |= bit(k);
  while (true) {
    const std::size_t listed = masks ? listed_masks_.size() : out.size();
    if (listed >= kMaxPlansPerHex) return false;
    if (masks) {
      std::uint64_t m = fixed_mask;
      for (std::size_t i : idx) m |= bit(group[i]);
      listed_masks_.push_back(m);
    } else {
      std::vector<std::size_t>& chosen = scratch_chosen_;
      chosen.assign(base.begin(), base.end());
      chosen.insert(chosen.end(), fixed.begin(), fixed.end());
      for (std::size_t i : idx) chosen.push_back(group[i]);
      std::sort(chosen.begin(), chosen.end());
      out.push_back(chosen);
    }
    if (need == 0 || need > group.size()) return true;
    std::size_t i = need;
    while (i > 0 && idx[i - 1] == group.size() - need + (i - 1)) --i;
    if (i == 0) return true;
    ++idx[i - 1];
    for (std::size_t j = i; j < need; ++j) idx[j] = idx[j - 1] + 1;
  }
}

// The listed masks as groups; the same set can come from several placements.
void TurnSolver::finish_listing(std::vector<Group>& out) {
  if (use_masks()) {
    std::sort(listed_masks_.begin(), listed_masks_.end());
    listed_masks_.erase(std::unique(listed_masks_.begin(), listed_masks_.end()),
                        listed_masks_.end());
    for (std::uint64_t m : listed_masks_) {
      Group& g = out.emplace_back();
      g.reserve(static_cast<std::size_t>(std::popcount(m)));
      for (; m != 0; m &= m - 1) g.push_back(static_cast<std::size_t>(std::countr_zero(m)));
    }
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
}

bool TurnSolver::attacks_on_groups(CellIndex e, const std::vector<Group>& groups,
                                   int& disadvantaged_out,
                                   std::vector<std::pair<const Group*, const Area*>>& out) {
  out.clear();
  const bool ranged = range_ > 0;
  if (focus_alone()) {  // every group is {focus} (see best_groups_at)
    for (const Group& g : groups) {
      if (g.size() != 1 || !single_hits(e, g[0])) continue;
      disadvantaged_out = disadvantaged(e, g[0], ranged) ? 1 : 0;
      out.push_back({&g, &no_area_});
      return true;
    }
    disadvantaged_out = -1;
    return false;
  }
  const HexAttacks& geometry = attacks_from(e);
  const std::vector<std::size_t>& singles = geometry.singles;
  const int singles_allowed = aoe_ ? targets_ - 1 : targets_;
  int best = std::numeric_limits<int>::max();
  // A placement that hits someone is shown in preference to the empty one (index 0).
  auto matches = [&](const Group& g, const Area& area) {
    const auto area_hits = hits(area);
    if (!std::includes(g.begin(), g.end(), area_hits.begin(), area_hits.end())) return false;
    int rest = 0;
    for (std::size_t k : g) {
      if (std::binary_search(area_hits.begin(), area_hits.end(), k)) continue;
      if (!std::binary_search(singles.begin(), singles.end(), k)) return false;
      ++rest;
    }
    return rest <= singles_allowed;
  };
  // With masks: a placement fits group G when it hits only members of G and the rest of G
  // is reachable by single attacks, no more of them than allowed.
  const bool masks = use_masks() && group_masks_.size() == groups.size();
  auto fits = [&](std::uint64_t g, const Area& area) {
    if ((area.mask & ~g) != 0) return false;
    const std::uint64_t rest = g & ~area.mask;
    return (rest & ~geometry.singles_mask) == 0 && std::popcount(rest) <= singles_allowed;
  };
  // Whom some attack from e reaches at all: a group with anyone else fits no placement.
  std::uint64_t reached = geometry.singles_mask;
  if (masks)
    for (const Area& area : geometry.areas) reached |= area.mask;
  // Up to 64 placements, the ones that fit a group are found with masks over placements:
  // per candidate, the placements that hit it; those hitting no one outside the group, all
  // of its members no single attack reaches, and enough of it to leave no more than the
  // allowed single targets.
  const std::size_t areas = geometry.areas.size();
  const bool by_bits = masks && areas <= 64;
  std::array<std::uint64_t, kMaskCandidates> holding{};
  std::uint64_t big_enough = 0;
  int big_for = std::numeric_limits<int>::min();
  if (by_bits)
    for (std::size_t i = 0; i < areas; ++i)
      for (std::uint64_t m = geometry.areas[i].mask; m != 0; m &= m - 1)
        holding[static_cast<std::size_t>(std::countr_zero(m))] |= std::uint64_t{1} << i;
  for (std::size_t gi = 0; gi < groups.size(); ++gi) {
    pathing::deadline::poll();
    const Group& g = groups[gi];
    if (masks && (group_masks_[gi] & ~reached) != 0) continue;
    const Area* placement = nullptr;
    if (by_bits) {
      const std::uint64_t g = group_masks_[gi];
      std::uint64_t ok = areas == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << areas) - 1;
      for (std::uint64_t u = reached & ~g; u != 0; u &= u - 1)
        ok &= ~holding[static_cast<std::size_t>(std::countr_zero(u))];
      for (std::uint64_t u = g & ~geometry.singles_mask; u != 0; u &= u - 1)
        ok &= holding[static_cast<std::size_t>(std::countr_zero(u))];
      const int least = std::popcount(g) - singles_allowed;
      if (least != big_for) {
        big_for = least;
        big_enough = 0;
        for (std::size_t i = 0; i < areas; ++i)
          if (std::popcount(geometry.areas[i].mask) >= least) big_enough |= std::uint64_t{1} << i;
      }
      ok &= big_enough;
      // Areas 1, 2, ... first, the empty one (index 0) last.
      if ((ok & ~std::uint64_t{1}) != 0)
        placement =
            &geometry.areas[static_cast<std::size_t>(std::countr_zero(ok & ~std::uint64_t{1}))];
      else if (ok & 1)
        placement = &geometry.areas[0];
    }
    // Areas 1, 2, ... first, the empty one (index 0) last.
    for (std::size_t i = 1; !by_bits && i <= areas && !placement; ++i) {
      const Area& area = geometry.areas[i == areas ? 0 : i];
      if (masks ? fits(group_masks_[gi], area) : matches(g, area)) placement = &area;
    }
    if (!placement) continue;
    // Which of its targets are at disadvantage depends on the hex alone, not the placement
    // (with masks: every member is a single target or hit by the placement, so noted).
    int dis = 0;
    if (masks) {
      dis = std::popcount(group_masks_[gi] & geometry.dis_mask);
    } else {
      for (std::size_t k : g) dis += disadvantaged(e, k, ranged) ? 1 : 0;
    }
    if (dis < best) {
      best = dis;
      out.clear();
    }
    if (dis == best) out.push_back({&g, placement});
  }
  disadvantaged_out = out.empty() ? -1 : best;
  return !out.empty();
}

}  // namespace arbiter::gloomhaven::detail
