#include "solver/grumblestone/lint.hpp"

#include <algorithm>

#include "solver/grumblestone/board.hpp"
#include "solver/grumblestone/rules.hpp"

namespace arbiter::grumblestone {

std::vector<lint::Finding> lint_scenario(const Scenario& s) {
  std::vector<lint::Finding> out;
  const auto add = [&](lint::Severity sev, const char* check, std::string place,
                       std::string message) {
    out.push_back({sev, check, s.path, std::move(place), std::move(message)});
  };
  const BoardState board = board_state(s.players[s.acting]);
  std::vector<std::vector<Placement>> fits;
  for (std::size_t i = 0; i < s.market.slots.size(); ++i) {
    fits.push_back(placements(board, orientations(s.market.slots[i].shape)));
    if (fits.back().empty()) {
      add(lint::Severity::Warning, "tile-fits-nowhere", "market.slots[" + std::to_string(i) + "]",
          "tile \"" + s.market.slots[i].tile_name + "\" fits nowhere on " + s.players[s.acting].id +
              "'s board: bought, it can only be discarded");
    }
  }
  for (std::size_t i = 0; i < s.players.size(); ++i) {
    if (s.players[i].hearts == 0) {
      add(lint::Severity::Warning, "eliminated-player", "players[" + std::to_string(i) + "]",
          "player " + s.players[i].id + " has 0 hearts: eliminated, skipped by every rule");
    }
  }
  for (const auto& [rules, e] : s.expect) {
    for (const auto& [slot, list] : e.placements) {
      for (const ExpectedPlacement& p : list) {
        if (p.discard) continue;  // discarding is always possible
        const bool legal = std::any_of(fits[slot].begin(), fits[slot].end(),
                                       [&](const Placement& x) { return x.cells == p.cells; });
        if (!legal) {
          add(lint::Severity::Error, "expect-placement",
              "expect." + std::string(kRuleSetNames[rules]) + ".placements",
              "slot " + std::to_string(slot + 1) + ": " + cells_text(p.cells) +
                  " is not a placement of its tile on the board");
        }
      }
    }
  }
  return out;
}

}  // namespace arbiter::grumblestone
