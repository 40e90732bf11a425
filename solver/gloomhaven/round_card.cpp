// A monster's card abilities other than move and attack (rules digest: "Other abilities",
// "Elements"): heal, summon, loot, shield and retaliate, infusions, conditions on itself or on
// the figures in range, damage it suffers, pushes and pulls on every enemy in range, a card's
// own rule shown in its words, and the abilities a consumed element unlocks.
#include <algorithm>

#include "solver/gloomhaven/round_player.hpp"

namespace arbiter::gloomhaven::round_detail {

namespace {

std::string_view affects_text(Affects a) {
  switch (a) {
    case Affects::Allies:
      return "every ally";
    case Affects::SelfAndAllies:
      return "itself and every ally";
    case Affects::Enemies:
      break;
  }
  return "every enemy";
}

}  // namespace

// A monster on the board plays its stat card, and (unless summoned this round: it does not
// act) its type's ability card: a value there still waiting for a letter (round.unknowns,
// round_file_unknowns.cpp) is asked for now, naming the letter, the monster and the place.
void RoundPlayer::require_known(const Live& x) const {
  if (x.f.kind != Kind::Monster || !x.f.type) return;
  const auto t = r_.round.types.find(*x.f.type);
  if (t == r_.round.types.end()) return;
  const StatCard* s = type_stats(t->second, x.f.rank.value_or(Rank::Normal));
  for (const auto* list :
       {s ? &s->unknowns : nullptr, x.summoned ? nullptr : &t->second.card.unknowns}) {
    if (list == nullptr || list->empty()) continue;
    const PendingUnknown& u = list->front();
    const std::string letter(1, u.letter);
    throw scenario::ScenarioError(
        r_.position.path, u.place,
        letter + " has no value: " + x.f.id + " (" + *x.f.type + ") plays " +
            scenario::quote(u.formula) + " here, a value the scenario's special rules set; " +
            "give it in round.unknowns, e.g. \"round\": {\"unknowns\": {\"" + letter + "\": 3}}");
  }
}

void RoundPlayer::card_ability(Live& m, const StatCard& st, const CardAction& c, std::size_t i,
                               const ConsumeBonus* bonus, bool consumed, ActionRecord& rec) {
  const std::string key = m.f.id + "/" + std::to_string(i + 1);
  switch (c.kind) {
    case ActionKind::Move:
    case ActionKind::Attack:
      break;
    case ActionKind::Heal: {
      // A consumed element may turn a heal of one figure into one of every ally in range.
      CardAction h = c;
      if (bonus && bonus->to) h.affects = *bonus->to;
      if (h.affects == Affects::Enemies) {
        heal(m, h, bonus ? bonus->heal : 0, key, rec);
        break;
      }
      for (Live* x : announce(m, h, "heal " + std::to_string(c.value.value), rec)) {
        heal_figure(*x, c.value.value + (bonus ? bonus->heal : 0), rec);
        if (c.conditions) give_conditions(*x, c.conditions, rec);
      }
      break;
    }
    case ActionKind::Summon:
      if (c.beside_characters)
        summon_beside_characters(m, c, key, rec);
      else
        summon(m, c, key, rec);
      break;
    case ActionKind::Loot:
      loot(m, c.value.value, rec);
      break;
    case ActionKind::Shield: {
      // A consumed element's "Shield N instead" is written as the difference.
      const int value = c.value.value + (bonus ? bonus->shield : 0);
      std::vector<Live*> who{&m};
      if (c.affects != Affects::Enemies)
        who = announce(m, c, "shield " + std::to_string(value), rec);
      for (Live* x : who) {
        x->shield_bonus += value;
        rec.lines.push_back((x == &m ? std::string() : x->f.id + ": ") + "shield " +
                            std::to_string(value) + " until the end of the round (total " +
                            std::to_string(shield_of(*x)) + ")");
      }
      break;
    }
    case ActionKind::Retaliate: {
      const int value = c.value.value + (bonus ? bonus->retaliate : 0);
      m.retaliate_bonus += value;
      const int range = c.range ? c.range->value : 1;
      m.retaliate_range = std::max({m.retaliate_range, range, st.retaliate_range});
      rec.lines.push_back("retaliate " + std::to_string(value) +
                          " until the end of the round, added to its stat card's " +
                          std::to_string(st.retaliate) + ": retaliate " +
                          std::to_string(retaliate_of(m)) + " range " +
                          std::to_string(retaliate_reach(m)));
      break;
    }
    case ActionKind::Infuse:
      rec.lines.push_back((c.any_element ? std::string("any element (the players' choice)")
                                         : std::string(element_name(c.element))) +
                          ": strong at the end of the turn of the type's first monster to act");
      break;
    case ActionKind::Self:
      // Given during its own turn: they last until the end of its next turn.
      give_conditions(m, c.conditions, rec);
      break;
    case ActionKind::Suffer:
      suffer(m, c.value.value, rec);
      break;
    case ActionKind::Give:
      give(m, c, rec);
      break;
    case ActionKind::Push:
    case ActionKind::Pull: {
      CardAction p = c;  // a consumed element's "push 4 instead", as the difference
      if (bonus) p.value.value += c.kind == ActionKind::Push ? bonus->push : bonus->pull;
      push_pull(m, p, key, rec);
      break;
    }
    case ActionKind::Text:
      rec.lines.push_back("the card says: \"" + c.text +
                          "\"; the players apply it as written (the round does not play it)");
      break;
    case ActionKind::OnConsume: {
      const std::string what =
          c.any_element ? std::string("any element") : std::string(element_name(c.element));
      if (!consumed) {
        rec.lines.push_back(what + " was not consumed: what follows it is not performed");
        break;
      }
      rec.lines.push_back(what + " consumed by the type: it performs what follows");
      for (std::size_t k = 0; k < c.then.size() && !m.removed; ++k) {
        ActionRecord sub;
        card_ability(m, st, c.then[k], i, nullptr, false, sub);
        for (std::string& l : sub.lines) rec.lines.push_back(std::move(l));
        if (sub.choice) rec.choice = sub.choice;
      }
      break;
    }
  }
}

// "Suffer damage": the monster loses the hit points; no shield reduces it.
void RoundPlayer::suffer(Live& m, int amount, ActionRecord& rec) {
  rec.lines.push_back("suffer " + std::to_string(amount) + " damage (no shield reduces it)");
  damage(m, amount, rec, "its card");
}

// The range of an ability on the figures around: the card's, or relative to the stat card's.
int RoundPlayer::reach_of(const Live& m, const CardAction& c) const {
  const StatCard* st = stats_of(m);
  return c.range ? std::max(0, c.range->apply(st ? st->range : 0)) : 1;
}

std::vector<Live*> RoundPlayer::affected(Live& m, const CardAction& c) {
  const int range = reach_of(m, c);
  std::vector<Live*> out;
  if (c.affects == Affects::SelfAndAllies) out.push_back(&m);
  const auto& prox = proximity(m.f.hex, range);  // only figures within range count
  const pathing::Board& b = board();
  const auto me = b.find(m.f.hex);
  const bool enemies = c.affects == Affects::Enemies;
  for (auto& x : live_) {
    if (x.get() == &m || x->removed || (x->f.side == m.f.side) == enemies) continue;
    if (inactive(*x)) continue;                               // unaffected by all abilities
    if (enemies && x->f.has(Condition::Invisible)) continue;  // it cannot be targeted
    if (c.everywhere) {  // "all enemies", "self and all allies": no range, no sight
      out.push_back(x.get());
      continue;
    }
    const auto cell = b.find(x->f.hex);
    if (!cell || !prox.reached(*cell) || prox.depth(*cell) > range) continue;
    if (!sight().visible(*me, *cell)) continue;
    out.push_back(x.get());
  }
  return out;
}

// The figures an ability on every figure in range affects, with a line saying so.
std::vector<Live*> RoundPlayer::announce(Live& m, const CardAction& c, const std::string& what,
                                         ActionRecord& rec) {
  const int range = reach_of(m, c);
  std::vector<Live*> who = affected(m, c);
  // "Target N" with more than N in range: the players choose them, one after another (no
  // focus rule orders the figures an ability other than an attack reaches).
  const bool chose = c.targets && who.size() > static_cast<std::size_t>(*c.targets);
  if (chose) {
    std::vector<Live*> chosen;
    for (int n = 1; n <= *c.targets; ++n) {
      std::vector<std::string> alts;
      for (const Live* x : who) alts.push_back(x->f.id);
      const std::string key = m.f.id + "/target" + (n > 1 ? "/" + std::to_string(n) : "");
      const int k = choose(
          key, m.f.id + "'s " + what + " target" + (*c.targets > 1 ? " " + std::to_string(n) : ""),
          alts);
      rec.choice = out_.choices.size() - 1;
      chosen.push_back(who[static_cast<std::size_t>(k)]);
      who.erase(who.begin() + k);
    }
    who = std::move(chosen);
  }
  std::string names;
  for (const Live* x : who) names += (names.empty() ? "" : ", ") + x->f.id;
  const std::string where =
      c.everywhere ? " on the map" : " within range " + std::to_string(range) + " in sight";
  // "Target 2" (and more) says how many of them were chosen.
  const bool several = chose && *c.targets > 1;
  const std::string of = several ? "target " + std::to_string(*c.targets) + " of " : "";
  rec.lines.push_back(what + ": " + of + std::string(affects_text(c.affects)) + where +
                      (several ? " (the players' choice)" : "") +
                      (names.empty() ? std::string(": none") : ": " + names));
  return who;
}

void RoundPlayer::give(Live& m, const CardAction& c, ActionRecord& rec) {
  for (Live* x : announce(m, c, conditions_text(c.conditions), rec))
    give_conditions(*x, c.conditions, rec);
}

void RoundPlayer::push_pull(Live& m, const CardAction& c, const std::string& key,
                            ActionRecord& rec) {
  const bool push = c.kind == ActionKind::Push;
  const std::vector<Live*> who =
      announce(m, c, std::string(push ? "push " : "pull ") + std::to_string(c.value.value), rec);
  for (Live* x : who)
    if (!x->removed && !m.removed)
      forced_move(m, *x, c.value.value, push, key + "/" + x->f.id, rec);
}

}  // namespace arbiter::gloomhaven::round_detail
