// Step 3 of the monster turn: where it moves and whom it attacks (docs/rules/gloomhaven.md,
// "Movement"), chosen in two stages:
//   3.1 the target groups. Over every pair (hex it can stop on and attack the focus from,
//       a largest target set from there that includes the focus), the best pairs by
//         gloomhaven, jotl:          fewest negative hexes; reachable this turn; not at
//                                    disadvantage against the focus; most targets;
//                                    shortest path; most targets of each focus rank, best
//                                    rank first;
//         frosthaven, gloomhaven2e:  fewest negative hexes; reachable this turn; most
//                                    targets; fewest targets at disadvantage (the focus
//                                    like any other); shortest path.
//       The chosen groups are the target sets of the best pairs.
//   3.2 the destinations. Over every hex as good as the best pairs on the keys before the
//       number of targets, and every attack from it whose target set is exactly a chosen
//       group: fewest targets at disadvantage, then shortest path. Every tie is an option;
//       such a hex may be farther than the hex at which its group was chosen.
// Out of reach this turn the monster moves towards the 3.2 destinations; in Frosthaven
// only the focus is heeded then (3.1 keeps the hexes not at disadvantage against it, then
// the nearest).
#include <algorithm>
#include <bit>
#include <sstream>

#include "solver/gloomhaven/turn_solver.hpp"

