// A Gloomhaven Secretariat summon mapped onto the round file's (see ghs_actions.hpp): the
// monsters of its valueObject, each normal, elite or a boss (a rank by character count read
// for the importer's count), beside the summoner or, where the card's words say so, beside
// each enemy character within a range.
#include <algorithm>

#include "solver/gloomhaven/import/ghs_actions.hpp"

namespace arbiter::gloomhaven::import::ghs_detail {

using nlohmann::json;
using scenario::Path;

namespace {

// The words under a summon the players size ("Summon one normal Valrath Savage adjacent to
// each enemy character within Range 5", the data's "manual" summon of up to C): the range, and
// the index of the words among `subs`; nullopt when no words say where.
std::optional<std::pair<int, std::size_t>> beside_characters(const json& subs) {
  for (std::size_t i = 0; i < subs.size(); ++i)
    if (const auto r = words_range(subs[i], "adjacent to each enemy character")) return {{*r, i}};
  return std::nullopt;
}

// A round-file summon of `name` at `rank` (kept in `summons`), once.
void add_summon(const std::string& name, const std::string& rank, json& out,
                std::vector<std::string>& summons) {
  out.push_back({{"summon", ghs_type_name(name)}, {"rank", rank}});
  summons.push_back(name);
}

}  // namespace

std::vector<std::size_t> summon_action(const scenario::JsonReader& r, const json& a,
                                       const json& subs, const Path& at, int characters, json& out,
                                       std::vector<std::string>& summons) {
  std::vector<std::size_t> rest(subs.size());
  for (std::size_t i = 0; i < rest.size(); ++i) rest[i] = i;
  const std::string kind = string_field(a, "value").value_or("");
  if (kind == "demon") {
    out.push_back({{"text", "Summon a demon: the scenario's special rules name which"}});
    return rest;
  }
  const json* objs = scenario::JsonReader::find_field(a, "valueObject");
  if (kind == "objectiveSpawn" && objs && objs->is_array()) {
    for (const json& o : *objs) {
      const json* ob = o.is_object() ? scenario::JsonReader::find_field(o, "objective") : nullptr;
      const std::string name = ob ? string_field(*ob, "name").value_or("objective") : "objective";
      const json* n = o.is_object() ? scenario::JsonReader::find_field(o, "count") : nullptr;
      out.push_back({{"text", "Summon " + (n && n->is_number_integer() ? n->dump() : "1") + " " +
                                  ghs_type_name(name) +
                                  " (a figure with its own stats, as the scenario gives them)"}});
    }
    return rest;
  }
  if (objs == nullptr || !objs->is_array() || objs->empty()) throw NotModelled{describe(a)};
  for (const json& o : *objs) {
    const json* m = o.is_object() ? scenario::JsonReader::find_field(o, "monster") : nullptr;
    const auto name = m ? string_field(*m, "name") : std::nullopt;
    if (!name || name->empty()) throw NotModelled{describe(a)};
    // A rank by character count ("player3": "elite"): an entry without one for this count
    // summons nothing at it; "count": that many of them.
    const std::string players = "player" + std::to_string(std::clamp(characters, 2, 4));
    const bool by_count =
        m->contains("player2") || m->contains("player3") || m->contains("player4");
    std::string rank = string_field(*m, "type").value_or("");
    if (rank.empty()) rank = string_field(*m, players).value_or("");
    if (rank.empty() && by_count && !m->contains("type")) continue;
    if (rank != "normal" && rank != "elite" && rank != "boss")
      throw NotModelled{"summon " + describe(o)};
    if (o.contains("manual")) {
      // As many as the players count, where the card's words put them: one beside each enemy
      // character within the range they give.
      const auto beside = beside_characters(subs);
      if (!beside) throw NotModelled{"summon " + describe(o)};
      out.push_back({{"summon", ghs_type_name(*name)},
                     {"rank", rank},
                     {"adjacent_to", "enemy characters"},
                     {"range", beside->first}});
      summons.push_back(*name);
      if (const auto it = std::find(rest.begin(), rest.end(), beside->second); it != rest.end())
        rest.erase(it);
      continue;
    }
    // A count the round cannot compute (one that follows the summoner's hit points) is kept.
    const json* n = scenario::JsonReader::find_field(o, "count");
    if (n && !n->is_number_integer()) throw NotModelled{"summon " + describe(o)};
    const int count = n ? r.get_int_in(*n, at.field("valueObject"), 1, 10) : 1;
    for (int k = 0; k < count; ++k) add_summon(*name, rank, out, summons);
  }
  return rest;
}

}  // namespace arbiter::gloomhaven::import::ghs_detail
