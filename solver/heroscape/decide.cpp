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

// Sight geometry (ext: the rules use the painted figures): the eye ("target point") half
// a level below the top of the figure, the hit zone the column over the figure's hex from
// its ground to its Height, tried at eighths of the Height.
constexpr double kEyeBelowTop = 0.5;
constexpr int kHitZoneSamples = 8;

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

pathing::Solids build_solids(const State& st, const Profile& p) {
  pathing::Solids s(st.board, p.hex_width_in_levels);
  for (CellIndex c = 0; c < st.board.size(); ++c) {
    s.set_top(c, std::max<double>(st.level[c], st.obstacle_top[c]));
    for (int d = 0; d < kHexDirectionCount; ++d) {
      const int h = st.edge(c, static_cast<Direction>(d));
      if (h == 0) continue;
      const CellIndex n = st.board.neighbour(c, static_cast<Direction>(d));
      const int base = n == kNoCell ? st.level[c] : std::max(st.level[c], st.level[n]);
      s.set_edge_top(c, static_cast<Direction>(d), base + h);
    }
  }
  return s;
}

bool line_of_sight(const State& st, const pathing::Solids& solids, CellIndex from, int from_height,
                   CellIndex to, int to_height) {
  const Eigen::Vector3d eye = solids.point(from, st.level[from] + from_height - kEyeBelowTop);
  for (int k = kHitZoneSamples; k >= 1; --k) {
    const double z = st.level[to] + static_cast<double>(to_height) * k / kHitZoneSamples;
    if (solids.clear(eye, solids.point(to, z), from, to)) return true;
  }
  return false;
}

namespace {
// Ranges up to `limit` (the attacker's Range) for one decision: a line over a gap is
// measured by one walk along the map from the target's hex, bounded by the limit and shared
// by every destination (range is symmetric), instead of a walk over the whole map for each
// (destination, target) pair. range() is range_between's value when that is at most the
// limit, and some value above the limit otherwise.
class RangeTable {
 public:
  RangeTable(const State& st, int limit) : st_(&st), limit_(limit) {}
  int range(CellIndex from, CellIndex to);
  // line_of_sight from `from` to `to`, once per pair: the destinations of a double-space
  // figure share their hexes, each with several others.
  bool sight(const pathing::Solids& solids, CellIndex from, int from_height, CellIndex to,
             int to_height) {
    const std::uint64_t key = std::uint64_t{from} << 32 | to;
    const auto [it, fresh] = sight_.try_emplace(key, false);
    if (fresh) it->second = line_of_sight(*st_, solids, from, from_height, to, to_height);
    return it->second;
  }

 private:
  const State* st_;
  int limit_;
  std::unordered_map<CellIndex, std::vector<std::int16_t>> walks_;  // by target hex
  std::vector<std::int32_t> part_;  // each hex's connected part of the map, once needed
  std::unordered_map<std::uint64_t, bool> sight_;
};

// Whether the straight line from a to b stays over the map (hex by hex).
bool straight_over_map(const State& st, pathing::Coord ca, pathing::Coord cb, int n) {
  for (int i = 1; i < n; ++i) {
    // Cube interpolation, nudged off the corners so that rounding is stable.
    const double t = static_cast<double>(i) / n;
    const double q = ca.q + (cb.q - ca.q) * t + 1e-6;
    const double r = ca.r + (cb.r - ca.r) * t + 2e-6;
    const double s = -q - r;
    double rq = std::round(q), rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds) {
      rq = -rr - rs;
    } else if (dr > ds) {
      rr = -rq - rs;
    }
    if (!st.board.find({static_cast<int>(rq), static_cast<int>(rr)})) return false;
  }
  return true;
}
}  // namespace

int range_between(const State& st, CellIndex a, CellIndex b) {
  const pathing::Coord ca = st.board.coord(a), cb = st.board.coord(b);
  const int n = pathing::hex_distance(ca, cb);
  if (straight_over_map(st, ca, cb, n)) return n;
  // Over a gap: count the hexes along the map around it.
  pathing::OpenModel model(st.board);
  pathing::SearchResult r(st.board.size());
  pathing::search_bfs(pathing::ForwardGraph<pathing::OpenModel>{&model}, a, r,
                      [&](CellIndex c) { return c == b; });
  return r.reached(b) ? r.cost(b).length : n;
}

