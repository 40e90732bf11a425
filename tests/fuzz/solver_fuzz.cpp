// libFuzzer target for the Gloomhaven solver: the input bytes are read as a small position
// (a map of at most 8 x 8 hexes with terrain and thin walls, 2 to 10 figures with sides,
// initiatives and conditions, and a random turn: move, movement kind, range, targets, an area
// of effect), written as a format-1 file, loaded, and solved under every rule set with
// decide_turn. A position the loader refuses is skipped (the loader has its own target).
// Each solve runs under a time limit (pathing::deadline): a small map that takes longer is a
// hang the fuzzer reports, like a crash, a sanitizer report or a broken invariant below.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "pathing/deadline.hpp"
#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/gloomhaven/scenario.hpp"

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

 private:
  const std::uint8_t* d_;
  std::size_t n_;
  std::size_t i_ = 0;
};

// Seconds a solve of a position this small may take even under the sanitizers.
constexpr double kSolveSeconds = 5.0;

json position(Bytes& in) {
  const int w = in.in(2, 8), h = in.in(2, 8);
  json terrain = json::object();
  const char* kinds[] = {"wall", "obstacle", "trap", "hazardous", "difficult", "icy"};
  std::vector<std::vector<bool>> used(static_cast<std::size_t>(w),
                                      std::vector<bool>(static_cast<std::size_t>(h)));
  const int cells = in.in(0, w * h / 2);
  for (int i = 0; i < cells; ++i) {
    const int c = in.in(0, w - 1), r = in.in(0, h - 1);
    if (used[c][r]) continue;
    used[c][r] = true;
    terrain[kinds[in.in(0, 5)]].push_back({c, r});
  }
  json thin = json::array();
  for (int i = in.in(0, 3); i > 0; --i) {
    const int c = in.in(0, w - 2), r = in.in(0, h - 1);
    thin.push_back({{c, r}, {c + 1, r}});  // neighbours in every offset system
  }
  json figures = json::array();
  const int n = in.in(2, 10);
  const char* conditions[] = {"invisible", "muddle", "disarm", "immobilize", "poison"};
  for (int i = 0; i < n; ++i) {
    const int c = in.in(0, w - 1), r = in.in(0, h - 1);
    if (used[c][r] && i > 0) continue;  // one figure a hex; walls hold none (loader refuses)
    used[c][r] = true;
    const bool monster = i == 0 || in.next() % 2 == 0;
    json f = {{"id", (monster ? "M" : "C") + std::to_string(i)},
              {"side", monster ? "monsters" : "players"},
              {"kind", monster ? "monster" : "character"},
              {"hex", {c, r}}};
    if (in.next() % 4 != 0) f["initiative"] = in.in(1, 99);
    if (in.next() % 5 == 0) f["conditions"] = {conditions[in.in(0, 4)]};
    if (monster) f["type"] = "T";
    figures.push_back(f);
  }
  json attack = nullptr;
  if (in.next() % 5 != 0) {
    attack = {{"range", in.in(0, 4)}, {"targets", in.in(1, 3)}};
    if (in.next() % 7 == 0) attack["targets"] = "all";
    if (in.next() % 3 == 0) {
      const bool melee = attack["range"] == 0;
      json hexes = json::array();
      if (!melee) hexes.push_back({0, 0});
      for (int i = in.in(1, 4); i > 0; --i) {
        const json o = {in.in(-2, 2), in.in(-2, 2)};
        if (o == json{0, 0}) continue;
        bool dup = false;
        for (const auto& x : hexes) dup = dup || x == o;
        if (!dup) hexes.push_back(o);
      }
      if (!hexes.empty()) attack["aoe"] = {{"melee", melee}, {"hexes", hexes}};
    }
  }
  const char* movements[] = {"normal", "jump", "flying", "teleport"};
  return {{"format", 1},
          {"game", "gloomhaven"},
          {"name", "fuzz"},
          {"coordinates", in.next() % 2 ? "even-q" : "odd-r"},
          {"map",
           {{"hexes", {{"columns", w}, {"rows", h}}}, {"terrain", terrain}, {"thin_walls", thin}}},
          {"figures", figures},
          {"turn",
           {{"figure", figures[0]["id"]},
            {"move", in.in(0, 6)},
            {"movement", movements[in.in(0, 3)]},
            {"attack", attack}}}};
}

// What every decision promises: options on the board, each path from the acting figure's
// hex to its destination, targets among the figures.
void check(const arbiter::gloomhaven::Scenario& s, const arbiter::pathing::Board& b,
           const arbiter::gloomhaven::Decision& d) {
  const auto start = b.find(s.find_figure(s.turn.figure)->hex);
  for (const auto& o : d.options) {
    if (o.destination >= b.size()) __builtin_trap();
    if (o.path.empty() || o.path.front() != *start || o.path.back() != o.destination)
      __builtin_trap();
    for (auto t : o.attack.targets)
      if (t < 0 || static_cast<std::size_t>(t) >= s.figures.size()) __builtin_trap();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  const std::string text = position(in).dump();
  arbiter::gloomhaven::Scenario s;
  try {
    s = arbiter::gloomhaven::parse_scenario(text, "fuzz.json");
  } catch (const arbiter::scenario::ScenarioError&) {
    return 0;  // e.g. a figure on a wall, or a character's turn
  }
  const arbiter::pathing::Board board = arbiter::gloomhaven::build_board(s);
  arbiter::gloomhaven::TurnWorkspace ws;
  for (const auto rules : arbiter::gloomhaven::kAllRuleSets) {
    try {
      const arbiter::pathing::deadline::Scope limit(kSolveSeconds);
      check(
          s, board,
          arbiter::gloomhaven::decide_turn(s, board, arbiter::gloomhaven::profile_for(rules), ws));
    } catch (const arbiter::pathing::deadline::TimeLimitExceeded&) {
      __builtin_trap();  // a hang on a map of at most 64 hexes
    }
  }
  return 0;
}
