// The Heroscape loader section: the payload (`map`, `figures`, `turn`, `expect`) of a
// format-1 file, with the shared reader's "file: place: problem" errors.
#include "solver/heroscape/scenario.hpp"

#include <algorithm>
#include <unordered_map>

#include "solver/heroscape/rules.hpp"
#include "solver/scenario/limits.hpp"

namespace arbiter::heroscape {

using json = nlohmann::json;
using scenario::Path;
using scenario::quote;

const FigureSpec* Scenario::find_figure(std::string_view id) const {
  for (const FigureSpec& f : figures) {
    if (f.id == id) return &f;
  }
  return nullptr;
}

namespace {

// Sizes refused up front with "(limit N)" (docs/format.md, "Limits"), each a generous
// multiple of the real game: the largest maps built from several master sets have a few
// thousand hexes, Move and Range on the army cards stay within 10 or so, a large game
// fields a few dozen figures and a handful of glyphs. Past them a turn's work (the states
// of the move search, destinations times enemies, sight lines as long as the range) would
// run to minutes.
constexpr std::int64_t kMaxHexes = 65536;  // 256 x 256
constexpr int kMaxMove = 20;
constexpr int kMaxRange = 20;
constexpr std::size_t kMaxFigures = 128;
constexpr std::size_t kMaxGlyphs = 64;
constexpr std::size_t kMaxObstacles = 4096;
constexpr int kMaxLevel = 1000;
constexpr int kMaxHeight = 100;
constexpr int kMaxDice = 20;  // per side before height advantage: odds stay within 64 bits
constexpr int kMaxLife = 1000;
// A glyph's bonus: with 20 dice a side, 2 of height advantage and 2 of a glyph, the odds'
// common denominator 6^24 still fits 64 bits. Healing counts wounds (up to a life).
constexpr int kMaxGlyphBonus = 2;

constexpr std::string_view kTopFields[] = {"$schema", "format",  "game",  "name",
                                           "title",   "notes",   "rules", "coordinates",
                                           "map",     "figures", "turn",  "expect"};

class Reader : public scenario::JsonReader {
 public:
  explicit Reader(const std::string& file) : JsonReader(file) {}

  Scenario read(const json& v) {
    const Path root = Path::root();
    const json& top = require_object(v, root, kTopFields);
    s_.envelope = read_envelope(top, root, "heroscape", kRuleSetNames);
    read_map(required(top, root, "map"), root.field("map"));
    read_figures(required(top, root, "figures"), root.field("figures"));
    read_turn(required(top, root, "turn"), root.field("turn"));
    if (const json* e = find_field(top, "expect")) read_expect(*e, root.field("expect"));
    s_.path = file();
    return std::move(s_);
  }

 private:
  Coord parse_hex(const json& v, const Path& at) const {
    const auto& cs = s_.envelope.coordinates;
    return cs.to_axial(parse_pair(v, at, cs.axial ? "[q, r]" : "[col, row]"));
  }
  std::string written(Coord axial) const {
    return scenario::hex_text(s_.envelope.coordinates.from_axial(axial));
  }
  // The index of a hex of the map.
  std::size_t map_hex(const json& v, const Path& at) const {
    const Coord h = parse_hex(v, at);
    const auto it = index_.find(h);
    if (it == index_.end()) fail(at, "hex " + written(h) + " is not on the map");
    return it->second;
  }

  // --- map ------------------------------------------------------------------------------

