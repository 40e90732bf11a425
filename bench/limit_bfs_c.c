/* The limit BFS in plain C: see limit_bfs_c.h and bench/limit_bfs.hpp. */
#include "bench/limit_bfs_c.h"

/* Reaches slot v (row parity pv) at depth d unless it is reached or blocked. */
#define VISIT(v, pv)                              \
  do {                                            \
    const int32_t v_ = (v);                       \
    if (dist[v_] < 0) {                           \
      dist[v_] = d;                               \
      queue[tail++] = ((uint32_t)v_ << 1) | (pv); \
    }                                             \
  } while (0)
#define VISIT_OPEN(bit, v, pv)      \
  do {                              \
    if (!(m & (bit))) VISIT(v, pv); \
  } while (0)

__attribute__((noinline, aligned(64))) uint32_t arbiter_limit_bfs_c(
    int32_t* dist, const uint8_t* closed, uint32_t* queue, uint32_t last_reached, int32_t stride,
    uint32_t source) {
  uint32_t head = 0, tail = 0;
  int32_t d = 0;
  for (uint32_t i = 0; i < last_reached; ++i) dist[queue[i] >> 1] = -1;
  dist[source >> 1] = 0;
  queue[tail++] = source;
  while (head < tail) {
    const uint32_t level_end = tail;
    ++d;
    for (; head < level_end; ++head) {
      const int32_t u = (int32_t)(queue[head] >> 1);
      const uint32_t p = queue[head] & 1u, q = p ^ 1u;
      const int32_t up = u - stride + (int32_t)p, down = u + stride + (int32_t)p;
      const uint32_t m = closed[u];
      if (__builtin_expect(m == 0, 1)) {
        VISIT(u + 1, p);
        VISIT(up, q);
        VISIT(up - 1, q);
        VISIT(u - 1, p);
        VISIT(down - 1, q);
        VISIT(down, q);
      } else {
        VISIT_OPEN(1u, u + 1, p);
        VISIT_OPEN(2u, up, q);
        VISIT_OPEN(4u, up - 1, q);
        VISIT_OPEN(8u, u - 1, p);
        VISIT_OPEN(16u, down - 1, q);
        VISIT_OPEN(32u, down, q);
      }
    }
  }
  return tail;
}
