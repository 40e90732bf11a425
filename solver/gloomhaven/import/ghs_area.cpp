// The Gloomhaven Secretariat's areas of effect as a round file's (see ghs_actions.hpp).
#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>

#include "pathing/hex.hpp"
#include "solver/gloomhaven/import/ghs_actions.hpp"

namespace arbiter::gloomhaven::import::ghs_detail {

std::optional<nlohmann::json> ghs_area(const std::string& v) {
  std::vector<std::pair<pathing::Coord, bool>> hexes;  // axial, active
  std::size_t pos = 0;
  while (pos < v.size()) {
    const auto end = v.find('|', pos);
    const std::string part = v.substr(pos, end == std::string::npos ? end : end - pos);
    pos = end == std::string::npos ? v.size() : end + 1;
    int col = 0, row = 0;
    char kind[16] = {};
    if (std::sscanf(part.c_str(), "(%d,%d,%15[a-z])", &col, &row, kind) != 3 || col < 0 ||
        row < 0 || col > 20 || row > 20)
      return std::nullopt;
    const std::string k = kind;
    if (k != "target" && k != "active") return std::nullopt;
    hexes.push_back({pathing::Coord{col - (row - (row & 1)) / 2, row}, k == "active"});
  }
  if (hexes.empty()) return std::nullopt;
  const auto active = std::find_if(hexes.begin(), hexes.end(), [](auto& h) { return h.second; });
  const pathing::Coord origin = active != hexes.end() ? active->first : hexes.front().first;
  nlohmann::json offs = nlohmann::json::array();
  for (const auto& [h, act] : hexes)
    if (!act) offs.push_back({h.q - origin.q, h.r - origin.r});
  return nlohmann::json{{"melee", active != hexes.end()}, {"hexes", offs}};
}

}  // namespace arbiter::gloomhaven::import::ghs_detail
