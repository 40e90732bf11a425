// A monster's other abilities during a round (rules digest: "Other abilities"): heal (the
// figure in range that has lost the most hit points), summon (the free neighbouring hex
// closest to the nearest enemy, as the focus measures it) and loot.
#include <algorithm>
#include <limits>

#include "pathing/search.hpp"
#include "solver/gloomhaven/movement.hpp"
#include "solver/gloomhaven/round_player.hpp"

namespace arbiter::gloomhaven::round_detail {

namespace {

// Movement points of a walking (or flying) figure: difficult terrain 2, obstacles and enemies
// block unless it flies, allies passed; negative hexes are not counted (the summon's
// placement asks only how far).
class MovementPoints {
 public:
  MovementPoints(const pathing::Board& b, const Occupancy& occ, bool flying)
      : walk_(b, occ, flying, false) {}
  const pathing::Board& board() const { return walk_.board(); }
  bool step(pathing::CellIndex from, pathing::Direction d, pathing::CellIndex& to,
            pathing::StepCost& cost) const {
    if (!walk_.step(from, d, to, cost)) return false;
    cost.negatives = 0;
    return true;
  }
  bool slides_over(pathing::CellIndex) const { return false; }

 private:
  WalkModel walk_;
};

}  // namespace

// The free hexes that lost to the summon's hex, with their counts ("[c, r] 3 movement").
std::string RoundPlayer::summon_others(const std::vector<Coord>& free,
                                       const std::vector<std::pair<int, int>>& keys,
                                       std::pair<int, int> best) const {
  constexpr int kFar = std::numeric_limits<int>::max() - 1;
  std::string others;
  for (std::size_t i = 0; i < free.size(); ++i) {
    if (keys[i] == best) continue;
    others += (others.empty() ? "" : ", ") + hex(free[i]) + " " +
              (keys[i].first == kFar ? std::string("no path")
                                     : std::to_string(keys[i].first) + " movement") +
              (keys[i].first == best.first && keys[i].second != kFar
                   ? ", " + hexes(static_cast<std::size_t>(keys[i].second))
                   : std::string());
  }
  return others;
}

// --- other abilities -------------------------------------------------------------------

void RoundPlayer::heal(Live& m, const CardAction& act, int bonus, const std::string& key,
                       ActionRecord& rec) {
  const int amount = act.value.value + bonus;
  std::vector<Live*> in_range{&m};
  if (act.range) {
    const auto& prox = proximity(m.f.hex, act.range->value);  // only those within range count
    const pathing::Board& b = board();
    const auto me = b.find(m.f.hex);
    for (auto& x : live_) {
      if (x.get() == &m || x->removed || x->f.side != m.f.side || inactive(*x)) continue;
      const auto c = b.find(x->f.hex);
      if (!c || !prox.reached(*c) || prox.depth(*c) > act.range->value) continue;
      if (!sight().visible(*me, *c)) continue;
      in_range.push_back(x.get());
    }
  }
  // The one that has lost the most hit points; ties: the players choose.
  int best = -1;
  std::vector<Live*> tied;
  for (Live* x : in_range) {
    const int lost = x->f.hp ? max_hp(*x) - *x->f.hp : 0;
    if (lost > best) {
      best = lost;
      tied.clear();
    }
    if (lost == best) tied.push_back(x);
  }
  std::size_t k = 0;
  if (tied.size() > 1) {
    std::vector<std::string> alts;
    for (Live* x : tied) alts.push_back(x->f.id + " (lost " + std::to_string(best) + ")");
    k = static_cast<std::size_t>(choose(key, m.f.id + "'s heal", alts));
    rec.choice = out_.choices.size() - 1;
  }
  Live& t = *tied[k];
  rec.lines.push_back(
      "heal " + std::to_string(amount) +
      (act.range ? " range " + std::to_string(act.range->value) : " self") + ": " + t.f.id +
      " has lost the most hit points (" + std::to_string(best) + ")" +
      (in_range.size() > 1 ? " of " + std::to_string(in_range.size()) + " figures in range" : ""));
  heal_figure(t, amount, rec);
  // A condition printed under the heal ("Heal 3, Range 3, Safeguard") goes to the one healed.
  if (act.conditions) give_conditions(t, act.conditions, rec);
}

void RoundPlayer::heal_figure(Live& x, int amount, ActionRecord& rec) {
  if (x.f.has(Condition::Poison)) {
    x.f.conditions &= ~(bit(Condition::Poison) | bit(Condition::Wound));
    rec.lines.push_back(x.f.id + " is cured of poison" + std::string(" and gains no hit points"));
    return;
  }
  x.f.conditions &= ~bit(Condition::Wound);
  if (!x.f.hp) {
    rec.lines.push_back(x.f.id + " heals " + std::to_string(amount) + " (hit points not given)");
    return;
  }
  const int before = *x.f.hp;
  x.f.hp = std::min(max_hp(x), before + amount);
  rec.lines.push_back(x.f.id + " heals " + std::to_string(*x.f.hp - before) + ": " +
                      std::to_string(before) + " → " + hp_text(x));
}

// An empty hex: no figure, and under the rule set's EmptyHexRule no money token and no overlay
// tile (open ground: corridors, pressure plates and open doors are open ground on the board).
// When it is not, why is appended to `why` ("[c, r] money token").
bool RoundPlayer::empty_hex(Coord h, pathing::CellIndex c, std::string* why) {
  std::string reason;
  const pathing::Terrain t = board().terrain(c);
  if (const Live* x = at(h)) {
    reason = x->f.id;
  } else if (p_.empty_hex.no_tokens && std::find(money_.begin(), money_.end(), h) != money_.end()) {
    reason = "money token";
  } else if (t == pathing::Terrain::Obstacle ||
             (p_.empty_hex.no_overlay_tiles && t != pathing::Terrain::Open)) {
    static constexpr std::string_view kNames[] = {
        "open", "obstacle", "trap", "hazardous terrain", "difficult terrain", "icy terrain"};
    reason = std::string(kNames[static_cast<std::size_t>(t)]);
  }
  if (reason.empty()) return true;
  if (why) *why += (why->empty() ? "" : ", ") + hex(h) + " " + reason;
  return false;
}

// The lowest standee number of the type not on the board; 0 when every standee is.
int RoundPlayer::free_standee(const MonsterType& type) const {
  const int limit = type.standees.value_or(std::numeric_limits<int>::max());
  for (int n = 1; n <= limit; ++n) {
    const bool used = std::any_of(live_.begin(), live_.end(), [&](const auto& x) {
      return !x->removed && x->f.type == type.name && x->f.standee == n;
    });
    if (!used) return n;
  }
  return 0;
}

void RoundPlayer::summon(Live& m, const CardAction& act, const std::string& key,
                         ActionRecord& rec) {
  const MonsterType& type = r_.round.types.at(act.summon_type);
  const int standee = free_standee(type);
  if (standee == 0) {
    rec.lines.push_back("summon " + type.name + ": no standee left, the summon fails");
    return;
  }
  const pathing::Board& b = board();
  // 1. The empty hexes adjacent to the summoner.
  const std::vector<Coord> free = empty_neighbours(m.f.hex, rec);
  if (free.empty()) {
    rec.lines.push_back("summon " + type.name + ": no empty hex next to " + m.f.id +
                        ", the summon fails");
    return;
  }
  // 2. Closest to the nearest enemy, measured as for the focus: the fewest movement points the
  // summoned monster would need to reach a hex it could attack an enemy from, then proximity
  // (hexes counted around walls) to the nearest enemy.
  const StatCard* ss = type_stats(type, act.summon_rank);
  const bool flying = ss && ss->flying;
  const int range = ss ? ss->range : 0;
  Occupancy occ;
  occ.cell.assign(static_cast<std::size_t>(b.size()), Occupant::None);
  occ.hidden_enemies_block = p_.invisible == InvisibleEnemies::Obstacle;
  std::vector<pathing::CellIndex> enemy_cells;
  std::vector<Coord> enemies;
  for (const auto& x : live_) {
    if (x->removed) continue;
    const auto c = b.find(x->f.hex);
    if (!c) continue;
    if (x->f.side == m.f.side || inactive(*x)) {  // an inactive monster is no one's enemy
      occ.cell[*c] = Occupant::Ally;
    } else if (x->f.has(Condition::Invisible)) {
      occ.cell[*c] = Occupant::HiddenEnemy;
    } else {
      occ.cell[*c] = Occupant::Enemy;
      enemy_cells.push_back(*c);
      enemies.push_back(x->f.hex);
    }
  }
  // The hexes it could attack an enemy from (empty, and not an obstacle unless it flies).
  std::vector<bool> attack_hex(static_cast<std::size_t>(b.size()), false);
  for (pathing::CellIndex e : enemy_cells) {
    for (pathing::CellIndex c = 0; c < b.size(); ++c) {
      if (!occ.empty(c) || (b.terrain(c) == pathing::Terrain::Obstacle && !flying)) continue;
      bool in_reach = false;
      if (range <= 1) {
        for (pathing::Direction d = 0; d < b.directions() && !in_reach; ++d)
          in_reach = b.open_edge(c, d) && b.neighbour(c, d) == e;
      } else {
        in_reach = pathing::hex_distance(b.coord(c), b.coord(e)) <= range && sight().visible(c, e);
      }
      if (in_reach) attack_hex[static_cast<std::size_t>(c)] = true;
    }
  }
  const MovementPoints model(b, occ, flying);
  const pathing::ForwardGraph<MovementPoints> graph{&model};
  pathing::SearchResult walk(b.size());
  constexpr int kFar = std::numeric_limits<int>::max() - 1;
  const auto movement_to_enemy = [&](Coord h) {
    pathing::search_dijkstra_direct(graph, *b.find(h), walk);
    int best = kFar;
    for (pathing::CellIndex c = 0; c < b.size(); ++c)
      if (attack_hex[static_cast<std::size_t>(c)] && walk.reached(c))
        best = std::min(best, static_cast<int>(walk.cost(c).length));
    return best;
  };
  std::vector<std::pair<int, int>> keys;  // per free hex: movement, proximity
  for (Coord h : free) keys.push_back({movement_to_enemy(h), kFar});
  const auto& prox = proximity(enemies);
  for (std::size_t i = 0; i < free.size(); ++i) {
    const auto c = b.find(free[i]);
    if (prox.reached(*c)) keys[i].second = prox.depth(*c);
  }
  const std::pair<int, int> best = *std::min_element(keys.begin(), keys.end());
  std::vector<Coord> tied;
  for (std::size_t i = 0; i < free.size(); ++i)
    if (keys[i] == best) tied.push_back(free[i]);
  // Why the hex won: the other free hexes and their counts.
  const std::string others = summon_others(free, keys, best);
  std::size_t k = 0;
  if (tied.size() > 1) {
    std::vector<std::string> alts;
    for (Coord h : tied) alts.push_back(hex(h));
    k = static_cast<std::size_t>(choose(key, m.f.id + "'s summon", alts));
    rec.choice = out_.choices.size() - 1;
  }
  const Live& s = place_standee(type, m.f.side, act.summon_rank, standee, tied[k], true);
  rec.lines.push_back(
      "summons " + s.f.id + " at " + hex(s.f.hex) + " (" + hp_text(s) +
      "), the free hex next to it closest to the nearest enemy as for the focus: " +
      (best.first == kFar
           ? std::string("no enemy reachable")
           : std::to_string(best.first) + " movement to attack it, then " +
                 (best.second == kFar ? std::string("no proximity")
                                      : hexes(static_cast<std::size_t>(best.second))) +
                 " away") +
      (others.empty() ? std::string() : " (against " + others + ")") +
      "; it does not act this round");
}

// The empty hexes adjacent to `h` ("no figures, tokens, or overlay tiles"), the others named
// in a line of `rec`.
std::vector<Coord> RoundPlayer::empty_neighbours(Coord h, ActionRecord& rec) {
  const pathing::Board& b = board();
  const auto me = b.find(h);
  std::vector<Coord> free;
  std::string not_empty;
  for (pathing::Direction d = 0; d < b.directions(); ++d) {
    if (!b.open_edge(*me, d)) continue;
    const pathing::CellIndex n = b.neighbour(*me, d);
    if (!empty_hex(b.coord(n), n, &not_empty)) continue;
    free.push_back(b.coord(n));
  }
  if (!not_empty.empty())
    rec.lines.push_back("not empty (\"no figures, tokens, or overlay tiles\"): " + not_empty);
  return free;
}

// A standee of `type` placed on `h` (a summon or a spawn): full hit points, on `side`.
Live& RoundPlayer::place_standee(const MonsterType& type, Side side, Rank rank, int standee,
                                 Coord h, bool summoned) {
  Figure f;
  f.id = type.name + " " + std::to_string(standee);
  f.side = side;
  f.kind = Kind::Monster;
  f.hex = h;
  f.type = type.name;
  f.rank = rank;
  f.standee = standee;
  Live& s = add_figure(f, summoned);
  out_.summoned.push_back({s.f.id, s.f.hex});
  return s;
}

// "Summon one ... adjacent to each enemy character within Range N": for each enemy character
// the ability reaches (within range, around walls, in sight, not invisible: as a give), one
// summon on an empty hex adjacent to that character. Several such hexes: the players choose
// (the summon rule orders the hexes beside the summoner only). None, or no standee left: that
// summon fails.
void RoundPlayer::summon_beside_characters(Live& m, const CardAction& act, const std::string& key,
                                           ActionRecord& rec) {
  const MonsterType& type = r_.round.types.at(act.summon_type);
  std::vector<Live*> beside;
  for (Live* x : affected(m, act))
    if (x->f.kind == Kind::Character) beside.push_back(x);
  std::string names;
  for (const Live* x : beside) names += (names.empty() ? "" : ", ") + x->f.id;
  rec.lines.push_back("summon " + type.name + " adjacent to each enemy character within range " +
                      std::to_string(reach_of(m, act)) +
                      " in sight: " + (names.empty() ? std::string("none") : names));
  for (const Live* c : beside) {
    const int standee = free_standee(type);
    if (standee == 0) {
      rec.lines.push_back("summon " + type.name + " beside " + c->f.id +
                          ": no standee left, the summon fails");
      return;
    }
    const std::vector<Coord> free = empty_neighbours(c->f.hex, rec);
    if (free.empty()) {
      rec.lines.push_back("summon " + type.name + ": no empty hex next to " + c->f.id +
                          ", that summon fails");
      continue;
    }
    std::size_t k = 0;
    if (free.size() > 1) {
      std::vector<std::string> alts;
      for (Coord h : free) alts.push_back(hex(h));
      k = static_cast<std::size_t>(
          choose(key + "/" + c->f.id, m.f.id + "'s summon beside " + c->f.id, alts));
      rec.choice = out_.choices.size() - 1;
    }
    const Live& s = place_standee(type, m.f.side, act.summon_rank, standee, free[k], true);
    rec.lines.push_back("summons " + s.f.id + " at " + hex(s.f.hex) + " beside " + c->f.id + " (" +
                        hp_text(s) + ")" +
                        (free.size() > 1 ? ", one of " + std::to_string(free.size()) +
                                               " empty hexes next to it (the players' choice)"
                                         : ", the only empty hex next to it") +
                        "; it does not act this round");
  }
}

void RoundPlayer::loot(Live& m, int range, ActionRecord& rec) {
  const auto& prox = proximity(m.f.hex, range);  // only tokens within range are taken
  const pathing::Board& b = board();
  int taken = 0;
  std::string where;
  std::vector<Coord> left;
  for (Coord h : money_) {
    const auto c = b.find(h);
    if (c && prox.reached(*c) && prox.depth(*c) <= range) {
      ++taken;
      where += " " + hex(h);
    } else {
      left.push_back(h);
    }
  }
  money_ = std::move(left);
  if (taken > 0) out_.looted[m.f.id] += taken;
  rec.lines.push_back("loot " + std::to_string(range) + ": " +
                      (taken ? "takes " + std::to_string(taken) + " money token" +
                                   (taken > 1 ? "s" : "") + " at" + where
                             : std::string("no money token in range")));
}

}  // namespace arbiter::gloomhaven::round_detail
