// A Gloomhaven round from start to end (rules digest, "The round"): the round's state set up
// from the round file (closed doors as walls, the monster deck, conditions that expire at the
// end of a figure's next turn), the units played in their order to the end, and the clean-up
// (step 5: elements wane, the round's bonuses end). The order of the round and each
// activation is in round_order.cpp, a figure's turn in round_turn.cpp, what each ability does
// to the board in round_attack.cpp, round_abilities.cpp, round_effects.cpp and
// round_characters.cpp, what the rules ask of the round as it stands (stats, board, choice
// points, the monster AI's decision) in round_queries.cpp, and walking every combination of
// choices in round_branches.cpp.
#include "solver/gloomhaven/round.hpp"

#include <memory>
#include <numeric>

#include "solver/gloomhaven/round_player.hpp"

namespace arbiter::gloomhaven {
namespace round_detail {

// --- set-up -------------------------------------------------------------------------------

RoundPlayer::RoundPlayer(const LoadedRound& r, const RuleProfile& p, const RoundRequest& q,
                         TurnWorkspace& ws)
    : r_(r), p_(p), q_(q), ws_(ws), pos_(r.position) {
  // A closed door is a wall for every figure the monster rules move.
  for (const Door& d : r_.round.doors) pos_.map.terrain.push_back({d.hex, TerrainType::Wall});
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
      if (e == Expiry::EndOfTurn) x.expiring |= bit(cond);
    }
    if (x.script.bonus && !x.script.bonus->from_turn) add_stated_bonus(x, nullptr);
    if (x.f.kind == Kind::Summon && !x.script.stats && stats_of(x) == nullptr) {
      throw scenario::ScenarioError(r_.position.path, "figures[" + std::to_string(i) + "]",
                                    "a summon acts by a stat line: give \"stats\" or a \"type\" "
                                    "listed in monster_types");
    }
  }
  place_objectives();
  // A monster whose hit points the file leaves to its card, of a type whose card counts
  // figures (figure_changes): its maximum with every figure on the board, objectives too.
  for (std::size_t i = 0; i < r_.position.figures.size(); ++i) {
    Live& x = *live_[i];
    const auto t = x.f.type ? r_.round.types.find(*x.f.type) : r_.round.types.end();
    if (!r_.position.figures[i].hp && !x.script.stats && t != r_.round.types.end() &&
        !t->second.figure_changes.empty())
      x.f.hp = max_hp(x);
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
      x->expiring |= bit(static_cast<Condition>(c));
  if (!x->f.hp) {
    if (const StatCard* s = stats_of(*x)) x->f.hp = s->max_hp(r_.round.characters);
  }
  require_known(*x);
  live_.push_back(std::move(x));
  return *live_.back();
}

// --- the whole round ----------------------------------------------------------------------

RoundOutcome RoundPlayer::play() {
  out_.rules = p_.rules;
  place_spawns(true);  // set up before the order: they act in their type's place
  play_rules(true);    // before the order too: a room revealed now acts this round
  out_.start = snapshot();
  update_inactive(nullptr);  // after the start's reveals: a door opened then counts
  note_inactive();
  note_figure_changes();
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
  place_spawns(false);  // at the end of the round: they act from the next round on
  play_rules(false);    // the end of the round's rules, before the clean-up's waning
  note_unrevealed_spawns();
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
