// libFuzzer target for the scenario loader: any input either loads or raises
// ScenarioError. Every other exception, a sanitizer report or a broken invariant below
// crashes, which is how the fuzzer reports it.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "solver/scenario/scenario.hpp"

namespace {

using arbiter::scenario::Scenario;

// Bigger maps are valid but would make each run slow; parse_scenario still covers them.
constexpr std::size_t kMaxBoardCheck = 100'000;

// What the loader promises about a scenario it accepts: a board can be built and every
// figure and expected destination is one of its cells.
void check_invariants(const Scenario& s) {
  if (s.map.hexes.size() > kMaxBoardCheck) return;
  const arbiter::pathing::Board board = arbiter::scenario::build_board(s);
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
    check_invariants(arbiter::scenario::parse_scenario(text, "fuzz.json"));
  } catch (const arbiter::scenario::ScenarioError&) {
    // The expected outcome for bad input.
  }
  return 0;
}
