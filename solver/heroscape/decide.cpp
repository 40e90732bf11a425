#include "solver/heroscape/decide.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>
#include <utility>

#include "pathing/deadline.hpp"
#include "pathing/graph.hpp"
#include "pathing/search.hpp"

namespace arbiter::heroscape {

using odds::Distribution;
using odds::Fraction;
using pathing::Direction;
using pathing::kHexDirectionCount;

namespace {

// Attack: the height advantage, +1 die for higher ground, +2 at 10 levels or more.
int height_bonus(int higher, int lower) {
  const int gap = higher - lower;
  return gap >= 10 ? 2 : gap > 0 ? 1 : 0;
}

}  // namespace

Distribution risk_wounds(int dice) {
  return Distribution::dice(dice, 1, 2);
}

Distribution attack_wounds(int attack, int defense) {
  // 3 skulls of 6 faces and 2 shields of 6, written as 1/2 and 1/3 so that the common
  // denominator (2^a 3^d) stays within 64 bits up to 22 dice a side (20 + height advantage).
  // The same pools recur for every destination and target: each is worked out once per
  // thread (at most 23 x 23 of them).
  thread_local std::map<std::pair<int, int>, Distribution> memo;
  auto it = memo.find({attack, defense});
  if (it == memo.end()) {
    it = memo.emplace(std::make_pair(attack, defense),
                      excess(Distribution::dice(attack, 1, 2), Distribution::dice(defense, 1, 3)))
             .first;
  }
  return it->second;
}

namespace {
// attack_from with `ranges`: ranges beyond the attacker's Range are then not measured
// exactly (why_not's "out of range: N hexes" needs them; decide does not).
std::optional<AttackOdds> attack_with(const State& st, const Profile& p,
                                      const pathing::Solids& solids,
                                      const std::array<CellIndex, 2>& cells,
                                      const std::vector<FigureIndex>& engaged, FigureIndex target,
                                      std::string* why_not, GlyphBoost boost, RangeTable* ranges) {
  const Figure& me = st.figures[st.acting];
  const Figure& them = st.figures[target];
  const auto refuse = [&](std::string reason) -> std::optional<AttackOdds> {
    if (why_not != nullptr) *why_not = std::move(reason);
    return std::nullopt;
  };
  const bool is_engaged = std::find(engaged.begin(), engaged.end(), target) != engaged.end();
  // Engagement 6: an engaged figure attacks only figures it is engaged with.
  if (!engaged.empty() && !is_engaged) return refuse("engaged with other figures");
  // Range 1 reaches only adjacent figures, and height can make neighbours not adjacent.
  if (me.range == 1 && !is_engaged) return refuse("range 1 reaches only adjacent figures");
  const int range = me.range + (me.range > 1 ? boost.range : 0);
  AttackOdds a;
  a.target = target;
  a.range = 1 << 30;
  bool in_range = false, sighted = false;
  for (CellIndex f : cells) {
    if (f == kNoCell) continue;
    for (CellIndex t : them.cells) {
      if (t == kNoCell) continue;
      const int r = ranges != nullptr ? ranges->range(f, t) : range_between(st, f, t);
      if (r > range) {
        a.range = std::min(a.range, r);
        continue;
      }
      in_range = true;
      // A double-space figure may attack from either of its hexes.
      if (!sighted &&
          (ranges != nullptr ? ranges->sight(solids, f, me.height, t, them.height)
                             : line_of_sight(st, solids, f, me.height, t, them.height))) {
        sighted = true;
        a.range = r;
        a.from = f;
        a.to = t;
      }
    }
  }
  if (!in_range) {
    return refuse("out of range: " + std::to_string(a.range) + " hexes, range " +
                  std::to_string(range));
  }
  if (!sighted) return refuse("no line of sight");
  const int mine = st.level[a.from], theirs = st.level[a.to];
  a.attack_bonus = height_bonus(mine, theirs);
  a.defense_bonus = p.defence_height_advantage ? height_bonus(theirs, mine) : 0;
  a.glyph_attack = boost.attack;
  a.glyph_range = range - me.range;
  a.attack_dice = me.attack + a.attack_bonus + a.glyph_attack;
  a.defense_dice = them.defense + a.defense_bonus;
  a.wounds = attack_wounds(a.attack_dice, a.defense_dice);
  return a;
}

// special_from with `ranges`, as attack_with.
std::optional<AttackOdds> special_with(const State& st, const Profile& p,
                                       const pathing::Solids& solids,
                                       const std::array<CellIndex, 2>& cells,
                                       const std::vector<FigureIndex>& engaged, FigureIndex target,
                                       std::string* why_not, RangeTable* ranges) {
  const Figure& me = st.figures[st.acting];
  const auto refuse = [&](std::string reason) -> std::optional<AttackOdds> {
    if (why_not != nullptr) *why_not = std::move(reason);
    return std::nullopt;
  };
  if (!me.special) return refuse("no special attack");
  // Engagement 6 holds for special attacks too.
  if (!engaged.empty() && std::find(engaged.begin(), engaged.end(), target) == engaged.end()) {
    return refuse("engaged with other figures");
  }
  const Figure& them = st.figures[target];
  AttackOdds a;
  a.target = target;
  a.range = 1 << 30;
  bool in_range = false;
  for (CellIndex f : cells) {
    if (f == kNoCell) continue;
    for (CellIndex t : them.cells) {
      if (t == kNoCell) continue;
      const int r = ranges != nullptr ? ranges->range(f, t) : range_between(st, f, t);
      if (r > me.special->range) {
        a.range = std::min(a.range, r);
        continue;
      }
      in_range = true;
      if (a.from == kNoCell &&
          (ranges != nullptr ? ranges->sight(solids, f, me.height, t, them.height)
                             : line_of_sight(st, solids, f, me.height, t, them.height))) {
        a.range = r;
        a.from = f;
        a.to = t;
      }
    }
  }
  (void)p;
  if (!in_range) {
    return refuse("special attack out of range: " + std::to_string(a.range) + " hexes, range " +
                  std::to_string(me.special->range));
  }
  if (a.from == kNoCell) return refuse("no line of sight");
  // Special attacks take no modifiers.
  a.attack_dice = me.special->attack;
  a.defense_dice = them.defense;
  a.wounds = attack_wounds(a.attack_dice, a.defense_dice);
  return a;
}
}  // namespace

std::optional<AttackOdds> attack_from(const State& st, const Profile& p,
                                      const pathing::Solids& solids,
                                      const std::array<CellIndex, 2>& cells,
                                      const std::vector<FigureIndex>& engaged, FigureIndex target,
                                      std::string* why_not, GlyphBoost boost) {
  return attack_with(st, p, solids, cells, engaged, target, why_not, boost, nullptr);
}

std::optional<AttackOdds> special_from(const State& st, const Profile& p,
                                       const pathing::Solids& solids,
                                       const std::array<CellIndex, 2>& cells,
                                       const std::vector<FigureIndex>& engaged, FigureIndex target,
                                       std::string* why_not) {
  return special_with(st, p, solids, cells, engaged, target, why_not, nullptr);
}

void area_hits(const State& st, const std::array<CellIndex, 2>& cells, FigureIndex target,
               std::vector<FigureIndex>& out) {
  out.clear();
  const auto next_to_target = [&](CellIndex c) {
    for (CellIndex t : st.figures[target].cells) {
      if (t == kNoCell) continue;
      for (int d = 0; d < kHexDirectionCount; ++d) {
        if (st.board.neighbour(t, static_cast<Direction>(d)) == c) return true;
      }
    }
    return false;
  };
  for (FigureIndex f = 0; f < st.figures.size(); ++f) {
    if (f == target) continue;
    const auto& where = f == st.acting ? cells : st.figures[f].cells;
    for (CellIndex c : where) {
      if (c != kNoCell && next_to_target(c)) {
        out.push_back(f);
        break;
      }
    }
  }
}

GlyphBoost glyph_boost(const State& st, CellIndex cell) {
  GlyphBoost b;
  if (cell == kNoCell) return b;
  if (st.glyph_kind[cell] == GlyphKind::Attack) b.attack = st.glyph_bonus[cell];
  if (st.glyph_kind[cell] == GlyphKind::Range) b.range = st.glyph_bonus[cell];
  return b;
}

namespace {

// Glyphs 2: a healing glyph the figure stops on removes its wounds (all, or `bonus` of
// them), those it had and those taken on the way, if it survives the way.
Fraction expected_healed(const State& st, CellIndex glyph, const Distribution& taken) {
  if (glyph == kNoCell || st.glyph_kind[glyph] != GlyphKind::Healing) return Fraction{};
  const Figure& me = st.figures[st.acting];
  const int cap = st.glyph_bonus[glyph] > 0 ? st.glyph_bonus[glyph] : me.life;
  Fraction out{};
  for (int k = 0; k < me.remaining() && k <= taken.max(); ++k) {
    out = out + taken.p(k) * Fraction::make(std::min(cap, me.wounds + k), 1);
  }
  return out;
}

}  // namespace

namespace {

// Special cases 3: a figure that may eat and then attack (Grimnak) is weighed with both.
// Before attacking it may eat one adjacent single-space enemy it is engaged with: a squad
// figure is destroyed, any other on a d20 roll of eat_roll or more; then it attacks as
// usual (a target it tried to eat only if that one survived). The eaten figure's remaining
// life counts as wounds dealt.
void add_eating(const State& st, const Profile& p, const pathing::Solids& solids,
                RangeTable& ranges, const Destination& dest, const Choice& base,
                const Fraction& survive, const Fraction& kept, Objective objective, Decision& d) {
  const Figure& me = st.figures[st.acting];
  for (FigureIndex e : dest.engaged) {
    const Figure& food = st.figures[e];
    if (food.double_space()) continue;
    const Fraction p_eat =
        food.squad ? Fraction{1, 1} : Fraction::make(21 - me.eat_roll, 20);  // d20 >= roll
    const Fraction eaten = survive * p_eat * Fraction::make(food.remaining(), 1);
    const auto finish = [&](Choice& c) {
      c.eaten = e;
      c.p_eaten = survive * p_eat;
      c.score = objective == Objective::Net ? c.expected_dealt + kept : c.expected_dealt;
      d.choices.push_back(std::move(c));
    };
    Choice only = base;
    only.expected_dealt = eaten;
    finish(only);
    for (FigureIndex t = 0; t < st.figures.size(); ++t) {
      if (t == st.acting || !st.enemies(st.acting, t)) continue;
      pathing::deadline::poll();
      auto a = attack_with(st, p, solids, dest.cells, dest.engaged, t, nullptr,
                           glyph_boost(st, dest.glyph), &ranges);
      if (!a) continue;
      // The same figure is attacked only when the eating failed.
      const Fraction left = t == e ? Fraction{1, 1} - p_eat : Fraction{1, 1};
      Choice c = base;
      c.expected_dealt =
          eaten + survive * left * a->wounds.expected_capped(st.figures[t].remaining());
      c.p_wound = survive * left * a->wounds.at_least(1);
      c.p_destroy = survive * left * a->wounds.at_least(st.figures[t].remaining());
      if (t == e) c.p_destroy = c.p_destroy + survive * p_eat;
      c.attack = std::move(a);
      finish(c);
    }
  }
}

// Movement 1-14: every path the player may choose, within the budget (a Pareto set of
// movement used and risk dice per move state), grouped by the cells the figure ends on.
void add_destinations(const State& st, const MoveModel& model, Workspace& ws, Decision& d) {
  ws.pareto.run(model);
  ws.ends.clear();
  for (std::uint32_t i = 0; i < ws.pareto.kept_count(); ++i) {
    const StateId s = ws.pareto.label(i).state;
    if (model.may_end(s)) ws.ends.emplace_back(model.cells(s), i);
  }
  const auto cost = [&](std::uint32_t i) { return ws.pareto.label(i).cost; };
  std::sort(ws.ends.begin(), ws.ends.end(), [&](const auto& a, const auto& b) {
    if (a.first != b.first) return a.first < b.first;
    return cost(a.second) < cost(b.second);
  });
  // The steps of a kept path, found again from each label to the next.
  const auto steps_of = [&](std::uint32_t label, std::vector<StepInfo>& out) {
    ws.pareto.path(label, ws.chain);
    for (std::size_t i = 1; i < ws.chain.size(); ++i) {
      const auto& from = ws.pareto.label(ws.chain[i - 1]);
      const auto& next = ws.pareto.label(ws.chain[i]);
      for (int k = 0; k < MoveModel::kMaxSteps; ++k) {
        StateId to;
        StepInfo info;
        if (model.step(from.state, k, to, info) && to == next.state &&
            from.cost + info.cost == next.cost) {
          out.push_back(info);
          break;
        }
      }
    }
  };
  for (std::size_t a = 0; a < ws.ends.size();) {
    pathing::deadline::poll();
    std::size_t b = a;
    while (b < ws.ends.size() && ws.ends[b].first == ws.ends[a].first) ++b;
    Destination dest;
    dest.cells = ws.ends[a].first;
    // Sorted by movement, then dice: a path is kept when it has fewer dice than every
    // shorter one (the first is the cheapest, the last the least-risk one).
    std::uint32_t safest = ws.ends[a].second;
    for (std::size_t i = a; i < b; ++i) {
      const MoveCost c = cost(ws.ends[i].second);
      if (!dest.paths.empty() && c.dice >= dest.paths.back().dice) continue;
      dest.paths.push_back(c);
      safest = ws.ends[i].second;
    }
    dest.state = ws.pareto.label(ws.ends[a].second).state;
    dest.cost = dest.paths.front();
    dest.least_risk = dest.paths.back();
    steps_of(ws.ends[a].second, dest.path);
    steps_of(safest, dest.least_risk_path);
    model.engaged(dest.cells, dest.engaged);
    for (CellIndex c : dest.cells) {
      if (c != kNoCell && dest.glyph == kNoCell && (st.flags[c] & kGlyph) != 0) dest.glyph = c;
    }
    d.destinations.push_back(std::move(dest));
    a = b;
  }
}

// The farthest any attack of the acting figure reaches, up to which ranges are measured
// exactly: the Range, raised by a range glyph (ranged figures only), or the special
// attack's.
int attack_reach(const State& st) {
  const Figure& me = st.figures[st.acting];
  int reach = me.range;
  if (me.range > 1) {
    int glyph_range = 0;
    for (CellIndex c = 0; c < st.board.size(); ++c) {
      if (st.glyph_kind[c] == GlyphKind::Range) {
        glyph_range = std::max<int>(glyph_range, st.glyph_bonus[c]);
      }
    }
    reach += glyph_range;
  }
  if (me.special) reach = std::max<int>(reach, me.special->range);
  return reach;
}

// Special cases 1: the special attack on `target` from `base`'s destination, if it may be
// made; a grenade or explosion also hits every figure around the target.
std::optional<Choice> special_choice(const State& st, const Profile& p,
                                     const pathing::Solids& solids, RangeTable& ranges,
                                     const Destination& dest, const Choice& base,
                                     FigureIndex target, const Fraction& survive,
                                     const Fraction& kept, Objective objective) {
  const Figure& me = st.figures[st.acting];
  auto sa = special_with(st, p, solids, dest.cells, dest.engaged, target, nullptr, &ranges);
  if (!sa) return std::nullopt;
  Choice x = base;
  x.special = true;
  // Capped as an attack's, for the target and for every figure around it.
  x.expected_dealt = survive * sa->wounds.expected_capped(st.figures[target].remaining());
  x.p_wound = survive * sa->wounds.at_least(1);
  x.p_destroy = survive * sa->wounds.at_least(st.figures[target].remaining());
  area_hits(st, dest.cells, target, x.also_hit);
  for (FigureIndex h : x.also_hit) {
    const Fraction e = survive * attack_wounds(me.special->attack, st.figures[h].defense)
                                     .expected_capped(st.figures[h].remaining());
    if (st.enemies(st.acting, h)) {
      x.expected_dealt = x.expected_dealt + e;
    } else {
      x.expected_friendly = x.expected_friendly + e;
    }
  }
  x.score = objective == Objective::Net ? x.expected_dealt - x.expected_friendly + kept
                                        : x.expected_dealt;
  x.attack = std::move(sa);
  return x;
}

// The choices that end on destination i: moving there only, then attacking each enemy,
// with the special attack, or eating first.
void add_choices(const State& st, const Profile& p, const pathing::Solids& solids,
                 RangeTable& ranges, std::size_t i, Objective objective, Decision& d) {
  const Figure& me = st.figures[st.acting];
  const Destination& dest = d.destinations[i];
  // The player takes the least-risk path that fits: fewer dice is never worse.
  const Distribution taken = risk_wounds(dest.least_risk.dice);
  Choice base;
  base.destination = i;
  base.cost = dest.least_risk;
  base.expected_taken = taken.expected();
  base.p_destroyed = taken.at_least(me.remaining());
  base.expected_healed = expected_healed(st, dest.glyph, taken);
  const Fraction survive = Fraction{1, 1} - base.p_destroyed;
  // Net: wounds dealt, less wounds taken on the way, plus wounds a healing glyph removes.
  const Fraction kept = base.expected_healed - base.expected_taken;
  base.score = objective == Objective::Net ? kept : Fraction{};
  const GlyphBoost boost = glyph_boost(st, dest.glyph);
  d.choices.push_back(base);
  for (FigureIndex t = 0; t < st.figures.size(); ++t) {
    if (t == st.acting || !st.enemies(st.acting, t)) continue;
    pathing::deadline::poll();
    auto a = attack_with(st, p, solids, dest.cells, dest.engaged, t, nullptr, boost, &ranges);
    if (a) {
      Choice c = base;
      // Wounds beyond the target's remaining life are never dealt: a sure kill of a
      // one-life figure is worth 1, not the dice's average.
      c.expected_dealt = survive * a->wounds.expected_capped(st.figures[t].remaining());
      c.p_wound = survive * a->wounds.at_least(1);
      c.p_destroy = survive * a->wounds.at_least(st.figures[t].remaining());
      c.score = objective == Objective::Net ? c.expected_dealt + kept : c.expected_dealt;
      c.attack = std::move(a);
      d.choices.push_back(std::move(c));
    }
    if (!me.special) continue;
    auto x = special_choice(st, p, solids, ranges, dest, base, t, survive, kept, objective);
    if (x) d.choices.push_back(std::move(*x));
  }
  if (me.eat_roll > 0) add_eating(st, p, solids, ranges, dest, base, survive, kept, objective, d);
}

// Ranking: the objective, then less risk, then less movement; equal keys share a rank.
void rank_choices(Objective objective, Decision& d) {
  const auto cost_of = [&](const Choice& c) { return c.cost.length; };
  const auto better = [&](const Choice& a, const Choice& b) -> int {
    if (objective == Objective::Safety) {
      if (!(a.expected_taken == b.expected_taken))
        return a.expected_taken < b.expected_taken ? -1 : 1;
      if (!(a.expected_dealt == b.expected_dealt))
        return b.expected_dealt < a.expected_dealt ? -1 : 1;
    } else {
      if (!(a.score == b.score)) return b.score < a.score ? -1 : 1;
      if (!(a.expected_taken == b.expected_taken))
        return a.expected_taken < b.expected_taken ? -1 : 1;
    }
    if (cost_of(a) != cost_of(b)) return cost_of(a) < cost_of(b) ? -1 : 1;
    return 0;
  };
  // Sorted by index and then moved once (cheaper than swapping choices around).
  std::vector<std::size_t> order(d.choices.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return better(d.choices[a], d.choices[b]) < 0;
  });
  std::vector<Choice> sorted;
  sorted.reserve(order.size());
  for (std::size_t i : order) sorted.push_back(std::move(d.choices[i]));
  d.choices = std::move(sorted);
  for (std::size_t i = 0; i < d.choices.size(); ++i) {
    d.choices[i].rank = i > 0 && better(d.choices[i - 1], d.choices[i]) == 0
                            ? d.choices[i - 1].rank
                            : static_cast<int>(i) + 1;
  }
}

}  // namespace

Decision decide(const State& st, const Profile& p, Objective objective, Workspace& ws) {
  Decision d;
  d.profile = &p;
  d.acting = st.acting;
  d.objective = objective;
  MoveModel model(st, p, st.acting, &ws.words);
  add_destinations(st, model, ws, d);
  if (st.figures[st.acting].berserker_charge) {
    std::vector<std::array<CellIndex, 2>> first;
    for (const Destination& dest : d.destinations) first.push_back(dest.cells);
    d.charge = charge_reach(model, ws.pareto, first);
  }
  const pathing::Solids solids = build_solids(st, p);
  RangeTable ranges(st, attack_reach(st));
  // Attacks and choices.
  for (std::size_t i = 0; i < d.destinations.size(); ++i) {
    add_choices(st, p, solids, ranges, i, objective, d);
  }
  rank_choices(objective, d);
  return d;
}

}  // namespace arbiter::heroscape
