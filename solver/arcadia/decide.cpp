#include "solver/arcadia/decide.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <tuple>

#include "pathing/deadline.hpp"
#include "pathing/square_sight.hpp"

namespace arbiter::arcadia {

using odds::Exact;

namespace {

// Exact wounds of one attack, cached: the same dice against the same defence recur across
// destinations and targets.
class Wounds {
 public:
  explicit Wounds(const Dice& d) : dice_(d) {}
  const Capped& get(AttackKind kind, int attack, int defense, int cap) {
    const auto key = std::make_tuple(static_cast<int>(kind), attack, defense, cap);
    auto it = cache_.find(key);
    if (it == cache_.end()) {
      it = cache_
               .emplace(key, odds::exploding_excess(dice_.attack_die(kind), attack,
                                                    dice_.defense_die(), defense, cap))
               .first;
    }
    return it->second;
  }

 private:
  Dice dice_;
  std::map<std::tuple<int, int, int, int>, Capped> cache_;
};

int remaining(const HeroSpec& h) {
  return h.hp - h.wounds;
}
int remaining(const MonsterSpec& m) {
  return m.hp - m.wounds;
}

// The heroes a monster's attack from `at` hits when it attacks the acting hero: the acting
// hero, and with "every close hero" every other hero close to it.
std::vector<std::size_t> hits_from(const State& st, const Attack& a, CellIndex at) {
  std::vector<std::size_t> hits{st.acting};
  if (!a.every_close_hero) return hits;
  for (std::size_t h = 0; h < st.hero_cell.size(); ++h) {
    if (h == st.acting) continue;
    if (pathing::square_close(st.board, at, st.hero_cell[h])) hits.push_back(h);
  }
  return hits;
}

// Payback preference of the controlling player, most important first: spare their own
// heroes, hurt the attacker, hit other rivals, leave their own heroes free of guards.
auto preference_key(const PaybackMove& m) {
  return std::make_tuple(m.own_hit, m.attacks ? 0 : 1, -m.rivals_hit, m.own_close);
}

}  // namespace

// --- step 1 -------------------------------------------------------------------------------

void hero_moves(const State& st, const Profile& p, std::vector<std::int32_t>& steps,
                std::vector<std::uint8_t>& may_end) {
  const CellIndex from = st.hero_cell[st.acting];
  // Board: a cell holds at most two figures; the hero leaves its own cell.
  const auto others = [&](CellIndex c) { return st.count[c] - (c == from ? 1 : 0); };
  steps = pathing::square_steps(st.board, from, st.scenario->move, [&](CellIndex c) {
    return p.pass_through_full_cells || others(c) < 2;
  });
  may_end.assign(st.board.size(), 0);
  for (CellIndex c = 0; c < st.board.size(); ++c) may_end[c] = steps[c] >= 0 && others(c) < 2;
}

// --- step 2 -------------------------------------------------------------------------------

bool can_target(const State& st, AttackKind kind, CellIndex from, CellIndex to, std::string* why) {
  if (kind == AttackKind::Melee) {
    if (pathing::square_close(st.board, from, to)) return true;
    if (why) *why = "melee reaches close figures only (same cell or across an open edge)";
    return false;
  }
  const pathing::SquareSight s = pathing::square_sight(st.board, from, to);
  if (s.clear) return true;
  if (why) {
    const std::string at = scenario::hex_text(s.at);
    switch (s.block) {
      case pathing::SquareSightBlock::Wall:
        *why = "no line of sight: a wall or closed door after " + at;
        break;
      case pathing::SquareSightBlock::OffBoard:
        *why = "no line of sight: it crosses a blocked cell or leaves the board after " + at;
        break;
      default:
        *why = "no line of sight: both sides of the corner after " + at + " are blocked";
    }
  }
  return false;
}

// --- step 3 -------------------------------------------------------------------------------

std::vector<std::size_t> guards(const State& st, const Profile& p, CellIndex from,
                                CellIndex target_cell, std::optional<std::size_t> target_monster) {
  std::vector<std::size_t> out;
  // "If a hero attacks and does not target a monster close to it, every monster close to
  // it guards": a close rival hero is no exception in the rulebook; the seed spares it.
  const bool spared = target_monster.has_value() || p.guard_spares_close_rival_hero;
  if (spared && pathing::square_close(st.board, from, target_cell)) return out;
  for (std::size_t m = 0; m < st.monster_cell.size(); ++m) {
    if (target_monster && m == *target_monster) continue;
    if (pathing::square_close(st.board, from, st.monster_cell[m])) out.push_back(m);
  }
  return out;
}

// --- step 5 -------------------------------------------------------------------------------

Payback payback_moves(const State& st, const Profile& p, std::size_t m, CellIndex hero_at) {
  Payback pb;
  pb.monster = m;
  pb.controller = st.right_hand(st.hero_player[st.acting]);
  const MonsterSpec& ms = st.monster(m);
  const CellIndex home = st.monster_cell[m], hero_from = st.hero_cell[st.acting];
  // Figures per cell once the hero has moved and with the monster lifted off its cell.
  const auto others = [&](CellIndex c) {
    return st.count[c] - (c == hero_from ? 1 : 0) + (c == hero_at ? 1 : 0) - (c == home ? 1 : 0);
  };
  const auto steps = pathing::square_steps(st.board, home, ms.move, [&](CellIndex c) {
    return p.pass_through_full_cells || others(c) < 2;
  });
  const auto own = [&](std::size_t h) { return st.hero_player[h] == pb.controller; };
  for (CellIndex c = 0; c < st.board.size(); ++c) {
    if (steps[c] < 0 || others(c) >= 2) continue;
    pathing::deadline::poll();
    PaybackMove stay;
    stay.cell = c;
    stay.steps = steps[c];
    for (std::size_t h = 0; h < st.hero_cell.size(); ++h) {
      const CellIndex hc = h == st.acting ? hero_at : st.hero_cell[h];
      if (own(h) && pathing::square_close(st.board, c, hc)) ++stay.own_close;
    }
    pb.moves.push_back(stay);
    // A payback attack must include the attacking hero as a target.
    if (!can_target(st, ms.attack.kind, c, hero_at, nullptr)) continue;
    pb.reachable = true;
    PaybackMove attack = stay;
    attack.attacks = true;
    attack.hits = hits_from(st, ms.attack, c);
    for (std::size_t h : attack.hits) {
      if (own(h)) {
        ++attack.own_hit;
      } else if (h != st.acting) {
        ++attack.rivals_hit;
      }
    }
    pb.moves.push_back(std::move(attack));
  }
  std::stable_sort(pb.moves.begin(), pb.moves.end(),
                   [](const PaybackMove& a, const PaybackMove& b) {
                     return preference_key(a) < preference_key(b);
                   });
  for (PaybackMove& mv : pb.moves) {
    mv.preferred = preference_key(mv) == preference_key(pb.moves.front());
  }
  return pb;
}

// --- step 0 -------------------------------------------------------------------------------

std::vector<RespawnOutcome> respawn(const State& st, const Profile& p) {
  const Scenario& s = *st.scenario;
  std::vector<RespawnOutcome> out;
  if (!p.respawn_step || s.graveyard.empty() || s.dice.black_faces == 0) return out;
  const int faces = s.dice.black_faces;
  std::vector<CellIndex> token_cell;
  for (const RespawnToken& t : s.tokens) token_cell.push_back(*st.board.find(t.cell));
  // Exact over every sequence of rolls: the state is the figures on each token's cell.
  std::map<std::vector<std::uint8_t>, Exact> states;
  std::vector<std::uint8_t> start;
  for (CellIndex c : token_cell) start.push_back(st.count[c]);
  states[start] = 1;
  const Exact roll_p = Exact(1) / (faces * faces);
  for (std::size_t g = 0; g < s.graveyard.size(); ++g) {
    RespawnOutcome r;
    r.monster = g;
    std::map<CellIndex, Exact> at;
    std::map<std::vector<std::uint8_t>, Exact> next;
    for (const auto& [counts, pr] : states) {
      pathing::deadline::poll();
      for (int a = 1; a <= faces; ++a) {
        for (int b = 1; b <= faces; ++b) {
          std::optional<std::size_t> hit;
          for (std::size_t t = 0; t < s.tokens.size(); ++t) {
            const RespawnToken& tk = s.tokens[t];
            const bool same = tk.first == a && tk.second == b;
            const bool swapped = tk.first == b && tk.second == a;
            if (same || (p.respawn_pair_unordered && swapped)) hit = t;
          }
          std::vector<std::uint8_t> after = counts;
          // No match, or a full cell (two figures): back to the box.
          if (hit && counts[*hit] < 2) {
            for (std::size_t t = 0; t < token_cell.size(); ++t) {
              if (token_cell[t] == token_cell[*hit]) ++after[t];
            }
            at[token_cell[*hit]] += pr * roll_p;
          } else {
            r.box += pr * roll_p;
          }
          next[after] += pr * roll_p;
        }
      }
    }
    states = std::move(next);
    for (const auto& [c, pr] : at) r.cells.emplace_back(c, pr);
    out.push_back(std::move(r));
  }
  return out;
}

// --- steps 4, 6, 7 ------------------------------------------------------------------------

namespace {

// Step 6 (rewards): a killed monster goes to the lowest free graveyard slot, or to the box
// when the graveyard is full (known only when the file gives `respawn.slots`). With the
// respawn step the graveyard was emptied at the start of the turn, before the attack (each
// of its monsters came back or went to the box), so the target takes slot 1.
int graveyard_slot(const State& st, const Profile& p, const Option& o) {
  const Scenario& s = *st.scenario;
  if (!o.target_monster || o.p_kill == 0 || s.graveyard_slots == 0) return -1;
  const bool emptied = p.respawn_step && s.dice.black_faces > 0;
  const int slot = emptied ? 1 : static_cast<int>(s.graveyard.size()) + 1;
  return slot > s.graveyard_slots ? 0 : slot;
}

// Step 4: the hero's attack on the option's target. Overkill counts this attack's wounds
// only, never earlier ones, so the wounds are kept up to max(remaining, overkill).
void attack_odds(const State& st, const Attack& a, Option& o, Wounds& wounds) {
  const int life =
      o.target_monster ? remaining(st.monster(o.target)) : remaining(st.hero(o.target));
  const int overkill = o.target_monster ? st.monster(o.target).overkill : life;
  const int cap = std::max(life, overkill);
  o.attack_dice = a.dice;
  o.defense_dice = o.target_monster ? st.monster(o.target).defense : st.hero(o.target).defense;
  o.dealt = wounds.get(a.kind, o.attack_dice, o.defense_dice, cap);
  for (int k = 1; k <= cap; ++k) o.expected_dealt += o.dealt[k] * std::min(k, life);
  o.p_kill = odds::capped_at_least(o.dealt, life);
  o.p_overkill = o.target_monster ? odds::capped_at_least(o.dealt, cap) : Exact(0);
}

// Adds the wounds of attack `by`, made with probability `pr`, to hero h's (capped at its
// remaining hit points; an empty entry is no wounds yet).
void add_wounds(const State& st, std::vector<Capped>& to_hero, std::size_t h, const Attack& by,
                const Exact& pr, Wounds& wounds) {
  const int cap_h = remaining(st.hero(h));
  if (to_hero[h].empty()) to_hero[h] = odds::capped_zero(cap_h);
  const Capped& w = wounds.get(by.kind, by.dice, st.hero(h).defense, cap_h);
  to_hero[h] = odds::capped_sum(to_hero[h], pr == 1 ? w : odds::capped_mix(pr, w), cap_h);
}

// Step 3's guards' wounds to each hero. Guards are every monster close to the destination
// when the attack targets no monster close to it (and none otherwise; the seed's rule set
// also spares a close rival hero), so this depends on the destination only: decide works it
// out once per destination, not once per card and target.
std::vector<Capped> guard_wounds(const State& st, const std::vector<std::size_t>& guards,
                                 Wounds& wounds) {
  std::vector<Capped> to_hero(st.hero_cell.size());
  for (std::size_t g : guards) {
    const Attack& ga = st.monster(g).attack;
    for (std::size_t h : hits_from(st, ga, st.monster_cell[g])) {
      add_wounds(st, to_hero, h, ga, Exact(1), wounds);
    }
  }
  return to_hero;
}

// A hero's wounds from the guards of one destination (or none) plus a payback attack of one
// monster that surely comes, keyed by (destination, guarded, monster, hero): the same for
// every card, whose payback differs only in how likely it is.
using PaybackSums = std::map<std::tuple<CellIndex, bool, std::size_t, std::size_t>, Capped>;

// Step 6: wounds to the hero (capped at its remaining hit points) and to other heroes the
// guards' and payback's attacks hit, then the coins of each player. `guarded` is
// guard_wounds of the option's guards.
void outcome(const State& st, Option& o, Wounds& wounds, const std::vector<Capped>& guarded,
             PaybackSums& sums) {
  const Scenario& s = *st.scenario;
  const int me_player = st.hero_player[st.acting];
  // Guards and payback roll independently of each other; their order (the right-hand
  // player's choice) changes nothing once the wounds are capped at the hero's life.
  std::vector<Capped> to_hero =
      o.guards.empty() ? std::vector<Capped>(st.hero_cell.size()) : guarded;
  if (o.payback && o.payback->chosen().attacks && o.p_payback != 0) {
    const Attack& by = st.monster(o.target).attack;
    for (std::size_t h : o.payback->chosen().hits) {
      const int cap_h = remaining(st.hero(h));
      if (to_hero[h].empty()) to_hero[h] = odds::capped_zero(cap_h);
      // With probability p the payback's wounds add to the guards': by linearity that is
      // (1 - p) x (guards alone) + p x (guards plus a sure payback), the latter worked out
      // once for every card (a sum over the hit points squared, then one pass per option).
      const auto key = std::make_tuple(o.destination, !o.guards.empty(), o.target, h);
      auto it = sums.find(key);
      if (it == sums.end()) {
        const Capped& w = wounds.get(by.kind, by.dice, st.hero(h).defense, cap_h);
        it = sums.emplace(key, odds::capped_sum(to_hero[h], w, cap_h)).first;
      }
      if (o.p_payback == 1) {
        to_hero[h] = it->second;
      } else {
        const Exact q = 1 - o.p_payback;
        for (std::size_t k = 0; k < to_hero[h].size(); ++k) {
          to_hero[h][k] = q * to_hero[h][k] + o.p_payback * it->second[k];
        }
      }
    }
  }
  const int my_life = remaining(st.hero(st.acting));
  o.taken = to_hero[st.acting].empty() ? odds::capped_zero(my_life) : to_hero[st.acting];
  o.expected_taken = odds::capped_expected(o.taken);
  o.p_hero_killed = o.taken[static_cast<std::size_t>(my_life)];
  // Rewards: last damage takes a monster's coins (a villain pays every hero that damaged
  // it); a rival hero killed by a hero pays 1; a hero killed by a monster pays every other
  // player 1.
  o.coins.assign(st.players(), Exact(0));
  if (o.target_monster) {
    const MonsterSpec& ms = st.monster(o.target);
    o.coins[me_player] += o.p_kill * ms.coins;
    if (ms.villain) {
      for (const std::string& id : ms.damaged_by) {
        const auto h = static_cast<std::size_t>(s.find_hero(id) - s.heroes.data());
        if (h != st.acting) o.coins[st.hero_player[h]] += o.p_kill * ms.coins;
      }
    }
  } else {
    o.coins[me_player] += o.p_kill;
  }
  for (std::size_t h = 0; h < to_hero.size(); ++h) {
    if (to_hero[h].empty()) continue;
    const Exact killed = to_hero[h].back();
    if (h != st.acting) o.others.emplace_back(h, killed);
    for (std::size_t pl = 0; pl < st.players(); ++pl) {
      if (static_cast<int>(pl) != st.hero_player[h]) o.coins[pl] += killed;
    }
  }
}

// Step 7: the objective's value of an option.
Exact score(const Option& o, Objective objective, int me_player) {
  switch (objective) {
    case Objective::Kill:
      return o.p_kill;
    case Objective::Damage:
      return o.expected_dealt;
    case Objective::Safety:
      return -o.expected_taken;
    case Objective::Coins:
      return o.coins[static_cast<std::size_t>(me_player)];
    case Objective::Net:
      break;
  }
  return o.expected_dealt - o.expected_taken;
}

// Step 7: best first by the objective, then fewer wounds taken, then less risk of dying;
// options still equal share a rank (ties are the players' to break).
void rank(std::vector<Option>& options) {
  // The order of (-score, expected_taken, p_hero_killed). Exact fractions compare slowly,
  // so each is first compared as a double and exactly only when the doubles are too close
  // to tell (a double holds a fraction to about 1e-16 of its size); indices are sorted and
  // the options moved once.
  const std::size_t n = options.size();
  std::vector<std::array<double, 3>> approx(n);
  for (std::size_t i = 0; i < n; ++i) {
    const Option& o = options[i];
    approx[i] = {o.score.to_double(), o.expected_taken.to_double(), o.p_hero_killed.to_double()};
  }
  const auto differ = [](double x, double y) {
    return std::abs(x - y) > 1e-9 * std::max({1.0, std::abs(x), std::abs(y)});
  };
  const auto before = [&](std::size_t i, std::size_t j) {
    // Thousands of options take a sizeable share of the solve: the limit is watched here too.
    pathing::deadline::poll();
    const Option& a = options[i];
    const Option& b = options[j];
    if (differ(approx[i][0], approx[j][0])) return approx[i][0] > approx[j][0];
    if (a.score != b.score) return b.score < a.score;
    if (differ(approx[i][1], approx[j][1])) return approx[i][1] < approx[j][1];
    if (a.expected_taken != b.expected_taken) return a.expected_taken < b.expected_taken;
    if (differ(approx[i][2], approx[j][2])) return approx[i][2] < approx[j][2];
    // Equal (the common case, ties) is cheap to tell; an exact order is not.
    return a.p_hero_killed != b.p_hero_killed && a.p_hero_killed < b.p_hero_killed;
  };
  const auto same = [](const Option& a, const Option& b) {
    return a.score == b.score && a.expected_taken == b.expected_taken &&
           a.p_hero_killed == b.p_hero_killed;
  };
  std::vector<std::size_t> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), before);
  std::vector<Option> sorted;
  sorted.reserve(n);
  for (std::size_t i : order) sorted.push_back(std::move(options[i]));
  options = std::move(sorted);
  for (std::size_t i = 0; i < n; ++i) {
    options[i].rank =
        i > 0 && same(options[i - 1], options[i]) ? options[i - 1].rank : static_cast<int>(i) + 1;
  }
}

}  // namespace

