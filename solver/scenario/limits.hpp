// The size limits every game's loader section applies (docs/format.md, "Limits"): a value or
// a count past a limit set from the real games is refused before any work, with the limit in
// the message ("file: place: problem (limit N)").
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "solver/scenario/json_reader.hpp"

namespace arbiter::scenario {

// A whole number from `lo` up to `limit`: above it, "<what> N is beyond anything the game
// prints (limit L)", so that the message names the limit the file passed.
inline int get_int_limited(const JsonReader& r, const nlohmann::json& v, const Path& at, int lo,
                           int limit, std::string_view what) {
  const int i = r.get_int(v, at);
  if (i > limit) {
    r.fail(at, std::string(what) + " " + std::to_string(i) +
                   " is beyond anything the game prints (limit " + std::to_string(limit) + ")");
  }
  return r.get_int_in(v, at, lo, limit);
}

// A count (a list's length, a map's size) within `limit`: "N <what>, more than any real game
// has (limit L)". Checked before anything is stored, so that a huge list costs nothing past
// the parse.
inline void check_count(const JsonReader& r, std::uint64_t n, const Path& at, std::uint64_t limit,
                        std::string_view what) {
  if (n > limit) {
    r.fail(at, std::to_string(n) + " " + std::string(what) +
                   ", more than any real game has (limit " + std::to_string(limit) + ")");
  }
}

}  // namespace arbiter::scenario
