// Two independent sources of the same scenario book checked against each other: the
// standees a VGB layout places (per monster, rank, character count) and the room lists of
// the Gloomhaven Secretariat's scenario file and its sections (read_ghs_setup_rooms). A boss
// is counted under one rank, "boss", in both (VGB writes bosses "normal"; GHS "boss"); a
// special rule's level offset ("living-corpse:+2") is not a different monster.
#include <set>

#include "solver/gloomhaven/import/ghs_setup.hpp"
#include "solver/gloomhaven/import/import.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven::import {

using nlohmann::json;
using scenario::Path;

namespace {

using Key = std::tuple<std::string, std::string, int>;  // monster, rank, characters
using Counts = std::map<Key, int>;

// A field of the data folder's file of `monster`; nullptr when the file cannot be read (the
// import itself reports it) or has no such field.
json monster_field(const std::string& monster, const GhsData& data, const char* field) {
  const auto f = data.monster_file(monster);
  if (!f) return nullptr;
  json j;
  try {
    j = read_ghs_file(*f);
  } catch (const scenario::ScenarioError&) {
    return nullptr;
  }
  const json* v = j.is_object() ? scenario::JsonReader::find_field(j, field) : nullptr;
  return v == nullptr ? json(nullptr) : *v;
}

// Whether the data folder's file of `monster` says it is a boss; a "boss" that is not a bool
// is an error naming the file and the field.
bool is_boss_in_data(const std::string& monster, const GhsData& data) {
  const json b = monster_field(monster, data, "boss");
  if (b.is_null()) return false;
  return scenario::JsonReader(*data.monster_file(monster)).get_bool(b, Path::root().field("boss"));
}

// The ability deck a monster plays: its data's "deck", else its own name.
std::string deck_of(const std::string& monster, const GhsData& data) {
  const json d = monster_field(monster, data, "deck");
  return d.is_string() ? d.get<std::string>() : monster;
}

Counts ghs_counts(const std::vector<GhsRoom>& rooms, const std::vector<int>& characters) {
  Counts out;
  for (const GhsRoom& room : rooms)
    for (const GhsStandee& s : room.standees)
      for (const int c : characters) {
        const auto i = static_cast<std::size_t>(c - 2);
        if (s.ranks[i] == StandeeRank::None) continue;
        ++out[{s.monster, s.boss[i] ? "boss" : std::string(standee_rank_name(s.ranks[i])), c}];
      }
  return out;
}

Counts vgb_counts(const Layout& layout, const std::set<std::string>& bosses,
                  const std::vector<int>& characters) {
  Counts out;
  for (const Room& room : layout.rooms)
    for (const Standee& s : room.standees)
      for (const int c : characters) {
        const StandeeRank rank = s.rank_for(c);
        if (rank == StandeeRank::None) continue;
        ++out[{s.monster,
               bosses.contains(s.monster) ? "boss" : std::string(standee_rank_name(rank)), c}];
      }
  return out;
}

// The sources' genuine disagreements that are one standee drawn otherwise: a surplus that is
// exactly another difference's shortfall at the same character count, either of the same
// monster in the other rank (VGB draws elite where GHS places normal) or of another monster
// in the same rank (VGB draws an Inox Archer where GHS places an Inox Shaman).
void explain_swaps(std::vector<Disagreement>& ds) {
  for (Disagreement& d : ds) {
    if (!d.reason.empty() || d.vgb <= d.ghs) continue;
    for (Disagreement& e : ds) {
      if (!e.reason.empty() || e.characters != d.characters || e.ghs - e.vgb != d.vgb - d.ghs)
        continue;
      const bool rank = e.monster == d.monster && e.rank != d.rank;
      const bool monster = e.monster != d.monster && e.rank == d.rank;
      if (!rank && !monster) continue;
      const std::string what = rank ? d.rank : d.monster, other = rank ? e.rank : e.monster;
      d.kind = e.kind =
          rank ? "a rank the sources give differently" : "a monster the sources give differently";
      d.reason = "VGB draws " + what + " where GHS places " + other + "; the import follows GHS";
      e.reason = "GHS places " + other + " where VGB draws " + what + "; the import follows GHS";
      break;
    }
  }
}

// What the import does with a monster VGB draws no standee of (apply_ghs_setup's rule).
const std::string kOnAnEmptyHex =
    "the import places it on the empty hex of its room nearest the room's standees";

// Each difference's reason, in the words the cross-check prints:
// 1. a monster GHS places and the layout draws no standee of, where the layout has a surplus
//    of another monster for that character count: GHS's own figure standing where VGB draws
//    the monster it stands in for (the Siege Cannon, a cultist with its own stat card); the
//    surplus monster is the one playing the same deck or whose name begins the figure's,
//    else the only one with a surplus;
// 2. a monster VGB names without drawing a standee of it (its additional monsters), or
//    neither names nor draws;
// 3. the sources' genuine disagreements, the import following GHS: a standee drawn in the
//    other rank or as another monster (explain_swaps), else a count more or fewer.
void explain(std::vector<Disagreement>& ds, const Layout& layout, const GhsData& data) {
  std::set<std::string> drawn;
  for (const Room& room : layout.rooms)
    for (const Standee& s : room.standees) drawn.insert(s.monster);
  const std::set<std::string> named(layout.monsters.begin(), layout.monsters.end());
  for (Disagreement& d : ds) {
    if (d.vgb != 0 || drawn.contains(d.monster)) continue;
    std::vector<std::string> surplus;
    for (const Disagreement& e : ds)
      if (e.characters == d.characters && e.vgb > e.ghs && drawn.contains(e.monster) &&
          std::find(surplus.begin(), surplus.end(), e.monster) == surplus.end())
        surplus.push_back(e.monster);
    std::string host;
    const std::string deck = deck_of(d.monster, data);
    for (const std::string& m : surplus)
      if (host.empty() && (deck_of(m, data) == deck || d.monster.rfind(m + "-", 0) == 0)) host = m;
    if (host.empty() && surplus.size() == 1) host = surplus.front();
    if (!host.empty()) {
      d.kind = "GHS's own figure where VGB draws another monster";
      d.reason = "GHS's own figure with its own stat card, standing where VGB draws " + host +
                 "; the import places it on that hex";
      for (Disagreement& e : ds)
        if (e.monster == host && e.characters == d.characters && e.vgb > e.ghs &&
            e.reason.empty()) {
          e.kind = "VGB's standee of a monster GHS's own figure replaces";
          e.reason = "VGB's standee where GHS places its own figure " + d.monster;
        }
    } else if (named.contains(d.monster)) {
      d.kind = "a monster VGB names without a standee";
      d.reason =
          "VGB names it among the scenario's monsters but draws no standee of it; " + kOnAnEmptyHex;
    } else {
      d.kind = "a monster VGB neither names nor draws";
      d.reason = "VGB neither names nor draws it; " + kOnAnEmptyHex;
    }
  }
  explain_swaps(ds);
  for (Disagreement& d : ds)
    if (d.reason.empty()) {
      d.kind = "a count the sources give differently";
      d.reason = std::string("VGB places ") + (d.vgb > d.ghs ? "more" : "fewer") +
                 " than GHS; the import follows GHS";
    }
}

}  // namespace

