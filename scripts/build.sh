#!/usr/bin/env bash
# Configures and builds Arbiter into build/ (or $ARBITER_BUILD_DIR). Extra arguments go to
# cmake's configure step, e.g. -DARBITER_SANITIZE=ON. $ARBITER_TARGETS limits what is built
# (default: everything).
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
targets=()
for t in ${ARBITER_TARGETS:-}; do targets+=(--target "$t"); done
# Ninja's progress lines are dropped; compiler output and a failure's status are kept.
set +e
cmake --build "$build" -j "$(nproc)" "${targets[@]}" 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\] '
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
  echo "build failed (cmake --build exit $status)" >&2
  exit "$status"
fi
test -x "$build/arbiter"
