// A special rule's own name for a monster once a room is revealed (see ghs_rename.hpp). Field
// meanings from the GHS JSON Schema (ScenarioRule, ScenarioStatEffect, SectionData): facts
// only, written anew.
#include "solver/gloomhaven/import/ghs_rename.hpp"

#include <algorithm>
#include <set>

#include "solver/scenario/json_reader.hpp"
#include "solver/scenario/limits.hpp"

namespace arbiter::gloomhaven::import {

using nlohmann::json;
using scenario::Path;
using scenario::quote;

namespace {

class RenameReader : public scenario::JsonReader {
 public:
  RenameReader(const std::string& file, std::string section)
      : JsonReader(file), section_(std::move(section)) {}

  // Each stat effect with a "name" of the section's rules.
  void read(const json& top, std::vector<GhsSectionRename>& out) const {
    const json* rules = top.is_object() ? find_field(top, "rules") : nullptr;
    if (rules == nullptr) return;
    const Path root = Path::root();  // a Path refers to its parent: each is kept
    const Path rat = root.field("rules");
    require_list(*rules, rat);
    scenario::check_count(*this, rules->size(), rat, 256, "rules");
    for (std::size_t k = 0; k < rules->size(); ++k) rule((*rules)[k], rat.item(k), k + 1, out);
  }

 private:
  void rule(const json& v, const Path& at, std::size_t k,
            std::vector<GhsSectionRename>& out) const {
    if (!v.is_object()) fail_type(at, "an object (a rule)", v);
    const json* effects = find_field(v, "statEffects");
    if (effects == nullptr) return;
    const Path eat = at.field("statEffects");
    require_list(*effects, eat);
    scenario::check_count(*this, effects->size(), eat, 64, "stat effects");
    // What makes the rule more than one holding from the section's reading on.
    std::string when;
    if (const json* r = find_field(v, "round"); r && get_string(*r, at.field("round")) != "true")
      when = "it holds in some rounds only (" + quote(r->get<std::string>()) + ")";
    else if (find_field(v, "requiredRooms"))
      when = "it waits for rooms of its own";
    else if (find_field(v, "figures"))
      when = "it waits for a figure's condition";
    for (std::size_t i = 0; i < effects->size(); ++i) {
      const Path sat = eat.item(i);
      const json& e = (*effects)[i];
      if (!e.is_object()) fail_type(sat, "an object (a stat effect)", e);
      const json& id = required(e, sat, "identifier");
      if (!id.is_object()) fail_type(sat.field("identifier"), "an object (an identifier)", id);
      const json* type = find_field(id, "type");
      if (type == nullptr || get_string(*type, sat.field("identifier").field("type")) != "monster")
        continue;
      const std::string& who = get_nonempty_string(required(id, sat.field("identifier"), "name"),
                                                   sat.field("identifier").field("name"));
      const json& effect = required(e, sat, "statEffect");
      if (!effect.is_object()) fail_type(sat.field("statEffect"), "an object", effect);
      if (const auto bad = stat_effect_error(effect))
        fail(sat.field("statEffect").field(bad->first), bad->second);
      if (!effect.contains("name")) continue;  // not a rename
      GhsSectionRename r{
          {who, effect, "rule " + std::to_string(k) + " of section " + section_}, section_, when};
      if (r.why.empty()) r.why = unread(id, e, effect, who);
      out.push_back(std::move(r));
    }
  }

  // Why the effect does not rename every standee of one type as the round file can; empty
  // when it does.
  static std::string unread(const json& id, const json& e, const json& effect,
                            const std::string& who) {
    if (who.find(".*") != std::string::npos) return "a name pattern";
    if (const json* t = find_field(id, "tag")) return "it renames the standees tagged " + t->dump();
    if (find_field(e, "reference")) return "it waits for a figure's condition";
    for (const auto& item : effect.items())
      if (std::none_of(std::begin(kStatEffectFields), std::end(kStatEffectFields),
                       [&](const char* f) { return item.key() == f; }))
        return "its " + item.key() + " is not read";
    return "";
  }

