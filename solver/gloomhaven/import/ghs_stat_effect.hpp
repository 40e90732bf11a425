// A Gloomhaven Secretariat special rule's change to a monster type's stat cards (GHS
// ScenarioStatEffect: "every demon's hit points are doubled", a named elite with its own
// card as the Steel Lion standing in for a City Guard), applied to the monster's data before
// its stat cards are read, so that a changed card is read as a printed one is.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace arbiter::gloomhaven::import {

// One special rule's stat effect for the whole scenario, as the data gives it.
struct GhsStatEffect {
  // The monsters it applies to: a monster key ("city-guard"), a name pattern in which ".*"
  // stands for any text (".*demon.*"), or "*" for every monster.
  std::string who;
  nlohmann::json effect;  // the statEffect object (checked by read_ghs_rules)
  std::string rule;       // "rule 3": where the notes say it comes from
};

// The stat effect's fields a round file sets up; any other is named in a warning.
inline constexpr const char* kStatEffectFields[] = {
    "name",       "health",   "movement", "move", "attack", "range",      "actions",
    "immunities", "absolute", "count",    "deck", "note",   "initiative", "flying"};

// Whether monster `key` is one `who` names (GhsStatEffect::who).
bool stat_effect_applies(const std::string& who, const std::string& key);

// Applies `e` to the stat lines of `monster` (a GHS monster file's JSON) at `level`, as GHS
// does: with "absolute" each value given replaces the printed one (H, M, A and R in its
// formula being the printed hit points, move, attack and range; C the characters, L the
// level), its actions and immunities replace the printed ones; without it each value is
// added to the printed one (a range only to a ranged card's), its actions and immunities are
// added (a shield, retaliate or pierce added to the card's own is summed). "count" and
// "deck" replace the monster's, "flying" whether it flies. Returns what a note should say of values
// it could not set (a value over a letter only the scenario defines; "-" hit points). `e.effect`
// was checked by read_ghs_rules: its values are numbers or formulas of those letters.
std::vector<std::string> apply_stat_effect(nlohmann::json& monster, const GhsStatEffect& e,
                                           int level, int characters);

// Applies every effect of `effects` naming monster `key` (stat_effect_applies) to its data, in
// order; returns a note a rule, naming what it changed (and, under a new name, whose card)
// and what it could not set.
std::vector<std::string> apply_stat_effects(nlohmann::json& monster, const std::string& key,
                                            const std::vector<GhsStatEffect>& effects, int level,
                                            int characters);

// The key monster `key` is written by: the last "name" of an effect naming it exactly (the
// Steel Lion's "the-steel-lion" for a City Guard), else `key`.
std::string stat_effect_name(const std::string& key, const std::vector<GhsStatEffect>& effects);

// Whether an effect naming `key` gives it another ability deck ("deck"): that deck is then
// found by its own name only, never as the monster's own-named deck beside its file (which
// GhsData::deck_file tries before the other editions: 105's Hounds, Gloomhaven's, play
// Forgotten Circles' "wolf-viper-abomination", not Gloomhaven's "hound").
bool stat_effect_changes_deck(const std::string& key, const std::vector<GhsStatEffect>& effects);

// A card's initiative changed by the effects naming `key` ("every monster's initiative is 10
// lower": added, or with "absolute" replaced), kept within 1..99 (GHS keeps it within its
// range; a round file's card of 100 means something else).
int stat_effect_initiative(const std::string& key, int printed,
                           const std::vector<GhsStatEffect>& effects, int level, int characters);

// A stat effect waiting for one room's reveal is a door change of the types' stat cards:
// stat_effect_room_reason gives kStatEffectOneRoom for it; for one waiting for several rooms
// together, or changing what is not a stat card (count, deck, initiative), why it is not set up.
inline constexpr const char* kStatEffectOneRoom = "it waits for one room's reveal";
std::string stat_effect_room_reason(const nlohmann::json& effect, const std::vector<int>& rooms);

// Whether every standee of `monster` the scenario `top`'s rooms place carries `tag` (then a
// rule on the tagged standees is one on the type).
bool all_standees_tagged(const nlohmann::json& top, const std::string& monster,
                         const std::string& tag);

// Checks a stat effect's values: each of health, movement (or move), attack, range,
// initiative and count a number or a formula over C, L, H, M, A, R and the scenario's
// letters; nullopt when right, else the field and the problem.
std::optional<std::pair<std::string, std::string>> stat_effect_error(const nlohmann::json& e);

}  // namespace arbiter::gloomhaven::import
