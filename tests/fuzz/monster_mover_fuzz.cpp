// libFuzzer target for `arbiter import monster-mover`: any text either imports (and the turn
// file it gives loads, which the importer checks itself) or raises ScenarioError. Every other
// exception or a sanitizer report crashes, which is how the fuzzer reports it.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "solver/gloomhaven/import/monster_mover.hpp"
#include "solver/scenario/json_reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const std::string file =
        arbiter::gloomhaven::monster_mover::import_link(text, "fuzz", "fuzz.link");
    if (file.empty() || file.back() != '\n') __builtin_trap();
  } catch (const arbiter::scenario::ScenarioError&) {
  }
  return 0;
}
