// A scenario's special rules that act at the start or the end of given rounds (map.rules),
// played by the round as the rulebook's "Special Scenario Rules" (p. 34) and its round
// (digest, "The round") order them:
//
// 1. A rule acts in this round when its `rounds` holds for round.number (R) and the number of
//    characters (C). Without round.number, a rule whose `rounds` names R is reported and
//    does nothing.
// 2. At the start of the round, before the order is set (after the start's spawns): a room
//    revealed then puts its monsters into this round's order in their type's place, and an
//    element made strong is there for every figure's turn.
// 3. At the end of the round, after the last figure's turn and the end's spawns, and before
//    the clean-up (step 5: "elements wane"): an element made strong there is waning when the
//    next round begins; a room revealed there acts from the next round on.
// 4. The effect, one of a closed set: elements set to a state; damage suffered (a scenario's
//    damage is not an attack: no shield, no modifier card) or a heal, each on every figure
//    `who` names; conditions given (immunities hold); doors opened and their rooms revealed.
//    A figure killed leaves a money token as any monster killed does.
// 5. Each rule that acts is a note of the round naming the rule and what it did; one that
//    does not act in this round says why.
// 6. A rule may wait for a figure's condition (the scenario book's "while the door stands",
//    "when all Stone Golems are killed"): `present`, it acts in its rounds only while a figure
//    it names is on the board; `killed`, it acts once, at the moment a figure it names is
//    killed and leaves none on the board, within the turn of whoever killed it (a room it
//    reveals then acts as one its opener revealed: right after that turn when its initiative
//    is lower, else in its type's place).
// 7. A rule that changes a type's stat cards once a room is revealed (a type's door_changes)
//    holds from the moment one of its doors opens, by a character's move or by a rule: the
//    room's monsters are then placed at the changed card's hit points, and a monster of the
//    type already on the board keeps its hit points, at most the changed card's maximum.
#include <algorithm>
#include <stdexcept>

#include "solver/gloomhaven/round_expression.hpp"
#include "solver/gloomhaven/round_player.hpp"

