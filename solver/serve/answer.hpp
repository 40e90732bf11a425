// The answers of `arbiter serve` (answer.cpp): the error body every refusal carries, and the
// first line of a command's message. The solve answer and the page's files are declared in
// server.hpp, where the server's users find them.
#pragma once

#include <string>
#include <string_view>

#include "solver/serve/server.hpp"

namespace arbiter::serve {

// The name the API gives the request body in messages, where the command line names the
// file: "request.json: figures[1].hex: ...".
inline constexpr const char* kBodyName = "request.json";

// {"error": message}, invalid UTF-8 replaced.
std::string error_body(std::string_view message);
// Whether `s` is valid UTF-8 (paths and queries that are not get 400).
bool valid_utf8(std::string_view s);
// The command's stderr line, without its newline.
std::string first_line(const std::string& text);

}  // namespace arbiter::serve
