// The characters' part of a round as the file states it (rules digest: "Moving", "Opening
// a door"): their scripted moves and attacks, and the doors they open, which reveal the
// room's monsters.
#include <algorithm>
#include <limits>

#include "solver/gloomhaven/round_player.hpp"

namespace arbiter::gloomhaven::round_detail {

// --- characters -------------------------------------------------------------------------

void RoundPlayer::scripted_move(Live& c, const ScriptedAction& s, ActionRecord& rec,
                                std::vector<std::size_t>& revealed) {
  rec.path.push_back(c.f.hex);
  for (std::size_t k = 0; k < s.path.size() && !c.removed; ++k) {
    const Coord h = s.path[k];
    const Live* o = at(h);
    // An inactive monster is passed through as an ally is, and no move ends on it.
    const bool passed = o != nullptr && inactive(*o) && k + 1 < s.path.size();
    if (o != nullptr && (o->f.side != c.f.side || inactive(*o)) && !passed) {
      throw scenario::ScenarioError(
          r_.position.path, c.f.id + ".actions (move)",
          "hex " + hex(h) + " holds " + o->f.id + " when " + c.f.id + " moves there" +
              (inactive(*o) ? " (inactive: a move passes through it but cannot end there)" : ""));
    }
    std::optional<std::size_t> door;
    for (std::size_t d = 0; d < r_.round.doors.size(); ++d)
      if (!door_open_[d] && r_.round.doors[d].hex == h) door = d;
    if (door && r_.round.doors[*door].locked)
      throw scenario::ScenarioError(
          r_.position.path, c.f.id + ".actions (move)",
          "hex " + hex(h) + " is a locked door (closed until a scenario rule opens it)");
    c.f.hex = h;
    rec.path.push_back(h);
    if (door) {
      // Opening a door: the character stops on it a moment, the room is revealed, then it
      // finishes its move (rules digest, "Opening a door"; the seed, steps 1 to 4).
      rec.lines.push_back(
          c.f.id + " moves to " + hex(h) + " and opens the door" +
          (k + 1 < s.path.size() ? "; it finishes its move after the room is revealed" : ""));
      open_door(*door, c, rec, revealed);
      if (k + 1 == s.path.size()) return;
      continue;
    }
    enter_hex(c, h, false, rec);
  }
  if (c.removed) return;
  rec.lines.push_back(c.f.id + " moves to " + hex(c.f.hex) + " (" + hexes(s.path.size()) + ")");
}

void RoundPlayer::scripted_attack(Live& c, const ScriptedAction& s, ActionRecord& rec) {
  Live* t = find(s.target);
  if (t == nullptr || t->removed) {
    rec.lines.push_back("attack " + s.target + ": not on the board, the attack is lost");
    return;
  }
  if (inactive(*t)) {
    rec.lines.push_back("attack " + t->f.id +
                        ": inactive this round, it is unaffected by all "
                        "abilities: the attack does nothing");
    return;
  }
  AttackRecord ar;
  ar.attacker = c.f.id;
  ar.target = t->f.id;
  ar.target_hp = t->f.hp;
  if (s.damage) {
    ar.damage = *s.damage;
    rec.lines.push_back("attacks " + t->f.id + ": " + std::to_string(*s.damage) +
                        " damage as stated");
    damage(*t, *s.damage, rec, "the attack");
  } else {
    rec.lines.push_back("attacks " + t->f.id + " (damage not given: hit points stay)");
  }
  ar.killed = t->removed;
  if (!t->removed) {
    if (s.conditions) ar.conditions = give_conditions(*t, s.conditions, rec);
    retaliate(c, *t, ar, rec);
  }
  rec.attacks.push_back(std::move(ar));
}

// The door becomes open ground; the room's monsters for the number of characters are
// placed, from the hex closest to the opener outwards while standees last.
void RoundPlayer::open_door(std::size_t d, Live& opener, ActionRecord& rec,
                            std::vector<std::size_t>& revealed) {
  const Door& door = r_.round.doors[d];
  unwall_door(d);
  apply_door_changes(d, rec);
  const int chars = std::clamp(r_.round.characters, 2, 4);
  std::vector<const DoorPlacement*> places;
  for (const DoorPlacement& p : door.monsters)
    if (p.ranks[static_cast<std::size_t>(chars - 2)]) places.push_back(&p);
  const auto& prox = proximity(opener.f.hex);
  const pathing::Board& b = board();
  const auto dist = [&](const DoorPlacement* p) {
    const auto c = b.find(p->hex);
    return c && prox.reached(*c) ? prox.depth(*c) : std::numeric_limits<int>::max();
  };
  std::stable_sort(
      places.begin(), places.end(),
      [&](const DoorPlacement* a, const DoorPlacement* b2) { return dist(a) < dist(b2); });
  for (const DoorPlacement* p : places) {
    const MonsterType& type = r_.round.types.at(p->type);
    const Rank rank = *p->ranks[static_cast<std::size_t>(chars - 2)];
    if (at(p->hex) != nullptr) {
      rec.lines.push_back(hex(p->hex) + " is occupied: no " + p->type + " placed there");
      continue;
    }
    const int standee = free_standee(type);
    if (standee == 0) {
      rec.lines.push_back("no " + p->type + " standee left: " + hex(p->hex) + " (" +
                          hexes(static_cast<std::size_t>(dist(p))) + " from " + opener.f.id +
                          ") stays empty");
      continue;
    }
    Live& x = add_door_monster(*p, rank, standee);
    x.revealed = "revealed by the door at " + hex(door.hex) + ", opened by " + opener.f.id;
    out_.summoned.push_back({x.f.id, x.f.hex});
    revealed.push_back(live_.size() - 1);
    rec.lines.push_back("places " + x.f.id + " (" + (rank == Rank::Elite ? "elite" : "normal") +
                        ") at " + hex(x.f.hex) + ", " + hexes(static_cast<std::size_t>(dist(p))) +
                        " from " + opener.f.id);
  }
  place_reveal_spawns(d, rec, &revealed);
  update_inactive(&rec);  // a type inactive once the room is revealed, or while one stands
}

// The door no longer a wall (its hex is open ground from now on).
void RoundPlayer::unwall_door(std::size_t d) {
  const Door& door = r_.round.doors[d];
  door_open_[d] = true;
  auto& terrain = pos_.map.terrain;
  terrain.erase(std::remove_if(terrain.begin(), terrain.end(),
                               [&](const auto& e) {
                                 return e.first == door.hex && e.second == TerrainType::Wall;
                               }),
                terrain.end());
  board_.reset();
}

// A door's monster placed on its hex with standee `standee` (the caller checked both free).
Live& RoundPlayer::add_door_monster(const DoorPlacement& p, Rank rank, int standee) {
  const MonsterType& type = r_.round.types.at(p.type);
  Figure f;
  f.id = p.id.empty() ? type.name + " " + std::to_string(standee) : p.id;
  f.side = p.side;
  f.kind = Kind::Monster;
  f.hex = p.hex;
  f.type = type.name;
  f.rank = rank;
  f.standee = standee;
  return add_figure(f, false);
}

}  // namespace arbiter::gloomhaven::round_detail
