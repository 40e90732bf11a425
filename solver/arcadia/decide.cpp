#include "solver/arcadia/decide.hpp"

#include <algorithm>
#include <map>
#include <tuple>

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

// Step 6: wounds to the hero (capped at its remaining hit points) and to other heroes the
// guards' and payback's attacks hit, then the coins of each player.
void outcome(const State& st, Option& o, Wounds& wounds) {
  const Scenario& s = *st.scenario;
  const int me_player = st.hero_player[st.acting];
  std::vector<Capped> to_hero(st.hero_cell.size());
  const auto add = [&](std::size_t h, const Attack& by, const Exact& pr) {
    const int cap_h = remaining(st.hero(h));
    if (to_hero[h].empty()) to_hero[h] = odds::capped_zero(cap_h);
    const Capped& w = wounds.get(by.kind, by.dice, st.hero(h).defense, cap_h);
    to_hero[h] = odds::capped_sum(to_hero[h], pr == 1 ? w : odds::capped_mix(pr, w), cap_h);
  };
  // Guards and payback roll independently of each other; their order (the right-hand
  // player's choice) changes nothing once the wounds are capped at the hero's life.
  for (std::size_t g : o.guards) {
    const Attack& ga = st.monster(g).attack;
    for (std::size_t h : hits_from(st, ga, st.monster_cell[g])) add(h, ga, Exact(1));
  }
  if (o.payback && o.payback->chosen().attacks && o.p_payback != 0) {
    for (std::size_t h : o.payback->chosen().hits) {
      add(h, st.monster(o.target).attack, o.p_payback);
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
  const auto key = [](const Option& o) {
    return std::make_tuple(-o.score, o.expected_taken, o.p_hero_killed);
  };
  std::stable_sort(options.begin(), options.end(),
                   [&](const Option& a, const Option& b) { return key(a) < key(b); });
  for (std::size_t i = 0; i < options.size(); ++i) {
    options[i].rank = i > 0 && key(options[i - 1]) == key(options[i]) ? options[i - 1].rank
                                                                      : static_cast<int>(i) + 1;
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
  std::map<std::pair<std::size_t, CellIndex>, Payback> paybacks;
  const HeroSpec& me = st.hero(st.acting);
  const int me_player = st.hero_player[st.acting];
  for (CellIndex at = 0; at < st.board.size(); ++at) {
    if (!d.may_end[at]) continue;
    for (std::size_t card = 0; card < me.attacks.size(); ++card) {
      const Attack& a = me.attacks[card];
      // Targets: every monster and every rival hero (other players' heroes).
      const std::size_t n = st.monster_cell.size() + st.hero_cell.size();
      for (std::size_t t = 0; t < n; ++t) {
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
        attack_odds(st, a, o, wounds);  // step 4
        if (o.target_monster) {
          // Step 5: the monster reacts unless overkill removed it at once.
          o.p_reaction = 1 - o.p_overkill - (p.payback_after_failed_attack ? Exact(0) : o.dealt[0]);
          auto it = paybacks.find({o.target, at});
          if (it == paybacks.end()) {
            it = paybacks.emplace(std::make_pair(o.target, at), payback_moves(st, p, o.target, at))
                     .first;
          }
          o.payback = it->second;
          if (o.payback->chosen().attacks) o.p_payback = o.p_reaction;
        }
        outcome(st, o, wounds);  // step 6
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
