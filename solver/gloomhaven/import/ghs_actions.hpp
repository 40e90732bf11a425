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
// A heal's or shield's "alliesAdjacentAffect", "allies" (with a range beside it),
// "alliesRange:3", "selfAlliesRange:2" into `r` (`to`, `range`): every ally (and itself)
// within range; false for another target (ghs_area.cpp).
bool allies_target(const nlohmann::json& s, nlohmann::json& r);
// An element consumed for a rule of the card's own alone (ghs_words.cpp).
bool only_words(const nlohmann::json& s);
// "Shield 2 instead": a value printed with the words "instead" under it (ghs_words.cpp).
bool instead(const nlohmann::json& b);

// A card's own rule (a "custom" action and the like) in the players' words: its label's
// sentence where the Secretariat's data names one (a few known game labels), otherwise "a rule
// printed on the card", then the abilities printed under it ("On death: Attack +2, ...").
std::string card_words(const nlohmann::json& a);

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
