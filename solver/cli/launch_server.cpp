#include "solver/cli/launch_server.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include "solver/cli/commands.hpp"

namespace arbiter::cli {

int launch_server(const serve::Options&, int argc, char** argv, std::ostream&, std::ostream& err) {
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  const std::filesystem::path server = self.parent_path() / "arbiter-serve";
  if (ec || !std::filesystem::exists(server, ec)) {
    err << "arbiter serve: the server program " << server.string()
        << " is missing beside arbiter (scripts/build.sh builds both)\n";
    return kExitBadInput;
  }
  std::vector<char*> args(argv, argv + argc);
  std::string name = server.string();
  args[0] = name.data();
  args.push_back(nullptr);
  ::execv(name.c_str(), args.data());
  err << "arbiter serve: cannot start " << name << ": " << std::strerror(errno) << "\n";
  return kExitBadInput;
}

}  // namespace arbiter::cli
