// libFuzzer target for `arbiter import virtualscape`: any bytes either import (and the
// Heroscape file they give loads, which the importer checks itself) or raise ScenarioError.
// Every other exception or a sanitizer report crashes, which is how the fuzzer reports it.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "solver/heroscape/import/virtualscape.hpp"
#include "solver/scenario/json_reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  try {
    const std::string file =
        arbiter::heroscape::virtualscape::import_file(bytes, "fuzz", "fuzz.hsc");
    if (file.empty() || file.back() != '\n') __builtin_trap();
  } catch (const arbiter::scenario::ScenarioError&) {
  }
  return 0;
}
