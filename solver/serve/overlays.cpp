#include "solver/serve/overlays.hpp"

#include "solver/gloomhaven/report/overlays.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::serve {
namespace {

// Beyond this many hexes the range overlay's cost (reachable hexes times hexes in range)
// would outgrow the solve it decorates.
constexpr pathing::CellIndex kMaxOverlayCells = 4000;

}  // namespace

nlohmann::json overlays_json(const nlohmann::json& root, const std::string& file,
                             const std::string& rules) {
  try {
    const gloomhaven::Scenario s = gloomhaven::read_scenario(root, file);
    const pathing::Board b = gloomhaven::build_board(s);
    if (b.size() > kMaxOverlayCells) return nullptr;
    if (s.find_figure(s.turn.figure) == nullptr) return nullptr;
    const auto rs = rules.empty() ? s.rules.value_or(gloomhaven::RuleSet::Gloomhaven)
                                  : gloomhaven::parse_rule_set(rules).value();
    report::OverlaySet all;
    all.see = all.range = all.reach = true;
    return gloomhaven::report::overlays_json(
        s, b, gloomhaven::report::compute_overlays(s, b, gloomhaven::profile_for(rs), all));
  } catch (const std::exception&) {
    // The solve has already accepted the position; an overlay is only a picture.
    return nullptr;
  }
}

}  // namespace arbiter::serve
