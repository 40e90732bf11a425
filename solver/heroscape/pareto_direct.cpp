// ParetoSearch's loop by hand (see move_direct.cpp, whose steps and prefetch it shares):
// every path not worse than another in both movement used and risk dice, labels taken out
// by movement used from a ring of buckets (one per movement point of the longest step, and
// one more), as run_direct's. It keeps what the Pareto loop over step() keeps
// (tests/solver/heroscape/move_direct_test.cpp, label by label). The kept labels are
// numbered in the order taken out, so they are their own list, and the states whose
// records the next search resets are theirs.
#include <algorithm>
#include <cstring>
#include <type_traits>

#include "pathing/deadline.hpp"
#include "solver/heroscape/move.hpp"
#include "solver/heroscape/move_steps.hpp"

namespace arbiter::heroscape {

void ParetoSearch::grow(std::size_t bucket) {
  std::vector<Offer>& b = buckets_[bucket];
  const auto used = static_cast<std::size_t>(cursors_[bucket].end - b.data());
  b.resize(std::max<std::size_t>(64, 2 * b.size()));
  cursors_[bucket] = {b.data() + used, b.data() + b.size()};
}

ParetoSearch::Cursor ParetoSearch::grow_from(std::size_t bucket, Offer* end) {
  cursors_[bucket].end = end;
  grow(bucket);
  return cursors_[bucket];
}

bool ParetoSearch::buckets_empty(std::size_t span) const {
  bool empty = true;
  for (std::size_t b = 0; b < span; ++b) empty &= cursors_[b].end == buckets_[b].data();
  return empty;
}

std::uint32_t ParetoSearch::grow_labels(Label*& labels) {
  labels_.resize(std::max<std::size_t>(1024, 2 * labels_.size()));
  labels = labels_.data();
  return static_cast<std::uint32_t>(labels_.size());
}

void ParetoSearch::run(const MoveModel& m) {
  starts_.assign(1, m.start());
  run(m, starts_);
}

void ParetoSearch::run(const MoveModel& m, const std::vector<StateId>& starts) {
  // The compact records when no offer can reach 0xffff movement points or dice: an offer
  // costs at most the move plus the road bonus, and a step at most that many dice as a fall
  // (one, or the big fall's) and one for each enemy it leaves.
  const std::int64_t road_move = std::int64_t{m.mover().move} + m.profile().road_bonus;
  const std::int64_t step_dice =
      std::max(1, m.profile().big_fall_dice) + static_cast<std::int64_t>(m.state().figures.size());
  const bool compact = compact_records && road_move < CompactRecords::kNone &&
                       m.profile().big_fall_dice >= 0 &&
                       road_move * step_dice < CompactRecords::kNone;
  const bool reset_all = compact != compact_last_;
  compact_last_ = compact;
  if (compact) {
    search(m, starts, compact_, reset_all);
  } else {
    search(m, starts, wide_, reset_all);
  }
}

namespace {
// What the steps of every label read, held in locals (stores into the queue would make the
// compiler reload them from the model).
struct WalkerView {
  CellIndex cells;            // the model's place count (road-only states lie above it)
  const std::uint32_t* cell;  // MoveModel's words by place
  const std::int32_t* off;    // MoveModel's slot offsets
  // The unrolled walking steps apply (a flyer, or a board without slots: each_step_fast).
  bool fused;
  int height;
  int big_fall;
  int move;
};

// The states a search from `starts` may write: a single-space mover's lower half (its places:
// it has two states a place) unless it starts road only (MoveModel::road_only: its road-only
// states are the upper half, reached only from a road-only start).
StateId written_by(const MoveModel& m, const std::vector<StateId>& starts) {
  const bool road =
      std::any_of(starts.begin(), starts.end(), [&](StateId s) { return m.road_only(s); });
  return m.double_space() || road ? m.state_count() : m.state_count() / 2;
}

// Fetches the record and the word of state s, a few labels before it is taken out, and (a
// walker's state) its neighbours' in the rows of slots before and after it (as run_direct's).
template <class Rec>
[[gnu::always_inline]] inline void prefetch_state(StateId s, const Rec* records,
                                                  const WalkerView& view, std::ptrdiff_t row_up,
                                                  std::ptrdiff_t row_down) {
  const CellIndex x = s < view.cells ? s : s - view.cells;
  __builtin_prefetch(records + s);
  __builtin_prefetch(view.cell + x);
  if (view.fused && s < view.cells) {
    __builtin_prefetch(records + s + row_up);
    __builtin_prefetch(records + s + row_down);
    __builtin_prefetch(view.cell + x + row_up);
    __builtin_prefetch(view.cell + x + row_down);
  }
}
}  // namespace

template <class R>
void ParetoSearch::reset_records(R& records, StateId n, bool reset_all) {
  const auto fill = [&](StateId end) {
    std::memset(static_cast<void*>(records.rec.data()), 0xff, end * sizeof(typename R::Rec));
  };
  if (records.rec.size() != n || reset_all || !finished_) {
    records.rec.assign(n, {R::kNone, ~typename R::Key{0}});
  } else if (count_ > written_ / 8) {
    fill(written_);  // one sequential pass over what the last search may have written
  } else {
    for (std::uint32_t i = 0; i < count_; ++i) {
      const StateId s = labels_[i].state;
      records.rec[s] = {R::kNone, ~typename R::Key{0}};
    }
  }
}

void ParetoSearch::ready_buckets(std::size_t span) {
  if (buckets_.size() < span) buckets_.resize(span);
  cursors_.resize(buckets_.size());
  for (std::size_t b = 0; b < buckets_.size(); ++b) {
    cursors_[b] = {buckets_[b].data(), buckets_[b].data() + buckets_[b].size()};
  }
}

// A single-space mover's label `here` (number i): each_step_fast's common case as
// run_direct takes it (the mover's figures read once, the six directions unrolled), the
// rest by each_step_fast (`step`). `offer` and `step` as search's.
template <class R, class View, class OfferFn, class StepFn>
[[gnu::always_inline]] inline void ParetoSearch::expand_single(const MoveModel& m, const View& v,
                                                               const Label& here, std::uint32_t i,
                                                               const typename R::Rec* least,
                                                               OfferFn& offer, StepFn& step) {
  const StateId u = here.state;
  std::uint32_t wx;
  const MoveModel::Steps kind = m.steps_from(u, v.cells, v.cell, v.fused, wx);
  if (kind == MoveModel::Steps::kOther) {
    m.each_step_fast(u, step);
    return;
  }
  if (kind == MoveModel::Steps::kStops) return;
  const int lx = MoveModel::cell_level(wx);
  // A label this far below the move takes every step within it (a step costs at most the
  // mover's Height), and, its cell less than the mover's Height above the lowest cell, none
  // a fall: the steps skip both tests.
  if (std::int64_t{here.cost.length} + v.height <= v.move && lx - m.min_level_ < v.height) {
    // A neighbour holding a kept label with as few dice as this one's lies behind the
    // wave: every offer from here (as many dice or more) is dominated there, so its
    // word and the step's rules are not read (as run_direct_as skips one as cheap).
    const auto dice_here = static_cast<typename R::Least>(here.cost.dice);
#pragma GCC unroll 6
    for (int d = 0; d < pathing::kHexDirectionCount; ++d) {
      // (A slot off the map keeps no label: its word then refuses the step.)
      const CellIndex n = u + static_cast<CellIndex>(v.off[d]);
      if (dice_here >= least[n].least) continue;
      int length, dice;
      if (!MoveModel::walker_step(wx, lx, d, v.cell[n], v.height, v.big_fall, length, dice,
                                  false)) {
        continue;
      }
      offer(n, here.cost + MoveCost{length, dice}, i);
    }
    return;
  }
  MoveModel::walker_steps(
      u, v.off, v.cell, wx, lx, v.height, v.big_fall,
      true, [&](CellIndex n, int length, int dice) __attribute__((always_inline)) {
        const MoveCost c = here.cost + MoveCost{length, dice};
        if (c.length > v.move) return;
        offer(n, c, i);
      });
}

template <class R>
void ParetoSearch::search(const MoveModel& m, const std::vector<StateId>& starts, R& records,
                          bool reset_all) {
  reset_records(records, m.state_count(), reset_all);
  finished_ = false;  // until every bucket is read
  count_ = 0;
  const bool single = !m.double_space();
  written_ = written_by(m, starts);
  // The most movement any state may use: the move plus the road bonus.
  const int move = m.mover().move;
  const int road_move = move + m.profile().road_bonus;
  const auto top = static_cast<std::size_t>(road_move);
  const auto span = static_cast<std::size_t>(m.max_step_length()) + 1;
  ready_buckets(span);
  // Locals for every array the loop reads (stores would make the compiler reload members).
  using Least = typename R::Least;
  using Key = typename R::Key;
  Cursor* const cur = cursors_.data();
  typename R::Rec* const least = records.rec.data();
  Label* labels = labels_.data();
  std::uint32_t count = 0;  // labels kept
  auto capacity = static_cast<std::uint32_t>(labels_.size());
  std::size_t len = 0;   // the movement of the bucket being read
  std::size_t slot = 0;  // its bucket: len % span (no division an offer)
  // The cursor of the next bucket (len + 1: most steps cost one point) as a local while the
  // bucket before it is read, so that it stays in registers: through cur[], each push loaded
  // the end the last push stored (a dependent load and store per offer). (Starts: cur[].)
  Cursor next{};
  std::size_t ahead = 0;  // that bucket: (len + 1) % span
  constexpr Key kDice = (Key{1} << R::kShift) - 1;
  // An offer costs len (a start) to len + span - 1 (a step from the bucket being read).
  const auto offer = [&](StateId s, MoveCost c, std::uint32_t pred) __attribute__((always_inline)) {
    const auto dice = static_cast<Key>(c.dice);
    if (dice >= least[s].least) return;  // a kept label is as short and as safe
    // An offer made before, as short and as safe, is taken out first: it or a label kept
    // before it leaves this one dominated when it is taken out. (Most offers of a walk are
    // these: every neighbour expanded before a hex is taken out offers it.) As words: a
    // lesser one is the new least offer; a greater or equal one is dominated unless it has
    // fewer dice (its movement is then at least the least offer's).
    const Key key = static_cast<Key>(c.length) << R::kShift | dice;
    Key& o = least[s].offer;
    if (key < o) {
      o = key;
    } else if (dice >= (o & kDice)) {
      return;
    }
    // The offer itself goes into its bucket (its movement is the bucket's); it takes a label
    // only when kept.
    if (static_cast<std::size_t>(c.length) == len + 1) {
      if (next.end == next.cap) [[unlikely]]
        next = grow_from(ahead, next.end);
      *next.end++ = {s, c.dice, pred};
      return;
    }
    std::size_t bi = slot + (static_cast<std::size_t>(c.length) - len);
    if (bi >= span) bi -= span;
    if (cur[bi].end == cur[bi].cap) [[unlikely]]
      grow(bi);
    *cur[bi].end++ = {s, c.dice, pred};
  };
  for (StateId s : starts) offer(s, {0, 0}, Label::kNone);
  const bool fetch = single && m.state_count() >= move_detail::kPrefetchStates;
  const WalkerView view{m.place_count_,
                        m.cell_,
                        m.offset_.data(),
                        !m.mover().flying && m.slots_,
                        m.mover().height,
                        m.profile().big_fall_dice,
                        move};
  const auto [up, down] = std::minmax_element(m.offset_.begin(), m.offset_.end());
  const std::ptrdiff_t row_up = *up, row_down = *down;  // a row of slots back and on
  MoveStep out[MoveModel::kMaxSteps];
  for (; len <= top; ++len) {
    ahead = slot + 1 == span ? 0 : slot + 1;
    next = cur[ahead];
    // Offers cost at least 1 more: this bucket does not grow (nor move) while it is read.
    const Offer* const first = buckets_[slot].data();
    const Offer* const last = cur[slot].end;
    for (const Offer* e = first; e != last; ++e) {
      if (fetch && last - e > move_detail::kPrefetch) {
        prefetch_state(e[move_detail::kPrefetch].state, least, view, row_up, row_down);
      }
      const StateId u = e->state;
      if (static_cast<Key>(e->dice) >= least[u].least) continue;  // dominated since offered
      least[u].least = static_cast<Least>(e->dice);
      if (count == capacity) [[unlikely]]
        capacity = grow_labels(labels);
      const Label here{u, {static_cast<std::int32_t>(len), e->dice}, e->pred};
      const std::uint32_t i = count++;
      labels[i] = here;
      // The budget: the move, plus the road bonus while the move is road only.
      const auto step = [&](StateId to, MoveCost cost, bool plain) __attribute__((always_inline)) {
        const MoveCost c = here.cost + cost;
        if (c.length > (plain || !m.road_only(to) ? move : road_move)) return;
        offer(to, c, i);
      };
      if (single) {
        pathing::deadline::poll();
        expand_single<R>(m, view, here, i, least, offer, step);
      } else {
        const int k_count = m.steps(here.state, out);
        for (int k = 0; k < k_count; ++k) step(out[k].to, out[k].cost, false);
      }
    }
    cur[ahead] = next;
    cur[slot].end = buckets_[slot].data();
    // No count of the offers pending: the loop ends when every bucket is empty.
    if (++slot == span) slot = 0;
    if (buckets_empty(span)) break;
  }
  count_ = count;
  finished_ = true;
}

}  // namespace arbiter::heroscape
