#include "solver/gloomhaven/generate.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <random>
#include <stdexcept>
#include <unordered_set>

#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven {
namespace {

constexpr int kRoomWidth = 8;   // columns between wall lines
constexpr int kRoomHeight = 6;  // rows between wall lines

// The kind of hex at [col, row] in the room-and-corridor layout: wall lines every few
// columns and rows, each wall segment between two rooms pierced by a doorway.
bool is_wall_line(int col, int row, int columns, int rows, std::uint32_t door_salt) {
  const bool vertical = col % (kRoomWidth + 1) == kRoomWidth && col + 1 < columns;
  const bool horizontal = row % (kRoomHeight + 1) == kRoomHeight && row + 1 < rows;
  if (!vertical && !horizontal) return false;
  if (vertical && horizontal) return true;
  // A doorway (two hexes wide) in every wall segment, at a position fixed by the segment.
  if (vertical) {
    const int segment = row / (kRoomHeight + 1);
    const int door = 1 + static_cast<int>((door_salt + 7u * static_cast<std::uint32_t>(segment) +
                                           13u * static_cast<std::uint32_t>(col)) %
                                          (kRoomHeight - 2));
    const int in_segment = row % (kRoomHeight + 1);
    return in_segment != door && in_segment != door + 1;
  }
  const int segment = col / (kRoomWidth + 1);
  const int door = 1 + static_cast<int>((door_salt + 11u * static_cast<std::uint32_t>(segment) +
                                         17u * static_cast<std::uint32_t>(row)) %
                                        (kRoomWidth - 2));
  const int in_segment = col % (kRoomWidth + 1);
  return in_segment != door && in_segment != door + 1;
}

}  // namespace

Scenario generate_scenario(const GeneratorOptions& o) {
  if (o.columns < 2 || o.rows < 2) throw std::invalid_argument("map too small");
  if (std::int64_t{o.columns} * o.rows > scenario::kMaxMapHexes)
    throw std::invalid_argument("a map of " + std::to_string(std::int64_t{o.columns} * o.rows) +
                                " hexes (limit " + std::to_string(scenario::kMaxMapHexes) + ")");
  if (o.figures < 2) throw std::invalid_argument("at least 2 figures");
  std::mt19937 rng(o.seed);
  const pathing::CoordinateSystem cs{false, pathing::OffsetSystem::EvenQ};
  Scenario s;
  s.path = "<generated>";
  s.game = "gloomhaven";
  s.name = "generated-" + std::to_string(o.columns) + "x" + std::to_string(o.rows) + "-f" +
           std::to_string(o.figures) + "-s" + std::to_string(o.seed);
  s.title = "generated rooms and corridors";
  s.coordinates = cs;
  s.map.rectangle = std::pair<int, int>{o.columns, o.rows};
  const std::uint32_t door_salt = rng();
  std::uniform_int_distribution<int> percent(0, 99);
  std::vector<std::pair<int, int>> open;  // [col, row] of hexes figures may stand on
  s.map.hexes.reserve(static_cast<std::size_t>(o.columns) * static_cast<std::size_t>(o.rows));
  for (int col = 0; col < o.columns; ++col) {
    for (int row = 0; row < o.rows; ++row) {
      const Coord a = cs.to_axial({col, row});
      s.map.hexes.push_back(a);
      if (is_wall_line(col, row, o.columns, o.rows, door_salt)) {
        s.map.terrain.push_back({a, TerrainType::Wall});
        continue;
      }
      const int roll = percent(rng);
      if (roll < 4)
        s.map.terrain.push_back({a, TerrainType::Obstacle});
      else if (roll < 6)
        s.map.terrain.push_back({a, TerrainType::Trap});
      else if (roll < 7)
        s.map.terrain.push_back({a, TerrainType::Hazardous});
      else if (roll < 11)
        s.map.terrain.push_back({a, TerrainType::Difficult});
      else
        open.push_back({col, row});
    }
  }
  // A few thin walls between open neighbours inside rooms.
  std::unordered_set<Coord, pathing::CoordHash> open_set;
  for (auto [c, r] : open) open_set.insert(cs.to_axial({c, r}));
  const std::size_t thin = open.size() / 50;
  for (std::size_t i = 0; i < thin; ++i) {
    const auto [c, r] = open[rng() % open.size()];
    const Coord a = cs.to_axial({c, r});
    const Coord b = a + pathing::kHexDirections[rng() % pathing::kHexDirectionCount];
    if (open_set.count(b)) s.map.thin_walls.push_back({a, b});
  }
  // Figures on distinct open hexes.
  if (open.size() < static_cast<std::size_t>(o.figures))
    throw std::invalid_argument("too many figures for the map");
  std::shuffle(open.begin(), open.end(), rng);
  const int characters = std::max(1, o.figures / 2);
  for (int i = 0; i < o.figures; ++i) {
    Figure f;
    const auto [c, r] = open[static_cast<std::size_t>(i)];
    f.hex = cs.to_axial({c, r});
    if (i < characters) {
      f.id = "C" + std::to_string(i + 1);
      f.side = Side::Players;
      f.kind = Kind::Character;
      f.initiative = 1 + (i * 37) % 99;
      f.secondary_initiative = 1 + (i * 53) % 99;
    } else {
      const int m = i - characters;
      f.id = "M" + std::to_string(m + 1);
      f.side = Side::Monsters;
      f.kind = Kind::Monster;
      f.type = "Generated Guard";
      f.rank = m % 3 == 0 ? Rank::Elite : Rank::Normal;
      f.standee = m + 1;
    }
    s.figures.push_back(std::move(f));
  }
  s.turn.figure = s.figures[static_cast<std::size_t>(characters)].id;
  s.turn.move = o.move;
  s.turn.movement = o.attack == GeneratedAttack::Flying ? Movement::Flying : Movement::Normal;
  Attack a;
  switch (o.attack) {
    case GeneratedAttack::Melee:
    case GeneratedAttack::Flying:
      break;
    case GeneratedAttack::Ranged:
      a.range = 4;
      break;
    case GeneratedAttack::Area:
      a.range = 3;
      a.aoe = AreaOfEffect{false, {{0, 0}, {1, 0}, {0, 1}}};
      break;
    case GeneratedAttack::MultiTarget:
      a.range = 3;
      a.targets = 3;
      break;
  }
  s.turn.attack = a;
  return s;
}

