#include "solver/cli/rules_command.hpp"

#include <algorithm>
#include <ostream>

#include "solver/games/games.hpp"

namespace arbiter::cli {

CLI::App* add_rules_command(CLI::App& app, RulesOptions& o, OptionChoices& choices) {
  auto* cmd = app.add_subcommand("rules", "List every game's rule sets, the default first");
  with_choices(cmd->add_option("--format", o.format, "Output: text or json"), {"text", "json"},
               choices);
  return cmd;
}

namespace {

// One block per game: its name, then each rule set's name (padded to the game's longest)
// and its line; the default is the first and says so.
void write_text(std::ostream& out) {
  for (const game::Game& g : games::all_games()) {
    out << g.name << "\n";
    std::size_t width = 0;
    for (const auto& r : g.rule_sets) width = std::max(width, r.name.size());
    bool first = true;
    for (const auto& r : g.rule_sets) {
      out << "  " << r.name << std::string(width - r.name.size() + 2, ' ') << r.description
          << (first ? " (default)" : "") << "\n";
      first = false;
    }
  }
}

}  // namespace

int run_rules(const RulesOptions& o, std::ostream& out) {
  if (o.format == "json") {
    out << games::rule_sets_json().dump() << "\n";
  } else {
    write_text(out);
  }
  return 0;
}

}  // namespace arbiter::cli