  void read_map(const json& v, const Path& at) {
    const json& m = require_object(
        v, at, {"hexes", "default_level", "levels", "terrain", "obstacles", "glyphs"});
    const Path hexes_at = at.field("hexes");
    const json& hexes = required(m, at, "hexes");
    if (hexes.is_object()) {
      const json& r = require_object(hexes, hexes_at, {"columns", "rows"});
      if (s_.envelope.coordinates.axial) {
        fail(hexes_at,
             "the rectangle form {\"columns\": W, \"rows\": H} needs an offset coordinate "
             "system (odd-q, even-q, odd-r, even-r); this file uses axial");
      }
      const int w = get_int_in(required(r, hexes_at, "columns"), hexes_at.field("columns"), 1,
                               scenario::kMaxRectangleSide);
      const int h = get_int_in(required(r, hexes_at, "rows"), hexes_at.field("rows"), 1,
                               scenario::kMaxRectangleSide);
      scenario::check_count(*this, static_cast<std::uint64_t>(w) * static_cast<std::uint64_t>(h),
                            hexes_at, static_cast<std::uint64_t>(kMaxHexes), "hexes on the map");
      s_.rectangle = {w, h};
      for (int col = 0; col < w; ++col) {
        for (int row = 0; row < h; ++row) add_hex(s_.envelope.coordinates.to_axial({col, row}));
      }
    } else if (hexes.is_array()) {
      scenario::check_count(*this, hexes.size(), hexes_at, static_cast<std::uint64_t>(kMaxHexes),
                            "hexes on the map");
      for (std::size_t i = 0; i < hexes.size(); ++i) {
        const Coord c = parse_hex(hexes[i], hexes_at.item(i));
        if (index_.count(c) != 0) {
          fail(hexes_at.item(i), "hex " + written(c) + " is listed twice (first at " +
                                     hexes_at.item(index_.at(c)).str() + ")");
        }
        add_hex(c);
      }
    } else {
      fail_type(hexes_at, "a list of hexes or {\"columns\": W, \"rows\": H}", hexes);
    }
    if (s_.hexes.empty()) fail(hexes_at, "the map needs at least one hex");
    check_bounding_box(hexes_at);
    int base = 1;
    if (const json* d = find_field(m, "default_level")) {
      base = get_int_in(*d, at.field("default_level"), 0, kMaxLevel);
    }
    s_.levels.assign(s_.hexes.size(), base);
    s_.terrain.assign(s_.hexes.size(), TerrainKind::Grass);
    if (const json* l = find_field(m, "levels")) read_levels(*l, at.field("levels"));
    if (const json* t = find_field(m, "terrain")) read_terrain(*t, at.field("terrain"));
    if (const json* o = find_field(m, "obstacles")) read_obstacles(*o, at.field("obstacles"));
    if (const json* g = find_field(m, "glyphs")) read_glyphs(*g, at.field("glyphs"));
  }

  void add_hex(Coord c) {
    index_.emplace(c, s_.hexes.size());
    s_.hexes.push_back(c);
  }

  void check_bounding_box(const Path& at) const {
    Coord lo = s_.hexes.front(), hi = lo;
    for (Coord c : s_.hexes) {
      lo = {std::min(lo.q, c.q), std::min(lo.r, c.r)};
      hi = {std::max(hi.q, c.q), std::max(hi.r, c.r)};
    }
    const std::int64_t w = std::int64_t{hi.q} - lo.q + 1;
    const std::int64_t h = std::int64_t{hi.r} - lo.r + 1;
    if (w * h > scenario::kMaxBoundingBox) {
      fail(at, "the map spans " + std::to_string(w) + " x " + std::to_string(h) +
                   " hexes in axial coordinates; at most " +
                   std::to_string(scenario::kMaxBoundingBox) + " are supported");
    }
  }

  // {"3": [hexes], "7": [hexes]}: the ground level of the listed hexes.
  void read_levels(const json& v, const Path& at) {
    if (!v.is_object()) fail_type(at, "an object (level -> list of hexes)", v);
    std::vector<std::int8_t> seen(s_.hexes.size(), 0);
    for (const auto& [key, hexes] : v.items()) {
      const Path level_at = at.field(key);
      int level = -1;
      const bool digits =
          !key.empty() && key.size() <= 4 &&
          std::all_of(key.begin(), key.end(), [](char c) { return c >= '0' && c <= '9'; });
      if (digits) level = std::stoi(key);
      if (!digits || level > kMaxLevel) {
        fail(level_at, "a level is written as a whole number 0.." + std::to_string(kMaxLevel) +
                           ", got " + quote(key));
      }
      require_list(hexes, level_at);
      for (std::size_t i = 0; i < hexes.size(); ++i) {
        const std::size_t h = map_hex(hexes[i], level_at.item(i));
        if (seen[h]) fail(level_at.item(i), "hex " + written(s_.hexes[h]) + " has two levels");
        seen[h] = 1;
        s_.levels[h] = level;
      }
    }
  }

