// Writing a file so that a reader never sees it half-written: the content goes to a new file
// beside the target, is flushed to the disk, and only then renamed over the target. On any
// failure (full disk, killed process, no permission) the target keeps its old content.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace arbiter::cli {

// Thrown when the file could not be written: what() is "file: (file): problem", the form of
// every error line, and the problem gives the reason and says that the original (if any) is
// untouched.
class WriteError : public std::runtime_error {
 public:
  WriteError(std::string file, std::string problem)
      : std::runtime_error(file + ": (file): " + problem),
        file_(std::move(file)),
        problem_(std::move(problem)) {}
  const std::string& file() const { return file_; }
  const std::string& problem() const { return problem_; }

 private:
  std::string file_, problem_;
};

// Writes `content` to `target` atomically (same folder, temporary name, fsync, rename).
// Throws WriteError; the temporary file is removed on failure. A symlink is followed: the
// file it points to is replaced and the link kept. A character device (/dev/null, a
// terminal) is written into, never replaced; a fifo, socket, block device or folder is
// refused, untouched.
void write_file_atomically(const std::filesystem::path& target, std::string_view content);

}  // namespace arbiter::cli
