/* The limit BFS's loop in plain C (limit_bfs_c.c), over the arrays LimitBfs lays out
 * (bench/limit_bfs.hpp): the same algorithm as LimitBfs::run, so that the benchmarks show
 * what the C++ version costs against C compiled by the same compiler with the same flags. */
#ifndef ARBITER_BENCH_LIMIT_BFS_C_H
#define ARBITER_BENCH_LIMIT_BFS_C_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* One breadth-first search over a padded odd-r hex grid of row stride `stride`.
 * `dist`: a depth per slot, -1 for an open cell not reached, >= 0 for a blocked slot (a
 * wall, the border) or a reached cell. `closed`: per slot, bit d for a thin wall across
 * direction d (east, north-east, north-west, west, south-west, south-east). `queue`: the
 * last search's `last_reached` entries (reset to -1 first), then this one's, each a slot
 * times two plus its row's parity. `source`: the source's queue entry. Returns the cells
 * reached. */
uint32_t arbiter_limit_bfs_c(int32_t* dist, const uint8_t* closed, uint32_t* queue,
                             uint32_t last_reached, int32_t stride, uint32_t source);

#ifdef __cplusplus
}
#endif

#endif
