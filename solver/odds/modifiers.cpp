#include "solver/odds/modifiers.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <type_traits>

#include "pathing/deadline.hpp"
#include "solver/odds/exact_big.hpp"

namespace arbiter::odds {
namespace {

constexpr int kMaxValue = 99;     // the largest |N| of a +N / -N card
constexpr int kMaxInput = 10000;  // attack, shield and pierce: far beyond any real figure

using Cards = std::span<const ModifierCard* const>;

// The number of cards the draw takes, once the drawn prefix `s` decides it; -1 while it
// does not (more cards must be drawn to know). The draw rules, by mode:
int draw_length(Cards s, DrawMode mode, const DrawRules& rules) {
  const auto first_still = [&](std::size_t from) -> int {
    for (std::size_t i = from; i < s.size(); ++i)
      if (!s[i]->rolling) return static_cast<int>(i);
    return -1;
  };
  // 1. Normal: rolling cards are drawn until one that does not roll.
  if (mode == DrawMode::Normal) {
    const int i = first_still(0);
    return i < 0 ? -1 : i + 1;
  }
  // 2. Frosthaven: a rolling first card starts a run that ends at a card that does not
  //    roll; one more card follows. A first card that does not roll: two cards.
  if (rules.rolling_run_then_pair) {
    if (s.empty()) return -1;
    if (!s[0]->rolling) return 2;
    const int i = first_still(1);
    return i < 0 ? -1 : i + 2;
  }
  // 3. 1st edition: two cards; both rolling: drawn on until a card that does not roll.
  if (s.size() < 2) return -1;
  if (!(s[0]->rolling && s[1]->rolling)) return 2;
  const int i = first_still(2);
  return i < 0 ? -1 : i + 1;
}

// The cards of a complete draw that count: [0, run_end) and `chosen` (or none, -1).
struct Used {
  int run_end = 0;
  int chosen = -1;
  bool counts(int i) const { return i < run_end || i == chosen; }
};

// The attack value of a set of counted cards, applied in the order best for the attacker:
// positive additions, then doublings, then negative additions. A null card voids it.
struct Value {
  bool null = false;
  std::int64_t attack = 0;
};

Value value_of(Cards s, const Used& u, std::int64_t base) {
  Value v;
  std::int64_t plus = 0, minus = 0;
  int doubles = 0;
  for (int i = 0; i < static_cast<int>(s.size()); ++i) {
    if (!u.counts(i)) continue;
    const ModifierCard& c = *s[static_cast<std::size_t>(i)];
    if (c.kind == ModifierKind::Null) v.null = true;
    if (c.kind == ModifierKind::Double) ++doubles;
    if (c.kind == ModifierKind::Add) (c.value >= 0 ? plus : minus) += c.value;
  }
  v.attack = ((base + plus) << doubles) + minus;
  return v;
}

// <0, 0, >0 as a is worse than, as good as, better than b. A null card is the worst.
int compare(const Value& a, const Value& b) {
  if (a.null || b.null) return (b.null ? 1 : 0) - (a.null ? 1 : 0);
  return a.attack < b.attack ? -1 : a.attack > b.attack ? 1 : 0;
}

// The card of the compared pair x, y (drawn in that order, both after the counted run
// [0, run_end)) that an attacker with this mode uses.
Used pick(Cards s, int run_end, int x, int y, DrawMode mode, const DrawRules& rules,
          std::int64_t base) {
  const int c = compare(value_of(s, {run_end, y}, base), value_of(s, {run_end, x}, base));
  const bool y_wins = mode == DrawMode::Advantage ? c > 0 : c < 0;
  if (y_wins || (c == 0 && !rules.ambiguous_uses_first)) return {run_end, y};
  return {run_end, x};
}

// Which cards of a complete draw of s.size() cards count, by the same rules as draw_length.
Used counted(Cards s, DrawMode mode, const DrawRules& rules, std::int64_t base) {
  const int n = static_cast<int>(s.size());
  if (mode == DrawMode::Normal) return {n, -1};  // every card drawn counts
  const bool adv = mode == DrawMode::Advantage;
  if (rules.rolling_run_then_pair) {
    // Frosthaven: the last two cards are compared; advantage adds the rolling run before
    // them, disadvantage ignores it. Without a run, n == 2 and the run is empty.
    return pick(s, adv ? n - 2 : 0, n - 2, n - 1, mode, rules, base);
  }
  const bool r0 = s[0]->rolling, r1 = s[1]->rolling;
  if (!r0 && !r1) return pick(s, 0, 0, 1, mode, rules, base);
  if (r0 && r1) return adv ? Used{n, -1} : Used{0, n - 1};  // all of them / the last only
  // One rolling card: advantage adds it to the other, disadvantage disregards it.
  return adv ? Used{2, -1} : Used{0, r0 ? 1 : 0};
}

// Steps 3 and 4 of an attack: shield less pierce, then ward and brittle.
int damage_of(const Value& v, const AttackInput& in) {
  if (v.null) return 0;
  const std::int64_t shield = std::max(0, in.shield - in.pierce);
  std::int64_t d = std::max<std::int64_t>(0, v.attack - shield);
  if (in.ward && !in.brittle) d /= 2;
  if (in.brittle && !in.ward) d *= 2;
  return static_cast<int>(d);
}

std::int64_t base_attack(const AttackInput& in) {
  const auto bad = [](int x) { return x < 0 || x > kMaxInput; };
  if (bad(in.attack) || bad(in.shield) || bad(in.pierce)) {
    throw std::invalid_argument("attack, shield and pierce must be between 0 and " +
                                std::to_string(kMaxInput));
  }
  return in.attack + (in.poisoned ? 1 : 0);  // step 1: poison adds 1
}

// Every ordered draw from the pile, grouped by card kind. A drawn prefix of length L
// stands for `weight` ordered draws of individual cards (the product of the copies left
// of each kind drawn), out of N (N-1) ... (N-L+1) equally likely ones; complete draws add
// their weight to (damage, L). Weights are 64-bit integers while N (N-1) ... (N-L+1) fits
// in 64 bits for every length reached (a deck without rolling cards draws at most 2), else
// the walk is redone with multiprecision integers.
class Enumeration {
 public:
  Enumeration(const ModifierDeck& deck, const AttackInput& in, const DrawRules& rules)
      : in_(in), rules_(rules), base_(base_attack(in)) {
    for (const ModifierCard& c : deck.cards) {
      if (!valid_modifier(c)) throw std::invalid_argument("invalid modifier card in the deck");
      const auto it = std::find(kinds_.begin(), kinds_.end(), c);
      if (it == kinds_.end()) {
        kinds_.push_back(c);
        counts_.push_back(1);
      } else {
        ++counts_[static_cast<std::size_t>(it - kinds_.begin())];
      }
    }
    size_ = remaining_ = static_cast<int>(deck.cards.size());
    drawn_.reserve(deck.cards.size());
    // The longest draw whose number of orderings, N (N-1) ... (N-L+1), fits in 64 bits.
    std::uint64_t f = 1;
    while (fits_ < remaining_) {
      const auto next = static_cast<std::uint64_t>(remaining_ - fits_);
      if (f > std::numeric_limits<std::uint64_t>::max() / next) break;
      f *= next;
      ++fits_;
    }
  }

