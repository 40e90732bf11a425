// What each ability does to the board during a round (rules digest: "A monster's turn",
// "Other abilities", "Moving", "Opening a door"): the monster AI's move and attack applied,
// attacks resolved with their odds, heal, summon, loot, forced movement, doors, and the
// characters' scripted turns.
#include <algorithm>
#include <limits>
#include <sstream>

#include "solver/gloomhaven/round_player.hpp"

namespace arbiter::gloomhaven::round_detail {

using scenario::Condition;
using scenario::Kind;
using scenario::Rank;
using scenario::Side;

namespace {

std::string percent(const odds::Rational& f) {
  std::ostringstream s;
  s.setf(std::ios::fixed);
  s.precision(1);
  s << odds::rational_value(f) * 100 << "%";
  return s.str();
}

std::string hexes(std::size_t n) {
  return std::to_string(n) + (n == 1 ? " hex" : " hexes");
}

std::string decimal(const odds::Rational& f) {
  std::ostringstream s;
  s.setf(std::ios::fixed);
  s.precision(2);
  s << odds::rational_value(f);
  return s.str();
}

}  // namespace

// --- move and attack ----------------------------------------------------------------------

void RoundPlayer::move_and_attack(Live& m, const StatCard& st, const std::vector<CardAction>& card,
                                  std::size_t i, bool paired, Activation& a,
                                  const ConsumeBonus* move_bonus,
                                  const ConsumeBonus* attack_bonus) {
  const CardAction* mv = card[i].kind == ActionKind::Move ? &card[i] : nullptr;
  const CardAction* at = mv ? (paired ? &card[i + 1] : nullptr) : &card[i];
  ActionRecord rec;
  rec.number = static_cast<int>(i + 1);
  rec.kind = mv && at ? "move+attack" : mv ? "move" : "attack";

  const int move =
      mv ? std::max(0, mv->value.apply(st.move) + (move_bonus ? move_bonus->move : 0)) : 0;
  scenario::Movement movement = st.flying ? scenario::Movement::Flying : scenario::Movement::Normal;
  if (mv && mv->movement_given) movement = mv->movement;
  std::optional<scenario::Attack> attack;
  int value = 0, pierce = st.pierce;
  if (at) {
    if (!st.attack) {
      rec.lines.push_back("its stat card has no attack (\"-\"): it attacks no one");
    } else {
      scenario::Attack x;
      const int b_range = attack_bonus ? attack_bonus->range : 0;
      x.range = std::max(0, (at->range ? at->range->apply(st.range) : st.range) + b_range);
      x.all_targets = at->all_targets;
      x.targets = std::max(
          1, at->targets.value_or(st.targets) + (attack_bonus ? attack_bonus->targets : 0));
      x.aoe = at->aoe;
      attack = x;
      value = std::max(0, at->value.apply(*st.attack) + (attack_bonus ? attack_bonus->attack : 0));
      pierce += at->pierce + (attack_bonus ? attack_bonus->pierce : 0);
    }
  }
  const Coord start = m.f.hex;
  Decision d = decide(m, move, movement, st.flying, attack);
  if (q_.keep_positions) {
    out_.positions.push_back(pos_);
    rec.position = out_.positions.size() - 1;
  }
  for (const TraceLine& t : d.trace)
    if (t.step == "1.1" || t.step == "2.5") rec.lines.push_back(t.step + " " + t.text);
  if (d.options.empty()) {
    rec.lines.push_back("no focus: it neither moves nor attacks");
    rec.decision = std::move(d);
    a.actions.push_back(std::move(rec));
    return;
  }
  std::size_t chosen = 0;
  if (d.options.size() > 1) {
    std::vector<std::string> alts;
    for (const Option& o : d.options) {
      std::string line = "destination " + hex(board().coord(o.destination));
      const Live* f = by_decision(o.focus);
      line += ", focus " + (f ? f->f.id : std::string("none"));
      // What is at stake: each target's expected damage and chance to be killed.
      std::string targets;
      for (FigureIndex t : o.attack.targets) {
        const Live& x = *by_decision(t);
        const bool dis = std::find(o.attack.disadvantaged.begin(), o.attack.disadvantaged.end(),
                                   t) != o.attack.disadvantaged.end();
        const odds::AttackOdds od = odds_of(attack_input(m, x, value, pierce, dis));
        targets += (targets.empty() ? "" : ", ") + x.f.id + " (expected " + decimal(od.expected) +
                   (x.f.hp ? ", kill " + percent(od.at_least(*x.f.hp)) : std::string()) + ")";
      }
      line += targets.empty() ? ", no attack" : ", targets " + targets;
      alts.push_back(line);
    }
    const std::string key = m.f.id + "/" + std::to_string(i + 1);
    chosen = static_cast<std::size_t>(choose(key, m.f.id + "'s " + rec.kind, alts));
    rec.choice = out_.choices.size() - 1;
  }
  const Option opt = d.options[chosen];
  rec.option = chosen;
  // Targets as figures, before the board changes under the decision's indices.
  std::vector<Live*> targets;
  std::vector<bool> disadvantaged;
  for (FigureIndex t : opt.attack.targets) {
    targets.push_back(by_decision(t));
    disadvantaged.push_back(std::find(opt.attack.disadvantaged.begin(),
                                      opt.attack.disadvantaged.end(),
                                      t) != opt.attack.disadvantaged.end());
  }
  const Live* focus = by_decision(opt.focus);
  for (pathing::CellIndex c : opt.path) rec.path.push_back(board().coord(c));
  rec.decision = std::move(d);

  // The move, hex by hex: traps spring as it enters them.
  const bool ignores_terrain = movement == scenario::Movement::Flying || st.flying;
  if (rec.path.size() > 1) {
    rec.lines.push_back("focus " + (focus ? focus->f.id : std::string("none")) + "; moves " +
                        hex(start) + " to " + hex(rec.path.back()) + " (" +
                        hexes(rec.path.size() - 1) + ")");
    for (std::size_t k = 1; k < rec.path.size() && !m.removed; ++k) {
      const bool last = k + 1 == rec.path.size();
      const bool over = ignores_terrain || movement == scenario::Movement::Teleport ||
                        (movement == scenario::Movement::Jump && !last);
      m.f.hex = rec.path[k];
      if (!over) enter_hex(m, rec.path[k], false, rec);
    }
  } else if (mv) {
    rec.lines.push_back("focus " + (focus ? focus->f.id : std::string("none")) + "; stays at " +
                        hex(start));
  }
  if (!at || !attack || m.removed) {
    a.actions.push_back(std::move(rec));
    return;
  }
  if (targets.empty()) rec.lines.push_back("no target in range and sight: it does not attack");
  for (std::size_t k = 0; k < targets.size() && !m.removed; ++k) {
    if (targets[k]->removed) continue;
    resolve_attack(m, *targets[k], *at, attack_bonus, value, pierce, disadvantaged[k], rec);
  }
  a.actions.push_back(std::move(rec));
}

odds::AttackInput RoundPlayer::attack_input(const Live& m, const Live& t, int attack, int pierce,
                                            bool disadvantaged) const {
  odds::AttackInput in;
  in.attack = attack;
  in.pierce = pierce;
  in.shield = shield_of(t);
  in.poisoned = t.f.has(Condition::Poison);
  in.ward = t.f.has(Condition::Ward);
  in.brittle = t.f.has(Condition::Brittle);
  // Strengthen gives advantage, muddle (and a ranged attack on a neighbour) disadvantage;
  // both cancel.
  const bool advantage = m.f.has(Condition::Strengthen);
  const bool disadvantage = disadvantaged || m.f.has(Condition::Muddle);
  in.mode = advantage == disadvantage ? odds::DrawMode::Normal
            : advantage               ? odds::DrawMode::Advantage
                                      : odds::DrawMode::Disadvantage;
  return in;
}

// The odds are those of the pile as it stands: the stated draws leave it as they are taken.
// A pile too small for the draw is reshuffled, as the game does.
odds::AttackOdds RoundPlayer::odds_of(const odds::AttackInput& in) {
  try {
    return odds::attack_odds(deck_, in, p_.draws);
  } catch (const std::invalid_argument&) {
    deck_ = full_deck_;
    return odds::attack_odds(deck_, in, p_.draws);
  }
}

// One attack on one target: its value, the modifier deck's odds, the stated draws,
// conditions, retaliate and forced movement, in the order the rules apply them.
void RoundPlayer::resolve_attack(Live& m, Live& t, const CardAction& act, const ConsumeBonus* bonus,
                                 int attack, int pierce, bool disadvantaged, ActionRecord& rec) {
  AttackRecord ar;
  ar.attacker = m.f.id;
  ar.target = t.f.id;
  ar.attack = attack;
  const StatCard* ts = stats_of(t);
  const odds::AttackInput in = attack_input(m, t, attack, pierce, disadvantaged);
  const int shield = in.shield;
  ar.shield = std::max(0, shield - pierce);
  ar.advantage = in.mode == odds::DrawMode::Advantage;
  ar.disadvantage = in.mode == odds::DrawMode::Disadvantage;
  ar.odds = odds_of(in);
  ar.target_hp = t.f.hp;
  std::string line = "attacks " + t.f.id + ": attack " + std::to_string(attack);
  if (in.poisoned) line += " +1 (poisoned)";
  if (shield > 0) line += ", shield " + std::to_string(shield);
  if (pierce > 0) line += ", pierce " + std::to_string(pierce);
  if (in.mode == odds::DrawMode::Advantage) line += ", advantage";
  if (in.mode == odds::DrawMode::Disadvantage) line += ", disadvantage";
  line += "; expected damage " + decimal(ar.odds.expected);
  if (t.f.hp) line += ", chance to kill " + percent(ar.odds.at_least(*t.f.hp));
  const auto& draws = r_.round.draws;
  // `round.draws` are the monster deck's; the players' figures draw from their own decks,
  // which the file does not give.
  const bool monster_deck = m.f.side == Side::Monsters;
  std::optional<odds::DrawnAttack> result;
  std::size_t cards = 0;
  if (monster_deck && r_.round.draws_given) {
    // The fewest next cards that make a complete draw (one, two with advantage or
    // disadvantage, more after rolling cards).
    std::string why;
    for (cards = in.mode == odds::DrawMode::Normal ? 1 : 2; next_draw_ + cards <= draws.size();
         ++cards) {
      try {
        result = odds::resolve_draws(
            std::span<const odds::ModifierCard>(draws.data() + next_draw_, cards), in, p_.draws);
        break;
      } catch (const std::invalid_argument& e) {
        why = e.what();
      }
    }
  }
  if (!monster_deck) {
    line += "; it draws from its players' deck, which the file does not give: no damage applied";
    rec.lines.push_back(line);
  } else if (result) {
    for (std::size_t k = 0; k < cards; ++k) {
      const odds::ModifierCard& c = draws[next_draw_ + k];
      ar.drawn.push_back(odds::modifier_name(c));
      const auto it = std::find(deck_.cards.begin(), deck_.cards.end(), c);
      if (it != deck_.cards.end()) deck_.cards.erase(it);
    }
    next_draw_ += cards;
    ar.damage = result->damage;
    std::string names;
    for (const auto& n : ar.drawn) names += (names.empty() ? "" : " and ") + n;
    line += "; draws " + names + ": " + std::to_string(result->damage) + " damage";
    rec.lines.push_back(line);
    damage(t, result->damage, rec, "the attack");
  } else {
    if (r_.round.draws_given) {
      line += "; the stated draws have run out: no damage applied";
      next_draw_ = draws.size();
    }
    rec.lines.push_back(line);
  }
  ar.killed = t.removed;
  if (!t.removed) {
    const ConditionSet given =
        (act.conditions | (bonus ? bonus->conditions : 0)) & ~(ts ? ts->immune : 0);
    if (given) {
      give_conditions(t, given, rec);
      ar.conditions = given;
    }
    retaliate(m, t, ar, rec);
    const std::string key = m.f.id + "/" + std::to_string(rec.number) + "/" + t.f.id;
    if (act.push > 0 && !m.removed) forced_move(m, t, act.push, true, key, rec);
    if (act.pull > 0 && !m.removed) forced_move(m, t, act.pull, false, key, rec);
  }
  rec.attacks.push_back(std::move(ar));
}

// Push: each step to an empty hex farther from the attacker; pull: nearer. Where several
// hexes qualify the players choose (one choice point for the whole push).
void RoundPlayer::forced_move(Live& m, Live& t, int steps, bool push, const std::string& key,
                              ActionRecord& rec) {
  const pathing::Board& b = board();
  std::vector<Coord> path;
  Coord here = t.f.hex;
  bool chose = false;
  for (int s = 0; s < steps; ++s) {
    const auto cell = b.find(here);
    if (!cell) break;
    const int now = pathing::hex_distance(m.f.hex, here);
    std::vector<Coord> next;
    for (pathing::Direction d = 0; d < b.directions(); ++d) {
      if (!b.open_edge(*cell, d)) continue;
      const pathing::CellIndex n = b.neighbour(*cell, d);
      const Coord h = b.coord(n);
      const Live* o = at(h);
      if ((o && o != &t) ||
          (b.terrain(n) == pathing::Terrain::Obstacle && !(stats_of(t) && stats_of(t)->flying)))
        continue;
      const int dist = pathing::hex_distance(m.f.hex, h);
      if (push ? dist > now : dist < now) next.push_back(h);
    }
    if (next.empty()) break;
    std::size_t k = 0;
    if (next.size() > 1 && !chose) {
      std::vector<std::string> alts;
      for (Coord h : next) alts.push_back("first step to " + hex(h));
      k = static_cast<std::size_t>(
          choose(key, std::string(push ? "the push of " : "the pull of ") + t.f.id, alts));
      chose = true;
    }
    here = next[k];
    path.push_back(here);
  }
  if (p_.is_unruled(Unruled::ForcedMovement)) {
    const std::string note =
        "forced movement: this rule set has no published ruling on how far a monster pushes "
        "or pulls; the 1st-edition reading is kept (the full amount, each step away from or "
        "towards the attacker, while a hex allows it)";
    if (std::find(out_.notes.begin(), out_.notes.end(), note) == out_.notes.end())
      out_.notes.push_back(note);
  }
  if (path.empty()) {
    rec.lines.push_back(std::string(push ? "push" : "pull") + ": " + t.f.id + " cannot move");
    return;
  }
  std::string text;
  for (Coord h : path) text += " " + hex(h);
  rec.lines.push_back(std::string(push ? "pushes " : "pulls ") + t.f.id + " " + hexes(path.size()) +
                      ":" + text);
  for (Coord h : path) {
    if (t.removed) break;
    t.f.hex = h;
    enter_hex(t, h, stats_of(t) && stats_of(t)->flying, rec);
  }
}

// --- other abilities -------------------------------------------------------------------

void RoundPlayer::heal(Live& m, const CardAction& act, int bonus, const std::string& key,
                       ActionRecord& rec) {
  const int amount = act.value.value + bonus;
  std::vector<Live*> in_range{&m};
  if (act.range) {
    const auto& prox = proximity(m.f.hex);
    const pathing::Board& b = board();
    const auto me = b.find(m.f.hex);
    for (auto& x : live_) {
      if (x.get() == &m || x->removed || x->f.side != m.f.side) continue;
      const auto c = b.find(x->f.hex);
      if (!c || !prox.reached(*c) || prox.cost(*c).length > act.range->value) continue;
      if (!sight().visible(*me, *c)) continue;
      in_range.push_back(x.get());
    }
  }
  // The one that has lost the most hit points; ties: the players choose.
  int best = -1;
  std::vector<Live*> tied;
  for (Live* x : in_range) {
    const int lost = x->f.hp ? max_hp(*x) - *x->f.hp : 0;
    if (lost > best) {
      best = lost;
      tied.clear();
    }
    if (lost == best) tied.push_back(x);
  }
  std::size_t k = 0;
  if (tied.size() > 1) {
    std::vector<std::string> alts;
    for (Live* x : tied) alts.push_back(x->f.id + " (lost " + std::to_string(best) + ")");
    k = static_cast<std::size_t>(choose(key, m.f.id + "'s heal", alts));
    rec.choice = out_.choices.size() - 1;
  }
  Live& t = *tied[k];
  rec.lines.push_back(
      "heal " + std::to_string(amount) +
      (act.range ? " range " + std::to_string(act.range->value) : " self") + ": " + t.f.id +
      " has lost the most hit points (" + std::to_string(best) + ")" +
      (in_range.size() > 1 ? " of " + std::to_string(in_range.size()) + " figures in range" : ""));
  heal_figure(t, amount, rec);
}

void RoundPlayer::heal_figure(Live& x, int amount, ActionRecord& rec) {
  if (x.f.has(Condition::Poison)) {
    x.f.conditions &= ~(scenario::bit(Condition::Poison) | scenario::bit(Condition::Wound));
    rec.lines.push_back(x.f.id + " is cured of poison" + std::string(" and gains no hit points"));
    return;
  }
  x.f.conditions &= ~scenario::bit(Condition::Wound);
  if (!x.f.hp) {
    rec.lines.push_back(x.f.id + " heals " + std::to_string(amount) + " (hit points not given)");
    return;
  }
  const int before = *x.f.hp;
  x.f.hp = std::min(max_hp(x), before + amount);
  rec.lines.push_back(x.f.id + " heals " + std::to_string(*x.f.hp - before) + ": " +
                      std::to_string(before) + " → " + hp_text(x));
}

// The lowest standee number of the type not on the board; 0 when every standee is.
int RoundPlayer::free_standee(const MonsterType& type) const {
  const int limit = type.standees.value_or(std::numeric_limits<int>::max());
  for (int n = 1; n <= limit; ++n) {
    const bool used = std::any_of(live_.begin(), live_.end(), [&](const auto& x) {
      return !x->removed && x->f.type == type.name && x->f.standee == n;
    });
    if (!used) return n;
  }
  return 0;
}

void RoundPlayer::summon(Live& m, const CardAction& act, const std::string& key,
                         ActionRecord& rec) {
  const MonsterType& type = r_.round.types.at(act.summon_type);
  const int standee = free_standee(type);
  if (standee == 0) {
    rec.lines.push_back("summon " + type.name + ": no standee left, the summon fails");
    return;
  }
  const pathing::Board& b = board();
  const auto me = b.find(m.f.hex);
  std::vector<Coord> free;
  for (pathing::Direction d = 0; d < b.directions(); ++d) {
    if (!b.open_edge(*me, d)) continue;
    const pathing::CellIndex n = b.neighbour(*me, d);
    if (at(b.coord(n)) != nullptr || b.terrain(n) == pathing::Terrain::Obstacle) continue;
    free.push_back(b.coord(n));
  }
  if (free.empty()) {
    rec.lines.push_back("summon " + type.name + ": no empty hex next to " + m.f.id +
                        ", the summon fails");
    return;
  }
  // Closest, counted around walls, to the nearest enemy.
  std::vector<Coord> enemies;
  for (const auto& x : live_)
    if (!x->removed && x->f.side != m.f.side && !x->f.has(Condition::Invisible))
      enemies.push_back(x->f.hex);
  const auto& prox = proximity(enemies);
  int best = std::numeric_limits<int>::max();
  std::vector<Coord> tied;
  for (Coord h : free) {
    const auto c = b.find(h);
    const int dist = prox.reached(*c) ? prox.cost(*c).length : std::numeric_limits<int>::max() - 1;
    if (dist < best) {
      best = dist;
      tied.clear();
    }
    if (dist == best) tied.push_back(h);
  }
  std::size_t k = 0;
  if (tied.size() > 1) {
    std::vector<std::string> alts;
    for (Coord h : tied) alts.push_back(hex(h));
    k = static_cast<std::size_t>(choose(key, m.f.id + "'s summon", alts));
    rec.choice = out_.choices.size() - 1;
  }
  Figure f;
  f.id = type.name + " " + std::to_string(standee);
  f.side = m.f.side;
  f.kind = Kind::Monster;
  f.hex = tied[k];
  f.type = type.name;
  f.rank = act.summon_rank;
  f.standee = standee;
  Live& s = add_figure(f, true);
  out_.summoned.push_back({s.f.id, s.f.hex});
  rec.lines.push_back("summons " + s.f.id + " at " + hex(s.f.hex) + " (" + hp_text(s) +
                      "), the free hex next to it closest to an enemy (" +
                      (best == std::numeric_limits<int>::max() - 1
                           ? std::string("no enemy reachable")
                           : hexes(static_cast<std::size_t>(best))) +
                      "); it does not act this round");
}

void RoundPlayer::loot(Live& m, int range, ActionRecord& rec) {
  const auto& prox = proximity(m.f.hex);
  const pathing::Board& b = board();
  int taken = 0;
  std::string where;
  std::vector<Coord> left;
  for (Coord h : money_) {
    const auto c = b.find(h);
    if (c && prox.reached(*c) && prox.cost(*c).length <= range) {
      ++taken;
      where += " " + hex(h);
    } else {
      left.push_back(h);
    }
  }
  money_ = std::move(left);
  if (taken > 0) out_.looted[m.f.id] += taken;
  rec.lines.push_back("loot " + std::to_string(range) + ": " +
                      (taken ? "takes " + std::to_string(taken) + " money token" +
                                   (taken > 1 ? "s" : "") + " at" + where
                             : std::string("no money token in range")));
}

// --- effects on a figure ------------------------------------------------------------------

void RoundPlayer::damage(Live& x, int amount, ActionRecord& rec, const std::string& cause) {
  if (!x.f.hp) {
    rec.lines.push_back(x.f.id + " suffers " + std::to_string(amount) + " damage (" + cause +
                        "; its hit points are not given)");
    return;
  }
  const int before = *x.f.hp;
  x.f.hp = std::max(0, before - amount);
  std::string line = x.f.id + " suffers " + std::to_string(amount) + " damage (" + cause +
                     "): " + std::to_string(before) + " → " + std::to_string(*x.f.hp);
  if (*x.f.hp == 0) {
    x.removed = true;
    line += ", killed";
    // A normal or elite monster leaves a money token; a summoned one does not.
    if (x.f.kind == Kind::Monster && x.f.side == Side::Monsters && !x.summoned &&
        x.f.rank != Rank::Boss) {
      money_.push_back(x.f.hex);
      line += "; it leaves a money token at " + hex(x.f.hex);
    }
  }
  rec.lines.push_back(line);
}

void RoundPlayer::give_conditions(Live& x, ConditionSet c, ActionRecord& rec) {
  x.f.conditions |= c;
  std::string line = x.f.id + " gets " + conditions_text(c);
  if (c & x.expiring)
    line += x.acted ? " (it has acted: " + conditions_text(c & x.expiring) +
                          " lasts until the end of its next turn, next round)"
                    : " (" + conditions_text(c & x.expiring) + " ends with its turn this round)";
  rec.lines.push_back(line);
}

// Retaliate hits the attacker within its range, unless the attack killed the target (the
// caller checks); the attacker may die of it.
void RoundPlayer::retaliate(Live& attacker, Live& target, AttackRecord& ar, ActionRecord& rec) {
  const int amount = retaliate_of(target);
  const int reach = retaliate_reach(target);
  if (amount <= 0 || pathing::hex_distance(attacker.f.hex, target.f.hex) > reach) return;
  const StatCard* ts = stats_of(target);
  const int card = ts ? ts->retaliate : 0;
  rec.lines.push_back(target.f.id + " retaliates " + std::to_string(amount) +
                      (target.retaliate_bonus && card
                           ? " (stat card " + std::to_string(card) + " + this round's " +
                                 std::to_string(target.retaliate_bonus) + ")"
                           : "") +
                      (reach > 1 ? " range " + std::to_string(reach) : ""));
  ar.retaliated = amount;
  damage(attacker, amount, rec, "retaliate");
}

// The file's shield and retaliate for a players' figure, from the round's start or its turn.
void RoundPlayer::add_stated_bonus(Live& x, ActionRecord* rec) {
  const StatedBonus& b = *x.script.bonus;
  x.shield_bonus += b.shield;
  x.retaliate_bonus += b.retaliate;
  if (b.retaliate > 0) x.retaliate_range = std::max(x.retaliate_range, b.retaliate_range);
  if (rec == nullptr) return;
  std::string line;
  if (b.shield > 0) line = "shield " + std::to_string(shield_of(x));
  if (b.retaliate > 0)
    line += (line.empty() ? "" : ", ") + std::string("retaliate ") +
            std::to_string(retaliate_of(x)) + " range " + std::to_string(retaliate_reach(x));
  rec->lines.push_back(line + " from its turn to the end of the round (stated in the file)");
}

// Entering a hex (normal movement, a jump's last hex, forced movement; never flying): a trap
// springs (its damage when the file gives it) and is removed; hazardous terrain deals its
// damage on every hex entered and stays.
void RoundPlayer::enter_hex(Live& x, Coord h, bool ignores_terrain, ActionRecord& rec) {
  if (ignores_terrain) return;
  const pathing::Board& b = board();
  const auto c = b.find(h);
  if (!c) return;
  const pathing::Terrain t = b.terrain(*c);
  if (t == pathing::Terrain::Trap) {
    rec.lines.push_back(x.f.id + " springs the trap at " + hex(h));
    auto& terrain = pos_.map.terrain;
    terrain.erase(
        std::remove_if(terrain.begin(), terrain.end(), [&](const auto& e) { return e.first == h; }),
        terrain.end());
    board_.reset();
    if (r_.round.trap_damage) {
      damage(x, *r_.round.trap_damage, rec, "trap");
    } else {
      rec.lines.push_back("(the trap's damage is not given: round.trap_damage)");
    }
  } else if (t == pathing::Terrain::Hazardous) {
    rec.lines.push_back(x.f.id + " enters hazardous terrain at " + hex(h));
    if (hazard_damage_) {
      damage(x, *hazard_damage_, rec, "hazardous terrain");
    } else {
      rec.lines.push_back(
          "(hazardous terrain's damage is not given: round.hazard_damage, or a "
          "round.trap_damage of a scenario level)");
    }
  }
}

// --- characters -------------------------------------------------------------------------

void RoundPlayer::scripted_move(Live& c, const ScriptedAction& s, ActionRecord& rec,
                                std::vector<std::size_t>& revealed) {
  rec.path.push_back(c.f.hex);
  for (std::size_t k = 0; k < s.path.size() && !c.removed; ++k) {
    const Coord h = s.path[k];
    const Live* o = at(h);
    if (o != nullptr && o->f.side != c.f.side) {
      throw scenario::ScenarioError(
          r_.position.path, c.f.id + ".actions (move)",
          "hex " + hex(h) + " holds " + o->f.id + " when " + c.f.id + " moves there");
    }
    std::optional<std::size_t> door;
    for (std::size_t d = 0; d < r_.round.doors.size(); ++d)
      if (!door_open_[d] && r_.round.doors[d].hex == h) door = d;
    c.f.hex = h;
    rec.path.push_back(h);
    if (door) {
      if (k + 1 != s.path.size()) {
        throw scenario::ScenarioError(r_.position.path, c.f.id + ".actions (move)",
                                      "the move goes on past the closed door at " + hex(h) +
                                          "; opening a door ends the move there");
      }
      rec.lines.push_back(c.f.id + " moves to " + hex(h) + " and opens the door");
      open_door(*door, c, rec, revealed);
      return;
    }
    enter_hex(c, h, false, rec);
  }
  if (c.removed) return;
  rec.lines.push_back(c.f.id + " moves to " + hex(c.f.hex) + " (" + hexes(s.path.size()) + ")");
}

void RoundPlayer::scripted_attack(Live& c, const ScriptedAction& s, ActionRecord& rec) {
  Live* t = find(s.target);
  if (t == nullptr || t->removed) {
    rec.lines.push_back("attack " + s.target + ": not on the board, the attack is lost");
    return;
  }
  AttackRecord ar;
  ar.attacker = c.f.id;
  ar.target = t->f.id;
  ar.target_hp = t->f.hp;
  if (s.damage) {
    ar.damage = *s.damage;
    rec.lines.push_back("attacks " + t->f.id + ": " + std::to_string(*s.damage) +
                        " damage as stated");
    damage(*t, *s.damage, rec, "the attack");
  } else {
    rec.lines.push_back("attacks " + t->f.id + " (damage not given: hit points stay)");
  }
  ar.killed = t->removed;
  if (!t->removed) {
    const StatCard* ts = stats_of(*t);
    const ConditionSet given = s.conditions & ~(ts ? ts->immune : 0);
    if (given) {
      give_conditions(*t, given, rec);
      ar.conditions = given;
    }
    retaliate(c, *t, ar, rec);
  }
  rec.attacks.push_back(std::move(ar));
}

// The door becomes open ground; the room's monsters for the number of characters are
// placed, from the hex closest to the opener outwards while standees last.
void RoundPlayer::open_door(std::size_t d, Live& opener, ActionRecord& rec,
                            std::vector<std::size_t>& revealed) {
  const Door& door = r_.round.doors[d];
  door_open_[d] = true;
  auto& terrain = pos_.map.terrain;
  terrain.erase(std::remove_if(terrain.begin(), terrain.end(),
                               [&](const auto& e) {
                                 return e.first == door.hex &&
                                        e.second == scenario::TerrainType::Wall;
                               }),
                terrain.end());
  board_.reset();
  const int chars = std::clamp(r_.round.characters, 2, 4);
  std::vector<const DoorPlacement*> places;
  for (const DoorPlacement& p : door.monsters)
    if (p.ranks[static_cast<std::size_t>(chars - 2)]) places.push_back(&p);
  const auto& prox = proximity(opener.f.hex);
  const pathing::Board& b = board();
  const auto dist = [&](const DoorPlacement* p) {
    const auto c = b.find(p->hex);
    return c && prox.reached(*c) ? prox.cost(*c).length : std::numeric_limits<int>::max();
  };
  std::stable_sort(
      places.begin(), places.end(),
      [&](const DoorPlacement* a, const DoorPlacement* b2) { return dist(a) < dist(b2); });
  for (const DoorPlacement* p : places) {
    const MonsterType& type = r_.round.types.at(p->type);
    const Rank rank = *p->ranks[static_cast<std::size_t>(chars - 2)];
    if (at(p->hex) != nullptr) {
      rec.lines.push_back(hex(p->hex) + " is occupied: no " + p->type + " placed there");
      continue;
    }
    const int standee = free_standee(type);
    if (standee == 0) {
      rec.lines.push_back("no " + p->type + " standee left: " + hex(p->hex) + " (" +
                          hexes(static_cast<std::size_t>(dist(p))) + " from " + opener.f.id +
                          ") stays empty");
      continue;
    }
    Figure f;
    f.id = p->id.empty() ? type.name + " " + std::to_string(standee) : p->id;
    f.side = Side::Monsters;
    f.kind = Kind::Monster;
    f.hex = p->hex;
    f.type = type.name;
    f.rank = rank;
    f.standee = standee;
    Live& x = add_figure(f, false);
    out_.summoned.push_back({x.f.id, x.f.hex});
    revealed.push_back(live_.size() - 1);
    rec.lines.push_back("places " + x.f.id + " (" + (rank == Rank::Elite ? "elite" : "normal") +
                        ") at " + hex(x.f.hex) + ", " + hexes(static_cast<std::size_t>(dist(p))) +
                        " from " + opener.f.id);
  }
}

}  // namespace arbiter::gloomhaven::round_detail
