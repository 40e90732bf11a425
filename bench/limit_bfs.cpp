// The limit BFS, compiled once for the whole benchmark program (see limit_bfs.hpp).
#include "bench/limit_bfs.hpp"

#include <algorithm>
#include <climits>
#include <new>
#include <stdexcept>

#include "bench/limit_bfs_c.h"
#include "pathing/hex.hpp"

namespace arbiter::bench {

namespace {

constexpr std::size_t kPage = 4096;
constexpr std::int32_t kBlocked = INT32_MAX;

// `n` elements of T on a page boundary: the same placement in every run and every build.
template <class T>
T* page_aligned(std::size_t n) {
  const std::size_t bytes = (n * sizeof(T) + kPage - 1) / kPage * kPage;
  void* p = std::aligned_alloc(kPage, bytes == 0 ? kPage : bytes);
  if (p == nullptr) throw std::bad_alloc();
  return static_cast<T*>(p);
}

pathing::Coord odd_r(const pathing::Board& b, pathing::CellIndex c) {
  return pathing::axial_to_offset(pathing::OffsetSystem::OddR, b.coord(c));
}

}  // namespace

LimitBfs::LimitBfs(const pathing::Board& b) : entry_(b.size()) {
  if (b.topology() != pathing::Topology::Hex)
    throw std::invalid_argument("LimitBfs: the limit BFS lays out hex boards only");
  int min_col = INT_MAX, min_row = INT_MAX, max_col = INT_MIN, max_row = INT_MIN;
  for (pathing::CellIndex c = 0; c < b.size(); ++c) {
    const pathing::Coord o = odd_r(b, c);
    min_col = std::min(min_col, o.q), max_col = std::max(max_col, o.q);
    min_row = std::min(min_row, o.r), max_row = std::max(max_row, o.r);
  }
  const std::int64_t columns = b.size() == 0 ? 0 : std::int64_t{max_col} - min_col + 1;
  const std::int64_t rows = b.size() == 0 ? 0 : std::int64_t{max_row} - min_row + 1;
  stride_ = static_cast<std::int32_t>(columns + 1);
  // Rows 0 and rows + 1 are the border; the step south-east from the last row's last column
  // lands one slot past row rows + 1's start.
  const auto slots = static_cast<std::size_t>((rows + 3) * stride_);
  dist_.reset(page_aligned<std::int32_t>(slots));
  closed_.reset(page_aligned<std::uint8_t>(slots));
  queue_.reset(page_aligned<std::uint32_t>(b.size()));
  std::fill_n(dist_.get(), slots, kBlocked);
  std::fill_n(closed_.get(), slots, std::uint8_t{0});
  for (pathing::CellIndex c = 0; c < b.size(); ++c) {
    const pathing::Coord o = odd_r(b, c);
    const auto slot = static_cast<std::uint32_t>((o.r - min_row + 1) * std::int64_t{stride_} + 1 +
                                                 (o.q - min_col));
    entry_[c] = slot << 1 | static_cast<std::uint32_t>(o.r & 1);
    dist_[slot] = -1;
    for (int d = 0; d < b.directions(); ++d) {
      const auto dir = static_cast<pathing::Direction>(d);
      if (b.neighbour(c, dir) != pathing::kNoCell && !b.open_edge(c, dir))
        closed_[slot] |= static_cast<std::uint8_t>(1u << d);
    }
  }
}

// noinline and aligned: one copy of the loop at the same cache-line offset in every build.
// The steps, in the board's direction order (east, north-east, north-west, west, south-west,
// south-east), from a slot u of a row of parity p: +1, -stride + p, -stride - 1 + p, -1,
// +stride - 1 + p, +stride + p.
__attribute__((noinline, aligned(64))) std::uint32_t LimitBfs::run(pathing::CellIndex source) {
  std::int32_t* const dist = dist_.get();
  std::uint32_t* const queue = queue_.get();
  const std::uint8_t* const closed = closed_.get();
  const std::int32_t stride = stride_;
  for (std::uint32_t i = 0; i < reached_; ++i) dist[queue[i] >> 1] = -1;
  std::uint32_t head = 0, tail = 0;
  std::int32_t depth = 0;
  const auto visit = [&](std::int32_t v, std::uint32_t parity) {
    if (dist[v] < 0) {
      dist[v] = depth;
      queue[tail++] = static_cast<std::uint32_t>(v) << 1 | parity;
    }
  };
  dist[entry_[source] >> 1] = 0;
  queue[tail++] = entry_[source];
  while (head < tail) {
    const std::uint32_t level_end = tail;
    ++depth;
    for (; head < level_end; ++head) {
      const auto u = static_cast<std::int32_t>(queue[head] >> 1);
      const std::uint32_t p = queue[head] & 1u, q = p ^ 1u;
      const std::int32_t up = u - stride + static_cast<std::int32_t>(p);
      const std::int32_t down = u + stride + static_cast<std::int32_t>(p);
      const std::uint32_t walls = closed[u];
      if (walls == 0) [[likely]] {
        visit(u + 1, p), visit(up, q), visit(up - 1, q);
        visit(u - 1, p), visit(down - 1, q), visit(down, q);
      } else {
        if (!(walls & 1u)) visit(u + 1, p);
        if (!(walls & 2u)) visit(up, q);
        if (!(walls & 4u)) visit(up - 1, q);
        if (!(walls & 8u)) visit(u - 1, p);
        if (!(walls & 16u)) visit(down - 1, q);
        if (!(walls & 32u)) visit(down, q);
      }
    }
  }
  reached_ = tail;
  return tail;
}

std::uint32_t LimitBfs::run_c(pathing::CellIndex source) {
  reached_ = arbiter_limit_bfs_c(dist_.get(), closed_.get(), queue_.get(), reached_, stride_,
                                 entry_[source]);
  return reached_;
}

}  // namespace arbiter::bench
