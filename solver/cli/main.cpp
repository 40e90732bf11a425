// The `arbiter` program: the command line of solver/cli/app.cpp; `arbiter serve` hands over
// to the arbiter-serve program beside it (launch_server.cpp).
#include "solver/cli/app.hpp"
#include "solver/cli/launch_server.hpp"

int main(int argc, char** argv) {
  return arbiter::cli::run_command_line(argc, argv, &arbiter::cli::launch_server);
}
