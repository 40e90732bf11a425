#include "solver/cli/atomic_file.hpp"

#include <cerrno>
#include <cstring>
#include <string>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace arbiter::cli {

namespace {

[[noreturn]] void fail(const std::filesystem::path& target, const std::string& what, int err) {
  const bool existed = std::filesystem::exists(target);
  throw WriteError(target.string(), "not written (" + what + ": " + std::strerror(err) + ")" +
                                        (existed ? "; the original is untouched" : ""));
}

}  // namespace

void write_file_atomically(const std::filesystem::path& target, std::string_view content) {
  const std::filesystem::path dir = target.has_parent_path() ? target.parent_path() : ".";
  std::string temp = (dir / ("." + target.filename().string() + ".partial-XXXXXX")).string();
  const int fd = ::mkstemp(temp.data());
  if (fd < 0) fail(target, "cannot write a file beside it", errno);
  auto give_up = [&](const char* what) {
    const int err = errno;
    ::close(fd);
    ::unlink(temp.c_str());
    fail(target, what, err);
  };
  // mkstemp creates the file 0600; a written file gets the usual mode (0666 less the umask),
  // or the mode of the file it replaces.
  struct stat old {};
  if (::stat(target.c_str(), &old) == 0) {
    ::fchmod(fd, old.st_mode & 07777);
  } else {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::fchmod(fd, 0666 & ~mask);
  }
  const char* p = content.data();
  std::size_t left = content.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      give_up("write failed");
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0) give_up("flush failed");
  if (::close(fd) != 0) {
    const int err = errno;
    ::unlink(temp.c_str());
    fail(target, "close failed", err);
  }
  if (::rename(temp.c_str(), target.c_str()) != 0) {
    const int err = errno;
    ::unlink(temp.c_str());
    fail(target, "rename failed", err);
  }
  // The rename itself reaches the disk with the folder's entry.
  const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
}

}  // namespace arbiter::cli
