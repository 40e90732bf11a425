// Reading the pictures and boards the commands draw, shared by the tests of what they show:
// how often a text occurs, the hexes an SVG element class marks, and even-q distances.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <utility>

namespace arbiter::testing {

inline std::size_t count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// The data-hex values of the SVG elements of one class, as "COL,ROW".
inline std::set<std::string> hexes_of(const std::string& svg, const std::string& cls) {
  std::set<std::string> out;
  const std::string key = "class=\"" + cls + "\" data-hex=\"";
  for (auto at = svg.find(key); at != std::string::npos; at = svg.find(key, at + 1)) {
    const std::size_t begin = at + key.size();
    out.insert(svg.substr(begin, svg.find('"', begin) - begin));
  }
  return out;
}

// A JSON list of [col, row] hexes, as "COL,ROW".
inline std::set<std::string> hexes_of(const nlohmann::json& list) {
  std::set<std::string> out;
  for (const auto& h : list)
    out.insert(std::to_string(h.at(0).get<int>()) + "," + std::to_string(h.at(1).get<int>()));
  return out;
}

inline int distance_even_q(std::pair<int, int> a, std::pair<int, int> b) {
  // even-q offset to axial, then the hex distance.
  const auto axial = [](std::pair<int, int> c) {
    return std::pair<int, int>{c.first, c.second - (c.first + (c.first & 1)) / 2};
  };
  const auto [aq, ar] = axial(a);
  const auto [bq, br] = axial(b);
  return (std::abs(aq - bq) + std::abs(ar - br) + std::abs(aq + ar - bq - br)) / 2;
}

// "COL,ROW" as a pair.
inline std::pair<int, int> parse_hex(const std::string& hex) {
  const auto comma = hex.find(',');
  return {std::stoi(hex.substr(0, comma)), std::stoi(hex.substr(comma + 1))};
}

}  // namespace arbiter::testing
