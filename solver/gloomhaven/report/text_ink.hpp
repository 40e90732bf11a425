// The inks of the text report (solve's board and tables), as ANSI colours: shared by the
// board drawing (text_board.cpp) and the tables around it (text.cpp).
#pragma once

#include <cstdint>
#include <string>

namespace arbiter::gloomhaven::report::text_ink {

// What a character on the canvas shows, for colouring.
enum class Ink : std::uint8_t {
  None,
  Edge,
  Axis,
  Heading,
  Wall,
  ThinWall,
  Acting,
  Enemy,
  Ally,
  Focus,
  Target,
  Option,
  Path,
  Aoe,
  Obstacle,
  Trap,
  Hazardous,
  Difficult,
  Icy,
  Heads,
  SeeMark,
  ReachMark,
  RangeMark,
  Door
};

inline const char* ansi(Ink ink) {
  switch (ink) {
    case Ink::None:
      return "";
    case Ink::Edge:
      return "2";
    case Ink::Axis:
      return "2;36";
    case Ink::Heading:
      return "1";
    case Ink::Wall:
      return "90";
    case Ink::ThinWall:
      return "1;31";
    case Ink::Acting:
      return "1;30;43";
    case Ink::Enemy:
      return "36";
    case Ink::Ally:
      return "34";
    case Ink::Focus:
      return "1;37;41";
    case Ink::Target:
      return "1;31";
    case Ink::Option:
      return "1;32";
    case Ink::Path:
      return "32";
    case Ink::Aoe:
      return "1;35";
    case Ink::Obstacle:
      return "1;37";
    case Ink::Trap:
      return "31";
    case Ink::Hazardous:
      return "91";
    case Ink::Difficult:
      return "33";
    case Ink::Icy:
      return "96";
    case Ink::Heads:
      return "1;33";
    case Ink::SeeMark:
      return "2;36";
    case Ink::ReachMark:
      return "2;32";
    case Ink::RangeMark:
      return "2;31";
    case Ink::Door:
      return "1;33";
  }
  return "";
}

inline std::string paint(const std::string& text, Ink ink, bool color) {
  if (!color || ink == Ink::None || text.empty()) return text;
  return std::string("\x1b[") + ansi(ink) + "m" + text + "\x1b[0m";
}

}  // namespace arbiter::gloomhaven::report::text_ink
