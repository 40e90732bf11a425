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
// What one hex offers each stage is computed in step3_hex.cpp.
// Out of reach this turn the monster moves towards the 3.2 destinations; in Frosthaven
// only the focus is heeded then (3.1 keeps the hexes not at disadvantage against it, then
// the nearest).
#include <algorithm>
#include <iterator>
#include <span>

#include "solver/gloomhaven/turn_solver.hpp"

namespace arbiter::gloomhaven::detail {
namespace {

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

std::string TurnSolver::group_name(const Group& g) const {
  std::string s = "{";
  for (std::size_t i = 0; i < g.size(); ++i)
    s += (i ? ", " : "") + figs_[static_cast<std::size_t>(cands_[g[i]])].id;
  return s + "}";
}

AttackPlan TurnSolver::plan_for(CellIndex e, std::size_t focus, const Group& g,
                                const Area* aoe) const {
  std::vector<std::size_t> order(g.begin(), g.end());
  // The focus first, then the others in focus-rank order (the order they are attacked in).
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    if (a == focus || b == focus) return a == focus && b != focus;
    return rank_key_[a] != rank_key_[b] ? rank_key_[a] < rank_key_[b] : a < b;
  });
  AttackPlan plan;
  plan.targets.reserve(order.size());
  for (std::size_t k : order) {
    plan.targets.push_back(cands_[k]);
    if (disadvantaged(e, k, range_ > 0)) plan.disadvantaged.push_back(cands_[k]);
  }
  if (aoe) {
    const auto c = cells(*aoe);
    plan.aoe.assign(c.begin(), c.end());
  }
  return plan;
}

