// ParetoSearch's loop by hand (see move_direct.cpp, whose steps and prefetch it shares):
// every path not worse than another in both movement used and risk dice, labels taken out
// by movement used from a ring of buckets (one per movement point of the longest step, and
// one more), as run_direct's. It keeps what the Pareto loop over step() keeps
// (tests/solver/heroscape/move_direct_test.cpp, label by label). The kept labels are
// numbered in the order taken out, so they are their own list.
#include <algorithm>
#include <array>
#include <limits>
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

template <class Stored>
std::uint32_t ParetoSearch::grow_labels(std::vector<Stored>& store, Stored*& labels) {
  store.resize(std::max<std::size_t>(1024, 2 * store.size()));
  labels = store.data();
  return static_cast<std::uint32_t>(store.size());
}

void ParetoSearch::run(const MoveModel& m) {
  starts_.assign(1, m.start());
  run(m, starts_);
}

void ParetoSearch::run(const MoveModel& m, const std::vector<StateId>& starts) {
  other_count_ = 0;
  // The compact records when no offer can reach 0xffff movement points or dice: an offer
  // costs at most the move plus the road bonus, and a step at most that many dice as a fall
  // (one, or the big fall's) and one for each enemy it leaves.
  const std::int64_t road_move = std::int64_t{m.mover().move} + m.profile().road_bonus;
  const std::int64_t step_dice =
      std::max(1, m.profile().big_fall_dice) + static_cast<std::int64_t>(m.state().figures.size());
  const bool compact = compact_records && road_move < CompactRecords::kNone &&
                       m.profile().big_fall_dice >= 0 &&
                       road_move * step_dice < CompactRecords::kNone;
  if (compact) {
    search(m, starts, compact_);
  } else {
    search(m, starts, wide_);
  }
}

