// The Grumblestone loader section: players (golem boards, tiles, hearts, grumble, shields,
// tokens), the market, the turn (dice, blocked numbers), variants, objective and `expect`,
// with the shared reader's "file: place: problem" errors.
#include "solver/grumblestone/scenario.hpp"

#include <algorithm>
#include <set>

#include "solver/grumblestone/rules.hpp"
#include "solver/odds/parse_rational.hpp"

namespace arbiter::grumblestone {

using json = nlohmann::json;
using odds::Fraction;
using scenario::Path;
using scenario::quote;

std::string cell_text(int col, int row) {
  return "[" + std::to_string(col + 1) + ", " + std::to_string(row + 1) + "]";
}

Weights preset_weights(ObjectiveKind k) {
  const Fraction one{1, 1}, zero{0, 1};
  switch (k) {
    case ObjectiveKind::Damage:
      return {one, zero, zero, zero, one, zero, zero};
    case ObjectiveKind::Hearts:
      return {zero, one, zero, zero, one, zero, zero};
    case ObjectiveKind::Grumble:
      return {zero, zero, one, zero, one, zero, zero};
    case ObjectiveKind::Power:
      return {zero, zero, zero, zero, zero, one, zero};
    case ObjectiveKind::Mix:
      break;
  }
  return {one, one, Fraction{1, 3}, Fraction{1, 2}, one, Fraction{1, 6}, Fraction{3, 1}};
}

namespace {

constexpr int kMaxHearts = 60;  // the reroll search is exact for every heart a player has
constexpr int kMaxCount = 99;
constexpr int kMaxTokens = 20;

constexpr std::string_view kTopFields[] = {"format", "game",     "name",      "title",
                                           "notes",  "rules",    "players",   "market",
                                           "turn",   "variants", "objective", "expect"};
constexpr std::string_view kAttackVariants[] = {"one", "all"};
constexpr std::string_view kIconVariants[] = {"fixed", "random"};

class Reader : public scenario::JsonReader {
 public:
  explicit Reader(const std::string& file) : JsonReader(file) {}

  Scenario read(const json& v) {
    const Path root = Path::root();
    if (!v.is_object()) fail_type(root, "an object", v);
    // Cells are [column, row] by dice numbers: the envelope's hex coordinate systems do not
    // apply, so `coordinates` is refused rather than silently ignored.
    if (v.contains("coordinates")) {
      fail(root.field("coordinates"),
           "a Grumblestone board is addressed [column, row] by die numbers 1..6; leave out "
           "\"coordinates\"");
    }
    const json& top = require_object(v, root, kTopFields);
    json envelope = json::object();
    for (std::string_view k : scenario::kEnvelopeFields) {
      if (const json* f = find_field(top, k)) envelope[std::string(k)] = *f;
    }
    envelope["coordinates"] = "axial";
    s_.envelope = read_envelope(envelope, root, "grumblestone", kRuleSetNames);
    if (const json* x = find_field(top, "variants")) read_variants(*x, root.field("variants"));
    read_players(required(top, root, "players"), root.field("players"));
    if (const json* m = find_field(top, "market")) read_market(*m, root.field("market"));
    read_turn(required(top, root, "turn"), root.field("turn"));
    s_.weights = preset_weights(s_.objective);
    if (const json* o = find_field(top, "objective")) read_objective(*o, root.field("objective"));
    if (const json* e = find_field(top, "expect")) read_expect(*e, root.field("expect"));
    s_.path = file();
    return std::move(s_);
  }

