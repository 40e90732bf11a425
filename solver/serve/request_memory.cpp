#include "solver/serve/request_memory.hpp"

#include <malloc.h>

#include <cstdlib>
#include <new>

namespace arbiter::serve::request_memory {

namespace detail {
Budget& budget() noexcept {
  // Trivially constructible and destructible: no guard, no destructor registration, so
  // that operator new may reach it on any thread at any time.
  static thread_local Budget b;
  return b;
}
}  // namespace detail

bool refused_now() noexcept {
  return detail::budget().refused;
}

Scope::Scope(std::size_t bytes) noexcept : saved_(detail::budget()) {
  detail::Budget& b = detail::budget();
  b = detail::Budget{};
  b.armed = bytes > 0;
  b.limit = bytes;
}

Scope::~Scope() {
  detail::budget() = saved_;
}

std::size_t Scope::peak() const noexcept {
  return detail::budget().peak;
}
bool Scope::refused() const noexcept {
  return detail::budget().refused;
}

namespace {

// malloc under the budget: nullptr when the budget or the machine refuses.
void* take(std::size_t n) noexcept {
  detail::Budget& b = detail::budget();
  if (n == 0) n = 1;
  if (b.armed && (n > b.limit || b.used > b.limit - n)) {
    b.refused = true;
    return nullptr;
  }
  void* p = std::malloc(n);
  if (p != nullptr && b.armed) {
    b.used += malloc_usable_size(p);
    if (b.used > b.peak) b.peak = b.used;
  }
  return p;
}

void give(void* p) noexcept {
  if (p == nullptr) return;
  detail::Budget& b = detail::budget();
  if (b.armed) {
    const std::size_t n = malloc_usable_size(p);
    b.used = n < b.used ? b.used - n : 0;
  }
  std::free(p);
}

void* take_or_throw(std::size_t n) {
  void* p = take(n);
  if (p == nullptr) throw std::bad_alloc();
  return p;
}

}  // namespace
}  // namespace arbiter::serve::request_memory

// The replaceable allocation functions ([new.delete.single], [new.delete.array]) route
// through the budget. The aligned forms keep the library's own (aligned_alloc and free,
// uncounted, paired with each other).
namespace rm = arbiter::serve::request_memory;

void* operator new(std::size_t n) {
  return rm::take_or_throw(n);
}
void* operator new[](std::size_t n) {
  return rm::take_or_throw(n);
}
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  return rm::take(n);
}
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept {
  return rm::take(n);
}
void operator delete(void* p) noexcept {
  rm::give(p);
}
void operator delete[](void* p) noexcept {
  rm::give(p);
}
void operator delete(void* p, std::size_t) noexcept {
  rm::give(p);
}
void operator delete[](void* p, std::size_t) noexcept {
  rm::give(p);
}
void operator delete(void* p, const std::nothrow_t&) noexcept {
  rm::give(p);
}
void operator delete[](void* p, const std::nothrow_t&) noexcept {
  rm::give(p);
}
