// Step 3, the grumble phase: every purchase the grumble in hand affords (tiles by their
// slot's price, permanent tokens at their rising price), each bought tile in its best
// place (all 8 orientations x every position, jointly when several are bought) or
// discarded to heal 1, valued by the next turn's expected yield and by progress toward the
// golem's power.
#pragma once

#include <cstdint>
#include <map>
#include <vector>

#include "solver/grumblestone/decide.hpp"

namespace arbiter::grumblestone {

class MarketSearch {
 public:
  // Joint placement of several tiles is exhaustive up to this many boards; beyond it the
  // tiles are placed one after another, each in its best place (Purchase::exhaustive).
  static constexpr std::int64_t kJointLimit = 200'000;

  MarketSearch(const Scenario& s, const Profile& p, const Weights& w);

  // Every affordable purchase with `grumble` in hand, ranked, best first.
  std::vector<Purchase> purchases(int grumble);
  // The best purchase's value (memoised by grumble).
  odds::Fraction best_value(int grumble);
  // Each market tile alone: every placement and the discard, ranked.
  std::vector<SlotPlacements> slot_placements();

  odds::Fraction yield_now() const { return yield_now_; }
  int progress_now() const { return progress_now_; }
  std::size_t boards() const { return boards_; }

 private:
  struct TilesResult {
    std::vector<std::optional<TileCells>> placed;
    odds::Fraction value, yield_after;
    int progress_after = 0;
    Power power_after = Power::None;
    bool exhaustive = true;
  };
  const TilesResult& tiles(std::uint32_t mask);
  YieldModel model(const BoardState& b) const;
  // The tiles' part of a value: yield and progress gained, discards healed.
  odds::Fraction leaf_value(const BoardState& b, int discards, odds::Fraction* yield, int* prog,
                            Power* power);
  void joint(const std::vector<int>& slots, std::size_t k, BoardState& b,
             std::vector<std::optional<TileCells>>& chosen, int discards, TilesResult& best,
             bool& have);

  const Scenario& s_;
  const Profile& p_;
  const Weights& w_;
  const Player& me_;
  BoardState board_;
  IconValues iv_;
  std::vector<std::vector<TileCells>> shapes_;  // per slot, its orientations
  odds::Fraction yield_now_;
  int progress_now_ = 0;
  std::size_t boards_ = 0;
  std::map<std::uint32_t, TilesResult> tiles_memo_;
  std::map<int, odds::Fraction> best_memo_;
};

// Ranks by value, best first, equal values sharing a rank (stable: earlier first).
template <class T, class Key>
void rank_by(std::vector<T>& v, Key key) {
  std::stable_sort(v.begin(), v.end(), [&](const T& a, const T& b) { return key(b) < key(a); });
  for (std::size_t i = 0; i < v.size(); ++i) {
    v[i].rank = i > 0 && key(v[i]) == key(v[i - 1]) ? v[i - 1].rank : static_cast<int>(i) + 1;
  }
}

}  // namespace arbiter::grumblestone