  void read_terrain(const json& v, const Path& at) {
    if (!v.is_object()) fail_type(at, "an object (terrain kind -> list of hexes)", v);
    std::vector<std::int8_t> seen(s_.hexes.size(), 0);
    for (const auto& [key, hexes] : v.items()) {
      const Path kind_at = at.field(key);
      const auto kind = scenario::lookup_name(kTerrainNames, key);
      if (!kind) {
        fail(kind_at,
             "unknown terrain kind " + quote(key) + "; " + scenario::one_of(kTerrainNames));
      }
      require_list(hexes, kind_at);
      for (std::size_t i = 0; i < hexes.size(); ++i) {
        const std::size_t h = map_hex(hexes[i], kind_at.item(i));
        if (seen[h]) {
          fail(kind_at.item(i), "hex " + written(s_.hexes[h]) + " already has a terrain kind");
        }
        seen[h] = 1;
        s_.terrain[h] = static_cast<TerrainKind>(*kind);
      }
    }
  }

  void read_obstacles(const json& v, const Path& at) {
    require_list(v, at);
    scenario::check_count(*this, v.size(), at, kMaxObstacles, "obstacles");
    // The obstacle filling each hex, by hex index (kNone: none yet).
    constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    std::vector<std::size_t> filled(s_.hexes.size(), kNone);
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path o_at = at.item(i);
      const json& o = require_object(v[i], o_at, {"kind", "hex", "edge", "height"});
      Obstacle ob;
      ob.kind = static_cast<std::uint8_t>(
          get_name(required(o, o_at, "kind"), o_at.field("kind"), "obstacle kind", kObstacleNames));
      ob.height = get_int_in(required(o, o_at, "height"), o_at.field("height"), 1, kMaxHeight);
      const json* hex = find_field(o, "hex");
      const json* edge = find_field(o, "edge");
      if ((hex == nullptr) == (edge == nullptr)) {
        fail(o_at,
             "an obstacle has exactly one of \"hex\" (it fills a hex) or \"edge\" (it "
             "stands on the edge between two neighbouring hexes)");
      }
      if (hex != nullptr) {
        const std::size_t h = map_hex(*hex, o_at.field("hex"));
        ob.hex = s_.hexes[h];
        if (filled[h] != kNone) {
          fail(o_at.field("hex"), "hex " + written(ob.hex) + " already has an obstacle (" +
                                      at.item(filled[h]).str() + ")");
        }
        filled[h] = i;
      } else {
        const Path e_at = o_at.field("edge");
        if (!edge->is_array() || edge->size() != 2) {
          fail(e_at, "expected an edge [hexA, hexB] (two neighbouring hexes), got " +
                         scenario::describe(*edge));
        }
        const Coord a = s_.hexes[map_hex((*edge)[0], e_at.item(0))];
        const Coord b = s_.hexes[map_hex((*edge)[1], e_at.item(1))];
        if (!pathing::direction_between(pathing::Topology::Hex, a, b)) {
          fail(e_at, "hexes " + written(a) + " and " + written(b) +
                         " are not neighbours; an edge obstacle stands on a shared edge");
        }
        ob.hex = a;
        ob.other = b;
      }
      s_.obstacles.push_back(ob);
    }
  }

  // A glyph is a hex [c, r] (a plain glyph: it only stops the move) or
  // {"hex": [c, r], "kind": ..., "bonus": n}.
  void read_glyphs(const json& v, const Path& at) {
    require_list(v, at);
    scenario::check_count(*this, v.size(), at, kMaxGlyphs, "glyphs");
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path i_at = at.item(i);
      GlyphKind kind = GlyphKind::Plain;
      int bonus = 0;
      Coord c;
      if (v[i].is_object()) {
        const json& g = require_object(v[i], i_at, {"hex", "kind", "bonus"});
        c = s_.hexes[map_hex(required(g, i_at, "hex"), i_at.field("hex"))];
        kind = get_enum<GlyphKind>(required(g, i_at, "kind"), i_at.field("kind"), "glyph kind",
                                   kGlyphKindNames);
        bonus = kGlyphDefaultBonus[static_cast<int>(kind)];
        if (const json* b = find_field(g, "bonus")) {
          if (kind == GlyphKind::Plain) fail(i_at.field("bonus"), "a plain glyph has no bonus");
          bonus = get_int_in(*b, i_at.field("bonus"), 1,
                             kind == GlyphKind::Healing ? kMaxLife : kMaxGlyphBonus);
        }
      } else {
        c = s_.hexes[map_hex(v[i], i_at)];
      }
      if (std::find(s_.glyphs.begin(), s_.glyphs.end(), c) != s_.glyphs.end()) {
        fail(i_at, "hex " + written(c) + " is listed twice");
      }
      s_.glyphs.push_back(c);
      s_.glyph_kinds.push_back(kind);
      s_.glyph_bonus.push_back(bonus);
    }
  }

