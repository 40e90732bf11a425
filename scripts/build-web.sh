#!/usr/bin/env bash
# Builds the engine as WebAssembly with Debian's emscripten (scripts/install-deps.sh installs
# it) into build-web/, and the static site into build-web/site/: the page of solver/web/, the
# engine, the Web Worker that runs it and a service worker that keeps the site for offline use.
# No server: open build-web/site/ from any static host (docs/page.md, "The static page").
#
# The same sources as the native program (pathing/, solver/ without the HTTP server), plus
# solver/wasm/engine.cpp, the entry points the worker calls. Compiled with -O2 in batches (as
# the native build's unity batches: the JSON headers are read once per batch), through the
# compiler cache when present; ninja rebuilds only what changed. $ARBITER_WEB_BUILD_DIR
# moves the build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
build=${ARBITER_WEB_BUILD_DIR:-build-web}
for tool in em++ ninja node; do
  command -v "$tool" >/dev/null || { echo "build-web: $tool not found (run scripts/install-deps.sh)" >&2; exit 2; }
done
mkdir -p "$build/include" "$build/obj" "$build/unity" "$build/site"
build=$(cd "$build" && pwd)

# Only the header-only libraries, through a folder of their own (-isystem): the system
# include folder itself would bring glibc's headers in place of emscripten's.
ln -sfn /usr/include/boost "$build/include/boost"
ln -sfn /usr/include/eigen3/Eigen "$build/include/Eigen"
ln -sfn /usr/include/nlohmann "$build/include/nlohmann"
ln -sfn /usr/include/CLI "$build/include/CLI"

