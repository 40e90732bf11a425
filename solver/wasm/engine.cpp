// The engine's entry points in the WebAssembly build (scripts/build-web.sh; the native build
// never compiles this folder). The page's Web Worker (solver/web/engine-worker.js) calls
// them: a command line run on files it wrote to the in-memory file system, or one API route
// answered as `arbiter serve` answers it, through the very functions the server calls
// (answer_solve, answer_round: solver/serve/answer.cpp), so that every byte agrees.
//
// Invariant: one call at a time (a worker is one thread); the output of the last call stays
// readable through arbiter_output()/arbiter_errors() until the next call.
#include <fcntl.h>
#include <unistd.h>

#include <iostream>
#include <memory>
#include <new>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "pathing/deadline.hpp"
#include "solver/cli/app.hpp"
#include "solver/cli/commands.hpp"
#include "solver/games/games.hpp"
#include "solver/serve/answer.hpp"
#include "solver/serve/request_memory.hpp"
#include "solver/serve/scenarios.hpp"
#include "solver/serve/server.hpp"
#include "solver/serve/web_assets.hpp"

// The page's files are the static site's own; the engine serves none.
namespace arbiter::serve::web {
const File kFiles[] = {{"", nullptr, 0}};
const std::size_t kFileCount = 0;
}  // namespace arbiter::serve::web

namespace {

std::string g_out, g_err;
// The real scenarios (GET /api/scenarios, /api/decks, POST /api/import): the layouts and the
// monster data the page wrote into the in-memory file system (arbiter_scenarios).
std::unique_ptr<arbiter::serve::ScenarioLibrary> g_library;

// `arbiter serve` is the one command with no meaning here.
int no_server(const arbiter::serve::Options&, int, char**, std::ostream&, std::ostream& err) {
  err << "arbiter serve: not available in the browser build (the page is already served)\n";
  return arbiter::cli::kExitBadInput;
}

// Standard output and error are files, not the runtime's terminal: the commands then write
// what they write into a pipe (no colours, no progress line), as the native tests run them.
void detach_terminal() {
  static bool done = false;
  if (done) return;
  done = true;
  for (int fd : {STDOUT_FILENO, STDERR_FILENO}) {
    const int f = ::open(fd == STDOUT_FILENO ? "/tmp/.stdout" : "/tmp/.stderr",
                         O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (f >= 0) ::dup2(f, fd);
  }
}

// std::cout and std::cerr written into g_out and g_err for the life of the object.
class Capture {
 public:
  Capture() : out_(std::cout.rdbuf(out.rdbuf())), err_(std::cerr.rdbuf(err.rdbuf())) {}
  ~Capture() {
    std::cout.flush();
    std::cerr.flush();
    std::cout.rdbuf(out_);
    std::cerr.rdbuf(err_);
    g_out = out.str();
    g_err = err.str();
  }
  Capture(const Capture&) = delete;
  Capture& operator=(const Capture&) = delete;
  std::ostringstream out, err;

 private:
  std::streambuf* out_;
  std::streambuf* err_;
};

std::string query_value(const nlohmann::json& q, const char* key) {
  const auto it = q.find(key);
  return it != q.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// One route of the server's API, answered as its worker thread answers it (server.cpp).
arbiter::serve::Answer answer_route(const std::string& route, const nlohmann::json& q,
                                    std::string_view body, double seconds) {
  using namespace arbiter::serve;
  if (route == "/api/rules") return {200, arbiter::games::rule_sets_json().dump()};
  if (route == "/api/round") {
    RoundQuery r;
    r.rules = query_value(q, "rules");
    r.choose = query_value(q, "choose");
    r.branches = query_value(q, "branches") == "1";
    return answer_round(body, r, seconds);
  }
  if (route == "/api/scenarios" || route == "/api/decks" || route == "/api/import") {
    if (!g_library) {
      return {404, error_body("no scenarios: the page has given the engine no layouts")};
    }
    if (route == "/api/scenarios") return g_library->list();
    ImportQuery i;
    for (const char* k : {"scenario", "characters", "level", "seed", "card"})
      i.fields[k] = query_value(q, k);
    return route == "/api/decks" ? g_library->decks(i) : g_library->import(i);
  }
  if (route == "/api/solve") {
    SolveQuery s;
    s.rules = query_value(q, "rules");
    s.explain = query_value(q, "explain");
    s.svg = query_value(q, "svg") != "0";
    s.overlays = query_value(q, "overlays") != "0";
    return answer_solve(body, s, seconds);
  }
  return {404, error_body("no such page or API route")};
}

}  // namespace

extern "C" {

// Runs `arbiter ARGS...` (args: a JSON array of strings, the program name excluded) and
// returns its exit status; its standard output and error are read after.
int arbiter_command(const char* args_json) {
  detach_terminal();
  std::vector<std::string> args{"arbiter"};
  for (const auto& a : nlohmann::json::parse(args_json)) args.push_back(a.get<std::string>());
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  Capture capture;
  return arbiter::cli::run_command_line(static_cast<int>(args.size()), argv.data(), &no_server);
}

// Answers an API route (query_json: an object of the query's strings) as `arbiter serve`
// does, under its time limit (ms) and memory bound (MiB); returns the HTTP status, the body
// read through arbiter_output().
int arbiter_api(const char* route, const char* query_json, const char* body, int limit_ms,
                int memory_mb) {
  using namespace arbiter::serve;
  detach_terminal();
  const nlohmann::json q = nlohmann::json::parse(query_json);
  Answer a;
  {
    const request_memory::Scope memory(static_cast<std::size_t>(memory_mb) << 20);
    try {
      const double seconds = limit_ms / 1000.0;
      const arbiter::pathing::deadline::Scope limit(seconds);
      a = answer_route(route, q, body, seconds);
    } catch (const arbiter::pathing::deadline::TimeLimitExceeded&) {
      a = {503, error_body("the solve took longer than the server's limit (limit " +
                           std::to_string(limit_ms) + " ms)")};
    } catch (const std::bad_alloc&) {
      a = {503, error_body(memory.refused() ? "the solve needed more memory than the server's "
                                              "limit (limit " +
                                                  std::to_string(memory_mb) + " MiB)"
                                            : std::string("the solve ran out of memory"))};
    } catch (const std::exception& e) {
      a = {500, error_body(std::string("internal error: ") + e.what())};
    }
  }
  g_out = std::move(a.body);
  g_err.clear();
  return a.status;
}

// The real scenarios from now on: the layouts under vgb_dir and the monster data under
// data_dir, as `arbiter serve --vgb --data` reads them; without_data (not empty) says why
// there is no data yet, and every layout is listed refused with it.
void arbiter_scenarios(const char* vgb_dir, const char* data_dir, const char* without_data) {
  g_library = std::make_unique<arbiter::serve::ScenarioLibrary>(vgb_dir, data_dir, without_data);
}

const char* arbiter_output() {
  return g_out.data();
}
int arbiter_output_size() {
  return static_cast<int>(g_out.size());
}
const char* arbiter_errors() {
  return g_err.data();
}
int arbiter_errors_size() {
  return static_cast<int>(g_err.size());
}

}  // extern "C"
