#include "solver/games/solve.hpp"

#include <algorithm>
#include <cctype>
#include <new>

#include "pathing/deadline.hpp"
#include "solver/game/terminal_text.hpp"
#include "solver/games/games.hpp"
#include "solver/report/output.hpp"
#include "solver/scenario/json_reader.hpp"

namespace arbiter::games {

std::optional<report::OverlaySet> parse_overlays(std::string_view text, std::string& bad) {
  report::OverlaySet o;
  std::size_t at = 0;
  while (at <= text.size()) {
    const std::size_t comma = std::min(text.find(',', at), text.size());
    const std::string_view name = text.substr(at, comma - at);
    if (name == "see") {
      o.see = true;
    } else if (name == "range") {
      o.range = true;
    } else if (name == "reach") {
      o.reach = true;
    } else if (name == "all") {
      o.see = o.range = o.reach = true;
    } else {
      bad = std::string(name);
      return std::nullopt;
    }
    at = comma + 1;
  }
  return o;
}

std::optional<pathing::Coord> parse_hex_argument(std::string_view text) {
  std::string t;
  for (char ch : text)
    if (!std::isspace(static_cast<unsigned char>(ch))) t += ch;
  if (t.size() >= 2 && t.front() == '[' && t.back() == ']') t = t.substr(1, t.size() - 2);
  const auto comma = t.find(',');
  if (comma == std::string::npos) return std::nullopt;
  auto number = [](const std::string& x) -> std::optional<int> {
    if (x.empty() || x.size() > 9) return std::nullopt;
    std::size_t i = (x[0] == '-' || x[0] == '+') ? 1 : 0;
    if (i == x.size()) return std::nullopt;
    for (std::size_t k = i; k < x.size(); ++k)
      if (!std::isdigit(static_cast<unsigned char>(x[k]))) return std::nullopt;
    return std::stoi(x);
  };
  const auto col = number(t.substr(0, comma));
  const auto row = number(t.substr(comma + 1));
  if (!col || !row) return std::nullopt;
  return pathing::Coord{*col, *row};
}

SolveError solve_error(const std::string& file, const std::string& place,
                       const std::string& problem) {
  return {file + ": " + place + ": " + problem + "\n", report::error_json(file, place, problem)};
}

SolveError out_of_memory_error(const std::string& file) {
  return solve_error(scenario::display_name(file), "(memory)",
                     "out of memory while solving this file");
}

bool parse_forced_rules(const std::string& command, const std::string& rules,
                        std::optional<std::string>& forced, std::string& why) {
  if (rules.empty()) return true;
  if (game_of_rule_set(rules) != nullptr) {
    forced = rules;
    return true;
  }
  why = "arbiter " + command + ": --rules: unknown rule set '" + rules + "' (" + rule_set_list() +
        ")\n";
  return false;
}

bool parse_overlay_flag(const std::string& command, const std::string& text,
                        report::OverlaySet& overlays, std::string& why) {
  if (text.empty()) return true;
  std::string bad;
  const auto parsed = parse_overlays(text, bad);
  if (!parsed) {
    why = "arbiter " + command + ": --overlay: unknown overlay '" + bad + "' (" +
          std::string(kOverlayNames) + ")\n";
    return false;
  }
  overlays = *parsed;
  return true;
}

void check_rules_fit(const std::string& file, const game::LoadedScenario& s,
                     const std::optional<std::string>& forced) {
  if (!forced) return;
  const game::Game* g = find_game(s.game());
  if (g != nullptr && std::find(g->rules.begin(), g->rules.end(), *forced) != g->rules.end()) {
    return;
  }
  std::string names;
  if (g != nullptr) {
    for (std::string_view r : g->rules) names += (names.empty() ? "" : ", ") + std::string(r);
  }
  throw scenario::ScenarioError(
      file, "(rules)",
      "--rules " + *forced + " is not a rule set of " + std::string(s.game()) + " (" + names + ")");
}

void check_overlays_fit(const std::string& file, const game::LoadedScenario& s,
                        const report::OverlaySet& overlays) {
  if (!overlays.any() || s.draws_overlays()) return;
  throw scenario::ScenarioError(scenario::display_name(file), "(--overlay)",
                                "--overlay draws on " + games_that(&game::Game::draws_overlays) +
                                    " files, not " + std::string(s.game()) + " ones");
}

namespace {

// --choose KEY=N,KEY=N (keys as the round's timeline prints them, N from 1).
bool parse_choose(const std::string& text, std::map<std::string, int>& out) {
  std::size_t start = 0;
  while (start <= text.size() && !text.empty()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    const std::string item = text.substr(start, comma - start);
    const std::size_t eq = item.rfind('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == item.size()) return false;
    const std::string n = item.substr(eq + 1);
    if (n.size() > 6 ||
        !std::all_of(n.begin(), n.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return false;
    const int v = std::stoi(n);
    if (v < 1) return false;
    out[item.substr(0, eq)] = v;
    start = comma + 1;
  }
  return true;
}

// A usage error, reported before any file is read: its JSON names "(command line)" for a
// file and the option for the place.
int usage_error(const std::string& text, SolveError& error) {
  std::string problem = text.substr(text.find(": ") + 2);
  if (!problem.empty() && problem.back() == '\n') problem.pop_back();
  const std::string option = problem.substr(0, problem.find(':'));
  error.message = text;
  error.json = report::error_json("(command line)", option, problem.substr(option.size() + 2));
  return kExitBadInput;
}

// `solve --rules all` in text: the options of every rule set one under the other, compact,
// so that rule sets compare at a glance (games whose options have no compact form print
// their full text per rule set). One line of a single turn's options per rule set.
std::string options_line(const nlohmann::ordered_json& options) {
  std::string line;
  if (options.empty()) line += "(no options)";
  for (std::size_t i = 0; i < options.size(); ++i) {
    const auto& opt = options[i];
    const auto& d = opt.at("destination");
    line += (i ? "; " : "") + std::string("[") + std::to_string(d.at(0).get<int>()) + ", " +
            std::to_string(d.at(1).get<int>()) + "]";
    std::string targets;
    for (const auto& t : opt.at("targets"))
      targets += (targets.empty() ? "" : ", ") + t.get<std::string>();
    line += targets.empty() ? " no attack" : " attacks " + targets;
  }
  return line;
}

// A round's line: the order and where each figure ends.
std::string round_line(const nlohmann::ordered_json& round) {
  std::string order, ends;
  for (const auto& id : round.at("order"))
    order += (order.empty() ? "" : " ") + id.get<std::string>();
  for (const auto& [id, f] : round.at("figures").items()) {
    ends += (ends.empty() ? "" : ", ") + id + " ";
    if (f.contains("removed")) {
      ends += "removed";
      continue;
    }
    const auto& h = f.at("hex");
    ends +=
        "[" + std::to_string(h.at(0).get<int>()) + ", " + std::to_string(h.at(1).get<int>()) + "]";
    if (f.contains("hp")) ends += " " + std::to_string(f.at("hp").get<int>()) + " hp";
  }
  return "order " + order + "; " + ends;
}

std::string every_rule_set_text(const game::LoadedScenario& s, game::SolveRequest r,
                                game::Workspace& ws) {
  const game::Game* g = find_game(s.game());
  std::size_t width = 0;
  for (std::string_view rules : g->rules) width = std::max(width, rules.size());
  std::string out = s.name() + (s.is_round() ? ": the round under every rule set\n"
                                             : ": options under every rule set\n");
  for (std::string_view rules : g->rules) {
    if (!s.one_line_per_rule_set()) {
      r.rules = std::string(rules);
      out += s.solve_text(r, ws);
      continue;
    }
    const auto u = s.expect_update(std::string(rules), ws);
    out += "  " + std::string(rules) + std::string(width - rules.size() + 2, ' ') +
           (s.is_round() ? round_line(u.value) : options_line(u.value)) + "\n";
  }
  return out;
}

// The request a solve hands the game, from the options and flags checked before.
game::SolveRequest solve_request(const std::string& file, const game::LoadedScenario& s,
                                 const SolveOptions& o, const SolveFlags& f, bool color) {
  game::SolveRequest r;
  r.choose = f.choose;
  r.branches = o.branches;
  r.max_branches = o.max_branches;
  r.rules = f.forced;
  r.json = o.format == "json";
  r.color = color;
  r.explain_hex = f.explain;
  r.explain = o.explain;
  r.trace = o.trace;
  if (!o.explain_sight.empty()) {
    if (!find_game(s.game())->explains_sight) {
      throw scenario::ScenarioError(
          scenario::display_name(file), "(--explain-sight)",
          "--explain-sight explains " + games_that(&game::Game::explains_sight) + " files");
    }
    r.explain_sight = o.explain_sight;
  }
  r.board = o.board == "always"  ? game::BoardMode::Always
            : o.board == "never" ? game::BoardMode::Never
                                 : game::BoardMode::Auto;
  r.auto_board_hexes = kAutoBoardHexes;
  r.crop = o.crop;
  r.all = o.all;
  r.overlays = f.overlays;
  return r;
}

// Loads and answers, throwing what solve_file reports.
void answer_file(const std::string& file, const std::optional<std::string_view>& text,
                 const SolveOptions& o, const SolveFlags& f, bool color, game::Workspace& ws,
                 bool want_svg, Solved& out) {
  const pathing::deadline::Scope limit(o.time_limit);
  const auto s = text ? load_text(*text, file) : load_file(file);
  check_rules_fit(file, *s, f.forced);
  if (o.round && !s->is_round()) {
    throw scenario::ScenarioError(scenario::display_name(file), "round",
                                  "not a round file: `arbiter round` plays " + round_files(true) +
                                      "; `arbiter solve` decides a file's single turn");
  }
  game::SolveRequest r = solve_request(file, *s, o, f, color);
  check_overlays_fit(file, *s, f.overlays);
  if (r.json) {
    const game::Game* g = find_game(s->game());
    const auto one = [&] {
      if (!o.json_lines) {
        out.json.push_back(s->solve_json(r, ws));
        return;
      }
      // Moved, not copied, when it is the first: the largest answers run to tens of MB.
      std::string line = s->solve_json_text(r, ws);
      line += '\n';
      if (out.text.empty()) {
        out.text = std::move(line);
      } else {
        out.text += line;
      }
    };
    if (!f.all_rules) one();
    for (std::size_t i = 0; f.all_rules && i < g->rules.size(); ++i) {
      r.rules = std::string(g->rules[i]);
      one();
    }
  } else {
    // Text for a terminal: ids, names and notes from the file never reach it raw (JSON
    // escapes control characters itself).
    out.text = game::terminal_safe(
        f.all_rules ? every_rule_set_text(*s, r, ws) : s->solve_text(r, ws), r.color);
  }
  if (want_svg) out.svg = s->render_svg(f.forced, true, ws);
}

}  // namespace

int parse_solve_flags(const SolveOptions& o, SolveFlags& f, SolveError& error) {
  f.all_rules = o.rules == "all";
  std::string why;
  if (!f.all_rules && !parse_forced_rules("solve", o.rules, f.forced, why))
    return usage_error(why, error);
  if (!o.choose.empty() && !parse_choose(o.choose, f.choose)) {
    return usage_error(
        "arbiter round: --choose: expected KEY=N[,KEY=N...] (keys as the "
        "timeline prints them, N from 1), got '" +
            o.choose + "'\n",
        error);
  }
  if (!o.explain_hex.empty()) {
    f.explain = parse_hex_argument(o.explain_hex);
    if (!f.explain) {
      return usage_error(
          "arbiter solve: --explain-hex: expected COL,ROW (the file's coordinates), got '" +
              o.explain_hex + "'\n",
          error);
    }
  }
  if (!parse_overlay_flag("solve", o.overlay, f.overlays, why)) return usage_error(why, error);
  return kExitOk;
}

Solved solve_file(const std::string& file, const std::optional<std::string_view>& text,
                  const SolveOptions& o, const SolveFlags& f, bool color, game::Workspace& ws,
                  bool want_svg) {
  Solved out;
  const auto fail = [&](int status, SolveError e) {
    out = Solved();
    out.status = status;
    out.error = std::move(e);
    return std::move(out);
  };
  try {
    answer_file(file, text, o, f, color, ws, want_svg, out);
  } catch (const scenario::ScenarioError& e) {
    return fail(kExitBadInput, solve_error(e.file(), e.place(), e.problem()));
  } catch (const pathing::deadline::TimeLimitExceeded& e) {
    // The workspace may hold a half-finished search: the next file starts afresh.
    ws = game::Workspace();
    return fail(kExitTimeLimit,
                solve_error(scenario::display_name(file), "(time limit)", e.what()));
  } catch (const std::bad_alloc&) {
    // Limits keep every valid file far below the machine's memory (docs/format.md,
    // "Limits"); should an allocation fail all the same, the file is named, never an abort.
    ws = game::Workspace();
    return fail(kExitBadInput, out_of_memory_error(file));
  } catch (const std::exception& e) {
    return fail(kExitBadInput, solve_error(scenario::display_name(file), "(solve)", e.what()));
  }
  return out;
}

Solved solve_scenario(const std::string& file, const std::optional<std::string_view>& text,
                      const SolveOptions& o, game::Workspace& ws, bool want_svg) {
  SolveFlags f;
  Solved out;
  out.status = parse_solve_flags(o, f, out.error);
  if (out.status != kExitOk) return out;
  return solve_file(file, text, o, f, false, ws, want_svg);
}

}  // namespace arbiter::games
