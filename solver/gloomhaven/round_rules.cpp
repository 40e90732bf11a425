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
//    is lower, else in its type's place). `present` may ask for more hit points than a figure
//    on the board has (`hp_above`: the book's "an altar with more than 1 hit point"), and
//    `each` makes the rule act once for each figure that holds it (on that figure alone when
//    its effect names the same figures). The conditions of the rules of one moment (the
//    start, the end) are judged as the moment begins, before any of them acts: a rule that
//    destroys a figure does not take back another rule's condition of that moment.
// 7. A rule that changes a type's stat cards once a room is revealed (a type's door_changes)
//    holds from the moment one of its doors opens, by a character's move or by a rule: the
//    room's monsters are then placed at the changed card's hit points, and a monster of the
//    type already on the board keeps its hit points, at most the changed card's maximum.
// 8. A rule that changes a type's stat cards by a number of figures on the board (a type's
//    figure_changes: scenario 22's "for each altar standing") adds its values, with X that
//    number as it is at each moment, to the card steps 7 leaves, from the moment one of its
//    doors opens (or always): a figure destroyed changes the card at once, and a monster of
//    the type keeps its hit points, at most the changed maximum.
#include <algorithm>
#include <cstdint>
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
  std::string present;
  if (!m.present.empty())
    present = std::string(m.each ? ", for each " : ", while ") + m.present +
              (m.hp_above ? " with more than " + std::to_string(*m.hp_above) + " hit points" : "") +
              (m.each ? " on the board" : " is on the board");
  return "scenario rule " + std::to_string(i + 1) + " (" + m.name + ", " +
         (m.start ? "start" : "end") + " of the rounds where " + m.rounds + present + ")";
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
  if (!m.present.empty() && present_figures(m).empty()) {
    why = m.hp_above ? "no " + m.present + " on the board has more than " +
                           std::to_string(*m.hp_above) + " hit points: not played"
                     : "no figure on the board is " + m.present + ": not played";
    return false;
  }
  return true;
}

// The figures on the board that hold rule `m`'s `present` (and its `hp_above`).
std::vector<Live*> RoundPlayer::present_figures(const MapRule& m) const {
  std::vector<Live*> out;
  for (const auto& p : live_)
    if (!p->removed && names(*p, m.present) && (!m.hp_above || (p->f.hp && *p->f.hp > *m.hp_above)))
      out.push_back(p.get());
  return out;
}

// Steps 1 to 5 for the rules of the start (or the end) of the round: every condition judged
// first (step 6), then each rule that holds acts in the file's order.
void RoundPlayer::play_rules(bool start) {
  const std::size_t n = r_.round.rules.size();
  std::vector<std::string> why(n);
  std::vector<bool> acts(n, false);
  std::vector<std::vector<Live*>> held(n);
  for (std::size_t i = 0; i < n; ++i) {
    const MapRule& m = r_.round.rules[i];
    if (m.start != start || !m.killed.empty()) continue;
    acts[i] = rule_acts(m, i, why[i]);
    if (acts[i] && m.each) held[i] = present_figures(m);
  }
  for (std::size_t i = 0; i < n; ++i) {
    const MapRule& m = r_.round.rules[i];
    if (m.start != start || !m.killed.empty()) continue;
    if (!acts[i]) {
      out_.notes.push_back(rule_name(m, i) + ": " + why[i]);
      continue;
    }
    ActionRecord rec;
    if (m.each)
      rule_each(m, held[i], rec);
    else
      rule_effect(m, rec);
    if (rec.lines.empty()) rec.lines.push_back("nothing happens");
    out_.notes.push_back(rule_name(m, i) + ": " + join(rec.lines, "; "));
  }
}

