// One figure's turn in a round (rules digest, "The round" steps 3 and 4, "A monster's
// turn", "Other abilities"): what happens at its start (wound, regenerate) and at its end
// (conditions expiring, the type's infusions turning strong), a character's stated actions
// and a long rest, and a monster's ability card top to bottom: the first of its type to act
// consumes and infuses the card's elements for the whole type. What each ability does to the
// board is in round_attack.cpp, round_abilities.cpp, round_effects.cpp and
// round_characters.cpp.
#include <algorithm>

#include "solver/gloomhaven/round_player.hpp"

namespace arbiter::gloomhaven::round_detail {

// --- turns ------------------------------------------------------------------------------

void RoundPlayer::start_of_turn(Live& x, Activation& a) {
  if (x.f.has(Condition::Wound)) {
    ActionRecord rec;
    rec.kind = "wound";
    damage(x, 1, rec, "wound");
    a.actions.push_back(std::move(rec));
  }
  if (!x.removed && x.f.has(Condition::Regenerate)) {
    ActionRecord rec;
    rec.kind = "regenerate";
    heal_figure(x, 1, rec);
    a.actions.push_back(std::move(rec));
  }
}

void RoundPlayer::end_of_turn(Live& x, ConditionSet expiring_now, Activation& a) {
  ActionRecord rec;
  rec.kind = "end of turn";
  const ConditionSet ended = x.f.conditions & expiring_now;
  if (ended != 0 && !x.removed) {
    x.f.conditions &= ~ended;
    rec.lines.push_back("its " + conditions_text(ended) + " ends (end of its next turn)");
  }
  for (Element e : pending_infusions_) {
    elements_[static_cast<std::size_t>(e)] = ElementState::Strong;
    rec.lines.push_back(std::string(element_name(e)) + " is infused: strong");
  }
  pending_infusions_.clear();
  if (!rec.lines.empty()) a.actions.push_back(std::move(rec));
}

void RoundPlayer::character_turn(Live& c, Activation& a) {
  if (c.f.long_rest) {
    ActionRecord rec;
    rec.kind = "long rest";
    rec.lines.push_back("long rest: heals 2");
    heal_figure(c, 2, rec);
    a.actions.push_back(std::move(rec));
  }
  if (c.script.actions.empty() && !c.f.long_rest) {
    ActionRecord rec;
    rec.kind = "stays";
    rec.lines.push_back("no scripted actions: stays where it is");
    a.actions.push_back(std::move(rec));
  }
  for (std::size_t i = 0; i < c.script.actions.size() && !c.removed; ++i) {
    const ScriptedAction& s = c.script.actions[i];
    ActionRecord rec;
    rec.number = static_cast<int>(i + 1);
    switch (s.kind) {
      case ScriptKind::Move:
        rec.kind = "move";
        scripted_move(c, s, rec, *revealed_);
        break;
      case ScriptKind::Attack:
        rec.kind = "attack";
        scripted_attack(c, s, rec);
        break;
      case ScriptKind::Heal: {
        rec.kind = "heal";
        Live* t = find(s.target);
        if (t == nullptr || t->removed) {
          rec.lines.push_back(s.target + " is not on the board: no heal");
        } else {
          heal_figure(*t, s.amount, rec);
        }
        break;
      }
    }
    a.actions.push_back(std::move(rec));
  }
}

void RoundPlayer::monster_turn(Live& m, Activation& a) {
  const StatCard* st = stats_of(m);
  // A summon of the players (or a monster without a card) moves and attacks by its stats.
  static const std::vector<CardAction> kStatsOnly = [] {
    CardAction mv, at;
    mv.kind = ActionKind::Move;
    at.kind = ActionKind::Attack;
    return std::vector<CardAction>{mv, at};
  }();
  const MonsterType* type = nullptr;
  if (m.f.kind == Kind::Monster && m.f.type) type = &r_.round.types.at(*m.f.type);
  const std::vector<CardAction>& card = type ? type->card.actions : kStatsOnly;
  TypeRound* tr = nullptr;
  if (type) {
    tr = &types_[type->name];
    if (!tr->first_done) {
      // The first of the type to act consumes what its card consumes; every monster of the
      // type has the bonus this round.
      tr->first_done = true;
      tr->consumed.assign(card.size(), false);
      ActionRecord rec;
      rec.kind = "elements";
      for (std::size_t i = 0; i < card.size(); ++i) {
        if (!card[i].consume) continue;
        const Element e = card[i].consume->element;
        ElementState& s = elements_[static_cast<std::size_t>(e)];
        if (s == ElementState::Inert) {
          rec.lines.push_back("action " + std::to_string(i + 1) + ": " +
                              std::string(element_name(e)) + " is inert: no bonus this round");
          continue;
        }
        s = ElementState::Inert;
        tr->consumed[i] = true;
        rec.lines.push_back("action " + std::to_string(i + 1) + ": consumes " +
                            std::string(element_name(e)) + ": the type's bonus this round");
      }
      if (!rec.lines.empty()) a.actions.push_back(std::move(rec));
      for (const CardAction& c : card)
        if (c.kind == ActionKind::Infuse) pending_infusions_.push_back(c.element);
    }
  }
  const auto bonus = [&](std::size_t i) -> const ConsumeBonus* {
    return tr && i < tr->consumed.size() && tr->consumed[i] ? &*card[i].consume : nullptr;
  };
  for (std::size_t i = 0; i < card.size() && !m.removed; ++i) {
    const CardAction& c = card[i];
    const std::string key = m.f.id + "/" + std::to_string(i + 1);
    if (c.kind == ActionKind::Move || c.kind == ActionKind::Attack) {
      const bool paired = c.kind == ActionKind::Move && i + 1 < card.size() &&
                          card[i + 1].kind == ActionKind::Attack;
      const bool lone_attack = c.kind == ActionKind::Attack;
      move_and_attack(m, *st, card, i, paired, a, lone_attack ? nullptr : bonus(i),
                      lone_attack ? bonus(i)
                      : paired    ? bonus(i + 1)
                                  : nullptr);
      if (paired) ++i;
      continue;
    }
    // Every other ability: one record, numbered as on the card.
    ActionRecord rec;
    rec.number = static_cast<int>(i + 1);
    rec.kind = std::string(action_kind_name(c.kind));
    switch (c.kind) {
      case ActionKind::Move:
      case ActionKind::Attack:
        break;
      case ActionKind::Heal: {
        heal(m, c, bonus(i) ? bonus(i)->heal : 0, key, rec);
        break;
      }
      case ActionKind::Summon: {
        summon(m, c, key, rec);
        break;
      }
      case ActionKind::Loot: {
        loot(m, c.value.value, rec);
        break;
      }
      case ActionKind::Shield:
      case ActionKind::Retaliate: {
        if (c.kind == ActionKind::Shield) {
          m.shield_bonus += c.value.value;
          rec.lines.push_back("shield " + std::to_string(c.value.value) +
                              " until the end of the round (total " + std::to_string(shield_of(m)) +
                              ")");
        } else {
          m.retaliate_bonus += c.value.value;
          const int range = c.range ? c.range->value : 1;
          m.retaliate_range = std::max({m.retaliate_range, range, st->retaliate_range});
          rec.lines.push_back("retaliate " + std::to_string(c.value.value) +
                              " until the end of the round, added to its stat card's " +
                              std::to_string(st->retaliate) + ": retaliate " +
                              std::to_string(retaliate_of(m)) + " range " +
                              std::to_string(retaliate_reach(m)));
        }
        break;
      }
      case ActionKind::Infuse: {
        rec.lines.push_back(std::string(element_name(c.element)) +
                            (tr && tr->first_done ? ": strong at the end of the turn of the "
                                                    "type's first monster to act"
                                                  : ""));
        break;
      }
      case ActionKind::Self: {
        // Given during its own turn: they last until the end of its next turn.
        give_conditions(m, c.conditions, rec);
        break;
      }
    }
    a.actions.push_back(std::move(rec));
  }
}

}  // namespace arbiter::gloomhaven::round_detail
