// The Gloomhaven Secretariat's scenario setup as the authority for what the book places:
// its room lists (monster, rank by character count) decide the standees' ranks, and the VGB
// layout gives only the hexes. Each place where the two differ is a warning naming the
// scenario, the room, the monster, the rank, the character count and both counts.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "solver/gloomhaven/import/vgb.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven::import {

// One standee of a GHS room: its monster (the level offset of a special rule, "name:+2",
// split off) and its rank for 2, 3 and 4 characters ("boss" counts as placed normal).
struct GhsStandee {
  std::string monster;
  int level_offset = 0;
  std::array<StandeeRank, 3> ranks{};
  std::array<bool, 3> boss{};  // the data's rank word is "boss" (ranks[i] then Normal)
};
struct GhsRoom {
  int number = 0;
  std::string tile;  // VGB's spelling, lower case ("l1a"); empty when the data gives none
  std::vector<GhsStandee> standees;
  std::string section;  // the section that sets it up ("64"); empty: the scenario file
};

// A GHS room standee's rank word for `characters` (2 to 4): its "playerN", else its "type";
// nullopt when it gives neither. "normal", "elite" or "boss"; any other word is an error of
// `reader` naming the field.
std::optional<std::string> ghs_rank_word(const scenario::JsonReader& reader,
                                         const nlohmann::json& standee, const scenario::Path& at,
                                         int characters);

// A GHS monster name's level offset, split off: "living-corpse:+2" becomes "living-corpse"
// and 2; a name without one stays and gives 0. An offset that is not an integer in -7..7 is an
// error of `reader` at `at`.
int split_level_offset(const scenario::JsonReader& reader, std::string& name,
                       const scenario::Path& at);

// A GHS scenario file's rooms. Throws scenario::ScenarioError naming the file and the place
// for a field of the wrong type, a non-list where a list belongs, an unknown rank.
std::vector<GhsRoom> read_ghs_rooms(const nlohmann::json& root, const std::string& file);

// The rooms the book sets up for a scenario: the scenario file's, then those of its sections
// (the files of <edition>/sections/ beside <edition>/scenarios/ whose "parent" is the
// scenario's "index" and whose "group" is its group: Forgotten Circles reveals most rooms by
// a section read when a door opens, and a solo scenario numbers its own). A section's room
// numbered as one of the scenario file's is not a room the layout reveals but monsters added
// to a room already on the board during the play (scenario 106's section 133), and a room a
// section sets up again after another section that set it up (one naming the other among its
// "parentSections": scenario 101's section 93 after 123) changes it later: both are left out
// and named in `notes`. Throws as read_ghs_rooms, naming the section's file.
std::vector<GhsRoom> read_ghs_setup_rooms(const nlohmann::json& root, const std::string& file,
                                          std::vector<std::string>& notes);

// One section of a scenario's book: a file of <edition>/sections/ beside
// <edition>/scenarios/ whose "parent" is the scenario's "index" and whose "group" is its group.
struct GhsSection {
  std::string index;  // "6"
  std::string file;
  std::shared_ptr<const nlohmann::json> data;  // the file, read once for a batch
};

// The sections of scenario `root` (read from `file`), in file name order; none when it has no
// "index".
std::vector<GhsSection> ghs_scenario_sections(const nlohmann::json& root, const std::string& file);

// Sets the ranks of `layout`'s standees to the GHS rooms' counts, per monster and character
// count over the scenario: surplus standees are left off, missing ones placed on that
// monster's other VGB hexes (never on a hex another standee holds), then on a hex another
// monster's surplus leaves, and, where VGB draws no hex for one at all, on the empty hex of
// its room nearest its own standees there, else the room's standees, else the room's middle
// (its room: the layout's room of the GHS room's tile, else where VGB draws the monster, else
// the starting room; empty: no standee, obstacle, wall, trap, hazardous or difficult terrain,
// money, treasure, door or starting hex). Appends one warning a difference and one for each
// standee so placed, naming the rule and the hex (or that no hex of the room is empty). A
// standee's level offset is read_ghs_rules's (GhsRules::level_offsets). A solo scenario
// (`solo`) has one character, who places the standees of two: only those are compared, and
// every character count then places them (GHS gives a solo standee one rank for all).
void apply_ghs_setup(Layout& layout, const std::vector<GhsRoom>& rooms,
                     std::vector<std::string>& warnings, bool solo = false);

}  // namespace arbiter::gloomhaven::import