// A rule with `each`: its effect once for each figure that held its condition as the moment
// began; on that figure alone when `who` names the figures `present` names.
void RoundPlayer::rule_each(const MapRule& m, const std::vector<Live*>& held, ActionRecord& rec) {
  for (Live* x : held) {
    ActionRecord one;
    if (m.who != m.present)
      rule_effect(m, one);
    else if (x->removed)
      one.lines.push_back(x->f.id + " is no longer on the board");
    else
      rule_effect(m, one, x);
    if (one.lines.empty()) one.lines.push_back("nothing happens");
    rec.lines.push_back("for " + x->f.id + ": " + join(one.lines, ", "));
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
// `only`: the one figure it reaches (a rule with `each`), else every one `who` names.
void RoundPlayer::rule_effect(const MapRule& m, ActionRecord& rec, Live* only) {
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
  const std::vector<Live*> whom = only != nullptr ? std::vector<Live*>{only} : rule_figures(m.who);
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

int RoundPlayer::count_named(const std::string& who) const {
  return static_cast<int>(std::count_if(
      live_.begin(), live_.end(), [&](const auto& p) { return !p->removed && names(*p, who); }));
}

// Step 8: card `s` with the figure changes of `t` that hold now.
const StatCard* RoundPlayer::with_figure_changes(const MonsterType& t, const StatCard& s) const {
  StatCard out = s;
  std::string key = std::to_string(reinterpret_cast<std::uintptr_t>(&s));
  std::size_t i = 0;
  const auto add = [&](const std::string& text, int x, const char* field) {
    try {
      return text.empty() ? 0 : count_expression_value(text, x, r_.round.characters);
    } catch (const std::invalid_argument& e) {
      throw scenario::ScenarioError(
          r_.position.path,
          "monster_types." + t.name + ".figure_changes[" + std::to_string(i) + "]." + field,
          std::string(e.what()) + " with X = " + std::to_string(x));
    }
  };
  for (; i < t.figure_changes.size(); ++i) {
    const FigureStatChange& c = t.figure_changes[i];
    if (!c.doors.empty() &&
        std::none_of(c.doors.begin(), c.doors.end(), [&](std::size_t d) { return door_open_[d]; }))
      continue;
    const int x = count_named(c.present);
    key += "/" + std::to_string(x);
    const int hp = add(c.hp, x, "hp");
    out.hp = std::max(1, out.hp + hp);
    if (out.hp_per_character) out.hp_base = out.hp_base.value_or(0) + hp;
    out.move = std::max(0, out.move + add(c.move, x, "move"));
    if (out.attack) out.attack = std::max(0, *out.attack + add(c.attack, x, "attack"));
    if (out.range > 0)
      out.range = std::max(1, out.range + add(c.range, x, "range"));  // ranged cards only
  }
  if (key.find('/') == std::string::npos) return &s;
  return &figure_cards_.try_emplace(key, std::move(out)).first->second;
}

// Step 8 in the round's notes, as the order is set: each figure change, its X and what it adds
// now, or the doors it waits for.
void RoundPlayer::note_figure_changes() {
  for (const auto& [name, t] : r_.round.types)
    for (const FigureStatChange& c : t.figure_changes) {
      std::string text =
          name + "'s stat cards change by the " + c.present + " on the board (" + c.name + "): ";
      if (!c.doors.empty() && std::none_of(c.doors.begin(), c.doors.end(),
                                           [&](std::size_t d) { return door_open_[d]; })) {
        std::string doors;
        for (const std::size_t d : c.doors)
          doors += (doors.empty() ? "" : ", ") + hex(r_.round.doors[d].hex);
        out_.notes.push_back(text + "not yet, it waits for the door at " + doors + " to open");
        continue;
      }
      const int x = count_named(c.present);
      text += "X = " + std::to_string(x);
      for (const auto& [field, words] :
           {std::pair{&c.hp, "hit points"}, std::pair{&c.attack, "attack"},
            std::pair{&c.move, "move"}, std::pair{&c.range, "range (a ranged card's)"}})
        if (!field->empty()) try {
            text += ", " + std::string(words) + " " + *field + " = " +
                    std::to_string(count_expression_value(*field, x, r_.round.characters));
          } catch (const std::invalid_argument& e) {
            throw scenario::ScenarioError(r_.position.path,
                                          "monster_types." + name + ".figure_changes",
                                          std::string(e.what()) + " with X = " + std::to_string(x));
          }
      out_.notes.push_back(text);
    }
}

// Step 8: after a figure leaves the board, each monster of a type with figure changes keeps
// its hit points within its card's maximum as it now stands.
void RoundPlayer::cap_figure_changes(ActionRecord& rec) {
  for (const auto& p : live_) {
    Live& x = *p;
    if (x.removed || !x.f.type || x.script.stats || !x.f.hp) continue;
    const auto t = r_.round.types.find(*x.f.type);
    if (t == r_.round.types.end() || t->second.figure_changes.empty()) continue;
    const int most = max_hp(x);
    if (*x.f.hp <= most) continue;
    rec.lines.push_back(x.f.id + " keeps " + std::to_string(most) + " hit points of " +
                        std::to_string(*x.f.hp) + ", its card's maximum as the board now stands");
    x.f.hp = most;
  }
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