  std::string section_;
};

// One rule giving a monster its own name once rooms are revealed, either source.
struct Rename {
  GhsStatEffect effect;
  std::string when;          // "rule 1 (once room 3 is revealed)"
  std::vector<int> numbers;  // a scenario rule's rooms
  std::string section;       // a section's index: the rooms it sets up
  std::string why;           // why it is not one for every standee of its type
  std::string rooms;         // "room 3": the rooms it waits for, as the warning says them
};

bool comes_with(const GhsRoom& r, const Rename& n) {
  return n.section.empty()
             ? std::find(n.numbers.begin(), n.numbers.end(), r.number) != n.numbers.end()
             : r.section == n.section;
}

std::string numbers_text(const std::vector<int>& numbers) {
  std::string s;
  for (const int n : numbers) s += (s.empty() ? "" : ", ") + std::to_string(n);
  return (numbers.size() == 1 ? "room " : "rooms ") + s;
}

// Why the standees of the rule's monster are not all the named figure from their placement:
// some stand in other rooms (on the board before the rule holds), a spawn sets it up, or
// no room of the rule places it. Empty when every one comes with the rule's rooms.
std::string placed_apart(const std::vector<GhsRoom>& rooms, const Rename& n,
                         const GhsRules& rules) {
  const std::string& m = n.effect.who;
  std::vector<int> apart;
  int with = 0;
  for (const GhsRoom& r : rooms)
    for (const GhsStandee& s : r.standees) {
      if (s.monster != m) continue;
      if (comes_with(r, n))
        ++with;
      else if (std::find(apart.begin(), apart.end(), r.number) == apart.end())
        apart.push_back(r.number);
    }
  if (!apart.empty())
    return "standees of " + m + " stand in " + numbers_text(apart) +
           ", which the rule does not wait for";
  if (std::any_of(rules.spawns.begin(), rules.spawns.end(),
                  [&](const GhsSpawn& s) { return s.monster == m; }))
    return "a spawn sets up " + m + " too";
  if (with == 0) return "no room the rule waits for places " + m;
  return "";
}

// The rooms a section sets up, as its rule's warning names them.
std::string section_when(const std::vector<GhsRoom>& rooms, const GhsSectionRename& s,
                         std::vector<int>& numbers) {
  for (const GhsRoom& r : rooms)
    if (r.section == s.section) numbers.push_back(r.number);
  return s.effect.rule + (numbers.empty()
                              ? " (read during the play)"
                              : " (read as " + numbers_text(numbers) +
                                    (numbers.size() == 1 ? " is" : " are") + " revealed)");
}

}  // namespace

std::vector<GhsSectionRename> read_ghs_section_renames(const json& root, const std::string& file) {
  std::vector<GhsSectionRename> out;
  for (const GhsSection& s : ghs_scenario_sections(root, file))
    RenameReader(s.file, s.index).read(*s.data, out);
  return out;
}

std::vector<std::string> resolve_ghs_renames(const std::vector<GhsRoom>& rooms,
                                             const std::vector<GhsSectionRename>& renames,
                                             GhsRules& rules) {
  std::vector<Rename> all;
  for (const GhsRoomStatEffect& e : rules.room_stat_effects)
    if (e.effect.effect.contains("name"))
      all.push_back({e.effect,
                     e.effect.rule + " (once room " + std::to_string(e.room) + " is revealed)",
                     {e.room},
                     "",
                     "",
                     numbers_text({e.room})});
  for (const GhsSectionRename& s : renames) {
    const bool applied = std::any_of(
        rules.stat_effects.begin(), rules.stat_effects.end(), [&](const GhsStatEffect& e) {
          return e.who == s.effect.who &&
                 e.effect.value("name", json()) == s.effect.effect.at("name");
        });
    if (applied) continue;  // the scenario's own rule names every standee so already
    std::vector<int> numbers;
    const std::string when = section_when(rooms, s, numbers);
    all.push_back({s.effect, when, {}, s.section, s.why, numbers_text(numbers)});
  }
  std::vector<std::string> warnings;
  for (const Rename& n : all) {
    const std::string m = n.effect.who;
    const std::string name = n.effect.effect.at("name").get<std::string>();
    const std::string why = n.why.empty() ? placed_apart(rooms, n, rules) : n.why;
    const std::string what = n.when + ": " + m + " is " + name + ", with a stat card of its own";
    if (why.empty()) {
      // 1. Every standee of it comes with the rule's rooms: each is the named figure from the
      // moment it is placed, as the book places it.
      rules.stat_effects.push_back(n.effect);
      std::erase_if(rules.room_stat_effects, [&](const GhsRoomStatEffect& e) {
        return n.section.empty() && e.effect.rule == n.effect.rule && e.effect.who == m;
      });
      warnings.push_back(what + "; every standee of " + m + " the book places comes with " +
                         n.rooms + ", so each is placed as " + name +
                         " with that card (the rule holds from the moment they are placed)");
    } else if (n.section.empty()) {
      // 2. A scenario rule: its card changes as the doors open (door_changes); one type keeps
      // one name in a round file.
      warnings.push_back(what + "; the name is not given (" + why +
                         ", and a round file's type keeps one name): the card changes as the "
                         "room's doors open");
    } else {
      warnings.push_back(what + "; not set up (" + why + "), its standees keep " + m +
                         "'s name and card");
    }
  }
  return warnings;
}

}  // namespace arbiter::gloomhaven::import
