// Steps 0-2 and the expectimax over the tumble; step 3 is market.cpp.
#include "solver/grumblestone/decide.hpp"

#include <algorithm>
#include <unordered_map>

#include "pathing/deadline.hpp"
#include "solver/grumblestone/market.hpp"

namespace arbiter::grumblestone {

using odds::Fraction;
using odds::Rational;

std::string action_text(const Action& a) {
  if (a.kind == ActionKind::Assign) return "assign " + lines_text(a.lines);
  std::string t = std::string(a.kind == ActionKind::Reroll ? "reroll " : "shift ") +
                  (a.blue ? "light-blue " : "") + std::to_string(a.face);
  if (a.kind == ActionKind::Shift) t += " to " + std::to_string(a.to);
  return a.free ? t + " free" : t;
}

std::string action_words(const Action& a) {
  if (a.kind == ActionKind::Assign) {
    if (a.lines.b == kNoLine) return "assign nothing (every die is blocked)";
    return "assign " + lines_text(a.lines) +
           (a.lines.a == kNoLine ? " (the other die is blocked)" : "");
  }
  const std::string die =
      std::string("the ") + (a.blue ? "light-blue " : "") + std::to_string(a.face);
  const std::string paid =
      a.free ? "free" : std::to_string(a.cost) + (a.cost == 1 ? " heart" : " hearts");
  if (a.kind == ActionKind::Reroll) return "reroll " + die + " (" + paid + ")";
  return "shift " + die + " to " + std::to_string(a.to) + " (" + paid + ")";
}

namespace {

// Dice as the search keys them: the white dice sorted (they are interchangeable), the
// light-blue one apart.
struct Dice {
  std::array<std::int8_t, 3> face{};
  int count = 2;
  void normalise() {
    if (face[0] > face[1]) std::swap(face[0], face[1]);
  }
};

class TurnSearch {
 public:
  TurnSearch(const Scenario& s, const Profile& p, const Weights& w, Decision& d)
      : s_(s),
        p_(p),
        w_(w),
        d_(d),
        me_(s.players[s.acting]),
        board_(board_state(me_)),
        market_(s, p, w) {
    rules_ = assign_rules(me_, p, me_.power);
    for (const Blocked& b : s.blocked) {
      blocked_[b.number] = true;
      const Player* f = find(b.by);
      // Frostbite's superpower: the blocker heals whenever another player rolls the number.
      if (f != nullptr && f->power == Power::Superpower && f->hearts > 0) ++frost_heals_[b.number];
    }
    free_reroll_ = me_.golem == Golem::Cyclonia && me_.power == Power::Power;
    free_shift_ = me_.golem == Golem::Cyclonia && me_.power == Power::Superpower;
  }

  // Step 0: the start of the turn.
  int step0_start_heal() const {
    return me_.golem == Golem::Rockbottom && me_.power != Power::None ? 1 : 0;
  }

  // Step 1 at the rolled dice: every first action, valued.
  std::vector<Action> step1_actions(const Dice& dice, int hearts) {
    std::vector<Action> out;
    ++d_.states;  // the rolled dice themselves
    children(dice, hearts, free_reroll_, free_shift_, &out);
    return out;
  }

