// A recursive-descent reader of GHS value formulas (see formula.hpp):
//   expr   := term (('+' | '-') term)*
//   term   := factor (('x' | '*' | '/') factor)*
//   factor := digits | letter | '(' expr ')'
// A letter without a value makes the whole value unknown, but the text is still checked.
#include "solver/gloomhaven/import/formula.hpp"

#include <cctype>
#include <cstdint>

namespace arbiter::gloomhaven::import {

namespace {

constexpr std::int64_t kLimit = 1000000;
constexpr int kMaxDepth = 16;

class Parser {
 public:
  Parser(std::string_view t, const std::map<char, int>& known) : t_(t), known_(known) {}

  std::optional<FormulaValue> run() {
    const std::optional<std::int64_t> v = expr(0);
    if (!ok_ || pos_ != t_.size()) return std::nullopt;
    FormulaValue out;
    out.unknown = unknown_;
    if (unknown_.empty() && v) out.value = static_cast<int>(*v);
    return out;
  }

 private:
  bool eat(char c) {
    if (pos_ < t_.size() && t_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  // Keeps every value within the limit; past it the text is refused.
  std::optional<std::int64_t> bounded(std::int64_t v) {
    if (v > kLimit || v < -kLimit) ok_ = false;
    return v;
  }
  std::optional<std::int64_t> expr(int depth) {
    std::optional<std::int64_t> v = term(depth);
    while (ok_ && pos_ < t_.size() && (t_[pos_] == '+' || t_[pos_] == '-')) {
      const bool plus = t_[pos_++] == '+';
      const std::optional<std::int64_t> r = term(depth);
      if (v && r)
        v = bounded(plus ? *v + *r : *v - *r);
      else
        v.reset();
    }
    return v;
  }
  std::optional<std::int64_t> term(int depth) {
    std::optional<std::int64_t> v = factor(depth);
    while (ok_ && pos_ < t_.size() && (t_[pos_] == 'x' || t_[pos_] == '*' || t_[pos_] == '/')) {
      const bool divide = t_[pos_++] == '/';
      const std::optional<std::int64_t> r = factor(depth);
      if (!v || !r) {
        v.reset();
      } else if (divide) {
        if (*r == 0)
          ok_ = false;
        else
          v = *v / *r;
      } else {
        v = bounded(*v * *r);
      }
    }
    return v;
  }
  std::optional<std::int64_t> factor(int depth) {
    if (!ok_ || pos_ >= t_.size() || depth > kMaxDepth) {
      ok_ = false;
      return std::nullopt;
    }
    const char c = t_[pos_];
    if (c == '(') {
      ++pos_;
      const std::optional<std::int64_t> v = expr(depth + 1);
      if (!eat(')')) ok_ = false;
      return v;
    }
    if (std::isdigit(static_cast<unsigned char>(c))) {
      std::int64_t v = 0;
      while (pos_ < t_.size() && std::isdigit(static_cast<unsigned char>(t_[pos_]))) {
        v = v * 10 + (t_[pos_++] - '0');
        if (v > kLimit) ok_ = false;
      }
      return v;
    }
    if (c >= 'A' && c <= 'Z') {
      ++pos_;
      if (const auto it = known_.find(c); it != known_.end()) return it->second;
      if (unknown_.empty()) unknown_ = std::string(1, c);
      return std::nullopt;
    }
    ok_ = false;
    return std::nullopt;
  }

  std::string_view t_;
  const std::map<char, int>& known_;
  std::size_t pos_ = 0;
  bool ok_ = true;
  std::string unknown_;
};

}  // namespace

std::optional<FormulaValue> evaluate_formula(std::string_view text,
                                             const std::map<char, int>& known) {
  if (text.empty() || text.size() > 64) return std::nullopt;
  return Parser(text, known).run();
}

}  // namespace arbiter::gloomhaven::import
