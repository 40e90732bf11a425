// Large answers compressed by the server itself: gzip that reads back whole, sent only to a
// client that takes gzip, small answers left to httplib, the charset keeping httplib off.
#include "solver/serve/compress.hpp"

#include <gtest/gtest.h>
#include <zlib.h>

#include <string>

namespace arbiter::serve::compress {
namespace {

// `packed` inflated as a gzip member.
std::string gunzip(const std::string& packed) {
  z_stream zs{};
  EXPECT_EQ(inflateInit2(&zs, 15 + 16), Z_OK);
  std::string out(packed.size() * 64 + 1024, '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(packed.data()));
  zs.avail_in = static_cast<uInt>(packed.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(out.size());
  EXPECT_EQ(inflate(&zs, Z_FINISH), Z_STREAM_END);
  out.resize(zs.total_out);
  inflateEnd(&zs);
  return out;
}

std::string big_answer() {
  std::string s = "{\"results\":[";
  for (int i = 0; s.size() <= kCompressAbove; ++i) s += "{\"hex\":[" + std::to_string(i) + ",7]},";
  s.back() = ']';
  return s + "}";
}

TEST(Compress, GzipReadsBackWholeAndSmaller) {
  const std::string text = big_answer();
  const std::string packed = gzip(text);
  ASSERT_FALSE(packed.empty());
  EXPECT_LT(packed.size(), text.size() / 4);
  EXPECT_EQ(gunzip(packed), text);
}

TEST(Compress, AcceptsGzipOnlyWhenOffered) {
  EXPECT_TRUE(accepts_gzip("gzip, deflate, br"));
  EXPECT_TRUE(accepts_gzip("gzip"));
  EXPECT_FALSE(accepts_gzip("br"));
  EXPECT_FALSE(accepts_gzip(""));
}

TEST(Compress, ALargeAnswerIsGzippedForAClientTakingGzip) {
  httplib::Request req;
  req.set_header("Accept-Encoding", "br, gzip");
  httplib::Response res;
  const std::string text = big_answer();
  send_json(req, res, text);
  EXPECT_EQ(res.get_header_value("Content-Encoding"), "gzip");
  EXPECT_EQ(res.get_header_value("Content-Type"), "application/json; charset=utf-8");
  EXPECT_EQ(gunzip(res.body), text);
}

TEST(Compress, ALargeAnswerIsPlainForAClientTakingOnlyBrotli) {
  httplib::Request req;
  req.set_header("Accept-Encoding", "br");
  httplib::Response res;
  const std::string text = big_answer();
  send_json(req, res, text);
  EXPECT_FALSE(res.has_header("Content-Encoding"));
  // The charset parameter keeps httplib's own (Brotli) compression off this answer.
  EXPECT_EQ(res.get_header_value("Content-Type"), "application/json; charset=utf-8");
  EXPECT_EQ(res.body, text);
}

TEST(Compress, ASmallAnswerIsLeftToHttplib) {
  httplib::Request req;
  req.set_header("Accept-Encoding", "gzip");
  httplib::Response res;
  send_json(req, res, "{\"ok\":1}");
  EXPECT_FALSE(res.has_header("Content-Encoding"));
  EXPECT_EQ(res.get_header_value("Content-Type"), "application/json");
  EXPECT_EQ(res.body, "{\"ok\":1}");
}

}  // namespace
}  // namespace arbiter::serve::compress
