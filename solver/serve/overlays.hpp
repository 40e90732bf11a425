// The page's overlays for a Gloomhaven position: the hexes the acting figure can see from
// where it stands, those it can end its move on this turn, and those it could attack from
// one of them (range and line of sight). Players ask for these at the table; the decision
// itself does not carry them.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace arbiter::serve {

// {"see": [hex...], "reach": [...], "range": [...]} in the file's coordinates, for the rule
// set `rules` ("" is the file's own). null when the position does not load or its board is
// larger than the overlays are computed for (they are a per-hex picture, so boards a page
// can show).
nlohmann::json overlays_json(const nlohmann::json& root, const std::string& file,
                             const std::string& rules);

}  // namespace arbiter::serve
