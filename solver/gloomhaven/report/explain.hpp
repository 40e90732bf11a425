// What a decision means hex by hex, shared by the text and SVG pictures (DecisionMap), and
// why one hex is or is not an option (explain_hex). The explanation re-derives what the
// Decision does not carry (path costs, range, line of sight, target counts) through the
// public pathing APIs, following the steps of docs/rules/gloomhaven.md.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven::report {

// "[col, row]" in the file's own coordinate system.
std::string hex_name(const Scenario& s, pathing::Coord axial);

// One hex of the map as the pictures show it.
struct HexFacts {
  pathing::Coord hex;                          // axial
  pathing::Coord written;                      // in the file's coordinates
  std::optional<TerrainType> terrain;          // walls included
  pathing::CellIndex cell = pathing::kNoCell;  // kNoCell for walls
  FigureIndex figure = kNoFigure;
  bool on_path = false;      // passed through by some option's path (not its start or end)
  bool aoe = false;          // inside some option's area of effect
  std::vector<int> options;  // numbers (1-based) of the options ending here
  // A hex step 3 chose to attack from on a later turn, when the focus is out of reach this
  // turn: the monster heads for it (its options stop short of it).
  bool heading = false;
};

struct FigureRoles {
  bool acting = false;
  bool enemy = false;          // of the acting figure
  bool focus = false;          // a focus of some option
  bool target = false;         // attacked in some option
  bool disadvantaged = false;  // attacked at disadvantage in some option
};

struct DecisionMap {
  bool flat = false;               // flat-topped hexes (*-q files), else pointy-topped
  std::vector<HexFacts> hexes;     // the map's hexes, in file order (walls included)
  std::vector<FigureRoles> roles;  // per figure
  const HexFacts* at(pathing::Coord axial) const;
};

// The hexes within `crop` of the action: the acting figure, its focuses, the options'
// destinations, paths, areas and targets, and the hexes it heads for (axial; may include
// hexes off the map).
using HexSet = std::unordered_set<pathing::Coord, pathing::CoordHash>;
HexSet hexes_near_action(const Scenario& s, const pathing::Board& b, const Decision& d, int crop);

// Keeps in m.hexes only the hexes within `crop` hexes of the action: the acting figure, its
// focuses, the options' destinations, paths, areas and targets, and the hexes it heads for.
// A negative crop keeps every hex.
void crop_to_action(DecisionMap& m, const Scenario& s, const pathing::Board& b, const Decision& d,
                    int crop);
// The hexes of the action: the acting figure, its focuses, the options' destinations,
// paths, areas and targets, and the hexes it heads for; sorted, each once.
std::vector<pathing::Coord> action_hexes(const Scenario& s, const pathing::Board& b,
                                         const Decision& d);

// `shown`, when given, keeps only the hexes it accepts (render --crop on a huge map: the
// facts of the hexes left out are never built).
DecisionMap map_decision(const Scenario& s, const pathing::Board& b, const Decision& d,
                         const std::function<bool(pathing::Coord)>& shown = {});

struct HexExplanation {
  pathing::Coord hex;  // axial
  // A short code: "off-map", "wall", "option", "stunned", "no-focus", "occupied", "obstacle",
  // "unreachable", "no-move", "not-attack-hex", "more-negative", "farther",
  // "disadvantage", "fewer-targets", "lower-ranked".
  std::string verdict;
  std::vector<int> options;  // the option numbers ending on the hex, if any
  std::string text;          // the reason, in words
};

// Why the hex `axial` is or is not an option of `d`.
HexExplanation explain_hex(const Scenario& s, const pathing::Board& b, const Decision& d,
                           pathing::Coord axial);
nlohmann::json explanation_json(const Scenario& s, const HexExplanation& e);

}  // namespace arbiter::gloomhaven::report
