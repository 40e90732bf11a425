// The registry of games, above the games: the one place that names every game. Commands
// find a game here by the envelope's `game` or by a rule set's name, and load any file.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <span>
#include <string>
#include <string_view>

#include "solver/game/game.hpp"

namespace arbiter::games {

// Every game, in the order of scenario::kGames.
std::span<const game::Game> all_games();
const game::Game* find_game(std::string_view name);
// The game whose rule sets include `rules`, or nullptr.
const game::Game* game_of_rule_set(std::string_view rules);
// "gloomhaven, jotl, ..., heroscape, ..." (every game's rule sets).
std::string rule_set_list();
// Every game with its rule sets, the default first, as `arbiter rules --format json` prints
// it and GET /api/rules answers: {"version", "games": [{"game", "default", "rule_sets":
// [{"name", "description"}]}]}.
nlohmann::ordered_json rule_sets_json();
// The names of the games whose entry says `has` ("gloomhaven"; several joined by " or ").
std::string games_that(bool game::Game::*has);

// The files `arbiter round` plays, as the games' entries say ("a Gloomhaven file with
// \"round\""), with where the format describes them when `with_format`.
std::string round_files(bool with_format);

// The game that writes generated positions (`arbiter generate`): the first with a generator.
const game::Generator* generator();

// The game that imports real scenarios' layouts (`arbiter import vgb`, the server's
// scenario library): the first with a layout importer.
const game::LayoutImporter* layout_importer();

// Reads, parses and loads a file of any game. Throws scenario::ScenarioError.
std::unique_ptr<game::LoadedScenario> load_text(std::string_view text, const std::string& file);
std::unique_ptr<game::LoadedScenario> load_file(const std::string& path);

// The game a parsed file names, for commands that read a file before loading it (`show`):
// the game of its `game`, and the first game's otherwise, whose loader reports a missing or
// unknown game with the list of games (as load_text does).
const game::Game& game_of(const nlohmann::json& root);

}  // namespace arbiter::games