namespace arbiter::gloomhaven::round_detail {

namespace {

constexpr std::string_view kStateWords[] = {"inert", "waning", "strong"};

std::string rule_name(const MapRule& m, std::size_t i) {
  if (!m.killed.empty())
    return "scenario rule " + std::to_string(i + 1) + " (" + m.name + ", when the last " +
           m.killed + " is killed)";
  return "scenario rule " + std::to_string(i + 1) + " (" + m.name + ", " +
         (m.start ? "start" : "end") + " of the rounds where " + m.rounds +
         (m.present.empty() ? "" : ", while " + m.present + " is on the board") + ")";
}

// Whether figure `x`, on the board or just killed, is one `who` names.
bool names(const Live& x, const std::string& who) {
  const bool named = x.objective ? x.f.id.rfind(who + " ", 0) == 0 : x.f.type == who;
  const bool monster = x.f.kind == Kind::Monster && !x.objective && x.f.type.has_value();
  return named || (who == "monsters" && monster) ||
         (who == "characters" && x.f.kind == Kind::Character) || (who == "figures" && !x.objective);
}

}  // namespace

// Whether rule `m` acts in this round (step 1); `why` says why not.
bool RoundPlayer::rule_acts(const MapRule& m, std::size_t i, std::string& why) const {
  if (m.rounds.find('R') != std::string::npos && !r_.round.number) {
    why = "round.number is not given, so whether " + m.rounds + " holds is not known: not played";
    return false;
  }
  const int round = r_.round.number.value_or(1);
  bool holds = false;
  try {
    holds = round_expression_holds(m.rounds, round, r_.round.characters);
  } catch (const std::invalid_argument& e) {
    throw scenario::ScenarioError(r_.position.path, "map.rules[" + std::to_string(i) + "].rounds",
                                  std::string(e.what()) + " in round " + std::to_string(round));
  }
  if (!holds) {
    why = "not in this round (" + m.rounds + " is false in round " + std::to_string(round) + ")";
    return false;
  }
  if (!m.present.empty() && !any_named(m.present)) {
    why = "no figure on the board is " + m.present + ": not played";
    return false;
  }
  return true;
}

void RoundPlayer::play_rules(bool start) {
  for (std::size_t i = 0; i < r_.round.rules.size(); ++i) {
    const MapRule& m = r_.round.rules[i];
    if (m.start != start || !m.killed.empty()) continue;
    std::string why;
    if (!rule_acts(m, i, why)) {
      out_.notes.push_back(rule_name(m, i) + ": " + why);
      continue;
    }
    ActionRecord rec;
    rule_effect(m, rec);
    if (rec.lines.empty()) rec.lines.push_back("nothing happens");
    out_.notes.push_back(rule_name(m, i) + ": " + join(rec.lines, "; "));
  }
}

// Step 6: each rule waiting for the death of a figure `x` was (not yet acted this round; its
// rounds holding) acts once none it names is left on the board. A figure killed by its effect
// may set off another.
void RoundPlayer::play_killed_rules(const Live& x, ActionRecord& rec) {
  killed_rule_done_.resize(r_.round.rules.size(), false);
  for (std::size_t i = 0; i < r_.round.rules.size(); ++i) {
    const MapRule& m = r_.round.rules[i];
    if (m.killed.empty() || killed_rule_done_[i]) continue;
    if (!names(x, m.killed) || any_named(m.killed)) continue;
    std::string why;
    if (!rule_acts(m, i, why)) {
      out_.notes.push_back(rule_name(m, i) + ": " + why);
      continue;
    }
    killed_rule_done_[i] = true;
    ActionRecord effect;
    rule_effect(m, effect);
    if (effect.lines.empty()) effect.lines.push_back("nothing happens");
    const std::string text = rule_name(m, i) + ": " + join(effect.lines, "; ");
    rec.lines.push_back(text);
    out_.notes.push_back(text);
  }
}

// Step 4: what the rule does to the round as it stands.
void RoundPlayer::rule_effect(const MapRule& m, ActionRecord& rec) {
  switch (m.effect) {
    case RuleEffect::Elements:
      for (const auto& [e, s] : m.elements) {
        elements_[static_cast<std::size_t>(e)] = s;
        rec.lines.push_back(std::string(element_name(e)) + " becomes " +
                            std::string(kStateWords[static_cast<std::size_t>(s)]));
      }
      return;
    case RuleEffect::Reveal:
      for (const std::size_t d : m.doors) reveal_by_rule(d, rec);
      return;
    default:
      break;
  }
  const std::vector<Live*> whom = rule_figures(m.who);
  if (whom.empty()) rec.lines.push_back("no figure on the board is " + m.who);
  for (Live* x : whom) {
    if (m.effect == RuleEffect::Damage)
      damage(*x, m.amount, rec, "the scenario's rule");
    else if (m.effect == RuleEffect::Heal)
      heal_figure(*x, m.amount, rec);
    else
      give_conditions(*x, m.conditions, rec);
  }
}

// The figures on the board `who` names: "monsters" (every monster of a type, not the
// objectives), "characters", "figures" (every figure but the objectives), a monster type's
// name, or an objective's name.
std::vector<Live*> RoundPlayer::rule_figures(const std::string& who) {
  std::vector<Live*> out;
  for (const auto& p : live_)
    if (!p->removed && names(*p, who)) out.push_back(p.get());
  return out;
}

bool RoundPlayer::any_named(const std::string& who) const {
  return std::any_of(live_.begin(), live_.end(),
                     [&](const auto& p) { return !p->removed && names(*p, who); });
}

// Door `d` opened by a scenario's rule: its room revealed, its monsters placed on their hexes
// (in the file's order: no character opened it, so none is nearer) with no turn of a door's
// opener to follow: at the start of the round they act in their type's place.
void RoundPlayer::reveal_by_rule(std::size_t d, ActionRecord& rec) {
  const Door& door = r_.round.doors[d];
  if (door_open_[d]) {
    rec.lines.push_back("the door at " + hex(door.hex) + " is already open");
    return;
  }
  unwall_door(d);
  rec.lines.push_back("the door at " + hex(door.hex) + " opens and its room is revealed");
  apply_door_changes(d, rec);
  const int chars = std::clamp(r_.round.characters, 2, 4);
  for (const DoorPlacement& p : door.monsters) {
    const auto rank = p.ranks[static_cast<std::size_t>(chars - 2)];
    if (!rank) continue;
    const MonsterType& type = r_.round.types.at(p.type);
    const int standee = free_standee(type);
    if (at(p.hex) != nullptr || standee == 0) {
      rec.lines.push_back(
          (standee == 0 ? "no " + p.type + " standee left" : hex(p.hex) + " is occupied") +
          ": no " + p.type + " placed at " + hex(p.hex));
      continue;
    }
    Live& x = add_door_monster(p, *rank, standee);
    out_.summoned.push_back({x.f.id, x.f.hex});
    if (revealed_ != nullptr) {  // during a figure's turn: it acts as one its opener revealed
      x.revealed = "revealed by the door at " + hex(door.hex) + ", opened by a scenario rule";
      revealed_->push_back(live_.size() - 1);
    }
    rec.lines.push_back("places " + x.f.id + " (" + (*rank == Rank::Elite ? "elite" : "normal") +
                        ") at " + hex(x.f.hex));
  }
  place_reveal_spawns(d, rec, revealed_);
  update_inactive(&rec);
}

// Step 6: the door changes door `d` starts (none of their other doors was open before),
// each a line of the door's opening; the type's monsters on the board keep their hit points
// within the changed maximum.
void RoundPlayer::apply_door_changes(std::size_t d, ActionRecord& rec) {
  for (const auto& [name, t] : r_.round.types) {
    bool changed = false;
    for (const DoorStatChange& c : t.door_changes) {
      const auto opened = std::count_if(c.doors.begin(), c.doors.end(),
                                        [&](std::size_t k) { return door_open_[k]; });
      if (std::find(c.doors.begin(), c.doors.end(), d) == c.doors.end() || opened != 1) continue;
      std::vector<std::string> ranks;
      for (const auto& [rank, word] :
           {std::pair{Rank::Normal, "normal"}, std::pair{Rank::Elite, "elite"},
            std::pair{Rank::Boss, "boss"}})
        if (c.stats(rank) != nullptr) ranks.emplace_back(word);
      rec.lines.push_back(name + "'s " + join(ranks) + " stat " +
                          (ranks.size() == 1 ? "card changes" : "cards change") + " (" + c.name +
                          ")");
      changed = true;
    }
    if (!changed) continue;
    for (const auto& p : live_) {
      Live& x = *p;
      if (x.removed || x.f.type != name || x.script.stats || !x.f.hp) continue;
      const int most = max_hp(x);
      if (*x.f.hp <= most) continue;
      rec.lines.push_back(x.f.id + " keeps " + std::to_string(most) + " hit points of " +
                          std::to_string(*x.f.hp) + ", the changed card's maximum");
      x.f.hp = most;
    }
  }
}

}  // namespace arbiter::gloomhaven::round_detail
