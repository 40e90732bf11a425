// libFuzzer target for the loaders and solvers of the games other than the Gloomhaven turn
// (solver_fuzz has that): the input bytes choose a game (Heroscape, Arcadia Quest,
// Grumblestone, a Gloomhaven round) and build a small position of it, field by field, with
// values around the edges of what the loader accepts (zero, negative, the limits and past
// them). The position is written as a format-1 file and loaded as the command line loads it
// (games::load_text); a file the loader refuses must raise ScenarioError, a file it accepts
// is solved (text and JSON), drawn, checked against its own `expect` and linted, each under a
// time limit (pathing::deadline). Any other exception, a sanitizer report or a solve past the
// limit is how the fuzzer reports a bug.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "pathing/deadline.hpp"
#include "solver/games/games.hpp"
#include "solver/scenario/json_reader.hpp"

namespace {

using nlohmann::json;

// Reads the fuzzer's bytes in order; past the end every read is 0.
class Bytes {
 public:
  Bytes(const std::uint8_t* d, std::size_t n) : d_(d), n_(n) {}
  unsigned next() { return i_ < n_ ? d_[i_++] : 0u; }
  int in(int lo, int hi) {
    return lo + static_cast<int>(next() % static_cast<unsigned>(hi - lo + 1));
  }
  bool coin() { return (next() & 1u) != 0; }
  // Mostly in [lo, hi]; sometimes just outside it, or far outside, to reach the refusals.
  int around(int lo, int hi) {
    switch (next() % 48) {
      case 0:
        return lo - 1;
      case 1:
        return hi + 1;
      case 2:
        return 1 << 20;
      default:
        return in(lo, hi);
    }
  }
  template <std::size_t N>
  const char* pick(const char* const (&names)[N]) {
    return names[next() % N];
  }

