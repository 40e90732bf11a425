// The order of a Gloomhaven round and each figure's activation (rules digest, "The round"
// steps 2 to 5, "A monster's turn", "Opening a door"). What each ability does to the board
// is in round_attack.cpp, round_abilities.cpp, round_effects.cpp and round_characters.cpp,
// walking every combination of choices in round_branches.cpp.
#include "solver/gloomhaven/round.hpp"

#include <algorithm>
#include <memory>
#include <numeric>

#include "pathing/graph.hpp"
#include "solver/gloomhaven/round_player.hpp"

namespace arbiter::gloomhaven {
namespace round_detail {

using scenario::Condition;
using scenario::Kind;
using scenario::Rank;
using scenario::Side;

namespace {

constexpr int kLongRest = 100;  // long-resting characters act after initiative 99

// The unit order's key: initiative, then a character before a monster, then a
// character's second card. Units equal on it are tied: the players decide.
struct UnitKey {
  int initiative;
  int monster;
  int secondary;
  auto operator<=>(const UnitKey&) const = default;
};
UnitKey key_of(const Unit& u) {
  return {u.initiative, u.character ? 0 : 1, u.character ? u.secondary.value_or(0) : 0};
}

}  // namespace

RoundPlayer::RoundPlayer(const LoadedRound& r, const RuleProfile& p, const RoundRequest& q,
                         TurnWorkspace& ws)
    : r_(r), p_(p), q_(q), ws_(ws), pos_(r.position) {
  // A closed door is a wall for every figure the monster rules move.
  for (const Door& d : r_.round.doors)
    pos_.map.terrain.push_back({d.hex, scenario::TerrainType::Wall});
  door_open_.assign(r_.round.doors.size(), false);
  money_ = r_.round.money;
  hazard_damage_ = r_.round.hazard_damage;
  if (!hazard_damage_ && r_.round.trap_damage)
    hazard_damage_ = p_.terrain_damage.hazard_for_trap(*r_.round.trap_damage);
  elements_ = r_.round.elements;
  if (r_.round.deck_cards.empty()) {
    deck_ = odds::ModifierDeck::standard_monster();
  } else {
    deck_.cards = r_.round.deck_cards;
  }
  deck_.add_bless(r_.round.deck_bless);
  deck_.add_curse(r_.round.deck_curse);
  full_deck_ = deck_;
  for (std::size_t i = 0; i < r_.position.figures.size(); ++i) {
    Live& x = add_figure(r_.position.figures[i], false);
    x.script = r_.round.figures[i];
    // A player summon's hit points default to its stat line's.
    if (!x.f.hp && x.script.stats) x.f.hp = x.script.stats->max_hp(r_.round.characters);
    x.expiring = 0;
    for (int c = 0; c < static_cast<int>(Condition::Count); ++c) {
      const auto cond = static_cast<Condition>(c);
      Expiry e = default_expiry(cond);
      for (const auto& [oc, oe] : x.script.expiry)
        if (oc == cond) e = oe;
      if (e == Expiry::EndOfTurn) x.expiring |= scenario::bit(cond);
    }
    if (x.script.bonus && !x.script.bonus->from_turn) add_stated_bonus(x, nullptr);
    if (x.f.kind == Kind::Summon && !x.script.stats && stats_of(x) == nullptr) {
      throw scenario::ScenarioError(r_.position.path, "figures[" + std::to_string(i) + "]",
                                    "a summon acts by a stat line: give \"stats\" or a \"type\" "
                                    "listed in monster_types");
    }
  }
  pos_.figures.clear();
}

Live& RoundPlayer::add_figure(Figure f, bool summoned) {
  auto x = std::make_unique<Live>();
  x->f = std::move(f);
  x->order = live_.size();
  x->summoned = summoned;
  x->expiring = 0;
  for (int c = 0; c < static_cast<int>(Condition::Count); ++c)
    if (default_expiry(static_cast<Condition>(c)) == Expiry::EndOfTurn)
      x->expiring |= scenario::bit(static_cast<Condition>(c));
  if (!x->f.hp) {
    if (const StatCard* s = stats_of(*x)) x->f.hp = s->max_hp(r_.round.characters);
  }
  live_.push_back(std::move(x));
  return *live_.back();
}

// --- queries ---------------------------------------------------------------------------

const StatCard* RoundPlayer::stats_of(const Live& x) const {
  if (x.script.stats) return &*x.script.stats;
  if (!x.f.type) return nullptr;
  const auto t = r_.round.types.find(*x.f.type);
  if (t == r_.round.types.end()) return nullptr;
  return t->second.stats(x.f.rank.value_or(Rank::Normal));
}

int RoundPlayer::shield_of(const Live& x) const {
  const StatCard* s = stats_of(x);
  return (s ? s->shield : 0) + x.shield_bonus;
}

int RoundPlayer::retaliate_of(const Live& x) const {
  const StatCard* s = stats_of(x);
  return (s ? s->retaliate : 0) + x.retaliate_bonus;
}

int RoundPlayer::retaliate_reach(const Live& x) const {
  const StatCard* s = stats_of(x);
  return std::max(s ? s->retaliate_range : 1, x.retaliate_range);
}

int RoundPlayer::max_hp(const Live& x) const {
  if (const StatCard* s = stats_of(x)) return s->max_hp(r_.round.characters);
  return x.f.max_hp.value_or(x.f.hp.value_or(0));
}

std::optional<int> RoundPlayer::initiative_of(const Live& x) const {
  if (x.f.long_rest) return std::nullopt;
  if (x.f.kind == Kind::Monster && x.f.type) {
    const auto t = r_.round.types.find(*x.f.type);
    if (t != r_.round.types.end()) return t->second.card.initiative;
  }
  return x.f.initiative;
}

Live* RoundPlayer::at(Coord h) {
  for (auto& x : live_)
    if (!x->removed && x->f.hex == h) return x.get();
  return nullptr;
}

Live* RoundPlayer::find(const std::string& id) {
  for (auto& x : live_)
    if (x->f.id == id) return x.get();
  return nullptr;
}

Live* RoundPlayer::by_decision(FigureIndex i) const {
  return i >= 0 && static_cast<std::size_t>(i) < decision_map_.size()
             ? decision_map_[static_cast<std::size_t>(i)]
             : nullptr;
}

std::string RoundPlayer::hex(Coord axial) const {
  return scenario::hex_text(pos_.coordinates.from_axial(axial));
}

std::string RoundPlayer::hp_text(const Live& x) const {
  if (!x.f.hp) return "hit points not given";
  return std::to_string(*x.f.hp) + "/" + std::to_string(max_hp(x)) + " hp";
}

std::string RoundPlayer::conditions_text(ConditionSet c) const {
  std::vector<std::string> names;
  for (int k = 0; k < static_cast<int>(Condition::Count); ++k)
    if (c & scenario::bit(static_cast<Condition>(k)))
      names.emplace_back(scenario::condition_name(static_cast<Condition>(k)));
  return join(names);
}

std::vector<FigureEnd> RoundPlayer::snapshot() const {
  std::vector<FigureEnd> v;
  for (const auto& x : live_) {
    FigureEnd e;
    e.id = x->f.id;
    e.hex = x->f.hex;
    e.hp = x->f.hp;
    if (x->f.hp) e.max_hp = max_hp(*x);
    e.conditions = x->f.conditions;
    e.shield = shield_of(*x);
    e.retaliate = retaliate_of(*x);
    e.removed = x->removed;
    v.push_back(std::move(e));
  }
  return v;
}

const pathing::Board& RoundPlayer::board() {
  if (!board_) {
    board_ = scenario::build_board(pos_);
    sight_.reset();
    proximity_.resize(board_->size());
  }
  return *board_;
}

const pathing::Sight& RoundPlayer::sight() {
  const pathing::Board& b = board();
  if (!sight_) sight_ = std::make_unique<pathing::Sight>(b, p_.sight);
  return *sight_;
}

const pathing::SearchResult& RoundPlayer::proximity(const std::vector<Coord>& from) {
  const pathing::Board& b = board();
  std::vector<pathing::CellIndex> sources;
  for (Coord c : from)
    if (const auto cell = b.find(c)) sources.push_back(*cell);
  pathing::OpenModel open(b);
  const pathing::ForwardGraph<pathing::OpenModel> graph{&open};
  pathing::search_bfs_direct(graph, sources.begin(), sources.end(), proximity_);
  return proximity_;
}

const pathing::SearchResult& RoundPlayer::proximity(Coord from) {
  return proximity(std::vector<Coord>{from});
}

// --- choices ----------------------------------------------------------------------------

int RoundPlayer::choose(const std::string& key, std::string what,
                        std::vector<std::string> alternatives) {
  met_keys_.insert(key);
  int chosen = 0;
  if (const auto it = q_.choose.find(key); it != q_.choose.end()) {
    if (it->second > static_cast<int>(alternatives.size())) {
      throw scenario::ScenarioError(r_.position.path, "choose " + key,
                                    "option " + std::to_string(it->second) + " asked, but " + what +
                                        " has " + std::to_string(alternatives.size()) + " options");
    }
    chosen = it->second - 1;
  }
  out_.choices.push_back({key, std::move(what), std::move(alternatives), chosen});
  return chosen;
}

Decision RoundPlayer::decide(Live& actor, int move, scenario::Movement movement, bool flying,
                             std::optional<scenario::Attack> attack) {
  pos_.figures.clear();
  decision_map_.clear();
  for (auto& x : live_) {
    if (x->removed) continue;
    Figure f = x->f;
    f.initiative = initiative_of(*x);
    pos_.figures.push_back(std::move(f));
    decision_map_.push_back(x.get());
  }
  pos_.turn = {};
  pos_.turn.figure = actor.f.id;
  pos_.turn.move = std::max(0, move);
  pos_.turn.movement = movement;
  pos_.turn.flying = flying;
  pos_.turn.attack = std::move(attack);
  return decide_turn(pos_, board(), p_, ws_);
}

// --- the order of the round ------------------------------------------------------------

void RoundPlayer::build_units() {
  std::map<std::string, std::size_t> type_unit;
  for (const auto& x : live_) {
    const Figure& f = x->f;
    if (f.kind == Kind::Character) {
      Unit u;
      u.character = true;
      u.key = f.id;
      u.initiative = f.long_rest ? kLongRest : f.initiative.value_or(kLongRest - 1);
      u.secondary = f.secondary_initiative;
      u.order = x->order;
      units_.push_back(u);
    } else if (f.kind == Kind::Monster && f.type && !type_unit.count(*f.type)) {
      Unit u;
      u.key = *f.type;
      u.initiative = r_.round.types.at(*f.type).card.initiative;
      u.order = x->order;
      type_unit[*f.type] = units_.size();
      units_.push_back(u);
    }
  }
}

// The units in the order they act. Units tied on initiative (and on the ordering rules)
// take the order the players choose: the k-th ordering of them as listed in the file.
std::vector<std::size_t> RoundPlayer::unit_order(std::vector<std::size_t> pending) {
  std::stable_sort(pending.begin(), pending.end(), [&](std::size_t a, std::size_t b) {
    const UnitKey ka = key_of(units_[a]), kb = key_of(units_[b]);
    if (ka != kb) return ka < kb;
    return units_[a].order < units_[b].order;
  });
  for (std::size_t i = 0; i < pending.size();) {
    std::size_t j = i + 1;
    while (j < pending.size() && key_of(units_[pending[j]]) == key_of(units_[pending[i]])) ++j;
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
      const std::string key =
          "order/" +
          (u0.initiative == kLongRest ? std::string("long-rest") : std::to_string(u0.initiative));
      const std::string what =
          u0.initiative == kLongRest
              ? "the order of the long-resting characters"
              : (u0.character ? "the order of the characters tied at initiative "
                              : "the order of the monster types tied at initiative ") +
                    std::to_string(u0.initiative);
      const int k = choose(key, what, alternatives);
      std::copy(perms[static_cast<std::size_t>(k)].begin(),
                perms[static_cast<std::size_t>(k)].end(),
                pending.begin() + static_cast<std::ptrdiff_t>(i));
    }
    i = j;
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
    const Figure& fa = live_[a]->f;
    const Figure& fb = live_[b]->f;
    const int ra = fa.rank == Rank::Elite ? 0 : 1, rb = fb.rank == Rank::Elite ? 0 : 1;
    if (ra != rb) return ra < rb;
    return fa.standee.value_or(0) < fb.standee.value_or(0);
  });
  return v;
}

