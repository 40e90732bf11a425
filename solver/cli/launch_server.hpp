// `arbiter serve` in the arbiter program: the server lives in the arbiter-serve program
// beside it, which alone links the HTTP library; this replaces the process with it.
#pragma once

#include <iosfwd>

namespace arbiter::serve {
struct Options;
}

namespace arbiter::cli {

// Replaces this process with `arbiter-serve` from the folder of the running program, given
// the same arguments (the process keeps its id, so a signal to it reaches the server).
// Returns only when that fails: exit status 2, the reason on `err`.
int launch_server(const serve::Options& o, int argc, char** argv, std::ostream& out,
                  std::ostream& err);

}  // namespace arbiter::cli
