#include "pathing/hex.hpp"

namespace arbiter::pathing {

std::optional<Direction> direction_between(Topology t, Coord a, Coord b) {
  const Coord d = b - a;
  for (int i = 0; i < direction_count(t); ++i) {
    if (direction_offset(t, static_cast<Direction>(i)) == d) return static_cast<Direction>(i);
  }
  return std::nullopt;
}

std::optional<CoordinateSystem> parse_coordinate_system(std::string_view name) {
  if (name == "axial") return CoordinateSystem{true, OffsetSystem::EvenQ};
  if (name == "odd-q") return CoordinateSystem{false, OffsetSystem::OddQ};
  if (name == "even-q") return CoordinateSystem{false, OffsetSystem::EvenQ};
  if (name == "odd-r") return CoordinateSystem{false, OffsetSystem::OddR};
  if (name == "even-r") return CoordinateSystem{false, OffsetSystem::EvenR};
  return std::nullopt;
}

std::string_view coordinate_system_name(CoordinateSystem cs) {
  if (cs.axial) return "axial";
  switch (cs.offset) {
    case OffsetSystem::OddQ:
      return "odd-q";
    case OffsetSystem::EvenQ:
      return "even-q";
    case OffsetSystem::OddR:
      return "odd-r";
    case OffsetSystem::EvenR:
      return "even-r";
  }
  return "axial";
}

}  // namespace arbiter::pathing
