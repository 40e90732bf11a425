#include "solver/serve/server.hpp"

#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <iostream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>
#include <vector>

#include "pathing/deadline.hpp"
#include "solver/game/workspace.hpp"
#include "solver/games/games.hpp"
#include "solver/games/solve.hpp"
#include "solver/report/output.hpp"
#include "solver/scenario/json_reader.hpp"
#include "solver/serve/web_assets.hpp"

// Last: httplib.h brings in <resolv.h>, whose `_res` macro would rewrite Eigen's parameters
// of that name in the headers above.
#include <httplib.h>

#include "solver/serve/answer.hpp"
#include "solver/serve/compress.hpp"
#include "solver/serve/connection.hpp"
#include "solver/serve/request_memory.hpp"
#include "solver/serve/scenarios.hpp"

namespace arbiter::serve {
namespace {

bool is_ip_literal(std::string_view h) {
  if (h.size() >= 2 && h.front() == '[' && h.back() == ']') return true;  // IPv6
  if (h.empty()) return false;
  return std::all_of(h.begin(), h.end(), [](char c) { return (c >= '0' && c <= '9') || c == '.'; });
}

bool is_loopback(std::string_view h) {
  return h == "localhost" || h == "::1" || h.substr(0, 4) == "127.";
}

void refuse(httplib::Response& res, int status, const std::string& message) {
  res.status = status;
  res.set_content(error_body(message), "application/json");
}

// A request whose body is left unread is answered, then its connection closed (the unread
// bytes would otherwise be read as the next request).
void close_after(httplib::Response& res) {
  res.set_header("Connection", "close");
  if (Connection* c = current_connection()) c->close_after_answer();
}

}  // namespace

// cpp-httplib's server with connections served by Connection (connection.hpp): the accept
// loop and the routing stay httplib's. Outside the anonymous namespace because Server::Impl
// holds one (GCC's -Wsubobject-linkage, once unity builds include this file in a batch).
class HttpServer : public httplib::Server {
 public:
  explicit HttpServer(const ConnectionLimits& limits, int keep_alive_timeout_s,
                      unsigned keep_alive_requests)
      : limits_(limits),
        keep_alive_timeout_(keep_alive_timeout_s),
        keep_alive_requests_(keep_alive_requests == 0 ? 1 : keep_alive_requests) {
    set_keep_alive_timeout(keep_alive_timeout_s);
    set_keep_alive_max_count(keep_alive_requests_);
  }

 private:
  bool process_and_close_socket(socket_t sock) override {
    Connection c(sock, limits_);
    set_current_connection(&c);
    bool ok = true;
    for (unsigned left = keep_alive_requests_; left > 0 && svr_sock_ != INVALID_SOCKET; --left) {
      if (!c.buffered()) {
        // Idle between requests: closed after the keep-alive timeout (before the first
        // request, after the read timeout).
        pollfd p{sock, POLLIN, 0};
        const auto idle =
            left == keep_alive_requests_
                ? std::min<std::chrono::milliseconds>(limits_.read_timeout,
                                                      std::chrono::seconds(keep_alive_timeout_))
                : std::chrono::milliseconds(std::chrono::seconds(keep_alive_timeout_));
        const auto until = std::chrono::steady_clock::now() + idle;
        int n = 0;
        while (n == 0 && svr_sock_ != INVALID_SOCKET && std::chrono::steady_clock::now() < until) {
          n = ::poll(&p, 1, 100);
          if (n < 0 && errno == EINTR) n = 0;
        }
        if (n <= 0) break;
      }
      c.begin_request();
      bool closed = false;
      ok = process_request(c, left == 1, closed, nullptr);
      // A request cut at a limit (its deadline, a budget) ends the connection: a client
      // that trickles does not get a fresh deadline for the rest of its bytes.
      if (!ok || closed || c.closing() || c.broken()) break;
    }
    set_current_connection(nullptr);
    if (c.closing()) c.linger();
    ::shutdown(sock, SHUT_RDWR);
    ::close(sock);
    return ok;
  }

