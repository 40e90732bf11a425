// GHS room lists over VGB standees (see ghs_setup.hpp). Field meanings from the GHS JSON
// Schema (ScenarioData, RoomData, MonsterStandeeData): facts only, written anew.
#include "solver/gloomhaven/import/ghs_setup.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <tuple>

#include "pathing/hex.hpp"
#include "solver/gloomhaven/import/ghs.hpp"
#include "solver/scenario/json_reader.hpp"
#include "solver/scenario/limits.hpp"

namespace arbiter::gloomhaven::import {

using nlohmann::json;
using scenario::Path;
using scenario::quote;

namespace {

class RoomReader : public scenario::JsonReader {
 public:
  using JsonReader::JsonReader;

  std::vector<GhsRoom> rooms(const json& top) const {
    const Path root = Path::root();
    if (!top.is_object()) fail_type(root, "an object (a GHS scenario)", top);
    std::vector<GhsRoom> out;
    const json* rooms = find_field(top, "rooms");
    if (rooms == nullptr) return out;
    const Path rat = root.field("rooms");
    require_list(*rooms, rat);
    scenario::check_count(*this, rooms->size(), rat, 256, "rooms");
    for (std::size_t i = 0; i < rooms->size(); ++i) out.push_back(room((*rooms)[i], rat.item(i)));
    return out;
  }

