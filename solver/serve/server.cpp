#include "solver/serve/server.hpp"

#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <iostream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>
#include <vector>

#include "solver/cli/commands.hpp"
#include "solver/games/game.hpp"
#include "solver/games/workspace.hpp"
#include "solver/report/output.hpp"
#include "solver/serve/overlays.hpp"
#include "solver/serve/web_assets.hpp"

// Last: httplib.h brings in <resolv.h>, whose `_res` macro would rewrite Eigen's parameters
// of that name in the headers above.
#include <httplib.h>

namespace arbiter::serve {
namespace {

// The name the API gives the request body in messages, where the command line names the
// file: "request.json: figures[1].hex: ...".
constexpr const char* kBodyName = "request.json";

std::string error_body(std::string_view message) {
  nlohmann::ordered_json j;
  j["version"] = report::kOutputVersion;
  j["error"] = std::string(message);
  return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

// The command's stderr line, without its newline.
std::string first_line(const std::string& text) {
  const auto end = text.find('\n');
  return end == std::string::npos ? text : text.substr(0, end);
}

// Debian's cpp-httplib 0.11 is compiled with a listen backlog of 5: a burst of clients
// then overflows the accept queue, and the kernel resets some connections. listen() again
// on the bound socket (found by its port, since httplib does not expose it) widens it.
void widen_backlog(int port) {
  constexpr int kBacklog = 512;
  for (int fd = 0; fd < 1024; ++fd) {
    int accepting = 0;
    socklen_t len = sizeof accepting;
    if (::getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &len) != 0 || !accepting) continue;
    sockaddr_storage addr{};
    socklen_t addr_len = sizeof addr;
    if (::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &addr_len) != 0) continue;
    int bound = -1;
    if (addr.ss_family == AF_INET) {
      bound = ntohs(reinterpret_cast<const sockaddr_in*>(&addr)->sin_port);
    } else if (addr.ss_family == AF_INET6) {
      bound = ntohs(reinterpret_cast<const sockaddr_in6*>(&addr)->sin6_port);
    }
    if (bound == port) ::listen(fd, kBacklog);
  }
}

}  // namespace

Answer answer_solve(std::string_view body, const SolveQuery& q) {
  // Parsed here only to learn the game (for rules=all) and for the overlays; a body that
  // does not parse goes on to the solve, which reports it as the command line does.
  const nlohmann::json root = nlohmann::json::parse(body, nullptr, false);
  const games::Game* game = nullptr;
  if (root.is_object()) {
    const auto it = root.find("game");
    game = games::find_game(it != root.end() && it->is_string() ? it->get<std::string>()
                                                                : "gloomhaven");
  }
  std::vector<std::string> rule_sets;
  if (q.rules == "all" && game != nullptr) {
    for (std::string_view r : game->rules) rule_sets.emplace_back(r);
  } else {
    rule_sets.push_back(q.rules == "all" ? "" : q.rules);
  }

  games::Workspace ws;  // one per request: requests never share work arrays
  std::string out = "{\"version\":" + std::to_string(report::kOutputVersion) + ",\"results\":[";
  for (std::size_t i = 0; i < rule_sets.size(); ++i) {
    cli::SolveOptions o;
    o.rules = rule_sets[i];
    o.format = "json";
    o.no_color = true;
    o.explain_hex = q.explain;
    std::ostringstream decision, err;
    std::string svg;
    if (cli::solve_scenario(kBodyName, body, o, ws, decision, err, q.svg ? &svg : nullptr) !=
        cli::kExitOk) {
      return {400, error_body(first_line(err.str()))};
    }
    std::string line = decision.str();
    while (!line.empty() && line.back() == '\n') line.pop_back();
    if (i > 0) out += ',';
    out += "{\"decision\":" + line;
    if (q.svg) out += ",\"svg\":" + nlohmann::json(svg).dump();
    out += '}';
  }
  out += ']';
  if (q.overlays && game != nullptr && game->name == "gloomhaven") {
    out += ",\"overlays\":" + overlays_json(root, kBodyName, rule_sets.front()).dump();
  }
  out += '}';
  return {200, std::move(out)};
}

const Asset* find_asset(std::string_view path) {
  struct Named {
    std::string_view route, file;
    const char* mime;
  };
  static const Named kRoutes[] = {
      {"/", "index.html", "text/html; charset=utf-8"},
      {"/index.html", "index.html", "text/html; charset=utf-8"},
      {"/app.js", "app.js", "text/javascript; charset=utf-8"},
      {"/app.css", "app.css", "text/css; charset=utf-8"},
  };
  static const std::vector<std::pair<std::string_view, Asset>> kAssets = [] {
    std::vector<std::pair<std::string_view, Asset>> a;
    for (const Named& n : kRoutes) {
      for (std::size_t i = 0; i < web::kFileCount; ++i) {
        if (n.file != web::kFiles[i].name) continue;
        const auto* data = reinterpret_cast<const char*>(web::kFiles[i].data);
        a.push_back({n.route, Asset{std::string_view(data, web::kFiles[i].size), n.mime}});
      }
    }
    return a;
  }();
  for (const auto& [route, asset] : kAssets) {
    if (route == path) return &asset;
  }
  return nullptr;
}

struct Server::Impl {
  Options o;
  httplib::Server http;
  std::mutex mutex;
  std::condition_variable changed;
  unsigned solving = 0;  // solves running, including those past their time limit
  std::atomic<std::uint64_t> requests{0};

  // A solve shared between the request (which may stop waiting) and its thread.
  struct Job {
    std::string body;
    SolveQuery query;
    Answer answer;
    bool done = false;
  };