 private:
  Fraction get_fraction(const json& v, const Path& at) const {
    Fraction f;
    if (v.is_number_integer()) return Fraction{get_int_in(v, at, -1000000, 1000000), 1};
    if (!v.is_string() || !odds::parse_fraction(v.get<std::string>(), f) || f.den > 1000 ||
        f.num > 1000000 || f.num < -1000000) {
      fail(at,
           "expected an exact fraction such as \"7/12\" or an integer (denominator at most "
           "1000, numerator at most 1000000 either way), got " +
               describe_value(v));
    }
    return f;
  }
  // An expected value: any exact fraction `solve` prints, of any size, so that
  // `check --update` can always read back what it wrote.
  odds::Rational get_value(const json& v, const Path& at) const {
    odds::Rational f;
    if (v.is_number_integer()) return odds::Rational(get_int(v, at));
    if (!v.is_string() || !odds::parse_rational(v.get<std::string>(), f)) {
      fail(at,
           "expected an exact fraction such as \"7/12\" or an integer, got " + describe_value(v));
    }
    return f;
  }
  static std::string describe_value(const json& v) {
    return v.is_string() ? quote(v.get<std::string>()) : scenario::describe(v);
  }
  // A cell [column, row], each 1..6, as 0-based.
  std::pair<int, int> get_cell(const json& v, const Path& at) const {
    if (!v.is_array() || v.size() != 2) fail_type(at, "a cell [column, row]", v);
    return {get_int_in(v[0], at.item(0), 1, kSide) - 1, get_int_in(v[1], at.item(1), 1, kSide) - 1};
  }
  Icon icon_char(char ch, bool tile, const Path& at) const {
    if (tile && ch == '_') return Icon::None;
    for (int i = 1; i < kIconKinds; ++i) {
      if (kIconChars[i] == ch) return static_cast<Icon>(i);
    }
    if (!tile && ch == '.') return Icon::None;
    fail(at, std::string("unknown icon ") + quote(std::string(1, ch)) +
                 (tile ? "; tile rows use A (attack), H (heal), S (shield), G (grumble), _ (a "
                         "cell without icon) and . (not part of the tile)"
                       : "; board rows use A (attack), H (heal), S (shield), G (grumble) and . "
                         "(no icon)"));
  }
  // Tile rows as written: at most 6 of at most 6 characters; the cells of the tile.
  TileCells read_rows(const json& v, const Path& at) const {
    require_list(v, at);
    if (v.empty() || v.size() > kSide) fail(at, "a tile has 1 to 6 rows");
    TileCells cells;
    for (std::size_t r = 0; r < v.size(); ++r) {
      const std::string& row = get_string(v[r], at.item(r));
      if (row.size() > kSide) fail(at.item(r), "a tile row has at most 6 characters");
      for (std::size_t c = 0; c < row.size(); ++c) {
        if (row[c] == '.') continue;
        cells.push_back({static_cast<std::int8_t>(c), static_cast<std::int8_t>(r),
                         icon_char(row[c], true, at.item(r))});
      }
    }
    if (cells.empty()) fail(at, "a tile needs at least one cell (a character other than .)");
    return cells;
  }

  void read_variants(const json& v, const Path& at) {
    const json& o = require_object(v, at, {"attack", "icons"});
    if (const json* a = find_field(o, "attack")) {
      s_.attack_all = get_name(*a, at.field("attack"), "attack variant", kAttackVariants) == 1;
    }
    if (const json* i = find_field(o, "icons")) {
      s_.random_icons = get_name(*i, at.field("icons"), "icon variant", kIconVariants) == 1;
    }
  }

  void read_players(const json& v, const Path& at) {
    require_list(v, at);
    if (v.size() < 2 || v.size() > 8) fail(at, "a game has 2 to 8 players");
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path p_at = at.item(i);
      const json& o = require_object(
          v[i], p_at, {"id", "golem", "hearts", "grumble", "shield", "tokens", "board", "power"});
      Player p;
      p.id = get_nonempty_string(required(o, p_at, "id"), p_at.field("id"));
      for (const Player& q : s_.players) {
        if (q.id == p.id) fail(p_at.field("id"), "player " + quote(p.id) + " is listed twice");
      }
      p.golem =
          get_enum<Golem>(required(o, p_at, "golem"), p_at.field("golem"), "golem", kGolemNames);
      p.hearts = get_int_in(required(o, p_at, "hearts"), p_at.field("hearts"), 0, kMaxHearts);
      if (const json* g = find_field(o, "grumble")) {
        p.grumble = get_int_in(*g, p_at.field("grumble"), 0, kMaxCount);
      }
      if (const json* s = find_field(o, "shield")) {
        p.shield = get_int_in(*s, p_at.field("shield"), 0, kMaxCount);
      }
      if (const json* t = find_field(o, "tokens")) {
        const Path t_at = p_at.field("tokens");
        const json& tk = require_object(*t, t_at, {"attack", "shield"});
        if (const json* a = find_field(tk, "attack")) {
          p.attack_tokens = get_int_in(*a, t_at.field("attack"), 0, kMaxTokens);
        }
        if (const json* s = find_field(tk, "shield")) {
          p.shield_tokens = get_int_in(*s, t_at.field("shield"), 0, kMaxTokens);
        }
      }
      if (const json* b = find_field(o, "board")) read_board(*b, p_at.field("board"), p);
      if (const json* w = find_field(o, "power")) {
        const Path w_at = p_at.field("power");
        const auto written = get_enum<Power>(*w, w_at, "power", kPowerNames);
        if (p.has_board && written != p.power) {
          fail(w_at, "the board's tiles give " + quote(std::string(kPowerNames[int(p.power)])) +
                         ", not " + quote(std::string(kPowerNames[int(written)])));
        }
        p.power = written;
      }
      s_.players.push_back(std::move(p));
    }
  }

