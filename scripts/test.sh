#!/usr/bin/env bash
# The README's second command: installs what is missing, builds, and runs every test.
#   scripts/test.sh              the normal build (build/)
#   scripts/test.sh --sanitize   AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
if [ "${1:-}" = "--sanitize" ]; then
  export ARBITER_BUILD_DIR=build-asan
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  scripts/build.sh -DARBITER_SANITIZE=ON -DARBITER_BENCH=OFF
  cd build-asan
  ctest --output-on-failure -j "$(nproc)" -LE fuzz
else
  scripts/build.sh
  cd build
  ctest --output-on-failure -j "$(nproc)"
fi
