// The Gloomhaven Secretariat's card actions mapped onto a round file's card actions (see
// ghs.hpp): what the deck reader calls for each card. Internal to the importer.
#pragma once

#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "solver/gloomhaven/import/ghs.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven::import::ghs_detail {

// A string field of `v` when `v` is an object holding one there; anything else (a missing
// field, a number, `v` not an object) is nullopt. For the lenient tests of a data file's
// optional shapes, which must never throw on malformed data.
std::optional<std::string> string_field(const nlohmann::json& v, std::string_view key);

// Thrown inside one action's mapping: the action is kept as not modelled.
struct NotModelled {
  std::string why;
};

// The fields a card action may have.
inline constexpr std::array<std::string_view, 8> kActionFields = {
    "type",  "value",       "valueType", "subActions",
    "small", "valueObject", "hidden",    "enhancementTypes"};

// `a` without a field the data wrote twice, once misspelt with a letter left out and the same
// value (a slip: card 616's "valuType" beside "valueType"); any other field stays.
nlohmann::json without_misspelt_copies(const nlohmann::json& a,
                                       std::span<const std::string_view> known);

// A short human reading of a GHS action, for not-modelled lists; any JSON value is read.
std::string describe(const nlohmann::json& a);

// A GHS area "(col,row,kind)|...", odd-r offset hexes: "active" is the attacker's own hex
// (a melee area), the others are targets. As a round file's `aoe`: axial offsets from the
// attacker (melee) or from the first target hex (ranged). nullopt: not an area this reads.
std::optional<nlohmann::json> ghs_area(const std::string& value);

// "enemiesRange:2" -> 2; nullopt when no number follows the colon (ghs_area.cpp).
std::optional<int> range_of(const std::string& v);
// "enemiesRange:-1" -> "-1": a range relative to the stat card's; nullopt for another form
// (ghs_area.cpp).
std::optional<std::string> relative_range(const std::string& v);
// A heal's or shield's "alliesAdjacentAffect", "allies" (with a range beside it),
// "alliesRange:3", "selfAlliesRange:2" into `r` (`to`, `range`): every ally (and itself)
// within range; false for another target (ghs_area.cpp).
bool allies_target(const nlohmann::json& s, nlohmann::json& r);
// An element consumed for a rule of the card's own alone (ghs_words.cpp).
bool only_words(const nlohmann::json& s);
// An element consumed to infuse others ("consume light: infuse dark"): the round's infusions;
// nullopt when anything else is printed under it (ghs_words.cpp).
std::optional<nlohmann::json> consumed_infusions(const nlohmann::json& s);
// "Shield 2 instead": a value printed with the words "instead" under it (ghs_words.cpp).
bool instead(const nlohmann::json& b);

// A card's own rule (a "custom" action and the like) in the players' words: its label's
// sentence where the Secretariat's data names one (a few known game labels), otherwise "a rule
// printed on the card", then the abilities printed under it ("On death: Attack +2, ...").
std::string card_words(const nlohmann::json& a);

// The range a card's words give "<what> within Range N" ("Target all enemies within Range
// 4": 4), or nullopt when the words are not those (ghs_words.cpp).
std::optional<int> words_range(const nlohmann::json& custom, std::string_view what);

// A summon (`a`, with `subs` printed under it, at `at`) for `characters` characters onto
// round-file summons appended to `out`, the GHS names summoned appended to `summons`; returns
// the indices of `subs` left to map as abilities of their own (the others say where the
// summons go). Throws NotModelled for a summon the round cannot play (ghs_summon.cpp).
std::vector<std::size_t> summon_action(const scenario::JsonReader& r, const nlohmann::json& a,
                                       const nlohmann::json& subs, const scenario::Path& at,
                                       int characters, nlohmann::json& out,
                                       std::vector<std::string>& summons);

// A card's (or a boss special's) actions in `list` (at `at` of `file`), mapped onto round-file
// card actions appended to `out`; each action that cannot be is described in `not_modelled`;
// the GHS names of the monsters summoned are appended to `summons` (once each). `boss`
// (or nullptr) supplies the specials a boss deck names; `characters` picks a summon's rank
// and count where they depend on the character count; `level` and `characters` compute a
// value's formula ("[1+(L+1)/4{$math.floor}]"). Throws scenario::ScenarioError on bad data.
void map_card_actions(const nlohmann::json& list, const scenario::Path& at, const std::string& file,
                      int level, int characters, const GhsMonster* boss, nlohmann::json& out,
                      std::vector<std::string>& not_modelled, std::vector<std::string>& summons);

}  // namespace arbiter::gloomhaven::import::ghs_detail
