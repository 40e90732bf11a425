// The move searches' hot loops: a state's steps read from the packed cell words (move.hpp),
// MoveSearch's Dijkstra by hand over a bucket queue and ParetoSearch's labels. They give
// what step(), BGL's dijkstra and the Pareto loop over step() give
// (tests/solver/heroscape/move_direct_test.cpp checks them state by state and label by
// label; ParetoSearch's loop is in pareto_direct.cpp); they exist because the state graph through
// BGL costs 20-30 plain breadth-first searches of the map, most of it in the heap, the iterator and
// the State's separate arrays. Both searches take a walking single-space mover's common steps by
// each_step_fast, push into their buckets through cursors, and fetch the words of the states a few
// queue entries ahead (side 256, run alternately with the build before: the cheapest move 3.5
// to 2.3 limit BFS, every Pareto path 5.4 to 3.5). The Pareto search drops an offer that one made
// before dominates (as short, as safe: it is taken out first), before it takes a label and a queue
// entry: a walk used to offer each hex once per neighbour expanded before it.
// Both searches then take a walker's common step with the mover's figures read once and the
// six directions unrolled, and run_direct compares a cost with the state's and the budget as
// one packed word (run_direct_reference keeps the search as it was, for the tests).
// A single-space mover's states are by slot on a board laid out by slots (move.hpp), so that
// a walker's step is the slot plus a fixed offset: its neighbour's cost and word are loaded
// with no row of the board's neighbour table to wait for first.
#include <algorithm>
#include <bit>
#include <cstring>
#include <type_traits>

#include "pathing/bits_as.hpp"
#include "pathing/deadline.hpp"
#include "pathing/search.hpp"
#include "solver/heroscape/move.hpp"
#include "solver/heroscape/move_steps.hpp"