  void read_board(const json& v, const Path& at, Player& p) const {
    const json& o = require_object(v, at, {"icons", "tiles"});
    const Path i_at = at.field("icons");
    const json& icons = required(o, at, "icons");
    require_list(icons, i_at);
    if (icons.size() != kSide) fail(i_at, "a golem board has 6 rows of 6 icons");
    for (std::size_t r = 0; r < kSide; ++r) {
      const std::string& row = get_string(icons[r], i_at.item(r));
      if (row.size() != kSide) fail(i_at.item(r), "a board row has 6 characters");
      for (std::size_t c = 0; c < kSide; ++c) {
        p.printed[r * kSide + c] = icon_char(row[c], false, i_at.item(r));
      }
    }
    p.has_board = true;
    std::array<int, kCells> owner;
    owner.fill(-1);
    if (const json* t = find_field(o, "tiles")) {
      const Path t_at = at.field("tiles");
      require_list(*t, t_at);
      for (std::size_t k = 0; k < t->size(); ++k) {
        const Path k_at = t_at.item(k);
        const json& tile = require_object((*t)[k], k_at, {"id", "at", "rows"});
        PlacedTile pt;
        pt.id = "tile " + std::to_string(k + 1);
        if (const json* id = find_field(tile, "id"))
          pt.id = get_nonempty_string(*id, k_at.field("id"));
        const auto [c0, r0] = get_cell(required(tile, k_at, "at"), k_at.field("at"));
        for (TileCell c : read_rows(required(tile, k_at, "rows"), k_at.field("rows"))) {
          const int col = c0 + c.col, row = r0 + c.row;
          if (col >= kSide || row >= kSide) {
            fail(k_at, "the tile leaves the 6x6 board at " + cell_text(col, row));
          }
          int& o2 = owner[row * kSide + col];
          if (o2 >= 0) {
            fail(k_at, "the tile covers " + cell_text(col, row) + ", already under " +
                           t_at.item(static_cast<std::size_t>(o2)).str());
          }
          o2 = static_cast<int>(k);
          pt.cells.push_back(
              {static_cast<std::int8_t>(col), static_cast<std::int8_t>(row), c.icon});
        }
        std::sort(pt.cells.begin(), pt.cells.end());
        p.tiles.push_back(std::move(pt));
      }
    }
    p.power = power_of(p.tiles);
  }

  void read_market(const json& v, const Path& at) {
    const json& o = require_object(v, at, {"slots", "token_prices"});
    if (const json* sl = find_field(o, "slots")) {
      const Path s_at = at.field("slots");
      require_list(*sl, s_at);
      if (sl->size() > 6) fail(s_at, "a market has at most 6 slots");
      for (std::size_t i = 0; i < sl->size(); ++i) {
        const Path i_at = s_at.item(i);
        const json& slot = require_object((*sl)[i], i_at, {"cost", "tile"});
        Slot s;
        s.cost = get_int_in(required(slot, i_at, "cost"), i_at.field("cost"), 0, kMaxCount);
        const Path t_at = i_at.field("tile");
        const json& tile = require_object(required(slot, i_at, "tile"), t_at, {"name", "rows"});
        s.tile_name = "slot " + std::to_string(i + 1);
        if (const json* n = find_field(tile, "name"))
          s.tile_name = get_nonempty_string(*n, t_at.field("name"));
        s.shape = read_rows(required(tile, t_at, "rows"), t_at.field("rows"));
        s_.market.slots.push_back(std::move(s));
      }
    }
    if (const json* tp = find_field(o, "token_prices")) {
      const Path p_at = at.field("token_prices");
      const json& prices = require_object(*tp, p_at, {"attack", "shield"});
      if (const json* a = find_field(prices, "attack")) {
        s_.market.attack_token_price = get_int_in(*a, p_at.field("attack"), 0, kMaxCount);
      }
      if (const json* s = find_field(prices, "shield")) {
        s_.market.shield_token_price = get_int_in(*s, p_at.field("shield"), 0, kMaxCount);
      }
    }
  }