  bool hex_obstacle(Coord c) const {
    return std::any_of(s_.obstacles.begin(), s_.obstacles.end(),
                       [&](const Obstacle& o) { return !o.other && o.hex == c; });
  }

  // --- figures --------------------------------------------------------------------------

  void read_figures(const json& v, const Path& at) {
    require_list(v, at);
    scenario::check_count(*this, v.size(), at, kMaxFigures, "figures");
    std::unordered_map<Coord, std::size_t, pathing::CoordHash> occupied;
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path f_at = at.item(i);
      const json& o =
          require_object(v[i], f_at,
                         {"id", "side", "hexes", "height", "move", "range", "attack", "special",
                          "eat", "squad", "defense", "life", "wounds", "traits"});
      FigureSpec f;
      f.id = get_nonempty_string(required(o, f_at, "id"), f_at.field("id"));
      if (s_.find_figure(f.id) != nullptr) {
        fail(f_at.field("id"), "duplicate figure id " + quote(f.id));
      }
      f.side = get_nonempty_string(required(o, f_at, "side"), f_at.field("side"));
      const Path h_at = f_at.field("hexes");
      const json& hexes = require_list(required(o, f_at, "hexes"), h_at);
      if (hexes.empty() || hexes.size() > 2) {
        fail(h_at,
             "a figure takes 1 hex, or 2 (double-space); got " + std::to_string(hexes.size()));
      }
      for (std::size_t k = 0; k < hexes.size(); ++k) {
        const std::size_t h = map_hex(hexes[k], h_at.item(k));
        const Coord c = s_.hexes[h];
        if (hex_obstacle(c)) fail(h_at.item(k), "hex " + written(c) + " holds an obstacle");
        if (const auto [it, fresh] = occupied.emplace(c, i); !fresh) {
          fail(h_at.item(k), "hex " + written(c) + " already holds " + at.item(it->second).str() +
                                 "; at most one figure a hex");
        }
        f.hexes.push_back(c);
      }
      if (f.hexes.size() == 2) {
        if (!pathing::direction_between(pathing::Topology::Hex, f.hexes[0], f.hexes[1])) {
          fail(h_at, "the two hexes of a double-space figure must be neighbours");
        }
        if (s_.levels[index_.at(f.hexes[0])] != s_.levels[index_.at(f.hexes[1])]) {
          fail(h_at, "the two hexes of a double-space figure are on the same level (movement 12)");
        }
      }
      f.height = get_int_in(required(o, f_at, "height"), f_at.field("height"), 1, kMaxHeight);
      f.move = scenario::get_int_limited(*this, required(o, f_at, "move"), f_at.field("move"), 0,
                                         kMaxMove, "Move");
      f.range = scenario::get_int_limited(*this, required(o, f_at, "range"), f_at.field("range"), 1,
                                          kMaxRange, "Range");
      f.attack = get_int_in(required(o, f_at, "attack"), f_at.field("attack"), 0, kMaxDice);
      f.defense = get_int_in(required(o, f_at, "defense"), f_at.field("defense"), 0, kMaxDice);
      f.life = get_int_in(required(o, f_at, "life"), f_at.field("life"), 1, kMaxLife);
      if (const json* w = find_field(o, "wounds")) {
        f.wounds = get_int_in(*w, f_at.field("wounds"), 0, f.life - 1);
      }
      if (const json* sp = find_field(o, "special")) {
        const Path s_at = f_at.field("special");
        const json& x = require_object(*sp, s_at, {"kind", "range", "attack"});
        SpecialAttack a;
        a.kind = get_enum<SpecialKind>(required(x, s_at, "kind"), s_at.field("kind"),
                                       "special attack", kSpecialNames);
        a.range = scenario::get_int_limited(*this, required(x, s_at, "range"), s_at.field("range"),
                                            1, kMaxRange, "Range");
        a.attack = get_int_in(required(x, s_at, "attack"), s_at.field("attack"), 0, kMaxDice);
        f.special = a;
      }
      if (const json* e = find_field(o, "eat")) {
        const Path e_at = f_at.field("eat");
        const json& x = require_object(*e, e_at, {"roll"});
        f.eat_roll = get_int_in(required(x, e_at, "roll"), e_at.field("roll"), 1, 20);
      }
      if (const json* q = find_field(o, "squad")) f.squad = get_bool(*q, f_at.field("squad"));
      if (const json* t = find_field(o, "traits")) {
        const Path t_at = f_at.field("traits");
        require_list(*t, t_at);
        for (std::size_t k = 0; k < t->size(); ++k) {
          const auto trait = get_enum<Trait>((*t)[k], t_at.item(k), "trait", kTraitNames);
          if (trait == Trait::Flying) f.flying = true;
          if (trait == Trait::BerserkerCharge) f.berserker_charge = true;
        }
      }
      s_.figures.push_back(std::move(f));
    }
  }

  void read_turn(const json& v, const Path& at) {
    const json& t = require_object(v, at, {"figure", "objective"});
    s_.acting = get_figure_id(required(t, at, "figure"), at.field("figure"));
    if (const json* o = find_field(t, "objective")) {
      s_.objective = get_enum<Objective>(*o, at.field("objective"), "objective", kObjectiveNames);
    }
  }

  const std::string& get_figure_id(const json& v, const Path& at) const {
    const std::string& id = get_string(v, at);
    if (s_.find_figure(id) == nullptr) fail(at, "no figure has the id " + quote(id));
    return id;
  }

  // --- expect ---------------------------------------------------------------------------

  void read_expect(const json& v, const Path& at) {
    if (!v.is_object()) fail_type(at, "an object", v);
    for (const auto& [key, e] : v.items()) {
      const Path r_at = at.field(key);
      const auto rules = parse_rule_set(key);
      if (!rules)
        fail(r_at, "unknown rule set " + quote(key) + "; " + scenario::one_of(kRuleSetNames));
      const json& o = require_object(
          e, r_at, {"reachable", "unreachable", "best", "choices", "absent", "charge"});
      Expectation x;
      if (const json* r = find_field(o, "reachable")) {
        const Path rr = r_at.field("reachable");
        require_list(*r, rr);
        x.reachable.emplace();
        for (std::size_t i = 0; i < r->size(); ++i) {
          const Path i_at = rr.item(i);
          const json& item = require_object(
              (*r)[i], i_at, {"destination", "cost", "dice", "least_risk_cost", "least_risk_dice"});
          ExpectedReach er;
          er.destination =
              destination(required(item, i_at, "destination"), i_at.field("destination"));
          er.cost = get_non_negative(required(item, i_at, "cost"), i_at.field("cost"));
          if (const json* d = find_field(item, "dice"))
            er.dice = get_non_negative(*d, i_at.field("dice"));
          if (const json* lc = find_field(item, "least_risk_cost"))
            er.least_risk_cost = get_non_negative(*lc, i_at.field("least_risk_cost"));
          if (const json* ld = find_field(item, "least_risk_dice"))
            er.least_risk_dice = get_non_negative(*ld, i_at.field("least_risk_dice"));
          x.reachable->push_back(std::move(er));
        }
      }
      if (const json* u = find_field(o, "unreachable")) {
        const Path u_at = r_at.field("unreachable");
        require_list(*u, u_at);
        for (std::size_t i = 0; i < u->size(); ++i) {
          x.unreachable.push_back(destination((*u)[i], u_at.item(i)));
        }
      }
      if (const json* b = find_field(o, "best")) {
        x.best = read_choices(*b, r_at.field("best"));
      }
      if (const json* c = find_field(o, "choices"))
        x.choices = read_choices(*c, r_at.field("choices"));
      if (const json* a = find_field(o, "absent")) {
        // Choices that must not exist: a destination and a target (null: no attack) only.
        const Path a_at = r_at.field("absent");
        require_list(*a, a_at);
        for (std::size_t i = 0; i < a->size(); ++i) {
          require_object((*a)[i], a_at.item(i), {"destination", "target", "special", "eat"});
        }
        x.absent = read_choices(*a, a_at);
      }
      if (const json* c = find_field(o, "charge")) {
        const Path c_at = r_at.field("charge");
        require_list(*c, c_at);
        for (std::size_t i = 0; i < c->size(); ++i) {
          const Path i_at = c_at.item(i);
          const json& item = require_object((*c)[i], i_at, {"destination", "p"});
          x.charge.push_back(
              {destination(required(item, i_at, "destination"), i_at.field("destination")),
               fraction(required(item, i_at, "p"), i_at.field("p"))});
        }
      }
      s_.expect[*rules] = std::move(x);
    }
  }

  // One hex [c, r] or a pair [[c, r], [c, r]].
  WrittenDestination destination(const json& v, const Path& at) const {
    WrittenDestination d;
    if (v.is_array() && v.size() == 2 && v[0].is_array()) {
      for (std::size_t i = 0; i < 2; ++i) d.push_back(s_.hexes[map_hex(v[i], at.item(i))]);
      if (!pathing::direction_between(pathing::Topology::Hex, d[0], d[1])) {
        fail(at, "the two hexes of a double-space destination must be neighbours");
      }
    } else {
      d.push_back(s_.hexes[map_hex(v, at)]);
    }
    return d;
  }

  odds::Fraction fraction(const json& v, const Path& at) const {
    odds::Fraction f;
    if (v.is_number_integer()) return odds::Fraction::make(get_int(v, at), 1);
    if (!v.is_string() || !odds::parse_fraction(v.get<std::string>(), f)) {
      fail(at, "expected an exact fraction such as \"3/8\" (or an integer), got " +
                   (v.is_string() ? quote(v.get<std::string>()) : scenario::describe(v)));
    }
    return f;
  }

  std::vector<ExpectedChoice> read_choices(const json& v, const Path& at) const {
    require_list(v, at);
    std::vector<ExpectedChoice> out;
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path i_at = at.item(i);
      const json& o = require_object(
          v[i], i_at,
          {"destination", "target", "score", "expected", "p_wound", "p_destroy", "p_destroyed",
           "attack_dice", "defense_dice", "cost", "dice", "special", "eat"});
      ExpectedChoice c;
      c.destination = destination(required(o, i_at, "destination"), i_at.field("destination"));
      const json& t = required(o, i_at, "target");
      if (!t.is_null()) c.target = get_figure_id(t, i_at.field("target"));
      const auto frac = [&](const char* key, std::optional<odds::Fraction>& out_f) {
        if (const json* x = find_field(o, key)) out_f = fraction(*x, i_at.field(key));
      };
      const auto count = [&](const char* key, std::optional<int>& out_i) {
        if (const json* x = find_field(o, key)) out_i = get_non_negative(*x, i_at.field(key));
      };
      frac("score", c.score);
      frac("expected", c.expected);
      frac("p_wound", c.p_wound);
      frac("p_destroy", c.p_destroy);
      frac("p_destroyed", c.p_destroyed);
      count("attack_dice", c.attack_dice);
      count("defense_dice", c.defense_dice);
      count("cost", c.cost);
      count("dice", c.dice);
      if (const json* x = find_field(o, "special")) c.special = get_bool(*x, i_at.field("special"));
      if (const json* x = find_field(o, "eat")) c.eat = get_figure_id(*x, i_at.field("eat"));
      out.push_back(std::move(c));
    }
    return out;
  }

  Scenario s_;
  std::unordered_map<Coord, std::size_t, pathing::CoordHash> index_;
};

}  // namespace

Scenario read_scenario(const json& root, const std::string& file) {
  return Reader(file).read(root);
}

}  // namespace arbiter::heroscape
