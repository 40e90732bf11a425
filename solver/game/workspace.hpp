// Each game's reusable work arrays, one set per thread (a batch check gives every worker its
// own, a served request its own). The shared layer knows no game: a game asks for its own
// type with get<T>(), which makes it on first use; every other game's slot is left alone.
#pragma once

#include <memory>
#include <utility>
#include <vector>

namespace arbiter::game {

class Workspace {
 public:
  Workspace() = default;
  Workspace(Workspace&&) noexcept = default;
  Workspace& operator=(Workspace&&) noexcept = default;

  // The workspace of type T (default-constructed the first time it is asked for).
  template <class T>
  T& get() {
    const void* key = key_of<T>();
    for (auto& s : slots_)
      if (s.key == key) return static_cast<Holder<T>&>(*s.value).value;
    slots_.push_back({key, std::make_unique<Holder<T>>()});
    return static_cast<Holder<T>&>(*slots_.back().value).value;
  }

 private:
  struct Base {
    virtual ~Base() = default;
  };
  template <class T>
  struct Holder final : Base {
    T value;
  };
  // One address per type: the key of its slot.
  template <class T>
  static const void* key_of() {
    static const char key = 0;
    return &key;
  }
  struct Slot {
    const void* key;
    std::unique_ptr<Base> value;
  };
  std::vector<Slot> slots_;  // a handful of games: a linear search is the cheapest
};

}  // namespace arbiter::game
