// `arbiter serve` against the same solves in one process: every conformance position
// (../shared/conformance/gloomhaven/*.json) solved under its own rule set, as `arbiter
// solve --format json` does (games::solve_scenario), then the same bodies POSTed to
// /api/solve on 127.0.0.1 by a keep-alive client, one request a position. Both report
// items_per_second (positions a second); their ratio is the HTTP overhead of the README.
// BM_ServeApiFull also asks for the SVG picture and the overlays, as the page does.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "solver/game/workspace.hpp"
#include "solver/games/solve.hpp"
#include "solver/serve/server.hpp"

// Last: httplib.h brings in <resolv.h>, whose `_res` macro would rewrite Eigen's parameters.
#include <httplib.h>

namespace {

using namespace arbiter;

// The positions' texts, read once; empty when the suite is not beside the repository.
const std::vector<std::string>& positions() {
  static const std::vector<std::string> texts = [] {
    namespace fs = std::filesystem;
    std::vector<std::string> out;
    const fs::path dir =
        fs::path(ARBITER_SOURCE_DIR) / ".." / "shared" / "conformance" / "gloomhaven";
    if (!fs::is_directory(dir)) return out;
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(dir))
      if (e.path().extension() == ".json") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
      std::ifstream in(f, std::ios::binary);
      std::ostringstream s;
      s << in.rdbuf();
      out.push_back(s.str());
    }
    return out;
  }();
  return texts;
}

void BM_SolveInProcess(benchmark::State& state) {
  const auto& texts = positions();
  if (texts.empty()) {
    state.SkipWithError("conformance folder absent");
    return;
  }
  games::SolveOptions o;
  o.format = "json";
  o.no_color = true;
  game::Workspace ws;
  std::size_t bytes = 0;
  for (auto _ : state) {
    for (const auto& t : texts) {
      const auto solved = games::solve_scenario("request.json", t, o, ws);
      if (solved.status != games::kExitOk) {
        state.SkipWithError("a conformance position did not solve");
        return;
      }
      bytes += solved.json.front().dump().size() + 1;
    }
  }
  benchmark::DoNotOptimize(bytes);
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * texts.size()));
  state.counters["positions"] = static_cast<double>(texts.size());
}

void serve_api(benchmark::State& state, const char* query) {
  const auto& texts = positions();
  if (texts.empty()) {
    state.SkipWithError("conformance folder absent");
    return;
  }
  serve::Options so;
  so.port = 0;
  serve::Server server(so);
  const int port = server.bind();
  if (port <= 0) {
    state.SkipWithError("cannot listen on 127.0.0.1");
    return;
  }
  std::thread listener([&server] { server.listen(); });
  {
    httplib::Client client("127.0.0.1", port);
    client.set_keep_alive(true);
    client.set_tcp_nodelay(true);
    bool ok = true;
    for (auto _ : state) {
      for (const auto& t : texts) {
        auto r = client.Post(query, t, "application/json");
        if (!r || r->status != 200) ok = false;
        benchmark::DoNotOptimize(r);
      }
    }
    if (!ok) state.SkipWithError("a request failed");
  }
  server.stop();
  listener.join();
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * texts.size()));
  state.counters["positions"] = static_cast<double>(texts.size());
}

void BM_ServeApi(benchmark::State& state) {
  serve_api(state, "/api/solve?svg=0&overlays=0");
}

void BM_ServeApiFull(benchmark::State& state) {
  serve_api(state, "/api/solve");
}

BENCHMARK(BM_SolveInProcess)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ServeApi)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ServeApiFull)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
