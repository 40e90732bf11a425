// std::bit_cast for standard libraries that lack it (the WebAssembly build's libc++ 14):
// the object representation of `from` read as a To. Compilers turn the copy into the same
// single move.
#pragma once

#include <cstring>
#include <type_traits>

namespace arbiter::pathing {

template <class To, class From>
[[gnu::always_inline]] inline To bits_as(const From& from) {
  static_assert(sizeof(To) == sizeof(From) && std::is_trivially_copyable_v<To> &&
                std::is_trivially_copyable_v<From>);
  To to;
  std::memcpy(static_cast<void*>(&to), &from, sizeof to);  // To: trivially copyable
  return to;
}

}  // namespace arbiter::pathing
