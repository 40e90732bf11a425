// What the search towards the destinations (towards.cpp, towards_shared.cpp) shares: the
// marks of a cell's slot and the step of a label. Internal to solver/gloomhaven/.
#pragma once

#include <cstdint>
#include <limits>

#include "pathing/search.hpp"
#include "solver/gloomhaven/workspace.hpp"

namespace arbiter::gloomhaven::detail {

constexpr std::uint32_t kNoSlot = std::numeric_limits<std::uint32_t>::max();
constexpr std::uint32_t kDestination = kNoSlot - 1;  // during the search
constexpr std::uint32_t kTight = kNoSlot - 2;        // reaches a destination by tight steps

// A step adds its negative hexes and its movement to what is left; the movement used to the
// end cell stays.
inline TowardsLabel after(TowardsLabel l, pathing::StepCost step) {
  return {l.negatives + step.negatives, l.left + step.length, l.used};
}

}  // namespace arbiter::gloomhaven::detail
