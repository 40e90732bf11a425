// Two independent sources of the same scenario book checked against each other: the
// standees a VGB layout places (per monster, rank, character count) and the room lists of
// the Gloomhaven Secretariat's scenario file. A boss is counted under one rank, "boss", in
// both (VGB writes bosses "normal"; GHS "boss").
#include <set>

#include "solver/gloomhaven/import/ghs_setup.hpp"
#include "solver/gloomhaven/import/import.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven::import {

using nlohmann::json;
using scenario::Path;

namespace {

using Counts = std::map<std::tuple<std::string, std::string, int>, int>;  // monster, rank, chars

class CountReader : public scenario::JsonReader {
 public:
  using JsonReader::JsonReader;

  // Every room's monsters: {"name", "type"} for all counts, or "player2".."player4".
  void count(const json& top, Counts& out, std::set<std::string>& bosses) const {
    const Path root = Path::root();
    if (!top.is_object()) fail_type(root, "an object (a GHS scenario)", top);
    const json* rooms = find_field(top, "rooms");
    if (rooms == nullptr) return;
    const Path rat = root.field("rooms");
    require_list(*rooms, rat);
    for (std::size_t i = 0; i < rooms->size(); ++i) {
      const Path p = rat.item(i);
      const json& room = (*rooms)[i];
      if (!room.is_object()) fail_type(p, "an object (a room)", room);
      const json* ms = find_field(room, "monster");
      if (ms == nullptr) continue;
      const Path mat = p.field("monster");
      require_list(*ms, mat);
      for (std::size_t k = 0; k < ms->size(); ++k) {
        const Path q = mat.item(k);
        const json& m = (*ms)[k];
        if (!m.is_object()) fail_type(q, "an object (a standee)", m);
        const std::string& name = get_nonempty_string(required(m, q, "name"), q.field("name"));
        for (int c = 2; c <= 4; ++c) {
          const auto t = ghs_rank_word(*this, m, q, c);
          if (!t) continue;
          if (*t == "boss") bosses.insert(name);
          ++out[{name, *t, c}];
        }
      }
    }
  }
};

// Whether the data folder's file of `monster` says it is a boss. A file that cannot be read
// counts as no boss (the import itself reports it); a "boss" that is not a bool is an error
// naming the file and the field.
bool is_boss_in_data(const std::string& monster, const GhsData& data) {
  const auto f = data.monster_file(monster);
  if (!f) return false;
  json j;
  try {
    j = read_ghs_file(*f);
  } catch (const scenario::ScenarioError&) {
    return false;
  }
  const json* b = j.is_object() ? scenario::JsonReader::find_field(j, "boss") : nullptr;
  return b != nullptr && scenario::JsonReader(*f).get_bool(*b, Path::root().field("boss"));
}

}  // namespace

CrossCheck cross_check(const Layout& layout, const json& ghs_scenario, const std::string& ghs_file,
                       const GhsData& data) {
  CrossCheck r;
  r.scenario = layout.id;
  r.compared = true;
  Counts ghs;
  std::set<std::string> bosses;
  CountReader(ghs_file).count(ghs_scenario, ghs, bosses);
  for (const std::string& m : layout.monsters)
    if (is_boss_in_data(m, data)) bosses.insert(m);
  Counts vgb;
  for (const Room& room : layout.rooms)
    for (const Standee& s : room.standees)
      for (int c = 2; c <= 4; ++c) {
        const StandeeRank rank = s.rank_for(c);
        if (rank == StandeeRank::None) continue;
        const std::string name =
            bosses.contains(s.monster) ? "boss" : std::string(standee_rank_name(rank));
        ++vgb[{s.monster, name, c}];
      }
  std::set<std::tuple<std::string, std::string, int>> keys;
  for (const auto& [k, n] : vgb) keys.insert(k);
  for (const auto& [k, n] : ghs) keys.insert(k);
  for (const auto& k : keys) {
    const int a = vgb.contains(k) ? vgb.at(k) : 0;
    const int b = ghs.contains(k) ? ghs.at(k) : 0;
    if (a != b)
      r.disagreements.push_back({layout.id, std::get<0>(k), std::get<1>(k), std::get<2>(k), a, b});
  }
  return r;
}

}  // namespace arbiter::gloomhaven::import