void RoundPlayer::activate_unit(Unit& u) {
  u.done = true;
  if (u.character) {
    Live* c = find(u.key);
    const std::string why = c->f.long_rest ? "long rest: acts after every initiative"
                                           : "initiative " + std::to_string(u.initiative);
    activate(*c, why);
    return;
  }
  const auto& type = r_.round.types.at(u.key);
  for (std::size_t i : type_figures(u.key)) {
    Live& m = *live_[i];
    if (m.removed || m.acted) continue;
    const Rank rank = m.f.rank.value_or(Rank::Normal);
    const std::string why = u.key + ", card initiative " + std::to_string(type.card.initiative) +
                            " (" +
                            (rank == Rank::Elite  ? "elite"
                             : rank == Rank::Boss ? "boss"
                                                  : "normal") +
                            ", standee " + std::to_string(m.f.standee.value_or(0)) +
                            "; elites first, then by standee number)";
    activate(m, why);
  }
}

void RoundPlayer::activate(Live& x, const std::string& why) {
  if (x.removed || x.acted) return;
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
  const ConditionSet expiring_now = x.f.conditions & x.expiring;
  start_of_turn(x, a);
  std::vector<std::size_t> revealed;
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
      revealed_ = &revealed;
      character_turn(x, a);
      revealed_ = nullptr;
    } else {
      monster_turn(x, a);
    }
  }
  end_of_turn(x, expiring_now, a);
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
    const int ra = fa.rank == Rank::Elite ? 0 : 1, rb = fb.rank == Rank::Elite ? 0 : 1;
    if (ra != rb) return ra < rb;
    return fa.standee.value_or(0) < fb.standee.value_or(0);
  });
  for (std::size_t i : now) {
    Live& m = *live_[i];
    activate(m, "revealed by the door; card initiative " +
                    std::to_string(r_.round.types.at(*m.f.type).card.initiative) +
                    " is lower than the opener's " + std::to_string(opener_initiative) +
                    ": acts before the round resumes");
  }
}

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
        const ConditionSet immune = st->immune;
        const ConditionSet given = c.conditions & ~immune;
        m.f.conditions |= given;
        rec.lines.push_back("gives itself " + conditions_text(given));
        break;
      }
    }
    a.actions.push_back(std::move(rec));
  }
}

