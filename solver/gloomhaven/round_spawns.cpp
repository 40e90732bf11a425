// A scenario rule's spawns (map.spawns), played by the round as the rulebook's "Special
// Scenario Rules" (p. 34) say: "When a monster is spawned, it is set up on the map at its
// spawning location or the nearest empty hex to that location. If a monster is spawned at
// the end of a round, it will begin to activate on the following round. If a monster is
// spawned during a round, it activates as if it had just been revealed."
//
// 1. A spawn happens in this round when its `rounds` holds for round.number (R) and the
//    number of characters (C), at the start of the round (`start`) or at its end.
// 2. A spawn waiting for a room's reveal with the room's `doors` happens only once one of them
//    is open (a character entered it, or a rule revealed it): a door of map.doors is closed
//    as the round starts, so one open then opened in this round, and a `once` spawn that waits
//    for it happens at its first moment after the opening, in this round.
// 3. What the round cannot decide is reported and nothing is placed: a spawn gated on a
//    room's reveal (`rooms`) without its doors, a `once` spawn on every round with none, a
//    count the scenario defines by a letter, a type without stat cards in monster_types, a
//    marker without hexes.
// 4. At each of the marker's hexes, `count` monsters of the rank for the number of characters
//    (as a door's): each on the marker's hex when no figure stands there, else on the
//    nearest empty hex (hexes counted around walls; ties: the players choose). A type with
//    no standee left places no more ("place only the standees that are available").
// 5. Spawned at the start: they act in their type's place this round. At the end: they
//    stand on the board for the next round. Like a summon, a spawned monster drops no money
//    token ("if the monster was not summoned or spawned").
// 6. A spawn on a room's reveal (`on_reveal`: the book's "when door 1 is opened, spawn ...")
//    happens at the moment the first of its doors opens, after the room's monsters are
//    placed, when its `rounds` holds then: spawned during a round, "it activates as if it had
//    just been revealed" (with the room's monsters: right after the opener's turn when its
//    initiative is lower, else in its type's place); opened by a rule at the start of the
//    round, in its type's place; at the end, from the next round on.
#include <algorithm>
#include <limits>
#include <stdexcept>

#include "solver/gloomhaven/round_expression.hpp"
#include "solver/gloomhaven/round_player.hpp"

