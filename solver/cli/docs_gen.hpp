// What is derived from the command-line definitions themselves (CLI11's App): shell
// completion scripts, the man page, and "did you mean" hints for unknown commands and
// flags. Nothing here lists commands or options by hand, so none of it can fall behind.
#pragma once

#include <CLI/CLI.hpp>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::cli {

// The values an option accepts, when they are a fixed list (recorded where it is defined).
using OptionChoices = std::map<const CLI::Option*, std::vector<std::string>>;

// Adds the IsMember check for `values` and records them for completions and the man page.
CLI::Option* with_choices(CLI::Option* opt, std::vector<std::string> values,
                          OptionChoices& choices);

std::string bash_completion(const CLI::App& app, const OptionChoices& choices);
std::string zsh_completion(const CLI::App& app, const OptionChoices& choices);
std::string fish_completion(const CLI::App& app, const OptionChoices& choices);
std::string man_page(const CLI::App& app, const OptionChoices& choices);

// "arbiter: unknown command 'frob'; did you mean 'solve'? (commands: ...)", or nullopt
// when `word` is a command.
std::optional<std::string> unknown_command_message(const CLI::App& app, std::string_view word);

// For each "--flag" of `args` that `sub` does not know: "--flg: did you mean --flag?".
std::vector<std::string> misspelt_flag_hints(const CLI::App& sub,
                                             const std::vector<std::string>& args);

}  // namespace arbiter::cli