  AttackOdds run() {
    AttackOdds out;
    walk<std::uint64_t>(1, small_);
    if (!overflow_) {
      collect(small_, out);
    } else {
      overflow_ = false;
      walk<boost::multiprecision::cpp_int>(1, big_);
      collect(big_, out);
    }
    std::sort(out.damage.begin(), out.damage.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    return out;
  }

 private:
  template <class W>
  struct Tally {
    int damage, length;
    W weight;
  };

  template <class W>
  void walk(const W& weight, std::vector<Tally<W>>& acc) {
    pathing::deadline::poll();  // a long rolling run multiplies the orders to follow
    const Cards s(drawn_);
    const int length = draw_length(s, in_.mode, rules_);
    if (length == static_cast<int>(s.size())) {
      add(acc, damage_of(value_of(s, counted(s, in_.mode, rules_, base_), base_), in_), length,
          weight);
      return;
    }
    if (remaining_ == 0) {
      throw std::invalid_argument(
          "the draw pile can run out before the draw ends: shuffle the discards back first");
    }
    if constexpr (std::is_same_v<W, std::uint64_t>) {
      if (static_cast<int>(s.size()) + 1 > fits_) {
        overflow_ = true;
        return;
      }
    }
    for (std::size_t k = 0; k < kinds_.size() && !overflow_; ++k) {
      if (counts_[k] == 0) continue;
      const W next = weight * static_cast<unsigned>(counts_[k]);
      --counts_[k], --remaining_;
      drawn_.push_back(&kinds_[k]);
      walk(next, acc);
      drawn_.pop_back();
      ++counts_[k], ++remaining_;
    }
  }

  template <class W>
  static void add(std::vector<Tally<W>>& acc, int damage, int length, const W& weight) {
    for (auto& t : acc) {
      if (t.damage == damage && t.length == length) {
        t.weight += weight;
        return;
      }
    }
    acc.push_back({damage, length, weight});
  }

  // Every tally over the common denominator N (N-1) ... (N-M+1), M the longest draw: a
  // draw of length L stands for (N-L) ... (N-M+1) orderings of M cards each.
  // Every tally over the common denominator N (N-1) ... (N-M+1), M the longest draw: a
  // draw of length L stands for (N-L) ... (N-M+1) orderings of M cards each.
  template <class W>
  void collect(const std::vector<Tally<W>>& acc, AttackOdds& out) const {
    using boost::multiprecision::cpp_int;
    int longest = 0;
    for (const auto& t : acc) longest = std::max(longest, t.length);
    const auto falling = [&](int from, int to) {  // (N-from) ... (N-to+1)
      cpp_int f = 1;
      for (int l = from; l < to; ++l) f *= size_ - l;
      return f;
    };
    std::vector<std::pair<int, cpp_int>> sums;
    cpp_int total = 0;  // the sum of damage x orderings
    for (const auto& t : acc) {
      const cpp_int w = cpp_int(t.weight) * falling(t.length, longest);
      total += w * t.damage;
      auto it = std::find_if(sums.begin(), sums.end(),
                             [&](const auto& e) { return e.first == t.damage; });
      if (it == sums.end()) {
        sums.emplace_back(t.damage, w);
      } else {
        it->second += w;
      }
    }
    const cpp_int denominator = falling(0, longest);
    using boost::multiprecision::cpp_rational;
    for (const auto& [d, w] : sums) {
      out.damage.emplace_back(d, from_big(cpp_rational(w, denominator)));
    }
    out.expected = from_big(cpp_rational(total, denominator));
  }

  AttackInput in_;
  DrawRules rules_;
  std::int64_t base_;
  std::vector<ModifierCard> kinds_;  // distinct cards; drawn_ points into it
  std::vector<int> counts_;          // copies of each left in the pile
  int size_ = 0;                     // N, the cards in the pile
  int remaining_ = 0;                // cards left in the pile after drawn_
  std::vector<const ModifierCard*> drawn_;
  int fits_ = 0;           // draws of up to this many cards are counted in 64 bits
  bool overflow_ = false;  // the 64-bit walk reached a length whose count does not fit
  std::vector<Tally<std::uint64_t>> small_;
  std::vector<Tally<boost::multiprecision::cpp_int>> big_;
};

std::string lower_trimmed(std::string_view text) {
  std::string out;
  bool space = false;
  for (char ch : text) {
    if (std::isspace(static_cast<unsigned char>(ch))) {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  }
  return out;
}

std::optional<ModifierCard> parse_word(std::string_view w) {
  ModifierCard c;
  if (w == "2x" || w == "x2") return ModifierCard{ModifierKind::Double};
  if (w == "null" || w == "miss") return ModifierCard{ModifierKind::Null};
  if (w == "bless") return ModifierCard{ModifierKind::Double, 0, false, true, false};
  if (w == "curse") return ModifierCard{ModifierKind::Null, 0, false, false, true};
  std::string_view digits = w;
  int sign = 1;
  if (!digits.empty() && (digits[0] == '+' || digits[0] == '-')) {
    sign = digits[0] == '-' ? -1 : 1;
    digits.remove_prefix(1);
  }
  if (digits.empty() || digits.size() > 2) return std::nullopt;
  int value = 0;
  for (char ch : digits) {
    if (ch < '0' || ch > '9') return std::nullopt;
    value = value * 10 + (ch - '0');
  }
  if (value != 0 && w[0] != '+' && w[0] != '-') return std::nullopt;  // "1" is not a card
  c.value = sign * value;
  return c;
}

}  // namespace

bool valid_modifier(const ModifierCard& c) {
  if (c.kind != ModifierKind::Add && (c.value != 0 || c.rolling)) return false;
  if (c.value < -kMaxValue || c.value > kMaxValue) return false;
  if (c.bless && (c.curse || c.kind != ModifierKind::Double)) return false;
  if (c.curse && c.kind != ModifierKind::Null) return false;
  return true;
}

std::optional<ModifierCard> parse_modifier(std::string_view text) {
  std::string t = lower_trimmed(text);
  bool rolling = false;
  constexpr std::string_view kRolling = " rolling";
  if (t.size() > kRolling.size() && t.ends_with(kRolling)) {
    rolling = true;
    t.resize(t.size() - kRolling.size());
  }
  auto c = parse_word(t);
  if (!c) return std::nullopt;
  c->rolling = rolling;
  if (!valid_modifier(*c)) return std::nullopt;  // only +N / -N cards roll
  return c;
}

std::string modifier_name(const ModifierCard& c) {
  switch (c.kind) {
    case ModifierKind::Double:
      return c.bless ? "bless" : "2x";
    case ModifierKind::Null:
      return c.curse ? "curse" : "null";
    case ModifierKind::Add:
      break;
  }
  return (c.value < 0 ? "-" : "+") + std::to_string(c.value < 0 ? -c.value : c.value) +
         (c.rolling ? " rolling" : "");
}

ModifierDeck ModifierDeck::standard_monster() {
  ModifierDeck d;
  const auto add = [&](int n, ModifierCard c) { d.cards.insert(d.cards.end(), n, c); };
  add(6, {ModifierKind::Add, 0});
  add(5, {ModifierKind::Add, 1});
  add(5, {ModifierKind::Add, -1});
  add(1, {ModifierKind::Add, 2});
  add(1, {ModifierKind::Add, -2});
  add(1, {ModifierKind::Double, 0});
  add(1, {ModifierKind::Null, 0});
  return d;
}

void ModifierDeck::add_bless(int n) {
  if (n < 0) throw std::invalid_argument("add_bless: negative count");
  cards.insert(cards.end(), static_cast<std::size_t>(n),
               ModifierCard{ModifierKind::Double, 0, false, true, false});
}

void ModifierDeck::add_curse(int n) {
  if (n < 0) throw std::invalid_argument("add_curse: negative count");
  cards.insert(cards.end(), static_cast<std::size_t>(n),
               ModifierCard{ModifierKind::Null, 0, false, false, true});
}

Rational AttackOdds::at_least(int hp) const {
  Rational p = 0;
  for (const auto& [d, q] : damage)
    if (d >= hp) p += q;
  return p;
}

AttackOdds attack_odds(const ModifierDeck& deck, const AttackInput& in, const DrawRules& rules) {
  return Enumeration(deck, in, rules).run();
}

DrawnAttack resolve_draws(std::span<const ModifierCard> drawn, const AttackInput& in,
                          const DrawRules& rules) {
  const std::int64_t base = base_attack(in);
  std::vector<const ModifierCard*> ptrs;
  ptrs.reserve(drawn.size());
  for (std::size_t i = 0; i < drawn.size(); ++i) {
    if (!valid_modifier(drawn[i])) {
      throw std::invalid_argument("drawn card " + std::to_string(i + 1) +
                                  " is not a valid modifier card");
    }
    ptrs.push_back(&drawn[i]);
  }
  const Cards s(ptrs);
  const int n = static_cast<int>(s.size());
  const int length = draw_length(s, in.mode, rules);
  const char* mode = in.mode == DrawMode::Normal      ? "a normal draw"
                     : in.mode == DrawMode::Advantage ? "a draw with advantage"
                                                      : "a draw with disadvantage";
  if (n == 0) throw std::invalid_argument(std::string("no card drawn for ") + mode);
  if (length < 0 || length > n) {
    const std::string why = drawn.back().rolling
                                ? "the last card drawn (" + modifier_name(drawn.back()) +
                                      ") rolls, so another card must follow"
                                : "it needs more cards";
    throw std::invalid_argument(std::to_string(n) + (n == 1 ? " card is" : " cards are") +
                                " too few for " + mode + ": " + why);
  }
  if (length < n) {
    throw std::invalid_argument(std::string(mode) + " ends after " + std::to_string(length) +
                                (length == 1 ? " card" : " cards") + ", but " + std::to_string(n) +
                                " were drawn");
  }
  const Used u = counted(s, in.mode, rules, base);
  DrawnAttack out;
  out.damage = damage_of(value_of(s, u, base), in);
  for (int i = 0; i < n; ++i)
    if (u.counts(i)) out.used.push_back(i);
  return out;
}

}  // namespace arbiter::odds
