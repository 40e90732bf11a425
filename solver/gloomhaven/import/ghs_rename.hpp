// A Gloomhaven Secretariat special rule that gives a monster a name and a stat card of its
// own once a room is revealed: a scenario's rule waiting for a room ("requiredRooms": scenario
// 67's Stone Golem is the Arcane Golem once room 3 is revealed) or a section's rule, which
// holds from the moment the section is read, as the door to the room it sets up opens
// (scenario 105's section 6: its Hounds are Wolf-Viper Abominations). The book places those
// standees as the named figure when every one of them comes with that room: then the rule is
// the whole scenario's (GhsRules::stat_effects, written under the figure's own name).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "solver/gloomhaven/import/ghs_rules.hpp"
#include "solver/gloomhaven/import/ghs_setup.hpp"

namespace arbiter::gloomhaven::import {

// A section's rule giving a monster its own name (a stat effect with a "name").
struct GhsSectionRename {
  GhsStatEffect effect;  // who: the monster key; rule: "rule 1 of section 6"
  std::string section;   // the section's index ("6")
  // Why the rule is not one holding from the section's reading on, for every standee of the
  // type (some rounds only, a figure's condition, tagged standees, a field not read); empty:
  // it is.
  std::string why;
};

// The renaming rules of scenario `root`'s sections (ghs_scenario_sections), in file order.
// Throws scenario::ScenarioError naming the section's file and the place for a rule, stat
// effect or identifier of the wrong type, or a stat effect's bad value (stat_effect_error).
std::vector<GhsSectionRename> read_ghs_section_renames(const nlohmann::json& root,
                                                       const std::string& file);

// Each rule giving a monster M a name and stat card of its own once a room is revealed (the
// scenario's room stat effects with a "name", the sections' `renames`), against the rooms the
// book sets up (read_ghs_setup_rooms): when every standee of M those rooms place comes with
// the rule's rooms (a scenario rule's room, the rooms the section sets up) and no spawn sets
// M up, the rule holds from the moment each standee of M is placed, so it moves to
// `rules.stat_effects` (M written under its own name, its card changed, from the start). Any
// other keeps the printed name: a scenario rule still changes the card as the room's doors
// open (door_changes), a section's is not set up. A section's rule the scenario already
// applies for the whole scenario (the same monster, the same name) is left as it is. Returns
// one warning a rule (none for those left), each naming the rule and why.
std::vector<std::string> resolve_ghs_renames(const std::vector<GhsRoom>& rooms,
                                             const std::vector<GhsSectionRename>& renames,
                                             GhsRules& rules);

}  // namespace arbiter::gloomhaven::import