// The hexes step 3 weighs: every hex it can stop on and attack the focus from, reachable in
// any number of turns. Only those with the fewest negative hexes on the way, and (when any
// of them is in reach this turn) those in reach, can win; the others are recorded with the
// reason they lost.
std::vector<TurnSolver::Spot> TurnSolver::step3_spots(std::size_t focus, Step3Record& rec) {
  std::vector<Spot> all;
  all.reserve(hexes_that_may_hit(focus).size());
  int fewest = std::numeric_limits<int>::max();
  bool any_now = false;
  const bool ranged = range_ > 0;
  for (CellIndex e : hexes_that_may_hit(focus)) {
    if (!can_stop(e)) continue;
    const auto cost = end_cost(e);  // before the attack check: it may cost a line of sight
    if (cost == pathing::kUnreachable || !can_attack_one(e, focus)) continue;
    const bool now = cost.length <= move_;
    all.push_back({e, cost, now, disadvantaged(e, focus, ranged), 0});
    if (cost.negatives < fewest) {
      fewest = cost.negatives;
      any_now = false;
    }
    if (cost.negatives == fewest && now) any_now = true;
  }
  std::vector<Spot> kept;
  kept.reserve(all.size());
  rec.hexes.reserve(all.size());
  std::size_t more_negative = 0, later = 0;
  for (Spot& s : all) {
    s.record = static_cast<std::uint32_t>(rec.hexes.size());
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
    Step3Hex* h = &rec.hexes[s.record];
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

// Step 3 when the focus is chosen: 3.1 the best (hex, target set) pairs, 3.2 the
// destinations among their hexes, then the attack from there or the move towards them.
void TurnSolver::step3_move(std::size_t focus) {
  Step3Record rec;
  rec.focus = cands_[focus];
  std::vector<Spot> spots = step3_spots(focus, rec);
  if (spots.empty()) {
    d_.step3.push_back(std::move(rec));
    return;
  }
  rec.now = spots[0].now;
  if (!rec.now && p_.unreachable == UnreachableMultiTarget::NearestFocusHex) {
    step3_focus_only(focus, spots, rec);
    return;
  }
  Step3Pairs pairs;
  if (!step3_best_pairs(focus, spots, rec, pairs)) {
    d_.step3.push_back(std::move(rec));
    return;
  }
  trace_best_pairs(focus, spots, pairs, rec);
  std::vector<Step3Dest> dests;
  step3_destinations(spots, pairs, rec, dests);
  const std::vector<const Step3Dest*> winners =
      step3_best_destinations(focus, spots, pairs, dests, rec);
  const bool now = rec.now;
  d_.step3.push_back(std::move(rec));
  if (now) {
    step3_attack_now(focus, spots, winners);
    return;
  }
  std::vector<CellIndex> destinations;
  for (const Step3Dest* d : winners) destinations.push_back(spots[d->spot].cell);
  step3_towards(focus, destinations);
}

// 3.1: the best (hex, group) pairs. The key of a hex's best pairs is found without listing
// its target sets; only the hexes whose key ties the best list theirs. (The keys' lists of
// ranks keep their memory from one focus to the next.) False when no hex attacks the focus.
bool TurnSolver::step3_best_pairs(std::size_t focus, const std::vector<Spot>& spots,
                                  Step3Record& rec, Step3Pairs& pairs) {
  std::vector<GroupKey>& keys = step3_keys_;
  if (keys.size() < spots.size()) keys.resize(spots.size());
  std::vector<char>& has = ws_.turn.step3_has;
  has.assign(spots.size(), 0);
  std::size_t w = spots.size();
  for (std::size_t i = 0; i < spots.size(); ++i) {
    pathing::deadline::poll();
    has[i] = spot_groups(spots[i], focus, keys[i], nullptr) ? 1 : 0;
    if (has[i] && (w == spots.size() || compare_pairs(spots[i], keys[i], spots[w], keys[w]) < 0))
      w = i;
  }
  if (w == spots.size()) return false;
  pairs.best = w;
  std::vector<Group>& chosen = pairs.chosen;
  std::vector<Group> listed_groups;
  for (std::size_t i = 0; i < spots.size(); ++i) {
    Step3Hex& h = rec.hexes[spots[i].record];
    if (!has[i]) {
      h.group_stage = Step3Stage::NoChosenGroup;
      continue;
    }
    h.targets = keys[i].targets;
    h.group_stage = pair_lost_at(spots[i], keys[i], spots[w], keys[w]);
    ++pairs.lost[static_cast<int>(h.group_stage)];
    if (h.group_stage == Step3Stage::Chosen) {
      GroupKey& again = ws_.turn.step3_again;
      again.clear();
      spot_groups(spots[i], focus, again, &listed_groups);
      chosen.insert(chosen.end(), std::make_move_iterator(listed_groups.begin()),
                    std::make_move_iterator(listed_groups.end()));
    }
  }
  std::sort(chosen.begin(), chosen.end());
  chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
  if (chosen.size() > kMaxGroups) {
    trace("3.1", std::to_string(chosen.size()) + " equally good groups: the first " +
                     std::to_string(kMaxGroups) + " are weighed");
    chosen.resize(kMaxGroups);
  }
  return true;
}

// 3.1's record and trace: the stage at which the other pairs lost, and the chosen groups.
void TurnSolver::trace_best_pairs(std::size_t focus, const std::vector<Spot>& spots,
                                  const Step3Pairs& pairs, Step3Record& rec) {
  const Figure& f = figs_[static_cast<std::size_t>(cands_[focus])];
  const std::vector<Group>& chosen = pairs.chosen;
  const Spot& ws = spots[pairs.best];
  const GroupKey& wk = step3_keys_[pairs.best];
  rec.group_targets = wk.targets;
  rec.group_path = ws.cost.length;
  for (const Group& g : chosen) {
    std::vector<FigureIndex> ids;
    ids.reserve(g.size());
    for (std::size_t k : g) ids.push_back(cands_[k]);
    rec.groups.push_back(std::move(ids));
  }
  auto stage_line = [&](Step3Stage st, const std::string& text) {
    const std::size_t n = pairs.lost[static_cast<int>(st)];
    if (n > 0)
      trace("3.1",
            text + " → pairs at " + std::to_string(n) + " hex" + (n == 1 ? "" : "es") + " out");
  };
  if (p_.targets_before_focus_disadvantage) {
    stage_line(Step3Stage::FewerTargets, "most targets: " + std::to_string(wk.targets));
    stage_line(Step3Stage::MoreDisadvantaged,
               "fewest targets at disadvantage: " + std::to_string(wk.disadvantaged));
  } else {
    stage_line(Step3Stage::FocusDisadvantage,
               (ws.focus_dis ? "at disadvantage " : "not at disadvantage ") + ("against " + f.id));
    stage_line(Step3Stage::FewerTargets, "most targets: " + std::to_string(wk.targets));
  }
  stage_line(Step3Stage::LongerPath, "shortest path: " + std::to_string(ws.cost.length));
  stage_line(Step3Stage::LowerRanks, "most targets of the best focus ranks");
  for (std::size_t i = 0; i < chosen.size() && i < kListedInTrace; ++i)
    trace("3.1", group_line(chosen[i], wk, ws.cost.length));
  if (chosen.size() > kListedInTrace)
    trace("3.1",
          "and " + std::to_string(chosen.size() - kListedInTrace) + " more equally good groups");
}

// A chosen group's line of the trace: its keys and, where they rank, its targets' ranks.
std::string TurnSolver::group_line(const Group& g, const GroupKey& wk, int path) const {
  std::string line = "group " + group_name(g) + ": " + std::to_string(wk.targets) + " target" +
                     (wk.targets == 1 ? "" : "s");
  if (p_.targets_before_focus_disadvantage)
    line += ", " + std::to_string(wk.disadvantaged) + " at disadvantage";
  line += ", path " + std::to_string(path);
  if (p_.rank_secondary_targets) {
    line += ", ranks ";
    std::vector<int> r;
    for (std::size_t k : g) r.push_back(dense_rank_[k]);
    std::sort(r.begin(), r.end());
    for (std::size_t j = 0; j < r.size(); ++j) line += (j ? "/" : "") + std::to_string(r[j]);
  }
  line += " → chosen";
  return line;
}

// A hex's attacks on the chosen groups (into scratch_attacks_) and how many of their targets
// are at disadvantage at best. A hex's attacks on a list of groups depend on the hex and the
// list alone, and focuses that tie often choose the same groups: the answers are kept per
// hex while the list stays the same (as group indices; the list is this focus's copy).
bool TurnSolver::attacks_on_chosen(CellIndex e, const std::vector<Group>& chosen, int& dis) {
  auto& one = scratch_attacks_;
  KnownAnswer& a = known_answer_[e];
  if (known_at_[e] != known_serial_) {
    known_at_[e] = known_serial_;
    a.ok = attacks_on_groups(e, chosen, a.dis, one);
    a.attacks.clear();
    for (const auto& [g, area] : one)
      a.attacks.push_back({static_cast<std::size_t>(g - chosen.data()), area});
  }
  one.clear();
  for (const auto& [gi, area] : a.attacks) one.push_back({&chosen[gi], area});
  dis = a.dis;
  return a.ok;
}

// attacks_on_chosen at a spot (into scratch_attacks_). With one target and no area the only
// group is the focus alone (spot_groups), whose attack from a spot is its single-target one,
// at disadvantage as the spot says: the answer needs neither line of sight nor the answers
// kept (a far focus weighs some 650 spots).
bool TurnSolver::spot_attacks_on_chosen(const Spot& s, const std::vector<Group>& chosen, int& dis) {
  if (!spot_keys()) return attacks_on_chosen(s.cell, chosen, dis);
  assert(chosen.size() == 1 && chosen[0].size() == 1);
  dis = s.focus_dis ? 1 : 0;
  scratch_attacks_.assign(1, {&chosen[0], &no_area_});
  return true;
}

// The answers kept by attacks_on_chosen are void when the chosen groups change.
void TurnSolver::keep_answers_for(const std::vector<Group>& chosen) {
  if (chosen != known_groups_) {
    known_groups_ = chosen;
    if (++known_serial_ == 0) {
      std::fill(known_at_.begin(), known_at_.end(), 0);
      known_serial_ = 1;
    }
  }
  if (known_at_.size() != b_.size()) {
    // No stamp is 0 (the turn took one of 1 or more): every answer unset, each computed
    // (and its entry written whole) at its first use.
    known_at_.assign(b_.size(), 0);
    if (known_answer_.size() < b_.size()) known_answer_.resize(b_.size());
  }
}

// 3.2: the destinations. Negative hexes and reachability are the same for every spot; where
// the focus has a priority of its own, so is being at disadvantage against it. Each hex
// that attacks a chosen group becomes a destination with its attacks (in step3_attacks_).
void TurnSolver::step3_destinations(const std::vector<Spot>& spots, Step3Pairs& pairs,
                                    Step3Record& rec, std::vector<Step3Dest>& dests) {
  const std::vector<Group>& chosen = pairs.chosen;
  const Spot& ws = spots[pairs.best];
  dests.reserve(spots.size());
  auto& pool = step3_attacks_;
  auto& one = scratch_attacks_;
  pool.clear();
  group_masks_.clear();
  if (use_masks()) {
    for (const Group& g : chosen) {
      std::uint64_t m = 0;
      for (std::size_t k : g) m |= bit(k);
      group_masks_.push_back(m);
    }
  }
  if (!spot_keys()) keep_answers_for(chosen);  // spot_attacks_on_chosen reads no answer kept
  for (std::size_t i = 0; i < spots.size(); ++i) {
    Step3Hex& h = rec.hexes[spots[i].record];
    if (!p_.targets_before_focus_disadvantage && spots[i].focus_dis != ws.focus_dis) {
      h.stage = Step3Stage::FocusDisadvantage;
      ++pairs.focus_out;
      continue;
    }
    int dis = -1;
    if (!spot_attacks_on_chosen(spots[i], chosen, dis)) {
      h.stage = Step3Stage::NoChosenGroup;
      ++pairs.none_out;
      continue;
    }
    h.disadvantaged = dis;
    dests.push_back({i, dis, pool.size(), one.size()});
    pool.insert(pool.end(), one.begin(), one.end());
  }
  assert(!dests.empty());  // the best pairs' hexes attack their own groups
}

// 3.2's ranking of the destinations: fewest targets at disadvantage, then shortest path.
std::vector<const TurnSolver::Step3Dest*> TurnSolver::step3_best_destinations(
    std::size_t focus, const std::vector<Spot>& spots, const Step3Pairs& pairs,
    const std::vector<Step3Dest>& dests, Step3Record& rec) {
  std::pair<int, int> best2{std::numeric_limits<int>::max(), 0};
  for (const Step3Dest& d : dests) best2 = std::min(best2, {d.dis, spots[d.spot].cost.length});
  rec.destination_disadvantaged = best2.first;
  rec.destination_path = best2.second;
  std::size_t dis_out = 0, path_out = 0;
  std::vector<const Step3Dest*> winners;
  for (const Step3Dest& d : dests) {
    Step3Hex& h = rec.hexes[spots[d.spot].record];
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
  const Figure& f = figs_[static_cast<std::size_t>(cands_[focus])];
  if (pairs.focus_out > 0)
    trace("3.2", (spots[pairs.best].focus_dis ? "at disadvantage " : "not at disadvantage ") +
                     ("against " + f.id) + ", as the chosen groups' hexes" +
                     count_out(pairs.focus_out, "hex"));
  if (pairs.none_out > 0)
    trace("3.2", "no attack on a chosen group" + count_out(pairs.none_out, "hex"));
  if (dis_out > 0)
    trace("3.2", "fewest targets at disadvantage: " + std::to_string(best2.first) +
                     count_out(dis_out, "hex"));
  if (path_out > 0)
    trace("3.2", "shortest path: " + std::to_string(best2.second) + count_out(path_out, "hex"));
  trace_destinations(spots, winners);
  return winners;
}

void TurnSolver::trace_destinations(const std::vector<Spot>& spots,
                                    const std::vector<const Step3Dest*>& winners) {
  std::size_t listed = 0;
  for (const Step3Dest* d : winners) {
    for (const auto& [g, aoe] : d->attacks(step3_attacks_)) {
      if (++listed > kListedInTrace) break;
      trace("3.2", "destination " + cell_name(spots[d->spot].cell) + ": " + group_name(*g) + ", " +
                       std::to_string(d->dis) + " at disadvantage, path " +
                       std::to_string(spots[d->spot].cost.length));
    }
  }
}

// The focus can be attacked this turn: an option per best destination and attack on it.
void TurnSolver::step3_attack_now(std::size_t focus, const std::vector<Spot>& spots,
                                  const std::vector<const Step3Dest*>& winners) {
  const Figure& f = figs_[static_cast<std::size_t>(cands_[focus])];
  std::size_t sets = 0;
  for (const Step3Dest* d : winners) sets += d->count;
  std::string line = "can attack " + f.id + " this turn from " + std::to_string(winners.size()) +
                     " best hex" + (winners.size() > 1 ? "es (the players choose)" : "");
  if (sets > winners.size())
    line += "; " + std::to_string(sets) + " equally good target sets (the players choose)";
  trace("3", std::move(line));
  for (const Step3Dest* d : winners) {
    const CellIndex e = spots[d->spot].cell;
    for (const auto& [g, aoe] : d->attacks(step3_attacks_)) {
      Option o;
      o.destination = e;
      o.focus = cands_[focus];
      o.path = teleport_ || e == start_ ? std::vector<CellIndex>{start_} : travel_path(e);
      if (teleport_ && e != start_) o.path.push_back(e);
      if (attacks_) o.attack = plan_for(e, focus, *g, aoe);
      d_.options.push_back(std::move(o));
    }
  }
}

}  // namespace arbiter::gloomhaven::detail
