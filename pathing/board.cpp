#include "pathing/board.hpp"

#include <algorithm>
#include <atomic>
#include <stdexcept>

namespace arbiter::pathing {

Board Board::Builder::build() const {
  static std::atomic<std::uint64_t> next_serial{1};
  Board b;
  b.serial_ = next_serial.fetch_add(1, std::memory_order_relaxed);
  b.topology_ = topology_;
  const std::size_t n = cells_.size();
  b.coords_.reserve(n);
  b.terrain_.reserve(n);
  for (const CellSpec& s : cells_) {
    b.coords_.push_back(s.c);
    b.terrain_.push_back(s.t);
  }
  const std::vector<Coord>& coords = b.coords_;
  if (n >= kNoCell) throw std::invalid_argument("board: too many cells");
  if (n > 0) {
    Coord lo = coords[0], hi = coords[0];
    for (Coord c : coords) {
      lo = {std::min(lo.q, c.q), std::min(lo.r, c.r)};
      hi = {std::max(hi.q, c.q), std::max(hi.r, c.r)};
    }
    b.min_ = lo;
    b.width_ = static_cast<std::int64_t>(hi.q) - lo.q + 1;
    b.height_ = static_cast<std::int64_t>(hi.r) - lo.r + 1;
    if (b.width_ * b.height_ > std::int64_t{1} << 31)
      throw std::invalid_argument("board: bounding box too large");
  }
  b.index_cells();
  for (const CellSpec& s : terrain_overrides_) {
    const auto c = b.find(s.c);
    if (!c) throw std::invalid_argument("board: terrain on a cell that is not on the map");
    b.terrain_[*c] = s.t;
  }
  b.neighbours_.assign(n * kMaxDirectionCount, kNoCell);
  b.closed_edges_.assign(n, 0);
  b.thin_walls_.assign(n, 0);
  b.wall_edges_.assign(n, 0);
  const int dirs = direction_count(topology_);
  for (std::size_t i = 0; i < n; ++i) {
    for (int d = 0; d < dirs; ++d) {
      const auto nb = b.find(coords[i] + direction_offset(topology_, static_cast<Direction>(d)));
      if (nb) {
        b.neighbours_[i * kMaxDirectionCount + d] = *nb;
      } else {
        b.closed_edges_[i] |= static_cast<std::uint8_t>(1u << d);
      }
    }
  }
  for (Terrain t : b.terrain_) b.terrain_present_ |= 1u << static_cast<int>(t);
  const int dirs_count = direction_count(topology_);
  for (Coord w : walls_) {
    if (b.find(w)) throw std::invalid_argument("board: a wall on a cell of the map");
    for (int d = 0; d < dirs_count; ++d) {
      const auto dir = static_cast<Direction>(d);
      if (const auto nb = b.find(w + direction_offset(topology_, dir)))
        b.wall_edges_[*nb] |= static_cast<std::uint8_t>(1u << opposite(topology_, dir));
    }
  }
  for (const ThinWall& w : thin_walls_) {
    const auto ca = b.find(w.a);
    const auto cb = b.find(w.b);
    const auto d = direction_between(topology_, w.a, w.b);
    if (!ca || !cb || !d)
      throw std::invalid_argument("thin wall between cells that are not neighbours on the map");
    const Direction back = opposite(topology_, *d);
    b.closed_edges_[*ca] |= static_cast<std::uint8_t>(1u << *d);
    b.closed_edges_[*cb] |= static_cast<std::uint8_t>(1u << back);
    b.thin_walls_[*ca] |= static_cast<std::uint8_t>(1u << *d);
    b.thin_walls_[*cb] |= static_cast<std::uint8_t>(1u << back);
  }
  if (b.laid_out()) {
    // A square board's missing directions read as walled (slot_thin_walls).
    const auto missing = static_cast<std::uint8_t>(0x3fu & ~((1u << dirs) - 1u));
    b.slot_thin_.assign(b.lookup_.size(), missing);
    for (std::size_t i = 0; i < n; ++i)
      b.slot_thin_[b.slot(static_cast<CellIndex>(i))] |= b.thin_walls_[i];
    if (n < std::size_t{1} << kSlotCellBits) {
      b.slot_words_.assign(b.lookup_.size(), kNoCell);
      for (std::size_t s = 0; s < b.lookup_.size(); ++s)
        if (b.lookup_[s] != kNoCell)
          b.slot_words_[s] = b.lookup_[s] | std::uint32_t{b.slot_thin_[s]} << kSlotCellBits;
    }
  }
  return b;
}

// The place -> cell index: dense over the bounding box when that is at most four times the
// cells (and a few thousand places more), else sorted pairs searched by bisection.
void Board::index_cells() {
  const std::size_t n = coords_.size();
  const std::int64_t area = width_ * height_;
  const auto place = [&](Coord c) {
    return (std::int64_t{c.r} - min_.r) * width_ + (std::int64_t{c.q} - min_.q);
  };
  if (area <= 4 * static_cast<std::int64_t>(n) + 4096) {
    // The border (laid_out()): rows 0 and height + 1, column 0 of each row, and one slot
    // past the last row, where the step south-east of the last row's last place lands.
    const std::int64_t slots = n == 0 ? 0 : (height_ + 2) * stride() + 1;
    lookup_.assign(static_cast<std::size_t>(slots), kNoCell);
    for (std::size_t i = 0; i < n; ++i) {
      CellIndex& at = lookup_[slot(static_cast<CellIndex>(i))];
      if (at != kNoCell) throw std::invalid_argument("board: a cell added twice");
      at = static_cast<CellIndex>(i);
    }
    return;
  }
  sparse_.reserve(n);
  for (std::size_t i = 0; i < n; ++i)
    sparse_.emplace_back(place(coords_[i]), static_cast<CellIndex>(i));
  std::sort(sparse_.begin(), sparse_.end());
  for (std::size_t i = 1; i < n; ++i)
    if (sparse_[i].first == sparse_[i - 1].first)
      throw std::invalid_argument("board: a cell added twice");
}

std::optional<CellIndex> Board::find_sparse(std::int64_t place) const {
  const auto it = std::lower_bound(sparse_.begin(), sparse_.end(),
                                   std::pair<std::int64_t, CellIndex>{place, 0});
  if (it == sparse_.end() || it->first != place) return std::nullopt;
  return it->second;
}

}  // namespace arbiter::pathing
