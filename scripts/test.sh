#!/usr/bin/env bash
# The README's second command: installs what is missing, builds, and runs every test.
#   scripts/test.sh              the normal build (build/), the fuzz targets (build-fuzz/), the
#                                WebAssembly engine and static site (build-web/), ctest
#   scripts/test.sh --sanitize   AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/)
# Everything a test needs is built before ctest starts: no test's time limit includes a build.
# After ctest, each skipped test is named with the reason it gave (scripts/print-skips.py).
set -euo pipefail
cd "$(dirname "$0")/.."
step() { echo "test.sh: $*" >&2; }
step "1/5 Debian packages (scripts/install-deps.sh; quiet when all are present)"
scripts/install-deps.sh
if [ "${1:-}" = "--sanitize" ]; then
  export ARBITER_BUILD_DIR=build-asan
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  step "2/5 building with AddressSanitizer and UBSan into build-asan/"
  scripts/build.sh -DARBITER_SANITIZE=ON -DARBITER_BENCH=OFF
  step "3/5 (fuzz targets: not part of the sanitized run)"
  step "4/5 (WebAssembly build: not part of the sanitized run; its tests skip saying so)"
  cd build-asan
  step "5/5 running the tests (ctest, the fuzz runs excluded)"
  labels=(-LE fuzz)
else
  step "2/5 building arbiter, the tests and the benchmarks into build/"
  scripts/build.sh
  step "3/5 building the fuzz targets with clang into build-fuzz/"
  scripts/build-fuzz.sh
  if command -v em++ >/dev/null && command -v node >/dev/null; then
    step "4/5 building the WebAssembly engine and the static site into build-web/ (scripts/build-web.sh)"
    scripts/build-web.sh
  else
    step "4/5 (WebAssembly build skipped: emscripten or node is not installed; the web.* tests skip)"
  fi
  cd build
  step "5/5 running the tests (ctest)"
  labels=()
fi
set +e
ctest --output-on-failure -j "$(nproc)" "${labels[@]}" --output-junit ctest-junit.xml
status=$?
set -e
# ctest says only "Skipped": each skipped test's own reason.
python3 ../scripts/print-skips.py ctest-junit.xml || true
exit "$status"
