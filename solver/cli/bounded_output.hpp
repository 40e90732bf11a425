// Output built in memory up to a stated size, then written whole: a picture or a file that
// would pass the limit is refused before anything is written ("output over the limit of N
// bytes"), never cut where a disk, a pipe or a file-size limit happened to stop it.
#pragma once

#include <cstddef>
#include <ostream>
#include <stdexcept>
#include <streambuf>
#include <string>

namespace arbiter::cli {

// The largest picture `render` writes unless --max-output-size says otherwise: 256 MiB
// (RenderOptions::max_output has the same default).
inline constexpr std::size_t kMaxOutputBytes = std::size_t{256} << 20;

class OutputTooLarge : public std::runtime_error {
 public:
  explicit OutputTooLarge(std::size_t limit)
      : std::runtime_error("the output is larger than the output limit (limit " +
                           std::to_string(limit) + " bytes); nothing was written"),
        limit_(limit) {}
  std::size_t limit() const { return limit_; }

 private:
  std::size_t limit_;
};

// A stream into a string that throws OutputTooLarge as soon as it would pass `limit`.
class BoundedBuffer : public std::streambuf {
 public:
  explicit BoundedBuffer(std::size_t limit) : limit_(limit) {}
  std::string& text() { return text_; }

 protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    if (text_.size() + 1 > limit_) throw OutputTooLarge(limit_);
    text_.push_back(traits_type::to_char_type(c));
    return c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    if (text_.size() + static_cast<std::size_t>(n) > limit_) throw OutputTooLarge(limit_);
    text_.append(s, static_cast<std::size_t>(n));
    return n;
  }

 private:
  std::size_t limit_;
  std::string text_;
};

class BoundedOutput : public std::ostream {
 public:
  explicit BoundedOutput(std::size_t limit = kMaxOutputBytes)
      : std::ostream(nullptr), buffer_(limit) {
    rdbuf(&buffer_);
    // Stream errors become exceptions, so that the limit's exception reaches the caller.
    exceptions(std::ios::badbit);
  }
  std::string& text() { return buffer_.text(); }

 private:
  BoundedBuffer buffer_;
};

}  // namespace arbiter::cli
