#!/usr/bin/env bash
# Configures and builds Arbiter into build/ (or $ARBITER_BUILD_DIR). Extra arguments go to
# cmake's configure step, e.g. -DARBITER_SANITIZE=ON.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${ARBITER_BUILD_DIR:-build}
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
if [ ! -f "$build/CMakeCache.txt" ]; then
  cmake -S . -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
else
  cmake -S . -B "$build" "$@" >/dev/null
fi
cmake --build "$build" -j "$(nproc)" 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\] ' || true
test -x "$build/arbiter"
