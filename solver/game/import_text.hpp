// What the importers print comes from other tools' files: a title, a monster's name or a
// file name may hold escape sequences that retitle or recolour a terminal. Messages pass
// through terminal_safe; JSON text keeps its value and loses only the C1 controls
// nlohmann::json writes raw (it escapes the C0 ones itself).
#pragma once

#include <cstdio>
#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>

#include "solver/game/terminal_text.hpp"

namespace arbiter::game {

// `json` (as nlohmann::json::dump writes it) with U+0080..U+009F written "\u00XX": the same
// JSON value, since those characters only occur inside its strings.
inline std::string json_terminal_safe(std::string_view json) {
  std::string out;
  out.reserve(json.size());
  for (std::size_t i = 0; i < json.size(); ++i) {
    const auto c = static_cast<unsigned char>(json[i]);
    const auto next = i + 1 < json.size() ? static_cast<unsigned char>(json[i + 1]) : 0u;
    if (c == 0xc2 && next >= 0x80 && next <= 0x9f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", next);
      out += buf;
      ++i;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

// An output stream that passes its text to `to` through terminal_safe a line at a
// time (the rest when it is destroyed), so that a report's lines keep their order with
// those of another stream (std::cerr flushes std::cout before each write).
class TerminalSafeStream : public std::ostream {
 public:
  explicit TerminalSafeStream(std::ostream& to) : std::ostream(&buf_), buf_(to) {}
  ~TerminalSafeStream() override { buf_.flush_line(); }

 private:
  class LineBuf : public std::streambuf {
   public:
    explicit LineBuf(std::ostream& to) : to_(to) {}
    void flush_line() {
      if (line_.empty()) return;
      to_ << terminal_safe(line_);
      line_.clear();
    }

   protected:
    int_type overflow(int_type c) override {
      if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
      line_ += traits_type::to_char_type(c);
      if (c == '\n') flush_line();
      return c;
    }
    int sync() override {
      flush_line();
      return 0;
    }

   private:
    std::ostream& to_;
    std::string line_;
  };
  LineBuf buf_;
};

}  // namespace arbiter::game
