#include "solver/cli/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <string_view>

namespace arbiter::cli {

namespace {

[[noreturn]] void fail(const std::filesystem::path& target, const std::string& what, int err) {
  const bool existed = std::filesystem::exists(target);
  throw WriteError(target.string(), "not written (" + what + ": " + std::strerror(err) + ")" +
                                        (existed ? "; the original is untouched" : ""));
}

// The file a path names once its symlinks are followed (a chain of at most 40, each
// relative to its own folder), so that a write through a link replaces the file it points
// to and keeps the link. A dangling link names the file it would point to.
std::filesystem::path through_links(const std::filesystem::path& target) {
  std::filesystem::path p = target;
  for (int hops = 0; hops < 40; ++hops) {
    std::error_code ec;
    if (!std::filesystem::is_symlink(std::filesystem::symlink_status(p, ec))) return p;
    const std::filesystem::path next = std::filesystem::read_symlink(p, ec);
    if (ec) return p;
    p = next.is_absolute() ? next : p.parent_path() / next;
  }
  throw WriteError(target.string(), "not written (a chain of more than 40 symlinks)");
}

std::string_view kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISFIFO(mode)) return "a fifo (named pipe)";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISBLK(mode)) return "a block device";
  return "a special file";
}

// A character device (/dev/null, a terminal) is written into as it stands: it is never
// replaced by a file, and there is nothing to keep atomic.
void write_into_device(const std::filesystem::path& target, std::string_view content) {
  const int fd = ::open(target.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) fail(target, "cannot open the device", errno);
  // Non-blocking only to open it; the writes wait as usual.
  if (const int flags = ::fcntl(fd, F_GETFL); flags >= 0) ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
  const char* p = content.data();
  std::size_t left = content.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const int err = errno;
      ::close(fd);
      fail(target, "write failed", err);
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  ::close(fd);
}

void replace_file(const std::filesystem::path& target, std::string_view content);

}  // namespace

void write_file_atomically(const std::filesystem::path& link, std::string_view content) {
  const std::filesystem::path target = through_links(link);
  struct stat st {};
  if (::stat(target.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
    if (S_ISCHR(st.st_mode)) return write_into_device(target, content);
    throw WriteError(link.string(), "not written: it is " + std::string(kind_of(st.st_mode)) +
                                        ", not a regular file; nothing was changed");
  }
  replace_file(target, content);
}

namespace {

void replace_file(const std::filesystem::path& target, std::string_view content) {
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

}  // namespace

}  // namespace arbiter::cli
