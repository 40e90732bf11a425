// The Arcadia Quest loader section: `board`, `dice`, `players`, `heroes`, `monsters`,
// `respawn`, `turn` and `expect`, with the shared reader's "file: place: problem" errors.
#include "solver/arcadia/scenario.hpp"

#include <algorithm>
#include <set>
#include <unordered_map>

#include "solver/arcadia/rules.hpp"
#include "solver/odds/parse_rational.hpp"
#include "solver/scenario/limits.hpp"

namespace arbiter::arcadia {

using json = nlohmann::json;
using scenario::Path;
using scenario::quote;

const HeroSpec* Scenario::find_hero(std::string_view id) const {
  for (const HeroSpec& h : heroes) {
    if (h.id == id) return &h;
  }
  return nullptr;
}

const MonsterSpec* Scenario::find_monster(std::string_view id) const {
  for (const MonsterSpec& m : monsters) {
    if (m.id == id) return &m;
  }
  return nullptr;
}

namespace {

// Sizes refused up front with "(limit N)" (docs/format.md, "Limits"), each a generous
// multiple of the real game: a quest's board is a few tiles of a few dozen spaces, heroes
// move 2 or 3 spaces and monsters 1 or 2, four guilds field three heroes each with two or
// three attack cards, a quest places a dozen or two monsters, and hit points stay near 10.
// The options multiply destinations (the square of the hero's move), cards and targets;
// each weighs exact wounds over the hit points (their square), and each (monster,
// destination) pair walks the monster's payback moves (the square of its move): past these
// a turn would run to minutes and gigabytes.
constexpr int kMaxSide = 64;             // columns, rows
constexpr std::size_t kMaxCells = 4096;  // cells listed one by one
constexpr int kMaxCoordinate = 256;      // |x|, |y| of a listed cell
constexpr int kMaxMove = 6;              // the turn's move
constexpr int kMaxMonsterMove = 4;       // a monster's move (its payback)
constexpr int kMaxHitPoints = 16;        // hp, and a monster's overkill
constexpr int kMaxFaces = 12;            // faces of a die
constexpr std::size_t kMaxPlayers = 8;
constexpr std::size_t kMaxHeroes = 12;
constexpr std::size_t kMaxMonsters = 24;
constexpr std::size_t kMaxCards = 3;  // attack cards of one hero
constexpr std::size_t kMaxRespawnTokens = 12;
constexpr std::size_t kMaxGraveyard = 8;
constexpr int kMaxDice = 12;
constexpr int kMaxPoints = 100;  // coins, graveyard slots

constexpr std::string_view kTopFields[] = {"format", "game",        "name",    "title", "notes",
                                           "rules",  "coordinates", "board",   "dice",  "players",
                                           "heroes", "monsters",    "respawn", "turn",  "expect"};

class Reader : public scenario::JsonReader {
 public:
  explicit Reader(const std::string& file) : JsonReader(file) {}

  Scenario read(const json& v) {
    const Path root = Path::root();
    const json& top = require_object(v, root, kTopFields);
    // Square cells have one way of writing them; the shared envelope knows hex systems
    // only, so `coordinates` is checked here and the rest of the envelope read as usual.
    const Path c_at = root.field("coordinates");
    const std::string& cs = get_string(required(top, root, "coordinates"), c_at);
    json envelope = json::object();
    for (std::string_view k : scenario::kEnvelopeFields) {
      if (const json* f = find_field(top, k)) envelope[std::string(k)] = *f;
    }
    envelope["coordinates"] = "axial";
    s_.envelope = read_envelope(envelope, root, "arcadia-quest", kRuleSetNames);
    if (cs != "square") {
      fail(c_at, "unknown coordinate system " + quote(cs) +
                     " for an arcadia-quest file; expected \"square\" ([x, y], y downwards)");
    }
    read_board(required(top, root, "board"), root.field("board"));
    read_dice(required(top, root, "dice"), root.field("dice"));
    read_players(required(top, root, "players"), root.field("players"));
    read_heroes(required(top, root, "heroes"), root.field("heroes"));
    read_monsters(required(top, root, "monsters"), root.field("monsters"));
    check_capacity(root);
    if (const json* r = find_field(top, "respawn")) read_respawn(*r, root.field("respawn"));
    read_turn(required(top, root, "turn"), root.field("turn"));
    if (const json* e = find_field(top, "expect")) read_expect(*e, root.field("expect"));
    s_.path = file();
    return std::move(s_);
  }

