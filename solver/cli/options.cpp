#include "solver/cli/options.hpp"

#include <algorithm>
#include <cctype>

namespace arbiter::cli {

std::optional<report::OverlaySet> parse_overlays(std::string_view text, std::string& bad) {
  report::OverlaySet o;
  std::size_t at = 0;
  while (at <= text.size()) {
    const std::size_t comma = std::min(text.find(',', at), text.size());
    const std::string_view name = text.substr(at, comma - at);
    if (name == "see") {
      o.see = true;
    } else if (name == "range") {
      o.range = true;
    } else if (name == "reach") {
      o.reach = true;
    } else if (name == "all") {
      o.see = o.range = o.reach = true;
    } else {
      bad = std::string(name);
      return std::nullopt;
    }
    at = comma + 1;
  }
  return o;
}

// ------------------------------------------------------------------------------------
// Parsing "COL,ROW"

std::optional<pathing::Coord> parse_hex_argument(std::string_view text) {
  std::string t;
  for (char ch : text)
    if (!std::isspace(static_cast<unsigned char>(ch))) t += ch;
  if (t.size() >= 2 && t.front() == '[' && t.back() == ']') t = t.substr(1, t.size() - 2);
  const auto comma = t.find(',');
  if (comma == std::string::npos) return std::nullopt;
  auto number = [](const std::string& x) -> std::optional<int> {
    if (x.empty() || x.size() > 9) return std::nullopt;
    std::size_t i = (x[0] == '-' || x[0] == '+') ? 1 : 0;
    if (i == x.size()) return std::nullopt;
    for (std::size_t k = i; k < x.size(); ++k)
      if (!std::isdigit(static_cast<unsigned char>(x[k]))) return std::nullopt;
    return std::stoi(x);
  };
  const auto col = number(t.substr(0, comma));
  const auto row = number(t.substr(comma + 1));
  if (!col || !row) return std::nullopt;
  return pathing::Coord{*col, *row};
}

}  // namespace arbiter::cli
