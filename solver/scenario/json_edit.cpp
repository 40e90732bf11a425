#include "solver/scenario/json_edit.hpp"

namespace arbiter::scenario {
namespace {

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

std::size_t skip_space(std::string_view t, std::size_t i) {
  while (i < t.size() && is_space(t[i])) ++i;
  return i;
}

[[noreturn]] void malformed(std::size_t at) {
  throw std::invalid_argument("not the JSON expected at byte " + std::to_string(at));
}

// One past the closing quote of the string starting at t[i] == '"'.
std::size_t skip_string(std::string_view t, std::size_t i) {
  for (++i; i < t.size(); ++i) {
    if (t[i] == '\\') {
      ++i;
    } else if (t[i] == '"') {
      return i + 1;
    }
  }
  malformed(i);
}

// One past the value starting at t[i]. Containers are skipped by bracket depth, strings
// (which may hold brackets) as a whole.
std::size_t skip_value(std::string_view t, std::size_t i) {
  if (i >= t.size()) malformed(i);
  if (t[i] == '"') return skip_string(t, i);
  if (t[i] == '{' || t[i] == '[') {
    int depth = 0;
    while (i < t.size()) {
      const char c = t[i];
      if (c == '"') {
        i = skip_string(t, i);
        continue;
      }
      if (c == '{' || c == '[') ++depth;
      if (c == '}' || c == ']') {
        if (--depth == 0) return i + 1;
      }
      ++i;
    }
    malformed(i);
  }
  // A number, true, false or null: up to the next delimiter.
  while (i < t.size() && !is_space(t[i]) && t[i] != ',' && t[i] != '}' && t[i] != ']') ++i;
  return i;
}

}  // namespace

const JsonMember* JsonObjectSpan::find(std::string_view key) const {
  for (const auto& m : members) {
    if (m.key == key) return &m;
  }
  return nullptr;
}

JsonObjectSpan scan_object(std::string_view t, std::size_t from) {
  JsonObjectSpan o;
  std::size_t i = skip_space(t, from);
  if (i >= t.size() || t[i] != '{') malformed(i);
  o.open = i;
  i = skip_space(t, i + 1);
  if (i < t.size() && t[i] == '}') {
    o.close = i;
    return o;
  }
  while (true) {
    if (i >= t.size() || t[i] != '"') malformed(i);
    JsonMember m;
    m.key_begin = i;
    const std::size_t key_end = skip_string(t, i);
    m.key = std::string(t.substr(i + 1, key_end - i - 2));
    i = skip_space(t, key_end);
    if (i >= t.size() || t[i] != ':') malformed(i);
    m.value_begin = skip_space(t, i + 1);
    m.value_end = skip_value(t, m.value_begin);
    o.members.push_back(std::move(m));
    i = skip_space(t, o.members.back().value_end);
    if (i < t.size() && t[i] == ',') {
      i = skip_space(t, i + 1);
      continue;
    }
    if (i < t.size() && t[i] == '}') {
      o.close = i;
      return o;
    }
    malformed(i);
  }
}

std::size_t column_of(std::string_view t, std::size_t pos) {
  const std::size_t nl = t.rfind('\n', pos == 0 ? 0 : pos - 1);
  return nl == std::string_view::npos ? pos : pos - nl - 1;
}

std::string set_member(std::string_view t, std::size_t object_open, std::string_view key,
                       const std::function<std::string(std::size_t)>& value) {
  const JsonObjectSpan o = scan_object(t, object_open);
  std::string out;
  if (const JsonMember* m = o.find(key)) {
    out.append(t.substr(0, m->value_begin));
    out.append(value(column_of(t, m->value_begin)));
    out.append(t.substr(m->value_end));
    return out;
  }
  const std::string head = "\"" + std::string(key) + "\": ";
  if (o.members.empty()) {
    out.append(t.substr(0, o.open + 1));
    out.append(head + value(column_of(t, o.open) + 1 + head.size()));
    out.append(t.substr(o.close));
    return out;
  }
  const JsonMember& last = o.members.back();
  const std::size_t col = column_of(t, last.key_begin);
  const std::size_t line_start = last.key_begin - col;
  const bool own_line =
      t.substr(line_start, col).find_first_not_of(" \t") == std::string_view::npos;
  out.append(t.substr(0, last.value_end));
  if (own_line) {
    out.append(",\n" + std::string(t.substr(line_start, col)) + head + value(col + head.size()));
  } else {
    out.append(", " + head + value(column_of(t, last.value_end) + 2 + head.size()));
  }
  out.append(t.substr(last.value_end));
  return out;
}

}  // namespace arbiter::scenario
