// The page's files as compiled into the binary: generated at build time from solver/web/
// by cmake/embed-web.cmake, so that serving them never touches the file system.
#pragma once

#include <cstddef>

namespace arbiter::serve::web {

struct File {
  const char* name;  // file name under solver/web/, e.g. "app.js"
  const unsigned char* data;
  std::size_t size;
};

extern const File kFiles[];
extern const std::size_t kFileCount;

}  // namespace arbiter::serve::web