  void solve(const httplib::Request& req, httplib::Response& res) {
    ++requests;
    auto job = std::make_shared<Job>();
    job->body = req.body;
    job->query.rules = req.get_param_value("rules");
    job->query.explain = req.get_param_value("explain");
    job->query.svg = req.get_param_value("svg") != "0";
    job->query.overlays = req.get_param_value("overlays") != "0";
    {
      std::lock_guard lock(mutex);
      if (solving >= o.max_solves) {
        res.status = 503;
        res.set_content(error_body("too many solves at once; try again"), "application/json");
        return;
      }
      ++solving;
    }
    // Its own thread, so that a solve past the limit can be left to finish while the
    // request is answered; the thread owns the job, and drain() waits for it.
    std::thread([this, job] {
      Answer a;
      try {
        a = answer_solve(job->body, job->query);
      } catch (const std::exception& e) {
        a = {500, error_body(std::string("internal error: ") + e.what())};
      }
      std::lock_guard lock(mutex);
      job->answer = std::move(a);
      job->done = true;
      --solving;
      changed.notify_all();
    }).detach();
    std::unique_lock lock(mutex);
    const bool done = changed.wait_for(lock, std::chrono::milliseconds(o.solve_timeout_ms),
                                       [&] { return job->done; });
    if (!done) {
      res.status = 503;
      res.set_content(error_body("the solve took longer than the server's limit of " +
                                 std::to_string(o.solve_timeout_ms) + " ms"),
                      "application/json");
      return;
    }
    res.status = job->answer.status;
    res.set_content(std::move(job->answer.body), "application/json");
  }

  void routes() {
    const unsigned threads = o.threads == 0 ? 1 : o.threads;
    http.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
    http.set_payload_max_length(o.max_body);
    // Headers and body go out in separate writes; with Nagle's algorithm the body would wait
    // for the client's delayed ACK (about 40 ms a request on loopback).
    http.set_tcp_nodelay(true);
    http.set_default_headers({{"X-Content-Type-Options", "nosniff"},
                              {"Cache-Control", "no-store"},
                              {"Content-Security-Policy",
                               "default-src 'self'; style-src 'self' 'unsafe-inline'; "
                               "img-src 'self' data:"}});
    http.Post("/api/solve",
              [this](const httplib::Request& req, httplib::Response& res) { solve(req, res); });
    http.Get("/api/health", [this](const httplib::Request&, httplib::Response& res) {
      nlohmann::ordered_json j;
      j["version"] = report::kOutputVersion;
      j["ok"] = true;
      {
        std::lock_guard lock(mutex);
        j["solving"] = solving;
      }
      j["requests"] = requests.load();
      j["max_body"] = o.max_body;
      j["solve_timeout_ms"] = o.solve_timeout_ms;
      res.set_content(j.dump(), "application/json");
    });
    // Every other GET is looked up among the compiled-in files, never on disk.
    http.Get(R"(/.*)", [](const httplib::Request& req, httplib::Response& res) {
      if (const Asset* a = find_asset(req.path)) {
        res.set_content(a->content.data(), a->content.size(), a->mime);
      } else {
        res.status = 404;
      }
    });
    http.set_error_handler([this](const httplib::Request&, httplib::Response& res) {
      if (!res.body.empty()) return;
      std::string message = "HTTP " + std::to_string(res.status);
      if (res.status == 413) {
        message = "request body over the limit of " + std::to_string(o.max_body) + " bytes";
      } else if (res.status == 404) {
        message = "no such page or API route";
      }
      res.set_content(error_body(message), "application/json");
    });
  }
};

Server::Server(Options o) : impl_(std::make_unique<Impl>()) {
  impl_->o = std::move(o);
  impl_->routes();
}

Server::~Server() {
  stop();
  drain(-1);
}

int Server::bind() {
  int port = -1;
  if (impl_->o.port == 0) {
    port = impl_->http.bind_to_any_port(impl_->o.host);
  } else if (impl_->http.bind_to_port(impl_->o.host, impl_->o.port)) {
    port = impl_->o.port;
  }
  if (port > 0) widen_backlog(port);
  return port;
}

bool Server::listen() {
  return impl_->http.listen_after_bind();
}

void Server::stop() {
  impl_->http.stop();
}

void Server::drain(int ms) {
  std::unique_lock lock(impl_->mutex);
  const auto idle = [&] { return impl_->solving == 0; };
  if (ms < 0) {
    impl_->changed.wait(lock, idle);
  } else {
    impl_->changed.wait_for(lock, std::chrono::milliseconds(ms), idle);
  }
}

int run_serve(const Options& o, std::ostream& out, std::ostream& err) {
  // SIGINT and SIGTERM are taken by sigwait in this thread only: blocked before any other
  // thread starts, so that every thread inherits the mask.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  Server server(o);
  const int port = server.bind();
  if (port <= 0) {
    err << "arbiter serve: cannot listen on " << o.host << ":" << o.port << "\n";
    return cli::kExitBadInput;
  }
  out << "arbiter serve: open http://" << o.host << ":" << port << "/ in a browser (Ctrl-C stops)"
      << std::endl;
  std::thread listener([&server] {
    if (!server.listen()) ::kill(::getpid(), SIGTERM);  // wakes the sigwait below
  });
  int sig = 0;
  sigwait(&stop_signals, &sig);
  server.stop();
  listener.join();
  server.drain(-1);
  out << "arbiter serve: stopped" << std::endl;
  return cli::kExitOk;
}

}  // namespace arbiter::serve
