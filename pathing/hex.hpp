// Hex and square grid coordinates: axial hexes (Red Blob Games' conventions), the four
// offset systems of the scenario format, distances, directions, rotation and mirroring.
#pragma once

#include <array>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <optional>
#include <string_view>

namespace arbiter::pathing {

// A cell coordinate. On a hex board it is axial [q, r]; on a square board it is [x, y].
struct Coord {
  std::int32_t q = 0;
  std::int32_t r = 0;
  friend constexpr bool operator==(Coord, Coord) = default;
  friend constexpr Coord operator+(Coord a, Coord b) { return {a.q + b.q, a.r + b.r}; }
  friend constexpr Coord operator-(Coord a, Coord b) { return {a.q - b.q, a.r - b.r}; }
};

enum class Topology : std::uint8_t { Hex, Square };

// Direction index. Hex boards use all six, square boards the first four of their own table.
using Direction = std::uint8_t;
inline constexpr int kHexDirectionCount = 6;
inline constexpr int kSquareDirectionCount = 4;
inline constexpr int kMaxDirectionCount = 6;

// Hex directions in axial offsets, counter-clockwise starting east (pointy-top view).
// Invariant: kHexDirections[(d + 3) % 6] == -kHexDirections[d].
inline constexpr std::array<Coord, kHexDirectionCount> kHexDirections = {
    {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};
// Square directions: east, north, west, south. Invariant: opposite is (d + 2) % 4.
inline constexpr std::array<Coord, kSquareDirectionCount> kSquareDirections = {
    {{1, 0}, {0, -1}, {-1, 0}, {0, 1}}};

constexpr int direction_count(Topology t) {
  return t == Topology::Hex ? kHexDirectionCount : kSquareDirectionCount;
}
constexpr Coord direction_offset(Topology t, Direction d) {
  return t == Topology::Hex ? kHexDirections[d] : kSquareDirections[d];
}
constexpr Direction opposite(Topology t, Direction d) {
  const int n = direction_count(t);
  return static_cast<Direction>((d + n / 2) % n);
}

// Hex distance in axial coordinates: (|dq| + |dr| + |dq + dr|) / 2.
constexpr int hex_distance(Coord a, Coord b) {
  const int dq = a.q - b.q;
  const int dr = a.r - b.r;
  const int ds = dq + dr;
  return ((dq < 0 ? -dq : dq) + (dr < 0 ? -dr : dr) + (ds < 0 ? -ds : ds)) / 2;
}
// Square distance with a 4-neighbourhood (Manhattan).
constexpr int square_distance(Coord a, Coord b) {
  const int dx = a.q - b.q;
  const int dy = a.r - b.r;
  return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}
constexpr int grid_distance(Topology t, Coord a, Coord b) {
  return t == Topology::Hex ? hex_distance(a, b) : square_distance(a, b);
}

// The direction from a to its neighbour b, if b is a neighbour.
std::optional<Direction> direction_between(Topology t, Coord a, Coord b);

// Rotation by 60 degrees, `times` times (any integer, negative turns the other way),
// about the origin. Six turns are the identity.
constexpr Coord rotate_hex(Coord c, int times) {
  int k = ((times % 6) + 6) % 6;
  for (; k > 0; --k) {
    // Cube (x, y, z) = (q, -q-r, r) turns to (-y, -z, -x).
    const int q = c.q;
    const int r = c.r;
    c = {q + r, -q};
  }
  return c;
}
// A mirror image across the east-west line through the origin (direction d becomes
// 6 - d): cube (x, y, z) -> (-y, -x, -z). With the six rotations it gives all twelve
// orientations of a pattern.
constexpr Coord mirror_hex(Coord c) {
  return {c.q + c.r, -c.r};
}

// Offset coordinate systems of the scenario format ([col, row], rows counted downwards).
enum class OffsetSystem : std::uint8_t { OddQ, EvenQ, OddR, EvenR };

constexpr Coord offset_to_axial(OffsetSystem s, int col, int row) {
  switch (s) {
    case OffsetSystem::OddQ:
      return {col, row - (col - (col & 1)) / 2};
    case OffsetSystem::EvenQ:
      return {col, row - (col + (col & 1)) / 2};
    case OffsetSystem::OddR:
      return {col - (row - (row & 1)) / 2, row};
    case OffsetSystem::EvenR:
      return {col - (row + (row & 1)) / 2, row};
  }
  return {col, row};
}
// Returns [col, row] in `s`.
constexpr Coord axial_to_offset(OffsetSystem s, Coord a) {
  switch (s) {
    case OffsetSystem::OddQ:
      return {a.q, a.r + (a.q - (a.q & 1)) / 2};
    case OffsetSystem::EvenQ:
      return {a.q, a.r + (a.q + (a.q & 1)) / 2};
    case OffsetSystem::OddR:
      return {a.q + (a.r - (a.r & 1)) / 2, a.r};
    case OffsetSystem::EvenR:
      return {a.q + (a.r + (a.r & 1)) / 2, a.r};
  }
  return a;
}
// True for the column systems, drawn with flat-topped hexes.
constexpr bool is_flat_topped(OffsetSystem s) {
  return s == OffsetSystem::OddQ || s == OffsetSystem::EvenQ;
}

// How a file writes its hexes: axial or one of the offset systems.
struct CoordinateSystem {
  bool axial = true;
  OffsetSystem offset = OffsetSystem::EvenQ;  // meaningful when !axial

  constexpr Coord to_axial(Coord written) const {
    return axial ? written : offset_to_axial(offset, written.q, written.r);
  }
  constexpr Coord from_axial(Coord a) const { return axial ? a : axial_to_offset(offset, a); }
  constexpr bool flat_topped() const { return !axial && is_flat_topped(offset); }
};

std::optional<CoordinateSystem> parse_coordinate_system(std::string_view name);
std::string_view coordinate_system_name(CoordinateSystem cs);

struct CoordHash {
  std::size_t operator()(Coord c) const noexcept {
    return std::hash<std::uint64_t>{}(
        (static_cast<std::uint64_t>(static_cast<std::uint32_t>(c.q)) << 32) |
        static_cast<std::uint32_t>(c.r));
  }
};

}  // namespace arbiter::pathing
