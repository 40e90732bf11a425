// The `arbiter-serve` program: the whole command line with the server linked in, which
// `arbiter serve` hands over to (solver/cli/launch_server.cpp).
#include "solver/cli/app.hpp"
#include "solver/serve/server.hpp"

namespace {

int serve(const arbiter::serve::Options& o, int, char**, std::ostream& out, std::ostream& err) {
  return arbiter::serve::run_serve(o, out, err);
}

}  // namespace

int main(int argc, char** argv) {
  return arbiter::cli::run_command_line(argc, argv, &serve);
}
