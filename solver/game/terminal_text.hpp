// Text for a terminal from what a file said: every game's text output passes through here, so
// that an id, a name or a note holding control characters (an escape sequence that retitles
// or recolours the terminal, a carriage return that overwrites a line) is shown escaped
// ("\x1b", "\u009b"), never sent to the terminal raw.
#pragma once

#include <string>
#include <string_view>

namespace arbiter::game {

// `text` with every control character but newline and tab written as an escape: C0 controls
// and DEL as "\xNN", C1 controls (U+0080..U+009F) as "\uNNNN", and a backslash before one of
// those forms doubled so the escape reads unambiguously. With `keep_colors`, the colour
// sequences Arbiter itself writes (ESC '[' digits and ';' 'm') pass unchanged.
std::string terminal_safe(std::string_view text, bool keep_colors = false);

// Whether standard output is a terminal (colour by default there).
bool stdout_is_terminal();

}  // namespace arbiter::game
