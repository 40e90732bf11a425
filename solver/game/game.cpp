#include "solver/game/game.hpp"

#include <algorithm>

namespace arbiter::game {

CheckCase compare_facts(std::vector<std::string> want, std::vector<std::string> got) {
  std::sort(want.begin(), want.end());
  std::sort(got.begin(), got.end());
  CheckCase c;
  c.pass = want == got;
  for (const auto& x : want) {
    c.expected.push_back(x);
    c.expected_text += "    " + x + "\n";
  }
  for (const auto& x : got) {
    c.got.push_back(x);
    c.got_text += "    " + x + "\n";
  }
  return c;
}

std::string LoadedScenario::solve(const SolveRequest& r, Workspace& ws) const {
  return r.json ? solve_json_text(r, ws) + "\n" : solve_text(r, ws);
}

}  // namespace arbiter::game
