// `arbiter serve`: one page and a JSON API over HTTP (cpp-httplib). The API solves through
// cli::solve_scenario, the very function behind `arbiter solve`, so the page, the command
// line and the tests agree on every answer and every error message.
//
// Routes (nothing else is served, and no request path reaches the file system):
//   GET  /, /app.js, /app.css   the page, compiled into the binary (solver/web/)
//   GET  /api/health            {"ok": true, ...}
//   POST /api/solve             body: a format-1 scenario; query: rules=NAME|all,
//                               explain=COL,ROW, svg=0|1, overlays=0|1
#pragma once

#include <cstddef>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>

namespace arbiter::serve {

struct Options {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port (the chosen one is printed)
  // Request bodies above this answer 413. A 1000 x 1000 generated map is about 3 MB.
  std::size_t max_body = std::size_t{8} << 20;
  // A request whose solve takes longer answers 503; the solve finishes in the background.
  int solve_timeout_ms = 10000;
  // Solves allowed at once (including ones past their time limit); more answer 503.
  unsigned max_solves = 16;
  unsigned threads = 8;  // HTTP worker threads
};

// The query of one POST /api/solve.
struct SolveQuery {
  std::string rules;    // "" (the file's), a rule set, or "all" (every rule set of the game)
  std::string explain;  // "COL,ROW" or ""
  bool svg = true;
  bool overlays = true;
};

// An HTTP answer without the HTTP: status and JSON body.
struct Answer {
  int status = 200;
  std::string body;
};

// What POST /api/solve answers, computed in the calling thread with its own workspace
// (no time limit here; the server adds it). Used by the server, tests and benchmarks.
Answer answer_solve(std::string_view body, const SolveQuery& q);

// The page's files, compiled in: the content for a path ("/", "/app.js", ...), or nullptr.
struct Asset {
  std::string_view content;
  const char* mime;
};
const Asset* find_asset(std::string_view path);

class Server {
 public:
  explicit Server(Options o);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;
  // Binds the socket; returns the port (the chosen one for port 0), or -1 on failure.
  int bind();
  // Serves until stop(); call after bind().
  bool listen();
  void stop();
  // Waits (up to `ms`) for solves still running past their time limit.
  void drain(int ms);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The `arbiter serve` command: binds, prints the address, serves until SIGINT or SIGTERM.
int run_serve(const Options& o, std::ostream& out, std::ostream& err);

}  // namespace arbiter::serve