  ConnectionLimits limits_;
  int keep_alive_timeout_;
  unsigned keep_alive_requests_;
};

struct Server::Impl {
  Options o;
  std::unique_ptr<HttpServer> http;
  int port = -1;
  std::atomic<std::uint64_t> requests{0};
  std::unique_ptr<ScenarioLibrary> library;

  // A solve shared between its request (which may stop waiting) and the pool.
  struct Job {
    std::string body;
    // The answer, given the body and the seconds left (answer_solve, answer_round, an import).
    std::function<Answer(std::string_view, double)> run;
    std::chrono::steady_clock::time_point deadline;
    Answer answer;
    bool done = false;
  };

  // The pool of solves: max_solves threads take jobs from a queue of at most max_queue.
  std::mutex mutex;
  std::condition_variable work, changed;
  std::deque<std::shared_ptr<Job>> queue;
  unsigned running = 0;
  bool stopping = false;
  std::vector<std::thread> workers;

  unsigned solvers() const {
    if (o.max_solves > 0) return o.max_solves;
    return std::max(1u, std::thread::hardware_concurrency());
  }

  void start_workers() {
    for (unsigned i = 0; i < solvers(); ++i) workers.emplace_back([this] { work_loop(); });
  }

  void stop_workers() {
    {
      std::lock_guard lock(mutex);
      stopping = true;
    }
    work.notify_all();
    for (auto& t : workers) t.join();
    workers.clear();
  }

  void work_loop() {
    for (;;) {
      std::shared_ptr<Job> job;
      bool stop_now = false;
      {
        std::unique_lock lock(mutex);
        work.wait(lock, [&] { return stopping || !queue.empty(); });
        if (queue.empty()) return;  // stopping, nothing left
        job = std::move(queue.front());
        queue.pop_front();
        ++running;
        stop_now = stopping;
      }
      Answer a;
      const double left =
          std::chrono::duration<double>(job->deadline - std::chrono::steady_clock::now()).count();
      if (left <= 0 || stop_now) {
        a = {503,
             error_body(stop_now ? "the server is stopping"
                                 : "the solve waited past the server's time limit (limit " +
                                       std::to_string(o.solve_timeout_ms) + " ms); try again")};
      } else {
        // The request's memory: what this thread allocates while answering, whatever the
        // other solves hold (request_memory.hpp).
        const request_memory::Scope memory(o.request_memory_mb << 20);
        try {
          // The whole answer (overlays included) under the request's deadline; the solve
          // itself stops there with the command line's --time-limit message.
          const pathing::deadline::Scope limit(left);
          a = job->run(job->body, left);
        } catch (const pathing::deadline::TimeLimitExceeded&) {
          a = {503, error_body("the solve took longer than the server's limit (limit " +
                               std::to_string(o.solve_timeout_ms) + " ms)")};
        } catch (const std::bad_alloc&) {
          a = {503,
               error_body(memory.refused() ? "the solve needed more memory than the server's limit "
                                             "(limit " +
                                                 std::to_string(o.request_memory_mb) + " MiB)"
                                           : std::string("the solve ran out of memory"))};
        } catch (const std::exception& e) {
          a = {500, error_body(std::string("internal error: ") + e.what())};
        }
      }
      {
        std::lock_guard lock(mutex);
        job->answer = std::move(a);
        job->done = true;
        job->body.clear();
        job->body.shrink_to_fit();
        --running;
      }
      changed.notify_all();
    }
  }