 private:
  const std::uint8_t* d_;
  std::size_t n_;
  std::size_t i_ = 0;
};

// Seconds a solve of a position this small may take even under the sanitizers.
constexpr double kSolveSeconds = 5.0;

json heroscape(Bytes& in) {
  const int w = in.in(1, 7), h = in.in(1, 7);
  json levels = json::object(), terrain = json::object(), obstacles = json::array(),
       glyphs = json::array();
  for (int i = in.in(0, 8); i > 0; --i)
    levels[std::to_string(in.in(0, 14))].push_back({in.in(0, w - 1), in.in(0, h - 1)});
  const char* kinds[] = {"water", "road", "rock", "lava-field"};
  for (int i = in.in(0, 4); i > 0; --i)
    terrain[in.pick(kinds)].push_back({in.in(0, w - 1), in.in(0, h - 1)});
  const char* obstacle_kinds[] = {"ruin", "wall", "tree"};
  for (int i = in.in(0, 3); i > 0; --i) {
    json o = {{"kind", in.pick(obstacle_kinds)}, {"height", in.around(1, 12)}};
    const int c = in.in(0, w - 1), r = in.in(0, h - 1);
    if (in.coin()) {
      o["hex"] = {c, r};
    } else {
      o["edge"] = {{c, r}, {c + 1, r}};
    }
    obstacles.push_back(o);
  }
  for (int i = in.in(0, 2); i > 0; --i) glyphs.push_back({in.in(0, w - 1), in.in(0, h - 1)});
  json figures = json::array();
  const int n = in.in(1, 6);
  for (int i = 0; i < n; ++i) {
    const int c = in.in(0, w - 1), r = in.in(0, h - 1);
    json hexes = {{c, r}};
    if (in.in(0, 5) == 0) hexes.push_back({c + 1, r});
    json f = {{"id", "F" + std::to_string(i)},
              {"side", in.coin() ? "red" : (in.coin() ? "blue" : "green")},
              {"hexes", hexes},
              {"height", in.around(1, 8)},
              {"move", in.around(0, 8)},
              {"range", in.around(1, 8)},
              {"attack", in.around(0, 6)},
              {"defense", in.around(0, 6)},
              {"life", in.around(1, 6)}};
    if (in.coin()) f["wounds"] = in.in(0, 3);
    if (in.in(0, 3) == 0) f["traits"] = {"flying"};
    figures.push_back(f);
  }
  const char* objectives[] = {"net", "damage", "safety"};
  json top = {{"format", 1},
              {"game", "heroscape"},
              {"name", "fuzz"},
              {"coordinates", in.coin() ? "even-q" : "odd-r"},
              {"map",
               {{"hexes", {{"columns", w}, {"rows", h}}},
                {"levels", levels},
                {"terrain", terrain},
                {"obstacles", obstacles},
                {"glyphs", glyphs}}},
              {"figures", figures},
              {"turn", {{"figure", "F0"}, {"objective", in.pick(objectives)}}}};
  if (in.coin()) top["rules"] = in.coin() ? "heroscape-seed" : "heroscape-3dice";
  return top;
}

json arcadia(Bytes& in) {
  const int w = in.in(1, 6), h = in.in(1, 6);
  const auto cell = [&] { return json::array({in.in(0, w - 1), in.in(0, h - 1)}); };
  json board = {{"cells", {{"columns", w}, {"rows", h}}}};
  for (int i = in.in(0, 2); i > 0; --i) board["blocked"].push_back(cell());
  for (int i = in.in(0, 2); i > 0; --i) {
    const int x = in.in(0, w - 1), y = in.in(0, h - 1);
    board[in.coin() ? "walls" : "doors"].push_back({{x, y}, {x + 1, y}});
  }
  const int faces = in.around(5, 8);
  json dice = {
      {"attack",
       {{"faces", faces}, {"melee", in.in(0, 3)}, {"ranged", in.in(0, 3)}, {"crit", in.in(0, 2)}}},
      {"defense", {{"faces", in.around(5, 8)}, {"shield", in.in(0, 3)}, {"crit", in.in(0, 2)}}}};
  const bool respawn = in.coin();
  if (respawn) dice["black"] = {{"faces", in.around(1, 6)}};
  const int players = in.in(1, 4);
  json player_names = json::array();
  for (int p = 0; p < players; ++p) player_names.push_back("p" + std::to_string(p));
  json heroes = json::array();
  for (int i = in.in(1, 4); i > 0; --i) {
    json attacks = json::array();
    for (int k = in.in(0, 3); k > 0; --k)
      attacks.push_back({{"name", "c" + std::to_string(k)},
                         {"kind", in.coin() ? "melee" : "ranged"},
                         {"dice", in.around(1, 5)}});
    heroes.push_back({{"id", "H" + std::to_string(i)},
                      {"player", "p" + std::to_string(in.in(0, players - 1))},
                      {"cell", cell()},
                      {"hp", in.around(1, 8)},
                      {"defense", in.around(0, 4)},
                      {"attacks", attacks}});
  }
  json monsters = json::array();
  for (int i = in.in(0, 5); i > 0; --i) {
    json m = {{"id", "M" + std::to_string(i)},
              {"cell", cell()},
              {"hp", in.around(1, 8)},
              {"move", in.around(0, 4)},
              {"attack", {{"kind", in.coin() ? "melee" : "ranged"}, {"dice", in.around(1, 5)}}},
              {"defense", in.around(0, 4)},
              {"overkill", in.around(1, 6)},
              {"coins", in.in(0, 3)}};
    if (in.in(0, 3) == 0) m["villain"] = true;
    monsters.push_back(m);
  }
  const char* objectives[] = {"net", "kill", "damage", "safety", "coins"};
  json top = {{"format", 1},
              {"game", "arcadia-quest"},
              {"name", "fuzz"},
              {"coordinates", "square"},
              {"board", board},
              {"dice", dice},
              {"players", player_names},
              {"heroes", heroes},
              {"monsters", monsters},
              {"turn",
               {{"hero", "H" + std::to_string(in.in(1, 4))},
                {"move", in.around(0, 4)},
                {"objective", in.pick(objectives)}}}};
  if (respawn) {
    json tokens = json::array();
    for (int i = in.in(0, 3); i > 0; --i)
      tokens.push_back({{"cell", cell()}, {"roll", {in.in(1, 6), in.in(1, 6)}}});
    json graveyard = json::array();
    for (int i = in.in(0, 3); i > 0; --i) graveyard.push_back("G" + std::to_string(i));
    top["respawn"] = {{"tokens", tokens}, {"graveyard", graveyard}};
    top["rules"] = "arcadia-quest-respawn";
  }
  return top;
}

json grumblestone(Bytes& in) {
  const char* golems[] = {"amber", "cyclonia", "crumbleclad", "frostbite", "rockbottom"};
  const char icons[] = {'.', 'A', 'H', 'S', 'G'};
  json players = json::array();
  const int n = in.in(2, 4);
  for (int i = 0; i < n; ++i) {
    json p = {
        {"id", "P" + std::to_string(i)}, {"golem", in.pick(golems)}, {"hearts", in.around(0, 12)}};
    if (in.coin()) p["grumble"] = in.around(0, 12);
    if (in.coin()) p["shield"] = in.in(0, 4);
    if (i == 0 || in.coin()) {
      json rows = json::array();
      for (int r = 0; r < 6; ++r) {
        std::string row;
        for (int c = 0; c < 6; ++c) row += icons[in.next() % 5];
        rows.push_back(row);
      }
      p["board"] = {{"icons", rows}};
    }
    players.push_back(p);
  }
  json slots = json::array();
  const char* shapes[][2] = {{"A", ""}, {"HS", ""}, {"G.", "A_"}, {"AHS", ""}};
  for (int i = in.in(0, 4); i > 0; --i) {
    const auto& s = shapes[in.next() % 4];
    json rows = {s[0]};
    if (s[1][0] != '\0') rows.push_back(s[1]);
    slots.push_back({{"cost", in.around(0, 6)}, {"tile", {{"rows", rows}}}});
  }
  json dice = {in.around(1, 6), in.around(1, 6)};
  if (in.in(0, 3) == 0) dice.push_back(in.in(1, 6));
  const char* objectives[] = {"mix", "damage", "hearts", "grumble"};
  return {
      {"format", 1},
      {"game", "grumblestone"},
      {"name", "fuzz"},
      {"players", players},
      {"market",
       {{"slots", slots}, {"token_prices", {{"attack", in.in(0, 3)}, {"shield", in.in(0, 3)}}}}},
      {"turn", {{"player", "P0"}, {"dice", dice}}},
      {"objective", in.pick(objectives)}};
}

json round(Bytes& in) {
  const int w = in.in(2, 7), h = in.in(2, 7);
  json types = json::object();
  const int ntypes = in.in(1, 3);
  for (int t = 0; t < ntypes; ++t) {
    json actions = json::array();
    for (int k = in.in(0, 3); k > 0; --k) {
      switch (in.next() % 5) {
        case 0:
          actions.push_back({{"move", in.coin() ? "+1" : "-1"}});
          break;
        case 1: {
          json a = {{"attack", "+0"}};
          if (in.coin()) a["range"] = in.around(0, 20);
          if (in.coin()) a["targets"] = in.in(1, 3);
          if (in.in(0, 3) == 0) a["push"] = in.in(1, 3);
          actions.push_back(a);
          break;
        }
        case 2:
          actions.push_back({{"heal", in.in(0, 3)}, {"range", in.around(0, 20)}});
          break;
        case 3:
          actions.push_back({{"shield", in.in(0, 2)}});
          break;
        default:
          actions.push_back({{"loot", in.in(0, 2)}});
      }
    }
    types["T" + std::to_string(t)] = {
        {"normal",
         {{"hp", in.around(1, 8)},
          {"move", in.around(0, 4)},
          {"attack", in.around(0, 4)},
          {"range", in.around(0, 20)}}},
        {"card", {{"initiative", in.around(1, 99)}, {"actions", actions}}}};
  }
  json figures = json::array();
  for (int i = in.in(1, 5); i > 0; --i) {
    const int t = in.in(0, ntypes - 1);
    figures.push_back({{"id", "M" + std::to_string(i)},
                       {"side", "monsters"},
                       {"kind", "monster"},
                       {"hex", {in.in(0, w - 1), in.in(0, h - 1)}},
                       {"type", "T" + std::to_string(t)},
                       {"rank", "normal"},
                       {"standee", i}});
  }
  for (int i = in.in(1, 3); i > 0; --i)
    figures.push_back({{"id", "C" + std::to_string(i)},
                       {"side", "players"},
                       {"kind", "character"},
                       {"hex", {in.in(0, w - 1), in.in(0, h - 1)}},
                       {"initiative", in.in(1, 99)}});
  json terrain = json::object();
  const char* kinds[] = {"wall", "obstacle", "trap", "hazardous", "difficult"};
  for (int i = in.in(0, 4); i > 0; --i)
    terrain[in.pick(kinds)].push_back({in.in(0, w - 1), in.in(0, h - 1)});
  return {{"format", 1},
          {"game", "gloomhaven"},
          {"name", "fuzz"},
          {"coordinates", "even-q"},
          {"map", {{"hexes", {{"columns", w}, {"rows", h}}}, {"terrain", terrain}}},
          {"monster_types", types},
          {"figures", figures},
          {"round", json::object()}};
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  json file;
  switch (in.next() % 4) {
    case 0:
      file = heroscape(in);
      break;
    case 1:
      file = arcadia(in);
      break;
    case 2:
      file = grumblestone(in);
      break;
    default:
      file = round(in);
  }
  const std::string text = file.dump();
  std::unique_ptr<arbiter::game::LoadedScenario> s;
  try {
    s = arbiter::games::load_text(text, "fuzz.json");
  } catch (const arbiter::scenario::ScenarioError&) {
    return 0;  // refused with a place and a problem: the expected outcome for bad input
  }
  try {
    const arbiter::pathing::deadline::Scope limit(kSolveSeconds);
    arbiter::game::Workspace ws;
    arbiter::game::SolveRequest r;
    r.board = arbiter::game::BoardMode::Always;
    (void)s->solve(r, ws);
    r.json = true;
    (void)s->solve(r, ws);
    (void)s->render_svg(std::nullopt, true, ws);
    for (const auto& rules : s->expected_rule_sets()) (void)s->check(rules, ws);
    (void)s->lint(ws);
  } catch (const arbiter::pathing::deadline::TimeLimitExceeded&) {
    __builtin_trap();  // a position this small never takes seconds
  } catch (const arbiter::scenario::ScenarioError&) {
    // A solve may still refuse a request it cannot honour (a rule set the file lacks).
  }
  return 0;
}
