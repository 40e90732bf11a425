#include "solver/report/explain.hpp"

#include <algorithm>
#include <cctype>
#include <limits>
#include <map>
#include <set>

#include "pathing/search.hpp"
#include "pathing/sight.hpp"
#include "solver/gloomhaven/movement.hpp"
#include "solver/gloomhaven/rules.hpp"

namespace arbiter::report {

using gloomhaven::FigureIndex;
using gloomhaven::kNoFigure;
using pathing::CellIndex;
using pathing::Coord;
using pathing::kNoCell;
using pathing::kUnreachable;
using pathing::StepCost;
using pathing::Terrain;
using scenario::Condition;
using scenario::Figure;

std::string hex_name(const scenario::Scenario& s, Coord axial) {
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

DecisionMap map_decision(const scenario::Scenario& s, const pathing::Board& b,
                         const gloomhaven::Decision& d) {
  DecisionMap m;
  m.flat = s.coordinates.flat_topped();
  std::map<std::pair<int, int>, scenario::TerrainType> terrain;
  for (const auto& [hex, type] : s.map.terrain) terrain[{hex.q, hex.r}] = type;
  std::map<std::pair<int, int>, FigureIndex> figure_at;
  for (std::size_t i = 0; i < s.figures.size(); ++i)
    figure_at[{s.figures[i].hex.q, s.figures[i].hex.r}] = static_cast<FigureIndex>(i);

  std::map<CellIndex, std::size_t> by_cell;
  for (Coord c : s.map.hexes) {
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
  }
  return m;
}

// ------------------------------------------------------------------------------------
// Parsing "COL,ROW"

std::optional<Coord> parse_hex_argument(std::string_view text) {
  std::string t;
  for (char ch : text)
    if (!std::isspace(static_cast<unsigned char>(ch))) t += ch;
  if (t.size() >= 2 && t.front() == '[' && t.back() == ']') t = t.substr(1, t.size() - 2);
  const auto comma = t.find(',');
  if (comma == std::string::npos) return std::nullopt;
  auto number = [](const std::string& x) -> std::optional<int> {
    if (x.empty() || x.size() > 9) return std::nullopt;
    std::size_t i = (x[0] == '-' || x[0] == '+') ? 1 : 0;
    if (i == x.size()) return std::nullopt;
    for (std::size_t k = i; k < x.size(); ++k)
      if (!std::isdigit(static_cast<unsigned char>(x[k]))) return std::nullopt;
    return std::stoi(x);
  };
  const auto col = number(t.substr(0, comma));
  const auto row = number(t.substr(comma + 1));
  if (!col || !row) return std::nullopt;
  return Coord{*col, *row};
}

// ------------------------------------------------------------------------------------
// explain_hex

namespace {

constexpr int kAllTargets = 1 << 20;

std::vector<std::vector<Coord>> orientations(const std::vector<Coord>& pattern) {
  auto less = [](Coord a, Coord b) { return a.q != b.q ? a.q < b.q : a.r < b.r; };
  std::vector<std::vector<Coord>> out;
  std::set<std::vector<std::pair<int, int>>> seen;
  for (int mirror = 0; mirror < 2; ++mirror) {
    for (int rot = 0; rot < 6; ++rot) {
      std::vector<Coord> v;
      for (Coord o : pattern)
        v.push_back(pathing::rotate_hex(mirror ? pathing::mirror_hex(o) : o, rot));
      auto sorted = v;
      std::sort(sorted.begin(), sorted.end(), less);
      std::vector<std::pair<int, int>> key;
      for (Coord c : sorted) key.push_back({c.q, c.r});
      if (seen.insert(key).second) out.push_back(std::move(v));
    }
  }
  return out;
}

std::string plural(int n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

class Explainer {
 public:
  Explainer(const scenario::Scenario& s, const pathing::Board& b, const gloomhaven::Decision& d)
      : s_(s),
        b_(b),
        d_(d),
        p_(gloomhaven::profile_for(d.rules)),
        sight_(b, p_.sight),
        travel_(b.size()),
        scratch_(b.size()) {
    setup();
  }

  HexExplanation explain(Coord axial);

 private:
  struct AttackFrom {
    bool focus_hit = false;
    bool focus_disadvantaged = false;
    int targets = 0;
  };

  const Figure& fig(FigureIndex f) const { return s_.figures[static_cast<std::size_t>(f)]; }
  const std::string& id(FigureIndex f) const { return fig(f).id; }
  CellIndex cell_of(FigureIndex f) const { return *b_.find(fig(f).hex); }

  void setup();
  bool can_stop(CellIndex e) const;
  StepCost landing(CellIndex e) const;
  StepCost end_cost(CellIndex e) const;
  int dist_from(std::size_t cand, CellIndex e) const { return around_[cand][e]; }
  bool single_hits(CellIndex e, std::size_t cand) const;
  std::vector<std::vector<Coord>> placements(CellIndex e) const;
  bool area_hits_focus(CellIndex e, std::size_t focus) const;
  bool hits_focus(CellIndex e, std::size_t focus) const;
  AttackFrom evaluate(CellIndex e, std::size_t focus) const;
  std::string why_no_hit(CellIndex e, std::size_t focus) const;
  StepCost remaining(CellIndex from, std::size_t focus);
  std::string reason(CellIndex e, FigureIndex focus, std::string& verdict);

  const scenario::Scenario& s_;
  const pathing::Board& b_;
  const gloomhaven::Decision& d_;
  gloomhaven::RuleProfile p_;
  pathing::Sight sight_;
  pathing::SearchResult travel_;
  pathing::SearchResult scratch_;

  CellIndex start_ = kNoCell;
  int move_ = 0;
  bool flying_ = false, jumping_ = false, teleport_ = false, muddled_ = false;
  bool attacks_ = true, stunned_ = false, immobilized_ = false;
  int range_ = 0, targets_ = 1;
  std::optional<scenario::AreaOfEffect> aoe_;
  std::vector<std::vector<Coord>> aoe_orientations_;
  gloomhaven::Occupancy occ_;
  std::vector<FigureIndex> figure_at_;
  std::vector<FigureIndex> cands_;
  std::vector<int> cand_of_figure_;
  std::vector<std::vector<int>> around_;  // per candidate: hexes around walls to each cell
};

void Explainer::setup() {
  const Figure& me = fig(d_.actor);
  const scenario::Turn& t = s_.turn;
  start_ = cell_of(d_.actor);
  move_ = t.move;
  flying_ = t.movement == scenario::Movement::Flying || t.flying;
  jumping_ = t.movement == scenario::Movement::Jump;
  teleport_ = t.movement == scenario::Movement::Teleport;
  muddled_ = me.has(Condition::Muddle);
  stunned_ = me.has(Condition::Stun);
  immobilized_ = me.has(Condition::Immobilize);
  if (immobilized_) move_ = 0;
  attacks_ = t.attack.has_value() && !me.has(Condition::Disarm);
  if (attacks_) {
    range_ = t.attack->range;
    targets_ = t.attack->all_targets ? kAllTargets : t.attack->targets;
    aoe_ = t.attack->aoe;
    if (aoe_) aoe_orientations_ = orientations(aoe_->hexes);
  }

  occ_.cell.assign(b_.size(), gloomhaven::Occupant::None);
  occ_.hidden_enemies_block = p_.invisible == gloomhaven::InvisibleEnemies::Obstacle;
  figure_at_.assign(b_.size(), kNoFigure);
  cand_of_figure_.assign(s_.figures.size(), -1);
  for (std::size_t i = 0; i < s_.figures.size(); ++i) {
    const auto fi = static_cast<FigureIndex>(i);
    if (fi == d_.actor) continue;
    const Figure& f = s_.figures[i];
    const CellIndex c = cell_of(fi);
    figure_at_[c] = fi;
    if (f.side == me.side) {
      occ_.cell[c] = gloomhaven::Occupant::Ally;
    } else if (f.has(Condition::Invisible)) {
      occ_.cell[c] = gloomhaven::Occupant::HiddenEnemy;
    } else {
      occ_.cell[c] = gloomhaven::Occupant::Enemy;
      cand_of_figure_[i] = static_cast<int>(cands_.size());
      cands_.push_back(fi);
    }
  }
  if (!teleport_) {
    gloomhaven::WalkModel model(b_, occ_, flying_ || jumping_, p_.icy_slides);
    pathing::search_dijkstra(pathing::ForwardGraph<gloomhaven::WalkModel>{&model}, start_, travel_);
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

bool Explainer::single_hits(CellIndex e, std::size_t cand) const {
  const int dist = dist_from(cand, e);
  if (dist < 1) return false;
  if (range_ == 0) return dist == 1;
  return dist <= range_ && sight_.visible(e, cell_of(cands_[cand]));
}

// The placements of the area of effect from e that touch an enemy (as in step 3).
std::vector<std::vector<Coord>> Explainer::placements(CellIndex e) const {
  std::vector<std::vector<Coord>> out;
  if (!aoe_) return out;
  const Coord at = b_.coord(e);
  for (const auto& pattern : aoe_orientations_) {
    if (aoe_->melee) {
      std::vector<Coord> cells;
      for (Coord o : pattern) cells.push_back(at + o);
      out.push_back(std::move(cells));
      continue;
    }
    for (FigureIndex f : cands_) {
      const Coord target = fig(f).hex;
      for (std::size_t j = 0; j < pattern.size(); ++j) {
        std::vector<Coord> cells;
        bool in_range = false, on_self = false;
        for (Coord o : pattern) {
          const Coord c = target + o - pattern[j];
          if (c == at) on_self = true;
          cells.push_back(c);
          if (pathing::hex_distance(at, c) <= range_) in_range = true;
        }
        if (in_range && !on_self) out.push_back(std::move(cells));
      }
    }
  }
  return out;
}

bool Explainer::area_hits_focus(CellIndex e, std::size_t focus) const {
  const Coord target = fig(cands_[focus]).hex;
  const CellIndex tc = cell_of(cands_[focus]);
  const Coord at = b_.coord(e);
  for (const auto& pattern : aoe_orientations_) {
    if (aoe_->melee) {
      for (Coord o : pattern)
        if (at + o == target) return sight_.visible(e, tc);
      continue;
    }
    for (std::size_t j = 0; j < pattern.size(); ++j) {
      bool in_range = false, on_self = false;
      for (Coord o : pattern) {
        const Coord c = target + o - pattern[j];
        if (c == at) on_self = true;
        if (pathing::hex_distance(at, c) <= range_) in_range = true;
      }
      if (in_range && !on_self) return sight_.visible(e, tc);
    }
  }
  return false;
}

bool Explainer::hits_focus(CellIndex e, std::size_t focus) const {
  if (!aoe_) return single_hits(e, focus);
  if (targets_ > 1 && single_hits(e, focus)) return true;
  return area_hits_focus(e, focus);
}

Explainer::AttackFrom Explainer::evaluate(CellIndex e, std::size_t focus) const {
  AttackFrom a;
  a.focus_disadvantaged = range_ > 0 && !muddled_ && dist_from(focus, e) == 1;
  std::vector<std::size_t> singles;
  for (std::size_t k = 0; k < cands_.size(); ++k)
    if (single_hits(e, k)) singles.push_back(k);
  const bool focus_single = std::count(singles.begin(), singles.end(), focus) > 0;
  if (!aoe_) {
    a.focus_hit = focus_single;
    if (a.focus_hit) a.targets = std::min<int>(targets_, static_cast<int>(singles.size()));
    return a;
  }
  const int singles_allowed = targets_ - 1;
  std::vector<std::vector<std::size_t>> areas{{}};
  for (const auto& cells : placements(e)) {
    std::vector<std::size_t> hits;
    for (Coord c : cells) {
      const auto cell = b_.find(c);
      if (!cell) continue;
      const FigureIndex f = figure_at_[*cell];
      if (f == kNoFigure || cand_of_figure_[static_cast<std::size_t>(f)] < 0) continue;
      if (!sight_.visible(e, *cell)) continue;
      hits.push_back(static_cast<std::size_t>(cand_of_figure_[static_cast<std::size_t>(f)]));
    }
    if (!hits.empty()) areas.push_back(std::move(hits));
  }
  for (const auto& hits : areas) {
    const bool in_area = std::count(hits.begin(), hits.end(), focus) > 0;
    if (!in_area && (!focus_single || singles_allowed < 1)) continue;
    int pool = 0;
    for (std::size_t k : singles)
      if (k != focus && std::count(hits.begin(), hits.end(), k) == 0) ++pool;
    const int free = std::max(0, singles_allowed - (in_area ? 0 : 1));
    const int count = static_cast<int>(hits.size()) + (in_area ? 0 : 1) + std::min(pool, free);
    a.targets = std::max(a.targets, count);
  }
  a.focus_hit = a.targets > 0;
  return a;
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
  return "there is no line of sight from it to " + who;
}

// The cheapest way from `from` to any hex that attacks the focus (negatives, then length).
StepCost Explainer::remaining(CellIndex from, std::size_t focus) {
  StepCost best = kUnreachable;
  if (teleport_) {
    for (CellIndex y = 0; y < b_.size(); ++y) {
      if (y != start_ && !occ_.empty(y)) continue;
      if (!flying_ && b_.terrain(y) == Terrain::Obstacle) continue;
      if (!hits_focus(y, focus)) continue;
      best = std::min(best, StepCost{0, b_.distance(from, y)} + landing(y));
    }
    return best;
  }
  gloomhaven::WalkModel model(b_, occ_, flying_ || jumping_, p_.icy_slides);
  pathing::search_dijkstra(pathing::ForwardGraph<gloomhaven::WalkModel>{&model}, from, scratch_);
  for (CellIndex y : scratch_.reached_cells()) {
    if (y != start_ && !occ_.empty(y)) continue;
    if (!flying_ && b_.terrain(y) == Terrain::Obstacle) continue;
    if (!hits_focus(y, focus)) continue;
    StepCost c = scratch_.cost(y);
    if (jumping_) c = StepCost{0, c.length} + landing(y);
    best = std::min(best, c);
  }
  return best;
}

std::string Explainer::reason(CellIndex e, FigureIndex focus_figure, std::string& verdict) {
  const std::size_t focus =
      static_cast<std::size_t>(cand_of_figure_[static_cast<std::size_t>(focus_figure)]);
  const std::string& who = id(focus_figure);
  const std::string& me = id(d_.actor);
  std::vector<const gloomhaven::Option*> opts;
  for (const auto& o : d_.options)
    if (o.focus == focus_figure) opts.push_back(&o);
  if (opts.empty())
    for (const auto& o : d_.options) opts.push_back(&o);
  if (opts.empty()) {
    verdict = "no-focus";
    return "the decision has no option for focus " + who;
  }
  const StepCost cost = end_cost(e);
  const CellIndex ref = opts.front()->destination;
  const StepCost ref_cost = end_cost(ref);
  const AttackFrom ref_attack = evaluate(ref, focus);
  const bool now = ref_attack.focus_hit && ref_cost.length <= move_;
  const std::string needs = plural(cost.length, "movement point", "movement points");

  if (now) {
    const AttackFrom here = evaluate(e, focus);
    if (!here.focus_hit) {
      verdict = "not-attack-hex";
      return (cost.length == 0 ? me + " stands on it" : me + " can reach it (" + needs + ")") +
             " but cannot attack its focus " + who + " from it: " + why_no_hit(e, focus);
    }
    if (cost.negatives > ref_cost.negatives) {
      verdict = "more-negative";
      return "the way there enters " + plural(cost.negatives, "negative hex", "negative hexes") +
             "; the options' ways enter " + std::to_string(ref_cost.negatives) +
             " (3, fewest negative hexes)";
    }
    if (cost.length > move_) {
      verdict = "farther";
      return "farther than the chosen destinations: it needs " + needs + " and " + me + " has " +
             std::to_string(move_) + " this turn, while the options attack " + who + " this turn";
    }
    auto disadvantage = [&]() -> std::string {
      if (here.focus_disadvantaged && !ref_attack.focus_disadvantaged) {
        verdict = "disadvantage";
        return "from it " + me + " would attack " + who +
               " at disadvantage (adjacent, with a ranged attack); from the options it would not "
               "(3.1)";
      }
      return "";
    };
    auto fewer = [&]() -> std::string {
      if (here.targets < ref_attack.targets) {
        verdict = "fewer-targets";
        return "fewer targets: from it " + me + " attacks " +
               plural(here.targets, "target", "targets") + ", from the options " +
               std::to_string(ref_attack.targets) + " (3.2)";
      }
      return "";
    };
    std::string r;
    if (p_.targets_before_focus_disadvantage) {
      r = fewer();
      if (r.empty()) r = disadvantage();
    } else {
      r = disadvantage();
      if (r.empty()) r = fewer();
    }
    if (!r.empty()) return r;
    if (cost.length > ref_cost.length) {
      verdict = "farther";
      return "farther than the chosen destinations: it needs " + needs + ", the options " +
             std::to_string(ref_cost.length) + " (3.5, the least movement)";
    }
    verdict = "lower-ranked";
    if (targets_ > 1 || aoe_)
      return "as many targets for no more movement, but the targets it can attack from it rank "
             "lower by the focus rules, or more of them are at disadvantage (3.3, 3.4)";
    return "not chosen by the movement rules, though nothing simpler sets it apart (see the trace)";
  }

  // The options do not attack the focus this turn: they move towards it.
  if (cost.length > move_) {
    verdict = "farther";
    return "farther than it can move: it needs " + needs + " and " + me + " has " +
           std::to_string(move_) + " this turn";
  }
  const StepCost rest = remaining(e, focus);
  if (rest == kUnreachable) {
    verdict = "not-attack-hex";
    return me + " cannot attack " + who + " this turn, and from it no hex to attack " + who +
           " from can be reached";
  }
  using Key = std::tuple<int, int, int>;
  const Key mine{cost.negatives + rest.negatives, rest.length, cost.length};
  Key best{std::numeric_limits<int>::max(), 0, 0};
  for (const auto* o : opts) {
    const StepCost oc = end_cost(o->destination);
    const StepCost orest = remaining(o->destination, focus);
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
    return lead + "farther than the chosen destinations: from it a hex to attack " + who +
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
  if (d_.focuses.size() == 1) {
    out.text = reason(*cell, d_.focuses.front(), out.verdict);
    return out;
  }
  std::string text;
  for (FigureIndex f : d_.focuses) {
    std::string verdict;
    const std::string r = reason(*cell, f, verdict);
    if (out.verdict.empty()) out.verdict = verdict;
    text += (text.empty() ? "" : "; ") + ("with focus " + id(f) + ": " + r);
  }
  out.text = text;
  return out;
}

}  // namespace

HexExplanation explain_hex(const scenario::Scenario& s, const pathing::Board& b,
                           const gloomhaven::Decision& d, Coord axial) {
  if (d.actor == kNoFigure) return {axial, "no-focus", {}, "no figure acts"};
  Explainer e(s, b, d);
  return e.explain(axial);
}

std::string explanation_text(const scenario::Scenario& s, const HexExplanation& e) {
  return hex_name(s, e.hex) + ": " + e.text;
}

nlohmann::json explanation_json(const scenario::Scenario& s, const HexExplanation& e) {
  const Coord w = s.coordinates.from_axial(e.hex);
  return {{"hex", nlohmann::json::array({w.q, w.r})},
          {"verdict", e.verdict},
          {"options", e.options},
          {"text", e.text}};
}

}  // namespace arbiter::report
