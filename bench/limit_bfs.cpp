// The limit BFS, compiled once for the whole benchmark program (see limit_bfs.hpp).
#include "bench/limit_bfs.hpp"

#include <new>

namespace arbiter::bench {

namespace {

constexpr std::size_t kPage = 4096;

// `n` elements of T on a page boundary: the same placement in every run and every build.
template <class T>
T* page_aligned(std::size_t n) {
  const std::size_t bytes = (n * sizeof(T) + kPage - 1) / kPage * kPage;
  void* p = std::aligned_alloc(kPage, bytes == 0 ? kPage : bytes);
  if (p == nullptr) throw std::bad_alloc();
  return static_cast<T*>(p);
}

}  // namespace

LimitBfs::LimitBfs(const pathing::Board& b)
    : cells_(b.size()),
      next_(page_aligned<pathing::CellIndex>(static_cast<std::size_t>(cells_) * kDirs)),
      dist_(page_aligned<std::int32_t>(static_cast<std::size_t>(cells_) + 1)),
      queue_(page_aligned<std::uint32_t>(cells_)) {
  const int dirs = b.directions();
  for (pathing::CellIndex c = 0; c < cells_; ++c) {
    for (std::size_t d = 0; d < kDirs; ++d) {
      const auto dir = static_cast<pathing::Direction>(d);
      next_[static_cast<std::size_t>(c) * kDirs + d] =
          static_cast<int>(d) < dirs && b.open_edge(c, dir) ? b.neighbour(c, dir) : cells_;
    }
    dist_[c] = -1;
  }
  dist_[cells_] = 0;  // the sentinel: always reached
}

// noinline and aligned: one copy of the loop at the same cache-line offset in every build.
__attribute__((noinline, aligned(64))) std::uint32_t LimitBfs::run(pathing::CellIndex source) {
  for (std::uint32_t i = 0; i < reached_; ++i) dist_[queue_[i]] = -1;
  std::int32_t* dist = dist_.get();
  std::uint32_t* queue = queue_.get();
  const pathing::CellIndex* next = next_.get();
  std::uint32_t head = 0, tail = 0;
  dist[source] = 0;
  queue[tail++] = source;
  while (head < tail) {
    const std::uint32_t u = queue[head++];
    const std::int32_t du = dist[u] + 1;
    const pathing::CellIndex* row = next + static_cast<std::size_t>(u) * kDirs;
    for (std::size_t d = 0; d < kDirs; ++d) {
      const std::uint32_t v = row[d];
      if (dist[v] < 0) {
        dist[v] = du;
        queue[tail++] = v;
      }
    }
  }
  reached_ = tail;
  return tail;
}

}  // namespace arbiter::bench
