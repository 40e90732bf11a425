// Reading a scenario file's text: a file, a fifo or standard input, never more than the
// file size limit (refused before it is read when the size is known).
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "solver/scenario/json_reader.hpp"

namespace arbiter::scenario {

namespace {
std::atomic<std::uint64_t> g_file_size_limit{kDefaultMaxFileBytes};

[[noreturn]] void too_large(const std::string& path, std::uint64_t limit) {
  throw ScenarioError(display_name(path), "(file)",
                      "the file is larger than Arbiter reads; --max-file-size raises the limit "
                      "(limit " +
                          std::to_string(limit) + " bytes)");
}

// Reads fd to its end in chunks, refusing the file once it passes the limit.
std::string read_limited(int fd, const std::string& path) {
  const std::uint64_t limit = file_size_limit();
  std::string text;
  char chunk[1 << 16];
  while (true) {
    const ssize_t n = ::read(fd, chunk, sizeof chunk);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw ScenarioError(display_name(path), "(file)",
                          std::string("cannot read file: ") + std::strerror(errno));
    }
    if (n == 0) return text;
    if (text.size() + static_cast<std::uint64_t>(n) > limit) too_large(path, limit);
    text.append(chunk, static_cast<std::size_t>(n));
  }
}

struct Fd {
  int fd;
  ~Fd() { ::close(fd); }
};
}  // namespace

std::uint64_t file_size_limit() {
  return g_file_size_limit.load(std::memory_order_relaxed);
}
void set_file_size_limit(std::uint64_t bytes) {
  g_file_size_limit.store(bytes, std::memory_order_relaxed);
}

std::string read_file_text(const std::string& path) {
  if (path == "-") return read_limited(STDIN_FILENO, path);
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    throw ScenarioError(path, "(file)", "cannot read file: it is a directory");
  }
  // O_NONBLOCK only so that opening a fifo does not wait for a writer; reads block again.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    throw ScenarioError(path, "(file)", std::string("cannot read file: ") + std::strerror(errno));
  }
  const Fd guard{fd};
  const int flags = ::fcntl(fd, F_GETFL);
  if (flags >= 0) ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
  struct stat st {};
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
      static_cast<std::uint64_t>(st.st_size) > file_size_limit()) {
    too_large(path, file_size_limit());
  }
  return read_limited(fd, path);
}

std::string read_bounded(const std::string& path, std::size_t limit) {
  const std::string shown = scenario::display_name(path);
  std::ifstream file;
  std::istream* in = &std::cin;
  if (path != "-") {
    // What is not a regular file is refused: a fifo would be waited on for ever, a device
    // read without end; standard input is "-".
    std::error_code ec;
    const auto st = std::filesystem::status(path, ec);
    if (std::filesystem::is_directory(st))
      throw scenario::ScenarioError(path, "(file)", "is a folder, not a file");
    if (std::filesystem::exists(st) && !std::filesystem::is_regular_file(st))
      throw scenario::ScenarioError(path, "(file)",
                                    "is not a regular file (a fifo or a device); import reads "
                                    "files, or standard input as -");
    file.open(path, std::ios::binary);
    if (!file) throw scenario::ScenarioError(shown, "(file)", "cannot be read (no such file?)");
    in = &file;
  }
  std::string text(limit + 1, '\0');
  in->read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in->gcount()));
  if (text.size() > limit) {
    throw scenario::ScenarioError(
        shown, "(file)", "larger than an import reads (limit " + std::to_string(limit) + " bytes)");
  }
  return text;
}

}  // namespace arbiter::scenario