namespace arbiter::heroscape {

std::pair<std::uint32_t, std::uint32_t> MoveModel::eng_range(CellIndex c) const {
  if ((cell_[place(c)] & kCellEngaged) == 0) return {0, 0};
  const auto i = static_cast<std::size_t>(
      std::lower_bound(eng_cells_.begin(), eng_cells_.end(), c) - eng_cells_.begin());
  return {eng_off_[i], eng_off_[i + 1]};
}

int MoveModel::max_step_length() const {
  // Flying: one a space. Otherwise one plus the levels climbed, and a climb of the
  // mover's Height or more is no step (movement 3, 4).
  return mover().flying ? 1 : std::max<int>(mover().height, 1);
}

int MoveModel::steps_single(StateId s, MoveStep* out) const {
  int count = 0;
  each_step_single(s, [&](StateId to, MoveCost c) { out[count++] = {to, c}; });
  return count;
}

int MoveModel::steps(StateId s, MoveStep* out) const {
  if (!double_) {
    pathing::deadline::poll();
    // A slot off the map is no state of a move (its neighbours may lie past the slots).
    if (!holds_cell(s < place_count_ ? s : s - place_count_)) return 0;
    return steps_single(s, out);
  }
  int count = 0;
  StepInfo info;
  for (int k = 0; k < kMaxSteps; ++k) {
    if (step(s, k, out[count].to, info)) out[count++].cost = info.cost;
  }
  return count;
}

void MoveSearch::reset(StateId n, bool boost, bool compact) {
  // The other array than the last search's holds an older search's costs, which touched_
  // no longer lists: it is reset whole.
  const bool whole = !settled_all_ || compact != compact_;
  const bool walked = walked_;  // touched_ lists nothing: every state it may have written
  compact_ = compact;
  walked_ = false;
  reached_ready_ = false;
  // By the states touched, or one sequential fill past an eighth of them (reset_touched).
  if (compact) {
    if (key_.size() != n || whole) {
      key_.assign(n, kNoKey);
    } else if (walked || touched_.size() > written_ / 8) {
      // What the last search wrote, as bytes: GCC's -O2 fills 4-byte words one store at a
      // time (some 5% of a walk's instructions at 128 x 128), memset a vector at a time.
      static_assert(kNoKey == 0xffffffffu);
      std::memset(key_.data(), 0xff, std::size_t{written_} * sizeof(std::uint32_t));
    } else {
      for (StateId v : touched_) key_[v] = kNoKey;
    }
  } else if (dist_.size() != n || whole) {
    dist_.assign(n, kNoCost);
    pred_.clear();
    color_.clear();
    heap_index_.clear();
  } else if (walked) {
    std::fill(dist_.begin(), dist_.begin() + written_, kNoCost);  // (pred_, color_: run's)
  } else {
    pathing::detail::reset_touched(dist_, touched_, kNoCost);
    if (!color_.empty()) {
      for (StateId v : touched_) {
        pred_[v] = kNoState;
        color_[v] = boost::white_color;
      }
    }
  }
  touched_.clear();
  // BGL's predecessors, colours and heap positions only for run(): 16 bytes a state that
  // run_direct does without.
  if (boost && color_.size() != n) {
    pred_.assign(n, kNoState);
    color_.assign(n, boost::white_color);
    heap_index_.assign(n, 0);
  }
}

// A cost as one word, movement above dice, so that comparing words compares costs: in
// dist_, a MoveCost whose dice lie above its movement in memory (rotated into the word's
// order and back); in key_, the word itself, 16 bits each.
template <>
struct MoveSearch::Costs<std::uint64_t> {
  using Stored = MoveCost;
  static constexpr int kShift = 32;
  static constexpr std::uint64_t kDice = 0xffffffffu;
  static Stored* data(MoveSearch& s) { return s.dist_.data(); }
  static std::uint64_t load(const Stored* d, std::size_t v) {
    return std::rotl(pathing::bits_as<std::uint64_t>(d[v]), 32);
  }
  static void store(Stored* d, std::size_t v, std::uint64_t k) {
    d[v] = pathing::bits_as<MoveCost>(std::rotl(k, 32));
  }
};
template <>
struct MoveSearch::Costs<std::uint32_t> {
  using Stored = std::uint32_t;
  static constexpr int kShift = 16;
  static constexpr std::uint32_t kDice = 0xffffu;
  static Stored* data(MoveSearch& s) { return s.key_.data(); }
  static std::uint32_t load(const Stored* d, std::size_t v) { return d[v]; }
  static void store(Stored* d, std::size_t v, std::uint32_t k) { d[v] = k; }
};

void MoveSearch::grow(std::size_t bucket) {
  std::vector<Entry>& b = buckets_[bucket];
  const auto used = static_cast<std::size_t>(cursors_[bucket].end - b.data());
  b.resize(std::max<std::size_t>(256, 2 * b.size()));
  cursors_[bucket] = {b.data() + used, b.data() + b.size()};
}

MoveSearch::Cursor MoveSearch::grow_from(std::size_t bucket, Entry* end) {
  cursors_[bucket].end = end;
  grow(bucket);
  return cursors_[bucket];
}

void MoveSearch::ready_buckets(std::size_t span) {
  if (buckets_.size() < span) buckets_.resize(span);
  cursors_.resize(buckets_.size());
  for (std::size_t b = 0; b < buckets_.size(); ++b) {
    cursors_[b] = {buckets_[b].data(), buckets_[b].data() + buckets_[b].size()};
  }
}

bool MoveSearch::buckets_empty(std::size_t span) const {
  bool empty = true;
  for (std::size_t b = 0; b < span; ++b) empty &= cursors_[b].end == buckets_[b].data();
  return empty;
}

// Inlined by force into run_direct_as: called out of line, it reached the expansion's
// figures (the mover's Height, the cell words, the slots' offsets) through the closure's
// references, loaded again after every push into the queue (a store that might alias them).
template <bool Packed, class Word, class Expand, class Prefetch>
[[gnu::always_inline]] inline void MoveSearch::direct(const MoveModel& m, Expand&& expand,
                                                      Prefetch&& prefetch) {
  // A step costs 1 to max_step_length() movement points: that many buckets and one more
  // hold every offer not yet taken out, by movement used modulo their count.
  const auto span = static_cast<std::size_t>(m.max_step_length()) + 1;
  ready_buckets(span);
  // Every pointer the loop reads is a local: stores into the queue and the distances would
  // otherwise make the compiler load the members again for each step.
  Cursor* const cur = cursors_.data();
  using C = Costs<Word>;
  static_assert(Packed || std::is_same_v<Word, std::uint64_t>);  // the reference: dist_
  typename C::Stored* const dist = C::data(*this);
  const bool bounded = !m.unbounded;
  // The budget: the move, plus the road bonus while the move is road only.
  const int plain_limit = bounded ? m.mover().move : std::numeric_limits<int>::max();
  const int road_limit =
      bounded ? m.mover().move + m.profile().road_bonus : std::numeric_limits<int>::max();
  const StateId start = m.start();
  C::store(dist, start, 0);
  settled_all_ = false;  // until the loop below ends: offered states are recorded as settled
  if (cur[0].end == cur[0].cap) grow(0);
  *cur[0].end++ = {start, 0};
  std::size_t here = 0;  // the bucket being read: len % span (no division a step)
  const bool fetch = m.state_count() >= move_detail::kPrefetchStates;
  // The next bucket's cursor (most steps cost one) as a local, kept in registers: through
  // cur[], each push loaded the end the last push stored (a dependent load and store).
  Cursor next{};
  std::size_t ahead = 0;  // that bucket: (here + 1) % span
  // An offer of v costing `length` more than the state expanded, with `dice` in all.
  const auto push = [&](StateId v, std::int32_t length, std::int32_t dice)
      __attribute__((always_inline)) {
    if (length == 1) {
      if (next.end == next.cap) [[unlikely]]
        next = grow_from(ahead, next.end);
      *next.end++ = {v, dice};
      return;
    }
    std::size_t bi = here + static_cast<std::size_t>(length);  // the offer's movement % span
    if (bi >= span) bi -= span;
    if (cur[bi].end == cur[bi].cap) [[unlikely]]
      grow(bi);
    *cur[bi].end++ = {v, dice};
  };
  // Costs compared as one word each, movement above dice: lengths and dice are never
  // negative, so (movement, dice) order is the words' order, and "within the budget" is
  // "below the word of one more movement point and no dice". The step's tests are then one
  // compare against the lesser of the state's cost and that cap (Packed; the reference, two
  // field compares and a budget test, is run_direct_reference).
  // (In 16-bit fields, run_direct makes sure no cost nor cap reaches 0xffff.)
  const auto key = [](MoveCost c) __attribute__((always_inline)) {
    return static_cast<Word>(static_cast<std::uint32_t>(c.length)) << C::kShift |
           static_cast<Word>(static_cast<std::uint32_t>(c.dice));
  };
  static_assert(std::endian::native == std::endian::little && sizeof(MoveCost) == 8);
  const Word plain_cap = static_cast<Word>(static_cast<std::uint64_t>(plain_limit) + 1)
                         << C::kShift;
  const Word road_cap = static_cast<Word>(static_cast<std::uint64_t>(road_limit) + 1) << C::kShift;
  // Packed: a step to v (known not road only when `plain`) costing `length` movement
  // points, reaching it at the packed cost c; `within` (std::true_type) when the caller
  // knows c is within the budget (no test of it then).
  const auto relax_key = [&](Word c, StateId v, std::int32_t length, bool plain, auto within)
      __attribute__((always_inline)) {
    const Word cap = within ? ~Word{0} : plain || !m.road_only(v) ? plain_cap : road_cap;
    // The state's cost read and written as one word.
    if (c >= std::min(C::load(dist, v), cap)) return;
    C::store(dist, v, c);
    push(v, length, static_cast<std::int32_t>(c & C::kDice));
  };
  // A step to v (known not road only when `plain`) of `step` from a state at du.
  // Inlined by force: GCC keeps a lambda passed on as a call otherwise.
  const auto relax = [&](MoveCost du, StateId v, MoveCost step, bool plain)
      __attribute__((always_inline)) {
    if constexpr (Packed) {
      relax_key(key(du) + key(step), v, step.length, plain, std::false_type{});
    } else {
      const MoveCost c = du + step;
      if (c.length > (plain || !m.road_only(v) ? plain_limit : road_limit)) return;
      const MoveCost dv = dist_[v];
      if (!(c < dv)) return;
      dist_[v] = c;
      push(v, step.length, c.dice);
    }
  };
  // No count of the offers pending in the step: the loop ends when every bucket is empty,
  // a test a movement (a handful of buckets) rather than an increment a step.
  for (std::int32_t len = 0;; ++len) {
    ahead = here + 1 == span ? 0 : here + 1;
    next = cur[ahead];
    // Steps from this bucket land in the others (1 <= cost < span), so it does not grow
    // (nor move) while it is read; every offer of this movement was made before it is
    // read, so the entry of a state that still matches its distance settles it.
    Entry* const first = buckets_[here].data();
    const Entry* const last = cur[here].end;
    for (const Entry* e = first; e != last; ++e) {
      // The words of the states a few entries on, fetched while this one is expanded: the
      // entries are in no order of the map, so the hardware cannot guess them.
      if (fetch && last - e > move_detail::kPrefetch) prefetch(e[move_detail::kPrefetch].state);
      const StateId u = e->state;
      const Word ku = C::load(dist, u);
      // Stale: offered again since, cheaper (offers are strictly better, so no two
      // entries of a state carry the same cost).
      if (ku != (static_cast<Word>(static_cast<std::uint32_t>(len)) << C::kShift |
                 static_cast<Word>(static_cast<std::uint32_t>(e->dice)))) {
        continue;
      }
      const MoveCost du{static_cast<std::int32_t>(ku >> C::kShift),
                        static_cast<std::int32_t>(ku & C::kDice)};
      // Every state offered is settled once (the loop runs until no offer is left), so the
      // states reached are recorded here, once an entry, not in the step's test.
      touched_.push_back(u);
      expand(u, du, ku, relax, relax_key);
    }
    cur[ahead] = next;
    cur[here].end = first;
    if (++here == span) here = 0;
    if (buckets_empty(span)) break;
  }
  settled_all_ = true;
}

// A state's steps other than a walker's common ones (walk_direct's loop takes those): none
// from water or a glyph the move entered, a walker's six checked against the budget and
// falls, or each_step_fast's (an engaged cell, a road-only state). Out of line, so that the
// loop keeps its own values in registers; it pushes through the cursors (the loop's local
// one stored before the call and read back after).
template <class Word>
[[gnu::noinline]] void MoveSearch::expand_other(const MoveModel& m, StateId u, Word ku,
                                                std::size_t here, std::size_t span) {
  using C = Costs<Word>;
  typename C::Stored* const dist = C::data(*this);
  const int plain_limit = m.unbounded ? std::numeric_limits<int>::max() : m.mover().move;
  const int road_limit =
      m.unbounded ? std::numeric_limits<int>::max() : m.mover().move + m.profile().road_bonus;
  const auto cap_of = [](int limit) {
    return static_cast<Word>(static_cast<std::uint64_t>(limit) + 1) << C::kShift;
  };
  const Word plain_cap = cap_of(plain_limit), road_cap = cap_of(road_limit);
  // direct's relax_key and push, through the cursors.
  const auto relax_key = [&](Word c, StateId v, std::int32_t length, bool plain) {
    const Word cap = plain || !m.road_only(v) ? plain_cap : road_cap;
    if (c >= std::min(C::load(dist, v), cap)) return;
    C::store(dist, v, c);
    std::size_t bi = here + static_cast<std::size_t>(length);
    if (bi >= span) bi -= span;
    if (cursors_[bi].end == cursors_[bi].cap) [[unlikely]]
      grow(bi);
    *cursors_[bi].end++ = {v, static_cast<std::int32_t>(c & C::kDice)};
  };
  const auto key = [](int length, int dice) {
    return static_cast<Word>(static_cast<std::uint32_t>(length)) << C::kShift |
           static_cast<Word>(static_cast<std::uint32_t>(dice));
  };
  std::uint32_t wx;
  const MoveModel::Steps kind = m.steps_from(u, m.place_count_, m.cell_, true, wx);
  if (kind == MoveModel::Steps::kStops) return;
  if (kind == MoveModel::Steps::kWalk) {
    const Figure& f = m.mover();
    MoveModel::walker_steps(u, m.row(), m.cell_, wx, MoveModel::cell_level(wx), f.height,
                            m.profile().big_fall_dice, true,
                            [&](CellIndex n, int length, int dice) {
                              relax_key(ku + key(length, dice), n, length, true);
                            });
    return;
  }
  m.each_step_fast(u, [&](StateId v, MoveCost step, bool plain) {
    relax_key(ku + key(step.length, step.dice), v, step.length, plain);
  });
}

// The cell word and the cost of state s, fetched a few queue entries ahead, and (a state not
// road only) its neighbours' in the rows of slots before and after it (the neighbours in its
// row share its lines). As direct's prefetch for a walker.
namespace {
template <class Stored>
[[gnu::always_inline]] inline void prefetch_state(StateId s, CellIndex cells,
                                                  const std::uint32_t* cell, const Stored* dist,
                                                  std::ptrdiff_t row_up, std::ptrdiff_t row_down) {
  const CellIndex x = s < cells ? s : s - cells;
  __builtin_prefetch(cell + x);
  __builtin_prefetch(dist + s);
  if (s < cells) {
    __builtin_prefetch(cell + x + row_up);
    __builtin_prefetch(cell + x + row_down);
    __builtin_prefetch(dist + s + row_up);
    __builtin_prefetch(dist + s + row_down);
  }
}
}  // namespace

// direct's loop for a walker on slots: a state on a cell no enemy engages, neither water nor
// a glyph, in a move not road only, at least the mover's Height within the budget and less
// than its Height above the lowest cell (nearly every state of a long move) takes its six
// steps here, with no test of the budget or of a fall; any other by expand_other. The same
// offers in the same order as direct's (the tests hold them to run_direct_reference).
template <class Word, bool kFetch>
void MoveSearch::walk_direct(const MoveModel& m) {
  using C = Costs<Word>;
  const auto span = static_cast<std::size_t>(m.max_step_length()) + 1;
  ready_buckets(span);
  Cursor* const cur = cursors_.data();
  typename C::Stored* const dist = C::data(*this);
  const CellIndex cells = m.place_count_;
  const std::uint32_t* const cell = m.cell_;
  const Figure& f = m.mover();
  const int height = f.height;
  const std::int32_t fast_length =  // the longest cost whose every step is within the budget
      m.unbounded ? std::numeric_limits<std::int32_t>::max() - height : f.move - height;
  const int fast_level = m.min_level_ + height;  // levels below it fall less than the Height
  const std::ptrdiff_t row = m.row(), row_up = -row, row_down = row;
  const StateId start = m.start();
  C::store(dist, start, 0);
  settled_all_ = false;
  if (cur[0].end == cur[0].cap) grow(0);
  *cur[0].end++ = {start, 0};
  // No list of the states settled (a 4-byte store a state, a sixth of the bytes written at
  // 256 x 256): reset and reached() go by what the walk may write (walked_).
  walked_ = true;
  std::size_t settled = 0;
  std::size_t here = 0;
  for (std::int32_t len = 0;; ++len) {
    const std::size_t ahead = here + 1 == span ? 0 : here + 1;
    Cursor next = cur[ahead];  // most steps cost one: their bucket's cursor in registers
    Entry* const first = buckets_[here].data();
    const Entry* const last = cur[here].end;
    const Word at = static_cast<Word>(static_cast<std::uint32_t>(len)) << C::kShift;
    // Below the budget by the Height (fast_length), the levels below fast_level take the
    // common steps; above it, none (one compare a state for both).
    const int level_limit = len <= fast_length ? fast_level : std::numeric_limits<int>::min();
    for (const Entry* e = first; e != last; ++e) {
      if (kFetch && last - e > move_detail::kPrefetch) {
        prefetch_state(e[move_detail::kPrefetch].state, cells, cell, dist, row_up, row_down);
      }
      const StateId u = e->state;
      const Word ku = C::load(dist, u);
      if (ku != (at | static_cast<Word>(static_cast<std::uint32_t>(e->dice)))) continue;  // stale
      ++settled;
      std::uint32_t wx;
      int lx;
      if (!MoveModel::common_walker(u, cells, cell, true, level_limit, wx, lx)) [[unlikely]] {
        cur[ahead] = next;
        expand_other<Word>(m, u, ku, here, span);
        next = cur[ahead];
        continue;
      }
      // A neighbour whose cost is at most this state's plus one point lies behind the wave:
      // no step improves it, so its word is not read (on a walk, most neighbours).
      const Word behind = ku + (Word{1} << C::kShift);
#pragma GCC unroll 6
      for (int d = 0; d < pathing::kHexDirectionCount; ++d) {
        const std::size_t n = hex_slot(u, row, d);
        const Word kn = C::load(dist, n);
        if (kn <= behind) continue;
        int length, dice;
        if (!MoveModel::walker_step(wx, lx, d, cell[n], height, 0, length, dice, false)) continue;
        const Word c =
            behind + (static_cast<Word>(static_cast<std::uint32_t>(length - 1)) << C::kShift);
        if (c >= kn) continue;
        C::store(dist, n, c);
        const auto dice_of = static_cast<std::int32_t>(c & C::kDice);
        move_detail::push_step(
            next, cur, ahead, here, span, length, Entry{static_cast<StateId>(n), dice_of},
            [this](std::size_t b) { grow(b); },
            [this](std::size_t b, Entry* end) { return grow_from(b, end); });
      }
    }
    cur[ahead] = next;
    cur[here].end = first;
    // The time limit once a bucket (a search cut short leaves settled_all_ false: the next
    // reset clears every state).
    pathing::deadline::poll(static_cast<std::uint32_t>(last - first));
    if (++here == span) here = 0;
    if (buckets_empty(span)) break;
  }
  walked_count_ = settled;
  settled_all_ = true;
}

template <bool Packed, class Word>
void MoveSearch::run_direct_as(const MoveModel& m) {
  reset(m.state_count(), false, std::is_same_v<Word, std::uint32_t>);
  // The states this search may write (written_): a single-space mover's lower half unless it
  // starts road only.
  written_ = m.double_space() || m.road_only(m.start()) ? m.state_count() : m.place_count_;
  if (Packed && !m.double_space() && !m.mover().flying && m.slots_) {
    // A loop of its own without the prefetches: their test was a branch a state, and the
    // loop without them 10% faster at 128 x 128 (warm searches, alternate runs).
    if (m.state_count() >= move_detail::kPrefetchStates) {
      walk_direct<Word, true>(m);
    } else {
      walk_direct<Word, false>(m);
    }
    return;
  }
  using C = Costs<Word>;
  if (m.double_space()) {
    direct<Packed, Word>(
        m,
        [&](StateId u, MoveCost du, Word, auto& relax, auto&) {
          MoveStep out[MoveModel::kMaxSteps];
          const int count = m.steps(u, out);
          for (int i = 0; i < count; ++i) relax(du, out[i].to, out[i].cost, false);
        },
        [](StateId) {});
    return;
  }
  const CellIndex cells = m.place_count_;
  const std::uint32_t* const cell = m.cell_;
  const typename C::Stored* const dist = C::data(*this);
  // A walker on slots whose search compares packed words goes by walk_direct (above): what
  // comes here takes each_step_fast's steps (the reference, a flyer, a board without slots).
  const bool fused = !m.mover().flying && m.slots_;  // the reference's walker: rows to fetch
  const std::ptrdiff_t row_up = -m.row(), row_down = m.row();  // a row of slots back and on
  direct<Packed, Word>(
      m,
      [&](StateId u, MoveCost du, Word, auto& relax, auto&) __attribute__((always_inline)) {
        pathing::deadline::poll();
        m.each_step_fast(
            u, [&](StateId v, MoveCost step, bool plain)
                   __attribute__((always_inline)) { relax(du, v, step, plain); });
      },
      [&](StateId s) __attribute__((always_inline)) {
        // Its word and its cost, and (a walker's state) its neighbours' in the rows of slots
        // before and after it; the neighbours in its row share its lines. (A cell's slot has
        // the border's rows around it: the addresses are in the arrays.)
        const CellIndex x = s < cells ? s : s - cells;
        __builtin_prefetch(cell + x);
        __builtin_prefetch(dist + s);
        if (fused && s < cells) {
          __builtin_prefetch(cell + x + row_up);
          __builtin_prefetch(cell + x + row_down);
          __builtin_prefetch(dist + s + row_up);
          __builtin_prefetch(dist + s + row_down);
        }
      });
}

// The 4-byte costs (key_) when no cost the search writes or compares can reach 0xffff
// movement points or dice: an offer costs at most the budget (the move plus the road
// bonus) and one step more, and each step at most the dice of a fall (one, or the big
// fall's) and one for each enemy it leaves. A search without the budget (the
// explanations') keeps the 8-byte ones.
void MoveSearch::run_direct(const MoveModel& m) {
  const std::int64_t road_move = std::int64_t{m.mover().move} + m.profile().road_bonus;
  const std::int64_t step_dice =
      std::max(1, m.profile().big_fall_dice) + static_cast<std::int64_t>(m.state().figures.size());
  const std::int64_t longest = road_move + m.max_step_length();
  if (compact_costs && !m.unbounded && m.mover().move >= 0 && m.profile().road_bonus >= 0 &&
      m.profile().big_fall_dice >= 0 && longest < 0xffff && longest * step_dice < 0xffff) {
    run_direct_as<true, std::uint32_t>(m);
  } else {
    run_direct_as<true, std::uint64_t>(m);
  }
}

void MoveSearch::run_direct_reference(const MoveModel& m) {
  run_direct_as<false, std::uint64_t>(m);
}

}  // namespace arbiter::heroscape