// --- the whole round ----------------------------------------------------------------------

RoundOutcome RoundPlayer::play() {
  out_.rules = p_.rules;
  out_.start = snapshot();
  build_units();
  std::vector<std::size_t> all(units_.size());
  std::iota(all.begin(), all.end(), std::size_t{0});
  schedule_ = unit_order(all);
  return run(0);
}

RoundOutcome RoundPlayer::run(std::size_t from) {
  static const RoundRequest kNoRequest;
  for (cursor_ = from; cursor_ < schedule_.size(); ++cursor_) {
    if (capture != nullptr) {
      auto snap = std::make_shared<RoundSnapshot>();
      snap->state = std::make_shared<const RoundPlayer>(*this, kNoRequest);
      snap->cursor = cursor_;
      snap->timeline = out_.timeline.size();
      snap->choices = out_.choices.size();
      capture->push_back(std::move(snap));
    }
    Unit& u = units_[schedule_[cursor_]];
    if (!u.done) activate_unit(u);
  }
  finish();
  if (q_.strict_keys) {
    for (const auto& [key, n] : q_.choose) {
      if (met_keys_.count(key)) continue;
      std::vector<std::string> keys;
      for (const auto& c : out_.choices) keys.push_back(c.key);
      throw scenario::ScenarioError(
          r_.position.path, "choose " + key,
          "no choice point of this round has this key (its choice points: " +
              (keys.empty() ? std::string("none") : join(keys)) + ")");
    }
  }
  return std::move(out_);
}

void RoundPlayer::finish() {
  // Clean-up: elements wane; bonuses end with the round.
  for (ElementState& s : elements_) {
    if (s == ElementState::Strong) {
      s = ElementState::Waning;
    } else if (s == ElementState::Waning) {
      s = ElementState::Inert;
    }
  }
  for (auto& x : live_) x->shield_bonus = x->retaliate_bonus = 0;
  out_.end = snapshot();
  out_.final_position = pos_;
  out_.final_position.figures.clear();
  for (const auto& x : live_)
    if (!x->removed) out_.final_position.figures.push_back(x->f);
  out_.elements = elements_;
  out_.money = money_;
}

}  // namespace round_detail

RoundOutcome play_round(const LoadedRound& r, const RuleProfile& profile,
                        const RoundRequest& request, TurnWorkspace& ws) {
  round_detail::RoundPlayer player(r, profile, request, ws);
  return player.play();
}

}  // namespace arbiter::gloomhaven
