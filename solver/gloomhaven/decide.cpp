// The Gloomhaven monster turn, steps 1 and 2 (first checks, focus) and the public entry
// points; the paths the focus is ranked by are in paths.cpp, its proximity in proximity.cpp,
// attack geometry in attack.cpp, step 3 in step3.cpp (what one hex offers it in
// step3_hex.cpp). Numbered as in docs/rules/gloomhaven.md ("A monster's turn").
#include "solver/gloomhaven/decide.hpp"

#include <algorithm>
#include <functional>

#include "solver/gloomhaven/initiative.hpp"
#include "solver/gloomhaven/turn_solver.hpp"

namespace arbiter::gloomhaven {

const Step3Hex* Step3Record::find(CellIndex c) const {
  for (const Step3Hex& h : hexes)
    if (h.cell == c) return &h;
  return nullptr;
}

TurnWorkspace::TurnWorkspace() : arrays_(std::make_unique<Arrays>()) {}
TurnWorkspace::~TurnWorkspace() = default;
TurnWorkspace::TurnWorkspace(TurnWorkspace&&) noexcept = default;
TurnWorkspace& TurnWorkspace::operator=(TurnWorkspace&&) noexcept = default;
std::size_t TurnWorkspace::bytes_per_cell() {
  const std::size_t search = sizeof(pathing::StepCost) + sizeof(CellIndex) +
                             sizeof(boost::default_color_type) + sizeof(std::size_t);
  // proximity and around are filled by the open BFS by hand, which keeps a queue of a
  // cell per hex besides (SearchResult's bfs_queue_).
  return 4 * search + 2 * sizeof(CellIndex) + sizeof(Occupant) + sizeof(FigureIndex) +
         sizeof(std::int32_t);
}

namespace detail {

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

void TurnSolver::step1_first_checks() {
  const Turn& t = s_.turn;
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
      aoe_orientations_ = ws_.orientations.of(aoe_->hexes);
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
  const TurnOrder order(figs_, p_.long_rest_at_99);
  for (std::size_t a = 0; a < cands_.size(); ++a) {
    pathing::deadline::poll();
    for (std::size_t b = 0; b < cands_.size(); ++b)
      if (a != b &&
          order.compare(static_cast<std::size_t>(cands_[b]), static_cast<std::size_t>(cands_[a]))
                  .order == Order::Before)
        ++order_rank_[a];
  }
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

void TurnSolver::step2_focus() {
  step2_cheapest_attack_hexes();
  search_proximity();
  std::vector<std::size_t> alive = focus_table();
  focus_stage(alive, 1, "fewest negative hexes",
              [&](std::size_t k) { return focus_path_[k].negatives; });
  focus_stage(alive, 2, "shortest path", [&](std::size_t k) { return focus_path_[k].length; });
  if (p_.proximity_in_focus) {
    focus_stage(alive, 3, "closest by proximity",
                [&](std::size_t k) { return d_.ranking[k].proximity; });
  } else if (alive.size() > 1) {
    trace("2.3", "proximity is skipped in this rule set");
  }
  step2_4_initiative(alive);
  for (std::size_t k : alive) d_.focuses.push_back(cands_[k]);
  if (alive.size() > 1) {
    trace("2.5", "still tied: the players choose the focus among " + join_ids(d_.focuses, figs_));
  } else if (alive.size() == 1) {
    trace("2.5", "focus: " + figs_[static_cast<std::size_t>(cands_[alive[0]])].id);
  }
}

// 1.3 + 2.1/2.2: each candidate's cheapest attack hex, trying hexes cheapest first.
void TurnSolver::step2_cheapest_attack_hexes() {
  focus_path_.assign(cands_.size(), pathing::kUnreachable);
  path_exact_.assign(cands_.size(), true);
  std::vector<std::pair<pathing::StepCost, CellIndex>>& order = ws_.turn.focus_order;
  for (std::size_t k = 0; k < cands_.size(); ++k) {
    order.clear();
    for (CellIndex e : hexes_that_may_hit(k)) {
      if (!can_stop(e)) continue;
      const auto cost = end_cost(e);
      if (cost != pathing::kUnreachable) order.push_back({cost, e});
    }
    // Tried cheapest first, (cost, cell) ascending, and mostly the first one tried attacks:
    // the least is found by one pass and tried first (a range 20 lists a thousand); the
    // rest, when it cannot attack, come off a heap one at a time rather than all sorted.
    // (The cells differ, so the order is the same either way.)
    if (!order.empty())
      std::iter_swap(std::min_element(order.begin(), order.end()), order.end() - 1);
    const auto later = std::greater<>{};
    for (auto end = order.end(); end != order.begin(); --end) {
      if (end != order.end()) {  // past the least: the rest a heap, made once
        if (end == order.end() - 1) std::make_heap(order.begin(), end, later);
        std::pop_heap(order.begin(), end, later);
      }
      const auto [cost, e] = *(end - 1);
      if (can_attack_one(e, k)) {
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
}

// The focus table: a row per candidate (and per invisible enemy, never a candidate); the
// candidates that can be reached to attack stay in the running.
std::vector<std::size_t> TurnSolver::focus_table() {
  std::vector<std::size_t> alive;
  for (std::size_t k = 0; k < cands_.size(); ++k) {
    FocusRow row;
    row.figure = cands_[k];
    row.path = focus_path_[k];
    row.path_exact = path_exact_[k];
    row.reachable = focus_path_[k] != pathing::kUnreachable;
    row.proximity = cand_proximity_[k];
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
  return alive;
}

// One stage of 2.1-2.3: the candidates of the least key stay, the others drop out here.
template <class KeyOf>
void TurnSolver::focus_stage(std::vector<std::size_t>& alive, int number, const std::string& name,
                             KeyOf key_of) {
  if (alive.size() <= 1) return;
  auto best = key_of(alive[0]);
  for (std::size_t k : alive) best = std::min(best, key_of(k));
  std::string line = name + ":";
  std::vector<std::size_t> kept;
  for (std::size_t k : alive) {
    line += " " + figs_[static_cast<std::size_t>(cands_[k])].id + " " + std::to_string(key_of(k));
    if (key_of(k) == best)
      kept.push_back(k);
    else
      d_.ranking[k].dropped_at = number;
  }
  if (kept.size() < alive.size()) {
    line += " →";
    for (std::size_t k : alive)
      if (key_of(k) != best) line += " " + figs_[static_cast<std::size_t>(cands_[k])].id;
    line += " out";
  } else {
    line += " → tied";
  }
  alive = kept;
  trace("2." + std::to_string(number), std::move(line));
}

// 2.4: initiative order. Keep those no other remaining candidate acts before.
void TurnSolver::step2_4_initiative(std::vector<std::size_t>& alive) {
  if (alive.size() <= 1) return;
  std::vector<std::size_t> kept;
  std::string line = "lowest initiative:";
  const TurnOrder order(figs_, p_.long_rest_at_99);
  for (std::size_t a : alive) {
    int before = 0;
    std::string_view rule;
    for (std::size_t b : alive) {
      if (a == b) continue;
      pathing::deadline::poll();
      const auto v =
          order.compare(static_cast<std::size_t>(cands_[b]), static_cast<std::size_t>(cands_[a]));
      if (v.order == Order::Before) {
        ++before;
        rule = v.rule;
      } else if (rule.empty()) {
        rule = v.rule;
      }
    }
    d_.ranking[a].acts_after = before;
    d_.ranking[a].order_rule = std::string(rule);
    if (before == 0)
      kept.push_back(a);
    else
      d_.ranking[a].dropped_at = 4;
    line += " " + figs_[static_cast<std::size_t>(cands_[a])].id + " (" +
            (before == 0 ? "first" : std::to_string(before) + " before it") + "; " +
            std::string(rule) + ")";
  }
  alive = kept;
  trace("2.4", std::move(line));
}

Decision TurnSolver::run(bool focus_only) {
  d_.rules = p_.rules;
  d_.trace.reserve(32);  // a turn writes a dozen to a few dozen lines
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
  // or focuses are one choice for the players: the first of each kind is kept, in order.
  if (d_.options.size() <= 1) return std::move(d_);
  // Each option's targets, sorted, side by side in one list: option i's are
  // sorted[first[i], first[i + 1]). Options are ordered by (destination, focus, sorted
  // targets, index), and the first of each run of equals is kept.
  std::vector<FigureIndex>& sorted = ws_.turn.merge_targets;
  std::vector<std::size_t>& first = ws_.turn.merge_first;
  std::vector<std::size_t>& order = ws_.turn.merge_order;
  for (const Option& o : d_.options) {
    first.push_back(sorted.size());
    sorted.insert(sorted.end(), o.attack.targets.begin(), o.attack.targets.end());
    std::sort(sorted.begin() + static_cast<std::ptrdiff_t>(first.back()), sorted.end());
  }
  first.push_back(sorted.size());
  auto targets_of = [&](std::size_t i) {
    return std::span<const FigureIndex>(sorted.data() + first[i], first[i + 1] - first[i]);
  };
  for (std::size_t i = 0; i < d_.options.size(); ++i) order.push_back(i);
  auto less = [&](std::size_t a, std::size_t b) {
    const Option& x = d_.options[a];
    const Option& y = d_.options[b];
    if (x.destination != y.destination) return x.destination < y.destination;
    if (x.focus != y.focus) return x.focus < y.focus;
    const auto tx = targets_of(a), ty = targets_of(b);
    // Two lexicographical_compare calls rather than the three-way one, which some standard
    // libraries (the WebAssembly build's libc++ 14) lack: the same order.
    if (std::lexicographical_compare(tx.begin(), tx.end(), ty.begin(), ty.end())) return true;
    if (std::lexicographical_compare(ty.begin(), ty.end(), tx.begin(), tx.end())) return false;
    return a < b;
  };
  std::sort(order.begin(), order.end(), less);
  // std::equal rather than std::ranges::equal, which the WebAssembly build's libc++ lacks.
  auto same_targets = [&](std::size_t a, std::size_t b) {
    const auto x = targets_of(a), y = targets_of(b);
    return std::equal(x.begin(), x.end(), y.begin(), y.end());
  };
  std::vector<char> keep(d_.options.size(), 0);
  for (std::size_t i = 0; i < order.size(); ++i) {
    const std::size_t a = order[i];
    const bool same = i > 0 && d_.options[a].destination == d_.options[order[i - 1]].destination &&
                      d_.options[a].focus == d_.options[order[i - 1]].focus &&
                      same_targets(a, order[i - 1]);
    if (!same) keep[a] = 1;
  }
  std::size_t kept = 0;
  for (std::size_t i = 0; i < d_.options.size(); ++i)
    if (keep[i]) {
      if (kept != i) d_.options[kept] = std::move(d_.options[i]);  // never onto itself
      ++kept;
    }
  d_.options.erase(d_.options.begin() + static_cast<std::ptrdiff_t>(kept), d_.options.end());
  return std::move(d_);
}

}  // namespace detail

Decision decide_turn(const Scenario& s, const pathing::Board& board, const RuleProfile& profile,
                     TurnWorkspace& workspace, const DecideOptions& options) {
  detail::TurnSolver solver(s, board, profile, workspace.arrays(), options);
  return solver.run();
}

Decision decide_turn(const Scenario& s, const pathing::Board& board, const RuleProfile& profile) {
  TurnWorkspace workspace;
  return decide_turn(s, board, profile, workspace);
}

Decision decide_focus(const Scenario& s, const pathing::Board& board, const RuleProfile& profile,
                      TurnWorkspace& workspace) {
  detail::TurnSolver solver(s, board, profile, workspace.arrays());
  return solver.run(true);
}

}  // namespace arbiter::gloomhaven
