// The table of games and the loader's dispatch on `game`: the only file above the games
// that includes a game's folder (scripts/check-includes.py holds it to that).
#include "solver/games/games.hpp"

#include <algorithm>

#include "solver/arcadia/adapter.hpp"
#include "solver/gloomhaven/adapter.hpp"
#include "solver/grumblestone/adapter.hpp"
#include "solver/heroscape/adapter.hpp"
#include "solver/report/output.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::games {
namespace {

using game::Game;

// In the order of scenario::kGames; the first is the game of a file that names none.
std::span<const Game> table() {
  static const Game kAllGames[] = {gloomhaven::game_entry(), heroscape::game_entry(),
                                   arcadia::game_entry(), grumblestone::game_entry()};
  static_assert(std::size(kAllGames) == std::size(scenario::kGames),
                "every game of the format has an implementation");
  return kAllGames;
}

}  // namespace

std::span<const Game> all_games() {
  return table();
}

const Game* find_game(std::string_view name) {
  for (const Game& g : table()) {
    if (g.name == name) return &g;
  }
  return nullptr;
}

const Game* game_of_rule_set(std::string_view rules) {
  for (const Game& g : table()) {
    if (std::find(g.rules.begin(), g.rules.end(), rules) != g.rules.end()) return &g;
  }
  return nullptr;
}

std::string rule_set_list() {
  std::string out;
  for (const Game& g : table()) {
    for (std::string_view r : g.rules) {
      if (!out.empty()) out += ", ";
      out += r;
    }
  }
  return out;
}

nlohmann::ordered_json rule_sets_json() {
  nlohmann::ordered_json games = nlohmann::ordered_json::array();
  for (const Game& g : table()) {
    nlohmann::ordered_json sets = nlohmann::ordered_json::array();
    for (const scenario::RuleSetInfo& r : g.rule_sets) {
      sets.push_back({{"name", r.name}, {"description", r.description}});
    }
    games.push_back({{"game", g.name}, {"default", g.rules.front()}, {"rule_sets", sets}});
  }
  return {{"version", report::kOutputVersion}, {"games", games}};
}

std::string games_that(bool Game::*has) {
  std::string out;
  for (const Game& g : table()) {
    if (!(g.*has)) continue;
    if (!out.empty()) out += " or ";
    out += g.name;
  }
  return out;
}

std::string round_files(bool with_format) {
  std::string out;
  for (const Game& g : table()) {
    if (g.round_files.empty()) continue;
    if (!out.empty()) out += " or ";
    out += g.round_files;
    if (with_format) out += " (" + std::string(g.round_format) + ")";
  }
  return out;
}

const game::Generator* generator() {
  for (const Game& g : table())
    if (g.generator != nullptr) return g.generator;
  return nullptr;
}

const game::LayoutImporter* layout_importer() {
  for (const Game& g : table())
    if (g.layouts != nullptr) return g.layouts;
  return nullptr;
}

const Game& game_of(const nlohmann::json& root) {
  // Only the game is looked at here; everything else, including a missing or unknown game
  // and a top level that is not an object, is the first game's loader to report, with the
  // messages it has always given.
  if (root.is_object()) {
    const auto it = root.find("game");
    if (it != root.end() && it->is_string()) {
      if (const Game* g = find_game(it->get_ref<const std::string&>())) return *g;
    }
  }
  return table()[0];
}

std::unique_ptr<game::LoadedScenario> load_text(std::string_view text, const std::string& file) {
  const nlohmann::json root = scenario::parse_json(text, file);
  return game_of(root).load(root, file);
}

std::unique_ptr<game::LoadedScenario> load_file(const std::string& path) {
  return load_text(scenario::read_file_text(path), scenario::display_name(path));
}

}  // namespace arbiter::games
