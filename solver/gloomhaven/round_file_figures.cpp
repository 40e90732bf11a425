// What a round file adds to each figure (docs/format.md, "Figures in a round file"): the
// checks a round puts on monsters and characters, a player summon's stat line, a players'
// figure's stated shield and retaliate, the characters' scripted actions and condition
// expiries.
#include <algorithm>
#include <map>

#include "solver/gloomhaven/round_file_reader.hpp"

namespace arbiter::gloomhaven::round_file_detail {

void RoundReader::read_figures(const json& v, const Path& at) {
  r_.figures.resize(s_.figures.size());
  for (std::size_t i = 0; i < s_.figures.size(); ++i) {
    const Figure& f = s_.figures[i];
    const json& o = v[i];
    const Path fat = at.item(i);
    RoundFigure& rf = r_.figures[i];
    for (const Door& d : r_.doors)
      if (d.hex == f.hex) fail(fat.field("hex"), "hex " + written(f.hex) + " is a closed door");
    if (f.kind == Kind::Monster) {
      if (find_field(o, "initiative") != nullptr)
        fail(fat.field("initiative"),
             "in a round file a monster's initiative is its type's card's "
             "(monster_types.<type>.card.initiative)");
      if (!f.type) fail(fat, "missing required field \"type\" (a monster's type in monster_types)");
      const auto t = r_.types.find(*f.type);
      if (t == r_.types.end())
        fail(fat.field("type"), "no monster type " + quote(*f.type) + " in monster_types");
      if (!f.rank) fail(fat, "missing required field \"rank\"");
      if (t->second.stats(*f.rank) == nullptr)
        fail(fat.field("rank"), "monster type " + quote(*f.type) + " has no " +
                                    std::string(kRankFields[static_cast<int>(*f.rank)]) +
                                    " stat card");
      if (!f.standee) fail(fat, "missing required field \"standee\"");
    } else if (f.kind == Kind::Character) {
      if (!f.initiative && !f.long_rest)
        fail(fat, "missing required field \"initiative\" (or \"long_rest\": true)");
    }
    if (const json* s = find_field(o, "stats")) {
      if (f.kind != Kind::Summon || f.side != Side::Players)
        fail(fat.field("stats"), "only a player's summon has a stat line in the file");
      rf.stats = stat_card(*s, fat.field("stats"), false);
    } else if (f.kind == Kind::Summon && f.side == Side::Players) {
      fail(fat, "missing required field \"stats\" (a player summon's move, attack, range, hp)");
    }
    read_bonus(o, fat, f, rf);
    if (const json* a = find_field(o, "actions")) {
      if (f.kind != Kind::Character)
        fail(fat.field("actions"),
             "only a character's turn is scripted; monsters and summons "
             "act by the monster rules");
      rf.actions = scripted(*a, fat.field("actions"), f);
    }
    if (const json* c = find_field(o, "conditions")) {
      for (std::size_t k = 0; k < c->size(); ++k) {
        const json& e = (*c)[k];
        if (!e.is_object()) continue;
        const json* x = find_field(e, "expires");
        if (x == nullptr) continue;
        const Condition cond = *parse_condition(e.at("name").get<std::string>());
        const std::size_t n =
            get_name(*x, fat.field("conditions").item(k).field("expires"), "expiry", kExpiryNames);
        rf.expiry.push_back({cond, n == 0 ? Expiry::EndOfTurn : Expiry::Never});
      }
    }
  }
}

// A players' figure's shield and retaliate this round (docs/format.md, "Figures in a round
// file"). Monsters have theirs from their stat card and ability card.
void RoundReader::read_bonus(const json& o, const Path& fat, const Figure& f,
                             RoundFigure& rf) const {
  static constexpr std::string_view kFields[] = {"shield", "retaliate", "retaliate_range",
                                                 "bonus_from"};
  const json* given = nullptr;
  std::string_view name;
  for (std::string_view k : kFields)
    if (const json* x = find_field(o, k); x != nullptr && given == nullptr) {
      given = x;
      name = k;
    }
  if (given == nullptr) return;
  if (f.side != Side::Players || f.kind == Kind::Monster)
    fail(fat.field(name),
         "only a character or a player's summon has a stated shield or "
         "retaliate; a monster's are its stat card's and its ability card's");
  StatedBonus b;
  optional_int(o, fat, "shield", 0, b.shield);
  optional_int(o, fat, "retaliate", 0, b.retaliate);
  if (const json* x = find_field(o, "retaliate_range")) {
    if (find_field(o, "retaliate") == nullptr)
      fail(fat.field("retaliate_range"), "a retaliate range needs \"retaliate\"");
    b.retaliate_range = get_int_in(*x, fat.field("retaliate_range"), 1, kMaxValue);
  }
  if (const json* x = find_field(o, "bonus_from")) {
    if (find_field(o, "shield") == nullptr && find_field(o, "retaliate") == nullptr)
      fail(fat.field("bonus_from"), "\"bonus_from\" needs \"shield\" or \"retaliate\"");
    b.from_turn = get_name(*x, fat.field("bonus_from"), "bonus start", kBonusFrom) == 1;
  }
  rf.bonus = b;
}

std::vector<ScriptedAction> RoundReader::scripted(const json& v, const Path& at,
                                                  const Figure& f) const {
  require_list(v, at);
  std::vector<ScriptedAction> out;
  Coord here = f.hex;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const Path aat = at.item(i);
    const json& o = v[i];
    if (!o.is_object()) fail_type(aat, "an action object", o);
    ScriptedAction a;
    if (const json* m = find_field(o, "move")) {
      require_object(o, aat, {"move"});
      a.kind = ScriptKind::Move;
      const Path mat = aat.field("move");
      require_list(*m, mat);
      if (m->empty()) fail(mat, "a move lists at least one hex");
      for (std::size_t k = 0; k < m->size(); ++k) {
        const Coord h = parse_open_hex((*m)[k], mat.item(k));
        if (pathing::hex_distance(here, h) != 1)
          fail(mat.item(k), "hex " + written(h) + " is not a neighbour of " + written(here));
        a.path.push_back(h);
        here = h;
      }
    } else if (const json* t = find_field(o, "attack")) {
      require_object(o, aat, {"attack", "damage", "conditions"});
      a.kind = ScriptKind::Attack;
      a.target = figure_id(*t, aat.field("attack"));
      if (const json* d = find_field(o, "damage"))
        a.damage = get_int_in(*d, aat.field("damage"), 0, kMaxValue);
      if (const json* c = find_field(o, "conditions"))
        a.conditions = conditions(*c, aat.field("conditions"));
    } else if (const json* h = find_field(o, "heal")) {
      require_object(o, aat, {"heal", "target"});
      a.kind = ScriptKind::Heal;
      a.amount = get_int_in(*h, aat.field("heal"), 0, kMaxValue);
      a.target = f.id;
      if (const json* t2 = find_field(o, "target")) a.target = figure_id(*t2, aat.field("target"));
    } else {
      fail(aat, "a character's action has one of the keys \"move\", \"attack\", \"heal\"");
    }
    out.push_back(std::move(a));
  }
  return out;
}

// An id of a figure of the file, of a door's placement (revealed during the round) or of an
// objective on the board ("Altar 2": the second of map.objectives named "Altar" that the round
// places, with a hex and hit points, not on a closed door).
std::string RoundReader::figure_id(const json& v, const Path& at) const {
  const std::string& id = get_nonempty_string(v, at);
  if (s_.find_figure(id) != nullptr) return id;
  for (const Door& d : r_.doors)
    for (const DoorPlacement& p : d.monsters)
      if (p.id == id) return id;
  std::map<std::string, int> numbered;  // as the round numbers those it places on the board
  for (const MapObjective& o : r_.objectives) {
    const bool on_door = o.hex && std::any_of(r_.doors.begin(), r_.doors.end(),
                                              [&](const Door& d) { return d.hex == *o.hex; });
    if (o.hex && o.hp && *o.hp > 0 && !on_door &&
        id == o.name + " " + std::to_string(++numbered[o.name]))
      return id;
  }
  fail(at, "no figure has the id " + quote(id));
}

}  // namespace arbiter::gloomhaven::round_file_detail
