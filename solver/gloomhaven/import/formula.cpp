// A recursive-descent reader of GHS value formulas (see formula.hpp):
//   expr   := term (('+' | '-') term)*
//   term   := factor (('x' | '*' | '/') factor)*
//   factor := digits | letter | '(' expr ')'
// A letter without a value makes the whole value unknown, but the text is still checked.
// Frosthaven's rounded form "[expr{$math.floor}]" (or "{$math.ceil}") divides exactly, allows
// decimals ("0.35*L+1.65") and rounds once at the end, down or up as it says; plain brackets
// ("[C-1]") only enclose a formula.
#include "solver/gloomhaven/import/formula.hpp"

#include <cctype>
#include <cmath>
#include <cstdint>

namespace arbiter::gloomhaven::import {

namespace {

constexpr double kLimit = 1000000;
constexpr int kMaxDepth = 16;

class Parser {
 public:
  // `exact`: division is exact and decimals are read (the rounded form's inside).
  Parser(std::string_view t, const std::map<char, int>& known, bool exact)
      : t_(t), known_(known), exact_(exact) {}

  // The value, not yet rounded (whole numbers unless exact).
  std::optional<std::optional<double>> run(std::string& unknown) {
    const std::optional<double> v = expr(0);
    if (!ok_ || pos_ != t_.size()) return std::nullopt;
    unknown = unknown_;
    if (!unknown_.empty()) return std::optional<double>();
    return v;
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
  std::optional<double> bounded(double v) {
    if (v > kLimit || v < -kLimit) ok_ = false;
    return v;
  }
  std::optional<double> expr(int depth) {
    std::optional<double> v = term(depth);
    while (ok_ && pos_ < t_.size() && (t_[pos_] == '+' || t_[pos_] == '-')) {
      const bool plus = t_[pos_++] == '+';
      const std::optional<double> r = term(depth);
      if (v && r)
        v = bounded(plus ? *v + *r : *v - *r);
      else
        v.reset();
    }
    return v;
  }
  std::optional<double> term(int depth) {
    std::optional<double> v = factor(depth);
    while (ok_ && pos_ < t_.size() && (t_[pos_] == 'x' || t_[pos_] == '*' || t_[pos_] == '/')) {
      const bool divide = t_[pos_++] == '/';
      const std::optional<double> r = factor(depth);
      if (!v || !r) {
        v.reset();
      } else if (divide) {
        if (*r == 0)
          ok_ = false;
        else
          v = exact_ ? *v / *r : std::trunc(*v / *r);
      } else {
        v = bounded(*v * *r);
      }
    }
    return v;
  }
  std::optional<double> factor(int depth) {
    if (!ok_ || pos_ >= t_.size() || depth > kMaxDepth) {
      ok_ = false;
      return std::nullopt;
    }
    const char c = t_[pos_];
    if (c == '(') {
      ++pos_;
      const std::optional<double> v = expr(depth + 1);
      if (!eat(')')) ok_ = false;
      return v;
    }
    if (std::isdigit(static_cast<unsigned char>(c))) {
      double v = 0, scale = 0;  // scale: the place of the next decimal, 0 before the point
      while (pos_ < t_.size() && (std::isdigit(static_cast<unsigned char>(t_[pos_])) ||
                                  (exact_ && scale == 0 && t_[pos_] == '.'))) {
        const char d = t_[pos_++];
        if (d == '.') {
          scale = 0.1;
        } else if (scale > 0) {
          v += (d - '0') * scale;
          scale /= 10;
        } else {
          v = v * 10 + (d - '0');
        }
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
  bool exact_ = false;
  std::size_t pos_ = 0;
  bool ok_ = true;
  std::string unknown_;
};

}  // namespace

std::optional<FormulaValue> evaluate_formula(std::string_view text,
                                             const std::map<char, int>& known) {
  if (text.empty() || text.size() > 64) return std::nullopt;
  // "[expr{$math.floor}]": the rounded form.
  int rounding = 0;  // 0: whole-number arithmetic; -1 down; +1 up
  for (const auto& [suffix, way] : {std::pair{std::string_view("{$math.floor}]"), -1},
                                    std::pair{std::string_view("{$math.ceil}]"), 1}})
    if (text.size() > suffix.size() + 1 && text.front() == '[' && text.ends_with(suffix)) {
      text = text.substr(1, text.size() - suffix.size() - 1);
      rounding = way;
    }
  // "[C-1]": brackets without a rounding, whole-number arithmetic inside.
  if (rounding == 0 && text.size() > 2 && text.front() == '[' && text.back() == ']')
    text = text.substr(1, text.size() - 2);
  FormulaValue out;
  const auto v = Parser(text, known, rounding != 0).run(out.unknown);
  if (!v) return std::nullopt;
  if (*v) {
    // A decimal such as 0.35 is not exact in binary: round off what is below a millionth.
    const double x = std::round(**v * 1e6) / 1e6;
    out.value = static_cast<int>(rounding > 0 ? std::ceil(x) : std::floor(x));
  }
  return out;
}

std::string with_known_letters(std::string_view text, const std::map<char, int>& known) {
  std::string out;
  for (const char c : text) {
    const auto it = c >= 'A' && c <= 'Z' ? known.find(c) : known.end();
    out += it == known.end() ? std::string(1, c) : std::to_string(it->second);
  }
  return out;
}

std::optional<std::string> ghs_plain_formula(std::string t) {
  if (t.size() >= 2 && t.front() == '[' && t.back() == ']') t = t.substr(1, t.size() - 2);
  if (const auto f = t.find("{$math.floor}"); f != std::string::npos) t.erase(f, 13);
  if (t.find('{') != std::string::npos) return std::nullopt;
  return t;
}

}  // namespace arbiter::gloomhaven::import