int RangeTable::range(CellIndex from, CellIndex to) {
  const State& st = *st_;
  const pathing::Coord ca = st.board.coord(from), cb = st.board.coord(to);
  const int n = pathing::hex_distance(ca, cb);
  // The way along the map is never shorter than the straight line.
  if (n > limit_ || straight_over_map(st, ca, cb, n)) return n;
  auto [it, fresh] = walks_.try_emplace(to);
  std::vector<std::int16_t>& dist = it->second;
  if (fresh) {
    // Breadth first from the target over open edges, no farther than the limit.
    dist.assign(st.board.size(), -1);
    std::vector<CellIndex> frontier{to}, next;
    dist[to] = 0;
    for (int d = 1; d <= limit_ && !frontier.empty(); ++d) {
      next.clear();
      for (CellIndex c : frontier) {
        pathing::deadline::poll();
        for (int k = 0; k < kHexDirectionCount; ++k) {
          const auto dir = static_cast<Direction>(k);
          if (!st.board.open_edge(c, dir)) continue;
          const CellIndex nb = st.board.neighbour(c, dir);
          if (dist[nb] >= 0) continue;
          dist[nb] = static_cast<std::int16_t>(d);
          next.push_back(nb);
        }
      }
      frontier.swap(next);
    }
  }
  if (dist[from] >= 0) return dist[from];
  // Not within the limit along the map: farther, or not joined to it at all, when
  // range_between falls back on the straight count.
  if (part_.empty()) {
    // The map's connected parts, labelled once (a flood over open edges).
    part_.assign(st.board.size(), -1);
    std::vector<CellIndex> stack;
    int label = 0;
    for (CellIndex s = 0; s < st.board.size(); ++s) {
      if (part_[s] >= 0) continue;
      part_[s] = label;
      stack.push_back(s);
      while (!stack.empty()) {
        const CellIndex c = stack.back();
        stack.pop_back();
        for (int k = 0; k < kHexDirectionCount; ++k) {
          const auto dir = static_cast<Direction>(k);
          if (!st.board.open_edge(c, dir)) continue;
          const CellIndex nb = st.board.neighbour(c, dir);
          if (part_[nb] >= 0) continue;
          part_[nb] = label;
          stack.push_back(nb);
        }
      }
      ++label;
    }
  }
  return part_[from] == part_[to] ? limit_ + 1 : n;
}

