// The order of a Gloomhaven round (rules digest, "The round" step 2 and "Opening a door"):
// characters and monster types sorted by initiative, ties settled by the players' choice; a
// type's figures elites first, then by standee number; a summon just before its summoner;
// monsters revealed by a door acting now or in their type's place. Each activation's turn
// is played by round_turn.cpp.
#include <algorithm>
#include <set>

#include "solver/gloomhaven/round_player.hpp"

namespace arbiter::gloomhaven::round_detail {

namespace {

constexpr int kLongRest = 100;       // the seed text: long-resting characters act after 99
constexpr int kRestInitiative = 99;  // the rulebook: a long rest is initiative 99
// A scenario's own card printed at initiative 100 (the Secretariat's solo scenarios' City
// Guards): after every initiative a figure can have, so after a long rest under every rule
// set (99 in the rulebooks, after 99 in the seed text). Ordered past the seed's long rest.
constexpr int kLastCard = 100;
constexpr int kAfterEveryFigure = kLongRest + 1;

// The unit order's key: initiative, then a character before a monster, then a
// character's second card (a long-resting character has none: it ties every character of
// its initiative). Units equal on it are tied: the players decide.
struct UnitKey {
  int initiative;
  int monster;
  int secondary;
  auto operator<=>(const UnitKey&) const = default;
};
UnitKey key_of(const Unit& u, bool ignore_secondary = false) {
  return {u.initiative, u.character ? 0 : 1,
          u.character && !ignore_secondary ? u.secondary.value_or(0) : 0};
}

// Within one monster type: elites before normals, then by standee number.
bool acts_before_in_type(const Figure& a, const Figure& b) {
  const int ra = a.rank == Rank::Elite ? 0 : 1, rb = b.rank == Rank::Elite ? 0 : 1;
  if (ra != rb) return ra < rb;
  return a.standee.value_or(0) < b.standee.value_or(0);
}

}  // namespace

// --- the order of the round ------------------------------------------------------------

void RoundPlayer::build_units() {
  std::map<std::string, std::size_t> type_unit;
  for (const auto& x : live_) {
    const Figure& f = x->f;
    if (f.kind == Kind::Character) {
      Unit u;
      u.character = true;
      u.key = f.id;
      u.initiative = !f.long_rest         ? f.initiative.value_or(kLongRest - 1)
                     : p_.long_rest_at_99 ? kRestInitiative
                                          : kLongRest;
      u.long_rest = f.long_rest;
      u.secondary = f.secondary_initiative;
      u.order = x->order;
      units_.push_back(u);
    } else if (f.kind == Kind::Monster && f.type && !type_unit.count(*f.type) && !inactive(*x)) {
      Unit u;
      u.key = *f.type;
      const int card = r_.round.types.at(*f.type).card.initiative;
      u.initiative = card == kLastCard ? kAfterEveryFigure : card;
      u.order = x->order;
      type_unit[*f.type] = units_.size();
      units_.push_back(u);
    }
  }
}

// The units in the order they act. Units tied on initiative (and on the ordering rules)
// take the order the players choose: the k-th ordering of them as listed in the file. Each
// unit that shares its initiative with another is told which tie rule placed it (`tie`).
std::vector<std::size_t> RoundPlayer::unit_order(std::vector<std::size_t> pending) {
  // Initiatives at which a long-resting character stands beside another character: their
  // second cards do not count (the resting one has none).
  std::set<int> no_secondary;
  for (std::size_t a : pending)
    for (std::size_t b : pending)
      if (a != b && units_[a].character && units_[b].character && units_[a].long_rest &&
          units_[a].initiative == units_[b].initiative)
        no_secondary.insert(units_[a].initiative);
  const auto key = [&](std::size_t u) {
    return key_of(units_[u], no_secondary.count(units_[u].initiative) > 0);
  };
  std::stable_sort(pending.begin(), pending.end(), [&](std::size_t a, std::size_t b) {
    const UnitKey ka = key(a), kb = key(b);
    if (ka != kb) return ka < kb;
    return units_[a].order < units_[b].order;
  });
  const auto name = [&](const Unit& u) { return u.character ? u.key : u.key + " (monster type)"; };
  for (std::size_t i = 0; i < pending.size();) {
    std::size_t j = i + 1;
    while (j < pending.size() && key(pending[j]) == key(pending[i])) ++j;
    if (j - i > 1) {
      std::vector<std::size_t> group(pending.begin() + static_cast<std::ptrdiff_t>(i),
                                     pending.begin() + static_cast<std::ptrdiff_t>(j));
      std::vector<std::string> alternatives;
      std::vector<std::vector<std::size_t>> perms;
      auto perm = group;
      // Permutations in lexicographic order of the file's listing (group is sorted by it).
      do {
        std::vector<std::string> names;
        for (std::size_t u : perm) names.push_back(units_[u].key);
        alternatives.push_back(join(names, " then "));
        perms.push_back(perm);
      } while (std::next_permutation(perm.begin(), perm.end(),
                                     [&](std::size_t a, std::size_t b) {
                                       return units_[a].order < units_[b].order;
                                     }) &&
               perms.size() < 720);
      const Unit& u0 = units_[group[0]];
      const bool resting = u0.character && u0.initiative == kLongRest;
      const int shown = u0.initiative == kAfterEveryFigure ? kLastCard : u0.initiative;
      const std::string ckey =
          "order/" + (resting ? std::string("long-rest") : std::to_string(shown));
      const std::string what =
          resting ? "the order of the long-resting characters"
                  : (u0.character ? "the order of the characters tied at initiative "
                                  : "the order of the monster types tied at initiative ") +
                        std::to_string(shown);
      const int k = choose(ckey, what, alternatives);
      std::copy(perms[static_cast<std::size_t>(k)].begin(),
                perms[static_cast<std::size_t>(k)].end(),
                pending.begin() + static_cast<std::ptrdiff_t>(i));
      const std::string why = u0.character && !resting && no_secondary.count(u0.initiative)
                                  ? "a long rest has no second card: the players decide"
                              : u0.character && !resting
                                  ? "second cards equal or not given: the players decide"
                                  : "the players decide";
      for (std::size_t u : group) {
        std::vector<std::string> others;
        for (std::size_t v : group)
          if (v != u) others.push_back(name(units_[v]));
        units_[u].tie = "tied with " + join(others) + ": " + why + " (" + ckey + ", option " +
                        std::to_string(k + 1) + ")";
      }
    }
    i = j;
  }
  // Ties the ordering rules settled: a character before a monster of equal initiative, the
  // second card between characters.
  for (std::size_t u : pending) {
    Unit& x = units_[u];
    std::vector<std::string> reasons;
    std::vector<std::string> monsters_after, chars_before_me, seconds;
    for (std::size_t v : pending) {
      const Unit& y = units_[v];
      if (v == u || y.initiative != x.initiative || key(v) == key(u)) continue;
      if (x.character && !y.character) monsters_after.push_back(name(y));
      if (!x.character && y.character) chars_before_me.push_back(name(y));
      if (x.character && y.character)
        seconds.push_back(y.key + "'s " + std::to_string(y.secondary.value_or(0)));
    }
    if (!monsters_after.empty())
      reasons.push_back("before " + join(monsters_after) +
                        ": a character acts before a monster of equal initiative");
    if (!chars_before_me.empty())
      reasons.push_back("after " + join(chars_before_me) +
                        ": a character acts before a monster of equal initiative");
    if (!seconds.empty())
      reasons.push_back("second card " + std::to_string(x.secondary.value_or(0)) + " against " +
                        join(seconds) + ": the lower second card acts first");
    if (!x.tie.empty()) reasons.push_back(x.tie);
    x.tie = join(reasons, "; ");
  }
  return pending;
}

// A type's figures that act this round, in order: elites, then normals (a boss alone), each
// by standee number.
std::vector<std::size_t> RoundPlayer::type_figures(const std::string& type) const {
  std::vector<std::size_t> v;
  for (std::size_t i = 0; i < live_.size(); ++i) {
    const Live& x = *live_[i];
    if (x.removed || x.acted || x.summoned || x.f.kind != Kind::Monster || x.f.type != type)
      continue;
    v.push_back(i);
  }
  std::stable_sort(v.begin(), v.end(), [&](std::size_t a, std::size_t b) {
    return acts_before_in_type(live_[a]->f, live_[b]->f);
  });
  return v;
}

void RoundPlayer::activate_unit(Unit& u) {
  u.done = true;
  if (u.character) {
    Live* c = find(u.key);
    std::string why = !c->f.long_rest ? "initiative " + std::to_string(u.initiative)
                      : p_.long_rest_at_99
                          ? "long rest: initiative 99 (the rulebook)"
                          : "long rest: acts after every initiative, 99 included (the seed text)";
    if (!u.tie.empty()) why += "; " + u.tie;
    unit_tie_ = &u.tie;
    activate(*c, why);
    return;
  }
  const auto& type = r_.round.types.at(u.key);
  for (std::size_t i : type_figures(u.key)) {
    Live& m = *live_[i];
    if (m.removed || m.acted) continue;
    const Rank rank = m.f.rank.value_or(Rank::Normal);
    std::string why =
        u.key + ", card initiative " + std::to_string(type.card.initiative) +
        (type.initiative_note.empty() ? "" : " (" + type.initiative_note + ")") + " (" +
        (rank == Rank::Elite  ? "elite"
         : rank == Rank::Boss ? "boss"
                              : "normal") +
        ", standee " + std::to_string(m.f.standee.value_or(0)) +
        "; elites first, then by standee number)" + (u.tie.empty() ? std::string() : "; " + u.tie) +
        (m.revealed.empty() ? std::string() : "; " + m.revealed);
    unit_tie_ = &u.tie;
    activate(m, why);
  }
}

void RoundPlayer::activate(Live& x, const std::string& why) {
  // The unit's tie rule is this figure's, not its summons' nor the monsters a door reveals.
  const std::string* tie = unit_tie_;
  unit_tie_ = nullptr;
  if (x.removed || x.acted || inactive(x)) return;
  // A summon acts just before its summoner, summons in the order summoned.
  std::vector<Live*> summons;
  for (auto& s : live_)
    if (!s->removed && !s->acted && !s->summoned && s->f.kind == Kind::Summon &&
        s->f.summoner == x.f.id)
      summons.push_back(s.get());
  std::stable_sort(summons.begin(), summons.end(), [](const Live* a, const Live* b) {
    return a->f.summon_order.value_or(0) < b->f.summon_order.value_or(0);
  });
  for (Live* s : summons) activate(*s, "a summon acts just before its summoner " + x.f.id);
  if (x.removed || x.acted) return;

  x.acted = true;
  Activation a;
  a.figure = x.f.id;
  const auto init = initiative_of(x);
  a.initiative = x.f.kind == Kind::Summon ? 0 : init.value_or(kLongRest);
  a.why = why;
  a.revealed = !x.revealed.empty();
  if (tie != nullptr) a.tie = *tie;
  const ConditionSet expiring_now = x.f.conditions & x.expiring;
  // Rooms revealed during the turn: by the character's doors, or by a scenario rule a death
  // in the turn sets off (round_rules.cpp, step 6).
  std::vector<std::size_t> revealed;
  revealed_ = &revealed;
  start_of_turn(x, a);
  if (!x.removed && x.f.has(Condition::Stun)) {
    ActionRecord rec;
    rec.kind = "stunned";
    rec.lines.push_back("stunned: no focus, no move, nothing on its card this turn");
    a.actions.push_back(std::move(rec));
  } else if (!x.removed) {
    if (x.script.bonus && x.script.bonus->from_turn) {
      // A bonus ability of this round's card: active from its turn to the end of the round.
      ActionRecord rec;
      rec.kind = "bonus";
      add_stated_bonus(x, &rec);
      a.actions.push_back(std::move(rec));
    }
    if (x.f.kind == Kind::Character) {
      character_turn(x, a);
    } else {
      monster_turn(x, a);
    }
  }
  end_of_turn(x, expiring_now, a);
  revealed_ = nullptr;
  a.after = snapshot();
  out_.timeline.push_back(std::move(a));
  if (!revealed.empty()) run_revealed(revealed, init.value_or(kLongRest));
}

// Revealed monsters whose initiative is lower than the opener's act right after the
// opener's turn, in the round's order; the others act in their type's place.
void RoundPlayer::run_revealed(const std::vector<std::size_t>& revealed, int opener_initiative) {
  std::vector<std::size_t> now;
  for (std::size_t i : revealed) {
    const Live& m = *live_[i];
    if (inactive(m)) continue;  // it does not activate this round
    const int init = r_.round.types.at(*m.f.type).card.initiative;
    if (init < opener_initiative) {
      now.push_back(i);
      continue;
    }
    // Its type acts later this round: join that unit, or give the type a place.
    const bool has_unit = std::any_of(units_.begin(), units_.end(), [&](const Unit& u) {
      return !u.character && u.key == *m.f.type;
    });
    if (!has_unit) {
      Unit u;
      u.key = *m.f.type;
      u.initiative = init;
      u.order = m.order;
      units_.push_back(u);
      const std::size_t id = units_.size() - 1;
      auto pos = schedule_.begin() + static_cast<std::ptrdiff_t>(cursor_ + 1);
      while (pos != schedule_.end() && key_of(units_[*pos]) <= key_of(u)) ++pos;
      schedule_.insert(pos, id);
    }
  }
  std::stable_sort(now.begin(), now.end(), [&](std::size_t a, std::size_t b) {
    const Figure& fa = live_[a]->f;
    const Figure& fb = live_[b]->f;
    const int ia = r_.round.types.at(*fa.type).card.initiative;
    const int ib = r_.round.types.at(*fb.type).card.initiative;
    if (ia != ib) return ia < ib;
    return acts_before_in_type(fa, fb);
  });
  for (std::size_t i : now) {
    Live& m = *live_[i];
    activate(m, m.revealed + "; card initiative " +
                    std::to_string(r_.round.types.at(*m.f.type).card.initiative) +
                    " is lower than the opener's " + std::to_string(opener_initiative) +
                    ": acts before the round resumes");
  }
}

}  // namespace arbiter::gloomhaven::round_detail
