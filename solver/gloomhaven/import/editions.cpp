// The scenario books and the data editions each reads (see editions.hpp).
#include "solver/gloomhaven/import/editions.hpp"

namespace arbiter::gloomhaven::import {

const std::vector<ScenarioBook> kScenarioBooks = {
    {"Gloomhaven", false, 1, 95, {"gh"}, "gh", 1},
    {"Forgotten Circles", false, 96, 115, {"gh", "fc"}, "fc", 96},
    {"Gloomhaven solo scenarios", true, 1, 17, {"gh"}, "gh", 1},
    {"Forgotten Circles solo scenario", true, 18, 18, {"gh", "fc"}, "fc", 19},
};

const ScenarioBook* scenario_book(int id, bool solo) {
  for (const ScenarioBook& b : kScenarioBooks)
    if (b.solo == solo && id >= b.first && id <= b.last) return &b;
  return nullptr;
}

const ScenarioBook& default_book() {
  return kScenarioBooks.front();
}

std::string edition_list(const std::vector<std::string_view>& editions) {
  std::string out;
  for (const std::string_view e : editions) {
    if (!out.empty()) out += ", ";
    out += e;
  }
  return out;
}

}  // namespace arbiter::gloomhaven::import