namespace arbiter::gloomhaven::detail {
namespace {

int cmp3(auto x, auto y) {
  return x < y ? -1 : (y < x ? 1 : 0);
}

// Chosen groups listed before the rest are left out (the trace says so). Equally good
// groups only multiply when many targets tie on every key; each one is a players' choice.
constexpr std::size_t kMaxGroups = 4096;
// Lines of the trace that list groups or destinations one by one.
constexpr std::size_t kListedInTrace = 6;

std::string count_out(std::size_t n, const char* what) {
  const std::string w = what;
  return " → " + std::to_string(n) + " " + (n == 1 ? w : w + (w.back() == 'x' ? "es" : "s")) +
         " out";
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
  bool found = false;
  GroupKey& key = scratch_key_;
  for (const Area& area : geometry.areas) {
    const bool focus_in_area = (area.mask & f) != 0;
    if (!focus_in_area && ((geometry.singles_mask & f) == 0 || singles_allowed < 1)) continue;
    const std::uint64_t base = area.mask | f;
    const int free = std::max(singles_allowed - (focus_in_area ? 0 : 1), 0);
    const std::uint64_t pool = geometry.singles_mask & ~area.mask & ~f;
    const int take = std::min(std::popcount(pool), free);
    key.targets = std::popcount(base) + take;
    const int clean = std::popcount(pool & ~geometry.dis_mask);
    key.disadvantaged = std::popcount(base & geometry.dis_mask) + std::max(0, take - clean);
    key.ranks.clear();
    if (by_rank) {
      int left = take;
      for (std::size_t r = 0; r < rank_masks_.size(); ++r) {
        const int from_pool = std::min(std::popcount(pool & rank_masks_[r]), left);
        left -= from_pool;
        key.ranks.insert(key.ranks.end(),
                         static_cast<std::size_t>(std::popcount(base & rank_masks_[r]) + from_pool),
                         static_cast<int>(r));
      }
    }
    if (found) {
      int c = cmp3(best.targets, key.targets);
      if (c == 0 && by_dis) c = cmp3(key.disadvantaged, best.disadvantaged);
      if (c == 0 && by_rank) c = cmp3(key.ranks, best.ranks);
      if (c >= 0) continue;
    }
    best.targets = key.targets;
    best.disadvantaged = key.disadvantaged;
    best.ranks.assign(key.ranks.begin(), key.ranks.end());
    found = true;
  }
  return found;
}

bool TurnSolver::best_groups_at(CellIndex e, std::size_t focus, GroupKey& best,
                                std::vector<Group>* out) {
  if (out) out->clear();
  const bool ranged = range_ > 0;
  if (focus_alone()) {
    // The general procedure below, with no area and no room for extra targets, comes to
    // exactly this: the focus alone, when e's single-target attack reaches it.
    if (!single_hits(e, focus)) return false;
    best.targets = 1;
    best.disadvantaged = disadvantaged(e, focus, ranged) ? 1 : 0;
    best.ranks.assign(p_.rank_secondary_targets ? 1 : 0, dense_rank_[focus]);
    if (out) out->push_back({focus});
    return true;
  }
  const HexAttacks& geometry = attacks_from(e);
  if (!out && use_masks() && !(p_.rank_secondary_targets && p_.targets_before_focus_disadvantage))
    return best_key_by_masks(geometry, focus, best);
  const std::vector<std::size_t>& singles = geometry.singles;
  const int singles_allowed = aoe_ ? targets_ - 1 : targets_;
  dis_scratch_.resize(cands_.size());
  for (std::size_t k : singles) dis_scratch_[k] = disadvantaged(e, k, ranged) ? 1 : 0;
  for (const Area& area : geometry.areas)
    for (std::size_t k : area.hits) dis_scratch_[k] = disadvantaged(e, k, ranged) ? 1 : 0;
  const bool by_rank = p_.rank_secondary_targets;
  const bool by_dis = p_.targets_before_focus_disadvantage;
  // At one hex only the target set varies: 3.1 weighs the most targets, then (by the rule
  // set) the fewest at disadvantage or the best ranks. Extra targets are therefore taken
  // best first by that one key; those equal to the last one taken are interchangeable, and
  // every choice among them is a group of the same key.
  auto pool_key = [&](std::size_t k) {
    return by_rank ? dense_rank_[k] : by_dis ? static_cast<int>(dis_scratch_[k]) : 0;
  };
  bool found = false;
  bool truncated = false;
  GroupKey key;
  for (const Area& area : geometry.areas) {
    const bool focus_in_area = std::binary_search(area.hits.begin(), area.hits.end(), focus);
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
    std::stable_sort(pool.begin(), pool.end(),
                     [&](std::size_t a, std::size_t b) { return pool_key(a) < pool_key(b); });
    const std::size_t take = std::min<std::size_t>(pool.size(), static_cast<std::size_t>(free));
    std::vector<std::size_t>& fixed = scratch_fixed_;
    std::vector<std::size_t>& group = scratch_group_;
    fixed.clear();
    group.clear();
    std::size_t need = 0;
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
    // The key of every choice from this placement (the boundary members share their key).
    key.targets = static_cast<int>(base.size() + take);
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
    if (found) {
      int c = cmp3(best.targets, key.targets);
      if (c == 0 && by_dis) c = cmp3(key.disadvantaged, best.disadvantaged);
      if (c == 0 && by_rank) c = cmp3(key.ranks, best.ranks);
      if (c > 0) continue;  // worse than a set already found at this hex
      if (c < 0 && out) out->clear();
    }
    best = key;
    found = true;
    if (!out) continue;
    // Every choice of `need` from the boundary group.
    std::vector<std::size_t> idx(need);
    for (std::size_t i = 0; i < need; ++i) idx[i] = i;
    while (true) {
      std::vector<std::size_t>& chosen = scratch_chosen_;
      chosen.assign(base.begin(), base.end());
      chosen.insert(chosen.end(), fixed.begin(), fixed.end());
      for (std::size_t i : idx) chosen.push_back(group[i]);
      std::sort(chosen.begin(), chosen.end());
      if (out->size() < kMaxPlansPerHex) {
        out->push_back(chosen);
      } else {
        truncated = true;
        break;
      }
      if (need == 0 || need > group.size()) break;
      std::size_t i = need;
      while (i > 0 && idx[i - 1] == group.size() - need + (i - 1)) --i;
      if (i == 0) break;
      ++idx[i - 1];
      for (std::size_t j = i; j < need; ++j) idx[j] = idx[j - 1] + 1;
    }
  }
  if (out) {  // the same set can come from several placements
    std::sort(out->begin(), out->end());
    out->erase(std::unique(out->begin(), out->end()), out->end());
  }
  if (truncated)
    trace("3.1", "more equally good target sets exist at " + cell_name(e) + " than are listed");
  return found;
}

bool TurnSolver::attacks_on_groups(
    CellIndex e, const std::vector<Group>& groups, int& disadvantaged_out,
    std::vector<std::pair<const Group*, const std::vector<CellIndex>*>>& out) {
  out.clear();
  const bool ranged = range_ > 0;
  if (focus_alone()) {  // every group is {focus} (see best_groups_at)
    for (const Group& g : groups) {
      if (g.size() != 1 || !single_hits(e, g[0])) continue;
      disadvantaged_out = disadvantaged(e, g[0], ranged) ? 1 : 0;
      out.push_back({&g, &no_cells_});
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
    if (!std::includes(g.begin(), g.end(), area.hits.begin(), area.hits.end())) return false;
    int rest = 0;
    for (std::size_t k : g) {
      if (std::binary_search(area.hits.begin(), area.hits.end(), k)) continue;
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
  for (std::size_t gi = 0; gi < groups.size(); ++gi) {
    pathing::deadline::poll();
    const Group& g = groups[gi];
    if (masks && (group_masks_[gi] & ~reached) != 0) continue;
    const Area* placement = nullptr;
    for (std::size_t i = 1; i <= geometry.areas.size() && !placement; ++i) {
      const Area& area = geometry.areas[i % geometry.areas.size()];
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
    if (dis == best) out.push_back({&g, &placement->cells});
  }
  disadvantaged_out = out.empty() ? -1 : best;
  return !out.empty();
}

std::string TurnSolver::group_name(const Group& g) const {
  std::string s = "{";
  for (std::size_t i = 0; i < g.size(); ++i)
    s += (i ? ", " : "") + figs_[static_cast<std::size_t>(cands_[g[i]])].id;
  return s + "}";
}

AttackPlan TurnSolver::plan_for(CellIndex e, std::size_t focus, const Group& g,
                                const std::vector<CellIndex>* aoe) const {
  std::vector<std::size_t> order(g.begin(), g.end());
  // The focus first, then the others in focus-rank order (the order they are attacked in).
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    if (a == focus || b == focus) return a == focus && b != focus;
    return rank_key_[a] != rank_key_[b] ? rank_key_[a] < rank_key_[b] : a < b;
  });
  AttackPlan plan;
  for (std::size_t k : order) {
    plan.targets.push_back(cands_[k]);
    if (disadvantaged(e, k, range_ > 0)) plan.disadvantaged.push_back(cands_[k]);
  }
  if (aoe) plan.aoe = *aoe;
  return plan;
}

// The hexes step 3 weighs: every hex it can stop on and attack the focus from, reachable in
// any number of turns. Only those with the fewest negative hexes on the way, and (when any
// of them is in reach this turn) those in reach, can win; the others are recorded with the
// reason they lost.
std::vector<TurnSolver::Spot> TurnSolver::step3_spots(std::size_t focus, Step3Record& rec) {
  std::vector<Spot> all;
  int fewest = std::numeric_limits<int>::max();
  bool any_now = false;
  const bool ranged = range_ > 0;
  for (CellIndex e : hexes_that_may_hit(focus)) {
    if (!can_stop(e)) continue;
    const auto cost = end_cost(e);  // before the attack check: it may cost a line of sight
    if (cost == pathing::kUnreachable || !can_attack_one(e, focus)) continue;
    const bool now = cost.length <= move_;
    all.push_back({e, cost, now, disadvantaged(e, focus, ranged)});
    if (cost.negatives < fewest) {
      fewest = cost.negatives;
      any_now = false;
    }
    if (cost.negatives == fewest && now) any_now = true;
  }
  std::vector<Spot> kept;
  std::size_t more_negative = 0, later = 0;
  for (const Spot& s : all) {
    Step3Hex h;
    h.cell = s.cell;
    h.cost = s.cost;
    h.now = s.now;
    h.focus_disadvantaged = s.focus_dis;
    if (s.cost.negatives != fewest) {
      h.stage = h.group_stage = Step3Stage::MoreNegative;
      ++more_negative;
    } else if (any_now && !s.now) {
      h.stage = h.group_stage = Step3Stage::NotThisTurn;
      ++later;
    } else {
      kept.push_back(s);
    }
    rec.hexes.push_back(h);
  }
  if (more_negative > 0)
    trace("3", "fewest negative hexes on the way: " + std::to_string(fewest) +
                   count_out(more_negative, "hex"));
  if (later > 0)
    trace("3", "can attack " + figs_[static_cast<std::size_t>(cands_[focus])].id + " this turn" +
                   count_out(later, "hex"));
  return kept;
}

// Frosthaven, focus out of reach this turn: only the focus is heeded. The hexes that attack
// it are ranked by not being at disadvantage against it, then by path; the monster moves
// towards the best.
void TurnSolver::step3_focus_only(std::size_t focus, std::vector<Spot>& spots, Step3Record& rec) {
  rec.focus_only = true;
  rec.groups = {{cands_[focus]}};
  rec.group_targets = 1;
  const Figure& f = figs_[static_cast<std::size_t>(cands_[focus])];
  auto key = [](const Spot& s) { return std::pair<bool, int>{s.focus_dis, s.cost.length}; };
  auto best = key(spots[0]);
  for (const Spot& s : spots) best = std::min(best, key(s));
  std::vector<CellIndex> destinations;
  std::size_t dis_out = 0, path_out = 0;
  for (const Spot& s : spots) {
    Step3Hex* h = nullptr;
    for (Step3Hex& x : rec.hexes)
      if (x.cell == s.cell) h = &x;
    h->targets = 1;
    if (s.focus_dis != best.first) {
      h->stage = h->group_stage = Step3Stage::FocusOnlyDisadvantage;
      ++dis_out;
    } else if (s.cost.length != best.second) {
      h->stage = h->group_stage = Step3Stage::FocusOnlyPath;
      ++path_out;
    } else {
      destinations.push_back(s.cell);
    }
  }
  rec.group_path = rec.destination_path = best.second;
  trace("3.1", "cannot attack " + f.id + " this turn: only " + f.id +
                   " is heeded, not the other targets it could add");
  if (dis_out > 0) trace("3.1", "not at disadvantage against " + f.id + count_out(dis_out, "hex"));
  if (path_out > 0)
    trace("3.1", "shortest path: " + std::to_string(best.second) + count_out(path_out, "hex"));
  d_.step3.push_back(std::move(rec));
  step3_towards(focus, destinations);
}

void TurnSolver::step3_move(std::size_t focus) {
  const Figure& f = figs_[static_cast<std::size_t>(cands_[focus])];
  Step3Record rec;
  rec.focus = cands_[focus];
  std::vector<Spot> spots = step3_spots(focus, rec);
  if (spots.empty()) {
    d_.step3.push_back(std::move(rec));
    return;
  }
  rec.now = spots[0].now;
  auto hex_of = [&](CellIndex c) -> Step3Hex& {
    for (Step3Hex& x : rec.hexes)
      if (x.cell == c) return x;
    assert(false);
    return rec.hexes.front();
  };
  if (!rec.now && p_.unreachable == UnreachableMultiTarget::NearestFocusHex) {
    step3_focus_only(focus, spots, rec);
    return;
  }

  // 3.1: the best (hex, group) pairs. The key of a hex's best pairs is found without
  // listing its target sets; only the hexes whose key ties the best list theirs.
  std::vector<GroupKey> keys(spots.size());
  std::vector<char> has(spots.size(), 0);
  std::size_t w = spots.size();
  for (std::size_t i = 0; i < spots.size(); ++i) {
    pathing::deadline::poll();
    has[i] = best_groups_at(spots[i].cell, focus, keys[i], nullptr) ? 1 : 0;
    if (has[i] && (w == spots.size() || compare_pairs(spots[i], keys[i], spots[w], keys[w]) < 0))
      w = i;
  }
  if (w == spots.size()) {
    d_.step3.push_back(std::move(rec));
    return;
  }
  std::vector<Group> chosen, listed_groups;
  std::size_t lost[16] = {};
  for (std::size_t i = 0; i < spots.size(); ++i) {
    Step3Hex& h = hex_of(spots[i].cell);
    if (!has[i]) {
      h.group_stage = Step3Stage::NoChosenGroup;
      continue;
    }
    h.targets = keys[i].targets;
    h.group_stage = pair_lost_at(spots[i], keys[i], spots[w], keys[w]);
    ++lost[static_cast<int>(h.group_stage)];
    if (h.group_stage == Step3Stage::Chosen) {
      GroupKey again;
      best_groups_at(spots[i].cell, focus, again, &listed_groups);
      chosen.insert(chosen.end(), listed_groups.begin(), listed_groups.end());
    }
  }
  std::sort(chosen.begin(), chosen.end());
  chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
  if (chosen.size() > kMaxGroups) {
    trace("3.1", std::to_string(chosen.size()) + " equally good groups: the first " +
                     std::to_string(kMaxGroups) + " are weighed");
    chosen.resize(kMaxGroups);
  }
  const Spot& ws = spots[w];
  const GroupKey& wk = keys[w];
  rec.group_targets = wk.targets;
  rec.group_path = ws.cost.length;
  for (const Group& g : chosen) {
    std::vector<FigureIndex> ids;
    for (std::size_t k : g) ids.push_back(cands_[k]);
    rec.groups.push_back(std::move(ids));
  }
  auto stage_line = [&](Step3Stage st, const std::string& text) {
    const std::size_t n = lost[static_cast<int>(st)];
    if (n > 0)
      trace("3.1",
            text + " → pairs at " + std::to_string(n) + " hex" + (n == 1 ? "" : "es") + " out");
  };
  const std::string against = "against " + f.id;
  if (p_.targets_before_focus_disadvantage) {
    stage_line(Step3Stage::FewerTargets, "most targets: " + std::to_string(wk.targets));
    stage_line(Step3Stage::MoreDisadvantaged,
               "fewest targets at disadvantage: " + std::to_string(wk.disadvantaged));
  } else {
    stage_line(Step3Stage::FocusDisadvantage,
               (ws.focus_dis ? "at disadvantage " : "not at disadvantage ") + against);
    stage_line(Step3Stage::FewerTargets, "most targets: " + std::to_string(wk.targets));
  }
  stage_line(Step3Stage::LongerPath, "shortest path: " + std::to_string(ws.cost.length));
  stage_line(Step3Stage::LowerRanks, "most targets of the best focus ranks");
  for (std::size_t i = 0; i < chosen.size() && i < kListedInTrace; ++i) {
    std::ostringstream os;
    os << "group " << group_name(chosen[i]) << ": " << wk.targets << " target"
       << (wk.targets == 1 ? "" : "s");
    if (p_.targets_before_focus_disadvantage) os << ", " << wk.disadvantaged << " at disadvantage";
    os << ", path " << ws.cost.length;
    if (p_.rank_secondary_targets) {
      os << ", ranks ";
      std::vector<int> r;
      for (std::size_t k : chosen[i]) r.push_back(dense_rank_[k]);
      std::sort(r.begin(), r.end());
      for (std::size_t j = 0; j < r.size(); ++j) os << (j ? "/" : "") << r[j];
    }
    os << " → chosen";
    trace("3.1", os.str());
  }
  if (chosen.size() > kListedInTrace)
    trace("3.1",
          "and " + std::to_string(chosen.size() - kListedInTrace) + " more equally good groups");

  // 3.2: the destinations. Negative hexes and reachability are the same for every spot;
  // where the focus has a priority of its own, so is being at disadvantage against it.
  struct Dest {
    std::size_t spot;
    int dis;
    std::vector<std::pair<const Group*, const std::vector<CellIndex>*>> attacks;
  };
  std::vector<Dest> dests;
  std::size_t focus_out = 0, none_out = 0;
  group_masks_.clear();
  if (use_masks()) {
    for (const Group& g : chosen) {
      std::uint64_t m = 0;
      for (std::size_t k : g) m |= bit(k);
      group_masks_.push_back(m);
    }
  }
  for (std::size_t i = 0; i < spots.size(); ++i) {
    Step3Hex& h = hex_of(spots[i].cell);
    if (!p_.targets_before_focus_disadvantage && spots[i].focus_dis != ws.focus_dis) {
      h.stage = Step3Stage::FocusDisadvantage;
      ++focus_out;
      continue;
    }
    Dest d{i, -1, {}};
    if (!attacks_on_groups(spots[i].cell, chosen, d.dis, d.attacks)) {
      h.stage = Step3Stage::NoChosenGroup;
      ++none_out;
      continue;
    }
    h.disadvantaged = d.dis;
    dests.push_back(std::move(d));
  }
  assert(!dests.empty());  // the best pairs' hexes attack their own groups
  std::pair<int, int> best2{std::numeric_limits<int>::max(), 0};
  for (const Dest& d : dests) best2 = std::min(best2, {d.dis, spots[d.spot].cost.length});
  rec.destination_disadvantaged = best2.first;
  rec.destination_path = best2.second;
  std::size_t dis_out = 0, path_out = 0;
  std::vector<const Dest*> winners;
  for (const Dest& d : dests) {
    Step3Hex& h = hex_of(spots[d.spot].cell);
    if (d.dis != best2.first) {
      h.stage = Step3Stage::DestinationDisadvantage;
      ++dis_out;
    } else if (spots[d.spot].cost.length != best2.second) {
      h.stage = Step3Stage::DestinationPath;
      ++path_out;
    } else {
      h.stage = Step3Stage::Chosen;
      winners.push_back(&d);
    }
  }
  if (focus_out > 0)
    trace("3.2", (ws.focus_dis ? "at disadvantage " : "not at disadvantage ") + against +
                     ", as the chosen groups' hexes" + count_out(focus_out, "hex"));
  if (none_out > 0) trace("3.2", "no attack on a chosen group" + count_out(none_out, "hex"));
  if (dis_out > 0)
    trace("3.2", "fewest targets at disadvantage: " + std::to_string(best2.first) +
                     count_out(dis_out, "hex"));
  if (path_out > 0)
    trace("3.2", "shortest path: " + std::to_string(best2.second) + count_out(path_out, "hex"));
  std::size_t listed = 0;
  for (const Dest* d : winners) {
    for (const auto& [g, aoe] : d->attacks) {
      if (++listed > kListedInTrace) break;
      trace("3.2", "destination " + cell_name(spots[d->spot].cell) + ": " + group_name(*g) + ", " +
                       std::to_string(d->dis) + " at disadvantage, path " +
                       std::to_string(spots[d->spot].cost.length));
    }
  }
  const bool now = rec.now;
  d_.step3.push_back(std::move(rec));

  if (now) {
    std::ostringstream os;
    std::size_t sets = 0;
    for (const Dest* d : winners) sets += d->attacks.size();
    os << "can attack " << f.id << " this turn from " << winners.size() << " best hex"
       << (winners.size() > 1 ? "es (the players choose)" : "");
    if (sets > winners.size())
      os << "; " << sets << " equally good target sets (the players choose)";
    trace("3", os.str());
    for (const Dest* d : winners) {
      const CellIndex e = spots[d->spot].cell;
      for (const auto& [g, aoe] : d->attacks) {
        Option o;
        o.destination = e;
        o.focus = cands_[focus];
        o.path = teleport_ || e == start_ ? std::vector<CellIndex>{start_}
                                          : pathing::path_to(travel_, e);
        if (teleport_ && e != start_) o.path.push_back(e);
        if (attacks_) o.attack = plan_for(e, focus, *g, aoe);
        d_.options.push_back(std::move(o));
      }
    }
    return;
  }
  std::vector<CellIndex> destinations;
  for (const Dest* d : winners) destinations.push_back(spots[d->spot].cell);
  step3_towards(focus, destinations);
}

}  // namespace arbiter::gloomhaven::detail
