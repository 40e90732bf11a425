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
        } else if (inactive(*t)) {
          rec.lines.push_back(s.target +
                              " is inactive this round, unaffected by all abilities: "
                              "no heal");
        } else {
          heal_figure(*t, s.amount, rec);
        }
        break;
      }
    }
    a.actions.push_back(std::move(rec));
  }
}

// The first of the type to act consumes what its card consumes (every monster of the type
// has the bonus, or performs what the consumed element unlocks, this round) and sets the
// card's infusions to come at the end of its turn. "Any element": the players choose which.
void RoundPlayer::first_of_type(Live& m, const std::vector<CardAction>& card, TypeRound& tr,
                                Activation& a) {
  tr.first_done = true;
  tr.consumed.assign(card.size(), false);
  ActionRecord rec;
  rec.kind = "elements";
  for (std::size_t i = 0; i < card.size(); ++i) {
    const CardAction& c = card[i];
    if (!c.consume && c.kind != ActionKind::OnConsume) continue;
    const bool any = c.consume ? c.consume->any : c.any_element;
    const std::string key = m.f.id + "/" + std::to_string(i + 1) + "/element";
    const auto e = consumable(c.consume ? c.consume->element : c.element, any, key, rec);
    const std::string what =
        any ? std::string("any element")
            : std::string(element_name(c.consume ? c.consume->element : c.element));
    if (!e) {
      rec.lines.push_back("action " + std::to_string(i + 1) + ": " + what +
                          (any ? ": every element is inert" : " is inert") +
                          ": no bonus this round");
      continue;
    }
    elements_[static_cast<std::size_t>(*e)] = ElementState::Inert;
    tr.consumed[i] = true;
    rec.lines.push_back("action " + std::to_string(i + 1) + ": consumes " +
                        std::string(element_name(*e)) +
                        (c.consume ? ": the type's bonus this round"
                                   : ": every monster of the type performs what follows it "
                                     "this round"));
  }
  const auto infuse = [&](const CardAction& c, std::size_t i) {
    if (c.kind != ActionKind::Infuse) return;
    Element e = c.element;
    if (c.any_element) {
      std::vector<std::string> alts;
      for (int k = 0; k < kElementCount; ++k)
        alts.push_back(std::string(element_name(static_cast<Element>(k))));
      e = static_cast<Element>(
          choose(m.f.id + "/" + std::to_string(i + 1) + "/element", m.f.id + "'s infusion", alts));
      rec.lines.push_back("action " + std::to_string(i + 1) + ": infuses any element: " +
                          std::string(element_name(e)) + " (the players' choice)");
    }
    pending_infusions_.push_back(e);
  };
  for (std::size_t i = 0; i < card.size(); ++i) {
    infuse(card[i], i);
    if (card[i].kind != ActionKind::OnConsume || !tr.consumed[i]) continue;
    for (const CardAction& t : card[i].then) infuse(t, i);
  }
  if (!rec.lines.empty()) a.actions.push_back(std::move(rec));
}

// The element an ability consumes now: `e` unless inert; with `any`, one of the strong or
// waning elements (the players choose when several are). nullopt: nothing to consume.
std::optional<Element> RoundPlayer::consumable(Element e, bool any, const std::string& key,
                                               ActionRecord& rec) {
  if (!any) {
    if (elements_[static_cast<std::size_t>(e)] == ElementState::Inert) return std::nullopt;
    return e;
  }
  std::vector<Element> live;
  std::vector<std::string> alts;
  for (int k = 0; k < kElementCount; ++k) {
    if (elements_[static_cast<std::size_t>(k)] == ElementState::Inert) continue;
    live.push_back(static_cast<Element>(k));
    alts.push_back(std::string(element_name(live.back())));
  }
  if (live.empty()) return std::nullopt;
  if (live.size() == 1) return live.front();
  const int k = choose(key, "the element consumed as any element", alts);
  rec.choice = out_.choices.size() - 1;
  return live[static_cast<std::size_t>(k)];
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
    if (!tr->first_done) first_of_type(m, card, *tr, a);
  }
  const auto bonus = [&](std::size_t i) -> const ConsumeBonus* {
    return tr && i < tr->consumed.size() && tr->consumed[i] && card[i].consume ? &*card[i].consume
                                                                               : nullptr;
  };
  for (std::size_t i = 0; i < card.size() && !m.removed; ++i) {
    const CardAction& c = card[i];
    if (c.only && *c.only != m.f.rank) {
      ActionRecord rec;
      rec.number = static_cast<int>(i + 1);
      rec.kind = std::string(action_kind_name(c.kind));
      rec.lines.push_back(std::string(c.only == Rank::Elite ? "elite" : "normal") +
                          " monsters only: not " + m.f.id);
      a.actions.push_back(std::move(rec));
      continue;
    }
    if (c.consume && c.consume->required && !bonus(i)) {
      // "Consume air: Attack +0": without the element, the ability is not performed.
      ActionRecord rec;
      rec.number = static_cast<int>(i + 1);
      rec.kind = std::string(action_kind_name(c.kind));
      rec.lines.push_back((c.consume->any ? std::string("no element")
                                          : std::string(element_name(c.consume->element))) +
                          " was not consumed: the ability is not performed (it needs it)");
      a.actions.push_back(std::move(rec));
      continue;
    }
    if (c.kind == ActionKind::Move || c.kind == ActionKind::Attack) {
      const bool paired = c.kind == ActionKind::Move && i + 1 < card.size() &&
                          card[i + 1].kind == ActionKind::Attack &&
                          (!card[i + 1].only || *card[i + 1].only == m.f.rank);
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
    const bool consumed = tr && i < tr->consumed.size() && tr->consumed[i];
    card_ability(m, *st, c, i, bonus(i), consumed, rec);
    a.actions.push_back(std::move(rec));
  }
}

}  // namespace arbiter::gloomhaven::round_detail
