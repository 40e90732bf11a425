// Virtualscape's pieces: type codes, roles in format 1, footprints.
#include "solver/heroscape/import/virtualscape_pieces.hpp"

#include <algorithm>
#include <initializer_list>

namespace arbiter::heroscape::virtualscape {

// The hexes a piece covers, per rotation (from the original editor's hit test).
Offsets footprint(Shape s, int r) {
  switch (s) {
    case Shape::One:
      return {{0, 0}};
    case Shape::Two: {
      static const Offsets t[3] = {{{0, 0}, {1, 0}}, {{0, 0}, {0, 1}}, {{0, 0}, {-1, 1}}};
      return t[r % 3];
    }
    case Shape::Triangle: {
      static const Offsets t[2] = {{{0, 0}, {1, 0}, {0, 1}}, {{0, 0}, {-1, 1}, {0, 1}}};
      return t[r % 2];
    }
    case Shape::Line3: {
      static const Offsets t[3] = {
          {{0, 0}, {1, 0}, {2, 0}}, {{0, 0}, {0, 1}, {1, 2}}, {{0, 0}, {-1, 1}, {-1, 2}}};
      return t[r % 3];
    }
    case Shape::Block4: {
      static const Offsets t[3] = {{{0, 0}, {1, 0}, {0, 1}, {1, 1}},
                                   {{0, 0}, {-1, 1}, {0, 1}, {0, 2}},
                                   {{0, 0}, {1, 0}, {-1, 1}, {0, 1}}};
      return t[r % 3];
    }
    case Shape::Line4: {
      static const Offsets t[3] = {{{0, 0}, {1, 0}, {2, 0}, {3, 0}},
                                   {{0, 0}, {0, 1}, {1, 2}, {1, 3}},
                                   {{0, 0}, {-1, 1}, {-1, 2}, {-2, 3}}};
      return t[r % 3];
    }
    case Shape::Line5: {
      static const Offsets t[3] = {{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}},
                                   {{0, 0}, {0, 1}, {1, 2}, {1, 3}, {2, 4}},
                                   {{0, 0}, {-1, 1}, {-1, 2}, {-2, 3}, {-2, 4}}};
      return t[r % 3];
    }
    case Shape::Hive6: {
      static const Offsets t[3] = {{{0, 0}, {1, 0}, {2, 0}, {-1, 1}, {0, 1}, {1, 1}},
                                   {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {1, 2}, {2, 2}},
                                   {{0, 0}, {-1, 1}, {0, 1}, {-1, 2}, {0, 2}, {-1, 3}}};
      return t[r % 3];
    }
    case Shape::Marvel6: {
      static const Offsets t[6] = {{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {2, 1}, {3, 1}},
                                   {{0, 0}, {-1, 1}, {0, 1}, {0, 2}, {0, 3}, {1, 4}},
                                   {{0, 0}, {1, 0}, {-1, 1}, {0, 1}, {-1, 2}, {-2, 3}},
                                   {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {2, 1}, {3, 1}},
                                   {{0, 0}, {0, 1}, {1, 2}, {0, 3}, {1, 3}, {1, 4}},
                                   {{0, 0}, {-1, 1}, {-2, 2}, {-1, 2}, {-3, 3}, {-2, 3}}};
      return t[r];
    }
    case Shape::Hexagon7:
      return {{0, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}, {0, 2}, {1, 2}};
    case Shape::Castle7: {
      static const Offsets t[6] = {{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {0, 1}, {1, 1}, {2, 1}},
                                   {{0, 0}, {-1, 1}, {0, 1}, {0, 2}, {1, 2}, {0, 3}, {1, 3}},
                                   {{0, 0}, {1, 0}, {-1, 1}, {0, 1}, {-1, 2}, {0, 2}, {-1, 3}},
                                   {{0, 0}, {1, 0}, {2, 0}, {-1, 1}, {0, 1}, {1, 1}, {2, 1}},
                                   {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {1, 2}, {2, 2}, {1, 3}},
                                   {{0, 0}, {-1, 1}, {0, 1}, {-1, 2}, {0, 2}, {-2, 3}, {-1, 3}}};
      return t[r];
    }
    case Shape::Castle9: {
      static const Offsets t[6] = {
          {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {0, 1}, {1, 1}, {2, 1}, {3, 1}},
          {{0, 0}, {-1, 1}, {0, 1}, {0, 2}, {1, 2}, {0, 3}, {1, 3}, {1, 4}, {2, 4}},
          {{0, 0}, {1, 0}, {-1, 1}, {0, 1}, {-1, 2}, {0, 2}, {-1, 3}, {-2, 3}, {-1, 4}},
          {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {-1, 1}, {0, 1}, {1, 1}, {2, 1}, {3, 1}},
          {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {1, 2}, {2, 2}, {1, 3}, {2, 3}, {2, 4}},
          {{0, 0}, {-1, 1}, {0, 1}, {-1, 2}, {0, 2}, {-2, 3}, {-1, 3}, {-2, 4}, {-1, 4}}};
      return t[r];
    }
    case Shape::Land24: {
      static const Offsets t[6] = {
          {{0, 0},  {1, 0}, {-1, 1}, {0, 1}, {1, 1}, {0, 2}, {1, 2}, {2, 2},
           {-1, 3}, {0, 3}, {1, 3},  {2, 3}, {3, 3}, {0, 4}, {1, 4}, {2, 4},
           {3, 4},  {4, 4}, {-1, 5}, {0, 5}, {1, 5}, {2, 5}, {3, 5}, {4, 5}},
          {{0, 0},  {1, 0}, {-2, 1}, {-1, 1}, {0, 1},  {1, 1},  {-3, 2}, {-2, 2},
           {-1, 2}, {0, 2}, {1, 2},  {-3, 3}, {-2, 3}, {-1, 3}, {0, 3},  {-2, 4},
           {-1, 4}, {0, 4}, {-2, 5}, {-1, 5}, {0, 5},  {-1, 6}, {0, 6},  {-1, 7}},
          {{0, 0},  {-1, 1}, {0, 1},  {1, 1}, {-1, 2}, {0, 2},  {1, 2},  {2, 2},
           {3, 2},  {-2, 3}, {-1, 3}, {0, 3}, {1, 3},  {2, 3},  {3, 3},  {-2, 4},
           {-1, 4}, {0, 4},  {1, 4},  {2, 4}, {3, 4},  {-3, 5}, {-2, 5}, {-1, 5}},
          {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {0, 1}, {1, 1},
           {2, 1}, {3, 1}, {4, 1}, {1, 2}, {2, 2}, {3, 2}, {4, 2}, {5, 2},
           {2, 3}, {3, 3}, {4, 3}, {3, 4}, {4, 4}, {5, 4}, {3, 5}, {4, 5}},
          {{0, 0}, {-1, 1}, {0, 1},  {-1, 2}, {0, 2}, {1, 2},  {-1, 3}, {0, 3},
           {1, 3}, {-1, 4}, {0, 4},  {1, 4},  {2, 4}, {-2, 5}, {-1, 5}, {0, 5},
           {1, 5}, {2, 5},  {-2, 6}, {-1, 6}, {0, 6}, {1, 6},  {-2, 7}, {-1, 7}},
          {{0, 0},  {1, 0},  {2, 0},  {-4, 1}, {-3, 1}, {-2, 1}, {-1, 1}, {0, 1},
           {1, 1},  {-4, 2}, {-3, 2}, {-2, 2}, {-1, 2}, {0, 2},  {1, 2},  {-4, 3},
           {-3, 3}, {-2, 3}, {-1, 3}, {0, 3},  {-2, 4}, {-1, 4}, {0, 4},  {-1, 5}}};
      return t[r];
    }
  }
  return {{0, 0}};
}

