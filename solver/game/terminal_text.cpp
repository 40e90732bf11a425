#include "solver/game/terminal_text.hpp"

#include <unistd.h>

#include <cstdio>

namespace arbiter::game {

namespace {

// The length of a colour sequence (ESC [ digits/; m) starting at `i`, or 0.
std::size_t color_sequence(std::string_view s, std::size_t i) {
  if (i + 2 >= s.size() || s[i + 1] != '[') return 0;
  for (std::size_t j = i + 2; j < s.size(); ++j) {
    const char c = s[j];
    if (c == 'm') return j + 1 - i;
    if ((c < '0' || c > '9') && c != ';') return 0;
  }
  return 0;
}

void hex_escape(std::string& out, const char* form, unsigned value) {
  char buf[12];
  std::snprintf(buf, sizeof buf, form, value);
  out += buf;
}

}  // namespace

std::string terminal_safe(std::string_view s, bool keep_colors) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c == '\n' || c == '\t') {
      out += static_cast<char>(c);
    } else if (c == 0x1b && keep_colors) {
      if (const std::size_t n = color_sequence(s, i); n > 0) {
        out.append(s.substr(i, n));
        i += n - 1;
      } else {
        out += "\\x1b";
      }
    } else if (c < 0x20 || c == 0x7f) {
      hex_escape(out, "\\x%02x", c);
    } else if (c == 0xc2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) >= 0x80 &&
               static_cast<unsigned char>(s[i + 1]) <= 0x9f) {
      // U+0080..U+009F, in UTF-8: 0xC2 0x80..0x9F. U+009B is an escape on its own (CSI).
      hex_escape(out, "\\u%04x", static_cast<unsigned char>(s[i + 1]));
      ++i;
    } else if (c == '\\' && i + 1 < s.size() && (s[i + 1] == 'x' || s[i + 1] == 'u')) {
      out += "\\\\";
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

bool stdout_is_terminal() {
  return isatty(STDOUT_FILENO) != 0;
}

}  // namespace arbiter::game
