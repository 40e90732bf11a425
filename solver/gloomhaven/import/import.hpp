// Real scenarios in: a Virtual Gloomhaven Board layout and Gloomhaven Secretariat monster
// data to a format-1 round file (docs/format.md, "Gloomhaven rounds"), and the cross-check
// of the two sources' standee counts.
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "solver/gloomhaven/import/ghs.hpp"
#include "solver/gloomhaven/import/ghs_rules.hpp"
#include "solver/gloomhaven/import/vgb.hpp"

namespace arbiter::gloomhaven::import {

struct ImportOptions {
  int characters = 3;  // 1..4 (one character places the standees of two)
  int level = 1;       // scenario level 0..7: monster level, trap and hazardous damage
  GhsData data;        // where the monster files are
  std::map<std::string, int> cards;  // monster type -> chosen card id (--card TYPE=ID)
  std::uint64_t seed = 1;            // draws the other types' cards
  std::string source;                // the VGB file's name, for notes
  // The GHS scenario's allies, objectives (placed), start of round 1 and spawns; empty when
  // the data folder has no scenario file for it.
  GhsRules rules;
};

// The round file, ready to write. Throws scenario::ScenarioError naming the file (VGB or
// GHS), the place and the problem: a monster missing from the data folder, a malformed
// data file, a card id the deck does not have.
// `warnings` (optional) receives the repairs of the data's slips (the layout's and the
// import's own: a boss listed as elite, ...), each also written into the file's notes.
nlohmann::json import_vgb(const Layout& layout, const ImportOptions& o,
                          std::vector<std::string>* warnings = nullptr);

// Each monster type of the layout (by its round-file name) with its whole ability deck:
// {"key": GHS name, "deck": deck name, "cards": [card as import_vgb writes it, plus "id"]},
// for a player picking the card drawn at the table. Throws as import_vgb.
nlohmann::json monster_decks(const Layout& layout, const ImportOptions& o);

// The trap's damage at a scenario level, and Gloomhaven's hazardous terrain (half of it).
inline int trap_damage_at(int level) {
  return 2 + level;
}
inline int hazard_damage_at(int level) {
  return (2 + level) / 2;
}

// --- cross-check (cross_check.cpp) ---------------------------------------------------------

// One count that the two sources give differently.
struct Disagreement {
  int scenario = 0;
  std::string monster;
  std::string rank;  // "normal", "elite", "boss"
  int characters = 0;
  int vgb = 0, ghs = 0;
  // Why: GHS's own figure standing in for the monster VGB draws, a monster VGB names
  // without a standee, or the sources' counts differing (cross_check.cpp, explain).
  std::string reason;
  std::string kind;  // the reason's kind, for a batch's summary: "own figure", ...
};
struct CrossCheck {
  int scenario = 0;
  bool compared = false;  // false: GHS has no room list for it (reason in `skipped`)
  std::string skipped;
  std::vector<Disagreement> disagreements;
  std::vector<std::string> notes;  // the sections' rooms left out (read_ghs_setup_rooms)
};
// Compares the standees a VGB layout places per monster, rank and character count (2, 3, 4;
// a solo scenario's one character places those of two: 2 only) with the room lists of the
// GHS scenario file and its sections (a boss counted under one rank, "boss"), each
// difference with its reason.
CrossCheck cross_check(const Layout& layout, const nlohmann::json& ghs_scenario,
                       const std::string& ghs_file, const GhsData& data, bool solo = false);

}  // namespace arbiter::gloomhaven::import