CrossCheck cross_check(const Layout& layout, const json& ghs_scenario, const std::string& ghs_file,
                       const GhsData& data, bool solo) {
  CrossCheck r;
  r.scenario = layout.id;
  r.compared = true;
  // A solo scenario has one character, who places the standees of two (GHS gives one rank
  // for every count; VGB's solo layouts keep their group scenario's ranks for 3 and 4).
  const std::vector<int> characters = solo ? std::vector<int>{2} : std::vector<int>{2, 3, 4};
  const Counts ghs = ghs_counts(read_ghs_setup_rooms(ghs_scenario, ghs_file, r.notes), characters);
  std::set<std::string> bosses;
  for (const auto& [k, n] : ghs)
    if (std::get<1>(k) == "boss") bosses.insert(std::get<0>(k));
  for (const std::string& m : layout.monsters)
    if (is_boss_in_data(m, data)) bosses.insert(m);
  const Counts vgb = vgb_counts(layout, bosses, characters);
  std::set<Key> keys;
  for (const auto& [k, n] : vgb) keys.insert(k);
  for (const auto& [k, n] : ghs) keys.insert(k);
  for (const auto& k : keys) {
    const int a = vgb.contains(k) ? vgb.at(k) : 0;
    const int b = ghs.contains(k) ? ghs.at(k) : 0;
    if (a != b)
      r.disagreements.push_back(
          {layout.id, std::get<0>(k), std::get<1>(k), std::get<2>(k), a, b, "", ""});
  }
  explain(r.disagreements, layout, data);
  return r;
}

}  // namespace arbiter::gloomhaven::import
