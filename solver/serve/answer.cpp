// What the server answers, apart from how it serves: a solve request's answer (the command
// line's own solve, games::solve_scenario, its JSON values placed in the answer's object)
// and the page's files. server.cpp holds the pool, the queue and the connections.
#include "solver/serve/answer.hpp"

#include <chrono>
#include <cstdint>
#include <new>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "pathing/deadline.hpp"
#include "solver/game/workspace.hpp"
#include "solver/games/games.hpp"
#include "solver/games/solve.hpp"
#include "solver/report/output.hpp"
#include "solver/scenario/json_reader.hpp"
#include "solver/serve/request_memory.hpp"
#include "solver/serve/web_assets.hpp"

namespace arbiter::serve {

std::string error_body(std::string_view message) {
  nlohmann::ordered_json j;
  j["version"] = report::kOutputVersion;
  j["error"] = std::string(message);
  return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

// UTF-8 as RFC 3629 has it (no overlong forms, surrogates or code points past U+10FFFF).
bool valid_utf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    std::size_t n = 0;
    std::uint32_t cp = 0;
    if (c < 0x80) {
      ++i;
      continue;
    } else if (c >= 0xc2 && c <= 0xdf) {
      n = 1, cp = c & 0x1f;
    } else if (c >= 0xe0 && c <= 0xef) {
      n = 2, cp = c & 0x0f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      n = 3, cp = c & 0x07;
    } else {
      return false;
    }
    for (std::size_t k = 1; k <= n; ++k) {
      if (i + k >= s.size()) return false;
      const auto d = static_cast<unsigned char>(s[i + k]);
      if ((d & 0xc0) != 0x80) return false;
      cp = (cp << 6) | (d & 0x3f);
    }
    // Overlong forms, surrogates and code points past U+10FFFF.
    if ((n == 2 && cp < 0x800) || (n == 3 && (cp < 0x10000 || cp > 0x10ffff)) ||
        (cp >= 0xd800 && cp <= 0xdfff)) {
      return false;
    }
    i += n + 1;
  }
  return true;
}

// The command's stderr line, without its newline.
std::string first_line(const std::string& text) {
  const auto end = text.find('\n');
  return end == std::string::npos ? text : text.substr(0, end);
}

namespace {

// The solve's refusal as the server answers it: 503 for its time limit, 400 otherwise, with
// the command line's message.
Answer refusal(const games::Solved& s) {
  return {s.status == games::kExitTimeLimit ? 503 : 400, error_body(first_line(s.error.message))};
}

// The solve's options for one request: JSON, no colour, within `time_limit` seconds.
games::SolveOptions json_options(const std::string& rules, double time_limit) {
  games::SolveOptions o;
  o.rules = rules;
  o.format = "json";
  o.no_color = true;
  o.time_limit = time_limit;
  return o;
}

}  // namespace

Answer answer_solve(std::string_view body, const SolveQuery& q, double time_limit) {
  // Parsed here only to learn the game (for rules=all) and for the overlays; a body that
  // does not parse goes on to the solve, which reports it as the command line does. The
  // project's parser, so that nesting past its limit is refused before anything recurses.
  nlohmann::json root;
  try {
    root = scenario::parse_json(body, kBodyName);
  } catch (const scenario::ScenarioError&) {
  }
  const game::Game* game = nullptr;
  if (root.is_object()) {
    // A file that names no game is the first game's, as the loader has it.
    const auto it = root.find("game");
    game = it != root.end() && it->is_string() ? games::find_game(it->get<std::string>())
                                               : &games::all_games().front();
  }
  std::vector<std::string> rule_sets;
  if (q.rules == "all" && game != nullptr) {
    for (std::string_view r : game->rules) rule_sets.emplace_back(r);
  } else {
    rule_sets.push_back(q.rules == "all" ? "" : q.rules);
  }

  game::Workspace ws;  // one per request: requests never share work arrays
  // One deadline for every rule set of the request.
  const auto until = std::chrono::steady_clock::now() +
                     std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                         std::chrono::duration<double>(time_limit));
  nlohmann::ordered_json out;
  out["version"] = report::kOutputVersion;
  out["results"] = nlohmann::ordered_json::array();
  for (const std::string& rules : rule_sets) {
    double left = 0;
    if (time_limit > 0) {
      left = std::chrono::duration<double>(until - std::chrono::steady_clock::now()).count();
      if (left <= 0) {
        return {503, error_body(std::string(kBodyName) + ": (time limit): " +
                                pathing::deadline::TimeLimitExceeded(time_limit).what())};
      }
    }
    games::SolveOptions o = json_options(rules, left);
    o.explain_hex = q.explain;
    games::Solved s = games::solve_scenario(kBodyName, body, o, ws, q.svg);
    // The solve reports running out of memory as the command line does; past the request's
    // own budget the server answers it (503, the limit named).
    if (request_memory::refused_now()) throw std::bad_alloc();
    if (s.status != games::kExitOk) return refusal(s);
    nlohmann::ordered_json result;
    result["decision"] = std::move(s.json.front());
    if (q.svg) result["svg"] = std::move(s.svg);
    out["results"].push_back(std::move(result));
  }
  if (q.overlays && game != nullptr && game->overlays != nullptr) {
    out["overlays"] = game->overlays(root, kBodyName, rule_sets.front());
  }
  return {200, out.dump()};
}

Answer answer_round(std::string_view body, const RoundQuery& q, double time_limit) {
  game::Workspace ws;
  games::SolveOptions o = json_options(q.rules, time_limit);
  o.round = true;
  o.choose = q.choose;
  o.branches = q.branches;
  games::Solved s = games::solve_scenario(kBodyName, body, o, ws);
  if (request_memory::refused_now()) throw std::bad_alloc();
  if (s.status != games::kExitOk) return refusal(s);
  return {200, s.json.front().dump()};
}

namespace {

// The MIME type of a page file, by its extension; nullptr for a kind the page does not use
// (such a file is not served).
const char* mime_of(std::string_view name) {
  struct Kind {
    std::string_view extension;
    const char* mime;
  };
  static const Kind kKinds[] = {
      {".html", "text/html; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
  };
  for (const Kind& k : kKinds) {
    if (name.size() > k.extension.size() && name.ends_with(k.extension)) return k.mime;
  }
  return nullptr;
}

}  // namespace

const Asset* find_asset(std::string_view path) {
  // Every embedded file under its own name ("/board.js"), and "/" for the page. Only names
  // in the table match, so no path reaches the file system.
  static const std::vector<std::pair<std::string, Asset>> kAssets = [] {
    std::vector<std::pair<std::string, Asset>> a;
    for (std::size_t i = 0; i < web::kFileCount; ++i) {
      const std::string_view name = web::kFiles[i].name;
      const char* mime = mime_of(name);
      if (mime == nullptr) continue;
      const auto* data = reinterpret_cast<const char*>(web::kFiles[i].data);
      const Asset asset{std::string_view(data, web::kFiles[i].size), mime};
      a.push_back({"/" + std::string(name), asset});
      if (name == "index.html") a.push_back({"/", asset});
    }
    return a;
  }();
  for (const auto& [route, asset] : kAssets) {
    if (route == path) return &asset;
  }
  return nullptr;
}

}  // namespace arbiter::serve
