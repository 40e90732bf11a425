#include "solver/gloomhaven/report/explain.hpp"

#include <algorithm>
#include <cctype>
#include <limits>
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>

#include "pathing/search.hpp"
#include "pathing/sight.hpp"
#include "solver/gloomhaven/movement.hpp"
#include "solver/gloomhaven/report/sight_explain.hpp"
#include "solver/gloomhaven/rules.hpp"

namespace arbiter::gloomhaven::report {

using pathing::CellIndex;
using pathing::Coord;
using pathing::kNoCell;
using pathing::kUnreachable;
using pathing::StepCost;
using pathing::Terrain;

std::string hex_name(const Scenario& s, Coord axial) {
  const Coord w = s.coordinates.from_axial(axial);
  return "[" + std::to_string(w.q) + ", " + std::to_string(w.r) + "]";
}

// ------------------------------------------------------------------------------------
// DecisionMap

const HexFacts* DecisionMap::at(Coord axial) const {
  for (const HexFacts& h : hexes)
    if (h.hex == axial) return &h;
  return nullptr;
}

DecisionMap map_decision(const Scenario& s, const pathing::Board& b, const Decision& d,
                         const std::function<bool(pathing::Coord)>& shown) {
  DecisionMap m;
  m.flat = s.coordinates.flat_topped();
  std::map<std::pair<int, int>, TerrainType> terrain;
  for (const auto& [hex, type] : s.map.terrain) terrain[{hex.q, hex.r}] = type;
  std::map<std::pair<int, int>, FigureIndex> figure_at;
  for (std::size_t i = 0; i < s.figures.size(); ++i)
    figure_at[{s.figures[i].hex.q, s.figures[i].hex.r}] = static_cast<FigureIndex>(i);

  std::unordered_map<CellIndex, std::size_t> by_cell;
  for (Coord c : s.map.hexes) {
    if (shown && !shown(c)) continue;
    HexFacts h;
    h.hex = c;
    h.written = s.coordinates.from_axial(c);
    if (auto it = terrain.find({c.q, c.r}); it != terrain.end()) h.terrain = it->second;
    if (auto cell = b.find(c)) {
      h.cell = *cell;
      by_cell[*cell] = m.hexes.size();
    }
    if (auto it = figure_at.find({c.q, c.r}); it != figure_at.end()) h.figure = it->second;
    m.hexes.push_back(std::move(h));
  }
  auto facts = [&](CellIndex c) -> HexFacts* {
    auto it = by_cell.find(c);
    return it == by_cell.end() ? nullptr : &m.hexes[it->second];
  };

  m.roles.assign(s.figures.size(), {});
  const bool have_actor = d.actor != kNoFigure;
  if (have_actor) m.roles[static_cast<std::size_t>(d.actor)].acting = true;
  for (std::size_t i = 0; i < s.figures.size(); ++i) {
    if (have_actor)
      m.roles[i].enemy = s.figures[i].side != s.figures[static_cast<std::size_t>(d.actor)].side;
  }
  for (FigureIndex f : d.focuses) m.roles[static_cast<std::size_t>(f)].focus = true;
  for (std::size_t i = 0; i < d.options.size(); ++i) {
    const auto& o = d.options[i];
    if (HexFacts* h = facts(o.destination)) h->options.push_back(static_cast<int>(i) + 1);
    for (std::size_t k = 1; k + 1 < o.path.size(); ++k)
      if (HexFacts* h = facts(o.path[k])) h->on_path = true;
    for (CellIndex c : o.attack.aoe)
      if (HexFacts* h = facts(c)) h->aoe = true;
    if (o.focus != kNoFigure) m.roles[static_cast<std::size_t>(o.focus)].focus = true;
    for (FigureIndex t : o.attack.targets) m.roles[static_cast<std::size_t>(t)].target = true;
    for (FigureIndex t : o.attack.disadvantaged)
      m.roles[static_cast<std::size_t>(t)].disadvantaged = true;
  }
  // Out of reach this turn, the options move towards the hexes step 3 chose (those that
  // kept the stage Chosen in a record that chose a group); an empty group list means step 3
  // stopped before choosing, and its hexes mean nothing.
  for (const auto& rec : d.step3) {
    if (rec.now || rec.groups.empty()) continue;
    for (const auto& x : rec.hexes)
      if (x.stage == Step3Stage::Chosen)
        if (HexFacts* h = facts(x.cell)) h->heading = true;
  }
  return m;
}

std::vector<Coord> action_hexes(const Scenario& s, const pathing::Board& b, const Decision& d) {
  std::vector<Coord> action;
  if (d.actor != kNoFigure) action.push_back(s.figures[static_cast<std::size_t>(d.actor)].hex);
  for (FigureIndex f : d.focuses) action.push_back(s.figures[static_cast<std::size_t>(f)].hex);
  for (const auto& opt : d.options) {
    action.push_back(b.coord(opt.destination));
    for (CellIndex c : opt.path) action.push_back(b.coord(c));
    for (CellIndex c : opt.attack.aoe) action.push_back(b.coord(c));
    for (FigureIndex t : opt.attack.targets)
      action.push_back(s.figures[static_cast<std::size_t>(t)].hex);
  }
  // The hexes it heads for, as map_decision marks them.
  for (const auto& rec : d.step3) {
    if (rec.now || rec.groups.empty()) continue;
    for (const auto& x : rec.hexes)
      if (x.stage == Step3Stage::Chosen) action.push_back(b.coord(x.cell));
  }
  std::sort(action.begin(), action.end(),
            [](Coord a, Coord c) { return a.q != c.q ? a.q < c.q : a.r < c.r; });
  action.erase(std::unique(action.begin(), action.end()), action.end());
  return action;
}

HexSet hexes_near_action(const Scenario& s, const pathing::Board& b, const Decision& d, int crop) {
  const std::vector<Coord> action = action_hexes(s, b, d);
  HexSet near;
  const std::int64_t around = 3LL * crop * (crop + 1) + 1;
  if (around * static_cast<std::int64_t>(action.size()) >
      static_cast<std::int64_t>(s.map.hexes.size())) {
    // A wide crop: one pass over the map is cheaper than the neighbourhoods.
    for (Coord h : s.map.hexes) {
      for (Coord a : action) {
        if (pathing::hex_distance(a, h) <= crop) {
          near.insert(h);
          break;
        }
      }
    }
    return near;
  }
  for (Coord a : action) {
    for (int dq = -crop; dq <= crop; ++dq) {
      for (int dr = std::max(-crop, -dq - crop); dr <= std::min(crop, -dq + crop); ++dr)
        near.insert({a.q + dq, a.r + dr});
    }
  }
  return near;
}

void crop_to_action(DecisionMap& m, const Scenario& s, const pathing::Board& b, const Decision& d,
                    int crop) {
  if (crop < 0) return;
  const HexSet near = hexes_near_action(s, b, d, crop);
  std::erase_if(m.hexes, [&](const HexFacts& h) { return near.count(h.hex) == 0; });
}

// ------------------------------------------------------------------------------------
// explain_hex

namespace {

std::string plural(int n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

class Explainer {
 public:
  Explainer(const Scenario& s, const pathing::Board& b, const Decision& d)
      : s_(s),
        b_(b),
        d_(d),
        p_(profile_for(d.rules)),
        sight_(b, p_.sight),
        travel_(b.size()),
        scratch_(b.size()) {
    setup();
  }

  HexExplanation explain(Coord axial);

 private:
  const Figure& fig(FigureIndex f) const { return s_.figures[static_cast<std::size_t>(f)]; }
  const std::string& id(FigureIndex f) const { return fig(f).id; }
  CellIndex cell_of(FigureIndex f) const { return *b_.find(fig(f).hex); }
  const Step3Record* record_for(FigureIndex focus) const {
    for (const auto& r : d_.step3)
      if (r.focus == focus) return &r;
    return nullptr;
  }

  void setup();
  bool can_stop(CellIndex e) const;
  StepCost landing(CellIndex e) const;
  StepCost end_cost(CellIndex e) const;
  int dist_from(std::size_t cand, CellIndex e) const { return around_[cand][e]; }
  std::string why_no_hit(CellIndex e, std::size_t focus) const;
  std::string group_text(const std::vector<FigureIndex>& g) const;
  // The cheapest way from `from` to one of `targets` (negatives, then length).
  StepCost remaining(CellIndex from, const std::vector<CellIndex>& targets);
  std::string attack_reason(CellIndex e, const Step3Record& rec, const Step3Hex* h,
                            std::size_t focus, std::string& verdict);
  std::string towards_reason(CellIndex e, const Step3Record& rec, std::string& verdict);
  std::string reason(CellIndex e, FigureIndex focus, std::string& verdict);

  const Scenario& s_;
  const pathing::Board& b_;
  const Decision& d_;
  RuleProfile p_;
  pathing::Sight sight_;
  pathing::SearchResult travel_;
  pathing::SearchResult scratch_;

  CellIndex start_ = kNoCell;
  int move_ = 0;
  bool flying_ = false, jumping_ = false, teleport_ = false, muddled_ = false;
  bool attacks_ = true, stunned_ = false, immobilized_ = false;
  int range_ = 0;
  std::optional<AreaOfEffect> aoe_;
  Occupancy occ_;
  std::vector<FigureIndex> figure_at_;
  std::vector<FigureIndex> cands_;
  std::vector<int> cand_of_figure_;
  std::vector<std::vector<int>> around_;  // per candidate: hexes around walls to each cell
};

void Explainer::setup() {
  const Figure& me = fig(d_.actor);
  const Turn& t = s_.turn;
  start_ = cell_of(d_.actor);
  move_ = t.move;
  flying_ = t.movement == Movement::Flying || t.flying;
  jumping_ = t.movement == Movement::Jump;
  teleport_ = t.movement == Movement::Teleport;
  muddled_ = me.has(Condition::Muddle);
  stunned_ = me.has(Condition::Stun);
  immobilized_ = me.has(Condition::Immobilize);
  if (immobilized_) move_ = 0;
  attacks_ = t.attack.has_value() && !me.has(Condition::Disarm);
  if (attacks_) {
    range_ = t.attack->range;
    aoe_ = t.attack->aoe;
  }

  occ_.cell.assign(b_.size(), Occupant::None);
  occ_.hidden_enemies_block = p_.invisible == InvisibleEnemies::Obstacle;
  figure_at_.assign(b_.size(), kNoFigure);
  cand_of_figure_.assign(s_.figures.size(), -1);
  for (std::size_t i = 0; i < s_.figures.size(); ++i) {
    const auto fi = static_cast<FigureIndex>(i);
    if (fi == d_.actor) continue;
    const Figure& f = s_.figures[i];
    const CellIndex c = cell_of(fi);
    figure_at_[c] = fi;
    if (f.side == me.side) {
      occ_.cell[c] = Occupant::Ally;
    } else if (f.has(Condition::Invisible)) {
      occ_.cell[c] = Occupant::HiddenEnemy;
    } else {
      occ_.cell[c] = Occupant::Enemy;
      cand_of_figure_[i] = static_cast<int>(cands_.size());
      cands_.push_back(fi);
    }
  }
  if (!teleport_) {
    WalkModel model(b_, occ_, flying_ || jumping_, p_.icy_slides);
    pathing::search_dijkstra(pathing::ForwardGraph<WalkModel>{&model}, start_, travel_);
  }
  pathing::OpenModel open(b_);
  for (FigureIndex f : cands_) {
    pathing::search_bfs(pathing::ForwardGraph<pathing::OpenModel>{&open}, cell_of(f), scratch_);
    std::vector<int> dist(b_.size(), -1);
    for (CellIndex c : scratch_.reached_cells()) dist[c] = scratch_.cost(c).length;
    around_.push_back(std::move(dist));
  }
}

bool Explainer::can_stop(CellIndex e) const {
  if (e == start_) return true;
  if (!occ_.empty(e)) return false;
  return flying_ || b_.terrain(e) != Terrain::Obstacle;
}

StepCost Explainer::landing(CellIndex e) const {
  if (flying_) return {0, 0};
  const Terrain t = b_.terrain(e);
  const bool pays = teleport_ ? false : p_.jump_pays_last_difficult;
  return {pathing::is_negative(t) ? 1 : 0, (pays && t == Terrain::Difficult) ? 1 : 0};
}

StepCost Explainer::end_cost(CellIndex e) const {
  if (e == start_) return {0, 0};
  if (teleport_) return StepCost{0, b_.distance(start_, e)} + landing(e);
  if (!travel_.reached(e)) return kUnreachable;
  if (jumping_) return StepCost{0, travel_.cost(e).length} + landing(e);
  return travel_.cost(e);
}

std::string Explainer::why_no_hit(CellIndex e, std::size_t focus) const {
  const std::string& who = id(cands_[focus]);
  const int dist = dist_from(focus, e);
  if (dist < 0) return "no way around the walls leads from it to " + who;
  if (aoe_) return "no placement of the area of effect from it reaches " + who;
  if (range_ == 0) {
    if (b_.distance(e, cell_of(cands_[focus])) == 1)
      return "a thin wall stands between it and " + who + ", so it is not adjacent";
    return "it is not adjacent to " + who + " (" + plural(dist, "hex", "hexes") +
           " away around walls) and the attack is melee";
  }
  if (dist > range_)
    return who + " is " + plural(dist, "hex", "hexes") +
           " away counted around walls; the range is " + std::to_string(range_);
  // In range but hidden: name what blocks, so that the author can find the wall.
  const SightExplanation why =
      explain_sight(s_, b_, p_.sight, b_.coord(e), b_.coord(cell_of(cands_[focus])));
  const bool names_blocker = why.blocked_by.rfind("the ", 0) == 0;
  return who + " is within range " + std::to_string(range_) + " (" + plural(dist, "hex", "hexes") +
         " away around walls) but no line of sight joins them: " + why.blocked_by +
         (names_blocker ? " blocks the line between the centres" : "");
}

std::string Explainer::group_text(const std::vector<FigureIndex>& g) const {
  std::string t = "{";
  for (std::size_t i = 0; i < g.size(); ++i) t += (i ? ", " : "") + id(g[i]);
  return t + "}";
}

StepCost Explainer::remaining(CellIndex from, const std::vector<CellIndex>& targets) {
  StepCost best = kUnreachable;
  if (teleport_) {
    for (CellIndex y : targets)
      best = std::min(best, StepCost{0, b_.distance(from, y)} + landing(y));
    return best;
  }
  WalkModel model(b_, occ_, flying_ || jumping_, p_.icy_slides);
  pathing::search_dijkstra(pathing::ForwardGraph<WalkModel>{&model}, from, scratch_);
  for (CellIndex y : targets) {
    if (!scratch_.reached(y)) continue;
    StepCost c = scratch_.cost(y);
    if (jumping_) c = StepCost{0, c.length} + landing(y);
    best = std::min(best, c);
  }
  return best;
}

// The focus can be attacked this turn: why step 3 did not choose e (it can reach it).
std::string Explainer::attack_reason(CellIndex e, const Step3Record& rec, const Step3Hex* h,
                                     std::size_t focus, std::string& verdict) {
  const std::string& who = id(rec.focus);
  const std::string& me = id(d_.actor);
  const StepCost cost = end_cost(e);
  const std::string needs = plural(cost.length, "movement point", "movement points");
  if (!h) {
    verdict = "not-attack-hex";
    return (cost.length == 0 ? me + " stands on it" : me + " can reach it (" + needs + ")") +
           " but cannot attack its focus " + who + " from it: " + why_no_hit(e, focus);
  }
  const std::string groups = rec.groups.size() == 1
                                 ? "the chosen group " + group_text(rec.groups.front())
                                 : std::to_string(rec.groups.size()) + " chosen groups";
  switch (h->stage) {
    case Step3Stage::MoreNegative:
      verdict = "more-negative";
      return "the way there enters " + plural(cost.negatives, "negative hex", "negative hexes") +
             " and the best hexes' ways enter fewer: avoiding negative hexes comes before "
             "everything else in the monster's move (3)";
    case Step3Stage::NotThisTurn:
      verdict = "farther";
      return "farther than the chosen destinations: it needs " + needs + " and " + me + " has " +
             std::to_string(move_) + " this turn, while the options attack " + who +
             " this turn, and attacking this turn comes first (3)";
    case Step3Stage::FocusDisadvantage:
    case Step3Stage::FocusOnlyDisadvantage:
      verdict = "disadvantage";
      return "from it " + me + " would attack " + who +
             " at disadvantage (adjacent, with a ranged attack), and from the hexes the target "
             "groups were chosen at it would not: a monster moves to avoid disadvantage against "
             "its focus (3.1)";
    case Step3Stage::NoChosenGroup:
      switch (h->group_stage) {
        case Step3Stage::FewerTargets:
          verdict = "fewer-targets";
          return "fewer targets: from it " + me + " attacks at most " +
                 plural(h->targets, "target", "targets") + " with " + who + ", " + groups + " " +
                 (rec.groups.size() == 1 ? "has " : "have ") + std::to_string(rec.group_targets) +
                 " (3.1)";
        case Step3Stage::MoreDisadvantaged:
          verdict = "disadvantage";
          return "its best target set has more targets at disadvantage than " + groups +
                 ", and none of those can be attacked from it (3.1, 3.2)";
        case Step3Stage::LowerRanks:
          verdict = "lower-ranked";
          return "the targets it can add rank lower by the focus rules than those of " + groups +
                 ", which cannot be attacked from it (3.1, 3.2)";
        default:
          verdict = "no-chosen-group";
          return "none of its attacks has " +
                 (rec.groups.size() == 1 ? groups : "one of the " + groups) +
                 " as its target set (3.2; the groups are chosen at 3.1 by most targets, then the "
                 "shortest path" +
                 (p_.rank_secondary_targets ? ", then the focus ranks" : "") + ")";
      }
    case Step3Stage::DestinationDisadvantage:
      verdict = "disadvantage";
      return "from it " + std::to_string(h->disadvantaged) +
             " of the chosen group's targets would be at disadvantage; from the options " +
             std::to_string(rec.destination_disadvantaged) + " (3.2)";
    case Step3Stage::DestinationPath:
    case Step3Stage::FocusOnlyPath:
      verdict = "farther";
      return "farther than the chosen destinations: it needs " + needs + ", the options " +
             std::to_string(rec.destination_path) + " (3.2, the shortest path)";
    default:
      verdict = "lower-ranked";
      return "not chosen by the movement rules, though nothing simpler sets it apart (see the "
             "trace)";
  }
}

// The focus is out of reach this turn: the options move towards the step-3 destinations.
std::string Explainer::towards_reason(CellIndex e, const Step3Record& rec, std::string& verdict) {
  const std::string& who = id(rec.focus);
  const std::string& me = id(d_.actor);
  const StepCost cost = end_cost(e);
  const std::string needs = plural(cost.length, "movement point", "movement points");
  if (cost.length > move_) {
    verdict = "farther";
    return "farther than it can move: it needs " + needs + " and " + me + " has " +
           std::to_string(move_) + " this turn";
  }
  std::vector<CellIndex> dest;
  for (const auto& h : rec.hexes)
    if (h.stage == Step3Stage::Chosen) dest.push_back(h.cell);
  const StepCost rest = remaining(e, dest);
  if (rest == kUnreachable) {
    verdict = "not-attack-hex";
    return me + " cannot attack " + who + " this turn, and from it no hex chosen to attack " + who +
           " from can be reached";
  }
  using Key = std::tuple<int, int, int>;
  const Key mine{cost.negatives + rest.negatives, rest.length, cost.length};
  Key best{std::numeric_limits<int>::max(), 0, 0};
  for (const auto& o : d_.options) {
    if (o.focus != rec.focus) continue;
    const StepCost oc = end_cost(o.destination);
    const StepCost orest = remaining(o.destination, dest);
    if (oc == kUnreachable || orest == kUnreachable) continue;
    best = std::min(best, Key{oc.negatives + orest.negatives, orest.length, oc.length});
  }
  const std::string lead = me + " cannot attack " + who + " this turn and moves towards it; ";
  if (std::get<0>(mine) > std::get<0>(best)) {
    verdict = "more-negative";
    return lead + "the way through it enters " +
           plural(std::get<0>(mine), "negative hex", "negative hexes") + ", through the options " +
           std::to_string(std::get<0>(best));
  }
  if (std::get<1>(mine) > std::get<1>(best)) {
    verdict = "farther";
    return lead + "farther than the chosen destinations: from it the hex chosen to attack " + who +
           " from is " + plural(std::get<1>(mine), "movement point", "movement points") +
           " away, from the options " + std::to_string(std::get<1>(best));
  }
  if (std::get<2>(mine) > std::get<2>(best)) {
    verdict = "farther";
    return lead + "it uses " + needs + " for no more progress than the options, which use " +
           std::to_string(std::get<2>(best));
  }
  verdict = "lower-ranked";
  return lead + "it does not lead towards the attack hex chosen in step 3 (see the trace)";
}

HexExplanation Explainer::explain(Coord axial) {
  HexExplanation out;
  out.hex = axial;
  const auto cell = b_.find(axial);
  const std::string& me = id(d_.actor);
  if (!cell) {
    const bool listed =
        std::find(s_.map.hexes.begin(), s_.map.hexes.end(), axial) != s_.map.hexes.end();
    out.verdict = listed ? "wall" : "off-map";
    out.text = listed ? "a wall: nothing can stand there" : "not on the map (it behaves as a wall)";
    return out;
  }
  for (std::size_t i = 0; i < d_.options.size(); ++i)
    if (d_.options[i].destination == *cell) out.options.push_back(static_cast<int>(i) + 1);
  if (!out.options.empty()) {
    out.verdict = "option";
    std::string t = out.options.size() == 1 ? "is option " : "is options ";
    for (std::size_t i = 0; i < out.options.size(); ++i) {
      const auto& o = d_.options[static_cast<std::size_t>(out.options[i] - 1)];
      if (i > 0) t += i + 1 == out.options.size() ? " and " : ", ";
      t += std::to_string(out.options[i]) + " (";
      if (o.attack.targets.empty()) {
        t += "no attack";
      } else {
        t += "attacks ";
        for (std::size_t k = 0; k < o.attack.targets.size(); ++k)
          t += (k ? ", " : "") + id(o.attack.targets[k]);
      }
      t += ")";
    }
    out.text = t;
    return out;
  }
  const std::string stay = hex_name(s_, fig(d_.actor).hex);
  if (stunned_) {
    out.verdict = "stunned";
    out.text = me + " is stunned: it stays on " + stay;
    return out;
  }
  if (figure_at_[*cell] != kNoFigure) {
    const FigureIndex f = figure_at_[*cell];
    out.verdict = "occupied";
    out.text = "occupied by " + id(f) +
               (fig(f).side == fig(d_.actor).side ? " (an ally: it may pass, not stop there)"
                                                  : " (an enemy of " + me + ")");
    return out;
  }
  if (d_.focuses.empty()) {
    out.verdict = "no-focus";
    out.text =
        "no enemy can be attacked from any hex " + me + " can reach: no focus, it stays on " + stay;
    return out;
  }
  if (!can_stop(*cell)) {
    out.verdict = "obstacle";
    out.text = "an obstacle: " + me + " does not fly, so it cannot end its move there";
    return out;
  }
  if (end_cost(*cell) == kUnreachable) {
    out.verdict = "unreachable";
    out.text = "unreachable: no path of " + me + "'s movement leads there";
    return out;
  }
  if (move_ == 0 && *cell != start_) {
    out.verdict = "no-move";
    out.text = me + (immobilized_ ? " is immobilized" : "'s ability has no move") +
               ": it stays on " + stay;
    return out;
  }
  auto reason = [&](FigureIndex f, std::string& verdict) -> std::string {
    const Step3Record* rec = record_for(f);
    if (!rec) {
      verdict = "no-focus";
      return "step 3 did not run for focus " + id(f);
    }
    const auto focus = static_cast<std::size_t>(cand_of_figure_[static_cast<std::size_t>(f)]);
    if (rec->now) return attack_reason(*cell, *rec, rec->find(*cell), focus, verdict);
    return towards_reason(*cell, *rec, verdict);
  };
  if (d_.focuses.size() == 1) {
    out.text = reason(d_.focuses.front(), out.verdict);
    return out;
  }
  std::string text;
  for (FigureIndex f : d_.focuses) {
    std::string verdict;
    const std::string r = reason(f, verdict);
    if (out.verdict.empty()) out.verdict = verdict;
    text += (text.empty() ? "" : "; ") + ("with focus " + id(f) + ": " + r);
  }
  out.text = text;
  return out;
}

}  // namespace

HexExplanation explain_hex(const Scenario& s, const pathing::Board& b, const Decision& d,
                           Coord axial) {
  if (d.actor == kNoFigure) return {axial, "no-focus", {}, "no figure acts"};
  Explainer e(s, b, d);
  return e.explain(axial);
}

nlohmann::json explanation_json(const Scenario& s, const HexExplanation& e) {
  const Coord w = s.coordinates.from_axial(e.hex);
  return {{"hex", nlohmann::json::array({w.q, w.r})},
          {"verdict", e.verdict},
          {"options", e.options},
          {"text", e.text}};
}

}  // namespace arbiter::gloomhaven::report
