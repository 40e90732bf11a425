// The `arbiter` command line, whole: what main() runs.
#pragma once

#include <iosfwd>

namespace arbiter::serve {
struct Options;
}

namespace arbiter::cli {

// What `arbiter serve` runs once its options are read: the server itself (the arbiter-serve
// program links it) or the launch of that program (the arbiter program, which links no
// HTTP library, so that every other command starts without loading one). argc and argv are
// the command line as given.
using ServeCommand = int (*)(const serve::Options& o, int argc, char** argv, std::ostream& out,
                             std::ostream& err);

// Parses the arguments, runs the command and returns its exit status (see app.cpp).
int run_command_line(int argc, char** argv, ServeCommand serve);

}  // namespace arbiter::cli