  // Step 2: every way to resolve the rumble of `lines` with `hearts` left.
  std::vector<Rumble> step2_rumbles(LinePair lines, int hearts) const {
    Rumble base;
    base.lines = lines;
    base.icons = fired(board_, lines);
    base.attack = base.icons[int(Icon::Attack)] + me_.attack_tokens;
    base.heal = base.icons[int(Icon::Heal)];
    base.shield = base.icons[int(Icon::Shield)] + me_.shield_tokens;
    base.grumble = base.icons[int(Icon::Grumble)];
    std::vector<std::vector<std::size_t>> target_sets;
    std::vector<std::size_t> alive;
    for (std::size_t i = 0; i < s_.players.size(); ++i) {
      if (i != s_.acting && s_.players[i].hearts > 0) alive.push_back(i);
    }
    if (base.attack == 0 || alive.empty()) {
      target_sets.push_back({});
    } else if (p_.attack_all) {
      target_sets.push_back(alive);
    } else {
      for (std::size_t i : alive) target_sets.push_back({i});
    }
    // Crumbleclad pays grumble (gained in this rumble included) for a stronger attack.
    std::vector<std::pair<int, int>> boosts{{0, 0}};
    if (me_.golem == Golem::Crumbleclad && base.attack > 0 && p_.crumbleclad_boosts_per_turn > 0) {
      const std::pair<int, int> b = me_.power == Power::Superpower ? std::pair{3, 2}
                                    : me_.power == Power::Power    ? std::pair{1, 1}
                                                                   : std::pair{0, 0};
      if (b.second > 0 && me_.grumble + base.grumble >= b.second) boosts.push_back(b);
    }
    std::vector<Rumble> out;
    for (const auto& targets : target_sets) {
      for (const auto& [boost, cost] : boosts) {
        if (targets.empty() && boost > 0) continue;
        Rumble r = base;
        r.boost = boost;
        r.boost_cost = cost;
        r.attack += boost;
        r.targets = targets;
        int dealt = 0;
        for (std::size_t t : targets) {
          const Player& o = s_.players[t];
          const int dmg = std::min(std::max(0, r.attack - o.shield), o.hearts);
          r.damage.push_back(dmg);
          dealt += dmg;
          if (dmg == o.hearts) ++r.eliminated;
          // Amber's power hits whoever attacks it, shields or not.
          if (o.golem == Golem::Amber && o.power != Power::None && r.attack > 0) {
            r.retaliation += o.power == Power::Superpower ? 2 : 1;
          }
        }
        r.hearts_after = hearts + r.heal - r.retaliation;
        r.self_eliminated = r.hearts_after <= 0;
        r.grumble_after = me_.grumble + r.grumble - cost;
        r.value = w_.damage * Fraction{dealt, 1} + w_.hearts * Fraction{r.heal - r.retaliation, 1} +
                  w_.shield * Fraction{r.shield, 1} + w_.grumble * Fraction{r.grumble - cost, 1} +
                  w_.elimination * Fraction{r.eliminated - (r.self_eliminated ? 1 : 0), 1};
        out.push_back(std::move(r));
      }
    }
    return out;
  }

  // Steps 2 and 3 after an assignment: the best rumble plus the best purchase it affords.
  Fraction terminal(LinePair lines, int hearts) {
    const int key = ((lines.a + 1) * 16 + (lines.b + 1)) * 128 + hearts;
    if (auto it = terminal_memo_.find(key); it != terminal_memo_.end()) return it->second;
    pathing::deadline::poll();
    ++d_.terminals;
    bool have = false;
    Fraction best;
    for (const Rumble& r : step2_rumbles(lines, hearts)) {
      const Fraction v =
          r.value + (r.self_eliminated ? Fraction{} : market_.best_value(r.grumble_after));
      if (!have || best < v) best = v, have = true;
    }
    terminal_memo_.emplace(key, best);
    return best;
  }

  // The legal line pairs of the dice. A die showing a blocked number cannot be assigned, so
  // with one of the two blocked only the other die's line fires; {nothing} when both are.
  std::vector<LinePair> assignments(const Dice& dice) const {
    std::vector<LinePair> out;
    const int n = dice.count == 3 && p_.blue_die_assignable ? 3 : 2;
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j) {
        if (i == j || blocked_[dice.face[j]]) continue;
        if (blocked_[dice.face[i]]) {
          out.push_back(make_pair(kNoLine, column_line(dice.face[j])));
          out.push_back(make_pair(kNoLine, row_line(dice.face[j])));
        } else {
          pairs_for(dice.face[i], dice.face[j], rules_, out);
        }
      }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    if (out.empty()) out.push_back(LinePair{});
    return out;
  }

  // The value of a tumble state: the best of assigning now and every change it affords.
  Rational value(Dice dice, int hearts, bool free_reroll, bool free_shift) {
    dice.normalise();
    const std::uint32_t key =
        static_cast<std::uint32_t>(dice.face[0]) | static_cast<std::uint32_t>(dice.face[1]) << 3 |
        static_cast<std::uint32_t>(dice.face[2]) << 6 | static_cast<std::uint32_t>(hearts) << 9 |
        static_cast<std::uint32_t>(free_reroll) << 17 |
        static_cast<std::uint32_t>(free_shift) << 18;
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    pathing::deadline::poll();
    ++d_.states;
    Rational best = children(dice, hearts, free_reroll, free_shift, nullptr);
    memo_.emplace(key, best);
    return best;
  }

  const Player* find(const std::string& id) const {
    for (const Player& p : s_.players) {
      if (p.id == id) return &p;
    }
    return nullptr;
  }

  MarketSearch& market() { return market_; }