void ParetoSearch::skip_to_last_biases() {
  const auto skip = [](auto& records) {
    using R = std::remove_reference_t<decltype(records)>;
    // One step of kDice + 1 left above 0 (the next search's), none after it.
    records.dice_bias = std::min<typename R::Key>(records.dice_bias, 2 * (R::kDice + 1) - 1);
  };
  skip(compact_);
  skip(wide_);
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

// The labels' storage of a search: the packed one (the compact records') or the wide one.
template <class Stored, class Packed, class Wide>
std::vector<Stored>& label_store(std::vector<Packed>& packed, std::vector<Wide>& wide) {
  if constexpr (std::is_same_v<Stored, Packed>) {
    return packed;
  } else {
    return wide;
  }
}

// Label l as the storage keeps it: itself, or packed (its cost as one word, movement above
// dice, each below 0xffff on the compact records).
template <class Stored>
[[gnu::always_inline]] inline Stored stored(const ParetoSearch::Label& l) {
  if constexpr (std::is_same_v<Stored, ParetoSearch::Label>) {
    return l;
  } else {
    return {
        l.state,
        static_cast<std::uint32_t>(l.cost.length) << 16 | static_cast<std::uint32_t>(l.cost.dice),
        l.pred};
  }
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

// A search's start. The records' biases for a search offering at most the move plus the road
// bonus: the last search's, less what it may write above them, so that every record an
// earlier search wrote reads as none (ParetoSearch::Records). Where a bias would go below 0,
// every record is cleared (all bits 1, above any value a search writes) and both start
// again from the top. The buckets, one per movement point of the longest step and one more.
template <class R>
ParetoSearch::Begun ParetoSearch::begin_search(const MoveModel& m, R& records) {
  using Key = typename R::Key;
  count_ = 0;
  packed_last_ = sizeof(Key) == sizeof(std::uint32_t);  // the labels in packed_ (search)
  const int road_move = m.mover().move + m.profile().road_bonus;
  const auto span = static_cast<std::size_t>(m.max_step_length()) + 1;
  ready_buckets(span);
  constexpr Key kAll = ~Key{0};
  if (records.rec.size() < m.state_count()) records.rec.resize(m.state_count(), {kAll, kAll});
  const Key len_step = static_cast<Key>(road_move) + 1, dice_step = R::kDice + 1;
  if (records.len_bias < len_step || records.dice_bias < dice_step) {
    std::fill(records.rec.begin(), records.rec.end(), typename R::Rec{kAll, kAll});
    records.len_bias = R::kDice;
    records.dice_bias = kAll;
  }
  records.len_bias -= len_step;
  records.dice_bias -= dice_step;
  return {static_cast<std::size_t>(road_move), span};
}

void ParetoSearch::ready_buckets(std::size_t span) {
  if (buckets_.size() < span) buckets_.resize(span);
  cursors_.resize(buckets_.size());
  for (std::size_t b = 0; b < buckets_.size(); ++b) {
    cursors_[b] = {buckets_[b].data(), buckets_[b].data() + buckets_[b].size()};
  }
}

// search's offer (its tests and its push) through the cursors, from the bucket of movement
// len (slot its place in the ring): the starts' and expand_other's.
template <class R>
void ParetoSearch::offer_through(R& records, StateId s, MoveCost c, std::uint32_t pred,
                                 std::size_t len, std::size_t slot, std::size_t span) {
  using Key = typename R::Key;
  typename R::Rec& r = records.rec[s];
  const auto dice = static_cast<Key>(c.dice);
  if (records.dice_bias + dice >= r.least) return;
  const Key key = (records.len_bias + static_cast<Key>(c.length)) << R::kShift | dice;
  if (key < r.offer) {
    r.offer = key;
  } else if (dice >= (r.offer & R::kDice)) {
    return;
  }
  std::size_t bi = slot + (static_cast<std::size_t>(c.length) - len);
  if (bi >= span) bi -= span;
  if (cursors_[bi].end == cursors_[bi].cap) [[unlikely]]
    grow(bi);
  *cursors_[bi].end++ = {s, c.dice, pred};
}

// A walker's label other than walk's common one (label i, `here`, from the bucket `slot`):
// none from water or a glyph the move entered, a walker's six steps checked against the
// budget and falls, or each_step_fast's (an engaged cell, a road-only state). Out of line, so that
// walk's loop keeps its own values in registers; it offers through the cursors (the loop stores its
// local one before the call and reads it back after).
template <class R>
[[gnu::noinline]] void ParetoSearch::expand_other(const MoveModel& m, R& records, Label here,
                                                  std::uint32_t i, std::size_t slot,
                                                  std::size_t span) {
  ++other_count_;
  const auto len = static_cast<std::size_t>(here.cost.length);
  const int move = m.mover().move;
  std::uint32_t wx;
  const MoveModel::Steps kind = m.steps_from(here.state, m.place_count_, m.cell_, true, wx);
  if (kind == MoveModel::Steps::kStops) return;
  if (kind == MoveModel::Steps::kWalk) {
    MoveModel::walker_steps(here.state, m.row(), m.cell_, wx, MoveModel::cell_level(wx),
                            m.mover().height, m.profile().big_fall_dice, true,
                            [&](CellIndex n, int length, int dice) {
                              const MoveCost c = here.cost + MoveCost{length, dice};
                              if (c.length <= move)
                                offer_through(records, n, c, i, len, slot, span);
                            });
    return;
  }
  const int road_move = move + m.profile().road_bonus;
  m.each_step_fast(here.state, [&](StateId to, MoveCost cost, bool plain) {
    const MoveCost c = here.cost + cost;
    if (c.length > (plain || !m.road_only(to) ? move : road_move)) return;
    offer_through(records, to, c, i, len, slot, span);
  });
}

// search's loop for a walker on slots: a label on a cell no enemy engages, neither water nor
// a glyph, not road only, at least the mover's Height within the move and less than its
// Height above the lowest cell (nearly every label of a long move) takes its six steps here,
// unrolled and with no test of the budget or of a fall, with the slots' offsets, the arrays and the
// next bucket's cursor in registers; any other by expand_other. The same labels in the same order
// as search's (tests/solver/heroscape/pareto_direct_test.cpp holds both to the reference).
template <class R>
void ParetoSearch::walk(const MoveModel& m, const std::vector<StateId>& starts, R& records) {
  using Key = typename R::Key;
  const Figure& f = m.mover();
  const int move = f.move, height = f.height;
  const Begun begun = begin_search(m, records);
  const std::size_t top = begun.top, span = begun.span;
  const Key len_bias = records.len_bias, dice_bias = records.dice_bias;
  for (StateId s : starts) offer_through(records, s, {0, 0}, Label::kNone, 0, 0, span);
  Cursor* const cur = cursors_.data();
  typename R::Rec* const rec = records.rec.data();
  using Stored = std::conditional_t<sizeof(Key) == sizeof(std::uint32_t), PackedLabel, Label>;
  std::vector<Stored>& store = label_store<Stored>(packed_, labels_);
  Stored* labels = store.data();
  std::uint32_t count = 0;
  auto capacity = static_cast<std::uint32_t>(store.size());
  const CellIndex cells = m.place_count_;
  const std::uint32_t* const cell = m.cell_;
  const std::ptrdiff_t row = m.row(), row_up = -row, row_down = row;
  const WalkerView view{cells, cell, m.offset_.data(), true, height, 0, move};
  const bool fetch = m.state_count() >= move_detail::kPrefetchStates;
  const int fast_level = m.min_level_ + height;  // levels below it fall less than the Height
  std::size_t slot = 0;
  for (std::size_t len = 0; len <= top; ++len) {
    const std::size_t ahead = slot + 1 == span ? 0 : slot + 1;
    Cursor next = cur[ahead];  // most steps cost one: their bucket's cursor in registers
    const Offer* const first = buckets_[slot].data();
    const Offer* const last = cur[slot].end;
    // Every step of a label this far below the move is within it (a step costs at most
    // the Height); an offer from it costs at least one point more (`near`, with its dice).
    // (fast_level then the levels that take the common steps, none otherwise: one compare a
    // label for both.)
    const bool fast_len = static_cast<std::int64_t>(len) + height <= move;
    const int level_limit = fast_len ? fast_level : std::numeric_limits<int>::min();
    const Key near_len = (len_bias + static_cast<Key>(len + 1)) << R::kShift;
    for (const Offer* e = first; e != last; ++e) {
      if (fetch && last - e > move_detail::kPrefetch) {
        prefetch_state(e[move_detail::kPrefetch].state, rec, view, row_up, row_down);
      }
      const StateId u = e->state;
      const auto dice_here = static_cast<Key>(e->dice);
      const Key behind = dice_bias + dice_here;  // a kept label's least with as few dice
      if (behind >= rec[u].least) continue;      // dominated since offered
      rec[u].least = behind;
      if (count == capacity) [[unlikely]]
        capacity = grow_labels(store, labels);
      const Label here{u, {static_cast<std::int32_t>(len), e->dice}, e->pred};
      const std::uint32_t i = count++;
      labels[i] = stored<Stored>(here);
      std::uint32_t wx;
      int lx;
      if (!MoveModel::common_walker(u, cells, cell, true, level_limit, wx, lx)) [[unlikely]] {
        cur[ahead] = next;
        expand_other(m, records, here, i, slot, span);
        next = cur[ahead];
        continue;
      }
      // Every offer from here costs at least one more point and as many dice (no fall). So
      // it is dominated at a neighbour that holds a kept label with as few dice (behind the
      // wave), or an offer of this search at most one point more and with as few dice (the
      // neighbours beside and ahead that a label taken out before offered): there the
      // neighbour's word and the step's rules are not read, and only a neighbour first
      // reached, or by a better offer, takes a step.
      const Key near = near_len | dice_here;
#pragma GCC unroll 6
      for (int d = 0; d < pathing::kHexDirectionCount; ++d) {
        const std::size_t n = hex_slot(u, row, d);
        if (behind >= rec[n].least) continue;
        const Key o = rec[n].offer;
        if (o <= near && (o & R::kDice) <= dice_here) continue;
        int length, dice;
        if (!MoveModel::walker_step(wx, lx, d, cell[n], height, 0, length, dice, false)) continue;
        // offer's tests (its first, a kept label as safe, is `behind`'s above).
        const Key key = near + (static_cast<Key>(length - 1) << R::kShift);
        if (key < o) {
          rec[n].offer = key;
        } else if (dice_here >= (o & R::kDice)) {
          continue;
        }
        move_detail::push_step(
            next, cur, ahead, slot, span, length, Offer{static_cast<StateId>(n), e->dice, i},
            [this](std::size_t b) { grow(b); },
            [this](std::size_t b, Offer* end) { return grow_from(b, end); });
      }
    }
    cur[ahead] = next;
    cur[slot].end = buckets_[slot].data();
    // The time limit once a bucket, as many polls as it held offers.
    pathing::deadline::poll(static_cast<std::uint32_t>(last - first));
    if (++slot == span) slot = 0;
    if (buckets_empty(span)) break;
  }
  count_ = count;
}

template <class R>
void ParetoSearch::search(const MoveModel& m, const std::vector<StateId>& starts, R& records) {
  if (!m.double_space() && !m.mover().flying && m.slots_) {
    walk(m, starts, records);
    return;
  }
  using Key = typename R::Key;
  const bool single = !m.double_space();
  // The most movement any state may use (top): the move plus the road bonus.
  const int move = m.mover().move;
  const int road_move = move + m.profile().road_bonus;
  const Begun begun = begin_search(m, records);
  const std::size_t top = begun.top, span = begun.span;
  // What this search adds to the dice and movement it writes (Records).
  const Key len_bias = records.len_bias, dice_bias = records.dice_bias;
  // Locals for every array the loop reads (stores would make the compiler reload members).
  Cursor* const cur = cursors_.data();
  typename R::Rec* const rec = records.rec.data();
  // The labels in 12 bytes on the compact records (their costs fit 16 bits each).
  using Stored = std::conditional_t<sizeof(Key) == sizeof(std::uint32_t), PackedLabel, Label>;
  std::vector<Stored>& store = label_store<Stored>(packed_, labels_);
  Stored* labels = store.data();
  std::uint32_t count = 0;  // labels kept
  auto capacity = static_cast<std::uint32_t>(store.size());
  std::size_t len = 0;   // the movement of the bucket being read
  std::size_t slot = 0;  // its bucket: len % span (no division an offer)
  // The cursor of the next bucket (len + 1: most steps cost one point) as a local while the
  // bucket before it is read, so that it stays in registers: through cur[], each push loaded
  // the end the last push stored (a dependent load and store per offer). (Starts: cur[].)
  Cursor next{};
  std::size_t ahead = 0;  // that bucket: (len + 1) % span
  constexpr Key kDice = R::kDice;
  // An offer costs len (a start) to len + span - 1 (a step from the bucket being read).
  const auto offer = [&](StateId s, MoveCost c, std::uint32_t pred) __attribute__((always_inline)) {
    const auto dice = static_cast<Key>(c.dice);
    if (dice_bias + dice >= rec[s].least) return;  // a kept label is as short and as safe
    // An offer made before, as short and as safe, is taken out first: it or a label kept
    // before it leaves this one dominated when it is taken out. (Most offers of a walk are
    // these: every neighbour expanded before a hex is taken out offers it.) As words: a
    // lesser one is the new least offer; a greater or equal one is dominated unless it has
    // fewer dice (its movement is then at least the least offer's).
    const Key key = (len_bias + static_cast<Key>(c.length)) << R::kShift | dice;
    Key& o = rec[s].offer;
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
        prefetch_state(e[move_detail::kPrefetch].state, rec, view, row_up, row_down);
      }
      const StateId u = e->state;
      const Key least = dice_bias + static_cast<Key>(e->dice);
      if (least >= rec[u].least) continue;  // dominated since offered
      rec[u].least = least;
      if (count == capacity) [[unlikely]]
        capacity = grow_labels(store, labels);
      const Label here{u, {static_cast<std::int32_t>(len), e->dice}, e->pred};
      const std::uint32_t i = count++;
      labels[i] = stored<Stored>(here);
      // The budget: the move, plus the road bonus while the move is road only.
      const auto step = [&](StateId to, MoveCost cost, bool plain) __attribute__((always_inline)) {
        const MoveCost c = here.cost + cost;
        if (c.length > (plain || !m.road_only(to) ? move : road_move)) return;
        offer(to, c, i);
      };
      if (single) {
        pathing::deadline::poll();
        m.each_step_fast(u, step);  // a flyer, or a board without slots (a walker's: walk)
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
}

}  // namespace arbiter::heroscape
