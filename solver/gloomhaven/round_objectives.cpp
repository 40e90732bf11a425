// A scenario's objectives and escorts (map.objectives) on the board, as the rulebook's
// "Special Scenario Rules" (p. 34) describe them:
// - an escort: "Objective tokens ... represent allied figures": a figure on the characters'
//   side, so the monsters' enemy, focused and attacked as any enemy is; its initiative for
//   the focus ties is the file's `initiative`, else 99 (the later editions' "objectives count
//   as initiative 99"). What it does on its own turn is the scenario book's: it takes none.
// - an objective the characters destroy (an altar, a totem): as the rulebook's obstacles with
//   hit points, "considered enemies for all ability purposes and have an initiative of 99 for
//   the purpose of summon focusing, but they are immune to all negative conditions": a figure
//   on the monsters' side (never the monsters' focus), initiative 99, no turn, no money token.
// An objective without a hex or hit points, or on a closed door (the door is the objective:
// it stays locked), is listed in the round's notes and not set on the board.
#include <algorithm>
#include <map>

#include "solver/gloomhaven/round_player.hpp"

namespace arbiter::gloomhaven::round_detail {

namespace {

constexpr int kObjectiveInitiative = 99;

// The conditions an objective is immune to: every negative one.
constexpr ConditionSet kNegative =
    bit(Condition::Poison) | bit(Condition::Wound) | bit(Condition::Muddle) |
    bit(Condition::Disarm) | bit(Condition::Immobilize) | bit(Condition::Stun) |
    bit(Condition::Curse) | bit(Condition::Brittle) | bit(Condition::Bane) |
    bit(Condition::Impair) | bit(Condition::Infect) | bit(Condition::Rupture) |
    bit(Condition::Enfeeble);

}  // namespace

ConditionSet objective_immunity(const Live& x) {
  return x.objective && x.f.side == Side::Monsters ? kNegative : 0;
}

// Why objective `o` is not set on the board (empty: it is).
std::string RoundPlayer::objective_left_off(const MapObjective& o, std::size_t i) const {
  const std::string at = "map.objectives[" + std::to_string(i) + "]";
  if (!o.hex) return "the file gives no hex (" + at + ".hex; the book's map shows it)";
  if (!o.hp)
    return "its hit points are a formula with a letter the scenario defines (" + at + ".hp)";
  if (*o.hp == 0) return "it has no hit points: nothing attacks it";
  for (const Door& d : r_.round.doors)
    if (d.hex == *o.hex) return "it is the closed door at " + hex(d.hex) + ", which stays locked";
  return "";
}

void RoundPlayer::place_objectives() {
  std::map<std::string, int> numbered;
  for (std::size_t i = 0; i < r_.round.objectives.size(); ++i) {
    const MapObjective& o = r_.round.objectives[i];
    const std::string name = "objective " + std::to_string(i + 1) + " (" + o.name +
                             (o.escort ? ", an escort" : "") + ")";
    const std::string at = "map.objectives[" + std::to_string(i) + "]";
    if (const std::string off = objective_left_off(o, i); !off.empty()) {
      out_.notes.push_back(name + ": not on the board: " + off);
      continue;
    }
    if (const Live* x = this->at(*o.hex))
      throw scenario::ScenarioError(r_.position.path, at + ".hex",
                                    "hex " + hex(*o.hex) + " already holds " + x->f.id);
    Figure f;
    f.id = o.name + " " + std::to_string(++numbered[o.name]);
    if (find(f.id) != nullptr)
      throw scenario::ScenarioError(r_.position.path, at + ".name",
                                    "its figure would be " + f.id + ", already a figure's id");
    f.side = o.escort ? Side::Players : Side::Monsters;
    f.kind = Kind::Monster;  // no type: no card, no turn
    f.hex = *o.hex;
    f.hp = f.max_hp = *o.hp;
    f.initiative = o.escort ? o.initiative.value_or(kObjectiveInitiative) : kObjectiveInitiative;
    Live& x = add_figure(f, false);
    x.objective = true;
    out_.notes.push_back(
        name + ": " + f.id + " at " + hex(f.hex) + ", " + std::to_string(*o.hp) + " hit points, " +
        (o.escort
             ? "on the characters' side (\"allied figures\"): the monsters' enemy, initiative " +
                   std::to_string(*f.initiative) + "; its own turn is the scenario book's"
             : std::string("\"considered enemies for all ability purposes\" by the "
                           "characters: never the monsters' focus, initiative 99, immune "
                           "to negative conditions")));
  }
}

}  // namespace arbiter::gloomhaven::round_detail
