// The `arbiter` command line, whole: what main() runs.
#pragma once

namespace arbiter::cli {

// Parses the arguments, runs the command and returns its exit status (see app.cpp).
int run_command_line(int argc, char** argv);

}  // namespace arbiter::cli
