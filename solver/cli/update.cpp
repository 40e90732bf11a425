// `arbiter check --update`: writes the current answers into each file's `expect`, touching
// only the rule-set entries whose answers changed, so that the rest of the file (layout,
// notes, key order, other rule sets) stays byte for byte as its author wrote it.
#include <algorithm>
#include <fstream>
#include <iostream>

#include "solver/cli/atomic_file.hpp"
#include "solver/cli/commands.hpp"
#include "solver/games/batch.hpp"
#include "solver/games/games.hpp"
#include "solver/scenario/json_edit.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::cli {
namespace {

using ojson = nlohmann::ordered_json;

// One value on one line with a space after ':' and ',' (nlohmann's compact dump has none).
std::string inline_json(const ojson& v) {
  if (v.is_array()) {
    std::string out = "[";
    for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + inline_json(v[i]);
    return out + "]";
  }
  if (v.is_object()) {
    std::string out = "{";
    bool first = true;
    for (const auto& [k, x] : v.items()) {
      out += (first ? "" : ", ") + ojson(k).dump() + ": " + inline_json(x);
      first = false;
    }
    return out + "}";
  }
  return v.dump();
}

// A list of options, one a line, continuation lines aligned under the first; an object
// (a Heroscape expectation) one member a line, its lists so too.
std::string list_at(const ojson& v, std::size_t column) {
  if (v.is_object() && !v.empty()) {
    std::string out = "{";
    bool first = true;
    for (const auto& [k, x] : v.items()) {
      const std::string key = ojson(k).dump() + ": ";
      out += (first ? "" : ",\n" + std::string(column + 1, ' ')) + key +
             list_at(x, column + 1 + key.size());
      first = false;
    }
    return out + "}";
  }
  if (!v.is_array() || v.empty()) return inline_json(v);
  std::string out = "[";
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i) out += ",\n" + std::string(column + 1, ' ');
    out += inline_json(v[i]);
  }
  return out + "]";
}

// The rule sets to update in one file: --rules R, every rule set of the game for
// --rules all, else those its `expect` names (or its own rule set when it has none).
std::vector<std::string> rule_sets_for(const game::LoadedScenario& s, const std::string& asked) {
  if (asked == "all") {
    const game::Game* g = games::find_game(s.game());
    return {g->rules.begin(), g->rules.end()};
  }
  if (!asked.empty()) return {asked};
  auto named = s.expected_rule_sets();
  if (!named.empty()) return named;
  const std::string own = s.file_rule_set();
  if (!own.empty()) return {own};
  return {std::string(games::find_game(s.game())->rules.front())};
}

}  // namespace

int run_update(const CheckOptions& o, std::ostream& out, std::ostream& err) {
  const auto files = report::collect_scenario_files(o.paths);
  int updated = 0, unchanged = 0, errors = 0;
  game::Workspace ws;
  for (const auto& file : files) {
    try {
      throw_if_folder(file);
      std::string text = scenario::read_file_text(file);
      const auto s = games::load_text(text, file);
      if (!o.rules.empty() && o.rules != "all") {
        const game::Game* g = games::find_game(s->game());
        if (std::find(g->rules.begin(), g->rules.end(), o.rules) == g->rules.end()) {
          throw scenario::ScenarioError(
              file, "(rules)",
              "--rules " + o.rules + " is not a rule set of " + std::string(s->game()));
        }
      }
      std::vector<std::string> changed;
      for (const std::string& rules : rule_sets_for(*s, o.rules)) {
        const auto u = s->expect_update(rules, ws);
        if (u.unchanged) continue;
        const auto top = scenario::scan_object(text);
        if (const auto* e = top.find("expect")) {
          text = scenario::set_member(text, e->value_begin, rules,
                                      [&](std::size_t col) { return list_at(u.value, col); });
        } else {
          const std::string entry = ojson(rules).dump() + ": ";
          text = scenario::set_member(text, top.open, "expect", [&](std::size_t col) {
            return "{" + entry + list_at(u.value, col + 1 + entry.size()) + "}";
          });
        }
        changed.push_back(rules);
      }
      if (changed.empty()) {
        ++unchanged;
        if (o.verbose) out << "unchanged " << file << "\n";
        continue;
      }
      // The edit must still load and now agree; a scanner mistake must never be written.
      games::load_text(text, file);
      // Beside the file, flushed, then renamed over it: a full disk or a killed process
      // never leaves the original cut or empty.
      try {
        write_file_atomically(file, text);
      } catch (const WriteError& e) {
        throw scenario::ScenarioError(file, "(file)", e.problem());
      }
      ++updated;
      out << "updated " << file << " (";
      for (std::size_t i = 0; i < changed.size(); ++i) out << (i ? ", " : "") << changed[i];
      out << ")\n";
    } catch (const scenario::ScenarioError& e) {
      err << e.what() << "\n";
      ++errors;
    } catch (const std::exception& e) {
      err << file << ": (update): " << e.what() << "\n";
      ++errors;
    }
  }
  out << updated << " updated, " << unchanged << " unchanged";
  if (errors) out << ", " << errors << (errors == 1 ? " error" : " errors");
  out << "\n";
  return errors ? kExitBadInput : kExitOk;
}

}  // namespace arbiter::cli