  const Player* find_player(std::string_view id) const {
    for (const Player& p : s_.players) {
      if (p.id == id) return &p;
    }
    return nullptr;
  }

  void read_turn(const json& v, const Path& at) {
    const json& o = require_object(v, at, {"player", "dice", "blocked"});
    const Path p_at = at.field("player");
    const std::string& id = get_nonempty_string(required(o, at, "player"), p_at);
    const Player* me = find_player(id);
    if (me == nullptr) fail(p_at, "no player has the id " + quote(id));
    s_.acting = static_cast<std::size_t>(me - s_.players.data());
    if (!me->has_board) fail(p_at, "the acting player needs a \"board\"");
    if (me->hearts < 1) fail(p_at, "player " + quote(id) + " has 0 hearts: eliminated, no turn");
    const bool blue = me->golem == Golem::Frostbite && me->power != Power::None;
    const Path d_at = at.field("dice");
    const json& dice = required(o, at, "dice");
    require_list(dice, d_at);
    const std::size_t want = blue ? 3 : 2;
    if (dice.size() != want) {
      fail(d_at, blue ? "Frostbite with its power rolls 3 dice (two white, then the light-blue one)"
                      : "the acting player rolls 2 dice");
    }
    for (std::size_t i = 0; i < dice.size(); ++i) {
      s_.dice.push_back(get_int_in(dice[i], d_at.item(i), 1, kSide));
    }
    if (const json* b = find_field(o, "blocked")) {
      const Path b_at = at.field("blocked");
      require_list(*b, b_at);
      for (std::size_t i = 0; i < b->size(); ++i) {
        const Path i_at = b_at.item(i);
        const json& x = require_object((*b)[i], i_at, {"number", "by"});
        Blocked bl;
        bl.number = get_int_in(required(x, i_at, "number"), i_at.field("number"), 1, kSide);
        bl.by = get_nonempty_string(required(x, i_at, "by"), i_at.field("by"));
        const Player* f = find_player(bl.by);
        if (f == nullptr) fail(i_at.field("by"), "no player has the id " + quote(bl.by));
        if (f == me) fail(i_at.field("by"), "a player's own light-blue die blocks only the others");
        if (f->golem != Golem::Frostbite || f->power == Power::None) {
          fail(i_at.field("by"), "only a Frostbite with its power blocks a number");
        }
        s_.blocked.push_back(bl);
      }
    }
  }

  void read_objective(const json& v, const Path& at) {
    if (v.is_string()) {
      s_.objective = get_enum<ObjectiveKind>(v, at, "objective", kObjectiveNames);
      s_.weights = preset_weights(s_.objective);
      return;
    }
    const json& o = require_object(v, at, {"kind", "weights"});
    if (const json* k = find_field(o, "kind")) {
      s_.objective = get_enum<ObjectiveKind>(*k, at.field("kind"), "objective", kObjectiveNames);
    }
    s_.weights = preset_weights(s_.objective);
    if (const json* w = find_field(o, "weights")) {
      const Path w_at = at.field("weights");
      const json& ws = require_object(
          *w, w_at, {"damage", "hearts", "grumble", "shield", "yield", "progress", "elimination"});
      const auto set = [&](const char* key, Fraction& f) {
        if (const json* x = find_field(ws, key)) f = get_fraction(*x, w_at.field(key));
      };
      set("damage", s_.weights.damage);
      set("hearts", s_.weights.hearts);
      set("grumble", s_.weights.grumble);
      set("shield", s_.weights.shield);
      set("yield", s_.weights.yield);
      set("progress", s_.weights.progress);
      set("elimination", s_.weights.elimination);
    }
  }

