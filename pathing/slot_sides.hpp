// The step to each of a slot's six neighbours, and the visit of those no thin wall closes:
// the inner loop the breadth-first searches by slot share (search_bfs.hpp, search_lengths.hpp).
#pragma once

#include <cstdint>

namespace arbiter::pathing {

// The slot offsets of the six directions, read into registers once before a search's loop.
// A board of four directions leaves the last two 0, closed by its thin walls.
struct SlotSides {
  std::int32_t s0, s1, s2, s3, s4, s5;
};

// Visits the neighbours of slot `u` that `walls` leaves open (bit d set: direction d closed).
// A slot with no wall, by far the most common, pays no test per direction.
template <class Visit>
__attribute__((always_inline)) inline void visit_open_sides(const SlotSides& s, std::int32_t u,
                                                            std::uint32_t walls, Visit& visit) {
  if (walls == 0) [[likely]] {
    visit(u + s.s0), visit(u + s.s1), visit(u + s.s2);
    visit(u + s.s3), visit(u + s.s4), visit(u + s.s5);
    return;
  }
  if (!(walls & 1u)) visit(u + s.s0);
  if (!(walls & 2u)) visit(u + s.s1);
  if (!(walls & 4u)) visit(u + s.s2);
  if (!(walls & 8u)) visit(u + s.s3);
  if (!(walls & 16u)) visit(u + s.s4);
  if (!(walls & 32u)) visit(u + s.s5);
}

}  // namespace arbiter::pathing
