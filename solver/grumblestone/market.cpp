#include "solver/grumblestone/market.hpp"

#include "pathing/deadline.hpp"

namespace arbiter::grumblestone {

using odds::Fraction;

MarketSearch::MarketSearch(const Scenario& s, const Profile& p, const Weights& w)
    : s_(s), p_(p), w_(w), me_(s.players[s.acting]), board_(board_state(me_)), iv_(icon_values(w)) {
  for (const Slot& slot : s.market.slots) shapes_.push_back(orientations(slot.shape));
  yield_now_ = yield_value(board_, iv_, model(board_));
  progress_now_ = progress(board_.covered);
}

YieldModel MarketSearch::model(const BoardState& b) const {
  // The power the tiles unlock applies from the next turn: it decides the next roll's dice
  // (Frostbite's third die) and lines (Rockbottom's superpower).
  const Power power = std::max(me_.power, power_of_covered(b.covered));
  YieldModel m;
  m.rules = assign_rules(me_, p_, power);
  m.dice = me_.golem == Golem::Frostbite && power != Power::None && p_.blue_die_assignable ? 3 : 2;
  return m;
}

Fraction MarketSearch::leaf_value(const BoardState& b, int discards, Fraction* yield, int* prog,
                                  Power* power) {
  pathing::deadline::poll();
  ++boards_;
  const Fraction y = yield_value(b, iv_, model(b));
  const int pr = progress(b.covered);
  if (yield != nullptr) *yield = y;
  if (prog != nullptr) *prog = pr;
  if (power != nullptr) *power = std::max(me_.power, power_of_covered(b.covered));
  return w_.yield * (y - yield_now_) + w_.progress * Fraction{pr - progress_now_, 1} +
         w_.hearts * Fraction{discards, 1};
}

void MarketSearch::joint(const std::vector<int>& slots, std::size_t k, BoardState& b,
                         std::vector<std::optional<TileCells>>& chosen, int discards,
                         TilesResult& best, bool& have) {
  if (k == slots.size()) {
    TilesResult r;
    r.value = leaf_value(b, discards, &r.yield_after, &r.progress_after, &r.power_after);
    if (!have || best.value < r.value) {
      r.placed = chosen;
      best = std::move(r);
      have = true;
    }
    return;
  }
  for (const Placement& pl : placements(b, shapes_[slots[k]])) {
    BoardState next = b;
    place(next, pl.cells);
    chosen[k] = pl.cells;
    joint(slots, k + 1, next, chosen, discards, best, have);
  }
  chosen[k].reset();
  joint(slots, k + 1, b, chosen, discards + 1, best, have);
}

const MarketSearch::TilesResult& MarketSearch::tiles(std::uint32_t mask) {
  if (auto it = tiles_memo_.find(mask); it != tiles_memo_.end()) return it->second;
  std::vector<int> slots;
  std::int64_t work = 1;
  for (int i = 0; i < static_cast<int>(shapes_.size()); ++i) {
    if (!(mask >> i & 1u)) continue;
    slots.push_back(i);
    work *= static_cast<std::int64_t>(placements(board_, shapes_[i]).size()) + 1;
  }
  TilesResult best;
  bool have = false;
  std::vector<std::optional<TileCells>> chosen(slots.size());
  BoardState b = board_;
  if (work <= kJointLimit) {
    joint(slots, 0, b, chosen, 0, best, have);
  } else {
    // One tile at a time, each in its best place given the ones already laid.
    int discards = 0;
    for (std::size_t k = 0; k < slots.size(); ++k) {
      TilesResult one;
      bool got = false;
      std::vector<int> single{slots[k]};
      std::vector<std::optional<TileCells>> c1(1);
      joint(single, 0, b, c1, discards, one, got);
      chosen[k] = one.placed[0];
      if (chosen[k]) {
        place(b, *chosen[k]);
      } else {
        ++discards;
      }
    }
    best.value =
        leaf_value(b, discards, &best.yield_after, &best.progress_after, &best.power_after);
    best.placed = chosen;
    best.exhaustive = false;
  }
  return tiles_memo_.emplace(mask, std::move(best)).first->second;
}

std::vector<Purchase> MarketSearch::purchases(int grumble) {
  std::vector<Purchase> out;
  const int n = static_cast<int>(shapes_.size());
  const Fraction token_attack = w_.yield * w_.damage, token_shield = w_.yield * w_.shield;
  for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
    int tile_cost = 0;
    for (int i = 0; i < n; ++i) tile_cost += (mask >> i & 1u) ? s_.market.slots[i].cost : 0;
    if (tile_cost > grumble) continue;
    const TilesResult& t = tiles(mask);
    // Tokens at their rising prices with what is left.
    for (int na = 0, ca = 0; tile_cost + ca <= grumble;
         ca += s_.market.attack_token_price + na, ++na) {
      for (int ns = 0, cs = 0; tile_cost + ca + cs <= grumble;
           cs += s_.market.shield_token_price + ns, ++ns) {
        pathing::deadline::poll();
        Purchase pu;
        for (int i = 0; i < n; ++i) {
          if (mask >> i & 1u) pu.slots.push_back(i);
        }
        pu.placed = t.placed;
        pu.attack_tokens = na;
        pu.shield_tokens = ns;
        pu.cost = tile_cost + ca + cs;
        pu.yield_before = yield_now_;
        pu.yield_after = t.yield_after;
        if (mask == 0) pu.yield_after = yield_now_;
        pu.progress_before = progress_now_;
        pu.progress_after = mask == 0 ? progress_now_ : t.progress_after;
        pu.power_after = mask == 0 ? me_.power : t.power_after;
        pu.exhaustive = t.exhaustive;
        pu.value = (mask == 0 ? Fraction{} : t.value) - w_.grumble * Fraction{pu.cost, 1} +
                   token_attack * Fraction{na, 1} + token_shield * Fraction{ns, 1};
        out.push_back(std::move(pu));
      }
    }
  }
  rank_by(out, [](const Purchase& p) { return p.value; });
  return out;
}

Fraction MarketSearch::best_value(int grumble) {
  if (auto it = best_memo_.find(grumble); it != best_memo_.end()) return it->second;
  const Fraction v = purchases(grumble).front().value;
  best_memo_.emplace(grumble, v);
  return v;
}

std::vector<SlotPlacements> MarketSearch::slot_placements() {
  std::vector<SlotPlacements> out;
  for (int i = 0; i < static_cast<int>(shapes_.size()); ++i) {
    SlotPlacements sp;
    sp.slot = i;
    for (const Placement& pl : placements(board_, shapes_[i])) {
      BoardState b = board_;
      place(b, pl.cells);
      RankedPlacement r;
      r.cells = pl.cells;
      Fraction y;
      int pr = 0;
      r.value = leaf_value(b, 0, &y, &pr, &r.power_after);
      r.yield_delta = y - yield_now_;
      r.progress_delta = pr - progress_now_;
      sp.ranked.push_back(std::move(r));
    }
    RankedPlacement discard;
    discard.value = leaf_value(board_, 1, nullptr, nullptr, &discard.power_after);
    sp.ranked.push_back(std::move(discard));
    rank_by(sp.ranked, [](const RankedPlacement& r) { return r.value; });
    out.push_back(std::move(sp));
  }
  return out;
}

}  // namespace arbiter::grumblestone
