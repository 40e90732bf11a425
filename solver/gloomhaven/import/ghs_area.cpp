// The Gloomhaven Secretariat's areas of effect as a round file's (see ghs_actions.hpp).
#include <algorithm>
#include <cstdio>
#include <string>
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

// "enemiesRange:2" -> 2; nullopt when no number follows the colon.
std::optional<int> range_of(const std::string& v) {
  const auto colon = v.find(':');
  if (colon == std::string::npos || colon + 1 >= v.size() || v.size() - colon > 3)
    return std::nullopt;
  const std::string n = v.substr(colon + 1);
  if (!std::all_of(n.begin(), n.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::nullopt;
  return std::stoi(n);
}

// "enemiesRange:-1" -> "-1", "enemiesRange:+1" -> "+1": a range relative to the stat card's.
std::optional<std::string> relative_range(const std::string& v) {
  const auto colon = v.find(':');
  if (colon == std::string::npos || colon + 2 >= v.size() || v.size() - colon > 4 ||
      (v[colon + 1] != '-' && v[colon + 1] != '+'))
    return std::nullopt;
  const std::string n = v.substr(colon + 2);
  if (n.empty() || !std::all_of(n.begin(), n.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::nullopt;
  return v.substr(colon + 1);
}

// "alliesAdjacentAffect", "allies" (with a range beside it), "alliesRange:3",
// "selfAlliesRange:2": every ally (and itself) within range; false for another target.
bool allies_target(const nlohmann::json& s, nlohmann::json& r) {
  const std::string v = string_field(s, "value").value_or("");
  const bool self = v.rfind("selfAllies", 0) == 0;
  if (v == "alliesAdjacentAffect" || v == "allies") {
    r["to"] = "allies";
    if (v == "alliesAdjacentAffect") r["range"] = 1;
  } else if ((self || v.rfind("alliesRange", 0) == 0) && range_of(v)) {
    r["to"] = self ? "self-and-allies" : "allies";
    r["range"] = *range_of(v);
  } else {
    return false;
  }
  return true;
}

}  // namespace arbiter::gloomhaven::import::ghs_detail
