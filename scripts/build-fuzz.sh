#!/usr/bin/env bash
# Builds every libFuzzer target (tests/fuzz/*_fuzz.cpp) with clang, libFuzzer, AddressSanitizer
# and UBSan into build-fuzz/. scripts/test.sh runs it before ctest, so that the bounded fuzz
# runs in the suite (scripts/fuzz.sh) never spend their time limit building.
set -euo pipefail
cd "$(dirname "$0")/.."
launcher=()
if [ -z "${ARBITER_NO_CCACHE:-}" ] && command -v ccache >/dev/null; then
  # As scripts/build.sh: clones share the cache, and the precompiled headers are cached.
  launcher=("-DCMAKE_CXX_COMPILER_LAUNCHER=env;CCACHE_BASEDIR=${CCACHE_BASEDIR:-$(cd .. && pwd)};CCACHE_NOHASHDIR=1;CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime;ccache")
fi
# The libraries need coverage instrumentation too (fuzzer-no-link), or the fuzzer would be
# blind inside the loader; each fuzz target adds -fsanitize=fuzzer in CMakeLists.txt.
CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DARBITER_FUZZ=ON -DARBITER_BENCH=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" \
  -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined" \
  >/dev/null
targets=()
count=0
for src in tests/fuzz/*_fuzz.cpp; do targets+=(--target "$(basename "$src" .cpp)"); count=$((count + 1)); done
echo "build-fuzz: building $count fuzz targets with clang into build-fuzz/ (only the fuzz targets: the test binary links g++-built GoogleTest)" >&2
cmake --build build-fuzz -j "$(nproc)" "${targets[@]}"
