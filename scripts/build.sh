#!/usr/bin/env bash
# Configures and builds Arbiter into build/ (or $ARBITER_BUILD_DIR). Extra arguments go to
# cmake's configure step, e.g. -DARBITER_SANITIZE=ON. $ARBITER_TARGETS limits what is built
# (default: everything). Prints a line per compiled file, so a long build shows where it is.
#
# The compiler cache (ccache, installed by scripts/install-deps.sh) is used when present: a
# rebuild of unchanged files, in this clone or another one on the same machine, is then a
# matter of seconds. ARBITER_NO_CCACHE=1 builds without it (as the README's timings do).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${ARBITER_BUILD_DIR:-build}
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
configure=()
if [ -z "${ARBITER_NO_CCACHE:-}" ] && command -v ccache >/dev/null; then
  # Paths below the clone's parent are hashed relative to it, so that clones share the cache.
  # The precompiled headers (CMakeLists.txt) are cached only with the pch_defines and
  # time_macros sloppiness; the settings go into the launcher itself, so that `ninja` run by
  # hand in the build folder caches the same way.
  configure+=("-DCMAKE_CXX_COMPILER_LAUNCHER=env;CCACHE_BASEDIR=${CCACHE_BASEDIR:-$(cd .. && pwd)};CCACHE_NOHASHDIR=1;CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime;ccache")
else
  configure+=(-DCMAKE_CXX_COMPILER_LAUNCHER=)
fi
if [ ! -f "$build/CMakeCache.txt" ]; then
  cmake -S . -B "$build" "${generator[@]}" "${configure[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
else
  cmake -S . -B "$build" "${configure[@]}" "$@" >/dev/null
fi
targets=()
for t in ${ARBITER_TARGETS:-}; do targets+=(--target "$t"); done
jobs=$(nproc)
# How much is left to do, and what it costs: the figures are this machine's (2 cores), from a
# fresh clone with the compiler cache empty; a warm cache makes it a fraction of that.
# Ninja's dry run stops at its first step when the manifest is out of date, and with the
# globs of CMakeLists.txt (CONFIGURE_DEPENDS) it always is: its re-check of the globbed
# folders is a step that runs every time, so `ninja -n` counted nothing. The configure step
# above has just brought the manifest up to date; the count reads a copy of it without the
# step that rebuilds it.
if [ -f "$build/build.ninja" ]; then
  awk '/^build build\.ninja/ {skip = 1; next} skip && /^[^ ]/ {skip = 0} !skip' "$build/build.ninja" >"$build/.dry-run.ninja"
  left=$(ninja -C "$build" -f .dry-run.ninja -n ${ARBITER_TARGETS:-} 2>/dev/null | grep -cE '^\[[0-9]+/[0-9]+\] Building' || true)
  rm -f "$build/.dry-run.ninja"
else
  left=$(cmake --build "$build" "${targets[@]}" -- -n 2>/dev/null | grep -cE '^\[[0-9]+/[0-9]+\] Building' || true)
fi
if [ "$left" -gt 0 ]; then
  echo "build: compiling $left files into $build/ (${ARBITER_TARGETS:-everything}) on $jobs cores;" \
       "a fresh clone with no compiler cache takes ${ARBITER_BUILD_ESTIMATE:-about 1 to 20 CPU-seconds a file (up to 16 sources a file: unity builds), 260 CPU-seconds for the arbiter program alone}" >&2
fi
start=$SECONDS
set +e
cmake --build "$build" -j "$jobs" "${targets[@]}" 2>&1
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
  echo "build failed (cmake --build exit $status)" >&2
  exit "$status"
fi
[ "$left" -gt 0 ] && echo "build: done in $((SECONDS - start)) s" >&2
test -x "$build/arbiter" || [ -n "${ARBITER_TARGETS:-}" ]