std::string scenario_to_json(const Scenario& s) {
  using nlohmann::json;
  auto hex = [&](Coord a) {
    const Coord w = s.coordinates.from_axial(a);
    return json::array({w.q, w.r});
  };
  json j;
  j["format"] = 1;
  j["game"] = s.game;
  j["name"] = s.name;
  if (!s.title.empty()) j["title"] = s.title;
  if (!s.notes.empty()) j["notes"] = s.notes;
  if (s.rules) j["rules"] = std::string(rule_set_name(*s.rules));
  j["coordinates"] = std::string(pathing::coordinate_system_name(s.coordinates));
  json map;
  if (s.map.rectangle) {
    map["hexes"] = {{"columns", s.map.rectangle->first}, {"rows", s.map.rectangle->second}};
  } else {
    json hexes = json::array();
    for (Coord a : s.map.hexes) hexes.push_back(hex(a));
    map["hexes"] = hexes;
  }
  json terrain = json::object();
  for (const auto& [a, t] : s.map.terrain) terrain[std::string(terrain_name(t))].push_back(hex(a));
  if (!terrain.empty()) map["terrain"] = terrain;
  if (!s.map.thin_walls.empty()) {
    json thin = json::array();
    for (const auto& [a, b] : s.map.thin_walls) thin.push_back(json::array({hex(a), hex(b)}));
    map["thin_walls"] = thin;
  }
  j["map"] = map;
  json figures = json::array();
  for (const Figure& f : s.figures) {
    json g;
    g["id"] = f.id;
    g["side"] = f.side == Side::Players ? "players" : "monsters";
    g["kind"] = f.kind == Kind::Character ? "character"
                : f.kind == Kind::Summon  ? "summon"
                                          : "monster";
    g["hex"] = hex(f.hex);
    if (f.initiative) g["initiative"] = *f.initiative;
    if (f.secondary_initiative) g["secondary_initiative"] = *f.secondary_initiative;
    if (f.long_rest) g["long_rest"] = true;
    if (f.summoner) g["summoner"] = *f.summoner;
    if (f.summon_order) g["summon_order"] = *f.summon_order;
    if (f.type) g["type"] = *f.type;
    if (f.rank)
      g["rank"] = *f.rank == Rank::Elite ? "elite" : *f.rank == Rank::Boss ? "boss" : "normal";
    if (f.standee) g["standee"] = *f.standee;
    if (f.hp) g["hp"] = *f.hp;
    if (f.max_hp) g["max_hp"] = *f.max_hp;
    json conditions = json::array();
    for (int c = 0; c < static_cast<int>(Condition::Count); ++c)
      if (f.has(static_cast<Condition>(c)))
        conditions.push_back(std::string(condition_name(static_cast<Condition>(c))));
    if (!conditions.empty()) g["conditions"] = conditions;
    figures.push_back(g);
  }
  j["figures"] = figures;
  json turn;
  turn["figure"] = s.turn.figure;
  turn["move"] = s.turn.move;
  static constexpr const char* kMovement[] = {"normal", "jump", "flying", "teleport"};
  turn["movement"] = kMovement[static_cast<int>(s.turn.movement)];
  if (s.turn.flying) turn["flying"] = true;
  if (s.turn.attack) {
    json a;
    a["range"] = s.turn.attack->range;
    a["targets"] = s.turn.attack->all_targets ? json("all") : json(s.turn.attack->targets);
    if (s.turn.attack->aoe) {
      json offsets = json::array();
      for (Coord o : s.turn.attack->aoe->hexes) offsets.push_back(json::array({o.q, o.r}));
      a["aoe"] = {{"melee", s.turn.attack->aoe->melee}, {"hexes", offsets}};
    }
    turn["attack"] = a;
  } else {
    turn["attack"] = nullptr;
  }
  j["turn"] = turn;
  if (!s.expect.empty()) {
    json expect;
    for (const auto& [rules, options] : s.expect) {
      json list = json::array();
      for (const auto& o : options) {
        json e;
        e["destination"] = hex(o.destination);
        e["targets"] = o.targets;
        if (o.focus) e["focus"] = *o.focus;
        list.push_back(e);
      }
      expect[std::string(rule_set_name(rules))] = list;
    }
    j["expect"] = expect;
  }
  return j.dump() + "\n";
}

}  // namespace arbiter::gloomhaven
