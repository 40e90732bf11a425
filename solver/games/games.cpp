// The table of games and the loader's dispatch on `game`.
#include <algorithm>

#include "solver/arcadia/rules.hpp"
#include "solver/games/game.hpp"
#include "solver/gloomhaven/rules.hpp"
#include "solver/grumblestone/rules.hpp"
#include "solver/heroscape/rules.hpp"
#include "solver/report/output.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::games {
namespace {

const Game kAllGames[] = {
    {"gloomhaven", gloomhaven::kRuleSetNames, gloomhaven::kRuleSets, &load_gloomhaven,
     &new_gloomhaven, &sketch_gloomhaven},
    {"heroscape", heroscape::kRuleSetNames, heroscape::kRuleSets, &load_heroscape, &new_heroscape,
     &sketch_heroscape},
    {"arcadia-quest", arcadia::kRuleSetNames, arcadia::kRuleSets, &load_arcadia, &new_arcadia,
     &sketch_arcadia},
    {"grumblestone", grumblestone::kRuleSetNames, grumblestone::kRuleSets, &load_grumblestone,
     &new_grumblestone, &sketch_grumblestone},
};
static_assert(std::size(kAllGames) == std::size(scenario::kGames),
              "every game of the format has an implementation");

}  // namespace

std::span<const Game> all_games() {
  return kAllGames;
}

const Game* find_game(std::string_view name) {
  for (const Game& g : kAllGames) {
    if (g.name == name) return &g;
  }
  return nullptr;
}

const Game* game_of_rule_set(std::string_view rules) {
  for (const Game& g : kAllGames) {
    if (std::find(g.rules.begin(), g.rules.end(), rules) != g.rules.end()) return &g;
  }
  return nullptr;
}

std::string rule_set_list() {
  std::string out;
  for (const Game& g : kAllGames) {
    for (std::string_view r : g.rules) {
      if (!out.empty()) out += ", ";
      out += r;
    }
  }
  return out;
}

nlohmann::ordered_json rule_sets_json() {
  nlohmann::ordered_json games = nlohmann::ordered_json::array();
  for (const Game& g : kAllGames) {
    nlohmann::ordered_json sets = nlohmann::ordered_json::array();
    for (const scenario::RuleSetInfo& r : g.rule_sets) {
      sets.push_back({{"name", r.name}, {"description", r.description}});
    }
    games.push_back({{"game", g.name}, {"default", g.rules.front()}, {"rule_sets", sets}});
  }
  return {{"version", report::kOutputVersion}, {"games", games}};
}

const Game& game_of(const nlohmann::json& root) {
  // Only the game is looked at here; everything else, including a missing or unknown game
  // and a top level that is not an object, is the Gloomhaven loader's to report, with the
  // messages it has always given.
  if (root.is_object()) {
    const auto it = root.find("game");
    if (it != root.end() && it->is_string()) {
      if (const Game* g = find_game(it->get_ref<const std::string&>())) return *g;
    }
  }
  return kAllGames[0];
}

std::unique_ptr<LoadedScenario> load_text(std::string_view text, const std::string& file) {
  const nlohmann::json root = scenario::parse_json(text, file);
  return game_of(root).load(root, file);
}

std::unique_ptr<LoadedScenario> load_file(const std::string& path) {
  return load_text(scenario::read_file_text(path), scenario::display_name(path));
}

CheckCase compare_facts(std::vector<std::string> want, std::vector<std::string> got) {
  std::sort(want.begin(), want.end());
  std::sort(got.begin(), got.end());
  CheckCase c;
  c.pass = want == got;
  for (const auto& x : want) {
    c.expected.push_back(x);
    c.expected_text += "    " + x + "\n";
  }
  for (const auto& x : got) {
    c.got.push_back(x);
    c.got_text += "    " + x + "\n";
  }
  return c;
}

}  // namespace arbiter::games
