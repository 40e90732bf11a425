// Which book a Virtual Gloomhaven Board scenario belongs to, and so which editions of the
// Gloomhaven Secretariat data it reads. A scenario reads its own game's monsters and no
// other game's: Gloomhaven's Black Imp is Gloomhaven's, never Jaws of the Lion's card of
// the same name. The search order is data (kScenarioBooks), one row a book.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::gloomhaven::import {

struct ScenarioBook {
  std::string_view name;    // "Forgotten Circles"
  bool solo = false;        // a solo scenario (VGB keeps them in scenarios/solo/)
  int first = 0, last = 0;  // VGB's scenario numbers, both included
  // The data editions whose monsters it reads, searched in this order.
  std::vector<std::string_view> editions;
  // Where GHS keeps its setup: DIR/<scenario_edition>/scenarios/, and the GHS number of the
  // book's first scenario (VGB numbers the Forgotten Circles solo scenario 18, GHS 19).
  std::string_view scenario_edition;
  int ghs_first = 0;
};

// Gloomhaven 1-95 reads gh; Forgotten Circles 96-115 (an expansion of Gloomhaven: its
// scenarios also place Gloomhaven's monsters) reads gh, then fc; the 17 Gloomhaven solo
// scenarios read gh; the Forgotten Circles solo scenario (the Diviner's) gh, then fc.
extern const std::vector<ScenarioBook> kScenarioBooks;

// The book of VGB scenario `id` (solo or not), or nullopt for a number no book has (VGB's
// template, scenario 0).
const ScenarioBook* scenario_book(int id, bool solo);

// The editions searched when no book is known: Gloomhaven's own.
const ScenarioBook& default_book();

// "gh, fc": the editions as a player reads them in a message.
std::string edition_list(const std::vector<std::string_view>& editions);

}  // namespace arbiter::gloomhaven::import