namespace arbiter::gloomhaven::round_detail {

namespace {

std::string spawn_name(const MapSpawn& s, std::size_t i) {
  const std::string when =
      s.on_reveal ? "as its room is revealed" +
                        (s.rounds == "true" ? "" : ", in the rounds where " + s.rounds)
                  : std::string(s.start ? "start" : "end") + " of the rounds where " + s.rounds;
  return "spawn " + std::to_string(i + 1) + " (" + s.type +
         (s.marker.empty() ? "" : " at " + s.marker) + ", " + when + ")";
}

bool mentions_round(const std::string& text) {
  return std::find(text.begin(), text.end(), 'R') != text.end();
}

}  // namespace

// "it waits for the door at [4, 2] or [6, 1] to open, closed".
std::string RoundPlayer::doors_closed(const MapSpawn& s) const {
  std::vector<std::string> doors;
  for (const std::size_t d : s.doors) doors.push_back(hex(r_.round.doors[d].hex));
  return "it waits for the door at " + join(doors, " or ") + " to open, closed";
}

// Why the spawn cannot be played by the round (step 3), or why it does not happen in this
// round (steps 1 and 2); empty when it happens now. `happens` tells the two apart.
std::string RoundPlayer::spawn_blocked(const MapSpawn& s, std::size_t i, bool& happens) const {
  happens = false;
  const std::string at = "map.spawns[" + std::to_string(i) + "]";
  if (!s.rooms.empty() && s.doors.empty()) {
    std::vector<std::string> rooms;
    for (int n : s.rooms) rooms.push_back(std::to_string(n));
    return "it waits for the book's room " + join(rooms) +
           " to be revealed, and the file does not number its doors' rooms: not placed";
  }
  if (!s.doors.empty() &&
      std::none_of(s.doors.begin(), s.doors.end(), [&](std::size_t d) { return door_open_[d]; }))
    return doors_closed(s) + " " + (s.start ? "as the round starts" : "at the end of the round") +
           ": not placed";
  if (s.once && s.rounds == "true" && s.doors.empty())
    return "it happens once, and the file does not say whether it has: not placed";
  if (mentions_round(s.rounds) && !r_.round.number)
    return "round.number is not given, so whether " + s.rounds + " holds is not known: not placed";
  const int round = r_.round.number.value_or(1);
  bool holds = false;
  try {
    holds = round_expression_holds(s.rounds, round, r_.round.characters);
  } catch (const std::invalid_argument& e) {
    throw scenario::ScenarioError(r_.position.path, at + ".rounds",
                                  std::string(e.what()) + " in round " + std::to_string(round));
  }
  if (!holds)
    return "not in this round (" + s.rounds + " is false in round " + std::to_string(round) + ")";
  happens = true;
  const int chars = std::clamp(r_.round.characters, 2, 4);
  if (!s.ranks[static_cast<std::size_t>(chars - 2)])
    return "no monster for " + std::to_string(chars) + " characters";
  if (!s.count)
    return "its count is " + s.count_letter + ", which the scenario defines: not placed";
  if (!r_.round.types.contains(s.type))
    return s.type + " has no stat cards in monster_types: not placed";
  if (s.hexes.empty())
    return "the file gives no hexes for " +
           (s.marker.empty() ? std::string("it") : "marker " + s.marker) + " (" + at +
           ".hexes; the book's map shows them): not placed";
  return "";
}

void RoundPlayer::place_spawns(bool start) {
  for (std::size_t i = 0; i < r_.round.spawns.size(); ++i) {
    const MapSpawn& s = r_.round.spawns[i];
    if (s.start != start) continue;
    if (s.on_reveal) continue;  // step 6: played as its door opens
    bool happens = false;
    const std::string blocked = spawn_blocked(s, i, happens);
    const std::string name = spawn_name(s, i);
    if (!blocked.empty()) {
      out_.notes.push_back(name + ": " + blocked);
      continue;
    }
    std::vector<std::string> lines;
    int n = 0;
    for (Coord h : s.hexes)
      for (int k = 0; k < *s.count; ++k)
        lines.push_back(
            spawn_one(s, h, "spawn/" + std::to_string(i + 1) + "/" + std::to_string(++n)));
    const std::string who = lines.size() == 1 ? "it acts" : "they act";
    out_.notes.push_back(name + ": " + join(lines, "; ") + "; " + who +
                         (start ? " in their type's place this round" : " from the next round on"));
  }
}

// Step 6, after the end of the round's rules: each spawn on a reveal whose doors stayed shut.
void RoundPlayer::note_unrevealed_spawns() {
  for (std::size_t i = 0; i < r_.round.spawns.size(); ++i) {
    const MapSpawn& s = r_.round.spawns[i];
    if (s.on_reveal &&
        std::none_of(s.doors.begin(), s.doors.end(), [&](std::size_t d) { return door_open_[d]; }))
      out_.notes.push_back(spawn_name(s, i) + ": " + doors_closed(s) + ": not placed");
  }
}

// Step 6: the spawns door `d`'s opening sets off (none of their other doors was open).
void RoundPlayer::place_reveal_spawns(std::size_t d, ActionRecord& rec,
                                      std::vector<std::size_t>* revealed) {
  for (std::size_t i = 0; i < r_.round.spawns.size(); ++i) {
    const MapSpawn& s = r_.round.spawns[i];
    const auto opened =
        std::count_if(s.doors.begin(), s.doors.end(), [&](std::size_t k) { return door_open_[k]; });
    if (!s.on_reveal || opened != 1 ||
        std::find(s.doors.begin(), s.doors.end(), d) == s.doors.end())
      continue;
    bool happens = false;
    const std::string blocked = spawn_blocked(s, i, happens);
    std::vector<std::string> lines;
    int n = 0;
    for (Coord h : blocked.empty() ? s.hexes : std::vector<Coord>{})
      for (int k = 0; k < *s.count; ++k) {
        const std::size_t before = live_.size();
        lines.push_back(
            spawn_one(s, h, "spawn/" + std::to_string(i + 1) + "/" + std::to_string(++n)));
        if (live_.size() == before) continue;
        live_.back()->revealed = "spawned as the door at " + hex(r_.round.doors[d].hex) +
                                 " opens, it \"activates as if it had just been revealed\"";
        if (revealed != nullptr) revealed->push_back(live_.size() - 1);
      }
    const std::string text =
        spawn_name(s, i) + ": " + (blocked.empty() ? join(lines, "; ") : blocked);
    rec.lines.push_back(text);
    out_.notes.push_back(text);
  }
}

// One monster of spawn `s` at `h` or the nearest empty hex (step 3): what happened, in words.
std::string RoundPlayer::spawn_one(const MapSpawn& s, Coord h, const std::string& key) {
  const MonsterType& type = r_.round.types.at(s.type);
  const int standee = free_standee(type);
  if (standee == 0) return "no " + s.type + " standee left: none placed at " + hex(h);
  Coord where = h;
  std::string how = "on the spawning location " + hex(h);
  if (const Live* x = at(h)) {
    const pathing::Board& b = board();
    const auto& prox = proximity(h);
    int best = std::numeric_limits<int>::max();
    std::vector<Coord> tied;
    for (pathing::CellIndex c = 0; c < b.size(); ++c) {
      if (!prox.reached(c) || !empty_hex(b.coord(c), c, nullptr)) continue;
      const int d = prox.depth(c);
      if (d < best) tied.clear();
      if (d <= best) {
        best = d;
        tied.push_back(b.coord(c));
      }
    }
    if (tied.empty()) return hex(h) + " holds " + x->f.id + " and no hex is empty: none placed";
    std::size_t k = 0;
    if (tied.size() > 1) {
      std::vector<std::string> alts;
      for (Coord t : tied) alts.push_back(hex(t));
      k = static_cast<std::size_t>(choose(key, s.type + "'s spawn near " + hex(h), alts));
    }
    where = tied[k];
    how = "on " + hex(where) + ", the nearest empty hex to " + hex(h) + " (" + x->f.id +
          " stands there; " + hexes(static_cast<std::size_t>(best)) + " away" +
          (tied.size() > 1
               ? ", " + std::to_string(tied.size()) + " tied: the players choose (" + key + ")"
               : std::string()) +
          ")";
  }
  const Rank rank = *s.ranks[static_cast<std::size_t>(std::clamp(r_.round.characters, 2, 4) - 2)];
  Live& x = place_standee(type, Side::Monsters, rank, standee, where, false);
  x.spawned = true;
  return "places " + x.f.id + " (" + (rank == Rank::Elite ? "elite" : "normal") + ", " +
         hp_text(x) + ") " + how;
}

}  // namespace arbiter::gloomhaven::round_detail
