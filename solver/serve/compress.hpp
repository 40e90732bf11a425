// Large answers compressed inside the request's time. Debian's httplib compresses an answer
// after its handler returns, outside every time limit, and prefers Brotli at its slowest
// quality: the 25 MB answer of a 300 x 300 map took 168-208 s to send. Answers above
// kCompressAbove are compressed here instead, with gzip at a fast level (a fraction of a
// second for that answer), or sent plain to a client that takes no gzip.
#pragma once

#include <httplib.h>

#include <cstddef>
#include <string>
#include <string_view>

namespace arbiter::serve::compress {

// Answers up to this size are left to httplib (small ones compress fast enough at any level).
inline constexpr std::size_t kCompressAbove = std::size_t{256} << 10;

// Whether an Accept-Encoding header value offers gzip (as httplib reads it: the word anywhere).
bool accepts_gzip(std::string_view accept_encoding);

// `text` as one gzip member at a fast level; empty when zlib fails (then send it plain).
std::string gzip(std::string_view text);

// Sets `body` as the JSON answer of `req`: a large one compressed here, the content type's
// charset parameter then keeping httplib from compressing it again (it compresses only a
// bare "application/json").
void send_json(const httplib::Request& req, httplib::Response& res, std::string body);

}  // namespace arbiter::serve::compress