 private:
  // The best child's value; every child into `out` when given.
  Rational children(const Dice& dice, int hearts, bool free_reroll, bool free_shift,
                    std::vector<Action>* out) {
    Rational best;
    bool have = false;
    const auto offer = [&](Action a) {
      if (!have || best < a.value) best = a.value, have = true;
      if (out != nullptr) out->push_back(std::move(a));
    };
    for (LinePair lp : assignments(dice)) {
      Action a;
      a.lines = lp;
      a.value = odds::to_rational(terminal(lp, hearts));
      offer(std::move(a));
    }
    // Changes: one die at a time; equal white dice are the same choice.
    for (int k = 0; k < dice.count; ++k) {
      if (k == 1 && dice.face[1] == dice.face[0]) continue;
      const bool blue = k == 2;
      for (int paid = 0; paid < 2; ++paid) {
        const bool use_free = paid == 0;
        if (use_free ? !free_reroll : hearts - 1 < p_.min_hearts_after_paying) continue;
        Action a;
        a.kind = ActionKind::Reroll;
        a.face = dice.face[k];
        a.blue = blue;
        a.free = use_free;
        a.cost = use_free ? 0 : 1;
        Rational sum;
        for (int f = 1; f <= kSide; ++f) {
          Dice next = dice;
          next.face[k] = static_cast<std::int8_t>(f);
          Rational v = value(next, hearts - a.cost, use_free ? false : free_reroll, free_shift);
          // Frostbite's superpower heals its player when this roll shows its number.
          v -= odds::to_rational(w_.damage) * frost_heals_[f];
          if (out != nullptr) a.continuations.push_back(v);
          sum += v;
        }
        a.value = sum / kSide - odds::to_rational(w_.hearts) * a.cost;
        offer(std::move(a));
      }
      for (int step : {-1, 1}) {
        const int to = dice.face[k] + step;
        if (to < 1 || to > kSide) continue;  // no 1 <-> 6 wrap
        for (int paid = 0; paid < 2; ++paid) {
          const bool use_free = paid == 0;
          if (use_free ? !free_shift : hearts - 2 < p_.min_hearts_after_paying) continue;
          Action a;
          a.kind = ActionKind::Shift;
          a.face = dice.face[k];
          a.blue = blue;
          a.to = to;
          a.free = use_free;
          a.cost = use_free ? 0 : 2;
          Dice next = dice;
          next.face[k] = static_cast<std::int8_t>(to);
          const Rational v =
              value(next, hearts - a.cost, free_reroll, use_free ? false : free_shift);
          if (out != nullptr) a.continuations.push_back(v);
          a.value = v - odds::to_rational(w_.hearts) * a.cost;
          offer(std::move(a));
        }
      }
    }
    return best;
  }

  const Scenario& s_;
  const Profile& p_;
  const Weights& w_;
  Decision& d_;
  const Player& me_;
  BoardState board_;
  MarketSearch market_;
  AssignRules rules_;
  std::array<bool, kSide + 1> blocked_{};
  std::array<int, kSide + 1> frost_heals_{};
  bool free_reroll_ = false, free_shift_ = false;
  std::unordered_map<std::uint32_t, Rational> memo_;
  std::unordered_map<int, Fraction> terminal_memo_;
};

}  // namespace

Decision decide(const Scenario& s, const Profile& p) {
  Decision d;
  d.profile = p;
  d.weights = s.weights;
  const Player& me = s.players[s.acting];
  d.power = me.power;
  TurnSearch search(s, p, d.weights, d);
  d.start_heal = search.step0_start_heal();
  d.hearts = me.hearts + d.start_heal;
  Dice dice;
  dice.count = static_cast<int>(s.dice.size());
  for (int i = 0; i < dice.count; ++i) dice.face[i] = static_cast<std::int8_t>(s.dice[i]);
  dice.normalise();

  d.actions = search.step1_actions(dice, d.hearts);
  // The hearts a reroll pays count in its value (net hearts), so dearer equal plans rank
  // equal only when the objective does not weigh hearts.
  rank_by(d.actions, [](const Action& a) { return a.value; });

  for (LinePair lp : search.assignments(dice)) {
    Plan plan;
    plan.lines = lp;
    bool have = false;
    for (Rumble& r : search.step2_rumbles(lp, d.hearts)) {
      std::vector<Purchase> pu;
      if (!r.self_eliminated) pu = search.market().purchases(r.grumble_after);
      const Fraction v = r.value + (pu.empty() ? Fraction{} : pu.front().value);
      if (have && v == plan.value) {
        plan.rumble_ties.push_back(std::move(r));  // a tie the players choose
      } else if (!have || plan.value < v) {
        plan.value = v;
        plan.rumble = std::move(r);
        plan.rumble_ties.clear();
        plan.purchases = std::move(pu);
        have = true;
      }
    }
    d.plans.push_back(std::move(plan));
  }
  rank_by(d.plans, [](const Plan& p) { return p.value; });
  d.placements = search.market().slot_placements();
  d.yield_now = search.market().yield_now();
  d.progress_now = search.market().progress_now();
  d.boards = search.market().boards();
  return d;
}

}  // namespace arbiter::grumblestone
