// A GHS scenario's special rules about figures that the round plays by a general rule, not per
// scenario: a rule waiting for a figure's condition (map.rules' `present` and `killed`), a
// condition a monster type has for the whole scenario (never expiring), and the words for the
// monster states the round does not play (toggled on and off, dormant).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "solver/gloomhaven/import/ghs_rules.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven::import {

// A rule's figures' condition as the round tells it; both names empty: none it tells.
struct GhsFigureTrigger {
  std::string present;   // on the board (an objective's name or a monster key)
  std::string killed;    // destroyed, or every standee of the type killed
  bool monster = false;  // the name is a monster key
  // `present` of an objective: the one token of that marker (one of several, each with its
  // own marker); empty: the objective's one token.
  std::string marker;
  std::optional<int> hp_above;  // `present` with more hit points than this ("HP > 1")
};

// The condition among a rule's `figures` (GHS ScenarioFigureRule "present", "dead", "killed")
// the round tells: one objective the book places once (or the one token of a marker, when
// each token has its own), standing with more hit points than a number ("HP > 1") or not, or
// one monster type with no marker, tag or hit-point test ("killed": every one of it, "all"); a
// death only in a standing rule (`always`: it acts the moment the condition holds, as the round
// plays it).
GhsFigureTrigger ghs_figure_trigger(const nlohmann::json& figures, bool always,
                                    const std::vector<GhsObjective>& objectives);

// A stat effect (GHS ScenarioStatEffect) whose `reference` counts one objective standing
// ("present", no marker, tag or hit-point test) and whose values, added to the card (not
// "absolute"), are hit points, move, attack and range of X and C: as a figure change of the
// types `who` names (`room` 0 and no doors: resolve_ghs_reveals finds them). nullopt: not
// such an effect.
std::optional<GhsFigureStatEffect> ghs_figure_stat_effect(
    const nlohmann::json& effect, const std::string& who,
    const std::vector<GhsObjective>& objectives);

// Whether a figure rule's `identifier` (`id`, may be null) names figures as map.rules' `who`
// can: not by a marker (or by the marker of an objective placed once) or a hit-point test, or
// exactly its rule's condition's own objective token (objective `present` of marker `marker`, which
// merge_marker_rules writes as `each`).
bool ghs_names_condition_token(const nlohmann::json* id, const std::string& who_type,
                               const std::string& who, const std::string& present,
                               const std::string& marker,
                               const std::vector<GhsObjective>& objectives);

// A damage the data writes negative ("-1") on its condition's own token, objective `who` of
// marker `marker` (scenario 115's altars, whose data gives no hit points and tracks their
// damage): that much damage, with the warning's words; nullopt for any other value.
std::optional<std::pair<int, std::string>> ghs_negative_damage(
    const std::string& val, const std::string& who, const std::string& marker,
    const std::vector<GhsObjective>& objectives);

// A rule's cards added to the characters' attack modifier decks ("curse:3"), in words.
std::string ghs_character_deck_words(const std::string& val);

// GHS's requiredScenarios, [{"edition": "fc", "index": "110"}, ...], as "fc 110 and fc 111".
std::string ghs_scenarios_text(const scenario::JsonReader& reader, const nlohmann::json& v,
                               const scenario::Path& at);

// Why a monster state of a figure rule ("toggleOn", "toggleOff", "dormant", "activate") is not
// played, with what the books say of it; empty: not such a state.
std::string ghs_unplayed_state(const std::string& type);

// The standees a dormant or activate rule takes in words, and why monster_types' inactive (a
// whole type's) cannot say it: the scenario's rooms (`top`'s "rooms") read for the monsters
// `name` matches (".*": every one) tagged `tag`, and the rooms placing untagged ones of the
// same types. Empty `tag`: every standee of the types.
std::string ghs_tagged_standees(const nlohmann::json& top, const std::string& name,
                                const std::string& tag);

// Why a rule waiting for `figures`' condition is not played, that condition being one the
// round cannot tell: "it waits for the stone-golem at marker c killed, which ...".
std::string ghs_untold_condition(const nlohmann::json& figures);

// A dormant or activate rule (`type`) on the monsters `id` (its name `who`, its tags) names, in
// words: the standees it takes, the state, and what the round file cannot say of it (a type's
// inactive is every standee of the type; `untold`: it waits for a figure's condition the
// round cannot tell, which `figures` holds).
std::string ghs_dormancy_text(const nlohmann::json& figures, const nlohmann::json& id,
                              const std::string& who, const std::string& type, bool untold,
                              const nlohmann::json& top);

// The toggles read (rules.toggles) as rules.inactive: a monster type whose toggles act at the
// start of their rounds and nothing else, switched off in exactly the rounds its toggles
// switch it on in no round of 1..1000 and on in the others (each round's state is the one
// set as it starts), is inactive in the rounds of its "toggleOff" rules. Any other type's
// toggles stay in rules.not_set_up with what the book means.
void resolve_ghs_toggles(GhsRules& rules, int characters);

// Adds to `out` (a figure's `conditions`) monster `key`'s conditions for the whole scenario, as
// never expiring: each replaces the same condition given as round 1 starts.
void add_permanent_conditions(nlohmann::json& out, const std::string& key, const GhsRules& rules);

// The round rules waiting for one marker's token of an objective (GhsRoundRule::marker), the
// same rule written once for each marker (scenario 115's rules 6 and 7, one for altar a, one
// for b): when their markers are every token's, one rule acting for each token (`each`), as
// the layout does not tell the tokens apart; any other moves to `rules.not_set_up`, saying why.
void merge_marker_rules(GhsRules& rules);

// A round rule waiting for an objective that place_ghs_objectives left without a hex moves
// to `rules.not_set_up` (the round cannot tell whether it stands). After that placement.
void drop_unplaced_figure_rules(GhsRules& rules);

}  // namespace arbiter::gloomhaven::import