  // One first action as `expect` writes it, to its canonical text.
  ExpectedAction read_action(const json& v, const Path& at, bool with_value) const {
    const json& o = require_object(
        v, at,
        {"action", "column", "row", "rows", "columns", "die", "blue", "to", "free", "value"});
    static constexpr std::string_view kKinds[] = {"assign", "reroll", "shift"};
    const std::size_t kind =
        get_name(required(o, at, "action"), at.field("action"), "action", kKinds);
    ExpectedAction a;
    const auto line = [&](const char* key) {
      return get_int_in(required(o, at, key), at.field(key), 1, kSide);
    };
    if (kind == 0) {
      const json* rows = find_field(o, "rows");
      const json* cols = find_field(o, "columns");
      const json* column = find_field(o, "column");
      const json* row = find_field(o, "row");
      if (rows == nullptr && cols == nullptr && (column == nullptr || row == nullptr)) {
        // One die blocked: a single line; both blocked: nothing.
        a.text = column != nullptr ? "assign column " + std::to_string(line("column"))
                 : row != nullptr  ? "assign row " + std::to_string(line("row"))
                                   : "assign nothing";
      } else if (rows != nullptr || cols != nullptr) {
        const char* key = rows != nullptr ? "rows" : "columns";
        const json& l = rows != nullptr ? *rows : *cols;
        if (!l.is_array() || l.size() != 2) fail_type(at.field(key), "a list of two numbers", l);
        int x = get_int_in(l[0], at.field(key).item(0), 1, kSide);
        int y = get_int_in(l[1], at.field(key).item(1), 1, kSide);
        if (x > y) std::swap(x, y);
        a.text = std::string("assign ") + key + " " + std::to_string(x) + " + " + std::to_string(y);
      } else {
        a.text = "assign column " + std::to_string(line("column")) + " + row " +
                 std::to_string(line("row"));
      }
    } else {
      bool blue = false;
      if (const json* b = find_field(o, "blue")) blue = get_bool(*b, at.field("blue"));
      a.text = std::string(kind == 1 ? "reroll " : "shift ") + (blue ? "light-blue " : "") +
               std::to_string(line("die"));
      if (kind == 2) a.text += " to " + std::to_string(line("to"));
      if (const json* f = find_field(o, "free"); f != nullptr && get_bool(*f, at.field("free"))) {
        a.text += " free";
      }
    }
    if (const json* x = find_field(o, "value")) {
      a.value = get_value(*x, at.field("value"));
    } else if (with_value) {
      fail(at, "an entry of \"actions\" gives its \"value\"");
    }
    return a;
  }

  void read_expect(const json& v, const Path& at) {
    if (!v.is_object()) fail_type(at, "an object (rule set -> expectation)", v);
    for (const auto& [key, e] : v.items()) {
      const Path r_at = at.field(key);
      const auto rs = parse_rule_set(key);
      if (!rs)
        fail(r_at, "unknown rule set " + quote(key) + "; " + scenario::one_of(kRuleSetNames));
      const json& o = require_object(e, r_at,
                                     {"value", "best", "actions", "absent", "target", "boost",
                                      "damage", "buy", "placements", "power_after", "laid"});
      Expectation x;
      if (const json* f = find_field(o, "value")) x.value = get_value(*f, r_at.field("value"));
      if (const json* b = find_field(o, "best")) {
        require_list(*b, r_at.field("best"));
        x.best.emplace();
        for (std::size_t i = 0; i < b->size(); ++i) {
          x.best->push_back(read_action((*b)[i], r_at.field("best").item(i), false));
        }
      }
      if (const json* b = find_field(o, "actions")) {
        require_list(*b, r_at.field("actions"));
        for (std::size_t i = 0; i < b->size(); ++i) {
          x.actions.push_back(read_action((*b)[i], r_at.field("actions").item(i), true));
        }
      }
      if (const json* b = find_field(o, "absent")) {
        // First actions that must not exist (no value).
        require_list(*b, r_at.field("absent"));
        for (std::size_t i = 0; i < b->size(); ++i) {
          if ((*b)[i].is_object() && (*b)[i].contains("value")) {
            fail(r_at.field("absent").item(i).field("value"), "an absent action has no value");
          }
          ExpectedAction a = read_action((*b)[i], r_at.field("absent").item(i), false);
          a.written = (*b)[i];
          x.absent.push_back(std::move(a));
        }
      }
      if (const json* t = find_field(o, "target")) {
        // null: no target; an id; or a list of ids (the attack-all variant hits several).
        const Path t_at = r_at.field("target");
        x.target.emplace();
        const auto add = [&](const json& id, const Path& at) {
          const std::string& p = get_nonempty_string(id, at);
          if (find_player(p) == nullptr) fail(at, "no player has the id " + quote(p));
          if (std::find(x.target->begin(), x.target->end(), p) != x.target->end()) {
            fail(at, "player " + quote(p) + " is listed twice");
          }
          x.target->push_back(p);
        };
        if (t->is_array()) {
          if (t->empty()) fail(t_at, "a list of targets names at least one (null: none)");
          for (std::size_t i = 0; i < t->size(); ++i) add((*t)[i], t_at.item(i));
        } else if (!t->is_null()) {
          add(*t, t_at);
        }
        std::sort(x.target->begin(), x.target->end());
      }
      if (const json* b = find_field(o, "boost"))
        x.boost = get_int_in(*b, r_at.field("boost"), 0, 3);
      if (const json* d = find_field(o, "damage")) {
        x.damage = get_int_in(*d, r_at.field("damage"), 0, 1000);
      }
      if (const json* b = find_field(o, "buy")) read_buy(*b, r_at.field("buy"), x);
      if (const json* p = find_field(o, "placements")) {
        for (auto& pl : read_placements(*p, r_at.field("placements"))) {
          x.placements[pl.slot].push_back(std::move(pl));
        }
      }
      if (const json* l = find_field(o, "laid")) x.laid = read_placements(*l, r_at.field("laid"));
      if (const json* p = find_field(o, "power_after")) {
        x.power_after = kPowerNames[get_name(*p, r_at.field("power_after"), "power", kPowerNames)];
      }
      s_.expect[*rs] = std::move(x);
    }
  }

