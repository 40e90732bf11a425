// The `arbiter` program: the command line of solver/cli/app.cpp.
#include "solver/cli/app.hpp"

int main(int argc, char** argv) {
  return arbiter::cli::run_command_line(argc, argv);
}