  // Reads the body through the Connection's budget: any content type and transfer encoding;
  // a multipart form's first part is the file. False with the answer set when refused.
  bool read_body(const httplib::Request& req, httplib::Response& res,
                 const httplib::ContentReader& reader, std::string& body) {
    const std::string limit_text = "request body over the limit of " + std::to_string(o.max_body) +
                                   " bytes (limit " + std::to_string(o.max_body) + ")";
    if (req.has_header("Content-Length")) {
      const std::string& cl = req.get_header_value("Content-Length");
      std::uint64_t announced = 0;
      bool number = !cl.empty() && cl.size() <= 19;
      for (char ch : cl) number = number && ch >= '0' && ch <= '9';
      if (number) announced = std::stoull(cl);
      if (!number || announced > o.max_body) {
        close_after(res);
        refuse(res, number ? 413 : 400, number ? limit_text : "bad Content-Length");
        return false;
      }
    }
    bool over = false;
    const auto take = [&](const char* data, std::size_t n) {
      if (body.size() + n > o.max_body) {
        over = true;
        return false;
      }
      body.append(data, n);
      return true;
    };
    bool ok;
    if (req.is_multipart_form_data()) {
      int part = 0;
      ok =
          reader([&](const httplib::MultipartFormData&) { return ++part <= 64; },
                 [&](const char* data, std::size_t n) { return part == 1 ? take(data, n) : true; });
    } else {
      ok = reader(take);
    }
    Connection* c = current_connection();
    if (c) c->reading_done();
    if (ok) {
      // A form sent with `curl -d @file` (or a browser's default encoding) holds the file as
      // it is; one sent as `name=VALUE` pairs holds it URL-encoded in its first field.
      const std::string& type = req.get_header_value("Content-Type");
      if (type.rfind("application/x-www-form-urlencoded", 0) == 0) {
        const std::size_t first = body.find_first_not_of(" \t\r\n");
        const std::size_t eq = body.find('=');
        if (first != std::string::npos && body[first] != '{' && body[first] != '[' &&
            eq != std::string::npos) {
          std::string value = body.substr(eq + 1);
          value = value.substr(0, value.find('&'));
          body = httplib::detail::decode_url(value, true);
        }
      }
      return true;
    }
    close_after(res);
    if (over || (c && c->over_body_budget())) {
      refuse(res, 413, limit_text);
    } else if (c && c->timed_out()) {
      refuse(res, 408,
             "the request did not arrive within the server's limit (limit " +
                 std::to_string(o.request_timeout_ms) + " ms)");
    } else {
      refuse(res, 400, "the request body could not be read");
    }
    return false;
  }

  // POST /api/solve and POST /api/round: the body read under its limit, then the job
  // solved in the pool under the time limit and the request's memory.
  void solve(const httplib::Request& req, httplib::Response& res,
             const httplib::ContentReader& reader, bool round) {
    ++requests;
    const auto arrived = std::chrono::steady_clock::now();
    auto job = std::make_shared<Job>();
    if (!read_body(req, res, reader, job->body)) return;
    if (round) {
      RoundQuery q;
      q.rules = req.get_param_value("rules");
      q.choose = req.get_param_value("choose");
      q.branches = req.get_param_value("branches") == "1";
      job->run = [q](std::string_view body, double left) { return answer_round(body, q, left); };
    } else {
      SolveQuery q;
      q.rules = req.get_param_value("rules");
      q.explain = req.get_param_value("explain");
      q.svg = req.get_param_value("svg") != "0";
      q.overlays = req.get_param_value("overlays") != "0";
      job->run = [q](std::string_view body, double left) { return answer_solve(body, q, left); };
    }
    run_job(req, res, arrived, std::move(job));
  }

  // A job answered by the pool within the server's time limit (counted from `arrived`).
  void run_job(const httplib::Request& req, httplib::Response& res,
               std::chrono::steady_clock::time_point arrived, std::shared_ptr<Job> job) {
    job->deadline = arrived + std::chrono::milliseconds(o.solve_timeout_ms);
    {
      std::lock_guard lock(mutex);
      if (queue.size() >= o.max_queue) {
        refuse(res, 503,
               "too many solves waiting (limit " + std::to_string(o.max_queue) + "); try again");
        return;
      }
      queue.push_back(job);
    }
    work.notify_one();
    // The solve stops at the deadline by itself; the grace covers a game whose search polls
    // the deadline only now and then. Past it the request is answered and the job finishes
    // (or is dropped unstarted) in the pool, whose size bounds what can run.
    constexpr auto kGrace = std::chrono::seconds(2);
    std::unique_lock lock(mutex);
    const bool done = changed.wait_until(lock, job->deadline + kGrace, [&] { return job->done; });
    if (!done) {
      // Dropped from the queue if it has not started.
      const auto it = std::find(queue.begin(), queue.end(), job);
      if (it != queue.end()) queue.erase(it);
      refuse(res, 503,
             "the solve took longer than the server's limit (limit " +
                 std::to_string(o.solve_timeout_ms) + " ms)");
      return;
    }
    res.status = job->answer.status;
    compress::send_json(req, res, std::move(job->answer.body));
  }

