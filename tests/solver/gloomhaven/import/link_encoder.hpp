// A small encoder of the Monster Mover's links (data version 1.5.0), written from the
// format's description bit by bit, so that tests build links for positions of their own.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "solver/gloomhaven/import/monster_mover.hpp"

namespace arbiter::gloomhaven::monster_mover::link_encoder {

class BitWriter {
 public:
  void write(int bits, int value) {
    for (int i = 0; i < bits; ++i, ++n_) {
      if (n_ % 8 == 0) bytes_.push_back(0);
      if ((value >> i) & 1) bytes_.back() |= static_cast<std::uint8_t>(1 << (n_ % 8));
    }
  }
  std::string base64url() const {
    static const char* kDigits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    std::string s;
    std::uint32_t acc = 0;
    int bits = 0;
    for (std::uint8_t b : bytes_) {
      acc = (acc << 8) | b;
      bits += 8;
      while (bits >= 6) {
        bits -= 6;
        s += kDigits[(acc >> bits) & 63];
      }
    }
    if (bits > 0) s += kDigits[(acc << (6 - bits)) & 63];
    return s;
  }

 private:
  std::vector<std::uint8_t> bytes_;
  int n_ = 0;
};

inline std::string encode(const Position& p) {
  BitWriter w;
  w.write(4, 1);
  w.write(3, 5);
  w.write(3, 0);
  w.write(4, p.move);
  w.write(4, p.range);
  w.write(3, p.target);
  w.write(2, p.flying);
  w.write(1, p.muddled);
  w.write(1, p.characters_act);
  w.write(1, p.rotated);
  w.write(2, p.rules);
  w.write(1, p.teleport);
  w.write(10, p.active < 0 ? kColumns * kRows : p.active);
  w.write(6, static_cast<int>(p.aoe.size()));
  for (int a : p.aoe) w.write(6, a);
  w.write(10, static_cast<int>(p.cells.size()));
  int last = -1;
  for (const Cell& c : p.cells) {
    const int delta = c.location - last - 1;
    if (delta < 4) {
      w.write(1, 0);
      w.write(2, delta);
    } else {
      w.write(1, 1);
      w.write(10, delta);
    }
    last = c.location;
    w.write(3, c.terrain);
    w.write(2, c.figure);
    if (c.figure != 0) w.write(4, c.initiative);
    const bool any = c.walls[0] || c.walls[1] || c.walls[2];
    w.write(1, any);
    if (any) {
      for (bool x : c.walls) w.write(1, x);
    }
  }
  return "https://gloom.aluminumangel.org/" + w.base64url();
}

inline int location(int column, int row_down) {
  return column * kRows + (kRows - 1 - row_down);
}

inline Cell& cell_at(Position& p, int loc) {
  auto it = std::find_if(p.cells.begin(), p.cells.end(),
                         [&](const Cell& c) { return c.location == loc; });
  if (it == p.cells.end()) {
    Cell c;
    c.location = loc;
    it = p.cells.insert(
        std::upper_bound(p.cells.begin(), p.cells.end(), c,
                         [](const Cell& a, const Cell& b) { return a.location < b.location; }),
        c);
  }
  return *it;
}

}  // namespace arbiter::gloomhaven::monster_mover::link_encoder