 private:
  std::string written(Coord c) const { return scenario::hex_text(c); }

  Coord parse_cell(const json& v, const Path& at) const { return parse_pair(v, at, "[x, y]"); }
  // A cell of the board (blocked ones included when `blocked_ok`).
  Coord board_cell(const json& v, const Path& at, bool blocked_ok = false) const {
    const Coord c = parse_cell(v, at);
    const auto it = index_.find(c);
    if (it == index_.end()) fail(at, "cell " + written(c) + " is not on the board");
    if (!blocked_ok && blocked_.count(it->second) != 0) {
      fail(at, "cell " + written(c) + " is blocked");
    }
    return c;
  }
  int points(const json& o, const Path& at, const char* key, int lo, int hi) const {
    return get_int_in(required(o, at, key), at.field(key), lo, hi);
  }

  // --- board ----------------------------------------------------------------------------

  void read_board(const json& v, const Path& at) {
    const json& b = require_object(v, at, {"cells", "blocked", "walls", "doors"});
    const Path c_at = at.field("cells");
    const json& cells = required(b, at, "cells");
    if (cells.is_object()) {
      const json& r = require_object(cells, c_at, {"columns", "rows"});
      const int w = scenario::get_int_limited(*this, required(r, c_at, "columns"),
                                              c_at.field("columns"), 1, kMaxSide, "columns");
      const int h = scenario::get_int_limited(*this, required(r, c_at, "rows"), c_at.field("rows"),
                                              1, kMaxSide, "rows");
      s_.rectangle = {w, h};
      for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) add_cell({x, y});
      }
    } else if (cells.is_array()) {
      scenario::check_count(*this, cells.size(), c_at, kMaxCells, "cells on the board");
      for (std::size_t i = 0; i < cells.size(); ++i) {
        const Coord c = parse_cell(cells[i], c_at.item(i));
        if (std::abs(c.q) > kMaxCoordinate || std::abs(c.r) > kMaxCoordinate) {
          fail(c_at.item(i), "cell " + written(c) + " is too far out; coordinates within " +
                                 std::to_string(kMaxCoordinate) + " are supported (limit " +
                                 std::to_string(kMaxCoordinate) + ")");
        }
        if (index_.count(c) != 0) fail(c_at.item(i), "cell " + written(c) + " is listed twice");
        add_cell(c);
      }
    } else {
      fail_type(c_at, "a list of cells or {\"columns\": W, \"rows\": H}", cells);
    }
    if (s_.cells.empty()) fail(c_at, "the board needs at least one cell");
    if (const json* bl = find_field(b, "blocked")) {
      const Path b_at = at.field("blocked");
      require_list(*bl, b_at);
      for (std::size_t i = 0; i < bl->size(); ++i) {
        const Coord c = board_cell((*bl)[i], b_at.item(i), true);
        if (!blocked_.insert(index_.at(c)).second) {
          fail(b_at.item(i), "cell " + written(c) + " is listed twice");
        }
        s_.blocked.push_back(c);
      }
    }
    std::set<std::pair<std::size_t, std::size_t>> edges;
    if (const json* w = find_field(b, "walls")) read_edges(*w, at.field("walls"), s_.walls, edges);
    if (const json* d = find_field(b, "doors")) read_edges(*d, at.field("doors"), s_.doors, edges);
  }

  void add_cell(Coord c) {
    index_.emplace(c, s_.cells.size());
    s_.cells.push_back(c);
  }

