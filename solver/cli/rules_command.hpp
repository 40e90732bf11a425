// `arbiter rules [--format text|json]`: every game with its rule sets, the default first,
// each with a line saying what it is. The list is the engine's own (each game's rule
// profiles), so the scripts and the tests read it here rather than keep a copy.
#pragma once

#include <iosfwd>
#include <string>

#include "solver/cli/docs_gen.hpp"

namespace arbiter::cli {

struct RulesOptions {
  std::string format = "text";  // text or json
};

// Adds `rules` to `app`; `o` receives what was given.
CLI::App* add_rules_command(CLI::App& app, RulesOptions& o, OptionChoices& choices);
// Exit 0.
int run_rules(const RulesOptions& o, std::ostream& out);

}  // namespace arbiter::cli
