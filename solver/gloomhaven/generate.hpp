// Large deterministic scenarios for benchmarks and batch checks: rooms and corridors,
// walls and thin walls, obstacles, traps, hazardous and difficult terrain, many figures.
#pragma once

#include <cstdint>
#include <string>

#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven {

enum class GeneratedAttack : std::uint8_t { Melee, Ranged, Area, MultiTarget, Flying };

struct GeneratorOptions {
  int columns = 100;
  int rows = 100;
  int figures = 10;  // characters and monsters together, at least 2
  std::uint32_t seed = 1;
  GeneratedAttack attack = GeneratedAttack::Melee;
  int move = 4;
};

// The same options always give the same scenario (std::mt19937 with the seed). The map
// is even-q, `columns` x `rows`: rooms of about 8 x 6 hexes separated by wall lines with
// doorways, a few thin walls, scattered terrain. Half the figures (rounded down, at least
// one) are characters with distinct initiatives; the rest monsters; the acting figure is
// the first monster.
Scenario generate_scenario(const GeneratorOptions& o);

// The scenario as a format-1 file (offset coordinates as in its map).
std::string scenario_to_json(const Scenario& s);

}  // namespace arbiter::gloomhaven
