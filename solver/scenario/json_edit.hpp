// Editing a JSON file's text in place: the spans of an object's members, found by a small
// scanner over the text, so that a tool can replace one value (`check --update` rewriting
// `expect`) and leave every other byte of the file as its author wrote it. The text must
// be valid JSON (callers load it first); the scanner only skips values, it does not
// validate them.
#pragma once

#include <cstddef>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::scenario {

struct JsonMember {
  std::string key;            // as written between the quotes (no unescaping: keys here are ASCII)
  std::size_t key_begin = 0;  // the opening quote of the key
  std::size_t value_begin = 0;  // first character of the value
  std::size_t value_end = 0;    // one past its last character
};

struct JsonObjectSpan {
  std::size_t open = 0;   // the '{'
  std::size_t close = 0;  // the '}'
  std::vector<JsonMember> members;
  const JsonMember* find(std::string_view key) const;
};

// The object whose '{' is the first non-space character at or after `from`. Throws
// std::invalid_argument when the text there is not an object.
JsonObjectSpan scan_object(std::string_view text, std::size_t from = 0);

// The column (0-based, in bytes) of `pos` on its line.
std::size_t column_of(std::string_view text, std::size_t pos);

// `text` with member `key` of the object at `object_open` set to the JSON text
// `value(column)`, where column is where the value will start on its line (so that a value
// spanning lines can align its continuation lines). An existing value is replaced in place;
// a new member goes after the last one, on its own line indented like it when that one
// starts its line, else on the same line (or inside an empty object's braces).
std::string set_member(std::string_view text, std::size_t object_open, std::string_view key,
                       const std::function<std::string(std::size_t)>& value);

}  // namespace arbiter::scenario
