#include "solver/heroscape/charge.hpp"

#include <algorithm>
#include <unordered_set>

namespace arbiter::heroscape {

namespace {
std::array<CellIndex, 2> sorted(std::array<CellIndex, 2> c) {
  if (c[1] != kNoCell && c[1] < c[0]) std::swap(c[0], c[1]);
  return c;
}
std::uint64_t key(const std::array<CellIndex, 2>& c) {
  const auto s = sorted(c);
  return (static_cast<std::uint64_t>(s[0]) << 32) | s[1];
}
}  // namespace

std::vector<ChargeReach> charge_reach(MoveModel& model, ParetoSearch& search,
                                      const std::vector<std::array<CellIndex, 2>>& first) {
  std::vector<ChargeReach> out;
  std::unordered_set<std::uint64_t> seen;
  for (const auto& c : first) seen.insert(key(c));
  std::vector<std::array<CellIndex, 2>> frontier = first;
  std::vector<StateId> starts;
  odds::Fraction p{1, 1};
  const odds::Fraction success = odds::Fraction::make(6, 20);  // d20: 15..20
  // A destination's fewest moves is one more than the fewest of a place it is reached
  // from, so each move starts from the places first reached by the one before.
  for (int moves = 2; moves <= kMaxChargeMoves && !frontier.empty(); ++moves) {
    p = p * success;
    model.clear_restarts();
    starts.clear();
    for (const auto& c : frontier) starts.push_back(model.restart(c));
    search.run(model, starts);
    frontier.clear();
    for (std::uint32_t i = 0; i < search.kept_count(); ++i) {
      const StateId s = search.label(i).state;
      if (!model.may_end(s)) continue;
      if (!seen.insert(key(model.cells(s))).second) continue;
      frontier.push_back(model.cells(s));
      out.push_back({model.cells(s), moves, p});
    }
  }
  model.clear_restarts();
  std::stable_sort(out.begin(), out.end(), [](const ChargeReach& a, const ChargeReach& b) {
    return a.moves != b.moves ? a.moves < b.moves : sorted(a.cells) < sorted(b.cells);
  });
  return out;
}

}  // namespace arbiter::heroscape