namespace {
// attack_from with `ranges`: ranges beyond the attacker's Range are then not measured
// exactly (why_not's "out of range: N hexes" needs them; decide does not).
std::optional<AttackOdds> attack_with(const State& st, const Profile& p,
                                      const pathing::Solids& solids,
                                      const std::array<CellIndex, 2>& cells,
                                      const std::vector<FigureIndex>& engaged, FigureIndex target,
                                      std::string* why_not, RangeTable* ranges) {
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
  AttackOdds a;
  a.target = target;
  a.range = 1 << 30;
  bool in_range = false, sighted = false;
  for (CellIndex f : cells) {
    if (f == kNoCell) continue;
    for (CellIndex t : them.cells) {
      if (t == kNoCell) continue;
      const int r = ranges != nullptr ? ranges->range(f, t) : range_between(st, f, t);
      if (r > me.range) {
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
                  std::to_string(me.range));
  }
  if (!sighted) return refuse("no line of sight");
  const int mine = st.level[a.from], theirs = st.level[a.to];
  a.attack_bonus = height_bonus(mine, theirs);
  a.defense_bonus = p.defence_height_advantage ? height_bonus(theirs, mine) : 0;
  a.attack_dice = me.attack + a.attack_bonus;
  a.defense_dice = them.defense + a.defense_bonus;
  a.wounds = attack_wounds(a.attack_dice, a.defense_dice);
  return a;
}
}  // namespace

std::optional<AttackOdds> attack_from(const State& st, const Profile& p,
                                      const pathing::Solids& solids,
                                      const std::array<CellIndex, 2>& cells,
                                      const std::vector<FigureIndex>& engaged, FigureIndex target,
                                      std::string* why_not) {
  return attack_with(st, p, solids, cells, engaged, target, why_not, nullptr);
}

Decision decide(const State& st, const Profile& p, Objective objective, Workspace& ws) {
  Decision d;
  d.profile = &p;
  d.acting = st.acting;
  d.objective = objective;
  const Figure& me = st.figures[st.acting];

  // Movement 1-14: every state within the budget; each destination's best state.
  MoveModel model(st, p, st.acting);
  ws.search.run(model);
  std::vector<StateId> best;
  for (StateId s : ws.search.reached()) {
    if (!model.may_end(s)) continue;
    best.push_back(s);
  }
  // One destination per set of cells: the cheapest of its states (road flags, water).
  const auto key = [&](StateId s) { return model.cells(s); };
  std::sort(best.begin(), best.end(), [&](StateId a, StateId b) {
    if (key(a) != key(b)) return key(a) < key(b);
    return ws.search.cost(a) < ws.search.cost(b);
  });
  best.erase(
      std::unique(best.begin(), best.end(), [&](StateId a, StateId b) { return key(a) == key(b); }),
      best.end());

  const pathing::Solids solids = build_solids(st, p);
  RangeTable ranges(st, me.range);
  for (StateId s : best) {
    pathing::deadline::poll();
    Destination dest;
    dest.cells = model.cells(s);
    dest.state = s;
    dest.cost = ws.search.cost(s);
    const auto states = ws.search.path(s);
    for (std::size_t i = 1; i < states.size(); ++i) {
      for (int k = 0; k < MoveModel::kMaxSteps; ++k) {
        StateId to;
        StepInfo info;
        if (model.step(states[i - 1], k, to, info) && to == states[i] &&
            ws.search.cost(states[i - 1]) + info.cost == ws.search.cost(to)) {
          dest.path.push_back(info);
          break;
        }
      }
    }
    model.engaged(dest.cells, dest.engaged);
    d.destinations.push_back(std::move(dest));
  }

  // Attacks and choices.
  const int my_life = me.remaining();
  for (std::size_t i = 0; i < d.destinations.size(); ++i) {
    const Destination& dest = d.destinations[i];
    const Distribution taken = risk_wounds(dest.cost.dice);
    Choice base;
    base.destination = i;
    base.expected_taken = taken.expected();
    base.p_destroyed = taken.at_least(my_life);
    const Fraction survive = Fraction{1, 1} - base.p_destroyed;
    base.score = objective == Objective::Net ? Fraction{} - base.expected_taken : Fraction{};
    d.choices.push_back(base);
    for (FigureIndex t = 0; t < st.figures.size(); ++t) {
      if (t == st.acting || !st.enemies(st.acting, t)) continue;
      pathing::deadline::poll();
      auto a = attack_with(st, p, solids, dest.cells, dest.engaged, t, nullptr, &ranges);
      if (!a) continue;
      Choice c = base;
      // Wounds beyond the target's remaining life are never dealt: a sure kill of a
      // one-life figure is worth 1, not the dice's average (issue 31).
      c.expected_dealt = survive * a->wounds.expected_capped(st.figures[t].remaining());
      c.p_wound = survive * a->wounds.at_least(1);
      c.p_destroy = survive * a->wounds.at_least(st.figures[t].remaining());
      c.score =
          objective == Objective::Net ? c.expected_dealt - c.expected_taken : c.expected_dealt;
      c.attack = std::move(a);
      d.choices.push_back(std::move(c));
    }
  }
  // Ranking: the objective, then less risk, then less movement; equal keys share a rank.
  const auto cost_of = [&](const Choice& c) { return d.destinations[c.destination].cost.length; };
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
  return d;
}

}  // namespace arbiter::heroscape