Decision decide(const State& st, const Profile& p, Objective objective) {
  Decision d;
  d.profile = &p;
  d.objective = objective;
  d.respawn = respawn(st, p);             // step 0
  hero_moves(st, p, d.steps, d.may_end);  // step 1
  Wounds wounds(st.scenario->dice);
  // Step 5 depends on the monster and the hero's cell only, not on the card.
  std::map<std::pair<std::size_t, CellIndex>, std::shared_ptr<const Payback>> paybacks;
  // Step 3's guard wounds, by destination (guard_wounds).
  std::map<CellIndex, std::vector<Capped>> guarded_at;
  const std::vector<Capped> no_guards;
  PaybackSums payback_sums;
  // Step 4's odds by (card, target is a monster, target).
  std::map<std::tuple<std::size_t, bool, std::size_t>, Option> attack_at;
  const HeroSpec& me = st.hero(st.acting);
  const int me_player = st.hero_player[st.acting];
  for (CellIndex at = 0; at < st.board.size(); ++at) {
    if (!d.may_end[at]) continue;
    for (std::size_t card = 0; card < me.attacks.size(); ++card) {
      const Attack& a = me.attacks[card];
      // Targets: every monster and every rival hero (other players' heroes).
      const std::size_t n = st.monster_cell.size() + st.hero_cell.size();
      for (std::size_t t = 0; t < n; ++t) {
        pathing::deadline::poll();
        Option o;
        o.target_monster = t < st.monster_cell.size();
        o.target = o.target_monster ? t : t - st.monster_cell.size();
        if (!o.target_monster && st.hero_player[o.target] == me_player) continue;
        const CellIndex tc = o.target_monster ? st.monster_cell[o.target] : st.hero_cell[o.target];
        if (!can_target(st, a.kind, at, tc, nullptr)) continue;  // step 2
        o.destination = at;
        o.steps = d.steps[at];
        o.card = card;
        o.close = pathing::square_close(st.board, at, tc);  // step 3
        o.guards = guards(st, p, at, tc,
                          o.target_monster ? std::optional<std::size_t>(o.target) : std::nullopt);
        {  // step 4, once per card and target: the same odds from every destination
          const auto key = std::make_tuple(card, o.target_monster, o.target);
          auto it = attack_at.find(key);
          if (it == attack_at.end()) {
            Option x = o;
            attack_odds(st, a, x, wounds);
            it = attack_at.emplace(key, std::move(x)).first;
          }
          const Option& x = it->second;
          o.attack_dice = x.attack_dice;
          o.defense_dice = x.defense_dice;
          o.dealt = x.dealt;
          o.expected_dealt = x.expected_dealt;
          o.p_kill = x.p_kill;
          o.p_overkill = x.p_overkill;
        }
        if (o.target_monster) {
          // Step 5: the monster reacts unless overkill removed it at once.
          o.p_reaction = 1 - o.p_overkill - (p.payback_after_failed_attack ? Exact(0) : o.dealt[0]);
          auto it = paybacks.find({o.target, at});
          if (it == paybacks.end()) {
            it = paybacks
                     .emplace(std::make_pair(o.target, at),
                              std::make_shared<const Payback>(payback_moves(st, p, o.target, at)))
                     .first;
          }
          o.payback = it->second;
          if (o.payback->chosen().attacks) o.p_payback = o.p_reaction;
        }
        if (!o.guards.empty() && !guarded_at.count(at)) {
          guarded_at.emplace(at, guard_wounds(st, o.guards, wounds));
        }
        outcome(st, o, wounds, o.guards.empty() ? no_guards : guarded_at.at(at),
                payback_sums);  // step 6
        o.graveyard_slot = graveyard_slot(st, p, o);
        o.score = score(o, objective, me_player);
        d.options.push_back(std::move(o));
      }
    }
  }
  rank(d.options);  // step 7
  return d;
}

}  // namespace arbiter::arcadia
