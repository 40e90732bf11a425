// A vector whose growth leaves its new elements default-initialised (no zeroes written for
// integers): for a list a search sizes to the most it may write, fills through a pointer
// held in a register (a push_back loads and stores the vector's end at every element) and
// then trims to what it wrote.
#pragma once

#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace arbiter::pathing {

template <class T, class A = std::allocator<T>>
class DefaultInitAllocator : public A {
  using Traits = std::allocator_traits<A>;

 public:
  template <class U>
  struct rebind {
    using other = DefaultInitAllocator<U, typename Traits::template rebind_alloc<U>>;
  };
  using A::A;
  // Default-initialisation: nothing written for a trivial type.
  template <class U>
  void construct(U* p) noexcept(std::is_nothrow_default_constructible_v<U>) {
    ::new (static_cast<void*>(p)) U;
  }
  template <class U, class... Args>
  void construct(U* p, Args&&... args) {
    Traits::construct(static_cast<A&>(*this), p, std::forward<Args>(args)...);
  }
};

template <class T>
using UninitVector = std::vector<T, DefaultInitAllocator<T>>;

}  // namespace arbiter::pathing