  // Only the address served answers: a page elsewhere reaching this server through a name
  // of its own (DNS rebinding) gets 421.
  bool host_allowed(const httplib::Request& req) const {
    if (!req.has_header("Host")) return false;
    std::string host = req.get_header_value("Host");
    std::string port_text;
    const std::size_t colon = host.rfind(':');
    if (colon != std::string::npos && host.find(']', colon) == std::string::npos) {
      port_text = host.substr(colon + 1);
      host = host.substr(0, colon);
    }
    std::transform(host.begin(), host.end(), host.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (port_text.empty() ? port != 80 : port_text != std::to_string(port)) return false;
    const std::string served = o.host.find(':') != std::string::npos ? "[" + o.host + "]" : o.host;
    if (host == served) return true;
    for (const std::string& a : o.allowed_hosts) {
      if (host == a) return true;
    }
    if (is_loopback(o.host) && (host == "localhost" || host == "127.0.0.1" || host == "[::1]")) {
      return true;
    }
    if ((o.host == "0.0.0.0" || o.host == "::") && (is_ip_literal(host) || host == "localhost")) {
      return true;
    }
    return false;
  }

  httplib::Server::HandlerResponse pre_route(const httplib::Request& req, httplib::Response& res) {
    using R = httplib::Server::HandlerResponse;
    if (Connection* c = current_connection()) c->headers_done();
    const bool has_body =
        (req.has_header("Content-Length") && req.get_header_value("Content-Length") != "0") ||
        req.has_header("Transfer-Encoding");
    const auto refused = [&](int status, const std::string& message) {
      if (has_body) close_after(res);
      refuse(res, status, message);
      return R::Handled;
    };
    if (!host_allowed(req)) {
      return refused(421, "this server answers requests to " + o.host + ":" + std::to_string(port) +
                              " only (Host header " +
                              scenario::quote(req.get_header_value("Host")) + ")");
    }
    if (!valid_utf8(req.path)) return refused(400, "the path is not valid UTF-8");
    for (const auto& [key, value] : req.params) {
      if (!valid_utf8(key) || !valid_utf8(value)) {
        return refused(400, "the query is not valid UTF-8");
      }
    }
    // Only the POST routes read a body; any other request with one is answered without
    // reading it.
    const bool body_route = req.path == "/api/solve" || req.path == "/api/round";
    if (has_body && !(req.method == "POST" && body_route)) {
      return refused(body_route ? 405 : 404, "no such page or API route");
    }
    return R::Unhandled;
  }

  void routes() {
    ConnectionLimits limits;
    limits.read_timeout = std::chrono::milliseconds(o.read_timeout_ms);
    limits.write_timeout = std::chrono::milliseconds(o.read_timeout_ms);
    limits.request_timeout = std::chrono::milliseconds(o.request_timeout_ms);
    // Chunked framing and multipart headers come on top of the file itself.
    limits.max_body_bytes = o.max_body + (std::size_t{64} << 10);
    http = std::make_unique<HttpServer>(limits, o.keep_alive_timeout_s, o.keep_alive_requests);
    const unsigned threads = o.threads == 0 ? 1 : o.threads;
    http->new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
    http->set_payload_max_length(o.max_body);
    const auto secs = [](int ms) { return std::chrono::milliseconds(ms); };
    http->set_read_timeout(secs(o.read_timeout_ms));
    http->set_write_timeout(secs(o.read_timeout_ms));
    // Headers and body go out in separate writes; with Nagle's algorithm the body would wait
    // for the client's delayed ACK (about 40 ms a request on loopback).
    http->set_tcp_nodelay(true);
    http->set_default_headers({{"X-Content-Type-Options", "nosniff"},
                               {"Cache-Control", "no-store"},
                               {"Content-Security-Policy",
                                "default-src 'self'; style-src 'self' 'unsafe-inline'; "
                                "img-src 'self' data:"}});
    http->set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
      return pre_route(req, res);
    });
    http->Post("/api/solve",
               [this](const httplib::Request& req, httplib::Response& res,
                      const httplib::ContentReader& reader) { solve(req, res, reader, false); });
    http->Post("/api/round",
               [this](const httplib::Request& req, httplib::Response& res,
                      const httplib::ContentReader& reader) { solve(req, res, reader, true); });
    // Real scenarios (--vgb, --data): the list, a layout's decks, and the import.
    http->Get("/api/scenarios", [this](const httplib::Request&, httplib::Response& res) {
      const Answer a = library->list();
      res.status = a.status;
      res.set_content(a.body, "application/json");
    });
    for (const char* route : {"/api/decks", "/api/import"}) {
      const bool decks = std::string_view(route) == "/api/decks";
      const auto handler = [this, decks](const httplib::Request& req, httplib::Response& res) {
        ++requests;
        const auto arrived = std::chrono::steady_clock::now();
        ImportQuery q;
        for (const char* k : {"scenario", "characters", "level", "seed", "card"})
          q.fields[k] = req.get_param_value(k);
        // card=TYPE=ID as the docs write it: the parser keeps only part of such a value.
        if (const auto cards = whole_query_values(req.target, "card")) q.fields["card"] = *cards;
        auto job = std::make_shared<Job>();
        job->run = [this, q, decks](std::string_view, double) {
          return decks ? library->decks(q) : library->import(q);
        };
        run_job(req, res, arrived, std::move(job));
      };
      if (decks)
        http->Get(route, handler);
      else
        http->Post(route, handler);
    }
    // Every game's rule sets, the default first: the engine's one list, which the page's
    // views read instead of keeping their own (the same JSON as `arbiter rules`).
    http->Get("/api/rules", [](const httplib::Request&, httplib::Response& res) {
      res.set_content(games::rule_sets_json().dump(), "application/json");
    });
    http->Get("/api/health", [this](const httplib::Request&, httplib::Response& res) {
      nlohmann::ordered_json j;
      j["version"] = report::kOutputVersion;
      j["ok"] = true;
      {
        std::lock_guard lock(mutex);
        j["solving"] = running;
        j["waiting"] = queue.size();
      }
      j["requests"] = requests.load();
      // The limits every answer is held to, as on the command line.
      j["max_body"] = o.max_body;
      j["solve_timeout_ms"] = o.solve_timeout_ms;
      j["request_memory_mb"] = o.request_memory_mb;
      j["max_solves"] = solvers();
      j["max_queue"] = o.max_queue;
      j["request_timeout_ms"] = o.request_timeout_ms;
      j["read_timeout_ms"] = o.read_timeout_ms;
      j["max_json_depth"] = scenario::kMaxJsonDepth;
      res.set_content(j.dump(), "application/json");
    });
    // Every other GET is looked up among the compiled-in files, never on disk.
    http->Get(R"(/.*)", [](const httplib::Request& req, httplib::Response& res) {
      if (const Asset* a = find_asset(req.path)) {
        res.set_content(a->content.data(), a->content.size(), a->mime);
      } else {
        res.status = 404;
      }
    });
    http->set_exception_handler([](const httplib::Request&, httplib::Response& res,
                                   std::exception_ptr) { refuse(res, 500, "internal error"); });
    http->set_error_handler([this](const httplib::Request&, httplib::Response& res) {
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
  impl_->library = std::make_unique<ScenarioLibrary>(impl_->o.vgb_dir, impl_->o.data_dir);
  impl_->routes();
  impl_->start_workers();
}

Server::~Server() {
  stop();
  impl_->stop_workers();
}

int Server::bind() {
  int port = -1;
  if (impl_->o.port == 0) {
    port = impl_->http->bind_to_any_port(impl_->o.host);
  } else if (impl_->http->bind_to_port(impl_->o.host, impl_->o.port)) {
    port = impl_->o.port;
  }
  if (port > 0) widen_backlog(port);
  impl_->port = port;
  return port;
}

bool Server::listen() {
  return impl_->http->listen_after_bind();
}

void Server::stop() {
  impl_->http->stop();
}

void Server::drain(int ms) {
  std::unique_lock lock(impl_->mutex);
  const auto idle = [&] { return impl_->running == 0 && impl_->queue.empty(); };
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
    return games::kExitBadInput;
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
  return games::kExitOk;
}

}  // namespace arbiter::serve