  void read_edges(const json& v, const Path& at, std::vector<Edge>& out,
                  std::set<std::pair<std::size_t, std::size_t>>& seen) {
    require_list(v, at);
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path e_at = at.item(i);
      if (!v[i].is_array() || v[i].size() != 2) {
        fail(e_at,
             "expected an edge [cellA, cellB] (two close cells), got " + scenario::describe(v[i]));
      }
      const Coord a = board_cell(v[i][0], e_at.item(0), true);
      const Coord b = board_cell(v[i][1], e_at.item(1), true);
      if (!pathing::direction_between(pathing::Topology::Square, a, b)) {
        fail(e_at, "cells " + written(a) + " and " + written(b) +
                       " do not share an edge; a wall or door stands between close cells");
      }
      const auto key = std::minmax(index_.at(a), index_.at(b));
      if (!seen.insert(key).second) {
        fail(e_at, "the edge between " + written(a) + " and " + written(b) +
                       " already has a wall or door");
      }
      out.push_back({a, b});
    }
  }

  // --- dice -----------------------------------------------------------------------------

  void read_dice(const json& v, const Path& at) {
    const json& d = require_object(v, at, {"attack", "defense", "black"});
    const Path a_at = at.field("attack");
    const json& a =
        require_object(required(d, at, "attack"), a_at, {"faces", "melee", "ranged", "crit"});
    Dice& x = s_.dice;
    x.attack_faces = scenario::get_int_limited(*this, required(a, a_at, "faces"),
                                               a_at.field("faces"), 2, kMaxFaces, "faces");
    x.melee = points(a, a_at, "melee", 0, x.attack_faces);
    x.ranged = points(a, a_at, "ranged", 0, x.attack_faces);
    x.attack_crit = points(a, a_at, "crit", 0, x.attack_faces - 1);
    for (const auto& [key, n] : {std::pair{"melee", x.melee}, std::pair{"ranged", x.ranged}}) {
      if (n + x.attack_crit > x.attack_faces) {
        fail(a_at.field(key), std::string(key) + " faces and crit faces add up to more than " +
                                  std::to_string(x.attack_faces) + " faces");
      }
    }
    const Path d_at = at.field("defense");
    const json& df = require_object(required(d, at, "defense"), d_at, {"faces", "shield", "crit"});
    x.defense_faces = scenario::get_int_limited(*this, required(df, d_at, "faces"),
                                                d_at.field("faces"), 2, kMaxFaces, "faces");
    x.shield = points(df, d_at, "shield", 0, x.defense_faces);
    x.defense_crit = points(df, d_at, "crit", 0, x.defense_faces - 1);
    if (x.shield + x.defense_crit > x.defense_faces) {
      fail(d_at.field("shield"), "shield faces and crit faces add up to more than " +
                                     std::to_string(x.defense_faces) + " faces");
    }
    if (const json* b = find_field(d, "black")) {
      const Path b_at = at.field("black");
      x.black_faces = points(require_object(*b, b_at, {"faces"}), b_at, "faces", 1, 20);
    }
  }

  void read_players(const json& v, const Path& at) {
    require_list(v, at);
    scenario::check_count(*this, v.size(), at, kMaxPlayers, "players");
    if (v.empty()) fail(at, "at least one player");
    for (std::size_t i = 0; i < v.size(); ++i) {
      const std::string& p = get_nonempty_string(v[i], at.item(i));
      if (std::find(s_.players.begin(), s_.players.end(), p) != s_.players.end()) {
        fail(at.item(i), "player " + quote(p) + " is listed twice");
      }
      s_.players.push_back(p);
    }
  }

  // --- figures --------------------------------------------------------------------------

  void check_new_id(const std::string& id, const Path& at) const {
    if (s_.find_hero(id) != nullptr || s_.find_monster(id) != nullptr) {
      fail(at, "duplicate figure id " + quote(id));
    }
  }

  Attack read_attack(const json& v, const Path& at, bool card) const {
    const json& o = card ? require_object(v, at, {"name", "kind", "dice"})
                         : require_object(v, at, {"kind", "dice", "effects"});
    Attack a;
    if (card) a.name = get_nonempty_string(required(o, at, "name"), at.field("name"));
    a.kind = get_enum<AttackKind>(required(o, at, "kind"), at.field("kind"), "attack kind",
                                  kAttackKindNames);
    a.dice = points(o, at, "dice", 1, kMaxDice);
    if (const json* e = find_field(o, "effects")) {
      const Path e_at = at.field("effects");
      require_list(*e, e_at);
      for (std::size_t i = 0; i < e->size(); ++i) {
        if (get_enum<Effect>((*e)[i], e_at.item(i), "effect", kEffectNames) ==
            Effect::EveryCloseHero) {
          a.every_close_hero = true;
        }
      }
    }
    return a;
  }

  void read_heroes(const json& v, const Path& at) {
    require_list(v, at);
    scenario::check_count(*this, v.size(), at, kMaxHeroes, "heroes");
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path h_at = at.item(i);
      const json& o = require_object(
          v[i], h_at, {"id", "player", "cell", "hp", "wounds", "defense", "attacks"});
      HeroSpec h;
      h.id = get_nonempty_string(required(o, h_at, "id"), h_at.field("id"));
      check_new_id(h.id, h_at.field("id"));
      h.player = get_string(required(o, h_at, "player"), h_at.field("player"));
      if (std::find(s_.players.begin(), s_.players.end(), h.player) == s_.players.end()) {
        fail(h_at.field("player"), "no player " + quote(h.player) + " in \"players\"");
      }
      h.cell = board_cell(required(o, h_at, "cell"), h_at.field("cell"));
      h.hp = scenario::get_int_limited(*this, required(o, h_at, "hp"), h_at.field("hp"), 1,
                                       kMaxHitPoints, "hp");
      if (const json* w = find_field(o, "wounds")) {
        h.wounds = get_int_in(*w, h_at.field("wounds"), 0, h.hp - 1);
      }
      h.defense = points(o, h_at, "defense", 0, kMaxDice);
      const Path a_at = h_at.field("attacks");
      const json& attacks = require_list(required(o, h_at, "attacks"), a_at);
      scenario::check_count(*this, attacks.size(), a_at, kMaxCards, "attack cards");
      for (std::size_t k = 0; k < attacks.size(); ++k) {
        Attack a = read_attack(attacks[k], a_at.item(k), true);
        for (const Attack& b : h.attacks) {
          if (b.name == a.name)
            fail(a_at.item(k).field("name"), "card " + quote(a.name) + " twice");
        }
        h.attacks.push_back(std::move(a));
      }
      s_.heroes.push_back(std::move(h));
    }
  }

  void read_monsters(const json& v, const Path& at) {
    require_list(v, at);
    scenario::check_count(*this, v.size(), at, kMaxMonsters, "monsters");
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path m_at = at.item(i);
      const json& o = require_object(v[i], m_at,
                                     {"id", "cell", "hp", "wounds", "move", "attack", "defense",
                                      "overkill", "coins", "villain", "damaged_by"});
      MonsterSpec m;
      m.id = get_nonempty_string(required(o, m_at, "id"), m_at.field("id"));
      check_new_id(m.id, m_at.field("id"));
      m.cell = board_cell(required(o, m_at, "cell"), m_at.field("cell"));
      m.hp = scenario::get_int_limited(*this, required(o, m_at, "hp"), m_at.field("hp"), 1,
                                       kMaxHitPoints, "hp");
      if (const json* w = find_field(o, "wounds")) {
        m.wounds = get_int_in(*w, m_at.field("wounds"), 0, m.hp - 1);
      }
      m.move = scenario::get_int_limited(*this, required(o, m_at, "move"), m_at.field("move"), 0,
                                         kMaxMonsterMove, "move");
      m.attack = read_attack(required(o, m_at, "attack"), m_at.field("attack"), false);
      m.defense = points(o, m_at, "defense", 0, kMaxDice);
      m.overkill = scenario::get_int_limited(*this, required(o, m_at, "overkill"),
                                             m_at.field("overkill"), 1, kMaxHitPoints, "overkill");
      m.coins = points(o, m_at, "coins", 0, kMaxPoints);
      if (const json* vl = find_field(o, "villain")) {
        m.villain = get_bool(*vl, m_at.field("villain"));
      }
      if (const json* d = find_field(o, "damaged_by")) {
        const Path d_at = m_at.field("damaged_by");
        if (!m.villain) fail(d_at, "only a villain keeps guild tokens (\"villain\": true)");
        require_list(*d, d_at);
        for (std::size_t k = 0; k < d->size(); ++k) {
          const std::string& id = get_string((*d)[k], d_at.item(k));
          if (s_.find_hero(id) == nullptr) fail(d_at.item(k), "no hero has the id " + quote(id));
          if (std::find(m.damaged_by.begin(), m.damaged_by.end(), id) != m.damaged_by.end()) {
            fail(d_at.item(k), "hero " + quote(id) + " is listed twice");
          }
          m.damaged_by.push_back(id);
        }
      }
      s_.monsters.push_back(std::move(m));
    }
  }

  // Board: at most two figures a cell.
  void check_capacity(const Path& root) const {
    std::unordered_map<Coord, int, pathing::CoordHash> count;
    for (std::size_t i = 0; i < s_.heroes.size(); ++i) {
      if (++count[s_.heroes[i].cell] > 2) {
        fail(root.field("heroes").item(i).field("cell"),
             "cell " + written(s_.heroes[i].cell) + " already holds two figures");
      }
    }
    for (std::size_t i = 0; i < s_.monsters.size(); ++i) {
      if (++count[s_.monsters[i].cell] > 2) {
        fail(root.field("monsters").item(i).field("cell"),
             "cell " + written(s_.monsters[i].cell) + " already holds two figures");
      }
    }
  }

  void read_respawn(const json& v, const Path& at) {
    const json& r = require_object(v, at, {"tokens", "graveyard", "slots"});
    const Path t_at = at.field("tokens");
    const json& tokens = require_list(required(r, at, "tokens"), t_at);
    scenario::check_count(*this, tokens.size(), t_at, kMaxRespawnTokens, "respawn tokens");
    const int faces = s_.dice.black_faces;
    if (faces == 0) fail(at, "the respawn step needs the black die: \"dice\": {\"black\": ...}");
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      const Path i_at = t_at.item(i);
      const json& o = require_object(tokens[i], i_at, {"cell", "roll"});
      RespawnToken t;
      t.cell = board_cell(required(o, i_at, "cell"), i_at.field("cell"));
      const Path r_at = i_at.field("roll");
      const json& roll = required(o, i_at, "roll");
      if (!roll.is_array() || roll.size() != 2) {
        fail(r_at, "expected the two black-die numbers [a, b], got " + scenario::describe(roll));
      }
      t.first = get_int_in(roll[0], r_at.item(0), 1, faces);
      t.second = get_int_in(roll[1], r_at.item(1), 1, faces);
      for (const RespawnToken& u : s_.tokens) {
        if (std::minmax(u.first, u.second) == std::minmax(t.first, t.second)) {
          fail(r_at, "another token already shows this combination");
        }
      }
      s_.tokens.push_back(t);
    }
    const Path g_at = at.field("graveyard");
    const json& g = require_list(required(r, at, "graveyard"), g_at);
    scenario::check_count(*this, g.size(), g_at, kMaxGraveyard, "monsters in the graveyard");
    for (std::size_t i = 0; i < g.size(); ++i) {
      const std::string& id = get_nonempty_string(g[i], g_at.item(i));
      if (s_.find_hero(id) || s_.find_monster(id) ||
          std::find(s_.graveyard.begin(), s_.graveyard.end(), id) != s_.graveyard.end()) {
        fail(g_at.item(i), "duplicate figure id " + quote(id));
      }
      s_.graveyard.push_back(id);
    }
    if (const json* n = find_field(r, "slots")) {
      s_.graveyard_slots = get_int_in(*n, at.field("slots"), 1, kMaxPoints);
      if (static_cast<int>(s_.graveyard.size()) > s_.graveyard_slots) {
        fail(at.field("slots"), "the graveyard holds " + std::to_string(s_.graveyard.size()) +
                                    " monsters, more than its " +
                                    std::to_string(s_.graveyard_slots) + " slots");
      }
    }
  }

  void read_turn(const json& v, const Path& at) {
    const json& t = require_object(v, at, {"hero", "move", "objective"});
    s_.acting = get_string(required(t, at, "hero"), at.field("hero"));
    if (s_.find_hero(s_.acting) == nullptr) {
      fail(at.field("hero"), "no hero has the id " + quote(s_.acting));
    }
    s_.move = scenario::get_int_limited(*this, required(t, at, "move"), at.field("move"), 0,
                                        kMaxMove, "move");
    if (const json* o = find_field(t, "objective")) {
      s_.objective = get_enum<Objective>(*o, at.field("objective"), "objective", kObjectiveNames);
    }
  }

  // --- expect ---------------------------------------------------------------------------

  void read_expect(const json& v, const Path& at) {
    if (!v.is_object()) fail_type(at, "an object", v);
    for (const auto& [key, e] : v.items()) {
      const Path r_at = at.field(key);
      const auto rules = parse_rule_set(key);
      if (!rules) {
        fail(r_at, "unknown rule set " + quote(key) + "; " + scenario::one_of(kRuleSetNames));
      }
      const json& o = require_object(e, r_at, {"best", "options", "absent", "respawn"});
      Expectation x;
      if (const json* b = find_field(o, "best")) {
        const Path b_at = r_at.field("best");
        require_list(*b, b_at);
        x.best.emplace();
        for (std::size_t i = 0; i < b->size(); ++i) {
          const json& item =
              require_object((*b)[i], b_at.item(i), {"destination", "card", "target"});
          x.best->push_back(option_key(item, b_at.item(i)));
        }
      }
      if (const json* a = find_field(o, "absent")) {
        const Path a_at = r_at.field("absent");
        require_list(*a, a_at);
        for (std::size_t i = 0; i < a->size(); ++i) {
          const json& item =
              require_object((*a)[i], a_at.item(i), {"destination", "card", "target"});
          x.absent.push_back(option_key(item, a_at.item(i)));
        }
      }
      if (const json* op = find_field(o, "options")) read_options(*op, r_at.field("options"), x);
      if (const json* rs = find_field(o, "respawn"))
        read_respawn_expect(*rs, r_at.field("respawn"), x);
      s_.expect[*rules] = std::move(x);
    }
  }

  OptionKey option_key(const json& o, const Path& at) const {
    OptionKey k;
    k.destination = board_cell(required(o, at, "destination"), at.field("destination"));
    k.card = get_nonempty_string(required(o, at, "card"), at.field("card"));
    k.target = figure_id(required(o, at, "target"), at.field("target"));
    return k;
  }

  std::string figure_id(const json& v, const Path& at) const {
    const std::string& id = get_string(v, at);
    if (!s_.find_hero(id) && !s_.find_monster(id)) fail(at, "no figure has the id " + quote(id));
    return id;
  }

  // Exact fractions of any size: every value `solve` prints can be written back.
  Exact fraction(const json& v, const Path& at) const {
    Exact f;
    if (v.is_number_integer()) return Exact(get_int(v, at));
    if (!v.is_string() || !odds::parse_rational(v.get<std::string>(), f)) {
      fail(at, "expected an exact fraction such as \"3/8\" (or an integer), got " +
                   (v.is_string() ? quote(v.get<std::string>()) : scenario::describe(v)));
    }
    return f;
  }

  std::vector<std::string> ids(const json& v, const Path& at) const {
    require_list(v, at);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < v.size(); ++i) out.push_back(figure_id(v[i], at.item(i)));
    std::sort(out.begin(), out.end());
    return out;
  }

  void read_options(const json& v, const Path& at, Expectation& x) const {
    require_list(v, at);
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path i_at = at.item(i);
      const json& o = require_object(
          v[i], i_at,
          {"destination", "card", "target", "rank", "guards", "payback_moves", "payback_attacks",
           "payback_hits", "p_kill", "p_payback", "expected_dealt", "expected_taken",
           "p_hero_killed", "coins", "graveyard_slot"});
      ExpectedOption e;
      e.key = option_key(o, i_at);
      if (const json* r = find_field(o, "rank"))
        e.rank = get_int_in(*r, i_at.field("rank"), 1, 1 << 30);
      if (const json* g = find_field(o, "guards")) e.guards = ids(*g, i_at.field("guards"));
      if (const json* h = find_field(o, "payback_hits")) {
        e.payback_hits = ids(*h, i_at.field("payback_hits"));
      }
      if (const json* m = find_field(o, "payback_moves")) {
        const Path m_at = i_at.field("payback_moves");
        require_list(*m, m_at);
        e.payback_moves.emplace();
        for (std::size_t k = 0; k < m->size(); ++k) {
          e.payback_moves->push_back(board_cell((*m)[k], m_at.item(k)));
        }
      }
      if (const json* a = find_field(o, "payback_attacks")) {
        e.payback_attacks = get_bool(*a, i_at.field("payback_attacks"));
      }
      const auto frac = [&](const char* key, std::optional<Exact>& out) {
        if (const json* f = find_field(o, key)) out = fraction(*f, i_at.field(key));
      };
      frac("p_kill", e.p_kill);
      frac("p_payback", e.p_payback);
      frac("expected_dealt", e.expected_dealt);
      frac("expected_taken", e.expected_taken);
      frac("p_hero_killed", e.p_hero_killed);
      if (const json* g = find_field(o, "graveyard_slot")) {
        // null: not known (no slots given, a rival hero, a target that cannot die).
        const Path g_at = i_at.field("graveyard_slot");
        if (g->is_string() && g->get<std::string>() == "box") {
          e.graveyard_slot = 0;
        } else if (g->is_null()) {
          e.graveyard_slot = -1;
        } else {
          if (!g->is_number_integer()) fail_type(g_at, "a slot number, \"box\" or null", *g);
          e.graveyard_slot = get_int_in(*g, g_at, 1, kMaxPoints);
        }
      }
      if (const json* c = find_field(o, "coins")) {
        const Path c_at = i_at.field("coins");
        if (!c->is_object()) fail_type(c_at, "an object (player -> expected coins)", *c);
        for (const auto& [player, value] : c->items()) {
          if (std::find(s_.players.begin(), s_.players.end(), player) == s_.players.end()) {
            fail(c_at.field(player), "no player " + quote(player) + " in \"players\"");
          }
          e.coins[player] = fraction(value, c_at.field(player));
        }
      }
      x.options.push_back(std::move(e));
    }
  }

  void read_respawn_expect(const json& v, const Path& at, Expectation& x) const {
    require_list(v, at);
    x.respawn.emplace();
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path i_at = at.item(i);
      const json& o = require_object(v[i], i_at, {"monster", "cell", "p"});
      ExpectedRespawn r;
      r.monster = get_string(required(o, i_at, "monster"), i_at.field("monster"));
      if (std::find(s_.graveyard.begin(), s_.graveyard.end(), r.monster) == s_.graveyard.end()) {
        fail(i_at.field("monster"), "no monster " + quote(r.monster) + " in the graveyard");
      }
      const json& c = required(o, i_at, "cell");
      if (!c.is_null()) r.cell = board_cell(c, i_at.field("cell"));
      r.p = fraction(required(o, i_at, "p"), i_at.field("p"));
      x.respawn->push_back(std::move(r));
    }
  }

  Scenario s_;
  std::unordered_map<Coord, std::size_t, pathing::CoordHash> index_;
  std::set<std::size_t> blocked_;
};

}  // namespace

Scenario read_scenario(const json& root, const std::string& file) {
  return Reader(file).read(root);
}

}  // namespace arbiter::arcadia
