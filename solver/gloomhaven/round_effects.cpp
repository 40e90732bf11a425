// What happens to a figure during a round, whoever caused it (rules digest: "Other
// abilities", "Moving"): damage and death (a money token), conditions given, retaliate,
// the file's stated shield and retaliate, and the traps and hazardous terrain of the hexes
// a figure enters.
#include <algorithm>

#include "solver/gloomhaven/round_player.hpp"

namespace arbiter::gloomhaven::round_detail {

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
    // A normal or elite monster leaves a money token; a summoned or spawned one, or an objective,
    // does not.
    if (x.f.kind == Kind::Monster && x.f.side == Side::Monsters && !x.summoned && !x.spawned &&
        !x.objective && x.f.rank != Rank::Boss) {
      money_.push_back(x.f.hex);
      line += "; it leaves a money token at " + hex(x.f.hex);
    }
    rec.lines.push_back(line);
    cap_figure_changes(rec);
    play_killed_rules(x, rec);
    update_inactive(&rec);  // a type inactive while (until) the figures it names stand
    return;
  }
  rec.lines.push_back(line);
}

// A condition the figure is immune to is not given, and the timeline says so. Curse and bless
// given to a monster are cards shuffled into the monster modifier deck, whose odds every later
// attack then shows; on a players' figure they go into its players' deck, which the round does
// not model.
ConditionSet RoundPlayer::give_conditions(Live& x, ConditionSet c, ActionRecord& rec) {
  const StatCard* st = stats_of(x);
  const ConditionSet immune = c & ((st ? st->immune : 0) | objective_immunity(x));
  if (immune)
    rec.lines.push_back(x.f.id + " is immune to " + conditions_text(immune) + ": not given");
  c &= ~immune;
  const ConditionSet given = c;
  const ConditionSet cards = bit(Condition::Curse) | bit(Condition::Bless);
  if ((c & cards) && x.f.side == Side::Monsters) {
    std::string line = x.f.id + " gets " + conditions_text(c & cards) + ":";
    if (c & bit(Condition::Curse)) {
      deck_.add_curse(1);
      line += " a curse card";
    }
    if (c & bit(Condition::Bless)) {
      deck_.add_bless(1);
      line += std::string((c & bit(Condition::Curse)) ? " and" : "") + " a bless card";
    }
    rec.lines.push_back(line + " goes into the monster modifier deck (" +
                        std::to_string(deck_.cards.size()) + " cards now)");
    c &= ~cards;
  }
  if (c == 0) return given;
  x.f.conditions |= c;
  std::string line = x.f.id + " gets " + conditions_text(c);
  if (c & x.expiring)
    line += x.acted ? " (it has acted: " + conditions_text(c & x.expiring) +
                          " lasts until the end of its next turn, next round)"
                    : " (" + conditions_text(c & x.expiring) + " ends with its turn this round)";
  rec.lines.push_back(line);
  return given;
}

// Retaliate hits the attacker within its range, unless the attack killed the target (the
// caller checks); the attacker may die of it. The range is measured after the whole attack,
// from where the target then stands (a push may take it out of range, a pull into it).
void RoundPlayer::retaliate(Live& attacker, Live& target, AttackRecord& ar, ActionRecord& rec) {
  const int amount = retaliate_of(target);
  const int reach = retaliate_reach(target);
  if (amount <= 0) return;
  const int distance = pathing::hex_distance(attacker.f.hex, target.f.hex);
  if (distance > reach) {
    rec.lines.push_back(target.f.id + "'s retaliate " + std::to_string(amount) +
                        " does not reach " + attacker.f.id + ": " +
                        hexes(static_cast<std::size_t>(distance)) +
                        " away after the attack, range " + std::to_string(reach));
    return;
  }
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
    const auto effect = std::find_if(r_.round.traps.begin(), r_.round.traps.end(),
                                     [&](const TrapEffect& e) { return e.hex == h; });
    const bool deals = effect == r_.round.traps.end() || effect->damage;
    if (!deals) {
      // no damage: a trap of conditions only (a poison-gas trap)
    } else if (r_.round.trap_damage) {
      damage(x, *r_.round.trap_damage, rec, "trap");
    } else {
      rec.lines.push_back("(the trap's damage is not given: round.trap_damage)");
    }
    if (effect != r_.round.traps.end() && effect->conditions != 0 && !x.removed) {
      const StatCard* st = stats_of(x);
      const ConditionSet c = effect->conditions & ~(st ? st->immune : 0);
      if (c != 0) give_conditions(x, c, rec);
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

// A flying figure that loses flying over an obstacle (the seed text, "Flying"): damage as if
// it had sprung a damage trap, then it is moved to the nearest empty hex: no figure, no token,
// no overlay tile (open ground), counted around walls; equally near ones are the players'.
void RoundPlayer::lose_flight(Live& x, const std::string& key, ActionRecord& rec) {
  rec.lines.push_back(x.f.id + " loses flying over the obstacle at " + hex(x.f.hex) +
                      ": damage as from a trap, then it moves to the nearest empty hex");
  if (r_.round.trap_damage) {
    damage(x, *r_.round.trap_damage, rec, "losing flying over an obstacle");
  } else {
    rec.lines.push_back("(the trap's damage is not given: round.trap_damage)");
  }
  if (x.removed) return;
  const pathing::Board& b = board();
  const auto& prox = proximity(x.f.hex);
  int best = -1;
  std::vector<Coord> nearest;
  for (pathing::CellIndex c : prox.reached_cells()) {
    const Coord h = b.coord(c);
    if (b.terrain(c) != pathing::Terrain::Open || at(h) != nullptr ||
        std::find(money_.begin(), money_.end(), h) != money_.end())
      continue;
    const int d = prox.depth(c);
    if (best >= 0 && d > best) continue;
    if (best < 0 || d < best) nearest.clear();
    best = d;
    nearest.push_back(h);
  }
  if (nearest.empty()) {
    rec.lines.push_back("no empty hex on the map: " + x.f.id + " stays at " + hex(x.f.hex));
    return;
  }
  std::size_t k = 0;
  if (nearest.size() > 1) {
    std::vector<std::string> alts;
    for (Coord h : nearest) alts.push_back(hex(h));
    k = static_cast<std::size_t>(choose(key, "where " + x.f.id + " lands", alts));
  }
  rec.lines.push_back(x.f.id + " is moved to " + hex(nearest[k]) + ", the nearest empty hex (" +
                      hexes(static_cast<std::size_t>(best)) + ")");
  x.f.hex = nearest[k];
}

}  // namespace arbiter::gloomhaven::round_detail
