#include "pathing/flood.hpp"

#include <algorithm>

namespace arbiter::pathing {
namespace {

struct Box {
  Coord min{}, max{};
  std::int64_t width() const { return static_cast<std::int64_t>(max.q) - min.q + 1; }
  std::int64_t height() const { return static_cast<std::int64_t>(max.r) - min.r + 1; }
};

Box box_of(const Board& b) {
  Box box{b.coord(0), b.coord(0)};
  for (CellIndex c = 1; c < b.size(); ++c) {
    const Coord x = b.coord(c);
    box.min = {std::min(box.min.q, x.q), std::min(box.min.r, x.r)};
    box.max = {std::max(box.max.q, x.q), std::max(box.max.r, x.r)};
  }
  return box;
}

// out |= in shifted by `by` bits towards higher places (lower when negative); bits shifted
// past either end are dropped.
void shift_or(const std::uint64_t* in, std::uint64_t* out, std::size_t words, std::int64_t by) {
  const auto n = static_cast<std::int64_t>(words);
  const std::int64_t whole = (by >= 0 ? by : -by) / 64;
  const int part = static_cast<int>((by >= 0 ? by : -by) % 64);
  for (std::int64_t i = 0; i < n; ++i) {
    std::uint64_t v = 0;
    if (by >= 0) {
      const std::int64_t j = i - whole;
      if (j >= 0) v |= in[j] << part;
      if (part != 0 && j - 1 >= 0) v |= in[j - 1] >> (64 - part);
    } else {
      const std::int64_t j = i + whole;
      if (j < n) v |= in[j] >> part;
      if (part != 0 && j + 1 < n) v |= in[j + 1] << (64 - part);
    }
    out[i] |= v;
  }
}

}  // namespace

bool BitBoard::fits(const Board& b) {
  if (b.size() == 0) return false;
  const Box box = box_of(b);
  return static_cast<std::uint64_t>(box.width()) * static_cast<std::uint64_t>(box.height()) <=
         kMaxBits;
}

BitBoard::BitBoard(const Board& b) : directions_(b.directions()) {
  assert(fits(b));
  const Box box = box_of(b);
  const std::int64_t width = box.width();
  words_ = static_cast<std::size_t>((width * box.height() + 63) / 64);
  bit_of_.resize(b.size());
  for (CellIndex c = 0; c < b.size(); ++c) {
    const Coord x = b.coord(c);
    bit_of_[c] = static_cast<std::uint32_t>((x.r - box.min.r) * width + (x.q - box.min.q));
  }
  open_.assign(static_cast<std::size_t>(directions_) * words_, 0);
  for (int d = 0; d < directions_; ++d) {
    const Coord o = direction_offset(b.topology(), static_cast<Direction>(d));
    shift_[static_cast<std::size_t>(d)] = o.r * width + o.q;
    std::uint64_t* open = open_.data() + static_cast<std::size_t>(d) * words_;
    for (CellIndex c = 0; c < b.size(); ++c)
      if (b.open_edge(c, static_cast<Direction>(d))) add(open, c);
  }
  frontier_.resize(words_);
  next_.resize(words_);
  masked_.resize(words_);
}

void BitBoard::flood(std::uint64_t* set, int depth) const {
  std::uint64_t* frontier = frontier_.data();
  std::uint64_t* next = next_.data();
  std::uint64_t* masked = masked_.data();
  std::copy(set, set + words_, frontier);
  for (int step = 0; step < depth; ++step) {
    std::fill(next, next + words_, 0);
    for (int d = 0; d < directions_; ++d) {
      const std::uint64_t* open = open_.data() + static_cast<std::size_t>(d) * words_;
      for (std::size_t w = 0; w < words_; ++w) masked[w] = frontier[w] & open[w];
      shift_or(masked, next, words_, shift_[static_cast<std::size_t>(d)]);
    }
    std::uint64_t any = 0;
    for (std::size_t w = 0; w < words_; ++w) {
      next[w] &= ~set[w];
      set[w] |= next[w];
      any |= next[w];
    }
    if (any == 0) return;
    std::swap(frontier, next);
  }
}

}  // namespace arbiter::pathing
