// Option values of the command line that need more than CLI11's own checks: hexes and
// overlay lists, parsed here so that the reports only ever see parsed values.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "pathing/hex.hpp"
#include "solver/report/picture.hpp"

namespace arbiter::cli {

// Parses a comma-separated list of overlay names ("see", "range", "reach", "all"); nullopt,
// with the offending name in `bad`, when a name is unknown.
std::optional<report::OverlaySet> parse_overlays(std::string_view text, std::string& bad);
inline constexpr std::string_view kOverlayNames = "see, range, reach, all";

// Parses "COL,ROW" (also "COL, ROW" or "[COL,ROW]") as written in a scenario file.
std::optional<pathing::Coord> parse_hex_argument(std::string_view text);

}  // namespace arbiter::cli