 private:
  GhsRoom room(const json& v, const Path& p) const {
    if (!v.is_object()) fail_type(p, "an object (a room)", v);
    GhsRoom r;
    if (const json* n = find_field(v, "roomNumber"))
      r.number = get_int_in(*n, p.field("roomNumber"), 0, 1000);
    if (const json* t = find_field(v, "ref")) {
      r.tile = get_string(*t, p.field("ref"));
      std::transform(r.tile.begin(), r.tile.end(), r.tile.begin(),
                     [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    }
    const json* ms = find_field(v, "monster");
    if (ms == nullptr) return r;
    const Path mat = p.field("monster");
    require_list(*ms, mat);
    scenario::check_count(*this, ms->size(), mat, 1024, "standees in one room");
    for (std::size_t k = 0; k < ms->size(); ++k)
      r.standees.push_back(standee((*ms)[k], mat.item(k)));
    return r;
  }

  GhsStandee standee(const json& m, const Path& q) const {
    if (!m.is_object()) fail_type(q, "an object (a standee)", m);
    GhsStandee s;
    s.monster = get_nonempty_string(required(m, q, "name"), q.field("name"));
    // "living-corpse:+2": a special rule's level offset.
    s.level_offset = split_level_offset(*this, s.monster, q.field("name"));
    for (int c = 2; c <= 4; ++c) {
      const auto t = ghs_rank_word(*this, m, q, c);
      if (!t) continue;
      s.ranks[static_cast<std::size_t>(c - 2)] =
          *t == "elite" ? StandeeRank::Elite : StandeeRank::Normal;  // "boss" is placed normal
      s.boss[static_cast<std::size_t>(c - 2)] = *t == "boss";
    }
    return s;
  }
};

int ranked(const std::vector<StandeeRank>& v, StandeeRank r) {
  return static_cast<int>(std::count(v.begin(), v.end(), r));
}

// The ranks `have` (VGB's standees of one monster, drawing order) changed to hold
// `want_normal` and `want_elite`, keeping each standee's rank where it can: surplus ranks
// are taken from the last standees, missing ones given to the first that may stand there
// (`free`: a standee not placed whose hex no other standee holds).
void reconcile(std::vector<StandeeRank>& have, const std::vector<bool>& free, int want_normal,
               int want_elite) {
  const auto may_take = [&](std::size_t i, StandeeRank spare) {
    return have[i] == spare || (have[i] == StandeeRank::None && free[i]);
  };
  const auto adjust = [&](StandeeRank r, int want, StandeeRank spare) {
    for (int i = static_cast<int>(have.size()) - 1; i >= 0 && ranked(have, r) > want; --i)
      if (have[static_cast<std::size_t>(i)] == r) have[static_cast<std::size_t>(i)] = spare;
    for (std::size_t i = 0; i < have.size() && ranked(have, r) < want; ++i)
      if (may_take(i, spare)) have[i] = r;
  };
  adjust(StandeeRank::Elite, want_elite, StandeeRank::Normal);
  adjust(StandeeRank::Normal, want_normal, StandeeRank::None);
}

using SetupKey = std::pair<std::string, int>;                 // monster, characters
using SetupCounts = std::map<SetupKey, std::pair<int, int>>;  // normal, elite

// The GHS counts of every monster: (monster, characters) -> (normal, elite).
SetupCounts wanted(const std::vector<GhsRoom>& rooms) {
  SetupCounts want;
  for (const GhsRoom& g : rooms)
    for (const GhsStandee& s : g.standees) {
      for (int c = 2; c <= 4; ++c) {
        const StandeeRank r = s.ranks[static_cast<std::size_t>(c - 2)];
        if (r == StandeeRank::Normal) ++want[{s.monster, c}].first;
        if (r == StandeeRank::Elite) ++want[{s.monster, c}].second;
      }
    }
  return want;
}

struct Spot {
  std::size_t room, index;  // layout.rooms[room].standees[index]
};
struct Addition {
  std::size_t room;
  Cell cell;
  std::string monster;
  int characters;
  StandeeRank rank;
};

// A standee the book places and the layout draws no hex for (VGB leaves out a boss's mark,
// or draws fewer marks than the room list counts): the rule that places it, as the book's
// setup would. 1. Its room: the layout's room of the GHS room's tile that holds fewer of the
// monster than that room lists (else the first of its tile); a GHS room naming no tile the
// layout has: the room where VGB draws that monster, else the starting room. 2. The hexes:
// those of the rooms revealed with it (the same door) that are empty: no figure, standee,
// obstacle, wall, trap, hazardous or difficult terrain, money, treasure, door or starting
// hex. 3. The hex nearest the monster's own standees there, else nearest the room's
// standees, else the room's middle (the hex whose farthest room hex is nearest); ties in
// VGB's reading order (row, then column).
class FreeHexRule {
 public:
  FreeHexRule(const Layout& l, const std::vector<GhsRoom>& rooms, int characters,
              const std::vector<Addition>& added)
      : l_(l), rooms_(rooms), c_(characters), added_(added) {}

  // The hex and room for one more `m`, the hexes in `taken` held; nullopt: none is empty.
  // `how` says which anchor decided.
  std::optional<Addition> place(const std::string& m, StandeeRank rank, const std::set<Cell>& taken,
                                std::string& how) const {
    const std::size_t home = home_room(m);
    std::set<Cell> blocked = occupied(taken);
    std::vector<std::size_t> group;
    for (std::size_t r = 0; r < l_.rooms.size(); ++r)
      if (l_.rooms[r].door == l_.rooms[home].door) group.push_back(r);
    std::vector<Cell> own, any, cells;
    for (const std::size_t r : group) {
      for (const Cell& c : l_.rooms[r].cells) cells.push_back(c);
      for (const Standee& s : l_.rooms[r].standees)
        if (s.rank_for(c_) != StandeeRank::None) (s.monster == m ? own : any).push_back(s.cell);
    }
    for (const Addition& a : added_)
      if (a.characters == c_ && std::find(group.begin(), group.end(), a.room) != group.end())
        (a.monster == m ? own : any).push_back(a.cell);
    how = !own.empty()   ? "its own standees"
          : !any.empty() ? "the room's standees"
                         : "the room's middle";
    const std::vector<Cell> anchors = !own.empty() ? own : !any.empty() ? any : middle(cells);
    std::optional<std::tuple<int, int, int>> best;
    std::optional<Addition> out;
    for (const std::size_t r : group)
      for (const Cell& c : l_.rooms[r].cells) {
        if (blocked.contains(c)) continue;
        int d = 1 << 20;
        for (const Cell& a : anchors) d = std::min(d, distance(a, c));
        const std::tuple<int, int, int> key{d, c.row, c.col};
        if (best && *best <= key) continue;
        best = key;
        out = Addition{r, c, m, c_, rank};
      }
    return out;
  }

 private:
  static int distance(Cell a, Cell b) {
    using pathing::OffsetSystem;
    return pathing::hex_distance(pathing::offset_to_axial(OffsetSystem::OddR, a.col, a.row),
                                 pathing::offset_to_axial(OffsetSystem::OddR, b.col, b.row));
  }

  static std::vector<Cell> middle(const std::vector<Cell>& cells) {
    std::optional<std::tuple<int, int, int>> best;
    Cell mid;
    for (const Cell& c : cells) {
      int far = 0;
      for (const Cell& o : cells) far = std::max(far, distance(c, o));
      const std::tuple<int, int, int> key{far, c.row, c.col};
      if (!best || key < *best) best = key, mid = c;
    }
    return best ? std::vector<Cell>{mid} : std::vector<Cell>{};
  }

  int placed_in_tile(const std::string& m, const std::string& tile) const {
    int n = 0;
    for (std::size_t r = 0; r < l_.rooms.size(); ++r) {
      if (l_.rooms[r].tile != tile) continue;
      for (const Standee& s : l_.rooms[r].standees)
        n += s.monster == m && s.rank_for(c_) != StandeeRank::None;
      for (const Addition& a : added_) n += a.room == r && a.monster == m && a.characters == c_;
    }
    return n;
  }

  std::size_t home_room(const std::string& m) const {
    const auto k = static_cast<std::size_t>(c_ - 2);
    std::optional<std::size_t> first;
    for (const GhsRoom& g : rooms_) {
      int listed = 0;
      for (const GhsStandee& s : g.standees)
        listed += s.monster == m && s.ranks[k] != StandeeRank::None;
      if (listed == 0 || g.tile.empty()) continue;
      for (std::size_t r = 0; r < l_.rooms.size(); ++r) {
        if (l_.rooms[r].tile != g.tile) continue;
        if (placed_in_tile(m, g.tile) < listed) return r;
        if (!first) first = r;
        break;
      }
    }
    if (first) return *first;
    for (std::size_t r = 0; r < l_.rooms.size(); ++r)
      for (const Standee& s : l_.rooms[r].standees)
        if (s.monster == m) return r;
    return 0;
  }

  std::set<Cell> occupied(const std::set<Cell>& taken) const {
    std::set<Cell> b = taken;
    for (const auto* v : {&l_.obstacles, &l_.walls, &l_.hazardous, &l_.difficult, &l_.starts})
      b.insert(v->begin(), v->end());
    for (const Trap& t : l_.traps) b.insert(t.cell);
    for (const Coins& c : l_.coins) b.insert(c.cell);
    for (const Chest& c : l_.chests) b.insert(c.cell);
    for (const Door& d : l_.doors) b.insert(d.cell);
    for (const Addition& a : added_)
      if (a.characters == c_) b.insert(a.cell);
    return b;
  }

  const Layout& l_;
  const std::vector<GhsRoom>& rooms_;
  int c_;
  const std::vector<Addition>& added_;
};

// Places one more `m` of `rank` at `c` characters by FreeHexRule into `added`; the warning
// naming the rule and the hex, or saying that no hex of the room is empty.
std::string place_on_free_hex(const Layout& l, const std::vector<GhsRoom>& rooms, int c,
                              const std::string& m, StandeeRank rank, const std::set<Cell>& taken,
                              std::vector<Addition>& added) {
  const std::string what = "scenario " + std::to_string(l.id) + ", " + m + " " +
                           std::string(standee_rank_name(rank)) + ", " + std::to_string(c) +
                           " characters: ";
  std::string how;
  const auto a = FreeHexRule(l, rooms, c, added).place(m, rank, taken, how);
  if (!a)
    return what +
           "GHS places one more than the layout has hexes for, and no hex of its room "
           "is empty; not placed";
  added.push_back(*a);
  return what + "the layout draws no hex for it; placed on the empty hex nearest " + how +
         " in room " + l.rooms[a->room].tile + ", [" + std::to_string(a->cell.col) + ", " +
         std::to_string(a->cell.row) + "] (a standee the book places and VGB does not draw)";
}

}  // namespace

std::optional<std::string> ghs_rank_word(const scenario::JsonReader& reader, const json& standee,
                                         const scenario::Path& at, int characters) {
  const std::string key = "player" + std::to_string(characters);
  const json* r = scenario::JsonReader::find_field(standee, key);
  const json* rank = r ? r : scenario::JsonReader::find_field(standee, "type");
  if (rank == nullptr) return std::nullopt;
  const scenario::Path place = r ? at.field(key) : at.field("type");
  const std::string& t = reader.get_string(*rank, place);
  if (t != "normal" && t != "elite" && t != "boss")
    reader.fail(place, "unknown rank " + scenario::quote(t) +
                           "; expected \"normal\", \"elite\" or \"boss\"");
  return t;
}

int split_level_offset(const scenario::JsonReader& reader, std::string& name,
                       const scenario::Path& at) {
  const auto colon = name.find(':');
  if (colon == std::string::npos) return 0;
  const std::string off = name.substr(colon + 1);
  name.resize(colon);
  int n = 0;
  try {
    std::size_t used = 0;
    n = std::stoi(off, &used);
    if (used != off.size() || n < -7 || n > 7) throw 0;
  } catch (...) {
    reader.fail(at, "the level offset " + quote(off) + " is not an integer in -7..7");
  }
  return n;
}

std::vector<GhsRoom> read_ghs_rooms(const json& root, const std::string& file) {
  return RoomReader(file).rooms(root);
}

namespace {

// A scenario's "index" or a section's "parent" as text ("101", "7-1"); a number is written
// in decimal; empty when absent. Another type is an error of `reader` at `field`.
std::string index_text(const scenario::JsonReader& reader, const json& top, const char* field) {
  const json* v = top.is_object() ? scenario::JsonReader::find_field(top, field) : nullptr;
  if (v == nullptr) return "";
  if (v->is_number_integer()) return std::to_string(v->get<long long>());
  return reader.get_string(*v, Path::root().field(field));
}

std::string group_text(const scenario::JsonReader& reader, const json& top) {
  const json* v = top.is_object() ? scenario::JsonReader::find_field(top, "group") : nullptr;
  return v == nullptr ? "" : reader.get_string(*v, Path::root().field("group"));
}

// The section files of the edition `scenario_file` belongs to, in name order.
std::vector<std::string> section_files(const std::string& scenario_file) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(scenario_file).parent_path().parent_path() / "sections";
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.is_regular_file(ec) && e.path().extension() == ".json") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  if (out.size() > 4096)
    throw scenario::ScenarioError(
        dir.string(), "(folder)",
        std::to_string(out.size()) + " section files, far more than any edition has (limit 4096)");
  return out;
}

}  // namespace

namespace {

// One section of the scenario: its index, the sections it is read after (its
// "parentSections", flattened) and its rooms.
struct Section {
  std::string index;
  std::set<std::string> after;
  std::vector<GhsRoom> rooms;
};

std::set<std::string> parent_sections(const scenario::JsonReader& reader, const json& top) {
  std::set<std::string> out;
  const json* v = scenario::JsonReader::find_field(top, "parentSections");
  if (v == nullptr) return out;
  const Path at = Path::root().field("parentSections");
  reader.require_list(*v, at);
  scenario::check_count(reader, v->size(), at, 64, "parent sections");
  for (std::size_t i = 0; i < v->size(); ++i) {
    reader.require_list((*v)[i], at.item(i));
    scenario::check_count(reader, (*v)[i].size(), at.item(i), 64, "parent sections");
    for (std::size_t k = 0; k < (*v)[i].size(); ++k) {
      const json& p = (*v)[i][k];
      out.insert(p.is_number_integer() ? std::to_string(p.get<long long>())
                                       : reader.get_string(p, at.item(i).item(k)));
    }
  }
  return out;
}

// A section file, parsed once for as long as its size and time are the same: a batch reads
// an edition's sections for each of its scenarios (Forgotten Circles has a hundred).
std::shared_ptr<const json> section_json(const std::string& f) {
  namespace fs = std::filesystem;
  struct Cached {
    std::uintmax_t size = 0;
    fs::file_time_type time;
    std::shared_ptr<const json> j;
  };
  static std::mutex mutex;
  static std::map<std::string, Cached> cache;
  std::error_code ec;
  const std::uintmax_t size = fs::file_size(f, ec);
  const fs::file_time_type time = fs::last_write_time(f, ec);
  {
    const std::lock_guard<std::mutex> lock(mutex);
    const auto it = cache.find(f);
    if (!ec && it != cache.end() && it->second.size == size && it->second.time == time)
      return it->second.j;
  }
  auto j = std::make_shared<const json>(read_ghs_file(f));
  if (!ec) {
    const std::lock_guard<std::mutex> lock(mutex);
    cache[f] = {size, time, j};
  }
  return j;
}

// The sections of `file`'s scenario (index `index`, group `group`), in file name order.
std::vector<GhsSection> sections_of(const std::string& file, const std::string& index,
                                    const std::string& group) {
  std::vector<GhsSection> out;
  for (const std::string& f : section_files(file)) {
    std::shared_ptr<const json> held = section_json(f);
    const json& sec = *held;
    const scenario::JsonReader sr(f);
    if (!sec.is_object() || index_text(sr, sec, "parent") != index || group_text(sr, sec) != group)
      continue;
    out.push_back({index_text(sr, sec, "index"), f, std::move(held)});
  }
  return out;
}

std::vector<Section> scenario_sections(const std::string& file, const std::string& index,
                                       const std::string& group) {
  std::vector<Section> out;
  for (const GhsSection& s : sections_of(file, index, group)) {
    const scenario::JsonReader sr(s.file);
    out.push_back({s.index, parent_sections(sr, *s.data), read_ghs_rooms(*s.data, s.file)});
  }
  return out;
}

}  // namespace

std::vector<GhsSection> ghs_scenario_sections(const json& root, const std::string& file) {
  const scenario::JsonReader reader(file);
  const std::string index = index_text(reader, root, "index");
  if (index.empty()) return {};
  return sections_of(file, index, group_text(reader, root));
}

std::vector<GhsRoom> read_ghs_setup_rooms(const json& root, const std::string& file,
                                          std::vector<std::string>& notes) {
  std::vector<GhsRoom> rooms = read_ghs_rooms(root, file);
  const scenario::JsonReader reader(file);
  const std::string index = index_text(reader, root, "index");
  if (index.empty()) return rooms;
  std::map<int, std::string> own;  // room number -> its tile
  for (const GhsRoom& r : rooms) own[r.number] = r.tile;
  const std::vector<Section> sections = scenario_sections(file, index, group_text(reader, root));
  std::map<int, std::set<std::string>> setting;  // room number -> the sections setting it up
  for (const Section& s : sections)
    for (const GhsRoom& r : s.rooms) setting[r.number].insert(s.index);
  for (const Section& s : sections)
    for (const GhsRoom& r : s.rooms) {
      // 1. A room numbered as one the scenario file sets up: monsters arriving in it during
      // the play, or, on another tile, a room the play moves to (scenario 106's section 133
      // on A1a, where the scenario's room 1 is M1a), which the layout does not hold as such.
      if (own.contains(r.number)) {
        const std::string& tile = own.at(r.number);
        const bool other = !r.tile.empty() && !tile.empty() && r.tile != tile;
        if (!r.standees.empty())
          notes.push_back("section " + s.index +
                          (other ? " sets up room " : " adds monsters to room ") +
                          std::to_string(r.number) +
                          (other ? " on tile " + r.tile + ", not the tile of the scenario's room " +
                                       std::to_string(r.number) + " (" + tile + "), during the play"
                                 : ", a room the scenario sets up at its start, during the play") +
                          ": not placed");
        continue;
      }
      // 2. A room another section sets up first: this one is read after it (it names that
      // section among its parentSections), so it changes the room later in the play.
      std::string first;
      for (const std::string& o : setting[r.number])
        if (o != s.index && s.after.contains(o)) first = o;
      if (!first.empty()) {
        notes.push_back("section " + s.index + " sets up room " + std::to_string(r.number) +
                        " again after section " + first +
                        ", which the room's reveal reads first: not placed");
        continue;
      }
      GhsRoom placed = r;
      placed.section = s.index;
      rooms.push_back(std::move(placed));
    }
  return rooms;
}

// The book's counts per monster and character count decide; which of VGB's hexes hold
// them is VGB's. Rooms are not matched one by one: VGB and GHS group a scenario's tiles
// into rooms differently, and a standee on a hex two tiles share is either's. A monster
// GHS places and VGB has no hex for (a named elite with its own stat card, as the Siege
// Cannon, where VGB drew the monster it stands in for) takes a hex VGB's surplus standees
// leave, in drawing order.
void apply_ghs_setup(Layout& layout, const std::vector<GhsRoom>& rooms,
                     std::vector<std::string>& warnings, bool solo) {
  // A level offset is not a difference: the round writer reads the type's stat cards at it
  // (GhsRules::level_offsets) and notes it.
  const SetupCounts want = wanted(rooms);
  const std::string where = "scenario " + std::to_string(layout.id) + ", ";
  std::map<std::string, std::vector<Spot>> mine;
  for (std::size_t r = 0; r < layout.rooms.size(); ++r)
    for (std::size_t i = 0; i < layout.rooms[r].standees.size(); ++i)
      mine[layout.rooms[r].standees[i].monster].push_back({r, i});
  std::set<std::string> monsters;
  for (const auto& [k, n] : want) monsters.insert(k.first);
  for (const auto& [m, v] : mine) monsters.insert(m);
  std::vector<Addition> added;
  for (int c = 2; c <= (solo ? 2 : 4); ++c) {
    const auto k = static_cast<std::size_t>(c - 2);
    const auto at = [&](const Spot& p) -> Standee& {
      return layout.rooms[p.room].standees[p.index];
    };
    std::set<Cell> taken;
    for (const auto& [m, v] : mine)
      for (const Spot& p : v)
        if (at(p).ranks[k] != StandeeRank::None) taken.insert(at(p).cell);
    std::vector<Spot> freed;
    std::vector<std::pair<std::string, StandeeRank>> unplaced;
    for (const std::string& m : monsters) {
      const auto [wn, we] = want.contains({m, c}) ? want.at({m, c}) : std::pair{0, 0};
      std::vector<StandeeRank> have;
      std::vector<bool> free;
      for (const Spot& p : mine[m]) {
        have.push_back(at(p).ranks[k]);
        free.push_back(!taken.contains(at(p).cell));
      }
      const int hn = ranked(have, StandeeRank::Normal), he = ranked(have, StandeeRank::Elite);
      if (wn == hn && we == he) continue;
      for (const auto& [rank, w, h] : {std::tuple{"normal", wn, hn}, std::tuple{"elite", we, he}})
        if (w != h)
          warnings.push_back(where + m + " " + rank + ", " + std::to_string(c) +
                             " characters: VGB " + std::to_string(h) + ", GHS " +
                             std::to_string(w) + "; following GHS");
      reconcile(have, free, wn, we);
      for (std::size_t i = 0; i < have.size(); ++i) {
        Standee& s = at(mine[m][i]);
        if (s.ranks[k] == StandeeRank::None && have[i] != StandeeRank::None) {
          if (!taken.insert(s.cell).second) have[i] = StandeeRank::None;  // another got it
        } else if (s.ranks[k] != StandeeRank::None && have[i] == StandeeRank::None) {
          freed.push_back(mine[m][i]);
        }
        s.ranks[k] = have[i];
      }
      for (int n = ranked(have, StandeeRank::Elite); n < we; ++n)
        unplaced.push_back({m, StandeeRank::Elite});
      for (int n = ranked(have, StandeeRank::Normal); n < wn; ++n)
        unplaced.push_back({m, StandeeRank::Normal});
    }
    std::size_t next = 0;
    for (const auto& [m, rank] : unplaced) {
      while (next < freed.size() && taken.contains(at(freed[next]).cell) &&
             at(freed[next]).ranks[k] != StandeeRank::None)
        ++next;
      if (next == freed.size()) {
        warnings.push_back(place_on_free_hex(layout, rooms, c, m, rank, taken, added));
        continue;
      }
      const Spot p = freed[next++];
      added.push_back({p.room, at(p).cell, m, c, rank});
      warnings.push_back(where + m + " " + std::string(standee_rank_name(rank)) + ", " +
                         std::to_string(c) + " characters: placed on the hex VGB gives " +
                         at(p).monster);
    }
  }
  for (const Addition& a : added) {
    std::vector<Standee>& list = layout.rooms[a.room].standees;
    auto it = std::find_if(list.begin(), list.end(), [&](const Standee& s) {
      return s.cell == a.cell && s.monster == a.monster;
    });
    if (it == list.end()) {
      list.push_back(Standee{a.monster, a.cell, {}});
      it = list.end() - 1;
    }
    it->ranks[static_cast<std::size_t>(a.characters - 2)] = a.rank;
  }
  for (const Addition& a : added)
    if (std::find(layout.monsters.begin(), layout.monsters.end(), a.monster) ==
        layout.monsters.end())
      layout.monsters.push_back(a.monster);
  if (solo)
    for (Room& room : layout.rooms)
      for (Standee& s : room.standees) s.ranks[1] = s.ranks[2] = s.ranks[0];
}

}  // namespace arbiter::gloomhaven::import
