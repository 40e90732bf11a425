// `arbiter serve`: one page and a JSON API over HTTP (cpp-httplib). The API solves through
// games::solve_scenario, the very solve behind `arbiter solve`, and places the game's JSON
// answer in its own, so the page, the command line and the tests agree on every answer and
// every error message.
//
// Routes (nothing else is served, and no request path reaches the file system):
//   GET  /, /app.js, /app.css   the page, compiled into the binary (solver/web/)
//   GET  /api/health            {"ok": true, ...}
//   POST /api/solve             body: a format-1 scenario; query: rules=NAME|all,
//                               explain=COL,ROW, svg=0|1, overlays=0|1
//   POST /api/round             body: a Gloomhaven round file; query: rules=NAME,
//                               choose=KEY=N,KEY=N, branches=1; answers what `arbiter round
//                               --format json` prints, under the same limits as /api/solve
//   GET  /api/scenarios         the layouts of --vgb, each importable or its refusal
//   GET  /api/decks             query: scenario=ID, level=L, characters=N: each monster
//                               type's whole ability deck, as import writes a card
//   POST /api/import            query: scenario=ID, characters=N, level=L, seed=S,
//                               card=TYPE=ID,...: what `arbiter import vgb` writes
#pragma once

#include <cstddef>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::serve {

struct Options {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port (the chosen one is printed)
  // Host header values answered besides the address served (and, on a loopback address,
  // "localhost"; on 0.0.0.0 or ::, any IP address): a name the server is reached by.
  // Every other Host gets 421, so that a web page elsewhere cannot drive the server through
  // a name of its own that resolves here (DNS rebinding).
  std::vector<std::string> allowed_hosts;
  // Request bodies above this answer 413, whatever their content type or transfer encoding
  // (counted as they arrive; the rest is never read). A 1000 x 1000 generated map is about
  // 3 MB.
  std::size_t max_body = std::size_t{8} << 20;
  // The time limit of one request's solve, counted from its arrival (waiting included): the
  // search stops there (the command line's --time-limit) and the answer is 503.
  int solve_timeout_ms = 10000;
  // The memory one request's solve may hold at once, in MiB: past it the answer is 503 with
  // the limit named. Every valid file solves within 1 GiB (docs/format.md, "Limits"), so
  // the default refuses none; max_solves times this is the most the solves hold together.
  std::size_t request_memory_mb = 1024;
  // Solves running at once (0: one per hardware thread); more wait in a queue of
  // max_queue, and past that answer 503 at once.
  unsigned max_solves = 0;
  unsigned max_queue = 64;
  unsigned threads = 96;  // connections served at once (HTTP worker threads)
  // A client silent this long while sending a request, or not reading its answer, is
  // dropped; a whole request (line, headers, body) must arrive within request_timeout_ms.
  int read_timeout_ms = 5000;
  int request_timeout_ms = 20000;
  // Real scenarios offered by GET /api/scenarios and POST /api/import (both or neither): a
  // folder of Virtual Gloomhaven Board layouts and a Gloomhaven Secretariat data folder, as
  // `arbiter import vgb FILE --data DIR` reads them.
  std::string vgb_dir, data_dir;
  int keep_alive_timeout_s = 5;        // an idle keep-alive connection is closed after this
  unsigned keep_alive_requests = 100;  // requests on one connection
};

// The query of one POST /api/solve.
struct SolveQuery {
  std::string rules;    // "" (the file's), a rule set, or "all" (every rule set of the game)
  std::string explain;  // "COL,ROW" or ""
  bool svg = true;
  bool overlays = true;
};

// The query of one POST /api/round: the command line's --rules and --choose.
struct RoundQuery {
  std::string rules;      // "" (the file's) or a rule set
  std::string choose;     // "KEY=N,KEY=N" as `arbiter round --choose`, or ""
  bool branches = false;  // `arbiter round --branches`: every combination of the choices
};

// An HTTP answer without the HTTP: status and JSON body.
struct Answer {
  int status = 200;
  std::string body;
};

// What POST /api/solve answers, computed in the calling thread with its own workspace, the
// solve stopped at `time_limit` seconds (0: none; then 503 with the command line's time-limit
// message). Used by the server, tests and benchmarks.
Answer answer_solve(std::string_view body, const SolveQuery& q, double time_limit = 0);
// What POST /api/round answers: `arbiter round --format json` on the body (the very line it
// prints), or 400 with its message; the time limit as answer_solve's.
Answer answer_round(std::string_view body, const RoundQuery& q, double time_limit = 0);

// The page's files, compiled in: the content for a path ("/" or a file's own name, "/board.js"),
// with its MIME type by extension; nullptr for any other path.
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
  // Waits (up to `ms`; -1: as long as it takes) until no solve runs or waits.
  void drain(int ms);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The `arbiter serve` command: binds, prints the address, serves until SIGINT or SIGTERM.
int run_serve(const Options& o, std::ostream& out, std::ostream& err);

}  // namespace arbiter::serve
