#include "solver/serve/compress.hpp"

#include <zlib.h>

#include <limits>

namespace arbiter::serve::compress {

bool accepts_gzip(std::string_view accept_encoding) {
  return accept_encoding.find("gzip") != std::string_view::npos;
}

std::string gzip(std::string_view text) {
  if (text.size() > std::numeric_limits<uInt>::max() / 2) return {};
  z_stream zs{};
  // windowBits 15 + 16: a gzip header and trailer around the deflate stream.
  constexpr int kGzipWindow = 15 + 16;
  if (deflateInit2(&zs, Z_BEST_SPEED, Z_DEFLATED, kGzipWindow, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
    return {};
  }
  std::string out(deflateBound(&zs, static_cast<uLong>(text.size())) + 32, '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
  zs.avail_in = static_cast<uInt>(text.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(out.size());
  const int done = deflate(&zs, Z_FINISH);
  out.resize(zs.total_out);
  deflateEnd(&zs);
  return done == Z_STREAM_END ? out : std::string();
}

void send_json(const httplib::Request& req, httplib::Response& res, std::string body) {
  if (body.size() <= kCompressAbove) {
    res.set_content(std::move(body), "application/json");
    return;
  }
  constexpr const char* kCompressedHere = "application/json; charset=utf-8";
  if (accepts_gzip(req.get_header_value("Accept-Encoding"))) {
    std::string packed = gzip(body);
    if (!packed.empty()) {
      res.set_header("Content-Encoding", "gzip");
      res.set_content(std::move(packed), kCompressedHere);
      return;
    }
  }
  res.set_content(std::move(body), kCompressedHere);
}

}  // namespace arbiter::serve::compress