  void read_buy(const json& v, const Path& at, Expectation& x) const {
    const json& o = require_object(v, at, {"slots", "attack_tokens", "shield_tokens"});
    if (const json* s = find_field(o, "slots")) {
      require_list(*s, at.field("slots"));
      x.buy_slots.emplace();
      for (std::size_t i = 0; i < s->size(); ++i) {
        const int n = get_int_in((*s)[i], at.field("slots").item(i), 1,
                                 std::max<int>(1, static_cast<int>(s_.market.slots.size())));
        if (s_.market.slots.empty()) fail(at.field("slots").item(i), "the market has no slots");
        x.buy_slots->push_back(n - 1);
      }
      std::sort(x.buy_slots->begin(), x.buy_slots->end());
    }
    if (const json* a = find_field(o, "attack_tokens")) {
      x.attack_tokens = get_int_in(*a, at.field("attack_tokens"), 0, kMaxCount);
    }
    if (const json* s = find_field(o, "shield_tokens")) {
      x.shield_tokens = get_int_in(*s, at.field("shield_tokens"), 0, kMaxCount);
    }
  }

  // Placements: {"slot", "cells", "icons"}, or {"slot", "discard": true} for a tile bought
  // and discarded rather than laid.
  std::vector<ExpectedPlacement> read_placements(const json& v, const Path& at) const {
    require_list(v, at);
    std::vector<ExpectedPlacement> out;
    for (std::size_t i = 0; i < v.size(); ++i) {
      const Path i_at = at.item(i);
      const json& o = require_object(v[i], i_at, {"slot", "cells", "icons", "discard"});
      const int slots = static_cast<int>(s_.market.slots.size());
      if (slots == 0) fail(i_at, "the market has no slots");
      ExpectedPlacement p;
      p.slot = get_int_in(required(o, i_at, "slot"), i_at.field("slot"), 1, slots) - 1;
      if (const json* d = find_field(o, "discard")) {
        if (!get_bool(*d, i_at.field("discard"))) {
          fail(i_at.field("discard"), "write \"discard\": true, or the tile's cells and icons");
        }
        if (find_field(o, "cells") != nullptr || find_field(o, "icons") != nullptr) {
          fail(i_at, "a discarded tile has no cells or icons");
        }
        p.discard = true;
        out.push_back(std::move(p));
        continue;
      }
      const Path c_at = i_at.field("cells");
      const json& cells = required(o, i_at, "cells");
      require_list(cells, c_at);
      const std::string& icons = get_string(required(o, i_at, "icons"), i_at.field("icons"));
      if (icons.size() != cells.size()) {
        fail(i_at.field("icons"), "one icon character per cell: " + std::to_string(cells.size()) +
                                      " cells, " + std::to_string(icons.size()) + " icons");
      }
      for (std::size_t k = 0; k < cells.size(); ++k) {
        const auto [c, r] = get_cell(cells[k], c_at.item(k));
        p.cells.push_back({static_cast<std::int8_t>(c), static_cast<std::int8_t>(r),
                           icon_char(icons[k], true, i_at.field("icons"))});
      }
      std::sort(p.cells.begin(), p.cells.end());
      out.push_back(std::move(p));
    }
    return out;
  }

  Scenario s_;
};

}  // namespace

Scenario read_scenario(const nlohmann::json& root, const std::string& file) {
  return Reader(file).read(root);
}

}  // namespace arbiter::grumblestone
