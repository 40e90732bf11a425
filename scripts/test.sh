#!/usr/bin/env bash
# The README's second command: installs what is missing, builds, and runs every test.
#   scripts/test.sh              the normal build (build/), the fuzz targets (build-fuzz/), ctest
#   scripts/test.sh --sanitize   AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/)
# Everything a test needs is built before ctest starts: no test's time limit includes a build.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { echo "test.sh: $*" >&2; }
step "1/4 Debian packages (scripts/install-deps.sh; quiet when all are present)"
scripts/install-deps.sh
if [ "${1:-}" = "--sanitize" ]; then
  export ARBITER_BUILD_DIR=build-asan
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  step "2/4 building with AddressSanitizer and UBSan into build-asan/"
  scripts/build.sh -DARBITER_SANITIZE=ON -DARBITER_BENCH=OFF
  step "3/4 (fuzz targets: not part of the sanitized run)"
  cd build-asan
  step "4/4 running the tests (ctest, the fuzz runs excluded)"
  ctest --output-on-failure -j "$(nproc)" -LE fuzz
else
  step "2/4 building arbiter, the tests and the benchmarks into build/"
  scripts/build.sh
  step "3/4 building the fuzz targets with clang into build-fuzz/"
  scripts/build-fuzz.sh
  cd build
  step "4/4 running the tests (ctest)"
  ctest --output-on-failure -j "$(nproc)"
fi
