#!/usr/bin/env bash
# Installs the Debian packages Arbiter builds and tests with. Idempotent; quiet when all
# are present. Needs root (or sudo) only when something is missing. emscripten (with nodejs
# and node-acorn, which its optimiser reads at link time) builds the static page's
# WebAssembly engine (scripts/build-web.sh).
set -euo pipefail
packages=(
  build-essential cmake ninja-build git ccache
  libboost-graph-dev libeigen3-dev nlohmann-json3-dev libcli11-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  clang clang-format libclang-rt-14-dev libxml2-utils python3 python3-jsonschema
  libcpp-httplib-dev chromium chromium-driver python3-selenium curl ca-certificates
  emscripten node-acorn nodejs
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "install-deps: installing ${missing[*]}" >&2
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
