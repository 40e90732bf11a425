// A per-thread memory budget for one request's solve (`arbiter serve --request-memory`).
//
// The server runs several solves at once in one process, so the process's address-space
// limit cannot hold each to its share. Instead the program's operator new (replaced in
// request_memory.cpp) counts, per thread, the bytes allocated and not yet freed while a
// Scope is open; an allocation that would take the thread past its budget fails as the
// machine's own would (std::bad_alloc, or nullptr for the nothrow forms), which the server
// answers with 503 and the limit named. Without a Scope (every command-line run) the count
// is off and operator new is malloc with one thread-local test.
//
// Invariant: only memory allocated inside the Scope is counted; memory allocated before it
// and freed inside never takes the count below zero, and memory still held when the Scope
// closes is forgotten (the solve's result handed back to the server).
#pragma once

#include <cstddef>

namespace arbiter::serve::request_memory {

namespace detail {
struct Budget {
  bool armed = false;
  std::size_t limit = 0;  // bytes
  std::size_t used = 0;   // bytes allocated under the Scope and not yet freed
  std::size_t peak = 0;
  bool refused = false;  // an allocation was refused
};
// The calling thread's budget (a function, so that operator new reaches it without the
// static-initialisation order of a thread_local object mattering).
Budget& budget() noexcept;
}  // namespace detail

// Whether an allocation of the calling thread was refused under its current Scope (code that
// catches std::bad_alloc itself, as the command line's solve does, asks this after).
bool refused_now() noexcept;

// Holds the calling thread's allocations to `bytes` for its lifetime (0: no limit),
// restoring the budget around it.
class Scope {
 public:
  explicit Scope(std::size_t bytes) noexcept;
  ~Scope();
  Scope(const Scope&) = delete;
  Scope& operator=(const Scope&) = delete;

  // The most bytes held at once under this Scope so far.
  std::size_t peak() const noexcept;
  // Whether an allocation was refused under this Scope.
  bool refused() const noexcept;

 private:
  detail::Budget saved_;
};

}  // namespace arbiter::serve::request_memory
