// libFuzzer target for the scenario loader, both the Gloomhaven loader and the per-game
// dispatch (which reaches the Heroscape, Arcadia Quest and Grumblestone sections; a file of
// those games that loads is also solved and checked, on small maps): any input either loads
// or raises ScenarioError. Every other exception, a sanitizer report or a broken invariant
// below crashes, which is how the fuzzer reports it.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "solver/arcadia/scenario.hpp"
#include "solver/games/games.hpp"
#include "solver/gloomhaven/scenario.hpp"
#include "solver/heroscape/scenario.hpp"

namespace {

using arbiter::gloomhaven::Scenario;

// Bigger maps are valid but would make each run slow; parse_scenario still covers them.
constexpr std::size_t kMaxBoardCheck = 100'000;

// What the loader promises about a scenario it accepts: a board can be built and every
// figure and expected destination is one of its cells.
void check_invariants(const Scenario& s) {
  if (s.map.hexes.size() > kMaxBoardCheck) return;
  const arbiter::pathing::Board board = arbiter::gloomhaven::build_board(s);
  for (const auto& f : s.figures) {
    if (!board.find(f.hex)) __builtin_trap();
  }
  if (s.find_figure(s.turn.figure) == nullptr) __builtin_trap();
  for (const auto& [rules, options] : s.expect) {
    for (const auto& o : options) {
      if (!board.find(o.destination)) __builtin_trap();
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    check_invariants(arbiter::gloomhaven::parse_scenario(text, "fuzz.json"));
  } catch (const arbiter::scenario::ScenarioError&) {
    // The expected outcome for bad input.
  }
  try {
    const auto loaded = arbiter::games::load_text(text, "fuzz.json");
    // Solving is linear in the map, and a short text can name a 4096 x 4096 rectangle.
    const auto json = [&] { return arbiter::scenario::parse_json(text, "fuzz.json"); };
    // Arcadia Quest options multiply cells, cards, targets and payback moves: small boards.
    const bool small = (loaded->game() == "heroscape" &&
                        arbiter::heroscape::read_scenario(json(), "fuzz.json").hexes.size() <=
                            kMaxBoardCheck / 10) ||
                       (loaded->game() == "arcadia-quest" &&
                        arbiter::arcadia::read_scenario(json(), "fuzz.json").cells.size() <= 400);
    if (small) {
      arbiter::game::Workspace ws;
      arbiter::game::SolveRequest r;
      r.json = true;
      (void)loaded->solve(r, ws);
      for (const auto& rules : loaded->expected_rule_sets()) (void)loaded->check(rules, ws);
    }
    // A Grumblestone board is always 6x6; only hearts (at most 60) and the market make a
    // solve slower, and both stay small enough for every run.
    if (loaded->game() == "grumblestone") {
      arbiter::game::Workspace ws;
      arbiter::game::SolveRequest r;
      r.json = true;
      (void)loaded->solve(r, ws);
      for (const auto& rules : loaded->expected_rule_sets()) (void)loaded->check(rules, ws);
    }
  } catch (const arbiter::scenario::ScenarioError&) {
  }
  return 0;
}