# The sources: what CMakeLists.txt compiles into the arbiter program, in its order and
# grouping. As there, the code that runs once per command (ARBITER_COLD_SOURCE_REGEX) is
# compiled in batches of 16 consecutive files, which read the JSON headers once per batch
# (the native build's unity batches: their names are known not to clash), the command line
# in one batch, and the hot code (the decision procedures, pathing/) file by file. Besides:
# the three files of solver/serve/ that answer the API (no HTTP in them) and the entry points.
cold='/solver/(scenario|lint|game|games)/|/report/|/import/|/adapter\.cpp$|/authoring\.cpp$|/report\.cpp$|/scenario[^/]*\.cpp$|/lint\.cpp$|/round_file[^/]*\.cpp$|/generate\.cpp$|/gloomhaven/round(_(abilities|attack|branches|characters|effects|order|turn))?\.cpp$'
shared=$(ls solver/{scenario,report,odds,lint,game,games}/*.cpp | LC_ALL=C sort)
games=$(find solver/gloomhaven solver/heroscape solver/arcadia solver/grumblestone -name '*.cpp' | LC_ALL=C sort)
all=$(printf '%s\n%s\n' "$shared" "$games")
mapfile -t hot < <(ls pathing/*.cpp; echo "$all" | sed 's#^#/#' | grep -vE "$cold" | sed 's#^/##')
mapfile -t cold_sources < <(echo "$all" | sed 's#^#/#' | grep -E "$cold" | sed 's#^/##')
mapfile -t cli < <(ls solver/cli/*.cpp | grep -vE '/(main|launch_server)\.cpp$' | LC_ALL=C sort)
entry=(solver/serve/answer.cpp solver/serve/request_memory.cpp solver/serve/scenarios.cpp solver/wasm/engine.cpp)
sources=("${hot[@]}" "${cold_sources[@]}" "${cli[@]}" "${entry[@]}")

units=()
unit() {  # unit NAME FILE...: one translation unit including FILEs
  local u="$build/unity/$1.cpp"
  shift
  units+=("$u")
  printf '#include "%s"\n' "${@/#/$root/}" >"$u.new"
  # Rewritten only when changed, so that ninja keeps what it built.
  if cmp -s "$u.new" "$u"; then rm "$u.new"; else mv "$u.new" "$u"; fi
}
for src in "${hot[@]}"; do unit "$(echo "${src%.cpp}" | tr / _)" "$src"; done
batch=16
for ((i = 0; i < ${#cold_sources[@]}; i += batch)); do unit "cold_$((i / batch))" "${cold_sources[@]:i:batch}"; done
unit commands "${cli[@]}"
unit entry "${entry[@]}"
for u in "$build"/unity/*.cpp; do
  case " ${units[*]} " in *" $u "*) ;; *) rm -f "$u" ;; esac
done

launcher=""
[ -z "${ARBITER_NO_CCACHE:-}" ] && command -v ccache >/dev/null &&
  launcher="env CCACHE_BASEDIR=$(cd .. && pwd) CCACHE_NOHASHDIR=1 ccache"
exports='["_arbiter_command","_arbiter_api","_arbiter_scenarios","_arbiter_output","_arbiter_output_size","_arbiter_errors","_arbiter_errors_size","_malloc","_free"]'
{
  echo "cxxflags = -std=c++20 -O2 -fexceptions -DNDEBUG -Wall -Wextra -Wpedantic -Wno-unused-command-line-argument -I$root -isystem $build/include"
  # 2 GiB of memory at most: the server's bound on one solve (1 GiB) with room for the runtime.
  echo "ldflags = -O2 -fexceptions -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=2147483648 -sTOTAL_STACK=8388608" \
       "-sMODULARIZE=1 -sEXPORT_NAME=createArbiterEngine -sENVIRONMENT=web,worker,node" \
       "-sFORCE_FILESYSTEM=1 -sEXIT_RUNTIME=0 -sEXPORTED_FUNCTIONS='$exports'" \
       "-sEXPORTED_RUNTIME_METHODS='[\"FS\",\"ccall\",\"UTF8ToString\",\"HEAPU8\"]'"
  echo "rule cxx"
  echo "  command = $launcher em++ \$cxxflags -MD -MF \$out.d -c \$in -o \$out"
  echo "  depfile = \$out.d"
  echo "  deps = gcc"
  echo "  description = em++ \$in"
  echo "rule link"
  echo "  command = env NODE_PATH=/usr/share/nodejs em++ \$ldflags \$in -o \$out"
  echo "  description = linking \$out"
  objs=()
  for u in "${units[@]}"; do
    o="$build/obj/$(basename "$u" .cpp).o"
    objs+=("$o")
    echo "build $o: cxx $u"
  done
  echo "build $build/arbiter-engine.js | $build/arbiter-engine.wasm: link ${objs[*]}"
} >"$build/build.ninja.new"
if cmp -s "$build/build.ninja.new" "$build/build.ninja"; then rm "$build/build.ninja.new"; else mv "$build/build.ninja.new" "$build/build.ninja"; fi

jobs=$(nproc)
left=$(ninja -C "$build" -n 2>/dev/null | grep -c ' em++ ' || true)
[ "$left" -gt 0 ] && echo "build-web: compiling $left units (files or batches) of ${#sources[@]} sources into $build/ on $jobs cores;" \
  "about 300 CPU-seconds in all without the compiler cache" >&2
start=$SECONDS
ninja -C "$build" -j "$jobs" >&2
echo "build-web: engine built in $((SECONDS - start)) s" >&2

# The static site: the page, the engine and its worker, and the service worker.
site=$build/site
rm -rf "$site" && mkdir -p "$site"
cp solver/web/*.html solver/web/*.js solver/web/*.css solver/web/*.mjs "$site/"
cp solver/wasm/engine-worker.js "$build/arbiter-engine.js" "$build/arbiter-engine.wasm" "$site/"
# The real scenarios: the shipped Virtual Gloomhaven Board layouts (CC BY 4.0) with their
# attribution and license, and the list of them (a static host lists no folder); the GHS
# manifest (paths, hashes: facts, not the AGPL data, which the player gives the page).
mkdir -p "$site/vgb"
cp -r data/vgb/scenarios data/vgb/README.md data/vgb/LICENSE.md "$site/vgb/"
(cd data/vgb/scenarios && find . -name '*.json' | sed 's#^\./##' | LC_ALL=C sort) |
  python3 -c 'import json, sys; print(json.dumps([l.strip() for l in sys.stdin if l.strip()]))' >"$site/vgb/index.json"
cp data/ghs-manifest.tsv "$site/"
# The page's paths relative (the site may live in a sub-folder, as a GitHub Pages project
# site does), and its mark that no server answers /api/ (solver/web/engine.js).
sed -i -e 's#\(href\|src\)="/#\1="#g' -e 's#<html #<html data-engine="static" #' "$site/index.html"
grep -q 'data-engine="static"' "$site/index.html"
# The service worker's cache is named after the site's contents: a new build replaces it.
mapfile -t files < <(cd "$site" && find . -type f ! -name sw.js | sed 's#^\./##' | LC_ALL=C sort)
version=$(cd "$site" && cat "${files[@]}" | sha256sum | cut -c1-16)
list=$(printf '"%s"\n' "${files[@]}" | paste -sd, -)
sed -e "s/@VERSION@/$version/" -e "s#@FILES@#$list#" solver/wasm/sw.js >"$site/sw.js"
bytes=$(find "$site" -type f -print0 | du -cb --files0-from=- | tail -1 | cut -f1)
gz=$(find "$site" -type f | while read -r f; do gzip -9c "$f" | wc -c; done | awk '{s += $1} END {print s}')
echo "build-web: site in $site/: $(find "$site" -type f | wc -l) files, $bytes bytes ($gz gzip-compressed)" >&2
