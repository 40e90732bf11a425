// A recursive-descent reader of the rounds' expressions (round_expression.hpp). Every value
// is a 64-bit integer (a comparison or a logical operator gives 0 or 1; any value other than
// 0 holds); with integers of at most 7 digits and 200 characters, no product overflows.
#include "solver/gloomhaven/round_expression.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <stdexcept>

namespace arbiter::gloomhaven {

namespace {

constexpr std::int64_t kMaxLiteral = 1000000;
// Every intermediate value is bounded (larger ones are refused as out of range), so that no
// sum or product of two of them overflows 64 bits.
constexpr std::int64_t kMaxIntermediate = std::int64_t{1} << 40;

class Reader {
 public:
  Reader(std::string_view text, std::int64_t round, std::int64_t characters, bool evaluate,
         std::optional<std::int64_t> count = std::nullopt)
      : s_(text), round_(round), characters_(characters), count_(count), evaluate_(evaluate) {}

  std::int64_t whole() {
    const std::int64_t v = disjunction();
    skip();
    if (i_ < s_.size()) fail("unexpected " + quoted(s_.substr(i_, 1)));
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw std::invalid_argument(what + " at character " + std::to_string(i_ + 1));
  }
  static std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }
  void skip() {
    while (i_ < s_.size() && s_[i_] == ' ') ++i_;
  }
  bool eat(std::string_view op) {
    skip();
    if (s_.substr(i_, op.size()) != op) return false;
    i_ += op.size();
    return true;
  }
  std::int64_t checked(std::int64_t v) const {
    if (v > kMaxIntermediate || v < -kMaxIntermediate) fail("a value out of range");
    return v;
  }
  std::int64_t disjunction() {
    std::int64_t v = conjunction();
    while (eat("||")) {
      const std::int64_t w = conjunction();
      v = (v != 0 || w != 0) ? 1 : 0;
    }
    return v;
  }
  std::int64_t conjunction() {
    std::int64_t v = comparison();
    while (eat("&&")) {
      const std::int64_t w = comparison();
      v = (v != 0 && w != 0) ? 1 : 0;
    }
    return v;
  }
  std::int64_t comparison() {
    const std::int64_t a = sum();
    // Longer operators first, so that "<=" is not read as "<".
    if (eat("==")) return a == sum() ? 1 : 0;
    if (eat("!=")) return a != sum() ? 1 : 0;
    if (eat("<=")) return a <= sum() ? 1 : 0;
    if (eat(">=")) return a >= sum() ? 1 : 0;
    if (eat("<")) return a < sum() ? 1 : 0;
    if (eat(">")) return a > sum() ? 1 : 0;
    return a;
  }
  std::int64_t sum() {
    std::int64_t v = product();
    for (;;) {
      if (eat("+")) {
        v = checked(v + product());
      } else if (eat("-")) {
        v = checked(v - product());
      } else {
        return v;
      }
    }
  }
  std::int64_t product() {
    std::int64_t v = unary();
    for (;;) {
      const bool times = eat("*"), div = !times && eat("/"), mod = !times && !div && eat("%");
      if (!times && !div && !mod) return v;
      const std::int64_t w = unary();
      if (times) {
        // |v|, |w| <= kMaxIntermediate: compare before multiplying, so nothing overflows.
        if (w != 0 && (v < 0 ? -v : v) > kMaxIntermediate / (w < 0 ? -w : w))
          fail("a value out of range");
        v = v * w;
      } else if (w == 0) {
        if (evaluate_) fail("a division by zero");
        v = 0;
      } else {
        v = div ? v / w : v % w;
      }
    }
  }
  std::int64_t unary() {
    skip();
    if (i_ < s_.size() && s_[i_] == '!' && s_.substr(i_, 2) != "!=") {
      ++i_;
      return unary() == 0 ? 1 : 0;
    }
    if (eat("-")) return -unary();
    return atom();
  }
  std::int64_t atom() {
    skip();
    if (i_ >= s_.size()) fail("the expression ends too soon");
    if (eat("(")) {
      if (++depth_ > kMaxExpressionDepth)
        fail("parentheses nested more than " + std::to_string(kMaxExpressionDepth) + " deep");
      const std::int64_t v = disjunction();
      if (!eat(")")) fail("a missing \")\"");
      --depth_;
      return v;
    }
    const char c = s_[i_];
    if (std::isdigit(static_cast<unsigned char>(c))) {
      std::int64_t v = 0;
      while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) {
        v = v * 10 + (s_[i_++] - '0');
        if (v > kMaxLiteral) fail("an integer above " + std::to_string(kMaxLiteral));
      }
      return v;
    }
    std::size_t end = i_;
    while (end < s_.size() && std::isalpha(static_cast<unsigned char>(s_[end]))) ++end;
    const std::string_view word = s_.substr(i_, end - i_);
    if (count_ && word == "X") {
      i_ = end;
      return *count_;
    }
    if ((word == "R" && !count_) || word == "C" || word == "true" || word == "false") {
      i_ = end;
      return word == "R" ? round_ : word == "C" ? characters_ : word == "true" ? 1 : 0;
    }
    fail(word.empty()
             ? "unexpected " + quoted(s_.substr(i_, 1))
             : "unknown name " + quoted(word) +
                   (count_ ? " (known: X, C, true, false)" : " (known: R, C, true, false)"));
  }

  std::string_view s_;
  std::size_t i_ = 0;
  int depth_ = 0;
  std::int64_t round_, characters_;
  std::optional<std::int64_t> count_;  // X of a count expression; nullopt: a rounds expression
  bool evaluate_;
};

}  // namespace

std::optional<std::string> round_expression_error(std::string_view text) {
  if (text.size() > kMaxExpressionLength)
    return "an expression of " + std::to_string(text.size()) + " characters (limit " +
           std::to_string(kMaxExpressionLength) + ")";
  try {
    Reader(text, 1, 2, false).whole();
  } catch (const std::invalid_argument& e) {
    return std::string(e.what());
  }
  return std::nullopt;
}

bool round_expression_holds(std::string_view text, int round, int characters) {
  if (auto e = round_expression_error(text)) throw std::invalid_argument(*e);
  return Reader(text, round, characters, true).whole() != 0;
}

std::optional<std::string> count_expression_error(std::string_view text) {
  if (text.size() > kMaxExpressionLength)
    return "an expression of " + std::to_string(text.size()) + " characters (limit " +
           std::to_string(kMaxExpressionLength) + ")";
  try {
    Reader(text, 1, 2, false, 0).whole();
  } catch (const std::invalid_argument& e) {
    return std::string(e.what());
  }
  return std::nullopt;
}

int count_expression_value(std::string_view text, int count, int characters) {
  if (auto e = count_expression_error(text)) throw std::invalid_argument(*e);
  const std::int64_t v = Reader(text, 1, characters, true, count).whole();
  return static_cast<int>(std::clamp<std::int64_t>(v, -1000, 1000));
}

}  // namespace arbiter::gloomhaven
