// What the round's rules ask of the round as it stands: a figure's stat card, shield,
// retaliate, hit points and initiative, who stands where, the timeline's texts, the board,
// sight and distances around walls (built once per layout, rebuilt when a door opens or a trap is
// sprung), the players' choice points (the request's `choose`), and the monster AI's decision for
// one figure on the board as it stands.
#include <algorithm>
#include <memory>

#include "pathing/graph.hpp"
#include "solver/gloomhaven/round_player.hpp"
#include "solver/gloomhaven/workspace.hpp"

namespace arbiter::gloomhaven::round_detail {

// --- queries ---------------------------------------------------------------------------

const StatCard* RoundPlayer::stats_of(const Live& x) const {
  if (x.script.stats) return &*x.script.stats;
  if (!x.f.type) return nullptr;
  const auto t = r_.round.types.find(*x.f.type);
  if (t == r_.round.types.end()) return nullptr;
  return type_stats(t->second, x.f.rank.value_or(Rank::Normal));
}

// The printed card, or that of the last door change with the rank whose doors one has opened.
const StatCard* RoundPlayer::type_stats(const MonsterType& t, Rank r) const {
  const StatCard* s = t.stats(r);
  for (const DoorStatChange& c : t.door_changes) {
    const StatCard* changed = c.stats(r);
    if (changed != nullptr &&
        std::any_of(c.doors.begin(), c.doors.end(), [&](std::size_t d) { return door_open_[d]; }))
      s = changed;
  }
  return s == nullptr || t.figure_changes.empty() ? s : with_figure_changes(t, *s);
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
  // A long rest: initiative 99 (the rulebook), or none, after every initiative (the seed).
  if (x.f.long_rest) return p_.long_rest_at_99 ? std::optional<int>(99) : std::nullopt;
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
    if (c & bit(static_cast<Condition>(k)))
      names.emplace_back(condition_name(static_cast<Condition>(k)));
  return join(names);
}

// Taken after every activation: each figure's stat card is looked up once (a search of the
// types by name), not once for each of max_hp, shield_of and retaliate_of; the same values.
std::vector<FigureEnd> RoundPlayer::snapshot() const {
  std::vector<FigureEnd> v;
  v.reserve(live_.size());
  for (const auto& x : live_) {
    const StatCard* s = stats_of(*x);
    FigureEnd e;
    e.id = x->f.id;
    e.hex = x->f.hex;
    e.hp = x->f.hp;
    if (x->f.hp) e.max_hp = s ? s->max_hp(r_.round.characters) : max_hp(*x);
    e.conditions = x->f.conditions;
    e.shield = (s ? s->shield : 0) + x->shield_bonus;
    e.retaliate = (s ? s->retaliate : 0) + x->retaliate_bonus;
    e.removed = x->removed;
    v.push_back(std::move(e));
  }
  return v;
}

const pathing::Board& RoundPlayer::board() {
  if (!board_) {
    board_ = ws_.arrays().boards.board(pos_);
    sight_.reset();
    proximity_.resize(board_->size());
  }
  return *board_;
}

const pathing::Sight& RoundPlayer::sight() {
  const pathing::Board& b = board();
  if (!sight_) sight_ = std::make_unique<pathing::Sight>(b, p_.sight, ws_.arrays().boards.edges(b));
  return *sight_;
}

const pathing::DepthResult& RoundPlayer::proximity(const std::vector<Coord>& from) {
  const pathing::Board& b = board();
  std::vector<pathing::CellIndex> sources;
  for (Coord c : from)
    if (const auto cell = b.find(c)) sources.push_back(*cell);
  pathing::OpenModel open(b);
  const pathing::ForwardGraph<pathing::OpenModel> graph{&open};
  pathing::search_bfs_direct(graph, sources.begin(), sources.end(), proximity_);
  return proximity_;
}

const pathing::DepthResult& RoundPlayer::proximity(Coord from) {
  return proximity(std::vector<Coord>{from});
}

const pathing::DepthResult& RoundPlayer::proximity(Coord from, int within) {
  const pathing::Board& b = board();
  const auto cell = b.find(from);
  if (!cell || within < 0) return proximity(from);  // nothing to bound: as the full search
  pathing::OpenModel open(b);
  pathing::search_bfs_within(pathing::ForwardGraph<pathing::OpenModel>{&open}, *cell, within,
                             proximity_);
  return proximity_;
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

Decision RoundPlayer::decide(Live& actor, int move, Movement movement, bool flying,
                             std::optional<Attack> attack) {
  // The board's figures as they stand, assigned over the last activation's (their strings'
  // buffers reused rather than each figure copied anew).
  decision_map_.clear();
  std::size_t n = 0;
  for (auto& x : live_) {
    if (x->removed) continue;
    if (n == pos_.figures.size()) pos_.figures.emplace_back();
    Figure& f = pos_.figures[n++];
    f = x->f;
    f.initiative = initiative_of(*x);
    // An inactive monster stands to the actor as an ally stands: passed through, never its
    // focus nor its target, outside its areas (the monster AI's searches know no other kind).
    if (inactive(*x)) f.side = actor.f.side;
    decision_map_.push_back(x.get());
  }
  pos_.figures.resize(n);
  pos_.turn = {};
  pos_.turn.figure = actor.f.id;
  pos_.turn.move = std::max(0, move);
  pos_.turn.movement = movement;
  pos_.turn.flying = flying;
  pos_.turn.attack = std::move(attack);
  if (q_.decide) return q_.decide(pos_, board(), p_, ws_);
  // The timeline prints the options, the focuses and the trace's steps 1.1 and 2.5, never
  // the focus table: the searches stop once the decision is settled rather than completing
  // every cell's travel cost for an exact table (most of an activation's time on boards up
  // to kExactTableCells). The pictures (keep_positions) draw step 3's records as a single
  // turn's picture does, so they keep the single turn's searches.
  DecideOptions o;
  o.options_only = !q_.keep_positions;
  return decide_turn(pos_, board(), p_, ws_, o);
}

}  // namespace arbiter::gloomhaven::round_detail