namespace {

Shape land_shape(int size) {
  switch (size) {
    case 1:
      return Shape::One;
    case 2:
      return Shape::Two;
    case 3:
      return Shape::Triangle;
    case 5:
      return Shape::Line5;
    case 7:
      return Shape::Hexagon7;
    case 24:
      return Shape::Land24;
    default:
      return Shape::One;  // a personal tile of a tile version without its size
  }
}

}  // namespace

// The piece of a type code, or nullopt for a code Virtualscape does not know.
std::optional<Piece> piece_of(const Tile& t) {
  const int family = t.type / 1000, sub = t.type % 1000;
  const auto land = [&](std::initializer_list<int> sizes, std::string_view terrain,
                        std::string_view what) -> std::optional<Piece> {
    if (std::find(sizes.begin(), sizes.end(), sub) == sizes.end()) return std::nullopt;
    return Piece{Role::Land, land_shape(sub), terrain, {}, 0, what};
  };
  const auto obstacle = [](Shape s, std::string_view kind, int height, std::string_view what) {
    return Piece{Role::Obstacle, s, {}, kind, height, what};
  };
  switch (family) {
    case 1:
      return land({1, 2, 3, 7, 24}, "", "grass");
    case 2:
      return land({1, 2, 3, 7, 24}, "rock", "rock");
    case 3:
      return land({1, 2, 3, 7, 24}, "sand", "sand");
    case 20:
      return land({1, 2, 3, 7, 24}, "swamp", "swamp");
    case 26:
      return land({1, 2, 3, 7, 24}, "dungeon", "dungeon");
    case 7:
      return land({1, 2, 7}, "lava-field", "lava field");
    case 21:
      return land({1, 2, 7}, "", "concrete");
    case 22:
      return land({1, 2, 7}, "", "asphalt");
    case 8:
      return land({1, 2, 5}, "road", "road");
    case 9:
      return land({1, 2}, "snow", "snow");
    case 4:
      if (sub == 1 || sub == 2) return Piece{Role::Thin, Shape::One, "water", {}, 0, "water"};
      return std::nullopt;
    case 19:
      if (sub == 1) return Piece{Role::Thin, Shape::One, "water", {}, 0, "swamp water"};
      return std::nullopt;
    case 5:
      if (sub == 1) return Piece{Role::Thin, Shape::One, "ice", {}, 0, "ice"};
      return std::nullopt;
    case 6:
      if (sub == 1) return Piece{Role::Thin, Shape::One, "lava-field", {}, 0, "molten lava"};
      return std::nullopt;
    case 25:
      if (sub == 1 || sub == 2) return Piece{Role::Thin, Shape::One, "", {}, 0, "shadow"};
      return std::nullopt;
    case 10:
      if (sub >= 11 && sub <= 13) return obstacle(Shape::One, "tree", sub - 1, "tree");
      if (sub == 4) return obstacle(Shape::Block4, "tree", 15, "large tree");
      if (sub == 41) return Piece{Role::Ignored, Shape::One, {}, {}, 0, "number marker"};
      return std::nullopt;
    case 24:
      if (sub >= 14 && sub <= 16) return obstacle(Shape::One, "tree", sub, "palm");
      if (sub == 1) return obstacle(Shape::One, "tree", 15, "palm");
      if (sub == 2) return obstacle(Shape::One, "tree", 9, "jungle brush");
      return std::nullopt;
    case 11:
      if (sub == 2) return obstacle(Shape::Two, "ruin", 5, "ruin");
      if (sub == 3) return obstacle(Shape::Line3, "ruin", 5, "ruin");
      if (sub == 6 || sub == 7) return obstacle(Shape::Marvel6, "ruin", 9, "warehouse ruin");
      return std::nullopt;
    case 12:
      if (sub == 4) return obstacle(Shape::Line4, "wall", 3, "road wall");
      return std::nullopt;
    case 13:
      if (sub == 1) return obstacle(Shape::One, "glacier", 7, "glacier");
      if (sub == 3) return obstacle(Shape::Triangle, "glacier", 9, "glacier");
      if (sub == 4) return obstacle(Shape::Block4, "glacier", 8, "glacier");
      if (sub == 6) return obstacle(Shape::Hive6, "glacier", 17, "glacier");
      return std::nullopt;
    case 27:
      if (sub == 1) return obstacle(Shape::One, "outcrop", 7, "outcrop");
      if (sub == 3) return obstacle(Shape::Triangle, "outcrop", 9, "outcrop");
      return std::nullopt;
    case 23:
      if (sub == 6) return obstacle(Shape::Hive6, "other", 17, "hive");
      return std::nullopt;
    case 14:
      if (sub < 128) return Piece{Role::Glyph, Shape::One, {}, {}, 0, "glyph"};
      return std::nullopt;
    case 15:
      if (sub == 1) return Piece{Role::Start, Shape::One, {}, {}, 0, "start zone"};
      return std::nullopt;
    case 16:
      if (sub == 1) return Piece{Role::Land, Shape::One, "", {}, 0, "castle floor"};
      if (sub == 7) return Piece{Role::Land, Shape::Castle7, "", {}, 0, "castle floor"};
      if (sub == 9) return Piece{Role::Land, Shape::Castle9, "", {}, 0, "castle floor"};
      if (sub >= 101 && sub <= 103) return Piece{Role::Land, Shape::One, "", {}, 0, "castle base"};
      if (sub >= 201 && sub <= 203) return obstacle(Shape::One, "wall", 9, "castle wall");
      if (sub == 401 || sub == 404) return obstacle(Shape::Line3, "wall", 9, "castle arch");
      if (sub == 301) return Piece{Role::Ignored, Shape::One, {}, {}, 0, "battlement"};
      if (sub == 402) return Piece{Role::Ignored, Shape::One, {}, {}, 0, "ladder"};
      if (sub == 403) return Piece{Role::Ignored, Shape::One, {}, {}, 0, "flag"};
      return std::nullopt;
    case 17:
      if (sub != 0) return std::nullopt;
      return Piece{Role::Land, land_shape(t.personal_size), "", {}, 0, "personal tile"};
    case 18:
      if (sub == 1) return Piece{Role::Ignored, Shape::One, {}, {}, 0, "figure"};
      if (sub == 2) return Piece{Role::Ignored, Shape::Two, {}, {}, 0, "figure"};
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

}  // namespace arbiter::heroscape::virtualscape
