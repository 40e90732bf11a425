// Heroscape's line of sight and range (digest: attack, line of sight and range): the 3-D
// model of the map, the sight test between two figures, and the range between two hexes,
// straight or around a gap along the map.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "pathing/solid.hpp"
#include "solver/heroscape/rules.hpp"
#include "solver/heroscape/state.hpp"

namespace arbiter::heroscape {

// The 3-D model of the map for sight: columns up to each hex's ground, hex obstacles up to
// their tops, edge obstacles as walls.
pathing::Solids build_solids(const State& st, const Profile& p);

// Heroscape's line of sight: from the eye of a figure on `from` to any point of the hit zone
// of a figure on `to` (digest: attack, line of sight).
bool line_of_sight(const State& st, const pathing::Solids& solids, CellIndex from, int from_height,
                   CellIndex to, int to_height);

// Hexes from a to b for range: straight when the line stays over the map, else around the
// gap along the map (digest: a line over a gap is measured along the map's edge).
int range_between(const State& st, CellIndex a, CellIndex b);

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

}  // namespace arbiter::heroscape
