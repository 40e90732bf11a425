#include "solver/gloomhaven/initiative.hpp"

#include <algorithm>
#include <unordered_map>

namespace arbiter::gloomhaven {
namespace {

const Figure& owner_of(const Figure& f, const std::vector<Figure>& figures) {
  if (f.kind == Kind::Summon && f.summoner) {
    for (const Figure& g : figures)
      if (g.id == *f.summoner) return g;
  }
  return f;
}

OrderVerdict by(bool before, std::string_view rule) {
  return {before ? Order::Before : Order::After, rule};
}

// Two different figures that act in their own right (not summons placed by a summoner).
OrderVerdict compare_principals(const Figure& a, const Figure& b, bool long_rest_at_99) {
  if (long_rest_at_99 && (a.long_rest || b.long_rest)) {
    // The rulebook: a long rest is initiative 99, and has no second card.
    const int ia = a.long_rest ? 99 : a.initiative.value_or(99);
    const int ib = b.long_rest ? 99 : b.initiative.value_or(99);
    if (!a.long_rest && !a.initiative)
      return {Order::Tie, "initiative not given: the players decide"};
    if (!b.long_rest && !b.initiative)
      return {Order::Tie, "initiative not given: the players decide"};
    if (ia != ib) return by(ia < ib, "lower initiative (a long rest is initiative 99)");
    const bool a_mon = a.kind == Kind::Monster, b_mon = b.kind == Kind::Monster;
    if (a_mon != b_mon) return by(b_mon, "a character before a monster of equal initiative");
    return {Order::Tie, "a long rest at 99 has no second card: the players decide"};
  }
  if (a.long_rest || b.long_rest) {
    if (a.long_rest && b.long_rest) return {Order::Tie, "both long rest: the players decide"};
    return by(b.long_rest, "long rest acts after initiative 99");
  }
  if (!a.initiative || !b.initiative)
    return {Order::Tie, "initiative not given: the players decide"};
  if (*a.initiative != *b.initiative) return by(*a.initiative < *b.initiative, "lower initiative");
  const bool a_char = a.kind == Kind::Character;
  const bool b_char = b.kind == Kind::Character;
  const bool a_mon = a.kind == Kind::Monster;
  const bool b_mon = b.kind == Kind::Monster;
  if (a_char && b_mon) return by(true, "a character before a monster of equal initiative");
  if (a_mon && b_char) return by(false, "a character before a monster of equal initiative");
  if (a_char && b_char) {
    if (a.secondary_initiative && b.secondary_initiative &&
        *a.secondary_initiative != *b.secondary_initiative)
      return by(*a.secondary_initiative < *b.secondary_initiative, "secondary initiative");
    return {Order::Tie, "characters tied: the players decide"};
  }
  if (a_mon && b_mon) {
    if (!a.type || !b.type || *a.type != *b.type)
      return {Order::Tie, "monsters of different types tied: the players decide"};
    const auto rank_key = [](const Figure& f) { return f.rank == Rank::Elite ? 0 : 1; };
    if (rank_key(a) != rank_key(b)) return by(rank_key(a) < rank_key(b), "elites before normals");
    if (a.standee && b.standee && *a.standee != *b.standee)
      return by(*a.standee < *b.standee, "standee number");
    return {Order::Tie, "same monster type, no standee order: the players decide"};
  }
  return {Order::Tie, "figures tied: the players decide"};
}

// compare_order once each figure's owner (its summoner, or itself) is known, and whether
// a and b are one figure and have one owner (ids are unique in a scenario: the caller may
// tell by index).
OrderVerdict compare_owned(const Figure& a, const Figure& oa, const Figure& b, const Figure& ob,
                           bool same_figure, bool same_owner, bool long_rest_at_99 = false) {
  if (same_figure) return {Order::Tie, "same figure"};
  if (!same_owner) return compare_principals(oa, ob, long_rest_at_99);
  // Same summoner: its summons act just before it, in the order they were summoned.
  const bool a_summon = &oa != &a;
  const bool b_summon = &ob != &b;
  if (a_summon != b_summon) return by(a_summon, "a summon acts just before its summoner");
  if (a.summon_order && b.summon_order && *a.summon_order != *b.summon_order)
    return by(*a.summon_order < *b.summon_order, "summons in the order summoned");
  return {Order::Tie, "summons of one summoner, order unknown: the players decide"};
}

}  // namespace

OrderVerdict compare_order(const Figure& a, const Figure& b, const std::vector<Figure>& figures) {
  const Figure& oa = owner_of(a, figures);
  const Figure& ob = owner_of(b, figures);
  return compare_owned(a, oa, b, ob, &a == &b || a.id == b.id, oa.id == ob.id);
}

TurnOrder::TurnOrder(const std::vector<Figure>& figures, bool long_rest_at_99)
    : figures_(&figures), long_rest_at_99_(long_rest_at_99) {
  owner_.resize(figures.size());
  for (std::size_t i = 0; i < figures.size(); ++i) owner_[i] = i;
  // Most positions have no summons: their figures own themselves, and no index of ids is
  // needed.
  if (std::none_of(figures.begin(), figures.end(),
                   [](const Figure& f) { return f.kind == Kind::Summon && f.summoner; }))
    return;
  std::unordered_map<std::string_view, std::size_t> by_id;
  by_id.reserve(figures.size());
  for (std::size_t i = figures.size(); i-- > 0;) by_id[figures[i].id] = i;  // the first wins
  for (std::size_t i = 0; i < figures.size(); ++i) {
    const Figure& f = figures[i];
    if (f.kind != Kind::Summon || !f.summoner) continue;
    if (const auto it = by_id.find(*f.summoner); it != by_id.end()) owner_[i] = it->second;
  }
}

OrderVerdict TurnOrder::compare(std::size_t a, std::size_t b) const {
  const std::vector<Figure>& f = *figures_;
  // By index: the ids of one list are unique (the loader rejects a repeated id).
  return compare_owned(f[a], f[owner_[a]], f[b], f[owner_[b]], a == b, owner_[a] == owner_[b],
                       long_rest_at_99_);
}

}  // namespace arbiter::gloomhaven
