// A monster's move and attack during a round (rules digest: "A monster's turn" steps 3 and
// 4, "Moving"): the monster AI's decision applied hex by hex, each attack resolved with the
// modifier deck's odds and the stated draws, then its conditions, retaliate and forced
// movement (push, pull).
#include <algorithm>
#include <sstream>
#include <utility>

#include "pathing/deadline.hpp"
#include "solver/gloomhaven/round_player.hpp"

namespace arbiter::gloomhaven::round_detail {

namespace {

std::string percent(const odds::Rational& f) {
  std::ostringstream s;
  s.setf(std::ios::fixed);
  s.precision(1);
  s << odds::rational_value(f) * 100 << "%";
  return s.str();
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
  Movement movement = st.flying ? Movement::Flying : Movement::Normal;
  if (mv && mv->movement_given) movement = mv->movement;
  std::optional<Attack> attack;
  int value = 0, pierce = st.pierce, repeats = 1;
  if (at) {
    if (!st.attack) {
      rec.lines.push_back("its stat card has no attack (\"-\"): it attacks no one");
    } else {
      Attack x;
      const int b_range = attack_bonus ? attack_bonus->range : 0;
      x.range = std::max(0, (at->range ? at->range->apply(st.range) : st.range) + b_range);
      x.all_targets = at->all_targets || (attack_bonus && attack_bonus->all_targets);
      x.targets = std::max(
          1, at->targets.value_or(st.targets) + (attack_bonus ? attack_bonus->targets : 0));
      // A consumed element's area replaces the card's ("fire: area of effect").
      x.aoe = attack_bonus && attack_bonus->aoe ? attack_bonus->aoe : at->aoe;
      // "Target one enemy with all attacks": the focus alone, attacked once per target.
      if (at->one_target) repeats = std::exchange(x.targets, 1);
      attack = x;
      value = std::max(0, at->value.apply(*st.attack) + (attack_bonus ? attack_bonus->attack : 0));
      pierce += at->pierce + (attack_bonus ? attack_bonus->pierce : 0);
    }
  }
  const Coord start = m.f.hex;
  Decision d = decide(m, move, movement, st.flying, attack);
  if (q_.keep_positions) {
    out_.positions.push_back(pos_);
    // Drawn on its own side: an inactive monster stood to the decision as the actor's ally.
    for (std::size_t i = 0; i < decision_map_.size(); ++i)
      out_.positions.back().figures[i].side = decision_map_[i]->f.side;
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
  const std::size_t chosen =
      choose_option(m, d, value, pierce, m.f.id + "/" + std::to_string(i + 1), rec);
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
  const bool ignores_terrain = movement == Movement::Flying || st.flying;
  if (rec.path.size() > 1) {
    rec.lines.push_back("focus " + (focus ? focus->f.id : std::string("none")) + "; moves " +
                        hex(start) + " to " + hex(rec.path.back()) + " (" +
                        hexes(rec.path.size() - 1) + ")");
    for (std::size_t k = 1; k < rec.path.size() && !m.removed; ++k) {
      const bool last = k + 1 == rec.path.size();
      const bool over = ignores_terrain || movement == Movement::Teleport ||
                        (movement == Movement::Jump && !last);
      m.f.hex = rec.path[k];
      if (!over) enter_hex(m, rec.path[k], false, rec);
    }
  } else if (mv) {
    rec.lines.push_back("focus " + (focus ? focus->f.id : std::string("none")) + "; stays at " +
                        hex(start));
  }
  // Flying given by the card ends with the move: over an obstacle, the figure falls.
  bool displaced = false;
  if (mv && movement == Movement::Flying && !st.flying && !m.removed) {
    const auto c = board().find(m.f.hex);
    if (c && board().terrain(*c) == pathing::Terrain::Obstacle) {
      const Coord before = m.f.hex;
      lose_flight(m, m.f.id + "/" + std::to_string(i + 1) + "/landing", rec);
      displaced = m.f.hex != before;
    }
  }
  if (!at || !attack || m.removed) {
    a.actions.push_back(std::move(rec));
    return;
  }
  if (targets.empty()) rec.lines.push_back("no target in range and sight: it does not attack");
  for (std::size_t k = 0; k < targets.size() && !m.removed; ++k) {
    if (targets[k]->removed) continue;
    if (displaced && !still_in_reach(m, *targets[k], attack->range)) {
      rec.lines.push_back(targets[k]->f.id + " is no longer in range and sight from " +
                          hex(m.f.hex) + ": no attack on it");
      continue;
    }
    if (repeats > 1)
      rec.lines.push_back("one enemy with all attacks: " + std::to_string(repeats) +
                          " attacks on " + targets[k]->f.id);
    for (int r = 0; r < repeats && !m.removed && !targets[k]->removed; ++r)
      resolve_attack(m, *targets[k], *at, attack_bonus, value, pierce, disadvantaged[k], rec);
  }
  a.actions.push_back(std::move(rec));
}

// Where the monster AI leaves several options (equal hexes, equal target sets), the players
// choose; each alternative shows what is at stake (each target's expected damage and chance to
// be killed). Returns the option taken.
std::size_t RoundPlayer::choose_option(Live& m, const Decision& d, int value, int pierce,
                                       const std::string& key, ActionRecord& rec) {
  if (d.options.size() <= 1) return 0;
  std::vector<std::string> alts;
  for (const Option& o : d.options) {
    std::string line = "destination " + hex(board().coord(o.destination));
    const Live* f = by_decision(o.focus);
    line += ", focus " + (f ? f->f.id : std::string("none"));
    std::string targets;
    for (FigureIndex t : o.attack.targets) {
      const Live& x = *by_decision(t);
      const bool dis = std::find(o.attack.disadvantaged.begin(), o.attack.disadvantaged.end(), t) !=
                       o.attack.disadvantaged.end();
      const odds::AttackOdds od = odds_of(attack_input(m, x, value, pierce, dis));
      targets += (targets.empty() ? "" : ", ") + x.f.id + " (expected " + decimal(od.expected) +
                 (x.f.hp ? ", kill " + percent(od.at_least(*x.f.hp)) : std::string()) + ")";
    }
    line += targets.empty() ? ", no attack" : ", targets " + targets;
    alts.push_back(line);
  }
  const auto chosen = static_cast<std::size_t>(choose(key, m.f.id + "'s " + rec.kind, alts));
  rec.choice = out_.choices.size() - 1;
  return chosen;
}

// After a figure was moved between deciding and attacking: range (melee: a neighbour across
// no wall) and line of sight from where it now stands.
bool RoundPlayer::still_in_reach(Live& m, const Live& t, int range) {
  const pathing::Board& b = board();
  const auto from = b.find(m.f.hex), to = b.find(t.f.hex);
  if (!from || !to) return false;
  if (range <= 1) {
    for (pathing::Direction d = 0; d < b.directions(); ++d)
      if (b.open_edge(*from, d) && b.neighbour(*from, d) == *to) return true;
    return false;
  }
  return pathing::hex_distance(m.f.hex, t.f.hex) <= range && sight().visible(*from, *to);
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
  // Strengthen and a stat card's "Advantage" give advantage; muddle, a ranged attack on a
  // neighbour and a target whose stat card reads "Attackers gain Disadvantage" give
  // disadvantage. Instances do not stack, and advantage and disadvantage cancel.
  const StatCard* ms = stats_of(m);
  const StatCard* ts = stats_of(t);
  const bool advantage = m.f.has(Condition::Strengthen) || (ms && ms->advantage);
  const bool disadvantage =
      disadvantaged || m.f.has(Condition::Muddle) || (ts && ts->attackers_disadvantage);
  in.mode = advantage == disadvantage ? odds::DrawMode::Normal
            : advantage               ? odds::DrawMode::Advantage
                                      : odds::DrawMode::Disadvantage;
  return in;
}

// The attack's draw mode as the line shows it, naming a stat card's printed rule when one
// gives it (or is cancelled: instances of advantage and disadvantage cancel).
std::string RoundPlayer::draw_mode_text(const Live& m, const Live& t, odds::DrawMode mode) const {
  const StatCard* ms = stats_of(m);
  const StatCard* ts = stats_of(t);
  std::string why;
  if (ms && ms->advantage) why = "its stat card: \"Advantage\"";
  if (ts && ts->attackers_disadvantage)
    why += (why.empty() ? "" : "; ") + t.f.id + "'s stat card: \"Attackers gain Disadvantage\"";
  if (!why.empty()) why = " (" + why + ")";
  if (mode == odds::DrawMode::Advantage) return ", advantage" + why;
  if (mode == odds::DrawMode::Disadvantage) return ", disadvantage" + why;
  return why.empty() ? "" : ", advantage and disadvantage cancel" + why;
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
  line += draw_mode_text(m, t, in.mode);
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
    const StatCard* ms = stats_of(m);
    const ConditionSet stated =
        act.conditions | (ms ? ms->conditions : 0) | (bonus ? bonus->conditions : 0);
    if (stated) ar.conditions = give_conditions(t, stated, rec);
    const std::string key = m.f.id + "/" + std::to_string(rec.number) + "/" + t.f.id;
    // The stat card's push (pull) and a consumed element's add to the card's.
    const int push = act.push + (ms ? ms->push : 0) + (bonus ? bonus->push : 0);
    const int pull = act.pull + (ms ? ms->pull : 0) + (bonus ? bonus->pull : 0);
    if (push > 0) forced_move(m, t, push, true, key, rec);
    if (pull > 0 && push == 0) forced_move(m, t, pull, false, key, rec);
    // Retaliate takes effect after the whole attack, push and pull included, from where the
    // target then stands (a trap on the way may have killed it).
    if (!t.removed) retaliate(m, t, ar, rec);
  }
  rec.attacks.push_back(std::move(ar));
}

// Push: each step to a hex farther from the attacker; pull: nearer (rules digest, "Moving":
// forced movement moves the target as its own movement would). The target passes through its
// allies but never through its enemies (a flying target passes every figure), and never ends
// on a figure: a push that would end on an ally ends on the last empty hex before it. The
// push goes as far as the hexes allow (the 1st-edition reading, noted where unruled); where
// several paths do, the players choose one (one choice point for the whole push).
void RoundPlayer::forced_move(Live& m, Live& t, int steps, bool push, const std::string& key,
                              ActionRecord& rec) {
  const pathing::Board& b = board();
  const StatCard* ts = stats_of(t);
  if (ts && (push ? ts->immune_push : ts->immune_pull)) {
    rec.lines.push_back(t.f.id + " is immune to " + (push ? "push" : "pull") + ": not moved");
    return;
  }
  const bool flying = ts && ts->flying;
  // Every path of single steps, each farther from (nearer to) the attacker, until no step is
  // left or none is allowed; each cut back to its last empty hex.
  std::vector<std::vector<Coord>> ends;
  std::vector<Coord> path;
  std::vector<Coord> blocked_by_enemy;
  const auto walk = [&](auto&& self, Coord here) -> void {
    pathing::deadline::poll();
    bool extended = false;
    if (static_cast<int>(path.size()) < steps) {
      const auto cell = b.find(here);
      const int now = pathing::hex_distance(m.f.hex, here);
      for (pathing::Direction d = 0; cell && d < b.directions(); ++d) {
        if (!b.open_edge(*cell, d)) continue;
        const pathing::CellIndex n = b.neighbour(*cell, d);
        const Coord h = b.coord(n);
        const int dist = pathing::hex_distance(m.f.hex, h);
        if (push ? dist <= now : dist >= now) continue;
        if (b.terrain(n) == pathing::Terrain::Obstacle && !flying) continue;
        if (std::find(path.begin(), path.end(), h) != path.end()) continue;
        const Live* o = at(h);
        if (o && o != &t && !flying && o->f.side != t.f.side && !inactive(*o)) {
          if (std::find(blocked_by_enemy.begin(), blocked_by_enemy.end(), h) ==
              blocked_by_enemy.end())
            blocked_by_enemy.push_back(h);
          continue;  // never through an enemy
        }
        extended = true;
        path.push_back(h);
        self(self, h);
        path.pop_back();
      }
    }
    if (extended) return;
    std::vector<Coord> cut = path;
    while (!cut.empty() && at(cut.back()) != nullptr) cut.pop_back();
    if (std::find(ends.begin(), ends.end(), cut) == ends.end()) ends.push_back(std::move(cut));
  };
  walk(walk, t.f.hex);
  // As far as the hexes allow: the longest paths.
  std::size_t longest = 0;
  for (const auto& e : ends) longest = std::max(longest, e.size());
  std::vector<std::vector<Coord>> options;
  for (auto& e : ends)
    if (e.size() == longest) options.push_back(std::move(e));
  const auto path_text = [&](const std::vector<Coord>& v) {
    std::string text;
    for (Coord h : v) text += " " + hex(h);
    return text;
  };
  std::size_t k = 0;
  if (options.size() > 1) {
    std::vector<std::string> alts;
    for (const auto& o : options) alts.push_back("through" + path_text(o));
    k = static_cast<std::size_t>(
        choose(key, std::string(push ? "the push of " : "the pull of ") + t.f.id, alts));
  }
  if (p_.is_unruled(Unruled::ForcedMovement)) {
    const std::string note =
        "forced movement: this rule set has no published ruling on how far a monster pushes "
        "or pulls; the 1st-edition reading is kept (the full amount, each step away from or "
        "towards the attacker, while a hex allows it)";
    if (std::find(out_.notes.begin(), out_.notes.end(), note) == out_.notes.end())
      out_.notes.push_back(note);
  }
  const std::vector<Coord> chosen = options.empty() ? std::vector<Coord>{} : options[k];
  std::string why;
  if (!blocked_by_enemy.empty()) {
    std::vector<std::string> names;
    for (Coord h : blocked_by_enemy) names.push_back(at(h)->f.id);
    why = " (never through an enemy: " + join(names) + ")";
  }
  if (chosen.empty()) {
    rec.lines.push_back(std::string(push ? "push" : "pull") + ": " + t.f.id + " cannot move" + why);
    return;
  }
  // Allies passed on the way.
  std::vector<std::string> passed;
  for (Coord h : chosen)
    if (const Live* o = at(h); o && o != &t) passed.push_back(o->f.id);
  rec.lines.push_back(std::string(push ? "pushes " : "pulls ") + t.f.id + " " +
                      hexes(chosen.size()) + ":" + path_text(chosen) +
                      (passed.empty() ? "" : " (through its ally " + join(passed) + ")") + why);
  for (Coord h : chosen) {
    if (t.removed) break;
    t.f.hex = h;
    enter_hex(t, h, flying, rec);
  }
}

}  // namespace arbiter::gloomhaven::round_detail
